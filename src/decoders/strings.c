/* Strings, buffers, addresses and flag sets in strace's notation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../decode.h"
#include "../record.h"

static int must_hex(const unsigned char *s, size_t len)
{
	if (opt.xflag == XFLAG_ALL)
		return len > 0;
	if (opt.xflag == XFLAG_NON_ASCII) {
		for (size_t i = 0; i < len; i++) {
			unsigned char ch = s[i];

			if (ch > 0x7e || (ch < 0x20 && (!ch || !strchr("\t\n\v\f\r", ch))))
				return 1;
		}
	}
	return 0;
}

/* The letter of a byte's two-character escape (\n...), or 0. */
static char escape_letter(unsigned char ch)
{
	switch (ch) {
	case '"': return '"';
	case '\\': return '\\';
	case '\f': return 'f';
	case '\n': return 'n';
	case '\r': return 'r';
	case '\t': return 't';
	case '\v': return 'v';
	default: return 0;
	}
}

/* Which bytes are copied as they are ([1]: with '<' and '>' escaped
 * too).  Long strings are mostly such bytes: they are copied in runs
 * instead of looked at one by one. */
static const bool *plain_bytes(bool esc_angle)
{
	static bool plain[2][256], ready;

	if (!ready) {
		for (int ch = 0x20; ch <= 0x7e; ch++) {
			plain[0][ch] = !escape_letter(ch);
			plain[1][ch] = plain[0][ch] && ch != '<' && ch != '>';
		}
		ready = true;
	}
	return plain[esc_angle];
}

static char *put_hex(char *o, unsigned char ch)
{
	static const char digits[] = "0123456789abcdef";

	*o++ = '\\';
	*o++ = 'x';
	*o++ = digits[ch >> 4];
	*o++ = digits[ch & 15];
	return o;
}

/* The shortest octal, or three digits when an octal digit follows. */
static char *put_octal(char *o, unsigned char ch, bool full)
{
	*o++ = '\\';
	if (full || ch >= 0100)
		*o++ = '0' + (ch >> 6);
	if (full || ch >= 010)
		*o++ = '0' + ((ch >> 3) & 7);
	*o++ = '0' + (ch & 7);
	return o;
}

size_t sprint_quoted(char *out, const void *buf, size_t len, unsigned flags)
{
	const unsigned char *s = buf;
	int hex = (flags & QUOTE_HEX_ALL) ? len > 0 : must_hex(s, len);
	int quotes = !(flags & QUOTE_NO_QUOTES);
	const bool *plain = plain_bytes(flags & QUOTE_ESC_ANGLE);
	char *o = out;

	if (quotes)
		*o++ = '"';
	for (size_t i = 0; i < len; i++) {
		unsigned char ch = s[i];
		size_t run = i;

		if (hex) {
			o = put_hex(o, ch);
			continue;
		}
		while (run < len && plain[s[run]])
			run++;
		if (run > i) {
			memcpy(o, s + i, run - i);
			o += run - i;
			i = run - 1;
		} else if (escape_letter(ch)) {
			*o++ = '\\';
			*o++ = escape_letter(ch);
		} else if (opt.xflag == XFLAG_NON_ASCII_CHARS) {
			o = put_hex(o, ch);
		} else {
			o = put_octal(o, ch, i + 1 < len && s[i + 1] >= '0' && s[i + 1] <= '7');
		}
	}
	if (quotes)
		*o++ = '"';
	if (flags & QUOTE_ELLIPSIS)
		o = stpcpy(o, "...");
	*o = 0;
	return o - out;
}

void print_quoted(const void *buf, size_t len, unsigned flags)
{
	static char *out;
	static size_t room;

	if (room < 4 * len + 8) {
		room = 4 * len + 8;
		out = realloc(out, room);
		if (!out)
			die("Out of memory");
	}
	tputn(out, sprint_quoted(out, buf, len, flags));
}

