/* io_uring: the setup parameters, io_uring_enter's flags and the
 * arguments of io_uring_register's opcodes. */
#include <linux/io_uring.h>
#include <string.h>

#include "common.h"
#include "fdpath.h"
#include "ioctl.h"

/* strace 6.1's names: no later ones */
static const struct xlat setup_flags[] = {
	XLAT(IORING_SETUP_IOPOLL), XLAT(IORING_SETUP_SQPOLL), XLAT(IORING_SETUP_SQ_AFF),
	XLAT(IORING_SETUP_CQSIZE), XLAT(IORING_SETUP_CLAMP), XLAT(IORING_SETUP_ATTACH_WQ),
	XLAT(IORING_SETUP_R_DISABLED), XLAT(IORING_SETUP_SUBMIT_ALL),
	XLAT(IORING_SETUP_COOP_TASKRUN), XLAT(IORING_SETUP_TASKRUN_FLAG),
	XLAT(IORING_SETUP_SQE128), XLAT(IORING_SETUP_CQE32), XLAT_END
};

static const struct xlat setup_features[] = {
	XLAT(IORING_FEAT_SINGLE_MMAP), XLAT(IORING_FEAT_NODROP), XLAT(IORING_FEAT_SUBMIT_STABLE),
	XLAT(IORING_FEAT_RW_CUR_POS), XLAT(IORING_FEAT_CUR_PERSONALITY),
	XLAT(IORING_FEAT_FAST_POLL), XLAT(IORING_FEAT_POLL_32BITS),
	XLAT(IORING_FEAT_SQPOLL_NONFIXED), XLAT(IORING_FEAT_EXT_ARG),
	XLAT(IORING_FEAT_NATIVE_WORKERS), XLAT(IORING_FEAT_RSRC_TAGS),
	XLAT(IORING_FEAT_CQE_SKIP), XLAT(IORING_FEAT_LINKED_FILE), XLAT_END
};

static const struct xlat enter_flags[] = {
	XLAT(IORING_ENTER_GETEVENTS), XLAT(IORING_ENTER_SQ_WAKEUP), XLAT(IORING_ENTER_SQ_WAIT),
	XLAT(IORING_ENTER_EXT_ARG), XLAT(IORING_ENTER_REGISTERED_RING), XLAT_END
};

/* ---- io_uring_setup ---- */

static const struct ioc_field resv3_fields[] = {
	{ "", 0, 4, F_X, NULL, NULL, NULL }, { "", 4, 4, F_X, NULL, NULL, NULL },
	{ "", 8, 4, F_X, NULL, NULL, NULL }, IOC_FIELD_END
};
static const struct ioc_layout resv3_layout = { 12, true, resv3_fields, NULL };

static const struct ioc_field sq_off_fields[] = {
	IOC_FIELD(struct io_sqring_offsets, head, F_U),
	IOC_FIELD(struct io_sqring_offsets, tail, F_U),
	IOC_FIELD(struct io_sqring_offsets, ring_mask, F_U),
	IOC_FIELD(struct io_sqring_offsets, ring_entries, F_U),
	IOC_FIELD(struct io_sqring_offsets, flags, F_U),
	IOC_FIELD(struct io_sqring_offsets, dropped, F_U),
	IOC_FIELD(struct io_sqring_offsets, array, F_U),
	IOC_FIELD(struct io_sqring_offsets, resv1, F_X_NZ),
	IOC_FIELD(struct io_sqring_offsets, resv2, F_X_NZ),
	IOC_FIELD_END
};
static const struct ioc_layout sq_off_layout = {
	sizeof(struct io_sqring_offsets), false, sq_off_fields, NULL
};

static const struct ioc_field cq_off_fields[] = {
	IOC_FIELD(struct io_cqring_offsets, head, F_U),
	IOC_FIELD(struct io_cqring_offsets, tail, F_U),
	IOC_FIELD(struct io_cqring_offsets, ring_mask, F_U),
	IOC_FIELD(struct io_cqring_offsets, ring_entries, F_U),
	IOC_FIELD(struct io_cqring_offsets, overflow, F_U),
	IOC_FIELD(struct io_cqring_offsets, cqes, F_U),
	IOC_FIELD(struct io_cqring_offsets, flags, F_U),
	IOC_FIELD(struct io_cqring_offsets, resv1, F_X_NZ),
	IOC_FIELD(struct io_cqring_offsets, resv2, F_X_NZ),
	IOC_FIELD_END
};
static const struct ioc_layout cq_off_layout = {
	sizeof(struct io_cqring_offsets), false, cq_off_fields, NULL
};

