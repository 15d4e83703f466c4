/* Netlink messages as strace shows them: the header of each message, the
 * control messages (NLMSG_ERROR, NLMSG_DONE), attribute lists, and the
 * payloads of the protocols known (rtnetlink, sock_diag), else hex.
 *
 * strace reads the messages from the tracee while it is stopped; here they
 * come from the capture taken at the call's exit (sized for netlink
 * sockets, see capture() in the BPF programs), and only what did not fit
 * is read from the live task. */
#include <arpa/inet.h>
#include <endian.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "fdpath.h"
#include "net.h"
#include "netlink.h"
#include "pids.h"

/* ---- constant tables (the kernel's values) ------------------------------- */

static const struct xlat netlink_types[] = {
	XLAT_PAIR(0x1, "NLMSG_NOOP"),
	XLAT_PAIR(0x2, "NLMSG_ERROR"),
	XLAT_PAIR(0x3, "NLMSG_DONE"),
	XLAT_PAIR(0x4, "NLMSG_OVERRUN"),
	XLAT_END
};

static const struct xlat netlink_flags[] = {
	XLAT_PAIR(0x1, "NLM_F_REQUEST"),
	XLAT_PAIR(0x2, "NLM_F_MULTI"),
	XLAT_PAIR(0x4, "NLM_F_ACK"),
	XLAT_PAIR(0x8, "NLM_F_ECHO"),
	XLAT_PAIR(0x10, "NLM_F_DUMP_INTR"),
	XLAT_PAIR(0x20, "NLM_F_DUMP_FILTERED"),
	XLAT_END
};

static const struct xlat netlink_get_flags[] = {
	XLAT_PAIR(0x300, "NLM_F_DUMP"),
	XLAT_PAIR(0x100, "NLM_F_ROOT"),
	XLAT_PAIR(0x200, "NLM_F_MATCH"),
	XLAT_PAIR(0x400, "NLM_F_ATOMIC"),
	XLAT_END
};

static const struct xlat netlink_new_flags[] = {
	XLAT_PAIR(0x100, "NLM_F_REPLACE"),
	XLAT_PAIR(0x200, "NLM_F_EXCL"),
	XLAT_PAIR(0x400, "NLM_F_CREATE"),
	XLAT_PAIR(0x800, "NLM_F_APPEND"),
	XLAT_END
};

static const struct xlat netlink_delete_flags[] = {
	XLAT_PAIR(0x100, "NLM_F_NONREC"),
	XLAT_PAIR(0x200, "NLM_F_BULK"),
	XLAT_END
};

static const struct xlat netlink_ack_flags[] = {
	XLAT_PAIR(0x100, "NLM_F_CAPPED"),
	XLAT_PAIR(0x200, "NLM_F_ACK_TLVS"),
	XLAT_END
};

static const struct xlat nlmsgerr_attrs[] = {
	XLAT_PAIR(0, "NLMSGERR_ATTR_UNUSED"),
	XLAT_PAIR(0x1, "NLMSGERR_ATTR_MSG"),
	XLAT_PAIR(0x2, "NLMSGERR_ATTR_OFFS"),
	XLAT_PAIR(0x3, "NLMSGERR_ATTR_COOKIE"),
	XLAT_PAIR(0x4, "NLMSGERR_ATTR_POLICY"),
	XLAT_PAIR(0x5, "NLMSGERR_ATTR_MISS_TYPE"),
	XLAT_PAIR(0x6, "NLMSGERR_ATTR_MISS_NEST"),
	XLAT_END
};

static const struct xlat netlink_sk_meminfo_indices[] = {
	XLAT_PAIR(0, "SK_MEMINFO_RMEM_ALLOC"),
	XLAT_PAIR(0x1, "SK_MEMINFO_RCVBUF"),
	XLAT_PAIR(0x2, "SK_MEMINFO_WMEM_ALLOC"),
	XLAT_PAIR(0x3, "SK_MEMINFO_SNDBUF"),
	XLAT_PAIR(0x4, "SK_MEMINFO_FWD_ALLOC"),
	XLAT_PAIR(0x5, "SK_MEMINFO_WMEM_QUEUED"),
	XLAT_PAIR(0x6, "SK_MEMINFO_OPTMEM"),
	XLAT_PAIR(0x7, "SK_MEMINFO_BACKLOG"),
	XLAT_PAIR(0x8, "SK_MEMINFO_DROPS"),
	XLAT_END
};


