/* perf_event_open: struct perf_event_attr as far as its size says, as
 * strace shows it. */
#include <errno.h>
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>
#include <stddef.h>
#include <string.h>

#include "common.h"
#include "fdpath.h"

static const struct xlat perf_types[] = {
	XLAT_PAIR(0, "PERF_TYPE_HARDWARE"), XLAT_PAIR(1, "PERF_TYPE_SOFTWARE"),
	XLAT_PAIR(2, "PERF_TYPE_TRACEPOINT"), XLAT_PAIR(3, "PERF_TYPE_HW_CACHE"),
	XLAT_PAIR(4, "PERF_TYPE_RAW"), XLAT_PAIR(5, "PERF_TYPE_BREAKPOINT"), XLAT_END
};

static const struct xlat attr_sizes[] = {
	XLAT_PAIR(64, "PERF_ATTR_SIZE_VER0"), XLAT_PAIR(72, "PERF_ATTR_SIZE_VER1"),
	XLAT_PAIR(80, "PERF_ATTR_SIZE_VER2"), XLAT_PAIR(96, "PERF_ATTR_SIZE_VER3"),
	XLAT_PAIR(104, "PERF_ATTR_SIZE_VER4"), XLAT_PAIR(112, "PERF_ATTR_SIZE_VER5"),
	XLAT_PAIR(120, "PERF_ATTR_SIZE_VER6"), XLAT_PAIR(128, "PERF_ATTR_SIZE_VER7"), XLAT_END
};

static const struct xlat hw_ids[] = {
	XLAT_PAIR(0, "PERF_COUNT_HW_CPU_CYCLES"), XLAT_PAIR(1, "PERF_COUNT_HW_INSTRUCTIONS"),
	XLAT_PAIR(2, "PERF_COUNT_HW_CACHE_REFERENCES"), XLAT_PAIR(3, "PERF_COUNT_HW_CACHE_MISSES"),
	XLAT_PAIR(4, "PERF_COUNT_HW_BRANCH_INSTRUCTIONS"), XLAT_PAIR(5, "PERF_COUNT_HW_BRANCH_MISSES"),
	XLAT_PAIR(6, "PERF_COUNT_HW_BUS_CYCLES"), XLAT_PAIR(7, "PERF_COUNT_HW_STALLED_CYCLES_FRONTEND"),
	XLAT_PAIR(8, "PERF_COUNT_HW_STALLED_CYCLES_BACKEND"), XLAT_PAIR(9, "PERF_COUNT_HW_REF_CPU_CYCLES"),
	XLAT_END
};

static const struct xlat sw_ids[] = {
	XLAT_PAIR(0, "PERF_COUNT_SW_CPU_CLOCK"), XLAT_PAIR(1, "PERF_COUNT_SW_TASK_CLOCK"),
	XLAT_PAIR(2, "PERF_COUNT_SW_PAGE_FAULTS"), XLAT_PAIR(3, "PERF_COUNT_SW_CONTEXT_SWITCHES"),
	XLAT_PAIR(4, "PERF_COUNT_SW_CPU_MIGRATIONS"), XLAT_PAIR(5, "PERF_COUNT_SW_PAGE_FAULTS_MIN"),
	XLAT_PAIR(6, "PERF_COUNT_SW_PAGE_FAULTS_MAJ"), XLAT_PAIR(7, "PERF_COUNT_SW_ALIGNMENT_FAULTS"),
	XLAT_PAIR(8, "PERF_COUNT_SW_EMULATION_FAULTS"), XLAT_PAIR(9, "PERF_COUNT_SW_DUMMY"),
	XLAT_PAIR(10, "PERF_COUNT_SW_BPF_OUTPUT"), XLAT_PAIR(11, "PERF_COUNT_SW_CGROUP_SWITCHES"),
	XLAT_END
};

static const struct xlat cache_ids[] = {
	XLAT_PAIR(0, "PERF_COUNT_HW_CACHE_L1D"), XLAT_PAIR(1, "PERF_COUNT_HW_CACHE_L1I"),
	XLAT_PAIR(2, "PERF_COUNT_HW_CACHE_LL"), XLAT_PAIR(3, "PERF_COUNT_HW_CACHE_DTLB"),
	XLAT_PAIR(4, "PERF_COUNT_HW_CACHE_ITLB"), XLAT_PAIR(5, "PERF_COUNT_HW_CACHE_BPU"),
	XLAT_PAIR(6, "PERF_COUNT_HW_CACHE_NODE"), XLAT_END
};

