#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "ebtrace.h"
#include "umaps.h"
#include "usyms.h"

#define UPROC_BUCKETS 256

static struct uproc *procs[UPROC_BUCKETS];
static struct ufile *files;

static struct uproc **slot_of(uint32_t tgid)
{
	struct uproc **pp = &procs[tgid % UPROC_BUCKETS];

	while (*pp && (*pp)->tgid != tgid)
		pp = &(*pp)->next;
	return pp;
}

/* The file mapped at [start, end) of process tgid, opened once per inode:
 * through map_files when we may (it is the very file, even deleted or
 * replaced since), else by its path. */
static struct ufile *file_of(uint32_t tgid, uint64_t start, uint64_t end, dev_t dev, ino_t ino,
			     const char *path)
{
	struct ufile *f;
	char mf[64];
	int fd;

	for (f = files; f; f = f->next)
		if (f->dev == dev && f->ino == ino)
			return f;
	snprintf(mf, sizeof(mf), "/proc/%u/map_files/%" PRIx64 "-%" PRIx64, tgid, start, end);
	fd = open(mf, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	f = xcalloc(1, sizeof(*f));
	f->dev = dev;
	f->ino = ino;
	f->fd = fd;
	f->path = strdup(path);
	elf_version(EV_CURRENT);
	f->elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (f->elf && elf_kind(f->elf) != ELF_K_ELF) {
		elf_end(f->elf);
		f->elf = NULL;
	}
	f->next = files;
	files = f;
	return f;
}

static void free_maps(struct uproc *p)
{
	for (int i = 0; i < p->nmaps; i++)
		free(p->maps[i].path);
	free(p->maps);
	free(p->text);
	p->maps = NULL;
	p->nmaps = 0;
	p->text = NULL;
}

/* Read /proc/TGID/maps into p; false (p unchanged) when it cannot be read. */
static bool read_maps(struct uproc *p)
{
	char name[32], *line = NULL, *text = NULL;
	size_t cap = 0, tlen = 0;
	struct umap *maps = NULL;
	int n = 0;
	FILE *fp, *tf;

	snprintf(name, sizeof(name), "/proc/%u/maps", p->tgid);
	fp = fopen(name, "re");
	if (!fp)
		return false;
	tf = open_memstream(&text, &tlen);
	while (getline(&line, &cap, fp) > 0) {
		unsigned long long start, end, off, inode;
		unsigned maj, min;
		char perms[8];
		int pos = 0;
		struct umap *m;

		if (sscanf(line, "%llx-%llx %7s %llx %x:%x %llu %n", &start, &end, perms, &off, &maj,
			   &min, &inode, &pos) < 7)
			continue;
		fputs(line, tf);
		maps = realloc(maps, (n + 1) * sizeof(*maps));
		if (!maps)
			die("Out of memory");
		m = &maps[n++];
		memset(m, 0, sizeof(*m));
		m->start = start;
		m->end = end;
		m->off = off;
		m->exec = perms[2] == 'x';
		line[strcspn(line, "\n")] = 0;
		if (pos && line[pos])
			m->path = strdup(line + pos);
		if (m->path && m->path[0] == '/' && inode && m->exec)
			m->file = file_of(p->tgid, start, end, makedev(maj, min), inode, m->path);
	}
	free(line);
	fclose(fp);
	fclose(tf);
	if (!n) {
		free(text);
		return false;
	}
	free_maps(p);
	p->maps = maps;
	p->nmaps = n;
	p->text = text;
	p->gen++;
	/* a file mapped executable in a part only: its other parts too */
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n && !maps[i].file && maps[i].path; j++)
			if (maps[j].file && !strcmp(maps[j].path, maps[i].path))
				maps[i].file = maps[j].file;
	return true;
}

struct uproc *umaps_of(uint32_t tgid)
{
	struct uproc **pp = slot_of(tgid);

	if (!*pp) {
		struct uproc *p = xcalloc(1, sizeof(*p));

		p->tgid = tgid;
		if (!read_maps(p)) {
			free(p);
			return NULL;
		}
		*pp = p;
	}
	return *pp;
}

void umaps_refresh(uint32_t tgid)
{
	struct uproc *p = *slot_of(tgid);

	if (p)
		read_maps(p);
	else
		umaps_of(tgid);
}

void umaps_fork(uint32_t parent_tgid, uint32_t child_tgid)
{
	struct uproc *parent = *slot_of(parent_tgid), *p;

	if (parent_tgid == child_tgid || *slot_of(child_tgid))
		return;
	p = xcalloc(1, sizeof(*p));
	p->tgid = child_tgid;
	if (!read_maps(p) && parent) {
		p->maps = xcalloc(parent->nmaps, sizeof(*p->maps));
		memcpy(p->maps, parent->maps, parent->nmaps * sizeof(*p->maps));
		for (int i = 0; i < parent->nmaps; i++)
			if (parent->maps[i].path)
				p->maps[i].path = strdup(parent->maps[i].path);
		p->nmaps = parent->nmaps;
		p->text = strdup(parent->text);
		p->gen = 1;
	} else if (!p->nmaps) {
		free(p);
		return;
	}
	*slot_of(child_tgid) = p;
}

void umaps_forget(uint32_t tgid)
{
	struct uproc **pp = slot_of(tgid), *p = *pp;

	if (!p)
		return;
	*pp = p->next;
	free_maps(p);
	free(p);
}

const struct umap *umaps_find(const struct uproc *p, uint64_t addr)
{
	int lo = 0, hi = p->nmaps;

	/* maps lists them in address order */
	while (lo < hi) {
		int mid = (lo + hi) / 2;

		if (addr < p->maps[mid].start)
			hi = mid;
		else if (addr >= p->maps[mid].end)
			lo = mid + 1;
		else
			return &p->maps[mid];
	}
	return NULL;
}

struct ufile *umaps_file_by_path(const struct uproc *p, const char *path)
{
	for (int i = 0; i < p->nmaps; i++)
		if (p->maps[i].file && p->maps[i].path && !strcmp(p->maps[i].path, path))
			return p->maps[i].file;
	return NULL;
}
