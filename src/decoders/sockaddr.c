/* Socket addresses of the families beyond AF_UNIX, AF_INET, AF_INET6 and
 * AF_NETLINK (net.c): each family's sockaddr in strace's notation. */
#include <arpa/inet.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>

#include "common.h"
#include "fdpath.h"
#include "net.h"

/* ---- constant tables ---- */

static const struct xlat af_packet_types[] = {
	XLAT_PAIR(0, "PACKET_HOST"), XLAT_PAIR(1, "PACKET_BROADCAST"), XLAT_PAIR(2, "PACKET_MULTICAST"),
	XLAT_PAIR(3, "PACKET_OTHERHOST"), XLAT_PAIR(4, "PACKET_OUTGOING"), XLAT_PAIR(5, "PACKET_LOOPBACK"),
	XLAT_PAIR(6, "PACKET_USER"), XLAT_PAIR(7, "PACKET_KERNEL"), XLAT_END
};

static const struct xlat hci_channels[] = {
	XLAT_PAIR(0, "HCI_CHANNEL_RAW"), XLAT_PAIR(1, "HCI_CHANNEL_USER"),
	XLAT_PAIR(2, "HCI_CHANNEL_MONITOR"), XLAT_PAIR(3, "HCI_CHANNEL_CONTROL"),
	XLAT_PAIR(4, "HCI_CHANNEL_LOGGING"), XLAT_END
};

static const struct xlat bluetooth_l2_psms[] = {
	XLAT_PAIR(0x1, "L2CAP_PSM_SDP"), XLAT_PAIR(0x3, "L2CAP_PSM_RFCOMM"),
	XLAT_PAIR(0x21, "L2CAP_PSM_3DSP"), XLAT_PAIR(0x23, "L2CAP_PSM_IPSP"),
	XLAT_PAIR(0x80, "L2CAP_PSM_LE_DYN_START"), XLAT_PAIR(0xff, "L2CAP_PSM_LE_DYN_END"),
	XLAT_PAIR(0x1001, "L2CAP_PSM_DYN_START"), XLAT_PAIR(0x10ff, "L2CAP_PSM_AUTO_END"),
	XLAT_PAIR(0xffff, "L2CAP_PSM_DYN_END"), XLAT_END
};

static const struct xlat bluetooth_l2_cids[] = {
	XLAT_PAIR(0x1, "L2CAP_CID_SIGNALING"), XLAT_PAIR(0x2, "L2CAP_CID_CONN_LESS"),
	XLAT_PAIR(0x3, "L2CAP_CID_A2MP"), XLAT_PAIR(0x4, "L2CAP_CID_ATT"),
	XLAT_PAIR(0x5, "L2CAP_CID_LE_SIGNALING"), XLAT_PAIR(0x6, "L2CAP_CID_SMP"),
	XLAT_PAIR(0x7, "L2CAP_CID_SMP_BREDR"), XLAT_PAIR(0x40, "L2CAP_CID_DYN_START"),
	XLAT_PAIR(0x7f, "L2CAP_CID_LE_DYN_END"), XLAT_PAIR(0xffff, "L2CAP_CID_DYN_END"), XLAT_END
};

static const struct xlat bdaddr_types[] = {
	XLAT_PAIR(0, "BDADDR_BREDR"), XLAT_PAIR(1, "BDADDR_LE_PUBLIC"), XLAT_PAIR(2, "BDADDR_LE_RANDOM"),
	XLAT_END
};

static const struct xlat rxrpc_services[] = {
	XLAT_PAIR(1, "CM_SERVICE"), XLAT_PAIR(2500, "YFS_FS_SERVICE"), XLAT_PAIR(2501, "YFS_CM_SERVICE"),
	XLAT_PAIR(2503, "YFS_VL_SERVICE"), XLAT_END
};

static const struct xlat ieee802154_addr_types[] = {
	XLAT_PAIR(0, "IEEE802154_ADDR_NONE"), XLAT_PAIR(2, "IEEE802154_ADDR_SHORT"),
	XLAT_PAIR(3, "IEEE802154_ADDR_LONG"), XLAT_END
};
static const struct xlat ieee802154_pan_ids[] = { XLAT_PAIR(0xffff, "IEEE802154_PANID_BROADCAST"), XLAT_END };
static const struct xlat ieee802154_addrs[] = {
	XLAT_PAIR(0xfffe, "IEEE802154_ADDR_UNDEF"), XLAT_PAIR(0xffff, "IEEE802154_ADDR_BROADCAST"), XLAT_END
};

