/* The rtnetlink message kinds other than links, addresses and routes, as
 * data: each kind's struct (its first field the family byte), then its
 * attributes by type.  A kind not listed shows its family and the rest in
 * hex (netlink_route.c). */
#include <arpa/inet.h>
#include <linux/dcbnl.h>
#include <linux/fib_rules.h>
#include <linux/if_addrlabel.h>
#include <linux/if_bridge.h>
#include <linux/neighbour.h>
#include <linux/nexthop.h>
#include <linux/net_namespace.h>
#include <linux/netconf.h>
#include <linux/netlink.h>
#include <linux/gen_stats.h>
#include <linux/pkt_cls.h>
#include <linux/pkt_sched.h>
#include <linux/rtnetlink.h>
#include <stddef.h>
#include <sys/socket.h>

#include "net.h"
#include "netlink.h"

/* ---- attribute types (the kernel's names) ---------------------------------- */

static const struct xlat nsid_attrs[] = {
	XLAT(NETNSA_NONE), XLAT(NETNSA_NSID), XLAT(NETNSA_PID), XLAT(NETNSA_FD),
	XLAT(NETNSA_TARGET_NSID), XLAT(NETNSA_CURRENT_NSID), XLAT_END
};

static const struct xlat netconf_attrs[] = {
	XLAT(NETCONFA_UNSPEC), XLAT(NETCONFA_IFINDEX), XLAT(NETCONFA_FORWARDING),
	XLAT(NETCONFA_RP_FILTER), XLAT(NETCONFA_MC_FORWARDING), XLAT(NETCONFA_PROXY_NEIGH),
	XLAT(NETCONFA_IGNORE_ROUTES_WITH_LINKDOWN), XLAT(NETCONFA_INPUT),
	XLAT(NETCONFA_BC_FORWARDING), XLAT_END
};

static const struct xlat dcb_attrs[] = {
	XLAT(DCB_ATTR_UNDEFINED), XLAT(DCB_ATTR_IFNAME), XLAT(DCB_ATTR_STATE),
	XLAT(DCB_ATTR_PFC_STATE), XLAT(DCB_ATTR_PFC_CFG), XLAT(DCB_ATTR_NUM_TC),
	XLAT(DCB_ATTR_PG_CFG), XLAT(DCB_ATTR_SET_ALL), XLAT(DCB_ATTR_PERM_HWADDR),
	XLAT(DCB_ATTR_CAP), XLAT(DCB_ATTR_NUMTCS), XLAT(DCB_ATTR_BCN), XLAT(DCB_ATTR_APP),
	XLAT(DCB_ATTR_IEEE), XLAT(DCB_ATTR_DCBX), XLAT(DCB_ATTR_FEATCFG), XLAT(DCB_ATTR_CEE),
	XLAT_END
};

static const struct xlat dcb_commands[] = {
	XLAT(DCB_CMD_UNDEFINED), XLAT(DCB_CMD_GSTATE), XLAT(DCB_CMD_SSTATE),
	XLAT(DCB_CMD_PGTX_GCFG), XLAT(DCB_CMD_PGTX_SCFG), XLAT(DCB_CMD_PGRX_GCFG),
	XLAT(DCB_CMD_PGRX_SCFG), XLAT(DCB_CMD_PFC_GCFG), XLAT(DCB_CMD_PFC_SCFG),
	XLAT(DCB_CMD_SET_ALL), XLAT(DCB_CMD_GPERM_HWADDR), XLAT(DCB_CMD_GCAP),
	XLAT(DCB_CMD_GNUMTCS), XLAT(DCB_CMD_SNUMTCS), XLAT(DCB_CMD_PFC_GSTATE),
	XLAT(DCB_CMD_PFC_SSTATE), XLAT(DCB_CMD_BCN_GCFG), XLAT(DCB_CMD_BCN_SCFG),
	XLAT(DCB_CMD_GAPP), XLAT(DCB_CMD_SAPP), XLAT(DCB_CMD_IEEE_SET), XLAT(DCB_CMD_IEEE_GET),
	XLAT(DCB_CMD_GDCBX), XLAT(DCB_CMD_SDCBX), XLAT(DCB_CMD_GFEATCFG), XLAT(DCB_CMD_SFEATCFG),
	XLAT(DCB_CMD_CEE_GET), XLAT(DCB_CMD_IEEE_DEL), XLAT_END
};

static const struct xlat mdb_attrs[] = {
	XLAT(MDBA_UNSPEC), XLAT(MDBA_MDB), XLAT(MDBA_ROUTER), XLAT_END
};

static const struct xlat addrlabel_attrs[] = {
	XLAT_PAIR(0, "IFAL_UNSPEC"), XLAT(IFAL_ADDRESS), XLAT(IFAL_LABEL), XLAT_END
};

static const struct xlat neightbl_attrs[] = {
	XLAT(NDTA_UNSPEC), XLAT(NDTA_NAME), XLAT(NDTA_THRESH1), XLAT(NDTA_THRESH2),
	XLAT(NDTA_THRESH3), XLAT(NDTA_CONFIG), XLAT(NDTA_PARMS), XLAT(NDTA_STATS),
	XLAT(NDTA_GC_INTERVAL), XLAT(NDTA_PAD), XLAT_END
};

static const struct xlat neightbl_parms_attrs[] = {
	XLAT(NDTPA_UNSPEC), XLAT(NDTPA_IFINDEX), XLAT(NDTPA_REFCNT), XLAT(NDTPA_REACHABLE_TIME),
	XLAT(NDTPA_BASE_REACHABLE_TIME), XLAT(NDTPA_RETRANS_TIME), XLAT(NDTPA_GC_STALETIME),
	XLAT(NDTPA_DELAY_PROBE_TIME), XLAT(NDTPA_QUEUE_LEN), XLAT(NDTPA_APP_PROBES),
	XLAT(NDTPA_UCAST_PROBES), XLAT(NDTPA_MCAST_PROBES), XLAT(NDTPA_ANYCAST_DELAY),
	XLAT(NDTPA_PROXY_DELAY), XLAT(NDTPA_PROXY_QLEN), XLAT(NDTPA_LOCKTIME),
	XLAT(NDTPA_QUEUE_LENBYTES), XLAT(NDTPA_MCAST_REPROBES), XLAT(NDTPA_PAD),
	XLAT(NDTPA_INTERVAL_PROBE_TIME_MS), XLAT_END
};

