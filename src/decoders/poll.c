/* Waiting on descriptors: poll, ppoll, select, pselect6 and epoll, with
 * strace's summary of the ready descriptors after the return value. */
#include <string.h>

#include "../arch.h"
#include "common.h"
#include "fdpath.h"
#include "layout.h"

const struct xlat poll_events[] = {
	XLAT_PAIR(0x0001, "POLLIN"), XLAT_PAIR(0x0002, "POLLPRI"), XLAT_PAIR(0x0004, "POLLOUT"),
	XLAT_PAIR(0x0008, "POLLERR"), XLAT_PAIR(0x0010, "POLLHUP"), XLAT_PAIR(0x0020, "POLLNVAL"),
	XLAT_PAIR(0x0040, "POLLRDNORM"), XLAT_PAIR(0x0080, "POLLRDBAND"),
	XLAT_PAIR(0x0100, "POLLWRNORM"), XLAT_PAIR(0x0200, "POLLWRBAND"),
	XLAT_PAIR(0x0400, "POLLMSG"), XLAT_PAIR(0x1000, "POLLREMOVE"),
	XLAT_PAIR(0x2000, "POLLRDHUP"), XLAT_PAIR(0x8000, "POLL_BUSY_LOOP"), XLAT_END
};

static const struct xlat epoll_events[] = {
	XLAT_PAIR(0x00000001, "EPOLLIN"), XLAT_PAIR(0x00000002, "EPOLLPRI"),
	XLAT_PAIR(0x00000004, "EPOLLOUT"), XLAT_PAIR(0x00000008, "EPOLLERR"),
	XLAT_PAIR(0x00000010, "EPOLLHUP"), XLAT_PAIR(0x00000020, "EPOLLNVAL"),
	XLAT_PAIR(0x00000040, "EPOLLRDNORM"), XLAT_PAIR(0x00000080, "EPOLLRDBAND"),
	XLAT_PAIR(0x00000100, "EPOLLWRNORM"), XLAT_PAIR(0x00000200, "EPOLLWRBAND"),
	XLAT_PAIR(0x00000400, "EPOLLMSG"), XLAT_PAIR(0x00002000, "EPOLLRDHUP"),
	XLAT_PAIR(0x10000000, "EPOLLEXCLUSIVE"), XLAT_PAIR(0x20000000, "EPOLLWAKEUP"),
	XLAT_PAIR(0x40000000, "EPOLLONESHOT"), XLAT_PAIR(0x80000000, "EPOLLET"), XLAT_END
};

static const struct xlat epoll_ops[] = {
	XLAT_PAIR(1, "EPOLL_CTL_ADD"), XLAT_PAIR(2, "EPOLL_CTL_DEL"), XLAT_PAIR(3, "EPOLL_CTL_MOD"),
	XLAT_END
};


/* ---- poll -------------------------------------------------------------- */

struct kpollfd {
	int32_t fd;
	int16_t events, revents;
};

/* The pollfd array: from a capture, or read live. */
static bool pollfd_at(struct call *c, const struct ebt_cap *cap, unsigned i, struct kpollfd *p)
{
	if (cap && !cap->err && (i + 1) * sizeof(*p) <= cap->len) {
		memcpy(p, cap_bytes(cap) + i * sizeof(*p), sizeof(*p));
		return true;
	}
	return tmem_read(c, -1, c->args[0] + i * sizeof(*p), p, sizeof(*p)) == sizeof(*p);
}

static void print_pollfds_in(struct call *c)
{
	const struct ebt_cap *cap = call_cap_enter(c, 0);
	unsigned n = c->args[1];
	struct kpollfd p;

	if (!cap)
		cap = call_cap(c, 0);
	if (!c->args[0]) {
		tputs("NULL");
		return;
	}
	if (!verbose(c)) {
		print_addr(c->args[0]);
		return;
	}
	if (!n) {
		tputs("[]");
		return;
	}
	for (unsigned i = 0; i < n; i++) {
		if (i)
			tputs(", ");
		if (!pollfd_at(c, cap, i, &p)) {
			if (!i) {
				print_addr(c->args[0]);
				return;
			}
			tprintf("... /* %#llx */", (unsigned long long)(c->args[0] + i * sizeof(p)));
			break;
		}
		if (!i)
			tputc('[');
		if (array_cut(c, i))
			break;
		tputs("{fd=");
		print_fd_number(c, p.fd);
		if (p.fd >= 0) {
			tputs(", events=");
			print_flags_dflt(poll_events, (uint16_t)p.events, "POLL???");
		}
		tputc('}');
	}
	tputc(']');
}

