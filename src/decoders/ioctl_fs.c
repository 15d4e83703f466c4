/* ioctl, files: freezing, trimming, inode flags and attributes, extent
 * maps, and the namespace requests of nsfs. */
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <linux/nsfs.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "fdpath.h"
#include "ioctl.h"

static const struct xlat inode_flags[] = {
	XLAT(FS_SECRM_FL), XLAT(FS_UNRM_FL), XLAT(FS_COMPR_FL), XLAT(FS_SYNC_FL),
	XLAT(FS_IMMUTABLE_FL), XLAT(FS_APPEND_FL), XLAT(FS_NODUMP_FL), XLAT(FS_NOATIME_FL),
	XLAT(FS_DIRTY_FL), XLAT(FS_COMPRBLK_FL), XLAT(FS_NOCOMP_FL), XLAT(FS_ENCRYPT_FL),
	XLAT(FS_INDEX_FL), XLAT(FS_IMAGIC_FL), XLAT(FS_JOURNAL_DATA_FL), XLAT(FS_NOTAIL_FL),
	XLAT(FS_DIRSYNC_FL), XLAT(FS_TOPDIR_FL), XLAT(FS_HUGE_FILE_FL), XLAT(FS_EXTENT_FL),
	XLAT(FS_VERITY_FL), XLAT(FS_EA_INODE_FL), XLAT(FS_EOFBLOCKS_FL), XLAT(FS_NOCOW_FL),
	XLAT(FS_DAX_FL), XLAT(FS_INLINE_DATA_FL), XLAT(FS_PROJINHERIT_FL),
	XLAT(FS_CASEFOLD_FL), XLAT(FS_RESERVED_FL), XLAT_END
};

static void ret_ns_type(struct call *c)
{
	print_ret_name(setns_types, c->ret);
}

static void inode_flags_in(struct call *c, const struct ioc_req *r, int exiting)
{
	if (!exiting)
		ioc_print_layout_arg(c, r->layout, false);
}

static void inode_flags_out(struct call *c, const struct ioc_req *r, int exiting)
{
	if (exiting)
		ioc_print_layout_arg(c, r->layout, true);
}

/* NS_GET_USERNS, NS_GET_PARENT: no argument, a new descriptor */
static void ns_fd(struct call *c, const struct ioc_req *r, int exiting)
{
	if (exiting)
		c->ret_kind = R_fd;
}

static void ns_type(struct call *c, const struct ioc_req *r, int exiting)
{
	if (exiting && !call_failed(c))
		c->ret_extra = ret_ns_type;
}

static void ns_uid(struct call *c, const struct ioc_req *r, int exiting)
{
	uint32_t uid;

	if (!exiting)
		return;
	tputs(", ");
	if (fetch_out(c, 2, &uid, sizeof(uid))) {
		tputc('[');
		print_id(uid);
		tputc(']');
	}
}

static const struct ioc_field inode_flag_fields[] = {
	{ "", 0, 4, F_FLAGS, inode_flags, "FS_???_FL", NULL }, IOC_FIELD_END
};
static const struct ioc_layout inode_flag = { 4, true, inode_flag_fields, NULL };

static const struct ioc_field range_fields[] = {
	IOC_FIELD(struct fstrim_range, start, F_X), IOC_FIELD(struct fstrim_range, len, F_U),
	IOC_FIELD(struct fstrim_range, minlen, F_U), IOC_FIELD_END
};
static const struct ioc_layout fstrim_range = { sizeof(struct fstrim_range), false, range_fields, NULL };

static const struct xlat xflags[] = {
	XLAT(FS_XFLAG_REALTIME), XLAT(FS_XFLAG_PREALLOC), XLAT(FS_XFLAG_IMMUTABLE),
	XLAT(FS_XFLAG_APPEND), XLAT(FS_XFLAG_SYNC), XLAT(FS_XFLAG_NOATIME), XLAT(FS_XFLAG_NODUMP),
	XLAT(FS_XFLAG_RTINHERIT), XLAT(FS_XFLAG_PROJINHERIT), XLAT(FS_XFLAG_NOSYMLINKS),
	XLAT(FS_XFLAG_EXTSIZE), XLAT(FS_XFLAG_EXTSZINHERIT), XLAT(FS_XFLAG_NODEFRAG),
	XLAT(FS_XFLAG_FILESTREAM), XLAT(FS_XFLAG_DAX), XLAT(FS_XFLAG_COWEXTSIZE),
	XLAT(FS_XFLAG_HASATTR), XLAT_END
};

static const struct ioc_field fsxattr_fields[] = {
	IOC_FIELD_X(struct fsxattr, fsx_xflags, F_FLAGS, xflags, "FS_XFLAG_???"),
	IOC_FIELD(struct fsxattr, fsx_extsize, F_U), IOC_FIELD(struct fsxattr, fsx_projid, F_X),
	IOC_FIELD(struct fsxattr, fsx_cowextsize, F_U), IOC_FIELD_END
};
static const struct ioc_layout fsxattr = { sizeof(struct fsxattr), false, fsxattr_fields, NULL };

