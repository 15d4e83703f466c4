/* -yy socket details from the kernel's sock_diag netlink interface:
 * "TCP:[127.0.0.1:45889->127.0.0.1:49258]", "UNIX-STREAM:[39615->39616]",
 * "NETLINK:[ROUTE:1234]".  Like strace, the first details found for an
 * inode are kept; until then "PROTO:[inode]" is shown.  The kernel's answer
 * comes from the captures of the calls when there are some (sockid.c),
 * else from asking it when the line is printed. */
#include <arpa/inet.h>
#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/netlink_diag.h>
#include <linux/rtnetlink.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "common.h"
#include "fdpath.h"
#include "sockid.h"

#define CACHE_SIZE 1024
static struct {
	unsigned long inode;
	char *details;
} cache[CACHE_SIZE];

static const char *cached(unsigned long inode)
{
	return cache[inode % CACHE_SIZE].inode == inode ? cache[inode % CACHE_SIZE].details : NULL;
}

static const char *remember(unsigned long inode, char *details)
{
	free(cache[inode % CACHE_SIZE].details);
	cache[inode % CACHE_SIZE].inode = inode;
	cache[inode % CACHE_SIZE].details = details;
	return details;
}

static bool send_query(int fd, void *req, size_t len)
{
	struct sockaddr_nl nl = { .nl_family = AF_NETLINK };

	return sendto(fd, req, len, 0, (struct sockaddr *)&nl, sizeof(nl)) == (ssize_t)len;
}

typedef char *(*parse_fn)(const void *msg, int len, unsigned long inode, const char *proto);

/* Read answers until one describes inode (or the dump ends). */
static char *receive(int fd, unsigned long inode, const char *proto, parse_fn parse)
{
	static long buf[8192 / sizeof(long)];

	for (;;) {
		ssize_t n = recv(fd, buf, sizeof(buf), 0);
		struct nlmsghdr *h = (struct nlmsghdr *)buf;
		int left = n;

		if (n <= 0)
			return NULL;
		for (; NLMSG_OK(h, left); h = NLMSG_NEXT(h, left)) {
			char *d;

			if (h->nlmsg_type == NLMSG_DONE || h->nlmsg_type == NLMSG_ERROR)
				return NULL;
			if (h->nlmsg_type != SOCK_DIAG_BY_FAMILY)
				continue;
			d = parse(NLMSG_DATA(h), h->nlmsg_len - NLMSG_LENGTH(0), inode, proto);
			if (d)
				return d;
		}
	}
}

char *sock_format_inet(const char *proto, int af, const void *src, unsigned sport,
		       const void *dst, unsigned dport)
{
	static const char zero[16];
	char s[INET6_ADDRSTRLEN], d[INET6_ADDRSTRLEN], *out = NULL;
	const char *ob = af == AF_INET6 ? "[" : "", *cb = af == AF_INET6 ? "]" : "";

	if ((af != AF_INET && af != AF_INET6) || !inet_ntop(af, src, s, sizeof(s)))
		return NULL;
	if (dport || memcmp(zero, dst, af == AF_INET ? 4 : 16)) {
		if (!inet_ntop(af, dst, d, sizeof(d)) ||
		    asprintf(&out, "%s:[%s%s%s:%u->%s%s%s:%u]", proto, ob, s, cb, sport,
			     ob, d, cb, dport) < 0)
			return NULL;
	} else if (asprintf(&out, "%s:[%s%s%s:%u]", proto, ob, s, cb, sport) < 0) {
		return NULL;
	}
	return out;
}

static char *inet_parse(const void *msg, int len, unsigned long inode, const char *proto)
{
	const struct inet_diag_msg *m = msg;

	if (len < (int)sizeof(*m) || m->idiag_inode != inode)
		return NULL;
	return sock_format_inet(proto, m->idiag_family, m->id.idiag_src, ntohs(m->id.idiag_sport),
				m->id.idiag_dst, ntohs(m->id.idiag_dport));
}

char *sock_format_unix(const char *proto, unsigned long inode, uint32_t peer, const char *name,
		       size_t name_len)
{
	char path[sizeof(((struct sockaddr_un *)0)->sun_path) + 1];
	char *out = NULL, qpath[4 * sizeof(path) + 16] = "", peer_str[16] = "";

	if (name_len > sizeof(path) - 1)
		name_len = sizeof(path) - 1;
	if (!peer && !name_len)
		return NULL;
	if (name_len)
		memcpy(path, name, name_len);
	path[name_len] = 0;
	if (peer)
		snprintf(peer_str, sizeof(peer_str), "->%u", peer);
	if (name_len) {
		qpath[0] = ',';
		if (path[0]) {
			sprint_quoted(qpath + 1, path, strnlen(path, name_len), 0);
		} else {
			qpath[1] = '@';
			sprint_quoted(qpath + 2, path + 1, strnlen(path + 1, name_len - 1), 0);
		}
	}
	if (asprintf(&out, "%s:[%lu%s%s]", proto, inode, peer_str, qpath) < 0)
		out = NULL;
	return out;
}

static char *unix_parse(const void *msg, int len, unsigned long inode, const char *proto)
{
	const struct unix_diag_msg *m = msg;
	int rta_len = len - (int)NLMSG_ALIGN(sizeof(*m));
	const struct rtattr *a;
	const char *name = NULL;
	size_t name_len = 0;
	uint32_t peer = 0;

	if (rta_len < 0 || m->udiag_ino != inode || m->udiag_family != AF_UNIX)
		return NULL;
	for (a = (const void *)((const char *)m + NLMSG_ALIGN(sizeof(*m))); RTA_OK(a, rta_len);
	     a = RTA_NEXT(a, rta_len)) {
		if (a->rta_type == UNIX_DIAG_NAME && !name) {
			name = RTA_DATA(a);
			name_len = RTA_PAYLOAD(a);
		} else if (a->rta_type == UNIX_DIAG_PEER && RTA_PAYLOAD(a) >= 4) {
			memcpy(&peer, RTA_DATA(a), 4);
		}
	}
	return sock_format_unix(proto, inode, peer, name, name_len);
}

