#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch.h"
#include "ebtrace.h"
#include "personality.h"
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

/* A row under the number its command has in a compat call: ioctl
 * requests encode the size of their argument, which may differ there. */
static const struct sysent *compat_row(const struct sysent *row)
{
	struct sysent *copy;
	uint32_t cmd = strcmp(row->name, "ioctl") ? row->cmd : ioctl_compat_cmd(row->cmd);

	if (cmd == row->cmd)
		return row;
	copy = xmalloc(sizeof(*copy));
	*copy = *row;
	copy->cmd = cmd;
	return copy;
}

/* The command rows of a named call in a personality, sorted for
 * bisection. */
static struct sysent_cmds *command_rows(const struct sysent_command *sel, bool compat)
{
	struct sysent_cmds *t = xcalloc(1, sizeof(*t));

	t->sel = sel;
	t->rows = xcalloc(sysent_cmd_rows_count + 1, sizeof(*t->rows));
	for (size_t i = 0; i < sysent_cmd_rows_count; i++)
		if (!strcmp(sysent_cmd_rows[i].name, sel->name))
			t->rows[t->count++] = compat ? compat_row(&sysent_cmd_rows[i]) :
						       &sysent_cmd_rows[i];
	qsort(t->rows, t->count, sizeof(*t->rows), cmp_cmd);
	return t;
}

