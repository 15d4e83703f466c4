/* Socket options: setsockopt and getsockopt, their level and option names
 * and their values in strace's notation (ints, structs, strings). */
#include <linux/filter.h>
#include <linux/icmp.h>
#include <linux/if_packet.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <netinet/udp.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>

#include "pids.h"
#include "common.h"
#include "fdpath.h"
#include "layout.h"
#include "net.h"

/* SOL_SOCKET options (asm-generic numbering, x86_64 and aarch64 alike). */
static const struct xlat sock_options[] = {
	XLAT_PAIR(1, "SO_DEBUG"), XLAT_PAIR(2, "SO_REUSEADDR"), XLAT_PAIR(3, "SO_TYPE"),
	XLAT_PAIR(4, "SO_ERROR"), XLAT_PAIR(5, "SO_DONTROUTE"), XLAT_PAIR(6, "SO_BROADCAST"),
	XLAT_PAIR(7, "SO_SNDBUF"), XLAT_PAIR(8, "SO_RCVBUF"), XLAT_PAIR(9, "SO_KEEPALIVE"),
	XLAT_PAIR(10, "SO_OOBINLINE"), XLAT_PAIR(11, "SO_NO_CHECK"), XLAT_PAIR(12, "SO_PRIORITY"),
	XLAT_PAIR(13, "SO_LINGER"), XLAT_PAIR(14, "SO_BSDCOMPAT"), XLAT_PAIR(15, "SO_REUSEPORT"),
	XLAT_PAIR(16, "SO_PASSCRED"), XLAT_PAIR(17, "SO_PEERCRED"), XLAT_PAIR(18, "SO_RCVLOWAT"),
	XLAT_PAIR(19, "SO_SNDLOWAT"), XLAT_PAIR(20, "SO_RCVTIMEO_OLD"),
	XLAT_PAIR(21, "SO_SNDTIMEO_OLD"), XLAT_PAIR(22, "SO_SECURITY_AUTHENTICATION"),
	XLAT_PAIR(23, "SO_SECURITY_ENCRYPTION_TRANSPORT"),
	XLAT_PAIR(24, "SO_SECURITY_ENCRYPTION_NETWORK"), XLAT_PAIR(25, "SO_BINDTODEVICE"),
	XLAT_PAIR(27, "SO_DETACH_FILTER"), XLAT_PAIR(28, "SO_PEERNAME"),
	XLAT_PAIR(29, "SO_TIMESTAMP_OLD"), XLAT_PAIR(30, "SO_ACCEPTCONN"), XLAT_PAIR(31, "SO_PEERSEC"),
	XLAT_PAIR(32, "SO_SNDBUFFORCE"), XLAT_PAIR(33, "SO_RCVBUFFORCE"), XLAT_PAIR(34, "SO_PASSSEC"),
	XLAT_PAIR(35, "SO_TIMESTAMPNS_OLD"), XLAT_PAIR(36, "SO_MARK"),
	XLAT_PAIR(37, "SO_TIMESTAMPING_OLD"), XLAT_PAIR(38, "SO_PROTOCOL"), XLAT_PAIR(39, "SO_DOMAIN"),
	XLAT_PAIR(40, "SO_RXQ_OVFL"), XLAT_PAIR(41, "SO_WIFI_STATUS"), XLAT_PAIR(42, "SO_PEEK_OFF"),
	XLAT_PAIR(43, "SO_NOFCS"), XLAT_PAIR(44, "SO_LOCK_FILTER"),
	XLAT_PAIR(45, "SO_SELECT_ERR_QUEUE"), XLAT_PAIR(46, "SO_BUSY_POLL"),
	XLAT_PAIR(47, "SO_MAX_PACING_RATE"), XLAT_PAIR(48, "SO_BPF_EXTENSIONS"),
	XLAT_PAIR(49, "SO_INCOMING_CPU"), XLAT_PAIR(50, "SO_ATTACH_BPF"),
	XLAT_PAIR(51, "SO_ATTACH_REUSEPORT_CBPF"), XLAT_PAIR(52, "SO_ATTACH_REUSEPORT_EBPF"),
	XLAT_PAIR(53, "SO_CNX_ADVICE"), XLAT_PAIR(55, "SO_MEMINFO"),
	XLAT_PAIR(56, "SO_INCOMING_NAPI_ID"), XLAT_PAIR(57, "SO_COOKIE"),
	XLAT_PAIR(59, "SO_PEERGROUPS"), XLAT_PAIR(60, "SO_ZEROCOPY"), XLAT_PAIR(61, "SO_TXTIME"),
	XLAT_PAIR(62, "SO_BINDTOIFINDEX"), XLAT_PAIR(63, "SO_TIMESTAMP_NEW"),
	XLAT_PAIR(64, "SO_TIMESTAMPNS_NEW"), XLAT_PAIR(65, "SO_TIMESTAMPING_NEW"),
	XLAT_PAIR(66, "SO_RCVTIMEO_NEW"), XLAT_PAIR(67, "SO_SNDTIMEO_NEW"),
	XLAT_PAIR(68, "SO_DETACH_REUSEPORT_BPF"), XLAT_PAIR(69, "SO_PREFER_BUSY_POLL"),
	XLAT_PAIR(70, "SO_BUSY_POLL_BUDGET"), XLAT_PAIR(71, "SO_NETNS_COOKIE"),
	XLAT_PAIR(72, "SO_BUF_LOCK"), XLAT_PAIR(73, "SO_RESERVE_MEM"), XLAT_PAIR(74, "SO_TXREHASH"),
	XLAT_PAIR(75, "SO_RCVMARK"), XLAT_END
};
/* 26 is SO_ATTACH_FILTER for setsockopt and SO_GET_FILTER for getsockopt. */
static const struct xlat setsock_options[] = { XLAT_PAIR(26, "SO_ATTACH_FILTER"), XLAT_END };
static const struct xlat getsock_options[] = { XLAT_PAIR(26, "SO_GET_FILTER"), XLAT_END };

