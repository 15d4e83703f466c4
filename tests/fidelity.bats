#!/usr/bin/env bats
# Calls that real programs make (python's os module, util-linux, procps,
# coreutils) beyond the shared corpus, each compared with strace.

load test_helper

@test "scheduling policies, attributes and I/O priorities print like strace" {
	build_prog sched_calls
	compare_with_strace --filter '^(sched_|ioprio_)' -- "$WORK/sched_calls"
}

@test "namespaces, timer sigevents and NUMA policies print like strace" {
	build_prog ns_calls
	compare_with_strace --filter '^(unshare|setns|timer_create|get_mempolicy|set_mempolicy|mbind|migrate_pages)\(' -- "$WORK/ns_calls"
}
