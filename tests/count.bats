#!/usr/bin/env bats
# -c/-C/-S/-U/-w/-O: the summary table, counted in the kernel, laid out as
# strace lays it out.  Times differ between runs: tests/table_shape.py
# checks each time cell's format and width and compares everything else.

load test_helper
load options_helper

setup_file() {
	export COUNT_DIR="$BATS_FILE_TMPDIR/d"
	mkdir -p "$COUNT_DIR"
	touch "$COUNT_DIR/a" "$COUNT_DIR/b"
	echo hello > "$COUNT_DIR/f.txt"
}

# table_with_strace [--sort-rows] [--drop REGEX] OPTS... -- CMD...
# (--drop leaves out rows whose counts depend on timing, such as the
# rt_sigreturn of a SIGCHLD that may or may not interrupt a wait)
table_with_strace() {
	local sort=() drop='^$'
	while [[ "$1" == --* && "$1" != -- ]]; do
		case "$1" in
		--sort-rows) sort=(--sort-rows); shift ;;
		--drop) drop=$2; shift 2 ;;
		esac
	done
	trace_both "$@"
	python3 "$TESTS_DIR/table_shape.py" "${sort[@]}" "$WORK/s.out" | grep -vE "$drop" > "$WORK/s.table"
	python3 "$TESTS_DIR/table_shape.py" "${sort[@]}" "$WORK/e.out" | grep -vE "$drop" > "$WORK/e.table"
	diff -u "$WORK/s.table" "$WORK/e.table"
}

@test "-c: header, dividers, calls, errors and names as strace's (ls -la DIR)" {
	table_with_strace --sort-rows -c -- ls -la "$COUNT_DIR"
	table_with_strace -c -S calls -- ls -la "$COUNT_DIR"
}

@test "-c: cat of an existing and a missing file" {
	table_with_strace --sort-rows -c -- cat "$COUNT_DIR/f.txt" /nonexistent
	table_with_strace -c -S calls -- cat "$COUNT_DIR/f.txt" /nonexistent
	grep -qE '^ +[0-9.]+ +[0-9.]+ +[0-9]+ +[0-9]+ +[0-9]+ openat$' "$WORK/e.out"
}

@test "-c -f sums all processes (sh -c 'ls DIR | wc -l; cat FILE')" {
	table_with_strace --drop 'rt_sigreturn|total$' -c -f -S calls -- \
		sh -c "ls $COUNT_DIR | wc -l; cat $COUNT_DIR/f.txt"
	table_with_strace --drop 'rt_sigreturn|total$' --sort-rows -c -f -- \
		sh -c "ls $COUNT_DIR | wc -l; cat $COUNT_DIR/f.txt"
}

@test "-c prints only the table: no trace lines, no +++ lines; exit/exit_group not counted" {
	run "$EBTRACE" -c -o out sh -c 'exit 3'
	[ "$status" -eq 3 ]
	[ "$(head -n 1 out)" = "% time     seconds  usecs/call     calls    errors syscall" ]
	run grep -cE '^\+\+\+ |^--- |\(|exit_group' out
	[ "$output" = 0 ]
	grep -qE ' execve$' out
}

@test "-c with nothing counted prints no table" {
	run "$EBTRACE" -c -e trace=write /bin/true
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "-C: the trace, then the table on the same stream" {
	table_with_strace -C -S calls -- cat "$COUNT_DIR/f.txt" /nonexistent
	grep -q '^+++ exited with 1 +++$' "$WORK/e.out"
	[ "$(grep -n '^+++ exited' "$WORK/e.out" | cut -d: -f1)" -lt "$(grep -n '^% time' "$WORK/e.out" | cut -d: -f1)" ]
	[ "$(tail -n 1 "$WORK/e.out" | awk '{print $NF}')" = total ]
}

@test "-S keys and aliases order rows like strace" {
	for key in calls count errors error name syscall nothing none; do
		table_with_strace -c -S "$key" -- cat "$COUNT_DIR/f.txt" /nonexistent
	done
}

@test "-U columns, -w, and -S on time keys" {
	table_with_strace --sort-rows -c -w -U name,calls,errors,min-time,max-time,total-time,avg-time,time-percent \
		-- ls -la "$COUNT_DIR"
	table_with_strace -c -S nothing -U calls,errors -- ls -la "$COUNT_DIR"
	table_with_strace -c -S calls -U shortest,longest,name,count -- ls -la "$COUNT_DIR"
	for key in time min-time max-time avg-time longest shortest; do
		table_with_strace --sort-rows -c -S "$key" -- ls -la "$COUNT_DIR"
	done
}

@test "-c -w: latencies add up to at least the time the command slept" {
	run "$EBTRACE" -c -w -e trace=clock_nanosleep -o out sleep 0.2
	[ "$status" -eq 0 ]
	run awk '$NF == "clock_nanosleep" {print $2}' out
	awk -v t="$output" 'BEGIN { exit !(t >= 0.2 && t < 2) }'
}

@test "-c default time is system time: a sleep costs almost nothing" {
	run "$EBTRACE" -c -e trace=clock_nanosleep -o out sleep 0.3
	[ "$status" -eq 0 ]
	run awk '$NF == "clock_nanosleep" {print $2}' out
	awk -v t="$output" 'BEGIN { exit !(t < 0.1) }'
}

@test "-O subtracts the overhead from every call" {
	run "$EBTRACE" -c -w -O 1s -o out cat "$COUNT_DIR/f.txt"
	[ "$status" -eq 0 ]
	[ "$(tail -n 1 out | awk '{print $2}')" = 0.000000 ]
}

@test "the table is printed when ebtrace is interrupted (SIGINT, SIGTERM)" {
	"$EBTRACE" -c sleep 3 2> err &
	pid=$!
	sleep 0.7
	kill_and_wait "$pid" INT
	[ "$status" -eq 130 ]
	grep -q "^$EBTRACE: Process [0-9]* detached$" err
	grep -q '^% time ' err
	grep -qE ' total$' err
	"$EBTRACE" -c -I 1 -o out sleep 3 &
	pid=$!
	sleep 0.7
	kill_and_wait "$pid" TERM
	[ "$status" -eq 143 ]
	grep -qE ' total$' out
}
