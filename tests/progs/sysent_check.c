/* Checks the syscall metadata table built into ebtrace against the names
 * libseccomp knows for the native architecture: every name must have a
 * row.  Prints the missing names and exits 1 if there are any.  Built
 * with the generated src/syscallent.c and stubs for the decoders it names. */
#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sysent.h"

static int cmp(const void *key, const void *elem)
{
	return strcmp(key, ((const struct sysent *)elem)->name);
}

int main(void)
{
	uint32_t arch = seccomp_arch_native();
	int missing = 0, known = 0;

	for (int nr = 0; nr < 1024; nr++) {
		char *name = seccomp_syscall_resolve_num_arch(arch, nr);

		if (!name)
			continue;
		known++;
		if (!bsearch(name, sysent_meta, sysent_meta_count, sizeof(sysent_meta[0]), cmp)) {
			printf("no metadata: %s (%d)\n", name, nr);
			missing++;
		}
		free(name);
	}
	printf("%d names, %d without metadata\n", known, missing);
	return missing ? 1 : 0;
}
