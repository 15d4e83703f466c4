/* sock_diag payloads as strace shows them: inet (TCP, UDP...), unix,
 * netlink, packet and SMC socket requests and answers; other families show
 * their family and the rest in hex. */
#include <linux/filter.h>
#include <linux/inet_diag.h>
#include <linux/mptcp.h>
#include <linux/netlink.h>
#include <linux/netlink_diag.h>
#include <linux/packet_diag.h>
#include <linux/smc_diag.h>
#include <linux/sock_diag.h>
#include <linux/tcp.h>
#include <linux/tls.h>
#include <linux/unix_diag.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/sysmacros.h>

#include "net.h"
#include "netlink.h"

/* ---- constant tables (the kernel's values) ------------------------------- */

const struct xlat nl_sock_diag_types[] = {
	XLAT_PAIR(0x12, "TCPDIAG_GETSOCK"),
	XLAT_PAIR(0x13, "DCCPDIAG_GETSOCK"),
	XLAT_PAIR(0x14, "SOCK_DIAG_BY_FAMILY"),
	XLAT_PAIR(0x15, "SOCK_DESTROY"),
	XLAT_END
};

static const struct xlat inet_diag_req_attrs[] = {
	XLAT_PAIR(0, "INET_DIAG_REQ_NONE"),
	XLAT_PAIR(0x1, "INET_DIAG_REQ_BYTECODE"),
	XLAT_PAIR(0x2, "INET_DIAG_REQ_SK_BPF_STORAGES"),
	XLAT_PAIR(0x3, "INET_DIAG_REQ_PROTOCOL"),
	XLAT_END
};

static const struct xlat inet_diag_attrs[] = {
	XLAT_PAIR(0, "INET_DIAG_NONE"),
	XLAT_PAIR(0x1, "INET_DIAG_MEMINFO"),
	XLAT_PAIR(0x2, "INET_DIAG_INFO"),
	XLAT_PAIR(0x3, "INET_DIAG_VEGASINFO"),
	XLAT_PAIR(0x4, "INET_DIAG_CONG"),
	XLAT_PAIR(0x5, "INET_DIAG_TOS"),
	XLAT_PAIR(0x6, "INET_DIAG_TCLASS"),
	XLAT_PAIR(0x7, "INET_DIAG_SKMEMINFO"),
	XLAT_PAIR(0x8, "INET_DIAG_SHUTDOWN"),
	XLAT_PAIR(0x9, "INET_DIAG_DCTCPINFO"),
	XLAT_PAIR(0xa, "INET_DIAG_PROTOCOL"),
	XLAT_PAIR(0xb, "INET_DIAG_SKV6ONLY"),
	XLAT_PAIR(0xc, "INET_DIAG_LOCALS"),
	XLAT_PAIR(0xd, "INET_DIAG_PEERS"),
	XLAT_PAIR(0xe, "INET_DIAG_PAD"),
	XLAT_PAIR(0xf, "INET_DIAG_MARK"),
	XLAT_PAIR(0x10, "INET_DIAG_BBRINFO"),
	XLAT_PAIR(0x11, "INET_DIAG_CLASS_ID"),
	XLAT_PAIR(0x12, "INET_DIAG_MD5SIG"),
	XLAT_PAIR(0x13, "INET_DIAG_ULP_INFO"),
	XLAT_PAIR(0x14, "INET_DIAG_SK_BPF_STORAGES"),
	XLAT_PAIR(0x15, "INET_DIAG_CGROUP_ID"),
	XLAT_PAIR(0x16, "INET_DIAG_SOCKOPT"),
	XLAT_END
};

static const struct xlat inet_diag_extended_flags[] = {
	XLAT_PAIR(0x1, "1<<(INET_DIAG_MEMINFO-1)"),
	XLAT_PAIR(0x2, "1<<(INET_DIAG_INFO-1)"),
	XLAT_PAIR(0x4, "1<<(INET_DIAG_VEGASINFO-1)"),
	XLAT_PAIR(0x8, "1<<(INET_DIAG_CONG-1)"),
	XLAT_PAIR(0x10, "1<<(INET_DIAG_TOS-1)"),
	XLAT_PAIR(0x20, "1<<(INET_DIAG_TCLASS-1)"),
	XLAT_PAIR(0x40, "1<<(INET_DIAG_SKMEMINFO-1)"),
	XLAT_PAIR(0x80, "1<<(INET_DIAG_SHUTDOWN-1)"),
	XLAT_PAIR(0x100, "1<<(INET_DIAG_DCTCPINFO-1)"),
	XLAT_PAIR(0x200, "1<<(INET_DIAG_PROTOCOL-1)"),
	XLAT_PAIR(0x400, "1<<(INET_DIAG_SKV6ONLY-1)"),
	XLAT_PAIR(0x800, "1<<(INET_DIAG_LOCALS-1)"),
	XLAT_PAIR(0x1000, "1<<(INET_DIAG_PEERS-1)"),
	XLAT_PAIR(0x2000, "1<<(INET_DIAG_PAD-1)"),
	XLAT_PAIR(0x4000, "1<<(INET_DIAG_MARK-1)"),
	XLAT_PAIR(0x8000, "1<<(INET_DIAG_BBRINFO-1)"),
	XLAT_PAIR(0x10000, "1<<(INET_DIAG_CLASS_ID-1)"),
	XLAT_PAIR(0x20000, "1<<(INET_DIAG_MD5SIG-1)"),
	XLAT_PAIR(0x40000, "1<<(INET_DIAG_ULP_INFO-1)"),
	XLAT_PAIR(0x80000, "1<<(INET_DIAG_SK_BPF_STORAGES-1)"),
	XLAT_PAIR(0x100000, "1<<(INET_DIAG_CGROUP_ID-1)"),
	XLAT_PAIR(0x200000, "1<<(INET_DIAG_SOCKOPT-1)"),
	XLAT_END
};

static const struct xlat tcp_states[] = {
	XLAT_PAIR(0x1, "TCP_ESTABLISHED"),
	XLAT_PAIR(0x2, "TCP_SYN_SENT"),
	XLAT_PAIR(0x3, "TCP_SYN_RECV"),
	XLAT_PAIR(0x4, "TCP_FIN_WAIT1"),
	XLAT_PAIR(0x5, "TCP_FIN_WAIT2"),
	XLAT_PAIR(0x6, "TCP_TIME_WAIT"),
	XLAT_PAIR(0x7, "TCP_CLOSE"),
	XLAT_PAIR(0x8, "TCP_CLOSE_WAIT"),
	XLAT_PAIR(0x9, "TCP_LAST_ACK"),
	XLAT_PAIR(0xa, "TCP_LISTEN"),
	XLAT_PAIR(0xb, "TCP_CLOSING"),
	XLAT_PAIR(0xc, "TCP_NEW_SYN_RECV"),
	XLAT_END
};

static const struct xlat tcp_state_flags[] = {
	XLAT_PAIR(0x2, "1<<TCP_ESTABLISHED"),
	XLAT_PAIR(0x4, "1<<TCP_SYN_SENT"),
	XLAT_PAIR(0x8, "1<<TCP_SYN_RECV"),
	XLAT_PAIR(0x10, "1<<TCP_FIN_WAIT1"),
	XLAT_PAIR(0x20, "1<<TCP_FIN_WAIT2"),
	XLAT_PAIR(0x40, "1<<TCP_TIME_WAIT"),
	XLAT_PAIR(0x80, "1<<TCP_CLOSE"),
	XLAT_PAIR(0x100, "1<<TCP_CLOSE_WAIT"),
	XLAT_PAIR(0x200, "1<<TCP_LAST_ACK"),
	XLAT_PAIR(0x400, "1<<TCP_LISTEN"),
	XLAT_PAIR(0x800, "1<<TCP_CLOSING"),
	XLAT_PAIR(0x1000, "1<<TCP_NEW_SYN_RECV"),
	XLAT_END
};