/* [{fd=3, revents=POLLIN}, ...] of the descriptors with events */
static bool print_revents(struct call *c)
{
	const struct ebt_cap *cap = call_cap(c, 0);
	unsigned n = c->args[1], shown = 0;
	bool any = false;
	struct kpollfd p;
	for (unsigned i = 0; i < n; i++) {
		if (!pollfd_at(c, cap, i, &p)) {
			tprintf("%s%#llx", any ? ", " : "[", (unsigned long long)(c->args[0] + i * sizeof(p)));
			any = true;
			break;
		}
		if (!p.revents)
			continue;
		tputs(any ? ", " : "[");
		any = true;
		if (array_cut(c, shown))
			break;
		tprintf("{fd=%d, revents=", p.fd);
		print_flags(poll_events, (uint16_t)p.revents, NULL);
		tputc('}');
		shown++;
	}
	if (any)
		tputc(']');
	return any;
}

/* "left {tv_sec=...}": the timeout the call left (it succeeded). */
static void print_time_left(struct call *c, int arg, bool timeval, bool first)
{
	tputs(first ? "left " : ", left ");
	if (!verbose(c))
		print_addr(c->args[arg]);
	else if (timeval)
		print_otimeval(c, arg, 0);
	else
		print_otimespec(c, arg, 0);
}

/* Whether the revents list has anything to show. */
static bool any_revents(struct call *c)
{
	const struct ebt_cap *cap = call_cap(c, 0);
	struct kpollfd p;

	for (unsigned i = 0; i < (unsigned)c->args[1]; i++)
		if (!pollfd_at(c, cap, i, &p) || p.revents)
			return true;
	return false;
}

static void ret_poll(struct call *c)
{
	bool left = c->se->nargs == 5 && c->args[2];   /* ppoll's timeout */
	bool any;

	if (c->ret == 0) {
		tputs(" (Timeout)");
		return;
	}
	if (!verbose(c) || !c->args[0] || !c->args[1])
		return;
	any = any_revents(c);
	if (!any && !left)
		return;
	tputs(" (");
	if (any)
		print_revents(c);
	if (left)
		print_time_left(c, 2, false, !any);
	tputc(')');
}

void dec_poll(struct call *c, int exiting)
{
	if (!exiting) {
		print_pollfds_in(c);
		print_argf("%u", (unsigned)c->args[1]);
		print_argf("%d", (int)c->args[2]);
	} else if (!call_failed(c)) {
		c->ret_extra = ret_poll;
	}
}

void dec_ppoll(struct call *c, int exiting)
{
	if (!exiting) {
		print_pollfds_in(c);
		print_argf("%u", (unsigned)c->args[1]);
		print_arg_sep();
		if (!verbose(c)) {
			print_addr(c->args[2]);
			print_arg_sep();
			print_addr(c->args[3]);
		} else {
			print_timespec(c, 2, 0);
			print_arg_sep();
			print_sigmask(c, 3, 4);
		}
		print_argf("%llu", (unsigned long long)c->args[4]);
	} else if (!call_failed(c)) {
		c->ret_extra = ret_poll;
	}
}

void print_pollfds(struct call *c, int arg, int param)
{
	print_pollfds_in(c);
}

/* -P: whether a descriptor of the pollfd array, as the call got it,
 * satisfies pred (strace looks until the first unreadable entry). */
bool pollfds_any(struct call *c, bool (*pred)(const struct call *c, int fd))
{
	const struct ebt_cap *cap = call_cap_enter(c, 0);
	unsigned n = c->args[1];
	struct kpollfd p;

	if (!cap)
		cap = call_cap(c, 0);
	if (n > 1024 * 1024)
		n = 1024 * 1024;
	for (unsigned i = 0; i < n && c->args[0]; i++) {
		if (!pollfd_at(c, cap, i, &p))
			break;
		if (pred(c, p.fd))
			return true;
	}
	return false;
}

/* ---- select ------------------------------------------------------------ */

