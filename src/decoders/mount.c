/* The mount API of file system contexts: fsopen, fsconfig, fsmount, fspick,
 * open_tree, move_mount and mount_setattr. */
#include <fcntl.h>
#include <string.h>
#include <linux/mount.h>

#include "common.h"
#include "fdpath.h"

static const struct xlat fsopen_flags[] = { XLAT(FSOPEN_CLOEXEC), XLAT_END };
static const struct xlat fsmount_flags[] = { XLAT(FSMOUNT_CLOEXEC), XLAT_END };

/* fsmount's attributes: the MOUNT_ATTR_* of its time */
static const struct xlat fsmount_attrs[] = {
	XLAT(MOUNT_ATTR_RDONLY), XLAT(MOUNT_ATTR_NOSUID), XLAT(MOUNT_ATTR_NODEV),
	XLAT(MOUNT_ATTR_NOEXEC), XLAT(MOUNT_ATTR_NOATIME), XLAT(MOUNT_ATTR_STRICTATIME),
	XLAT(MOUNT_ATTR_NODIRATIME), XLAT_END
};

/* struct mount_attr's attr_set and attr_clr */
static const struct xlat mount_attrs[] = {
	XLAT(MOUNT_ATTR_RDONLY), XLAT(MOUNT_ATTR_NOSUID), XLAT(MOUNT_ATTR_NODEV),
	XLAT(MOUNT_ATTR_NOEXEC), XLAT(MOUNT_ATTR_NOATIME), XLAT(MOUNT_ATTR_STRICTATIME),
	XLAT(MOUNT_ATTR_NODIRATIME), XLAT_PAIR(0x00100000, "MOUNT_ATTR_IDMAP"),
	XLAT_PAIR(0x00200000, "MOUNT_ATTR_NOSYMFOLLOW"), XLAT_END
};

static const struct xlat mount_propagations[] = {
	XLAT_PAIR(1 << 17, "MS_UNBINDABLE"), XLAT_PAIR(1 << 18, "MS_PRIVATE"),
	XLAT_PAIR(1 << 19, "MS_SLAVE"), XLAT_PAIR(1 << 20, "MS_SHARED"), XLAT_END
};

static const struct xlat fspick_flags[] = {
	XLAT(FSPICK_CLOEXEC), XLAT(FSPICK_SYMLINK_NOFOLLOW), XLAT(FSPICK_NO_AUTOMOUNT),
	XLAT(FSPICK_EMPTY_PATH), XLAT_END
};

static const struct xlat open_tree_flags[] = {
	XLAT(OPEN_TREE_CLONE), XLAT_PAIR(O_CLOEXEC, "OPEN_TREE_CLOEXEC"),
	XLAT(AT_SYMLINK_NOFOLLOW), XLAT(AT_REMOVEDIR), XLAT(AT_SYMLINK_FOLLOW),
	XLAT(AT_NO_AUTOMOUNT), XLAT(AT_EMPTY_PATH), XLAT_PAIR(0x8000, "AT_RECURSIVE"), XLAT_END
};

static const struct xlat move_mount_flags[] = {
	XLAT(MOVE_MOUNT_F_SYMLINKS), XLAT(MOVE_MOUNT_F_AUTOMOUNTS), XLAT(MOVE_MOUNT_F_EMPTY_PATH),
	XLAT(MOVE_MOUNT_T_SYMLINKS), XLAT(MOVE_MOUNT_T_AUTOMOUNTS), XLAT(MOVE_MOUNT_T_EMPTY_PATH),
	XLAT_PAIR(0x100, "MOVE_MOUNT_SET_GROUP"), XLAT_END
};

static const struct xlat mount_setattr_flags[] = {
	XLAT(AT_SYMLINK_NOFOLLOW), XLAT(AT_NO_AUTOMOUNT), XLAT(AT_EMPTY_PATH),
	XLAT_PAIR(0x8000, "AT_RECURSIVE"), XLAT_END
};

