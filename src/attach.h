/* Attaching to running processes (-p), and the tracer's own fatal signals. */
#ifndef EBTRACE_ATTACH_H
#define EBTRACE_ATTACH_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

/* -p ARG: one PID or a list separated by commas or white space. */
void attach_add_pids(const char *arg);
/* Start tracing the -p processes (their threads too with -f); strace's
 * messages.  Returns how many of them could be attached. */
int attach_start(void);
/* Tasks traced when tracing began: the command and the -p tasks. */
int attach_initial_tasks(void);
/* 0 if the invoking user may trace pid (as the kernel decides for
 * PTRACE_ATTACH with real credentials), else an errno value. */
int attach_access_error(pid_t pid);
/* Whether the invoking user has CAP_SYS_PTRACE (may trace anything). */
bool attach_privileged(void);
/* Whether a task with these credentials (uid, gid, suid, sgid, euid, egid,
 * permitted capabilities) may be traced by the invoking user. */
bool attach_creds_allowed(const uint32_t ids[6], uint64_t cap_permitted);
/* Forget traced tasks that ended without an exit record (lost records),
 * so that ebtrace never waits for them; cheap enough to call when idle. */
void attach_check_vanished(void);

#endif
