/* poll and select on descriptor 9 (opened by the shell before the command
 * ran) among others, and on others only. */
#include <poll.h>
#include <sys/select.h>
#include <sys/syscall.h>
#include <unistd.h>

static void select_on(int fd)
{
	fd_set r;

	FD_ZERO(&r);
	FD_SET(fd, &r);
	syscall(SYS_select, fd + 1, &r, NULL, NULL, NULL);
	FD_ZERO(&r);
	FD_SET(fd, &r);
	syscall(SYS_pselect6, fd + 1, NULL, &r, NULL, NULL, NULL);
}

int main(void)
{
	struct pollfd both[2] = { { .fd = 1, .events = POLLOUT }, { .fd = 9, .events = POLLIN } };
	struct pollfd one[1] = { { .fd = 1, .events = POLLOUT } };

	poll(both, 2, 0);
	poll(one, 1, 0);
	select_on(9);
	select_on(1);
	return 0;
}
