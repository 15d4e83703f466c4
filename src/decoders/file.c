/* Pathnames, open flags, modes, ownership, links and extended attributes. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>

#include "../record.h"
#include "../arch.h"
#include "common.h"


/* The kernel's values (glibc hides some: O_LARGEFILE is 0 there); those
 * that differ between architectures are ARCH_O_* (src/arch/ARCH.h). */
#define K_O_ACCMODE   00000003
#define K_O_CREAT     00000100
#define K___O_TMPFILE 020000000

/* In strace's order: composite flags before their parts. */
static const struct xlat open_mode_flags[] = {
	XLAT_PAIR(00000100, "O_CREAT"),
	XLAT_PAIR(00000200, "O_EXCL"),
	XLAT_PAIR(00000400, "O_NOCTTY"),
	XLAT_PAIR(00001000, "O_TRUNC"),
	XLAT_PAIR(00002000, "O_APPEND"),
	XLAT_PAIR(00004000, "O_NONBLOCK"),
	XLAT_PAIR(04010000, "O_SYNC"),
	XLAT_PAIR(04000000, "__O_SYNC"),
	XLAT_PAIR(00010000, "O_DSYNC"),
	XLAT_PAIR(ARCH_O_DIRECT, "O_DIRECT"),
	XLAT_PAIR(ARCH_O_LARGEFILE, "O_LARGEFILE"),
	XLAT_PAIR(ARCH_O_NOFOLLOW, "O_NOFOLLOW"),
	XLAT_PAIR(01000000, "O_NOATIME"),
	XLAT_PAIR(02000000, "O_CLOEXEC"),
	XLAT_PAIR(010000000, "O_PATH"),
	XLAT_PAIR(020000000 | ARCH_O_DIRECTORY, "O_TMPFILE"),
	XLAT_PAIR(020000000, "__O_TMPFILE"),
	XLAT_PAIR(ARCH_O_DIRECTORY, "O_DIRECTORY"),
	XLAT_PAIR(00020000, "FASYNC"),
	XLAT_END
};

static const struct xlat open_access_modes[] = {
	XLAT_PAIR(0, "O_RDONLY"),
	XLAT_PAIR(1, "O_WRONLY"),
	XLAT_PAIR(2, "O_RDWR"),
	XLAT_PAIR(3, "O_ACCMODE"),
	XLAT_END
};

const struct xlat at_flags[] = {
	XLAT(AT_SYMLINK_NOFOLLOW),
	XLAT(AT_REMOVEDIR),
	XLAT(AT_SYMLINK_FOLLOW),
	XLAT(AT_NO_AUTOMOUNT),
	XLAT(AT_EMPTY_PATH),
	XLAT_PAIR(0x8000, "AT_RECURSIVE"),
	XLAT_END
};

static const struct xlat access_modes[] = {
	XLAT(R_OK), XLAT(W_OK), XLAT(X_OK), XLAT_END
};

static const struct xlat mode_types[] = {
	XLAT(S_IFREG), XLAT(S_IFSOCK), XLAT(S_IFIFO), XLAT(S_IFLNK),
	XLAT(S_IFDIR), XLAT(S_IFBLK), XLAT(S_IFCHR), XLAT_END
};

static const struct xlat rename_flags[] = {
	XLAT_PAIR(1, "RENAME_NOREPLACE"),
	XLAT_PAIR(2, "RENAME_EXCHANGE"),
	XLAT_PAIR(4, "RENAME_WHITEOUT"),
	XLAT_END
};

static const struct xlat xattr_flags[] = {
	XLAT_PAIR(1, "XATTR_CREATE"),
	XLAT_PAIR(2, "XATTR_REPLACE"),
	XLAT_END
};

