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

/* Traced tids, one bit each: the first thing every hook checks, and the only
 * work an untraced task ever sees (one load, no map lookup call). */
__u64 traced_bits[EBT_PID_MAX_LIMIT / 64];
/* The command ebtrace started is traced from its execve on. */
__u32 launch_tid;

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 16 << 20);
} events SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, EBT_MAX_SYSCALLS);
	__type(key, __u32);
	__type(value, struct ebt_plan);
} plans SEC(".maps");

struct inflight {
	__s64 nr;
	__u64 ts;
	__u64 ip;
	__u64 args[EBT_NARGS];
	__u64 cpu;      /* -c: the task's runtime at enter */
	__u64 csw;      /* -c: its context switches at enter */
};

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 32768);
	__type(key, __u32);
	__type(value, struct inflight);
} inflight SEC(".maps");

/* Per-CPU scratch where records are assembled; large enough that masked
 * offsets plus masked lengths always stay inside. */
#define SCRATCH_SIZE (EBT_EVENT_MAX * 3)
struct scratch {
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

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, EBT_MAX_SYSCALLS);
	__type(key, __u32);
	__type(value, struct ebt_count);
} counts SEC(".maps");

static __always_inline int is_traced(__u32 tid)
{
	if (tid >= EBT_PID_MAX_LIMIT)
		return 0;
	return (traced_bits[tid / 64] >> (tid % 64)) & 1;
}

static __always_inline void set_traced(__u32 tid)
{
	if (tid < EBT_PID_MAX_LIMIT)
		__sync_fetch_and_or(&traced_bits[tid / 64], 1ULL << (tid % 64));
}

static __always_inline void clear_traced(__u32 tid)
{
	if (tid < EBT_PID_MAX_LIMIT)
		__sync_fetch_and_and(&traced_bits[tid / 64], ~(1ULL << (tid % 64)));
}

static __always_inline struct scratch *get_scratch(void)
{
	__u32 cpu = bpf_get_smp_processor_id();
	return bpf_map_lookup_elem(&scratch, &cpu);
}

/* Submit a record; wake the reader only once enough data is pending (or
 * when told to), since a wakeup per record costs microseconds here. */
static __always_inline void submit(void *rec, __u32 size, int urgent)
{
	__u32 zero = 0;
	struct ebt_stats *st = bpf_map_lookup_elem(&stats, &zero);
	__u64 flags = BPF_RB_NO_WAKEUP;

	if (urgent || bpf_ringbuf_query(&events, BPF_RB_AVAIL_DATA) + size >= wakeup_bytes)
		flags = BPF_RB_FORCE_WAKEUP;
	size &= (EBT_EVENT_MAX - 1);
	if (bpf_ringbuf_output(&events, rec, size, flags) < 0) {
		if (st)
			st->lost++;
	} else if (st) {
		st->events++;
	}
}

static __always_inline void fill_hdr(struct ebt_hdr *h, __u32 type, __u64 pid_tgid)
{
	h->type = type;
	h->tid = (__u32)pid_tgid;
	h->tgid = pid_tgid >> 32;
	h->ts = bpf_ktime_get_ns();
}

/* ---- pointer capture -------------------------------------------------
 * Each kind of capture is a global (separately verified) function, so the
 * verifier checks it once instead of once per call site and loop round. */

struct cap_src {
	__u64 addr;     /* user address */
	__u64 len;      /* bytes, elements or entries, by kind */
	__s64 limit;    /* iovec data limit (the return value), or -1 */
};

/* A mask the compiler cannot drop, for the verifier's sake. */
#define VERIFIER_MASK(v, m) asm volatile("%0 &= " #m : "+r"(v))

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

