/* Descriptor decorations (-y, -yy, --decode-fds): the "<...>" strace shows
 * after a descriptor.
 *
 * strace reads /proc/PID/fd/N while the tracee is stopped.  The tracee never
 * stops here, so by the time a line is printed a descriptor may have been
 * closed or reused, or the process may be gone.  A table of each process's
 * descriptors is therefore kept from the calls seen (open*, dup*, pipe*,
 * socket*, accept*, close*, fcntl, exec, fork), with the identity of new
 * descriptors captured in the kernel, and /proc only as the fallback. */
#ifndef EBTRACE_DECODERS_FDPATH_H
#define EBTRACE_DECODERS_FDPATH_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

struct call;
struct sysent;

/* "3", or "3</etc/hostname>" as the options ask. */
void print_fd_number(const struct call *c, int fd);
/* What the table knows a descriptor of the calling process to be (its
 * /proc link text), or NULL: it is kept with -y only. */
const char *fd_known_path(const struct call *c, int fd);
void print_newfd_number(const struct call *c, int fd);
/* A descriptor of process pid (kcmp, pidfd_getfd), decorated as that
 * process has it. */
void print_fd_of_pid(const struct call *c, int pid, int fd);
/* The same, whose copy is the caller's descriptor copy: decorated as the
 * copy is, which outlives that process, else as its /proc shows it now. */
void print_fd_copied(const struct call *c, int pid, int fd, int copy);
/* The process a pidfd of the calling process refers to, or -1 when fd is
 * not a pidfd (or its process is reaped). */
int fd_pidfd_pid(const struct call *c, int fd);
/* The pidfd a successful clone or clone3 made for the parent, or -1
 * (process.c). */
int clone_new_pidfd(const struct call *c);
/* The decoration of AT_FDCWD: "</the/cwd>". */
void print_cwd_deco(const struct call *c);

/* A process comes under tracing (launched or attached): learn its
 * descriptors and cwd from /proc. */
void fdtrack_attach(pid_t pid);
/* A traced process forked: the child has a copy of the table. */
void fdtrack_fork(uint32_t parent_tgid, uint32_t child_tgid);
/* A traced process is gone. */
void fdtrack_gone(uint32_t tgid);
/* A call has exited: learn new descriptors before its line is printed
 * (they show in its return value), forget closed ones after. */
void fdtrack_exit_before(const struct call *c);
void fdtrack_exit_after(const struct call *c);

/* Whether se changes the descriptor table: under -e trace= such calls are
 * still delivered (exit records only), to keep the table right. */
bool fdtrack_wants(const struct sysent *se);
/* Whether the capture plan of se should carry EBT_CAP_FDINFO, for which
 * argument (EBT_CAP_ARG_RET: the return value) and with which count (1:
 * the descriptors a message passes). */
bool fdtrack_wants_fdinfo(const struct sysent *se, uint8_t *arg, uint32_t *count);

/* -yy socket details: "TCP:[127.0.0.1:80->...]", or NULL (sockdiag.c). */
const char *sock_details(unsigned long inode, const char *proto);

#endif
