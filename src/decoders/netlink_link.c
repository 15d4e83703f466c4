/* The nested attribute sets of network links (IFLA_*): per-family
 * protocol info and address family specific attributes, link kinds
 * (bridge, tun), virtual functions, ports, XDP.  The tables are the
 * kernel's names; rtnetlink link messages themselves are in
 * netlink_route.c. */
#include <arpa/inet.h>
#include <linux/if_addr.h>
#include <linux/if_bridge.h>
#include <linux/if_ether.h>
#include <linux/if_link.h>
#include <linux/if_tun.h>
#include <linux/ipv6.h>
#include <linux/rtnetlink.h>
#include <linux/snmp.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>

#include "net.h"
#include "netlink.h"

#ifndef AF_MCTP
# define AF_MCTP 45
#endif

/* ---- constant tables (the kernel's values) ------------------------------- */

const struct xlat ethernet_protocols[] = {
	XLAT_PAIR(1, "ETH_P_802_3"), XLAT_PAIR(2, "ETH_P_AX25"), XLAT_PAIR(3, "ETH_P_ALL"),
	XLAT_PAIR(4, "ETH_P_802_2"), XLAT_PAIR(5, "ETH_P_SNAP"), XLAT_PAIR(6, "ETH_P_DDCMP"),
	XLAT_PAIR(7, "ETH_P_WAN_PPP"), XLAT_PAIR(8, "ETH_P_PPP_MP"),
	XLAT_PAIR(9, "ETH_P_LOCALTALK"), XLAT_PAIR(0xc, "ETH_P_CAN"),
	XLAT_PAIR(0xd, "ETH_P_CANFD"), XLAT_PAIR(0xe, "ETH_P_CANXL"),
	XLAT_PAIR(0x10, "ETH_P_PPPTALK"), XLAT_PAIR(0x11, "ETH_P_TR_802_2"),
	XLAT_PAIR(0x15, "ETH_P_MOBITEX"), XLAT_PAIR(0x16, "ETH_P_CONTROL"),
	XLAT_PAIR(0x17, "ETH_P_IRDA"), XLAT_PAIR(0x18, "ETH_P_ECONET"),
	XLAT_PAIR(0x19, "ETH_P_HDLC"), XLAT_PAIR(0x1a, "ETH_P_ARCNET"),
	XLAT_PAIR(0x1b, "ETH_P_DSA"), XLAT_PAIR(0x1c, "ETH_P_TRAILER"),
	XLAT_PAIR(0x60, "ETH_P_LOOP"), XLAT_PAIR(0xf5, "ETH_P_PHONET"),
	XLAT_PAIR(0xf6, "ETH_P_IEEE802154"), XLAT_PAIR(0xf7, "ETH_P_CAIF"),
	XLAT_PAIR(0xf8, "ETH_P_XDSA"), XLAT_PAIR(0xf9, "ETH_P_MAP"),
	XLAT_PAIR(0xfa, "ETH_P_MCTP"), XLAT_PAIR(0x200, "ETH_P_PUP"),
	XLAT_PAIR(0x201, "ETH_P_PUPAT"), XLAT_PAIR(0x600, "ETH_P_802_3_MIN"),
	XLAT_PAIR(0x800, "ETH_P_IP"), XLAT_PAIR(0x805, "ETH_P_X25"),
	XLAT_PAIR(0x806, "ETH_P_ARP"), XLAT_PAIR(0x8ff, "ETH_P_BPQ"),
	XLAT_PAIR(0xa00, "ETH_P_IEEEPUP"), XLAT_PAIR(0xa01, "ETH_P_IEEEPUPAT"),
	XLAT_PAIR(0x22eb, "ETH_P_ERSPAN2"), XLAT_PAIR(0x22f0, "ETH_P_TSN"),
	XLAT_PAIR(0x4305, "ETH_P_BATMAN"), XLAT_PAIR(0x6000, "ETH_P_DEC"),
	XLAT_PAIR(0x6001, "ETH_P_DNA_DL"), XLAT_PAIR(0x6002, "ETH_P_DNA_RC"),
	XLAT_PAIR(0x6003, "ETH_P_DNA_RT"), XLAT_PAIR(0x6004, "ETH_P_LAT"),
	XLAT_PAIR(0x6005, "ETH_P_DIAG"), XLAT_PAIR(0x6006, "ETH_P_CUST"),
	XLAT_PAIR(0x6007, "ETH_P_SCA"), XLAT_PAIR(0x6558, "ETH_P_TEB"),
	XLAT_PAIR(0x8035, "ETH_P_RARP"), XLAT_PAIR(0x809b, "ETH_P_ATALK"),
	XLAT_PAIR(0x80f3, "ETH_P_AARP"), XLAT_PAIR(0x8100, "ETH_P_8021Q"),
	XLAT_PAIR(0x8137, "ETH_P_IPX"), XLAT_PAIR(0x86dd, "ETH_P_IPV6"),
	XLAT_PAIR(0x8808, "ETH_P_PAUSE"), XLAT_PAIR(0x8809, "ETH_P_SLOW"),
	XLAT_PAIR(0x883e, "ETH_P_WCCP"), XLAT_PAIR(0x8847, "ETH_P_MPLS_UC"),
	XLAT_PAIR(0x8848, "ETH_P_MPLS_MC"), XLAT_PAIR(0x884c, "ETH_P_ATMMPOA"),
	XLAT_PAIR(0x8863, "ETH_P_PPP_DISC"), XLAT_PAIR(0x8864, "ETH_P_PPP_SES"),
	XLAT_PAIR(0x886c, "ETH_P_LINK_CTL"), XLAT_PAIR(0x8884, "ETH_P_ATMFATE"),
	XLAT_PAIR(0x888e, "ETH_P_PAE"), XLAT_PAIR(0x8899, "ETH_P_REALTEK"),
	XLAT_PAIR(0x88a2, "ETH_P_AOE"), XLAT_PAIR(0x88a8, "ETH_P_8021AD"),
	XLAT_PAIR(0x88b5, "ETH_P_802_EX1"), XLAT_PAIR(0x88be, "ETH_P_ERSPAN"),
	XLAT_PAIR(0x88c7, "ETH_P_PREAUTH"), XLAT_PAIR(0x88ca, "ETH_P_TIPC"),
	XLAT_PAIR(0x88cc, "ETH_P_LLDP"), XLAT_PAIR(0x88e3, "ETH_P_MRP"),
	XLAT_PAIR(0x88e5, "ETH_P_MACSEC"), XLAT_PAIR(0x88e7, "ETH_P_8021AH"),
	XLAT_PAIR(0x88f5, "ETH_P_MVRP"), XLAT_PAIR(0x88f7, "ETH_P_1588"),
	XLAT_PAIR(0x88f8, "ETH_P_NCSI"), XLAT_PAIR(0x88fb, "ETH_P_PRP"),
	XLAT_PAIR(0x8902, "ETH_P_CFM"), XLAT_PAIR(0x8906, "ETH_P_FCOE"),
	XLAT_PAIR(0x890d, "ETH_P_TDLS"), XLAT_PAIR(0x8914, "ETH_P_FIP"),
	XLAT_PAIR(0x8915, "ETH_P_IBOE"), XLAT_PAIR(0x8917, "ETH_P_80221"),
	XLAT_PAIR(0x892f, "ETH_P_HSR"), XLAT_PAIR(0x894f, "ETH_P_NSH"),
	XLAT_PAIR(0x9000, "ETH_P_LOOPBACK"), XLAT_PAIR(0x9100, "ETH_P_QINQ1"),
	XLAT_PAIR(0x9200, "ETH_P_QINQ2"), XLAT_PAIR(0x9300, "ETH_P_QINQ3"),
	XLAT_PAIR(0xdada, "ETH_P_EDSA"), XLAT_PAIR(0xdadb, "ETH_P_DSA_8021Q"),
	XLAT_PAIR(0xe001, "ETH_P_DSA_A5PSW"), XLAT_PAIR(0xed3e, "ETH_P_IFE"),
	XLAT_PAIR(0xfbfb, "ETH_P_AF_IUCV"), XLAT_END
};

