/* Per-process settings: personality(2), and prctl(2), an option then
 * arguments whose meaning the option gives (x86's arch_prctl(2) is in
 * src/arch/x86_prctl.c).  The syscall table has a row for each option that
 * points to memory, so exactly what the option reads or stores is
 * captured. */
#include <linux/personality.h>
#include <linux/prctl.h>
#include <string.h>

#include "common.h"
#include "pids.h"

#define TASK_COMM_LEN 16   /* the kernel's task name size, NUL included */

/* strace's auxiliary string of a result made of flags: " (A|B|0xrest)",
 * nothing when no bit has a name (a zero result: the table's name for 0),
 * never with -X raw. */
void print_aux_flags(const struct xlat *x, uint64_t v)
{
	int n = 0;

	if (opt.xlat_style == XLAT_STYLE_RAW)
		return;
	if (!v) {
		const char *zero = xlat_lookup(x, 0);

		if (zero)
			tprintf(" (%s)", zero);
		return;
	}
	for (; x->str; x++) {
		if (x->val && (v & x->val) == x->val) {
			tputs(n++ ? "|" : " (");
			tputs(x->str);
			v &= ~x->val;
		}
	}
	if (!n)
		return;
	if (v)
		tprintf("|%#llx", (unsigned long long)v);
	tputc(')');
}

/* A composed form (see xlat_compose_begin) as a result's auxiliary
 * string: " (form)", never with -X raw. */
static void print_aux_form(void (*form)(const struct xlat *, uint64_t), const struct xlat *x,
			   uint64_t v)
{
	int style = opt.xlat_style;

	if (style == XLAT_STYLE_RAW)
		return;
	opt.xlat_style = XLAT_STYLE_ABBREV;
	tputs(" (");
	form(x, v);
	tputc(')');
	opt.xlat_style = style;
}

static void print_hex_args(const struct call *c, int from)
{
	for (int i = from; i < 5; i++)
		print_argf("%#llx", (unsigned long long)c->args[i]);
}

/* ---- personality ---- */

/* The types strace names: those that are a number alone (the others have
 * flags too, which the type byte never has). */
static const struct xlat personality_types[] = {
	XLAT(PER_LINUX), XLAT(PER_BSD), XLAT(PER_LINUX32), XLAT(PER_RISCOS),
	XLAT(PER_OSF4), XLAT(PER_HPUX), XLAT_END
};

static const struct xlat personality_flags[] = {
	XLAT(UNAME26), XLAT(ADDR_NO_RANDOMIZE), XLAT(FDPIC_FUNCPTRS), XLAT(MMAP_PAGE_ZERO),
	XLAT(ADDR_COMPAT_LAYOUT), XLAT(READ_IMPLIES_EXEC), XLAT(ADDR_LIMIT_32BIT),
	XLAT(SHORT_INODE), XLAT(WHOLE_SECONDS), XLAT(STICKY_TIMEOUTS), XLAT(ADDR_LIMIT_3GB),
	XLAT_END
};

/* PER_BSD|SHORT_INODE: the type byte, then the flags */
static void print_persona(unsigned pers)
{
	print_xlat(personality_types, pers & PER_MASK, "PER_???");
	if (pers & ~PER_MASK) {
		tputc('|');
		print_flags(personality_flags, pers & ~PER_MASK, NULL);
	}
}

static void ret_personality(struct call *c)
{
	tputs(" (");
	print_persona(c->ret);
	tputc(')');
}

/* 0xffffffff only asks for the persona, which the result is. */
void dec_personality(struct call *c, int exiting)
{
	unsigned pers = c->args[0];

	if (exiting) {
		if (!call_failed(c))
			c->ret_extra = ret_personality;
	} else if (pers == 0xffffffff) {
		tputs("0xffffffff");
	} else {
		print_persona(pers);
	}
}

/* ---- prctl ---- */

