/* Scheduling and I/O priority calls, each with valid and invalid
 * arguments, for comparing their decoding with strace's. */
#define _GNU_SOURCE
#include <sched.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

struct attr {
	uint32_t size, policy;
	uint64_t flags;
	int32_t nice;
	uint32_t prio;
	uint64_t runtime, deadline, period;
	uint32_t util_min, util_max;
};

int main(void)
{
	struct sched_param p = { 0 };
	struct timespec ts;
	struct attr a;

	syscall(SYS_sched_getscheduler, 0);
	syscall(SYS_sched_getscheduler, -1);
	syscall(SYS_sched_getparam, 0, &p);
	syscall(SYS_sched_getparam, 0, NULL);
	syscall(SYS_sched_setparam, 0, &p);
	syscall(SYS_sched_setparam, 0, (void *)8);
	syscall(SYS_sched_setscheduler, 0, SCHED_BATCH, &p);
	syscall(SYS_sched_setscheduler, 0, SCHED_IDLE, &p);
	syscall(SYS_sched_getscheduler, 0);
	syscall(SYS_sched_setscheduler, 0, SCHED_OTHER, &p);
	syscall(SYS_sched_setscheduler, 0, 99, &p);
	syscall(SYS_sched_setscheduler, 0, SCHED_OTHER | SCHED_RESET_ON_FORK, &p);
	syscall(SYS_sched_getscheduler, 0);
	syscall(SYS_sched_setscheduler, 0, SCHED_OTHER, NULL);
	syscall(SYS_sched_get_priority_max, SCHED_FIFO);
	syscall(SYS_sched_get_priority_min, SCHED_RR);
	syscall(SYS_sched_get_priority_max, SCHED_DEADLINE);
	syscall(SYS_sched_get_priority_min, 42);
	syscall(SYS_sched_rr_get_interval, 0, &ts);
	syscall(SYS_sched_rr_get_interval, 0, NULL);
	memset(&a, 0, sizeof(a));
	syscall(SYS_sched_getattr, 0, &a, sizeof(a), 0);
	syscall(SYS_sched_getattr, 0, &a, 48, 0);
	syscall(SYS_sched_getattr, 0, &a, 0, 0);
	syscall(SYS_sched_getattr, 0, NULL, sizeof(a), 0);
	a.size = sizeof(a);
	syscall(SYS_sched_setattr, 0, &a, 0);
	a.size = 0;
	syscall(SYS_sched_setattr, 0, &a, 0);
	a.size = 48;
	a.flags = 0x10;  /* SCHED_FLAG_KEEP_PARAMS */
	syscall(SYS_sched_setattr, 0, &a, 0);
	a.size = 8;
	syscall(SYS_sched_setattr, 0, &a, 1);
	/* too small: E2BIG, and the kernel writes back the size it knows */
	a.size = 1;
	syscall(SYS_sched_setattr, 0, &a, 0);
	syscall(SYS_sched_setattr, 0, NULL, 0);
	syscall(SYS_ioprio_get, 1, 0);
	syscall(SYS_ioprio_set, 1, 0, 2 << 13 | 4);
	syscall(SYS_ioprio_get, 1, 0);
	syscall(SYS_ioprio_set, 1, 0, 3 << 13 | 7);
	syscall(SYS_ioprio_set, 2, 0, 0);
	syscall(SYS_ioprio_set, 1, 0, 7 << 13 | 1);
	syscall(SYS_ioprio_get, 3, 0);
	syscall(SYS_ioprio_get, 9, 0);
	return 0;
}
