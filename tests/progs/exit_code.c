/* Exits with the status given as argv[1], or dies by the signal named by a
 * negative argv[1]. */
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int v = argc > 1 ? atoi(argv[1]) : 0;

	if (v < 0)
		kill(getpid(), -v);
	return v;
}
