/* seccomp(2) and the classic BPF filters it (and prctl(PR_SET_SECCOMP))
 * installs: {len=N, filter=0x...}, with -v every instruction as the
 * BPF_STMT/BPF_JUMP macro that builds it. */
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <string.h>

#include "common.h"
#include "layout.h"

static const struct xlat seccomp_ops[] = {
	XLAT_PAIR(0, "SECCOMP_SET_MODE_STRICT"), XLAT_PAIR(1, "SECCOMP_SET_MODE_FILTER"),
	XLAT_PAIR(2, "SECCOMP_GET_ACTION_AVAIL"), XLAT_PAIR(3, "SECCOMP_GET_NOTIF_SIZES"),
	XLAT_END
};

static const struct xlat seccomp_filter_flags[] = {
	XLAT_PAIR(1, "SECCOMP_FILTER_FLAG_TSYNC"), XLAT_PAIR(2, "SECCOMP_FILTER_FLAG_LOG"),
	XLAT_PAIR(4, "SECCOMP_FILTER_FLAG_SPEC_ALLOW"),
	XLAT_PAIR(8, "SECCOMP_FILTER_FLAG_NEW_LISTENER"),
	XLAT_PAIR(16, "SECCOMP_FILTER_FLAG_TSYNC_ESRCH"),
	XLAT_PAIR(32, "SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV"), XLAT_END
};

static const struct xlat seccomp_ret_actions[] = {
	XLAT_PAIR(0x80000000u, "SECCOMP_RET_KILL_PROCESS"), XLAT_PAIR(0, "SECCOMP_RET_KILL_THREAD"),
	XLAT_PAIR(0x00030000, "SECCOMP_RET_TRAP"), XLAT_PAIR(0x00050000, "SECCOMP_RET_ERRNO"),
	XLAT_PAIR(0x7fc00000, "SECCOMP_RET_USER_NOTIF"), XLAT_PAIR(0x7ff00000, "SECCOMP_RET_TRACE"),
	XLAT_PAIR(0x7ffc0000, "SECCOMP_RET_LOG"), XLAT_PAIR(0x7fff0000, "SECCOMP_RET_ALLOW"),
	XLAT_END
};
#define RET_ACTION_FULL 0xffff0000u

/* PTRACE_SECCOMP_GET_METADATA's struct seccomp_metadata, size bytes
 * (param) long: the filter_off asked for, and the flags the call stored
 * as far as its result says it wrote. */
void print_seccompmeta(struct call *c, int arg, int param)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	const unsigned char *off = cap_at(cap, 0, 8), *flags = cap_at(cap, 8, 8);
	uint64_t v, written = (uint64_t)c->ret;

	if (c->args[param] < 8 || !verbose(c) || !off) {
		print_addr(c->args[arg]);
		return;
	}
	memcpy(&v, off, sizeof(v));
	tprintf("{filter_off=%llu", (unsigned long long)v);
	if (c->exiting && !call_failed(c) && written > 8) {
		tputs(", ");
		if (written < 16 || !flags) {
			tputs("???");
		} else {
			memcpy(&v, flags, sizeof(v));
			tputs("flags=");
			print_flags_ex(seccomp_filter_flags, v, NULL, "SECCOMP_FILTER_FLAG_???");
			if (written > 16)
				tputs(", ...");
		}
	}
	tputc('}');
}

/* ---- classic BPF instructions ------------------------------------------- */

static const struct xlat bpf_classes[] = {
	XLAT_PAIR(0, "BPF_LD"), XLAT_PAIR(1, "BPF_LDX"), XLAT_PAIR(2, "BPF_ST"),
	XLAT_PAIR(3, "BPF_STX"), XLAT_PAIR(4, "BPF_ALU"), XLAT_PAIR(5, "BPF_JMP"),
	XLAT_PAIR(6, "BPF_RET"), XLAT_PAIR(7, "BPF_MISC"), XLAT_END
};

const struct xlat bpf_sizes[] = {
	XLAT_PAIR(0x00, "BPF_W"), XLAT_PAIR(0x08, "BPF_H"), XLAT_PAIR(0x10, "BPF_B"),
	XLAT_PAIR(0x18, "BPF_DW"), XLAT_END
};

