/* --cgroup=PATH, --system-wide.  The kernel side takes on an untraced task
 * at its next syscall when it is in the cgroup (or a cgroup below it:
 * bpf_get_current_ancestor_cgroup_id at the cgroup's depth), or always
 * with --system-wide; ebtrace's own process never.  Tasks are followed
 * as with -f and their lines carry the pid prefix.  Tracing goes on until
 * ebtrace is interrupted. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include "access.h"
#include "ebtrace.h"
#include "scope.h"

#ifndef CGROUP2_SUPER_MAGIC
#define CGROUP2_SUPER_MAGIC 0x63677270
#endif
#define CGROUP_ROOT_INO 1   /* the root cgroup's id */

struct scope scope;

void scope_set_cgroup(const char *path)
{
	if (scope.mode)
		die("--cgroup and --system-wide cannot be provided simultaneously");
	scope.mode = SCOPE_CGROUP;
	scope.cgroup_path = path;
}

void scope_set_system_wide(const char *unused)
{
	(void)unused;
	if (scope.mode)
		die("--cgroup and --system-wide cannot be provided simultaneously");
	scope.mode = SCOPE_SYSTEM;
}

/* The cgroup's id and depth: its inode number, and how many directories
 * up its root is. */
static void find_cgroup(void)
{
	char path[PATH_MAX];
	struct statfs sfs;
	struct stat st;

	if (!realpath(scope.cgroup_path, path))
		die("--cgroup: %s: %s", scope.cgroup_path, strerror(errno));
	if (statfs(path, &sfs) < 0 || stat(path, &st) < 0)
		die("--cgroup: %s: %s", path, strerror(errno));
	if (sfs.f_type != CGROUP2_SUPER_MAGIC || !S_ISDIR(st.st_mode))
		die("--cgroup: %s is not a cgroup v2 directory", path);
	scope.cgroup_id = st.st_ino;
	while (st.st_ino != CGROUP_ROOT_INO) {
		char *slash = strrchr(path, '/');

		if (!slash || slash == path)
			die("--cgroup: %s: the cgroup v2 root is not above it", scope.cgroup_path);
		*slash = '\0';
		if (statfs(path, &sfs) < 0 || sfs.f_type != CGROUP2_SUPER_MAGIC || stat(path, &st) < 0)
			die("--cgroup: %s: the cgroup v2 root is not above it", scope.cgroup_path);
		scope.cgroup_level++;
	}
}

void scope_finish(int have_command)
{
	const char *name = scope.mode == SCOPE_CGROUP ? "--cgroup" : "--system-wide";

	if (!scope.mode)
		return;
	if (have_command || opt.nattach_pids)
		die_usage("%s traces until interrupted: it takes neither PROG [ARGS] nor -p", name);
	/* the kernel cannot be asked about a task that does not exist yet:
	 * only who may trace every process may trace them all */
	if (!access_privileged())
		die("%s needs CAP_SYS_PTRACE", name);
	if (scope.mode == SCOPE_CGROUP)
		find_cgroup();
	else
		warn("--system-wide: every process of the machine is traced, each of its calls "
		     "costs it more, and the output can be large");
}
