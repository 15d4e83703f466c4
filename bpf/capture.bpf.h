/* Pointer capture: copies what a call's arguments point to into the
 * record being built, as the call's capture plan says. */
#ifndef EBTRACE_BPF_CAPTURE_H
#define EBTRACE_BPF_CAPTURE_H

#include "fd.bpf.h"

/* ---- pointer capture -------------------------------------------------
 * Each kind of capture is a global (separately verified) function, so the
 * verifier checks it once instead of once per call site and loop round. */

struct cap_src {
	__u64 addr;     /* user address */
	__u64 len;      /* bytes, elements or entries, by kind */
	__s64 limit;    /* iovec data limit (the return value), or -1 */
};

#define OFF_MASK (EBT_EVENT_MAX - 1)
#define LEN_MASK (2 * EBT_CAP_MAX - 1)
#define CAP_ROOM_END (EBT_EVENT_MAX - sizeof(struct ebt_cap) - 8)

static __always_inline struct ebt_cap *cap_start(struct scratch *s, __u32 off,
						 const struct ebt_cap_spec *spec)
{
	struct ebt_cap *c = (void *)(s->buf + (off & OFF_MASK));

	c->arg = spec->arg;
	c->kind = spec->kind;
	c->flags = 0;
	c->err = 0;
	c->len = 0;
	c->field = 0;
	c->pad = 0;
	return c;
}

static __always_inline __u32 cap_end(__u32 off, __u32 len)
{
	return off + sizeof(struct ebt_cap) + ((len + 7) & ~7U);
}

#define USER_PAGE 4096

/* The bytes of an array of len bytes at addr (elements of elem bytes)
 * that lie before the page it runs into, whole elements only; 0 when the
 * array is on one page (then it is not the page end that stopped a read). */
static __always_inline __u64 short_array(__u64 addr, __u64 len, __u32 elem)
{
	__u64 head = USER_PAGE - (addr & (USER_PAGE - 1));

	if (!elem || head >= len)
		return 0;
	return head - head % elem;
}

/* Bytes or a NUL-terminated string (spec->kind == EBT_CAP_STR). */
__noinline int cap_bytes(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			 const struct cap_src *src)
{
	struct ebt_cap *c;
	__u64 len;
	long r;

	if (!s || !spec || !src || off > CAP_ROOM_END)
		return off;
	c = cap_start(s, off, spec);
	len = src->len;
	if (len > CAP_ROOM_END - off) {
		len = CAP_ROOM_END - off;
		c->flags |= EBT_CAPF_TRUNC;
	}
	if (len > EBT_CAP_MAX) {
		len = EBT_CAP_MAX;
		c->flags |= EBT_CAPF_TRUNC;
	}
	len &= LEN_MASK;
	off &= OFF_MASK;
	if (spec->kind == EBT_CAP_STR) {
		r = bpf_probe_read_user_str(s->buf + off + sizeof(*c), len, (void *)src->addr);
		/* No NUL before an unreadable byte, but the bytes up to the
		 * limit are readable: they are the string's start, as strace
		 * reads it (no more than it shows), kept without a NUL. */
		if (r < 0 && len > 1 &&
		    !bpf_probe_read_user(s->buf + off + sizeof(*c), (len - 1) & LEN_MASK, (void *)src->addr)) {
			c->flags |= EBT_CAPF_TRUNC;
			c->len = len - 1;
			return cap_end(off, c->len);
		}
	} else {
		r = bpf_probe_read_user(s->buf + off + sizeof(*c), len, (void *)src->addr);
		/* an array may run into an unreadable page: its elements
		 * before that page are what strace shows of it */
		if (r < 0 && (spec->kind == EBT_CAP_ARR_ARG || spec->kind == EBT_CAP_ARR_RET)) {
			__u64 head = short_array(src->addr, len, spec->size);

			if (head && !bpf_probe_read_user(s->buf + off + sizeof(*c), head & LEN_MASK,
							 (void *)src->addr)) {
				c->flags |= EBT_CAPF_SHORT;
				c->len = head;
				return cap_end(off, c->len);
			}
		}
	}
	if (r < 0) {
		c->err = r;
		return cap_end(off, 0);
	}
	c->len = len;
	if (spec->kind == EBT_CAP_STR) {
		/* no NUL within len bytes: the helper put one in the last
		 * byte, which is not the string's */
		c->len = r;
		if (r == len) {
			c->len = r - 1;
			c->flags |= EBT_CAPF_TRUNC;
		}
	}
	return cap_end(off, c->len);
}

