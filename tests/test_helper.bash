# Shared setup for the bats suites: $EBTRACE is the binary under test.
: "${EBTRACE:=$BATS_TEST_DIRNAME/../src/ebtrace}"
: "${TESTS_DIR:=$BATS_TEST_DIRNAME}"
export EBTRACE

setup() {
	WORK=$(mktemp -d "${BATS_TMPDIR:-/tmp}/ebtest.XXXXXX")
	cd "$WORK"
}

teardown() {
	cd /
	rm -rf "$WORK"
}

# Compare ebtrace's trace with strace's for the same options and command:
#   compare_with_strace [--filter REGEX] [--addr32] OPTS... -- CMD ARGS...
# (--addr32: a 32-bit program's addresses differ from run to run too)
compare_with_strace() {
	local filter=()
	while [ "$1" = --filter ] || [ "$1" = --addr32 ]; do
		if [ "$1" = --addr32 ]; then
			filter+=(--addr32)
			shift
		else
			filter+=(--filter "$2")
			shift 2
		fi
	done
	run python3 "$TESTS_DIR/compare.py" --ebtrace "$EBTRACE" "${filter[@]}" -- "$@"
	if [ "$status" -ne 0 ]; then
		echo "$output"
		return 1
	fi
}

# Build a test program from tests/progs/NAME.c into $WORK/NAME.
build_prog() {
	cc -O1 -o "$WORK/$1" "$TESTS_DIR/progs/$1.c" "${@:2}"
}

# Build tests/progs/NAME.c and trace it with ebtrace: the trace in
# $WORK/out, the padding before " = " squeezed for grep.
trace_prog() {
	build_prog "$1"
	"$EBTRACE" -o "$WORK/raw" "$WORK/$1"
	sed -E 's/\) +=/) =/' "$WORK/raw" > "$WORK/out"
}

# Run strace and ebtrace with the same options and command, each with -o:
#   trace_both OPTS... -- CMD...
# The traces are $WORK/s.out and $WORK/e.out, their stderr s.err and e.err,
# their exit statuses $strace_status and $ebtrace_status.
trace_both() {
	local i=1 a
	for a in "$@"; do
		[ "$a" = -- ] && break
		i=$((i + 1))
	done
	local opts=("${@:1:i-1}") cmd=("${@:i+1}")
	strace_status=0
	ebtrace_status=0
	strace "${opts[@]}" -o "$WORK/s.out" "${cmd[@]}" > /dev/null 2> "$WORK/s.err" || strace_status=$?
	"$EBTRACE" "${opts[@]}" -o "$WORK/e.out" "${cmd[@]}" > /dev/null 2> "$WORK/e.err" || ebtrace_status=$?
}

# Send signal SIG to the background job PID and wait for it to end: its
# exit status in $status.
#   kill_and_wait PID SIG
kill_and_wait() {
	kill -"$2" "$1"
	status=0
	wait "$1" || status=$?
}

# -ff -o PREFIX: N files PREFIX.*, each ending with its process's exit and
# without a pid column.
#   check_ff_files PREFIX N
check_ff_files() {
	[ "$(ls "$1".* | wc -l)" = "$2" ]
	for f in "$1".*; do
		[ "$(tail -n 1 "$f")" = "+++ exited with 0 +++" ]
		run grep -cE '^[0-9]+ ' "$f"
		[ "$output" = 0 ]
	done
}
