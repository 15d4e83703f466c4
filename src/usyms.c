/* strace prints the symbol libunwind gives: of the file's own symbol tables
 * (.dynsym and .symtab, never separate debug files), the function symbol
 * closest below the address, whatever its size, the first one met when
 * several share an address.  A local function missing from .dynsym thus
 * shows as the exported one before it (__libc_start_call_main shows as
 * __libc_init_first+0x8a): so do we. */
#include <stdlib.h>
#include <string.h>
#include <libiberty/demangle.h>

#include "ebtrace.h"
#include "usyms.h"

struct usym {
	uint64_t foff;     /* file offset of the function */
	uint32_t order;    /* position in the tables, as they are read */
	const char *name;  /* in the ELF's string table */
};

struct usyms {
	struct usym *v;
	size_t n;
};

/* By offset, and at one offset the first met last: the search takes the
 * last symbol at or below an offset. */
static int by_offset(const void *a, const void *b)
{
	const struct usym *x = a, *y = b;

	if (x->foff != y->foff)
		return x->foff < y->foff ? -1 : 1;
	return x->order > y->order ? -1 : x->order < y->order;
}

/* The file offset of virtual address v, through the loaded segment that
 * holds it. */
static bool vaddr_to_off(Elf *elf, uint64_t v, uint64_t *off)
{
	size_t n;

	if (elf_getphdrnum(elf, &n))
		return false;
	for (size_t i = 0; i < n; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(elf, i, &ph) && ph.p_type == PT_LOAD && v >= ph.p_vaddr &&
		    v < ph.p_vaddr + ph.p_memsz) {
			*off = v - ph.p_vaddr + ph.p_offset;
			return true;
		}
	}
	return false;
}

static struct usyms *load(Elf *elf)
{
	struct usyms *s = xcalloc(1, sizeof(*s));
	Elf_Scn *scn = NULL;
	uint32_t order = 0;
	size_t room = 0;   /* bytes s->v holds */

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *d;

		if (!gelf_getshdr(scn, &sh) || (sh.sh_type != SHT_SYMTAB && sh.sh_type != SHT_DYNSYM) ||
		    !sh.sh_entsize || !(d = elf_getdata(scn, NULL)))
			continue;
		for (size_t i = 0; i < sh.sh_size / sh.sh_entsize; i++) {
			GElf_Sym sym;
			uint64_t off;
			const char *name;

			if (!gelf_getsym(d, i, &sym) || GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
			    sym.st_shndx == SHN_UNDEF || !vaddr_to_off(elf, sym.st_value, &off))
				continue;
			name = elf_strptr(elf, sh.sh_link, sym.st_name);
			if (!name)
				continue;
			xgrow(&s->v, &room, (s->n + 1) * sizeof(*s->v));
			s->v[s->n++] = (struct usym){ off, order++, name };
		}
	}
	qsort(s->v, s->n, sizeof(*s->v), by_offset);
	return s;
}

const char *usyms_lookup(struct ufile *f, uint64_t foff, uint64_t *value)
{
	struct usyms *s;
	size_t lo = 0, hi;

	if (!f || !f->elf)
		return NULL;
	if (!f->syms)
		f->syms = load(f->elf);
	s = f->syms;
	hi = s->n;
	/* the last symbol at or below foff */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (s->v[mid].foff <= foff)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return NULL;
	*value = s->v[lo - 1].foff;
	return s->v[lo - 1].name;
}

const char *usyms_display(const char *name)
{
	static char *last;

	free(last);
	last = cplus_demangle(name, DMGL_AUTO | DMGL_PARAMS);
	return last ? last : name;
}

void usyms_free(struct usyms *s)
{
	if (s) {
		free(s->v);
		free(s);
	}
}