static const struct xlat prctl_options[] = {
	XLAT_PAIR(1, "PR_SET_PDEATHSIG"), XLAT_PAIR(2, "PR_GET_PDEATHSIG"),
	XLAT_PAIR(3, "PR_GET_DUMPABLE"), XLAT_PAIR(4, "PR_SET_DUMPABLE"),
	XLAT_PAIR(5, "PR_GET_UNALIGN"), XLAT_PAIR(6, "PR_SET_UNALIGN"),
	XLAT_PAIR(7, "PR_GET_KEEPCAPS"), XLAT_PAIR(8, "PR_SET_KEEPCAPS"),
	XLAT_PAIR(9, "PR_GET_FPEMU"), XLAT_PAIR(10, "PR_SET_FPEMU"),
	XLAT_PAIR(11, "PR_GET_FPEXC"), XLAT_PAIR(12, "PR_SET_FPEXC"),
	XLAT_PAIR(13, "PR_GET_TIMING"), XLAT_PAIR(14, "PR_SET_TIMING"),
	XLAT_PAIR(15, "PR_SET_NAME"), XLAT_PAIR(16, "PR_GET_NAME"),
	XLAT_PAIR(19, "PR_GET_ENDIAN"), XLAT_PAIR(20, "PR_SET_ENDIAN"),
	XLAT_PAIR(21, "PR_GET_SECCOMP"), XLAT_PAIR(22, "PR_SET_SECCOMP"),
	XLAT_PAIR(23, "PR_CAPBSET_READ"), XLAT_PAIR(24, "PR_CAPBSET_DROP"),
	XLAT_PAIR(25, "PR_GET_TSC"), XLAT_PAIR(26, "PR_SET_TSC"),
	XLAT_PAIR(27, "PR_GET_SECUREBITS"), XLAT_PAIR(28, "PR_SET_SECUREBITS"),
	XLAT_PAIR(29, "PR_SET_TIMERSLACK"), XLAT_PAIR(30, "PR_GET_TIMERSLACK"),
	XLAT_PAIR(31, "PR_TASK_PERF_EVENTS_DISABLE"), XLAT_PAIR(32, "PR_TASK_PERF_EVENTS_ENABLE"),
	XLAT_PAIR(33, "PR_MCE_KILL"), XLAT_PAIR(34, "PR_MCE_KILL_GET"),
	XLAT_PAIR(35, "PR_SET_MM"), XLAT_PAIR(36, "PR_SET_CHILD_SUBREAPER"),
	XLAT_PAIR(37, "PR_GET_CHILD_SUBREAPER"), XLAT_PAIR(38, "PR_SET_NO_NEW_PRIVS"),
	XLAT_PAIR(39, "PR_GET_NO_NEW_PRIVS"), XLAT_PAIR(40, "PR_GET_TID_ADDRESS"),
	XLAT_PAIR(41, "PR_SET_THP_DISABLE"), XLAT_PAIR(42, "PR_GET_THP_DISABLE"),
	XLAT_PAIR(43, "PR_MPX_ENABLE_MANAGEMENT"), XLAT_PAIR(44, "PR_MPX_DISABLE_MANAGEMENT"),
	XLAT_PAIR(45, "PR_SET_FP_MODE"), XLAT_PAIR(46, "PR_GET_FP_MODE"),
	XLAT_PAIR(47, "PR_CAP_AMBIENT"), XLAT_PAIR(50, "PR_SVE_SET_VL"),
	XLAT_PAIR(51, "PR_SVE_GET_VL"), XLAT_PAIR(52, "PR_GET_SPECULATION_CTRL"),
	XLAT_PAIR(53, "PR_SET_SPECULATION_CTRL"), XLAT_PAIR(54, "PR_PAC_RESET_KEYS"),
	XLAT_PAIR(55, "PR_SET_TAGGED_ADDR_CTRL"), XLAT_PAIR(56, "PR_GET_TAGGED_ADDR_CTRL"),
	XLAT_PAIR(57, "PR_SET_IO_FLUSHER"), XLAT_PAIR(58, "PR_GET_IO_FLUSHER"),
	XLAT_PAIR(59, "PR_SET_SYSCALL_USER_DISPATCH"), XLAT_PAIR(60, "PR_PAC_SET_ENABLED_KEYS"),
	XLAT_PAIR(61, "PR_PAC_GET_ENABLED_KEYS"), XLAT_PAIR(62, "PR_SCHED_CORE"),
	XLAT_PAIR(63, "PR_SME_SET_VL"), XLAT_PAIR(64, "PR_SME_GET_VL"),
	XLAT_PAIR(0x53564d41, "PR_SET_VMA"), XLAT_PAIR(0x59616d61, "PR_SET_PTRACER"),
	XLAT_END
};

static const struct xlat dumpable[] = {
	XLAT_PAIR(0, "SUID_DUMP_DISABLE"), XLAT_PAIR(1, "SUID_DUMP_USER"),
	XLAT_PAIR(2, "SUID_DUMP_ROOT"), XLAT_END
};

static const struct xlat seccomp_modes[] = {
	XLAT_PAIR(0, "SECCOMP_MODE_DISABLED"), XLAT_PAIR(1, "SECCOMP_MODE_STRICT"),
	XLAT_PAIR(2, "SECCOMP_MODE_FILTER"), XLAT_END
};

