/* ioctl, device mapper (linux/dm-ioctl.h): struct dm_ioctl, and the data
 * that follows it in the same buffer (data_start, up to data_size). */
#include <linux/dm-ioctl.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

#define DM_EXISTS_FLAG 0x00000004   /* lvm2's (libdm-iface.c) */

static const struct xlat dm_flags[] = {
	XLAT(DM_READONLY_FLAG), XLAT(DM_SUSPEND_FLAG), XLAT(DM_EXISTS_FLAG),
	XLAT(DM_PERSISTENT_DEV_FLAG), XLAT(DM_STATUS_TABLE_FLAG), XLAT(DM_ACTIVE_PRESENT_FLAG),
	XLAT(DM_INACTIVE_PRESENT_FLAG), XLAT(DM_BUFFER_FULL_FLAG), XLAT(DM_SKIP_BDGET_FLAG),
	XLAT(DM_SKIP_LOCKFS_FLAG), XLAT(DM_NOFLUSH_FLAG), XLAT(DM_QUERY_INACTIVE_TABLE_FLAG),
	XLAT(DM_UEVENT_GENERATED_FLAG), XLAT(DM_UUID_FLAG), XLAT(DM_SECURE_DATA_FLAG),
	XLAT(DM_DATA_OUT_FLAG), XLAT(DM_DEFERRED_REMOVE), XLAT(DM_INTERNAL_SUSPEND_FLAG),
	XLAT(DM_IMA_MEASUREMENT_FLAG), XLAT_END
};

/* The argument as captured: the struct and what follows it. */
struct dm_buf {
	uint64_t addr;
	const unsigned char *b;
	size_t have;
};

/* the bytes at offset off of the buffer, when len of them were captured */
static const unsigned char *dm_at(const struct dm_buf *d, uint32_t off, size_t len)
{
	return d->b && off <= d->have && len <= d->have - off ? d->b + off : NULL;
}

/* strace's printstr_ex(..., QUOTE_0_TERMINATED) of the string at offset
 * off, in a buffer of len bytes from there: up to its NUL, -s at most.
 * Returns its length with the NUL when the NUL was read, else 0. */
static size_t print_str0(const struct dm_buf *d, uint32_t off, uint32_t len)
{
	size_t want = len < opt.string_limit + 1ULL ? len : opt.string_limit + 1ULL;
	size_t have = d->b && off <= d->have ? d->have - off : 0;
	const unsigned char *s = d->b ? d->b + off : NULL;
	size_t n, shown;
	bool ended;

	n = s ? strnlen((const char *)s, have < want ? have : want) : 0;
	if (n == have && have < want) {
		print_addr(d->addr + off);
		return 0;
	}
	shown = want > opt.string_limit ? opt.string_limit : want;
	/* ended: a NUL among the bytes shown or just after them */
	ended = n < shown || (shown < want && !s[shown]);
	print_quoted(s, n < shown ? n : shown, ended || !len ? 0 : QUOTE_ELLIPSIS);
	return n < want ? n + 1 : 0;
}

static bool has_params(uint32_t code)
{
	switch (code) {
	case DM_VERSION: case DM_REMOVE_ALL: case DM_DEV_CREATE: case DM_DEV_REMOVE:
	case DM_DEV_SUSPEND: case DM_DEV_STATUS: case DM_TABLE_CLEAR: case DM_DEV_ARM_POLL:
		return false;
	}
	return true;
}

static void print_device(uint32_t code, const struct dm_ioctl *io)
{
	if (code == DM_REMOVE_ALL || code == DM_LIST_DEVICES || code == DM_LIST_VERSIONS)
		return;
	if (io->dev) {
		tputs(", dev=");
		print_dev(io->dev);
	}
	if (io->name[0]) {
		tputs(", name=");
		ioc_print_cstring(io->name, sizeof(io->name));
	}
	if (io->uuid[0]) {
		tputs(", uuid=");
		ioc_print_cstring(io->uuid, sizeof(io->uuid));
	}
}

