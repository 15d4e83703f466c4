/* x86_64 syscall register layout (the uapi struct pt_regs), so the programs
 * can read arguments without CO-RE.  One such header per architecture. */
#ifndef EBTRACE_REGS_X86_64_H
#define EBTRACE_REGS_X86_64_H

struct ebt_regs {
	unsigned long r15, r14, r13, r12, bp, bx;
	unsigned long r11, r10, r9, r8, ax, cx, dx, si, di;
	unsigned long orig_ax, ip, cs, flags, sp, ss;
};

/* A 32-bit program: its code segment is __USER32_CS, which is how ptrace
 * tells the i386 personality (the register set it hands out). */
#define EBT_USER32_CS 0x23
#define EBT_REGS_COMPAT(r) ((r)->cs == EBT_USER32_CS)

static __always_inline void ebt_regs_args(const struct ebt_regs *r, __u64 *a)
{
	if (EBT_REGS_COMPAT(r)) {
		/* the i386 ABI: ebx, ecx, edx, esi, edi, ebp */
		a[0] = (__u32)r->bx;
		a[1] = (__u32)r->cx;
		a[2] = (__u32)r->dx;
		a[3] = (__u32)r->si;
		a[4] = (__u32)r->di;
		a[5] = (__u32)r->bp;
		return;
	}
	a[0] = r->di;
	a[1] = r->si;
	a[2] = r->dx;
	a[3] = r->r10;
	a[4] = r->r8;
	a[5] = r->r9;
}

/* Where each argument is in struct ebt_regs, natively and in compat calls
 * (whose values are the low 32 bits). */
#define EBT_REGS_ARG_OFFSETS { 14 * 8, 13 * 8, 12 * 8, 7 * 8, 9 * 8, 8 * 8, 0, 0 }
#define EBT_REGS_ARG_OFFSETS_COMPAT { 5 * 8, 11 * 8, 12 * 8, 13 * 8, 14 * 8, 4 * 8, 0, 0 }

/* The call's number (orig_eax is 32 bits in compat calls). */
#define EBT_REGS_NR(r) (EBT_REGS_COMPAT(r) ? (long)(int)(r)->orig_ax : (long)(r)->orig_ax)
#define EBT_REGS_IP(r) ((r)->ip)
/* Inside a call: on entry the kernel sets the saved ax to -ENOSYS and the
 * number in orig_ax; a page fault leaves the user's ax there, and its
 * error code in orig_ax. */
#define EBT_REGS_IN_CALL(r) ((long)(r)->ax == -EBT_ENOSYS && EBT_REGS_NR(r) >= 0)

#endif
