/* Strings that run into an unmapped page with no NUL before it: chdir() of
 * the last byte, the last 8 bytes and the last 100 bytes of a page whose
 * next page is unmapped, and open() of the last 20 bytes (shown with -s). */
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED || munmap(p + page, page))
		return 1;
	memset(p, '/', page);
	if (chdir(p + page - 1) == 0 || chdir(p + page - 8) == 0 || chdir(p + page - 100) == 0)
		return 1;
	memset(p, 'x', page);
	open(p + page - 20, O_RDONLY);
	return 0;
}
