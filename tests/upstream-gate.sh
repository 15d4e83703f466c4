#!/bin/sh
# strace's own test suite with ebtrace as the tracer (../shared/upstream-suite),
# gated on tests/upstream-expected-fail: every test that passes with strace
# must pass with ebtrace, except the ones listed there, each with its reason.
# A listed test that passes now is reported, so that the list only shrinks.
#
# EBTRACE: the tracer; UPSTREAM_SUITE_RUN: the suite's runner;
# UPSTREAM_SUITE_WORK: its work dir (the strace build is kept there);
# UPSTREAM_SUITE_TIMEOUT: seconds per test (a loaded machine is slow).
set -u
ebtrace=${EBTRACE:?}
here=$(cd "$(dirname "$0")" && pwd)
run=${UPSTREAM_SUITE_RUN:-$here/../../shared/upstream-suite/run}
work=${UPSTREAM_SUITE_WORK:-/var/tmp/upstream-suite}
timeout=${UPSTREAM_SUITE_TIMEOUT:-300}
expected=$here/upstream-expected-fail

if [ ! -x "$run" ]; then
	echo "upstream suite: $run not found; skipped"
	exit 0
fi
json=$(mktemp) again=$(mktemp)
trap 'rm -f "$json" "$again" "$again.json"' EXIT
"$run" --tracer "$ebtrace" --work "$work" --timeout "$timeout" --json "$json" || exit 2
python3 "$here/upstream_gate.py" "$json" "$expected" "$again" && exit 0
# Tests that failed unexpectedly run once more, alone: on a loaded machine a
# test can miss its time limit; one that fails twice fails the gate.
[ -s "$again" ] || exit 1
echo "upstream gate: running again: $(tr '\n' ' ' < "$again")"
"$run" --tracer "$ebtrace" --work "$work" --timeout "$timeout" --jobs 1 \
	--tests "$(paste -sd, "$again")" --json "$again.json" || exit 2
exec python3 "$here/upstream_gate.py" "$again.json" "$expected"