/* the counters: what the call is given at entry, what it tells at exit */
static void print_values(const struct call *c, uint32_t code, const struct dm_ioctl *io)
{
	if (!c->exiting) {
		if (code == DM_TABLE_LOAD)
			tprintf(", target_count=%u", io->target_count);
		else if ((code == DM_DEV_SUSPEND && !(io->flags & DM_SUSPEND_FLAG)) ||
			 code == DM_DEV_RENAME || code == DM_DEV_REMOVE || code == DM_DEV_WAIT)
			tprintf(", event_nr=%u", io->event_nr);
		return;
	}
	if (call_failed(c))
		return;
	switch (code) {
	case DM_DEV_CREATE: case DM_DEV_RENAME: case DM_DEV_SUSPEND: case DM_DEV_STATUS:
	case DM_DEV_WAIT: case DM_TABLE_LOAD: case DM_TABLE_CLEAR: case DM_TABLE_DEPS:
	case DM_TABLE_STATUS: case DM_TARGET_MSG:
		tprintf(", target_count=%u, open_count=%u, event_nr=%u", io->target_count,
			io->open_count, io->event_nr);
	}
}

/* {version=..., ...}; false when what follows cannot be read by it */
static bool print_header(const struct call *c, uint32_t code, const struct dm_ioctl *io)
{
	tprintf("{version=[%u, %u, %u]", io->version[0], io->version[1], io->version[2]);
	if (io->version[0] != DM_VERSION_MAJOR) {
		tputs(" /* unsupported device mapper ABI version */}");
		return false;
	}
	tprintf(", data_size=%u", io->data_size);
	if (io->data_size < offsetof(struct dm_ioctl, data)) {
		tputs(" /* data_size too small */}");
		return false;
	}
	if (has_params(code))
		tprintf(", data_start=%u", io->data_start);
	print_device(code, io);
	print_values(c, code, io);
	tputs(", flags=");
	print_flags_dflt(dm_flags, io->flags, "DM_???");
	tputc('}');
	return true;
}

/* the targets of a table: struct dm_target_spec, each followed by its
 * parameters, the next one s.next bytes on */
static void print_targets(const struct call *c, const struct dm_buf *d, const struct dm_ioctl *io)
{
	uint32_t off = io->data_start, end = 0;
	struct dm_target_spec s;
	const unsigned char *p;

	if (abbrev(c)) {
		if (io->target_count)
			tputs(", ...");
		return;
	}
	for (uint32_t i = 0; i < io->target_count; i++) {
		tputs(", ");
		if (i && off <= end)
			goto misplaced;
		end = off + sizeof(s);
		if (end <= off || end > io->data_size)
			goto misplaced;
		if (i >= opt.string_limit) {
			tputs("...");
			return;
		}
		p = dm_at(d, off, sizeof(s));
		if (!p || !verbose(c)) {   /* strace's umove_or_printaddr */
			print_addr(d->addr + off);
			return;
		}
		memcpy(&s, p, sizeof(s));
		tprintf("{sector_start=%llu, length=%llu", (unsigned long long)s.sector_start,
			(unsigned long long)s.length);
		if (c->exiting)
			tprintf(", status=%d", s.status);
		tputs(", target_type=");
		ioc_print_cstring(s.target_type, sizeof(s.target_type));
		tputs(", string=");
		print_str0(d, end, io->data_size - end);
		tputc('}');
		off = c->exiting ? io->data_start + s.next : off + s.next;
	}
	return;
misplaced:
	tputs("??? /* misplaced struct dm_target_spec */");
}

static void print_target_msg(const struct call *c, const struct dm_buf *d,
			     const struct dm_ioctl *io)
{
	uint32_t off = io->data_start, end = off + offsetof(struct dm_target_msg, message);
	const unsigned char *p;
	uint64_t sector;

	if (io->data_start == io->data_size)
		return;
	tputs(", ");
	if (abbrev(c)) {
		tputs("...");
		return;
	}
	if (end <= off || end > io->data_size) {
		tputs("??? /* misplaced struct dm_target_msg */");
		return;
	}
	p = dm_at(d, off, sizeof(struct dm_target_msg));
	if (!p || !verbose(c)) {
		print_addr(d->addr + off);
		return;
	}
	memcpy(&sector, p, sizeof(sector));
	tprintf("{sector=%llu, message=", (unsigned long long)sector);
	print_str0(d, end, io->data_size - end);
	tputc('}');
}

