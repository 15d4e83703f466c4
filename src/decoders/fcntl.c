/* fcntl: the command by name, its argument as the command reads it, and the
 * decoded return value of the F_GET* commands. */
#include <stdint.h>

#include "pids.h"
#include "../signals.h"
#include "common.h"

enum {
	KF_DUPFD = 0, KF_GETFD, KF_SETFD, KF_GETFL, KF_SETFL, KF_GETLK, KF_SETLK,
	KF_SETLKW, KF_SETOWN, KF_GETOWN, KF_SETSIG, KF_GETSIG, KF_GETLK64,
	KF_SETLK64, KF_SETLKW64, KF_SETOWN_EX, KF_GETOWN_EX, KF_GETOWNER_UIDS,
	KF_OFD_GETLK = 36, KF_OFD_SETLK, KF_OFD_SETLKW,
	KF_SETLEASE = 1024, KF_GETLEASE, KF_NOTIFY, KF_CANCELLK = 1029,
	KF_DUPFD_CLOEXEC, KF_SETPIPE_SZ, KF_GETPIPE_SZ, KF_ADD_SEALS, KF_GET_SEALS,
};

static const struct xlat fcntl_cmds[] = {
	XLAT_PAIR(KF_DUPFD, "F_DUPFD"), XLAT_PAIR(KF_GETFD, "F_GETFD"),
	XLAT_PAIR(KF_SETFD, "F_SETFD"), XLAT_PAIR(KF_GETFL, "F_GETFL"),
	XLAT_PAIR(KF_SETFL, "F_SETFL"), XLAT_PAIR(KF_GETLK, "F_GETLK"),
	XLAT_PAIR(KF_SETLK, "F_SETLK"), XLAT_PAIR(KF_SETLKW, "F_SETLKW"),
	XLAT_PAIR(KF_SETOWN, "F_SETOWN"), XLAT_PAIR(KF_GETOWN, "F_GETOWN"),
	XLAT_PAIR(KF_SETSIG, "F_SETSIG"), XLAT_PAIR(KF_GETSIG, "F_GETSIG"),
	XLAT_PAIR(KF_GETLK64, "F_GETLK64"), XLAT_PAIR(KF_SETLK64, "F_SETLK64"),
	XLAT_PAIR(KF_SETLKW64, "F_SETLKW64"), XLAT_PAIR(KF_SETOWN_EX, "F_SETOWN_EX"),
	XLAT_PAIR(KF_GETOWN_EX, "F_GETOWN_EX"), XLAT_PAIR(KF_GETOWNER_UIDS, "F_GETOWNER_UIDS"),
	XLAT_PAIR(KF_OFD_GETLK, "F_OFD_GETLK"), XLAT_PAIR(KF_OFD_SETLK, "F_OFD_SETLK"),
	XLAT_PAIR(KF_OFD_SETLKW, "F_OFD_SETLKW"), XLAT_PAIR(KF_SETLEASE, "F_SETLEASE"),
	XLAT_PAIR(KF_GETLEASE, "F_GETLEASE"), XLAT_PAIR(KF_NOTIFY, "F_NOTIFY"),
	XLAT_PAIR(KF_CANCELLK, "F_CANCELLK"), XLAT_PAIR(KF_DUPFD_CLOEXEC, "F_DUPFD_CLOEXEC"),
	XLAT_PAIR(KF_SETPIPE_SZ, "F_SETPIPE_SZ"), XLAT_PAIR(KF_GETPIPE_SZ, "F_GETPIPE_SZ"),
	XLAT_PAIR(KF_ADD_SEALS, "F_ADD_SEALS"), XLAT_PAIR(KF_GET_SEALS, "F_GET_SEALS"),
	XLAT_END
};

static const struct xlat fd_flags[] = { XLAT_PAIR(1, "FD_CLOEXEC"), XLAT_END };

