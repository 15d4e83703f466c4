/* ioctl, trusted execution environments (linux/tee.h).  Sessions and
 * calls pass a struct tee_ioctl_buf_data pointing to their argument and
 * its parameters, captured with it. */
#include <linux/tee.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "fdpath.h"
#include "ioctl.h"

/* Not in the kernel's headers: registering a dma-buf descriptor. */
struct shm_register_fd_data {
	int64_t fd;
	uint64_t size;
	uint32_t flags;
	uint8_t pad1[4];
	int32_t id;
	uint8_t pad2[4];
} __attribute__((aligned(8)));
#define TEE_IOC_SHM_REGISTER_FD _IOWR(TEE_IOC_MAGIC, TEE_IOC_BASE + 8, struct shm_register_fd_data)

static const struct xlat gen_caps[] = {
	XLAT(TEE_GEN_CAP_GP), XLAT(TEE_GEN_CAP_PRIVILEGED), XLAT(TEE_GEN_CAP_REG_MEM),
	XLAT(TEE_GEN_CAP_MEMREF_NULL), XLAT_END
};

static const struct xlat impl_ids[] = {
	XLAT(TEE_IMPL_ID_OPTEE), XLAT(TEE_IMPL_ID_AMDTEE), XLAT_END
};

static const struct xlat optee_caps[] = { XLAT(TEE_OPTEE_CAP_TZ), XLAT_END };

static const struct xlat login_types[] = {
	XLAT(TEE_IOCTL_LOGIN_PUBLIC), XLAT(TEE_IOCTL_LOGIN_USER), XLAT(TEE_IOCTL_LOGIN_GROUP),
	XLAT(TEE_IOCTL_LOGIN_APPLICATION), XLAT(TEE_IOCTL_LOGIN_USER_APPLICATION),
	XLAT(TEE_IOCTL_LOGIN_GROUP_APPLICATION), XLAT_END
};

/* the GlobalPlatform client API's (not in the kernel's headers) */
static const struct xlat origins[] = {
	XLAT_PAIR(1, "TEEC_ORIGIN_API"), XLAT_PAIR(2, "TEEC_ORIGIN_COMMS"),
	XLAT_PAIR(3, "TEEC_ORIGIN_TEE"), XLAT_PAIR(4, "TEEC_ORIGIN_TRUSTED_APP"), XLAT_END
};

static const struct xlat param_types[] = {
	XLAT(TEE_IOCTL_PARAM_ATTR_TYPE_NONE), XLAT(TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_INPUT),
	XLAT(TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_OUTPUT), XLAT(TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_INOUT),
	XLAT(TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INPUT), XLAT(TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_OUTPUT),
	XLAT(TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INOUT), XLAT(TEE_IOCTL_PARAM_ATTR_META), XLAT_END
};

/* the kernel's (drivers/tee/tee_shm.c), not in its headers */
static const struct xlat shm_flags[] = {
	XLAT_PAIR(0x1, "TEE_IOCTL_SHM_MAPPED"), XLAT_PAIR(0x2, "TEE_IOCTL_SHM_DMA_BUF"),
	XLAT_PAIR(0x4, "TEE_IOCTL_SHM_EXT_DMA_BUF"), XLAT_PAIR(0x8, "TEE_IOCTL_SHM_REGISTER"),
	XLAT_PAIR(0x10, "TEE_IOCTL_SHM_USER_MAPPED"), XLAT_PAIR(0x20, "TEE_IOCTL_SHM_POOL"),
	XLAT_PAIR(0x40, "TEE_IOCTL_SHM_KERNEL_MAPPED"), XLAT_END
};

static void print_shm_flags(uint32_t flags)
{
	tputs("flags=");
	print_flags_dflt(shm_flags, flags, "TEE_IOCTL_SHM_???");
}

/* ---- the calls with parameters ------------------------------------------ */

/* An argument struct in the buffer buf_ptr points to, and its params. */
struct tee_arg {
	struct tee_ioctl_buf_data buf;
	const unsigned char *b;      /* the buffer's bytes captured */
	size_t have;
	uint32_t num_params;
};

/* {buf_len=N, buf_ptr=0x...}: the buffer when its argument is not shown */
static void print_buf(const struct tee_ioctl_buf_data *buf)
{
	tprintf("{buf_len=%llu, buf_ptr=", (unsigned long long)buf->buf_len);
	print_addr(buf->buf_ptr);
	tputc('}');
}

