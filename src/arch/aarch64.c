/* aarch64: its personalities, structures and registers, as data. */
#include <linux/audit.h>
#include <seccomp.h>

#include "../arch.h"
#include "../decoders/layout.h"
#include "../personality.h"

/* AArch32 programs: arm's numbers; EABI aligns 64-bit fields to 8 */
static const struct personality pers[] = {
	{ "64", "64 bit", SCMP_ARCH_AARCH64, 0, 8 },
	{ "32", "32 bit", SCMP_ARCH_ARM, 0, 8 },
};

/* asm-generic's struct stat */
const struct field arch_stat_fields[] = {
	{ "st_dev", FT_ULONG, 0 }, { "st_ino", FT_ULONG, 0 },
	{ "st_mode", FT_U32, 0 }, { "st_nlink", FT_U32, 0 },
	{ "st_uid", FT_U32, 0 }, { "st_gid", FT_U32, 0 },
	{ "st_rdev", FT_ULONG, 0 }, { "__pad1", FT_ULONG, 0 }, { "st_size", FT_LONG, 0 },
	{ "st_blksize", FT_S32, 0 }, { "__pad2", FT_S32, 0 }, { "st_blocks", FT_LONG, 0 },
	{ "st_atime", FT_LONG, 0 }, { "st_atime_nsec", FT_ULONG, 0 },
	{ "st_mtime", FT_LONG, 0 }, { "st_mtime_nsec", FT_ULONG, 0 },
	{ "st_ctime", FT_LONG, 0 }, { "st_ctime_nsec", FT_ULONG, 0 },
	{ "__unused4", FT_U32, 0 }, { "__unused5", FT_U32, 0 }, { NULL, 0, 0 }
};

/* DWARF x0-x30 and sp are struct pt_regs' first 32 words; pc follows. */
static const uint8_t dwarf_from_ptregs[] = {
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
	16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
};

const struct arch arch = {
	.audit_arch = AUDIT_ARCH_AARCH64,
	.pers = pers,
	.npers = sizeof(pers) / sizeof(pers[0]),
	/* clone(flags, stack, ptid, tls, ctid) */
	.clone_ctid_arg = 4,
	.clone_tls_arg = 3,
	.compat_clone_ctid_arg = 4,   /* arm's: the same order */
	.compat_clone_tls_arg = 3,
	/* at rt_sigreturn the stack pointer is at the struct rt_sigframe:
	 * siginfo (128 bytes), then the ucontext: uc_flags, uc_link, uc_stack
	 * (24 bytes), uc_sigmask; nothing in it tells where it starts */
	.frame = { 128 + 8 + 8 + 24, 0, 0, 0 },
	.dwarf_nregs = sizeof(dwarf_from_ptregs),
	.dwarf_from_ptregs = dwarf_from_ptregs,
	.pc_word = 32,
	.pc_in_dwarf = 0,
};
