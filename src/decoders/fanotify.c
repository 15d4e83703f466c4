/* fanotify: the class and flags of a group. */
#include "common.h"

static const struct xlat fan_classes[] = {
	XLAT_PAIR(0, "FAN_CLASS_NOTIF"), XLAT_PAIR(4, "FAN_CLASS_CONTENT"),
	XLAT_PAIR(8, "FAN_CLASS_PRE_CONTENT"), XLAT_END
};

static const struct xlat fan_init_flags[] = {
	XLAT_PAIR(0x1, "FAN_CLOEXEC"), XLAT_PAIR(0x2, "FAN_NONBLOCK"),
	XLAT_PAIR(0x10, "FAN_UNLIMITED_QUEUE"), XLAT_PAIR(0x20, "FAN_UNLIMITED_MARKS"),
	XLAT_PAIR(0x40, "FAN_ENABLE_AUDIT"), XLAT_PAIR(0x80, "FAN_REPORT_PIDFD"),
	XLAT_PAIR(0x100, "FAN_REPORT_TID"), XLAT_PAIR(0x200, "FAN_REPORT_FID"),
	XLAT_PAIR(0x400, "FAN_REPORT_DIR_FID"), XLAT_PAIR(0x800, "FAN_REPORT_NAME"),
	XLAT_PAIR(0x1000, "FAN_REPORT_TARGET_FID"), XLAT_END
};

#define FAN_CLASS_BITS 0xc

/* the class (a value), then the flags */
void print_faninitflags(struct call *c, int arg, int param)
{
	unsigned flags = c->args[arg];

	print_xlat(fan_classes, flags & FAN_CLASS_BITS, "FAN_CLASS_???");
	flags &= ~FAN_CLASS_BITS;
	if (flags) {
		tputc('|');
		print_flags_dflt(fan_init_flags, flags, "FAN_???");
	}
}

/* O_RDONLY|O_LARGEFILE: the flags of the descriptors events carry */
void print_openflags(struct call *c, int arg, int param)
{
	print_open_flags((unsigned)c->args[arg]);
}

static const struct xlat fan_mark_flags[] = {
	XLAT_PAIR(0x1, "FAN_MARK_ADD"), XLAT_PAIR(0x2, "FAN_MARK_REMOVE"),
	XLAT_PAIR(0x4, "FAN_MARK_DONT_FOLLOW"), XLAT_PAIR(0x8, "FAN_MARK_ONLYDIR"),
	XLAT_PAIR(0x10, "FAN_MARK_MOUNT"), XLAT_PAIR(0x20, "FAN_MARK_IGNORED_MASK"),
	XLAT_PAIR(0x40, "FAN_MARK_IGNORED_SURV_MODIFY"), XLAT_PAIR(0x80, "FAN_MARK_FLUSH"),
	XLAT_PAIR(0x100, "FAN_MARK_FILESYSTEM"), XLAT_PAIR(0x200, "FAN_MARK_EVICTABLE"),
	XLAT_PAIR(0x400, "FAN_MARK_IGNORE"), XLAT_END
};

/* in strace's order: the directory flags come after the permission events */
static const struct xlat fan_events[] = {
	XLAT_PAIR(0x1, "FAN_ACCESS"), XLAT_PAIR(0x2, "FAN_MODIFY"),
	XLAT_PAIR(0x4, "FAN_ATTRIB"), XLAT_PAIR(0x8, "FAN_CLOSE_WRITE"),
	XLAT_PAIR(0x10, "FAN_CLOSE_NOWRITE"), XLAT_PAIR(0x20, "FAN_OPEN"),
	XLAT_PAIR(0x40, "FAN_MOVED_FROM"), XLAT_PAIR(0x80, "FAN_MOVED_TO"),
	XLAT_PAIR(0x100, "FAN_CREATE"), XLAT_PAIR(0x200, "FAN_DELETE"),
	XLAT_PAIR(0x400, "FAN_DELETE_SELF"), XLAT_PAIR(0x800, "FAN_MOVE_SELF"),
	XLAT_PAIR(0x1000, "FAN_OPEN_EXEC"), XLAT_PAIR(0x4000, "FAN_Q_OVERFLOW"),
	XLAT_PAIR(0x8000, "FAN_FS_ERROR"), XLAT_PAIR(0x10000, "FAN_OPEN_PERM"),
	XLAT_PAIR(0x20000, "FAN_ACCESS_PERM"), XLAT_PAIR(0x40000, "FAN_OPEN_EXEC_PERM"),
	XLAT_PAIR(0x80000, "FAN_DIR_MODIFY"), XLAT_PAIR(0x40000000, "FAN_ONDIR"),
	XLAT_PAIR(0x08000000, "FAN_EVENT_ON_CHILD"), XLAT_PAIR(0x10000000, "FAN_RENAME"),
	XLAT_END
};

#define FAN_NOFD (-1)

void print_fanmarkflags(struct call *c, int arg, int param)
{
	(void)param;
	print_flags_dflt(fan_mark_flags, (unsigned)c->args[arg], "FAN_MARK_???");
}

void print_fanmask(struct call *c, int arg, int param)
{
	(void)param;
	print_flags_dflt(fan_events, c->args[arg], "FAN_???");
}

/* fanotify_mark's dirfd: FAN_NOFD, AT_FDCWD or a descriptor */
void print_fandirfd(struct call *c, int arg, int param)
{
	if ((int)c->args[arg] == FAN_NOFD)
		print_dec_named(FAN_NOFD, "FAN_NOFD", NULL);
	else
		print_dirfd(c, arg, param);
}
