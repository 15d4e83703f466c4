#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "timing.h"

static int enabled = -1;
static struct timespec last;

bool timing_enabled(void)
{
	if (enabled < 0) {
		enabled = getenv("EBTRACE_TIMING") != NULL;
		clock_gettime(CLOCK_MONOTONIC, &last);
	}
	return enabled;
}

void timing_mark(const char *phase)
{
	struct timespec now;

	if (!timing_enabled())
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	fprintf(stderr, "ebtrace: timing: %-14s %8.3f ms\n", phase,
		(now.tv_sec - last.tv_sec) * 1e3 + (now.tv_nsec - last.tv_nsec) / 1e6);
	last = now;
}
