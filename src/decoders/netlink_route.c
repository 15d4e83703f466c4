/* rtnetlink payloads as strace shows them: links (struct ifinfomsg and
 * IFLA_* attributes), addresses (struct ifaddrmsg, IFA_*) and routes
 * (struct rtmsg, RTA_*); the other message kinds show their family and
 * the rest in hex. */
#include <linux/if_addr.h>
#include <linux/if_arp.h>
#include <linux/if_link.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <string.h>
#include <sys/socket.h>

#include "net.h"
#include "netlink.h"

/* ---- constant tables (the kernel's values) ------------------------------- */

const struct xlat nl_route_types[] = {
	XLAT_PAIR(0x10, "RTM_NEWLINK"),
	XLAT_PAIR(0x11, "RTM_DELLINK"),
	XLAT_PAIR(0x12, "RTM_GETLINK"),
	XLAT_PAIR(0x13, "RTM_SETLINK"),
	XLAT_PAIR(0x14, "RTM_NEWADDR"),
	XLAT_PAIR(0x15, "RTM_DELADDR"),
	XLAT_PAIR(0x16, "RTM_GETADDR"),
	XLAT_PAIR(0x18, "RTM_NEWROUTE"),
	XLAT_PAIR(0x19, "RTM_DELROUTE"),
	XLAT_PAIR(0x1a, "RTM_GETROUTE"),
	XLAT_PAIR(0x1c, "RTM_NEWNEIGH"),
	XLAT_PAIR(0x1d, "RTM_DELNEIGH"),
	XLAT_PAIR(0x1e, "RTM_GETNEIGH"),
	XLAT_PAIR(0x20, "RTM_NEWRULE"),
	XLAT_PAIR(0x21, "RTM_DELRULE"),
	XLAT_PAIR(0x22, "RTM_GETRULE"),
	XLAT_PAIR(0x24, "RTM_NEWQDISC"),
	XLAT_PAIR(0x25, "RTM_DELQDISC"),
	XLAT_PAIR(0x26, "RTM_GETQDISC"),
	XLAT_PAIR(0x28, "RTM_NEWTCLASS"),
	XLAT_PAIR(0x29, "RTM_DELTCLASS"),
	XLAT_PAIR(0x2a, "RTM_GETTCLASS"),
	XLAT_PAIR(0x2c, "RTM_NEWTFILTER"),
	XLAT_PAIR(0x2d, "RTM_DELTFILTER"),
	XLAT_PAIR(0x2e, "RTM_GETTFILTER"),
	XLAT_PAIR(0x30, "RTM_NEWACTION"),
	XLAT_PAIR(0x31, "RTM_DELACTION"),
	XLAT_PAIR(0x32, "RTM_GETACTION"),
	XLAT_PAIR(0x34, "RTM_NEWPREFIX"),
	XLAT_PAIR(0x3a, "RTM_GETMULTICAST"),
	XLAT_PAIR(0x3e, "RTM_GETANYCAST"),
	XLAT_PAIR(0x40, "RTM_NEWNEIGHTBL"),
	XLAT_PAIR(0x42, "RTM_GETNEIGHTBL"),
	XLAT_PAIR(0x43, "RTM_SETNEIGHTBL"),
	XLAT_PAIR(0x44, "RTM_NEWNDUSEROPT"),
	XLAT_PAIR(0x48, "RTM_NEWADDRLABEL"),
	XLAT_PAIR(0x49, "RTM_DELADDRLABEL"),
	XLAT_PAIR(0x4a, "RTM_GETADDRLABEL"),
	XLAT_PAIR(0x4e, "RTM_GETDCB"),
	XLAT_PAIR(0x4f, "RTM_SETDCB"),
	XLAT_PAIR(0x50, "RTM_NEWNETCONF"),
	XLAT_PAIR(0x51, "RTM_DELNETCONF"),
	XLAT_PAIR(0x52, "RTM_GETNETCONF"),
	XLAT_PAIR(0x54, "RTM_NEWMDB"),
	XLAT_PAIR(0x55, "RTM_DELMDB"),
	XLAT_PAIR(0x56, "RTM_GETMDB"),
	XLAT_PAIR(0x58, "RTM_NEWNSID"),
	XLAT_PAIR(0x59, "RTM_DELNSID"),
	XLAT_PAIR(0x5a, "RTM_GETNSID"),
	XLAT_PAIR(0x5c, "RTM_NEWSTATS"),
	XLAT_PAIR(0x5e, "RTM_GETSTATS"),
	XLAT_PAIR(0x60, "RTM_NEWCACHEREPORT"),
	XLAT_PAIR(0x64, "RTM_NEWCHAIN"),
	XLAT_PAIR(0x65, "RTM_DELCHAIN"),
	XLAT_PAIR(0x66, "RTM_GETCHAIN"),
	XLAT_PAIR(0x68, "RTM_NEWNEXTHOP"),
	XLAT_PAIR(0x69, "RTM_DELNEXTHOP"),
	XLAT_PAIR(0x6a, "RTM_GETNEXTHOP"),
	XLAT_PAIR(0x6c, "RTM_NEWLINKPROP"),
	XLAT_PAIR(0x6d, "RTM_DELLINKPROP"),
	XLAT_PAIR(0x6e, "RTM_GETLINKPROP"),
	XLAT_PAIR(0x70, "RTM_NEWVLAN"),
	XLAT_PAIR(0x71, "RTM_DELVLAN"),
	XLAT_PAIR(0x72, "RTM_GETVLAN"),
	XLAT_PAIR(0x74, "RTM_NEWNEXTHOPBUCKET"),
	XLAT_PAIR(0x75, "RTM_DELNEXTHOPBUCKET"),
	XLAT_PAIR(0x76, "RTM_GETNEXTHOPBUCKET"),
	XLAT_END
};

