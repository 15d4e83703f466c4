/* btrfs requests on a bad descriptor, with their structs filled in: what
 * they read and, made to succeed (-e inject=ioctl:retval=), what they
 * would have written, the arrays and containers their pointers lead to
 * among it. */
#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>
#include <linux/fs.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

static void *zalloc(size_t size)
{
	return calloc(1, size);
}

static void vol_args(void)
{
	struct btrfs_ioctl_vol_args *v = zalloc(sizeof(*v));
	struct btrfs_ioctl_vol_args_v2 *v2 = zalloc(sizeof(*v2));
	struct btrfs_qgroup_inherit *q = zalloc(sizeof(*q) + 3 * sizeof(uint64_t));
	uint64_t flags = BTRFS_SUBVOL_RDONLY | 0x40;

	v->fd = 2;
	strcpy(v->name, "subvol");
	ioctl(-1, BTRFS_IOC_SNAP_CREATE, v);
	ioctl(-1, BTRFS_IOC_RESIZE, v);
	memset(v->name, 'x', sizeof(v->name));   /* no NUL: cut with "..." */
	ioctl(-1, BTRFS_IOC_SCAN_DEV, v);
	ioctl(-1, BTRFS_IOC_SNAP_CREATE_V2, NULL);
	v2->fd = 3;
	v2->flags = BTRFS_SUBVOL_RDONLY;
	v2->transid = 77;
	strcpy(v2->name, "snap");
	ioctl(-1, BTRFS_IOC_SNAP_CREATE_V2, v2);
	q->flags = BTRFS_QGROUP_INHERIT_SET_LIMITS;
	q->num_qgroups = 3;
	q->lim.flags = BTRFS_QGROUP_LIMIT_MAX_RFER | 0x100;
	q->lim.max_rfer = 1 << 30;
	q->qgroups[0] = 256;
	q->qgroups[1] = 257;
	q->qgroups[2] = UINT64_MAX;
	v2->flags = BTRFS_SUBVOL_QGROUP_INHERIT;
	v2->size = sizeof(*q) + 3 * sizeof(uint64_t);
	v2->qgroup_inherit = q;
	ioctl(-1, BTRFS_IOC_SUBVOL_CREATE_V2, v2);
	ioctl(-1, BTRFS_IOC_SUBVOL_SETFLAGS, &flags);
	ioctl(-1, BTRFS_IOC_SUBVOL_GETFLAGS, &flags);
	ioctl(-1, BTRFS_IOC_BALANCE_CTL, BTRFS_BALANCE_CTL_CANCEL);
	ioctl(-1, BTRFS_IOC_BALANCE_CTL, 7);
	ioctl(-1, BTRFS_IOC_SYNC);
	ioctl(-1, BTRFS_IOC_START_SYNC, &flags);
	ioctl(-1, BTRFS_IOC_WAIT_SYNC, &flags);
}

static void balance_and_scrub(void)
{
	struct btrfs_ioctl_balance_args *b = zalloc(sizeof(*b));
	struct btrfs_ioctl_scrub_args *s = zalloc(sizeof(*s));
	struct btrfs_ioctl_defrag_range_args d = {
		.start = 4096, .len = UINT64_MAX, .flags = BTRFS_DEFRAG_RANGE_COMPRESS,
		.extent_thresh = 1 << 20, .compress_type = 3
	};

	b->flags = BTRFS_BALANCE_DATA | BTRFS_BALANCE_SYSTEM | BTRFS_BALANCE_FORCE;
	b->state = BTRFS_BALANCE_STATE_RUNNING;
	b->data.profiles = BTRFS_BLOCK_GROUP_RAID1 | BTRFS_BLOCK_GROUP_DATA;
	b->data.devid = 0x801;
	b->data.pend = UINT64_MAX;
	b->data.flags = BTRFS_BALANCE_ARGS_CONVERT | BTRFS_BALANCE_ARGS_SOFT;
	b->sys.usage = 90;
	ioctl(-1, BTRFS_IOC_BALANCE_V2, b);
	ioctl(-1, BTRFS_IOC_BALANCE_PROGRESS, b);
	ioctl(-1, BTRFS_IOC_DEFRAG_RANGE, &d);
	d.compress_type = 9;
	ioctl(-1, BTRFS_IOC_DEFRAG_RANGE, &d);
	s->devid = 1;
	s->end = UINT64_MAX;
	s->flags = BTRFS_SCRUB_READONLY;
	s->progress.data_extents_scrubbed = 12;
	s->progress.last_physical = 1 << 20;
	ioctl(-1, BTRFS_IOC_SCRUB, s);
	ioctl(-1, BTRFS_IOC_SCRUB_PROGRESS, s);
	ioctl(-1, BTRFS_IOC_SCRUB_CANCEL);
}

