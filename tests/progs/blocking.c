/* The main thread makes one blocking call after another while a second
 * thread writes a marker in the middle of each, so that every call's
 * line is split into its entering part and "<... resumed>".  Both threads
 * wait for absolute times on one clock, so that a tracer that slows one of
 * them more than the other cannot move a marker out of its call; each call
 * lasts 400 ms, with 200 ms on each side of its marker for a loaded
 * machine's delays. */
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
#define PERIOD 600   /* ms from one call's start to the next */

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
		wait_until(PERIOD / 3 + PERIOD * i);
		write(1, "m", 1);
	}
	return NULL;
}

int main(void)
{
	int p[2], word = 0;
	struct timespec ts = { 0, 400000000 };
	struct timeval tv = { 0, 400000 };
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
	wait_until(1 * PERIOD);
	/* 2 */ nanosleep(&ts, NULL);
	wait_until(2 * PERIOD);
	/* 3 */ poll(&pfd, 1, 400);
	wait_until(3 * PERIOD);
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	/* 4 */ select(p[0] + 1, &r, NULL, NULL, &tv);
	wait_until(4 * PERIOD);
	/* 5 */ ppoll(&pfd, 1, &ts, &set);
	wait_until(5 * PERIOD);
	/* 6 */ sigtimedwait(&set, NULL, &ts);
	wait_until(6 * PERIOD);
	/* 7 */ syscall(SYS_futex, &word, FUTEX_WAIT_PRIVATE, 0, &ts, NULL, 0);
	wait_until(7 * PERIOD);
	/* 8 */ pthread_join(t, NULL);
	return 0;
}