static const struct xlat bpf_modes[] = {
	XLAT_PAIR(0x00, "BPF_IMM"), XLAT_PAIR(0x20, "BPF_ABS"), XLAT_PAIR(0x40, "BPF_IND"),
	XLAT_PAIR(0x60, "BPF_MEM"), XLAT_PAIR(0x80, "BPF_LEN"), XLAT_PAIR(0xa0, "BPF_MSH"),
	XLAT_PAIR(0xc0, "BPF_XADD"), XLAT_END
};

const struct xlat bpf_srcs[] = { XLAT_PAIR(0x00, "BPF_K"), XLAT_PAIR(0x08, "BPF_X"), XLAT_END };

const struct xlat bpf_alu_ops[] = {
	XLAT_PAIR(0x00, "BPF_ADD"), XLAT_PAIR(0x10, "BPF_SUB"), XLAT_PAIR(0x20, "BPF_MUL"),
	XLAT_PAIR(0x30, "BPF_DIV"), XLAT_PAIR(0x40, "BPF_OR"), XLAT_PAIR(0x50, "BPF_AND"),
	XLAT_PAIR(0x60, "BPF_LSH"), XLAT_PAIR(0x70, "BPF_RSH"), XLAT_PAIR(0x80, "BPF_NEG"),
	XLAT_PAIR(0x90, "BPF_MOD"), XLAT_PAIR(0xa0, "BPF_XOR"), XLAT_PAIR(0xb0, "BPF_MOV"),
	XLAT_PAIR(0xc0, "BPF_ARSH"), XLAT_PAIR(0xd0, "BPF_END"), XLAT_END
};

const struct xlat bpf_jmp_ops[] = {
	XLAT_PAIR(0x00, "BPF_JA"), XLAT_PAIR(0x10, "BPF_JEQ"), XLAT_PAIR(0x20, "BPF_JGT"),
	XLAT_PAIR(0x30, "BPF_JGE"), XLAT_PAIR(0x40, "BPF_JSET"), XLAT_PAIR(0x50, "BPF_JNE"),
	XLAT_PAIR(0x60, "BPF_JSGT"), XLAT_PAIR(0x70, "BPF_JSGE"), XLAT_PAIR(0x80, "BPF_CALL"),
	XLAT_PAIR(0x90, "BPF_EXIT"), XLAT_PAIR(0xa0, "BPF_JLT"), XLAT_PAIR(0xb0, "BPF_JLE"),
	XLAT_PAIR(0xc0, "BPF_JSLT"), XLAT_PAIR(0xd0, "BPF_JSLE"), XLAT_END
};

static const struct xlat bpf_rvals[] = {
	XLAT_PAIR(0x00, "BPF_K"), XLAT_PAIR(0x08, "BPF_X"), XLAT_PAIR(0x10, "BPF_A"), XLAT_END
};

static const struct xlat bpf_miscops[] = { XLAT_PAIR(0x00, "BPF_TAX"), XLAT_PAIR(0x80, "BPF_TXA"), XLAT_END };

static void print_field(const struct xlat *x, unsigned val)
{
	tputc('|');
	print_xlat(x, val, "BPF_???");
}

/* Bits of the code no field of its class explains. */
static void print_rest(unsigned rest)
{
	if (rest)
		tprintf("|%#x /* BPF_??? */", rest);
}

/* BPF_LD|BPF_W|BPF_ABS: the class, then the fields that class has. */
static void print_bpf_code(unsigned code)
{
	unsigned cls = BPF_CLASS(code), rest = code & ~7u;

	print_xlat(bpf_classes, cls, "BPF_???");
	switch (cls) {
	case BPF_LD:
	case BPF_LDX:
		print_field(bpf_sizes, BPF_SIZE(code));
		print_field(bpf_modes, BPF_MODE(code));
		break;
	case BPF_ALU:
		print_field(bpf_srcs, BPF_SRC(code));
		print_field(bpf_alu_ops, BPF_OP(code));
		break;
	case BPF_JMP:
		print_field(bpf_srcs, BPF_SRC(code));
		print_field(bpf_jmp_ops, BPF_OP(code));
		break;
	case BPF_RET:
		print_field(bpf_rvals, BPF_RVAL(code));
		print_rest(rest & ~BPF_RVAL(code));
		break;
	case BPF_MISC:
		print_field(bpf_miscops, BPF_MISCOP(code));
		print_rest(rest & ~BPF_MISCOP(code));
		break;
	default:   /* BPF_ST, BPF_STX */
		print_rest(rest);
		break;
	}
}

