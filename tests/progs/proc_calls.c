/* Process-family calls with known arguments, failing ones included. */
#define _GNU_SOURCE
#include <linux/capability.h>
#include <linux/futex.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define BAD ((void *)1)

int main(void)
{
	struct rlimit64 rl = { 8 << 20, RLIM64_INFINITY }, old;
	struct rlimit r;
	struct rusage ru;
	struct utsname u;
	struct __user_cap_header_struct ch = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct cd[2];
	struct timespec ts = { 0, 1000 };
	char name[16], buf[8];
	gid_t groups[64];
	uid_t a, b, c;
	uint32_t fut = 0;
	unsigned long fs;
	siginfo_t si;
	int status;
	pid_t pid;

	syscall(SYS_prlimit64, 0, RLIMIT_NOFILE, NULL, &old);
	syscall(SYS_prlimit64, 0, RLIMIT_CORE, &rl, &old);
	syscall(SYS_prlimit64, 0, 99, NULL, BAD);
	syscall(SYS_getrlimit, RLIMIT_STACK, &r);
	syscall(SYS_setrlimit, RLIMIT_CORE, BAD);
	syscall(SYS_getrusage, RUSAGE_CHILDREN, BAD);
	uname(&u);
	syscall(SYS_uname, BAD);
	getrandom(buf, 0, GRND_RANDOM);
	syscall(SYS_getrandom, BAD, 8, GRND_NONBLOCK | GRND_INSECURE);
	syscall(SYS_arch_prctl, 0x1003, &fs);
	syscall(SYS_arch_prctl, 0x1004, BAD);
	syscall(SYS_arch_prctl, 0x3001, BAD);
	syscall(SYS_arch_prctl, 0x1011);
	prctl(PR_SET_NAME, "a-rather-long-task-name");
	prctl(PR_GET_NAME, name);
	prctl(PR_GET_DUMPABLE);
	prctl(PR_SET_DUMPABLE, 1);
	prctl(PR_CAPBSET_READ, CAP_SYS_ADMIN);
	prctl(PR_CAPBSET_READ, 99);
	prctl(PR_SET_PDEATHSIG, SIGTERM);
	prctl(PR_GET_PDEATHSIG, &status);
	prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0);
	prctl(PR_GET_KEEPCAPS);
	prctl(12345, 1, 2, 3, 4);
	syscall(SYS_getresuid, &a, &b, &c);
	syscall(SYS_getresgid, &a, BAD, &c);
	syscall(SYS_getgroups, 0, NULL);
	syscall(SYS_getgroups, 64, groups);
	syscall(SYS_setgroups, 1, BAD);
	syscall(SYS_setresuid, -1, -1, -1);
	syscall(SYS_getpriority, PRIO_PROCESS, 0);
	syscall(SYS_setpriority, PRIO_PGRP, 0, 0);
	syscall(SYS_getpriority, 7, 0);
	syscall(SYS_umask, 022);
	syscall(SYS_umask, 0777);
	syscall(SYS_capget, &ch, cd);
	syscall(SYS_capset, &ch, BAD);
	syscall(SYS_futex, &fut, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
	syscall(SYS_futex, &fut, FUTEX_WAIT, 0, &ts, NULL, 0);
	syscall(SYS_futex, &fut, FUTEX_WAIT_BITSET_PRIVATE | FUTEX_CLOCK_REALTIME, 1, NULL, NULL, FUTEX_BITSET_MATCH_ANY);
	syscall(SYS_futex, &fut, FUTEX_WAKE_OP, 1, 1, &fut, FUTEX_OP(FUTEX_OP_ADD, 1, FUTEX_OP_CMP_GT, 0));
	syscall(SYS_futex, &fut, FUTEX_CMP_REQUEUE_PRIVATE, 1, 2, &fut, 0);
	syscall(SYS_futex, &fut, 99, 1, BAD, BAD, 3);
	syscall(SYS_set_robust_list, BAD, 24);
	syscall(SYS_sched_getaffinity, 0, 0, NULL);
	syscall(SYS_kill, 0, 0);
	syscall(SYS_kill, 999999, 77);
	syscall(SYS_tgkill, 999999, 999999, SIGUSR1);
	syscall(SYS_wait4, -1, &status, WNOHANG, NULL);

	if ((pid = fork()) == 0)
		_exit(7);
	waitpid(pid, &status, 0);
	if ((pid = fork()) == 0) {
		kill(getpid(), SIGTERM);
		_exit(0);
	}
	syscall(SYS_wait4, pid, &status, __WALL, NULL);
	if ((pid = fork()) == 0)
		_exit(0);
	syscall(SYS_wait4, pid, NULL, 0, &ru);
	if ((pid = fork()) == 0)
		_exit(3);
	memset(&si, 0, sizeof(si));
	syscall(SYS_waitid, P_PID, pid, &si, WEXITED, NULL);
	syscall(SYS_waitid, P_ALL, 0, &si, WEXITED | WNOHANG, NULL);
	syscall(SYS_exit_group, 0);
	return 0;
}
