/* Pathnames and strings. */
#include "../decode.h"

void print_path(struct call *c, int arg, int param)
{
	(void)param;
	print_path_at(c, arg, c->args[arg]);
}

void print_str(struct call *c, int arg, int param)
{
	(void)param;
	print_str_at(c, arg, c->args[arg]);
}
