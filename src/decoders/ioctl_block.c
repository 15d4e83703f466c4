/* ioctl, block devices (linux/fs.h BLK*, linux/blkpg.h, linux/blktrace_api.h). */
#include <linux/blkpg.h>
#include <linux/blktrace_api.h>
#include <linux/blkzoned.h>
#include <linux/fs.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"
#include "pids.h"

static const struct xlat blkpg_ops[] = {
	XLAT(BLKPG_ADD_PARTITION), XLAT(BLKPG_DEL_PARTITION), XLAT(BLKPG_RESIZE_PARTITION),
	XLAT_END
};

IOC_ONE(ushort_val, 2, F_U, NULL, NULL);
/* a long: 4 bytes in a compat call */
static const struct field f_long[] = { { "", FT_LONG, 0 }, { NULL, 0, 0 } };
static const struct layout long_abi = { f_long, NULL };
static const struct ioc_field long_fields[] = { { "", 0, 8, F_D, NULL, NULL, NULL }, IOC_FIELD_END };
static const struct ioc_layout long_val = { 8, true, long_fields, &long_abi };
static const struct ioc_field pair_fields[] = {
	{ "", 0, 8, F_U, NULL, NULL, NULL }, { "", 8, 8, F_U, NULL, NULL, NULL }, IOC_FIELD_END
};
static const struct ioc_layout u64_pair = { 16, true, pair_fields, NULL };

/* the partition data points to, captured with the struct (laid out the
 * same in both ABIs but for its padding at the end) */
static void print_partition(const struct call *c, uint64_t addr)
{
	const struct ebt_cap *cap = call_cap_field(c, 2, offsetof(struct blkpg_ioctl_arg, data));
	struct blkpg_partition p;

	if (!addr || !cap || cap->err || cap->len < offsetof(struct blkpg_partition, volname) +
						     sizeof(p.volname)) {
		print_addr(addr);
		return;
	}
	memcpy(&p, cap_bytes(cap), offsetof(struct blkpg_partition, volname) + sizeof(p.volname));
	tprintf("{start=%lld, length=%lld, pno=%d, devname=", p.start, p.length, p.pno);
	ioc_print_cstring(p.devname, sizeof(p.devname));
	tputs(", volname=");
	ioc_print_cstring(p.volname, sizeof(p.volname));
	tputc('}');
}

static void blkpg(struct call *c, const struct ioc_req *r, int exiting)
{
	struct blkpg_ioctl_arg a;

	if (exiting)
		return;
	print_arg_sep();
	if (!fetch_in_layout(c, 2, &a, sizeof(a), &layout_blkpg))
		return;
	tputs("{op=");
	print_xlat(blkpg_ops, a.op, "BLKPG_???");
	tprintf(", flags=%d, datalen=%d, data=", a.flags, a.datalen);
	print_partition(c, (uintptr_t)a.data);
	tputc('}');
}

static const struct field f_trace_setup[] = {
	{ "name", FT_U8, BLKTRACE_BDEV_SIZE }, { "act_mask", FT_U16, 0 }, { "buf_size", FT_U32, 0 },
	{ "buf_nr", FT_U32, 0 }, { "start_lba", FT_U64, 0 }, { "end_lba", FT_U64, 0 },
	{ "pid", FT_U32, 0 }, { NULL, 0, 0 }
};
static const struct layout trace_setup_abi = { f_trace_setup, NULL };

/* what the trace is set up with at entry, the name (first in either
 * layout) it got at exit */
static void trace_setup(struct call *c, const struct ioc_req *r, int exiting)
{
	struct blk_user_trace_setup b;
	size_t size = layout_size(&trace_setup_abi, c->compat);

	if (exiting) {
		if (!ioc_entry_shown(c, &b, size))
			return;
		if (!call_failed(c) && ioc_exit_bytes(c, &b, size)) {
			tputs(", name=");
			ioc_print_cstring(b.name, sizeof(b.name));
		}
		tputc('}');
		return;
	}
	print_arg_sep();
	if (!fetch_in_layout(c, 2, &b, sizeof(b), &trace_setup_abi))
		return;
	tprintf("{act_mask=%u, buf_size=%u, buf_nr=%u, start_lba=%llu, end_lba=%llu, pid=",
		b.act_mask, b.buf_size, b.buf_nr, (unsigned long long)b.start_lba,
		(unsigned long long)b.end_lba);
	print_pid_as(PIDNS_TGID, (int)b.pid);
}

static const struct ioc_req reqs[] = {
	IOC(BLKRASET, A_UINT), IOC(BLKFRASET, A_UINT),
	IOC_L(BLKSECTGET, A_OUT, &ushort_val), IOC_L(BLKROTATIONAL, A_OUT, &ushort_val),
	IOC_L(BLKROGET, A_OUT, &ioc_int), IOC_LS(BLKBSZGET, A_OUT, &ioc_int, &layout_ulong),
	IOC_L(BLKSSZGET, A_OUT, &ioc_int), IOC_L(BLKALIGNOFF, A_OUT, &ioc_int),
	IOC_L(BLKROSET, A_IN, &ioc_int), IOC_LS(BLKBSZSET, A_IN, &ioc_int, &layout_ulong),
	IOC_L(BLKPBSZGET, A_OUT, &ioc_uint), IOC_L(BLKIOMIN, A_OUT, &ioc_uint),
	IOC_L(BLKIOOPT, A_OUT, &ioc_uint), IOC_L(BLKDISCARDZEROES, A_OUT, &ioc_uint),
	IOC_L(BLKGETZONESZ, A_OUT, &ioc_uint), IOC_L(BLKGETNRZONES, A_OUT, &ioc_uint),
	IOC_L(BLKRAGET, A_OUT, &long_val), IOC_L(BLKFRAGET, A_OUT, &long_val),
	IOC_L(BLKGETSIZE, A_OUT, &ioc_ulong),
	/* sized by a size_t, though it writes a u64 */
	IOC_LS(BLKGETSIZE64, A_OUT, &ioc_u64, &layout_ulong), IOC_L(BLKGETDISKSEQ, A_OUT, &ioc_u64),
	IOC_L(BLKDISCARD, A_IN, &u64_pair), IOC_L(BLKSECDISCARD, A_IN, &u64_pair),
	IOC_L(BLKZEROOUT, A_IN, &u64_pair),
	IOC_F(BLKPG, blkpg), IOC_FS(BLKTRACESETUP, trace_setup, &trace_setup_abi),
	IOC(BLKRRPART, A_NONE), IOC(BLKFLSBUF, A_NONE), IOC(BLKTRACESTART, A_NONE),
	IOC(BLKTRACESTOP, A_NONE), IOC(BLKTRACETEARDOWN, A_NONE),
};

/* its other structs read the same in a compat call */
const struct ioc_table ioc_block_table = IOC_TABLE_COMPAT(reqs, NULL);
