/* Records of the structured output forms (see record.h), and their JSON
 * lines form (chrome.c writes the other). */
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "decode.h"
#include "decorate.h"
#include "json.h"
#include "options.h"
#include "record.h"
#include "signals.h"

/* The version of the schema doc/ebtrace-json.md describes. */
#define SCHEMA_VERSION 1

bool rec_arg_open;

static struct record rec;
static bool active;
static struct outstream *rec_stream;
static FILE *real_fp;          /* the stream the record's line belongs to */
static FILE *mem;
static char *membuf;
static size_t memlen;

/* the call's registers, for the scalars' values */
static const struct sysent *rec_se;
static uint64_t regs[EBT_NARGS];
static bool rec_raw;
static struct rec_arg *arg;    /* the argument open */
static int arg_index;
static int composing;

static const char **names;
static size_t nnames, names_room;
static unsigned char *bytes;
static size_t nbytes, bytes_room;

/* text outside lines: -k frames, -e read= dumps */
static struct outstream loose;
static char *loosebuf;
static size_t looselen;
static struct outstream *loose_to;
static uint32_t loose_tid, loose_tgid;

static FILE *memstream(char **buf, size_t *len)
{
	FILE *fp = open_memstream(buf, len);

	if (!fp)
		die("Out of memory");
	return fp;
}

/* ---- the stream ------------------------------------------------------------ */

void record_stream_open(FILE *fp)
{
	if (opt.format == FORMAT_CHROME) {
		chrome_open(fp);
	} else {
		struct jw w;

		jw_open(&w, fp);
		jw_s(&w, "type", "header");
		jw_s(&w, "format", "ebtrace-json");
		jw_i(&w, "version", SCHEMA_VERSION);
		jw_s(&w, "ebtrace", PACKAGE_VERSION);
		jw_close(&w);
		putc_unlocked('\n', fp);
	}
}

void record_stream_close(FILE *fp)
{
	if (opt.format == FORMAT_CHROME)
		chrome_close(fp);
}

void record_stream_forget(struct outstream *s)
{
	if (loose_to == s)
		loose_to = NULL;
}

/* ---- the JSON lines form ------------------------------------------------------ */

static void write_common(struct jw *w, FILE *fp, const struct record *r, const char *type)
{
	jw_open(w, fp);
	jw_s(w, "type", type);
	jw_u(w, "pid", r->tgid);
	jw_u(w, "tid", r->tid);
	if (dec.tfmt)
		jw_secs(w, "timestamp", r->wall_ns);
	if (dec.rflag)
		jw_secs(w, "relative", r->rel_ns);
	if (dec.nflag && r->nr >= 0)
		jw_u(w, "nr", ebt_key_nr(r->nr));
	if (dec.iflag && r->ip)
		jw_u(w, "ip", r->ip);
	if (dec.comm && r->t && r->t->comm[0])
		jw_s(w, "comm", r->t->comm);
}

static void write_arg(struct jw *w, const struct record *r, const struct rec_arg *a)
{
	jw_obj(w, NULL);
	jw_sn(w, "text", r->text + a->from, a->to - a->from);
	if (a->has_value && a->is_signed)
		jw_i(w, "value", (long long)(int64_t)a->value);
	else if (a->has_value)
		jw_u(w, "value", a->value);
	if (a->nleaves == 1 && a->leaf == LEAF_CONST && a->names_to > a->names_from)
		jw_s(w, "const", r->names[a->names_from]);
	if (a->nleaves == 1 && a->leaf == LEAF_FLAGS) {
		jw_arr(w, "flags");
		for (int i = a->names_from; i < a->names_to; i++)
			jw_s(w, NULL, r->names[i]);
		jw_end(w, ']');
		if (a->rest)
			jw_u(w, "flags_rest", a->rest);
	}
	if (a->nleaves == 1 && a->leaf == LEAF_STR) {
		jw_sn(w, "str", r->bytes + a->bytes_from, a->bytes_to - a->bytes_from);
		jw_b(w, "truncated", a->truncated);
	}
	jw_end(w, '}');
}

