#!/usr/bin/env bats
# --output-format=json and chrome-trace: real traces checked against the
# schema of doc/ebtrace-json.md, and against the text trace of the same
# program (run twice alike: no address randomization, the same
# environment, command lines of the same length, in the same directory).

load test_helper

check() {
	run python3 "$TESTS_DIR/json_check.py" "$@"
	echo "$output"
	[ "$status" -eq 0 ]
}

# trace_alike OUT OPTS...: filecalls in an empty directory, traced
trace_alike() {
	local out=$1
	shift
	rm -rf "$WORK/d" && mkdir "$WORK/d"
	(cd "$WORK/d" && env -i setarch -R "$EBTRACE" "$@" -o "$out" ../filecalls > /dev/null 2>&1) || true
}

@test "an unknown --output-format is refused as strace refuses a bad argument" {
	run "$EBTRACE" --output-format=xml true
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "$EBTRACE: invalid --output-format argument: 'xml'" ]
	[[ "${lines[1]}" == "Try '$EBTRACE -h' for more information." ]]
}

@test "json: the schema holds and the calls are those of the text trace" {
	build_prog filecalls
	# output files of one name length: the same stack addresses in both
	trace_alike "$WORK/t.text" --output-format=text
	trace_alike "$WORK/t.json" --output-format=json
	check schema "$WORK/t.json"
	check same "$WORK/t.text" "$WORK/t.json"
	# typed values: a flag set, a string, an error
	grep -q '"flags":\["O_RDONLY","O_CLOEXEC"\]' "$WORK/t.json"
	grep -q '"str":"/etc/ld.so.cache","truncated":false' "$WORK/t.json"
	grep -q '"error":"ENOENT","message":"No such file or directory"' "$WORK/t.json"
	tail -1 "$WORK/t.json" | grep -q '"type":"exit".*"status":0'
}

@test "chrome-trace: a valid array whose slices are the calls of the text trace" {
	build_prog filecalls
	# the same length of command line: 8 more characters of file name
	trace_alike "$WORK/t.1234567" --output-format=text
	trace_alike "$WORK/t" --output-format=chrome-trace
	check chrome "$WORK/t.1234567" "$WORK/t"
}

@test "json -f: an unfinished call and its resumption make one record; signals, exits" {
	"$EBTRACE" -f -o "$WORK/t" --output-format=json \
		sh -c 'sleep 0.2 & cat /etc/hostname > /dev/null; wait; kill -USR1 $$' || true
	check schema "$WORK/t"
	! grep -q 'resumed>\|<unfinished' "$WORK/t"
	grep -q '"type":"syscall".*"syscall":"wait4"' "$WORK/t"
	grep -q '"type":"signal".*"signal":"SIGCHLD"' "$WORK/t"
	grep -q '"type":"killed".*"signal":"SIGUSR1","core_dumped":false' "$WORK/t"
	[ "$(grep -c '"type":"exit"' "$WORK/t")" -eq 2 ]
}

@test "json: filters, -ff files, -t -r -T fields" {
	"$EBTRACE" -o "$WORK/t" --output-format=json -e trace=openat -z cat /etc/hostname /nonexistent \
		> /dev/null 2>&1 || true
	check schema "$WORK/t"
	[ "$(grep -c '"type":"syscall"' "$WORK/t")" -eq "$(grep -c '"syscall":"openat".*"retval":[0-9]' "$WORK/t")" ]
	grep -q '"/etc/hostname"' "$WORK/t"
	! grep -q '"/nonexistent"' "$WORK/t"
	"$EBTRACE" -ff -ttt -r -T -o "$WORK/ff" --output-format=json sh -c 'true & wait' > /dev/null
	[ "$(ls "$WORK"/ff.* | wc -l)" -eq 2 ]
	check schema "$WORK"/ff.*
	grep -h '"type":"syscall"' "$WORK"/ff.* | grep -v '"noreturn"' | grep -vq '"timestamp":.*"relative":.*"duration"' && false
	true
}

@test "json -C: the summary is one object whose rows add up" {
	"$EBTRACE" -C -o "$WORK/t" --output-format=json ls / > /dev/null
	check schema "$WORK/t"
	[ "$(grep -c '"type":"summary"' "$WORK/t")" -eq 1 ]
	grep '"type":"summary"' "$WORK/t" | python3 -c '
import json, sys
s = json.load(sys.stdin)
assert sum(r["calls"] for r in s["syscalls"]) == s["total"]["calls"], s
assert any(r["syscall"] == "openat" for r in s["syscalls"])'
}

@test "chrome-trace: still a valid document when ebtrace is interrupted" {
	"$EBTRACE" -I1 -o "$WORK/t" --output-format=chrome-trace \
		sh -c 'cat /etc/hostname > /dev/null; exec sleep 30' &
	local pid=$!
	sleep 1
	kill -INT "$pid"
	wait "$pid" || true
	python3 -c 'import json, sys; e = json.load(open(sys.argv[1])); assert any(x["ph"] == "X" for x in e)' "$WORK/t"
}
