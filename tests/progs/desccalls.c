/* Descriptor syscalls with known arguments, failing ones included, for
 * comparing ebtrace's decoding with strace's.  Runs in an empty directory,
 * which it leaves empty. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/select.h>
#include <sys/sendfile.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <termios.h>
#include <unistd.h>

static void *volatile bad_ptr = (void *)1;
#define BAD bad_ptr

int main(void)
{
	char buf[256], big[100];
	unsigned char bin[40];
	int p[2], q[2], fd, fd2, one = 1;

	for (int i = 0; i < (int)sizeof(bin); i++)
		bin[i] = i * 7;
	memset(big, 'x', sizeof(big));

	/* pipes and plain I/O */
	pipe2(p, O_CLOEXEC | O_NONBLOCK);
	pipe(q);
	write(p[1], "hello\n", 6);
	read(p[0], buf, sizeof(buf));
	read(p[0], buf, sizeof(buf));
	write(p[1], bin, sizeof(bin));
	read(p[0], buf, 10);
	read(p[0], buf, sizeof(buf));
	write(p[1], big, sizeof(big));
	read(p[0], buf, sizeof(buf));
	write(p[1], "exactly32bytes-exactly32bytes-ab", 32);
	read(p[0], buf, sizeof(buf));
	read(99, buf, 10);
	write(99, "x", 1);
	write(p[1], BAD, 4);
	write(p[1], "", 0);

	/* files: positional and vector I/O */
	fd = open("data", O_RDWR | O_CREAT | O_TRUNC, 0644);
	pwrite(fd, "0123456789", 10, 5);
	pread(fd, buf, 4, 7);
	{
		struct iovec out[3] = { { "ab", 2 }, { "", 0 }, { "cdefghijklmnopqrstuvwxyz0123456789", 34 } };
		struct iovec in[2] = { { buf, 3 }, { buf + 10, 100 } };

		writev(fd, out, 3);
		lseek(fd, 0, SEEK_SET);
		readv(fd, in, 2);
		readv(99, in, 2);
		pwritev(fd, out, 1, 100);
		preadv(fd, in, 1, 100);
		writev(fd, NULL, 0);
	}
	lseek(fd, -10, SEEK_END);
	lseek(fd, 3, SEEK_CUR);
	lseek(fd, 0, 77);

	/* fcntl */
	fcntl(fd, F_GETFD);
	fcntl(fd, F_SETFD, FD_CLOEXEC);
	fcntl(fd, F_GETFD);
	fcntl(fd, F_GETFL);
	fcntl(p[0], F_GETFL);
	fcntl(fd, F_SETFL, O_NONBLOCK | O_APPEND);
	fd2 = fcntl(fd, F_DUPFD_CLOEXEC, 10);
	fcntl(fd, F_DUPFD, 20);
	{
		struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 10 };

		fcntl(fd, F_SETLK, &fl);
		fl.l_type = F_RDLCK;
		fcntl(fd, F_GETLK, &fl);
		fcntl(fd, F_SETLKW, BAD);
	}
	fcntl(p[0], F_GETPIPE_SZ);
	fcntl(fd, 12345, 6);
	fcntl(99, F_GETFL);

	/* ioctl */
	{
		struct termios t;
		struct winsize ws;

		ioctl(fd, TCGETS, &t);
		ioctl(fd, TIOCGWINSZ, &ws);
		ioctl(fd, FIONBIO, &one);
		ioctl(fd, FIOCLEX);
		ioctl(fd, FIONCLEX);
		ioctl(p[0], FIONREAD, &one);
		ioctl(fd, _IOR(0x12, 0x34, int[2]), buf);
		ioctl(fd, _IO(0xee, 0x1), 0);
	}

	/* dup, locks, hints */
	dup(fd);
	dup2(fd, 30);
	dup3(fd, 31, O_CLOEXEC);
	dup3(fd, fd, 0);
	flock(fd, LOCK_EX | LOCK_NB);
	flock(fd, LOCK_UN);
	posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
	posix_fadvise(fd, 100, 50, POSIX_FADV_DONTNEED);
	fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, 4096);
	fsync(fd);
	fdatasync(fd);
	ftruncate(fd, 20);
	syscall(SYS_close_range, 30, 31, CLOSE_RANGE_CLOEXEC);
	syscall(SYS_close_range, 30, 31, 0);

	/* waiting */
	write(q[1], "z", 1);
	{
		struct pollfd pfd[3] = { { q[0], POLLIN, 0 }, { q[1], POLLOUT, 0 }, { -1, POLLIN, 0 } };
		struct timespec ts = { 0, 0 };
		sigset_t mask;

		poll(pfd, 3, 0);
		poll(pfd, 1, 0);
		pfd[0].fd = p[0];
		poll(pfd, 1, 0);
		ppoll(pfd + 1, 1, &ts, NULL);
		sigemptyset(&mask);
		sigaddset(&mask, SIGUSR1);
		ppoll(pfd, 1, &ts, &mask);
		poll(BAD, 1, 0);
	}
	{
		fd_set r, w;
		struct timeval tv = { 0, 0 };
		struct timespec ts = { 0, 0 };
		sigset_t mask;

		FD_ZERO(&r);
		FD_ZERO(&w);
		FD_SET(q[0], &r);
		FD_SET(p[0], &r);
		FD_SET(q[1], &w);
		select(q[1] + 1, &r, &w, NULL, &tv);
		FD_ZERO(&r);
		FD_SET(q[0], &r);
		syscall(SYS_select, q[0] + 1, &r, NULL, NULL, &tv);
		FD_ZERO(&r);
		FD_SET(p[0], &r);
		select(p[0] + 1, &r, NULL, NULL, &tv);
		FD_ZERO(&r);
		FD_SET(q[0], &r);
		sigemptyset(&mask);
		sigaddset(&mask, SIGINT);
		pselect(q[0] + 1, &r, NULL, NULL, &ts, &mask);
		select(-1, NULL, NULL, NULL, &tv);
	}
	{
		int ep = epoll_create1(EPOLL_CLOEXEC);
		struct epoll_event ev = { .events = EPOLLIN | EPOLLET, .data.u64 = 0x100000003ULL };
		struct epoll_event got[4];
		sigset_t mask;

		epoll_ctl(ep, EPOLL_CTL_ADD, q[0], &ev);
		ev.events = EPOLLOUT;
		ev.data.fd = q[1];
		epoll_ctl(ep, EPOLL_CTL_ADD, q[1], &ev);
		epoll_wait(ep, got, 4, 0);
		sigemptyset(&mask);
		epoll_pwait(ep, got, 4, 0, &mask);
		epoll_ctl(ep, EPOLL_CTL_DEL, q[1], NULL);
		epoll_ctl(ep, EPOLL_CTL_MOD, 99, &ev);
		close(ep);
	}

	/* special descriptors */
	{
		int e = eventfd(5, EFD_NONBLOCK | EFD_SEMAPHORE);
		int m = memfd_create("a-memfd", MFD_CLOEXEC | MFD_ALLOW_SEALING);

		fcntl(m, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW);
		fcntl(m, F_GET_SEALS);
		close(m);
		close(e);
	}

	/* copying between descriptors */
	{
		off_t off = 2;
		loff_t in = 0, out = 0;

		sendfile(p[1], fd, &off, 5);
		sendfile(p[1], fd, NULL, 3);
		read(p[0], buf, sizeof(buf));
		fd2 = open("copy", O_WRONLY | O_CREAT | O_TRUNC, 0600);
		copy_file_range(fd, &in, fd2, &out, 8, 0);
		copy_file_range(fd, NULL, fd2, NULL, 8, 0);
		write(q[1], "spl", 3);
		splice(q[0], NULL, fd2, &out, 10, SPLICE_F_MOVE);
		close(fd2);
	}

	close(fd);
	unlink("data");
	unlink("copy");
	close(99);
	return 0;
}
