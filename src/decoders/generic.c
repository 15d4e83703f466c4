/* Scalar argument kinds. */
#include <fcntl.h>

#include "../decode.h"
#include "fdpath.h"

void print_int(struct call *c, int arg, int param)
{
	(void)param;
	tprintf("%d", (int)c->args[arg]);
}

void print_uint(struct call *c, int arg, int param)
{
	(void)param;
	tprintf("%u", (unsigned)c->args[arg]);
}

void print_long(struct call *c, int arg, int param)
{
	(void)param;
	tprintf("%lld", (long long)c->args[arg]);
}

void print_loff(struct call *c, int arg, int param)
{
	print_long(c, arg, param);
}

void print_ulong(struct call *c, int arg, int param)
{
	(void)param;
	tprintf("%llu", (unsigned long long)c->args[arg]);
}

void print_uloff(struct call *c, int arg, int param)
{
	print_ulong(c, arg, param);
}

void print_hex(struct call *c, int arg, int param)
{
	(void)param;
	tprintf("%#llx", (unsigned long long)c->args[arg]);
}

void print_xint(struct call *c, int arg, int param)
{
	print_hex(c, arg, param);
}

void print_ptr(struct call *c, int arg, int param)
{
	(void)param;
	print_addr(c->args[arg]);
}

void print_oct(struct call *c, int arg, int param)
{
	(void)param;
	tprintf("%#03llo", (unsigned long long)c->args[arg]);
}

void print_fd(struct call *c, int arg, int param)
{
	(void)param;
	print_fd_number(c, (int)c->args[arg]);
}

void print_ctxfd(struct call *c, int arg, int param)
{
	print_fd(c, arg, param);
}

void print_newfd(struct call *c, int arg, int param)
{
	(void)param;
	print_newfd_number(c, (int)c->args[arg]);
}

void print_dirfd(struct call *c, int arg, int param)
{
	if ((int)c->args[arg] != AT_FDCWD) {
		print_fd(c, arg, param);
		return;
	}
	if (opt.xlat_style == XLAT_STYLE_ABBREV)
		tputs("AT_FDCWD");
	else
		tprintf(opt.xlat_style == XLAT_STYLE_RAW ? "%d" : "%d /* AT_FDCWD */", AT_FDCWD);
	print_cwd_deco(c);
}
