/* Calls whose int arguments carry garbage in the upper half of their
 * registers (the kernel takes the low 32 bits), and structs that end at the
 * last byte before an unmapped page (a capture must take exactly the
 * struct's size), for comparing ebtrace's decoding with strace's. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#define HIGH 0xdefaced00000000ULL

/* The last size bytes before an unmapped page. */
static void *page_end(size_t size)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	munmap(p + pg, pg);
	return p + pg - size;
}

int main(void)
{
	struct f_owner_ex *own = page_end(sizeof(*own));
	struct flock *fl = page_end(sizeof(*fl));
	int fd = open(".", O_RDONLY | O_DIRECTORY);

	syscall(SYS_fcntl, fd, HIGH | F_GETFD);
	syscall(SYS_fcntl, fd, HIGH | F_SETFD, HIGH | FD_CLOEXEC);
	syscall(SYS_fcntl, fd, HIGH | F_DUPFD_CLOEXEC, HIGH | 42);
	syscall(SYS_openat, HIGH | (unsigned)AT_FDCWD, "nonexistent", HIGH | O_RDONLY | O_CLOEXEC);
	syscall(SYS_lseek, fd, 0, HIGH | SEEK_CUR);
	syscall(SYS_dup3, HIGH | fd, HIGH | 57, HIGH | O_CLOEXEC);
	syscall(SYS_close, HIGH | 57);
	syscall(SYS_kill, HIGH | 0x7fffffff, HIGH | 0);
	syscall(SYS_socket, HIGH | AF_UNIX, HIGH | SOCK_STREAM | SOCK_CLOEXEC, HIGH | 0);
	syscall(SYS_getpriority, HIGH | PRIO_PROCESS, HIGH | 0);
	syscall(SYS_umask, HIGH | 022);

	own->type = F_OWNER_TID;
	own->pid = 1234567890;
	syscall(SYS_fcntl, fd, F_SETOWN_EX, own);
	syscall(SYS_fcntl, fd, F_GETOWN_EX, own);
	fl->l_type = F_RDLCK;
	fl->l_whence = SEEK_SET;
	fl->l_start = 0;
	fl->l_len = 10;
	syscall(SYS_fcntl, fd, F_SETLK, fl);
	syscall(SYS_fcntl, fd, F_GETLK, fl);
	return 0;
}