static const struct xlat brport_attrs[] = {
	XLAT(IFLA_BRPORT_UNSPEC), XLAT(IFLA_BRPORT_STATE), XLAT(IFLA_BRPORT_PRIORITY),
	XLAT(IFLA_BRPORT_COST), XLAT(IFLA_BRPORT_MODE), XLAT(IFLA_BRPORT_GUARD),
	XLAT(IFLA_BRPORT_PROTECT), XLAT(IFLA_BRPORT_FAST_LEAVE), XLAT(IFLA_BRPORT_LEARNING),
	XLAT(IFLA_BRPORT_UNICAST_FLOOD), XLAT(IFLA_BRPORT_PROXYARP),
	XLAT(IFLA_BRPORT_LEARNING_SYNC), XLAT(IFLA_BRPORT_PROXYARP_WIFI),
	XLAT(IFLA_BRPORT_ROOT_ID), XLAT(IFLA_BRPORT_BRIDGE_ID), XLAT(IFLA_BRPORT_DESIGNATED_PORT),
	XLAT(IFLA_BRPORT_DESIGNATED_COST), XLAT(IFLA_BRPORT_ID), XLAT(IFLA_BRPORT_NO),
	XLAT(IFLA_BRPORT_TOPOLOGY_CHANGE_ACK), XLAT(IFLA_BRPORT_CONFIG_PENDING),
	XLAT(IFLA_BRPORT_MESSAGE_AGE_TIMER), XLAT(IFLA_BRPORT_FORWARD_DELAY_TIMER),
	XLAT(IFLA_BRPORT_HOLD_TIMER), XLAT(IFLA_BRPORT_FLUSH), XLAT(IFLA_BRPORT_MULTICAST_ROUTER),
	XLAT(IFLA_BRPORT_PAD), XLAT(IFLA_BRPORT_MCAST_FLOOD), XLAT(IFLA_BRPORT_MCAST_TO_UCAST),
	XLAT(IFLA_BRPORT_VLAN_TUNNEL), XLAT(IFLA_BRPORT_BCAST_FLOOD),
	XLAT(IFLA_BRPORT_GROUP_FWD_MASK), XLAT(IFLA_BRPORT_NEIGH_SUPPRESS),
	XLAT(IFLA_BRPORT_ISOLATED), XLAT(IFLA_BRPORT_BACKUP_PORT),
	XLAT(IFLA_BRPORT_MRP_RING_OPEN), XLAT(IFLA_BRPORT_MRP_IN_OPEN),
	XLAT(IFLA_BRPORT_MCAST_EHT_HOSTS_LIMIT), XLAT(IFLA_BRPORT_MCAST_EHT_HOSTS_CNT),
	XLAT(IFLA_BRPORT_LOCKED), XLAT_END
};

static const struct xlat inet6_if_flags[] = {
	XLAT_PAIR(0x10, "IF_RS_SENT"), XLAT_PAIR(0x20, "IF_RA_RCVD"),
	XLAT_PAIR(0x40, "IF_RA_MANAGED"), XLAT_PAIR(0x80, "IF_RA_OTHERCONF"),
	XLAT_PAIR(0x80000000, "IF_READY"), XLAT_END
};

static const struct xlat inet6_attrs[] = {
	XLAT(IFLA_INET6_UNSPEC), XLAT(IFLA_INET6_FLAGS), XLAT(IFLA_INET6_CONF),
	XLAT(IFLA_INET6_STATS), XLAT(IFLA_INET6_MCAST), XLAT(IFLA_INET6_CACHEINFO),
	XLAT(IFLA_INET6_ICMP6STATS), XLAT(IFLA_INET6_TOKEN), XLAT(IFLA_INET6_ADDR_GEN_MODE),
	XLAT(IFLA_INET6_RA_MTU), XLAT_END
};

static const struct xlat inet6_devconf_indices[] = {
	XLAT_PAIR(0, "DEVCONF_FORWARDING"), XLAT_PAIR(1, "DEVCONF_HOPLIMIT"),
	XLAT_PAIR(2, "DEVCONF_MTU6"), XLAT_PAIR(3, "DEVCONF_ACCEPT_RA"),
	XLAT_PAIR(4, "DEVCONF_ACCEPT_REDIRECTS"), XLAT_PAIR(5, "DEVCONF_AUTOCONF"),
	XLAT_PAIR(6, "DEVCONF_DAD_TRANSMITS"), XLAT_PAIR(7, "DEVCONF_RTR_SOLICITS"),
	XLAT_PAIR(8, "DEVCONF_RTR_SOLICIT_INTERVAL"), XLAT_PAIR(9, "DEVCONF_RTR_SOLICIT_DELAY"),
	XLAT_PAIR(0xa, "DEVCONF_USE_TEMPADDR"), XLAT_PAIR(0xb, "DEVCONF_TEMP_VALID_LFT"),
	XLAT_PAIR(0xc, "DEVCONF_TEMP_PREFERED_LFT"), XLAT_PAIR(0xd, "DEVCONF_REGEN_MAX_RETRY"),
	XLAT_PAIR(0xe, "DEVCONF_MAX_DESYNC_FACTOR"), XLAT_PAIR(0xf, "DEVCONF_MAX_ADDRESSES"),
	XLAT_PAIR(0x10, "DEVCONF_FORCE_MLD_VERSION"), XLAT_PAIR(0x11, "DEVCONF_ACCEPT_RA_DEFRTR"),
	XLAT_PAIR(0x12, "DEVCONF_ACCEPT_RA_PINFO"), XLAT_PAIR(0x13, "DEVCONF_ACCEPT_RA_RTR_PREF"),
	XLAT_PAIR(0x14, "DEVCONF_RTR_PROBE_INTERVAL"),
	XLAT_PAIR(0x15, "DEVCONF_ACCEPT_RA_RT_INFO_MAX_PLEN"),
	XLAT_PAIR(0x16, "DEVCONF_PROXY_NDP"), XLAT_PAIR(0x17, "DEVCONF_OPTIMISTIC_DAD"),
	XLAT_PAIR(0x18, "DEVCONF_ACCEPT_SOURCE_ROUTE"), XLAT_PAIR(0x19, "DEVCONF_MC_FORWARDING"),
	XLAT_PAIR(0x1a, "DEVCONF_DISABLE_IPV6"), XLAT_PAIR(0x1b, "DEVCONF_ACCEPT_DAD"),
	XLAT_PAIR(0x1c, "DEVCONF_FORCE_TLLAO"), XLAT_PAIR(0x1d, "DEVCONF_NDISC_NOTIFY"),
	XLAT_PAIR(0x1e, "DEVCONF_MLDV1_UNSOLICITED_REPORT_INTERVAL"),
	XLAT_PAIR(0x1f, "DEVCONF_MLDV2_UNSOLICITED_REPORT_INTERVAL"),
	XLAT_PAIR(0x20, "DEVCONF_SUPPRESS_FRAG_NDISC"),
	XLAT_PAIR(0x21, "DEVCONF_ACCEPT_RA_FROM_LOCAL"),
	XLAT_PAIR(0x22, "DEVCONF_USE_OPTIMISTIC"), XLAT_PAIR(0x23, "DEVCONF_ACCEPT_RA_MTU"),
	XLAT_PAIR(0x24, "DEVCONF_STABLE_SECRET"), XLAT_PAIR(0x25, "DEVCONF_USE_OIF_ADDRS_ONLY"),
	XLAT_PAIR(0x26, "DEVCONF_ACCEPT_RA_MIN_HOP_LIMIT"),
	XLAT_PAIR(0x27, "DEVCONF_IGNORE_ROUTES_WITH_LINKDOWN"),
	XLAT_PAIR(0x28, "DEVCONF_DROP_UNICAST_IN_L2_MULTICAST"),
	XLAT_PAIR(0x29, "DEVCONF_DROP_UNSOLICITED_NA"),
	XLAT_PAIR(0x2a, "DEVCONF_KEEP_ADDR_ON_DOWN"),
	XLAT_PAIR(0x2b, "DEVCONF_RTR_SOLICIT_MAX_INTERVAL"),
	XLAT_PAIR(0x2c, "DEVCONF_SEG6_ENABLED"), XLAT_PAIR(0x2d, "DEVCONF_SEG6_REQUIRE_HMAC"),
	XLAT_PAIR(0x2e, "DEVCONF_ENHANCED_DAD"), XLAT_PAIR(0x2f, "DEVCONF_ADDR_GEN_MODE"),
	XLAT_PAIR(0x30, "DEVCONF_DISABLE_POLICY"),
	XLAT_PAIR(0x31, "DEVCONF_ACCEPT_RA_RT_INFO_MIN_PLEN"),
	XLAT_PAIR(0x32, "DEVCONF_NDISC_TCLASS"), XLAT_PAIR(0x33, "DEVCONF_RPL_SEG_ENABLED"),
	XLAT_PAIR(0x34, "DEVCONF_RA_DEFRTR_METRIC"), XLAT_PAIR(0x35, "DEVCONF_IOAM6_ENABLED"),
	XLAT_PAIR(0x36, "DEVCONF_IOAM6_ID"), XLAT_PAIR(0x37, "DEVCONF_IOAM6_ID_WIDE"),
	XLAT_PAIR(0x38, "DEVCONF_NDISC_EVICT_NOCARRIER"),
	XLAT_PAIR(0x39, "DEVCONF_ACCEPT_UNTRACKED_NA"), XLAT_END
};

