/* ioctl, btrfs (type 0x94): subvolumes and snapshots, devices, balance,
 * scrub, quota groups, send, tree search and the filesystem's features. */
#include <errno.h>
#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>
#include <linux/fs.h>
#include <stdint.h>
#include <string.h>

#include "fdpath.h"
#include "ioctl.h"

/* ---- constants ----------------------------------------------------------- */

static const struct xlat balance_args_flags[] = {
	XLAT(BTRFS_BALANCE_ARGS_PROFILES), XLAT(BTRFS_BALANCE_ARGS_USAGE),
	XLAT(BTRFS_BALANCE_ARGS_DEVID), XLAT(BTRFS_BALANCE_ARGS_DRANGE),
	XLAT(BTRFS_BALANCE_ARGS_VRANGE), XLAT(BTRFS_BALANCE_ARGS_LIMIT),
	XLAT(BTRFS_BALANCE_ARGS_LIMIT_RANGE), XLAT(BTRFS_BALANCE_ARGS_STRIPES_RANGE),
	XLAT(BTRFS_BALANCE_ARGS_CONVERT), XLAT(BTRFS_BALANCE_ARGS_SOFT),
	XLAT(BTRFS_BALANCE_ARGS_USAGE_RANGE), XLAT_END
};

static const struct xlat balance_ctl_cmds[] = {
	XLAT(BTRFS_BALANCE_CTL_PAUSE), XLAT(BTRFS_BALANCE_CTL_CANCEL), XLAT_END
};

static const struct xlat balance_flags[] = {
	XLAT(BTRFS_BALANCE_DATA), XLAT(BTRFS_BALANCE_SYSTEM), XLAT(BTRFS_BALANCE_METADATA),
	XLAT(BTRFS_BALANCE_FORCE), XLAT(BTRFS_BALANCE_RESUME), XLAT_END
};

static const struct xlat balance_state[] = {
	XLAT(BTRFS_BALANCE_STATE_RUNNING), XLAT(BTRFS_BALANCE_STATE_PAUSE_REQ),
	XLAT(BTRFS_BALANCE_STATE_CANCEL_REQ), XLAT_END
};

static const struct xlat compress_types[] = {
	XLAT_PAIR(0, "BTRFS_COMPRESS_NONE"), XLAT_PAIR(1, "BTRFS_COMPRESS_ZLIB"),
	XLAT_PAIR(2, "BTRFS_COMPRESS_LZO"), XLAT_PAIR(3, "BTRFS_COMPRESS_ZSTD"), XLAT_END
};

static const struct xlat cont_reading_modes[] = {
	XLAT(BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_ALWAYS),
	XLAT(BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_AVOID), XLAT_END
};

static const struct xlat csum_types[] = {
	XLAT(BTRFS_CSUM_TYPE_CRC32), XLAT(BTRFS_CSUM_TYPE_XXHASH),
	XLAT(BTRFS_CSUM_TYPE_SHA256), XLAT(BTRFS_CSUM_TYPE_BLAKE2), XLAT_END
};

static const struct xlat defrag_flags[] = {
	XLAT(BTRFS_DEFRAG_RANGE_COMPRESS), XLAT(BTRFS_DEFRAG_RANGE_START_IO), XLAT_END
};

static const struct xlat dev_replace_cmds[] = {
	XLAT(BTRFS_IOCTL_DEV_REPLACE_CMD_START), XLAT(BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS),
	XLAT(BTRFS_IOCTL_DEV_REPLACE_CMD_CANCEL), XLAT_END
};

static const struct xlat dev_replace_results[] = {
	XLAT(BTRFS_IOCTL_DEV_REPLACE_RESULT_NO_ERROR),
	XLAT(BTRFS_IOCTL_DEV_REPLACE_RESULT_NOT_STARTED),
	XLAT(BTRFS_IOCTL_DEV_REPLACE_RESULT_ALREADY_STARTED),
	XLAT(BTRFS_IOCTL_DEV_REPLACE_RESULT_SCRUB_INPROGRESS), XLAT_END
};

static const struct xlat dev_replace_states[] = {
	XLAT(BTRFS_IOCTL_DEV_REPLACE_STATE_NEVER_STARTED),
	XLAT(BTRFS_IOCTL_DEV_REPLACE_STATE_STARTED),
	XLAT(BTRFS_IOCTL_DEV_REPLACE_STATE_FINISHED),
	XLAT(BTRFS_IOCTL_DEV_REPLACE_STATE_CANCELED),
	XLAT(BTRFS_IOCTL_DEV_REPLACE_STATE_SUSPENDED), XLAT_END
};

static const struct xlat dev_stats_flags[] = { XLAT(BTRFS_DEV_STATS_RESET), XLAT_END };

static const struct xlat dev_stats_values[] = {
	XLAT(BTRFS_DEV_STAT_WRITE_ERRS), XLAT(BTRFS_DEV_STAT_READ_ERRS),
	XLAT(BTRFS_DEV_STAT_FLUSH_ERRS), XLAT(BTRFS_DEV_STAT_CORRUPTION_ERRS),
	XLAT(BTRFS_DEV_STAT_GENERATION_ERRS), XLAT_END
};

/* strace knows no compat feature */
static const struct xlat features_compat[] = { XLAT_END };

static const struct xlat features_compat_ro[] = {
	XLAT(BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE),
	XLAT(BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE_VALID),
	XLAT_PAIR(1ULL << 2, "BTRFS_FEATURE_COMPAT_RO_VERITY"),
	XLAT_PAIR(1ULL << 3, "BTRFS_FEATURE_COMPAT_RO_BLOCK_GROUP_TREE"), XLAT_END
};

static const struct xlat features_incompat[] = {
	XLAT(BTRFS_FEATURE_INCOMPAT_MIXED_BACKREF), XLAT(BTRFS_FEATURE_INCOMPAT_DEFAULT_SUBVOL),
	XLAT(BTRFS_FEATURE_INCOMPAT_MIXED_GROUPS), XLAT(BTRFS_FEATURE_INCOMPAT_COMPRESS_LZO),
	XLAT(BTRFS_FEATURE_INCOMPAT_COMPRESS_ZSTD), XLAT(BTRFS_FEATURE_INCOMPAT_BIG_METADATA),
	XLAT(BTRFS_FEATURE_INCOMPAT_EXTENDED_IREF), XLAT(BTRFS_FEATURE_INCOMPAT_RAID56),
	XLAT(BTRFS_FEATURE_INCOMPAT_SKINNY_METADATA), XLAT(BTRFS_FEATURE_INCOMPAT_NO_HOLES),
	XLAT(BTRFS_FEATURE_INCOMPAT_METADATA_UUID),
	XLAT_PAIR(1ULL << 11, "BTRFS_FEATURE_INCOMPAT_RAID1C34"),
	XLAT_PAIR(1ULL << 12, "BTRFS_FEATURE_INCOMPAT_ZONED"),
	XLAT_PAIR(1ULL << 13, "BTRFS_FEATURE_INCOMPAT_EXTENT_TREE_V2"), XLAT_END
};

static const struct xlat fs_info_flags[] = {
	XLAT(BTRFS_FS_INFO_FLAG_CSUM_INFO), XLAT(BTRFS_FS_INFO_FLAG_GENERATION),
	XLAT(BTRFS_FS_INFO_FLAG_METADATA_UUID), XLAT_END
};

