/* Sleeps with timespecs the kernel refuses: out-of-range nanoseconds show
 * as strace shows them, unsigned, as wide as the ABI's long. */
#define _GNU_SOURCE
#include <time.h>
#include <unistd.h>

int main(void)
{
	struct timespec ts = { -559038737, (long)0xfacefeedfacefeedULL };
	struct timespec neg = { -1, -1 };

	nanosleep(&ts, NULL);
	nanosleep(&neg, NULL);
	clock_nanosleep(CLOCK_MONOTONIC, 0, &ts, NULL);
	return 0;
}
