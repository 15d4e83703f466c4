/* Socket calls with known arguments, on loopback and unix sockets, for
 * comparing the network decoders with strace.  Failing calls and bad
 * pointers are included on purpose.  Ports are fixed (argv[1] is the
 * first of three) so that both tracers' runs print the same. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

/* through a volatile, so that the compiler does not warn about it */
static void *volatile bad_ptr = (void *)1;
#define BAD_PTR bad_ptr

static int port;

static void inet_calls(void)
{
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(port) };
	struct sockaddr_in got;
	socklen_t len = sizeof(got);
	int one = 1, val = 0, srv, cli, conn;
	char buf[64];

	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	srv = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, IPPROTO_TCP);
	setsockopt(srv, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	bind(srv, (struct sockaddr *)&a, sizeof(a));
	listen(srv, 5);
	getsockname(srv, NULL, &len);
	len = sizeof(got);
	getsockname(srv, (struct sockaddr *)&got, &len);
	cli = socket(AF_INET, SOCK_STREAM, 0);
	connect(cli, (struct sockaddr *)&got, len);
	conn = accept4(srv, NULL, NULL, SOCK_CLOEXEC);
	len = sizeof(val);
	getsockopt(cli, SOL_SOCKET, SO_TYPE, &val, &len);
	setsockopt(cli, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
	sendto(cli, "hello", 5, MSG_NOSIGNAL, NULL, 0);
	recvfrom(conn, buf, sizeof(buf), 0, NULL, NULL);
	shutdown(cli, SHUT_WR);
	close(conn);
	close(cli);
	close(srv);
}

static void udp_calls(void)
{
	struct sockaddr_in6 a6 = { .sin6_family = AF_INET6, .sin6_port = htons(9) };
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(port + 1) };
	struct sockaddr_in from_a = { .sin_family = AF_INET, .sin_port = htons(port + 2) };
	struct sockaddr_storage from;
	socklen_t len = sizeof(from);
	char buf[16];
	int u, r;

	a6.sin6_addr = in6addr_loopback;
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	r = socket(AF_INET, SOCK_DGRAM, 0);
	bind(r, (struct sockaddr *)&a, sizeof(a));
	u = socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK, IPPROTO_UDP);
	from_a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	bind(u, (struct sockaddr *)&from_a, sizeof(from_a));
	sendto(u, "dgram", 5, 0, (struct sockaddr *)&a, sizeof(a));
	recvfrom(r, buf, sizeof(buf), MSG_DONTWAIT, (struct sockaddr *)&from, &len);
	close(u);
	u = socket(AF_INET6, SOCK_DGRAM, 0);
	sendto(u, "q", 1, 0, (struct sockaddr *)&a6, sizeof(a6));
	close(u);
	close(r);
}

static void unix_calls(void)
{
	struct sockaddr_un u = { .sun_family = AF_UNIX };
	struct sockaddr_un abs = { .sun_family = AF_UNIX };
	struct sockaddr_storage peer;
	socklen_t len = sizeof(peer);
	struct iovec iov[2] = { { "ab", 2 }, { "cdef", 4 } };
	struct msghdr mh = { .msg_iov = iov, .msg_iovlen = 2 };
	char in[16], ctl[64];
	struct iovec riov = { in, sizeof(in) };
	struct msghdr rh = { .msg_iov = &riov, .msg_iovlen = 1,
			     .msg_control = ctl, .msg_controllen = sizeof(ctl) };
	int sv[2], s, c, a;

	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	sendmsg(sv[0], &mh, MSG_DONTWAIT);
	recvmsg(sv[1], &rh, 0);
	write(sv[0], "x", 1);
	read(sv[1], in, sizeof(in));
	close(sv[0]);
	close(sv[1]);

	strcpy(u.sun_path, "netcalls.sock");
	unlink(u.sun_path);
	s = socket(AF_UNIX, SOCK_STREAM, 0);
	bind(s, (struct sockaddr *)&u, sizeof(u));
	listen(s, 1);
	c = socket(PF_LOCAL, SOCK_STREAM, 0);
	connect(c, (struct sockaddr *)&u, offsetof(struct sockaddr_un, sun_path) + strlen(u.sun_path) + 1);
	a = accept(s, (struct sockaddr *)&peer, &len);
	len = sizeof(peer);
	getpeername(c, (struct sockaddr *)&peer, &len);
	close(a);
	close(c);
	close(s);
	unlink(u.sun_path);

	memcpy(abs.sun_path, "\0netcalls-abstract", 18);
	s = socket(AF_UNIX, SOCK_DGRAM, 0);
	bind(s, (struct sockaddr *)&abs, offsetof(struct sockaddr_un, sun_path) + 18);
	close(s);
}

