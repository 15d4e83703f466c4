#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bpf_setup.h"
#include "count.h"
#include "decode.h"
#include "filter.h"
#include "options.h"
#include "ebtrace.skel.h"
#include "syscalls.h"
#include "trace.h"

static struct ebtrace_bpf *skel;
static struct ring_buffer *ring;

static int libbpf_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	if (level == LIBBPF_DEBUG || !getenv("EBTRACE_DEBUG"))
		return 0;
	return vfprintf(stderr, fmt, ap);
}

static uint32_t member_offset(const struct btf *btf, const char *type, const char *member)
{
	int id = btf__find_by_name_kind(btf, type, BTF_KIND_STRUCT);
	const struct btf_type *t;
	const struct btf_member *m;

	if (id < 0)
		die("kernel BTF has no struct %s", type);
	t = btf__type_by_id(btf, id);
	m = btf_members(t);
	for (int i = 0; i < btf_vlen(t); i++)
		if (!strcmp(btf__name_by_offset(btf, m[i].name_off), member))
			return btf_member_bit_offset(t, i) / 8;
	die("kernel BTF has no %s.%s", type, member);
}

static void find_offsets(struct ebt_offsets *off)
{
	struct btf *btf = btf__load_vmlinux_btf();

	if (!btf)
		die("cannot read the kernel's BTF (/sys/kernel/btf/vmlinux): %s; "
		    "a kernel built with CONFIG_DEBUG_INFO_BTF is required", strerror(errno));
	off->task_pid = member_offset(btf, "task_struct", "pid");
	off->task_tgid = member_offset(btf, "task_struct", "tgid");
	off->task_exit_code = member_offset(btf, "task_struct", "exit_code");
	off->task_sum_exec_runtime = member_offset(btf, "task_struct", "se") +
				     member_offset(btf, "sched_entity", "sum_exec_runtime");
	off->task_nvcsw = member_offset(btf, "task_struct", "nvcsw");
	off->task_nivcsw = member_offset(btf, "task_struct", "nivcsw");
	btf__free(btf);
}

/* Each element is shown up to -s bytes; dumps show all of it. */
uint32_t capture_iov_elem_max(void)
{
	if (opt.dump_read || opt.dump_write)
		return 0;
	if (!opt.string_limit)
		return 1;
	return opt.string_limit < EBT_CAP_MAX ? opt.string_limit : EBT_CAP_MAX;
}

/* The capture plan of one syscall, from its argument kinds. */
static void plan_for(const struct sysent *se, struct ebt_plan *p)
{
	int dumps = opt.dump_read || opt.dump_write;

	memset(p, 0, sizeof(*p));
	p->flags = EBT_PLAN_TRACED;
	if (!se)
		return;
	for (int i = 0; i < se->nargs && p->ncaps < EBT_PLAN_CAPS; i++) {
		const struct kind_info *k = &kinds[se->args[i].kind];
		struct ebt_cap_spec *s = &p->caps[p->ncaps];

		if (k->cap == EBT_CAP_NONE)
			continue;
		s->kind = k->cap;
		s->arg = i;
		s->when = k->when;
		s->len_arg = se->args[i].param;
		s->size = k->size;
		switch (k->cap) {
		case EBT_CAP_STR:      /* one byte more than -s shows, to see "..." */
			if (!s->size)
				s->size = opt.string_limit + 2;
			break;
		case EBT_CAP_PTRCOUNT:  /* -v shows the whole array, not a count */
			if (!opt.verbose)
				break;
			s->kind = EBT_CAP_STRARR;
			/* fall through */
		case EBT_CAP_STRARR:
			s->size = opt.string_limit + 2;
			s->count = opt.verbose ? EBT_STRARR_MAX : opt.string_limit + 1;
			break;
		case EBT_CAP_ARR_ARG:
		case EBT_CAP_ARR_RET:
			s->count = EBT_CAP_MAX / s->size;
			break;
		case EBT_CAP_IOV:
			s->count = capture_iov_elem_max();
			s->size = dumps || (uint64_t)s->count * EBT_IOV_MAX > EBT_CAP_MAX ?
				  EBT_CAP_MAX : s->count * EBT_IOV_MAX;
			break;
		case EBT_CAP_BUF_ARG:
		case EBT_CAP_BUF_RET:
			if (!s->size)
				s->size = dumps ? EBT_CAP_MAX : opt.string_limit ? opt.string_limit : 1;
			break;
		default:
			if (!s->size)
				s->size = opt.string_limit;
			break;
		}
		if (s->size > EBT_CAP_MAX)
			s->size = EBT_CAP_MAX;
		p->ncaps++;
	}
}

