/* Process lifecycle and signals: fork, exit, exec and signal delivery of
 * the traced tasks. */
#ifndef EBTRACE_BPF_LIFECYCLE_H
#define EBTRACE_BPF_LIFECYCLE_H

#include "task.bpf.h"
#include "scope.bpf.h"
#include "ustack.bpf.h"
#include "syscalls.bpf.h"

/* Exit-only hooks: the current task is inside a call that shows (what
 * pending says with both hooks; with exit-only ones it says that the
 * call's enter is out). */
static __always_inline int in_traced_call(void)
{
	struct ebt_shared *sh = get_shared();
	const struct ebt_regs *r = cur_regs();
	long nr;

	if (!sh || !in_call(r))
		return 0;
	nr = cur_key();
	return call_flags(nr, flags_of(sh, nr)) & EBT_PLAN_TRACED;
}

/* ---- process lifecycle ------------------------------------------------- */

/* The fork's call (the parent's, in progress) has CLONE_PTRACE: the
 * child would be traced by its parent's ptrace tracer. */
static __always_inline int clone_asks_ptrace(void)
{
	const struct ebt_regs *r = cur_regs();
	long key = ebt_sys_key(EBT_REGS_NR(r), EBT_REGS_COMPAT(r));
	__u64 a[6], flags = 0;

	ebt_regs_args(r, a);
	if (key < 0)
		return 0;
	if (key == nr_clone[0] || key == nr_clone[2])
		flags = a[0];
	else if (key == nr_clone[1] || key == nr_clone[3])
		bpf_probe_read_user(&flags, sizeof(flags), (void *)a[0]);   /* clone_args.flags */
	return (flags & 0x2000 /* CLONE_PTRACE */) != 0;
}

SEC("raw_tp/sched_process_fork")
int sched_process_fork(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	struct ebt_fork_event ev = {};
	__u64 child = ctx->args[1];
	struct ebt_shared *sh = get_shared();

	if (!sh || !is_traced(sh, (__u32)pid_tgid))
		return 0;
	if (!follow_forks && !clone_asks_ptrace())
		return 0;
	fill_hdr(&ev.h, EBT_EV_FORK, pid_tgid);
	ev.h.ts = bpf_ktime_get_ns();
	ev.h.size = sizeof(ev);
	ev.child_tid = task_u32(child, off.task_pid);
	ev.child_tgid = task_u32(child, off.task_tgid);
	if (!follow_forks) {
		ev.flags = EBT_FORK_PTRACE_UNFOLLOWED;
		submit(&ev, sizeof(ev), 0);
		return 0;
	}
	clear_pending(sh, ev.child_tid);
	note_ns_ids(child, ev.child_tid);
	set_traced(sh, ev.child_tid);
	submit(&ev, sizeof(ev), 0);
	return 0;
}

/* -Y: a traced task takes a new name; strace reads /proc/PID/comm at
 * each line, so the name counts from the task's next record on. */
SEC("raw_tp/task_rename")
int task_rename(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 task = ctx->args[0];
	struct ebt_shared *sh = get_shared();
	struct ebt_comm_event ev = {};
	__u32 tid = task_u32(task, off.task_pid);

	VERIFIER_MASK(tid, 0x3fffff);   /* pids are below PID_MAX_LIMIT */
	if (!sh || !is_traced(sh, tid))
		return 0;
	ev.h.type = EBT_EV_COMM;
	ev.h.tid = tid;
	ev.h.tgid = task_u32(task, off.task_tgid);
	ev.h.ts = bpf_ktime_get_ns();
	ev.h.size = sizeof(ev);
	/* the kernel keeps TASK_COMM_LEN - 1 bytes of it */
	bpf_probe_read_kernel_str(ev.comm, sizeof(ev.comm), (void *)ctx->args[1]);
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

	if (!traced_or_adopted(sh, pid_tgid, 0))
		return 0;
	fill_hdr(&ev.h, EBT_EV_EXIT, pid_tgid);
	ev.h.ts = bpf_ktime_get_ns();
	ev.h.size = sizeof(ev);
	ev.exit_code = task_u32(ctx->args[0], off.task_exit_code);
	ev.group_dead = ctx->args[1] & 1;
	if (ev.group_dead) {
		__u64 sig = task_u64(ctx->args[0], off.task_signal);

		if (sig && task_u32(sig, off.signal_flags) & 0x4 /* SIGNAL_GROUP_EXIT */)
			ev.flags |= EBT_EXIT_GROUP_EXIT;
	}
	if (tid == pid_tgid >> 32) {
		/* a leader killed by another thread's execve gets replaced by it */
		__u64 sig = task_u64(ctx->args[0], off.task_signal);
		__u64 execer = sig ? task_u64(sig, off.signal_group_exec_task) : 0;

		if (execer && execer != ctx->args[0])
			ev.superseded_by = task_u32(execer, off.task_pid);
	}
	clear_pending(sh, tid);
	if (use_inflight)
		inflight_drop(tid);
	submit(&ev, sizeof(ev), 1);
	/* after the record: a clear bit tells the reader that the task has
	 * ended and that its exit record, if any, is in the ring already */
	clear_traced(sh, tid);
	return 0;
}