void print_addr(uint64_t addr)
{
	if (addr)
		tprintf("%#llx", (unsigned long long)addr);
	else
		tputs("NULL");
}

/* nul_within: the call reads limit bytes at most, so a string is whole
 * only when its NUL is among them */
static void print_cstr_at(const struct call *c, int arg, uint64_t addr, size_t limit, bool nul_within)
{
	static char buf[EBT_PATH_MAX + 2];
	int complete;
	ssize_t n;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (limit > sizeof(buf) - 2)
		limit = sizeof(buf) - 2;
	/* strace reads a byte more than it shows, to see whether the
	 * string goes on, unless the call reads no more than limit */
	n = tmem_str(c, arg, addr, buf, nul_within ? limit + 1 : limit + 2, &complete);
	if (n < 0) {
		print_addr(addr);
		return;
	}
	if ((size_t)n > limit || !complete || (nul_within && (size_t)n == limit)) {
		if (rec_arg_open)
			rec_leaf_str(buf, (size_t)n > limit ? limit : (size_t)n, true);
		print_quoted(buf, (size_t)n > limit ? limit : (size_t)n, QUOTE_ELLIPSIS);
	} else {
		if (rec_arg_open)
			rec_leaf_str(buf, n, false);
		print_quoted(buf, n, 0);
	}
}

/* As strace: a path is read as PATH_MAX bytes, and shown whole only when
 * they hold its NUL (the capture has a byte more, to tell). */
void print_path_at(const struct call *c, int arg, uint64_t addr)
{
	print_cstr_at(c, arg, addr, EBT_PATH_MAX - 1, false);
}

void print_str_at(const struct call *c, int arg, uint64_t addr)
{
	print_cstr_at(c, arg, addr, opt.string_limit, false);
}

void print_strmax_at(const struct call *c, int arg, uint64_t addr, size_t max)
{
	if (max < opt.string_limit)
		print_cstr_at(c, arg, addr, max, true);
	else
		print_cstr_at(c, arg, addr, opt.string_limit, false);
}

/* The n bytes of a buffer print_buf_at() shows, more: it is longer */
static void print_shown_buf(const unsigned char *buf, size_t n, bool more)
{
	if (rec_arg_open)
		rec_leaf_str(buf, n, more);
	print_quoted(buf, n, more ? QUOTE_ELLIPSIS : 0);
}

void print_buf_at(const struct call *c, int arg, uint64_t addr, uint64_t len)
{
	static unsigned char *buf;
	static size_t room;
	size_t n = len < opt.string_limit ? len : opt.string_limit;
	/* strace reads a byte more than it shows: a buffer that cannot be
	 * read that far is an address (with -s 0 too) */
	size_t want = len <= n ? len : n + 1;

	xgrow(&buf, &room, want);
	if (!addr) {
		tputs("NULL");
		return;
	}
	if (want && tmem_read(c, arg, addr, buf, want) < 0) {
		print_addr(addr);
		return;
	}
	print_shown_buf(buf, n, len > n);
}

void print_buf_cap(const struct ebt_cap *cap, uint64_t addr, uint64_t len)
{
	size_t n = len < opt.string_limit ? len : opt.string_limit;
	size_t want = len <= n ? len : n + 1;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (want && (!cap || cap->err || cap->len < want)) {
		print_addr(addr);
		return;
	}
	print_shown_buf(cap ? cap_bytes(cap) : (const unsigned char *)"", n, len > n);
}

const char *xlat_lookup(const struct xlat *x, uint64_t val)
{
	for (; x && x->str; x++)
		if (x->val == val)
			return x->str;
	return NULL;
}

/* The number behind a named constant: what -X raw prints alone and
 * -X verbose before the comment. */
static void print_xlat_val(uint64_t val)
{
	tprintf("%#llx", (unsigned long long)val);
}

