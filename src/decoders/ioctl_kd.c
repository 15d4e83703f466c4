/* ioctl, virtual consoles and their keyboards (linux/kd.h, linux/keyboard.h). */
#include <errno.h>
#include <linux/kd.h>
#include <linux/keyboard.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

#include "kd_keys.def"

#define PIT_TICK_RATE 1193182   /* the kernel's: tones are its divisors */
#define FONT_NAME_MAX 32        /* KD_FONT_OP_SET_DEFAULT's font name */
#define GPFIRST 0x3b4           /* the ports KDADDIO takes */
#define GPLAST 0x3df

static const struct xlat led_flags[] = {
	XLAT(LED_SCR), XLAT(LED_NUM), XLAT(LED_CAP), XLAT_END
};

/* KDGKBLED: the leds, and the default ones in the high nibble */
static const struct xlat default_led_flags[] = {
	XLAT(LED_SCR), XLAT(LED_NUM), XLAT(LED_CAP), XLAT_PAIR(LED_SCR << 4, "LED_SCR<<4"),
	XLAT_PAIR(LED_NUM << 4, "LED_NUM<<4"), XLAT_PAIR(LED_CAP << 4, "LED_CAP<<4"), XLAT_END
};

static const struct xlat kbd_types[] = {
	XLAT(KB_84), XLAT(KB_101), XLAT(KB_OTHER), XLAT_END
};

static const struct xlat modes[] = {
	XLAT(KD_TEXT), XLAT(KD_GRAPHICS), XLAT(KD_TEXT0), XLAT(KD_TEXT1), XLAT_END
};

static const struct xlat kbd_modes[] = {
	XLAT(K_RAW), XLAT(K_XLATE), XLAT(K_MEDIUMRAW), XLAT(K_UNICODE), XLAT(K_OFF), XLAT_END
};

static const struct xlat meta_vals[] = {
	XLAT(K_METABIT), XLAT(K_ESCPREFIX), XLAT_END
};

static const struct xlat key_tables[] = {
	XLAT(K_NORMTAB), XLAT(K_SHIFTTAB), XLAT(K_ALTTAB), XLAT(K_ALTSHIFTTAB), XLAT_END
};

static const struct xlat keymap_flags[] = {
	XLAT_PAIR(1 << KG_SHIFT, "1<<KG_SHIFT"), XLAT_PAIR(1 << KG_ALTGR, "1<<KG_ALTGR"),
	XLAT_PAIR(1 << KG_CTRL, "1<<KG_CTRL"), XLAT_PAIR(1 << KG_ALT, "1<<KG_ALT"),
	XLAT_PAIR(1 << KG_SHIFTL, "1<<KG_SHIFTL"), XLAT_PAIR(1 << KG_SHIFTR, "1<<KG_SHIFTR"),
	XLAT_PAIR(1 << KG_CTRLL, "1<<KG_CTRLL"), XLAT_PAIR(1 << KG_CTRLR, "1<<KG_CTRLR"), XLAT_END
};

static const struct xlat key_types[] = {
	XLAT(KT_LATIN), XLAT(KT_FN), XLAT(KT_SPEC), XLAT(KT_PAD), XLAT(KT_DEAD), XLAT(KT_CONS),
	XLAT(KT_CUR), XLAT(KT_SHIFT), XLAT(KT_META), XLAT(KT_ASCII), XLAT(KT_LOCK),
	XLAT(KT_LETTER), XLAT(KT_SLOCK), XLAT(KT_DEAD2), XLAT(KT_BRL), XLAT_END
};

/* the names of key values, by type (types without: a character or number) */
static const struct xlat *const keys_of_type[] = {
	[KT_FN] = key_fn, [KT_SPEC] = key_spec, [KT_PAD] = key_pad, [KT_DEAD] = key_dead,
	[KT_CUR] = key_cur, [KT_SHIFT] = key_shift, [KT_ASCII] = key_ascii,
	[KT_LOCK] = key_lock, [KT_SLOCK] = key_slock, [KT_BRL] = key_brl,
};

