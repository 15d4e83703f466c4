/* execve of a program that does not exist (its path and argv in pages the
 * program has not touched yet), then of argv[1] with argument "next". */
#include <unistd.h>

int main(int argc, char **argv)
{
	char *missing[] = { "./no-such-program", "x", NULL };
	char *next[] = { NULL, "next", NULL };

	execve(missing[0], missing, NULL);
	if (argc > 1) {
		next[0] = argv[1];
		execv(argv[1], next);
	}
	return 0;
}
