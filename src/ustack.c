/* -k: unwinding a copied stack.
 *
 * The tracee never stops, so nothing can be read from it later: the kernel
 * side copies its registers and the top of its stack at the call, and the
 * unwinding here runs on that copy, with the call-frame information (DWARF
 * CFI) of the files it has mapped, as `perf record --call-graph=dwarf` does.
 * libdw does the unwinding (dwfl_attach_state with our own memory and
 * register callbacks: the copy, not a live process); the names come from
 * usyms.c, which chooses them as the libunwind in Debian's strace does
 * (libdw would name local functions from .symtab or debug files that
 * libunwind never reads). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <elfutils/libdwfl.h>

#include "arch.h"
#include "output.h"
#include "tcb.h"
#include "timing.h"
#include "umaps.h"
#include "usyms.h"
#include "ustack.h"

struct ustack_opts ustk = { .size = USTACK_DEFAULT_SIZE, .frame_limit = USTACK_DEFAULT_FRAMES };

/* A process's unwinder, rebuilt when its mappings change. */
struct uunw {
	uint32_t tgid;
	unsigned gen;
	Dwfl *dwfl;
	struct uunw *next;
};
static struct uunw *unws;

/* What -k costs, for EBTRACE_TIMING (make bench prints it). */
static struct {
	unsigned long long stacks, bytes, frames, ns;
	unsigned long long reused, rebuilt;   /* a process's unwinder */
} cost;

/* What the callbacks work on: one stack at a time. */
static struct {
	const struct ebt_stack_event *ev;
	struct uproc *proc;
} cur;

/* ---- libdw callbacks --------------------------------------------------------- */

/* The files are the ones opened when the mappings were read. */
static int find_elf(Dwfl_Module *mod, void **userdata, const char *modname, Dwarf_Addr base,
		    char **file_name, Elf **elfp)
{
	struct ufile *f = cur.proc ? umaps_file_by_path(cur.proc, modname) : NULL;

	(void)mod, (void)userdata, (void)base;
	*elfp = NULL;
	if (!f)
		return -1;
	*file_name = strdup(f->path);
	return dup(f->fd);
}

static char *debuginfo_path;
static const Dwfl_Callbacks dwfl_cbs = {
	.find_elf = find_elf,
	.find_debuginfo = dwfl_standard_find_debuginfo,
	.debuginfo_path = &debuginfo_path,
};

static pid_t next_thread(Dwfl *dwfl, void *arg, void **thread_argp)
{
	(void)dwfl, (void)arg;
	if (*thread_argp)
		return 0;
	*thread_argp = (void *)1;
	return cur.ev->h.tid;
}

static bool get_thread(Dwfl *dwfl, pid_t tid, void *arg, void **thread_argp)
{
	(void)dwfl, (void)arg;
	*thread_argp = (void *)1;
	return tid == (pid_t)cur.ev->h.tid;
}

/* Stack memory: only what was copied. */
static bool memory_read(Dwfl *dwfl, Dwarf_Addr addr, Dwarf_Word *result, void *arg)
{
	const struct ebt_stack_event *e = cur.ev;

	(void)dwfl, (void)arg;
	if (addr < e->sp || addr + sizeof(*result) > e->sp + e->len || addr + 8 < addr)
		return false;
	memcpy(result, (const char *)(e + 1) + (addr - e->sp), sizeof(*result));
	return true;
}

/* The registers in DWARF order, from the raw struct pt_regs words (the
 * architecture's map, src/arch/ARCH.c). */
static bool set_initial_registers(Dwfl_Thread *thread, void *arg)
{
	Dwarf_Word regs[EBT_UREGS_WORDS];

	(void)arg;
	for (int i = 0; i < arch.dwarf_nregs; i++)
		regs[i] = cur.ev->regs[arch.dwarf_from_ptregs[i]];
	if (!dwfl_thread_state_registers(thread, 0, arch.dwarf_nregs, regs))
		return false;
	if (!arch.pc_in_dwarf)
		dwfl_thread_state_register_pc(thread, cur.ev->regs[arch.pc_word]);
	return true;
}

