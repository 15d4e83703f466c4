/* -yy: what sock_diag would say of a call's sockets, taken at the call. */
#ifndef EBTRACE_BPF_SOCKID_H
#define EBTRACE_BPF_SOCKID_H

#include "capture.bpf.h"

#define S_IFMT_ 0170000
#define S_IFSOCK_ 0140000
#define AF_UNIX_ 1
#define AF_INET_ 2
#define AF_INET6_ 10
#define AF_NETLINK_ 16
#define SOCKINFO_ROOM (sizeof(struct ebt_sockinfo) + EBT_SOCK_PATH_MAX + 8)

/* -yy: descriptor fd, if it is a socket, as sock_diag would describe it
 * now: one struct ebt_sockinfo (and the AF_UNIX name) at off.  Returns the
 * offset after it. */
__noinline int cap_sock_one(struct scratch *s, __u32 pos, int fd, __u32 which)
{
	struct ebt_sockinfo *si;
	__u64 file = fd_file(fd), inode = 0, sock = 0, sk = 0, skc, p = 0;
	__u16 mode = 0;
	int len = 0;
	__u32 n;

	if (!s || !file || pos > CAP_ROOM_END - SOCKINFO_ROOM)
		return pos;
	bpf_probe_read_kernel(&inode, sizeof(inode), (void *)(file + off.file_inode));
	if (!inode)
		return pos;
	bpf_probe_read_kernel(&mode, sizeof(mode), (void *)(inode + off.inode_mode));
	if ((mode & S_IFMT_) != S_IFSOCK_)
		return pos;
	bpf_probe_read_kernel(&sock, sizeof(sock), (void *)(file + off.file_private_data));
	if (sock)
		bpf_probe_read_kernel(&sk, sizeof(sk), (void *)(sock + off.socket_sk));
	if (!sk)
		return pos;
	skc = sk + off.sock_common;
	pos &= OFF_MASK;
	si = (void *)(s->buf + pos);
	__builtin_memset(si, 0, sizeof(*si));
	si->fd = fd;
	si->which = which;
	bpf_probe_read_kernel(&si->ino, sizeof(si->ino), (void *)(inode + off.inode_ino));
	bpf_probe_read_kernel(&si->family, sizeof(si->family), (void *)(skc + off.sock_common_family));
	bpf_probe_read_kernel(&si->state, sizeof(si->state), (void *)(skc + off.sk_state));
	bpf_probe_read_kernel(&si->type, sizeof(si->type), (void *)(sk + off.sk_type));
	bpf_probe_read_kernel(&si->protocol, sizeof(si->protocol), (void *)(sk + off.sock_protocol));
	si->other_netns = sk_other_netns(sk);
	if (si->family == AF_INET_ || si->family == AF_INET6_) {
		bpf_probe_read_kernel(&si->dport, 2, (void *)(skc + off.sk_portpair));
		bpf_probe_read_kernel(&si->sport, 2, (void *)(skc + off.sk_portpair + 2));
		if (si->family == AF_INET_) {
			bpf_probe_read_kernel(si->dst, 4, (void *)(skc + off.sk_addrpair));
			bpf_probe_read_kernel(si->src, 4, (void *)(skc + off.sk_addrpair + 4));
		} else {
			bpf_probe_read_kernel(si->dst, 16, (void *)(skc + off.sk_v6_daddr));
			bpf_probe_read_kernel(si->src, 16, (void *)(skc + off.sk_v6_rcv_saddr));
		}
	} else if (si->family == AF_NETLINK_ && off.netlink_portid) {
		__u32 portid = 0;

		bpf_probe_read_kernel(&portid, sizeof(portid), (void *)(sk + off.netlink_portid));
		si->peer_ino = portid;
	} else if (si->family == AF_UNIX_) {
		bpf_probe_read_kernel(&p, sizeof(p), (void *)(sk + off.unix_peer));
		if (p)
			bpf_probe_read_kernel(&p, sizeof(p), (void *)(p + off.sk_socket));
		if (p)
			bpf_probe_read_kernel(&p, sizeof(p), (void *)(p + off.socket_file));
		if (p)
			bpf_probe_read_kernel(&p, sizeof(p), (void *)(p + off.file_inode));
		if (p)
			bpf_probe_read_kernel(&si->peer_ino, sizeof(si->peer_ino),
					      (void *)(p + off.inode_ino));
		p = 0;
		bpf_probe_read_kernel(&p, sizeof(p), (void *)(sk + off.unix_addr));
		if (p)
			bpf_probe_read_kernel(&len, sizeof(len), (void *)(p + off.unix_addr_len));
		/* the name is what follows sun_family */
		n = len > 2 + EBT_SOCK_PATH_MAX ? EBT_SOCK_PATH_MAX : len > 2 ? len - 2 : 0;
		VERIFIER_MASK(n, 127);
		if (n && !bpf_probe_read_kernel(s->buf + pos + sizeof(*si), n,
						(void *)(p + off.unix_addr_name + 2)))
			si->path_len = n;
	}
	return pos + sizeof(*si) + ((si->path_len + 7) & ~7U);
}

/* -yy: the sockets among the descriptors of a call, as its exit leaves
 * them: the arguments spec->count names, the return value, socketpair's
 * pair. */
__noinline int cap_sockid(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct cap_call *cc)
{
	__u32 start = off, mask;
	struct ebt_cap *c;
	int pair[2] = { -1, -1 };

	if (!s || !spec || !cc || off > CAP_ROOM_END - sizeof(*c))
		return off;
	mask = spec->count;
	c = cap_start(s, off, spec);
	c->arg = EBT_CAP_ARG_SOCK;
	off = (off & OFF_MASK) + sizeof(*c);
	for (int i = 0; i < EBT_NARGS; i++)
		if (mask & (1 << i))
			off = cap_sock_one(s, off, (int)cc->args[i], i);
	if ((mask & EBT_SOCKID_RET) && cc->ret >= 0)
		off = cap_sock_one(s, off, (int)cc->ret, EBT_CAP_ARG_RET);
	if ((mask & EBT_SOCKID_PAIR) && cc->ret == 0 && spec->len_arg < EBT_NARGS &&
	    !bpf_probe_read_user(pair, sizeof(pair), (void *)cc->args[spec->len_arg & 7])) {
		off = cap_sock_one(s, off, pair[0], EBT_CAP_ARG_RET);
		off = cap_sock_one(s, off, pair[1], EBT_CAP_ARG_RET);
	}
	if (off == (start & OFF_MASK) + sizeof(*c))
		return start;   /* no socket: nothing to say */
	c->len = off - (start & OFF_MASK) - sizeof(*c);
	return off;
}

#endif