/* SOL_SOCKET options whose value is an int. */
static const unsigned char sock_int_options[] = {
	1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 18, 19, 27, 29, 30, 32, 33, 34,
	35, 36, 37, 40, 41, 42, 43, 44, 45, 46, 49, 53, 56, 60, 63, 64, 65, 68, 69,
	70, 73, 75,
};

static const struct xlat sock_ip_options[] = {
	XLAT(IP_TOS), XLAT(IP_TTL), XLAT(IP_HDRINCL), XLAT(IP_OPTIONS), XLAT(IP_ROUTER_ALERT),
	XLAT(IP_RECVOPTS), XLAT(IP_RETOPTS), XLAT(IP_PKTINFO), XLAT(IP_PKTOPTIONS),
	XLAT(IP_MTU_DISCOVER), XLAT(IP_RECVERR), XLAT(IP_RECVTTL), XLAT(IP_RECVTOS),
	XLAT(IP_MTU), XLAT(IP_FREEBIND), XLAT(IP_IPSEC_POLICY), XLAT(IP_XFRM_POLICY),
	XLAT(IP_PASSSEC), XLAT(IP_TRANSPARENT), XLAT(IP_ORIGDSTADDR), XLAT(IP_MINTTL),
	XLAT(IP_NODEFRAG), XLAT(IP_CHECKSUM), XLAT(IP_BIND_ADDRESS_NO_PORT),
	XLAT(IP_RECVFRAGSIZE), XLAT_PAIR(26, "IP_RECVERR_RFC4884"), XLAT(IP_MULTICAST_IF),
	XLAT(IP_MULTICAST_TTL), XLAT(IP_MULTICAST_LOOP), XLAT(IP_ADD_MEMBERSHIP),
	XLAT(IP_DROP_MEMBERSHIP), XLAT(IP_UNBLOCK_SOURCE), XLAT(IP_BLOCK_SOURCE),
	XLAT(IP_ADD_SOURCE_MEMBERSHIP), XLAT(IP_DROP_SOURCE_MEMBERSHIP), XLAT(IP_MSFILTER),
	XLAT(MCAST_JOIN_GROUP), XLAT(MCAST_BLOCK_SOURCE), XLAT(MCAST_UNBLOCK_SOURCE),
	XLAT(MCAST_LEAVE_GROUP), XLAT(MCAST_JOIN_SOURCE_GROUP), XLAT(MCAST_LEAVE_SOURCE_GROUP),
	XLAT(MCAST_MSFILTER), XLAT(IP_MULTICAST_ALL), XLAT(IP_UNICAST_IF), XLAT_END
};

static const struct xlat sock_ipv6_options[] = {
	XLAT(IPV6_ADDRFORM), XLAT(IPV6_2292PKTINFO), XLAT(IPV6_2292HOPOPTS),
	XLAT(IPV6_2292DSTOPTS), XLAT(IPV6_2292RTHDR), XLAT(IPV6_2292PKTOPTIONS),
	XLAT(IPV6_CHECKSUM), XLAT(IPV6_2292HOPLIMIT), XLAT(IPV6_NEXTHOP), XLAT(IPV6_AUTHHDR),
	XLAT_PAIR(11, "IPV6_FLOWINFO"), XLAT(IPV6_UNICAST_HOPS), XLAT(IPV6_MULTICAST_IF),
	XLAT(IPV6_MULTICAST_HOPS), XLAT(IPV6_MULTICAST_LOOP), XLAT(IPV6_ADD_MEMBERSHIP),
	XLAT(IPV6_DROP_MEMBERSHIP), XLAT(IPV6_ROUTER_ALERT), XLAT(IPV6_MTU_DISCOVER),
	XLAT(IPV6_MTU), XLAT(IPV6_RECVERR), XLAT(IPV6_V6ONLY), XLAT(IPV6_JOIN_ANYCAST),
	XLAT(IPV6_LEAVE_ANYCAST), XLAT_PAIR(29, "IPV6_MULTICAST_ALL"),
	XLAT_PAIR(30, "IPV6_ROUTER_ALERT_ISOLATE"), XLAT_PAIR(31, "IPV6_RECVERR_RFC4884"),
	XLAT_PAIR(32, "IPV6_FLOWLABEL_MGR"), XLAT_PAIR(33, "IPV6_FLOWINFO_SEND"),
	XLAT(IPV6_IPSEC_POLICY), XLAT(IPV6_XFRM_POLICY), XLAT_PAIR(36, "IPV6_HDRINCL"),
	XLAT(MCAST_JOIN_GROUP), XLAT(MCAST_BLOCK_SOURCE), XLAT(MCAST_UNBLOCK_SOURCE),
	XLAT(MCAST_LEAVE_GROUP), XLAT(MCAST_JOIN_SOURCE_GROUP), XLAT(MCAST_LEAVE_SOURCE_GROUP),
	XLAT(MCAST_MSFILTER), XLAT(IPV6_RECVPKTINFO), XLAT(IPV6_PKTINFO),
	XLAT(IPV6_RECVHOPLIMIT), XLAT(IPV6_HOPLIMIT), XLAT(IPV6_RECVHOPOPTS), XLAT(IPV6_HOPOPTS),
	XLAT(IPV6_RTHDRDSTOPTS), XLAT(IPV6_RECVRTHDR), XLAT(IPV6_RTHDR), XLAT(IPV6_RECVDSTOPTS),
	XLAT(IPV6_DSTOPTS), XLAT(IPV6_RECVPATHMTU), XLAT(IPV6_PATHMTU), XLAT(IPV6_DONTFRAG),
	XLAT_PAIR(63, "IPV6_USE_MIN_MTU"), XLAT(IPV6_RECVTCLASS), XLAT(IPV6_TCLASS),
	XLAT_PAIR(70, "IPV6_AUTOFLOWLABEL"), XLAT_PAIR(72, "IPV6_ADDR_PREFERENCES"),
	XLAT_PAIR(73, "IPV6_MINHOPCOUNT"), XLAT_PAIR(74, "IPV6_ORIGDSTADDR"),
	XLAT_PAIR(75, "IPV6_TRANSPARENT"), XLAT_PAIR(76, "IPV6_UNICAST_IF"),
	XLAT_PAIR(77, "IPV6_RECVFRAGSIZE"), XLAT_PAIR(78, "IPV6_FREEBIND"), XLAT_END
};

