#!/usr/bin/env bats
# Robustness: killed tracees and tracers, a full disk, storms that must not
# lose a single record.

load test_helper

# Wait until task $1 is blocked in a syscall (its /proc syscall line shows
# a number, not "running").
wait_blocked() {
	for _ in $(seq 200); do
		if read -r nr _ < "/proc/$1/syscall" 2>/dev/null && [ "$nr" != running ] && [ "$nr" -ge 0 ]; then
			return 0
		fi
		sleep 0.02
	done
	return 1
}

@test "a tracee killed inside a syscall: the call ends '= ?', then killed by SIGKILL" {
	"$EBTRACE" -o out sh -c 'echo $$ > pid; exec sleep 100' &
	tracer=$!
	for _ in $(seq 200); do [ -s pid ] && break; sleep 0.02; done
	pid=$(cat pid)
	# blocked in the sleep (not in the shell's syscalls before the exec)
	for _ in $(seq 200); do grep -q '^clock_nanosleep(' out 2>/dev/null || [ "$(cat /proc/$pid/comm)" = sleep ] && break; sleep 0.02; done
	wait_blocked "$pid"
	kill -9 "$pid"
	st=0
	wait "$tracer" || st=$?
	[ "$st" -eq 137 ]
	run tail -n 2 out
	[[ "${lines[0]}" == clock_nanosleep\(*" = ?" ]]
	[ "${lines[1]}" = "+++ killed by SIGKILL +++" ]
	# strace shows the same two lines' endings for the same situation
	/usr/bin/strace -o sout sh -c 'echo $$ > spid; exec sleep 100' &
	for _ in $(seq 200); do [ -s spid ] && break; sleep 0.02; done
	spid=$(cat spid)
	for _ in $(seq 200); do [ "$(cat /proc/$spid/comm)" = sleep ] && break; sleep 0.02; done
	wait_blocked "$spid"
	kill -9 "$spid"
	wait || true
	[[ "$(tail -n 2 sout | head -n 1)" == clock_nanosleep\(*" = ?" ]]
}

# Our BPF objects, one "KIND ID" a line: the programs with our names, the
# maps they use and the links that attach them.
bpf_objects() {
	python3 - <<'PY'
import json, subprocess
names = {"sys_enter", "sys_exit", "sched_switch", "sched_process_fork",
         "sched_process_exit", "sched_process_exec", "signal_deliver"}
def show(kind):
    out = subprocess.run(["bpftool", "-j", kind, "show"], capture_output=True, text=True).stdout
    return json.loads(out or "[]")
progs = [p for p in show("prog") if p.get("name") in names]
ids = {p["id"] for p in progs}
maps = {m for p in progs for m in p.get("map_ids", [])}
for i in sorted(ids): print("prog", i)
for m in sorted(maps): print("map", m)
for l in show("link"):
    if l.get("prog_id") in ids: print("link", l["id"])
PY
}

@test "ebtrace killed with SIGKILL: its BPF objects go away, the tracee keeps running" {
	command -v bpftool >/dev/null || skip "bpftool not installed"
	bpf_objects | sort > before
	"$EBTRACE" -o out sh -c 'echo $$ > pid; exec sleep 100' &
	tracer=$!
	for _ in $(seq 200); do grep -q '^execve("[a-z/]*/sleep"' out 2>/dev/null && break; sleep 0.02; done
	pid=$(cat pid)
	bpf_objects | sort > during
	comm -13 before during > ours
	cat ours
	grep -q '^prog' ours
	grep -q '^map' ours
	grep -q '^link' ours
	kill -9 "$tracer"
	wait "$tracer" || true
	# released asynchronously: give the kernel a moment
	for _ in $(seq 100); do
		: > left
		while read -r kind id; do
			bpftool "$kind" show id "$id" >/dev/null 2>&1 && echo "$kind $id" >> left
		done < ours
		[ -s left ] || break
		sleep 0.05
	done
	cat left
	[ ! -s left ]
	# the tracee was neither stopped nor killed with its tracer
	kill -0 "$pid"
	[ "$(awk '{print $3}' "/proc/$pid/stat")" = S ]
	kill "$pid"
}

@test "-o on a full disk: tracing goes on, each lost line is said, the command's status is kept" {
	# as strace: a message per line that could not be written, then the
	# command's own exit status
	local s_status=0 e_status=0
	strace -o /dev/full sh -c 'exit 3' 2> s.err || s_status=$?
	"$EBTRACE" -o /dev/full sh -c 'exit 3' 2> e.err || e_status=$?
	[ "$s_status" -eq 3 ]
	[ "$e_status" -eq 3 ]
	sed 's/^[^:]*: //' s.err > s.msg
	sed 's/^[^:]*: //' e.err > e.msg
	diff s.msg e.msg
	[ "$(sed "s/^.*ebtrace: /ebtrace: /" e.err | sort -u)" = "ebtrace: /dev/full: No space left on device" ]
	# a tiny filesystem that fills up in the middle of the trace: what fit
	# is there, every line after it is said lost, and the command ran traced
	# to its end
	# (dd over /dev/zero: both runs make the same calls, whatever else
	# changes on the machine in between)
	"$EBTRACE" -o whole dd if=/dev/zero of=/dev/null bs=1 count=20000 2> /dev/null
	mkdir tiny
	mount -t tmpfs -o size=64k tmpfs tiny || skip "cannot mount a tmpfs"
	local kept lost status=0
	"$EBTRACE" -o tiny/trace dd if=/dev/zero of=/dev/null bs=1 count=20000 2> tiny.err || status=$?
	kept=$(wc -l < tiny/trace)
	umount tiny
	[ "$status" -eq 0 ]
	lost=$(grep -c 'ebtrace: tiny/trace: No space left on device' tiny.err)
	[ "$kept" -gt 100 ]
	[ "$lost" -gt 100 ]
	[ "$((kept + lost))" -eq "$(wc -l < whole)" ]
}

@test "-f on a 200-process fork storm loses no exit line" {
	run "$EBTRACE" -f -o out sh -c 'i=0; while [ $i -lt 200 ]; do /bin/true; i=$((i+1)); done'
	[ "$status" -eq 0 ]
	[[ "$output" != *"records lost"* ]]
	# 200 children and the shell
	[ "$(grep -c '+++ exited with 0 +++$' out)" -eq 201 ]
	[ "$(grep -c 'execve("/bin/true"' out)" -eq 200 ]
}

@test "-c -f on a 200-process fork storm (its small ring): every process counted, nothing lost" {
	local storm='i=0; while [ $i -lt 200 ]; do /bin/true; i=$((i+1)); done'
	run "$EBTRACE" -c -f -o out sh -c "$storm"
	[ "$status" -eq 0 ]
	[[ "$output" != *"records lost"* ]]
	# as strace counts them: dash's 200 vforks, their 200 execve and its own
	grep -qE '^ *[0-9.]+ +[0-9.]+ +[0-9]+ +201 +execve$' out
	grep -qE '^ *[0-9.]+ +[0-9.]+ +[0-9]+ +200 +vfork$' out
}

@test "1,000,000 getppid calls traced to a file give 1,000,000 getppid lines" {
	build_prog getppid_storm
	run "$EBTRACE" -o out "$WORK/getppid_storm" 1000000
	[ "$status" -eq 0 ]
	[[ "$output" != *"records lost"* ]]
	[ "$(grep -c '^getppid() *= [0-9]*$' out)" -eq 1000000 ]
}

@test "a ring far too small: what is lost is said, and nothing of ebtrace shows in the trace" {
	build_prog getppid_storm
	run "$EBTRACE" --ring-size=256K -o out "$WORK/getppid_storm" 300000
	[ "$status" -eq 0 ]
	echo "$output"
	# losses are always reported, and the tracee is never stopped
	if [[ "$output" == *"records lost"* ]]; then
		lost=$(sed -n 's/.*ebtrace: \([0-9]*\) records lost.*/\1/p' <<< "$output")
		[ "$(( $(grep -c '^getppid()' out) + lost ))" -ge 300000 ]
	else
		[ "$(grep -c '^getppid()' out)" -eq 300000 ]
	fi
	! grep -q 'SIGSTOP\|SIGCONT\|ERESTART' out
}
