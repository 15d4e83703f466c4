/* Linux AIO: io_submit of each kind of request (writes of a buffer and of
 * an iovec array, vectored reads, a poll, an unknown opcode, flags and a
 * priority), arrays cut by an unreadable pointer, io_cancel. */
#include <fcntl.h>
#include <linux/aio_abi.h>
#include <poll.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

int main(void)
{
	static char in[2][16];
	static char text[] = "hello, asynchronous world";
	aio_context_t ctx = 0;
	struct iocb cb[6], *cbs[7];
	struct iovec wv[2] = { { text, 5 }, { text + 7, 12 } };
	struct iovec rv[2] = { { in[0], 16 }, { in[1], 16 } };
	struct io_event ev;
	int null = open("/dev/null", O_WRONLY), zero = open("/dev/zero", O_RDONLY);
	int fds[2];

	if (pipe(fds) || syscall(SYS_io_setup, 8, &ctx))
		return 77;
	memset(cb, 0, sizeof(cb));
	for (int i = 0; i < 6; i++) {
		cb[i].aio_data = 0xfeed00 + i;
		cbs[i] = &cb[i];
	}
	cb[0].aio_lio_opcode = IOCB_CMD_PWRITE;
	cb[0].aio_fildes = null;
	cb[0].aio_buf = (uintptr_t)text;
	cb[0].aio_nbytes = sizeof(text) - 1;
	cb[1].aio_lio_opcode = IOCB_CMD_PWRITEV;
	cb[1].aio_fildes = null;
	cb[1].aio_buf = (uintptr_t)wv;
	cb[1].aio_nbytes = 2;
	cb[1].aio_offset = 3;
	cb[2].aio_lio_opcode = IOCB_CMD_PREADV;
	cb[2].aio_fildes = zero;
	cb[2].aio_buf = (uintptr_t)rv;
	cb[2].aio_nbytes = 2;
	cb[3].aio_lio_opcode = IOCB_CMD_POLL;
	cb[3].aio_fildes = fds[1];
	cb[3].aio_buf = POLLOUT;
	cb[4].aio_lio_opcode = IOCB_CMD_PREAD;
	cb[4].aio_fildes = zero;
	cb[4].aio_buf = (uintptr_t)in[0];
	cb[4].aio_nbytes = 16;
	cb[4].aio_flags = IOCB_FLAG_IOPRIO;
	cb[4].aio_reqprio = 2 << 13 | 4;
	cb[5].aio_lio_opcode = 77;
	cb[5].aio_fildes = -1;
	cb[5].aio_key = 5;
	syscall(SYS_io_submit, ctx, 4, cbs);
	syscall(SYS_io_submit, ctx, 2, cbs + 4);
	cbs[6] = (struct iocb *)8;
	syscall(SYS_io_submit, ctx, 2, cbs + 5);
	syscall(SYS_io_cancel, ctx, &cb[5], &ev);
	syscall(SYS_io_destroy, ctx);
	return 0;
}