static const struct xlat rtnl_link_attrs[] = {
	XLAT_PAIR(0, "IFLA_UNSPEC"),
	XLAT_PAIR(0x1, "IFLA_ADDRESS"),
	XLAT_PAIR(0x2, "IFLA_BROADCAST"),
	XLAT_PAIR(0x3, "IFLA_IFNAME"),
	XLAT_PAIR(0x4, "IFLA_MTU"),
	XLAT_PAIR(0x5, "IFLA_LINK"),
	XLAT_PAIR(0x6, "IFLA_QDISC"),
	XLAT_PAIR(0x7, "IFLA_STATS"),
	XLAT_PAIR(0x8, "IFLA_COST"),
	XLAT_PAIR(0x9, "IFLA_PRIORITY"),
	XLAT_PAIR(0xa, "IFLA_MASTER"),
	XLAT_PAIR(0xb, "IFLA_WIRELESS"),
	XLAT_PAIR(0xc, "IFLA_PROTINFO"),
	XLAT_PAIR(0xd, "IFLA_TXQLEN"),
	XLAT_PAIR(0xe, "IFLA_MAP"),
	XLAT_PAIR(0xf, "IFLA_WEIGHT"),
	XLAT_PAIR(0x10, "IFLA_OPERSTATE"),
	XLAT_PAIR(0x11, "IFLA_LINKMODE"),
	XLAT_PAIR(0x12, "IFLA_LINKINFO"),
	XLAT_PAIR(0x13, "IFLA_NET_NS_PID"),
	XLAT_PAIR(0x14, "IFLA_IFALIAS"),
	XLAT_PAIR(0x15, "IFLA_NUM_VF"),
	XLAT_PAIR(0x16, "IFLA_VFINFO_LIST"),
	XLAT_PAIR(0x17, "IFLA_STATS64"),
	XLAT_PAIR(0x18, "IFLA_VF_PORTS"),
	XLAT_PAIR(0x19, "IFLA_PORT_SELF"),
	XLAT_PAIR(0x1a, "IFLA_AF_SPEC"),
	XLAT_PAIR(0x1b, "IFLA_GROUP"),
	XLAT_PAIR(0x1c, "IFLA_NET_NS_FD"),
	XLAT_PAIR(0x1d, "IFLA_EXT_MASK"),
	XLAT_PAIR(0x1e, "IFLA_PROMISCUITY"),
	XLAT_PAIR(0x1f, "IFLA_NUM_TX_QUEUES"),
	XLAT_PAIR(0x20, "IFLA_NUM_RX_QUEUES"),
	XLAT_PAIR(0x21, "IFLA_CARRIER"),
	XLAT_PAIR(0x22, "IFLA_PHYS_PORT_ID"),
	XLAT_PAIR(0x23, "IFLA_CARRIER_CHANGES"),
	XLAT_PAIR(0x24, "IFLA_PHYS_SWITCH_ID"),
	XLAT_PAIR(0x25, "IFLA_LINK_NETNSID"),
	XLAT_PAIR(0x26, "IFLA_PHYS_PORT_NAME"),
	XLAT_PAIR(0x27, "IFLA_PROTO_DOWN"),
	XLAT_PAIR(0x28, "IFLA_GSO_MAX_SEGS"),
	XLAT_PAIR(0x29, "IFLA_GSO_MAX_SIZE"),
	XLAT_PAIR(0x2a, "IFLA_PAD"),
	XLAT_PAIR(0x2b, "IFLA_XDP"),
	XLAT_PAIR(0x2c, "IFLA_EVENT"),
	XLAT_PAIR(0x2d, "IFLA_NEW_NETNSID"),
	XLAT_PAIR(0x2e, "IFLA_IF_NETNSID"),
	XLAT_PAIR(0x2f, "IFLA_CARRIER_UP_COUNT"),
	XLAT_PAIR(0x30, "IFLA_CARRIER_DOWN_COUNT"),
	XLAT_PAIR(0x31, "IFLA_NEW_IFINDEX"),
	XLAT_PAIR(0x32, "IFLA_MIN_MTU"),
	XLAT_PAIR(0x33, "IFLA_MAX_MTU"),
	XLAT_PAIR(0x34, "IFLA_PROP_LIST"),
	XLAT_PAIR(0x35, "IFLA_ALT_IFNAME"),
	XLAT_PAIR(0x36, "IFLA_PERM_ADDRESS"),
	XLAT_PAIR(0x37, "IFLA_PROTO_DOWN_REASON"),
	XLAT_PAIR(0x38, "IFLA_PARENT_DEV_NAME"),
	XLAT_PAIR(0x39, "IFLA_PARENT_DEV_BUS_NAME"),
	XLAT_PAIR(0x3a, "IFLA_GRO_MAX_SIZE"),
	XLAT_PAIR(0x3b, "IFLA_TSO_MAX_SIZE"),
	XLAT_PAIR(0x3c, "IFLA_TSO_MAX_SEGS"),
	XLAT_PAIR(0x3d, "IFLA_ALLMULTI"),
	XLAT_END
};

static const struct xlat rtnl_ifla_ext_filter_flags[] = {
	XLAT_PAIR(0x1, "RTEXT_FILTER_VF"),
	XLAT_PAIR(0x2, "RTEXT_FILTER_BRVLAN"),
	XLAT_PAIR(0x4, "RTEXT_FILTER_BRVLAN_COMPRESSED"),
	XLAT_PAIR(0x8, "RTEXT_FILTER_SKIP_STATS"),
	XLAT_PAIR(0x10, "RTEXT_FILTER_MRP"),
	XLAT_PAIR(0x20, "RTEXT_FILTER_CFM_CONFIG"),
	XLAT_PAIR(0x40, "RTEXT_FILTER_CFM_STATUS"),
	XLAT_END
};

const struct xlat iffflags[] = {
	XLAT_PAIR(0x1, "IFF_UP"),
	XLAT_PAIR(0x2, "IFF_BROADCAST"),
	XLAT_PAIR(0x4, "IFF_DEBUG"),
	XLAT_PAIR(0x8, "IFF_LOOPBACK"),
	XLAT_PAIR(0x10, "IFF_POINTOPOINT"),
	XLAT_PAIR(0x20, "IFF_NOTRAILERS"),
	XLAT_PAIR(0x40, "IFF_RUNNING"),
	XLAT_PAIR(0x80, "IFF_NOARP"),
	XLAT_PAIR(0x100, "IFF_PROMISC"),
	XLAT_PAIR(0x200, "IFF_ALLMULTI"),
	XLAT_PAIR(0x400, "IFF_MASTER"),
	XLAT_PAIR(0x800, "IFF_SLAVE"),
	XLAT_PAIR(0x1000, "IFF_MULTICAST"),
	XLAT_PAIR(0x2000, "IFF_PORTSEL"),
	XLAT_PAIR(0x4000, "IFF_AUTOMEDIA"),
	XLAT_PAIR(0x8000, "IFF_DYNAMIC"),
	XLAT_PAIR(0x10000, "IFF_LOWER_UP"),
	XLAT_PAIR(0x20000, "IFF_DORMANT"),
	XLAT_PAIR(0x40000, "IFF_ECHO"),
	XLAT_END
};

