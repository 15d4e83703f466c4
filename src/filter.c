/* -e qualifiers with strace's syntax: a comma list of values, every leading
 * '!' inverting the whole list, "all" and "none" as whole values, and
 * "invalid KIND 'TOKEN'" for anything unknown. */
#include <errno.h>
#include <limits.h>
#include <regex.h>
#include <seccomp.h>
#include <stdlib.h>
#include <string.h>

#include "fdset.h"
#include "filter.h"
#include "personality.h"
#include "signals.h"
#include "syscalls.h"

struct filter flt;

/* strace's string_to_uint: a decimal number in [0, max], nothing after it
 * but one of the accepted characters; -1 otherwise. */
long long str_to_uint(const char *s, char **endp, unsigned long long max, const char *accept)
{
	char *end;
	long long v;

	if (!*s)
		return -1;
	errno = 0;
	v = strtoll(s, &end, 10);
	if (end == s || v < 0 || (unsigned long long)v > max || (v == LLONG_MAX && errno == ERANGE))
		return -1;
	if (*end && (!accept || !strchr(accept, *end)))
		return -1;
	if (endp)
		*endp = end;
	return v;
}

/* The syntax of every qualifier value: [!]...{all|none|VALUE[,VALUE]...}.
 * add(token, set) takes each value, false for one it does not know ("invalid
 * WHAT 'TOKEN'"); the result is whether the set is inverted (an odd number
 * of '!', or "all"). */
static bool parse_list(const char *str, const char *what, bool (*add)(const char *tok, void *set),
		       void *set)
{
	const char *s = str;
	bool invert = false, any = false;
	char *copy, *save = NULL;

	for (; *s == '!'; s++)
		invert = !invert;
	if (!strcmp(s, "none"))
		return invert;
	if (!strcmp(s, "all"))
		return !invert;
	copy = strdup(s);
	if (!copy)
		die("Out of memory");
	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (!add(tok, set))
			die("invalid %s '%s'", what, tok);
		any = true;
	}
	free(copy);
	if (!any)
		die("invalid %s '%s'", what, str);
	return invert;
}

/* ---- small number sets ---------------------------------------------------- */

typedef int (*value_fn)(const char *token);

struct numset_parse {
	struct numset *set;
	value_fn value;     /* a token's number, -1 if it has none */
};

static bool numset_add_token(const char *tok, void *arg)
{
	struct numset_parse *p = arg;
	int v = p->value(tok);

	if (v < 0)
		return false;
	if (v < 256)
		p->set->bits[v / 8] |= 1 << (v % 8);
	return true;
}

/* -e QUAL=... for sets of small numbers. */
static void qualify_numset(const char *str, struct numset *set, value_fn fn, const char *what)
{
	struct numset_parse p = { set, fn };

	memset(set, 0, sizeof(*set));
	set->not = parse_list(str, what, numset_add_token, &p);
}

struct named_value {
	const char *name;
	int value;
};

static int lookup(const struct named_value *t, const char *name)
{
	for (; t->name; t++)
		if (!strcasecmp(t->name, name))
			return t->value;
	return -1;
}

static int signal_value(const char *s)
{
	if (*s >= '0' && *s <= '9')
		return str_to_uint(s, NULL, 255, NULL);
	return signal_number(s);
}

static int status_value(const char *s)
{
	static const struct named_value t[] = {
		{ "successful", STATUS_SUCCESSFUL }, { "failed", STATUS_FAILED },
		{ "unfinished", STATUS_UNFINISHED }, { "unavailable", STATUS_UNAVAILABLE },
		{ "detached", STATUS_DETACHED }, { NULL, 0 }
	};
	return lookup(t, s);
}

static int quiet_value(const char *s)
{
	static const struct named_value t[] = {
		{ "attach", QUIET_ATTACH }, { "exit", QUIET_EXIT }, { "exits", QUIET_EXIT },
		{ "path-resolution", QUIET_PATH_RESOLVE }, { "personality", QUIET_PERSONALITY },
		{ "superseded", QUIET_THREAD_EXECVE }, { "thread-execve", QUIET_THREAD_EXECVE },
		{ NULL, 0 }
	};
	return lookup(t, s);
}

/* bit numbers of DECODE_FD_* */
static int decode_fd_value(const char *s)
{
	static const struct named_value t[] = {
		{ "path", 0 }, { "socket", 1 }, { "dev", 2 }, { "pidfd", 3 }, { NULL, 0 }
	};
	return lookup(t, s);
}

