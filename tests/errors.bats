#!/usr/bin/env bats
# Bad command lines: strace's message (argv[0] first), its "Try ... -h"
# line where strace prints one, and its exit status.  Each case runs both
# tracers; none may trace anything.

load test_helper
load options_helper

# One bad command line per row.
BAD_INPUTS=(
	"-Q true"
	"--bogus true"
	"-e trace=nosuchsyscall true"
	"-e trace= true"
	"-e trace=/zzz true"
	"-e trace=/[ true"
	"-e trace=open@foo true"
	"-e foo=bar true"
	"-e trace=%FILE true"
	"-e trace=%file,!openat true"
	"-e trace=999 true"
	"-e trace=0x3 true"
	"-e raw=nosuch true"
	"-p abc"
	"-p 0"
	"-p 1,x"
	"-s -1 true"
	"-s abc true"
	"-a abc true"
	"--columns=abc true"
	"-I 7 true"
	"-I 0 true"
	"-X bogus true"
	"nosuchcmd-xyz"
	"-o /nonexistent/dir/x true"
	"-ff -c -o x true"
	"-c -C true"
	"-C -c true"
	"-w true"
	"-U calls true"
	"-S bogus -c true"
	"-U bogus -c true"
	"-U calls,calls -c true"
	"-e inject=open true"
	"-e inject=open:error=EBOGUS true"
	"-e inject=open:when=0:error=ENOENT true"
	"-e inject=open:error=ENOENT:retval=1 true"
	"-e inject=:error=ENOENT true"
	"-e inject=nosuch:error=ENOENT true"
	"-e inject=open:signal=FOO true"
	"-e inject=open:delay_enter=abc true"
	"-e inject=open:poke_enter=@arg9=00 true"
	"-e inject=open:when=3..2:error=EIO true"
	"-e inject=open:syscall=open:error=EIO true"
	"-e fault=open:retval=1 true"
	"-e signal=SIGFOO true"
	"-e signal= true"
	"-e status=bogus true"
	"-e quiet=bogus true"
	"--quiet=bogus true"
	"-e decode-fds=bogus true"
	"-e decode-pids=bogus true"
	"-e read=abc true"
	"-e write=-1 true"
	"-e kvm=foo true"
	"-u nosuchuser true"
	"-b open true"
	"-DDDD true"
	"-D"
	"-q -e quiet=exit true"
	"-t --absolute-timestamps true"
	"--absolute-timestamps=bogus true"
	"--relative-timestamps= true"
	"--syscall-times=xs true"
	"-r=ns true"
	"-x --strings-in-hex=all true"
	"--strings-in-hex=bogus true"
	"-y -e decode-fds=path true"
	"-f --follow-forks true"
	"-ff --output-separately true"
	"--daemonize=bogus true"
	"-D --daemonize true"
	"-O abc -c true"
	"--tips=bogus true"
	"-e trace=open@32,nosuch true"
	"-e trace=!!nosuch true"
	""
)

@test "every bad command line: strace's message and exit status" {
	local failed=0
	[ "${#BAD_INPUTS[@]}" -ge 28 ]
	for args in "${BAD_INPUTS[@]}"; do
		# word splitting of the row is intended
		# shellcheck disable=SC2086
		stderr_with_strace $args || failed=$((failed + 1))
	done
	[ "$failed" -eq 0 ]
}

@test "usage errors end with the Try line, others do not" {
	run "$EBTRACE" -Q true
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "$EBTRACE: invalid option -- 'Q'" ]
	[ "${lines[1]}" = "Try '$EBTRACE -h' for more information." ]
	run "$EBTRACE" -e trace=nosuchsyscall true
	[ "$status" -eq 1 ]
	[ "$output" = "$EBTRACE: invalid system call 'nosuchsyscall'" ]
}

@test "a syscall number is valid where a personality has a call, as strace's tables say" {
	# the gaps of each table (x86_64's 335-423, i386's 387-392 and 415)
	# and the numbers past their ends are invalid (up to 450: the calls
	# newer than strace's tables are ours to name); the error names the
	# first invalid token, so a valid number is followed by a bad one
	local failed=0 n d s e
	for d in '' @64 @32; do
		for n in 0 200 $(seq 330 450) 501 1000; do
			s=$(strace -e trace="$n$d,nosuch" true 2>&1 | sed 's/^[^:]*: //')
			e=$("$EBTRACE" -e trace="$n$d,nosuch" true 2>&1 | sed 's/^[^:]*: //')
			[ "$s" = "$e" ] || { echo "$n$d: strace: $s; ebtrace: $e"; failed=$((failed + 1)); }
		done
	done
	[ "$failed" -eq 0 ]
}

@test "a bad option stops ebtrace before the command runs" {
	run "$EBTRACE" -e trace=nosuch touch "$WORK/ran"
	[ "$status" -eq 1 ]
	[ ! -e "$WORK/ran" ]
}

@test "warnings that do not stop tracing are strace's" {
	run "$EBTRACE" -S calls -o out true
	[ "$status" -eq 0 ]
	[ "$output" = "$EBTRACE: -S/--summary-sort-by has no effect without (-c/--summary-only or -C/--summary)" ]
	run "$EBTRACE" -A true
	[ "${lines[0]}" = "$EBTRACE: -A/--output-append-mode has no effect without -o/--output" ]
	run "$EBTRACE" -z -Z -o out true
	[ "$output" = "$EBTRACE: Only the last of -z/--successful-only/-Z/--failed-only options will take effect. See status qualifier for more complex filters." ]
	run "$EBTRACE" --seccomp-bpf -o out true
	[ "$output" = "$EBTRACE: --seccomp-bpf cannot be used without -f/--follow-forks, disabling" ]
	run "$EBTRACE" -c -T -o out true
	[ "$output" = "$EBTRACE: -T/--syscall-times has no effect with -c/--summary-only" ]
}

@test "warnings match strace's for the same command lines" {
	for args in "-S calls -o out true" "-A -e trace=none true" "-z -Z -o out true" "--seccomp-bpf -o out true" \
		    "--seccomp-bpf -b execve -f -o out true" "-c -i -n -r -t -T -y -o out true" \
		    "-F -o out true" "-e inject=open:retval=-1 -e trace=none true"; do
		# shellcheck disable=SC2086
		stderr_with_strace $args
	done
}