static const struct xlat resolve_flags[] = {
	XLAT_PAIR(0x01, "RESOLVE_NO_XDEV"),
	XLAT_PAIR(0x02, "RESOLVE_NO_MAGICLINKS"),
	XLAT_PAIR(0x04, "RESOLVE_NO_SYMLINKS"),
	XLAT_PAIR(0x08, "RESOLVE_BENEATH"),
	XLAT_PAIR(0x10, "RESOLVE_IN_ROOT"),
	XLAT_PAIR(0x20, "RESOLVE_CACHED"),
	XLAT_END
};

static const struct xlat inotify_flags[] = {
	XLAT_PAIR(0x00000001, "IN_ACCESS"), XLAT_PAIR(0x00000002, "IN_MODIFY"),
	XLAT_PAIR(0x00000004, "IN_ATTRIB"), XLAT_PAIR(0x00000008, "IN_CLOSE_WRITE"),
	XLAT_PAIR(0x00000010, "IN_CLOSE_NOWRITE"), XLAT_PAIR(0x00000020, "IN_OPEN"),
	XLAT_PAIR(0x00000040, "IN_MOVED_FROM"), XLAT_PAIR(0x00000080, "IN_MOVED_TO"),
	XLAT_PAIR(0x00000100, "IN_CREATE"), XLAT_PAIR(0x00000200, "IN_DELETE"),
	XLAT_PAIR(0x00000400, "IN_DELETE_SELF"), XLAT_PAIR(0x00000800, "IN_MOVE_SELF"),
	XLAT_PAIR(0x00002000, "IN_UNMOUNT"), XLAT_PAIR(0x00004000, "IN_Q_OVERFLOW"),
	XLAT_PAIR(0x00008000, "IN_IGNORED"), XLAT_PAIR(0x01000000, "IN_ONLYDIR"),
	XLAT_PAIR(0x02000000, "IN_DONT_FOLLOW"), XLAT_PAIR(0x04000000, "IN_EXCL_UNLINK"),
	XLAT_PAIR(0x10000000, "IN_MASK_CREATE"), XLAT_PAIR(0x20000000, "IN_MASK_ADD"),
	XLAT_PAIR(0x40000000, "IN_ISDIR"), XLAT_PAIR(0x80000000, "IN_ONESHOT"),
	XLAT_END
};

/* ---- values other families print too ----------------------------------- */

void print_open_mode_flags(uint64_t flags, const char *dflt)
{
	print_flags_dflt(open_mode_flags, flags, dflt);
}

void print_open_flags(uint64_t flags)
{
	const uint64_t all = flags;

	xlat_compose_begin();
	if (rec_arg_open)
		rec_leaf_const(xlat_lookup(open_access_modes, flags & K_O_ACCMODE));
	tputs(xlat_lookup(open_access_modes, flags & K_O_ACCMODE));
	flags &= ~(uint64_t)K_O_ACCMODE;
	if (flags) {
		tputc('|');
		print_flags(open_mode_flags, flags, NULL);
	}
	xlat_compose_end("%#llx", all);
}

static void print_umode_val(unsigned mode)
{
	tprintf("%#03o", mode);
}

void print_mode_t(unsigned mode)
{
	const char *type = (mode & S_IFMT) ? xlat_lookup(mode_types, mode & S_IFMT) : "";

	if (!type) {
		tprintf("%#03o", mode);
		return;
	}
	xlat_compose_begin();
	tprintf("%s%s%s%s%s%#03o", type, *type ? "|" : "",
		(mode & S_ISUID) ? "S_ISUID|" : "",
		(mode & S_ISGID) ? "S_ISGID|" : "",
		(mode & S_ISVTX) ? "S_ISVTX|" : "",
		mode & ~(S_IFMT | S_ISUID | S_ISGID | S_ISVTX));
	xlat_compose_end("%#03llo", mode);
}

void print_dev(uint64_t dev)
{
	xlat_compose_begin();
	tprintf("makedev(%#x, %#x)", major(dev), minor(dev));
	xlat_compose_end("%#llx", dev);
}

/* A date as strace writes it in comments and after time()'s result:
 * 2024-01-02T03:04:05[.nnnnnnnnn]+0000.  False for the epoch itself and for
 * what is not a time. */