/* Where the caller's path begins in the one execveat made of it and a
 * descriptor, "/dev/fd/N/PATH"; 0: not there ("/dev/fd/N" of
 * AT_EMPTY_PATH, or too long a prefix). */
static __always_inline __u32 fdpath_skip(__u64 fdpath)
{
	char head[24] = {};

	bpf_probe_read_kernel_str(head, sizeof(head), (void *)fdpath);
	for (__u32 i = sizeof("/dev/fd/") - 1; i < sizeof(head); i++) {
		if (!head[i])
			return 0;
		if (head[i] == '/')
			return i + 1;
	}
	return 0;
}

/* The execve of old_tid (now tid) has loaded its new image (bprm): of
 * the inputs to take again from there at its exit (see exec_redo), keep
 * those the image has as the caller gave them.  Its path is bprm's
 * filename, after the "/dev/fd/N/" of an execveat relative to a
 * descriptor; its argv is the caller's unless an interpreter (a
 * script's #!, binfmt_misc) took the place of argv[0]. */
__noinline int exec_redo_image(__u32 old_tid, __u32 tid, __u64 bprm)
{
	struct exec_redo *r = bpf_map_lookup_elem(&exec_redo, &old_tid);
	struct exec_redo img;
	__u64 filename, fdpath;
	__u32 skip = 0;

	if (!r)
		return 0;
	img = *r;
	if (old_tid != tid)
		bpf_map_delete_elem(&exec_redo, &old_tid);
	filename = task_u64(bprm, off.binprm_filename);
	fdpath = off.binprm_fdpath ? task_u64(bprm, off.binprm_fdpath) : 0;
	if (fdpath && !(skip = fdpath_skip(fdpath)))
		img.redo &= ~EXEC_REDO_PATH;
	if (!off.binprm_fdpath || !off.binprm_exec)
		img.redo &= ~EXEC_REDO_PATH;
	if (!off.binprm_interp || !off.binprm_filename ||
	    task_u64(bprm, off.binprm_interp) != filename)
		img.redo &= ~EXEC_REDO_ARGV;
	if (EBT_REGS_COMPAT(cur_regs()))
		img.redo |= EXEC_REDO_COMPAT;
	img.redo |= EXEC_REDO_LOADED;
	img.execfn = off.binprm_exec ? task_u64(bprm, off.binprm_exec) + skip : 0;
	bpf_map_update_elem(&exec_redo, &tid, &img, BPF_ANY);
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
		{
			__s64 *key = bpf_map_lookup_elem(&exec_entered, &old_tid);

			if (key) {
				bpf_map_update_elem(&exec_entered, &tid, key, BPF_ANY);
				bpf_map_delete_elem(&exec_entered, &old_tid);
			}
		}
	}
	if (exec_retake)
		exec_redo_image(old_tid, tid, ctx->args[2]);
	if (ustack_size)
		ustack_exec(pid_tgid, ctx->args[2]);
	fill_hdr(&ev.h, EBT_EV_EXEC, pid_tgid);
	ev.h.ts = bpf_ktime_get_ns();
	ev.h.size = sizeof(ev);
	ev.old_tid = old_tid;
	if (EBT_REGS_COMPAT(cur_regs()))
		ev.flags |= EBT_EXEC_COMPAT;
	if (name_pids)
		read_comm(ev.comm, bpf_get_current_task());
	cred = task_u64(bpf_get_current_task(), off.task_cred);
	if (cred) {
		bpf_probe_read_kernel(ev.ids, sizeof(ev.ids), (void *)(cred + off.cred_uid));
		ev.cap_permitted = task_u64(cred, off.cred_cap_permitted);
	}
	/* the new image may run with privileges the user could not trace:
	 * nothing more of it is seen, counted or shown */
	if (guard_creds && !creds_allowed(bpf_get_current_task())) {
		clear_traced(sh, tid);
		ev.flags |= EBT_EXEC_FORBIDDEN;
	}
	/* exit-only hooks: user space attaches sys_enter for a 32-bit
	 * program's calls (they have no enter tracepoints) as soon as it
	 * reads this */
	submit(&ev, sizeof(ev), exit_only_on() && (ev.flags & EBT_EXEC_COMPAT));
	return 0;
}

