/* clone and clone3 with CLONE_PIDFD: the pidfd each stores for the
 * parent, kept open until the program exits. */
#define _GNU_SOURCE
#include <linux/sched.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static char stack[65536];

static int child(void *arg)
{
	(void)arg;
	_exit(0);
}

int main(void)
{
	int pidfd = -1, pidfd3 = -1;
	struct clone_args ca = {
		.flags = CLONE_PIDFD, .pidfd = (uintptr_t)&pidfd3, .exit_signal = SIGCHLD
	};
	pid_t pid = clone(child, stack + sizeof(stack), CLONE_PIDFD | SIGCHLD, NULL, &pidfd);

	if (pid > 0)
		waitpid(pid, NULL, 0);
	pid = syscall(SYS_clone3, &ca, sizeof(ca));
	if (!pid)
		_exit(0);
	if (pid > 0)
		waitpid(pid, NULL, 0);
	close(pidfd);
	return 0;
}
