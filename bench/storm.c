/* Syscall storm: N getppid() calls; prints the loop's own time on stderr
 * ("loop_ns N") so that start-up and exit costs stay out of it, and the CPU
 * time it took ("loop_cpu_ns N"), which waiting for a busy CPU leaves out. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	struct timespec a, b, ca, cb;

	clock_gettime(CLOCK_MONOTONIC, &a);
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ca);
	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cb);
	clock_gettime(CLOCK_MONOTONIC, &b);
	fprintf(stderr, "loop_ns %lld\nloop_cpu_ns %lld\n",
		(b.tv_sec - a.tv_sec) * 1000000000LL + (b.tv_nsec - a.tv_nsec),
		(cb.tv_sec - ca.tv_sec) * 1000000000LL + (cb.tv_nsec - ca.tv_nsec));
	return 0;
}
