/* Descriptors of the current task: its struct file and what it is. */
#ifndef EBTRACE_BPF_FD_H
#define EBTRACE_BPF_FD_H

#include "state.bpf.h"

/* The struct file of descriptor fd of the current task, or 0 (a global
 * function: verified once for all its callers). */
__noinline long fd_file(int fd)
{
	__u64 task = bpf_get_current_task(), files = 0, fdt = 0, arr = 0, file = 0;
	__u32 max = 0;

	if (fd < 0)
		return 0;
	bpf_probe_read_kernel(&files, sizeof(files), (void *)(task + off.task_files));
	if (!files)
		return 0;
	bpf_probe_read_kernel(&fdt, sizeof(fdt), (void *)(files + off.files_fdt));
	if (!fdt)
		return 0;
	bpf_probe_read_kernel(&max, sizeof(max), (void *)(fdt + off.fdt_max_fds));
	if ((__u32)fd >= max)
		return 0;
	bpf_probe_read_kernel(&arr, sizeof(arr), (void *)(fdt + off.fdt_fd));
	if (!arr)
		return 0;
	bpf_probe_read_kernel(&file, sizeof(file), (void *)(arr + (__u64)fd * 8));
	return file;
}

/* How many descriptors the current task's table has room for (max_fds). */
static __always_inline __u32 fd_table_size(void)
{
	__u64 task = bpf_get_current_task(), files = 0, fdt = 0;
	__u32 max = 0;

	bpf_probe_read_kernel(&files, sizeof(files), (void *)(task + off.task_files));
	if (files)
		bpf_probe_read_kernel(&fdt, sizeof(fdt), (void *)(files + off.files_fdt));
	if (fdt)
		bpf_probe_read_kernel(&max, sizeof(max), (void *)(fdt + off.fdt_max_fds));
	return max;
}

/* The identity of descriptor fd of the current task, from its file table. */
static __always_inline void fd_identity(int fd, struct ebt_fdinfo *fi)
{
	__u64 file = fd_file(fd), inode = 0;
	__u16 mode = 0;

	fi->fd = fd;
	fi->mode = 0;
	fi->rdev = 0;
	fi->pad = 0;
	fi->ino = 0;
	if (!file)
		return;
	bpf_probe_read_kernel(&inode, sizeof(inode), (void *)(file + off.file_inode));
	if (!inode)
		return;
	bpf_probe_read_kernel(&mode, sizeof(mode), (void *)(inode + off.inode_mode));
	bpf_probe_read_kernel(&fi->rdev, sizeof(fi->rdev), (void *)(inode + off.inode_rdev));
	bpf_probe_read_kernel(&fi->ino, sizeof(fi->ino), (void *)(inode + off.inode_ino));
	fi->mode = mode;
}

/* ebtrace's network namespace (its inode number) */
const volatile __u32 netns_inum = 0;

/* Whether socket sk is of another network namespace than ebtrace's: what
 * strace learns from sock_diag is then unknown to it. */
static __always_inline int sk_other_netns(__u64 sk)
{
	__u64 net = 0;
	__u32 inum = 0;

	if (!netns_inum || !off.sock_net || !off.net_inum)
		return 0;
	bpf_probe_read_kernel(&net, sizeof(net), (void *)(sk + off.sock_common + off.sock_net));
	if (net)
		bpf_probe_read_kernel(&inum, sizeof(inum), (void *)(net + off.net_inum));
	return inum && inum != netns_inum;
}

/* The protocol of descriptor fd when it is a netlink socket, else -1;
 * EBT_NL_PROTO_UNKNOWN when the socket is of another network namespace. */
static __noinline int fd_netlink_proto(int fd)
{
	__u64 file = fd_file(fd), inode = 0, sock = 0, sk = 0;
	__u16 mode = 0, family = 0, proto = 0;

	if (!file)
		return -1;
	bpf_probe_read_kernel(&inode, sizeof(inode), (void *)(file + off.file_inode));
	if (!inode)
		return -1;
	bpf_probe_read_kernel(&mode, sizeof(mode), (void *)(inode + off.inode_mode));
	if ((mode & 0170000) != 0140000)   /* S_IFSOCK: private_data is a struct socket */
		return -1;
	bpf_probe_read_kernel(&sock, sizeof(sock), (void *)(file + off.file_private_data));
	if (!sock)
		return -1;
	bpf_probe_read_kernel(&sk, sizeof(sk), (void *)(sock + off.socket_sk));
	if (!sk)
		return -1;
	bpf_probe_read_kernel(&family, sizeof(family),
			      (void *)(sk + off.sock_common + off.sock_common_family));
	if (family != 16)   /* AF_NETLINK */
		return -1;
	if (sk_other_netns(sk))
		return EBT_NL_PROTO_UNKNOWN;
	bpf_probe_read_kernel(&proto, sizeof(proto), (void *)(sk + off.sock_protocol));
	return proto & 0xff;
}

#endif
