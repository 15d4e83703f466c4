/* Pruning a program before the verifier sees it.
 *
 * ebtrace's programs carry every feature, each behind a test of a
 * read-only setting (const volatile in .rodata): -k's stacks, the capture
 * kinds of the traced calls, tampering...  The verifier follows only the
 * branches the settings allow, but its other passes (the control-flow
 * check, liveness, removing the dead code one piece at a time) go over
 * the whole program, two fifths of its time: for a run that traces a
 * few calls, two thirds of the code is dead.
 *
 * A forward pass propagates what each register holds, as far as the
 * settings make it a constant (sparse conditional constant propagation,
 * each function on its own), following only the branches those constants
 * allow.  What it never reaches is removed; the branches it decided become
 * jumps or go.  Sound as long as .rodata cannot change, which libbpf
 * ensures (it freezes the map before loading any program); what the pass
 * cannot follow is simply kept, for the verifier to decide.  A second
 * pass removes what the decided tests leave behind: values no path reads
 * any more (see drop_dead_definitions). */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ebtrace.h"
#include "prune.h"

enum { V_UNKNOWN, V_CONST, V_RODATA };   /* V_RODATA: a pointer to .rodata + v */

struct val {
	uint8_t kind;
	uint64_t v;
};

/* What the registers hold where a block starts: bit r of known (and of
 * rodata, for a pointer to it) says that v[r] holds. */
struct state {
	uint64_t v[MAX_BPF_REG];
	uint16_t known, rodata;
};

struct pass {
	const struct bpf_insn *insns;
	size_t n;
	const struct prune_consts *c;
	size_t *slot;           /* a block start's state in states[], else -1 */
	struct state *states;
	bool *pending;          /* a block start whose state changed */
	bool *seen;             /* reached */
	int8_t *taken;          /* a conditional jump reached: 1, 0 or -1 (either) */
	bool bad;               /* a jump out of the program: left alone */
};

#define NO_SLOT ((size_t)-1)
#define NOT_YET 2
#define CALL_CLOBBERED 0x3fu   /* r0-r5: a call's result and arguments */

static const struct val unknown = { V_UNKNOWN, 0 };

static struct val konst(uint64_t v)
{
	return (struct val){ V_CONST, v };
}

static bool is_ld_imm64(const struct bpf_insn *i)
{
	return i->code == (BPF_LD | BPF_IMM | BPF_DW);
}

static bool is_pseudo_func(const struct bpf_insn *i)
{
	return is_ld_imm64(i) && i->src_reg == BPF_PSEUDO_FUNC;
}

static bool is_pseudo_call(const struct bpf_insn *i)
{
	return i->code == (BPF_JMP | BPF_CALL) && i->src_reg == BPF_PSEUDO_CALL;
}

static bool is_jump(const struct bpf_insn *i)
{
	uint8_t cls = BPF_CLASS(i->code), op = BPF_OP(i->code);

	return (cls == BPF_JMP || cls == BPF_JMP32) && op != BPF_CALL && op != BPF_EXIT;
}

static bool is_cond_jump(const struct bpf_insn *i)
{
	return is_jump(i) && BPF_OP(i->code) != BPF_JA;
}

/* Where a jump (or gotol) goes. */
static size_t jump_target(const struct bpf_insn *i, size_t at)
{
	if (i->code == (BPF_JMP32 | BPF_JA))
		return at + i->imm + 1;
	return at + i->off + 1;
}

/* ---- the values --------------------------------------------------------- */

static struct val alu(const struct bpf_insn *in, struct val dst, struct val src)
{
	bool is64 = BPF_CLASS(in->code) == BPF_ALU64;
	uint8_t op = BPF_OP(in->code);
	uint64_t a = dst.v, b = src.v, r;