static const struct xlat tc_attrs[] = {
	XLAT(TCA_UNSPEC), XLAT(TCA_KIND), XLAT(TCA_OPTIONS), XLAT(TCA_STATS), XLAT(TCA_XSTATS),
	XLAT(TCA_RATE), XLAT(TCA_FCNT), XLAT(TCA_STATS2), XLAT(TCA_STAB), XLAT(TCA_PAD),
	XLAT(TCA_DUMP_INVISIBLE), XLAT(TCA_CHAIN), XLAT(TCA_HW_OFFLOAD), XLAT(TCA_INGRESS_BLOCK),
	XLAT(TCA_EGRESS_BLOCK), XLAT(TCA_DUMP_FLAGS), XLAT_END
};

static const struct xlat neigh_attrs[] = {
	XLAT(NDA_UNSPEC), XLAT(NDA_DST), XLAT(NDA_LLADDR), XLAT(NDA_CACHEINFO), XLAT(NDA_PROBES),
	XLAT(NDA_VLAN), XLAT(NDA_PORT), XLAT(NDA_VNI), XLAT(NDA_IFINDEX), XLAT(NDA_MASTER),
	XLAT(NDA_LINK_NETNSID), XLAT(NDA_SRC_VNI), XLAT(NDA_PROTOCOL), XLAT(NDA_NH_ID),
	XLAT(NDA_FDB_EXT_ATTRS), XLAT(NDA_FLAGS_EXT), XLAT(NDA_NDM_STATE_MASK),
	XLAT(NDA_NDM_FLAGS_MASK), XLAT_END
};

static const struct xlat neigh_fdb_ext_attrs[] = {
	XLAT(NFEA_UNSPEC), XLAT(NFEA_ACTIVITY_NOTIFY), XLAT(NFEA_DONT_REFRESH), XLAT_END
};

static const struct xlat neigh_states[] = {
	XLAT(NUD_NONE), XLAT(NUD_INCOMPLETE), XLAT(NUD_REACHABLE), XLAT(NUD_STALE), XLAT(NUD_DELAY),
	XLAT(NUD_PROBE), XLAT(NUD_FAILED), XLAT(NUD_NOARP), XLAT(NUD_PERMANENT), XLAT_END
};

static const struct xlat neigh_flags[] = {
	XLAT(NTF_USE), XLAT(NTF_SELF), XLAT(NTF_MASTER), XLAT(NTF_PROXY), XLAT(NTF_EXT_LEARNED),
	XLAT(NTF_OFFLOADED), XLAT(NTF_STICKY), XLAT(NTF_ROUTER), XLAT_END
};

static const struct xlat neigh_ext_flags[] = { XLAT(NTF_EXT_MANAGED), XLAT_END };

static const struct xlat fdb_notify_flags[] = {
	XLAT(FDB_NOTIFY_BIT), XLAT(FDB_NOTIFY_INACTIVE_BIT), XLAT_END
};

static const struct xlat rule_attrs[] = {
	XLAT(FRA_UNSPEC), XLAT(FRA_DST), XLAT(FRA_SRC), XLAT(FRA_IIFNAME), XLAT(FRA_GOTO),
	XLAT(FRA_UNUSED2), XLAT(FRA_PRIORITY), XLAT(FRA_UNUSED3), XLAT(FRA_UNUSED4),
	XLAT(FRA_UNUSED5), XLAT(FRA_FWMARK), XLAT(FRA_FLOW), XLAT(FRA_TUN_ID),
	XLAT(FRA_SUPPRESS_IFGROUP), XLAT(FRA_SUPPRESS_PREFIXLEN), XLAT(FRA_TABLE), XLAT(FRA_FWMASK),
	XLAT(FRA_OIFNAME), XLAT(FRA_PAD), XLAT(FRA_L3MDEV), XLAT(FRA_UID_RANGE), XLAT(FRA_PROTOCOL),
	XLAT(FRA_IP_PROTO), XLAT(FRA_SPORT_RANGE), XLAT(FRA_DPORT_RANGE), XLAT_END
};

static const struct xlat rule_actions[] = {
	XLAT(FR_ACT_UNSPEC), XLAT(FR_ACT_TO_TBL), XLAT(FR_ACT_GOTO), XLAT(FR_ACT_NOP),
	XLAT(FR_ACT_RES3), XLAT(FR_ACT_RES4), XLAT(FR_ACT_BLACKHOLE), XLAT(FR_ACT_UNREACHABLE),
	XLAT(FR_ACT_PROHIBIT), XLAT_END
};

static const struct xlat rule_flags[] = {
	XLAT(FIB_RULE_PERMANENT), XLAT(FIB_RULE_INVERT), XLAT(FIB_RULE_UNRESOLVED),
	XLAT(FIB_RULE_IIF_DETACHED), XLAT(FIB_RULE_OIF_DETACHED), XLAT(FIB_RULE_FIND_SADDR), XLAT_END
};

static const struct xlat tc_stats_attrs[] = {
	XLAT(TCA_STATS_UNSPEC), XLAT(TCA_STATS_BASIC), XLAT(TCA_STATS_RATE_EST), XLAT(TCA_STATS_QUEUE),
	XLAT(TCA_STATS_APP), XLAT(TCA_STATS_RATE_EST64), XLAT(TCA_STATS_PAD),
	XLAT(TCA_STATS_BASIC_HW), XLAT(TCA_STATS_PKT64), XLAT_END
};

static const struct xlat tc_stab_attrs[] = {
	XLAT(TCA_STAB_UNSPEC), XLAT(TCA_STAB_BASE), XLAT(TCA_STAB_DATA), XLAT_END
};

static const struct xlat tc_action_attrs[] = {
	XLAT(TCA_ACT_UNSPEC), XLAT(TCA_ACT_KIND), XLAT(TCA_ACT_OPTIONS), XLAT(TCA_ACT_INDEX),
	XLAT(TCA_ACT_STATS), XLAT(TCA_ACT_PAD), XLAT(TCA_ACT_COOKIE), XLAT(TCA_ACT_FLAGS),
	XLAT(TCA_ACT_HW_STATS), XLAT(TCA_ACT_USED_HW_STATS), XLAT(TCA_ACT_IN_HW_COUNT), XLAT_END
};

static const struct xlat tc_action_flags[] = {
	XLAT(TCA_ACT_FLAGS_NO_PERCPU_STATS), XLAT(TCA_ACT_FLAGS_SKIP_HW), XLAT(TCA_ACT_FLAGS_SKIP_SW),
	XLAT_END
};

static const struct xlat tc_action_hw_stats[] = {
	XLAT(TCA_ACT_HW_STATS_IMMEDIATE), XLAT(TCA_ACT_HW_STATS_DELAYED), XLAT_END
};

const struct xlat route_nexthop_flags[] = {
	XLAT(RTNH_F_DEAD), XLAT(RTNH_F_PERVASIVE), XLAT(RTNH_F_ONLINK), XLAT(RTNH_F_OFFLOAD),
	XLAT(RTNH_F_LINKDOWN), XLAT(RTNH_F_UNRESOLVED), XLAT(RTNH_F_TRAP), XLAT_END
};

