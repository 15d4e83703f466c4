/* ioctl, sockets and network devices (linux/sockios.h): struct ifreq,
 * struct ifconf and the bridge requests. */
#include <linux/sockios.h>
#include <net/if.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>

#include "ioctl.h"
#include "net.h"

/* the address field of an ifreq, by request */
static void print_ifr_sockaddr(const char *name, const struct sockaddr *sa)
{
	tprintf("%s=", name);
	print_sockaddr_bytes(sa, sizeof(*sa));
}

static void print_ifr_hwaddr(const struct sockaddr *sa)
{
	tputs("ifr_hwaddr={sa_family=");
	print_xlat(arp_hardware_types, sa->sa_family, "ARPHRD_???");
	tputs(", sa_data=");
	print_hwaddr((const unsigned char *)sa->sa_data, sizeof(sa->sa_data), sa->sa_family);
	tputc('}');
}

/* The field of the union the request uses. */
static void print_ifreq(uint32_t code, const struct ifreq *ifr)
{
	const struct ifmap *m = &ifr->ifr_map;

	switch (code) {
	case SIOCSIFADDR: case SIOCGIFADDR:
		print_ifr_sockaddr("ifr_addr", &ifr->ifr_addr);
		break;
	case SIOCSIFDSTADDR: case SIOCGIFDSTADDR:
		print_ifr_sockaddr("ifr_dstaddr", &ifr->ifr_dstaddr);
		break;
	case SIOCSIFBRDADDR: case SIOCGIFBRDADDR:
		print_ifr_sockaddr("ifr_broadaddr", &ifr->ifr_broadaddr);
		break;
	case SIOCSIFNETMASK: case SIOCGIFNETMASK:
		print_ifr_sockaddr("ifr_netmask", &ifr->ifr_netmask);
		break;
	case SIOCADDMULTI: case SIOCDELMULTI: case SIOCGIFHWADDR: case SIOCSIFHWADDR:
	case SIOCSIFHWBROADCAST:
		print_ifr_hwaddr(&ifr->ifr_hwaddr);
		break;
	case SIOCSIFFLAGS: case SIOCGIFFLAGS:
		tputs("ifr_flags=");
		print_flags_dflt(iffflags, (uint16_t)ifr->ifr_flags, "IFF_???");
		break;
	case SIOCGIFINDEX:
		tprintf("ifr_ifindex=%d", ifr->ifr_ifindex);
		break;
	case SIOCSIFMETRIC: case SIOCGIFMETRIC:
		tprintf("ifr_metric=%d", ifr->ifr_metric);
		break;
	case SIOCSIFMTU: case SIOCGIFMTU:
		tprintf("ifr_mtu=%d", ifr->ifr_mtu);
		break;
	case SIOCSIFSLAVE: case SIOCGIFSLAVE:
		tputs("ifr_slave=");
		ioc_print_cstring(ifr->ifr_slave, sizeof(ifr->ifr_slave));
		break;
	case SIOCSIFNAME:
		tputs("ifr_newname=");
		ioc_print_cstring(ifr->ifr_newname, sizeof(ifr->ifr_newname));
		break;
	case SIOCGIFNAME:
		tputs("ifr_name=");
		ioc_print_cstring(ifr->ifr_name, sizeof(ifr->ifr_name));
		break;
	case SIOCSIFTXQLEN: case SIOCGIFTXQLEN:
		tprintf("ifr_qlen=%d", ifr->ifr_qlen);
		break;
	case SIOCSIFMAP: case SIOCGIFMAP:
		tprintf("ifr_map={mem_start=%#lx, mem_end=%#lx, base_addr=%#x, irq=%#x, dma=%#x, "
			"port=%#x}", m->mem_start, m->mem_end, m->base_addr, m->irq, m->dma, m->port);
		break;
	}
}

/* struct ifreq: a name, then a union at the same offset in both ABIs, of
 * which only struct ifmap (longs first) reads otherwise in a compat call;
 * its pointer member ends the native one, not shown */
