/* open() of paths of each length given in the arguments: strings around
 * PATH_MAX, which strace shows whole or cut with "...". */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		size_t n = strtoul(argv[i], NULL, 10);
		char *p = malloc(n + 1);

		if (!p)
			return 1;
		memset(p, 'p', n);
		p[n] = 0;
		open(p, O_RDONLY);
		free(p);
	}
	return 0;
}