/* A struct starting with a pointer, and what that pointer points to. */
__noinline int cap_deref(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			 const struct cap_src *src)
{
	struct ebt_cap *c;
	__u64 ptr = 0;
	__u32 len, more;

	if (!s || !spec || !src || off > CAP_ROOM_END - 2 * EBT_DEREF_MAX)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	len = spec->size < EBT_DEREF_MAX ? spec->size : EBT_DEREF_MAX;
	more = spec->count < EBT_DEREF_MAX ? spec->count : EBT_DEREF_MAX;
	if (len < sizeof(ptr) || bpf_probe_read_user(&ptr, sizeof(ptr), (void *)src->addr) < 0 ||
	    bpf_probe_read_user(s->buf + off + sizeof(*c), len, (void *)src->addr) < 0) {
		c->err = -14; /* EFAULT */
		return cap_end(off, 0);
	}
	c->len = len;
	if (ptr && more &&
	    bpf_probe_read_user(s->buf + off + sizeof(*c) + len, more, (void *)ptr) == 0)
		c->len += more;
	return cap_end(off, c->len);
}

/* struct sock_fprog (a u16 count, the pointer at offset 8) as one capture,
 * then the count instructions of 8 bytes it points to, at most size bytes,
 * as a second capture (arg EBT_CAP_ARG_FILTER). */
__noinline int cap_fprog(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			 const struct cap_src *src)
{
	struct cap_src part = { .len = 16, .limit = -1 };
	struct ebt_cap_spec insns;
	struct { __u16 len; __u16 pad[3]; __u64 filter; } prog;
	__u32 end;

	if (!s || !spec || !src)
		return off;
	part.addr = src->addr;
	end = cap_bytes(s, off, spec, &part);
	if (bpf_probe_read_user(&prog, sizeof(prog), (void *)src->addr) < 0 || !prog.filter ||
	    !prog.len)
		return end;
	insns = *spec;
	insns.arg = EBT_CAP_ARG_FILTER;
	part.addr = prog.filter;
	part.len = (__u32)prog.len * 8 < spec->size ? (__u32)prog.len * 8 : spec->size;
	return cap_bytes(s, end, &insns, &part);
}

/* What a pointer field of the struct at src->addr points to (see
 * EBT_CAP_FIELD): a string, or a counted array of elements. */
__noinline int cap_field(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			 const struct cap_src *src)
{
	struct cap_src at = { .limit = -1 };
	struct ebt_cap_spec as;
	struct ebt_cap *c;
	__u64 ptr = 0, len;
	__u32 n = 0, end;
	int cut = 0;

	if (!s || !spec || !src || off > CAP_ROOM_END)
		return off;
	if (bpf_probe_read_user(&ptr, sizeof(ptr), (void *)(src->addr + spec->count)) < 0 || !ptr)
		return off;
	as = *spec;
	if (spec->nelem == EBT_FIELD_NO_COUNT) {
		len = spec->size;
		as.kind = spec->len_arg ? EBT_CAP_FIXED : EBT_CAP_STR;
	} else {
		if (bpf_probe_read_user(&n, sizeof(n), (void *)(src->addr + spec->nelem)) < 0)
			return off;
		len = (__u64)n * (spec->len_arg ? spec->len_arg : 1);
		as.kind = EBT_CAP_FIXED;
	}
	if (len > spec->size) {
		len = spec->size;
		cut = 1;
	}
	if (!len)
		return off;
	at.addr = ptr;
	at.len = len;
	end = cap_bytes(s, off, &as, &at);
	c = (void *)(s->buf + (off & OFF_MASK));
	c->kind = EBT_CAP_FIELD;
	c->field = spec->count;
	if (cut)
		c->flags |= EBT_CAPF_TRUNC;
	return end;
}