static void write_call(struct jw *w, const struct record *r)
{
	jw_s(w, "syscall", r->name);
	jw_arr(w, "args");
	for (int i = 0; i < r->nargs; i++)
		write_arg(w, r, &r->args[i]);
	jw_end(w, ']');
	if (r->has_ret && !r->failed && !r->restart) {
		jw_i(w, "retval", r->ret);
	} else if (r->has_ret && !r->restart) {
		jw_i(w, "retval", -1);
	} else {
		jw_null(w, "retval");
	}
	if (r->has_ret)
		jw_sn(w, "retval_text", r->text + r->ret_from, r->ret_to - r->ret_from);
	if (r->has_ret && r->failed) {
		jw_i(w, "errno", -r->ret);
		if (r->err_name)
			jw_s(w, "error", r->err_name);
		if (r->err_msg)
			jw_s(w, "message", r->err_msg);
	}
	if (dec.Tflag && r->has_ret)
		jw_secs(w, "duration", r->exit_ts > r->enter_ts && r->enter_ts ?
			r->exit_ts - r->enter_ts : 0);
	if (r->noreturn)
		jw_b(w, "noreturn", true);
	if (r->cut)
		jw_b(w, "unfinished", true);
	if (r->detached)
		jw_b(w, "detached", true);
}

static void json_write(FILE *fp, const struct record *r)
{
	static const char *const types[] = {
		[REC_LINE] = "line", [REC_CALL] = "syscall", [REC_SIGNAL] = "signal",
		[REC_STOPPED] = "stopped", [REC_EXIT] = "exit", [REC_PERSONALITY] = "personality",
	};
	const char *type = types[r->type];
	struct jw w;

	if (r->type == REC_EXIT)
		type = r->superseded_by ? "superseded" : r->signaled ? "killed" : "exit";
	write_common(&w, fp, r, type);
	switch (r->type) {
	case REC_CALL:
		write_call(&w, r);
		break;
	case REC_SIGNAL:
	case REC_STOPPED:
		jw_s(&w, "signal", signal_name(r->sig));
		break;
	case REC_EXIT:
		if (r->superseded_by)
			jw_u(&w, "by", r->superseded_by);
		else if (r->signaled) {
			jw_s(&w, "signal", signal_name(r->sig));
			jw_b(&w, "core_dumped", r->core);
		} else {
			jw_i(&w, "status", r->status);
		}
		break;
	case REC_PERSONALITY:
		jw_s(&w, "mode", r->mode);
		break;
	default:
		break;
	}
	jw_sn(&w, "text", r->text, r->len);
	jw_close(&w);
	putc_unlocked('\n', fp);
}

static void write_record(FILE *fp, const struct record *r)
{
	if (opt.format == FORMAT_CHROME)
		chrome_write(fp, r);
	else
		json_write(fp, r);
}

void record_gap(FILE *fp, uint64_t n)
{
	struct jw w;

	if (opt.format == FORMAT_CHROME) {
		chrome_gap(fp, n, decor_wall_ns(decor_stamp_ts()));
		return;
	}
	jw_open(&w, fp);
	jw_s(&w, "type", "lost");
	jw_u(&w, "records", n);
	jw_close(&w);
	putc_unlocked('\n', fp);
}

FILE *record_summary_begin(struct jw *w, FILE *fp, const char *mode)
{
	if (opt.format == FORMAT_CHROME)
		fp = chrome_summary_begin(fp);
	jw_open(w, fp);
	jw_s(w, "type", "summary");
	if (mode)
		jw_s(w, "personality", mode);
	return fp;
}

void record_summary_end(struct jw *w)
{
	jw_close(w);
	if (opt.format == FORMAT_CHROME)
		chrome_summary_end(w->fp);
	else
		putc_unlocked('\n', w->fp);
}

/* ---- a line's record ------------------------------------------------------- */

void record_begin(struct outstream *s, struct tcb *t)
{
	if (active)
		record_end(rec_stream, true);
	if (!mem)
		mem = memstream(&membuf, &memlen);
	rewind(mem);
	memset(&rec, 0, sizeof(rec));
	rec.t = t;
	rec.tid = t->tid;
	rec.tgid = t->tgid;
	rec.ts = decor_stamp_ts();
	rec.wall_ns = decor_wall_ns(rec.ts);
	if (dec.rflag)
		rec.rel_ns = decor_relative_ns();
	rec.nr = decor_stamp_nr();
	rec.ip = decor_stamp_ip();
	nnames = nbytes = 0;
	composing = 0;
	arg = NULL;
	rec_arg_open = false;
	real_fp = s->fp;
	s->fp = mem;
	rec_stream = s;
	active = true;
}

