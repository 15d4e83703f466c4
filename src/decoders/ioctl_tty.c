/* ioctl, terminals: termios, window size, modem lines, line discipline. */
#include <asm/termbits.h>
#include <linux/tty.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

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
/* TAB3 is XTABS too: strace names it so */
static const struct xlat tabdly[] = { XLAT(TAB0), XLAT(TAB1), XLAT(TAB2), XLAT(XTABS), XLAT_END };
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
	XLAT(N_TTY), XLAT(N_SLIP), XLAT(N_MOUSE), XLAT(N_PPP), XLAT(N_STRIP), XLAT(N_AX25),
	XLAT(N_X25), XLAT(N_6PACK), XLAT(N_MASC), XLAT(N_R3964), XLAT(N_PROFIBUS_FDL),
	XLAT(N_IRDA), XLAT(N_SMSBLOCK), XLAT(N_HDLC), XLAT(N_SYNC_PPP), XLAT(N_HCI),
	XLAT(N_GIGASET_M101), XLAT(N_SLCAN), XLAT(N_PPS), XLAT(N_V253), XLAT(N_CAIF),
	XLAT(N_GSM0710), XLAT(N_TI_WL), XLAT(N_TRACESINK), XLAT(N_TRACEROUTER), XLAT(N_NCI),
	XLAT(N_SPEAKUP), XLAT(N_NULL), XLAT(N_MCTP), XLAT(N_DEVELOPMENT), XLAT(N_CAN327),
	XLAT_END
};

static void print_field_xlat(const struct xlat *x, unsigned val, const char *dflt)
{
	print_xlat(x, val, dflt);
	tputc('|');
}

/* The struct's kind: termio (16-bit flags, 8 control characters),
 * termios, termios2 (and the speeds). */
enum { T_TERMIO, T_TERMIOS, T_TERMIOS2 };

static void print_termios(const struct call *c, const struct termios2 *t, int kind)
{
	unsigned ncc = kind == T_TERMIO ? NCC : NCCS;

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
	for (unsigned i = 0; i < ncc; i++) {
		const char *name = xlat_lookup(cc_names, i);

		if (i)
			tputs(", ");
		if (name)
			tprintf("[%s]=%#x", name, t->c_cc[i]);
		else
			tprintf("[%u]=%#x", i, t->c_cc[i]);
	}
	tputc(']');
	if (kind == T_TERMIOS2)
		tprintf(", c_ispeed=%u, c_ospeed=%u", t->c_ispeed, t->c_ospeed);
	tputc('}');
}

static void termios_arg(struct call *c, int kind, bool out)
{
	struct termios2 t;
	struct termio o;
	size_t size = kind == T_TERMIOS2 ? sizeof(struct termios2) : sizeof(struct termios);
	bool ok;

	memset(&t, 0, sizeof(t));
	tputs(", ");
	if (kind == T_TERMIO) {
		ok = out ? fetch_out(c, 2, &o, sizeof(o)) : fetch_in(c, 2, &o, sizeof(o));
		t.c_iflag = o.c_iflag;
		t.c_oflag = o.c_oflag;
		t.c_cflag = o.c_cflag;
		t.c_lflag = o.c_lflag;
		t.c_line = o.c_line;
		memcpy(t.c_cc, o.c_cc, sizeof(o.c_cc));
	} else {
		ok = out ? fetch_out(c, 2, &t, size) : fetch_in(c, 2, &t, size);
	}
	if (ok)
		print_termios(c, &t, kind);
}

/* Which struct, and whether the call reads or writes it. */
static void termios_any(struct call *c, const struct ioc_req *r, int exiting)
{
	static const struct { uint32_t code; uint8_t kind; bool out; } by_code[] = {
		{ TCGETS, T_TERMIOS, true }, { TIOCGLCKTRMIOS, T_TERMIOS, true },
		{ TCSETS, T_TERMIOS, false }, { TCSETSW, T_TERMIOS, false },
		{ TCSETSF, T_TERMIOS, false }, { TIOCSLCKTRMIOS, T_TERMIOS, false },
		{ TCGETS2, T_TERMIOS2, true }, { TCSETS2, T_TERMIOS2, false },
		{ TCSETSW2, T_TERMIOS2, false }, { TCSETSF2, T_TERMIOS2, false },
		{ TCGETA, T_TERMIO, true }, { TCSETA, T_TERMIO, false },
		{ TCSETAW, T_TERMIO, false }, { TCSETAF, T_TERMIO, false },
	};

	for (size_t i = 0; i < sizeof(by_code) / sizeof(by_code[0]); i++)
		if (by_code[i].code == r->code && by_code[i].out == !!exiting)
			termios_arg(c, by_code[i].kind, by_code[i].out);
}

/* asm/termios.h has these, but clashes with sys/ioctl.h */
#ifndef TIOCM_OUT1
#define TIOCM_OUT1 0x2000
#define TIOCM_OUT2 0x4000
#define TIOCM_LOOP 0x8000
#endif

static const struct xlat modem_bits[] = {
	XLAT(TIOCM_LE), XLAT(TIOCM_DTR), XLAT(TIOCM_RTS), XLAT(TIOCM_ST), XLAT(TIOCM_SR),
	XLAT(TIOCM_CTS), XLAT(TIOCM_CAR), XLAT(TIOCM_RNG), XLAT(TIOCM_DSR), XLAT(TIOCM_OUT1),
	XLAT(TIOCM_OUT2), XLAT(TIOCM_LOOP), XLAT_END
};

