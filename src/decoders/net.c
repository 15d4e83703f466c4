/* Sockets: families, types, socket addresses, socket options and message
 * headers, in strace's notation. */
#include <arpa/inet.h>
#include <net/if.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <netinet/udp.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>

#include "common.h"
#include "layout.h"
#include "fdpath.h"
#include "net.h"
#include "netlink.h"
#include "pids.h"

/* ---- constant tables ---------------------------------------------------- */

const struct xlat addrfams[] = {
	XLAT(AF_UNSPEC), XLAT(AF_UNIX), XLAT(AF_INET), XLAT(AF_AX25), XLAT(AF_IPX),
	XLAT(AF_APPLETALK), XLAT(AF_NETROM), XLAT(AF_BRIDGE), XLAT(AF_ATMPVC),
	XLAT(AF_X25), XLAT(AF_INET6), XLAT(AF_ROSE), XLAT(AF_DECnet), XLAT(AF_NETBEUI),
	XLAT(AF_SECURITY), XLAT(AF_KEY), XLAT(AF_NETLINK), XLAT(AF_PACKET), XLAT(AF_ASH),
	XLAT(AF_ECONET), XLAT(AF_ATMSVC), XLAT(AF_RDS), XLAT(AF_SNA), XLAT(AF_IRDA),
	XLAT(AF_PPPOX), XLAT(AF_WANPIPE), XLAT(AF_LLC), XLAT(AF_IB), XLAT(AF_MPLS),
	XLAT(AF_CAN), XLAT(AF_TIPC), XLAT(AF_BLUETOOTH), XLAT(AF_IUCV), XLAT(AF_RXRPC),
	XLAT(AF_ISDN), XLAT(AF_PHONET), XLAT(AF_IEEE802154), XLAT(AF_CAIF), XLAT(AF_ALG),
	XLAT(AF_NFC), XLAT(AF_VSOCK), XLAT(AF_KCM), XLAT(AF_QIPCRTR), XLAT(AF_SMC),
	XLAT_PAIR(44, "AF_XDP"), XLAT_PAIR(45, "AF_MCTP"),
	XLAT_END
};

const struct xlat socktypes[] = {
	XLAT(SOCK_STREAM), XLAT(SOCK_DGRAM), XLAT(SOCK_RAW), XLAT(SOCK_RDM),
	XLAT(SOCK_SEQPACKET), XLAT(SOCK_DCCP), XLAT(SOCK_PACKET), XLAT_END
};

static const struct xlat sock_type_flags[] = {
	XLAT(SOCK_CLOEXEC), XLAT(SOCK_NONBLOCK), XLAT_END
};

const struct xlat inet_protocols[] = {
	XLAT(IPPROTO_IP), XLAT(IPPROTO_ICMP), XLAT(IPPROTO_IGMP), XLAT(IPPROTO_IPIP),
	XLAT(IPPROTO_TCP), XLAT(IPPROTO_EGP), XLAT(IPPROTO_PUP), XLAT(IPPROTO_UDP),
	XLAT(IPPROTO_IDP), XLAT(IPPROTO_TP), XLAT(IPPROTO_DCCP), XLAT(IPPROTO_IPV6),
	XLAT(IPPROTO_ROUTING), XLAT(IPPROTO_FRAGMENT), XLAT(IPPROTO_RSVP), XLAT(IPPROTO_GRE),
	XLAT(IPPROTO_ESP), XLAT(IPPROTO_AH), XLAT(IPPROTO_ICMPV6), XLAT(IPPROTO_NONE),
	XLAT(IPPROTO_DSTOPTS), XLAT(IPPROTO_MTP), XLAT(IPPROTO_BEETPH), XLAT(IPPROTO_ENCAP),
	XLAT(IPPROTO_PIM), XLAT(IPPROTO_COMP), XLAT_PAIR(115, "IPPROTO_L2TP"), XLAT(IPPROTO_SCTP),
	XLAT(IPPROTO_MH), XLAT(IPPROTO_UDPLITE), XLAT(IPPROTO_MPLS), XLAT_PAIR(143, "IPPROTO_ETHERNET"),
	XLAT(IPPROTO_RAW), XLAT_PAIR(262, "IPPROTO_MPTCP"), XLAT_END
};

const struct xlat netlink_protocols[] = {
	XLAT(NETLINK_ROUTE), XLAT(NETLINK_UNUSED), XLAT(NETLINK_USERSOCK),
	XLAT(NETLINK_FIREWALL), XLAT(NETLINK_SOCK_DIAG), XLAT(NETLINK_NFLOG),
	XLAT(NETLINK_XFRM), XLAT(NETLINK_SELINUX), XLAT(NETLINK_ISCSI), XLAT(NETLINK_AUDIT),
	XLAT(NETLINK_FIB_LOOKUP), XLAT(NETLINK_CONNECTOR), XLAT(NETLINK_NETFILTER),
	XLAT(NETLINK_IP6_FW), XLAT(NETLINK_DNRTMSG), XLAT(NETLINK_KOBJECT_UEVENT),
	XLAT(NETLINK_GENERIC), XLAT(NETLINK_SCSITRANSPORT), XLAT(NETLINK_ECRYPTFS),
	XLAT(NETLINK_RDMA), XLAT(NETLINK_CRYPTO), XLAT_PAIR(22, "NETLINK_SMC"), XLAT_END
};

