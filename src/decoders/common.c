/* Reading the structs and iovec arrays that arguments point to (see common.h). */
#include <string.h>

#include "../arch.h"
#include "../capture_plan.h"
#include "common.h"
#include "layout.h"

/* A compat call's structure of a described layout (l, or the argument's
 * own), widened into the native one that the decoders read (false: not
 * such a structure, or it could not be read, then shown as an address). */
static bool widen_compat(const struct call *c, int arg, void *buf, size_t size,
			 const struct ebt_cap *cap, const struct layout *l)
{
	static unsigned char raw[4096];   /* an ioctl's struct, at most a page */
	size_t csize;

	if (!l)
		l = call_layout(c->se, arg);
	if (!l || layout_size(l, false) != size || (csize = layout_size(l, true)) > sizeof(raw))
		return false;
	if (cap && !cap->err && cap->len >= csize)
		memcpy(raw, cap_bytes(cap), csize);
	else if (tmem_read(c, -1, c->args[arg], raw, csize) != (ssize_t)csize)
		return false;
	layout_widen(l, raw, buf);
	return true;
}

static bool fetch(const struct call *c, int arg, void *buf, size_t size, const struct ebt_cap *cap,
		  bool even_unverbose, const struct layout *l)
{
	uint64_t addr = c->args[arg];

	if (!addr) {
		tputs("NULL");
		return false;
	}
	/* -e verbose=none: what a pointer points to is not read at all */
	if (!verbose(c) && !even_unverbose) {
		print_addr(addr);
		return false;
	}
	if (c->compat && widen_compat(c, arg, buf, size, cap, l))
		return true;
	/* a read that faulted still holds the bytes before the fault */
	if (cap_at(cap, 0, size)) {
		memcpy(buf, cap_bytes(cap), size);
		return true;
	}
	if (tmem_read(c, -1, addr, buf, size) == (ssize_t)size)
		return true;
	print_addr(addr);
	return false;
}

bool fetch_out(const struct call *c, int arg, void *buf, size_t size)
{
	if (output_unavailable(c)) {
		print_addr(c->args[arg]);
		return false;
	}
	return fetch(c, arg, buf, size, call_cap(c, arg), false, NULL);
}

static const struct ebt_cap *cap_in(const struct call *c, int arg)
{
	const struct ebt_cap *cap = call_cap_enter(c, arg);

	return cap ? cap : call_cap(c, arg);
}

bool fetch_in(const struct call *c, int arg, void *buf, size_t size)
{
	return fetch(c, arg, buf, size, cap_in(c, arg), false, NULL);
}

bool fetch_in_layout(const struct call *c, int arg, void *buf, size_t size, const struct layout *l)
{
	return fetch(c, arg, buf, size, cap_in(c, arg), false, l);
}

bool fetch_out_layout(const struct call *c, int arg, void *buf, size_t size, const struct layout *l)
{
	if (output_unavailable(c)) {
		print_addr(c->args[arg]);
		return false;
	}
	return fetch(c, arg, buf, size, call_cap(c, arg), false, l);
}

bool cap_in_layout(const struct call *c, const struct ebt_cap *cap, const struct layout *l,
		   void *buf, size_t size)
{
	if (!cap || cap->err || cap->len < layout_size(l, c->compat))
		return false;
	if (c->compat)
		layout_widen(l, cap_bytes(cap), buf);
	else
		memcpy(buf, cap_bytes(cap), size);
	return true;
}

bool fetch_text_in(const struct call *c, int arg, void *buf, size_t size)
{
	return fetch(c, arg, buf, size, cap_in(c, arg), true, NULL);
}

bool print_ext_tail(const struct call *c, int arg, size_t known, uint64_t usize, const char *prefix)
{
	const struct ebt_cap *cap = cap_in(c, arg);
	uint64_t end = usize < EBT_EXT_MAX ? usize : EBT_EXT_MAX;
	const unsigned char *b;
	size_t i;

	if (end <= known || !cap || !c->args[arg])
		return false;
	if ((cap->flags & EBT_CAPF_SHORT) || cap->err || cap->len < end) {
		tprintf("%s???", prefix);
		return true;
	}
	b = cap_bytes(cap);
	for (i = known; i < end && !b[i]; i++)
		;
	if (i == end)
		return false;
	tprintf("%s/* bytes %zu..%llu */ ", prefix, known, (unsigned long long)end - 1);
	/* as a string: -s bytes at most */
	if (end - known > opt.string_limit)
		print_quoted(b + known, opt.string_limit, QUOTE_HEX_ALL | QUOTE_ELLIPSIS);
	else
		print_quoted(b + known, end - known, QUOTE_HEX_ALL);
	return true;
}

