/* ptrace(2): the request, then what it takes.  The arguments that point to
 * data are captured by the request's row of the syscall table (siginfo,
 * signal masks, the words PEEK* read, PTRACE_GET_SYSCALL_INFO's struct,
 * the register sets); the rest show as their addresses. */
#include <linux/elf.h>
#include <linux/ptrace.h>
#include <string.h>
#include "common.h"
#include "pids.h"
#include "../arch.h"

static const struct xlat ptrace_cmds[] = {
	XLAT(PTRACE_TRACEME), XLAT(PTRACE_PEEKTEXT), XLAT(PTRACE_PEEKDATA),
	XLAT_PAIR(PTRACE_PEEKUSR, "PTRACE_PEEKUSER"), XLAT(PTRACE_POKETEXT),
	XLAT(PTRACE_POKEDATA), XLAT_PAIR(PTRACE_POKEUSR, "PTRACE_POKEUSER"),
	XLAT(PTRACE_CONT), XLAT(PTRACE_KILL), XLAT(PTRACE_SINGLESTEP),
	XLAT(PTRACE_ATTACH), XLAT(PTRACE_DETACH), XLAT(PTRACE_SYSCALL),
	XLAT(PTRACE_SETOPTIONS), XLAT(PTRACE_GETEVENTMSG), XLAT(PTRACE_GETSIGINFO),
	XLAT(PTRACE_SETSIGINFO), XLAT(PTRACE_GETREGSET), XLAT(PTRACE_SETREGSET),
	XLAT(PTRACE_SEIZE), XLAT(PTRACE_INTERRUPT), XLAT(PTRACE_LISTEN),
	XLAT(PTRACE_PEEKSIGINFO), XLAT(PTRACE_GETSIGMASK), XLAT(PTRACE_SETSIGMASK),
	XLAT(PTRACE_SECCOMP_GET_FILTER), XLAT(PTRACE_SECCOMP_GET_METADATA),
	XLAT(PTRACE_GET_SYSCALL_INFO), XLAT_PAIR(0x420f, "PTRACE_GET_RSEQ_CONFIGURATION"),
	/* the architecture's own (asm/ptrace-abi.h) */
#ifdef PTRACE_GETREGS
	XLAT(PTRACE_GETREGS), XLAT(PTRACE_SETREGS),
#endif
#ifdef PTRACE_GETFPREGS
	XLAT(PTRACE_GETFPREGS), XLAT(PTRACE_SETFPREGS),
#endif
#ifdef PTRACE_GETFPXREGS
	XLAT(PTRACE_GETFPXREGS), XLAT(PTRACE_SETFPXREGS),
#endif
#ifdef PTRACE_GET_THREAD_AREA
	XLAT(PTRACE_GET_THREAD_AREA), XLAT(PTRACE_SET_THREAD_AREA),
#endif
#ifdef PTRACE_ARCH_PRCTL
	XLAT(PTRACE_ARCH_PRCTL),
#endif
#ifdef PTRACE_SYSEMU
	XLAT(PTRACE_SYSEMU), XLAT(PTRACE_SYSEMU_SINGLESTEP),
#endif
#ifdef PTRACE_SINGLEBLOCK
	XLAT(PTRACE_SINGLEBLOCK),
#endif
#ifdef PTRACE_PEEKMTETAGS
	XLAT(PTRACE_PEEKMTETAGS), XLAT(PTRACE_POKEMTETAGS),
#endif
	XLAT_END
};

static const struct xlat ptrace_options[] = {
	XLAT(PTRACE_O_TRACESYSGOOD), XLAT(PTRACE_O_TRACEFORK), XLAT(PTRACE_O_TRACEVFORK),
	XLAT(PTRACE_O_TRACECLONE), XLAT(PTRACE_O_TRACEEXEC), XLAT(PTRACE_O_TRACEVFORKDONE),
	XLAT(PTRACE_O_TRACEEXIT), XLAT(PTRACE_O_TRACESECCOMP), XLAT(PTRACE_O_EXITKILL),
	XLAT(PTRACE_O_SUSPEND_SECCOMP), XLAT_END
};

