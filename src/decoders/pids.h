/* Process ids: as the tracee sees them, and with --pidns-translation what
 * they are in ebtrace's PID namespace. */
#ifndef EBTRACE_DECODERS_PIDS_H
#define EBTRACE_DECODERS_PIDS_H

#include "../pidns.h"

struct call;
/* An id in the namespace of the task whose line is being printed. */
void print_pid_as(enum pidns_type type, int id);
/* The same with -Y's name of it as the kernel took it (EBT_COMM_LEN
 * bytes; NULL or "": /proc's while it exists). */
void print_pid_named(enum pidns_type type, int id, const char *known);
/* Only the comment, for ids a decoder prints itself. */
void print_pidns_note(enum pidns_type type, int id);
/* A return value of an id kind (R_tgid, R_tid, R_pgid, R_sid). */
void print_ret_pid(const struct call *c);
/* -Y: waitid's id (argument arg) with P_PID, and the si_pid it returns,
 * each with the child's command name while the child exists. */
void print_waitid_pid(const struct call *c, int arg, int id);
void print_waited_pid(const struct call *c, int pid);

#endif