static const struct xlat key_types[] = {
	XLAT(BTRFS_INODE_ITEM_KEY), XLAT(BTRFS_INODE_REF_KEY), XLAT(BTRFS_INODE_EXTREF_KEY),
	XLAT(BTRFS_XATTR_ITEM_KEY), XLAT_PAIR(36, "BTRFS_VERITY_DESC_ITEM_KEY"),
	XLAT_PAIR(37, "BTRFS_VERITY_MERKLE_ITEM_KEY"), XLAT(BTRFS_ORPHAN_ITEM_KEY),
	XLAT(BTRFS_DIR_LOG_ITEM_KEY), XLAT(BTRFS_DIR_LOG_INDEX_KEY), XLAT(BTRFS_DIR_ITEM_KEY),
	XLAT(BTRFS_DIR_INDEX_KEY), XLAT(BTRFS_EXTENT_DATA_KEY), XLAT(BTRFS_EXTENT_CSUM_KEY),
	XLAT(BTRFS_ROOT_ITEM_KEY), XLAT(BTRFS_ROOT_BACKREF_KEY), XLAT(BTRFS_ROOT_REF_KEY),
	XLAT(BTRFS_EXTENT_ITEM_KEY), XLAT(BTRFS_METADATA_ITEM_KEY),
	XLAT(BTRFS_TREE_BLOCK_REF_KEY), XLAT(BTRFS_EXTENT_DATA_REF_KEY),
	XLAT_PAIR(180, "BTRFS_EXTENT_REF_V0_KEY"), XLAT(BTRFS_SHARED_BLOCK_REF_KEY),
	XLAT(BTRFS_SHARED_DATA_REF_KEY), XLAT(BTRFS_BLOCK_GROUP_ITEM_KEY),
	XLAT(BTRFS_FREE_SPACE_INFO_KEY), XLAT(BTRFS_FREE_SPACE_EXTENT_KEY),
	XLAT(BTRFS_FREE_SPACE_BITMAP_KEY), XLAT(BTRFS_DEV_EXTENT_KEY), XLAT(BTRFS_DEV_ITEM_KEY),
	XLAT(BTRFS_CHUNK_ITEM_KEY), XLAT(BTRFS_QGROUP_STATUS_KEY), XLAT(BTRFS_QGROUP_INFO_KEY),
	XLAT(BTRFS_QGROUP_LIMIT_KEY), XLAT(BTRFS_QGROUP_RELATION_KEY),
	XLAT(BTRFS_TEMPORARY_ITEM_KEY), XLAT(BTRFS_PERSISTENT_ITEM_KEY),
	XLAT(BTRFS_DEV_REPLACE_KEY), XLAT(BTRFS_UUID_KEY_SUBVOL),
	XLAT(BTRFS_UUID_KEY_RECEIVED_SUBVOL), XLAT(BTRFS_STRING_ITEM_KEY),
	XLAT_PAIR(UINT32_MAX, "UINT32_MAX"), XLAT_END
};

static const struct xlat logical_ino_flags[] = {
	XLAT(BTRFS_LOGICAL_INO_ARGS_IGNORE_OFFSET), XLAT_END
};

static const struct xlat quota_ctl_cmds[] = {
	XLAT(BTRFS_QUOTA_CTL_ENABLE), XLAT(BTRFS_QUOTA_CTL_DISABLE),
	XLAT(BTRFS_QUOTA_CTL_RESCAN__NOTUSED), XLAT_END
};

static const struct xlat qgroup_inherit_flags[] = {
	XLAT(BTRFS_QGROUP_INHERIT_SET_LIMITS), XLAT_END
};

static const struct xlat qgroup_limit_flags[] = {
	XLAT(BTRFS_QGROUP_LIMIT_MAX_RFER), XLAT(BTRFS_QGROUP_LIMIT_MAX_EXCL),
	XLAT(BTRFS_QGROUP_LIMIT_RSV_RFER), XLAT(BTRFS_QGROUP_LIMIT_RSV_EXCL),
	XLAT(BTRFS_QGROUP_LIMIT_RFER_CMPR), XLAT(BTRFS_QGROUP_LIMIT_EXCL_CMPR), XLAT_END
};

static const struct xlat scrub_flags[] = { XLAT(BTRFS_SCRUB_READONLY), XLAT_END };

static const struct xlat send_flags[] = {
	XLAT(BTRFS_SEND_FLAG_NO_FILE_DATA), XLAT(BTRFS_SEND_FLAG_OMIT_STREAM_HEADER),
	XLAT(BTRFS_SEND_FLAG_OMIT_END_CMD), XLAT_PAIR(0x8, "BTRFS_SEND_FLAG_VERSION"),
	XLAT_PAIR(0x10, "BTRFS_SEND_FLAG_COMPRESSED"), XLAT_END
};

static const struct xlat subvol_flags[] = {
	XLAT(BTRFS_SUBVOL_CREATE_ASYNC), XLAT(BTRFS_SUBVOL_RDONLY),
	XLAT(BTRFS_SUBVOL_QGROUP_INHERIT), XLAT_END
};

static const struct xlat space_info_flags[] = {
	XLAT(BTRFS_BLOCK_GROUP_DATA), XLAT(BTRFS_BLOCK_GROUP_SYSTEM),
	XLAT(BTRFS_BLOCK_GROUP_METADATA), XLAT(BTRFS_BLOCK_GROUP_RAID0),
	XLAT(BTRFS_BLOCK_GROUP_RAID1), XLAT(BTRFS_BLOCK_GROUP_DUP), XLAT(BTRFS_BLOCK_GROUP_RAID10),
	XLAT(BTRFS_BLOCK_GROUP_RAID5), XLAT(BTRFS_BLOCK_GROUP_RAID6),
	XLAT(BTRFS_AVAIL_ALLOC_BIT_SINGLE), XLAT(BTRFS_SPACE_INFO_GLOBAL_RSV), XLAT_END
};

static const struct xlat tree_objectids[] = {
	XLAT(BTRFS_ROOT_TREE_OBJECTID), XLAT(BTRFS_EXTENT_TREE_OBJECTID),
	XLAT(BTRFS_CHUNK_TREE_OBJECTID), XLAT(BTRFS_DEV_TREE_OBJECTID),
	XLAT(BTRFS_FS_TREE_OBJECTID), XLAT(BTRFS_ROOT_TREE_DIR_OBJECTID),
	XLAT(BTRFS_CSUM_TREE_OBJECTID), XLAT(BTRFS_QUOTA_TREE_OBJECTID),
	XLAT(BTRFS_UUID_TREE_OBJECTID), XLAT(BTRFS_FREE_SPACE_TREE_OBJECTID),
	XLAT_PAIR(11, "BTRFS_BLOCK_GROUP_TREE_OBJECTID"), XLAT(BTRFS_FIRST_FREE_OBJECTID),
	XLAT(BTRFS_LAST_FREE_OBJECTID), XLAT_PAIR(UINT64_MAX, "UINT64_MAX"), XLAT_END
};

/* ---- struct layouts -------------------------------------------------------- */

#define OBJID(type, member) IOC_FIELD_X(type, member, F_UXLAT, tree_objectids, NULL)
#define KEYTYPE(type, member) IOC_FIELD_X(type, member, F_UXLAT, key_types, NULL)

static const struct ioc_field vol_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_vol_args, fd, F_FD),
	IOC_FIELD(struct btrfs_ioctl_vol_args, name, F_CSTR), IOC_FIELD_END
};
static const struct ioc_layout vol_args = {
	sizeof(struct btrfs_ioctl_vol_args), false, vol_fields, NULL
};

static const struct ioc_field limit_fields[] = {
	IOC_FIELD_X(struct btrfs_qgroup_limit, flags, F_FLAGS, qgroup_limit_flags,
		    "BTRFS_QGROUP_LIMIT_???"),
	IOC_FIELD(struct btrfs_qgroup_limit, max_rfer, F_U),
	IOC_FIELD(struct btrfs_qgroup_limit, max_excl, F_U),
	IOC_FIELD(struct btrfs_qgroup_limit, rsv_rfer, F_U),
	IOC_FIELD(struct btrfs_qgroup_limit, rsv_excl, F_U), IOC_FIELD_END
};
static const struct ioc_layout qgroup_limit = {
	sizeof(struct btrfs_qgroup_limit), false, limit_fields, NULL
};

/* up to its qgroups[] */
static const struct ioc_field inherit_fields[] = {
	IOC_FIELD_X(struct btrfs_qgroup_inherit, flags, F_FLAGS, qgroup_inherit_flags,
		    "BTRFS_QGROUP_INHERIT_???"),
	IOC_FIELD(struct btrfs_qgroup_inherit, num_qgroups, F_U),
	IOC_FIELD(struct btrfs_qgroup_inherit, num_ref_copies, F_U),
	IOC_FIELD(struct btrfs_qgroup_inherit, num_excl_copies, F_U),
	IOC_FIELD_NEST(struct btrfs_qgroup_inherit, lim, &qgroup_limit), IOC_FIELD_END
};
static const struct ioc_layout qgroup_inherit = {
	sizeof(struct btrfs_qgroup_inherit), false, inherit_fields, NULL
};

