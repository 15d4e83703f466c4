/* The structures whose layout differs in compat calls, each described once;
 * offsets come from the field types and each ABI's sizes and alignments. */
#include <string.h>

#include "../arch.h"
#include "../personality.h"
#include "../sysent.h"
#include "layout.h"

#define END { NULL, 0, 0 }

/* tv_nsec: strace shows it unsigned, as wide as the ABI's long */
static const struct field f_timespec[] = {
	{ "tv_sec", FT_LONG, 0 }, { "tv_nsec", FT_ULONG, 0 }, END
};
static const struct field f_timespec2[] = {
	{ "tv_sec", FT_LONG, 0 }, { "tv_nsec", FT_ULONG, 0 },
	{ "tv_sec2", FT_LONG, 0 }, { "tv_nsec2", FT_ULONG, 0 }, END
};
/* struct mq_attr: longs (its flags shown unsigned) */
static const struct field f_mq_attr[] = {
	{ "mq_flags", FT_ULONG, 0 }, { "mq_maxmsg", FT_LONG, 0 }, { "mq_msgsize", FT_LONG, 0 },
	{ "mq_curmsgs", FT_LONG, 0 }, { "reserved", FT_LONG, 4 }, END
};
/* kexec_load's struct kexec_segment and _sysctl's struct __sysctl_args */
static const struct field f_kexec_segment[] = {
	{ "buf", FT_PTR, 0 }, { "bufsz", FT_ULONG, 0 }, { "mem", FT_PTR, 0 },
	{ "memsz", FT_ULONG, 0 }, END
};
static const struct field f_sysctl_args[] = {
	{ "name", FT_PTR, 0 }, { "nlen", FT_S32, 0 }, { "oldval", FT_PTR, 0 },
	{ "oldlenp", FT_PTR, 0 }, { "newval", FT_PTR, 0 }, { "newlen", FT_ULONG, 0 },
	{ "unused", FT_ULONG, 4 }, END
};
/* a struct iovec: process_vm_*'s, io_uring's registered buffers, ptrace's
 * register sets */
static const struct field f_iovec[] = { { "iov_base", FT_PTR, 0 }, { "iov_len", FT_ULONG, 0 }, END };
/* the old select's arguments */
static const struct field f_selargs[] = {
	{ "n", FT_ULONG, 0 }, { "inp", FT_PTR, 0 }, { "outp", FT_PTR, 0 }, { "exp", FT_PTR, 0 },
	{ "tvp", FT_PTR, 0 }, END
};
/* the old mmap's arguments */
static const struct field f_mmapargs[] = {
	{ "addr", FT_PTR, 0 }, { "len", FT_ULONG, 0 }, { "prot", FT_ULONG, 0 },
	{ "flags", FT_ULONG, 0 }, { "fd", FT_LONG, 0 }, { "offset", FT_ULONG, 0 }, END
};
/* pselect6's last argument: the set's address and size */
static const struct field f_psigmask[] = {
	{ "ss", FT_PTR, 0 }, { "ss_len", FT_ULONG, 0 }, END
};
static const struct field f_rlimit[] = {
	{ "rlim_cur", FT_RLIM, 0 }, { "rlim_max", FT_RLIM, 0 }, END
};
/* the kernel's struct sigaction: the mask is a 64-bit set in both */
static const struct field f_sigaction[] = {
	{ "sa_handler", FT_PTR, 0 }, { "sa_flags", FT_ULONG, 0 }, { "sa_restorer", FT_PTR, 0 },
	{ "sa_mask", FT_U64, 0 }, END
};
/* the old calls' struct old_sigaction: its mask is a long */
static const struct field f_old_sigaction[] = {
	{ "sa_handler", FT_PTR, 0 }, { "sa_mask", FT_ULONG, 0 }, { "sa_flags", FT_ULONG, 0 },
	{ "sa_restorer", FT_PTR, 0 }, END
};
static const struct field f_stack[] = {
	{ "ss_sp", FT_PTR, 0 }, { "ss_flags", FT_S32, 0 }, { "ss_size", FT_ULONG, 0 }, END
};
/* struct flock, whose offsets are longs, and struct flock64 (F_*LK64, the
 * F_OFD_* locks): natively the same */
