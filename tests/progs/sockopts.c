/* Socket options whose values strace prints as structs, recvmmsg with a
 * timeout, a NULL iov_base in a message and poll/select on sockets, for
 * comparing the decoders with strace.  Ports are fixed (argv[1] is the
 * first of two) so that both tracers' runs print the same. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <linux/if_packet.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#ifndef SO_TXREHASH
#define SO_TXREHASH 74
#endif

static void struct_options(void)
{
	struct linger lg = { 1, 5 };
	struct ip_mreq mreq;
	struct ipv6_mreq mreq6 = { .ipv6mr_interface = 1 };
	struct group_req greq = { .gr_interface = 1 };
	struct sockaddr_in *grp = (struct sockaddr_in *)&greq.gr_group;
	unsigned char buf[16];
	socklen_t len;
	int tcp, udp, udp6, nl, sp[2], v = 1;

	tcp = socket(AF_INET, SOCK_STREAM, 0);
	setsockopt(tcp, SOL_SOCKET, SO_LINGER, &lg, sizeof(lg));
	setsockopt(tcp, SOL_SOCKET, SO_LINGER, &lg, 1);
	for (int want = 8; want >= 2; want -= 2) {
		len = want;
		getsockopt(tcp, SOL_SOCKET, SO_LINGER, buf, &len);
	}
	len = sizeof(v);
	getsockopt(tcp, SOL_SOCKET, SO_ERROR, &v, &len);
	len = 2;
	getsockopt(tcp, SOL_SOCKET, SO_ERROR, buf, &len);
	len = 2;
	getsockopt(tcp, SOL_SOCKET, SO_KEEPALIVE, buf, &len);
	v = 1;
	setsockopt(tcp, SOL_SOCKET, SO_TXREHASH, &v, sizeof(v));
	len = sizeof(v);
	getsockopt(tcp, SOL_SOCKET, SO_TXREHASH, &v, &len);
	setsockopt(tcp, SOL_SOCKET, SO_TXREHASH, &v, 2);

	/* packet ring and statistics, on no socket at all */
	struct tpacket_req req = { 4096, 2, 2048, 4 };
	struct tpacket_stats st = { 7, 8 };

	setsockopt(-1, SOL_PACKET, PACKET_RX_RING, &req, sizeof(req));
	setsockopt(-1, SOL_PACKET, PACKET_TX_RING, &req, sizeof(req) + 1);
	len = sizeof(st);
	getsockopt(-1, SOL_PACKET, PACKET_STATISTICS, &st, &len);
	/* packet memberships: the address as long as mr_alen says */
	struct packet_mreq pm = { .mr_ifindex = 1, .mr_type = PACKET_MR_PROMISC, .mr_alen = 6,
				  .mr_address = { 0x02, 0, 0x5e, 0x10, 0xab, 0xcd, 0xef, 0x42 } };

	setsockopt(-1, SOL_PACKET, PACKET_ADD_MEMBERSHIP, &pm, sizeof(pm));
	pm.mr_type = 0x77;
	pm.mr_alen = 12;
	setsockopt(-1, SOL_PACKET, PACKET_DROP_MEMBERSHIP, &pm, sizeof(pm));
	setsockopt(-1, SOL_PACKET, PACKET_ADD_MEMBERSHIP, &pm, sizeof(pm) - 1);
	/* a negative length: the bytes up to -s, or the address of the
	 * unreadable ones */
	setsockopt(tcp, SOL_SOCKET, SO_TYPE, "abcdefghijklmnopqrstuvwxyz0123456789", -1);
	setsockopt(tcp, SOL_SOCKET, SO_TYPE, (char *)sysconf(_SC_PAGESIZE), -1);

	/* ICMP filters: a set of types, or its complement */
	uint32_t icmp = 1 << 0 | 1 << 8 | 1 << 20;

	setsockopt(-1, SOL_RAW, 1, &icmp, sizeof(icmp));
	icmp = ~icmp;
	setsockopt(-1, SOL_RAW, 1, &icmp, sizeof(icmp));
	setsockopt(-1, SOL_RAW, 1, &icmp, 2);
	setsockopt(-1, SOL_RAW, 1, &icmp, -2);

	udp = socket(AF_INET, SOCK_DGRAM, 0);
	inet_pton(AF_INET, "239.1.2.3", &mreq.imr_multiaddr);
	inet_pton(AF_INET, "127.0.0.1", &mreq.imr_interface);
	setsockopt(udp, SOL_IP, IP_ADD_MEMBERSHIP, &mreq, sizeof(mreq));
	setsockopt(udp, SOL_IP, IP_DROP_MEMBERSHIP, &mreq, sizeof(mreq));
	setsockopt(udp, SOL_IP, IP_ADD_MEMBERSHIP, &mreq, 4);
	grp->sin_family = AF_INET;
	inet_pton(AF_INET, "239.1.2.4", &grp->sin_addr);
	setsockopt(udp, SOL_IP, MCAST_JOIN_GROUP, &greq, sizeof(greq));
	setsockopt(udp, SOL_IP, MCAST_LEAVE_GROUP, &greq, sizeof(greq));
	len = sizeof(v);
	connect(udp, (struct sockaddr *)&(struct sockaddr_in){ .sin_family = AF_INET,
		.sin_port = htons(9), .sin_addr.s_addr = htonl(INADDR_LOOPBACK) }, sizeof(struct sockaddr_in));
	send(udp, "x", 1, 0);
	usleep(20000);
	getsockopt(udp, SOL_SOCKET, SO_ERROR, &v, &len);

	udp6 = socket(AF_INET6, SOCK_DGRAM, 0);
	inet_pton(AF_INET6, "ff02::1:3", &mreq6.ipv6mr_multiaddr);
	setsockopt(udp6, SOL_IPV6, IPV6_ADD_MEMBERSHIP, &mreq6, sizeof(mreq6));
	setsockopt(udp6, SOL_IPV6, IPV6_DROP_MEMBERSHIP, &mreq6, sizeof(mreq6));
	{
		/* a link-local address: its scope id names an interface */
		struct sockaddr_in6 ll = { .sin6_family = AF_INET6, .sin6_port = htons(9),
					   .sin6_scope_id = 1 };

		inet_pton(AF_INET6, "fe80::1", &ll.sin6_addr);
		sendto(udp6, "x", 1, 0, (struct sockaddr *)&ll, sizeof(ll));
		ll.sin6_scope_id = 77;
		sendto(udp6, "x", 1, 0, (struct sockaddr *)&ll, sizeof(ll));
	}

	socketpair(AF_UNIX, SOCK_STREAM, 0, sp);
	len = 12;
	getsockopt(sp[0], SOL_SOCKET, SO_PEERCRED, buf, &len);
	len = 6;
	getsockopt(sp[0], SOL_SOCKET, SO_PEERCRED, buf, &len);

	nl = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	bind(nl, (struct sockaddr *)&(struct sockaddr_nl){ .nl_family = AF_NETLINK, .nl_groups = 1 },
	     sizeof(struct sockaddr_nl));
	len = 8;
	getsockopt(nl, SOL_NETLINK, NETLINK_LIST_MEMBERSHIPS, buf, &len);
	setsockopt(nl, SOL_NETLINK, NETLINK_EXT_ACK, &v, 2);

	close(tcp), close(udp), close(udp6), close(nl), close(sp[0]), close(sp[1]);
}