void print_struct_in(const struct call *c, int arg, size_t size, struct_printer_fn print)
{
	unsigned char buf[256] __attribute__((aligned(8)));

	if (size > sizeof(buf))
		print_addr(c->args[arg]);
	else if (fetch_in(c, arg, buf, size))
		print(buf);
}

void print_struct_out(const struct call *c, int arg, size_t size, struct_printer_fn print)
{
	unsigned char buf[256] __attribute__((aligned(8)));

	if (size > sizeof(buf))
		print_addr(c->args[arg]);
	else if (fetch_out(c, arg, buf, size))
		print(buf);
}

/* Element i of the array at addr: from cap, the bytes captured from addr
 * (none past a fault), or the tracee when nothing was captured. */
static bool array_elem(const struct call *c, const struct ebt_cap *cap, uint64_t addr,
		       uint64_t i, size_t size, void *buf)
{
	uint64_t off = i * size;

	if (cap && off + size <= cap->len) {
		memcpy(buf, cap_bytes(cap) + off, size);
		return true;
	}
	/* what was unreadable at the call stays so */
	if (cap && (cap->err || (cap->flags & EBT_CAPF_FAULT)))
		return false;
	return tmem_read(c, -1, addr + off, buf, size) == (ssize_t)size;
}

/* Where print_array reads element i from: a capture (and the tracee when
 * nothing was captured), or bytes a decoder has at hand. */
struct array_src {
	const struct ebt_cap *cap;
	const unsigned char *bytes;   /* with have of them, instead of cap */
	size_t have;
};

/* Element i: in place in the decoder's bytes (their printers may tell the
 * index from where it is), else read into buf; NULL when unreadable. */
static const void *src_elem(const struct call *c, const struct array_src *src, uint64_t addr,
			    uint64_t i, size_t size, void *buf)
{
	if (src->bytes)
		return (i + 1) * size <= src->have ? src->bytes + i * size : NULL;
	return array_elem(c, src->cap, addr, i, size, buf) ? buf : NULL;
}

/* strace's print_array; more: the array goes on past n ("..." last) */
static void print_array_src(const struct call *c, const struct array_src *src, uint64_t addr,
			    uint64_t n, size_t size, elem_printer_fn print, void *data, bool more)
{
	unsigned char buf[256] __attribute__((aligned(8)));
	const void *elem;
	uint64_t i;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (!n) {
		tputs(more ? "[...]" : "[]");
		return;
	}
	if ((!src->bytes && size > sizeof(buf)) || n * size / size != n || addr + n * size <= addr) {
		print_addr(addr);
		return;
	}
	if (array_unverbose(c, addr, n))
		return;
	for (i = 0; i < n; i++) {
		if (i)
			tputs(", ");
		/* an element that cannot be read says so before any cut */
		if (!(elem = src_elem(c, src, addr, i, size, buf))) {
			if (!i) {
				print_addr(addr);
				return;
			}
			tprintf("... /* %#llx */", (unsigned long long)(addr + i * size));
			break;
		}
		if (!i)
			tputc('[');
		if (array_cut(c, i))
			break;
		print(c, elem, data);
	}
	tputs(i == n && more ? ", ...]" : "]");
}

void print_array_at(const struct call *c, const struct ebt_cap *cap, uint64_t addr, uint64_t n,
		    size_t size, elem_printer_fn print, void *data)
{
	struct array_src src = { .cap = cap };

	print_array_src(c, &src, addr, n, size, print, data, false);
}

void print_array_bytes(const struct call *c, uint64_t addr, const unsigned char *b, size_t have,
		       uint64_t n, size_t size, elem_printer_fn print, void *data, bool more)
{
	struct array_src src = { .bytes = b, .have = b ? have : 0 };

	/* no bytes at all: as an unreadable first element */
	if (!b)
		src.bytes = (const unsigned char *)"";
	print_array_src(c, &src, addr, n, size, print, data, more);
}

