/* Reading the structs that arguments point to (see common.h). */
#include <string.h>

#include "common.h"

static bool fetch(const struct call *c, int arg, void *buf, size_t size, const struct ebt_cap *cap)
{
	uint64_t addr = c->args[arg];

	if (!addr) {
		tputs("NULL");
		return false;
	}
	if (cap && !cap->err && cap->len >= size) {
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
	return fetch(c, arg, buf, size, call_cap(c, arg));
}

bool fetch_in(const struct call *c, int arg, void *buf, size_t size)
{
	const struct ebt_cap *cap = call_cap_enter(c, arg);

	return fetch(c, arg, buf, size, cap ? cap : call_cap(c, arg));
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