static int decode_pid_value(const char *s)
{
	static const struct named_value t[] = {
		{ "pidns", DECODE_PID_NS }, { "comm", DECODE_PID_COMM }, { NULL, 0 }
	};
	return lookup(t, s);
}

void qualify_signals(const char *s)
{
	qualify_numset(s, &flt.signals, signal_value, "signal");
}

void qualify_status(const char *s)
{
	qualify_numset(s, &flt.status, status_value, "status");
}

void qualify_quiet(const char *s)
{
	qualify_numset(s, &flt.quiet, quiet_value, "quiet");
	flt.quiet_given = true;
}

void qualify_decode_fds(const char *s)
{
	static const unsigned bits[] = { DECODE_FD_PATH, DECODE_FD_SOCKET, DECODE_FD_DEV, DECODE_FD_PIDFD };
	struct numset set;

	qualify_numset(s, &set, decode_fd_value, "decode-fds");
	opt.decode_fds = 0;
	for (unsigned i = 0; i < sizeof(bits) / sizeof(bits[0]); i++)
		if (numset_has(&set, i))
			opt.decode_fds |= bits[i];
	flt.decode_fds_given = true;
}

void qualify_decode_pids(const char *s)
{
	qualify_numset(s, &flt.decode_pids, decode_pid_value, "decode-pids");
}

bool filter_status_all(void)
{
	for (int k = 0; k < STATUS_COUNT; k++)
		if (!filter_status(k))
			return false;
	return true;
}

/* ---- descriptor sets -------------------------------------------------------- */

static bool fdset_add_token(const char *tok, void *set)
{
	long long v = str_to_uint(tok, NULL, INT_MAX, NULL);

	if (v < 0)
		return false;
	fdset_add(set, v);
	return true;
}

static void qualify_fdset(const char *str, struct fdset **setp)
{
	struct fdset *set = fdset_new();

	/* each -e read= replaces the earlier set */
	fdset_free(*setp);
	*setp = set;
	if (parse_list(str, "descriptor", fdset_add_token, set))
		fdset_invert(set);
}

void qualify_read(const char *s)
{
	qualify_fdset(s, &opt.dump_read);
}

void qualify_write(const char *s)
{
	qualify_fdset(s, &opt.dump_write);
}

/* ---- syscall sets ------------------------------------------------------------
 * strace accepts the names and numbers of every personality it supports
 * (personality.c); the traced ones (the first EBT_NPERS) select keys, the
 * others match nothing. */

struct scset {
	bool in[EBT_MAX_SYSCALLS];
	bool other;   /* numbers past the table */
};

static const struct personality *pers;
static int npers;
static const char *pers_names[PERS_MAX][EBT_MAX_SYSCALLS];

static bool pers_traced(int p)
{
	return p < EBT_NPERS;
}

static void load_personalities(void)
{
	if (pers)
		return;
	syscalls_init();
	pers = personalities(&npers);
}

/* The names of personality p's calls by number, made when first needed:
 * those of a personality that is not traced (x32) come from libseccomp,
 * a search of its table for each number, which only a regular expression
 * needs (a name or a number there is looked up alone). */
static const char *const *names_of(int p)
{
	static bool loaded[PERS_MAX];

	if (loaded[p])
		return pers_names[p];
	loaded[p] = true;
	for (long nr = 0; nr < EBT_MAX_SYSCALLS; nr++) {
		const struct sysent *se;

		if (pers_traced(p)) {
			se = nr < EBT_PERS_SPAN ? sysent_of(ebt_sys_key(nr, p)) : NULL;
			pers_names[p][nr] = se ? se->name : NULL;
			continue;
		}
		pers_names[p][nr] = seccomp_syscall_resolve_num_arch(pers[p].arch,
								     (int)(nr | pers[p].nr_bit));
	}
	return pers_names[p];
}

/* Whether an untraced personality has a call named name (nr < 0) or
 * numbered nr. */
static bool untraced_has(int p, const char *name, long nr)
{
	char *found;

	if (name) {
		nr = seccomp_syscall_resolve_name_arch(pers[p].arch, name);
		return nr >= 0 && (nr & ~(long)pers[p].nr_bit) < EBT_MAX_SYSCALLS;
	}
	found = seccomp_syscall_resolve_num_arch(pers[p].arch, (int)(nr | pers[p].nr_bit));
	free(found);
	return found != NULL;
}

