/* Verifying the BPF programs two at a time.
 *
 * The kernel's verifier takes most of ebtrace's start-up, and libbpf 1.1
 * loads an object's programs one after the other.  ebtrace's sections
 * (raw_tp, tracepoint) have handlers of its own: when libbpf is about to
 * load one of their programs, the handler keeps the program's relocated
 * instructions and load attributes and has libbpf load a two-instruction
 * stand-in instead.  Then the real programs are loaded from two threads,
 * largest first, and each takes its stand-in's descriptor (dup2): what
 * uses a program through libbpf (attaching, the tail-call maps, the
 * statistics) uses the real one. */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <linux/bpf.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ebtrace.h"
#include "progload.h"
#include "prune.h"
#include "timing.h"

/* ebtrace.bpf.c's license section */
#define PROG_LICENSE "GPL"

struct prog_job {
	struct bpf_program *prog;
	struct bpf_insn *insns;
	size_t ninsns;
	struct bpf_prog_load_opts opts;
	void *func_info, *line_info;   /* ours, pruned with the instructions */
	int fd;
};

static struct prog_job *jobs;
static size_t njobs, next_job;
static pthread_mutex_t next_lock = PTHREAD_MUTEX_INITIALIZER;
static const struct prune_consts *consts;

static void *copy_records(const void *recs, uint32_t n, uint32_t rec)
{
	void *p = xmalloc(n * (size_t)rec + 1);

	if (recs)
		memcpy(p, recs, n * (size_t)rec);
	return p;
}

struct bpf_insn do_nothing[DO_NOTHING_LEN] = {
	{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 0 },
	{ .code = BPF_JMP | BPF_EXIT },
};

/* libbpf's prog_prepare_load_fn: the program as libbpf would load it is
 * kept, a stand-in that does nothing is loaded now. */
static int defer_load(struct bpf_program *prog, struct bpf_prog_load_opts *opts, long cookie)
{
	struct prog_job *j;
	size_t log_size;

	(void)cookie;
	jobs = realloc(jobs, (njobs + 1) * sizeof(*jobs));
	if (!jobs)
		die("Out of memory");
	j = &jobs[njobs++];
	j->prog = prog;
	j->ninsns = bpf_program__insn_cnt(prog);
	j->insns = xmalloc(j->ninsns * sizeof(*j->insns));
	memcpy(j->insns, bpf_program__insns(prog), j->ninsns * sizeof(*j->insns));
	j->opts = *opts;
	/* libbpf takes the log settings from the program itself */
	j->opts.log_buf = (char *)bpf_program__log_buf(prog, &log_size);
	j->opts.log_size = log_size;
	j->opts.log_level = bpf_program__log_level(prog);
	j->fd = -1;
	j->func_info = copy_records(opts->func_info, opts->func_info_cnt, opts->func_info_rec_size);
	j->opts.func_info = opts->func_info ? j->func_info : NULL;
	/* the source lines only serve the verifier's messages (EBTRACE_DEBUG):
	 * checking them is start-up time */
	if (opts->line_info && getenv("EBTRACE_DEBUG")) {
		j->line_info = copy_records(opts->line_info, opts->line_info_cnt,
					    opts->line_info_rec_size);
		j->opts.line_info = j->line_info;
	} else {
		j->line_info = NULL;
		j->opts.line_info = NULL;
		j->opts.line_info_cnt = 0;
	}
	/* the stand-in has none of the program's functions and lines */
	opts->func_info = NULL;
	opts->func_info_cnt = 0;
	opts->line_info = NULL;
	opts->line_info_cnt = 0;
	return bpf_program__set_insns(prog, do_nothing, DO_NOTHING_LEN);
}

/* What libbpf's raw_tp handler attaches: raw_tp/NAME, not a bare raw_tp
 * (reached by a tail call). */
static int attach_raw_tp(const struct bpf_program *prog, long cookie, struct bpf_link **link)
{
	const char *name = strchr(bpf_program__section_name(prog), '/');

	(void)cookie;
	*link = NULL;
	if (!name)
		return 0;
	*link = bpf_program__attach_raw_tracepoint(prog, name + 1);
	return libbpf_get_error(*link);
}

