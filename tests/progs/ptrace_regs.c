/* A tracer of its own child, stopped: its register sets (whole, cut
 * short, longer than they are, past a page end), the signals it has
 * pending, its seccomp filter's metadata, and siginfo of each kind given
 * to it (the child never gets them: the stop's signal is then dropped). */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/ptrace.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

static long req(long request, pid_t pid, unsigned long addr, unsigned long data)
{
	return syscall(SYS_ptrace, request, pid, addr, data);
}

/* The child: a signal pending, an allow-all seccomp filter, stopped. */
static void child(void)
{
	struct sock_filter allow = BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	struct sock_fprog prog = { 1, &allow };
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	raise(SIGUSR1);
	prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog);
	req(PTRACE_TRACEME, 0, 0, 0);
	raise(SIGSTOP);
	_exit(0);
}

static void regsets(pid_t pid, char *page_end)
{
	static const size_t lens[] = { 216, 224, 40, 13, 0 };
	struct user_regs_struct regs;
	struct user_fpregs_struct fpregs;
	struct iovec iov;

	for (size_t i = 0; i < sizeof(lens) / sizeof(lens[0]); i++) {
		iov = (struct iovec){ &regs, lens[i] };
		req(PTRACE_GETREGSET, pid, NT_PRSTATUS, (unsigned long)&iov);
		iov.iov_len = lens[i];
		req(PTRACE_SETREGSET, pid, NT_PRSTATUS, (unsigned long)&iov);
	}
	iov = (struct iovec){ &fpregs, sizeof(fpregs) };
	req(PTRACE_GETREGSET, pid, NT_PRFPREG, (unsigned long)&iov);
	req(PTRACE_SETREGSET, pid, NT_PRFPREG, (unsigned long)&iov);
	/* a set the decoder does not know, and one that runs into a page
	 * that cannot be read */
	req(PTRACE_GETREGSET, pid, NT_X86_XSTATE, (unsigned long)&iov);
	iov = (struct iovec){ page_end - 16, 24 };
	req(PTRACE_GETREGSET, pid, NT_PRSTATUS, (unsigned long)&iov);
	/* an iovec of which only half can be read, in either ABI */
	req(PTRACE_GETREGSET, pid, NT_PRSTATUS, (unsigned long)(page_end - sizeof(iov) / 2));
#ifdef PTRACE_GETREGS
	req(PTRACE_GETREGS, pid, 0, (unsigned long)&regs);
	req(PTRACE_SETREGS, pid, 0, (unsigned long)&regs);
	req(PTRACE_GETFPREGS, pid, 0, (unsigned long)&fpregs);
	req(PTRACE_SETFPREGS, pid, 0, (unsigned long)&fpregs);
	req(PTRACE_GETREGS, pid, 0, (unsigned long)(page_end - 16));
#endif
}

/* siginfo the kernel would make for faults, polls and seccomp, and codes
 * no table names */
static void siginfos(pid_t pid, int fd)
{
	static const int codes[][2] = {
		{ SIGTRAP, 5 }, { SIGTRAP, 7 }, { SIGBUS, BUS_MCEERR_AR }, { SIGBUS, 6 },
		{ SIGSEGV, SEGV_BNDERR }, { SIGSEGV, SEGV_PKUERR }, { SIGSEGV, 9 },
		{ SIGSEGV, 10 }, { SIGSYS, 1 }, { SIGPROF, -123456 }, { SIGIO, POLL_IN },
		{ SIGHUP, SI_SIGIO }, { SIGFPE, 14 },
	};
	siginfo_t si;

	for (size_t i = 0; i < sizeof(codes) / sizeof(codes[0]); i++) {
		memset(&si, 0, sizeof(si));
		si.si_signo = codes[i][0];
		si.si_code = codes[i][1];
		si.si_errno = i & 1 ? ENOENT : 0;
		if (si.si_signo == SIGSYS) {
			si.si_call_addr = (void *)0x1234;
			si.si_syscall = SYS_write;
			si.si_arch = AUDIT_ARCH_X86_64;
		} else if (si.si_signo == SIGIO || si.si_signo == SIGHUP) {
			si.si_band = -5;
			si.si_fd = fd;
		} else if (si.si_signo == SIGPROF) {
			si.si_pid = 7;
			si.si_uid = 3;
		} else {
			si.si_addr = (void *)0xfacefeed;
			si.si_lower = (void *)0x1000;
			si.si_upper = NULL;
		}
		req(PTRACE_SETSIGINFO, pid, 0, (unsigned long)&si);
	}
}

int main(void)
{
	struct { uint64_t off; uint32_t flags, nr; } peek = { 0, 0, 4 };
	uint64_t meta[3] = { 0, 0, 0 };
	siginfo_t pending[4];
	char *pages = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int fd = open("/dev/null", O_RDONLY);
	int status;
	pid_t pid;

	munmap(pages + 4096, 4096);
	pid = fork();
	if (pid == 0)
		child();
	waitpid(pid, &status, 0);
	regsets(pid, pages + 4096);
	req(PTRACE_PEEKSIGINFO, pid, (unsigned long)&peek, (unsigned long)pending);
	peek.flags = 1;
	req(PTRACE_PEEKSIGINFO, pid, (unsigned long)&peek, (unsigned long)pending);
	req(PTRACE_SECCOMP_GET_METADATA, pid, 16, (unsigned long)meta);
	req(PTRACE_SECCOMP_GET_METADATA, pid, 24, (unsigned long)meta);
	req(PTRACE_SECCOMP_GET_METADATA, pid, 4, (unsigned long)meta);
	*(uint64_t *)(pages + 4096 - 8) = 42;   /* a filter_off that ends the page */
	req(PTRACE_SECCOMP_GET_METADATA, pid, 16, (unsigned long)(pages + 4096 - 8));
	siginfos(pid, fd);
	req(PTRACE_CONT, pid, 0, 0);
	waitpid(pid, &status, 0);
	return 0;
}
