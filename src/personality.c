/* The personalities of the architecture (src/arch/ARCH.c names them). */
#include "arch.h"
#include "ebtrace.h"
#include "personality.h"

const struct personality *personalities(int *count)
{
	*count = arch.npers;
	return arch.pers;
}

size_t compat_u64_align(void)
{
	int n;
	const struct personality *p = personalities(&n);

	return n > 1 ? p[1].u64_align : 8;
}
