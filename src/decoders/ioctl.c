/* ioctl: request names, and the argument of the terminal and file
 * requests as strace shows them. */
#include <asm/termbits.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <linux/nsfs.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "common.h"


/* Codes that have several names show them all, as strace does. */
static const struct xlat ioctl_names[] = {
	XLAT(TCGETS), XLAT_PAIR(TCSETS, "SNDCTL_TMR_START or TCSETS"),
	XLAT_PAIR(TCSETSW, "SNDCTL_TMR_STOP or TCSETSW"),
	XLAT_PAIR(TCSETSF, "SNDCTL_TMR_CONTINUE or TCSETSF"), XLAT(TCGETA),
	XLAT(TCSETA), XLAT(TCSETAW), XLAT(TCSETAF), XLAT(TCSBRK), XLAT(TCXONC),
	XLAT(TCFLSH), XLAT(TIOCEXCL), XLAT(TIOCNXCL), XLAT(TIOCSCTTY), XLAT(TIOCGPGRP),
	XLAT(TIOCSPGRP), XLAT(TIOCOUTQ), XLAT(TIOCSTI), XLAT(TIOCGWINSZ), XLAT(TIOCSWINSZ),
	XLAT(TIOCMGET), XLAT(TIOCMBIS), XLAT(TIOCMBIC), XLAT(TIOCMSET), XLAT(TIOCGSOFTCAR),
	XLAT(TIOCSSOFTCAR), XLAT(FIONREAD), XLAT(TIOCLINUX), XLAT(TIOCCONS),
	XLAT(TIOCGSERIAL), XLAT(TIOCSSERIAL), XLAT(TIOCPKT), XLAT(FIONBIO), XLAT(TIOCNOTTY),
	XLAT(TIOCSETD), XLAT(TIOCGETD), XLAT(TCSBRKP), XLAT(TIOCSBRK), XLAT(TIOCCBRK),
	XLAT(TIOCGSID), XLAT(TCGETS2), XLAT(TCSETS2), XLAT(TCSETSW2), XLAT(TCSETSF2),
	XLAT(TIOCGRS485), XLAT(TIOCSRS485), XLAT(TIOCGPTN), XLAT(TIOCSPTLCK), XLAT(TIOCGDEV),
	XLAT(TCGETX), XLAT(TCSETX), XLAT(TCSETXF), XLAT(TCSETXW), XLAT(TIOCSIG),
	XLAT(TIOCVHANGUP), XLAT(TIOCGPKT), XLAT(TIOCGPTLCK), XLAT(TIOCGEXCL), XLAT(TIOCGPTPEER),
	XLAT(FIONCLEX), XLAT(FIOCLEX), XLAT(FIOASYNC), XLAT(TIOCSERCONFIG), XLAT(TIOCSERGWILD),
	XLAT(TIOCSERSWILD), XLAT(TIOCGLCKTRMIOS), XLAT(TIOCSLCKTRMIOS), XLAT(TIOCSERGSTRUCT),
	XLAT(TIOCSERGETLSR), XLAT(TIOCSERGETMULTI), XLAT(TIOCSERSETMULTI), XLAT(TIOCMIWAIT),
	XLAT(TIOCGICOUNT), XLAT(FIOQSIZE),
	XLAT(FIFREEZE), XLAT(FITHAW), XLAT_PAIR(FICLONE, "BTRFS_IOC_CLONE or FICLONE"),
	XLAT_PAIR(FICLONERANGE, "BTRFS_IOC_CLONE_RANGE or FICLONERANGE"),
	XLAT_PAIR(FIDEDUPERANGE, "BTRFS_IOC_FILE_EXTENT_SAME or FIDEDUPERANGE"),
	XLAT(FIBMAP), XLAT(FIGETBSZ), XLAT(FS_IOC_GETFLAGS), XLAT(FS_IOC_SETFLAGS),
	XLAT(FS_IOC_GETVERSION), XLAT(FS_IOC_SETVERSION), XLAT(FS_IOC_FIEMAP),
	XLAT(FS_IOC_FSGETXATTR), XLAT(FS_IOC_FSSETXATTR),
	XLAT(FS_IOC32_GETFLAGS), XLAT(FS_IOC32_SETFLAGS),
	XLAT(FS_IOC32_GETVERSION), XLAT(FS_IOC32_SETVERSION),
	XLAT(NS_GET_USERNS), XLAT(NS_GET_PARENT), XLAT(NS_GET_NSTYPE), XLAT(NS_GET_OWNER_UID),
	XLAT_END
};