static const struct xlat lock_types[] = {
	XLAT_PAIR(0, "F_RDLCK"), XLAT_PAIR(1, "F_WRLCK"), XLAT_PAIR(2, "F_UNLCK"),
	XLAT_PAIR(4, "F_EXLCK"), XLAT_PAIR(8, "F_SHLCK"), XLAT_END
};

static const struct xlat notify_flags[] = {
	XLAT_PAIR(0x1, "DN_ACCESS"), XLAT_PAIR(0x2, "DN_MODIFY"), XLAT_PAIR(0x4, "DN_CREATE"),
	XLAT_PAIR(0x8, "DN_DELETE"), XLAT_PAIR(0x10, "DN_RENAME"), XLAT_PAIR(0x20, "DN_ATTRIB"),
	XLAT_PAIR(0x80000000, "DN_MULTISHOT"), XLAT_END
};

static const struct xlat seal_flags[] = {
	XLAT_PAIR(0x1, "F_SEAL_SEAL"), XLAT_PAIR(0x2, "F_SEAL_SHRINK"),
	XLAT_PAIR(0x4, "F_SEAL_GROW"), XLAT_PAIR(0x8, "F_SEAL_WRITE"),
	XLAT_PAIR(0x10, "F_SEAL_FUTURE_WRITE"), XLAT_END
};

static const struct xlat owner_types[] = {
	XLAT_PAIR(0, "F_OWNER_TID"), XLAT_PAIR(1, "F_OWNER_PID"), XLAT_PAIR(2, "F_OWNER_PGRP"),
	XLAT_END
};

struct kflock {
	int16_t l_type, l_whence;
	int32_t pad;
	int64_t l_start, l_len;
	int32_t l_pid;
	int32_t pad2;
};

static void print_kflock(const struct kflock *fl, bool getlk)
{
	tputs("{l_type=");
	print_xlat(lock_types, (uint16_t)fl->l_type, "F_???");
	tputs(", l_whence=");
	print_xlat(whence_codes, (uint16_t)fl->l_whence, "SEEK_???");
	tprintf(", l_start=%lld, l_len=%lld", (long long)fl->l_start, (long long)fl->l_len);
	if (getlk)
		tprintf(", l_pid=%d", fl->l_pid);
	tputc('}');
}

void flock_buf(const void *buf)
{
	print_kflock(buf, false);
}

void flock_pid_buf(const void *buf)
{
	print_kflock(buf, true);
}

void fowner_buf(const void *buf)
{
	const struct { int32_t type, pid; } *o = buf;

	tputs("{type=");
	print_xlat(owner_types, (uint32_t)o->type, "F_OWNER_???");
	/* F_OWNER_TID, F_OWNER_PID, F_OWNER_PGRP */
	tputs(", pid=");
	if (o->type >= 0 && o->type <= 2)
		print_pid_as((const enum pidns_type[]){ PIDNS_TID, PIDNS_TGID, PIDNS_PGID }[o->type],
			     o->pid);
	else
		tprintf("%d", o->pid);
	tputc('}');
}

static void ret_fd_flags(struct call *c)
{
	tputs(" (flags ");
	print_flags(fd_flags, (uint64_t)c->ret, NULL);
	tputc(')');
}

/* strace spells these out in every -X style */
static void ret_open_flags(struct call *c)
{
	int style = opt.xlat_style;

	tputs(" (flags ");
	opt.xlat_style = XLAT_STYLE_ABBREV;
	print_open_flags((uint64_t)c->ret);
	opt.xlat_style = style;
	tputc(')');
}

static void ret_lease(struct call *c)
{
	print_ret_name(lock_types, c->ret);
}

static void ret_seals(struct call *c)
{
	tputs(" (seals ");
	print_flags(seal_flags, (uint64_t)c->ret, NULL);
	tputc(')');
}

/* The entering part after "fd, CMD": the argument when the command takes
 * one as input; flags, pids and signals are ints, sizes and descriptor
 * numbers longs (strace shows the whole register). */
