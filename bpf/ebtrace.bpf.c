// SPDX-License-Identifier: GPL-2.0-only
/* Kernel side of ebtrace: syscall enter/exit, fork, exit, exec and signal
 * hooks for the traced tasks only.
 *
 * raw_tp programs and fixed offsets (found by user space in the kernel BTF)
 * instead of tp_btf and CO-RE: libbpf then never has to parse the kernel's
 * BTF, which would dominate start-up time. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "event.h"
#include "regs_x86_64.h"

char LICENSE[] SEC("license") = "GPL";

/* Set by user space before load. */
const volatile struct ebt_offsets off = {};
const volatile __u32 follow_forks = 0;
const volatile __s64 nr_execve = -1;
const volatile __s64 nr_execveat = -1;
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
/* Above this much unread data the reader is asked to pause the tracees. */
const volatile __u64 throttle_bytes = 12 << 20;
/* offsetof(struct task_struct, pending.signal): SIGKILL pending? */
const volatile __u32 task_sigpending_off = 0;
/* Syscall records carry their time only when something shows it (-t, -r,
 * -T, -c): on a VM the clock read is a good part of a hook's cost. */
const volatile __u32 need_ts = 1;
/* ebtrace's own process */
const volatile __u32 tracer_tgid = 0;
/* -e inject=: user space tampers with calls (see struct ebt_tamper) */
const volatile __u32 tampering = 0;

/* The command ebtrace started is traced from its execve on. */
__u32 launch_tid;
/* Set when the ring passed throttle_bytes; the reader clears it. */
__u32 throttle_req;
/* Set by the reader while it holds the tracees stopped. */
__u32 throttling;

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
	} job;
	__u8 buf[SCRATCH_SIZE];
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
 * capture_sock, where capture_rec jumps for -yy (loaded only then).
 * Entries 2 and 3, with -e inject=...:poke_exit= only: poke_exit, where
 * sys_exit jumps first, and sys_exit itself, where poke_exit goes on. */
struct {
	__uint(type, BPF_MAP_TYPE_PROG_ARRAY);
	__uint(max_entries, 4);
	__type(key, __u32);
	__type(value, __u32);
} captures SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, EBT_MAX_SYSCALLS);
	__type(key, __u32);
	__type(value, struct ebt_count);
} counts SEC(".maps");

/* -e inject=: by tid, what user space did to the task's call in progress
 * (resized from 1 when tampering) */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct ebt_tamper);
} tampered SEC(".maps");

/* -e inject=...:poke_exit=: by tid, the pokes of the call in progress */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct ebt_pokes);
} pokes SEC(".maps");

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

/* Submit a record.  The reader is woken only when the unread data crosses
 * wakeup_bytes (or when told to): a wakeup costs microseconds here, and
 * one per record while the reader is behind would slow the tracee down
 * more than anything else.  A crossing missed by racing producers is
 * caught by the reader's idle timeout. */
static __always_inline void note_lost(void)
{
	__u32 zero = 0;
	struct ebt_stats *st = bpf_map_lookup_elem(&stats, &zero);

	if (st)
		st->lost++;
	throttle_req = 1;
}

static __always_inline __u64 submit_flags(__u32 size, int urgent)
{
	__u64 flags = BPF_RB_NO_WAKEUP;
	__u64 before = bpf_ringbuf_query(&events, BPF_RB_AVAIL_DATA);
	__u64 after = before + size;

	if (urgent || (before < wakeup_bytes && after >= wakeup_bytes))
		flags = BPF_RB_FORCE_WAKEUP;
	if (after >= throttle_bytes && !throttle_req) {
		throttle_req = 1;
		flags = BPF_RB_FORCE_WAKEUP;
	}
	return flags;
}

static __always_inline void submit(void *rec, __u32 size, int urgent)
{
	__u64 flags = submit_flags(size, urgent);

	size &= (EBT_EVENT_MAX - 1);
	if (bpf_ringbuf_output(&events, rec, size, flags) < 0)
		note_lost();
}

