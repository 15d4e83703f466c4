/* A working directory whose path grows past PATH_MAX, one level of a
 * 255-byte name at a time (under "deep" in the current directory), with
 * an openat from each level; all removed again at the end. */
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define LEVELS (PATH_MAX / NAME_MAX + 2)

int main(void)
{
	char name[NAME_MAX + 1];
	int made = 0;

	memset(name, 'x', NAME_MAX);
	name[NAME_MAX] = 0;
	if (mkdir("deep", 0700) || chdir("deep"))
		return 1;
	while (made < LEVELS && !mkdir(name, 0700) && !chdir(name)) {
		made++;
		openat(AT_FDCWD, "none", O_RDONLY);
	}
	while (made-- > 0)
		if (chdir("..") || rmdir(name))
			return 1;
	return chdir("..") || rmdir("deep");
}
