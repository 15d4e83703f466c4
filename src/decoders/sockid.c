/* -yy: the state of sockets from the kernel captures (see sockid.h). */
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/utsname.h>

#include "../decode.h"
#include "sockid.h"

#define TCP_CLOSE_STATE 7   /* the kernel's TCP_CLOSE */

/* Like strace's cache of answers: direct-mapped by inode. */
#define STATES 1024
static struct {
	unsigned long ino;
	bool gone;           /* its last descriptor was closed */
	struct ebt_sockinfo si;
	char name[EBT_SOCK_PATH_MAX];
} states[STATES];

bool sockid_wanted(void)
{
	return opt.decode_fds & DECODE_FD_SOCKET;
}

bool sockid_plan(const struct sysent *se, struct ebt_cap_spec *spec)
{
	unsigned mask = 0;

	if (!sockid_wanted() || !se)
		return false;
	memset(spec, 0, sizeof(*spec));
	for (int i = 0; i < se->nargs; i++) {
		if (se->args[i].kind == K_fd || se->args[i].kind == K_ctxfd)
			mask |= 1U << i;
		else if (se->args[i].kind == K_fdpair && (se->classes & TRACE_NETWORK)) {
			mask |= EBT_SOCKID_PAIR;   /* socketpair, not pipe */
			spec->len_arg = i;
		}
	}
	if (se->ret == R_fd)
		mask |= EBT_SOCKID_RET;
	if (!mask)
		return false;
	spec->kind = EBT_CAP_SOCKID;
	spec->arg = EBT_CAP_ARG_SOCK;
	spec->when = EBT_AT_EXIT;
	spec->count = mask;
	return true;
}

bool sockid_wants_call(const struct sysent *se)
{
	return sockid_wanted() && se && (se->classes & TRACE_NETWORK);
}

/* A UNIX stream socket's peer made by connect() has an inode only once
 * accept() takes it: the connecting side's peer shows from then on, when
 * the accepted socket is seen. */
static void peer_known(const struct ebt_sockinfo *si)
{
	unsigned slot = si->peer_ino % STATES;

	if (si->family == AF_UNIX && si->type != SOCK_DGRAM && si->peer_ino &&
	    states[slot].ino == si->peer_ino && states[slot].si.family == AF_UNIX &&
	    !states[slot].si.peer_ino)
		states[slot].si.peer_ino = si->ino;
}

void sockid_learn(const struct call *c, bool new_fds)
{
	const struct ebt_cap *cap;
	struct ebt_sockinfo si;

	if (!sockid_wanted() || !c->exit ||
	    !(cap = call_cap_kind(c->exit, EBT_CAP_ARG_SOCK, EBT_CAP_SOCKID)) || cap->err)
		return;
	for (size_t off = 0; off + sizeof(si) <= cap->len;
	     off += sizeof(si) + ((si.path_len + 7) & ~7U)) {
		bool fresh, seen;
		unsigned slot;

		memcpy(&si, cap_bytes(cap) + off, sizeof(si));
		if (si.path_len > EBT_SOCK_PATH_MAX || off + sizeof(si) + si.path_len > cap->len)
			break;
		slot = si.ino % STATES;
		fresh = si.which == EBT_CAP_ARG_RET;
		seen = states[slot].ino == si.ino;
		/* an argument is shown as it was before the call, when that
		 * is known; new descriptors as the call made them */
		if (new_fds ? !fresh && seen : fresh)
			continue;
		states[slot].ino = si.ino;
		states[slot].gone = false;
		states[slot].si = si;
		memcpy(states[slot].name, cap_bytes(cap) + off + sizeof(si), si.path_len);
		peer_known(&si);
	}
}

/* The name strace gives the protocol (the kernel's proto name) for the
 * sockets whose listing rules are known here; others are asked for at
 * print time. */
static const char *proto_of(const struct ebt_sockinfo *si)
{
	bool v6 = si->family == AF_INET6;

	if (si->family == AF_UNIX)
		return si->type == SOCK_STREAM ? "UNIX-STREAM" : "UNIX";
	if (si->family == AF_NETLINK)
		return "NETLINK";
	if (si->family != AF_INET && !v6)
		return NULL;
	if (si->type == SOCK_STREAM && si->protocol == IPPROTO_TCP)
		return v6 ? "TCPv6" : "TCP";
	if (si->type == SOCK_DGRAM && si->protocol == IPPROTO_UDP)
		return v6 ? "UDPv6" : "UDP";
	if (si->type == SOCK_DGRAM && si->protocol == IPPROTO_UDPLITE)
		return v6 ? "UDPLITEv6" : "UDPLITE";
	return NULL;
}

/* Since Linux 6.7 inet_diag lists TCP sockets that are bound but neither
 * listening nor connected (strace asks for every state). */
static bool bound_tcp_listed(void)
{
	static int listed = -1;
	struct utsname u;
	unsigned major = 0, minor = 0;

	if (listed < 0)
		listed = !uname(&u) && sscanf(u.release, "%u.%u", &major, &minor) == 2 &&
			 (major > 6 || (major == 6 && minor >= 7));
	return listed;
}

void sockid_gone(unsigned long inode)
{
	if (inode && states[inode % STATES].ino == inode)
		states[inode % STATES].gone = true;
}

/* The peer of a UNIX socket as sock_diag gives it: none once the peer was
 * released (its last descriptor closed, and the kernel agrees: a process
 * not traced may hold it). */
static uint32_t unix_peer(const struct ebt_sockinfo *si)
{
	unsigned slot = si->peer_ino % STATES;

	if (si->peer_ino && states[slot].ino == si->peer_ino && states[slot].gone &&
	    !sock_unix_exists(si->peer_ino))
		return 0;
	return si->peer_ino;
}

bool sockid_known(unsigned long inode, char **details, const char **proto)
{
	const struct ebt_sockinfo *si;
	unsigned slot = inode % STATES;

	if (!inode || states[slot].ino != inode || !(*proto = proto_of(&states[slot].si)))
		return false;
	si = &states[slot].si;
	*details = NULL;
	/* sock_diag answers about its own network namespace only */
	if (si->other_netns)
		return true;
	if (si->family == AF_UNIX) {
		/* found by inode whatever its state */
		*details = sock_format_unix(*proto, inode, unix_peer(si),
					    states[slot].name, si->path_len);
		return true;
	}
	/* netlink_diag lists the bound ones */
	if (si->family == AF_NETLINK) {
		if (si->peer_ino)
			*details = sock_format_netlink(*proto, si->protocol, si->peer_ino);
		return true;
	}
	/* inet_diag lists the hashed sockets: TCP listening, connecting or
	 * connected (or bound), UDP bound */
	if (si->type == SOCK_STREAM ? si->state != TCP_CLOSE_STATE || (si->sport && bound_tcp_listed())
				    : si->sport != 0)
		*details = sock_format_inet(*proto, si->family, si->src, si->sport, si->dst,
					    ntohs(si->dport));
	return true;
}
