/* Linux native AIO (io_setup, io_getevents...): the completion events. */
#include <stdint.h>
#include <string.h>

#include "common.h"

struct io_event_k {
	uint64_t data, obj;
	int64_t res, res2;
};

static void print_io_event(const struct call *c, const void *elem, void *data)
{
	struct io_event_k ev;

	(void)c;
	(void)data;
	memcpy(&ev, elem, sizeof(ev));
	tprintf("{data=%#llx, obj=%#llx, res=%lld, res2=%lld}", (unsigned long long)ev.data,
		(unsigned long long)ev.obj, (long long)ev.res, (long long)ev.res2);
}

/* io_getevents, io_pgetevents: the events the call returned, as many as
 * it says. */
void print_ioevents(struct call *c, int arg, int param)
{
	(void)param;
	print_arg_array_out(c, arg, c->ret, sizeof(struct io_event_k), print_io_event, NULL);
}