static const struct xlat snmp_ip_stats[] = {
	XLAT_PAIR(0, "IPSTATS_MIB_NUM"), XLAT_PAIR(1, "IPSTATS_MIB_INPKTS"),
	XLAT_PAIR(2, "IPSTATS_MIB_INOCTETS"), XLAT_PAIR(3, "IPSTATS_MIB_INDELIVERS"),
	XLAT_PAIR(4, "IPSTATS_MIB_OUTFORWDATAGRAMS"), XLAT_PAIR(5, "IPSTATS_MIB_OUTPKTS"),
	XLAT_PAIR(6, "IPSTATS_MIB_OUTOCTETS"), XLAT_PAIR(7, "IPSTATS_MIB_INHDRERRORS"),
	XLAT_PAIR(8, "IPSTATS_MIB_INTOOBIGERRORS"), XLAT_PAIR(9, "IPSTATS_MIB_INNOROUTES"),
	XLAT_PAIR(0xa, "IPSTATS_MIB_INADDRERRORS"), XLAT_PAIR(0xb, "IPSTATS_MIB_INUNKNOWNPROTOS"),
	XLAT_PAIR(0xc, "IPSTATS_MIB_INTRUNCATEDPKTS"), XLAT_PAIR(0xd, "IPSTATS_MIB_INDISCARDS"),
	XLAT_PAIR(0xe, "IPSTATS_MIB_OUTDISCARDS"), XLAT_PAIR(0xf, "IPSTATS_MIB_OUTNOROUTES"),
	XLAT_PAIR(0x10, "IPSTATS_MIB_REASMTIMEOUT"), XLAT_PAIR(0x11, "IPSTATS_MIB_REASMREQDS"),
	XLAT_PAIR(0x12, "IPSTATS_MIB_REASMOKS"), XLAT_PAIR(0x13, "IPSTATS_MIB_REASMFAILS"),
	XLAT_PAIR(0x14, "IPSTATS_MIB_FRAGOKS"), XLAT_PAIR(0x15, "IPSTATS_MIB_FRAGFAILS"),
	XLAT_PAIR(0x16, "IPSTATS_MIB_FRAGCREATES"), XLAT_PAIR(0x17, "IPSTATS_MIB_INMCASTPKTS"),
	XLAT_PAIR(0x18, "IPSTATS_MIB_OUTMCASTPKTS"), XLAT_PAIR(0x19, "IPSTATS_MIB_INBCASTPKTS"),
	XLAT_PAIR(0x1a, "IPSTATS_MIB_OUTBCASTPKTS"), XLAT_PAIR(0x1b, "IPSTATS_MIB_INMCASTOCTETS"),
	XLAT_PAIR(0x1c, "IPSTATS_MIB_OUTMCASTOCTETS"),
	XLAT_PAIR(0x1d, "IPSTATS_MIB_INBCASTOCTETS"),
	XLAT_PAIR(0x1e, "IPSTATS_MIB_OUTBCASTOCTETS"), XLAT_PAIR(0x1f, "IPSTATS_MIB_CSUMERRORS"),
	XLAT_PAIR(0x20, "IPSTATS_MIB_NOECTPKTS"), XLAT_PAIR(0x21, "IPSTATS_MIB_ECT1PKTS"),
	XLAT_PAIR(0x22, "IPSTATS_MIB_ECT0PKTS"), XLAT_PAIR(0x23, "IPSTATS_MIB_CEPKTS"),
	XLAT_PAIR(0x24, "IPSTATS_MIB_REASM_OVERLAPS"), XLAT_END
};

static const struct xlat snmp_icmp6_stats[] = {
	XLAT_PAIR(0, "ICMP6_MIB_NUM"), XLAT_PAIR(1, "ICMP6_MIB_INMSGS"),
	XLAT_PAIR(2, "ICMP6_MIB_INERRORS"), XLAT_PAIR(3, "ICMP6_MIB_OUTMSGS"),
	XLAT_PAIR(4, "ICMP6_MIB_OUTERRORS"), XLAT_PAIR(5, "ICMP6_MIB_CSUMERRORS"), XLAT_END
};

static const struct xlat in6_addr_gen_mode[] = {
	XLAT(IN6_ADDR_GEN_MODE_EUI64), XLAT(IN6_ADDR_GEN_MODE_NONE),
	XLAT(IN6_ADDR_GEN_MODE_STABLE_PRIVACY), XLAT(IN6_ADDR_GEN_MODE_RANDOM), XLAT_END
};

/* IPV4_DEVCONF_* - 1: the array starts at the first */
static const struct xlat inet_devconf_indices[] = {
	XLAT_PAIR(0, "IPV4_DEVCONF_FORWARDING-1"), XLAT_PAIR(1, "IPV4_DEVCONF_MC_FORWARDING-1"),
	XLAT_PAIR(2, "IPV4_DEVCONF_PROXY_ARP-1"), XLAT_PAIR(3, "IPV4_DEVCONF_ACCEPT_REDIRECTS-1"),
	XLAT_PAIR(4, "IPV4_DEVCONF_SECURE_REDIRECTS-1"),
	XLAT_PAIR(5, "IPV4_DEVCONF_SEND_REDIRECTS-1"),
	XLAT_PAIR(6, "IPV4_DEVCONF_SHARED_MEDIA-1"), XLAT_PAIR(7, "IPV4_DEVCONF_RP_FILTER-1"),
	XLAT_PAIR(8, "IPV4_DEVCONF_ACCEPT_SOURCE_ROUTE-1"),
	XLAT_PAIR(9, "IPV4_DEVCONF_BOOTP_RELAY-1"),
	XLAT_PAIR(0xa, "IPV4_DEVCONF_LOG_MARTIANS-1"), XLAT_PAIR(0xb, "IPV4_DEVCONF_TAG-1"),
	XLAT_PAIR(0xc, "IPV4_DEVCONF_ARPFILTER-1"), XLAT_PAIR(0xd, "IPV4_DEVCONF_MEDIUM_ID-1"),
	XLAT_PAIR(0xe, "IPV4_DEVCONF_NOXFRM-1"), XLAT_PAIR(0xf, "IPV4_DEVCONF_NOPOLICY-1"),
	XLAT_PAIR(0x10, "IPV4_DEVCONF_FORCE_IGMP_VERSION-1"),
	XLAT_PAIR(0x11, "IPV4_DEVCONF_ARP_ANNOUNCE-1"),
	XLAT_PAIR(0x12, "IPV4_DEVCONF_ARP_IGNORE-1"),
	XLAT_PAIR(0x13, "IPV4_DEVCONF_PROMOTE_SECONDARIES-1"),
	XLAT_PAIR(0x14, "IPV4_DEVCONF_ARP_ACCEPT-1"),
	XLAT_PAIR(0x15, "IPV4_DEVCONF_ARP_NOTIFY-1"),
	XLAT_PAIR(0x16, "IPV4_DEVCONF_ACCEPT_LOCAL-1"),
	XLAT_PAIR(0x17, "IPV4_DEVCONF_SRC_VMARK-1"),
	XLAT_PAIR(0x18, "IPV4_DEVCONF_PROXY_ARP_PVLAN-1"),
	XLAT_PAIR(0x19, "IPV4_DEVCONF_ROUTE_LOCALNET-1"),
	XLAT_PAIR(0x1a, "IPV4_DEVCONF_IGMPV2_UNSOLICITED_REPORT_INTERVAL-1"),
	XLAT_PAIR(0x1b, "IPV4_DEVCONF_IGMPV3_UNSOLICITED_REPORT_INTERVAL-1"),
	XLAT_PAIR(0x1c, "IPV4_DEVCONF_IGNORE_ROUTES_WITH_LINKDOWN-1"),
	XLAT_PAIR(0x1d, "IPV4_DEVCONF_DROP_UNICAST_IN_L2_MULTICAST-1"),
	XLAT_PAIR(0x1e, "IPV4_DEVCONF_DROP_GRATUITOUS_ARP-1"),
	XLAT_PAIR(0x1f, "IPV4_DEVCONF_BC_FORWARDING-1"),
	XLAT_PAIR(0x20, "IPV4_DEVCONF_ARP_EVICT_NOCARRIER-1"), XLAT_END
};

static const struct xlat inet_attrs[] = {
	XLAT(IFLA_INET_UNSPEC), XLAT(IFLA_INET_CONF), XLAT_END
};

static const struct xlat mctp_attrs[] = {
	XLAT_PAIR(0, "IFLA_MCTP_UNSPEC"), XLAT_PAIR(1, "IFLA_MCTP_NET"), XLAT_END
};