const struct xlat socketlayers[] = {
	XLAT_PAIR(0, "SOL_IP"), XLAT(SOL_SOCKET), XLAT_PAIR(6, "SOL_TCP"),
	XLAT_PAIR(17, "SOL_UDP"), XLAT_PAIR(40, "AF_VSOCK"), XLAT_PAIR(41, "SOL_IPV6"),
	XLAT_PAIR(58, "SOL_ICMPV6"), XLAT_PAIR(100, "SOL_CAN_BASE"), XLAT_PAIR(101, "SOL_CAN_RAW"),
	XLAT_PAIR(132, "SOL_SCTP"), XLAT_PAIR(136, "SOL_UDPLITE"), XLAT_PAIR(255, "SOL_RAW"),
	XLAT_PAIR(256, "SOL_IPX"), XLAT_PAIR(257, "SOL_AX25"), XLAT_PAIR(258, "SOL_ATALK"),
	XLAT_PAIR(259, "SOL_NETROM"), XLAT_PAIR(260, "SOL_ROSE"), XLAT_PAIR(261, "SOL_DECNET"),
	XLAT_PAIR(262, "SOL_X25"), XLAT_PAIR(263, "SOL_PACKET"), XLAT_PAIR(264, "SOL_ATM"),
	XLAT_PAIR(265, "SOL_AAL"), XLAT_PAIR(266, "SOL_IRDA"), XLAT_PAIR(267, "SOL_NETBEUI"),
	XLAT_PAIR(268, "SOL_LLC"), XLAT_PAIR(269, "SOL_DCCP"), XLAT_PAIR(270, "SOL_NETLINK"),
	XLAT_PAIR(271, "SOL_TIPC"), XLAT_PAIR(272, "SOL_RXRPC"), XLAT_PAIR(273, "SOL_PPPOL2TP"),
	XLAT_PAIR(274, "SOL_BLUETOOTH"), XLAT_PAIR(275, "SOL_PNPIPE"), XLAT_PAIR(276, "SOL_RDS"),
	XLAT_PAIR(277, "SOL_IUCV"), XLAT_PAIR(278, "SOL_CAIF"), XLAT_PAIR(279, "SOL_ALG"),
	XLAT_PAIR(280, "SOL_NFC"), XLAT_PAIR(281, "SOL_KCM"), XLAT_PAIR(282, "SOL_TLS"),
	XLAT_PAIR(283, "SOL_XDP"), XLAT_END
};

static const struct xlat msg_flags[] = {
	XLAT(MSG_OOB), XLAT(MSG_PEEK), XLAT(MSG_DONTROUTE), XLAT(MSG_CTRUNC), XLAT_PAIR(0x10, "MSG_PROBE"),
	XLAT(MSG_TRUNC), XLAT(MSG_DONTWAIT), XLAT(MSG_EOR), XLAT(MSG_WAITALL), XLAT(MSG_FIN),
	XLAT(MSG_SYN), XLAT(MSG_CONFIRM), XLAT(MSG_RST), XLAT(MSG_ERRQUEUE), XLAT(MSG_NOSIGNAL),
	XLAT(MSG_MORE), XLAT(MSG_WAITFORONE), XLAT_PAIR(0x20000, "MSG_SENDPAGE_NOTLAST"),
	XLAT(MSG_BATCH), XLAT_PAIR(0x100000, "MSG_NO_SHARED_FRAGS"), XLAT(MSG_ZEROCOPY),
	XLAT(MSG_FASTOPEN), XLAT(MSG_CMSG_CLOEXEC), XLAT_PAIR(0x80000000U, "MSG_CMSG_COMPAT"),
	XLAT_END
};

static const struct xlat shutdown_modes[] = {
	XLAT(SHUT_RD), XLAT(SHUT_WR), XLAT(SHUT_RDWR), XLAT_END
};

static const struct xlat scmvals[] = {
	XLAT(SCM_RIGHTS), XLAT(SCM_CREDENTIALS), XLAT_PAIR(3, "SCM_SECURITY"),
	XLAT_PAIR(29, "SO_TIMESTAMP_OLD"), XLAT_PAIR(35, "SO_TIMESTAMPNS_OLD"),
	XLAT_PAIR(37, "SO_TIMESTAMPING_OLD"), XLAT_PAIR(41, "SO_WIFI_STATUS"),
	XLAT_PAIR(61, "SO_TXTIME"), XLAT_PAIR(63, "SO_TIMESTAMP_NEW"),
	XLAT_PAIR(64, "SO_TIMESTAMPNS_NEW"), XLAT_PAIR(65, "SO_TIMESTAMPING_NEW"), XLAT_END
};

/* ---- socket, socketpair ----------------------------------------------- */

/* socketcall's subcall numbers (linux/net.h) */
static const struct xlat socketcalls[] = {
	XLAT_PAIR(1, "SYS_SOCKET"), XLAT_PAIR(2, "SYS_BIND"), XLAT_PAIR(3, "SYS_CONNECT"),
	XLAT_PAIR(4, "SYS_LISTEN"), XLAT_PAIR(5, "SYS_ACCEPT"), XLAT_PAIR(6, "SYS_GETSOCKNAME"),
	XLAT_PAIR(7, "SYS_GETPEERNAME"), XLAT_PAIR(8, "SYS_SOCKETPAIR"), XLAT_PAIR(9, "SYS_SEND"),
	XLAT_PAIR(10, "SYS_RECV"), XLAT_PAIR(11, "SYS_SENDTO"), XLAT_PAIR(12, "SYS_RECVFROM"),
	XLAT_PAIR(13, "SYS_SHUTDOWN"), XLAT_PAIR(14, "SYS_SETSOCKOPT"),
	XLAT_PAIR(15, "SYS_GETSOCKOPT"), XLAT_PAIR(16, "SYS_SENDMSG"), XLAT_PAIR(17, "SYS_RECVMSG"),
	XLAT_PAIR(18, "SYS_ACCEPT4"), XLAT_PAIR(19, "SYS_RECVMMSG"), XLAT_PAIR(20, "SYS_SENDMMSG"),
	XLAT_END
};

void print_sockcall(struct call *c, int arg, int param)
{
	int call = (int)c->args[arg];

	print_dec_named(call, xlat_lookup(socketcalls, (unsigned)call), NULL);
}

void print_sockfamily(struct call *c, int arg, int param)
{
	print_xlat(addrfams, (unsigned)c->args[arg], "AF_???");
}

/* SOCK_STREAM|SOCK_CLOEXEC: the low bits are the type, the rest flags. */
void print_socktype(struct call *c, int arg, int param)
{
	unsigned v = c->args[arg];
	const char *type = xlat_lookup(socktypes, v & 0xf);

	if (type) {
		if (opt.xlat_style == XLAT_STYLE_VERBOSE)
			tprintf("%#x /* %s */", v & 0xf, type);
		else if (opt.xlat_style == XLAT_STYLE_RAW)
			tprintf("%#x", v & 0xf);
		else
			tputs(type);
		v &= ~0xfu;
		if (!v)
			return;
		tputc('|');
	}
	print_flags_dflt(sock_type_flags, v, "SOCK_???");
}

/* The protocol: its names depend on the family in argument param.  A
 * named one is an int; a plain number shows the whole register, as in
 * strace. */
void print_sockproto(struct call *c, int arg, int param)
{
	unsigned v = c->args[arg];

	switch ((int)c->args[param]) {
	case AF_INET:
	case AF_INET6:
		print_xlat(inet_protocols, v, "IPPROTO_???");
		break;
	case AF_NETLINK:
		print_xlat(netlink_protocols, v, "NETLINK_???");
		break;
	default:
		tprintf("%llu", (unsigned long long)c->args[arg]);
		break;
	}
}

