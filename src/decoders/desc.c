/* Data transfer and descriptor calls: read/write and their vector forms,
 * seek, dup, pipe and the small flag sets of descriptor calls. */
#include <fcntl.h>
#include <string.h>

#include "common.h"
#include "fdpath.h"

/* Input buffer, its length in argument param. */
void print_ibuf(struct call *c, int arg, int param)
{
	print_buf_at(c, arg, c->args[arg], c->args[param]);
}

/* Output buffer filled with ret bytes: shown only when the call succeeded. */
void print_obuf(struct call *c, int arg, int param)
{
	if (output_unavailable(c) || c->ret < 0)
		print_addr(c->args[arg]);
	else
		print_buf_at(c, arg, c->args[arg], c->ret);
}

/* ---- iovec arrays ------------------------------------------------------ */

/* Print an iovec array: -s elements at most (unless -v), each element's
 * data up to -s bytes, and in all at most limit bytes (-1: no limit).
 * With show_data false the bases print as addresses. */
static void print_iov_limit(const struct call *c, uint64_t addr, uint64_t count, int64_t limit,
			    bool show_data, const struct ebt_cap *cap)
{
	static unsigned char *buf;
	static size_t room;
	struct iov_iter it;
	int64_t left = limit;

	iov_iter_init_at(&it, c, addr, count, cap);
	if (!addr) {
		tputs("NULL");
		return;
	}
	if (!count) {
		tputs("[]");
		return;
	}
	if (array_unverbose(c, addr, count))
		return;
	if (count > 1024 * 1024) {
		print_addr(addr);
		return;
	}
	for (uint64_t i = 0; i < count; i++) {
		uint64_t base, iov_len, len, shown, want, in_cap;
		const unsigned char *data;

		if (i)
			tputs(", ");
		if (!iov_next(&it, &base, &iov_len)) {
			if (!i) {
				print_addr(addr);
				return;
			}
			/* where the element that could not be read starts */
			tprintf("... /* %#llx */", (unsigned long long)(addr + i * (c->compat ? 8 : 16)));
			break;
		}
		if (!i)
			tputc('[');
		if (array_cut(c, i))
			break;
		len = iov_len;
		if (left >= 0 && len > (uint64_t)left)
			len = left;
		if (left >= 0)
			left -= len;
		tputs("{iov_base=");
		data = iov_data(&it, len, &in_cap);
		if (!show_data) {
			print_addr(base);
		} else if (!base) {
			tputs("NULL");
		} else {
			/* read with a byte more than shown, as strace does */
			shown = len < opt.string_limit ? len : opt.string_limit;
			want = len <= shown ? len : shown + 1;
			xgrow(&buf, &room, want);
			if (want <= in_cap)
				memcpy(buf, data, want);
			if ((want > in_cap && tmem_read(c, -1, base, buf, want) < 0))
				print_addr(base);
			else
				print_quoted(buf, shown, len > shown ? QUOTE_ELLIPSIS : 0);
		}
		tprintf(", iov_len=%llu}", (unsigned long long)iov_len);
	}
	tputc(']');
}

static void print_iov(struct call *c, int arg, uint64_t count, int64_t limit, bool show_data,
		      const struct ebt_cap *cap)
{
	print_iov_limit(c, c->args[arg], count, limit, show_data, cap);
}

void print_iov_at(const struct call *c, uint64_t addr, uint64_t count, bool show_data,
		  const struct ebt_cap *cap)
{
	print_iov_limit(c, addr, count, -1, show_data, cap);
}

void print_iov_in(struct call *c, int arg, int param)
{
	print_iov(c, arg, c->args[param], -1, true, call_cap_enter(c, arg));
}

void print_iov_out(struct call *c, int arg, int param)
{
	if (!c->exiting) {
		print_addr(c->args[arg]);
		return;
	}
	print_iov(c, arg, c->args[param], call_failed(c) ? 0 : c->ret, !call_failed(c),
		  call_cap(c, arg));
}

/* Bases in another process (process_vm_*, process_madvise): addresses. */
void print_iov_addr(struct call *c, int arg, int param)
{
	print_iov(c, arg, c->args[param], -1, false, call_cap(c, arg));
}

