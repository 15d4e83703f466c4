/* ioctl, KVM (linux/kvm.h): the requests by name, and the structs of the
 * x86 ones strace decodes. */
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

#if defined(__x86_64__)
#include <linux/kvm.h>

#include "kvm_names.def"

static const struct xlat mem_flags[] = {
	XLAT(KVM_MEM_LOG_DIRTY_PAGES), XLAT(KVM_MEM_READONLY), XLAT_END
};

static const struct xlat cpuid_flags[] = {
	XLAT(KVM_CPUID_FLAG_SIGNIFCANT_INDEX), XLAT(KVM_CPUID_FLAG_STATEFUL_FUNC),
	XLAT(KVM_CPUID_FLAG_STATE_READ_NEXT), XLAT_END
};

/* Whether the argument shows now: the setters' at entry, the getters' at
 * exit (", " then). */
static bool shows_now(struct call *c, bool get, int exiting)
{
	if (!!exiting != get)
		return false;
	print_arg_sep();
	return true;
}

static void create_vcpu(struct call *c, const struct ioc_req *r, int exiting)
{
	if (!exiting)
		print_argf("%u", (uint32_t)c->args[2]);
}

static void check_extension(struct call *c, const struct ioc_req *r, int exiting)
{
	if (exiting)
		return;
	print_arg_sep();
	print_xlat(kvm_caps, c->args[2], "KVM_CAP_???");
}

static void memory_region(struct call *c, const struct ioc_req *r, int exiting)
{
	struct kvm_userspace_memory_region m;

	if (exiting)
		return;
	print_arg_sep();
	if (!fetch_in(c, 2, &m, sizeof(m)))
		return;
	tprintf("{slot=%u, flags=", m.slot);
	print_flags_dflt(mem_flags, m.flags, "KVM_MEM_???");
	tprintf(", guest_phys_addr=%#llx, memory_size=%llu, userspace_addr=%#llx}",
		(unsigned long long)m.guest_phys_addr, (unsigned long long)m.memory_size,
		(unsigned long long)m.userspace_addr);
}

static void regs(struct call *c, const struct ioc_req *r, int exiting)
{
	struct kvm_regs g;

	if (!shows_now(c, r->code == KVM_GET_REGS, exiting))
		return;
	if (!(exiting ? fetch_out(c, 2, &g, sizeof(g)) : fetch_in(c, 2, &g, sizeof(g))))
		return;
	tprintf("{rax=%#llx, ", (unsigned long long)g.rax);
	if (abbrev(c))
		tputs("...");
	else
		tprintf("rbx=%#llx, rcx=%#llx, rdx=%#llx, rsi=%#llx, rdi=%#llx",
			(unsigned long long)g.rbx, (unsigned long long)g.rcx,
			(unsigned long long)g.rdx, (unsigned long long)g.rsi,
			(unsigned long long)g.rdi);
	tprintf(", rsp=%#llx, rbp=%#llx, ", (unsigned long long)g.rsp, (unsigned long long)g.rbp);
	if (abbrev(c))
		tputs("...");
	else
		tprintf("r8=%#llx, r9=%#llx, r10=%#llx, r11=%#llx, r12=%#llx, r13=%#llx, "
			"r14=%#llx, r15=%#llx", (unsigned long long)g.r8, (unsigned long long)g.r9,
			(unsigned long long)g.r10, (unsigned long long)g.r11,
			(unsigned long long)g.r12, (unsigned long long)g.r13,
			(unsigned long long)g.r14, (unsigned long long)g.r15);
	tprintf(", rip=%#llx, rflags=%#llx}", (unsigned long long)g.rip,
		(unsigned long long)g.rflags);
}

static void print_segment(const char *name, const struct kvm_segment *s)
{
	tprintf("%s={base=%#llx, limit=%u, selector=%u, type=%u, present=%u, dpl=%u, db=%u, "
		"s=%u, l=%u, g=%u, avl=%u}", name, (unsigned long long)s->base, s->limit,
		s->selector, s->type, s->present, s->dpl, s->db, s->s, s->l, s->g, s->avl);
}

static void print_dtable(const char *name, const struct kvm_dtable *d)
{
	tprintf("%s={base=%#llx, limit=%u}", name, (unsigned long long)d->base, d->limit);
}

