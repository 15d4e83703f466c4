/* -e qualifiers: syscall sets (trace, raw, abbrev, verbose, inject), signal,
 * status, quiet, decode-fds, decode-pids and descriptor sets, with strace's
 * syntax and messages; -P path tracing. */
#ifndef EBTRACE_FILTER_H
#define EBTRACE_FILTER_H

#include <stdbool.h>

#include "ebtrace.h"

/* A set of small numbers (signals, statuses, quiet kinds): "not" inverts
 * it, which is how "all" and leading '!' are kept. */
struct numset {
	bool not;
	unsigned char bits[256 / 8];
};

static inline bool numset_has(const struct numset *s, unsigned v)
{
	bool in = v < 256 && (s->bits[v / 8] >> (v % 8)) & 1;

	return in != s->not;
}

enum status_kind {
	STATUS_SUCCESSFUL, STATUS_FAILED, STATUS_UNFINISHED,
	STATUS_UNAVAILABLE, STATUS_DETACHED, STATUS_COUNT
};

enum quiet_kind {
	QUIET_ATTACH, QUIET_EXIT, QUIET_PATH_RESOLVE, QUIET_PERSONALITY,
	QUIET_THREAD_EXECVE
};

enum { DECODE_PID_NS = 0, DECODE_PID_COMM = 1 };

struct filter {
	/* -e trace=: syscall numbers of the native personality; "other" is
	 * the answer for numbers past the table (only "all"-like sets) */
	bool trace[EBT_MAX_SYSCALLS];
	bool trace_other;
	struct numset signals;   /* -e signal= */
	struct numset status;    /* -e status=, -z, -Z */
	struct numset quiet;     /* -e quiet=, -q */
	struct numset decode_pids;
	bool quiet_given;        /* -e quiet= seen (conflicts with -q) */
	bool decode_fds_given;   /* -e decode-fds= seen (conflicts with -y) */
};

extern struct filter flt;

/* Set the defaults (trace=all, signal=all, status=all, quiet=none). */
void filter_init(void);
/* One -e argument: "QUAL=VALUE" or a trace= value. */
void qualify(const char *expr);
/* The qualifier functions, for the long options (--trace= etc.). */
void qualify_trace(const char *s);
void qualify_abbrev(const char *s);
void qualify_verbose(const char *s);
void qualify_raw(const char *s);
void qualify_signals(const char *s);
void qualify_status(const char *s);
void qualify_quiet(const char *s);
void qualify_read(const char *s);
void qualify_write(const char *s);
void qualify_fault(const char *s);
void qualify_inject(const char *s);
void qualify_kvm(const char *s);
void qualify_decode_fds(const char *s);
void qualify_decode_pids(const char *s);
/* Fault injection was asked for (it is refused after the options). */
extern const char *inject_requested;

static inline bool filter_traced(long nr)
{
	if (nr < 0 || nr >= EBT_MAX_SYSCALLS)
		return flt.trace_other;
	return flt.trace[nr];
}

static inline bool filter_quiet(enum quiet_kind k)
{
	return numset_has(&flt.quiet, k);
}

static inline bool filter_signal(int sig)
{
	return numset_has(&flt.signals, sig);
}

/* Whether every status is shown (then lines may be split as usual). */
bool filter_status_all(void);
static inline bool filter_status(enum status_kind k)
{
	return numset_has(&flt.status, k);
}

/* strace's string_to_uint: a decimal in [0, max] followed by nothing or
 * by one of the accept characters (then *endp points at it); -1 if not. */
long long str_to_uint(const char *s, char **endp, unsigned long long max, const char *accept);
/* Check a syscall list as -e trace= would (inject/fault specs). */
void qualify_syscall_list(const char *s, bool in[EBT_MAX_SYSCALLS]);

/* ---- -P PATH ---- */
void pathtrace_add(const char *path);
/* Resolve the requested paths (and say so, unless quiet). */
void pathtrace_finish(void);
bool pathtrace_active(void);
/* Whether -P needs a syscall's records even when -e trace= leaves it out:
 * the ones that open, duplicate or close descriptors. */
bool pathtrace_wants(const struct sysent *se);
/* Whether a call touches a traced path, or an fd opened on one; tracks
 * the descriptors opened, duplicated and closed.  Called once per call
 * at exit. */
bool pathtrace_match(struct call *c);
/* A process comes under tracing: the descriptors it already has on a
 * traced path (before_exec: the command, not yet exec'd). */
void pathtrace_attach(pid_t tgid, bool before_exec);
/* A process was forked: it inherits the tracked descriptors. */
void pathtrace_fork(uint32_t parent_tgid, uint32_t child_tgid);

#endif
