/* Argument printing driven by the kinds table, and the capture plan that
 * the same table gives the kernel side. */
#include <string.h>

#include "decode.h"
#include "decoders/common.h"

const struct kind_info kinds[K__COUNT] = {
#define KIND(name, cap, when, size) [K_##name] = { #name, print_##name, cap, when, size, 64 },
#define SCALAR(name, bits) [K_##name] = { #name, print_##name, EBT_CAP_NONE, 0, 0, bits },
#include "decoders/kinds.def"
#undef SCALAR
#undef KIND
};

/* -e verbose=none: strace reads no memory for such calls but strings and
 * data buffers, so structures and the values behind pointers print as
 * addresses.  Arrays (and the signal frame) go to their printers: an empty
 * array still shows as "[]" (strace's print_array), and they check
 * verbose() themselves, as do the printers of buffers that hold a
 * structure (CPU sets, node masks, socket addresses). */
static bool shown_unverbose(const struct kind_info *k)
{
	switch (k->cap) {
	case EBT_CAP_NONE:
	case EBT_CAP_STR:
	case EBT_CAP_BUF_ARG:
	case EBT_CAP_BUF_RET:
	case EBT_CAP_ARR_ARG:
	case EBT_CAP_ARR_RET:
	case EBT_CAP_IOV:
	case EBT_CAP_STACK:
		return true;
	default:
		return false;
	}
}

void narrow_args(const struct sysent *se, uint64_t *args)
{
	for (int i = 0; i < se->nargs; i++) {
		unsigned bits = se->args[i].bits ? se->args[i].bits : kinds[se->args[i].kind].bits;

		if (bits == 32)
			args[i] = (uint32_t)args[i];
	}
}

void print_args(struct call *c, int from, int to)
{
	for (int i = from; i < to && i < c->se->nargs; i++) {
		const struct kind_info *k = &kinds[c->se->args[i].kind];

		if (i > from)
			tputs(", ");
		if (!verbose(c) && !shown_unverbose(k))
			print_addr(c->args[i]);
		else
			k->print(c, i, c->se->args[i].param);
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

		if (k->cap != EBT_CAP_NONE && !(k->when & (EBT_AT_ENTER | EBT_AT_BLOCK)))
			return i;
	}
	return se->nargs;
}
