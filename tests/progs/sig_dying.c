/* Signals sent to a process that a fatal one is already killing, as
 * timeout(1) does: SIGTERM to the child and to its group, then SIGCONT. */
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		pause();
		_exit(1);
	}
	usleep(100000);   /* the child waits in pause() (not needed for the result) */
	kill(pid, SIGTERM);
	kill(pid, SIGTERM);
	kill(pid, SIGCONT);
	waitpid(pid, &status, 0);
	return WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM ? 0 : 1;
}
