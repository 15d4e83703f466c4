/* Captures sent ahead of their record in pieces.  A task's pieces all come
 * between its previous syscall record and the one they belong to (the
 * kernel side sends them while it builds that record), so pieces are kept
 * by task and used up by its next syscall record.  Pieces of a record that
 * never came (lost) are dropped with the next one. */
#include <stdlib.h>
#include <string.h>

#include "ebtrace.h"
#include "pieces.h"

struct task_pieces {
	uint32_t tid;
	size_t len, room;      /* the pieces as received, back to back */
	unsigned char *buf;
};

static struct task_pieces *tasks;
static size_t ntasks;

static struct task_pieces *find(uint32_t tid, int create)
{
	for (size_t i = 0; i < ntasks; i++)
		if (tasks[i].tid == tid)
			return &tasks[i];
	if (!create)
		return NULL;
	tasks = xrealloc(tasks, (ntasks + 1) * sizeof(*tasks));
	memset(&tasks[ntasks], 0, sizeof(*tasks));
	tasks[ntasks].tid = tid;
	return &tasks[ntasks++];
}

void pieces_add(const struct ebt_piece_event *p)
{
	struct task_pieces *t;

	if (p->h.size < sizeof(*p))
		return;
	t = find(p->h.tid, 1);
	xgrow(&t->buf, &t->room, t->len + p->h.size);
	memcpy(t->buf + t->len, p, p->h.size);
	t->len += p->h.size;
}

/* Append the data of the pieces of the capture at cap_off to out, as long
 * as they follow each other; returns the bytes appended, *gap set when
 * one is missing. */
static size_t join_cap(const struct task_pieces *t, uint32_t cap_off, unsigned char **out,
		       size_t *room, size_t at, bool *gap)
{
	size_t done = 0;

	for (size_t o = 0; o + sizeof(struct ebt_piece_event) <= t->len;) {
		const struct ebt_piece_event *p = (const void *)(t->buf + o);
		size_t n = p->h.size - sizeof(*p);

		o += p->h.size;
		if (p->cap_off != cap_off)
			continue;
		if (p->at < done) {
			/* a capture begun again: an earlier record's, lost */
			done = 0;
			*gap = false;
		}
		if (p->at != done || *gap) {
			*gap = true;
			continue;
		}
		xgrow(out, room, at + done + n);
		memcpy(*out + at + done, p + 1, n);
		done += n;
	}
	return done;
}

/* The task's pieces are used up: nothing is kept for it. */
static void forget(struct task_pieces *t)
{
	if (!t)
		return;
	free(t->buf);
	*t = tasks[--ntasks];
}

const struct ebt_sys_event *pieces_join(const struct ebt_sys_event *e)
{
	static unsigned char *out;
	static size_t room;
	struct task_pieces *t = find(e->h.tid, 0);
	const unsigned char *p = (const unsigned char *)(e + 1), *end = (const unsigned char *)e + e->h.size;
	size_t len = sizeof(*e);
	bool any = false;

	/* none came (or all were lost: the capture says it was cut) */
	if (!t)
		return e;
	for (const unsigned char *q = p; q + sizeof(struct ebt_cap) <= end;) {
		const struct ebt_cap *cap = (const void *)q;

		any |= (cap->flags & EBT_CAPF_PIECES) != 0;
		q += sizeof(*cap) + ((cap->len + 7) & ~7u);
	}
	if (!any) {
		forget(t);
		return e;
	}
	xgrow(&out, &room, e->h.size);
	memcpy(out, e, sizeof(*e));
	while (p + sizeof(struct ebt_cap) <= end) {
		const struct ebt_cap *cap = (const void *)p;
		size_t step = sizeof(*cap) + ((cap->len + 7) & ~7u), n = 0, padded;
		struct ebt_cap *copy;
		bool gap = false;

		if (p + step > end)
			break;
		xgrow(&out, &room, len + sizeof(*cap));
		len += sizeof(*cap);
		if (cap->flags & EBT_CAPF_PIECES)
			n = join_cap(t, (uint32_t)(p - (const unsigned char *)e), &out, &room, len, &gap);
		xgrow(&out, &room, len + n + cap->len + 8);
		memcpy(out + len + n, cap + 1, cap->len);
		copy = (struct ebt_cap *)(out + len - sizeof(*cap));
		*copy = *cap;
		copy->flags &= ~EBT_CAPF_PIECES;
		copy->len = n + cap->len;
		/* a piece missing: the bytes before it are all there is */
		if (gap)
			copy->flags |= EBT_CAPF_TRUNC;
		padded = (copy->len + 7) & ~7u;
		memset(out + len + copy->len, 0, padded - copy->len);
		len += padded;
		p += step;
	}
	((struct ebt_sys_event *)out)->h.size = len;
	forget(t);
	return (const struct ebt_sys_event *)out;
}
