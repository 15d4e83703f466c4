/* The syscall hooks: one record per call (two when it blocks or captures
 * at enter), with its captures. */
#ifndef EBTRACE_BPF_SYSCALLS_H
#define EBTRACE_BPF_SYSCALLS_H

#include "task.bpf.h"
#include "scope.bpf.h"
#include "capture.bpf.h"
#include "sockid.bpf.h"
#include "ustack.bpf.h"

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

	/* numbers beyond the table are shown as the filter says */
	if (k >= EBT_MAX_SYSCALLS)
		return trace_other ? EBT_PLAN_TRACED : 0;
	VERIFIER_MASK(k, 1023);
	return sh->sc_flags[k];
}

/* The flags of a call whose number is gone at its exit (-1): those of
 * either call that loses it (its enter record tells which one it was). */
static __always_inline __u8 sigreturn_flags(struct ebt_shared *sh, int pers)
{
	__u8 fl = 0;

	for (int i = 0; i < 2; i++)
		if (nr_sigreturn[pers][i] >= 0)
			fl |= flags_of(sh, nr_sigreturn[pers][i]);
	return fl;
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
	/* an index the verifier knows the bounds of: one load to check,
	 * where a switch made it follow a path per argument */
	__u64 k = i;

	VERIFIER_MASK(k, 7);
	if (k >= EBT_NARGS)
		k = EBT_NARGS - 1;
	return args[k];
}

static __always_inline __u32 cmd_of(const struct ebt_plan *base, __u64 arg)
{
	return ((__u32)arg >> (base->cmd_shift & 31)) & base->cmd_mask;
}

static __always_inline struct ebt_plan *cmd_plan(struct ebt_plan *base, long nr, const __u64 *args)
{
	struct ebt_cmd_key key = { .nr = nr };
	struct ebt_plan *p;

	if (!by_cmd || !base || !(base->flags & EBT_PLAN_BY_CMD))
		return base;
	key.cmd = cmd_of(base, arg_at(args, base->cmd_arg));
	p = bpf_map_lookup_elem(&cmd_plans, &key);
	return p ? p : base;
}

const volatile __u32 arg_reg_off[8] = EBT_REGS_ARG_OFFSETS;
const volatile __u32 arg_reg_off_compat[8] = EBT_REGS_ARG_OFFSETS_COMPAT;

/* The multiplexer and subcall of a call's key and first argument, or -1. */
static __always_inline int mux_sub(long key, __u64 arg0, __u32 *sub)
{
	for (int m = 0; m < EBT_NMUX; m++) {
		if (key < 0 || key != mux[m].key)
			continue;
		*sub = (__u32)arg0 & mux[m].sub_mask;
		if (*sub >= EBT_MUX_SUBS || mux[m].sub_key[*sub] < 0)
			return -1;
		return m;
	}
	return -1;
}

/* A call's arguments, as a global function takes them. */
struct call_args {
	__u64 a[EBT_NARGS];
};

/* A multiplexer's call as its subcall: the subcall's key, and its
 * arguments in ca; the key unchanged when the call picks no subcall or
 * its array cannot be read, as strace shows the call then.  A global
 * function: verified once, not on each path of each of its callers. */