static const struct xlat alg_sockaddr_flags[] = { XLAT_PAIR(0x1000, "CRYPTO_ALG_KERN_DRIVER_ONLY"), XLAT_END };

static const struct xlat nfc_protocols[] = {
	XLAT_PAIR(1, "NFC_PROTO_JEWEL"), XLAT_PAIR(2, "NFC_PROTO_MIFARE"), XLAT_PAIR(3, "NFC_PROTO_FELICA"),
	XLAT_PAIR(4, "NFC_PROTO_ISO14443"), XLAT_PAIR(5, "NFC_PROTO_NFC_DEP"),
	XLAT_PAIR(6, "NFC_PROTO_ISO14443_B"), XLAT_PAIR(7, "NFC_PROTO_ISO15693"), XLAT_END
};
static const struct xlat nfc_saps[] = {
	XLAT_PAIR(1, "LLCP_SAP_SDP"), XLAT_PAIR(2, "LLCP_SAP_IP"), XLAT_PAIR(3, "LLCP_SAP_OBEX"),
	XLAT_PAIR(4, "LLCP_SAP_SNEP"), XLAT_PAIR(0xff, "LLCP_SAP_MAX"), XLAT_END
};

static const struct xlat vsock_cids[] = {
	XLAT_PAIR(0, "VMADDR_CID_HYPERVISOR"), XLAT_PAIR(1, "VMADDR_CID_LOCAL"), XLAT_PAIR(2, "VMADDR_CID_HOST"),
	XLAT_PAIR(0xffffffffu, "VMADDR_CID_ANY"), XLAT_END
};
static const struct xlat vsock_ports[] = { XLAT_PAIR(0xffffffffu, "VMADDR_PORT_ANY"), XLAT_END };
static const struct xlat vsock_flags[] = { XLAT_PAIR(1, "VMADDR_FLAG_TO_HOST"), XLAT_END };

static const struct xlat qipcrtr_nodes[] = { XLAT_PAIR(0xffffffffu, "QRTR_NODE_BCAST"), XLAT_END };
static const struct xlat qipcrtr_ports[] = { XLAT_PAIR(0xfffffffeu, "QRTR_PORT_CTRL"), XLAT_END };

#define XDP_SHARED_UMEM 1
static const struct xlat xdp_sockaddr_flags[] = {
	XLAT_PAIR(1, "XDP_SHARED_UMEM"), XLAT_PAIR(2, "XDP_COPY"), XLAT_PAIR(4, "XDP_ZEROCOPY"),
	XLAT_PAIR(8, "XDP_USE_NEED_WAKEUP"), XLAT_END
};

static const struct xlat mctp_nets[] = { XLAT_PAIR(0, "MCTP_NET_ANY"), XLAT_END };
static const struct xlat mctp_addrs[] = { XLAT_PAIR(0, "MCTP_ADDR_NULL"), XLAT_PAIR(0xff, "MCTP_ADDR_ANY"), XLAT_END };

/* ---- helpers ---- */

static uint16_t get16(const unsigned char *p)
{
	uint16_t v;

	memcpy(&v, p, sizeof(v));
	return v;
}

static uint32_t get32(const unsigned char *p)
{
	uint32_t v;

	memcpy(&v, p, sizeof(v));
	return v;
}

/* A number in hex padded to its size's digits, as strace's 0x%0*x:
 * 0x0042 of a u16 ("00" for a zero u8). */
static void print_0x(uint32_t v, int size)
{
	tprintf("%#0*x", size * 2, v);
}

/* [0x61, 0x62, ...]: n bytes of a field, "..." when only have of them
 * were given. */
static void print_byte_array(const unsigned char *p, unsigned n, unsigned have)
{
	tputc('[');
	for (unsigned i = 0; i < n; i++) {
		if (i)
			tputs(", ");
		if (i >= have) {
			tputs("...");
			break;
		}
		print_0x(p[i], 1);
	}
	tputc(']');
}

/* A NUL-terminated string in a field of size bytes: "..." when its
 * last byte is not the NUL. */
