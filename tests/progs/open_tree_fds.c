/* open_tree on a path, and on a descriptor with AT_EMPTY_PATH: descriptors
 * on those files, the process gone before a tracer could ask /proc. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char empty[] = "";
	int fd = open(argc > 1 ? argv[1] : "/dev/null", O_RDONLY);

	syscall(SYS_open_tree, AT_FDCWD, argc > 1 ? argv[1] : "/dev/null", 0);
	syscall(SYS_open_tree, fd, empty, AT_EMPTY_PATH | 02000000);
	return 0;
}
