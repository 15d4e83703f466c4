/* Turning the kernel's records into strace's lines. */
#ifndef EBTRACE_TRACE_H
#define EBTRACE_TRACE_H

#include "ebtrace.h"

/* Handle one ring-buffer record. */
int trace_record(const void *data, size_t size);
/* Nothing arrived for a while: show the calls that are still running. */
void trace_idle(void);
/* Let every traced task go (ebtrace was interrupted). */
void trace_detach_all(void);
/* Calls still open when ebtrace stops tracing. */
void trace_finish(void);

#endif
