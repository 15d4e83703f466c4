/* i386's ipc(2) called directly: subcalls with a version in the high half
 * of the call (msgrcv then takes its buffer and type as arguments), calls
 * that are no subcall, and a semctl whose argument word cannot be read.
 * Every call fails before it touches an IPC object. */
#define _GNU_SOURCE
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#define SEMCTL 3
#define MSGRCV 12
#define SHMDT 22

static long ipc(unsigned version, unsigned call, long a1, long a2, long a3, void *ptr, long a5)
{
	return syscall(SYS_ipc, version << 16 | call, a1, a2, a3, ptr, a5);
}

int main(void)
{
	/* two pages of ours, of which the second is given back */
	char *page = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	void *gone = page + 4096;

	if (page == MAP_FAILED)
		return 1;
	munmap(gone, 4096);
	ipc(0, SEMCTL, -1, 0, IPC_RMID, gone, 0);
	ipc(42, SEMCTL, -1, 0, IPC_RMID, gone, 0);
	ipc(1, MSGRCV, -2, 16, IPC_NOWAIT, page, 5);
	ipc(7, SHMDT, 0, 0, 0, NULL, 0);
	for (unsigned call = 0; call <= 40; call += 10) {
		ipc(0, call, 0, 1, 2, NULL, 3);
		ipc(42, call, 0, 1, 2, NULL, 3);
	}
	return 0;
}
