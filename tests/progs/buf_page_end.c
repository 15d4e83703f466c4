/* Buffers that end where the mapping ends: strace reads one byte more
 * than -s shows, so a buffer not readable that far shows as its address. */
#include <string.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <unistd.h>

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);
	char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *end = map + page;
	struct iovec iov;

	munmap(end, page);
	memset(map, 'x', page);
	/* 32 bytes readable: -s 32 shows them only when no more are asked */
	write(-1, end - 32, 32);
	write(-1, end - 32, 33);
	write(-1, end - 33, 100);
	iov.iov_base = end - 32;
	iov.iov_len = -1;
	writev(-1, &iov, 1);
	iov.iov_base = end - 33;
	writev(-1, &iov, 1);
	return 0;
}
