/* Syscall numbers of the tracee's architecture, from libseccomp, bound to
 * the name-keyed metadata. */
#ifndef EBTRACE_SYSCALLS_H
#define EBTRACE_SYSCALLS_H

#include "sysent.h"

void syscalls_init(void);
/* Metadata for a number, or NULL for a number the architecture lacks. */
const struct sysent *sysent_of(long nr);
/* The number of a syscall name, or -1. */
long syscall_nr(const char *name);
long syscall_max(void);

#endif