static void print_cstring_field(const unsigned char *p, size_t size)
{
	size_t n = size ? strnlen((const char *)p, size - 1) : 0;

	print_quoted(p, n, size && n == size - 1 && p[n] ? QUOTE_ELLIPSIS : 0);
}

/* A constant strace shows with its number also with -X abbrev. */
static void print_xlat_number(const struct xlat *x, uint64_t v, const char *dflt)
{
	WITH_NUMBER(print_xlat(x, v, dflt));
}

/* ---- AF_IPX ---- */

void print_sa_ipx(const struct call *c, const unsigned char *buf, int len)
{
	uint16_t port = get16(buf + 2);

	print_port("sipx_port", port);
	tprintf(", sipx_network=htonl(%#x), sipx_node=", ntohl(get32(buf + 4)));
	print_byte_array(buf + 8, 6, 6);
	tputs(", sipx_type=");
	print_0x(buf[14], 1);
	if (buf[15])
		tprintf(", sipx_zero=%#x", buf[15]);
}

/* ---- AF_AX25 ---- */

enum { AX25_CALL = 7, AX25_HEAD = 16, AX25_DIGIS = 8 };

/* How an AX.25 callsign can show: as text (abbrev: by -X), with its bytes
 * as well when odd (verbose), by its bytes alone when it has characters
 * a comment cannot hold (raw). */
static int ax25_style(const unsigned char *a)
{
	int style = -1;
	bool space_seen = false, char_seen = false;

	for (int i = 0; i < AX25_CALL - 1; i++) {
		unsigned char ch = a[i];

		if (ch & 1)
			style = XLAT_STYLE_VERBOSE;
		ch >>= 1;
		if (ch == ' ')
			space_seen = true;
		else
			char_seen = true;
		if ((ch < '0' || ch > '9') && (ch < 'A' || ch > 'Z') && ch != ' ')
			style = XLAT_STYLE_VERBOSE;
		if (ch != ' ' && space_seen)
			style = XLAT_STYLE_VERBOSE;
		if (ch < ' ' || ch > 0x7e || ch == '*' || ch == '/')
			return XLAT_STYLE_RAW;
	}
	if (a[AX25_CALL - 1] & ~0x1e)
		style = XLAT_STYLE_VERBOSE;
	if (!char_seen && a[AX25_CALL - 1])
		style = XLAT_STYLE_VERBOSE;
	return style;
}

/* CALL-SSID, "*" for the empty callsign of SSID 0 */
static void print_ax25_text(const unsigned char *a)
{
	char text[AX25_CALL + 4], *p = text;
	int end = AX25_CALL - 1;
	unsigned ssid = (a[AX25_CALL - 1] >> 1) & 0xf;

	while (end && (a[end - 1] >> 1) == ' ')
		end--;
	for (int i = 0; i < end; i++)
		*p++ = a[i] >> 1;
	sprintf(p, "-%u", ssid);
	tputs(text[0] == '-' && !ssid ? "*" : text);
}

static void print_ax25_addr(const unsigned char *a)
{
	int style = ax25_style(a);

	if (style < 0)
		style = opt.xlat_style;
	if (style != XLAT_STYLE_ABBREV) {
		tputs("{ax25_call=");
		print_quoted(a, AX25_CALL, QUOTE_HEX_ALL);
		tputc('}');
	}
	if (style == XLAT_STYLE_RAW)
		return;
	if (style == XLAT_STYLE_VERBOSE)
		tputs(" /* ");
	print_ax25_text(a);
	if (style == XLAT_STYLE_VERBOSE)
		tputs(" */");
}

/* struct full_sockaddr_ax25: the digipeaters as many as given and said */
void print_sa_ax25(const struct call *c, const unsigned char *buf, int len)
{
	int ndigis = (int)get32(buf + 12);
	unsigned has = (unsigned)(len - AX25_HEAD) / AX25_CALL, want;
	bool full = ndigis || len > AX25_HEAD;

	if (has > AX25_DIGIS)
		has = AX25_DIGIS;
	want = ndigis < 0 ? 0 : ndigis > AX25_DIGIS ? AX25_DIGIS : (unsigned)ndigis;
	if (full)
		tputs("fsa_ax25={");
	tputs("sax25_call=");
	print_ax25_addr(buf + 2);
	tprintf(", sax25_ndigis=%d", ndigis);
	if (!full)
		return;
	tputc('}');
	if (want) {
		tputs(", fsa_digipeater=[");
		for (unsigned i = 0; i < want && i < has; i++) {
			if (i)
				tputs(", ");
			print_ax25_addr(buf + AX25_HEAD + i * AX25_CALL);
		}
		if (want > has)
			tputs(has ? ", ...]" : "...]");
		else
			tputc(']');
	}
	/* bytes beyond the digipeaters given */
	if ((unsigned)len > has * AX25_CALL + AX25_HEAD)
		tputs(", ...");
}

