/* x86_64 syscall register layout (the uapi struct pt_regs), so the programs
 * can read arguments without CO-RE.  One such header per architecture. */
#ifndef EBTRACE_REGS_X86_64_H
#define EBTRACE_REGS_X86_64_H

struct ebt_regs {
	unsigned long r15, r14, r13, r12, bp, bx;
	unsigned long r11, r10, r9, r8, ax, cx, dx, si, di;
	unsigned long orig_ax, ip, cs, flags, sp, ss;
};

static __always_inline void ebt_regs_args(const struct ebt_regs *r, __u64 *a)
{
	a[0] = r->di;
	a[1] = r->si;
	a[2] = r->dx;
	a[3] = r->r10;
	a[4] = r->r8;
	a[5] = r->r9;
}

/* Where each argument is in struct ebt_regs. */
#define EBT_REGS_ARG_OFFSETS { 14 * 8, 13 * 8, 12 * 8, 7 * 8, 9 * 8, 8 * 8, 0, 0 }

#define EBT_REGS_NR(r) ((long)(r)->orig_ax)
#define EBT_REGS_IP(r) ((r)->ip)

#endif