static void messages(int port)
{
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(port),
				 .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	char bufs[4][16];
	struct iovec iov[4];
	struct mmsghdr mm[4];
	struct timespec ts = { 5, 0 };
	int r = socket(AF_INET, SOCK_DGRAM, 0), s = socket(AF_INET, SOCK_DGRAM, 0);

	bind(r, (struct sockaddr *)&a, sizeof(a));
	connect(s, (struct sockaddr *)&a, sizeof(a));
	memset(mm, 0, sizeof(mm));
	for (int i = 0; i < 4; i++) {
		memcpy(bufs[i], "msg", 4);
		iov[i] = (struct iovec){ bufs[i], 3 };
		mm[i].msg_hdr.msg_iov = &iov[i];
		mm[i].msg_hdr.msg_iovlen = 1;
	}
	sendmmsg(s, mm, 2, 0);
	for (int i = 0; i < 4; i++)
		iov[i].iov_len = 16;
	recvmmsg(r, mm, 4, MSG_WAITFORONE, &ts);
	ts.tv_sec = 0;
	ts.tv_nsec = 1000000;
	recvmmsg(r, mm, 2, MSG_DONTWAIT, &ts);
	recvmmsg(-1, mm, 2, 0, &ts);
	recvmmsg(r, mm, 2, MSG_DONTWAIT, NULL);

	/* a zero-length element with no buffer */
	iov[0] = (struct iovec){ NULL, 0 };
	iov[1] = (struct iovec){ bufs[1], 3 };
	mm[0].msg_hdr.msg_iovlen = 2;
	sendmsg(s, &mm[0].msg_hdr, 0);
	iov[1].iov_len = 16;
	recvmsg(r, &mm[0].msg_hdr, 0);
	close(r), close(s);
}

static void waiting(void)
{
	int sp[2];
	fd_set rd, wr;
	struct timeval tv = { 5, 0 };
	struct pollfd p[3];

	socketpair(AF_UNIX, SOCK_STREAM, 0, sp);
	write(sp[0], "x", 1);
	FD_ZERO(&rd);
	FD_ZERO(&wr);
	FD_SET(sp[1], &rd);
	FD_SET(sp[0], &wr);
	select(sp[1] + 1, &rd, &wr, NULL, &tv);
	p[0] = (struct pollfd){ sp[1], POLLIN, 0 };
	p[1] = (struct pollfd){ -1, POLLIN, 0 };
	p[2] = (struct pollfd){ sp[0], POLLOUT, 0 };
	poll(p, 3, 5000);
	close(sp[0]), close(sp[1]);
}

int main(int argc, char **argv)
{
	int port = argc > 1 ? atoi(argv[1]) : 47300;

	struct_options();
	messages(port);
	waiting();
	return 0;
}
