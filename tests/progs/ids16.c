/* i386's first credential and ownership calls (chown, setuid...: their
 * *32 forms came later) take 16-bit ids: the kernel reads the low 16 bits
 * of each register, 0xffff being -1; getresuid, getgroups and setgroups
 * store or read 16-bit ids in memory.  Made through syscall(), as glibc
 * only uses the *32 forms. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	int fd = open("ids16.tmp", O_WRONLY | O_CREAT | O_TRUNC, 0600);
	long uid = getuid(), gid = getgid();
	unsigned short ids[3], groups[64], bad[2] = { 0xffff, 7 };
	/* a 16-bit id that ends a page is readable: a 32-bit read is not */
	char *page = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unsigned short *last = (unsigned short *)(page + 4096 - 2);

	syscall(SYS_chown, "ids16.tmp", 0xffff, 0xffff);
	syscall(SYS_chown, "ids16.tmp", 0xdead0000 | uid, -1L);
	syscall(SYS_lchown, "ids16.tmp", -1L, 0xbeef0000 | gid);
	syscall(SYS_fchown, fd, 0xffff, gid);
	syscall(SYS_chown, "no-such-file", 0xfffe, 12345);
	syscall(SYS_setuid, 0xffff);
	syscall(SYS_setgid, 0xffff);
	syscall(SYS_setuid, 0xffff0000 | uid);
	syscall(SYS_setreuid, -1L, 0xffff);
	syscall(SYS_setresgid, 0xffff, 0xffff, 0xffff);
	syscall(SYS_setfsuid, 0xffff);
	syscall(SYS_getresuid, &ids[0], &ids[1], &ids[2]);
	syscall(SYS_getresgid, &ids[0], &ids[1], last);
	syscall(SYS_getgroups, 64, groups);
	syscall(SYS_getgroups, 0, NULL);
	syscall(SYS_setgroups, 2, bad);
	syscall(SYS_setgroups, 1, last);
	munmap(page, 4096);
	close(fd);
	unlink("ids16.tmp");
	return 0;
}