static const struct xlat sock_tcp_options[] = {
	XLAT(TCP_NODELAY), XLAT(TCP_MAXSEG), XLAT(TCP_CORK), XLAT(TCP_KEEPIDLE),
	XLAT(TCP_KEEPINTVL), XLAT(TCP_KEEPCNT), XLAT(TCP_SYNCNT), XLAT(TCP_LINGER2),
	XLAT(TCP_DEFER_ACCEPT), XLAT(TCP_WINDOW_CLAMP), XLAT(TCP_INFO), XLAT(TCP_QUICKACK),
	XLAT(TCP_CONGESTION), XLAT(TCP_MD5SIG), XLAT_PAIR(15, "TCP_COOKIE_TRANSACTIONS"),
	XLAT(TCP_THIN_LINEAR_TIMEOUTS), XLAT(TCP_THIN_DUPACK), XLAT(TCP_USER_TIMEOUT),
	XLAT(TCP_REPAIR), XLAT(TCP_REPAIR_QUEUE), XLAT(TCP_QUEUE_SEQ), XLAT(TCP_REPAIR_OPTIONS),
	XLAT(TCP_FASTOPEN), XLAT(TCP_TIMESTAMP), XLAT(TCP_NOTSENT_LOWAT), XLAT(TCP_CC_INFO),
	XLAT(TCP_SAVE_SYN), XLAT(TCP_SAVED_SYN), XLAT(TCP_REPAIR_WINDOW),
	XLAT(TCP_FASTOPEN_CONNECT), XLAT(TCP_ULP), XLAT(TCP_MD5SIG_EXT), XLAT(TCP_FASTOPEN_KEY),
	XLAT(TCP_FASTOPEN_NO_COOKIE), XLAT(TCP_ZEROCOPY_RECEIVE), XLAT(TCP_INQ),
	XLAT(TCP_TX_DELAY), XLAT_END
};

static const struct xlat sock_udp_options[] = {
	XLAT_PAIR(1, "UDP_CORK"), XLAT_PAIR(100, "UDP_ENCAP"), XLAT_PAIR(101, "UDP_NO_CHECK6_TX"),
	XLAT_PAIR(102, "UDP_NO_CHECK6_RX"), XLAT_PAIR(103, "UDP_SEGMENT"), XLAT_PAIR(104, "UDP_GRO"),
	XLAT_END
};

static const struct xlat sock_netlink_options[] = {
	XLAT_PAIR(1, "NETLINK_ADD_MEMBERSHIP"), XLAT_PAIR(2, "NETLINK_DROP_MEMBERSHIP"),
	XLAT_PAIR(3, "NETLINK_PKTINFO"), XLAT_PAIR(4, "NETLINK_BROADCAST_ERROR"),
	XLAT_PAIR(5, "NETLINK_NO_ENOBUFS"), XLAT_PAIR(6, "NETLINK_RX_RING"),
	XLAT_PAIR(7, "NETLINK_TX_RING"), XLAT_PAIR(8, "NETLINK_LISTEN_ALL_NSID"),
	XLAT_PAIR(9, "NETLINK_LIST_MEMBERSHIPS"), XLAT_PAIR(10, "NETLINK_CAP_ACK"),
	XLAT_PAIR(11, "NETLINK_EXT_ACK"), XLAT_PAIR(12, "NETLINK_GET_STRICT_CHK"), XLAT_END
};

/* SOL_IP and SOL_IPV6 names that mean one thing to getsockopt and another
 * to setsockopt (the firewall tables' controls). */
