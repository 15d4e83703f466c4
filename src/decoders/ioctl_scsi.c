/* ioctl, SCSI generic devices (scsi/sg.h), and SG_IO's two interfaces:
 * the v3 sg_io_hdr and the v4 sg_io_v4 of linux/bsg.h. */
#include <linux/bsg.h>
#include <scsi/sg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

/* the kernel's, which the C library's header lacks */
#ifndef SG_GET_ACCESS_COUNT
#define SG_GET_ACCESS_COUNT 0x2289
#endif
#ifndef SG_SCSI_RESET_TARGET
#define SG_SCSI_RESET_TARGET 4
#endif
#ifndef SG_SCSI_RESET_NO_ESCALATE
#define SG_SCSI_RESET_NO_ESCALATE 0x100
#endif

static const struct xlat resets[] = {
	XLAT(SG_SCSI_RESET_NOTHING), XLAT(SG_SCSI_RESET_DEVICE), XLAT(SG_SCSI_RESET_BUS),
	XLAT(SG_SCSI_RESET_HOST), XLAT(SG_SCSI_RESET_TARGET), XLAT_END
};

/* [SG_SCSI_RESET_NO_ESCALATE|WHAT] */
static void scsi_reset(struct call *c, const struct ioc_req *r, int exiting)
{
	unsigned v;
	const char *what;

	if (exiting)
		return;
	tputs(", ");
	if (!fetch_in(c, 2, &v, sizeof(v)))
		return;
	what = xlat_lookup(resets, v & ~SG_SCSI_RESET_NO_ESCALATE);
	tputc('[');
	xlat_compose_begin();
	if (what)
		tprintf("%s%s", v & SG_SCSI_RESET_NO_ESCALATE ? "SG_SCSI_RESET_NO_ESCALATE|" : "",
			what);
	else
		tprintf("%#x /* SG_SCSI_RESET_??? */", v);
	xlat_compose_end("%#llx", v);
	tputc(']');
}

static const struct xlat dxfer_directions[] = {
	XLAT_PAIR((uint32_t)SG_DXFER_NONE, "SG_DXFER_NONE"),
	XLAT_PAIR((uint32_t)SG_DXFER_TO_DEV, "SG_DXFER_TO_DEV"),
	XLAT_PAIR((uint32_t)SG_DXFER_FROM_DEV, "SG_DXFER_FROM_DEV"),
	XLAT_PAIR((uint32_t)SG_DXFER_TO_FROM_DEV, "SG_DXFER_TO_FROM_DEV"), XLAT_END
};

static const struct xlat sg_flags[] = {
	XLAT(SG_FLAG_DIRECT_IO), XLAT_PAIR(2, "SG_FLAG_UNUSED_LUN_INHIBIT"),
	XLAT_PAIR(4, "SG_FLAG_MMAP_IO"), XLAT(SG_FLAG_NO_DXFER), XLAT_PAIR(0x10, "SG_FLAG_Q_AT_TAIL"),
	XLAT_PAIR(0x20, "SG_FLAG_Q_AT_HEAD"), XLAT_END
};

static const struct xlat sg_info[] = {
	XLAT(SG_INFO_CHECK), XLAT(SG_INFO_DIRECT_IO), XLAT(SG_INFO_MIXED_IO), XLAT_END
};

static const struct xlat bsg_protocols[] = { XLAT(BSG_PROTOCOL_SCSI), XLAT_END };

static const struct xlat bsg_subprotocols[] = {
	XLAT(BSG_SUB_PROTOCOL_SCSI_CMD), XLAT(BSG_SUB_PROTOCOL_SCSI_TMF),
	XLAT(BSG_SUB_PROTOCOL_SCSI_TRANSPORT), XLAT_END
};

static const struct xlat bsg_flags[] = {
	XLAT_PAIR(0x10, "BSG_FLAG_Q_AT_TAIL"), XLAT_PAIR(0x20, "BSG_FLAG_Q_AT_HEAD"), XLAT_END
};

/* ---- SG_IO's buffers, captured with its struct (EBT_FIELD_SG_IO) ---- */

static struct {
	unsigned ptr_off;
	uint64_t left;    /* the bytes the transfer moves, not yet shown */
} iov_ctx;