static const struct xlat unix_diag_show[] = {
	XLAT_PAIR(0x1, "UDIAG_SHOW_NAME"),
	XLAT_PAIR(0x2, "UDIAG_SHOW_VFS"),
	XLAT_PAIR(0x4, "UDIAG_SHOW_PEER"),
	XLAT_PAIR(0x8, "UDIAG_SHOW_ICONS"),
	XLAT_PAIR(0x10, "UDIAG_SHOW_RQLEN"),
	XLAT_PAIR(0x20, "UDIAG_SHOW_MEMINFO"),
	XLAT_PAIR(0x40, "UDIAG_SHOW_UID"),
	XLAT_END
};

static const struct xlat unix_diag_attrs[] = {
	XLAT_PAIR(0, "UNIX_DIAG_NAME"),
	XLAT_PAIR(0x1, "UNIX_DIAG_VFS"),
	XLAT_PAIR(0x2, "UNIX_DIAG_PEER"),
	XLAT_PAIR(0x3, "UNIX_DIAG_ICONS"),
	XLAT_PAIR(0x4, "UNIX_DIAG_RQLEN"),
	XLAT_PAIR(0x5, "UNIX_DIAG_MEMINFO"),
	XLAT_PAIR(0x6, "UNIX_DIAG_SHUTDOWN"),
	XLAT_PAIR(0x7, "UNIX_DIAG_UID"),
	XLAT_END
};

static const struct xlat inet_diag_shutdown_flags[] = {
	XLAT_PAIR(0x1, "RCV_SHUTDOWN"),
	XLAT_PAIR(0x2, "SEND_SHUTDOWN"),
	XLAT_END
};

/* netlink sockets */
static const struct xlat netlink_diag_attrs[] = {
	XLAT(NETLINK_DIAG_MEMINFO), XLAT(NETLINK_DIAG_GROUPS), XLAT(NETLINK_DIAG_RX_RING),
	XLAT(NETLINK_DIAG_TX_RING), XLAT(NETLINK_DIAG_FLAGS), XLAT_END
};

static const struct xlat netlink_diag_show[] = {
	XLAT(NDIAG_SHOW_MEMINFO), XLAT(NDIAG_SHOW_GROUPS), XLAT(NDIAG_SHOW_RING_CFG),
	XLAT(NDIAG_SHOW_FLAGS), XLAT_END
};

static const struct xlat netlink_socket_flags[] = {
	XLAT(NDIAG_FLAG_CB_RUNNING), XLAT(NDIAG_FLAG_PKTINFO), XLAT(NDIAG_FLAG_BROADCAST_ERROR),
	XLAT(NDIAG_FLAG_NO_ENOBUFS), XLAT(NDIAG_FLAG_LISTEN_ALL_NSID), XLAT(NDIAG_FLAG_CAP_ACK),
	XLAT_END
};

static const struct xlat netlink_states[] = {
	XLAT_PAIR(0, "NETLINK_UNCONNECTED"), XLAT_PAIR(1, "NETLINK_CONNECTED"),
	XLAT_PAIR(7, "TCP_CLOSE"), XLAT_END
};


/* packet and SMC sockets */
static const struct xlat packet_diag_attrs[] = {
	XLAT(PACKET_DIAG_INFO), XLAT(PACKET_DIAG_MCLIST), XLAT(PACKET_DIAG_RX_RING),
	XLAT(PACKET_DIAG_TX_RING), XLAT(PACKET_DIAG_FANOUT), XLAT(PACKET_DIAG_UID),
	XLAT(PACKET_DIAG_MEMINFO), XLAT(PACKET_DIAG_FILTER), XLAT_END
};

static const struct xlat packet_diag_show[] = {
	XLAT(PACKET_SHOW_INFO), XLAT(PACKET_SHOW_MCLIST), XLAT(PACKET_SHOW_RING_CFG),
	XLAT(PACKET_SHOW_FANOUT), XLAT(PACKET_SHOW_MEMINFO), XLAT(PACKET_SHOW_FILTER), XLAT_END
};

static const struct xlat packet_diag_info_flags[] = {
	XLAT(PDI_RUNNING), XLAT(PDI_AUXDATA), XLAT(PDI_ORIGDEV), XLAT(PDI_VNETHDR),
	XLAT(PDI_LOSS), XLAT_END
};

static const struct xlat af_packet_versions[] = {
	XLAT_PAIR(0, "TPACKET_V1"), XLAT_PAIR(1, "TPACKET_V2"), XLAT_PAIR(2, "TPACKET_V3"),
	XLAT_END
};

static const struct xlat smc_decl_codes[] = {
	XLAT_PAIR(0x1010000, "SMC_CLC_DECL_MEM"), XLAT_PAIR(0x2010000, "SMC_CLC_DECL_TIMEOUT_CL"),
	XLAT_PAIR(0x2020000, "SMC_CLC_DECL_TIMEOUT_AL"),
	XLAT_PAIR(0x3000000, "SMC_CLC_DECL_CNFERR"),
	XLAT_PAIR(0x3010000, "SMC_CLC_DECL_PEERNOSMC"),
	XLAT_PAIR(0x3020000, "SMC_CLC_DECL_IPSEC"), XLAT_PAIR(0x3030000, "SMC_CLC_DECL_NOSMCDEV"),
	XLAT_PAIR(0x3040000, "SMC_CLC_DECL_MODEUNSUPP"),
	XLAT_PAIR(0x3050000, "SMC_CLC_DECL_RMBE_EC"),
	XLAT_PAIR(0x3060000, "SMC_CLC_DECL_OPTUNSUPP"),
	XLAT_PAIR(0x4000000, "SMC_CLC_DECL_SYNCERR"),
	XLAT_PAIR(0x5000000, "SMC_CLC_DECL_PEERDECL"),
	XLAT_PAIR(0x99990000, "SMC_CLC_DECL_INTERR"),
	XLAT_PAIR(0x99990001, "SMC_CLC_DECL_ERR_RTOK"),
	XLAT_PAIR(0x99990002, "SMC_CLC_DECL_ERR_RDYLNK"),
	XLAT_PAIR(0x99990003, "SMC_CLC_DECL_ERR_REGRMB"), XLAT_END
};

static const struct xlat smc_diag_attrs[] = {
	XLAT(SMC_DIAG_NONE), XLAT(SMC_DIAG_CONNINFO), XLAT(SMC_DIAG_LGRINFO),
	XLAT(SMC_DIAG_SHUTDOWN), XLAT(SMC_DIAG_DMBINFO), XLAT(SMC_DIAG_FALLBACK), XLAT_END
};

static const struct xlat smc_diag_extended_flags[] = {
	XLAT(1<<(SMC_DIAG_CONNINFO-1)), XLAT(1<<(SMC_DIAG_LGRINFO-1)), XLAT_END
};

static const struct xlat smc_diag_mode[] = {
	XLAT_PAIR(0, "SMC_DIAG_MODE_SMCR"), XLAT_PAIR(1, "SMC_DIAG_MODE_FALLBACK_TCP"),
	XLAT_PAIR(2, "SMC_DIAG_MODE_SMCD"), XLAT_END
};

static const struct xlat smc_link_group_roles[] = {
	XLAT_PAIR(0, "SMC_CLNT"), XLAT_PAIR(1, "SMC_SERV"), XLAT_END
};

