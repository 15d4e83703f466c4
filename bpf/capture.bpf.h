/* Pointer capture: copies what a call's arguments point to into the
 * record being built, as the call's capture plan says. */
#ifndef EBTRACE_BPF_CAPTURE_H
#define EBTRACE_BPF_CAPTURE_H

#include "fd.bpf.h"

/* ---- pointer capture -------------------------------------------------
 * Each kind of capture is a global (separately verified) function, so the
 * verifier checks it once instead of once per call site and loop round. */

/* Element i of an array of user pointers (or sizes): 8 bytes, or 4 in a
 * compat call; 0 when unreadable (*err then -EFAULT). */
static __always_inline __u64 user_word(__u64 base, __u32 i, __u32 compat, __s64 *err)
{
	__u64 v = 0;
	__u32 v32 = 0;

	if (compat) {
		if (bpf_probe_read_user(&v32, 4, (void *)(base + i * 4)) < 0)
			*err = -14;
		return v32;
	}
	if (bpf_probe_read_user(&v, 8, (void *)(base + i * 8)) < 0)
		*err = -14;
	return v;
}

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

/* ---- pieces: captures larger than the record ---------------------------- */

#define PIECE_MASK (2 * EBT_PIECE_MAX - 1)
#define PIECE_FILL_MASK (EBT_PIECE_MAX - 1)

static __always_inline __u8 *piece_data(struct scratch *s)
{
	return s->piece + sizeof(struct ebt_piece_event);
}

/* Send the first len bytes of the piece area, the bytes at offset at of
 * the data of the capture at cap_off in the record being built.  Inlined:
 * the verifier allows 8 call frames, which capture_rec's deepest way here
 * (through cap_tagged, cap_bytes, cap_pieces and chunk_send) takes. */
static __always_inline int piece_send(struct scratch *s, __u32 cap_off, __u32 at, __u32 len)
{
	struct ebt_piece_event *p;
	struct ebt_sys_event *e;
	__u32 size;

	if (!s)
		return -1;
	p = (void *)s->piece;
	e = (void *)s->buf;
	p->h.type = EBT_EV_PIECE;
	p->h.tid = e->h.tid;
	p->h.tgid = e->h.tgid;
	p->h.ts = 0;
	p->cap_off = cap_off;
	p->at = at;
	size = sizeof(*p) + (len & PIECE_MASK);
	p->h.size = size;
	if (bpf_ringbuf_output(&events, p, size, submit_flags(size, 0)) < 0) {
		note_lost();
		return -1;
	}
	return 0;
}

struct chunk_state {
	struct scratch *s;     /* its chunk: the loop's progress */
};

/* One piece of user memory (a bpf_loop round). */
static long chunk_send(__u32 i, void *data)
{
	struct chunk_state *st = data;
	struct scratch *s = st->s;
	__u32 n;
	long r;

	if (!s || s->chunk.done >= s->chunk.len)
		return 1;
	n = s->chunk.len - s->chunk.done;
	if (n > EBT_PIECE_MAX)
		n = EBT_PIECE_MAX;
	n &= PIECE_MASK;
	r = bpf_probe_read_user(piece_data(s), n, (void *)(s->chunk.addr + s->chunk.done));
	if (r < 0) {
		/* unreadable from here on: what was read before is kept */
		if (s->chunk.done)
			s->chunk.cut = 1;
		else
			s->chunk.err = r;
		return 1;
	}
	if (piece_send(s, s->chunk.cap_off, s->chunk.done, n) < 0) {
		s->chunk.cut = 1;
		return 1;
	}
	s->chunk.done += n;
	return 0;
}

/* The src->len bytes at src->addr, all in pieces (at most pieces_max):
 * the capture at off holds none itself. */
__noinline int cap_pieces(struct scratch *s, __u32 off, const struct cap_src *src)
{
	struct chunk_state st = { .s = s };
	struct ebt_cap *c;

	if (!s || !src || off > CAP_ROOM_END)
		return off;
	off &= OFF_MASK;
	c = (void *)(s->buf + off);
	s->chunk.addr = src->addr;
	s->chunk.len = src->len < pieces_max ? src->len : pieces_max;
	s->chunk.done = 0;
	s->chunk.cap_off = off;
	s->chunk.cut = 0;
	s->chunk.err = 0;
	if (src->len > s->chunk.len)
		c->flags |= EBT_CAPF_TRUNC;
	bpf_loop(s->chunk.len / EBT_PIECE_MAX + 1, chunk_send, &st, 0);
	c->flags |= EBT_CAPF_PIECES;
	c->err = s->chunk.err;
	/* the rest unreadable, or a piece the ring had no room for: what
	 * was sent is all there is */
	if (s->chunk.cut)
		c->flags |= EBT_CAPF_TRUNC;
	c->len = 0;
	return cap_end(off, 0);
}

/* A capture whose bytes are gathered in the piece area and sent as pieces
 * whenever it fills up; kept in the record instead when they fit. */
struct stream {
	__u32 fill;     /* bytes in the piece area */
	__u32 at;       /* bytes sent in pieces before them */
	__u32 cap_off;
	__u32 cut;      /* a piece was lost, or pieces_max reached */
};

/* Send what the piece area holds; 0 when it could not be (the bytes
 * sent before are then all there is). */
static __always_inline int stream_flush(struct scratch *s, struct stream *o)
{
	if (o->at + o->fill > pieces_max || piece_send(s, o->cap_off, o->at, o->fill) < 0) {
		o->cut = 1;
		o->fill = 0;
		return 0;
	}
	o->at += o->fill;
	o->fill = 0;
	return 1;
}

/* Room for at least 64 more bytes (flushed if needed); 0: none. */
static __always_inline int stream_room(struct scratch *s, struct stream *o)
{
	return o->fill <= EBT_PIECE_MAX - 64 || stream_flush(s, o);
}

/* The capture at off ends: its bytes in the record when none were sent
 * and they fit, else the rest sent as well. */
__noinline int stream_end(struct scratch *s, __u32 off, struct stream *o)
{
	struct ebt_cap *c;
	__u32 pos;

	if (!s || !o || off > CAP_ROOM_END)
		return off;
	off &= OFF_MASK;
	c = (void *)(s->buf + off);
	pos = off + sizeof(*c);
	if (!o->at && !o->cut && o->fill <= CAP_ROOM_END - pos) {
		bpf_probe_read_kernel(s->buf + pos, o->fill & PIECE_FILL_MASK, piece_data(s));
		c->len = o->fill;
		return cap_end(off, c->len);
	}
	if (o->fill)
		stream_flush(s, o);
	if (o->cut)
		c->flags |= EBT_CAPF_TRUNC;
	c->flags |= EBT_CAPF_PIECES;
	c->len = 0;
	return cap_end(off, 0);
}

/* Bytes or a NUL-terminated string (spec->kind == EBT_CAP_STR); bytes that
 * the record has no room for go in pieces. */

/* The n bytes at addr (1 to 4096, within a page) read into buf at off:
 * 0, or -1 when they fault.  A global function: verified once, not at
 * each page of cap_readable. */
__noinline int cap_page(struct scratch *s, __u32 off, __u64 addr, __u64 n)
{
	if (!s || !n || n > 4096 ||
	    bpf_probe_read_user(s->buf + (off & OFF_MASK), n & 4095 ? n & 4095 : 4096, (void *)addr) < 0)
		return -1;
	return 0;
}

/* How many of the len bytes at addr (len at most EBT_CAP_MAX) read into
 * buf at off, one page at a time, up to the first page that faults. */
static __always_inline __u32 cap_readable(struct scratch *s, __u32 off, __u64 addr, __u64 len)
{
	__u64 chunk = 4096 - (addr & 4095);
	__u32 got = 0;

	for (int i = 0; i <= EBT_CAP_MAX / 4096; i++) {
		__u64 n = len - got < chunk ? len - got : chunk;

		if (cap_page(s, off + got, addr + got, n) < 0)
			break;
		got += n;
		chunk = 4096;
	}
	return got;
}

static long vma_found(void *task, void *vma, void *ctx)
{
	return 0;
}

/* Whether addr is in no mapping of the current task. */
static __always_inline int unmapped(__u64 addr)
{
	return bpf_find_vma(bpf_get_current_task_btf(), addr, vma_found, NULL, 0) != 0;
}

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
	if (spec->kind != EBT_CAP_STR && (len > EBT_CAP_MAX || len > CAP_ROOM_END - off))
		return cap_pieces(s, off, src);
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
	if (spec->kind == EBT_CAP_STR)
		r = bpf_probe_read_user_str(s->buf + off + sizeof(*c), len, (void *)src->addr);
	else
		r = bpf_probe_read_user(s->buf + off + sizeof(*c), len, (void *)src->addr);
	if (r < 0 && spec->kind == EBT_CAP_STR) {
		/* no NUL before an unreadable page: the bytes up to it, which
		 * tell whether as many as the decoder shows were readable */
		__u64 room = 4096 - (src->addr & 4095);

		if (room < len) {
			room &= LEN_MASK;
			if (bpf_probe_read_user(s->buf + off + sizeof(*c), room, (void *)src->addr) == 0) {
				c->len = room;
				c->flags |= EBT_CAPF_FAULT;
				return cap_end(off, c->len);
			}
		}
	}
	if (r < 0) {
		c->err = r;
		if (spec->kind == EBT_CAP_STR)
			return cap_end(off, 0);
		/* the readable start of it, page by page: with err set, len
		 * says how far it could be read (a buffer running into an
		 * unmapped page is still shown as far as it goes) */
		c->len = cap_readable(s, off + sizeof(*c), src->addr, len);
		/* a page merely not present yet may read later (user space
		 * tries it); one in no mapping was unreadable for the call */
		if (unmapped(src->addr + c->len))
			c->flags |= EBT_CAPF_UNMAPPED;
		return cap_end(off, c->len);
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
	if (src->compat)    /* a compat pointer is 4 bytes */
		ptr = (__u32)ptr;
	if (ptr && more &&
	    bpf_probe_read_user(s->buf + off + sizeof(*c) + len, more, (void *)ptr) == 0)
		c->len += more;
	return cap_end(off, c->len);
}

/* struct sock_fprog (a u16 count, the pointer at offset 8; src->len, when
 * given, the size the call says it is: nothing of another) as one capture,
 * then the count instructions of 8 bytes it points to, at most size bytes,
 * as a second capture (arg EBT_CAP_ARG_FILTER). */
