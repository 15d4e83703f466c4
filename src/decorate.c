/* Line decorations.  strace reads the clock when it prints; ebtrace prints
 * later, so every stamp comes from the kernel record the line is about
 * (CLOCK_MONOTONIC), turned into wall-clock time with the offset between
 * the two clocks measured at start. */
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "decode.h"
#include "decorate.h"
#include "output.h"

struct decor_opts dec = {
	.t_scale = 1000000000,
	.r_width = 6, .r_scale = 1000,
	.T_width = 6, .T_scale = 1000,
};

static int64_t wall_offset_ns;    /* CLOCK_REALTIME - CLOCK_MONOTONIC */
static struct {
	uint64_t ts, ip;
	long nr;
	long shown_nr;    /* -n's: a subcall's multiplexer's when it made it */
} stamp;
static uint64_t last_line_ts;
static bool had_line;

int decor_timescale(const char *arg, int dflt, int *width)
{
	static const struct { const char *name; int scale, width; } units[] = {
		{ "s", 1000000000, 0 }, { "ms", 1000000, 3 }, { "us", 1000, 6 }, { "ns", 1, 9 },
	};

	if (!arg)
		return dflt;
	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++)
		if (!strcasecmp(arg, units[i].name)) {
			if (width)
				*width = units[i].width;
			return units[i].scale;
		}
	return -1;
}

int decor_parse_ts(const char *arg)
{
	enum { F_UNSET, F_NONE, F_TIME, F_UNIX } format = F_UNSET;
	static const char *const formats[] = { "none", "time", "unix" };
	char copy[256], *save = NULL;
	int scale = 0, width = 0;

	snprintf(copy, sizeof(copy), "%s", arg);
	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		bool may_format = true, may_scale = true;
		int s;

		if (!strncasecmp(tok, "format:", 7)) {
			tok += 7;
			may_scale = false;
		} else if (!strncasecmp(tok, "precision:", 10)) {
			tok += 10;
			may_format = false;
		}
		if (may_format) {
			int f;

			for (f = 0; f < 3 && strcasecmp(tok, formats[f]); f++)
				;
			if (f < 3) {
				format = F_NONE + f;
				continue;
			}
		}
		if (may_scale && *tok && (s = decor_timescale(tok, -1, &width)) > 0) {
			scale = s;
			continue;
		}
		return -1;
	}
	if (format == F_UNSET && !dec.tfmt)
		dec.tfmt = "%T";
	else if (format == F_NONE)
		dec.tfmt = NULL;
	else if (format == F_TIME)
		dec.tfmt = "%T";
	else if (format == F_UNIX)
		dec.tfmt = "%s";
	if (scale > 0) {
		dec.t_scale = scale;
		dec.t_width = width;
	}
	return 0;
}