static const struct field f_flock[] = {
	{ "l_type", FT_S16, 0 }, { "l_whence", FT_S16, 0 }, { "l_start", FT_LONG, 0 },
	{ "l_len", FT_LONG, 0 }, { "l_pid", FT_S32, 0 }, END
};
static const struct field f_flock64[] = {
	{ "l_type", FT_S16, 0 }, { "l_whence", FT_S16, 0 }, { "l_start", FT_S64, 0 },
	{ "l_len", FT_S64, 0 }, { "l_pid", FT_S32, 0 }, END
};
static const struct field f_time[] = { { "time", FT_LONG, 0 }, END };
static const struct field f_tms[] = { { "tms", FT_LONG, 4 }, END };
static const struct field f_utimbuf[] = { { "utimbuf", FT_LONG, 2 }, END };
/* two timevals, then fourteen longs: strace shows those and the
 * microseconds unsigned, as wide as the ABI's long */
static const struct field f_rusage[] = {
	{ "ru_utime", FT_LONG, 0 }, { "ru_utime_usec", FT_ULONG, 0 },
	{ "ru_stime", FT_LONG, 0 }, { "ru_stime_usec", FT_ULONG, 0 },
	{ "rusage", FT_ULONG, 14 }, END
};
/* struct sysinfo: longs, then twenty bytes less two longs and an int of
 * padding, only the compat layout's (8 bytes) */
static const struct field f_sysinfo[] = {
	{ "uptime", FT_LONG, 0 }, { "loads", FT_ULONG, 3 }, { "ram", FT_ULONG, 6 },
	{ "procs", FT_U16, 0 }, { "pad", FT_U16, 0 }, { "totalhigh", FT_ULONG, 0 },
	{ "freehigh", FT_ULONG, 0 }, { "mem_unit", FT_U32, 0 }, { "_f", FT_CPAD32, 2 }, END
};
/* struct timex: its time is a struct timeval; eleven ints of padding end it */
static const struct field f_timex[] = {
	{ "modes", FT_U32, 0 }, { "offset", FT_LONG, 0 }, { "freq", FT_LONG, 0 },
	{ "maxerror", FT_LONG, 0 }, { "esterror", FT_LONG, 0 }, { "status", FT_S32, 0 },
	{ "constant", FT_LONG, 0 }, { "precision", FT_LONG, 0 }, { "tolerance", FT_LONG, 0 },
	{ "tv_sec", FT_LONG, 0 }, { "tv_usec", FT_ULONG, 0 }, { "tick", FT_LONG, 0 },
	{ "ppsfreq", FT_LONG, 0 }, { "jitter", FT_LONG, 0 }, { "shift", FT_S32, 0 },
	{ "stabil", FT_LONG, 0 }, { "jitcnt", FT_LONG, 0 }, { "calcnt", FT_LONG, 0 },
	{ "errcnt", FT_LONG, 0 }, { "stbcnt", FT_LONG, 0 }, { "tai", FT_S32, 0 },
	{ "__pad", FT_S32, 11 }, END
};
/* the compat ABI's struct stat64 that the *64 calls fill (i386's, and
 * arm's with its 8-byte alignment of 64-bit fields); the native struct
 * stat is the architecture's (arch_stat_fields) */
static const struct field f_stat64[] = {
	{ "st_dev", FT_U64, 0 }, { "__pad0", FT_U32, 0 }, { "__st_ino", FT_U32, 0 },
	{ "st_mode", FT_U32, 0 }, { "st_nlink", FT_U32, 0 }, { "st_uid", FT_U32, 0 },
	{ "st_gid", FT_U32, 0 }, { "st_rdev", FT_U64, 0 }, { "__pad3", FT_U32, 0 },
	{ "st_size", FT_S64, 0 }, { "st_blksize", FT_U32, 0 }, { "st_blocks", FT_U64, 0 },
	{ "st_atime", FT_S32, 0 }, { "st_atime_nsec", FT_U32, 0 },
	{ "st_mtime", FT_S32, 0 }, { "st_mtime_nsec", FT_U32, 0 },
	{ "st_ctime", FT_S32, 0 }, { "st_ctime_nsec", FT_U32, 0 },
	{ "st_ino", FT_U64, 0 }, END
};
/* the compat ABI's struct stat of stat, lstat and fstat: 16-bit modes and
 * ids; its times, as those of struct stat64, show signed */
static const struct field f_stat32[] = {
	{ "st_dev", FT_U32, 0 }, { "st_ino", FT_U32, 0 }, { "st_mode", FT_U16, 0 },
	{ "st_nlink", FT_U16, 0 }, { "st_uid", FT_U16, 0 }, { "st_gid", FT_U16, 0 },
	{ "st_rdev", FT_U32, 0 }, { "st_size", FT_U32, 0 }, { "st_blksize", FT_U32, 0 },
	{ "st_blocks", FT_U32, 0 },
	{ "st_atime", FT_S32, 0 }, { "st_atime_nsec", FT_U32, 0 },
	{ "st_mtime", FT_S32, 0 }, { "st_mtime_nsec", FT_U32, 0 },
	{ "st_ctime", FT_S32, 0 }, { "st_ctime_nsec", FT_U32, 0 },
	{ "unused", FT_U32, 2 }, END
};
/* i386's struct __old_kernel_stat of oldstat, oldlstat and oldfstat:
 * 16-bit numbers, then longs; its times show signed */