/* nexthops (linux/nexthop.h) */
static const struct xlat nexthop_attrs[] = {
	XLAT_PAIR(0, "NHA_UNSPEC"), XLAT_PAIR(1, "NHA_ID"), XLAT_PAIR(2, "NHA_GROUP"),
	XLAT_PAIR(3, "NHA_GROUP_TYPE"), XLAT_PAIR(4, "NHA_BLACKHOLE"), XLAT_PAIR(5, "NHA_OIF"),
	XLAT_PAIR(6, "NHA_GATEWAY"), XLAT_PAIR(7, "NHA_ENCAP_TYPE"), XLAT_PAIR(8, "NHA_ENCAP"),
	XLAT_PAIR(9, "NHA_GROUPS"), XLAT_PAIR(0xa, "NHA_MASTER"), XLAT_PAIR(0xb, "NHA_FDB"),
	XLAT_PAIR(0xc, "NHA_RES_GROUP"), XLAT_PAIR(0xd, "NHA_RES_BUCKET"), XLAT_END
};

static const struct xlat nexthop_grp_types[] = {
	XLAT_PAIR(0, "NEXTHOP_GRP_TYPE_MPATH"), XLAT_PAIR(1, "NEXTHOP_GRP_TYPE_RES"), XLAT_END
};

static const struct xlat nha_res_bucket_attrs[] = {
	XLAT_PAIR(0, "NHA_RES_BUCKET_PAD"), XLAT_PAIR(1, "NHA_RES_BUCKET_INDEX"),
	XLAT_PAIR(2, "NHA_RES_BUCKET_IDLE_TIME"), XLAT_PAIR(3, "NHA_RES_BUCKET_NH_ID"), XLAT_END
};

static const struct xlat nha_res_group_attrs[] = {
	XLAT_PAIR(0, "NHA_RES_GROUP_PAD"), XLAT_PAIR(1, "NHA_RES_GROUP_BUCKETS"),
	XLAT_PAIR(2, "NHA_RES_GROUP_IDLE_TIMER"), XLAT_PAIR(3, "NHA_RES_GROUP_UNBALANCED_TIMER"),
	XLAT_PAIR(4, "NHA_RES_GROUP_UNBALANCED_TIME"), XLAT_END
};

/* bridge multicast databases (linux/if_bridge.h) */
static const struct xlat mdb_flags[] = {
	XLAT(MDB_FLAGS_OFFLOAD), XLAT(MDB_FLAGS_FAST_LEAVE), XLAT(MDB_FLAGS_STAR_EXCL),
	XLAT(MDB_FLAGS_BLOCKED), XLAT_END
};

static const struct xlat mdb_states[] = {
	XLAT(MDB_TEMPORARY), XLAT(MDB_PERMANENT), XLAT_END
};

static const struct xlat multicast_router_types[] = {
	XLAT(MDB_RTR_TYPE_DISABLED), XLAT(MDB_RTR_TYPE_TEMP_QUERY), XLAT(MDB_RTR_TYPE_PERM),
	XLAT(MDB_RTR_TYPE_TEMP), XLAT_END
};

static const struct xlat mdba_mdb_attrs[] = {
	XLAT(MDBA_MDB_UNSPEC), XLAT(MDBA_MDB_ENTRY), XLAT_END
};

static const struct xlat mdba_mdb_eattr_attrs[] = {
	XLAT(MDBA_MDB_EATTR_UNSPEC), XLAT(MDBA_MDB_EATTR_TIMER), XLAT(MDBA_MDB_EATTR_SRC_LIST),
	XLAT(MDBA_MDB_EATTR_GROUP_MODE), XLAT(MDBA_MDB_EATTR_SOURCE), XLAT(MDBA_MDB_EATTR_RTPROT),
	XLAT_END
};

static const struct xlat mdba_mdb_entry_attrs[] = {
	XLAT(MDBA_MDB_ENTRY_UNSPEC), XLAT(MDBA_MDB_ENTRY_INFO), XLAT_END
};

static const struct xlat mdba_router_attrs[] = {
	XLAT(MDBA_ROUTER_UNSPEC), XLAT(MDBA_ROUTER_PORT), XLAT_END
};

static const struct xlat mdba_router_pattr_attrs[] = {
	XLAT(MDBA_ROUTER_PATTR_UNSPEC), XLAT(MDBA_ROUTER_PATTR_TIMER),
	XLAT(MDBA_ROUTER_PATTR_TYPE), XLAT(MDBA_ROUTER_PATTR_INET_TIMER),
	XLAT(MDBA_ROUTER_PATTR_INET6_TIMER), XLAT_END
};

/* multicast routing cache reports (linux/mroute.h, linux/mroute6.h) */
static const struct xlat ipmra_creport_attrs[] = {
	XLAT_PAIR(0, "IPMRA_CREPORT_UNSPEC"), XLAT_PAIR(1, "IPMRA_CREPORT_MSGTYPE"),
	XLAT_PAIR(2, "IPMRA_CREPORT_VIF_ID"), XLAT_PAIR(3, "IPMRA_CREPORT_SRC_ADDR"),
	XLAT_PAIR(4, "IPMRA_CREPORT_DST_ADDR"), XLAT_PAIR(5, "IPMRA_CREPORT_PKT"),
	XLAT_PAIR(6, "IPMRA_CREPORT_TABLE"), XLAT_END
};

static const struct xlat ip6mra_creport_attrs[] = {
	XLAT_PAIR(0, "IP6MRA_CREPORT_UNSPEC"), XLAT_PAIR(1, "IP6MRA_CREPORT_MSGTYPE"),
	XLAT_PAIR(2, "IP6MRA_CREPORT_MIF_ID"), XLAT_PAIR(3, "IP6MRA_CREPORT_SRC_ADDR"),
	XLAT_PAIR(4, "IP6MRA_CREPORT_DST_ADDR"), XLAT_PAIR(5, "IP6MRA_CREPORT_PKT"), XLAT_END
};

static const struct xlat ipmra_msg_types[] = {
	XLAT_PAIR(1, "IGMPMSG_NOCACHE"), XLAT_PAIR(2, "IGMPMSG_WRONGVIF"),
	XLAT_PAIR(3, "IGMPMSG_WHOLEPKT"), XLAT_PAIR(4, "IGMPMSG_WRVIFWHOLE"), XLAT_END
};

static const struct xlat ip6mra_msg_types[] = {
	XLAT_PAIR(1, "MRT6MSG_NOCACHE"), XLAT_PAIR(2, "MRT6MSG_WRONGMIF"),
	XLAT_PAIR(3, "MRT6MSG_WHOLEPKT"), XLAT_END
};