/* frac: the fraction of a second in units of 10^-digits s */
static bool format_time_frac(char *buf, size_t size, int64_t sec, int64_t frac, int digits,
			     int64_t frac_max)
{
	time_t t = sec;
	struct tm tm;
	size_t n;

	if ((sec == 0 && frac == 0) || frac < 0 || frac > frac_max || !localtime_r(&t, &tm))
		return false;
	n = strftime(buf, size, "%FT%T", &tm);
	if (!n)
		return false;
	if (frac > 0)
		n += snprintf(buf + n, size - n, ".%0*lld", digits, (long long)frac);
	return n < size && strftime(buf + n, size - n, "%z", &tm);
}

bool format_time(char *buf, size_t size, int64_t sec, int64_t nsec)
{
	return format_time_frac(buf, size, sec, nsec, 9, 999999999);
}

void print_time_comment(int64_t sec, int64_t nsec)
{
	char buf[96];

	if (format_time(buf, sizeof(buf), sec, nsec))
		tprintf(" /* %s */", buf);
}

void print_time_comment_us(int64_t sec, int64_t usec)
{
	char buf[96];

	if (format_time_frac(buf, sizeof(buf), sec, usec, 6, 999999))
		tprintf(" /* %s */", buf);
}

void print_id(uint32_t id)
{
	if (id == (uint32_t)-1)
		tputs("-1");
	else
		tprintf("%u", id);
}

/* ---- argument kinds ---------------------------------------------------- */

void print_path(struct call *c, int arg, int param)
{
	print_path_at(c, arg, c->args[arg]);
}

void print_str(struct call *c, int arg, int param)
{
	print_str_at(c, arg, c->args[arg]);
}

void print_atflags(struct call *c, int arg, int param)
{
	print_flags(at_flags, (unsigned)c->args[arg], NULL);
}

/* faccessat2: 0x200 is AT_EACCESS here, not AT_REMOVEDIR */
static const struct xlat faccessat_flags[] = {
	XLAT(AT_SYMLINK_NOFOLLOW), XLAT(AT_EACCESS), XLAT(AT_EMPTY_PATH), XLAT_END
};

void print_faccessflags(struct call *c, int arg, int param)
{
	print_flags_dflt(faccessat_flags, (unsigned)c->args[arg], "AT_???");
}

void print_accmode(struct call *c, int arg, int param)
{
	print_flags_ex(access_modes, (unsigned)c->args[arg], "F_OK", "?_OK");
}

void print_umode(struct call *c, int arg, int param)
{
	print_umode_val((unsigned short)c->args[arg]);
}

void print_smode(struct call *c, int arg, int param)
{
	print_mode_t((unsigned short)c->args[arg]);   /* umode_t */
}

void print_uid(struct call *c, int arg, int param)
{
	uint32_t id = c->args[arg];

	/* the 16-bit calls' -1 */
	if (arg_bits(c->se, arg) == 16 && id == UINT16_MAX)
		id = (uint32_t)-1;
	print_id(id);
}

void print_rnflags(struct call *c, int arg, int param)
{
	print_flags(rename_flags, (unsigned)c->args[arg], NULL);
}

void print_xattrflags(struct call *c, int arg, int param)
{
	print_flags(xattr_flags, (unsigned)c->args[arg], NULL);
}

void print_inflags(struct call *c, int arg, int param)
{
	print_flags(inotify_flags, (uint32_t)c->args[arg], NULL);
}

/* getcwd: the path of ret bytes (its NUL included). */
void print_cwdbuf(struct call *c, int arg, int param)
{
	static char buf[EBT_PATH_MAX];
	size_t n = c->ret < (int64_t)sizeof(buf) ? (size_t)c->ret : sizeof(buf);

	if (output_unavailable(c) || c->ret <= 0 || tmem_read(c, arg, c->args[arg], buf, n) < 0) {
		print_addr(c->args[arg]);
		return;
	}
	/* the length counts the NUL: without one (memory written over after
	 * the call), as much as leaves room for it, and "..." */
	if (memchr(buf, '\0', n))
		print_quoted(buf, strlen(buf), 0);
	else
		print_quoted(buf, n - 1, QUOTE_ELLIPSIS);
}