static const struct xlat getsock_ip_options[] = {
	XLAT_PAIR(64, "IPT_SO_GET_INFO"), XLAT_PAIR(65, "IPT_SO_GET_ENTRIES"),
	XLAT_PAIR(66, "IPT_SO_GET_REVISION_MATCH"), XLAT_PAIR(67, "IPT_SO_GET_REVISION_TARGET"),
	XLAT_PAIR(96, "ARPT_SO_GET_INFO"), XLAT_PAIR(97, "ARPT_SO_GET_ENTRIES"),
	XLAT_PAIR(98, "ARPT_SO_GET_REVISION_MATCH"), XLAT_PAIR(99, "ARPT_SO_GET_REVISION_TARGET"),
	XLAT_PAIR(128, "EBT_SO_GET_INFO"), XLAT_PAIR(129, "EBT_SO_GET_ENTRIES"),
	XLAT_PAIR(130, "EBT_SO_GET_INIT_INFO"), XLAT_PAIR(131, "EBT_SO_GET_INIT_ENTRIES"),
	XLAT_PAIR(1152, "IP_VS_SO_GET_VERSION"), XLAT_PAIR(1153, "IP_VS_SO_GET_INFO"),
	XLAT_PAIR(1154, "IP_VS_SO_GET_SERVICES"), XLAT_PAIR(1155, "IP_VS_SO_GET_SERVICE"),
	XLAT_PAIR(1156, "IP_VS_SO_GET_DESTS"), XLAT_PAIR(1157, "IP_VS_SO_GET_DEST"),
	XLAT_PAIR(1158, "IP_VS_SO_GET_TIMEOUT"), XLAT_PAIR(1159, "IP_VS_SO_GET_DAEMON"),
	XLAT_END
};

static const struct xlat setsock_ip_options[] = {
	XLAT_PAIR(64, "IPT_SO_SET_REPLACE"), XLAT_PAIR(65, "IPT_SO_SET_ADD_COUNTERS"),
	XLAT_PAIR(96, "ARPT_SO_SET_REPLACE"), XLAT_PAIR(97, "ARPT_SO_SET_ADD_COUNTERS"),
	XLAT_PAIR(128, "EBT_SO_SET_ENTRIES"), XLAT_PAIR(129, "EBT_SO_SET_COUNTERS"),
	XLAT_PAIR(1152, "IP_VS_SO_SET_NONE"), XLAT_PAIR(1153, "IP_VS_SO_SET_INSERT"),
	XLAT_PAIR(1154, "IP_VS_SO_SET_ADD"), XLAT_PAIR(1155, "IP_VS_SO_SET_EDIT"),
	XLAT_PAIR(1156, "IP_VS_SO_SET_DEL"), XLAT_PAIR(1157, "IP_VS_SO_SET_FLUSH"),
	XLAT_PAIR(1158, "IP_VS_SO_SET_LIST"), XLAT_PAIR(1159, "IP_VS_SO_SET_ADDDEST"),
	XLAT_PAIR(1160, "IP_VS_SO_SET_DELDEST"), XLAT_PAIR(1161, "IP_VS_SO_SET_EDITDEST"),
	XLAT_PAIR(1162, "IP_VS_SO_SET_TIMEOUT"), XLAT_PAIR(1163, "IP_VS_SO_SET_STARTDAEMON"),
	XLAT_PAIR(1164, "IP_VS_SO_SET_STOPDAEMON"), XLAT_PAIR(1165, "IP_VS_SO_SET_RESTORE"),
	XLAT_PAIR(1166, "IP_VS_SO_SET_SAVE"), XLAT_PAIR(1167, "IP_VS_SO_SET_ZERO"),
	XLAT_END
};

static const struct xlat getsock_ipv6_options[] = {
	XLAT_PAIR(64, "IP6T_SO_GET_INFO"), XLAT_PAIR(65, "IP6T_SO_GET_ENTRIES"),
	XLAT_PAIR(66, "IP6T_SO_GET_REVISION_MATCH"), XLAT_PAIR(67, "IP6T_SO_GET_REVISION_TARGET"),
	XLAT_END
};

static const struct xlat setsock_ipv6_options[] = {
	XLAT_PAIR(64, "IP6T_SO_SET_REPLACE"), XLAT_PAIR(65, "IP6T_SO_SET_ADD_COUNTERS"), XLAT_END
};

static const struct xlat sock_packet_options[] = {
	XLAT_PAIR(1, "PACKET_ADD_MEMBERSHIP"), XLAT_PAIR(2, "PACKET_DROP_MEMBERSHIP"),
	XLAT_PAIR(3, "PACKET_RECV_OUTPUT"), XLAT_PAIR(5, "PACKET_RX_RING"),
	XLAT_PAIR(6, "PACKET_STATISTICS"), XLAT_PAIR(7, "PACKET_COPY_THRESH"),
	XLAT_PAIR(8, "PACKET_AUXDATA"), XLAT_PAIR(9, "PACKET_ORIGDEV"), XLAT_PAIR(10, "PACKET_VERSION"),
	XLAT_PAIR(11, "PACKET_HDRLEN"), XLAT_PAIR(12, "PACKET_RESERVE"), XLAT_PAIR(13, "PACKET_TX_RING"),
	XLAT_PAIR(14, "PACKET_LOSS"), XLAT_PAIR(15, "PACKET_VNET_HDR"),
	XLAT_PAIR(16, "PACKET_TX_TIMESTAMP"), XLAT_PAIR(17, "PACKET_TIMESTAMP"),
	XLAT_PAIR(18, "PACKET_FANOUT"), XLAT_PAIR(19, "PACKET_TX_HAS_OFF"),
	XLAT_PAIR(20, "PACKET_QDISC_BYPASS"), XLAT_PAIR(21, "PACKET_ROLLOVER_STATS"),
	XLAT_PAIR(22, "PACKET_FANOUT_DATA"), XLAT_PAIR(23, "PACKET_IGNORE_OUTGOING"), XLAT_END
};