static const struct xlat font_ops[] = {
	XLAT(KD_FONT_OP_SET), XLAT(KD_FONT_OP_GET), XLAT(KD_FONT_OP_SET_DEFAULT),
	XLAT(KD_FONT_OP_COPY), XLAT_END
};

static const struct xlat font_flags[] = {
	XLAT(KD_FONT_FLAG_DONT_RECALC), XLAT_PAIR(0x80000000, "KD_FONT_FLAG_OLD"), XLAT_END
};

static bool raw(void)
{
	return opt.xlat_style == XLAT_STYLE_RAW;
}

/* A char as strace quotes one: 'a', '\n', '\x00' */
static void print_char(unsigned char ch)
{
	static const char ws[] = "tnvfr";

	if (ch >= ' ' && ch < 0x7f)
		tprintf(ch == '\'' || ch == '\\' ? "'\\%c'" : "'%c'", ch);
	else if (ch >= '\t' && ch <= '\r')
		tprintf("'\\%c'", ws[ch - '\t']);
	else
		tprintf("'\\x%02x'", ch);
}

/* ---- values --------------------------------------------------------------- */

static void sound(struct call *c, const struct ioc_req *r, int exiting)
{
	uint64_t arg = c->args[2];
	unsigned freq = arg ? (unsigned)(PIT_TICK_RATE / arg) : 0;

	if (exiting)
		return;
	print_argf("%llu", (unsigned long long)arg);
	if (raw())
		return;
	if (freq)
		tprintf(" /* %u Hz */", freq);
	else
		tputs(" /* off */");
}

/* ticks<<16|count: the tone's length and pitch */
static void tone(struct call *c, const struct ioc_req *r, int exiting)
{
	unsigned arg = c->args[2], ticks = arg >> 16, count = arg & 0xffff;
	unsigned freq = ticks && count ? PIT_TICK_RATE / count : 0;

	if (exiting)
		return;
	print_arg_sep();
	if (ticks)
		tprintf("%u<<16|", ticks);
	tprintf("%u", count);
	if (raw())
		return;
	if (freq)
		tprintf(" /* %u Hz, %u ms */", freq, ticks);
	else
		tputs(" /* off */");
}

static void io_port(struct call *c, const struct ioc_req *r, int exiting)
{
	uint64_t arg = c->args[2];

	if (exiting)
		return;
	print_argf("%#llx", (unsigned long long)arg);
	if (arg >= GPFIRST && arg <= GPLAST && !raw())
		tprintf(" /* GPFIRST + %llu */", (unsigned long long)(arg - GPFIRST));
}

static void set_leds(struct call *c, const struct ioc_req *r, int exiting)
{
	if (exiting)
		return;
	print_arg_sep();
	print_flags_dflt(r->code == KDSKBLED ? default_led_flags : led_flags, (uint8_t)c->args[2],
			 "LED_???");
}

static void set_mode(struct call *c, const struct ioc_req *r, int exiting)
{
	if (exiting)
		return;
	print_arg_sep();
	print_xlat(modes, (uint32_t)c->args[2], "KD_???");
}

static void set_kbd_mode(struct call *c, const struct ioc_req *r, int exiting)
{
	int v = c->args[2];

	if (exiting)
		return;
	print_arg_sep();
	print_dec_named(v, xlat_lookup(kbd_modes, (unsigned)v), "K_???");
}

static void set_meta(struct call *c, const struct ioc_req *r, int exiting)
{
	if (exiting)
		return;
	print_arg_sep();
	print_xlat(meta_vals, (uint32_t)c->args[2], "K_???");
}

static void sig_accept(struct call *c, const struct ioc_req *r, int exiting)
{
	uint64_t arg = c->args[2];

	if (exiting)
		return;
	print_arg_sep();
	if (arg < INT32_MAX)
		print_signo_val(arg);
	else
		tprintf("%llu", (unsigned long long)arg);
}