static const struct xlat smc_states[] = {
	XLAT_PAIR(1, "SMC_ACTIVE"), XLAT_PAIR(2, "SMC_INIT"), XLAT_PAIR(7, "SMC_CLOSED"),
	XLAT_PAIR(0xa, "SMC_LISTEN"), XLAT_PAIR(0x14, "SMC_PEERCLOSEWAIT1"),
	XLAT_PAIR(0x15, "SMC_PEERCLOSEWAIT2"), XLAT_PAIR(0x18, "SMC_APPFINCLOSEWAIT"),
	XLAT_PAIR(0x16, "SMC_APPCLOSEWAIT1"), XLAT_PAIR(0x17, "SMC_APPCLOSEWAIT2"),
	XLAT_PAIR(0x19, "SMC_PEERFINCLOSEWAIT"), XLAT_PAIR(0x1a, "SMC_PEERABORTWAIT"),
	XLAT_PAIR(0x1b, "SMC_PROCESSABORT"), XLAT_END
};

/* ---- inet ----------------------------------------------------------------------- */

/* "{field=AF_..., " then the message's struct of size bytes (false: it is
 * too short or unreadable, and shown as strace does) */
static bool diag_head(const struct nl_buf *b, size_t off, unsigned len, const char *field, uint8_t family,
		      void *out, size_t size)
{
	tprintf("{%s=", field);
	nl_print_family(family);
	tputs(", ");
	return nl_fetch_head(b, off, len, out, size);
}

static void print_sockid(const struct inet_diag_sockid *id, uint8_t family)
{
	tputc('{');
	print_port("idiag_sport", id->idiag_sport);
	tputs(", ");
	print_port("idiag_dport", id->idiag_dport);
	tputs(", ");
	print_inet_addr(family, id->idiag_src, sizeof(id->idiag_src), "idiag_src");
	tputs(", ");
	print_inet_addr(family, id->idiag_dst, sizeof(id->idiag_dst), "idiag_dst");
	tputs(", idiag_if=");
	print_ifindex(id->idiag_if);
	tputs(", idiag_cookie=");
	nl_print_cookie(id->idiag_cookie);
	tputc('}');
}

static const struct xlat inet_diag_bytecodes[] = {
	XLAT(INET_DIAG_BC_NOP), XLAT(INET_DIAG_BC_JMP), XLAT(INET_DIAG_BC_S_GE),
	XLAT(INET_DIAG_BC_S_LE), XLAT(INET_DIAG_BC_D_GE), XLAT(INET_DIAG_BC_D_LE),
	XLAT(INET_DIAG_BC_AUTO), XLAT(INET_DIAG_BC_S_COND), XLAT(INET_DIAG_BC_D_COND),
	XLAT(INET_DIAG_BC_DEV_COND), XLAT(INET_DIAG_BC_MARK_COND), XLAT(INET_DIAG_BC_S_EQ),
	XLAT(INET_DIAG_BC_D_EQ), XLAT(INET_DIAG_BC_CGROUP_COND), XLAT_END
};

static const struct nl_field bc_op_fields[] = {
	NLFX(struct inet_diag_bc_op, code, NLF_XLAT, inet_diag_bytecodes, "INET_DIAG_BC_???"),
	NLF(struct inet_diag_bc_op, yes, NLF_U), NLF(struct inet_diag_bc_op, no, NLF_U),
};

/* A struct of size bytes, else (too short) the bytes in hex. */
static void print_struct_or_hex(const struct nl_buf *b, size_t off, unsigned len, size_t size,
				const struct nl_field *f, size_t n)
{
	if (!nl_struct_attr(b, off, len, size, f, n))
		nl_print_hex(b, off, len);
}

/* {family=AF_INET, prefix_len=, port=, addr=inet_addr("...")} */
static void print_hostcond(const struct nl_buf *b, size_t off, unsigned len)
{
	struct inet_diag_hostcond cond;

	if (len < sizeof(cond)) {
		nl_print_hex(b, off, len);
		return;
	}
	if (!nl_fetch(b, off, &cond, sizeof(cond)))
		return;
	tputs("{family=");
	nl_print_family(cond.family);
	tprintf(", prefix_len=%u, port=%u", cond.prefix_len, (unsigned)cond.port);
	if (len > sizeof(cond)) {
		tputs(", ");
		nl_print_inet(b, off + sizeof(cond), len - sizeof(cond), cond.family, "addr");
	}
	tputc('}');
}

/* What follows an operation: its condition, as its code says. */
static void print_bc_data(const struct nl_buf *b, size_t off, unsigned len, uint8_t code)
{
	static const struct nl_field markcond_fields[] = {
		NLF(struct inet_diag_markcond, mark, NLF_U), NLF(struct inet_diag_markcond, mask, NLF_U),
	};

	switch (code) {
	case INET_DIAG_BC_S_COND:
	case INET_DIAG_BC_D_COND:
		print_hostcond(b, off, len);
		break;
	case INET_DIAG_BC_DEV_COND:
		if (len < 4)
			nl_print_hex(b, off, len);
		else
			nla_ifindex(b, off, len, NULL);
		break;
	case INET_DIAG_BC_S_GE:
	case INET_DIAG_BC_S_LE:
	case INET_DIAG_BC_D_GE:
	case INET_DIAG_BC_D_LE:
		print_struct_or_hex(b, off, len, sizeof(struct inet_diag_bc_op), bc_op_fields,
				    sizeof(bc_op_fields) / sizeof(bc_op_fields[0]));
		break;
	case INET_DIAG_BC_MARK_COND:
		print_struct_or_hex(b, off, len, sizeof(struct inet_diag_markcond), markcond_fields,
				    sizeof(markcond_fields) / sizeof(markcond_fields[0]));
		break;
	default:
		nl_print_hex(b, off, len);
		break;
	}
}

/* INET_DIAG_REQ_BYTECODE: the first operation and what follows it */
static bool req_bytecode(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	struct inet_diag_bc_op op;

	if (len < sizeof(op))
		return false;
	if (!nl_fetch(b, off, &op, sizeof(op)))
		return true;
	nl_print_fields(&op, bc_op_fields, sizeof(bc_op_fields) / sizeof(bc_op_fields[0]));
	if (len > sizeof(op)) {
		tputs(", ");
		print_bc_data(b, off + sizeof(op), len - sizeof(op), op.code);
	}
	return true;
}

static const nla_decoder_fn req_decoders[] = {
	[INET_DIAG_REQ_BYTECODE] = req_bytecode,
	[INET_DIAG_REQ_PROTOCOL] = nla_ip_proto,
};
static const struct nla_set req_set = NLA_SET(inet_diag_req_attrs, "INET_DIAG_REQ_???", req_decoders);

static void print_tail_attrs(const struct nl_buf *b, size_t off, unsigned len, size_t size,
			     const struct nla_set *set)
{
	if (len > NLMSG_ALIGN(size)) {
		tputs(", ");
		nl_print_attrs(b, off + NLMSG_ALIGN(size), len - NLMSG_ALIGN(size), set, NULL);
	}
}

/* TCPDIAG_GETSOCK, DCCPDIAG_GETSOCK: struct inet_diag_req */
static void print_inet_req_compat(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct inet_diag_req req;

	if (!diag_head(b, off, len, "idiag_family", family, &req, sizeof(req)))
		return;
	tprintf("idiag_src_len=%u, idiag_dst_len=%u, idiag_ext=", req.idiag_src_len, req.idiag_dst_len);
	print_flags_ex(inet_diag_extended_flags, req.idiag_ext, NULL, "1<<INET_DIAG_\?\?\?-1");
	tputs(", id=");
	print_sockid(&req.id, family);
	tputs(", idiag_states=");
	print_flags_ex(tcp_state_flags, req.idiag_states, NULL, "1<<TCP_???");
	tprintf(", idiag_dbs=%u}", req.idiag_dbs);
	print_tail_attrs(b, off, len, sizeof(req), &req_set);
}

