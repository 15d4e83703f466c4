/* Starting the traced command. */
#ifndef EBTRACE_LAUNCH_H
#define EBTRACE_LAUNCH_H

#include <stdbool.h>
#include <sys/types.h>

/* Resolve PROG like strace (PATH search for a bare name); dies with
 * "Can't stat" when there is no such file. */
char *resolve_command(const char *prog);
/* Fork the command; it waits, stopped before exec, until launch_go(). */
pid_t launch_prepare(const char *path, char **argv);
/* -D (level 1 to 3): the command keeps this process and waits; ebtrace
 * goes on as its grandchild.  Returns the command's pid. */
pid_t launch_prepare_detached(const char *path, char **argv, int level);
void launch_go(void);
/* The command (tid) ended: if its execve failed, say so as strace does,
 * after the execve's line. */
void launch_exec_error(pid_t tid);
/* -b execve let the task go (tid): when it is the command, its exit
 * status is no longer ebtrace's, which exits with 0 once it has ended, as
 * strace does. */
void launch_detached(pid_t tid);
bool launch_was_detached(void);
/* tid is the command, started as ebtrace's child: ebtrace reaps it. */
bool launch_is_child(pid_t tid);

#endif
