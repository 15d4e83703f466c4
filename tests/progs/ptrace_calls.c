/* A tracer of its own child: ptrace requests with what they point to. */
#include <linux/ptrace.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static long word = 0x1234567890abcdefL;

static long req(long request, pid_t pid, unsigned long addr, unsigned long data)
{
	return syscall(SYS_ptrace, request, pid, addr, data);
}

int main(void)
{
	struct ptrace_syscall_info info;
	uint64_t mask = 1 << (SIGUSR1 - 1), msg;
	siginfo_t si;
	long peeked;
	int status;
	pid_t child = fork();

	if (child == 0) {
		req(PTRACE_TRACEME, 0, 0, 0);
		raise(SIGSTOP);
		syscall(SYS_close, -1, 1, 2, 3, 4, 5);
		_exit(0);
	}
	waitpid(child, &status, 0);
	req(PTRACE_SETOPTIONS, child, 0, PTRACE_O_TRACESYSGOOD | PTRACE_O_TRACEEXIT);
	req(PTRACE_PEEKDATA, child, (unsigned long)&word, (unsigned long)&peeked);
	req(PTRACE_GETSIGINFO, child, 0, (unsigned long)&si);
	req(PTRACE_SETSIGMASK, child, sizeof(mask), (unsigned long)&mask);
	req(PTRACE_GETSIGMASK, child, sizeof(mask), (unsigned long)&mask);
	req(PTRACE_GETEVENTMSG, child, 0, (unsigned long)&msg);
	for (unsigned size = 0; size <= sizeof(info); size += 4)
		req(PTRACE_GET_SYSCALL_INFO, child, size, (unsigned long)&info);
	/* to its close: the entry, then the exit */
	for (int i = 0; i < 2; i++) {
		req(PTRACE_SYSCALL, child, 0, 0);
		waitpid(child, &status, 0);
		for (unsigned size = 24; size <= sizeof(info); size += 8)
			req(PTRACE_GET_SYSCALL_INFO, child, size, (unsigned long)&info);
	}
	req(PTRACE_GET_SYSCALL_INFO, child, sizeof(info), 0);
	req(0xdeadbeef, child, 0, 0);
	req(PTRACE_INTERRUPT, child, 0, 0);
	req(PTRACE_CONT, child, 0, 0);
	waitpid(child, &status, 0);
	req(PTRACE_DETACH, child, 0, 0);
	waitpid(child, &status, 0);
	return 0;
}