__noinline long demux(long key, struct call_args *ca)
{
	/* the argument places by number (see struct ebt_mux): the call's
	 * arguments, 0 (EBT_MUX_NONE), the words of its array; one array
	 * read through an index the verifier bounds, small for the stack
	 * that -k's hooks take */
	union {
		__u64 q[EBT_MUX_WORD + EBT_NARGS];
		__u32 w[2 * (EBT_MUX_WORD + EBT_NARGS)];
	} places = {};
	__u32 *words = &places.w[2 * EBT_MUX_WORD];
	__u32 sub = 0, n, mem;
	int direct;
	int m;

	if (!ca)
		return key;
	m = mux_sub(key, ca->a[0], &sub);
	if (m < 0 || m >= EBT_NMUX || sub >= EBT_MUX_SUBS)
		return key;
	direct = ((__u32)ca->a[0] & ~mux[m].sub_mask) &&
		 mux[m].sub_direct[sub][0] != EBT_MUX_NO_DIRECT;
	mem = direct ? EBT_MUX_NONE : mux[m].sub_mem[sub];
	n = mux[m].sub_nwords[sub];
	if (n > EBT_NARGS)
		n = EBT_NARGS;
	if (mem < EBT_NARGS &&
	    bpf_probe_read_user(words, n * sizeof(words[0]), (const void *)arg_at(ca->a, mem))) {
		if (!mux[m].addr_unread)
			return key;
		for (int i = 0; i < EBT_NARGS; i++)
			places.q[EBT_MUX_WORD + i] = arg_at(ca->a, mem);
	} else {
		/* the 32-bit words widened in place, the last first: word i
		 * moves over words 2i and 2i + 1, which are read by then */
		for (int i = EBT_NARGS - 1; i >= 0; i--)
			places.q[EBT_MUX_WORD + i] = words[i];
	}
	for (int i = 0; i < EBT_NARGS; i++)
		places.q[i] = ca->a[i];
	for (int i = 0; i < EBT_NARGS; i++) {
		__u64 at = direct ? mux[m].sub_direct[sub][i] : mux[m].sub_arg[sub][i];

		VERIFIER_MASK(at, 15);
		if (at >= EBT_MUX_WORD + EBT_NARGS)
			at = EBT_MUX_NONE;
		ca->a[i] = places.q[at];
	}
	return mux[m].sub_key[sub];
}

/* The result of a successful subcall that the kernel stores in the
 * tracee's memory (see ebt_mux.sub_ret), else ret. */
static __always_inline __s64 demux_ret(const struct ebt_regs *r, __s64 ret)
{
	long key = ebt_sys_key(EBT_REGS_NR(r), EBT_REGS_COMPAT(r));
	__u64 args[EBT_NARGS];
	__u32 sub = 0, at, val;
	int m;

	/* the registers' arguments only for a multiplexer's call (none when
	 * no multiplexer's calls show: the code is left out) */
	if (ret || !is_mux(key))
		return ret;
	ebt_regs_args(r, args);
	m = mux_sub(key, args[0], &sub);
	if (m < 0 || m >= EBT_NMUX || sub >= EBT_MUX_SUBS)
		return ret;
	at = mux[m].sub_ret[sub];
	if (at >= EBT_NARGS || bpf_probe_read_user(&val, sizeof(val), (const void *)arg_at(args, at)))
		return ret;
	return val;
}

/* The call in the registers as strace shows it: its key (see
 * ebt_sys_key) and its arguments. */
static __always_inline long regs_call(const struct ebt_regs *r, struct call_args *ca)
{
	long key = ebt_sys_key(EBT_REGS_NR(r), EBT_REGS_COMPAT(r));

	ebt_regs_args(r, ca->a);
	return is_mux(key) ? demux(key, ca) : key;
}

/* The current task's call's key alone: the registers' number, but for a
 * multiplexer's.  A global function, as demux. */
__noinline long cur_key(void)
{
	const struct ebt_regs *r = cur_regs();
	long key = ebt_sys_key(EBT_REGS_NR(r), EBT_REGS_COMPAT(r));
	struct call_args ca;

	if (!is_mux(key))
		return key;
	ebt_regs_args(r, ca.a);
	return demux(key, &ca);
}

/* The flags of the current task's call nr, whose plan depends on a
 * command: its command's, or fl when that has no plan of its own.  A
 * global function: verified once for all its callers, whose paths would
 * otherwise each go through the register read of both personalities. */
