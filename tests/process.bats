#!/usr/bin/env bats
# The process family: limits, identity, prctl, futex, clone, wait, kill.

load test_helper

# The tracee's own calls, past the dynamic loader (rusage times vary).
# Signal lines are left out: a signal that is ignored, or fatal with the
# default action, never reaches delivery unless the task is ptraced, so
# only strace sees those.
PROCCALLS='(prlimit64|getrlimit|setrlimit|getrusage|uname|getrandom|arch_prctl|prctl|getres[ug]id|[gs]etgroups|setresuid|[gs]etpriority|umask|cap[gs]et|futex|set_robust_list|sched_getaffinity|kill|tgkill|waitid|clone|exit_group)\(|wait4\((?!.*ru_utime)|\+\+\+'

@test "process calls print like strace" {
	build_prog proc_calls
	compare_with_strace --filter "$PROCCALLS" -f -- "$WORK/proc_calls"
}

@test "wait statuses, rlimits and clone flags" {
	trace_prog proc_calls
	grep -qE 'wait4\([0-9]+, \[\{WIFEXITED\(s\) && WEXITSTATUS\(s\) == 7\}\], 0, NULL\) += [0-9]+' out
	grep -qE 'wait4\([0-9]+, \[\{WIFSIGNALED\(s\) && WTERMSIG\(s\) == SIGTERM\}\], __WALL, NULL\) += [0-9]+' out
	grep -qE 'wait4\([0-9]+, NULL, 0, \{ru_utime=\{tv_sec=0, tv_usec=[0-9]+\}, ru_stime=\{tv_sec=0, tv_usec=[0-9]+\}, \.\.\.\}\) += [0-9]+' out
	grep -qF 'prlimit64(0, RLIMIT_CORE, {rlim_cur=8192*1024, rlim_max=RLIM64_INFINITY}, {rlim_cur=' out
	grep -qF 'prlimit64(0, 0x63 /* RLIMIT_??? */, NULL, 0x1) = -1 EINVAL' out
	grep -qE 'clone\(child_stack=NULL, flags=CLONE_CHILD_CLEARTID\|CLONE_CHILD_SETTID\|SIGCHLD, child_tidptr=0x[0-9a-f]+\) += [0-9]+' out
	grep -qE 'arch_prctl\(ARCH_GET_FS, \[0x[0-9a-f]+\]\) += 0' out
	grep -qF 'arch_prctl(0x3001 /* ARCH_??? */, 0x1) = -1 EINVAL' out
	grep -qF 'futex(0x' out
	grep -qF 'FUTEX_WAIT_BITSET_PRIVATE|FUTEX_CLOCK_REALTIME, 1, NULL, FUTEX_BITSET_MATCH_ANY) = -1 EAGAIN' out
	grep -qF 'kill(999999, 77) = -1 ESRCH' out
	grep -qF 'prctl(PR_SET_NAME, "a-rather-long-t"...) = 0' out
	grep -qF 'prctl(PR_GET_PDEATHSIG, [SIGTERM]) = 0' out
}

@test "uname and sysinfo are decoded in full with -v" {
	run "$EBTRACE" -v -o out python3 -c 'import os; os.uname()'
	grep -qE '^uname\(\{sysname="Linux", nodename="[^"]*", release="[^"]*", version="[^"]*", machine="x86_64", domainname="[^"]*"\}\) += 0' out
	grep -qE '^sysinfo\(\{uptime=[0-9]+, loads=\[[0-9]+, [0-9]+, [0-9]+\], totalram=[0-9]+, .*mem_unit=1\}\) += 0' out
}

@test "execve with -v prints the environment" {
	run "$EBTRACE" -v -o out env -i A=1 BB=2 /bin/true
	grep -qF 'execve("/bin/true", ["/bin/true"], ["A=1", "BB=2"]) = 0' out
	run "$EBTRACE" -o out env -i A=1 /bin/true
	grep -qE '^execve\("/bin/true", \["/bin/true"\], 0x[0-9a-f]+ /\* 1 var \*/\) += 0' out
}

# The kernel side takes as many strings as the record holds (hundreds),
# and says so with "..." when the environment goes on past that.
@test "execve with -v: environments of 300 and of 3000 long variables in full" {
	local vars=() big=() i
	for i in $(seq 300); do vars+=("VARIABLE_$i=value-$i"); done
	compare_with_strace --filter '^execve\("/bin/true"' -v -- env -i "${vars[@]}" /bin/true
	for i in $(seq 3000); do big+=("V$i=$(printf '%040d' "$i")"); done
	compare_with_strace --filter '^execve\("/bin/true"' -v -- env -i "${big[@]}" /bin/true
}