static const struct field f_ifreq[] = {
	{ "ifr_name", FT_U8, IFNAMSIZ }, { "ifr_ifru", FT_U8, 16 }, { "ifru_data", FT_PAD32, 2 },
	{ NULL, 0, 0 }
};
static const struct field f_ifreq_map[] = {
	{ "ifr_name", FT_U8, IFNAMSIZ }, { "mem_start", FT_ULONG, 0 }, { "mem_end", FT_ULONG, 0 },
	{ "base_addr", FT_U16, 0 }, { "irq", FT_U8, 0 }, { "dma", FT_U8, 0 }, { "port", FT_U8, 0 },
	{ NULL, 0, 0 }
};
static const struct layout ifreq_abi = { f_ifreq, NULL }, ifreq_map_abi = { f_ifreq_map, NULL };

static const struct layout *ifreq_of(uint32_t code)
{
	return code == SIOCSIFMAP || code == SIOCGIFMAP ? &ifreq_map_abi : &ifreq_abi;
}

/* the setters: {ifr_name=..., the field} at entry */
static void ifreq_set(struct call *c, const struct ioc_req *r, int exiting)
{
	struct ifreq ifr;

	if (exiting)
		return;
	print_arg_sep();
	if (!fetch_in_layout(c, 2, &ifr, sizeof(ifr), ifreq_of(r->code)))
		return;
	tputs("{ifr_name=");
	ioc_print_cstring(ifr.ifr_name, sizeof(ifr.ifr_name));
	tputs(", ");
	print_ifreq(r->code, &ifr);
	tputc('}');
}

/* the getters: which device at entry, the field at exit */
static void ifreq_get(struct call *c, const struct ioc_req *r, int exiting)
{
	struct ifreq ifr;

	if (!exiting) {
		print_arg_sep();
		if (!fetch_in_layout(c, 2, &ifr, sizeof(ifr), ifreq_of(r->code)))
			return;
		if (r->code == SIOCGIFNAME) {
			tprintf("{ifr_ifindex=%d", ifr.ifr_ifindex);
		} else {
			tputs("{ifr_name=");
			ioc_print_cstring(ifr.ifr_name, sizeof(ifr.ifr_name));
		}
		return;
	}
	if (!ioc_entry_shown_abi(c, &ifr, sizeof(ifr), ifreq_of(r->code)))
		return;
	if (!call_failed(c) && ioc_now_abi(c, &ifr, sizeof(ifr), ifreq_of(r->code))) {
		tputs(", ");
		print_ifreq(r->code, &ifr);
	}
	tputc('}');
}

/* SIOCBRADDIF, SIOCBRDELIF: the device to add to or remove from a bridge */
static void bridge_if(struct call *c, const struct ioc_req *r, int exiting)
{
	struct ifreq ifr;

	if (exiting)
		return;
	print_arg_sep();
	if (!fetch_in_layout(c, 2, &ifr, sizeof(ifr), &ifreq_abi))
		return;
	tputs("{ifr_ifindex=");
	print_ifindex(ifr.ifr_ifindex);
	tputc('}');
}

/* SIOCBRADDBR, SIOCBRDELBR: a bridge's name, of IFNAMSIZ bytes at most
 * (strace's printstr_ex(..., IFNAMSIZ, QUOTE_0_TERMINATED)) */
static void bridge_name(struct call *c, const struct ioc_req *r, int exiting)
{
	size_t have, want = IFNAMSIZ < opt.string_limit + 1 ? IFNAMSIZ : opt.string_limit + 1;
	const unsigned char *b;
	size_t len, shown;

	if (exiting)
		return;
	print_arg_sep();
	b = ioc_now_bytes(c, &have);
	if (!c->args[2] || !b) {
		/* NULL, or not captured: what can still be read */
		print_strmax_at(c, 2, c->args[2], IFNAMSIZ);
		return;
	}
	len = strnlen((const char *)b, have < want ? have : want);
	if (len == have && have < want) {
		print_addr(c->args[2]);
		return;
	}
	shown = want > opt.string_limit ? opt.string_limit : want;
	print_quoted(b, len < shown ? len : shown,
		     len < shown || (shown < want && !b[shown]) ? 0 : QUOTE_ELLIPSIS);
}

