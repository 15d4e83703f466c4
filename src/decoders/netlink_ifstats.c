/* Link statistics messages (RTM_NEWSTATS, RTM_GETSTATS): their attributes,
 * nested by kind of statistics (link, bridge, bond, offload, per family). */
#include <linux/if_bonding.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/mpls.h>
#include <linux/rtnetlink.h>
#include <stddef.h>
#include <sys/socket.h>

#include "net.h"
#include "netlink.h"

#ifndef AF_MPLS
# define AF_MPLS 28
#endif

/* ---- constant tables (the kernel's values) ------------------------------- */

static const struct xlat ifstats_af_spec_mpls_attrs[] = {
	XLAT_PAIR(0, "MPLS_STATS_UNSPEC"), XLAT_PAIR(1, "MPLS_STATS_LINK"), XLAT_END
};

static const struct xlat ifstats_attrs[] = {
	XLAT_PAIR(0, "IFLA_STATS_UNSPEC"), XLAT_PAIR(1, "IFLA_STATS_LINK_64"),
	XLAT_PAIR(2, "IFLA_STATS_LINK_XSTATS"), XLAT_PAIR(3, "IFLA_STATS_LINK_XSTATS_SLAVE"),
	XLAT_PAIR(4, "IFLA_STATS_LINK_OFFLOAD_XSTATS"), XLAT_PAIR(5, "IFLA_STATS_AF_SPEC"),
	XLAT_END
};

const struct xlat nl_ifstats_filter_flags[] = {
	XLAT(1<<IFLA_STATS_UNSPEC), XLAT(1<<IFLA_STATS_LINK_64), XLAT(1<<IFLA_STATS_LINK_XSTATS),
	XLAT(1<<IFLA_STATS_LINK_XSTATS_SLAVE), XLAT(1<<IFLA_STATS_LINK_OFFLOAD_XSTATS),
	XLAT(1<<IFLA_STATS_AF_SPEC), XLAT_END
};

static const struct xlat ifstats_offload_attrs[] = {
	XLAT_PAIR(0, "IFLA_OFFLOAD_XSTATS_UNSPEC"), XLAT_PAIR(1, "IFLA_OFFLOAD_XSTATS_CPU_HIT"),
	XLAT_END
};

static const struct xlat ifstats_xstats_bond_attrs[] = {
	XLAT_PAIR(0, "BOND_XSTATS_UNSPEC"), XLAT_PAIR(1, "BOND_XSTATS_3AD"), XLAT_END
};

static const struct xlat ifstats_xstats_bond_3ad_attrs[] = {
	XLAT_PAIR(0, "BOND_3AD_STAT_LACPDU_RX"), XLAT_PAIR(1, "BOND_3AD_STAT_LACPDU_TX"),
	XLAT_PAIR(2, "BOND_3AD_STAT_LACPDU_UNKNOWN_RX"),
	XLAT_PAIR(3, "BOND_3AD_STAT_LACPDU_ILLEGAL_RX"), XLAT_PAIR(4, "BOND_3AD_STAT_MARKER_RX"),
	XLAT_PAIR(5, "BOND_3AD_STAT_MARKER_TX"), XLAT_PAIR(6, "BOND_3AD_STAT_MARKER_RESP_RX"),
	XLAT_PAIR(7, "BOND_3AD_STAT_MARKER_RESP_TX"),
	XLAT_PAIR(8, "BOND_3AD_STAT_MARKER_UNKNOWN_RX"), XLAT_PAIR(9, "BOND_3AD_STAT_PAD"),
	XLAT_END
};

static const struct xlat ifstats_xstats_bridge_attrs[] = {
	XLAT_PAIR(0, "BRIDGE_XSTATS_UNSPEC"), XLAT_PAIR(1, "BRIDGE_XSTATS_VLAN"),
	XLAT_PAIR(2, "BRIDGE_XSTATS_MCAST"), XLAT_PAIR(3, "BRIDGE_XSTATS_PAD"),
	XLAT_PAIR(4, "BRIDGE_XSTATS_STP"), XLAT_END
};

static const struct xlat br_mcast_dirs[] = {
	XLAT_PAIR(0, "BR_MCAST_DIR_RX"), XLAT_PAIR(1, "BR_MCAST_DIR_TX"), XLAT_END
};

static const struct xlat ifstats_xstats_type_attrs[] = {
	XLAT_PAIR(0, "LINK_XSTATS_TYPE_UNSPEC"), XLAT_PAIR(1, "LINK_XSTATS_TYPE_BRIDGE"),
	XLAT_PAIR(2, "LINK_XSTATS_TYPE_BOND"), XLAT_END
};


