#!/usr/bin/env bats
# 32-bit programs (gcc -m32) on a 64-bit kernel: the compat personality's
# names and numbers, strace's personality messages, @32/@64, and -c's
# table for 32-bit calls, compared with strace; the compat layouts of
# structures against a 32-bit compiler's.  Skipped where gcc cannot
# link 32-bit programs (gcc-multilib) or the kernel does not run them.

load test_helper
load options_helper

# Build tests/progs/NAME.c as a 32-bit program, $WORK/NAME32.
build_prog32() {
	cc -m32 -O1 -o "$WORK/${1}32" "$TESTS_DIR/progs/$1.c" "${@:2}" 2> "$WORK/cc.err" ||
		skip "gcc -m32 cannot link: $(head -n 1 "$WORK/cc.err")"
}

# A 32-bit program that the kernel runs.
need_m32() {
	printf 'int main(void) { return 0; }\n' > "$WORK/probe.c"
	cc -m32 -o "$WORK/probe32" "$WORK/probe.c" 2> /dev/null || skip "gcc -m32 cannot link"
	"$WORK/probe32" 2> /dev/null || skip "this kernel runs no 32-bit programs"
}

# compare32 NAME [TRACE OPTS...]: tests/progs/NAME.c built as a 32-bit
# program and traced by both; the lines of $SAME compared (with -f, so that
# every line names its task and pids read as labels).
compare32() {
	need_m32
	build_prog32 "$1" -pthread
	compare_with_strace --filter "$SAME" --addr32 -f "${@:2}" -- "$WORK/${1}32"
}