void print_sockflags(struct call *c, int arg, int param)
{
	print_flags_dflt(sock_type_flags, (unsigned)c->args[arg], "SOCK_???");
}

void print_msgflags(struct call *c, int arg, int param)
{
	print_flags_dflt(msg_flags, (unsigned)c->args[arg], "MSG_???");
}

void print_shuthow(struct call *c, int arg, int param)
{
	print_xlat(shutdown_modes, (unsigned)c->args[arg], "SHUT_???");
}

/* ---- socket addresses ----------------------------------------------------- */

/* The number in network order, as strace shows ports with -X. */
static void print_net_raw(const void *p, size_t len)
{
	print_quoted(p, len, QUOTE_HEX_ALL);
}

/* inet_addr("127.0.0.1") / inet_pton(AF_INET6, "::1", &sin6_addr) */
void print_inet_addr(int af, const void *addr, size_t len, const char *field)
{
	char text[INET6_ADDRSTRLEN];

	if (!inet_ntop(af, addr, text, sizeof(text))) {
		if (field)
			tprintf("%s=", field);
		print_net_raw(addr, len);
		return;
	}
	if (field && (af == AF_INET || opt.xlat_style != XLAT_STYLE_ABBREV)) {
		tprintf("%s=", field);
	}
	if (opt.xlat_style != XLAT_STYLE_ABBREV)
		print_net_raw(addr, len);
	if (opt.xlat_style == XLAT_STYLE_RAW)
		return;
	if (opt.xlat_style == XLAT_STYLE_VERBOSE)
		tputs(" /* ");
	/* the text is quoted as strings are (in hex with -xx) */
	tputs(af == AF_INET ? "inet_addr(" : "inet_pton(AF_INET6, ");
	print_quoted(text, strlen(text), 0);
	if (af != AF_INET && opt.xlat_style == XLAT_STYLE_ABBREV && field)
		tprintf(", &%s", field);
	tputc(')');
	if (opt.xlat_style == XLAT_STYLE_VERBOSE)
		tputs(" */");
}

void print_ifindex(unsigned ifindex)
{
	char name[IF_NAMESIZE];

	if (opt.xlat_style == XLAT_STYLE_RAW || !if_indextoname(ifindex, name)) {
		tprintf("%u", ifindex);
		return;
	}
	if (opt.xlat_style == XLAT_STYLE_VERBOSE)
		tprintf("%u /* ", ifindex);
	tputs("if_nametoindex(");
	print_quoted(name, strlen(name), 0);
	tputc(')');
	if (opt.xlat_style == XLAT_STYLE_VERBOSE)
		tputs(" */");
}

void print_port(const char *field, uint16_t port_be)
{
	tprintf("%s=", field);
	if (opt.xlat_style != XLAT_STYLE_ABBREV)
		print_net_raw(&port_be, sizeof(port_be));
	if (opt.xlat_style == XLAT_STYLE_RAW)
		return;
	tprintf(opt.xlat_style == XLAT_STYLE_VERBOSE ? " /* htons(%u) */" : "htons(%u)", ntohs(port_be));
}

/* A hardware address: 01:02:03 ("\x01\x02\x03" with -X raw, both with
 * -X verbose); longer than any device's, only the bytes. */
void print_mac_addr_shown(const unsigned char *addr, size_t len, size_t shown)
{
	enum { MAC_MAX = 32 };   /* MAX_ADDR_LEN of the kernel */

	if (opt.xlat_style != XLAT_STYLE_ABBREV || len > MAC_MAX)
		print_quoted(addr, len, QUOTE_HEX_ALL);
	if (opt.xlat_style == XLAT_STYLE_RAW || len > MAC_MAX)
		return;
	if (opt.xlat_style == XLAT_STYLE_VERBOSE)
		tputs(" /* ");
	for (size_t i = 0; i < shown && i < len; i++)
		tprintf("%s%02x", i ? ":" : "", addr[i]);
	if (opt.xlat_style == XLAT_STYLE_VERBOSE)
		tputs(" */");
}

void print_mac_addr(const unsigned char *addr, size_t len)
{
	print_mac_addr_shown(addr, len, len);
}

static void print_sa_un(const struct call *c, const unsigned char *buf, int len)
{
	const struct sockaddr_un *un = (const void *)buf;
	int path_len = (len > (int)sizeof(*un) ? (int)sizeof(*un) : len) - 2;

	tputs("sun_path=");
	if (un->sun_path[0]) {
		size_t n = strnlen(un->sun_path, path_len);

		print_quoted(un->sun_path, n, 0);
	} else {
		tputc('@');
		print_quoted(un->sun_path + 1, path_len - 1, 0);
	}
}

static void print_sa_in(const struct call *c, const unsigned char *buf, int len)
{
	const struct sockaddr_in *in = (const void *)buf;

	print_port("sin_port", in->sin_port);
	tputs(", ");
	print_inet_addr(AF_INET, &in->sin_addr, sizeof(in->sin_addr), "sin_addr");
}

static void print_sa_in6(const struct call *c, const unsigned char *buf, int len)
{
	const struct sockaddr_in6 *in6 = (const void *)buf;

	print_port("sin6_port", in6->sin6_port);
	tputs(", sin6_flowinfo=");
	if (opt.xlat_style != XLAT_STYLE_ABBREV)
		print_net_raw(&in6->sin6_flowinfo, sizeof(in6->sin6_flowinfo));
	if (opt.xlat_style != XLAT_STYLE_RAW)
		tprintf(opt.xlat_style == XLAT_STYLE_VERBOSE ? " /* htonl(%u) */" : "htonl(%u)",
			ntohl(in6->sin6_flowinfo));
	tputs(", ");
	print_inet_addr(AF_INET6, &in6->sin6_addr, sizeof(in6->sin6_addr), "sin6_addr");
	if (len <= 24)
		return;
	tputs(", sin6_scope_id=");
	/* a link-local address's scope is an interface */
	if (IN6_IS_ADDR_LINKLOCAL(&in6->sin6_addr) || IN6_IS_ADDR_MC_LINKLOCAL(&in6->sin6_addr))
		print_ifindex(in6->sin6_scope_id);
	else
		tprintf("%u", in6->sin6_scope_id);
}