static const struct xlat bridge_vlan_flags[] = {
	XLAT(BRIDGE_VLAN_INFO_MASTER), XLAT(BRIDGE_VLAN_INFO_PVID), XLAT(BRIDGE_VLAN_INFO_UNTAGGED),
	XLAT(BRIDGE_VLAN_INFO_RANGE_BEGIN), XLAT(BRIDGE_VLAN_INFO_RANGE_END),
	XLAT(BRIDGE_VLAN_INFO_BRENTRY), XLAT(BRIDGE_VLAN_INFO_ONLY_OPTS), XLAT_END
};

/* ---- attribute payloads ------------------------------------------------------- */

#define U64(type, f) NLF(type, f, NLF_U)

static bool bridge_vlan_xstats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		U64(struct bridge_vlan_xstats, rx_bytes), U64(struct bridge_vlan_xstats, rx_packets),
		U64(struct bridge_vlan_xstats, tx_bytes), U64(struct bridge_vlan_xstats, tx_packets),
		NLF(struct bridge_vlan_xstats, vid, NLF_U),
		NLFX(struct bridge_vlan_xstats, flags, NLF_FLAGS, bridge_vlan_flags, "BRIDGE_VLAN_INFO_???"),
		NLF(struct bridge_vlan_xstats, pad2, NLF_X_NONZERO),
	};

	return NL_STRUCT_ATTR_REST(b, off, len, struct bridge_vlan_xstats, fields);
}

static bool bridge_stp_xstats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		U64(struct bridge_stp_xstats, transition_blk), U64(struct bridge_stp_xstats, transition_fwd),
		U64(struct bridge_stp_xstats, rx_bpdu), U64(struct bridge_stp_xstats, tx_bpdu),
		U64(struct bridge_stp_xstats, rx_tcn), U64(struct bridge_stp_xstats, tx_tcn),
	};

	return NL_STRUCT_ATTR_REST(b, off, len, struct bridge_stp_xstats, fields);
}

static bool mpls_link_stats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		U64(struct mpls_link_stats, rx_packets), U64(struct mpls_link_stats, tx_packets),
		U64(struct mpls_link_stats, rx_bytes), U64(struct mpls_link_stats, tx_bytes),
		U64(struct mpls_link_stats, rx_errors), U64(struct mpls_link_stats, tx_errors),
		U64(struct mpls_link_stats, rx_dropped), U64(struct mpls_link_stats, tx_dropped),
		U64(struct mpls_link_stats, rx_noroute),
	};

	return NL_STRUCT_ATTR_REST(b, off, len, struct mpls_link_stats, fields);
}

/* struct br_mcast_stats: counters, most of them per direction
 * ([[BR_MCAST_DIR_RX]=1, [BR_MCAST_DIR_TX]=2]) */
static bool bridge_mcast_xstats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
#define DIRS(f) { #f, offsetof(struct br_mcast_stats, f), true }
#define ONE(f) { #f, offsetof(struct br_mcast_stats, f), false }
	static const struct { const char *name; uint16_t off; bool per_dir; } fields[] = {
		DIRS(igmp_v1queries), DIRS(igmp_v2queries), DIRS(igmp_v3queries), DIRS(igmp_leaves),
		DIRS(igmp_v1reports), DIRS(igmp_v2reports), DIRS(igmp_v3reports), ONE(igmp_parse_errors),
		DIRS(mld_v1queries), DIRS(mld_v2queries), DIRS(mld_leaves), DIRS(mld_v1reports),
		DIRS(mld_v2reports), ONE(mld_parse_errors), DIRS(mcast_bytes), DIRS(mcast_packets),
	};
#undef DIRS
#undef ONE
	struct br_mcast_stats st;

	if (len < sizeof(st))
		return false;
	if (!nl_fetch(b, off, &st, sizeof(st)))
		return true;
	for (size_t i = 0; i < sizeof(fields) / sizeof(fields[0]); i++) {
		const uint64_t *v = (const uint64_t *)((const char *)&st + fields[i].off);

		tprintf("%s%s=", i ? ", " : "{", fields[i].name);
		if (!fields[i].per_dir) {
			tprintf("%llu", (unsigned long long)v[0]);
			continue;
		}
		tputc('[');
		for (unsigned d = 0; d < BR_MCAST_DIR_SIZE; d++) {
			tputs(d ? ", [" : "[");
			print_dec_named(d, xlat_lookup(br_mcast_dirs, d), NULL);
			tprintf("]=%llu", (unsigned long long)v[d]);
		}
		tputc(']');
	}
	tputc('}');
	if (len > sizeof(st)) {
		tputs(", ");
		nl_print_hex(b, off + sizeof(st), len - sizeof(st));
	}
	return true;
}

