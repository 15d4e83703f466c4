/* Descriptor sets: a growing bitmap and a complement flag. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ebtrace.h"
#include "fdset.h"

struct fdset {
	uint64_t *bits;
	size_t words;
	bool inverted;
};

struct fdset *fdset_new(void)
{
	return xcalloc(1, sizeof(struct fdset));
}

void fdset_free(struct fdset *s)
{
	if (s) {
		free(s->bits);
		free(s);
	}
}

void fdset_add(struct fdset *s, int fd)
{
	size_t w;

	if (fd < 0)
		return;
	w = (size_t)fd / 64;
	if (w >= s->words) {
		size_t n = w + 1 > 2 * s->words ? w + 1 : 2 * s->words;
		uint64_t *bits = realloc(s->bits, n * sizeof(*bits));

		if (!bits)
			die("out of memory");
		memset(bits + s->words, 0, (n - s->words) * sizeof(*bits));
		s->bits = bits;
		s->words = n;
	}
	s->bits[w] |= 1ULL << (fd % 64);
}

void fdset_invert(struct fdset *s)
{
	s->inverted = !s->inverted;
}

bool fdset_has(const struct fdset *s, int fd)
{
	bool in;

	if (!s || fd < 0)
		return false;
	in = (size_t)fd / 64 < s->words && (s->bits[fd / 64] >> (fd % 64) & 1);
	return in != s->inverted;
}

bool fdset_empty(const struct fdset *s)
{
	if (!s)
		return true;
	if (s->inverted)
		return false;
	for (size_t i = 0; i < s->words; i++)
		if (s->bits[i])
			return false;
	return true;
}
