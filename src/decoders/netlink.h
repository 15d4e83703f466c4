/* Netlink messages in strace's notation: message headers, errors and
 * attribute lists (netlink.c), rtnetlink payloads (netlink_route.c) and
 * sock_diag payloads (netlink_diag.c). */
#ifndef EBTRACE_DECODERS_NETLINK_H
#define EBTRACE_DECODERS_NETLINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "common.h"

struct nlmsghdr;

/* A netlink buffer of the tracee: the bytes at addr that could be read. */
struct nl_buf {
	const struct call *c;
	const unsigned char *data;
	size_t have;
	uint64_t addr;
};

/* The messages of len bytes at addr, for a socket of protocol proto
 * (NETLINK_*, -1 when not known); cap holds the first caplen of them. */
void print_netlink(const struct call *c, int proto, const unsigned char *cap, size_t caplen,
		   uint64_t addr, uint64_t len);

/* len bytes at off into out; when they cannot be read, the address is
 * printed (as strace does) and false returned. */
bool nl_fetch(const struct nl_buf *b, size_t off, void *out, size_t len);
/* A message's struct whose family byte has been shown: false (the rest
 * shown as strace does and the struct closed) when len is shorter than
 * size or it cannot be read. */
bool nl_fetch_head(const struct nl_buf *b, size_t off, unsigned len, void *out, size_t size);
/* The same without printing anything: false when they cannot be read. */
bool nl_fetch_quiet(const struct nl_buf *b, size_t off, void *out, size_t len);
/* len bytes at off as a string of \xNN, -s bytes at most. */
void nl_print_hex(const struct nl_buf *b, size_t off, size_t len);
/* A string up to its first NUL ("..." when it has none in len bytes or
 * the -s limit): what some attributes, link kinds, are shown as. */
void nl_print_cstr(const struct nl_buf *b, size_t off, size_t len);
/* A string attribute: its trailing NUL not shown, "..." when it has none. */
void nl_print_str(const struct nl_buf *b, size_t off, size_t len);

