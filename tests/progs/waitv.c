/* futex_waitv: its array of struct futex_waitv and its timeout, a
 * struct __kernel_timespec, read the same in every ABI.  Calls that return
 * at once: a value that is not the expected one, bad flags. */
#define _GNU_SOURCE
#include <linux/futex.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#ifndef SYS_futex_waitv
#define SYS_futex_waitv 449
#endif

struct waiter {
	uint64_t val, uaddr;
	uint32_t flags, reserved;
};

int main(void)
{
	static uint32_t word = 7;
	struct waiter w[2] = {
		{ 6, (uintptr_t)&word, 2 | 128, 0 },   /* FUTEX_32|FUTEX_PRIVATE_FLAG */
		{ 7, (uintptr_t)&word, 2, 0 },
	};
	struct { int64_t sec, nsec; } timeout = { 1, 2 };

	syscall(SYS_futex_waitv, w, 2, 0, &timeout, CLOCK_MONOTONIC);
	w[0].flags = 0xff;
	syscall(SYS_futex_waitv, w, 1, 0, NULL, CLOCK_REALTIME);
	return 0;
}
