/* -p: attaching to running processes.  Nothing is stopped or signalled:
 * attaching is setting the tasks' bits in the kernel side's traced set.
 * The checks and messages are strace's; whether ptrace would allow it is
 * asked of the kernel (access.c), since ebtrace may run with BPF
 * capabilities but must not show a user more than ptrace would. */
#include <bpf/libbpf.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "access.h"
#include "attach.h"
#include "bpf_setup.h"
#include "decoders/fdpath.h"
#include "decorate.h"
#include "ebtrace.h"
#include "filter.h"
#include "scope.h"
#include "tcb.h"
#include "trace.h"
#include "umaps.h"
#include "ustack.h"

#define PF_KTHREAD 0x00200000    /* task flag of kernel threads */

static int initial_tasks;

void attach_add_pids(const char *arg)
{
	char *copy = strdup(arg), *p = copy;

	if (!copy)
		die("Out of memory");
	/* "-p `pidof PROG`" separates with spaces, "-p `pgrep PROG`" with
	 * newlines */
	while (*p) {
		char *end = p + strcspn(p, "\n\t ,");
		char sep = *end;
		long long pid;

		*end = '\0';
		pid = str_to_uint(p, NULL, INT_MAX, NULL);
		if (pid <= 0)
			die("Invalid process id: '%s'", p);
		if (pid == getpid())
			die("I'm sorry, I can't let you do that, Dave.");
		opt.attach_pids = realloc(opt.attach_pids, (opt.nattach_pids + 1) * sizeof(pid_t));
		if (!opt.attach_pids)
			die("Out of memory");
		opt.attach_pids[opt.nattach_pids++] = pid;
		if (!sep)
			break;
		p = end + 1;
	}
	free(copy);
}

/* ---- /proc ---------------------------------------------------------------- */

/* The "Name:\tvalues" line of /proc/PID/status, values copied to buf. */
static int status_field(pid_t pid, const char *name, char *buf, size_t size)
{
	char path[64], line[256];
	size_t n = strlen(name);
	FILE *fp;
	int found = 0;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	fp = fopen(path, "re");
	if (!fp)
		return 0;
	while (fgets(line, sizeof(line), fp))
		if (!strncmp(line, name, n) && line[n] == ':') {
			size_t len = strlen(line + n + 1);

			len = len < size ? len : size - 1;
			memcpy(buf, line + n + 1, len);
			buf[len] = '\0';
			found = 1;
			break;
		}
	fclose(fp);
	return found;
}

/* State letter and flags from /proc/PID/stat; 0 when there is no such task. */
static char task_state(const char *dir, unsigned long *flags)
{
	char path[PATH_MAX], buf[1024], *p;
	FILE *fp;
	size_t n;

	snprintf(path, sizeof(path), "%s/stat", dir);
	fp = fopen(path, "re");
	if (!fp)
		return 0;
	n = fread(buf, 1, sizeof(buf) - 1, fp);
	fclose(fp);
	buf[n] = '\0';
	/* the command name may contain anything: the state follows its ')' */
	p = strrchr(buf, ')');
	if (!p || p[1] != ' ')
		return 0;
	if (flags) {
		int field = 3;   /* state */
		char *q = p + 2;

		*flags = 0;
		while (*q && field < 9) {   /* flags is field 9 */
			q = strchr(q, ' ');
			if (!q)
				break;
			q++;
			field++;
		}
		if (q && field == 9)
			*flags = strtoul(q, NULL, 10);
	}
	return p[2];
}

static char pid_state(pid_t pid, unsigned long *flags)
{
	char dir[32];

	snprintf(dir, sizeof(dir), "/proc/%d", pid);
	return task_state(dir, flags);
}

/* ---- attaching -------------------------------------------------------------- */

/* The call tid is blocked in, from /proc/TID/syscall ("NR ARG1 ... ARG6
 * SP PC"; "running", or -1 outside a call).  Read after tid's bit is set:
 * a call that ends sooner is then seen by the kernel side. */
static void running_call(pid_t tid, pid_t tgid)
{
	char path[64], buf[512];
	unsigned long long a[EBT_NARGS];
	uint64_t args[EBT_NARGS];
	long nr;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/syscall", tid);
	fp = fopen(path, "re");
	if (!fp)
		return;
	if (fgets(buf, sizeof(buf), fp) &&
	    sscanf(buf, "%ld %llx %llx %llx %llx %llx %llx", &nr, &a[0], &a[1], &a[2],
		   &a[3], &a[4], &a[5]) == 7 && nr >= 0) {
		for (int i = 0; i < EBT_NARGS; i++)
			args[i] = a[i];
		trace_running_call(tid, tgid, nr, args);
	}
	fclose(fp);
}

/* The signal that stopped task tid, when it is in a group stop ('T'),
 * else 0: its exit code, the last field of its stat (the kernel keeps the
 * stop signal there while it is stopped). */
static int stop_signal(pid_t tid)
{
	char path[64], buf[1024], *p;
	FILE *fp;
	size_t n;

	snprintf(path, sizeof(path), "/proc/%d/stat", tid);
	fp = fopen(path, "re");
	if (!fp)
		return 0;
	n = fread(buf, 1, sizeof(buf) - 1, fp);
	fclose(fp);
	buf[n] = '\0';
	p = strrchr(buf, ')');
	if (!p || p[1] != ' ' || p[2] != 'T')
		return 0;
	p = strrchr(buf, ' ');
	return p ? atoi(p + 1) & 0x7f : 0;
}