static const struct xlat secbits[] = {
	XLAT_PAIR(0x01, "SECBIT_NOROOT"), XLAT_PAIR(0x02, "SECBIT_NOROOT_LOCKED"),
	XLAT_PAIR(0x04, "SECBIT_NO_SETUID_FIXUP"), XLAT_PAIR(0x08, "SECBIT_NO_SETUID_FIXUP_LOCKED"),
	XLAT_PAIR(0x10, "SECBIT_KEEP_CAPS"), XLAT_PAIR(0x20, "SECBIT_KEEP_CAPS_LOCKED"),
	XLAT_PAIR(0x40, "SECBIT_NO_CAP_AMBIENT_RAISE"),
	XLAT_PAIR(0x80, "SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED"), XLAT_END
};

static const struct xlat cap_ambient_ops[] = {
	XLAT_PAIR(1, "PR_CAP_AMBIENT_IS_SET"), XLAT_PAIR(2, "PR_CAP_AMBIENT_RAISE"),
	XLAT_PAIR(3, "PR_CAP_AMBIENT_LOWER"), XLAT_PAIR(4, "PR_CAP_AMBIENT_CLEAR_ALL"),
	XLAT_END
};

static const struct xlat tsc_modes[] = {
	XLAT_PAIR(1, "PR_TSC_ENABLE"), XLAT_PAIR(2, "PR_TSC_SIGSEGV"), XLAT_END
};

static const struct xlat unalign_flags[] = {
	XLAT_PAIR(1, "PR_UNALIGN_NOPRINT"), XLAT_PAIR(2, "PR_UNALIGN_SIGBUS"), XLAT_END
};

static const struct xlat fp_modes[] = {
	XLAT_PAIR(1, "PR_FP_MODE_FR"), XLAT_PAIR(2, "PR_FP_MODE_FRE"), XLAT_END
};

static const struct xlat mce_kill_ops[] = {
	XLAT_PAIR(0, "PR_MCE_KILL_CLEAR"), XLAT_PAIR(1, "PR_MCE_KILL_SET"), XLAT_END
};

static const struct xlat mce_kill_policies[] = {
	XLAT_PAIR(0, "PR_MCE_KILL_LATE"), XLAT_PAIR(1, "PR_MCE_KILL_EARLY"),
	XLAT_PAIR(2, "PR_MCE_KILL_DEFAULT"), XLAT_END
};

static const struct xlat set_mm_ops[] = {
	XLAT_PAIR(1, "PR_SET_MM_START_CODE"), XLAT_PAIR(2, "PR_SET_MM_END_CODE"),
	XLAT_PAIR(3, "PR_SET_MM_START_DATA"), XLAT_PAIR(4, "PR_SET_MM_END_DATA"),
	XLAT_PAIR(5, "PR_SET_MM_START_STACK"), XLAT_PAIR(6, "PR_SET_MM_START_BRK"),
	XLAT_PAIR(7, "PR_SET_MM_BRK"), XLAT_PAIR(8, "PR_SET_MM_ARG_START"),
	XLAT_PAIR(9, "PR_SET_MM_ARG_END"), XLAT_PAIR(10, "PR_SET_MM_ENV_START"),
	XLAT_PAIR(11, "PR_SET_MM_ENV_END"), XLAT_PAIR(12, "PR_SET_MM_AUXV"),
	XLAT_PAIR(13, "PR_SET_MM_EXE_FILE"), XLAT_PAIR(14, "PR_SET_MM_MAP"),
	XLAT_PAIR(15, "PR_SET_MM_MAP_SIZE"), XLAT_END
};

static const struct xlat set_vma_ops[] = {
	XLAT_PAIR(0, "PR_SET_VMA_ANON_NAME"), XLAT_END
};

static const struct xlat spec_cmds[] = {
	XLAT_PAIR(0, "PR_SPEC_STORE_BYPASS"), XLAT_PAIR(1, "PR_SPEC_INDIRECT_BRANCH"),
	XLAT_PAIR(2, "PR_SPEC_L1D_FLUSH"), XLAT_END
};

/* What PR_GET_SPECULATION_CTRL returns; PR_SET_ takes the same but the first. */
static const struct xlat spec_get_flags[] = {
	XLAT_PAIR(0, "PR_SPEC_NOT_AFFECTED"), XLAT_PAIR(1, "PR_SPEC_PRCTL"),
	XLAT_PAIR(2, "PR_SPEC_ENABLE"), XLAT_PAIR(4, "PR_SPEC_DISABLE"),
	XLAT_PAIR(8, "PR_SPEC_FORCE_DISABLE"), XLAT_PAIR(16, "PR_SPEC_DISABLE_NOEXEC"),
	XLAT_END
};
#define spec_set_flags (spec_get_flags + 2)


static const struct xlat pac_enabled_keys[] = {
	XLAT(PR_PAC_APIAKEY), XLAT(PR_PAC_APIBKEY), XLAT(PR_PAC_APDAKEY), XLAT(PR_PAC_APDBKEY),
	XLAT_END
};

