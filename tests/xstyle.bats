#!/usr/bin/env bats
# -X raw and -X verbose (strace's --const-print-style): constants as numbers,
# alone or with their names as comments, for whole programs: the dynamic
# loader's open and mmap flags, file modes, devices, limits, ioctl requests,
# clone flags with the exit signal, wait statuses, capabilities and futexes.

load test_helper

PROCCALLS='(prlimit64|getrusage|prctl|cap[gs]et|futex|clone|exit_group)\(|wait4\((?!.*ru_utime)|\+\+\+'
MEMCALLS='^(mmap|mprotect|madvise|msync|mlock|mlock2|munlock|mlockall|munlockall|mremap|munmap)\('
FILECALLS='^(openat|access|newfstatat|statx|mknodat|umask|chmod|fchmodat|utimensat)\('
# whole traces but for what differs between any two runs: random bytes and
# the tracer's own pid
STABLE='^(P[0-9]+ )?(?!set_tid_address|getrandom|getppid)[a-z+-]'
# ... and, with a child, not where SIGCHLD arrives (before or after wait4)
FORK_STABLE='^(P[0-9]+ )?(?!set_tid_address|getrandom|getppid|rt_sigreturn)[a-z+]'

make_tree() {
	mkdir d
	echo hello > d/f
	chmod 4755 d/f
	mkfifo d/p
	ln -s f d/l
}

@test "-X raw: ls -la, whole trace" {
	make_tree
	compare_with_strace --filter "$STABLE" -X raw -- ls -la d
}

@test "-X verbose: ls -la, whole trace" {
	make_tree
	compare_with_strace --filter "$STABLE" -X verbose -- ls -la d
}

@test "-X raw and verbose: cat of a file and of a character device" {
	echo hello > in.txt
	compare_with_strace --filter "$STABLE" -X raw -- cat in.txt /dev/null
	compare_with_strace --filter "$STABLE" -X verbose -- cat in.txt /dev/null
}

@test "-X raw and verbose: sh -c with a fork, clone flags and wait statuses" {
	echo hello > in.txt
	compare_with_strace --filter "$FORK_STABLE" -X raw -f -- sh -c 'cat in.txt > /dev/null; exit 3'
	compare_with_strace --filter "$FORK_STABLE" -X verbose -f -- sh -c 'cat in.txt > /dev/null; exit 3'
}

@test "-X raw and verbose: limits, capabilities, futex operations, signals in wait statuses" {
	build_prog proc_calls
	compare_with_strace --filter "$PROCCALLS" -X raw -f -- "$WORK/proc_calls"
	compare_with_strace --filter "$PROCCALLS" -X verbose -f -- "$WORK/proc_calls"
}

@test "-X raw and verbose: mmap flags with huge page sizes and unknown types" {
	build_prog mem_calls
	compare_with_strace --filter "$MEMCALLS" -X raw -- "$WORK/mem_calls"
	compare_with_strace --filter "$MEMCALLS" -X verbose -- "$WORK/mem_calls"
}

@test "-X raw and verbose: open flags, file modes, devices and UTIME_* of the file calls" {
	build_prog filecalls
	compare_with_strace --filter "$FILECALLS" -X raw -- "$WORK/filecalls"
	compare_with_strace --filter "$FILECALLS" -X verbose -- "$WORK/filecalls"
}

@test "the same open flags, file modes and limits in each of the three styles" {
	make_tree
	"$EBTRACE" -o out ls -la d
	grep -qF 'openat(AT_FDCWD, "/etc/ld.so.cache", O_RDONLY|O_CLOEXEC) = ' out
	grep -qF 'stx_mode=S_IFREG|S_ISUID|0755,' out
	"$EBTRACE" -X verbose -o out ls -la d
	grep -qF 'openat(-100 /* AT_FDCWD */, "/etc/ld.so.cache", 0x80000 /* O_RDONLY|O_CLOEXEC */) = ' out
	grep -qF 'stx_mode=0104755 /* S_IFREG|S_ISUID|0755 */,' out
	grep -qF 'rlim_max=18446744073709551615 /* RLIM64_INFINITY */}' out
	"$EBTRACE" -X raw -o out ls -la d
	grep -qF 'stx_mode=0104755,' out
	grep -qE '^mmap\(NULL, [0-9]+, 0x3, 0x22, -1, 0\) += 0x' out
}

@test "names at a mapping's end, long hostnames, huge page shifts in every -X style" {
	build_prog names_and_shifts
	local x
	for x in abbrev raw verbose; do
		compare_with_strace -X "$x" -e trace=prctl,sethostname,memfd_create,shmget -- "$WORK/names_and_shifts"
	done
}