/* Tasks found stopped, shown once the attach message is out. */
static struct { pid_t tid, tgid; int sig; } *stopped;
static int nstopped;

static void show_stopped(void)
{
	for (int i = 0; i < nstopped; i++)
		trace_stopped_at_attach(stopped[i].tid, stopped[i].tgid, stopped[i].sig);
	nstopped = 0;
}

static void trace_tid(pid_t tid, pid_t tgid)
{
	int sig;

	if (tcb_find(tid))
		return;
	tcb_get(tid, tgid);
	if (tid == tgid) {
		fdtrack_attach(tgid);   /* -y: its descriptors as they are now */
		pathtrace_attach(tgid, false);
		if (ustk.enabled)
			umaps_of(tgid);     /* -k: its mappings, while it is there */
	}
	bpf_trace_task(tid, 0);
	/* a stopped task is in no call (its registers may still name the
	 * call the stop interrupted, which it restarts once continued) */
	sig = stop_signal(tid);
	if (sig) {
		stopped = xrealloc(stopped, (nstopped + 1) * sizeof(*stopped));
		stopped[nstopped].tid = tid;
		stopped[nstopped].tgid = tgid;
		stopped[nstopped++].sig = sig;
	} else {
		running_call(tid, tgid);
	}
	initial_tasks++;
}

/* Every thread of pid's process.  A thread created while this runs is
 * followed by the kernel side if its creator was already traced, and seen
 * by the next pass otherwise. */
static int trace_threads(pid_t pid, pid_t tgid)
{
	char path[64];
	int others = 0, added;

	snprintf(path, sizeof(path), "/proc/%d/task", pid);
	do {
		DIR *dir = opendir(path);
		struct dirent *de;

		if (!dir)
			break;
		added = 0;
		while ((de = readdir(dir)) != NULL) {
			pid_t tid = atoi(de->d_name);

			if (tid <= 0 || tcb_find(tid))
				continue;
			trace_tid(tid, tgid);
			added++;
			if (tid != pid)
				others++;
		}
		closedir(dir);
	} while (added);
	return others;
}

static int attach_one(pid_t pid)
{
	unsigned long flags = 0;
	char state = pid_state(pid, &flags), buf[64];
	pid_t tgid = pid;
	int err = 0, threads = 0;

	if (!state)
		err = ESRCH;
	else if ((flags & PF_KTHREAD) || state == 'Z' || state == 'X')
		err = EPERM;   /* as PTRACE_SEIZE answers */
	else
		err = access_check(pid);
	if (err) {
		warn("attach: ptrace(PTRACE_SEIZE, %d): %s", pid, strerror(err));
		return 0;
	}
	if (status_field(pid, "Tgid", buf, sizeof(buf)))
		tgid = atoi(buf);
	if (tcb_find(pid))
		return 1;
	trace_tid(pid, tgid);
	if (opt.follow)
		threads = trace_threads(pid, tgid);
	if (!filter_quiet(QUIET_ATTACH)) {
		if (threads)
			warn("Process %d attached with %d threads", pid, threads + 1);
		else
			warn("Process %d attached", pid);
	}
	show_stopped();
	return 1;
}

int attach_start(void)
{
	int n = 0;

	if (opt.command)
		initial_tasks++;
	for (int i = 0; i < opt.nattach_pids; i++)
		n += attach_one(opt.attach_pids[i]);
	return n;
}

int attach_initial_tasks(void)
{
	return initial_tasks;
}

/* ---- tasks that vanished ------------------------------------------------------ */

static bool task_gone(const struct tcb *t)
{
	char dir[64];
	char state;

	/* the kernel's own word, whatever records were lost (a task let go
	 * for its credentials runs on untraced: /proc says when it ends) */
	if (!scope.mode && !t->forbidden && !t->zombie && bpf_task_exited(t->tid))
		return true;
	if (t->fresh)
		return false;

	snprintf(dir, sizeof(dir), "/proc/%u/task/%u", t->tgid, t->tid);
	state = task_state(dir, NULL);
	/* a leader that ended first waits for its process (trace.c) */
	if (t->zombie)
		return !state;
	return !state || state == 'Z' || state == 'X';
}

struct gone_list {
	uint32_t *tids;
	int n, cap;
};

static void collect_gone(struct tcb *t, void *arg)
{
	struct gone_list *g = arg;

	if (!task_gone(t))
		return;
	if (g->n == g->cap) {
		g->cap = g->cap ? 2 * g->cap : 16;
		g->tids = realloc(g->tids, g->cap * sizeof(*g->tids));
		if (!g->tids)
			die("Out of memory");
	}
	g->tids[g->n++] = t->tid;
}

void attach_check_vanished(void)
{
	static long long last;
	struct gone_list g = { 0 };
	long long now = (long long)(decor_now_ns() / 1000000);

	if (now - last < 200)
		return;
	last = now;
	tcb_foreach(collect_gone, &g);
	if (!g.n)
		return;
	/* their exit records may be arriving just now */
	ring_buffer__consume(bpf_ring());
	for (int i = 0; i < g.n; i++) {
		struct tcb *t = tcb_find(g.tids[i]);

		bpf_untrace_task(g.tids[i]);   /* the tid may be reused */
		if (t)
			trace_forget(t);
	}
	free(g.tids);
}