/* the regsets of PTRACE_GETREGSET (linux/elf.h), as strace names them */
static const struct xlat nt_types[] = {
	XLAT(NT_PRSTATUS), XLAT_PAIR(NT_PRFPREG, "NT_FPREGSET"), XLAT(NT_PRPSINFO),
	XLAT_PAIR(NT_TASKSTRUCT, "NT_PRXREG"), XLAT_PAIR(5, "NT_PLATFORM"), XLAT(NT_AUXV),
	XLAT_PAIR(7, "NT_GWINDOWS"), XLAT_PAIR(8, "NT_ASRS"), XLAT_PAIR(10, "NT_PSTATUS"),
	XLAT_PAIR(13, "NT_PSINFO"), XLAT_PAIR(14, "NT_PRCRED"), XLAT_PAIR(15, "NT_UTSNAME"),
	XLAT_PAIR(16, "NT_LWPSTATUS"), XLAT_PAIR(17, "NT_LWPSINFO"), XLAT_PAIR(20, "NT_PRFPXREG"),
	XLAT(NT_386_TLS), XLAT(NT_386_IOPERM), XLAT(NT_X86_XSTATE),
	XLAT(NT_ARM_VFP), XLAT(NT_ARM_TLS), XLAT(NT_ARM_HW_BREAK), XLAT(NT_ARM_HW_WATCH),
	XLAT(NT_ARM_SYSTEM_CALL), XLAT(NT_ARM_SVE), XLAT(NT_ARM_PAC_MASK),
	XLAT_END
};

static const struct xlat syscall_info_ops[] = {
	XLAT(PTRACE_SYSCALL_INFO_NONE), XLAT(PTRACE_SYSCALL_INFO_ENTRY),
	XLAT(PTRACE_SYSCALL_INFO_EXIT), XLAT(PTRACE_SYSCALL_INFO_SECCOMP), XLAT_END
};

/* struct ptrace_syscall_info: where its parts end */
#define PSI_ARCH_END 8
#define PSI_IP_END 16
#define PSI_SP_END 24
#define PSI_NR_END 32
#define PSI_ARGS 32
#define PSI_EXIT_END 33      /* exit.is_error */
#define PSI_SECCOMP_END 84   /* seccomp.ret_data */

struct psi {
	uint8_t op, pad[3];
	uint32_t arch;
	uint64_t ip, sp;
	union {
		struct { uint64_t nr, args[6]; uint32_t ret_data; } call;   /* entry, seccomp */
		struct { int64_t rval; uint8_t is_error; } exit;
	};
};

/* entry={nr=..., args=[...]}: the arguments the size holds */
static void print_psi_call(const struct call *c, const struct psi *p, size_t size, bool seccomp)
{
	size_t nargs = (size - PSI_ARGS) / sizeof(uint64_t);

	tputs(seccomp ? "seccomp={nr=" : "entry={nr=");
	print_syscall_nr_of(p->call.nr, p->arch, c->compat);
	if (nargs > 6)
		nargs = 6;
	if (nargs) {
		tputs(", args=[");
		for (size_t i = 0; i < nargs; i++)
			tprintf("%s%#llx", i ? ", " : "", (unsigned long long)p->call.args[i]);
		tputc(']');
	}
	if (seccomp && size >= PSI_SECCOMP_END)
		tprintf(", ret_data=%u", p->call.ret_data);
	tputc('}');
}

static void print_psi_exit(const struct psi *p, size_t size)
{
	tputs("exit={rval=");
	if (size >= PSI_EXIT_END && p->exit.is_error) {
		const char *e = strerrorname_np(-p->exit.rval);
		char name[64];

		snprintf(name, sizeof(name), "-%s", e ? e : "");
		print_dec_named(p->exit.rval, e ? name : NULL, NULL);
	} else {
		tprintf("%lld", (long long)p->exit.rval);
	}
	if (size >= PSI_EXIT_END)
		tprintf(", is_error=%u", p->exit.is_error);
	tputc('}');
}

/* PTRACE_GET_SYSCALL_INFO's struct: as much of it as both the caller's
 * size (param) and the kernel's (the result) hold. */
void print_syscallinfo(struct call *c, int arg, int param)
{
	uint64_t addr = c->args[arg], size = c->args[param];
	struct psi p;

	if (output_unavailable(c)) {
		print_addr(addr);
		return;
	}
	if ((uint64_t)c->ret < size)
		size = c->ret;
	if (size > PSI_SECCOMP_END)
		size = PSI_SECCOMP_END;
	memset(&p, 0, sizeof(p));
	if (!size || tmem_read(c, arg, addr, &p, size) < 0) {
		print_addr(addr);
		return;
	}
	tputs("{op=");
	print_xlat(syscall_info_ops, p.op, "PTRACE_SYSCALL_INFO_???");
	if (size >= PSI_ARCH_END) {
		tputs(", arch=");
		print_xlat(audit_arches, p.arch, "AUDIT_ARCH_???");
	}
	if (size >= PSI_IP_END) {
		tputs(", instruction_pointer=");
		print_addr(p.ip);
	}
	if (size >= PSI_SP_END) {
		tputs(", stack_pointer=");
		print_addr(p.sp);
	}
	if (size >= PSI_NR_END) {
		if (p.op == PTRACE_SYSCALL_INFO_ENTRY || p.op == PTRACE_SYSCALL_INFO_SECCOMP) {
			tputs(", ");
			print_psi_call(c, &p, size, p.op == PTRACE_SYSCALL_INFO_SECCOMP);
		} else if (p.op == PTRACE_SYSCALL_INFO_EXIT) {
			tputs(", ");
			print_psi_exit(&p, size);
		}
	}
	tputc('}');
}