/* ---- values the call writes: [v] at exit ------------------------------------ */

static void get_value(struct call *c, const struct ioc_req *r, int exiting)
{
	unsigned char b[4] = { 0 };
	bool byte = r->code == KDGETLED || r->code == KDGKBLED || r->code == KDGKBTYPE;
	uint32_t v;

	if (!exiting) {
		print_arg_sep();
		return;
	}
	if (!fetch_out(c, 2, b, byte ? 1 : 4))
		return;
	memcpy(&v, b, 4);
	v = byte ? b[0] : v;
	tputc('[');
	switch (r->code) {
	case KDGETLED:
	case KDGKBLED:
		print_flags_dflt(r->code == KDGKBLED ? default_led_flags : led_flags, v, "LED_???");
		break;
	case KDGKBTYPE:
		print_xlat(kbd_types, v, "KB_???");
		break;
	case KDGETMODE:
		print_xlat(modes, v, "KD_???");
		break;
	case KDGKBMODE:
		print_dec_named((int)v, xlat_lookup(kbd_modes, v), "K_???");
		break;
	default:
		print_xlat(meta_vals, v, "K_???");
	}
	tputc(']');
}

/* ---- maps and fonts --------------------------------------------------------- */

/* Whether a map a getter fills shows now: the setters' at entry, the
 * getters' at exit (", " printed at entry). */
static bool shows_now(struct call *c, bool get, int exiting)
{
	if (!exiting)
		print_arg_sep();
	return !!exiting == get;
}

/* bytes of the argument in \x form: the screen map, the font, the palette */
static void byte_map(struct call *c, const struct ioc_req *r, int exiting, uint64_t len, bool get)
{
	const unsigned char *b;
	size_t have;

	if (!shows_now(c, get, exiting))
		return;
	if (exiting && call_failed(c)) {
		print_addr(c->args[2]);
		return;
	}
	b = ioc_now_bytes(c, &have);
	ioc_print_hexstr(c->args[2], b, have, len);
}

static void screen_map(struct call *c, const struct ioc_req *r, int exiting)
{
	byte_map(c, r, exiting, E_TABSZ, r->code == GIO_SCRNMAP);
}

/* [GP]IO_FONT: 256 characters of 32 rows of 8 pixels */
static void font(struct call *c, const struct ioc_req *r, int exiting)
{
	byte_map(c, r, exiting, 8192, r->code == GIO_FONT);
}

/* 16 colours of 3 bytes */
static void cmap(struct call *c, const struct ioc_req *r, int exiting)
{
	byte_map(c, r, exiting, 3 * 16, r->code == GIO_CMAP);
}

static void print_uni_glyph(const struct call *c, const void *elem)
{
	uint16_t v;
	bool direct;

	memcpy(&v, elem, 2);
	direct = (v & ~UNI_DIRECT_MASK) == UNI_DIRECT_BASE;
	if (opt.xlat_style != XLAT_STYLE_ABBREV || !direct)
		tprintf("%#x", v);
	if (raw() || !direct)
		return;
	tprintf(opt.xlat_style == XLAT_STYLE_VERBOSE ? " /* UNI_DIRECT_BASE+%#x */" :
		"UNI_DIRECT_BASE+%#x", v & UNI_DIRECT_MASK);
}

/* E_TABSZ glyphs, shown even when the call failed */
static void uni_screen_map(struct call *c, const struct ioc_req *r, int exiting)
{
	const unsigned char *b;
	size_t have;

	if (!shows_now(c, r->code == GIO_UNISCRNMAP, exiting))
		return;
	if (exiting && call_failed(c)) {
		print_addr(c->args[2]);
		return;
	}
	b = ioc_now_bytes(c, &have);
	ioc_print_array(c, c->args[2], b, have, E_TABSZ, 2, print_uni_glyph, false);
}

/* ---- keyboard tables ---------------------------------------------------------- */