static const struct xlat nla_flag_bits[] = {
	XLAT_PAIR(NLA_F_NESTED, "NLA_F_NESTED"),
	XLAT_PAIR(NLA_F_NET_BYTEORDER, "NLA_F_NET_BYTEORDER"),
	XLAT_END
};

/* ---- reading ------------------------------------------------------------------ */

static bool readable(const struct nl_buf *b, size_t off, size_t len)
{
	return off <= b->have && len <= b->have - off;
}

bool nl_fetch(const struct nl_buf *b, size_t off, void *out, size_t len)
{
	if (!readable(b, off, len)) {
		print_addr(b->addr + off);
		return false;
	}
	memcpy(out, b->data + off, len);
	return true;
}

bool nl_fetch_quiet(const struct nl_buf *b, size_t off, void *out, size_t len)
{
	if (!readable(b, off, len))
		return false;
	memcpy(out, b->data + off, len);
	return true;
}

bool nl_fetch_head(const struct nl_buf *b, size_t off, unsigned len, void *out, size_t size)
{
	if (len < size) {
		tputs("...}");
		return false;
	}
	if (!readable(b, off, size)) {
		/* strace reads the rest after the family byte it has shown */
		print_addr(b->addr + off + 1);
		tputc('}');
		return false;
	}
	memcpy(out, b->data + off, size);
	return true;
}

void nl_print_hex(const struct nl_buf *b, size_t off, size_t len)
{
	size_t limit = opt.string_limit;
	size_t n = len < limit + 1 ? len : limit + 1;

	if (!b->addr) {
		tputs("NULL");
		return;
	}
	if (!readable(b, off, n)) {
		print_addr(b->addr + off);
		return;
	}
	print_quoted(b->data + off, n < limit ? n : limit, QUOTE_HEX_ALL | (len > limit ? QUOTE_ELLIPSIS : 0));
}

/* Whether -x/-xx show these bytes in hex (a NUL among them counts). */
static bool quoted_in_hex(const unsigned char *s, size_t len)
{
	if (opt.xflag == XFLAG_ALL)
		return len > 0;
	if (opt.xflag != XFLAG_NON_ASCII)
		return false;
	for (size_t i = 0; i < len; i++)
		if (s[i] > 0x7e || (s[i] < 0x20 && (s[i] < '\t' || s[i] > '\r')))
			return true;
	return false;
}

void nl_print_str(const struct nl_buf *b, size_t off, size_t len)
{
	size_t limit = opt.string_limit;
	size_t n = len < limit + 1 ? len : limit + 1;
	const unsigned char *s = b->data + off;

	if (!readable(b, off, n)) {
		print_addr(b->addr + off);
		return;
	}
	if (n > limit)
		n = limit;
	/* in hex (-x, -xx) all of it, NUL too; else the trailing NUL ends
	 * it, and without one more was expected */
	if (quoted_in_hex(s, n))
		print_quoted(s, n, QUOTE_HEX_ALL | (len ? QUOTE_ELLIPSIS : 0));
	else if (n && !s[n - 1])
		print_quoted(s, n - 1, 0);
	else
		print_quoted(s, n, len ? QUOTE_ELLIPSIS : 0);
}

void nl_print_cstr(const struct nl_buf *b, size_t off, size_t len)
{
	size_t size = len < opt.string_limit ? len : opt.string_limit;
	size_t n;

	if (!readable(b, off, size)) {
		print_addr(b->addr + off);
		return;
	}
	n = strnlen((const char *)b->data + off, size);
	print_quoted(b->data + off, n, n == size && len ? QUOTE_ELLIPSIS : 0);
}