static const struct xlat packet_mreq_types[] = {
	XLAT_PAIR(0, "PACKET_MR_MULTICAST"), XLAT_PAIR(1, "PACKET_MR_PROMISC"),
	XLAT_PAIR(2, "PACKET_MR_ALLMULTI"), XLAT_PAIR(3, "PACKET_MR_UNICAST"), XLAT_END
};

static const struct xlat sock_raw_options[] = { XLAT_PAIR(1, "ICMP_FILTER"), XLAT_END };

/* ICMP message types, the bits of struct icmp_filter */
static const struct xlat icmp_filter_types[] = {
	XLAT_PAIR(0, "ICMP_ECHOREPLY"), XLAT_PAIR(3, "ICMP_DEST_UNREACH"),
	XLAT_PAIR(4, "ICMP_SOURCE_QUENCH"), XLAT_PAIR(5, "ICMP_REDIRECT"), XLAT_PAIR(8, "ICMP_ECHO"),
	XLAT_PAIR(11, "ICMP_TIME_EXCEEDED"), XLAT_PAIR(12, "ICMP_PARAMETERPROB"),
	XLAT_PAIR(13, "ICMP_TIMESTAMP"), XLAT_PAIR(14, "ICMP_TIMESTAMPREPLY"),
	XLAT_PAIR(15, "ICMP_INFO_REQUEST"), XLAT_PAIR(16, "ICMP_INFO_REPLY"),
	XLAT_PAIR(17, "ICMP_ADDRESS"), XLAT_PAIR(18, "ICMP_ADDRESSREPLY"), XLAT_END
};

static const struct xlat sockopt_txrehash_vals[] = {
	XLAT_PAIR(0, "SOCK_TXREHASH_DISABLED"), XLAT_PAIR(1, "SOCK_TXREHASH_ENABLED"),
	XLAT_PAIR(255, "SOCK_TXREHASH_DEFAULT"), XLAT_END
};

/* ---- names ------------------------------------------------------------------ */

/* The option names of each level; get/set: the names only one of the two
 * calls uses, looked up first. */
static const struct {
	unsigned level;
	const struct xlat *names, *get, *set;
	const char *dflt;
} sockopt_levels[] = {
	{ SOL_SOCKET, sock_options, getsock_options, setsock_options, "SO_???" },
	{ SOL_IP, sock_ip_options, getsock_ip_options, setsock_ip_options, "IP_???" },
	{ SOL_IPV6, sock_ipv6_options, getsock_ipv6_options, setsock_ipv6_options, "IPV6_???" },
	{ SOL_TCP, sock_tcp_options, NULL, NULL, "TCP_???" },
	{ SOL_UDP, sock_udp_options, NULL, NULL, "UDP_???" },
	{ SOL_NETLINK, sock_netlink_options, NULL, NULL, "NETLINK_???" },
	{ SOL_PACKET, sock_packet_options, NULL, NULL, "PACKET_???" },
	{ SOL_RAW, sock_raw_options, NULL, NULL, "RAW_???" },
};

static void print_sockopt_level_name(const struct call *c, unsigned level, unsigned name, bool get)
{
	print_fd_number(c, (int)c->args[0]);
	tputs(", ");
	print_xlat(socketlayers, level, "SOL_??");
	tputs(", ");
	for (size_t i = 0; i < sizeof(sockopt_levels) / sizeof(sockopt_levels[0]); i++) {
		const struct xlat *only = get ? sockopt_levels[i].get : sockopt_levels[i].set;

		if (sockopt_levels[i].level != level)
			continue;
		if (only && xlat_lookup(only, name))
			print_xlat(only, name, NULL);
		else
			print_xlat(sockopt_levels[i].names, name, sockopt_levels[i].dflt);
		return;
	}
	tprintf("%u", name);
}

/* ---- values ----------------------------------------------------------------- */

/* How a value prints, beyond strace's default (an int when it has the
 * size of one, else a string). */
enum sockopt_shape {
	SHAPE_DEFAULT,
	SHAPE_INT,          /* [1]; a short one as hex bytes (get) or its address (set) */
	SHAPE_NL_INT,       /* SOL_NETLINK: [1] whatever the length */
	SHAPE_LINGER,       /* {l_onoff=1, l_linger=5} */
	SHAPE_UCRED,        /* {pid=1, uid=0, gid=0} */
	SHAPE_ERROR,        /* [ECONNREFUSED] */
	SHAPE_TXREHASH,     /* [SOCK_TXREHASH_DEFAULT] */
	SHAPE_MREQ,         /* struct ip_mreq */
	SHAPE_MREQ6,        /* struct ipv6_mreq */
	SHAPE_GROUP_REQ,    /* struct group_req */
	SHAPE_U32_ARRAY,    /* [1, 0] */
	SHAPE_TPACKET_REQ,  /* struct tpacket_req (its exact size, else the address) */
	SHAPE_TPACKET_STATS, /* struct tpacket_stats as far as returned */
	SHAPE_PACKET_MREQ,  /* struct packet_mreq (its exact size, else the address) */
	SHAPE_FPROG,        /* struct sock_fprog of a socket filter (its exact size) */
	SHAPE_FILTER,       /* the socket filter's instructions, length in them */
	SHAPE_ICMP_FILTER,  /* ~[ICMP_ECHO]: the ICMP types filtered, a set */
};

