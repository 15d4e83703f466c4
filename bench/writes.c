/* N one-byte write() calls to /dev/null; prints the loop's time on stderr
 * ("loop_ns N"). */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 200000;
	int fd = open("/dev/null", O_WRONLY);
	struct timespec a, b;

	if (fd < 0)
		return 1;
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (long i = 0; i < n; i++)
		if (write(fd, "x", 1) != 1)
			return 1;
	clock_gettime(CLOCK_MONOTONIC, &b);
	fprintf(stderr, "loop_ns %lld\n",
		(b.tv_sec - a.tv_sec) * 1000000000LL + (b.tv_nsec - a.tv_nsec));
	return 0;
}