static void print_string(const struct call *c, const struct dm_buf *d, const struct dm_ioctl *io)
{
	tputs(", ");
	if (abbrev(c)) {
		tputs("...");
		return;
	}
	if (io->data_start > io->data_size) {
		tputs("??? /* misplaced string */");
		return;
	}
	tputs("{string=");
	print_str0(d, io->data_start, io->data_size - io->data_start);
	tputc('}');
}

static void print_dev_elem(const struct call *c, const void *elem)
{
	uint64_t dev;

	memcpy(&dev, elem, sizeof(dev));
	print_dev(dev);
}

/* DM_TABLE_DEPS: the devices the table depends on */
static void print_deps(const struct call *c, const struct dm_buf *d, const struct dm_ioctl *io)
{
	uint32_t off = io->data_start, end = off + offsetof(struct dm_target_deps, dev);
	struct dm_target_deps s;
	const unsigned char *p;

	if (io->data_start == io->data_size)
		return;
	tputs(", ");
	if (abbrev(c)) {
		tputs("...");
		return;
	}
	if (end <= off || end > io->data_size)
		goto misplaced;
	p = dm_at(d, off, sizeof(s));
	if (!p || !verbose(c)) {
		print_addr(d->addr + off);
		return;
	}
	memcpy(&s, p, sizeof(s));
	if (s.count > (io->data_size - end) / sizeof(uint64_t))
		goto misplaced;
	tprintf("{count=%u, deps=", s.count);
	ioc_print_array(c, d->addr + end, dm_at(d, end, 0), d->have > end ? d->have - end : 0,
			s.count, sizeof(uint64_t), print_dev_elem, false);
	tputc('}');
	return;
misplaced:
	tputs("??? /* misplaced struct dm_target_deps */");
}

/* DM_LIST_DEVICES, DM_LIST_VERSIONS: a list of names, each next bytes
 * after the one before: devices with their number (and event count, of
 * versions 4.37 and later), or targets with their version */
static void print_name_list(const struct call *c, const struct dm_buf *d,
			    const struct dm_ioctl *io, bool versions)
{
	const uint32_t name_off = versions ? offsetof(struct dm_target_versions, name) :
					     offsetof(struct dm_name_list, name);
	const char *what = versions ? "dm_target_versions" : "dm_name_list";
	uint32_t off = io->data_start, end = 0, event_nr;
	const unsigned char *p;

	if (io->data_start == io->data_size)
		return;
	if (abbrev(c)) {
		tputs(", ...");
		return;
	}
	for (uint32_t i = 0;; i++) {
		struct dm_name_list n;
		struct dm_target_versions v;
		uint32_t next;
		size_t rc;

		tputs(", ");
		if (i && off <= end)
			goto misplaced;
		end = off + name_off;
		if (end <= off || end > io->data_size)
			goto misplaced;
		if (i >= opt.string_limit) {
			tputs("...");
			return;
		}
		p = dm_at(d, off, versions ? sizeof(v) : sizeof(n));
		if (!p || !verbose(c)) {
			print_addr(d->addr + off);
			return;
		}
		if (versions) {
			memcpy(&v, p, sizeof(v));
			tputs("{name=");
			print_str0(d, end, io->data_size - end);
			tprintf(", version=[%u, %u, %u]}", v.version[0], v.version[1], v.version[2]);
			next = v.next;
		} else {
			memcpy(&n, p, sizeof(n));
			tputs("{dev=");
			print_dev(n.dev);
			tputs(", name=");
			rc = print_str0(d, end, io->data_size - end);
			/* the event count the kernel puts after the name since 4.37 */
			if (rc && io->version[1] >= 37) {
				uint64_t at = ((d->addr + end + rc + 7) & ~7ULL) - d->addr;
				const unsigned char *e = dm_at(d, at, sizeof(event_nr));

				if (at + sizeof(event_nr) <= (uint64_t)off + n.next && e) {
					memcpy(&event_nr, e, sizeof(event_nr));
					tprintf(", event_nr=%u", event_nr);
				}
			}
			tputc('}');
			next = n.next;
		}
		if (!next)
			return;
		off += next;
	}
misplaced:
	tprintf("??? /* misplaced struct %s */", what);
}

/* What follows the struct, as far as it is shown: the tables given at
 * entry, the strings of the requests that take one, what the getters
 * wrote. */
