#!/usr/bin/env bats
# Containers and privileges: PID namespaces (ebtrace inside one, and from
# the host on processes inside one), access as the kernel decides it
# (Landlock, Yama, a debugger already attached), an ebtrace installed with
# file capabilities run by an unprivileged user, -D/-DD/-DDD, --cgroup and
# --system-wide.  Compared with strace wherever strace has the behaviour.

load test_helper

# What a test leaves running or created, removed even when it fails midway:
# processes (killed), then cgroups (removed).
cleanup_later() {
	echo "$1" >> "$WORK/cleanup"
}

teardown() {
	if [ -f "$WORK/cleanup" ]; then
		grep -v '^/' "$WORK/cleanup" | xargs -r kill -9 2> /dev/null
		sleep 0.2
		grep '^/' "$WORK/cleanup" | xargs -r rmdir 2> /dev/null
	fi
	cd /
	rm -rf "$WORK"
}

# A tracer run as the first process of a new PID namespace with its own
# /proc, as inside a container.
in_pidns() {
	cat > "$WORK/$1" <<-EOF
	#!/bin/sh
	exec unshare -pf --mount-proc $2 "\$@"
	EOF
	chmod +x "$WORK/$1"
}

# Compare ebtrace's trace with strace's, both run inside a new PID namespace.
compare_in_pidns() {
	in_pidns ns-strace /usr/bin/strace
	in_pidns ns-ebtrace "$EBTRACE"
	run python3 "$TESTS_DIR/compare.py" --strace "$WORK/ns-strace" --ebtrace "$WORK/ns-ebtrace" -- "$@"
	echo "$output"
	[ "$status" -eq 0 ]
}

# FILE has no line matching REGEX (a negated command would not fail a
# test: set -e ignores it).
not_in() {
	if grep -qE -- "$1" "$2"; then
		grep -E -- "$1" "$2" | head -n 3
		return 1
	fi
}

# Wait (up to 60 s: the machine may be loaded) until FILE has a line
# matching REGEX.
wait_for_line() {
	for _ in $(seq 600); do
		grep -qE "$2" "$1" 2>/dev/null && return 0
		sleep 0.1
	done
	return 1
}

# Run a tracer in the background until its output OUT has a line matching
# REGEX, then interrupt it.
#   interrupt_when OUT REGEX TRACER ARGS...
interrupt_when() {
	local out=$1 re=$2 tracer
	shift 2
	"$@" &
	tracer=$!
	cleanup_later "$tracer"
	wait_for_line "$out" "$re"
	kill -INT "$tracer"
	# strace itself can hang detaching from a vfork child caught stopped:
	# SIGKILL ends it; ebtrace must end on SIGINT alone
	local i
	for i in $(seq 200); do
		kill -0 "$tracer" 2> /dev/null || break
		sleep 0.1
	done
	if kill -0 "$tracer" 2> /dev/null; then
		kill -KILL "$tracer"
		wait "$tracer" || true
		[ "$1" = /usr/bin/strace ] || { echo "$1 did not end on SIGINT"; return 1; }
	fi
	wait "$tracer" || true
}

@test "inside a PID namespace: the whole -f trace, with the pids strace prints" {
	compare_in_pidns -f -e signal=none -e trace=%process,getpid,getppid,gettid,kill -- \
		sh -c '/bin/true; kill -0 $$; echo $$ > /dev/null; sh -c "exit 43"; exit 42'
	# the pids are the namespace's: the command is 2 (its tracer is 1)
	unshare -pf --mount-proc "$EBTRACE" -f -e trace=getpid,vfork,clone -o out \
		sh -c '/bin/true; exit 0'
	grep -qE '^2 +getpid\(\) += 2$' out
	# (a child's lines may come between the parent's call and its result)
	grep -qE '^2 +((vfork|clone)\(.*|<\.\.\. (vfork|clone) resumed>.*)\) += 3$' out
	grep -qE '^3 +\+\+\+ exited with 0 \+\+\+$' out
}

@test "inside a PID namespace: -c counts the command's calls as strace does" {
	in_pidns ns-strace /usr/bin/strace
	in_pidns ns-ebtrace "$EBTRACE"
	cmd=(sh -c 'for i in 1 2 3; do /bin/true; done')
	"$WORK/ns-strace" -f -c -e trace=execve,wait4,exit_group -o s.out "${cmd[@]}"
	"$WORK/ns-ebtrace" -f -c -e trace=execve,wait4,exit_group -o e.out "${cmd[@]}"
	# the calls and errors columns and the names, without the timings
	rows() { awk '/^ *[0-9]/ { print $(NF-2), $(NF-1), $NF }' "$1" | sed -E 's/^[0-9]+ //' | sort; }
	rows s.out > s.rows
	rows e.out > e.rows
	cat s.rows e.rows
	grep -q execve e.rows
	diff s.rows e.rows
}

