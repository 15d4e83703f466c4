/* -e read=FDS / -e write=FDS: hex dumps of the data a call moved, printed
 * after its line. */
#include <string.h>

#include "../fdset.h"
#include "common.h"
#include "net.h"

enum dump_shape { DUMP_BUF, DUMP_IOV, DUMP_MSG, DUMP_MMSG };

struct dump_call {
	const char *name;
	bool write;
	enum dump_shape shape;
};

/* The data is at argument 1; its length in argument 2 (write), the return
 * value (read), or the iovec count in argument 2; or the iovecs of the
 * struct msghdr (struct mmsghdr array) at argument 1. */
static const struct dump_call dump_calls[] = {
	{ "read", false, DUMP_BUF }, { "pread64", false, DUMP_BUF },
	{ "recvfrom", false, DUMP_BUF }, { "recv", false, DUMP_BUF },
	{ "readv", false, DUMP_IOV }, { "preadv", false, DUMP_IOV }, { "preadv2", false, DUMP_IOV },
	{ "write", true, DUMP_BUF }, { "pwrite64", true, DUMP_BUF }, { "sendto", true, DUMP_BUF },
	{ "send", true, DUMP_BUF },   /* (i386's socketcall subcalls) */
	{ "writev", true, DUMP_IOV }, { "pwritev", true, DUMP_IOV }, { "pwritev2", true, DUMP_IOV },
	{ "vmsplice", true, DUMP_IOV },
	{ "sendmsg", true, DUMP_MSG }, { "recvmsg", false, DUMP_MSG },
	{ "sendmmsg", true, DUMP_MMSG }, { "recvmmsg", false, DUMP_MMSG },
	{ "mq_timedsend", true, DUMP_BUF }, { "mq_timedreceive", false, DUMP_BUF },
};

static void dump_line_end(void)
{
	line_end();
}

/* " | 00000  68 69 0a ...  hi. |" lines of len bytes. */
static void dump_bytes(const unsigned char *p, uint64_t len)
{
	int width = 5;

	if (len > (1u << 20))
		width = 1 + (63 - __builtin_clzll(len - 1)) / 4;
	for (uint64_t off = 0; off < len; off += 16) {
		char hex[16 * 3 + 2 + 1], ascii[17];
		char *h = hex;

		for (int i = 0; i < 16; i++) {
			if (off + i < len) {
				unsigned char ch = p[off + i];

				h += sprintf(h, "%02x ", ch);
				ascii[i] = ch >= 0x20 && ch <= 0x7e ? ch : '.';
			} else {
				h += sprintf(h, "   ");
				ascii[i] = ' ';
			}
			if (i == 7 || i == 15)
				*h++ = ' ';
		}
		*h = 0;
		ascii[16] = 0;
		tprintf(" | %0*llx  %s%s |", width, (unsigned long long)off, hex, ascii);
		dump_line_end();
	}
}

/* strace reads what it dumps 64 KiB at a time */
#define DUMP_FETCH (1u << 16)

/* The bytes the call moved, as captured with it (never memory read later,
 * which the tracee may have changed since).  When not all of them could
 * be, as strace: the 64 KiB blocks it could read, and a note of the first
 * it could not (nothing when that is the first). */
static void dump_captured(const struct call *c, uint64_t addr, const unsigned char *have,
			  uint64_t have_len, uint64_t len)
{
	uint64_t shown, fetch;

	if (!have)
		return;
	if (have_len >= len) {
		dump_bytes(have, len);
		return;
	}
	shown = have_len / DUMP_FETCH * DUMP_FETCH;
	if (!shown)
		return;
	dump_bytes(have, shown);
	fetch = len - shown < DUMP_FETCH ? len - shown : DUMP_FETCH;
	tprintf(" | <Cannot fetch %llu byte%s from pid %u @%#llx>", (unsigned long long)fetch,
		fetch == 1 ? "" : "s", c->tcp->tid, (unsigned long long)(addr + shown));
	dump_line_end();
}

/* Each element: " * N bytes in buffer K", then its bytes; limit: -1 or
 * the bytes the call moved. */
