/* Clock, sleep and timer calls with known arguments, made as raw syscalls
 * (the vDSO would otherwise answer clock_gettime and friends). */
#define _GNU_SOURCE
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <sys/times.h>
#include <time.h>
#include <unistd.h>

#define BAD ((void *)1)

static void on_alarm(int sig)
{
	(void)sig;
}

int main(void)
{
	struct timespec ts = { 0, 2000000 }, rem, now;
	struct itimerval it = { { 0, 0 }, { 0, 50000 } }, oit;
	struct itimerspec its = { { 1, 0 }, { 5, 500 } }, oits;
	struct sigaction sa;
	timer_t tid;
	int fd;

	syscall(SYS_nanosleep, &ts, NULL);
	syscall(SYS_nanosleep, BAD, &rem);
	syscall(SYS_clock_nanosleep, CLOCK_MONOTONIC, 0, &ts, &rem);
	syscall(SYS_clock_gettime, CLOCK_MONOTONIC, &now);
	now.tv_sec = 0;
	syscall(SYS_clock_nanosleep, CLOCK_REALTIME, TIMER_ABSTIME, &now, NULL);
	syscall(SYS_clock_nanosleep, 99, 0, &ts, NULL);
	syscall(SYS_clock_nanosleep, CLOCK_MONOTONIC, 2, &ts, NULL);
	syscall(SYS_clock_getres, CLOCK_MONOTONIC_COARSE, BAD);
	syscall(SYS_clock_getres, -6, &ts);
	syscall(SYS_clock_gettime, CLOCK_BOOTTIME, NULL);
	syscall(SYS_clock_settime, CLOCK_MONOTONIC, &ts);
	syscall(SYS_gettimeofday, NULL, NULL);
	syscall(SYS_settimeofday, BAD, NULL);
	syscall(SYS_time, BAD);
	syscall(SYS_times, BAD);
	syscall(SYS_getitimer, ITIMER_PROF, &oit);
	syscall(SYS_getitimer, 5, &oit);

	/* a sleep cut short by a signal shows the remaining time */
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	sigaction(SIGALRM, &sa, NULL);
	syscall(SYS_setitimer, ITIMER_REAL, &it, &oit);
	ts.tv_sec = 10;
	ts.tv_nsec = 0;
	syscall(SYS_nanosleep, &ts, &rem);
	syscall(SYS_alarm, 0);

	syscall(SYS_timer_create, CLOCK_MONOTONIC, NULL, &tid);
	syscall(SYS_timer_settime, tid, 0, &its, NULL);
	syscall(SYS_timer_settime, tid, TIMER_ABSTIME, BAD, NULL);
	syscall(SYS_timer_delete, tid);
	fd = timerfd_create(CLOCK_MONOTONIC, 0);
	syscall(SYS_timerfd_settime, fd, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &its, &oits);
	syscall(SYS_timerfd_settime, fd, 0, &its, NULL);
	syscall(SYS_timerfd_gettime, 99, &oits);
	return 0;
}
