/* Data buffers of read/write-like calls. */
#include "../decode.h"

/* Input buffer, its length in argument param. */
void print_ibuf(struct call *c, int arg, int param)
{
	print_buf_at(c, arg, c->args[arg], c->args[param]);
}

/* Output buffer filled with ret bytes: shown only when the call succeeded. */
void print_obuf(struct call *c, int arg, int param)
{
	(void)param;
	if (!c->exiting || call_failed(c) || c->ret < 0)
		print_addr(c->args[arg]);
	else
		print_buf_at(c, arg, c->args[arg], c->ret);
}