	if (op == BPF_MOV) {
		if (in->off)   /* a sign-extending move */
			return unknown;
		if (src.kind == V_RODATA)
			return is64 ? src : unknown;
		return src.kind == V_CONST ? konst(is64 ? b : (uint32_t)b) : unknown;
	}
	if (op == BPF_NEG)
		return dst.kind == V_CONST ? konst(is64 ? -a : (uint32_t)-a) : unknown;
	if (dst.kind == V_RODATA && is64 && src.kind == V_CONST && (op == BPF_ADD || op == BPF_SUB))
		return (struct val){ V_RODATA, op == BPF_ADD ? a + b : a - b };
	if (dst.kind != V_CONST || src.kind != V_CONST)
		return unknown;
	if (!is64) {
		a = (uint32_t)a;
		b = (uint32_t)b;
	}
	switch (op) {
	case BPF_ADD: r = a + b; break;
	case BPF_SUB: r = a - b; break;
	case BPF_MUL: r = a * b; break;
	case BPF_OR: r = a | b; break;
	case BPF_AND: r = a & b; break;
	case BPF_XOR: r = a ^ b; break;
	case BPF_LSH: r = a << (b & (is64 ? 63 : 31)); break;
	case BPF_RSH: r = a >> (b & (is64 ? 63 : 31)); break;
	case BPF_ARSH:
		r = is64 ? (uint64_t)((int64_t)a >> (b & 63)) : (uint32_t)((int32_t)a >> (b & 31));
		break;
	default:   /* division, modulo, byte swaps: left to the verifier */
		return unknown;
	}
	return konst(is64 ? r : (uint32_t)r);
}

static unsigned access_size(uint8_t code)
{
	switch (BPF_SIZE(code)) {
	case BPF_B: return 1;
	case BPF_H: return 2;
	case BPF_W: return 4;
	}
	return 8;
}

/* A load through a pointer to .rodata: the value there. */
static struct val load(const struct pass *p, const struct bpf_insn *in, struct val src)
{
	uint64_t at = src.v + in->off;
	uint8_t b;
	uint16_t h;
	uint32_t w;
	uint64_t dw;

	if (src.kind != V_RODATA || BPF_MODE(in->code) != BPF_MEM || at >= p->c->size ||
	    p->c->size - at < access_size(in->code))
		return unknown;
	switch (BPF_SIZE(in->code)) {
	case BPF_B: memcpy(&b, p->c->data + at, 1); return konst(b);
	case BPF_H: memcpy(&h, p->c->data + at, 2); return konst(h);
	case BPF_W: memcpy(&w, p->c->data + at, 4); return konst(w);
	default: memcpy(&dw, p->c->data + at, 8); return konst(dw);
	}
}

/* A conditional jump: 1 taken, 0 not, -1 either. */
static int decide(const struct bpf_insn *in, struct val dst, struct val src)
{
	bool is32 = BPF_CLASS(in->code) == BPF_JMP32;
	uint64_t a = dst.v, b = src.v;
	int64_t sa = (int64_t)a, sb = (int64_t)b;

	if (dst.kind != V_CONST || src.kind != V_CONST)
		return -1;
	if (is32) {
		a = (uint32_t)a;
		b = (uint32_t)b;
		sa = (int32_t)a;
		sb = (int32_t)b;
	}
	switch (BPF_OP(in->code)) {
	case BPF_JEQ: return a == b;
	case BPF_JNE: return a != b;
	case BPF_JGT: return a > b;
	case BPF_JGE: return a >= b;
	case BPF_JLT: return a < b;
	case BPF_JLE: return a <= b;
	case BPF_JSGT: return sa > sb;
	case BPF_JSGE: return sa >= sb;
	case BPF_JSLT: return sa < sb;
	case BPF_JSLE: return sa <= sb;
	case BPF_JSET: return (a & b) != 0;
	}
	return -1;
}

static struct val reg(const struct state *s, unsigned r)
{
	if (r >= MAX_BPF_REG || !(s->known >> r & 1))
		return unknown;
	return (struct val){ s->rodata >> r & 1 ? V_RODATA : V_CONST, s->v[r] };
}

static void set_reg(struct state *s, unsigned r, struct val v)
{
	uint16_t bit = 1u << r;

	if (r >= MAX_BPF_REG)
		return;
	s->known = v.kind != V_UNKNOWN ? s->known | bit : s->known & ~bit;
	s->rodata = v.kind == V_RODATA ? s->rodata | bit : s->rodata & ~bit;
	s->v[r] = v.kind != V_UNKNOWN ? v.v : 0;
}