/* Socket filters load from packet offsets past these bases (linux/filter.h). */
static const struct xlat skf_offsets[] = {
	XLAT_PAIR(0xfffff000u, "SKF_AD_OFF"), XLAT_PAIR(0xfff00000u, "SKF_NET_OFF"),
	XLAT_PAIR(0xffe00000u, "SKF_LL_OFF"), XLAT_END
};

static const struct xlat skf_ad_fields[] = {
	XLAT_PAIR(0, "SKF_AD_PROTOCOL"), XLAT_PAIR(4, "SKF_AD_PKTTYPE"), XLAT_PAIR(8, "SKF_AD_IFINDEX"),
	XLAT_PAIR(12, "SKF_AD_NLATTR"), XLAT_PAIR(16, "SKF_AD_NLATTR_NEST"), XLAT_PAIR(20, "SKF_AD_MARK"),
	XLAT_PAIR(24, "SKF_AD_QUEUE"), XLAT_PAIR(28, "SKF_AD_HATYPE"), XLAT_PAIR(32, "SKF_AD_RXHASH"),
	XLAT_PAIR(36, "SKF_AD_CPU"), XLAT_PAIR(40, "SKF_AD_ALU_XOR_X"), XLAT_PAIR(44, "SKF_AD_VLAN_TAG"),
	XLAT_PAIR(48, "SKF_AD_VLAN_TAG_PRESENT"), XLAT_PAIR(52, "SKF_AD_PAY_OFFSET"),
	XLAT_PAIR(56, "SKF_AD_RANDOM"), XLAT_PAIR(60, "SKF_AD_VLAN_TPID"), XLAT_END
};

/* A seccomp filter's return constant: an action and its data. */
static bool print_seccomp_k(const struct sock_filter *f)
{
	if (BPF_CLASS(f->code) != BPF_RET)
		return false;
	print_xlat(seccomp_ret_actions, f->k & RET_ACTION_FULL, "SECCOMP_RET_???");
	if (f->k & ~RET_ACTION_FULL)
		tprintf("|%#x", f->k & ~RET_ACTION_FULL);
	return true;
}

/* A socket filter's absolute load from a special offset: SKF_NET_OFF+8,
 * SKF_AD_OFF+SKF_AD_PROTOCOL. */
static bool print_socket_k(const struct sock_filter *f)
{
	uint32_t base = 0;

	if (BPF_CLASS(f->code) != BPF_LD || BPF_MODE(f->code) != BPF_ABS)
		return false;
	for (const struct xlat *x = skf_offsets; x->str; x++)
		if (f->k >= x->val) {
			base = x->val;
			break;
		}
	if (!base)
		return false;
	print_xlat(skf_offsets, base, NULL);
	tputc('+');
	if (base == 0xfffff000u)
		print_xlat(skf_ad_fields, f->k - base, "SKF_AD_???");
	else
		tprintf("%u", f->k - base);
	return true;
}

/* The constant as print_k shows it, else in hex. */
static void print_bpf_insn(const struct sock_filter *f, bool (*print_k)(const struct sock_filter *))
{
	if (f->jt || f->jf) {
		tputs("BPF_JUMP(");
		print_bpf_code(f->code);
		tprintf(", %#x, %#x, %#x)", f->k, f->jt, f->jf);
		return;
	}
	tputs("BPF_STMT(");
	print_bpf_code(f->code);
	tputs(", ");
	if (!print_k(f))
		tprintf("%#x", f->k);
	tputc(')');
}

/* Instruction i of the filter at addr: from the capture (-v has the kernel
 * side take them with the struct), else from the tracee. */
static bool fetch_insn(const struct call *c, const struct ebt_cap *cap, uint64_t addr,
		       unsigned i, struct sock_filter *f)
{
	if (cap && !cap->err && (i + 1) * sizeof(*f) <= cap->len) {
		memcpy(f, cap_bytes(cap) + i * sizeof(*f), sizeof(*f));
		return true;
	}
	return tmem_read(c, -1, addr + (uint64_t)i * sizeof(*f), f, sizeof(*f)) == sizeof(*f);
}

/* The instructions at addr (cap: their capture), as many as the kernel
 * takes (BPF_MAXINSNS); socket: a socket filter's, else seccomp's. */
