/* Calls of everyday system tools (capsh, setpriv, chattr, lsns, ipcs,
 * unshare --mount-proc, pmap) with their arguments.  Runs as root in new
 * IPC and mount namespaces, so IPC ids start at 0 and mounts stay private. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/capability.h>
#include <linux/fs.h>
#include <linux/nsfs.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/personality.h>
#include <sys/ipc.h>
#include <sys/mount.h>
#include <sys/msg.h>
#include <sys/prctl.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Options of newer kernels and architectures (most fail here: their
 * arguments still print), values stored just before an unmapped page, and
 * the persona. */
static void more_prctls(void)
{
	char *page = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unsigned long long mask;

	if (page == MAP_FAILED)
		return;
	munmap(page + 4096, 4096);
	prctl(PR_GET_CHILD_SUBREAPER, page + 4096 - 4);
	prctl(PR_GET_PDEATHSIG, page + 4096 - 4);
	prctl(PR_GET_TID_ADDRESS, page + 4096 - 8);
	page[4095] = 0;
	prctl(PR_SET_NAME, page + 4095);
	memcpy(page + 4096 - 15, "fifteen-chars..", 15);
	prctl(PR_SET_NAME, page + 4096 - 15);
	prctl(PR_GET_NAME, page + 4096 - 16);
	prctl(PR_SVE_SET_VL, 0x6000f, 1, 2, 3);
	prctl(PR_SVE_GET_VL, 0, 0, 0, 0);
	prctl(PR_SME_SET_VL, 0x10010, 1, 2, 3);
	prctl(PR_SET_TAGGED_ADDR_CTRL, 0x57ae57f5, 1, 2, 3);
	prctl(PR_GET_TAGGED_ADDR_CTRL, 0, 0, 0, 0);
	prctl(PR_PAC_RESET_KEYS, 0x21, 0, 0, 0);
	prctl(PR_PAC_SET_ENABLED_KEYS, 3, 0x11, 0, 0);
	prctl(PR_PAC_GET_ENABLED_KEYS, 0, 0, 0, 0);
	prctl(PR_SET_SYSCALL_USER_DISPATCH, 1, 0xdeadbeef, 0, 0);
	prctl(PR_SCHED_CORE, PR_SCHED_CORE_GET, 1, 0, &mask);
	prctl(PR_SCHED_CORE, 7, 0xffffffff00000001ULL, 9, 0);
	prctl(PR_GET_SPECULATION_CTRL, 0, 0, 0, 0);
	prctl(PR_GET_FP_MODE);
	syscall(SYS_arch_prctl, 0x1021, &mask);
	syscall(SYS_arch_prctl, 0x1022, page + 4096 - 4);
	syscall(SYS_arch_prctl, 0x1023, 18);
	personality(0xffffffff);
	personality(PER_BSD | SHORT_INODE | 0x10000);
	personality(0xffffffff);
	personality(PER_LINUX);
	munmap(page, 4096);
}

static void prctls(void)
{
	unsigned v;
	char name[] = "anon-name";

	prctl(PR_GET_SECUREBITS);
	prctl(PR_SET_SECUREBITS, 0x10);
	prctl(PR_GET_SECUREBITS);
	prctl(PR_SET_SECUREBITS, 0);
	prctl(PR_SET_SECUREBITS, 0x1000);
	prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_IS_SET, CAP_CHOWN, 0, 0);
	prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_LOWER, 99, 0, 0);
	prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
	prctl(PR_CAP_AMBIENT, 9, 1, 2, 3);
	prctl(PR_GET_TSC, &v);
	prctl(PR_SET_TSC, PR_TSC_ENABLE);
	prctl(PR_SET_UNALIGN, PR_UNALIGN_NOPRINT);
	prctl(PR_GET_FP_MODE);
	prctl(PR_SET_FP_MODE, 3);
	prctl(PR_MCE_KILL, PR_MCE_KILL_SET, PR_MCE_KILL_EARLY, 0, 0);
	prctl(PR_MCE_KILL_GET, 0, 0, 0, 0);
	prctl(PR_MCE_KILL, PR_MCE_KILL_CLEAR, 0, 0, 0);
	prctl(PR_SET_MM, PR_SET_MM_BRK, 0, 0, 0);
	prctl(PR_SET_VMA, PR_SET_VMA_ANON_NAME, 0x10000, 4096, name);
	prctl(PR_SET_VMA, 5, 1, 2, 3);
	prctl(PR_GET_SPECULATION_CTRL, 7, 0, 0, 0);
	prctl(PR_SET_SPECULATION_CTRL, 9, 5, 0, 0);
}

static void caps(void)
{
	struct __user_cap_header_struct h = { 0, 0 };
	struct __user_cap_data_struct d[2];

	syscall(SYS_capget, &h, NULL);   /* the kernel writes its version back */
	syscall(SYS_capget, &h, d);
	h.version = 0x12345678;
	syscall(SYS_capget, &h, d);
}

static void sysv_ipc(void)
{
	struct sembuf ops[2] = { { 0, 1, SEM_UNDO }, { 1, 0, IPC_NOWAIT } };
	int shm = shmget(IPC_PRIVATE, 42, IPC_CREAT | 0666), msg, sem;
	void *p = shmat(shm, NULL, SHM_RDONLY);

	shmget(0x1234abcd, 4096, 0600);
	shmdt(p);
	shmctl(shm, SHM_LOCK, NULL);
	shmctl(shm, IPC_RMID, NULL);
	shmctl(-1, 99, NULL);
	msg = msgget(IPC_PRIVATE, IPC_CREAT | IPC_EXCL | 0600);
	msgget(0x42, 0);
	msgctl(msg, IPC_RMID, NULL);
	sem = semget(IPC_PRIVATE, 2, IPC_CREAT | 0600);
	semop(sem, ops, 2);
	semctl(sem, 0, GETVAL);
	semctl(sem, 1, SETVAL, 5);
	semctl(sem, 0, IPC_RMID);
}

static void fs_and_ns(const char *dir)
{
	char file[4096];
	int fd, flags;

	snprintf(file, sizeof(file), "%s/f", dir);
	unlink(file);   /* a new file each run: no inode flags yet */
	fd = open(file, O_RDONLY | O_CREAT, 0600);
	if (ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0) {
		flags |= FS_NOATIME_FL;
		ioctl(fd, FS_IOC_SETFLAGS, &flags);
		ioctl(fd, FS_IOC_GETFLAGS, &flags);
	}
	close(fd);
	fd = open("/proc/self/ns/uts", O_RDONLY);
	ioctl(fd, NS_GET_NSTYPE);
	ioctl(fd, NS_GET_USERNS);
	ioctl(fd, NS_GET_OWNER_UID, &flags);
	close(fd);
}

static void mounts(const char *dir)
{
	char sub[4096];

	snprintf(sub, sizeof(sub), "%s/m", dir);
	mkdir(sub, 0700);
	mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL);
	mount("tmpfs", sub, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=700");
	mount(NULL, sub, NULL, MS_REMOUNT | MS_RDONLY | MS_NOATIME, "size=64k");
	mount(sub, sub, NULL, MS_BIND, NULL);
	umount2(sub, MNT_DETACH);
	umount2(sub, 0);
	umount2(sub, UMOUNT_NOFOLLOW | 0x40);
}

int main(int argc, char **argv)
{
	const char *dir = argc > 1 ? argv[1] : ".";

	if (unshare(CLONE_NEWIPC | CLONE_NEWNS) < 0)
		return 77;
	prctls();
	more_prctls();
	caps();
	sysv_ipc();
	fs_and_ns(dir);
	mounts(dir);
	return 0;
}
