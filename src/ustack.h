/* -k: stack traces of traced calls and signals, unwound from what the
 * kernel side copied at the call (struct ebt_stack_event). */
#ifndef EBTRACE_USTACK_H
#define EBTRACE_USTACK_H

#include <stdbool.h>

#include "ebtrace.h"
#include "event.h"

#define USTACK_DEFAULT_SIZE 32768
#define USTACK_DEFAULT_FRAMES 256

struct ustack_opts {
	bool enabled;          /* -k */
	bool source;           /* -kk, --stack-trace=source: file:line too */
	unsigned size;         /* --stack-trace-size: bytes of stack copied */
	unsigned frame_limit;  /* --stack-trace-frame-limit */
	bool kernel;           /* --kernel-stack: where blocked calls slept */
};
extern struct ustack_opts ustk;

/* Unwind the stack now (its process may be gone by the time its line
 * prints) and keep the frames' lines for the task's next line. */
void ustack_record(const struct ebt_stack_event *e, size_t size);
/* The process mapped or unmapped code or exec'd; forked; ended. */
void ustack_maps_changed(const struct ebt_maps_event *e);
void ustack_fork(uint32_t parent_tgid, uint32_t child_tgid);
void ustack_gone(uint32_t tgid);
/* Print the frames kept for t, after the line just ended; or drop them
 * (and the kernel's, for a call not shown). */
void ustack_print(struct tcb *t);
void ustack_drop(struct tcb *t);
/* --kernel-stack: print where t's call just shown slept, if it did. */
void ustack_print_kernel(struct tcb *t);
/* Signals waiting to show after t's last line show its frames (kept by
 * ustack_print while they wait); they have shown. */
void ustack_forget_last(struct tcb *t);
/* With EBTRACE_TIMING: what unwinding cost (stacks, bytes copied per
 * stack, frames, time per frame, how often an unwinder was reused). */
void ustack_report_cost(void);

#endif
