/* -e inject= and -e fault= without ptrace: seccomp user notification.
 *
 * The command ebtrace starts installs, before its execve, a seccomp filter
 * that sends the calls the rules name (and -e trace= keeps) to a listener,
 * so that its children inherit it and every other call runs untouched.
 * ebtrace takes the listener from the child (pidfd_getfd) and answers each
 * call: with the rule's error or value (the call never runs in the kernel),
 * or by letting it go on (SECCOMP_USER_NOTIF_FLAG_CONTINUE).  Pokes are
 * written while the task waits; a delay is an answer given later, from a
 * timer, so that other tasks go on meanwhile.  What was done is noted for
 * the call's records (bpf_tamper_note): they show it as strace's lines do.
 *
 * The kernel runs a call either after the answer or not at all: for a delay
 * or pokes after a call that runs, its task is held at the call's end
 * (hold.h) while ebtrace writes them or waits. */
#include <bpf/libbpf.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "arch.h"
#include "bpf_setup.h"
#include "decorate.h"
#include "ebtrace.h"
#include "event.h"
#include "decode.h"
#include "filter.h"
#include "hold.h"
#include "inject.h"
#include "notify.h"
#include "personality.h"
#include "syscalls.h"
#include "tcb.h"

#define NATIVE_ARCH (arch.audit_arch)

/* Linux 6.6: the listener wakes the supervisor and the task on the
 * current CPU (the uapi headers of older systems lack the names). */
#ifndef SECCOMP_IOCTL_NOTIF_SET_FLAGS
#define SECCOMP_IOCTL_NOTIF_SET_FLAGS SECCOMP_IOW(4, __u64)
#endif
#ifndef SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP
#define SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP (1UL << 0)
#endif

/* ---- the filter ------------------------------------------------------------
 * A binary search over the ranges of numbers to notify: a handful of
 * comparisons per call, and every conditional jump short. */

static struct sock_filter *insns;
static unsigned ninsns;

static unsigned emit(uint16_t code, uint32_t k, uint8_t jt, uint8_t jf)
{
	insns = realloc(insns, (ninsns + 1) * sizeof(*insns));
	if (!insns)
		die("Out of memory");
	insns[ninsns] = (struct sock_filter){ code, jt, jf, k };
	return ninsns++;
}

struct range {
	unsigned lo, hi;
};