@test "inside a PID namespace: -p takes the namespace's pid" {
	build_prog getppid_storm
	# the tracer is interrupted once it has shown a few calls
	script='"$1" 100000000 & storm=$!
		"$2" -p $storm -e trace=getppid -o "$3" 2> "$3.err" & tracer=$!
		for i in $(seq 300); do [ "$(grep -c . "$3" 2> /dev/null)" -gt 3 ] && break; sleep 0.1; done
		kill -INT $tracer; wait $tracer; kill $storm'
	unshare -pf --mount-proc sh -c "$script" sh "$WORK/getppid_storm" /usr/bin/strace s.out
	unshare -pf --mount-proc sh -c "$script" sh "$WORK/getppid_storm" "$EBTRACE" e.out
	cat e.out.err
	# the storm is pid 2, its parent the shell, pid 1, as strace says
	grep -q "Process 2 attached" s.out.err
	grep -q "Process 2 attached" e.out.err
	sed -n 3p s.out | grep -qE '^getppid\(\) += 1$'
	sed -n 3p e.out | grep -qE '^getppid\(\) += 1$'
	run grep -cvE '^getppid\(\) += 1$|detached|^getppid\($' e.out
	[ "$output" = 0 ]
}

@test "from the host: -f -p on a process inside a PID namespace shows the host's pids" {
	# the loop runs as pid 1 of its namespace; the host knows it by another
	unshare -pf --mount-proc sh -c 'echo $$ > inner; while :; do /bin/true; done' &
	wrapper=$!
	wait_for_line inner '^1$'
	loop=$(pgrep -P "$wrapper" -x sh)
	[ -n "$loop" ]
	# the namespace's init: only SIGKILL reaches it from outside
	cleanup_later "$loop"
	for tracer in /usr/bin/strace "$EBTRACE"; do
		interrupt_when "out.${tracer##*/}" 'execve\("/bin/true".* = 0$' \
			"$tracer" -f -p "$loop" -e trace=clone,vfork,execve -o "out.${tracer##*/}" \
			2> "err.${tracer##*/}"
	done
	# the last pid the namespace gave, read through its own /proc
	last=$(cat "/proc/$loop/root/proc/sys/kernel/ns_last_pid")
	kill -9 "$loop"
	for t in strace ebtrace; do
		cat "out.$t" | head -5
		grep -q "Process $loop attached" "err.$t"
		# the loop's clone returns the child's pid in the namespace (the
		# tracee's view); the child's own lines carry its host pid
		line=$(grep -E "^$loop +(clone\(|vfork\(|<\.\.\. (clone|vfork) resumed>).* = [0-9]+$" "out.$t" | head -n 1)
		nspid=${line##* = }
		child=$(grep -E '^[0-9]+ +execve\("/bin/true"' "out.$t" | head -n 1 | cut -d' ' -f1)
		[ -n "$nspid" ] && [ -n "$child" ]
		[ "$nspid" -le "$last" ]
		[ "$child" != "$nspid" ]
		[ -d "/proc/$child" ] || grep -q "^$child " "out.$t"
	done
}

@test "Landlock: attaching from inside a domain to a process outside is refused as strace is" {
	build_prog landlocked
	build_prog sleeper
	"$WORK/landlocked" true || skip "no Landlock in this kernel"
	start_pid() { "$@" > /dev/null 2>&1 & }
	"$WORK/sleeper" 30 out.pid &
	victim=$!
	cleanup_later "$victim"
	wait_for_line out.pid '^[0-9]+$'
	run "$WORK/landlocked" strace -p "$victim"
	s_status=$status s_output=$output
	run "$WORK/landlocked" "$EBTRACE" -p "$victim"
	kill "$victim"
	[ "$s_status" -eq 1 ]
	[ "$status" -eq "$s_status" ]
	[ "$output" = "${s_output//strace:/$EBTRACE:}" ]
	[ "$output" = "$EBTRACE: attach: ptrace(PTRACE_SEIZE, $victim): Operation not permitted" ]
	# from outside, a process inside a domain can be traced, by both
	"$WORK/landlocked" "$WORK/sleeper" 3 in.pid &
	wait_for_line in.pid '^[0-9]+$'
	run "$EBTRACE" -p "$(cat in.pid)" -e trace=clock_nanosleep,exit_group
	[ "$status" -eq 0 ]
	[[ "$output" == *"Process $(cat in.pid) attached"* ]]
	[ "${lines[-1]}" = "+++ exited with 0 +++" ]
}

# Yama is not in every kernel: those tests run only where it is.
yama=/proc/sys/kernel/yama/ptrace_scope

@test "Yama ptrace_scope=2: only CAP_SYS_PTRACE attaches, as for strace (the setting is restored)" {
	[ -w "$yama" ] || skip "this kernel has no Yama"
	build_prog sleeper
	chmod 755 "$WORK" "$WORK/sleeper"
	old=$(cat "$yama")
	[ "$old" -le 2 ] || skip "ptrace_scope is $old, which cannot be lowered"
	setpriv --reuid=65534 --regid=65534 --clear-groups "$WORK/sleeper" 30 "$WORK/own.pid" &
	wait_for_line own.pid '^[0-9]+$'
	victim=$(cat own.pid)
	cleanup_later "$victim"
	install_with_caps
	echo 2 > "$yama"
	as_user() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
	run as_user strace -p "$victim"
	s_status=$status s_output=$output
	run as_user "$WORK/bin/ebtrace" -p "$victim"
	echo "$old" > "$yama"
	kill "$victim"
	[ "$s_status" -eq 1 ]
	[ "$status" -eq 1 ]
	[ "$output" = "$WORK/bin/ebtrace: attach: ptrace(PTRACE_SEIZE, $victim): Operation not permitted" ]
	[ "$(cat "$yama")" = "$old" ]
}

@test "Yama ptrace_scope=3 is not set by the tests: it cannot be lowered again until reboot" {
	# ptrace_scope=3 forbids every attach; once set, the kernel refuses to
	# lower it, and the sysctl is not per user namespace: a test could not
	# restore the machine.  ebtrace asks the kernel, which applies it.
	skip "ptrace_scope=3 cannot be undone"
}

@test "a process already traced by a debugger can still be traced by ebtrace" {
	build_prog sleeper
	strace -o /dev/null "$WORK/sleeper" 3 dbg.pid &
	wait_for_line dbg.pid '^[0-9]+$'
	victim=$(cat dbg.pid)
	grep -qE "^TracerPid:\s+[1-9]" "/proc/$victim/status"
	run strace -p "$victim"
	[ "$status" -eq 1 ]
	[ "$output" = "strace: attach: ptrace(PTRACE_SEIZE, $victim): Operation not permitted" ]
	run "$EBTRACE" -p "$victim" -e trace=clock_nanosleep,exit_group
	[ "$status" -eq 0 ]
	[[ "$output" == *"Process $victim attached"* ]]
	[ "${lines[-1]}" = "+++ exited with 0 +++" ]
}

# The capability-installed ebtrace: make install-caps of the build the
# tests run from, into a directory of the test ($WORK/bin/ebtrace).
install_with_caps() {
	local top
	top=$(cd "$(dirname "$EBTRACE")/.." && pwd)
	command -v setcap > /dev/null || skip "setcap is not installed"
	[ -f "$top/Makefile" ] || skip "no build tree to install from"
	chmod 755 "$WORK"
	make -s -C "$top" install-caps DESTDIR="$WORK/inst" bindir=/bin > /dev/null
	mkdir -p "$WORK/bin" && chmod 755 "$WORK/bin"
	mv "$WORK/inst/bin/ebtrace" "$WORK/bin/ebtrace"
	getcap "$WORK/bin/ebtrace" | grep -q 'cap_perfmon,cap_bpf=ep'
	mkdir -p "$WORK/o" && chmod 777 "$WORK/o"
}

nobody() {
	setpriv --reuid=65534 --regid=65534 --clear-groups "$@"
}

@test "installed with capabilities, a user traces their own program as strace does" {
	install_with_caps
	cmd=(sh -c 'id -u; grep ^Cap /proc/self/status; /bin/true')
	nobody strace -f -e trace=execve,getuid,geteuid -o o/s.out "${cmd[@]}" > s.stdout 2> s.err
	nobody "$WORK/bin/ebtrace" -f -e trace=execve,getuid,geteuid -o o/e.out "${cmd[@]}" > e.stdout 2> e.err
	cat e.err e.stdout
	# no warning, no capability passed on to the command
	[ ! -s e.err ]
	diff s.stdout e.stdout
	grep -q '^CapEff:	0000000000000000$' e.stdout
	grep -q '^CapPrm:	0000000000000000$' e.stdout
	norm() { sed -E 's/^[0-9]+ +//; s/0x[0-9a-f]+ \/\*/ADDR \/*/; s/si_pid=[0-9]+/si_pid=N/; s/si_[us]time=[^,}]*/si_time/g; s/Process [0-9]+/Process N/' "$1"; }
	norm o/s.out > s.norm
	norm o/e.out > e.norm
	diff s.norm e.norm
}

@test "installed with capabilities, a user is refused root's process, as by strace" {
	install_with_caps
	build_prog sleeper
	"$WORK/sleeper" 30 root.pid &
	wait_for_line root.pid '^[0-9]+$'
	victim=$(cat root.pid)
	cleanup_later "$victim"
	run nobody strace -p "$victim"
	s_status=$status
	run nobody "$WORK/bin/ebtrace" -p "$victim"
	kill "$victim"
	[ "$s_status" -eq 1 ]
	[ "$status" -eq 1 ]
	[ "$output" = "$WORK/bin/ebtrace: attach: ptrace(PTRACE_SEIZE, $victim): Operation not permitted" ]
}

@test "installed with capabilities: nothing of a set-user-ID program is shown or counted" {
	install_with_caps
	cp /usr/bin/id "$WORK/suid-id"
	chmod 4755 "$WORK/suid-id"
	run nobody "$WORK/suid-id" -u
	[ "$output" = 0 ] || skip "set-user-ID programs do not run here"
	# strace runs it without its privileges; ebtrace cannot, so lets it go
	run nobody strace -o /dev/null "$WORK/suid-id" -u
	[ "$output" = 65534 ]
	run nobody "$WORK/bin/ebtrace" -c -o o/count "$WORK/suid-id" -u
	[ "$status" -eq 0 ]
	[[ "$output" == *"detached: it runs with credentials that may not be traced"* ]]
	cat o/count
	run grep -cE 'mmap|openat|getuid|total' o/count
	[ "$output" = 0 ]
	# with -f, the shell's own calls count, the program's never: as many
	# as strace counts for the shell running an ordinary program instead
	ids=-etrace=getuid,geteuid,getgid,getegid
	nobody "$WORK/bin/ebtrace" -f -c "$ids" -o o/e.count sh -c "$WORK/suid-id -u; /bin/true"
	nobody strace -f -c "$ids" -o o/s.count sh -c "/bin/true; /bin/true"
	cat o/e.count o/s.count
	awk '/^ *[0-9]/ { print $(NF-1), $NF }' o/e.count | sort > e.rows
	awk '/^ *[0-9]/ { print $(NF-1), $NF }' o/s.count | sort > s.rows
	grep -q geteuid s.rows
	diff s.rows e.rows
}

@test "without the capabilities: one message saying what is needed" {
	command -v setpriv > /dev/null || skip "setpriv is not installed"
	chmod 755 "$WORK"
	cp "$EBTRACE" "$WORK/plain"
	run nobody "$WORK/plain" true
	[ "$status" -eq 1 ]
	[ "${#lines[@]}" -eq 1 ]
	[ "$output" = "$WORK/plain: cannot load BPF programs: Operation not permitted (ebtrace needs root, or CAP_BPF and CAP_PERFMON)" ]
	# in a user namespace, even root's capabilities there are not enough
	unshare -Ur true || skip "no user namespaces here"
	run unshare -Ur "$EBTRACE" true
	[ "$status" -eq 1 ]
	[ "$output" = "$EBTRACE: cannot load BPF programs: Operation not permitted (in a user namespace: loading them needs CAP_BPF and CAP_PERFMON in the initial one)" ]
}

# The pid, process group and session of the command, then those of the
# tracer (the process whose command line has the -o path).
ids_script='cut -d" " -f1,5,6 /proc/$$/stat; cut -d" " -f1,5,6 /proc/$(pgrep -f -- "-o $1")/stat'

@test "-D, -DD, -DDD: the tracer as a grandchild, in its own process group, in its own session, as strace" {
	for d in -D -DD -DDD; do
		for tracer in /usr/bin/strace "$EBTRACE"; do
			sh -c 'echo $$ > first.pid; exec "$@"' sh \
				"$tracer" "$d" -e trace=execve,exit_group -o "$WORK/out" sh -c "$ids_script" sh "$WORK/out" > ids
			cat ids out
			{ read -r cmd cpg csid; read -r tpid tpg tsid; } < ids
			# the command keeps the first process; the tracer is another
			[ "$cmd" = "$(cat first.pid)" ] && [ "$tpid" != "$cmd" ]
			grep -qE "^execve\(\"/usr/bin/sh\", \[\"sh\", \"-c\"" out
			[ "$(tail -n 1 out)" = "+++ exited with 0 +++" ]
			case $d in
			-D) [ "$tpg" = "$cpg" ] && [ "$tsid" = "$csid" ] ;;
			-DD) [ "$tpg" != "$cpg" ] && [ "$tsid" = "$csid" ] ;;
			-DDD) [ "$tsid" != "$csid" ] ;;
			esac
		done
	done
	# without -o: strace's attach message, for the command's pid
	sh -c 'echo $$ > first.pid; exec "$@"' sh "$EBTRACE" -D -e trace=none true 2> err
	# the tracer may still be writing when the command is done
	wait_for_line err exited
	[ "$(head -n 1 err)" = "$EBTRACE: Process $(cat first.pid) attached" ]
	[ "$(tail -n 1 err)" = "+++ exited with 0 +++" ]
}

