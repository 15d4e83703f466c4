/* PID namespaces: the kernel side sees the initial namespace's ids, user
 * space shows (and takes, with -p) those of ebtrace's own namespace. */
#ifndef EBTRACE_PIDNS_H
#define EBTRACE_PIDNS_H

#include <stdbool.h>
#include <stdint.h>

struct pidns_id {
	uint64_t dev;
	uint32_t inum;
};

/* ebtrace's PID namespace, when it is not the initial one. */
bool pidns_self(struct pidns_id *ns);
/* ebtrace runs in a PID namespace other than the initial one. */
bool pidns_active(void);
/* A record with its ids in ebtrace's namespace instead of the kernel's
 * (a copy, valid until the next call). */
const void *pidns_translate_record(const void *record, uint32_t size);
/* After a task's exit record: its kernel id may be reused. */
void pidns_forget(uint32_t ktid);
/* The kernel's id of a task known by its id here; false if not known yet. */
bool pidns_kernel_tid(uint32_t tid, uint32_t *ktid);
/* Tasks named for the kernel side to take on, all taken on: stop looking. */
void pidns_adopt_check(void);

/* --pidns-translation: a pid, pgid or sid as the tracee sees it (in its
 * namespace), in ebtrace's; 0 when it has none there. */
enum pidns_type { PIDNS_TID, PIDNS_TGID, PIDNS_PGID, PIDNS_SID };
int pidns_translate(uint32_t tracee_tid, enum pidns_type type, int id);
/* The task's exit record was read: what was kept of it goes. */
void pidns_task_gone(uint32_t tid);

#endif
