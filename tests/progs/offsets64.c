/* Calls whose 64-bit offsets and lengths a 32-bit program passes in two
 * registers, and the calls around them that read the same in both ABIs:
 * the offsets need both halves (beyond 4 GiB, negative). */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

int main(void)
{
	const int64_t big = 0x123456789LL, neg = -0x100000001LL;
	char buf[16] = "0123456789abcdef";
	struct iovec iov[2] = { { buf, 4 }, { buf + 4, 8 } };
	struct pollfd pfd[2] = { { 0, POLLIN, 0 }, { -1, POLLOUT, 0 } };
	int fd = open("offsets.tmp", O_RDWR | O_CREAT | O_TRUNC, 0600);
	time_t t;
	void *p;

	pwrite(fd, buf, 8, big);
	pread(fd, buf, 8, big);
	pread(fd, buf, 8, neg);
	pwritev(fd, iov, 2, big + 16);
	preadv(fd, iov, 2, big + 16);
	pwritev2(fd, iov, 2, big + 32, RWF_DSYNC);
	preadv2(fd, iov, 2, neg, 0);
	readahead(fd, big, 4096);
	posix_fadvise(fd, big, 8192, POSIX_FADV_WILLNEED);
	ftruncate(fd, big);
	truncate("offsets.tmp", big + 1);
	truncate("no-such-file", neg);
	fallocate(fd, 0, big, 4096);
	sync_file_range(fd, big, 4096, SYNC_FILE_RANGE_WRITE);
	close(fd);
	unlink("offsets.tmp");
	/* a vector whose second element cannot be read: where it starts */
	p = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	munmap((char *)p + 4096, 4096);
	((struct iovec *)((char *)p + 4096) - 1)->iov_base = buf;
	((struct iovec *)((char *)p + 4096) - 1)->iov_len = 3;
	writev(1, (struct iovec *)((char *)p + 4096) - 1, 2);
	p = mremap(p, 4096, 8192, MREMAP_MAYMOVE);
	munmap(p, 8192);
	poll(pfd, 2, 0);
	/* glibc's time() does not enter the kernel */
	syscall(SYS_time, &t);
	syscall(SYS_time, NULL);
	return 0;
}