@test "-D: the command's exit status reaches its parent directly; strace's errors" {
	run sh -c "exec $EBTRACE -D -o /dev/null sh -c 'exit 7'"
	[ "$status" -eq 7 ]
	for args in "-D -p 1" "-DDDD true" "-D"; do
		run strace $args
		s_status=$status s_output=$output
		run "$EBTRACE" $args
		[ "$status" -eq "$s_status" ]
		[ "$output" = "${s_output//strace/$EBTRACE}" ]
	done
}

# A cgroup v2 of the test's own, removed by the test.
make_cgroup() {
	root=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/mounts)
	[ -n "$root" ] || skip "no cgroup v2 here"
	CG=$(mktemp -d "$root/ebtrace-test.XXXXXX") || skip "cannot create a cgroup"
	cleanup_later "$CG"
}

run_in_cgroup() {
	sh -c 'echo $$ > "$1/cgroup.procs" && shift && exec "$@"' sh "$CG" "$@"
}

@test "--cgroup: a process started in the cgroup after ebtrace is traced, one outside is not" {
	make_cgroup
	"$EBTRACE" --cgroup="$CG" -e trace=execve,exit_group -o out 2> err &
	tracer=$!
	cleanup_later "$tracer"
	# ready once a marker started in the cgroup shows
	for _ in $(seq 100); do
		run_in_cgroup /bin/echo ready > /dev/null
		grep -q '"ready"' out 2> /dev/null && break
		sleep 0.2
	done
	run_in_cgroup /bin/echo inside-marker > /dev/null
	/bin/echo outside-marker > /dev/null
	run_in_cgroup sh -c '/bin/echo child-marker' > /dev/null
	sleep 0.5
	kill -INT "$tracer"
	wait "$tracer" || true
	rmdir "$CG"
	cat out err
	grep -qE '^[0-9]+ +execve\("/bin/echo", \["/bin/echo", "inside-marker"\]' out
	# its children too, with the pid prefix of -f
	grep -qE '^[0-9]+ +execve\("/bin/echo", \["/bin/echo", "child-marker"\]' out
	not_in outside-marker out
	not_in "^$tracer " out
}

