#!/usr/bin/env bats
# The core tracer: launch, line grammar, exit status, -f/-o/-ff.

load test_helper

@test "the first line is the command's execve and the last its exit" {
	run "$EBTRACE" /bin/true
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == 'execve("/bin/true", ["/bin/true"], 0x'*' /* '*' vars */) = 0' ]]
	[ "${lines[-1]}" = "+++ exited with 0 +++" ]
	[[ "${lines[-2]}" == "exit_group(0)"*" = ?" ]]
}

@test "the command is looked up in PATH and argv[0] kept as typed" {
	run "$EBTRACE" -o out true
	[ "$status" -eq 0 ]
	run head -n 1 out
	[[ "$output" == 'execve("/usr/bin/true", ["true"], '* ]]
}

@test "results are aligned at column 40" {
	run "$EBTRACE" -o out /bin/true
	grep -q '^brk(NULL)                               = 0x' out
	grep -q '^exit_group(0)                           = ?$' out
}

@test "errors print the errno name and glibc's message" {
	run "$EBTRACE" -o out cat /nonexistent/file
	[ "$status" -eq 1 ]
	grep -q '^openat(AT_FDCWD, "/nonexistent/file", .*) = -1 ENOENT (No such file or directory)$' out
}

@test "exit status: the command's code" {
	run "$EBTRACE" -o out sh -c 'exit 3'
	[ "$status" -eq 3 ]
	[ "$(tail -n 1 out)" = "+++ exited with 3 +++" ]
}

@test "exit status: killed by SIGKILL gives 137 and the killed-by line" {
	build_prog exit_code
	run "$EBTRACE" -o out "$WORK/exit_code" -9
	[ "$status" -eq 137 ]
	[ "$(tail -n 1 out)" = "+++ killed by SIGKILL +++" ]
}

@test "exit status: SIGSEGV with a core dump is reported like strace" {
	build_prog exit_code
	ulimit -c unlimited
	run "$EBTRACE" -o out "$WORK/exit_code" -11
	[ "$status" -eq 139 ]
	run tail -n 1 out
	[[ "$output" == "+++ killed by SIGSEGV "*"+++" ]]
	ulimit -c 0
	run "$EBTRACE" -o out "$WORK/exit_code" -11
	[ "$(tail -n 1 out)" = "+++ killed by SIGSEGV +++" ]
}

@test "ebtrace's own syscalls never appear" {
	run "$EBTRACE" -o out /bin/true
	run grep -cE '^(bpf|epoll_wait|perf_event_open)\(' out
	[ "$output" = 0 ]
	[ "$(grep -c '^execve(' out)" = 1 ]
}

@test "-f follows both processes of sh -c and -o puts the pid on every line" {
	run "$EBTRACE" -f -o out sh -c '/bin/true; exit 5'
	[ "$status" -eq 5 ]
	run grep -cvE '^[0-9]+ +' out
	[ "$output" = 0 ]
	[ "$(cut -d' ' -f1 out | sort -u | wc -l)" = 2 ]
	grep -qE '^[0-9]+ +execve\("/bin/true"' out
	[ "$(grep -c '+++ exited with' out)" = 2 ]
}

@test "-ff -o writes one file per process without a pid column" {
	run "$EBTRACE" -ff -o out sh -c '/bin/true; exit 0'
	[ "$status" -eq 0 ]
	check_ff_files out 2
}

@test "without -o, other tasks' lines get [pid N] while several are traced" {
	run "$EBTRACE" -f sh -c '/bin/true'
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == execve* ]]
	[[ "$output" == *"[pid "*"] execve(\"/bin/true\""* ]]
}

@test "the syscall names of ls -la / are strace's, in order" {
	strace -o s.out ls -la / > /dev/null
	"$EBTRACE" -o e.out ls -la / > /dev/null
	sed -E 's/\(.*//' s.out > s.names
	sed -E 's/\(.*//' e.out > e.names
	diff s.names e.names
}

@test "unknown command: strace's message and exit 1" {
	run "$EBTRACE" /nonexistent/cmd
	[ "$status" -eq 1 ]
	[ "$output" = "$EBTRACE: Can't stat '/nonexistent/cmd': No such file or directory" ]
	run "$EBTRACE" no-such-command-anywhere
	[ "$status" -eq 1 ]
	[ "$output" = "$EBTRACE: Can't stat 'no-such-command-anywhere': No such file or directory" ]
}

@test "no command: usage error" {
	run "$EBTRACE"
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "$EBTRACE: must have PROG [ARGS] or -p PID" ]
	[ "${lines[1]}" = "Try '$EBTRACE -h' for more information." ]
}

@test "unwritable -o file: clear error, exit 1, command not run" {
	run "$EBTRACE" -o /nonexistent/dir/x touch "$WORK/ran"
	[ "$status" -eq 1 ]
	[ "$output" = "$EBTRACE: Can't fopen '/nonexistent/dir/x': No such file or directory" ]
	[ ! -e "$WORK/ran" ]
}

@test "unwritable -ff -o prefix: strace's error, exit 1, command not run, no file left" {
	mkdir ro
	for prefix in /nonexistent/dir/x ro/; do
		chmod 555 ro
		run setpriv --reuid=65534 --regid=65534 --clear-groups "$EBTRACE" -ff -o "$prefix" \
			touch "$WORK/ran"
		[ "$status" -eq 1 ]
		[[ "$output" =~ ^"$EBTRACE: Can't fopen '$prefix."[0-9]+"': "(No such file or directory|Permission denied)$ ]]
		[ ! -e "$WORK/ran" ]
	done
	# where files can be made, the only one is the process's own
	"$EBTRACE" -ff -o ro/x true
	[ "$(ls ro | wc -l)" = 1 ]
}

@test "exec failure: the failed execve, strace's message and exit 1" {
	printf '#!/bin/sh\n' > noexec.sh
	chmod 644 noexec.sh
	run "$EBTRACE" -o out ./noexec.sh
	[ "$status" -eq 1 ]
	[ "$output" = "$EBTRACE: exec: Permission denied" ]
	grep -q '^execve("./noexec.sh", \["./noexec.sh"\], 0x.*) = -1 EACCES (Permission denied)$' out
	[ "$(tail -n 1 out)" = "+++ exited with 1 +++" ]
	[ "$(wc -l < out)" = 2 ]
}

@test "-h and -V exit 0" {
	run "$EBTRACE" -h
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == Usage:* ]]
	run "$EBTRACE" -V
	[ "$status" -eq 0 ]
	[[ "$output" == "ebtrace -- version "* ]]
}
