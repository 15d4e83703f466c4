/* -e inject= and -e fault=: the syntax is checked like strace does, with
 * its messages, and each spec becomes a rule for the syscalls it names
 * (the last spec naming a syscall is its rule, as in strace).  notify.c
 * carries the rules out. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "ebtrace.h"
#include "event.h"
#include "filter.h"
#include "inject.h"
#include "signals.h"
#include "syscalls.h"


const char *inject_requested;
static const struct inject_rule *rules[EBT_MAX_SYSCALLS];

enum {
	F_SIGNAL = 1, F_ERROR = 2, F_RETVAL = 4, F_DELAY_ENTER = 8, F_DELAY_EXIT = 16,
	F_SYSCALL = 32, F_POKE_ENTER = 64, F_POKE_EXIT = 128,
	F_ACTIONS = F_SIGNAL | F_ERROR | F_RETVAL | F_DELAY_ENTER | F_DELAY_EXIT |
		    F_POKE_ENTER | F_POKE_EXIT,
};

#define LAST_INF 0xffff
#define MAX_ERRNO 4095

static const char *strip(const char *s, const char *prefix)
{
	size_t n = strlen(prefix);

	return strncmp(s, prefix, n) ? NULL : s + n;
}

/* when=FIRST[..LAST][+[STEP]]: FIRST alone acts once, FIRST.. and FIRST+
 * every time from FIRST on, +STEP every STEP-th (strace's meanings) */
static bool when_ok(const char *v, struct inject_rule *r)
{
	char *end;
	long long first = str_to_uint(v, &end, 0xffff, "+."), last = LAST_INF, step;

	if (first < 1)
		return false;
	if (end[0] == '.') {
		if (end[1] != '.')
			return false;
		last = str_to_uint(end + 2, &end, 0xffff, "+");
		if (last < first || last == LAST_INF)
			return false;
	}
	if (end[0] && end[1]) {
		step = str_to_uint(end + 1, NULL, 0xffff, NULL);
		if (step < 1)
			return false;
	} else {
		step = end[0] || last != LAST_INF;
	}
	r->first = first;
	r->last = last;
	r->step = step;
	return true;
}

static int errno_by_name(const char *name)
{
	for (int e = 1; e < 512; e++) {
		const char *n = strerrorname_np(e);

		if (n && !strcasecmp(n, name))
			return e;
	}
	return -1;
}

/* strace's delay syntax: a number of microseconds, or with an s, ms, us or
 * ns suffix */
static bool delay_ok(const char *s, uint64_t *ns)
{
	static const struct { const char *suffix; double scale; } units[] = {
		{ "", 1e3 }, { "s", 1e9 }, { "ms", 1e6 }, { "us", 1e3 }, { "ns", 1 },
	};
	size_t flen = strspn(s, "eE.-+0123456789"), ilen = strspn(s, "+0123456789");
	double d;
	char *end;

	if (flen > ilen) {
		errno = 0;
		d = strtod(s, &end);
		if (end == s || errno || d < 0)
			return false;
	} else {
		long long v = str_to_uint(s, &end, LLONG_MAX, "smun");

		if (v < 0)
			return false;
		d = v;
	}
	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
		if (!strcmp(end, units[i].suffix)) {
			d *= units[i].scale;
			*ns = d >= 1.8e19 ? UINT64_MAX : (uint64_t)(d + 0.5);
			return true;
		}
	}
	return false;
}

static int hex_digit(char c)
{
	return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
}

/* @argN=HEX[,@argN=HEX]... */
static bool poke_ok(const char *s, struct inject_rule *r, bool at_exit)
{
	char *copy, *save = NULL;
	bool ok = *s != '\0';

	copy = strdup(s);
	for (char *tok = strtok_r(copy, ",", &save); ok && tok; tok = strtok_r(NULL, ",", &save)) {
		const char *v = strip(tok, "@arg");
		struct inject_poke *p;
		size_t len;

		if (!v || v[0] < '1' || v[0] > '7' || v[1] != '=') {
			ok = false;
			break;
		}
		len = strlen(v + 2);
		if (!len || len % 2 || len > 2048 || strspn(v + 2, "0123456789abcdefABCDEF") != len) {
			ok = false;
			break;
		}
		for (int i = 0; i < r->npokes; i++)
			if (r->pokes[i].arg == v[0] - '0' && r->pokes[i].at_exit == at_exit)
				ok = false;   /* the same argument twice */
		if (!ok)
			break;
		r->pokes = realloc(r->pokes, (r->npokes + 1) * sizeof(*r->pokes));
		if (!r->pokes)
			die("Out of memory");
		p = &r->pokes[r->npokes++];
		p->arg = v[0] - '0';
		p->at_exit = at_exit;
		p->len = len / 2;
		p->data = xmalloc(p->len);
		for (size_t i = 0; i < p->len; i++)
			p->data[i] = hex_digit(v[2 + 2 * i]) << 4 | hex_digit(v[3 + 2 * i]);
	}
	free(copy);
	return ok;
}

static bool pure_syscall(const char *name)
{
	long nr = syscall_nr(name);
	const struct sysent *se = sysent_of(nr);

	return se && (se->classes & TRACE_PURE);
}

