/* Calls to tamper with (-e inject=, -e fault=): each mode reports what the
 * calls returned with write(2), so that a trace of write shows how the
 * program fared as well as what the tracer did.
 *   tamper calls      chdir(".") 6 times, getuid 2 times
 *   tamper read       read(2) from /dev/zero into a buffer
 *   tamper signal     a SIGUSR1 handler, then chdir and getppid
 *   tamper fork       a child that calls chdir 3 times, the parent 2 times
 *   tamper delay MS   whether getuid took at least MS milliseconds
 *   tamper after MS   whether the time gettimeofday gave was MS milliseconds
 *                     old when it returned
 *   tamper pipe       a read that blocks until a child writes
 *   tamper poke       chdir on a buffer of '/', then getcwd
 *   tamper seccomp    its own filter (getuid fails with EACCES), then
 *                     getuid, chdir and a child that calls chdir
 *   tamper untouched  writev of a vector across two pages that nothing
 *                     touched before (fresh anonymous memory) */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void report(const char *what, long ret)
{
	char line[128];
	int n = snprintf(line, sizeof(line), "%s %ld %s\n", what, ret,
			 ret < 0 ? strerrorname_np(errno) : "ok");

	syscall(SYS_write, 1, line, n);
}

static void calls(const char *who, int nchdir)
{
	char what[32];

	for (int i = 0; i < nchdir; i++) {
		snprintf(what, sizeof(what), "%s chdir", who);
		report(what, syscall(SYS_chdir, "."));
	}
}

static volatile sig_atomic_t caught;

static void on_usr1(int sig)
{
	caught = sig;
}

static void own_filter(void)
{
	struct sock_filter insns[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getuid, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { sizeof(insns) / sizeof(insns[0]), insns };

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	    syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog))
		exit(2);
}

/* SIGCHLD is blocked: its line would come wherever the kernel delivers it */
static int child_calls(int nchdir)
{
	sigset_t chld;
	pid_t pid;
	int status;

	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, NULL);
	pid = fork();
	if (pid == 0) {
		calls("child", nchdir);
		_exit(0);
	}
	waitpid(pid, &status, 0);
	return status;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "calls";

	if (!strcmp(mode, "calls")) {
		calls("main", 6);
		report("getuid", syscall(SYS_getuid));
		report("getuid", syscall(SYS_getuid));
	} else if (!strcmp(mode, "read")) {
		char buf[16] = "untouched";
		int fd = open("/dev/zero", O_RDONLY);

		report("read", syscall(SYS_read, fd, buf, sizeof(buf)));
		report(buf[0] ? "buffer kept" : "buffer zeroed", 0);
	} else if (!strcmp(mode, "signal")) {
		signal(SIGUSR1, on_usr1);
		report("chdir", syscall(SYS_chdir, "."));
		report("caught", caught);
		report("getppid", syscall(SYS_getppid) > 0);
	} else if (!strcmp(mode, "fork")) {
		calls("main", 2);
		report("child status", child_calls(3));
	} else if (!strcmp(mode, "delay")) {
		long ms = argc > 2 ? atol(argv[2]) : 0;
		struct timespec a, b;

		clock_gettime(CLOCK_MONOTONIC, &a);
		syscall(SYS_getuid);
		clock_gettime(CLOCK_MONOTONIC, &b);
		report((b.tv_sec - a.tv_sec) * 1000 + (b.tv_nsec - a.tv_nsec) / 1000000 >= ms ?
		       "slow" : "fast", 0);
	} else if (!strcmp(mode, "after")) {
		/* is the time the call gives older than its return by the delay? */
		long ms = argc > 2 ? atol(argv[2]) : 0;
		struct timeval tv;
		struct timespec b;

		syscall(SYS_gettimeofday, &tv, NULL);
		clock_gettime(CLOCK_REALTIME, &b);
		report((b.tv_sec - tv.tv_sec) * 1000 + (b.tv_nsec / 1000 - tv.tv_usec) / 1000 >= ms ?
		       "after" : "before", 0);
	} else if (!strcmp(mode, "pipe")) {
		/* a read that blocks until a child writes */
		int fds[2];
		char c = 0;

		if (pipe(fds) < 0)
			return 1;
		if (fork() == 0) {
			struct timespec ts = { 0, 100 * 1000000 };

			nanosleep(&ts, NULL);
			_exit(write(fds[1], "x", 1) != 1);
		}
		report("read", syscall(SYS_read, fds[0], &c, 1));
		report(c == 'x' ? "got x" : "no x", 0);
		wait(NULL);
	} else if (!strcmp(mode, "poke")) {
		char path[32], cwd[64];

		memset(path, '/', sizeof(path) - 1);
		path[sizeof(path) - 1] = '\0';
		report("chdir", syscall(SYS_chdir, path));
		report("getcwd", syscall(SYS_getcwd, cwd, sizeof(cwd)));
		report(cwd, 0);
	} else if (!strcmp(mode, "untouched")) {
		/* the vector's pages are in only once something reads them */
		char *vec = mmap(NULL, 2 * 4096, PROT_READ | PROT_WRITE,
				 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		struct iovec *iov = (struct iovec *)(vec + 4096 - sizeof(struct iovec));

		if (vec == MAP_FAILED)
			return 1;
		report("writev", syscall(SYS_writev, -1, iov, 2));
	} else if (!strcmp(mode, "seccomp")) {
		own_filter();
		report("getuid", syscall(SYS_getuid));
		calls("main", 1);
		report("child status", child_calls(1));
	}
	return 0;
}
