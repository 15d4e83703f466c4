/* "= RET" with strace's error notation. */
#include <limits.h>
#include <string.h>

#include "common.h"
#include "fdpath.h"
#include "pids.h"
#include "../record.h"

/* Kernel-internal codes that glibc does not name. */
static const struct xlat kernel_errnos[] = {
	XLAT_PAIR(512, "ERESTARTSYS"),
	XLAT_PAIR(513, "ERESTARTNOINTR"),
	XLAT_PAIR(514, "ERESTARTNOHAND"),
	XLAT_PAIR(515, "ENOIOCTLCMD"),
	XLAT_PAIR(516, "ERESTART_RESTARTBLOCK"),
	XLAT_PAIR(517, "EPROBE_DEFER"),
	XLAT_PAIR(518, "EOPENSTALE"),
	XLAT_PAIR(519, "ENOPARAM"),
	XLAT_PAIR(521, "EBADHANDLE"),
	XLAT_PAIR(522, "ENOTSYNC"),
	XLAT_PAIR(523, "EBADCOOKIE"),
	XLAT_PAIR(524, "ENOTSUPP"),
	XLAT_PAIR(525, "ETOOSMALL"),
	XLAT_PAIR(526, "ESERVERFAULT"),
	XLAT_PAIR(527, "EBADTYPE"),
	XLAT_PAIR(528, "EJUKEBOX"),
	XLAT_PAIR(529, "EIOCBQUEUED"),
	XLAT_PAIR(530, "ERECALLCONFLICT"),
	XLAT_END
};

/* The restart codes print as "? NAME (what happens)"; in -e raw= form,
 * and for the other codes, as "-1 NAME (strerror)", which glibc gives as
 * "Unknown error N" for the kernel-internal ones. */
static const struct xlat kernel_errno_msgs[] = {
	XLAT_PAIR(512, "To be restarted if SA_RESTART is set"),
	XLAT_PAIR(513, "To be restarted"),
	XLAT_PAIR(514, "To be restarted if no handler"),
	XLAT_PAIR(516, "Interrupted by signal"),
	XLAT_END
};

static void print_error(long err, bool raw)
{
	const char *name = err < 512 ? strerrorname_np(err) : xlat_lookup(kernel_errnos, err);
	const char *msg = raw ? NULL : xlat_lookup(kernel_errno_msgs, err);
	bool restart = msg != NULL;

	if (!msg)
		msg = strerror(err);
	if (opt.format)
		rec_error(name, msg, restart);
	tputs(restart ? "? " : "-1 ");
	if (!name) {
		tprintf("(errno %ld)", err);
		return;
	}
	tputs(name);
	if (msg)
		tprintf(" (%s)", msg);
}

void print_errno_after(uint32_t err)
{
	const char *name = err < 512 ? strerrorname_np(err) : xlat_lookup(kernel_errnos, err);

	if (name)
		tprintf(" %s (%s)", name, strerror(err));
	else
		tprintf(" (errno %u)", err);
}

void print_ret_name(const struct xlat *x, int64_t ret)
{
	const char *s = xlat_lookup(x, (uint64_t)ret);

	if (s)
		tprintf(" (%s)", s);
}

void print_retval(struct call *c)
{
	bool raw = c->se && sc_flag(opt.sc_raw, c->nr);

	tputs("= ");
	if (call_failed(c)) {
		print_error(-c->ret, raw);
		return;
	}
	if (raw) {
		tprintf("%#llx", (unsigned long long)c->ret);
		return;
	}
	switch (c->ret_kind) {
	case R_hex:
		tprintf("%#llx", (unsigned long long)c->ret);
		break;
	case R_oct:
		tprintf("%#03llo", (unsigned long long)c->ret);
		break;
	case R_fd:
		/* a 64-bit value no descriptor can be (given by -e inject=)
		 * is a number, as strace prints it */
		if (!c->compat && (uint64_t)c->ret > INT_MAX)
			tprintf("%lld", (long long)c->ret);
		else
			print_fd_number(c, (int)c->ret);
		break;
	case R_tgid:
	case R_tid:
	case R_pgid:
	case R_sid:
		print_ret_pid(c);
		break;
	default:
		/* strace's default is unsigned: what is not an error is a
		 * count or a number, however large (a value given by -e inject=) */
		tprintf("%llu", (unsigned long long)c->ret);
		break;
	}
	if (c->ret_extra)
		c->ret_extra(c);
}