/* The argument of size bytes (num_params at num_off) in the buffer, as
 * strace reads it: false, with the buffer printed, when it cannot be
 * shown (a buffer of another size than the argument and its params, at
 * entry, is refused by the kernel). */
static bool fetch_arg(struct call *c, struct tee_arg *a, void *arg, size_t size, size_t num_off)
{
	if (!(c->exiting ? ioc_now(c, &a->buf, sizeof(a->buf)) :
			   fetch_in(c, 2, &a->buf, sizeof(a->buf))))
		return false;
	a->b = ioc_field_bytes(c, offsetof(struct tee_ioctl_buf_data, buf_ptr), &a->have);
	if (a->buf.buf_len > TEE_MAX_ARG_SIZE || a->buf.buf_len < size || !a->b ||
	    a->have < size) {
		print_buf(&a->buf);
		return false;
	}
	memcpy(arg, a->b, size);
	memcpy(&a->num_params, a->b + num_off, sizeof(a->num_params));
	if (!c->exiting &&
	    size + a->num_params * sizeof(struct tee_ioctl_param) != a->buf.buf_len) {
		print_buf(&a->buf);
		return false;
	}
	return true;
}

static void print_param(const struct call *c, const void *elem)
{
	const struct tee_ioctl_param *p = elem;

	tputs("{attr=");
	print_xlat(param_types, p->attr & ~TEE_IOCTL_PARAM_ATTR_META, "TEE_IOCTL_PARAM_ATTR_");
	if (p->attr & TEE_IOCTL_PARAM_ATTR_META)
		tputs("|TEE_IOCTL_PARAM_ATTR_META");
	switch (p->attr) {
	case TEE_IOCTL_PARAM_ATTR_TYPE_NONE:
		break;
	case TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INPUT:
	case TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INOUT:
	case TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_OUTPUT:
		tprintf(", shm_offs=%#llx, size=%#llx, shm_id=%llu", (unsigned long long)p->a,
			(unsigned long long)p->b, (unsigned long long)p->c);
		break;
	default:
		tprintf(", a=%#llx, b=%#llx, c=%#llx", (unsigned long long)p->a,
			(unsigned long long)p->b, (unsigned long long)p->c);
	}
	tputc('}');
}

/* ", params=[...]" after the argument of size bytes */
static void print_params(const struct call *c, const struct tee_arg *a, size_t size)
{
	uint64_t at = a->num_params ? a->buf.buf_ptr + size : 0;

	tputs(", params=");
	ioc_print_array(c, at, a->b + size, a->have - size, a->num_params,
			sizeof(struct tee_ioctl_param), print_param, false);
}

/* "{buf_len=N, buf_ptr={" at entry, " => {" at exit */
static void begin(const struct call *c, const struct tee_arg *a)
{
	if (c->exiting)
		tputs(" => {");
	else
		tprintf("{buf_len=%llu, buf_ptr={", (unsigned long long)a->buf.buf_len);
}

/* at exit: whether the entry showed the argument, closed when it failed */
static bool exit_shows(struct call *c, size_t size, size_t num_off)
{
	struct tee_ioctl_buf_data buf;
	uint32_t n;
	const unsigned char *b;
	size_t have;

	if (!verbose(c) || !ioc_entry_bytes(c, &buf, sizeof(buf)))
		return false;
	/* the entry printed the argument only when it could */
	b = ioc_field_bytes(c, offsetof(struct tee_ioctl_buf_data, buf_ptr), &have);
	if (buf.buf_len > TEE_MAX_ARG_SIZE || buf.buf_len < size || !b || have < size)
		return false;
	memcpy(&n, b + num_off, sizeof(n));
	if (size + n * sizeof(struct tee_ioctl_param) != buf.buf_len)
		return false;
	if (call_failed(c)) {
		tputc('}');
		return false;
	}
	return true;
}

