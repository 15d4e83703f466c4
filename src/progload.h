/* Loading the BPF programs two at a time (libbpf loads one after the
 * other, and the verifier is most of the start-up). */
#ifndef EBTRACE_PROGLOAD_H
#define EBTRACE_PROGLOAD_H

#include <pthread.h>
#include <stdbool.h>

/* Before the object is opened: libbpf loads stand-ins, and keeps the
 * programs for progload_finish(). */
void progload_register(void);
/* After libbpf's load: the real programs, on two threads unless threads
 * is false, each in its stand-in's descriptor, pruned of the code the
 * constants c (.rodata) leave unreachable.  0 or a negative errno. */
struct prune_consts;
int progload_finish(bool threads, const struct prune_consts *c);
/* A program that does nothing (returns 0); libbpf and the kernel copy it. */
#define DO_NOTHING_LEN 2
struct bpf_insn;
extern struct bpf_insn do_nothing[DO_NOTHING_LEN];
/* A thread that runs as the reader does (see reader_priority in main.c):
 * one that SCHED_RESET_ON_FORK left at the default policy would wait
 * behind every other task of a busy machine while ebtrace waits for it. */
int start_helper_thread(pthread_t *thread, void *(*fn)(void *), void *arg);

#endif
