/* The personalities of each architecture: the one file that names them. */
#include <seccomp.h>

#include "ebtrace.h"
#include "personality.h"

static const struct {
	uint32_t native;
	int count;
	struct personality pers[PERS_MAX];
} arches[] = {
	{ SCMP_ARCH_X86_64, 3, {
		{ "64", "64 bit", SCMP_ARCH_X86_64, 0, 8 },
		{ "32", "32 bit", SCMP_ARCH_X86, 0, 4 },
		{ "x32", "x32", SCMP_ARCH_X32, 0x40000000, 8 },
	} },
	{ SCMP_ARCH_AARCH64, 2, {
		{ "64", "64 bit", SCMP_ARCH_AARCH64, 0, 8 },
		{ "32", "32 bit", SCMP_ARCH_ARM, 0, 8 },
	} },
};

const struct personality *personalities(int *count)
{
	static const struct personality native_only[] = { { "64", "64 bit", 0, 0, 8 } };
	uint32_t native = seccomp_arch_native();

	for (size_t i = 0; i < sizeof(arches) / sizeof(arches[0]); i++) {
		if (arches[i].native == native) {
			*count = arches[i].count;
			return arches[i].pers;
		}
	}
	*count = 1;
	return native_only;
}

size_t compat_u64_align(void)
{
	int n;
	const struct personality *p = personalities(&n);

	return n > 1 ? p[1].u64_align : 8;
}