static bool sock_int_option(unsigned name)
{
	for (size_t i = 0; i < sizeof(sock_int_options); i++)
		if (sock_int_options[i] == name)
			return true;
	return false;
}

static enum sockopt_shape sockopt_shape(unsigned level, unsigned name, bool get)
{
	switch (level) {
	case SOL_SOCKET:
		if (name == SO_LINGER)
			return SHAPE_LINGER;
		if (name == SO_TXREHASH)
			return SHAPE_TXREHASH;
		if (get && name == SO_PEERCRED)
			return SHAPE_UCRED;
		if (!get && (name == SO_ATTACH_FILTER || name == SO_ATTACH_REUSEPORT_CBPF))
			return SHAPE_FPROG;
		if (get && name == SO_GET_FILTER)
			return SHAPE_FILTER;
		if (get && name == SO_ERROR)
			return SHAPE_ERROR;
		return sock_int_option(name) ? SHAPE_INT : SHAPE_DEFAULT;
	case SOL_IP:
		if (get)
			return SHAPE_DEFAULT;
		if (name == IP_ADD_MEMBERSHIP || name == IP_DROP_MEMBERSHIP)
			return SHAPE_MREQ;
		if (name == MCAST_JOIN_GROUP || name == MCAST_LEAVE_GROUP)
			return SHAPE_GROUP_REQ;
		return SHAPE_DEFAULT;
	case SOL_IPV6:
		if (get)
			return SHAPE_DEFAULT;
		if (name == IPV6_ADD_MEMBERSHIP || name == IPV6_DROP_MEMBERSHIP ||
		    name == IPV6_JOIN_ANYCAST || name == IPV6_LEAVE_ANYCAST)
			return SHAPE_MREQ6;
		if (name == MCAST_JOIN_GROUP || name == MCAST_LEAVE_GROUP)
			return SHAPE_GROUP_REQ;
		return SHAPE_DEFAULT;
	case SOL_PACKET:
		if (!get && (name == PACKET_RX_RING || name == PACKET_TX_RING))
			return SHAPE_TPACKET_REQ;
		if (!get && (name == PACKET_ADD_MEMBERSHIP || name == PACKET_DROP_MEMBERSHIP))
			return SHAPE_PACKET_MREQ;
		if (get && name == PACKET_STATISTICS)
			return SHAPE_TPACKET_STATS;
		return SHAPE_DEFAULT;
	case SOL_RAW:
		return name == ICMP_FILTER ? SHAPE_ICMP_FILTER : SHAPE_DEFAULT;
	case SOL_NETLINK:
		if (get && name == NETLINK_LIST_MEMBERSHIPS)
			return SHAPE_U32_ARRAY;
		return get ? SHAPE_NL_INT : SHAPE_INT;
	}
	return SHAPE_DEFAULT;
}

/* A struct of 4-byte fields of which the kernel returned len bytes: whole
 * fields print as numbers, a cut one as hex bytes, missing ones not at all. */
struct field4 {
	const char *name;
	char fmt;   /* 'd' int, 'u' unsigned, 'i' uid/gid, 'p' pid */
};

static void print_fields4(const unsigned char *buf, unsigned len, const struct field4 *f, unsigned n)
{
	tputc('{');
	for (unsigned i = 0; i < n && len > i * 4; i++) {
		uint32_t v;

		tprintf("%s%s=", i ? ", " : "", f[i].name);
		if (len < (i + 1) * 4) {
			print_quoted(buf + i * 4, len - i * 4, QUOTE_HEX_ALL);
			continue;
		}
		memcpy(&v, buf + i * 4, sizeof(v));
		if (f[i].fmt == 'd')
			tprintf("%d", (int)v);
		else if (f[i].fmt == 'p')
			print_pid_as(PIDNS_TGID, (int)v);
		else if (f[i].fmt == 'i')
			print_id(v);
		else
			tprintf("%u", v);
	}
	tputc('}');
}

static const struct field4 linger_fields[] = { { "l_onoff", 'd' }, { "l_linger", 'd' } };
static const struct field4 ucred_fields[] = { { "pid", 'p' }, { "uid", 'i' }, { "gid", 'i' } };
static const struct field4 tpacket_req_fields[] = {
	{ "tp_block_size", 'u' }, { "tp_block_nr", 'u' }, { "tp_frame_size", 'u' }, { "tp_frame_nr", 'u' }
};
static const struct field4 tpacket_stats_fields[] = {
	{ "tp_packets", 'u' }, { "tp_drops", 'u' }, { "tp_freeze_q_cnt", 'u' }
};

/* The set of types, or "~" and those not in it when most bits are set;
 * the bytes not given count as set. */