static void print_sa_nl(const struct call *c, const unsigned char *buf, int len)
{
	const struct sockaddr_nl *nl = (const void *)buf;

	if (nl->nl_pad)
		tprintf("nl_pad=%#x, ", nl->nl_pad);
	/* a process id, noted with --pidns-translation */
	tputs("nl_pid=");
	print_pid_as(PIDNS_TGID, (int)nl->nl_pid);
	tprintf(", nl_groups=%#08x", nl->nl_groups);
}

/* sin_port=..., sin_addr=... of an AF_INET or AF_INET6 address */
void print_sa_inet(const unsigned char *buf, int len, int family)
{
	if (family == AF_INET)
		print_sa_in(NULL, buf, len);
	else
		print_sa_in6(NULL, buf, len);
}

/* sa_data="..." of a family not decoded, or too short for its struct */
void print_sa_data(const unsigned char *buf, int len)
{
	tputs("sa_data=");
	print_quoted(buf + 2, len - 2, 0);
}

/* Each family's printer and the least length it decodes (sockaddr.c has
 * most of them). */
static const struct {
	void (*print)(const struct call *c, const unsigned char *buf, int len);
	int min_len;
} sa_printers[] = {
	[AF_UNIX] = { print_sa_un, 3 },
	[AF_INET] = { print_sa_in, sizeof(struct sockaddr_in) },
	[AF_AX25] = { print_sa_ax25, 16 },
	[AF_IPX] = { print_sa_ipx, 16 },
	[AF_X25] = { print_sa_x25, 18 },
	[AF_INET6] = { print_sa_in6, 24 },
	[AF_NETLINK] = { print_sa_nl, sizeof(struct sockaddr_nl) },
	[AF_PACKET] = { print_sa_ll, 20 },
	[AF_BLUETOOTH] = { print_sa_bt, 3 },
	[AF_RXRPC] = { print_sa_rxrpc, 36 },
	[AF_IEEE802154] = { print_sa_ieee802154, 20 },
	[AF_ALG] = { print_sa_alg, 25 },
	[AF_NFC] = { print_sa_nfc, 16 },
	[AF_VSOCK] = { print_sa_vsock, 16 },
	[AF_QIPCRTR] = { print_sa_qrtr, 12 },
	[44 /* AF_XDP */] = { print_sa_xdp, 16 },
	[45 /* AF_MCTP */] = { print_sa_mctp, 12 },
};

void print_sockaddr_bytes(const void *data, int len)
{
	print_sockaddr_of(NULL, data, len);
}

/* The sockaddr of len bytes (c: the call, for descriptors in it, or NULL). */
void print_sockaddr_of(const struct call *c, const void *data, int len)
{
	unsigned char buf[sizeof(struct sockaddr_storage) + 1];
	sa_family_t family;

	if (len > (int)sizeof(struct sockaddr_storage))
		len = sizeof(struct sockaddr_storage);
	memset(buf, 0, sizeof(buf));
	memcpy(buf, data, len);
	memcpy(&family, buf, sizeof(family));
	tputs("{sa_family=");
	print_xlat(addrfams, family, "AF_???");
	if (len > 2) {
		tputs(", ");
		if (family < sizeof(sa_printers) / sizeof(sa_printers[0]) && sa_printers[family].print &&
		    len >= sa_printers[family].min_len) {
			sa_printers[family].print(c, buf, len);
		} else {
			print_sa_data(buf, len);
		}
	}
	tputc('}');
}

/* A sockaddr of len bytes at addr (argument arg's capture first). */
static void print_sockaddr_at(const struct call *c, int arg, uint64_t addr, int len)
{
	unsigned char buf[sizeof(struct sockaddr_storage)];

	if (len < 2 || !addr) {
		print_addr(addr);
		return;
	}
	if (len > (int)sizeof(buf))
		len = sizeof(buf);
	if (tmem_read(c, arg, addr, buf, len) < 0) {
		print_addr(addr);
		return;
	}
	print_sockaddr_of(c, buf, len);
}

/* Input sockaddr, its length in argument param. */
void print_sockaddr(struct call *c, int arg, int param)
{
	if (!verbose(c)) {
		print_addr(c->args[arg]);
		return;
	}
	print_sockaddr_at(c, arg, c->args[arg], (int)c->args[param]);
}

/* The socklen_t at argument arg, as it was at enter (*in) and at exit
 * (*out); false when it was not readable at enter. */
bool socklen_values(const struct call *c, int arg, int *in, int *out, bool *have_out)
{
	const struct ebt_cap *enter = NULL, *exit = NULL;
	const struct ebt_sys_event *e;

	for (int pass = 0; pass < 2; pass++) {
		const struct ebt_cap *cap;

		e = pass ? c->exit : c->enter;
		if (!e)
			continue;
		cap = call_cap_in(e, arg);
		if (cap && !cap->err && cap->len >= sizeof(int)) {
			if (pass)
				exit = cap;
			else
				enter = cap;
		}
	}
	*have_out = false;
	if (exit) {
		memcpy(out, cap_bytes(exit), sizeof(int));
		*have_out = true;
	} else if (c->exiting && tmem_read(c, -1, c->args[arg], out, sizeof(int)) == sizeof(int)) {
		*have_out = true;
	}
	if (enter) {
		memcpy(in, cap_bytes(enter), sizeof(int));
		return true;
	}
	if (!c->enter && *have_out) {
		/* the call began before tracing did: the old value is lost */
		*in = *out;
		return true;
	}
	return false;
}

/* Output sockaddr whose length is pointed to by argument param:
 * accept, getsockname, getpeername, recvfrom. */
void print_sockaddr_out(struct call *c, int arg, int param)
{
	int in, out;
	bool have_out;

	if (!verbose(c) || !c->args[arg] || !c->args[param] ||
	    !socklen_values(c, param, &in, &out, &have_out) || call_failed(c) || !have_out) {
		print_addr(c->args[arg]);
		return;
	}
	print_sockaddr_at(c, arg, c->args[arg], in > out ? out : in);
}

/* [in => out] or [len]: argument param is the sockaddr it measures. */
void print_socklen(struct call *c, int arg, int param)
{
	int in, out;
	bool have_out;

	if (!verbose(c) || !c->args[arg] || !c->args[param] ||
	    !socklen_values(c, arg, &in, &out, &have_out)) {
		print_addr(c->args[arg]);
		return;
	}
	if (call_failed(c) || !have_out) {
		tprintf("[%d]", in);
		return;
	}
	if (in != out)
		tprintf("[%d => %d]", in, out);
	else
		tprintf("[%d]", out);
}

