/* Clocks, sleeps and timers: clock ids, timespec, timeval, itimers. */
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "common.h"


static void print_timespec_buf(const void *buf)
{
	struct { int64_t sec; int64_t nsec; } ts;

	memcpy(&ts, buf, sizeof(ts));
	print_timespec_val(ts.sec, ts.nsec);
}

void print_timeval_val(const void *buf)
{
	struct { int64_t sec; int64_t usec; } tv;

	memcpy(&tv, buf, sizeof(tv));
	tprintf("{tv_sec=%lld, tv_usec=%llu}", (long long)tv.sec, (unsigned long long)tv.usec);
}

/* clock_t: ticks, and the seconds they make as a comment. */
void print_clock_t(uint64_t v)
{
	static long tck;

	if (!tck)
		tck = sysconf(_SC_CLK_TCK);
	tprintf("%llu", (unsigned long long)v);
	if (v && tck > 0) {
		int width = 0;

		for (long t = tck; t >= 10; t /= 10)
			width++;
		tprintf(" /* %llu.%0*llu s */", (unsigned long long)(v / tck), width,
			(unsigned long long)(v % tck));
	}
}

typedef void (*val_printer_fn)(const void *buf);

/* A structure of size bytes at addr: NULL, the address when unreadable. */
static void print_struct_at(const struct call *c, int arg, uint64_t addr, size_t size,
			    val_printer_fn print)
{
	unsigned char buf[64];

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (size > sizeof(buf) || tmem_read(c, arg, addr, buf, size) < 0) {
		print_addr(addr);
		return;
	}
	print(buf);
}

void print_timespec_at(const struct call *c, int arg, uint64_t addr)
{
	print_struct_at(c, arg, addr, 16, print_timespec_buf);
}

static void print_timeval_at(const struct call *c, int arg, uint64_t addr)
{
	print_struct_at(c, arg, addr, 16, print_timeval_val);
}

/* Input structures (read by the kernel) and output ones (on success). */
void print_timespec(struct call *c, int arg, int param)
{
	print_timespec_at(c, arg, c->args[arg]);
}

void print_otimespec(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_timespec_at(c, arg, c->args[arg]);
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
		print_timespec_at(c, arg, c->args[arg]);
	else
		print_addr(c->args[arg]);
}

void print_timeval(struct call *c, int arg, int param)
{
	print_timeval_at(c, arg, c->args[arg]);
}

void print_otimeval(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_timeval_at(c, arg, c->args[arg]);
}

static void print_timezone_val(const void *buf)
{
	int32_t tz[2];

	memcpy(tz, buf, sizeof(tz));
	tprintf("{tz_minuteswest=%d, tz_dsttime=%d}", tz[0], tz[1]);
}

void print_timezone(struct call *c, int arg, int param)
{
	print_struct_at(c, arg, c->args[arg], 8, print_timezone_val);
}

void print_otimezone(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_timezone(c, arg, param);
}

/* time(&t): [1700000000] */
static void print_time_val(const void *buf)
{
	int64_t t;

	memcpy(&t, buf, sizeof(t));
	tprintf("[%lld]", (long long)t);
}

void print_otime(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_struct_at(c, arg, c->args[arg], 8, print_time_val);
}

static void print_tms_val(const void *buf)
{
	int64_t t[4];

	memcpy(t, buf, sizeof(t));
	tputs("{tms_utime=");
	print_clock_t(t[0]);
	tputs(", tms_stime=");
	print_clock_t(t[1]);
	tputs(", tms_cutime=");
	print_clock_t(t[2]);
	tputs(", tms_cstime=");
	print_clock_t(t[3]);
	tputc('}');
}

void print_otms(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_struct_at(c, arg, c->args[arg], 32, print_tms_val);
}

static void print_itimerval_val(const void *buf)
{
	const unsigned char *p = buf;

	tputs("{it_interval=");
	print_timeval_val(p);
	tputs(", it_value=");
	print_timeval_val(p + 16);
	tputc('}');
}

void print_itimerval(struct call *c, int arg, int param)
{
	print_struct_at(c, arg, c->args[arg], 32, print_itimerval_val);
}

void print_oitimerval(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_itimerval(c, arg, param);
}

static void print_itimerspec_val(const void *buf)
{
	const unsigned char *p = buf;

	tputs("{it_interval=");
	print_timespec_buf(p);
	tputs(", it_value=");
	print_timespec_buf(p + 16);
	tputc('}');
}

void print_itimerspec(struct call *c, int arg, int param)
{
	print_struct_at(c, arg, c->args[arg], 32, print_itimerspec_val);
}

void print_oitimerspec(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_itimerspec(c, arg, param);
}

/* ---- constants ---- */

static const struct xlat clocknames[] = {
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
