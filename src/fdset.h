/* Sets of file descriptors, for -e read= and -e write=. */
#ifndef EBTRACE_FDSET_H
#define EBTRACE_FDSET_H

#include <stdbool.h>

struct fdset;

struct fdset *fdset_new(void);
void fdset_free(struct fdset *s);
/* Add one descriptor (any non-negative int). */
void fdset_add(struct fdset *s, int fd);
/* Complement the set: "!3", "all" (= complement of the empty set). */
void fdset_invert(struct fdset *s);
bool fdset_has(const struct fdset *s, int fd);
/* Whether the set can hold anything (an empty, non-inverted set cannot). */
bool fdset_empty(const struct fdset *s);

#endif