static void dump_iov(struct call *c, int64_t limit)
{
	const struct ebt_cap *cap = limit < 0 ? call_cap_enter(c, 1) : call_cap(c, 1);
	uint64_t count = c->args[2], left = limit < 0 ? UINT64_MAX : (uint64_t)limit;
	struct iov_iter it;

	if (count > 1024)
		count = 1024;
	/* strace reads the whole array first: nothing when it ends in a
	 * page that cannot be read */
	if (cap && cap->kind == EBT_CAP_IOV && (cap->flags & EBT_CAPF_FAULT) && cap->field < count)
		return;
	iov_iter_init(&it, c, 1, count, cap);
	for (uint64_t i = 0; i < count; i++) {
		uint64_t base, iov_len, len, have;
		const unsigned char *data;

		if (!iov_next(&it, &base, &iov_len))
			return;
		len = iov_len < left ? iov_len : left;
		if (!len)
			break;
		left -= len;
		tprintf(" * %llu bytes in buffer %llu", (unsigned long long)len, (unsigned long long)i);
		dump_line_end();
		data = iov_data(&it, len, &have);
		dump_captured(c, base, data, have, len);
	}
}

/* A message's elements as dump_iov does them, from its capture; limit:
 * -1 or the bytes the call moved. */
static void dump_msg(const struct call *c, const struct ebt_cap *cap, int64_t limit)
{
	struct msg_parts m;
	uint64_t left = limit < 0 ? UINT64_MAX : (uint64_t)limit;

	if (!msg_parts_of(cap, &m))
		return;
	for (int i = 0; i < m.n; i++) {
		uint64_t len = m.part[i].len < left ? m.part[i].len : left;

		if (!len)
			break;
		left -= len;
		tprintf(" * %llu bytes in buffer %d", (unsigned long long)len, i);
		dump_line_end();
		dump_captured(c, m.part[i].base, m.part[i].data, m.part[i].have, len);
	}
}

/* sendmmsg/recvmmsg: each message the call handled, as many bytes as its
 * msg_len says. */
static void dump_mmsg(const struct call *c)
{
	struct mmsg_caps it;

	mmsg_caps_of(c->exit, 1, &it);
	for (int64_t i = 0; i < c->ret; i++) {
		const struct ebt_cap *cap = mmsg_cap_next(&it, i);
		struct msg_parts m;

		if (!msg_parts_of(cap, &m))
			return;
		tprintf(" = %llu buffers in vector %lld", (unsigned long long)m.iovlen, (long long)i);
		dump_line_end();
		dump_msg(c, cap, m.msg_len);
	}
}

void print_io_dump(struct call *c)
{
	const struct dump_call *d = NULL;
	const struct ebt_cap *cap;
	int fd = (int)c->args[0];
	bool is_read, is_write;

	if ((!opt.dump_read && !opt.dump_write) || !c->se || !c->se->name || fd < 0)
		return;
	for (size_t i = 0; i < sizeof(dump_calls) / sizeof(dump_calls[0]); i++)
		if (!strcmp(dump_calls[i].name, c->se->name))
			d = &dump_calls[i];
	if (!d)
		return;
	is_write = d->write && fdset_has(opt.dump_write, fd);
	is_read = !d->write && fdset_has(opt.dump_read, fd) && !call_failed(c);
	if (!is_write && !is_read)
		return;
	if (d->shape == DUMP_IOV) {
		dump_iov(c, is_write ? -1 : c->ret);
		return;
	}
	if (d->shape == DUMP_MSG) {
		dump_msg(c, c->exit ? call_cap_in(c->exit, 1) : NULL, is_write ? -1 : c->ret);
		return;
	}
	if (d->shape == DUMP_MMSG) {
		dump_mmsg(c);
		return;
	}
	cap = call_cap(c, 1);
	if (cap && !cap->err && c->args[1])
		dump_captured(c, c->args[1], cap_bytes(cap), cap->len,
			      is_write ? c->args[2] : (uint64_t)c->ret);
}