static const struct xlat cache_op_ids[] = {
	XLAT_PAIR(0, "PERF_COUNT_HW_CACHE_OP_READ"), XLAT_PAIR(1, "PERF_COUNT_HW_CACHE_OP_WRITE"),
	XLAT_PAIR(2, "PERF_COUNT_HW_CACHE_OP_PREFETCH"), XLAT_END
};

static const struct xlat cache_result_ids[] = {
	XLAT_PAIR(0, "PERF_COUNT_HW_CACHE_RESULT_ACCESS"),
	XLAT_PAIR(1, "PERF_COUNT_HW_CACHE_RESULT_MISS"), XLAT_END
};

static const char *const sample_formats[] = {
	"PERF_SAMPLE_IP", "PERF_SAMPLE_TID", "PERF_SAMPLE_TIME", "PERF_SAMPLE_ADDR",
	"PERF_SAMPLE_READ", "PERF_SAMPLE_CALLCHAIN", "PERF_SAMPLE_ID", "PERF_SAMPLE_CPU",
	"PERF_SAMPLE_PERIOD", "PERF_SAMPLE_STREAM_ID", "PERF_SAMPLE_RAW",
	"PERF_SAMPLE_BRANCH_STACK", "PERF_SAMPLE_REGS_USER", "PERF_SAMPLE_STACK_USER",
	"PERF_SAMPLE_WEIGHT", "PERF_SAMPLE_DATA_SRC", "PERF_SAMPLE_IDENTIFIER",
	"PERF_SAMPLE_TRANSACTION", "PERF_SAMPLE_REGS_INTR", "PERF_SAMPLE_PHYS_ADDR",
	"PERF_SAMPLE_AUX", "PERF_SAMPLE_CGROUP", "PERF_SAMPLE_DATA_PAGE_SIZE",
	"PERF_SAMPLE_CODE_PAGE_SIZE", "PERF_SAMPLE_WEIGHT_STRUCT",
};

static const char *const read_formats[] = {
	"PERF_FORMAT_TOTAL_TIME_ENABLED", "PERF_FORMAT_TOTAL_TIME_RUNNING", "PERF_FORMAT_ID",
	"PERF_FORMAT_GROUP", "PERF_FORMAT_LOST",
};

static const char *const branch_sample_types[] = {
	"PERF_SAMPLE_BRANCH_USER", "PERF_SAMPLE_BRANCH_KERNEL", "PERF_SAMPLE_BRANCH_HV",
	"PERF_SAMPLE_BRANCH_ANY", "PERF_SAMPLE_BRANCH_ANY_CALL", "PERF_SAMPLE_BRANCH_ANY_RETURN",
	"PERF_SAMPLE_BRANCH_IND_CALL", "PERF_SAMPLE_BRANCH_ABORT_TX", "PERF_SAMPLE_BRANCH_IN_TX",
	"PERF_SAMPLE_BRANCH_NO_TX", "PERF_SAMPLE_BRANCH_COND", "PERF_SAMPLE_BRANCH_CALL_STACK",
	"PERF_SAMPLE_BRANCH_IND_JUMP", "PERF_SAMPLE_BRANCH_CALL", "PERF_SAMPLE_BRANCH_NO_FLAGS",
	"PERF_SAMPLE_BRANCH_NO_CYCLES", "PERF_SAMPLE_BRANCH_TYPE_SAVE", "PERF_SAMPLE_BRANCH_HW_INDEX",
	"PERF_SAMPLE_BRANCH_PRIV_SAVE",
};

static const struct xlat bp_types[] = {
	XLAT_PAIR(0, "HW_BREAKPOINT_EMPTY"), XLAT_PAIR(1, "HW_BREAKPOINT_R"),
	XLAT_PAIR(2, "HW_BREAKPOINT_W"), XLAT_PAIR(3, "HW_BREAKPOINT_RW"),
	XLAT_PAIR(4, "HW_BREAKPOINT_X"), XLAT_END
};

