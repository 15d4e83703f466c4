/* -e inject= and -e fault=: the rules, as strace keeps them. */
#ifndef EBTRACE_INJECT_H
#define EBTRACE_INJECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define INJECT_LAST_INF 0xffff

struct inject_poke {
	int arg;                /* 1-based, as in @argN */
	bool at_exit;           /* poke_exit= */
	size_t len;
	unsigned char *data;
};

struct inject_rule {
	/* when=FIRST[..LAST][+STEP], in strace's form: each task counts
	 * down its own copy of first and last (struct inject_count) */
	uint16_t first, last, step;
	bool fail;              /* error=: the call fails with errno */
	bool succeed;           /* retval=: the call returns retval */
	int errno_value;
	int64_t retval;
	int sig;                /* signal=, 0: none */
	bool delay_enter, delay_exit;
	uint64_t delay_enter_ns, delay_exit_ns;
	struct inject_poke *pokes;
	int npokes;
};

/* A task's countdown for one syscall. */
struct inject_count {
	uint16_t first, last;
};

/* Some -e inject= or -e fault= was given. */
bool tamper_wanted(void);
/* The rule acts at the end of a call that runs (poke_exit= or delay_exit=
 * without error= or retval=): its task is held there (hold.h). */
bool inject_rule_holds(const struct inject_rule *r);
/* Some rule does. */
bool inject_holds(void);
/* The rule of syscall nr (the last one naming it), or NULL. */
/* Its calls are tampered with: it has a rule and is traced (strace tampers
 * with no call it does not trace). */
bool inject_tampers(long nr);
const struct inject_rule *inject_rule_of(long nr);
/* A task's countdowns for every syscall, as the rules start them. */
struct inject_count *inject_counts_new(void);
/* Whether this call of the task is one the rule acts on (strace's
 * counting: every call of nr counts, acted on or not). */
bool inject_count_call(struct inject_count *counts, long nr);

#endif