static void open_session(struct call *c, const struct ioc_req *r, int exiting)
{
	const size_t size = sizeof(struct tee_ioctl_open_session_arg);
	const size_t num_off = offsetof(struct tee_ioctl_open_session_arg, num_params);
	struct tee_ioctl_open_session_arg s;
	struct tee_arg a;
	const uint8_t *u = s.uuid;
	uint32_t gid;

	if (exiting ? !exit_shows(c, size, num_off) : (print_arg_sep(), false))
		return;
	if (!fetch_arg(c, &a, &s, size, num_off))
		return;
	begin(c, &a);
	if (exiting) {
		tprintf("session=%#x, ret=%u, ret_origin=", s.session, s.ret);
		print_xlat(origins, s.ret_origin, "TEEC_ORIGIN_???");
		print_params(c, &a, size);
		tputs("}}");
		return;
	}
	tprintf("uuid=%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x"
		", clnt_login=", u[0], u[1], u[2], u[3], u[4], u[5], u[6], u[7], u[8], u[9], u[10],
		u[11], u[12], u[13], u[14], u[15]);
	print_xlat(login_types, s.clnt_login, "TEE_IOCTL_LOGIN_???");
	switch (s.clnt_login) {
	case TEE_IOCTL_LOGIN_PUBLIC:
	case TEE_IOCTL_LOGIN_USER:
	case TEE_IOCTL_LOGIN_APPLICATION:
	case TEE_IOCTL_LOGIN_USER_APPLICATION:
		break;
	case TEE_IOCTL_LOGIN_GROUP:
	case TEE_IOCTL_LOGIN_GROUP_APPLICATION:
		/* not a uuid: the group the client authenticates as */
		memcpy(&gid, s.clnt_uuid, sizeof(gid));
		tputs(", clnt_uuid=");
		print_id(gid);
		break;
	default:
		tputs(", clnt_uuid=[");
		for (size_t i = 0; i < sizeof(s.clnt_uuid); i++)
			tprintf("%s%#x", i ? ", " : "", s.clnt_uuid[i]);
		tputc(']');
	}
	tprintf(", cancel_id=%u, num_params=%u", s.cancel_id, s.num_params);
	print_params(c, &a, size);
	tputc('}');
}

static void invoke(struct call *c, const struct ioc_req *r, int exiting)
{
	const size_t size = sizeof(struct tee_ioctl_invoke_arg);
	const size_t num_off = offsetof(struct tee_ioctl_invoke_arg, num_params);
	struct tee_ioctl_invoke_arg s;
	struct tee_arg a;

	if (exiting ? !exit_shows(c, size, num_off) : (print_arg_sep(), false))
		return;
	if (!fetch_arg(c, &a, &s, size, num_off))
		return;
	begin(c, &a);
	if (exiting) {
		tprintf("ret=%u, ret_origin=", s.ret);
		print_xlat(origins, s.ret_origin, "TEEC_ORIGIN_???");
		print_params(c, &a, size);
		tputs("}}");
		return;
	}
	tprintf("func=%u, session=%#x, cancel_id=%u, num_params=%u", s.func, s.session,
		s.cancel_id, s.num_params);
	print_params(c, &a, size);
	tputc('}');
}

static void suppl_recv(struct call *c, const struct ioc_req *r, int exiting)
{
	const size_t size = sizeof(struct tee_iocl_supp_recv_arg);
	const size_t num_off = offsetof(struct tee_iocl_supp_recv_arg, num_params);
	struct tee_iocl_supp_recv_arg s;
	struct tee_arg a;

	if (exiting ? !exit_shows(c, size, num_off) : (print_arg_sep(), false))
		return;
	if (!fetch_arg(c, &a, &s, size, num_off))
		return;
	begin(c, &a);
	if (!exiting)
		tprintf("func=%u, ", s.func);
	tprintf("num_params=%u", s.num_params);
	print_params(c, &a, size);
	tputs(exiting ? "}}" : "}");
}

static void suppl_send(struct call *c, const struct ioc_req *r, int exiting)
{
	const size_t size = sizeof(struct tee_iocl_supp_send_arg);
	const size_t num_off = offsetof(struct tee_iocl_supp_send_arg, num_params);
	struct tee_iocl_supp_send_arg s;
	struct tee_arg a;

	if (exiting ? !exit_shows(c, size, num_off) : (print_arg_sep(), false))
		return;
	if (!fetch_arg(c, &a, &s, size, num_off))
		return;
	begin(c, &a);
	if (exiting)
		tprintf("ret=%u", s.ret);
	else
		tprintf("num_params=%u", s.num_params);
	print_params(c, &a, size);
	tputs(exiting ? "}}" : "}");
}

/* ---- the others ----------------------------------------------------------- */