static void print_payload(const struct call *c, uint32_t code, const struct dm_buf *d,
			  const struct dm_ioctl *io)
{
	switch (code) {
	case DM_TABLE_LOAD:
		if (!c->exiting)
			print_targets(c, d, io);
		break;
	case DM_DEV_WAIT:
	case DM_TABLE_STATUS:
		if (c->exiting && !call_failed(c))
			print_targets(c, d, io);
		break;
	case DM_TABLE_DEPS:
		if (c->exiting && !call_failed(c))
			print_deps(c, d, io);
		break;
	case DM_LIST_DEVICES:
	case DM_LIST_VERSIONS:
		if (c->exiting && !call_failed(c))
			print_name_list(c, d, io, code == DM_LIST_VERSIONS);
		break;
	case DM_TARGET_MSG:
		if (!c->exiting)
			print_target_msg(c, d, io);
		else if (!call_failed(c) && io->flags & DM_DATA_OUT_FLAG)
			print_string(c, d, io);
		break;
	case DM_DEV_RENAME:
	case DM_DEV_SET_GEOMETRY:
		if (!c->exiting)
			print_string(c, d, io);
		break;
	}
}

/* the struct as it was at entry, or (now) as it is */
static bool dm_read(const struct call *c, bool now, struct dm_buf *d, struct dm_ioctl *io)
{
	const struct ebt_cap *cap = now ? NULL : call_cap_enter(c, 2);

	d->addr = c->args[2];
	if (!now && (!cap || cap->err))
		cap = call_cap(c, 2);
	if (now)
		d->b = ioc_now_bytes(c, &d->have);
	else {
		d->b = cap && !cap->err ? cap_bytes(cap) : NULL;
		d->have = d->b ? cap->len : 0;
	}
	memset(io, 0, sizeof(*io));
	if (!dm_at(d, 0, offsetof(struct dm_ioctl, data)))
		return false;
	memcpy(io, d->b, offsetof(struct dm_ioctl, data));
	return io->data_size >= offsetof(struct dm_ioctl, data_size);
}

/* at entry [the struct, what follows]; at exit " => " the same when the
 * call succeeded or changed it */
static void dm(struct call *c, const struct ioc_req *r, int exiting)
{
	struct dm_ioctl io, was;
	struct dm_buf d, d0;

	if (!exiting) {
		if (!dm_read(c, false, &d, &io)) {
			print_argf("%#llx", (unsigned long long)c->args[2]);
			return;
		}
		tputs(", [");
	} else {
		if (!dm_read(c, false, &d0, &was) || !dm_read(c, true, &d, &io))
			return;
		if (call_failed(c) && !memcmp(io.version, was.version, sizeof(io.version)) &&
		    io.data_size == was.data_size && io.data_start == was.data_start &&
		    io.flags == was.flags)
			return;
		tputs(" => [");
	}
	if (print_header(c, r->code, &io))
		print_payload(c, r->code, &d, &io);
	tputc(']');
}

static const struct ioc_req reqs[] = {
	IOC_F(DM_VERSION, dm), IOC_F(DM_REMOVE_ALL, dm), IOC_F(DM_LIST_DEVICES, dm),
	IOC_F(DM_DEV_CREATE, dm), IOC_F(DM_DEV_REMOVE, dm), IOC_F(DM_DEV_RENAME, dm),
	IOC_F(DM_DEV_SUSPEND, dm), IOC_F(DM_DEV_STATUS, dm), IOC_F(DM_DEV_WAIT, dm),
	IOC_F(DM_TABLE_LOAD, dm), IOC_F(DM_TABLE_CLEAR, dm), IOC_F(DM_TABLE_DEPS, dm),
	IOC_F(DM_TABLE_STATUS, dm), IOC_F(DM_LIST_VERSIONS, dm), IOC_F(DM_TARGET_MSG, dm),
	IOC_F(DM_DEV_SET_GEOMETRY, dm), IOC_F(DM_DEV_ARM_POLL, dm),
	IOC(DM_GET_TARGET_VERSION, A_HEX),
};

/* its structs are of fixed-size fields, laid out alike in both ABIs (strace
 * reads them in its own, native, layout) */
const struct ioc_table ioc_dm_table = IOC_TABLE_COMPAT(reqs, NULL);
