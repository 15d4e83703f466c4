/* -e inject= and -e fault=: the calls of the command's tasks, answered
 * through seccomp user notification (see notify.c). */
#ifndef EBTRACE_NOTIFY_H
#define EBTRACE_NOTIFY_H

#include <sys/types.h>

/* Before the command is forked. */
void tamper_prepare(void);
/* In the command's process, before its execve: install the filter. */
void tamper_child(void);
/* Once the command runs: take its listener, watch it in epfd. */
void tamper_start(pid_t pid, int epfd);
/* After a wake-up with the nev events ev (epoll's data.fd: the ready
 * descriptor): answer the call waiting, and those whose delay is over. */
struct epoll_event;
void tamper_service(const struct epoll_event *ev, int nev);
/* A call's exit record as its line shows it: with the pokes written at its
 * end (EBT_SYS_POKED_EXIT) in its captures, which were taken before. */
struct ebt_sys_event;
const struct ebt_sys_event *tamper_shown(const struct ebt_sys_event *e);
/* After tracing: the tasks left go on untouched. */
void tamper_release(void);

#endif