static const struct field f_old_stat[] = {
	{ "st_dev", FT_U16, 0 }, { "st_ino", FT_U16, 0 }, { "st_mode", FT_U16, 0 },
	{ "st_nlink", FT_U16, 0 }, { "st_uid", FT_U16, 0 }, { "st_gid", FT_U16, 0 },
	{ "st_rdev", FT_U16, 0 }, { "st_size", FT_U32, 0 }, { "st_atime", FT_S32, 0 },
	{ "st_mtime", FT_S32, 0 }, { "st_ctime", FT_S32, 0 }, END
};
/* struct statfs (its words are longs) and the compat ABI's struct statfs64,
 * whose counts are 64-bit */
static const struct field f_statfs[] = {
	{ "f_type", FT_ULONG, 0 }, { "f_bsize", FT_ULONG, 0 }, { "f_blocks", FT_ULONG, 5 },
	{ "f_fsid", FT_S32, 2 }, { "f_namelen", FT_ULONG, 0 }, { "f_frsize", FT_ULONG, 0 },
	{ "f_flags", FT_ULONG, 0 }, { "f_spare", FT_ULONG, 4 }, END
};
static const struct field f_statfs64[] = {
	{ "f_type", FT_U32, 0 }, { "f_bsize", FT_U32, 0 }, { "f_blocks", FT_U64, 5 },
	{ "f_fsid", FT_S32, 2 }, { "f_namelen", FT_U32, 0 }, { "f_frsize", FT_U32, 0 },
	{ "f_flags", FT_U32, 0 }, { "f_spare", FT_U32, 4 }, END
};

/* struct sigevent up to the fields decoded: its value (a union of an int
 * and a pointer), then a union whose thread id shares the first bytes of
 * the function (the architectures are little-endian) */
static const struct field f_sigevent[] = {
	{ "sigev_value", FT_PTR, 0 }, { "sigev_signo", FT_S32, 0 }, { "sigev_notify", FT_S32, 0 },
	{ "sigev_notify_function", FT_PTR, 0 }, { "sigev_notify_attributes", FT_PTR, 0 }, END
};

/* System V IPC: struct ipc64_perm begins each object's structure (mode
 * and seq with the padding after them) */
#define IPC_PERM_FIELDS \
	{ "key", FT_S32, 0 }, { "uid", FT_U32, 0 }, { "gid", FT_U32, 0 }, \
	{ "cuid", FT_U32, 0 }, { "cgid", FT_U32, 0 }, { "mode", FT_U32, 0 }, \
	{ "seq", FT_U32, 0 }, { "unused1", FT_ULONG, 0 }, { "unused2", FT_ULONG, 0 }
static const struct field f_msqid_ds[] = {
	IPC_PERM_FIELDS,
	{ "msg_stime", FT_LONG, 0 }, { "msg_stime_high", FT_CPAD32, 0 },
	{ "msg_rtime", FT_LONG, 0 }, { "msg_rtime_high", FT_CPAD32, 0 },
	{ "msg_ctime", FT_LONG, 0 }, { "msg_ctime_high", FT_CPAD32, 0 },
	{ "msg_cbytes", FT_ULONG, 0 }, { "msg_qnum", FT_ULONG, 0 }, { "msg_qbytes", FT_ULONG, 0 },
	{ "msg_lspid", FT_S32, 0 }, { "msg_lrpid", FT_S32, 0 },
	{ "unused4", FT_ULONG, 0 }, { "unused5", FT_ULONG, 0 }, END
};
/* x86's: the 64-bit layout keeps a word after each time too */
static const struct field f_semid_ds[] = {
	IPC_PERM_FIELDS,
	{ "sem_otime", FT_LONG, 0 }, { "sem_otime_high", FT_ULONG, 0 },
	{ "sem_ctime", FT_LONG, 0 }, { "sem_ctime_high", FT_ULONG, 0 },
	{ "sem_nsems", FT_ULONG, 0 }, { "unused3", FT_ULONG, 0 }, { "unused4", FT_ULONG, 0 }, END
};
static const struct field f_shmid_ds[] = {
	IPC_PERM_FIELDS, { "shm_segsz", FT_ULONG, 0 },
	{ "shm_atime", FT_LONG, 0 }, { "shm_atime_high", FT_CPAD32, 0 },
	{ "shm_dtime", FT_LONG, 0 }, { "shm_dtime_high", FT_CPAD32, 0 },
	{ "shm_ctime", FT_LONG, 0 }, { "shm_ctime_high", FT_CPAD32, 0 },
	{ "shm_cpid", FT_S32, 0 }, { "shm_lpid", FT_S32, 0 }, { "shm_nattch", FT_ULONG, 0 },
	{ "unused4", FT_ULONG, 0 }, { "unused5", FT_ULONG, 0 }, END
};
/* shmmax, shmmin, shmmni, shmseg, shmall, then four unused */
static const struct field f_shminfo[] = { { "shminfo", FT_ULONG, 9 }, END };
static const struct field f_shm_info[] = {
	{ "used_ids", FT_S32, 0 }, { "shm_tot", FT_ULONG, 0 }, { "shm_rss", FT_ULONG, 0 },
	{ "shm_swp", FT_ULONG, 0 }, { "swap_attempts", FT_ULONG, 0 },
	{ "swap_successes", FT_ULONG, 0 }, END
};

