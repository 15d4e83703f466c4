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
static const struct ioc_layout resv3_layout = { 12, true, resv3_fields };

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
	sizeof(struct io_sqring_offsets), false, sq_off_fields
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
	sizeof(struct io_cqring_offsets), false, cq_off_fields
};

/* what the call reads (wq_fd is shown apart: only with ATTACH_WQ) */
static const struct ioc_field params_in_fields[] = {
	IOC_FIELD_X(struct io_uring_params, flags, F_FLAGS, setup_flags, "IORING_SETUP_???"),
	IOC_FIELD(struct io_uring_params, sq_thread_cpu, F_X),
	IOC_FIELD(struct io_uring_params, sq_thread_idle, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout params_in_layout = {
	sizeof(struct io_uring_params), false, params_in_fields
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
	sizeof(struct io_uring_params), false, params_out_fields
};

static const struct ioc_field params_resv_fields[] = {
	IOC_FIELD_NEST_NZ(struct io_uring_params, resv, &resv3_layout),
	IOC_FIELD_END
};
static const struct ioc_layout params_resv_layout = {
	sizeof(struct io_uring_params), false, params_resv_fields
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
