/* Namespaces, POSIX timers' sigevents and NUMA memory policies, with valid
 * and invalid arguments, for comparing their decoding with strace's. */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
	struct sigevent sev;
	unsigned long mask[32] = { 1 };
	int tid, mode;

	syscall(SYS_unshare, CLONE_NEWUTS | CLONE_NEWIPC);
	syscall(SYS_unshare, CLONE_FILES | CLONE_FS | CLONE_SYSVSEM);
	syscall(SYS_unshare, 0);
	syscall(SYS_unshare, CLONE_NEWTIME | CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_THREAD | CLONE_SIGHAND | CLONE_VM | 0x4);
	syscall(SYS_unshare, 0x4);
	syscall(SYS_setns, -1, 0);
	syscall(SYS_setns, -1, CLONE_NEWNET);
	syscall(SYS_setns, -1, CLONE_NEWUTS);
	syscall(SYS_setns, -1, CLONE_NEWTIME);
	syscall(SYS_setns, -1, CLONE_NEWNET | CLONE_NEWUTS);
	syscall(SYS_setns, -1, 0x4);

	memset(&sev, 0, sizeof(sev));
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = SIGALRM;
	syscall(SYS_timer_create, CLOCK_REALTIME, &sev, &tid);
	sev.sigev_value.sival_int = 42;
	sev.sigev_signo = SIGUSR1;
	syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &tid);
	sev.sigev_notify = SIGEV_NONE;
	sev.sigev_value.sival_int = 0;
	syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &tid);
	sev.sigev_notify = SIGEV_THREAD_ID;
	sev.sigev_signo = SIGRTMIN + 1;
	sev._sigev_un._tid = 1;   /* not ours: EINVAL, and no pid to vary */
	syscall(SYS_timer_create, CLOCK_BOOTTIME, &sev, &tid);
	sev.sigev_notify = SIGEV_THREAD;
	sev._sigev_un._sigev_thread._function = (void (*)(union sigval))0x1234;
	sev._sigev_un._sigev_thread._attribute = NULL;
	syscall(SYS_timer_create, CLOCK_REALTIME, &sev, &tid);
	sev.sigev_notify = 77;
	syscall(SYS_timer_create, CLOCK_REALTIME, &sev, &tid);
	syscall(SYS_timer_create, CLOCK_REALTIME, NULL, &tid);
	syscall(SYS_timer_create, CLOCK_REALTIME, (void *)16, &tid);

	syscall(SYS_get_mempolicy, &mode, mask, 1025, NULL, 0);
	syscall(SYS_get_mempolicy, &mode, mask, 64, NULL, 0);
	syscall(SYS_get_mempolicy, &mode, NULL, 0, NULL, 0);
	syscall(SYS_get_mempolicy, NULL, NULL, 0, NULL, 0x7);
	syscall(SYS_get_mempolicy, &mode, mask, 129, (void *)0x10000, 2);
	mask[0] = 1;
	syscall(SYS_set_mempolicy, 1, mask, 64);            /* MPOL_PREFERRED */
	syscall(SYS_set_mempolicy, 2 | (1 << 15), mask, 129); /* MPOL_BIND|MPOL_F_STATIC_NODES */
	syscall(SYS_set_mempolicy, 0, NULL, 0);
	syscall(SYS_set_mempolicy, 99, mask, 65);
	syscall(SYS_set_mempolicy, 99 | (1 << 14), mask, 1);
	syscall(SYS_mbind, (void *)0x10000, 4096, 0, NULL, 0, 0);
	syscall(SYS_mbind, (void *)0x10000, 4096, 2, mask, 65, 1 | 2 | 4);
	syscall(SYS_mbind, (void *)0x10000, 4096, 1 << 13, mask, 67, 16);
	syscall(SYS_migrate_pages, 0, 64, mask, mask);
	return 0;
}
