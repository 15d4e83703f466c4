#!/usr/bin/env bats
# What was captured is shown as strace shows it, and what was cut is marked
# as cut: long paths, long strings and arrays, large buffers.

load test_helper

@test "paths around PATH_MAX print as strace prints them" {
	build_prog long_paths
	compare_with_strace -e trace=open,openat -- "$WORK/long_paths" 1 4094 4095 4096 4097 5000
}