static char *unix_exists_parse(const void *msg, int len, unsigned long inode, const char *proto)
{
	const struct unix_diag_msg *m = msg;

	return len >= (int)sizeof(*m) && m->udiag_ino == inode ? strdup("") : NULL;
}

char *sock_format_netlink(const char *proto, unsigned protocol, uint32_t portid)
{
	const char *name = xlat_lookup(netlink_protocols, protocol);
	char *out = NULL;

	if (name) {
		if (asprintf(&out, "%s:[%s:%u]", proto, name + strlen("NETLINK_"), portid) < 0)
			out = NULL;
	} else if (asprintf(&out, "%s:[%u]", proto, protocol) < 0) {
		out = NULL;
	}
	return out;
}

static char *netlink_parse(const void *msg, int len, unsigned long inode, const char *proto)
{
	const struct netlink_diag_msg *m = msg;

	if (len < (int)sizeof(*m) || m->ndiag_ino != inode || m->ndiag_family != AF_NETLINK)
		return NULL;
	return sock_format_netlink(proto, m->ndiag_protocol, m->ndiag_portid);
}

/* UNIX sockets are looked up by inode. */
static char *unix_query(int fd, unsigned long inode, const char *proto, parse_fn parse)
{
	struct {
		struct nlmsghdr nlh;
		struct unix_diag_req udr;
	} req = {
		.nlh = { sizeof(req), SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST, 0, 0 },
		.udr = { .sdiag_family = AF_UNIX, .udiag_ino = inode, .udiag_states = -1,
			 .udiag_show = UDIAG_SHOW_NAME | UDIAG_SHOW_PEER,
			 .udiag_cookie = { ~0U, ~0U } },
	};

	return send_query(fd, &req, sizeof(req)) ? receive(fd, inode, proto, parse) : NULL;
}

static char *query(int fd, unsigned long inode, const char *proto)
{
	bool v6 = strlen(proto) > 2 && !strcmp(proto + strlen(proto) - 2, "v6");

	if (!strncmp(proto, "UNIX", 4))
		return unix_query(fd, inode, proto, unix_parse);
	if (!strcmp(proto, "NETLINK")) {
		struct {
			struct nlmsghdr nlh;
			struct netlink_diag_req ndr;
		} req = {
			.nlh = { sizeof(req), SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST | NLM_F_DUMP, 0, 0 },
			.ndr = { .sdiag_family = AF_NETLINK, .sdiag_protocol = NDIAG_PROTO_ALL },
		};
		return send_query(fd, &req, sizeof(req)) ? receive(fd, inode, proto, netlink_parse) : NULL;
	}
	{
		static const struct { const char *name; int proto; } inet[] = {
			{ "TCP", IPPROTO_TCP }, { "UDP", IPPROTO_UDP }, { "UDPLITE", IPPROTO_UDPLITE },
			{ "RAW", IPPROTO_RAW }, { "PING", IPPROTO_ICMP }, { "MPTCP", IPPROTO_TCP },
		};
		size_t base = strlen(proto) - (v6 ? 2 : 0);

		for (size_t i = 0; i < sizeof(inet) / sizeof(inet[0]); i++) {
			struct {
				struct nlmsghdr nlh;
				struct inet_diag_req_v2 idr;
			} req = {
				.nlh = { sizeof(req), SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST | NLM_F_DUMP, 0, 0 },
				.idr = { .sdiag_family = v6 ? AF_INET6 : AF_INET,
					 .sdiag_protocol = inet[i].proto, .idiag_states = -1 },
			};

			if (strlen(inet[i].name) != base || strncmp(inet[i].name, proto, base))
				continue;
			return send_query(fd, &req, sizeof(req)) ? receive(fd, inode, proto, inet_parse) : NULL;
		}
	}
	return NULL;
}

/* A sock_diag socket, or -1. */
static int diag_socket(void)
{
	int fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
	struct timeval tv = { 0, 200000 };

	/* never hang the tracer on an answer that does not come */
	if (fd >= 0)
		setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	return fd;
}

bool sock_unix_exists(unsigned long inode)
{
	int fd = diag_socket();
	char *found;

	if (fd < 0)
		return true;   /* cannot tell: as if it did */
	found = unix_query(fd, inode, "UNIX", unix_exists_parse);
	close(fd);
	free(found);
	return found != NULL;
}

const char *sock_details(unsigned long inode, const char *proto)
{
	static char fallback[64];
	const char *d = cached(inode);
	char *found;
	int fd;

	if (d)
		return d;
	/* what the calls left of the socket, captured in the kernel: what
	 * sock_diag would have said when strace asks, while it still exists */
	if (sockid_known(inode, &found, &d)) {
		if (found)
			return remember(inode, found);
		snprintf(fallback, sizeof(fallback), "%s:[%lu]", d, inode);
		return fallback;
	}
	if (!proto)
		return NULL;
	fd = diag_socket();
	if (fd >= 0) {
		found = query(fd, inode, proto);
		close(fd);
		if (found)
			return remember(inode, found);
	}
	snprintf(fallback, sizeof(fallback), "%s:[%lu]", proto, inode);
	return fallback;
}