static const Dwfl_Thread_Callbacks thread_cbs = {
	.next_thread = next_thread,
	.get_thread = get_thread,
	.memory_read = memory_read,
	.set_initial_registers = set_initial_registers,
};

/* ---- per-process unwinders ----------------------------------------------------- */

static struct uunw **unw_slot(uint32_t tgid)
{
	struct uunw **pp = &unws;

	while (*pp && (*pp)->tgid != tgid)
		pp = &(*pp)->next;
	return pp;
}

static Dwfl *unwinder_of(struct uproc *p)
{
	struct uunw **pp = unw_slot(p->tgid), *u = *pp;
	Elf *arch_elf = NULL;
	FILE *fp;

	if (u && u->gen == p->gen) {
		cost.reused++;
		return u->dwfl;
	}
	cost.rebuilt++;
	if (!u) {
		u = xcalloc(1, sizeof(*u));
		u->tgid = p->tgid;
		*pp = u;
	} else if (u->dwfl) {
		dwfl_end(u->dwfl);
	}
	u->gen = p->gen;
	u->dwfl = dwfl_begin(&dwfl_cbs);
	if (!u->dwfl)
		return NULL;
	fp = fmemopen(p->text, strlen(p->text), "r");
	dwfl_report_begin(u->dwfl);
	if (fp) {
		dwfl_linux_proc_maps_report(u->dwfl, fp);
		fclose(fp);
	}
	dwfl_report_end(u->dwfl, NULL, NULL);
	for (int i = 0; i < p->nmaps && !arch_elf; i++)
		if (p->maps[i].file && p->maps[i].file->elf)
			arch_elf = p->maps[i].file->elf;
	if (!dwfl_attach_state(u->dwfl, arch_elf, p->tgid, &thread_cbs, NULL)) {
		dwfl_end(u->dwfl);
		u->dwfl = NULL;
	}
	return u->dwfl;
}

static void forget_unwinder(uint32_t tgid)
{
	struct uunw **pp = unw_slot(tgid), *u = *pp;

	if (!u)
		return;
	*pp = u->next;
	if (u->dwfl)
		dwfl_end(u->dwfl);
	free(u);
}

/* ---- frames ---------------------------------------------------------------------- */

struct walk {
	FILE *out;
	Dwfl *dwfl;
	unsigned nframes;
	bool stopped;        /* a frame ended the walk, as strace's would */
};

/* file:line of the code at pc, from the file's DWARF (-kk) */
static const char *source_of(Dwfl *dwfl, Dwarf_Addr pc, int *line)
{
	Dwfl_Module *mod = dwfl_addrmodule(dwfl, pc);
	Dwfl_Line *l = mod ? dwfl_module_getsrc(mod, pc) : NULL;

	return l ? dwfl_lineinfo(l, NULL, line, NULL, NULL, NULL) : NULL;
}

/* One frame as strace prints it; false when the walk stops there. */
static bool print_frame(struct walk *w, Dwarf_Addr pc, bool activation)
{
	const struct umap *m = umaps_find(cur.proc, pc);
	/* a return address is after the call: the caller is the code before */
	Dwarf_Addr at = activation ? pc : pc - 1;
	uint64_t foff, value = 0;
	const char *name, *src;
	int line = 0;

	if (!m || !m->exec || !m->path) {
		if (pc)
			fprintf(w->out, " > unexpected_backtracing_error [0x%llx]\n",
				(unsigned long long)pc);
		return false;
	}
	foff = pc - m->start + m->off;
	name = usyms_lookup(m->file, at - m->start + m->off, &value);
	if (!name || !*name) {
		fprintf(w->out, " > %s() [0x%llx]\n", m->path, (unsigned long long)foff);
		return true;
	}
	fprintf(w->out, " > %s(%s+0x%llx) [0x%llx]", m->path, usyms_display(name),
		(unsigned long long)(foff - value), (unsigned long long)foff);
	if (ustk.source && (src = source_of(w->dwfl, at, &line)))
		fprintf(w->out, " %s:%d", src, line);
	fputc('\n', w->out);
	return true;
}

