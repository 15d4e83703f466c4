#!/usr/bin/env bats
# The life of traced processes: threads, signals, exec from a thread, deaths,
# and ebtrace itself being interrupted.  Compared with strace's output for
# the same program on the lines that do not depend on argument decoders.

load test_helper

@test "threads: each thread's calls, exit(0) = ? and +++ exited with 0 +++, like strace" {
	build_prog threads -pthread
	compare_with_strace --filter '^(P[0-9]+ )?(exit|\+\+\+)' -f -- "$WORK/threads"
	trace_both -f -- "$WORK/threads"
	# No closing parenthesis: either tracer may split a call into
	# <unfinished ...> and <... resumed> when another task's event (a thread's
	# exit reported late) comes between its enter and exit.
	for t in thread-one thread-two main-done; do
		diff <(grep -oE "^[0-9]+ +access\(\"/$t\", (F_OK|0)" s.out | sed -E 's/^[0-9]+ +//; s/F_OK/0/') \
			<(grep -oE "^[0-9]+ +access\(\"/$t\", (F_OK|0)" e.out | sed -E 's/^[0-9]+ +//; s/F_OK/0/')
	done
}

@test "-ff -o: one file per thread, no pid column" {
	build_prog threads -pthread
	run "$EBTRACE" -ff -o out "$WORK/threads"
	[ "$status" -eq 0 ]
	check_ff_files out 3
	[ "$(grep -l '^exit(0) *= ?$' out.* | wc -l)" = 2 ]
	[ "$(grep -l '^exit_group(0) *= ?$' out.* | wc -l)" = 1 ]
	grep -q '^access("/thread-one", ' $(grep -L exit_group out.* | head -n 1) ||
		grep -q '^access("/thread-one", ' $(grep -L exit_group out.* | tail -n 1)
}

@test "a thread killed by another's exit_group: its call ends with = ? and it exits with 2" {
	build_prog thread_exit_group -pthread
	compare_with_strace --filter '^(P[0-9]+ )?(exit_group|\+\+\+)' -f -- "$WORK/thread_exit_group"
	run "$EBTRACE" -f -o out "$WORK/thread_exit_group"
	[ "$status" -eq 2 ]
	[ "$(grep -c '+++ exited with 2 +++$' out)" = 2 ]
	# the sleeper's 10 s call never returns
	grep -qE '^[0-9]+ +(<\.\.\. clock_nanosleep resumed>.*|clock_nanosleep\(.*)\) += \?$' out
}

@test "execve in a thread: the leader is superseded, the execve resumes under its pid" {
	build_prog thread_exec -pthread
	compare_with_strace --filter '^(P[0-9]+ )?(pause|\+\+\+|<\.\.\. execve resumed>|exit_group)' \
		-f -- "$WORK/thread_exec"
	run "$EBTRACE" -f -o out "$WORK/thread_exec"
	[ "$status" -eq 0 ]
	local leader
	leader=$(head -n 1 out | cut -d' ' -f1)
	grep -qE "^$leader +\+\+\+ superseded by execve in pid [0-9]+ \+\+\+$" out
	grep -qE "^$leader +<\.\.\. execve resumed>\) += 0$" out
	tail -n 4 out   # shown if the check below fails
	# the pid column is padded to its width: any number of spaces
	tail -n 1 out | grep -qE "^$leader +\+\+\+ exited with 0 \+\+\+$"
}

@test "execve in an untraced thread (no -f): no superseded line, the process's end as strace shows it" {
	build_prog thread_exec -pthread
	for prog in /bin/true /bin/false; do
		run strace -o s.out "$WORK/thread_exec" "$prog"
		local want=$status
		run "$EBTRACE" -o e.out "$WORK/thread_exec" "$prog"
		[ "$status" = "$want" ]
		diff -u <(grep -E '^\+\+\+' s.out) <(grep -E '^\+\+\+' e.out)
		[ "$(tail -n 1 e.out)" = "+++ exited with $want +++" ]
		# -qq: no end line at all
		"$EBTRACE" -qq -o q.out "$WORK/thread_exec" "$prog" || true
		! grep -q '^+++' q.out
	done
}

