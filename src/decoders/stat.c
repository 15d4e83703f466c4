/* stat, statx and statfs structs. */
#include <linux/magic.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>

#include "common.h"
#include "layout.h"


/* ---- struct stat ------------------------------------------------------- */

/* has_nsec: the structure holds the nanoseconds (all but the old one) */
static void print_stat_time(const char *name, int64_t sec, uint64_t nsec, bool has_nsec)
{
	tprintf(", %s=%lld", name, (long long)sec);
	print_time_comment(sec, nsec);
	if (has_nsec)
		tprintf(", %s_nsec=%llu", name, (unsigned long long)nsec);
}

static void print_struct_stat(const struct call *c, const struct stat *st, bool has_nsec)
{
	int full = !abbrev(c);

	tputc('{');
	if (full) {
		tputs("st_dev=");
		print_dev(st->st_dev);
		tprintf(", st_ino=%llu, st_mode=", (unsigned long long)st->st_ino);
		print_mode_t(st->st_mode);
		tprintf(", st_nlink=%llu, st_uid=%u, st_gid=%u, st_blksize=%lld, st_blocks=%lld",
			(unsigned long long)st->st_nlink, st->st_uid, st->st_gid,
			(long long)st->st_blksize, (long long)st->st_blocks);
	} else {
		tputs("st_mode=");
		print_mode_t(st->st_mode);
	}
	if (S_ISCHR(st->st_mode) || S_ISBLK(st->st_mode)) {
		tputs(", st_rdev=");
		print_dev(st->st_rdev);
	} else {
		tprintf(", st_size=%llu", (unsigned long long)st->st_size);
	}
	if (full) {
		print_stat_time("st_atime", st->st_atim.tv_sec, st->st_atim.tv_nsec, has_nsec);
		print_stat_time("st_mtime", st->st_mtim.tv_sec, st->st_mtim.tv_nsec, has_nsec);
		print_stat_time("st_ctime", st->st_ctim.tv_sec, st->st_ctim.tv_nsec, has_nsec);
	} else {
		tputs(", ...");
	}
	tputc('}');
}

/* An output struct stat (the kernel's layout is glibc's on the 64-bit
 * architectures the tracer builds for). */
static void print_stat_of(struct call *c, int arg, bool has_nsec)
{
	struct stat st;

	if (!verbose(c)) {
		print_addr(c->args[arg]);
		return;
	}
	if (fetch_out(c, arg, &st, sizeof(st)))
		print_struct_stat(c, &st, has_nsec);
}

void print_statbuf(struct call *c, int arg, int param)
{
	print_stat_of(c, arg, true);
}

/* i386's struct __old_kernel_stat, widened into a struct stat (layout.c). */
void print_oldstatbuf(struct call *c, int arg, int param)
{
	print_stat_of(c, arg, false);
}

/* The compat ABI's struct stat64, widened into a struct stat (layout.c). */
void print_stat64buf(struct call *c, int arg, int param)
{
	print_statbuf(c, arg, param);
}

/* ---- statx ------------------------------------------------------------- */

struct kstatx_ts {
	int64_t tv_sec;
	uint32_t tv_nsec;
	int32_t reserved;
};

struct kstatx {
	uint32_t stx_mask, stx_blksize;
	uint64_t stx_attributes;
	uint32_t stx_nlink, stx_uid, stx_gid;
	uint16_t stx_mode, spare0;
	uint64_t stx_ino, stx_size, stx_blocks, stx_attributes_mask;
	struct kstatx_ts stx_atime, stx_btime, stx_ctime, stx_mtime;
	uint32_t stx_rdev_major, stx_rdev_minor, stx_dev_major, stx_dev_minor;
	uint64_t stx_mnt_id;
	uint32_t stx_dio_mem_align, stx_dio_offset_align;
	uint64_t spare3[12];
};

