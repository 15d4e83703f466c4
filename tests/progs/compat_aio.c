/* A 32-bit program's native AIO (struct iocb and io_event are the same in
 * both ABIs, the array of pointers to the iocbs is of 4-byte pointers),
 * and get_robust_list's pointer and size_t. */
#include <linux/aio_abi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	char name[] = "/tmp/ebtrace-aio-XXXXXX", buf[2][16];
	int fd = mkstemp(name);
	aio_context_t ctx = 0;
	struct iocb cb[2], *cbs[2] = { &cb[0], &cb[1] };
	struct io_event ev[2];
	struct timespec { int32_t sec, nsec; } ts = { 1, 0 };
	void *head;
	size_t len;

	if (fd < 0)
		return 0;
	unlink(name);
	write(fd, "0123456789abcdef", 16);
	if (syscall(SYS_io_setup, 2, &ctx))
		return 0;
	memset(cb, 0, sizeof(cb));
	for (int i = 0; i < 2; i++) {
		cb[i].aio_data = 0x1111 * (i + 1);
		cb[i].aio_lio_opcode = IOCB_CMD_PREAD;
		cb[i].aio_fildes = fd;
		cb[i].aio_buf = (uintptr_t)buf[i];
		cb[i].aio_nbytes = 8;
		cb[i].aio_offset = 8 * i;
	}
	syscall(SYS_io_submit, ctx, 2, cbs);
	syscall(SYS_io_getevents, ctx, 2, 2, ev, &ts);
	syscall(SYS_io_cancel, ctx, &cb[0], ev);
	syscall(SYS_io_destroy, ctx);
	syscall(SYS_get_robust_list, 0, &head, &len);
	return 0;
}
