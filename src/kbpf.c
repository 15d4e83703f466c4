/* --kernel-stack: BPF programs' frames.  Programs are found by id; their
 * functions' code ranges are read at once (jited_ksyms, jited_func_lens),
 * their names and line tables (func_info, line_info with jited_line_info,
 * and the program's BTF for the strings) only when a frame falls in them.
 * Each program is read once: a program never changes once loaded. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>

#include "ebtrace.h"
#include "kbpf.h"

struct kprog {
	uint32_t id;
	char name[BPF_OBJ_NAME_LEN];
	uint32_t nfuncs;
	uint64_t *starts;             /* each function's code, in func_info order */
	uint32_t *lens;
	bool detailed;                /* what follows was read */
	struct btf *btf;              /* NULL: the program has none */
	struct bpf_func_info *funcs;
	uint32_t nlines;
	struct bpf_line_info *lines;
	uint64_t *line_addrs;         /* where each line's code starts */
};

static struct kprog *progs;
static size_t nprogs, room;
static uint32_t last_id;

static uint64_t ptr(const void *p)
{
	return (uint64_t)(uintptr_t)p;
}

/* Allocate an array of n records of size sz, set in info at *field. */
static void *want(__u32 n, size_t sz, __u64 *field)
{
	void *p = xcalloc(n ? n : 1, sz);

	*field = ptr(p);
	return p;
}

static int info_of(int fd, struct bpf_prog_info *info)
{
	__u32 len = sizeof(*info);

	return bpf_obj_get_info_by_fd(fd, info, &len);
}

/* Forget programs whose code a newly loaded one now occupies (they were
 * unloaded, their memory reused). */
static void drop_overlapping(const struct kprog *p)
{
	size_t j = 0;

	for (size_t i = 0; i < nprogs; i++) {
		struct kprog *q = &progs[i];
		bool overlap = false;

		for (uint32_t a = 0; a < p->nfuncs && !overlap; a++)
			for (uint32_t b = 0; b < q->nfuncs && !overlap; b++)
				overlap = p->starts[a] < q->starts[b] + q->lens[b] &&
					  q->starts[b] < p->starts[a] + p->lens[a];
		if (overlap) {
			free(q->starts);
			free(q->lens);
			free(q->funcs);
			free(q->lines);
			free(q->line_addrs);
			btf__free(q->btf);
			continue;
		}
		progs[j++] = *q;
	}
	nprogs = j;
}

static void add_prog(uint32_t id)
{
	struct bpf_prog_info info = {}, more = {};
	struct kprog p = { .id = id };
	int fd = bpf_prog_get_fd_by_id(id);

	if (fd < 0)
		return;
	if (info_of(fd, &info) || !info.nr_jited_ksyms ||
	    info.nr_jited_ksyms != info.nr_jited_func_lens) {
		close(fd);
		return;
	}
	p.nfuncs = more.nr_jited_ksyms = more.nr_jited_func_lens = info.nr_jited_ksyms;
	p.starts = want(p.nfuncs, sizeof(*p.starts), &more.jited_ksyms);
	p.lens = want(p.nfuncs, sizeof(*p.lens), &more.jited_func_lens);
	if (info_of(fd, &more)) {
		free(p.starts);
		free(p.lens);
		close(fd);
		return;
	}
	close(fd);
	memcpy(p.name, info.name, sizeof(p.name) - 1);
	drop_overlapping(&p);
	xgrow(&progs, &room, (nprogs + 1) * sizeof(*progs));
	progs[nprogs++] = p;
}

void kbpf_refresh(void)
{
	uint32_t id = last_id;

	while (!bpf_prog_get_next_id(id, &id)) {
		add_prog(id);
		last_id = id;
	}
}

/* Read p's functions, lines and BTF (the program may be gone by now:
 * then its frames show its name only). */
static void detail(struct kprog *p)
{
	struct bpf_prog_info info = {}, more = {};
	int fd = bpf_prog_get_fd_by_id(p->id);

	p->detailed = true;
	if (fd < 0)
		return;
	if (info_of(fd, &info) || !info.btf_id)
		goto out;
	more.nr_func_info = info.nr_func_info;
	more.func_info_rec_size = sizeof(struct bpf_func_info);
	p->funcs = want(info.nr_func_info, sizeof(*p->funcs), &more.func_info);
	if (info.nr_line_info == info.nr_jited_line_info) {
		more.nr_line_info = more.nr_jited_line_info = info.nr_line_info;
		more.line_info_rec_size = sizeof(struct bpf_line_info);
		more.jited_line_info_rec_size = sizeof(__u64);
		p->lines = want(info.nr_line_info, sizeof(*p->lines), &more.line_info);
		p->line_addrs = want(info.nr_line_info, sizeof(*p->line_addrs),
				     &more.jited_line_info);
	}
	if (info_of(fd, &more) || more.nr_func_info != p->nfuncs)
		goto out;
	p->nlines = p->lines ? more.nr_line_info : 0;
	p->btf = btf__load_from_kernel_by_id(info.btf_id);
out:
	close(fd);
	if (!p->btf) {
		p->nlines = 0;
		free(p->funcs);
		p->funcs = NULL;
	}
}

static const char *btf_str(const struct kprog *p, uint32_t off)
{
	const char *s = btf__name_by_offset(p->btf, off);

	return s && *s ? s : NULL;
}

static const char *func_name(const struct kprog *p, uint32_t i)
{
	const struct btf_type *t;

	if (!p->funcs)
		return NULL;
	t = btf__type_by_id(p->btf, p->funcs[i].type_id);
	return t ? btf_str(p, t->name_off) : NULL;
}

/* The line record of function i whose code holds pc: the last one that
 * starts at or before it. */
static const struct bpf_line_info *line_at(const struct kprog *p, uint32_t i, uint64_t pc)
{
	const struct bpf_line_info *best = NULL;
	uint64_t best_addr = 0;

	for (uint32_t k = 0; k < p->nlines; k++) {
		uint64_t a = p->line_addrs[k];

		if (a >= p->starts[i] && a <= pc && a >= best_addr) {
			best = &p->lines[k];
			best_addr = a;
		}
	}
	return best;
}

bool kbpf_frame(uint64_t ip, FILE *out)
{
	/* a return address: the call is the byte before */
	uint64_t pc = ip - 1;

	for (size_t n = 0; n < nprogs; n++) {
		struct kprog *p = &progs[n];

		for (uint32_t i = 0; i < p->nfuncs; i++) {
			const struct bpf_line_info *l;
			const char *name, *file;

			if (pc < p->starts[i] || pc >= p->starts[i] + p->lens[i])
				continue;
			if (!p->detailed)
				detail(p);
			name = func_name(p, i);
			fprintf(out, " > [bpf %s] %s+0x%llx", p->name, name ? name : p->name,
				(unsigned long long)(ip - p->starts[i]));
			l = line_at(p, i, pc);
			file = l ? btf_str(p, l->file_name_off) : NULL;
			if (file)
				fprintf(out, " %s:%u", file, BPF_LINE_INFO_LINE_NUM(l->line_col));
			fputc('\n', out);
			return true;
		}
	}
	return false;
}