static void sregs(struct call *c, const struct ioc_req *r, int exiting)
{
	struct kvm_sregs s;

	if (!shows_now(c, r->code == KVM_GET_SREGS, exiting))
		return;
	if (!(exiting ? fetch_out(c, 2, &s, sizeof(s)) : fetch_in(c, 2, &s, sizeof(s))))
		return;
	tputc('{');
	print_segment("cs", &s.cs);
	if (abbrev(c)) {
		tputs(", ...}");
		return;
	}
	print_segment(", ds", &s.ds);
	print_segment(", es", &s.es);
	print_segment(", fs", &s.fs);
	print_segment(", gs", &s.gs);
	print_segment(", ss", &s.ss);
	print_segment(", tr", &s.tr);
	print_segment(", ldt", &s.ldt);
	print_dtable(", gdt", &s.gdt);
	print_dtable(", idt", &s.idt);
	tprintf(", cr0=%llu, cr2=%llu, cr3=%llu, cr4=%llu, cr8=%llu, efer=%llu, apic_base=%#llx"
		", interrupt_bitmap=[", (unsigned long long)s.cr0, (unsigned long long)s.cr2,
		(unsigned long long)s.cr3, (unsigned long long)s.cr4, (unsigned long long)s.cr8,
		(unsigned long long)s.efer, (unsigned long long)s.apic_base);
	for (size_t i = 0; i < sizeof(s.interrupt_bitmap) / sizeof(s.interrupt_bitmap[0]); i++)
		tprintf("%s%#llx", i ? ", " : "", (unsigned long long)s.interrupt_bitmap[i]);
	tputs("]}");
}

static void print_cpuid_entry(const struct call *c, const void *elem)
{
	const struct kvm_cpuid_entry2 *e = elem;

	tprintf("{function=%#x, index=%#x, flags=", e->function, e->index);
	print_flags_dflt(cpuid_flags, e->flags, "KVM_CPUID_FLAG_???");
	tprintf(", eax=%#x, ebx=%#x, ecx=%#x, edx=%#x}", e->eax, e->ebx, e->ecx, e->edx);
}

/* struct kvm_cpuid2 and its entries, which follow it */
static void cpuid2(struct call *c, const struct ioc_req *r, int exiting)
{
	struct kvm_cpuid2 k;
	const unsigned char *b;
	size_t have;

	if (!shows_now(c, r->code != KVM_SET_CPUID2, exiting))
		return;
	if (!(exiting ? fetch_out(c, 2, &k, sizeof(k)) : fetch_in(c, 2, &k, sizeof(k))))
		return;
	tprintf("{nent=%u, entries=", k.nent);
	if (abbrev(c)) {
		tputs(k.nent ? "[...]}" : "[]}");
		return;
	}
	b = ioc_now_bytes(c, &have);
	ioc_print_array(c, c->args[2] + sizeof(k), b ? b + sizeof(k) : NULL,
			have > sizeof(k) ? have - sizeof(k) : 0, k.nent,
			sizeof(struct kvm_cpuid_entry2), print_cpuid_entry, false);
	tputc('}');
}

