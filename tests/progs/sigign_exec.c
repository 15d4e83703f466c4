/* sigign_exec SIG CMD...: run CMD with signal SIG ignored, as a shell or a
 * test harness may start a tracer. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc < 3)
		return 2;
	signal(atoi(argv[1]), SIG_IGN);
	execvp(argv[2], argv + 2);
	perror(argv[2]);
	return 127;
}
