/* A 32-bit program's iovecs of another process (its own here):
 * process_vm_readv, process_vm_writev and process_madvise. */
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

int main(void)
{
	char src[8] = "abcdefg", dst[8];
	struct iovec local[2] = { { dst, 3 }, { dst + 3, 5 } }, remote[1] = { { src, 8 } };
	int pidfd = syscall(SYS_pidfd_open, getpid(), 0);

	syscall(SYS_process_vm_readv, getpid(), local, 2, remote, 1, 0);
	syscall(SYS_process_vm_writev, getpid(), remote, 1, local, 2, 0);
	syscall(SYS_process_vm_readv, getpid(), local, 2, (void *)8, 1, 0);
	syscall(SYS_process_madvise, pidfd, remote, 1, 20 /* MADV_COLD */, 0);
	syscall(SYS_process_madvise, pidfd, local, 0, 20 /* MADV_COLD */, 0);
	return 0;
}
