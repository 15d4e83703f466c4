#ifndef EBTRACE_CAPTURE_PLAN_H
#define EBTRACE_CAPTURE_PLAN_H

#include <stdbool.h>
#include <stdint.h>

#include "event.h"

/* Makes every syscall number's plan, and the plans of the commands of the
 * calls that have commands, for the options and the filter; a capture
 * takes max_capture bytes at most.  Returns the capture kinds they use
 * (bit EBT_CAP_*), which decides what code the kernel side loads. */
uint32_t plans_make(uint32_t max_capture);
/* Some call the plans show takes inputs again from the new image at its
 * exit (EBT_AT_FAILED: an execve's). */
bool plans_retake_inputs(void);
/* EBT_MAX_SYSCALLS plans, by syscall key. */
const struct ebt_plan *plans_by_number(void);
/* The command plans and their keys; returns how many. */
uint32_t plans_by_command(const struct ebt_cmd_key **keys, const struct ebt_plan **plans);
/* Frees the command plans once loaded. */
void plans_free(void);

/* Whether any call makes a record (-e trace=none: none does); known
 * before the plans are made. */
bool plans_any_call_seen(void);
/* Whether the call of key shows or is tampered with (the plans made). */
bool plan_call_seen(long key);
/* With exit-only hooks: the native call nr needs its enter record. */
bool plan_enter_wanted(long nr);
/* -yy: sockets' identities are captured (the kernel offsets they need,
 * their program). */
bool plans_want_sockets(void);

/* Entries of an iovec array captured, and the bytes of each element the
 * kernel side keeps (0: no limit). */
uint32_t capture_iov_count(void);
uint32_t capture_iov_elem_max(void);

#endif