/* What select works on: its arguments, or the struct of them that the
 * old select's one argument points to, whose sets and timeout are captured
 * with it (kinds.def FIELD, at their native offsets: 8 bytes each). */
struct sel {
	uint64_t a[5];   /* nfds, the three sets, the timeout */
	bool old;
};

static bool sel_of(const struct call *c, struct sel *s)
{
	const struct ebt_cap *cap;

	memset(s, 0, sizeof(*s));
	if (c->se->args[0].kind != K_selargs) {
		memcpy(s->a, c->args, sizeof(s->a));
		return true;
	}
	s->old = true;
	cap = call_cap_enter(c, 0);
	if (!cap)
		cap = call_cap(c, 0);
	return c->args[0] && cap_in_layout(c, cap, kind_layout(K_selargs), s->a, sizeof(s->a));
}

static const struct ebt_cap *sel_cap(const struct call *c, const struct sel *s, int i,
				     bool at_enter)
{
	if (s->old)
		return at_enter ? call_cap_field_enter(c, 0, i * 8) : call_cap_field(c, 0, i * 8);
	return at_enter ? call_cap_enter(c, i) : call_cap(c, i);
}

static int select_nfds(const struct sel *s)
{
	int nfds = (int)s->a[0];

	if (nfds < 0)
		nfds = 0;
	if (nfds > 1024 * 1024)
		nfds = 1024 * 1024;
	return nfds;
}

/* The fd_set i: nfds bits (the capture holds them, nfds given as the
 * kind's param), from the capture taken at enter or exit, else read live.
 * Returns the byte size, or -1. */
static int fdset_bytes(struct call *c, const struct sel *s, int i, bool at_enter,
		       unsigned char *buf, size_t size)
{
	int nfds = select_nfds(s);
	size_t word = call_long_size(c);   /* the set is made of longs */
	size_t len = ((nfds + 7) / 8 + word - 1) / word * word;
	const struct ebt_cap *cap = sel_cap(c, s, i, at_enter);

	if (len > size)
		len = size;
	/* a set at the end of the memory: the capture faulted after it */
	if (cap && (!cap->err || cap->len) && cap->len >= len) {
		memcpy(buf, cap_bytes(cap), len);
		return len;
	}
	/* the bits the call looks at, then pages that could not be read
	 * (select(2^31-1, ...) on sets whose far pages were never touched):
	 * the call ignored those bits, shown clear */
	if (cap && !cap->err && (cap->flags & EBT_CAPF_PAST_FDS)) {
		memcpy(buf, cap_bytes(cap), cap->len);
		memset(buf + cap->len, 0, len - cap->len);
		return len;
	}
	/* longer than a capture holds (more than 2^17 descriptors): the rest
	 * as it is now, or clear when the process is gone */
	if (cap && !cap->err && !(cap->flags & EBT_CAPF_FAULT) && cap->len) {
		memcpy(buf, cap_bytes(cap), cap->len);
		if (tmem_read(c, -1, s->a[i] + cap->len, buf + cap->len, len - cap->len) < 0)
			memset(buf + cap->len, 0, len - cap->len);
		return len;
	}
	if (tmem_read(c, -1, s->a[i], buf, len) < 0)
		return -1;
	return len;
}

/* -P: whether a descriptor of the fd_set arg (the old select's: its
 * struct's), as the call got it, satisfies pred. */
bool fdset_any(struct call *c, int arg, bool (*pred)(const struct call *c, int fd))
{
	static unsigned char buf[1024 * 1024 / 8];
	struct sel s;
	int nfds;

	if (!sel_of(c, &s))
		return false;
	nfds = select_nfds(&s);
	for (int i = s.old ? 1 : arg; i <= (s.old ? 3 : arg); i++) {
		if (!s.a[i] || !nfds || fdset_bytes(c, &s, i, true, buf, sizeof(buf)) < 0)
			continue;
		for (int fd = 0; fd < nfds; fd++)
			if ((buf[fd / 8] & (1 << (fd % 8))) && pred(c, fd))
				return true;
	}
	return false;
}