static const struct xlat statx_masks[] = {
	XLAT_PAIR(0x00000fff, "STATX_ALL"),
	XLAT_PAIR(0x000007ff, "STATX_BASIC_STATS"),
	XLAT_PAIR(0x00000001, "STATX_TYPE"),
	XLAT_PAIR(0x00000002, "STATX_MODE"),
	XLAT_PAIR(0x00000004, "STATX_NLINK"),
	XLAT_PAIR(0x00000008, "STATX_UID"),
	XLAT_PAIR(0x00000010, "STATX_GID"),
	XLAT_PAIR(0x00000020, "STATX_ATIME"),
	XLAT_PAIR(0x00000040, "STATX_MTIME"),
	XLAT_PAIR(0x00000080, "STATX_CTIME"),
	XLAT_PAIR(0x00000100, "STATX_INO"),
	XLAT_PAIR(0x00000200, "STATX_SIZE"),
	XLAT_PAIR(0x00000400, "STATX_BLOCKS"),
	XLAT_PAIR(0x00000800, "STATX_BTIME"),
	XLAT_PAIR(0x00001000, "STATX_MNT_ID"),
	XLAT_PAIR(0x00002000, "STATX_DIOALIGN"),
	XLAT_END
};

static const struct xlat statx_attrs[] = {
	XLAT_PAIR(0x00000004, "STATX_ATTR_COMPRESSED"),
	XLAT_PAIR(0x00000010, "STATX_ATTR_IMMUTABLE"),
	XLAT_PAIR(0x00000020, "STATX_ATTR_APPEND"),
	XLAT_PAIR(0x00000040, "STATX_ATTR_NODUMP"),
	XLAT_PAIR(0x00000800, "STATX_ATTR_ENCRYPTED"),
	XLAT_PAIR(0x00001000, "STATX_ATTR_AUTOMOUNT"),
	XLAT_PAIR(0x00002000, "STATX_ATTR_MOUNT_ROOT"),
	XLAT_PAIR(0x00100000, "STATX_ATTR_VERITY"),
	XLAT_PAIR(0x00200000, "STATX_ATTR_DAX"),
	XLAT_END
};

static const struct xlat statx_sync_types[] = {
	XLAT_PAIR(0x0000, "AT_STATX_SYNC_AS_STAT"),
	XLAT_PAIR(0x2000, "AT_STATX_FORCE_SYNC"),
	XLAT_PAIR(0x4000, "AT_STATX_DONT_SYNC"),
	XLAT_END
};

#define STATX_SYNC_TYPE 0x6000

/* AT_STATX_SYNC_AS_STAT|AT_SYMLINK_NOFOLLOW */
void print_statxflags(struct call *c, int arg, int param)
{
	unsigned flags = c->args[arg];
	unsigned sync = flags & STATX_SYNC_TYPE;

	flags &= ~STATX_SYNC_TYPE;
	/* strace prints the two parts apart: in -X raw, a zero sync type is
	 * nothing at all (so the line may read "|0x800") */
	if (opt.xlat_style == XLAT_STYLE_RAW) {
		if (sync)
			tprintf("%#x", sync);
		if (flags)
			tprintf("|%#x", flags);
		return;
	}
	print_flags_ex(statx_sync_types, sync, "AT_STATX_SYNC_AS_STAT", NULL);
	if (flags) {
		tputc('|');
		print_flags(at_flags, flags, NULL);
	}
}

void print_statxmask(struct call *c, int arg, int param)
{
	print_flags_ex(statx_masks, (uint32_t)c->args[arg], NULL, "STATX_???");
}

static void print_statx_time(const char *name, const struct kstatx_ts *ts)
{
	tprintf(", %s={tv_sec=%lld, tv_nsec=%u}", name, (long long)ts->tv_sec, ts->tv_nsec);
	print_time_comment(ts->tv_sec, ts->tv_nsec);
}

