/* ioctl, small families: inotify, random, watchdog, counter, perf. */
#include <stdint.h>
#include <sys/ioctl.h>

#include "ioctl.h"

static const struct ioc_req reqs[] = {
	{ 0, NULL, A_HEX, NULL, NULL },
};

const struct ioc_table ioc_misc_table = { reqs, 0, NULL, A_HEX };
