/* A 32-bit program's old signal calls, whose sets are a long: sigaction,
 * signal, sigprocmask, sigpending, sgetmask and ssetmask. */
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

struct old_sigaction {
	unsigned long handler, mask, flags, restorer;
};

int main(void)
{
#ifdef SYS_sigaction
	struct old_sigaction act = { (unsigned long)SIG_IGN, 1UL << (SIGINT - 1), SA_RESTART, 0 };
	struct old_sigaction old;
	unsigned long set = ~(1UL << (SIGHUP - 1)), oset;

	syscall(SYS_sigaction, SIGUSR1, &act, &old);
	act.flags = 0x04000000 | SA_SIGINFO;   /* SA_RESTORER */
	act.restorer = 0x1234;
	syscall(SYS_sigaction, SIGUSR1, &act, &old);
	syscall(SYS_sigaction, SIGUSR1, NULL, (void *)8);
	syscall(SYS_signal, SIGUSR2, SIG_IGN);
	syscall(SYS_signal, SIGUSR2, (void *)0xdeadbeef);
	syscall(SYS_signal, SIGUSR2, SIG_DFL);
	syscall(SYS_sigprocmask, SIG_BLOCK, &set, &oset);
	set = 1UL << (SIGUSR1 - 1);
	syscall(SYS_sigprocmask, SIG_SETMASK, &set, &oset);
	raise(SIGUSR1);
	syscall(SYS_sigpending, &oset);
	syscall(SYS_ssetmask, 1UL << (SIGTERM - 1));
	syscall(SYS_sgetmask);
	syscall(SYS_ssetmask, 0);
#endif
	return 0;
}