/* The number of directory records in the len bytes at addr, walked by
 * d_reclen as the decoder walks them: a record is counted when its header
 * is there, and never advances by less than the header. */
struct dents_state {
	__u64 addr;
	__u32 off, len, head, count;
};

static long dents_record(__u32 i, void *data)
{
	struct dents_state *st = data;
	__u16 reclen = 0;

	if (st->len - st->off < st->head)
		return 1;
	st->count++;
	if (bpf_probe_read_user(&reclen, sizeof(reclen), (void *)(st->addr + st->off + 16)) < 0)
		return 1;
	if (reclen < st->head)
		reclen = st->head;
	if (reclen >= st->len - st->off)
		return 1;
	st->off += reclen;
	return 0;
}

__noinline int cap_dents_count(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			       const struct cap_src *src)
{
	struct dents_state st = {};
	struct ebt_cap *c;

	if (!s || !spec || !src || off > CAP_ROOM_END - 8 || spec->count < 18)
		return off;
	st.addr = src->addr;
	st.len = src->len;
	st.head = spec->count;
	bpf_loop(st.len / st.head + 1, dents_record, &st, 0);
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	c->arg = EBT_CAP_ARG_COUNT;
	*(__u32 *)(s->buf + off + sizeof(*c)) = st.count;
	c->len = sizeof(st.count);
	return cap_end(off, c->len);
}

/* The array loops run under bpf_loop(): the verifier checks one round
 * instead of unrolling every possible one, which keeps loading fast. */

struct strarr_state {
	struct scratch *s;
	__u64 addr;
	__s64 err;
	__u32 pos, count, size, flags;
};

static long strarr_elem(__u32 i, void *data)
{
	struct strarr_state *st = data;
	struct scratch *s = st->s;
	int full;
	__u32 room;
	__u64 p;
	long r;

	if (!s)
		return 1;
	if (bpf_probe_read_user(&p, sizeof(p), (void *)(st->addr + i * 8)) < 0) {
		st->err = -14;
		return 1;
	}
	if (!p)
		return 1;
	room = st->pos < CAP_ROOM_END ? CAP_ROOM_END - st->pos : 0;
	if (i >= st->count || room < 2) {
		st->flags |= EBT_CAPF_TRUNC;
		return 1;
	}
	full = room >= st->size;
	if (full)
		room = st->size;
	room &= LEN_MASK;
	r = bpf_probe_read_user_str(s->buf + (st->pos & OFF_MASK), room, (void *)p);
	if (r <= 0) {
		st->err = -14;
		return 1;
	}
	if (!full && r == room) {
		/* cut by the end of the record, not by -s: leave it out */
		st->flags |= EBT_CAPF_TRUNC;
		return 1;
	}
	st->pos += r;
	return 0;
}