void print_arg_array(const struct call *c, int arg, uint64_t n, size_t size,
		     elem_printer_fn print, void *data)
{
	print_array_at(c, call_cap(c, arg), c->args[arg], n, size, print, data);
}

void print_arg_array_out(const struct call *c, int arg, uint64_t n, size_t size,
			 elem_printer_fn print, void *data)
{
	if (c->args[arg] && n && output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_arg_array(c, arg, n, size, print, data);
}

void print_neg_errno(int err)
{
	const char *name = err < 0 && err > -512 ? strerrorname_np(-err) : NULL;

	if (!name || opt.xlat_style == XLAT_STYLE_RAW) {
		tprintf("%d", err);
		return;
	}
	if (opt.xlat_style == XLAT_STYLE_VERBOSE)
		tprintf("%d /* -%s */", err, name);
	else
		tprintf("-%s", name);
}

void iov_iter_init(struct iov_iter *it, const struct call *c, int arg, uint64_t count,
		   const struct ebt_cap *cap)
{
	iov_iter_init_at(it, c, c->args[arg], count, cap);
}

void iov_iter_init_at(struct iov_iter *it, const struct call *c, uint64_t addr, uint64_t count,
		      const struct ebt_cap *cap)
{
	uint64_t n = count < capture_iov_count() ? count : capture_iov_count();

	memset(it, 0, sizeof(*it));
	it->c = c;
	it->addr = addr;
	if (!cap || cap->err)
		return;
	/* an array that runs into an unreadable page: what was before it */
	if (cap->kind == EBT_CAP_IOV && (cap->flags & EBT_CAPF_FAULT) && cap->field < n)
		n = cap->field;
	/* an array of iovecs alone (iov_addr), a compat call's in its
	 * layout; the kernel side widens the others */
	if (cap->kind != EBT_CAP_IOV) {
		size_t elem = c->compat ? 8 : 16;

		if (cap->len / elem < n)
			n = cap->len / elem;
		it->iov = cap_bytes(cap);
		it->ncap = n;
		it->data = cap_bytes(cap) + n * elem;
		it->data_len = cap->len - n * elem;
		it->compat_pairs = c->compat;
		return;
	}
	if (cap->len < n * 16)
		return;
	it->iov = cap_bytes(cap);
	it->ncap = n;
	it->data = cap_bytes(cap) + n * 16;
	it->data_len = cap->len - n * 16;
}

bool iov_next(struct iov_iter *it, uint64_t *base, uint64_t *len)
{
	uint64_t i = it->next++, pair[2];
	uint32_t half[2];   /* the compat struct iovec: two 32-bit words */

	it->in_cap = i < it->ncap;
	if (it->in_cap && it->compat_pairs) {
		memcpy(half, it->iov + i * 8, sizeof(half));
		pair[0] = half[0];
		pair[1] = half[1];
	} else if (it->in_cap) {
		memcpy(pair, it->iov + i * 16, sizeof(pair));
	} else if (it->c->compat) {
		if (tmem_read(it->c, -1, it->addr + i * 8, half, sizeof(half)) < 0)
			return false;
		pair[0] = half[0];
		pair[1] = half[1];
	} else if (tmem_read(it->c, -1, it->addr + i * 16, pair, sizeof(pair)) < 0) {
		return false;
	}
	*base = pair[0];
	*len = pair[1];
	return true;
}

const unsigned char *iov_data(struct iov_iter *it, uint64_t moved, uint64_t *have)
{
	/* the kernel side kept up to elem_max bytes of each, while room lasted */
	uint64_t elem_max = capture_iov_elem_max(), n = moved;
	const unsigned char *p = it->data + it->data_off;

	*have = 0;
	if (!it->in_cap)
		return NULL;
	if (elem_max && n > elem_max)
		n = elem_max;
	if (n > it->data_len - it->data_off)
		n = it->data_len - it->data_off;
	it->data_off += n;
	*have = n;
	return p;
}

/* The printers of the struct kinds (kinds.def): read, then print. */
#define KIND(name, cap, when, size)
#define STRUCT_KIND(name, cap, when, size, printer)			\
	void print_##name(struct call *c, int arg, int param)		\
	{								\
		if ((cap) == EBT_CAP_FIXED_OK)				\
			print_struct_out(c, arg, size, printer);	\
		else							\
			print_struct_in(c, arg, size, printer);		\
	}
#include "kinds.def"
#undef STRUCT_KIND
#undef KIND