/* siginfo_t: signo, errno, code, then its union, aligned as a pointer */
#define SIGINFO_HEAD \
	{ "si_signo", FT_S32, 0 }, { "si_errno", FT_S32, 0 }, { "si_code", FT_S32, 0 }, \
	{ "__pad", FT_PAD32, 0 }
/* a sender's pid and uid, or a timer's id and overrun; then a sigval */
static const struct field f_si_value[] = {
	SIGINFO_HEAD, { "si_pid", FT_S32, 0 }, { "si_uid", FT_U32, 0 }, { "si_ptr", FT_PTR, 0 }, END
};
static const struct field f_si_chld[] = {
	SIGINFO_HEAD, { "si_pid", FT_S32, 0 }, { "si_uid", FT_U32, 0 }, { "si_status", FT_S32, 0 },
	{ "si_utime", FT_LONG, 0 }, { "si_stime", FT_LONG, 0 }, END
};
/* a fault's address, then its code's: the lsb of a machine check's
 * address, a bound violation's bounds or a protection key (those two
 * after padding as wide as a pointer) */
static const struct field f_si_fault[] = {
	SIGINFO_HEAD, { "si_addr", FT_PTR, 0 }, { "si_addr_lsb", FT_S16, 0 }, END
};
static const struct field f_si_fault_bnd[] = {
	SIGINFO_HEAD, { "si_addr", FT_PTR, 0 }, { "__dummy_bnd", FT_PTR, 0 },
	{ "si_lower", FT_PTR, 0 }, { "si_upper", FT_PTR, 0 }, END
};
static const struct field f_si_fault_pkey[] = {
	SIGINFO_HEAD, { "si_addr", FT_PTR, 0 }, { "__dummy_pkey", FT_PTR, 0 },
	{ "si_pkey", FT_U32, 0 }, END
};
static const struct field f_si_poll[] = {
	SIGINFO_HEAD, { "si_band", FT_LONG, 0 }, { "si_fd", FT_S32, 0 }, END
};
static const struct field f_si_sys[] = {
	SIGINFO_HEAD, { "si_call_addr", FT_PTR, 0 }, { "si_syscall", FT_S32, 0 },
	{ "si_arch", FT_U32, 0 }, END
};

const struct layout layout_siginfo[SIM__COUNT] = {
	[SIM_VALUE] = { f_si_value, NULL }, [SIM_CHLD] = { f_si_chld, NULL },
	[SIM_FAULT] = { f_si_fault, NULL }, [SIM_FAULT_BND] = { f_si_fault_bnd, NULL },
	[SIM_FAULT_PKEY] = { f_si_fault_pkey, NULL }, [SIM_POLL] = { f_si_poll, NULL },
	[SIM_SYS] = { f_si_sys, NULL },
};

static const struct field f_cmsghdr[] = {
	{ "cmsg_len", FT_ULONG, 0 }, { "cmsg_level", FT_S32, 0 }, { "cmsg_type", FT_S32, 0 }, END
};
const struct layout layout_cmsghdr = { f_cmsghdr, NULL };
/* sendmmsg's and recvmmsg's array elements: a struct msghdr, msg_len */
static const struct field f_mmsghdr[] = {
	{ "msg_name", FT_PTR, 0 }, { "msg_namelen", FT_U32, 0 }, { "msg_iov", FT_PTR, 0 },
	{ "msg_iovlen", FT_ULONG, 0 }, { "msg_control", FT_PTR, 0 },
	{ "msg_controllen", FT_ULONG, 0 }, { "msg_flags", FT_S32, 0 },
	{ "__pad", FT_PAD32, 0 },   /* the end of the 64-bit struct msghdr */
	{ "msg_len", FT_U32, 0 }, END
};
const struct layout layout_mmsghdr = { f_mmsghdr, NULL };
/* struct fs_quota_stat: its two fs_qfilestat end with 4 bytes of padding
 * only the native layout has */
