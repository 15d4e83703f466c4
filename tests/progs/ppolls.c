/* ppoll with its arrays, timeouts and signal masks: a ready pipe end and
 * zero timeouts, so that what is left of them reads the same each run; a
 * timeout with a nanosecond count out of range. */
#define _GNU_SOURCE
#include <poll.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
	int p[2];
	struct pollfd fds[2];
	struct timespec zero = { 0, 0 }, bad = { 1, 1000000000 };
	sigset_t set;

	if (pipe(p))
		return 1;
	fds[0] = (struct pollfd){ .fd = p[0], .events = POLLIN | POLLPRI };
	fds[1] = (struct pollfd){ .fd = p[1], .events = POLLOUT };
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigaddset(&set, SIGCHLD);
	ppoll(fds, 2, &zero, &set);
	ppoll(fds, 1, &zero, NULL);
	ppoll(fds, 2, &bad, &set);
	ppoll(NULL, 0, &zero, NULL);
	return 0;
}