static void load_plans(void)
{
	int fd = bpf_map__fd(skel->maps.plans);

	/* every number: the filter decides for the ones the table lacks too */
	for (long nr = 0; nr < EBT_MAX_SYSCALLS; nr++) {
		struct ebt_plan p;
		uint32_t key = nr;

		plan_for(sysent_of(nr), &p);
		if (!filter_traced(nr) && !pathtrace_wants(sysent_of(nr)))
			p.flags &= ~EBT_PLAN_TRACED;
		if (bpf_map_update_elem(fd, &key, &p, BPF_ANY))
			die("cannot load the capture plan: %s", strerror(errno));
	}
}

static int on_record(void *ctx, void *data, size_t size)
{
	(void)ctx;
	return trace_record(data, size);
}

void bpf_setup(void)
{
	int err, ncpus;

	libbpf_set_print(libbpf_print);
	if (access("/sys/kernel/btf/vmlinux", R_OK))
		die("kernel BTF is not available (/sys/kernel/btf/vmlinux): %s", strerror(errno));
	skel = ebtrace_bpf__open();
	if (!skel)
		die("cannot open the BPF object: %s", strerror(errno));
	find_offsets((struct ebt_offsets *)&skel->rodata->off);
	skel->rodata->follow_forks = opt.follow > 0;
	skel->rodata->nr_execve = syscall_nr("execve");
	skel->rodata->nr_execveat = syscall_nr("execveat");
	skel->rodata->trace_other = flt.trace_other;
	skel->rodata->detach_on_execve = run.detach_on_execve;
	skel->rodata->count_calls = count_in_kernel();
	skel->rodata->count_wall = cnt.wall;
	skel->rodata->count_overhead_ns = cnt.overhead_ns;
	/* -c alone needs no per-call records, unless user space has to see
	 * the calls to filter them (-P) */
	skel->rodata->emit_calls = !(cnt.mode == COUNT_ONLY && count_in_kernel());
	ncpus = libbpf_num_possible_cpus();
	if (ncpus < 1)
		ncpus = 1;
	bpf_map__set_max_entries(skel->maps.scratch, ncpus);

	err = ebtrace_bpf__load(skel);
	if (err) {
		if (err == -EPERM || err == -EACCES)
			die("cannot load BPF programs: %s (ebtrace needs root, or CAP_BPF and CAP_PERFMON)",
			    strerror(-err));
		die("cannot load BPF programs: %s", strerror(-err));
	}
	load_plans();
	err = ebtrace_bpf__attach(skel);
	if (err)
		die("cannot attach BPF programs: %s", strerror(-err));
	ring = ring_buffer__new(bpf_map__fd(skel->maps.events), on_record, NULL, NULL);
	if (!ring)
		die("cannot open the BPF ring buffer: %s", strerror(errno));
}

void bpf_trace_task(uint32_t tid, int launch)
{
	if (launch)
		skel->bss->launch_tid = tid;
	__atomic_fetch_or(&skel->bss->traced_bits[tid / 64], 1ULL << (tid % 64), __ATOMIC_SEQ_CST);
}

void bpf_untrace_task(uint32_t tid)
{
	__atomic_fetch_and(&skel->bss->traced_bits[tid / 64], ~(1ULL << (tid % 64)), __ATOMIC_SEQ_CST);
}

struct ring_buffer *bpf_ring(void)
{
	return ring;
}

uint64_t bpf_lost_events(void)
{
	int ncpus = libbpf_num_possible_cpus();
	struct ebt_stats *st;
	uint32_t zero = 0;
	uint64_t lost = 0;

	if (ncpus < 1)
		return 0;
	st = xcalloc(ncpus, sizeof(*st));
	if (!bpf_map_lookup_elem(bpf_map__fd(skel->maps.stats), &zero, st))
		for (int i = 0; i < ncpus; i++)
			lost += st[i].lost;
	free(st);
	return lost;
}

/* The -c table: the per-CPU copies added up. */
void bpf_read_counts(struct ebt_count *out)
{
	int ncpus = libbpf_num_possible_cpus(), fd = bpf_map__fd(skel->maps.counts);
	struct ebt_count *per = xcalloc(ncpus > 0 ? ncpus : 1, sizeof(*per));

	memset(out, 0, EBT_MAX_SYSCALLS * sizeof(*out));
	for (uint32_t nr = 0; nr < EBT_MAX_SYSCALLS; nr++) {
		if (bpf_map_lookup_elem(fd, &nr, per))
			continue;
		for (int i = 0; i < ncpus; i++) {
			struct ebt_count *o = &out[nr];

			if (!per[i].calls)
				continue;
			if (!o->calls || per[i].min_ns < o->min_ns)
				o->min_ns = per[i].min_ns;
			if (per[i].max_ns > o->max_ns)
				o->max_ns = per[i].max_ns;
			o->calls += per[i].calls;
			o->errors += per[i].errors;
			o->time_ns += per[i].time_ns;
		}
	}
	free(per);
}

void bpf_teardown(void)
{
	ring_buffer__free(ring);
	ebtrace_bpf__destroy(skel);
}