static void print_inet_req(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct inet_diag_req_v2 req;

	if (!diag_head(b, off, len, "sdiag_family", family, &req, sizeof(req)))
		return;
	tputs("sdiag_protocol=");
	print_xlat(inet_protocols, req.sdiag_protocol, "IPPROTO_???");
	tputs(", idiag_ext=");
	print_flags_ex(inet_diag_extended_flags, req.idiag_ext, NULL, "1<<INET_DIAG_\?\?\?-1");
	tputs(", idiag_states=");
	print_flags_ex(tcp_state_flags, req.idiag_states, NULL, "1<<TCP_???");
	tputs(", id=");
	print_sockid(&req.id, family);
	tputc('}');
	print_tail_attrs(b, off, len, sizeof(req), &req_set);
}

static bool diag_meminfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct inet_diag_meminfo, idiag_rmem, NLF_U), NLF(struct inet_diag_meminfo, idiag_wmem, NLF_U),
		NLF(struct inet_diag_meminfo, idiag_fmem, NLF_U), NLF(struct inet_diag_meminfo, idiag_tmem, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct inet_diag_meminfo, fields);
}

/* RCV_SHUTDOWN and SEND_SHUTDOWN are not part of the kernel's API: strace
 * shows the number, the names as a comment. */
static bool diag_shutdown(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint8_t v;
	int n = 0;

	if (len > 8 || len < 1)
		return false;
	if (!nl_fetch(b, off, &v, 1))
		return true;
	if (!v || opt.xlat_style == XLAT_STYLE_RAW) {
		tprintf("%#x", v);
		return true;
	}
	tprintf("%#x /* ", v);
	for (const struct xlat *x = inet_diag_shutdown_flags; x->str; x++) {
		if (v & x->val) {
			tprintf("%s%s", n++ ? "|" : "", x->str);
			v &= ~x->val;
		}
	}
	if (!n)
		tputs("???_SHUTDOWN");
	else if (v)
		tprintf("|%#x", v);
	tputs(" */");
	return true;
}

/* struct inet_diag_sockopt: the bits set (all with -v), then any other
 * non-zero bytes. */
static bool diag_sockopt(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const char *const bits[] = {
		"recverr", "is_icsk", "freebind", "hdrincl", "mc_loop", "transparent", "mc_all",
		"nodefrag", "bind_address_no_port", "recverr_rfc4884", "defer_connect",
	};
	uint8_t v[2];
	unsigned word, unused, n = 0;
	size_t rest;

	if (len < sizeof(v))
		return false;
	if (!nl_fetch(b, off, v, sizeof(v)))
		return true;
	word = v[0] | v[1] << 8;
	tputc('{');
	for (unsigned i = 0; i < sizeof(bits) / sizeof(bits[0]); i++) {
		unsigned bit = (word >> i) & 1;

		if (!abbrev(b->c) || bit)
			tprintf("%s%s=%u", n++ ? ", " : "", bits[i], bit);
	}
	unused = v[1] >> 3;
	if (!abbrev(b->c) || unused)
		tprintf("%sunused=%#x /* bits 3..8 */", n++ ? ", " : "", unused);
	tputc('}');
	/* what follows the struct, when not all zero (??? when unreadable) */
	rest = len > 4096 ? 4096 : len;
	if (rest > sizeof(v) && !nl_fetch_quiet(b, off + rest - 1, &v[0], 1)) {
		tputs(", ???");
		return true;
	}
	for (size_t i = sizeof(v); i < rest; i++) {
		if (b->data[off + i]) {
			tprintf(", /* bytes %zu..%zu */ ", sizeof(v), rest - 1);
			nl_print_hex(b, off + sizeof(v), rest - sizeof(v));
			break;
		}
	}
	return true;
}

/* ULP info (TLS, MPTCP) and BPF socket storages of inet answers */
static const struct xlat tls_info_versions[] = {
	XLAT_PAIR(0x303, "TLS_1_2_VERSION"), XLAT_PAIR(0x304, "TLS_1_3_VERSION"), XLAT_END
};

static const struct xlat tls_info_ciphers[] = {
	XLAT_PAIR(0x33, "TLS_CIPHER_AES_GCM_128"), XLAT_PAIR(0x34, "TLS_CIPHER_AES_GCM_256"),
	XLAT_PAIR(0x35, "TLS_CIPHER_AES_CCM_128"),
	XLAT_PAIR(0x36, "TLS_CIPHER_CHACHA20_POLY1305"), XLAT_PAIR(0x37, "TLS_CIPHER_SM4_GCM"),
	XLAT_PAIR(0x38, "TLS_CIPHER_SM4_CCM"), XLAT_PAIR(0x39, "TLS_CIPHER_ARIA_GCM_128"),
	XLAT_PAIR(0x3a, "TLS_CIPHER_ARIA_GCM_256"), XLAT_END
};

static const struct xlat tls_info_configs[] = {
	XLAT_PAIR(1, "TLS_CONF_BASE"), XLAT_PAIR(2, "TLS_CONF_SW"), XLAT_PAIR(3, "TLS_CONF_HW"),
	XLAT_PAIR(4, "TLS_CONF_HW_RECORD"), XLAT_END
};

static const struct xlat mptcp_subflow_flags[] = {
	XLAT_PAIR(1, "MPTCP_SUBFLOW_FLAG_MCAP_REM"), XLAT_PAIR(2, "MPTCP_SUBFLOW_FLAG_MCAP_LOC"),
	XLAT_PAIR(4, "MPTCP_SUBFLOW_FLAG_JOIN_REM"), XLAT_PAIR(8, "MPTCP_SUBFLOW_FLAG_JOIN_LOC"),
	XLAT_PAIR(0x10, "MPTCP_SUBFLOW_FLAG_BKUP_REM"),
	XLAT_PAIR(0x20, "MPTCP_SUBFLOW_FLAG_BKUP_LOC"),
	XLAT_PAIR(0x40, "MPTCP_SUBFLOW_FLAG_FULLY_ESTABLISHED"),
	XLAT_PAIR(0x80, "MPTCP_SUBFLOW_FLAG_CONNECTED"),
	XLAT_PAIR(0x100, "MPTCP_SUBFLOW_FLAG_MAPVALID"), XLAT_END
};

static const struct xlat inet_diag_ulp_info_attrs[] = {
	XLAT_PAIR(0, "INET_ULP_INFO_UNSPEC"), XLAT_PAIR(1, "INET_ULP_INFO_NAME"),
	XLAT_PAIR(2, "INET_ULP_INFO_TLS"), XLAT_PAIR(3, "INET_ULP_INFO_MPTCP"), XLAT_END
};