@test "execve in a thread with -ff: the thread's file ends with <pid changed to N ...>" {
	build_prog thread_exec -pthread
	run "$EBTRACE" -ff -o out "$WORK/thread_exec"
	[ "$status" -eq 0 ]
	local leader
	leader=$(ls out.* | sort -t. -k2 -n | head -n 1)
	leader=${leader#out.}
	grep -qE "^execve\(.* <pid changed to $leader \.\.\.>$" out.*
	grep -q '^+++ superseded by execve in pid ' "out.$leader"
	grep -qE '^<\.\.\. execve resumed>\) += 0$' "out.$leader"
	[ "$(tail -n 1 "out.$leader")" = "+++ exited with 0 +++" ]
}

# A trace with its pids named P1, P2... in the order they first appear (the
# pid column, "pid N", "changed to N") and the padding before " = " squeezed.
pids_by_order() {
	perl -pe 's/(^\d+|(?<=pid )\d+|(?<=changed to )\d+)/$n{$1} \/\/= "P" . ++$k/ge;
		s/\) +=/) =/; s/^(P\d+) +/$1 /' "$1"
}

@test "a leader that ends before its threads: no exit line until its process ends or an execve supersedes it" {
	build_prog leader_exits_first -pthread
	local mode
	for mode in exec exit group; do
		trace_both -f -e trace=exit,exit_group,execve,nanosleep -- "$WORK/leader_exits_first" "$mode"
		[ "$strace_status" = "$ebtrace_status" ]
		diff <(pids_by_order s.out | sed 1d) <(pids_by_order e.out | sed 1d)
	done
	# the leader's exit line comes after its last thread's
	[ "$(pids_by_order e.out | tail -n 2)" = "$(printf 'P2 +++ exited with 5 +++\nP1 +++ exited with 5 +++')" ]
}

@test "execve in a thread while the leader runs: its line ends with <pid changed to N ...>, also with quiet=thread-execve" {
	build_prog spin_thread_exec -pthread
	local quiet
	for quiet in none thread-execve; do
		trace_both -f -e trace=execve --quiet=$quiet -- "$WORK/spin_thread_exec"
		[ "$strace_status" = "$ebtrace_status" ]
		diff <(pids_by_order s.out | sed 1d) <(pids_by_order e.out | sed 1d)
		grep -qE '^P2 execve\("/bin/true", .* <pid changed to P1 \.\.\.>$' <(pids_by_order e.out)
	done
}

@test "a leader that ends before its threads, -ff: the superseded line goes to the leader's file" {
	build_prog leader_exits_first -pthread
	trace_both -ff -e trace=exit,execve -- "$WORK/leader_exits_first" exec
	local s e
	s=$(ls s.out.* | sort -t. -k3 -n | head -n 1)
	e=$(ls e.out.* | sort -t. -k3 -n | head -n 1)
	diff <(sed 1d "$s" | sed -E 's/pid [0-9]+/pid N/; s/\) +=/) =/') <(sed 1d "$e" | sed -E 's/pid [0-9]+/pid N/; s/\) +=/) =/')
	grep -q '<pid changed to ' e.out.*
}

# The lines that show signals and interrupted calls, without arguments.
signal_shape() {
	grep -E '^(---|\+\+\+|read\([0-9]+, |rt_sigreturn|clock_nanosleep|restart_syscall|wait4|tgkill)' "$1" |
		sed -E 's/^([a-z_0-9]+)\(.*\) += /\1() = /; s/[0-9]{3,}/N/g'
}