static void devices(void)
{
	struct btrfs_ioctl_dev_info_args *di = zalloc(sizeof(*di));
	struct btrfs_ioctl_dev_replace_args *r = zalloc(sizeof(*r));
	struct btrfs_ioctl_fs_info_args *fi = zalloc(sizeof(*fi));
	struct btrfs_ioctl_get_dev_stats *st = zalloc(sizeof(*st));
	struct btrfs_ioctl_feature_flags f[3] = {
		{ 1, BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE, BTRFS_FEATURE_INCOMPAT_NO_HOLES },
		{ 0, 0, 1ULL << 40 }, { 2, 3, 4 }
	};

	di->devid = 1;
	ioctl(-1, BTRFS_IOC_DEV_INFO, di);
	memset(di->uuid, 0xab, sizeof(di->uuid));
	di->bytes_used = 1 << 20;
	strcpy((char *)di->path, "/dev/vdb");
	ioctl(-1, BTRFS_IOC_DEV_INFO, di);
	r->cmd = BTRFS_IOCTL_DEV_REPLACE_CMD_START;
	r->start.srcdevid = 2;
	strcpy((char *)r->start.srcdev_name, "/dev/vdb");
	strcpy((char *)r->start.tgtdev_name, "/dev/vdc");
	ioctl(-1, BTRFS_IOC_DEV_REPLACE, r);
	r->cmd = BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS;
	r->result = BTRFS_IOCTL_DEV_REPLACE_RESULT_NO_ERROR;
	r->status.replace_state = BTRFS_IOCTL_DEV_REPLACE_STATE_STARTED;
	r->status.progress_1000 = 345;
	r->status.time_started = 1463193386;
	ioctl(-1, BTRFS_IOC_DEV_REPLACE, r);
	fi->max_id = 2;
	fi->num_devices = 2;
	fi->nodesize = 16384;
	fi->flags = BTRFS_FS_INFO_FLAG_CSUM_INFO | BTRFS_FS_INFO_FLAG_GENERATION;
	fi->csum_size = 4;
	fi->generation = 99;
	ioctl(-1, BTRFS_IOC_FS_INFO, fi);
	st->devid = 1;
	st->nr_items = 7;
	st->flags = BTRFS_DEV_STATS_RESET;
	st->values[1] = 5;
	ioctl(-1, BTRFS_IOC_GET_DEV_STATS, st);
	ioctl(-1, BTRFS_IOC_GET_FEATURES, f);
	ioctl(-1, BTRFS_IOC_SET_FEATURES, f);
	ioctl(-1, BTRFS_IOC_GET_SUPPORTED_FEATURES, f);
}

