/* x86's thread areas (struct user_desc): get_thread_area of the entry the
 * C library set, of one that does not exist, and at a bad address. */
#include <asm/ldt.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
#ifdef SYS_get_thread_area
	struct user_desc d = { .entry_number = 12 };

	syscall(SYS_get_thread_area, &d);
	d.entry_number = 9999;
	syscall(SYS_get_thread_area, &d);   /* EINVAL */
	syscall(SYS_get_thread_area, (void *)8);   /* EFAULT */
#endif
	return 0;
}