/* A record with no captures is written in place: no copy. */
static __always_inline void *reserve(__u32 size)
{
	void *rec = bpf_ringbuf_reserve(&events, size, 0);

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

/* ---- pointer capture -------------------------------------------------
 * Each kind of capture is a global (separately verified) function, so the
 * verifier checks it once instead of once per call site and loop round. */

struct cap_src {
	__u64 addr;     /* user address */
	__u64 len;      /* bytes, elements or entries, by kind */
	__s64 limit;    /* iovec data limit (the return value), or -1 */
};

#define OFF_MASK (EBT_EVENT_MAX - 1)
#define LEN_MASK (2 * EBT_CAP_MAX - 1)
#define CAP_ROOM_END (EBT_EVENT_MAX - sizeof(struct ebt_cap) - 8)

static __always_inline struct ebt_cap *cap_start(struct scratch *s, __u32 off,
						 const struct ebt_cap_spec *spec)
{
	struct ebt_cap *c = (void *)(s->buf + (off & OFF_MASK));

	c->arg = spec->arg;
	c->kind = spec->kind;
	c->flags = 0;
	c->err = 0;
	c->len = 0;
	c->field = 0;
	c->pad = 0;
	return c;
}

static __always_inline __u32 cap_end(__u32 off, __u32 len)
{
	return off + sizeof(struct ebt_cap) + ((len + 7) & ~7U);
}

/* Bytes or a NUL-terminated string (spec->kind == EBT_CAP_STR). */
__noinline int cap_bytes(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			 const struct cap_src *src)
{
	struct ebt_cap *c;
	__u64 len;
	long r;

	if (!s || !spec || !src || off > CAP_ROOM_END)
		return off;
	c = cap_start(s, off, spec);
	len = src->len;
	if (len > CAP_ROOM_END - off) {
		len = CAP_ROOM_END - off;
		c->flags |= EBT_CAPF_TRUNC;
	}
	if (len > EBT_CAP_MAX) {
		len = EBT_CAP_MAX;
		c->flags |= EBT_CAPF_TRUNC;
	}
	len &= LEN_MASK;
	off &= OFF_MASK;
	if (spec->kind == EBT_CAP_STR)
		r = bpf_probe_read_user_str(s->buf + off + sizeof(*c), len, (void *)src->addr);
	else
		r = bpf_probe_read_user(s->buf + off + sizeof(*c), len, (void *)src->addr);
	if (r < 0) {
		c->err = r;
		return cap_end(off, 0);
	}
	c->len = spec->kind == EBT_CAP_STR ? r : len;
	return cap_end(off, c->len);
}

/* A struct starting with a pointer, and what that pointer points to. */
__noinline int cap_deref(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			 const struct cap_src *src)
{
	struct ebt_cap *c;
	__u64 ptr = 0;
	__u32 len, more;

	if (!s || !spec || !src || off > CAP_ROOM_END - 2 * EBT_DEREF_MAX)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	len = spec->size < EBT_DEREF_MAX ? spec->size : EBT_DEREF_MAX;
	more = spec->count < EBT_DEREF_MAX ? spec->count : EBT_DEREF_MAX;
	if (len < sizeof(ptr) || bpf_probe_read_user(&ptr, sizeof(ptr), (void *)src->addr) < 0 ||
	    bpf_probe_read_user(s->buf + off + sizeof(*c), len, (void *)src->addr) < 0) {
		c->err = -14; /* EFAULT */
		return cap_end(off, 0);
	}
	c->len = len;
	if (ptr && more &&
	    bpf_probe_read_user(s->buf + off + sizeof(*c) + len, more, (void *)ptr) == 0)
		c->len += more;
	return cap_end(off, c->len);
}

/* struct sock_fprog (a u16 count, the pointer at offset 8) as one capture,
 * then the count instructions of 8 bytes it points to, at most size bytes,
 * as a second capture (arg EBT_CAP_ARG_FILTER). */
__noinline int cap_fprog(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			 const struct cap_src *src)
{
	struct cap_src part = { .len = 16, .limit = -1 };
	struct ebt_cap_spec insns;
	struct { __u16 len; __u16 pad[3]; __u64 filter; } prog;
	__u32 end;

	if (!s || !spec || !src)
		return off;
	part.addr = src->addr;
	end = cap_bytes(s, off, spec, &part);
	if (bpf_probe_read_user(&prog, sizeof(prog), (void *)src->addr) < 0 || !prog.filter ||
	    !prog.len)
		return end;
	insns = *spec;
	insns.arg = EBT_CAP_ARG_FILTER;
	part.addr = prog.filter;
	part.len = (__u32)prog.len * 8 < spec->size ? (__u32)prog.len * 8 : spec->size;
	return cap_bytes(s, end, &insns, &part);
}

/* What a pointer field of the struct at src->addr points to (see
 * EBT_CAP_FIELD): a string, or a counted array of elements. */
__noinline int cap_field(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			 const struct cap_src *src)
{
	struct cap_src at = { .limit = -1 };
	struct ebt_cap_spec as;
	struct ebt_cap *c;
	__u64 ptr = 0, len;
	__u32 n = 0, end;
	int cut = 0;

	if (!s || !spec || !src || off > CAP_ROOM_END)
		return off;
	if (bpf_probe_read_user(&ptr, sizeof(ptr), (void *)(src->addr + spec->count)) < 0 || !ptr)
		return off;
	as = *spec;
	if (spec->nelem == EBT_FIELD_NO_COUNT) {
		len = spec->size;
		as.kind = spec->len_arg ? EBT_CAP_FIXED : EBT_CAP_STR;
	} else {
		if (bpf_probe_read_user(&n, sizeof(n), (void *)(src->addr + spec->nelem)) < 0)
			return off;
		len = (__u64)n * (spec->len_arg ? spec->len_arg : 1);
		as.kind = EBT_CAP_FIXED;
	}
	if (len > spec->size) {
		len = spec->size;
		cut = 1;
	}
	if (!len)
		return off;
	at.addr = ptr;
	at.len = len;
	end = cap_bytes(s, off, &as, &at);
	c = (void *)(s->buf + (off & OFF_MASK));
	c->kind = EBT_CAP_FIELD;
	c->field = spec->count;
	if (cut)
		c->flags |= EBT_CAPF_TRUNC;
	return end;
}

/* The number of directory records in the len bytes at addr, walked by
 * d_reclen as the decoder walks them: a record is counted when its header
 * is there, and never advances by less than the header. */
struct dents_state {
	__u64 addr;
	__u32 off, len, head, count;
};

static long dents_record(__u32 i, void *data)
{
	struct dents_state *st = data;
	__u16 reclen = 0;

	if (st->len - st->off < st->head)
		return 1;
	st->count++;
	if (bpf_probe_read_user(&reclen, sizeof(reclen), (void *)(st->addr + st->off + 16)) < 0)
		return 1;
	if (reclen < st->head)
		reclen = st->head;
	if (reclen >= st->len - st->off)
		return 1;
	st->off += reclen;
	return 0;
}

__noinline int cap_dents_count(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			       const struct cap_src *src)
{
	struct dents_state st = {};
	struct ebt_cap *c;

	if (!s || !spec || !src || off > CAP_ROOM_END - 8 || spec->count < 18)
		return off;
	st.addr = src->addr;
	st.len = src->len;
	st.head = spec->count;
	bpf_loop(st.len / st.head + 1, dents_record, &st, 0);
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	c->arg = EBT_CAP_ARG_COUNT;
	*(__u32 *)(s->buf + off + sizeof(*c)) = st.count;
	c->len = sizeof(st.count);
	return cap_end(off, c->len);
}

/* The array loops run under bpf_loop(): the verifier checks one round
 * instead of unrolling every possible one, which keeps loading fast. */

struct strarr_state {
	struct scratch *s;
	__u64 addr;
	__s64 err;
	__u32 pos, count, size, flags;
};

static long strarr_elem(__u32 i, void *data)
{
	struct strarr_state *st = data;
	struct scratch *s = st->s;
	int full;
	__u32 room;
	__u64 p;
	long r;

	if (!s)
		return 1;
	if (bpf_probe_read_user(&p, sizeof(p), (void *)(st->addr + i * 8)) < 0) {
		st->err = -14;
		return 1;
	}
	if (!p)
		return 1;
	room = st->pos < CAP_ROOM_END ? CAP_ROOM_END - st->pos : 0;
	if (i >= st->count || room < 2) {
		st->flags |= EBT_CAPF_TRUNC;
		return 1;
	}
	full = room >= st->size;
	if (full)
		room = st->size;
	room &= LEN_MASK;
	r = bpf_probe_read_user_str(s->buf + (st->pos & OFF_MASK), room, (void *)p);
	if (r <= 0) {
		st->err = -14;
		return 1;
	}
	if (!full && r == room) {
		/* cut by the end of the record, not by -s: leave it out */
		st->flags |= EBT_CAPF_TRUNC;
		return 1;
	}
	st->pos += r;
	return 0;
}

/* NULL-terminated array of strings, stored back to back with their NULs. */
__noinline int cap_strarr(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct cap_src *src)
{
	struct strarr_state st = {};
	struct ebt_cap *c;

	if (!s || !spec || !src || off > CAP_ROOM_END || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	st.s = s;
	st.addr = src->addr;
	st.pos = off + sizeof(*c);
	st.count = spec->count;
	st.size = spec->size;
	/* every round taken: the array goes on past what can be shown */
	if (bpf_loop(EBT_STRARR_MAX, strarr_elem, &st, 0) >= EBT_STRARR_MAX)
		st.flags |= EBT_CAPF_TRUNC;
	c->err = st.err;
	c->flags |= st.flags;
	c->len = st.pos - off - sizeof(*c);
	return cap_end(off, c->len);
}

struct ptrcount_state {
	__u64 addr;
	__u64 n;
	__s64 err;
};

static long ptrcount_chunk(__u32 i, void *data)
{
	struct ptrcount_state *st = data;
	__u64 chunk[8];
	__u64 at = st->addr + i * sizeof(chunk);

	if (bpf_probe_read_user(chunk, sizeof(chunk), (void *)at) < 0) {
		/* the array may end just before an unmapped page */
		if (bpf_probe_read_user(chunk, 8, (void *)at) < 0 || chunk[0])
			st->err = -14;
		return 1;
	}
	for (int j = 0; j < 8; j++) {
		if (!chunk[j])
			return 1;
		st->n++;
	}
	return 0;
}

/* How many pointers precede the NULL that ends an array (envp). */
__noinline int cap_ptrcount(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			    const struct cap_src *src)
{
	struct ptrcount_state st = {};
	struct ebt_cap *c;

	if (!s || !spec || !src || off > CAP_ROOM_END || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	st.addr = src->addr;
	bpf_loop(512, ptrcount_chunk, &st, 0);
	c->err = st.err;
	c->len = 8;
	*(__u64 *)(s->buf + off + sizeof(*c)) = st.n;
	return cap_end(off, 8);
}

/* iovec array (at most spec->nelem entries), then each element's data back
 * to back: at most spec->size bytes in all, and src->limit on output. */

struct iov_state {
	struct scratch *s;
	__s64 limit;
	__u32 arr;      /* where the iovec array is */
	__u32 pos;      /* where the next element's data goes */
	__u32 total;    /* data bytes so far */
	__u32 size;
	__u32 elem_max;  /* bytes per element, 0: no limit */
};

/* One element's data (a bpf_loop round). */
static long iov_elem(__u32 i, void *data)
{
	struct iov_state *st = data;
	struct scratch *s = st->s;
	__u32 at = (st->arr + i * 16) & OFF_MASK;
	__u64 base, l, room;

	if (!s || st->pos > CAP_ROOM_END || st->total > st->size)
		return 1;
	base = *(__u64 *)(s->buf + at);
	l = *(__u64 *)(s->buf + at + 8);
	if (st->limit >= 0 && l > (__u64)st->limit - st->total)
		l = (__u64)st->limit - st->total;
	if (l > st->size - st->total)
		l = st->size - st->total;
	if (st->elem_max && l > st->elem_max)
		l = st->elem_max;
	room = CAP_ROOM_END - st->pos;
	if (l > room)
		l = room;
	l &= LEN_MASK;
	if (l && bpf_probe_read_user(s->buf + (st->pos & OFF_MASK), l, (void *)base) < 0)
		l = 0;
	st->pos += l;
	st->total += l;
	return 0;
}

__noinline int cap_iov(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
		       const struct cap_src *src)
{
	struct iov_state st = {};
	struct ebt_cap *c;
	__u32 arrlen, cnt;

	if (!s || !spec || !src || off > CAP_ROOM_END - EBT_IOV_MAX * 16 || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	cnt = spec->nelem < EBT_IOV_MAX ? spec->nelem : EBT_IOV_MAX;
	if (src->len < cnt)
		cnt = src->len;
	if (src->len > cnt)
		c->flags |= EBT_CAPF_TRUNC;
	arrlen = cnt * 16;
	VERIFIER_MASK(arrlen, 0x1fff);
	if (bpf_probe_read_user(s->buf + ((off + sizeof(*c)) & OFF_MASK), arrlen, (void *)src->addr) < 0) {
		c->err = -14;
		return cap_end(off, 0);
	}
	st.s = s;
	st.limit = src->limit;
	st.size = spec->size;
	st.elem_max = spec->count;
	st.arr = off + sizeof(*c);
	st.pos = st.arr + arrlen;
	bpf_loop(cnt, iov_elem, &st, 0);
	c->len = st.pos - off - sizeof(*c);
	return cap_end(off, c->len);
}

/* One part of a message (name, iovec array, an element's data, control):
 * len bytes at addr stored at pos; returns how many were stored. */
__noinline int cap_msg_part(struct scratch *s, __u32 pos, __u64 addr, __u64 len)
{
	if (!s || !addr || pos > CAP_ROOM_END)
		return 0;
	if (len > CAP_ROOM_END - pos)
		len = CAP_ROOM_END - pos;
	len &= LEN_MASK;
	if (!len || bpf_probe_read_user(s->buf + (pos & OFF_MASK), len, (void *)addr) < 0)
		return 0;
	return len;
}

struct msg_iov_state {
	struct scratch *s;
	struct ebt_msghdr_cap *h;
	__u64 left;     /* data bytes the return value allows */
	__u32 arr;      /* where the iovec array is */
	__u32 pos;      /* where the next element's data goes */
	__u32 size;     /* bytes per element, at most */
};

/* One iovec element's data of a message (a bpf_loop round). */
static long msg_iov_elem(__u32 i, void *data)
{
	struct msg_iov_state *st = data;
	struct scratch *s = st->s;
	__u32 at = (st->arr + i * 16) & OFF_MASK;
	__u64 base, len;
	__u32 n;

	if (!s || !st->h)
		return 1;
	base = *(__u64 *)(s->buf + at);
	len = *(__u64 *)(s->buf + at + 8);
	if (len > st->left)
		len = st->left;
	st->left -= len;
	if (len > st->size)
		len = st->size;
	n = cap_msg_part(s, st->pos, base, len);
	st->h->data_len[i & (EBT_MSG_IOV_MAX - 1)] = n;
	st->pos += n;
	return 0;
}

/* struct msghdr (sendmsg, recvmsg) and what it points to, laid out as
 * struct ebt_msghdr_cap says.  src->limit: -2 for the header only (at
 * enter), -1 for no limit on the data, else the bytes received; -3: an
 * mmsghdr element whose msg_len is the limit.  src->len 1: an mmsghdr
 * element (msg_len follows the msghdr). */
__noinline int cap_msghdr(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct cap_src *src)
{
	struct msg_iov_state st;
	struct ebt_msghdr_cap *h;
	struct ebt_cap *c;
	__u64 m[7], left;
	__u32 pos, iovpos, n;

	if (!s || !spec || !src || off > CAP_ROOM_END - 1024 || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	h = (void *)(s->buf + off + sizeof(*c));
	__builtin_memset(h, 0, sizeof(*h));
	if (bpf_probe_read_user(m, sizeof(m), (void *)src->addr) < 0) {
		c->err = -14;
		return cap_end(off, 0);
	}
	pos = off + sizeof(*c) + sizeof(*h);
	__builtin_memcpy(s->buf + (pos & OFF_MASK), m, sizeof(m));
	pos += sizeof(m);
	left = src->limit < 0 ? ~0ULL : (__u64)src->limit;
	if (src->len == 1) {
		__u32 msg_len = 0;

		bpf_probe_read_user(&msg_len, sizeof(msg_len), (void *)(src->addr + sizeof(m)));
		h->pad = msg_len;
		if (src->limit == -3)
			left = msg_len;
	}
	if (src->limit == -2)
		goto done;
	/* m: name, namelen, iov, iovlen, control, controllen, flags */
	n = cap_msg_part(s, pos, m[0], (__u32)m[1] < EBT_MSG_NAME_MAX ? (__u32)m[1] : EBT_MSG_NAME_MAX);
	h->name_len = n;
	pos += n;
	n = cap_msg_part(s, pos, m[2], (m[3] < EBT_MSG_IOV_MAX ? m[3] : EBT_MSG_IOV_MAX) * 16);
	h->iov_count = n / 16;
	iovpos = pos;
	pos += n;
	st.s = s;
	st.h = h;
	st.arr = iovpos;
	st.pos = pos;
	st.left = left;
	st.size = spec->size;
	bpf_loop(h->iov_count, msg_iov_elem, &st, 0);
	pos = st.pos;
	n = cap_msg_part(s, pos, m[4], m[5] < EBT_MSG_CTRL_MAX ? m[5] : EBT_MSG_CTRL_MAX);
	h->ctrl_len = n;
	pos += n;
done:
	c->len = pos - off - sizeof(*c);
	return cap_end(off, c->len);
}

/* sendmmsg/recvmmsg: each element as its own EBT_CAP_MSGHDR capture. */
__noinline int cap_mmsghdr(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			   const struct cap_src *src)
{
	struct ebt_cap_spec sub;
	struct cap_src one;

	if (!s || !spec || !src)
		return off;
	sub = *spec;
	sub.kind = EBT_CAP_MSGHDR;
	one.len = 1;
	one.limit = spec->count ? -3 : -1;
	for (__u32 i = 0; i < EBT_MMSG_MAX; i++) {
		if (i >= src->len)
			break;
		sub.arg = EBT_CAP_ARG_MMSG + i;
		one.addr = src->addr + i * 64;
		off = cap_msghdr(s, off, &sub, &one);
	}
	return off;
}

/* What the captures of one record need, passed by pointer so that
 * capture() can be a global function (verified once, not per call site). */
struct cap_call {
	__u64 args[EBT_NARGS];
	__s64 ret;
	__u64 sp;       /* user stack pointer, for EBT_CAP_STACK at enter */
	__u32 at_exit;
	__u32 pad;
};

/* The struct file of descriptor fd of the current task, or 0 (a global
 * function: verified once for all its callers). */
__noinline long fd_file(int fd)
{
	__u64 task = bpf_get_current_task(), files = 0, fdt = 0, arr = 0, file = 0;
	__u32 max = 0;

	if (fd < 0)
		return 0;
	bpf_probe_read_kernel(&files, sizeof(files), (void *)(task + off.task_files));
	if (!files)
		return 0;
	bpf_probe_read_kernel(&fdt, sizeof(fdt), (void *)(files + off.files_fdt));
	if (!fdt)
		return 0;
	bpf_probe_read_kernel(&max, sizeof(max), (void *)(fdt + off.fdt_max_fds));
	if ((__u32)fd >= max)
		return 0;
	bpf_probe_read_kernel(&arr, sizeof(arr), (void *)(fdt + off.fdt_fd));
	if (!arr)
		return 0;
	bpf_probe_read_kernel(&file, sizeof(file), (void *)(arr + (__u64)fd * 8));
	return file;
}

/* The identity of descriptor fd of the current task, from its file table. */
static __always_inline void fd_identity(int fd, struct ebt_fdinfo *fi)
{
	__u64 file = fd_file(fd), inode = 0;
	__u16 mode = 0;

	fi->fd = fd;
	fi->mode = 0;
	fi->rdev = 0;
	fi->pad = 0;
	fi->ino = 0;
	if (!file)
		return;
	bpf_probe_read_kernel(&inode, sizeof(inode), (void *)(file + off.file_inode));
	if (!inode)
		return;
	bpf_probe_read_kernel(&mode, sizeof(mode), (void *)(inode + off.inode_mode));
	bpf_probe_read_kernel(&fi->rdev, sizeof(fi->rdev), (void *)(inode + off.inode_rdev));
	bpf_probe_read_kernel(&fi->ino, sizeof(fi->ino), (void *)(inode + off.inode_ino));
	fi->mode = mode;
}

/* The protocol of descriptor fd when it is a netlink socket, else -1. */
static __noinline int fd_netlink_proto(int fd)
{
	__u64 file = fd_file(fd), inode = 0, sock = 0, sk = 0;
	__u16 mode = 0, family = 0, proto = 0;

	if (!file)
		return -1;
	bpf_probe_read_kernel(&inode, sizeof(inode), (void *)(file + off.file_inode));
	if (!inode)
		return -1;
	bpf_probe_read_kernel(&mode, sizeof(mode), (void *)(inode + off.inode_mode));
	if ((mode & 0170000) != 0140000)   /* S_IFSOCK: private_data is a struct socket */
		return -1;
	bpf_probe_read_kernel(&sock, sizeof(sock), (void *)(file + off.file_private_data));
	if (!sock)
		return -1;
	bpf_probe_read_kernel(&sk, sizeof(sk), (void *)(sock + off.socket_sk));
	if (!sk)
		return -1;
	bpf_probe_read_kernel(&family, sizeof(family),
			      (void *)(sk + off.sock_common + off.sock_common_family));
	if (family != 16)   /* AF_NETLINK */
		return -1;
	bpf_probe_read_kernel(&proto, sizeof(proto), (void *)(sk + off.sock_protocol));
	return proto & 0xff;
}

#define S_IFMT_ 0170000
#define S_IFSOCK_ 0140000
#define AF_UNIX_ 1
#define AF_INET_ 2
#define AF_INET6_ 10
#define SOCKINFO_ROOM (sizeof(struct ebt_sockinfo) + EBT_SOCK_PATH_MAX + 8)

/* -yy: descriptor fd, if it is a socket, as sock_diag would describe it
 * now: one struct ebt_sockinfo (and the AF_UNIX name) at off.  Returns the
 * offset after it. */
__noinline int cap_sock_one(struct scratch *s, __u32 pos, int fd, __u32 which)
{
	struct ebt_sockinfo *si;
	__u64 file = fd_file(fd), inode = 0, sock = 0, sk = 0, skc, p = 0;
	__u16 mode = 0;
	int len = 0;
	__u32 n;

	if (!s || !file || pos > CAP_ROOM_END - SOCKINFO_ROOM)
		return pos;
	bpf_probe_read_kernel(&inode, sizeof(inode), (void *)(file + off.file_inode));
	if (!inode)
		return pos;
	bpf_probe_read_kernel(&mode, sizeof(mode), (void *)(inode + off.inode_mode));
	if ((mode & S_IFMT_) != S_IFSOCK_)
		return pos;
	bpf_probe_read_kernel(&sock, sizeof(sock), (void *)(file + off.file_private_data));
	if (sock)
		bpf_probe_read_kernel(&sk, sizeof(sk), (void *)(sock + off.socket_sk));
	if (!sk)
		return pos;
	skc = sk + off.sock_common;
	pos &= OFF_MASK;
	si = (void *)(s->buf + pos);
	__builtin_memset(si, 0, sizeof(*si));
	si->fd = fd;
	si->which = which;
	bpf_probe_read_kernel(&si->ino, sizeof(si->ino), (void *)(inode + off.inode_ino));
	bpf_probe_read_kernel(&si->family, sizeof(si->family), (void *)(skc + off.sock_common_family));
	bpf_probe_read_kernel(&si->state, sizeof(si->state), (void *)(skc + off.sk_state));
	bpf_probe_read_kernel(&si->type, sizeof(si->type), (void *)(sk + off.sk_type));
	bpf_probe_read_kernel(&si->protocol, sizeof(si->protocol), (void *)(sk + off.sock_protocol));
	if (si->family == AF_INET_ || si->family == AF_INET6_) {
		bpf_probe_read_kernel(&si->dport, 2, (void *)(skc + off.sk_portpair));
		bpf_probe_read_kernel(&si->sport, 2, (void *)(skc + off.sk_portpair + 2));
		if (si->family == AF_INET_) {
			bpf_probe_read_kernel(si->dst, 4, (void *)(skc + off.sk_addrpair));
			bpf_probe_read_kernel(si->src, 4, (void *)(skc + off.sk_addrpair + 4));
		} else {
			bpf_probe_read_kernel(si->dst, 16, (void *)(skc + off.sk_v6_daddr));
			bpf_probe_read_kernel(si->src, 16, (void *)(skc + off.sk_v6_rcv_saddr));
		}
	} else if (si->family == AF_UNIX_) {
		bpf_probe_read_kernel(&p, sizeof(p), (void *)(sk + off.unix_peer));
		if (p)
			bpf_probe_read_kernel(&p, sizeof(p), (void *)(p + off.sk_socket));
		if (p)
			bpf_probe_read_kernel(&p, sizeof(p), (void *)(p + off.socket_file));
		if (p)
			bpf_probe_read_kernel(&p, sizeof(p), (void *)(p + off.file_inode));
		if (p)
			bpf_probe_read_kernel(&si->peer_ino, sizeof(si->peer_ino),
					      (void *)(p + off.inode_ino));
		p = 0;
		bpf_probe_read_kernel(&p, sizeof(p), (void *)(sk + off.unix_addr));
		if (p)
			bpf_probe_read_kernel(&len, sizeof(len), (void *)(p + off.unix_addr_len));
		/* the name is what follows sun_family */
		n = len > 2 + EBT_SOCK_PATH_MAX ? EBT_SOCK_PATH_MAX : len > 2 ? len - 2 : 0;
		VERIFIER_MASK(n, 127);
		if (n && !bpf_probe_read_kernel(s->buf + pos + sizeof(*si), n,
						(void *)(p + off.unix_addr_name + 2)))
			si->path_len = n;
	}
	return pos + sizeof(*si) + ((si->path_len + 7) & ~7U);
}

/* -yy: the sockets among the descriptors of a call, as its exit leaves
 * them: the arguments spec->count names, the return value, socketpair's
 * pair. */
__noinline int cap_sockid(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct cap_call *cc)
{
	__u32 start = off, mask;
	struct ebt_cap *c;
	int pair[2] = { -1, -1 };

	if (!s || !spec || !cc || off > CAP_ROOM_END - sizeof(*c))
		return off;
	mask = spec->count;
	c = cap_start(s, off, spec);
	c->arg = EBT_CAP_ARG_SOCK;
	off = (off & OFF_MASK) + sizeof(*c);
	for (int i = 0; i < EBT_NARGS; i++)
		if (mask & (1 << i))
			off = cap_sock_one(s, off, (int)cc->args[i], i);
	if ((mask & EBT_SOCKID_RET) && cc->ret >= 0)
		off = cap_sock_one(s, off, (int)cc->ret, EBT_CAP_ARG_RET);
	if ((mask & EBT_SOCKID_PAIR) && cc->ret == 0 && spec->len_arg < EBT_NARGS &&
	    !bpf_probe_read_user(pair, sizeof(pair), (void *)cc->args[spec->len_arg & 7])) {
		off = cap_sock_one(s, off, pair[0], EBT_CAP_ARG_RET);
		off = cap_sock_one(s, off, pair[1], EBT_CAP_ARG_RET);
	}
	if (off == (start & OFF_MASK) + sizeof(*c))
		return start;   /* no socket: nothing to say */
	c->len = off - (start & OFF_MASK) - sizeof(*c);
	return off;
}

/* New descriptors: the return value (src->addr is ignored), or the two
 * ints at src->addr (pipe, socketpair). */
__noinline int cap_fdinfo(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct cap_src *src)
{
	struct ebt_fdinfo fi[2];
	struct ebt_cap *c;
	int fds[2] = { -1, -1 };
	__u32 n = 1;

	if (!s || !spec || !src || off > CAP_ROOM_END - 2 * sizeof(fi))
		return off;
	off &= OFF_MASK;
	if (spec->arg == EBT_CAP_ARG_RET) {
		fds[0] = (int)src->limit;
	} else {
		if (bpf_probe_read_user(fds, sizeof(fds), (void *)src->addr) < 0)
			return off;
		n = 2;
	}
	c = cap_start(s, off, spec);
	fd_identity(fds[0], &fi[0]);
	fd_identity(fds[1], &fi[1]);
	__builtin_memcpy(s->buf + off + sizeof(*c), fi, sizeof(fi));
	c->len = n * sizeof(fi[0]);
	return cap_end(off, c->len);
}


__noinline int capture_one(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			   const struct cap_call *cc)
{
	struct cap_src src = { .limit = -1 };
	const __u64 *args;
	__s64 ret;
	int at_exit;
	__u32 a, la;

	if (!s || !spec || !cc)
		return off;
	args = cc->args;
	ret = cc->ret;
	at_exit = cc->at_exit;
	a = spec->arg;
	la = spec->len_arg;
	if (spec->kind == EBT_CAP_FDINFO) {
		if (!at_exit || ret < 0)
			return off;
		src.limit = ret;
		if (a < EBT_NARGS)
			src.addr = args[a];
		else if (a != EBT_CAP_ARG_RET)
			return off;
		return cap_fdinfo(s, off, spec, &src);
	}
	if (a >= EBT_NARGS || la >= EBT_NARGS)
		return off;
	src.addr = spec->kind == EBT_CAP_STACK ? cc->sp : args[a];
	if (!src.addr)
		return off;
	switch (spec->kind) {
	case EBT_CAP_STR:
	case EBT_CAP_FIXED:
	case EBT_CAP_STACK:
		src.len = spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_FIXED_OK:
		if (ret < 0)
			return off;
		src.len = spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_BUF_ARG:   /* count: a header before the len_arg bytes */
		src.len = args[la] < spec->size - spec->count ? args[la] + spec->count : spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_BUF_RET:
		if (!at_exit || ret <= 0)
			return off;
		src.len = (__u64)ret < spec->size ? (__u64)ret : spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_PAGES_ARG:
		if (ret < 0)
			return off;
		src.len = (args[la] >> 12) + ((args[la] & 4095) != 0);
		if (src.len > spec->size)
			src.len = spec->size;
		if (!src.len)
			return off;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_ARR_ARG:
	case EBT_CAP_ARR_RET:
		src.len = spec->kind == EBT_CAP_ARR_ARG ? args[la] : (__u64)(ret > 0 ? ret : 0);
		if (src.len > spec->count)
			src.len = spec->count;
		if (!src.len)
			return off;
		src.len *= spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_STRARR:
		return cap_strarr(s, off, spec, &src);
	case EBT_CAP_PTRCOUNT:
		return cap_ptrcount(s, off, spec, &src);
	case EBT_CAP_IOV:
		src.len = args[la];
		src.limit = at_exit ? (ret < 0 ? 0 : ret) : -1;
		return cap_iov(s, off, spec, &src);
	case EBT_CAP_BUF_PTRLEN: {
		__u32 l = 0;

		if (!args[la] || bpf_probe_read_user(&l, sizeof(l), (void *)args[la]) < 0)
			return off;
		src.len = l < spec->size ? l : spec->size;
		if (!src.len)
			return off;
		return cap_bytes(s, off, spec, &src);
	}
	case EBT_CAP_DEREF:
		return cap_deref(s, off, spec, &src);
	case EBT_CAP_FIELD:
		return cap_field(s, off, spec, &src);
	case EBT_CAP_IOC: {
		__u32 req = args[la], dir = req >> 30, size = (req >> 16) & 0x3fff;

		/* _IOC_WRITE: the call reads it; _IOC_READ: a successful one wrote it */
		if (at_exit ? !(dir & 2) || ret < 0 : !(dir & 1))
			return off;
		src.len = size < spec->size ? size : spec->size;
		if (!src.len)
			return off;
		return cap_bytes(s, off, spec, &src);
	}
	case EBT_CAP_FPROG:
		return cap_fprog(s, off, spec, &src);
	case EBT_CAP_DENTS:
		if (!at_exit || ret <= 0)
			return off;
		src.len = (__u64)ret < spec->size ? (__u64)ret : spec->size;
		off = cap_bytes(s, off, spec, &src);
		if ((__u64)ret <= spec->size)
			return off;
		src.len = ret;
		return cap_dents_count(s, off, spec, &src);
	case EBT_CAP_MSGHDR:
		/* len_arg set: the data is output, as long as the return value */
		src.limit = !at_exit ? -2 : !la ? -1 : ret < 0 ? 0 : ret;
		return cap_msghdr(s, off, spec, &src);
	case EBT_CAP_MMSGHDR:
		if (!at_exit)
			return off;
		src.len = args[la];
		return cap_mmsghdr(s, off, spec, &src);
	}
	return off;
}

/* Socket data (sendto, recvfrom, sendmsg, recvmsg: spec->nelem set): a
 * netlink socket's messages are decoded, so they are captured up to
 * spec->nelem bytes, and the capture says the socket's protocol. */
__noinline int capture(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
		       const struct cap_call *cc)
{
	struct ebt_cap_spec wide;
	int proto = -1;
	__u32 end;

	if (!s || !spec || !cc)
		return off;
	if (spec->nelem && cc->at_exit && (spec->kind == EBT_CAP_BUF_ARG ||
	    spec->kind == EBT_CAP_BUF_RET || spec->kind == EBT_CAP_MSGHDR))
		proto = fd_netlink_proto((int)cc->args[0]);
	if (proto < 0)
		return capture_one(s, off, spec, cc);
	wide = *spec;
	wide.size = spec->nelem;
	end = capture_one(s, off, &wide, cc);
	if (end != off && off <= CAP_ROOM_END) {
		struct ebt_cap *c = (void *)(s->buf + (off & OFF_MASK));

		c->flags |= EBT_CAPF_NETLINK | (proto << 8);
	}
	return end;
}

/* mixed: the exit of a call that never ran (-e inject=), which had no
 * enter record: the captures of both, each as at its own time */
static __always_inline __u32 capture_all(struct scratch *s, __u32 off, const struct ebt_plan *plan,
					 struct cap_call *cc, int when, int mixed, __u16 *ncaps)
{
	for (__u32 i = 0; i < EBT_PLAN_CAPS; i++) {
		__u32 before = off;

		if (i >= plan->ncaps)
			break;
		if (!(plan->caps[i].when & when))
			continue;
		if (mixed)
			cc->at_exit = !(plan->caps[i].when & (EBT_AT_ENTER | EBT_AT_BLOCK));
		off = capture(s, off, &plan->caps[i], cc);
		if (off != before)
			(*ncaps)++;
	}
	return off;
}

/* ---- syscall hooks -----------------------------------------------------
 * Most calls never block, and at their exit the registers still hold the
 * number and the arguments: those calls (EBT_PLAN_NO_ENTER) produce one
 * record, at exit.  Should such a call block after all, sched_switch emits
 * its enter record then, which is all that the line order needs (nothing of
 * the task can happen in between).  The other calls (execve, whose
 * registers do not survive; exit, which does not return; calls capturing
 * at enter) always have an enter record.  No per-task map: a byte per tid
 * written only by the task itself. */

static __always_inline __u8 flags_of(struct ebt_shared *sh, long nr)
{
	__u64 k = nr;

	/* numbers beyond the table, and -1 (rt_sigreturn at exit, resolved
	 * by its enter record), are shown as the filter says */
	if (k >= EBT_MAX_SYSCALLS)
		return trace_other ? EBT_PLAN_TRACED : 0;
	VERIFIER_MASK(k, 1023);
	return sh->sc_flags[k];
}

static __always_inline struct ebt_plan *plan_of(struct ebt_shared *sh, long nr)
{
	__u64 k = nr;

	if (k >= EBT_MAX_SYSCALLS)
		return 0;
	VERIFIER_MASK(k, 1023);
	return &sh->plans[k];
}

/* The plan of a call whose captures depend on a command: its command's,
 * when it has one, else the number's. */
static __always_inline __u64 arg_at(const __u64 *args, __u32 i)
{
	/* no variable offset into the stack: the verifier refuses it */
	switch (i) {
	case 0: return args[0];
	case 1: return args[1];
	case 2: return args[2];
	case 3: return args[3];
	case 4: return args[4];
	default: return args[5];
	}
}

static __always_inline __u32 cmd_of(const struct ebt_plan *base, __u64 arg)
{
	return ((__u32)arg >> (base->cmd_shift & 31)) & base->cmd_mask;
}

static __always_inline struct ebt_plan *cmd_plan(struct ebt_plan *base, long nr, const __u64 *args)
{
	struct ebt_cmd_key key = { .nr = nr };
	struct ebt_plan *p;

	if (!base || !(base->flags & EBT_PLAN_BY_CMD))
		return base;
	key.cmd = cmd_of(base, arg_at(args, base->cmd_arg));
	p = bpf_map_lookup_elem(&cmd_plans, &key);
	return p ? p : base;
}

/* The flags of command cmd of call nr, or fl when it has no plan of its
 * own (a global function: verified once for all its callers). */
__noinline int cmd_flags(__u32 nr, __u32 cmd, int fl)
{
	struct ebt_cmd_key key = { .nr = nr, .cmd = cmd };
	struct ebt_plan *p = bpf_map_lookup_elem(&cmd_plans, &key);

	return p ? p->flags : fl;
}

const volatile __u32 arg_reg_off[8] = EBT_REGS_ARG_OFFSETS;

/* The flags of the call in the registers: flags_of, refined by the
 * command's plan for the calls that have commands. */
static __always_inline __u8 call_flags(struct ebt_shared *sh, long nr, __u8 fl,
				       const struct ebt_regs *r)
{
	struct ebt_plan *base;
	__u64 arg = 0;

	if (!(fl & EBT_PLAN_BY_CMD) || !(base = plan_of(sh, nr)))
		return fl;
	/* a helper read: a variable offset into the registers is refused */
	bpf_probe_read_kernel(&arg, sizeof(arg), (const char *)r + arg_reg_off[base->cmd_arg & 7]);
	return cmd_flags(nr, cmd_of(base, arg), fl);
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

/* The current task's fields, read directly: its pointer is typed (BTF) and
 * the offsets are constants the verifier knows (.rodata), so these are
 * plain loads, not helper calls. */
static __always_inline const char *cur_task(void)
{
	return (const char *)bpf_get_current_task_btf();
}

#define CUR_U64(t, offset) (*(const __u64 *)((t) + (offset)))

/* The current task's user registers, read in place. */
static __always_inline const struct ebt_regs *cur_regs(void)
{
	return (const struct ebt_regs *)bpf_task_pt_regs(bpf_get_current_task_btf());
}

/* A SIGKILL is pending: the call was cut short and the task dies now (kill
 * -9, exit_group or execve of another thread).  A fatal signal of another
 * kind also becomes SIGKILL at once, but under ptrace the task that takes
 * it (the leader, for a process-wide signal) returns from its call and
 * gets the signal itself. */
static __always_inline int fatal_signal_pending(__u64 pid_tgid)
{
	__u64 sig, task, signal;
	__u32 code;

	if (!task_sigpending_off)
		return 0;
	sig = CUR_U64(cur_task(), task_sigpending_off);
	if (!((sig >> (9 - 1)) & 1))
		return 0;
	task = bpf_get_current_task();
	bpf_probe_read_kernel(&signal, sizeof(signal), (void *)(task + off.task_signal));
	code = 0;
	if (signal)
		bpf_probe_read_kernel(&code, sizeof(code), (void *)(signal + off.signal_group_exit_code));
	code &= 0x7f;
	return code == 0 || code == 9 || (__u32)pid_tgid != pid_tgid >> 32;
}

static __always_inline __u32 task_u32(__u64 task, __u32 offset)
{
	__u32 v = 0;

	bpf_probe_read_kernel(&v, sizeof(v), (void *)(task + offset));
	return v;
}

static __always_inline __u64 task_u64(__u64 task, __u32 offset)
{
	__u64 v = 0;

	bpf_probe_read_kernel(&v, sizeof(v), (void *)(task + offset));
	return v;
}

/* The task's runtime so far and its context switches, for -c's system
 * time: a call that was never switched out ran on the CPU all along, so its
 * latency is its system time; otherwise the scheduler's runtime delta. */
static __always_inline __u64 task_csw(const char *task)
{
	return CUR_U64(task, off.task_nvcsw) + CUR_U64(task, off.task_nivcsw);
}

static __always_inline void task_cpu(__u64 *cpu, __u64 *csw)
{
	const char *task = cur_task();

	*cpu = CUR_U64(task, off.task_sum_exec_runtime);
	*csw = task_csw(task);
}

/* -c/-C: one more call of nr, in this CPU's copy of the table. */
static __always_inline void count_call(__u32 nr, __s64 ret, __u64 ts0, __u64 now,
				       __u64 cpu0, __u64 csw0)
{
	struct ebt_count *c = bpf_map_lookup_elem(&counts, &nr);
	__u64 dt = 0;

	if (!c)
		return;
	if (ts0 && now > ts0) {
		dt = now - ts0;
		if (!count_wall) {
			const char *task = cur_task();

			if (task_csw(task) != csw0) {
				__u64 cpu = CUR_U64(task, off.task_sum_exec_runtime);

				dt = cpu > cpu0 ? cpu - cpu0 : 0;
			}
		}
	}
	dt = dt > count_overhead_ns ? dt - count_overhead_ns : 0;
	if (!c->calls || dt < c->min_ns)
		c->min_ns = dt;
	if (dt > c->max_ns)
		c->max_ns = dt;
	c->calls++;
	if (ret < 0 && ret >= -4095)
		c->errors++;
	c->time_ns += dt;
}

/* The fixed part of a syscall record, from the registers in place. */
static __always_inline void fill_sys(struct ebt_sys_event *e, __u32 type, __u64 pid_tgid,
				     const struct ebt_regs *r, long nr, __u64 ts)
{
	fill_hdr(&e->h, type, pid_tgid);
	e->h.ts = ts;
	e->h.size = sizeof(*e);
	e->nr = nr;
	e->ret = 0;
	e->ip = EBT_REGS_IP(r);
	e->ncaps = 0;
	e->flags = 0;
	e->enter_seen = 1;
	e->enter_ts = 0;
	ebt_regs_args(r, e->args);
}

/* Hand the record in the scratch over to capture_rec, which captures
 * the arguments and submits it; if that jump fails, it goes without. */
static __always_inline int capture_and_submit(void *ctx, struct scratch *s, struct ebt_sys_event *e,
					      __s64 ret, __u64 sp, __u32 at_exit, __u32 urgent)
{
	for (int i = 0; i < EBT_NARGS; i++)
		s->job.args[i] = e->args[i];
	s->job.ret = ret;
	s->job.sp = sp;
	s->job.at_exit = at_exit;
	s->job.urgent = urgent;
	bpf_tail_call(ctx, &captures, 0);
	submit(e, sizeof(*e), urgent);
	return 0;
}

static __always_inline int emit_enter(void *ctx, struct ebt_shared *sh, __u64 pid_tgid,
				      int with_caps, __u16 flags, __u64 ts)
{
	const struct ebt_regs *r = cur_regs();
	struct ebt_sys_event *e;
	struct scratch *s;
	long nr = EBT_REGS_NR(r);

	if (!ts && need_ts)
		ts = bpf_ktime_get_ns();
	if (!with_caps || !(call_flags(sh, nr, flags_of(sh, nr), r) & EBT_PLAN_CAPS_ENTER)) {
		e = reserve(sizeof(*e));
		if (!e)
			return 0;
		fill_sys(e, EBT_EV_SYS_ENTER, pid_tgid, r, nr, ts);
		e->flags = flags;
		e->enter_ts = ts;
		commit(e, sizeof(*e), flags & EBT_SYS_DETACH);
		return 0;
	}
	s = get_scratch();
	if (!s)
		return 0;
	e = (void *)s->buf;
	fill_sys(e, EBT_EV_SYS_ENTER, pid_tgid, r, nr, ts);
	e->flags = flags;
	e->enter_ts = ts;
	return capture_and_submit(ctx, s, e, 0, r->sp, 0, flags & EBT_SYS_DETACH);
}

/* -e inject=: the signal user space asked for is sent from inside the call,
 * by the task to itself, as ptrace's is (si_code SI_KERNEL): at its enter,
 * or at the exit of a call that never ran. */
static __always_inline struct ebt_tamper *tamper_signal(__u32 tid)
{
	struct ebt_tamper *t = bpf_map_lookup_elem(&tampered, &tid);

	if (t && t->sig) {
		bpf_send_signal_thread(t->sig);
		t->sig = 0;
	}
	return t;
}

/* The call's tamper flags, at its exit (the entry is used up). */
static __always_inline __u16 tamper_exit(__u32 tid)
{
	struct ebt_tamper *t = tamper_signal(tid);
	__u16 flags;

	if (!t)
		return 0;
	flags = t->flags & EBT_SYS_TAMPERED;
	bpf_map_delete_elem(&tampered, &tid);
	return flags;
}

SEC("raw_tp/sys_enter")
int sys_enter(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)pid_tgid;
	struct ebt_shared *sh = get_shared();
	int traced, detach;
	__u64 ts = 0;
	long nr;
	__u8 fl;

	if (!sh || !is_traced(sh, tid))
		return 0;
	nr = ctx->args[1];
	if (tampering && (flags_of(sh, nr) & EBT_PLAN_TAMPERED))
		tamper_signal(tid);
	if (tid == launch_tid && nr != nr_execve && nr != nr_execveat)
		return 0;
	fl = flags_of(sh, nr);
	traced = fl & EBT_PLAN_TRACED;
	detach = detach_on_execve && tid != launch_tid && (nr == nr_execve || nr == nr_execveat);
	/* a call the filter leaves out costs nothing more (the launched
	 * command's execve is still needed to start tracing it) */
	if (!traced && tid != launch_tid && !detach)
		return 0;
	fl = call_flags(sh, nr, fl, cur_regs());
	if (use_inflight) {
		struct inflight *in = inflight_of(tid, 1);

		if (in) {
			in->nr = nr;
			if (count_calls && !count_wall)
				task_cpu(&in->cpu, &in->csw);
			in->ts = ts = bpf_ktime_get_ns();
		}
	}
	if (detach) {
		clear_traced(sh, tid);
		if (use_inflight)
			inflight_drop(tid);
		return emit_enter(ctx, sh, pid_tgid, 1, EBT_SYS_DETACH, ts);
	}
	if (!traced || !emit_calls)
		return 0;
	if (fl & EBT_PLAN_NO_ENTER) {
		set_pending(sh, tid);
		return 0;
	}
	return emit_enter(ctx, sh, pid_tgid, 1, 0, ts);
}

/* A traced task blocks inside a call whose enter record was skipped. */
SEC("raw_tp/sched_switch")
int sched_switch(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)pid_tgid;
	struct ebt_shared *sh = get_shared();

	/* args: preempt, prev (current), next, prev_state */
	if (!sh || !is_traced(sh, tid) || !is_pending(sh, tid) || ctx->args[0] || !ctx->args[3])
		return 0;
	clear_pending(sh, tid);
	/* the inputs its entering part shows (EBT_AT_BLOCK): the task is
	 * about to sleep in the call, its arguments still in place */
	return emit_enter(ctx, sh, pid_tgid, 1, 0, 0);
}

SEC("raw_tp/sys_exit")
int sys_exit(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)pid_tgid;
	struct ebt_shared *sh = get_shared();
	__u64 now, ts0 = 0, cpu0 = 0, csw0 = 0;
	const struct ebt_regs *r;
	struct ebt_sys_event *e;
	struct scratch *s;
	__s64 ret = ctx->args[1];
	__u16 tflags = 0;
	long nr;
	__u8 fl;

	if (!sh || !is_traced(sh, tid))
		return 0;
	now = need_ts ? bpf_ktime_get_ns() : 0;
	r = cur_regs();
	nr = EBT_REGS_NR(r);
	if (tampering && (flags_of(sh, nr) & EBT_PLAN_TAMPERED)) {
		struct ebt_tamper *t = bpf_map_lookup_elem(&tampered, &tid);

		if (t && (t->flags & EBT_TAMPER_POKE_EXIT))
			bpf_tail_call(ctx, &captures, 2);
		tflags = tamper_exit(tid);
	}
	if (use_inflight) {
		struct inflight *in = inflight_of(tid, 0);

		if (in && in->nr >= 0) {
			/* the saved number survives rt_sigreturn */
			nr = in->nr;
			ts0 = in->ts;
			cpu0 = in->cpu;
			csw0 = in->csw;
			in->nr = -1;
		}
	}
	if (tid == launch_tid) {
		if (nr != nr_execve && nr != nr_execveat)
			return 0;
		if (ret == 0)
			launch_tid = 0;
	}
	fl = flags_of(sh, nr);
	if (!(fl & EBT_PLAN_TRACED))
		return 0;
	fl = call_flags(sh, nr, fl, r);
	if (fl & EBT_PLAN_NO_ENTER)
		clear_pending(sh, tid);
	/* a call cut short by the reader's own SIGSTOP is restarted: show
	 * only the restarted one */
	if (throttling && ret <= -512 && ret >= -516)
		return 0;
	/* a call that never ran had no enter: it took no time */
	if (tflags & EBT_SYS_INJECTED)
		ts0 = now ? now : 1;
	/* a new task's return from fork/clone is not a call of its own */
	if (count_calls && ts0 && (__u64)nr < EBT_MAX_SYSCALLS)
		count_call((__u32)nr, (tflags & EBT_SYS_RETVAL) ? 0 : ret, ts0, now, cpu0, csw0);
	if (!emit_calls)
		return 0;
	if (!(fl & (EBT_PLAN_CAPS_EXIT | EBT_PLAN_CAPS_ENTER)) ||
	    (!(fl & EBT_PLAN_CAPS_EXIT) && !(tflags & EBT_SYS_INJECTED))) {
		e = reserve(sizeof(*e));
		if (!e)
			return 0;
		s = 0;
	} else {
		s = get_scratch();
		if (!s)
			return 0;
		e = (void *)s->buf;
	}
	fill_sys(e, EBT_EV_SYS_EXIT, pid_tgid, r, nr, now);
	e->ret = ret;
	e->enter_ts = ts0;
	/* a new task's first return (from clone/fork) had no enter */
	e->enter_seen = !(ret == 0 && (fl & EBT_PLAN_FORK)) || (tflags & EBT_SYS_INJECTED);
	e->flags |= tflags;
	if (fatal_signal_pending(pid_tgid))
		e->flags |= EBT_SYS_KILLED;
	if (!s) {
		commit(e, sizeof(*e), 0);
		return 0;
	}
	/* a call that never ran had no enter record: its exit carries the
	 * captures of both (at_exit 2) */
	return capture_and_submit(ctx, s, e, ret, 0, tflags & EBT_SYS_INJECTED ? 2 : 1, 0);
}

/* Reached from the syscall hooks by a tail call (see captures). */
SEC("raw_tp")
int capture_rec(struct bpf_raw_tracepoint_args *ctx)
{
	struct ebt_shared *sh = get_shared();
	struct scratch *s = get_scratch();
	struct cap_call cc = {};
	struct ebt_plan *plan;
	struct ebt_sys_event *e;
	__u32 size;

	if (!sh || !s)
		return 0;
	e = (void *)s->buf;
	for (int i = 0; i < EBT_NARGS; i++)
		cc.args[i] = s->job.args[i];
	plan = cmd_plan(plan_of(sh, e->nr), e->nr, cc.args);
	if (!plan)
		return 0;
	cc.ret = s->job.ret;
	cc.sp = s->job.sp;
	cc.at_exit = s->job.at_exit != 0;
	size = capture_all(s, sizeof(*e), plan, &cc,
			   s->job.at_exit == 2 ? EBT_AT_ENTER | EBT_AT_BLOCK | EBT_AT_EXIT :
			   cc.at_exit ? EBT_AT_EXIT : EBT_AT_ENTER | EBT_AT_BLOCK,
			   s->job.at_exit == 2, &e->ncaps);
	cc.at_exit = s->job.at_exit != 0;
	e->h.size = size;
	if (cc.at_exit && (plan->flags & EBT_PLAN_SOCKID))
		bpf_tail_call(ctx, &captures, 1);
	submit(e, size, s->job.urgent);
	return 0;
}

/* -e inject=...:poke_exit=: the call's exit writes the pokes into the
 * task's memory (the task is the current one, its pages just used by the
 * call), then sys_exit goes on to show the call as it now reads. */
SEC("raw_tp")
int poke_exit(struct bpf_raw_tracepoint_args *ctx)
{
	__u32 tid = (__u32)bpf_get_current_pid_tgid();
	struct ebt_tamper *t = bpf_map_lookup_elem(&tampered, &tid);
	struct ebt_pokes *pk = bpf_map_lookup_elem(&pokes, &tid);
	int poked = 0;

	if (pk) {
		for (int i = 0; i < EBT_POKES; i++) {
			__u32 len;

			if (i >= pk->n)
				break;
			len = pk->p[i].len;
			if (len < 1 || len > EBT_POKE_MAX)
				continue;
			if (!bpf_probe_write_user((void *)pk->p[i].addr, pk->p[i].data, len))
				poked = 1;
		}
		bpf_map_delete_elem(&pokes, &tid);
	}
	if (t) {
		t->flags &= ~EBT_TAMPER_POKE_EXIT;
		if (poked)
			t->flags |= EBT_SYS_POKED;
	}
	bpf_tail_call(ctx, &captures, 3);
	return 0;
}

/* -yy: the sockets of the record capture_rec built (EBT_CAP_SOCKID, the
 * plan's last capture), before it goes. */
SEC("raw_tp")
int capture_sock(struct bpf_raw_tracepoint_args *ctx)
{
	struct ebt_shared *sh = get_shared();
	struct scratch *s = get_scratch();
	struct cap_call cc = {};
	struct ebt_cap_spec *spec;
	struct ebt_plan *plan;
	struct ebt_sys_event *e;
	__u32 size, n;

	if (!sh || !s)
		return 0;
	e = (void *)s->buf;
	plan = cmd_plan(plan_of(sh, e->nr), e->nr, s->job.args);
	if (!plan)
		return 0;
	n = plan->ncaps;
	if (n < 1 || n > EBT_PLAN_CAPS)
		return 0;
	spec = &plan->caps[n - 1];
	if (spec->kind != EBT_CAP_SOCKID)
		return 0;
	for (int i = 0; i < EBT_NARGS; i++)
		cc.args[i] = s->job.args[i];
	cc.ret = s->job.ret;
	cc.at_exit = 1;
	size = e->h.size;
	n = cap_sockid(s, size, spec, &cc);
	if (n != size)
		e->ncaps++;
	e->h.size = n;
	submit(e, n, s->job.urgent);
	return 0;
}

/* ---- process lifecycle ------------------------------------------------- */

SEC("raw_tp/sched_process_fork")
int sched_process_fork(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	struct ebt_fork_event ev = {};
	__u64 child = ctx->args[1];
	struct ebt_shared *sh = get_shared();

	if (!follow_forks || !sh || !is_traced(sh, (__u32)pid_tgid))
		return 0;
	fill_hdr(&ev.h, EBT_EV_FORK, pid_tgid);
	ev.h.ts = bpf_ktime_get_ns();
	ev.h.size = sizeof(ev);
	ev.child_tid = task_u32(child, off.task_pid);
	ev.child_tgid = task_u32(child, off.task_tgid);
	clear_pending(sh, ev.child_tid);
	set_traced(sh, ev.child_tid);
	submit(&ev, sizeof(ev), 0);
	return 0;
}

SEC("raw_tp/sched_process_exit")
int sched_process_exit(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)pid_tgid;
	struct ebt_exit_event ev = {};
	struct ebt_shared *sh = get_shared();

	if (!sh || !is_traced(sh, tid))
		return 0;
	fill_hdr(&ev.h, EBT_EV_EXIT, pid_tgid);
	ev.h.ts = bpf_ktime_get_ns();
	ev.h.size = sizeof(ev);
	ev.exit_code = task_u32(ctx->args[0], off.task_exit_code);
	ev.group_dead = ctx->args[1] & 1;
	if (tid == pid_tgid >> 32) {
		/* a leader killed by another thread's execve gets replaced by it */
		__u64 sig = task_u64(ctx->args[0], off.task_signal);
		__u64 execer = sig ? task_u64(sig, off.signal_group_exec_task) : 0;

		if (execer && execer != ctx->args[0])
			ev.superseded_by = task_u32(execer, off.task_pid);
	}
	clear_traced(sh, tid);
	clear_pending(sh, tid);
	if (use_inflight)
		inflight_drop(tid);
	submit(&ev, sizeof(ev), 1);
	return 0;
}

SEC("raw_tp/sched_process_exec")
int sched_process_exec(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)pid_tgid, old_tid = (__u32)ctx->args[1];
	struct ebt_shared *sh = get_shared();
	struct ebt_exec_event ev = {};
	__u64 cred;

	VERIFIER_MASK(old_tid, 0x3fffff);   /* pids are below PID_MAX_LIMIT */
	if (!sh || !is_traced(sh, old_tid))
		return 0;
	if (old_tid != tid) {
		/* a thread's execve: it goes on under the leader's tid, with
		 * its call in progress */
		if (use_inflight) {
			struct inflight *in = inflight_of(old_tid, 0);
			struct inflight *to = inflight_of(tid, 1);

			if (to && to != in) {
				to->nr = in ? in->nr : -1;
				to->ts = in ? in->ts : 0;
				to->cpu = in ? in->cpu : 0;
				to->csw = in ? in->csw : 0;
			}
			inflight_drop(old_tid);
		}
		clear_pending(sh, old_tid);
		clear_traced(sh, old_tid);
		set_traced(sh, tid);
	}
	fill_hdr(&ev.h, EBT_EV_EXEC, pid_tgid);
	ev.h.ts = bpf_ktime_get_ns();
	ev.h.size = sizeof(ev);
	ev.old_tid = old_tid;
	cred = task_u64(bpf_get_current_task(), off.task_cred);
	if (cred) {
		bpf_probe_read_kernel(ev.ids, sizeof(ev.ids), (void *)(cred + off.cred_uid));
		ev.cap_permitted = task_u64(cred, off.cred_cap_permitted);
	}
	submit(&ev, sizeof(ev), 0);
	return 0;
}

SEC("raw_tp/signal_deliver")
int signal_deliver(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	struct ebt_signal_event ev = {};

	if (!is_traced(get_shared(), (__u32)pid_tgid))
		return 0;
	fill_hdr(&ev.h, EBT_EV_SIGNAL, pid_tgid);
	ev.h.ts = bpf_ktime_get_ns();
	ev.h.size = sizeof(ev);
	ev.sig = (int)ctx->args[0];
	/* the reader's own SIGSTOP while it throttles the tracees */
	if (ev.sig == 19 && throttling)
		return 0;
	bpf_probe_read_kernel(ev.siginfo, 48, (void *)ctx->args[1]);
	if (ev.sig == 19 || ev.sig == 20 || ev.sig == 21 || ev.sig == 22) {
		/* SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU: their default action stops */
		__u64 handler = 1;

		bpf_probe_read_kernel(&handler, sizeof(handler), (void *)ctx->args[2]);
		if (handler == 0)
			ev.flags |= EBT_SIGF_STOPS;
	}
	submit(&ev, sizeof(ev), 0);
	return 0;
}

/* A signal the kernel discards at generation because the target ignores it
 * (SIG_IGN, or a default action of ignoring such as SIGCHLD's).  A ptraced
 * task gets it queued and reported anyway, so strace shows it. */
SEC("raw_tp/signal_generate")
int signal_generate(struct bpf_raw_tracepoint_args *ctx)
{
	struct ebt_signal_event ev = {};
	__u64 task = ctx->args[2], info = ctx->args[1];
	__u32 tid, tgid;

	if (ctx->args[4] == 1 /* TRACE_SIGNAL_IGNORED */) {
		__u64 sig = task_u64(task, off.task_signal);

		/* A dying process drops every signal as "ignored"; a ptraced
		 * one never reports them either: its fatal signal comes first. */
		if (sig && task_u32(sig, off.signal_flags) & 0x4 /* SIGNAL_GROUP_EXIT */)
			return 0;
		ev.flags = EBT_SIGF_IGNORED;
	} else if (ctx->args[4] == 0 /* TRACE_SIGNAL_DELIVERED */ && ctx->args[0] != 9) {
		__u64 sig = task_u64(task, off.task_signal);

		if (!sig || task_u32(sig, off.signal_group_exit_code) != ctx->args[0])
			return 0;
		ev.flags = EBT_SIGF_FATAL;
	} else {
		return 0;
	}
	/* ebtrace's own signals (throttling the tracees) are not theirs */
	if (bpf_get_current_pid_tgid() >> 32 == tracer_tgid)
		return 0;
	tid = task_u32(task, off.task_pid);
	if (!is_traced(get_shared(), tid))
		return 0;
	tgid = task_u32(task, off.task_tgid);
	fill_hdr(&ev.h, EBT_EV_SIGNAL, ((__u64)tgid << 32) | tid);
	ev.h.size = sizeof(ev);
	ev.sig = (int)ctx->args[0];
	if (info > 1) {
		bpf_probe_read_kernel(ev.siginfo, 48, (void *)info);
	} else {
		/* SEND_SIG_NOINFO (from user space) or SEND_SIG_PRIV (kernel) */
		__s32 *si = (__s32 *)ev.siginfo;

		si[0] = ev.sig;
		si[2] = info ? 0x80 /* SI_KERNEL */ : 0 /* SI_USER */;
		if (!info) {
			si[4] = bpf_get_current_pid_tgid() >> 32;
			si[5] = (__u32)bpf_get_current_uid_gid();
		}
	}
	submit(&ev, sizeof(ev), 0);
	return 0;
}