static void bind_commands(void)
{
	for (size_t i = 0; i < sysent_commands_count; i++) {
		for (int pers = 0; pers < EBT_NPERS; pers++) {
			long key = syscall_key(sysent_commands[i].name, pers);

			if (key >= 0)
				cmds_by_nr[key] = command_rows(&sysent_commands[i], pers > 0);
		}
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

/* The keys of the multiplexers and of their subcalls, found by name once:
 * lines, notifications and -n ask for them per call. */
static struct mux_keys {
	long key;
	long *subs;
} *mux_keys;

static const struct mux_keys *keys_of(const struct arch_mux *am)
{
	if (!mux_keys) {
		mux_keys = xcalloc(arch.nmuxes + 1, sizeof(*mux_keys));
		for (int m = 0; m < arch.nmuxes; m++) {
			const struct arch_mux *mx = &arch.muxes[m];

			mux_keys[m].key = syscall_key(mx->name, mx->pers);
			mux_keys[m].subs = xcalloc(mx->nsubs + 1, sizeof(long));
			for (int i = 0; i < mx->nsubs; i++)
				mux_keys[m].subs[i] = mx->subs[i].pseudo_nr ?
						      ebt_sys_key(mx->subs[i].pseudo_nr, mx->pers) :
						      syscall_key(mx->subs[i].name, mx->pers);
		}
	}
	return &mux_keys[am - arch.muxes];
}

long subcall_key(const struct arch_mux *m, const struct arch_subcall *sub)
{
	return keys_of(m)->subs[sub - m->subs];
}

long mux_key(const struct arch_mux *am)
{
	return keys_of(am)->key;
}

long mux_subcall_key(long key, uint64_t arg0)
{
	for (int m = 0; m < arch.nmuxes; m++) {
		const struct arch_mux *am = &arch.muxes[m];

		if (key < 0 || mux_key(am) != key)
			continue;
		for (int i = 0; i < am->nsubs; i++)
			if (am->subs[i].sub == ((uint32_t)arg0 & am->sub_mask))
				return subcall_key(am, &am->subs[i]);
	}
	return -1;
}

/* The subcalls that have no call of their own are named at their pseudo
 * numbers. */
static void bind_subcalls(void)
{
	for (int m = 0; m < arch.nmuxes; m++) {
		for (int i = 0; i < arch.muxes[m].nsubs; i++) {
			const struct arch_subcall *sub = &arch.muxes[m].subs[i];
			long key = ebt_sys_key(sub->pseudo_nr, arch.muxes[m].pers);

			if (!sub->pseudo_nr || key >= EBT_MAX_SYSCALLS || by_nr[key])
				continue;
			by_nr[key] = meta_of(sub->name);
			if (!by_nr[key])
				by_nr[key] = undescribed(sub->name);
			if (key > max_nr)
				max_nr = key;
		}
	}
}

/* A compat architecture that also has NAME32 (i386's chown32, setuid32...)
 * has NAME take 16-bit ids: the row with its ids 16 bits wide, those it
 * reads or stores in memory too. */
static const struct sysent *ids_of_arch(uint32_t arch, const char *name, const struct sysent *se)
{
	char name32[64];
	struct sysent *narrow;

	if ((size_t)snprintf(name32, sizeof(name32), "%s32", name) >= sizeof(name32) ||
	    seccomp_syscall_resolve_name_arch(arch, name32) == __NR_SCMP_ERROR)
		return se;
	narrow = xcalloc(1, sizeof(*narrow));
	*narrow = *se;
	for (int i = 0; i < narrow->nargs; i++)
		if (narrow->args[i].kind == K_uid)
			narrow->args[i].bits = 16;
		else if (narrow->args[i].kind == K_ouint)
			narrow->args[i].kind = K_ouid16;
		else if (narrow->args[i].kind == K_ogids)
			narrow->args[i].kind = K_ogids16;
		else if (narrow->args[i].kind == K_gids_in)
			narrow->args[i].kind = K_gids16_in;
	return narrow;
}

/* The row of personality p's call name: its own, or the one of the
 * architecture's alias, shown by the call's name. */
static const struct sysent *row_of(int p, const char *name)
{
	for (int i = 0; i < arch.naliases; i++) {
		struct sysent *se;

		if (arch.aliases[i].pers != p || strcmp(arch.aliases[i].name, name) ||
		    !meta_of(arch.aliases[i].row))
			continue;
		se = xcalloc(1, sizeof(*se));
		*se = *meta_of(arch.aliases[i].row);
		se->name = arch.aliases[i].name;
		return se;
	}
	return meta_of(name);
}

/* The numbers of each traced personality, in its part of the keys. */
void syscalls_init(void)
{
	static int done;
	int npers;
	const struct personality *pers = personalities(&npers);

	if (done)
		return;   /* the option parser may have needed it first */
	done = 1;
	for (long key = 0; key < EBT_MAX_SYSCALLS; key++) {
		int p = ebt_key_pers(key, 0);
		uint32_t arch = p ? pers[p].arch : seccomp_arch_native();
		char *name;
		const struct sysent *se;

		if (p >= npers || !arch)
			continue;
		name = seccomp_syscall_resolve_num_arch(arch, ebt_key_nr(key));

		if (!name)
			continue;
		se = row_of(p, name);
		if (se && (se->classes & SE_UNNAMED)) {
			free(name);
			se = undescribed(NULL);
		} else if (se) {
			if (p)
				se = ids_of_arch(arch, name, se);
			free(name);
		} else {
			se = undescribed(name);
		}
		by_nr[key] = se;
		max_nr = key;
	}
	bind_subcalls();
	bind_commands();
}

const struct sysent *sysent_of(long nr)
{
	if (nr < 0 || nr >= EBT_MAX_SYSCALLS)
		return NULL;
	return by_nr[nr];
}

long syscall_key(const char *name, int pers)
{
	for (long key = ebt_sys_key(0, pers); key <= max_nr && ebt_key_pers(key, 0) == pers; key++)
		if (by_nr[key] && by_nr[key]->name && !strcmp(by_nr[key]->name, name))
			return key;
	return -1;
}

long syscall_nr(const char *name)
{
	return syscall_key(name, 0);
}

long syscall_max(void)
{
	return max_nr;
}

long mux_of_subcall(long key)
{
	for (int m = 0; m < arch.nmuxes; m++) {
		const struct mux_keys *k = keys_of(&arch.muxes[m]);

		for (int i = 0; i < arch.muxes[m].nsubs; i++)
			if (k->subs[i] == key)
				return k->key;
	}
	return key;
}
