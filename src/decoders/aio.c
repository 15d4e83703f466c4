/* Linux native AIO (io_setup, io_getevents...): the completion events. */
#include <stdint.h>
#include <string.h>

#include "common.h"
#include "fdpath.h"

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

struct iocb_k {
	uint64_t data;
	uint32_t key, rw_flags;
	uint16_t lio_opcode;
	int16_t reqprio;
	uint32_t fildes;
	uint64_t buf, nbytes;
	int64_t offset;
	uint64_t reserved2;
	uint32_t flags, resfd;
};

enum { CMD_PREAD, CMD_PWRITE, CMD_FSYNC, CMD_FDSYNC, CMD_PREADX, CMD_POLL, CMD_NOOP,
       CMD_PREADV, CMD_PWRITEV };
#define IOCB_FLAG_RESFD 1
#define IOCB_FLAG_IOPRIO 2

static const struct xlat lio_opcodes[] = {
	XLAT_PAIR(CMD_PREAD, "IOCB_CMD_PREAD"), XLAT_PAIR(CMD_PWRITE, "IOCB_CMD_PWRITE"),
	XLAT_PAIR(CMD_FSYNC, "IOCB_CMD_FSYNC"), XLAT_PAIR(CMD_FDSYNC, "IOCB_CMD_FDSYNC"),
	XLAT_PAIR(CMD_PREADX, "IOCB_CMD_PREADX"), XLAT_PAIR(CMD_POLL, "IOCB_CMD_POLL"),
	XLAT_PAIR(CMD_NOOP, "IOCB_CMD_NOOP"), XLAT_PAIR(CMD_PREADV, "IOCB_CMD_PREADV"),
	XLAT_PAIR(CMD_PWRITEV, "IOCB_CMD_PWRITEV"), XLAT_END
};

static const struct xlat iocb_flags[] = {
	XLAT_PAIR(IOCB_FLAG_RESFD, "IOCB_FLAG_RESFD"), XLAT_PAIR(IOCB_FLAG_IOPRIO, "IOCB_FLAG_IOPRIO"),
	XLAT_END
};

/* A request's priority: hex in -X raw and verbose */
static void print_ioprio_hex(unsigned v)
{
	if (opt.xlat_style == XLAT_STYLE_ABBREV)
		tputs(sprint_ioprio(v));
	else if (opt.xlat_style == XLAT_STYLE_RAW)
		tprintf("%#x", v);
	else
		tprintf("%#x /* %s */", v, sprint_ioprio(v));
}

/* What strace's io_cancel shows of an iocb too: up to the descriptor. */
static void print_iocb_header(const struct call *c, const struct iocb_k *cb)
{
	tprintf("aio_data=%#llx", (unsigned long long)cb->data);
	if (cb->key)
		tprintf(", aio_key=%u", cb->key);
	if (cb->rw_flags) {
		tputs(", aio_rw_flags=");
		print_flags_dflt(rwf_flags, cb->rw_flags, "RWF_???");
	}
	tputs(", aio_lio_opcode=");
	print_dec_named(cb->lio_opcode, xlat_lookup(lio_opcodes, cb->lio_opcode), "IOCB_CMD_???");
	if (cb->flags & IOCB_FLAG_IOPRIO) {
		tputs(", aio_reqprio=");
		print_ioprio_hex((uint16_t)cb->reqprio);
	} else if (cb->reqprio) {
		tprintf(", aio_reqprio=%d", cb->reqprio);
	}
	tputs(", aio_fildes=");
	print_fd_number(c, (int)cb->fildes);
}

static void print_iocb_flags(const struct call *c, const struct iocb_k *cb)
{
	if (cb->flags) {
		tputs(", aio_flags=");
		print_flags_dflt(iocb_flags, cb->flags, "IOCB_FLAG_???");
	}
	if (cb->flags & IOCB_FLAG_RESFD) {
		tputs(", aio_resfd=");
		print_fd_number(c, (int)cb->resfd);
	} else if (cb->resfd) {
		tprintf(", aio_resfd=%#x", cb->resfd);
	}
}

