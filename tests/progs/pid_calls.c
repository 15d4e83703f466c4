/* Calls that name another process or its memory (pidfds, kcmp,
 * process_vm_*, process_madvise), and signal sets and flags of signalfd4
 * and rt_sigpending.  Arrays end where an unmapped page begins, as when a
 * caller passes a count too large. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/kcmp.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "page_end.h"

int main(void)
{
	char *end = page_end(), src[8] = "abcdefg", dst[8];
	struct iovec *two = (struct iovec *)end - 2, local[2];
	struct kcmp_epoll_slot *slot = (struct kcmp_epoll_slot *)end - 1;
	int null = open("/dev/null", O_RDONLY), pipefd[2], pidfd, me = getpid();
	siginfo_t si;
	sigset_t set;
	pid_t child;

	if (pipe(pipefd) < 0)
		return 1;
	child = fork();
	if (child == 0) {
		close(pipefd[1]);
		read(pipefd[0], dst, 1);   /* until the parent is done */
		_exit(0);
	}
	close(pipefd[0]);

	pidfd = syscall(SYS_pidfd_open, child, 0);
	syscall(SYS_pidfd_open, child, 0xfacef6ed);
	syscall(SYS_pidfd_open, -1, O_NONBLOCK);
	close(syscall(SYS_pidfd_getfd, pidfd, null, 0));
	syscall(SYS_pidfd_getfd, pidfd, 99, 0);
	syscall(SYS_pidfd_getfd, null, null, 0xbadc0ded);

	memset(&si, 0, sizeof(si));
	si.si_signo = SIGUSR1;
	si.si_code = SI_QUEUE;
	si.si_errno = -1;
	si.si_pid = me;
	si.si_uid = -1;
	syscall(SYS_pidfd_send_signal, pidfd, SIGUSR2, &si, 0xffffffff);
	si.si_errno = ENOENT;
	si.si_uid = 0;
	syscall(SYS_pidfd_send_signal, pidfd, SIGUSR2, &si, 0xffffffff);

	syscall(SYS_kcmp, me, child, KCMP_FILE, null, null);
	syscall(SYS_kcmp, me, me, KCMP_VM, 0, 0);
	syscall(SYS_kcmp, me, child, 0xda7adead, 1, 2);
	slot->efd = null;
	slot->tfd = pipefd[1];
	slot->toff = 3;
	syscall(SYS_kcmp, me, me, KCMP_EPOLL_TFD, null, slot);
	syscall(SYS_kcmp, me, me, KCMP_EPOLL_TFD, null, (char *)slot + 4);

	local[0] = (struct iovec){ dst, 3 };
	local[1] = (struct iovec){ dst + 3, 5 };
	two[0] = (struct iovec){ src, 4 };
	two[1] = (struct iovec){ src + 4, 4 };
	syscall(SYS_process_vm_readv, me, local, 2, two, 2, 0);
	syscall(SYS_process_vm_writev, me, two, 2, local, 2, 0);
	syscall(SYS_process_vm_readv, me, local, 2, two, 3, 0);
	syscall(SYS_process_vm_writev, me, two, 3, local, 2, 0xdeadbeefcafeULL);
	syscall(SYS_process_madvise, pidfd, two, 2, MADV_COLD, 0);
	syscall(SYS_process_madvise, pidfd, two, 3, 0xdeadc0de, 0);

	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigaddset(&set, SIGCHLD);
	close(syscall(SYS_signalfd4, -1, &set, 8, O_CLOEXEC | O_NONBLOCK));
	syscall(SYS_signalfd4, -1, &set, 8, 0x80);
	syscall(SYS_rt_sigpending, end - 4, 4);
	syscall(SYS_rt_sigpending, end - 1, 1);
	syscall(SYS_rt_sigpending, end - 8, 8);

	close(pipefd[1]);
	waitpid(child, NULL, 0);
	return 0;
}