@test "syscalls strace 6.1 has no name for print as syscall_0xNR" {
	build_prog rare_calls
	compare_with_strace --filter '^(syscall_|getpmsg|vhangup|sched_|timer_|io_|kcmp|pkey_|mq_|keyctl|unshare|seccomp|shmget|ioprio)' -- "$WORK/rare_calls"
}

# strace traces the numbers it has no name for whatever -e trace= says,
# and -d names each such call.
@test "syscalls strace 6.1 has no name for are traced whatever the filter, and -d says so" {
	build_prog rare_calls
	for f in none getpid '!all'; do
		compare_with_strace -e trace="$f" -- "$WORK/rare_calls"
	done
	"$EBTRACE" -d -o /dev/null -e trace=none "$WORK/rare_calls" 2> err
	grep -qE '^[^ ]*ebtrace: pid [0-9]+ invalid syscall 0x[0-9a-f]+$' err
}

@test "every syscall libseccomp knows for x86_64 has metadata" {
	local src="$TESTS_DIR/../src" table
	table="$(dirname "$EBTRACE")/syscallent.c"
	# the table names the custom decoders: stubs stand in for them
	grep -o 'dec_[a-z0-9_]*' "$table" | sort -u | sed 's/.*/void &(void) {}/' > stubs.c
	build_prog sysent_check "$table" stubs.c -I"$src" -lseccomp
	run "$WORK/sysent_check"
	echo "$output"
	[ "$status" -eq 0 ]
	[[ "$output" == *" names, 0 without metadata" ]]
}