static void print_key_value(unsigned v)
{
	unsigned type = KTYP(v), val = KVAL(v);
	const char *name = NULL;

	tprintf("kb_value=%#x", v);
	if (raw())
		return;
	if (type < sizeof(keys_of_type) / sizeof(keys_of_type[0]) && keys_of_type[type])
		name = xlat_lookup(keys_of_type[type], v);
	if (name) {
		tprintf(" /* %s */", name);
		return;
	}
	name = xlat_lookup(key_types, type);
	if (name)
		tprintf(" /* K(%s, ", name);
	else
		tprintf(" /* K(%#x, ", type);
	if (type == KT_LATIN || type == KT_META || type == KT_LETTER || type == KT_DEAD2)
		print_char(val);
	else
		tprintf("%#x", val);
	tputs(") */");
}

/* KDGKBENT, KDSKBENT: which key of which table, and its value */
static void key_entry(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = r->code == KDGKBENT;
	struct kbentry e;
	const char *table;

	if (!exiting) {
		print_arg_sep();
		if (!fetch_in(c, 2, &e, offsetof(struct kbentry, kb_value)))
			return;
		tputs("{kb_table=");
		table = xlat_lookup(key_tables, e.kb_table);
		if (table)
			print_xlat(key_tables, e.kb_table, NULL);
		else
			print_flags_dflt(keymap_flags, e.kb_table, "K_???");
		tprintf(", kb_index=%u", e.kb_index);
		if (get)
			return;
	} else if (!get || !ioc_entry_shown(c, &e, offsetof(struct kbentry, kb_value))) {
		return;
	} else if (call_failed(c)) {
		tputc('}');
		return;
	}
	tputs(", ");
	if (ioc_now(c, &e, sizeof(e)))
		print_key_value(e.kb_value);
	else
		tputs("kb_value=???");
	tputc('}');
}

/* kbsentry.kb_string as strace reads it: up to its NUL, or all of it
 * when it has none; cut at -s, "..." when what shows does not end it */
static void print_key_string(const struct call *c)
{
	const size_t max = sizeof(((struct kbsentry *)0)->kb_string);
	const unsigned char *b;
	size_t have, len, n;

	b = ioc_now_bytes(c, &have);
	have = b && have > 1 ? have - 1 : 0;
	if (have > max)
		have = max;
	len = b ? strnlen((const char *)b + 1, have) : 0;
	if (len < have)
		len++;  /* with its NUL */
	else if (have < max) {
		tputs("???");
		return;
	}
	n = len < opt.string_limit ? len : opt.string_limit;
	if (n && !b[n])
		print_quoted(b + 1, n - 1, 0);
	else
		print_quoted(b + 1, n, QUOTE_ELLIPSIS);
}

/* KDGKBSENT, KDSKBSENT: a function key's string */
static void key_string(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = r->code == KDGKBSENT;
	uint8_t func;

	if (!exiting) {
		print_arg_sep();
		if (!fetch_in(c, 2, &func, 1))
			return;
		tputs("{kb_func=");
		print_xlat(key_fn_vals, func, "KVAL(K_???" ")");
		if (get)
			return;
	} else if (!get || !ioc_entry_shown(c, &func, 1)) {
		return;
	} else if (call_failed(c)) {
		tputc('}');
		return;
	}
	tputs(", kb_string=");
	print_key_string(c);
	tputc('}');
}

static void print_diacr(const struct call *c, const void *elem)
{
	const struct kbdiacr *d = elem;

	tputs("{diacr=");
	print_char(d->diacr);
	tputs(", base=");
	print_char(d->base);
	tputs(", result=");
	print_char(d->result);
	tputc('}');
}

static void print_diacr_uc(const struct call *c, const void *elem)
{
	const struct kbdiacruc *d = elem;

	tprintf("{diacr=%#x, base=%#x, result=%#x}", d->diacr, d->base, d->result);
}