/* [N]: an int the call reads (setters, at entry) or writes (getters) */
static void int_arg(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = r->code == FIOGETOWN || r->code == SIOCATMARK || r->code == SIOCGIFENCAP ||
		   r->code == SIOCGPGRP || r->code == SIOCOUTQNSD;
	int32_t v;

	if (!exiting) {
		print_arg_sep();
		if (!get && fetch_in(c, 2, &v, sizeof(v)))
			tprintf("[%d]", v);
		return;
	}
	if (get && fetch_out(c, 2, &v, sizeof(v)))
		tprintf("[%d]", v);
}

/* the size of a struct ifreq in the call's ABI */
static size_t ifreq_size(const struct call *c)
{
	return layout_size(&ifreq_abi, c->compat);
}

/* ifc_len=80 / * 2 * sizeof(struct ifreq) * / */
static void print_ifc_len(const struct call *c, int len)
{
	unsigned n = (unsigned)len / ifreq_size(c);

	tprintf("%d", len);
	if (len > 0 && n * ifreq_size(c) == (unsigned)len)
		tprintf(" /* %u * sizeof(struct ifreq) */", n);
}

static void print_ifconf_ifreq(const struct call *c, const void *elem)
{
	const struct ifreq *ifr = elem;

	tputs("{ifr_name=");
	ioc_print_cstring(ifr->ifr_name, sizeof(ifr->ifr_name));
	tputs(", ");
	print_ifr_sockaddr("ifr_addr", &ifr->ifr_addr);
	tputc('}');
}

/* SIOCGIFCONF: the room given at entry; at exit what it holds, the
 * devices with their addresses (captured with the struct); the name and
 * address of each struct ifreq are where they are in either ABI */
static void ifconf(struct call *c, const struct ioc_req *r, int exiting)
{
	struct ifconf was, now;
	const unsigned char *b;
	size_t have;

	if (!exiting) {
		print_arg_sep();
		/* read even under -e verbose=none, as strace does */
		if (!fetch_text_in(c, 2, &was, sizeof(was)))   /* widened by its kind's layout */
			return;
		tputs("{ifc_len=");
		if (was.ifc_buf)
			print_ifc_len(c, was.ifc_len);
		return;
	}
	if (!ioc_entry_bytes_abi(c, &was, sizeof(was), &layout_ifconf))
		return;
	if (!ioc_now_abi(c, &now, sizeof(now), &layout_ifconf)) {
		if (!was.ifc_buf)
			print_ifc_len(c, was.ifc_len);
		tputs(", ifc_buf=");
		print_addr((uintptr_t)was.ifc_buf);
		tputc('}');
		return;
	}
	if (was.ifc_buf && was.ifc_len != now.ifc_len)
		tputs(" => ");
	if (!was.ifc_buf || was.ifc_len != now.ifc_len)
		print_ifc_len(c, now.ifc_len);
	tputs(", ifc_buf=");
	if (!was.ifc_buf || call_failed(c)) {
		print_addr((uintptr_t)was.ifc_buf);
		if (was.ifc_buf != now.ifc_buf) {
			tputs(" => ");
			print_addr((uintptr_t)now.ifc_buf);
		}
	} else {
		b = ioc_field_bytes(c, offsetof(struct ifconf, ifc_buf), &have);
		ioc_print_array(c, (uintptr_t)now.ifc_buf, b, have,
				(unsigned)now.ifc_len / ifreq_size(c), ifreq_size(c),
				print_ifconf_ifreq, false);
	}
	tputc('}');
}