@test "--cgroup: strace's filters and decorations apply; bad uses are refused" {
	make_cgroup
	"$EBTRACE" --cgroup="$CG" -e trace=%process -tt -qq 2> out &
	tracer=$!
	cleanup_later "$tracer"
	for _ in $(seq 100); do
		run_in_cgroup sh -c '/bin/true; exit 5' || true
		# a run that started before ebtrace was ready shows only in part
		grep -q 'exit_group(5)' out 2> /dev/null && grep -q 'execve("/bin/true"' out && break
		sleep 0.2
	done
	kill -INT "$tracer"
	wait "$tracer" || true
	rmdir "$CG"
	cat out
	grep -qE '^\[pid +[0-9]+\] [0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{6} exit_group\(5\) += \?$' out
	grep -qE '^\[pid +[0-9]+\] [0-9:.]+ execve\("/bin/true"' out
	not_in 'openat|mmap' out
	run "$EBTRACE" --cgroup=/tmp true
	[ "$status" -eq 1 ]
	run "$EBTRACE" --cgroup=/tmp
	[ "$status" -eq 1 ]
	[ "$output" = "$EBTRACE: --cgroup: /tmp is not a cgroup v2 directory" ]
	run "$EBTRACE" --system-wide -p 1
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "$EBTRACE: --system-wide traces until interrupted: it takes neither PROG [ARGS] nor -p" ]
}

