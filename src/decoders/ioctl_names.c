/* ioctl, families strace names but does not decode: ZFS and Solaris kstat
 * (no Linux header: their numbers are ZFS's enum), SGI's MMTIMER, HID
 * devices (with the length in the names made of the number), x86's MTRR. */
#include <linux/hiddev.h>
#include <linux/hidraw.h>
#include <linux/mmtimer.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

#if defined __x86_64__ || defined __i386__
#include <asm/mtrr.h>

/* x86's memory type range registers: struct mtrr_sentry and struct
 * mtrr_gentry, whose compat (i386) layout is its own, size their numbers */
static const struct field f_mtrr_sentry[] = {
	{ "base", FT_ULONG, 0 }, { "size", FT_U32, 0 }, { "type", FT_U32, 0 }, { NULL, 0, 0 }
};
static const struct field f_mtrr_gentry[] = {
	{ "base", FT_U64, 0 }, { "size", FT_U32, 0 }, { "regnum", FT_U32, 0 },
	{ "type", FT_U32, 0 }, { "_pad", FT_U32, 0 }, { NULL, 0, 0 }
};
static const struct field f_mtrr_gentry32[] = {
	{ "regnum", FT_U32, 0 }, { "base", FT_ULONG, 0 }, { "size", FT_U32, 0 },
	{ "type", FT_U32, 0 }, { NULL, 0, 0 }
};
static const struct layout mtrr_sentry = { f_mtrr_sentry, NULL };
static const struct layout mtrr_gentry = { f_mtrr_gentry, f_mtrr_gentry32 };
#define MTRR(code, by) { code, #code, A_HEX, NULL, NULL, by }
#define MTRR_REQS \
	MTRR(MTRRIOC_ADD_ENTRY, &mtrr_sentry), MTRR(MTRRIOC_SET_ENTRY, &mtrr_sentry), \
	MTRR(MTRRIOC_DEL_ENTRY, &mtrr_sentry), MTRR(MTRRIOC_GET_ENTRY, &mtrr_gentry), \
	MTRR(MTRRIOC_KILL_ENTRY, &mtrr_sentry), MTRR(MTRRIOC_ADD_PAGE_ENTRY, &mtrr_sentry), \
	MTRR(MTRRIOC_SET_PAGE_ENTRY, &mtrr_sentry), MTRR(MTRRIOC_DEL_PAGE_ENTRY, &mtrr_sentry), \
	MTRR(MTRRIOC_GET_PAGE_ENTRY, &mtrr_gentry), MTRR(MTRRIOC_KILL_PAGE_ENTRY, &mtrr_sentry),
#else
#define MTRR_REQS
#endif

/* ZFS's requests follow ZFS_IOC_FIRST in the order of its enum; those of
 * Linux only begin after ZFS_IOC_LINUX */
#define ZFS_IOC_FIRST ('Z' << 8)
#define ZFS_IOC_LINUX (ZFS_IOC_FIRST + 0x80)
#define ZFS(base, nr, name) { (base) + (nr), "ZFS_IOC_" #name, A_HEX, NULL, NULL, NULL }
#define KSTAT(nr, name) { ('K' << 8) + (nr), "KSTAT_IOC_" #name, A_HEX, NULL, NULL, NULL }