/* {iov_base="...", iov_len=N}: as much of the data as the transfer has
 * left */
static void print_sg_iov(const struct call *c, const void *elem)
{
	size_t have;
	const unsigned char *arr = ioc_field_bytes(c, iov_ctx.ptr_off, &have);
	unsigned i = arr ? (unsigned)(((const unsigned char *)elem - arr) / call_iovec_size(c)) : 0;
	uint64_t iov[2], len;

	read_call_iovec(c, elem, iov);
	len = iov[1] < iov_ctx.left ? iov[1] : iov_ctx.left;
	iov_ctx.left -= len;
	tputs("{iov_base=");
	print_buf_cap(call_cap_field_str(c, 2, iov_ctx.ptr_off, iov_ctx.ptr_off << 8 | i),
		      iov[0], len);
	tprintf(", iov_len=%llu}", (unsigned long long)iov[1]);
}

/* The buffer the pointer at ptr_off points to: len bytes in \x form, or
 * with iovs, an iovec array whose data is len bytes in all. */
static void print_sg_buf(const struct call *c, unsigned ptr_off, uint64_t addr, uint64_t len,
			 unsigned iovs)
{
	size_t have;
	const unsigned char *b = ioc_field_bytes(c, ptr_off, &have);

	if (!iovs) {
		ioc_print_hexstr(addr, b, have, len);
		return;
	}
	iov_ctx.ptr_off = ptr_off;
	iov_ctx.left = len;
	ioc_print_array(c, addr, b, have, iovs, call_iovec_size(c), print_sg_iov, false);
}

/* ---- v3: struct sg_io_hdr ---- */

static void sg_io_v3_request(const struct call *c, const struct sg_io_hdr *h)
{
	tputs("dxfer_direction=");
	print_xlat(dxfer_directions, (uint32_t)h->dxfer_direction, "SG_DXFER_???");
	tprintf(", cmd_len=%u, cmdp=", h->cmd_len);
	print_sg_buf(c, offsetof(struct sg_io_hdr, cmdp), (uintptr_t)h->cmdp, h->cmd_len, 0);
	tprintf(", mx_sb_len=%u, iovec_count=%u, dxfer_len=%u, timeout=%u, flags=", h->mx_sb_len,
		h->iovec_count, h->dxfer_len, h->timeout);
	print_flags_dflt(sg_flags, h->flags, "SG_FLAG_???");
	if (h->dxfer_direction == SG_DXFER_TO_DEV || h->dxfer_direction == SG_DXFER_TO_FROM_DEV) {
		tputs(", dxferp=");
		print_sg_buf(c, offsetof(struct sg_io_hdr, dxferp), (uintptr_t)h->dxferp,
			     h->dxfer_len, h->iovec_count);
	}
}

/* what the call wrote: the data read from the device (after " => " when
 * the same field showed what went to it) and the status */
static void sg_io_v3_response(const struct call *c, const struct sg_io_hdr *h)
{
	uint32_t din_len = h->dxfer_len;

	if (h->interface_id != 'S') {
		tprintf(" => interface_id=%u", (unsigned)h->interface_id);
		return;
	}
	if (h->resid > 0 && (unsigned)h->resid <= din_len)
		din_len -= h->resid;
	if (h->dxfer_direction == SG_DXFER_FROM_DEV ||
	    (h->dxfer_direction == SG_DXFER_TO_FROM_DEV && din_len)) {
		tputs(h->dxfer_direction == SG_DXFER_FROM_DEV ? ", dxferp=" : " => dxferp=");
		print_sg_buf(c, offsetof(struct sg_io_hdr, dxferp), (uintptr_t)h->dxferp, din_len,
			     h->iovec_count);
	}
	tprintf(", status=%#x, masked_status=%#x, msg_status=%#x, sb_len_wr=%u, sbp=", h->status,
		h->masked_status, h->msg_status, h->sb_len_wr);
	print_sg_buf(c, offsetof(struct sg_io_hdr, sbp), (uintptr_t)h->sbp, h->sb_len_wr, 0);
	tprintf(", host_status=%#x, driver_status=%#x, resid=%d, duration=%u, info=",
		h->host_status, h->driver_status, h->resid, h->duration);
	print_flags_dflt(sg_info, h->info, "SG_INFO_???");
}