static const struct field f_fs_quota_stat[] = {
	{ "qs_version", FT_U8, 0 }, { "qs_flags", FT_U16, 0 }, { "qs_pad", FT_U8, 0 },
	{ "qs_uquota.qfs_ino", FT_U64, 0 }, { "qs_uquota.qfs_nblks", FT_U64, 0 },
	{ "qs_uquota.qfs_nextents", FT_U32, 0 }, { "__pad", FT_PAD32, 0 },
	{ "qs_gquota.qfs_ino", FT_U64, 0 }, { "qs_gquota.qfs_nblks", FT_U64, 0 },
	{ "qs_gquota.qfs_nextents", FT_U32, 0 }, { "__pad", FT_PAD32, 0 },
	{ "qs_incoredqs", FT_U32, 0 }, { "qs_btimelimit", FT_S32, 0 },
	{ "qs_itimelimit", FT_S32, 0 }, { "qs_rtbtimelimit", FT_S32, 0 },
	{ "qs_bwarnlimit", FT_U16, 0 }, { "qs_iwarnlimit", FT_U16, 0 }, END
};
/* struct keyctl_kdf_params: two pointers, then fixed-size fields */
static const struct field f_kdf_params[] = {
	{ "hashname", FT_PTR, 0 }, { "otherinfo", FT_PTR, 0 }, { "otherinfolen", FT_U32, 0 },
	{ "__spare", FT_U32, 8 }, END
};
static const struct field f_ulong[] = { { "", FT_ULONG, 0 }, END };
const struct layout layout_ulong = { f_ulong, NULL };

/* ioctl arguments that point to more, captured with them (kinds.def
 * FIELD): the compat offsets of those pointers come from these */
static const struct field f_blkpg[] = {
	{ "op", FT_S32, 0 }, { "flags", FT_S32, 0 }, { "datalen", FT_S32, 0 }, { "data", FT_PTR, 0 },
	END
};
static const struct field f_consolefontdesc[] = {
	{ "charcount", FT_U16, 0 }, { "charheight", FT_U16, 0 }, { "chardata", FT_PTR, 0 }, END
};
static const struct field f_unimapdesc[] = {
	{ "entry_ct", FT_U16, 0 }, { "entries", FT_PTR, 0 }, END
};
static const struct field f_console_font_op[] = {
	{ "op", FT_U32, 0 }, { "flags", FT_U32, 0 }, { "width", FT_U32, 0 }, { "height", FT_U32, 0 },
	{ "charcount", FT_U32, 0 }, { "data", FT_PTR, 0 }, END
};
/* struct sock_fprog: a seccomp filter's length and instructions */
static const struct field f_fprog[] = { { "len", FT_U16, 0 }, { "filter", FT_PTR, 0 }, END };
static const struct field f_ifconf[] = { { "ifc_len", FT_S32, 0 }, { "ifc_buf", FT_PTR, 0 }, END };
/* V4L2: struct v4l2_format, alone or in struct v4l2_create_buffers: its
 * union of 200 bytes is aligned for the pointers of its struct
 * v4l2_window (clips, bitmap), a window's type's; another type's is
 * read as the bytes it is */
#define V4L2_WINDOW \
	{ "w", FT_U32, 4 }, { "field", FT_U32, 0 }, { "chromakey", FT_U32, 0 }, \
	{ "clips", FT_PTR, 0 }, { "clipcount", FT_U32, 0 }, { "bitmap", FT_PTR, 0 }, \
	{ "global_alpha", FT_U8, 0 }
#define V4L2_WINDOW_IN_UNION(rest) V4L2_WINDOW, { "rest", FT_U8, rest }
#define V4L2_RAW { "raw", FT_U8, 200 }
#define V4L2_FORMAT(...) { "type", FT_U32, 0 }, { "fmt_pad", FT_PAD32, 0 }, __VA_ARGS__
#define V4L2_CREATE(...) \
	{ "index", FT_U32, 0 }, { "count", FT_U32, 0 }, { "memory", FT_U32, 0 }, \
	{ "format_pad", FT_PAD32, 0 }, V4L2_FORMAT(__VA_ARGS__), { "capabilities", FT_U32, 0 }, \
	{ "flags", FT_U32, 0 }, { "reserved", FT_U32, 6 }
