/* What the socket decoders share: net.c (sockets, addresses, messages)
 * and sockopt.c (socket options). */
#ifndef EBTRACE_DECODERS_NET_H
#define EBTRACE_DECODERS_NET_H

#include <stdbool.h>
#include <stddef.h>

#include "common.h"

/* SOL_* levels (also the cmsg levels). */
extern const struct xlat socketlayers[];
/* AF_*, SOCK_* types, IPPROTO_* */
extern const struct xlat addrfams[];
extern const struct xlat socktypes[];
extern const struct xlat inet_protocols[];

/* field=inet_addr("127.0.0.1") or inet_pton(AF_INET6, "::1", &field);
 * field NULL: the address alone. */
void print_inet_addr(int af, const void *addr, size_t len, const char *field);
/* {sa_family=AF_INET, ...} of len bytes (c: the call, for descriptors
 * in the address, or NULL). */
void print_sockaddr_bytes(const void *data, int len);
void print_sockaddr_of(const struct call *c, const void *data, int len);
void print_sa_data(const unsigned char *buf, int len);
void print_sa_inet(const unsigned char *buf, int len, int family);
/* The families' fields after sa_family (sockaddr.c), of len bytes, at
 * least the family's struct (net.c's table says how long). */
void print_sa_ipx(const struct call *c, const unsigned char *buf, int len);
void print_sa_ax25(const struct call *c, const unsigned char *buf, int len);
void print_sa_x25(const struct call *c, const unsigned char *buf, int len);
void print_sa_ll(const struct call *c, const unsigned char *buf, int len);
void print_sa_bt(const struct call *c, const unsigned char *buf, int len);
void print_sa_rxrpc(const struct call *c, const unsigned char *buf, int len);
void print_sa_ieee802154(const struct call *c, const unsigned char *buf, int len);
void print_sa_alg(const struct call *c, const unsigned char *buf, int len);
void print_sa_nfc(const struct call *c, const unsigned char *buf, int len);
void print_sa_vsock(const struct call *c, const unsigned char *buf, int len);
void print_sa_qrtr(const struct call *c, const unsigned char *buf, int len);
void print_sa_xdp(const struct call *c, const unsigned char *buf, int len);
void print_sa_mctp(const struct call *c, const unsigned char *buf, int len);
/* The socklen_t at argument arg at enter (*in) and exit (*out). */
bool socklen_values(const struct call *c, int arg, int *in, int *out, bool *have_out);
/* field=htons(80) */
void print_port(const char *field, uint16_t port_be);
/* if_nametoindex("lo"), or the number when no interface has it. */
void print_ifindex(unsigned ifindex);
/* A captured message's iovec elements: have of each one's len bytes. */
struct msg_iov_part {
	uint64_t base, len, have;
	const unsigned char *data;
};
struct msg_parts {
	uint64_t iovlen;    /* msg_iovlen */
	uint32_t msg_len;   /* an mmsghdr element's */
	int n;              /* elements captured */
	struct msg_iov_part part[EBT_MSG_IOV_MAX];
};
bool msg_parts_of(const struct ebt_cap *cap, struct msg_parts *out);
/* The elements of a sendmmsg or recvmmsg array captured in a record, in
 * turn (see EBT_CAP_MMSGHDR). */
struct mmsg_caps {
	const unsigned char *p, *end;
};
void mmsg_caps_of(const struct ebt_sys_event *e, int arg, struct mmsg_caps *it);
const struct ebt_cap *mmsg_cap_next(struct mmsg_caps *it, unsigned i);
/* 01:02:03, as -X says */
void print_mac_addr(const unsigned char *addr, size_t len);
/* The same, of which only the first shown bytes are in the colon form */
void print_mac_addr_shown(const unsigned char *addr, size_t len, size_t shown);

/* netlink_route.c: IFF_* device flags, ARPHRD_* device types */
extern const struct xlat iffflags[];
extern const struct xlat arp_hardware_types[];
/* ETH_P_* protocol numbers (netlink_link.c) */
extern const struct xlat ethernet_protocols[];
/* A hardware address of len bytes of a device type: 00:11:22:33:44:55 (as
 * long as the type's addresses are), after the bytes in hex with -X
 * raw/verbose. */
void print_hwaddr(const unsigned char *a, unsigned len, unsigned devtype);

#endif