static void emit_search(const struct range *r, unsigned n)
{
	unsigned m, ja;

	if (n == 1) {
		emit(BPF_JMP | BPF_JGE | BPF_K, r->lo, 0, 2);
		emit(BPF_JMP | BPF_JGT | BPF_K, r->hi, 1, 0);
		emit(BPF_RET | BPF_K, SECCOMP_RET_USER_NOTIF, 0, 0);
		emit(BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
		return;
	}
	/* below r[m].lo: the first half, after the jump to the second */
	m = n / 2;
	emit(BPF_JMP | BPF_JGE | BPF_K, r[m].lo, 0, 1);
	ja = emit(BPF_JMP | BPF_JA, 0, 0, 0);
	emit_search(r, m);
	insns[ja].k = ninsns - ja - 1;
	emit_search(r + m, n - m);
}

/* The audit architecture of the calls of personality pers (0: native), or
 * 0 for one that is not traced (x32's numbers are the native ones with a
 * bit set: the native search lets them through). */
static uint32_t pers_arch(int pers)
{
	int npers;
	const struct personality *p = personalities(&npers);

	if (!pers)
		return NATIVE_ARCH;
	return pers < npers && pers < EBT_NPERS && !p[pers].nr_bit ? p[pers].arch : 0;
}

/* Whether key is a multiplexer's (i386's socketcall) one of whose subcalls
 * is tampered with: all its calls are notified, and answered as their
 * subcall's (notified_key). */
static bool mux_tampers(long key)
{
	for (int m = 0; m < arch.nmuxes; m++) {
		const struct arch_mux *am = &arch.muxes[m];

		if (mux_key(am) != key)
			continue;
		for (int i = 0; i < am->nsubs; i++)
			if (inject_tampers(subcall_key(am, &am->subs[i])))
				return true;
	}
	return false;
}

/* The search over the numbers of one personality's tampered calls. */
static void emit_pers_search(int pers)
{
	struct range *r = xcalloc(EBT_PERS_SPAN, sizeof(*r));
	unsigned n = 0;

	for (long nr = 0; nr < EBT_PERS_SPAN; nr++) {
		if (!inject_tampers(ebt_sys_key(nr, pers)) && !mux_tampers(ebt_sys_key(nr, pers)))
			continue;
		if (n && r[n - 1].hi == nr - 1)
			r[n - 1].hi = nr;
		else
			r[n++] = (struct range){ nr, nr };
	}
	emit(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), 0, 0);
	if (n)
		emit_search(r, n);
	else
		emit(BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
	free(r);
}

/* A jump to each traced personality's search by the call's architecture;
 * other architectures' calls go through. */
static void build_filter(void)
{
	unsigned to[EBT_NPERS] = { 0 };

	for (int p = 0; p < EBT_NPERS; p++) {
		if (!pers_arch(p))
			continue;
		emit(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch), 0, 0);
		emit(BPF_JMP | BPF_JEQ | BPF_K, pers_arch(p), 0, 1);
		to[p] = emit(BPF_JMP | BPF_JA, 0, 0, 0);
	}
	emit(BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
	for (int p = 0; p < EBT_NPERS; p++) {
		if (!pers_arch(p))
			continue;
		insns[to[p]].k = ninsns - to[p] - 1;
		emit_pers_search(p);
	}
}

/* The key (ebt_sys_key) of a notified call, a multiplexer's that of its
 * subcall (as the kernel side shows the call), or -1 for an architecture
 * that is not traced.  A subcall's arguments are in the multiplexer's
 * array, not its registers: one whose rule pokes them stays untouched. */
static long notified_key(const struct seccomp_notif *req)
{
	for (int p = 0; p < EBT_NPERS; p++) {
		long key, sub;

		if (!pers_arch(p) || req->data.arch != pers_arch(p) || req->data.nr < 0 ||
		    req->data.nr >= EBT_PERS_SPAN)
			continue;
		key = ebt_sys_key(req->data.nr, p);
		sub = mux_subcall_key(key, req->data.args[0]);
		if (sub >= 0 && inject_rule_of(sub) && inject_rule_of(sub)->npokes)
			return -1;
		return sub >= 0 ? sub : key;
	}
	return -1;
}

/* ---- handing the listener over ------------------------------------------ */

static int to_parent[2] = { -1, -1 }, to_child[2] = { -1, -1 };
static int listener = -1, timer = -1, epoll_fd = -1;
static struct seccomp_notif_sizes sizes;

void tamper_prepare(void)
{
	const char *why;

	if (!tamper_wanted())
		return;
	build_filter();
	if (inject_holds() && !hold_prepare(&why))
		die("%s: poke_exit= and delay_exit= on a call that runs (without error= or retval=) "
		    "hold its task after the call in a cgroup of ebtrace's own, and %s",
		    inject_requested, why);
	if (pipe2(to_parent, O_CLOEXEC) < 0 || pipe2(to_child, O_CLOEXEC) < 0)
		die("pipe: %s", strerror(errno));
}

/* In the child, before its execve.  The listener is the lowest free
 * descriptor (the child has one thread): ebtrace is told its number
 * before the filter exists, as every call after it may be one that waits
 * for ebtrace's answer. */
void tamper_child(void)
{
	struct sock_fprog fp = { .len = ninsns, .filter = insns };
	int k, fd;
	char c;

	if (!tamper_wanted())
		return;
	hold_child();
	close(to_parent[0]);
	close(to_child[1]);
	k = open("/dev/null", O_RDONLY | O_CLOEXEC);
	if (k >= 0)
		close(k);
	if (k < 0 || write(to_parent[1], &k, sizeof(k)) != sizeof(k))
		_exit(1);
	fd = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER,
		     SECCOMP_FILTER_FLAG_NEW_LISTENER | SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV, &fp);
	if (fd < 0 && errno == EINVAL)   /* before Linux 6.0 */
		fd = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_NEW_LISTENER, &fp);
	if (fd < 0) {
		int err = errno;

		if (write(to_parent[1], &err, sizeof(err)) != sizeof(err))
			_exit(1);
		_exit(1);
	}
	/* ebtrace holds the listener once this returns; it closes at execve */
	if (read(to_child[0], &c, 1) != 1)
		_exit(1);
}

static bool is_listener(int fd)
{
	char path[64], link[64];
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	n = readlink(path, link, sizeof(link) - 1);
	if (n < 0)
		return false;
	link[n] = '\0';
	return !strcmp(link, "anon_inode:seccomp notify");
}