static const struct ioc_req reqs[] = {
	ZFS(ZFS_IOC_FIRST, 0, POOL_CREATE), ZFS(ZFS_IOC_FIRST, 1, POOL_DESTROY),
	ZFS(ZFS_IOC_FIRST, 2, POOL_IMPORT), ZFS(ZFS_IOC_FIRST, 3, POOL_EXPORT),
	ZFS(ZFS_IOC_FIRST, 4, POOL_CONFIGS), ZFS(ZFS_IOC_FIRST, 5, POOL_STATS),
	ZFS(ZFS_IOC_FIRST, 6, POOL_TRYIMPORT), ZFS(ZFS_IOC_FIRST, 7, POOL_SCAN),
	ZFS(ZFS_IOC_FIRST, 8, POOL_FREEZE), ZFS(ZFS_IOC_FIRST, 9, POOL_UPGRADE),
	ZFS(ZFS_IOC_FIRST, 10, POOL_GET_HISTORY), ZFS(ZFS_IOC_FIRST, 11, VDEV_ADD),
	ZFS(ZFS_IOC_FIRST, 12, VDEV_REMOVE), ZFS(ZFS_IOC_FIRST, 13, VDEV_SET_STATE),
	ZFS(ZFS_IOC_FIRST, 14, VDEV_ATTACH), ZFS(ZFS_IOC_FIRST, 15, VDEV_DETACH),
	ZFS(ZFS_IOC_FIRST, 16, VDEV_SETPATH), ZFS(ZFS_IOC_FIRST, 17, VDEV_SETFRU),
	ZFS(ZFS_IOC_FIRST, 18, OBJSET_STATS), ZFS(ZFS_IOC_FIRST, 19, OBJSET_ZPLPROPS),
	ZFS(ZFS_IOC_FIRST, 20, DATASET_LIST_NEXT), ZFS(ZFS_IOC_FIRST, 21, SNAPSHOT_LIST_NEXT),
	ZFS(ZFS_IOC_FIRST, 22, SET_PROP), ZFS(ZFS_IOC_FIRST, 23, CREATE),
	ZFS(ZFS_IOC_FIRST, 24, DESTROY), ZFS(ZFS_IOC_FIRST, 25, ROLLBACK),
	ZFS(ZFS_IOC_FIRST, 26, RENAME), ZFS(ZFS_IOC_FIRST, 27, RECV),
	ZFS(ZFS_IOC_FIRST, 28, SEND), ZFS(ZFS_IOC_FIRST, 29, INJECT_FAULT),
	ZFS(ZFS_IOC_FIRST, 30, CLEAR_FAULT), ZFS(ZFS_IOC_FIRST, 31, INJECT_LIST_NEXT),
	ZFS(ZFS_IOC_FIRST, 32, ERROR_LOG), ZFS(ZFS_IOC_FIRST, 33, CLEAR),
	ZFS(ZFS_IOC_FIRST, 34, PROMOTE), ZFS(ZFS_IOC_FIRST, 35, SNAPSHOT),
	ZFS(ZFS_IOC_FIRST, 36, DSOBJ_TO_DSNAME), ZFS(ZFS_IOC_FIRST, 37, OBJ_TO_PATH),
	ZFS(ZFS_IOC_FIRST, 38, POOL_SET_PROPS), ZFS(ZFS_IOC_FIRST, 39, POOL_GET_PROPS),
	ZFS(ZFS_IOC_FIRST, 40, SET_FSACL), ZFS(ZFS_IOC_FIRST, 41, GET_FSACL),
	ZFS(ZFS_IOC_FIRST, 42, SHARE), ZFS(ZFS_IOC_FIRST, 43, INHERIT_PROP),
	ZFS(ZFS_IOC_FIRST, 44, SMB_ACL), ZFS(ZFS_IOC_FIRST, 45, USERSPACE_ONE),
	ZFS(ZFS_IOC_FIRST, 46, USERSPACE_MANY), ZFS(ZFS_IOC_FIRST, 47, USERSPACE_UPGRADE),
	ZFS(ZFS_IOC_FIRST, 48, HOLD), ZFS(ZFS_IOC_FIRST, 49, RELEASE),
	ZFS(ZFS_IOC_FIRST, 50, GET_HOLDS), ZFS(ZFS_IOC_FIRST, 51, OBJSET_RECVD_PROPS),
	ZFS(ZFS_IOC_FIRST, 52, VDEV_SPLIT), ZFS(ZFS_IOC_FIRST, 53, NEXT_OBJ),
	ZFS(ZFS_IOC_FIRST, 54, DIFF), ZFS(ZFS_IOC_FIRST, 55, TMP_SNAPSHOT),
	ZFS(ZFS_IOC_FIRST, 56, OBJ_TO_STATS), ZFS(ZFS_IOC_FIRST, 57, SPACE_WRITTEN),
	ZFS(ZFS_IOC_FIRST, 58, SPACE_SNAPS), ZFS(ZFS_IOC_FIRST, 59, DESTROY_SNAPS),
	ZFS(ZFS_IOC_FIRST, 60, POOL_REGUID), ZFS(ZFS_IOC_FIRST, 61, POOL_REOPEN),
	ZFS(ZFS_IOC_FIRST, 62, SEND_PROGRESS), ZFS(ZFS_IOC_FIRST, 63, LOG_HISTORY),
	ZFS(ZFS_IOC_FIRST, 64, SEND_NEW), ZFS(ZFS_IOC_FIRST, 65, SEND_SPACE),
	ZFS(ZFS_IOC_FIRST, 66, CLONE), ZFS(ZFS_IOC_FIRST, 67, BOOKMARK),
	ZFS(ZFS_IOC_FIRST, 68, GET_BOOKMARKS), ZFS(ZFS_IOC_FIRST, 69, DESTROY_BOOKMARKS),
	ZFS(ZFS_IOC_FIRST, 70, RECV_NEW), ZFS(ZFS_IOC_FIRST, 71, POOL_SYNC),
	ZFS(ZFS_IOC_FIRST, 72, CHANNEL_PROGRAM), ZFS(ZFS_IOC_FIRST, 73, LOAD_KEY),
	ZFS(ZFS_IOC_FIRST, 74, UNLOAD_KEY), ZFS(ZFS_IOC_FIRST, 75, CHANGE_KEY),
	ZFS(ZFS_IOC_FIRST, 76, REMAP), ZFS(ZFS_IOC_FIRST, 77, POOL_CHECKPOINT),
	ZFS(ZFS_IOC_FIRST, 78, POOL_DISCARD_CHECKPOINT), ZFS(ZFS_IOC_FIRST, 79, POOL_INITIALIZE),
	ZFS(ZFS_IOC_FIRST, 80, POOL_TRIM), ZFS(ZFS_IOC_FIRST, 81, REDACT),
	ZFS(ZFS_IOC_FIRST, 82, GET_BOOKMARK_PROPS), ZFS(ZFS_IOC_FIRST, 83, WAIT),
	ZFS(ZFS_IOC_FIRST, 84, WAIT_FS), ZFS(ZFS_IOC_FIRST, 85, VDEV_GET_PROPS),
	ZFS(ZFS_IOC_FIRST, 86, VDEV_SET_PROPS),
	ZFS(ZFS_IOC_LINUX, 1, EVENTS_NEXT), ZFS(ZFS_IOC_LINUX, 2, EVENTS_CLEAR),
	ZFS(ZFS_IOC_LINUX, 3, EVENTS_SEEK), ZFS(ZFS_IOC_LINUX, 4, NEXTBOOT),
	ZFS(ZFS_IOC_LINUX, 5, JAIL), ZFS(ZFS_IOC_LINUX, 6, UNJAIL),
	ZFS(ZFS_IOC_LINUX, 7, SET_BOOTENV), ZFS(ZFS_IOC_LINUX, 8, GET_BOOTENV),
	/* a ZFS volume's dataset name */
	{ _IOR(0x12, 125, char[256]), "BLKZNAME", A_HEX, NULL, NULL, NULL },
	KSTAT(1, CHAIN_ID), KSTAT(2, READ), KSTAT(3, WRITE),
	/* sized by an unsigned long, 4 bytes in a compat call */
	IOC(MMTIMER_GETOFFSET, A_HEX), IOC_S(MMTIMER_GETRES, A_HEX, &layout_ulong),
	IOC_S(MMTIMER_GETFREQ, A_HEX, &layout_ulong), IOC(MMTIMER_GETBITS, A_HEX),
	IOC(MMTIMER_MMAPAVAIL, A_HEX), IOC_S(MMTIMER_GETCOUNTER, A_HEX, &layout_ulong),
	IOC(HIDIOCGVERSION, A_HEX), IOC(HIDIOCAPPLICATION, A_HEX), IOC(HIDIOCGDEVINFO, A_HEX),
	IOC(HIDIOCGSTRING, A_HEX), IOC(HIDIOCINITREPORT, A_HEX), IOC(HIDIOCGREPORT, A_HEX),
	IOC(HIDIOCSREPORT, A_HEX), IOC(HIDIOCGREPORTINFO, A_HEX), IOC(HIDIOCGFIELDINFO, A_HEX),
	IOC(HIDIOCGUSAGE, A_HEX), IOC(HIDIOCSUSAGE, A_HEX), IOC(HIDIOCGUCODE, A_HEX),
	IOC(HIDIOCGFLAG, A_HEX), IOC(HIDIOCSFLAG, A_HEX), IOC(HIDIOCGCOLLECTIONINDEX, A_HEX),
	IOC(HIDIOCGCOLLECTIONINFO, A_HEX), IOC(HIDIOCGUSAGES, A_HEX), IOC(HIDIOCSUSAGES, A_HEX),
	IOC(HIDIOCGRDESCSIZE, A_HEX), IOC(HIDIOCGRDESC, A_HEX), IOC(HIDIOCGRAWINFO, A_HEX),
	MTRR_REQS
};

