/* What a traced program and its parent could see of a tracer that holds
 * it back: a child whose threads call getppid() CALLS times each while its
 * main thread waits in epoll_wait() for their end; the parent watches it
 * with WUNTRACED | WCONTINUED.  Exit 0: nothing seen; 3: epoll_wait was
 * interrupted; 4: the child was stopped or continued; 1: other errors. */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define THREADS 20

static long calls;
static int fds[2];

static void *storm(void *arg)
{
	(void)arg;
	for (long i = 0; i < calls; i++)
		syscall(SYS_getppid);
	return NULL;
}

static void *storms(void *arg)
{
	pthread_t t[THREADS];

	(void)arg;
	for (int i = 0; i < THREADS; i++)
		pthread_create(&t[i], NULL, storm, NULL);
	for (int i = 0; i < THREADS; i++)
		pthread_join(t[i], NULL);
	if (write(fds[1], "x", 1) != 1)
		exit(1);
	return NULL;
}

static int child(void)
{
	struct epoll_event ev = { .events = EPOLLIN };
	pthread_t t;
	int ep = epoll_create1(0), n;

	if (ep < 0 || epoll_ctl(ep, EPOLL_CTL_ADD, fds[0], &ev) < 0)
		return 1;
	pthread_create(&t, NULL, storms, NULL);
	n = epoll_wait(ep, &ev, 1, -1);
	if (n < 0)
		return errno == EINTR ? 3 : 1;
	pthread_join(t, NULL);
	return n == 1 ? 0 : 1;
}

int main(int argc, char **argv)
{
	int status, seen = 0;
	pid_t pid;

	calls = argc > 1 ? atol(argv[1]) : 10000;
	if (pipe(fds) < 0)
		return 1;
	pid = fork();
	if (pid == 0)
		_exit(child());
	for (;;) {
		if (waitpid(pid, &status, WUNTRACED | WCONTINUED) != pid)
			return 1;
		if (WIFSTOPPED(status) || WIFCONTINUED(status))
			seen = 1;
		else
			break;
	}
	if (seen)
		return 4;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