/* ---- attributes -------------------------------------------------------------- */

static void print_attr(const struct nl_buf *b, const struct nlattr *a, size_t off, unsigned len,
		       const struct nla_set *set, const void *ctx)
{
	unsigned alen = a->nla_len < len ? a->nla_len : len;
	unsigned type = a->nla_type & NLA_TYPE_MASK;
	nla_decoder_fn dec = set->by_type ? set->decoders[0] : type < set->count ? set->decoders[type] : NULL;

	if (alen > NLA_HDRLEN)
		tputc('[');
	tprintf("{nla_len=%u, nla_type=", a->nla_len);
	for (const struct xlat *f = nla_flag_bits; f->str; f++) {
		if (a->nla_type & f->val) {
			print_xlat(nla_flag_bits, f->val, NULL);
			tputc('|');
		}
	}
	print_xlat(set->types, type, set->dflt);
	tputc('}');
	if (alen <= NLA_HDRLEN)
		return;
	tputs(", ");
	if (set->by_type)
		ctx = (const void *)(uintptr_t)type;
	if (!dec || !dec(b, off + NLA_HDRLEN, alen - NLA_HDRLEN, ctx))
		nl_print_hex(b, off + NLA_HDRLEN, alen - NLA_HDRLEN);
	tputc(']');
}

void nl_print_attrs(const struct nl_buf *b, size_t off, unsigned len, const struct nla_set *set,
		    const void *ctx)
{
	bool array = false;

	for (unsigned n = 0;; n++) {
		struct nlattr a;
		unsigned step, next = 0;

		if (len < NLA_HDRLEN) {
			nl_print_hex(b, off, len);
			break;
		}
		if (!readable(b, off, sizeof(a))) {
			if (array)
				tprintf("... /* %#llx */", (unsigned long long)(b->addr + off));
			else
				print_addr(b->addr + off);
			break;
		}
		if (abbrev(b->c) && n == opt.string_limit) {
			tputs("...");
			break;
		}
		memcpy(&a, b->data + off, sizeof(a));
		step = NLA_ALIGN(a.nla_len);
		if (a.nla_len >= NLA_HDRLEN && len > step)
			next = len - step;
		if (!array && next) {
			tputc('[');
			array = true;
		}
		print_attr(b, &a, off, len, set, ctx);
		if (!next)
			break;
		tputs(", ");
		off += step;
		len = next;
	}
	if (array)
		tputc(']');
}

void nl_print_attrs_by_family(const struct nl_buf *b, size_t off, unsigned len, uint8_t family,
			      const struct nla_family_set *sets, const void *ctx)
{
	for (; sets->attrs; sets++) {
		if (sets->family == family) {
			nl_print_attrs(b, off, len, sets->attrs, ctx);
			return;
		}
	}
	nl_print_hex(b, off, len);
}

/* An integer attribute: false (shown as hex) when it is too short. */
static bool nla_int(const struct nl_buf *b, size_t off, unsigned len, size_t size, int fmt)
{
	unsigned char v[8];
	uint64_t u = 0;

	if (len < size)
		return false;
	if (!nl_fetch(b, off, v, size))
		return true;
	switch (size) {
	case 1: u = v[0]; break;
	case 2: { uint16_t x; memcpy(&x, v, 2); u = x; break; }
	case 4: { uint32_t x; memcpy(&x, v, 4); u = fmt == NLF_D ? (uint64_t)(int64_t)(int32_t)x : x; break; }
	default: memcpy(&u, v, 8); break;
	}
	tprintf(fmt == NLF_D ? "%lld" : fmt == NLF_X ? "%#llx" : "%llu", (unsigned long long)u);
	return true;
}

bool nla_u8(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nla_int(b, off, len, 1, NLF_U);
}

bool nla_u16(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nla_int(b, off, len, 2, NLF_U);
}

bool nla_u32(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nla_int(b, off, len, 4, NLF_U);
}

bool nla_u64(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nla_int(b, off, len, 8, NLF_U);
}

