/* The table of traced tasks, keyed by tid. */
#ifndef EBTRACE_TCB_H
#define EBTRACE_TCB_H

#include "ebtrace.h"

struct tcb *tcb_find(uint32_t tid);
struct tcb *tcb_get(uint32_t tid, uint32_t tgid);  /* find or add */
void tcb_drop(struct tcb *t);
/* The task now has another tid (a thread's execve takes the leader's). */
void tcb_rekey(struct tcb *t, uint32_t tid);
int tcb_count(void);
void tcb_foreach(void (*fn)(struct tcb *t, void *arg), void *arg);

/* Calls whose entering part is due but not printed yet, in enter order. */
void due_push(struct tcb *t);
void due_remove(struct tcb *t);
struct tcb *due_first(void);

#endif
