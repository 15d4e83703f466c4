/* --cgroup=PATH and --system-wide: every task of a cgroup v2, or of the
 * machine, those there now and those that come later, taken on by the
 * kernel side itself (it filters by cgroup id). */
#ifndef EBTRACE_SCOPE_H
#define EBTRACE_SCOPE_H

#include <stdint.h>

enum { SCOPE_NONE, SCOPE_CGROUP, SCOPE_SYSTEM };

struct scope {
	int mode;
	const char *cgroup_path;
	uint64_t cgroup_id;      /* the cgroup directory's inode number */
	uint32_t cgroup_level;   /* its depth below the cgroup v2 root */
};
extern struct scope scope;

void scope_set_cgroup(const char *path);
void scope_set_system_wide(const char *unused);
/* After every option: the checks and messages. */
void scope_finish(int have_command);

#endif