/* The HID requests with the length in the number, by direction and number
 * as strace knows them (it names _IOC_READ's 6 HIDIOCSFEATURE too) */
struct hid_made {
	unsigned dir, nr;
	const char *name;
};
static const struct hid_made hid_made[] = {
	{ _IOC_READ, 0x04, "HIDIOCGRAWNAME" }, { _IOC_READ, 0x05, "HIDIOCGRAWPHYS" },
	{ _IOC_READ, 0x06, "HIDIOCSFEATURE" }, { _IOC_READ, 0x08, "HIDIOCGRAWUNIQ" },
	{ _IOC_READ, 0x12, "HIDIOCGPHYS" },
	{ _IOC_READ | _IOC_WRITE, 0x06, "HIDIOCSFEATURE" },
	{ _IOC_READ | _IOC_WRITE, 0x07, "HIDIOCGFEATURE" },
};

static bool hid_name(uint32_t code, char *buf, size_t size, bool comment)
{
	if (_IOC_TYPE(code) != 'H')
		return false;
	for (size_t i = 0; i < sizeof(hid_made) / sizeof(hid_made[0]); i++)
		if (hid_made[i].dir == _IOC_DIR(code) && hid_made[i].nr == _IOC_NR(code)) {
			snprintf(buf, size, "%s(%u)", hid_made[i].name, _IOC_SIZE(code));
			return true;
		}
	return false;
}

const struct ioc_table ioc_names_table = IOC_TABLE(reqs, hid_name);
