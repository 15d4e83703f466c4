/* mincore's vector (short, cut at -s, empty, not written on failure) and
 * pkey_alloc's access rights, known and unknown. */
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	size_t pg = 4096;
	unsigned char vec[64] = { 0 };
	char *p = mmap(NULL, 40 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	p[0] = 1;		/* pages 0 and 2 resident, the others not */
	p[2 * pg] = 1;
	mincore(p, 3 * pg, vec);
	mincore(p, 2 * pg + 1, vec);
	mincore(p, 40 * pg, vec);	/* more pages than -s shows */
	mincore(p, 0, vec);
	mincore(p, pg, NULL);
	mincore(p, pg, (void *)1);
	mincore((void *)0x10000, 2 * pg, vec);
	mincore(p + 1, pg, vec);
	syscall(SYS_pkey_alloc, 0, 0);
	syscall(SYS_pkey_alloc, 0, 1);
	syscall(SYS_pkey_alloc, 0, 3);
	syscall(SYS_pkey_alloc, 0x10, 0xc);
	syscall(SYS_pkey_alloc, -1L, -1L);
	syscall(SYS_pkey_free, -1);
	return 0;
}
