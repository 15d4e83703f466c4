/* A 32-bit program's NUMA calls: node masks of 32-bit longs, move_pages'
 * array of 4-byte pointers. */
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
#ifdef SYS_move_pages
	uint32_t mask[4] = { 1, 0, 0x80000000u, 0 };
	int mode, nodes[2] = { 0, 0 }, status[2];
	long page = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	void *pages[2] = { p, p + page };

	p[0] = p[page] = 1;
	syscall(SYS_set_mempolicy, 0, NULL, 0);
	syscall(SYS_set_mempolicy, 2, mask, 34);
	syscall(SYS_set_mempolicy, 0, mask, 100);
	syscall(SYS_get_mempolicy, &mode, mask, 65, NULL, 0);
	syscall(SYS_move_pages, 0, 2, pages, NULL, status, 0);
	syscall(SYS_move_pages, 0, 2, pages, nodes, status, 2);
	syscall(SYS_move_pages, 0, 1, (void *)8, NULL, status, 0);
#endif
	return 0;
}
