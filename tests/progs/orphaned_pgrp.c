/* A stopped process whose process group becomes orphaned: the kernel sends
 * it SIGHUP then SIGCONT.  With SIGHUP's default action it dies of it
 * before SIGCONT is ever delivered.  The parent waits until it is gone (the
 * pipe's end it holds closes). */
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	int fds[2], status;
	char c;
	pid_t leader, stopped;

	pipe(fds);
	leader = fork();
	if (leader > 0) {
		close(fds[1]);
		waitpid(leader, &status, 0);
		while (read(fds[0], &c, 1) > 0)
			;
		/* strace learns of that death through wait: let it catch up */
		usleep(300000);
		return 0;
	}
	close(fds[0]);
	setpgid(0, 0);
	stopped = fork();
	if (stopped == 0) {
		raise(SIGSTOP);
		_exit(0);
	}
	waitpid(stopped, &status, WUNTRACED);
	return 0;   /* the group is orphaned now */
}
