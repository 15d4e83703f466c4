/* Calls whose arguments a 32-bit program passes as a 64-bit one does, or
 * whose structures are laid out alike in both ABIs: arch_prctl's stored
 * values, personality, lookup_dcookie's 64-bit cookie (two registers in
 * 32-bit), fanotify_mark's 64-bit mask (the same) and the path after it,
 * mount, mount_setattr and landlock's structures, quotactl's struct if_dqblk
 * (packed in 32-bit), clone's and clone3's thread descriptor (a struct
 * user_desc in i386).  Each fails or changes nothing but a child that
 * exits. */
#define _GNU_SOURCE
#include <asm/ldt.h>
#include <fcntl.h>
#include <linux/sched.h>
#include <linux/quota.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/personality.h>
#include <sys/quota.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "page_end.h"

int main(void)
{
	char *end = page_end(), *end2 = page_end(), *end3 = page_end();
	struct if_dqblk *dq = (struct if_dqblk *)(end3 - sizeof(*dq));
	uint64_t *mask = (uint64_t *)(end - sizeof(*mask));
	unsigned long *word = (unsigned long *)(end - sizeof(*word));
	uint64_t *ruleset = (uint64_t *)(end - sizeof(*ruleset));
	unsigned char *beneath = (unsigned char *)end2 - 12;
	int fd = open(".", O_PATH | O_DIRECTORY);

	syscall(SYS_arch_prctl, 0x1021, mask);         /* ARCH_GET_XCOMP_SUPP */
	syscall(SYS_arch_prctl, 0x1021, end - 4);
	syscall(SYS_arch_prctl, 0x1003, word);         /* ARCH_GET_FS */
	syscall(SYS_arch_prctl, 0x1023, 18);           /* ARCH_REQ_XCOMP_PERM */
	personality(0xffffffff);
	personality(PER_LINUX | ADDR_NO_RANDOMIZE);
	personality(PER_LINUX);
	syscall(SYS_lookup_dcookie, 0xfedcba9876543210ULL, end - 16, 16);
	syscall(SYS_mount, "none", "/nonexistent/dir", "tmpfs", MS_RDONLY | MS_NOSUID, "size=1m");
	syscall(SYS_mount, "/nonexistent/a", "/nonexistent/b", NULL, MS_BIND | MS_REC, NULL);
	struct mount_attr *ma = (struct mount_attr *)(end3 - 4096);

	memset(ma, 0, sizeof(*ma));
	ma->attr_set = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | 0x100000000ULL;
	ma->propagation = MS_SLAVE;
	syscall(SYS_mount_setattr, -1, "/nonexistent", 0, ma, sizeof(*ma));
	syscall(SYS_mount_setattr, fd, "", AT_EMPTY_PATH, ma, sizeof(*ma) + 8);
	syscall(SYS_fanotify_mark, -1, 0x41, 0x40000002ULL, AT_FDCWD, "/dev/null");
	syscall(SYS_fanotify_mark, -1, 0x1, 0xdeadfeed00000008ULL, fd, "compat_misc");
	syscall(SYS_fanotify_mark, -1, 0x800, 0x1ULL, -1, NULL);
	*ruleset = 1 | 1 << 3;
	syscall(SYS_landlock_create_ruleset, ruleset, 8, 0);
	syscall(SYS_landlock_create_ruleset, ruleset, 16, 0);
	memcpy(beneath, ruleset, 8);
	memcpy(beneath + 8, &fd, 4);
	syscall(SYS_landlock_add_rule, -1, 1, beneath, 0);
	syscall(SYS_landlock_add_rule, -1, 1, end2 - 8, 0);
	memset(dq, 0, sizeof(*dq));
	dq->dqb_bhardlimit = 0x100000001ULL;
	dq->dqb_curspace = 4096;
	dq->dqb_itime = 1700000000;
	dq->dqb_valid = QIF_BLIMITS | QIF_ITIME;
	syscall(SYS_quotactl, QCMD(Q_SETQUOTA, USRQUOTA), "/dev/null", 1000, dq);
	syscall(SYS_quotactl, QCMD(Q_GETQUOTA, GRPQUOTA), "/dev/null", 0, dq);

	/* a thread's segment, refused: CLONE_SIGHAND without CLONE_VM */
	struct user_desc *ud = (struct user_desc *)(end2 - 4096);
	struct clone_args ca = {
		.flags = CLONE_SETTLS | CLONE_SIGHAND, .exit_signal = SIGCHLD,
		.tls = (uintptr_t)ud,
	};
	int ctid;

	memset(ud, 0, sizeof(*ud));
	ud->entry_number = -1;
	ud->base_addr = 0x1000;
	ud->limit = 0xfffff;
	ud->seg_32bit = 1;
	ud->limit_in_pages = 1;
	syscall(SYS_clone3, &ca, sizeof(ca));
	syscall(SYS_clone, CLONE_SETTLS | CLONE_SIGHAND | CLONE_CHILD_CLEARTID | SIGCHLD, 0, 0, ud,
		&ctid);
	if (syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0) == 0)
		_exit(0);
	wait(NULL);
	return 0;
}
