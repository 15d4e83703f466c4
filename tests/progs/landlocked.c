/* landlocked CMD [ARGS]: run CMD inside a Landlock domain of its own.  The
 * domain restricts nothing but making FIFOs; like any Landlock domain it
 * keeps its processes from ptracing (and so from tracing) processes
 * outside it.  Exits 77 when the kernel has no Landlock. */
#include <linux/landlock.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct landlock_ruleset_attr attr = { .handled_access_fs = LANDLOCK_ACCESS_FS_MAKE_FIFO };
	int fd;

	if (argc < 2)
		return 2;
	fd = syscall(SYS_landlock_create_ruleset, &attr, sizeof(attr), 0);
	if (fd < 0) {
		fprintf(stderr, "landlock: %s\n", strerror(errno));
		return 77;
	}
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 ||
	    syscall(SYS_landlock_restrict_self, fd, 0) < 0) {
		perror("landlock_restrict_self");
		return 1;
	}
	close(fd);
	execvp(argv[1], argv + 1);
	perror(argv[1]);
	return 127;
}