/* The child's word after its descriptor number: the filter's error, or
 * EOF when it died.  0: nothing yet. */
static int child_word(void)
{
	struct pollfd p = { .fd = to_parent[0], .events = POLLIN };
	int err = 0;

	if (poll(&p, 1, 0) <= 0)
		return 0;
	return read(to_parent[0], &err, sizeof(err)) == sizeof(err) ? err : -1;
}

static int take_listener(pid_t pid)
{
	int k, pidfd, err;

	close(to_parent[1]);
	close(to_child[0]);
	if (read(to_parent[0], &k, sizeof(k)) != sizeof(k))
		return -1;   /* the child died: main sees it */
	pidfd = syscall(SYS_pidfd_open, pid, 0);
	if (pidfd < 0)
		die("pidfd_open: %s", strerror(errno));
	/* the child installs its filter at once: a few retries at most */
	for (int tries = 0; tries < 200000; tries++) {
		int fd = syscall(SYS_pidfd_getfd, pidfd, k, 0), getfd_err = errno;

		if (fd >= 0 && is_listener(fd)) {
			close(pidfd);
			return fd;
		}
		if (fd >= 0)
			close(fd);
		/* its word first: a child that could not install it exits */
		err = child_word();
		if (err == EBUSY)
			die("cannot install the seccomp filter for syscall tampering: %s "
			    "(the command already runs under a seccomp listener, such as another "
			    "tracer's tampering)", strerror(err));
		if (err > 0)
			die("cannot install the seccomp filter for syscall tampering: %s",
			    strerror(err));
		if (err < 0)
			break;
		if (fd < 0 && getfd_err != EBADF)
			die("cannot take the seccomp listener of the command: %s",
			    strerror(getfd_err));
		usleep(50);
	}
	close(pidfd);
	return -1;
}

void tamper_start(pid_t pid, int epfd)
{
	struct epoll_event ev = { .events = EPOLLIN };
	char go = 'g';

	if (!tamper_wanted() || pid <= 0)
		return;
	listener = take_listener(pid);
	if (write(to_child[1], &go, 1) != 1 && listener >= 0)
		die("cannot start the command: %s", strerror(errno));
	close(to_child[1]);
	close(to_parent[0]);
	if (listener < 0)
		return;
	/* each notified call is a round trip: the task waits for ebtrace's
	 * answer.  Woken on the task's CPU, and the task again on ebtrace's,
	 * the trip costs a third of one with wake-ups on another CPU (an
	 * interrupt, often a CPU out of its idle state): 20,000 notified
	 * calls took 0.32 s instead of 1 s.  Before Linux 6.6: EINVAL, and
	 * the usual wake-ups. */
	ioctl(listener, SECCOMP_IOCTL_NOTIF_SET_FLAGS, SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP);
	if (syscall(SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0, &sizes) < 0)
		die("seccomp: %s", strerror(errno));
	timer = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
	if (timer < 0)
		die("timerfd_create: %s", strerror(errno));
	epoll_fd = epfd;
	ev.data.fd = listener;
	if (epoll_ctl(epfd, EPOLL_CTL_ADD, listener, &ev) < 0)
		die("epoll: %s", strerror(errno));
	ev.data.fd = timer;
	if (epoll_ctl(epfd, EPOLL_CTL_ADD, timer, &ev) < 0)
		die("epoll: %s", strerror(errno));
}

/* ---- answers -------------------------------------------------------------- */

struct answer {
	uint64_t due;                  /* CLOCK_MONOTONIC ns, for delays */
	struct seccomp_notif_resp resp;
};

static struct answer *later;
static size_t nlater;

/* A task held at the end of its call (inject_rule_holds). */
struct held {
	pid_t tid;
	long nr;
	int events;                    /* its hold's state (hold_state) */
	uint64_t due;                  /* 0: not stopped yet; then when it goes on */
	const struct inject_rule *r;
	uint64_t args[EBT_NARGS];
	bool again;                    /* the hold cut the call short: the kernel
					* runs it again, and its next notification
					* is this call's */
};

static struct held *held;
static size_t nheld;

static void send_answer(struct seccomp_notif_resp *resp)
{
	/* ENOENT: the task went away meanwhile (killed) */
	if (ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, resp) < 0 && errno != ENOENT)
		warn("cannot answer the seccomp notification of a call: %s", strerror(errno));
}

