/* More structures as a 32-bit program lays them out (gcc -m32 -c only),
 * one a section, for tests/m32.bats to check layout.c's compat layouts of
 * the structures that no argument kind stands for alone (System V IPC's,
 * siginfo_t's union members, struct cmsghdr and mmsghdr) and of struct sigevent,
 * struct timex, struct rusage and struct sysinfo, i386's struct
 * __old_kernel_stat, struct mq_attr, struct iovec, struct fs_quota_stat and
 * struct keyctl_kdf_params.  Every field holds a value of its own. */
#define _GNU_SOURCE
#define _FILE_OFFSET_BITS 32
#define _TIME_BITS 32
#include <linux/dqblk_xfs.h>
#include <linux/keyctl.h>
#include <mqueue.h>
#include <signal.h>
#include <sys/msg.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/sysinfo.h>
#include <sys/socket.h>
#include <sys/timex.h>
#include <sys/uio.h>
#include <time.h>

#define AT(name) __attribute__((section(".t_" #name), used))

#define PERM { .__key = 11, .uid = 1001, .gid = 1002, .cuid = 1003, .cgid = 1004, .mode = 0640 }

struct msqid_ds msq AT(msqid_ds) = {
	.msg_perm = PERM, .msg_stime = -1, .msg_rtime = 1700000002, .msg_ctime = 1700000003,
	.msg_qnum = 5, .msg_qbytes = 16384, .msg_lspid = 100, .msg_lrpid = 200,
};
struct semid_ds sem AT(semid_ds) = {
	.sem_perm = PERM, .sem_otime = 1700000001, .sem_ctime = -2, .sem_nsems = 3,
};
struct shmid_ds shm AT(shmid_ds) = {
	.shm_perm = PERM, .shm_segsz = 8192, .shm_atime = 1700000001, .shm_dtime = 1700000002,
	.shm_ctime = 1700000003, .shm_cpid = 300, .shm_lpid = 400, .shm_nattch = 2,
};
struct shminfo shmi AT(shminfo) = { 0xfffffffful, 1, 4096, 4095, 0xff000000ul };
struct shm_info shmsi AT(shm_info) = { 2, 3, 4, 5, 6, 7 };
/* one member of the union each (another's initializer would zero it) */
siginfo_t chld AT(si_chld) = {
	.si_signo = SIGCHLD, .si_code = CLD_EXITED, ._sifields._sigchld = { 500, 1001, 42, 7, 8 },
};
siginfo_t queued AT(si_value) = {
	.si_signo = SIGUSR1, .si_code = SI_QUEUE,
	._sifields._rt = { 600, 1002, { .sival_ptr = (void *)0xbadc0de } },
};
struct sigevent ev AT(sigevent) = {
	.sigev_value = { .sival_ptr = (void *)0xf7001234 }, .sigev_signo = SIGALRM,
	.sigev_notify = SIGEV_THREAD,
	._sigev_un._sigev_thread = { (void (*)(union sigval))0xf7005678, (void *)0xf7009abc },
};
struct cmsghdr cm AT(cmsghdr) = { 20, SOL_SOCKET, SCM_RIGHTS };
struct mmsghdr mm AT(mmsghdr) = {
	{ (void *)0xf7000010, 110, (void *)0xf7000020, 3, (void *)0xf7000030, 24, 0x40 }, 15
};
struct timex tx AT(timex) = {
	.modes = 0x2001, .offset = -5, .freq = 6, .status = 0x40, .time = { 1700000001, 999999 },
	.tick = 10000, .shift = 4, .tai = 37,
};
struct rusage ru AT(rusage) = {
	.ru_utime = { -1, 2 }, .ru_stime = { 3, 4 }, .ru_maxrss = -1, .ru_nivcsw = 9,
};
struct sysinfo si AT(sysinfo) = {
	.uptime = -5, .loads = { 1, 2, 0xffffffff }, .freeswap = 6, .procs = 7,
	.totalhigh = 8, .freehigh = 9, .mem_unit = 4096,
};
/* i386's, as <asm/stat.h> has it (whose struct stat clashes with
 * <mqueue.h>'s; st_atime... are macros): dev, ino, mode, nlink, uid, gid,
 * rdev, then size and the three times */
struct old_kernel_stat {
	unsigned short dev, ino, mode, nlink, uid, gid, rdev;
	unsigned long size, atime, mtime, ctime;
};
struct old_kernel_stat ost AT(old_stat) = {
	0x801, 12, 0100644, 2, 1000, 1001, 0x107, 0xfffffffe, 0xfffffff0, 1700000002, 1700000003,
};
struct mq_attr mqa AT(mq_attr) = { .mq_flags = 0x800, .mq_maxmsg = -1, .mq_msgsize = 8192, .mq_curmsgs = 3 };
struct iovec iov AT(iovec) = { (void *)0xf7000040, 0xfffffff0 };
struct fs_quota_stat qstat AT(fs_quota_stat) = {
	.qs_version = -2, .qs_flags = 0x8005, .qs_pad = 3,
	.qs_uquota = { 0x100000002ULL, 3, 4 }, .qs_gquota = { 5, 0x600000007ULL, 8 },
	.qs_incoredqs = 9, .qs_btimelimit = -10, .qs_itimelimit = 11, .qs_rtbtimelimit = 12,
	.qs_bwarnlimit = 13, .qs_iwarnlimit = 65535,
};
struct keyctl_kdf_params kdf AT(kdf_params) = {
	.hashname = (char *)0xf7001234, .otherinfo = (char *)0xf7005678, .otherinfolen = 9,
	.__spare = { 1, 0, 0, 0, 0, 0, 0, 0xffffffff },
};