const struct xlat arp_hardware_types[] = {
	XLAT_PAIR(0, "ARPHRD_NETROM"),
	XLAT_PAIR(0x1, "ARPHRD_ETHER"),
	XLAT_PAIR(0x2, "ARPHRD_EETHER"),
	XLAT_PAIR(0x3, "ARPHRD_AX25"),
	XLAT_PAIR(0x4, "ARPHRD_PRONET"),
	XLAT_PAIR(0x5, "ARPHRD_CHAOS"),
	XLAT_PAIR(0x6, "ARPHRD_IEEE802"),
	XLAT_PAIR(0x7, "ARPHRD_ARCNET"),
	XLAT_PAIR(0x8, "ARPHRD_APPLETLK"),
	XLAT_PAIR(0xf, "ARPHRD_DLCI"),
	XLAT_PAIR(0x13, "ARPHRD_ATM"),
	XLAT_PAIR(0x17, "ARPHRD_METRICOM"),
	XLAT_PAIR(0x18, "ARPHRD_IEEE1394"),
	XLAT_PAIR(0x1b, "ARPHRD_EUI64"),
	XLAT_PAIR(0x20, "ARPHRD_INFINIBAND"),
	XLAT_PAIR(0x100, "ARPHRD_SLIP"),
	XLAT_PAIR(0x101, "ARPHRD_CSLIP"),
	XLAT_PAIR(0x102, "ARPHRD_SLIP6"),
	XLAT_PAIR(0x103, "ARPHRD_CSLIP6"),
	XLAT_PAIR(0x104, "ARPHRD_RSRVD"),
	XLAT_PAIR(0x108, "ARPHRD_ADAPT"),
	XLAT_PAIR(0x10e, "ARPHRD_ROSE"),
	XLAT_PAIR(0x10f, "ARPHRD_X25"),
	XLAT_PAIR(0x110, "ARPHRD_HWX25"),
	XLAT_PAIR(0x118, "ARPHRD_CAN"),
	XLAT_PAIR(0x122, "ARPHRD_MCTP"),
	XLAT_PAIR(0x200, "ARPHRD_PPP"),
	XLAT_PAIR(0x201, "ARPHRD_CISCO"),
	XLAT_PAIR(0x204, "ARPHRD_LAPB"),
	XLAT_PAIR(0x205, "ARPHRD_DDCMP"),
	XLAT_PAIR(0x206, "ARPHRD_RAWHDLC"),
	XLAT_PAIR(0x207, "ARPHRD_RAWIP"),
	XLAT_PAIR(0x300, "ARPHRD_TUNNEL"),
	XLAT_PAIR(0x301, "ARPHRD_TUNNEL6"),
	XLAT_PAIR(0x302, "ARPHRD_FRAD"),
	XLAT_PAIR(0x303, "ARPHRD_SKIP"),
	XLAT_PAIR(0x304, "ARPHRD_LOOPBACK"),
	XLAT_PAIR(0x305, "ARPHRD_LOCALTLK"),
	XLAT_PAIR(0x306, "ARPHRD_FDDI"),
	XLAT_PAIR(0x307, "ARPHRD_BIF"),
	XLAT_PAIR(0x308, "ARPHRD_SIT"),
	XLAT_PAIR(0x309, "ARPHRD_IPDDP"),
	XLAT_PAIR(0x30a, "ARPHRD_IPGRE"),
	XLAT_PAIR(0x30b, "ARPHRD_PIMREG"),
	XLAT_PAIR(0x30c, "ARPHRD_HIPPI"),
	XLAT_PAIR(0x30d, "ARPHRD_ASH"),
	XLAT_PAIR(0x30e, "ARPHRD_ECONET"),
	XLAT_PAIR(0x30f, "ARPHRD_IRDA"),
	XLAT_PAIR(0x310, "ARPHRD_FCPP"),
	XLAT_PAIR(0x311, "ARPHRD_FCAL"),
	XLAT_PAIR(0x312, "ARPHRD_FCPL"),
	XLAT_PAIR(0x313, "ARPHRD_FCFABRIC"),
	XLAT_PAIR(0x320, "ARPHRD_IEEE802_TR"),
	XLAT_PAIR(0x321, "ARPHRD_IEEE80211"),
	XLAT_PAIR(0x322, "ARPHRD_IEEE80211_PRISM"),
	XLAT_PAIR(0x323, "ARPHRD_IEEE80211_RADIOTAP"),
	XLAT_PAIR(0x324, "ARPHRD_IEEE802154"),
	XLAT_PAIR(0x325, "ARPHRD_IEEE802154_MONITOR"),
	XLAT_PAIR(0x334, "ARPHRD_PHONET"),
	XLAT_PAIR(0x335, "ARPHRD_PHONET_PIPE"),
	XLAT_PAIR(0x336, "ARPHRD_CAIF"),
	XLAT_PAIR(0x337, "ARPHRD_IP6GRE"),
	XLAT_PAIR(0x338, "ARPHRD_NETLINK"),
	XLAT_PAIR(0x339, "ARPHRD_6LOWPAN"),
	XLAT_PAIR(0x33a, "ARPHRD_VSOCKMON"),
	XLAT_PAIR(0xfffe, "ARPHRD_NONE"),
	XLAT_PAIR(0xffff, "ARPHRD_VOID"),
	XLAT_END
};

static const struct xlat rtnl_addr_attrs[] = {
	XLAT_PAIR(0, "IFA_UNSPEC"),
	XLAT_PAIR(0x1, "IFA_ADDRESS"),
	XLAT_PAIR(0x2, "IFA_LOCAL"),
	XLAT_PAIR(0x3, "IFA_LABEL"),
	XLAT_PAIR(0x4, "IFA_BROADCAST"),
	XLAT_PAIR(0x5, "IFA_ANYCAST"),
	XLAT_PAIR(0x6, "IFA_CACHEINFO"),
	XLAT_PAIR(0x7, "IFA_MULTICAST"),
	XLAT_PAIR(0x8, "IFA_FLAGS"),
	XLAT_PAIR(0x9, "IFA_RT_PRIORITY"),
	XLAT_PAIR(0xa, "IFA_TARGET_NETNSID"),
	XLAT_PAIR(0xb, "IFA_PROTO"),
	XLAT_END
};

static const struct xlat ifaddrflags[] = {
	XLAT_PAIR(0x1, "IFA_F_SECONDARY"),
	XLAT_PAIR(0x2, "IFA_F_NODAD"),
	XLAT_PAIR(0x4, "IFA_F_OPTIMISTIC"),
	XLAT_PAIR(0x8, "IFA_F_DADFAILED"),
	XLAT_PAIR(0x10, "IFA_F_HOMEADDRESS"),
	XLAT_PAIR(0x20, "IFA_F_DEPRECATED"),
	XLAT_PAIR(0x40, "IFA_F_TENTATIVE"),
	XLAT_PAIR(0x80, "IFA_F_PERMANENT"),
	XLAT_PAIR(0x100, "IFA_F_MANAGETEMPADDR"),
	XLAT_PAIR(0x200, "IFA_F_NOPREFIXROUTE"),
	XLAT_PAIR(0x400, "IFA_F_MCAUTOJOIN"),
	XLAT_PAIR(0x800, "IFA_F_STABLE_PRIVACY"),
	XLAT_END
};

