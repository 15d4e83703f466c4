/* Argument printing driven by the kinds table, and the capture plan that
 * the same table gives the kernel side. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "arch.h"
#include "decode.h"
#include "record.h"
#include "decoders/common.h"
#include "decoders/layout.h"

const struct kind_info kinds[K__COUNT] = {
#define KIND(name, cap, when, size) [K_##name] = { #name, print_##name, cap, when, size, 64 },
#define SCALAR(name, bits) [K_##name] = { #name, print_##name, EBT_CAP_NONE, 0, 0, bits },
#include "decoders/kinds.def"
#undef SCALAR
#undef KIND
};

/* -e verbose=none: strace reads no memory for such calls but strings and
 * data buffers, so structures and the values behind pointers print as
 * addresses.  Arrays (and the signal frame) go to their printers: an empty
 * array still shows as "[]" (strace's print_array), and they check
 * verbose() themselves, as do the printers of buffers that hold a
 * structure (CPU sets, node masks, socket addresses). */
static bool shown_unverbose(const struct kind_info *k)
{
	switch (k->cap) {
	case EBT_CAP_NONE:
	case EBT_CAP_STR:
	case EBT_CAP_BUF_ARG:
	case EBT_CAP_BUF_RET:
	case EBT_CAP_ARR_ARG:
	case EBT_CAP_ARR_RET:
	case EBT_CAP_IOV:
	case EBT_CAP_STACK:
		return true;
	default:
		return false;
	}
}

unsigned arg_bits(const struct sysent *se, int i)
{
	return se->args[i].bits ? se->args[i].bits : kinds[se->args[i].kind].bits;
}

/* The 64-bit arguments a compat call passes in two registers: offsets,
 * and fanotify_mark's mask */
static bool in_two_regs(unsigned kind)
{
	return kind == K_loff || kind == K_uloff || kind == K_fanmask;
}

int compat_reg(const struct sysent *se, int i)
{
	int reg = i;

	for (int j = 0; j < i; j++)
		reg += in_two_regs(se->args[j].kind);
	return reg;
}

/* A compat call's arguments as its row lists them: each loff made of its
 * two registers (low half first), the arguments after it from the
 * registers that follow. */
static void join_loff_halves(const struct sysent *se, uint64_t *args)
{
	uint64_t regs[MAX_SC_ARGS];

	memcpy(regs, args, sizeof(regs));
	for (int i = 0; i < se->nargs; i++) {
		int r = compat_reg(se, i);

		args[i] = r < MAX_SC_ARGS ? regs[r] : 0;
		if (in_two_regs(se->args[i].kind) && r + 1 < MAX_SC_ARGS)
			args[i] = (uint32_t)args[i] | regs[r + 1] << 32;
	}
}

void narrow_args(const struct sysent *se, uint64_t *args, bool compat)
{
	if (compat)
		join_loff_halves(se, args);
	for (int i = 0; i < se->nargs; i++) {
		unsigned bits = arg_bits(se, i);

		if (bits == 32)
			args[i] = (uint32_t)args[i];
		else if (bits == 16)
			args[i] = (uint16_t)args[i];
		/* a compat long is 32 bits: -1 is -1 */
		else if (compat && se->args[i].kind == K_long)
			args[i] = (uint64_t)(int64_t)(int32_t)args[i];
	}
}

/* ---- compat (32-bit) calls ----------------------------------------------
 * Strings, byte buffers, socket addresses and the structures made only of
 * fixed-size fields read the same in both ABIs; so do the structures that
 * layout.c widens, and the arrays of pointers and iovecs that the kernel
 * side widens.  The others hold longs, pointers or a time_t, laid out
 * otherwise in the compat ABI: until they are decoded in that layout, they
 * print as addresses, and the kernel captures nothing of them. */