/* ---- attribute sets ------------------------------------------------------------- */

static const nla_decoder_fn xstats_bridge_decoders[] = {
	[BRIDGE_XSTATS_VLAN] = bridge_vlan_xstats,
	[BRIDGE_XSTATS_MCAST] = bridge_mcast_xstats,
	[BRIDGE_XSTATS_STP] = bridge_stp_xstats,
};
static const struct nla_set xstats_bridge_set =
	NLA_SET(ifstats_xstats_bridge_attrs, "BRIDGE_XSTATS_???", xstats_bridge_decoders);
NLA_NESTED_DECODER(xstats_bridge, &xstats_bridge_set)

static const nla_decoder_fn xstats_bond_3ad_decoders[] = {
	[BOND_3AD_STAT_LACPDU_RX] = nla_u64,
	[BOND_3AD_STAT_LACPDU_TX] = nla_u64,
	[BOND_3AD_STAT_LACPDU_UNKNOWN_RX] = nla_u64,
	[BOND_3AD_STAT_LACPDU_ILLEGAL_RX] = nla_u64,
	[BOND_3AD_STAT_MARKER_RX] = nla_u64,
	[BOND_3AD_STAT_MARKER_TX] = nla_u64,
	[BOND_3AD_STAT_MARKER_RESP_RX] = nla_u64,
	[BOND_3AD_STAT_MARKER_RESP_TX] = nla_u64,
	[BOND_3AD_STAT_MARKER_UNKNOWN_RX] = nla_u64,
};
/* strace names unknown 3ad attributes BOND_XSTATS_??? */
static const struct nla_set xstats_bond_3ad_set =
	NLA_SET(ifstats_xstats_bond_3ad_attrs, "BOND_XSTATS_???", xstats_bond_3ad_decoders);
NLA_NESTED_DECODER(xstats_bond_3ad, &xstats_bond_3ad_set)

static const nla_decoder_fn xstats_bond_decoders[] = { [BOND_XSTATS_3AD] = xstats_bond_3ad };
static const struct nla_set xstats_bond_set =
	NLA_SET(ifstats_xstats_bond_attrs, "BOND_XSTATS_???", xstats_bond_decoders);
NLA_NESTED_DECODER(xstats_bond, &xstats_bond_set)

static const nla_decoder_fn xstats_decoders[] = {
	[LINK_XSTATS_TYPE_BRIDGE] = xstats_bridge,
	[LINK_XSTATS_TYPE_BOND] = xstats_bond,
};
static const struct nla_set xstats_set =
	NLA_SET(ifstats_xstats_type_attrs, "LINK_XSTATS_TYPE_???", xstats_decoders);
NLA_NESTED_DECODER(link_xstats, &xstats_set)

static const nla_decoder_fn offload_decoders[] = { [IFLA_OFFLOAD_XSTATS_CPU_HIT] = nla_rtnl_link_stats64 };
static const struct nla_set offload_set =
	NLA_SET(ifstats_offload_attrs, "IFLA_OFFLOAD_XSTATS_???", offload_decoders);
NLA_NESTED_DECODER(link_offload_xstats, &offload_set)

static const nla_decoder_fn mpls_decoders[] = { [MPLS_STATS_LINK] = mpls_link_stats };
static const struct nla_set mpls_set = NLA_SET(ifstats_af_spec_mpls_attrs, "MPLS_STATS_???", mpls_decoders);
static const struct nla_family_set af_sets[] = { { AF_MPLS, &mpls_set }, { 0, NULL } };

/* one address family's statistics: the attribute's type is the family */
static bool af_stats(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	nl_print_attrs_by_family(b, off, len, (uintptr_t)ctx, af_sets, NULL);
	return true;
}

static const nla_decoder_fn af_decoders[] = { af_stats };
static const struct nla_set af_set = NLA_SET_BY_TYPE(addrfams, "AF_???", af_decoders);
NLA_NESTED_DECODER(af_spec, &af_set)

static const nla_decoder_fn ifstats_decoders[] = {
	[IFLA_STATS_LINK_64] = nla_rtnl_link_stats64,
	[IFLA_STATS_LINK_XSTATS] = link_xstats,
	[IFLA_STATS_LINK_XSTATS_SLAVE] = link_xstats,
	[IFLA_STATS_LINK_OFFLOAD_XSTATS] = link_offload_xstats,
	[IFLA_STATS_AF_SPEC] = af_spec,
};
const struct nla_set nl_ifstats_set = NLA_SET(ifstats_attrs, "IFLA_STATS_???", ifstats_decoders);
