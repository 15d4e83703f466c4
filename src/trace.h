/* Turning the kernel's records into strace's lines. */
#ifndef EBTRACE_TRACE_H
#define EBTRACE_TRACE_H

#include "ebtrace.h"

/* Handle one ring-buffer record. */
int trace_record(const void *data, size_t size);
/* Nothing arrived for a while: show the calls that are still running. */
void trace_idle(void);
/* Let every traced task go (ebtrace was interrupted): strace's
 * "<detached ...>" end and "Process N detached" messages. */
void trace_detach_all(void);
/* Calls still open when ebtrace stops tracing. */
void trace_finish(void);
/* The command was reaped with status: the end of a leader that an
 * untraced thread's execve replaced shows now, as strace shows it. */
void trace_command_reaped(pid_t pid, int status);
/* A task blocked in call nr when tracing began (its enter was not seen):
 * its line starts as strace's would after attaching. */
void trace_running_call(uint32_t tid, uint32_t tgid, long nr, const uint64_t *args);
/* A task in a group stop (by sig) when tracing began. */
void trace_stopped_at_attach(uint32_t tid, uint32_t tgid, int sig);
/* n records were lost at this point of the ring. */
void trace_gap(uint64_t n);
/* A task ended unseen (its exit record was lost): forget it quietly. */
void trace_forget(struct tcb *t);

#endif