/* ---- AF_X25 ---- */

void print_sa_x25(const struct call *c, const unsigned char *buf, int len)
{
	tputs("sx25_addr={x25_addr=");
	print_cstring_field(buf + 2, 16);
	tputc('}');
}

/* ---- AF_PACKET ---- */

/* htons(ETH_P_ALL): the bytes with -X raw, both with -X verbose (the
 * name inside htons() as with -X abbrev) */
static void print_sll_protocol(uint16_t proto_be)
{
	int style = opt.xlat_style;

	if (style != XLAT_STYLE_ABBREV)
		print_quoted(&proto_be, sizeof(proto_be), QUOTE_HEX_ALL);
	if (style == XLAT_STYLE_RAW)
		return;
	tputs(style == XLAT_STYLE_VERBOSE ? " /* htons(" : "htons(");
	opt.xlat_style = XLAT_STYLE_ABBREV;
	print_xlat(ethernet_protocols, ntohs(proto_be), "ETH_P_???");
	opt.xlat_style = style;
	tputs(style == XLAT_STYLE_VERBOSE ? ") */" : ")");
}

void print_sa_ll(const struct call *c, const unsigned char *buf, int len)
{
	unsigned halen = buf[11];

	tputs("sll_protocol=");
	print_sll_protocol(get16(buf + 2));
	tputs(", sll_ifindex=");
	print_ifindex(get32(buf + 4));
	tputs(", sll_hatype=");
	print_xlat(arp_hardware_types, get16(buf + 8), "ARPHRD_???");
	tputs(", sll_pkttype=");
	print_xlat(af_packet_types, buf[10], "PACKET_???");
	tprintf(", sll_halen=%u", halen);
	if (halen) {
		tputs(", sll_addr=");
		print_byte_array(buf + 12, halen, len - 12);
	}
}

/* ---- AF_BLUETOOTH: HCI, SCO, RFCOMM or L2CAP by the length ---- */

/* The dynamic ranges of PSMs and CIDs: shown as their start plus an offset. */
struct l2_range {
	uint16_t first, last;
	const char *base;
};

static const struct l2_range l2_psm_ranges[] = {
	{ 0x80, 0xff, "L2CAP_PSM_LE_DYN_START" }, { 0x1001, 0xffff, "L2CAP_PSM_DYN_START" },
};
static const struct l2_range l2_cid_ranges[] = { { 0x40, 0xffff, "L2CAP_CID_DYN_START" } };

/* htobs(L2CAP_PSM_SDP), htobs(L2CAP_PSM_DYN_START+5), or the number with
 * the default name as a comment; -X as for other constants. */
static void print_htobs(uint16_t v, const struct xlat *names, const char *dflt,
			const struct l2_range *ranges, int nranges)
{
	const char *name = xlat_lookup(names, v);
	const struct l2_range *r = NULL;
	bool symbolic;

	for (int i = 0; !name && i < nranges; i++)
		if (v >= ranges[i].first && v <= ranges[i].last)
			r = &ranges[i];
	symbolic = name || r;
	tputs("htobs(");
	if (opt.xlat_style != XLAT_STYLE_ABBREV || !symbolic)
		tprintf("%#x", v);
	if (opt.xlat_style != XLAT_STYLE_RAW) {
		bool comment = opt.xlat_style == XLAT_STYLE_VERBOSE || !symbolic;

		if (comment)
			tputs(" /* ");
		if (name) {
			tputs(name);
		} else if (r) {
			print_hex_named(r->first, r->base, NULL);
			tprintf("+%u", v - r->first);
		} else {
			tputs(dflt);
		}
		if (comment)
			tputs(" */");
	}
	tputc(')');
}

