/* The rtnetlink message kinds other than links, addresses and routes, as
 * data: each kind's struct (its first field the family byte), then its
 * attributes by type.  A kind not listed shows its family and the rest in
 * hex (netlink_route.c). */
#include <linux/dcbnl.h>
#include <linux/if_addrlabel.h>
#include <linux/if_bridge.h>
#include <linux/neighbour.h>
#include <linux/net_namespace.h>
#include <linux/netconf.h>
#include <linux/netlink.h>
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
	XLAT(NDTPA_QUEUE_LENBYTES), XLAT(NDTPA_MCAST_REPROBES), XLAT(NDTPA_PAD), XLAT_END
};

static const struct xlat tc_attrs[] = {
	XLAT(TCA_UNSPEC), XLAT(TCA_KIND), XLAT(TCA_OPTIONS), XLAT(TCA_STATS), XLAT(TCA_XSTATS),
	XLAT(TCA_RATE), XLAT(TCA_FCNT), XLAT(TCA_STATS2), XLAT(TCA_STAB), XLAT(TCA_PAD),
	XLAT(TCA_DUMP_INVISIBLE), XLAT(TCA_CHAIN), XLAT(TCA_HW_OFFLOAD), XLAT(TCA_INGRESS_BLOCK),
	XLAT(TCA_EGRESS_BLOCK), XLAT(TCA_DUMP_FLAGS), XLAT_END
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

static const nla_decoder_fn mdb_decoders[] = { [MDBA_UNSPEC] = NULL };
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

static const nla_decoder_fn tc_decoders[] = {
	[TCA_KIND] = nla_str,
	[TCA_STATS] = tc_stats,
	[TCA_RATE] = tc_estimator,
	[TCA_FCNT] = nla_u32,
	[TCA_CHAIN] = nla_u32,
	[TCA_INGRESS_BLOCK] = nla_u32,
	[TCA_EGRESS_BLOCK] = nla_u32,
};
static const struct nla_set tc_set = NLA_SET(tc_attrs, "TCA_???", tc_decoders);

/* ---- message kinds ------------------------------------------------------------- */

static const struct nl_field rtgen_fields[] = { NLF(struct rtgenmsg, rtgen_family, NLF_FAMILY) };
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
	NLF(struct ifaddrlblmsg, ifal_prefixlen, NLF_U), NLF(struct ifaddrlblmsg, ifal_flags, NLF_X),
	NLF(struct ifaddrlblmsg, ifal_index, NLF_IFINDEX), NLF(struct ifaddrlblmsg, ifal_seq, NLF_U),
};
static const struct nl_field tc_fields[] = {
	NLF(struct tcmsg, tcm_family, NLF_FAMILY), NLF(struct tcmsg, tcm_ifindex, NLF_IFINDEX),
	NLF(struct tcmsg, tcm_handle, NLF_U), NLF(struct tcmsg, tcm_parent, NLF_U),
	NLF(struct tcmsg, tcm_info, NLF_U),
};

struct rtnl_msg {
	uint16_t base;                   /* RTM_NEW* of the kind's group of four */
	uint16_t size;                   /* its struct */
	const struct nl_field *fields;
	uint8_t nfields;
	const struct nla_set *attrs;
};
#define RTNL_MSG(base, type, fields, attrs) \
	{ base, sizeof(type), fields, sizeof(fields) / sizeof(fields[0]), attrs }

static const struct rtnl_msg rtnl_msgs[] = {
	RTNL_MSG(RTM_NEWQDISC, struct tcmsg, tc_fields, &tc_set),
	RTNL_MSG(RTM_NEWTCLASS, struct tcmsg, tc_fields, &tc_set),
	RTNL_MSG(RTM_NEWTFILTER, struct tcmsg, tc_fields, &tc_set),
	RTNL_MSG(RTM_NEWCHAIN, struct tcmsg, tc_fields, &tc_set),
	RTNL_MSG(RTM_NEWNEIGHTBL, struct ndtmsg, ndt_fields, &neightbl_set),
	RTNL_MSG(RTM_NEWADDRLABEL, struct ifaddrlblmsg, addrlabel_fields, &addrlabel_set),
	RTNL_MSG(RTM_GETDCB & ~3, struct dcbmsg, dcb_fields, &dcb_set),
	RTNL_MSG(RTM_NEWNETCONF, struct netconfmsg, netconf_fields, &netconf_set),
	RTNL_MSG(RTM_NEWMDB, struct br_port_msg, br_port_fields, &mdb_set),
	RTNL_MSG(RTM_NEWNSID, struct rtgenmsg, rtgen_fields, &nsid_set),
};

bool nl_rtnl_msg(const struct nl_buf *b, size_t off, unsigned len, uint16_t type, uint8_t family)
{
	const struct rtnl_msg *m = NULL;
	unsigned char head[64] = { family };

	for (size_t i = 0; i < sizeof(rtnl_msgs) / sizeof(rtnl_msgs[0]); i++)
		if (rtnl_msgs[i].base == (type & ~3))
			m = &rtnl_msgs[i];
	if (!m)
		return false;
	tprintf("{%s=", m->fields[0].name);
	nl_print_family(family);
	if (m->nfields > 1) {
		tputs(", ");
		if (!nl_fetch_head(b, off, len, head, m->size))
			return true;
		nl_print_field_list(head, m->fields + 1, m->nfields - 1);
	}
	tputc('}');
	if (len > NLMSG_ALIGN(m->size)) {
		tputs(", ");
		nl_print_attrs(b, off + NLMSG_ALIGN(m->size), len - NLMSG_ALIGN(m->size), m->attrs, head);
	}
	return true;
}