/* PR_PAC_RESET_KEYS takes the generic key too */
static const struct xlat pac_keys[] = {
	XLAT(PR_PAC_APIAKEY), XLAT(PR_PAC_APIBKEY), XLAT(PR_PAC_APDAKEY), XLAT(PR_PAC_APDBKEY),
	XLAT(PR_PAC_APGAKEY), XLAT_END
};

static const struct xlat sud_cmds[] = {
	XLAT(PR_SYS_DISPATCH_OFF), XLAT(PR_SYS_DISPATCH_ON), XLAT_END
};

static const struct xlat sched_core_cmds[] = {
	XLAT(PR_SCHED_CORE_GET), XLAT(PR_SCHED_CORE_CREATE), XLAT(PR_SCHED_CORE_SHARE_TO),
	XLAT(PR_SCHED_CORE_SHARE_FROM), XLAT_END
};

/* The kernel's enum pid_type, and which kind of id each one is. */
static const struct xlat pid_types[] = {
	XLAT_PAIR(0, "PIDTYPE_PID"), XLAT_PAIR(1, "PIDTYPE_TGID"), XLAT_PAIR(2, "PIDTYPE_PGID"),
	XLAT_PAIR(3, "PIDTYPE_SID"), XLAT_END
};
static const enum pidns_type pid_type_ns[] = { PIDNS_TID, PIDNS_TGID, PIDNS_PGID, PIDNS_SID };

static const struct xlat sve_vl_flags[] = {
	XLAT(PR_SVE_SET_VL_ONEXEC), XLAT(PR_SVE_VL_INHERIT), XLAT_END
};

static const struct xlat sme_vl_flags[] = {
	XLAT(PR_SME_SET_VL_ONEXEC), XLAT(PR_SME_VL_INHERIT), XLAT_END
};

static const struct xlat mte_tcf_modes[] = {
	XLAT(PR_MTE_TCF_NONE), XLAT(PR_MTE_TCF_SYNC), XLAT(PR_MTE_TCF_ASYNC),
	XLAT(PR_MTE_TCF_MASK), XLAT_END
};

/* A vector length with its flags (PR_SVE_*, PR_SME_*): FLAGS|0xlen. */
static void vl_form(const struct xlat *flags, uint64_t v)
{
	if (v & ~(uint64_t)PR_SVE_VL_LEN_MASK) {
		print_flags(flags, v & ~(uint64_t)PR_SVE_VL_LEN_MASK, NULL);
		tputc('|');
	}
	tprintf("%#llx", (unsigned long long)(v & PR_SVE_VL_LEN_MASK));
}

/* PR_SET_TAGGED_ADDR_CTRL's value: its enable bit either way, the MTE
 * check mode, the tag mask and the rest. */
static void tagged_addr_form(const struct xlat *unused, uint64_t v)
{
	uint64_t tag = v & PR_MTE_TAG_MASK;
	uint64_t rest = v & ~(PR_TAGGED_ADDR_ENABLE | PR_MTE_TCF_MASK | PR_MTE_TAG_MASK);
	const char *tcf = xlat_lookup(mte_tcf_modes, v & PR_MTE_TCF_MASK);

	(void)unused;
	tputs(v & PR_TAGGED_ADDR_ENABLE ? "PR_TAGGED_ADDR_ENABLE|" : "!PR_TAGGED_ADDR_ENABLE|");
	if (tcf)
		tputs(tcf);
	else
		tprintf("%#llx", (unsigned long long)(v & PR_MTE_TCF_MASK));
	if (tag)
		tprintf("|%#llx<<PR_MTE_TAG_SHIFT", (unsigned long long)(tag >> PR_MTE_TAG_SHIFT));
	if (rest)
		tprintf("|%#llx", (unsigned long long)rest);
}

static void print_composed(void (*form)(const struct xlat *, uint64_t), const struct xlat *x,
			   uint64_t v)
{
	xlat_compose_begin();
	form(x, v);
	xlat_compose_end("%#llx", v);
}

/* The results: in hex, with what they are as strace's auxiliary string. */
static void ret_dumpable(struct call *c) { print_ret_name(dumpable, c->ret); }
static void ret_mce_kill(struct call *c) { print_ret_name(mce_kill_policies, c->ret); }
static void ret_secbits(struct call *c) { print_aux_flags(secbits, c->ret); }
static void ret_fp_mode(struct call *c) { print_aux_flags(fp_modes, c->ret); }
static void ret_spec(struct call *c) { print_aux_flags(spec_get_flags, c->ret); }
static void ret_pac_keys(struct call *c) { print_aux_flags(pac_enabled_keys, c->ret); }
static void ret_tagged_addr(struct call *c) { print_aux_form(tagged_addr_form, NULL, c->ret); }