static const struct xlat inet_diag_ulp_info_mptcp_attrs[] = {
	XLAT_PAIR(0, "MPTCP_SUBFLOW_ATTR_UNSPEC"), XLAT_PAIR(1, "MPTCP_SUBFLOW_ATTR_TOKEN_REM"),
	XLAT_PAIR(2, "MPTCP_SUBFLOW_ATTR_TOKEN_LOC"),
	XLAT_PAIR(3, "MPTCP_SUBFLOW_ATTR_RELWRITE_SEQ"),
	XLAT_PAIR(4, "MPTCP_SUBFLOW_ATTR_MAP_SEQ"), XLAT_PAIR(5, "MPTCP_SUBFLOW_ATTR_MAP_SFSEQ"),
	XLAT_PAIR(6, "MPTCP_SUBFLOW_ATTR_SSN_OFFSET"),
	XLAT_PAIR(7, "MPTCP_SUBFLOW_ATTR_MAP_DATALEN"), XLAT_PAIR(8, "MPTCP_SUBFLOW_ATTR_FLAGS"),
	XLAT_PAIR(9, "MPTCP_SUBFLOW_ATTR_ID_REM"), XLAT_PAIR(0xa, "MPTCP_SUBFLOW_ATTR_ID_LOC"),
	XLAT_PAIR(0xb, "MPTCP_SUBFLOW_ATTR_PAD"), XLAT_END
};

static const struct xlat inet_diag_ulp_info_tls_attrs[] = {
	XLAT_PAIR(0, "TLS_INFO_UNSPEC"), XLAT_PAIR(1, "TLS_INFO_VERSION"),
	XLAT_PAIR(2, "TLS_INFO_CIPHER"), XLAT_PAIR(3, "TLS_INFO_TXCONF"),
	XLAT_PAIR(4, "TLS_INFO_RXCONF"), XLAT_PAIR(5, "TLS_INFO_ZC_RO_TX"),
	XLAT_PAIR(6, "TLS_INFO_RX_NO_PAD"), XLAT_END
};

static const struct xlat inet_diag_bpf_storage_attrs[] = {
	XLAT_PAIR(0, "SK_DIAG_BPF_STORAGE_NONE"), XLAT_PAIR(1, "SK_DIAG_BPF_STORAGE_PAD"),
	XLAT_PAIR(2, "SK_DIAG_BPF_STORAGE_MAP_ID"), XLAT_PAIR(3, "SK_DIAG_BPF_STORAGE_MAP_VALUE"),
	XLAT_END
};

static const struct xlat inet_diag_bpf_storages_attrs[] = {
	XLAT_PAIR(0, "SK_DIAG_BPF_STORAGE_REP_NONE"), XLAT_PAIR(1, "SK_DIAG_BPF_STORAGE"), XLAT_END
};

static bool vegas_info(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct tcpvegas_info, tcpv_enabled, NLF_U), NLF(struct tcpvegas_info, tcpv_rttcnt, NLF_U),
		NLF(struct tcpvegas_info, tcpv_rtt, NLF_U), NLF(struct tcpvegas_info, tcpv_minrtt, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct tcpvegas_info, fields);
}

static bool dctcp_info(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct tcp_dctcp_info, dctcp_enabled, NLF_U), NLF(struct tcp_dctcp_info, dctcp_ce_state, NLF_U),
		NLF(struct tcp_dctcp_info, dctcp_alpha, NLF_U), NLF(struct tcp_dctcp_info, dctcp_ab_ecn, NLF_U),
		NLF(struct tcp_dctcp_info, dctcp_ab_tot, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct tcp_dctcp_info, fields);
}

static bool bbr_info(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct tcp_bbr_info, bbr_bw_lo, NLF_X), NLF(struct tcp_bbr_info, bbr_bw_hi, NLF_X),
		NLF(struct tcp_bbr_info, bbr_min_rtt, NLF_U), NLF(struct tcp_bbr_info, bbr_pacing_gain, NLF_U),
		NLF(struct tcp_bbr_info, bbr_cwnd_gain, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct tcp_bbr_info, fields);
}

static void print_sockaddr_storage(const void *elem)
{
	print_sockaddr_bytes(elem, sizeof(struct sockaddr_storage));
}

/* INET_DIAG_LOCALS, INET_DIAG_PEERS: struct sockaddr_storage each */
static bool sockaddrs(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nl_print_struct_array(b, off, len, sizeof(struct sockaddr_storage), print_sockaddr_storage);
}

static void print_md5sig(const void *elem)
{
	const struct tcp_diag_md5sig *sig = elem;
	unsigned keylen = sig->tcpm_keylen < sizeof(sig->tcpm_key) ? sig->tcpm_keylen : sizeof(sig->tcpm_key);

	tputs("{tcpm_family=");
	nl_print_family(sig->tcpm_family);
	tprintf(", tcpm_prefixlen=%u, tcpm_keylen=%u, ", sig->tcpm_prefixlen, sig->tcpm_keylen);
	print_inet_addr(sig->tcpm_family, sig->tcpm_addr, sizeof(sig->tcpm_addr), "tcpm_addr");
	tputs(", tcpm_key=");
	print_quoted(sig->tcpm_key, keylen, QUOTE_HEX_ALL);
	tputc('}');
}

static bool md5sig(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nl_print_struct_array(b, off, len, sizeof(struct tcp_diag_md5sig), print_md5sig);
}

NLA_XLAT_DECODER(tls_version, tls_info_versions, "TLS_???_VERSION", 2, false)
NLA_XLAT_DECODER(tls_cipher, tls_info_ciphers, "TLS_CIPHER_???", 2, false)
NLA_XLAT_DECODER(tls_config, tls_info_configs, "TLS_CONF_???", 2, false)
NLA_XLAT_DECODER(mptcp_flags, mptcp_subflow_flags, "MPTCP_SUBFLOW_FLAG_???", 4, true)

static const nla_decoder_fn ulp_tls_decoders[] = {
	[TLS_INFO_VERSION] = tls_version,
	[TLS_INFO_CIPHER] = tls_cipher,
	[TLS_INFO_TXCONF] = tls_config,
	[TLS_INFO_RXCONF] = tls_config,
};
static const struct nla_set ulp_tls_set = NLA_SET(inet_diag_ulp_info_tls_attrs, "TLS_INFO_???", ulp_tls_decoders);
NLA_NESTED_DECODER(ulp_tls, &ulp_tls_set)

static const nla_decoder_fn ulp_mptcp_decoders[] = {
	[MPTCP_SUBFLOW_ATTR_TOKEN_REM] = nla_x32,
	[MPTCP_SUBFLOW_ATTR_TOKEN_LOC] = nla_x32,
	[MPTCP_SUBFLOW_ATTR_RELWRITE_SEQ] = nla_u32,
	[MPTCP_SUBFLOW_ATTR_MAP_SEQ] = nla_u64,
	[MPTCP_SUBFLOW_ATTR_MAP_SFSEQ] = nla_u32,
	[MPTCP_SUBFLOW_ATTR_SSN_OFFSET] = nla_u32,
	[MPTCP_SUBFLOW_ATTR_MAP_DATALEN] = nla_u16,
	[MPTCP_SUBFLOW_ATTR_FLAGS] = mptcp_flags,
	[MPTCP_SUBFLOW_ATTR_ID_REM] = nla_u8,
	[MPTCP_SUBFLOW_ATTR_ID_LOC] = nla_u8,
};
static const struct nla_set ulp_mptcp_set =
	NLA_SET(inet_diag_ulp_info_mptcp_attrs, "MPTCP_SUBFLOW_ATTR_???", ulp_mptcp_decoders);
NLA_NESTED_DECODER(ulp_mptcp, &ulp_mptcp_set)

/* each ULP has attribute types of its own, whatever INET_ULP_INFO_NAME says */
static const nla_decoder_fn ulp_decoders[] = {
	[INET_ULP_INFO_NAME] = nla_str,
	[INET_ULP_INFO_TLS] = ulp_tls,
	[INET_ULP_INFO_MPTCP] = ulp_mptcp,
};
static const struct nla_set ulp_set = NLA_SET(inet_diag_ulp_info_attrs, "INET_ULP_INFO_???", ulp_decoders);
NLA_NESTED_DECODER(ulp_info, &ulp_set)

