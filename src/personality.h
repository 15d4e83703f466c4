/* The personalities (ABIs) of the architecture the tracer runs on, as
 * strace names them: the native one first, then the compat one traced in
 * the same tables (see EBT_PERS_SPAN), then any that are only named. */
#ifndef EBTRACE_PERSONALITY_H
#define EBTRACE_PERSONALITY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define PERS_MAX 3

struct personality {
	const char *designator;  /* -e trace=NAME@designator */
	const char *mode;        /* "[ Process PID=N runs in MODE mode. ]" */
	uint32_t arch;           /* libseccomp's SCMP_ARCH_* of its numbers */
	uint32_t nr_bit;         /* set in its numbers (x32), or 0 */
	uint8_t u64_align;       /* alignment of 64-bit fields in its structures */
};

/* The personalities of the native architecture; the first EBT_NPERS of
 * them are traced (those of them with an arch), the others only named. */
const struct personality *personalities(int *count);
/* The alignment of 64-bit fields in the compat personality's structures. */
size_t compat_u64_align(void);

#endif