static bool token_ok(const char *tok, unsigned *flags, bool fault, struct inject_rule *r)
{
	const char *v;

	if ((v = strip(tok, "when=")))
		return when_ok(v, r);
	/* syscall=: strace runs this harmless call in place of the one it
	 * fails; here the call never runs at all, which the tracee cannot
	 * tell apart */
	if ((v = strip(tok, "syscall="))) {
		if (*flags & F_SYSCALL || !pure_syscall(v))
			return false;
		*flags |= F_SYSCALL;
		return true;
	}
	if ((v = strip(tok, "error="))) {
		long long e;

		if (*flags & (F_ERROR | F_RETVAL))
			return false;
		e = str_to_uint(v, NULL, MAX_ERRNO, NULL);
		if (e < 0)
			e = errno_by_name(v);
		*flags |= F_ERROR;
		r->fail = true;
		r->errno_value = e;
		return e >= 1;
	}
	if (fault)
		return false;
	if ((v = strip(tok, "retval="))) {
		unsigned long long rv;
		char *end;

		if (*flags & (F_ERROR | F_RETVAL))
			return false;
		errno = 0;
		rv = strtoull(v, &end, 0);
		if (end == v || *end || ((rv == 0 || rv == ULLONG_MAX) && errno))
			return false;
		/* strace's warnings, its 32-bit personalities' included */
		if ((long long)rv < 0 && (long long)rv >= -MAX_ERRNO)
			warn("Inadvertent injection of error %lld is possible for retval=%llu",
			     -(long long)rv, rv);
		else if ((int)rv < 0 && (int)rv >= -MAX_ERRNO)
			warn("Inadvertent injection of error %d is possible in compat personality "
			     "for retval=%llu", -(int)rv, rv);
		else if ((unsigned)rv != rv)
			warn("Injected return value %llu will be clipped to %u in compat personality",
			     rv, (unsigned)rv);
		*flags |= F_RETVAL;
		r->succeed = true;
		r->retval = (int64_t)rv;
		return true;
	}
	if ((v = strip(tok, "signal="))) {
		int sig = (*v >= '0' && *v <= '9') ? str_to_uint(v, NULL, 255, NULL) : signal_number(v);

		if (*flags & F_SIGNAL || sig < 1 || sig > 64)
			return false;
		*flags |= F_SIGNAL;
		r->sig = sig;
		return true;
	}
	if ((v = strip(tok, "poke_enter=")) || (v = strip(tok, "poke_exit="))) {
		bool at_exit = tok[6] == 'x';
		unsigned flag = at_exit ? F_POKE_EXIT : F_POKE_ENTER;

		if (*flags & flag || !poke_ok(v, r, at_exit))
			return false;
		*flags |= flag;
		return true;
	}
	if ((v = strip(tok, "delay_enter=")) || (v = strip(tok, "delay_exit="))) {
		bool at_exit = tok[7] == 'x';
		unsigned flag = at_exit ? F_DELAY_EXIT : F_DELAY_ENTER;

		if (*flags & flag || !delay_ok(v, at_exit ? &r->delay_exit_ns : &r->delay_enter_ns))
			return false;
		*flags |= flag;
		*(at_exit ? &r->delay_exit : &r->delay_enter) = true;
		return true;
	}
	return false;
}

static void qualify_inject_common(const char *str, bool fault, const char *what)
{
	char *copy = strdup(str), *save = NULL, *name = "";
	struct inject_rule *r = xcalloc(1, sizeof(*r));
	bool in[EBT_MAX_SYSCALLS];
	unsigned flags = 0;

	r->first = 1;
	r->last = LAST_INF;
	r->step = 1;
	if (copy[0] && copy[0] != ':') {
		name = strtok_r(copy, ":", &save);
		for (char *tok; (tok = strtok_r(NULL, ":", &save));)
			if (!token_ok(tok, &flags, fault, r))
				die("invalid %s '%s'", what, str);
	}
	qualify_syscall_list(name, in);
	free(copy);
	if (!(flags & F_ACTIONS)) {
		if (!fault)
			die("invalid %s '%s'", what, str);
		r->fail = true;   /* -e fault= fails with ENOSYS by default */
		r->errno_value = ENOSYS;
	}
	for (int i = 0; i < EBT_MAX_SYSCALLS; i++)
		if (in[i])
			rules[i] = r;
	inject_requested = fault ? "-e fault" : "-e inject";
}

void qualify_fault(const char *s)
{
	qualify_inject_common(s, true, "fault argument");
}

void qualify_inject(const char *s)
{
	qualify_inject_common(s, false, "inject argument");
}

bool tamper_wanted(void)
{
	return inject_requested != NULL;
}

bool inject_rule_holds(const struct inject_rule *r)
{
	if (r->fail || r->succeed)
		return false;
	for (int k = 0; k < r->npokes; k++)
		if (r->pokes[k].at_exit)
			return true;
	return r->delay_exit;
}

bool inject_holds(void)
{
	for (int i = 0; i < EBT_MAX_SYSCALLS; i++)
		if (rules[i] && inject_rule_holds(rules[i]))
			return true;
	return false;
}

const struct inject_rule *inject_rule_of(long nr)
{
	return nr >= 0 && nr < EBT_MAX_SYSCALLS ? rules[nr] : NULL;
}

bool inject_tampers(long nr)
{
	return inject_rule_of(nr) && filter_traced(nr);
}

struct inject_count *inject_counts_new(void)
{
	struct inject_count *c = xcalloc(EBT_MAX_SYSCALLS, sizeof(*c));

	for (int i = 0; i < EBT_MAX_SYSCALLS; i++)
		if (rules[i])
			c[i] = (struct inject_count){ rules[i]->first, rules[i]->last };
	return c;
}

bool inject_count_call(struct inject_count *counts, long nr)
{
	const struct inject_rule *r = inject_rule_of(nr);
	struct inject_count *c;

	if (!r)
		return false;
	c = &counts[nr];
	if (c->first == 0 || c->last == 0)
		return false;
	if (c->last != LAST_INF)
		c->last--;
	if (--c->first != 0)
		return false;
	c->first = r->step;
	return true;
}
