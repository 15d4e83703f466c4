/* Memory-management calls with known arguments, failing ones included. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	size_t pg = 4096;
	char *p = mmap(NULL, 4 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *q;
	int fd = open("/etc/passwd", O_RDONLY);

	p[0] = 1;
	mmap(NULL, pg, PROT_READ, MAP_SHARED, fd, 0);
	mmap(NULL, pg, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
	mmap(NULL, pg, PROT_READ | PROT_EXEC, MAP_PRIVATE | MAP_POPULATE, fd, 0);
	/* huge page sizes are encoded in the flags: fails without huge pages */
	mmap(NULL, 2 << 20, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB | (21 << MAP_HUGE_SHIFT), -1, 0);
	mmap(NULL, pg, PROT_READ | 0x100, MAP_SHARED_VALIDATE | 0x800000, -1, 0x3000);
	mmap((void *)0x10000, pg, PROT_READ, 0xf, 99, 0x2000);
	mprotect(p, pg, PROT_READ);
	mprotect(p + pg, pg, PROT_NONE);
	mprotect(p, pg, 0x1000);
	madvise(p, pg, MADV_DONTNEED);
	madvise(p, pg, MADV_WILLNEED);
	madvise(p, pg, MADV_HUGEPAGE);
	madvise(p, pg, 12345);
	madvise(p, pg, -1);	/* an int: 0xffffffff, not 64 bits of ones */
	msync(p, pg, MS_SYNC | MS_INVALIDATE);
	msync(p, pg, MS_ASYNC);
	msync(p, pg, 0x40);
	mlock(p, pg);
	munlock(p, pg);
	syscall(SYS_mlock2, p, pg, MLOCK_ONFAULT);
	mlockall(MCL_CURRENT | MCL_FUTURE | 0x10);
	munlockall();
	q = mremap(p, 4 * pg, 8 * pg, MREMAP_MAYMOVE);
	mremap(q, pg, pg, MREMAP_MAYMOVE | MREMAP_FIXED, (void *)0x20000);
	mremap(q, pg, 2 * pg, 0);
	syscall(SYS_pkey_mprotect, q, pg, PROT_READ, -1);
	munmap(q, 8 * pg);
	munmap((void *)1, pg);
	syscall(SYS_brk, 0);
	return 0;
}