/* ---- attribute payloads ------------------------------------------------------- */

static bool addrlabel_address(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	const struct ifaddrlblmsg *m = ctx;

	nl_print_inet(b, off, len, m->ifal_family, NULL);
	return true;
}

static bool ndt_config(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct ndt_config, ndtc_key_len, NLF_U), NLF(struct ndt_config, ndtc_entry_size, NLF_U),
		NLF(struct ndt_config, ndtc_entries, NLF_U), NLF(struct ndt_config, ndtc_last_flush, NLF_U),
		NLF(struct ndt_config, ndtc_last_rand, NLF_U), NLF(struct ndt_config, ndtc_hash_rnd, NLF_U),
		NLF(struct ndt_config, ndtc_hash_mask, NLF_X),
		NLF(struct ndt_config, ndtc_hash_chain_gc, NLF_U),
		NLF(struct ndt_config, ndtc_proxy_qlen, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct ndt_config, fields);
}

static bool ndt_stats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
#define NDTS(f) NLF(struct ndt_stats, f, NLF_U)
	static const struct nl_field fields[] = {
		NDTS(ndts_allocs), NDTS(ndts_destroys), NDTS(ndts_hash_grows), NDTS(ndts_res_failed),
		NDTS(ndts_lookups), NDTS(ndts_hits), NDTS(ndts_rcv_probes_mcast),
		NDTS(ndts_rcv_probes_ucast), NDTS(ndts_periodic_gc_runs), NDTS(ndts_forced_gc_runs),
		NDTS(ndts_table_fulls),
	};
#undef NDTS

	return NL_STRUCT_ATTR(b, off, len, struct ndt_stats, fields);
}

static const nla_decoder_fn neightbl_parms_decoders[] = {
	[NDTPA_IFINDEX] = nla_ifindex,
	[NDTPA_REFCNT] = nla_u32,
	[NDTPA_REACHABLE_TIME] = nla_u64,
	[NDTPA_BASE_REACHABLE_TIME] = nla_u64,
	[NDTPA_RETRANS_TIME] = nla_u64,
	[NDTPA_GC_STALETIME] = nla_u64,
	[NDTPA_DELAY_PROBE_TIME] = nla_u64,
	[NDTPA_QUEUE_LEN] = nla_u32,
	[NDTPA_APP_PROBES] = nla_u32,
	[NDTPA_UCAST_PROBES] = nla_u32,
	[NDTPA_MCAST_PROBES] = nla_u32,
	[NDTPA_ANYCAST_DELAY] = nla_u64,
	[NDTPA_PROXY_DELAY] = nla_u64,
	[NDTPA_PROXY_QLEN] = nla_u32,
	[NDTPA_LOCKTIME] = nla_u64,
	[NDTPA_QUEUE_LENBYTES] = nla_u32,
	[NDTPA_MCAST_REPROBES] = nla_u32,
	[NDTPA_INTERVAL_PROBE_TIME_MS] = nla_u64,
};
static const struct nla_set neightbl_parms_set =
	NLA_SET(neightbl_parms_attrs, "NDTPA_???", neightbl_parms_decoders);

static bool ndt_parms(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	nl_print_attrs(b, off, len, &neightbl_parms_set, ctx);
	return true;
}

static bool tc_stats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct tc_stats, bytes, NLF_U), NLF(struct tc_stats, packets, NLF_U),
		NLF(struct tc_stats, drops, NLF_U), NLF(struct tc_stats, overlimits, NLF_U),
		NLF(struct tc_stats, bps, NLF_U), NLF(struct tc_stats, pps, NLF_U),
		NLF(struct tc_stats, qlen, NLF_U), NLF(struct tc_stats, backlog, NLF_U),
	};

	/* the kernel's 36 bytes, not the struct's padded size */
	return nl_struct_attr(b, off, len, offsetof(struct tc_stats, backlog) + sizeof(uint32_t),
			      fields, sizeof(fields) / sizeof(fields[0]));
}

static bool tc_estimator(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct tc_estimator, interval, NLF_D), NLF(struct tc_estimator, ewma_log, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct tc_estimator, fields);
}

static bool neigh_addr(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	const struct ndmsg *m = ctx;

	nl_print_inet(b, off, len, m->ndm_family, NULL);
	return true;
}

static bool nda_cacheinfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct nda_cacheinfo, ndm_confirmed, NLF_U), NLF(struct nda_cacheinfo, ndm_used, NLF_U),
		NLF(struct nda_cacheinfo, ndm_updated, NLF_U), NLF(struct nda_cacheinfo, ndm_refcnt, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct nda_cacheinfo, fields);
}

static bool rule_addr(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	const struct fib_rule_hdr *m = ctx;

	nl_print_inet(b, off, len, m->family, NULL);
	return true;
}

/* {start=, end=} of uids or ports */
static bool rule_range(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct fib_rule_uid_range, start, NLF_U), NLF(struct fib_rule_uid_range, end, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct fib_rule_uid_range, fields);
}

static bool rule_port_range(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct fib_rule_port_range, start, NLF_U), NLF(struct fib_rule_port_range, end, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct fib_rule_port_range, fields);
}

static bool nha_gateway(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	const struct nhmsg *m = ctx;

	nl_print_inet(b, off, len, m->nh_family, NULL);
	return true;
}

static void print_nh_grp(const void *elem)
{
	static const struct nl_field fields[] = {
		NLF(struct nexthop_grp, id, NLF_U), NLF(struct nexthop_grp, weight, NLF_U),
		/* the byte newer headers call weight_high */
		{ "resvd1", offsetof(struct nexthop_grp, weight) + 1, 1, NLF_X_NONZERO, NULL, NULL },
		NLF(struct nexthop_grp, resvd2, NLF_X_NONZERO),
	};

	nl_print_fields(elem, fields, sizeof(fields) / sizeof(fields[0]));
}

static bool nha_group(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nl_print_struct_array(b, off, len, sizeof(struct nexthop_grp), print_nh_grp);
}

NLA_XLAT_DECODER(nha_group_type, nexthop_grp_types, "NEXTHOP_GRP_TYPE_???", 2, false)
NLA_XLAT_DECODER(nda_fdb_notify, fdb_notify_flags, "FDB_NOTIFY_???", 1, true)
NLA_XLAT_DECODER(nda_ext_flags, neigh_ext_flags, "NTF_EXT_???", 4, true)
NLA_XLAT_DECODER(nda_state_mask, neigh_states, "NUD_???", 2, true)
NLA_XLAT_DECODER(nda_flags_mask, neigh_flags, "NTF_???", 1, true)
NLA_XLAT_DECODER(ipmra_msg_type, ipmra_msg_types, "IGMPMSG_???", 1, false)
NLA_XLAT_DECODER(ip6mra_msg_type, ip6mra_msg_types, "MRT6MSG_???", 1, false)

