/* ioctl: the request by name (from the families' tables, ioctl.h) and its
 * argument as the request's table row says. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

#include "../syscalls.h"
#include "fdpath.h"
#include "ioctl.h"

static const struct ioc_table *const tables[] = {
	&ioc_tty_table, &ioc_fs_table, &ioc_misc_table, &ioc_evdev_table, &ioc_hdio_table,
	&ioc_hdio_native_table,
	&ioc_seccomp_table, &ioc_gpio_table, &ioc_loop_table,
	&ioc_rtc_table, &ioc_ubi_table, &ioc_mtd_table, &ioc_nbd_table,
	&ioc_uffd_table, &ioc_scsi_table, &ioc_ptp_table, &ioc_block_table, &ioc_kd_table, &ioc_dm_table, &ioc_sock_table,
	&ioc_kvm_table, &ioc_kvm_names_table, &ioc_tee_table, &ioc_perf_table, &ioc_names_table,
	&ioc_v4l2_table, &ioc_v4l2_names_table, &ioc_v4l2_compat_names_table, &ioc_btrfs_table,
};
#define NTABLES (sizeof(tables) / sizeof(tables[0]))

/* strace names _IOC_READ first */
static const struct xlat ioc_dirs[] = {
	XLAT_PAIR(2, "_IOC_READ"), XLAT_PAIR(1, "_IOC_WRITE"), XLAT_END
};

/* A request's number in a call of the compat ABI or not: the size a
 * number encodes is that of a type, whose size may differ there. */
static uint32_t req_code(const struct ioc_req *r, bool compat)
{
	const struct layout *by = r->sized_by ? r->sized_by : r->layout ? r->layout->abi : NULL;

	if (!compat || !by || _IOC_SIZE(r->code) != layout_size(by, false))
		return r->code;
	return (r->code & ~((uint32_t)_IOC_SIZEMASK << _IOC_SIZESHIFT)) |
	       (uint32_t)layout_size(by, true) << _IOC_SIZESHIFT;
}

/* The row that decodes code, and its table (*tab): the first one that
 * says how, else the way of a table that makes its name of the number,
 * else a named one. */
static const struct ioc_req *req_of(uint32_t code, bool compat, struct ioc_req *made,
				    const struct ioc_table **tab)
{
	const struct ioc_req *named = NULL;
	char buf[64];

	for (size_t t = 0; t < NTABLES; t++)
		for (size_t i = 0; i < tables[t]->count; i++) {
			const struct ioc_req *r = &tables[t]->reqs[i];

			if ((tables[t]->compat_only && !compat) || req_code(r, compat) != code)
				continue;
			if (r->arg != A_HEX) {
				*tab = tables[t];
				return r;
			}
			if (!named) {
				named = r;
				*tab = tables[t];
			}
		}
	for (size_t t = 0; t < NTABLES; t++)
		if (tables[t]->made_fn && tables[t]->name(code, buf, sizeof(buf), false)) {
			made->code = code;
			made->arg = A_FN;
			made->fn = tables[t]->made_fn;
			*tab = tables[t];
			return made;
		}
	return named;
}

uint32_t ioctl_compat_cmd(uint32_t cmd)
{
	for (size_t t = 0; t < NTABLES; t++)
		for (size_t i = 0; i < tables[t]->count && !tables[t]->compat_only; i++)
			if (tables[t]->reqs[i].code == cmd)
				return req_code(&tables[t]->reqs[i], true);
	return cmd;
}

/* Whether request r (of table tab) can be decoded in a compat call: its
 * argument a number, a struct whose field types say its layout there, or
 * what a table of requests whose structs read the same points to. */
static bool req_compat_same(const struct ioc_req *r, const struct ioc_table *tab)
{
	switch (r->arg) {
	case A_HEX: case A_NONE: case A_INT: case A_UINT: case A_FD: case A_PTR:
		return true;
	case A_IN: case A_OUT:
		return r->layout->abi || tab->compat_same;
	default:
		return tab->compat_same;
	}
}

/* How request r (of table tab) shows its argument in call c: a compat
 * call's structures in another layout by their address; the requests
 * that the kernel does not handle there, as the number. */