/* ---- socket data ------------------------------------------------------------- */

/* The protocol of the netlink socket a capture is of, -1 when strace
 * could not learn it (a socket of another network namespace). */
static int cap_nl_proto(const struct ebt_cap *cap)
{
	unsigned proto = EBT_CAPF_NL_PROTO(cap->flags);

	return proto == EBT_NL_PROTO_UNKNOWN ? -1 : (int)proto;
}

/* Netlink messages of len bytes at argument arg when the descriptor was a
 * netlink socket (the capture says so); false when it was not. */
static bool print_netlink_arg(const struct call *c, int arg, uint64_t len)
{
	const struct ebt_cap *cap = call_cap(c, arg);

	if (!verbose(c) || !cap || !(cap->flags & EBT_CAPF_NETLINK))
		return false;
	print_netlink(c, cap_nl_proto(cap), cap_bytes(cap), cap->len, c->args[arg], len);
	return true;
}

/* sendto's data, its length in argument param. */
void print_sockbuf(struct call *c, int arg, int param)
{
	if (!print_netlink_arg(c, arg, c->args[param]))
		print_ibuf(c, arg, param);
}

/* recvfrom's data: as many bytes as received and the buffer holds (with
 * MSG_TRUNC the call returns the datagram's length). */
void print_osockbuf(struct call *c, int arg, int param)
{
	uint64_t len = c->ret < 0 ? 0 : (uint64_t)c->ret;

	if (output_unavailable(c) || c->ret < 0) {
		print_addr(c->args[arg]);
		return;
	}
	if (len > c->args[param])
		len = c->args[param];
	if (!print_netlink_arg(c, arg, len))
		print_buf_at(c, arg, c->args[arg], len);
}

/* ---- messages ---------------------------------------------------------------- */

struct msg_view {
	struct msghdr h;
	const unsigned char *name, *iov, *data, *ctrl;
	struct ebt_msghdr_cap lens;
	bool have_parts;   /* name, iov, data, control were captured (an exit
			    * capture: the enter one has the header only, and
			    * is read for it alone) */
	int nl_proto;      /* a netlink socket's protocol, -1: not one */
};

/* Find the parts of an EBT_CAP_MSGHDR capture; false if it is malformed. */
static bool msg_view_of(const struct ebt_cap *cap, struct msg_view *v)
{
	const unsigned char *p = cap_bytes(cap), *end = p + cap->len;
	size_t data = 0;

	memset(v, 0, sizeof(*v));
	v->nl_proto = cap->flags & EBT_CAPF_NETLINK ? cap_nl_proto(cap) : -1;
	if (cap->err || cap->len < sizeof(v->lens) + sizeof(v->h))
		return false;
	memcpy(&v->lens, p, sizeof(v->lens));
	p += sizeof(v->lens);
	memcpy(&v->h, p, sizeof(v->h));
	p += sizeof(v->h);
	if (v->lens.name_len > EBT_MSG_NAME_MAX || v->lens.iov_count > EBT_MSG_IOV_MAX ||
	    v->lens.ctrl_len > EBT_MSG_CTRL_MAX)
		return false;
	for (unsigned i = 0; i < v->lens.iov_count; i++) {
		if (v->lens.data_len[i] > EBT_CAP_MAX)
			return false;
		data += v->lens.data_len[i];
	}
	if ((size_t)(end - p) != v->lens.name_len + v->lens.iov_count * 16 + data + v->lens.ctrl_len)
		return false;
	v->name = p;
	v->iov = v->name + v->lens.name_len;
	v->data = v->iov + v->lens.iov_count * 16;
	v->ctrl = v->data + data;
	v->have_parts = true;
	return true;
}

/* msg_iov=[{iov_base="ab", iov_len=2}, ...] limited to data_size bytes
 * in all (-1: no limit), and -s bytes and elements each; netlink messages
 * when the message is addressed to or from a netlink socket. */
static void print_msg_iov(const struct call *c, const struct msg_view *v, int64_t data_size,
			  bool netlink)
{
	const unsigned char *data = v->data;
	uint64_t n = v->h.msg_iovlen;

	tputs("msg_iov=");
	if (!v->h.msg_iov || !v->have_parts || (n && !v->lens.iov_count)) {
		print_addr((uintptr_t)v->h.msg_iov);
		return;
	}
	tputc('[');
	for (uint64_t i = 0; i < n; i++) {
		struct iovec iov;
		uint64_t len, shown;

		if (i)
			tputs(", ");
		if (i >= v->lens.iov_count || (abbrev(c) && i >= opt.string_limit)) {
			tputs("...");
			break;
		}
		memcpy(&iov, v->iov + i * 16, sizeof(iov));
		len = iov.iov_len;
		if (data_size >= 0 && len > (uint64_t)data_size)
			len = data_size;
		shown = len < opt.string_limit ? len : opt.string_limit;
		tputs("{iov_base=");
		if (netlink)
			print_netlink(c, v->nl_proto, data, v->lens.data_len[i], (uintptr_t)iov.iov_base, len);
		else if (!iov.iov_base)
			tputs("NULL");
		else if (v->lens.data_len[i] < shown && v->lens.data_len[i] < len)
			print_addr((uintptr_t)iov.iov_base);
		else
			print_quoted(data, shown, len > shown ? QUOTE_ELLIPSIS : 0);
		tprintf(", iov_len=%llu}", (unsigned long long)iov.iov_len);
		data += v->lens.data_len[i];
		if (data_size >= 0)
			data_size -= len;
	}
	tputc(']');
}

/* ---- control messages: each type's data, by level ---- */

static void print_cmsg_fds(const struct call *c, const unsigned char *d, size_t len)
{
	tputc('[');
	for (size_t i = 0; i + sizeof(int) <= len; i += sizeof(int)) {
		int fd;

		memcpy(&fd, d + i, sizeof(fd));
		if (i)
			tputs(", ");
		if (array_cut(c, i / sizeof(int)))
			break;
		print_fd_number(c, fd);
	}
	tputc(']');
}

static void print_cmsg_creds(const struct call *c, const unsigned char *d, size_t len)
{
	struct ucred uc;

	memcpy(&uc, d, sizeof(uc));
	tputs("{pid=");
	print_pid_as(PIDNS_TGID, uc.pid);
	tputs(", uid=");
	print_id(uc.uid);
	tputs(", gid=");
	print_id(uc.gid);
	tputc('}');
}