__noinline int cmd_call_flags(long nr, int fl)
{
	struct ebt_shared *sh = get_shared();
	const struct ebt_regs *r = cur_regs();
	struct ebt_cmd_key key = { .nr = nr };
	struct ebt_plan *base, *p;
	__u64 arg = 0;

	if (!sh || !(base = plan_of(sh, nr)))
		return fl;
	if (is_mux(ebt_sys_key(EBT_REGS_NR(r), EBT_REGS_COMPAT(r)))) {
		struct call_args ca;

		regs_call(r, &ca);
		arg = arg_at(ca.a, base->cmd_arg);
	} else {
		/* a helper read: a variable offset into the registers is
		 * refused */
		bpf_probe_read_kernel(&arg, sizeof(arg), (const char *)r +
				      (EBT_REGS_COMPAT(r) ? arg_reg_off_compat[base->cmd_arg & 7] :
							    arg_reg_off[base->cmd_arg & 7]));
	}
	key.cmd = cmd_of(base, arg);
	p = bpf_map_lookup_elem(&cmd_plans, &key);
	return p ? p->flags : fl;
}

/* The flags of the current task's call nr: flags_of, refined by the
 * command's plan for the calls that have commands. */
static __always_inline __u8 call_flags(long nr, __u8 fl)
{
	return by_cmd && (fl & EBT_PLAN_BY_CMD) ? cmd_call_flags(nr, fl) : fl;
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

/* The fixed part of a syscall record, from the current task's registers
 * in place (a global function: verified once, not once for each of the
 * many paths of the hooks that reach it). */
__noinline int fill_sys(struct ebt_sys_event *e, __u32 type, __u64 pid_tgid, long nr, __u64 ts)
{
	const struct ebt_regs *r = cur_regs();

	if (!e)
		return 0;
	fill_hdr(&e->h, type, pid_tgid);
	e->h.ts = ts;
	e->h.size = sizeof(*e);
	e->nr = nr;
	e->ret = 0;
	e->ip = EBT_REGS_IP(r);
	e->ncaps = 0;
	e->flags = EBT_REGS_COMPAT(r) ? EBT_SYS_COMPAT : 0;
	if (is_mux(ebt_sys_key(EBT_REGS_NR(r), EBT_REGS_COMPAT(r))))
		e->flags |= EBT_SYS_VIA_MUX;
	e->enter_seen = 1;
	e->enter_ts = 0;
	regs_call(r, (struct call_args *)e->args);
	return 0;
}

/* The capture program's slot in the tail-call map (0), read when the
 * call is made: with a constant, the JIT would jump there directly and
 * filling the slot would patch the code of every program that jumps,
 * each patch a round of interrupts to all CPUs (a millisecond of a short
 * run's start-up). */
__u32 capture_slot;

/* Hand the record in the scratch over to capture_rec, which captures
 * the arguments and submits it; if that jump fails, it goes without. */
static __always_inline int capture_and_submit(void *ctx, void *caps, struct scratch *s,
					      struct ebt_sys_event *e, __s64 ret, __u64 sp,
					      __u32 at_exit, __u32 urgent)
{
	for (int i = 0; i < EBT_NARGS; i++)
		s->job.args[i] = e->args[i];
	s->job.ret = ret;
	s->job.sp = sp;
	s->job.at_exit = at_exit;
	s->job.urgent = urgent;
	bpf_tail_call(ctx, caps, capture_slot);
	submit(e, sizeof(*e), urgent);
	return 0;
}

/* The enter record of the current task's call: made in place when the
 * call captures nothing at enter; else made in the scratch, and 1
 * returned for the caller to hand it over to capture_rec (only a program
 * can, with its own map of programs).  A global function: checked once
 * per program, not once per path to it. */
__noinline int enter_record(__u64 pid_tgid, __u16 flags, __u64 ts)
{
	struct ebt_shared *sh = get_shared();
	struct ebt_sys_event *e;
	struct scratch *s;
	long nr = cur_key();

	if (!sh)
		return 0;
	if (!ts && need_ts)
		ts = bpf_ktime_get_ns();
	/* the launched command's own execve is unwound at its exit, in the
	 * new image, as strace does */
	if (ustack_size && ustack_at_enter(nr) && (__u32)pid_tgid != launch_tid)
		emit_ustack(pid_tgid);
	if (!(call_flags(nr, flags_of(sh, nr)) & EBT_PLAN_CAPS_ENTER)) {
		e = reserve(sizeof(*e));
		if (!e)
			return 0;
		fill_sys(e, EBT_EV_SYS_ENTER, pid_tgid, nr, ts);
		e->flags |= flags;
		e->enter_ts = ts;
		commit(e, sizeof(*e), flags & EBT_SYS_DETACH);
		return 0;
	}
	s = get_scratch();
	if (!s)
		return 0;
	e = (void *)s->buf;
	fill_sys(e, EBT_EV_SYS_ENTER, pid_tgid, nr, ts);
	e->flags |= flags;
	e->enter_ts = ts;
	return 1;
}

static __always_inline int emit_enter(void *ctx, void *caps, __u64 pid_tgid, __u16 flags, __u64 ts)
{
	struct scratch *s;

	if (enter_record(pid_tgid, flags, ts) <= 0 || !(s = get_scratch()))
		return 0;
	return capture_and_submit(ctx, caps, s, (void *)s->buf, 0, cur_regs()->sp, 0,
				  flags & EBT_SYS_DETACH);
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

/* The call's tamper flags, at its exit.  The entry is used up, but for a
 * held call's (EBT_TAMPER_HOLD), which user space ends once it has held the
 * task: marked EXITED, or RESTARTED when the hold cut the call short
 * (*again: the kernel runs it again, and this exit is not shown). */
static __always_inline __u16 tamper_exit(__u32 tid, __s64 ret, int *again)
{
	struct ebt_tamper *t = tamper_signal(tid);
	__u16 flags;

	if (!t)
		return 0;
	flags = t->flags & EBT_SYS_TAMPERED;
	if (t->flags & EBT_TAMPER_HOLD) {
		*again = ret <= -512 && ret >= -516;
		t->flags |= *again ? EBT_TAMPER_RESTARTED : EBT_TAMPER_EXITED;
		return flags;
	}
	bpf_map_delete_elem(&tampered, &tid);
	return flags;
}

/* The enter of a call, from sys_enter or (exit-only hooks) from the call's
 * own enter tracepoint; caps: the capture programs of the hook's type. */
static __always_inline int on_enter(void *ctx, void *caps)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)pid_tgid;
	struct ebt_shared *sh = get_shared();
	int traced, detach;
	__u64 ts = 0;
	long nr;
	__u8 fl;

	if (!traced_or_adopted(sh, pid_tgid, 1))
		return 0;
	nr = cur_key();
	if (tampering && (flags_of(sh, nr) & EBT_PLAN_TAMPERED))
		tamper_signal(tid);
	if (tid == launch_tid && !is_exec(nr))
		return 0;
	fl = flags_of(sh, nr);
	traced = fl & EBT_PLAN_TRACED;
	detach = detach_on_execve && tid != launch_tid && is_exec(nr);
	/* a call the filter leaves out costs nothing more (the launched
	 * command's execve is still needed to start tracing it) */
	if (!traced && tid != launch_tid && !detach)
		return 0;
	fl = call_flags(nr, fl);
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
		return emit_enter(ctx, caps, pid_tgid, EBT_SYS_DETACH, ts);
	}
	if (traced && is_exec(nr))
		bpf_map_update_elem(&exec_entered, &tid, &nr, BPF_ANY);
	if (!traced || !emit_calls)
		return 0;
	if (fl & EBT_PLAN_NO_ENTER) {
		set_pending(sh, tid);
		return 0;
	}
	return emit_enter(ctx, caps, pid_tgid, 0, ts);
}

