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

char LICENSE[] SEC("license") = "GPL";