static const struct xlat af_spec_bridge_attrs[] = {
	XLAT_PAIR(0, "IFLA_BRIDGE_FLAGS"), XLAT_PAIR(1, "IFLA_BRIDGE_MODE"),
	XLAT_PAIR(2, "IFLA_BRIDGE_VLAN_INFO"), XLAT_PAIR(3, "IFLA_BRIDGE_VLAN_TUNNEL_INFO"),
	XLAT_PAIR(4, "IFLA_BRIDGE_MRP"), XLAT_PAIR(5, "IFLA_BRIDGE_CFM"),
	XLAT_PAIR(6, "IFLA_BRIDGE_MST"), XLAT_END
};

static const struct xlat bridge_vlan_tunnel_attrs[] = {
	XLAT_PAIR(0, "IFLA_BRIDGE_VLAN_TUNNEL_UNSPEC"),
	XLAT_PAIR(1, "IFLA_BRIDGE_VLAN_TUNNEL_ID"), XLAT_PAIR(2, "IFLA_BRIDGE_VLAN_TUNNEL_VID"),
	XLAT_PAIR(3, "IFLA_BRIDGE_VLAN_TUNNEL_FLAGS"), XLAT_END
};

static const struct xlat bridge_flags[] = {
	XLAT_PAIR(1, "BRIDGE_FLAGS_MASTER"), XLAT_PAIR(2, "BRIDGE_FLAGS_SELF"), XLAT_END
};

static const struct xlat bridge_modes[] = {
	XLAT_PAIR(0, "BRIDGE_MODE_VEB"), XLAT_PAIR(1, "BRIDGE_MODE_VEPA"),
	XLAT_PAIR(0xffff, "BRIDGE_MODE_UNDEF"), XLAT_END
};

static const struct xlat bridge_vlan_flags[] = {
	XLAT_PAIR(1, "BRIDGE_VLAN_INFO_MASTER"), XLAT_PAIR(2, "BRIDGE_VLAN_INFO_PVID"),
	XLAT_PAIR(4, "BRIDGE_VLAN_INFO_UNTAGGED"), XLAT_PAIR(8, "BRIDGE_VLAN_INFO_RANGE_BEGIN"),
	XLAT_PAIR(0x10, "BRIDGE_VLAN_INFO_RANGE_END"),
	XLAT_PAIR(0x20, "BRIDGE_VLAN_INFO_BRENTRY"),
	XLAT_PAIR(0x40, "BRIDGE_VLAN_INFO_ONLY_OPTS"), XLAT_END
};

static const struct xlat info_attrs[] = {
	XLAT(IFLA_INFO_UNSPEC), XLAT(IFLA_INFO_KIND), XLAT(IFLA_INFO_DATA),
	XLAT(IFLA_INFO_XSTATS), XLAT(IFLA_INFO_SLAVE_KIND), XLAT(IFLA_INFO_SLAVE_DATA), XLAT_END
};

static const struct xlat info_bridge_attrs[] = {
	XLAT(IFLA_BR_UNSPEC), XLAT(IFLA_BR_FORWARD_DELAY), XLAT(IFLA_BR_HELLO_TIME),
	XLAT(IFLA_BR_MAX_AGE), XLAT(IFLA_BR_AGEING_TIME), XLAT(IFLA_BR_STP_STATE),
	XLAT(IFLA_BR_PRIORITY), XLAT(IFLA_BR_VLAN_FILTERING), XLAT(IFLA_BR_VLAN_PROTOCOL),
	XLAT(IFLA_BR_GROUP_FWD_MASK), XLAT(IFLA_BR_ROOT_ID), XLAT(IFLA_BR_BRIDGE_ID),
	XLAT(IFLA_BR_ROOT_PORT), XLAT(IFLA_BR_ROOT_PATH_COST), XLAT(IFLA_BR_TOPOLOGY_CHANGE),
	XLAT(IFLA_BR_TOPOLOGY_CHANGE_DETECTED), XLAT(IFLA_BR_HELLO_TIMER),
	XLAT(IFLA_BR_TCN_TIMER), XLAT(IFLA_BR_TOPOLOGY_CHANGE_TIMER), XLAT(IFLA_BR_GC_TIMER),
	XLAT(IFLA_BR_GROUP_ADDR), XLAT(IFLA_BR_FDB_FLUSH), XLAT(IFLA_BR_MCAST_ROUTER),
	XLAT(IFLA_BR_MCAST_SNOOPING), XLAT(IFLA_BR_MCAST_QUERY_USE_IFADDR),
	XLAT(IFLA_BR_MCAST_QUERIER), XLAT(IFLA_BR_MCAST_HASH_ELASTICITY),
	XLAT(IFLA_BR_MCAST_HASH_MAX), XLAT(IFLA_BR_MCAST_LAST_MEMBER_CNT),
	XLAT(IFLA_BR_MCAST_STARTUP_QUERY_CNT), XLAT(IFLA_BR_MCAST_LAST_MEMBER_INTVL),
	XLAT(IFLA_BR_MCAST_MEMBERSHIP_INTVL), XLAT(IFLA_BR_MCAST_QUERIER_INTVL),
	XLAT(IFLA_BR_MCAST_QUERY_INTVL), XLAT(IFLA_BR_MCAST_QUERY_RESPONSE_INTVL),
	XLAT(IFLA_BR_MCAST_STARTUP_QUERY_INTVL), XLAT(IFLA_BR_NF_CALL_IPTABLES),
	XLAT(IFLA_BR_NF_CALL_IP6TABLES), XLAT(IFLA_BR_NF_CALL_ARPTABLES),
	XLAT(IFLA_BR_VLAN_DEFAULT_PVID), XLAT(IFLA_BR_PAD), XLAT(IFLA_BR_VLAN_STATS_ENABLED),
	XLAT(IFLA_BR_MCAST_STATS_ENABLED), XLAT(IFLA_BR_MCAST_IGMP_VERSION),
	XLAT(IFLA_BR_MCAST_MLD_VERSION), XLAT(IFLA_BR_VLAN_STATS_PER_PORT),
	XLAT(IFLA_BR_MULTI_BOOLOPT), XLAT(IFLA_BR_MCAST_QUERIER_STATE), XLAT_END
};

static const struct xlat info_tun_attrs[] = {
	XLAT(IFLA_TUN_UNSPEC), XLAT(IFLA_TUN_OWNER), XLAT(IFLA_TUN_GROUP), XLAT(IFLA_TUN_TYPE),
	XLAT(IFLA_TUN_PI), XLAT(IFLA_TUN_VNET_HDR), XLAT(IFLA_TUN_PERSIST),
	XLAT(IFLA_TUN_MULTI_QUEUE), XLAT(IFLA_TUN_NUM_QUEUES), XLAT(IFLA_TUN_NUM_DISABLED_QUEUES),
	XLAT_END
};

static const struct xlat tun_device_types[] = {
	XLAT_PAIR(1, "IFF_TUN"), XLAT_PAIR(2, "IFF_TAP"), XLAT_END
};

static const struct xlat br_boolopt_flags[] = {
	XLAT(1<<BR_BOOLOPT_NO_LL_LEARN), XLAT(1<<BR_BOOLOPT_MCAST_VLAN_SNOOPING),
	XLAT(1<<BR_BOOLOPT_MST_ENABLE), XLAT_END
};

static const struct xlat br_mcast_querier_attrs[] = {
	XLAT_PAIR(0, "BRIDGE_QUERIER_UNSPEC"), XLAT_PAIR(1, "BRIDGE_QUERIER_IP_ADDRESS"),
	XLAT_PAIR(2, "BRIDGE_QUERIER_IP_PORT"), XLAT_PAIR(3, "BRIDGE_QUERIER_IP_OTHER_TIMER"),
	XLAT_PAIR(4, "BRIDGE_QUERIER_PAD"), XLAT_PAIR(5, "BRIDGE_QUERIER_IPV6_ADDRESS"),
	XLAT_PAIR(6, "BRIDGE_QUERIER_IPV6_PORT"), XLAT_PAIR(7, "BRIDGE_QUERIER_IPV6_OTHER_TIMER"),
	XLAT_END
};

static const struct xlat vfinfo_list_attrs[] = {
	XLAT_PAIR(0, "IFLA_VF_INFO_UNSPEC"), XLAT_PAIR(1, "IFLA_VF_INFO"), XLAT_END
};

static const struct xlat vf_info_attrs[] = {
	XLAT_PAIR(0, "IFLA_VF_UNSPEC"), XLAT_PAIR(1, "IFLA_VF_MAC"), XLAT_PAIR(2, "IFLA_VF_VLAN"),
	XLAT_PAIR(3, "IFLA_VF_TX_RATE"), XLAT_PAIR(4, "IFLA_VF_SPOOFCHK"),
	XLAT_PAIR(5, "IFLA_VF_LINK_STATE"), XLAT_PAIR(6, "IFLA_VF_RATE"),
	XLAT_PAIR(7, "IFLA_VF_RSS_QUERY_EN"), XLAT_PAIR(8, "IFLA_VF_STATS"),
	XLAT_PAIR(9, "IFLA_VF_TRUST"), XLAT_PAIR(0xa, "IFLA_VF_IB_NODE_GUID"),
	XLAT_PAIR(0xb, "IFLA_VF_IB_PORT_GUID"), XLAT_PAIR(0xc, "IFLA_VF_VLAN_LIST"),
	XLAT_PAIR(0xd, "IFLA_VF_BROADCAST"), XLAT_END
};

