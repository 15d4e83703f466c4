/* -e read=FDS / -e write=FDS: hex dumps of the data a call moved, printed
 * after its line. */
#include <string.h>

#include "../fdset.h"
#include "common.h"

enum dump_shape { DUMP_BUF, DUMP_IOV };

struct dump_call {
	const char *name;
	bool write;
	enum dump_shape shape;
};

/* The data is at argument 1; its length in argument 2 (write), the return
 * value (read), or the iovec count in argument 2. */
static const struct dump_call dump_calls[] = {
	{ "read", false, DUMP_BUF }, { "pread64", false, DUMP_BUF },
	{ "recvfrom", false, DUMP_BUF },
	{ "readv", false, DUMP_IOV }, { "preadv", false, DUMP_IOV }, { "preadv2", false, DUMP_IOV },
	{ "write", true, DUMP_BUF }, { "pwrite64", true, DUMP_BUF }, { "sendto", true, DUMP_BUF },
	{ "writev", true, DUMP_IOV }, { "pwritev", true, DUMP_IOV }, { "pwritev2", true, DUMP_IOV },
	{ "vmsplice", true, DUMP_IOV },
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

static void dump_mem(struct call *c, int arg, uint64_t addr, uint64_t len, const unsigned char *have,
		     uint64_t have_len)
{
	static unsigned char buf[1 << 16];

	if (!len)
		return;
	if (len > sizeof(buf))
		len = sizeof(buf);
	if (have && have_len >= len) {
		dump_bytes(have, len);
		return;
	}
	if (tmem_read(c, arg, addr, buf, len) < 0)
		return;
	dump_bytes(buf, len);
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
		/* dumps capture elements whole: an element is there in full or not at all */
		data = iov_data(&it, len, &have);
		dump_mem(c, -1, base, len, have == len ? data : NULL, have);
	}
}

void print_io_dump(struct call *c)
{
	const struct dump_call *d = NULL;
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
	if (is_write) {
		if (d->shape == DUMP_BUF)
			dump_mem(c, 1, c->args[1], c->args[2], NULL, 0);
		else
			dump_iov(c, -1);
	} else if (is_read) {
		if (d->shape == DUMP_BUF)
			dump_mem(c, 1, c->args[1], c->ret, NULL, 0);
		else
			dump_iov(c, c->ret);
	}
}
