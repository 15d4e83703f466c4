#include <stdlib.h>

#include "output.h"
#include "tcb.h"

#define TCB_BUCKETS 1024

static struct tcb *buckets[TCB_BUCKETS];
static int count;
static struct tcb *due_head, *due_tail;

struct tcb *tcb_find(uint32_t tid)
{
	for (struct tcb *t = buckets[tid % TCB_BUCKETS]; t; t = t->hnext)
		if (t->tid == tid)
			return t;
	return NULL;
}

struct tcb *tcb_get(uint32_t tid, uint32_t tgid)
{
	struct tcb *t = tcb_find(tid);

	if (t)
		return t;
	t = xcalloc(1, sizeof(*t));
	t->tid = tid;
	t->tgid = tgid;
	t->pers = -1;
	t->hnext = buckets[tid % TCB_BUCKETS];
	buckets[tid % TCB_BUCKETS] = t;
	count++;
	return t;
}

static void unlink_tcb(struct tcb *t)
{
	struct tcb **pp = &buckets[t->tid % TCB_BUCKETS];

	while (*pp && *pp != t)
		pp = &(*pp)->hnext;
	if (*pp)
		*pp = t->hnext;
}

void tcb_rekey(struct tcb *t, uint32_t tid)
{
	unlink_tcb(t);
	t->tid = tid;
	t->hnext = buckets[tid % TCB_BUCKETS];
	buckets[tid % TCB_BUCKETS] = t;
}

void tcb_drop(struct tcb *t)
{
	unlink_tcb(t);
	due_remove(t);
	output_forget(t);
	free(t->enter);
	free(t->sigq);
	free(t->ustack);
	free(t->kstack);
	free(t->last_ustack);
	for (int i = 0; t->sigq_ustack && i < t->nsigq; i++)
		free(t->sigq_ustack[i]);
	free(t->sigq_ustack);
	free(t->inject);
	free(t);
	count--;
}

int tcb_count(void)
{
	return count;
}

void tcb_foreach(void (*fn)(struct tcb *t, void *arg), void *arg)
{
	for (int i = 0; i < TCB_BUCKETS; i++) {
		struct tcb *next;

		for (struct tcb *t = buckets[i]; t; t = next) {
			next = t->hnext;
			fn(t, arg);
		}
	}
}

void due_push(struct tcb *t)
{
	t->due_next = NULL;
	if (due_tail)
		due_tail->due_next = t;
	else
		due_head = t;
	due_tail = t;
}

void due_remove(struct tcb *t)
{
	struct tcb *prev = NULL;

	for (struct tcb *p = due_head; p; prev = p, p = p->due_next) {
		if (p != t)
			continue;
		if (prev)
			prev->due_next = p->due_next;
		else
			due_head = p->due_next;
		if (due_tail == p)
			due_tail = prev;
		p->due_next = NULL;
		return;
	}
}

struct tcb *due_first(void)
{
	return due_head;
}
