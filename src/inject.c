/* -e inject= and -e fault=: the syntax is checked like strace does, with
 * its messages; tampering itself is refused after the options are read. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "signals.h"
#include "syscalls.h"


const char *inject_requested;

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

/* when=FIRST[..LAST][+[STEP]] */
static bool when_ok(const char *v)
{
	char *end;
	long long first = str_to_uint(v, &end, 0xffff, "+."), last = LAST_INF;

	if (first < 1)
		return false;
	if (end[0] == '.') {
		if (end[1] != '.')
			return false;
		last = str_to_uint(end + 2, &end, 0xffff, "+");
		if (last < first || last == LAST_INF)
			return false;
	}
	if (end[0] && end[1])
		return str_to_uint(end + 1, NULL, 0xffff, NULL) >= 1;
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

/* strace's delay syntax: a number with an optional s/ms/us/ns suffix */
static bool delay_ok(const char *s)
{
	size_t flen = strspn(s, "eE.-+0123456789"), ilen = strspn(s, "+0123456789");
	char *end;

	if (flen > ilen) {
		double d;

		errno = 0;
		d = strtod(s, &end);
		if (end == s || errno || d < 0)
			return false;
	} else if (str_to_uint(s, &end, LLONG_MAX, "smun") < 0) {
		return false;
	}
	return !*end || !strcmp(end, "s") || !strcmp(end, "ms") || !strcmp(end, "us") ||
	       !strcmp(end, "ns");
}

/* @argN=HEX[,@argN=HEX]... */
static bool poke_ok(const char *s)
{
	char *copy, *save = NULL;
	bool ok = *s != '\0';

	copy = strdup(s);
	for (char *tok = strtok_r(copy, ",", &save); ok && tok; tok = strtok_r(NULL, ",", &save)) {
		const char *v = strip(tok, "@arg");
		size_t len;

		if (!v || v[0] < '1' || v[0] > '7' || v[1] != '=') {
			ok = false;
			break;
		}
		v += 2;
		len = strlen(v);
		if (!len || len % 2 || len > 2048 || strspn(v, "0123456789abcdefABCDEF") != len)
			ok = false;
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

static bool token_ok(const char *tok, unsigned *flags, bool fault)
{
	const char *v;

	if ((v = strip(tok, "when=")))
		return when_ok(v);
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
		return e >= 1;
	}
	if (fault)
		return false;
	if ((v = strip(tok, "retval="))) {
		unsigned long long r;
		char *end;

		if (*flags & (F_ERROR | F_RETVAL))
			return false;
		errno = 0;
		r = strtoull(v, &end, 0);
		if (end == v || *end || ((r == 0 || r == ULLONG_MAX) && errno))
			return false;
		if ((long long)r < 0 && (long long)r >= -MAX_ERRNO)
			warn("Inadvertent injection of error %lld is possible for retval=%llu",
			     -(long long)r, r);
		*flags |= F_RETVAL;
		return true;
	}
	if ((v = strip(tok, "signal="))) {
		int sig = (*v >= '0' && *v <= '9') ? str_to_uint(v, NULL, 255, NULL) : signal_number(v);

		if (*flags & F_SIGNAL || sig < 1 || sig > 64)
			return false;
		*flags |= F_SIGNAL;
		return true;
	}
	static const struct { const char *prefix; unsigned flag; bool poke; } once[] = {
		{ "poke_enter=", F_POKE_ENTER, true }, { "poke_exit=", F_POKE_EXIT, true },
		{ "delay_enter=", F_DELAY_ENTER, false }, { "delay_exit=", F_DELAY_EXIT, false },
	};
	for (size_t i = 0; i < sizeof(once) / sizeof(once[0]); i++) {
		if (!(v = strip(tok, once[i].prefix)))
			continue;
		if (*flags & once[i].flag || !(once[i].poke ? poke_ok(v) : delay_ok(v)))
			return false;
		*flags |= once[i].flag;
		return true;
	}
	return false;
}

static void qualify_inject_common(const char *str, bool fault, const char *what)
{
	char *copy = strdup(str), *save = NULL, *name = "";
	unsigned flags = 0;

	if (copy[0] && copy[0] != ':') {
		name = strtok_r(copy, ":", &save);
		for (char *tok; (tok = strtok_r(NULL, ":", &save));)
			if (!token_ok(tok, &flags, fault))
				die("invalid %s '%s'", what, str);
	}
	qualify_syscall_list(name);
	free(copy);
	if (!(flags & F_ACTIONS) && !fault)
		die("invalid %s '%s'", what, str);
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
