/* x86's modify_ldt, whose result the kernel returns as an unsigned int
 * (an error reads as a large number), with and without a struct user_desc;
 * and get_thread_area of an entry number that ends a page. */
#include <asm/ldt.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
#ifdef SYS_modify_ldt
	struct user_desc d;
	char *pages = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unsigned *entry = (unsigned *)(pages + 4096) - 1;

	memset(&d, 0x5a, sizeof(d));
	munmap(pages + 4096, 4096);
	syscall(SYS_modify_ldt, 0, NULL, 0);
	syscall(SYS_modify_ldt, 0, &d, sizeof(d));   /* reads the (empty) table */
	syscall(SYS_modify_ldt, 0x123, &d, sizeof(d));   /* no such function */
	syscall(SYS_modify_ldt, 0x123, &d, 8);
	syscall(SYS_modify_ldt, 0x123, entry, sizeof(d));
	*entry = 12;
	syscall(SYS_get_thread_area, entry);
#endif
	return 0;
}