/* KDGKBDIACR(UC), KDSKBDIACR(UC): the accent table, kb_cnt entries */
static void diacr(struct call *c, const struct ioc_req *r, int exiting)
{
	bool uc = r->code == KDGKBDIACRUC || r->code == KDSKBDIACRUC;
	bool get = r->code == KDGKBDIACR || r->code == KDGKBDIACRUC;
	size_t elem = uc ? sizeof(struct kbdiacruc) : sizeof(struct kbdiacr);
	unsigned max = sizeof(((struct kbdiacrs *)0)->kbdiacr) / sizeof(struct kbdiacr);
	const unsigned char *b;
	size_t have;
	uint32_t cnt;

	if (!shows_now(c, get, exiting))
		return;
	if (!(exiting ? fetch_out(c, 2, &cnt, 4) : fetch_in(c, 2, &cnt, 4)))
		return;
	b = ioc_now_bytes(c, &have);
	tprintf("{kb_cnt=%u, %s=", cnt, uc ? "kbdiacruc" : "kbdiacr");
	ioc_print_array(c, c->args[2] + 4, b + 4, have - 4, cnt < max ? cnt : max, elem,
			uc ? print_diacr_uc : print_diacr, cnt > max);
	tputc('}');
}

/* KDGETKEYCODE, KDSETKEYCODE: the scancode's keycode */
static void keycode(struct call *c, const struct ioc_req *r, int exiting)
{
	struct kbkeycode k;

	if (!exiting) {
		print_arg_sep();
		if (!fetch_in(c, 2, &k, sizeof(k)))
			return;
		tprintf("{scancode=%#x, keycode=%#x", k.scancode, k.keycode);
		if (r->code == KDSETKEYCODE)
			tputc('}');
		return;
	}
	if (r->code != KDGETKEYCODE || !ioc_entry_shown(c, &k, sizeof(k)))
		return;
	if (!call_failed(c) && ioc_now(c, &k, sizeof(k)))
		tprintf(" => %#x", k.keycode);
	tputc('}');
}

/* KDKBDREP: the repeat rate set, and the one there was */
static void kbd_repeat(struct call *c, const struct ioc_req *r, int exiting)
{
	struct kbd_repeat k;

	if (!exiting) {
		print_arg_sep();
		if (fetch_in(c, 2, &k, sizeof(k)))
			tprintf("{delay=%d, period=%d}", k.delay, k.period);
		return;
	}
	if (!ioc_entry_shown(c, &k, sizeof(k)) || call_failed(c) || !ioc_now(c, &k, sizeof(k)))
		return;
	tprintf(" => {delay=%d, period=%d}", k.delay, k.period);
}

static void unimap_clear(struct call *c, const struct ioc_req *r, int exiting)
{
	struct unimapinit u;

	if (exiting)
		return;
	print_arg_sep();
	if (fetch_in(c, 2, &u, sizeof(u)))
		tprintf("{advised_hashsize=%u, advised_hashstep=%u, advised_hashlevel=%u}",
			u.advised_hashsize, u.advised_hashstep, u.advised_hashlevel);
}

/* ---- structs that point to their data -------------------------------------- */

static void print_unipair(const struct call *c, const void *elem)
{
	const struct unipair *u = elem;

	tprintf("{unicode=%#x, fontpos=%#x}", u->unicode, u->fontpos);
}

/* GIO_UNIMAP, PIO_UNIMAP: the unicode to font map, entry_ct pairs */
static void unimap(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = r->code == GIO_UNIMAP;
	struct unimapdesc u, now;
	const unsigned char *b;
	size_t have;

	if (!exiting) {
		print_arg_sep();
		if (!fetch_in_layout(c, 2, &u, sizeof(u), &layout_unimap))
			return;
		tprintf("{entry_ct=%u", u.entry_ct);
		if (get)
			return;
	} else {
		if (!get || !ioc_entry_shown_abi(c, &u, sizeof(u), &layout_unimap))
			return;
		if (!ioc_now_abi(c, &now, sizeof(now), &layout_unimap)) {
			tputc('}');
			return;
		}
		tprintf(" => %u", now.entry_ct);
		if (call_failed(c) && c->ret != -ENOMEM) {
			tputs(", entries=");
			print_addr((uintptr_t)now.entries);
			tputc('}');
			return;
		}
		u.entries = now.entries;
	}
	tputs(", entries=");
	b = ioc_field_bytes(c, offsetof(struct unimapdesc, entries), &have);
	ioc_print_array(c, (uintptr_t)u.entries, b, have, u.entry_ct, sizeof(struct unipair),
			print_unipair, false);
	tputc('}');
}

