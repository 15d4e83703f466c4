/* Argument printing driven by the kinds table, and the capture plan that
 * the same table gives the kernel side. */
#include <string.h>

#include "decode.h"

#define KIND(name, cap, when, size) void print_##name(struct call *c, int arg, int param);
#include "decoders/kinds.def"
#undef KIND

const struct kind_info kinds[K__COUNT] = {
#define KIND(name, cap, when, size) [K_##name] = { #name, print_##name, cap, when, size },
#include "decoders/kinds.def"
#undef KIND
};

void print_args(struct call *c, int from, int to)
{
	for (int i = from; i < to && i < c->se->nargs; i++) {
		if (i > from)
			tputs(", ");
		kinds[c->se->args[i].kind].print(c, i, c->se->args[i].param);
	}
}

/* Arguments up to the first one whose bytes are only captured at exit (or
 * that is an output) can be printed from the enter record. */
int entry_printable_args(const struct sysent *se)
{
	if (se->custom)
		return 0;
	for (int i = 0; i < se->nargs; i++) {
		const struct kind_info *k = &kinds[se->args[i].kind];

		if (k->cap != EBT_CAP_NONE && !(k->when & EBT_AT_ENTER))
			return i;
	}
	return se->nargs;
}
