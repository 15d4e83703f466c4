/* Calls that take structs, arrays and flags strace decodes, each made so
 * that it fails or changes nothing: some of their arguments end at a page
 * whose next page is unmapped, so what can be read of them shows. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/quota.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

/* size bytes that end where an unmapped page begins */
static void *at_page_end(size_t size)
{
	static char *page;

	if (!page) {
		page = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		munmap(page + 4096, 4096);
	}
	memset(page, 0, 4096);
	return page + 4096 - size;
}

int main(void)
{
	uint64_t how[5] = { O_RDONLY | O_EXCL, 0, 0, 0, 0 };
	uint64_t args[12] = { 0 }, attr[5] = { 0xffffffff00000000ULL, 0, 0, 0, 0 };
	uint64_t *tail, mask = 0;
	uint32_t action = 0, *fmt;
	char sizes[6], *name;

	/* extensible structs: a zero tail, a non-zero one, an unreadable one */
	syscall(SYS_openat2, -1, "struct_calls.sample", how, 32);
	how[3] = 0x8786858483828180ULL;
	syscall(SYS_openat2, -1, "struct_calls.sample", how, 32);
	tail = at_page_end(24);
	tail[0] = O_RDONLY | O_EXCL;
	syscall(SYS_openat2, -1, "struct_calls.sample", tail, 32);
	args[11] = 0xfacefeeddeadc0deULL;
	syscall(SYS_clone3, args, 96);
	syscall(SYS_mount_setattr, -1, "/dev/full", 0, attr, 40);   /* EINVAL */

	/* the mount API */
	syscall(SYS_fsopen, NULL, 1);
	syscall(SYS_fsmount, -1, 1, 0x7f);
	syscall(SYS_fspick, -1, NULL, 0xf);
	syscall(SYS_open_tree, -1, NULL, 0x80001);
	syscall(SYS_move_mount, -1, "", -1, "", 0x177);
	syscall(SYS_fsconfig, -1, 1, "key", "value", 0);
	syscall(SYS_fsconfig, -1, 2, "key", "\1\2\3", 3);
	syscall(SYS_fsconfig, -1, 3, "key", "/dev/null", AT_FDCWD);
	syscall(SYS_fsconfig, -1, 6, NULL, NULL, 0);

	/* flags and constants */
	syscall(SYS_landlock_create_ruleset, NULL, 0, 1);
	syscall(SYS_landlock_add_rule, -1, 1, NULL, 0);
	syscall(SYS_fanotify_init, 0xc, O_WRONLY);
	syscall(SYS_memfd_secret, O_CLOEXEC | 0x1000);
	syscall(SYS_sync_file_range, -1, 0, 0, 7);
	syscall(SYS_remap_file_pages, 0, 0, PROT_READ, 0, MAP_PRIVATE | MAP_ANONYMOUS);
	syscall(SYS_ustat, 0xffffffff, NULL);
	syscall(SYS_delete_module, "struct_calls_no_such_module", O_NONBLOCK | O_TRUNC);
	syscall(SYS_finit_module, -1, "", 2);
	syscall(SYS_kexec_file_load, -1, -1, 0, NULL, 0xbadc0de0);
	syscall(SYS_reboot, 0, 0, 0, NULL);
	syscall(SYS_syslog, -1, NULL, 0);
	syscall(SYS_umask, 0xffff0022);
	syscall(SYS_umask, 022);

	/* quotas, message queues, memory policies, groups, seccomp */
	fmt = at_page_end(4);
	syscall(SYS_quotactl, QCMD(Q_GETFMT, USRQUOTA), "/dev/null", 0, fmt);
	syscall(SYS_quotactl_fd, -1, QCMD(Q_GETFMT, GRPQUOTA), 0, fmt);
	syscall(SYS_quotactl, QCMD(Q_SYNC, 0xff), NULL, 0, NULL);
	syscall(SYS_mq_open, NULL, O_RDONLY);
	syscall(SYS_mq_open, NULL, O_CREAT | O_WRONLY, 0600, at_page_end(64));
	syscall(SYS_mq_getsetattr, -1, at_page_end(64), NULL);
	syscall(SYS_set_mempolicy, 0, &mask, 2);
	syscall(SYS_set_mempolicy, 0, at_page_end(8), 66);
	syscall(SYS_setgroups, 2, at_page_end(4));
	syscall(SYS_seccomp, 2, 0, &action);
	syscall(SYS_seccomp, 3, 0, sizes);
	syscall(SYS_getrandom, NULL, 0, 0);

	/* fanotify marks, keys, a memfd name longer than the kernel reads */
	syscall(SYS_fanotify_mark, -1, 0xdeadffffUL, 0xdeadfeedffffffffULL, -1, NULL);
	syscall(SYS_fanotify_mark, -1, 0x41, 0x40000002ULL, AT_FDCWD, "/dev/null");
	syscall(SYS_fanotify_mark, -1, 0x800, 0xa7f02000ULL, 0xffffff00UL, NULL);
	syscall(SYS_add_key, ".no_such_type", "struct_calls", "\1\2\3", 3, -4);
	syscall(SYS_add_key, NULL, NULL, at_page_end(5), 6, -8);
	syscall(SYS_request_key, ".no_such_type", "struct_calls", NULL, -9);
	name = at_page_end(250);
	memset(name, 'm', 250);
	syscall(SYS_memfd_create, name, 0);
	return 0;
}