__noinline int cap_fprog(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			 const struct cap_src *src)
{
	struct cap_src part = { .len = 16, .limit = -1 };
	struct ebt_cap_spec insns;
	struct { __u16 len; __u16 pad[3]; __u64 filter; } prog;
	struct { __u16 len; __u16 pad; __u32 filter; } prog32;
	__u32 end;

	if (!s || !spec || !src)
		return off;
	/* a compat call's: its pointer 4 bytes wide, after the length */
	if (src->compat) {
		if (src->len && src->len != sizeof(prog32))
			return off;
		part.len = sizeof(prog32);
		if (bpf_probe_read_user(&prog32, sizeof(prog32), (void *)src->addr) < 0)
			prog32.filter = 0;
		prog.len = prog32.len;
		prog.filter = prog32.filter;
	} else if (src->len && src->len != sizeof(prog)) {
		return off;
	} else if (bpf_probe_read_user(&prog, sizeof(prog), (void *)src->addr) < 0) {
		prog.filter = 0;
	}
	part.addr = src->addr;
	end = cap_bytes(s, off, spec, &part);
	if (!prog.filter || !prog.len)
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
	__u64 ptr = 0, len, page;
	__u32 n = 0, end;
	int cut = 0;

	if (!s || !spec || !src || off > CAP_ROOM_END)
		return off;
	if (spec->flags & EBT_SPEC_PTR32) {
		__u32 p32 = 0;

		if (bpf_probe_read_user(&p32, sizeof(p32), (void *)(src->addr + (spec->count >> 16))) < 0)
			return off;
		ptr = p32;
	} else if (bpf_probe_read_user(&ptr, sizeof(ptr), (void *)(src->addr + spec->count)) < 0) {
		return off;
	}
	if (!ptr)
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
	/* an array that ends where its memory does: what is there up to the
	 * end of the page (decoders show the elements that could be read,
	 * and nothing past them: EBT_CAPF_FAULT) */
	page = 4096 - (ptr & 4095);
	if (c->err && as.kind == EBT_CAP_FIXED && page < len) {
		at.len = page;
		end = cap_bytes(s, off, &as, &at);
		c = (void *)(s->buf + (off & OFF_MASK));
		c->flags |= EBT_CAPF_FAULT;
		cut = 1;
	}
	c->kind = EBT_CAP_FIELD;
	c->field = spec->count & 0xffff;
	if (cut)
		c->flags |= EBT_CAPF_TRUNC;
	return end;
}

/* A capture of kind and field (struct tagged): len bytes at addr, up to
 * the end of its page when those cannot all be read (EBT_CAPF_FAULT). */
struct tagged {
	__u64 addr;
	__u64 len;
	__u16 field;
	__u8 kind;
	__u8 pad[5];
};

/* A global function: the verifier goes through it once, not at each of
 * the loop iterations that call it. */
__noinline int cap_tagged(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct tagged *t)
{
	struct cap_src at = { .limit = -1 };
	struct ebt_cap_spec as;
	struct ebt_cap *c;
	__u64 page, at_off;
	__u32 end;

	if (!s || !spec || !t || !t->addr || !t->len || off > CAP_ROOM_END ||
	    t->len > CAP_ROOM_END - off)
		return off;
	as = *spec;
	as.kind = EBT_CAP_FIXED;
	at.addr = t->addr;
	at.len = t->len;
	page = 4096 - (t->addr & 4095);
	/* the compiler drops a mask it knows to be redundant, where the
	 * verifier needs it */
	at_off = off;
	VERIFIER_MASK(at_off, 0x7fff);   /* OFF_MASK */
	end = cap_bytes(s, off, &as, &at);
	c = (void *)(s->buf + at_off);
	if (c->err && page < t->len) {
		at.len = page;
		end = cap_bytes(s, off, &as, &at);
		c = (void *)(s->buf + at_off);
		c->flags |= EBT_CAPF_FAULT;
	}
	c->kind = t->kind;
	c->field = t->field;
	return end;
}

static __always_inline __u32 user_uint(__u64 addr, __u32 size)
{
	__u32 v = 0;

	bpf_probe_read_user(&v, size & 7, (void *)addr);
	return v;
}

/* What the pointers of OBJ_GET_INFO_BY_FD's struct bpf_prog_info point
 * to (see EBT_FIELD_BPF_PROG_INFO); src->addr: the attr.  An info of
 * another object has other fields there: what they would point to is
 * taken too, and not shown. */
__noinline int cap_bpf_prog_info(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
				 const struct cap_src *src)
{
	/* jited_prog_insns, xlated_prog_insns, map_ids: their offsets, those
	 * of their counts, the size of an element */
	static const __u8 ptrs[3][3] = { { 24, 16, 1 }, { 32, 20, 1 }, { 56, 52, 4 } };
	struct tagged t = { .kind = EBT_CAP_FIELD_STRS };
	__u64 info = 0, ptr;
	__u32 len = 0, n;

	/* the attr's pointers are 64 bits wide in every ABI */
	if (!s || !spec || !src ||
	    bpf_probe_read_user(&info, sizeof(info), (void *)(src->addr + spec->count)) < 0 ||
	    !info || bpf_probe_read_user(&len, sizeof(len), (void *)(src->addr + spec->nelem)) < 0 ||
	    len < 64)
		return off;
	for (__u32 k = 0; k < 3; k++) {
		ptr = 0;
		n = 0;
		if (bpf_probe_read_user(&ptr, sizeof(ptr), (void *)(info + ptrs[k][0])) < 0 ||
		    bpf_probe_read_user(&n, sizeof(n), (void *)(info + ptrs[k][1])) < 0)
			continue;
		t.addr = ptr;
		t.len = (__u64)n * ptrs[k][2] < spec->size ? (__u64)n * ptrs[k][2] : spec->size;
		t.field = ptrs[k][0];
		off = cap_tagged(s, off, spec, &t);
	}
	return off;
}

/* SG_IO's buffers: the pointer at ptr_off of the struct (at at_off in a
 * compat call's), of len bytes or of iovs iovecs */
struct sg_buf {
	__u32 ptr_off;
	__u32 len;
	__u32 iovs;
	__u32 at_off;
};

#define SG_BUFS 4

/* Buffer k of SG_IO's struct at a, by its interface id iid: a v3
 * sg_io_hdr ('S', its pointers of 4 bytes in a compat call, and the fields
 * after them elsewhere) or a v4 sg_io_v4 ('Q', the same in both); none
 * (ptr_off 0) past the last. */
static __always_inline struct sg_buf sg_buf_of(__u32 iid, __u64 a, __u32 k, int compat)
{
	if (iid == 'S') {
		switch (k) {
		case 0: return (struct sg_buf){ 24, user_uint(a + 8, 1), 0, compat ? 20 : 24 };  /* cmdp */
		case 1: return (struct sg_buf){ 16, user_uint(a + 12, 4), user_uint(a + 10, 2), 16 };  /* dxferp */
		case 2: return (struct sg_buf){ 32, user_uint(a + (compat ? 47 : 67), 1), 0,
						compat ? 24 : 32 };  /* sbp */
		}
	} else if (iid == 'Q') {
		switch (k) {
		case 0: return (struct sg_buf){ 16, user_uint(a + 12, 4), 0, 16 };     /* request */
		case 1: return (struct sg_buf){ 48, user_uint(a + 132, 4), 0, 48 };    /* response */
		case 2: return (struct sg_buf){ 72, user_uint(a + 60, 4), user_uint(a + 56, 4), 72 };  /* dout */
		case 3: return (struct sg_buf){ 80, user_uint(a + 68, 4), user_uint(a + 64, 4), 80 };  /* din */
		}
	}
	return (struct sg_buf){ 0 };
}

/* What an SG_IO buffer's pointer (t->addr, field t->field) points to:
 * t->len bytes, or, with iovs, an iovec array and the data of each element
 * (at most spec->size bytes each).  A global function: verified once, not
 * once for each buffer of each interface. */
__noinline int cap_sg_data(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			   const struct tagged *t, __u32 iovs)
{
	struct tagged e = { .kind = EBT_CAP_FIELD_STRS };
	__u64 iov[2];
	__u32 iov32[2];

	if (!s || !spec || !t)
		return off;
	off = cap_tagged(s, off, spec, t);
	for (__u32 i = 0; i < EBT_FIELD_STRS_MAX && i < iovs; i++) {
		/* a compat call's iovecs: two 32-bit words */
		if (spec->flags & EBT_SPEC_PTR32) {
			if (bpf_probe_read_user(iov32, sizeof(iov32), (void *)(t->addr + i * 8)) < 0)
				break;
			iov[0] = iov32[0];
			iov[1] = iov32[1];
		} else if (bpf_probe_read_user(iov, sizeof(iov), (void *)(t->addr + i * 16)) < 0) {
			break;
		}
		e.addr = iov[0];
		e.len = iov[1] < spec->size ? iov[1] : spec->size;
		e.field = t->field << 8 | i;
		off = cap_tagged(s, off, spec, &e);
	}
	return off;
}

/* Buffer k of SG_IO's struct at src->addr, into t: its pointer, as many
 * bytes as the struct says (at most size) and the field it is in.
 * Returns its number of iovecs (see EBT_FIELD_SG_IO), or -1 for no
 * buffer.  A global function of its own, apart from cap_sg_data: the paths
 * of each buffer of each interface end here, and cap_sg_data's depth of
 * calls fits under the frame limit only when capture_one calls it. */
__noinline int sg_buf_tag(const struct cap_src *src, __u32 k, __u32 size, struct tagged *t)
{
	__u64 ptr = 0;
	struct sg_buf b;
	__u32 iid = 0, iovs;

	if (!src || !t || bpf_probe_read_user(&iid, sizeof(iid), (void *)src->addr) < 0)
		return -1;
	b = sg_buf_of(iid, src->addr, k, src->compat);
	/* a compat call's v3 pointers: 4 bytes (little-endian: ptr's low half) */
	if (!b.ptr_off ||
	    bpf_probe_read_user(&ptr, src->compat && iid == 'S' ? 4 : 8,
				(void *)(src->addr + b.at_off)) < 0 || !ptr)
		return -1;
	iovs = b.iovs < EBT_FIELD_STRS_MAX ? b.iovs : EBT_FIELD_STRS_MAX;
	t->kind = EBT_CAP_FIELD;
	t->addr = ptr;
	t->len = iovs ? (__u64)iovs * (src->compat ? 8 : 16) : b.len < size ? b.len : size;
	t->field = b.ptr_off;
	return iovs;
}