static void ret_sve_vl(struct call *c)
{
	if (c->ret & ~(int64_t)PR_SVE_VL_LEN_MASK)
		print_aux_form(vl_form, sve_vl_flags, c->ret);
}

static void ret_sme_vl(struct call *c)
{
	if (c->ret & ~(int64_t)PR_SME_VL_LEN_MASK)
		print_aux_form(vl_form, sme_vl_flags, c->ret);
}

/* A task name from its capture (kind comm): at most max bytes, with "..."
 * when no NUL came by then; strace reads no more than max bytes, and shows
 * the address of a name it cannot read. */
static void print_task_name(const struct call *c, int arg, size_t max)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	size_t limit = max < opt.string_limit ? max : opt.string_limit;
	size_t n;

	if (!c->args[arg]) {
		tputs("NULL");
		return;
	}
	if (!cap || cap->kind != EBT_CAP_STR || cap->err || !cap->len) {
		print_addr(c->args[arg]);
		return;
	}
	n = strnlen((const char *)cap_bytes(cap), cap->len);
	/* the memory ended before a NUL or max bytes: strace could not read it */
	if (n == cap->len && n < max && (cap->flags & EBT_CAPF_FAULT)) {
		print_addr(c->args[arg]);
		return;
	}
	if (n > limit || (n == limit && limit == max))
		print_quoted(cap_bytes(cap), limit, QUOTE_ELLIPSIS);
	else
		print_quoted(cap_bytes(cap), n, 0);
}

/* The comm kind: a task name the call reads (PR_SET_NAME). */
void print_comm(struct call *c, int arg, int param)
{
	(void)param;
	print_task_name(c, arg, TASK_COMM_LEN - 1);
}

/* What prctl's options take after the option: as data, by option. */
enum prctl_args {
	PRA_HEX,           /* unknown to the decoder: the four arguments in hex */
	PRA_NONE,          /* nothing */
	PRA_RET_DUMPABLE,  /* nothing; the result is a SUID_DUMP_* value */
	PRA_OUT_UINT,      /* a stored unsigned int: [N] */
	PRA_OUT_SIGNAL,    /* a stored signal number: [SIGTERM] */
	PRA_OUT_PTR,       /* a stored pointer: [0x...] */
	PRA_OUT_NAME,      /* the task name the call stores */
	PRA_NAME,          /* the task name the call reads */
	PRA_ULONG,         /* a number */
	PRA_ULONG_HEX,     /* a number, then the other arguments in hex */
	PRA_LONG,          /* a signed number */
	PRA_DUMPABLE,      /* SUID_DUMP_* */
	PRA_CAP,           /* CAP_* */
	PRA_SIGNAL,        /* a signal number */
	PRA_PTRACER,       /* a pid, or PR_SET_PTRACER_ANY */
	PRA_RET_SECBITS,   /* nothing; the result is SECBIT_* flags */
	PRA_SECBITS,       /* SECBIT_* */
	PRA_CAP_AMBIENT,   /* PR_CAP_AMBIENT_*, with a CAP_* for some */
	PRA_OUT_TSC,       /* a stored PR_TSC_* */
	PRA_TSC,           /* PR_TSC_* */
	PRA_OUT_UNALIGN,   /* stored PR_UNALIGN_* flags */
	PRA_UNALIGN,       /* PR_UNALIGN_* flags */
	PRA_RET_FP_MODE,   /* nothing; the result is PR_FP_MODE_* flags */
	PRA_FP_MODE,       /* PR_FP_MODE_* */
	PRA_MCE_KILL,      /* PR_MCE_KILL_SET and a policy, or PR_MCE_KILL_CLEAR */
	PRA_RET_MCE_KILL,  /* the arguments in hex; the result is a policy */
	PRA_SET_MM,        /* PR_SET_MM_*, then the rest in hex */
	PRA_SET_VMA,       /* PR_SET_VMA_ANON_NAME, address, length, name */
	PRA_GET_SPEC,      /* PR_SPEC_*; the result is flags */
	PRA_SET_SPEC,      /* PR_SPEC_* and flags */
	PRA_SECCOMP,       /* SECCOMP_MODE_*, and a filter for SECCOMP_MODE_FILTER */
	PRA_SET_SVE_VL,    /* a vector length and PR_SVE_* flags; the result too */
	PRA_RET_SVE_VL,    /* nothing; the result is a vector length and flags */
	PRA_SET_SME_VL,    /* the same for PR_SME_* */
	PRA_RET_SME_VL,
	PRA_SET_TAGGED,    /* tagged address control; then the rest in hex */
	PRA_RET_TAGGED,    /* the arguments in hex; the result is the control */
	PRA_PAC_RESET,     /* PR_PAC_* keys, then the rest in hex */
	PRA_PAC_SET,       /* two sets of PR_PAC_* keys, then the rest in hex */
	PRA_RET_PAC,       /* the arguments in hex; the result is PR_PAC_* keys */
	PRA_SUD,           /* PR_SYS_DISPATCH_*, offset, length, selector address */
	PRA_SCHED_CORE,    /* PR_SCHED_CORE_*, an id, its PIDTYPE_*, a cookie */
};

