/* membarrier: the query and its answer, commands, the CPU flag and its
 * cpu argument, unknown commands and flags. */
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	syscall(SYS_membarrier, 0, 0, 0x1234);		/* MEMBARRIER_CMD_QUERY */
	syscall(SYS_membarrier, 16, 0, 0x1234);		/* REGISTER_PRIVATE_EXPEDITED */
	syscall(SYS_membarrier, 8, 0, 0x1234);		/* PRIVATE_EXPEDITED */
	syscall(SYS_membarrier, 128, 1, 0);		/* PRIVATE_EXPEDITED_RSEQ on cpu 0 */
	syscall(SYS_membarrier, 1024, 2, 5);
	syscall(SYS_membarrier, -1, 3, -7);
	return 0;
}