void print_statxbuf(struct call *c, int arg, int param)
{
	struct kstatx x;
	int full = !abbrev(c);

	if (!verbose(c)) {
		print_addr(c->args[arg]);
		return;
	}
	if (!fetch_out(c, arg, &x, sizeof(x)))
		return;
	tputs("{stx_mask=");
	print_flags(statx_masks, x.stx_mask, NULL);
	if (full)
		tprintf(", stx_blksize=%u", x.stx_blksize);
	tputs(", stx_attributes=");
	print_flags(statx_attrs, x.stx_attributes, NULL);
	if (full) {
		if (x.stx_mask & 0x4)
			tprintf(", stx_nlink=%u", x.stx_nlink);
		if (x.stx_mask & 0x8) {
			tputs(", stx_uid=");
			print_id(x.stx_uid);
		}
		if (x.stx_mask & 0x10) {
			tputs(", stx_gid=");
			print_id(x.stx_gid);
		}
	}
	if (x.stx_mask & 0x3) {
		tputs(", stx_mode=");
		print_mode_t(x.stx_mode);
	}
	if (full && (x.stx_mask & 0x100))
		tprintf(", stx_ino=%llu", (unsigned long long)x.stx_ino);
	if (x.stx_mask & 0x200)
		tprintf(", stx_size=%llu", (unsigned long long)x.stx_size);
	if (!full) {
		tputs(", ...}");
		return;
	}
	if (x.stx_mask & 0x400)
		tprintf(", stx_blocks=%llu", (unsigned long long)x.stx_blocks);
	tputs(", stx_attributes_mask=");
	print_flags(statx_attrs, x.stx_attributes_mask, NULL);
	if (x.stx_mask & 0x20)
		print_statx_time("stx_atime", &x.stx_atime);
	if (x.stx_mask & 0x800)
		print_statx_time("stx_btime", &x.stx_btime);
	if (x.stx_mask & 0x80)
		print_statx_time("stx_ctime", &x.stx_ctime);
	if (x.stx_mask & 0x40)
		print_statx_time("stx_mtime", &x.stx_mtime);
	tprintf(", stx_rdev_major=%u, stx_rdev_minor=%u, stx_dev_major=%u, stx_dev_minor=%u",
		x.stx_rdev_major, x.stx_rdev_minor, x.stx_dev_major, x.stx_dev_minor);
	if (x.stx_mask & 0x1000)
		tprintf(", stx_mnt_id=%#llx", (unsigned long long)x.stx_mnt_id);
	if (x.stx_mask & 0x2000)
		tprintf(", stx_dio_mem_align=%u, stx_dio_offset_align=%u",
			x.stx_dio_mem_align, x.stx_dio_offset_align);
	tputc('}');
}

/* ---- statfs ------------------------------------------------------------ */

struct kstatfs {
	int64_t f_type, f_bsize;
	uint64_t f_blocks, f_bfree, f_bavail, f_files, f_ffree;
	int32_t f_fsid[2];
	int64_t f_namelen, f_frsize, f_flags, f_spare[4];
};