static const struct {
	unsigned option;
	uint8_t args;      /* enum prctl_args */
} prctl_args[] = {
	{ PR_GET_KEEPCAPS, PRA_NONE }, { PR_GET_SECCOMP, PRA_NONE },
	{ PR_GET_TIMERSLACK, PRA_NONE }, { PR_GET_TIMING, PRA_NONE },
	{ PR_TASK_PERF_EVENTS_DISABLE, PRA_NONE }, { PR_TASK_PERF_EVENTS_ENABLE, PRA_NONE },
	{ PR_GET_DUMPABLE, PRA_RET_DUMPABLE },
	{ PR_GET_CHILD_SUBREAPER, PRA_OUT_UINT }, { PR_GET_ENDIAN, PRA_OUT_UINT },
	{ PR_GET_FPEMU, PRA_OUT_UINT }, { PR_GET_FPEXC, PRA_OUT_UINT },
	{ PR_GET_PDEATHSIG, PRA_OUT_SIGNAL }, { PR_GET_TID_ADDRESS, PRA_OUT_PTR },
	{ PR_GET_NAME, PRA_OUT_NAME }, { PR_SET_NAME, PRA_NAME },
	{ PR_SET_CHILD_SUBREAPER, PRA_ULONG }, { PR_SET_ENDIAN, PRA_ULONG },
	{ PR_SET_FPEMU, PRA_ULONG }, { PR_SET_FPEXC, PRA_ULONG },
	{ PR_SET_KEEPCAPS, PRA_ULONG }, { PR_SET_TIMING, PRA_ULONG },
	{ PR_SET_NO_NEW_PRIVS, PRA_ULONG_HEX }, { PR_SET_THP_DISABLE, PRA_ULONG_HEX },
	{ PR_SET_IO_FLUSHER, PRA_ULONG_HEX },
	{ PR_SET_TIMERSLACK, PRA_LONG }, { PR_SET_DUMPABLE, PRA_DUMPABLE },
	{ PR_CAPBSET_READ, PRA_CAP }, { PR_CAPBSET_DROP, PRA_CAP },
	{ PR_SET_PDEATHSIG, PRA_SIGNAL }, { PR_SET_PTRACER, PRA_PTRACER },
	{ PR_GET_SECUREBITS, PRA_RET_SECBITS }, { PR_SET_SECUREBITS, PRA_SECBITS },
	{ PR_CAP_AMBIENT, PRA_CAP_AMBIENT },
	{ PR_GET_TSC, PRA_OUT_TSC }, { PR_SET_TSC, PRA_TSC },
	{ PR_GET_UNALIGN, PRA_OUT_UNALIGN }, { PR_SET_UNALIGN, PRA_UNALIGN },
	{ PR_GET_FP_MODE, PRA_RET_FP_MODE }, { PR_SET_FP_MODE, PRA_FP_MODE },
	{ PR_MCE_KILL, PRA_MCE_KILL }, { PR_MCE_KILL_GET, PRA_RET_MCE_KILL },
	{ PR_SET_MM, PRA_SET_MM }, { PR_SET_VMA, PRA_SET_VMA },
	{ PR_GET_SPECULATION_CTRL, PRA_GET_SPEC }, { PR_SET_SPECULATION_CTRL, PRA_SET_SPEC },
	{ PR_SET_SECCOMP, PRA_SECCOMP },
	{ PR_SVE_SET_VL, PRA_SET_SVE_VL }, { PR_SVE_GET_VL, PRA_RET_SVE_VL },
	{ PR_SME_SET_VL, PRA_SET_SME_VL }, { PR_SME_GET_VL, PRA_RET_SME_VL },
	{ PR_SET_TAGGED_ADDR_CTRL, PRA_SET_TAGGED }, { PR_GET_TAGGED_ADDR_CTRL, PRA_RET_TAGGED },
	{ PR_PAC_RESET_KEYS, PRA_PAC_RESET }, { PR_PAC_SET_ENABLED_KEYS, PRA_PAC_SET },
	{ PR_PAC_GET_ENABLED_KEYS, PRA_RET_PAC },
	{ PR_SET_SYSCALL_USER_DISPATCH, PRA_SUD }, { PR_SCHED_CORE, PRA_SCHED_CORE },
};

