/* ebtrace: strace's interface, an eBPF tracing backend. */
#include <bpf/libbpf.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bpf_setup.h"
#include "count.h"
#include "decorate.h"
#include "ebtrace.h"
#include "launch.h"
#include "options.h"
#include "output.h"
#include "syscalls.h"
#include "tcb.h"
#include "trace.h"

#define IDLE_MS 10

/* Exit as the traced command did: its code, or the same signal. */
static void exit_like(int status)
{
	if (WIFSIGNALED(status)) {
		int sig = WTERMSIG(status);
		struct rlimit no_core = { 0, 0 };
		sigset_t set;

		setrlimit(RLIMIT_CORE, &no_core);
		signal(sig, SIG_DFL);
		sigemptyset(&set);
		sigaddset(&set, sig);
		sigprocmask(SIG_UNBLOCK, &set, NULL);
		raise(sig);
		exit(128 + sig);
	}
	exit(WEXITSTATUS(status));
}

static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
	interrupted = sig;
}

/* SIGINT, SIGTERM and the like stop tracing: the tasks are let go (they
 * run on), the -c table is still printed, then ebtrace dies of the same
 * signal.  As strace's -I: with -o FILE and a command (-I never) or -I 4
 * they are blocked instead. */
static void catch_interrupts(void)
{
	static const int sigs[] = { SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM };
	struct sigaction sa = { .sa_handler = on_interrupt };
	int level = run.interruptible;
	sigset_t block;

	if (!level)
		level = run.daemonize ? 4 : opt.outfile ? 3 : 2;
	sigemptyset(&sa.sa_mask);
	sigemptyset(&block);
	for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
		sigaction(sigs[i], &sa, NULL);
		sigaddset(&block, sigs[i]);
	}
	if (level == 4)
		sigaddset(&block, SIGTSTP);
	if (level >= 3)
		sigprocmask(SIG_BLOCK, &block, NULL);
}

int main(int argc, char **argv)
{
	struct ring_buffer *ring;
	int status = 0, reaped = 0;
	char *path;
	pid_t pid;
	uint64_t lost;

	parse_options(argc, argv);
	path = resolve_command(opt.command[0]);
	if (geteuid() != 0)
		warn("not running as root: loading BPF programs needs CAP_BPF and CAP_PERFMON");
	output_open();
	syscalls_init();
	bpf_setup();
	ring = bpf_ring();

	pid = launch_prepare(path, opt.command);
	bpf_trace_task(pid, 1);
	/* traced from now on, even before its first record; -Y names it
	 * as it is before its execve */
	if (dec.comm)
		decor_comm(tcb_get(pid, pid));
	else
		tcb_get(pid, pid);
	catch_interrupts();
	launch_go();

	for (;;) {
		int n = ring_buffer__poll(ring, IDLE_MS);

		if (n < 0 && n != -EINTR)
			die("reading events: %s", strerror(-n));
		if (interrupted) {
			ring_buffer__consume(ring);
			trace_detach_all();
			status = interrupted;   /* a wait status: killed by it */
			break;
		}
		if (!reaped && waitpid(pid, &status, WNOHANG) == pid)
			reaped = 1;
		if (reaped) {
			/* the exit records were written before the task could be
			 * reaped: take what is left, then stop once every traced
			 * task has ended */
			ring_buffer__consume(ring);
			if (tcb_count() == 0 || !opt.follow)
				break;
		}
		if (n == 0)
			trace_idle();
	}
	trace_finish();
	count_report(output_file());
	lost = bpf_lost_events();
	bpf_teardown();
	output_close();
	if (lost)
		warn("%llu events lost", (unsigned long long)lost);
	exit_like(status);
}