# calls32 NAME CALLS [TRACE OPTS...] [-- ARGS...]: tests/progs/NAME.c built
# as a 32-bit program (once a test) and traced by both with -f, given ARGS;
# the lines of the calls matching CALLS (a regex of names) and the exit
# line compared.
calls32() {
	local prog=$1 calls=$2 opts=()

	shift 2
	while [ $# -gt 0 ] && [ "$1" != -- ]; do
		opts+=("$1")
		shift
	done
	[ $# -eq 0 ] || shift
	need_m32
	[ -x "$WORK/${prog}32" ] || build_prog32 "$prog"
	compare_with_strace --filter "^($calls|\+\+\+)" --addr32 -f "${opts[@]}" -- "$WORK/${prog}32" "$@"
}

# calls32_each NAME CALLS ARGS OPTS...: calls32 once under each of OPTS (a
# string of options split at spaces), the program given ARGS (the same).
calls32_each() {
	local o

	for o in "${@:4}"; do
		# shellcheck disable=SC2086
		calls32 "$1" "$2" $o -- $3
	done
}

# The calls whose arguments read the same in both ABIs, and the lines that
# are not calls.
SAME='^(open|openat|close|read|write|access|faccessat|unlink|unlinkat|mkdir|rmdir|chdir|rename|symlink|readlink|dup|dup2|pipe|pipe2|kill|tgkill|getpid|gettid|exit_group|socket|socketpair|bind|listen|connect|accept|accept4|send\(|recv\(|sendto|recvfrom|getsockname|getpeername|shutdown|setsockopt|getsockopt|semget|semtimedop|shmget|shmat|shmdt|msgget|set_thread_area|get_thread_area|[a-z]*uid32|[a-z]*gid32|getgroups32|[lf]?chown32|nanosleep|clock_nanosleep|ugetrlimit|getrlimit|setrlimit|prlimit64|munmap|mprotect|madvise|\[ Process|---|\+\+\+)'

@test "a 32-bit program the kernel refuses: execve's error, strace's message and exit status" {
	printf 'int main(void) { return 0; }\n' > "$WORK/probe.c"
	cc -m32 -o "$WORK/probe32" "$WORK/probe.c" 2> /dev/null || skip "gcc -m32 cannot link"
	! "$WORK/probe32" 2> /dev/null || skip "this kernel runs 32-bit programs"
	local src=0 erc=0
	strace "$WORK/probe32" > "$WORK/s.err" 2>&1 || src=$?
	"$EBTRACE" "$WORK/probe32" > "$WORK/e.err" 2>&1 || erc=$?
	sed -i -E 's/0x[0-9a-f]+ \/\*/ADDR \/*/; s/^strace: /PROG: /' "$WORK/s.err"
	sed -i -E "s/0x[0-9a-f]+ \/\*/ADDR \/*/; s|^$EBTRACE: |PROG: |" "$WORK/e.err"
	diff -u "$WORK/s.err" "$WORK/e.err"
	[ "$src" = "$erc" ]
}

@test "32-bit file calls, with the personality message, as strace shows them" {
	compare32 filecalls
}

@test "32-bit memory calls" {
	compare32 mem_calls
}

@test "32-bit signals: kill, tgkill and the signal lines" {
	compare32 sig_calls
}

@test "32-bit sockets" {
	compare32 netcalls
}

@test "32-bit sendmmsg and recvmmsg_time64 of 1025 and 100 named messages, their 32-bit mmsghdr arrays whole with -v" {
	need_m32
	build_prog32 mmsg_many
	compare_with_strace --filter '^(sendmmsg|recvmmsg_time64)\(' --addr32 -e trace=/mmsg -- "$WORK/mmsg_many32"
	compare_with_strace --filter '^(sendmmsg|recvmmsg_time64)\(' --addr32 -v -e trace=/mmsg -- "$WORK/mmsg_many32"
}

@test "32-bit socket calls through socketcall: socketpair, send, recv, accept, a recv that blocks" {
	compare32 sock_pairs
}

@test "32-bit socket options: setsockopt and getsockopt values, group_req in its compat layout" {
	compare32 sockopts
}

@test "-e trace= names socketcall's subcalls, send and recv among them" {
	compare32 sock_pairs -e trace=socketpair,send,recv,accept,accept4
}

@test "-e trace= that names no socket call: a 32-bit program's socketcall calls stay out, its closes show" {
	compare32 sock_pairs -e trace=close,exit_group
	"$EBTRACE" -f -e trace=close,exit_group -o "$WORK/e.out" "$WORK/sock_pairs32"
	grep -q '^[0-9]* *close(' "$WORK/e.out"
	! grep -q 'sock' "$WORK/e.out"
}

@test "-e trace=%network on a 32-bit program: the calls made through socketcall" {
	need_m32
	build_prog32 netcalls
	shape_with_strace -f -e trace=%network -- "$WORK/netcalls32"
	grep -q '^[0-9]* *getsockopt(' "$WORK/e.out"
}

@test "-c on 32-bit socket calls: socketcall's subcalls counted by name, as strace's" {
	need_m32
	build_prog32 sock_pairs
	trace_both -f -c -- "$WORK/sock_pairs32"
	python3 "$TESTS_DIR/table_shape.py" --sort-rows "$WORK/s.out" > "$WORK/s.table"
	python3 "$TESTS_DIR/table_shape.py" --sort-rows "$WORK/e.out" > "$WORK/e.table"
	diff -u "$WORK/s.table" "$WORK/e.table"
	grep -q ' recv$' "$WORK/e.table"
}

@test "32-bit System V IPC through ipc(2): semtimedop, shmat's address, shmdt" {
	compare32 sysv_calls
}

@test "32-bit ipc(2) called directly: versions in the call's high half, msgrcv's direct form, calls that are no subcall, an unreadable semctl word" {
	calls32 ipc_mux 'ipc|semctl|msgrcv|shmdt'
	calls32 ipc_mux 'ipc|semctl|msgrcv|shmdt' -e trace=ipc
}

@test "-e trace=%ipc on a 32-bit program: ipc's subcalls by name" {
	need_m32
	build_prog32 sysv_calls
	shape_with_strace -f -e trace=%ipc -- "$WORK/sysv_calls32"
	grep -q '^[0-9]* *msgrcv(' "$WORK/e.out"
}

@test "a 32-bit program execs a missing program, then a 64-bit one: paths, argv and personality messages" {
	need_m32
	build_prog32 exec_other
	compare_with_strace --filter "^(execve|$SAME)" --addr32 -f -- "$WORK/exec_other32" /bin/true
}

@test "-e trace=execve alone: the personality message follows the execve of the other personality" {
	need_m32
	build_prog32 exec_other
	build_prog exec_other
	compare_with_strace --addr32 -e trace=execve -- "$WORK/exec_other32" /bin/true
	compare_with_strace --addr32 -e trace=execve -- "$WORK/exec_other" "$WORK/exec_other32"
}

@test "--syscall-hooks=exit: a 32-bit program's execve and blocked calls" {
	need_m32
	build_prog32 exec_other
	build_prog32 sock_pairs
	compare_with_strace --filter "^(execve|$SAME)" --addr32 --ebtrace-opt --syscall-hooks=exit -f -- \
		"$WORK/exec_other32" "$WORK/sock_pairs32"
}

@test "32-bit resource limits: struct rlimit's RLIM_INFINITY, prlimit64's RLIM64_INFINITY" {
	compare32 rlimits
}

@test "-Xraw and -Xverbose: a 32-bit struct rlimit's infinity is 4294967295" {
	compare32 rlimits -Xraw
	compare32 rlimits -Xverbose
}

@test "32-bit thread areas: set_thread_area's and get_thread_area's struct user_desc" {
	compare32 thread_area
}

@test "32-bit threads under -f" {
	compare32 threads
}

@test "-f: a 64-bit shell execs a 32-bit program, which runs in 32 bit mode" {
	need_m32
	build_prog32 filecalls
	compare_with_strace --filter "^(execve|$SAME)" --addr32 -f -- sh -c "\"$WORK/filecalls32\"; true"
}

@test "-e quiet=personality hides the personality message" {
	need_m32
	build_prog32 filecalls
	shape_with_strace -e quiet=personality -e trace=execve,exit_group -- "$WORK/filecalls32"
	! grep -q '^\[ Process' "$WORK/e.out"
}

@test "@32 and @64 select one personality's calls" {
	need_m32
	build_prog32 filecalls
	shape_with_strace -f -e trace=execve@64,close@32,exit_group@32 -- sh -c "\"$WORK/filecalls32\"; true"
	grep -q '^[0-9]* *close(' "$WORK/e.out"
}

@test "-c on a 32-bit program: a table of the 32-bit names and counts, as strace's" {
	need_m32
	build_prog32 filecalls
	trace_both -c -- "$WORK/filecalls32"
	python3 "$TESTS_DIR/table_shape.py" --sort-rows "$WORK/s.out" > "$WORK/s.table"
	python3 "$TESTS_DIR/table_shape.py" --sort-rows "$WORK/e.out" > "$WORK/e.table"
	diff -u "$WORK/s.table" "$WORK/e.table"
}

# build_widen [SUFFIX]: tests/progs/layout32SUFFIX.c as a 32-bit object,
# and layout_widenSUFFIX.c, which widens its structures with layout.c
build_widen() {
	local src="$TESTS_DIR/../src"
	cc -m32 -c -o "$WORK/layout32$1.o" "$TESTS_DIR/progs/layout32$1.c" 2> /dev/null ||
		skip "gcc -m32 cannot compile"
	# the build's config.h names the architecture's header
	cc -O1 -o "$WORK/layout_widen$1" "$TESTS_DIR/progs/layout_widen$1.c" "$src/decoders/layout.c" \
		"$src/personality.c" "$src/arch/x86_64.c" -I"$src" -I"$(dirname "$EBTRACE")/.." -lseccomp
}

# widen NAME [SUFFIX]: the structure of section .t_NAME of layout32SUFFIX.o
# widened by layout.c as the tracer widens a compat call's structure
widen() {
	objcopy -O binary --only-section=".t_$1" "$WORK/layout32$2.o" "$WORK/$1.bin"
	"$WORK/layout_widen$2" "$1" < "$WORK/$1.bin"
}

@test "compat layouts derived from field types are the 32-bit compiler's: stat64, timespec, rlimit, stack_t, tms, sigaction, flock, flock64, statfs64" {
	build_widen
	run widen stat64
	[ "${lines[0]}" = "size 96/96" ]
	[ "${lines[1]}" = "dev=0x102030405060708 ino=0x1122334455667788 mode=0100644 nlink=3 uid=1001 gid=1002 rdev=0xa0b size=0x123456789" ]
	[ "${lines[2]}" = "blksize=4096 blocks=0x987654321 atime=1700000001.11 mtime=1700000002.22 ctime=1700000003.33" ]
	run widen timespec
	[ "$output" = $'size 8/8\ntv_sec=-5 tv_nsec=999999999' ]
	run widen rlimit
	[ "$output" = $'size 8/8\ncur=RLIM_INFINITY max=1024' ]
	run widen stack
	[ "$output" = $'size 12/12\nsp=0x1234 flags=1 size=8192' ]
	run widen tms
	[ "$output" = $'size 16/16\n1 -2 3 4' ]
	run widen sigaction
	[ "$output" = $'size 20/20\nhandler=0xf7001234 flags=0x14000000 restorer=0xf7005678 mask=0x8000000000000001' ]
	run widen flock
	[ "$output" = $'size 16/16\ntype=1 whence=2 start=-16 len=4096 pid=1234' ]
	run widen flock64
	[ "$output" = $'size 24/24\ntype=0 whence=1 start=4886718345 len=-2 pid=4321' ]
	run widen statfs64
	[ "${lines[0]}" = "size 84/84" ]
	[ "${lines[1]}" = "type=0x9123683e bsize=4096 blocks=0x100000001 bfree=2 bavail=3 files=0x200000004 ffree=5" ]
	[ "${lines[2]}" = "fsid=7,-8 namelen=255 frsize=1024 flags=0x1020" ]
}

@test "32-bit credential and ownership calls: getuid32, getresuid32, chown32... as strace names and shows them" {
	compare32 id_calls
}

@test "32-bit timespecs: nanoseconds out of range show unsigned, 32 bits wide, as strace shows them" {
	compare32 bad_times
}

@test "32-bit System V IPC structures: msqid_ds, semid_ds, shmid_ds, the info structs and message buffers in the compat layout" {
	need_m32
	build_prog32 ipc_calls
	# semctl's other commands and a failed msgrcv show i386's ipc(2)
	# indirection in strace's way, which is not what this test is about
	for o in "" "-v" "-s 4" "-X raw" "-X verbose" "-e verbose=none"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^(shmctl|msgctl|msgsnd)\(|^(semctl|msgrcv)\(.*\{' --addr32 -f $o \
			-- "$WORK/ipc_calls32"
	done
}

COMPAT='^(rt_sig|timer_|waitid|waitpid|sendmsg|recvmsg|clock_adjtime|futex_waitv|socketcall|---)'

@test "32-bit signal sets, siginfo, sigevent, rt_sigreturn's and sigreturn's masks, msghdr and its control messages, i386's own calls" {
	need_m32
	build_prog32 compat_calls
	for o in "" "-v" "-X raw" "-X verbose"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter "$COMPAT|^sigreturn\(" --addr32 -f $o -- "$WORK/compat_calls32"
	done
	# the structures' addresses, rt_sigreturn's mask's found from its frame
	# (sigreturn's stack pointer, which strace shows, its record does not tell)
	compare_with_strace --filter "$COMPAT" --addr32 -f -e verbose=none -- "$WORK/compat_calls32"
	# the handlers return with the mask they were called with
	"$EBTRACE" -e trace=rt_sigreturn,sigreturn -e signal=none -o "$WORK/masks" "$WORK/compat_calls32"
	grep -qx 'rt_sigreturn({mask=\[USR1\]}) *= 0' "$WORK/masks"
	grep -qx 'sigreturn({mask=\[USR1\]}) *= 0' "$WORK/masks"
}

@test "compat layouts of System V IPC structures, siginfo_t's members, cmsghdr, mmsghdr, sigevent, timex, rusage, sysinfo, __old_kernel_stat, mq_attr, iovec, fs_quota_stat and keyctl_kdf_params are the 32-bit compiler's" {
	build_widen _more
	local perm='key=11 uid=1001 gid=1002 cuid=1003 cgid=1004 mode=0640'
	run widen msqid_ds _more
	[ "$output" = "size 88/88"$'\n'"$perm"$'\nstime=-1 rtime=1700000002 ctime=1700000003 qnum=5 qbytes=16384 lspid=100 lrpid=200' ]
	run widen semid_ds _more
	[ "$output" = "size 64/64"$'\n'"$perm"$'\notime=1700000001 ctime=-2 nsems=3' ]
	run widen shmid_ds _more
	[ "$output" = "size 84/84"$'\n'"$perm"$'\nsegsz=8192 atime=1700000001 dtime=1700000002 ctime=1700000003 cpid=300 lpid=400 nattch=2' ]
	run widen shminfo _more
	[ "$output" = $'size 36/36\n0xffffffff 1 4096 4095 0xff000000' ]
	run widen shm_info _more
	[ "$output" = $'size 24/24\n2 3 4 5 6 7' ]
	run widen si_chld _more
	[ "$output" = $'size 128/128\nsigno=17 code=1 pid=500 uid=1001 status=42 utime=7 stime=8' ]
	run widen si_value _more
	[ "$output" = $'size 128/128\nsigno=10 code=-1 pid=600 uid=1002 ptr=0xbadc0de' ]
	run widen cmsghdr _more
	[ "$output" = $'size 12/12\nlen=20 level=1 type=1' ]
	run widen mmsghdr _more
	[ "$output" = $'size 32/32\nname=0xf7000010/110 iov=0xf7000020/3 control=0xf7000030/24 flags=0x40 len=15' ]
	# the fields decoded of the 64 bytes
	run widen sigevent _more
	[ "$output" = $'size 64/20\nvalue=0xf7001234 signo=14 notify=2 function=0xf7005678 attributes=0xf7009abc' ]
	run widen timex _more
	[ "$output" = $'size 128/128\nmodes=0x2001 offset=-5 freq=6 status=64 time=1700000001.999999 tick=10000 shift=4 tai=37' ]
	run widen rusage _more
	[ "$output" = $'size 72/72\nutime=-1.2 stime=3.4 maxrss=4294967295 nivcsw=9' ]
	run widen sysinfo _more
	[ "$output" = $'size 64/64\nuptime=-5 loads=1,2,4294967295 freeswap=6 procs=7 high=8,9 unit=4096' ]
	run widen old_stat _more
	[ "$output" = $'size 32/32\ndev=0x801 ino=12 mode=0100644 nlink=2 uid=1000 gid=1001 rdev=0x107 size=4294967294 times=-16,1700000002,1700000003' ]
	run widen mq_attr _more
	[ "$output" = $'size 32/32\nflags=0x800 maxmsg=-1 msgsize=8192 curmsgs=3' ]
	run widen iovec _more
	[ "$output" = $'size 8/8\nbase=0xf7000040 len=4294967280' ]
	run widen fs_quota_stat _more
	[ "$output" = $'size 68/68\nversion=-2 flags=0x8005 pad=3 u=4294967298,3,4 g=5,25769803783,8 incore=9 limits=-10,11,12 warn=13,65535' ]
	run widen kdf_params _more
	[ "$output" = $'size 44/44\nhashname=0xf7001234 otherinfo=0xf7005678 otherinfolen=9 spare=1,0,0xffffffff' ]
}

@test "32-bit offsets and lengths in two registers: pread64, preadv2, ftruncate64, readahead... as one 64-bit value" {
	need_m32
	build_prog32 offsets64 -D_FILE_OFFSET_BITS=64
	compare_with_strace --filter '^(pread64|pwrite64|preadv|pwritev|preadv2|pwritev2|readahead|fadvise64|fadvise64_64|ftruncate64|truncate64|fallocate|sync_file_range|writev|mremap|poll|\+\+\+)' \
		--addr32 -f -- "$WORK/offsets6432"
	# time's value is the second each run made its call in
	trace_both -e trace=time -- "$WORK/offsets6432"
	local shape='s/[0-9]{10}/N/g; s/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}[+-][0-9]{4}/DATE/g; s/\) +=/) =/'
	diff <(sed -E "$shape" s.out) <(sed -E "$shape" e.out)
	grep -q '^time(\[N /\* DATE \*/\]) = N (DATE)$' <(sed -E "$shape" e.out)
}

@test "32-bit prctl: its options and their arguments decoded, as strace shows them" {
	need_m32
	build_prog32 proc_calls -pthread
	compare_with_strace --filter '^(prctl\(|\+\+\+)' --addr32 -f -- "$WORK/proc_calls32"
}

@test "32-bit ppoll: its pollfds, timeout, signal mask and what is left of the timeout" {
	calls32 ppolls 'ppoll'
}

@test "32-bit getdents and getdents64: records counted by their d_reclen, in the compat linux_dirent where it has one" {
	cd "$WORK"
	calls32 dents getdents
}

@test "32-bit terminal ioctls: termios, termio, winsize and ints, as strace shows them" {
	calls32 tty_ioctls 'ioctl'
	calls32 tty_ioctls 'ioctl' -v
}

@test "32-bit 16-bit id calls (chown, setuid, getresuid, setgroups... without 32): ids of 16 bits, 0xffff as -1" {
	calls32 ids16 '[lf]?chown|set[a-z]*[ug]id|get[a-z]*[ug]id\(|[gs]etgroups'
}

@test "32-bit file structures: struct stat and stat64, statfs and statfs64, flock and flock64, readdir's dirent" {
	# a file with a time before 1970, a directory of two names
	printf '0123456789' > structs.tmp
	touch -d @-10843 structs.tmp
	mkdir dir
	touch dir/a "dir/$(printf 'b\nc')"
	calls32_each file_structs '[lf]?stat|fstatat64|f?statfs|fcntl|readdir' "" -v -Xraw
}

@test "32-bit clock_adjtime64 by name, its clock and struct timex pointer" {
	calls32 adjtime64 'clock_adjtime64'
}

@test "32-bit futex_waitv: its waiters and 64-bit timeout read as in a 64-bit program" {
	calls32 waitv 'futex_waitv'
}

@test "-e inject= on a 32-bit program, and on a 64-bit shell that runs it: its calls by their compat numbers" {
	need_m32
	build_prog32 tamper_calls
	local opts=(-e trace=getuid32,chdir -e inject=getuid32:retval=42:when=2+ -e inject=chdir:error=ENOSPC)
	compare_with_strace --filter '^(getuid32|chdir|\+\+\+)' --addr32 -f "${opts[@]}" -- "$WORK/tamper_calls32"
	compare_with_strace --filter '^(getuid32|chdir|\+\+\+)' --addr32 -f "${opts[@]}" -- sh -c "\"$WORK/tamper_calls32\"; cd /"
}

@test "-e inject= on socketcall's subcalls: the calls glibc makes through socketcall tampered with by their subcall's name" {
	need_m32
	build_prog32 sockopts
	local opts=(-e trace=getsockopt,setsockopt -e inject=getsockopt:error=ENOPROTOOPT:when=2+
		    -e inject=setsockopt:retval=0)
	compare_with_strace --filter '^([gs]etsockopt|\+\+\+)' --addr32 -f "${opts[@]}" -- "$WORK/sockopts32"
}

@test "--output-format=json: a 32-bit call's offset in two registers and a 16-bit id's -1 are one value" {
	need_m32
	build_prog32 offsets64 -D_FILE_OFFSET_BITS=64
	build_prog32 ids16
	"$EBTRACE" -o "$WORK/o.json" --output-format=json -e trace=pread64,chown -- "$WORK/offsets6432"
	"$EBTRACE" -o "$WORK/i.json" --output-format=json -e trace=chown -- "$WORK/ids1632"
	grep -q '^{"type":"syscall".*"syscall":"pread64".*{"text":"-4294967297","value":-4294967297}' "$WORK/o.json"
	grep -q '^{"type":"syscall".*"syscall":"chown".*{"text":"-1","value":-1},{"text":"-1","value":-1}' "$WORK/i.json"
}

@test "execve from untouched pages across personalities: strings from the new program's stack" {
	need_m32
	build_prog32 exec_untouched
	build_prog exec_untouched
	compare_with_strace --filter rodata --addr32 -v -e trace=execve -- "$WORK/exec_untouched32" e
	compare_with_strace --filter rodata --addr32 -v -e trace=execve -- \
		"$WORK/exec_untouched" p "$WORK/exec_untouched32"
}

# ioctl32 NAME OPTS...: tests/progs/NAME.c as a 32-bit program, its ioctl
# calls on a bad descriptor compared with strace's under each of OPTS.
ioctl32() {
	local o

	need_m32
	build_prog32 "$1"
	for o in "${@:2}"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(-1,' --addr32 $o -- "$WORK/${1}32"
	done
}

# Families whose structs are of fixed-size fields, and ATA disks' geometry
# (its start a long) and requests the kernel has no compat handling of.
@test "32-bit ioctl requests of many families (files, seccomp, GPIO, counters, random, watchdog, UBI, LIRC, NBD, ATA disks) like strace" {
	ioctl32 ioctl_calls "" -v "-X raw" "-X verbose" "-e verbose=none" \
		"-e inject=ioctl:retval=8" "-v -e inject=ioctl:retval=8"
}

@test "32-bit PTP clock ioctls like strace" {
	ioctl32 ioctl_ptp "" "-X raw" "-X verbose" "-e inject=ioctl:retval=0" \
		"-s 2 -e inject=ioctl:retval=0"
}

@test "32-bit KVM ioctls with their structs, and why each KVM_RUN stopped, like strace" {
	[ -w /dev/kvm ] || skip "no /dev/kvm"
	need_m32
	build_prog32 ioctl_kvm
	"$WORK/ioctl_kvm32" || skip "no KVM virtual machine here"
	local o
	for o in "" -y -v "-e kvm=vcpu"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(' --addr32 $o -- "$WORK/ioctl_kvm32"
	done
}

@test "32-bit device mapper ioctls with the data after their struct, like strace" {
	ioctl32 ioctl_dm "" -v "-v -s 5" "-v -e inject=ioctl:retval=0"
}

# Their structs with pointers (an overlay's clips, the extended controls
# and their strings), longs, 64-bit fields and timestamps, in the compat
# layout.
@test "32-bit V4L2 ioctls with the structs and arrays they point to, like strace" {
	ioctl32 ioctl_v4l2 "" "-v" "-X raw" "-s 1" "-e inject=ioctl:retval=0" \
		"-v -e inject=ioctl:retval=0" "-s 1 -e inject=ioctl:retval=0"
}

# Their structs with a timespec, a union or a pointer laid out otherwise,
# the clone sources and quota groups read through 4-byte pointers.
@test "32-bit btrfs ioctls with their structs and what their pointers lead to, like strace" {
	ioctl32 ioctl_btrfs "" -v "-X raw" "-e verbose=none" "-e inject=ioctl:retval=0" \
		"-v -e inject=ioctl:retval=0" "-s 2 -v -e inject=ioctl:retval=0"
}

# SG_IO: the v3 struct in its compat layout, the v4 one as natively, their
# buffers through 4-byte pointers or 64-bit ones, the iovecs of 8 bytes.
@test "32-bit SG_IO of both interfaces with its buffers, like strace" {
	ioctl32 ioctl_sg_io "" -v "-X raw" "-s 8" "-e verbose=none" "-e inject=ioctl:retval=0" \
		"-s 5 -e inject=ioctl:retval=0"
}

@test "32-bit umount, reboot, syslog, modify_ldt and gettimeofday's timezone, as strace shows them" {
	calls32 compat_admin 'umount|reboot|syslog|modify_ldt|[gs]ettimeofday'
}

@test "32-bit old signal calls: sigaction, signal, sigprocmask, sigpending, sgetmask and ssetmask, their sets a long" {
	calls32 compat_oldsig 'sigaction|signal|sigprocmask|sigpending|sgetmask|ssetmask'
}

@test "32-bit _newselect, pselect6 and pselect6_time64: fd_sets of longs, pselect6's mask; the old mmap's struct of arguments" {
	calls32 compat_select '_newselect|pselect6|mmap\('
	calls32 compat_select '_newselect|pselect6|mmap\(' -e verbose=none
}

@test "32-bit NUMA calls: set_mempolicy and get_mempolicy's masks of 32-bit longs, move_pages' 4-byte pointers" {
	calls32 compat_numa '[sg]et_mempolicy|move_pages'
}

@test "32-bit message queues: mq_open and mq_getsetattr's struct mq_attr of longs" {
	calls32 compat_mq 'mq_'
}

@test "32-bit iovecs of another process: process_vm_readv, process_vm_writev, process_madvise" {
	calls32 compat_vm_iov 'process_'
}

@test "32-bit AF_NFC addresses: struct sockaddr_nfc_llcp in the compat layout of its size_t" {
	calls32 compat_nfc 'connect'
}

@test "32-bit socket filters: SO_ATTACH_FILTER's struct sock_fprog of a 4-byte pointer, SO_GET_FILTER's instructions" {
	calls32 compat_sockfilter '[sg]etsockopt'
	calls32 compat_sockfilter '[sg]etsockopt' -v
}

@test "-i on a 32-bit program: its instruction pointers 8 digits wide, as strace prints them" {
	need_m32
	build_prog32 compat_admin
	trace_both -i -- "$WORK/compat_admin32"
	# the 64-bit execve, then the 32-bit program's calls and exit
	local shape='s/^\[[0-9a-f]{16}\] /[PC64] /; s/^\[[0-9a-f]{8}\] /[PC32] /; s/\(.*//'
	diff <(sed -E "$shape" s.out | sort | uniq -c) <(sed -E "$shape" e.out | sort | uniq -c)
	grep -q '^\[????????\] +++ exited with 0 +++$' e.out
	grep -q '^\[PC32\] umount' <(sed -E "$shape; s/^(\[PC32\] [a-z_0-9]+).*/\1/" e.out)
}

@test "32-bit sendfile's offset a long, sendfile64's 64 bits" {
	calls32 compat_sendfile 'sendfile'
}

@test "32-bit oldstat, oldlstat and oldfstat: struct __old_kernel_stat, without nanoseconds" {
	calls32 compat_oldstat 'old[lf]?stat'
	calls32 compat_oldstat 'old[lf]?stat' -v
}

@test "32-bit AIO: io_setup's context, io_submit's 4-byte pointers to struct iocb, io_getevents' events; get_robust_list" {
	calls32 compat_aio 'io_|get_robust_list'
}

@test "32-bit kexec_load's segments and _sysctl's struct __sysctl_args, of 4-byte pointers and sizes" {
	calls32 compat_kexec 'kexec_load|_sysctl'
}

@test "-e write= and -e read= on a 32-bit program's send and recv (socketcall's subcalls): their data dumped" {
	calls32 compat_sendrecv 'send|recv|socketpair| \|' -e write=all -e read=all
}

@test "32-bit old select: its struct of arguments, the sets and timeval it points to, shown as select; nfds 2^31-1 on sets whose far pages were never touched, or are not mapped" {
	calls32 compat_oldselect 'select'
	calls32 compat_oldselect 'select' -e verbose=none
}

@test "-n on a 32-bit program: socketcall's subcalls show socketcall's number, the calls of their own theirs" {
	need_m32
	build_prog32 compat_sendrecv
	compare_with_strace --filter '^\[ *[0-9]+\] (send|recv|socketpair|exit_group)' --addr32 -n -- "$WORK/compat_sendrecv32"
}

@test "32-bit arch_prctl, personality, lookup_dcookie, mount, mount_setattr and landlock: stored values by their ABI's size, a 64-bit cookie in two registers" {
	calls32 compat_misc 'arch_prctl|personality|lookup_dcookie|mount|landlock'
}

@test "32-bit kcmp and pidfd_getfd: descriptors of other processes, kcmp's epoll slot" {
	calls32 pid_calls 'kcmp|pidfd_getfd'
}

@test "32-bit quotactl: struct if_dqblk packed, fs_quota_stat in its compat layout, as strace shows them" {
	local inj='-e inject=quotactl,quotactl_fd:retval=0'
	calls32_each compat_misc quotactl "" "" -v "$inj" "$inj -v -X raw"
	calls32_each struct_args quotactl quota "" -v "$inj" "$inj -v -X raw"
}

@test "32-bit keyctl: its commands' strings, buffers and structures, the KDF parameters' pointers 4 bytes wide" {
	calls32_each struct_args keyctl keyctl "" -v "-X raw" "-e verbose=none"
}

@test "32-bit clone and clone3: i386's argument order, clone3's thread segment a struct user_desc" {
	calls32_each compat_misc clone "" "" -v "-X raw"
	calls32 clone_pidfd clone
}

@test "32-bit bpf: union bpf_attr by command, its __aligned_u64 pointers read as in a 64-bit program" {
	calls32_each bpf_attrs bpf "" "" -v "-X raw"
}

@test "32-bit io_uring_setup and io_uring_register: their structures, and the buffers' iovecs in the compat layout" {
	calls32_each struct_args io_uring io_uring "" -v "-X raw"
}

@test "32-bit perf_event_open: struct perf_event_attr read as in a 64-bit program, pid, cpu and flags 32 bits wide" {
	calls32_each struct_args perf_event_open perf "" -v "-X raw"
}

@test "32-bit fanotify_mark: its 64-bit mask in two registers, the descriptor and path after it captured from theirs" {
	calls32_each compat_misc fanotify_mark "" "" -y "-X raw"
}

# A 32-bit ptrace trace with the traced child's pid (in decimal, and in hex
# in the registers that hold it) and addresses as words.
regs32_out() {
	local pid
	pid=$(sed -nE '1s/^ptrace\([^,]+, ([0-9]+),.*/\1/p' "$1")
	[ -n "$pid" ]
	sed -E "s/\b$pid\b/PID/g; s/=0x$(printf %x "$pid")\b/=PID/g; s/0x[0-9a-f]{7,8}\b/ADDR/g; s/\) +=/) =/" "$1"
}

@test "32-bit ptrace: i386's register sets and iovecs, compat siginfo of every kind, syscall numbers named by their personality" {
	need_m32
	build_prog32 ptrace_regs
	local x
	for x in -Xabbrev -Xraw -Xverbose -y; do
		trace_both "$x" -e trace=ptrace -e signal=none -- "$WORK/ptrace_regs32"
		diff <(regs32_out s.out) <(regs32_out e.out)
	done
	grep -qE 'NT_PRSTATUS, \{iov_base=\{ebx=PID, .* xss=0x2b\}, iov_len=224 => 68\}\) = 0' <(regs32_out e.out)
	build_prog32 ptrace_calls
	for x in -Xabbrev -Xverbose; do
		trace_both "$x" -e trace=ptrace -e signal=none -- "$WORK/ptrace_calls32"
		diff <(regs32_out s.out) <(regs32_out e.out)
	done
}

@test "-y on 32-bit sendmsg and recvmsg: descriptors passed with SCM_RIGHTS after an SCM_CREDENTIALS message carry what their sender knew of them" {
	need_m32
	build_prog32 passfds
	compare_with_strace --filter '^(P[0-9]+ )?(sendmsg|recvmsg)\(' --addr32 -f -y -- "$WORK/passfds32"
}
