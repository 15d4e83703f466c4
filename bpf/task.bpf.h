/* The current task's fields, read in place. */
#ifndef EBTRACE_BPF_TASK_H
#define EBTRACE_BPF_TASK_H

#include "state.bpf.h"

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

#define EBT_ENOSYS 38   /* the same on every architecture */

/* Is the task inside a call, its result not yet stored?  (the
 * architecture's saved registers say it: EBT_REGS_IN_CALL) */
static __always_inline int in_call(const struct ebt_regs *r)
{
	return EBT_REGS_IN_CALL(r);
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

#endif
