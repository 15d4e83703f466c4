/* Linux AIO: a context, two reads of /dev/zero, their completion events
 * with io_getevents and io_pgetevents (with a signal mask), errors. */
#include <fcntl.h>
#include <linux/aio_abi.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

struct aio_sigset {
	const sigset_t *sigmask;
	size_t sigsetsize;
};

int main(void)
{
	static char buf[2][64];
	aio_context_t ctx = 0;
	struct iocb cb[2], *cbs[2] = { &cb[0], &cb[1] };
	struct io_event ev[2];
	struct timespec ts = { 1, 0 };
	sigset_t mask;
	struct aio_sigset ss = { &mask, 8 };
	int fd = open("/dev/zero", O_RDONLY);

	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR1);
	memset(cb, 0, sizeof(cb));
	for (int i = 0; i < 2; i++) {
		cb[i].aio_data = 0xfeed0000 + i;
		cb[i].aio_lio_opcode = IOCB_CMD_PREAD;
		cb[i].aio_fildes = fd;
		cb[i].aio_buf = (uintptr_t)buf[i];
		cb[i].aio_nbytes = sizeof(buf[i]);
	}
	syscall(SYS_io_setup, 4, NULL);
	if (syscall(SYS_io_setup, 4, &ctx))
		return 77;
	syscall(SYS_io_submit, ctx, 1, cbs);
	syscall(SYS_io_getevents, ctx, 1, 2, ev, &ts);
	syscall(SYS_io_submit, ctx, 1, cbs + 1);
	syscall(SYS_io_pgetevents, ctx, 1, 2, ev, &ts, &ss);
	syscall(SYS_io_pgetevents, ctx, 0, 2, ev, &ts, NULL);
	syscall(SYS_io_getevents, 0, 1, 2, ev, &ts);
	syscall(SYS_io_destroy, ctx);
	return 0;
}