SEC("raw_tp/sys_enter")
int sys_enter(struct bpf_raw_tracepoint_args *ctx)
{
	/* attached only once exit-only hooks are off (see exit_only) */
	if (exit_only_on())
		return 0;
	return on_enter(ctx, &captures);
}

/* Exit-only hooks: attached by user space to syscalls:sys_enter_NAME of
 * each call whose plan needs its enter (no EBT_PLAN_NO_ENTER). */
SEC("tracepoint")
int sys_enter_tp(void *ctx)
{
	if (!exit_only_on())
		return 0;
	return on_enter(ctx, &captures_tp);
}

/* A traced task blocks inside a call whose enter record was skipped. */
SEC("raw_tp/sched_switch")
int sched_switch(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)pid_tgid;
	struct ebt_shared *sh = get_shared();

	/* args: preempt, prev (current), next, prev_state */
	if (!sh || !is_traced(sh, tid) || ctx->args[0] || !ctx->args[3])
		return 0;
	if (kstack_on) {
		long nr = EBT_REGS_NR(cur_regs());

		/* in a call that shows (not in a page fault, say) */
		if (nr >= 0 && (flags_of(sh, nr) & EBT_PLAN_TRACED))
			emit_kstack(ctx, pid_tgid);
	}
	if (exit_only_on()) {
		/* pending: the call's enter record is out already */
		const struct ebt_regs *r = cur_regs();
		long nr;

		if (!in_call(r) || is_pending(sh, tid) || tid == launch_tid)
			return 0;
		nr = cur_key();
		if ((call_flags(nr, flags_of(sh, nr)) & (EBT_PLAN_TRACED | EBT_PLAN_NO_ENTER)) !=
		    (EBT_PLAN_TRACED | EBT_PLAN_NO_ENTER))
			return 0;
		set_pending(sh, tid);
		return emit_enter(ctx, &captures, pid_tgid, 0, 0);
	}
	if (!is_pending(sh, tid))
		return 0;
	clear_pending(sh, tid);
	/* the inputs its entering part shows (EBT_AT_BLOCK): the task is
	 * about to sleep in the call, its arguments still in place */
	return emit_enter(ctx, &captures, pid_tgid, 0, 0);
}