static void print_cmsg_string(const struct call *c, const unsigned char *d, size_t len)
{
	print_quoted(d, len, 0);
}

/* Two fields of word bytes (8, or a 32-bit program's 4 for the _OLD
 * types): {tv_sec=, tv_usec=} or {tv_sec=, tv_nsec=}, the fraction
 * unsigned as wide as its field; "???" when the data is shorter. */
static bool print_cmsg_time_at(const unsigned char *d, size_t len, bool nsec, size_t word)
{
	int64_t t[2];

	if (len < 2 * word) {
		tputs("???");
		return false;
	}
	if (word == 4) {
		int32_t sec;
		uint32_t frac;

		memcpy(&sec, d, 4);
		memcpy(&frac, d + 4, 4);
		t[0] = sec;
		t[1] = frac;
	} else {
		memcpy(t, d, sizeof(t));
	}
	if (nsec)
		print_timespec_val(t[0], t[1]);
	else
		print_timeval_val(t[0], t[1]);
	return true;
}

static void print_cmsg_timeval(const struct call *c, const unsigned char *d, size_t len)
{
	print_cmsg_time_at(d, len, false, call_long_size(c));
}

static void print_cmsg_timespec(const struct call *c, const unsigned char *d, size_t len)
{
	print_cmsg_time_at(d, len, true, call_long_size(c));
}

static void print_cmsg_timeval64(const struct call *c, const unsigned char *d, size_t len)
{
	print_cmsg_time_at(d, len, false, 8);
}

static void print_cmsg_timespec64(const struct call *c, const unsigned char *d, size_t len)
{
	print_cmsg_time_at(d, len, true, 8);
}

/* SO_TIMESTAMPING: three timespecs, or "???" when they are not all there */
static void print_cmsg_timespecs(const unsigned char *d, size_t len, size_t word)
{
	if (len < 3 * 2 * word) {
		tputs("???");
		return;
	}
	tputc('[');
	for (int i = 0; i < 3; i++) {
		if (i)
			tputs(", ");
		print_cmsg_time_at(d + i * 2 * word, 2 * word, true, word);
	}
	tputc(']');
}

static void print_cmsg_timespec3(const struct call *c, const unsigned char *d, size_t len)
{
	print_cmsg_timespecs(d, len, call_long_size(c));
}

static void print_cmsg_timespec3_64(const struct call *c, const unsigned char *d, size_t len)
{
	print_cmsg_timespecs(d, len, 8);
}

static void print_cmsg_uints(const struct call *c, const unsigned char *d, size_t len)
{
	tputc('[');
	for (size_t i = 0; i + 4 <= len; i += 4) {
		uint32_t v;

		if (i)
			tputs(", ");
		if (array_cut(c, i / 4))
			break;
		memcpy(&v, d + i, sizeof(v));
		tprintf("%u", v);
	}
	tputc(']');
}

static void print_cmsg_bytes(const struct call *c, const unsigned char *d, size_t len)
{
	tputc('[');
	for (size_t i = 0; i < len; i++) {
		if (i)
			tputs(", ");
		if (array_cut(c, i))
			break;
		tprintf(d[i] ? "%#x" : "0", d[i]);
	}
	tputc(']');
}

static void print_cmsg_pktinfo(const struct call *c, const unsigned char *d, size_t len)
{
	struct in_pktinfo pi;

	memcpy(&pi, d, sizeof(pi));
	tputs("{ipi_ifindex=");
	print_ifindex(pi.ipi_ifindex);
	tputs(", ");
	print_inet_addr(AF_INET, &pi.ipi_spec_dst, 4, "ipi_spec_dst");
	tputs(", ");
	print_inet_addr(AF_INET, &pi.ipi_addr, 4, "ipi_addr");
	tputc('}');
}

/* IP_RECVERR: struct sock_extended_err and the offender's address */
static void print_cmsg_recverr(const struct call *c, const unsigned char *d, size_t len)
{
	struct {
		uint32_t ee_errno;
		uint8_t ee_origin, ee_type, ee_code, ee_pad;
		uint32_t ee_info, ee_data;
	} ee;

	memcpy(&ee, d, sizeof(ee));
	tprintf("{ee_errno=%u, ee_origin=%u, ee_type=%u, ee_code=%u, ee_info=%u, ee_data=%u, offender=",
		ee.ee_errno, ee.ee_origin, ee.ee_type, ee.ee_code, ee.ee_info, ee.ee_data);
	print_sockaddr_bytes(d + sizeof(ee), sizeof(struct sockaddr_in));
	tputc('}');
}

static void print_cmsg_sockaddr(const struct call *c, const unsigned char *d, size_t len)
{
	print_sockaddr_bytes(d, len > sizeof(struct sockaddr_storage) ?
			     (int)sizeof(struct sockaddr_storage) : (int)len);
}

struct cmsg_printer {
	void (*print)(const struct call *c, const unsigned char *d, size_t len);
	size_t min_len;   /* shorter data is not shown */
};

static const struct cmsg_printer cmsg_socket_printers[] = {
	[SCM_RIGHTS] = { print_cmsg_fds, sizeof(int) },
	[SCM_CREDENTIALS] = { print_cmsg_creds, sizeof(struct ucred) },
	[3 /* SCM_SECURITY */] = { print_cmsg_string, 1 },
	[29 /* SO_TIMESTAMP_OLD */] = { print_cmsg_timeval, 1 },
	[35 /* SO_TIMESTAMPNS_OLD */] = { print_cmsg_timespec, 1 },
	[37 /* SO_TIMESTAMPING_OLD */] = { print_cmsg_timespec3, 1 },
	[63 /* SO_TIMESTAMP_NEW */] = { print_cmsg_timeval64, 1 },
	[64 /* SO_TIMESTAMPNS_NEW */] = { print_cmsg_timespec64, 1 },
	[65 /* SO_TIMESTAMPING_NEW */] = { print_cmsg_timespec3_64, 1 },
};