/* a BPF map value of 1, 2, 4 or 8 bytes, in hex */
static bool bpf_map_value(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint64_t v = 0;

	if (len != 1 && len != 2 && len != 4 && len != 8)
		return false;
	if (nl_fetch(b, off, &v, len))
		tprintf("%#llx", (unsigned long long)v);
	return true;
}

static const nla_decoder_fn bpf_storage_decoders[] = {
	[SK_DIAG_BPF_STORAGE_MAP_ID] = nla_u32,
	[SK_DIAG_BPF_STORAGE_MAP_VALUE] = bpf_map_value,
};
static const struct nla_set bpf_storage_set =
	NLA_SET(inet_diag_bpf_storage_attrs, "SK_DIAG_BPF_STORAGE_???", bpf_storage_decoders);
NLA_NESTED_DECODER(bpf_storage, &bpf_storage_set)

static const nla_decoder_fn bpf_storages_decoders[] = { [SK_DIAG_BPF_STORAGE] = bpf_storage };
static const struct nla_set bpf_storages_set =
	NLA_SET(inet_diag_bpf_storages_attrs, "SK_DIAG_BPF_STORAGE_???", bpf_storages_decoders);
NLA_NESTED_DECODER(bpf_storages, &bpf_storages_set)

static const nla_decoder_fn inet_decoders[] = {
	[INET_DIAG_MEMINFO] = diag_meminfo,
	[INET_DIAG_VEGASINFO] = vegas_info,
	[INET_DIAG_DCTCPINFO] = dctcp_info,
	[INET_DIAG_LOCALS] = sockaddrs,
	[INET_DIAG_PEERS] = sockaddrs,
	[INET_DIAG_BBRINFO] = bbr_info,
	[INET_DIAG_MD5SIG] = md5sig,
	[INET_DIAG_ULP_INFO] = ulp_info,
	[INET_DIAG_SK_BPF_STORAGES] = bpf_storages,
	[INET_DIAG_CONG] = nla_str,
	[INET_DIAG_TOS] = nla_u8,
	[INET_DIAG_TCLASS] = nla_u8,
	[INET_DIAG_SKMEMINFO] = nla_meminfo,
	[INET_DIAG_SHUTDOWN] = diag_shutdown,
	[INET_DIAG_PROTOCOL] = nla_ip_proto,
	[INET_DIAG_SKV6ONLY] = nla_u8,
	[INET_DIAG_MARK] = nla_u32,
	[INET_DIAG_CLASS_ID] = nla_u32,
	[INET_DIAG_CGROUP_ID] = nla_u64,
	[INET_DIAG_SOCKOPT] = diag_sockopt,
};
static const struct nla_set inet_set = NLA_SET(inet_diag_attrs, "INET_DIAG_???", inet_decoders);

static void print_inet_msg(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct inet_diag_msg m;

	if (!diag_head(b, off, len, "idiag_family", family, &m, sizeof(m)))
		return;
	tputs("idiag_state=");
	print_xlat(tcp_states, m.idiag_state, "TCP_???");
	tprintf(", idiag_timer=%u, idiag_retrans=%u, id=", m.idiag_timer, m.idiag_retrans);
	print_sockid(&m.id, family);
	tprintf(", idiag_expires=%u, idiag_rqueue=%u, idiag_wqueue=%u, idiag_uid=%u, idiag_inode=%u}",
		m.idiag_expires, m.idiag_rqueue, m.idiag_wqueue, m.idiag_uid, m.idiag_inode);
	print_tail_attrs(b, off, len, sizeof(m), &inet_set);
}

/* ---- unix ----------------------------------------------------------------------- */

static void print_unix_req(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct unix_diag_req req;

	if (!diag_head(b, off, len, "sdiag_family", family, &req, sizeof(req)))
		return;
	tprintf("sdiag_protocol=%u, udiag_states=", req.sdiag_protocol);
	print_flags_ex(tcp_state_flags, req.udiag_states, NULL, "1<<TCP_???");
	tprintf(", udiag_ino=%u, udiag_show=", req.udiag_ino);
	print_flags_ex(unix_diag_show, req.udiag_show, NULL, "UDIAG_SHOW_???");
	tputs(", udiag_cookie=");
	nl_print_cookie(req.udiag_cookie);
	tputc('}');
}

static bool unix_vfs(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	struct unix_diag_vfs v;

	if (len < sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, sizeof(v)))
		tprintf("{udiag_vfs_dev=makedev(%#x, %#x), udiag_vfs_ino=%u}",
			major(v.udiag_vfs_dev), minor(v.udiag_vfs_dev), v.udiag_vfs_ino);
	return true;
}

static bool unix_icons(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	unsigned n = len / 4;

	if (!n)
		return false;
	if (!nl_fetch(b, off, &(uint32_t){ 0 }, 4))
		return true;
	tputc('[');
	for (unsigned i = 0; i < n; i++) {
		uint32_t v;

		if (i)
			tputs(", ");
		if (off + i * 4 + 4 > b->have) {
			tprintf("... /* %#llx */", (unsigned long long)(b->addr + off + i * 4));
			break;
		}
		if (array_cut(b->c, i))
			break;
		memcpy(&v, b->data + off + i * 4, 4);
		tprintf("%u", v);
	}
	tputc(']');
	return true;
}

static bool unix_rqlen(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct unix_diag_rqlen, udiag_rqueue, NLF_U),
		NLF(struct unix_diag_rqlen, udiag_wqueue, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct unix_diag_rqlen, fields);
}

static const nla_decoder_fn unix_decoders[] = {
	[UNIX_DIAG_NAME] = nla_str,
	[UNIX_DIAG_VFS] = unix_vfs,
	[UNIX_DIAG_PEER] = nla_u32,
	[UNIX_DIAG_ICONS] = unix_icons,
	[UNIX_DIAG_RQLEN] = unix_rqlen,
	[UNIX_DIAG_MEMINFO] = nla_meminfo,
	[UNIX_DIAG_SHUTDOWN] = nla_u8,
	[UNIX_DIAG_UID] = nla_uid,
};
static const struct nla_set unix_set = NLA_SET(unix_diag_attrs, "UNIX_DIAG_???", unix_decoders);

static void print_unix_msg(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct unix_diag_msg m;

	if (!diag_head(b, off, len, "udiag_family", family, &m, sizeof(m)))
		return;
	tputs("udiag_type=");
	print_xlat(socktypes, m.udiag_type, "SOCK_???");
	tputs(", udiag_state=");
	print_xlat(tcp_states, m.udiag_state, "TCP_???");
	tprintf(", udiag_ino=%u, udiag_cookie=", m.udiag_ino);
	nl_print_cookie(m.udiag_cookie);
	tputc('}');
	print_tail_attrs(b, off, len, sizeof(m), &unix_set);
}

/* ---- netlink ------------------------------------------------------------------ */

static void print_netlink_req(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct netlink_diag_req req;

	if (!diag_head(b, off, len, "sdiag_family", family, &req, sizeof(req)))
		return;
	tputs("sdiag_protocol=");
	if (req.sdiag_protocol == NDIAG_PROTO_ALL)
		print_hex_named(req.sdiag_protocol, "NDIAG_PROTO_ALL", NULL);
	else
		print_xlat(netlink_protocols, req.sdiag_protocol, "NETLINK_???");
	tprintf(", ndiag_ino=%u, ndiag_show=", req.ndiag_ino);
	print_flags_dflt(netlink_diag_show, req.ndiag_show, "NDIAG_SHOW_???");
	tputs(", ndiag_cookie=");
	nl_print_cookie(req.ndiag_cookie);
	tputc('}');
}

