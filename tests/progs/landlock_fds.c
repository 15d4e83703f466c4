/* Landlock rulesets with -y: a version query (its result is no
 * descriptor), then a ruleset kept open until the program exits, so that
 * its descriptor is gone by the time a tracer reads /proc. */
#include <linux/landlock.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	struct landlock_ruleset_attr attr = { .handled_access_fs = LANDLOCK_ACCESS_FS_EXECUTE };

	syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
	syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION | 0x100);
	syscall(SYS_landlock_create_ruleset, &attr, sizeof(attr), 0);
	syscall(SYS_landlock_create_ruleset, &attr, sizeof(attr), 0);
	return 0;
}