static const struct cmsg_printer cmsg_ip_printers[] = {
	[IP_TOS] = { print_cmsg_bytes, 1 },
	[IP_TTL] = { print_cmsg_uints, sizeof(unsigned) },
	[3 /* SCM_SECURITY */] = { print_cmsg_string, 1 },
	[IP_RECVOPTS] = { print_cmsg_bytes, 1 },
	[IP_RETOPTS] = { print_cmsg_bytes, 1 },
	[IP_PKTINFO] = { print_cmsg_pktinfo, sizeof(struct in_pktinfo) },
	[IP_RECVERR] = { print_cmsg_recverr, 16 + sizeof(struct sockaddr_in) },
	[IP_ORIGDSTADDR] = { print_cmsg_sockaddr, sizeof(struct sockaddr_in) },
	[IP_CHECKSUM] = { print_cmsg_uints, sizeof(unsigned) },
};

static const struct xlat ip_cmsg_types[] = {
	XLAT(IP_TOS), XLAT(IP_TTL), XLAT_PAIR(3, "SCM_SECURITY"), XLAT(IP_RECVOPTS),
	XLAT(IP_RETOPTS), XLAT(IP_PKTINFO), XLAT(IP_RECVERR), XLAT(IP_ORIGDSTADDR),
	XLAT(IP_CHECKSUM), XLAT_END
};

/* cmsg_type=SCM_RIGHTS, cmsg_data=[...]: the type by its level, then the
 * data the levels SOL_SOCKET and SOL_IP define (len bytes of it). */
static void print_cmsg_type_data(const struct call *c, int level, int type, const unsigned char *d,
				 size_t len)
{
	const struct cmsg_printer *printers = NULL;
	size_t n = 0;
	unsigned t = type;

	switch (level) {
	case SOL_SOCKET:
		print_xlat(scmvals, t, "SCM_???");
		printers = cmsg_socket_printers;
		n = sizeof(cmsg_socket_printers) / sizeof(cmsg_socket_printers[0]);
		break;
	case SOL_IP:
		print_xlat(ip_cmsg_types, t, "IP_???");
		printers = cmsg_ip_printers;
		n = sizeof(cmsg_ip_printers) / sizeof(cmsg_ip_printers[0]);
		break;
	default:
		tprintf("%#x", t);
		return;
	}
	if (t >= n || !printers[t].print || len < printers[t].min_len)
		return;
	tputs(", cmsg_data=");
	printers[t].print(c, d, len);
}

static void print_msg_control(const struct call *c, const struct msg_view *v)
{
	const unsigned char *p = v->ctrl;
	/* a 32-bit program's headers: a 4-byte cmsg_len, aligned to 4 */
	size_t left = v->lens.ctrl_len, hdr = layout_size(&layout_cmsghdr, c->compat);
	size_t align = call_long_size(c);
	uint64_t addr = (uintptr_t)v->h.msg_control;
	int n = 0;

	if (!v->h.msg_controllen)
		return;
	tputs(", msg_control=");
	if (!v->have_parts || left < hdr) {
		print_addr(addr);
		return;
	}
	tputc('[');
	while (left >= hdr) {
		struct cmsghdr cm;
		size_t len, step;

		if (c->compat)
			layout_widen(&layout_cmsghdr, p, &cm);
		else
			memcpy(&cm, p, hdr);
		if (n++)
			tputs(", ");
		tprintf("{cmsg_len=%llu, cmsg_level=", (unsigned long long)cm.cmsg_len);
		print_xlat(socketlayers, (unsigned)cm.cmsg_level, "SOL_???");
		tputs(", cmsg_type=");
		len = cm.cmsg_len > left ? left : cm.cmsg_len;
		print_cmsg_type_data(c, cm.cmsg_level, cm.cmsg_type, p + hdr, len > hdr ? len - hdr : 0);
		tputc('}');
		if (len < hdr) {
			left -= hdr;
			break;
		}
		step = (cm.cmsg_len + align - 1) & ~(align - 1);
		if (step >= left || step < cm.cmsg_len) {
			left = 0;
			break;
		}
		p += step;
		left -= step;
	}
	if (left)
		tprintf(", ... /* %#llx */", (unsigned long long)(addr + (v->lens.ctrl_len - left)));
	else if (v->lens.ctrl_len < v->h.msg_controllen)
		tputs(", ...");
	tputc(']');
}

static void print_msghdr_view(const struct call *c, const struct msg_view *v, const int *in_namelen,
			      int64_t data_size)
{
	int namelen = v->h.msg_namelen;
	bool netlink;

	if (in_namelen && namelen > *in_namelen)
		namelen = *in_namelen;
	/* strace decodes the data as netlink messages by the name's family */
	netlink = v->h.msg_name && namelen >= 2 && v->have_parts && v->lens.name_len >= 2 &&
		  ((const struct sockaddr *)(const void *)v->name)->sa_family == AF_NETLINK;
	tputs("{msg_name=");
	if (!v->h.msg_name || namelen < 2 || !v->have_parts || v->lens.name_len < 2)
		print_addr((uintptr_t)v->h.msg_name);
	else
		print_sockaddr_of(c, v->name, namelen < (int)v->lens.name_len ? namelen : (int)v->lens.name_len);
	tputs(", msg_namelen=");
	if (in_namelen && *in_namelen != (int)v->h.msg_namelen)
		tprintf("%d => ", *in_namelen);
	tprintf("%d, ", (int)v->h.msg_namelen);
	print_msg_iov(c, v, data_size, netlink);
	tprintf(", msg_iovlen=%llu", (unsigned long long)v->h.msg_iovlen);
	print_msg_control(c, v);
	tprintf(", msg_controllen=%llu, msg_flags=", (unsigned long long)v->h.msg_controllen);
	print_flags_dflt(msg_flags, (unsigned)v->h.msg_flags, "MSG_???");
	tputc('}');
}

/* The iovec elements of a captured struct msghdr (at most
 * EBT_MSG_IOV_MAX): their bases, lengths and data; false when the
 * capture holds no parts. */
bool msg_parts_of(const struct ebt_cap *cap, struct msg_parts *out)
{
	const unsigned char *data;
	struct msg_view v;

	if (!cap || !msg_view_of(cap, &v) || !v.have_parts)
		return false;
	out->iovlen = v.h.msg_iovlen;
	out->msg_len = v.lens.pad;
	out->n = 0;
	if (!v.h.msg_iov)
		return true;
	data = v.data;
	for (unsigned i = 0; i < v.lens.iov_count && i < v.h.msg_iovlen; i++) {
		struct msg_iov_part *part = &out->part[out->n++];
		struct iovec iov;

		memcpy(&iov, v.iov + i * 16, sizeof(iov));
		part->base = (uintptr_t)iov.iov_base;
		part->len = iov.iov_len;
		part->data = data;
		part->have = v.lens.data_len[i];
		data += v.lens.data_len[i];
	}
	return true;
}