static const struct xlat open_flags[] = {
	XLAT_PAIR(1, "PERF_FLAG_FD_NO_GROUP"), XLAT_PAIR(2, "PERF_FLAG_FD_OUTPUT"),
	XLAT_PAIR(4, "PERF_FLAG_PID_CGROUP"), XLAT_PAIR(8, "PERF_FLAG_FD_CLOEXEC"), XLAT_END
};

/* A flag set of single bits named in order (bit i: names[i]). */
static void print_bit_flags(const char *const *names, size_t n, uint64_t v, const char *dflt)
{
	struct xlat x[64];

	for (size_t i = 0; i < n; i++)
		x[i] = (struct xlat)XLAT_PAIR(1ULL << i, names[i]);
	x[n] = (struct xlat)XLAT_END;
	print_flags_dflt(x, v, dflt);
}

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* The single-bit flags after read_format, in order (precise_ip, two bits,
 * apart), each shown when set or with -v. */
struct attr_bit {
	const char *name;
	uint8_t bit;
};
static const struct attr_bit attr_bits[] = {
	{ "disabled", 0 }, { "inherit", 1 }, { "pinned", 2 }, { "exclusive", 3 },
	{ "exclude_user", 4 }, { "exclude_kernel", 5 }, { "exclude_hv", 6 },
	{ "exclude_idle", 7 }, { "mmap", 8 }, { "comm", 9 }, { "freq", 10 },
	{ "inherit_stat", 11 }, { "enable_on_exec", 12 }, { "task", 13 }, { "watermark", 14 },
	{ NULL, 15 },   /* precise_ip */
	{ "mmap_data", 17 }, { "sample_id_all", 18 }, { "exclude_host", 19 },
	{ "exclude_guest", 20 }, { "exclude_callchain_kernel", 21 },
	{ "exclude_callchain_user", 22 }, { "mmap2", 23 }, { "comm_exec", 24 },
	{ "use_clockid", 25 }, { "context_switch", 26 }, { "write_backward", 27 },
	{ "namespaces", 28 }, { "ksymbol", 29 }, { "bpf_event", 30 }, { "aux_output", 31 },
	{ "cgroup", 32 }, { "text_poke", 33 }, { "build_id", 34 }, { "inherit_thread", 35 },
	{ "remove_on_exec", 36 }, { "sigtrap", 37 },
};

static const char *const precise_ip_desc[] = {
	"arbitrary skid", "constant skid", "requested to have 0 skid", "must have 0 skid",
};

#define ATTR_FLAGS_OFF 40   /* the u64 of bit fields, after read_format */
#define PEA_SIZE_MAX 128    /* PERF_ATTR_SIZE_VER7: what strace 6.1 knows */

/* How many bytes of the attr strace reads: its size field, at most what it
 * knows, VER0 for 0, none below VER0 (0); fewer when abbreviated. */
static uint32_t attr_read_size(const struct call *c, uint32_t size)
{
	if (size > PEA_SIZE_MAX)
		size = PEA_SIZE_MAX;
	if (!size)
		size = PERF_ATTR_SIZE_VER0;
	if (size < PERF_ATTR_SIZE_VER0)
		return 0;
	if (abbrev(c))
		size = offsetof(struct perf_event_attr, wakeup_events);
	return size;
}

static void print_config(const struct perf_event_attr *a)
{
	uint64_t cfg = a->config;

	switch (a->type) {
	case PERF_TYPE_HARDWARE:
		tputs(", config=");
		if (cfg >> 32)
			tprintf("%#llx<<32|", (unsigned long long)(cfg >> 32));
		print_xlat(hw_ids, cfg & PERF_HW_EVENT_MASK, "PERF_COUNT_HW_???");
		break;
	case PERF_TYPE_SOFTWARE:
		tputs(", config=");
		print_xlat(sw_ids, cfg, "PERF_COUNT_SW_???");
		break;
	case PERF_TYPE_TRACEPOINT:
		tprintf(", config=%llu", (unsigned long long)cfg);
		break;
	case PERF_TYPE_HW_CACHE:
		tputs(", config=");
		if (cfg >> 32)
			tprintf("%#llx<<32|", (unsigned long long)(cfg >> 32));
		if ((cfg & PERF_HW_EVENT_MASK) >> 24)
			tprintf("%#llx<<24|", (unsigned long long)((cfg & PERF_HW_EVENT_MASK) >> 24));
		print_xlat(cache_result_ids, (cfg >> 16) & 0xff, "PERF_COUNT_HW_CACHE_RESULT_???");
		tputs("<<16|");
		print_xlat(cache_op_ids, (cfg >> 8) & 0xff, "PERF_COUNT_HW_CACHE_OP_???");
		tputs("<<8|");
		print_xlat(cache_ids, cfg & 0xff, "PERF_COUNT_HW_CACHE_???");
		break;
	default:
		tprintf(", config=%#llx", (unsigned long long)cfg);
	}
}