static void scset_add(struct scset *set, int p, long nr)
{
	long key = ebt_sys_key(nr, p);

	if (pers_traced(p) && nr >= 0 && key < EBT_MAX_SYSCALLS)
		set->in[key] = true;
}

static bool sc_number(const char *s, int p, struct scset *set)
{
	long long nr = str_to_uint(s, NULL, INT_MAX, NULL);

	/* as strace's table: a number without a call of this personality
	 * (in a gap of the table or past its end) is invalid here */
	if (nr < 0 || nr >= EBT_MAX_SYSCALLS)
		return false;
	if (!pers_traced(p))
		return untraced_has(p, NULL, nr);
	if (!names_of(p)[nr])
		return false;
	scset_add(set, p, nr);
	return true;
}

static bool sc_regex(const char *re, int p, struct scset *set)
{
	regex_t preg;
	bool found = false;
	int rc = regcomp(&preg, re, REG_EXTENDED | REG_NOSUB);

	if (rc) {
		char buf[512];

		regerror(rc, &preg, buf, sizeof(buf));
		die("regcomp: %s: %s", re, buf);
	}
	for (long nr = 0; nr < EBT_MAX_SYSCALLS; nr++) {
		const char *name = names_of(p)[nr];

		if (!name || regexec(&preg, name, 0, NULL, 0))
			continue;
		scset_add(set, p, nr);
		found = true;
	}
	regfree(&preg);
	return found;
}

static const struct named_value classes[] = {
	{ "%desc", TRACE_DESC }, { "%file", TRACE_FILE }, { "%memory", TRACE_MEMORY },
	{ "%process", TRACE_PROCESS }, { "%creds", TRACE_CREDS }, { "%signal", TRACE_SIGNAL },
	{ "%ipc", TRACE_IPC }, { "%net", TRACE_NETWORK }, { "%network", TRACE_NETWORK },
	{ "%stat", TRACE_STAT }, { "%lstat", TRACE_LSTAT }, { "%fstat", TRACE_FSTAT },
	{ "%%stat", TRACE_STAT_LIKE }, { "%statfs", TRACE_STATFS }, { "%fstatfs", TRACE_FSTATFS },
	{ "%%statfs", TRACE_STATFS_LIKE }, { "%pure", TRACE_PURE }, { "%clock", TRACE_CLOCK },
	/* legacy names */
	{ "all", 0 }, { "desc", TRACE_DESC }, { "file", TRACE_FILE }, { "memory", TRACE_MEMORY },
	{ "process", TRACE_PROCESS }, { "signal", TRACE_SIGNAL }, { "ipc", TRACE_IPC },
	{ "network", TRACE_NETWORK },
	{ NULL, 0 }
};

static bool sc_class(const char *s, int p, struct scset *set)
{
	const struct named_value *c;

	for (c = classes; c->name && strcmp(c->name, s); c++)
		;
	if (!c->name)
		return false;
	for (long nr = 0; pers_traced(p) && nr < EBT_PERS_SPAN; nr++) {
		const struct sysent *se = sysent_of(ebt_sys_key(nr, p));

		if (se && se->name && (se->classes & c->value) == (unsigned)c->value)
			scset_add(set, p, nr);
	}
	return true;
}

static bool sc_name(const char *s, int p, struct scset *set)
{
	const char *const *names;
	bool found = false;

	if (!pers_traced(p))
		return untraced_has(p, s, -1);
	names = names_of(p);
	for (long nr = 0; nr < EBT_MAX_SYSCALLS; nr++) {
		if (names[nr] && !strcmp(names[nr], s)) {
			scset_add(set, p, nr);
			found = true;
		}
	}
	return found;
}

static bool sc_token_pers(const char *tok, int p, struct scset *set)
{
	if (*tok >= '0' && *tok <= '9')
		return sc_number(tok, p, set);
	if (*tok == '/')
		return sc_regex(tok + 1, p, set);
	return sc_class(tok, p, set) || sc_name(tok, p, set);
}

