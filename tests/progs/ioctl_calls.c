/* ioctl requests of several families on a bad descriptor, with their
 * argument structs filled in: what strace decodes of each.  An argument
 * "out" (what the call writes) is the same struct, for runs whose calls
 * are made to succeed (-e inject=ioctl:retval=). */
#include <linux/audit.h>
#include <linux/counter.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <linux/gpio.h>
#include <linux/hiddev.h>
#include <linux/hidraw.h>
#include <linux/hdreg.h>
#include <linux/input.h>
#include <linux/lirc.h>
#include <linux/loop.h>
#include <linux/mmtimer.h>
#include <linux/nbd.h>
#include <linux/random.h>
#include <linux/rtc.h>
#include <linux/seccomp.h>
#include <linux/watchdog.h>
#include <mtd/mtd-abi.h>
#include <mtd/ubi-user.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

int main(void)
{
	struct input_absinfo abs = { 1, -2, 3, 4, 5, 6 };
	struct input_id id = { 1, 2, 3, 4 };
	unsigned int keycode[2] = { 30, KEY_A };
	unsigned long bits[2] = { 0x1e, 0 };
	struct fstrim_range range = { 4096, 1 << 20, 512 };
	struct fsxattr fsx = { FS_XFLAG_IMMUTABLE | FS_XFLAG_NOATIME | 0x40000000, 2, 3, 4, 5, { 0 } };
	struct counter_watch watch = { { COUNTER_COMPONENT_COUNT, COUNTER_SCOPE_COUNT, 1, 2 },
				       COUNTER_EVENT_INDEX, 3 };
	struct seccomp_notif_resp resp = { 7, -1, -13, SECCOMP_USER_NOTIF_FLAG_CONTINUE };
	struct seccomp_notif notif = { .id = 1, .pid = 0 };
	struct hd_geometry geo = { 16, 63, 1024, 0 };
	unsigned char drive_cmd[4] = { 0xec, 1, 2, 3 };
	struct fiemap *fm = calloc(1, sizeof(*fm) + 2 * sizeof(struct fiemap_extent));
	struct rand_pool_info *rnd = calloc(1, sizeof(*rnd) + 8);
	struct gpio_v2_line_values gv = { 0x5, 0xf };
	struct gpioline_info gli = { .line_offset = 3 };
	struct loop_info64 li = { .lo_offset = 4096, .lo_number = 7, .lo_flags = LO_FLAGS_READ_ONLY };
	struct rtc_time tm = { 1, 2, 3, 4, 5, 120, 0, 0, 0 };
	struct erase_info_user erase = { 0x1000, 0x2000 };
	int32_t ubi_vol = 3;
	unsigned int lirc_mode = LIRC_MODE_MODE2;
	int modem = TIOCM_DTR | TIOCM_RTS, wd = 30, flags = FS_IMMUTABLE_FL | FS_NOATIME_FL;

	fm->fm_start = 0;
	fm->fm_length = ~0ULL;
	fm->fm_flags = FIEMAP_FLAG_SYNC;
	fm->fm_mapped_extents = 1;
	fm->fm_extent_count = 2;
	fm->fm_extents[0].fe_length = 4096;
	fm->fm_extents[0].fe_flags = FIEMAP_EXTENT_LAST;
	rnd->entropy_count = 8;
	rnd->buf_size = 8;
	memcpy(rnd->buf, "\1\2abcdef", 8);

	ioctl(-1, _IOC(_IOC_READ | _IOC_WRITE, 0xde, 0xad, 0x10), 0xdeadbeefUL);
	ioctl(-1, EVIOCGVERSION, 0);
	ioctl(-1, EVIOCGID, &id);
	ioctl(-1, EVIOCGABS(ABS_Y), &abs);
	ioctl(-1, EVIOCGABS(0x3e), &abs);
	ioctl(-1, EVIOCGBIT(EV_KEY, sizeof(bits)), bits);
	ioctl(-1, EVIOCSKEYCODE, keycode);
	ioctl(-1, FIFREEZE, 0);
	ioctl(-1, FITRIM, &range);
	ioctl(-1, FS_IOC_FSSETXATTR, &fsx);
	ioctl(-1, FS_IOC_FSGETXATTR, &fsx);
	ioctl(-1, FS_IOC_SETFLAGS, &flags);
	ioctl(-1, FS_IOC_FIEMAP, fm);
	ioctl(-1, TIOCMBIS, &modem);
	ioctl(-1, HDIO_GETGEO, &geo);
	ioctl(-1, HDIO_DRIVE_CMD, drive_cmd);
	ioctl(-1, HDIO_SET_DMA, 1UL);
	ioctl(-1, COUNTER_ADD_WATCH_IOCTL, &watch);
	ioctl(-1, SECCOMP_IOCTL_NOTIF_SEND, &resp);
#if defined __x86_64__ || defined __i386__
	/* gettid of each x86 personality: named as the caller's own or not */
	notif.data.nr = 224;
	notif.data.arch = AUDIT_ARCH_I386;
	ioctl(-1, SECCOMP_IOCTL_NOTIF_RECV, &notif);
	notif.data.nr = 186;
	notif.data.arch = AUDIT_ARCH_X86_64;
	ioctl(-1, SECCOMP_IOCTL_NOTIF_RECV, &notif);
#endif
	ioctl(-1, RNDADDENTROPY, rnd);
	ioctl(-1, RNDGETENTCNT, &wd);
	ioctl(-1, WDIOC_SETTIMEOUT, &wd);
	ioctl(-1, WDIOC_KEEPALIVE, 0);
	ioctl(-1, GPIO_V2_LINE_SET_VALUES_IOCTL, &gv);
	ioctl(-1, GPIO_V2_LINE_GET_VALUES_IOCTL, &gv);
	ioctl(-1, GPIO_GET_LINEINFO_IOCTL, &gli);
	ioctl(-1, LOOP_SET_STATUS64, &li);
	ioctl(-1, LOOP_GET_STATUS64, &li);
	ioctl(-1, RTC_SET_TIME, &tm);
	ioctl(-1, RTC_RD_TIME, &tm);
	ioctl(-1, MEMERASE, &erase);
	ioctl(-1, UBI_IOCRMVOL, &ubi_vol);
	ioctl(-1, LIRC_SET_REC_MODE, &lirc_mode);
	ioctl(-1, NBD_SET_FLAGS, NBD_FLAG_HAS_FLAGS | NBD_FLAG_READ_ONLY);
	/* names only: families strace does not decode, HID's made of the
	 * number with the length, a number of two families */
	ioctl(-1, MMTIMER_GETRES, &range);
	ioctl(-1, HIDIOCGVERSION, &range);
	ioctl(-1, HIDIOCGPHYS(8), &range);
	ioctl(-1, HIDIOCGRAWNAME(32), &range);
	ioctl(-1, HIDIOCSFEATURE(3), &range);
	ioctl(-1, HIDIOCGSTRING, &range);
	ioctl(-1, 'Z' << 8 | 0x41, &range);
	ioctl(-1, 'Z' << 8 | 0x88, &range);
	ioctl(-1, 'K' << 8 | 3, &range);
	ioctl(-1, _IOR(0x12, 125, char[256]), &range);
	return 0;
}