void record_end(struct outstream *s, bool cut)
{
	if (!active)
		return;
	if (rec_arg_open)
		rec_arg_end();
	active = false;
	rec.len = ftell(mem);
	fflush(mem);
	rec.text = membuf;
	rec.cut = cut;
	rec.names = names;
	rec.bytes = bytes;
	(void)s;
	rec_stream->fp = real_fp;
	write_record(real_fp, &rec);
}

struct outstream *record_loose(struct outstream *s, struct tcb *t)
{
	if (!loose.fp)
		loose.fp = memstream(&loosebuf, &looselen);
	rewind(loose.fp);
	loose.col = 0;
	loose.owner = NULL;
	loose_to = s;
	loose_tid = t ? t->tid : 0;
	loose_tgid = t ? t->tgid : 0;
	return &loose;
}

bool record_is_loose(const struct outstream *s)
{
	return s == &loose;
}

void record_loose_end(void)
{
	struct record r;

	memset(&r, 0, sizeof(r));
	r.len = ftell(loose.fp);
	fflush(loose.fp);
	r.text = loosebuf;
	r.tid = loose_tid;
	r.tgid = loose_tgid;
	r.nr = -1;
	r.type = REC_LINE;
	if (loose_to)
		write_record(loose_to->fp, &r);
	rewind(loose.fp);
	loose.col = 0;
}

/* ---- what the line is ---------------------------------------------------------- */

void rec_call(struct tcb *t, uint64_t enter_ts, const struct call *c, bool raw)
{
	static char unknown[32];

	rec.type = REC_CALL;
	rec.enter_ts = enter_ts;
	if (t->se->name) {
		rec.name = t->se->name;
	} else {
		snprintf(unknown, sizeof(unknown), "syscall_%#lx", (unsigned long)ebt_key_nr(t->nr));
		rec.name = unknown;
	}
	rec_se = t->se;
	rec_raw = raw;
	memcpy(regs, c->args, sizeof(regs));
}

/* Kinds whose register is a signed number. */
static bool kind_signed(unsigned k)
{
	switch (k) {
	case K_int: case K_long: case K_loff: case K_fd: case K_ctxfd: case K_dirfd: case K_newfd: case K_tgid: case K_tid:
	case K_pgid: case K_uid: case K_priowho: case K_iowho: case K_waitid_id:
		return true;
	default:
		return false;
	}
}

void rec_arg_begin(int i)
{
	if (rec.nargs >= (int)(sizeof(rec.args) / sizeof(rec.args[0])))
		return;
	arg = &rec.args[rec.nargs];
	memset(arg, 0, sizeof(*arg));
	arg->from = ftell(mem);
	arg_index = i;
	rec_arg_open = true;
	if (i >= EBT_NARGS)
		return;
	if (rec_raw || !rec_se->name || i >= rec_se->nargs) {
		arg->has_value = rec_raw || !rec_se->name;
		arg->value = regs[i];
		return;
	}
	/* a call's own decoder may print its arguments in another order
	 * than their registers' (clone), or two in one (_llseek) */
	if (!rec_se->custom && kinds[rec_se->args[i].kind].cap == EBT_CAP_NONE) {
		unsigned k = rec_se->args[i].kind;
		unsigned bits = rec_se->args[i].bits ? rec_se->args[i].bits : kinds[k].bits;

		arg->has_value = true;
		arg->is_signed = kind_signed(k);
		arg->value = regs[i];
		if (bits == 32 && arg->is_signed)
			arg->value = (uint64_t)(int64_t)(int32_t)regs[i];
		else if (bits == 16 && regs[i] == UINT16_MAX)   /* a 16-bit id's -1 */
			arg->value = (uint64_t)-1;
	}
}

