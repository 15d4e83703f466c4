/* execve's arguments. */
#include <string.h>

#include "../decode.h"

void print_epath(struct call *c, int arg, int param)
{
	(void)param;
	print_path_at(c, arg, c->args[arg]);
}

/* ["a", "b", ...]: at most -s elements unless -v, each cut at -s bytes. */
void print_argv(struct call *c, int arg, int param)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	const unsigned char *p, *end;
	unsigned n = 0;

	(void)param;
	if (!c->args[arg]) {
		tputs("NULL");
		return;
	}
	if (!cap || (cap->err && !cap->len)) {
		print_addr(c->args[arg]);
		return;
	}
	p = cap_bytes(cap);
	end = p + cap->len;
	tputc('[');
	while (p < end) {
		const unsigned char *nul = memchr(p, 0, end - p);
		size_t len = nul ? (size_t)(nul - p) : (size_t)(end - p);

		if (n)
			tputs(", ");
		if (!opt.verbose && n >= opt.string_limit) {
			tputs("...");
			break;
		}
		if (len > opt.string_limit)
			print_quoted(p, opt.string_limit, QUOTE_ELLIPSIS);
		else
			print_quoted(p, len, nul ? 0 : QUOTE_ELLIPSIS);
		n++;
		p += len + 1;
	}
	if (cap->flags & EBT_CAPF_TRUNC)
		tputs(n ? ", ..." : "...");
	tputc(']');
}

/* 0x7ffc... followed by a count of the variables. */
void print_envp(struct call *c, int arg, int param)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	uint64_t count;

	(void)param;
	print_addr(c->args[arg]);
	if (!c->args[arg] || !cap || cap->len < sizeof(count))
		return;
	memcpy(&count, cap_bytes(cap), sizeof(count));
	tprintf(" /* %llu var%s */", (unsigned long long)count, count == 1 ? "" : "s");
}