static const uint16_t compat_same_structs[] = {
	K_fdpair, K_loffp, K_loffp_io, K_fowner, K_ofowner, K_pollfds, K_fdset, K_sigmask,
	K_sigset, K_osigset, K_pendingset, K_oldsigset, K_ooldsigset, K_epevent, K_epevents, K_wstatus, K_ouint, K_ptid,
	K_gids_in, K_ogids, K_ouid16, K_gids16_in, K_ogids16, K_utsname, K_capheader, K_capdata, K_ocapdata, K_socklen,
	K_schedparam, K_oschedparam, K_schedattr, K_oschedattr, K_ompolmode, K_statxbuf,
	K_openhow, K_cloneargs, K_oloff, K_ou64, K_nodelist, K_pagestatus, K_sembufs, K_rlimit, K_orlimit, K_userdesc,
	K_timezone, K_otimezone,   /* two ints */
	K_nodemask, K_onodemask,   /* longs, read as the call's (numa.c) */
	/* struct iocb and struct io_event are of fixed-size fields; the
	 * pointers to the iocbs are read in the call's width (aio.c) */
	K_iocbs, K_iocbhdr, K_ioevents, K_ioevent,
	K_olddirent,   /* laid out as in the compat ABI, the only one that has it */
	K_dents,       /* linux_dirent64: the same in both */
	K_dents32,     /* linux_dirent, read in its ABI's layout */
	K_ioctlarg,    /* as long as the request says; decoded for requests
			* whose structures read the same (ioctl.c) */
	K_ioctl_written, K_ioctl_tail,  /* ioctlarg, longer: the same */
	K_ioctl_kvm_cpuid,  /* struct kvm_cpuid2: fixed-size fields */
	K_ioctl_kvm_run,    /* the exit reason, read from the kernel's vcpu */
	K_ioctl_dm,         /* struct dm_ioctl and its data: fixed-size fields */
	K_ioctl_btrfs_container,  /* its container's address is a u64 */
	K_ioctl_sg_io,      /* read in its ABI's layout, its buffers captured
			     * where that layout has their pointers */
	K_ioctl_tee_buf, /* its buffer's address is a u64 in both */
	K_ioctl_kbsentry, K_ioctl_kbdiacrs, K_ioctl_kbdiacrsuc, K_ioctl_font,  /* chars and ints */
	K_seccompaction, K_notifsizes,
	K_kcmpslot, K_rulesetattr, K_pathbeneath,  /* __u32s, a __u64 at 0, packed */
	K_mountattr,   /* __u64s */
	/* ptrace's: __u64s, __u32s, and siginfo_ts widened by their decoder */
	K_syscallinfo, K_peeksiargs, K_seccompmeta, K_osiginfos, K_regsetiov,
	K_regs_in, K_regs_out, K_fpregs_in, K_fpregs_out,  /* the ABI's register sets */
	/* quotactl's: strace reads them in the native layout (if_dqblk packed) */
	K_dqblk_in, K_dqblk_out, K_dqinfo_in, K_dqinfo_out, K_xqflags, K_fsdquot_in, K_fsdquot_out,
	K_fsqstat_out, K_fsqstatv_out,
	/* keyctl's: ints, and bytes whose length a struct or the result says */
	K_dhparams, K_pkeyparams, K_opkeyquery, K_keybuf, K_okeybuf, K_okeytext,
	/* union bpf_attr: its pointers are __aligned_u64 */
	K_bpfattr, K_bpfattr_path, K_bpfattr_prog, K_bpfattr_rawtp, K_bpfattr_btf,
	K_bpfattr_query, K_bpfattr_taskfd, K_bpfattr_info, K_bpfattr_link,
	/* io_uring's: __u32s and __aligned_u64s (the iovecs their buffers are
	 * in are read by their ABI's size) */
	K_uringparams, K_uringfds, K_uringfilesupd, K_uringprobe, K_uringrestrictions,
	K_uringrsrcfiles, K_uringrsrcbufs, K_uringupdfiles, K_uringupdbufs, K_uringworkers,
	K_uringringfds, K_uringbufreg,
	K_perfattr,    /* struct perf_event_attr: naturally aligned __u64s */
	K_timex64, K_futexwaiters,
	/* the kernel side widens a struct msghdr and its iovecs; its control
	 * messages are read in their ABI's layout */
	K_msghdr, K_mmsghdr, K_mmsghdr_in,
	/* the decoders widen these by the layout their command, or their
	 * signal and code, say */
	K_ipcctlbuf, K_siginfo_in, K_siginfo_out, K_waitid_info,
	/* the kernel side widens these arrays of pointers and iovecs */
	K_argv, K_envp, K_iov_in, K_iov_out,
};