/* -Y: the name of the task the signal's si_pid names (in the namespace
 * of the receiver) while the kernel can find it: strace reads it when it
 * shows the signal, the sender (a child that exited, most often) still
 * existing.  Not inlined: the search's state would add to the hooks'
 * stacks, near their limit. */
static __noinline void signal_sender_comm(struct ebt_signal_event *ev, __u64 receiver)
{
	__s32 pid;
	__u64 task;

	if (!name_pids || !ev)
		return;
	pid = ((__s32 *)ev->siginfo)[4];   /* si_pid */
	if (pid <= 0)
		return;
	task = task_of_id(pid, pidns_level_of(receiver));
	if (task)
		read_comm(ev->pid_comm, task);
}

SEC("raw_tp/signal_deliver")
int signal_deliver(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 pid_tgid = bpf_get_current_pid_tgid();
	struct ebt_signal_event ev = {};

	if (!traced_or_adopted(get_shared(), pid_tgid, 0))
		return 0;
	fill_hdr(&ev.h, EBT_EV_SIGNAL, pid_tgid);
	ev.h.ts = bpf_ktime_get_ns();
	ev.h.size = sizeof(ev);
	ev.sig = (int)ctx->args[0];
	bpf_probe_read_kernel(ev.siginfo, 48, (void *)ctx->args[1]);
	signal_sender_comm(&ev, bpf_get_current_task());
	if (ev.sig == 19 || ev.sig == 20 || ev.sig == 21 || ev.sig == 22) {
		/* SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU: their default action stops */
		__u64 handler = 1;

		bpf_probe_read_kernel(&handler, sizeof(handler), (void *)ctx->args[2]);
		if (handler == 0)
			ev.flags |= EBT_SIGF_STOPS;
	}
	ev.ip = EBT_REGS_IP(cur_regs());
	ev.flags |= EBT_SIGF_IP;
	if (ustack_size)
		emit_ustack(pid_tgid);
	submit(&ev, sizeof(ev), 0);
	return 0;
}

/* Signals that kill by default and are not in SIG_KERNEL_IGNORE_MASK or
 * SIG_KERNEL_STOP_MASK (the standard signals, bit n - 1 for signal n). */
#define EBT_DEFAULT_FATAL (~((1ULL << (17 - 1)) | (1ULL << (18 - 1)) | (1ULL << (19 - 1)) | \
			     (1ULL << (20 - 1)) | (1ULL << (21 - 1)) | (1ULL << (22 - 1)) | \
			     (1ULL << (23 - 1)) | (1ULL << (28 - 1))) & 0xffffffffULL)

/* The synchronous signals (a fault's), dequeued first from each queue. */
#define EBT_SYNCHRONOUS ((1ULL << (4 - 1)) | (1ULL << (5 - 1)) | (1ULL << (7 - 1)) | \
			 (1ULL << (8 - 1)) | (1ULL << (11 - 1)) | (1ULL << (31 - 1)))

enum { SIG_NOTHING_FIRST, SIG_OTHERS_FIRST, SIG_KILLED_FIRST };

/* What the task (ptraced) would dequeue before sig, generated for it now
 * (group: into the process's queue, after the task's own): the signals
 * pending and not blocked that its own queue holds, then in sig's queue
 * the synchronous ones and the lower numbers.  SIG_KILLED_FIRST when one
 * of them kills by default, not handled: sig would never be reported (an
 * orphaned process group's stopped member gets SIGHUP then SIGCONT, and
 * dies of SIGHUP).  Standard signals only. */
struct fatal_scan {
	__u64 sighand, fatal;   /* bit n - 1: signal n, pending, kills by default */
	int killed;
};

/* Signal i + 1 of the scan kills: its action is SIG_DFL (a bpf_loop
 * round: the verifier looks at it once, not at 32 copies). */
