/* Disk quotas: quotactl and quotactl_fd, whose last arguments depend on
 * the command. */
#include <linux/dqblk_xfs.h>
#include <string.h>

#include "common.h"
#include "fdpath.h"
#include "ioctl.h"

#define NEW_CMD(c) (0x800000u | (c))
#define OLD_CMD(c) ((c) << 8)

enum {
	Q_SYNC = NEW_CMD(1), Q_QUOTAON = NEW_CMD(2), Q_QUOTAOFF = NEW_CMD(3),
	Q_GETFMT = NEW_CMD(4), Q_GETINFO = NEW_CMD(5), Q_SETINFO = NEW_CMD(6),
	Q_GETQUOTA = NEW_CMD(7), Q_SETQUOTA = NEW_CMD(8), Q_GETNEXTQUOTA = NEW_CMD(9),
};   /* the XFS ones (Q_X*, XQM_CMD) are <linux/dqblk_xfs.h>'s */

static const struct xlat quota_cmds[] = {
	XLAT_PAIR(OLD_CMD(0x1), "Q_V1_QUOTAON"), XLAT_PAIR(OLD_CMD(0x2), "Q_V1_QUOTAOFF"),
	XLAT_PAIR(OLD_CMD(0x3), "Q_V1_GETQUOTA"), XLAT_PAIR(OLD_CMD(0x4), "Q_V1_SETQUOTA"),
	XLAT_PAIR(OLD_CMD(0x5), "Q_V1_SETUSE"), XLAT_PAIR(OLD_CMD(0x6), "Q_V1_SYNC"),
	XLAT_PAIR(OLD_CMD(0x7), "Q_SETQLIM"), XLAT_PAIR(OLD_CMD(0x8), "Q_V1_GETSTATS"),
	XLAT_PAIR(OLD_CMD(0x10), "Q_V1_RSQUASH"), XLAT_PAIR(OLD_CMD(0xD), "Q_V2_GETQUOTA"),
	XLAT_PAIR(OLD_CMD(0xE), "Q_V2_SETQUOTA"), XLAT_PAIR(OLD_CMD(0xF), "Q_V2_SETUSE"),
	XLAT_PAIR(OLD_CMD(0x9), "Q_V2_GETINFO"), XLAT_PAIR(OLD_CMD(0xA), "Q_V2_SETINFO"),
	XLAT_PAIR(OLD_CMD(0xB), "Q_V2_SETGRACE"), XLAT_PAIR(OLD_CMD(0xC), "Q_V2_SETFLAGS"),
	XLAT_PAIR(OLD_CMD(0x11), "Q_V2_GETSTATS"),
	XLAT_PAIR(Q_SYNC, "Q_SYNC"), XLAT_PAIR(Q_QUOTAON, "Q_QUOTAON"),
	XLAT_PAIR(Q_QUOTAOFF, "Q_QUOTAOFF"), XLAT_PAIR(Q_GETFMT, "Q_GETFMT"),
	XLAT_PAIR(Q_GETINFO, "Q_GETINFO"), XLAT_PAIR(Q_SETINFO, "Q_SETINFO"),
	XLAT_PAIR(Q_GETQUOTA, "Q_GETQUOTA"), XLAT_PAIR(Q_SETQUOTA, "Q_SETQUOTA"),
	XLAT_PAIR(Q_GETNEXTQUOTA, "Q_GETNEXTQUOTA"),
	XLAT_PAIR(XQM_CMD(1), "Q_XQUOTAON"), XLAT_PAIR(XQM_CMD(2), "Q_XQUOTAOFF"),
	XLAT_PAIR(XQM_CMD(3), "Q_XGETQUOTA"), XLAT_PAIR(XQM_CMD(4), "Q_XSETQLIM"),
	XLAT_PAIR(XQM_CMD(5), "Q_XGETQSTAT"), XLAT_PAIR(XQM_CMD(6), "Q_XQUOTARM"),
	XLAT_PAIR(XQM_CMD(7), "Q_XQUOTASYNC"), XLAT_PAIR(XQM_CMD(8), "Q_XGETQSTATV"),
	XLAT_PAIR(XQM_CMD(9), "Q_XGETNEXTQUOTA"),
	XLAT_END
};