static const struct xlat ioc_dirs[] = {
	XLAT_PAIR(1, "_IOC_WRITE"), XLAT_PAIR(2, "_IOC_READ"), XLAT_END
};

/* ---- termios ----------------------------------------------------------- */

static const struct xlat iflags[] = {
	XLAT(IGNBRK), XLAT(BRKINT), XLAT(IGNPAR), XLAT(PARMRK), XLAT(INPCK), XLAT(ISTRIP),
	XLAT(INLCR), XLAT(IGNCR), XLAT(ICRNL), XLAT(IUCLC), XLAT(IXON), XLAT(IXANY),
	XLAT(IXOFF), XLAT(IMAXBEL), XLAT(IUTF8), XLAT_END
};

static const struct xlat oflags[] = {
	XLAT(XTABS), XLAT(OPOST), XLAT(OLCUC), XLAT(ONLCR), XLAT(OCRNL), XLAT(ONOCR),
	XLAT(ONLRET), XLAT(OFILL), XLAT(OFDEL), XLAT_END
};

static const struct xlat nldly[] = { XLAT(NL0), XLAT(NL1), XLAT_END };
static const struct xlat crdly[] = { XLAT(CR0), XLAT(CR1), XLAT(CR2), XLAT(CR3), XLAT_END };
static const struct xlat tabdly[] = { XLAT(TAB0), XLAT(TAB1), XLAT(TAB2), XLAT(TAB3), XLAT_END };
static const struct xlat bsdly[] = { XLAT(BS0), XLAT(BS1), XLAT_END };
static const struct xlat vtdly[] = { XLAT(VT0), XLAT(VT1), XLAT_END };
static const struct xlat ffdly[] = { XLAT(FF0), XLAT(FF1), XLAT_END };

static const struct xlat cflags[] = {
	XLAT(CSTOPB), XLAT(CREAD), XLAT(PARENB), XLAT(PARODD), XLAT(HUPCL), XLAT(CLOCAL),
	XLAT(CMSPAR), XLAT(CRTSCTS), XLAT_END
};

static const struct xlat csizes[] = { XLAT(CS5), XLAT(CS6), XLAT(CS7), XLAT(CS8), XLAT_END };

static const struct xlat bauds[] = {
	XLAT(B0), XLAT(B50), XLAT(B75), XLAT(B110), XLAT(B134), XLAT(B150), XLAT(B200),
	XLAT(B300), XLAT(B600), XLAT(B1200), XLAT(B1800), XLAT(B2400), XLAT(B4800),
	XLAT(B9600), XLAT(B19200), XLAT(B38400), XLAT(B57600), XLAT(B115200), XLAT(B230400),
	XLAT(B460800), XLAT(B500000), XLAT(B576000), XLAT(B921600), XLAT(B1000000),
	XLAT(B1152000), XLAT(B1500000), XLAT(B2000000), XLAT(B2500000), XLAT(B3000000),
	XLAT(B3500000), XLAT(B4000000), XLAT(BOTHER), XLAT_END
};

static const struct xlat lflags[] = {
	XLAT(ISIG), XLAT(ICANON), XLAT(XCASE), XLAT(ECHO), XLAT(ECHOE), XLAT(ECHOK),
	XLAT(ECHONL), XLAT(NOFLSH), XLAT(IEXTEN), XLAT(ECHOCTL), XLAT(ECHOPRT), XLAT(ECHOKE),
	XLAT(FLUSHO), XLAT(PENDIN), XLAT(TOSTOP), XLAT(EXTPROC), XLAT_END
};