/* Attribute lists: each attribute type's payload decoder (NULL: hex). */
typedef bool (*nla_decoder_fn)(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
struct nla_set {
	const struct xlat *types;
	const char *dflt;
	const nla_decoder_fn *decoders;
	unsigned count;
	bool by_type;   /* decoders[0] for every type, the type its ctx */
};
#define NLA_SET(types, dflt, decoders) \
	{ types, dflt, decoders, sizeof(decoders) / sizeof(decoders[0]), false }
#define NLA_SET_BY_TYPE(types, dflt, decoders) { types, dflt, decoders, 1, true }
void nl_print_attrs(const struct nl_buf *b, size_t off, unsigned len, const struct nla_set *set,
		    const void *ctx);
/* Attribute sets that depend on a family (a list ending with attrs NULL):
 * the set of family, else the attributes in hex. */
struct nla_family_set {
	uint8_t family;
	const struct nla_set *attrs;
};
void nl_print_attrs_by_family(const struct nl_buf *b, size_t off, unsigned len, uint8_t family,
			      const struct nla_family_set *sets, const void *ctx);

bool nla_u8(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_u16(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_u32(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_u64(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_s32(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_str(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_ifindex(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_meminfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_ip_proto(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_uid(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_x16(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_x32(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_clock_t(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_be16(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_be64(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_in_addr(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_in6_addr(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_fd(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
/* a link-layer address of any length: 00:11:22 (with -X, its bytes in hex) */
bool nla_lladdr(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);

/* An attribute that is a constant or flags of a table, as data: size bytes
 * (0: any size up to 8; shorter ones are shown in hex). */
struct nla_xlat {
	const struct xlat *xlat;
	const char *dflt;
	uint8_t size;
	bool flags;
};
bool nl_attr_xlat(const struct nl_buf *b, size_t off, unsigned len, const struct nla_xlat *x);
/* A decoder (for the tables of decoders) named name for such an attribute. */
#define NLA_XLAT_DECODER(name, table, dflt, size, flags) \
	static bool name(const struct nl_buf *b, size_t off, unsigned len, const void *ctx) \
	{ \
		static const struct nla_xlat x = { table, dflt, size, flags }; \
		return nl_attr_xlat(b, off, len, &x); \
	}
/* A decoder for an attribute that is a nested list of the attributes of set. */
#define NLA_NESTED_DECODER(name, set) \
	static bool name(const struct nl_buf *b, size_t off, unsigned len, const void *ctx) \
	{ \
		nl_print_attrs(b, off, len, set, ctx); \
		return true; \
	}

/* A struct's integer fields as data: {name=value, ...}; a value is a
 * number, a constant or flags of a table, an interface or a family. */
/* NLF_RTNL_FAMILY: an rtnetlink family (RTNL_FAMILY_IPMR) or an address
 * family; NLF_X_NONZERO: in hex, and only shown when not zero (reserved fields) */
enum { NLF_U, NLF_X, NLF_D, NLF_XLAT, NLF_FLAGS, NLF_IFINDEX, NLF_FAMILY, NLF_RTNL_FAMILY, NLF_X_NONZERO };
struct nl_field {
	const char *name;
	uint16_t off;
	uint8_t size;   /* 1, 2, 4, 8 */
	uint8_t fmt;    /* NLF_* */
	const struct xlat *xlat;   /* NLF_XLAT, NLF_FLAGS */
	const char *dflt;          /* their comment for unknown values */
};
#define NLF(type, field, fmt) { #field, offsetof(type, field), sizeof(((type *)0)->field), fmt, NULL, NULL }
#define NLFX(type, field, fmt, xlat, dflt) \
	{ #field, offsetof(type, field), sizeof(((type *)0)->field), fmt, xlat, dflt }
void nl_print_fields(const void *base, const struct nl_field *f, size_t n);
/* the same without the braces */
void nl_print_field_list(const void *base, const struct nl_field *f, size_t n);
/* An attribute that is one such struct of size bytes (at most 128): false
 * when it is too short (the caller prints it in hex). */
bool nl_struct_attr(const struct nl_buf *b, size_t off, unsigned len, size_t size,
		    const struct nl_field *f, size_t n);
#define NL_STRUCT_ATTR(b, off, len, type, fields) \
	nl_struct_attr(b, off, len, sizeof(type), fields, sizeof(fields) / sizeof((fields)[0]))
/* The same, and the bytes after the struct in hex. */
bool nl_struct_attr_rest(const struct nl_buf *b, size_t off, unsigned len, size_t size,
			 const struct nl_field *f, size_t n);
#define NL_STRUCT_ATTR_REST(b, off, len, type, fields) \
	nl_struct_attr_rest(b, off, len, sizeof(type), fields, sizeof(fields) / sizeof((fields)[0]))
/* [[NAME]=1, ...]: the integers of size bytes in len bytes, by their
 * index named by x (fmt NLF_U or NLF_D); false: not even one. */
bool nl_print_indexed(const struct nl_buf *b, size_t off, unsigned len, unsigned size, int fmt,
		      const struct xlat *x, const char *dflt);
/* [{...}, ...]: the structs of size bytes (256 at most) in len bytes, each
 * by print; false: not even one. */
bool nl_print_struct_array(const struct nl_buf *b, size_t off, unsigned len, size_t size,
			   void (*print)(const void *elem));
/* [1, 2, ...]: the u16 in len bytes (false: not even one) */
bool nl_print_u16_array(const struct nl_buf *b, size_t off, unsigned len);
/* A value with a name from x, or the number (and dflt as a comment). */
void nl_print_family(uint8_t family);
void nl_print_rtnl_family(uint8_t family);
/* an address of family af in len bytes at off: inet_addr("...") */
void nl_print_inet(const struct nl_buf *b, size_t off, unsigned len, int af, const char *field);
/* [a, b] of a u32 pair (socket cookies) */
void nl_print_cookie(const uint32_t cookie[2]);

/* The nested sets of links' attributes (netlink_link.c); ctx: the ifinfomsg. */
bool nla_ifla_protinfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_ifla_af_spec(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_ifla_linkinfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_ifla_vfinfo_list(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_ifla_vf_ports(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_ifla_port_self(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_ifla_proto_down_reason(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_ifla_xdp(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_ifla_event(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);

/* Link statistics messages (netlink_ifstats.c): struct if_stats_msg and
 * its attributes; struct rtnl_link_stats64 (netlink_route.c). */
extern const struct nla_set nl_ifstats_set;
extern const struct xlat nl_ifstats_filter_flags[];
bool nla_rtnl_link_stats64(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);

/* Family payloads: true when printed (false: shown the generic way). */
/* the rtnetlink kinds described as data (netlink_rtmsg.c) */
bool nl_rtnl_msg(const struct nl_buf *b, size_t off, unsigned len, uint16_t type, uint8_t family);
bool nl_route_payload(const struct nl_buf *b, const struct nlmsghdr *h, size_t off, unsigned len);
bool nl_diag_payload(const struct nl_buf *b, const struct nlmsghdr *h, size_t off, unsigned len);
/* Other protocols (netlink_family.c): a type's name (false: not known
 * for proto), what kind of request it is (NL_REQ_*: which flags it
 * takes), and payloads (false: shown the generic way). */
enum { NL_REQ_NONE, NL_REQ_NEW, NL_REQ_DEL, NL_REQ_GET };
bool nl_print_proto_type(uint16_t type, int proto);
int nl_request_kind(uint16_t type, int proto);
bool nl_family_payload(const struct nl_buf *b, const struct nlmsghdr *h, size_t off, unsigned len,
		       int proto);
extern const struct xlat nl_route_types[];
extern const struct xlat routing_types[];
extern const struct xlat routing_table_ids[];
extern const struct xlat routing_protocols[];
extern const struct xlat ip_type_of_services[];
extern const struct xlat routing_scopes[];
extern const struct xlat route_nexthop_flags[];
bool nla_lwt_encap_type(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
/* a routing table id (u32), a routing protocol (u8) */
bool nla_rt_class(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
bool nla_rt_proto(const struct nl_buf *b, size_t off, unsigned len, const void *ctx);
extern const struct xlat nl_sock_diag_types[];

#endif