/* Element i of cap_field_strs's array, at elem: what its pointer points
 * to, as many bytes as it says (at most spec->size), tagged with i.
 * Returns the new offset, or -1 when the walk must stop (unreadable
 * element, no room left).  A global function: verified once, not once for
 * each of the EBT_FIELD_STRS_MAX elements. */
__noinline int cap_field_str(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			     __u64 elem, __u32 i)
{
	struct ebt_cap_spec as;
	struct cap_src at = { .limit = -1 };
	__u32 str_off, len_off, len = 0, end;
	__u64 str = 0, at_off;
	struct ebt_cap *c;

	if (!s || !spec)
		return -1;
	str_off = (spec->count >> 16) & 0xff;
	len_off = spec->count >> 24;
	/* a compat call's pointer: 4 bytes (little-endian: str's low half) */
	if (bpf_probe_read_user(&str, spec->flags & EBT_SPEC_PTR32 ? 4 : 8, (void *)(elem + str_off)) < 0 ||
	    bpf_probe_read_user(&len, sizeof(len), (void *)(elem + len_off)) < 0)
		return -1;
	if (!str || !len)
		return off;
	as = *spec;
	as.kind = EBT_CAP_FIXED;
	at.addr = str;
	at.len = len < spec->size ? len : spec->size;
	/* no room left: the decoder shows the addresses of the rest */
	if (off > CAP_ROOM_END || at.len > CAP_ROOM_END - off)
		return -1;
	/* the compiler drops a mask it knows to be redundant, where the
	 * verifier needs it */
	at_off = off;
	VERIFIER_MASK(at_off, 0x7fff);   /* OFF_MASK */
	end = cap_bytes(s, off, &as, &at);
	c = (void *)(s->buf + at_off);
	c->kind = EBT_CAP_FIELD_STRS;
	c->field = i;
	return end;
}

/* For each element of the array a pointer field of the struct at
 * src->addr points to, what the element's own pointer points to, as many
 * bytes as the element says (see EBT_CAP_FIELD_STRS): a capture each. */
__noinline int cap_field_strs(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			      const struct cap_src *src)
{
	__u32 n = 0;
	__u64 arr = 0;
	int end;

	if (!s || !spec || !src)
		return off;
	if (bpf_probe_read_user(&arr, spec->flags & EBT_SPEC_PTR32 ? 4 : 8,
				(void *)(src->addr + (spec->count & 0xffff))) < 0 ||
	    !arr || bpf_probe_read_user(&n, sizeof(n), (void *)(src->addr + spec->nelem)) < 0)
		return off;
	for (__u32 i = 0; i < EBT_FIELD_STRS_MAX && i < n; i++) {
		end = cap_field_str(s, off, spec, arr + (__u64)i * spec->len_arg, i);
		if (end < 0)
			break;
		off = end;
	}
	return off;
}

/* The number of directory records in the len bytes at addr, walked by
 * d_reclen as the decoder walks them: a record is counted when its header
 * is there, and never advances by less than the header. */
struct dents_state {
	__u64 addr;
	__u32 off, len, head, reclen_off, count;
};

static long dents_record(__u32 i, void *data)
{
	struct dents_state *st = data;
	__u16 reclen = 0;

	if (st->len - st->off < st->head)
		return 1;
	st->count++;
	if (bpf_probe_read_user(&reclen, sizeof(reclen), (void *)(st->addr + st->off + st->reclen_off)) < 0)
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

	if (!s || !spec || !src || off > CAP_ROOM_END - 8 || spec->count < 10 ||
	    spec->nelem + 2 > spec->count)
		return off;
	st.addr = src->addr;
	st.len = src->len;
	st.head = spec->count;
	st.reclen_off = spec->nelem;
	bpf_loop(st.len / st.head + 1, dents_record, &st, 0);
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	c->arg = EBT_CAP_ARG_COUNT;
	*(__u32 *)(s->buf + off + sizeof(*c)) = st.count;
	c->len = sizeof(st.count);
	return cap_end(off, c->len);
}

/* The array loops run under bpf_loop(): the verifier checks one round
 * instead of unrolling every possible one, which keeps loading fast.  The
 * rounds that carry state from one to the next are global functions,
 * verified once for any state: a callback is verified again for each
 * state it can be entered with (tens of thousands of instructions for
 * the string arrays and the iovec streams).  What their callbacks get:
 * the scratch apart from the state, whose pointers the global function
 * may have overwritten as far as the verifier knows. */
struct loop_round {
	struct scratch *s;
	void *st;
};

/* The strings of a NULL-terminated array, back to back with their NULs,
 * as a stream. */
struct strarr_state {
	struct stream o;
	__u64 addr;
	__u64 p;        /* the element being read; 0: the next one */
	__s64 err;
	__u32 idx;      /* its index */
	__u32 eoff;     /* its bytes read so far */
	__u32 count, size, flags, compat;
	__u32 bad;      /* EBT_STRARR_BAD_MAX bits: elements kept as pointers */
	__u32 tagged;   /* a counted array (EBT_FIELD_STRARR): tag bytes, NULLs */
	__u32 len;      /* its elements */
};

/* A part of an element: up to its NUL, to the end of the piece area, or
 * to the size - 1 bytes shown at most (then a NUL of our own ends it).
 * Non-zero: the array is done. */
__noinline int strarr_round(struct scratch *s, struct strarr_state *st)
{
	__u32 want, left;
	__u8 *d;
	long r;

	if (!s || !st || !stream_room(s, &st->o))
		return 1;
	d = piece_data(s);
	if (!st->p) {
		__u64 p;

		if (st->tagged && st->idx >= st->len)
			return 1;
		p = user_word(st->addr, st->idx, st->compat, &st->err);
		if (st->err)
			st->flags |= EBT_CAPF_FAULT;   /* the array itself */
		if (st->err || (!p && !st->tagged))
			return 1;
		if (st->idx >= st->count) {
			st->flags |= EBT_CAPF_TRUNC;
			return 1;
		}
		if (st->tagged) {
			d[st->o.fill & PIECE_MASK] = p ? EBT_STRARR_TAG_STR : EBT_STRARR_TAG_NULL;
			st->o.fill++;
			if (!p) {
				st->idx++;
				return 0;
			}
		}
		st->p = p;
		st->eoff = 0;
	}
	/* a byte is kept for the NUL of an element cut at size */
	want = EBT_PIECE_MAX - 1 - st->o.fill;
	left = st->size - st->eoff;
	if (want > left)
		want = left;
	want &= PIECE_FILL_MASK;
	r = bpf_probe_read_user_str(d + (st->o.fill & PIECE_FILL_MASK), want,
				    (void *)(st->p + st->eoff));
	if (r <= 0) {
		/* a string not readable at all is shown as its pointer: the
		 * pointer's 8 bytes stand for it, as the bad bits say */
		if (st->eoff || (st->idx >= EBT_STRARR_BAD_MAX && !st->tagged)) {
			st->err = -14;
			return 1;
		}
		bpf_probe_read_kernel(d + (st->o.fill & PIECE_FILL_MASK), 8, &st->p);
		st->o.fill += 8;
		if (st->tagged)   /* its tag, written as the element began */
			d[(st->o.fill - 9) & PIECE_MASK] = EBT_STRARR_TAG_BAD;
		else
			st->bad |= 1U << (st->idx & (EBT_STRARR_BAD_MAX - 1));
		st->p = 0;
		st->idx++;
		return 0;
	}
	if (r < want) {
		/* its NUL */
		st->o.fill += r;
		st->p = 0;
		st->idx++;
		return 0;
	}
	/* want - 1 bytes of it (the helper's NUL is not its own) */
	st->o.fill += r - 1;
	st->eoff += r - 1;
	if (st->eoff + 1 >= st->size) {
		d[st->o.fill & PIECE_MASK] = 0;
		st->o.fill++;
		st->p = 0;
		st->idx++;
	}
	return 0;
}

static long strarr_step(__u32 i, void *data)
{
	struct loop_round *r = data;

	return strarr_round(r->s, r->st) ? 1 : 0;
}

/* A NULL-terminated array; or (spec->kind EBT_CAP_FIELD, from cap_field)
 * the src->len elements of a pointer field's array, tagged. */
__noinline int cap_strarr(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct cap_src *src)
{
	struct strarr_state st = {};
	struct loop_round r = { .s = s, .st = &st };
	struct ebt_cap *c;

	if (!s || !spec || !src || off > CAP_ROOM_END || !src->addr || spec->size < 2)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	st.o.cap_off = off;
	st.addr = src->addr;
	st.count = spec->count;
	st.size = spec->size;
	st.compat = src->compat;
	if (spec->kind == EBT_CAP_FIELD) {
		st.tagged = 1;
		st.len = src->len;
		st.count = spec->flags & EBT_SPEC_ALL ? EBT_COUNT_ALL : spec->size - 1;
	}
	/* every round taken: the array goes on past what can be shown */
	if (bpf_loop(EBT_STRARR_ROUNDS, strarr_step, &r, 0) >= EBT_STRARR_ROUNDS)
		st.flags |= EBT_CAPF_TRUNC;
	c->err = st.err;
	c->flags |= st.flags;
	c->field = st.tagged ? spec->count : st.bad;
	c->pad = st.bad >> 16;
	return stream_end(s, off, &st.o);
}

/* A pointer field's array of pointers to strings (EBT_FIELD_STRARR), as
 * many as the u32 at spec->nelem says. */
__noinline int cap_field_strarr(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
				const struct cap_src *src)
{
	struct cap_src at = { .limit = -1 };
	__u64 ptr = 0;
	__u32 n = 0;

	if (!s || !spec || !src)
		return off;
	if (bpf_probe_read_user(&ptr, sizeof(ptr), (void *)(src->addr + spec->count)) < 0 || !ptr ||
	    bpf_probe_read_user(&n, sizeof(n), (void *)(src->addr + spec->nelem)) < 0 || !n)
		return off;
	at.addr = ptr;
	at.len = n;
	at.compat = src->compat;
	return cap_strarr(s, off, spec, &at);
}