static const struct xlat vf_link_states[] = {
	XLAT_PAIR(0, "IFLA_VF_LINK_STATE_AUTO"), XLAT_PAIR(1, "IFLA_VF_LINK_STATE_ENABLE"),
	XLAT_PAIR(2, "IFLA_VF_LINK_STATE_DISABLE"), XLAT_END
};

static const struct xlat vf_stats_attrs[] = {
	XLAT_PAIR(0, "IFLA_VF_STATS_RX_PACKETS"), XLAT_PAIR(1, "IFLA_VF_STATS_TX_PACKETS"),
	XLAT_PAIR(2, "IFLA_VF_STATS_RX_BYTES"), XLAT_PAIR(3, "IFLA_VF_STATS_TX_BYTES"),
	XLAT_PAIR(4, "IFLA_VF_STATS_BROADCAST"), XLAT_PAIR(5, "IFLA_VF_STATS_MULTICAST"),
	XLAT_PAIR(6, "IFLA_VF_STATS_PAD"), XLAT_PAIR(7, "IFLA_VF_STATS_RX_DROPPED"),
	XLAT_PAIR(8, "IFLA_VF_STATS_TX_DROPPED"), XLAT_END
};

static const struct xlat vf_vlan_list_attrs[] = {
	XLAT_PAIR(0, "IFLA_VF_VLAN_INFO_UNSPEC"), XLAT_PAIR(1, "IFLA_VF_VLAN_INFO"), XLAT_END
};

static const struct xlat port_attrs[] = {
	XLAT(IFLA_PORT_UNSPEC), XLAT(IFLA_PORT_VF), XLAT(IFLA_PORT_PROFILE),
	XLAT(IFLA_PORT_VSI_TYPE), XLAT(IFLA_PORT_INSTANCE_UUID), XLAT(IFLA_PORT_HOST_UUID),
	XLAT(IFLA_PORT_REQUEST), XLAT(IFLA_PORT_RESPONSE), XLAT_END
};

static const struct xlat vf_port_attrs[] = {
	XLAT(IFLA_VF_PORT_UNSPEC), XLAT(IFLA_VF_PORT), XLAT_END
};

static const struct xlat proto_down_reason_attrs[] = {
	XLAT(IFLA_PROTO_DOWN_REASON_UNSPEC), XLAT(IFLA_PROTO_DOWN_REASON_MASK),
	XLAT(IFLA_PROTO_DOWN_REASON_VALUE), XLAT_END
};

static const struct xlat ifla_events[] = {
	XLAT(IFLA_EVENT_NONE), XLAT(IFLA_EVENT_REBOOT), XLAT(IFLA_EVENT_FEATURES),
	XLAT(IFLA_EVENT_BONDING_FAILOVER), XLAT(IFLA_EVENT_NOTIFY_PEERS),
	XLAT(IFLA_EVENT_IGMP_RESEND), XLAT(IFLA_EVENT_BONDING_OPTIONS), XLAT_END
};

static const struct xlat xdp_flags[] = {
	XLAT_PAIR(0xe, "XDP_FLAGS_MODES"), XLAT_PAIR(1, "XDP_FLAGS_UPDATE_IF_NOEXIST"),
	XLAT_PAIR(2, "XDP_FLAGS_SKB_MODE"), XLAT_PAIR(4, "XDP_FLAGS_DRV_MODE"),
	XLAT_PAIR(8, "XDP_FLAGS_HW_MODE"), XLAT_PAIR(0x10, "XDP_FLAGS_REPLACE"), XLAT_END
};

static const struct xlat xdp_attached_modes[] = {
	XLAT(XDP_ATTACHED_NONE), XLAT(XDP_ATTACHED_DRV), XLAT(XDP_ATTACHED_SKB),
	XLAT(XDP_ATTACHED_HW), XLAT(XDP_ATTACHED_MULTI), XLAT_END
};

static const struct xlat xdp_attrs[] = {
	XLAT(IFLA_XDP_UNSPEC), XLAT(IFLA_XDP_FD), XLAT(IFLA_XDP_ATTACHED), XLAT(IFLA_XDP_FLAGS),
	XLAT(IFLA_XDP_PROG_ID), XLAT(IFLA_XDP_DRV_PROG_ID), XLAT(IFLA_XDP_SKB_PROG_ID),
	XLAT(IFLA_XDP_HW_PROG_ID), XLAT(IFLA_XDP_EXPECTED_FD), XLAT_END
};


/* ---- attribute payloads ------------------------------------------------------- */

NLA_XLAT_DECODER(inet6_flags, inet6_if_flags, "IF_???", 4, true)
NLA_XLAT_DECODER(inet6_addr_gen_mode, in6_addr_gen_mode, "IN6_ADDR_GEN_MODE_???", 1, false)
NLA_XLAT_DECODER(bridge_flags_attr, bridge_flags, "BRIDGE_FLAGS_???", 2, true)
NLA_XLAT_DECODER(bridge_mode, bridge_modes, "BRIDGE_MODE_???", 2, false)
NLA_XLAT_DECODER(bridge_vlan_info_flags, bridge_vlan_flags, "BRIDGE_VLAN_INFO_???", 2, true)
NLA_XLAT_DECODER(tun_type, tun_device_types, "IFF_???", 1, false)
NLA_XLAT_DECODER(xdp_flags_attr, xdp_flags, "XDP_FLAGS_???", 4, true)
NLA_XLAT_DECODER(xdp_attached, xdp_attached_modes, "XDP_ATTACHED_???", 1, false)
NLA_XLAT_DECODER(ifla_event, ifla_events, "IFLA_EVENT_???", 4, false)

/* The -X forms of an ethernet protocol number in network order. */
static bool ether_proto(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint16_t v;

	if (len < sizeof(v))
		return false;
	if (!nl_fetch(b, off, &v, sizeof(v)))
		return true;
	tputs("htons(");
	print_xlat(ethernet_protocols, ntohs(v), "ETHER_P_???");
	tputc(')');
	return true;
}

static bool inet6_conf(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nl_print_indexed(b, off, len, 4, NLF_D, inet6_devconf_indices, "DEVCONF_???");
}

static bool inet6_stats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nl_print_indexed(b, off, len, 8, NLF_U, snmp_ip_stats, "IPSTATS_MIB_???");
}

static bool inet6_icmp6_stats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nl_print_indexed(b, off, len, 8, NLF_U, snmp_icmp6_stats, "ICMP6_MIB_???");
}

static bool inet_conf(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nl_print_indexed(b, off, len, 4, NLF_D, inet_devconf_indices, "IPV4_DEVCONF_???");
}

static bool inet6_cacheinfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct ifla_cacheinfo, max_reasm_len, NLF_U), NLF(struct ifla_cacheinfo, tstamp, NLF_U),
		NLF(struct ifla_cacheinfo, reachable_time, NLF_U),
		NLF(struct ifla_cacheinfo, retrans_time, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct ifla_cacheinfo, fields);
}

/* {prio=[1, 2], addr=00:11:22:33:44:55} */
static bool bridge_id(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	struct ifla_bridge_id id;

	if (len < sizeof(id))
		return false;
	if (!nl_fetch(b, off, &id, sizeof(id)))
		return true;
	tprintf("{prio=[%u, %u], addr=", id.prio[0], id.prio[1]);
	print_mac_addr(id.addr, sizeof(id.addr));
	tputc('}');
	return true;
}

static bool br_boolopt(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLFX(struct br_boolopt_multi, optval, NLF_FLAGS, br_boolopt_flags, "1<<BR_BOOLOPT_???"),
		NLFX(struct br_boolopt_multi, optmask, NLF_FLAGS, br_boolopt_flags, "1<<BR_BOOLOPT_???"),
	};

	return NL_STRUCT_ATTR(b, off, len, struct br_boolopt_multi, fields);
}

/* {flags=..., vid=...}, then what follows in hex */
static bool bridge_vlan_info(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLFX(struct bridge_vlan_info, flags, NLF_FLAGS, bridge_vlan_flags, "BRIDGE_VLAN_INFO_???"),
		NLF(struct bridge_vlan_info, vid, NLF_U),
	};

	if (len < sizeof(struct bridge_vlan_info))
		return false;
	NL_STRUCT_ATTR(b, off, len, struct bridge_vlan_info, fields);
	if (len > sizeof(struct bridge_vlan_info)) {
		tputs(", ");
		nl_print_hex(b, off + sizeof(struct bridge_vlan_info), len - sizeof(struct bridge_vlan_info));
	}
	return true;
}

