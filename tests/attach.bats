#!/usr/bin/env bats
# -p: attaching to running processes, detaching, strace's messages and exit
# status, and the access check a ptrace attach would make.

load test_helper

# Start a background process that writes its pid to FILE; wait for it.
start_bg() {
	local file=$1
	shift
	"$@" > /dev/null 2>&1 &
	for _ in $(seq 100); do
		[ -s "$file" ] && return 0
		sleep 0.05
	done
	return 1
}

# Wait until ebtrace (pid $1) has printed its attach message into $2.
wait_attached() {
	for _ in $(seq 200); do
		grep -q attached "$2" 2>/dev/null && return 0
		kill -0 "$1" 2>/dev/null || return 1
		sleep 0.05
	done
	return 1
}

# Start the three-thread mt_loop program, attach to it with OPTS (-p PID -o
# out, messages in err) for half a second, then interrupt ebtrace.
attach_mt_loop() {
	build_prog mt_loop -pthread
	"$WORK/mt_loop" &
	victim=$!
	sleep 0.3
	"$EBTRACE" "$@" -p "$victim" -o out 2> err &
	local tracer=$!
	wait_attached "$tracer" err
	sleep 0.5
	kill -INT "$tracer"
	wait "$tracer" || true
}

teardown() {
	[ -n "${victim:-}" ] && kill -9 "$victim" 2>/dev/null
	cd /
	rm -rf "$WORK"
}

@test "-f -p on a shell loop: its children's calls, strace's messages, 130 on SIGINT, the loop lives on" {
	start_bg pid sh -c 'echo $$ > pid; while :; do cat /etc/hostname; sleep 0.2; done'
	victim=$(cat pid)
	"$EBTRACE" -f -p "$victim" -o out 2> err &
	local tracer=$!
	wait_attached "$tracer" err
	sleep 1
	kill_and_wait "$tracer" INT
	[ "$status" -eq 130 ]
	# O_RDONLY once flags are decoded, 0 before; the line may be cut by
	# the shell's (<unfinished ...>); the fd is 3 unless bats leaks more
	grep -qE '^[0-9]+ +openat\(AT_FDCWD, "/etc/hostname", (O_RDONLY|0)(, 0+)?(\) += [0-9]+| <unfinished \.\.\.>)$' out
	grep -qE '^[0-9]+ +execve\("/usr/bin/cat", \["cat", "/etc/hostname"\]' out
	[ "$(head -n 1 err)" = "$EBTRACE: Process $victim attached" ]
	grep -qx "$EBTRACE: Process $victim detached" err
	# children started after the attach were followed, and announced
	[ "$(grep -c 'attached$' err)" -gt 2 ]
	# every line has the pid column (-o with -f)
	run grep -cvE '^[0-9]+ ' out
	[ "$output" = 0 ]
	# nothing was stopped or killed
	kill -0 "$victim"
	sleep 0.5
	grep -q '^State:.*[SR]' "/proc/$victim/status"
}