/* preadv2/pwritev2: the offset comes in two registers in both ABIs (a
 * 64-bit kernel ignores the high one of a native call) and strace shows it
 * as one. */
const struct xlat rwf_flags[] = {
	XLAT_PAIR(0x01, "RWF_HIPRI"), XLAT_PAIR(0x02, "RWF_DSYNC"), XLAT_PAIR(0x04, "RWF_SYNC"),
	XLAT_PAIR(0x08, "RWF_NOWAIT"), XLAT_PAIR(0x10, "RWF_APPEND"), XLAT_END
};

static void print_rwv2(struct call *c, bool out)
{
	uint64_t pos = c->compat ? (uint32_t)c->args[3] | c->args[4] << 32 : c->args[3];

	print_fd(c, 0, 0);
	print_arg_sep();
	if (out)
		print_iov_out(c, 1, 2);
	else
		print_iov_in(c, 1, 2);
	print_argf("%llu", (unsigned long long)c->args[2]);
	print_argf("%lld", (long long)pos);
	print_arg_sep();
	print_flags_dflt(rwf_flags, (unsigned)c->args[5], "RWF_???");
}

void dec_preadv2(struct call *c, int exiting)
{
	if (exiting)
		print_rwv2(c, true);
}

void dec_pwritev2(struct call *c, int exiting)
{
	if (exiting)
		print_rwv2(c, false);
}

/* ---- small flag sets --------------------------------------------------- */

const struct xlat whence_codes[] = {
	XLAT(SEEK_SET), XLAT(SEEK_CUR), XLAT(SEEK_END), XLAT(SEEK_DATA), XLAT(SEEK_HOLE), XLAT_END
};

static const struct xlat flock_ops[] = {
	XLAT_PAIR(1, "LOCK_SH"), XLAT_PAIR(2, "LOCK_EX"), XLAT_PAIR(4, "LOCK_NB"),
	XLAT_PAIR(8, "LOCK_UN"), XLAT_PAIR(32, "LOCK_MAND"), XLAT_PAIR(192, "LOCK_RW"),
	XLAT_PAIR(64, "LOCK_READ"), XLAT_PAIR(128, "LOCK_WRITE"), XLAT_END
};

static const struct xlat fadvices[] = {
	XLAT_PAIR(0, "POSIX_FADV_NORMAL"), XLAT_PAIR(1, "POSIX_FADV_RANDOM"),
	XLAT_PAIR(2, "POSIX_FADV_SEQUENTIAL"), XLAT_PAIR(3, "POSIX_FADV_WILLNEED"),
	XLAT_PAIR(4, "POSIX_FADV_DONTNEED"), XLAT_PAIR(5, "POSIX_FADV_NOREUSE"), XLAT_END
};

static const struct xlat falloc_modes[] = {
	XLAT_PAIR(0x01, "FALLOC_FL_KEEP_SIZE"), XLAT_PAIR(0x02, "FALLOC_FL_PUNCH_HOLE"),
	XLAT_PAIR(0x04, "FALLOC_FL_NO_HIDE_STALE"), XLAT_PAIR(0x08, "FALLOC_FL_COLLAPSE_RANGE"),
	XLAT_PAIR(0x10, "FALLOC_FL_ZERO_RANGE"), XLAT_PAIR(0x20, "FALLOC_FL_INSERT_RANGE"),
	XLAT_PAIR(0x40, "FALLOC_FL_UNSHARE_RANGE"), XLAT_END
};

static const struct xlat efd_flags[] = {
	XLAT_PAIR(1, "EFD_SEMAPHORE"), XLAT_PAIR(02000000, "EFD_CLOEXEC"),
	XLAT_PAIR(04000, "EFD_NONBLOCK"), XLAT_END
};

/* strace names timerfd_settime's flags here too */
static const struct xlat tfd_flags[] = {
	XLAT_PAIR(1, "TFD_TIMER_ABSTIME"), XLAT_PAIR(2, "TFD_TIMER_CANCEL_ON_SET"),
	XLAT_PAIR(02000000, "TFD_CLOEXEC"), XLAT_PAIR(04000, "TFD_NONBLOCK"), XLAT_END
};