/* The fields after config1/bp_addr, each only when size holds it. */
static void print_attr_tail(const struct perf_event_attr *a, uint32_t size)
{
#define PRESENT(field) (offsetof(struct perf_event_attr, field) < size)
	if (!PRESENT(bp_len))
		return;
	if (a->type == PERF_TYPE_BREAKPOINT)
		tprintf(", bp_len=%llu", (unsigned long long)a->bp_len);
	else
		tprintf(", config2=%#llx", (unsigned long long)a->config2);
	if (!PRESENT(branch_sample_type))
		return;
	if (a->sample_type & PERF_SAMPLE_BRANCH_STACK) {
		tputs(", branch_sample_type=");
		print_bit_flags(branch_sample_types, ARRAY_LEN(branch_sample_types),
				a->branch_sample_type, "PERF_SAMPLE_BRANCH_???");
	}
	if (!PRESENT(sample_regs_user))
		return;
	tprintf(", sample_regs_user=%#llx", (unsigned long long)a->sample_regs_user);
	if (!PRESENT(sample_stack_user))
		return;
	if (a->sample_type & PERF_SAMPLE_STACK_USER)
		tprintf(", sample_stack_user=%#x", a->sample_stack_user);
	if (a->use_clockid) {
		if (!PRESENT(clockid))
			return;
		tputs(", clockid=");
		print_xlat(clocknames, (uint32_t)a->clockid, "CLOCK_???");
	}
	if (!PRESENT(sample_regs_intr))
		return;
	tprintf(", sample_regs_intr=%#llx", (unsigned long long)a->sample_regs_intr);
	if (!PRESENT(aux_watermark))
		return;
	tprintf(", aux_watermark=%u", a->aux_watermark);
	if (!PRESENT(sample_max_stack))
		return;
	tprintf(", sample_max_stack=%u", a->sample_max_stack);
	if (!PRESENT(__reserved_2))
		return;
	if (a->__reserved_2)
		tprintf(" /* bytes 110..111: %#hx */", a->__reserved_2);
	if (!PRESENT(aux_sample_size))
		return;
	tprintf(", aux_sample_size=%u", a->aux_sample_size);
	if (!PRESENT(__reserved_3))
		return;
	if (a->__reserved_3)
		tprintf(" /* bytes 116..119: %#x */", a->__reserved_3);
	if (!PRESENT(sig_data))
		return;
	tprintf(", sig_data=%#llx", (unsigned long long)a->sig_data);
#undef PRESENT
}

/* a: the size bytes strace read at entry; new_size: what the kernel wrote
 * back into size (E2BIG; -1: unreadable, 0: not asked) */