/* The deadline the timer is set for (UINT64_MAX: none). */
static uint64_t armed = UINT64_MAX;

/* Set the timer for the first deadline, when that changed: most wake-ups
 * have none, and would otherwise cost a call each. */
static void arm_timer(void)
{
	struct itimerspec its = { { 0, 0 }, { 0, 0 } };
	uint64_t first = UINT64_MAX;

	for (size_t i = 0; i < nlater; i++)
		if (later[i].due < first)
			first = later[i].due;
	for (size_t i = 0; i < nheld; i++)
		if (held[i].due && held[i].due < first)
			first = held[i].due;
	if (first == armed)
		return;
	armed = first;
	if (first != UINT64_MAX) {
		its.it_value.tv_sec = first / 1000000000ULL;
		its.it_value.tv_nsec = first % 1000000000ULL;
		if (!its.it_value.tv_sec && !its.it_value.tv_nsec)
			its.it_value.tv_nsec = 1;
	}
	timerfd_settime(timer, TFD_TIMER_ABSTIME, &its, NULL);
}

static void answer_at(uint64_t due, const struct seccomp_notif_resp *resp)
{
	later = realloc(later, (nlater + 1) * sizeof(*later));
	if (!later)
		die("Out of memory");
	later[nlater++] = (struct answer){ due, *resp };
	arm_timer();
}

/* The answers whose time has come (all of them: at the end). */
static void answer_due(bool all)
{
	uint64_t now = decor_now_ns();
	size_t kept = 0;

	for (size_t i = 0; i < nlater; i++) {
		if (all || later[i].due <= now)
			send_answer(&later[i].resp);
		else
			later[kept++] = later[i];
	}
	if (kept != nlater) {
		nlater = kept;
		arm_timer();
	}
}

/* ---- what a call gets ------------------------------------------------------ */

/* Write a poke into the waiting task: where ptrace's pokes can write,
 * read-only pages included (/proc/TID/mem).  Part of it may go in, up to
 * a page it cannot reach: said as strace says it. */
static bool poke_memory(pid_t tid, uint64_t addr, const struct inject_poke *p)
{
	struct iovec local = { p->data, p->len }, remote = { (void *)addr, p->len };
	ssize_t n, m = -1;
	char path[64];
	int fd, err;

	n = process_vm_writev(tid, &local, 1, &remote, 1, 0);
	if (n == (ssize_t)p->len)
		return true;
	snprintf(path, sizeof(path), "/proc/%d/mem", tid);
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd >= 0) {
		m = pwrite(fd, p->data, p->len, (off_t)addr);
		err = errno;
		close(fd);
		if (m == (ssize_t)p->len)
			return true;
		errno = err;
	}
	if (m > n)
		n = m;
	if (n <= 0)
		return false;
	warn("pid:%d short write (%zd < %zu) @%#llx", tid, n, p->len, (unsigned long long)addr);
	return true;
}

/* The pokes of a call, at its enter or (at_exit) at its end; args are
 * its arguments. */
static bool poke_call(pid_t tid, long nr, const uint64_t *args, const struct inject_rule *r,
		      bool at_exit)
{
	const struct sysent *se = sysent_of(nr);
	int nargs = se ? se->nargs : EBT_NARGS;
	bool poked = false;

	for (int i = 0; i < r->npokes; i++) {
		const struct inject_poke *p = &r->pokes[i];

		if (p->at_exit != at_exit)
			continue;
		if (p->arg > nargs) {
			warn("poke_tcb: Failed to tamper with process %d: requested to tamper "
			     "with argument #%d, but system call '%s' has only %d arguments",
			     tid, p->arg, se && se->name ? se->name : "?", nargs);
			continue;
		}
		if (poke_memory(tid, args[p->arg - 1 < EBT_NARGS ? p->arg - 1 : 0], p))
			poked = true;
		else
			warn("poke_tcb: Failed to tamper with process %d: couldn't poke", tid);
	}
	return poked;
}

static bool pokes_at_exit(const struct inject_rule *r)
{
	for (int i = 0; i < r->npokes; i++)
		if (r->pokes[i].at_exit)
			return true;
	return false;
}

/* A call that never runs leaves the pages it would have read as they were:
 * perhaps not in yet, where the programs cannot read them (they may not
 * fault).  Reading what its arguments point to brings them in, as the call
 * itself would have; the line still shows what the programs capture. */