/* An xattr value of size bytes (param: the size argument, -1 for ret);
 * a trailing NUL is not shown. */
static void print_xattr_value(struct call *c, int arg, uint64_t size)
{
	static unsigned char buf[EBT_CAP_MAX + 1];
	uint64_t addr = c->args[arg];
	size_t n;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (size > 65536) {
		print_addr(addr);
		return;
	}
	n = size < opt.string_limit ? size : opt.string_limit;
	if (n > EBT_CAP_MAX)
		n = EBT_CAP_MAX;
	if (n && tmem_read(c, arg, addr, buf, n) < 0) {
		print_addr(addr);
		return;
	}
	/* strace drops a trailing NUL, except from a string it shows in hex */
	if (n && buf[n - 1] == 0 && !opt.xflag) {
		print_quoted(buf, n - 1, 0);
		return;
	}
	print_quoted(buf, n, size > n ? QUOTE_ELLIPSIS : 0);
}

void print_xattr_in(struct call *c, int arg, int param)
{
	print_xattr_value(c, arg, c->args[param]);
}

void print_xattr_out(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_xattr_value(c, arg, c->ret);
}

/* listxattr: NUL-separated names of ret bytes. */
void print_xattr_list(struct call *c, int arg, int param)
{
	if (output_unavailable(c) || !c->args[param])
		print_addr(c->args[arg]);
	else
		print_buf_at(c, arg, c->args[arg], c->ret);
}

/* utimensat: [{tv_sec=..., tv_nsec=...} /\* date *\/, UTIME_NOW] */
void print_utimens(struct call *c, int arg, int param)
{
	int64_t ts[4];

	if (!fetch_in(c, arg, ts, sizeof(ts)))
		return;
	tputc('[');
	for (int i = 0; i < 2; i++) {
		int64_t sec = ts[2 * i], nsec = ts[2 * i + 1];

		if (i)
			tputs(", ");
		if (array_cut(c, i))
			break;
		if (nsec == UTIME_NOW || nsec == UTIME_OMIT) {
			const char *name = nsec == UTIME_NOW ? "UTIME_NOW" : "UTIME_OMIT";

			if (opt.xlat_style == XLAT_STYLE_ABBREV) {
				tputs(name);
				continue;
			}
			print_timespec_val(sec, nsec);
			if (opt.xlat_style == XLAT_STYLE_VERBOSE)
				tprintf(" /* %s */", name);
		} else {
			print_timespec_val(sec, nsec);
			print_time_comment(sec, nsec);
		}
	}
	tputc(']');
}

/* utimes/futimesat: struct timeval[2] */
void print_utimes(struct call *c, int arg, int param)
{
	int64_t tv[4];

	if (!fetch_in(c, arg, tv, sizeof(tv)))
		return;
	tputc('[');
	print_timeval_val(tv[0], tv[1]);
	print_time_comment_us(tv[0], tv[1]);
	tputs(", ");
	print_timeval_val(tv[2], tv[3]);
	print_time_comment_us(tv[2], tv[3]);
	tputc(']');
}

/* utime: struct utimbuf */
void print_utimbuf(struct call *c, int arg, int param)
{
	int64_t t[2];

	if (!fetch_in(c, arg, t, sizeof(t)))
		return;
	tprintf("{actime=%lld", (long long)t[0]);
	print_time_comment(t[0], 0);
	tprintf(", modtime=%lld", (long long)t[1]);
	print_time_comment(t[1], 0);
	tputc('}');
}

/* ---- calls whose arguments depend on each other ------------------------- */

static void print_open_tail(struct call *c, int at)
{
	uint64_t flags = c->args[at + 1];

	print_path_at(c, at, c->args[at]);
	print_arg_sep();
	print_open_flags((unsigned)flags);
	if (flags & (K_O_CREAT | K___O_TMPFILE)) {
		print_arg_sep();
		print_umode_val((unsigned short)c->args[at + 2]);
	}
}

