/* A 32-bit program's sendfile, whose offset is a long, and sendfile64,
 * whose offset is 64-bit (from a temp file to /dev/null). */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
#ifdef SYS_sendfile64
	char name[] = "/tmp/ebtrace-sendfile-XXXXXX";
	int in = mkstemp(name), out = open("/dev/null", O_WRONLY);
	int32_t off = 2;
	int64_t off64 = 3;

	if (in < 0 || out < 0)
		return 0;
	unlink(name);
	write(in, "0123456789", 10);
	syscall(SYS_sendfile, out, in, &off, 4);
	syscall(SYS_sendfile64, out, in, &off64, 100);
	off = -1;
	syscall(SYS_sendfile, out, in, &off, 1);
	syscall(SYS_sendfile, out, in, NULL, 1);
#endif
	return 0;
}