/* An ALU or jump instruction's source: a register, or its immediate
 * (sign-extended, as the 64-bit forms take it). */
static struct val operand(const struct bpf_insn *in, const struct state *s)
{
	return BPF_SRC(in->code) == BPF_X ? reg(s, in->src_reg) : konst((uint64_t)(int64_t)in->imm);
}

static int decision(const struct bpf_insn *in, const struct state *s)
{
	return decide(in, reg(s, in->dst_reg), operand(in, s));
}

/* ---- the pass --------------------------------------------------------------- */

/* Where blocks start: the first instruction, those jumped to, called or
 * passed as callbacks, and those after a jump or an exit. */
static void find_blocks(struct pass *p)
{
	size_t nslots = 0;

	for (size_t i = 0; i < p->n; i++)
		p->slot[i] = NO_SLOT;
	p->slot[0] = 0;   /* marked; numbered below */
	for (size_t i = 0; i < p->n && !p->bad; i++) {
		const struct bpf_insn *in = &p->insns[i];
		bool exit = in->code == (BPF_JMP | BPF_EXIT);
		size_t to;

		if ((is_jump(in) || exit) && i + 1 < p->n)
			p->slot[i + 1] = 0;
		if (is_jump(in))
			to = jump_target(in, i);
		else if (is_pseudo_call(in) || is_pseudo_func(in))
			to = i + in->imm + 1;
		else
			to = NO_SLOT;
		if (to < p->n)
			p->slot[to] = 0;
		else if (to != NO_SLOT)
			p->bad = true;
		if (is_ld_imm64(in))
			i++;
	}
	for (size_t i = 0; i < p->n; i++)
		if (p->slot[i] != NO_SLOT)
			p->slot[i] = nslots++;
	p->states = xcalloc(nslots ? nslots : 1, sizeof(*p->states));
}

/* State s reaches block start to: what differs from what reached it
 * before is no longer known. */
static void flow(struct pass *p, size_t to, const struct state *s)
{
	struct state *at;
	uint16_t known;

	if (to >= p->n || p->slot[to] == NO_SLOT) {   /* not a block start: malformed */
		p->bad = true;
		return;
	}
	at = &p->states[p->slot[to]];
	if (!p->seen[to]) {
		p->seen[to] = true;
		*at = *s;
		p->pending[to] = true;
		return;
	}
	known = at->known & s->known & ~(at->rodata ^ s->rodata);
	for (int r = 0; r < MAX_BPF_REG; r++)
		if ((known >> r & 1) && at->v[r] != s->v[r])
			known &= ~(1u << r);
	if (known != at->known) {
		at->known = known;
		at->rodata &= known;
		p->pending[to] = true;
	}
}

/* A function's entry: nothing known. */
static void enter_function(struct pass *p, size_t at)
{
	struct state none = { .known = 0 };

	flow(p, at, &none);
}

/* Merges this visit's decision of the conditional jump at i: a later
 * visit knows less, never something else. */
static int note_decision(struct pass *p, size_t i, const struct state *s)
{
	int d = decision(&p->insns[i], s);

	if (p->taken[i] == NOT_YET || p->taken[i] == d)
		p->taken[i] = (int8_t)d;
	else
		p->taken[i] = -1;
	return p->taken[i];
}