@test "-p: a call in progress at attach starts the line; the detach ends it with <detached ...>" {
	build_prog sleeper
	start_bg pid "$WORK/sleeper" 30 pid
	victim=$(cat pid)
	"$EBTRACE" -p "$victim" -o out 2> err &
	local tracer=$!
	wait_attached "$tracer" err
	sleep 0.3
	kill_and_wait "$tracer" TERM
	[ "$status" -eq 143 ]
	# strace restarts the sleep at attach: restart_syscall; one process
	# and -o: no pid column
	[ "$(cat out)" = "restart_syscall(<... resuming interrupted clock_nanosleep ...> <detached ...>" ]
	[ "$(cat err)" = "$EBTRACE: Process $victim attached
$EBTRACE: Process $victim detached" ]
	kill -0 "$victim"
}

@test "-p on a stopped process: \"stopped by\" its own stop signal, no call, still stopped after the detach" {
	build_prog sleeper
	local sig tool tracer
	for sig in STOP TSTP; do
		rm -f pid
		start_bg pid "$WORK/sleeper" 30 pid
		victim=$(cat pid)
		kill -"$sig" "$victim"
		for tool in strace "$EBTRACE"; do
			"$tool" -p "$victim" -o out 2> err &
			tracer=$!
			wait_attached "$tracer" err
			sleep 0.3
			kill_and_wait "$tracer" TERM
			[ "$status" -eq 143 ]
			mv out "out.$sig.$([ "$tool" = strace ] && echo s || echo e)"
			grep -q '^State:.*T (stopped)' "/proc/$victim/status"
		done
		[ "$(cat "out.$sig.e")" = "--- stopped by SIG$sig ---" ]
		diff "out.$sig.s" "out.$sig.e"
		kill -9 "$victim"
	done
}

@test "-p: ebtrace ends when the process does, with status 0 even if it was killed" {
	build_prog sleeper
	start_bg pid "$WORK/sleeper" 1 pid
	victim=$(cat pid)
	run "$EBTRACE" -p "$victim" -o out
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$EBTRACE: Process $victim attached" ]
	[ "${#lines[@]}" -eq 1 ]   # no "detached": it exited
	[ "$(head -n 1 out)" = "restart_syscall(<... resuming interrupted clock_nanosleep ...>) = 0" ]
	[[ "$(tail -n 2 out | head -n 1)" == "exit_group(0)"*"= ?" ]]
	[ "$(tail -n 1 out)" = "+++ exited with 0 +++" ]

	rm pid
	start_bg pid "$WORK/sleeper" 30 pid
	victim=$(cat pid)
	(sleep 1.5; kill -TERM "$victim") &
	run "$EBTRACE" -p "$victim" -o out
	[ "$status" -eq 0 ]
	# the signal is delivered (as under ptrace) before it kills; si_pid is
	# the subshell's
	[ "$(tail -n 1 out)" = "+++ killed by SIGTERM +++" ]
	[[ "$(tail -n 2 out | head -n 1)" =~ ^---\ SIGTERM\ \{si_signo=SIGTERM,\ si_code=SI_USER,\ si_pid=[0-9]+,\ si_uid=0\}\ ---$ ]]
}

@test "-f -p on a multi-threaded process attaches every thread" {
	attach_mt_loop -f
	[ "$(head -n 1 err)" = "$EBTRACE: Process $victim attached with 3 threads" ]
	[ "$(grep -c ' detached$' err)" = 3 ]
	for t in main a b; do
		grep -qE "^[0-9]+ +access\(\"/mt-loop-$t\", (F_OK|0)\) += -1 ENOENT" out
	done
	[ "$(cut -d' ' -f1 out | sort -u | wc -l)" = 3 ]
}

@test "-p without -f traces only the thread given" {
	attach_mt_loop
	[ "$(head -n 1 err)" = "$EBTRACE: Process $victim attached" ]
	grep -q '"/mt-loop-main"' out
	run grep -c 'mt-loop-[ab]' out
	[ "$output" = 0 ]
}

@test "-p PID,PID and repeated -p: lists, a bad PID among them is reported and tracing goes on" {
	build_prog sleeper
	# long enough to be attached to on a loaded machine
	start_bg pid1 "$WORK/sleeper" 4 pid1
	start_bg pid2 "$WORK/sleeper" 4 pid2
	local p1=$(cat pid1) p2=$(cat pid2)
	run "$EBTRACE" -p "$p1,999999" -p "$p2" -o out
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$EBTRACE: Process $p1 attached" ]
	[ "${lines[1]}" = "$EBTRACE: attach: ptrace(PTRACE_SEIZE, 999999): No such process" ]
	[ "${lines[2]}" = "$EBTRACE: Process $p2 attached" ]
	# several processes: the pid column, as strace's
	grep -qE "^$p1 +\+\+\+ exited with 0 \+\+\+$" out
	grep -qE "^$p2 +\+\+\+ exited with 0 \+\+\+$" out
}

@test "-p: strace's messages and exit 1 for what cannot be attached" {
	for args in "-p 999999" "-p abc" "-p 0" "-p 1,x" "-p -3"; do
		run "$EBTRACE" $args
		[ "$status" -eq 1 ]
		local want
		want=$(strace $args 2>&1 | sed "s|^strace:|$EBTRACE:|")
		[ "$output" = "$want" ]
	done
	run "$EBTRACE" -p 999999
	[ "$output" = "$EBTRACE: attach: ptrace(PTRACE_SEIZE, 999999): No such process" ]
	run "$EBTRACE" -p abc
	[ "$output" = "$EBTRACE: Invalid process id: 'abc'" ]
	if [ "$(cat /proc/2/comm 2>/dev/null)" = kthreadd ]; then
		run "$EBTRACE" -p 2
		[ "$status" -eq 1 ]
		[ "$output" = "$EBTRACE: attach: ptrace(PTRACE_SEIZE, 2): Operation not permitted" ]
	fi
}

# A non-root user given only the BPF capabilities, as ebtrace may be
# installed; setpriv comes with util-linux.
as_nobody() {
	setpriv --reuid=65534 --regid=65534 --clear-groups \
		--inh-caps=+bpf,+perfmon --ambient-caps=+bpf,+perfmon -- "$@"
}

@test "without CAP_SYS_PTRACE only what ptrace would allow can be attached" {
	command -v setpriv > /dev/null || skip "setpriv is not installed"
	build_prog sleeper
	chmod 755 "$WORK" "$WORK/sleeper"
	# root's process
	start_bg root.pid "$WORK/sleeper" 30 root.pid
	victim=$(cat root.pid)
	run as_nobody "$EBTRACE" -p "$victim"
	[ "$status" -eq 1 ]
	[ "${lines[-1]}" = "$EBTRACE: attach: ptrace(PTRACE_SEIZE, $victim): Operation not permitted" ]
	kill -9 "$victim"
	# the user's own process that made itself non-dumpable
	touch own.pid && chmod 666 own.pid
	: > own.pid
	start_bg own.pid setpriv --reuid=65534 --regid=65534 --clear-groups "$WORK/sleeper" -n 30 own.pid
	victim=$(cat own.pid)
	run as_nobody "$EBTRACE" -p "$victim"
	[ "$status" -eq 1 ]
	[ "${lines[-1]}" = "$EBTRACE: attach: ptrace(PTRACE_SEIZE, $victim): Operation not permitted" ]
	kill -9 "$victim"
	# the user's own ordinary process
	: > own.pid
	start_bg own.pid setpriv --reuid=65534 --regid=65534 --clear-groups "$WORK/sleeper" 1 own.pid
	victim=$(cat own.pid)
	run as_nobody "$EBTRACE" -p "$victim"
	[ "$status" -eq 0 ]
	[[ "$output" == *"$EBTRACE: Process $victim attached"* ]]
	[ "${lines[-1]}" = "+++ exited with 0 +++" ]
}

@test "without CAP_SYS_PTRACE a set-user-ID program is not traced" {
	command -v setpriv > /dev/null || skip "setpriv is not installed"
	chmod 755 "$WORK"
	cp /usr/bin/id "$WORK/suid-id"
	chmod 4755 "$WORK/suid-id"
	run as_nobody "$WORK/suid-id" -u
	[ "$output" = 0 ] || skip "set-user-ID programs do not run here"
	mkdir o && chmod 777 o
	run as_nobody "$EBTRACE" -f -o o/out sh -c "$WORK/suid-id -u; echo done"
	[ "$status" -eq 0 ]
	[[ "$output" == *"detached: it runs with credentials that may not be traced"* ]]
	# its execve is the last thing shown of it; the shell goes on
	local child
	child=$(grep -E '^[0-9]+ +execve\(".*suid-id"' o/out | cut -d' ' -f1)
	[ -n "$child" ]
	grep -E "^$child " o/out | tail -n 1 |
		grep -qE "^$child +(execve\(|<\.\.\. execve resumed>).* <detached \.\.\.>$"
	grep -qE '^[0-9]+ +write\(1, "done\\n", 5\) += 5$' o/out
}