static const struct ioc_field balance_args_fields[] = {
	IOC_FIELD_X(struct btrfs_balance_args, profiles, F_FLAGS, space_info_flags,
		    "BTRFS_BLOCK_GROUP_???"),
	IOC_FIELD(struct btrfs_balance_args, usage, F_U64),
	IOC_FIELD(struct btrfs_balance_args, devid, F_DEV),
	IOC_FIELD(struct btrfs_balance_args, pstart, F_U64),
	IOC_FIELD(struct btrfs_balance_args, pend, F_U64),
	IOC_FIELD(struct btrfs_balance_args, vstart, F_U64),
	IOC_FIELD(struct btrfs_balance_args, vend, F_U64),
	IOC_FIELD(struct btrfs_balance_args, target, F_U64),
	IOC_FIELD_X(struct btrfs_balance_args, flags, F_FLAGS, balance_args_flags,
		    "BTRFS_BALANCE_ARGS_???"), IOC_FIELD_END
};
static const struct ioc_layout balance_args = {
	sizeof(struct btrfs_balance_args), false, balance_args_fields, NULL
};

static const struct ioc_field features_fields[] = {
	IOC_FIELD_X(struct btrfs_ioctl_feature_flags, compat_flags, F_FLAGS, features_compat,
		    "BTRFS_FEATURE_COMPAT_???"),
	IOC_FIELD_X(struct btrfs_ioctl_feature_flags, compat_ro_flags, F_FLAGS,
		    features_compat_ro, "BTRFS_FEATURE_COMPAT_RO_???"),
	IOC_FIELD_X(struct btrfs_ioctl_feature_flags, incompat_flags, F_FLAGS,
		    features_incompat, "BTRFS_FEATURE_INCOMPAT_???"), IOC_FIELD_END
};
static const struct ioc_layout features = {
	sizeof(struct btrfs_ioctl_feature_flags), false, features_fields, NULL
};

/* BTRFS_IOC_SET_FEATURES: [the flags, the mask of those to change] */
#define FEATURES_AT(i) { "", (i) * sizeof(struct btrfs_ioctl_feature_flags), \
	sizeof(struct btrfs_ioctl_feature_flags), F_NEST, NULL, NULL, &features }
static const struct ioc_field features_pair_fields[] = {
	FEATURES_AT(0), FEATURES_AT(1), IOC_FIELD_END
};
static const struct ioc_layout features_pair = {
	2 * sizeof(struct btrfs_ioctl_feature_flags), true, features_pair_fields, NULL
};

static const struct ioc_field defrag_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_defrag_range_args, start, F_U),
	IOC_FIELD(struct btrfs_ioctl_defrag_range_args, len, F_U64),
	IOC_FIELD_X(struct btrfs_ioctl_defrag_range_args, flags, F_FLAGS, defrag_flags,
		    "BTRFS_DEFRAG_RANGE_???"),
	IOC_FIELD(struct btrfs_ioctl_defrag_range_args, extent_thresh, F_U),
	IOC_FIELD_X(struct btrfs_ioctl_defrag_range_args, compress_type, F_XLAT, compress_types,
		    "BTRFS_COMPRESS_???"), IOC_FIELD_END
};
static const struct ioc_layout defrag_range = {
	sizeof(struct btrfs_ioctl_defrag_range_args), false, defrag_fields, NULL
};

static const struct ioc_field ino_lookup_fields[] = {
	OBJID(struct btrfs_ioctl_ino_lookup_args, treeid),
	OBJID(struct btrfs_ioctl_ino_lookup_args, objectid), IOC_FIELD_END
};
static const struct ioc_layout ino_lookup = {
	sizeof(struct btrfs_ioctl_ino_lookup_args), false, ino_lookup_fields, NULL
};

static const struct ioc_field space_in_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_space_args, space_slots, F_U), IOC_FIELD_END
};
static const struct ioc_layout space_in = {
	sizeof(struct btrfs_ioctl_space_args), false, space_in_fields, NULL
};

static const struct ioc_field space_info_fields[] = {
	IOC_FIELD_X(struct btrfs_ioctl_space_info, flags, F_FLAGS, space_info_flags,
		    "BTRFS_SPACE_INFO_???"),
	IOC_FIELD(struct btrfs_ioctl_space_info, total_bytes, F_U),
	IOC_FIELD(struct btrfs_ioctl_space_info, used_bytes, F_U), IOC_FIELD_END
};
static const struct ioc_layout space_info = {
	sizeof(struct btrfs_ioctl_space_info), false, space_info_fields, NULL
};

static const struct ioc_field scrub_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_scrub_args, devid, F_DEV),
	IOC_FIELD(struct btrfs_ioctl_scrub_args, start, F_U),
	IOC_FIELD(struct btrfs_ioctl_scrub_args, end, F_U64),
	IOC_FIELD_X(struct btrfs_ioctl_scrub_args, flags, F_FLAGS, scrub_flags, "BTRFS_SCRUB_???"),
	IOC_FIELD_END
};
static const struct ioc_layout scrub_in = {
	sizeof(struct btrfs_ioctl_scrub_args), false, scrub_fields, NULL
};

static const struct ioc_field devid_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_scrub_args, devid, F_DEV), IOC_FIELD_END
};
static const struct ioc_layout scrub_progress_in = {
	sizeof(struct btrfs_ioctl_scrub_args), false, devid_fields, NULL
};

#define PROGRESS(member) IOC_FIELD(struct btrfs_scrub_progress, member, F_U)
static const struct ioc_field progress_fields[] = {
	PROGRESS(data_extents_scrubbed), PROGRESS(tree_extents_scrubbed),
	PROGRESS(data_bytes_scrubbed), PROGRESS(tree_bytes_scrubbed), PROGRESS(read_errors),
	PROGRESS(csum_errors), PROGRESS(verify_errors), PROGRESS(no_csum),
	PROGRESS(csum_discards), PROGRESS(super_errors), PROGRESS(malloc_errors),
	PROGRESS(uncorrectable_errors), PROGRESS(corrected_errors), PROGRESS(last_physical),
	PROGRESS(unverified_errors), IOC_FIELD_END
};
static const struct ioc_layout scrub_progress = {
	sizeof(struct btrfs_scrub_progress), false, progress_fields, NULL
};
static const struct ioc_field scrub_out_fields[] = {
	IOC_FIELD_NEST(struct btrfs_ioctl_scrub_args, progress, &scrub_progress), IOC_FIELD_END
};
static const struct ioc_layout scrub_out = {
	sizeof(struct btrfs_ioctl_scrub_args), false, scrub_out_fields, NULL
};

static const struct ioc_field ino_paths_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_ino_path_args, inum, F_U),
	IOC_FIELD(struct btrfs_ioctl_ino_path_args, size, F_U),
	IOC_FIELD(struct btrfs_ioctl_ino_path_args, fspath, F_PTR), IOC_FIELD_END
};
static const struct ioc_layout ino_paths_in = {
	sizeof(struct btrfs_ioctl_ino_path_args), false, ino_paths_fields, NULL
};

static const struct ioc_field reserved_fields[] = {
	{ "", 0, 8, F_X, NULL, NULL, NULL }, { "", 8, 8, F_X, NULL, NULL, NULL },
	{ "", 16, 8, F_X, NULL, NULL, NULL }, IOC_FIELD_END
};
static const struct ioc_layout reserved3 = { 24, true, reserved_fields, NULL };

