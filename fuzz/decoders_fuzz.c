/* libFuzzer target: random records (syscall numbers, arguments, captured
 * bytes, malformed sizes) fed to the decoders through trace_record(), the
 * entry point the ring buffer consumer uses.  Captured bytes are
 * tracee-controlled input, so no record may crash the tracer.
 *
 * Build: make fuzz; run: fuzz/decoders_fuzz -max_total_time=300 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "output.h"
#include "syscalls.h"
#include "trace.h"

/* tids above the kernel's PID_MAX_LIMIT: /proc and process_vm_readv of
 * them always fail, so what is not captured reads as unreadable */
#define TID_BASE 5000000u

struct input {
	const uint8_t *p;
	size_t left;
};

static uint64_t take(struct input *in, size_t n)
{
	uint64_t v = 0;

	if (n > in->left)
		n = in->left;
	memcpy(&v, in->p, n);
	in->p += n;
	in->left -= n;
	return v;
}

/* Argument values: mostly the kind decoders meet (small numbers, -1,
 * AT_FDCWD, pointer-like values shared by captures), sometimes anything. */
static uint64_t arg_value(struct input *in)
{
	static const uint64_t common[] = {
		0, 1, 2, 3, 4, 16, 28, 110, 128, (uint64_t)-1, (uint64_t)-100, 0x7ffc0000,
		0x7ffc0010, 0x7ffc0100, 0xffffffff, 1ull << 63,
	};
	uint8_t sel = take(in, 1);

	if (sel < 200)
		return common[sel % (sizeof(common) / sizeof(common[0]))];
	return take(in, 8);
}

static size_t add_cap(uint8_t *rec, size_t off, size_t room, struct input *in)
{
	struct ebt_cap cap;
	size_t len, pad;
	bool lie;

	if (room < sizeof(cap))
		return off;
	cap.arg = take(in, 1) % 12;
	cap.kind = take(in, 1) % 16;
	cap.flags = take(in, 1) & 1;
	cap.err = (take(in, 1) & 7) == 0 ? -14 : 0;
	lie = (take(in, 1) & 31) == 0;
	len = take(in, 2);
	if (len > in->left)
		len = in->left;
	if (len > room - sizeof(cap))
		len = room - sizeof(cap);
	pad = (8 - len % 8) % 8;
	if (len + pad > room - sizeof(cap))
		len = (room - sizeof(cap)) & ~7ul, pad = 0;
	cap.len = len;
	/* now and then a length that lies about what follows */
	if (lie)
		cap.len = (uint32_t)len * 7 + 1;
	memcpy(rec + off, &cap, sizeof(cap));
	memcpy(rec + off + sizeof(cap), in->p, len);
	memset(rec + off + sizeof(cap) + len, 0, pad);
	in->p += len;
	in->left -= len;
	return off + sizeof(cap) + len + pad;
}

static void feed_sys(struct input *in, uint32_t type, uint32_t tid, long nr)
{
	static uint8_t rec[EBT_EVENT_MAX];
	struct ebt_sys_event *e = (void *)rec;
	size_t off = sizeof(*e);
	unsigned ncaps = take(in, 1) % 6;

	memset(e, 0, sizeof(*e));
	e->h.type = type;
	e->h.tid = tid;
	e->h.tgid = tid;
	e->nr = nr;
	e->ret = (take(in, 1) & 3) == 0 ? -(int64_t)(take(in, 2) % 600) : (int64_t)(take(in, 1) % 40);
	for (int i = 0; i < EBT_NARGS; i++)
		e->args[i] = arg_value(in);
	e->enter_seen = type == EBT_EV_SYS_EXIT ? take(in, 1) & 1 : 1;
	for (unsigned i = 0; i < ncaps; i++)
		off = add_cap(rec, off, sizeof(rec) - off, in);
	e->ncaps = ncaps;
	e->h.size = off;
	/* sometimes a record whose size field is wrong */
	if ((take(in, 1) & 63) == 0)
		e->h.size = take(in, 2);
	trace_record(rec, off);
}

