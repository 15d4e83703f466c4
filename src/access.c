/* Access.  ebtrace may hold BPF capabilities (installed with them, or run
 * by root), but must show a user no more than ptrace would.  Rather than
 * re-implementing ptrace's rules (credentials, capabilities, dumpability,
 * Yama's ptrace_scope, Landlock, other LSMs), the kernel is asked:
 * process_vm_readv() checks PTRACE_MODE_ATTACH_REALCREDS on its target,
 * the very check (with the same LSM hooks) that PTRACE_SEIZE makes.
 * Reading one byte at address 1 fails with EFAULT once access is granted,
 * with EPERM when it is not.  Unlike a PTRACE_SEIZE and detach it neither
 * touches the target nor fails because a debugger already traces it: a
 * process under gdb can be traced by ebtrace as well. */
#include <errno.h>
#include <linux/capability.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

#include "access.h"
#include "ebtrace.h"

static uint64_t own_caps(void)
{
	struct __user_cap_header_struct hdr = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct data[2] = {};

	if (syscall(SYS_capget, &hdr, data) < 0)
		return 0;
	return data[0].effective | (uint64_t)data[1].effective << 32;
}

static int privileged = -1;

bool access_privileged(void)
{
	if (privileged < 0)
		privileged = (own_caps() >> CAP_SYS_PTRACE) & 1;
	return privileged;
}

int access_check(pid_t pid)
{
	char byte;
	struct iovec local = { &byte, 1 }, remote = { (void *)1, 1 };

	if (pid == getpid())
		return EPERM;   /* as PTRACE_SEIZE answers for its own process */
	if (syscall(SYS_process_vm_readv, pid, &local, 1, &remote, 1, 0) >= 0 || errno == EFAULT)
		return 0;
	return errno == ESRCH ? ESRCH : EPERM;
}

#define PROC_USER_INIT_INO 0xEFFFFFFDU   /* the initial user namespace's inode */

bool access_in_user_ns(void)
{
	struct stat st;

	return stat("/proc/self/ns/user", &st) == 0 && st.st_ino != PROC_USER_INIT_INO;
}

static void clear_caps(void)
{
	struct __user_cap_header_struct hdr = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct data[2] = {};

	prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
	syscall(SYS_capset, &hdr, data);
}

void access_drop_caps(void)
{
	if (getuid() == 0 || geteuid() == 0)
		return;
	clear_caps();
	privileged = 0;
}

void access_child_drop_caps(void)
{
	if (getuid() != 0 && geteuid() != 0)
		clear_caps();
}