static const struct xlat exit_reasons[] = {
	XLAT_PAIR(0, "KVM_EXIT_UNKNOWN"), XLAT_PAIR(1, "KVM_EXIT_EXCEPTION"),
	XLAT_PAIR(2, "KVM_EXIT_IO"), XLAT_PAIR(3, "KVM_EXIT_HYPERCALL"),
	XLAT_PAIR(4, "KVM_EXIT_DEBUG"), XLAT_PAIR(5, "KVM_EXIT_HLT"), XLAT_PAIR(6, "KVM_EXIT_MMIO"),
	XLAT_PAIR(7, "KVM_EXIT_IRQ_WINDOW_OPEN"), XLAT_PAIR(8, "KVM_EXIT_SHUTDOWN"),
	XLAT_PAIR(9, "KVM_EXIT_FAIL_ENTRY"), XLAT_PAIR(10, "KVM_EXIT_INTR"),
	XLAT_PAIR(11, "KVM_EXIT_SET_TPR"), XLAT_PAIR(12, "KVM_EXIT_TPR_ACCESS"),
	XLAT_PAIR(13, "KVM_EXIT_S390_SIEIC"), XLAT_PAIR(14, "KVM_EXIT_S390_RESET"),
	XLAT_PAIR(15, "KVM_EXIT_DCR"), XLAT_PAIR(16, "KVM_EXIT_NMI"),
	XLAT_PAIR(17, "KVM_EXIT_INTERNAL_ERROR"), XLAT_PAIR(18, "KVM_EXIT_OSI"),
	XLAT_PAIR(19, "KVM_EXIT_PAPR_HCALL"), XLAT_PAIR(20, "KVM_EXIT_S390_UCONTROL"),
	XLAT_PAIR(21, "KVM_EXIT_WATCHDOG"), XLAT_PAIR(22, "KVM_EXIT_S390_TSCH"),
	XLAT_PAIR(23, "KVM_EXIT_EPR"), XLAT_PAIR(24, "KVM_EXIT_SYSTEM_EVENT"),
	XLAT_PAIR(25, "KVM_EXIT_S390_STSI"), XLAT_PAIR(26, "KVM_EXIT_IOAPIC_EOI"),
	XLAT_PAIR(27, "KVM_EXIT_HYPERV"), XLAT_PAIR(28, "KVM_EXIT_ARM_NISV"),
	XLAT_PAIR(29, "KVM_EXIT_X86_RDMSR"), XLAT_PAIR(30, "KVM_EXIT_X86_WRMSR"),
	XLAT_PAIR(31, "KVM_EXIT_DIRTY_RING_FULL"), XLAT_PAIR(32, "KVM_EXIT_AP_RESET_HOLD"),
	XLAT_PAIR(33, "KVM_EXIT_X86_BUS_LOCK"), XLAT_PAIR(34, "KVM_EXIT_XEN"),
	XLAT_PAIR(35, "KVM_EXIT_RISCV_SBI"), XLAT_PAIR(36, "KVM_EXIT_RISCV_CSR"),
	XLAT_PAIR(37, "KVM_EXIT_NOTIFY"), XLAT_END
};

/* " (KVM_EXIT_IO)" after the result: why the vcpu stopped */
static void ret_exit_reason(struct call *c)
{
	const struct ebt_cap *cap = call_cap_kind(c->exit, 2, EBT_CAP_KVM_RUN);
	uint32_t reason;
	const char *name;

	if (!cap || cap->err || cap->len < sizeof(reason))
		return;
	memcpy(&reason, cap_bytes(cap), sizeof(reason));
	name = xlat_lookup(exit_reasons, reason);
	tprintf(" (%s)", name ? name : "KVM_EXIT_???");
}

/* its argument, unused, as a number; with -e kvm=vcpu the exit reason */
static void run(struct call *c, const struct ioc_req *r, int exiting)
{
	if (!exiting)
		print_argf("%#llx", (unsigned long long)c->args[2]);
	else if (opt.kvm_vcpu && !call_failed(c))
		c->ret_extra = ret_exit_reason;
}

static const struct ioc_req reqs[] = {
	IOC_F(KVM_CREATE_VCPU, create_vcpu), IOC_F(KVM_RUN, run),
	IOC_F(KVM_CHECK_EXTENSION, check_extension),
	IOC_F(KVM_SET_USER_MEMORY_REGION, memory_region),
	IOC_F(KVM_GET_REGS, regs), IOC_F(KVM_SET_REGS, regs),
	IOC_F(KVM_GET_SREGS, sregs), IOC_F(KVM_SET_SREGS, sregs),
	IOC_F(KVM_SET_CPUID2, cpuid2), IOC_F(KVM_GET_SUPPORTED_CPUID, cpuid2),
	IOC_F(KVM_GET_EMULATED_CPUID, cpuid2),
};

/* its structs are of fixed-size fields, laid out alike in both ABIs */
const struct ioc_table ioc_kvm_table = IOC_TABLE_COMPAT(reqs, NULL);
const struct ioc_table ioc_kvm_names_table = IOC_TABLE_COMPAT(kvm_names, NULL);
#else
const struct ioc_table ioc_kvm_table = { NULL, 0, NULL, NULL, false, false, false };
const struct ioc_table ioc_kvm_names_table = { NULL, 0, NULL, NULL, false, false, false };
#endif
