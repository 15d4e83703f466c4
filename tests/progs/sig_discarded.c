/* Signals the kernel discards at once (SIGCHLD at its default action, a
 * SIG_IGN'd SIGUSR1), a handled one (its handler returns through
 * rt_sigreturn), and getpid() calls between them to mark their places. */
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

static void handler(int sig)
{
	(void)sig;
}

int main(void)
{
	pid_t pid;

	signal(SIGUSR1, SIG_IGN);
	signal(SIGUSR2, handler);
	pid = fork();
	if (pid == 0)
		_exit(0);
	waitpid(pid, NULL, 0);
	getpid();
	raise(SIGUSR1);
	getpid();
	raise(SIGUSR2);
	getpid();
	return 0;
}