const struct xlat routing_scopes[] = {
	XLAT_PAIR(0, "RT_SCOPE_UNIVERSE"),
	XLAT_PAIR(0xc8, "RT_SCOPE_SITE"),
	XLAT_PAIR(0xfd, "RT_SCOPE_LINK"),
	XLAT_PAIR(0xfe, "RT_SCOPE_HOST"),
	XLAT_PAIR(0xff, "RT_SCOPE_NOWHERE"),
	XLAT_END
};

static const struct xlat rtnl_route_attrs[] = {
	XLAT_PAIR(0, "RTA_UNSPEC"),
	XLAT_PAIR(0x1, "RTA_DST"),
	XLAT_PAIR(0x2, "RTA_SRC"),
	XLAT_PAIR(0x3, "RTA_IIF"),
	XLAT_PAIR(0x4, "RTA_OIF"),
	XLAT_PAIR(0x5, "RTA_GATEWAY"),
	XLAT_PAIR(0x6, "RTA_PRIORITY"),
	XLAT_PAIR(0x7, "RTA_PREFSRC"),
	XLAT_PAIR(0x8, "RTA_METRICS"),
	XLAT_PAIR(0x9, "RTA_MULTIPATH"),
	XLAT_PAIR(0xa, "RTA_PROTOINFO"),
	XLAT_PAIR(0xb, "RTA_FLOW"),
	XLAT_PAIR(0xc, "RTA_CACHEINFO"),
	XLAT_PAIR(0xd, "RTA_SESSION"),
	XLAT_PAIR(0xe, "RTA_MP_ALGO"),
	XLAT_PAIR(0xf, "RTA_TABLE"),
	XLAT_PAIR(0x10, "RTA_MARK"),
	XLAT_PAIR(0x11, "RTA_MFC_STATS"),
	XLAT_PAIR(0x12, "RTA_VIA"),
	XLAT_PAIR(0x13, "RTA_NEWDST"),
	XLAT_PAIR(0x14, "RTA_PREF"),
	XLAT_PAIR(0x15, "RTA_ENCAP_TYPE"),
	XLAT_PAIR(0x16, "RTA_ENCAP"),
	XLAT_PAIR(0x17, "RTA_EXPIRES"),
	XLAT_PAIR(0x18, "RTA_PAD"),
	XLAT_PAIR(0x19, "RTA_UID"),
	XLAT_PAIR(0x1a, "RTA_TTL_PROPAGATE"),
	XLAT_PAIR(0x1b, "RTA_IP_PROTO"),
	XLAT_PAIR(0x1c, "RTA_SPORT"),
	XLAT_PAIR(0x1d, "RTA_DPORT"),
	XLAT_PAIR(0x1e, "RTA_NH_ID"),
	XLAT_END
};

const struct xlat routing_table_ids[] = {
	XLAT_PAIR(0, "RT_TABLE_UNSPEC"),
	XLAT_PAIR(0xfc, "RT_TABLE_COMPAT"),
	XLAT_PAIR(0xfd, "RT_TABLE_DEFAULT"),
	XLAT_PAIR(0xfe, "RT_TABLE_MAIN"),
	XLAT_PAIR(0xff, "RT_TABLE_LOCAL"),
	XLAT_END
};

const struct xlat routing_protocols[] = {
	XLAT_PAIR(0, "RTPROT_UNSPEC"),
	XLAT_PAIR(0x1, "RTPROT_REDIRECT"),
	XLAT_PAIR(0x2, "RTPROT_KERNEL"),
	XLAT_PAIR(0x3, "RTPROT_BOOT"),
	XLAT_PAIR(0x4, "RTPROT_STATIC"),
	XLAT_PAIR(0x8, "RTPROT_GATED"),
	XLAT_PAIR(0x9, "RTPROT_RA"),
	XLAT_PAIR(0xa, "RTPROT_MRT"),
	XLAT_PAIR(0xb, "RTPROT_ZEBRA"),
	XLAT_PAIR(0xc, "RTPROT_BIRD"),
	XLAT_PAIR(0xd, "RTPROT_DNROUTED"),
	XLAT_PAIR(0xe, "RTPROT_XORP"),
	XLAT_PAIR(0xf, "RTPROT_NTK"),
	XLAT_PAIR(0x10, "RTPROT_DHCP"),
	XLAT_PAIR(0x11, "RTPROT_MROUTED"),
	XLAT_PAIR(0x12, "RTPROT_KEEPALIVED"),
	XLAT_PAIR(0x2a, "RTPROT_BABEL"),
	XLAT_PAIR(0x63, "RTPROT_OPENR"),
	XLAT_PAIR(0xba, "RTPROT_BGP"),
	XLAT_PAIR(0xbb, "RTPROT_ISIS"),
	XLAT_PAIR(0xbc, "RTPROT_OSPF"),
	XLAT_PAIR(0xbd, "RTPROT_RIP"),
	XLAT_PAIR(0xc0, "RTPROT_EIGRP"),
	XLAT_END
};

const struct xlat routing_types[] = {
	XLAT_PAIR(0, "RTN_UNSPEC"),
	XLAT_PAIR(0x1, "RTN_UNICAST"),
	XLAT_PAIR(0x2, "RTN_LOCAL"),
	XLAT_PAIR(0x3, "RTN_BROADCAST"),
	XLAT_PAIR(0x4, "RTN_ANYCAST"),
	XLAT_PAIR(0x5, "RTN_MULTICAST"),
	XLAT_PAIR(0x6, "RTN_BLACKHOLE"),
	XLAT_PAIR(0x7, "RTN_UNREACHABLE"),
	XLAT_PAIR(0x8, "RTN_PROHIBIT"),
	XLAT_PAIR(0x9, "RTN_THROW"),
	XLAT_PAIR(0xa, "RTN_NAT"),
	XLAT_PAIR(0xb, "RTN_XRESOLVE"),
	XLAT_END
};

static const struct xlat routing_flags[] = {
	XLAT_PAIR(0x100, "RTM_F_NOTIFY"),
	XLAT_PAIR(0x200, "RTM_F_CLONED"),
	XLAT_PAIR(0x400, "RTM_F_EQUALIZE"),
	XLAT_PAIR(0x800, "RTM_F_PREFIX"),
	XLAT_PAIR(0x1000, "RTM_F_LOOKUP_TABLE"),
	XLAT_PAIR(0x2000, "RTM_F_FIB_MATCH"),
	XLAT_PAIR(0x4000, "RTM_F_OFFLOAD"),
	XLAT_PAIR(0x8000, "RTM_F_TRAP"),
	XLAT_PAIR(0x20000000, "RTM_F_OFFLOAD_FAILED"),
	XLAT_END
};