/* The names strace knows, from the kernel's linux/magic.h where it has them. */
static const struct xlat fs_magics[] = {
	XLAT(AAFS_MAGIC),
	XLAT(ADFS_SUPER_MAGIC),
	XLAT(AFFS_SUPER_MAGIC),
	XLAT(AFS_FS_MAGIC),
	XLAT(AFS_SUPER_MAGIC),
	XLAT(ANON_INODE_FS_MAGIC),
	XLAT(AUTOFS_SUPER_MAGIC),
	XLAT(BDEVFS_MAGIC),
	XLAT(BINDERFS_SUPER_MAGIC),
	XLAT(BINFMTFS_MAGIC),
	XLAT(BPF_FS_MAGIC),
	XLAT(BTRFS_SUPER_MAGIC),
	XLAT(BTRFS_TEST_MAGIC),
	XLAT(CEPH_SUPER_MAGIC),
	XLAT(CGROUP2_SUPER_MAGIC),
	XLAT(CGROUP_SUPER_MAGIC),
	XLAT(CIFS_SUPER_MAGIC),
	XLAT(CODA_SUPER_MAGIC),
	XLAT(CRAMFS_MAGIC),
	XLAT(CRAMFS_MAGIC_WEND),
	XLAT(DAXFS_MAGIC),
	XLAT(DEBUGFS_MAGIC),
	XLAT(DEVMEM_MAGIC),
	XLAT(DEVPTS_SUPER_MAGIC),
	XLAT(DMA_BUF_MAGIC),
	XLAT(ECRYPTFS_SUPER_MAGIC),
	XLAT(EFIVARFS_MAGIC),
	XLAT(EFS_SUPER_MAGIC),
	XLAT(EXFAT_SUPER_MAGIC),
	XLAT(EXT2_SUPER_MAGIC),
	XLAT(F2FS_SUPER_MAGIC),
	XLAT(FUSE_SUPER_MAGIC),
	XLAT(FUTEXFS_SUPER_MAGIC),
	XLAT(HOSTFS_SUPER_MAGIC),
	XLAT(HPFS_SUPER_MAGIC),
	XLAT(HUGETLBFS_MAGIC),
	XLAT(ISOFS_SUPER_MAGIC),
	XLAT(JFFS2_SUPER_MAGIC),
	XLAT(MINIX2_SUPER_MAGIC),
	XLAT(MINIX2_SUPER_MAGIC2),
	XLAT(MINIX3_SUPER_MAGIC),
	XLAT(MINIX_SUPER_MAGIC),
	XLAT(MINIX_SUPER_MAGIC2),
	XLAT(MSDOS_SUPER_MAGIC),
	XLAT(MTD_INODE_FS_MAGIC),
	XLAT(NCP_SUPER_MAGIC),
	XLAT(NFS_SUPER_MAGIC),
	XLAT(NILFS_SUPER_MAGIC),
	XLAT(NSFS_MAGIC),
	XLAT(OCFS2_SUPER_MAGIC),
	XLAT(OPENPROM_SUPER_MAGIC),
	XLAT(OVERLAYFS_SUPER_MAGIC),
	XLAT(PIPEFS_MAGIC),
	XLAT(PROC_SUPER_MAGIC),
	XLAT(PSTOREFS_MAGIC),
	XLAT(QNX4_SUPER_MAGIC),
	XLAT(QNX6_SUPER_MAGIC),
	XLAT(RAMFS_MAGIC),
	XLAT(REISERFS_SUPER_MAGIC),
	XLAT(SECRETMEM_MAGIC),
	XLAT(SECURITYFS_MAGIC),
	XLAT(SELINUX_MAGIC),
	XLAT(SMACK_MAGIC),
	XLAT(SMB2_SUPER_MAGIC),
	XLAT(SMB_SUPER_MAGIC),
	XLAT(SOCKFS_MAGIC),
	XLAT(SQUASHFS_MAGIC),
	XLAT(STACK_END_MAGIC),
	XLAT(SYSFS_MAGIC),
	XLAT(TMPFS_MAGIC),
	XLAT(TRACEFS_MAGIC),
	XLAT(UDF_SUPER_MAGIC),
	XLAT(USBDEVICE_SUPER_MAGIC),
	XLAT(V9FS_MAGIC),
	XLAT(XENFS_SUPER_MAGIC),
	XLAT(XFS_SUPER_MAGIC),
	XLAT(ZONEFS_MAGIC),
	XLAT_PAIR(0x61756673, "AUFS_SUPER_MAGIC"),
	XLAT_PAIR(0x13661366, "BALLOON_KVM_MAGIC"),
	XLAT_PAIR(0x42465331, "BEFS_SUPER_MAGIC"),
	XLAT_PAIR(0x1badface, "BFS_MAGIC"),
	XLAT_PAIR(0x012ff7b7, "COH_SUPER_MAGIC"),
	XLAT_PAIR(0x62656570, "CONFIGFS_MAGIC"),
	XLAT_PAIR(0x00001373, "DEVFS_SUPER_MAGIC"),
	XLAT_PAIR(0xe0f5e1e2, "EROFS_SUPER_MAGIC_V1"),
	XLAT_PAIR(0x00005df5, "EXOFS_SUPER_MAGIC"),
	XLAT_PAIR(0x0000ef51, "EXT2_OLD_SUPER_MAGIC"),
	XLAT_PAIR(0x0000137d, "EXT_SUPER_MAGIC"),
	XLAT_PAIR(0x65735543, "FUSE_CTL_SUPER_MAGIC"),
	XLAT_PAIR(0x01161970, "GFS2_MAGIC"),
	XLAT_PAIR(0x47504653, "GPFS_SUPER_MAGIC"),
	XLAT_PAIR(0x0000482b, "HFSPLUS_SUPER_MAGIC"),
	XLAT_PAIR(0x00004244, "HFS_SUPER_MAGIC"),
	XLAT_PAIR(0x3153464a, "JFS_SUPER_MAGIC"),
	XLAT_PAIR(0xc97e8168, "LOGFS_MAGIC"),
	XLAT_PAIR(0x5346544e, "NTFS_SB_MAGIC"),
	XLAT_PAIR(0xc7571590, "PPC_CMM_MAGIC"),
	XLAT_PAIR(0x00007275, "ROMFS_MAGIC"),
	XLAT_PAIR(0x02011994, "SHMFS_SUPER_MAGIC"),
	XLAT_PAIR(0x012ff7b6, "SYSV2_SUPER_MAGIC"),
	XLAT_PAIR(0x012ff7b5, "SYSV4_SUPER_MAGIC"),
	XLAT_PAIR(0x24051905, "UBIFS_SUPER_MAGIC"),
	XLAT_PAIR(0x54190100, "UFS_CIGAM"),
	XLAT_PAIR(0x00011954, "UFS_MAGIC"),
	XLAT_PAIR(0xa501fcf5, "VXFS_SUPER_MAGIC"),
	XLAT_PAIR(0x565a4653, "VZFS_SUPER_MAGIC"),
	XLAT_PAIR(0x012ff7b4, "XENIX_SUPER_MAGIC"),
	XLAT_PAIR(0x012fd16d, "XIAFS_SUPER_MAGIC"),
	XLAT_PAIR(0x00000033, "Z3FOLD_MAGIC"),
	XLAT_PAIR(0x2fc12fc1, "ZFS_SUPER_MAGIC"),
	XLAT_PAIR(0x58295829, "ZSMALLOC_MAGIC"),
	XLAT_END
};

