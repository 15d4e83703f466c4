/* Names at the end of a mapping (prctl), a hostname longer than the kernel
 * takes, and flags holding a huge page size shift (memfd_create, shmget).
 * Every call fails but the PR_SET_NAME of 15 bytes, which renames this
 * process only. */
#include <linux/memfd.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);
	char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *end = map + page;
	char name[] = "x";

	munmap(end, page);
	memset(map, 'n', page);
	prctl(PR_SET_NAME, end - 1);
	prctl(PR_SET_NAME, end - 14);
	prctl(PR_SET_NAME, end - 15);
	syscall(SYS_sethostname, NULL, 5);
	syscall(SYS_sethostname, end - 65, 65);
	syscall(SYS_memfd_create, name, 30U << MFD_HUGE_SHIFT);
	syscall(SYS_memfd_create, NULL, 0xffffffffU);
	/* no IPC_CREAT: a key nobody uses is not found */
	shmget(0x7eb7ace5, 1, 21 << 26 | IPC_EXCL | 0600);
	return 0;
}