static const struct ioc_field logical_ino_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_logical_ino_args, logical, F_U),
	IOC_FIELD(struct btrfs_ioctl_logical_ino_args, size, F_U),
	IOC_FIELD_NEST_NZ(struct btrfs_ioctl_logical_ino_args, reserved, &reserved3),
	IOC_FIELD_X(struct btrfs_ioctl_logical_ino_args, flags, F_FLAGS, logical_ino_flags,
		    "BTRFS_LOGICAL_INO_ARGS_???"),
	IOC_FIELD(struct btrfs_ioctl_logical_ino_args, inodes, F_PTR), IOC_FIELD_END
};
static const struct ioc_layout logical_ino_in = {
	sizeof(struct btrfs_ioctl_logical_ino_args), false, logical_ino_fields, NULL
};

static const struct ioc_field quota_ctl_fields[] = {
	IOC_FIELD_X(struct btrfs_ioctl_quota_ctl_args, cmd, F_XLAT, quota_ctl_cmds,
		    "BTRFS_QUOTA_CTL_???"), IOC_FIELD_END
};
static const struct ioc_layout quota_ctl = {
	sizeof(struct btrfs_ioctl_quota_ctl_args), false, quota_ctl_fields, NULL
};

static const struct ioc_field assign_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_qgroup_assign_args, assign, F_U),
	IOC_FIELD(struct btrfs_ioctl_qgroup_assign_args, src, F_U),
	IOC_FIELD(struct btrfs_ioctl_qgroup_assign_args, dst, F_U), IOC_FIELD_END
};
static const struct ioc_layout qgroup_assign = {
	sizeof(struct btrfs_ioctl_qgroup_assign_args), false, assign_fields, NULL
};

static const struct ioc_field create_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_qgroup_create_args, create, F_U),
	IOC_FIELD(struct btrfs_ioctl_qgroup_create_args, qgroupid, F_U), IOC_FIELD_END
};
static const struct ioc_layout qgroup_create = {
	sizeof(struct btrfs_ioctl_qgroup_create_args), false, create_fields, NULL
};

static const struct ioc_field qlimit_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_qgroup_limit_args, qgroupid, F_U),
	IOC_FIELD_NEST(struct btrfs_ioctl_qgroup_limit_args, lim, &qgroup_limit), IOC_FIELD_END
};
static const struct ioc_layout qgroup_limit_args = {
	sizeof(struct btrfs_ioctl_qgroup_limit_args), false, qlimit_fields, NULL
};

static const struct ioc_field rescan_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_quota_rescan_args, flags, F_U), IOC_FIELD_END
};
static const struct ioc_layout rescan = {
	sizeof(struct btrfs_ioctl_quota_rescan_args), false, rescan_fields, NULL
};

static const struct ioc_field rescan_status_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_quota_rescan_args, flags, F_U),
	OBJID(struct btrfs_ioctl_quota_rescan_args, progress), IOC_FIELD_END
};
static const struct ioc_layout rescan_status = {
	sizeof(struct btrfs_ioctl_quota_rescan_args), false, rescan_status_fields, NULL
};

static const struct ioc_field dev_stats_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_get_dev_stats, devid, F_DEV),
	IOC_FIELD(struct btrfs_ioctl_get_dev_stats, nr_items, F_U),
	IOC_FIELD_X(struct btrfs_ioctl_get_dev_stats, flags, F_FLAGS, dev_stats_flags,
		    "BTRFS_DEV_STATS_???"), IOC_FIELD_END
};
static const struct ioc_layout dev_stats_in = {
	sizeof(struct btrfs_ioctl_get_dev_stats), false, dev_stats_fields, NULL
};

typedef struct btrfs_ioctl_dev_replace_args replace_t;
typedef __typeof__(((replace_t *)0)->start) replace_start_t;
static const struct ioc_field replace_start_fields[] = {
	IOC_FIELD(replace_start_t, srcdevid, F_DEV),
	IOC_FIELD_X(replace_start_t, cont_reading_from_srcdev_mode, F_XLAT, cont_reading_modes,
		    "BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_???"),
	IOC_FIELD(replace_start_t, srcdev_name, F_CSTR),
	IOC_FIELD(replace_start_t, tgtdev_name, F_CSTR), IOC_FIELD_END
};

static const struct ioc_field search_header_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_search_header, transid, F_U),
	OBJID(struct btrfs_ioctl_search_header, objectid),
	IOC_FIELD(struct btrfs_ioctl_search_header, offset, F_U),
	KEYTYPE(struct btrfs_ioctl_search_header, type),
	IOC_FIELD(struct btrfs_ioctl_search_header, len, F_U), IOC_FIELD_END
};
static const struct ioc_layout search_header = {
	sizeof(struct btrfs_ioctl_search_header), false, search_header_fields, NULL
};

static const struct ioc_field timespec_fields[] = {
	IOC_FIELD(struct btrfs_ioctl_timespec, sec, F_U),
	IOC_FIELD(struct btrfs_ioctl_timespec, nsec, F_U), IOC_FIELD_END
};
static const struct ioc_layout btrfs_timespec = {
	sizeof(struct btrfs_ioctl_timespec), false, timespec_fields, NULL
};

/* ---- helpers ------------------------------------------------------------- */

/* Whether the exit shows what the call wrote, the size bytes of an in/out
 * struct that the entry showed: " => " before it. */
static bool changed_abi(const struct call *c, size_t size, const struct layout *abi)
{
	if (call_failed(c) || !ioc_entry_read(c, c->compat && abi ? layout_size(abi, true) : size))
		return false;
	tputs(" => ");
	return true;
}

static bool changed(const struct call *c, size_t size)
{
	return changed_abi(c, size, NULL);
}

/* The struct the argument points to, as the call read it (entry) or as it
 * wrote it (exit); false (its address shown) when it cannot be.  _abi: a
 * compat call's of layout abi, widened. */
static bool arg_bytes_abi(struct call *c, void *buf, size_t size, int exiting,
			  const struct layout *abi)
{
	return exiting ? fetch_out_layout(c, 2, buf, size, abi) :
			 fetch_in_layout(c, 2, buf, size, abi);
}

static bool arg_bytes(struct call *c, void *buf, size_t size, int exiting)
{
	return arg_bytes_abi(c, buf, size, exiting, NULL);
}

/* ---- 32-bit programs' structs -----------------------------------------
 * Those with a 64-bit field after a struct btrfs_ioctl_timespec, or a
 * union of 64-bit fields 4-byte aligned at its end, are laid out otherwise
 * in a compat call: read widened from the layout their field types make
 * there (layout.h); the requests only named are sized by theirs. */
#define BTRFS_TIMESPEC(name) { name "_sec", FT_U64, 0 }, { name "_nsec", FT_U32, 0 }
/* its union of 2066 bytes of 64-bit fields (the start's and the status's
 * parameters): 4 bytes shorter */
static const struct field f_replace[] = {
	{ "cmd", FT_U64, 0 }, { "result", FT_U64, 0 }, { "u1", FT_U32, 255 },
	{ "u2", FT_U32, 255 }, { "u3", FT_U32, 7 }, { "u_pad", FT_PAD32, 0 },
	{ "spare", FT_U64, 64 }, { NULL, 0, 0 }
};
static const struct field f_received_subvol[] = {
	{ "uuid", FT_U8, 16 }, { "stransid", FT_U64, 0 }, { "rtransid", FT_U64, 0 },
	BTRFS_TIMESPEC("stime"), BTRFS_TIMESPEC("rtime"), { "flags", FT_U64, 0 },
	{ "reserved", FT_U64, 16 }, { NULL, 0, 0 }
};
static const struct field f_subvol_info[] = {
	{ "treeid", FT_U64, 0 }, { "name", FT_U8, 255 }, { "name_end", FT_U8, 0 },
	{ "parent_id", FT_U64, 0 }, { "dirid", FT_U64, 0 }, { "generation", FT_U64, 0 },
	{ "flags", FT_U64, 0 }, { "uuids", FT_U8, 48 }, { "transids", FT_U64, 4 },
	BTRFS_TIMESPEC("ctime"), BTRFS_TIMESPEC("otime"), BTRFS_TIMESPEC("stime"),
	BTRFS_TIMESPEC("rtime"), { "reserved", FT_U64, 8 }, { NULL, 0, 0 }
};
static const struct field f_encoded_io[] = {
	{ "iov", FT_PTR, 0 }, { "iovcnt", FT_ULONG, 0 }, { "offset", FT_S64, 0 },
	{ "flags", FT_U64, 0 }, { "len", FT_U64, 0 }, { "unencoded_len", FT_U64, 0 },
	{ "unencoded_offset", FT_U64, 0 }, { "compression", FT_U32, 0 },
	{ "encryption", FT_U32, 0 }, { "reserved", FT_U8, 64 }, { NULL, 0, 0 }
};
static const struct layout replace_abi = { f_replace, NULL },
	received_subvol_abi = { f_received_subvol, NULL }, subvol_info_abi = { f_subvol_info, NULL },
	encoded_io_abi = { f_encoded_io, NULL };

