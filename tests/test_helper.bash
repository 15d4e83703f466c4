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
#   compare_with_strace [--filter REGEX] OPTS... -- CMD ARGS...
compare_with_strace() {
	local filter=()
	if [ "$1" = --filter ]; then
		filter=(--filter "$2")
		shift 2
	fi
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