static long fatal_by_default(__u32 i, void *data)
{
	struct fatal_scan *f = data;

	if (i >= 32 || !((f->fatal >> i) & 1) ||
	    task_u64(f->sighand, off.sighand_action + i * off.k_sigaction_size) != 0 /* SIG_DFL */)
		return 0;
	f->killed = 1;
	return 1;
}

static __always_inline int signals_first(__u64 task, int sig, int group)
{
	__u64 signal = task_u64(task, off.task_signal), own, shared = 0, first;
	struct fatal_scan f = {};

	if (sig < 2 || sig > 32 || !task_sigpending_off || !off.k_sigaction_size)
		return SIG_NOTHING_FIRST;
	own = task_u64(task, task_sigpending_off);
	if (signal)
		shared = task_u64(signal, off.signal_shared_pending);
	first = own & (group ? ~0ULL : EBT_SYNCHRONOUS | ((1ULL << (sig - 1)) - 1));
	if (group)
		first |= shared & (EBT_SYNCHRONOUS | ((1ULL << (sig - 1)) - 1));
	first &= ~task_u64(task, off.task_blocked) & 0xffffffffULL;
	if (!first)
		return SIG_NOTHING_FIRST;
	f.sighand = task_u64(task, off.task_sighand);
	f.fatal = first & EBT_DEFAULT_FATAL;
	if (!f.sighand || !f.fatal)
		return SIG_OTHERS_FIRST;
	bpf_loop(32, fatal_by_default, &f, 0);
	return f.killed ? SIG_KILLED_FIRST : SIG_OTHERS_FIRST;
}

/* The record of signal sig generated for task (tid) with info as the
 * kernel passed it, ev's flags set.  A global function: the paths that
 * decided those flags end in one call, checked once. */
__noinline int send_generated(struct ebt_signal_event *ev, __u64 task, __u64 info, int sig)
{
	__u32 tid, tgid;

	if (!ev)
		return 0;
	tid = task_u32(task, off.task_pid);
	tgid = task_u32(task, off.task_tgid);
	/* a task that signals itself (a fault, or a call): where it is is
	 * where ptrace would have reported the signal */
	if (tid == (__u32)bpf_get_current_pid_tgid()) {
		ev->ip = EBT_REGS_IP(cur_regs());
		ev->flags |= EBT_SIGF_IP;
		if (ustack_size) {
			emit_ustack(bpf_get_current_pid_tgid());
			ev->flags |= EBT_SIGF_USTACK;
		}
	}
	fill_hdr(&ev->h, EBT_EV_SIGNAL, ((__u64)tgid << 32) | tid);
	ev->h.size = sizeof(*ev);
	ev->sig = sig;
	if (info > 1) {
		bpf_probe_read_kernel(ev->siginfo, 48, (void *)info);
	} else {
		/* SEND_SIG_NOINFO (from user space) or SEND_SIG_PRIV (kernel) */
		__s32 *si = (__s32 *)ev->siginfo;

		si[0] = sig;
		si[2] = info ? 0x80 /* SI_KERNEL */ : 0 /* SI_USER */;
		if (!info) {
			struct ebt_ns_ids ids;

			/* the sender as the receiver sees it (taken to be in
			 * ebtrace's PID namespace) */
			if (pidns_inum && ns_ids_of(bpf_get_current_task(), &ids))
				si[4] = ids.tgid;
			else
				si[4] = bpf_get_current_pid_tgid() >> 32;
			si[5] = (__u32)bpf_get_current_uid_gid();
		}
	}
	signal_sender_comm(ev, task);
	submit(ev, sizeof(*ev), 0);
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
	__u32 tid;

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
	/* ebtrace's own signals are not theirs */
	if (is_tracer(bpf_get_current_pid_tgid()))
		return 0;
	tid = task_u32(task, off.task_pid);
	if (!is_traced(get_shared(), tid))
		return 0;
	if (ev.flags & EBT_SIGF_IGNORED) {
		int first = signals_first(task, (int)ctx->args[0], (int)ctx->args[3]);

		if (first == SIG_KILLED_FIRST)
			return 0;
		if (first == SIG_OTHERS_FIRST)
			ev.flags |= EBT_SIGF_BEHIND;
	}
	if ((ev.flags & EBT_SIGF_IGNORED) &&
	    (exit_only_on() ? tid == (__u32)bpf_get_current_pid_tgid() && in_traced_call() :
			 is_pending(get_shared(), tid)))
		ev.flags |= EBT_SIGF_IN_CALL;
	return send_generated(&ev, task, info, (int)ctx->args[0]);
}

#endif