/* ---- virtual functions ----------------------------------------------------------- */

static bool vf_mac(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	struct ifla_vf_mac m;

	if (len < sizeof(m))
		return false;
	if (!nl_fetch(b, off, &m, sizeof(m)))
		return true;
	tprintf("{vf=%u, mac=", m.vf);
	print_mac_addr(m.mac, sizeof(m.mac));
	tputc('}');
	return true;
}

static bool vf_vlan(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct ifla_vf_vlan, vf, NLF_U), NLF(struct ifla_vf_vlan, vlan, NLF_U),
		NLF(struct ifla_vf_vlan, qos, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct ifla_vf_vlan, fields);
}

static bool vf_tx_rate(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct ifla_vf_tx_rate, vf, NLF_U), NLF(struct ifla_vf_tx_rate, rate, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct ifla_vf_tx_rate, fields);
}

/* spoofchk, rss_query_en and trust: {vf=, setting=} alike */
static bool vf_setting(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct ifla_vf_spoofchk, vf, NLF_U), NLF(struct ifla_vf_spoofchk, setting, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct ifla_vf_spoofchk, fields);
}

static bool vf_link_state(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct ifla_vf_link_state, vf, NLF_U),
		NLFX(struct ifla_vf_link_state, link_state, NLF_XLAT, vf_link_states, "IFLA_VF_LINK_STATE_???"),
	};

	return NL_STRUCT_ATTR(b, off, len, struct ifla_vf_link_state, fields);
}

static bool vf_rate(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct ifla_vf_rate, vf, NLF_U), NLF(struct ifla_vf_rate, min_tx_rate, NLF_U),
		NLF(struct ifla_vf_rate, max_tx_rate, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct ifla_vf_rate, fields);
}

/* struct ifla_vf_guid: its guid is 8-aligned or not depending on the
 * kernel's ABI, so both sizes (16, 12) are taken. */
static bool vf_guid(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	unsigned char buf[16];
	uint32_t vf;
	uint64_t guid;

	if (len != 12 && len != 16)
		return false;
	if (!nl_fetch(b, off, buf, len))
		return true;
	memcpy(&vf, buf, 4);
	memcpy(&guid, buf + len - 8, 8);
	tprintf("{vf=%u, guid=%#llx}", vf, (unsigned long long)guid);
	return true;
}

static bool vf_vlan_info(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct ifla_vf_vlan_info, vf, NLF_U), NLF(struct ifla_vf_vlan_info, vlan, NLF_U),
		NLF(struct ifla_vf_vlan_info, qos, NLF_U),
	};
	struct ifla_vf_vlan_info v;

	if (len < sizeof(v))
		return false;
	if (!nl_fetch(b, off, &v, sizeof(v)))
		return true;
	tputc('{');
	nl_print_field_list(&v, fields, sizeof(fields) / sizeof(fields[0]));
	tputs(", vlan_proto=htons(");
	print_xlat(ethernet_protocols, ntohs(v.vlan_proto), "ETH_P_???");
	tputs(")}");
	return true;
}

static bool vf_broadcast(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	struct ifla_vf_broadcast v;

	if (len < sizeof(v))
		return false;
	if (!nl_fetch(b, off, &v, sizeof(v)))
		return true;
	tputs("{broadcast=");
	print_mac_addr(v.broadcast, sizeof(v.broadcast));
	tputc('}');
	return true;
}

static const nla_decoder_fn vf_stats_decoders[] = {
	[IFLA_VF_STATS_RX_PACKETS] = nla_u64,
	[IFLA_VF_STATS_TX_PACKETS] = nla_u64,
	[IFLA_VF_STATS_RX_BYTES] = nla_u64,
	[IFLA_VF_STATS_TX_BYTES] = nla_u64,
	[IFLA_VF_STATS_BROADCAST] = nla_u64,
	[IFLA_VF_STATS_MULTICAST] = nla_u64,
	[IFLA_VF_STATS_RX_DROPPED] = nla_u64,
	[IFLA_VF_STATS_TX_DROPPED] = nla_u64,
};
static const struct nla_set vf_stats_set = NLA_SET(vf_stats_attrs, "IFLA_VF_STATS_???", vf_stats_decoders);
NLA_NESTED_DECODER(vf_stats, &vf_stats_set)

static const nla_decoder_fn vf_vlan_list_decoders[] = { [IFLA_VF_VLAN_INFO] = vf_vlan_info };
static const struct nla_set vf_vlan_list_set =
	NLA_SET(vf_vlan_list_attrs, "IFLA_VF_VLAN_INFO_???", vf_vlan_list_decoders);
NLA_NESTED_DECODER(vf_vlan_list, &vf_vlan_list_set)

static const nla_decoder_fn vf_info_decoders[] = {
	[IFLA_VF_MAC] = vf_mac,
	[IFLA_VF_VLAN] = vf_vlan,
	[IFLA_VF_TX_RATE] = vf_tx_rate,
	[IFLA_VF_SPOOFCHK] = vf_setting,
	[IFLA_VF_LINK_STATE] = vf_link_state,
	[IFLA_VF_RATE] = vf_rate,
	[IFLA_VF_RSS_QUERY_EN] = vf_setting,
	[IFLA_VF_STATS] = vf_stats,
	[IFLA_VF_TRUST] = vf_setting,
	[IFLA_VF_IB_NODE_GUID] = vf_guid,
	[IFLA_VF_IB_PORT_GUID] = vf_guid,
	[IFLA_VF_VLAN_LIST] = vf_vlan_list,
	[IFLA_VF_BROADCAST] = vf_broadcast,
};
static const struct nla_set vf_info_set = NLA_SET(vf_info_attrs, "IFLA_VF_???", vf_info_decoders);
NLA_NESTED_DECODER(vf_info, &vf_info_set)

static const nla_decoder_fn vfinfo_list_decoders[] = { [IFLA_VF_INFO] = vf_info };
static const struct nla_set vfinfo_list_set =
	NLA_SET(vfinfo_list_attrs, "IFLA_VF_INFO_???", vfinfo_list_decoders);

/* ---- ports ------------------------------------------------------------------------ */

/* {vsi_mgr_id=, vsi_type_id="\x..", vsi_type_version=, pad="\x.." when not zero} */
static bool port_vsi(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const unsigned char zero[sizeof(((struct ifla_port_vsi *)0)->pad)];
	struct ifla_port_vsi v;

	if (len < sizeof(v))
		return false;
	if (!nl_fetch(b, off, &v, sizeof(v)))
		return true;
	tprintf("{vsi_mgr_id=%u, vsi_type_id=", v.vsi_mgr_id);
	print_quoted(v.vsi_type_id, sizeof(v.vsi_type_id), QUOTE_HEX_ALL);
	tprintf(", vsi_type_version=%u", v.vsi_type_version);
	if (memcmp(v.pad, zero, sizeof(zero))) {
		tputs(", pad=");
		print_quoted(v.pad, sizeof(v.pad), QUOTE_HEX_ALL);
	}
	tputc('}');
	return true;
}

static const nla_decoder_fn port_decoders[] = {
	[IFLA_PORT_VF] = nla_u32,
	[IFLA_PORT_PROFILE] = nla_str,
	[IFLA_PORT_VSI_TYPE] = port_vsi,
	[IFLA_PORT_REQUEST] = nla_u8,
	[IFLA_PORT_RESPONSE] = nla_u16,
};
/* strace names unknown port attributes IFLA_VF_PORT_??? too */
static const struct nla_set port_set = NLA_SET(port_attrs, "IFLA_VF_PORT_???", port_decoders);
NLA_NESTED_DECODER(port, &port_set)

static const nla_decoder_fn vf_port_decoders[] = { [IFLA_VF_PORT] = port };
static const struct nla_set vf_port_set = NLA_SET(vf_port_attrs, "IFLA_VF_PORT_???", vf_port_decoders);

/* ---- bridge ports, per-family protocol info ---------------------------------------- */