static const struct xlat statfs_flags[] = {
	XLAT_PAIR(0x0020, "ST_VALID"),
	XLAT_PAIR(0x0001, "ST_RDONLY"),
	XLAT_PAIR(0x0002, "ST_NOSUID"),
	XLAT_PAIR(0x0004, "ST_NODEV"),
	XLAT_PAIR(0x0008, "ST_NOEXEC"),
	XLAT_PAIR(0x0010, "ST_SYNCHRONOUS"),
	XLAT_PAIR(0x0040, "ST_MANDLOCK"),
	XLAT_PAIR(0x0400, "ST_NOATIME"),
	XLAT_PAIR(0x0800, "ST_NODIRATIME"),
	XLAT_PAIR(0x1000, "ST_RELATIME"),
	XLAT_PAIR(0x2000, "ST_NOSYMFOLLOW"),
	XLAT_END
};

void print_statfsbuf(struct call *c, int arg, int param)
{
	struct kstatfs b;

	if (!verbose(c)) {
		print_addr(c->args[arg]);
		return;
	}
	if (!fetch_out(c, arg, &b, sizeof(b)))
		return;
	tputs("{f_type=");
	print_xlat(fs_magics, (uint64_t)b.f_type, NULL);
	tprintf(", f_bsize=%llu, f_blocks=%llu, f_bfree=%llu, f_bavail=%llu, f_files=%llu, f_ffree=%llu",
		(unsigned long long)b.f_bsize, (unsigned long long)b.f_blocks,
		(unsigned long long)b.f_bfree, (unsigned long long)b.f_bavail,
		(unsigned long long)b.f_files, (unsigned long long)b.f_ffree);
	tputs(", f_fsid={val=[");
	for (unsigned i = 0; i < 2; i++) {
		if (i)
			tputs(", ");
		if (array_cut(c, i))
			break;
		tprintf("%#x", (unsigned)b.f_fsid[i]);
	}
	tprintf("]}, f_namelen=%llu, f_frsize=%llu",
		(unsigned long long)b.f_namelen, (unsigned long long)b.f_frsize);
	if (b.f_flags & 0x20) {
		tputs(", f_flags=");
		print_flags(statfs_flags, (uint64_t)b.f_flags, NULL);
	}
	tputc('}');
}

/* The compat ABI's struct statfs64 (layout.c), when the size argument is
 * its size; strace shows another size's buffer as an address. */
void print_statfs64buf(struct call *c, int arg, int param)
{
	if (c->args[param] != layout_size(kind_layout(K_statfs64buf), c->compat)) {
		print_addr(c->args[arg]);
		return;
	}
	print_statfsbuf(c, arg, param);
}

void print_udev(struct call *c, int arg, int param)
{
	print_dev((unsigned)c->args[arg]);
}