static const struct field f_v4l2_format[] = { V4L2_FORMAT(V4L2_RAW), END };
static const struct field f_v4l2_format_win[] = { V4L2_FORMAT(V4L2_WINDOW_IN_UNION(151)), END };
static const struct field f_v4l2_format_win32[] = { V4L2_FORMAT(V4L2_WINDOW_IN_UNION(163)), END };
static const struct field f_v4l2_create[] = { V4L2_CREATE(V4L2_RAW), END };
static const struct field f_v4l2_create_win[] = { V4L2_CREATE(V4L2_WINDOW_IN_UNION(151)), END };
static const struct field f_v4l2_create_win32[] = { V4L2_CREATE(V4L2_WINDOW_IN_UNION(163)), END };
static const struct field f_v4l2_window[] = { V4L2_WINDOW, END };
static const struct field f_v4l2_clip[] = { { "c", FT_U32, 4 }, { "next", FT_PTR, 0 }, END };
static const struct field f_v4l2_ext_controls[] = {
	{ "ctrl_class", FT_U32, 0 }, { "count", FT_U32, 0 }, { "error_idx", FT_U32, 0 },
	{ "request_fd", FT_S32, 0 }, { "reserved", FT_U32, 0 }, { "controls", FT_PTR, 0 }, END
};
const struct layout layout_v4l2_format = { f_v4l2_format, NULL },
	layout_v4l2_format_win = { f_v4l2_format_win, f_v4l2_format_win32 },
	layout_v4l2_create = { f_v4l2_create, NULL },
	layout_v4l2_create_win = { f_v4l2_create_win, f_v4l2_create_win32 },
	layout_v4l2_window = { f_v4l2_window, NULL }, layout_v4l2_clip = { f_v4l2_clip, NULL }, layout_v4l2_ext_controls = { f_v4l2_ext_controls, NULL };

/* btrfs: struct btrfs_ioctl_send_args, and the first fields of struct
 * btrfs_ioctl_vol_args_v2 (its pointer in a union of 32 bytes) */
static const struct field f_btrfs_send[] = {
	{ "send_fd", FT_S64, 0 }, { "clone_sources_count", FT_U64, 0 },
	{ "clone_sources", FT_PTR, 0 }, { "parent_root", FT_U64, 0 }, { "flags", FT_U64, 0 },
	{ "version", FT_U32, 0 }, { "reserved", FT_U8, 28 }, END
};
static const struct field f_btrfs_vol_v2[] = {
	{ "fd", FT_S64, 0 }, { "transid", FT_U64, 0 }, { "flags", FT_U64, 0 },
	{ "size", FT_U64, 0 }, { "qgroup_inherit", FT_PTR, 0 }, END
};
const struct layout layout_btrfs_send = { f_btrfs_send, NULL },
	layout_btrfs_vol_v2_head = { f_btrfs_vol_v2, NULL };

const struct layout layout_blkpg = { f_blkpg, NULL }, layout_fontx = { f_consolefontdesc, NULL },
	layout_unimap = { f_unimapdesc, NULL }, layout_fontop = { f_console_font_op, NULL },
	layout_ifconf = { f_ifconf, NULL };

const struct layout layout_msqid_ds = { f_msqid_ds, NULL }, layout_semid_ds = { f_semid_ds, NULL },
	layout_shmid_ds = { f_shmid_ds, NULL }, layout_shminfo = { f_shminfo, NULL },
	layout_shm_info = { f_shm_info, NULL };

static const struct layout l_timespec = { f_timespec, NULL }, l_timespec2 = { f_timespec2, NULL },
	l_rlimit = { f_rlimit, NULL }, l_sigaction = { f_sigaction, NULL }, l_old_sigaction = { f_old_sigaction, NULL },
	l_stack = { f_stack, NULL }, l_tms = { f_tms, NULL }, l_time = { f_time, NULL },
	l_flock = { f_flock, NULL }, l_flock64 = { f_flock64, NULL }, l_utimbuf = { f_utimbuf, NULL },
	l_rusage = { f_rusage, NULL }, l_stat64 = { arch_stat_fields, f_stat64 },
	l_stat = { arch_stat_fields, f_stat32 }, l_old_stat = { arch_stat_fields, f_old_stat }, l_statfs = { f_statfs, NULL },
	l_statfs64 = { f_statfs, f_statfs64 }, l_timex = { f_timex, NULL },
	l_sigevent = { f_sigevent, NULL }, l_sysinfo = { f_sysinfo, NULL },
	l_fprog = { f_fprog, NULL }, l_psigmask = { f_psigmask, NULL },
	l_mmapargs = { f_mmapargs, NULL }, l_selargs = { f_selargs, NULL }, l_mq_attr = { f_mq_attr, NULL },
	l_iovec = { f_iovec, NULL }, l_kexec_segment = { f_kexec_segment, NULL },
	l_sysctl_args = { f_sysctl_args, NULL }, l_fs_quota_stat = { f_fs_quota_stat, NULL },
	l_kdf_params = { f_kdf_params, NULL };