/* what the call reads (wq_fd is shown apart: only with ATTACH_WQ) */
static const struct ioc_field params_in_fields[] = {
	IOC_FIELD_X(struct io_uring_params, flags, F_FLAGS, setup_flags, "IORING_SETUP_???"),
	IOC_FIELD(struct io_uring_params, sq_thread_cpu, F_X),
	IOC_FIELD(struct io_uring_params, sq_thread_idle, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout params_in_layout = {
	sizeof(struct io_uring_params), false, params_in_fields, NULL
};

/* what a successful call wrote */
static const struct ioc_field params_out_fields[] = {
	IOC_FIELD(struct io_uring_params, sq_entries, F_U),
	IOC_FIELD(struct io_uring_params, cq_entries, F_U),
	IOC_FIELD_X(struct io_uring_params, features, F_FLAGS, setup_features, "IORING_FEAT_???"),
	IOC_FIELD_NEST(struct io_uring_params, sq_off, &sq_off_layout),
	IOC_FIELD_NEST(struct io_uring_params, cq_off, &cq_off_layout),
	IOC_FIELD_END
};
static const struct ioc_layout params_out_layout = {
	sizeof(struct io_uring_params), false, params_out_fields, NULL
};

static const struct ioc_field params_resv_fields[] = {
	IOC_FIELD_NEST_NZ(struct io_uring_params, resv, &resv3_layout),
	IOC_FIELD_END
};
static const struct ioc_layout params_resv_layout = {
	sizeof(struct io_uring_params), false, params_resv_fields, NULL
};

/* {flags=..., sq_thread_cpu=..., sq_thread_idle=...: the rest when the
 * call returns, sq_entries=..., cq_off={...}} */
void dec_io_uring_setup(struct call *c, int exiting)
{
	struct io_uring_params p;
	const struct ebt_cap *cap;

	if (!exiting) {
		tprintf("%u", (unsigned)c->args[0]);
		print_arg_sep();
		if (!fetch_in(c, 1, &p, sizeof(p)))
			return;
		tputc('{');
		ioc_print_fields(c, &params_in_layout, &p, true);
		if (p.flags & IORING_SETUP_ATTACH_WQ) {
			tputs(", wq_fd=");
			print_fd_number(c, (int)p.wq_fd);
		}
		ioc_print_fields(c, &params_resv_layout, &p, false);
		return;
	}
	/* nothing more when entry showed an address */
	cap = call_cap_enter(c, 1);
	if (!c->args[1] || !verbose(c) || !cap || cap->err || cap->len < sizeof(p))
		return;
	/* only what a successful call wrote, as it left it */
	cap = call_cap_in(c->exit, 1);
	if (!call_failed(c) && cap && !cap->err && cap->len >= sizeof(p)) {
		memcpy(&p, cap_bytes(cap), sizeof(p));
		ioc_print_fields(c, &params_out_layout, &p, false);
	}
	tputc('}');
}

void print_uringparams(struct call *c, int arg, int param)
{
	print_addr(c->args[arg]);
}

void print_uringenterflags(struct call *c, int arg, int param)
{
	print_flags_dflt(enter_flags, (uint32_t)c->args[arg], "IORING_ENTER_???");
}

/* ---- io_uring_register ---- */

static const struct xlat register_opcodes[] = {
	XLAT(IORING_REGISTER_BUFFERS), XLAT(IORING_UNREGISTER_BUFFERS),
	XLAT(IORING_REGISTER_FILES), XLAT(IORING_UNREGISTER_FILES),
	XLAT(IORING_REGISTER_EVENTFD), XLAT(IORING_UNREGISTER_EVENTFD),
	XLAT(IORING_REGISTER_FILES_UPDATE), XLAT(IORING_REGISTER_EVENTFD_ASYNC),
	XLAT(IORING_REGISTER_PROBE), XLAT(IORING_REGISTER_PERSONALITY),
	XLAT(IORING_UNREGISTER_PERSONALITY), XLAT(IORING_REGISTER_RESTRICTIONS),
	XLAT(IORING_REGISTER_ENABLE_RINGS), XLAT(IORING_REGISTER_FILES2),
	XLAT(IORING_REGISTER_FILES_UPDATE2), XLAT(IORING_REGISTER_BUFFERS2),
	XLAT(IORING_REGISTER_BUFFERS_UPDATE), XLAT(IORING_REGISTER_IOWQ_AFF),
	XLAT(IORING_UNREGISTER_IOWQ_AFF), XLAT(IORING_REGISTER_IOWQ_MAX_WORKERS),
	XLAT(IORING_REGISTER_RING_FDS), XLAT(IORING_UNREGISTER_RING_FDS),
	XLAT(IORING_REGISTER_PBUF_RING), XLAT(IORING_UNREGISTER_PBUF_RING), XLAT_END
};

static const struct xlat uring_ops[] = {
	XLAT(IORING_OP_NOP), XLAT(IORING_OP_READV), XLAT(IORING_OP_WRITEV), XLAT(IORING_OP_FSYNC),
	XLAT(IORING_OP_READ_FIXED), XLAT(IORING_OP_WRITE_FIXED), XLAT(IORING_OP_POLL_ADD),
	XLAT(IORING_OP_POLL_REMOVE), XLAT(IORING_OP_SYNC_FILE_RANGE), XLAT(IORING_OP_SENDMSG),
	XLAT(IORING_OP_RECVMSG), XLAT(IORING_OP_TIMEOUT), XLAT(IORING_OP_TIMEOUT_REMOVE),
	XLAT(IORING_OP_ACCEPT), XLAT(IORING_OP_ASYNC_CANCEL), XLAT(IORING_OP_LINK_TIMEOUT),
	XLAT(IORING_OP_CONNECT), XLAT(IORING_OP_FALLOCATE), XLAT(IORING_OP_OPENAT),
	XLAT(IORING_OP_CLOSE), XLAT(IORING_OP_FILES_UPDATE), XLAT(IORING_OP_STATX),
	XLAT(IORING_OP_READ), XLAT(IORING_OP_WRITE), XLAT(IORING_OP_FADVISE),
	XLAT(IORING_OP_MADVISE), XLAT(IORING_OP_SEND), XLAT(IORING_OP_RECV),
	XLAT(IORING_OP_OPENAT2), XLAT(IORING_OP_EPOLL_CTL), XLAT(IORING_OP_SPLICE),
	XLAT(IORING_OP_PROVIDE_BUFFERS), XLAT(IORING_OP_REMOVE_BUFFERS), XLAT(IORING_OP_TEE),
	XLAT(IORING_OP_SHUTDOWN), XLAT(IORING_OP_RENAMEAT), XLAT(IORING_OP_UNLINKAT),
	XLAT(IORING_OP_MKDIRAT), XLAT(IORING_OP_SYMLINKAT), XLAT(IORING_OP_LINKAT),
	XLAT(IORING_OP_MSG_RING), XLAT(IORING_OP_FSETXATTR), XLAT(IORING_OP_SETXATTR),
	XLAT(IORING_OP_FGETXATTR), XLAT(IORING_OP_GETXATTR), XLAT(IORING_OP_SOCKET),
	XLAT(IORING_OP_URING_CMD), XLAT_END
};

static const struct xlat op_flags[] = { XLAT(IO_URING_OP_SUPPORTED), XLAT_END };
static const struct xlat rsrc_flags[] = { XLAT(IORING_RSRC_REGISTER_SPARSE), XLAT_END };
static const struct xlat files_update_fds[] = {
	XLAT_PAIR((uint64_t)(int64_t)IORING_REGISTER_FILES_SKIP, "IORING_REGISTER_FILES_SKIP"),
	XLAT_END
};
static const struct xlat iowq_acct[] = {
	XLAT_PAIR(0, "IO_WQ_BOUND"), XLAT_PAIR(1, "IO_WQ_UNBOUND"), XLAT_END
};
static const struct xlat restriction_opcodes[] = {
	XLAT(IORING_RESTRICTION_REGISTER_OP), XLAT(IORING_RESTRICTION_SQE_OP),
	XLAT(IORING_RESTRICTION_SQE_FLAGS_ALLOWED), XLAT(IORING_RESTRICTION_SQE_FLAGS_REQUIRED),
	XLAT_END
};
static const struct xlat sqe_flags[] = {
	XLAT(IOSQE_FIXED_FILE), XLAT(IOSQE_IO_DRAIN), XLAT(IOSQE_IO_LINK), XLAT(IOSQE_IO_HARDLINK),
	XLAT(IOSQE_ASYNC), XLAT(IOSQE_BUFFER_SELECT), XLAT(IOSQE_CQE_SKIP_SUCCESS), XLAT_END
};

/* the io_uring_register argument and its count */
#define ARG 2
#define NARGS 3

static void print_fd_elem(const struct call *c, const void *elem, void *data)
{
	int32_t fd;

	memcpy(&fd, elem, sizeof(fd));
	print_fd_number(c, fd);
}

/* files updates may say IORING_REGISTER_FILES_SKIP instead of a descriptor */
static void print_update_fd_elem(const struct call *c, const void *elem, void *data)
{
	int32_t fd;

	memcpy(&fd, elem, sizeof(fd));
	if (fd < -1)
		print_dec_named(fd, xlat_lookup(files_update_fds, (uint64_t)(int64_t)fd), NULL);
	else
		print_fd_number(c, fd);
}

static void print_x64_elem(const struct call *c, const void *elem, void *data)
{
	uint64_t v;

	memcpy(&v, elem, sizeof(v));
	tprintf("%#llx", (unsigned long long)v);
}

static void print_iovec_elem(const struct call *c, const void *elem, void *data)
{
	uint64_t iov[2];

	read_call_iovec(c, elem, iov);
	tputs("{iov_base=");
	print_addr(iov[0]);
	tprintf(", iov_len=%llu}", (unsigned long long)iov[1]);
}

/* IORING_REGISTER_FILES_UPDATE: {offset=..., fds=[...]} */
static void print_files_update(const struct call *c, uint32_t nargs)
{
	struct io_uring_files_update u;

	if (!fetch_in(c, ARG, &u, sizeof(u)))
		return;
	tprintf("{offset=%u", u.offset);
	if (u.resv)
		tprintf(", resv=%#x", u.resv);
	tputs(", fds=");
	print_array_at(c, call_cap_field(c, ARG, offsetof(struct io_uring_files_update, fds)),
		       u.fds, nargs, sizeof(int32_t), print_update_fd_elem, NULL);
	tputc('}');
}

/* The data of a resource registration or update: fds or iovecs, and their
 * tags; data_off and tags_off are where the struct points to them. */
static void print_rsrc_arrays(const struct call *c, unsigned op, uint64_t data, uint64_t tags,
			      uint32_t nr, unsigned data_off, unsigned tags_off)
{
	const struct ebt_cap *dcap = call_cap_field(c, ARG, data_off);

	tputs(", data=");
	if (op == IORING_REGISTER_FILES2)
		print_array_at(c, dcap, data, nr, sizeof(int32_t), print_fd_elem, NULL);
	else if (op == IORING_REGISTER_FILES_UPDATE2)
		print_array_at(c, dcap, data, nr, sizeof(int32_t), print_update_fd_elem, NULL);
	else
		print_array_at(c, dcap, data, nr, call_iovec_size(c), print_iovec_elem, NULL);
	tputs(", tags=");
	print_array_at(c, call_cap_field(c, ARG, tags_off), tags, nr, sizeof(uint64_t),
		       print_x64_elem, NULL);
}

/* IORING_REGISTER_FILES2, IORING_REGISTER_BUFFERS2: an extensible struct
 * of size nargs */
static void print_rsrc_register(const struct call *c, unsigned op, uint32_t size)
{
	struct io_uring_rsrc_register r;

	if (size < sizeof(r)) {
		print_addr(c->args[ARG]);
		return;
	}
	if (!fetch_in(c, ARG, &r, sizeof(r)))
		return;
	tprintf("{nr=%u, flags=", r.nr);
	print_flags_dflt(rsrc_flags, r.flags, "IORING_RSRC_REGISTER_???");
	if (r.resv2)
		tprintf(", resv2=%#llx", (unsigned long long)r.resv2);
	print_rsrc_arrays(c, op, r.data, r.tags, r.nr, offsetof(struct io_uring_rsrc_register, data),
			  offsetof(struct io_uring_rsrc_register, tags));
	print_ext_tail(c, ARG, sizeof(r), size, ", ");
	tputc('}');
}

/* IORING_REGISTER_FILES_UPDATE2, IORING_REGISTER_BUFFERS_UPDATE */
static void print_rsrc_update(const struct call *c, unsigned op, uint32_t size)
{
	struct io_uring_rsrc_update2 u;

	if (size < sizeof(u)) {
		print_addr(c->args[ARG]);
		return;
	}
	if (!fetch_in(c, ARG, &u, sizeof(u)))
		return;
	tprintf("{offset=%u", u.offset);
	if (u.resv)
		tprintf(", resv=%#x", u.resv);
	print_rsrc_arrays(c, op, u.data, u.tags, u.nr, offsetof(struct io_uring_rsrc_update2, data),
			  offsetof(struct io_uring_rsrc_update2, tags));
	tprintf(", nr=%u", u.nr);
	if (u.resv2)
		tprintf(", resv2=%#x", u.resv2);
	print_ext_tail(c, ARG, sizeof(u), size, ", ");
	tputc('}');
}

static void print_resv2_u32(const uint32_t resv2[3])
{
	if (resv2[0] || resv2[1] || resv2[2])
		tprintf(", resv2=[%#x, %#x, %#x]", resv2[0], resv2[1], resv2[2]);
}

static void print_restriction_elem(const struct call *c, const void *elem, void *data)
{
	struct io_uring_restriction r;

	memcpy(&r, elem, sizeof(r));
	tputs("{opcode=");
	print_xlat(restriction_opcodes, r.opcode, "IORING_RESTRICTION_???");
	switch (r.opcode) {
	case IORING_RESTRICTION_REGISTER_OP:
		tputs(", register_op=");
		print_xlat(register_opcodes, r.register_op, "IORING_REGISTER_???");
		break;
	case IORING_RESTRICTION_SQE_OP:
		tputs(", sqe_op=");
		print_xlat(uring_ops, r.sqe_op, "IORING_OP_???");
		break;
	case IORING_RESTRICTION_SQE_FLAGS_ALLOWED:
	case IORING_RESTRICTION_SQE_FLAGS_REQUIRED:
		tputs(", sqe_flags=");
		print_flags_dflt(sqe_flags, r.sqe_flags, "IOSQE_???");
		break;
	default:
		tprintf(" /* op: %#x */", r.register_op);
	}
	if (r.resv)
		tprintf(", resv=%#x", r.resv);
	print_resv2_u32(r.resv2);
	tputc('}');
}

static void print_probe_op_elem(const struct call *c, const void *elem, void *data)
{
	struct io_uring_probe_op op;

	memcpy(&op, elem, sizeof(op));
	tputs("{op=");
	print_dec_named(op.op, xlat_lookup(uring_ops, op.op), "IORING_OP_???");
	if (op.resv)
		tprintf(", resv=%#x", op.resv);
	tputs(", flags=");
	print_flags_dflt(op_flags, op.flags, "IO_URING_OP_???");
	if (op.resv2)
		tprintf(", resv2=%#x", op.resv2);
	tputc('}');
}

/* the probe is at most 256 ops */
#define PROBE_OPS_MAX 256

/* The probe in cap (its header and nops ops, "..." after them when the
 * kernel has more); false when it could not be read. */
static bool print_probe(const struct call *c, const struct ebt_cap *cap, uint32_t nops, bool more)
{
	struct io_uring_probe p;
	const unsigned char *ops;

	if (!cap || cap->err || cap->len < sizeof(p) + (size_t)nops * sizeof(p.ops[0]))
		return false;
	memcpy(&p, cap_bytes(cap), sizeof(p));
	ops = cap_bytes(cap) + sizeof(p);
	tputs("{last_op=");
	print_dec_named(p.last_op, xlat_lookup(uring_ops, p.last_op), "IORING_OP_???");
	tprintf(", ops_len=%u", p.ops_len);
	if (p.resv)
		tprintf(", resv=%#x", p.resv);
	print_resv2_u32(p.resv2);
	tputs(", ops=[");
	for (uint32_t i = 0; i < nops; i++) {
		if (i)
			tputs(", ");
		if (array_cut(c, i)) {
			more = false;
			break;
		}
		print_probe_op_elem(c, ops + i * sizeof(p.ops[0]), NULL);
	}
	if (more)
		tputs(nops ? ", ..." : "...");
	tputs("]}");
	return true;
}

/* The probe as the call got it: shown at entry unless all zero (strace
 * shows only what the kernel filled then); true when shown. */
static bool probe_shown_at_entry(const struct call *c, uint32_t nargs)
{
	const struct ebt_cap *cap = call_cap_enter(c, ARG);
	size_t len = sizeof(struct io_uring_probe) + (size_t)nargs * sizeof(struct io_uring_probe_op);

	if (!cap || cap->err || cap->len < len)
		return false;
	for (size_t i = 0; i < len; i++)
		if (cap_bytes(cap)[i])
			return true;
	return false;
}

/* The probe could be read at entry: else only its address shows. */
static bool probe_readable(const struct call *c, uint32_t nargs)
{
	const struct ebt_cap *cap = call_cap_enter(c, ARG);

	return c->args[ARG] && nargs <= PROBE_OPS_MAX && verbose(c) && cap && !cap->err &&
	       cap->len >= sizeof(struct io_uring_probe) + nargs * sizeof(struct io_uring_probe_op);
}

/* IORING_REGISTER_PROBE; true when the argument is complete at entry */
static bool print_probe_arg(const struct call *c, uint32_t nargs, int exiting)
{
	const struct ebt_cap *cap;
	bool shown;

	if (!probe_readable(c, nargs)) {
		if (!exiting)
			print_addr(c->args[ARG]);
		return true;
	}
	shown = probe_shown_at_entry(c, nargs);
	if (!exiting) {
		if (shown)
			print_probe(c, call_cap_enter(c, ARG), nargs, false);
		return false;
	}
	if (call_failed(c)) {
		if (!shown)
			print_addr(c->args[ARG]);
		return false;
	}
	if (shown)
		tputs(" => ");
	cap = call_cap_in(c->exit, ARG);
	if (cap && !cap->err && cap->len >= sizeof(struct io_uring_probe)) {
		uint8_t ops_len = cap_bytes(cap)[1];

		if (print_probe(c, cap, ops_len < nargs ? ops_len : nargs, nargs < ops_len))
			return false;
	}
	print_addr(c->args[ARG]);
	return false;
}

static void print_worker_elem(const struct call *c, const void *elem, void *data)
{
	unsigned *index = data;
	uint32_t v;

	memcpy(&v, elem, sizeof(v));
	tputc('[');
	print_dec_named(*index, xlat_lookup(iowq_acct, *index), "IO_WQ_???");
	tprintf("]=%u", v);
	++*index;
}

/* The worker limits were read at entry as far as they show (strace then
 * shows what the call wrote too). */
static bool workers_whole(const struct call *c, uint32_t nargs)
{
	const struct ebt_cap *cap = call_cap_enter(c, ARG);
	uint64_t n = nargs;

	if (!c->args[ARG] || !nargs || !verbose(c))
		return false;
	/* the element after the last shown is read before the cut */
	if (abbrev(c) && n > opt.string_limit)
		n = opt.string_limit + 1;
	return cap && cap->len >= n * sizeof(uint32_t);
}

/* IORING_REGISTER_IOWQ_MAX_WORKERS: [[IO_WQ_BOUND]=N, ...], in and out;
 * true when the argument is complete at entry */
static bool print_max_workers(const struct call *c, uint32_t nargs, int exiting)
{
	bool whole = workers_whole(c, nargs);
	unsigned index = 0;

	if (!exiting) {
		print_array_at(c, call_cap_enter(c, ARG), c->args[ARG], nargs, sizeof(uint32_t),
			       print_worker_elem, &index);
		if (whole)
			tputs(" => ");
		return !whole;
	}
	if (!whole)
		return true;
	if (call_failed(c))
		print_addr(c->args[ARG]);
	else
		print_array_at(c, call_cap_in(c->exit, ARG), c->args[ARG], nargs, sizeof(uint32_t),
			       print_worker_elem, &index);
	return false;
}

static void print_ringfd_elem(const struct call *c, const void *elem, void *data)
{
	struct io_uring_rsrc_update u;
	bool reg = data != NULL;

	memcpy(&u, elem, sizeof(u));
	if (reg && u.offset == -1U)
		tputs("{offset=-1");
	else
		tprintf("{offset=%u", u.offset);
	if (u.resv)
		tprintf(", resv=%#x", u.resv);
	if (reg) {
		tputs(", data=");
		print_fd_number(c, (int)u.data);
	} else if (u.data) {
		tprintf(", data=%#llx", (unsigned long long)u.data);
	}
	tputc('}');
}

static const struct ioc_field resv_u64_fields[] = {
	{ "", 0, 8, F_X, NULL, NULL, NULL }, { "", 8, 8, F_X, NULL, NULL, NULL },
	{ "", 16, 8, F_X, NULL, NULL, NULL }, IOC_FIELD_END
};
static const struct ioc_layout resv_u64_layout = { 24, true, resv_u64_fields, NULL };

static const struct ioc_field buf_reg_fields[] = {
	IOC_FIELD(struct io_uring_buf_reg, ring_addr, F_PTR),
	IOC_FIELD(struct io_uring_buf_reg, ring_entries, F_U),
	IOC_FIELD(struct io_uring_buf_reg, bgid, F_U),
	IOC_FIELD(struct io_uring_buf_reg, pad, F_X_NZ),
	IOC_FIELD_NEST_NZ(struct io_uring_buf_reg, resv, &resv_u64_layout),
	IOC_FIELD_END
};
static const struct ioc_layout buf_reg_layout = {
	sizeof(struct io_uring_buf_reg), false, buf_reg_fields, NULL
};

/* The argument, or at exit what strace shows of it then; true when it is
 * complete at entry (nargs follows it then, else after its exit part). */
static bool print_register_arg(struct call *c, unsigned op, uint32_t nargs, int exiting)
{
	unsigned char buf[sizeof(struct io_uring_buf_reg)] __attribute__((aligned(8)));

	switch (op) {
	case IORING_REGISTER_PROBE:
		return print_probe_arg(c, nargs, exiting);
	case IORING_REGISTER_IOWQ_MAX_WORKERS:
		return print_max_workers(c, nargs, exiting);
	}
	if (exiting)
		return true;
	switch (op) {
	case IORING_REGISTER_BUFFERS:
		print_arg_array(c, ARG, nargs, call_iovec_size(c), print_iovec_elem, NULL);
		break;
	case IORING_REGISTER_FILES:
	case IORING_REGISTER_EVENTFD:
	case IORING_REGISTER_EVENTFD_ASYNC:
		print_arg_array(c, ARG, nargs, sizeof(int32_t), print_fd_elem, NULL);
		break;
	case IORING_REGISTER_FILES_UPDATE:
		print_files_update(c, nargs);
		break;
	case IORING_REGISTER_RESTRICTIONS:
		print_arg_array(c, ARG, nargs, sizeof(struct io_uring_restriction),
				print_restriction_elem, NULL);
		break;
	case IORING_REGISTER_FILES2:
	case IORING_REGISTER_BUFFERS2:
		print_rsrc_register(c, op, nargs);
		break;
	case IORING_REGISTER_FILES_UPDATE2:
	case IORING_REGISTER_BUFFERS_UPDATE:
		print_rsrc_update(c, op, nargs);
		break;
	case IORING_REGISTER_IOWQ_AFF:
		print_cpuset_in(c, ARG, NARGS);
		break;
	case IORING_REGISTER_RING_FDS:
	case IORING_UNREGISTER_RING_FDS:
		print_arg_array(c, ARG, nargs, sizeof(struct io_uring_rsrc_update), print_ringfd_elem,
				op == IORING_REGISTER_RING_FDS ? (void *)c : NULL);
		break;
	case IORING_REGISTER_PBUF_RING:
	case IORING_UNREGISTER_PBUF_RING:
		if (fetch_in(c, ARG, buf, sizeof(buf)))
			ioc_print_layout(c, &buf_reg_layout, buf);
		break;
	default:
		print_addr(c->args[ARG]);
	}
	return true;
}

void dec_io_uring_register(struct call *c, int exiting)
{
	unsigned op = c->args[1];
	uint32_t nargs = c->args[NARGS];

	if (!exiting) {
		print_fd(c, 0, 0);
		print_arg_sep();
		print_xlat(register_opcodes, op, "IORING_REGISTER_???");
		print_arg_sep();
	}
	if (print_register_arg(c, op, nargs, exiting) != !exiting)
		return;
	print_argf("%u", nargs);
}

/* The captures io_uring_register's opcodes take (what the decoder reads). */
void print_uringfds(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_uringiovs(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_uringfilesupd(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_uringprobe(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_uringrestrictions(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_uringrsrcfiles(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_uringrsrcbufs(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_uringupdfiles(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_uringupdbufs(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_uringworkers(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_uringringfds(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
void print_uringbufreg(struct call *c, int arg, int param) { print_addr(c->args[arg]); }