static void print_attr(const struct call *c, const struct perf_event_attr *a, uint32_t size,
		       int64_t new_size)
{
	uint64_t bits;

	tputs("{type=");
	print_xlat(perf_types, a->type, "PERF_TYPE_???");
	tputs(", size=");
	print_xlat(attr_sizes, a->size, "PERF_ATTR_SIZE_???");
	if (new_size) {
		tputs(" => ");
		if (new_size > 0)
			print_xlat(attr_sizes, new_size, "PERF_ATTR_SIZE_???");
		else
			tputs("???");
	}
	print_config(a);
	if (a->freq)
		tprintf(", sample_freq=%llu", (unsigned long long)a->sample_freq);
	else
		tprintf(", sample_period=%llu", (unsigned long long)a->sample_period);
	tputs(", sample_type=");
	print_bit_flags(sample_formats, ARRAY_LEN(sample_formats), a->sample_type, "PERF_SAMPLE_???");
	tputs(", read_format=");
	print_bit_flags(read_formats, ARRAY_LEN(read_formats), a->read_format, "PERF_FORMAT_???");
	memcpy(&bits, (const char *)a + ATTR_FLAGS_OFF, sizeof(bits));
	for (size_t i = 0; i < ARRAY_LEN(attr_bits); i++) {
		const struct attr_bit *b = &attr_bits[i];
		unsigned v = (bits >> b->bit) & (b->name ? 1 : 3);

		if (!b->name)
			tprintf(", precise_ip=%u /* %s */", v, precise_ip_desc[v]);
		else if (!abbrev(c) || v)
			tprintf(", %s=%u", b->name, v);
	}
	if (bits >> 38)
		tprintf(", __reserved_1=%#llx /* Bits 63..38 */", (unsigned long long)(bits >> 38));
	if (abbrev(c))
		goto out;
	if (a->watermark)
		tprintf(", wakeup_watermark=%u", a->wakeup_watermark);
	else
		tprintf(", wakeup_events=%u", a->wakeup_events);
	if (a->type == PERF_TYPE_BREAKPOINT) {
		tputs(", bp_type=");
		/* any combination of R/W with X is invalid */
		print_xlat(bp_types, a->bp_type, a->bp_type <= (HW_BREAKPOINT_X | HW_BREAKPOINT_RW) ?
			   "HW_BREAKPOINT_INVALID" : "HW_BREAKPOINT_???");
		tprintf(", bp_addr=%#llx", (unsigned long long)a->bp_addr);
	} else {
		tprintf(", config1=%#llx", (unsigned long long)a->config1);
	}
	print_attr_tail(a, size);
out:
	if ((a->size && a->size > size) || (!a->size && size < PERF_ATTR_SIZE_VER0))
		tputs(", ...");
	tputc('}');
}

void print_perf_attr_bytes(const struct call *c, uint64_t addr, const unsigned char *b,
			   size_t have, int64_t new_size)
{
	struct perf_event_attr a;
	uint32_t size, n;

	if (!addr) {
		tputs("NULL");
		return;
	}
	/* strace reads the size field even under -e verbose=none */
	if (!b || have < offsetof(struct perf_event_attr, size) + sizeof(size)) {
		print_addr(addr);
		return;
	}
	memcpy(&size, b + offsetof(struct perf_event_attr, size), sizeof(size));
	n = attr_read_size(c, size);
	if (!n || !verbose(c) || have < n) {
		print_addr(addr);
		return;
	}
	memset(&a, 0, sizeof(a));
	memcpy(&a, b, n);
	print_attr(c, &a, n, new_size);
}

/* The attr as the call read it (its capture at entry), shown at exit
 * with the size the kernel wrote back on E2BIG. */
static void print_perf_attr(const struct call *c, int arg)
{
	const struct ebt_cap *in = call_cap_enter(c, arg), *out;
	int64_t new_size = 0;

	if (c->exiting && c->ret == -E2BIG) {
		uint32_t ns;

		out = call_cap_in(c->exit, arg);
		if (out && out->len >= offsetof(struct perf_event_attr, size) + sizeof(ns)) {
			memcpy(&ns, cap_bytes(out) + offsetof(struct perf_event_attr, size), sizeof(ns));
			new_size = ns;
		} else {
			new_size = -1;
		}
	}
	print_perf_attr_bytes(c, c->args[arg], in ? cap_bytes(in) : NULL, in ? in->len : 0,
			      new_size);
}

void dec_perf_event_open(struct call *c, int exiting)
{
	if (!exiting)
		return;
	print_perf_attr(c, 0);
	print_argf("%d", (int)c->args[1]);
	print_argf("%d", (int)c->args[2]);
	print_arg_sep();
	print_fd_number(c, (int)c->args[3]);
	print_arg_sep();
	print_flags_dflt(open_flags, c->args[4], "PERF_FLAG_???");
}

void print_perfattr(struct call *c, int arg, int param)
{
	print_addr(c->args[arg]);
}
