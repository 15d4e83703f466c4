/* Objects at the end of a page followed by an unmapped one, as when a
 * caller passes a size or count too large. */
#ifndef PAGE_END_H
#define PAGE_END_H

#include <sys/mman.h>
#include <unistd.h>

static char *page_end(void)
{
	char *p = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		_exit(1);
	munmap(p + 4096, 4096);
	return p + 4096;
}

#endif