void print_bpf_filter(const struct call *c, const struct ebt_cap *cap, uint64_t addr, unsigned len,
		      bool socket)
{
	bool (*print_k)(const struct sock_filter *) = socket ? print_socket_k : print_seccomp_k;
	struct sock_filter f;

	if (!addr) {
		tputs("NULL");
		return;
	}
	if (!len) {
		tputs("[]");
		return;
	}
	for (unsigned i = 0; i < len; i++) {
		if (i)
			tputs(", ");
		if (!fetch_insn(c, cap, addr, i, &f)) {
			if (!i) {
				print_addr(addr);
				return;
			}
			tprintf("... /* %#llx */", (unsigned long long)(addr + (uint64_t)i * sizeof(f)));
			break;
		}
		if (!i)
			tputc('[');
		if (i >= BPF_MAXINSNS) {
			tputs("...");
			break;
		}
		print_bpf_insn(&f, print_k);
	}
	tputc(']');
}

/* The capture of a struct sock_fprog's instructions. */
static const struct ebt_cap *filter_cap(const struct call *c)
{
	const struct ebt_cap *cap = call_cap_in(c->enter, EBT_CAP_ARG_FILTER);

	return cap ? cap : call_cap_in(c->exit, EBT_CAP_ARG_FILTER);
}

/* struct sock_fprog at argument arg: {len=N, filter=...}; socket: a
 * socket filter's, else seccomp's. */
void print_fprog_of(const struct call *c, int arg, bool socket)
{
	struct sock_fprog p;

	if (!verbose(c)) {
		print_addr(c->args[arg]);
		return;
	}
	if (!fetch_in_layout(c, arg, &p, sizeof(p), kind_layout(K_fprog)))
		return;
	tprintf("{len=%u, filter=", p.len);
	if (abbrev(c))
		print_addr((uintptr_t)p.filter);
	else
		print_bpf_filter(c, filter_cap(c), (uintptr_t)p.filter, p.len, socket);
	tputc('}');
}

void print_seccomp_fprog(const struct call *c, int arg)
{
	print_fprog_of(c, arg, false);
}

void print_fprog(struct call *c, int arg, int param)
{
	print_seccomp_fprog(c, arg);
}

/* seccomp(op, flags, args): what args is depends on op. */
void dec_seccomp(struct call *c, int exiting)
{
	unsigned op = c->args[0], flags = c->args[1];
	uint32_t u32[2];
	struct seccomp_notif_sizes sizes;

	if (exiting) {
		if (op != SECCOMP_GET_NOTIF_SIZES)
			return;
		if (!verbose(c))
			print_addr(c->args[2]);
		else if (fetch_out(c, 2, &sizes, sizeof(sizes)))
			tprintf("{seccomp_notif=%u, seccomp_notif_resp=%u, seccomp_data=%u}",
				sizes.seccomp_notif, sizes.seccomp_notif_resp, sizes.seccomp_data);
		return;
	}
	print_xlat(seccomp_ops, op, "SECCOMP_SET_MODE_???");
	print_arg_sep();
	switch (op) {
	case SECCOMP_SET_MODE_FILTER:
		print_flags_dflt(seccomp_filter_flags, flags, "SECCOMP_FILTER_FLAG_???");
		print_arg_sep();
		print_seccomp_fprog(c, 2);
		break;
	case SECCOMP_GET_ACTION_AVAIL:
		tprintf("%#x, ", flags);
		if (!verbose(c)) {
			print_addr(c->args[2]);
		} else if (fetch_in(c, 2, u32, sizeof(u32[0]))) {
			tputc('[');
			print_xlat(seccomp_ret_actions, u32[0], "SECCOMP_RET_???");
			tputc(']');
		}
		break;
	case SECCOMP_GET_NOTIF_SIZES:
		tprintf("%#x, ", flags);
		break;
	default:
		tprintf("%#x, ", flags);
		print_addr(c->args[2]);
		break;
	}
}

/* The captures of SECCOMP_GET_ACTION_AVAIL and SECCOMP_GET_NOTIF_SIZES:
 * what dec_seccomp reads. */
void print_seccompaction(struct call *c, int arg, int param)
{
	print_addr(c->args[arg]);
}

void print_notifsizes(struct call *c, int arg, int param)
{
	print_addr(c->args[arg]);
}

/* One socket filter instruction (packet sockets' filters in sock_diag). */
void print_socket_filter_insn(const struct sock_filter *f)
{
	print_bpf_insn(f, print_socket_k);
}