static const struct ioc_field modem_fields[] = {
	{ "", 0, 4, F_FLAGS, modem_bits, "TIOCM_???", NULL }, IOC_FIELD_END
};
static const struct ioc_layout modem = { 4, true, modem_fields, NULL };

static const struct ioc_field winsize_fields[] = {
	IOC_FIELD(struct winsize, ws_row, F_U), IOC_FIELD(struct winsize, ws_col, F_U),
	IOC_FIELD(struct winsize, ws_xpixel, F_U), IOC_FIELD(struct winsize, ws_ypixel, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout winsize = { sizeof(struct winsize), false, winsize_fields, NULL };

/* Codes that have several names show them all, as strace does. */
static const struct ioc_req reqs[] = {
	IOC_F(TCGETS, termios_any), IOC_F(TIOCGLCKTRMIOS, termios_any),
	IOC_F(TCSETS, termios_any), IOC_F(TCSETSW, termios_any), IOC_F(TCSETSF, termios_any),
	{ TCSETS, "SNDCTL_TMR_START", A_HEX, NULL, NULL, NULL },
	{ TCSETSW, "SNDCTL_TMR_STOP", A_HEX, NULL, NULL, NULL },
	{ TCSETSF, "SNDCTL_TMR_CONTINUE", A_HEX, NULL, NULL, NULL },
	IOC_F(TIOCSLCKTRMIOS, termios_any),
	IOC_F(TCGETS2, termios_any), IOC_F(TCSETS2, termios_any), IOC_F(TCSETSW2, termios_any),
	IOC_F(TCSETSF2, termios_any), IOC_F(TCGETA, termios_any), IOC_F(TCSETA, termios_any),
	IOC_F(TCSETAW, termios_any), IOC_F(TCSETAF, termios_any),
	IOC_L(TIOCGWINSZ, A_OUT, &winsize), IOC_L(TIOCSWINSZ, A_IN, &winsize),
	IOC_L(TIOCMGET, A_OUT, &modem), IOC_L(TIOCMBIS, A_IN, &modem),
	IOC_L(TIOCMBIC, A_IN, &modem), IOC_L(TIOCMSET, A_IN, &modem),
	IOC(TCSBRK, A_INT), IOC(TCSBRKP, A_INT), IOC(TIOCSCTTY, A_INT),
	IOC_L(TIOCGPGRP, A_OUT, &ioc_int), IOC_L(TIOCGSID, A_OUT, &ioc_int), IOC_L(TIOCGETD, A_OUT, &ioc_int),
	IOC_L(TIOCGSOFTCAR, A_OUT, &ioc_int), IOC_L(TIOCGPTN, A_OUT, &ioc_int), IOC_L(FIONREAD, A_OUT, &ioc_int),
	IOC_L(TIOCOUTQ, A_OUT, &ioc_int), IOC_L(TIOCGEXCL, A_OUT, &ioc_int), IOC_L(TIOCGDEV, A_OUT, &ioc_int),
	IOC_L(TIOCSPGRP, A_IN, &ioc_int), IOC_L(TIOCSETD, A_IN, &ioc_int), IOC_L(FIONBIO, A_IN, &ioc_int),
	IOC_L(FIOASYNC, A_IN, &ioc_int), IOC_L(TIOCPKT, A_IN, &ioc_int), IOC_L(TIOCSSOFTCAR, A_IN, &ioc_int),
	IOC_L(TIOCSPTLCK, A_IN, &ioc_int),
	IOC(TIOCNOTTY, A_NONE), IOC(TIOCEXCL, A_NONE), IOC(TIOCNXCL, A_NONE),
	IOC(FIOCLEX, A_NONE), IOC(FIONCLEX, A_NONE), IOC(TIOCSBRK, A_NONE), IOC(TIOCCBRK, A_NONE),
	IOC(TIOCVHANGUP, A_NONE), IOC(TIOCCONS, A_NONE),
	IOC(TCXONC, A_HEX), IOC(TCFLSH, A_HEX), IOC(TIOCSTI, A_HEX), IOC(TIOCLINUX, A_HEX),
	IOC(TIOCGSERIAL, A_HEX), IOC(TIOCSSERIAL, A_HEX), IOC(TIOCGRS485, A_HEX),
	IOC(TIOCSRS485, A_HEX), IOC(TCGETX, A_HEX), IOC(TCSETX, A_HEX), IOC(TCSETXF, A_HEX),
	IOC(TCSETXW, A_HEX), IOC(TIOCSIG, A_HEX), IOC(TIOCGPKT, A_HEX), IOC(TIOCGPTLCK, A_HEX),
	IOC(TIOCGPTPEER, A_HEX), IOC(TIOCSERCONFIG, A_HEX), IOC(TIOCSERGWILD, A_HEX),
	IOC(TIOCSERSWILD, A_HEX), IOC(TIOCSERGSTRUCT, A_HEX), IOC(TIOCSERGETLSR, A_HEX),
	IOC(TIOCSERGETMULTI, A_HEX), IOC(TIOCSERSETMULTI, A_HEX), IOC(TIOCMIWAIT, A_HEX),
	IOC(TIOCGICOUNT, A_HEX), IOC(FIOQSIZE, A_HEX),
};

/* termios, termio, winsize, ints: the same in both ABIs */
const struct ioc_table ioc_tty_table = IOC_TABLE_COMPAT(reqs, NULL);