static void print_group_word(const void *elem)
{
	tprintf("%#0*llx", 16, (unsigned long long)*(const uint64_t *)elem);
}

static void print_group_word32(const void *elem)
{
	tprintf("%#0*x", 8, *(const uint32_t *)elem);
}

/* the groups' bitmap in words of the tracee's size, each in hex as wide
 * as its size in nibbles, 0x included (as strace does) */
static bool netlink_groups(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	if (b->c->compat)
		return nl_print_struct_array(b, off, len, 4, print_group_word32);
	return nl_print_struct_array(b, off, len, 8, print_group_word);
}

static bool netlink_ring(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct netlink_diag_ring, ndr_block_size, NLF_U),
		NLF(struct netlink_diag_ring, ndr_block_nr, NLF_U),
		NLF(struct netlink_diag_ring, ndr_frame_size, NLF_U),
		NLF(struct netlink_diag_ring, ndr_frame_nr, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct netlink_diag_ring, fields);
}

static bool netlink_flags(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint32_t v;

	if (len < sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, sizeof(v)))
		print_flags_dflt(netlink_socket_flags, v, "NDIAG_FLAG_???");
	return true;
}

static const nla_decoder_fn netlink_decoders[] = {
	[NETLINK_DIAG_MEMINFO] = nla_meminfo,
	[NETLINK_DIAG_GROUPS] = netlink_groups,
	[NETLINK_DIAG_RX_RING] = netlink_ring,
	[NETLINK_DIAG_TX_RING] = netlink_ring,
	[NETLINK_DIAG_FLAGS] = netlink_flags,
};
static const struct nla_set netlink_set = NLA_SET(netlink_diag_attrs, "NETLINK_DIAG_???", netlink_decoders);

static void print_netlink_msg(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct netlink_diag_msg m;

	if (!diag_head(b, off, len, "ndiag_family", family, &m, sizeof(m)))
		return;
	tputs("ndiag_type=");
	print_xlat(socktypes, m.ndiag_type, "SOCK_???");
	tputs(", ndiag_protocol=");
	print_xlat(netlink_protocols, m.ndiag_protocol, "NETLINK_???");
	tputs(", ndiag_state=");
	print_xlat(netlink_states, m.ndiag_state, "NETLINK_???");
	tprintf(", ndiag_portid=%u, ndiag_dst_portid=%u, ndiag_dst_group=%u, ndiag_ino=%u, ndiag_cookie=",
		m.ndiag_portid, m.ndiag_dst_portid, m.ndiag_dst_group, m.ndiag_ino);
	nl_print_cookie(m.ndiag_cookie);
	tputc('}');
	print_tail_attrs(b, off, len, sizeof(m), &netlink_set);
}

/* ---- packet ------------------------------------------------------------------- */

static void print_packet_req(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct packet_diag_req req;

	if (!diag_head(b, off, len, "sdiag_family", family, &req, sizeof(req)))
		return;
	/* AF_PACKET takes no protocol but 0: strace shows the number */
	tprintf("sdiag_protocol=%#x, pdiag_ino=%u, pdiag_show=", req.sdiag_protocol, req.pdiag_ino);
	print_flags_dflt(packet_diag_show, req.pdiag_show, "PACKET_SHOW_???");
	tputs(", pdiag_cookie=");
	nl_print_cookie(req.pdiag_cookie);
	tputc('}');
}

static bool packet_info(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct packet_diag_info, pdi_index, NLF_IFINDEX),
		NLFX(struct packet_diag_info, pdi_version, NLF_XLAT, af_packet_versions, "TPACKET_???"),
		NLF(struct packet_diag_info, pdi_reserve, NLF_U),
		NLF(struct packet_diag_info, pdi_copy_thresh, NLF_U),
		NLF(struct packet_diag_info, pdi_tstamp, NLF_U),
		NLFX(struct packet_diag_info, pdi_flags, NLF_FLAGS, packet_diag_info_flags, "PDI_???"),
	};

	return NL_STRUCT_ATTR(b, off, len, struct packet_diag_info, fields);
}

static void print_mclist(const void *elem)
{
	static const struct nl_field fields[] = {
		NLF(struct packet_diag_mclist, pdmc_index, NLF_IFINDEX),
		NLF(struct packet_diag_mclist, pdmc_count, NLF_U),
		NLF(struct packet_diag_mclist, pdmc_type, NLF_U),
		NLF(struct packet_diag_mclist, pdmc_alen, NLF_U),
	};
	const struct packet_diag_mclist *m = elem;
	unsigned alen = m->pdmc_alen < sizeof(m->pdmc_addr) ? m->pdmc_alen : sizeof(m->pdmc_addr);

	tputc('{');
	nl_print_field_list(m, fields, sizeof(fields) / sizeof(fields[0]));
	tputs(", pdmc_addr=");
	print_quoted(m->pdmc_addr, alen, QUOTE_HEX_ALL);
	tputc('}');
}

static bool packet_mclist(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nl_print_struct_array(b, off, len, sizeof(struct packet_diag_mclist), print_mclist);
}

static bool packet_ring(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct packet_diag_ring, pdr_block_size, NLF_U),
		NLF(struct packet_diag_ring, pdr_block_nr, NLF_U),
		NLF(struct packet_diag_ring, pdr_frame_size, NLF_U),
		NLF(struct packet_diag_ring, pdr_frame_nr, NLF_U),
		NLF(struct packet_diag_ring, pdr_retire_tmo, NLF_U),
		NLF(struct packet_diag_ring, pdr_sizeof_priv, NLF_U),
		NLF(struct packet_diag_ring, pdr_features, NLF_U),
	};

	return NL_STRUCT_ATTR(b, off, len, struct packet_diag_ring, fields);
}

static void print_filter_insn(const void *elem)
{
	print_socket_filter_insn(elem);
}

/* the socket filter's instructions (their address without -v) */
static bool packet_filter(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	unsigned n = len / sizeof(struct sock_filter);

	if (!n || n > 0xffff)
		return false;
	if (abbrev(b->c)) {
		print_addr(b->addr + off);
		return true;
	}
	return nl_print_struct_array(b, off, n * sizeof(struct sock_filter), sizeof(struct sock_filter),
				     print_filter_insn);
}

static const nla_decoder_fn packet_decoders[] = {
	[PACKET_DIAG_INFO] = packet_info,
	[PACKET_DIAG_MCLIST] = packet_mclist,
	[PACKET_DIAG_RX_RING] = packet_ring,
	[PACKET_DIAG_TX_RING] = packet_ring,
	[PACKET_DIAG_FANOUT] = nla_u32,
	[PACKET_DIAG_UID] = nla_uid,
	[PACKET_DIAG_MEMINFO] = nla_meminfo,
	[PACKET_DIAG_FILTER] = packet_filter,
};
static const struct nla_set packet_set = NLA_SET(packet_diag_attrs, "PACKET_DIAG_???", packet_decoders);

static void print_packet_msg(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct packet_diag_msg m;

	if (!diag_head(b, off, len, "pdiag_family", family, &m, sizeof(m)))
		return;
	tputs("pdiag_type=");
	print_xlat(socktypes, m.pdiag_type, "SOCK_???");
	tputs(", pdiag_num=");
	print_xlat(ethernet_protocols, m.pdiag_num, "ETH_P_???");
	tprintf(", pdiag_ino=%u, pdiag_cookie=", m.pdiag_ino);
	nl_print_cookie(m.pdiag_cookie);
	tputc('}');
	print_tail_attrs(b, off, len, sizeof(m), &packet_set);
}

