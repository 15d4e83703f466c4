/* Tracee memory for decoders: the bytes the kernel side captured for an
 * argument, and process_vm_readv only for what was not captured. */
#include <errno.h>
#include <string.h>
#include <sys/uio.h>

#include "decode.h"
#include "syscalls.h"

/* The register a record's argument arg came in: a compat call's 64-bit
 * arguments take two (decode.c), and its captures name registers. */
static int arg_reg(const struct ebt_sys_event *e, int arg)
{
	const struct sysent *se;

	if (arg >= EBT_NARGS || !ebt_key_pers(e->nr, e->flags) ||
	    !(se = sysent_for_call(e->nr, e->args)))
		return arg;
	return compat_reg(se, arg);
}

const struct ebt_cap *call_cap_in(const struct ebt_sys_event *e, int arg)
{
	return call_cap_kind(e, arg, EBT_CAP_NONE);
}

/* The capture of argument arg of one kind in a record (EBT_CAP_NONE: any
 * but the FIELD and FIELD_STRS captures, which are what a pointer inside
 * the struct points to, not the struct; field: which pointer or element,
 * for those). */
static const struct ebt_cap *cap_find(const struct ebt_sys_event *e, int arg, int kind, unsigned field)
{
	const unsigned char *p, *end;

	if (!e)
		return NULL;
	arg = arg_reg(e, arg);
	p = (const unsigned char *)(e + 1);
	end = (const unsigned char *)e + e->h.size;
	/* walk to the end of the record: one plan entry may give several
	 * captures (mmsghdr), so ncaps only counts plan entries */
	while (p + sizeof(struct ebt_cap) <= end) {
		const struct ebt_cap *cap = (const void *)p;
		size_t step = sizeof(*cap) + ((cap->len + 7) & ~7u);

		if (p + step > end)
			return NULL;   /* malformed: never read past the record */
		if (cap->arg == arg && (kind == EBT_CAP_NONE ?
		    cap->kind != EBT_CAP_FIELD && cap->kind != EBT_CAP_FIELD_STRS &&
		    cap->kind != EBT_CAP_COMM :
		    cap->kind == kind && ((kind != EBT_CAP_FIELD && kind != EBT_CAP_FIELD_STRS) ||
					  cap->field == field)))
			return cap;
		p += step;
	}
	return NULL;
}

const struct ebt_cap *call_cap_kind(const struct ebt_sys_event *e, int arg, int kind)
{
	return cap_find(e, arg, kind, 0);
}

const struct ebt_cap *call_cap(const struct call *c, int arg)
{
	const struct ebt_cap *cap = call_cap_in(c->exit, arg);

	/* read again at the exit of a failed call: the pages the kernel read
	 * are in by then, where at enter some may not have been */
	if (!cap)
		cap = call_cap_in(c->failed_exit, arg);
	return cap ? cap : call_cap_in(c->enter, arg);
}

const struct ebt_cap *call_cap_field(const struct call *c, int arg, unsigned ptr_off)
{
	const struct ebt_cap *cap = cap_find(c->exit, arg, EBT_CAP_FIELD, ptr_off);

	return cap ? cap : cap_find(c->enter, arg, EBT_CAP_FIELD, ptr_off);
}

const struct ebt_cap *call_cap_field_str(const struct call *c, int arg, unsigned ptr_off,
				       unsigned index)
{
	const struct ebt_sys_event *e = cap_find(c->exit, arg, EBT_CAP_FIELD, ptr_off) ? c->exit :
					c->enter;

	return cap_find(e, arg, EBT_CAP_FIELD_STRS, index);
}

const struct ebt_cap *call_cap_field_enter(const struct call *c, int arg, unsigned ptr_off)
{
	return cap_find(c->enter, arg, EBT_CAP_FIELD, ptr_off);
}

const struct ebt_cap *call_cap_enter(const struct call *c, int arg)
{
	return call_cap_in(c->enter, arg);
}

static ssize_t live_read(const struct call *c, uint64_t addr, void *buf, size_t len)
{
	struct iovec local = { buf, len };
	struct iovec remote = { (void *)(uintptr_t)addr, len };

	return process_vm_readv(c->tcp->tid, &local, 1, &remote, 1, 0);
}

/* Whether [addr, addr + len) holds the byte after those captured of
 * argument arg, which was in no mapping at the call: then nothing is read
 * again (a process_vm_readv per such call, and the tracee may have mapped
 * the page since). */
static bool past_unmapped(const struct call *c, int arg, const struct ebt_cap *cap,
			  uint64_t addr, size_t len)
{
	uint64_t end;

	if (!cap || !(cap->flags & EBT_CAPF_UNMAPPED) || arg >= EBT_NARGS)
		return false;
	end = c->args[arg] + cap->len;
	return addr <= end && end - addr < len;
}

ssize_t tmem_read(const struct call *c, int arg, uint64_t addr, void *buf, size_t len)
{
	const struct ebt_cap *cap = arg >= 0 ? call_cap(c, arg) : NULL;

	/* a capture that faulted part way holds the bytes before the fault */
	if (cap && (!cap->err || cap->len) && arg < EBT_NARGS) {
		uint64_t base = c->args[arg];

		if (addr >= base && addr - base <= cap->len && len <= cap->len - (addr - base)) {
			memcpy(buf, cap_bytes(cap) + (addr - base), len);
			return len;
		}
		/* what was unreadable at the call stays so */
		if ((cap->flags & EBT_CAPF_FAULT) && addr + len > base + cap->len)
			return -1;
	}
	if (!addr || past_unmapped(c, arg, cap, addr, len))
		return -1;
	return live_read(c, addr, buf, len) == (ssize_t)len ? (ssize_t)len : -1;
}

ssize_t tmem_str(const struct call *c, int arg, uint64_t addr, char *buf, size_t size, int *complete)
{
	const struct ebt_cap *cap = arg >= 0 ? call_cap(c, arg) : NULL;
	size_t n = 0;

	*complete = 0;
	if (!size)
		return -1;
	if (cap && arg < EBT_NARGS && addr == c->args[arg] && cap->kind == EBT_CAP_STR) {
		const unsigned char *d = cap_bytes(cap);

		if (cap->err || !cap->len)
			return -1;
		/* the capture holds the string and its NUL (when it fit) */
		while (n < cap->len && n < size - 1 && d[n])
			n++;
		/* unterminated before an unreadable page: unreadable unless
		 * the bytes asked for were there; strace says how far its
		 * read of size - 1 bytes went */
		if ((cap->flags & EBT_CAPF_FAULT) && n < size - 1) {
			if (n)
				warn("umovestr: short read (%zu < %zu) @%#llx: %s", n, size - 1,
				     (unsigned long long)addr, strerror(EFAULT));
			return -1;
		}
		memcpy(buf, d, n);
		buf[n] = 0;
		*complete = n < cap->len && d[n] == 0;
		return n;
	}
	if (!addr)
		return -1;
	/* page-wise, so a string that ends just before an unmapped page reads */
	while (n < size - 1) {
		size_t chunk = 4096 - ((addr + n) & 4095);
		ssize_t r;

		if (chunk > size - 1 - n)
			chunk = size - 1 - n;
		r = live_read(c, addr + n, buf + n, chunk);
		if (r <= 0)
			return n ? (ssize_t)n : -1;
		for (ssize_t i = 0; i < r; i++) {
			if (!buf[n + i]) {
				*complete = 1;
				return n + i;
			}
		}
		n += r;
	}
	buf[n] = 0;
	return n;
}