const struct xlat ip_type_of_services[] = {
	XLAT_PAIR(0x10, "IPTOS_LOWDELAY"),
	XLAT_PAIR(0x8, "IPTOS_THROUGHPUT"),
	XLAT_PAIR(0x4, "IPTOS_RELIABILITY"),
	XLAT_PAIR(0x2, "IPTOS_MINCOST"),
	XLAT_END
};

static const struct xlat rtnl_rta_metrics_attrs[] = {
	XLAT_PAIR(0, "RTAX_UNSPEC"),
	XLAT_PAIR(0x1, "RTAX_LOCK"),
	XLAT_PAIR(0x2, "RTAX_MTU"),
	XLAT_PAIR(0x3, "RTAX_WINDOW"),
	XLAT_PAIR(0x4, "RTAX_RTT"),
	XLAT_PAIR(0x5, "RTAX_RTTVAR"),
	XLAT_PAIR(0x6, "RTAX_SSTHRESH"),
	XLAT_PAIR(0x7, "RTAX_CWND"),
	XLAT_PAIR(0x8, "RTAX_ADVMSS"),
	XLAT_PAIR(0x9, "RTAX_REORDERING"),
	XLAT_PAIR(0xa, "RTAX_HOPLIMIT"),
	XLAT_PAIR(0xb, "RTAX_INITCWND"),
	XLAT_PAIR(0xc, "RTAX_FEATURES"),
	XLAT_PAIR(0xd, "RTAX_RTO_MIN"),
	XLAT_PAIR(0xe, "RTAX_INITRWND"),
	XLAT_PAIR(0xf, "RTAX_QUICKACK"),
	XLAT_PAIR(0x10, "RTAX_CC_ALGO"),
	XLAT_PAIR(0x11, "RTAX_FASTOPEN_NO_COOKIE"),
	XLAT_END
};

static const struct xlat lwtunnel_encap_types[] = {
	XLAT_PAIR(0, "LWTUNNEL_ENCAP_NONE"),
	XLAT_PAIR(0x1, "LWTUNNEL_ENCAP_MPLS"),
	XLAT_PAIR(0x2, "LWTUNNEL_ENCAP_IP"),
	XLAT_PAIR(0x3, "LWTUNNEL_ENCAP_ILA"),
	XLAT_PAIR(0x4, "LWTUNNEL_ENCAP_IP6"),
	XLAT_PAIR(0x5, "LWTUNNEL_ENCAP_SEG6"),
	XLAT_PAIR(0x6, "LWTUNNEL_ENCAP_BPF"),
	XLAT_PAIR(0x7, "LWTUNNEL_ENCAP_SEG6_LOCAL"),
	XLAT_PAIR(0x8, "LWTUNNEL_ENCAP_RPL"),
	XLAT_END
};


/* ---- links ---------------------------------------------------------------------- */

/* Hardware address lengths by device type, where strace knows one (it
 * looks them up by the message's ifi_family); others show whole. */
static unsigned hwaddr_len(unsigned devtype)
{
	static const struct { uint16_t type; uint8_t len; } lens[] = {
		{ ARPHRD_NETROM, 7 }, { ARPHRD_ETHER, 6 }, { ARPHRD_AX25, 7 },
		{ ARPHRD_IEEE802, 6 }, { ARPHRD_ARCNET, 1 }, { ARPHRD_DLCI, 2 },
		{ ARPHRD_IEEE1394, 16 }, { ARPHRD_EUI64, 8 }, { ARPHRD_INFINIBAND, 20 },
		{ ARPHRD_SLIP, 0 }, { ARPHRD_ROSE, 5 }, { ARPHRD_X25, 0 }, { ARPHRD_CAN, 0 },
		{ 290, 1 } /* ARPHRD_MCTP */, { ARPHRD_PPP, 0 }, { ARPHRD_RAWHDLC, 0 },
		{ ARPHRD_RAWIP, 0 }, { ARPHRD_TUNNEL, 4 }, { ARPHRD_TUNNEL6, 16 },
		{ ARPHRD_LOOPBACK, 6 }, { ARPHRD_LOCALTLK, 1 }, { ARPHRD_FDDI, 6 },
		{ ARPHRD_SIT, 4 }, { ARPHRD_IPDDP, 0 }, { ARPHRD_IPGRE, 4 }, { ARPHRD_PIMREG, 0 },
		{ ARPHRD_HIPPI, 6 }, { ARPHRD_IRDA, 4 }, { ARPHRD_IEEE80211, 6 },
		{ ARPHRD_IEEE80211_PRISM, 6 }, { ARPHRD_IEEE80211_RADIOTAP, 6 },
		{ ARPHRD_IEEE802154, 8 }, { ARPHRD_IEEE802154_MONITOR, 8 }, { ARPHRD_PHONET, 1 },
		{ ARPHRD_PHONET_PIPE, 1 }, { ARPHRD_CAIF, 0 }, { ARPHRD_IP6GRE, 16 },
		{ ARPHRD_NETLINK, 0 }, { ARPHRD_6LOWPAN, 8 }, { ARPHRD_VSOCKMON, 0 },
	};

	for (size_t i = 0; i < sizeof(lens) / sizeof(lens[0]); i++)
		if (lens[i].type == devtype)
			return lens[i].len;
	return 255;
}

/* A device's hardware address, as long as its type says (SIOCGIFHWADDR too). */
void print_hwaddr(const unsigned char *a, unsigned len, unsigned devtype)
{
	print_mac_addr_shown(a, len, hwaddr_len(devtype));
}

/* 00:11:22:33:44:55, after the bytes in hex with -X raw/verbose. */
static bool ifla_hwaddr(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	const struct ifinfomsg *ifi = ctx;
	unsigned char a[32];

	if (len > sizeof(a))
		return false;
	if (nl_fetch(b, off, a, len))
		print_hwaddr(a, len, ifi->ifi_family);
	return true;
}

#define STAT(type, f) NLF(type, f, NLF_U)
#define LINK_STATS_FIELDS(t) \
	STAT(t, rx_packets), STAT(t, tx_packets), STAT(t, rx_bytes), STAT(t, tx_bytes), \
	STAT(t, rx_errors), STAT(t, tx_errors), STAT(t, rx_dropped), STAT(t, tx_dropped), \
	STAT(t, multicast), STAT(t, collisions), STAT(t, rx_length_errors), \
	STAT(t, rx_over_errors), STAT(t, rx_crc_errors), STAT(t, rx_frame_errors), \
	STAT(t, rx_fifo_errors), STAT(t, rx_missed_errors), STAT(t, tx_aborted_errors), \
	STAT(t, tx_carrier_errors), STAT(t, tx_fifo_errors), STAT(t, tx_heartbeat_errors), \
	STAT(t, tx_window_errors), STAT(t, rx_compressed), STAT(t, tx_compressed), \
	STAT(t, rx_nohandler)