static const struct xlat cc_names[] = {
	XLAT(VINTR), XLAT(VQUIT), XLAT(VERASE), XLAT(VKILL), XLAT(VEOF), XLAT(VTIME),
	XLAT(VMIN), XLAT(VSWTC), XLAT(VSTART), XLAT(VSTOP), XLAT(VSUSP), XLAT(VEOL),
	XLAT(VREPRINT), XLAT(VDISCARD), XLAT(VWERASE), XLAT(VLNEXT), XLAT(VEOL2), XLAT_END
};

static const struct xlat line_discs[] = {
	XLAT_PAIR(0, "N_TTY"), XLAT_PAIR(1, "N_SLIP"), XLAT_PAIR(2, "N_MOUSE"),
	XLAT_PAIR(3, "N_PPP"), XLAT_END
};

static void print_field_xlat(const struct xlat *x, unsigned val, const char *dflt)
{
	print_xlat(x, val, dflt);
	tputc('|');
}

static void print_termios(const struct call *c, const struct termios2 *t, bool t2)
{
	unsigned o = t->c_oflag, cf = t->c_cflag;

	tputs("{c_iflag=");
	print_flags(iflags, t->c_iflag, NULL);
	tputs(", c_oflag=");
	print_field_xlat(nldly, o & NLDLY, "NL?");
	print_field_xlat(crdly, o & CRDLY, "CR?");
	print_field_xlat(tabdly, o & TABDLY, "TAB?");
	print_field_xlat(bsdly, o & BSDLY, "BS?");
	print_field_xlat(vtdly, o & VTDLY, "VT?");
	print_field_xlat(ffdly, o & FFDLY, "FF?");
	print_flags(oflags, o & ~(NLDLY | CRDLY | TABDLY | BSDLY | VTDLY | FFDLY), NULL);
	tputs(", c_cflag=");
	print_field_xlat(bauds, cf & CBAUD, "B???");
	if (cf & CIBAUD) {
		print_xlat(bauds, (cf & CIBAUD) >> IBSHIFT, "B???");
		tputs("<<IBSHIFT|");
	}
	print_field_xlat(csizes, cf & CSIZE, "CS?");
	print_flags(cflags, cf & ~(CBAUD | CIBAUD | CSIZE), NULL);
	tputs(", c_lflag=");
	print_flags(lflags, t->c_lflag, NULL);
	if (abbrev(c)) {
		tputs(", ...}");
		return;
	}
	tputs(", c_line=");
	print_xlat(line_discs, t->c_line, "N_???");
	tputs(", c_cc=[");
	for (unsigned i = 0; i < NCCS; i++) {
		const char *name = xlat_lookup(cc_names, i);

		if (i)
			tputs(", ");
		if (name)
			tprintf("[%s]=%#x", name, t->c_cc[i]);
		else
			tprintf("[%u]=%#x", i, t->c_cc[i]);
	}
	tputc(']');
	if (t2)
		tprintf(", c_ispeed=%u, c_ospeed=%u", t->c_ispeed, t->c_ospeed);
	tputc('}');
}

/* ---- inode flags (chattr) and namespaces ------------------------------- */

static const struct xlat inode_flags[] = {
	XLAT(FS_SECRM_FL), XLAT(FS_UNRM_FL), XLAT(FS_COMPR_FL), XLAT(FS_SYNC_FL),
	XLAT(FS_IMMUTABLE_FL), XLAT(FS_APPEND_FL), XLAT(FS_NODUMP_FL), XLAT(FS_NOATIME_FL),
	XLAT(FS_DIRTY_FL), XLAT(FS_COMPRBLK_FL), XLAT(FS_NOCOMP_FL), XLAT(FS_ENCRYPT_FL),
	XLAT(FS_INDEX_FL), XLAT(FS_IMAGIC_FL), XLAT(FS_JOURNAL_DATA_FL), XLAT(FS_NOTAIL_FL),
	XLAT(FS_DIRSYNC_FL), XLAT(FS_TOPDIR_FL), XLAT(FS_HUGE_FILE_FL), XLAT(FS_EXTENT_FL),
	XLAT(FS_VERITY_FL), XLAT(FS_EA_INODE_FL), XLAT(FS_EOFBLOCKS_FL), XLAT(FS_NOCOW_FL),
	XLAT(FS_DAX_FL), XLAT(FS_INLINE_DATA_FL), XLAT(FS_PROJINHERIT_FL),
	XLAT(FS_CASEFOLD_FL), XLAT(FS_RESERVED_FL), XLAT_END
};