static const struct xlat mfd_flags[] = {
	XLAT_PAIR(1, "MFD_CLOEXEC"), XLAT_PAIR(2, "MFD_ALLOW_SEALING"),
	XLAT_PAIR(4, "MFD_HUGETLB"), XLAT_END
};

static const struct xlat in_init_flags[] = {
	XLAT_PAIR(04000, "IN_NONBLOCK"), XLAT_PAIR(02000000, "IN_CLOEXEC"), XLAT_END
};

static const struct xlat close_range_flags[] = {
	XLAT_PAIR(2, "CLOSE_RANGE_UNSHARE"), XLAT_PAIR(4, "CLOSE_RANGE_CLOEXEC"), XLAT_END
};

static const struct xlat splice_flags[] = {
	XLAT_PAIR(1, "SPLICE_F_MOVE"), XLAT_PAIR(2, "SPLICE_F_NONBLOCK"),
	XLAT_PAIR(4, "SPLICE_F_MORE"), XLAT_PAIR(8, "SPLICE_F_GIFT"), XLAT_END
};

static const struct xlat epoll_flags[] = {
	XLAT_PAIR(02000000, "EPOLL_CLOEXEC"), XLAT_END
};

void print_whence(struct call *c, int arg, int param)
{
	print_xlat(whence_codes, (unsigned)c->args[arg], "SEEK_???");
}

/* _llseek(fd, offset_high, offset_low, loff_t *result, whence) of 32-bit
 * programs: the offset shown whole. */
void dec_llseek(struct call *c, int exiting)
{
	if (!exiting) {
		print_fd(c, 0, 0);
		print_argf("%lld", (long long)(c->args[1] << 32 | (uint32_t)c->args[2]));
		print_arg_sep();
		return;
	}
	print_oloff(c, 3, 0);
	print_arg_sep();
	print_whence(c, 4, 0);
}

void print_oflags(struct call *c, int arg, int param)
{
	print_open_mode_flags((unsigned)c->args[arg], "O_???");
}

void print_flockop(struct call *c, int arg, int param)
{
	print_flags_dflt(flock_ops, (unsigned)c->args[arg], "LOCK_???");
}

void print_fadvice(struct call *c, int arg, int param)
{
	print_xlat(fadvices, (unsigned)c->args[arg], "POSIX_FADV_???");
}

void print_fallocmode(struct call *c, int arg, int param)
{
	print_flags_dflt(falloc_modes, (unsigned)c->args[arg], "FALLOC_FL_???");
}

void print_efdflags(struct call *c, int arg, int param)
{
	print_flags_dflt(efd_flags, (unsigned)c->args[arg], "EFD_???");
}

void print_tfdflags(struct call *c, int arg, int param)
{
	print_flags_dflt(tfd_flags, (unsigned)c->args[arg], "TFD_???");
}

static const struct xlat sfd_flags[] = {
	XLAT_PAIR(02000000, "SFD_CLOEXEC"), XLAT_PAIR(04000, "SFD_NONBLOCK"), XLAT_END
};

void print_sfdflags(struct call *c, int arg, int param)
{
	print_flags_dflt(sfd_flags, (unsigned)c->args[arg], "SFD_???");
}

/* memfd_create's name: the kernel reads at most NAME_MAX less "memfd:" of
 * it, and its NUL */
#define MFD_NAME_MAX (255 - 6)

void print_mfdname(struct call *c, int arg, int param)
{
	(void)param;
	print_strmax_at(c, arg, c->args[arg], MFD_NAME_MAX + 1);
}

void print_mfdflags(struct call *c, int arg, int param)
{
	unsigned flags = c->args[arg];
	unsigned huge = flags & (0x3fu << 26);

	if (!flags) {
		tputs("0");
		return;
	}
	xlat_compose_begin();
	flags &= ~huge;
	if (flags || !huge)
		print_flags_dflt(mfd_flags, flags, "MFD_???");
	if (huge)
		tprintf("%s%u<<MFD_HUGE_SHIFT", flags ? "|" : "", huge >> 26);
	xlat_compose_end("%#llx", c->args[arg] & 0xffffffffu);
}

void print_ininitflags(struct call *c, int arg, int param)
{
	print_flags_dflt(in_init_flags, (unsigned)c->args[arg], "IN_???");
}