static enum prctl_args prctl_args_of(unsigned option)
{
	for (size_t i = 0; i < sizeof(prctl_args) / sizeof(prctl_args[0]); i++)
		if (prctl_args[i].option == option)
			return prctl_args[i].args;
	return PRA_HEX;
}

/* How the result reads: strace's hex results come with their meaning. */
static void prctl_result(struct call *c, enum prctl_args args)
{
	void (*hex_ret)(struct call *) = NULL;

	if (call_failed(c))
		return;
	switch (args) {
	case PRA_RET_DUMPABLE: c->ret_extra = ret_dumpable; return;
	case PRA_RET_MCE_KILL: c->ret_extra = ret_mce_kill; return;
	/* these show nothing more for a zero result */
	case PRA_RET_SECBITS: hex_ret = c->ret ? ret_secbits : NULL; break;
	case PRA_RET_FP_MODE: hex_ret = c->ret ? ret_fp_mode : NULL; break;
	case PRA_SET_SVE_VL:
	case PRA_RET_SVE_VL: hex_ret = c->ret ? ret_sve_vl : NULL; break;
	case PRA_SET_SME_VL:
	case PRA_RET_SME_VL: hex_ret = c->ret ? ret_sme_vl : NULL; break;
	/* these do, and are in hex whatever they are */
	case PRA_RET_TAGGED: hex_ret = ret_tagged_addr; break;
	case PRA_RET_PAC: hex_ret = ret_pac_keys; break;
	case PRA_GET_SPEC:
		/* the commands that have flags */
		if (c->args[1] <= PR_SPEC_L1D_FLUSH)
			hex_ret = ret_spec;
		break;
	default:
		return;
	}
	if (hex_ret) {
		c->ret_kind = R_hex;
		c->ret_extra = hex_ret;
	}
}

static void print_sched_core(const struct call *c)
{
	unsigned cmd = c->args[1], type = c->args[3];
	int id = c->args[2];
	uint64_t cookie;

	print_xlat(sched_core_cmds, cmd, "PR_SCHED_CORE_???");
	print_arg_sep();
	if (type < sizeof(pid_type_ns) / sizeof(pid_type_ns[0]))
		print_pid_as(pid_type_ns[type], id);
	else
		tprintf("%d", id);
	print_arg_sep();
	WITH_NUMBER(print_xlat(pid_types, type, "PIDTYPE_???"));
	print_arg_sep();
	if (cmd != PR_SCHED_CORE_GET)
		print_addr(c->args[4]);
	else if (fetch_out(c, 4, &cookie, sizeof(cookie)))
		tprintf("[%#llx]", (unsigned long long)cookie);
}