/* A length the kernel takes as a size_t that is not negative. */
static bool iocb_valid(const struct iocb_k *cb)
{
	return (int64_t)cb->nbytes >= 0;
}

/* The struct iocb of element i, with what it writes. */
static void print_iocb(const struct call *c, const struct iocb_k *cb, int i)
{
	const struct ebt_sys_event *e = c->exit ? c->exit : c->enter;
	int arg = EBT_CAP_ARG_IOCB + i;

	tputc('{');
	print_iocb_header(c, cb);
	switch (cb->lio_opcode) {
	case CMD_PREAD:
	case CMD_PWRITE:
		tputs(", aio_buf=");
		if (cb->lio_opcode == CMD_PWRITE && iocb_valid(cb))
			print_buf_cap(call_cap_kind(e, arg, EBT_CAP_BUF_ARG), cb->buf, cb->nbytes);
		else
			tprintf("%#llx", (unsigned long long)cb->buf);
		tprintf(", aio_nbytes=%llu, aio_offset=%lld", (unsigned long long)cb->nbytes,
			(long long)cb->offset);
		print_iocb_flags(c, cb);
		break;
	case CMD_PREADV:
	case CMD_PWRITEV:
		if (iocb_valid(cb)) {
			tputs(", aio_buf=");
			print_iov_at(c, cb->buf, cb->nbytes, cb->lio_opcode == CMD_PWRITEV,
				     call_cap_kind(e, arg, EBT_CAP_IOV));
		} else {
			tprintf(", aio_buf=%#llx, aio_nbytes=%llu", (unsigned long long)cb->buf,
				(unsigned long long)cb->nbytes);
		}
		tprintf(", aio_offset=%lld", (long long)cb->offset);
		print_iocb_flags(c, cb);
		break;
	case CMD_POLL:
		tputs(", aio_buf=");
		print_flags_dflt(poll_events, cb->buf, "POLL???");
		print_iocb_flags(c, cb);
		break;
	default:
		break;
	}
	tputc('}');
}

static void print_iocbp(const struct call *c, const void *elem, void *data)
{
	const struct ebt_sys_event *e = c->exit ? c->exit : c->enter;
	int *i = data, arg = EBT_CAP_ARG_IOCB + (*i)++;
	const struct ebt_cap *cap;
	struct iocb_k cb;
	uint64_t addr = 0;

	memcpy(&addr, elem, call_long_size(c));   /* little-endian */
	cap = call_cap_kind(e, arg, EBT_CAP_FIXED);
	if (!addr || !verbose(c) || !cap || cap->err || cap->len < sizeof(cb)) {
		print_addr(addr);
		return;
	}
	memcpy(&cb, cap_bytes(cap), sizeof(cb));
	print_iocb(c, &cb, arg - EBT_CAP_ARG_IOCB);
}

/* io_submit's struct iocb *[nr] (nr: argument param). */
void print_iocbs(struct call *c, int arg, int param)
{
	int64_t nr = (int64_t)c->args[param];
	const struct ebt_sys_event *e = c->exit ? c->exit : c->enter;
	int i = 0;

	if (nr < 0) {
		print_addr(c->args[arg]);
		return;
	}
	print_array_at(c, call_cap_kind(e, arg, EBT_CAP_ARR_ARG), c->args[arg], nr,
		       call_long_size(c), print_iocbp, &i);
}

/* io_cancel's iocb: its header alone. */
void print_iocbhdr(struct call *c, int arg, int param)
{
	struct iocb_k cb;

	(void)param;
	if (!fetch_in(c, arg, &cb, sizeof(cb)))
		return;
	tputc('{');
	print_iocb_header(c, &cb);
	tputc('}');
}

/* io_cancel's result */
void print_ioevent(struct call *c, int arg, int param)
{
	struct io_event_k ev;

	(void)param;
	if (fetch_out(c, arg, &ev, sizeof(ev)))
		print_io_event(c, &ev, NULL);
}