static const struct {
	uint16_t kind;
	const struct layout *layout;
} kind_layouts[] = {
	{ K_timespec, &l_timespec }, { K_otimespec, &l_timespec }, { K_remtimespec, &l_timespec },
	{ K_timeval, &l_timespec }, { K_otimeval, &l_timespec },
	{ K_itimerval, &l_timespec2 }, { K_oitimerval, &l_timespec2 },
	{ K_itimerspec, &l_timespec2 }, { K_oitimerspec, &l_timespec2 },
	{ K_utimens, &l_timespec2 }, { K_utimes, &l_timespec2 }, { K_utimbuf, &l_utimbuf },
	{ K_lrlimit, &l_rlimit }, { K_olrlimit, &l_rlimit },
	{ K_sigaction, &l_sigaction }, { K_osigaction, &l_sigaction },
	{ K_oldsigaction, &l_old_sigaction }, { K_ooldsigaction, &l_old_sigaction },
	{ K_stack, &l_stack }, { K_ostack, &l_stack },
	{ K_otms, &l_tms }, { K_otime, &l_time },
	{ K_flock, &l_flock }, { K_oflock, &l_flock }, { K_flock64, &l_flock64 }, { K_oflock64, &l_flock64 }, { K_wrusage, &l_rusage }, { K_orusage, &l_rusage },
	{ K_stat64buf, &l_stat64 }, { K_statbuf, &l_stat }, { K_oldstatbuf, &l_old_stat }, { K_statfsbuf, &l_statfs },
	{ K_statfs64buf, &l_statfs64 }, { K_timex, &l_timex },
	{ K_sigevent, &l_sigevent }, { K_tmo_io, &l_timespec }, { K_sysinfo, &l_sysinfo },
	{ K_ioctl_blkpg, &layout_blkpg }, { K_ioctl_fontx, &layout_fontx },
	{ K_ioctl_unimap, &layout_unimap }, { K_ioctl_fontop, &layout_fontop },
	{ K_ioctl_ifconf, &layout_ifconf }, { K_fprog, &l_fprog },
	/* where their FIELD pointers are: a window's */
	{ K_ioctl_v4l2_fmt, &layout_v4l2_format_win }, { K_ioctl_v4l2_create, &layout_v4l2_create_win },
	{ K_ioctl_v4l2_ext_ctrls, &layout_v4l2_ext_controls },
	{ K_ioctl_btrfs_send, &layout_btrfs_send }, { K_ioctl_btrfs_vol_v2, &layout_btrfs_vol_v2_head },
	{ K_mmapargs, &l_mmapargs }, { K_selargs, &l_selargs }, { K_pagelist, &layout_ulong },
	{ K_offp_io, &layout_ulong }, { K_osize, &layout_ulong }, { K_optr, &layout_ulong },
	{ K_mqattr, &l_mq_attr }, { K_omqattr, &l_mq_attr },
	{ K_iov_addr, &l_iovec }, { K_sysctlargs, &l_sysctl_args },
	{ K_kexecsegs, &l_kexec_segment },   /* an array of them, widened one by one */
	{ K_psigmask, &l_psigmask },   /* its decoder reads the capture in its ABI's layout */
	{ K_oulong, &layout_ulong },
	{ K_fsqstat_out, &l_fs_quota_stat }, { K_kdfparams, &l_kdf_params },
	{ K_uringiovs, &l_iovec }, { K_regsetiov, &l_iovec },
};

/* The elements of FIELD arrays laid out otherwise in the compat ABI. */
static const struct {
	uint16_t kind;
	const struct layout *layout;
} kind_elem_layouts[] = {
	{ K_ioctl_v4l2_fmt, &layout_v4l2_clip }, { K_ioctl_v4l2_create, &layout_v4l2_clip },
};

const struct layout *kind_field_elem(unsigned kind)
{
	for (size_t i = 0; i < sizeof(kind_elem_layouts) / sizeof(kind_elem_layouts[0]); i++)
		if (kind_elem_layouts[i].kind == kind)
			return kind_elem_layouts[i].layout;
	return NULL;
}