static const struct nl_field link_stats_fields[] = { LINK_STATS_FIELDS(struct rtnl_link_stats) };
static const struct nl_field link_stats64_fields[] = {
	LINK_STATS_FIELDS(struct rtnl_link_stats64), STAT(struct rtnl_link_stats64, rx_otherhost_dropped),
};

/* The stats as long as the kernel that sent them made them: up to
 * tx_compressed (23 fields), rx_nohandler (24), the whole struct. */
static bool print_link_stats(const struct nl_buf *b, size_t off, unsigned len,
			     const struct nl_field *f, size_t nfields, size_t field_size, size_t whole)
{
	unsigned char st[sizeof(struct rtnl_link_stats64)];
	size_t shown;

	if (len >= whole)
		shown = nfields;
	else if (len == 24 * field_size)
		shown = 24;
	else if (len == 23 * field_size)
		shown = 23;
	else
		return false;
	if (shown > nfields)
		shown = nfields;
	memset(st, 0, sizeof(st));
	if (nl_fetch(b, off, st, len < whole ? len : whole))
		nl_print_fields(st, f, shown);
	return true;
}

static bool ifla_stats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return print_link_stats(b, off, len, link_stats_fields, 24, 4, sizeof(struct rtnl_link_stats));
}

bool nla_rtnl_link_stats64(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return print_link_stats(b, off, len, link_stats64_fields, 25, 8, sizeof(struct rtnl_link_stats64));
}

static bool ifla_ext_mask(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint32_t v;

	if (len > 8 || len < sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, sizeof(v)))
		print_flags_ex(rtnl_ifla_ext_filter_flags, v, NULL, "RTEXT_FILTER_???");
	return true;
}

static bool ifla_map(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct rtnl_link_ifmap, mem_start, NLF_X), NLF(struct rtnl_link_ifmap, mem_end, NLF_X),
		NLF(struct rtnl_link_ifmap, base_addr, NLF_X), NLF(struct rtnl_link_ifmap, irq, NLF_U),
		NLF(struct rtnl_link_ifmap, dma, NLF_U), NLF(struct rtnl_link_ifmap, port, NLF_U),
	};

	/* the kernel's 28 bytes, not the struct's padded size */
	return nl_struct_attr(b, off, len, offsetof(struct rtnl_link_ifmap, port) + 1, fields,
			      sizeof(fields) / sizeof(fields[0]));
}

/* IFLA_PROP_LIST holds link attributes: only IFLA_ALT_IFNAME is decoded */
static bool prop_list_attr(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	if ((uintptr_t)ctx != IFLA_ALT_IFNAME)
		return false;
	nl_print_str(b, off, len);
	return true;
}

static const nla_decoder_fn prop_list_decoders[] = { prop_list_attr };
static const struct nla_set prop_list_set = NLA_SET_BY_TYPE(rtnl_link_attrs, "IFLA_???", prop_list_decoders);
NLA_NESTED_DECODER(ifla_prop_list, &prop_list_set)

static const nla_decoder_fn link_decoders[] = {
	[IFLA_ADDRESS] = ifla_hwaddr,
	[IFLA_BROADCAST] = ifla_hwaddr,
	[IFLA_IFNAME] = nla_str,
	[IFLA_MTU] = nla_u32,
	[IFLA_LINK] = nla_u32,
	[IFLA_QDISC] = nla_str,
	[IFLA_STATS] = ifla_stats,
	[IFLA_MASTER] = nla_u32,
	[IFLA_PROTINFO] = nla_ifla_protinfo,
	[IFLA_TXQLEN] = nla_u32,
	[IFLA_MAP] = ifla_map,
	[IFLA_WEIGHT] = nla_u32,
	[IFLA_OPERSTATE] = nla_u8,
	[IFLA_LINKMODE] = nla_u8,
	[IFLA_LINKINFO] = nla_ifla_linkinfo,
	[IFLA_NET_NS_PID] = nla_u32,
	[IFLA_IFALIAS] = nla_str,
	[IFLA_NUM_VF] = nla_u32,
	[IFLA_VFINFO_LIST] = nla_ifla_vfinfo_list,
	[IFLA_STATS64] = nla_rtnl_link_stats64,
	[IFLA_VF_PORTS] = nla_ifla_vf_ports,
	[IFLA_PORT_SELF] = nla_ifla_port_self,
	[IFLA_AF_SPEC] = nla_ifla_af_spec,
	[IFLA_GROUP] = nla_u32,
	[IFLA_NET_NS_FD] = nla_fd,
	[IFLA_EXT_MASK] = ifla_ext_mask,
	[IFLA_PROMISCUITY] = nla_u32,
	[IFLA_NUM_TX_QUEUES] = nla_u32,
	[IFLA_NUM_RX_QUEUES] = nla_u32,
	[IFLA_CARRIER] = nla_u8,
	[IFLA_CARRIER_CHANGES] = nla_u32,
	[IFLA_LINK_NETNSID] = nla_s32,
	[IFLA_PHYS_PORT_NAME] = nla_str,
	[IFLA_PROTO_DOWN] = nla_u8,
	[IFLA_GSO_MAX_SEGS] = nla_u32,
	[IFLA_GSO_MAX_SIZE] = nla_u32,
	[IFLA_XDP] = nla_ifla_xdp,
	[IFLA_EVENT] = nla_ifla_event,
	[IFLA_NEW_NETNSID] = nla_s32,
	[IFLA_IF_NETNSID] = nla_s32,
	[IFLA_CARRIER_UP_COUNT] = nla_u32,
	[IFLA_CARRIER_DOWN_COUNT] = nla_u32,
	[IFLA_NEW_IFINDEX] = nla_ifindex,
	[IFLA_MIN_MTU] = nla_u32,
	[IFLA_MAX_MTU] = nla_u32,
	[IFLA_ALT_IFNAME] = nla_str,
	[IFLA_PROP_LIST] = ifla_prop_list,
	[IFLA_PERM_ADDRESS] = ifla_hwaddr,
	[IFLA_PROTO_DOWN_REASON] = nla_ifla_proto_down_reason,
	[IFLA_PARENT_DEV_NAME] = nla_str,
	[IFLA_PARENT_DEV_BUS_NAME] = nla_str,
	[IFLA_GRO_MAX_SIZE] = nla_u32,
	[IFLA_TSO_MAX_SIZE] = nla_u32,
	[IFLA_TSO_MAX_SEGS] = nla_u32,
	[61] = nla_u32,   /* IFLA_ALLMULTI */
};
static const struct nla_set link_set = NLA_SET(rtnl_link_attrs, "IFLA_???", link_decoders);

