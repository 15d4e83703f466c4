#!/usr/bin/env bats
# -e inject= and -e fault=: calls answered through seccomp user
# notification, compared with strace's ptrace tampering.  tests/progs/tamper.c
# writes what each call returned, so the traced writes show how the program
# fared too.

load test_helper

setup_file() {
	export TAMPER="$BATS_FILE_TMPDIR/tamper"
	cc -O1 -o "$TAMPER" "$BATS_TEST_DIRNAME/progs/tamper.c"
}

@test "inject: an error on the 1st, the 3rd and every 2nd call, by name" {
	compare_with_strace -e trace=chdir,write -e inject=chdir:error=ENOENT:when=1 -- "$TAMPER" calls
	compare_with_strace -e trace=chdir,write -e inject=chdir:error=EIO:when=3 -- "$TAMPER" calls
	compare_with_strace -e trace=chdir,write -e inject=chdir:error=EACCES:when=2+2 -- "$TAMPER" calls
	compare_with_strace -e trace=chdir,write -e inject=chdir:error=13:when=2..4 -- "$TAMPER" calls
	compare_with_strace -e trace=chdir,write -e inject=chdir:error=EPERM:when=3..5+2 -- "$TAMPER" calls
}

@test "fault: by class and by number, ENOSYS by default" {
	compare_with_strace -e trace=chdir,getuid,write -e fault=%file:when=2 -- "$TAMPER" calls
	compare_with_strace -e trace=chdir,getuid,write -e fault=80,102:error=EPERM:when=2+ -- "$TAMPER" calls
	compare_with_strace -e trace=chdir,getuid,write -e fault=/^get.*id$:when=2 -- "$TAMPER" calls
}

@test "inject: several rules; the last one naming a call is its rule" {
	compare_with_strace -e trace=chdir,getuid,write -e inject=chdir:error=ENOENT \
		-e inject=chdir,getuid:retval=5:when=2 -- "$TAMPER" calls
}

@test "inject: only the traced calls are tampered with" {
	compare_with_strace -e trace=getuid,write -e inject=chdir,getuid:error=EPERM -- "$TAMPER" calls
}

@test "inject: a return value, and a buffer the call never filled" {
	compare_with_strace -e trace=read,write -e inject=read:retval=7 -- "$TAMPER" read
	compare_with_strace -e trace=read,write -e inject=read:retval=0x100000000 -- "$TAMPER" read
	# a success that reads as an error: shown, and counted, as a success
	compare_with_strace -e trace=chdir -e inject=chdir:retval=0xfffffffffffffffe -- "$TAMPER" calls
	"$EBTRACE" -c -o "$WORK/c" -e trace=chdir -e inject=chdir:retval=-2 "$TAMPER" calls > /dev/null
	grep -qE ' 6 +chdir$' "$WORK/c"
}

@test "inject: a call that never runs shows memory nothing had touched before" {
	# the vector's two pages come in only when something reads them
	compare_with_strace -e trace=writev,write -e inject=writev:retval=3 -- "$TAMPER" untouched
	compare_with_strace -e trace=writev,write -e fault=writev -- "$TAMPER" untouched
}

@test "inject: a signal from inside the call, with and without an error" {
	compare_with_strace -e trace=chdir,getppid,write -e inject=chdir:signal=USR1 \
		-e inject=getppid:error=EPERM:signal=SIGUSR1 -- "$TAMPER" signal
}

@test "inject: -f children count their calls on their own" {
	compare_with_strace -f -e trace=chdir,write,exit_group -e inject=chdir:error=ENOENT:when=2 -- "$TAMPER" fork
}

@test "inject: without -f, children run untouched" {
	compare_with_strace -e trace=chdir,write -e inject=chdir:error=ENOENT -- "$TAMPER" fork
	"$EBTRACE" -o /dev/null -e inject=chdir:error=ENOENT "$TAMPER" fork > out
	grep -c '^child chdir 0 ok$' out | grep -qx 3
}

@test "inject: -c counts what the tracee saw" {
	trace_both -c -e trace=chdir,getuid -e inject=chdir:error=ENOENT:when=2+2 -e fault=getuid -- "$TAMPER" calls
	python3 "$TESTS_DIR/table_shape.py" --sort-rows "$WORK/s.out" > "$WORK/s.table"
	python3 "$TESTS_DIR/table_shape.py" --sort-rows "$WORK/e.out" > "$WORK/e.table"
	diff -u "$WORK/s.table" "$WORK/e.table"
	grep -qE ' 6 +3 chdir$' "$WORK/e.out"
}

