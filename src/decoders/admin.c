/* System administration calls: kernel modules, kexec, reboot, syslog. */
#include <fcntl.h>
#include <linux/kexec.h>
#include <linux/reboot.h>

#include "common.h"
#include "layout.h"
#include "ioctl.h"

static const struct xlat delete_module_flags[] = { XLAT(O_NONBLOCK), XLAT(O_TRUNC), XLAT_END };

static const struct xlat module_init_flags[] = {
	XLAT_PAIR(1, "MODULE_INIT_IGNORE_MODVERSIONS"), XLAT_PAIR(2, "MODULE_INIT_IGNORE_VERMAGIC"),
	XLAT_PAIR(4, "MODULE_INIT_COMPRESSED_FILE"), XLAT_END
};

static const struct xlat kexec_load_flags[] = {
	XLAT(KEXEC_ON_CRASH), XLAT(KEXEC_PRESERVE_CONTEXT), XLAT_END
};

static const struct xlat kexec_archs[] = {
	XLAT(KEXEC_ARCH_DEFAULT), XLAT(KEXEC_ARCH_386), XLAT(KEXEC_ARCH_68K),
	XLAT(KEXEC_ARCH_PARISC), XLAT(KEXEC_ARCH_X86_64), XLAT(KEXEC_ARCH_PPC),
	XLAT(KEXEC_ARCH_PPC64), XLAT(KEXEC_ARCH_IA_64), XLAT(KEXEC_ARCH_ARM),
	XLAT(KEXEC_ARCH_S390), XLAT(KEXEC_ARCH_SH), XLAT(KEXEC_ARCH_MIPS_LE),
	XLAT(KEXEC_ARCH_MIPS), XLAT_PAIR(183 << 16, "KEXEC_ARCH_AARCH64"),
	XLAT_PAIR(243 << 16, "KEXEC_ARCH_RISCV"), XLAT_PAIR(258 << 16, "KEXEC_ARCH_LOONGARCH"),
	XLAT_END
};

static const struct xlat kexec_file_load_flags[] = {
	XLAT_PAIR(1, "KEXEC_FILE_UNLOAD"), XLAT_PAIR(2, "KEXEC_FILE_ON_CRASH"),
	XLAT_PAIR(4, "KEXEC_FILE_NO_INITRAMFS"), XLAT_END
};

static const struct xlat reboot_magic1[] = { XLAT(LINUX_REBOOT_MAGIC1), XLAT_END };
static const struct xlat reboot_magic2[] = {
	XLAT(LINUX_REBOOT_MAGIC2), XLAT(LINUX_REBOOT_MAGIC2A), XLAT(LINUX_REBOOT_MAGIC2B),
	XLAT(LINUX_REBOOT_MAGIC2C), XLAT_END
};
static const struct xlat reboot_cmds[] = {
	XLAT(LINUX_REBOOT_CMD_RESTART), XLAT(LINUX_REBOOT_CMD_HALT), XLAT(LINUX_REBOOT_CMD_CAD_ON),
	XLAT(LINUX_REBOOT_CMD_CAD_OFF), XLAT(LINUX_REBOOT_CMD_POWER_OFF),
	XLAT(LINUX_REBOOT_CMD_RESTART2), XLAT(LINUX_REBOOT_CMD_SW_SUSPEND),
	XLAT(LINUX_REBOOT_CMD_KEXEC), XLAT_END
};

void print_delmodflags(struct call *c, int arg, int param)
{
	print_flags_dflt(delete_module_flags, (unsigned)c->args[arg], "O_???");
}

void print_modinitflags(struct call *c, int arg, int param)
{
	print_flags_dflt(module_init_flags, (unsigned)c->args[arg], "MODULE_INIT_???");
}

#define KEXEC_ARCH_BITS 0xffff0000ULL

/* the architecture (a value), then the flags */
void print_kexecflags(struct call *c, int arg, int param)
{
	uint64_t v = c->args[arg];

	print_xlat(kexec_archs, v & KEXEC_ARCH_BITS, "KEXEC_ARCH_???");
	v &= ~KEXEC_ARCH_BITS;
	if (v) {
		tputc('|');
		print_flags_dflt(kexec_load_flags, v, "KEXEC_???");
	}
}

/* struct kexec_segment: the kernel's, of pointer-sized fields */
struct kexec_seg {
	uint64_t buf, bufsz, mem, memsz;
};

