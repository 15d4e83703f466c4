#!/usr/bin/env bats
# What comes with the tracer: ebtrace-log-merge (compared with strace's
# strace-log-merge on the same files) and the bash completion.

load test_helper

setup_file() {
	export MERGE="$BATS_TEST_DIRNAME/../tools/ebtrace-log-merge"
	export COMPLETION="${EBTRACE%/src/ebtrace}/tools/ebtrace.bash"
}

@test "ebtrace-log-merge: -ff -tt and -ttt files merged as strace-log-merge merges them" {
	for t in -tt -ttt -t; do
		rm -f "$WORK"/tr.*
		"$EBTRACE" -ff "$t" -o "$WORK/tr" /bin/sh -c 'ls / > /dev/null & cat /etc/hostname > /dev/null & wait'
		[ "$(ls "$WORK"/tr.* | wc -l)" -ge 3 ]
		"$MERGE" "$WORK/tr" > "$WORK/ours"
		strace-log-merge "$WORK/tr" > "$WORK/theirs"
		diff -u "$WORK/theirs" "$WORK/ours"
		# every timestamped line of every file, each after its pid
		[ "$(wc -l < "$WORK/ours")" = "$(cat "$WORK"/tr.* | grep -cE '^[0-9]')" ]
	done
}

@test "ebtrace-log-merge: usage and a prefix with no files, as strace-log-merge" {
	run "$MERGE"
	[ "$status" -eq 1 ]
	[[ "$output" == "Usage: ebtrace-log-merge PREFIX"* ]]
	run "$MERGE" "$WORK/none"
	[ "$status" -eq 1 ]
	[ "$output" = "ebtrace-log-merge: $WORK/none: ebtrace output not found" ]
	run "$MERGE" --help
	[ "$status" -eq 0 ]
}

# complete WORD...: COMPREPLY for the last word of "ebtrace WORD...".
complete_words() {
	source "$COMPLETION"
	COMP_WORDS=("$EBTRACE" "$@")
	COMP_CWORD=$#
	_ebtrace
	printf '%s\n' "${COMPREPLY[@]}"
}

@test "completion: syscall names and groups after -e trace= and --trace=, options, pids" {
	[ -f "$COMPLETION" ]
	run complete_words -e trace=openat
	[[ "$output" == *"trace=openat"* ]] && [[ "$output" == *"trace=openat2"* ]]
	run complete_words -e trace=read,%fi
	[ "$output" = "trace=read,%file" ]
	run complete_words --trace=!clone
	[[ "$output" == *"--trace=!clone3"* ]]
	run complete_words -e tr
	[ "$output" = "trace=" ]
	run complete_words --follow-f
	[ "$output" = "--follow-forks" ]
	run complete_words -p $$
	[[ "$output" == *"$$"* ]]
	# past the command, its own arguments: files
	run complete_words -f ls "$WORK/"
	[[ "$output" != *"--"* ]]
}

@test "completion: the syscalls offered are the ones the tracer takes" {
	source "$COMPLETION"
	[ "$(echo $_ebtrace_syscalls | wc -w)" -gt 300 ]
	for name in openat clone3 io_uring_setup landlock_create_ruleset; do
		[[ " $_ebtrace_syscalls " == *" $name "* ]]
	done
	# all of them at once: a name the tracer did not know would be refused
	"$EBTRACE" -e trace="$(echo $_ebtrace_syscalls | tr ' ' ',')" -o /dev/null /bin/true
	run "$EBTRACE" -e trace=no_such_call -o /dev/null /bin/true
	[ "$status" -ne 0 ]
}