bool nla_s32(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nla_int(b, off, len, 4, NLF_D);
}

bool nla_str(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	nl_print_str(b, off, len);
	return true;
}

bool nla_ifindex(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint32_t v;

	if (len < sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, sizeof(v)))
		print_ifindex(v);
	return true;
}

bool nla_uid(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint32_t v;

	if (len < sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, sizeof(v)))
		tprintf(v == (uint32_t)-1 ? "-1" : "%u", v);
	return true;
}

/* A value of 1, 2, 4 or 8 bytes named by x (attributes of any size up to 8). */
static bool nla_xval(const struct nl_buf *b, size_t off, unsigned len, const struct xlat *x,
		     const char *dflt)
{
	uint64_t v = 0;

	if (len > sizeof(v))
		return false;
	if (len != 1 && len != 2 && len != 4 && len != 8) {
		print_addr(b->addr + off);   /* strace cannot read such a size either */
		return true;
	}
	if (!readable(b, off, len)) {
		print_addr(b->addr + off);
		return true;
	}
	memcpy(&v, b->data + off, len);   /* little-endian: the low bytes */
	print_xlat(x, v, dflt);
	return true;
}

bool nla_ip_proto(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nla_xval(b, off, len, inet_protocols, "IPPROTO_???");
}

bool nl_attr_xlat(const struct nl_buf *b, size_t off, unsigned len, const struct nla_xlat *x)
{
	uint64_t v = 0;

	if (len > sizeof(v) || len < x->size)
		return false;
	if (x->size)
		len = x->size;
	if (!readable(b, off, len)) {
		print_addr(b->addr + off);
		return true;
	}
	memcpy(&v, b->data + off, len);   /* little-endian: the low bytes */
	if (x->flags)
		print_flags_dflt(x->xlat, v, x->dflt);
	else
		print_xlat(x->xlat, v, x->dflt);
	return true;
}

bool nla_be16(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint16_t v;

	if (len < sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, sizeof(v)))
		tprintf("htons(%u)", ntohs(v));
	return true;
}

bool nla_be64(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint64_t v;

	if (len < sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, sizeof(v)))
		tprintf("htobe64(%llu)", (unsigned long long)be64toh(v));
	return true;
}

bool nla_x16(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nla_int(b, off, len, 2, NLF_X);
}

/* clock ticks of any size up to 8 bytes */
bool nla_clock_t(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	uint64_t v = 0;

	if (len > sizeof(v))
		return false;
	if (nl_fetch(b, off, &v, len))
		print_clock_t(v);
	return true;
}

bool nla_x32(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nla_int(b, off, len, 4, NLF_X);
}

bool nla_in_addr(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	if (len < 4)
		return false;
	nl_print_inet(b, off, 4, AF_INET, NULL);
	return true;
}

bool nla_in6_addr(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	if (len < 16)
		return false;
	nl_print_inet(b, off, 16, AF_INET6, NULL);
	return true;
}

bool nla_fd(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	int32_t fd;

	if (len < sizeof(fd))
		return false;
	if (nl_fetch(b, off, &fd, sizeof(fd)))
		print_fd_number(b->c, fd);
	return true;
}

bool nla_lladdr(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	unsigned char a[32];

	if (len > sizeof(a))
		return false;
	if (nl_fetch(b, off, a, len))
		print_mac_addr(a, len);
	return true;
}

/* An array index in the -X style, decimal: [SK_MEMINFO_RCVBUF]= */
static void print_index(const struct xlat *x, unsigned idx, const char *dflt)
{
	print_dec_named(idx, xlat_lookup(x, idx), dflt);
}

bool nla_meminfo(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	return nl_print_indexed(b, off, len, 4, NLF_U, netlink_sk_meminfo_indices, "SK_MEMINFO_???");
}

