/* A 32-bit program's select calls, whose fd_sets are made of longs
 * (_newselect, pselect6 and pselect6_time64), and its old mmap, whose
 * arguments are a struct of longs. */
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/select.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
#ifdef SYS__newselect
	int fds[2];
	fd_set r, w;
	struct timeval tv = { 0, 123 };
	struct { int32_t sec, nsec; } ts = { 0, 456 };
	struct { int64_t sec, nsec; } ts64 = { 0, 789 };
	uint64_t mask = 1 << (SIGHUP - 1);
	struct { uint32_t set, len; } sig = { (uint32_t)(uintptr_t)&mask, 8 };
	uint32_t mm[6] = { 0, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0 };
	long page = sysconf(_SC_PAGESIZE);
	char *end;

	if (pipe(fds))
		return 1;
	write(fds[1], "x", 1);
	FD_ZERO(&r);
	FD_ZERO(&w);
	FD_SET(fds[0], &r);
	FD_SET(fds[1], &w);
	syscall(SYS__newselect, fds[1] + 1, &r, &w, NULL, &tv);
	FD_ZERO(&r);
	tv.tv_usec = 123;
	syscall(SYS__newselect, fds[1] + 1, &r, NULL, NULL, &tv);
	FD_SET(fds[0], &r);
	syscall(SYS_pselect6, fds[1] + 1, &r, &w, NULL, &ts, &sig);
	syscall(SYS_pselect6_time64, fds[1] + 1, &r, NULL, NULL, &ts64, &sig);
	/* a set of one long at the end of the memory */
	end = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	munmap(end + page, page);
	*(uint32_t *)(end + page - 4) = 1 << fds[0];
	syscall(SYS__newselect, fds[1] + 1, end + page - 4, NULL, NULL, NULL);
	syscall(SYS_mmap, mm);
	mm[4] = fds[0];
	mm[3] = MAP_SHARED;
	syscall(SYS_mmap, mm);
	syscall(SYS_mmap, NULL);
#endif
	return 0;
}
