/* Syscall numbers of the tracee's architecture, from libseccomp, bound to
 * the name-keyed metadata. */
#ifndef EBTRACE_SYSCALLS_H
#define EBTRACE_SYSCALLS_H

#include "sysent.h"

void syscalls_init(void);
/* Metadata for a number, or NULL for a number the architecture lacks. */
const struct sysent *sysent_of(long nr);
/* The number of a syscall name in the native personality, or -1. */
long syscall_nr(const char *name);
/* The key (see ebt_sys_key) of a syscall name in a personality, or -1. */
long syscall_key(const char *name, int pers);
long syscall_max(void);
/* The key of a subcall of a multiplexing call (see struct arch_mux). */
struct arch_mux;
struct arch_subcall;
long subcall_key(const struct arch_mux *m, const struct arch_subcall *sub);
/* The key of a multiplexing call (one of arch.muxes), looked up once: it
 * is asked for every number the seccomp filter looks at, and for every
 * notified call. */
long mux_key(const struct arch_mux *am);
/* The key of the subcall that the multiplexer of key makes of its first
 * argument arg0, or -1 (key no multiplexer's, or arg0 no subcall). */
long mux_subcall_key(long key, uint64_t arg0);
/* The key of the multiplexer that makes the call of key as a subcall, or
 * key when none does. */
long mux_of_subcall(long key);

/* The rows of a call whose arguments depend on a command, sorted by
 * command value; NULL when nr has none. */
struct sysent_cmds {
	const struct sysent_command *sel;
	const struct sysent **rows;
	size_t count;
};
const struct sysent_cmds *sysent_cmds_of(long nr);
/* The number a compat call gives the ioctl request cmd (a native number),
 * by the size of its argument there (decoders/ioctl.c). */
uint32_t ioctl_compat_cmd(uint32_t cmd);
/* The command value args select for such a call. */
uint32_t sysent_cmd_value(const struct sysent_command *sel, const uint64_t *args);
/* The row of one call: its command's row when it has one, else the
 * number's (NULL for a number the architecture lacks). */
const struct sysent *sysent_for_call(long nr, const uint64_t *args);

#endif
