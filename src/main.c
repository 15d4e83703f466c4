/* ebtrace: strace's interface, an eBPF tracing backend. */
#include <bpf/libbpf.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "access.h"
#include "attach.h"
#include "bpf_setup.h"
#include "count.h"
#include "decorate.h"
#include "decoders/fdpath.h"
#include "ebtrace.h"
#include "launch.h"
#include "notify.h"
#include "options.h"
#include "output.h"
#include "pidns.h"
#include "scope.h"
#include "filter.h"
#include "syscalls.h"
#include "tcb.h"
#include "timing.h"
#include "trace.h"
#include "ustack.h"

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

/* Wait for records, the command's end (a pidfd), a tampered call or the
 * idle timeout: the ready descriptors in ev (data.fd).  Returns 0 on
 * timeout. */
static int wait_events(int epfd, struct epoll_event *ev, int max, int timeout_ms)
{
	int n = epoll_wait(epfd, ev, max, timeout_ms);

	if (n < 0 && errno != EINTR)
		die("waiting for events: %s", strerror(errno));
	return n;
}

/* What ring_buffer__consume() returned: an error ends ebtrace (-EAGAIN: it
 * stopped for the loop's other duties, see on_record). */
static void check_read(int n)
{
	if (n < 0 && n != -EINTR && n != -EAGAIN)
		die("reading events: %s", strerror(-n));
}

/* Whether a child may have changed state since ebtrace last reaped: the
 * wake-ups of a busy trace then cost no wait call each. */
static volatile sig_atomic_t child_changed = 1;

static void on_child(int sig)
{
	(void)sig;
	child_changed = 1;
}

/* From the trace's start: no program is loaded after it (a signal during
 * a load makes the verifier start again). */
static void note_child_changes(void)
{
	struct sigaction sa = { .sa_handler = on_child, .sa_flags = SA_RESTART | SA_NOCLDSTOP };
	sigset_t chld;

	sigemptyset(&sa.sa_mask);
	sigaction(SIGCHLD, &sa, NULL);
	/* blocked by whoever started ebtrace: the command was forked before */
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_UNBLOCK, &chld, NULL);
}

/* Reap ebtrace's children: the command (true once it is reaped, its
 * status in *status), and any other, as strace does: children it
 * inherited, and those a tracee made with CLONE_PARENT, which would stay
 * zombies (and keep their parent waiting) otherwise. */
static pid_t *inherited;
static int ninherited;

/* The children ebtrace had before it started anything (sleep 1 & exec
 * ebtrace ...): never traced, unlike a traced task's CLONE_PARENT child
 * under -f. */
static void note_inherited(void)
{
	char path[64];
	long id;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/task/%d/children", (int)getpid());
	f = fopen(path, "re");
	if (!f)
		return;
	while (fscanf(f, "%ld", &id) == 1) {
		inherited = xrealloc(inherited, (ninherited + 1) * sizeof(*inherited));
		inherited[ninherited++] = id;
	}
	fclose(f);
}

static bool was_traced(pid_t pid)
{
	if (tcb_find(pid))
		return true;
	for (int i = 0; i < ninherited; i++)
		if (inherited[i] == pid)
			return false;
	return opt.follow;
}

static bool reap_children(pid_t command, int *status)
{
	bool reaped = false;
	pid_t got;
	int st;

	if (!child_changed)
		return false;
	child_changed = 0;
	while ((got = waitpid(-1, &st, WNOHANG | __WALL)) > 0) {
		if (got == command) {
			*status = st;
			reaped = true;
		} else if (!was_traced(got) && !filter_quiet(QUIET_EXIT)) {
			output_flush();
			warn("Exit of unknown pid %d ignored", (int)got);
		}
	}
	return reaped;
}

/* The reader runs before the tracees whenever it has records to read:
 * however many tasks produce them, none of them can starve it, and none
 * of them is stopped or signalled for it.  A real-time policy of the
 * lowest priority where allowed (it sleeps whenever the ring is empty),
 * else the highest weight allowed; SCHED_RESET_ON_FORK: nothing ebtrace
 * forks from here on keeps it. */
static bool realtime_priority(void)
{
	struct sched_param sp = { .sched_priority = 1 };

	return sched_setscheduler(0, SCHED_FIFO | SCHED_RESET_ON_FORK, &sp) == 0;
}