void progload_register(void)
{
	LIBBPF_OPTS(libbpf_prog_handler_opts, raw_tp,
		    .prog_prepare_load_fn = defer_load, .prog_attach_fn = attach_raw_tp);
	/* a bare "tracepoint" is attached by name, as libbpf's is */
	LIBBPF_OPTS(libbpf_prog_handler_opts, tp, .prog_prepare_load_fn = defer_load);

	if (libbpf_register_prog_handler("raw_tp+", BPF_PROG_TYPE_RAW_TRACEPOINT, 0, &raw_tp) < 0 ||
	    libbpf_register_prog_handler("tracepoint", BPF_PROG_TYPE_TRACEPOINT, 0, &tp) < 0)
		die("cannot register the BPF program loader: %s", strerror(errno));
}

static void load_job(struct prog_job *j)
{
	size_t n = j->ninsns, pruned;

	pruned = prune_dead_code(j->insns, &j->ninsns, consts, j->func_info, &j->opts.func_info_cnt,
				 j->opts.func_info_rec_size, j->line_info, &j->opts.line_info_cnt,
				 j->opts.line_info_rec_size);
	if (timing_enabled())
		fprintf(stderr, "ebtrace: timing: %-18s pruned %zu of %zu instructions\n",
			bpf_program__name(j->prog), pruned, n);
	j->fd = bpf_prog_load(bpf_program__type(j->prog), bpf_program__name(j->prog), PROG_LICENSE,
			      j->insns, j->ninsns, &j->opts);
	if (j->fd < 0)
		j->fd = -errno;
}

static void *load_jobs(void *arg)
{
	(void)arg;
	for (;;) {
		struct prog_job *j = NULL;

		pthread_mutex_lock(&next_lock);
		if (next_job < njobs)
			j = &jobs[next_job++];
		pthread_mutex_unlock(&next_lock);
		if (!j)
			return NULL;
		load_job(j);
	}
}

static int larger_first(const void *a, const void *b)
{
	const struct prog_job *x = a, *y = b;

	return (x->ninsns < y->ninsns) - (x->ninsns > y->ninsns);
}

/* EBTRACE_DEBUG: the verifier's words on a program it refused, as libbpf
 * would have printed them. */
static void report_refused(struct prog_job *j)
{
	static char log[1 << 20];

	fprintf(stderr, "libbpf: prog '%s': BPF program load failed: %s\n",
		bpf_program__name(j->prog), strerror(-j->fd));
	j->opts.log_buf = log;
	j->opts.log_size = sizeof(log);
	j->opts.log_level = 1;
	log[0] = '\0';
	if (bpf_prog_load(bpf_program__type(j->prog), bpf_program__name(j->prog), PROG_LICENSE,
			  j->insns, j->ninsns, &j->opts) < 0)
		fprintf(stderr, "%s\n", log);
}

int start_helper_thread(pthread_t *thread, void *(*fn)(void *), void *arg)
{
	struct sched_param sp;
	pthread_attr_t attr;
	int policy = sched_getscheduler(0) & ~SCHED_RESET_ON_FORK, err;

	if (pthread_attr_init(&attr))
		return -1;
	if (policy == SCHED_FIFO && sched_getparam(0, &sp) == 0) {
		pthread_attr_setinheritsched(&attr, PTHREAD_EXPLICIT_SCHED);
		pthread_attr_setschedpolicy(&attr, policy);
		pthread_attr_setschedparam(&attr, &sp);
	}
	err = pthread_create(thread, &attr, fn, arg);
	if (err == EPERM)   /* the policy is refused: the default one */
		err = pthread_create(thread, NULL, fn, arg);
	pthread_attr_destroy(&attr);
	return err;
}

int progload_finish(bool threads, const struct prune_consts *c)
{
	pthread_t helper;
	bool helping;
	int err = 0;

	consts = c;
	qsort(jobs, njobs, sizeof(*jobs), larger_first);
	helping = threads && njobs > 1 && start_helper_thread(&helper, load_jobs, NULL) == 0;
	load_jobs(NULL);
	if (helping)
		pthread_join(helper, NULL);
	for (size_t i = 0; i < njobs; i++) {
		struct prog_job *j = &jobs[i];

		if (j->fd < 0 && !err) {
			err = j->fd;
			if (getenv("EBTRACE_DEBUG"))
				report_refused(j);
		}
		if (j->fd >= 0 && dup2(j->fd, bpf_program__fd(j->prog)) < 0 && !err)
			err = -errno;
		if (j->fd >= 0)
			close(j->fd);
		free(j->insns);
		free(j->func_info);
		free(j->line_info);
	}
	free(jobs);
	jobs = NULL;
	njobs = next_job = 0;
	return err;
}
