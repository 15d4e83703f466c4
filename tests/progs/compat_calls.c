/* Calls whose structures a 32-bit program lays out otherwise than a 64-bit
 * one (tests/m32.bats builds it with gcc -m32): signal sets of 4 bytes,
 * siginfo_t (rt_sigqueueinfo, rt_sigtimedwait, waitid), struct sigevent,
 * rt_sigreturn's and sigreturn's frames, struct msghdr and its control messages,
 * futex_waitv's 64-bit timeout, and the calls only i386 has
 * (waitpid, socketcall, the *_time64 ones).  Signals go to the program
 * itself only; nothing is written outside its own memory. */
#define _GNU_SOURCE
#include <linux/futex.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef SYS_futex_waitv
#define SYS_futex_waitv 449
#endif

struct waiter {   /* struct futex_waitv: the same in both ABIs */
	uint64_t val, uaddr;
	uint32_t flags, reserved;
};

struct ts64 {     /* struct __kernel_timespec */
	int64_t tv_sec, tv_nsec;
};

static void on_usr2(int sig, siginfo_t *info, void *uc)
{
	(void)sig;
	(void)info;
	(void)uc;
}

static void on_usr2_old(int sig)
{
	(void)sig;
}

static void signal_calls(void)
{
	sigset_t set;
	siginfo_t info;
	struct timespec tmo = { 0, 1000 };
	struct sigaction sa;
	uint32_t small = 1u << (SIGUSR1 - 1);

	/* a set of a 32-bit long's size (EINVAL: the kernel wants 8 bytes) */
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &small, NULL, 4);
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	memset(&info, 0, sizeof(info));
	info.si_signo = SIGUSR1;
	info.si_code = SI_QUEUE;
	info.si_pid = getpid();
	info.si_uid = getuid();
	info.si_value.sival_int = 0x1234;
	syscall(SYS_rt_sigqueueinfo, getpid(), SIGUSR1, &info);
	sigtimedwait(&set, &info, &tmo);
	sigtimedwait(&set, &info, &tmo);              /* EAGAIN */
	/* a handler's return: rt_sigreturn with the mask it restores */
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_usr2;
	sa.sa_flags = SA_SIGINFO;
	sigaction(SIGUSR2, &sa, NULL);
	raise(SIGUSR2);
	/* without SA_SIGINFO: i386's older frame, and sigreturn */
	sa.sa_handler = on_usr2_old;
	sa.sa_flags = 0;
	sigaction(SIGUSR2, &sa, NULL);
	raise(SIGUSR2);
}

static void timer_calls(void)
{
	struct sigevent ev;
	timer_t t;

	memset(&ev, 0, sizeof(ev));
	ev.sigev_notify = SIGEV_NONE;
	if (syscall(SYS_timer_create, CLOCK_MONOTONIC, &ev, &t) == 0)
		syscall(SYS_timer_delete, t);
	ev.sigev_notify = SIGEV_SIGNAL;
	ev.sigev_signo = SIGALRM;
	ev.sigev_value.sival_ptr = (void *)0x1000;
	if (syscall(SYS_timer_create, CLOCK_REALTIME, &ev, &t) == 0)
		syscall(SYS_timer_delete, t);
	ev.sigev_notify = SIGEV_THREAD_ID;
	ev._sigev_un._tid = gettid();
	if (syscall(SYS_timer_create, CLOCK_MONOTONIC, &ev, &t) == 0)
		syscall(SYS_timer_delete, t);
}

static void wait_calls(void)
{
	siginfo_t info;
	sigset_t chld;
	pid_t pid;

	/* SIGCHLD stays pending: its line would come before or after the
	 * wait, as the child's exit and the wait race */
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, NULL);
	pid = fork();

	if (pid == 0)
		_exit(7);
	memset(&info, 0, sizeof(info));
	waitid(P_PID, pid, &info, WEXITED);
	pid = fork();
	if (pid == 0)
		_exit(3);
#ifdef SYS_waitpid
	syscall(SYS_waitpid, pid, NULL, 0);
#endif
	syscall(SYS_waitid, P_PID, pid, &info, WEXITED | WNOHANG, NULL);   /* ECHILD */
}

static void msg_calls(void)
{
	int sv[2], fds[2] = { 0, 1 };
	char data[4] = "abc", in[8], ctrl[CMSG_SPACE(sizeof(fds))], rctrl[64];
	struct iovec iov[2] = { { data, 2 }, { data + 2, 2 } }, riov = { in, sizeof(in) };
	struct msghdr m, r;
	struct cmsghdr *cm;

	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) < 0)
		return;
	memset(&m, 0, sizeof(m));
	m.msg_iov = iov;
	m.msg_iovlen = 2;
	m.msg_control = ctrl;
	m.msg_controllen = sizeof(ctrl);
	cm = CMSG_FIRSTHDR(&m);
	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	cm->cmsg_len = CMSG_LEN(sizeof(fds));
	memcpy(CMSG_DATA(cm), fds, sizeof(fds));
	sendmsg(sv[0], &m, 0);
	memset(&r, 0, sizeof(r));
	r.msg_iov = &riov;
	r.msg_iovlen = 1;
	r.msg_control = rctrl;
	r.msg_controllen = sizeof(rctrl);
	recvmsg(sv[1], &r, MSG_CMSG_CLOEXEC);
	/* received descriptors: closed, by their numbers */
	for (cm = CMSG_FIRSTHDR(&r); cm; cm = CMSG_NXTHDR(&r, cm))
		if (cm->cmsg_type == SCM_RIGHTS)
			for (size_t i = 0; i + sizeof(int) <= cm->cmsg_len - CMSG_LEN(0); i += sizeof(int))
				close(((int *)CMSG_DATA(cm))[i / sizeof(int)]);
	close(sv[0]);
	close(sv[1]);
}

static void misc_calls(void)
{
	struct waiter w[1];
	struct ts64 tmo = { 0, 1000 };
	uint32_t word = 1;
	unsigned long args[2] = { 0, 0 };

#ifdef SYS_clock_adjtime64
	syscall(SYS_clock_adjtime64, CLOCK_REALTIME, NULL);   /* EFAULT */
#endif
	memset(w, 0, sizeof(w));
	w[0].uaddr = (uintptr_t)&word;
	w[0].val = 2;                                    /* not the word's value */
	w[0].flags = FUTEX_32 | FUTEX_PRIVATE_FLAG;
	syscall(SYS_futex_waitv, w, 1, 0, &tmo, CLOCK_MONOTONIC);   /* EAGAIN */
#ifdef SYS_socketcall
	syscall(SYS_socketcall, 42, args);               /* EINVAL: no such subcall */
#endif
	(void)args;
}

int main(void)
{
	signal_calls();
	timer_calls();
	wait_calls();
	msg_calls();
	misc_calls();
	return 0;
}