static const struct ioc_field kexec_seg_fields[] = {
	IOC_FIELD(struct kexec_seg, buf, F_PTR),
	IOC_FIELD(struct kexec_seg, bufsz, F_U),
	IOC_FIELD(struct kexec_seg, mem, F_PTR),
	IOC_FIELD(struct kexec_seg, memsz, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout kexec_seg_layout = {
	sizeof(struct kexec_seg), false, kexec_seg_fields, NULL
};

/* a segment, a compat call's widened first */
static void print_segment_elem(const struct call *c, const void *elem, void *data)
{
	struct kexec_seg seg;

	if (c->compat) {
		layout_widen(kind_layout(K_kexecsegs), elem, &seg);
		elem = &seg;
	}
	ioc_print_layout(c, &kexec_seg_layout, elem);
}

/* kexec_load's segments, as many as param says; more than the kernel
 * takes are not read */
void print_kexecsegs(struct call *c, int arg, int param)
{
	uint64_t n = c->args[param];

	if (n > KEXEC_SEGMENT_MAX)
		print_addr(c->args[arg]);
	else
		print_arg_array(c, arg, n, layout_size(kind_layout(K_kexecsegs), c->compat),
				print_segment_elem, NULL);
}

/* struct __sysctl_args, read whole as strace reads it */
struct sysctl_args {
	uint64_t name;
	int32_t nlen;
	uint64_t oldval, oldlenp, newval, newlen;
	uint64_t unused[4];
};

static const struct ioc_field sysctl_args_fields[] = {
	IOC_FIELD(struct sysctl_args, name, F_PTR),
	IOC_FIELD(struct sysctl_args, nlen, F_D),
	IOC_FIELD(struct sysctl_args, oldval, F_PTR),
	IOC_FIELD(struct sysctl_args, oldlenp, F_PTR),
	IOC_FIELD(struct sysctl_args, newval, F_PTR),
	IOC_FIELD(struct sysctl_args, newlen, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout sysctl_args_layout = {
	sizeof(struct sysctl_args), false, sysctl_args_fields, NULL
};

void print_sysctlargs(struct call *c, int arg, int param)
{
	struct sysctl_args a;

	if (fetch_in(c, arg, &a, sizeof(a)))
		ioc_print_layout(c, &sysctl_args_layout, &a);
}

void print_kexecfileflags(struct call *c, int arg, int param)
{
	print_flags_dflt(kexec_file_load_flags, c->args[arg], "KEXEC_FILE_???");
}

/* reboot's arg is a command line only for LINUX_REBOOT_CMD_RESTART2 */
void dec_reboot(struct call *c, int exiting)
{
	unsigned cmd = c->args[2];

	if (exiting)
		return;
	print_xlat(reboot_magic1, (unsigned)c->args[0], "LINUX_REBOOT_MAGIC_???");
	print_arg_sep();
	print_xlat(reboot_magic2, (unsigned)c->args[1], "LINUX_REBOOT_MAGIC_???");
	print_arg_sep();
	print_xlat(reboot_cmds, cmd, "LINUX_REBOOT_CMD_???");
	if (cmd == LINUX_REBOOT_CMD_RESTART2) {
		print_arg_sep();
		print_strmax_at(c, 3, c->args[3], 255);   /* the kernel copies 255 bytes */
	}
}

static const struct xlat syslog_actions[] = {
	XLAT_PAIR(0, "SYSLOG_ACTION_CLOSE"), XLAT_PAIR(1, "SYSLOG_ACTION_OPEN"),
	XLAT_PAIR(2, "SYSLOG_ACTION_READ"), XLAT_PAIR(3, "SYSLOG_ACTION_READ_ALL"),
	XLAT_PAIR(4, "SYSLOG_ACTION_READ_CLEAR"), XLAT_PAIR(5, "SYSLOG_ACTION_CLEAR"),
	XLAT_PAIR(6, "SYSLOG_ACTION_CONSOLE_OFF"), XLAT_PAIR(7, "SYSLOG_ACTION_CONSOLE_ON"),
	XLAT_PAIR(8, "SYSLOG_ACTION_CONSOLE_LEVEL"), XLAT_PAIR(9, "SYSLOG_ACTION_SIZE_UNREAD"),
	XLAT_PAIR(10, "SYSLOG_ACTION_SIZE_BUFFER"), XLAT_END
};

static const struct xlat console_levels[] = {
	XLAT_PAIR(0, "LOGLEVEL_EMERG"), XLAT_PAIR(1, "LOGLEVEL_ALERT"), XLAT_PAIR(2, "LOGLEVEL_CRIT"),
	XLAT_PAIR(3, "LOGLEVEL_ERR"), XLAT_PAIR(4, "LOGLEVEL_WARNING"), XLAT_PAIR(5, "LOGLEVEL_NOTICE"),
	XLAT_PAIR(6, "LOGLEVEL_INFO"), XLAT_PAIR(7, "LOGLEVEL_DEBUG"), XLAT_PAIR(8, "LOGLEVEL_DEBUG+1"),
	XLAT_END
};

/* syslog's numbers are always decimal with the name as a comment, in
 * every -X style */
static void print_dec_commented(const struct xlat *x, int v, const char *dflt)
{
	const char *name = xlat_lookup(x, (unsigned)v);

	tprintf("%d /* %s */", v, name ? name : dflt);
}

enum { SYSLOG_READ = 2, SYSLOG_READ_CLEAR = 4, SYSLOG_CONSOLE_LEVEL = 8 };

/* Only the actions that use them show bufp and len; the read ones show
 * the text read at exit. */
void dec_syslog(struct call *c, int exiting)
{
	int type = c->args[0];
	int len = c->args[2];
	bool reads = type >= SYSLOG_READ && type <= SYSLOG_READ_CLEAR;

	if (!exiting) {
		print_dec_commented(syslog_actions, type, "SYSLOG_ACTION_???");
		if (reads || (type >= 0 && type <= 10 && type != SYSLOG_CONSOLE_LEVEL))
			return;
		print_arg_sep();
		print_addr(c->args[1]);
		print_arg_sep();
		if (type == SYSLOG_CONSOLE_LEVEL)
			print_dec_commented(console_levels, len, "LOGLEVEL_???");
		else
			tprintf("%d", len);
		return;
	}
	if (!reads)
		return;
	print_arg_sep();
	if (call_failed(c))
		print_addr(c->args[1]);
	else
		print_buf_at(c, 1, c->args[1], c->ret);
	print_argf("%d", len);
}

/* The name's len bytes; a name longer than the kernel takes
 * (__NEW_UTS_LEN) as its address, as strace shows it. */
void print_hostname(struct call *c, int arg, int param)
{
	unsigned len = c->args[param];

	if (len > 64)
		print_addr(c->args[arg]);
	else
		print_buf_at(c, arg, c->args[arg], len);
}