/* struct ifinfomsg, then the attributes (only when it was whole). */
static void print_ifinfomsg(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct ifinfomsg ifi = { .ifi_family = family };

	tputs("{ifi_family=");
	nl_print_family(family);
	tputs(", ");
	if (!nl_fetch_head(b, off, len, &ifi, sizeof(ifi)))
		return;
	tputs("ifi_type=");
	print_xlat(arp_hardware_types, ifi.ifi_type, "ARPHRD_???");
	tputs(", ifi_index=");
	print_ifindex(ifi.ifi_index);
	tputs(", ifi_flags=");
	print_flags_ex(iffflags, ifi.ifi_flags, NULL, "IFF_???");
	tprintf(", ifi_change=%#x}", ifi.ifi_change);
	if (len > NLMSG_ALIGN(sizeof(ifi))) {
		tputs(", ");
		nl_print_attrs(b, off + NLMSG_ALIGN(sizeof(ifi)), len - NLMSG_ALIGN(sizeof(ifi)), &link_set, &ifi);
	}
}

/* ---- addresses ----------------------------------------------------------------- */

static bool ifa_address(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	const struct ifaddrmsg *ifa = ctx;

	nl_print_inet(b, off, len, ifa->ifa_family, NULL);
	return true;
}

static bool ifa_cacheinfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct ifa_cacheinfo, ifa_prefered, NLF_U), NLF(struct ifa_cacheinfo, ifa_valid, NLF_U),
		NLF(struct ifa_cacheinfo, cstamp, NLF_U), NLF(struct ifa_cacheinfo, tstamp, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct ifa_cacheinfo, fields);
}

static bool ifa_flags(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint32_t v;

	if (len < sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, sizeof(v)))
		print_flags_ex(ifaddrflags, v, NULL, "IFA_F_???");
	return true;
}

static const nla_decoder_fn addr_decoders[] = {
	[IFA_ADDRESS] = ifa_address,
	[IFA_LOCAL] = ifa_address,
	[IFA_LABEL] = nla_str,
	[IFA_BROADCAST] = ifa_address,
	[IFA_ANYCAST] = ifa_address,
	[IFA_CACHEINFO] = ifa_cacheinfo,
	[IFA_MULTICAST] = ifa_address,
	[IFA_FLAGS] = ifa_flags,
	[IFA_RT_PRIORITY] = nla_u32,
	[IFA_TARGET_NETNSID] = nla_s32,
};
static const struct nla_set addr_set = NLA_SET(rtnl_addr_attrs, "IFA_???", addr_decoders);

static void print_ifaddrmsg(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct ifaddrmsg ifa = { .ifa_family = family };

	tputs("{ifa_family=");
	nl_print_family(family);
	tputs(", ");
	if (!nl_fetch_head(b, off, len, &ifa, sizeof(ifa)))
		return;
	tprintf("ifa_prefixlen=%u, ifa_flags=", ifa.ifa_prefixlen);
	print_flags_ex(ifaddrflags, ifa.ifa_flags, NULL, "IFA_F_???");
	tputs(", ifa_scope=");
	print_xlat(routing_scopes, ifa.ifa_scope, NULL);
	tputs(", ifa_index=");
	print_ifindex(ifa.ifa_index);
	tputc('}');
	if (len > NLMSG_ALIGN(sizeof(ifa))) {
		tputs(", ");
		nl_print_attrs(b, off + NLMSG_ALIGN(sizeof(ifa)), len - NLMSG_ALIGN(sizeof(ifa)), &addr_set, &ifa);
	}
}

/* ---- routes --------------------------------------------------------------------- */

static bool rta_addr(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	const struct rtmsg *rtm = ctx;

	nl_print_inet(b, off, len, rtm->rtm_family, NULL);
	return true;
}

bool nla_rt_class(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint32_t v;

	if (len < sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, sizeof(v)))
		print_xlat(routing_table_ids, v, NULL);
	return true;
}

bool nla_rt_proto(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint8_t v;

	if (len < sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, sizeof(v)))
		print_xlat(routing_protocols, v, "RTPROT_???");
	return true;
}

static const nla_decoder_fn metrics_decoders[] = {
	[RTAX_LOCK] = nla_u32, [RTAX_MTU] = nla_u32, [RTAX_WINDOW] = nla_u32, [RTAX_RTT] = nla_u32,
	[RTAX_RTTVAR] = nla_u32, [RTAX_SSTHRESH] = nla_u32, [RTAX_CWND] = nla_u32,
	[RTAX_ADVMSS] = nla_u32, [RTAX_REORDERING] = nla_u32, [RTAX_HOPLIMIT] = nla_u32,
	[RTAX_INITCWND] = nla_u32, [RTAX_FEATURES] = nla_u32, [RTAX_RTO_MIN] = nla_u32,
	[RTAX_INITRWND] = nla_u32, [RTAX_QUICKACK] = nla_u32, [RTAX_CC_ALGO] = nla_str,
};
static const struct nla_set metrics_set = NLA_SET(rtnl_rta_metrics_attrs, "RTAX_???", metrics_decoders);

static bool rta_metrics(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	nl_print_attrs(b, off, len, &metrics_set, ctx);
	return true;
}

static bool rta_cacheinfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct rta_cacheinfo, rta_clntref, NLF_U), NLF(struct rta_cacheinfo, rta_lastuse, NLF_U),
		NLF(struct rta_cacheinfo, rta_expires, NLF_U), NLF(struct rta_cacheinfo, rta_error, NLF_U),
		NLF(struct rta_cacheinfo, rta_used, NLF_U), NLF(struct rta_cacheinfo, rta_id, NLF_X),
		NLF(struct rta_cacheinfo, rta_ts, NLF_U), NLF(struct rta_cacheinfo, rta_tsage, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct rta_cacheinfo, fields);
}

static bool rta_mfc_stats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct rta_mfc_stats, mfcs_packets, NLF_U), NLF(struct rta_mfc_stats, mfcs_bytes, NLF_U),
		NLF(struct rta_mfc_stats, mfcs_wrong_if, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct rta_mfc_stats, fields);
}

bool nla_lwt_encap_type(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint16_t v;

	if (len < sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, sizeof(v)))
		print_xlat(lwtunnel_encap_types, v, "LWTUNNEL_ENCAP_???");
	return true;
}

