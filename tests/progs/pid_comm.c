/* Process and thread ids in arguments and return values, for -Y: a child
 * renamed to "kid<1>" (strace quotes the angle brackets) and its parent
 * name each other; signal 0 delivers nothing. */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static void await(int fd)
{
	char c;

	if (read(fd, &c, 1) != 1)
		_exit(1);
}

int main(void)
{
	int to_kid[2], to_parent[2];
	struct sched_param sp;
	struct rlimit rl;
	pid_t kid, parent = getpid();

	if (pipe(to_kid) || pipe(to_parent))
		return 1;
	kid = fork();
	if (kid < 0)
		return 1;
	if (kid == 0) {
		await(to_kid[0]);   /* the parent's fork has returned */
		prctl(PR_SET_NAME, "kid<1>");
		syscall(SYS_gettid);
		getppid();
		kill(parent, 0);
		syscall(SYS_tgkill, parent, parent, 0);
		sched_getscheduler(parent);
		if (write(to_parent[1], "k", 1) != 1)
			return 1;
		await(to_kid[0]);
		return 0;
	}
	if (write(to_kid[1], "p", 1) != 1)
		return 1;
	await(to_parent[0]);    /* the kid is renamed */
	kill(kid, 0);
	syscall(SYS_tgkill, kid, kid, 0);
	syscall(SYS_tkill, kid, 0);
	sched_getparam(kid, &sp);
	prlimit(kid, RLIMIT_NOFILE, NULL, &rl);
	getpgid(kid);
	kill(-getpgrp(), 0);
	close(to_parent[1]);
	if (write(to_kid[1], "p", 1) != 1)
		return 1;
	/* the end of the pipe: the kid is gone, a zombie that still has
	 * its name */
	if (read(to_parent[0], &sp, 1) != 0)
		return 1;
	wait4(kid, NULL, 0, NULL);
	return 0;
}
