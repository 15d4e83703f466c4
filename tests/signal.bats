#!/usr/bin/env bats
# The signal family: sigaction, masks, rt_sigreturn's frame, altstacks,
# pending, awaited and queued signals, and the "--- SIG" lines.

load test_helper

SIGCALLS='(rt_sig[a-z]+|sigaltstack|kill|tgkill|getpid)\(|^(P1 )?--- SIG'

@test "signal calls print like strace" {
	build_prog sig_calls
	compare_with_strace --filter "$SIGCALLS" -f -- "$WORK/sig_calls"
}

@test "rt_sigreturn shows the mask saved in the signal frame" {
	trace_prog sig_calls
	grep -qE '^--- SIGUSR1 \{si_signo=SIGUSR1, si_code=SI_USER, si_pid=[0-9]+, si_uid=0\} ---$' out
	grep -qxF 'rt_sigreturn({mask=[INT RT_6]}) = 0' out
	grep -qE '^rt_sigaction\(SIGUSR1, \{sa_handler=0x[0-9a-f]+, sa_mask=\[USR2 RT_4\], sa_flags=SA_RESTORER\|SA_ONSTACK\|SA_RESTART, sa_restorer=0x[0-9a-f]+\}, \{sa_handler=SIG_DFL, sa_mask=\[\], sa_flags=0\}, 8\) = 0$' out
	grep -qxF 'rt_sigprocmask(SIG_UNBLOCK, ~[RTMIN RT_1 RT_3], NULL, 8) = 0' out
	grep -qxF 'rt_sigtimedwait([USR2], NULL, {tv_sec=0, tv_nsec=1000000}, 8) = -1 EAGAIN (Resource temporarily unavailable)' out
}

@test "a fault's signal line shows si_addr" {
	run "$EBTRACE" -o out python3 -c 'import ctypes; ctypes.string_at(0)'
	grep -qE '^--- SIGSEGV \{si_signo=SIGSEGV, si_code=SEGV_MAPERR, si_addr=NULL\} ---$' out
	grep -qF '+++ killed by SIGSEGV' out
}

# The kernel drops signals sent to a process a fatal one is killing; strace
# never sees them either.  tests/progs/sig_dying.c does what timeout(1) does.
@test "signals sent to a dying process are not shown" {
	build_prog sig_dying
	for i in 1 2 3; do
		compare_with_strace --filter '(--- SIG(TERM|CONT)|\+\+\+ killed)' -f -- "$WORK/sig_dying"
	done
}

@test "discarded and handled signals keep their place and value whatever the filter" {
	build_prog sig_discarded
	local f
	for f in none getpid rt_sigreturn getpid,rt_sigreturn '!getppid' all; do
		echo "-e trace=$f"
		compare_with_strace -f -e trace="$f" -- "$WORK/sig_discarded"
	done
}

@test "-y: a SIGIO's si_fd on the signal's line names the descriptor, as in calls" {
	build_prog sigio_fd
	for o in -y -yy; do
		for t in write none; do
			compare_with_strace "$o" -e trace=$t -- "$WORK/sigio_fd"
		done
	done
	"$EBTRACE" -y -e trace=none -o out "$WORK/sigio_fd"
	grep -qE 'si_fd=[0-9]+<pipe:\[' out
}
