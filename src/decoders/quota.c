/* Disk quotas: quotactl and quotactl_fd, whose last arguments depend on
 * the command. */
#include <string.h>

#include "common.h"
#include "fdpath.h"

#define NEW_CMD(c) (0x800000u | (c))
#define XQM_CMD(c) (('X' << 8) + (c))
#define OLD_CMD(c) ((c) << 8)

enum {
	Q_SYNC = NEW_CMD(1), Q_QUOTAON = NEW_CMD(2), Q_QUOTAOFF = NEW_CMD(3),
	Q_GETFMT = NEW_CMD(4), Q_GETINFO = NEW_CMD(5), Q_SETINFO = NEW_CMD(6),
	Q_GETQUOTA = NEW_CMD(7), Q_SETQUOTA = NEW_CMD(8), Q_GETNEXTQUOTA = NEW_CMD(9),
	Q_XQUOTASYNC = XQM_CMD(7),
};

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

/* struct if_dqblk, and if_nextdqblk with its id after valid */
struct dqblk_k {
	uint64_t bhardlimit, bsoftlimit, curspace, ihardlimit, isoftlimit, curinodes,
		 btime, itime;
	uint32_t valid, id;
};

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
		} else if (fetch_out(c, data, &dq, sizeof(dq))) {
			print_dqblk(c, &dq, cmd == Q_GETNEXTQUOTA);
		}
		return;
	case Q_SETQUOTA:
		if (exiting)
			return;
		tputs(", ");
		print_id(id);
		tputs(", ");
		if (fetch_in(c, data, &dq, sizeof(dq)))
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
