/* Loading, configuring and attaching the kernel side. */
#ifndef EBTRACE_BPF_SETUP_H
#define EBTRACE_BPF_SETUP_H

#include <stdbool.h>
#include <stdint.h>

struct ring_buffer;

/* Load and attach; dies with a clear message when the kernel refuses. */
void bpf_setup(void);
/* Start tracing tid; with launch, only from its next execve on. */
void bpf_trace_task(uint32_t tid, int launch);
/* tid is traced; tid is the launched command, not past its execve yet. */
bool bpf_task_traced(uint32_t tid);
/* The kernel side no longer traces tid: it ended (its exit hook clears
 * the bit after writing its record), or ebtrace let it go. */
bool bpf_task_exited(uint32_t tid);
bool bpf_task_launching(uint32_t tid);
/* The reader is about to sleep (true: the records wake it once enough are
 * unread) or awake. */
void bpf_reader_asleep(bool asleep);
/* -e inject=: what was done to tid's call, for its records (before the
 * task goes on). */
struct ebt_tamper;
void bpf_tamper_note(uint32_t tid, const struct ebt_tamper *t);
/* A held call's note, as its exit left it; its end. */
bool bpf_tamper_state(uint32_t tid, struct ebt_tamper *t);
void bpf_tamper_forget(uint32_t tid);
/* Tasks inside a tampered call at once, at most: the map's buckets are
 * made and cleared at start-up (65,536 of them were 3% of a fault run). */
#define EBT_TAMPERED_MAX 8192
/* Stop tracing tid. */
void bpf_untrace_task(uint32_t tid);
/* Stop tracing every task (detach). */
void bpf_untrace_all(void);
struct ring_buffer *bpf_ring(void);
/* PID namespaces, --cgroup, --system-wide: the maps of the tasks' ids in
 * ebtrace's namespace and of the tasks to take on, and which tasks the
 * hooks take on by themselves (EBT_ADOPT_*). */
int bpf_ns_ids_fd(void);
int bpf_adopt_fd(void);
int bpf_ns_xlate_fd(void);
void bpf_set_adopt_mode(uint32_t mode);
uint32_t bpf_adopt_mode(void);
/* Records lost in all (the ring was full). */
uint64_t bpf_lost_events(void);
/* Records lost since the last gap record (struct ebt_lost_event), now
 * reported: the count is reset. */
uint64_t bpf_take_lost_pending(void);
struct ebt_count;
/* The kernel's -c counts, EBT_MAX_SYSCALLS entries. */
void bpf_read_counts(struct ebt_count *out);
void bpf_teardown(void);
/* A 32-bit program runs: with exit-only hooks, its calls have no enter
 * tracepoints, and sys_enter takes over from now on. */
void bpf_compat_seen(void);

#endif
