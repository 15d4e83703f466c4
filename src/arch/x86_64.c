/* x86_64: its personalities, structures and registers, as data. */
#include <linux/audit.h>
#include <seccomp.h>

#include "../arch.h"
#include "../decoders/layout.h"
#include "../personality.h"

static const struct personality pers[] = {
	{ "64", "64 bit", SCMP_ARCH_X86_64, 0, 8 },
	{ "32", "32 bit", SCMP_ARCH_X86, 0, 4 },
	{ "x32", "x32", SCMP_ARCH_X32, 0x40000000, 8 },
};

const struct field arch_stat_fields[] = {
	{ "st_dev", FT_ULONG, 0 }, { "st_ino", FT_ULONG, 0 }, { "st_nlink", FT_ULONG, 0 },
	{ "st_mode", FT_U32, 0 }, { "st_uid", FT_U32, 0 }, { "st_gid", FT_U32, 0 },
	{ "pad0", FT_PAD32, 0 }, { "st_rdev", FT_ULONG, 0 }, { "st_size", FT_LONG, 0 },
	{ "st_blksize", FT_LONG, 0 }, { "st_blocks", FT_LONG, 0 },
	{ "st_atime", FT_ULONG, 0 }, { "st_atime_nsec", FT_ULONG, 0 },
	{ "st_mtime", FT_ULONG, 0 }, { "st_mtime_nsec", FT_ULONG, 0 },
	{ "st_ctime", FT_ULONG, 0 }, { "st_ctime_nsec", FT_ULONG, 0 },
	{ "unused", FT_LONG, 3 }, { NULL, 0, 0 }
};

/* struct pt_regs words in DWARF register order (rax, rdx, rcx, rbx, rsi,
 * rdi, rbp, rsp, r8-r15, rip). */
static const uint8_t dwarf_from_ptregs[] = { 10, 12, 11, 5, 13, 14, 4, 19, 9, 8, 7, 6, 3, 2, 1, 0, 16 };

/* i386's socketcall(call, args): each subcall's arguments are 32-bit
 * words at args; most have had a call of their own since Linux 4.3, and
 * accept, send and recv take numbers no i386 call has. */
static const struct arch_subcall socketcall_subs[] = {
	{ 1, "socket", "abc", '1', 0, 0, NULL }, { 2, "bind", "abc", '1', 0, 0, NULL },
	{ 3, "connect", "abc", '1', 0, 0, NULL }, { 4, "listen", "ab", '1', 0, 0, NULL },
	{ 5, "accept", "abc", '1', 0, 511, NULL }, { 6, "getsockname", "abc", '1', 0, 0, NULL },
	{ 7, "getpeername", "abc", '1', 0, 0, NULL }, { 8, "socketpair", "abcd", '1', 0, 0, NULL },
	{ 9, "send", "abcd", '1', 0, 510, NULL }, { 10, "recv", "abcd", '1', 0, 509, NULL },
	{ 11, "sendto", "abcdef", '1', 0, 0, NULL }, { 12, "recvfrom", "abcdef", '1', 0, 0, NULL },
	{ 13, "shutdown", "ab", '1', 0, 0, NULL }, { 14, "setsockopt", "abcde", '1', 0, 0, NULL },
	{ 15, "getsockopt", "abcde", '1', 0, 0, NULL }, { 16, "sendmsg", "abc", '1', 0, 0, NULL },
	{ 17, "recvmsg", "abc", '1', 0, 0, NULL }, { 18, "accept4", "abcd", '1', 0, 0, NULL },
	{ 19, "recvmmsg", "abcde", '1', 0, 0, NULL }, { 20, "sendmmsg", "abcd", '1', 0, 0, NULL },
};

/* i386's ipc(call, first, second, third, ptr, fifth), call's version 0
 * (the kernel's compat_ksys_ipc): the subcall's arguments in the order of
 * its own call.  semctl's fourth is the word at ptr; msgrcv's buffer and
 * type are the two at ptr; shmat stores the address at third and returns
 * 0.  semop and the 32-bit semtimedop have no call of their own.  With a
 * version in the high half, msgrcv takes its buffer and type directly. */
static const struct arch_subcall ipc_subs[] = {
	{ 1, "semop", "142", 0, 0, 508, NULL }, { 2, "semget", "123", 0, 0, 0, NULL },
	{ 3, "semctl", "123a", '4', 0, 0, NULL }, { 4, "semtimedop", "1425", 0, 0, 507, NULL },
	{ 11, "msgsnd", "1423", 0, 0, 0, NULL }, { 12, "msgrcv", "1a2b3", '4', 0, 0, "14253" },
	{ 13, "msgget", "12", 0, 0, 0, NULL }, { 14, "msgctl", "124", 0, 0, 0, NULL },
	{ 21, "shmat", "142", 0, '3', 0, NULL }, { 22, "shmdt", "4", 0, 0, 0, NULL },
	{ 23, "shmget", "123", 0, 0, 0, NULL }, { 24, "shmctl", "124", 0, 0, 0, NULL },
};

static const struct arch_mux muxes[] = {
	{ 1, "socketcall", socketcall_subs, sizeof(socketcall_subs) / sizeof(socketcall_subs[0]),
	  UINT32_MAX, false },
	{ 1, "ipc", ipc_subs, sizeof(ipc_subs) / sizeof(ipc_subs[0]), 0xffff, true },
};

/* i386's first select and mmap take their arguments in a struct */
static const struct arch_alias aliases[] = {
	{ 1, "select", "oldselect" }, { 1, "mmap", "old_mmap" },
};

