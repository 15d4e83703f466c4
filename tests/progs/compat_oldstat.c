/* A 32-bit program's first stat calls: struct __old_kernel_stat. */
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
#ifdef SYS_oldstat
	char buf[64];
	int fd = open("/dev/null", O_RDONLY);

	syscall(SYS_oldstat, "/dev/null", buf);
	syscall(SYS_oldlstat, "/dev/zero", buf);
	syscall(SYS_oldfstat, fd, buf);
	syscall(SYS_oldstat, "/nonexistent-ebtrace", buf);
	syscall(SYS_oldfstat, fd, (void *)8);
#endif
	return 0;
}
