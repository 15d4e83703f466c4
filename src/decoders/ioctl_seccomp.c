/* ioctl, seccomp user notification descriptors. */
#include <linux/audit.h>
#include <linux/seccomp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>

#include "../arch.h"
#include "../personality.h"
#include "../syscalls.h"
#include "fdpath.h"
#include "ioctl.h"
#include "pids.h"

/* the request's first number, whose direction said the wrong way */
#define SECCOMP_IOCTL_NOTIF_ID_VALID_WRONG_DIR SECCOMP_IOR(2, __u64)

const struct xlat audit_arches[] = {
	XLAT(AUDIT_ARCH_AARCH64), XLAT(AUDIT_ARCH_ALPHA), XLAT(AUDIT_ARCH_ARCOMPACT),
	XLAT(AUDIT_ARCH_ARCOMPACTBE), XLAT(AUDIT_ARCH_ARCV2), XLAT(AUDIT_ARCH_ARCV2BE),
	XLAT(AUDIT_ARCH_ARM), XLAT(AUDIT_ARCH_ARMEB), XLAT(AUDIT_ARCH_C6X), XLAT(AUDIT_ARCH_C6XBE),
	XLAT(AUDIT_ARCH_CRIS), XLAT(AUDIT_ARCH_CSKY), XLAT(AUDIT_ARCH_FRV), XLAT(AUDIT_ARCH_H8300),
	XLAT(AUDIT_ARCH_HEXAGON), XLAT(AUDIT_ARCH_I386), XLAT(AUDIT_ARCH_IA64),
	XLAT(AUDIT_ARCH_M32R), XLAT(AUDIT_ARCH_M68K), XLAT(AUDIT_ARCH_MICROBLAZE),
	XLAT(AUDIT_ARCH_MIPS), XLAT(AUDIT_ARCH_MIPSEL), XLAT(AUDIT_ARCH_MIPS64),
	XLAT(AUDIT_ARCH_MIPS64N32), XLAT(AUDIT_ARCH_MIPSEL64), XLAT(AUDIT_ARCH_MIPSEL64N32),
	XLAT(AUDIT_ARCH_NDS32), XLAT(AUDIT_ARCH_NDS32BE), XLAT(AUDIT_ARCH_NIOS2),
	XLAT(AUDIT_ARCH_OPENRISC), XLAT(AUDIT_ARCH_PARISC), XLAT(AUDIT_ARCH_PARISC64),
	XLAT(AUDIT_ARCH_PPC), XLAT(AUDIT_ARCH_PPC64), XLAT(AUDIT_ARCH_PPC64LE),
	XLAT(AUDIT_ARCH_RISCV32), XLAT(AUDIT_ARCH_RISCV64), XLAT(AUDIT_ARCH_S390),
	XLAT(AUDIT_ARCH_S390X), XLAT(AUDIT_ARCH_SH), XLAT(AUDIT_ARCH_SHEL), XLAT(AUDIT_ARCH_SH64),
	XLAT(AUDIT_ARCH_SHEL64), XLAT(AUDIT_ARCH_SPARC), XLAT(AUDIT_ARCH_SPARC64),
	XLAT(AUDIT_ARCH_TILEGX), XLAT(AUDIT_ARCH_TILEGX32), XLAT(AUDIT_ARCH_TILEPRO),
	XLAT(AUDIT_ARCH_X86_64), XLAT_END
};

static const struct xlat notif_flags[] = { XLAT(SECCOMP_USER_NOTIF_FLAG_CONTINUE), XLAT_END };
static const struct xlat addfd_flags[] = {
	XLAT(SECCOMP_ADDFD_FLAG_SETFD), XLAT(SECCOMP_ADDFD_FLAG_SEND), XLAT_END
};

/* The traced personality whose calls audit_arch names, or -1. */
static int pers_of_audit_arch(uint32_t audit_arch)
{
	int n;
	const struct personality *p = personalities(&n);

	if (audit_arch == arch.audit_arch)
		return 0;
	for (int i = 1; i < n && i < EBT_NPERS; i++)
		if (p[i].arch == audit_arch && !p[i].nr_bit)
			return i;
	return -1;
}

/* As strace's syscall_name_arch: __NR_name for the calling program's own
 * personality, "N /\* name *\/" for another one's. */