bool nl_print_indexed(const struct nl_buf *b, size_t off, unsigned len, unsigned size, int fmt,
		      const struct xlat *x, const char *dflt)
{
	unsigned n = len / size;

	if (!n)
		return false;
	if (!readable(b, off, size)) {
		print_addr(b->addr + off);
		return true;
	}
	tputc('[');
	for (unsigned i = 0; i < n; i++) {
		uint64_t v = 0;

		if (i)
			tputs(", ");
		if (!readable(b, off + i * size, size)) {
			tprintf("... /* %#llx */", (unsigned long long)(b->addr + off + i * size));
			break;
		}
		if (array_cut(b->c, i))
			break;
		memcpy(&v, b->data + off + i * size, size);
		tputc('[');
		print_index(x, i, dflt);
		if (fmt == NLF_D)
			tprintf("]=%lld", size == 4 ? (long long)(int32_t)v : (long long)v);
		else
			tprintf("]=%llu", (unsigned long long)v);
	}
	tputc(']');
	return true;
}

/* ---- shared printers --------------------------------------------------------- */

bool nl_print_struct_array(const struct nl_buf *b, size_t off, unsigned len, size_t size,
			   void (*print)(const void *elem))
{
	unsigned char elem[256];
	unsigned n = len / size;

	if (!n || size > sizeof(elem))
		return false;
	if (!readable(b, off, size)) {
		print_addr(b->addr + off);
		return true;
	}
	tputc('[');
	for (unsigned i = 0; i < n; i++) {
		if (i)
			tputs(", ");
		if (!readable(b, off + i * size, size)) {
			tprintf("... /* %#llx */", (unsigned long long)(b->addr + off + i * size));
			break;
		}
		if (array_cut(b->c, i))
			break;
		memcpy(elem, b->data + off + i * size, size);
		print(elem);
	}
	tputc(']');
	return true;
}

bool nl_print_u16_array(const struct nl_buf *b, size_t off, unsigned len)
{
	unsigned n = len / 2;

	if (!n)
		return false;
	if (!readable(b, off, 2)) {
		print_addr(b->addr + off);
		return true;
	}
	tputc('[');
	for (unsigned i = 0; i < n; i++) {
		uint16_t v;

		if (i)
			tputs(", ");
		if (!readable(b, off + i * 2, 2)) {
			tprintf("... /* %#llx */", (unsigned long long)(b->addr + off + i * 2));
			break;
		}
		if (array_cut(b->c, i))
			break;
		memcpy(&v, b->data + off + i * 2, 2);
		tprintf("%u", v);
	}
	tputc(']');
	return true;
}

bool nl_struct_attr(const struct nl_buf *b, size_t off, unsigned len, size_t size,
		    const struct nl_field *f, size_t n)
{
	uint64_t buf[16];

	if (len < size || size > sizeof(buf))
		return false;
	if (nl_fetch(b, off, buf, size))
		nl_print_fields(buf, f, n);
	return true;
}

bool nl_struct_attr_rest(const struct nl_buf *b, size_t off, unsigned len, size_t size,
			 const struct nl_field *f, size_t n)
{
	if (!nl_struct_attr(b, off, len, size, f, n))
		return false;
	if (len > size) {
		tputs(", ");
		nl_print_hex(b, off + size, len - size);
	}
	return true;
}

void nl_print_field_list(const void *base, const struct nl_field *f, size_t n)
{
	bool first = true;

	for (size_t i = 0; i < n; i++) {
		const unsigned char *p = (const unsigned char *)base + f[i].off;
		uint64_t u = 0;
		int64_t d = 0;

		switch (f[i].size) {
		case 1: u = p[0]; d = (int8_t)p[0]; break;
		case 2: { uint16_t x; memcpy(&x, p, 2); u = x; d = (int16_t)x; break; }
		case 4: { uint32_t x; memcpy(&x, p, 4); u = x; d = (int32_t)x; break; }
		default: memcpy(&u, p, 8); d = (int64_t)u; break;
		}
		if (f[i].fmt == NLF_X_NONZERO && !u)
			continue;
		tprintf("%s%s=", first ? "" : ", ", f[i].name);
		first = false;
		switch (f[i].fmt) {
		case NLF_D: tprintf("%lld", (long long)d); break;
		case NLF_X: case NLF_X_NONZERO: tprintf("%#llx", (unsigned long long)u); break;
		case NLF_XLAT: print_xlat(f[i].xlat, u, f[i].dflt); break;
		case NLF_FLAGS: print_flags_dflt(f[i].xlat, u, f[i].dflt); break;
		case NLF_IFINDEX: print_ifindex(u); break;
		case NLF_FAMILY: nl_print_family(u); break;
		case NLF_RTNL_FAMILY: nl_print_rtnl_family(u); break;
		default: tprintf("%llu", (unsigned long long)u); break;
		}
	}
}

