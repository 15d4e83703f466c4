/* -k: the function that holds an address, chosen as strace's unwinder
 * (libunwind) chooses it, so that the frames read the same. */
#ifndef EBTRACE_USYMS_H
#define EBTRACE_USYMS_H

#include <stdint.h>

#include "umaps.h"

/* The name of the function of file f at file offset foff (the address in
 * the mapping minus its start plus its offset), and in *value that
 * function's file offset; NULL when none. */
const char *usyms_lookup(struct ufile *f, uint64_t foff, uint64_t *value);
/* The name as strace prints it: C++ names demangled.  Returns a string
 * that lasts until the next call. */
const char *usyms_display(const char *name);
void usyms_free(struct usyms *s);

#endif