@test "signals: handled, interrupting a read, ignored SIGCHLD and SIGCONT, stop and restart_syscall" {
	build_prog signals
	trace_both -- "$WORK/signals"
	diff <(signal_shape s.out) <(signal_shape e.out)
	# with -f for the pid labels (si_pid); the children have no such lines
	compare_with_strace --filter '^(P1 )?(---|\+\+\+|restart_syscall)' -f -- "$WORK/signals"
	grep -qE '^read\([0-9]+, .*\) += \? ERESTARTSYS \(To be restarted if SA_RESTART is set\)$' e.out
	grep -qE '^rt_sigreturn\(.*\) += -1 EINTR \(Interrupted system call\)$' e.out
	grep -qE '^clock_nanosleep\(.*\) += \? ERESTART_RESTARTBLOCK \(Interrupted by signal\)$' e.out
	grep -qx -- '--- stopped by SIGSTOP ---' e.out
	grep -qE '^restart_syscall\(<\.\.\. resuming interrupted clock_nanosleep \.\.\.>\) += 0$' e.out
	[ "$(grep -c '^--- SIGCHLD {si_signo=SIGCHLD, si_code=CLD_EXITED, ' e.out)" = 2 ]
}

@test "a real SIGSEGV: the signal line, killed by SIGSEGV, status 139" {
	build_prog segv
	ulimit -c 0
	compare_with_strace --filter '^(---|\+\+\+)' -- "$WORK/segv"
	run "$EBTRACE" -o out "$WORK/segv"
	[ "$status" -eq 139 ]
	[ "$(tail -n 2 out)" = "--- SIGSEGV {si_signo=SIGSEGV, si_code=SEGV_MAPERR, si_addr=NULL} ---
+++ killed by SIGSEGV +++" ]
}

@test "-i: a fault's signal line shows the faulting instruction, caught or not, as strace" {
	build_prog segv
	ulimit -c 0
	local arg
	for arg in "" caught; do
		# no address randomization: the same addresses in both runs
		setarch "$(uname -m)" -R strace -i -o s.out "$WORK/segv" $arg || true
		setarch "$(uname -m)" -R "$EBTRACE" -i -o e.out "$WORK/segv" $arg || true
		diff <(grep -e '---' s.out) <(grep -e '---' e.out)
		# not where the last call was
		[ "$(grep -e '---' e.out | cut -d' ' -f1)" != "$(grep -v -e '---' e.out | tail -n 2 | head -n 1 | cut -d' ' -f1)" ]
	done
}

@test "an orphaned process group's stopped member dies of SIGHUP: the SIGCONT after it never shows" {
	build_prog orphaned_pgrp
	trace_both -f -e trace=none -e signal='!chld' -- "$WORK/orphaned_pgrp"
	[ "$strace_status" = "$ebtrace_status" ]
	diff <(pids_by_order s.out | sed -E 's/si_pid=[0-9]+/si_pid=N/') <(pids_by_order e.out | sed -E 's/si_pid=[0-9]+/si_pid=N/')
	grep -q -- '--- SIGHUP {si_signo=SIGHUP, si_code=SI_KERNEL} ---' e.out
	! grep -q SIGCONT e.out
}

# One task's lines of a trace, its pids named by pids_by_order, other pids N.
task_lines() {
	pids_by_order "$1" | grep "^$2 " | sed -E 's/si_pid=[0-9]+/si_pid=N/; s/kill\([0-9]+/kill(N/'
}

@test "signals pending together show by number: ignored ones after the handled one delivered before them" {
	build_prog sig_behind
	trace_both -f -e trace=rt_sigreturn,kill -- "$WORK/sig_behind"
	[ "$strace_status" = "$ebtrace_status" ]
	local p
	for p in P1 P2; do
		diff <(task_lines s.out $p) <(task_lines e.out $p)
	done
	[ "$(task_lines e.out P1 | grep -oE -- '--- SIG[A-Z0-9]+' | tr '\n' ' ')" = "--- SIGSTOP --- SIGUSR1 --- SIGCONT --- SIGWINCH " ]
}

@test "kill(self, SIGKILL) = ?: the call that kills its caller has no result" {
	build_prog exit_code
	compare_with_strace --filter '^(P[0-9]+ )?\+\+\+' -f -- "$WORK/exit_code" -9
	run "$EBTRACE" -o out "$WORK/exit_code" -9
	[ "$status" -eq 137 ]
	tail -n 2 out | head -n 1 | grep -qE '^kill\([0-9]+, (SIGKILL|9)\) += \?$'
}

@test "-f: new children are announced on stderr without -o, not with -o (implied -q)" {
	run "$EBTRACE" -f sh -c '/bin/true'
	[ "$status" -eq 0 ]
	[[ "$output" == *"$EBTRACE: Process "*" attached"* ]]
	run "$EBTRACE" -f -o out sh -c '/bin/true'
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "CLONE_PTRACE without -f: the child is let go with \"Detached unknown pid N\", as strace says" {
	build_prog clone_ptrace
	local o
	# (-o alone implies -q: --quiet=none keeps the messages)
	for o in --quiet=none -q "-f --quiet=none"; do
		trace_both $o -e trace=none -- "$WORK/clone_ptrace"
		[ "$strace_status" = "$ebtrace_status" ]
		diff <(sed -E 's/^[^:]*strace: //; s/[0-9]+/N/g' s.err) <(sed -E 's/^[^:]*ebtrace: //; s/[0-9]+/N/g' e.err)
		# a pid is padded to 5 columns: pids of other widths in the other run
		diff <(sed -E 's/^[0-9]+ +/N /; s/[0-9]+/N/g' s.out) <(sed -E 's/^[0-9]+ +/N /; s/[0-9]+/N/g' e.out)
	done
	trace_both --quiet=none -e trace=none -- "$WORK/clone_ptrace"
	# one for clone, one for clone3
	[ "$(grep -c ': Detached unknown pid [0-9]*$' e.err)" = 2 ]
}

@test "SIGTERM: the command gets it too, open lines end with <detached ...>, status 143" {
	"$EBTRACE" sleep 30 2> err &
	local tracer=$!
	for _ in $(seq 100); do grep -q clock_nanosleep err 2>/dev/null && break; sleep 0.05; done
	local child
	child=$(pgrep -P "$tracer" sleep)
	# (bats' background jobs ignore SIGINT, and so would the command)
	kill_and_wait "$tracer" TERM
	[ "$status" -eq 143 ]
	grep -q "$EBTRACE: Process $child detached" err
	[ "$(tail -n 1 err)" = " <detached ...>" ]
	sleep 0.2
	# gone, or a zombie nobody has reaped yet
	! grep -q '^State:.*[SRT]' "/proc/$child/status" 2>/dev/null
}

@test "-e status=detached: the call held back when ebtrace is interrupted shows with <detached ...>" {
	local tracer st name
	for st in detached successful,detached successful; do
		for tracer in strace "$EBTRACE"; do
			name=$(basename "$tracer")
			# -I2: the signal stops tracing though there is -o
			"$tracer" -o "$name.out" -I2 -e trace=nanosleep,clock_nanosleep -e status=$st sleep 3 &
			local pid=$!
			for _ in $(seq 100); do pgrep -P "$pid" > /dev/null && break; sleep 0.05; done
			sleep 1
			kill_and_wait "$pid" TERM
		done
		diff strace.out ebtrace.out
	done
	[ ! -s ebtrace.out ]
}

@test "SIGTERM with -o and a command is ignored, as strace does: the trace is complete" {
	"$EBTRACE" -o out sleep 2 &
	local tracer=$!
	# once the command is started, ebtrace's signal dispositions are set
	for _ in $(seq 100); do pgrep -P "$tracer" > /dev/null && break; sleep 0.05; done
	sleep 0.3
	kill_and_wait "$tracer" TERM
	[ "$status" -eq 0 ]
	[ "$(tail -n 1 out)" = "+++ exited with 0 +++" ]
}

# What each blocked call shows before another task's line cuts it: strace
# prints every input there, pointed-to ones included (timespecs, sets), and
# a fork's announcement lands inside the parent's line.  Unlike
# compare_with_strace, the split lines are compared as they are, not
# joined.  The calls block for 200 ms and the other thread's lines come
# 100 ms into each, both threads keeping to one clock's absolute times
# (TIMER_ABSTIME, whose values differ from run to run): the order is the
# same under load.
split_lines() {
	grep -E '^[0-9]+ +(<\.\.\. )?(clock_nanosleep|poll|pselect6|ppoll|rt_sigtimedwait|futex)[( ].*(unfinished|resumed)' "$1" |
		sed -E 's/^[0-9]+ +//; s/0x[0-9a-f]+/ADDR/g; s/(FUTEX_BITSET|[A-Z_]+), [0-9]+, NULL/\1, TID, NULL/
			s/(TIMER_ABSTIME, )\{[^}]*\}/\1TIME/' | sort
}

@test "blocked calls: the entering part shows the inputs strace shows, from the kernel's copy" {
	build_prog blocking -pthread
	trace_both -f -- "$WORK/blocking"
	diff <(split_lines s.out) <(split_lines e.out)
	# every kind of call was cut (the worker's sleeps too)
	for call in clock_nanosleep poll pselect6 ppoll rt_sigtimedwait futex; do
		grep -q "^$call(.* <unfinished \.\.\.>$" <(split_lines e.out)
	done
	grep -qF 'futex(ADDR, FUTEX_WAIT_PRIVATE, 0, {tv_sec=0, tv_nsec=400000000} <unfinished ...>' <(split_lines e.out)
}

@test "a fork's announcement on stderr lands inside the parent's line, as strace prints it" {
	strace -f -e trace=vfork,execve -e signal=none sh -c '/bin/true; :' 2> s.err
	"$EBTRACE" -f -e trace=vfork,execve -e signal=none sh -c '/bin/true; :' 2> e.err
	# the first lines: sh's execve, then "vfork(" cut by the message
	diff <(head -n 3 s.err | sed -E 's/0x[0-9a-f]+/ADDR/g; s/strace: /TRACER: /; s/[0-9]+/N/g') \
		<(head -n 3 e.err | sed -E "s/0x[0-9a-f]+/ADDR/g; s|$EBTRACE: |TRACER: |; s/[0-9]+/N/g")
}

# Whether the other end of a pipe on the tracer's standard input or output
# sees its end as soon as the command closes its copy, under TRACER.
pipe_ends_with_command() {
	local tracer=$1
	: > lock
	rm -f late
	( yes; [ -f lock ] || echo input > late ) |
		"$tracer" -qq -enone -esignal=none sh -c 'exec <&- >&-; sleep 1; rm -f lock'
	: > lock
	"$tracer" -qq -enone -esignal=none sh -c 'exec <&- >&-; sleep 1; rm -f lock' |
		( cat > /dev/null; [ -f lock ] || echo output >> late )
	[ ! -e late ] || { cat late; return 1; }
}

@test "the tracer keeps no copy of the command's standard input and output" {
	pipe_ends_with_command strace
	pipe_ends_with_command "$EBTRACE"
}

@test "the command runs at the default scheduling policy and nice value, not at the tracer's real-time priority" {
	local cmd='chrt -p $$ | sed "s/^pid [0-9]*/pid/"; cut -d" " -f19 /proc/$$/stat'
	s=$(strace -o /dev/null sh -c "$cmd")
	e=$("$EBTRACE" -o /dev/null sh -c "$cmd")
	echo "strace: $s"
	echo "ebtrace: $e"
	[ "$s" = "$e" ]
	[[ "$e" == *SCHED_OTHER* ]]
}
