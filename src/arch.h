/* What differs between the architectures the tracer builds for, as data.
 * configure picks one src/arch/ARCH.c (the tables, `arch`) and its
 * src/arch/ARCH.h (the values other tables are built from); nothing else
 * in src/ names an architecture's number, offset or size. */
#ifndef EBTRACE_ARCH_H
#define EBTRACE_ARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "config.h"
#include EBT_ARCH_HEADER

struct personality;

/* A subcall of a multiplexing call (see struct ebt_mux): the value of the
 * first argument that picks it, its name, and where its arguments are, in
 * order: '0'-'5' the call's own, 'a'-'f' the words of the array that
 * argument mem points to ("abc": socketcall's first three words).  ret:
 * the argument that points to where the kernel stores the result, if not
 * returned.  A subcall with no call of its own takes a number of the
 * personality's that no call has (pseudo_nr). */
struct arch_subcall {
	uint32_t sub;
	const char *name;
	const char *args;
	char mem, ret;
	uint16_t pseudo_nr;
	const char *direct;   /* its arguments when a version is given, all
			       * the call's own (NULL: as args) */
};

/* A call of personality pers that multiplexes others: sub_mask the bits
 * of its first argument that pick the subcall (a version above);
 * addr_unread, whether a subcall's words that cannot be read show as the
 * address they were to be read at (else the call stays the multiplexer's). */
struct arch_mux {
	int pers;
	const char *name;
	const struct arch_subcall *subs;
	int nsubs;
	uint32_t sub_mask;
	bool addr_unread;
};

/* A register of a register set, as strace shows it: count > 1 for an
 * array of count 32-bit words */
struct arch_reg {
	const char *name;
	uint16_t off;
	uint8_t size, count;
};

/* A register set (PTRACE_GETREGSET's NT_PRSTATUS and NT_FPREGSET,
 * PTRACE_GETREGS...): its registers in order, and its size in bytes */
struct arch_regset {
	const struct arch_reg *regs;
	uint16_t nregs, size;
};

/* rt_sigreturn's signal frame in one personality, at the stack pointer of
 * the call's entry: where uc_sigmask is (0: none is decoded); and, when the
 * frame tells where it is (x86's pointer to the FPU state right above it),
 * that pointer's offset (0: none), the frame's size, and the bias of its
 * alignment: the kernel puts the stack pointer at
 * (fpstate - size + align_bias) rounded down to 16 bytes. */
struct arch_sigframe {
	uint32_t sigmask_off, fpstate_off, size;
	uint8_t align_bias;
};

/* A compat call that strace decodes otherwise than the native call of the
 * same name (i386's select and mmap of one argument): the row describing it. */
struct arch_alias {
	uint8_t pers;
	const char *name, *row;
};

struct arch {
	uint32_t audit_arch;              /* seccomp_data.arch of native calls */
	const struct personality *pers;   /* strace's personalities, native first */
	int npers;
	/* clone's argument order (x86_64: flags, stack, ptid, ctid, tls),
	 * native and compat (i386: flags, stack, ptid, tls, ctid) */
	uint8_t clone_ctid_arg, clone_tls_arg, compat_clone_ctid_arg, compat_clone_tls_arg;
	/* a compat clone's or clone3's tls points to a struct user_desc */
	bool compat_tls_user_desc;
	/* rt_sigreturn's frame, native and compat */
	struct arch_sigframe frame, compat_frame;
	/* in the compat personality's sigreturn's older frame, the offsets of
	 * the mask's low and high 32 bits (0: none) */
	uint32_t compat_oldframe_mask_off[2];
	/* -k: the DWARF registers libdw unwinds from, each as its word in the
	 * raw struct pt_regs, and the word of the program counter */
	uint8_t dwarf_nregs;
	const uint8_t *dwarf_from_ptregs;
	uint8_t pc_word;
	uint8_t pc_in_dwarf;              /* the pc is one of the DWARF registers */
	const struct arch_mux *muxes;     /* the multiplexing calls strace splits */
	int nmuxes;
	const struct arch_alias *aliases;
	int naliases;
	/* the register sets strace decodes, or NULL (shown as an address) */
	const struct arch_regset *prstatus, *fpregset;
	/* the same of compat programs (NULL: shown as addresses) */
	const struct arch_regset *compat_prstatus, *compat_fpregset;
};

extern const struct arch arch;

#endif