/* NULL-terminated array of strings, stored back to back with their NULs. */
__noinline int cap_strarr(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct cap_src *src)
{
	struct strarr_state st = {};
	struct ebt_cap *c;

	if (!s || !spec || !src || off > CAP_ROOM_END || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	st.s = s;
	st.addr = src->addr;
	st.pos = off + sizeof(*c);
	st.count = spec->count;
	st.size = spec->size;
	/* every round taken: the array goes on past what can be shown */
	if (bpf_loop(EBT_STRARR_MAX, strarr_elem, &st, 0) >= EBT_STRARR_MAX)
		st.flags |= EBT_CAPF_TRUNC;
	c->err = st.err;
	c->flags |= st.flags;
	c->len = st.pos - off - sizeof(*c);
	return cap_end(off, c->len);
}

struct ptrcount_state {
	__u64 addr;
	__u64 n;
	__s64 err;
};

static long ptrcount_chunk(__u32 i, void *data)
{
	struct ptrcount_state *st = data;
	__u64 chunk[8];
	__u64 at = st->addr + i * sizeof(chunk);

	if (bpf_probe_read_user(chunk, sizeof(chunk), (void *)at) < 0) {
		/* the array may end just before an unmapped page */
		if (bpf_probe_read_user(chunk, 8, (void *)at) < 0 || chunk[0])
			st->err = -14;
		return 1;
	}
	for (int j = 0; j < 8; j++) {
		if (!chunk[j])
			return 1;
		st->n++;
	}
	return 0;
}

/* How many pointers precede the NULL that ends an array (envp). */
__noinline int cap_ptrcount(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			    const struct cap_src *src)
{
	struct ptrcount_state st = {};
	struct ebt_cap *c;

	if (!s || !spec || !src || off > CAP_ROOM_END || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	st.addr = src->addr;
	bpf_loop(512, ptrcount_chunk, &st, 0);
	c->err = st.err;
	c->len = 8;
	*(__u64 *)(s->buf + off + sizeof(*c)) = st.n;
	return cap_end(off, 8);
}

/* iovec array (at most spec->nelem entries), then each element's data back
 * to back: at most spec->size bytes in all, and src->limit on output. */

struct iov_state {
	struct scratch *s;
	__s64 limit;
	__u32 arr;      /* where the iovec array is */
	__u32 pos;      /* where the next element's data goes */
	__u32 total;    /* data bytes so far */
	__u32 size;
	__u32 elem_max;  /* bytes per element, 0: no limit */
};

/* One element's data (a bpf_loop round). */
static long iov_elem(__u32 i, void *data)
{
	struct iov_state *st = data;
	struct scratch *s = st->s;
	__u32 at = (st->arr + i * 16) & OFF_MASK;
	__u64 base, l, room;

	if (!s || st->pos > CAP_ROOM_END || st->total > st->size)
		return 1;
	base = *(__u64 *)(s->buf + at);
	l = *(__u64 *)(s->buf + at + 8);
	if (st->limit >= 0 && l > (__u64)st->limit - st->total)
		l = (__u64)st->limit - st->total;
	if (l > st->size - st->total)
		l = st->size - st->total;
	if (st->elem_max && l > st->elem_max)
		l = st->elem_max;
	room = CAP_ROOM_END - st->pos;
	if (l > room)
		l = room;
	l &= LEN_MASK;
	if (l && bpf_probe_read_user(s->buf + (st->pos & OFF_MASK), l, (void *)base) < 0)
		l = 0;
	st->pos += l;
	st->total += l;
	return 0;
}

__noinline int cap_iov(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
		       const struct cap_src *src)
{
	struct iov_state st = {};
	struct ebt_cap *c;
	__u32 arrlen, cnt;

	if (!s || !spec || !src || off > CAP_ROOM_END - EBT_IOV_MAX * 16 || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	cnt = spec->nelem < EBT_IOV_MAX ? spec->nelem : EBT_IOV_MAX;
	if (src->len < cnt)
		cnt = src->len;
	if (src->len > cnt)
		c->flags |= EBT_CAPF_TRUNC;
	arrlen = cnt * 16;
	VERIFIER_MASK(arrlen, 0x1fff);
	if (bpf_probe_read_user(s->buf + ((off + sizeof(*c)) & OFF_MASK), arrlen, (void *)src->addr) < 0) {
		/* the elements before the unreadable page it runs into */
		arrlen = short_array(src->addr, arrlen, 16);
		VERIFIER_MASK(arrlen, 0x1fff);
		if (!arrlen || bpf_probe_read_user(s->buf + ((off + sizeof(*c)) & OFF_MASK), arrlen,
						   (void *)src->addr) < 0) {
			c->err = -14;
			return cap_end(off, 0);
		}
		cnt = arrlen / 16;
		c->flags |= EBT_CAPF_SHORT;
		c->field = cnt;
	}
	st.s = s;
	st.limit = src->limit;
	st.size = spec->size;
	st.elem_max = spec->count;
	st.arr = off + sizeof(*c);
	st.pos = st.arr + arrlen;
	bpf_loop(cnt, iov_elem, &st, 0);
	c->len = st.pos - off - sizeof(*c);
	return cap_end(off, c->len);
}

/* One part of a message (name, iovec array, an element's data, control):
 * len bytes at addr stored at pos; returns how many were stored. */
__noinline int cap_msg_part(struct scratch *s, __u32 pos, __u64 addr, __u64 len)
{
	if (!s || !addr || pos > CAP_ROOM_END)
		return 0;
	if (len > CAP_ROOM_END - pos)
		len = CAP_ROOM_END - pos;
	len &= LEN_MASK;
	if (!len || bpf_probe_read_user(s->buf + (pos & OFF_MASK), len, (void *)addr) < 0)
		return 0;
	return len;
}

struct msg_iov_state {
	struct scratch *s;
	struct ebt_msghdr_cap *h;
	__u64 left;     /* data bytes the return value allows */
	__u32 arr;      /* where the iovec array is */
	__u32 pos;      /* where the next element's data goes */
	__u32 size;     /* bytes per element, at most */
};

/* One iovec element's data of a message (a bpf_loop round). */
static long msg_iov_elem(__u32 i, void *data)
{
	struct msg_iov_state *st = data;
	struct scratch *s = st->s;
	__u32 at = (st->arr + i * 16) & OFF_MASK;
	__u64 base, len;
	__u32 n;

	if (!s || !st->h)
		return 1;
	base = *(__u64 *)(s->buf + at);
	len = *(__u64 *)(s->buf + at + 8);
	if (len > st->left)
		len = st->left;
	st->left -= len;
	if (len > st->size)
		len = st->size;
	n = cap_msg_part(s, st->pos, base, len);
	st->h->data_len[i & (EBT_MSG_IOV_MAX - 1)] = n;
	st->pos += n;
	return 0;
}

/* struct msghdr (sendmsg, recvmsg) and what it points to, laid out as
 * struct ebt_msghdr_cap says.  src->limit: -2 for the header only (at
 * enter), -1 for no limit on the data, else the bytes received; -3: an
 * mmsghdr element whose msg_len is the limit.  src->len 1: an mmsghdr
 * element (msg_len follows the msghdr). */
__noinline int cap_msghdr(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct cap_src *src)
{
	struct msg_iov_state st;
	struct ebt_msghdr_cap *h;
	struct ebt_cap *c;
	__u64 m[7], left;
	__u32 pos, iovpos, n;

	if (!s || !spec || !src || off > CAP_ROOM_END - 1024 || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	h = (void *)(s->buf + off + sizeof(*c));
	__builtin_memset(h, 0, sizeof(*h));
	if (bpf_probe_read_user(m, sizeof(m), (void *)src->addr) < 0) {
		c->err = -14;
		return cap_end(off, 0);
	}
	pos = off + sizeof(*c) + sizeof(*h);
	__builtin_memcpy(s->buf + (pos & OFF_MASK), m, sizeof(m));
	pos += sizeof(m);
	left = src->limit < 0 ? ~0ULL : (__u64)src->limit;
	if (src->len == 1) {
		__u32 msg_len = 0;

		bpf_probe_read_user(&msg_len, sizeof(msg_len), (void *)(src->addr + sizeof(m)));
		h->pad = msg_len;
		if (src->limit == -3)
			left = msg_len;
	}
	if (src->limit == -2)
		goto done;
	/* m: name, namelen, iov, iovlen, control, controllen, flags */
	n = cap_msg_part(s, pos, m[0], (__u32)m[1] < EBT_MSG_NAME_MAX ? (__u32)m[1] : EBT_MSG_NAME_MAX);
	h->name_len = n;
	pos += n;
	n = cap_msg_part(s, pos, m[2], (m[3] < EBT_MSG_IOV_MAX ? m[3] : EBT_MSG_IOV_MAX) * 16);
	h->iov_count = n / 16;
	iovpos = pos;
	pos += n;
	st.s = s;
	st.h = h;
	st.arr = iovpos;
	st.pos = pos;
	st.left = left;
	st.size = spec->size;
	bpf_loop(h->iov_count, msg_iov_elem, &st, 0);
	pos = st.pos;
	n = cap_msg_part(s, pos, m[4], m[5] < EBT_MSG_CTRL_MAX ? m[5] : EBT_MSG_CTRL_MAX);
	h->ctrl_len = n;
	pos += n;
done:
	c->len = pos - off - sizeof(*c);
	return cap_end(off, c->len);
}

/* sendmmsg/recvmmsg: each element as its own EBT_CAP_MSGHDR capture. */
__noinline int cap_mmsghdr(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			   const struct cap_src *src)
{
	struct ebt_cap_spec sub;
	struct cap_src one;

	if (!s || !spec || !src)
		return off;
	sub = *spec;
	sub.kind = EBT_CAP_MSGHDR;
	one.len = 1;
	one.limit = spec->count ? -3 : -1;
	for (__u32 i = 0; i < EBT_MMSG_MAX; i++) {
		if (i >= src->len)
			break;
		sub.arg = EBT_CAP_ARG_MMSG + i;
		one.addr = src->addr + i * 64;
		off = cap_msghdr(s, off, &sub, &one);
	}
	return off;
}

/* What the captures of one record need, passed by pointer so that
 * capture() can be a global function (verified once, not per call site). */
struct cap_call {
	__u64 args[EBT_NARGS];
	__s64 ret;
	__u64 sp;       /* user stack pointer, for EBT_CAP_STACK at enter */
	__u32 at_exit;
	__u32 pad;
};

/* New descriptors: the return value (src->addr is ignored), or the two
 * ints at src->addr (pipe, socketpair). */
__noinline int cap_fdinfo(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct cap_src *src)
{
	struct ebt_fdinfo fi[2];
	struct ebt_cap *c;
	int fds[2] = { -1, -1 };
	__u32 n = 1;

	if (!s || !spec || !src || off > CAP_ROOM_END - 2 * sizeof(fi))
		return off;
	off &= OFF_MASK;
	if (spec->arg == EBT_CAP_ARG_RET) {
		fds[0] = (int)src->limit;
	} else {
		if (bpf_probe_read_user(fds, sizeof(fds), (void *)src->addr) < 0)
			return off;
		n = 2;
	}
	c = cap_start(s, off, spec);
	fd_identity(fds[0], &fi[0]);
	fd_identity(fds[1], &fi[1]);
	__builtin_memcpy(s->buf + off + sizeof(*c), fi, sizeof(fi));
	c->len = n * sizeof(fi[0]);
	return cap_end(off, c->len);
}


__noinline int capture_one(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			   const struct cap_call *cc)
{
	struct cap_src src = { .limit = -1 };
	const __u64 *args;
	__s64 ret;
	int at_exit;
	__u32 a, la;

	if (!s || !spec || !cc)
		return off;
	args = cc->args;
	ret = cc->ret;
	at_exit = cc->at_exit;
	a = spec->arg;
	la = spec->len_arg;
	if (spec->kind == EBT_CAP_FDINFO) {
		if (!at_exit || ret < 0)
			return off;
		src.limit = ret;
		if (a < EBT_NARGS)
			src.addr = args[a];
		else if (a != EBT_CAP_ARG_RET)
			return off;
		return cap_fdinfo(s, off, spec, &src);
	}
	if (a >= EBT_NARGS || la >= EBT_NARGS)
		return off;
	src.addr = spec->kind == EBT_CAP_STACK ? cc->sp : args[a];
	if (!src.addr)
		return off;
	switch (spec->kind) {
	case EBT_CAP_STR:
	case EBT_CAP_FIXED:
	case EBT_CAP_STACK:
		src.len = spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_FIXED_OK:
		if (ret < 0)
			return off;
		src.len = spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_BUF_ARG:   /* count: a header before the len_arg bytes */
		src.len = args[la] < spec->size - spec->count ? args[la] + spec->count : spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_BUF_RET:
		if (!at_exit || ret <= 0)
			return off;
		src.len = (__u64)ret < spec->size ? (__u64)ret : spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_PAGES_ARG:
		if (ret < 0)
			return off;
		src.len = (args[la] >> 12) + ((args[la] & 4095) != 0);
		if (src.len > spec->size)
			src.len = spec->size;
		if (!src.len)
			return off;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_ARR_ARG:
	case EBT_CAP_ARR_RET:
		src.len = spec->kind == EBT_CAP_ARR_ARG ? args[la] : (__u64)(ret > 0 ? ret : 0);
		if (src.len > spec->count)
			src.len = spec->count;
		if (!src.len)
			return off;
		src.len *= spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_STRARR:
		return cap_strarr(s, off, spec, &src);
	case EBT_CAP_PTRCOUNT:
		return cap_ptrcount(s, off, spec, &src);
	case EBT_CAP_IOV:
		src.len = args[la];
		src.limit = at_exit ? (ret < 0 ? 0 : ret) : -1;
		return cap_iov(s, off, spec, &src);
	case EBT_CAP_BUF_PTRLEN: {
		__u32 l = 0;

		if (!args[la] || bpf_probe_read_user(&l, sizeof(l), (void *)args[la]) < 0)
			return off;
		src.len = l < spec->size ? l : spec->size;
		if (!src.len)
			return off;
		return cap_bytes(s, off, spec, &src);
	}
	case EBT_CAP_DEREF:
		return cap_deref(s, off, spec, &src);
	case EBT_CAP_FIELD:
		return cap_field(s, off, spec, &src);
	case EBT_CAP_IOC: {
		__u32 req = args[la], dir = req >> 30, size = (req >> 16) & 0x3fff;

		/* _IOC_WRITE: the call reads it; _IOC_READ: a successful one wrote it */
		if (at_exit ? !(dir & 2) || ret < 0 : !(dir & 1))
			return off;
		src.len = size < spec->size ? size : spec->size;
		if (!src.len)
			return off;
		return cap_bytes(s, off, spec, &src);
	}
	case EBT_CAP_FPROG:
		return cap_fprog(s, off, spec, &src);
	case EBT_CAP_DENTS:
		if (!at_exit || ret <= 0)
			return off;
		src.len = (__u64)ret < spec->size ? (__u64)ret : spec->size;
		off = cap_bytes(s, off, spec, &src);
		if ((__u64)ret <= spec->size)
			return off;
		src.len = ret;
		return cap_dents_count(s, off, spec, &src);
	case EBT_CAP_MSGHDR:
		/* len_arg set: the data is output, as long as the return value */
		src.limit = !at_exit ? -2 : !la ? -1 : ret < 0 ? 0 : ret;
		return cap_msghdr(s, off, spec, &src);
	case EBT_CAP_MMSGHDR:
		if (!at_exit)
			return off;
		src.len = args[la];
		return cap_mmsghdr(s, off, spec, &src);
	}
	return off;
}

/* Socket data (sendto, recvfrom, sendmsg, recvmsg: spec->nelem set): a
 * netlink socket's messages are decoded, so they are captured up to
 * spec->nelem bytes, and the capture says the socket's protocol. */
__noinline int capture(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
		       const struct cap_call *cc)
{
	struct ebt_cap_spec wide;
	int proto = -1;
	__u32 end;

	if (!s || !spec || !cc)
		return off;
	if (spec->nelem && cc->at_exit && (spec->kind == EBT_CAP_BUF_ARG ||
	    spec->kind == EBT_CAP_BUF_RET || spec->kind == EBT_CAP_MSGHDR))
		proto = fd_netlink_proto((int)cc->args[0]);
	if (proto < 0)
		return capture_one(s, off, spec, cc);
	wide = *spec;
	wide.size = spec->nelem;
	end = capture_one(s, off, &wide, cc);
	if (end != off && off <= CAP_ROOM_END) {
		struct ebt_cap *c = (void *)(s->buf + (off & OFF_MASK));

		c->flags |= EBT_CAPF_NETLINK | (proto << 8);
	}
	return end;
}

/* mixed: the exit of a call that never ran (-e inject=), which had no
 * enter record: the captures of both, each as at its own time */
static __always_inline __u32 capture_all(struct scratch *s, __u32 off, const struct ebt_plan *plan,
					 struct cap_call *cc, int when, int mixed, __u16 *ncaps)
{
	for (__u32 i = 0; i < EBT_PLAN_CAPS; i++) {
		__u32 before = off;

		if (i >= plan->ncaps)
			break;
		if (!(plan->caps[i].when & when))
			continue;
		if (mixed)
			cc->at_exit = !(plan->caps[i].when & (EBT_AT_ENTER | EBT_AT_BLOCK));
		off = capture(s, off, &plan->caps[i], cc);
		if (off != before)
			(*ncaps)++;
	}
	return off;
}

#endif
