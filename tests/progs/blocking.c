/* The main thread makes one blocking call after another while a second
 * thread writes a marker in the middle of each, so that every call's
 * line is split into its entering part and "<... resumed>".  Both threads
 * wait for absolute times on one clock, so that a tracer that slows one of
 * them more than the other cannot move a marker out of its call. */
#define _GNU_SOURCE
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/select.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include <linux/futex.h>

#define STEPS 9

static struct timespec start;

/* sleeps until ms milliseconds after start */
static void wait_until(long ms)
{
	long nsec = start.tv_nsec + ms % 1000 * 1000000;
	struct timespec t = { start.tv_sec + ms / 1000 + nsec / 1000000000, nsec % 1000000000 };

	clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &t, NULL);
}

static void *marker(void *arg)
{
	for (int i = 0; i < STEPS; i++) {
		wait_until(100 + 300 * i);
		write(1, "m", 1);
	}
	return NULL;
}

int main(void)
{
	int p[2], word = 0;
	struct timespec ts = { 0, 200000000 };
	struct timeval tv = { 0, 200000 };
	struct pollfd pfd;
	fd_set r;
	sigset_t set;
	pthread_t t;

	pipe(p);
	pfd.fd = p[0];
	pfd.events = POLLIN;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	clock_gettime(CLOCK_MONOTONIC, &start);
	pthread_create(&t, NULL, marker, NULL);
	/* 1 */ clock_nanosleep(CLOCK_MONOTONIC, 0, &ts, NULL);
	wait_until(300);
	/* 2 */ nanosleep(&ts, NULL);
	wait_until(600);
	/* 3 */ poll(&pfd, 1, 200);
	wait_until(900);
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	/* 4 */ select(p[0] + 1, &r, NULL, NULL, &tv);
	wait_until(1200);
	/* 5 */ ppoll(&pfd, 1, &ts, &set);
	wait_until(1500);
	/* 6 */ sigtimedwait(&set, NULL, &ts);
	wait_until(1800);
	/* 7 */ syscall(SYS_futex, &word, FUTEX_WAIT_PRIVATE, 0, &ts, NULL, 0);
	wait_until(2100);
	/* 8 */ pthread_join(t, NULL);
	return 0;
}
