/* Holding one task at the end of a call, before it returns to its program:
 * what -e inject=...:delay_exit= and :poke_exit= need for a call that runs,
 * which seccomp cannot give (it acts before a call only).
 *
 * The command runs in a cgroup v2 of ebtrace's own; a task to hold moves
 * into a threaded child cgroup of it, which is frozen while the call is
 * still waiting for ebtrace's answer.  The kernel then stops the task as it
 * returns from the call (the call itself runs to its end), with no signal
 * its program could see, and ebtrace writes the pokes and waits out the
 * delay before it thaws it. */
#ifndef EBTRACE_HOLD_H
#define EBTRACE_HOLD_H

#include <stdbool.h>
#include <sys/types.h>

/* Before the command starts: its cgroup, and a watcher process that thaws
 * and removes everything when ebtrace ends, however it ends.  False (and
 * why, in *why) when this system has no cgroup v2 that ebtrace can use. */
bool hold_prepare(const char **why);
/* In the command's child, before its execve: join the cgroup. */
void hold_child(void);
/* Freeze task tid at the end of its call in progress.  Returns a descriptor
 * that polls (EPOLLPRI) when its state changes, or -1. */
int hold_start(pid_t tid);
enum hold_state {
	HOLD_RUNNING,   /* still in its call */
	HOLD_FROZEN,    /* stopped after its call */
	HOLD_GONE,      /* the task has ended */
};
/* Its state, read through the descriptor hold_start gave. */
enum hold_state hold_state(int fd);
/* Thaw it and put it back with the other tasks. */
void hold_end(pid_t tid);

#endif