static void netlink_calls(void)
{
	struct sockaddr_nl nl = { .nl_family = AF_NETLINK };
	int s = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);

	bind(s, (struct sockaddr *)&nl, sizeof(nl));
	close(s);
}

static void failing_calls(void)
{
	struct sockaddr_in a = { .sin_family = AF_INET };
	socklen_t len = 16;
	int one = 1;

	socket(12345, SOCK_STREAM, 0);
	socket(AF_INET, 77, 0);
	bind(99, (struct sockaddr *)&a, sizeof(a));
	connect(-1, BAD_PTR, 16);
	bind(0, NULL, 0);
	accept(99, BAD_PTR, &len);
	getsockname(99, BAD_PTR, BAD_PTR);
	setsockopt(99, SOL_SOCKET, SO_KEEPALIVE, &one, sizeof(one));
	setsockopt(99, 12345, 777, BAD_PTR, 4);
	sendto(99, BAD_PTR, 3, MSG_MORE | MSG_CONFIRM, BAD_PTR, 16);
	sendmsg(99, BAD_PTR, 0);
	recvmsg(99, NULL, MSG_PEEK | MSG_WAITALL);
	listen(99, -1);
	shutdown(99, 7);
	socketpair(AF_INET, SOCK_STREAM, 0, BAD_PTR);
}

static void mmsg_calls(void)
{
	struct iovec iov[2] = { { "one", 3 }, { "two!", 4 } };
	struct mmsghdr out[2] = {
		{ .msg_hdr = { .msg_iov = &iov[0], .msg_iovlen = 1 } },
		{ .msg_hdr = { .msg_iov = &iov[1], .msg_iovlen = 1 } },
	};
	char b1[8], b2[8];
	struct iovec riov[2] = { { b1, sizeof(b1) }, { b2, sizeof(b2) } };
	struct mmsghdr in[2] = {
		{ .msg_hdr = { .msg_iov = &riov[0], .msg_iovlen = 1 } },
		{ .msg_hdr = { .msg_iov = &riov[1], .msg_iovlen = 1 } },
	};
	int sv[2], one = 1;
	char ctl[CMSG_SPACE(sizeof(int))];
	struct iovec xiov = { "f", 1 };
	struct msghdr mh = { .msg_iov = &xiov, .msg_iovlen = 1,
			     .msg_control = ctl, .msg_controllen = sizeof(ctl) };
	struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);

	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	sendmmsg(sv[0], out, 2, 0);
	recvmmsg(sv[1], in, 2, MSG_DONTWAIT, NULL);
	/* a descriptor passed along */
	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	cm->cmsg_len = CMSG_LEN(sizeof(int));
	memcpy(CMSG_DATA(cm), &one, sizeof(int));
	sendmsg(sv[0], &mh, 0);
	close(sv[0]);
	close(sv[1]);
}

int main(int argc, char **argv)
{
	port = argc > 1 ? atoi(argv[1]) : 47100;
	inet_calls();
	mmsg_calls();
	udp_calls();
	unix_calls();
	netlink_calls();
	failing_calls();
	return 0;
}
