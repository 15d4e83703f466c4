/* Shared state of the kernel side: the settings user space fills in before
 * load, the maps, the bitmap of traced tasks and the ring buffer. */
#ifndef EBTRACE_BPF_STATE_H
#define EBTRACE_BPF_STATE_H

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "event.h"
/* the tracee's registers: the one hand-written header of the target
 * architecture (-D__TARGET_ARCH_ARCH, as libbpf names them) */
#if defined(__TARGET_ARCH_x86)
#include "regs_x86_64.h"
#elif defined(__TARGET_ARCH_arm64)
#include "regs_aarch64.h"
#else
#error "no register layout for this architecture (bpf/regs_ARCH.h)"
#endif

/* Set by user space before load. */
const volatile struct ebt_offsets off = {};
const volatile __u32 follow_forks = 0;
const volatile __u32 name_pids = 0;       /* -Y */
/* the keys of execve and execveat, native and compat (-1: none) */
const volatile __s64 nr_exec[4] = { -1, -1, -1, -1 };

/* A global function: its callers' nr does not become one constant per
 * exec key (which the verifier would follow as that many paths). */
__noinline int is_exec(long nr)
{
	return nr >= 0 && (nr == nr_exec[0] || nr == nr_exec[1] || nr == nr_exec[2] ||
			   nr == nr_exec[3]);
}

/* The key of each execve in progress (tid -> key), kept from its enter:
 * loading a program of the other personality rewrites the saved number to
 * that personality's execve, and strace shows the call as it was entered. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__uint(max_entries, 4096);
	__type(key, __u32);
	__type(value, __s64);
} exec_entered SEC(".maps");

/* An execve's inputs to take again at its exit from the new image (the
 * kernel has copied them there): those unreadable at its enter (a page
 * the caller never touched is not faulted in by a read from here). */
#define EXEC_REDO_PATH 1
#define EXEC_REDO_ARGV 2
#define EXEC_REDO_ENVP 4
#define EXEC_REDO_COMPAT 8   /* the new image's words are 32 bits */
#define EXEC_REDO_LOADED 16  /* the new image is loaded */
struct exec_redo {
	__u64 execfn;   /* the new stack's copy of the path */
	__u32 redo;     /* EXEC_REDO_*: unreadable at enter, then (once the
			 * new image is loaded) also those it has as given */
	__u32 pad;
};
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__uint(max_entries, 4096);
	__type(key, __u32);
	__type(value, struct exec_redo);
} exec_redo SEC(".maps");

/* the keys of clone and clone3, native and compat (-1: none) */
const volatile __s64 nr_clone[4] = { -1, -1, -1, -1 };

/* per personality, the keys of the calls whose number is gone at their
 * exit (-1): rt_sigreturn, and sigreturn where there is one (-1: none) */
const volatile __s64 nr_sigreturn[2][2] = { { -1, -1 }, { -1, -1 } };

/* the calls that multiplex others (see struct ebt_mux) */
const volatile struct ebt_mux mux[EBT_NMUX] = { { .key = -1 }, { .key = -1 } };

/* A slot left unused (-1) is a constant test, removed with its code
 * before the verifier sees it (see prune.c). */
static __always_inline int is_mux(long key)
{
	return key >= 0 && ((mux[0].key >= 0 && key == mux[0].key) ||
			    (mux[1].key >= 0 && key == mux[1].key));
}

const volatile __u64 wakeup_bytes = 1 << 20;
/* Syscall numbers past the plan map are traced when the filter says so. */
const volatile __u32 trace_other = 1;
/* -c/-C: count calls, errors and time per syscall here; with -c alone the
 * per-call records are not needed (emit_calls = 0). */
const volatile __u32 count_calls = 0;
const volatile __u32 count_wall = 0;
const volatile __u32 emit_calls = 1;
const volatile __u64 count_overhead_ns = 0;
/* -b execve: stop tracing a task when it calls execve (except the launch) */
const volatile __u32 detach_on_execve = 0;
/* Keep each call's enter time (and -c's CPU figures) per task: only when
 * something needs a call's duration (-c, -T). */
const volatile __u32 use_inflight = 0;
/* offsetof(struct task_struct, pending.signal): SIGKILL pending? */
const volatile __u32 task_sigpending_off = 0;
/* Syscall records carry their time only when something shows it (-t, -r,
 * -T, -c): on a VM the clock read is a good part of a hook's cost. */
