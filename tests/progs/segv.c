/* Dies of a real SIGSEGV: a write through a NULL pointer.  With an
 * argument, a handler catches it and exits with 0. */
#include <signal.h>
#include <unistd.h>

static void leave(int sig)
{
	(void)sig;
	_exit(0);
}

int main(int argc, char **argv)
{
	(void)argv;
	if (argc > 1)
		signal(SIGSEGV, leave);
	*(volatile int *)0 = 1;
	return 0;
}
