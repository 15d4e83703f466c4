#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <bpf/libbpf.h>

#include "ebtrace.h"
#include "event.h"
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

/* Keep fd, the file dev:ino known as path. */
static struct ufile *new_file(int fd, dev_t dev, ino_t ino, const char *path)
{
	struct ufile *f = xcalloc(1, sizeof(*f));

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
	return new_file(fd, dev, ino, path);
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

/* Parse maps text into p; false (p unchanged) when it has no mapping. */
static bool parse_maps(struct uproc *p, FILE *fp)
{
	char *line = NULL, *text = NULL;
	size_t cap = 0, tlen = 0;
	struct umap *maps = NULL;
	int n = 0;
	FILE *tf = open_memstream(&text, &tlen);

	if (!tf)
		return false;
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
		maps = xrealloc(maps, (n + 1) * sizeof(*maps));
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

/* Read /proc/TGID/maps into p (a process that is gone reads as empty). */
static bool read_maps(struct uproc *p)
{
	char name[32];
	FILE *fp;
	bool ok;

	snprintf(name, sizeof(name), "/proc/%u/maps", p->tgid);
	fp = fopen(name, "re");
	if (!fp)
		return false;
	ok = parse_maps(p, fp);
	fclose(fp);
	return ok;
}

/* ---- the notice thread ------------------------------------------------------
 * Records are handled in order, and unwinding the stacks before a notice
 * takes time: by then a short-lived process may be gone.  So a thread of
 * its own reads the maps as soon as the kernel side gives notice, and
 * keeps the text until the notice's turn comes in the record stream. */
struct snapshot {
	uint32_t tgid;
	uint64_t seq;
	char *text;        /* NULL: could not be read */
	struct snapshot *next;
};
static pthread_mutex_t snap_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t snap_cond = PTHREAD_COND_INITIALIZER;
static struct snapshot *snaps;
static bool notices_on;

static char *slurp_maps(uint32_t tgid)
{
	char name[32], buf[8192], *text = NULL;
	size_t len = 0, n;
	FILE *fp, *out;

	snprintf(name, sizeof(name), "/proc/%u/maps", tgid);
	fp = fopen(name, "re");
	if (!fp)
		return NULL;
	out = open_memstream(&text, &len);
	if (out) {
		while ((n = fread(buf, 1, sizeof(buf), fp)) > 0)
			fwrite(buf, 1, n, out);
		fclose(out);
	}
	fclose(fp);
	return text;
}

static int on_notice(void *ctx, void *data, size_t size)
{
	const struct ebt_maps_event *e = data;
	struct snapshot *s;

	(void)ctx;
	if (size < sizeof(*e))
		return 0;
	s = xcalloc(1, sizeof(*s));
	s->tgid = e->h.tgid;
	s->seq = e->seq;
	s->text = slurp_maps(e->h.tgid);
	pthread_mutex_lock(&snap_lock);
	s->next = snaps;
	snaps = s;
	pthread_cond_broadcast(&snap_cond);
	pthread_mutex_unlock(&snap_lock);
	return 0;
}

static void *notice_loop(void *rb)
{
	for (;;)
		if (ring_buffer__poll(rb, -1) < 0 && errno != EINTR)
			return NULL;
}

void umaps_start_notices(int ring_fd)
{
	struct uproc self = { .tgid = getpid() };

	struct ring_buffer *rb = ring_buffer__new(ring_fd, on_notice, NULL, NULL);
	pthread_attr_t attr;
	pthread_t th;
	sigset_t all, old;

	/* the files ebtrace maps itself (libc...) are known from the start */
	read_maps(&self);
	free_maps(&self);
	if (!rb)
		return;
	/* the thread takes none of ebtrace's signals */
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	notices_on = pthread_create(&th, &attr, notice_loop, rb) == 0;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}

/* The text the thread read for notice seq of tgid (it is taken), waiting
 * for it a little; older ones of the process are dropped. */
static char *take_snapshot(uint32_t tgid, uint64_t seq, bool *found)
{
	struct timespec until;
	char *text = NULL;

	*found = false;
	if (!notices_on)
		return NULL;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_nsec += 20 * 1000 * 1000;
	if (until.tv_nsec >= 1000000000) {
		until.tv_sec++;
		until.tv_nsec -= 1000000000;
	}
	pthread_mutex_lock(&snap_lock);
	for (;;) {
		for (struct snapshot **pp = &snaps, *s; (s = *pp);) {
			if (s->tgid != tgid || s->seq > seq) {
				pp = &s->next;
				continue;
			}
			*pp = s->next;
			if (s->seq == seq) {
				text = s->text;
				*found = true;
			} else {
				free(s->text);
			}
			free(s);
		}
		if (*found || pthread_cond_timedwait(&snap_cond, &snap_lock, &until))
			break;
	}
	pthread_mutex_unlock(&snap_lock);
	return text;
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

/* The maps text of p's mappings as they are now (for the unwinder, which
 * reads that format). */
static void umaps_text(struct uproc *p)
{
	size_t len = 0;
	FILE *fp;

	free(p->text);
	p->text = NULL;
	fp = open_memstream(&p->text, &len);
	if (!fp)
		die("Out of memory");
	for (int i = 0; i < p->nmaps; i++) {
		const struct umap *m = &p->maps[i];

		fprintf(fp, "%" PRIx64 "-%" PRIx64 " r%cp %08" PRIx64 " %02x:%02x %llu %s\n", m->start,
			m->end, m->exec ? 'x' : '-', m->off,
			m->file ? major(m->file->dev) : 0, m->file ? minor(m->file->dev) : 0,
			m->file ? (unsigned long long)m->file->ino : 0ULL, m->path ? m->path : "");
	}
	fclose(fp);
}

/* The process was gone before its maps could be read: what the notice
 * says of a file it mapped, when that file (by inode) is one ebtrace
 * knows already (as libc, which ebtrace maps itself, always is). */
static void insert_mapping(struct uproc *p, struct ufile *f, uint64_t start, uint64_t end,
			   uint64_t off, bool exec)
{
	struct umap *m;
	int i, j;

	/* what it replaces goes */
	for (i = j = 0; i < p->nmaps; i++) {
		if (p->maps[i].start < end && p->maps[i].end > start) {
			free(p->maps[i].path);
			continue;
		}
		p->maps[j++] = p->maps[i];
	}
	p->maps = xrealloc(p->maps, (j + 1) * sizeof(*p->maps));
	for (i = j; i > 0 && p->maps[i - 1].start > start; i--)
		p->maps[i] = p->maps[i - 1];
	m = &p->maps[i];
	*m = (struct umap){ .start = start, .end = end, .off = off, .exec = exec,
			    .path = strdup(f->path), .file = f };
	p->nmaps = j + 1;
}

/* The file a notice names: one known by its inode, else the one at the
 * path the kernel side read, when it is that very file. */
static struct ufile *file_of_notice(const struct ebt_maps_event *e)
{
	const char *names[EBT_MAPS_PATH], *q = e->path;
	char path[2 * EBT_MAPS_PATH + 1] = "";
	struct ufile *f;
	struct stat st;
	unsigned n;
	int fd;

	for (f = files; f && f->ino != e->ino; f = f->next)
		;
	if (f || !e->ino || !e->nnames || e->nnames > EBT_MAPS_PATH)
		return f;
	/* innermost first, each with its NUL */
	for (n = 0; n < e->nnames; n++) {
		size_t room = e->path + sizeof(e->path) - q;

		if (!room || !memchr(q, 0, room))
			return NULL;
		names[n] = q;
		q += strlen(q) + 1;
	}
	while (n--) {
		strcat(path, "/");
		strcat(path, names[n]);
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) || st.st_ino != e->ino) {
		close(fd);
		return NULL;
	}
	return new_file(fd, st.st_dev, st.st_ino, path);
}

/* A new image, the process gone before its maps were read: its
 * executable's segments where the kernel put its code (the ELF loader
 * maps each PT_LOAD at the same bias as the executable one). */
static bool exec_mappings(struct uproc *p, const struct ebt_maps_event *e)
{
	struct ufile *f = file_of_notice(e);
	uint64_t bias = 0;
	bool have_bias = false;
	size_t nph;
	GElf_Phdr ph;

	if (!f || !f->elf || !e->start || elf_getphdrnum(f->elf, &nph))
		return false;
	for (size_t i = 0; i < nph && !have_bias; i++)
		if (gelf_getphdr(f->elf, i, &ph) && ph.p_type == PT_LOAD && (ph.p_flags & PF_X)) {
			bias = e->start - ph.p_vaddr;
			have_bias = true;
		}
	if (!have_bias)
		return false;
	free_maps(p);
	for (size_t i = 0; i < nph; i++) {
		uint64_t start, end;

		if (!gelf_getphdr(f->elf, i, &ph) || ph.p_type != PT_LOAD)
			continue;
		start = (bias + ph.p_vaddr) & ~4095ULL;
		end = (bias + ph.p_vaddr + ph.p_filesz + 4095) & ~4095ULL;
		insert_mapping(p, f, start, end, ph.p_offset & ~4095ULL, ph.p_flags & PF_X);
	}
	umaps_text(p);
	p->gen++;
	return true;
}

static bool add_mapping(struct uproc *p, const struct ebt_maps_event *e)
{
	uint64_t end = e->start + ((e->len + 4095) & ~4095ULL);
	struct ufile *f;

	if (e->flags & EBT_MAPS_EXEC)
		return exec_mappings(p, e);
	f = file_of_notice(e);
	if (!e->ino || !e->len || !f || e->off > e->start)
		return false;
	insert_mapping(p, f, e->start, end, e->off, true);
	/* the unwinder finds the file's load address from the mapping of its
	 * start, which the loader made before (not executable: no notice) */
	if (e->off && !umaps_find(p, e->start - e->off))
		insert_mapping(p, f, e->start - e->off, e->start, 0, false);
	umaps_text(p);
	p->gen++;
	return true;
}

void umaps_refresh(const struct ebt_maps_event *e)
{
	uint32_t tgid = e->h.tgid;
	struct uproc **pp = slot_of(tgid), *p = *pp;
	bool found, fresh = !p, ok = false;
	char *text = take_snapshot(tgid, e->seq, &found);

	if (fresh) {
		p = xcalloc(1, sizeof(*p));
		p->tgid = tgid;
	}
	if (found) {
		FILE *fp = text ? fmemopen(text, strlen(text), "r") : NULL;

		if (fp) {
			ok = parse_maps(p, fp);
			fclose(fp);
		}
		free(text);
	} else {
		ok = read_maps(p);
	}
	if (!ok)
		add_mapping(p, e);
	if (fresh && p->nmaps)
		*pp = p;
	else if (fresh)
		free(p);
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
