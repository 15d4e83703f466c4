/* Memory mapping: protections, mmap flags, advice. */
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "../arch.h"
#include "../decode.h"
#include "../syscalls.h"
#include "common.h"
#include "layout.h"

static const struct xlat mmap_prot[] = {
	XLAT(PROT_NONE), XLAT(PROT_READ), XLAT(PROT_WRITE), XLAT(PROT_EXEC),
	XLAT_PAIR(0x8, "PROT_SEM"), XLAT(PROT_GROWSDOWN), XLAT(PROT_GROWSUP),
	XLAT_END
};

/* The mapping type (low bits) is a value, not flags. */
static const struct xlat map_types[] = {
	XLAT_PAIR(0, "MAP_FILE"), XLAT_PAIR(0x1, "MAP_SHARED"), XLAT_PAIR(0x2, "MAP_PRIVATE"),
	XLAT_PAIR(0x3, "MAP_SHARED_VALIDATE"), XLAT_END
};

/* In the order strace prints them; the values x86_64 and the asm-generic
 * architectures share, and MAP_32BIT where the architecture has it. */
static const struct xlat map_flags[] = {
	XLAT_PAIR(0x10, "MAP_FIXED"), XLAT_PAIR(0x20, "MAP_ANONYMOUS"),
#if ARCH_MAP_32BIT
	XLAT_PAIR(ARCH_MAP_32BIT, "MAP_32BIT"),
#endif
	XLAT_PAIR(0x4000, "MAP_NORESERVE"),
	XLAT_PAIR(0x8000, "MAP_POPULATE"), XLAT_PAIR(0x10000, "MAP_NONBLOCK"),
	XLAT_PAIR(0x100, "MAP_GROWSDOWN"), XLAT_PAIR(0x800, "MAP_DENYWRITE"),
	XLAT_PAIR(0x1000, "MAP_EXECUTABLE"), XLAT_PAIR(0x2000, "MAP_LOCKED"),
	XLAT_PAIR(0x20000, "MAP_STACK"), XLAT_PAIR(0x40000, "MAP_HUGETLB"),
	XLAT_PAIR(0x80000, "MAP_SYNC"), XLAT_PAIR(0x100000, "MAP_FIXED_NOREPLACE"),
	XLAT_END
};

#define MAP_TYPE_MASK 0xf
#define HUGE_SHIFT 26
#define HUGE_MASK (0x3fULL << HUGE_SHIFT)

static const struct xlat mremap_flags[] = {
	XLAT_PAIR(1, "MREMAP_MAYMOVE"), XLAT_PAIR(2, "MREMAP_FIXED"),
	XLAT_PAIR(4, "MREMAP_DONTUNMAP"), XLAT_END
};

static const struct xlat madvise_cmds[] = {
	XLAT_PAIR(0, "MADV_NORMAL"), XLAT_PAIR(1, "MADV_RANDOM"),
	XLAT_PAIR(2, "MADV_SEQUENTIAL"), XLAT_PAIR(3, "MADV_WILLNEED"),
	XLAT_PAIR(4, "MADV_DONTNEED"), XLAT_PAIR(8, "MADV_FREE"),
	XLAT_PAIR(9, "MADV_REMOVE"), XLAT_PAIR(10, "MADV_DONTFORK"),
	XLAT_PAIR(11, "MADV_DOFORK"), XLAT_PAIR(12, "MADV_MERGEABLE"),
	XLAT_PAIR(13, "MADV_UNMERGEABLE"), XLAT_PAIR(14, "MADV_HUGEPAGE"),
	XLAT_PAIR(15, "MADV_NOHUGEPAGE"), XLAT_PAIR(16, "MADV_DONTDUMP"),
	XLAT_PAIR(17, "MADV_DODUMP"), XLAT_PAIR(18, "MADV_WIPEONFORK"),
	XLAT_PAIR(19, "MADV_KEEPONFORK"), XLAT_PAIR(20, "MADV_COLD"),
	XLAT_PAIR(21, "MADV_PAGEOUT"), XLAT_PAIR(22, "MADV_POPULATE_READ"),
	XLAT_PAIR(23, "MADV_POPULATE_WRITE"), XLAT_PAIR(24, "MADV_DONTNEED_LOCKED"),
	XLAT_PAIR(25, "MADV_COLLAPSE"), XLAT_PAIR(100, "MADV_HWPOISON"),
	XLAT_PAIR(101, "MADV_SOFT_OFFLINE"), XLAT_END
};