/* what the call says: the number of extents too */
static const struct ioc_field fsxattr_out_fields[] = {
	IOC_FIELD_X(struct fsxattr, fsx_xflags, F_FLAGS, xflags, "FS_XFLAG_???"),
	IOC_FIELD(struct fsxattr, fsx_extsize, F_U), IOC_FIELD(struct fsxattr, fsx_nextents, F_U),
	IOC_FIELD(struct fsxattr, fsx_projid, F_X), IOC_FIELD(struct fsxattr, fsx_cowextsize, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout fsxattr_out = { sizeof(struct fsxattr), false, fsxattr_out_fields, NULL };

static const struct xlat fiemap_flags[] = {
	XLAT(FIEMAP_FLAG_SYNC), XLAT(FIEMAP_FLAG_XATTR), XLAT(FIEMAP_FLAG_CACHE), XLAT_END
};

static const struct ioc_field fiemap_fields[] = {
	IOC_FIELD(struct fiemap, fm_start, F_U), IOC_FIELD(struct fiemap, fm_length, F_U),
	IOC_FIELD_X(struct fiemap, fm_flags, F_FLAGS, fiemap_flags, "FIEMAP_FLAG_???"),
	IOC_FIELD(struct fiemap, fm_extent_count, F_U), IOC_FIELD_END
};
static const struct ioc_layout fiemap_in = { sizeof(struct fiemap), false, fiemap_fields, NULL };

static const struct xlat extent_flags[] = {
	XLAT(FIEMAP_EXTENT_LAST), XLAT(FIEMAP_EXTENT_UNKNOWN), XLAT(FIEMAP_EXTENT_DELALLOC),
	XLAT(FIEMAP_EXTENT_ENCODED), XLAT(FIEMAP_EXTENT_DATA_ENCRYPTED),
	XLAT(FIEMAP_EXTENT_NOT_ALIGNED), XLAT(FIEMAP_EXTENT_DATA_INLINE),
	XLAT(FIEMAP_EXTENT_DATA_TAIL), XLAT(FIEMAP_EXTENT_UNWRITTEN), XLAT(FIEMAP_EXTENT_MERGED),
	XLAT(FIEMAP_EXTENT_SHARED), XLAT_END
};

static const struct ioc_field extent_fields[] = {
	IOC_FIELD(struct fiemap_extent, fe_logical, F_U),
	IOC_FIELD(struct fiemap_extent, fe_physical, F_U),
	IOC_FIELD(struct fiemap_extent, fe_length, F_U),
	IOC_FIELD_X(struct fiemap_extent, fe_flags, F_FLAGS, extent_flags, "FIEMAP_EXTENT_???"),
	IOC_FIELD_END
};
static const struct ioc_layout extent = { sizeof(struct fiemap_extent), false, extent_fields, NULL };

/* The extents after the header, as far as the exit's capture has them. */
static void print_extents(const struct call *c, uint32_t n)
{
	const struct ebt_cap *cap = call_cap_in(c->exit, 2);
	size_t have = cap && !cap->err && cap->len > sizeof(struct fiemap) ?
		      (cap->len - sizeof(struct fiemap)) / sizeof(struct fiemap_extent) : 0;
	const unsigned char *p = cap ? cap_bytes(cap) + sizeof(struct fiemap) : NULL;

	tputs("fm_extents=");
	if (n && !have) {
		print_addr(c->args[2] + sizeof(struct fiemap));
		return;
	}
	tputc('[');
	for (uint32_t i = 0; i < n; i++) {
		if (i)
			tputs(", ");
		if (i == have) {
			tputs("...");
			break;
		}
		ioc_print_layout(c, &extent, p + i * sizeof(struct fiemap_extent));
	}
	tputc(']');
}

/* {request} => {fm_flags=..., fm_mapped_extents=N, ...} */
static void fiemap(struct call *c, const struct ioc_req *r, int exiting)
{
	struct fiemap fm;

	if (!exiting) {
		ioc_print_layout_arg(c, &fiemap_in, false);
		return;
	}
	if (call_failed(c) || !c->args[2] || !ioc_exit_bytes(c, &fm, sizeof(fm)))
		return;
	tputs(" => {fm_flags=");
	print_flags_dflt(fiemap_flags, fm.fm_flags, "FIEMAP_FLAG_???");
	tprintf(", fm_mapped_extents=%u, ", fm.fm_mapped_extents);
	if (abbrev(c))
		tputs("...");
	else
		print_extents(c, fm.fm_mapped_extents);
	tputc('}');
}

static const struct ioc_field clone_range_fields[] = {
	IOC_FIELD(struct file_clone_range, src_fd, F_FD),
	IOC_FIELD(struct file_clone_range, src_offset, F_U),
	IOC_FIELD(struct file_clone_range, src_length, F_U),
	IOC_FIELD(struct file_clone_range, dest_offset, F_U), IOC_FIELD_END
};
static const struct ioc_layout clone_range = {
	sizeof(struct file_clone_range), false, clone_range_fields, NULL
};

static const struct ioc_field dedupe_in_fields[] = {
	IOC_FIELD(struct file_dedupe_range_info, dest_fd, F_FD),
	IOC_FIELD(struct file_dedupe_range_info, dest_offset, F_U), IOC_FIELD_END
};
static const struct ioc_layout dedupe_in = {
	sizeof(struct file_dedupe_range_info), false, dedupe_in_fields, NULL
};

static const struct ioc_field dedupe_out_fields[] = {
	IOC_FIELD(struct file_dedupe_range_info, bytes_deduped, F_U),
	IOC_FIELD(struct file_dedupe_range_info, status, F_D), IOC_FIELD_END
};
static const struct ioc_layout dedupe_out = {
	sizeof(struct file_dedupe_range_info), false, dedupe_out_fields, NULL
};

static void dedupe_in_elem(const struct call *c, const void *elem)
{
	ioc_print_layout(c, &dedupe_in, elem);
}

static void dedupe_out_elem(const struct call *c, const void *elem)
{
	ioc_print_layout(c, &dedupe_out, elem);
}

/* {src_offset, src_length, dest_count, info=[the destinations]} and at
 * exit " => {info=[what each got]}"; abbreviated, two of them */
static void dedupe_range(struct call *c, const struct ioc_req *r, int exiting)
{
	struct file_dedupe_range d;
	size_t have;
	const unsigned char *b;
	uint64_t n;

	if (exiting && (call_failed(c) || !ioc_entry_read(c, sizeof(d))))
		return;
	tputs(exiting ? " => " : "");
	if (!exiting)
		print_arg_sep();
	if (!(exiting ? fetch_out(c, 2, &d, sizeof(d)) : fetch_in(c, 2, &d, sizeof(d))))
		return;
	tputc('{');
	if (!exiting)
		tprintf("src_offset=%llu, src_length=%llu, dest_count=%u, ",
			(unsigned long long)d.src_offset, (unsigned long long)d.src_length,
			d.dest_count);
	tputs("info=");
	n = abbrev(c) && d.dest_count > 2 ? 2 : d.dest_count;
	b = ioc_now_bytes(c, &have);
	have = b && have > sizeof(d) ? have - sizeof(d) : 0;
	ioc_print_array(c, c->args[2] + sizeof(d), have ? b + sizeof(d) : NULL, have, n,
			sizeof(struct file_dedupe_range_info),
			exiting ? dedupe_out_elem : dedupe_in_elem, n < d.dest_count);
	tputc('}');
}

static const struct ioc_req reqs[] = {
	IOC(FIFREEZE, A_NONE), IOC(FITHAW, A_NONE),
	IOC(FICLONE, A_INT),   /* the source descriptor, a plain number */
	{ FICLONE, "BTRFS_IOC_CLONE", A_HEX, NULL, NULL, NULL },
	IOC_L(FICLONERANGE, A_IN, &clone_range),
	{ FICLONERANGE, "BTRFS_IOC_CLONE_RANGE", A_HEX, NULL, NULL, NULL },
	IOC_F(FIDEDUPERANGE, dedupe_range),
	{ FIDEDUPERANGE, "BTRFS_IOC_FILE_EXTENT_SAME", A_HEX, NULL, NULL, NULL },
	IOC(FIBMAP, A_HEX), IOC(FIGETBSZ, A_HEX),
	IOC_L(FITRIM, A_IN, &fstrim_range),
	{ FS_IOC_GETFLAGS, "FS_IOC_GETFLAGS", A_FN, &inode_flag, inode_flags_out, NULL },
	{ FS_IOC32_GETFLAGS, "FS_IOC32_GETFLAGS", A_FN, &inode_flag, inode_flags_out, NULL },
	{ FS_IOC_SETFLAGS, "FS_IOC_SETFLAGS", A_FN, &inode_flag, inode_flags_in, NULL },
	{ FS_IOC32_SETFLAGS, "FS_IOC32_SETFLAGS", A_FN, &inode_flag, inode_flags_in, NULL },
	IOC(FS_IOC_GETVERSION, A_HEX), IOC(FS_IOC_SETVERSION, A_HEX),
	IOC(FS_IOC32_GETVERSION, A_HEX), IOC(FS_IOC32_SETVERSION, A_HEX),
	IOC_F(FS_IOC_FIEMAP, fiemap),
	IOC_L(FS_IOC_FSGETXATTR, A_OUT, &fsxattr_out), IOC_L(FS_IOC_FSSETXATTR, A_IN, &fsxattr),
	IOC_F(NS_GET_USERNS, ns_fd), IOC_F(NS_GET_PARENT, ns_fd),
	IOC_F(NS_GET_NSTYPE, ns_type), IOC_F(NS_GET_OWNER_UID, ns_uid),
};

/* its structs are of fixed-size fields, laid out alike in both ABIs */
const struct ioc_table ioc_fs_table = IOC_TABLE_COMPAT(reqs, NULL);