static void feed_other(struct input *in, uint32_t tid)
{
	union {
		struct ebt_fork_event f;
		struct ebt_exit_event x;
		struct ebt_signal_event s;
	} u;

	memset(&u, 0, sizeof(u));
	switch (take(in, 1) % 3) {
	case 0:
		u.f.h.type = EBT_EV_FORK;
		u.f.h.size = sizeof(u.f);
		u.f.h.tid = tid;
		u.f.h.tgid = tid;
		u.f.child_tid = TID_BASE + take(in, 1) % 8;
		u.f.child_tgid = u.f.child_tid;
		trace_record(&u.f, sizeof(u.f));
		break;
	case 1:
		u.s.h.type = EBT_EV_SIGNAL;
		u.s.h.size = sizeof(u.s);
		u.s.h.tid = tid;
		u.s.h.tgid = tid;
		u.s.sig = take(in, 1) % 70;
		memcpy(u.s.siginfo, in->p, in->left < sizeof(u.s.siginfo) ? in->left : sizeof(u.s.siginfo));
		trace_record(&u.s, sizeof(u.s));
		break;
	default:
		u.x.h.type = EBT_EV_EXIT;
		u.x.h.size = sizeof(u.x);
		u.x.h.tid = tid;
		u.x.h.tgid = tid;
		u.x.exit_code = take(in, 2);
		u.x.group_dead = take(in, 1) & 1;
		trace_record(&u.x, sizeof(u.x));
		break;
	}
}

static void set_options(struct input *in)
{
	uint8_t o = take(in, 1);

	opt.xflag = o & 3;
	opt.xlat_style = (o >> 2) % 3;
	opt.verbose = (o >> 4) & 1;
	/* no DECODE_FD_SOCKET: it queries the kernel, slowly */
	opt.decode_fds = (o >> 5) & 1 ? DECODE_FD_PATH | DECODE_FD_DEV | DECODE_FD_PIDFD : 0;
	opt.string_limit = take(in, 1) % 70;
	memset(opt.sc_raw, 0, sizeof(opt.sc_raw));
	memset(opt.sc_no_verbose, 0, sizeof(opt.sc_no_verbose));
	memset(opt.sc_no_abbrev, 0, sizeof(opt.sc_no_abbrev));
	opt.sc_raw[take(in, 2) % EBT_MAX_SYSCALLS] = true;
	opt.sc_no_verbose[take(in, 2) % EBT_MAX_SYSCALLS] = true;
	opt.sc_no_abbrev[take(in, 2) % EBT_MAX_SYSCALLS] = true;
}

/* Syscalls with decoders, so that most rounds reach one. */
static long pick_nr(struct input *in)
{
	static long described[EBT_MAX_SYSCALLS];
	static int ndescribed = -1;
	uint16_t sel = take(in, 2);

	if (ndescribed < 0) {
		ndescribed = 0;
		for (long nr = 0; nr <= syscall_max(); nr++)
			if (sysent_of(nr))
				described[ndescribed++] = nr;
	}
	if ((sel & 15) == 0 || !ndescribed)
		return (int16_t)sel;   /* unknown and negative numbers too */
	if ((sel & 15) < 6) {
		/* the decoders with the most structure */
		static const char *const rich[] = {
			"recvmsg", "sendmsg", "recvmmsg", "sendmmsg", "getsockopt", "setsockopt",
			"accept4", "getsockname", "recvfrom", "sendto", "bind", "socketpair",
			"pipe2", "openat", "dup3", "close_range", "execve", "fcntl", "socket",
		};
		long nr = syscall_nr(rich[(sel >> 4) % (sizeof(rich) / sizeof(rich[0]))]);

		if (nr >= 0)
			return nr;
	}
	return described[(sel >> 4) % ndescribed];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int ready;
	struct input in = { data, size };

	if (!ready) {
		opt.outfile = "/dev/null";
		opt.column = 40;
		output_open();
		syscalls_init();
		ready = 1;
	}
	set_options(&in);
	while (in.left > 0) {
		uint8_t what = take(&in, 1);
		uint32_t tid = TID_BASE + (what >> 4) % 4;
		long nr = pick_nr(&in);

		switch (what & 3) {
		case 0:
			feed_sys(&in, EBT_EV_SYS_ENTER, tid, nr);
			feed_sys(&in, EBT_EV_SYS_EXIT, tid, nr);
			break;
		case 1:
			feed_sys(&in, EBT_EV_SYS_ENTER, tid, nr);
			break;
		case 2:
			feed_sys(&in, EBT_EV_SYS_EXIT, tid, nr);
			break;
		default:
			feed_other(&in, tid);
			break;
		}
	}
	trace_idle();
	/* every task ends, so that no state carries over to the next input */
	for (uint32_t t = 0; t < 8; t++) {
		struct ebt_exit_event x = { .h = { EBT_EV_EXIT, sizeof(x), TID_BASE + t, TID_BASE + t, 0 },
					   .group_dead = 1 };

		trace_record(&x, sizeof(x));
	}
	output_flush();
	return 0;
}