/* GIO_FONTX, PIO_FONTX: a font of charcount characters of 32 bytes */
static void fontx(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = r->code == GIO_FONTX;
	struct consolefontdesc f;
	const unsigned char *b;
	size_t have;

	if (!exiting) {
		print_arg_sep();
		if (!fetch_in_layout(c, 2, &f, sizeof(f), &layout_fontx))
			return;
	} else {
		if (!get || !ioc_entry_shown_abi(c, &f, sizeof(f), &layout_fontx) || call_failed(c) ||
		    !ioc_now_abi(c, &f, sizeof(f), &layout_fontx))
			return;
		tputs(" => ");
	}
	tprintf("{charcount=%u, charheight=%u, chardata=", f.charcount, f.charheight);
	if (get && !exiting) {
		print_addr((uintptr_t)f.chardata);
	} else {
		b = ioc_field_bytes(c, offsetof(struct consolefontdesc, chardata), &have);
		ioc_print_hexstr((uintptr_t)f.chardata, b, have,
				 (f.charcount < 512 ? f.charcount : 512) * 32);
	}
	tputc('}');
}

static void print_font_data(const struct call *c, const struct console_font_op *f)
{
	unsigned width = f->width < 32 ? f->width : 32;
	const unsigned char *b = NULL;
	size_t have = 0;

	if (f->data)
		b = ioc_field_bytes(c, offsetof(struct console_font_op, data), &have);
	ioc_print_hexstr((uintptr_t)f->data, b, have,
			 (uint64_t)((width + 7) / 8) * 32 * (f->charcount < 512 ? f->charcount : 512));
}

/* KD_FONT_OP_SET_DEFAULT's font name: a string of at most 32 bytes */
static void print_font_name(const struct call *c, const struct console_font_op *f)
{
	const unsigned char *b = NULL;
	size_t have = 0, want = opt.string_limit + 1 < FONT_NAME_MAX ? opt.string_limit + 1 :
				FONT_NAME_MAX;
	size_t len, n;

	if (!f->data) {
		tputs("NULL");
		return;
	}
	b = ioc_field_bytes(c, offsetof(struct console_font_op, data), &have);
	len = b ? strnlen((const char *)b, have < want ? have : want) : 0;
	if (!b || (len == have && have < want)) {
		print_addr((uintptr_t)f->data);
		return;
	}
	n = want > opt.string_limit ? opt.string_limit : want;
	if (n == FONT_NAME_MAX)
		n--;   /* the last byte is the NUL the name must end with */
	print_quoted(b, len < n ? len : n, len > n ? QUOTE_ELLIPSIS : 0);
}

static void print_font_op(const struct call *c, const struct console_font_op *f)
{
	bool entering = !c->exiting;

	tputc('{');
	if (entering) {
		tputs("op=");
		print_xlat(font_ops, f->op, "KD_FONT_OP_???");
		if (f->op != KD_FONT_OP_SET_DEFAULT && f->op != KD_FONT_OP_COPY) {
			tputs(", flags=");
			print_flags_dflt(font_flags, f->flags, "KD_FONT_FLAG_???");
		}
		tputs(", ");
	}
	if (f->op == KD_FONT_OP_COPY)
		tprintf("height=%u", f->height);
	else
		tprintf("width=%u, height=%u", f->width, f->height);
	if (f->op != KD_FONT_OP_SET_DEFAULT && f->op != KD_FONT_OP_COPY)
		tprintf(", charcount=%u", f->charcount);
	switch (f->op) {
	case KD_FONT_OP_GET:
	case KD_FONT_OP_SET:
		tputs(", data=");
		if (f->op == KD_FONT_OP_GET && entering)
			print_addr((uintptr_t)f->data);
		else
			print_font_data(c, f);
		break;
	case KD_FONT_OP_SET_DEFAULT:
		if (entering) {
			tputs(", data=");
			print_font_name(c, f);
		}
		break;
	case KD_FONT_OP_COPY:
		break;
	default:
		tputs(", data=");
		print_addr((uintptr_t)f->data);
	}
	tputc('}');
}