/* NULL-terminated array of strings, stored back to back with their NULs. */
__noinline int cap_strarr(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct cap_src *src)
{
	struct ebt_cap *c;
	__u32 pos, count, size;
	__u64 p;

	if (!s || !spec || !src || off > CAP_ROOM_END || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	pos = off + sizeof(*c);
	count = spec->count;
	size = spec->size;
	for (__u32 i = 0; i < EBT_STRARR_MAX; i++) {
		__u32 room;
		long r;

		if (bpf_probe_read_user(&p, sizeof(p), (void *)(src->addr + i * 8)) < 0) {
			c->err = -14;
			break;
		}
		if (!p)
			break;
		room = pos < CAP_ROOM_END ? CAP_ROOM_END - pos : 0;
		if (i >= count || room < 2) {
			c->flags |= EBT_CAPF_TRUNC;
			break;
		}
		if (room > size)
			room = size;
		room &= LEN_MASK;
		r = bpf_probe_read_user_str(s->buf + (pos & OFF_MASK), room, (void *)p);
		if (r <= 0) {
			c->err = -14;
			break;
		}
		pos += r;
	}
	c->len = pos - off - sizeof(*c);
	return cap_end(off, c->len);
}

/* How many pointers precede the NULL that ends an array (envp). */
__noinline int cap_ptrcount(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			    const struct cap_src *src)
{
	struct ebt_cap *c;
	__u64 chunk[8];
	__u64 n = 0;

	if (!s || !spec || !src || off > CAP_ROOM_END || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	for (__u32 i = 0; i < 512; i++) {
		__u64 at = src->addr + i * sizeof(chunk);
		int end = 0;

		if (bpf_probe_read_user(chunk, sizeof(chunk), (void *)at) < 0) {
			/* the array may end just before an unmapped page */
			if (bpf_probe_read_user(chunk, 8, (void *)at) < 0 || chunk[0]) {
				c->err = -14;
			}
			break;
		}
#pragma unroll
		for (int j = 0; j < 8; j++) {
			if (!end && !chunk[j])
				end = 1;
			if (!end)
				n++;
		}
		if (end)
			break;
	}
	c->len = 8;
	*(__u64 *)(s->buf + off + sizeof(*c)) = n;
	return cap_end(off, 8);
}

/* iovec array (at most EBT_IOV_MAX entries), then each element's data back
 * to back: at most spec->size bytes in all, and src->limit on output. */

struct iov_state {
	__u64 base;     /* this element */
	__u64 len;
	__s64 limit;
	__u32 pos;      /* where its data goes */
	__u32 total;    /* data bytes so far */
	__u32 size;
	__u32 elem_max;  /* bytes per element, 0: no limit */
};

/* One element's data; a function of its own so the loop stays simple. */
__noinline int cap_iov_elem(struct scratch *s, struct iov_state *st)
{
	__u64 l, room;

	if (!s || !st || st->pos > CAP_ROOM_END || st->total > st->size)
		return 0;
	l = st->len;
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
	if (l && bpf_probe_read_user(s->buf + (st->pos & OFF_MASK), l, (void *)st->base) < 0)
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
	cnt = src->len > EBT_IOV_MAX ? EBT_IOV_MAX : src->len;
	if (src->len > EBT_IOV_MAX)
		c->flags |= EBT_CAPF_TRUNC;
	arrlen = cnt * 16;
	VERIFIER_MASK(arrlen, 0x1ff);
	if (bpf_probe_read_user(s->buf + ((off + sizeof(*c)) & OFF_MASK), arrlen, (void *)src->addr) < 0) {
		c->err = -14;
		return cap_end(off, 0);
	}
	st.limit = src->limit;
	st.size = spec->size;
	st.elem_max = spec->count;
	st.pos = off + sizeof(*c) + arrlen;
	for (__u32 i = 0; i < EBT_IOV_MAX; i++) {
		__u32 at = (off + sizeof(*c) + i * 16) & OFF_MASK;

		if (i >= cnt)
			break;
		st.base = *(__u64 *)(s->buf + at);
		st.len = *(__u64 *)(s->buf + at + 8);
		cap_iov_elem(s, &st);
	}
	c->len = st.pos - off - sizeof(*c);
	return cap_end(off, c->len);
}

static __always_inline __u32 capture(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
				     const __u64 *args, __s64 ret, int at_exit, __u64 sp)
{
	struct cap_src src = { .limit = -1 };
	__u32 a = spec->arg, la = spec->len_arg;

	if (a >= EBT_NARGS || la >= EBT_NARGS)
		return off;
	src.addr = spec->kind == EBT_CAP_STACK ? sp : args[a];
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
	case EBT_CAP_BUF_ARG:
		src.len = args[la] < spec->size ? args[la] : spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_BUF_RET:
		if (!at_exit || ret <= 0)
			return off;
		src.len = (__u64)ret < spec->size ? (__u64)ret : spec->size;
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
	}
	return off;
}

static __always_inline __u32 capture_all(struct scratch *s, __u32 off, const struct ebt_plan *plan,
					 const __u64 *args, __s64 ret, int when, __u16 *ncaps, __u64 sp)
{
	for (__u32 i = 0; i < EBT_PLAN_CAPS; i++) {
		__u32 before = off;

		if (i >= plan->ncaps)
			break;
		if (!(plan->caps[i].when & when))
			continue;
		off = capture(s, off, &plan->caps[i], args, ret, when == EBT_AT_EXIT, sp);
		if (off != before)
			(*ncaps)++;
	}
	return off;
}

/* ---- syscall hooks ----------------------------------------------------- */

static __always_inline __u64 task_u64(__u64 task, __u32 offset)
{
	__u64 v = 0;

	bpf_probe_read_kernel(&v, sizeof(v), (void *)(task + offset));
	return v;
}

/* The task's runtime so far and its context switches, for -c's system
 * time: a call that was never switched out ran on the CPU all along, so its
 * latency is its system time; otherwise the scheduler's runtime delta. */
static __always_inline void task_cpu(__u64 *cpu, __u64 *csw)
{
	__u64 task = bpf_get_current_task();

	*cpu = task_u64(task, off.task_sum_exec_runtime);
	*csw = task_u64(task, off.task_nvcsw) + task_u64(task, off.task_nivcsw);
}

static __always_inline int plan_traced(const struct ebt_plan *plan)
{
	return plan ? (plan->flags & EBT_PLAN_TRACED) : trace_other;
}

SEC("raw_tp/sys_enter")
int sys_enter(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)pid_tgid, key;
	struct ebt_regs regs;
	struct inflight fl;
	struct ebt_plan *plan;
	struct ebt_sys_event *e;
	struct scratch *s;
	__u32 size;
	int traced, detach;
	long nr;

	if (!is_traced(tid))
		return 0;
	nr = ctx->args[1];
	if (tid == launch_tid) {
		if (nr != nr_execve && nr != nr_execveat)
			return 0;
	}
	key = (__u32)nr;
	plan = key < EBT_MAX_SYSCALLS ? bpf_map_lookup_elem(&plans, &key) : 0;
	traced = plan_traced(plan);
	detach = detach_on_execve && tid != launch_tid && (nr == nr_execve || nr == nr_execveat);
	/* a call the filter leaves out costs nothing more (the launched
	 * command's execve is still needed to start tracing it) */
	if (!traced && tid != launch_tid && !detach)
		return 0;
	if (bpf_probe_read_kernel(&regs, sizeof(regs), (void *)ctx->args[0]) < 0)
		return 0;
	fl.nr = nr;
	fl.ip = EBT_REGS_IP(&regs);
	ebt_regs_args(&regs, fl.args);
	fl.cpu = 0;
	fl.csw = 0;
	if (count_calls && !count_wall)
		task_cpu(&fl.cpu, &fl.csw);
	fl.ts = bpf_ktime_get_ns();
	bpf_map_update_elem(&inflight, &tid, &fl, BPF_ANY);

	if (detach) {
		clear_traced(tid);
		bpf_map_delete_elem(&inflight, &tid);
	} else if (!traced || !emit_calls || (plan && (plan->flags & EBT_PLAN_NO_ENTER))) {
		return 0;
	}
	s = get_scratch();
	if (!s)
		return 0;
	e = (void *)s->buf;
	fill_hdr(&e->h, EBT_EV_SYS_ENTER, pid_tgid);
	e->h.ts = fl.ts;
	e->nr = nr;
	e->ret = 0;
	e->ip = fl.ip;
	e->ncaps = 0;
	e->flags = detach ? EBT_SYS_DETACH : 0;
	e->enter_seen = 1;
	e->enter_ts = fl.ts;
	for (int i = 0; i < EBT_NARGS; i++)
		e->args[i] = fl.args[i];
	size = sizeof(*e);
	if (plan)
		size = capture_all(s, size, plan, fl.args, 0, EBT_AT_ENTER, &e->ncaps, regs.sp);
	e->h.size = size;
	submit(e, size, detach);
	return 0;
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
			__u64 cpu, csw;

			task_cpu(&cpu, &csw);
			if (csw != csw0)
				dt = cpu > cpu0 ? cpu - cpu0 : 0;
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

SEC("raw_tp/sys_exit")
int sys_exit(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	__u64 now = bpf_ktime_get_ns();
	__u32 tid = (__u32)pid_tgid, key;
	struct ebt_regs regs;
	struct inflight *fl;
	struct ebt_plan *plan;
	struct ebt_sys_event *e;
	struct scratch *s;
	__s64 ret = ctx->args[1];
	__u64 ts0 = 0, cpu0 = 0, csw0 = 0;
	__u32 size;

	if (!is_traced(tid))
		return 0;
	fl = bpf_map_lookup_elem(&inflight, &tid);
	if (tid == launch_tid) {
		if (!fl || (fl->nr != nr_execve && fl->nr != nr_execveat))
			return 0;
		if (ret == 0)
			launch_tid = 0;
	}
	s = get_scratch();
	if (!s)
		return 0;
	e = (void *)s->buf;
	fill_hdr(&e->h, EBT_EV_SYS_EXIT, pid_tgid);
	e->h.ts = now;
	e->ret = ret;
	e->ncaps = 0;
	e->flags = 0;
	if (fl && fl->nr >= 0) {
		/* rt_sigreturn restores orig_ax to -1: the saved number is right */
		e->nr = fl->nr;
		e->ip = fl->ip;
		e->enter_seen = 1;
		ts0 = fl->ts;
		cpu0 = fl->cpu;
		csw0 = fl->csw;
		for (int i = 0; i < EBT_NARGS; i++)
			e->args[i] = fl->args[i];
		fl->nr = -1;
	} else {
		if (bpf_probe_read_kernel(&regs, sizeof(regs), (void *)ctx->args[0]) < 0)
			return 0;
		e->nr = EBT_REGS_NR(&regs);
		e->ip = EBT_REGS_IP(&regs);
		e->enter_seen = 0;
		ebt_regs_args(&regs, e->args);
	}
	e->enter_ts = ts0;
	/* -1 is no call: an rt_sigreturn whose enter the filter skipped */
	if (e->nr < 0)
		return 0;
	key = (__u32)e->nr;
	plan = key < EBT_MAX_SYSCALLS ? bpf_map_lookup_elem(&plans, &key) : 0;
	if (!plan_traced(plan))
		return 0;
	/* a new task's return from fork/clone is not a call of its own */
	if (count_calls && key < EBT_MAX_SYSCALLS && ts0)
		count_call(key, ret, ts0, now, cpu0, csw0);
	if (!emit_calls)
		return 0;
	size = sizeof(*e);
	if (plan)
		size = capture_all(s, size, plan, e->args, ret, EBT_AT_EXIT, &e->ncaps, 0);
	e->h.size = size;
	submit(e, size, 0);
	return 0;
}

/* ---- process lifecycle ------------------------------------------------- */

static __always_inline __u32 task_u32(__u64 task, __u32 offset)
{
	__u32 v = 0;

	bpf_probe_read_kernel(&v, sizeof(v), (void *)(task + offset));
	return v;
}

SEC("raw_tp/sched_process_fork")
int sched_process_fork(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	struct ebt_fork_event ev = {};
	__u64 child = ctx->args[1];

	if (!follow_forks || !is_traced((__u32)pid_tgid))
		return 0;
	fill_hdr(&ev.h, EBT_EV_FORK, pid_tgid);
	ev.h.size = sizeof(ev);
	ev.child_tid = task_u32(child, off.task_pid);
	ev.child_tgid = task_u32(child, off.task_tgid);
	set_traced(ev.child_tid);
	submit(&ev, sizeof(ev), 0);
	return 0;
}

SEC("raw_tp/sched_process_exit")
int sched_process_exit(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)pid_tgid;
	struct ebt_exit_event ev = {};

	if (!is_traced(tid))
		return 0;
	fill_hdr(&ev.h, EBT_EV_EXIT, pid_tgid);
	ev.h.size = sizeof(ev);
	ev.exit_code = task_u32(ctx->args[0], off.task_exit_code);
	ev.group_dead = ctx->args[1] & 1;
	clear_traced(tid);
	bpf_map_delete_elem(&inflight, &tid);
	submit(&ev, sizeof(ev), 1);
	return 0;
}

SEC("raw_tp/sched_process_exec")
int sched_process_exec(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	struct ebt_exec_event ev = {};

	if (!is_traced((__u32)pid_tgid))
		return 0;
	fill_hdr(&ev.h, EBT_EV_EXEC, pid_tgid);
	ev.h.size = sizeof(ev);
	ev.old_tid = (__u32)ctx->args[1];
	submit(&ev, sizeof(ev), 0);
	return 0;
}

SEC("raw_tp/signal_deliver")
int signal_deliver(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	struct ebt_signal_event ev = {};

	if (!is_traced((__u32)pid_tgid))
		return 0;
	fill_hdr(&ev.h, EBT_EV_SIGNAL, pid_tgid);
	ev.h.size = sizeof(ev);
	ev.sig = (int)ctx->args[0];
	bpf_probe_read_kernel(ev.siginfo, 48, (void *)ctx->args[1]);
	submit(&ev, sizeof(ev), 0);
	return 0;
}