static void print_u64_elem(const struct call *c, const void *elem)
{
	uint64_t v;

	memcpy(&v, elem, sizeof(v));
	tprintf("%llu", (unsigned long long)v);
}

static void print_objid_elem(const struct call *c, const void *elem)
{
	uint64_t v;

	memcpy(&v, elem, sizeof(v));
	print_udec_named(v, xlat_lookup(tree_objectids, v), NULL);
}

/* The array of n elements that the pointer at ptr_off of the argument's
 * struct points to (addr), as captured with it. */
static void print_field_array(const struct call *c, size_t ptr_off, uint64_t addr, uint64_t n,
			      size_t skip, size_t size, ioc_elem_fn print)
{
	size_t have;
	const unsigned char *b = ioc_field_bytes(c, ptr_off, &have);

	if (b && have >= skip)
		ioc_print_array(c, addr + skip, b + skip, have - skip, n, size, print, false);
	else
		ioc_print_array(c, addr + skip, NULL, 0, n, size, print, false);
}

/* ---- the requests -------------------------------------------------------- */

/* a u64 of flags, read or written: BTRFS_SUBVOL_RDONLY */
static void subvol_flags_arg(struct call *c, int exiting)
{
	uint64_t flags;

	print_arg_sep();
	if (arg_bytes(c, &flags, sizeof(flags), exiting))
		print_flags_dflt(subvol_flags, flags, "BTRFS_SUBVOL_???");
}

static void subvol_setflags(struct call *c, const struct ioc_req *r, int exiting)
{
	if (!exiting)
		subvol_flags_arg(c, exiting);
}

static void subvol_getflags(struct call *c, const struct ioc_req *r, int exiting)
{
	if (exiting)
		subvol_flags_arg(c, exiting);
}

/* {flags, state (what the call wrote), and the args of each kind of
 * chunk the flags name} */
static void print_balance(const struct call *c, const struct btrfs_ioctl_balance_args *b, bool out)
{
	tputs("{flags=");
	print_flags_dflt(balance_flags, b->flags, "BTRFS_BALANCE_???");
	if (out) {
		tputs(", state=");
		print_flags_dflt(balance_state, b->state, "BTRFS_BALANCE_STATE_???");
	}
	if (b->flags & BTRFS_BALANCE_DATA) {
		tputs(", data=");
		ioc_print_layout(c, &balance_args, &b->data);
	}
	if (b->flags & BTRFS_BALANCE_METADATA) {
		tputs(", meta=");
		ioc_print_layout(c, &balance_args, &b->meta);
	}
	if (b->flags & BTRFS_BALANCE_SYSTEM) {
		tputs(", sys=");
		ioc_print_layout(c, &balance_args, &b->sys);
	}
	tputc('}');
}

static void balance_v2(struct call *c, const struct ioc_req *r, int exiting)
{
	static struct btrfs_ioctl_balance_args b;

	/* the exit shows what the call wrote even when the entry could not
	 * show what it read */
	if (exiting && call_failed(c))
		return;
	tputs(exiting ? " => " : "");
	if (!exiting)
		print_arg_sep();
	if (arg_bytes(c, &b, sizeof(b), exiting))
		print_balance(c, &b, exiting);
}

static void balance_progress(struct call *c, const struct ioc_req *r, int exiting)
{
	static struct btrfs_ioctl_balance_args b;

	if (!exiting)
		return;
	print_arg_sep();
	if (fetch_out(c, 2, &b, sizeof(b)))
		print_balance(c, &b, true);
}

/* An in/out struct: at entry as layout in, at exit " => " as layout out. */
static void in_out(struct call *c, const struct ioc_layout *in, const struct ioc_layout *out,
		   int exiting)
{
	static unsigned char buf[4096] __attribute__((aligned(8)));

	if (exiting && !changed(c, in->size))
		return;
	if (!exiting)
		print_arg_sep();
	if (arg_bytes(c, buf, in->size, exiting))
		ioc_print_layout(c, exiting ? out : in, buf);
}

static void scrub(struct call *c, const struct ioc_req *r, int exiting)
{
	in_out(c, &scrub_in, &scrub_out, exiting);
}

static void scrub_progress_req(struct call *c, const struct ioc_req *r, int exiting)
{
	in_out(c, &scrub_progress_in, &scrub_out, exiting);
}

static void space_info_elem(const struct call *c, const void *elem)
{
	ioc_print_layout(c, &space_info, elem);
}

static void space_info_req(struct call *c, const struct ioc_req *r, int exiting)
{
	struct btrfs_ioctl_space_args s;
	size_t have;
	const unsigned char *b;

	if (!exiting) {
		in_out(c, &space_in, &space_in, exiting);
		return;
	}
	if (!changed(c, sizeof(s)) || !fetch_out(c, 2, &s, sizeof(s)))
		return;
	tprintf("{total_spaces=%llu", (unsigned long long)s.total_spaces);
	if (s.space_slots || !s.total_spaces) {
		tputs(", ");
		if (abbrev(c)) {
			tputs("...");
		} else {
			tputs("spaces=");
			b = ioc_now_bytes(c, &have);
			have = b && have > sizeof(s) ? have - sizeof(s) : 0;
			ioc_print_array(c, c->args[2] + sizeof(s), have ? b + sizeof(s) : NULL, have,
					s.total_spaces, sizeof(struct btrfs_ioctl_space_info),
					space_info_elem, false);
		}
	}
	tputc('}');
}

static void dev_info(struct call *c, const struct ioc_req *r, int exiting)
{
	static struct btrfs_ioctl_dev_info_args d;
	bool uuid;

	if (exiting && !changed(c, sizeof(d)))
		return;
	if (!exiting)
		print_arg_sep();
	if (!arg_bytes(c, &d, sizeof(d), exiting))
		return;
	uuid = !ioc_all_zero(d.uuid, sizeof(d.uuid));
	if (!exiting) {
		tputs("{devid=");
		print_dev(d.devid);
		if (uuid) {
			tputs(", uuid=");
			ioc_print_uuid(d.uuid);
		}
		tputc('}');
		return;
	}
	tputc('{');
	if (uuid) {
		tputs("uuid=");
		ioc_print_uuid(d.uuid);
		tputs(", ");
	}
	tprintf("bytes_used=%llu, total_bytes=%llu, path=", (unsigned long long)d.bytes_used,
		(unsigned long long)d.total_bytes);
	ioc_print_cstring((const char *)d.path, sizeof(d.path));
	tputc('}');
}

static const struct ioc_layout replace_start = {
	sizeof(replace_start_t), false, replace_start_fields, NULL
};

/* how far a replace has come: progress_1000 as a percentage, the times */
static void print_replace_status(const struct call *c, const replace_t *a)
{
	uint64_t p = a->status.progress_1000;

	tputs("{replace_state=");
	print_xlat(dev_replace_states, a->status.replace_state,
		   "BTRFS_IOCTL_DEV_REPLACE_STATE_???");
	tprintf(", progress_1000=%llu", (unsigned long long)p);
	if (p <= 1000)
		tprintf(" /* %u.%u%% */", (unsigned)p / 10, (unsigned)p % 10);
	tprintf(", time_started=%llu", (unsigned long long)a->status.time_started);
	print_time_comment(a->status.time_started, 0);
	tprintf(", time_stopped=%llu", (unsigned long long)a->status.time_stopped);
	print_time_comment(a->status.time_stopped, 0);
	tprintf(", num_write_errors=%llu, num_uncorrectable_read_errors=%llu}",
		(unsigned long long)a->status.num_write_errors,
		(unsigned long long)a->status.num_uncorrectable_read_errors);
}