static void lookups(void)
{
	struct btrfs_ioctl_search_args *sa = zalloc(sizeof(*sa));
	struct btrfs_ioctl_search_header *sh = (void *)sa->buf;
	struct btrfs_ioctl_ino_lookup_args *il = zalloc(sizeof(*il));
	/* more spaces than the 512 bytes after the struct hold */
	struct btrfs_ioctl_space_args *sp = zalloc(sizeof(*sp) + 40 * sizeof(sp->spaces[0]));
	struct btrfs_ioctl_ino_path_args ip = { .inum = 256, .size = 4096 };
	struct btrfs_ioctl_logical_ino_args li = { .logical = 1 << 20, .size = 4096 };
	struct btrfs_data_container *paths = zalloc(4096), *inodes = zalloc(4096);

	sa->key.tree_id = BTRFS_FS_TREE_OBJECTID;
	sa->key.min_objectid = BTRFS_FIRST_FREE_OBJECTID;
	sa->key.max_objectid = BTRFS_LAST_FREE_OBJECTID;
	sa->key.max_offset = UINT64_MAX;
	sa->key.min_type = BTRFS_INODE_ITEM_KEY;
	sa->key.max_type = 300;
	sa->key.nr_items = 2;
	sh[0].objectid = 257;
	sh[0].type = BTRFS_DIR_ITEM_KEY;
	sh[0].len = 0;
	sh[1].transid = 9;
	ioctl(-1, BTRFS_IOC_TREE_SEARCH, sa);
	il->objectid = BTRFS_FIRST_FREE_OBJECTID;
	strcpy(il->name, "dir/file");
	ioctl(-1, BTRFS_IOC_INO_LOOKUP, il);
	sp->space_slots = 40;
	sp->total_spaces = 40;
	sp->spaces[0].flags = BTRFS_BLOCK_GROUP_DATA;
	sp->spaces[0].total_bytes = 1 << 30;
	sp->spaces[1].flags = BTRFS_SPACE_INFO_GLOBAL_RSV;
	ioctl(-1, BTRFS_IOC_SPACE_INFO, sp);
	/* a container of two paths, at offsets into its val[] */
	paths->elem_cnt = 2;
	paths->val[0] = 16;
	paths->val[1] = 20;
	strcpy((char *)&paths->val[2], "a/b");
	strcpy((char *)&paths->val[2] + 4, "c");
	ip.fspath = (uintptr_t)paths;
	ioctl(-1, BTRFS_IOC_INO_PATHS, &ip);
	inodes->elem_cnt = 3;
	inodes->val[0] = 257;
	inodes->val[1] = 4096;
	inodes->val[2] = 5;
	li.inodes = (uintptr_t)inodes;
	li.flags = BTRFS_LOGICAL_INO_ARGS_IGNORE_OFFSET;
	ioctl(-1, BTRFS_IOC_LOGICAL_INO, &li);
}

static void quotas_and_send(void)
{
	struct btrfs_ioctl_quota_ctl_args qc = { .cmd = BTRFS_QUOTA_CTL_ENABLE };
	struct btrfs_ioctl_qgroup_assign_args qa = { 1, 256, 1ULL << 48 };
	struct btrfs_ioctl_qgroup_create_args qcr = { 1, 300 };
	struct btrfs_ioctl_qgroup_limit_args ql = { .qgroupid = 256 };
	struct btrfs_ioctl_quota_rescan_args rs = { .flags = 0, .progress = 256 };
	struct btrfs_ioctl_received_subvol_args rv = { .stransid = 5 };
	uint64_t sources[2] = { BTRFS_FS_TREE_OBJECTID, 300 };
	struct btrfs_ioctl_send_args sd = {
		.send_fd = 1, .clone_sources_count = 2, .clone_sources = (__u64 *)sources,
		.parent_root = BTRFS_FIRST_FREE_OBJECTID, .flags = BTRFS_SEND_FLAG_NO_FILE_DATA
	};
	char label[FSLABEL_MAX] = "data";

	ioctl(-1, BTRFS_IOC_QUOTA_CTL, &qc);
	qc.cmd = 5;
	ioctl(-1, BTRFS_IOC_QUOTA_CTL, &qc);
	ioctl(-1, BTRFS_IOC_QGROUP_ASSIGN, &qa);
	ioctl(-1, BTRFS_IOC_QGROUP_CREATE, &qcr);
	ql.lim.flags = BTRFS_QGROUP_LIMIT_EXCL_CMPR;
	ioctl(-1, BTRFS_IOC_QGROUP_LIMIT, &ql);
	ioctl(-1, BTRFS_IOC_QUOTA_RESCAN, &rs);
	ioctl(-1, BTRFS_IOC_QUOTA_RESCAN_STATUS, &rs);
	memset(rv.uuid, 0x12, sizeof(rv.uuid));
	rv.stime.sec = 1463193386;
	rv.stime.nsec = 12345;
	rv.rtransid = 6;
	ioctl(-1, BTRFS_IOC_SET_RECEIVED_SUBVOL, &rv);
	ioctl(-1, BTRFS_IOC_SEND, &sd);
	ioctl(-1, FS_IOC_SETFSLABEL, label);
	ioctl(-1, FS_IOC_GETFSLABEL, label);
}