void nl_print_fields(const void *base, const struct nl_field *f, size_t n)
{
	tputc('{');
	nl_print_field_list(base, f, n);
	tputc('}');
}

void nl_print_family(uint8_t family)
{
	print_xlat(addrfams, family, "AF_???");
}

void nl_print_rtnl_family(uint8_t family)
{
	static const struct xlat rtnl_families[] = {
		XLAT_PAIR(128, "RTNL_FAMILY_IPMR"), XLAT_PAIR(129, "RTNL_FAMILY_IP6MR"), XLAT_END
	};
	const char *name = xlat_lookup(rtnl_families, family);

	print_hex_named(family, name ? name : xlat_lookup(addrfams, family), "RTNL_FAMILY_???");
}

void nl_print_inet(const struct nl_buf *b, size_t off, unsigned len, int af, const char *field)
{
	unsigned char a[16];
	unsigned size = af == AF_INET ? 4 : af == AF_INET6 ? 16 : 0;

	if (!size || len < size) {
		if (field)
			tprintf("%s=", field);
		nl_print_hex(b, off, len);
		return;
	}
	if (!readable(b, off, size)) {
		if (field)
			tprintf("%s=", field);
		print_addr(b->addr + off);
		return;
	}
	memcpy(a, b->data + off, size);
	print_inet_addr(af, a, size, field);
}

void nl_print_cookie(const uint32_t cookie[2])
{
	tprintf("[%u, %u]", cookie[0], cookie[1]);
}

/* ---- message headers ----------------------------------------------------------- */

static void print_type(uint16_t type, int proto)
{
	if (type < NLMSG_MIN_TYPE || !nl_print_proto_type(type, proto))
		print_xlat(netlink_types, type, "NLMSG_???");
}

/* Two flag tables in order, as one: the common flags, then the kind's. */
static void print_msg_flags(uint16_t flags, uint16_t type, int proto)
{
	static const struct xlat *const by_kind[] = {
		[NL_REQ_NEW] = netlink_new_flags,
		[NL_REQ_DEL] = netlink_delete_flags,
		[NL_REQ_GET] = netlink_get_flags,
	};
	const struct xlat *kind = NULL;
	struct xlat both[16];
	size_t n = 0;

	if (type < NLMSG_MIN_TYPE) {
		if (type == NLMSG_ERROR)
			kind = netlink_ack_flags;
	} else {
		kind = by_kind[nl_request_kind(type, proto)];
	}
	for (const struct xlat *x = netlink_flags; x->str; x++)
		both[n++] = *x;
	for (const struct xlat *x = kind; x && x->str; x++)
		both[n++] = *x;
	both[n] = (struct xlat)XLAT_END;
	print_flags_ex(both, flags, NULL, "NLM_F_???");
}

static void print_header(const struct nlmsghdr *h, int proto)
{
	tprintf("{nlmsg_len=%u, nlmsg_type=", h->nlmsg_len);
	print_type(h->nlmsg_type, proto);
	tputs(", nlmsg_flags=");
	print_msg_flags(h->nlmsg_flags, h->nlmsg_type, proto);
	/* a port id, by default the process id: translated as one */
	tprintf(", nlmsg_seq=%u, nlmsg_pid=", h->nlmsg_seq);
	print_pid_as(PIDNS_TGID, (int)h->nlmsg_pid);
	tputc('}');
}

