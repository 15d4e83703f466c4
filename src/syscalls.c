#include <seccomp.h>
#include <stdlib.h>
#include <string.h>

#include "ebtrace.h"
#include "syscalls.h"

static const struct sysent *by_nr[EBT_MAX_SYSCALLS];
static long max_nr;

static int cmp_name(const void *key, const void *elem)
{
	return strcmp(key, ((const struct sysent *)elem)->name);
}

static const struct sysent *meta_of(const char *name)
{
	return bsearch(name, sysent_meta, sysent_meta_count, sizeof(sysent_meta[0]), cmp_name);
}

/* A syscall the metadata does not describe yet: all six arguments in hex. */
static const struct sysent *undescribed(const char *name)
{
	struct sysent *se = xcalloc(1, sizeof(*se));

	se->name = name;
	se->ret = R_dec;
	se->nargs = MAX_SC_ARGS;
	for (int i = 0; i < MAX_SC_ARGS; i++)
		se->args[i].kind = K_hex;
	return se;
}

void syscalls_init(void)
{
	uint32_t arch = seccomp_arch_native();
	static int done;

	if (done)
		return;   /* the option parser may have needed it first */
	done = 1;
	for (long nr = 0; nr < EBT_MAX_SYSCALLS; nr++) {
		char *name = seccomp_syscall_resolve_num_arch(arch, nr);
		const struct sysent *se;

		if (!name)
			continue;
		se = meta_of(name);
		if (se && (se->classes & SE_UNNAMED)) {
			free(name);
			se = undescribed(NULL);
		} else if (se) {
			free(name);
		} else {
			se = undescribed(name);
		}
		by_nr[nr] = se;
		max_nr = nr;
	}
}

const struct sysent *sysent_of(long nr)
{
	if (nr < 0 || nr >= EBT_MAX_SYSCALLS)
		return NULL;
	return by_nr[nr];
}

long syscall_nr(const char *name)
{
	for (long nr = 0; nr <= max_nr; nr++)
		if (by_nr[nr] && by_nr[nr]->name && !strcmp(by_nr[nr]->name, name))
			return nr;
	return -1;
}

long syscall_max(void)
{
	return max_nr;
}