static const struct ioc_req reqs[] = {
	IOC_F(SIOCGIFCONF, ifconf),
	IOC_F(SIOCBRADDBR, bridge_name), IOC_F(SIOCBRDELBR, bridge_name),
	IOC_F(FIOGETOWN, int_arg), IOC_F(SIOCATMARK, int_arg), IOC_F(SIOCGIFENCAP, int_arg),
	IOC_F(SIOCGPGRP, int_arg), IOC_F(SIOCOUTQNSD, int_arg), IOC_F(FIOSETOWN, int_arg),
	IOC_F(SIOCSIFENCAP, int_arg), IOC_F(SIOCSPGRP, int_arg),
	IOC_F(SIOCBRADDIF, bridge_if), IOC_F(SIOCBRDELIF, bridge_if),
	IOC_F(SIOCADDMULTI, ifreq_set), IOC_F(SIOCDELMULTI, ifreq_set),
	IOC_F(SIOCSIFADDR, ifreq_set), IOC_F(SIOCSIFBRDADDR, ifreq_set),
	IOC_F(SIOCSIFDSTADDR, ifreq_set), IOC_F(SIOCSIFFLAGS, ifreq_set),
	IOC_F(SIOCSIFHWADDR, ifreq_set), IOC_F(SIOCSIFHWBROADCAST, ifreq_set),
	IOC_F(SIOCSIFMAP, ifreq_set), IOC_F(SIOCSIFMETRIC, ifreq_set),
	IOC_F(SIOCSIFMTU, ifreq_set), IOC_F(SIOCSIFNAME, ifreq_set),
	IOC_F(SIOCSIFNETMASK, ifreq_set), IOC_F(SIOCSIFSLAVE, ifreq_set),
	IOC_F(SIOCSIFTXQLEN, ifreq_set), IOC_F(SIOCGIFADDR, ifreq_get),
	IOC_F(SIOCGIFBRDADDR, ifreq_get), IOC_F(SIOCGIFDSTADDR, ifreq_get),
	IOC_F(SIOCGIFFLAGS, ifreq_get), IOC_F(SIOCGIFHWADDR, ifreq_get),
	IOC_F(SIOCGIFINDEX, ifreq_get), IOC_F(SIOCGIFMAP, ifreq_get),
	IOC_F(SIOCGIFMETRIC, ifreq_get), IOC_F(SIOCGIFMTU, ifreq_get),
	IOC_F(SIOCGIFNAME, ifreq_get), IOC_F(SIOCGIFNETMASK, ifreq_get),
	IOC_F(SIOCGIFSLAVE, ifreq_get), IOC_F(SIOCGIFTXQLEN, ifreq_get),
	/* only their address */
	IOC(SIOCADDDLCI, A_PTR), IOC(SIOCADDRT, A_PTR), IOC(SIOCBONDCHANGEACTIVE, A_PTR),
	IOC(SIOCBONDENSLAVE, A_PTR), IOC(SIOCBONDINFOQUERY, A_PTR), IOC(SIOCBONDRELEASE, A_PTR),
	IOC(SIOCBONDSETHWADDR, A_PTR), IOC(SIOCBONDSLAVEINFOQUERY, A_PTR), IOC(SIOCDARP, A_PTR),
	IOC(SIOCDELDLCI, A_PTR), IOC(SIOCDELRT, A_PTR), IOC(SIOCDIFADDR, A_PTR),
	IOC(SIOCDRARP, A_PTR), IOC(SIOCETHTOOL, A_PTR), IOC(SIOCGARP, A_PTR),
	IOC(SIOCGHWTSTAMP, A_PTR), IOC(SIOCGIFBR, A_PTR), IOC(SIOCGIFCOUNT, A_PTR),
	IOC(SIOCGIFMEM, A_PTR), IOC(SIOCGIFPFLAGS, A_PTR), IOC(SIOCGIFVLAN, A_PTR),
	IOC(SIOCGMIIPHY, A_PTR), IOC(SIOCGMIIREG, A_PTR), IOC(SIOCGRARP, A_PTR),
	IOC(SIOCGSKNS, A_PTR), IOC(SIOCGSTAMP_OLD, A_PTR), IOC(SIOCGSTAMP_NEW, A_PTR),
	IOC(SIOCGSTAMPNS_OLD, A_PTR), IOC(SIOCGSTAMPNS_NEW, A_PTR), IOC(SIOCRTMSG, A_PTR),
	IOC(SIOCSARP, A_PTR), IOC(SIOCSHWTSTAMP, A_PTR), IOC(SIOCSIFBR, A_PTR),
	IOC(SIOCSIFLINK, A_PTR), IOC(SIOCSIFMEM, A_PTR), IOC(SIOCSIFPFLAGS, A_PTR),
	IOC(SIOCSIFVLAN, A_PTR), IOC(SIOCSMIIREG, A_PTR), IOC(SIOCSRARP, A_PTR),
	IOC(SIOCWANDEV, A_PTR),
};

/* its structs read the same in a compat call, or are widened */
const struct ioc_table ioc_sock_table = IOC_TABLE_COMPAT(reqs, NULL);
