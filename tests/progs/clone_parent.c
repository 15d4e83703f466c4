/* A child made with CLONE_PARENT: a sibling, the tracer's child.  This
 * process cannot wait for it; it waits until its parent has reaped it
 * (kill(pid, 0) fails), which the tracer must do. */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static char stack[65536] __attribute__((aligned(16)));

static int child(void *arg)
{
	(void)arg;
	return 3;
}

int main(void)
{
	pid_t pid = clone(child, stack + sizeof(stack), CLONE_PARENT | SIGCHLD, NULL);

	if (pid < 0) {
		perror("clone");
		return 1;
	}
	while (kill(pid, 0) == 0)
		usleep(1000);
	if (errno != ESRCH)
		return 1;
	printf("%d\n", (int)pid);
	return 0;
}
