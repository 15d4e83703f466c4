#include <seccomp.h>
#include <stdlib.h>
#include <string.h>

#include "ebtrace.h"
#include "syscalls.h"

static const struct sysent *by_nr[EBT_MAX_SYSCALLS];
static struct sysent_cmds *cmds_by_nr[EBT_MAX_SYSCALLS];
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

static int cmp_cmd(const void *a, const void *b)
{
	uint32_t x = (*(const struct sysent *const *)a)->cmd, y = (*(const struct sysent *const *)b)->cmd;

	return x < y ? -1 : x > y;
}

/* The command rows of a named call, sorted for bisection. */
static struct sysent_cmds *command_rows(const struct sysent_command *sel)
{
	struct sysent_cmds *t = xcalloc(1, sizeof(*t));

	t->sel = sel;
	t->rows = xcalloc(sysent_cmd_rows_count + 1, sizeof(*t->rows));
	for (size_t i = 0; i < sysent_cmd_rows_count; i++)
		if (!strcmp(sysent_cmd_rows[i].name, sel->name))
			t->rows[t->count++] = &sysent_cmd_rows[i];
	qsort(t->rows, t->count, sizeof(*t->rows), cmp_cmd);
	return t;
}

static void bind_commands(void)
{
	for (size_t i = 0; i < sysent_commands_count; i++) {
		long nr = syscall_nr(sysent_commands[i].name);

		if (nr >= 0)
			cmds_by_nr[nr] = command_rows(&sysent_commands[i]);
	}
}

const struct sysent_cmds *sysent_cmds_of(long nr)
{
	return nr >= 0 && nr < EBT_MAX_SYSCALLS ? cmds_by_nr[nr] : NULL;
}

uint32_t sysent_cmd_value(const struct sysent_command *sel, const uint64_t *args)
{
	return ((uint32_t)args[sel->arg] >> sel->shift) & sel->mask;
}

const struct sysent *sysent_for_call(long nr, const uint64_t *args)
{
	const struct sysent_cmds *t = sysent_cmds_of(nr);
	size_t lo = 0, hi;
	uint32_t cmd;

	if (!t)
		return sysent_of(nr);
	cmd = sysent_cmd_value(t->sel, args);
	hi = t->count;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (t->rows[mid]->cmd < cmd)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < t->count && t->rows[lo]->cmd == cmd ? t->rows[lo] : sysent_of(nr);
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
	bind_commands();
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