const volatile __u32 need_ts = 1;
/* ebtrace's own process */
const volatile __u32 tracer_tgid = 0;
/* -e inject=: user space tampers with calls (see struct ebt_tamper) */
const volatile __u32 tampering = 0;
/* The most bytes one capture sends in pieces (a share of the ring). */
const volatile __u32 pieces_max = 4 << 20;
/* The capture kinds some plan uses (a bit per enum ebt_cap_kind): the
 * code of the others is left out when the programs load, and so is the
 * verifier's work on it. */
const volatile __u32 cap_kinds = ~0u;
/* Some call that shows has plans by command (EBT_PLAN_BY_CMD): else the
 * code that looks them up is left out. */
const volatile __u32 by_cmd = 1;
/* Some call that shows takes inputs again from the new image at its exit
 * (EBT_AT_FAILED: an execve's, see exec_redo): else that code is left
 * out, and no execve notes what it missed. */
const volatile __u32 exec_retake = 1;

/* Exit-only hooks: no program on sys_enter.  Each call is recorded at its
 * exit from the saved registers; the calls that need their enter (execve,
 * exit, captures at enter) have it from their own syscalls:sys_enter_NAME
 * tracepoint, and a call that blocks has it from sched_switch.  Cleared
 * (sys_enter attached) when a 32-bit program appears: those tracepoints
 * never fire for compat calls. */
__u32 exit_only;
/* Whether exit-only hooks were in use at start: else exit_only stays 0,
 * and the code for them is left out when the programs load. */
const volatile __u32 exit_only_start = 1;

static __always_inline int exit_only_on(void)
{
	return exit_only_start && exit_only;
}

/* The command ebtrace started is traced from its execve on. */
__u32 launch_tid;
/* Records lost and not yet reported in the ring (struct ebt_lost_event). */
__u64 lost_pending;
/* Set by the reader before it sleeps; the record that wakes it clears it. */
__u32 reader_asleep;

/* Traced tids, plans, per-task flags (struct ebt_shared). */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1);
	__uint(map_flags, BPF_F_MMAPABLE);
	__type(key, __u32);
	__type(value, struct ebt_shared);
} shared SEC(".maps");

/* Per task, the call in progress, when use_inflight is set (else the maps
 * are shrunk to one entry and never used): a slot per tid modulo the
 * number of slots, owned by the first task that uses it until it exits
 * (an array lookup is a few instructions; a hash update costs more than
 * the rest of the hook).  The rare task whose slot is taken uses the hash. */
struct inflight {
	__u32 tid;      /* owner of the slot (slots only) */
	__s32 nr;       /* -1: not in a call */
	__u64 ts;
	__u64 cpu;      /* -c: the task's runtime at enter */
	__u64 csw;      /* -c: its context switches at enter */
};

#define INFLIGHT_SLOTS 32768
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, INFLIGHT_SLOTS);
	__type(key, __u32);
	__type(value, struct inflight);
} inflight_slots SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 32768);
	__type(key, __u32);
	__type(value, struct inflight);
} inflight SEC(".maps");

/* The task's record of its call in progress; create: claim one. */
static __always_inline struct inflight *inflight_of(__u32 tid, int create)
{
	__u32 slot = tid & (INFLIGHT_SLOTS - 1);
	struct inflight *in = bpf_map_lookup_elem(&inflight_slots, &slot);

	if (in && in->tid == tid)
		return in;
	if (in && create && !in->tid) {
		if (__sync_val_compare_and_swap(&in->tid, 0, tid) == 0)
			return in;
	}
	in = bpf_map_lookup_elem(&inflight, &tid);
	if (!in && create) {
		struct inflight fresh = { .tid = tid, .nr = -1 };

		bpf_map_update_elem(&inflight, &tid, &fresh, BPF_NOEXIST);
		in = bpf_map_lookup_elem(&inflight, &tid);
	}
	return in;
}

/* The task is gone (or became another tid): free its record. */
static __always_inline void inflight_drop(__u32 tid)
{
	__u32 slot = tid & (INFLIGHT_SLOTS - 1);
	struct inflight *in = bpf_map_lookup_elem(&inflight_slots, &slot);

	if (in && in->tid == tid) {
		in->nr = -1;
		in->tid = 0;
		return;
	}
	bpf_map_delete_elem(&inflight, &tid);
}

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 16 << 20); /* resized by --ring-size */
} events SEC(".maps");

/* Where a capture reads from (capture.bpf.h). */
struct cap_src {
	__u64 addr;     /* user address */
	__u64 len;      /* bytes, elements or entries, by kind */
	__s64 limit;    /* iovec data limit (the return value), or -1 */
	__u32 compat;   /* a compat call: its pointers and sizes are 32 bits */
	__u32 pad;
};

/* Per-CPU scratch where records are assembled; large enough that masked
 * offsets plus masked lengths always stay inside. */