void print_crflags(struct call *c, int arg, int param)
{
	print_flags_dflt(close_range_flags, (unsigned)c->args[arg], "CLOSE_RANGE_???");
}

void print_spliceflags(struct call *c, int arg, int param)
{
	print_flags_dflt(splice_flags, (unsigned)c->args[arg], "SPLICE_F_???");
}

void print_epflags(struct call *c, int arg, int param)
{
	print_flags_dflt(epoll_flags, (unsigned)c->args[arg], "EPOLL_???");
}

/* ---- pointers to numbers ----------------------------------------------- */

/* pipe, pipe2, socketpair: [3, 4] */
void print_fdpair(struct call *c, int arg, int param)
{
	int fds[2];

	if (!fetch_out(c, arg, fds, sizeof(fds)))
		return;
	tputc('[');
	for (unsigned i = 0; i < 2; i++) {
		if (i)
			tputs(", ");
		if (array_cut(c, i))
			break;
		print_fd_number(c, fds[i]);
	}
	tputc(']');
}

/* loff_t * read at enter: [123] */
void print_loffp(struct call *c, int arg, int param)
{
	int64_t off;

	if (fetch_in(c, arg, &off, sizeof(off)))
		tprintf("[%lld]", (long long)off);
}

/* loff_t * the call updates: the value before (the exit shows the rest) */
void print_loffp_io(struct call *c, int arg, int param)
{
	print_loffp(c, arg, param);
}

/* sendfile's off_t, a long (its value widened, layout.c) */
void print_offp_io(struct call *c, int arg, int param)
{
	print_loffp(c, arg, param);
}

/* sendfile(out, in, [0] => [10], 10): the new offset when data moved;
 * sendfile's offset is a long, sendfile64's a loff_t */
void dec_sendfile(struct call *c, int exiting)
{
	size_t size = c->se->args[2].kind == K_offp_io ? call_long_size(c) : sizeof(uint64_t);
	uint64_t off = 0;

	if (!exiting) {
		print_fd(c, 0, 0);
		print_arg_sep();
		print_fd(c, 1, 0);
		print_arg_sep();
		if (!c->args[2]) {
			tputs("NULL, ");
			return;
		}
		if (fetch_in(c, 2, &off, sizeof(off)))
			tprintf("[%llu]", (unsigned long long)off);
		return;
	}
	/* an offset not read at entry (-e verbose=none) shows no new value */
	if (c->args[2] && verbose(c) && !call_failed(c) && c->ret) {
		const struct ebt_cap *cap = call_cap(c, 2);

		tputs(" => ");
		if (cap && cap != call_cap_enter(c, 2) && !cap->err && cap->len >= size) {
			memcpy(&off, cap_bytes(cap), size);
			tprintf("[%llu]", (unsigned long long)off);
		} else {
			print_addr(c->args[2]);
		}
	}
	if (c->args[2])
		print_arg_sep();
	tprintf("%llu", (unsigned long long)c->args[3]);
}

static const struct xlat uffd_flags[] = {
	XLAT_PAIR(1, "UFFD_USER_MODE_ONLY"), XLAT(O_NONBLOCK), XLAT(O_CLOEXEC), XLAT_END
};

void print_uffdflags(struct call *c, int arg, int param)
{
	print_flags_dflt(uffd_flags, (unsigned)c->args[arg], "UFFD_???");
}

static const struct xlat sync_file_range_flags[] = {
	XLAT_PAIR(1, "SYNC_FILE_RANGE_WAIT_BEFORE"), XLAT_PAIR(2, "SYNC_FILE_RANGE_WRITE"),
	XLAT_PAIR(4, "SYNC_FILE_RANGE_WAIT_AFTER"), XLAT_END
};

void print_syncfrflags(struct call *c, int arg, int param)
{
	print_flags_dflt(sync_file_range_flags, (unsigned)c->args[arg], "SYNC_FILE_RANGE_???");
}

static const struct xlat memfd_secret_flags[] = { XLAT(O_CLOEXEC), XLAT_END };

/* strace names no default for the unknown bits */
void print_secretflags(struct call *c, int arg, int param)
{
	print_flags(memfd_secret_flags, (unsigned)c->args[arg], NULL);
}