/* What sys_exit found out about a call of a traced task. */
struct exit_call {
	__u64 pid_tgid, now, ts0, cpu0, csw0;
	__s64 ret;
	long nr;
	__u16 tflags;
	__u8 launching;   /* the launched command's execve */
	__u8 pers_flip;   /* an execve into the other personality */
	__u32 exec_redo;  /* a successful execve's inputs to take again */
	__u64 execfn;
};

/* Call x as the plans show it: counted, and its plan flags returned when
 * its exit record is to be made (else -1), its enter time set.  The many
 * paths of sys_exit (tampered or not, launching or not, an execve or
 * not...) end in this global function and emit_exit, checked once, not
 * once for each (each called from sys_exit itself: the frames above a
 * tail call have little room). */
__noinline int exit_flags(struct exit_call *x)
{
	struct ebt_shared *sh = get_shared();
	__u16 tflags;
	long nr;
	__u8 fl;

	if (!x || !sh)
		return -1;
	tflags = x->tflags;
	nr = x->nr;
	/* -1: rt_sigreturn, whose number is gone at exit (its enter record
	 * has it) */
	fl = nr == -1 ? sigreturn_flags(sh, EBT_REGS_COMPAT(cur_regs()) ? 1 : 0) : flags_of(sh, nr);
	if (!(fl & EBT_PLAN_TRACED))
		return -1;
	fl = call_flags(nr, fl);
	if ((fl & EBT_PLAN_NO_ENTER) && !exit_only_on())
		clear_pending(sh, (__u32)x->pid_tgid);
	/* a call that never ran had no enter: it took no time */
	if (tflags & EBT_SYS_INJECTED)
		x->ts0 = x->now ? x->now : 1;
	/* a new task's return from fork/clone is not a call of its own */
	if (count_calls && x->ts0 && (__u64)nr < EBT_MAX_SYSCALLS)
		count_call((__u32)nr, (tflags & EBT_SYS_RETVAL) ? 0 : x->ret, x->ts0, x->now, x->cpu0,
			   x->csw0);
	if (!emit_calls)
		return -1;
	if (ustack_size && (!ustack_at_enter(nr) || x->launching))
		emit_ustack(x->pid_tgid);
	return fl;
}

