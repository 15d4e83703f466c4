/* getdents, getdents64: an entry count, or with -v the entries. */
#include <stddef.h>
#include <string.h>

#include "common.h"


static const struct xlat dirent_types[] = {
	XLAT_PAIR(0, "DT_UNKNOWN"), XLAT_PAIR(1, "DT_FIFO"), XLAT_PAIR(2, "DT_CHR"),
	XLAT_PAIR(4, "DT_DIR"), XLAT_PAIR(6, "DT_BLK"), XLAT_PAIR(8, "DT_REG"),
	XLAT_PAIR(10, "DT_LNK"), XLAT_PAIR(12, "DT_SOCK"), XLAT_PAIR(14, "DT_WHT"), XLAT_END
};

/* Record layouts: linux_dirent64 has d_type before the name; the old
 * linux_dirent keeps it in the record's last byte, and its d_ino and d_off
 * are longs (32 bits in the compat ABI). */
struct dent_format {
	uint8_t head;       /* offsetof(d_name) */
	uint8_t word;       /* the size of d_ino and d_off */
	bool type_first;    /* d_type before the name */
};
static const struct dent_format dirent64 = { 19, 8, true }, dirent_native = { 18, 8, false },
	dirent_compat = { 10, 4, false };

static void print_name(const unsigned char *p, size_t max)
{
	size_t n = strnlen((const char *)p, max);

	print_quoted(p, n, 0);
}

/* More records than the capture holds: their count, taken in the kernel. */
static bool dents_total(const struct call *c, unsigned *total)
{
	const struct ebt_cap *cap = c->exit ? call_cap_kind(c->exit, EBT_CAP_ARG_COUNT, EBT_CAP_DENTS) : NULL;

	if (!cap || cap->err || cap->len < sizeof(*total))
		return false;
	memcpy(total, cap_bytes(cap), sizeof(*total));
	return true;
}

/* A little-endian d_ino or d_off of size bytes. */
static uint64_t dent_word(const unsigned char *p, size_t size)
{
	uint64_t v = 0;

	memcpy(&v, p, size);
	return v;
}

static void print_dents_of(struct call *c, int arg, const struct dent_format *f)
{
	static unsigned char buf[65536];
	const size_t head = f->head, reclen_off = 2 * f->word;
	uint64_t addr = c->args[arg];
	size_t len = c->ret, off = 0;
	unsigned count = 0, total;
	bool full = !abbrev(c), cut = false;

	if (output_unavailable(c) || !verbose(c) || (uint64_t)c->ret > (uint32_t)c->args[2]) {
		print_addr(addr);
		return;
	}
	if (dents_total(c, &total)) {
		const struct ebt_cap *cap = call_cap(c, arg);

		if (!full || !cap || cap->err) {
			print_addr(addr);
			tprintf(" /* %u entries */", total);
			return;
		}
		/* -v: the records captured, then "..." */
		len = cap->len;
		cut = true;
	}
	if (len > sizeof(buf))
		len = sizeof(buf);
	/* beyond the kernel's capture the rest is read live */
	if (len && tmem_read(c, arg, addr, buf, len) < 0) {
		print_addr(addr);
		return;
	}
	if (!full)
		print_addr(addr);
	for (;;) {
		size_t left = len - off, reclen;
		const unsigned char *d = buf + off;
		uint64_t ino, doff;
		unsigned short rl;

		if (cut && (left < head || (memcpy(&rl, d + reclen_off, 2), rl > left))) {
			tputs(count ? "..." : "[...");
			count++;
			break;
		}
		if (left < head) {
			if (full) {
				if (!left) {
					tputc('[');
					count++;
				} else {
					print_quoted(d, left, QUOTE_HEX_ALL);
				}
			}
			break;
		}
		if (full && !count)
			tputc('[');
		count++;
		ino = dent_word(d, f->word);
		doff = dent_word(d + f->word, f->word);
		memcpy(&rl, d + reclen_off, 2);
		if (full)
			tprintf("{d_ino=%llu, d_off=%llu, d_reclen=%u", (unsigned long long)ino,
				(unsigned long long)doff, rl);
		reclen = rl;
		if (reclen > left) {
			tprintf(" /* %s%zu bytes overflow */", full ? "" : "d_reclen ", reclen - left);
			reclen = left;
		} else if (reclen < head) {
			tprintf(" /* %s%zu bytes underflow */", full ? "" : "d_reclen ", head - reclen);
			reclen = head;
		}
		if (full) {
			size_t name_len = reclen - head;

			if (f->type_first) {
				tputs(", d_type=");
				print_xlat(dirent_types, d[head - 1], "DT_???");
				if (name_len) {
					tputs(", d_name=");
					print_name(d + head, (name_len > 256 ? 256 : name_len) - 1);
				}
			} else if (name_len) {
				if (name_len > 1) {
					tputs(", d_name=");
					print_name(d + head, (name_len - 1 > 256 ? 256 : name_len - 1) - 1);
				}
				tputs(", d_type=");
				print_xlat(dirent_types, d[reclen - 1], "DT_???");
			}
			tputc('}');
		}
		off += reclen;
		if (off >= len)
			break;
		if (full)
			tputs(", ");
	}
	if (full) {
		if (count)
			tputc(']');
	} else {
		tprintf(" /* %u%s entries */", count, off < len ? "+" : "");
	}
}

void print_dents(struct call *c, int arg, int param)
{
	print_dents_of(c, arg, &dirent64);
}

void print_dents32(struct call *c, int arg, int param)
{
	print_dents_of(c, arg, c->compat ? &dirent_compat : &dirent_native);
}

/* ---- readdir ------------------------------------------------------------ */

/* The only ABIs with readdir are 32-bit ones: d_ino and d_off are 32-bit,
 * d_reclen holds the name's length. */
#define OLD_HEAD 10
#define OLD_NAME_MAX 256

void print_olddirent(struct call *c, int arg, int param)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	const unsigned char *d;
	uint32_t ino, off;
	uint16_t namlen;
	size_t n, len;

	if (!c->args[arg] || !verbose(c) || !cap || cap->err || cap->len < OLD_HEAD + OLD_NAME_MAX + 1) {
		print_addr(c->args[arg]);
		return;
	}
	d = cap_bytes(cap);
	memcpy(&ino, d, 4);
	memcpy(&off, d + 4, 4);
	memcpy(&namlen, d + 8, 2);
	tprintf("{d_ino=%u, d_off=%u, d_reclen=%u, d_name=", ino, off, namlen);
	/* the name's bytes up to a NUL, and one more to see it end */
	n = namlen < OLD_NAME_MAX ? namlen : OLD_NAME_MAX;
	len = strnlen((const char *)d + OLD_HEAD, n + 1);
	print_quoted(d + OLD_HEAD, len > n ? n : len, len > n ? QUOTE_ELLIPSIS : 0);
	tputc('}');
}

/* readdir(fd, dirent, count): the entry read (its address at the end of
 * the directory), and the count only when it is not the 1 it always is. */
void dec_readdir(struct call *c, int exiting)
{
	if (!exiting)
		return;   /* everything is printed at exit */
	print_fd(c, 0, 0);
	print_arg_sep();
	if (c->ret == 0 || call_failed(c))
		print_addr(c->args[1]);
	else
		print_olddirent(c, 1, 0);
	if ((uint32_t)c->args[2] != 1)
		print_argf("%u", (unsigned)c->args[2]);
}
