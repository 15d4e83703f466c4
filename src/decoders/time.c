/* Clocks, sleeps and timers: clock ids, timespec, timeval, itimers. */
#include <string.h>
#include <sys/timex.h>
#include <time.h>
#include <unistd.h>

#include "common.h"
#include "ioctl.h"


void print_timespec_val(int64_t sec, int64_t nsec)
{
	tprintf("{tv_sec=%lld, tv_nsec=%llu}", (long long)sec, (unsigned long long)nsec);
}

void print_timeval_val(int64_t sec, int64_t usec)
{
	tprintf("{tv_sec=%lld, tv_usec=%llu}", (long long)sec, (unsigned long long)usec);
}

/* clock_t: ticks, and the seconds they make as a comment. */
void print_clock_t(uint64_t v)
{
	static long tck;

	if (!tck)
		tck = sysconf(_SC_CLK_TCK);
	tprintf("%llu", (unsigned long long)v);
	if (v && tck > 0 && opt.xlat_style != XLAT_STYLE_RAW) {
		int width = 0;

		for (long t = tck; t >= 10; t /= 10)
			width++;
		tprintf(" /* %llu.%0*llu s */", (unsigned long long)(v / tck), width,
			(unsigned long long)(v % tck));
	}
}

/* ---- this family's structs, from the bytes fetch_in/fetch_out give ---- */

void timespec_buf(const void *buf)
{
	int64_t ts[2];

	memcpy(ts, buf, sizeof(ts));
	print_timespec_val(ts[0], ts[1]);
}

void timeval_buf(const void *buf)
{
	int64_t tv[2];

	memcpy(tv, buf, sizeof(tv));
	print_timeval_val(tv[0], tv[1]);
}

void timezone_buf(const void *buf)
{
	int32_t tz[2];

	memcpy(tz, buf, sizeof(tz));
	tprintf("{tz_minuteswest=%d, tz_dsttime=%d}", tz[0], tz[1]);
}

/* time(&t): [1700000000 and its date as a comment] */
void time_buf(const void *buf)
{
	int64_t t;

	memcpy(&t, buf, sizeof(t));
	tprintf("[%lld", (long long)t);
	print_time_comment(t, 0);
	tputc(']');
}

/* time()'s result is a date too: " (2023-11-14T22:13:20+0000)" */
static void ret_time(struct call *c)
{
	char buf[96];

	if (format_time(buf, sizeof(buf), c->ret, 0))
		tprintf(" (%s)", buf);
}

void dec_time(struct call *c, int exiting)
{
	if (!exiting)
		return;   /* the only argument is an output */
	print_otime(c, 0, 0);
	if (!call_failed(c))
		c->ret_extra = ret_time;
}

void tms_buf(const void *buf)
{
	static const char *const fields[] = { "tms_utime", "tms_stime", "tms_cutime", "tms_cstime" };
	int64_t t[4];

	memcpy(t, buf, sizeof(t));
	for (int i = 0; i < 4; i++) {
		tprintf("%s%s=", i ? ", " : "{", fields[i]);
		print_clock_t(t[i]);
	}
	tputc('}');
}

void itimerval_buf(const void *buf)
{
	const unsigned char *p = buf;

	tputs("{it_interval=");
	timeval_buf(p);
	tputs(", it_value=");
	timeval_buf(p + 16);
	tputc('}');
}

void itimerspec_buf(const void *buf)
{
	const unsigned char *p = buf;

	tputs("{it_interval=");
	timespec_buf(p);
	tputs(", it_value=");
	timespec_buf(p + 16);
	tputc('}');
}

static int erestarted(const struct call *c)
{
	return c->exiting && (c->ret == -512 || c->ret == -513 || c->ret == -514 || c->ret == -516);
}

/* The remaining time of an interrupted sleep; param is the flags argument
 * (no remaining time for an absolute sleep), or 0 for none. */
void print_remtimespec(struct call *c, int arg, int param)
{
	if (erestarted(c) && (param <= 0 || !c->args[param]))
		print_timespec(c, arg, 0);
	else
		print_addr(c->args[arg]);
}

/* ---- constants ---- */

const struct xlat clocknames[] = {
	XLAT(CLOCK_REALTIME), XLAT(CLOCK_MONOTONIC), XLAT(CLOCK_PROCESS_CPUTIME_ID),
	XLAT(CLOCK_THREAD_CPUTIME_ID), XLAT(CLOCK_MONOTONIC_RAW),
	XLAT(CLOCK_REALTIME_COARSE), XLAT(CLOCK_MONOTONIC_COARSE), XLAT(CLOCK_BOOTTIME),
	XLAT(CLOCK_REALTIME_ALARM), XLAT(CLOCK_BOOTTIME_ALARM),
	XLAT_PAIR(10, "CLOCK_SGI_CYCLE"), XLAT(CLOCK_TAI), XLAT_END
};

/* Dynamic (negative) ids print as unknown values, as strace 6.1 does. */
static void print_clockid(int id)
{
	print_xlat(clocknames, (unsigned)id, "CLOCK_???");
}

void print_clock(struct call *c, int arg, int param)
{
	print_clockid((int)c->args[arg]);
}

static const struct xlat timer_flags[] = { XLAT(TIMER_ABSTIME), XLAT_END };

void print_timerflags(struct call *c, int arg, int param)
{
	print_flags_dflt(timer_flags, (unsigned)c->args[arg], "TIMER_???");
}