static const struct xlat quota_types[] = {
	XLAT_PAIR(0, "USRQUOTA"), XLAT_PAIR(1, "GRPQUOTA"), XLAT_PAIR(2, "PRJQUOTA"), XLAT_END
};

static const struct xlat quota_formats[] = {
	XLAT_PAIR(1, "QFMT_VFS_OLD"), XLAT_PAIR(2, "QFMT_VFS_V0"), XLAT_PAIR(3, "QFMT_OCFS2"),
	XLAT_PAIR(4, "QFMT_VFS_V1"), XLAT_END
};

static const struct xlat dqblk_valid[] = {
	XLAT_PAIR(1 << 0, "QIF_BLIMITS"), XLAT_PAIR(1 << 1, "QIF_SPACE"),
	XLAT_PAIR(1 << 2, "QIF_ILIMITS"), XLAT_PAIR(1 << 3, "QIF_INODES"),
	XLAT_PAIR(1 << 4, "QIF_BTIME"), XLAT_PAIR(1 << 5, "QIF_ITIME"), XLAT_END
};

static const struct xlat dqinfo_flags[] = {
	XLAT_PAIR(1 << 0, "DQF_ROOT_SQUASH"), XLAT_PAIR(1 << 16, "DQF_SYS_FILE"), XLAT_END
};

static const struct xlat dqinfo_valid[] = {
	XLAT_PAIR(1 << 0, "IIF_BGRACE"), XLAT_PAIR(1 << 1, "IIF_IGRACE"),
	XLAT_PAIR(1 << 2, "IIF_FLAGS"), XLAT_END
};

/* ---- XFS quotas ---- */

static const struct xlat xfs_quota_flags[] = {
	XLAT(FS_QUOTA_UDQ_ACCT), XLAT(FS_QUOTA_UDQ_ENFD), XLAT(FS_QUOTA_GDQ_ACCT),
	XLAT(FS_QUOTA_GDQ_ENFD), XLAT(FS_QUOTA_PDQ_ACCT), XLAT(FS_QUOTA_PDQ_ENFD), XLAT_END
};

static const struct xlat xfs_dqblk_flags[] = {
	XLAT(FS_USER_QUOTA), XLAT(FS_PROJ_QUOTA), XLAT(FS_GROUP_QUOTA), XLAT_END
};

