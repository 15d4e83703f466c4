/* Socket decoding shared with the descriptor decorations. */
#ifndef EBTRACE_DECODERS_NET_H
#define EBTRACE_DECODERS_NET_H

#include "../decode.h"

extern const struct xlat addrfams[];
extern const struct xlat netlink_protocols[];
extern const struct xlat msg_flags[];

/* {sa_family=AF_INET, ...} from len bytes of a socket address. */
void print_sockaddr_bytes(const void *data, int len);
/* The same from tracee memory, or the address when unreadable. */
void print_sockaddr_at(const struct call *c, int arg, uint64_t addr, int len);

#endif