static int frame_cb(Dwfl_Frame *frame, void *arg)
{
	struct walk *w = arg;
	Dwarf_Addr pc;
	bool activation;

	if (!dwfl_frame_pc(frame, &pc, &activation))
		return DWARF_CB_ABORT;
	if (w->nframes == ustk.frame_limit) {
		fputs(" > too many stack frames\n", w->out);
		w->stopped = true;
		return DWARF_CB_ABORT;
	}
	w->nframes++;
	if (!print_frame(w, pc, activation)) {
		w->stopped = true;
		return DWARF_CB_ABORT;
	}
	return DWARF_CB_OK;
}

void ustack_record(const struct ebt_stack_event *e, size_t size)
{
	struct tcb *t = tcb_get(e->h.tid, e->h.tgid);
	struct walk w = { 0 };
	char *text = NULL;
	size_t len = 0;

	struct timespec t0, t1;

	if (size < sizeof(*e) || e->len > size - sizeof(*e))
		return;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	cur.ev = e;
	cur.proc = umaps_of(e->h.tgid);
	w.out = open_memstream(&text, &len);
	if (!w.out)
		return;
	w.dwfl = cur.proc ? unwinder_of(cur.proc) : NULL;
	if (w.dwfl)
		dwfl_getthread_frames(w.dwfl, e->h.tid, frame_cb, &w);
	if (!w.nframes && !w.stopped) {
		/* nothing to unwind with: the address where it was, as strace
		 * shows an address outside any mapping it knows */
		uint64_t ip = e->regs[arch.pc_word];

		if (cur.proc && umaps_find(cur.proc, ip))
			print_frame(&w, ip, true);
		else if (ip)
			fprintf(w.out, " > unexpected_backtracing_error [0x%llx]\n",
				(unsigned long long)ip);
	}
	fclose(w.out);
	free(t->ustack);
	t->ustack = text;
	cur.ev = NULL;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	cost.stacks++;
	cost.bytes += size;
	cost.frames += w.nframes;
	cost.ns += (t1.tv_sec - t0.tv_sec) * 1000000000ULL + t1.tv_nsec - t0.tv_nsec;
}

void ustack_report_cost(void)
{
	unsigned long long n = cost.stacks ? cost.stacks : 1;

	if (!timing_enabled() || !ustk.enabled)
		return;
	fprintf(stderr, "ebtrace: timing: -k %llu stacks %.0f bytes/stack %.1f frames/stack "
		"%.0f ns/frame %.0f ns/stack unwinder-reuse %.1f%%\n",
		cost.stacks, (double)cost.bytes / n, (double)cost.frames / n,
		cost.frames ? (double)cost.ns / cost.frames : 0.0, (double)cost.ns / n,
		cost.reused + cost.rebuilt ? 100.0 * cost.reused / (cost.reused + cost.rebuilt) : 0.0);
}

void ustack_maps_changed(const struct ebt_maps_event *e)
{
	umaps_refresh(e);
}

void ustack_fork(uint32_t parent_tgid, uint32_t child_tgid)
{
	umaps_fork(parent_tgid, child_tgid);
}

void ustack_gone(uint32_t tgid)
{
	forget_unwinder(tgid);
	umaps_forget(tgid);
}

static void print_lines(struct tcb *t, char *text)
{
	struct outstream *s = output_stream(t);
	char *p, *nl;

	if (s->owner && s->col)
		line_cut(s->owner);
	line_continue(t);
	for (p = text; (nl = strchr(p, '\n')); p = nl + 1) {
		*nl = 0;
		tputs(p);
		line_end();
		*nl = '\n';
	}
}

void ustack_print_kernel(struct tcb *t)
{
	if (t->kstack)
		print_lines(t, t->kstack);
	free(t->kstack);
	t->kstack = NULL;
}

void ustack_print(struct tcb *t)
{
	if (!t->ustack)
		return;
	print_lines(t, t->ustack);
	if (t->nsigq) {
		free(t->last_ustack);
		t->last_ustack = t->ustack;
		t->ustack = NULL;
	}
	free(t->ustack);
	t->ustack = NULL;
}

void ustack_forget_last(struct tcb *t)
{
	free(t->last_ustack);
	t->last_ustack = NULL;
}

void ustack_drop(struct tcb *t)
{
	free(t->ustack);
	t->ustack = NULL;
	free(t->kstack);
	t->kstack = NULL;
}
