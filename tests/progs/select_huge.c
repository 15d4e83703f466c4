/* select with nfds 2^31-1: the kernel looks at as many bits as the
 * descriptor table has.  Sets at the start of a large zeroed area whose
 * later pages were never touched, then sets that end where the mapping
 * ends, with nfds past the table (the kernel reads only the table's
 * bits, a tracer cannot read as many as nfds says). */
#include <limits.h>
#include <sys/mman.h>
#include <sys/select.h>
#include <sys/syscall.h>
#include <unistd.h>

static fd_set huge[0x100000 / sizeof(fd_set)];

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);
	char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unsigned long *end = (unsigned long *)(map + page) - 1;
	struct timeval tv = { 0, 0 };
	int fds[2];

	munmap(map + page, page);
	if (pipe(fds))
		return 1;
	FD_SET(fds[0], &huge[0]);
	FD_SET(fds[1], &huge[0]);
	syscall(SYS_select, INT_MAX, &huge[0], &huge[1], &huge[2], &tv);
	*end = 1UL << fds[0];
	syscall(SYS_select, INT_MAX, end, NULL, NULL, &tv);
	syscall(SYS_select, 65, end, NULL, NULL, &tv);
	return 0;
}
