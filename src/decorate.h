/* What comes before and after a trace line's call: timestamps (-t, -r),
 * syscall number (-n), instruction pointer (-i), command names (-Y), and
 * the time spent in the call (-T). */
#ifndef EBTRACE_DECORATE_H
#define EBTRACE_DECORATE_H

#include "ebtrace.h"

struct decor_opts {
	const char *tfmt;      /* strftime format of -t, or NULL */
	int t_width, t_scale;  /* digits after the point, ns per unit */
	bool rflag;            /* -r */
	int r_width, r_scale;
	bool Tflag;            /* -T */
	int T_width, T_scale;
	bool iflag;            /* -i */
	bool nflag;            /* -n */
	bool comm;             /* -Y */
};
extern struct decor_opts dec;

/* Parse --absolute-timestamps=[format:]F[,[precision:]P]; -1 if invalid. */
int decor_parse_ts(const char *arg);
/* s, ms, us, ns: ns per unit and digits, or -1 (NULL gives dflt). */
int decor_timescale(const char *arg, int dflt, int *width);

/* Measure the clocks (the records carry CLOCK_MONOTONIC times). */
void decor_init(void);
/* Now, on the records' clock (CLOCK_MONOTONIC, the kernel's ktime). */
uint64_t decor_now_ns(void);
/* What the next line is about: record time, instruction pointer (0 when
 * unknown) and syscall number (-1 when none). */
void decor_stamp(uint64_t ts, uint64_t ip, long nr);
/* The call of the stamp was made through its multiplexer, of key mux_nr:
 * -n shows that number, as strace does. */
void decor_stamp_mux(long mux_nr);
/* The same for the structured forms: the stamp's parts, a CLOCK_MONOTONIC
 * time as wall-clock ns, and -r's delta (which, as printing -r's prefix,
 * makes the stamp the previous line's). */
uint64_t decor_stamp_ts(void);
long decor_stamp_nr(void);
uint64_t decor_stamp_ip(void);
int64_t decor_wall_ns(uint64_t ts);
uint64_t decor_relative_ns(void);
/* The prefixes after the pid: -t, -r, -n, -i. */
void decor_prefix(struct tcb *t);
/* " <0.000123>" for -T. */
void decor_syscall_time(uint64_t enter_ts, uint64_t exit_ts);
/* -Y: the task's command name, or NULL when unknown. */
const char *decor_comm(struct tcb *t);
/* "<comm>", quoted as strace quotes it (nothing for an empty name). */
void decor_print_comm(const char *comm, size_t max);

#endif