/* The old select's timeval, captured with its struct, in the call's ABI */
static void print_sel_timeval(const struct call *c, const struct sel *s, bool at_enter)
{
	const struct ebt_cap *cap = sel_cap(c, s, 4, at_enter);
	size_t w = call_long_size(c);
	int64_t sec = 0;
	uint64_t usec = 0;

	if (!s->a[4]) {
		tputs("NULL");
		return;
	}
	if (!cap || cap->err || cap->len < 2 * w) {
		print_addr(s->a[4]);
		return;
	}
	memcpy(&sec, cap_bytes(cap), w);
	memcpy(&usec, cap_bytes(cap) + w, w);
	if (w == 4)
		sec = (int32_t)sec;
	print_timeval_val(sec, (int64_t)usec);
}

static void print_select_head(struct call *c, const struct sel *s, bool timeval)
{
	static unsigned char buf[1024 * 1024 / 8];
	int nfds = select_nfds(s);

	tprintf("%d", (int)s->a[0]);
	for (int i = 1; i <= 3; i++) {
		const char *sep = "[";

		print_arg_sep();
		if (!s->a[i] || !verbose(c) || !nfds) {
			print_addr(s->a[i]);
			continue;
		}
		if (fdset_bytes(c, s, i, true, buf, sizeof(buf)) < 0) {
			print_addr(s->a[i]);
			continue;
		}
		for (int fd = 0; fd < nfds; fd++) {
			if (buf[fd / 8] >> (fd % 8) & 1) {
				tputs(sep);
				print_fd_number(c, fd);
				sep = " ";
			}
		}
		if (*sep == '[')
			tputc('[');
		tputc(']');
	}
	print_arg_sep();
	if (!verbose(c))
		print_addr(s->a[4]);
	else if (s->old)
		print_sel_timeval(c, s, true);
	else if (timeval)
		print_timeval(c, 4, 0);
	else
		print_timespec(c, 4, 0);
}

static void ret_select(struct call *c)
{
	static unsigned char buf[1024 * 1024 / 8];
	static const char *const names[] = { "in", "out", "except" };
	struct sel s;
	int nfds, ready = c->ret;
	const char *sep = "";
	bool started = false;

	if (c->ret == 0) {
		tputs(" (Timeout)");
		return;
	}
	if (!sel_of(c, &s))
		return;
	nfds = select_nfds(&s);
	tputs(" (");
	for (int i = 0; i < 3 && ready > 0; i++) {
		bool first = true;

		if (!s.a[i + 1] || fdset_bytes(c, &s, i + 1, false, buf, sizeof(buf)) < 0)
			continue;
		for (int fd = 0; fd < nfds; fd++) {
			if (!(buf[fd / 8] >> (fd % 8) & 1))
				continue;
			if (first) {
				tprintf("%s%s [%d", sep, names[i], fd);
				first = false;
				sep = ", ";
				started = true;
			} else {
				tprintf(" %d", fd);
			}
			if (--ready == 0)
				break;
		}
		/* as strace does: every set after the first non-empty one closes */
		if (started)
			tputc(']');
	}
	if (s.old && s.a[4]) {
		tputs(*sep ? ", left " : "left ");
		if (!verbose(c))
			print_addr(s.a[4]);
		else
			print_sel_timeval(c, &s, false);
	} else if (!s.old && c->args[4]) {
		print_time_left(c, 4, strncmp(c->se->name, "pselect6", 8) != 0, !*sep);
	}
	tputc(')');
}

void dec_select(struct call *c, int exiting)
{
	struct sel s;

	if (!exiting) {
		sel_of(c, &s);
		print_select_head(c, &s, true);
	} else if (!call_failed(c)) {
		c->ret_extra = ret_select;
	}
}

/* i386's first select: its arguments in a struct (NULL or the address
 * when that cannot be read) */
void dec_oldselect(struct call *c, int exiting)
{
	struct sel s;

	if (exiting) {
		if (!call_failed(c))
			c->ret_extra = ret_select;
	} else if (sel_of(c, &s)) {
		print_select_head(c, &s, true);
	} else if (c->args[0]) {
		print_addr(c->args[0]);
	} else {
		tputs("NULL");
	}
}

/* (its row's decoder prints it) */
void print_selargs(struct call *c, int arg, int param)
{
	dec_oldselect(c, 0);
}

/* pselect6's last argument: {sigmask=[...], sigsetsize=8}.  glibc builds
 * the pair on its own stack, gone after the call: the pair and the set it
 * points to are captured at enter (struct, then the set's 8 bytes). */