/* The elements of sendmmsg's or recvmmsg's array (argument arg)
 * captured in record e (the exit's, or for recvmmsg the enter's headers). */
void mmsg_caps_of(const struct ebt_sys_event *e, int arg, struct mmsg_caps *it)
{
	const struct ebt_cap *cap = e ? call_cap_kind(e, arg, EBT_CAP_MMSGHDR) : NULL;

	it->p = cap ? cap_bytes(cap) : NULL;
	it->end = cap ? it->p + cap->len : NULL;
}

/* Element i, when it is the next one captured (the walk then moves past
 * it); NULL when it was not captured. */
const struct ebt_cap *mmsg_cap_next(struct mmsg_caps *it, unsigned i)
{
	const struct ebt_cap *cap = (const void *)it->p;
	size_t step;

	if (!it->p || (size_t)(it->end - it->p) < sizeof(*cap))
		return NULL;
	step = sizeof(*cap) + (((size_t)cap->len + 7) & ~(size_t)7);
	if (step > (size_t)(it->end - it->p) || cap->kind != EBT_CAP_MSGHDR || cap->field != i)
		return NULL;
	it->p += step;
	return cap;
}

/* Control data longer than the message's capture keeps has a capture of
 * its own: all of it, or none when it could not all be read (strace then
 * shows the address). */
static void use_long_control(const struct call *c, struct msg_view *v)
{
	const struct ebt_cap *cap = call_cap_in(c->exit, EBT_CAP_ARG_CTRL);

	if (!cap)
		return;
	v->ctrl = cap_bytes(cap);
	v->lens.ctrl_len = cap->err ? 0 : cap->len;
}

/* struct msghdr of sendmsg (param 0) or recvmsg (param 1). */
void print_msghdr(struct call *c, int arg, int param)
{
	const struct ebt_cap *ecap = c->enter ? call_cap_in(c->enter, arg) : NULL;
	const struct ebt_cap *xcap = c->exit ? call_cap_in(c->exit, arg) : NULL;
	struct msg_view in, out;
	bool have_in = ecap && msg_view_of(ecap, &in);

	if (!c->args[arg] || !verbose(c)) {
		print_addr(c->args[arg]);
		return;
	}
	if (param && call_failed(c)) {
		if (have_in)
			tprintf("{msg_namelen=%d}", (int)in.h.msg_namelen);
		else
			print_addr(c->args[arg]);
		return;
	}
	if (!xcap || !msg_view_of(xcap, &out) || !out.have_parts) {
		print_addr(c->args[arg]);
		return;
	}
	use_long_control(c, &out);
	if (param) {
		int namelen = have_in ? (int)in.h.msg_namelen : (int)out.h.msg_namelen;

		print_msghdr_view(c, &out, &namelen, c->ret);
	} else {
		print_msghdr_view(c, &out, NULL, -1);
	}
}

/* The size of a struct mmsghdr in the call's ABI. */
static uint64_t mmsghdr_size(const struct call *c)
{
	return layout_size(&layout_mmsghdr, c->compat);
}

/* strace shows UIO_MAXIOV elements at most (the one after as "...") */
#define MMSG_SHOWN_MAX (EBT_MMSG_MAX - 1)

/* The struct mmsghdr array of sendmmsg (received false) or recvmmsg, vlen
 * in argument param: each element was captured on its own.  As strace
 * does, an element is read before it is shown or cut short: an unreadable
 * one is where the array ends. */
static void print_mmsgvec(struct call *c, int arg, int param, bool received)
{
	uint64_t addr = c->args[arg];
	unsigned vlen = c->args[param], count, with_len;
	struct mmsg_caps out, in;

	if (!addr || !c->exiting || (received && call_failed(c))) {
		print_addr(addr);
		return;
	}
	with_len = call_failed(c) ? 0 : (unsigned)c->ret;
	count = received ? (unsigned)c->ret : vlen;
	mmsg_caps_of(c->exit, arg, &out);
	mmsg_caps_of(received ? c->enter : NULL, arg, &in);
	if (!count) {
		tputs("[]");
		return;
	}
	for (unsigned i = 0; i < count; i++) {
		const struct ebt_cap *cap = mmsg_cap_next(&out, i), *in_cap = mmsg_cap_next(&in, i);
		struct msg_view v, iv;
		int in_namelen;

		if (cap && cap->err) {
			if (!i) {
				print_addr(addr);
				return;
			}
			tprintf(", ... /* %#llx */]", (unsigned long long)(addr + i * mmsghdr_size(c)));
			return;
		}
		tputs(i ? ", " : "[");
		/* recvmmsg: as many as had their headers read at enter */
		if ((abbrev(c) && i >= opt.string_limit) || i >= MMSG_SHOWN_MAX ||
		    (in.end && (!in_cap || in_cap->err)) || !cap ||
		    !msg_view_of(cap, &v) || !v.have_parts) {
			tputs("...");
			break;
		}
		tputs("{msg_hdr=");
		/* recvmmsg: the name length given, and the one returned */
		in_namelen = in_cap && msg_view_of(in_cap, &iv) ? (int)iv.h.msg_namelen :
			     (int)v.h.msg_namelen;
		print_msghdr_view(c, &v, &in_namelen, received ? (int64_t)v.lens.pad : -1);
		if (i < with_len)
			tprintf(", msg_len=%u", v.lens.pad);
		tputc('}');
	}
	tputc(']');
}

void print_mmsghdr(struct call *c, int arg, int param)
{
	print_mmsgvec(c, arg, param, false);
}

void print_mmsghdr_in(struct call *c, int arg, int param)
{
	print_mmsgvec(c, arg, param, true);
}

/* " (Timeout)", or the time the timeout had left: " (left {...})". */
static void ret_recvmmsg(struct call *c)
{
	if (c->ret == 0) {
		tputs(" (Timeout)");
		return;
	}
	if (!verbose(c) || !c->args[4])
		return;
	tputs(" (left ");
	print_otimespec(c, 4, 0);
	tputc(')');
}

/* The descriptor at enter, the rest once the messages are in (the timeout
 * as it was given). */
void dec_recvmmsg(struct call *c, int exiting)
{
	if (!exiting) {
		print_args(c, 0, 1);
		print_arg_sep();
		return;
	}
	print_args(c, 1, 5);
	if (!call_failed(c))
		c->ret_extra = ret_recvmmsg;
}
