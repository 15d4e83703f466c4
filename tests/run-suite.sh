#!/bin/sh
# The whole test suite: the bats files given as arguments, then the
# conformance score against strace.  Ends with one "N passed, M failed"
# line counting every bats test and the conformance gate.
set -u
here=$(cd "$(dirname "$0")" && pwd)
log=$(mktemp)
rc=$(mktemp)
trap 'rm -f "$log" "$rc"' EXIT

status=0
{ bats --tap "$@"; echo $? > "$rc"; } | tee "$log"
passed=$(grep -c '^ok ' "$log")
failed=$(grep -c '^not ok ' "$log")
[ "$(cat "$rc")" = 0 ] && [ "$failed" = 0 ] || status=1

# the harness's own "N passed, M failed" counts corpus cases, not tests:
# reword it so that only the summary below reads as test results
{ "$here/conformance.sh" 2>&1; echo $? > "$rc"; } |
	sed -E 's/^([0-9]+) passed, ([0-9]+) failed$/conformance: \1 cases identical to strace, \2 differ/'
if [ "$(cat "$rc")" = 0 ]; then
	passed=$((passed + 1))
else
	failed=$((failed + 1))
	status=1
fi
echo "$passed passed, $failed failed"
exit $status