/* The commands strace 6.1 knows; MEMBARRIER_CMD_QUERY answers with a set
 * of them. */
static const struct xlat membarrier_cmds[] = {
	XLAT_PAIR(0, "MEMBARRIER_CMD_QUERY"), XLAT_PAIR(1, "MEMBARRIER_CMD_GLOBAL"),
	XLAT_PAIR(2, "MEMBARRIER_CMD_GLOBAL_EXPEDITED"),
	XLAT_PAIR(4, "MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED"),
	XLAT_PAIR(8, "MEMBARRIER_CMD_PRIVATE_EXPEDITED"),
	XLAT_PAIR(16, "MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED"),
	XLAT_PAIR(32, "MEMBARRIER_CMD_PRIVATE_EXPEDITED_SYNC_CORE"),
	XLAT_PAIR(64, "MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_SYNC_CORE"),
	XLAT_PAIR(128, "MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ"),
	XLAT_PAIR(256, "MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_RSEQ"),
	XLAT_END
};

#define MEMBARRIER_FLAG_CPU 1

static const struct xlat membarrier_flags[] = {
	XLAT_PAIR(MEMBARRIER_FLAG_CPU, "MEMBARRIER_CMD_FLAG_CPU"), XLAT_END
};

static const struct xlat pkey_access[] = {
	XLAT_PAIR(1, "PKEY_DISABLE_ACCESS"), XLAT_PAIR(2, "PKEY_DISABLE_WRITE"),
	XLAT_PAIR(4, "PKEY_DISABLE_EXECUTE"), XLAT_END
};

static const struct xlat mlockall_flags[] = {
	XLAT_PAIR(1, "MCL_CURRENT"), XLAT_PAIR(2, "MCL_FUTURE"),
	XLAT_PAIR(4, "MCL_ONFAULT"), XLAT_END
};

static const struct xlat msync_flags[] = {
	XLAT_PAIR(4, "MS_SYNC"), XLAT_PAIR(1, "MS_ASYNC"),
	XLAT_PAIR(2, "MS_INVALIDATE"), XLAT_END
};

static const struct xlat mlock2_flags[] = {
	XLAT_PAIR(1, "MLOCK_ONFAULT"), XLAT_END
};

void print_pgoff(struct call *c, int arg, int param)
{
	(void)param;
	tprintf("%#llx", (unsigned long long)c->args[arg] * (unsigned long long)sysconf(_SC_PAGESIZE));
}

void print_prot(struct call *c, int arg, int param)
{
	print_flags_dflt(mmap_prot, c->args[arg], "PROT_???");
}

/* MAP_PRIVATE|MAP_FIXED|...|2<<MAP_HUGE_SHIFT */
void print_mmapflags(struct call *c, int arg, int param)
{
	uint64_t flags = c->args[arg];
	uint64_t huge = flags & HUGE_MASK;

	xlat_compose_begin();
	print_xlat(map_types, flags & MAP_TYPE_MASK, "MAP_???");
	flags &= ~(uint64_t)MAP_TYPE_MASK & ~HUGE_MASK;
	if (flags) {
		tputc('|');
		print_flags_dflt(map_flags, flags, NULL);
	}
	if (huge)
		tprintf("|%llu<<MAP_HUGE_SHIFT", (unsigned long long)(huge >> HUGE_SHIFT));
	xlat_compose_end("%#llx", c->args[arg]);
}

void print_madvise(struct call *c, int arg, int param)
{
	print_xlat(madvise_cmds, (unsigned)c->args[arg], "MADV_???");
}

void print_mremapflags(struct call *c, int arg, int param)
{
	print_flags_dflt(mremap_flags, c->args[arg], "MREMAP_???");
}

void print_mlockallflags(struct call *c, int arg, int param)
{
	print_flags_dflt(mlockall_flags, (unsigned)c->args[arg], "MCL_???");
}

void print_msyncflags(struct call *c, int arg, int param)
{
	print_flags_dflt(msync_flags, (unsigned)c->args[arg], "MS_???");
}

void print_mlock2flags(struct call *c, int arg, int param)
{
	print_flags_dflt(mlock2_flags, (unsigned)c->args[arg], "MLOCK_???");
}

void print_pkeyaccess(struct call *c, int arg, int param)
{
	print_flags_ex(pkey_access, c->args[arg], NULL, "PKEY_???");
}