/* Follows the block that starts at start, to its end. */
static void walk(struct pass *p, size_t start)
{
	struct state s = p->states[p->slot[start]];

	for (size_t i = start; i < p->n && !p->bad;) {
		const struct bpf_insn *in = &p->insns[i];
		uint8_t cls = BPF_CLASS(in->code), op = BPF_OP(in->code);
		size_t next = i + 1;

		p->seen[i] = true;
		switch (cls) {
		case BPF_ALU:
		case BPF_ALU64:
			set_reg(&s, in->dst_reg, alu(in, reg(&s, in->dst_reg), operand(in, &s)));
			break;
		case BPF_LD:
			if (!is_ld_imm64(in)) {   /* packet loads: none in these programs */
				s.known &= ~CALL_CLOBBERED;
				break;
			}
			next = i + 2;
			if (in->src_reg == 0)
				set_reg(&s, in->dst_reg,
					konst((uint32_t)in->imm | (uint64_t)(uint32_t)in[1].imm << 32));
			else if (in->src_reg == BPF_PSEUDO_MAP_VALUE && in->imm == p->c->fd)
				set_reg(&s, in->dst_reg, (struct val){ V_RODATA, (uint32_t)in[1].imm });
			else
				set_reg(&s, in->dst_reg, unknown);
			if (is_pseudo_func(in))
				enter_function(p, i + in->imm + 1);
			break;
		case BPF_LDX:
			set_reg(&s, in->dst_reg, load(p, in, reg(&s, in->src_reg)));
			break;
		case BPF_STX:
			if (BPF_MODE(in->code) == BPF_ATOMIC) {
				if (in->imm & BPF_FETCH)
					set_reg(&s, in->src_reg, unknown);
				set_reg(&s, BPF_REG_0, unknown);   /* cmpxchg */
			}
			break;
		case BPF_ST:
			break;
		default:   /* the jumps */
			if (op == BPF_EXIT)
				return;
			if (op == BPF_CALL) {
				if (is_pseudo_call(in))
					enter_function(p, i + in->imm + 1);
				s.known &= ~CALL_CLOBBERED;
				break;
			}
			if (op == BPF_JA) {
				flow(p, jump_target(in, i), &s);
				return;
			}
			switch (note_decision(p, i, &s)) {
			case 1:
				flow(p, jump_target(in, i), &s);
				return;
			case 0:
				flow(p, i + 1, &s);
				return;
			}
			flow(p, jump_target(in, i), &s);
			flow(p, i + 1, &s);
			return;
		}
		s.rodata &= s.known;
		if (next < p->n && p->slot[next] != NO_SLOT) {
			flow(p, next, &s);
			return;
		}
		i = next;
	}
	if (!p->bad)   /* fell off the end */
		p->bad = true;
}

/* ---- the rewrite ------------------------------------------------------------ */

/* A program's function or line records: insn_off first in each, rec
 * bytes apart. */
struct records {
	void *recs;
	uint32_t *n;
	uint32_t rec;
};

/* The records of the instructions reached (all when reached is NULL), at
 * their new places; several that land on one place keep the last. */
static void rewrite_records(const struct records *r, size_t n, const bool *reached,
			    const size_t *newidx)
{
	uint8_t *base = r->recs;
	uint32_t out = 0;

	if (!base || !r->n)
		return;
	for (uint32_t k = 0; k < *r->n; k++) {
		uint32_t off;

		memcpy(&off, base + (size_t)k * r->rec, sizeof(off));
		if (off >= n || (reached && !reached[off]))
			continue;
		off = (uint32_t)newidx[off];
		if (out) {
			uint32_t prev;

			memcpy(&prev, base + (size_t)(out - 1) * r->rec, sizeof(prev));
			if (prev == off)
				out--;
		}
		memmove(base + (size_t)out * r->rec, base + (size_t)k * r->rec, r->rec);
		memcpy(base + (size_t)out * r->rec, &off, sizeof(off));
		out++;
	}
	*r->n = out;
}

/* Keeps only the instructions keep says: a removed one's place is that of
 * the next one kept, for the jumps and calls to it and for its records
 * (dropped for the instructions not reached).  Returns how many went. */