static void reader_priority(void)
{
	if (realtime_priority())
		return;
	for (int nice = -20; nice < 0; nice += 5)
		if (setpriority(PRIO_PROCESS, 0, nice) == 0)
			break;
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
		level = run.daemonize ? 4 : opt.outfile && opt.command ? 3 : 2;
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

/* Interrupted: stop tracing and leave every task running, except that the
 * command ebtrace started gets the signal too, as under strace. */
static void detach_all(pid_t child)
{
	bpf_untrace_all();
	ring_buffer__consume(bpf_ring());
	if (child > 0) {
		kill(child, SIGCONT);
		kill(child, interrupted);
	}
	trace_detach_all();
}

/* Standard input and output, when ebtrace was started with them open. */
static bool stdio_open[2];

static void note_stdio(void)
{
	for (int fd = 0; fd < 2; fd++)
		stdio_open[fd] = fcntl(fd, F_GETFD) >= 0;
}

/* The command has its own copies of standard input and output: ebtrace
 * lets go of its ones, so that when the command closes a pipe the other
 * end sees it (a writer gets SIGPIPE, a reader EOF).  /dev/null takes
 * their place, for nothing opened later to become one of them. */
static void release_stdio(void)
{
	int null = open("/dev/null", O_RDWR | O_CLOEXEC);

	if (null < 0)
		return;
	for (int fd = 0; fd < 2; fd++)
		if (stdio_open[fd] && null != fd)
			dup3(null, fd, O_CLOEXEC);
	if (null > 1)
		close(null);
}

int main(int argc, char **argv)
{
	struct ring_buffer *ring;
	struct epoll_event ev = { .events = EPOLLIN }, ready[8];
	int status = 0, reaped = 0, epfd, pidfd = -1;
	bool detached;
	char *path = NULL;
	pid_t pid = 0;
	uint64_t lost;

	timing_mark("main");
	/* the set-up too runs before a busy machine's other tasks (not a
	 * raised nice value: the command, forked below, would keep it) */
	realtime_priority();
	note_stdio();
	note_inherited();
	parse_options(argc, argv);
	/* -D: ebtrace traces as the command's grandchild; the command is not
	 * its child, and ends whenever it ends */
	detached = run.daemonize && opt.command;
	if (opt.command)
		path = resolve_command(opt.command[0]);
	/* no warning about privileges here: without them loading the
	 * programs fails, with one message that says what is needed */
	output_open();
	syscalls_init();
	timing_mark("syscalls");
	/* forked before the BPF set-up: the child then copies none of its
	 * mappings; it waits for launch_go() */
	if (opt.command)
		pid = detached ? launch_prepare_detached(path, opt.command, run.daemonize) :
		      launch_prepare(path, opt.command);
	if (opt.command)
		release_stdio();
	/* ebtrace waits for its children whatever it inherited (the command
	 * keeps the disposition: forked above) */
	signal(SIGCHLD, SIG_DFL);
	/* again: with -D this is a forked process, which SCHED_RESET_ON_FORK
	 * left at the default policy */
	reader_priority();
	bpf_setup();
	/* from here on, the user's own credentials */
	access_drop_caps();
	ring = bpf_ring();

	if (opt.command) {
		fdtrack_attach(pid);
		pathtrace_attach(pid, true);
		bpf_trace_task(pid, 1);
		/* traced from now on, even before its first record; -Y names
		 * it as it is before its execve */
		if (dec.comm)
			decor_comm(tcb_get(pid, pid));
		else
			tcb_get(pid, pid);
	}
	catch_interrupts();
	if (!attach_start() && !opt.command && !scope.mode)
		exit(1);
	if (detached && !filter_quiet(QUIET_ATTACH))
		warn("Process %d attached", pid);
	if (opt.command)
		launch_go();
	timing_mark("launch");

	/* the ring's own epoll set, and the command's pidfd: its end is seen
	 * at once instead of at the next idle timeout */
	epfd = epoll_create1(EPOLL_CLOEXEC);
	ev.data.fd = ring_buffer__epoll_fd(ring);
	if (epfd < 0 || epoll_ctl(epfd, EPOLL_CTL_ADD, ev.data.fd, &ev) < 0)
		die("epoll: %s", strerror(errno));
	if (pid)
		pidfd = syscall(SYS_pidfd_open, pid, 0);
	ev.data.fd = pidfd;
	if (pidfd >= 0)
		epoll_ctl(epfd, EPOLL_CTL_ADD, pidfd, &ev);
	tamper_start(pid, epfd);
	note_child_changes();
	timing_mark("tamper start");

	for (;;) {
		int early, woken, n;

		/* said before the last look at the ring: a record that comes
		 * after the look wakes the reader; one that came before it is
		 * read now, and the wait then only looks at the rest */
		bpf_reader_asleep(true);
		early = ring_buffer__consume(ring);
		woken = wait_events(epfd, ready, sizeof(ready) / sizeof(ready[0]), early ? 0 : IDLE_MS);
		bpf_reader_asleep(false);
		n = ring_buffer__consume(ring);
		check_read(early);
		check_read(n);
		tamper_service(ready, woken > 0 ? woken : 0);
		for (int i = 0; i < woken; i++)
			if (ready[i].data.fd == pidfd)
				child_changed = 1;
		if (interrupted) {
			detach_all(reaped || detached ? 0 : pid);
			status = interrupted;   /* a wait status: killed by it */
			break;
		}
		if (!detached && reap_children(reaped ? 0 : pid, &status) && pid && !reaped) {
			reaped = 1;
			if (pidfd >= 0)
				close(pidfd);   /* stays readable: leave the set */
			pidfd = -1;
		}
		if (!pid || reaped || detached) {
			/* the exit records were written before the task could be
			 * reaped: take what is left, then stop once every traced
			 * task has ended (--cgroup, --system-wide: never) */
			ring_buffer__consume(ring);
			if (reaped)
				trace_command_reaped(pid, status);
			if (!scope.mode && (tcb_count() == 0 ||
					    (!opt.follow && !opt.nattach_pids && !detached)))
				break;
		}
		if (woken == 0 && early == 0 && n == 0) {
			child_changed = 1;   /* a child that sends no SIGCHLD too */
			trace_idle();
			attach_check_vanished();
			pidns_adopt_check();
		}
	}
	/* -p only, or a command let go: 0 however the tasks ended */
	if (!interrupted && (!pid || detached || launch_was_detached()))
		status = 0;
	timing_mark("traced");
	ustack_report_cost();
	/* records lost after the last one that found room */
	trace_gap(bpf_take_lost_pending());
	trace_finish();
	count_report(output_file());
	lost = bpf_lost_events();
	bpf_teardown();
	tamper_release();
	timing_mark("teardown");
	output_close();
	if (lost)
		warn("%llu record%s lost", (unsigned long long)lost, lost == 1 ? "" : "s");
	exit_like(status);
}