static int64_t clock_ns(clockid_t id)
{
	struct timespec ts;

	clock_gettime(id, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

uint64_t decor_now_ns(void)
{
	return (uint64_t)clock_ns(CLOCK_MONOTONIC);
}

void decor_init(void)
{
	/* take the pair whose reads were closest together */
	int64_t best = INT64_MAX;

	for (int i = 0; i < 3; i++) {
		int64_t m0 = clock_ns(CLOCK_MONOTONIC);
		int64_t r = clock_ns(CLOCK_REALTIME);
		int64_t m1 = clock_ns(CLOCK_MONOTONIC);

		if (m1 - m0 < best) {
			best = m1 - m0;
			wall_offset_ns = r - (m0 + (m1 - m0) / 2);
		}
	}
}

void decor_stamp(uint64_t ts, uint64_t ip, long nr)
{
	stamp.ts = ts;
	stamp.ip = ip;
	stamp.nr = nr;
	stamp.shown_nr = nr;
}

void decor_stamp_mux(long mux_nr)
{
	stamp.shown_nr = mux_nr;
}

uint64_t decor_stamp_ts(void)
{
	return stamp.ts;
}

long decor_stamp_nr(void)
{
	return stamp.nr;
}

uint64_t decor_stamp_ip(void)
{
	return stamp.ip;
}

int64_t decor_wall_ns(uint64_t ts)
{
	return (int64_t)ts + wall_offset_ns;
}

static void print_wall_clock(void)
{
	int64_t ns = (int64_t)stamp.ts + wall_offset_ns;
	time_t sec = ns / 1000000000;
	long nsec = ns % 1000000000;
	struct tm tm;
	char buf[64];

	if (localtime_r(&sec, &tm))
		strftime(buf, sizeof(buf), dec.tfmt, &tm);
	else
		snprintf(buf, sizeof(buf), "%lld", (long long)sec);
	if (dec.t_width)
		tprintf("%s.%0*ld ", buf, dec.t_width, nsec / dec.t_scale);
	else
		tprintf("%s ", buf);
}

/* -r: time since the previous line, whichever task it was about */
uint64_t decor_relative_ns(void)
{
	uint64_t d = 0;

	if (had_line && stamp.ts > last_line_ts)
		d = stamp.ts - last_line_ts;
	if (!had_line || stamp.ts > last_line_ts)
		last_line_ts = stamp.ts;
	had_line = true;
	return d;
}

static void print_relative(void)
{
	uint64_t d = decor_relative_ns();

	tprintf("%s%6ld", dec.tfmt ? "(+" : "", (long)(d / 1000000000));
	if (dec.r_width)
		tprintf(".%0*ld", dec.r_width, (long)(d % 1000000000) / dec.r_scale);
	tputs(dec.tfmt ? ") " : " ");
}

void decor_prefix(struct tcb *t)
{
	if (dec.tfmt)
		print_wall_clock();
	if (dec.rflag)
		print_relative();
	if (dec.nflag) {
		if (stamp.shown_nr >= 0)
			tprintf("[%4lu] ", (unsigned long)ebt_key_nr(stamp.shown_nr));
		else
			tputs("[?] ");
	}
	if (dec.iflag) {
		/* as wide as the task's pointers: those of the compat
		 * personalities, whose call it made last, are 4 bytes */
		int digits = stamp.nr >= 0 && ebt_key_pers(stamp.nr, 0) ? 8 : 16;

		if (stamp.ip)
			tprintf("[%0*llx] ", digits, (unsigned long long)stamp.ip);
		else
			tprintf("[%.*s] ", digits, "????????????????");
	}
}

void decor_syscall_time(uint64_t enter_ts, uint64_t exit_ts)
{
	uint64_t d = exit_ts > enter_ts && enter_ts ? exit_ts - enter_ts : 0;

	tprintf(" <%ld", (long)(d / 1000000000));
	if (dec.T_width)
		tprintf(".%0*ld", dec.T_width, (long)(d % 1000000000) / dec.T_scale);
	tputc('>');
}

/* -Y: the task's command name.  Lines are printed after the fact, so the
 * name is followed from the records (inherited at fork, changed by a
 * successful execve) rather than read from /proc, which is only asked for
 * a task first seen otherwise; NULL when unknown. */
void decor_print_comm(const char *comm, size_t max)
{
	size_t n = strnlen(comm, max);

	if (!n)
		return;
	tputc('<');
	print_quoted(comm, n, QUOTE_NO_QUOTES | QUOTE_ESC_ANGLE);
	tputc('>');
}

const char *decor_comm(struct tcb *t)
{
	char path[64], buf[sizeof(t->comm)];
	FILE *fp;

	if (t->comm[0])
		return t->comm;
	snprintf(path, sizeof(path), "/proc/%u/comm", t->tid);
	fp = fopen(path, "r");
	if (fp) {
		if (fgets(buf, sizeof(buf), fp)) {
			buf[strcspn(buf, "\n")] = '\0';
			memcpy(t->comm, buf, sizeof(buf));
		}
		fclose(fp);
	}
	return t->comm[0] ? t->comm : NULL;
}

