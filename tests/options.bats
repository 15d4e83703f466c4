#!/usr/bin/env bats
# Line decorations (-t, -tt, -ttt, -r, -T, -i, -n, -a, -Y and their long
# forms), output options (-A, -o |cmd), running the command (-E, -u, -b,
# -D, --seccomp-bpf) and -h, each against strace where it can be.

load test_helper
load options_helper

# The decorations of every line with their digits replaced, and the call
# names: the same for strace and ebtrace.
decor_shape() {
	sed -E -e 's/\[[0-9a-f]{16}\]/[IP]/' -e 's/[0-9]/N/g' \
		-e 's/^((N+:NN:NN|N+)(\.N+)? )?(\(\+ +N+(\.N+)?\) |( +N+(\.N+)? ))?(\[ *N+\] )?(\[(IP|\?+)\] )?([a-z_N]+\(|\+\+\+|---).*/\1\4\8\9\11/' \
		-e 's/ +N+/ N/g' "$1"
}

# decor_with_strace OPTS... -- CMD...
decor_with_strace() {
	trace_both "$@"
	decor_shape "$WORK/s.out" > "$WORK/s.decor"
	decor_shape "$WORK/e.out" > "$WORK/e.decor"
	diff -u "$WORK/s.decor" "$WORK/e.decor"
}

@test "-t, -tt, -ttt and --absolute-timestamps forms print strace's formats" {
	for o in -t -tt -ttt --absolute-timestamps --absolute-timestamps=unix \
		 --absolute-timestamps=format:unix,precision:ns --absolute-timestamps=time,ms \
		 --absolute-timestamps=precision:us --timestamps=unix,s --absolute-timestamps=none; do
		decor_with_strace "$o" -- cat /etc/hostname
	done
	grep -qE '^[0-9]{2}:[0-9]{2}:[0-9]{2} execve\(' "$WORK/s.out" || true
}

@test "-t stamps are wall-clock time (from the kernel's monotonic time)" {
	before=$(date +%s)
	"$EBTRACE" -ttt -o out /bin/true
	after=$(date +%s)
	stamp=$(head -n 1 out | cut -d' ' -f1)
	awk -v s="$stamp" -v b="$before" -v a="$after" 'BEGIN { exit !(s >= b && s <= a + 1) }'
}

@test "-r and --relative-timestamps: the first line 0, then deltas; -t -r combined" {
	for o in -r --relative-timestamps=ms --relative-timestamps=ns --relative-timestamps=s "-t -r" "-tt -r"; do
		# shellcheck disable=SC2086
		decor_with_strace $o -- cat /etc/hostname
	done
	"$EBTRACE" -r -o out /bin/true
	[[ "$(head -n 1 out)" == "     0.000000 execve("* ]]
}

@test "-T and --syscall-times: time spent, absent on = ? lines" {
	for o in -T --syscall-times=ns --syscall-times=ms --syscall-times=s "-T -r"; do
		# shellcheck disable=SC2086
		decor_with_strace $o -- cat /etc/hostname
	done
	"$EBTRACE" -T -o out /bin/true
	grep -qE '^brk\(NULL\) += 0x[0-9a-f]+ <0\.[0-9]{6}>$' out
	grep -qE '^exit_group\(0\) += \?$' out
}

@test "-n and -i: syscall number and instruction pointer, in strace's order" {
	decor_with_strace -n -- cat /etc/hostname
	decor_with_strace -i -- cat /etc/hostname
	decor_with_strace -n -i -tt -r -- cat /etc/hostname
	# with -f the pid comes first
	"$EBTRACE" -f -n -i -o out sh -c 'true; cat /etc/hostname'
	run grep -cvE '^[0-9]+ +\[ *[0-9]+\] \[([0-9a-f]{16}|\?{16})\] ' out
	[ "$output" = 0 ]
	"$EBTRACE" -n -i -o out /bin/true
	grep -qE '^\[ 231\] \[\?{16}\] \+\+\+ exited with 0 \+\+\+$' out
	grep -qE '^\[  12\] \[[0-9a-f]{16}\] brk\(NULL\)' out
}

@test "-i on a signal line is the ip of the call before it, -n its number" {
	decor_with_strace -n -i -e trace=kill -- sh -c 'trap "echo x" USR1; kill -USR1 $$'
	grep -qE '^\[  62\] \[[0-9a-f]{16}\] --- SIGUSR1 ' "$WORK/e.out"
}