static void print_message(const struct nl_buf *b, const struct nlmsghdr *h, size_t off, uint64_t len,
			  int proto);

/* ---- payloads ------------------------------------------------------------------- */

static bool nla_err_cookie(const struct nl_buf *b, size_t off, unsigned len, const void *ctx)
{
	tputc('[');
	for (unsigned i = 0; i < len; i++) {
		if (i)
			tputs(", ");
		if (!readable(b, off + i, 1)) {
			tprintf("... /* %#llx */", (unsigned long long)(b->addr + off + i));
			break;
		}
		if (array_cut(b->c, i))
			break;
		tprintf("%u", b->data[off + i]);
	}
	tputc(']');
	return true;
}

static const nla_decoder_fn nlmsgerr_decoders[] = {
	[NLMSGERR_ATTR_MSG] = nla_str,
	[NLMSGERR_ATTR_OFFS] = nla_u32,
	[NLMSGERR_ATTR_COOKIE] = nla_err_cookie,
};
static const struct nla_set nlmsgerr_set = NLA_SET(nlmsgerr_attrs, "NLMSGERR_ATTR_???", nlmsgerr_decoders);

/* struct nlmsgerr: the error and the request it answers (only its header
 * when NLM_F_CAPPED), then extended ack attributes. */
static void print_error(const struct nl_buf *b, size_t off, unsigned len, bool capped, int proto)
{
	struct nlmsgerr err;
	unsigned whole, payload;

	if (len < sizeof(err)) {
		nl_print_hex(b, off, len);
		return;
	}
	if (!nl_fetch(b, off, &err, sizeof(err)))
		return;
	off += offsetof(struct nlmsgerr, msg);
	len -= offsetof(struct nlmsgerr, msg);
	whole = err.msg.nlmsg_len > sizeof(err.msg) ? err.msg.nlmsg_len : sizeof(err.msg);
	payload = capped ? sizeof(err.msg) : whole;
	if (payload > len)
		payload = len;
	if (len > payload)
		tputc('[');
	tputs("{error=");
	print_neg_errno(err.error);
	tputs(", msg=");
	print_message(b, &err.msg, off, payload, proto);
	tputc('}');
	if (len > payload) {
		tputs(", ");
		nl_print_attrs(b, off + payload, len - payload, &nlmsgerr_set, NULL);
		tputc(']');
	}
}

static void print_payload(const struct nl_buf *b, const struct nlmsghdr *h, size_t off, unsigned len,
			  int proto)
{
	int32_t v;

	if (h->nlmsg_type == NLMSG_ERROR) {
		print_error(b, off, len, h->nlmsg_flags & NLM_F_CAPPED, proto);
		return;
	}
	if (h->nlmsg_type >= NLMSG_MIN_TYPE || h->nlmsg_type == NLMSG_DONE) {
		if (proto == NETLINK_ROUTE && nl_route_payload(b, h, off, len))
			return;
		if (proto == NETLINK_SOCK_DIAG && nl_diag_payload(b, h, off, len))
			return;
		if (nl_family_payload(b, h, off, len, proto))
			return;
	}
	if (h->nlmsg_type == NLMSG_DONE && len == sizeof(v)) {
		if (nl_fetch(b, off, &v, sizeof(v)))
			tprintf("%d", v);
		return;
	}
	nl_print_hex(b, off, len);
}

/* One message: its header, and its payload when it has one. */
static void print_message(const struct nl_buf *b, const struct nlmsghdr *h, size_t off, uint64_t len,
			  int proto)
{
	unsigned mlen = h->nlmsg_len < len ? h->nlmsg_len : len;

	if (mlen > NLMSG_HDRLEN)
		tputc('[');
	print_header(h, proto);
	if (mlen > NLMSG_HDRLEN) {
		tputs(", ");
		print_payload(b, h, off + NLMSG_HDRLEN, mlen - NLMSG_HDRLEN, proto);
		tputc(']');
	}
}

/* ---- udev's messages on NETLINK_KOBJECT_UEVENT sockets ------------------------- */

