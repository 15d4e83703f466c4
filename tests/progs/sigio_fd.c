/* SIGIO with si_fd (F_SETSIG): a pipe's read end, owned by this process,
 * becomes readable; -y names the descriptor in the signal's line. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

static volatile sig_atomic_t got;

static void on_io(int sig)
{
	(void)sig;
	got = 1;
}

int main(void)
{
	int p[2];

	if (pipe(p))
		return 1;
	signal(SIGIO, on_io);
	if (fcntl(p[0], F_SETOWN, getpid()) || fcntl(p[0], F_SETSIG, SIGIO) ||
	    fcntl(p[0], F_SETFL, O_ASYNC | O_NONBLOCK))
		return 1;
	if (write(p[1], "x", 1) != 1)
		return 1;
	while (!got)
		pause();
	return 0;
}
