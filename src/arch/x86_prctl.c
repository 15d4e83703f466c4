/* arch_prctl(2), the call only x86 has: its codes and the XSAVE features
 * they take, as the x86 kernel numbers them.  Built on every architecture
 * (the syscall tables are keyed by name); only x86's numbers reach it. */
#include "../decoders/common.h"
#include "x86_prctl.h"

static const struct xlat arch_codes[] = {
	XLAT(ARCH_SET_GS), XLAT(ARCH_SET_FS), XLAT(ARCH_GET_FS), XLAT(ARCH_GET_GS),
	XLAT(ARCH_GET_CPUID), XLAT(ARCH_SET_CPUID),
	XLAT(ARCH_GET_XCOMP_SUPP), XLAT(ARCH_GET_XCOMP_PERM), XLAT(ARCH_REQ_XCOMP_PERM),
	XLAT(ARCH_GET_XCOMP_GUEST_PERM), XLAT(ARCH_REQ_XCOMP_GUEST_PERM),
	XLAT(ARCH_MAP_VDSO_X32), XLAT(ARCH_MAP_VDSO_32), XLAT(ARCH_MAP_VDSO_64),
	XLAT_END
};

/* The kernel's XSAVE feature numbers (not in the uapi headers), and their
 * masks, the combined ones first as strace shows them. */
static const struct xlat xfeature_bits[] = {
	XLAT_PAIR(0, "XFEATURE_FP"), XLAT_PAIR(1, "XFEATURE_SSE"), XLAT_PAIR(2, "XFEATURE_YMM"),
	XLAT_PAIR(3, "XFEATURE_BNDREGS"), XLAT_PAIR(4, "XFEATURE_BNDCSR"),
	XLAT_PAIR(5, "XFEATURE_OPMASK"), XLAT_PAIR(6, "XFEATURE_ZMM_Hi256"),
	XLAT_PAIR(7, "XFEATURE_Hi16_ZMM"), XLAT_PAIR(8, "XFEATURE_PT_UNIMPLEMENTED_SO_FAR"),
	XLAT_PAIR(9, "XFEATURE_PKRU"), XLAT_PAIR(10, "XFEATURE_PASID"),
	XLAT_PAIR(15, "XFEATURE_LBR"), XLAT_PAIR(17, "XFEATURE_XTILE_CFG"),
	XLAT_PAIR(18, "XFEATURE_XTILE_DATA"), XLAT_END
};

static const struct xlat xfeatures[] = {
	XLAT_PAIR(0x3, "XFEATURE_MASK_FPSSE"), XLAT_PAIR(1 << 0, "XFEATURE_MASK_FP"),
	XLAT_PAIR(1 << 1, "XFEATURE_MASK_SSE"), XLAT_PAIR(1 << 2, "XFEATURE_MASK_YMM"),
	XLAT_PAIR(1 << 3, "XFEATURE_MASK_BNDREGS"), XLAT_PAIR(1 << 4, "XFEATURE_MASK_BNDCSR"),
	XLAT_PAIR(0xe0, "XFEATURE_MASK_AVX512"), XLAT_PAIR(1 << 5, "XFEATURE_MASK_OPMASK"),
	XLAT_PAIR(1 << 6, "XFEATURE_MASK_ZMM_Hi256"), XLAT_PAIR(1 << 7, "XFEATURE_MASK_Hi16_ZMM"),
	XLAT_PAIR(1 << 8, "XFEATURE_MASK_PT"), XLAT_PAIR(1 << 9, "XFEATURE_MASK_PKRU"),
	XLAT_PAIR(1 << 10, "XFEATURE_MASK_PASID"), XLAT_PAIR(1 << 15, "XFEATURE_MASK_LBR"),
	XLAT_PAIR(0x60000, "XFEATURE_MASK_XTILE"), XLAT_PAIR(1 << 17, "XFEATURE_MASK_XTILE_CFG"),
	XLAT_PAIR(1 << 18, "XFEATURE_MASK_XTILE_DATA"), XLAT_END
};

static void ret_xfeatures(struct call *c)
{
	if (c->ret > 0)
		print_aux_flags(xfeatures, c->ret);
}

void dec_arch_prctl(struct call *c, int exiting)
{
	unsigned code = c->args[0];
	uint64_t mask;

	if (!exiting)
		return;   /* everything is printed at exit */

	print_xlat(arch_codes, code, "ARCH_???");
	switch (code) {
	case ARCH_GET_FS:
	case ARCH_GET_GS:
		print_arg_sep();
		print_optr(c, 1, 0);
		return;
	case ARCH_GET_CPUID:   /* no argument */
		return;
	case ARCH_GET_XCOMP_SUPP:
	case ARCH_GET_XCOMP_PERM:
	case ARCH_GET_XCOMP_GUEST_PERM:
		print_arg_sep();
		if (!fetch_out(c, 1, &mask, sizeof(mask)))
			return;
		tputc('[');
		WITH_NUMBER(print_flags_ex(xfeatures, mask, NULL, "XFEATURE_MASK_???"));
		tputc(']');
		return;
	case ARCH_REQ_XCOMP_PERM:
	case ARCH_REQ_XCOMP_GUEST_PERM:
		print_arg_sep();
		WITH_NUMBER(print_xlat(xfeature_bits, c->args[1], "XFEATURE_???"));
		if (!call_failed(c) && c->ret > 0) {
			c->ret_kind = R_hex;
			c->ret_extra = ret_xfeatures;
		}
		return;
	default:
		print_argf("%#llx", (unsigned long long)c->args[1]);
	}
}