#define SCRATCH_SIZE (EBT_EVENT_MAX * 3)
struct scratch {
	/* what capture_rec needs: the record being built is at buf */
	struct {
		__u64 args[EBT_NARGS];
		__s64 ret;
		__u64 sp;
		__u32 at_exit;
		__u32 urgent;
		__u64 execfn;   /* a successful execve's exit: see exec_redo */
		__u32 exec_redo;
		__u32 exec_missed; /* an execve's enter: EXEC_REDO_* it missed */
		__u32 exec_arg0;   /* an execve's path argument (1: execveat) */
		__u32 pad;
	} job;
	__u8 buf[SCRATCH_SIZE];
	/* the progress of cap_pieces and cap_ptrcount through user memory:
	 * kept here, not on the stack, where the verifier would follow its
	 * exact values from one round of their loops to the next instead of
	 * checking one round */
	struct {
		__u64 addr;
		__u32 len, done, cap_off, cut;
		__s64 err;
	} chunk;
	struct {
		__u64 addr, n;
		__s64 err;
		__u32 compat;
	} ptrs;
	/* io_submit's request being captured (cap_iocbs): kept here, the
	 * stack of the captures being full */
	struct {
		struct ebt_cap_spec spec;
		__u64 words[3];   /* its opcode word, aio_buf, aio_nbytes */
		__u64 ptr;
		__u64 arr;        /* the call's array of request pointers */
		__u64 word;       /* their size: 8, or 4 in a compat call */
	} iocb;
	/* EBT_CAP_SOCKOPT: the option's level and name */
	__u32 sockopt_level, sockopt_name;
	/* sendmmsg's and recvmmsg's elements being captured (cap_mmsghdr):
	 * the loop's progress, kept here for the reason chunk is */
	struct {
		struct ebt_cap_spec spec;  /* each element's (EBT_CAP_MSGHDR) */
		struct cap_src elem;       /* the element being captured */
		__u64 addr;                /* the array */
		__u32 start;    /* where the elements' capture's data begins */
		__u32 pos;      /* where the next element goes */
		__u32 at;       /* bytes of it sent in pieces before start */
		__u32 cut;      /* a piece was lost, or pieces_max reached */
	} mmsg;
	/* a piece of a large capture on its way (struct ebt_piece_event and
	 * its data): twice the room, so that masked lengths stay inside */
	__u8 piece[sizeof(struct ebt_piece_event) + 2 * EBT_PIECE_MAX];
};
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1); /* resized to the number of CPUs */
	__type(key, __u32);
	__type(value, struct scratch);
} scratch SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct ebt_stats);
} stats SEC(".maps");

/* Entry 0: capture_rec, which the syscall hooks jump to when a record has
 * pointer arguments to capture.  The capture code is then verified once,
 * not once per hook: that is most of the start-up time.  Entry 1:
 * capture_sock, where capture_rec jumps for -yy (loaded only then). */
struct {
	__uint(type, BPF_MAP_TYPE_PROG_ARRAY);
	__uint(max_entries, 2);
	__type(key, __u32);
	__type(value, __u32);
} captures SEC(".maps");

/* The same for the per-syscall enter tracepoints (a tail call stays within
 * one program type): [0] capture_rec_tp. */
struct {
	__uint(type, BPF_MAP_TYPE_PROG_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u32);
} captures_tp SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, EBT_MAX_SYSCALLS);
	__type(key, __u32);
	__type(value, struct ebt_count);
} counts SEC(".maps");

/* -e inject=: by tid, what user space did to the task's call in progress
 * (resized from 1 when tampering).  Entries made as needed (user space
 * makes them, the kernel side only reads and deletes): preallocating
 * 65536 of them took longer than loading a program. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct ebt_tamper);
} tampered SEC(".maps");

/* Plans of the calls whose captures depend on a command (EBT_PLAN_BY_CMD);
 * sized by user space to the commands it has. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1);
	__type(key, struct ebt_cmd_key);
	__type(value, struct ebt_plan);
} cmd_plans SEC(".maps");

static __always_inline struct ebt_shared *get_shared(void)
{
	__u32 zero = 0;

	return bpf_map_lookup_elem(&shared, &zero);
}

/* A mask the compiler cannot drop, for the verifier's sake. */
#define VERIFIER_MASK(v, m) asm volatile("%0 &= " #m : "+r"(v))

/* tid's word in traced_bits (EBT_PID_MAX_LIMIT / 64 words) */
static __always_inline __u64 *traced_word(struct ebt_shared *sh, __u32 tid)
{
	__u64 w = tid / 64;

	VERIFIER_MASK(w, 0xffff);
	return &sh->traced_bits[w];
}