static const nla_decoder_fn brport_decoders[] = {
	[IFLA_BRPORT_STATE] = nla_u8,
	[IFLA_BRPORT_PRIORITY] = nla_u16,
	[IFLA_BRPORT_COST] = nla_u32,
	[IFLA_BRPORT_MODE] = nla_u8,
	[IFLA_BRPORT_GUARD] = nla_u8,
	[IFLA_BRPORT_PROTECT] = nla_u8,
	[IFLA_BRPORT_FAST_LEAVE] = nla_u8,
	[IFLA_BRPORT_LEARNING] = nla_u8,
	[IFLA_BRPORT_UNICAST_FLOOD] = nla_u8,
	[IFLA_BRPORT_PROXYARP] = nla_u8,
	[IFLA_BRPORT_LEARNING_SYNC] = nla_u8,
	[IFLA_BRPORT_PROXYARP_WIFI] = nla_u8,
	[IFLA_BRPORT_ROOT_ID] = bridge_id,
	[IFLA_BRPORT_BRIDGE_ID] = bridge_id,
	[IFLA_BRPORT_DESIGNATED_PORT] = nla_u16,
	[IFLA_BRPORT_DESIGNATED_COST] = nla_u16,
	[IFLA_BRPORT_ID] = nla_u16,
	[IFLA_BRPORT_NO] = nla_u16,
	[IFLA_BRPORT_TOPOLOGY_CHANGE_ACK] = nla_u8,
	[IFLA_BRPORT_CONFIG_PENDING] = nla_u8,
	[IFLA_BRPORT_MESSAGE_AGE_TIMER] = nla_clock_t,
	[IFLA_BRPORT_FORWARD_DELAY_TIMER] = nla_clock_t,
	[IFLA_BRPORT_HOLD_TIMER] = nla_clock_t,
	[IFLA_BRPORT_MULTICAST_ROUTER] = nla_u8,
	[IFLA_BRPORT_MCAST_FLOOD] = nla_u8,
	[IFLA_BRPORT_MCAST_TO_UCAST] = nla_u8,
	[IFLA_BRPORT_VLAN_TUNNEL] = nla_u8,
	[IFLA_BRPORT_BCAST_FLOOD] = nla_u8,
	[IFLA_BRPORT_GROUP_FWD_MASK] = nla_x16,
	[IFLA_BRPORT_NEIGH_SUPPRESS] = nla_u8,
	[IFLA_BRPORT_ISOLATED] = nla_u8,
	[IFLA_BRPORT_BACKUP_PORT] = nla_ifindex,
	[IFLA_BRPORT_MRP_RING_OPEN] = nla_u8,
	[IFLA_BRPORT_MRP_IN_OPEN] = nla_u8,
	[IFLA_BRPORT_MCAST_EHT_HOSTS_LIMIT] = nla_u32,
	[IFLA_BRPORT_MCAST_EHT_HOSTS_CNT] = nla_u32,
	[IFLA_BRPORT_LOCKED] = nla_u8,
};
static const struct nla_set brport_set = NLA_SET(brport_attrs, "IFLA_BRPORT_???", brport_decoders);

static const nla_decoder_fn inet6_decoders[] = {
	[IFLA_INET6_FLAGS] = inet6_flags,
	[IFLA_INET6_CONF] = inet6_conf,
	[IFLA_INET6_STATS] = inet6_stats,
	[IFLA_INET6_CACHEINFO] = inet6_cacheinfo,
	[IFLA_INET6_ICMP6STATS] = inet6_icmp6_stats,
	[IFLA_INET6_TOKEN] = nla_in6_addr,
	[IFLA_INET6_ADDR_GEN_MODE] = inet6_addr_gen_mode,
	[IFLA_INET6_RA_MTU] = nla_u32,
};
static const struct nla_set inet6_set = NLA_SET(inet6_attrs, "IFLA_INET6_???", inet6_decoders);

static const nla_decoder_fn inet_decoders[] = { [IFLA_INET_CONF] = inet_conf };
static const struct nla_set inet_set = NLA_SET(inet_attrs, "IFLA_INET_???", inet_decoders);

static const nla_decoder_fn mctp_decoders[] = { [IFLA_MCTP_NET] = nla_u32 };
static const struct nla_set mctp_set = NLA_SET(mctp_attrs, "IFLA_MCTP_???", mctp_decoders);

/* IFLA_PROTINFO: a bridge port's attributes, or (AF_INET6) those of
 * IFLA_AF_SPEC's inet6 */
static const struct nla_family_set protinfo_sets[] = {
	{ AF_BRIDGE, &brport_set }, { AF_INET6, &inet6_set }, { 0, NULL }
};

bool nla_ifla_protinfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	const struct ifinfomsg *ifi = ctx;

	nl_print_attrs_by_family(b, off, len, ifi->ifi_family, protinfo_sets, ctx);
	return true;
}

/* ---- IFLA_AF_SPEC ------------------------------------------------------------------ */

static const struct nla_family_set af_sets[] = {
	{ AF_INET, &inet_set }, { AF_INET6, &inet6_set }, { AF_MCTP, &mctp_set }, { 0, NULL }
};

/* one address family's attributes: the attribute's type is the family */
static bool af_attrs(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	nl_print_attrs_by_family(b, off, len, (uintptr_t)ctx, af_sets, NULL);
	return true;
}

static const nla_decoder_fn af_decoders[] = { af_attrs };
static const struct nla_set af_set = NLA_SET_BY_TYPE(addrfams, "AF_???", af_decoders);

static const nla_decoder_fn bridge_vlan_tunnel_decoders[] = {
	[IFLA_BRIDGE_VLAN_TUNNEL_ID] = nla_u32,
	[IFLA_BRIDGE_VLAN_TUNNEL_VID] = nla_u16,
	[IFLA_BRIDGE_VLAN_TUNNEL_FLAGS] = bridge_vlan_info_flags,
};
static const struct nla_set bridge_vlan_tunnel_set =
	NLA_SET(bridge_vlan_tunnel_attrs, "IFLA_BRIDGE_VLAN_TUNNEL_???", bridge_vlan_tunnel_decoders);
NLA_NESTED_DECODER(bridge_vlan_tunnel_info, &bridge_vlan_tunnel_set)

static const nla_decoder_fn af_spec_bridge_decoders[] = {
	[IFLA_BRIDGE_FLAGS] = bridge_flags_attr,
	[IFLA_BRIDGE_MODE] = bridge_mode,
	[IFLA_BRIDGE_VLAN_INFO] = bridge_vlan_info,
	[IFLA_BRIDGE_VLAN_TUNNEL_INFO] = bridge_vlan_tunnel_info,
};
static const struct nla_set af_spec_bridge_set =
	NLA_SET(af_spec_bridge_attrs, "IFLA_BRIDGE_???", af_spec_bridge_decoders);

/* A bridge's own attributes (if_bridge.h), else attributes by family
 * (if_link.h). */
bool nla_ifla_af_spec(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	const struct ifinfomsg *ifi = ctx;

	nl_print_attrs(b, off, len, ifi->ifi_family == AF_BRIDGE ? &af_spec_bridge_set : &af_set, ctx);
	return true;
}

/* ---- IFLA_LINKINFO ------------------------------------------------------------------ */

/* The kinds named so far in the list: they tell how the data are made. */
struct linkinfo_ctx {
	char kind[16];
	char slave_kind[16];
};

/* the name (shorter than the field, else empty) */
static void remember_kind(const struct nl_buf *b, size_t off, unsigned len, char *kind, size_t size)
{
	memset(kind, 0, size);
	if (len < size && !nl_fetch_quiet(b, off, kind, len))
		kind[0] = '\0';
}

static bool linkinfo_kind(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	struct linkinfo_ctx *lc = (struct linkinfo_ctx *)ctx;

	remember_kind(b, off, len, lc->kind, sizeof(lc->kind));
	nl_print_cstr(b, off, len);
	return true;
}

static bool linkinfo_slave_kind(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	struct linkinfo_ctx *lc = (struct linkinfo_ctx *)ctx;

	remember_kind(b, off, len, lc->slave_kind, sizeof(lc->slave_kind));
	nl_print_cstr(b, off, len);
	return true;
}

static bool can_device_stats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const char *const names[] = {
		"bus_error", "error_warning", "error_passive", "bus_off", "arbitration_lost", "restarts",
	};
	uint32_t v[6];

	if (len < sizeof(v))
		return false;
	if (!nl_fetch(b, off, v, sizeof(v)))
		return true;
	for (size_t i = 0; i < 6; i++)
		tprintf("%s%s=%u", i ? ", " : "{", names[i], v[i]);
	tputc('}');
	return true;
}

static bool linkinfo_xstats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	const struct linkinfo_ctx *lc = ctx;

	if (!strcmp(lc->kind, "can"))
		return can_device_stats(b, off, len, ctx);
	return false;
}

static const nla_decoder_fn br_mcast_querier_decoders[] = {
	[BRIDGE_QUERIER_IP_ADDRESS] = nla_in_addr,
	[BRIDGE_QUERIER_IP_PORT] = nla_ifindex,
	[BRIDGE_QUERIER_IP_OTHER_TIMER] = nla_clock_t,
	[BRIDGE_QUERIER_IPV6_ADDRESS] = nla_in6_addr,
	[BRIDGE_QUERIER_IPV6_PORT] = nla_ifindex,
	[BRIDGE_QUERIER_IPV6_OTHER_TIMER] = nla_clock_t,
};
static const struct nla_set br_mcast_querier_set =
	NLA_SET(br_mcast_querier_attrs, "BRIDGE_QUERIER_???", br_mcast_querier_decoders);