static void dev_replace(struct call *c, const struct ioc_req *r, int exiting)
{
	static replace_t a;

	if (exiting && !changed_abi(c, sizeof(a), &replace_abi))
		return;
	if (!exiting)
		print_arg_sep();
	if (!arg_bytes_abi(c, &a, sizeof(a), exiting, &replace_abi))
		return;
	if (!exiting) {
		tputs("{cmd=");
		print_xlat(dev_replace_cmds, a.cmd, "BTRFS_IOCTL_DEV_REPLACE_CMD_???");
		if (a.cmd == BTRFS_IOCTL_DEV_REPLACE_CMD_START) {
			tputs(", start=");
			ioc_print_layout(c, &replace_start, &a.start);
		}
		tputc('}');
		return;
	}
	tputs("{result=");
	print_xlat(dev_replace_results, a.result, "BTRFS_IOCTL_DEV_REPLACE_RESULT_???");
	if (a.cmd == BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS) {
		tputs(", status=");
		print_replace_status(c, &a);
	}
	tputc('}');
}

/* [supported, safe to set, safe to clear] */
static void supported_features(struct call *c, const struct ioc_req *r, int exiting)
{
	static const char *const what[] = { "supported", "safe to set", "safe to clear" };
	struct btrfs_ioctl_feature_flags f[3];

	if (!exiting)
		return;
	print_arg_sep();
	if (!fetch_out(c, 2, f, sizeof(f)))
		return;
	for (int i = 0; i < 3; i++) {
		tputs(i ? ", " : "[");
		ioc_print_layout(c, &features, &f[i]);
		tprintf(" /* %s */", what[i]);
	}
	tputc(']');
}

static void fs_info(struct call *c, const struct ioc_req *r, int exiting)
{
	static struct btrfs_ioctl_fs_info_args a;

	if (!exiting)
		return;
	print_arg_sep();
	if (!fetch_out(c, 2, &a, sizeof(a)))
		return;
	tprintf("{max_id=%llu, num_devices=%llu, fsid=", (unsigned long long)a.max_id,
		(unsigned long long)a.num_devices);
	ioc_print_uuid(a.fsid);
	tprintf(", nodesize=%u, sectorsize=%u, clone_alignment=%u", a.nodesize, a.sectorsize,
		a.clone_alignment);
	if (a.flags & BTRFS_FS_INFO_FLAG_CSUM_INFO) {
		tputs(", csum_type=");
		print_xlat(csum_types, a.csum_type, "BTRFS_CSUM_TYPE_???");
		tprintf(", csum_size=%u", a.csum_size);
	}
	tputs(", flags=");
	print_flags_dflt(fs_info_flags, a.flags, "BTRFS_FS_INFO_FLAG_???");
	if (a.flags & BTRFS_FS_INFO_FLAG_GENERATION)
		tprintf(", generation=%llu", (unsigned long long)a.generation);
	if (a.flags & BTRFS_FS_INFO_FLAG_METADATA_UUID) {
		tputs(", metadata_uuid=");
		ioc_print_uuid(a.metadata_uuid);
	}
	tputc('}');
}

static void dev_stats(struct call *c, const struct ioc_req *r, int exiting)
{
	static struct btrfs_ioctl_get_dev_stats a;

	if (!exiting) {
		in_out(c, &dev_stats_in, &dev_stats_in, exiting);
		return;
	}
	if (!changed(c, sizeof(a)) || !fetch_out(c, 2, &a, sizeof(a)))
		return;
	tprintf("{nr_items=%llu, flags=", (unsigned long long)a.nr_items);
	print_flags_dflt(dev_stats_flags, a.flags, "BTRFS_DEV_STATS_???");
	tputs(", [");
	/* the struct holds no more than its values[] */
	for (uint64_t i = 0; i < a.nr_items; i++) {
		if (i)
			tputs(", ");
		if (i >= sizeof(a.values) / sizeof(a.values[0])) {
			tputs("...");
			break;
		}
		tputc('[');
		print_udec_named(i, xlat_lookup(dev_stats_values, i), NULL);
		tprintf("]=%llu", (unsigned long long)a.values[i]);
	}
	tputs("]}");
}

/* at exit the tree too when the call was to find it (treeid 0) */
static void ino_lookup_req(struct call *c, const struct ioc_req *r, int exiting)
{
	static struct btrfs_ioctl_ino_lookup_args a;
	uint64_t treeid_in;

	if (!exiting) {
		in_out(c, &ino_lookup, &ino_lookup, exiting);
		return;
	}
	if (!changed(c, sizeof(a)) || !fetch_out(c, 2, &a, sizeof(a)))
		return;
	tputc('{');
	if (ioc_entry_bytes(c, &treeid_in, sizeof(treeid_in)) && !treeid_in) {
		tputs("treeid=");
		print_udec_named(a.treeid, xlat_lookup(tree_objectids, a.treeid), NULL);
		tputs(", ");
	}
	tputs("name=");
	ioc_print_cstring(a.name, sizeof(a.name));
	tputc('}');
}

/* struct btrfs_data_container's header: its fields without the brace */
static const struct btrfs_data_container *container_of_field(const struct call *c, size_t ptr_off,
							     uint64_t addr, size_t *have)
{
	const unsigned char *b = ioc_field_bytes(c, ptr_off, have);

	if (!b || *have < sizeof(struct btrfs_data_container)) {
		print_addr(addr);
		return NULL;
	}
	return (const struct btrfs_data_container *)b;
}

static void print_container_header(const struct btrfs_data_container *d)
{
	tprintf("{bytes_left=%u, bytes_missing=%u, elem_cnt=%u, elem_missed=%u", d->bytes_left,
		d->bytes_missing, d->elem_cnt, d->elem_missed);
}

static void print_inode_record(const struct call *c, const void *elem)
{
	uint64_t r[3];

	memcpy(r, elem, sizeof(r));
	tprintf("{inum=%llu, offset=%llu, root=%llu}", (unsigned long long)r[0],
		(unsigned long long)r[1], (unsigned long long)r[2]);
}

/* The val[] of the container being shown: the offsets of INO_PATHS's
 * paths are into it. */
static const unsigned char *container_val;
static size_t container_have;
static uint64_t container_addr;

static void print_path_elem(const struct call *c, const void *elem)
{
	uint64_t off;

	memcpy(&off, elem, sizeof(off));
	if (off < container_have && memchr(container_val + off, 0, container_have - off))
		print_quoted(container_val + off, strlen((const char *)container_val + off), 0);
	else
		print_addr(container_addr + off);
}

/* At exit " => {name={header, val=[...]}}": the container the pointer at
 * ptr_off (addr) leads to, its val[] as elements of size bytes, one for
 * each per of its elem_cnt. */
static void print_container_arg(struct call *c, const char *name, size_t ptr_off, uint64_t addr,
				unsigned per, size_t size, ioc_elem_fn print)
{
	const struct btrfs_data_container *d;
	size_t have;

	tprintf("{%s=", name);
	d = container_of_field(c, ptr_off, addr, &have);
	if (d) {
		print_container_header(d);
		if (abbrev(c)) {
			tputs(", ...");
		} else {
			container_val = (const unsigned char *)(d + 1);
			container_have = have - sizeof(*d);
			container_addr = addr + sizeof(*d);
			tputs(", val=");
			ioc_print_array(c, container_addr, container_val, container_have,
					d->elem_cnt / per, size, print, false);
		}
		tputc('}');
	}
	tputc('}');
}

static void logical_ino(struct call *c, const struct ioc_req *r, int exiting)
{
	struct btrfs_ioctl_logical_ino_args a;

	if (!exiting)
		in_out(c, &logical_ino_in, &logical_ino_in, exiting);
	else if (changed(c, sizeof(a)) && fetch_out(c, 2, &a, sizeof(a)))
		print_container_arg(c, "inodes",
				    offsetof(struct btrfs_ioctl_logical_ino_args, inodes), a.inodes,
				    3, 24, print_inode_record);
}