void dec_open(struct call *c, int exiting)
{
	if (!exiting)
		print_open_tail(c, 0);
}

void dec_openat(struct call *c, int exiting)
{
	if (exiting)
		return;
	print_dirfd(c, 0, 0);
	print_arg_sep();
	print_open_tail(c, 1);
}

void dec_openat2(struct call *c, int exiting)
{
	struct { uint64_t flags, mode, resolve; } how;

	if (exiting)
		return;
	print_dirfd(c, 0, 0);
	print_arg_sep();
	print_path_at(c, 1, c->args[1]);
	print_arg_sep();
	if (c->args[3] < sizeof(how)) {
		print_addr(c->args[2]);
	} else if (fetch_in(c, 2, &how, sizeof(how))) {
		tputs("{flags=");
		print_open_flags(how.flags);
		if ((how.flags & (K_O_CREAT | K___O_TMPFILE)) || how.mode)
			tprintf(", mode=%#03llo", (unsigned long long)how.mode);
		tputs(", resolve=");
		print_flags_ex(resolve_flags, how.resolve, NULL, "RESOLVE_???");
		print_ext_tail(c, 2, sizeof(how), c->args[3], ", ");
		tputc('}');
	}
	print_argf("%llu", (unsigned long long)c->args[3]);
}

/* mknod(path, mode, dev): dev only for devices */
static void print_mknod_tail(struct call *c, int at)
{
	unsigned mode = (unsigned short)c->args[at + 1];   /* umode_t */

	print_path_at(c, at, c->args[at]);
	print_arg_sep();
	print_mode_t(mode);
	if ((mode & S_IFMT) == S_IFCHR || (mode & S_IFMT) == S_IFBLK) {
		print_arg_sep();
		print_dev(c->args[at + 2]);
	}
}

void dec_mknod(struct call *c, int exiting)
{
	if (!exiting)
		print_mknod_tail(c, 0);
}

void dec_mknodat(struct call *c, int exiting)
{
	if (exiting)
		return;
	print_dirfd(c, 0, 0);
	print_arg_sep();
	print_mknod_tail(c, 1);
}

/* Only openat2 reads it, as a whole with its size (param). */
void print_openhow(struct call *c, int arg, int param)
{
	print_addr(c->args[arg]);
}

/* ---- mount ---- */

static const struct xlat mount_flags[] = {
	XLAT_PAIR(1u << 0, "MS_RDONLY"), XLAT_PAIR(1u << 1, "MS_NOSUID"),
	XLAT_PAIR(1u << 2, "MS_NODEV"), XLAT_PAIR(1u << 3, "MS_NOEXEC"),
	XLAT_PAIR(1u << 4, "MS_SYNCHRONOUS"), XLAT_PAIR(1u << 5, "MS_REMOUNT"),
	XLAT_PAIR(1u << 6, "MS_MANDLOCK"), XLAT_PAIR(1u << 7, "MS_DIRSYNC"),
	XLAT_PAIR(1u << 8, "MS_NOSYMFOLLOW"), XLAT_PAIR(1u << 10, "MS_NOATIME"),
	XLAT_PAIR(1u << 11, "MS_NODIRATIME"), XLAT_PAIR(1u << 12, "MS_BIND"),
	XLAT_PAIR(1u << 13, "MS_MOVE"), XLAT_PAIR(1u << 14, "MS_REC"),
	XLAT_PAIR(1u << 15, "MS_SILENT"), XLAT_PAIR(1u << 16, "MS_POSIXACL"),
	XLAT_PAIR(1u << 17, "MS_UNBINDABLE"), XLAT_PAIR(1u << 18, "MS_PRIVATE"),
	XLAT_PAIR(1u << 19, "MS_SLAVE"), XLAT_PAIR(1u << 20, "MS_SHARED"),
	XLAT_PAIR(1u << 21, "MS_RELATIME"), XLAT_PAIR(1u << 22, "MS_KERNMOUNT"),
	XLAT_PAIR(1u << 23, "MS_I_VERSION"), XLAT_PAIR(1u << 24, "MS_STRICTATIME"),
	XLAT_PAIR(1u << 25, "MS_LAZYTIME"), XLAT_PAIR(1u << 26, "MS_SUBMOUNT"),
	XLAT_PAIR(1u << 27, "MS_NOREMOTELOCK"), XLAT_PAIR(1u << 28, "MS_NOSEC"),
	XLAT_PAIR(1u << 29, "MS_BORN"), XLAT_PAIR(1u << 30, "MS_ACTIVE"),
	XLAT_PAIR(1u << 31, "MS_NOUSER"), XLAT_END
};