static void fault_in_args(pid_t tid, const struct seccomp_notif *req)
{
	const struct sysent *se = sysent_of(req->data.nr);
	/* the registers past the call's arguments hold whatever was left */
	int nargs = se && se->nargs < EBT_NARGS ? se->nargs : EBT_NARGS;
	char sink[2];

	for (int i = 0; i < nargs; i++) {
		uint64_t addr = req->data.args[i];
		struct iovec local = { sink, sizeof(sink) };
		/* a byte of its page and of the next brings both in */
		struct iovec remote[2] = { { (void *)addr, 1 }, { (void *)((addr | 4095) + 1), 1 } };

		if (addr >= 4096 && addr < (1ULL << 47))
			process_vm_readv(tid, &local, 1, remote, 2, 0);
	}
}

/* Calls that fail with EINTR when their task is stopped, even with no
 * handler to run (signal(7)): the hold would show, so these are not held. */
static bool stop_fails(long nr)
{
	static const char *const calls[] = {
		"epoll_wait", "epoll_pwait", "epoll_pwait2", "semop", "semtimedop", "msgsnd",
		"msgrcv", "rt_sigtimedwait", "io_getevents", "io_pgetevents", "io_uring_enter",
		"mq_timedsend", "mq_timedreceive",
	};
	const struct sysent *se = sysent_of(nr);

	for (size_t i = 0; se && se->name && i < sizeof(calls) / sizeof(calls[0]); i++)
		if (!strcmp(se->name, calls[i]))
			return true;
	return false;
}

/* Hold the task at the end of its call: true when it will be. */
static bool hold(const struct seccomp_notif *req, const struct inject_rule *r)
{
	struct epoll_event ev = { .events = EPOLLPRI };
	int fd = hold_start(req->pid);

	if (fd < 0)
		return false;
	ev.data.fd = fd;
	held = realloc(held, (nheld + 1) * sizeof(*held));
	if (!held)
		die("Out of memory");
	held[nheld] = (struct held){ .tid = req->pid, .nr = req->data.nr, .events = fd, .r = r };
	memcpy(held[nheld].args, req->data.args, sizeof(held[nheld].args));
	nheld++;
	if (epoll_ctl(epoll_fd, EPOLL_CTL_ADD, fd, &ev) < 0)
		die("epoll: %s", strerror(errno));
	return true;
}

static void act_on(struct seccomp_notif *req, struct seccomp_notif_resp *resp,
		   const struct inject_rule *r)
{
	pid_t tid = req->pid;
	bool inject = r->fail || r->succeed;
	struct ebt_tamper note = { .sig = r->sig };
	uint64_t delay = r->delay_enter ? r->delay_enter_ns : 0;

	/* the task may be gone (its id no longer valid) and its tid reused:
	 * nothing may be written into another process, nor another task held
	 * (the fault-in below only reads) */
	if ((r->npokes || inject_rule_holds(r)) &&
	    ioctl(listener, SECCOMP_IOCTL_NOTIF_ID_VALID, &req->id) < 0)
		return;
	if (poke_call(tid, req->data.nr, (const uint64_t *)req->data.args, r, false))
		note.flags |= EBT_SYS_POKED;
	if (inject) {
		fault_in_args(tid, req);
		note.flags |= EBT_SYS_INJECTED | (r->succeed ? EBT_SYS_RETVAL : 0);
		resp->flags = 0;
		resp->error = r->fail ? -r->errno_value : 0;
		resp->val = r->fail ? 0 : r->retval;
		/* the call is over when the answer comes: its exit's
		 * pokes are done now, and its exit delay is the answer's */
		if (poke_call(tid, req->data.nr, (const uint64_t *)req->data.args, r, true))
			note.flags |= EBT_SYS_POKED;
		if (r->delay_exit)
			delay += r->delay_exit_ns;
	} else if (inject_rule_holds(r)) {
		bool held_now = !stop_fails(req->data.nr) && hold(req, r);

		if (held_now) {
			note.flags |= EBT_TAMPER_HOLD;
			if (pokes_at_exit(r))
				note.flags |= EBT_SYS_POKED | EBT_SYS_POKED_EXIT;
		} else {
			static bool said;

			if (!stop_fails(req->data.nr) && !said)
				warn("cannot hold task %d after its call (%s): its exit delay is served "
				     "before the call, its exit pokes are not written", tid, strerror(errno));
			said = true;
			if (r->delay_exit)
				delay += r->delay_exit_ns;
		}
	}
	if (r->delay_enter || r->delay_exit)
		note.flags |= EBT_SYS_DELAYED;
	if (ioctl(listener, SECCOMP_IOCTL_NOTIF_ID_VALID, &req->id) < 0)
		return;
	if (note.flags || note.sig)
		bpf_tamper_note(tid, &note);
	if (delay)
		answer_at(decor_now_ns() + delay, resp);
	else
		send_answer(resp);
}