@test "--system-wide: every process but ebtrace's own, with a warning about the cost" {
	"$EBTRACE" --system-wide -e trace=execve -o out 2> err &
	tracer=$!
	cleanup_later "$tracer"
	for _ in $(seq 100); do
		/bin/echo system-marker > /dev/null
		grep -q system-marker out 2> /dev/null && break
		sleep 0.2
	done
	kill -INT "$tracer"
	wait "$tracer" || true
	grep -qE '^[0-9]+ +execve\("/bin/echo", \["/bin/echo", "system-marker"\]' out
	not_in "^$tracer " out
	grep -q -- "--system-wide: every process of the machine is traced" err
}

@test "--pidns-translation: ids from a nested PID namespace get strace's comment" {
	# The shell is pid 1 of a new namespace; its ids show what they are in
	# ebtrace's.  The translation reads /proc: the shell waits on a FIFO
	# until its lines are out (a process already gone has no comment).
	mkfifo hold
	script='kill -0 $$; (exit 0) & wait; exec timeout 120 cat hold > /dev/null'
	for t in strace ebtrace; do
		tracer=/usr/bin/strace
		[ $t = ebtrace ] && tracer=$EBTRACE
		"$tracer" --pidns-translation -f -e signal=none -e trace=getpid,kill,getpgid,getsid,wait4 \
			-o "$t.out" unshare -pf sh -c "$script" &
		cleanup_later $!
		wait_for_line "$t.out" 'kill\('
		wait_for_line "$t.out" 'wait4\(-1, \['
		echo > hold
		wait $!
		cat "$t.out"
	done
	grep -qE '^([0-9]+) +getpid\(\) += 1 /\* \1 in strace.s PID NS \*/$' ebtrace.out
	grep -qE '^([0-9]+) +kill\(1 /\* \1 in strace.s PID NS \*/, 0\) += 0$' ebtrace.out
	# the same lines as strace's, pids aside
	norm() { grep -E 'getpid|kill\(' "$1" | sed -E 's/^[0-9]+ +//; s/[0-9]{3,}/N/g'; }
	diff <(norm strace.out) <(norm ebtrace.out)
	# without the option, or in ebtrace's own namespace: no comment
	"$EBTRACE" -f -e trace=getpid -o plain unshare -pf sh -c 'kill -0 $$'
	not_in 'PID NS' plain
	"$EBTRACE" --pidns-translation -f -e trace=getpid -o same sh -c 'kill -0 $$'
	not_in 'PID NS' same
}