/* Exit record e of call x, shown with plan flags fl.  A global function:
 * checked once, whether e is in the ring or in the scratch. */
__noinline int fill_exit(struct ebt_sys_event *e, const struct exit_call *x, __u32 fl)
{
	__u16 tflags;

	if (!e || !x)
		return 0;
	tflags = x->tflags;
	fill_sys(e, EBT_EV_SYS_EXIT, x->pid_tgid, x->nr, x->now);
	if (x->pers_flip)
		e->flags ^= EBT_SYS_COMPAT | EBT_SYS_NEW_PERS;
	if (x->exec_redo)
		e->flags |= EBT_SYS_REFETCHED;
	e->ret = demux_ret(cur_regs(), x->ret);
	e->enter_ts = x->ts0;
	/* a new task's first return (from clone/fork) had no enter */
	e->enter_seen = !(x->ret == 0 && (fl & EBT_PLAN_FORK)) || (tflags & EBT_SYS_INJECTED);
	e->flags |= tflags;
	if (fatal_signal_pending(x->pid_tgid))
		e->flags |= EBT_SYS_KILLED;
	return 0;
}

/* The exit record of call x, shown with plan flags fl (exit_flags), with
 * its captures.  A global function, as exit_flags. */
__noinline int emit_exit(struct bpf_raw_tracepoint_args *ctx, const struct exit_call *x, __u32 fl)
{
	struct ebt_sys_event *e;
	struct scratch *s;
	__u16 tflags;

	if (!x)
		return 0;
	tflags = x->tflags;
	if (!(fl & (EBT_PLAN_CAPS_EXIT | EBT_PLAN_CAPS_ENTER)) ||
	    (!(fl & EBT_PLAN_CAPS_EXIT) && !(tflags & EBT_SYS_INJECTED))) {
		e = reserve(sizeof(*e));
		if (!e)
			return 0;
		fill_exit(e, x, fl);
		commit(e, sizeof(*e), 0);
		return 0;
	}
	s = get_scratch();
	if (!s)
		return 0;
	e = (void *)s->buf;
	fill_exit(e, x, fl);
	s->job.exec_redo = x->exec_redo;
	s->job.execfn = x->execfn;
	/* a call that never ran had no enter record: its exit carries the
	 * captures of both (at_exit 2) */
	return capture_and_submit(ctx, &captures, s, e, x->ret, x->exec_redo ? cur_regs()->sp : 0,
				  tflags & EBT_SYS_INJECTED ? 2 : 1, 0);
}

/* The key of the execve of tid ending as nr with ret: the one entered
 * (see exec_entered), set *flip when the program is of the other
 * personality now.  A global function: its few paths do not multiply
 * those of sys_exit. */
__noinline long exec_exit_key(long nr, __s64 ret, __u32 tid, int *flip)
{
	__s64 *entered = bpf_map_lookup_elem(&exec_entered, &tid);
	long key = nr;

	if (!entered)
		return nr;
	if (ret == 0 && *entered != nr) {
		if (flip)
			*flip = ebt_key_pers(*entered, 0) != EBT_REGS_COMPAT(cur_regs());
		key = *entered;
	}
	bpf_map_delete_elem(&exec_entered, &tid);
	return key;
}

/* At a successful execve's exit, the inputs of it to take again from the
 * new image (*execfn: where its path is), which sched_process_exec said
 * it has as the caller gave them; 0 for any other exit of an execve. */
__noinline __u32 exec_redo_take(__u32 tid, __s64 ret, __u64 *execfn)
{
	struct exec_redo *r = bpf_map_lookup_elem(&exec_redo, &tid);
	__u32 redo = 0;

	if (!r || !execfn)
		return 0;
	if (ret == 0 && (r->redo & EXEC_REDO_LOADED) &&
	    (r->redo & (EXEC_REDO_PATH | EXEC_REDO_ARGV | EXEC_REDO_ENVP))) {
		redo = r->redo;
		*execfn = r->execfn;
	}
	bpf_map_delete_elem(&exec_redo, &tid);
	return redo;
}

