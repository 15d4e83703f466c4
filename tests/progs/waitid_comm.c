/* waitid(P_PID) on children named "kid": one reaped as a zombie, one
 * seen stopped, then killed and reaped.  With -Y the id shows the child's
 * name when the call begins, si_pid while the child still exists.  Each
 * child is named before its parent waits for it. */
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

static pid_t kid(int stop)
{
	int fds[2];
	char c;
	pid_t pid;

	if (pipe(fds))
		_exit(1);
	pid = fork();
	if (pid == 0) {
		prctl(PR_SET_NAME, "kid");
		close(fds[1]);
		if (stop)
			raise(SIGSTOP);
		_exit(3);
	}
	close(fds[1]);
	read(fds[0], &c, 1);   /* until the child has its name */
	close(fds[0]);
	return pid;
}

int main(void)
{
	siginfo_t si;
	pid_t pid = kid(0);

	/* a zombie first: WNOWAIT leaves it so */
	waitid(P_PID, pid, &si, WEXITED | WNOWAIT);
	waitid(P_PID, pid, &si, WEXITED);
	pid = kid(1);
	waitid(P_PID, pid, &si, WSTOPPED);
	kill(pid, SIGKILL);
	waitid(P_PID, pid, &si, WEXITED);
	return 0;
}
