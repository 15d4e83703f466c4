/* Scheduling: policies, their parameters and attributes, and the I/O
 * priorities of ioprio_get/ioprio_set. */
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>

#include "pids.h"
#include "common.h"


static const struct xlat schedulers[] = {
	XLAT_PAIR(0, "SCHED_OTHER"), XLAT_PAIR(1, "SCHED_FIFO"), XLAT_PAIR(2, "SCHED_RR"),
	XLAT_PAIR(3, "SCHED_BATCH"), XLAT_PAIR(4, "SCHED_ISO"), XLAT_PAIR(5, "SCHED_IDLE"),
	XLAT_PAIR(6, "SCHED_DEADLINE"), XLAT_END
};

static const struct xlat sched_flags[] = {
	XLAT_PAIR(0x01, "SCHED_FLAG_RESET_ON_FORK"), XLAT_PAIR(0x02, "SCHED_FLAG_RECLAIM"),
	XLAT_PAIR(0x04, "SCHED_FLAG_DL_OVERRUN"), XLAT_PAIR(0x08, "SCHED_FLAG_KEEP_POLICY"),
	XLAT_PAIR(0x10, "SCHED_FLAG_KEEP_PARAMS"), XLAT_PAIR(0x20, "SCHED_FLAG_UTIL_CLAMP_MIN"),
	XLAT_PAIR(0x40, "SCHED_FLAG_UTIL_CLAMP_MAX"), XLAT_END
};

#define SCHED_FLAG_KEEP_ALL 0x18   /* KEEP_POLICY | KEEP_PARAMS */

void print_schedpolicy(struct call *c, int arg, int param)
{
	print_xlat(schedulers, (unsigned)c->args[arg], "SCHED_???");
}

/* struct sched_param: [priority] */
void sched_param_buf(const void *buf)
{
	int32_t prio;

	memcpy(&prio, buf, sizeof(prio));
	tprintf("[%d]", prio);
}

/* struct sched_param read by the call */
/* struct sched_param filled by the call */
static void ret_policy(struct call *c)
{
	print_ret_name(schedulers, c->ret);
}

/* = 5 (SCHED_IDLE); a policy with SCHED_RESET_ON_FORK is only a number */
void dec_sched_getscheduler(struct call *c, int exiting)
{
	if (!exiting)
		return;
	print_tgid(c, 0, 0);
	if (!call_failed(c))
		c->ret_extra = ret_policy;
}

/* ---- struct sched_attr ---- */

struct sched_attr_k {
	uint32_t size, sched_policy;
	uint64_t sched_flags;
	int32_t sched_nice;
	uint32_t sched_priority;
	uint64_t sched_runtime, sched_deadline, sched_period;
	uint32_t sched_util_min, sched_util_max;
};

#define SCHED_ATTR_SIZE_VER0 48
#define SCHED_ATTR_SIZE_VER1 56

/* size: what the fields shown cover; usize: the size the caller gave
 * (for sched_setattr, the struct's own size field) */
static void print_sched_attr(const struct sched_attr_k *a, unsigned size, unsigned usize, bool is_set)
{
	tprintf("{size=%u", a->size);
	if (size < SCHED_ATTR_SIZE_VER0)
		goto end;
	if (!is_set || (int)a->sched_policy < 0 || !(a->sched_flags & SCHED_FLAG_KEEP_ALL)) {
		tputs(", sched_policy=");
		print_xlat(schedulers, a->sched_policy, "SCHED_???");
	}
	tputs(", sched_flags=");
	print_flags_dflt(sched_flags, a->sched_flags, "SCHED_FLAG_???");
	if (!is_set || !(a->sched_flags & 0x10))
		tprintf(", sched_nice=%d, sched_priority=%u, sched_runtime=%llu, sched_deadline=%llu"
			", sched_period=%llu", a->sched_nice, a->sched_priority,
			(unsigned long long)a->sched_runtime, (unsigned long long)a->sched_deadline,
			(unsigned long long)a->sched_period);
	if (size < SCHED_ATTR_SIZE_VER1)
		goto end;
	tprintf(", sched_util_min=%u, sched_util_max=%u", a->sched_util_min, a->sched_util_max);
end:
	if (usize > size)
		tputs(", ...");
	tputc('}');
}

/* sched_getattr's attr; param: the size argument */
void print_oschedattr(struct call *c, int arg, int param)
{
	struct sched_attr_k a;
	unsigned usize = c->args[param];
	unsigned size = usize < sizeof(a) ? usize : sizeof(a);

	memset(&a, 0, sizeof(a));
	if (!usize) {
		print_addr(c->args[arg]);
		return;
	}
	if (!fetch_out(c, arg, &a, size))
		return;
	/* the kernel wrote a.size bytes */
	print_sched_attr(&a, a.size, a.size, false);
}

