/* execve with string arrays strace cannot read whole: elements that point
 * nowhere show as their pointers, an array that ends at an unmapped page
 * ends with "..." and the address there.  Every execve fails. */
#include <sys/mman.h>
#include <unistd.h>

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);
	char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char **end = (char **)(map + page);
	static char a[] = "first", b[] = "second";
	char *ok[] = { a, NULL };

	munmap(end, page);
	/* two strings, three bad pointers, then the page ends */
	end[-5] = a;
	end[-4] = b;
	end[-3] = (char *)-1L;
	end[-2] = (char *)-2L;
	end[-1] = (char *)4096;
	execve("/nonexistent/nothing", end - 5, end - 5);
	/* a bad pointer, then the NULL */
	end[-2] = NULL;
	execve("/nonexistent/nothing", end - 3, ok);
	/* nothing readable */
	execve("/nonexistent/nothing", end, end);
	return 0;
}