/* the file range requests btrfs shares with the other filesystems */
static void ranges(void)
{
	struct file_clone_range cr = { 4, 4096, 8192, 0 };
	/* more destinations than the 512 bytes after the struct hold */
	struct file_dedupe_range *dr = zalloc(sizeof(*dr) + 40 * sizeof(dr->info[0]));

	ioctl(-1, FICLONE, 4);
	ioctl(-1, FICLONERANGE, &cr);
	dr->src_length = 4096;
	dr->dest_count = 40;
	for (int i = 0; i < 40; i++) {
		dr->info[i].dest_fd = i;
		dr->info[i].dest_offset = i * 4096;
		dr->info[i].bytes_deduped = i;
		dr->info[i].status = -i;
	}
	ioctl(-1, FIDEDUPERANGE, dr);
}

/* every request with no struct at all */
static void nulls(void)
{
	static const unsigned long reqs[] = {
		BTRFS_IOC_SNAP_CREATE, BTRFS_IOC_SNAP_CREATE_V2, BTRFS_IOC_SUBVOL_GETFLAGS,
		BTRFS_IOC_SUBVOL_SETFLAGS, BTRFS_IOC_START_SYNC, BTRFS_IOC_WAIT_SYNC,
		BTRFS_IOC_BALANCE_V2, BTRFS_IOC_BALANCE_PROGRESS, BTRFS_IOC_DEFRAG_RANGE,
		BTRFS_IOC_SCRUB, BTRFS_IOC_SCRUB_PROGRESS, BTRFS_IOC_DEV_INFO, BTRFS_IOC_DEV_REPLACE,
		BTRFS_IOC_FS_INFO, BTRFS_IOC_GET_DEV_STATS, BTRFS_IOC_GET_FEATURES,
		BTRFS_IOC_SET_FEATURES, BTRFS_IOC_GET_SUPPORTED_FEATURES, BTRFS_IOC_TREE_SEARCH,
		BTRFS_IOC_TREE_SEARCH_V2, BTRFS_IOC_INO_LOOKUP, BTRFS_IOC_SPACE_INFO,
		BTRFS_IOC_INO_PATHS, BTRFS_IOC_LOGICAL_INO, BTRFS_IOC_QUOTA_CTL,
		BTRFS_IOC_QGROUP_LIMIT, BTRFS_IOC_QUOTA_RESCAN_STATUS,
		BTRFS_IOC_SET_RECEIVED_SUBVOL, BTRFS_IOC_SEND, FS_IOC_GETFSLABEL, FICLONERANGE,
		FIDEDUPERANGE, BTRFS_IOC_LOGICAL_INO_V2, BTRFS_IOC_GET_SUBVOL_INFO,
	};

	for (size_t i = 0; i < sizeof(reqs) / sizeof(reqs[0]); i++)
		ioctl(-1, reqs[i], NULL);
}

int main(void)
{
	nulls();
	ranges();
	vol_args();
	balance_and_scrub();
	devices();
	lookups();
	quotas_and_send();
	return 0;
}
