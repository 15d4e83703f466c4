/* The floor: empty programs on the hooks ebtrace uses.  What they cost is
 * what any BPF design with these hooks pays before doing any work. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

#define EMPTY(hook) \
	SEC("raw_tp/" #hook) int hook(void *ctx) { return 0; }

EMPTY(sys_enter)
EMPTY(sys_exit)
EMPTY(sched_process_fork)
EMPTY(sched_process_exec)
EMPTY(sched_process_exit)
EMPTY(sched_switch)
EMPTY(signal_generate)
EMPTY(signal_deliver)

/* Per-syscall tracepoints: they fire only for their own call, so that other
 * calls pay the kernel's check of a bitmap, not a BPF program. */
#define EMPTY_TP(name) \
	SEC("tracepoint/syscalls/" #name) int name(void *ctx) { return 0; }

EMPTY_TP(sys_enter_execve)
EMPTY_TP(sys_enter_exit_group)
EMPTY_TP(sys_enter_select)
EMPTY_TP(sys_enter_pselect6)
EMPTY_TP(sys_enter_clone)

char LICENSE[] SEC("license") = "GPL";
