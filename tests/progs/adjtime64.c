/* clock_adjtime64, a 32-bit program's clock_adjtime with a 64-bit struct
 * timex: only calls that fail, whose lines do not hold the time. */
#define _GNU_SOURCE
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
	unsigned char tx[208];

	memset(tx, 0, sizeof(tx));
	syscall(SYS_clock_adjtime64, CLOCK_MONOTONIC, NULL);
	syscall(SYS_clock_adjtime64, -1, tx);
	syscall(SYS_clock_adjtime64, CLOCK_REALTIME, (void *)-1L);
	return 0;
}