/* struct user_regs_struct, all unsigned longs */
#define R(name, i) { #name, (i) * 8, 8, 1 }
static const struct arch_reg prstatus_regs[] = {
	R(r15, 0), R(r14, 1), R(r13, 2), R(r12, 3), R(rbp, 4), R(rbx, 5), R(r11, 6),
	R(r10, 7), R(r9, 8), R(r8, 9), R(rax, 10), R(rcx, 11), R(rdx, 12), R(rsi, 13),
	R(rdi, 14), R(orig_rax, 15), R(rip, 16), R(cs, 17), R(eflags, 18), R(rsp, 19),
	R(ss, 20), R(fs_base, 21), R(gs_base, 22), R(ds, 23), R(es, 24), R(fs, 25), R(gs, 26),
};
#undef R

static const struct arch_regset prstatus = {
	prstatus_regs, sizeof(prstatus_regs) / sizeof(prstatus_regs[0]), ARCH_PRSTATUS_SIZE
};

/* struct user_fpregs_struct */
static const struct arch_reg fpregset_regs[] = {
	{ "cwd", 0, 2, 1 }, { "swd", 2, 2, 1 }, { "ftw", 4, 2, 1 }, { "fop", 6, 2, 1 },
	{ "rip", 8, 8, 1 }, { "rdp", 16, 8, 1 }, { "mxcsr", 24, 4, 1 }, { "mxcr_mask", 28, 4, 1 },
	{ "st_space", 32, 4, 32 }, { "xmm_space", 160, 4, 64 }, { "padding", 416, 4, 24 },
};

static const struct arch_regset fpregset = {
	fpregset_regs, sizeof(fpregset_regs) / sizeof(fpregset_regs[0]), ARCH_FPREGSET_SIZE
};

/* i386's struct user_regs_struct, all longs (strace's names) */
#define R(name, i) { #name, (i) * 4, 4, 1 }
static const struct arch_reg compat_prstatus_regs[] = {
	R(ebx, 0), R(ecx, 1), R(edx, 2), R(esi, 3), R(edi, 4), R(ebp, 5), R(eax, 6), R(xds, 7),
	R(xes, 8), R(xfs, 9), R(xgs, 10), R(orig_eax, 11), R(eip, 12), R(xcs, 13), R(eflags, 14),
	R(esp, 15), R(xss, 16),
};
#undef R

static const struct arch_regset compat_prstatus = {
	compat_prstatus_regs, sizeof(compat_prstatus_regs) / sizeof(compat_prstatus_regs[0]), 68
};

/* i386's struct user_fpregs_struct (the i387's state) */
static const struct arch_reg compat_fpregset_regs[] = {
	{ "cwd", 0, 4, 1 }, { "swd", 4, 4, 1 }, { "twd", 8, 4, 1 }, { "fip", 12, 4, 1 },
	{ "fcs", 16, 4, 1 }, { "foo", 20, 4, 1 }, { "fos", 24, 4, 1 }, { "st_space", 28, 4, 20 },
};

static const struct arch_regset compat_fpregset = {
	compat_fpregset_regs, sizeof(compat_fpregset_regs) / sizeof(compat_fpregset_regs[0]), 108
};

const struct arch arch = {
	.audit_arch = AUDIT_ARCH_X86_64,
	.pers = pers,
	.npers = sizeof(pers) / sizeof(pers[0]),
	.clone_ctid_arg = 3,
	.clone_tls_arg = 4,
	.compat_clone_ctid_arg = 4,
	.compat_clone_tls_arg = 3,
	.compat_tls_user_desc = true,
	/* The rt_sigframe (pretcode, ucontext, siginfo: 8 + 304 + 128 bytes)
	 * sits right below the FPU state, aligned to 16 bytes minus 8 (the
	 * kernel's get_sigframe); at rt_sigreturn's entry the stack pointer is
	 * at its ucontext (the handler's return popped pretcode): uc_flags,
	 * uc_link, uc_stack (24 bytes), then uc_mcontext (256 bytes, fpstate
	 * at 184) and uc_sigmask. */
	.frame = { 8 + 8 + 24 + 256, 8 + 8 + 24 + 184, 8 + 304 + 128, 0 },
	/* i386's rt_sigframe (268 bytes), aligned so that the stack pointer
	 * plus 4 is a multiple of 16 at the handler's entry: pretcode (popped:
	 * the stack pointer is 4 bytes in), sig, pinfo, puc, its siginfo (128
	 * bytes), then the ucontext: uc_flags, uc_link, uc_stack (12 bytes)
	 * and uc_mcontext (88 bytes, fpstate at 76) before uc_sigmask */
	.compat_frame = { 12 + 128 + 8 + 12 + 88, 12 + 128 + 8 + 12 + 76, 268, 4 },
	/* i386's sigframe, for sigreturn: pretcode and sig (both popped: the
	 * stack pointer is 8 bytes in), its sigcontext (88 bytes, oldmask the
	 * mask's low word at 80), an FPU state (624 bytes), then extramask */
	.compat_oldframe_mask_off = { 80, 88 + 624 },
	.dwarf_nregs = sizeof(dwarf_from_ptregs),
	.dwarf_from_ptregs = dwarf_from_ptregs,
	.pc_word = 16,
	.pc_in_dwarf = 1,
	.muxes = muxes,
	.nmuxes = sizeof(muxes) / sizeof(muxes[0]),
	.aliases = aliases,
	.naliases = sizeof(aliases) / sizeof(aliases[0]),
	.prstatus = &prstatus,
	.fpregset = &fpregset,
	.compat_prstatus = &compat_prstatus,
	.compat_fpregset = &compat_fpregset,
};
