/* aarch64 syscall register layout: the start of the kernel's struct
 * pt_regs (the uapi struct user_pt_regs, then orig_x0 and syscallno), the
 * fields the programs read, so they need no vmlinux.h of this
 * architecture.  These offsets have been the kernel's ABI with ptrace and
 * seccomp since arm64 began. */
#ifndef EBTRACE_REGS_AARCH64_H
#define EBTRACE_REGS_AARCH64_H

struct ebt_regs {
	unsigned long regs[31];    /* x0-x30: x8 the number, x0-x5 the arguments */
	unsigned long sp, pc, pstate;
	unsigned long orig_x0;     /* the first argument (x0 becomes the result) */
	int syscallno;             /* the call's number, in both personalities */
	unsigned int unused2;
};

/* An AArch32 program: its saved pstate has the 32-bit mode bit. */
#define EBT_PSR_MODE32_BIT 0x10
#define EBT_REGS_COMPAT(r) (((r)->pstate & EBT_PSR_MODE32_BIT) != 0)

static __always_inline void ebt_regs_args(const struct ebt_regs *r, __u64 *a)
{
	/* both ABIs take the arguments in r0/x0-r5/x5; compat ones are 32 bits */
	__u64 mask = EBT_REGS_COMPAT(r) ? 0xffffffffULL : ~0ULL;

	a[0] = r->orig_x0 & mask;
	a[1] = r->regs[1] & mask;
	a[2] = r->regs[2] & mask;
	a[3] = r->regs[3] & mask;
	a[4] = r->regs[4] & mask;
	a[5] = r->regs[5] & mask;
}

/* Where each argument is in struct ebt_regs (the same in both ABIs). */
#define EBT_REGS_ARG_OFFSETS { 34 * 8, 1 * 8, 2 * 8, 3 * 8, 4 * 8, 5 * 8, 0, 0 }
#define EBT_REGS_ARG_OFFSETS_COMPAT EBT_REGS_ARG_OFFSETS

#define EBT_REGS_NR(r) ((long)(r)->syscallno)
#define EBT_REGS_IP(r) ((r)->pc)
/* Inside a call: every other entry from user space sets syscallno to
 * NO_SYSCALL (-1). */
#define EBT_REGS_IN_CALL(r) ((r)->syscallno >= 0)

#endif
