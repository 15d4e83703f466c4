/* Captures sent ahead of their record in pieces (EBT_EV_PIECE), joined
 * back to it before anything reads it. */
#ifndef EBTRACE_PIECES_H
#define EBTRACE_PIECES_H

#include <stddef.h>

#include "event.h"

/* Keep a piece until its task's next syscall record. */
void pieces_add(const struct ebt_piece_event *p);
/* The syscall record e with its captures whole: e itself when it has no
 * pieces, else a copy valid until the next call (its size in h.size).
 * The task's pieces are used up either way. */
const struct ebt_sys_event *pieces_join(const struct ebt_sys_event *e);

#endif