/* The held task whose id is tid, or NULL. */
static struct held *held_task(pid_t tid)
{
	for (size_t i = 0; i < nheld; i++)
		if (held[i].tid == tid)
			return &held[i];
	return NULL;
}

static void unhold(struct held *h)
{
	epoll_ctl(epoll_fd, EPOLL_CTL_DEL, h->events, NULL);
	close(h->events);
	hold_end(h->tid);
	*h = held[--nheld];
}

/* The held tasks whose call ended: pokes written, delay started; those
 * whose delay is over go on. */
static void serve_holds(bool all)
{
	uint64_t now = decor_now_ns();
	struct ebt_tamper note;

	for (size_t i = 0; i < nheld;) {
		struct held *h = &held[i];
		enum hold_state st;

		if (h->due == UINT64_MAX) {
			/* gone on, waiting for its call again (call_again) */
			if (!all) {
				i++;
				continue;
			}
			close(h->events);
			*h = held[--nheld];
			continue;
		}
		st = hold_state(h->events);
		if (st == HOLD_GONE) {
			bpf_tamper_forget(h->tid);
			unhold(h);
			continue;
		}
		if (!h->due && st == HOLD_FROZEN) {
			if (bpf_tamper_state(h->tid, &note) && (note.flags & EBT_TAMPER_RESTARTED))
				h->again = true;   /* its pokes would be overwritten */
			else
				poke_call(h->tid, h->nr, h->args, h->r, true);
			h->due = now + (h->r->delay_exit ? h->r->delay_exit_ns : 1);
		}
		if (all || (h->due && h->due <= now)) {
			if (!h->again)
				bpf_tamper_forget(h->tid);
			if (h->again && !all) {
				/* go on, and wait for the same call again */
				hold_end(h->tid);
				epoll_ctl(epoll_fd, EPOLL_CTL_DEL, h->events, NULL);
				h->due = UINT64_MAX;
				i++;
				continue;
			}
			unhold(h);
			continue;
		}
		i++;
	}
	arm_timer();
}

/* A held call that the hold cut short comes again: it is the same call,
 * not counted again, and it runs now, its exit delay served before it. */
static bool call_again(struct seccomp_notif *req, struct seccomp_notif_resp *resp)
{
	struct held *h = held_task(req->pid);
	struct ebt_tamper note;

	if (!h || !h->again || h->due != UINT64_MAX)
		return false;
	if (bpf_tamper_state(req->pid, &note)) {
		note.flags &= ~(EBT_TAMPER_HOLD | EBT_TAMPER_RESTARTED | EBT_SYS_POKED_EXIT);
		bpf_tamper_note(req->pid, &note);
	}
	close(h->events);
	*h = held[--nheld];
	send_answer(resp);
	return true;
}

static void answer_one(struct seccomp_notif *req, struct seccomp_notif_resp *resp)
{
	long key = notified_key(req);
	const struct inject_rule *r = key >= 0 ? inject_rule_of(key) : NULL;
	pid_t tid = req->pid;
	struct tcb *t;

	memset(resp, 0, sizes.seccomp_notif_resp);
	resp->id = req->id;
	resp->flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
	/* the records so far, so that the task's state is its own: a new
	 * task's fork record, the command's execve */
	ring_buffer__consume(bpf_ring());
	if (call_again(req, resp))
		return;
	t = tcb_find(tid);
	/* not traced (no -f), or the command before its execve: untouched */
	if (!r || !t || !bpf_task_traced(tid) || bpf_task_launching(tid)) {
		send_answer(resp);
		return;
	}
	/* from here on the call's number is its key, that of its personality */
	req->data.nr = key;
	if (!t->inject)
		t->inject = inject_counts_new();
	if (!inject_count_call(t->inject, req->data.nr)) {
		send_answer(resp);
		return;
	}
	act_on(req, resp, r);
}

static void hang_up(void)
{
	epoll_ctl(epoll_fd, EPOLL_CTL_DEL, listener, NULL);
	close(listener);
	listener = -1;
}

