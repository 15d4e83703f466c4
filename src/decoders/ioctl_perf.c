/* ioctl, perf events (linux/perf_event.h). */
#include <linux/perf_event.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

static const struct xlat perf_ioc_flags[] = { XLAT(PERF_IOC_FLAG_GROUP), XLAT_END };

IOC_ONE(flags_val, 4, F_FLAGS, perf_ioc_flags, "PERF_IOC_FLAG_???");

/* the filter: a string the call reads (its own capture row) */
static void set_filter(struct call *c, const struct ioc_req *r, int exiting)
{
	if (exiting)
		return;
	print_arg_sep();
	print_str_at(c, 2, c->args[2]);
}

static void print_u32(const struct call *c, const void *elem)
{
	uint32_t v;

	memcpy(&v, elem, sizeof(v));
	tprintf("%u", v);
}

/* {ids_len=N, prog_cnt=N, ids=[...]}: ids_len as the call read it, the
 * rest as a successful call wrote it */
static void query_bpf(struct call *c, const struct ioc_req *r, int exiting)
{
	const size_t ids_off = offsetof(struct perf_event_query_bpf, ids);
	const unsigned char *b;
	uint32_t v;
	size_t have;

	if (!exiting) {
		print_arg_sep();
		if (!ioc_entry_shown(c, &v, sizeof(v))) {
			print_addr(c->args[2]);
			return;
		}
		tprintf("{ids_len=%u, ", v);
		return;
	}
	if (!ioc_entry_shown(c, &v, sizeof(v)))
		return;
	b = ioc_now_bytes(c, &have);
	if (c->ret < 0 || !b || have < ids_off) {
		tputs("...}");
		return;
	}
	memcpy(&v, b + offsetof(struct perf_event_query_bpf, prog_cnt), sizeof(v));
	tprintf("prog_cnt=%u, ids=", v);
	ioc_print_array(c, c->args[2] + ids_off, b + ids_off, have - ids_off, v, sizeof(uint32_t),
			print_u32, false);
	tputc('}');
}

/* the attr, as perf_event_open shows it */
static void modify_attributes(struct call *c, const struct ioc_req *r, int exiting)
{
	const unsigned char *b;
	size_t have;

	if (exiting)
		return;
	print_arg_sep();
	b = ioc_now_bytes(c, &have);
	print_perf_attr_bytes(c, c->args[2], b, have, 0);
}

static const struct ioc_req reqs[] = {
	IOC_L(PERF_EVENT_IOC_ENABLE, A_VAL, &flags_val),
	IOC_L(PERF_EVENT_IOC_DISABLE, A_VAL, &flags_val),
	IOC_L(PERF_EVENT_IOC_RESET, A_VAL, &flags_val),
	IOC(PERF_EVENT_IOC_REFRESH, A_INT),
	IOC_L(PERF_EVENT_IOC_PERIOD, A_IN, &ioc_u64),
	IOC(PERF_EVENT_IOC_SET_OUTPUT, A_FD),
	/* these four are sized by a pointer to their argument */
	IOC_FS(PERF_EVENT_IOC_SET_FILTER, set_filter, &layout_ulong),
	IOC_LS(PERF_EVENT_IOC_ID, A_OUT, &ioc_u64, &layout_ulong),
	IOC(PERF_EVENT_IOC_SET_BPF, A_FD),
	IOC(PERF_EVENT_IOC_PAUSE_OUTPUT, A_UINT),
	IOC_FS(PERF_EVENT_IOC_QUERY_BPF, query_bpf, &layout_ulong),
	IOC_FS(PERF_EVENT_IOC_MODIFY_ATTRIBUTES, modify_attributes, &layout_ulong),
};

/* its structs are made to read the same in a compat call */
const struct ioc_table ioc_perf_table = IOC_TABLE_COMPAT(reqs, NULL);