@test "-a COLUMN and -a 0" {
	compare_with_strace --filter '^(close|exit_group)' -a 20 -- cat /etc/hostname
	compare_with_strace --filter '^(close|exit_group)' -a 0 -- cat /etc/hostname
	compare_with_strace --filter '^(close|exit_group)' --columns=60 -- cat /etc/hostname
}

@test "-Y adds the command name to pid prefixes" {
	run "$EBTRACE" -Y -f -o out sh -c 'true; /bin/true'
	[ "$status" -eq 0 ]
	grep -qE '^[0-9]+<sh> brk\(NULL\)' out
	grep -qE '^[0-9]+<true> exit_group\(0\)' out
}

@test "-A appends to the -o file; -o |cmd pipes the trace" {
	echo first > out
	"$EBTRACE" -A -o out -e trace=none /bin/true
	[ "$(head -n 1 out)" = first ]
	[ "$(tail -n 1 out)" = "+++ exited with 0 +++" ]
	"$EBTRACE" -o "|cat > $WORK/piped" -e trace=none /bin/true
	[ "$(cat piped)" = "+++ exited with 0 +++" ]
	"$EBTRACE" -o "!wc -l > $WORK/counted" -e trace=exit_group /bin/true
	[ "$(cat counted)" = 2 ]
}

@test "the -o file is not inherited by the command" {
	# the descriptors the command gets are the ones it gets under strace
	shape_with_strace -e trace=openat,close -- cat /etc/hostname
	shape_with_strace -f -e trace=openat,close -- sh -c 'cat /etc/hostname'
}

@test "-E sets and removes variables for the command only" {
	run "$EBTRACE" -o out -E EBT_ONE=1 -E HOME -E EBT_TWO=a=b sh -c 'echo "$EBT_ONE ${HOME-unset} $EBT_TWO"'
	[ "$status" -eq 0 ]
	[ "$output" = "1 unset a=b" ]
	strace -o s.out -E EBT_ONE=1 -E HOME /usr/bin/env > s.env
	"$EBTRACE" -o e.out -E EBT_ONE=1 -E HOME /usr/bin/env > e.env
	diff <(grep -v '^_=' s.env | sort) <(grep -v '^_=' e.env | sort)
	[ "$(grep -c '^execve' e.out)" = 1 ]
	[ "$(grep -o '/\* [0-9]* vars' s.out)" = "$(grep -o '/\* [0-9]* vars' e.out)" ]
}

@test "-u runs the command as USER; it is traced from its execve" {
	run "$EBTRACE" -u nobody -o out id -u
	[ "$status" -eq 0 ]
	[ "$output" = "$(id -u nobody)" ]
	[[ "$(head -n 1 out)" == 'execve("/usr/bin/id", ["id", "-u"]'* ]]
	run grep -cE '^set(res|re)?[ug]id|^setgroups' out
	[ "$output" = 0 ]
	shape_with_strace -u nobody -- id -u
}

@test "-b execve detaches at the next execve like strace" {
	shape_with_strace -b execve -e trace=execve -- sh -c '/bin/true; exec /bin/echo hi'
	[[ "$(tail -n 1 "$WORK/e.out")" == 'execve("/bin/echo", ["/bin/echo", "hi"], '*' <detached ...>' ]]
	run "$EBTRACE" -b execve sh -c 'exec /bin/true'
	[ "$status" -eq 0 ]
	[[ "$output" == *"$EBTRACE: Process "*" detached"*"<detached ...>"* ]]
}

@test "-b execve: the command let go is no longer ebtrace's, which exits with 0 after it, as strace" {
	trace_both -b execve -e trace=none -- sh -c 'exec sh -c "exit 3"'
	[ "$strace_status" = 0 ]
	[ "$ebtrace_status" = 0 ]
	diff <(sed -E 's/[0-9]+/N/; s/^[^:]*strace: //' s.err) <(sed -E 's/[0-9]+/N/; s/^[^:]*ebtrace: //' e.err)
	# a traced task's status still counts
	trace_both -f -b execve -e trace=none -- sh -c '/bin/true; exit 3'
	[ "$strace_status" = 3 ]
	[ "$ebtrace_status" = 3 ]
}