void print_psigmask(struct call *c, int arg, int param)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	struct { uint64_t addr, len; } d;
	uint32_t d32[2];
	size_t dsize = c->compat ? sizeof(d32) : sizeof(d);   /* a pointer and a size_t */
	uint64_t set;

	if (!c->args[arg]) {
		tputs("NULL");
		return;
	}
	if (!verbose(c) || !cap || cap->err || cap->len < dsize) {
		print_addr(c->args[arg]);
		return;
	}
	if (c->compat) {
		memcpy(d32, cap_bytes(cap), sizeof(d32));
		d.addr = d32[0];
		d.len = d32[1];
	} else {
		memcpy(&d, cap_bytes(cap), sizeof(d));
	}
	tputs("{sigmask=");
	if (!d.addr) {
		tputs("NULL");
	} else if (d.len != sizeof(set) || cap->len < dsize + sizeof(set)) {
		print_addr(d.addr);
	} else {
		memcpy(&set, cap_bytes(cap) + dsize, sizeof(set));
		print_sigset_bytes(&set, sizeof(set));
	}
	tprintf(", sigsetsize=%llu}", (unsigned long long)d.len);
}

void dec_pselect6(struct call *c, int exiting)
{
	struct sel s;

	if (exiting) {
		if (!call_failed(c))
			c->ret_extra = ret_select;
		return;
	}
	sel_of(c, &s);
	print_select_head(c, &s, false);
	print_arg_sep();
	print_psigmask(c, 5, 0);
}

void print_fdset(struct call *c, int arg, int param)
{
	print_addr(c->args[arg]);
}

/* The timeout as the call read it (the exit shows what was left). */
void print_tmo_io(struct call *c, int arg, int param)
{
	print_timespec(c, arg, param);
}

/* ---- epoll ------------------------------------------------------------- */

/* The kernel's struct epoll_event: events, then data where the
 * architecture puts it (packed on x86_64). */
struct kepoll_event {
	uint32_t events;
	uint64_t data;
};

static void kepoll_event_of(const unsigned char *p, struct kepoll_event *ev)
{
	memcpy(&ev->events, p, sizeof(ev->events));
	memcpy(&ev->data, p + ARCH_EPOLL_DATA_OFF, sizeof(ev->data));
}

static void print_epoll_event(const struct kepoll_event *ev)
{
	tputs("{events=");
	print_flags_dflt(epoll_events, ev->events, "EPOLL???");
	tprintf(", data={u32=%u, u64=%llu}}", (uint32_t)ev->data, (unsigned long long)ev->data);
}

void print_epollop(struct call *c, int arg, int param)
{
	print_xlat(epoll_ops, (unsigned)c->args[arg], "EPOLL_CTL_???");
}

void print_epevent(struct call *c, int arg, int param)
{
	unsigned char raw[ARCH_EPOLL_EVENT_SIZE];
	struct kepoll_event ev;

	if ((unsigned)c->args[1] == 2) {   /* EPOLL_CTL_DEL takes none */
		print_addr(c->args[arg]);
		return;
	}
	if (fetch_in(c, arg, raw, sizeof(raw))) {
		kepoll_event_of(raw, &ev);
		print_epoll_event(&ev);
	}
}

void print_epevents(struct call *c, int arg, int param)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	uint64_t addr = c->args[arg];
	unsigned char raw[ARCH_EPOLL_EVENT_SIZE];
	struct kepoll_event ev;

	if (output_unavailable(c)) {
		print_addr(addr);
		return;
	}
	if (!addr) {
		tputs("NULL");
		return;
	}
	if (array_unverbose(c, addr, c->ret))
		return;
	tputc('[');
	for (int64_t i = 0; i < c->ret; i++) {
		if (i)
			tputs(", ");
		if (array_cut(c, i))
			break;
		if (cap && !cap->err && (uint64_t)(i + 1) * sizeof(raw) <= cap->len)
			memcpy(raw, cap_bytes(cap) + i * sizeof(raw), sizeof(raw));
		else if (tmem_read(c, -1, addr + i * sizeof(raw), raw, sizeof(raw)) < 0) {
			tprintf("... /* %#llx */", (unsigned long long)(addr + i * sizeof(raw)));
			break;
		}
		kepoll_event_of(raw, &ev);
		print_epoll_event(&ev);
	}
	tputc(']');
}
