/* Calls whose first descriptor is the object they act on (an fs context,
 * an epoll set), given a descriptor on argv[1] there and elsewhere. */
#include <fcntl.h>
#include <linux/mount.h>
#include <sys/epoll.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int fd = open(argc > 1 ? argv[1] : "/dev/null", O_RDONLY);
	int ep = epoll_create1(0);
	struct epoll_event ev = { .events = EPOLLIN };
	char ro[] = "ro", key[] = "fd";

	syscall(SYS_fsconfig, fd, FSCONFIG_SET_FLAG, ro, NULL, 0);
	syscall(SYS_fsconfig, -1, FSCONFIG_SET_FD, key, NULL, fd);
	epoll_ctl(fd, EPOLL_CTL_ADD, 0, &ev);
	epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev);
	return 0;
}
