/* The capture plans: what the kernel side captures of each syscall, and of
 * each command of the calls that have commands, derived from the syscall
 * table's argument kinds (kinds.def) and from what the decoders ask for
 * (their fields, socket identity, descriptor tracking, compat layouts).
 * This is the one place that knows both; the BPF set-up only loads the
 * plans it makes, so a new decoder never touches it. */
#include <linux/filter.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch.h"
#include "capture_plan.h"
#include "count.h"
#include "decode.h"
#include "decoders/fdpath.h"
#include "decoders/layout.h"
#include "decoders/sockid.h"
#include "decorate.h"
#include "filter.h"
#include "inject.h"
#include "options.h"
#include "syscalls.h"

/* The most bytes one capture takes, in pieces beyond what a record holds:
 * a quarter of the ring. */
static uint32_t capture_max = 4 << 20;

/* The most control data strace reads of a message: the kernel's
 * net.core.optmem_max rounded up to 8 bytes (a default when unknown). */
static uint32_t control_max(void)
{
	static uint32_t max;
	FILE *f;
	long v = 0;

	if (max)
		return max;
	f = fopen("/proc/sys/net/core/optmem_max", "re");
	if (!f || fscanf(f, "%ld", &v) != 1 || v <= 0)
		v = 8 * (2 * 1024 + 512);
	if (f)
		fclose(f);
	max = ((uint64_t)v + 7) & ~7ull;
	return max;
}

/* A capture of n bytes, within capture_max. */
static uint32_t capture_size(uint64_t n)
{
	return n < capture_max ? n : capture_max;
}

/* Entries of an iovec array captured: the -s shown and the one after them
 * (strace reads it before it prints "..."); all with -v or dumps. */
uint32_t capture_iov_count(void)
{
	if (opt.dump_read || opt.dump_write || opt.verbose || opt.string_limit >= EBT_IOV_MAX)
		return EBT_IOV_MAX;
	return opt.string_limit + 1;
}

/* Each element is shown up to -s bytes, read with one more (strace shows
 * the address of a buffer not readable that far); dumps show all of it. */
uint32_t capture_iov_elem_max(void)
{
	if (opt.dump_read || opt.dump_write)
		return 0;
	return capture_size((uint64_t)opt.string_limit + 1);
}

/* Calls that always need their enter record: the exit cannot carry them. */
static bool is_fork_like(const char *name);

static bool needs_enter(const struct sysent *se, const struct ebt_plan *p)
{
	if (se->ret == R_noreturn)          /* exit, exit_group: no exit */
		return true;
	/* the new task's announcement lands inside the parent's line, which
	 * strace had begun before the child existed */
	if (is_fork_like(se->name))
		return true;
	/* their number is gone at exit */
	if (se->name && (!strcmp(se->name, "rt_sigreturn") || !strcmp(se->name, "sigreturn")))
		return true;
	for (unsigned i = 0; i < p->ncaps; i++)
		if (p->caps[i].when & EBT_AT_ENTER)  /* execve's argv (its registers
						      * do not survive), inputs of
						      * in/out arguments */
			return true;
	return false;
}

/* Options that time each call from its enter (-T, -c) must return true:
 * the exit record alone has no start time.  -Y: a call's line carries the name its task had when the call began;
 * the enter record marks that point, so a name the call itself gives the
 * task (prctl, execve) shows from the next line on. */
static bool calls_need_enter(void)
{
	return dec.comm;
}

static bool is_fork_like(const char *name)
{
	return name && (!strcmp(name, "clone") || !strcmp(name, "clone3") ||
	       !strcmp(name, "fork") || !strcmp(name, "vfork"));
}