/* gnet_stats_basic: the kernel's 12 bytes, not the struct's padded size */
static bool gnet_stats_basic(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct gnet_stats_basic, bytes, NLF_U), NLF(struct gnet_stats_basic, packets, NLF_U),
	};

	return nl_struct_attr(b, off, len, offsetof(struct gnet_stats_basic, packets) + sizeof(uint32_t),
			      fields, sizeof(fields) / sizeof(fields[0]));
}

static bool gnet_stats_rate_est(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct gnet_stats_rate_est, bps, NLF_U), NLF(struct gnet_stats_rate_est, pps, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct gnet_stats_rate_est, fields);
}

static bool gnet_stats_rate_est64(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct gnet_stats_rate_est64, bps, NLF_U), NLF(struct gnet_stats_rate_est64, pps, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct gnet_stats_rate_est64, fields);
}

static bool gnet_stats_queue(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct gnet_stats_queue, qlen, NLF_U), NLF(struct gnet_stats_queue, backlog, NLF_U),
		NLF(struct gnet_stats_queue, drops, NLF_U), NLF(struct gnet_stats_queue, requeues, NLF_U),
		NLF(struct gnet_stats_queue, overlimits, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct gnet_stats_queue, fields);
}

static bool tc_sizespec(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct tc_sizespec, cell_log, NLF_U), NLF(struct tc_sizespec, size_log, NLF_U),
		NLF(struct tc_sizespec, cell_align, NLF_D), NLF(struct tc_sizespec, overhead, NLF_D),
		NLF(struct tc_sizespec, linklayer, NLF_U), NLF(struct tc_sizespec, mpu, NLF_U),
		NLF(struct tc_sizespec, mtu, NLF_U), NLF(struct tc_sizespec, tsize, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct tc_sizespec, fields);
}

static bool tc_stab_data(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nl_print_u16_array(b, off, len);
}

NLA_XLAT_DECODER(tc_act_flags, tc_action_flags, "TCA_ACT_FLAGS_???", 4, true)
NLA_XLAT_DECODER(tc_act_hw_stats, tc_action_hw_stats, "TCA_ACT_HW_STATS_???", 4, true)

/* ---- attribute sets ------------------------------------------------------------- */

static const nla_decoder_fn nsid_decoders[] = {
	[NETNSA_NSID] = nla_s32,
	[NETNSA_PID] = nla_u32,
	[NETNSA_FD] = nla_s32,      /* a descriptor */
	[NETNSA_TARGET_NSID] = nla_s32,
	[NETNSA_CURRENT_NSID] = nla_s32,
};
static const struct nla_set nsid_set = NLA_SET(nsid_attrs, "NETNSA_???", nsid_decoders);

static const nla_decoder_fn netconf_decoders[] = {
	[NETCONFA_IFINDEX] = nla_ifindex,
	[NETCONFA_FORWARDING] = nla_s32,
	[NETCONFA_RP_FILTER] = nla_s32,
	[NETCONFA_MC_FORWARDING] = nla_s32,
	[NETCONFA_PROXY_NEIGH] = nla_s32,
	[NETCONFA_IGNORE_ROUTES_WITH_LINKDOWN] = nla_s32,
	[NETCONFA_INPUT] = nla_s32,
	[NETCONFA_BC_FORWARDING] = nla_s32,
};
static const struct nla_set netconf_set = NLA_SET(netconf_attrs, "NETCONFA_???", netconf_decoders);

/* named only: strace shows their payloads in hex */
static const nla_decoder_fn dcb_decoders[] = { [DCB_ATTR_UNDEFINED] = NULL };
static const struct nla_set dcb_set = NLA_SET(dcb_attrs, "DCB_ATTR_???", dcb_decoders);

static const nla_decoder_fn mdb_eattr_decoders[] = { [MDBA_MDB_EATTR_TIMER] = nla_clock_t };
static const struct nla_set mdb_eattr_set = NLA_SET(mdba_mdb_eattr_attrs, "MDBA_MDB_EATTR_???", mdb_eattr_decoders);

/* struct br_mdb_entry, then its attributes (no brackets around both, as strace) */
static bool mdb_entry_info(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct br_mdb_entry, ifindex, NLF_IFINDEX),
		NLFX(struct br_mdb_entry, state, NLF_XLAT, mdb_states, "MDB_???"),
		NLFX(struct br_mdb_entry, flags, NLF_FLAGS, mdb_flags, "MDB_FLAGS_???"),
		NLF(struct br_mdb_entry, vid, NLF_U),
	};
	struct br_mdb_entry e;
	uint16_t proto;

	if (len < sizeof(e))
		return false;
	if (nl_fetch(b, off, &e, sizeof(e))) {
		proto = ntohs(e.addr.proto);
		tputc('{');
		nl_print_field_list(&e, fields, sizeof(fields) / sizeof(fields[0]));
		tputs(", addr={");
		print_inet_addr(proto, &e.addr.u, sizeof(e.addr.u), "u");
		tputs(", proto=htons(");
		print_xlat(addrfams, proto, "AF_???");   /* all 16 bits of it */
		tputs(")}}");
	}
	if (len > NLA_ALIGN(sizeof(e))) {
		tputs(", ");
		nl_print_attrs(b, off + NLA_ALIGN(sizeof(e)), len - NLA_ALIGN(sizeof(e)), &mdb_eattr_set, NULL);
	}
	return true;
}

static const nla_decoder_fn mdb_entry_decoders[] = { [MDBA_MDB_ENTRY_INFO] = mdb_entry_info };
static const struct nla_set mdb_entry_set = NLA_SET(mdba_mdb_entry_attrs, "MDBA_MDB_ENTRY_???", mdb_entry_decoders);
NLA_NESTED_DECODER(mdb_entry, &mdb_entry_set)

static const nla_decoder_fn mdba_mdb_decoders[] = { [MDBA_MDB_ENTRY] = mdb_entry };
static const struct nla_set mdba_mdb_set = NLA_SET(mdba_mdb_attrs, "MDBA_MDB_???", mdba_mdb_decoders);
NLA_NESTED_DECODER(mdba_mdb, &mdba_mdb_set)

NLA_XLAT_DECODER(mdb_router_type, multicast_router_types, "MDB_RTR_TYPE_???", 1, false)

