/* Signals as a traced program meets them, each at a deterministic point:
 * a handled SIGUSR1; SIGALRM interrupting a read (no SA_RESTART); SIGCHLD,
 * ignored by default, while waiting for a child; SIGSTOP and SIGCONT from a
 * child while sleeping, which resumes through restart_syscall. */
#include <signal.h>
#include <string.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void on_signal(int sig)
{
	(void)sig;
}

int main(void)
{
	struct itimerval it = { { 0, 0 }, { 0, 100000 } };
	struct timespec ts = { 0, 400000000 };
	struct sigaction sa;
	int fds[2], gate[2];
	pid_t child;
	char c;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigaction(SIGUSR1, &sa, NULL);
	raise(SIGUSR1);

	sigaction(SIGALRM, &sa, NULL);
	pipe(fds);
	setitimer(ITIMER_REAL, &it, NULL);
	read(fds[0], &c, 1);

	child = fork();
	if (child == 0) {
		usleep(100000);
		_exit(7);
	}
	wait4(child, NULL, 0, NULL);

	/* the child stops and continues us, then waits until we are done */
	pipe(gate);
	child = fork();
	if (child == 0) {
		close(gate[1]);
		usleep(100000);
		kill(getppid(), SIGSTOP);
		usleep(100000);
		kill(getppid(), SIGCONT);
		read(gate[0], &c, 1);
		usleep(100000);   /* the parent is in wait4 by then */
		_exit(0);
	}
	close(gate[0]);
	nanosleep(&ts, NULL);
	close(gate[1]);
	wait4(child, NULL, 0, NULL);
	return 0;
}
