#!/usr/bin/env bats
# The time family: sleeps, clocks, itimers, POSIX timers, timerfd.

load test_helper

# Results that read a clock differ from run to run and are checked apart.
TIMECALLS='^(P1 )?(?!clock_gettime|clock_nanosleep\(CLOCK_REALTIME, TIMER_ABSTIME|nanosleep\(\{tv_sec=10)(nanosleep|clock_[a-z]+|settimeofday|gettimeofday|time|times|[gs]etitimer|alarm|timer_[a-z]+|timerfd_[gs]ettime)\(|^(P1 )?--- SIGALRM'

@test "time calls print like strace" {
	build_prog time_calls
	compare_with_strace --filter "$TIMECALLS" -f -- "$WORK/time_calls"
}

@test "an interrupted sleep shows the remaining time" {
	trace_prog time_calls
	grep -qE '^nanosleep\(\{tv_sec=10, tv_nsec=0\}, \{tv_sec=9, tv_nsec=[0-9]+\}\) = \? ERESTART_RESTARTBLOCK \(Interrupted by signal\)$' out
	grep -qxF -- '--- SIGALRM {si_signo=SIGALRM, si_code=SI_KERNEL} ---' out
	grep -qE '^clock_gettime\(CLOCK_MONOTONIC, \{tv_sec=[0-9]+, tv_nsec=[0-9]+\}\) = 0$' out
	grep -qE '^clock_nanosleep\(CLOCK_REALTIME, TIMER_ABSTIME, \{tv_sec=0, tv_nsec=[0-9]+\}, NULL\) = 0$' out
	grep -qxF 'clock_getres(0xfffffffa /* CLOCK_??? */, {tv_sec=0, tv_nsec=1}) = 0' out
	grep -qxF 'timer_create(CLOCK_MONOTONIC, NULL, [0]) = 0' out
}

@test "times() fields are clock ticks with seconds" {
	run "$EBTRACE" -o out python3 -c 'import os; sum(range(3000000)); os.times()'
	local t='[0-9]+( /\* [0-9]+\.[0-9]{2} s \*/)?'
	grep -qE "^times\(\{tms_utime=$t, tms_stime=$t, tms_cutime=$t, tms_cstime=$t\}\) += [0-9]+\$" out
	grep -qE 'tms_utime=[1-9][0-9]* /\* [0-9]+\.[0-9]{2} s \*/' out
}

# time()'s result changes from run to run: the numbers and dates are
# compared as shapes, and checked to be the same instant.
@test "time(): the stored value and the result carry their dates like strace" {
	build_prog time_now
	trace_both -e trace=time -- "$WORK/time_now"
	local shape='s/[0-9]{10}/N/g; s/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[+-][0-9]{4}/DATE/g; s/\) +=/) =/'
	sed -E "$shape" s.out > s.shape
	sed -E "$shape" e.out > e.shape
	diff -u s.shape e.shape
	grep -qxF 'time(NULL) = N (DATE)' e.shape
	grep -qxF 'time([N /* DATE */]) = N (DATE)' e.shape
	local n d
	n=$(sed -nE 's/^time\(\[([0-9]+) .*/\1/p' e.out)
	d=$(date -d "@$n" +%FT%T%z)
	grep -qF "time([$n /* $d */]) " e.out
	grep -q "= $n ($d)$" e.out
}
