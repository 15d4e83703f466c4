/* Start-up and teardown phases timed on stderr when EBTRACE_TIMING is set
 * (for tuning; costs one getenv when unset). */
#ifndef EBTRACE_TIMING_H
#define EBTRACE_TIMING_H

#include <stdbool.h>

void timing_mark(const char *phase);
bool timing_enabled(void);

#endif