/* ---- SMC ------------------------------------------------------------------------ */

/* SMC sockets keep an AF_INET address */
static void print_smc_req(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct smc_diag_req req;

	if (!diag_head(b, off, len, "diag_family", family, &req, sizeof(req)))
		return;
	tputs("diag_ext=");
	print_flags_dflt(smc_diag_extended_flags, req.diag_ext, "1<<SMC_DIAG_\?\?\?-1");
	tputs(", id=");
	print_sockid(&req.id, AF_INET);
	tputc('}');
}

static void print_smc_cursor(const char *name, const struct smc_diag_cursor *c)
{
	tprintf("%s={reserved=%u, wrap=%u, count=%u}", name, c->reserved, c->wrap, c->count);
}

static bool smc_conninfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	struct smc_diag_conninfo ci;

	if (len < sizeof(ci))
		return false;
	if (!nl_fetch(b, off, &ci, sizeof(ci)))
		return true;
	tprintf("{token=%u, sndbuf_size=%u, rmbe_size=%u, peer_rmbe_size=%u, ",
		ci.token, ci.sndbuf_size, ci.rmbe_size, ci.peer_rmbe_size);
	print_smc_cursor("rx_prod", &ci.rx_prod);
	print_smc_cursor(", rx_cons", &ci.rx_cons);
	print_smc_cursor(", tx_prod", &ci.tx_prod);
	print_smc_cursor(", tx_cons", &ci.tx_cons);
	tprintf(", rx_prod_flags=%#x, rx_conn_state_flags=%#x, tx_prod_flags=%#x, tx_conn_state_flags=%#x, ",
		ci.rx_prod_flags, ci.rx_conn_state_flags, ci.tx_prod_flags, ci.tx_conn_state_flags);
	print_smc_cursor("tx_prep", &ci.tx_prep);
	print_smc_cursor(", tx_sent", &ci.tx_sent);
	print_smc_cursor(", tx_fin", &ci.tx_fin);
	tputc('}');
	return true;
}

/* a char array up to its NUL; without one, all but its last byte and "..." */
static void print_cstring_field(const char *name, const uint8_t *s, size_t size)
{
	size_t n = strnlen((const char *)s, size);

	tprintf("%s=", name);
	if (n < size)
		print_quoted(s, n, 0);
	else
		print_quoted(s, size - 1, QUOTE_ELLIPSIS);
}

static bool smc_lgrinfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	struct smc_diag_lgrinfo li;
	const struct smc_diag_linkinfo *l = &li.lnk[0];

	if (len < sizeof(li))
		return false;
	if (!nl_fetch(b, off, &li, sizeof(li)))
		return true;
	tprintf("{lnk=[{link_id=%u, ", l->link_id);
	print_cstring_field("ibname", l->ibname, sizeof(l->ibname));
	tprintf(", ibport=%u, ", l->ibport);
	print_cstring_field("gid", l->gid, sizeof(l->gid));
	print_cstring_field(", peer_gid", l->peer_gid, sizeof(l->peer_gid));
	tputs("}], role=");
	print_xlat(smc_link_group_roles, li.role, "SMC_???");
	tputc('}');
	return true;
}

static bool smc_dmbinfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	static const struct nl_field fields[] = {
		NLF(struct smcd_diag_dmbinfo, linkid, NLF_U), NLF(struct smcd_diag_dmbinfo, peer_gid, NLF_X),
		NLF(struct smcd_diag_dmbinfo, my_gid, NLF_X), NLF(struct smcd_diag_dmbinfo, token, NLF_X),
		NLF(struct smcd_diag_dmbinfo, peer_token, NLF_X),
	};

	return NL_STRUCT_ATTR(b, off, len, struct smcd_diag_dmbinfo, fields);
}

/* the codes come from a header outside the kernel's API: strace shows the
 * numbers with the names as comments */
static bool smc_fallback(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	struct smc_diag_fallback fb;

	if (len < sizeof(fb))
		return false;
	if (!nl_fetch(b, off, &fb, sizeof(fb)))
		return true;
	tputs("{reason=");
	WITH_NUMBER(print_xlat(smc_decl_codes, fb.reason, "SMC_CLC_DECL_???"));
	tputs(", peer_diagnosis=");
	WITH_NUMBER(print_xlat(smc_decl_codes, fb.peer_diagnosis, "SMC_CLC_DECL_???"));
	tputc('}');
	return true;
}

NLA_XLAT_DECODER(smc_shutdown, inet_diag_shutdown_flags, "???_SHUTDOWN", 1, true)

static const nla_decoder_fn smc_decoders[] = {
	[SMC_DIAG_CONNINFO] = smc_conninfo,
	[SMC_DIAG_LGRINFO] = smc_lgrinfo,
	[SMC_DIAG_SHUTDOWN] = smc_shutdown,
	[SMC_DIAG_DMBINFO] = smc_dmbinfo,
	[SMC_DIAG_FALLBACK] = smc_fallback,
};
static const struct nla_set smc_set = NLA_SET(smc_diag_attrs, "SMC_DIAG_???", smc_decoders);

static void print_smc_msg(const struct nl_buf *b, size_t off, unsigned len, uint8_t family)
{
	struct smc_diag_msg m;

	if (!diag_head(b, off, len, "diag_family", family, &m, sizeof(m)))
		return;
	tputs("diag_state=");
	print_xlat(smc_states, m.diag_state, "SMC_???");
	tputs(", diag_fallback=");
	print_xlat(smc_diag_mode, m.diag_fallback, "SMC_DIAG_MODE_???");
	tprintf(", diag_shutdown=%u, id=", m.diag_shutdown);
	print_sockid(&m.id, AF_INET);
	tprintf(", diag_uid=%u, diag_inode=%llu}", m.diag_uid, (unsigned long long)m.diag_inode);
	print_tail_attrs(b, off, len, sizeof(m), &smc_set);
}

/* ---- dispatch ------------------------------------------------------------------ */

bool nl_diag_payload(const struct nl_buf *b, const struct nlmsghdr *h, size_t off, unsigned len)
{
	bool request = h->nlmsg_flags & NLM_F_REQUEST;
	uint8_t family;

	if (h->nlmsg_type == NLMSG_DONE)
		return false;
	if (!nl_fetch(b, off, &family, 1))
		return true;
	if (len > 1 && (family == AF_INET || family == AF_INET6)) {
		if (!request)
			print_inet_msg(b, off, len, family);
		else if (h->nlmsg_type == TCPDIAG_GETSOCK || h->nlmsg_type == DCCPDIAG_GETSOCK)
			print_inet_req_compat(b, off, len, family);
		else
			print_inet_req(b, off, len, family);
		return true;
	}
	if (len > 1 && family == AF_UNIX) {
		(request ? print_unix_req : print_unix_msg)(b, off, len, family);
		return true;
	}
	if (len > 1 && family == AF_NETLINK) {
		(request ? print_netlink_req : print_netlink_msg)(b, off, len, family);
		return true;
	}
	if (len > 1 && family == AF_PACKET) {
		(request ? print_packet_req : print_packet_msg)(b, off, len, family);
		return true;
	}
	if (len > 1 && family == AF_SMC) {
		(request ? print_smc_req : print_smc_msg)(b, off, len, family);
		return true;
	}
	tputs("{family=");
	nl_print_family(family);
	if (len > 1) {
		tputs(", data=");
		nl_print_hex(b, off + 1, len - 1);
	}
	tputc('}');
	return true;
}
