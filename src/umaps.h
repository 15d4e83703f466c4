/* -k: what each traced process has mapped, as /proc/PID/maps said when it
 * last changed, and the files behind the mappings, kept open (by inode) so
 * that a stack can be made sense of after its process is gone. */
#ifndef EBTRACE_UMAPS_H
#define EBTRACE_UMAPS_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <gelf.h>

/* An ELF file, open once however many processes map it. */
struct ufile {
	dev_t dev;
	ino_t ino;
	int fd;
	Elf *elf;
	char *path;
	struct usyms *syms;       /* built on first use (usyms.c) */
	struct ufile *next;
};

struct umap {
	uint64_t start, end, off;
	bool exec;
	char *path;               /* as maps shows it; NULL: anonymous */
	struct ufile *file;       /* NULL: not a regular file we could open */
};

struct uproc {
	uint32_t tgid;
	struct umap *maps;
	int nmaps;
	char *text;               /* the maps text they came from */
	unsigned gen;             /* bumped at every change */
	struct uproc *next;
};

/* The process's mappings; read now when never read.  NULL when unknown. */
struct uproc *umaps_of(uint32_t tgid);
/* Read them again: the process mapped or unmapped code, or exec'd (notice
 * seq).  When it is already gone, what was known stays. */
struct ebt_maps_event;
void umaps_refresh(const struct ebt_maps_event *e);
/* Read the maps at each notice of the kernel side's ring ring_fd, at once,
 * in a thread of their own. */
void umaps_start_notices(int ring_fd);
/* A new process starts with its parent's mappings. */
void umaps_fork(uint32_t parent_tgid, uint32_t child_tgid);
void umaps_forget(uint32_t tgid);
/* The mapping that holds addr, or NULL. */
const struct umap *umaps_find(const struct uproc *p, uint64_t addr);
/* The open file of a mapping's path, for the unwinder. */
struct ufile *umaps_file_by_path(const struct uproc *p, const char *path);

#endif