void print_syscall_nr_of(const struct call *c, uint64_t nr, uint32_t audit_arch)
{
	int pers = pers_of_audit_arch(audit_arch);
	const struct sysent *se = pers >= 0 && nr < EBT_PERS_SPAN ? sysent_of(ebt_sys_key(nr, pers)) :
				  NULL;
	char name[64];

	if (se && se->name && pers != c->compat) {
		tprintf("%llu", (unsigned long long)nr);
		if (opt.xlat_style != XLAT_STYLE_RAW)
			tprintf(" /* %s */", se->name);
		return;
	}
	if (se && se->name)
		snprintf(name, sizeof(name), "__NR_%s", se->name);
	print_dec_named(nr, se && se->name ? name : NULL, NULL);
}

static void print_notif(const struct call *c, const struct seccomp_notif *n)
{
	tprintf("{id=%#llx, pid=", (unsigned long long)n->id);
	print_pid_as(PIDNS_TGID, (int)n->pid);
	tprintf(", flags=%#x, data={nr=", n->flags);
	print_syscall_nr_of(c, (uint32_t)n->data.nr, n->data.arch);
	tputs(", arch=");
	print_xlat(audit_arches, n->data.arch, "AUDIT_ARCH_???");
	tputs(", instruction_pointer=");
	print_addr(n->data.instruction_pointer);
	tputs(", args=[");
	for (int i = 0; i < 6; i++)
		tprintf("%s%#llx", i ? ", " : "", (unsigned long long)n->data.args[i]);
	tputs("]}}");
}

/* shown at entry when the caller filled it in, and as the call left it */
static void notif_recv(struct call *c, const struct ioc_req *r, int exiting)
{
	struct seccomp_notif n;
	bool in = c->args[2] && ioc_entry_bytes(c, &n, sizeof(n)) && !ioc_all_zero(&n, sizeof(n));

	if (!exiting) {
		tputs(", ");
		if (!c->args[2])
			tputs("NULL");
		else if (in)
			print_notif(c, &n);
		return;
	}
	if (!c->args[2])
		return;
	if (in)
		tputs(" => ");
	else
		tputs("");
	if (call_failed(c) || !ioc_exit_bytes(c, &n, sizeof(n)))
		print_addr(c->args[2]);
	else
		print_notif(c, &n);
}

static void notif_send(struct call *c, const struct ioc_req *r, int exiting)
{
	struct seccomp_notif_resp s;
	const char *name;

	if (exiting)
		return;
	tputs(", ");
	if (!fetch_in(c, 2, &s, sizeof(s)))
		return;
	tprintf("{id=%#llx, val=%lld, error=", (unsigned long long)s.id, (long long)s.val);
	name = s.error < 0 && s.error > -4096 ? strerrorname_np(-s.error) : NULL;
	if (name) {
		char neg[64];

		snprintf(neg, sizeof(neg), "-%s", name);
		print_dec_named(s.error, neg, NULL);
	} else {
		tprintf("%d", s.error);
	}
	tputs(", flags=");
	print_flags_dflt(notif_flags, s.flags, "SECCOMP_USER_NOTIF_FLAG_???");
	tputc('}');
}

static void notif_addfd(struct call *c, const struct ioc_req *r, int exiting)
{
	struct seccomp_notif_addfd a;

	if (exiting)
		return;
	tputs(", ");
	if (!fetch_in(c, 2, &a, sizeof(a)))
		return;
	tprintf("{id=%#llx, flags=", (unsigned long long)a.id);
	print_flags_dflt(addfd_flags, a.flags, "SECCOMP_ADDFD_FLAG_???");
	tputs(", srcfd=");
	print_fd_number(c, (int)a.srcfd);
	tprintf(", newfd=%d, newfd_flags=", (int)a.newfd);
	print_open_mode_flags(a.newfd_flags, NULL);
	tputc('}');
}

IOC_ONE(id_val, 8, F_X, NULL, NULL);

static const struct ioc_req reqs[] = {
	IOC_F(SECCOMP_IOCTL_NOTIF_RECV, notif_recv), IOC_F(SECCOMP_IOCTL_NOTIF_SEND, notif_send),
	IOC_L(SECCOMP_IOCTL_NOTIF_ID_VALID, A_IN, &id_val),
	IOC_L(SECCOMP_IOCTL_NOTIF_ID_VALID_WRONG_DIR, A_IN, &id_val),
	IOC_F(SECCOMP_IOCTL_NOTIF_ADDFD, notif_addfd),
};

const struct ioc_table ioc_seccomp_table = IOC_TABLE(reqs, NULL);