static const nla_decoder_fn router_pattr_decoders[] = {
	[MDBA_ROUTER_PATTR_TIMER] = nla_clock_t,
	[MDBA_ROUTER_PATTR_TYPE] = mdb_router_type,
	[MDBA_ROUTER_PATTR_INET_TIMER] = nla_clock_t,
	[MDBA_ROUTER_PATTR_INET6_TIMER] = nla_clock_t,
};
static const struct nla_set router_pattr_set =
	NLA_SET(mdba_router_pattr_attrs, "MDBA_ROUTER_PATTR_???", router_pattr_decoders);

/* an interface, then its attributes */
static bool mdb_router_port(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint32_t ifindex;

	if (len < sizeof(ifindex))
		return false;
	if (nl_fetch(b, off, &ifindex, sizeof(ifindex)))
		print_ifindex(ifindex);
	if (len > NLA_ALIGN(sizeof(ifindex))) {
		tputs(", ");
		nl_print_attrs(b, off + NLA_ALIGN(sizeof(ifindex)), len - NLA_ALIGN(sizeof(ifindex)),
			       &router_pattr_set, NULL);
	}
	return true;
}

static const nla_decoder_fn mdba_router_decoders[] = { [MDBA_ROUTER_PORT] = mdb_router_port };
static const struct nla_set mdba_router_set = NLA_SET(mdba_router_attrs, "MDBA_ROUTER_???", mdba_router_decoders);
NLA_NESTED_DECODER(mdba_router, &mdba_router_set)

static const nla_decoder_fn mdb_decoders[] = { [MDBA_MDB] = mdba_mdb, [MDBA_ROUTER] = mdba_router };
static const struct nla_set mdb_set = NLA_SET(mdb_attrs, "MDBA_???", mdb_decoders);

static const nla_decoder_fn addrlabel_decoders[] = {
	[IFAL_ADDRESS] = addrlabel_address,
	[IFAL_LABEL] = nla_u32,
};
static const struct nla_set addrlabel_set = NLA_SET(addrlabel_attrs, "IFAL_???", addrlabel_decoders);

static const nla_decoder_fn neightbl_decoders[] = {
	[NDTA_NAME] = nla_str,
	[NDTA_THRESH1] = nla_u32,
	[NDTA_THRESH2] = nla_u32,
	[NDTA_THRESH3] = nla_u32,
	[NDTA_CONFIG] = ndt_config,
	[NDTA_PARMS] = ndt_parms,
	[NDTA_STATS] = ndt_stats,
	[NDTA_GC_INTERVAL] = nla_u64,
};
static const struct nla_set neightbl_set = NLA_SET(neightbl_attrs, "NDTA_???", neightbl_decoders);

static const nla_decoder_fn tc_stats_decoders[] = {
	[TCA_STATS_BASIC] = gnet_stats_basic,
	[TCA_STATS_RATE_EST] = gnet_stats_rate_est,
	[TCA_STATS_QUEUE] = gnet_stats_queue,
	[TCA_STATS_RATE_EST64] = gnet_stats_rate_est64,
	[TCA_STATS_BASIC_HW] = gnet_stats_basic,
	[TCA_STATS_PKT64] = nla_u64,
};
static const struct nla_set tc_stats_set = NLA_SET(tc_stats_attrs, "TCA_STATS_???", tc_stats_decoders);
NLA_NESTED_DECODER(tc_stats2, &tc_stats_set)

static const nla_decoder_fn tc_stab_decoders[] = {
	[TCA_STAB_BASE] = tc_sizespec,
	[TCA_STAB_DATA] = tc_stab_data,
};
static const struct nla_set tc_stab_set = NLA_SET(tc_stab_attrs, "TCA_STAB_???", tc_stab_decoders);
NLA_NESTED_DECODER(tc_stab, &tc_stab_set)

static const nla_decoder_fn tc_action_decoders[] = {
	[TCA_ACT_KIND] = nla_str,
	[TCA_ACT_INDEX] = nla_u32,
	[TCA_ACT_STATS] = tc_stats2,
	[TCA_ACT_FLAGS] = tc_act_flags,
	[TCA_ACT_HW_STATS] = tc_act_hw_stats,
	[TCA_ACT_USED_HW_STATS] = tc_act_hw_stats,
	[TCA_ACT_IN_HW_COUNT] = nla_u32,
};
static const struct nla_set tc_action_set = NLA_SET(tc_action_attrs, "TCA_ACT_???", tc_action_decoders);

static const nla_decoder_fn tc_decoders[] = {
	[TCA_KIND] = nla_str,
	[TCA_STATS] = tc_stats,
	[TCA_RATE] = tc_estimator,
	[TCA_FCNT] = nla_u32,
	[TCA_STATS2] = tc_stats2,
	[TCA_STAB] = tc_stab,
	[TCA_CHAIN] = nla_u32,
	[TCA_HW_OFFLOAD] = nla_u8,
	[TCA_INGRESS_BLOCK] = nla_u32,
	[TCA_EGRESS_BLOCK] = nla_u32,
	[TCA_DUMP_FLAGS] = nla_u32,
};
static const struct nla_set tc_set = NLA_SET(tc_attrs, "TCA_???", tc_decoders);

static const nla_decoder_fn fdb_ext_decoders[] = { [NFEA_ACTIVITY_NOTIFY] = nda_fdb_notify };
static const struct nla_set fdb_ext_set = NLA_SET(neigh_fdb_ext_attrs, "NFEA_???", fdb_ext_decoders);
NLA_NESTED_DECODER(nda_fdb_ext_attrs, &fdb_ext_set)

static const nla_decoder_fn neigh_decoders[] = {
	[NDA_DST] = neigh_addr,
	[NDA_LLADDR] = nla_lladdr,
	[NDA_CACHEINFO] = nda_cacheinfo,
	[NDA_PROBES] = nla_u32,
	[NDA_VLAN] = nla_u16,
	[NDA_PORT] = nla_be16,
	[NDA_VNI] = nla_u32,
	[NDA_IFINDEX] = nla_ifindex,
	[NDA_MASTER] = nla_ifindex,
	[NDA_LINK_NETNSID] = nla_u32,
	[NDA_SRC_VNI] = nla_u32,
	[NDA_PROTOCOL] = nla_ip_proto,
	[NDA_NH_ID] = nla_u32,
	[NDA_FDB_EXT_ATTRS] = nda_fdb_ext_attrs,
	[NDA_FLAGS_EXT] = nda_ext_flags,
	[NDA_NDM_STATE_MASK] = nda_state_mask,
	[NDA_NDM_FLAGS_MASK] = nda_flags_mask,
};
static const struct nla_set neigh_set = NLA_SET(neigh_attrs, "NDA_???", neigh_decoders);