static size_t compact(struct bpf_insn *insns, size_t *n, const bool *keep, const bool *reached,
		      const struct records *recs, int nrecs)
{
	size_t *newidx = xcalloc(*n + 1, sizeof(*newidx)), kept = 0, removed;

	for (size_t i = 0; i < *n; i++)
		if (keep[i])
			newidx[i] = kept++;
	newidx[*n] = kept;
	for (size_t i = *n; i-- > 0;)
		if (!keep[i])
			newidx[i] = newidx[i + 1];
	for (size_t i = 0; i < *n; i++) {
		struct bpf_insn *in = &insns[i];

		if (!keep[i])
			continue;
		if (is_jump(in)) {
			long to = (long)newidx[jump_target(in, i)] - (long)newidx[i] - 1;

			if (in->code == (BPF_JMP32 | BPF_JA))
				in->imm = (int32_t)to;
			else
				in->off = (int16_t)to;
		} else if (is_pseudo_call(in) || is_pseudo_func(in)) {
			in->imm = (int32_t)((long)newidx[i + in->imm + 1] - (long)newidx[i] - 1);
		}
		if (is_ld_imm64(in))
			i++;
	}
	for (int r = 0; r < nrecs; r++)
		rewrite_records(&recs[r], *n, reached, newidx);
	for (size_t i = 0; i < *n; i++)
		if (keep[i])
			insns[newidx[i]] = insns[i];
	removed = *n - kept;
	*n = kept;
	free(newidx);
	return removed;
}

/* ---- dead definitions --------------------------------------------------------
 * With its branches decided, a setting's test leaves behind the loads
 * that fed it, and so do values only a removed path used.  The verifier
 * would still follow them on every path: an instruction with no effect
 * but its register (an ALU operation, a load, a 64-bit constant) whose
 * value no path reads is removed, and so is a jump (taken or not) to the
 * next instruction.  Liveness of the registers, backwards to a fixed point,
 * not counting what removed instructions read. */

#define CALL_ARGS (CALL_CLOBBERED & ~1u)   /* r1-r5 */

/* Instruction i is the second half of a 64-bit constant. */
static bool imm64_tail(const struct bpf_insn *insns, size_t i)
{
	return i > 0 && is_ld_imm64(&insns[i - 1]);
}

/* The registers instruction in reads (a call: all its possible arguments). */
static uint16_t reads(const struct bpf_insn *in)
{
	uint8_t cls = BPF_CLASS(in->code), op = BPF_OP(in->code);
	uint16_t src = BPF_SRC(in->code) == BPF_X ? 1u << in->src_reg : 0;

	switch (cls) {
	case BPF_ALU:
	case BPF_ALU64:
		if (op == BPF_END)   /* its source bit is the byte order */
			return 1u << in->dst_reg;
		return op == BPF_MOV ? src : src | 1u << in->dst_reg;
	case BPF_LD:
		return is_ld_imm64(in) ? 0 : 0xffff;   /* packet loads: none here */
	case BPF_LDX:
		return 1u << in->src_reg;
	case BPF_ST:
		return 1u << in->dst_reg;
	case BPF_STX:
		return 1u << in->dst_reg | 1u << in->src_reg | (in->imm == BPF_CMPXCHG ? 1 : 0);
	}
	if (op == BPF_EXIT)
		return 1;
	if (op == BPF_CALL)
		return CALL_ARGS;
	return op == BPF_JA ? 0 : src | 1u << in->dst_reg;
}

/* The registers it sets. */
static uint16_t writes(const struct bpf_insn *in)
{
	uint8_t cls = BPF_CLASS(in->code);

	if (cls == BPF_ALU || cls == BPF_ALU64 || cls == BPF_LDX || is_ld_imm64(in))
		return 1u << in->dst_reg;
	if (in->code == (BPF_JMP | BPF_CALL))
		return CALL_CLOBBERED;
	return 0;
}

/* Has no effect but setting its register (a callback's address names a
 * function: kept). */
static bool only_sets(const struct bpf_insn *in)
{
	uint8_t cls = BPF_CLASS(in->code);

	return cls == BPF_ALU || cls == BPF_ALU64 || cls == BPF_LDX ||
	       (is_ld_imm64(in) && !is_pseudo_func(in));
}

/* The registers live after instruction i. */
static uint16_t live_after(const struct bpf_insn *insns, size_t n, const uint16_t *live, size_t i)
{
	const struct bpf_insn *in = &insns[i];
	size_t next = is_ld_imm64(in) ? i + 2 : i + 1;
	uint16_t out = 0;

	if (in->code == (BPF_JMP | BPF_EXIT))
		return 0;
	if (is_jump(in) && jump_target(in, i) < n)
		out |= live[jump_target(in, i)];
	if ((!is_jump(in) || is_cond_jump(in)) && next < n)
		out |= live[next];
	return out;
}

