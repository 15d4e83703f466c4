/* -yy for short-lived sockets: what sock_diag says of a socket, as the
 * calls leave it, from the identity the kernel side captures at their exit
 * (EBT_CAP_SOCKID).  strace asks sock_diag when it prints a descriptor,
 * which for an argument is before the call runs: the state an argument is
 * shown with is the one the previous calls left. */
#ifndef EBTRACE_DECODERS_SOCKID_H
#define EBTRACE_DECODERS_SOCKID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct call;
struct sysent;
struct ebt_cap_spec;

/* Whether -yy asks for socket details at all. */
bool sockid_wanted(void);
/* The capture of se's sockets for its plan (false: se has none). */
bool sockid_plan(const struct sysent *se, struct ebt_cap_spec *spec);
/* Whether se should be seen (from its exit) even when not traced: it may
 * change what sock_diag says of a socket (bind, connect...). */
bool sockid_wants_call(const struct sysent *se);
/* Learn the sockets of a call that exited: before its line is printed
 * (new_fds: its new descriptors, and sockets not seen before), and after
 * it (the rest: its arguments were shown as they were before it). */
void sockid_learn(const struct call *c, bool new_fds);
/* No descriptor seen refers to socket inode any more. */
void sockid_gone(unsigned long inode);
/* What is known of socket inode: false, nothing; else *details is what
 * sock_diag would give (malloc'd, the caller keeps it) or NULL when it
 * would not list the socket, *proto its protocol name. */
bool sockid_known(unsigned long inode, char **details, const char **proto);

/* sockdiag.c: the text strace shows for an inet socket (ports in host
 * order, addresses of 4 or 16 bytes), a UNIX one and a netlink one; NULL when there is
 * nothing to say but the inode. */
char *sock_format_inet(const char *proto, int af, const void *src, unsigned sport,
		       const void *dst, unsigned dport);
char *sock_format_unix(const char *proto, unsigned long inode, uint32_t peer, const char *name,
		       size_t name_len);
/* NETLINK:[ROUTE:1234]: a netlink socket's protocol and port id */
char *sock_format_netlink(const char *proto, unsigned protocol, uint32_t portid);
/* Whether the kernel still has UNIX socket inode (sock_diag). */
bool sock_unix_exists(unsigned long inode);

#endif
