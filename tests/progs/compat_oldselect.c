/* A 32-bit program's first select, whose arguments are a struct of
 * longs: its sets, timeout and what is left of it, and a struct that
 * cannot be read. */
#include <stdint.h>
#include <string.h>
#include <sys/select.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
#ifdef SYS__newselect
	int fds[2];
	fd_set r, w;
	struct { int32_t sec, usec; } tv = { 0, 123 };
	uint32_t args[5];

	if (pipe(fds))
		return 0;
	write(fds[1], "x", 1);
	FD_ZERO(&r);
	FD_ZERO(&w);
	FD_SET(fds[0], &r);
	FD_SET(fds[1], &w);
	args[0] = fds[1] + 1;
	args[1] = (uintptr_t)&r;
	args[2] = (uintptr_t)&w;
	args[3] = 0;
	args[4] = (uintptr_t)&tv;
	syscall(SYS_select, args);
	args[4] = 0;
	FD_ZERO(&r);
	args[2] = 0;
	tv.usec = 5;
	args[4] = (uintptr_t)&tv;
	syscall(SYS_select, args);
	syscall(SYS_select, NULL);
	syscall(SYS_select, (void *)8);
#endif
	return 0;
}
