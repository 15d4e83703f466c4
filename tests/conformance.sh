#!/bin/sh
# Fidelity against strace on the shared conformance corpus (and ours in
# tests/conformance/).  Prints the score; fails only below the level the
# decoders have reached (MIN_MATCH).
set -u
ebtrace=${EBTRACE:?}
here=$(cd "$(dirname "$0")" && pwd)
harness=${CONFORMANCE_RUN:-$here/../../shared/conformance/run}
min=${MIN_MATCH:-0}
if [ ! -x "$harness" ]; then
	echo "conformance: $harness not found; skipped"
	exit 0
fi
status=0
"$harness" --tracer "$ebtrace" --min-match "$min" || status=$?
if [ -d "$here/conformance" ]; then
	"$harness" --tracer "$ebtrace" --corpus "$here/conformance" --min-match "$min" || status=$?
fi
exit $status
