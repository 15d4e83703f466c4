/* --kernel-stack: where in the kernel a call waited, symbolized from
 * /proc/kallsyms, and BPF programs' frames from the programs' own
 * information (kbpf.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kbpf.h"
#include "kstack.h"
#include "tcb.h"

struct ksym {
	unsigned long long addr;
	char *name;
};

static struct ksym *syms;
static size_t nsyms;
static bool loaded;

static int by_addr(const void *a, const void *b)
{
	const struct ksym *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static void load(void)
{
	FILE *fp = fopen("/proc/kallsyms", "re");
	char line[512];

	loaded = true;
	if (!fp)
		return;
	while (fgets(line, sizeof(line), fp)) {
		unsigned long long addr;
		char type, name[256];

		if (sscanf(line, "%llx %c %255s", &addr, &type, name) != 3 || !addr ||
		    (type != 't' && type != 'T' && type != 'w' && type != 'W'))
			continue;
		syms = xrealloc(syms, (nsyms + 1) * sizeof(*syms));
		syms[nsyms++] = (struct ksym){ addr, strdup(name) };
	}
	fclose(fp);
	qsort(syms, nsyms, sizeof(*syms), by_addr);
}

/* The symbol at or below addr, or NULL. */
static const struct ksym *lookup(unsigned long long addr)
{
	size_t lo = 0, hi = nsyms;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (syms[mid].addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? &syms[lo - 1] : NULL;
}

/* Frames of the hook itself, before the code that went to sleep. */
static bool hook_frame(const char *name)
{
	return !strncmp(name, "bpf_", 4) || !strncmp(name, "__bpf_", 6) ||
	       strstr(name, "traceiter") || !strcmp(name, "__schedule");
}

void kstack_record(const struct ebt_kstack_event *e, size_t size)
{
	struct tcb *t;
	char *text = NULL;
	size_t len = 0;
	unsigned n;
	bool skipping = true;
	FILE *out;

	if (size < sizeof(*e))
		return;
	if (!loaded)
		load();
	t = tcb_get(e->h.tid, e->h.tgid);
	out = open_memstream(&text, &len);
	if (!out)
		return;
	n = e->nframes < EBT_KSTACK_MAX ? e->nframes : EBT_KSTACK_MAX;
	kbpf_refresh();
	for (unsigned i = 0; i < n; i++) {
		const struct ksym *s = lookup(e->ips[i]);

		if (skipping && s && hook_frame(s->name))
			continue;
		skipping = false;
		if (kbpf_frame(e->ips[i], out))
			continue;
		if (s)
			fprintf(out, " > [kernel] %s+0x%llx\n", s->name, e->ips[i] - s->addr);
		else
			fprintf(out, " > [kernel] 0x%llx\n", (unsigned long long)e->ips[i]);
	}
	fclose(out);
	free(t->kstack);
	t->kstack = text;
}