static void fcntl_enter(struct call *c, unsigned cmd)
{
	uint64_t arg = c->args[2];

	switch (cmd) {
	case KF_SETFD:
		print_arg_sep();
		print_flags_dflt(fd_flags, (uint32_t)arg, "FD_???");
		break;
	case KF_SETOWN:
		/* a process, or minus a process group */
		print_arg_sep();
		if ((int)arg < 0) {
			tputc('-');
			print_pid_as(PIDNS_PGID, -(int)arg);
		} else {
			print_pid_as(PIDNS_TGID, (int)arg);
		}
		break;
	case KF_SETPIPE_SZ:
	case KF_DUPFD:
	case KF_DUPFD_CLOEXEC:
		print_argf("%lld", (long long)arg);
		break;
	case KF_SETFL:
		print_arg_sep();
		print_open_flags((unsigned)arg);
		break;
	case KF_SETLK:
	case KF_SETLKW:
	case KF_SETLK64:
	case KF_SETLKW64:
	case KF_OFD_SETLK:
	case KF_OFD_SETLKW:
	case KF_SETOWN_EX:
		/* the struct, by the command's row */
		print_arg_sep();
		print_args(c, 2, 3);
		break;
	case KF_NOTIFY:
		print_arg_sep();
		print_flags_dflt(notify_flags, (uint32_t)arg, "DN_???");
		break;
	case KF_SETLEASE:
		print_arg_sep();
		print_xlat(lock_types, (uint32_t)arg, "F_???");
		break;
	case KF_ADD_SEALS:
		print_arg_sep();
		print_flags_dflt(seal_flags, (uint32_t)arg, "F_SEAL_???");
		break;
	case KF_SETSIG:
		print_argf("%s", signal_name((int)arg));
		break;
	case KF_GETOWN:
	case KF_GETPIPE_SZ:
	case KF_GETFD:
	case KF_GETFL:
	case KF_GETLK:
	case KF_GETLK64:
	case KF_OFD_GETLK:
	case KF_GETOWN_EX:
	case KF_GETLEASE:
	case KF_GET_SEALS:
	case KF_GETSIG:
		break;
	default:
		print_argf("%#llx", (unsigned long long)arg);
		break;
	}
}

static void fcntl_exit(struct call *c, unsigned cmd)
{
	bool ok = !call_failed(c);

	switch (cmd) {
	case KF_DUPFD:
	case KF_DUPFD_CLOEXEC:
		c->ret_kind = R_fd;
		break;
	case KF_GETFD:
		if (ok && c->ret) {
			c->ret_kind = R_hex;
			c->ret_extra = ret_fd_flags;
		}
		break;
	case KF_GETFL:
		if (ok) {
			c->ret_kind = R_hex;
			c->ret_extra = ret_open_flags;
		}
		break;
	case KF_GETLEASE:
		if (ok) {
			c->ret_kind = R_hex;
			c->ret_extra = ret_lease;
		}
		break;
	case KF_GETOWN:
		if (ok && (int)c->ret > 0)
			c->ret_kind = R_tgid;
		break;
	case KF_GET_SEALS:
		if (ok && c->ret) {
			c->ret_kind = R_hex;
			c->ret_extra = ret_seals;
		}
		break;
	case KF_GETSIG:
		if (ok && c->ret)
			c->ret_extra = ret_signal;
		break;
	case KF_GETLK:
	case KF_GETLK64:
	case KF_OFD_GETLK:
	case KF_GETOWN_EX:
		print_arg_sep();
		print_args(c, 2, 3);
		break;
	}
}

void dec_fcntl(struct call *c, int exiting)
{
	unsigned cmd = c->args[1];

	if (!exiting) {
		print_fd(c, 0, 0);
		print_arg_sep();
		print_xlat(fcntl_cmds, cmd, "F_???");
		fcntl_enter(c, cmd);
	} else {
		fcntl_exit(c, cmd);
	}
}