void print_sa_bt(const struct call *c, const unsigned char *buf, int len)
{
	switch (len) {
	case 4:   /* struct sockaddr_hci, before hci_channel */
	case 6:
		tprintf("hci_dev=htobs(%u)", get16(buf + 2));
		if (len == 6) {
			tputs(", hci_channel=");
			print_xlat(hci_channels, get16(buf + 4), "HCI_CHANNEL_???");
		}
		break;
	case 8:   /* struct sockaddr_sco */
		tputs("sco_bdaddr=");
		print_mac_addr(buf + 2, 6);
		break;
	case 10:  /* struct sockaddr_rc */
		tputs("rc_bdaddr=");
		print_mac_addr(buf + 2, 6);
		tprintf(", rc_channel=%u", buf[8]);
		break;
	case 12:  /* struct sockaddr_l2, before l2_bdaddr_type */
	case 14:
		tputs("l2_psm=");
		print_htobs(get16(buf + 2), bluetooth_l2_psms, "L2CAP_PSM_???", l2_psm_ranges, 2);
		tputs(", l2_bdaddr=");
		print_mac_addr(buf + 4, 6);
		tputs(", l2_cid=");
		print_htobs(get16(buf + 10), bluetooth_l2_cids, "L2CAP_CID_???", l2_cid_ranges, 1);
		if (len == 14) {
			tputs(", l2_bdaddr_type=");
			print_xlat(bdaddr_types, buf[12], "BDADDR_???");
		}
		break;
	default:
		print_sa_data(buf, len);
		break;
	}
}

/* ---- AF_RXRPC: a service and its transport, an AF_INET or AF_INET6 address ---- */

enum { RXRPC_TRANSPORT = 8 };

void print_sa_rxrpc(const struct call *c, const unsigned char *buf, int len)
{
	const unsigned char *t = buf + RXRPC_TRANSPORT;
	unsigned tlen = get16(buf + 6), family = get16(t);
	int given = (int)tlen < len - RXRPC_TRANSPORT ? (int)tlen : len - RXRPC_TRANSPORT;
	int rest = given - 2 > 0 ? given - 2 : 0;

	tputs("srx_service=");
	print_xlat_number(rxrpc_services, get16(buf + 2), "???_SERVICE");
	tputs(", transport_type=");
	print_xlat(socktypes, get16(buf + 4), "SOCK_???");
	tprintf(", transport_len=%u, transport={", tlen);
	if (family == AF_INET || family == AF_INET6) {
		bool in = family == AF_INET;

		tputs(in ? "sin={sin_family=" : "sin6={sin6_family=");
		print_xlat(addrfams, family, "AF_???");
		if (tlen >= (in ? 16u : 24u)) {
			tputs(", ");
			print_sa_inet(t, given, family);
		} else if (rest) {
			tputs(", ");
			print_quoted(t + 2, rest, 0);
		}
		tputc('}');
	} else {
		tputs("family=");
		print_xlat(addrfams, family, "AF_???");
		if (rest) {
			tputs(", ");
			print_quoted(t + 2, rest, 0);
		}
	}
	tputc('}');
}

/* ---- AF_IEEE802154 ---- */

void print_sa_ieee802154(const struct call *c, const unsigned char *buf, int len)
{
	int type = (int)get32(buf + 4);

	tputs("addr={addr_type=");
	print_xlat_number(ieee802154_addr_types, (uint32_t)type, "IEEE802154_ADDR_???");
	tputs(", pan_id=");
	print_xlat_number(ieee802154_pan_ids, get16(buf + 8), NULL);
	if (type == 2) {   /* IEEE802154_ADDR_SHORT */
		tputs(", short_addr=");
		print_xlat_number(ieee802154_addrs, get16(buf + 10), NULL);
	} else if (type) {
		tputs(", hwaddr=");
		print_mac_addr(buf + 10, 8);
	}
	tputc('}');
}

/* ---- AF_ALG ---- */

void print_sa_alg(const struct call *c, const unsigned char *buf, int len)
{
	tputs("salg_type=");
	print_cstring_field(buf + 2, 14);
	tputs(", salg_feat=");
	WITH_NUMBER(print_flags_ex(alg_sockaddr_flags, get32(buf + 16), NULL, "CRYPTO_ALG_???"));
	tputs(", salg_mask=");
	WITH_NUMBER(print_flags_ex(alg_sockaddr_flags, get32(buf + 20), NULL, "CRYPTO_ALG_???"));
	tputs(", salg_name=");
	print_cstring_field(buf + 24, len - 24);
}

