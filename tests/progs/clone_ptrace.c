/* Children made with CLONE_PTRACE, by clone and by clone3: each exits with
 * 3 at once, and the parent reaps it. */
#define _GNU_SOURCE
#include <linux/sched.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static int child(void *arg)
{
	(void)arg;
	_exit(3);
}

static void reap(pid_t pid)
{
	int status;

	if (pid > 0)
		waitpid(pid, &status, 0);
}

int main(void)
{
	static char stack[65536] __attribute__((aligned(16)));
	struct clone_args args;
	pid_t pid;

	reap(clone(child, stack + sizeof(stack), CLONE_PTRACE | SIGCHLD, NULL));
	memset(&args, 0, sizeof(args));
	args.flags = CLONE_PTRACE;
	args.exit_signal = SIGCHLD;
	pid = syscall(SYS_clone3, &args, sizeof(args));
	if (pid == 0)
		_exit(3);
	reap(pid);
	return 0;
}