static void print_icmp_filter(const unsigned char *buf, int len)
{
	uint32_t data = ~0u;
	bool sep = false;

	memcpy(&data, buf, len);
	if (__builtin_popcount(data) > 16) {
		tputc('~');
		data = ~data;
	}
	tputc('[');
	for (unsigned i = 0; i < 32; i++) {
		if (!(data & (1u << i)))
			continue;
		if (sep)
			tputc(' ');
		sep = true;
		print_xlat(icmp_filter_types, i, "ICMP_???");
	}
	tputc(']');
}

static void print_mreq(const unsigned char *buf)
{
	tputc('{');
	print_inet_addr(AF_INET, buf, 4, "imr_multiaddr");
	tputs(", ");
	print_inet_addr(AF_INET, buf + 4, 4, "imr_interface");
	tputc('}');
}

static void print_mreq6(const unsigned char *buf)
{
	uint32_t ifindex;

	memcpy(&ifindex, buf + 16, sizeof(ifindex));
	tputc('{');
	print_inet_addr(AF_INET6, buf, 16, "ipv6mr_multiaddr");
	tputs(", ipv6mr_interface=");
	print_ifindex(ifindex);
	tputc('}');
}

/* A compat group_req is packed: gr_group right after gr_interface. */
#define COMPAT_GROUP_REQ_SIZE (4 + sizeof(struct sockaddr_storage))

static void print_group_req(const unsigned char *buf, bool compat)
{
	struct sockaddr_storage group;
	uint32_t ifindex;

	memcpy(&ifindex, buf, sizeof(ifindex));
	memcpy(&group, buf + (compat ? 4 : offsetof(struct group_req, gr_group)), sizeof(group));
	tputs("{gr_interface=");
	print_ifindex(ifindex);
	tputs(", gr_group=");
	print_sockaddr_bytes(&group, sizeof(group));
	tputc('}');
}

/* {mr_ifindex=0, mr_type=PACKET_MR_PROMISC, mr_alen=6, mr_address=...}:
 * the address as long as mr_alen says, within its 8 bytes */
static void print_packet_mreq(const unsigned char *buf)
{
	struct packet_mreq m;

	memcpy(&m, buf, sizeof(m));
	tputs("{mr_ifindex=");
	print_ifindex(m.mr_ifindex);
	tputs(", mr_type=");
	print_xlat(packet_mreq_types, m.mr_type, "PACKET_MR_???");
	tprintf(", mr_alen=%u, mr_address=", m.mr_alen);
	print_mac_addr(m.mr_address, m.mr_alen < sizeof(m.mr_address) ? m.mr_alen : sizeof(m.mr_address));
	tputc('}');
}

static void print_u32_array(const struct call *c, const unsigned char *buf, unsigned count)
{
	tputc('[');
	for (unsigned i = 0; i < count; i++) {
		uint32_t v;

		if (i)
			tputs(", ");
		if (array_cut(c, i)) {
			tputs("...");
			break;
		}
		memcpy(&v, buf + i * 4, sizeof(v));
		tprintf("%u", v);
	}
	tputc(']');
}

/* The value at addr of len bytes (getsockopt: as returned; in: the length
 * the caller offered). */
/* A short value as hex bytes, at most -s of them. */
static void print_hex_bytes_at(const struct call *c, int arg, uint64_t addr, int len)
{
	unsigned char buf[sizeof(int)];
	int n = (unsigned)len < opt.string_limit ? len : (int)opt.string_limit;

	if (len < 0 || tmem_read(c, arg, addr, buf, len) < 0)
		print_addr(addr);
	else
		print_quoted(buf, n, QUOTE_HEX_ALL | (n < len ? QUOTE_ELLIPSIS : 0));
}