static const struct xlat fsconfig_cmds[] = {
	XLAT(FSCONFIG_SET_FLAG), XLAT(FSCONFIG_SET_STRING), XLAT(FSCONFIG_SET_BINARY),
	XLAT(FSCONFIG_SET_PATH), XLAT(FSCONFIG_SET_PATH_EMPTY), XLAT(FSCONFIG_SET_FD),
	XLAT(FSCONFIG_CMD_CREATE), XLAT(FSCONFIG_CMD_RECONFIGURE), XLAT_END
};

void print_fsopenflags(struct call *c, int arg, int param)
{
	print_flags_dflt(fsopen_flags, (unsigned)c->args[arg], "FSOPEN_???");
}

void print_fsmountflags(struct call *c, int arg, int param)
{
	print_flags_dflt(fsmount_flags, (unsigned)c->args[arg], "FSMOUNT_???");
}

void print_fsmountattrs(struct call *c, int arg, int param)
{
	print_flags_dflt(fsmount_attrs, (unsigned)c->args[arg], "MOUNT_ATTR_???");
}

void print_fspickflags(struct call *c, int arg, int param)
{
	print_flags_dflt(fspick_flags, (unsigned)c->args[arg], "FSPICK_???");
}

void print_opentreeflags(struct call *c, int arg, int param)
{
	print_flags_dflt(open_tree_flags, (unsigned)c->args[arg], "OPEN_TREE_???");
}

void print_movemountflags(struct call *c, int arg, int param)
{
	print_flags_dflt(move_mount_flags, (unsigned)c->args[arg], "MOVE_MOUNT_???");
}

void print_mntsetattrflags(struct call *c, int arg, int param)
{
	print_flags_dflt(mount_setattr_flags, (unsigned)c->args[arg], "AT_???");
}

void print_fsconfigcmd(struct call *c, int arg, int param)
{
	print_xlat(fsconfig_cmds, (unsigned)c->args[arg], "FSCONFIG_???");
}

/* A key or string value: the kernel copies at most 256 bytes of it. */
void print_fsstr(struct call *c, int arg, int param)
{
	print_strmax_at(c, arg, c->args[arg], 256);
}

/* FSCONFIG_SET_BINARY's value, in hex; param: the aux argument, its
 * length (an address when it is out of the kernel's range) */
void print_fsbin(struct call *c, int arg, int param)
{
	static unsigned char buf[EBT_CAP_MAX];
	int len = c->args[param];
	size_t n;

	if (!c->args[arg] || len < 0 || len > 1024 * 1024) {
		print_addr(c->args[arg]);
		return;
	}
	n = (size_t)len < opt.string_limit ? (size_t)len : opt.string_limit;
	if (n > sizeof(buf))
		n = sizeof(buf);
	if (n && tmem_read(c, arg, c->args[arg], buf, n) < 0) {
		print_addr(c->args[arg]);
		return;
	}
	print_quoted(buf, n, QUOTE_HEX_ALL | ((size_t)len > n ? QUOTE_ELLIPSIS : 0));
}

struct mount_attr_k {
	uint64_t attr_set, attr_clr, propagation, userns_fd;
};

#define MOUNT_ATTR_IDMAP_BIT 0x00100000

/* struct mount_attr; param: the size argument */
void print_mountattr(struct call *c, int arg, int param)
{
	struct mount_attr_k a;
	uint64_t size = c->args[param];

	if (size < sizeof(a)) {
		print_addr(c->args[arg]);
		return;
	}
	if (!fetch_in(c, arg, &a, sizeof(a)))
		return;
	tputs("{attr_set=");
	print_flags_dflt(mount_attrs, a.attr_set, "MOUNT_ATTR_???");
	tputs(", attr_clr=");
	print_flags_dflt(mount_attrs, a.attr_clr, "MOUNT_ATTR_???");
	tputs(", propagation=");
	print_xlat(mount_propagations, a.propagation, "MS_???");
	tputs(", userns_fd=");
	/* a descriptor only when an id-mapping uses it */
	if (a.userns_fd > 0x7fffffff || !((a.attr_set | a.attr_clr) & MOUNT_ATTR_IDMAP_BIT))
		tprintf("%llu", (unsigned long long)a.userns_fd);
	else
		print_fd_number(c, (int)a.userns_fd);
	print_ext_tail(c, arg, sizeof(a), size, ", ");
	tputc('}');
}
