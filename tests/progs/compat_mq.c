/* A 32-bit program's message queue, whose struct mq_attr is made of
 * longs. */
#include <fcntl.h>
#include <mqueue.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	struct mq_attr attr = { .mq_flags = 0, .mq_maxmsg = 2, .mq_msgsize = 16 }, old;
	char name[64];
	int fd;

	snprintf(name, sizeof(name), "ebtrace-mq32-%d", getpid());
	fd = syscall(SYS_mq_open, name, O_RDWR | O_CREAT | O_EXCL, 0600, &attr);
	if (fd < 0)
		return 0;
	attr.mq_flags = O_NONBLOCK;
	syscall(SYS_mq_getsetattr, fd, &attr, &old);
	syscall(SYS_mq_getsetattr, fd, NULL, &old);
	syscall(SYS_mq_open, name, O_RDONLY, 0, NULL);
	syscall(SYS_mq_unlink, name);
	return 0;
}