static void ret_ns_type(struct call *c)
{
	print_ret_name(setns_types, c->ret);
}

/* ---- the request and its argument -------------------------------------- */

static void print_request(unsigned code)
{
	const char *name = xlat_lookup(ioctl_names, code);

	xlat_compose_begin();
	if (name) {
		tputs(name);
	} else {
		tputs("_IOC(");
		if (_IOC_DIR(code))
			print_flags_dflt(ioc_dirs, _IOC_DIR(code), "_IOC_???");
		else
			tputs("_IOC_NONE");
		tprintf(", %#x, %#x, %#x)", _IOC_TYPE(code), _IOC_NR(code), _IOC_SIZE(code));
	}
	xlat_compose_end("%#llx", code);
}

enum arg_shape {
	ARG_HEX,          /* unknown: the raw value */
	ARG_NONE,         /* no argument shown */
	ARG_INT,          /* the value itself, decimal */
	ARG_PINT,         /* int *: [1] */
	ARG_TERMIOS,
	ARG_TERMIOS2,
	ARG_WINSIZE,
	ARG_INODE_FLAGS,  /* int *: [FS_*_FL|...] */
	ARG_PUID,         /* uid_t *: [0] */
	ARG_NONE_FD,      /* no argument; the result is a new descriptor */
	ARG_NONE_NSTYPE,  /* no argument; the result is a CLONE_NEW* */
};

struct req_shape {
	unsigned code;
	uint8_t shape;
	bool out;          /* filled by the call: shown at exit */
};

static const struct req_shape shapes[] = {
	{ TCGETS, ARG_TERMIOS, true }, { TIOCGLCKTRMIOS, ARG_TERMIOS, true },
	{ TCSETS, ARG_TERMIOS, false }, { TCSETSW, ARG_TERMIOS, false },
	{ TCSETSF, ARG_TERMIOS, false }, { TIOCSLCKTRMIOS, ARG_TERMIOS, false },
	{ TCGETS2, ARG_TERMIOS2, true }, { TCSETS2, ARG_TERMIOS2, false },
	{ TCSETSW2, ARG_TERMIOS2, false }, { TCSETSF2, ARG_TERMIOS2, false },
	{ TIOCGWINSZ, ARG_WINSIZE, true }, { TIOCSWINSZ, ARG_WINSIZE, false },
	{ TCSBRK, ARG_INT, false }, { TCSBRKP, ARG_INT, false }, { TIOCSCTTY, ARG_INT, false },
	{ FICLONE, ARG_INT, false },   /* the source descriptor, a plain number */
	{ TIOCGPGRP, ARG_PINT, true }, { TIOCGSID, ARG_PINT, true }, { TIOCGETD, ARG_PINT, true },
	{ TIOCGSOFTCAR, ARG_PINT, true }, { TIOCGPTN, ARG_PINT, true }, { FIONREAD, ARG_PINT, true },
	{ TIOCOUTQ, ARG_PINT, true }, { TIOCGEXCL, ARG_PINT, true }, { TIOCGDEV, ARG_PINT, true },
	{ TIOCSPGRP, ARG_PINT, false }, { TIOCSETD, ARG_PINT, false }, { FIONBIO, ARG_PINT, false },
	{ FIOASYNC, ARG_PINT, false }, { TIOCPKT, ARG_PINT, false },
	{ TIOCSSOFTCAR, ARG_PINT, false }, { TIOCSPTLCK, ARG_PINT, false },
	{ TIOCNOTTY, ARG_NONE, false }, { TIOCEXCL, ARG_NONE, false }, { TIOCNXCL, ARG_NONE, false },
	{ FIOCLEX, ARG_NONE, false }, { FIONCLEX, ARG_NONE, false },
	{ TIOCSBRK, ARG_NONE, false }, { TIOCCBRK, ARG_NONE, false },
	{ TIOCVHANGUP, ARG_NONE, false }, { TIOCCONS, ARG_NONE, false },
	{ FS_IOC_GETFLAGS, ARG_INODE_FLAGS, true }, { FS_IOC32_GETFLAGS, ARG_INODE_FLAGS, true },
	{ FS_IOC_SETFLAGS, ARG_INODE_FLAGS, false }, { FS_IOC32_SETFLAGS, ARG_INODE_FLAGS, false },
	{ NS_GET_USERNS, ARG_NONE_FD, false }, { NS_GET_PARENT, ARG_NONE_FD, false },
	{ NS_GET_NSTYPE, ARG_NONE_NSTYPE, false }, { NS_GET_OWNER_UID, ARG_PUID, true },
};