static const struct xlat timerfd_flags[] = {
	XLAT_PAIR(1, "TFD_TIMER_ABSTIME"), XLAT_PAIR(2, "TFD_TIMER_CANCEL_ON_SET"), XLAT_END
};

void print_tfdsetflags(struct call *c, int arg, int param)
{
	print_flags_dflt(timerfd_flags, (unsigned)c->args[arg], "TFD_TIMER_???");
}

static const struct xlat itimer_which[] = {
	XLAT_PAIR(0, "ITIMER_REAL"), XLAT_PAIR(1, "ITIMER_VIRTUAL"),
	XLAT_PAIR(2, "ITIMER_PROF"), XLAT_END
};

void print_itimerwhich(struct call *c, int arg, int param)
{
	print_xlat(itimer_which, (unsigned)c->args[arg], "ITIMER_???");
}

/* ---- adjtimex, clock_adjtime: struct timex ---- */

static const struct xlat adjtimex_modes[] = {
	XLAT_PAIR(0xa001, "ADJ_OFFSET_SS_READ"), XLAT_PAIR(0x8001, "ADJ_OFFSET_SINGLESHOT"),
	XLAT_PAIR(0x0001, "ADJ_OFFSET"), XLAT_PAIR(0x0002, "ADJ_FREQUENCY"),
	XLAT_PAIR(0x0004, "ADJ_MAXERROR"), XLAT_PAIR(0x0008, "ADJ_ESTERROR"),
	XLAT_PAIR(0x0010, "ADJ_STATUS"), XLAT_PAIR(0x0020, "ADJ_TIMECONST"),
	XLAT_PAIR(0x0080, "ADJ_TAI"), XLAT_PAIR(0x0100, "ADJ_SETOFFSET"),
	XLAT_PAIR(0x1000, "ADJ_MICRO"), XLAT_PAIR(0x2000, "ADJ_NANO"),
	XLAT_PAIR(0x4000, "ADJ_TICK"), XLAT_END
};

static const struct xlat adjtimex_status[] = {
	XLAT(STA_PLL), XLAT(STA_PPSFREQ), XLAT(STA_PPSTIME), XLAT(STA_FLL), XLAT(STA_INS),
	XLAT(STA_DEL), XLAT(STA_UNSYNC), XLAT(STA_FREQHOLD), XLAT(STA_PPSSIGNAL),
	XLAT(STA_PPSJITTER), XLAT(STA_PPSWANDER), XLAT(STA_PPSERROR), XLAT(STA_CLOCKERR),
	XLAT(STA_NANO), XLAT(STA_MODE), XLAT(STA_CLK), XLAT_END
};

static const struct xlat adjtimex_states[] = {
	XLAT(TIME_OK), XLAT(TIME_INS), XLAT(TIME_DEL), XLAT(TIME_OOP), XLAT(TIME_WAIT),
	XLAT(TIME_ERROR), XLAT_END
};

static const struct ioc_field timex_time_fields[] = {
	IOC_FIELD(struct timeval, tv_sec, F_D),
	IOC_FIELD(struct timeval, tv_usec, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout timex_time_layout = {
	sizeof(struct timeval), false, timex_time_fields, NULL
};

static const struct ioc_field timex_fields[] = {
	IOC_FIELD_X(struct timex, modes, F_FLAGS, adjtimex_modes, "ADJ_???"),
	IOC_FIELD(struct timex, offset, F_D),
	IOC_FIELD(struct timex, freq, F_D),
	IOC_FIELD(struct timex, maxerror, F_D),
	IOC_FIELD(struct timex, esterror, F_D),
	IOC_FIELD_X(struct timex, status, F_FLAGS, adjtimex_status, "STA_???"),
	IOC_FIELD(struct timex, constant, F_D),
	IOC_FIELD(struct timex, precision, F_D),
	IOC_FIELD(struct timex, tolerance, F_D),
	IOC_FIELD_NEST(struct timex, time, &timex_time_layout),
	IOC_FIELD(struct timex, tick, F_D),
	IOC_FIELD(struct timex, ppsfreq, F_D),
	IOC_FIELD(struct timex, jitter, F_D),
	IOC_FIELD(struct timex, shift, F_D),
	IOC_FIELD(struct timex, stabil, F_D),
	IOC_FIELD(struct timex, jitcnt, F_D),
	IOC_FIELD(struct timex, calcnt, F_D),
	IOC_FIELD(struct timex, errcnt, F_D),
	IOC_FIELD(struct timex, stbcnt, F_D),
	IOC_FIELD(struct timex, tai, F_D),
	IOC_FIELD_END
};
static const struct ioc_layout timex_layout = { sizeof(struct timex), false, timex_fields, NULL };

static void ret_clock_state(struct call *c)
{
	print_ret_name(adjtimex_states, c->ret);
}

/* The struct timex as the call left it; the clock state it returned is
 * named only when the struct could be shown. */
void print_timex(struct call *c, int arg, int param)
{
	unsigned char buf[sizeof(struct timex)] __attribute__((aligned(8)));

	if (!fetch_out(c, arg, buf, sizeof(buf)))
		return;
	ioc_print_layout(c, &timex_layout, buf);
	c->ret_extra = ret_clock_state;
}

void print_timex64(struct call *c, int arg, int param)
{
	print_timex(c, arg, param);
}