@test "group lists are cut at -s elements, and whole with -v, as strace prints them" {
	for o in "-s 1" "-v -s 1"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^setgroups\(' $o -- python3 -c 'import os; os.setgroups([1, 2, 3])'
	done
}

# tests/progs/sys_calls.c: what capsh, setpriv, ipcs/ipcmk/pmap do.  The
# PR_SET_VMA name is on the stack: touched, so the kernel side can read it.
@test "prctl, arch_prctl and personality options and capget headers print like strace, also with -X" {
	build_prog sys_calls
	for o in "-s 64" "-X verbose" "-X raw"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^(P1 )?(prctl|capget|arch_prctl|personality)\(' $o -- "$WORK/sys_calls" "$WORK"
	done
}

@test "System V IPC calls print like strace" {
	build_prog sys_calls
	for o in "-s 64" "-X verbose" "-v"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^(P1 )?(shm|sem|msg)[a-z]*\(' $o -- "$WORK/sys_calls" "$WORK"
	done
}

# A pidfd shows the pid it refers to until the child is reaped; waitid's
# id is that descriptor under P_PIDFD.  (waitid's siginfo is left out of the
# comparison: the kernel leaves si_utime/si_stime as the caller's buffer had
# them, uninitialized in Python.)
@test "-yy: pidfds before and after their child is reaped, waitid(P_PIDFD) on one" {
	cat > pidfd.py <<'P'
import os
pid = os.fork()
if pid == 0: os._exit(3)
p = os.pidfd_open(pid); os.waitid(os.P_PIDFD, p, os.WEXITED | os.WNOWAIT); os.close(os.dup(p))
os.waitpid(pid, 0); os.close(p)
pid = os.fork()
if pid == 0: os._exit(4)
p = os.pidfd_open(pid); os.waitid(os.P_PIDFD, p, os.WEXITED); os.close(p)
P
	compare_with_strace --filter '^(P[0-9]+ )?(pidfd_open|close|dup|wait4)\(' -f -yy -e signal=none -- python3 pidfd.py
	run "$EBTRACE" -f -yy -e trace=pidfd_open,waitid -o out python3 pidfd.py
	[ "$status" -eq 0 ]
	[ "$(grep -cE '^[0-9]+ +waitid\(P_PIDFD, [0-9]+<pid:[0-9]+>, ' out)" -eq 2 ]
}

# tests/progs/pid_calls.c: pidfds, kcmp, process_vm_*, process_madvise,
# signalfd4, rt_sigpending; arrays that run into an unmapped page show the
# elements before it.  The child is traced (-f), so the descriptor that
# pidfd_getfd copies from it is known whenever the line prints.
@test "calls on other processes and their memory print like strace, also with -y and -yy" {
	local calls=pidfd_open,pidfd_getfd,pidfd_send_signal,kcmp,process_vm_readv,process_vm_writev,process_madvise,signalfd4,rt_sigpending
	build_prog pid_calls
	for o in -a0 -y -yy; do
		compare_with_strace -f $o -e signal=none -e trace="$calls" -- "$WORK/pid_calls"
	done
}

@test "kexec_load segments, _sysctl args, struct timex, vmsplice iovecs and iovec counts like strace" {
	build_prog struct_args
	local o inj='-e inject=adjtimex,clock_adjtime:retval=3'
	local calls=kexec_load,_sysctl,adjtimex,clock_adjtime,vmsplice,writev,preadv,pwritev2
	for o in "" "-v" "-X verbose -s 2" "-X raw -e write=all" "-e verbose=none"; do
		# shellcheck disable=SC2086
		compare_with_strace -e trace=$calls $inj $o -- "$WORK/struct_args" admin
	done
	"$EBTRACE" -o out -e write=all -e trace=$calls $inj "$WORK/struct_args" admin
	grep -qE '^kexec_load\(0x1000, 3, \[\{buf=NULL, bufsz=1, mem=NULL, memsz=8192\}, \{buf=0x[0-9a-f]+, bufsz=4097, mem=0x100000, memsz=8192\}, ' out
	grep -qE '^adjtimex\(\{modes=ADJ_OFFSET_SS_READ, .*status=STA_PLL[|]STA_NANO[|]0x10000, .*time=\{tv_sec=123, tv_usec=0\}, .*tai=-5\}\) += 3 \(TIME_OOP\) \(INJECTED\)$' out
	# a write that failed at an unreadable iovec: no dump
	grep -A1 '^vmsplice(.*0x42\|^vmsplice(.*SPLICE_F_NONBLOCK|0x40' out | tail -n 1 | grep -q '^vmsplice(.*NULL, 0, 0)'
	grep -q '^writev(-1, NULL, 18446744073709551615) ' out
}

@test "keyctl's commands like strace: keys, strings, buffers the call fills, DH and pkey structs" {
	build_prog struct_args
	local o
	for o in "" "-s 4" "-X verbose -s 1" "-X raw" "-v" "-e verbose=none"; do
		# shellcheck disable=SC2086
		compare_with_strace -e trace=keyctl $o -- "$WORK/struct_args" keyctl
	done
	"$EBTRACE" -o out -e trace=keyctl "$WORK/struct_args" keyctl
	grep -qF 'keyctl(KEYCTL_DESCRIBE, KEY_SPEC_THREAD_KEYRING, "\0\0\0", 4) = 26' out
	grep -qE '^keyctl\(KEYCTL_DH_COMPUTE, \{private=KEY_SPEC_SESSION_KEYRING, prime=-12345, base=3\}, 0x[0-9a-f]+, 64, \{hashname="hello world", otherinfo="lo world\\0", otherinfolen=9, __spare=\[0, 0, 0x7, 0, 0, 0, 0, 0\]\}\) += -1 ' out
}

@test "futex_waitv's waiters like strace: to a fault, no more than FUTEX_WAITV_MAX, flags and clocks" {
	build_prog struct_args
	local o
	for o in "" "-v" "-s 2 -X verbose" "-X raw" "-e verbose=none"; do
		# shellcheck disable=SC2086
		compare_with_strace -e trace=futex_waitv $o -- "$WORK/struct_args" futex
	done
	"$EBTRACE" -o out -v -e trace=futex_waitv "$WORK/struct_args" futex
	grep -qE '^futex_waitv\(\[\{val=0x8, uaddr=0x[0-9a-f]+, flags=FUTEX_32[|]FUTEX_PRIVATE_FLAG\}, \.\.\. /\* 0x[0-9a-f]+ \*/\], 2, 0, NULL, CLOCK_REALTIME\) += -1 EFAULT' out
	grep -qE '^futex_waitv\(\[(\{val=0x?[0-9a-f]*, uaddr=0x[0-9a-f]+, flags=FUTEX_32\}, ){128}\.\.\.\], 130, ' out
}

# A ptrace trace with the traced child's pid (the first call's second
# argument, of any length) and addresses, which differ from run to run, as words.
pids_addrs_out() {
	local pid
	pid=$(sed -nE '1s/^ptrace\([A-Z_]+, ([0-9]+),.*/\1/p' "$1")
	[ -n "$pid" ]
	sed -E "s/\b$pid\b/PID/g; s/0x[0-9a-f]{9,}/ADDR/g; s/\) +=/) =/" "$1"
}

@test "ptrace: requests, the data they point to, PTRACE_GET_SYSCALL_INFO's struct by size, in every -X style" {
	build_prog ptrace_calls
	local x
	for x in -Xabbrev -Xraw -Xverbose; do
		trace_both "$x" -e trace=ptrace -e signal=none -- "$WORK/ptrace_calls"
		diff <(pids_addrs_out s.out) <(pids_addrs_out e.out)
	done
	grep -q 'entry={nr=3 /\* __NR_close \*/, args=\[0xffffffff, 0x1, 0x2, 0x3, 0x4, 0x5\]}' e.out
	grep -q 'exit={rval=-9 /\* -EBADF \*/, is_error=1}' e.out
}

# The same, with the child's pid in hex (some registers hold it) as a word,
# and the vector registers, which hold what its C library left there (halves
# of addresses), left out.
regs_out() {
	local pid
	pid=$(sed -nE '1s/^ptrace\([A-Z_]+, ([0-9]+),.*/\1/p' "$1")
	pids_addrs_out "$1" | sed -E "s/=0x$(printf %x "$pid")\b/=PID/g; s/xmm_space=\[[^]]*\]/XMM/"
}

@test "ptrace: register sets by their length, pending signals, seccomp metadata, siginfo of every kind" {
	[ "$(uname -m)" = x86_64 ] || skip "the register sets decoded are x86_64's"
	build_prog ptrace_regs
	local x
	for x in -Xraw -Xverbose -y; do
		trace_both "$x" -e trace=ptrace -e signal=none -- "$WORK/ptrace_regs"
		diff <(regs_out s.out) <(regs_out e.out)
	done
	grep -qE 'NT_PRSTATUS, \{iov_base=\{r15=0x[0-9a-f]+, .* gs=0\}, iov_len=224 => 216\}\) += 0' e.out
	grep -q 'iov_base={cwd=0x37f, ' e.out
	grep -q '{filter_off=0, flags=0}) = 16' e.out
	grep -q 'si_code=SEGV_BNDERR, si_addr=0xfacefeed, si_lower=0x1000, si_upper=NULL' e.out
	grep -qE 'si_fd=[0-9]+</dev/null>' e.out
	grep -q 'si_syscall=__NR_write, si_arch=AUDIT_ARCH_X86_64' e.out
	grep -q '{filter_off=42}) = -1 ENOENT' e.out
}

@test "modify_ldt: its struct user_desc when the count says so, an error returned as unsigned named after it; get_thread_area at a page end" {
	[ "$(uname -m)" = x86_64 ] || skip "x86 only"
	build_prog ldt_calls
	compare_with_strace -e trace=modify_ldt,get_thread_area -- "$WORK/ldt_calls"
	run "$EBTRACE" -e trace=modify_ldt,get_thread_area "$WORK/ldt_calls"
	[[ "$output" == *'= 4294967258 ENOSYS (Function not implemented)'* ]]
	[[ "$output" == *'get_thread_area({entry_number=12, ...})'* ]]
}

@test "execve: environments that end at a page end are counted as strace counts them; a failed call's strings are read at its exit too" {
	build_prog envp_page_end
	compare_with_strace -e trace=execve -- "$WORK/envp_page_end"
	run "$EBTRACE" -e trace=execve "$WORK/envp_page_end"
	[[ "$output" == *'/* 5 vars, unterminated */'* ]]
	# the first failed execve's path and argv are in pages the call itself
	# brought in
	[[ "${lines[1]}" == 'execve("/nonexistent/nothing", ["nothing"], 0x'*' /* 2 vars */) = -1 ENOENT'* ]]
}

@test "execve: string elements that cannot be read are their pointers, an array cut by an unmapped page ends with its address" {
	build_prog argv_page_end
	compare_with_strace -e trace=execve -- "$WORK/argv_page_end"
	compare_with_strace -v -e trace=execve -- "$WORK/argv_page_end"
	run "$EBTRACE" -e trace=execve "$WORK/argv_page_end"
	[[ "${lines[1]}" == *'"second", 0xffffffffffffffff, 0xfffffffffffffffe, 0x1000, ... /* 0x'*' */], 0x'* ]]
}

@test "-y: the pidfd clone and clone3 store with CLONE_PIDFD is decorated" {
	build_prog clone_pidfd
	for o in -y -yy "-v -y"; do
		# shellcheck disable=SC2086
		compare_with_strace -f $o -e signal=none -e trace=clone,clone3,close -- "$WORK/clone_pidfd"
	done
}

@test "-y: pidfd_getfd's copy of a child's descriptor, after the child is gone" {
	build_prog pidfd_getfd_gone
	for _ in 1 2 3; do
		compare_with_strace -y -e signal=none -e trace=pidfd_getfd -- "$WORK/pidfd_getfd_gone"
		# -yy: the pidfd shows the child's pid, which differs between the runs
		trace_both -yy -e signal=none -e trace=pidfd_getfd -- "$WORK/pidfd_getfd_gone"
		diff <(sed 's/<pid:[0-9]*>/<pid:N>/' "$WORK/s.out") <(sed 's/<pid:[0-9]*>/<pid:N>/' "$WORK/e.out")
	done
}

@test "-Y: waitid's child by name while it exists: at the call's start, and si_pid unless reaped" {
	build_prog waitid_comm
	trace_both -Y -e signal=none -e trace=waitid -- "$WORK/waitid_comm"
	# the children's pids differ between the runs
	diff <(sed -E 's/[0-9]+(<|,)/N\1/g; s/utime=[0-9]+, si_stime=[0-9]+/T/' "$WORK/s.out") \
		<(sed -E 's/[0-9]+(<|,)/N\1/g; s/utime=[0-9]+, si_stime=[0-9]+/T/' "$WORK/e.out")
	grep -q 'P_PID, [0-9]*<kid>' "$WORK/e.out"
}

@test "-Y: process and thread ids in arguments, return values and si_pid, and names taken with prctl or execve" {
	build_prog pid_comm
	local calls=clone,prctl,gettid,getppid,kill,tgkill,tkill,sched_getscheduler,sched_getparam
	calls+=,prlimit64,getpgid,getpgrp,wait4,execve
	# pids, addresses and the reaped child's id differ between the runs
	# (and so does the padding that aligns the results after a pid of
	# more or fewer digits), and the tracer, sh's parent until its
	# execve, has its own name
	local norm='s/0x[0-9a-f]+/A/g; s/[0-9]+(<|,)/N\1/g; s/= [0-9]+$/= N/; s/<(strace|ebtrace)>/<TRACER>/g'
	norm+='; s/\) +=/) =/'
	# in a PID namespace of its own, the ids it passes are not /proc's
	trace_both -Y -f -qq -e signal=none -e trace=$calls -- unshare -pf "$WORK/pid_comm"
	# unshare's wait4 races with its child's execve (the child's name, and
	# where the unfinished line falls, depend on which comes first)
	local race='<unshare> (wait4\(|<\.\.\. wait4 resumed)'
	diff <(sed -E "$norm" "$WORK/s.out" | grep -Ev "$race") <(sed -E "$norm" "$WORK/e.out" | grep -Ev "$race")
	grep -qE '<unshare> wait4\([0-9]+<(unshare|pid_comm)>,' "$WORK/e.out"
	grep -qE 'sched_getscheduler\(1<pid_comm>\)' "$WORK/e.out"
	trace_both -Y -f -qq -e signal=none -e trace=$calls -- sh -c "exec $WORK/pid_comm"
	diff <(sed -E "$norm" "$WORK/s.out") <(sed -E "$norm" "$WORK/e.out")
	# a group (kill(-pgrp)) is named by no process; the renamed child is quoted
	grep -q 'tgkill([0-9]*<kid\\0741\\76>, [0-9]*<kid\\0741\\76>, 0)' "$WORK/e.out"
	grep -qE 'kill\(-[0-9]+, 0\)' "$WORK/e.out"
	grep -qE '^[0-9]+<sh> execve\(' "$WORK/e.out"
	grep -qE '^[0-9]+<pid_comm> clone\(' "$WORK/e.out"
	# the SIGCHLD of the kid that exited names it, as strace names it when
	# it reads /proc before the kid is reaped (a matter of timing under
	# ptrace; ebtrace takes the name at the signal's delivery)
	"$EBTRACE" -Y -qq -e trace=none -o "$WORK/e.out" "$WORK/pid_comm"
	grep -qE -- '--- SIGCHLD \{si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=[0-9]+<kid\\0741\\76>, ' "$WORK/e.out"
}

@test "-Y: a thread's execve: the superseded leader and the new program under the names strace shows" {
	build_prog thread_exec_name -pthread
	trace_both -Y -f -qq -e trace=getpid,execve,exit_group -- "$WORK/thread_exec_name"
	local norm='s/0x[0-9a-f]+/A/g; s/[0-9]+(<| )/N\1/g; s/= [0-9]+$/= N/; s/<(strace|ebtrace)>/<TRACER>/g'
	diff <(sed -E "$norm" "$WORK/s.out") <(sed -E "$norm" "$WORK/e.out")
	grep -qE '^[0-9]+<true> exit_group\(0\)' "$WORK/e.out"
}
