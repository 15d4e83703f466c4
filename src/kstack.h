/* --kernel-stack: the kernel frames where a traced call slept, printed
 * after its line (struct ebt_kstack_event). */
#ifndef EBTRACE_KSTACK_H
#define EBTRACE_KSTACK_H

#include <stddef.h>

#include "ebtrace.h"
#include "event.h"

/* Keep the frames for the task's call in progress (the last sleep wins). */
void kstack_record(const struct ebt_kstack_event *e, size_t size);

#endif
