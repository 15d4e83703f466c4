/* The code of a BPF program that its read-only settings leave
 * unreachable, removed before the kernel's verifier sees it. */
#ifndef EBTRACE_PRUNE_H
#define EBTRACE_PRUNE_H

#include <linux/bpf.h>
#include <stddef.h>
#include <stdint.h>

/* The object's read-only data (.rodata), frozen before any program is
 * loaded: what a program loads from it is a constant. */
struct prune_consts {
	int fd;                 /* the map's descriptor, as the instructions name it */
	const uint8_t *data;
	size_t size;
};

/* Removes what no path reaches from insns[0..*n) given those constants,
 * and turns the branches they decide into jumps, then the values no path
 * reads and the jumps to the next instruction; the function and line
 * records (insn_off first in each, rec_size bytes apart) follow their
 * instructions.  Returns the instructions removed. */
size_t prune_dead_code(struct bpf_insn *insns, size_t *n, const struct prune_consts *c,
		       void *func_info, uint32_t *nfunc, uint32_t func_rec,
		       void *line_info, uint32_t *nline, uint32_t line_rec);

#endif