#define MS_MGC_VAL_ 0xc0ed0000u   /* the old magic in the high half */
#define MS_MGC_MSK_ 0xffff0000u
static const struct xlat mount_magic[] = { XLAT_PAIR(MS_MGC_VAL_, "MS_MGC_VAL"), XLAT_END };
#define MS_NO_TYPE_ ((1u << 12) | (1u << 13) | (1u << 17) | (1u << 18) | (1u << 19) | (1u << 20))

/* mount(source, target, type, flags, data): a remount has no type, a bind,
 * move or propagation change neither type nor data, so those show as
 * addresses. */
void dec_mount(struct call *c, int exiting)
{
	uint64_t flags = c->args[3];
	bool magic = (flags & MS_MGC_MSK_) == MS_MGC_VAL_;
	bool no_type, no_data;

	if (exiting)
		return;
	if (magic)
		flags &= ~(uint64_t)MS_MGC_MSK_;
	no_type = flags & (1u << 5) || flags & MS_NO_TYPE_;
	no_data = !(flags & (1u << 5)) && flags & MS_NO_TYPE_;
	print_path_at(c, 0, c->args[0]);
	print_arg_sep();
	print_path_at(c, 1, c->args[1]);
	print_arg_sep();
	if (no_type)
		print_addr(c->args[2]);
	else
		print_str_at(c, 2, c->args[2]);
	print_arg_sep();
	if (magic) {
		print_xlat(mount_magic, MS_MGC_VAL_, NULL);
		if (flags)
			tputc('|');
	}
	if (flags || !magic)
		print_flags_dflt(mount_flags, flags, "MS_???");
	print_arg_sep();
	if (no_data)
		print_addr(c->args[4]);
	else
		print_str_at(c, 4, c->args[4]);
}

static const struct xlat umount_flags[] = {
	XLAT_PAIR(1, "MNT_FORCE"), XLAT_PAIR(2, "MNT_DETACH"),
	XLAT_PAIR(4, "MNT_EXPIRE"), XLAT_PAIR(8, "UMOUNT_NOFOLLOW"), XLAT_END
};

void print_umountflags(struct call *c, int arg, int param)
{
	print_flags_dflt(umount_flags, (unsigned)c->args[arg], "MNT_???");
}

static const struct xlat swap_flags[] = {
	XLAT_PAIR(0x8000, "SWAP_FLAG_PREFER"), XLAT_PAIR(0x10000, "SWAP_FLAG_DISCARD"),
	XLAT_PAIR(0x20000, "SWAP_FLAG_DISCARD_ONCE"), XLAT_PAIR(0x40000, "SWAP_FLAG_DISCARD_PAGES"),
	XLAT_END
};

/* swapon: SWAP_FLAG_PREFER|5, the priority in the low bits always shown */
void print_swapflags(struct call *c, int arg, int param)
{
	unsigned flags = c->args[arg], prio = flags & 0x7fff;   /* SWAP_FLAG_PRIO_MASK */

	if (flags & ~0x7fffu) {
		print_flags_dflt(swap_flags, flags & ~0x7fffu, "SWAP_FLAG_???");
		tputc('|');
	}
	tprintf("%u", prio);
}