static const struct ioc_field fs_disk_quota_fields[] = {
	IOC_FIELD(struct fs_disk_quota, d_version, F_D),
	IOC_FIELD_X(struct fs_disk_quota, d_flags, F_FLAGS, xfs_dqblk_flags, "FS_???_QUOTA"),
	IOC_FIELD(struct fs_disk_quota, d_fieldmask, F_X),
	IOC_FIELD(struct fs_disk_quota, d_id, F_U),
	IOC_FIELD(struct fs_disk_quota, d_blk_hardlimit, F_U),
	IOC_FIELD(struct fs_disk_quota, d_blk_softlimit, F_U),
	IOC_FIELD(struct fs_disk_quota, d_ino_hardlimit, F_U),
	IOC_FIELD(struct fs_disk_quota, d_ino_softlimit, F_U),
	IOC_FIELD(struct fs_disk_quota, d_bcount, F_U),
	IOC_FIELD(struct fs_disk_quota, d_icount, F_U),
	IOC_FIELD_MORE,
	IOC_FIELD(struct fs_disk_quota, d_itimer, F_D),
	IOC_FIELD(struct fs_disk_quota, d_btimer, F_D),
	IOC_FIELD(struct fs_disk_quota, d_iwarns, F_U),
	IOC_FIELD(struct fs_disk_quota, d_bwarns, F_U),
	IOC_FIELD(struct fs_disk_quota, d_rtb_hardlimit, F_U),
	IOC_FIELD(struct fs_disk_quota, d_rtb_softlimit, F_U),
	IOC_FIELD(struct fs_disk_quota, d_rtbcount, F_U),
	IOC_FIELD(struct fs_disk_quota, d_rtbtimer, F_D),
	IOC_FIELD(struct fs_disk_quota, d_rtbwarns, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout fs_disk_quota_layout = {
	sizeof(struct fs_disk_quota), false, fs_disk_quota_fields, NULL
};

static const struct ioc_field fs_qfilestat_fields[] = {
	IOC_FIELD(struct fs_qfilestat, qfs_ino, F_U),
	IOC_FIELD(struct fs_qfilestat, qfs_nblks, F_U),
	IOC_FIELD(struct fs_qfilestat, qfs_nextents, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout fs_qfilestat_layout = {
	sizeof(struct fs_qfilestat), false, fs_qfilestat_fields, NULL
};

static const struct ioc_field fs_quota_stat_fields[] = {
	IOC_FIELD(struct fs_quota_stat, qs_version, F_D),
	IOC_FIELD_MORE,
	IOC_FIELD_X(struct fs_quota_stat, qs_flags, F_FLAGS, xfs_quota_flags, "FS_QUOTA_???"),
	IOC_FIELD_NEST(struct fs_quota_stat, qs_uquota, &fs_qfilestat_layout),
	IOC_FIELD_NEST(struct fs_quota_stat, qs_gquota, &fs_qfilestat_layout),
	IOC_FIELD(struct fs_quota_stat, qs_incoredqs, F_U),
	IOC_FIELD(struct fs_quota_stat, qs_btimelimit, F_D),
	IOC_FIELD(struct fs_quota_stat, qs_itimelimit, F_D),
	IOC_FIELD(struct fs_quota_stat, qs_rtbtimelimit, F_D),
	IOC_FIELD(struct fs_quota_stat, qs_bwarnlimit, F_U),
	IOC_FIELD(struct fs_quota_stat, qs_iwarnlimit, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout fs_quota_stat_layout = {
	sizeof(struct fs_quota_stat), false, fs_quota_stat_fields, NULL
};

static const struct ioc_field fs_qfilestatv_fields[] = {
	IOC_FIELD(struct fs_qfilestatv, qfs_ino, F_U),
	IOC_FIELD(struct fs_qfilestatv, qfs_nblks, F_U),
	IOC_FIELD(struct fs_qfilestatv, qfs_nextents, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout fs_qfilestatv_layout = {
	sizeof(struct fs_qfilestatv), false, fs_qfilestatv_fields, NULL
};

static const struct ioc_field fs_quota_statv_fields[] = {
	IOC_FIELD(struct fs_quota_statv, qs_version, F_D),
	IOC_FIELD_MORE,
	IOC_FIELD_X(struct fs_quota_statv, qs_flags, F_FLAGS, xfs_quota_flags, "FS_QUOTA_???"),
	IOC_FIELD(struct fs_quota_statv, qs_incoredqs, F_U),
	IOC_FIELD_NEST(struct fs_quota_statv, qs_uquota, &fs_qfilestatv_layout),
	IOC_FIELD_NEST(struct fs_quota_statv, qs_gquota, &fs_qfilestatv_layout),
	IOC_FIELD_NEST(struct fs_quota_statv, qs_pquota, &fs_qfilestatv_layout),
	IOC_FIELD(struct fs_quota_statv, qs_btimelimit, F_D),
	IOC_FIELD(struct fs_quota_statv, qs_itimelimit, F_D),
	IOC_FIELD(struct fs_quota_statv, qs_rtbtimelimit, F_D),
	IOC_FIELD(struct fs_quota_statv, qs_bwarnlimit, F_U),
	IOC_FIELD(struct fs_quota_statv, qs_iwarnlimit, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout fs_quota_statv_layout = {
	sizeof(struct fs_quota_statv), false, fs_quota_statv_fields, NULL
};

/* The struct of layout l at argument arg: as the call read it, or (out) as
 * a successful call wrote it. */
static void print_quota_layout(struct call *c, int arg, const struct ioc_layout *l, bool out)
{
	unsigned char buf[sizeof(struct fs_quota_statv)] __attribute__((aligned(8)));

	if (out ? fetch_out(c, arg, buf, l->size) : fetch_in(c, arg, buf, l->size))
		ioc_print_layout(c, l, buf);
}

/* Q_XQUOTAON's [FS_QUOTA_UDQ_ACCT|...], Q_XQUOTARM's [FS_USER_QUOTA|...] */
static void print_xfs_flags_in(struct call *c, int arg, const struct xlat *x, const char *dflt)
{
	uint32_t flags;

	if (!fetch_in(c, arg, &flags, sizeof(flags)))
		return;
	tputc('[');
	print_flags_dflt(x, flags, dflt);
	tputc(']');
}

/* struct if_dqblk, and if_nextdqblk with its id after valid */
struct dqblk_k {
	uint64_t bhardlimit, bsoftlimit, curspace, ihardlimit, isoftlimit, curinodes,
		 btime, itime;
	uint32_t valid, id;
};
/* struct if_dqblk as strace reads it in every ABI: packed, without the
 * padding the 64-bit one ends with */
#define DQBLK_PACKED_SIZE offsetof(struct dqblk_k, id)

struct dqinfo_k {
	uint64_t bgrace, igrace;
	uint32_t flags, valid;
};

/* QCMD(Q_GETFMT, USRQUOTA); the number in -X raw, both in -X verbose */
void print_qcmd(struct call *c, int arg, int param)
{
	uint32_t qcmd = c->args[arg], cmd = qcmd >> 8, type = qcmd & 0xff;
	const char *cname = xlat_lookup(quota_cmds, cmd), *tname = xlat_lookup(quota_types, type);

	if (opt.xlat_style != XLAT_STYLE_ABBREV)
		tprintf("%u", qcmd);
	if (opt.xlat_style == XLAT_STYLE_RAW)
		return;
	if (opt.xlat_style == XLAT_STYLE_VERBOSE)
		tputs(" /* ");
	tputs("QCMD(");
	if (cname)
		tputs(cname);
	else
		tprintf("%#x /* Q_??? */", cmd);
	tputs(", ");
	if (tname)
		tputs(tname);
	else
		tprintf("%#x /* ???QUOTA */", type);
	tputc(')');
	if (opt.xlat_style == XLAT_STYLE_VERBOSE)
		tputs(" */");
}

static void print_dqblk(const struct call *c, const struct dqblk_k *d, bool next)
{
	tprintf("{dqb_bhardlimit=%llu, dqb_bsoftlimit=%llu, dqb_curspace=%llu"
		", dqb_ihardlimit=%llu, dqb_isoftlimit=%llu, dqb_curinodes=%llu",
		(unsigned long long)d->bhardlimit, (unsigned long long)d->bsoftlimit,
		(unsigned long long)d->curspace, (unsigned long long)d->ihardlimit,
		(unsigned long long)d->isoftlimit, (unsigned long long)d->curinodes);
	if (abbrev(c)) {
		if (next)
			tprintf(", dqb_id=%u", d->id);
		tputs(", ...}");
		return;
	}
	tprintf(", dqb_btime=%llu, dqb_itime=%llu, dqb_valid=",
		(unsigned long long)d->btime, (unsigned long long)d->itime);
	print_flags_dflt(dqblk_valid, d->valid, "QIF_???");
	if (next)
		tprintf(", dqb_id=%u", d->id);
	tputc('}');
}

static void print_dqinfo(const struct dqinfo_k *d)
{
	tprintf("{dqi_bgrace=%llu, dqi_igrace=%llu, dqi_flags=",
		(unsigned long long)d->bgrace, (unsigned long long)d->igrace);
	print_flags_dflt(dqinfo_flags, d->flags, "DQF_???");
	tputs(", dqi_valid=");
	print_flags_dflt(dqinfo_valid, d->valid, "IIF_???");
	tputc('}');
}

/* The id and data arguments (arg, arg + 1) as the command uses them. */
static void print_quota_data(struct call *c, int arg, uint32_t cmd, int exiting)
{
	uint32_t id = c->args[arg];
	int data = arg + 1;
	struct dqblk_k dq;
	struct dqinfo_k di;
	uint32_t fmt;

	switch (cmd) {
	case Q_QUOTAOFF:
	case Q_SYNC:
	case Q_XQUOTASYNC:
		return;
	case Q_QUOTAON:
		if (exiting)
			return;
		tputs(", ");
		print_xlat(quota_formats, id, "QFMT_VFS_???");
		tputs(", ");
		print_path_at(c, data, c->args[data]);
		return;
	case Q_GETQUOTA:
	case Q_GETNEXTQUOTA:
		if (!exiting) {
			tputs(", ");
			print_id(id);
			tputs(", ");
		} else if (fetch_out(c, data, &dq, cmd == Q_GETNEXTQUOTA ? sizeof(dq) :
				     DQBLK_PACKED_SIZE)) {
			print_dqblk(c, &dq, cmd == Q_GETNEXTQUOTA);
		}
		return;
	case Q_SETQUOTA:
		if (exiting)
			return;
		tputs(", ");
		print_id(id);
		tputs(", ");
		if (fetch_in(c, data, &dq, DQBLK_PACKED_SIZE))
			print_dqblk(c, &dq, false);
		return;
	case Q_GETINFO:
		if (!exiting)
			tputs(", ");
		else if (fetch_out(c, data, &di, sizeof(di)))
			print_dqinfo(&di);
		return;
	case Q_SETINFO:
		if (exiting)
			return;
		tputs(", ");
		if (fetch_in(c, data, &di, sizeof(di)))
			print_dqinfo(&di);
		return;
	case Q_XQUOTAON:
	case Q_XQUOTAOFF:
	case Q_XQUOTARM:
		if (exiting)
			return;
		print_arg_sep();
		if (cmd == Q_XQUOTARM)
			print_xfs_flags_in(c, data, xfs_dqblk_flags, "FS_???_QUOTA");
		else
			print_xfs_flags_in(c, data, xfs_quota_flags, "FS_QUOTA_???");
		return;
	case Q_XGETQUOTA:
	case Q_XGETNEXTQUOTA:
	case Q_XSETQLIM:
		if (!exiting) {
			print_arg_sep();
			print_id(id);
			print_arg_sep();
			if (cmd == Q_XSETQLIM)
				print_quota_layout(c, data, &fs_disk_quota_layout, false);
		} else if (cmd != Q_XSETQLIM) {
			print_quota_layout(c, data, &fs_disk_quota_layout, true);
		}
		return;
	case Q_XGETQSTAT:
	case Q_XGETQSTATV:
		if (!exiting)
			print_arg_sep();
		else
			print_quota_layout(c, data, cmd == Q_XGETQSTAT ? &fs_quota_stat_layout :
					   &fs_quota_statv_layout, true);
		return;
	case Q_GETFMT:
		if (!exiting) {
			tputs(", ");
		} else if (fetch_out(c, data, &fmt, sizeof(fmt))) {
			tputc('[');
			print_xlat(quota_formats, fmt, "QFMT_VFS_???");
			tputc(']');
		}
		return;
	default:
		if (exiting)
			return;
		tputs(", ");
		print_id(id);
		tputs(", ");
		print_addr(c->args[data]);
	}
}

/* quotactl(cmd, special, id, addr) */
void dec_quotactl(struct call *c, int exiting)
{
	if (!exiting) {
		print_qcmd(c, 0, 0);
		print_arg_sep();
		print_path_at(c, 1, c->args[1]);
	}
	print_quota_data(c, 2, (uint32_t)c->args[0] >> 8, exiting);
}

/* quotactl_fd(fd, cmd, id, addr) */
void dec_quotactl_fd(struct call *c, int exiting)
{
	if (!exiting) {
		print_fd(c, 0, 0);
		print_arg_sep();
		print_qcmd(c, 1, 0);
	}
	print_quota_data(c, 2, (uint32_t)c->args[1] >> 8, exiting);
}

/* The data's captures: what dec_quotactl reads. */
void print_dqblk_in(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_dqblk_out(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_dqinfo_in(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_dqinfo_out(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_xqflags(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_fsdquot_in(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_fsdquot_out(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_fsqstat_out(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_fsqstatv_out(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
