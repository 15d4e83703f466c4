/* -c / -C: calls, errors and time per syscall, counted in the kernel, and
 * strace's summary table. */
#ifndef EBTRACE_COUNT_H
#define EBTRACE_COUNT_H

#include <stdio.h>

#include "ebtrace.h"

enum { COUNT_NONE, COUNT_ONLY, COUNT_BOTH };

struct count_opts {
	int mode;              /* COUNT_* */
	bool wall;             /* -w: latency instead of system time */
	uint64_t overhead_ns;  /* -O */
	bool sort_set, columns_set;
};
extern struct count_opts cnt;

/* -S KEY; dies with strace's message on an unknown key. */
void count_set_sortby(const char *key);
/* -U COLUMNS */
void count_set_columns(const char *list);
/* -O OVERHEAD; -1 if invalid. */
int count_set_overhead(const char *s);
/* Whether the kernel counts (the per-call records are then not needed
 * for the table). */
bool count_in_kernel(void);
/* Count one call in user space (when the kernel does not). */
void count_call(long nr, int64_t ret, uint64_t ns);
/* Print the table (nothing if no call was counted). */
void count_report(FILE *fp);

#endif
