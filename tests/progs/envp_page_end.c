/* execve with environments that end where their mapping ends: strace
 * counts the variables up to the NULL, says "unterminated" when the array
 * becomes unreadable first, and shows only the address of one it cannot
 * read at all.  Every execve fails (the program does not exist). */
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);
	char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char **end = (char **)(map + page);
	char *argv[] = { "nothing", NULL };
	static char var[] = "A=1";

	munmap(end, page);
	for (int i = 1; i <= 40; i++)
		end[-i] = var;
	/* 2 and 33 variables, their NULL the last word of the page */
	end[-1] = NULL;
	execve("/nonexistent/nothing", argv, end - 3);
	execve("/nonexistent/nothing", argv, end - 34);
	/* no NULL before the page ends: 5 variables, unterminated */
	end[-1] = var;
	execve("/nonexistent/nothing", argv, end - 5);
	/* not readable at all */
	execve("/nonexistent/nothing", argv, end);
	return 0;
}