void rec_arg_end(void)
{
	unsigned cap = EBT_CAP_NONE;

	if (!rec_arg_open)
		return;
	rec_arg_open = false;
	arg->to = ftell(mem);
	if (arg->to == arg->from)
		return;   /* nothing printed: no argument */
	if (!rec_raw && rec_se->name && arg_index < rec_se->nargs)
		cap = kinds[rec_se->args[arg_index].kind].cap;
	/* a leaf is the argument's value only when the argument is that value,
	 * not a structure or an array with one field named */
	if (arg->leaf == LEAF_STR ? cap != EBT_CAP_STR && cap != EBT_CAP_BUF_ARG &&
				     cap != EBT_CAP_BUF_RET && cap != EBT_CAP_BUF_PTRLEN :
	    cap != EBT_CAP_NONE)
		arg->leaf = LEAF_NONE;
	rec.nargs++;
}

int rec_arg_close(void)
{
	if (!active || rec.type != REC_CALL)
		return -1;
	rec_arg_end();
	return arg_index + 1;
}

void rec_ret_begin(void)
{
	rec.ret_from = ftell(mem) + 2;   /* after print_retval's "= " */
}

void rec_ret_end(const struct call *c, uint64_t exit_ts)
{
	rec.ret_to = ftell(mem);
	if (rec.ret_to < rec.ret_from)
		rec.ret_to = rec.ret_from;
	rec.has_ret = true;
	rec.ret = c->ret;
	rec.failed = call_failed(c);
	rec.exit_ts = exit_ts;
}

void rec_error(const char *name, const char *msg, bool restart)
{
	rec.err_name = name;
	rec.err_msg = msg;
	rec.restart = restart;
}

void rec_noreturn(uint64_t ts)
{
	rec.noreturn = true;
	rec.exit_ts = ts;
}

void rec_detached(void)
{
	rec_arg_end();
	rec.detached = true;
}

void rec_signal(int sig, bool stopped)
{
	rec.type = stopped ? REC_STOPPED : REC_SIGNAL;
	rec.sig = sig;
}

void rec_exit(int wstatus, uint32_t superseded_by)
{
	rec.type = REC_EXIT;
	rec.status = (wstatus >> 8) & 0xff;
	rec.sig = wstatus & 0x7f;
	rec.signaled = rec.sig != 0;
	rec.core = (wstatus & 0x80) != 0;
	rec.superseded_by = superseded_by;
}

void rec_personality(const char *mode)
{
	rec.type = REC_PERSONALITY;
	rec.mode = mode;
}

/* ---- leaves ---------------------------------------------------------------------- */

static void push_name(const char *name)
{
	if (nnames == names_room) {
		names_room = names_room ? 2 * names_room : 64;
		names = xrealloc(names, names_room * sizeof(*names));
	}
	names[nnames++] = name;
}

/* The argument's first leaf (true), or a later one: then the argument is
 * no single value. */
static bool first_leaf(enum leaf_kind kind)
{
	if (++arg->nleaves > 1)
		return false;
	arg->leaf = kind;
	arg->names_from = arg->names_to = nnames;
	return true;
}

void rec_leaf_const(const char *name)
{
	if (composing) {
		if (name)
			push_name(name);
		return;
	}
	if (!first_leaf(LEAF_CONST))
		return;
	if (name)
		push_name(name);
	arg->names_to = nnames;
}

void rec_leaf_flags(const struct xlat *x, uint64_t val, const char *zero_name)
{
	bool top = !composing;

	if (top && !first_leaf(LEAF_FLAGS))
		return;
	if (!val && zero_name)
		push_name(zero_name);
	for (; val && x && x->str; x++)
		if (x->val && (val & x->val) == x->val) {
			push_name(x->str);
			val &= ~x->val;
		}
	if (top) {
		arg->names_to = nnames;
		arg->rest = val;
	}
}

void rec_leaf_str(const void *buf, size_t len, bool truncated)
{
	if (composing || !first_leaf(LEAF_STR))
		return;
	xgrow(&bytes, &bytes_room, nbytes + len);
	memcpy(bytes + nbytes, buf, len);
	arg->bytes_from = nbytes;
	nbytes += len;
	arg->bytes_to = nbytes;
	arg->truncated = truncated;
}

/* A value composed by its decoder (flags with fields, modes): one flag
 * set of all the names in it. */
void rec_compose_begin(void)
{
	if (composing++ == 0 && !first_leaf(LEAF_FLAGS))
		composing = 1;
}

void rec_compose_end(void)
{
	if (composing > 0 && --composing == 0 && arg->nleaves == 1)
		arg->names_to = nnames;
}