static bool is_dead(const struct bpf_insn *in, uint16_t out)
{
	return only_sets(in) && !(writes(in) & out);
}

static size_t drop_dead_definitions(struct bpf_insn *insns, size_t *n,
				    const struct records *recs, int nrecs)
{
	uint16_t *live = xcalloc(*n, sizeof(*live));
	bool *keep = xcalloc(*n + 1, sizeof(*keep)), changed = true;
	size_t removed = 0, next_kept = *n;

	while (changed) {
		changed = false;
		for (size_t i = *n; i-- > 0;) {
			const struct bpf_insn *in = &insns[i];
			uint16_t out, in_live;

			if (imm64_tail(insns, i))
				continue;
			out = live_after(insns, *n, live, i);
			in_live = is_dead(in, out) ? out : (out & ~writes(in)) | reads(in);
			if (in_live != live[i]) {
				live[i] = in_live;
				changed = true;
			}
		}
	}
	/* from the end, so that a jump knows what is kept before its target */
	for (size_t i = *n; i-- > 0;) {
		const struct bpf_insn *in = &insns[i];

		if (imm64_tail(insns, i))
			continue;
		/* a jump, taken or not, to where the code goes anyway */
		keep[i] = !is_dead(in, live_after(insns, *n, live, i)) &&
			  !(is_jump(in) && jump_target(in, i) > i && next_kept >= jump_target(in, i));
		if (is_ld_imm64(in))
			keep[i + 1] = keep[i];
		if (keep[i])
			next_kept = i;
	}
	removed = compact(insns, n, keep, NULL, recs, nrecs);
	free(live);
	free(keep);
	return removed;
}

size_t prune_dead_code(struct bpf_insn *insns, size_t *n, const struct prune_consts *c,
		       void *func_info, uint32_t *nfunc, uint32_t func_rec,
		       void *line_info, uint32_t *nline, uint32_t line_rec)
{
	struct pass p = { .insns = insns, .n = *n, .c = c };
	const struct records recs[] = {
		{ func_info, nfunc, func_rec }, { line_info, nline, line_rec },
	};
	size_t removed = 0, more;
	bool *keep, again = true;

	if (!*n || !c || !c->data)
		return 0;
	p.slot = xcalloc(p.n, sizeof(*p.slot));
	p.seen = xcalloc(p.n, sizeof(*p.seen));
	p.pending = xcalloc(p.n, sizeof(*p.pending));
	p.taken = xcalloc(p.n, sizeof(*p.taken));
	memset(p.taken, NOT_YET, p.n);
	keep = xcalloc(p.n + 1, sizeof(*keep));
	find_blocks(&p);
	if (p.bad)
		goto out;
	enter_function(&p, 0);
	/* in the order of the code, again while a block's state changed */
	while (again && !p.bad) {
		again = false;
		for (size_t i = 0; i < p.n && !p.bad; i++)
			if (p.pending[i]) {
				p.pending[i] = false;
				again = true;
				walk(&p, i);
			}
	}
	if (p.bad)
		goto out;

	/* kept: what was reached, but for the branches never taken; those
	 * always taken become jumps */
	for (size_t i = 0; i < p.n; i++) {
		if (!p.seen[i])
			continue;
		keep[i] = !(is_cond_jump(&insns[i]) && p.taken[i] == 0);
		if (is_cond_jump(&insns[i]) && p.taken[i] == 1)
			insns[i] = (struct bpf_insn){ .code = BPF_JMP | BPF_JA, .off = insns[i].off };
		if (is_ld_imm64(&insns[i]) && i + 1 < p.n) {
			keep[i + 1] = true;
			i++;
		}
	}
	removed = compact(insns, n, keep, p.seen, recs, 2);
	/* again while something goes: a test that went leaves its operands */
	do {
		more = drop_dead_definitions(insns, n, recs, 2);
		removed += more;
	} while (more);
out:
	free(p.slot);
	free(p.states);
	free(p.pending);
	free(p.seen);
	free(p.taken);
	free(keep);
	return removed;
}
