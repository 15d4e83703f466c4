/* Descriptors whose names are removed while they are open (unlink,
 * unlinkat, rmdir): "(deleted)" from then on.  Works in the current
 * directory. */
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void)
{
	int f = open("f", O_CREAT | O_RDONLY, 0600);
	int g = open("g (deleted)", O_CREAT | O_RDONLY, 0600);
	int d;

	mkdir("d", 0700);
	d = open("d", O_RDONLY | O_DIRECTORY);
	fchmod(f, 0600);
	fchmod(g, 0600);
	unlink("f");
	unlinkat(AT_FDCWD, "g (deleted)", 0);
	rmdir("d");
	fchmod(f, 0400);
	fchmod(g, 0400);
	fchmod(d, 0700);
	return 0;
}