bool kind_compat_same(unsigned kind)
{
	/* the signal frames: where the architecture says the compat mask is */
	if (kind == K_sigframe)
		return arch.compat_frame.sigmask_off != 0;
	if (kind == K_osigframe)
		return arch.compat_oldframe_mask_off[1] != 0;
	switch (kinds[kind].cap) {
	case EBT_CAP_NONE:
	case EBT_CAP_STR:
	case EBT_CAP_BUF_RET:
	case EBT_CAP_BUF_PTRLEN:
	case EBT_CAP_PAGES_ARG:
	case EBT_CAP_BUF_ARG:    /* a message's long mtype read by its ABI's size */
		return true;
	default:
		if (kind_layout(kind))    /* widened into the native layout */
			return true;
		for (size_t i = 0; i < sizeof(compat_same_structs) / sizeof(compat_same_structs[0]); i++)
			if (compat_same_structs[i] == kind)
				return true;
		return false;
	}
}

/* The calls whose own decoders read only what compat_same() allows. */
bool sysent_compat_same(const struct sysent *se)
{
	static const char *const same[] = {
		"open", "openat", "openat2", "mknod", "mknodat", "ioprio_get", "membarrier",
		"sched_getscheduler", "futex", "futex_time64", "_llseek", "sched_setattr",
		"setsockopt", "getsockopt", "set_thread_area", "get_thread_area",
		"preadv2", "pwritev2", "poll", "mremap", "time", "fcntl", "fcntl64", "readdir",
		"shmctl", "semctl", "msgctl", "rt_sigtimedwait", "recvmmsg", "recvmmsg_time64",
		"prctl", "ppoll", "ioctl", "seccomp", "reboot", "syslog", "modify_ldt",
		"signal", "sgetmask", "ssetmask", "sigsuspend",
		"mmap", "mq_open", "sendfile", "sendfile64", "select", "_newselect", "pselect6", "pselect6_time64",
		"arch_prctl", "kcmp", "personality",
		"pidfd_getfd", "mount", "landlock_add_rule", "quotactl",
		"quotactl_fd", "keyctl", "clone", "clone3", "bpf", "ptrace",
		"io_uring_setup", "io_uring_register", "perf_event_open",
	};

	if (!se->custom)
		return true;
	for (size_t i = 0; i < sizeof(same) / sizeof(same[0]); i++)
		if (se->name && !strcmp(se->name, same[i]))
			return true;
	return false;
}

void print_args(struct call *c, int from, int to)
{
	for (int i = from; i < to && i < c->se->nargs; i++) {
		const struct kind_info *k = &kinds[c->se->args[i].kind];

		if (i > from)
			tputs(", ");
		if (opt.format)
			rec_arg_begin(i);
		if ((!verbose(c) && !shown_unverbose(k)) ||
		    (c->compat && !kind_compat_same(c->se->args[i].kind)))
			print_addr(c->args[i]);
		else
			k->print(c, i, c->se->args[i].param);
		if (opt.format)
			rec_arg_end();
	}
}

void print_arg_sep(void)
{
	int next = opt.format ? rec_arg_close() : -1;

	tputs(", ");
	if (next >= 0)
		rec_arg_begin(next);
}

void print_argf(const char *fmt, ...)
{
	va_list ap;
	char buf[64];

	print_arg_sep();
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	tputs(buf);
}

/* Arguments up to the first one whose bytes are only captured at exit (or
 * that is an output) can be printed from the enter record. */
int entry_printable_args(const struct sysent *se)
{
	if (se->custom)
		return 0;
	for (int i = 0; i < se->nargs; i++) {
		const struct kind_info *k = &kinds[se->args[i].kind];

		if (k->cap != EBT_CAP_NONE && !(k->when & (EBT_AT_ENTER | EBT_AT_BLOCK)))
			return i;
	}
	return se->nargs;
}
