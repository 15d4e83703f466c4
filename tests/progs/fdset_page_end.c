/* fd_sets of one word that end where the mapping ends, as small sets
 * often are: the sets are shown, not their addresses. */
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);
	char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unsigned long *set = (unsigned long *)(map + page) - 1;
	int fds[2];

	munmap(map + page, page);
	if (pipe(fds))
		return 1;
	*set = 1UL << fds[1];
	syscall(SYS_select, fds[1] + 1, NULL, set, NULL, NULL);
	*set = 1UL << fds[0] | 1UL << fds[1];
	syscall(SYS_pselect6, fds[1] + 1, NULL, set, NULL, NULL, NULL);
	return 0;
}
