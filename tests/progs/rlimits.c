/* Resource limits through getrlimit/setrlimit (struct rlimit, of longs)
 * and prlimit64 (struct rlimit64 in every ABI): a 32-bit program's
 * infinity is RLIM_INFINITY in the one, RLIM64_INFINITY in the other. */
#define _GNU_SOURCE
#include <stddef.h>
#include <sys/resource.h>

int main(void)
{
	struct rlimit r;
	struct rlimit64 r64;

	getrlimit(RLIMIT_NOFILE, &r);
	setrlimit(RLIMIT_NOFILE, &r);
	getrlimit(RLIMIT_CORE, &r);
	getrlimit64(RLIMIT_STACK, &r64);
	prlimit64(0, RLIMIT_CORE, NULL, &r64);
	setrlimit64(RLIMIT_CORE, &r64);
	getrlimit(99, &r);                  /* EINVAL */
	return 0;
}