/* ---- register sets ---- */

/* A 32-bit word of a register array */
static void reg_word(const struct call *c, const void *elem, void *data)
{
	uint32_t w;

	memcpy(&w, elem, sizeof(w));
	tprintf("%#x", w);
}

/* The register set rs of size bytes at addr (cap: its bytes from addr
 * on), as strace shows one: the registers that size holds, "..." when it
 * is longer; its address when that cannot be read or is no whole number
 * of words. */
static void print_regset(const struct call *c, const struct arch_regset *rs, uint64_t addr,
			 uint64_t size, const struct ebt_cap *cap)
{
	size_t have = rs && size > rs->size ? rs->size : size;
	const unsigned char *b = cap_at(cap, 0, have);

	if (!rs || !size || size % call_long_size(c) || !verbose(c) || !b) {
		print_addr(addr);
		return;
	}
	tputc('{');
	for (unsigned i = 0; i < rs->nregs && rs->regs[i].off < have; i++) {
		const struct arch_reg *r = &rs->regs[i];
		uint64_t v = 0;

		tprintf("%s%s=", i ? ", " : "", r->name);
		if (r->count > 1) {
			size_t n = (have - r->off) / 4 < r->count ? (have - r->off) / 4 : r->count;

			print_array_bytes(c, addr + r->off, b + r->off, n * 4, n, 4, reg_word, NULL,
					  false);
			continue;
		}
		memcpy(&v, b + r->off, r->size);   /* little-endian */
		tprintf("%#llx", (unsigned long long)v);
	}
	if (size > rs->size)
		tputs(", ...");
	tputc('}');
}

static const struct arch_regset *prstatus_of(const struct call *c)
{
	return c->compat ? arch.compat_prstatus : arch.prstatus;
}

static const struct arch_regset *fpregset_of(const struct call *c)
{
	return c->compat ? arch.compat_fpregset : arch.fpregset;
}

static const struct arch_regset *regset_of(const struct call *c, uint64_t nt)
{
	switch (nt) {
	case NT_PRSTATUS:
		return prstatus_of(c);
	case NT_PRFPREG:
		return fpregset_of(c);
	default:
		return NULL;
	}
}

void print_regs_in(struct call *c, int arg, int param)
{
	const struct arch_regset *rs = prstatus_of(c);

	print_regset(c, rs, c->args[arg], rs ? rs->size : 0, call_cap(c, arg));
}

void print_regs_out(struct call *c, int arg, int param)
{
	print_regs_in(c, arg, param);
}

void print_fpregs_in(struct call *c, int arg, int param)
{
	const struct arch_regset *rs = fpregset_of(c);

	print_regset(c, rs, c->args[arg], rs ? rs->size : 0, call_cap(c, arg));
}

void print_fpregs_out(struct call *c, int arg, int param)
{
	print_fpregs_in(c, arg, param);
}

/* Word i of a captured struct iovec (0: iov_base, 1: iov_len) in the
 * call's ABI, or -1 when it was not captured */
static int64_t iov_word(const struct call *c, const struct ebt_cap *cap, int i)
{
	size_t word = call_long_size(c);
	const unsigned char *b = cap_at(cap, 0, 2 * word);
	uint64_t v = 0;

	if (!b)
		return -1;
	memcpy(&v, b + i * word, word);   /* little-endian */
	return (int64_t)v;
}

/* PTRACE_GETREGSET's and PTRACE_SETREGSET's struct iovec (addr says which
 * register set): the registers as the call left them (GET) or read them
 * (SET), and the length as it was, " => " the length the call stored. */
void print_regsetiov(struct call *c, int arg, int param)
{
	bool get = c->args[0] == PTRACE_GETREGSET;
	const struct ebt_cap *in = call_cap_enter(c, arg), *out = call_cap_in(c->exit, arg);
	const struct ebt_cap *regs = get ? call_cap_field(c, arg, 0) : call_cap_field_enter(c, arg, 0);
	int64_t len = iov_word(c, in, 1), now = iov_word(c, out, 1);
	uint64_t base;

	if (len < 0)
		len = now;
	if (len < 0 || (get && now < 0)) {
		print_addr(c->args[arg]);
		return;
	}
	base = iov_word(c, now >= 0 ? out : in, 0);
	if (!get && (!regs || regs->len < (uint64_t)len))
		regs = call_cap_field(c, arg, 0);
	tputs("{iov_base=");
	print_regset(c, regset_of(c, (uint32_t)c->args[2]), base, get ? now : len, regs);
	tprintf(", iov_len=%llu", (unsigned long long)len);
	if (now >= 0 && now != len)
		tprintf(" => %llu", (unsigned long long)now);
	tputc('}');
}

