/* Signal calls with known arguments: actions, masks, the handler's return
 * through rt_sigreturn, alternate stacks, queued and awaited signals. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define BAD ((void *)1)

static void on_signal(int sig)
{
	(void)sig;
}

int main(void)
{
	struct sigaction sa, old;
	sigset_t set, oset;
	stack_t ss = { 0 }, oss;
	struct timespec ts = { 0, 1000000 };
	siginfo_t si;
	char *stk = malloc(65536);

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGUSR2);
	sigaddset(&sa.sa_mask, SIGRTMIN + 2);
	sa.sa_flags = SA_RESTART | SA_ONSTACK;
	sigaction(SIGUSR1, &sa, &old);
	sa.sa_handler = SIG_IGN;
	sa.sa_flags = SA_NOCLDSTOP;
	sigaction(SIGCHLD, &sa, NULL);
	sigaction(SIGUSR2, NULL, &old);
	syscall(SYS_rt_sigaction, SIGKILL, &sa, NULL, 8);
	syscall(SYS_rt_sigaction, SIGUSR1, BAD, BAD, 8);
	syscall(SYS_rt_sigaction, 99, NULL, NULL, 8);

	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGRTMIN + 4);
	sigprocmask(SIG_BLOCK, &set, &oset);
	sigfillset(&set);
	sigdelset(&set, SIGRTMIN + 1);
	syscall(SYS_rt_sigprocmask, SIG_SETMASK, &set, &oset, 8);
	syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, &set, NULL, 8);
	syscall(SYS_rt_sigprocmask, 7, &set, NULL, 8);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, BAD, NULL, 8);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 4);

	ss.ss_sp = stk;
	ss.ss_size = 65536;
	sigaltstack(&ss, &oss);
	sigaltstack(NULL, &oss);

	/* a caught signal, its frame's mask restored by rt_sigreturn */
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGRTMIN + 4);
	sigprocmask(SIG_SETMASK, &set, NULL);
	kill(getpid(), SIGUSR1);

	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, NULL);
	syscall(SYS_tgkill, getpid(), getpid(), SIGUSR2);
	syscall(SYS_rt_sigpending, &oset, 8);
	syscall(SYS_rt_sigtimedwait, &set, &si, &ts, 8);
	syscall(SYS_rt_sigtimedwait, &set, NULL, &ts, 8);
	memset(&si, 0, sizeof(si));
	si.si_code = SI_QUEUE;
	si.si_pid = getpid();
	si.si_uid = getuid();
	si.si_value.sival_int = 42;
	syscall(SYS_rt_sigqueueinfo, getpid(), SIGUSR2, &si);
	syscall(SYS_rt_sigtimedwait, &set, &si, NULL, 8);
	syscall(SYS_rt_sigqueueinfo, getpid(), SIGUSR2, BAD);
	return 0;
}
