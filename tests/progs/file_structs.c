/* The structures of file calls that a 32-bit program's ABI lays out
 * otherwise: struct stat (16-bit ids) and stat64, statfs and statfs64,
 * struct flock and flock64, readdir's old dirent.  Made through syscall()
 * with buffers of the kernel's sizes, as glibc uses other calls.  What it
 * looks at does not change from one run to the next: the file
 * structs.tmp and the directory dir, that the caller made, and /proc. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef F_GETLK64
#define F_GETLK64 12
#define F_SETLK64 13
#endif

struct flock32 {
	short l_type, l_whence;
	long l_start, l_len;
	int l_pid;
};

struct flock64_32 {
	short l_type, l_whence;
	long long l_start, l_len;
	int l_pid;
} __attribute__((packed, aligned(4)));

int main(void)
{
	unsigned char buf[512];
	struct flock32 fl = { F_RDLCK, SEEK_SET, 16, 4096, 0 };
	struct flock64_32 fl64 = { F_WRLCK, SEEK_SET, 0x123456789LL, 4096, 0 };
	int fd = open("structs.tmp", O_RDWR), proc = open("/proc", O_RDONLY | O_DIRECTORY), dir;

	syscall(SYS_stat, "structs.tmp", buf);
	syscall(SYS_lstat, "structs.tmp", buf);
	syscall(SYS_fstat, fd, buf);
	syscall(SYS_stat64, "structs.tmp", buf);
	syscall(SYS_fstat64, fd, buf);
	syscall(SYS_fstatat64, AT_FDCWD, "structs.tmp", buf, AT_SYMLINK_NOFOLLOW);
	syscall(SYS_stat, "/dev/null", buf);
	syscall(SYS_statfs, "/proc", buf);
	syscall(SYS_fstatfs, proc, buf);
	syscall(SYS_statfs64, "/proc", 84, buf);
	syscall(SYS_fstatfs64, proc, 84, buf);
	syscall(SYS_statfs64, "/proc", 88, buf);
	syscall(SYS_fcntl, fd, F_SETLK, &fl);
	syscall(SYS_fcntl, fd, F_GETLK, &fl);
	syscall(SYS_fcntl64, fd, F_SETLKW, &fl);
	syscall(SYS_fcntl64, fd, F_SETLK64, &fl64);
	fl64.l_type = F_RDLCK;
	syscall(SYS_fcntl64, fd, F_GETLK64, &fl64);
	syscall(SYS_fcntl64, fd, F_OFD_GETLK, &fl64);
	close(fd);
	dir = open("dir", O_RDONLY | O_DIRECTORY);
	while (syscall(SYS_readdir, dir, buf, 1) > 0)
		;
	close(dir);
	close(proc);
	return 0;
}