/* ---- v4: struct sg_io_v4 ---- */

static void sg_io_v4_request(const struct call *c, const struct sg_io_v4 *v)
{
	tputs("protocol=");
	print_xlat(bsg_protocols, v->protocol, "BSG_PROTOCOL_???");
	tputs(", subprotocol=");
	print_xlat(bsg_subprotocols, v->subprotocol, "BSG_SUB_PROTOCOL_???");
	tprintf(", request_len=%u, request=", v->request_len);
	print_sg_buf(c, offsetof(struct sg_io_v4, request), v->request, v->request_len, 0);
	tprintf(", request_tag=%#llx, request_attr=%u, request_priority=%u, request_extra=%u"
		", max_response_len=%u, dout_iovec_count=%u, dout_xfer_len=%u"
		", din_iovec_count=%u, din_xfer_len=%u, dout_xferp=",
		(unsigned long long)v->request_tag, v->request_attr, v->request_priority,
		v->request_extra, v->max_response_len, v->dout_iovec_count, v->dout_xfer_len,
		v->din_iovec_count, v->din_xfer_len);
	print_sg_buf(c, offsetof(struct sg_io_v4, dout_xferp), v->dout_xferp, v->dout_xfer_len,
		     v->dout_iovec_count);
	tprintf(", timeout=%u, flags=", v->timeout);
	print_flags_dflt(bsg_flags, v->flags, "BSG_FLAG_???");
	tprintf(", usr_ptr=%#llx", (unsigned long long)v->usr_ptr);
}

static void sg_io_v4_response(const struct call *c, const struct sg_io_v4 *v)
{
	uint32_t din_len = v->din_xfer_len;

	if (v->guard != 'Q') {
		tprintf(" => guard=%u", (unsigned)v->guard);
		return;
	}
	tprintf(", response_len=%u, response=", v->response_len);
	print_sg_buf(c, offsetof(struct sg_io_v4, response), v->response, v->response_len, 0);
	if (v->din_resid > 0 && (unsigned)v->din_resid <= din_len)
		din_len -= v->din_resid;
	tputs(", din_xferp=");
	print_sg_buf(c, offsetof(struct sg_io_v4, din_xferp), v->din_xferp, din_len,
		     v->din_iovec_count);
	tprintf(", driver_status=%#x, transport_status=%#x, device_status=%#x, retry_delay=%u"
		", info=", v->driver_status, v->transport_status, v->device_status,
		v->retry_delay);
	print_flags_dflt(sg_info, v->info, "SG_INFO_???");
	tprintf(", duration=%u, response_len=%u, din_resid=%d, dout_resid=%d"
		", generated_tag=%#llx", v->duration, v->response_len, v->din_resid,
		v->dout_resid, (unsigned long long)v->generated_tag);
}

/* The size of the struct of SG_IO's interface iid, or 0. */
static size_t sg_io_size(uint32_t iid)
{
	return iid == 'S' ? sizeof(struct sg_io_hdr) : iid == 'Q' ? sizeof(struct sg_io_v4) : 0;
}

/* struct sg_io_hdr: its pointers, and the fields after them, elsewhere in
 * a compat call; struct sg_io_v4 reads the same (its pointers are u64s) */
static const struct field f_sg_io_hdr[] = {
	{ "interface_id", FT_S32, 0 }, { "dxfer_direction", FT_S32, 0 }, { "cmd_len", FT_U8, 0 },
	{ "mx_sb_len", FT_U8, 0 }, { "iovec_count", FT_U16, 0 }, { "dxfer_len", FT_U32, 0 },
	{ "dxferp", FT_PTR, 0 }, { "cmdp", FT_PTR, 0 }, { "sbp", FT_PTR, 0 },
	{ "timeout", FT_U32, 0 }, { "flags", FT_U32, 0 }, { "pack_id", FT_S32, 0 },
	{ "usr_ptr", FT_PTR, 0 }, { "status", FT_U8, 0 }, { "masked_status", FT_U8, 0 },
	{ "msg_status", FT_U8, 0 }, { "sb_len_wr", FT_U8, 0 }, { "host_status", FT_U16, 0 },
	{ "driver_status", FT_U16, 0 }, { "resid", FT_S32, 0 }, { "duration", FT_U32, 0 },
	{ "info", FT_U32, 0 }, { NULL, 0, 0 }
};
static const struct layout sg_io_hdr_abi = { f_sg_io_hdr, NULL };