static const nla_decoder_fn rule_decoders[] = {
	[FRA_DST] = rule_addr,
	[FRA_SRC] = rule_addr,
	[FRA_IIFNAME] = nla_str,
	[FRA_GOTO] = nla_u32,
	[FRA_PRIORITY] = nla_u32,
	[FRA_FWMARK] = nla_u32,
	[FRA_FLOW] = nla_u32,
	[FRA_TUN_ID] = nla_be64,
	[FRA_SUPPRESS_IFGROUP] = nla_u32,
	[FRA_SUPPRESS_PREFIXLEN] = nla_u32,
	[FRA_TABLE] = nla_rt_class,
	[FRA_FWMASK] = nla_u32,
	[FRA_OIFNAME] = nla_str,
	[FRA_L3MDEV] = nla_u8,
	[FRA_UID_RANGE] = rule_range,
	[FRA_PROTOCOL] = nla_rt_proto,
	[FRA_IP_PROTO] = nla_ip_proto,
	[FRA_SPORT_RANGE] = rule_port_range,
	[FRA_DPORT_RANGE] = rule_port_range,
};
static const struct nla_set rule_set = NLA_SET(rule_attrs, "FRA_???", rule_decoders);

static const nla_decoder_fn nha_res_group_decoders[] = {
	[NHA_RES_GROUP_BUCKETS] = nla_u16,
	[NHA_RES_GROUP_IDLE_TIMER] = nla_clock_t,
	[NHA_RES_GROUP_UNBALANCED_TIMER] = nla_clock_t,
	[NHA_RES_GROUP_UNBALANCED_TIME] = nla_clock_t,
};
static const struct nla_set nha_res_group_set =
	NLA_SET(nha_res_group_attrs, "NHA_RES_GROUP_???", nha_res_group_decoders);
NLA_NESTED_DECODER(nha_res_group, &nha_res_group_set)

static const nla_decoder_fn nha_res_bucket_decoders[] = {
	[NHA_RES_BUCKET_INDEX] = nla_u16,
	[NHA_RES_BUCKET_IDLE_TIME] = nla_clock_t,
	[NHA_RES_BUCKET_NH_ID] = nla_u32,
};
static const struct nla_set nha_res_bucket_set =
	NLA_SET(nha_res_bucket_attrs, "NHA_RES_BUCKET_???", nha_res_bucket_decoders);
NLA_NESTED_DECODER(nha_res_bucket, &nha_res_bucket_set)

static const nla_decoder_fn nexthop_decoders[] = {
	[NHA_ID] = nla_u32,
	[NHA_GROUP] = nha_group,
	[NHA_GROUP_TYPE] = nha_group_type,
	[NHA_BLACKHOLE] = nla_u32,
	[NHA_OIF] = nla_ifindex,
	[NHA_GATEWAY] = nha_gateway,
	[NHA_ENCAP_TYPE] = nla_lwt_encap_type,
	[NHA_GROUPS] = nla_u32,
	[NHA_MASTER] = nla_ifindex,
	[NHA_FDB] = nla_u32,
	[NHA_RES_GROUP] = nha_res_group,
	[NHA_RES_BUCKET] = nha_res_bucket,
};
static const struct nla_set nexthop_set = NLA_SET(nexthop_attrs, "NHA_???", nexthop_decoders);

static const nla_decoder_fn ipmra_creport_decoders[] = {
	[1] = ipmra_msg_type, [2] = nla_u32, [3] = nla_in_addr, [4] = nla_in_addr, [6] = nla_u32,
};
static const struct nla_set ipmra_creport_set =
	NLA_SET(ipmra_creport_attrs, "IPMRA_CREPORT_???", ipmra_creport_decoders);

static const nla_decoder_fn ip6mra_creport_decoders[] = {
	[1] = ip6mra_msg_type, [2] = nla_u32, [3] = nla_in6_addr, [4] = nla_in6_addr,
};
static const struct nla_set ip6mra_creport_set =
	NLA_SET(ip6mra_creport_attrs, "IP6MRA_CREPORT_???", ip6mra_creport_decoders);

#define RTNL_FAMILY_IPMR 128
#define RTNL_FAMILY_IP6MR 129
static const struct nla_family_set cachereport_sets[] = {
	{ RTNL_FAMILY_IPMR, &ipmra_creport_set }, { RTNL_FAMILY_IP6MR, &ip6mra_creport_set }, { 0, NULL }
};

/* ---- message kinds ------------------------------------------------------------- */

static const struct nl_field rtgen_fields[] = { NLF(struct rtgenmsg, rtgen_family, NLF_FAMILY) };
static const struct nl_field rtgen_rtnl_fields[] = { NLF(struct rtgenmsg, rtgen_family, NLF_RTNL_FAMILY) };
static const struct nl_field rule_fields[] = {
	NLF(struct fib_rule_hdr, family, NLF_FAMILY), NLF(struct fib_rule_hdr, dst_len, NLF_U),
	NLF(struct fib_rule_hdr, src_len, NLF_U),
	NLFX(struct fib_rule_hdr, tos, NLF_FLAGS, ip_type_of_services, "IPTOS_TOS_???"),
	NLFX(struct fib_rule_hdr, table, NLF_XLAT, routing_table_ids, "RT_TABLE_???"),
	NLFX(struct fib_rule_hdr, action, NLF_XLAT, rule_actions, "FR_ACT_???"),
	NLFX(struct fib_rule_hdr, flags, NLF_FLAGS, rule_flags, "FIB_RULE_???"),
};
static const struct nl_field tca_fields[] = { NLF(struct tcamsg, tca_family, NLF_FAMILY) };
static const struct nl_field ifstats_fields[] = {
	NLF(struct if_stats_msg, family, NLF_FAMILY),
	NLF(struct if_stats_msg, pad1, NLF_X_NONZERO), NLF(struct if_stats_msg, pad2, NLF_X_NONZERO),
	NLF(struct if_stats_msg, ifindex, NLF_IFINDEX),
	NLFX(struct if_stats_msg, filter_mask, NLF_FLAGS, nl_ifstats_filter_flags, "1<<IFLA_STATS_???"),
};
static const struct nl_field nexthop_fields[] = {
	NLF(struct nhmsg, nh_family, NLF_FAMILY),
	NLFX(struct nhmsg, nh_scope, NLF_XLAT, routing_scopes, NULL),
	NLFX(struct nhmsg, nh_protocol, NLF_XLAT, routing_protocols, "RTPROT_???"),
	NLF(struct nhmsg, resvd, NLF_X_NONZERO),
	NLFX(struct nhmsg, nh_flags, NLF_FLAGS, route_nexthop_flags, "RTNH_F_???"),
};
static const struct nl_field neigh_fields[] = {
	NLF(struct ndmsg, ndm_family, NLF_FAMILY), NLF(struct ndmsg, ndm_ifindex, NLF_IFINDEX),
	NLFX(struct ndmsg, ndm_state, NLF_FLAGS, neigh_states, "NUD_???"),
	NLFX(struct ndmsg, ndm_flags, NLF_FLAGS, neigh_flags, "NTF_???"),
	NLFX(struct ndmsg, ndm_type, NLF_XLAT, routing_types, "RTN_???"),
};
static const struct nl_field netconf_fields[] = { NLF(struct netconfmsg, ncm_family, NLF_FAMILY) };
static const struct nl_field ndt_fields[] = { NLF(struct ndtmsg, ndtm_family, NLF_FAMILY) };
static const struct nl_field dcb_fields[] = {
	NLF(struct dcbmsg, dcb_family, NLF_FAMILY),
	NLFX(struct dcbmsg, cmd, NLF_XLAT, dcb_commands, "DCB_CMD_???"),
};
static const struct nl_field br_port_fields[] = {
	NLF(struct br_port_msg, family, NLF_FAMILY), NLF(struct br_port_msg, ifindex, NLF_IFINDEX),
};
static const struct nl_field addrlabel_fields[] = {
	NLF(struct ifaddrlblmsg, ifal_family, NLF_FAMILY),
	NLF(struct ifaddrlblmsg, ifal_prefixlen, NLF_U), NLF(struct ifaddrlblmsg, ifal_flags, NLF_U),
	NLF(struct ifaddrlblmsg, ifal_index, NLF_IFINDEX), NLF(struct ifaddrlblmsg, ifal_seq, NLF_U),
};
static const struct nl_field tc_fields[] = {
	NLF(struct tcmsg, tcm_family, NLF_FAMILY), NLF(struct tcmsg, tcm_ifindex, NLF_IFINDEX),
	NLF(struct tcmsg, tcm_handle, NLF_U), NLF(struct tcmsg, tcm_parent, NLF_U),
	NLF(struct tcmsg, tcm_info, NLF_U),
};