struct ptrcount_state {
	struct scratch *s;     /* its ptrs: the loop's progress */
};

/* The 64 bytes of pointers at at, unreadable as a whole: the array may end
 * just before an unmapped page, so its pointers one by one, up to the NULL
 * (1) or the fault (1, with the error).  A global function: verified once,
 * its width of pointer chosen once, not at each step. */
__noinline int ptrs_upto_fault(struct scratch *s, __u64 at)
{
	__u32 size, n;

	if (!s)
		return 1;
	size = s->ptrs.compat ? 4 : 8;
	n = 64 / size;
	for (__u32 j = 0; j < 16 && j < n; j++) {
		__u64 p = 0;

		if (bpf_probe_read_user(&p, size, (void *)(at + j * size)) < 0) {
			s->ptrs.err = -14;
			return 1;
		}
		if (!p)
			return 1;
		s->ptrs.n++;
	}
	return 0;
}

static long ptrcount_chunk(__u32 i, void *data)
{
	struct ptrcount_state *st = data;
	struct scratch *s = st->s;
	__u64 chunk[8];
	__u64 at;
	__u32 *half = (__u32 *)chunk;

	if (!s)
		return 1;
	at = s->ptrs.addr + i * sizeof(chunk);
	if (bpf_probe_read_user(chunk, sizeof(chunk), (void *)at) < 0)
		return ptrs_upto_fault(s, at) ? 1 : 0;
	/* compat: sixteen 4-byte pointers */
	for (int j = 0; s->ptrs.compat && j < 16; j++) {
		if (!half[j])
			return 1;
		s->ptrs.n++;
	}
	for (int j = 0; !s->ptrs.compat && j < 8; j++) {
		if (!chunk[j])
			return 1;
		s->ptrs.n++;
	}
	return 0;
}