void dec_prctl(struct call *c, int exiting)
{
	unsigned option = c->args[0];
	uint64_t arg2 = c->args[1];
	enum prctl_args args = prctl_args_of(option);
	uint32_t u32;

	if (!exiting)
		return;   /* everything is printed at exit */

	print_xlat(prctl_options, option, "PR_???");
	prctl_result(c, args);
	switch (args) {
	case PRA_HEX:
	case PRA_RET_MCE_KILL:
	case PRA_RET_TAGGED:
	case PRA_RET_PAC:
		print_hex_args(c, 1);
		return;
	case PRA_NONE:
	case PRA_RET_DUMPABLE:
	case PRA_RET_SECBITS:
	case PRA_RET_FP_MODE:
	case PRA_RET_SVE_VL:
	case PRA_RET_SME_VL:
		return;
	default:
		break;
	}
	print_arg_sep();
	switch (args) {
	case PRA_OUT_UINT:
		print_ouint(c, 1, 0);
		break;
	case PRA_OUT_SIGNAL:
		if (fetch_out(c, 1, &u32, sizeof(u32))) {
			tputc('[');
			print_signo_val(u32);
			tputc(']');
		}
		break;
	case PRA_OUT_PTR:
		print_optr(c, 1, 0);
		break;
	case PRA_OUT_NAME:
		if (output_unavailable(c))
			print_addr(arg2);
		else
			print_task_name(c, 1, TASK_COMM_LEN);
		break;
	case PRA_NAME:
		print_comm(c, 1, 0);
		break;
	case PRA_ULONG:
	case PRA_ULONG_HEX:
		tprintf("%llu", (unsigned long long)arg2);
		if (args == PRA_ULONG_HEX)
			print_hex_args(c, 2);
		break;
	case PRA_LONG:
		tprintf("%lld", (long long)arg2);
		break;
	case PRA_DUMPABLE:
		print_xlat(dumpable, arg2, "SUID_DUMP_???");
		break;
	case PRA_CAP:
		print_cap(arg2);
		break;
	case PRA_SIGNAL:
		if (arg2 > 128)
			tprintf("%llu", (unsigned long long)arg2);
		else
			print_signo_val(arg2);
		break;
	case PRA_PTRACER:
		if ((int)arg2 == -1)
			print_dec_named(-1, "PR_SET_PTRACER_ANY", NULL);
		else
			print_pid_as(PIDNS_TGID, (int)arg2);
		break;
	case PRA_SECBITS:
		print_flags_dflt(secbits, arg2, "SECBIT_???");
		break;
	case PRA_CAP_AMBIENT:
		print_xlat(cap_ambient_ops, arg2, "PR_CAP_AMBIENT_???");
		if (arg2 >= 1 && arg2 <= 3) {
			print_arg_sep();
			print_cap(c->args[2]);
			print_hex_args(c, 3);
		} else {
			print_hex_args(c, 2);
		}
		break;
	case PRA_OUT_TSC:
	case PRA_OUT_UNALIGN:
		if (fetch_out(c, 1, &u32, sizeof(u32))) {
			tputc('[');
			if (args == PRA_OUT_TSC)
				print_xlat(tsc_modes, u32, "PR_TSC_???");
			else
				print_flags_dflt(unalign_flags, u32, "PR_UNALIGN_???");
			tputc(']');
		}
		break;
	case PRA_TSC:
		print_xlat(tsc_modes, (unsigned)arg2, "PR_TSC_???");
		break;
	case PRA_UNALIGN:
		print_flags_dflt(unalign_flags, (unsigned)arg2, "PR_UNALIGN_???");
		break;
	case PRA_FP_MODE:
		print_flags_dflt(fp_modes, (unsigned)arg2, "PR_FP_MODE_???");
		break;
	case PRA_MCE_KILL:
		print_xlat(mce_kill_ops, arg2, "PR_MCE_KILL_???");
		print_arg_sep();
		if (arg2 == 1)
			print_xlat(mce_kill_policies, c->args[2], "PR_MCE_KILL_???");
		else
			tprintf("%#llx", (unsigned long long)c->args[2]);
		print_hex_args(c, 3);
		break;
	case PRA_SET_MM:
		print_xlat(set_mm_ops, (unsigned)arg2, "PR_SET_MM_???");
		print_hex_args(c, 2);
		break;
	case PRA_SECCOMP:
		print_xlat(seccomp_modes, arg2, "SECCOMP_MODE_???");
		if (arg2 == 2) {   /* SECCOMP_MODE_FILTER */
			print_arg_sep();
			print_seccomp_fprog(c, 2);
		} else if (arg2 != 1) {   /* SECCOMP_MODE_STRICT: nothing more */
			print_hex_args(c, 2);
		}
		break;
	case PRA_SET_VMA:
		print_xlat(set_vma_ops, arg2, "PR_SET_VMA_???");
		if (arg2 != 0) {
			print_hex_args(c, 2);
			break;
		}
		print_arg_sep();
		print_addr(c->args[2]);
		print_argf("%llu", (unsigned long long)c->args[3]);
		print_arg_sep();
		print_str_at(c, 4, c->args[4]);
		break;
	case PRA_GET_SPEC:
		print_xlat(spec_cmds, arg2, "PR_SPEC_???");
		break;
	case PRA_SET_SPEC:
		print_xlat(spec_cmds, arg2, "PR_SPEC_???");
		print_arg_sep();
		if (arg2 <= 2)
			print_xlat(spec_set_flags, c->args[2], "PR_SPEC_???");
		else
			tprintf("%#llx", (unsigned long long)c->args[2]);
		break;
	case PRA_SET_SVE_VL:
		print_composed(vl_form, sve_vl_flags, arg2);
		break;
	case PRA_SET_SME_VL:
		print_composed(vl_form, sme_vl_flags, arg2);
		break;
	case PRA_SET_TAGGED:
		print_composed(tagged_addr_form, NULL, arg2);
		print_hex_args(c, 2);
		break;
	case PRA_PAC_RESET:
		print_flags_dflt(pac_keys, arg2, "PR_PAC_???");
		print_hex_args(c, 2);
		break;
	case PRA_PAC_SET:
		print_flags_dflt(pac_enabled_keys, arg2, "PR_PAC_???");
		print_arg_sep();
		print_flags_dflt(pac_enabled_keys, c->args[2], "PR_PAC_???");
		print_hex_args(c, 3);
		break;
	case PRA_SUD:
		print_xlat(sud_cmds, arg2, "PR_SYS_DISPATCH_???");
		print_argf("%#llx", (unsigned long long)c->args[2]);
		print_argf("%#llx", (unsigned long long)c->args[3]);
		print_arg_sep();
		print_addr(c->args[4]);
		break;
	case PRA_SCHED_CORE:
		print_sched_core(c);
		break;
	default:
		break;
	}
}