/* KDFONTOP: the operation at entry; what the getters got at exit */
static void font_op(struct call *c, const struct ioc_req *r, int exiting)
{
	struct console_font_op f;

	if (!exiting) {
		print_arg_sep();
		if (fetch_in_layout(c, 2, &f, sizeof(f), &layout_fontop))
			print_font_op(c, &f);
		return;
	}
	if (!ioc_entry_shown_abi(c, &f, sizeof(f), &layout_fontop) || f.op == KD_FONT_OP_SET ||
	    f.op == KD_FONT_OP_COPY || call_failed(c) || !ioc_now_abi(c, &f, sizeof(f), &layout_fontop))
		return;
	tputs(" => ");
	print_font_op(c, &f);
}

static const struct ioc_req reqs[] = {
	IOC_F(KIOCSOUND, sound), IOC_F(KDMKTONE, tone),
	IOC_F(KDGETLED, get_value), IOC_F(KDSETLED, set_leds),
	IOC_F(KDGKBLED, get_value), IOC_F(KDSKBLED, set_leds),
	IOC_F(KDGKBTYPE, get_value), IOC_F(KDADDIO, io_port), IOC_F(KDDELIO, io_port),
	IOC_F(KDSETMODE, set_mode), IOC_F(KDGETMODE, get_value),
	IOC_F(GIO_SCRNMAP, screen_map), IOC_F(PIO_SCRNMAP, screen_map),
	IOC_F(GIO_UNISCRNMAP, uni_screen_map), IOC_F(PIO_UNISCRNMAP, uni_screen_map),
	IOC_F(KDGKBMODE, get_value), IOC_F(KDSKBMODE, set_kbd_mode),
	IOC_F(KDGKBENT, key_entry), IOC_F(KDSKBENT, key_entry),
	IOC_F(KDGKBSENT, key_string), IOC_F(KDSKBSENT, key_string),
	IOC_F(KDGKBDIACR, diacr), IOC_F(KDSKBDIACR, diacr),
	IOC_F(KDGKBDIACRUC, diacr), IOC_F(KDSKBDIACRUC, diacr),
	IOC_F(KDGETKEYCODE, keycode), IOC_F(KDSETKEYCODE, keycode),
	IOC_F(KDSIGACCEPT, sig_accept), IOC_F(KDKBDREP, kbd_repeat),
	IOC_F(GIO_FONT, font), IOC_F(PIO_FONT, font),
	IOC_F(KDGKBMETA, get_value), IOC_F(KDSKBMETA, set_meta),
	IOC_F(PIO_UNIMAPCLR, unimap_clear), IOC_F(GIO_CMAP, cmap), IOC_F(PIO_CMAP, cmap),
	IOC_F(GIO_UNIMAP, unimap), IOC_F(PIO_UNIMAP, unimap),
	IOC_F(GIO_FONTX, fontx), IOC_F(PIO_FONTX, fontx), IOC_F(KDFONTOP, font_op),
	IOC(KDENABIO, A_NONE), IOC(KDDISABIO, A_NONE), IOC(KDMAPDISP, A_NONE),
	IOC(KDUNMAPDISP, A_NONE), IOC(PIO_FONTRESET, A_NONE),
};

/* the structs that point to their data are widened (layout.c); the
 * others read the same in a compat call */
const struct ioc_table ioc_kd_table = IOC_TABLE_COMPAT(reqs, NULL);