/* How many pointers precede the NULL that ends an array (envp). */
__noinline int cap_ptrcount(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			    const struct cap_src *src)
{
	struct ptrcount_state st = { .s = s };
	struct ebt_cap *c;

	if (!s || !spec || !src || off > CAP_ROOM_END || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	s->ptrs.addr = src->addr;
	s->ptrs.n = 0;
	s->ptrs.err = 0;
	s->ptrs.compat = src->compat;
	bpf_loop(512, ptrcount_chunk, &st, 0);
	c->err = s->ptrs.err;
	c->len = 8;
	*(__u64 *)(s->buf + off + sizeof(*c)) = s->ptrs.n;
	return cap_end(off, 8);
}

/* iovec array (at most spec->nelem entries), then each element's data back
 * to back: at most spec->size bytes in all, and src->limit on output. */

struct iov_state {
	__s64 limit;
	__u32 arr;      /* where the iovec array is */
	__u32 pos;      /* where the next element's data goes */
	__u32 total;    /* data bytes so far */
	__u32 size;
	__u32 elem_max;  /* bytes per element, 0: no limit */
};

/* One element's data, the i-th; non-zero: no room for more. */
__noinline int iov_elem_round(struct scratch *s, struct iov_state *st, __u32 i)
{
	__u32 at;
	__u64 base, l, room;

	if (!s || !st || st->pos > CAP_ROOM_END || st->total > st->size)
		return 1;
	at = (st->arr + i * 16) & OFF_MASK;
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

static long iov_elem(__u32 i, void *data)
{
	struct loop_round *r = data;

	return iov_elem_round(r->s, r->st, i) ? 1 : 0;
}

/* The same as a stream, for data that does not fit in the record: the
 * iovec array, then each element's data. */
struct iov_stream {
	struct stream o;
	__s64 limit;
	__u32 arr;      /* where the iovec array is, in the record */
	__u32 cnt, i;   /* entries, the one being read */
	__u32 eoff;     /* its bytes read so far */
	__u32 total, size, elem_max;
};

/* A part of an element's data: up to its end or to the end of the piece
 * area; non-zero: the stream is done. */
__noinline int iov_stream_round(struct scratch *s, struct iov_stream *st)
{
	__u32 at;
	__u64 base, l, n;

	if (!s || !st || st->i >= st->cnt || !stream_room(s, &st->o))
		return 1;
	at = (st->arr + st->i * 16) & OFF_MASK;
	base = *(__u64 *)(s->buf + at);
	l = *(__u64 *)(s->buf + at + 8);
	/* as iov_elem: what this element may hold, from where it began */
	if (st->limit >= 0 && l > (__u64)st->limit - (st->total - st->eoff))
		l = (__u64)st->limit - (st->total - st->eoff);
	if (l > st->size - (st->total - st->eoff))
		l = st->size - (st->total - st->eoff);
	if (st->elem_max && l > st->elem_max)
		l = st->elem_max;
	if (st->eoff >= l) {
		st->i++;
		st->eoff = 0;
		return 0;
	}
	n = l - st->eoff;
	if (n > EBT_PIECE_MAX - 1 - st->o.fill)
		n = EBT_PIECE_MAX - 1 - st->o.fill;
	n &= PIECE_FILL_MASK;
	if (bpf_probe_read_user(piece_data(s) + (st->o.fill & PIECE_FILL_MASK), n,
				(void *)(base + st->eoff)) < 0) {
		st->o.cut = 1;
		return 1;
	}
	st->o.fill += n;
	st->eoff += n;
	st->total += n;
	return 0;
}

static long iov_step(__u32 i, void *data)
{
	struct loop_round *r = data;

	return iov_stream_round(r->s, r->st) ? 1 : 0;
}

__noinline int cap_iov_stream(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			      const struct cap_src *src, __u32 cnt)
{
	struct iov_stream st = {};
	struct loop_round r = { .s = s, .st = &st };
	__u32 arrlen = cnt * 16;

	if (!s || !spec || !src || off > CAP_ROOM_END - EBT_IOV_MAX * 16)
		return off;
	off &= OFF_MASK;
	st.o.cap_off = off;
	VERIFIER_MASK(arrlen, 0x1fff);
	/* the array first, as read into the record */
	bpf_probe_read_kernel(piece_data(s), arrlen, s->buf + off + sizeof(struct ebt_cap));
	st.o.fill = arrlen;
	st.arr = off + sizeof(struct ebt_cap);
	st.cnt = cnt;
	st.limit = src->limit;
	st.size = spec->size;
	st.elem_max = spec->count;
	bpf_loop(EBT_STRARR_ROUNDS, iov_step, &r, 0);
	return stream_end(s, off, &st.o);
}

/* A compat iovec array (8-byte entries) read at the start of the room of
 * a native one: its entries widened in place, the last first (a bpf_loop
 * round), so that user space reads one layout. */
struct iov_widen_state {
	struct scratch *s;
	__u32 arr, cnt;
};

static long iov_widen(__u32 i, void *data)
{
	struct iov_widen_state *st = data;
	struct scratch *s = st->s;
	__u32 k = st->cnt - 1 - i, from, to;
	__u32 base, len;

	if (!s || k >= EBT_IOV_MAX)
		return 1;
	from = (st->arr + k * 8) & OFF_MASK;
	to = (st->arr + k * 16) & OFF_MASK;
	if (from > EBT_EVENT_MAX - 8 || to > EBT_EVENT_MAX - 16)
		return 1;
	base = *(__u32 *)(s->buf + from);
	len = *(__u32 *)(s->buf + from + 4);
	*(__u64 *)(s->buf + to) = base;
	*(__u64 *)(s->buf + to + 8) = len;
	return 0;
}

/* The iovec array of spec at src, read into the capture started at off
 * (the elements before an unreadable page only; a compat one widened to
 * native iovecs): how many elements it holds, or -1 (the capture's error
 * set).  A global function: its paths (truncated, faulted, compat) end in
 * one count, from which the elements are captured once. */
__noinline int iov_read_array(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			      const struct cap_src *src)
{
	struct ebt_cap *c;
	__u32 arrlen, cnt;

	if (!s || !spec || !src || off > CAP_ROOM_END - EBT_IOV_MAX * 16)
		return -1;
	off &= OFF_MASK;
	c = (void *)(s->buf + off);
	cnt = spec->nelem < EBT_IOV_MAX ? spec->nelem : EBT_IOV_MAX;
	if (src->len < cnt)
		cnt = src->len;
	if (src->len > cnt)
		c->flags |= EBT_CAPF_TRUNC;
	arrlen = cnt * (src->compat ? 8 : 16);
	VERIFIER_MASK(arrlen, 0x1fff);
	if (bpf_probe_read_user(s->buf + ((off + sizeof(*c)) & OFF_MASK), arrlen, (void *)src->addr) < 0) {
		/* the elements before the unreadable page it runs into */
		__u32 elem = src->compat ? 8 : 16;
		__u64 room = 4096 - (src->addr & 4095);

		arrlen = room < arrlen ? room - room % elem : 0;
		VERIFIER_MASK(arrlen, 0x1fff);
		if (!arrlen || bpf_probe_read_user(s->buf + ((off + sizeof(*c)) & OFF_MASK), arrlen,
						   (void *)src->addr) < 0) {
			c->err = -14;
			return -1;
		}
		cnt = arrlen / elem;
		c->flags |= EBT_CAPF_FAULT;
		c->field = cnt;
	}
	if (src->compat) {
		struct iov_widen_state w = { .s = s, .arr = off + sizeof(*c), .cnt = cnt };

		bpf_loop(cnt, iov_widen, &w, 0);
	}
	return cnt;
}

__noinline int cap_iov(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
		       const struct cap_src *src)
{
	struct iov_state st = {};
	struct loop_round r = { .s = s, .st = &st };
	struct ebt_cap *c;
	__u32 arrlen, cnt;
	int n;

	if (!s || !spec || !src || off > CAP_ROOM_END - EBT_IOV_MAX * 16 || !src->addr)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	n = iov_read_array(s, off, spec, src);
	if (n < 0 || n > EBT_IOV_MAX)
		return cap_end(off, 0);
	cnt = n;
	arrlen = cnt * 16;
	/* more data than the record can hold: a stream */
	if (spec->size > EBT_CAP_MAX || spec->size + arrlen > CAP_ROOM_END - off - sizeof(*c))
		return cap_iov_stream(s, off, spec, src, cnt);
	st.limit = src->limit;
	st.size = spec->size;
	st.elem_max = spec->count;
	st.arr = off + sizeof(*c);
	st.pos = st.arr + arrlen;
	bpf_loop(cnt, iov_elem, &r, 0);
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
	/* a compat msghdr: seven 32-bit fields, widened */
	if (src->compat) {
		__u32 w[7];

		if (bpf_probe_read_user(w, sizeof(w), (void *)src->addr) < 0) {
			c->err = -14;
			return cap_end(off, 0);
		}
		for (int i = 0; i < 7; i++)
			m[i] = w[i];
	} else if (bpf_probe_read_user(m, sizeof(m), (void *)src->addr) < 0) {
		c->err = -14;
		return cap_end(off, 0);
	}
	pos = off + sizeof(*c) + sizeof(*h);
	__builtin_memcpy(s->buf + (pos & OFF_MASK), m, sizeof(m));
	pos += sizeof(m);
	left = src->limit < 0 ? ~0ULL : (__u64)src->limit;
	if (src->len == 1) {
		__u32 msg_len = 0;

		bpf_probe_read_user(&msg_len, sizeof(msg_len),
				    (void *)(src->addr + (src->compat ? 28 : sizeof(m))));
		h->pad = msg_len;
		if (src->limit == -3)
			left = msg_len;
	}
	if (src->limit == -2)
		goto done;
	/* m: name, namelen, iov, iovlen, control, controllen, flags */
	n = cap_msg_part(s, pos, m[0], (__u32)m[1] < EBT_MSG_NAME_MAX ? (__u32)m[1] : EBT_MSG_NAME_MAX);
	/* recvmsg's namelen is the address's length, which can be more than
	 * the buffer the name was cut to: what its page holds of it */
	if (!n && m[0] && (__u32)m[1] > 4096 - (m[0] & 4095))
		n = cap_msg_part(s, pos, m[0], 4096 - (m[0] & 4095));
	h->name_len = n;
	pos += n;
	if (src->compat) {
		/* 8-byte entries, widened in place to the native 16 */
		n = cap_msg_part(s, pos, m[2], (m[3] < EBT_MSG_IOV_MAX ? m[3] : EBT_MSG_IOV_MAX) * 8);
		if (pos + n * 2 > CAP_ROOM_END)
			n = 0;
		{
			struct iov_widen_state w = { .s = s, .arr = pos, .cnt = n / 8 };

			bpf_loop(n / 8, iov_widen, &w, 0);
		}
		n = n / 8 * 16;
	} else {
		n = cap_msg_part(s, pos, m[2], (m[3] < EBT_MSG_IOV_MAX ? m[3] : EBT_MSG_IOV_MAX) * 16);
	}
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

/* Control data longer than a message capture keeps (EBT_MSG_CTRL_MAX):
 * all of it, at most spec->count bytes, as a capture of its own (arg
 * EBT_CAP_ARG_CTRL), in pieces beyond a record. */
__noinline int cap_msg_control(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			       const struct cap_src *msg)
{
	struct ebt_cap_spec ctrl;
	struct cap_src src = { .limit = -1 };
	__u64 m[2] = {};   /* msg_control, msg_controllen */
	__u32 w[2];

	if (!s || !spec || !spec->count || !msg)
		return off;
	if (msg->compat) {
		if (bpf_probe_read_user(w, sizeof(w), (void *)(msg->addr + 16)) < 0)
			return off;
		m[0] = w[0];
		m[1] = w[1];
	} else if (bpf_probe_read_user(m, sizeof(m), (void *)(msg->addr + 32)) < 0) {
		return off;
	}
	if (!m[0] || m[1] <= EBT_MSG_CTRL_MAX)
		return off;
	ctrl = *spec;
	ctrl.kind = EBT_CAP_BUF_ARG;
	ctrl.arg = EBT_CAP_ARG_CTRL;
	src.addr = m[0];
	src.len = m[1] < spec->count ? m[1] : spec->count;
	return cap_bytes(s, off, &ctrl, &src);
}

/* An element gets this much room in the record at least: past it, the
 * elements before it go ahead in pieces. */
#define MMSG_ELEM_ROOM 8192

/* The elements captured so far, [start, pos) of the record, sent ahead of
 * it in pieces (two at most: they are less than a record); -1 when one
 * could not be (what was sent before is then all there is).  A global
 * function: verified once, not with each round of the elements' loop. */
__noinline int mmsg_flush(struct scratch *s)
{
	__u32 len, done = 0, n;

	if (!s)
		return -1;
	len = s->mmsg.pos - s->mmsg.start;
	for (int k = 0; k < 2 && done < len; k++) {
		n = len - done < EBT_PIECE_MAX ? len - done : EBT_PIECE_MAX;
		if (s->mmsg.at + n > pieces_max ||
		    bpf_probe_read_kernel(piece_data(s), n & PIECE_MASK,
					  s->buf + ((s->mmsg.start + done) & OFF_MASK)) < 0 ||
		    piece_send(s, s->mmsg.start - sizeof(struct ebt_cap), s->mmsg.at, n) < 0) {
			s->mmsg.cut = 1;
			return -1;
		}
		s->mmsg.at += n;
		done += n;
	}
	s->mmsg.pos = s->mmsg.start;
	return 0;
}

struct mmsg_loop {
	struct scratch *s;
};

/* Element i of sendmmsg's or recvmmsg's array as an EBT_CAP_MSGHDR
 * capture after those before it (s->mmsg), a bpf_loop round; 1 when the
 * elements end there: it could not be read, or those before could not
 * be sent.  The loop's progress is in the scratch, so that the verifier
 * checks one round, not each. */
static long cap_mmsg_elem(__u32 i, void *data)
{
	struct mmsg_loop *l = data;
	struct scratch *s = l->s;
	struct ebt_cap *c;
	__u32 pos;

	if (!s)
		return 1;
	if (s->mmsg.pos > CAP_ROOM_END - MMSG_ELEM_ROOM && mmsg_flush(s) < 0)
		return 1;
	pos = s->mmsg.pos;
	if (pos > CAP_ROOM_END)
		return 1;
	s->mmsg.elem.addr = s->mmsg.addr + (__u64)i * (s->mmsg.elem.compat ? 32 : 64);
	s->mmsg.pos = cap_msghdr(s, pos, &s->mmsg.spec, &s->mmsg.elem);
	if (s->mmsg.pos == pos)
		return 1;
	c = (void *)(s->buf + (pos & OFF_MASK));
	c->field = i;
	return c->err ? 1 : 0;
}

/* sendmmsg/recvmmsg: one capture holding a capture of each element (see
 * EBT_CAP_MMSGHDR). */
__noinline int cap_mmsghdr(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			   const struct cap_src *src)
{
	struct mmsg_loop l = { .s = s };
	struct ebt_cap *c;

	if (!s || !spec || !src || off > CAP_ROOM_END)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	s->mmsg.spec = *spec;
	s->mmsg.spec.kind = EBT_CAP_MSGHDR;
	s->mmsg.spec.arg = EBT_CAP_ARG_MMSG;
	s->mmsg.elem.len = 1;   /* an mmsghdr: msg_len follows the msghdr */
	s->mmsg.elem.compat = src->compat;
	s->mmsg.elem.pad = 0;
	s->mmsg.elem.limit = src->limit == -2 ? -2 : spec->count ? -3 : -1;
	s->mmsg.addr = src->addr;
	s->mmsg.start = off + sizeof(*c);
	s->mmsg.pos = s->mmsg.start;
	s->mmsg.at = 0;
	s->mmsg.cut = 0;
	bpf_loop(src->len < spec->nelem ? src->len : spec->nelem, cap_mmsg_elem, &l, 0);
	if (s->mmsg.at)
		c->flags |= EBT_CAPF_PIECES;
	/* a piece lost: the elements before it are all there is */
	if (s->mmsg.cut) {
		c->flags |= EBT_CAPF_TRUNC;
		return cap_end(off, 0);
	}
	c->len = s->mmsg.pos - s->mmsg.start;
	return cap_end(off, c->len);
}

__noinline int cap_upto_fault(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			      struct cap_src *src);

/* io_submit's request i, whose pointer is element i of s->iocb.arr: its
 * struct iocb and what it writes; -1 when the pointer is unreadable (the
 * walk stops there).  A global function: verified once, not once for each
 * of the EBT_IOCB_MAX requests. */
__noinline int cap_iocb(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			struct cap_src *src, __u32 i)
{
	struct ebt_cap_spec *sub;
	__u64 *w;

	if (!s || !spec || !src)
		return off;
	s->iocb.ptr = 0;   /* (the architectures are little-endian) */
	if (bpf_probe_read_user(&s->iocb.ptr, s->iocb.word == 4 ? 4 : 8,
				(void *)(s->iocb.arr + i * s->iocb.word)) < 0)
		return -1;
	sub = &s->iocb.spec;
	w = s->iocb.words;
	if (!s->iocb.ptr || bpf_probe_read_user(w, 24, (void *)(s->iocb.ptr + 16)) < 0)
		return off;
	*sub = *spec;
	sub->arg = EBT_CAP_ARG_IOCB + i;
	sub->kind = EBT_CAP_FIXED;
	src->addr = s->iocb.ptr;
	src->len = 64;   /* struct iocb */
	off = cap_bytes(s, off, sub, src);
	if (!w[1] || (__s64)w[2] < 0)   /* aio_buf, aio_nbytes */
		return off;
	src->addr = w[1];
	if ((w[0] & 0xffff) == 1) {          /* IOCB_CMD_PWRITE */
		sub->kind = EBT_CAP_BUF_ARG;
		src->len = w[2] < spec->count ? w[2] : spec->count;
		off = cap_bytes(s, off, sub, src);
	} else if ((w[0] & 0xffff) == 7 || (w[0] & 0xffff) == 8) {   /* PREADV, PWRITEV */
		sub->kind = EBT_CAP_IOV;
		src->len = w[2];
		off = cap_iov(s, off, sub, src);
	}
	return off;
}

/* io_submit: the pointers, then each struct iocb and what it writes
 * (see EBT_CAP_IOCBS). */
static __always_inline int cap_iocbs(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
				     struct cap_src *src)
{
	struct ebt_cap_spec *sub;
	__u64 n;
	int end;

	if (!s || !spec || !src)
		return off;
	sub = &s->iocb.spec;
	s->iocb.arr = src->addr;
	s->iocb.word = src->compat ? 4 : 8;   /* a compat call's pointers */
	n = src->len < EBT_IOCB_MAX ? src->len : EBT_IOCB_MAX;
	*sub = *spec;
	sub->kind = EBT_CAP_ARR_ARG;
	src->len = n * s->iocb.word;
	off = cap_upto_fault(s, off, sub, src);
	src->limit = -1;
	for (__u32 i = 0; i < EBT_IOCB_MAX; i++) {
		if (i >= n)
			break;
		end = cap_iocb(s, off, spec, src, i);
		if (end < 0)
			break;
		off = end;
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
	__u32 compat;   /* a compat call (EBT_SYS_COMPAT) */
	__u32 mixed;    /* the exit of a call that never ran: see capture_all */
};

/* The descriptors of the first SCM_RIGHTS control message (among the
 * first four) of the struct msghdr at addr: their address, and their
 * count as the return value (0: none).  A compat msghdr has msg_control
 * and msg_controllen at 16, two 32-bit words; its cmsghdrs have a 32-bit
 * cmsg_len (12 bytes in all) and are aligned to 4. */
__noinline int scm_rights_at(__u64 addr, __u32 compat, __u64 *fds)
{
	struct { __u64 len; __s32 level, type; } cm;
	__u64 ctrl[2] = { 0, 0 };   /* msg_control, msg_controllen */
	__u32 w[3];                 /* a compat cmsghdr */
	__u32 hdr = compat ? sizeof(w) : sizeof(cm);
	__u64 align = compat ? 3 : 7, pos = 0;

	if (!fds)
		return 0;
	if (compat) {
		if (bpf_probe_read_user(w, 8, (void *)(addr + 16)) < 0)
			return 0;
		ctrl[0] = w[0];
		ctrl[1] = w[1];
	} else if (bpf_probe_read_user(ctrl, sizeof(ctrl), (void *)(addr + 32)) < 0) {
		return 0;
	}
	if (!ctrl[0])
		return 0;
	for (int i = 0; i < 4; i++) {
		if (pos + hdr > ctrl[1])
			return 0;
		if (compat) {
			if (bpf_probe_read_user(w, sizeof(w), (void *)(ctrl[0] + pos)) < 0)
				return 0;
			cm.len = w[0];
			cm.level = (__s32)w[1];
			cm.type = (__s32)w[2];
		} else if (bpf_probe_read_user(&cm, sizeof(cm), (void *)(ctrl[0] + pos)) < 0) {
			return 0;
		}
		if (cm.len < hdr)
			return 0;
		if (cm.level == 1 && cm.type == 1) {   /* SOL_SOCKET, SCM_RIGHTS */
			*fds = ctrl[0] + pos + hdr;
			return (cm.len - hdr) / sizeof(int);
		}
		pos += (cm.len + align) & ~align;
	}
	return 0;
}

/* The identities of the n descriptors (at most EBT_SCM_FDS_MAX) at fds,
 * passed with SCM_RIGHTS. */
__noinline int cap_scm_fdinfo(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			      __u64 fds, __u32 n)
{
	struct ebt_fdinfo fi;
	struct ebt_cap *c;
	int fd;

	if (!s || !spec || !n || off > CAP_ROOM_END - EBT_SCM_FDS_MAX * sizeof(fi))
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	for (__u32 i = 0; i < EBT_SCM_FDS_MAX; i++) {
		if (i >= n || bpf_probe_read_user(&fd, sizeof(fd), (void *)(fds + i * sizeof(int))) < 0)
			break;
		fd_identity(fd, &fi);
		__builtin_memcpy(s->buf + off + sizeof(*c) + i * sizeof(fi), &fi, sizeof(fi));
		c->len += sizeof(fi);
	}
	return cap_end(off, c->len);
}

/* New descriptors: the return value (src->addr is ignored), the two ints
 * at src->addr (pipe, socketpair), or those passed with SCM_RIGHTS in the
 * msghdr at src->addr (spec->count). */
__noinline int cap_fdinfo(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  const struct cap_src *src)
{
	struct ebt_fdinfo fi[2];
	struct ebt_cap *c;
	int fds[2] = { -1, -1 };
	__u32 n = 1;

	if (!s || !spec || !src || off > CAP_ROOM_END - 2 * sizeof(fi))
		return off;
	/* a msghdr's: the search is a function of its own, so that the
	 * descriptors' loop is verified once for both layouts */
	if (spec->count) {
		__u64 at = 0;
		int n = scm_rights_at(src->addr, src->compat, &at);

		return cap_scm_fdinfo(s, off, spec, at, n);
	}
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


/* The task's id as a task of PID namespace level `level` sees it (the
 * caller's: the ids it passes and gets are of its namespace), 0 when it
 * has none there. */
static __always_inline __s32 id_at_level(__u64 task, __u32 level)
{
	__u64 pid = task_u64(task, off.task_thread_pid);

	if (!pid || task_u32(pid, off.pid_level) < level)
		return 0;
	return (__s32)task_u32(pid + off.pid_numbers + (__u64)(level & (MAX_PIDNS_LEVEL - 1)) * 16, 0);
}

/* EBT_CAP_COMM: the caller's children, one a round, until the one
 * whose id is wanted. */
struct comm_search {
	__u64 head;    /* the caller's children list */
	__u64 node;    /* the list entry being looked at */
	__u64 found;   /* its task, once found */
	__s32 id;
	__u32 level;   /* of the namespace id is in */
};

static long comm_step(__u32 i, void *ctx)
{
	struct comm_search *cs = ctx;
	__u64 task;

	if (!cs->node || cs->node == cs->head)
		return 1;
	task = cs->node - off.task_sibling;
	if (id_at_level(task, cs->level) == cs->id) {
		cs->found = task;
		return 1;
	}
	bpf_probe_read_kernel(&cs->node, sizeof(cs->node), (void *)cs->node);
	return 0;
}

/* The task id names in the namespace of level `level`: the caller (its
 * thread, or its process's leader), its process's parent, else one of its
 * children (those a wait or a signal most often names), while they exist;
 * 0 when none is. */
static __always_inline __u64 task_of_id(__s32 id, __u32 level)
{
	__u64 task = bpf_get_current_task();
	__u64 leader = task_u64(task, off.task_group_leader), parent;
	struct comm_search cs = { .id = id, .level = level };

	if (id_at_level(task, level) == id)
		return task;
	if (id_at_level(leader, level) == id)
		return leader;
	parent = task_u64(task, off.task_real_parent);
	leader = parent ? task_u64(parent, off.task_group_leader) : 0;
	if (leader && id_at_level(leader, level) == id)
		return leader;
	cs.head = task + off.task_children;
	bpf_probe_read_kernel(&cs.node, sizeof(cs.node), (void *)cs.head);
	bpf_loop(EBT_CHILDREN_MAX, comm_step, &cs, 0);
	return cs.found;
}

/* The level of the task's own PID namespace. */
static __always_inline __u32 pidns_level_of(__u64 task)
{
	return task_u32(task_u64(task, off.task_thread_pid), off.pid_level);
}

static __always_inline void read_comm(void *dst, __u64 task)
{
	bpf_probe_read_kernel(dst, EBT_COMM_LEN, (void *)(task + off.task_comm));
}

__noinline int cap_comm(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec, __s32 id)
{
	struct ebt_cap *c;
	__u64 task;

	if (!s || !spec || off > CAP_ROOM_END - EBT_COMM_LEN || id <= 0)
		return off;
	task = task_of_id(id, pidns_level_of(bpf_get_current_task()));
	if (!task)
		return off;
	off &= OFF_MASK;
	c = cap_start(s, off, spec);
	read_comm(s->buf + off + sizeof(*c), task);
	c->len = EBT_COMM_LEN;
	return cap_end(off, c->len);
}

/* An array: when its read faults, the elements before the first
 * unreadable page, marked EBT_CAPF_FAULT (strace shows those, then the
 * address it could not read). */
__noinline int cap_upto_fault(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			      struct cap_src *src)
{
	struct ebt_cap *c;
	__u64 room;
	__u32 end;

	if (!s || !spec || !src || off > CAP_ROOM_END)
		return off;
	end = cap_bytes(s, off, spec, src);
	c = (void *)(s->buf + (off & OFF_MASK));
	room = 4096 - (src->addr & 4095);
	if (!c->err || room >= src->len)
		return end;
	src->len = room;
	end = cap_bytes(s, off, spec, src);
	c = (void *)(s->buf + (off & OFF_MASK));
	c->flags |= EBT_CAPF_FAULT;
	return end;
}

/* Whether [from, to) (from at a page start, to at most EBT_CAP_MAX bytes
 * further) lies in mappings of the current task. */
static __always_inline int all_mapped(__u64 from, __u64 to)
{
	for (int i = 0; i <= EBT_CAP_MAX / 4096; i++) {
		__u64 page = from + (__u64)i * 4096;

		if (page >= to)
			break;
		if (unmapped(page))
			return 0;
	}
	return 1;
}

/* An fd_set (EBT_CAP_BITMAP_ARG) up to the first unreadable page, marked
 * EBT_CAPF_PAST_FDS when that page and the rest are mapped (anonymous
 * memory never touched reads as zeros) and past the bits the call looks
 * at: select(2^31-1, ...) reads only as many bits as the descriptor table
 * has, and the pages of a huge set after them may never be touched. */
__noinline int cap_bitmap(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			  struct cap_src *src)
{
	struct ebt_cap *c;
	__u32 end, fds;
	__u64 len;

	if (!s || !spec || !src || off > CAP_ROOM_END)
		return off;
	len = src->len;
	end = cap_upto_fault(s, off, spec, src);
	c = (void *)(s->buf + (off & OFF_MASK));
	if (!(c->flags & EBT_CAPF_FAULT) || c->err)
		return end;
	fds = fd_table_size();
	if (fds && c->len >= (fds + 63) / 64 * 8 && all_mapped(src->addr + c->len, src->addr + len))
		c->flags |= EBT_CAPF_PAST_FDS;
	return end;
}

/* A FIELD fd_set (EBT_FIELD_FDSET) of the struct at src->addr: src made
 * its set, the longs that hold as many bits as the struct's count says;
 * 0 when it has none. */
static __always_inline int field_fdset_src(const struct ebt_cap_spec *spec, struct cap_src *src)
{
	__u64 ptr = 0;
	__u32 n = 0;

	if (bpf_probe_read_user(&ptr, spec->flags & EBT_SPEC_PTR32 ? 4 : 8,
				(void *)(src->addr + (spec->flags & EBT_SPEC_PTR32 ?
						      spec->count >> 16 : spec->count))) < 0 ||
	    bpf_probe_read_user(&n, sizeof(n), (void *)(src->addr + spec->nelem)) < 0)
		return 0;
	src->addr = ptr;
	src->len = ((__u64)n + 63) / 64 * 8;
	if (src->len > spec->size)
		src->len = spec->size;
	return ptr && src->len;
}

/* An extensible struct (see EBT_CAP_EXT): as many bytes as its size
 * argument says, at most size; when they cannot all be read, its first
 * count bytes alone, marked EBT_CAPF_SHORT. */
__noinline int cap_ext(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
		       struct cap_src *src)
{
	struct ebt_cap *c;
	__u32 end;

	if (!s || !spec || !src || off > CAP_ROOM_END)
		return off;
	end = cap_bytes(s, off, spec, src);
	c = (void *)(s->buf + (off & OFF_MASK));
	if (!c->err || src->len <= spec->count)
		return end;
	src->len = spec->count;
	end = cap_bytes(s, off, spec, src);
	c = (void *)(s->buf + (off & OFF_MASK));
	c->flags |= EBT_CAPF_SHORT;
	return end;
}

/* A kind that no plan uses: its branch is known dead when the program
 * loads (cap_kinds is read-only), so the verifier never looks at it nor at
 * the functions only it calls. */
#define KIND_USED(k) (cap_kinds & (1u << (k)))

/* KVM_RUN's exit reason (see EBT_CAP_KVM_RUN): in the struct kvm_run of
 * the vcpu whose file descriptor fd is; at is where the capture goes. */
__noinline int cap_kvm_run(struct scratch *s, __u32 at, const struct ebt_cap_spec *spec, int fd)
{
	__u64 file, vcpu = 0, run = 0;
	__u32 reason = 0;
	struct ebt_cap *c;

	if (!s || !spec || !off.kvm_vcpu_run || at > CAP_ROOM_END)
		return at;
	file = fd_file(fd);
	if (!file ||
	    bpf_probe_read_kernel(&vcpu, sizeof(vcpu), (void *)(file + off.file_private_data)) < 0 ||
	    !vcpu || bpf_probe_read_kernel(&run, sizeof(run), (void *)(vcpu + off.kvm_vcpu_run)) < 0 ||
	    !run || bpf_probe_read_kernel(&reason, sizeof(reason), (void *)(run + 8)) < 0)
		return at;
	at &= OFF_MASK;
	c = cap_start(s, at, spec);
	__builtin_memcpy(s->buf + at + sizeof(*c), &reason, sizeof(reason));
	c->len = sizeof(reason);
	return cap_end(at, c->len);
}

__noinline int capture_one(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			   const struct cap_call *cc)
{
	struct cap_src src = { .limit = -1, .compat = cc ? cc->compat : 0 };
	const __u64 *args;
	__s64 ret;
	int at_exit;
	__u32 a, la;
	__u64 n;

	if (!s || !spec || !cc)
		return off;
	args = cc->args;
	ret = cc->ret;
	/* mixed: each capture as at its own time */
	at_exit = cc->mixed ? !(spec->when & (EBT_AT_ENTER | EBT_AT_BLOCK)) : cc->at_exit;
	a = spec->arg;
	la = spec->len_arg;
	if (spec->kind == EBT_CAP_KVM_RUN) {
		if (!KIND_USED(EBT_CAP_KVM_RUN) || !at_exit || ret != 0)
			return off;
		return cap_kvm_run(s, off, spec, (int)args[0]);
	}
	if (spec->kind == EBT_CAP_FDINFO) {
		if (!KIND_USED(EBT_CAP_FDINFO) || !at_exit || ret < 0)
			return off;
		src.limit = ret;
		if (a < EBT_NARGS)
			src.addr = args[a];
		else if (a != EBT_CAP_ARG_RET)
			return off;
		return cap_fdinfo(s, off, spec, &src);
	}
	if (spec->kind == EBT_CAP_COMM) {
		if (!KIND_USED(EBT_CAP_COMM))
			return off;
		if (a == EBT_CAP_ARG_RET)
			return at_exit ? cap_comm(s, off, spec, (__s32)ret) : off;
		if (a >= EBT_NARGS)
			return off;
		return cap_comm(s, off, spec, (__s32)args[a]);
	}
	/* a FIELD's len_arg is the size of its elements, not an argument */
	if (a >= EBT_NARGS || (la >= EBT_NARGS && spec->kind != EBT_CAP_FIELD &&
				spec->kind != EBT_CAP_FIELD_STRS))
		return off;
	/* a length or count argument, as wide as the call takes it */
	n = la >= EBT_NARGS ? 0 : spec->flags & EBT_SPEC_LEN32 ? (__u32)args[la] : args[la];
	src.addr = spec->kind == EBT_CAP_STACK ? cc->sp : args[a];
	if (!src.addr)
		return off;
	switch (spec->kind) {
	case EBT_CAP_STR:
	case EBT_CAP_FIXED:
	case EBT_CAP_STACK:
		if (!KIND_USED(EBT_CAP_STR) && !KIND_USED(EBT_CAP_FIXED) && !KIND_USED(EBT_CAP_STACK))
			return off;
		src.len = spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_FIXED_OK:
		if (!KIND_USED(EBT_CAP_FIXED_OK))
			return off;
		if (ret < 0)
			return off;
		src.len = spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_BITMAP_ARG:
		if (!KIND_USED(EBT_CAP_BITMAP_ARG))
			return off;
		src.len = (args[la] + spec->count) / 64 * 8;
		if (src.len > spec->size)
			src.len = spec->size;
		if (!src.len)
			return off;
		return cap_bitmap(s, off, spec, &src);
	case EBT_CAP_EXT:
		if (!KIND_USED(EBT_CAP_EXT))
			return off;
		src.len = n < spec->size ? n : spec->size;
		return cap_ext(s, off, spec, &src);
	case EBT_CAP_BUF_ARG:   /* count: a header before the len_arg bytes */
		if (!KIND_USED(EBT_CAP_BUF_ARG))
			return off;
		src.len = n < spec->size - spec->count ? n + spec->count : spec->size;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_BUF_RET:
		if (!KIND_USED(EBT_CAP_BUF_RET))
			return off;
		if (!at_exit || ret <= 0)
			return off;
		src.len = (__u64)ret < spec->size ? (__u64)ret : spec->size;
		/* count: no more than the buffer's length (recv with
		 * MSG_TRUNC returns the datagram's) */
		if (spec->count && n < src.len)
			src.len = n;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_PAGES_ARG:
		if (!KIND_USED(EBT_CAP_PAGES_ARG))
			return off;
		if (ret < 0)
			return off;
		src.len = (n >> 12) + ((n & 4095) != 0);
		if (src.len > spec->size)
			src.len = spec->size;
		if (!src.len)
			return off;
		return cap_bytes(s, off, spec, &src);
	case EBT_CAP_ARR_ARG:
	case EBT_CAP_ARR_RET:
		if (!KIND_USED(EBT_CAP_ARR_ARG) && !KIND_USED(EBT_CAP_ARR_RET))
			return off;
		src.len = spec->kind == EBT_CAP_ARR_ARG ? n : (__u64)(ret > 0 ? ret : 0);
		if (src.len > spec->count)
			src.len = spec->count;
		/* nelem: the bytes of a header before the elements */
		src.len = src.len * spec->size + spec->nelem;
		if (!src.len)
			return off;
		return cap_upto_fault(s, off, spec, &src);
	case EBT_CAP_STRARR:
		if (!KIND_USED(EBT_CAP_STRARR))
			return off;
		return cap_strarr(s, off, spec, &src);
	case EBT_CAP_PTRCOUNT:
		if (!KIND_USED(EBT_CAP_PTRCOUNT))
			return off;
		return cap_ptrcount(s, off, spec, &src);
	case EBT_CAP_IOCBS:
		if (!KIND_USED(EBT_CAP_IOCBS))
			return off;
		src.len = n;
		return cap_iocbs(s, off, spec, &src);
	case EBT_CAP_IOV:
		if (!KIND_USED(EBT_CAP_IOV))
			return off;
		src.len = n;
		src.limit = at_exit ? (ret < 0 ? 0 : ret) : -1;
		return cap_iov(s, off, spec, &src);
	case EBT_CAP_BUF_PTRLEN: {
		__u32 l = 0;

		if (!KIND_USED(EBT_CAP_BUF_PTRLEN))
			return off;
		if (!args[la] || bpf_probe_read_user(&l, sizeof(l), (void *)args[la]) < 0)
			return off;
		src.len = l < spec->size ? l : spec->size;
		if (!src.len)
			return off;
		return cap_bytes(s, off, spec, &src);
	}
	case EBT_CAP_SOCKOPT: {
		/* SOL_SOCKET SO_ATTACH_FILTER (SO_GET_FILTER to getsockopt),
		 * SO_ATTACH_REUSEPORT_CBPF: a classic BPF program */
		int filter = (__u32)args[1] == 1 && ((__u32)args[2] == 26 ||
						    (!spec->count && (__u32)args[2] == 51));
		__u64 len = n;
		__u32 l = 0;

		if (!KIND_USED(EBT_CAP_SOCKOPT))
			return off;
		if (spec->count) {
			if (!args[la] || bpf_probe_read_user(&l, sizeof(l), (void *)args[la]) < 0)
				return off;
			len = filter ? (__u64)l * 8 : l;
			if (!len)
				return off;
		/* a struct sock_fprog: 16 bytes, a compat one 8 (cap_fprog) */
		} else if (filter && ((__u32)len == 16 || (__u32)len == 8) && spec->nelem) {
			struct ebt_cap_spec prog = *spec;

			prog.size = spec->nelem;
			src.len = len;
			return cap_fprog(s, off, &prog, &src);
		}
		src.len = len < spec->size ? len : spec->size;
		return cap_bytes(s, off, spec, &src);
	}
	case EBT_CAP_DEREF:
		if (!KIND_USED(EBT_CAP_DEREF))
			return off;
		return cap_deref(s, off, spec, &src);
	case EBT_CAP_FIELD:
		if (!KIND_USED(EBT_CAP_FIELD))
			return off;
		if (spec->len_arg == EBT_FIELD_STRARR)
			return cap_field_strarr(s, off, spec, &src);
		if (spec->len_arg == EBT_FIELD_SG_IO) {
			struct tagged t = {};

			for (__u32 k = 0; k < SG_BUFS; k++) {
				int iovs = sg_buf_tag(&src, k, spec->size, &t);

				if (iovs >= 0)
					off = cap_sg_data(s, off, spec, &t, iovs);
			}
			return off;
		}
		if (spec->len_arg == EBT_FIELD_BPF_PROG_INFO)
			return cap_bpf_prog_info(s, off, spec, &src);
		if (spec->len_arg == EBT_FIELD_FDSET) {
			__u32 end;

			if (!field_fdset_src(spec, &src))
				return off;
			end = cap_bitmap(s, off, spec, &src);
			((struct ebt_cap *)(s->buf + (off & OFF_MASK)))->field = spec->count & 0xffff;
			return end;
		}
		return cap_field(s, off, spec, &src);
	case EBT_CAP_FIELD_STRS:
		if (!KIND_USED(EBT_CAP_FIELD_STRS))
			return off;
		return cap_field_strs(s, off, spec, &src);
	case EBT_CAP_IOC: {
		__u32 req = args[la], dir = req >> 30, size = (req >> 16) & 0x3fff;
		__u64 want, page;
		struct ebt_cap *c;
		__u32 end;

		if (!KIND_USED(EBT_CAP_IOC))
			return off;
		/* a request without a direction says nothing of its argument;
		 * nelem: the call writes it whatever the direction says */
		if (!dir)
			dir = 3;
		if (spec->nelem)
			dir |= 2;
		/* at entry what is there (_IOC_WRITE: the call reads it; some
		 * requests read what their direction says they only write);
		 * _IOC_READ: what a successful call wrote (a call that never
		 * ran: what is there, once) */
		if (cc->mixed ? at_exit || (!(dir & 1) && ret < 0) :
		    at_exit && (!(dir & 2) || ret < 0))
			return off;
		/* at least count bytes: the data many structs end with (an
		 * array, a buffer) follows them; else what is there up to the
		 * end of the page; else as long as the request says (a struct
		 * across two pages) */
		want = size > spec->count ? size : spec->count;
		page = 4096 - (src.addr & 4095);
		src.len = want < spec->size ? want : spec->size;
		end = cap_bytes(s, off, spec, &src);
		c = (void *)(s->buf + (off & OFF_MASK));
		if (off > CAP_ROOM_END || !c->err)
			return end;
		if (page < src.len) {
			src.len = page;
			end = cap_bytes(s, off, spec, &src);
			if (!c->err || page >= size)
				return end;
		}
		if (size && size < src.len) {
			src.len = size < spec->size ? size : spec->size;
			end = cap_bytes(s, off, spec, &src);
		}
		return end;
	}
	case EBT_CAP_FPROG:
		if (!KIND_USED(EBT_CAP_FPROG))
			return off;
		return cap_fprog(s, off, spec, &src);
	case EBT_CAP_DENTS:
		if (!KIND_USED(EBT_CAP_DENTS))
			return off;
		if (!at_exit || ret <= 0)
			return off;
		src.len = (__u64)ret < spec->size ? (__u64)ret : spec->size;
		off = cap_bytes(s, off, spec, &src);
		if ((__u64)ret <= spec->size)
			return off;
		src.len = ret;
		return cap_dents_count(s, off, spec, &src);
	case EBT_CAP_MSGHDR:
		if (!KIND_USED(EBT_CAP_MSGHDR))
			return off;
		/* len_arg set: the data is output, as long as the return value */
		src.limit = !at_exit ? -2 : !la ? -1 : ret < 0 ? 0 : ret;
		off = cap_msghdr(s, off, spec, &src);
		return at_exit ? cap_msg_control(s, off, spec, &src) : off;
	case EBT_CAP_MMSGHDR:
		if (!KIND_USED(EBT_CAP_MMSGHDR))
			return off;
		src.len = n;
		/* at enter: the headers as given (recvmmsg's name lengths) */
		if (!at_exit)
			src.limit = -2;
		return cap_mmsghdr(s, off, spec, &src);
	}
	return off;
}

/* Socket data (sendto, recvfrom, sendmsg, recvmsg: spec->nelem set): a
 * netlink socket's messages are decoded, so they are captured up to
 * spec->nelem bytes, and the capture says the socket's protocol. */
static __always_inline int capture(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
				   const struct cap_call *cc)
{
	struct ebt_cap_spec wide;
	int proto = -1;
	__u32 end;

	/* at exit, and when the call blocks (its line is then shown from
	 * that capture) */
	if (spec->nelem && (spec->kind == EBT_CAP_BUF_ARG ||
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

/* Which of an execve's inputs (EXEC_REDO_*) the capture of spec is: its
 * path, argv and envp are arguments arg0, arg0 + 1 and arg0 + 2. */
static __always_inline __u32 exec_input(const struct ebt_cap_spec *spec, __u32 arg0)
{
	__u32 i = spec->arg - arg0;

	return i < 3 ? 1u << i : 0;
}

/* An input of a successful execve taken from the new image, where the
 * kernel copied it (s->job says which, see exec_redo): the path at
 * execfn; argv and envp from the arrays above argc at the new stack
 * pointer, strings that are all in pages present (the caller's copy may
 * not have been, at enter).  The job, not cc, carries what only this
 * needs: the stack that the deepest captures take is at its limit. */
__noinline int cap_exec_image(struct scratch *s, __u32 off, const struct ebt_cap_spec *spec,
			      const struct cap_call *cc)
{
	struct cap_src src = { .limit = -1 };
	__u32 which, word;
	__s64 err = 0;
	__u64 argc;

	if (!s || !spec || !cc)
		return off;
	which = exec_input(spec, s->job.exec_arg0) & s->job.exec_redo;
	src.compat = (s->job.exec_redo & EXEC_REDO_COMPAT) != 0;
	word = src.compat ? 4 : 8;
	if (which == EXEC_REDO_PATH && spec->kind == EBT_CAP_STR) {
		src.addr = s->job.execfn;
		src.len = spec->size;
		return src.addr ? cap_bytes(s, off, spec, &src) : off;
	}
	if (!which || !cc->sp)
		return off;
	argc = user_word(cc->sp, 0, src.compat, &err);
	if (err || argc > 0x7fffffff)
		return off;
	src.addr = cc->sp + word;
	if (which == EXEC_REDO_ENVP)
		src.addr += (argc + 1) * word;
	if (spec->kind == EBT_CAP_STRARR && KIND_USED(EBT_CAP_STRARR))
		return cap_strarr(s, off, spec, &src);
	if (spec->kind == EBT_CAP_PTRCOUNT && KIND_USED(EBT_CAP_PTRCOUNT))
		return cap_ptrcount(s, off, spec, &src);
	return off;
}

/* Note in s->job.exec_missed whether the capture at off, of the plan's
 * capture i, missed some of an execve's input.  A global function apart
 * from the captures': the stack of their deepest chain is at its limit. */
__noinline int note_exec_missed(struct scratch *s, const struct ebt_plan *plan, __u32 i, __u32 off)
{
	const struct ebt_cap_spec *spec;
	const struct ebt_cap *c;

	if (!s || !plan || i >= EBT_PLAN_CAPS || off > CAP_ROOM_END)
		return 0;
	spec = &plan->caps[i];
	if (!(spec->when & EBT_AT_FAILED))
		return 0;
	c = (const void *)(s->buf + (off & OFF_MASK));
	/* STRARR: field and pad are the strings kept as pointers */
	if (c->err || (c->flags & EBT_CAPF_FAULT) ||
	    (c->kind == EBT_CAP_STRARR && (c->field || c->pad)))
		s->job.exec_missed |= exec_input(spec, s->job.exec_arg0);
	return 0;
}

/* The capture i of plan, when it is taken now: the record's new end.
 * cc->mixed: the exit of a call that never ran (-e inject=), which had no
 * enter record: the captures of both, each as at its own time (which
 * capture_one tells from the capture's own plan: set here, a value on
 * the stack that differs from one capture to the next would have the
 * verifier check the captures after it once for each).  A global
 * function: verified once, not once for each capture of the plan. */
__noinline int capture_nth(struct scratch *s, __u32 off, const struct ebt_plan *plan, __u32 i,
			   const struct cap_call *cc)
{
	const struct ebt_cap_spec *spec;
	int when;

	if (!s || !plan || !cc || i >= EBT_PLAN_CAPS || i >= plan->ncaps)
		return off;
	when = cc->mixed ? EBT_AT_ENTER | EBT_AT_BLOCK | EBT_AT_EXIT :
	       cc->at_exit ? EBT_AT_EXIT : EBT_AT_ENTER | EBT_AT_BLOCK;
	spec = &plan->caps[i];
	if (!(spec->when & when))
		return off;
	if (exec_retake && (spec->when & EBT_AT_FAILED) && when == EBT_AT_EXIT && cc->ret == 0)
		return cap_exec_image(s, off, spec, cc);
	if (exec_retake && (spec->when & EBT_AT_FAILED) && when == EBT_AT_EXIT &&
	    !(cc->ret < 0 && cc->ret >= -4095))
		return off;
	return capture(s, off, spec, cc);
}

/* The captures of plan due now (cc says when); s->job.exec_missed: the
 * execve inputs (EXEC_REDO_*) whose capture missed some of them. */
static __always_inline __u32 capture_all(struct scratch *s, __u32 off, const struct ebt_plan *plan,
					 struct cap_call *cc, __u16 *ncaps)
{
	s->job.exec_missed = 0;
	for (__u32 i = 0; i < EBT_PLAN_CAPS; i++) {
		__u32 before = off;

		off = capture_nth(s, off, plan, i, cc);
		if (off == before)
			continue;
		(*ncaps)++;
		if (exec_retake && !cc->at_exit)
			note_exec_missed(s, plan, i, before);
	}
	return off;
}

#endif