/* ---- AF_NFC: struct sockaddr_nfc, or sockaddr_nfc_llcp, whose name's
 * length is a size_t: at 88 in 96 bytes, at 84 in 88 in the compat ABI ---- */

enum { NFC_LEN = 16, NFC_LLCP_LEN = 96, NFC_LLCP_LEN32 = 88, NFC_SERVICE_NAME = 63 };

void print_sa_nfc(const struct call *c, const unsigned char *buf, int len)
{
	size_t llcp_len = c->compat ? NFC_LLCP_LEN32 : NFC_LLCP_LEN;
	uint64_t snsz;

	tputs("dev_idx=");
	print_ifindex(get32(buf + 4));
	tprintf(", target_idx=%#x, nfc_protocol=", get32(buf + 8));
	print_xlat(nfc_protocols, get32(buf + 12), "NFC_PROTO_???");
	if (len < (int)llcp_len) {
		if (len > NFC_LEN)
			tputs(", ...");
		return;
	}
	if (c->compat)
		snsz = get32(buf + 84);
	else
		memcpy(&snsz, buf + 88, sizeof(snsz));
	tputs(", dsap=");
	print_xlat_number(nfc_saps, buf[16], NULL);
	tputs(", ssap=");
	print_xlat_number(nfc_saps, buf[17], NULL);
	tputs(", service_name=");
	print_quoted(buf + 18, snsz < NFC_SERVICE_NAME ? snsz : NFC_SERVICE_NAME, 0);
	tprintf(", service_name_len=%llu", (unsigned long long)snsz);
}

/* ---- AF_VSOCK ---- */

void print_sa_vsock(const struct call *c, const unsigned char *buf, int len)
{
	if (get16(buf + 2))
		tprintf("svm_reserved1=%#x, ", get16(buf + 2));
	tputs("svm_cid=");
	print_xlat(vsock_cids, get32(buf + 8), NULL);
	tputs(", svm_port=");
	print_xlat(vsock_ports, get32(buf + 4), NULL);
	tputs(", svm_flags=");
	print_flags_dflt(vsock_flags, buf[12], "VMADDR_FLAG_???");
	if (buf[13] || buf[14] || buf[15]) {
		tputs(", svm_zero=");
		print_quoted(buf + 13, 3, QUOTE_HEX_ALL);
	}
}

/* ---- AF_QIPCRTR ---- */

void print_sa_qrtr(const struct call *c, const unsigned char *buf, int len)
{
	tputs("sq_node=");
	print_xlat(qipcrtr_nodes, get32(buf + 4), NULL);
	tputs(", sq_port=");
	print_xlat(qipcrtr_ports, get32(buf + 8), NULL);
}

/* ---- AF_XDP ---- */

void print_sa_xdp(const struct call *c, const unsigned char *buf, int len)
{
	unsigned flags = get16(buf + 2);
	uint32_t fd = get32(buf + 12);

	tputs("sxdp_flags=");
	print_flags_dflt(xdp_sockaddr_flags, flags, "XDP_???");
	tputs(", sxdp_ifindex=");
	print_ifindex(get32(buf + 4));
	tprintf(", sxdp_queue_id=%u", get32(buf + 8));
	if (flags & XDP_SHARED_UMEM) {
		tputs(", sxdp_shared_umem_fd=");
		if (c)
			print_fd_number(c, (int)fd);
		else
			tprintf("%d", (int)fd);
	} else if (fd) {
		tprintf(", sxdp_shared_umem_fd=%#x", fd);
	}
}

/* ---- AF_MCTP ---- */

void print_sa_mctp(const struct call *c, const unsigned char *buf, int len)
{
	if (get16(buf + 2))
		tprintf("__smctp_pad0=%#x, ", get16(buf + 2));
	tputs("smctp_network=");
	print_xlat(mctp_nets, get32(buf + 4), NULL);
	tputs(", smctp_addr={s_addr=");
	print_xlat(mctp_addrs, buf[8], NULL);
	tprintf("}, smctp_type=%#x, smctp_tag=%#x", buf[9], buf[10]);
	if (buf[11])
		tprintf(", __smctp_pad1=%#x", buf[11]);
}
