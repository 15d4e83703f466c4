/* A 32-bit program's send and recv, which i386 has only as socketcall's
 * subcalls, on a socket pair (for -e write= and -e read= dumps). */
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
#ifdef SYS_socketcall
	int sv[2];
	char buf[32];
	long sargs[4], rargs[4];

	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		return 0;
	sargs[0] = sv[0], sargs[1] = (long)"abcdefghijklmnopqrstuvwxyz", sargs[2] = 26, sargs[3] = 0;
	rargs[0] = sv[1], rargs[1] = (long)buf, rargs[2] = sizeof(buf), rargs[3] = 0;
	syscall(SYS_socketcall, 9, sargs);    /* SYS_SEND */
	syscall(SYS_socketcall, 10, rargs);   /* SYS_RECV */
#endif
	return 0;
}
