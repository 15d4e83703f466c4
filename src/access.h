/* Who may be traced: the kernel's own ptrace rules, asked of the kernel. */
#ifndef EBTRACE_ACCESS_H
#define EBTRACE_ACCESS_H

#include <stdbool.h>
#include <sys/types.h>

/* ebtrace has CAP_SYS_PTRACE. */
bool access_privileged(void);
/* 0 if the user who runs ebtrace may ptrace pid, else EPERM or ESRCH. */
int access_check(pid_t pid);
/* Once the programs are loaded, an ebtrace that is not root gives up the
 * capabilities it was installed with: what follows is done with the
 * user's own credentials.  _child: the command, before its execve. */
void access_drop_caps(void);
/* ebtrace runs in a user namespace other than the initial one, where no
 * capability lets it load BPF programs. */
bool access_in_user_ns(void);
void access_child_drop_caps(void);

#endif
