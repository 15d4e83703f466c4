/* The main thread makes one blocking call after another while a second
 * thread writes a marker in the middle of each, so that every call's
 * line is split into its entering part and "<... resumed>". */
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

static void nap(long ms)
{
	struct timespec ts = { ms / 1000, ms % 1000 * 1000000 };

	nanosleep(&ts, NULL);
}

static void *marker(void *arg)
{
	nap(100);
	for (int i = 0; i < STEPS; i++) {
		write(1, "m", 1);
		nap(300);
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
	pthread_create(&t, NULL, marker, NULL);
	/* 1 */ clock_nanosleep(CLOCK_MONOTONIC, 0, &ts, NULL);
	nap(100);
	/* 2 */ nanosleep(&ts, NULL);
	nap(100);
	/* 3 */ poll(&pfd, 1, 200);
	nap(100);
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	/* 4 */ select(p[0] + 1, &r, NULL, NULL, &tv);
	nap(100);
	/* 5 */ ppoll(&pfd, 1, &ts, &set);
	nap(100);
	/* 6 */ sigtimedwait(&set, NULL, &ts);
	nap(100);
	/* 7 */ syscall(SYS_futex, &word, FUTEX_WAIT_PRIVATE, 0, &ts, NULL, 0);
	nap(100);
	/* 8 */ pthread_join(t, NULL);
	return 0;
}
