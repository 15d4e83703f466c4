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
/* Forget traced tasks that ended without an exit record (lost records),
 * so that ebtrace never waits for them; cheap enough to call when idle. */
void attach_check_vanished(void);

#endif
