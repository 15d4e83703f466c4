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
