/* Descriptors whose -y path is not the plain resolved name: a symlink
 * opened with O_PATH|O_NOFOLLOW, and /proc links to self (/proc/net,
 * /proc/mounts) that are the tracee's, not the tracer's. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

static void look(int fd)
{
	struct stat st;

	fstatat(fd, "", &st, AT_EMPTY_PATH);
	close(fd);
}

int main(void)
{
	int root = open("/", O_PATH | O_DIRECTORY);

	symlink("/etc", "link");
	look(openat(root, "lib", O_PATH | O_NOFOLLOW));	/* /lib -> usr/lib */
	look(openat(root, "lib", O_PATH));
	look(open("link", O_PATH | O_NOFOLLOW));
	look(open("link/", O_PATH | O_NOFOLLOW));
	look(open("/proc/net/unix", O_RDONLY));
	look(open("/proc/mounts", O_RDONLY));
	look(open("/proc/self/stat", O_RDONLY));
	look(open("/proc/thread-self/stat", O_RDONLY));
	return 0;	/* link stays: -y resolves names after the calls */
}