const struct layout *call_layout(const struct sysent *se, int arg)
{
	const struct layout *l = arg >= 0 && arg < se->nargs ? kind_layout(se->args[arg].kind) : NULL;

	/* the *_time64 calls: their time structures are the native ones */
	if (l && (se->classes & SE_TIME64) &&
	    (l == &l_timespec || l == &l_timespec2 || l == &l_timex))
		return NULL;
	return l;
}

const struct layout *kind_layout(unsigned kind)
{
	for (size_t i = 0; i < sizeof(kind_layouts) / sizeof(kind_layouts[0]); i++)
		if (kind_layouts[i].kind == kind)
			return kind_layouts[i].layout;
	return NULL;
}

/* A field's size and alignment in one ABI. */
static size_t type_size(unsigned type, bool compat)
{
	switch (type) {
	case FT_U8: return 1;
	case FT_S16: case FT_U16: return 2;
	case FT_S64: case FT_U64: return 8;
	case FT_LONG: case FT_ULONG: case FT_PTR: case FT_RLIM: return compat ? 4 : 8;
	case FT_PAD32: return compat ? 0 : 4;
	case FT_CPAD32: return compat ? 4 : 0;
	default: return 4;
	}
}

static size_t type_align(unsigned type, bool compat)
{
	if (compat && (type == FT_S64 || type == FT_U64))
		return compat_u64_align();
	return type_size(type, compat) ? type_size(type, compat) : 1;
}

static size_t align_up(size_t v, size_t a)
{
	return (v + a - 1) / a * a;
}

/* The size of a structure in one ABI, or (name given) the size, offset
 * and type of its field of that name (size 0: it has none). */
static size_t walk(const struct field *f, bool compat, const char *name, size_t *off,
		   unsigned *type)
{
	size_t pos = 0, align = 1;

	for (; f->name; f++) {
		size_t n = f->count ? f->count : 1, a = type_align(f->type, compat);

		pos = align_up(pos, a);
		if (a > align)
			align = a;
		if (name && !strcmp(name, f->name)) {
			*off = pos;
			*type = f->type;
			return type_size(f->type, compat);
		}
		pos += n * type_size(f->type, compat);
	}
	if (name)
		return 0;
	return align_up(pos, align);
}

bool layout_compat_field(const struct layout *l, size_t off, size_t *coff, size_t *csize)
{
	size_t pos = 0;

	for (const struct field *f = l->fields; f->name; f++) {
		size_t n = f->count ? f->count : 1;
		unsigned type;

		pos = align_up(pos, type_align(f->type, false));
		if (pos == off) {
			*csize = walk(l->compat ? l->compat : l->fields, true, f->name, coff, &type);
			return *csize != 0;
		}
		pos += n * type_size(f->type, false);
	}
	return false;
}

size_t layout_size(const struct layout *l, bool compat)
{
	return walk(compat && l->compat ? l->compat : l->fields, compat, NULL, NULL, NULL);
}

static uint64_t read_compat(const unsigned char *p, unsigned type, size_t size)
{
	uint16_t v16;
	uint32_t v32;
	uint64_t v64;

	if (size == 8) {
		memcpy(&v64, p, 8);
		return v64;
	}
	if (size == 1)
		return *p;
	if (size == 2) {
		memcpy(&v16, p, 2);
		return type == FT_S16 ? (uint64_t)(int64_t)(int16_t)v16 : v16;
	}
	memcpy(&v32, p, 4);
	switch (type) {
	case FT_S32: case FT_LONG: return (uint64_t)(int64_t)(int32_t)v32;
	case FT_RLIM: return v32 == UINT32_MAX ? UINT64_MAX : v32;
	default: return v32;
	}
}

void layout_widen(const struct layout *l, const void *compat, void *native)
{
	const struct field *src = l->compat ? l->compat : l->fields;
	size_t npos = 0;

	memset(native, 0, layout_size(l, false));
	for (const struct field *f = l->fields; f->name; f++) {
		size_t n = f->count ? f->count : 1, nsize = type_size(f->type, false);
		size_t coff = 0, csize;
		unsigned ctype = f->type;

		npos = align_up(npos, type_align(f->type, false));
		csize = walk(src, true, f->name, &coff, &ctype);
		for (size_t i = 0; csize && i < n; i++) {
			uint64_t v = read_compat((const unsigned char *)compat + coff + i * csize,
						 ctype, csize);

			memcpy((unsigned char *)native + npos + i * nsize, &v, nsize);
		}
		npos += n * nsize;
	}
}
