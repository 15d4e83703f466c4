#!/usr/bin/env bats
# -k: the stack of each call and signal, as strace prints it (same frames,
# names, offsets), although the tracee never stops.

load test_helper

# The traces of strace and ebtrace with the same options, the pids taken
# out (with -f every task's calls come one after another: its parent waits).
#   same_stacks OPTS... -- CMD...
same_stacks() {
	trace_both "$@"
	sed -E 's/^(\[pid +)?[0-9]+\]? +//; s/(si_pid=|kill\()[0-9]+/\1PID/g' "$WORK/s.out" > s.norm
	sed -E 's/^(\[pid +)?[0-9]+\]? +//; s/(si_pid=|kill\()[0-9]+/\1PID/g' "$WORK/e.out" > e.norm
	grep -q '^ > ' s.norm
	diff -u s.norm e.norm
	[ "$strace_status" = "$ebtrace_status" ]
}

build_stack_calls() {
	cc -O1 -o "$WORK/stack_calls" "$TESTS_DIR/progs/stack_calls.c" "$@"
	cc -O1 -shared -fPIC -o "$WORK/libstack.so" "$TESTS_DIR/progs/stack_lib.c"
}

@test "-k: a C program's calls and signals, children gone before their lines print, code from dlopen" {
	build_stack_calls
	same_stacks -f -k -e trace=chdir,kill -e signal='!SIGCHLD' -- "$WORK/stack_calls" "$WORK/libstack.so"
	# the frames of the library loaded with dlopen, and of the children
	grep -qE '^ > .*/libstack\.so\(inner\+0x[0-9a-f]+\) \[0x[0-9a-f]+\]$' e.norm
	[ "$(grep -c '^chdir("/nonexistent")' e.norm)" = 3 ]
}

@test "-k: a process that exits within moments of its exec, ten times" {
	cc -O0 -o "$WORK/stack_brief" "$TESTS_DIR/progs/stack_brief.c"
	strace -k -e trace=chdir -o s.out "$WORK/stack_brief"
	grep -q 'stack_brief(brief1+0x' s.out
	for _ in $(seq 10); do
		"$EBTRACE" -k -e trace=chdir -o e.out "$WORK/stack_brief"
		diff -u s.out e.out
	done
}

@test "-k: C++ names are demangled" {
	g++ -O1 -o "$WORK/stack_cxx" "$TESTS_DIR/progs/stack_cxx.cc"
	same_stacks -k -e trace=chdir -- "$WORK/stack_cxx"
	grep -qF '(deep::Walker<long>::walk(long)+0x' e.norm
}

@test "-k: a Python program" {
	[ -x /usr/bin/python3 ] || skip "no /usr/bin/python3"
	same_stacks -k -e trace=chdir -- /usr/bin/python3 -c 'import os; os.chdir("/")'
	grep -q 'libpython3\|python3' e.norm
}

@test "-k with -p: the stacks of a process attached to" {
	build_stack_calls
	local t
	for t in strace "$EBTRACE"; do
		mkfifo "$WORK/in"
		"$WORK/stack_calls" - < "$WORK/in" &
		local pid=$! name
		exec 7> "$WORK/in"
		name=$(basename "$t")
		"$t" -k -e trace=chdir -p "$pid" -o "$WORK/$name.out" 2> "$WORK/$name.err" 7>&- &
		local tracer=$!
		for _ in $(seq 100); do grep -q attached "$WORK/$name.err" && break; sleep 0.1; done
		printf 'ab' >&7
		exec 7>&-
		wait "$pid"
		wait "$tracer"
		rm "$WORK/in"
	done
	grep -q '^ > ' strace.out
	diff -u strace.out ebtrace.out
}

@test "-kk and --stack-trace=source: file:line of each frame built with -g" {
	build_stack_calls -g
	local line
	line=$(grep -n 'the line -kk names' "$TESTS_DIR/progs/stack_calls.c" | cut -d: -f1)
	for o in -kk --stack-trace=source; do
		"$EBTRACE" $o -e trace=chdir -o out "$WORK/stack_calls"
		grep -qE "^ > $WORK/stack_calls\(f3\+0x[0-9a-f]+\) \[0x[0-9a-f]+\] .*stack_calls\.c:$line\$" out
	done
	# without debug information, the frames are -k's
	build_stack_calls
	"$EBTRACE" -kk -e trace=chdir -o out "$WORK/stack_calls"
	grep -qE "^ > $WORK/stack_calls\(f3\+0x[0-9a-f]+\) \[0x[0-9a-f]+\]\$" out
}