static void ino_paths(struct call *c, const struct ioc_req *r, int exiting)
{
	struct btrfs_ioctl_ino_path_args a;

	if (!exiting)
		in_out(c, &ino_paths_in, &ino_paths_in, exiting);
	else if (changed(c, sizeof(a)) && fetch_out(c, 2, &a, sizeof(a)))
		print_container_arg(c, "fspath",
				    offsetof(struct btrfs_ioctl_ino_path_args, fspath), a.fspath,
				    1, 8, print_path_elem);
}

static void print_btrfs_timespec(const struct call *c, const struct btrfs_ioctl_timespec *t)
{
	ioc_print_layout(c, &btrfs_timespec, t);
	print_time_comment(t->sec, t->nsec);
}

static void received_subvol(struct call *c, const struct ioc_req *r, int exiting)
{
	static struct btrfs_ioctl_received_subvol_args a;

	if (exiting && !changed_abi(c, sizeof(a), &received_subvol_abi))
		return;
	if (!exiting)
		print_arg_sep();
	if (!arg_bytes_abi(c, &a, sizeof(a), exiting, &received_subvol_abi))
		return;
	if (exiting) {
		tprintf("{rtransid=%llu, rtime=", (unsigned long long)a.rtransid);
		print_btrfs_timespec(c, &a.rtime);
		tputc('}');
		return;
	}
	tputs("{uuid=");
	ioc_print_uuid((const unsigned char *)a.uuid);
	tprintf(", stransid=%llu, stime=", (unsigned long long)a.stransid);
	print_btrfs_timespec(c, &a.stime);
	tprintf(", flags=%llu}", (unsigned long long)a.flags);
}

/* The search key: at entry what to look for (the objectids of all the free
 * ones abbreviated), at exit how many items were found. */
static void print_search_key(const struct call *c, const struct btrfs_ioctl_search_key *k,
			     int exiting)
{
	if (exiting) {
		tprintf("{nr_items=%u}", k->nr_items);
		return;
	}
	tputs("{tree_id=");
	print_udec_named(k->tree_id, xlat_lookup(tree_objectids, k->tree_id), NULL);
	if (k->min_objectid != BTRFS_FIRST_FREE_OBJECTID || !abbrev(c)) {
		tputs(", min_objectid=");
		print_udec_named(k->min_objectid, xlat_lookup(tree_objectids, k->min_objectid),
				 NULL);
	}
	if (k->max_objectid != BTRFS_LAST_FREE_OBJECTID || !abbrev(c)) {
		tputs(", max_objectid=");
		print_udec_named(k->max_objectid, xlat_lookup(tree_objectids, k->max_objectid),
				 NULL);
	}
	tputs(", min_offset=");
	print_udec_named(k->min_offset, k->min_offset == UINT64_MAX ? "UINT64_MAX" : NULL, NULL);
	tputs(", max_offset=");
	print_udec_named(k->max_offset, k->max_offset == UINT64_MAX ? "UINT64_MAX" : NULL, NULL);
	tputs(", min_transid=");
	print_udec_named(k->min_transid, k->min_transid == UINT64_MAX ? "UINT64_MAX" : NULL, NULL);
	tputs(", max_transid=");
	print_udec_named(k->max_transid, k->max_transid == UINT64_MAX ? "UINT64_MAX" : NULL, NULL);
	tputs(", min_type=");
	print_udec_named(k->min_type, xlat_lookup(key_types, k->min_type), NULL);
	tputs(", max_type=");
	print_udec_named(k->max_type, xlat_lookup(key_types, k->max_type), NULL);
	tprintf(", nr_items=%u}", k->nr_items);
}

/* At exit, the headers of the items found in the buffer after the struct
 * (at most -s of them), as far as its capture goes. */
static void print_search_buf(const struct call *c, size_t buf_off, uint64_t buf_size,
			     unsigned nr_items)
{
	size_t have;
	const unsigned char *b = ioc_now_bytes(c, &have);
	uint64_t off = 0;
	struct btrfs_ioctl_search_header sh;

	if (abbrev(c)) {
		tputs(", ...");
		return;
	}
	tputs(", buf=[");
	for (unsigned i = 0; i < nr_items; i++) {
		if (i)
			tputs(", ");
		if (off + sizeof(sh) > buf_size || i > opt.string_limit) {
			tputs("...");
			break;
		}
		if (!b || buf_off + off + sizeof(sh) > have) {
			tputs("...");
			tprintf(" /* %#llx */", (unsigned long long)(c->args[2] + buf_off + off));
			break;
		}
		memcpy(&sh, b + buf_off + off, sizeof(sh));
		ioc_print_layout(c, &search_header, &sh);
		off += sizeof(sh) + sh.len;
	}
	tputc(']');
}

static void tree_search(struct call *c, const struct ioc_req *r, int exiting)
{
	struct btrfs_ioctl_search_key k;

	if (exiting && !changed(c, sizeof(k)))
		return;
	if (!exiting)
		print_arg_sep();
	if (!arg_bytes(c, &k, sizeof(k), exiting))
		return;
	tputs("{key=");
	print_search_key(c, &k, exiting);
	if (exiting)
		print_search_buf(c, offsetof(struct btrfs_ioctl_search_args, buf),
				 sizeof(((struct btrfs_ioctl_search_args *)0)->buf), k.nr_items);
	tputc('}');
}

static void tree_search_v2(struct call *c, const struct ioc_req *r, int exiting)
{
	struct btrfs_ioctl_search_args_v2 a;

	if (exiting && !ioc_entry_read(c, sizeof(a)))
		return;
	if (exiting && call_failed(c)) {
		/* too small a buffer: the size it needs */
		if (c->ret == -EOVERFLOW && ioc_now(c, &a, sizeof(a)))
			tprintf(" => {buf_size=%llu}", (unsigned long long)a.buf_size);
		return;
	}
	if (exiting)
		tputs(" => ");
	else
		print_arg_sep();
	if (!arg_bytes(c, &a, sizeof(a), exiting))
		return;
	tputs("{key=");
	print_search_key(c, &a.key, exiting);
	tprintf(", buf_size=%llu", (unsigned long long)a.buf_size);
	if (exiting)
		print_search_buf(c, sizeof(a), a.buf_size, a.key.nr_items);
	tputc('}');
}

static void send(struct call *c, const struct ioc_req *r, int exiting)
{
	struct btrfs_ioctl_send_args a;

	if (exiting)
		return;
	print_arg_sep();
	if (!fetch_in_layout(c, 2, &a, sizeof(a), &layout_btrfs_send))
		return;
	tputs("{send_fd=");
	print_fd_number(c, (int)a.send_fd);
	tprintf(", clone_sources_count=%llu, clone_sources=",
		(unsigned long long)a.clone_sources_count);
	if (abbrev(c))
		print_addr((uintptr_t)a.clone_sources);
	else
		print_field_array(c, offsetof(struct btrfs_ioctl_send_args, clone_sources),
				  (uintptr_t)a.clone_sources, a.clone_sources_count, 0, 8,
				  print_objid_elem);
	tputs(", parent_root=");
	print_udec_named(a.parent_root, xlat_lookup(tree_objectids, a.parent_root), NULL);
	tputs(", flags=");
	print_flags_dflt(send_flags, a.flags, "BTRFS_SEND_FLAGS_???");
	tputc('}');
}

/* the quota group a new subvolume inherits from, captured with the args */
static void print_qgroup_inherit(const struct call *c, uint64_t addr)
{
	size_t off = offsetof(struct btrfs_ioctl_vol_args_v2, qgroup_inherit), have;
	const unsigned char *b = ioc_field_bytes(c, off, &have);
	struct btrfs_qgroup_inherit q;

	if (!addr || !b || have < sizeof(q)) {
		print_addr(addr);
		return;
	}
	memcpy(&q, b, sizeof(q));
	tputc('{');
	ioc_print_fields(c, &qgroup_inherit, &q, true);
	if (abbrev(c)) {
		tputs(", ...");
	} else {
		tputs(", qgroups=");
		print_field_array(c, off, addr, q.num_qgroups, sizeof(q), 8, print_u64_elem);
	}
	tputc('}');
}