static const struct xlat peeksiginfo_flags[] = {
	XLAT_PAIR(1, "PTRACE_PEEKSIGINFO_SHARED"), XLAT_END
};

/* struct ptrace_peeksiginfo_args */
void print_peeksiargs(struct call *c, int arg, int param)
{
	struct { uint64_t off; uint32_t flags, nr; } a;

	if (!fetch_in(c, arg, &a, sizeof(a)))
		return;
	tprintf("{off=%llu, flags=", (unsigned long long)a.off);
	print_flags_ex(peeksiginfo_flags, a.flags, NULL, "PTRACE_PEEKSIGINFO_???");
	tprintf(", nr=%u}", a.nr);
}

/* What the request takes after the pid: how many arguments, and how the
 * address (addr) and the data show. */
enum addr_shows { A_ADDR, A_UNSIGNED, A_REGSET, A_ROW, A_DATA_ONLY };
enum data_shows { D_ROW, D_SIGNAL, D_OPTIONS };

static void print_request_args(struct call *c, uint64_t req)
{
	enum addr_shows a = A_ADDR;
	enum data_shows d = D_ROW;

	switch (req) {
	case PTRACE_ATTACH:
	case PTRACE_INTERRUPT:
	case PTRACE_KILL:
	case PTRACE_LISTEN:
		return;   /* the kernel ignores addr and data */
	case PTRACE_GETSIGMASK:
	case PTRACE_SETSIGMASK:
	case PTRACE_GET_SYSCALL_INFO:
	case PTRACE_SECCOMP_GET_FILTER:
	case PTRACE_SECCOMP_GET_METADATA:
		a = A_UNSIGNED;
		break;
	case PTRACE_GETREGSET:
	case PTRACE_SETREGSET:
		a = A_REGSET;
		break;
	case PTRACE_PEEKSIGINFO:
		a = A_ROW;
		break;
#ifdef PTRACE_GETREGS
	case PTRACE_GETREGS:
	case PTRACE_SETREGS:
#endif
#ifdef PTRACE_GETFPREGS
	case PTRACE_GETFPREGS:
	case PTRACE_SETFPREGS:
#endif
		a = A_DATA_ONLY;
		break;
	case PTRACE_CONT:
	case PTRACE_DETACH:
	case PTRACE_SYSCALL:
	case PTRACE_SINGLESTEP:
#ifdef PTRACE_SINGLEBLOCK
	case PTRACE_SINGLEBLOCK:
#endif
#ifdef PTRACE_SYSEMU
	case PTRACE_SYSEMU:
	case PTRACE_SYSEMU_SINGLESTEP:
#endif
		d = D_SIGNAL;
		break;
	case PTRACE_SEIZE:
	case PTRACE_SETOPTIONS:
		d = D_OPTIONS;
		break;
	}
	print_arg_sep();
	switch (a) {
	case A_DATA_ONLY:   /* the registers are data: addr is not used */
		print_args(c, 3, 4);
		return;
	case A_UNSIGNED:
		tprintf("%llu", (unsigned long long)c->args[2]);
		break;
	case A_REGSET:
		print_xlat(nt_types, (uint32_t)c->args[2], "NT_???");
		break;
	case A_ROW:         /* the request's row says what addr points to */
		print_args(c, 2, 3);
		break;
	case A_ADDR:
		print_addr(c->args[2]);
		break;
	}
	print_arg_sep();
	switch (d) {
	case D_SIGNAL:
		print_signo_val((int)c->args[3]);
		break;
	case D_OPTIONS:
		print_flags_ex(ptrace_options, c->args[3], NULL, "PTRACE_O_???");
		break;
	case D_ROW:         /* the request's row says what data points to */
		print_args(c, 3, 4);
		break;
	}
}

void dec_ptrace(struct call *c, int exiting)
{
	uint64_t req = c->args[0];

	if (!exiting)
		return;   /* everything is printed at exit */
	print_xlat(ptrace_cmds, req, "PTRACE_???");
	if (req == PTRACE_TRACEME)
		return;   /* the kernel ignores the rest */
	print_arg_sep();
	print_tgid(c, 1, 0);
	print_request_args(c, req);
}