@test "--stack-trace-frame-limit: at most that many frames" {
	build_stack_calls
	"$EBTRACE" -k --stack-trace-frame-limit=3 -e trace=chdir -e signal=none -o out "$WORK/stack_calls"
	run awk '/^chdir/ { n = 0; next } /^ > / { n++ } /^ > too many stack frames$/ { t++ }
		 n > 4 { bad = 1 } END { print t, bad + 0 }' out
	[ "$output" = "1 0" ]
	run "$EBTRACE" --stack-trace-frame-limit=0 -k /bin/true
	[ "$status" -eq 1 ]
	[[ "${lines[0]}" == *"ebtrace: invalid --stack-trace-frame-limit argument: '0'" ]]
}

@test "-k with -c warns as strace does; --stack-trace-size is checked" {
	trace_both -c -k -- /bin/true
	sed 's/^[^ ]*strace:/TRACER:/' "$WORK/s.err" | head -n 1 > s1
	sed 's/^[^ ]*ebtrace:/TRACER:/' "$WORK/e.err" | head -n 1 > e1
	grep -q 'stack-traces' e1
	diff -u s1 e1
	run "$EBTRACE" --stack-trace-size=100000 -k /bin/true
	[ "$status" -ne 0 ]
	[[ "${lines[0]}" == *"ebtrace: invalid --stack-trace-size argument: '100000'" ]]
}

@test "-k off: no stack lines" {
	build_stack_calls
	"$EBTRACE" -e trace=chdir -o out "$WORK/stack_calls"
	! grep -q '^ > ' out
}

@test "--kernel-stack: a read that waited on a pipe shows where it slept" {
	cat > blocked.c <<'C'
#include <unistd.h>
int main(void)
{
	int p[2];
	char c;

	if (pipe(p) || read(p[0], &c, 0))
		return 1;
	if (fork() == 0) {
		usleep(200000);
		_exit(write(p[1], "x", 1) != 1);
	}
	return read(p[0], &c, 1) != 1;
}
C
	cc -o blocked blocked.c
	"$EBTRACE" --kernel-stack -k -e trace=read -o out ./blocked
	# the call that did not wait shows none; the one that did, innermost
	# first, then its user frames
	run awk '/^read\([0-9]+, "", 0\)/ { s = 1; next } /^read\([0-9]+, "x", 1\)/ { s = 2; next }
		 /^ > \[kernel\]/ { k[s]++; if (u[s]) bad = 1; next } /^ > / { u[s]++ }
		 END { print k[1] + 0, (k[2] > 2), (u[2] > 2), bad + 0 }' out
	[ "$output" = "0 1 1 0" ] || { cat out; false; }
	grep -qE '^ > \[kernel\] [a-z_]*pipe_read\+0x[0-9a-f]+$' out
	grep -qE '^ > \[kernel\] (ksys|vfs)_read\+0x[0-9a-f]+$' out
}

@test "--kernel-stack: a BPF program's frames show its function and source line" {
	clang -g -O2 -target bpf -I"/usr/include/$(cc -print-multiarch)" \
		-c "$TESTS_DIR/progs/bpf_sleep.bpf.c" -o prog.bpf.o
	cc -o bpf_sleep "$TESTS_DIR/progs/bpf_sleep.c" -lbpf -lpthread
	# the kernel must let root run a sleepable syscall program and fault
	# on a userfaultfd page from the kernel
	run ./bpf_sleep prog.bpf.o
	[ "$status" -ne 3 ] || skip "no userfaultfd: $output"
	[ "$status" -ne 4 ] || skip "sleepable BPF syscall programs refused: $output"
	"$EBTRACE" --kernel-stack -e trace=bpf -o out ./bpf_sleep prog.bpf.o
	local src line main
	src="$TESTS_DIR/progs/bpf_sleep.bpf.c"
	line=$(grep -n 'the line that sleeps' "$src" | cut -d: -f1)
	main=$(grep -n 'return fetch_word' "$src" | cut -d: -f1)
	# the subprogram that slept, then the program's main function, between
	# the kernel frames of the copy and of BPF_PROG_RUN
	run awk '/^bpf\(/ { s++ } s && /^ > / { sub(/\+0x[0-9a-f]+/, ""); print }' out
	printf '%s\n' "${lines[@]}" > frames
	grep -qx " > \[kernel\] bpf_copy_from_user" frames
	grep -A3 -x " > \[kernel\] bpf_copy_from_user" frames | sed 1d > bpf
	cat > want <<W
 > [bpf delayed_read] fetch_word $src:$line
 > [bpf delayed_read] delayed_read $src:$main
 > [kernel] bpf_prog_test_run_syscall
W
	diff -u want bpf
}
