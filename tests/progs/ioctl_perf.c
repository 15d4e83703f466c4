/* perf event requests: on a software counter of this process when one can
 * be opened, and on a bad descriptor the ones with structs: the filter
 * string (whole, long, ending at an unreadable page), the attr to modify,
 * the BPF query with its ids (cut short by an unreadable page). */
#include <linux/perf_event.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	struct perf_event_attr attr = { .type = PERF_TYPE_SOFTWARE, .size = sizeof(attr),
					.config = PERF_COUNT_SW_TASK_CLOCK, .disabled = 1,
					.exclude_kernel = 1, .sample_period = 1000 };
	char filter[] = "common_pid != 0";
	char long_filter[] = "a filter that is longer than what -s shows";
	uint64_t period = 4096;
	char *page = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *end = page + 4096;
	uint32_t *q = (uint32_t *)(end - 16);
	int fd;

	munmap(end, 4096);
	fd = syscall(__NR_perf_event_open, &attr, 0, -1, -1, 0);
	ioctl(fd, PERF_EVENT_IOC_RESET, 0);
	ioctl(fd, PERF_EVENT_IOC_ENABLE, PERF_IOC_FLAG_GROUP);
	ioctl(fd, PERF_EVENT_IOC_PERIOD, &period);
	ioctl(fd, PERF_EVENT_IOC_DISABLE, 6);
	ioctl(fd, PERF_EVENT_IOC_REFRESH, -3);
	ioctl(fd, PERF_EVENT_IOC_PAUSE_OUTPUT, 1);
	ioctl(fd, PERF_EVENT_IOC_SET_OUTPUT, fd);
	close(fd);

	ioctl(-1, PERF_EVENT_IOC_SET_FILTER, filter);
	ioctl(-1, PERF_EVENT_IOC_SET_FILTER, long_filter);
	memset(end - 8, 'f', 8);
	ioctl(-1, PERF_EVENT_IOC_SET_FILTER, end - 8);
	ioctl(-1, PERF_EVENT_IOC_SET_FILTER, NULL);
	ioctl(-1, PERF_EVENT_IOC_ID, &period);
	ioctl(-1, PERF_EVENT_IOC_MODIFY_ATTRIBUTES, &attr);
	attr.size = 0;
	attr.type = PERF_TYPE_HW_CACHE;
	attr.config = 0x10203;
	ioctl(-1, PERF_EVENT_IOC_MODIFY_ATTRIBUTES, &attr);
	ioctl(-1, PERF_EVENT_IOC_MODIFY_ATTRIBUTES, end - 4);
	q[0] = 8;
	q[1] = 3;
	q[2] = 11;
	q[3] = 12;
	ioctl(-1, PERF_EVENT_IOC_QUERY_BPF, q);
	ioctl(-1, PERF_EVENT_IOC_QUERY_BPF, q + 2);
	ioctl(-1, PERF_EVENT_IOC_QUERY_BPF, q + 4);
	return 0;
}