/* Take the waiting call and answer it: one per wake-up, as epoll saw the
 * listener ready (then the call cannot block); the next wait returns at
 * once while more are waiting. */
static void answer_waiting(void)
{
	static struct seccomp_notif *req;
	static struct seccomp_notif_resp *resp;

	if (!req) {
		req = xcalloc(1, sizes.seccomp_notif > sizeof(*req) ? sizes.seccomp_notif :
			      sizeof(*req));
		resp = xcalloc(1, sizes.seccomp_notif_resp > sizeof(*resp) ?
			       sizes.seccomp_notif_resp : sizeof(*resp));
	}
	memset(req, 0, sizes.seccomp_notif);
	/* ENOENT: the task was killed before it was read */
	if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, req) == 0)
		answer_one(req, resp);
}

void tamper_service(const struct epoll_event *ev, int nev)
{
	uint32_t heard = 0;
	uint64_t ticks;

	for (int i = 0; i < nev; i++) {
		if (listener >= 0 && ev[i].data.fd == listener)
			heard = ev[i].events;
		if (timer >= 0 && ev[i].data.fd == timer) {
			/* it rang: no longer set, and read (even with no listener
			 * left) for epoll to stop saying so */
			armed = UINT64_MAX;
			if (read(timer, &ticks, sizeof(ticks)) < 0 && errno != EAGAIN)
				warn("timerfd: %s", strerror(errno));
		}
	}
	if (listener < 0)
		return;
	if (heard & EPOLLIN)
		answer_waiting();
	else if (heard & (EPOLLHUP | EPOLLERR))
		hang_up();   /* no task is left with the filter */
	if (nheld)
		serve_holds(false);
	if (nlater)
		answer_due(false);
}

const struct ebt_sys_event *tamper_shown(const struct ebt_sys_event *e)
{
	static struct ebt_sys_event *copy;
	static size_t room;
	const struct inject_rule *r;

	if (!(e->flags & EBT_SYS_POKED_EXIT) || !(r = inject_rule_of(e->nr)))
		return e;
	if (room < e->h.size) {
		free(copy);
		room = e->h.size;
		copy = xmalloc(room);
	}
	memcpy(copy, e, e->h.size);
	for (int i = 0; i < r->npokes; i++) {
		const struct inject_poke *p = &r->pokes[i];
		struct ebt_cap *cap;

		if (!p->at_exit || p->arg < 1 || p->arg > EBT_NARGS)
			continue;
		/* captures of what the argument points to start where it does */
		cap = (struct ebt_cap *)call_cap_in(copy, p->arg - 1);
		if (cap)
			memcpy(cap + 1, p->data, p->len < cap->len ? p->len : cap->len);
	}
	return copy;
}

/* ebtrace is done: the tasks that still have the filter (untraced ones,
 * or all of them after an interruption) must go on untouched, and a call
 * with no listener fails with ENOSYS.  A small process of its own answers
 * them until the last of them is gone. */
void tamper_release(void)
{
	static const int sigs[] = { SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGTSTP };
	struct pollfd p = { .fd = listener, .events = POLLIN };
	struct seccomp_notif_resp resp = { .flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE };
	struct seccomp_notif *req;
	int null;

	if (listener < 0)
		return;
	serve_holds(true);
	answer_due(true);
	if (poll(&p, 1, 0) > 0 && !(p.revents & POLLIN))
		return;
	fflush(NULL);
	if (fork() != 0) {
		close(listener);
		listener = -1;
		return;
	}
	for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		signal(sigs[i], SIG_IGN);
	if (dup2(listener, 3) < 0)
		_exit(1);
	syscall(SYS_close_range, 4, ~0U, 0);
	null = open("/dev/null", O_RDWR);
	for (int fd = 0; fd < 3; fd++)
		dup2(null, fd);
	close(null);
	req = xcalloc(1, sizes.seccomp_notif > sizeof(*req) ? sizes.seccomp_notif : sizeof(*req));
	p.fd = 3;
	while (poll(&p, 1, -1) >= 0 && (p.revents & POLLIN)) {
		memset(req, 0, sizes.seccomp_notif);
		if (ioctl(3, SECCOMP_IOCTL_NOTIF_RECV, req) < 0)
			continue;
		resp.id = req->id;
		ioctl(3, SECCOMP_IOCTL_NOTIF_SEND, &resp);
	}
	_exit(0);
}