static void vol_args_v2(struct call *c, const struct ioc_req *r, int exiting)
{
	static struct btrfs_ioctl_vol_args_v2 a;

	if (exiting && !changed(c, sizeof(a)))
		return;
	if (!exiting)
		print_arg_sep();
	if (!arg_bytes(c, &a, sizeof(a), exiting))
		return;
	if (exiting) {
		tprintf("{transid=%llu}", (unsigned long long)a.transid);
		return;
	}
	tputs("{fd=");
	print_fd_number(c, (int)a.fd);
	tputs(", flags=");
	print_flags_dflt(subvol_flags, a.flags, "BTRFS_SUBVOL_???");
	if (a.flags & BTRFS_SUBVOL_QGROUP_INHERIT) {
		tprintf(", size=%llu, qgroup_inherit=", (unsigned long long)a.size);
		/* a compat call's pointer: the first 4 bytes of its union */
		print_qgroup_inherit(c, c->compat ? (uint32_t)(uintptr_t)a.qgroup_inherit :
					    (uintptr_t)a.qgroup_inherit);
	}
	tputs(", name=");
	ioc_print_cstring(a.name, sizeof(a.name));
	tputc('}');
}

/* FS_IOC_[GS]ETFSLABEL: the label, a string of FSLABEL_MAX bytes at most */
static void fslabel_arg(struct call *c, int exiting)
{
	char label[FSLABEL_MAX];

	print_arg_sep();
	if (arg_bytes(c, label, sizeof(label), exiting))
		ioc_print_cstring(label, sizeof(label));
}

static void set_fslabel(struct call *c, const struct ioc_req *r, int exiting)
{
	if (!exiting)
		fslabel_arg(c, exiting);
}

static void get_fslabel(struct call *c, const struct ioc_req *r, int exiting)
{
	if (exiting)
		fslabel_arg(c, exiting);
}

IOC_ONE(balance_ctl, 8, F_XLAT, balance_ctl_cmds, "BTRFS_BALANCE_CTL_???");

static const struct ioc_req reqs[] = {
	IOC(BTRFS_IOC_TRANS_START, A_NONE), IOC(BTRFS_IOC_TRANS_END, A_NONE),
	IOC(BTRFS_IOC_SYNC, A_NONE), IOC(BTRFS_IOC_SCRUB_CANCEL, A_NONE),
	IOC(BTRFS_IOC_QUOTA_RESCAN_WAIT, A_NONE),
	/* a vol_args by their numbers, but they take none */
	IOC(BTRFS_IOC_DEFRAG, A_NONE), IOC(BTRFS_IOC_BALANCE, A_NONE),
	IOC_L(BTRFS_IOC_BALANCE_CTL, A_VAL, &balance_ctl),
	IOC_L(BTRFS_IOC_START_SYNC, A_OUT, &ioc_u64),
	IOC_L(BTRFS_IOC_DEFAULT_SUBVOL, A_IN, &ioc_u64),
	IOC_L(BTRFS_IOC_WAIT_SYNC, A_IN, &ioc_u64),
	IOC_F(BTRFS_IOC_SUBVOL_GETFLAGS, subvol_getflags),
	IOC_F(BTRFS_IOC_SUBVOL_SETFLAGS, subvol_setflags),
	IOC_F(BTRFS_IOC_BALANCE_V2, balance_v2),
	IOC_F(BTRFS_IOC_BALANCE_PROGRESS, balance_progress),
	IOC_L(BTRFS_IOC_DEFRAG_RANGE, A_IN, &defrag_range),
	IOC_F(BTRFS_IOC_DEV_INFO, dev_info),
	IOC_FS(BTRFS_IOC_DEV_REPLACE, dev_replace, &replace_abi),
	IOC_L(BTRFS_IOC_GET_FEATURES, A_OUT, &features),
	IOC_L(BTRFS_IOC_SET_FEATURES, A_IN, &features_pair),
	IOC_F(BTRFS_IOC_GET_SUPPORTED_FEATURES, supported_features),
	IOC_F(BTRFS_IOC_FS_INFO, fs_info),
	IOC_F(BTRFS_IOC_GET_DEV_STATS, dev_stats),
	IOC_F(BTRFS_IOC_INO_LOOKUP, ino_lookup_req),
	IOC_F(BTRFS_IOC_INO_PATHS, ino_paths),
	IOC_F(BTRFS_IOC_LOGICAL_INO, logical_ino),
	IOC_L(BTRFS_IOC_QGROUP_ASSIGN, A_IN, &qgroup_assign),
	IOC_L(BTRFS_IOC_QGROUP_CREATE, A_IN, &qgroup_create),
	IOC_L(BTRFS_IOC_QGROUP_LIMIT, A_OUT, &qgroup_limit_args),
	IOC_L(BTRFS_IOC_QUOTA_CTL, A_IN, &quota_ctl),
	IOC_L(BTRFS_IOC_QUOTA_RESCAN, A_IN, &rescan),
	IOC_L(BTRFS_IOC_QUOTA_RESCAN_STATUS, A_OUT, &rescan_status),
	IOC_FS(BTRFS_IOC_SET_RECEIVED_SUBVOL, received_subvol, &received_subvol_abi),
	IOC_F(BTRFS_IOC_SCRUB, scrub), IOC_F(BTRFS_IOC_SCRUB_PROGRESS, scrub_progress_req),
	IOC_F(BTRFS_IOC_TREE_SEARCH, tree_search), IOC_F(BTRFS_IOC_TREE_SEARCH_V2, tree_search_v2),
	IOC_FS(BTRFS_IOC_SEND, send, &layout_btrfs_send), IOC_F(BTRFS_IOC_SPACE_INFO, space_info_req),
	IOC_L(BTRFS_IOC_SNAP_CREATE, A_IN, &vol_args), IOC_L(BTRFS_IOC_RESIZE, A_IN, &vol_args),
	IOC_L(BTRFS_IOC_SCAN_DEV, A_IN, &vol_args), IOC_L(BTRFS_IOC_FORGET_DEV, A_IN, &vol_args),
	IOC_L(BTRFS_IOC_ADD_DEV, A_IN, &vol_args), IOC_L(BTRFS_IOC_RM_DEV, A_IN, &vol_args),
	IOC_L(BTRFS_IOC_SUBVOL_CREATE, A_IN, &vol_args),
	IOC_L(BTRFS_IOC_SNAP_DESTROY, A_IN, &vol_args),
	IOC_L(BTRFS_IOC_DEVICES_READY, A_IN, &vol_args),
	IOC_F(BTRFS_IOC_SNAP_CREATE_V2, vol_args_v2), IOC_F(BTRFS_IOC_SUBVOL_CREATE_V2, vol_args_v2),
	IOC_F(FS_IOC_GETFSLABEL, get_fslabel), IOC_F(FS_IOC_SETFSLABEL, set_fslabel),
	/* named only */
	IOC(BTRFS_IOC_RM_DEV_V2, A_HEX), IOC(BTRFS_IOC_LOGICAL_INO_V2, A_HEX),
	IOC_S(BTRFS_IOC_GET_SUBVOL_INFO, A_HEX, &subvol_info_abi), IOC(BTRFS_IOC_GET_SUBVOL_ROOTREF, A_HEX),
	IOC(BTRFS_IOC_INO_LOOKUP_USER, A_HEX), IOC(BTRFS_IOC_SNAP_DESTROY_V2, A_HEX),
	IOC_S(BTRFS_IOC_ENCODED_READ, A_HEX, &encoded_io_abi),
	IOC_S(BTRFS_IOC_ENCODED_WRITE, A_HEX, &encoded_io_abi),
};

/* its structs read the same in a compat call, or are widened */
const struct ioc_table ioc_btrfs_table = IOC_TABLE_COMPAT(reqs, NULL);
