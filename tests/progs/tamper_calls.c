/* Calls for -e inject= to tamper with: the second getuid32 on, every
 * chdir.  The 32-bit build's calls are the compat ABI's numbers. */
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	for (int i = 0; i < 3; i++)
		syscall(SYS_getuid32);
	syscall(SYS_chdir, "/nonexistent");
	syscall(SYS_chdir, "/");
	return 0;
}