/* sched_setattr's attr: its own size field says how much of it counts */
/* sched_setattr's E2BIG: the size the kernel knows, written back into
 * the struct (" => {size=56}") */
static void print_size_written(const struct call *c, int arg)
{
	const struct ebt_cap *out = call_cap_in(c->exit, arg);
	uint32_t size;

	if (!c->exiting || c->ret != -E2BIG || !verbose(c))
		return;
	if (out && !out->err && out->len >= sizeof(size))
		memcpy(&size, cap_bytes(out), sizeof(size));
	else if (tmem_read(c, -1, c->args[arg], &size, sizeof(size)) != sizeof(size))
		return;
	tprintf(" => {size=%u}", size);
}

void print_schedattr(struct call *c, int arg, int param)
{
	struct sched_attr_k a;
	unsigned usize, size;

	memset(&a, 0, sizeof(a));
	if (!fetch_in(c, arg, &a.size, sizeof(a.size)))
		return;
	usize = a.size ? a.size : SCHED_ATTR_SIZE_VER0;
	size = usize < sizeof(a) ? usize : sizeof(a);
	if (size >= SCHED_ATTR_SIZE_VER0 && !fetch_in(c, arg, &a, size))
		return;
	print_sched_attr(&a, size, usize, true);
}

/* sched_setattr(pid, attr, flags): the attr as the call read it, then
 * what it wrote back */
void dec_sched_setattr(struct call *c, int exiting)
{
	if (!exiting) {
		print_tgid(c, 0, 0);
		print_arg_sep();
		print_schedattr(c, 1, 0);
		return;
	}
	print_size_written(c, 1);
	print_argf("%u", (unsigned)c->args[2]);
}

/* ---- I/O priorities ---- */

static const struct xlat ioprio_who[] = {
	XLAT_PAIR(1, "IOPRIO_WHO_PROCESS"), XLAT_PAIR(2, "IOPRIO_WHO_PGRP"),
	XLAT_PAIR(3, "IOPRIO_WHO_USER"), XLAT_END
};

static const struct xlat ioprio_class[] = {
	XLAT_PAIR(0, "IOPRIO_CLASS_NONE"), XLAT_PAIR(1, "IOPRIO_CLASS_RT"),
	XLAT_PAIR(2, "IOPRIO_CLASS_BE"), XLAT_PAIR(3, "IOPRIO_CLASS_IDLE"), XLAT_END
};

#define IOPRIO_CLASS_SHIFT 13

/* IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4) */
const char *sprint_ioprio(unsigned v)
{
	static char buf[96];
	unsigned class = v >> IOPRIO_CLASS_SHIFT;
	const char *name = xlat_lookup(ioprio_class, class);
	char cls[48];

	if (name && opt.xlat_style == XLAT_STYLE_VERBOSE)
		snprintf(cls, sizeof(cls), "%#x /* %s */", class, name);
	else if (name)
		snprintf(cls, sizeof(cls), "%s", name);
	else
		snprintf(cls, sizeof(cls), "%#x /* IOPRIO_CLASS_??? */", class);
	snprintf(buf, sizeof(buf), "IOPRIO_PRIO_VALUE(%s, %d)", cls,
		 (int)(v & ((1u << IOPRIO_CLASS_SHIFT) - 1)));
	return buf;
}

void print_iopriowho(struct call *c, int arg, int param)
{
	print_xlat(ioprio_who, (unsigned)c->args[arg], "IOPRIO_WHO_???");
}

/* ioprio_set's value is a decimal in -X raw and verbose */
void print_ioprio(struct call *c, int arg, int param)
{
	if (opt.xlat_style == XLAT_STYLE_ABBREV) {
		tputs(sprint_ioprio(c->args[arg]));
		return;
	}
	tprintf("%d", (int)c->args[arg]);
	if (opt.xlat_style == XLAT_STYLE_VERBOSE)
		tprintf(" /* %s */", sprint_ioprio(c->args[arg]));
}

static void ret_ioprio(struct call *c)
{
	if (opt.xlat_style != XLAT_STYLE_RAW)
		tprintf(" (%s)", sprint_ioprio(c->ret));
}

void dec_ioprio_get(struct call *c, int exiting)
{
	if (!exiting)
		return;
	print_iopriowho(c, 0, 0);
	print_arg_sep();
	print_iowho(c, 1, 0);
	if (!call_failed(c))
		c->ret_extra = ret_ioprio;
}
