/* Signals sent to a stopped child: a handled SIGUSR1, then SIGWINCH and
 * SIGCONT, which it ignores.  They are all pending when it resumes, and
 * ptrace reports them by number: SIGUSR1, SIGCONT, SIGWINCH. */
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

static void handler(int sig)
{
	(void)sig;
}

int main(void)
{
	int status;
	pid_t child = fork();

	if (child == 0) {
		signal(SIGUSR1, handler);
		raise(SIGSTOP);
		_exit(0);
	}
	waitpid(child, &status, WUNTRACED);
	kill(child, SIGUSR1);
	kill(child, SIGWINCH);
	kill(child, SIGCONT);
	waitpid(child, &status, 0);
	return 0;
}
