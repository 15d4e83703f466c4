/* A 32-bit program's first select, whose arguments are a struct of
 * longs: its sets, timeout and what is left of it, a struct that cannot
 * be read, and nfds 2^31-1 (the kernel looks at as many bits as the
 * descriptor table has) on sets at the start of a large zeroed area whose
 * later pages were never touched, then on a set that ends where its
 * mapping does. */
#include <limits.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/select.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifdef SYS__newselect
static fd_set huge[0x100000 / sizeof(fd_set)];

static void huge_sets(int fd0, int fd1)
{
	long page = sysconf(_SC_PAGESIZE);
	char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	uint32_t *end = (uint32_t *)(map + page) - 1;
	struct { int32_t sec, usec; } tv = { 0, 0 };
	uint32_t args[5] = { INT_MAX, (uintptr_t)&huge[0], (uintptr_t)&huge[1],
			     (uintptr_t)&huge[2], (uintptr_t)&tv };

	if (map == MAP_FAILED)
		return;
	munmap(map + page, page);
	FD_SET(fd0, &huge[0]);
	FD_SET(fd1, &huge[0]);
	syscall(SYS_select, args);
	*end = 1U << fd0;
	args[1] = (uintptr_t)end;
	args[2] = args[3] = 0;
	syscall(SYS_select, args);
	args[0] = 33;
	syscall(SYS_select, args);
}
#endif

int main(void)
{
#ifdef SYS__newselect
	int fds[2];
	fd_set r, w;
	struct { int32_t sec, usec; } tv = { 0, 123 };
	uint32_t args[5];

	if (pipe(fds))
		return 0;
	write(fds[1], "x", 1);
	FD_ZERO(&r);
	FD_ZERO(&w);
	FD_SET(fds[0], &r);
	FD_SET(fds[1], &w);
	args[0] = fds[1] + 1;
	args[1] = (uintptr_t)&r;
	args[2] = (uintptr_t)&w;
	args[3] = 0;
	args[4] = (uintptr_t)&tv;
	syscall(SYS_select, args);
	args[4] = 0;
	FD_ZERO(&r);
	args[2] = 0;
	tv.usec = 5;
	args[4] = (uintptr_t)&tv;
	syscall(SYS_select, args);
	syscall(SYS_select, NULL);
	syscall(SYS_select, (void *)8);
	huge_sets(fds[0], fds[1]);
#endif
	return 0;
}