struct rtnl_msg {
	uint16_t base;                   /* RTM_NEW* of the kind's group of four */
	uint8_t types;                   /* which of the four: bit n for base + n */
	uint16_t size;                   /* its struct */
	const struct nl_field *fields;
	uint8_t nfields;
	const struct nla_set *attrs;
	const struct nla_family_set *by_family;   /* instead of attrs */
};
#define NEW_DEL_GET 0x7
#define RTNL_MSG(base, types, type, fields, attrs) \
	{ base, types, sizeof(type), fields, sizeof(fields) / sizeof(fields[0]), attrs, NULL }
#define RTNL_MSG_BY_FAMILY(base, types, type, fields, sets) \
	{ base, types, sizeof(type), fields, sizeof(fields) / sizeof(fields[0]), NULL, sets }

static const struct rtnl_msg rtnl_msgs[] = {
	RTNL_MSG(RTM_NEWQDISC, NEW_DEL_GET, struct tcmsg, tc_fields, &tc_set),
	RTNL_MSG(RTM_NEWTCLASS, NEW_DEL_GET, struct tcmsg, tc_fields, &tc_set),
	RTNL_MSG(RTM_NEWTFILTER, NEW_DEL_GET, struct tcmsg, tc_fields, &tc_set),
	RTNL_MSG(RTM_NEWCHAIN, NEW_DEL_GET, struct tcmsg, tc_fields, &tc_set),
	RTNL_MSG(RTM_NEWNEIGHTBL, 0xd /* NEW, GET, SET */, struct ndtmsg, ndt_fields, &neightbl_set),
	RTNL_MSG(RTM_NEWADDRLABEL, NEW_DEL_GET, struct ifaddrlblmsg, addrlabel_fields, &addrlabel_set),
	RTNL_MSG(RTM_GETDCB & ~3, 0xc /* GET, SET */, struct dcbmsg, dcb_fields, &dcb_set),
	RTNL_MSG(RTM_NEWNETCONF, NEW_DEL_GET, struct netconfmsg, netconf_fields, &netconf_set),
	RTNL_MSG(RTM_NEWMDB, NEW_DEL_GET, struct br_port_msg, br_port_fields, &mdb_set),
	RTNL_MSG(RTM_NEWNSID, NEW_DEL_GET, struct rtgenmsg, rtgen_fields, &nsid_set),
	RTNL_MSG(RTM_NEWACTION, NEW_DEL_GET, struct tcamsg, tca_fields, &tc_action_set),
	RTNL_MSG(RTM_NEWSTATS, 0x5 /* NEW, GET */, struct if_stats_msg, ifstats_fields, &nl_ifstats_set),
	RTNL_MSG(RTM_NEWNEXTHOP, NEW_DEL_GET, struct nhmsg, nexthop_fields, &nexthop_set),
	RTNL_MSG(RTM_NEWRULE, NEW_DEL_GET, struct fib_rule_hdr, rule_fields, &rule_set),
	RTNL_MSG(RTM_NEWNEIGH, NEW_DEL_GET, struct ndmsg, neigh_fields, &neigh_set),
	RTNL_MSG_BY_FAMILY(RTM_NEWCACHEREPORT, 0x1, struct rtgenmsg, rtgen_rtnl_fields, cachereport_sets),
};

static void print_msg_attrs(const struct nl_buf *b, size_t off, unsigned len,
			    const struct rtnl_msg *m, const unsigned char *head)
{
	if (m->by_family)
		nl_print_attrs_by_family(b, off, len, head[0], m->by_family, head);
	else
		nl_print_attrs(b, off, len, m->attrs, head);
}

bool nl_rtnl_msg(const struct nl_buf *b, size_t off, unsigned len, uint16_t type, uint8_t family)
{
	const struct rtnl_msg *m = NULL;
	unsigned char head[64] = { family };

	for (size_t i = 0; i < sizeof(rtnl_msgs) / sizeof(rtnl_msgs[0]); i++)
		if (rtnl_msgs[i].base == (type & ~3) && (rtnl_msgs[i].types >> (type & 3) & 1))
			m = &rtnl_msgs[i];
	if (!m)
		return false;
	tputc('{');
	nl_print_field_list(head, m->fields, 1);
	if (m->nfields > 1) {
		tputs(", ");
		if (!nl_fetch_head(b, off, len, head, m->size))
			return true;
		nl_print_field_list(head, m->fields + 1, m->nfields - 1);
	}
	tputc('}');
	if (len > NLMSG_ALIGN(m->size)) {
		tputs(", ");
		print_msg_attrs(b, off + NLMSG_ALIGN(m->size), len - NLMSG_ALIGN(m->size), m, head);
	}
	return true;
}