@test "--pidns-translation: a netlink message's port id is translated as a process id" {
	# python is pid 1 of a new namespace; it names itself in a request's
	# nlmsg_pid, then waits on a FIFO until its line is out
	mkfifo hold
	prog='import os, signal, socket, struct
signal.alarm(120)
s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, socket.NETLINK_ROUTE)
s.bind((0, 0))
s.sendto(struct.pack("=IHHIIBxHiII", 32, 18, 1, 7, os.getpid(), 0, 0, 1, 0, 0), socket.MSG_DONTWAIT, (0, 0))
open("hold").read()'
	for t in strace ebtrace; do
		tracer=/usr/bin/strace
		[ $t = ebtrace ] && tracer=$EBTRACE
		"$tracer" --pidns-translation -f -e signal=none -e trace=sendto -o "$t.out" \
			unshare -pf python3 -c "$prog" &
		cleanup_later $!
		wait_for_line "$t.out" 'sendto\('
		echo > hold
		wait $!
	done
	grep -qE '^([0-9]+) +sendto\(.*nlmsg_seq=7, nlmsg_pid=1 /\* \1 in strace.s PID NS \*/\}' ebtrace.out
	# python leaves the padding of its netlink address unset
	norm() { grep sendto "$1" | sed -E 's/^[0-9]+ +//; s/nl_pad=0x[0-9a-f]+/nl_pad=P/; s/[0-9]{3,}/N/g; s/\) += /) = /'; }
	diff <(norm strace.out) <(norm ebtrace.out)
}