NLA_NESTED_DECODER(br_mcast_querier_state, &br_mcast_querier_set)

static const nla_decoder_fn info_bridge_decoders[] = {
	[IFLA_BR_FORWARD_DELAY] = nla_clock_t,
	[IFLA_BR_HELLO_TIME] = nla_clock_t,
	[IFLA_BR_MAX_AGE] = nla_clock_t,
	[IFLA_BR_AGEING_TIME] = nla_clock_t,
	[IFLA_BR_STP_STATE] = nla_u32,
	[IFLA_BR_PRIORITY] = nla_u16,
	[IFLA_BR_VLAN_FILTERING] = nla_u8,
	[IFLA_BR_VLAN_PROTOCOL] = ether_proto,
	[IFLA_BR_GROUP_FWD_MASK] = nla_x16,
	[IFLA_BR_ROOT_ID] = bridge_id,
	[IFLA_BR_BRIDGE_ID] = bridge_id,
	[IFLA_BR_ROOT_PORT] = nla_u16,
	[IFLA_BR_ROOT_PATH_COST] = nla_u32,
	[IFLA_BR_TOPOLOGY_CHANGE] = nla_u8,
	[IFLA_BR_TOPOLOGY_CHANGE_DETECTED] = nla_u8,
	[IFLA_BR_HELLO_TIMER] = nla_clock_t,
	[IFLA_BR_TCN_TIMER] = nla_clock_t,
	[IFLA_BR_TOPOLOGY_CHANGE_TIMER] = nla_clock_t,
	[IFLA_BR_GC_TIMER] = nla_clock_t,
	[IFLA_BR_GROUP_ADDR] = nla_lladdr,
	[IFLA_BR_MCAST_ROUTER] = nla_u8,
	[IFLA_BR_MCAST_SNOOPING] = nla_u8,
	[IFLA_BR_MCAST_QUERY_USE_IFADDR] = nla_u8,
	[IFLA_BR_MCAST_QUERIER] = nla_u8,
	[IFLA_BR_MCAST_HASH_ELASTICITY] = nla_u32,
	[IFLA_BR_MCAST_HASH_MAX] = nla_u32,
	[IFLA_BR_MCAST_LAST_MEMBER_CNT] = nla_u32,
	[IFLA_BR_MCAST_STARTUP_QUERY_CNT] = nla_u32,
	[IFLA_BR_MCAST_LAST_MEMBER_INTVL] = nla_clock_t,
	[IFLA_BR_MCAST_MEMBERSHIP_INTVL] = nla_clock_t,
	[IFLA_BR_MCAST_QUERIER_INTVL] = nla_clock_t,
	[IFLA_BR_MCAST_QUERY_INTVL] = nla_clock_t,
	[IFLA_BR_MCAST_QUERY_RESPONSE_INTVL] = nla_clock_t,
	[IFLA_BR_MCAST_STARTUP_QUERY_INTVL] = nla_clock_t,
	[IFLA_BR_NF_CALL_IPTABLES] = nla_u8,
	[IFLA_BR_NF_CALL_IP6TABLES] = nla_u8,
	[IFLA_BR_NF_CALL_ARPTABLES] = nla_u8,
	[IFLA_BR_VLAN_DEFAULT_PVID] = nla_u16,
	[IFLA_BR_VLAN_STATS_ENABLED] = nla_u8,
	[IFLA_BR_MCAST_STATS_ENABLED] = nla_u8,
	[IFLA_BR_MCAST_IGMP_VERSION] = nla_u8,
	[IFLA_BR_MCAST_MLD_VERSION] = nla_u8,
	[IFLA_BR_VLAN_STATS_PER_PORT] = nla_u8,
	[IFLA_BR_MULTI_BOOLOPT] = br_boolopt,
	[IFLA_BR_MCAST_QUERIER_STATE] = br_mcast_querier_state,
};
static const struct nla_set info_bridge_set = NLA_SET(info_bridge_attrs, "IFLA_BR_???", info_bridge_decoders);

static const nla_decoder_fn info_tun_decoders[] = {
	[IFLA_TUN_OWNER] = nla_uid,
	[IFLA_TUN_GROUP] = nla_uid,
	[IFLA_TUN_TYPE] = tun_type,
	[IFLA_TUN_PI] = nla_u8,
	[IFLA_TUN_VNET_HDR] = nla_u8,
	[IFLA_TUN_PERSIST] = nla_u8,
	[IFLA_TUN_MULTI_QUEUE] = nla_u8,
	[IFLA_TUN_NUM_QUEUES] = nla_u32,
	[IFLA_TUN_NUM_DISABLED_QUEUES] = nla_u32,
};
static const struct nla_set info_tun_set = NLA_SET(info_tun_attrs, "IFLA_TUN_???", info_tun_decoders);

/* The attribute sets of the link kinds known, by name. */
struct kind_set {
	const char *kind;
	const struct nla_set *attrs;
};

static bool kind_attrs(const struct nl_buf *b, size_t off, unsigned len, const char *kind,
		       const struct kind_set *sets, const void *ctx)
{
	for (; sets->kind; sets++) {
		if (!strcmp(kind, sets->kind)) {
			nl_print_attrs(b, off, len, sets->attrs, ctx);
			return true;
		}
	}
	return false;
}

static bool linkinfo_data(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct kind_set sets[] = {
		{ "bridge", &info_bridge_set }, { "tun", &info_tun_set }, { NULL, NULL }
	};
	const struct linkinfo_ctx *lc = ctx;

	return kind_attrs(b, off, len, lc->kind, sets, ctx);
}

static bool linkinfo_slave_data(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct kind_set sets[] = { { "bridge", &brport_set }, { NULL, NULL } };
	const struct linkinfo_ctx *lc = ctx;

	return kind_attrs(b, off, len, lc->slave_kind, sets, ctx);
}

static const nla_decoder_fn info_decoders[] = {
	[IFLA_INFO_KIND] = linkinfo_kind,
	[IFLA_INFO_DATA] = linkinfo_data,
	[IFLA_INFO_XSTATS] = linkinfo_xstats,
	[IFLA_INFO_SLAVE_KIND] = linkinfo_slave_kind,
	[IFLA_INFO_SLAVE_DATA] = linkinfo_slave_data,
};
static const struct nla_set info_set = NLA_SET(info_attrs, "IFLA_INFO_???", info_decoders);

bool nla_ifla_linkinfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	struct linkinfo_ctx lc = { "", "" };

	nl_print_attrs(b, off, len, &info_set, &lc);
	return true;
}

/* ---- the other nested sets of links ------------------------------------------------- */

bool nla_ifla_vfinfo_list(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	nl_print_attrs(b, off, len, &vfinfo_list_set, ctx);
	return true;
}

bool nla_ifla_vf_ports(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	nl_print_attrs(b, off, len, &vf_port_set, ctx);
	return true;
}

bool nla_ifla_port_self(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return port(b, off, len, ctx);
}

static const nla_decoder_fn proto_down_reason_decoders[] = {
	[IFLA_PROTO_DOWN_REASON_MASK] = nla_x32,
	[IFLA_PROTO_DOWN_REASON_VALUE] = nla_x32,
};
static const struct nla_set proto_down_reason_set =
	NLA_SET(proto_down_reason_attrs, "IFLA_PROTO_DOWN_REASON_???", proto_down_reason_decoders);

bool nla_ifla_proto_down_reason(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	nl_print_attrs(b, off, len, &proto_down_reason_set, ctx);
	return true;
}

static const nla_decoder_fn xdp_decoders[] = {
	[IFLA_XDP_FD] = nla_fd,
	[IFLA_XDP_ATTACHED] = xdp_attached,
	[IFLA_XDP_FLAGS] = xdp_flags_attr,
	[IFLA_XDP_PROG_ID] = nla_u32,
	[IFLA_XDP_DRV_PROG_ID] = nla_u32,
	[IFLA_XDP_SKB_PROG_ID] = nla_u32,
	[IFLA_XDP_HW_PROG_ID] = nla_u32,
	[IFLA_XDP_EXPECTED_FD] = nla_fd,
};
static const struct nla_set xdp_set = NLA_SET(xdp_attrs, "IFLA_XDP_???", xdp_decoders);

bool nla_ifla_xdp(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	nl_print_attrs(b, off, len, &xdp_set, ctx);
	return true;
}

bool nla_ifla_event(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return ifla_event(b, off, len, ctx);
}