/* The first test of every hook: the only work an untraced task sees. */
static __always_inline int is_traced(struct ebt_shared *sh, __u32 tid)
{
	if (!sh || tid >= EBT_PID_MAX_LIMIT)
		return 0;
	return (*traced_word(sh, tid) >> (tid % 64)) & 1;
}

static __always_inline void set_traced(struct ebt_shared *sh, __u32 tid)
{
	if (tid < EBT_PID_MAX_LIMIT)
		__sync_fetch_and_or(traced_word(sh, tid), 1ULL << (tid % 64));
}

static __always_inline void clear_traced(struct ebt_shared *sh, __u32 tid)
{
	if (tid < EBT_PID_MAX_LIMIT)
		__sync_fetch_and_and(traced_word(sh, tid), ~(1ULL << (tid % 64)));
}

static __always_inline struct scratch *get_scratch(void)
{
	__u32 cpu = bpf_get_smp_processor_id();
	return bpf_map_lookup_elem(&scratch, &cpu);
}

/* Submit a record.  The reader is woken only when it sleeps and the unread
 * data reaches wakeup_bytes (or when told to): a wakeup costs microseconds
 * here, and one per record while the reader is behind would slow the
 * tracee down more than anything else.  The first record to see both
 * wakes it, whichever it is: a test for the one record that crosses the
 * mark could be missed by producers racing on other CPUs, and the reader
 * would then sleep until its idle timeout while the ring fills. */
static __always_inline void note_lost(void)
{
	__u32 zero = 0;
	struct ebt_stats *st = bpf_map_lookup_elem(&stats, &zero);

	if (st)
		st->lost++;
	__sync_fetch_and_add(&lost_pending, 1);
}

/* After a loss, the first record that finds room is preceded by one that
 * says how many were lost there: the trace shows where its gap is. */
static __always_inline void report_gap(void)
{
	struct ebt_lost_event *g;
	__u64 n;

	if (!lost_pending)
		return;
	n = __sync_lock_test_and_set(&lost_pending, 0);
	if (!n)
		return;
	g = bpf_ringbuf_reserve(&events, sizeof(*g), 0);
	if (!g) {
		__sync_fetch_and_add(&lost_pending, n);
		return;
	}
	g->h.type = EBT_EV_LOST;
	g->h.size = sizeof(*g);
	g->h.tid = 0;
	g->h.tgid = 0;
	g->h.ts = 0;
	g->count = n;
	bpf_ringbuf_submit(g, BPF_RB_NO_WAKEUP);
}

static __always_inline __u64 submit_flags(__u32 size, int urgent)
{
	if (urgent)
		return BPF_RB_FORCE_WAKEUP;
	if (reader_asleep && bpf_ringbuf_query(&events, BPF_RB_AVAIL_DATA) + size >= wakeup_bytes &&
	    __sync_lock_test_and_set(&reader_asleep, 0))
		return BPF_RB_FORCE_WAKEUP;
	return BPF_RB_NO_WAKEUP;
}

static __always_inline void submit(void *rec, __u32 size, int urgent)
{
	__u64 flags = submit_flags(size, urgent);

	size &= (EBT_EVENT_MAX - 1);
	report_gap();
	if (bpf_ringbuf_output(&events, rec, size, flags) < 0)
		note_lost();
}

/* A record with no captures is written in place: no copy. */
static __always_inline void *reserve(__u32 size)
{
	void *rec;

	report_gap();
	rec = bpf_ringbuf_reserve(&events, size, 0);
	if (!rec)
		note_lost();
	return rec;
}

static __always_inline void commit(void *rec, __u32 size, int urgent)
{
	bpf_ringbuf_submit(rec, submit_flags(size, urgent));
}

static __always_inline void fill_hdr(struct ebt_hdr *h, __u32 type, __u64 pid_tgid)
{
	h->type = type;
	h->tid = (__u32)pid_tgid;
	h->tgid = pid_tgid >> 32;
}

#define PENDING_SLOT(tid) ((tid) & (EBT_PENDING_SLOTS - 1))

static __always_inline void set_pending(struct ebt_shared *sh, __u32 tid)
{
	sh->pending[PENDING_SLOT(tid)] = tid;
}

/* Clears only its own slot: a task sharing it keeps its mark. */
static __always_inline void clear_pending(struct ebt_shared *sh, __u32 tid)
{
	if (sh->pending[PENDING_SLOT(tid)] == tid)
		sh->pending[PENDING_SLOT(tid)] = 0;
}

static __always_inline int is_pending(struct ebt_shared *sh, __u32 tid)
{
	return sh->pending[PENDING_SLOT(tid)] == tid;
}

#endif