/* name, or the number (in fmt) with the name as a comment (-X). */
static void print_named(const char *fmt, uint64_t v, const char *name, const char *dflt)
{
	if (rec_arg_open)
		rec_leaf_const(name);
	if (opt.xlat_style == XLAT_STYLE_RAW || (!name && !dflt)) {
		tprintf(fmt, (unsigned long long)v);
		return;
	}
	if (name && opt.xlat_style == XLAT_STYLE_ABBREV) {
		tputs(name);
		return;
	}
	tprintf(fmt, (unsigned long long)v);
	tprintf(" /* %s */", name ? name : dflt);
}

void print_dec_named(int64_t v, const char *name, const char *dflt)
{
	print_named("%lld", (uint64_t)v, name, dflt);
}

void print_udec_named(uint64_t v, const char *name, const char *dflt)
{
	print_named("%llu", v, name, dflt);
}

static int composing_style = -1;

void xlat_compose_begin(void)
{
	if (rec_arg_open)
		rec_compose_begin();
	if (opt.xlat_style == XLAT_STYLE_ABBREV)
		return;
	composing_style = opt.xlat_style;
	opt.xlat_style = XLAT_STYLE_ABBREV;
	tcapture_begin();
}

void xlat_compose_end(const char *fmt, unsigned long long val)
{
	char num[32];
	const char *form;

	if (rec_arg_open)
		rec_compose_end();
	if (composing_style < 0)
		return;
	form = tcapture_end();
	opt.xlat_style = composing_style;
	composing_style = -1;
	snprintf(num, sizeof(num), fmt, val);
	tputs(num);
	/* a form that is only the number has nothing to add */
	if (opt.xlat_style == XLAT_STYLE_VERBOSE && *form && strcmp(form, num))
		tprintf(" /* %s */", form);
}

void print_xlat(const struct xlat *x, uint64_t val, const char *dflt)
{
	print_hex_named(val, xlat_lookup(x, val), dflt);
}

void print_hex_named(uint64_t val, const char *s, const char *dflt)
{
	if (rec_arg_open)
		rec_leaf_const(s);
	if (opt.xlat_style == XLAT_STYLE_RAW) {
		print_xlat_val(val);
		return;
	}
	if (s && opt.xlat_style == XLAT_STYLE_ABBREV) {
		tputs(s);
		return;
	}
	print_xlat_val(val);
	if (s || dflt)
		tprintf(" /* %s */", s ? s : dflt);
}

void print_flags_ex(const struct xlat *x, uint64_t val, const char *zero_name, const char *dflt)
{
	int verbose = opt.xlat_style == XLAT_STYLE_VERBOSE;
	int n = 0;

	if (rec_arg_open)
		rec_leaf_flags(x, val, zero_name);
	if (opt.xlat_style == XLAT_STYLE_RAW) {
		print_xlat_val(val);
		return;
	}
	if (!val) {
		if (zero_name)
			tputs(verbose ? "0 /* " : "");
		tputs(zero_name ? zero_name : "0");
		if (zero_name && verbose)
			tputs(" */");
		return;
	}
	if (verbose)
		print_xlat_val(val);
	for (; x && x->str; x++) {
		if (x->val && (val & x->val) == x->val) {
			tputs(n++ ? "|" : verbose ? " /* " : "");
			tputs(x->str);
			val &= ~x->val;
		}
	}
	if (n) {
		if (val)
			tprintf("|%#llx", (unsigned long long)val);
		if (verbose)
			tputs(" */");
		return;
	}
	if (!verbose)
		print_xlat_val(val);
	if (dflt)
		tprintf(" /* %s */", dflt);
}

void print_flags(const struct xlat *x, uint64_t val, const char *zero_name)
{
	print_flags_ex(x, val, zero_name, NULL);
}

void print_flags_dflt(const struct xlat *x, uint64_t val, const char *dflt)
{
	print_flags_ex(x, val, xlat_lookup(x, 0), dflt);
}
