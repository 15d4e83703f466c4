/* Signal names and the "--- SIGX {...} ---" line. */
#ifndef EBTRACE_SIGNALS_H
#define EBTRACE_SIGNALS_H

#include <stddef.h>

/* "SIGKILL", "SIGRTMIN", "SIGRT_3", or the number as text. */
const char *signal_name(int sig);
/* The signal number for a name such as "SIGUSR1", "usr1", "10"; -1 if none. */
int signal_number(const char *name);
/* sender_comm (-Y): the name of the task si_pid names, as the kernel took
 * it, or NULL or "" when it did not. */
void print_signal_line(int sig, const void *siginfo, size_t size, const char *sender_comm);

#endif