/* {rtvia_family=AF_INET, rtvia_addr=inet_addr("...")} */
static bool rta_via(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	const unsigned addr_off = offsetof(struct rtvia, rtvia_addr);
	struct rtvia via;

	if (len < sizeof(via))
		return false;
	if (!nl_fetch(b, off, &via, sizeof(via)))
		return true;
	tputs("{rtvia_family=");
	nl_print_family(via.rtvia_family);
	if (len > addr_off) {
		tputs(", ");
		nl_print_inet(b, off + addr_off, len - addr_off, via.rtvia_family, "rtvia_addr");
	}
	tputc('}');
	return true;
}

static const struct nla_set route_set;

/* RTA_MULTIPATH: struct rtnexthop each followed by its RTA_* attributes,
 * [{rtnexthop}, [attributes]] when it has some. */
static bool rta_multipath(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct rtnexthop, rtnh_len, NLF_U),
		NLFX(struct rtnexthop, rtnh_flags, NLF_FLAGS, route_nexthop_flags, "RTNH_F_???"),
		NLF(struct rtnexthop, rtnh_hops, NLF_U), NLF(struct rtnexthop, rtnh_ifindex, NLF_IFINDEX),
	};
	const unsigned head = RTNH_ALIGN(sizeof(struct rtnexthop));
	bool array = false;
	unsigned left = len;

	if (len < sizeof(struct rtnexthop))
		return false;
	for (size_t cur = off;; ) {
		struct rtnexthop nh;
		unsigned nh_len;

		if (!nl_fetch(b, cur, &nh, sizeof(nh)))
			break;
		nh_len = nh.rtnh_len < left ? nh.rtnh_len : left;
		if (cur == off && nh.rtnh_len < len) {
			tputc('[');
			array = true;
		}
		if (cur > off)
			tputs(", ");
		if (nh_len > head)
			tputc('[');
		nl_print_fields(&nh, fields, sizeof(fields) / sizeof(fields[0]));
		if (nh_len > head) {
			tputs(", ");
			nl_print_attrs(b, cur + head, nh_len - head, &route_set, ctx);
			tputc(']');
		}
		if (RTNH_ALIGN(nh_len) >= left)
			break;
		cur += RTNH_ALIGN(nh_len);
		left -= RTNH_ALIGN(nh_len);
	}
	if (array)
		tputc(']');
	return true;
}

static const nla_decoder_fn route_decoders[] = {
	[RTA_DST] = rta_addr,
	[RTA_SRC] = rta_addr,
	[RTA_IIF] = nla_ifindex,
	[RTA_OIF] = nla_ifindex,
	[RTA_GATEWAY] = rta_addr,
	[RTA_PRIORITY] = nla_u32,
	[RTA_PREFSRC] = rta_addr,
	[RTA_METRICS] = rta_metrics,
	[RTA_PROTOINFO] = nla_u32,
	[RTA_FLOW] = nla_u32,
	[RTA_CACHEINFO] = rta_cacheinfo,
	[RTA_MP_ALGO] = nla_u32,
	[RTA_TABLE] = nla_rt_class,
	[RTA_MARK] = nla_u32,
	[RTA_MFC_STATS] = rta_mfc_stats,
	[RTA_MULTIPATH] = rta_multipath,
	[RTA_VIA] = rta_via,
	[RTA_NEWDST] = rta_addr,
	[RTA_PREF] = nla_u8,
	[RTA_ENCAP_TYPE] = nla_lwt_encap_type,
	[RTA_EXPIRES] = nla_u64,
	[RTA_UID] = nla_u32,
	[RTA_TTL_PROPAGATE] = nla_u8,
	[RTA_IP_PROTO] = nla_u8,
	[RTA_SPORT] = nla_u16,
	[RTA_DPORT] = nla_u16,
};
static const struct nla_set route_set = NLA_SET(rtnl_route_attrs, "RTA_???", route_decoders);

static void print_rtmsg(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct rtmsg rtm = { .rtm_family = family };

	tputs("{rtm_family=");
	nl_print_family(family);
	tputs(", ");
	if (!nl_fetch_head(b, off, len, &rtm, sizeof(rtm)))
		return;
	tprintf("rtm_dst_len=%u, rtm_src_len=%u, rtm_tos=", rtm.rtm_dst_len, rtm.rtm_src_len);
	print_flags_ex(ip_type_of_services, rtm.rtm_tos, NULL, "IPTOS_TOS_???");
	tputs(", rtm_table=");
	print_xlat(routing_table_ids, rtm.rtm_table, NULL);
	tputs(", rtm_protocol=");
	print_xlat(routing_protocols, rtm.rtm_protocol, "RTPROT_???");
	tputs(", rtm_scope=");
	print_xlat(routing_scopes, rtm.rtm_scope, NULL);
	tputs(", rtm_type=");
	print_xlat(routing_types, rtm.rtm_type, "RTN_???");
	tputs(", rtm_flags=");
	print_flags_ex(routing_flags, rtm.rtm_flags, NULL, "RTM_F_???");
	tputc('}');
	if (len > NLMSG_ALIGN(sizeof(rtm))) {
		tputs(", ");
		nl_print_attrs(b, off + NLMSG_ALIGN(sizeof(rtm)), len - NLMSG_ALIGN(sizeof(rtm)), &route_set, &rtm);
	}
}

/* ---- dispatch ------------------------------------------------------------------ */

/* {family=AF_INET, data="\x..."}: message kinds not decoded further */
static void print_family_data(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	tputs("{family=");
	nl_print_family(family);
	if (len > 1) {
		tputs(", data=");
		nl_print_hex(b, off + 1, len - 1);
	}
	tputc('}');
}

bool nl_route_payload(const struct nl_buf *b, const struct nlmsghdr *h, size_t off, unsigned len)
{
	uint8_t family;

	if (h->nlmsg_type == NLMSG_DONE)
		return false;
	if (!nl_fetch(b, off, &family, 1))
		return true;
	switch (h->nlmsg_type) {
	case RTM_NEWLINK: case RTM_DELLINK: case RTM_GETLINK: case RTM_SETLINK:
		print_ifinfomsg(b, off, len, family);
		break;
	case RTM_GETNEIGH:
		/* the bridge's neighbours are asked for by link */
		if (family != AF_BRIDGE)
			goto other;
		print_ifinfomsg(b, off, len, family);
		break;
	case RTM_NEWADDR: case RTM_DELADDR: case RTM_GETADDR:
	case RTM_GETMULTICAST: case RTM_GETANYCAST:
		print_ifaddrmsg(b, off, len, family);
		break;
	case RTM_NEWROUTE: case RTM_DELROUTE: case RTM_GETROUTE:
		print_rtmsg(b, off, len, family);
		break;
	default:
	other:
		if (!nl_rtnl_msg(b, off, len, h->nlmsg_type, family))
			print_family_data(b, off, len, family);
		break;
	}
	return true;
}
