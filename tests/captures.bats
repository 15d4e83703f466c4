#!/usr/bin/env bats
# What was captured is shown as strace shows it, and what was cut is marked
# as cut: long paths, long strings and arrays, large buffers.

load test_helper

@test "paths around PATH_MAX print as strace prints them" {
	build_prog long_paths
	compare_with_strace -e trace=open,openat -- "$WORK/long_paths" 1 4094 4095 4096 4097 5000
}

@test "execve arguments of 130,000 bytes print whole under -v -s 200000" {
	local a args=()
	a=$(head -c 130000 /dev/zero | tr '\0' x)
	for i in $(seq 15); do args+=("$a$i"); done
	compare_with_strace -v -s 200000 -e trace=execve -- env -i /bin/true "${args[@]}"
}

@test "execve with 100,000 arguments prints them all under -s 200000" {
	local args=()
	for i in $(seq 100000); do args+=("a$i"); done
	compare_with_strace -s 200000 -e trace=execve -- env -i /bin/true "${args[@]}"
}

@test "-s reaches 1 MiB: read, write, readv and writev show their data up to -s" {
	build_prog big_io
	compare_with_strace -s 1048576 -e trace=read,write,readv,writev -- "$WORK/big_io" 100 1048576
}

@test "-s 70000 cuts buffers and iovec elements where strace does" {
	build_prog big_io
	compare_with_strace -s 70000 -e trace=read,write,readv,writev -- "$WORK/big_io" 70000 140002 300000
}

@test "-e read= and -e write= dump whole buffers over 16 KiB, as they were at the call" {
	build_prog big_io
	compare_with_strace -e read=all -e write=all -e trace=read,write,readv,writev -- \
		"$WORK/big_io" 100 70000 300000
}