@test "-b execve with -e status=: the held execve shows only with detached, after the message" {
	local st
	for st in successful detached; do
		strace -b execve -e status=$st -e trace=execve sh -c 'exec /bin/true' 2>&1 |
			sed -E 's/0x[0-9a-f]+/P/; s/[0-9]+ detached/N detached/; s/^[^:]*strace: //' > s.out
		"$EBTRACE" -b execve -e status=$st -e trace=execve sh -c 'exec /bin/true' 2>&1 |
			sed -E 's/0x[0-9a-f]+/P/; s/[0-9]+ detached/N detached/; s/^[^:]*ebtrace: //' > e.out
		diff s.out e.out
	done
	grep -q '^execve("/bin/true", .* <detached \.\.\.>$' e.out
}

@test "-D, -DD, -DDD and --daemonize are accepted; the trace is unchanged" {
	for o in -D -DD -DDD --daemonize --daemonize=pgroup --daemonize=session; do
		run "$EBTRACE" "$o" -o out sh -c 'exit 4'
		[ "$status" -eq 4 ]
		[ "$(tail -n 1 out)" = "+++ exited with 4 +++" ]
	done
}

@test "--seccomp-bpf: strace's warnings, same trace" {
	run "$EBTRACE" --seccomp-bpf -f -o out /bin/true
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	stderr_with_strace --seccomp-bpf -o /dev/null /bin/true
	stderr_with_strace --seccomp-bpf -b execve -f -o /dev/null /bin/true
}

@test "-h lists every option and exits 0; -V prints the version" {
	run "$EBTRACE" -h
	[ "$status" -eq 0 ]
	for o in -a -A -b -c -C -d -D -e -E -f -ff -F -h -i -I -k -n -o -O -p -P -q -qq -qqq -r -s -S \
		 -t -tt -ttt -T -u -U -v -V -w -x -xx -X -y -yy -Y -z -Z \
		 --absolute-timestamps --relative-timestamps --syscall-times --seccomp-bpf --tips \
		 --decode-pids --output-separately --strings-in-hex --summary-wall-clock; do
		[[ "$output" == *"$o"* ]] || { echo "missing $o"; return 1; }
	done
	[[ "$output" == *"trace="*"signal="*"status="*"quiet="*"decode-fds="* ]]
	run "$EBTRACE" --help
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == "Usage: $EBTRACE "* ]]
}

@test "-h and the manual page describe every option the parser's table has" {
	local src="$TESTS_DIR/../src/options.c" man="$TESTS_DIR/../doc/ebtrace.1" o
	"$EBTRACE" -h > help
	sed 's/\\-/-/g; s/\\f[BRI]//g' "$man" > manual
	# rows: { 'c', bool, "long-name", ... } or { 0, bool, "long-name", ... }
	grep -oE "^[[:space:]]*\{ *('[A-Za-z]'|0), *(true|false), *(\"[a-z-]+\"|NULL)" "$src" > rows
	[ "$(wc -l < rows)" -gt 60 ]
	for o in $(grep -oE "'[A-Za-z]'" rows | tr -d "'" | sed 's/^/-/') \
		 $(grep -oE '"[a-z-]+"' rows | tr -d '"' | sed 's/^/--/'); do
		grep -qE -- "$o([^a-z-]|\$)" help || { echo "-h lacks $o"; return 1; }
		grep -qE -- "$o([^a-z-]|\$)" manual || { echo "ebtrace.1 lacks $o"; return 1; }
	done
}

@test "-V: strace's layout, with the optional features this build has" {
	/usr/bin/strace -V > s.out
	"$EBTRACE" -V > e.out
	# the same lines in the same places, the names and features aside
	sed -n 1p e.out | grep -qE '^ebtrace -- version [0-9]+\.[0-9]+'
	[ "$(grep -n '^Optional features enabled: ' s.out | cut -d: -f1)" -eq \
	  "$(grep -n '^Optional features enabled: ' e.out | cut -d: -f1)" ]
	diff <(sed -n '3,4p' s.out) <(sed -n '3,4p' e.out)
	# every feature named is one of strace's names, or (none)
	features=$(sed -n 's/^Optional features enabled: //p' e.out)
	for f in $features; do
		case $f in
		stack-trace=libdw|stack-trace=libunwind|stack-demangle|m32-mpers|mx32-mpers|"(none)") ;;
		*) echo "unknown feature $f"; return 1 ;;
		esac
	done
}

@test "a command or an -ff file name too long for a path: strace's messages" {
	stderr_with_strace "$(printf '%4096s' x)"
	stderr_with_strace -ff -o "$WORK/$(printf '%4084s' x)" true
	stderr_with_strace -ff --output="$WORK/$(printf '%4090s' x)" true
}