static const struct layout *sg_io_abi(uint32_t iid)
{
	return iid == 'S' ? &sg_io_hdr_abi : NULL;
}

/* {interface_id='S', request fields, response fields} of the v3 struct,
 * {guard='Q', ...} of the v4 one; another interface: [its id] */
static void sg_io(struct call *c, const struct ioc_req *r, int exiting)
{
	static union { struct sg_io_hdr v3; struct sg_io_v4 v4; } u;
	uint32_t iid;

	/* the exit goes on with what the entry showed */
	if (exiting) {
		if (!ioc_entry_shown(c, &iid, sizeof(iid)) || !sg_io_size(iid) ||
		    !ioc_entry_bytes_abi(c, &u, sg_io_size(iid), sg_io_abi(iid)) ||
		    !ioc_now_abi(c, &u, sg_io_size(iid), sg_io_abi(iid)))
			return;
		if (iid == 'S')
			sg_io_v3_response(c, &u.v3);
		else
			sg_io_v4_response(c, &u.v4);
		tputc('}');
		return;
	}
	print_arg_sep();
	if (!fetch_in(c, 2, &iid, sizeof(iid)))
		return;
	if (!sg_io_size(iid)) {
		tprintf("[%u]", iid);
		return;
	}
	tputs(iid == 'S' ? "{interface_id='S', " : "{guard='Q', ");
	if (!ioc_entry_bytes_abi(c, &u, sg_io_size(iid), sg_io_abi(iid))) {
		print_addr(c->args[2] + sizeof(iid));
		tputc('}');
		return;
	}
	if (iid == 'S')
		sg_io_v3_request(c, &u.v3);
	else
		sg_io_v4_request(c, &u.v4);
}

static const struct ioc_req reqs[] = {
	IOC(SG_GET_TIMEOUT, A_NONE), IOC_L(SG_SET_TIMEOUT, A_IN, &ioc_int),
	IOC_L(SG_NEXT_CMD_LEN, A_IN, &ioc_int), IOC_L(SG_SET_COMMAND_Q, A_IN, &ioc_int),
	IOC_L(SG_SET_DEBUG, A_IN, &ioc_int), IOC_L(SG_SET_FORCE_LOW_DMA, A_IN, &ioc_int),
	IOC_L(SG_SET_FORCE_PACK_ID, A_IN, &ioc_int), IOC_L(SG_SET_KEEP_ORPHAN, A_IN, &ioc_int),
	IOC_L(SG_SET_RESERVED_SIZE, A_IN, &ioc_int),
	IOC_L(SG_EMULATED_HOST, A_OUT, &ioc_int), IOC_L(SG_GET_ACCESS_COUNT, A_OUT, &ioc_int),
	IOC_L(SG_GET_COMMAND_Q, A_OUT, &ioc_int), IOC_L(SG_GET_KEEP_ORPHAN, A_OUT, &ioc_int),
	IOC_L(SG_GET_LOW_DMA, A_OUT, &ioc_int), IOC_L(SG_GET_NUM_WAITING, A_OUT, &ioc_int),
	IOC_L(SG_GET_PACK_ID, A_OUT, &ioc_int), IOC_L(SG_GET_RESERVED_SIZE, A_OUT, &ioc_int),
	IOC_L(SG_GET_SG_TABLESIZE, A_OUT, &ioc_int), IOC_L(SG_GET_TRANSFORM, A_OUT, &ioc_int),
	IOC_L(SG_GET_VERSION_NUM, A_OUT, &ioc_int), IOC(SG_SET_TRANSFORM, A_HEX),
	IOC_F(SG_SCSI_RESET, scsi_reset), IOC(SG_GET_SCSI_ID, A_PTR),
	IOC(SG_GET_REQUEST_TABLE, A_PTR), IOC_F(SG_IO, sg_io),
};

/* its structs are ints, SG_IO's struct is widened */
const struct ioc_table ioc_scsi_table = IOC_TABLE_COMPAT(reqs, NULL);