static bool sc_token(const char *tok, void *arg)
{
	struct scset *set = arg;
	const char *at;
	bool ok = false;

	for (; *tok == '?'; tok++)
		ok = true;
	at = strrchr(tok, '@');
	if (at) {
		char *base;
		int p;

		for (p = 0; p < npers && strcmp(at + 1, pers[p].designator); p++)
			;
		if (p == npers)
			die_usage("incorrect personality designator '%s' in qualification '%s'",
				  at + 1, tok);
		base = strndup(tok, at - tok);
		ok |= sc_token_pers(base, p, set);
		free(base);
		return ok;
	}
	for (int p = 0; p < npers; p++)
		ok |= sc_token_pers(tok, p, set);
	return ok;
}

static void qualify_scset(const char *str, struct scset *set)
{
	load_personalities();
	memset(set, 0, sizeof(*set));
	if (parse_list(str, "system call", sc_token, set)) {
		for (int i = 0; i < EBT_MAX_SYSCALLS; i++)
			set->in[i] = !set->in[i];
		set->other = !set->other;
	}
}

void qualify_trace(const char *s)
{
	struct scset set;

	qualify_scset(s, &set);
	/* numbers strace has no name for are traced whatever the filter, as
	 * strace traces them: no set can name them */
	for (long key = 0; key < EBT_MAX_SYSCALLS; key++) {
		const struct sysent *se = sysent_of(key);

		if (!se || !se->name)
			set.in[key] = true;
	}
	memcpy(flt.trace, set.in, sizeof(flt.trace));
	flt.trace_other = true;
}

/* raw, abbrev and verbose are kept as the per-number flags the decoders
 * read; "in the set" means raw, abbreviated, verbose. */
static void qualify_flags(const char *s, bool *flags, bool when_in)
{
	struct scset set;

	qualify_scset(s, &set);
	for (int i = 0; i < EBT_MAX_SYSCALLS; i++)
		flags[i] = set.in[i] == when_in;
}

void qualify_raw(const char *s)
{
	qualify_flags(s, opt.sc_raw, true);
}

void qualify_abbrev(const char *s)
{
	qualify_flags(s, opt.sc_no_abbrev, false);
}

void qualify_verbose(const char *s)
{
	qualify_flags(s, opt.sc_no_verbose, false);
}

/* The syscall list of an inject spec: which numbers it names. */
void qualify_syscall_list(const char *s, bool in[EBT_MAX_SYSCALLS])
{
	struct scset set;

	qualify_scset(s, &set);
	memcpy(in, set.in, sizeof(set.in));
}

void qualify_kvm(const char *s)
{
	if (strcmp(s, "vcpu"))
		die("invalid -e kvm= argument: '%s'", s);
	opt.kvm_vcpu = true;
}

/* ---- -e QUAL=VALUE ---------------------------------------------------------- */

static const struct {
	const char *name;
	void (*fn)(const char *);
} qualifiers[] = {
	{ "trace", qualify_trace }, { "t", qualify_trace },
	{ "abbrev", qualify_abbrev }, { "a", qualify_abbrev },
	{ "verbose", qualify_verbose }, { "v", qualify_verbose },
	{ "raw", qualify_raw }, { "x", qualify_raw },
	{ "signal", qualify_signals }, { "signals", qualify_signals }, { "s", qualify_signals },
	{ "status", qualify_status },
	{ "quiet", qualify_quiet }, { "silent", qualify_quiet }, { "silence", qualify_quiet },
	{ "q", qualify_quiet },
	{ "read", qualify_read }, { "reads", qualify_read }, { "r", qualify_read },
	{ "write", qualify_write }, { "writes", qualify_write }, { "w", qualify_write },
	{ "fault", qualify_fault }, { "inject", qualify_inject },
	{ "kvm", qualify_kvm },
	{ "decode-fd", qualify_decode_fds }, { "decode-fds", qualify_decode_fds },
	{ "decode-pid", qualify_decode_pids }, { "decode-pids", qualify_decode_pids },
};

void qualify(const char *expr)
{
	for (size_t i = 0; i < sizeof(qualifiers) / sizeof(qualifiers[0]); i++) {
		size_t n = strlen(qualifiers[i].name);

		if (!strncmp(expr, qualifiers[i].name, n) && expr[n] == '=') {
			qualifiers[i].fn(expr + n + 1);
			return;
		}
	}
	qualify_trace(expr);
}

void filter_init(void)
{
	memset(&flt, 0, sizeof(flt));
	for (int i = 0; i < EBT_MAX_SYSCALLS; i++)
		flt.trace[i] = true;
	flt.trace_other = true;
	flt.signals.not = true;
	flt.status.not = true;
}