/* [1, 0, 1]: whether each page of the range is resident (bit 0 of each
 * byte); the address when the call failed. */
void print_mincorevec(struct call *c, int arg, int param)
{
	uint64_t addr = c->args[arg], len = c->args[param];
	uint64_t page = sysconf(_SC_PAGESIZE);
	uint64_t pages = len / page + (len % page != 0), shown;
	unsigned char vec[256];
	uint64_t i = 0;

	/* strace's order: NULL, then an empty range, then what could be read */
	if (!addr || !pages) {
		tputs(addr ? "[]" : "NULL");
		return;
	}
	if (output_unavailable(c) || !verbose(c)) {
		print_addr(addr);
		return;
	}
	/* read only what shows (the first -s pages unless -v): the capture */
	shown = abbrev(c) && pages > opt.string_limit ? opt.string_limit : pages;
	if (tmem_read(c, arg, addr, vec, shown < sizeof(vec) ? shown : sizeof(vec)) < 0) {
		print_addr(addr);
		return;
	}
	tputc('[');
	for (; i < pages; i++) {
		if (i)
			tputs(", ");
		if (array_cut(c, i))
			break;
		if (i && i % sizeof(vec) == 0 &&
		    tmem_read(c, arg, addr + i, vec, shown - i < sizeof(vec) ? shown - i : sizeof(vec)) < 0) {
			tputs("...");
			break;
		}
		tputc(vec[i % sizeof(vec)] & 1 ? '1' : '0');
	}
	tputc(']');
}

/* The new address is an argument only with MREMAP_MAYMOVE|MREMAP_FIXED. */
void dec_mremap(struct call *c, int exiting)
{
	if (!exiting)
		return;   /* everything is printed at exit */
	print_args(c, 0, 4);
	if ((c->args[3] & 3) == 3) {
		print_arg_sep();
		print_addr(c->args[4]);
	}
}

/* The set of commands MEMBARRIER_CMD_QUERY returns: " (NAME|NAME)", in the
 * current -X style (raw: the number again). */
static void ret_membarrier_cmds(struct call *c)
{
	tputs(" (");
	print_flags(membarrier_cmds + 1, (uint64_t)c->ret, NULL);
	tputc(')');
}

/* membarrier(cmd, flags[, cpu_id]): the cpu only with MEMBARRIER_CMD_FLAG_CPU. */
void dec_membarrier(struct call *c, int exiting)
{
	unsigned flags = c->args[1];

	if (exiting) {
		if ((int)c->args[0] == 0 && !call_failed(c) && c->ret) {
			c->ret_kind = R_hex;
			c->ret_extra = ret_membarrier_cmds;
		}
		return;
	}
	print_xlat(membarrier_cmds, (unsigned)c->args[0], "MEMBARRIER_CMD_???");
	print_arg_sep();
	print_flags_ex(membarrier_flags, flags, NULL, "MEMBARRIER_CMD_FLAG_???");
	if (flags & MEMBARRIER_FLAG_CPU)
		print_argf("%d", (int)c->args[2]);
}

/* ---- i386's old mmap: mmap's arguments in a struct of longs ---- */

/* As mmap's arguments, printed by mmap's row. */
void print_mmapargs(struct call *c, int arg, int param)
{
	static const struct sysent *mmap_row;   /* looked up by name once */
	struct call as_mmap = *c;

	if (!mmap_row)
		mmap_row = sysent_of(syscall_nr("mmap"));
	/* read even when not verbose, as strace does */
	if (!fetch_text_in(c, arg, as_mmap.args, 6 * sizeof(as_mmap.args[0])))
		return;
	as_mmap.se = mmap_row;
	for (int i = 0; mmap_row && i < mmap_row->nargs; i++) {
		if (i)
			print_arg_sep();
		kinds[mmap_row->args[i].kind].print(&as_mmap, i, mmap_row->args[i].param);
	}
}

/* (a decoder of its own: its arguments show even when not verbose) */
void dec_old_mmap(struct call *c, int exiting)
{
	if (!exiting)
		print_mmapargs(c, 0, 0);
}

/* -P: the descriptor it maps, or -1. */
int old_mmap_fd(const struct call *c)
{
	uint64_t a[6];

	if (!cap_in_layout(c, call_cap(c, 0), kind_layout(K_mmapargs), a, sizeof(a)))
		return -1;
	return (int)a[4];
}
