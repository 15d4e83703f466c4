/* What differs between the architectures the tracer builds for, as data.
 * configure picks one src/arch/ARCH.c (the tables, `arch`) and its
 * src/arch/ARCH.h (the values other tables are built from); nothing else
 * in src/ names an architecture's number, offset or size. */
#ifndef EBTRACE_ARCH_H
#define EBTRACE_ARCH_H

#include <stdint.h>

#include "config.h"
#include EBT_ARCH_HEADER

struct personality;

struct arch {
	uint32_t audit_arch;              /* seccomp_data.arch of native calls */
	const struct personality *pers;   /* strace's personalities, native first */
	int npers;
	/* clone's argument order (x86_64: flags, stack, ptid, ctid, tls) */
	uint8_t clone_ctid_arg, clone_tls_arg;
	/* rt_sigreturn's frame at the stack pointer: where uc_sigmask is; and,
	 * when the frame tells where it starts (x86_64's fpstate), the offset
	 * of that pointer and the size of the frame below it (else 0) */
	uint32_t frame_sigmask_off, frame_fpstate_off, frame_size;
	/* -k: the DWARF registers libdw unwinds from, each as its word in the
	 * raw struct pt_regs, and the word of the program counter */
	uint8_t dwarf_nregs;
	const uint8_t *dwarf_from_ptregs;
	uint8_t pc_word;
	uint8_t pc_in_dwarf;              /* the pc is one of the DWARF registers */
};

extern const struct arch arch;

#endif