SEC("raw_tp/sys_exit")
int sys_exit(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)pid_tgid;
	struct ebt_shared *sh = get_shared();
	__u64 now, ts0 = 0, cpu0 = 0, csw0 = 0;
	const struct ebt_regs *r;
	__s64 ret = ctx->args[1];
	struct exit_call x;
	__u16 tflags = 0;
	int launching, pers_flip = 0, fl;
	long nr;

	if (!traced_or_adopted(sh, pid_tgid, 0))
		return 0;
	if (exit_only_on()) {
		/* the end of the call whose enter sched_switch may have sent;
		 * after -ENOSYS the saved ax still looks like a call in progress
		 * to a task that sleeps on its way out: none is sent then */
		if (ret == -EBT_ENOSYS)
			set_pending(sh, tid);
		else if (is_pending(sh, tid))
			clear_pending(sh, tid);
	}
	now = need_ts ? bpf_ktime_get_ns() : 0;
	r = cur_regs();
	nr = cur_key();
	if (tampering && (flags_of(sh, nr) & EBT_PLAN_TAMPERED)) {
		int again = 0;

		tflags = tamper_exit(tid, ret, &again);
		if (again)
			return 0;
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
	x.exec_redo = 0;
	x.execfn = 0;
	if (is_exec(nr)) {
		nr = exec_exit_key(nr, ret, tid, &pers_flip);
		x.exec_redo = exec_retake ? exec_redo_take(tid, ret, &x.execfn) : 0;
	}
	launching = tid == launch_tid;
	if (launching) {
		if (!is_exec(nr))
			return 0;
		if (ret == 0)
			launch_tid = 0;
	}
	ustack_maps_changed(pid_tgid, nr, ret, r);
	x.pid_tgid = pid_tgid;
	x.now = now;
	x.ts0 = ts0;
	x.cpu0 = cpu0;
	x.csw0 = csw0;
	x.ret = ret;
	x.nr = nr;
	x.tflags = tflags;
	x.launching = launching;
	x.pers_flip = pers_flip;
	fl = exit_flags(&x);
	return fl < 0 ? 0 : emit_exit(ctx, &x, fl);
}

/* At an execve's enter: the inputs to take again at its exit should it
 * succeed (none: any note of an earlier one is dropped). */
__noinline int exec_note_missed(__u32 tid, __u32 missed)
{
	struct exec_redo r = { .redo = missed };

	if (missed)
		bpf_map_update_elem(&exec_redo, &tid, &r, BPF_ANY);
	else
		bpf_map_delete_elem(&exec_redo, &tid);
	return 0;
}

/* Reached from the syscall hooks by a tail call (see captures); sock: the
 * hook may go on to capture_sock. */
static __always_inline int capture_rec_of(void *ctx, int sock)
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
	cc.compat = ebt_key_pers(e->nr, e->flags);
	cc.mixed = s->job.at_exit == 2;
	s->job.exec_arg0 = exec_retake && (e->nr == nr_exec[1] || e->nr == nr_exec[3]);
	if (!cc.at_exit)
		s->job.exec_redo = 0;
	size = capture_all(s, sizeof(*e), plan, &cc, &e->ncaps);
	e->h.size = size;
	if (exec_retake && !cc.at_exit && is_exec(e->nr))
		exec_note_missed(e->h.tid, s->job.exec_missed);
	if (sock && cc.at_exit && (plan->flags & EBT_PLAN_SOCKID))
		bpf_tail_call(ctx, &captures, capture_slot + 1);
	submit(e, size, s->job.urgent);
	return 0;
}

SEC("raw_tp")
int capture_rec(struct bpf_raw_tracepoint_args *ctx)
{
	return capture_rec_of(ctx, 1);
}

/* The same, from the enter tracepoints (captures_tp): enter captures only. */
SEC("tracepoint")
int capture_rec_tp(void *ctx)
{
	return capture_rec_of(ctx, 0);
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

#endif