/* The pointers inside struct kinds, captured with them (kinds.def FIELD). */
static const struct kind_field {
	uint16_t kind;
	uint16_t ptr_off, count_off;
	uint8_t elem_size;
	uint32_t max;
} kind_fields[] = {
#define KIND(name, cap, when, size)
#define FIELD(kind, ptr_off, count_off, elem_size, max) { K_##kind, ptr_off, count_off, elem_size, max },
#include "decoders/kinds.def"
#undef FIELD
#undef KIND
	{ K__COUNT, 0, 0, 0, 0 }
};

/* A compat call's FIELD f of a struct of layout l: its pointer's offset
 * there in the high half of count (the native one names the capture), a
 * pointer of 4 bytes (EBT_SPEC_PTR32), and where its count is (its low 32
 * bits, as natively: a u64 count's too); false when the layout does not say. */
static bool compat_field(const struct kind_field *f, const struct layout *l,
			 struct ebt_cap_spec *fs)
{
	size_t off, size, count_off = 0, count_size = 4;

	if (!layout_compat_field(l, f->ptr_off, &off, &size) ||
	    (f->count_off != EBT_FIELD_NO_COUNT &&
	     !layout_compat_field(l, f->count_off, &count_off, &count_size)) || count_size < 4)
		return false;
	fs->count = f->ptr_off | (uint32_t)off << 16;
	if (size == 4)
		fs->flags |= EBT_SPEC_PTR32;
	if (f->count_off != EBT_FIELD_NO_COUNT)
		fs->nelem = count_off;
	return true;
}

/* After the capture s of argument arg: its kind's FIELD captures, at the
 * same time; a compat call's where its struct's layout says. */
static void plan_fields(struct ebt_plan *p, const struct ebt_cap_spec *s, unsigned kind, bool full,
			bool compat)
{
	for (const struct kind_field *f = kind_fields; f->kind != K__COUNT; f++) {
		struct ebt_cap_spec *fs = &p->caps[p->ncaps];

		if (f->kind != kind || p->ncaps >= EBT_PLAN_CAPS)
			continue;
		memset(fs, 0, sizeof(*fs));
		fs->kind = EBT_CAP_FIELD;
		fs->arg = s->arg;
		fs->when = s->when;
		fs->count = f->ptr_off;
		fs->nelem = f->count_off;
		if (compat && kind_layout(kind) && !compat_field(f, kind_layout(kind), fs))
			continue;
		fs->len_arg = f->elem_size;
		if (compat && kind_field_elem(kind))
			fs->len_arg = layout_size(kind_field_elem(kind), true);
		/* as many elements as -s shows and one more */
		fs->size = f->max ? f->max : (opt.string_limit + 2) * (f->elem_size ? f->elem_size : 1);
		if (fs->size > EBT_CAP_MAX)
			fs->size = EBT_CAP_MAX;
		/* SG_IO's buffers: the -s bytes shown and one more; a compat
		 * call's iovecs of two 32-bit words */
		if (f->elem_size == EBT_FIELD_SG_IO) {
			fs->size = opt.string_limit < EBT_CAP_MAX ? opt.string_limit + 1 : EBT_CAP_MAX;
			if (compat)
				fs->flags |= EBT_SPEC_PTR32;
		}
		/* strings: -s bytes and one more each, in pieces beyond a record */
		if (f->elem_size == EBT_FIELD_STRARR) {
			fs->size = capture_size((uint64_t)opt.string_limit + 2);
			if (full)
				fs->flags |= EBT_SPEC_ALL;
		}
		p->ncaps++;
	}
}