/* len bytes at off as a string, -s bytes at most */
static void print_strn(const struct nl_buf *b, size_t off, uint64_t len)
{
	size_t shown = len < opt.string_limit ? len : opt.string_limit;

	if (!readable(b, off, shown)) {
		print_addr(b->addr + off);
		return;
	}
	print_quoted(b->data + off, shown, len > shown ? QUOTE_ELLIPSIS : 0);
}

/* The header libudev puts before a device's properties (its own layout). */
struct udev_monitor_header {
	char prefix[8];              /* "libudev" */
	uint32_t magic;              /* htonl(0xfeedcafe) */
	uint32_t header_size, properties_off, properties_len;
	uint32_t filter_subsystem_hash, filter_devtype_hash;
	uint32_t filter_tag_bloom_hi, filter_tag_bloom_lo;
};

/* The kernel's own uevents are text; libudev's have its header first. */
static void print_kobject_uevent(const struct nl_buf *b, uint64_t len)
{
	static const char *const hashes[] = {
		"filter_subsystem_hash", "filter_devtype_hash", "filter_tag_bloom_hi", "filter_tag_bloom_lo",
	};
	struct udev_monitor_header h;

	if (!b->addr || len < sizeof(h) || !readable(b, 0, sizeof(h)) ||
	    strncmp((const char *)b->data, "libudev", sizeof(h.prefix))) {
		print_strn(b, 0, len);
		return;
	}
	memcpy(&h, b->data, sizeof(h));
	if (len > sizeof(h))
		tputc('[');
	tputs("{prefix=");
	print_quoted(h.prefix, strlen(h.prefix), 0);
	tprintf(", magic=htonl(%#x), header_size=%u, properties_off=%u, properties_len=%u",
		ntohl(h.magic), h.header_size, h.properties_off, h.properties_len);
	for (size_t i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
		tprintf(", %s=htonl(%#x)", hashes[i], ntohl((&h.filter_subsystem_hash)[i]));
	tputc('}');
	if (len > sizeof(h)) {
		tputs(", ");
		print_strn(b, sizeof(h), len - sizeof(h));
		tputc(']');
	}
}

/* What is read of a buffer at most (a dump's answer is at most 32 KiB). */
#define NL_READ_MAX (256 * 1024)

void print_netlink(const struct call *c, int proto, const unsigned char *cap, size_t caplen,
		   uint64_t addr, uint64_t len)
{
	size_t want = len < NL_READ_MAX ? len : NL_READ_MAX;
	unsigned char *data = xmalloc(want ? want : 1);
	struct nl_buf b = { c, data, caplen < want ? caplen : want, addr };
	size_t off = 0;
	bool array = false;

	memcpy(data, cap, b.have);
	/* what did not fit in the capture: from the live task */
	if (b.have < want && addr && tmem_read(c, -1, addr + b.have, data + b.have, want - b.have) >= 0)
		b.have = want;
	if (proto == NETLINK_KOBJECT_UEVENT) {
		print_kobject_uevent(&b, len);
		free(data);
		return;
	}
	for (unsigned n = 0;; n++) {
		struct nlmsghdr h;
		uint64_t step, next = 0;

		if (len < NLMSG_HDRLEN) {
			nl_print_hex(&b, off, len);
			break;
		}
		if (!readable(&b, off, sizeof(h))) {
			if (array)
				tprintf("... /* %#llx */", (unsigned long long)(addr + off));
			else
				print_addr(addr + off);
			break;
		}
		if (abbrev(c) && n == opt.string_limit) {
			tputs("...");
			break;
		}
		memcpy(&h, data + off, sizeof(h));
		step = NLMSG_ALIGN(h.nlmsg_len);
		if (h.nlmsg_len >= NLMSG_HDRLEN && len > step)
			next = len - step;
		if (!array && next) {
			tputc('[');
			array = true;
		}
		print_message(&b, &h, off, len, proto);
		if (!next)
			break;
		tputs(", ");
		off += step;
		len = next;
	}
	if (array)
		tputc(']');
	free(data);
}