static const struct req_shape *shape_of(unsigned code)
{
	for (size_t i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++)
		if (shapes[i].code == code)
			return &shapes[i];
	return NULL;
}

static void print_ioctl_arg(struct call *c, const struct req_shape *s)
{
	union {
		struct termios2 t;
		struct winsize w;
		int i;
	} u;
	bool ok;

	switch (s->shape) {
	case ARG_INT:
		tprintf(", %d", (int)c->args[2]);
		return;
	case ARG_NONE:
	case ARG_NONE_FD:
	case ARG_NONE_NSTYPE:
		return;
	}
	tputs(", ");
	memset(&u, 0, sizeof(u));
	if (s->shape == ARG_PINT || s->shape == ARG_INODE_FLAGS || s->shape == ARG_PUID) {
		ok = s->out ? fetch_out(c, 2, &u.i, sizeof(u.i)) : fetch_in(c, 2, &u.i, sizeof(u.i));
		if (!ok)
			return;
		tputc('[');
		if (s->shape == ARG_INODE_FLAGS)
			print_flags_dflt(inode_flags, (unsigned)u.i, "FS_???");
		else if (s->shape == ARG_PUID)
			print_id(u.i);
		else
			tprintf("%d", u.i);
		tputc(']');
		return;
	}
	if (s->shape == ARG_WINSIZE) {
		ok = s->out ? fetch_out(c, 2, &u.w, sizeof(u.w)) : fetch_in(c, 2, &u.w, sizeof(u.w));
		if (ok)
			tprintf("{ws_row=%u, ws_col=%u, ws_xpixel=%u, ws_ypixel=%u}",
				u.w.ws_row, u.w.ws_col, u.w.ws_xpixel, u.w.ws_ypixel);
		return;
	}
	{
		size_t size = s->shape == ARG_TERMIOS2 ? sizeof(struct termios2) : sizeof(struct termios);

		ok = s->out ? fetch_out(c, 2, &u.t, size) : fetch_in(c, 2, &u.t, size);
		if (ok)
			print_termios(c, &u.t, s->shape == ARG_TERMIOS2);
	}
}

void dec_ioctl(struct call *c, int exiting)
{
	unsigned code = c->args[1];
	const struct req_shape *s = shape_of(code);

	if (!exiting) {
		print_fd(c, 0, 0);
		tputs(", ");
		print_request(code);
		if (!s)
			tprintf(", %#llx", (unsigned long long)c->args[2]);
		else if (!s->out)
			print_ioctl_arg(c, s);
		return;
	}
	if (s && s->out)
		print_ioctl_arg(c, s);
	if (s && s->shape == ARG_NONE_FD)
		c->ret_kind = R_fd;
	if (s && s->shape == ARG_NONE_NSTYPE && !call_failed(c))
		c->ret_extra = ret_ns_type;
}

/* dec_ioctl prints it by request; alone it is a number. */
void print_ioctlarg(struct call *c, int arg, int param)
{
	tprintf("%#llx", (unsigned long long)c->args[arg]);
}