static void version(struct call *c, const struct ioc_req *r, int exiting)
{
	struct tee_ioctl_version_data v;

	if (!exiting) {
		print_arg_sep();
		return;
	}
	if (!fetch_out(c, 2, &v, sizeof(v)))
		return;
	tputs("{impl_id=");
	print_xlat(impl_ids, v.impl_id, "TEE_IMPL_ID_???");
	tputs(", gen_caps=");
	print_flags_dflt(gen_caps, v.gen_caps, "TEE_GEN_CAP_???");
	tputs(", impl_caps=");
	if (v.impl_id == TEE_IMPL_ID_OPTEE)
		print_flags_dflt(optee_caps, v.impl_caps, "TEE_OPTEE_CAP_???");
	else
		tprintf("%#x", v.impl_caps);
	tputc('}');
}

static void cancel(struct call *c, const struct ioc_req *r, int exiting)
{
	struct tee_ioctl_cancel_arg a;

	if (exiting)
		return;
	print_arg_sep();
	if (fetch_in(c, 2, &a, sizeof(a)))
		tprintf("{cancel_id=%u, session=%#x}", a.cancel_id, a.session);
}

static void close_session(struct call *c, const struct ioc_req *r, int exiting)
{
	struct tee_ioctl_close_session_arg a;

	if (exiting)
		return;
	print_arg_sep();
	if (fetch_in(c, 2, &a, sizeof(a)))
		tprintf("{session=%#x}", a.session);
}

/* The shared memory requests: what is asked at entry, " => " and what was
 * made at exit, when the call succeeded.  True when d is to be printed. */
static bool shm_data(struct call *c, int exiting, void *d, size_t size)
{
	if (!exiting) {
		print_arg_sep();
		return fetch_in(c, 2, d, size);
	}
	if (!ioc_entry_shown(c, d, size) || call_failed(c))
		return false;
	tputs(" => ");
	return fetch_out(c, 2, d, size);
}

static void shm_alloc(struct call *c, const struct ioc_req *r, int exiting)
{
	struct tee_ioctl_shm_alloc_data d;
	int32_t id;

	if (!shm_data(c, exiting, &d, sizeof(d)))
		return;
	id = d.id;
	tprintf("{size=%#llx, ", (unsigned long long)d.size);
	print_shm_flags(d.flags);
	if (exiting)
		tprintf(", id=%d", id);
	tputc('}');
}

static void shm_register(struct call *c, const struct ioc_req *r, int exiting)
{
	struct tee_ioctl_shm_register_data d;

	if (!shm_data(c, exiting, &d, sizeof(d)))
		return;
	if (!exiting) {
		tputs("{addr=");
		print_addr(d.addr);
		tputs(", ");
	} else {
		tputc('{');
	}
	tprintf("length=%#llx, ", (unsigned long long)d.length);
	print_shm_flags(d.flags);
	if (exiting)
		tprintf(", id=%d", d.id);
	tputc('}');
}

static void shm_register_fd(struct call *c, const struct ioc_req *r, int exiting)
{
	struct shm_register_fd_data d;

	if (!shm_data(c, exiting, &d, sizeof(d)))
		return;
	if (exiting) {
		tprintf("{size=%#llx, id=%d}", (unsigned long long)d.size, d.id);
		return;
	}
	tputs("{fd=");
	print_fd_number(c, (int)d.fd);
	tputs(", ");
	print_shm_flags(d.flags);
	tputc('}');
}

static const struct ioc_req reqs[] = {
	IOC_F(TEE_IOC_VERSION, version), IOC_F(TEE_IOC_OPEN_SESSION, open_session),
	IOC_F(TEE_IOC_INVOKE, invoke), IOC_F(TEE_IOC_CANCEL, cancel),
	IOC_F(TEE_IOC_CLOSE_SESSION, close_session), IOC_F(TEE_IOC_SUPPL_RECV, suppl_recv),
	IOC_F(TEE_IOC_SUPPL_SEND, suppl_send), IOC_F(TEE_IOC_SHM_ALLOC, shm_alloc),
	IOC_F(TEE_IOC_SHM_REGISTER, shm_register),
	/* decoded, but strace has no name for it */
	{ TEE_IOC_SHM_REGISTER_FD, NULL, A_FN, NULL, shm_register_fd, NULL },
};

const struct ioc_table ioc_tee_table = IOC_TABLE_COMPAT(reqs, NULL);
