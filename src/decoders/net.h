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
/* {sa_family=AF_INET, ...} of len bytes. */
void print_sockaddr_bytes(const void *data, int len);
/* The socklen_t at argument arg at enter (*in) and exit (*out). */
bool socklen_values(const struct call *c, int arg, int *in, int *out, bool *have_out);
/* field=htons(80) */
void print_port(const char *field, uint16_t port_be);
/* if_nametoindex("lo"), or the number when no interface has it. */
void print_ifindex(unsigned ifindex);

/* netlink_route.c: IFF_* device flags, ARPHRD_* device types */
extern const struct xlat iffflags[];
extern const struct xlat arp_hardware_types[];
/* A hardware address of len bytes of a device type: 00:11:22:33:44:55 (as
 * long as the type's addresses are), after the bytes in hex with -X
 * raw/verbose. */
void print_hwaddr(const unsigned char *a, unsigned len, unsigned devtype);

#endif
