/* select and pselect6 with nfds past FD_SETSIZE (the kernel accepts it):
 * sets of 1088 bits, a descriptor that is not ready, no wait. */
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
	unsigned long rs[1088 / 64], ws[1088 / 64];
	struct timeval tv = { 0, 0 };
	struct timespec ts = { 0, 0 };
	int fds[2];

	if (pipe(fds))
		return 1;
	memset(rs, 0, sizeof(rs));
	memset(ws, 0, sizeof(ws));
	rs[0] = 1UL << fds[0];
	ws[0] = 1UL << fds[1];
	syscall(SYS_select, 1088, rs, ws, NULL, &tv);
	rs[0] = 1UL << fds[0];
	syscall(SYS_pselect6, 1025, rs, NULL, NULL, &ts, NULL);
	return 0;
}
