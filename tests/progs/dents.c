/* getdents and getdents64 of a directory of more entries than the kernel
 * side captures (it counts them), then of one entry: strace counts the
 * records (or, with -v, shows them) by their d_reclen, which the compat
 * linux_dirent keeps elsewhere. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#define N 1000

int main(void)
{
	static char buf[65536];
	char name[32];
	int fd;

	if (mkdir("dents.d", 0700))
		return 1;
	for (int i = 0; i < N; i++) {
		snprintf(name, sizeof(name), "dents.d/entry-%04d", i);
		close(open(name, O_CREAT | O_WRONLY, 0600));
	}
	fd = open("dents.d", O_RDONLY | O_DIRECTORY);
	while (syscall(SYS_getdents, fd, buf, sizeof(buf)) > 0)
		;
	lseek(fd, 0, SEEK_SET);
	while (syscall(SYS_getdents64, fd, buf, sizeof(buf)) > 0)
		;
	close(fd);
	mkdir("dents.d/one", 0700);
	fd = open("dents.d/one", O_RDONLY | O_DIRECTORY);
	syscall(SYS_getdents, fd, buf, sizeof(buf));
	close(fd);
	rmdir("dents.d/one");
	for (int i = 0; i < N; i++) {
		snprintf(name, sizeof(name), "dents.d/entry-%04d", i);
		unlink(name);
	}
	rmdir("dents.d");
	return 0;
}