/* The strings behind the elements of FIELD arrays (kinds.def FIELD_STRS). */
static const struct kind_field_strs {
	uint16_t kind;
	uint16_t ptr_off, count_off;
	uint8_t elem_size, str_off, len_off;
} kind_field_strs[] = {
#define KIND(name, cap, when, size)
#define FIELD_STRS(kind, ptr_off, count_off, elem_size, str_off, len_off) \
	{ K_##kind, ptr_off, count_off, elem_size, str_off, len_off },
#include "decoders/kinds.def"
#undef FIELD_STRS
#undef KIND
	{ K__COUNT, 0, 0, 0, 0, 0 }
};

/* After the FIELD captures of argument arg: its kind's FIELD_STRS ones; a
 * compat call's array pointer and count where its struct's layout puts
 * them, its pointers 4 bytes wide (EBT_SPEC_PTR32: the elements' own too,
 * at the same offset, which they are of the structs that have them). */
static void plan_field_strs(struct ebt_plan *p, const struct ebt_cap_spec *s, unsigned kind,
			    bool compat)
{
	for (const struct kind_field_strs *f = kind_field_strs; f->kind != K__COUNT; f++) {
		struct ebt_cap_spec *fs = &p->caps[p->ncaps];
		size_t ptr_off = f->ptr_off, count_off = f->count_off, size = 8, count_size = 4;

		if (f->kind != kind || p->ncaps >= EBT_PLAN_CAPS)
			continue;
		if (compat && (!kind_layout(kind) ||
			       !layout_compat_field(kind_layout(kind), f->ptr_off, &ptr_off, &size) ||
			       !layout_compat_field(kind_layout(kind), f->count_off, &count_off,
						    &count_size) || size != 4 || count_size != 4))
			continue;
		memset(fs, 0, sizeof(*fs));
		fs->kind = EBT_CAP_FIELD_STRS;
		fs->arg = s->arg;
		fs->when = s->when;
		if (compat)
			fs->flags |= EBT_SPEC_PTR32;
		fs->count = ptr_off | (uint32_t)f->str_off << 16 | (uint32_t)f->len_off << 24;
		fs->nelem = count_off;
		fs->len_arg = f->elem_size;
		/* the -s bytes shown and one more, read to tell a string
		 * that cannot be read that far */
		fs->size = opt.string_limit < EBT_CAP_MAX ? opt.string_limit + 1 : EBT_CAP_MAX;
		p->ncaps++;
	}
}

/* -Y: the command names of the tasks a call's ids name, taken by the
 * kernel as strace reads them: a process or thread id argument when the
 * call begins (waitid's child also at its end, when the call did not reap
 * it), a returned one when it ends. */
static void plan_comm(struct ebt_plan *p, unsigned arg, unsigned when)
{
	if (p->ncaps >= EBT_PLAN_CAPS)
		return;
	memset(&p->caps[p->ncaps], 0, sizeof(p->caps[p->ncaps]));
	p->caps[p->ncaps].kind = EBT_CAP_COMM;
	p->caps[p->ncaps].arg = arg;
	p->caps[p->ncaps].when = when;
	p->ncaps++;
}

static void plan_comms(const struct sysent *se, struct ebt_plan *p, bool compat)
{
	for (unsigned i = 0; i < se->nargs; i++) {
		unsigned reg = compat ? (unsigned)compat_reg(se, i) : i;

		if (se->args[i].kind == K_waitid_id)
			plan_comm(p, reg, EBT_AT_BOTH);
		else if (se->args[i].kind == K_tgid || se->args[i].kind == K_tid)
			plan_comm(p, reg, EBT_AT_ENTER);
	}
	if (se->ret == R_tgid || se->ret == R_tid)
		plan_comm(p, EBT_CAP_ARG_RET, EBT_AT_EXIT);
}

/* The capture plan of one syscall, from its argument kinds. */
static void plan_for(long nr, const struct sysent *se, struct ebt_plan *p)
{
	/* -v or -e abbrev=: whole arrays (execve's argv and envp) */
	bool full = opt.verbose || opt.sc_no_abbrev[nr];
	bool compat = ebt_key_pers(nr, 0);
	int dumps = opt.dump_read || opt.dump_write;

	memset(p, 0, sizeof(*p));
	p->flags = EBT_PLAN_TRACED;
	if (!se) {
		/* a number with no name: printed in hex from its exit */
		if (!calls_need_enter())
			p->flags |= EBT_PLAN_NO_ENTER;
		return;
	}
	for (int i = 0; i < se->nargs && p->ncaps < EBT_PLAN_CAPS; i++) {
		const struct kind_info *k = &kinds[se->args[i].kind];
		struct ebt_cap_spec *s = &p->caps[p->ncaps];

		if (k->cap == EBT_CAP_NONE)
			continue;
		/* compat calls: only what reads the same there (decode.c) */
		if (compat && (!sysent_compat_same(se) || !kind_compat_same(se->args[i].kind)))
			continue;
		s->kind = k->cap;
		s->arg = compat ? compat_reg(se, i) : i;
		s->when = k->when & EBT_AT_ENTER_TOO ? EBT_AT_BOTH : k->when;
		s->len_arg = se->args[i].param;
		if (s->len_arg < se->nargs && arg_bits(se, s->len_arg) == 32)
			s->flags |= EBT_SPEC_LEN32;
		if (compat && s->len_arg < se->nargs)
			s->len_arg = compat_reg(se, s->len_arg);
		s->size = k->size;
		/* compat calls: the structure's size in their ABI (layout.c) */
		if (compat && call_layout(se, i))
			s->size = layout_size(call_layout(se, i), true);
		switch (k->cap) {
		case EBT_CAP_STR:      /* one byte more than -s shows, to see "..." */
			if (!s->size)
				s->size = opt.string_limit + 2;
			break;
		case EBT_CAP_DENTS:     /* offsetof(d_name): records are at least this
					 * long; then where their d_reclen is */
			s->count = se->args[i].kind != K_dents32 ? 19 : compat ? 10 : 18;
			s->nelem = compat && se->args[i].kind == K_dents32 ? 8 : 16;
			break;
		case EBT_CAP_IOC:       /* the kind's size: what is taken at least */
			s->count = s->size;
			s->size = EBT_IOC_MAX;
			s->nelem = se->args[i].kind == K_ioctl_written ||
				   se->args[i].kind == K_ioctl_btrfs_vol_v2;
			break;
		case EBT_CAP_MSGHDR:    /* each element's data: -s bytes, dumps all */
			s->size = dumps ? EBT_CAP_MAX : opt.string_limit;
			s->count = control_max();
			break;
		case EBT_CAP_DEREF:     /* its only user points to a sigset_t */
			s->count = 8;
			break;
		case EBT_CAP_MMSGHDR:   /* received data: as long as msg_len */
			s->count = se->args[i].kind == K_mmsghdr_in;
			s->size = dumps ? EBT_CAP_MAX : opt.string_limit;
			/* the elements strace shows (-s of them unless -v) and
			 * the one after, which it reads before its "..."; dumps
			 * show every message the call moved */
			s->nelem = (full || dumps || opt.string_limit >= EBT_MMSG_MAX ?
				    EBT_MMSG_MAX - 1 : opt.string_limit) + 1;
			break;
		case EBT_CAP_PTRCOUNT:  /* -v shows the whole array, not a count */
			if (!full)
				break;
			s->kind = EBT_CAP_STRARR;
			/* fall through */
		case EBT_CAP_STRARR:   /* elements of -s bytes and one more, as many
					* as -s and one more (all with -v) */
			s->size = capture_size((uint64_t)opt.string_limit + 2);
			s->count = full ? EBT_COUNT_ALL : opt.string_limit + 1;
			break;
		case EBT_CAP_ARR_ARG:
		case EBT_CAP_ARR_RET:
			s->count = EBT_CAP_MAX / s->size;
			break;
		case EBT_CAP_IOCBS:     /* as an iovec array each, and a buffer of -s bytes */
			s->count = capture_size((uint64_t)opt.string_limit + 1);
			s->nelem = capture_iov_count();
			s->size = capture_size((uint64_t)s->count * s->nelem);
			break;
		case EBT_CAP_IOV:
			s->count = capture_iov_elem_max();
			s->nelem = capture_iov_count();
			s->size = dumps ? capture_max : capture_size((uint64_t)s->count * s->nelem);
			break;
		case EBT_CAP_PAGES_ARG: /* an array: -v shows it whole */
			s->size = full ? EBT_CAP_MAX : opt.string_limit;
			break;
		case EBT_CAP_BITMAP_ARG: /* nodemasks of maxnode - 1 bits, fd_sets of nfds */
			s->count = se->args[i].kind == K_fdset ? 63 : 62;
			break;
		case EBT_CAP_EXT:       /* the kind's size is the struct's own */
			s->count = s->size;
			s->size = EBT_EXT_MAX;
			break;
		case EBT_CAP_BUF_ARG:
		case EBT_CAP_BUF_RET:
			/* dumps show the whole buffer; else -s bytes and one
			 * more: strace reads that far, and shows the address
			 * of a buffer not readable there */
			if (!s->size)
				s->size = dumps ? capture_max :
					  capture_size((uint64_t)opt.string_limit + 1);
			/* received data: only what the buffer holds */
			if (se->args[i].kind == K_osockbuf)
				s->count = 1;
			break;
		default:
			if (!s->size)
				s->size = opt.string_limit;
			break;
		}
		/* -v shows a seccomp filter's instructions: those too, as many
		 * as the kernel takes (BPF_MAXINSNS) and one more, which
		 * strace's "..." stands for (in pieces beyond a record) */
		if (se->args[i].kind == K_fprog && full) {
			s->kind = EBT_CAP_FPROG;
			s->size = (BPF_MAXINSNS + 1) * 8;
		}
		/* socket options: a socket filter's instructions (shown with -v)
		 * and its length in instructions (64-bit layout only) */
		/* (a compat struct sock_fprog is 8 bytes, its pointer 4) */
		if (se->args[i].kind == K_sockoptval || se->args[i].kind == K_sockoptval_out) {
			s->kind = EBT_CAP_SOCKOPT;
			s->count = se->args[i].kind == K_sockoptval_out;
			if (full && s->count)
				s->size = (BPF_MAXINSNS + 1) * 8;
			s->nelem = full && !s->count ? (BPF_MAXINSNS + 1) * 8 : 0;
		}
		/* keyctl's buffers: no elements, a header of the -s bytes
		 * shown and one more */
		if (se->args[i].kind == K_keybuf || se->args[i].kind == K_okeybuf) {
			s->count = 0;
			s->nelem = opt.string_limit + 1 < EBT_CAP_MAX ? opt.string_limit + 1 : EBT_CAP_MAX;
		}
		/* perf_event_open's attr: as much of it as strace knows */
		if (se->args[i].kind == K_perfattr) {
			s->count = 0;
			s->nelem = 128;
		}
		if (se->args[i].kind == K_okeytext)
			s->count = opt.string_limit + 1 < EBT_CAP_MAX ? opt.string_limit + 1 : EBT_CAP_MAX;
		/* io_uring's probe: its ops follow a 16-byte header */
		if (se->args[i].kind == K_uringprobe)
			s->nelem = 16;
		/* msgsnd/msgrcv: the text follows the message's long mtype
		 * (4 bytes in the compat ABI) */
		if (se->args[i].kind == K_msgbuf_in || se->args[i].kind == K_msgbuf_out) {
			s->count = compat ? 4 : sizeof(long);
			s->size = opt.string_limit + 1 + s->count;
		}
		/* only bytes, string arrays, iovec data and filters go beyond
		 * a record, in pieces */
		if (s->size > EBT_CAP_MAX && s->kind != EBT_CAP_BUF_ARG && s->kind != EBT_CAP_BUF_RET &&
		    s->kind != EBT_CAP_STRARR && s->kind != EBT_CAP_IOV && s->kind != EBT_CAP_FPROG &&
		    s->kind != EBT_CAP_SOCKOPT)
			s->size = EBT_CAP_MAX;
		/* socket data: a netlink socket's messages are decoded whole */
		if (se->args[i].kind == K_sockbuf || se->args[i].kind == K_osockbuf ||
		    se->args[i].kind == K_msghdr)
			s->nelem = EBT_CAP_MAX;
		p->ncaps++;
		plan_fields(p, s, se->args[i].kind, full, compat);
		plan_field_strs(p, s, se->args[i].kind, compat);
	}
	/* -y: the identity of new descriptors, while they are still open */
	if (p->ncaps < EBT_PLAN_CAPS &&
	    fdtrack_wants_fdinfo(se, &p->caps[p->ncaps].arg, &p->caps[p->ncaps].count)) {
		p->caps[p->ncaps].kind = EBT_CAP_FDINFO;
		p->caps[p->ncaps].when = EBT_AT_EXIT;
		p->ncaps++;
	}
	if (dec.comm)
		plan_comms(se, p, compat);
	/* -yy: what sock_diag would say of the sockets, while they exist */
	if (p->ncaps < EBT_PLAN_CAPS && sockid_plan(se, &p->caps[p->ncaps])) {
		p->ncaps++;
		p->flags |= EBT_PLAN_SOCKID;
	}
	if (!calls_need_enter() && !needs_enter(se, p))
		p->flags |= EBT_PLAN_NO_ENTER;
	if (is_fork_like(se->name))
		p->flags |= EBT_PLAN_FORK;
	for (unsigned i = 0; i < p->ncaps; i++) {
		if (p->caps[i].when & (EBT_AT_ENTER | EBT_AT_BLOCK))
			p->flags |= EBT_PLAN_CAPS_ENTER;
		if (p->caps[i].when & (EBT_AT_EXIT | EBT_AT_FAILED))
			p->flags |= EBT_PLAN_CAPS_EXIT;
	}
}

/* -y: calls that change the descriptor table (-yy: or a socket) are seen
 * (from their exit) even when not shown. */
static bool seen_unshown(const struct sysent *se)
{
	return (fdtrack_wants(se) || sockid_wants_call(se)) && !cnt.mode;
}

/* A plan as the filter wants it: a call that is not shown is dropped in
 * the kernel, or seen from its exit alone when -y needs it. */
static void filter_plan(long nr, const struct sysent *se, struct ebt_plan *p)
{
	if (filter_traced(nr) || pathtrace_wants(se))
		return;
	if (seen_unshown(se))
		p->flags |= EBT_PLAN_NO_ENTER;
	else
		p->flags &= ~EBT_PLAN_TRACED;
}

/* Exit-only hooks (see below): the native calls whose plan needs their
 * enter record. */
static bool enter_wanted[EBT_MAX_SYSCALLS];

/* The call of native number nr needs its enter tracepoint under plan p. */
static void note_enter_need(long nr, const struct ebt_plan *p)
{
	if ((p->flags & EBT_PLAN_TRACED) && !(p->flags & EBT_PLAN_NO_ENTER) && !ebt_key_pers(nr, 0))
		enter_wanted[nr] = true;
}

/* Whether any call makes a record (-e trace=none: none does). */
bool plans_any_call_seen(void)
{
	for (long nr = 0; nr < EBT_MAX_SYSCALLS; nr++)
		if (filter_traced(nr) || pathtrace_wants(sysent_of(nr)) || seen_unshown(sysent_of(nr)))
			return true;
	return false;
}

/* The plans, made before the programs load (which capture kinds they use
 * decides what code is loaded), written into the maps after. */
static struct ebt_plan plans[EBT_MAX_SYSCALLS];
static struct ebt_cmd_key *cmd_keys;
static struct ebt_plan *cmd_plans;
static uint32_t ncmd_plans;

/* The capture kinds a plan uses; none when its call is not traced. */
static uint32_t kinds_of(const struct ebt_plan *p)
{
	uint32_t kinds = 0;

	for (unsigned i = 0; (p->flags & EBT_PLAN_TRACED) && i < p->ncaps; i++)
		kinds |= 1u << p->caps[i].kind;
	return kinds;
}

/* The plans of each command of a call that has commands, and how the
 * number's plan finds them. */
static uint32_t make_cmd_plans(long nr, const struct sysent_cmds *t, struct ebt_plan *base)
{
	uint32_t kinds = 0;

	base->flags |= EBT_PLAN_BY_CMD;
	base->cmd_arg = t->sel->arg;
	base->cmd_shift = t->sel->shift;
	base->cmd_mask = t->sel->mask;
	cmd_keys = xrealloc(cmd_keys, (ncmd_plans + t->count) * sizeof(*cmd_keys));
	cmd_plans = xrealloc(cmd_plans, (ncmd_plans + t->count) * sizeof(*cmd_plans));
	for (size_t i = 0; i < t->count; i++, ncmd_plans++) {
		memset(&cmd_keys[ncmd_plans], 0, sizeof(*cmd_keys));
		cmd_keys[ncmd_plans].nr = nr;
		cmd_keys[ncmd_plans].cmd = t->rows[i]->cmd;
		plan_for(nr, t->rows[i], &cmd_plans[ncmd_plans]);
		filter_plan(nr, t->rows[i], &cmd_plans[ncmd_plans]);
		note_enter_need(nr, &cmd_plans[ncmd_plans]);
		kinds |= kinds_of(&cmd_plans[ncmd_plans]);
	}
	return kinds;
}

/* Every number's plan (the filter decides for the ones the table lacks
 * too); returns the capture kinds they use. */
uint32_t plans_make(uint32_t max_capture)
{
	uint32_t kinds = 0;

	capture_max = max_capture;

	for (long nr = 0; nr < EBT_MAX_SYSCALLS; nr++) {
		struct ebt_plan *p = &plans[nr];

		plan_for(nr, sysent_of(nr), p);
		filter_plan(nr, sysent_of(nr), p);
		if (sysent_cmds_of(nr) && sysent_cmds_of(nr)->count && (p->flags & EBT_PLAN_TRACED))
			kinds |= make_cmd_plans(nr, sysent_cmds_of(nr), p);
		kinds |= kinds_of(p);
		note_enter_need(nr, p);
	}
	return kinds;
}

bool plans_retake_inputs(void)
{
	for (long nr = 0; nr < EBT_MAX_SYSCALLS; nr++)
		for (unsigned i = 0; (plans[nr].flags & EBT_PLAN_TRACED) && i < plans[nr].ncaps; i++)
			if (plans[nr].caps[i].when & EBT_AT_FAILED)
				return true;
	return false;
}

/* Whether the call of key shows or is tampered with (the plans made). */
bool plan_call_seen(long key)
{
	if (key < 0)
		return false;
	if (key >= EBT_MAX_SYSCALLS)
		return flt.trace_other;
	return (plans[key].flags & EBT_PLAN_TRACED) || inject_tampers(key);
}

bool plan_enter_wanted(long nr)
{
	return nr >= 0 && nr < EBT_MAX_SYSCALLS && enter_wanted[nr];
}

bool plans_want_sockets(void)
{
	return sockid_wanted();
}

const struct ebt_plan *plans_by_number(void)
{
	return plans;
}

uint32_t plans_by_command(const struct ebt_cmd_key **keys, const struct ebt_plan **by_cmd)
{
	*keys = cmd_keys;
	*by_cmd = cmd_plans;
	return ncmd_plans;
}

void plans_free(void)
{
	free(cmd_keys);
	free(cmd_plans);
	cmd_keys = NULL;
	cmd_plans = NULL;
	ncmd_plans = 0;
}
