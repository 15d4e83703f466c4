/* Large reads and writes of a file: for each size given (bytes), write()
 * then writev() of a pattern, read() and readv() of it back.  Each buffer
 * is overwritten right after its call, so what shows memory as it was
 * later instead of as the call moved it shows '#'. */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

static void fill(unsigned char *p, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (unsigned char)(' ' + (i * 7 + seed) % 95);
}

int main(int argc, char **argv)
{
	int fd = open("big_io.data", O_RDWR | O_CREAT | O_TRUNC, 0600);

	if (fd < 0)
		return 1;
	for (int a = 1; a < argc; a++) {
		size_t n = strtoul(argv[a], NULL, 10), half = n / 2;
		unsigned char *w = malloc(n), *r = malloc(n);
		struct iovec v[2];

		if (!w || !r || ftruncate(fd, 0) || lseek(fd, 0, SEEK_SET))
			return 1;
		fill(w, n, a);
		if (write(fd, w, n) != (ssize_t)n)
			return 1;
		memset(w, '#', n);
		fill(w, n, a + 1);
		v[0] = (struct iovec){ w, half };
		v[1] = (struct iovec){ w + half, n - half };
		if (writev(fd, v, 2) != (ssize_t)n)
			return 1;
		memset(w, '#', n);
		if (lseek(fd, 0, SEEK_SET) || read(fd, r, n) != (ssize_t)n)
			return 1;
		memset(r, '#', n);
		v[0] = (struct iovec){ r, half };
		v[1] = (struct iovec){ r + half, n - half };
		if (readv(fd, v, 2) != (ssize_t)n)
			return 1;
		memset(r, '#', n);
		free(w);
		free(r);
	}
	close(fd);
	unlink("big_io.data");
	return 0;
}