static void print_sockopt_value(const struct call *c, unsigned level, unsigned name,
				uint64_t addr, int len, int in, bool get)
{
	enum sockopt_shape shape = sockopt_shape(level, name, get);
	unsigned char buf[256] __attribute__((aligned(8)));
	int want = len;
	int32_t v;

	if (!addr || !verbose(c)) {
		print_addr(addr);
		return;
	}
	/* the shapes and the least length each needs (shorter: the address,
	 * or for some gets the bytes) */
	switch (shape) {
	case SHAPE_INT:
	case SHAPE_TXREHASH:
		if (len < (int)sizeof(int)) {
			if (get)
				print_hex_bytes_at(c, 3, addr, len);
			else
				print_addr(addr);
			return;
		}
		want = sizeof(int);
		break;
	case SHAPE_ERROR:
		if (len < (int)sizeof(int)) {
			print_hex_bytes_at(c, 3, addr, len);
			return;
		}
		want = sizeof(int);
		break;
	case SHAPE_NL_INT:
		want = sizeof(int);
		break;
	case SHAPE_LINGER:
		if (!get && len < 8) {
			print_addr(addr);
			return;
		}
		want = len > 8 ? 8 : len;
		break;
	case SHAPE_UCRED:
	case SHAPE_TPACKET_STATS:
		want = len > 12 ? 12 : len;
		break;
	case SHAPE_ICMP_FILTER:
		if (len <= 0) {
			print_addr(addr);
			return;
		}
		want = len > 4 ? 4 : len;
		break;
	case SHAPE_FPROG:   /* a compat one holds a 4-byte pointer */
		if (len != (int)layout_size(kind_layout(K_fprog), c->compat))
			print_addr(addr);
		else
			print_fprog_of(c, 3, true);
		return;
	case SHAPE_FILTER:
		/* the kernel's length is a u16; a larger one was forged */
		if ((unsigned short)len != (unsigned)len || abbrev(c))
			print_addr(addr);
		else
			print_bpf_filter(c, call_cap(c, 3), addr, len, true);
		return;
	case SHAPE_PACKET_MREQ:
		if (len != sizeof(struct packet_mreq)) {
			print_addr(addr);
			return;
		}
		want = len;
		break;
	case SHAPE_TPACKET_REQ:
		if (len != sizeof(struct tpacket_req)) {
			print_addr(addr);
			return;
		}
		want = len;
		break;
	case SHAPE_MREQ:
	case SHAPE_MREQ6:
	case SHAPE_GROUP_REQ: {
		static const int need[] = { [SHAPE_MREQ] = 8, [SHAPE_MREQ6] = 20,
					    [SHAPE_GROUP_REQ] = sizeof(struct group_req) };

		want = shape == SHAPE_GROUP_REQ && c->compat ? (int)COMPAT_GROUP_REQ_SIZE : need[shape];
		if (len < want) {
			print_addr(addr);
			return;
		}
		break;
	}
	case SHAPE_U32_ARRAY:
		want = (in < len ? in : len) / 4 * 4;
		if (want > (int)sizeof(buf))
			want = sizeof(buf);
		break;
	case SHAPE_DEFAULT:
		if (len == sizeof(int)) {
			want = sizeof(int);
			break;
		}
		/* a negative length is a huge one, as strace reads it: the
		 * bytes up to -s, or the address when they are unreadable */
		print_buf_at(c, 3, addr, (uint64_t)(int64_t)len);
		return;
	}
	if (want < 0 || tmem_read(c, 3, addr, buf, want) < want) {
		print_addr(addr);
		return;
	}
	memcpy(&v, buf, sizeof(v));
	switch (shape) {
	case SHAPE_LINGER:
		print_fields4(buf, want, linger_fields, 2);
		break;
	case SHAPE_UCRED:
		print_fields4(buf, want, ucred_fields, 3);
		break;
	case SHAPE_TPACKET_REQ:
		print_fields4(buf, want, tpacket_req_fields, 4);
		break;
	case SHAPE_TPACKET_STATS:
		print_fields4(buf, want, tpacket_stats_fields, 3);
		break;
	case SHAPE_PACKET_MREQ:
		print_packet_mreq(buf);
		break;
	case SHAPE_ICMP_FILTER:
		print_icmp_filter(buf, want);
		break;
	case SHAPE_ERROR:
		tputc('[');
		print_dec_named(v, v > 0 && v < 512 ? strerrorname_np(v) : NULL, NULL);
		tputc(']');
		break;
	case SHAPE_TXREHASH:
		tputc('[');
		print_dec_named(v, xlat_lookup(sockopt_txrehash_vals, (uint32_t)v), "SOCK_TXREHASH_???");
		tputc(']');
		break;
	case SHAPE_MREQ:
		print_mreq(buf);
		break;
	case SHAPE_MREQ6:
		print_mreq6(buf);
		break;
	case SHAPE_GROUP_REQ:
		print_group_req(buf, c->compat);
		break;
	case SHAPE_U32_ARRAY:
		print_u32_array(c, buf, want / 4);
		break;
	default:
		tprintf("[%d]", v);
		break;
	}
}

void dec_setsockopt(struct call *c, int exiting)
{
	if (!exiting)
		return;   /* everything is printed at exit */
	print_sockopt_level_name(c, c->args[1], c->args[2], false);
	print_arg_sep();
	print_sockopt_value(c, c->args[1], c->args[2], c->args[3], (int)c->args[4], 0, false);
	print_argf("%d", (int)c->args[4]);
}

void dec_getsockopt(struct call *c, int exiting)
{
	int in, out;
	bool have_out;

	if (!exiting)
		return;   /* everything is printed at exit */
	print_sockopt_level_name(c, c->args[1], c->args[2], true);
	print_arg_sep();
	if (!verbose(c) || !c->args[4] ||
	    !socklen_values(c, 4, &in, &out, &have_out)) {
		print_addr(c->args[3]);
		print_arg_sep();
		print_addr(c->args[4]);
		return;
	}
	if (call_failed(c) || !have_out) {
		print_addr(c->args[3]);
		print_arg_sep();
		tprintf("[%d]", in);
		return;
	}
	if (in <= 0 || out <= 0)
		print_addr(c->args[3]);
	else
		print_sockopt_value(c, c->args[1], c->args[2], c->args[3], out, in, true);
	print_arg_sep();
	if (in != out)
		tprintf("[%d => %d]", in, out);
	else
		tprintf("[%d]", out);
}


/* Only setsockopt/getsockopt have these kinds, and their decoders print
 * the value knowing the level and name. */
void print_sockoptval(struct call *c, int arg, int param)
{
	print_buf_at(c, arg, c->args[arg], (int)c->args[param] < 0 ? 0 : (int)c->args[param]);
}

void print_sockoptval_out(struct call *c, int arg, int param)
{
	print_addr(c->args[arg]);
}