static uint8_t arg_shown(const struct call *c, const struct ioc_req *r, const struct ioc_table *tab)
{
	if (!r || (c->compat && tab->compat_hex))
		return A_HEX;
	return !c->compat || req_compat_same(r, tab) ? r->arg : A_PTR;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Every name of code: those made of the number first, then the tables'
 * in alphabetical order, joined by " or " as strace does. */
static bool print_names(uint32_t code, bool compat, bool comment)
{
	const char *names[16];
	char made[NTABLES][64];
	size_t n = 0, nmade = 0;

	for (size_t t = 0; t < NTABLES; t++)
		if (tables[t]->name && tables[t]->name(code, made[nmade], sizeof(made[0]), comment))
			nmade++;
	for (size_t t = 0; t < NTABLES; t++)
		for (size_t i = 0; i < tables[t]->count && n < 16 && (compat || !tables[t]->compat_only); i++)
			if (req_code(&tables[t]->reqs[i], compat) == code && tables[t]->reqs[i].name)
				names[n++] = tables[t]->reqs[i].name;
	qsort(names, n, sizeof(names[0]), cmp_str);
	for (size_t i = 0; i < nmade; i++)
		tprintf("%s%s", i ? " or " : "", made[i]);
	for (size_t i = 0; i < n; i++)
		if (!i || strcmp(names[i], names[i - 1]))
			tprintf("%s%s", i || nmade ? " or " : "", names[i]);
	return n || nmade;
}

static void print_request(unsigned code, bool compat)
{
	/* no comment inside -X verbose's own */
	bool comment = opt.xlat_style != XLAT_STYLE_VERBOSE;

	xlat_compose_begin();
	if (!print_names(code, compat, comment)) {
		tputs("_IOC(");
		if (_IOC_DIR(code))
			print_flags_dflt(ioc_dirs, _IOC_DIR(code), "_IOC_???");
		else
			tputs("_IOC_NONE");
		tprintf(", %#x, %#x, %#x)", _IOC_TYPE(code), _IOC_NR(code), _IOC_SIZE(code));
	}
	xlat_compose_end("%#llx", code);
}

/* ---- struct layouts ---------------------------------------------------- */

static const struct ioc_field int_fields[] = { { "", 0, 4, F_D, NULL, NULL, NULL }, IOC_FIELD_END };
static const struct ioc_field uint_fields[] = { { "", 0, 4, F_U, NULL, NULL, NULL }, IOC_FIELD_END };
static const struct ioc_field u64_fields[] = { { "", 0, 8, F_U, NULL, NULL, NULL }, IOC_FIELD_END };
const struct ioc_layout ioc_int = { 4, true, int_fields, NULL };
const struct ioc_layout ioc_uint = { 4, true, uint_fields, NULL };
const struct ioc_layout ioc_u64 = { 8, true, u64_fields, NULL };
const struct ioc_layout ioc_ulong = { 8, true, u64_fields, &layout_ulong };

static uint64_t field_value(const struct ioc_field *f, const unsigned char *p, bool sign)
{
	switch (f->size) {
	case 1: return sign ? (uint64_t)(int64_t)*(const int8_t *)p : *p;
	case 2: { int16_t v; memcpy(&v, p, 2); return sign ? (uint64_t)(int64_t)v : (uint16_t)v; }
	case 4: { int32_t v; memcpy(&v, p, 4); return sign ? (uint64_t)(int64_t)v : (uint32_t)v; }
	default: { uint64_t v; memcpy(&v, p, 8); return v; }
	}
}

void ioc_print_uuid(const unsigned char *u)
{
	tprintf("%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x",
		u[0], u[1], u[2], u[3], u[4], u[5], u[6], u[7], u[8], u[9], u[10], u[11],
		u[12], u[13], u[14], u[15]);
}

static void print_field(const struct call *c, const struct ioc_field *f, const unsigned char *buf)
{
	const unsigned char *p = buf + f->off;
	uint64_t v = field_value(f, p, f->fmt == F_D);

	switch (f->fmt) {
	case F_U:
		tprintf("%llu", (unsigned long long)v);
		break;
	case F_D:
		tprintf("%lld", (long long)v);
		break;
	case F_X:
	case F_X_NZ:
		tprintf("%#llx", (unsigned long long)v);
		break;
	case F_PTR:
		print_addr(v);
		break;
	case F_XLAT:
		print_xlat(f->x, v, f->dflt);
		break;
	case F_FLAGS:
		print_flags_dflt(f->x, v, f->dflt);
		break;
	case F_NEST:
	case F_NEST_NZ:
		ioc_print_layout(c, f->sub, p);
		break;
	case F_STR:
		print_quoted(p, strnlen((const char *)p, f->size), 0);
		break;
	case F_U64:
		print_udec_named(v, v == UINT64_MAX ? "UINT64_MAX" : NULL, NULL);
		break;
	case F_UXLAT:
		print_udec_named(v, xlat_lookup(f->x, v), f->dflt);
		break;
	case F_DEV:
		print_dev(v);
		break;
	case F_FD:
		print_fd_number(c, (int)v);
		break;
	case F_CSTR:
		ioc_print_cstring((const char *)p, f->size);
		break;
	case F_UUID:
		ioc_print_uuid(p);
		break;
	}
}

void ioc_print_cstring(const char *s, size_t size)
{
	size_t n = strnlen(s, size);

	if (n < size)
		print_quoted(s, n, 0);
	else
		print_quoted(s, size - 1, QUOTE_ELLIPSIS);
}

static void ioc_elem(const struct call *c, const void *elem, void *data)
{
	((const struct { ioc_elem_fn print; } *)data)->print(c, elem);
}

void ioc_print_array(const struct call *c, uint64_t addr, const unsigned char *b, size_t have,
		     uint64_t n, size_t size, ioc_elem_fn print, bool more)
{
	struct { ioc_elem_fn print; } fn = { print };

	print_array_bytes(c, addr, b, have, n, size, ioc_elem, &fn, more);
}

void ioc_print_hexstr(uint64_t addr, const unsigned char *b, size_t have, uint64_t len)
{
	uint64_t n = len > opt.string_limit ? opt.string_limit + 1ULL : len;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (n && (!b || n > have)) {
		print_addr(addr);
		return;
	}
	if (n > opt.string_limit)
		n = opt.string_limit;
	print_quoted(b, n, QUOTE_HEX_ALL | (len > opt.string_limit ? QUOTE_ELLIPSIS : 0));
}

/* A reserved field that is zero is not shown. */
static bool field_omitted(const struct ioc_field *f, const unsigned char *buf)
{
	if (f->fmt == F_X_NZ)
		return !field_value(f, buf + f->off, false);
	if (f->fmt != F_NEST_NZ)
		return false;
	for (unsigned i = 0; i < f->size; i++)
		if (buf[f->off + i])
			return false;
	return true;
}

bool ioc_print_fields(const struct call *c, const struct ioc_layout *l, const void *buf, bool first)
{
	for (const struct ioc_field *f = l->fields; f->name || f->fmt != F_SKIP; f++) {
		if (f->fmt == F_SKIP || (f->fmt == F_MORE && !abbrev(c)) || field_omitted(f, buf))
			continue;
		tputs(first ? "" : ", ");
		first = false;
		if (f->fmt == F_MORE) {
			tputs("...");
			break;
		}
		if (!l->array)
			tprintf("%s=", f->name);
		print_field(c, f, buf);
	}
	return first;
}

void ioc_print_layout(const struct call *c, const struct ioc_layout *l, const void *buf)
{
	tputc(l->array ? '[' : '{');
	ioc_print_fields(c, l, buf, true);
	tputc(l->array ? ']' : '}');
}

void ioc_print_layout_arg(struct call *c, const struct ioc_layout *l, bool out)
{
	static unsigned char buf[4096] __attribute__((aligned(8)));

	print_arg_sep();
	if (l->size > sizeof(buf)) {
		print_addr(c->args[2]);
		return;
	}
	/* a compat call's struct of another layout: widened (abi), else
	 * read as it is */
	if (out ? fetch_out_layout(c, 2, buf, l->size, l->abi) :
		  fetch_in_layout(c, 2, buf, l->size, l->abi))
		ioc_print_layout(c, l, buf);
}

bool ioc_entry_bytes(const struct call *c, void *buf, size_t size)
{
	const struct ebt_cap *cap = call_cap_enter(c, 2);

	if (!cap)
		cap = call_cap(c, 2);
	if (!cap || cap->err || cap->len < size)
		return false;
	memcpy(buf, cap_bytes(cap), size);
	return true;
}

bool ioc_entry_shown(const struct call *c, void *buf, size_t size)
{
	return verbose(c) && ioc_entry_bytes(c, buf, size);
}

bool ioc_entry_read(const struct call *c, size_t size)
{
	const struct ebt_cap *cap = call_cap_enter(c, 2);

	if (!cap)
		cap = call_cap(c, 2);
	return verbose(c) && cap && !cap->err && cap->len >= size;
}

bool ioc_exit_bytes(const struct call *c, void *buf, size_t size)
{
	const struct ebt_cap *cap = call_cap_in(c->exit, 2);

	if (!cap || cap->err || cap->len < size)
		return false;
	memcpy(buf, cap_bytes(cap), size);
	return true;
}

const unsigned char *ioc_now_bytes(const struct call *c, size_t *have)
{
	const struct ebt_cap *cap = c->exiting ? call_cap_in(c->exit, 2) : NULL;

	if (!cap || cap->err)
		cap = call_cap_enter(c, 2);
	if (!cap || cap->err)
		cap = call_cap(c, 2);
	if (!cap || cap->err) {
		*have = 0;
		return NULL;
	}
	*have = cap->len;
	return cap_bytes(cap);
}

bool ioc_now(const struct call *c, void *buf, size_t size)
{
	size_t have;
	const unsigned char *b = ioc_now_bytes(c, &have);

	if (!b || have < size)
		return false;
	memcpy(buf, b, size);
	return true;
}

const unsigned char *ioc_field_bytes(const struct call *c, size_t ptr_off, size_t *have)
{
	const struct ebt_cap *cap = call_cap_field(c, 2, ptr_off);

	if (!cap || cap->err) {
		*have = 0;
		return NULL;
	}
	*have = cap->len;
	return cap_bytes(cap);
}

/* The struct of native size bytes in the have bytes at b: a compat call's
 * of layout abi widened into it. */
static bool abi_bytes(const struct call *c, const unsigned char *b, size_t have, void *buf,
		      size_t size, const struct layout *abi)
{
	bool widen = c->compat && abi;
	size_t need = widen ? layout_size(abi, true) : size;

	if (!b || have < need)
		return false;
	if (widen)
		layout_widen(abi, b, buf);
	else
		memcpy(buf, b, size);
	return true;
}

bool ioc_entry_bytes_abi(const struct call *c, void *buf, size_t size, const struct layout *abi)
{
	const struct ebt_cap *cap = call_cap_enter(c, 2);

	if (!cap)
		cap = call_cap(c, 2);
	return cap && !cap->err && abi_bytes(c, cap_bytes(cap), cap->len, buf, size, abi);
}

bool ioc_entry_shown_abi(const struct call *c, void *buf, size_t size, const struct layout *abi)
{
	return verbose(c) && ioc_entry_bytes_abi(c, buf, size, abi);
}

bool ioc_now_abi(const struct call *c, void *buf, size_t size, const struct layout *abi)
{
	size_t have;
	const unsigned char *b = ioc_now_bytes(c, &have);

	return abi_bytes(c, b, have, buf, size, abi);
}

bool ioc_all_zero(const void *p, size_t n)
{
	const unsigned char *b = p;

	for (size_t i = 0; i < n; i++)
		if (b[i])
			return false;
	return true;
}

/* ---- the call ---------------------------------------------------------- */

void dec_ioctl(struct call *c, int exiting)
{
	unsigned code = c->args[1];
	struct ioc_req made = { 0 };
	const struct ioc_table *tab = NULL;
	const struct ioc_req *r = req_of(code, c->compat, &made, &tab);
	uint8_t arg = arg_shown(c, r, tab);

	if (!exiting) {
		print_fd(c, 0, 0);
		print_arg_sep();
		print_request(code, c->compat);
		switch (arg) {
		case A_HEX:
			print_argf("%#llx", (unsigned long long)c->args[2]);
			break;
		case A_INT:
			print_argf("%d", (int)c->args[2]);
			break;
		case A_UINT:
			print_argf("%llu", (unsigned long long)c->args[2]);
			break;
		case A_FD:
			print_arg_sep();
			print_fd_number(c, (int)c->args[2]);
			break;
		case A_PTR:
			print_arg_sep();
			print_addr(c->args[2]);
			break;
		case A_IN:
			ioc_print_layout_arg(c, r->layout, false);
			break;
		case A_VAL:
			print_arg_sep();
			print_field(c, &r->layout->fields[0], (const unsigned char *)&c->args[2]);
			break;
		case A_FN:
			r->fn(c, r, 0);
			break;
		}
		return;
	}
	if (arg == A_OUT) {
		ioc_print_layout_arg(c, r->layout, true);
	} else if (arg == A_FN) {
		r->fn(c, r, 1);
	}
}

/* dec_ioctl prints it by request; alone it is a number. */
void print_ioctlarg(struct call *c, int arg, int param)
{
	tprintf("%#llx", (unsigned long long)c->args[arg]);
}

/* The kinds of the requests' own rows print as ioctlarg. */
#define AS_IOCTLARG(name) \
	void print_##name(struct call *c, int arg, int param) { print_ioctlarg(c, arg, param); }
AS_IOCTLARG(ioctl_blkpg)
AS_IOCTLARG(ioctl_kbsentry)
AS_IOCTLARG(ioctl_kbdiacrs)
AS_IOCTLARG(ioctl_kbdiacrsuc)
AS_IOCTLARG(ioctl_font)
AS_IOCTLARG(ioctl_unimap)
AS_IOCTLARG(ioctl_fontx)
AS_IOCTLARG(ioctl_fontop)
AS_IOCTLARG(ioctl_dm)
AS_IOCTLARG(ioctl_ifconf)
AS_IOCTLARG(ioctl_kvm_cpuid)
AS_IOCTLARG(ioctl_tee_buf)
AS_IOCTLARG(ioctl_written)
AS_IOCTLARG(ioctl_v4l2_fmt)
AS_IOCTLARG(ioctl_v4l2_create)
AS_IOCTLARG(ioctl_v4l2_ext_ctrls)
AS_IOCTLARG(ioctl_tail)
AS_IOCTLARG(ioctl_btrfs_send)
AS_IOCTLARG(ioctl_btrfs_vol_v2)
AS_IOCTLARG(ioctl_btrfs_container)
AS_IOCTLARG(ioctl_sg_io)
AS_IOCTLARG(ioctl_kvm_run)
