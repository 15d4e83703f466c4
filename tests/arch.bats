#!/usr/bin/env bats
# What depends on the architecture: its records decode as strace prints
# them.  (The aarch64 build, under qemu: tests/arm64.sh, make check-arm64.)

load test_helper

REPLAY="$(dirname "$EBTRACE")/../fuzz/replay"

@test "replay: this architecture's records print the lines strace prints" {
	python3 "$TESTS_DIR/progs/records.py" "$(uname -m)" > records
	run "$REPLAY" -o out records
	[ "$status" -eq 0 ]
	run diff -u "$TESTS_DIR/replay.expected" out
	echo "$output"
	[ "$status" -eq 0 ]
}

@test "replay: another architecture's numbers are not this one's calls" {
	local other=aarch64
	[ "$(uname -m)" = aarch64 ] && other=x86_64
	python3 "$TESTS_DIR/progs/records.py" "$other" > records
	"$REPLAY" -o out records
	run diff -q "$TESTS_DIR/replay.expected" out
	[ "$status" -ne 0 ]
}

@test "replay: a truncated record file is refused, not read past" {
	python3 "$TESTS_DIR/progs/records.py" "$(uname -m)" | head -c 100 > records
	run "$REPLAY" -o out records
	[ "$status" -ne 0 ]
	[[ "$output" == *"bad record"* ]]
}
