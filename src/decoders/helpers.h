/* Printers the decoder families share with each other. */
#ifndef EBTRACE_DECODERS_HELPERS_H
#define EBTRACE_DECODERS_HELPERS_H

#include <signal.h>

#include "../decode.h"

/* signal.c */
void print_signo_val(int sig);
/* [HUP INT], or ~[...] when most bits are set */
void print_sigset_bytes(const void *buf, size_t bytes);
void print_siginfo(const siginfo_t *si);

/* time.c */
void print_timespec_buf(const void *buf);
void print_timespec_val(int64_t sec, int64_t nsec);
void print_timeval_val(const void *buf);
/* A timespec in tracee memory: NULL, the address when unreadable, or
 * {tv_sec=..., tv_nsec=...}. */
void print_timespec_at(const struct call *c, int arg, uint64_t addr);
void print_timeval_at(const struct call *c, int arg, uint64_t addr);
void print_clockid(int clockid);
void print_clock_t(uint64_t ticks);

/* An output argument is shown only when the call succeeded. */
static inline int output_unavailable(const struct call *c)
{
	return !c->exiting || call_failed(c);
}

#endif
