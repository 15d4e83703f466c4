/* NUMA memory policies: modes, node masks (arrays of longs, as strace
 * shows them) and the mbind/get_mempolicy flags. */
#include <string.h>

#include "common.h"


static const struct xlat mpol_modes[] = {
	XLAT_PAIR(0, "MPOL_DEFAULT"), XLAT_PAIR(1, "MPOL_PREFERRED"), XLAT_PAIR(2, "MPOL_BIND"),
	XLAT_PAIR(3, "MPOL_INTERLEAVE"), XLAT_PAIR(4, "MPOL_LOCAL"),
	XLAT_PAIR(5, "MPOL_PREFERRED_MANY"), XLAT_END
};

static const struct xlat mpol_mode_flags[] = {
	XLAT_PAIR(1 << 15, "MPOL_F_STATIC_NODES"), XLAT_PAIR(1 << 14, "MPOL_F_RELATIVE_NODES"),
	XLAT_PAIR(1 << 13, "MPOL_F_NUMA_BALANCING"), XLAT_END
};

static const struct xlat mbind_flags[] = {
	XLAT_PAIR(1, "MPOL_MF_STRICT"), XLAT_PAIR(2, "MPOL_MF_MOVE"),
	XLAT_PAIR(4, "MPOL_MF_MOVE_ALL"), XLAT_END
};

/* move_pages takes no MPOL_MF_STRICT */
static const struct xlat move_pages_flags[] = {
	XLAT_PAIR(2, "MPOL_MF_MOVE"), XLAT_PAIR(4, "MPOL_MF_MOVE_ALL"), XLAT_END
};

static const struct xlat get_mempolicy_flags[] = {
	XLAT_PAIR(1, "MPOL_F_NODE"), XLAT_PAIR(2, "MPOL_F_ADDR"),
	XLAT_PAIR(4, "MPOL_F_MEMS_ALLOWED"), XLAT_END
};

#define MPOL_MODE_FLAGS ((1u << 15) | (1u << 14) | (1u << 13))

/* MPOL_BIND|MPOL_F_STATIC_NODES; an unknown mode with flags as flags */
void print_mpolmode(struct call *c, int arg, int param)
{
	uint64_t v = c->args[arg];
	const char *name;

	if (arg == 0)   /* set_mempolicy: an int */
		v = (unsigned)v;
	if (!(v & MPOL_MODE_FLAGS)) {
		print_xlat(mpol_modes, v, "MPOL_???");
		return;
	}
	name = xlat_lookup(mpol_modes, v & ~(uint64_t)MPOL_MODE_FLAGS);
	if (!name) {
		print_flags_dflt(mpol_mode_flags, v, "MPOL_F_???");
		return;
	}
	xlat_compose_begin();
	tprintf("%s|", name);
	print_flags(mpol_mode_flags, v & MPOL_MODE_FLAGS, NULL);
	xlat_compose_end("%#llx", v);
}

/* An element that is a long of the call's ABI (the architectures are
 * little-endian). */
static uint64_t long_elem(const struct call *c, const void *elem)
{
	uint64_t w = 0;

	memcpy(&w, elem, call_long_size(c));
	return w;
}

static void print_word_elem(const struct call *c, const void *elem, void *data)
{
	tprintf("%#0*llx", (int)call_long_size(c) * 2, (unsigned long long)long_elem(c, elem));
}

/* [0x00000000000001, 0000000000000000]: one long per 64 nodes (32 in a
 * compat call); param is the maxnode argument */
void print_nodemask(struct call *c, int arg, int param)
{
	uint64_t bits = call_long_size(c) * 8;
	uint64_t maxnode = c->args[param], n = (maxnode + bits - 2) / bits;

	if (n < maxnode / bits || (maxnode && !n)) {
		print_addr(c->args[arg]);
		return;
	}
	print_arg_array(c, arg, n, call_long_size(c), print_word_elem, NULL);
}

/* get_mempolicy's: filled only when the call succeeded */
void print_onodemask(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_nodemask(c, arg, param);
}

void print_mbindflags(struct call *c, int arg, int param)
{
	print_flags_dflt(mbind_flags, (unsigned)c->args[arg], "MPOL_???");
}

void print_getmpolflags(struct call *c, int arg, int param)
{
	print_flags_dflt(get_mempolicy_flags, c->args[arg], "MPOL_F_???");
}

/* get_mempolicy's mode: [MPOL_DEFAULT] */
void print_ompolmode(struct call *c, int arg, int param)
{
	int32_t mode;

	if (!fetch_out(c, arg, &mode, sizeof(mode)))
		return;
	tputc('[');
	print_xlat(mpol_modes, (unsigned)mode, "MPOL_???");
	tputc(']');
}

/* ---- move_pages ---- */

static void print_page_elem(const struct call *c, const void *elem, void *data)
{
	print_addr(long_elem(c, elem));
}

static void print_int_elem(const struct call *c, const void *elem, void *data)
{
	int32_t v;

	memcpy(&v, elem, sizeof(v));
	tprintf("%d", v);
}

/* a page's node, or why it could not be moved: -EFAULT */
static void print_status_elem(const struct call *c, const void *elem, void *data)
{
	int32_t v;

	memcpy(&v, elem, sizeof(v));
	if (v < 0)
		print_neg_errno(v);
	else
		tprintf("%d", v);
}

/* [0x7f0000000000, ...]: the pages, as many as the count argument (param) */
void print_pagelist(struct call *c, int arg, int param)
{
	/* a compat call's pointers: 4 bytes each, as its layout says */
	print_arg_array(c, arg, c->args[param], call_long_size(c), print_page_elem, NULL);
}

void print_nodelist(struct call *c, int arg, int param)
{
	print_arg_array(c, arg, c->args[param], sizeof(int32_t), print_int_elem, NULL);
}

void print_pagestatus(struct call *c, int arg, int param)
{
	print_arg_array_out(c, arg, c->args[param], sizeof(int32_t), print_status_elem, NULL);
}

void print_movepagesflags(struct call *c, int arg, int param)
{
	print_flags_dflt(move_pages_flags, (unsigned)c->args[arg], "MPOL_???");
}
