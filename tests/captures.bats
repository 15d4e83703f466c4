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

@test "a string running into an unmapped page: strace's short read message, its address shown" {
	build_prog page_end_str
	compare_with_strace -e trace=chdir,open,openat -- "$WORK/page_end_str"
	/usr/bin/strace -o /dev/null -e trace=chdir,open,openat "$WORK/page_end_str" 2> s.err
	"$EBTRACE" -o /dev/null -e trace=chdir,open,openat "$WORK/page_end_str" 2> e.err
	sed -E 's/^[^:]*: //; s/@0x[0-9a-f]+/@ADDR/' s.err > s.msg
	sed -E 's/^[^:]*: //; s/@0x[0-9a-f]+/@ADDR/' e.err > e.msg
	grep -q 'short read' s.msg
	diff s.msg e.msg
}

@test "a successful execve whose path, argv and envp are in pages the caller never touched shows their strings" {
	build_prog exec_untouched
	compare_with_strace -e trace=execve -- "$WORK/exec_untouched" e
	compare_with_strace --filter rodata -v -e trace=execve -- "$WORK/exec_untouched" e
	compare_with_strace --filter rodata -v -s 4 -e trace=execve -- "$WORK/exec_untouched" e
}

@test "execveat from untouched pages: the path as given, relative to AT_FDCWD or to a descriptor" {
	build_prog exec_untouched
	compare_with_strace --filter rodata -v -e trace=execveat -- "$WORK/exec_untouched" a
	compare_with_strace --filter rodata -v -e trace=execveat -- "$WORK/exec_untouched" d /bin
}

@test "vfork then execve from untouched pages under -f, also with --syscall-hooks=exit" {
	build_prog exec_untouched
	compare_with_strace --filter rodata -f -v -e trace=execve -- "$WORK/exec_untouched" f
	compare_with_strace --filter rodata --ebtrace-opt --syscall-hooks=exit -f -v -e trace=execve -- \
		"$WORK/exec_untouched" f
}