@test "inject: delay_enter and delay_exit hold the call (measured, not timed tightly)" {
	compare_with_strace -e trace=getuid,write -e inject=getuid:delay_enter=200ms -- "$TAMPER" delay 150
	compare_with_strace -e trace=getuid,write -e inject=getuid:delay_exit=0.2s:error=EPERM -- "$TAMPER" delay 150
	"$EBTRACE" -o "$WORK/trace" -e inject=getuid:delay_enter=200000:delay_exit=100ms "$TAMPER" delay 250 > out
	[ "$(cat out)" = "slow 0 ok" ]
	grep -q '^getuid() *= 0 (DELAYED)$' "$WORK/trace"
}

@test "inject: delay_exit holds a call that runs after it ran, without interrupting one that blocks" {
	# the time it gives is older than its return: the delay came after it
	compare_with_strace --filter "write" -e trace=gettimeofday,write \
		-e inject=gettimeofday:delay_exit=200ms -- "$TAMPER" after 150
	compare_with_strace -e trace=read,write -e signal=none -e inject=read:delay_exit=100ms -- "$TAMPER" pipe
}

@test "inject: poke_exit writes the argument's memory after a call that runs" {
	compare_with_strace -e trace=chdir,getcwd,write -e inject=getcwd:poke_exit=@arg1=2f6e6f7700 -- "$TAMPER" poke
}

@test "inject: a task held after its call goes on when ebtrace is killed, and no cgroup is left" {
	cg=$(findmnt -n -t cgroup2 -o TARGET | head -n 1)
	[ -n "$cg" ] || skip "no cgroup v2 hierarchy"
	"$EBTRACE" -o /dev/null -e inject=gettimeofday:delay_exit=60s "$TAMPER" after 0 > "$WORK/late" &
	pid=$!
	for _ in $(seq 300); do
		ls -d "$cg/ebtrace-$pid"/hold-* > /dev/null 2>&1 && break
		sleep 0.1
	done
	ls -d "$cg/ebtrace-$pid"/hold-*
	kill -KILL "$pid"
	for _ in $(seq 300); do
		[ -s "$WORK/late" ] && [ ! -e "$cg/ebtrace-$pid" ] && break
		sleep 0.1
	done
	[ "$(cat "$WORK/late")" = "after 0 ok" ]
	[ ! -e "$cg/ebtrace-$pid" ]
}

@test "inject: poke_enter writes the argument's memory before the call" {
	compare_with_strace -e trace=chdir,getcwd,write -e inject=chdir:poke_enter=@arg1=2f746d7000 -- "$TAMPER" poke
	compare_with_strace -e trace=chdir,getcwd,write \
		-e inject=getcwd:poke_exit=@arg1=2f6e6f7700:retval=5 -- "$TAMPER" poke
}

@test "inject: a program's own seccomp filter keeps working" {
	# its filter refuses getuid itself, before ebtrace is asked (strace,
	# through ptrace, tampers first): only the other calls compare
	compare_with_strace --filter 'chdir|child' -f -e trace=getuid,chdir,write \
		-e inject=chdir,getuid:error=EPERM -- "$TAMPER" seccomp
	"$EBTRACE" -f -o /dev/null -e inject=chdir,getuid:error=EPERM "$TAMPER" seccomp > out
	grep -qx 'getuid -1 EACCES' out
	grep -qx 'child chdir -1 EPERM' out
}

@test "inject=all:error=ENOSYS: the program fails as under strace" {
	compare_with_strace -e inject=all:error=ENOSYS -- "$TAMPER" calls
	compare_with_strace -f -e fault=all -- /bin/sh -c true
}

@test "inject: tasks left when tracing ends go on untouched" {
	# the background child outlives ebtrace, which stops tracing at the
	# shell's end: its chdir must not fail (no listener left: ENOSYS)
	"$EBTRACE" -o /dev/null -e inject=chdir:error=ENOENT \
		/bin/sh -c "(sleep 0.3; \"$TAMPER\" calls > \"$WORK/late\") &"
	for _ in $(seq 50); do
		[ -s "$WORK/late" ] && grep -q getuid "$WORK/late" && break
		sleep 0.1
	done
	[ "$(grep -c '^main chdir 0 ok$' "$WORK/late")" = 6 ]
}

@test "inject: -p and -P are refused before anything runs" {
	run "$EBTRACE" -e inject=chdir:error=ENOENT -p $$
	[ "$status" -eq 1 ]
	[ "$output" = "$EBTRACE: -e inject: the calls of processes attached with -p cannot be tampered with" ]
	run "$EBTRACE" -e fault=openat -P "$WORK/ran" touch "$WORK/ran"
	[ "$status" -eq 1 ]
	[ "$output" = "$EBTRACE: -e fault: tampering with the calls that -P selects is not supported" ]
	[ ! -e "$WORK/ran" ]
}
