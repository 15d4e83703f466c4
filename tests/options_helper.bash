# Helpers for the option, filter and summary suites.

# The shape of a trace: each syscall line as "NAME = RESULT" (arguments
# left out: decoders are tested elsewhere), "+++ exited"/"--- SIGX" lines
# kept, pid prefixes and pid-like results normalized.
trace_shape() {
	sed -E -e 's/^[0-9]+ +//; s/^\[pid +[0-9]+\] //' \
		-e 's/^([a-z0-9_]+)\(.*\) += (-1 [A-Z0-9_]+|\?|[0-9a-fx-]+).*/\1 = \2/' \
		-e 's/^<\.\.\. ([a-z0-9_]+) resumed>.* = (-1 [A-Z0-9_]+|\?|[0-9a-fx-]+).*/\1 = \2/' \
		-e 's/^([a-z0-9_]+)\(.* <detached \.\.\.>$/\1 <detached ...>/' \
		-e 's/^(---|\+\+\+) .*(exited with [0-9]+|killed by SIG[A-Z0-9]+|SIG[A-Z0-9]+).*/\1 \2/' \
		-e 's/= [0-9]{3,}$/= PID/; s/= 0x[0-9a-f]+$/= ADDR/' "$1"
}

# shape_with_strace OPTS... -- CMD...: run both tracers with -o and the
# same options; the shapes of the traces and the exit codes must match.
shape_with_strace() {
	trace_both "$@"
	trace_shape "$WORK/s.out" > "$WORK/s.shape"
	trace_shape "$WORK/e.out" > "$WORK/e.shape"
	if ! diff -u "$WORK/s.shape" "$WORK/e.shape" || [ "$strace_status" != "$ebtrace_status" ]; then
		echo "exit status: strace $strace_status, ebtrace $ebtrace_status"
		return 1
	fi
}

# stderr_with_strace ARGS...: both tracers print the same messages (with
# their own argv[0]) and exit with the same status.
stderr_with_strace() {
	local src=0 erc=0 s e
	s=$(strace "$@" 2>&1 > /dev/null < /dev/null) || src=$?
	e=$("$EBTRACE" "$@" 2>&1 > /dev/null < /dev/null) || erc=$?
	s=${s//strace/PROG}
	e=${e//$EBTRACE/PROG}
	if [ "$s" != "$e" ] || [ "$src" != "$erc" ]; then
		printf 'args: %s\nstrace (%s): %s\nebtrace (%s): %s\n' "$*" "$src" "$s" "$erc" "$e"
		return 1
	fi
}
