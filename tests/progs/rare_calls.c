/* Rarely used syscall numbers, called so that they fail harmlessly: the
 * ones with no decoder in strace 6.1 either, and the ones newer than
 * strace 6.1 (shown as syscall_0xNR), plus a number no kernel defines. */
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	syscall(SYS_afs_syscall, 1, 2, 3, 4, 5);
	syscall(SYS_getpmsg, 0x10, 0, 3, 0x7f, 5);
	syscall(SYS_putpmsg, 1, 2, 3, 4, 5);
	syscall(SYS_tuxcall, 1, 2, 3);
	syscall(SYS_security, 1, 2, 3);
	syscall(SYS_vserver, 1, 2, 3, 4, 5);
	syscall(SYS_create_module, 1, 2);
	syscall(SYS_get_kernel_syms, 1);
	syscall(SYS_query_module, 1, 2, 3, 4, 5);
	syscall(SYS_nfsservctl, 1, 2, 3);
	syscall(SYS_epoll_ctl_old, 1, 2, 3, 4);
	syscall(SYS_epoll_wait_old, 1, 2, 3, 4);
	syscall(SYS_pkey_free, -1);
	syscall(SYS_timer_delete, 99);
	syscall(SYS_timer_getoverrun, 99);
	syscall(451, -1, 0, 0, 0, 0, 0);        /* cachestat */
	syscall(452, -1, 0, 0, 0, 0x55, 0x66);  /* fchmodat2 */
	syscall(453, 0, 0, 0, 0, 0, 0);         /* map_shadow_stack */
	syscall(454, 0, 0, 0, 0, 0, 0);         /* futex_wake */
	syscall(455, 0, 0, 0, 0, 0, 0);         /* futex_wait */
	syscall(456, 0, 0, 0, 0, 0, 0);         /* futex_requeue */
	syscall(400, 1, 2, 3, 4, 5, 6);         /* no syscall has this number */
	return 0;
}
