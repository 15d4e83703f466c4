/* A buffer running into an unmapped page that is mapped (with other bytes)
 * right after the call: strace, reading at the call, shows its address.
 * The pause gives a tracer that read the memory later time to see the new
 * page instead. */
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);
	char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *end = map + page;
	struct timespec pause = { 0, 300 * 1000 * 1000 };

	munmap(end, page);
	memset(map, 'x', page);
	write(-1, end - 8, 16);
	if (mmap(end, page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE,
		 -1, 0) == end)
		memset(end, 'y', page);
	nanosleep(&pause, NULL);
	return 0;
}
