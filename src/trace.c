/* Record handlers.  A call's line is printed when it exits, so that
 * arguments captured at exit are available; its entering part is printed
 * earlier only when strace would have shown it before some other line
 * (another task's output, or a call still blocked when the tracer idles),
 * which gives strace's "<unfinished ...>" / "<... resumed>" pairs. */
#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "access.h"
#include "attach.h"
#include "bpf_setup.h"
#include "count.h"
#include "decode.h"
#include "decoders/fdpath.h"
#include "decorate.h"
#include "filter.h"
#include "launch.h"
#include "notify.h"
#include "options.h"
#include "output.h"
#include "personality.h"
#include "pidns.h"
#include "pieces.h"
#include "record.h"
#include "signals.h"
#include "syscalls.h"
#include "tcb.h"
#include "trace.h"
#include "kstack.h"
#include "ustack.h"

static const struct sysent unknown_sysent = { .name = NULL };

static void flush_due(struct tcb *stop);

/* A call's row: its command's, when the call has commands. */
static const struct sysent *sysent_for_call_or_unknown(const struct ebt_sys_event *e)
{
	const struct sysent *se = sysent_for_call(e->nr, e->args);

	return se ? se : &unknown_sysent;
}

static const struct sysent *restart_sysent(void)
{
	static long nr = -2;

	if (nr == -2)
		nr = syscall_nr("restart_syscall");
	return sysent_of(nr);
}

/* The call's table entry; -d says, as strace's does, when it has none. */
static void call_begins(struct tcb *t, const struct ebt_sys_event *e)
{
	t->se = sysent_for_call_or_unknown(e);
	if (run.debug && !t->se->name)
		warn("pid %u invalid syscall %#lx", (unsigned)e->h.tid, (unsigned long)ebt_key_nr(e->nr));
}

static void print_name(const struct tcb *t)
{
	if (t->se->name)
		tputs(t->se->name);
	else
		tprintf("syscall_%#lx", (unsigned long)ebt_key_nr(t->nr));
}

/* A subcall made through its multiplexer: -n shows the multiplexer's number. */
static void stamp_mux(const struct tcb *t)
{
	if (t->enter->flags & EBT_SYS_VIA_MUX)
		decor_stamp_mux(mux_of_subcall(t->nr));
}

/* Unknown numbers print like strace: all six arguments in hex; so do the
 * arguments of calls in -e raw=. */
static bool raw_args(const struct tcb *t)
{
	return !t->se->name || (t->nr >= 0 && t->nr < EBT_MAX_SYSCALLS && opt.sc_raw[t->nr]) ||
	       (t->enter && ebt_key_pers(t->nr, t->enter->flags) && !sysent_compat_same(t->se));
}

static void fill_call(struct call *c, struct tcb *t, const struct ebt_sys_event *exit)
{
	/* the enter's arguments when there is one: execve's registers do not
	 * survive the call */
	const struct ebt_sys_event *src = t->enter ? t->enter : exit;

	memset(c, 0, sizeof(*c));
	c->tcp = t;
	c->se = t->se;
	c->nr = t->nr;
	memcpy(c->args, src->args, sizeof(c->args));
	c->compat = ebt_key_pers(t->nr, src->flags);
	if (!raw_args(t))
		narrow_args(t->se, c->args, c->compat);
	c->enter = t->enter;
	c->exit = exit;
	c->exiting = exit != NULL;
	c->succeeded = exit && (exit->flags & EBT_SYS_RETVAL);
	c->ret = exit ? exit->ret : 0;
	c->ret_kind = t->se->ret;
}

static int nargs_of(const struct tcb *t)
{
	return t->se->name ? t->se->nargs : EBT_NARGS;
}


/* Some rows list what the call works on but takes in no register:
 * rt_sigreturn's and sigreturn's signal frames (read at the stack pointer) and
 * restart_syscall's resumed call.  Their raw form, as strace's, shows no
 * argument. */
static int raw_nargs(const struct tcb *t)
{
	int n = nargs_of(t);

	if (t->se->name && n > 0) {
		unsigned k = t->se->args[n - 1].kind;

		if (k == K_sigframe || k == K_osigframe || k == K_resuming)
			n--;
	}
	return n;
}

static void print_raw_args(struct call *c, int from)
{
	for (int i = from; i < raw_nargs(c->tcp); i++) {
		if (i > from)
			tputs(", ");
		if (opt.format)
			rec_arg_begin(i);
		tprintf("%#llx", (unsigned long long)c->args[i]);
		if (opt.format)
			rec_arg_end();
	}
}

/* When calls are filtered by their outcome (-z, -Z, -e status=, -P) or
 * only counted, a line is printed whole once its call is over, never in
 * parts: as strace does.  So is each record of the structured forms, which
 * makes one of an unfinished call and its resumption. */
static bool filters_hold(void)
{
	return cnt.mode == COUNT_ONLY || pathtrace_active() || !filter_status_all();
}

static bool hold_lines(void)
{
	return filters_hold() || opt.format;
}

static uint64_t enter_time(const struct tcb *t)
{
	return t->enter->enter_ts ? t->enter->enter_ts : t->enter->h.ts;
}

/* -Y: strace names a call's line by the name the task had when the call
 * began; a name taken inside it counts once that line has begun. */
static void take_next_comm(struct tcb *t)
{
	if (!t->comm_next[0])
		return;
	memcpy(t->comm, t->comm_next, sizeof(t->comm));
	t->comm_next[0] = 0;
}

/* exit: the exit record when it is already known, else NULL.  A custom
 * decoder's entering part may then use what was captured at exit, but never
 * the outcome of the call. */
static void print_head(struct tcb *t, const struct ebt_sys_event *exit)
{
	struct call c;
	int k;

	due_remove(t);
	decor_stamp(enter_time(t), t->enter->ip, t->nr);
	stamp_mux(t);
	line_begin(t);
	take_next_comm(t);
	fill_call(&c, t, NULL);
	if (exit && (exit->ret < 0 || (exit->flags & EBT_SYS_REFETCHED)))
		c.failed_exit = exit;
	if (opt.format)
		rec_call(t, enter_time(t), &c, raw_args(t));
	print_name(t);
	tputc('(');
	if (raw_args(t)) {
		print_raw_args(&c, 0);
		k = nargs_of(t);
	} else if (t->se->custom) {
		if (opt.format)
			rec_arg_begin(0);   /* print_arg_sep() goes on to the next */
		t->se->custom(&c, 0);
		t->args_done = t->se->nargs;
		t->head = HEAD_OPEN;
		return;
	} else {
		k = entry_printable_args(t->se);
		print_args(&c, 0, k);
	}
	if (k > 0 && k < nargs_of(t))
		tputs(", ");
	t->args_done = k;
	t->head = HEAD_OPEN;
}

static int shared_output(void)
{
	return !(opt.outfile && opt.follow == 2);
}

/* Print the entering parts that strace would have shown by now, up to
 * (not including) stop. */
static void flush_due(struct tcb *stop)
{
	struct tcb *d;

	if (!shared_output() || hold_lines())
		return;
	while ((d = due_first()) && d != stop)
		print_head(d, NULL);
}

/* Get t's line ready for the rest of its call: continue it, or start a
 * "<... NAME resumed>" line. */
static void resume_line(struct tcb *t, const struct ebt_sys_event *exit, uint64_t ts)
{
	if (t->head == HEAD_DUE) {
		flush_due(t);
		print_head(t, exit);
		return;
	}
	flush_due(NULL);
	if (line_is_open(t)) {
		line_continue(t);
		return;
	}
	decor_stamp(ts, t->enter->ip, t->nr);
	stamp_mux(t);
	line_begin(t);
	tputs("<... ");
	print_name(t);
	tputs(" resumed>");
}

/* -Y: a new name, from the call's line on unless that line is still due */
static void set_comm(struct tcb *t, const char *comm)
{
	memcpy(t->head == HEAD_DUE ? t->comm_next : t->comm, comm, sizeof(t->comm));
}

static void end_call(struct tcb *t)
{
	take_next_comm(t);
	due_remove(t);
	if (t->head != HEAD_NONE && t->se != restart_sysent())
		t->prev_se = t->se;
	free(t->enter);
	t->enter = NULL;
	t->head = HEAD_NONE;
}

/* ---- signals --------------------------------------------------------------- */

/* "--- stopped by SIG ---": the task entered a group stop. */
static void print_stop(struct tcb *t, uint64_t ts, uint64_t ip, int sig)
{
	decor_stamp(ts, ip, t->last_nr);
	line_begin(t);
	if (opt.format)
		rec_signal(sig, true);
	tprintf("--- stopped by %s ---", signal_name(sig));
	line_end();
}

static void print_signal(struct tcb *t, const struct ebt_signal_event *e)
{
	uint64_t ip;

	if (cnt.mode == COUNT_ONLY || !filter_signal(e->sig)) {
		ustack_drop(t);
		return;
	}
	flush_due(NULL);
	/* -i: where the task is, else where its last call was */
	ip = e->h.size >= sizeof(*e) && (e->flags & EBT_SIGF_IP) ? e->ip : t->last_ip;
	decor_stamp(e->h.ts, ip, t->last_nr);
	line_begin(t);
	if (opt.format)
		rec_signal(e->sig, false);
	print_signal_line(e->sig, e->siginfo, sizeof(e->siginfo),
			  e->h.size >= sizeof(*e) ? e->pid_comm : NULL);
	line_end();
	ustack_print(t);
	if (e->h.size >= sizeof(*e) && (e->flags & EBT_SIGF_STOPS))
		print_stop(t, e->h.ts, ip, e->sig);
}

/* Signals the kernel discarded as ignored inside a call whose line comes
 * later (and fatal ones) wait in the task's queue for the point where
 * ptrace would have reported them: its return to user space, seen as the
 * call's exit record. */
static void queue_signal(struct tcb *t, const struct ebt_signal_event *e)
{
	t->sigq = realloc(t->sigq, (t->nsigq + 1) * sizeof(*t->sigq));
	if (!t->sigq)
		die("Out of memory");
	/* -k: the frames, when the task sent it to itself */
	t->sigq_ustack = xrealloc(t->sigq_ustack, (t->nsigq + 1) * sizeof(*t->sigq_ustack));
	t->sigq_ustack[t->nsigq] = NULL;
	if (e->flags & EBT_SIGF_USTACK) {
		t->sigq_ustack[t->nsigq] = t->ustack;
		t->ustack = NULL;
	}
	memset(&t->sigq[t->nsigq], 0, sizeof(*t->sigq));
	memcpy(&t->sigq[t->nsigq++], e, e->h.size < sizeof(*e) ? e->h.size : sizeof(*e));
}

/* A queued signal shows the frames it was sent from, or those of where it
 * shows: the task's call whose line came just before. */
static void print_queued_signal(struct tcb *t, int i)
{
	char *mine = t->ustack;

	t->ustack = t->sigq_ustack[i];
	t->sigq_ustack[i] = NULL;
	if (!t->ustack && t->last_ustack)
		t->ustack = strdup(t->last_ustack);
	print_signal(t, &t->sigq[i]);
	free(t->ustack);
	t->ustack = mine;
}

static void flush_signals(struct tcb *t)
{
	int n = t->nsigq;

	t->nsigq = 0;
	for (int i = 0; i < n; i++)
		print_queued_signal(t, i);
	ustack_forget_last(t);
}

/* The queue in the order ptrace dequeues pending signals: by number. */
static void sort_queued_signals(struct tcb *t)
{
	for (int i = 1; i < t->nsigq; i++)
		for (int j = i; j > 0 && t->sigq[j - 1].sig > t->sigq[j].sig; j--) {
			struct ebt_signal_event e = t->sigq[j];
			char *u = t->sigq_ustack[j];

			t->sigq[j] = t->sigq[j - 1];
			t->sigq_ustack[j] = t->sigq_ustack[j - 1];
			t->sigq[j - 1] = e;
			t->sigq_ustack[j - 1] = u;
		}
}

/* Show the queued signals but those behind others still to be delivered
 * (EBT_SIGF_BEHIND) numbered above `above`: they stay queued, in order,
 * until the next signal delivered to the task shows (ptrace reports the
 * pending signals lowest number first). */
static void flush_signals_but_behind(struct tcb *t, int above)
{
	int n = t->nsigq, k = 0;

	t->nsigq = 0;
	for (int i = 0; i < n; i++) {
		if ((t->sigq[i].flags & EBT_SIGF_BEHIND) && t->sigq[i].sig > above) {
			t->sigq[k] = t->sigq[i];
			t->sigq_ustack[k++] = t->sigq_ustack[i];
			continue;
		}
		print_queued_signal(t, i);
	}
	t->nsigq = k;
	if (!k)
		ustack_forget_last(t);
}

static void flush_signals_cb(struct tcb *t, void *arg)
{
	(void)arg;
	if (t->nsigq && t->head == HEAD_NONE)
		flush_signals(t);
}

/* End t's open line with " <detached ...>" and say so, in strace's order:
 * on a shared stderr the message comes first, cutting the line.  A held
 * line (held: its entering part is still to print) is published after
 * the message. */
static void say_detached(struct tcb *t, bool line_open, bool held)
{
	bool say = !filter_quiet(QUIET_ATTACH);

	if (line_open && say && (!opt.outfile || held)) {
		output_flush();
		warn("Process %u detached", t->tid);
		say = false;
	}
	if (held)
		print_head(t, NULL);
	if (line_open) {
		if (opt.format)
			rec_detached();
		tputs(" <detached ...>");
		line_end();
	}
	if (say) {
		output_flush();
		warn("Process %u detached", t->tid);
	}
}

/* Whether the entering part of t's call in progress shows when the task
 * is let go.  A line held back by a filter on outcomes (-z, -e status=,
 * -P) shows, as strace publishes what it had of it, only with
 * status=detached. */
static bool detached_call_shows(struct tcb *t)
{
	struct call c;

	if (t->head == HEAD_NONE || !filter_traced(t->nr) || cnt.mode == COUNT_ONLY)
		return false;
	if (!filters_hold())
		return true;
	if (!filter_status(STATUS_DETACHED))
		return false;
	fill_call(&c, t, NULL);
	return !pathtrace_active() || pathtrace_match(&c);
}

/* -b execve: the kernel stopped tracing the task at this execve. */
static void detach_task(struct tcb *t)
{
	bool shown = detached_call_shows(t), held = shown && filters_hold();

	if (shown && !held) {
		flush_due(t);
		print_head(t, NULL);
	}
	say_detached(t, shown, held);
	launch_detached(t->tid);
	end_call(t);
	tcb_drop(t);
}

static void finish_noreturn(struct tcb *t, uint64_t ts);

/* Calls that an interruption (such as ptrace's attach) restarts through
 * restart_syscall, so that the time already slept counts. */
static bool restarts_through_block(const struct tcb *t, const struct ebt_sys_event *e)
{
	const char *name = t->se->name;

	if (!name)
		return false;
	if (!strcmp(name, "nanosleep") || !strcmp(name, "poll"))
		return true;
	if (!strcmp(name, "clock_nanosleep"))
		return !(e->args[1] & 1);   /* not TIMER_ABSTIME */
	if (!strcmp(name, "futex")) {
		unsigned cmd = e->args[1] & 127;   /* without PRIVATE, CLOCK_REALTIME */

		return (cmd == 0 || cmd == 9) && e->args[3];   /* WAIT, WAIT_BITSET */
	}
	return false;
}

/* A call that was already running when tracing began.  strace's attach
 * interrupts it, and it starts again: strace shows it whole, or, for the
 * calls that resume through restart_syscall, as that. */
static void running_at_attach(struct tcb *t, const struct ebt_sys_event *e)
{
	const struct sysent *restart = restart_sysent();

	if (!restart || !restarts_through_block(t, e))
		return;
	/* t->nr stays the call's own number, which its exit record has */
	t->prev_se = t->se;
	t->se = restart;
}

/* restart_syscall(<... resuming interrupted NAME ...>): the task's
 * previous call is the one it resumes. */
void print_resuming(struct call *c, int arg, int param)
{
	const struct sysent *prev = c->tcp->prev_se;

	(void)arg;
	(void)param;
	tprintf("<... resuming interrupted %s ...>", prev && prev->name ? prev->name : "system call");
}

/* "[ Process PID=N runs in 32 bit mode. ]": a task's calls are now of
 * another personality (an execve's exit tells it for the new program;
 * exiting: that exit record, whose line is not printed yet).  As strace, a task seen for the first time is taken to be of the
 * personality of the last call seen, whichever task made it. */
static void note_personality(struct tcb *t, int p, const struct ebt_hdr *h,
			     const struct ebt_sys_event *exiting)
{
	static int last = 0;
	int npers;
	const struct personality *pers = personalities(&npers);

	if (t->pers < 0)
		t->pers = last;
	last = p;
	if (t->pers == p)
		return;
	t->pers = p;
	if (filter_quiet(QUIET_PERSONALITY) || p >= npers)
		return;
	/* strace had shown the entering part of the call by now */
	if (exiting && t->head == HEAD_DUE && filter_traced(t->nr) && !hold_lines()) {
		flush_due(t);
		print_head(t, exiting);
	}
	flush_due(NULL);
	decor_stamp(h->ts, t->last_ip, t->last_nr);
	line_begin(t);
	if (opt.format)
		rec_personality(pers[p].mode);
	tprintf("[ Process PID=%u runs in %s mode. ]", t->tid, pers[p].mode);
	line_end();
}

static void on_sys_enter(const struct ebt_sys_event *e)
{
	struct tcb *t = tcb_get(e->h.tid, e->h.tgid);

	note_personality(t, (e->flags & EBT_SYS_COMPAT) != 0, &e->h, NULL);

	/* the same call again: restarted after the tracer's own stop */
	if (t->head != HEAD_NONE && t->nr == e->nr && !(e->flags & EBT_SYS_DETACH) &&
	    !memcmp(t->enter->args, e->args, sizeof(e->args)))
		return;
	if (t->nsigq)
		flush_signals(t);
	if (t->head != HEAD_NONE)
		end_call(t);   /* its exit never came (e.g. lost): drop it */
	t->enter = xmalloc(e->h.size);
	memcpy(t->enter, e, e->h.size);
	t->nr = e->nr;
	call_begins(t, e);
	t->last_nr = e->nr;
	t->last_ip = e->ip;
	t->head = HEAD_DUE;
	/* a call seen only for the descriptor table (-y) that blocked: its
	 * entering part never shows */
	if (filter_traced(e->nr) || pathtrace_active())
		due_push(t);
	if (e->flags & EBT_SYS_DETACH)
		detach_task(t);
}

/* Whether a finished (or never-returning) call's line is shown; counts it
 * when the kernel does not (-P). */
static bool line_wanted(struct call *c, uint64_t enter_ts, uint64_t exit_ts)
{
	if (pathtrace_active()) {
		/* every call the kernel sent keeps the descriptor set right,
		 * but only the traced ones show */
		if (!pathtrace_match(c) || !filter_traced(c->nr))
			return false;
		if (cnt.mode && !count_in_kernel() && c->exiting)
			count_call(c->nr, c->ret, exit_ts > enter_ts ? exit_ts - enter_ts : 0);
	}
	if (cnt.mode == COUNT_ONLY)
		return false;
	if (!c->exiting)
		return filter_status(STATUS_UNFINISHED);
	return filter_status(call_failed(c) ? STATUS_FAILED : STATUS_SUCCESSFUL);
}

/* -Y: a successful execve renames the task (after its line, which shows
 * the name it had when the call entered). */
/* -e inject=: what was done to the call, noted as strace does */
static void print_tamper_note(unsigned flags)
{
	if ((flags & EBT_SYS_INJECTED) && (flags & EBT_SYS_POKED))
		tputs(" (INJECTED: args, retval)");
	else if (flags & EBT_SYS_POKED)
		tputs(" (INJECTED: args)");
	else if (flags & EBT_SYS_INJECTED)
		tputs(" (INJECTED)");
	if (flags & EBT_SYS_DELAYED)
		tputs(" (DELAYED)");
}

static void on_sys_exit(const struct ebt_sys_event *rec)
{
	const struct ebt_sys_event *e = tamper_shown(rec);
	struct tcb *t = tcb_get(e->h.tid, e->h.tgid);
	/* rt_sigreturn's number is gone at exit (-1): its enter has it */
	long nr = e->nr < 0 && t->head != HEAD_NONE ? t->nr : e->nr;
	struct call c;

	/* -1 and no enter: an rt_sigreturn the filter left out is no call */
	if (nr < 0) {
		ustack_drop(t);
		return;
	}
	note_personality(t, (e->flags & EBT_SYS_COMPAT) != 0, &e->h,
			 t->head != HEAD_NONE && t->nr == nr ? e : NULL);
	if (t->fresh && !e->enter_seen && t->head == HEAD_NONE) {
		/* a new task returning from fork/clone: strace shows no line */
		t->fresh = false;
		ustack_drop(t);
		return;
	}
	t->fresh = false;
	if (t->head == HEAD_NONE || t->nr != nr) {
		/* no enter record: the exit carries everything, or the call was
		 * already running when tracing began */
		end_call(t);
		t->enter = xmalloc(e->h.size);
		memcpy(t->enter, e, e->h.size);
		t->nr = e->nr;
		call_begins(t, e);
		t->head = HEAD_DUE;
		t->args_done = 0;
		if (!e->enter_seen)
			running_at_attach(t, e);
		due_push(t);
	}
	if (!filter_traced(nr) && !pathtrace_active()) {
		/* only here for the descriptor table (-y) */
		fill_call(&c, t, e);
		fdtrack_exit_before(&c);
		fdtrack_exit_after(&c);
		end_call(t);
		ustack_drop(t);
		return;
	}
	t->last_nr = nr;
	t->last_ip = e->ip;
	if (e->flags & EBT_SYS_KILLED) {
		/* cut short by SIGKILL: like strace, no return value */
		for (int i = 0; i < t->nsigq; i++)
			free(t->sigq_ustack[i]);
		t->nsigq = 0;
		finish_noreturn(t, e->h.ts);
		return;
	}
	if (hold_lines()) {
		fill_call(&c, t, e);
		if (!line_wanted(&c, enter_time(t), e->h.ts)) {
			fdtrack_exit_before(&c);
			fdtrack_exit_after(&c);
			end_call(t);
			ustack_drop(t);
			return;
		}
	}
	resume_line(t, e, e->h.ts);
	fill_call(&c, t, e);
	fdtrack_exit_before(&c);
	if (raw_args(t))
		print_raw_args(&c, t->args_done);
	else if (t->se->custom)
		t->se->custom(&c, 1);
	else
		print_args(&c, t->args_done, t->se->nargs);
	if (opt.format)
		rec_arg_end();
	tputs(") ");
	tabto();
	if (opt.format)
		rec_ret_begin();
	print_retval(&c);
	if (opt.format)
		rec_ret_end(&c, e->h.ts);
	print_tamper_note(e->flags);
	if (dec.Tflag)
		decor_syscall_time(enter_time(t), e->h.ts);
	line_end();
	print_io_dump(&c);
	/* innermost first: where it slept in the kernel, then the code
	 * that made the call */
	ustack_print_kernel(t);
	ustack_print(t);
	fdtrack_exit_after(&c);
	end_call(t);
	/* strace tells the new program's personality right after its execve,
	 * whether or not the filter shows any of its calls */
	if (e->flags & EBT_SYS_NEW_PERS)
		note_personality(t, !(e->flags & EBT_SYS_COMPAT), &e->h, NULL);
	if (t->nsigq)
		flush_signals_but_behind(t, 0);
}

/* The task ended inside a call (exit_group, or killed): "= ?". */
static void finish_noreturn(struct tcb *t, uint64_t ts)
{
	if (hold_lines()) {
		struct call c;

		fill_call(&c, t, NULL);
		if (!line_wanted(&c, 0, 0)) {
			end_call(t);
			return;
		}
	}
	resume_line(t, NULL, ts);
	if (opt.format) {
		rec_arg_end();
		rec_noreturn(ts);
	}
	if (t->args_done < nargs_of(t) || t->se->custom)
		tputs(" <unfinished ...>");
	tputs(") ");
	tabto();
	tputs("= ?");
	line_end();
	end_call(t);
}

static void exit_gone(const struct ebt_exit_event *e, struct tcb *t)
{
	if (e->group_dead && ustk.enabled)
		ustack_gone(e->h.tgid);
	tcb_drop(t);
}

/* "+++ exited", "+++ killed" or "+++ superseded": the end of a task as
 * wait reports it.  Whether it shows: "+++ exited" goes with quiet=exit,
 * "+++ killed" only with signal=, "+++ superseded" with
 * quiet=thread-execve. */
static void print_end(struct tcb *t, uint64_t ts, int status, uint32_t superseded_by)
{
	if (cnt.mode == COUNT_ONLY ||
	    (superseded_by ? filter_quiet(QUIET_THREAD_EXECVE) :
	     (status & 0x7f) == 0 ? filter_quiet(QUIET_EXIT) : !filter_signal(status & 0x7f))) {
		if (cnt.mode != COUNT_ONLY)
			ustack_print(t);
		return;
	}
	decor_stamp(ts, 0, t->last_nr);
	line_begin(t);
	if (opt.format)
		rec_exit(status, superseded_by);
	if (superseded_by)
		tprintf("+++ superseded by execve in pid %u +++", superseded_by);
	else if ((status & 0x7f) == 0)
		tprintf("+++ exited with %d +++", (status >> 8) & 0xff);
	else
		tprintf("+++ killed by %s %s+++", signal_name(status & 0x7f),
			(status & 0x80) ? "(core dumped) " : "");
	line_end();
	/* the frames of its exit call, taken at its enter, come last */
	ustack_print(t);
}

void trace_command_reaped(pid_t pid, int status)
{
	struct tcb *t = tcb_find(pid);

	if (!t || !t->lost_to_execve)
		return;
	print_end(t, decor_now_ns(), status, 0);
	tcb_drop(t);
}

/* With -f, a leader that ends while other threads run is not reported
 * until its process ends (ptrace keeps it undead for a thread's execve to
 * take its place): it waits as a zombie. */
static bool leader_waits(const struct ebt_exit_event *e, uint32_t superseded_by)
{
	return opt.follow && e->h.tid == e->h.tgid && !e->group_dead && !superseded_by;
}

/* The process ended with one of its other threads: now wait reports its
 * leader, with the process's status when the kernel marked it as ended as
 * a whole (exit_group, a fatal signal, and since Linux 6.0 also the last
 * thread's exit), else with the leader's own. */
static void end_waiting_leader(const struct ebt_exit_event *e, int status)
{
	struct tcb *leader = tcb_find(e->h.tgid);

	if (!leader || !leader->zombie)
		return;
	print_end(leader, e->h.ts, (e->flags & EBT_EXIT_GROUP_EXIT) ? status : leader->zombie_status, 0);
	tcb_drop(leader);
}

/* A non-leader thread's execve took the leader's tid.  strace learns it at
 * the exec, while the thread's line may still be open: that line ends
 * with " <pid changed to LEADER ...>" and the call resumes under the
 * leader's tid.  The entering parts due are shown first, as strace had
 * shown them when their calls began. */
static void cut_by_pid_change(struct tcb *thread, uint32_t leader_tid)
{
	if (!thread)
		return;
	if (shared_output())
		flush_due(NULL);
	else if (thread->head == HEAD_DUE)
		print_head(thread, NULL);   /* -ff: its own file */
	if (!line_is_open(thread))
		return;
	line_continue(thread);
	tprintf(" <pid changed to %u ...>", leader_tid);
	line_end();
	thread->head = HEAD_UNFINISHED;
}

static void on_exit_task(const struct ebt_exit_event *e, size_t size)
{
	struct tcb *t = tcb_get(e->h.tid, e->h.tgid);
	uint32_t superseded_by = size >= sizeof(*e) ? e->superseded_by : 0;
	int status = e->exit_code;

	/* signals waiting for its next record, which never came (it ended in
	 * a call not shown): ptrace reported them as it went back to user
	 * space, before it ended */
	if (t->nsigq && t->head == HEAD_NONE && !(status & 0x7f) && !superseded_by)
		flush_signals(t);
	if (t->head != HEAD_NONE)
		finish_noreturn(t, e->h.ts);
	/* of the signals waiting, only the one that kills it is delivered */
	for (int i = 0; i < t->nsigq; i++)
		if ((t->sigq[i].flags & EBT_SIGF_FATAL) && t->sigq[i].sig == (status & 0x7f))
			print_queued_signal(t, i);
	for (int i = 0; i < t->nsigq; i++)
		free(t->sigq_ustack[i]);
	t->nsigq = 0;
	flush_due(NULL);
	launch_exec_error(t->tid);
	/* a leader replaced by a thread's execve shows as superseded at that
	 * thread's exec record, where strace learns of it */
	if (leader_waits(e, superseded_by) || (superseded_by && tcb_find(superseded_by))) {
		t->zombie = true;
		t->zombie_status = status;
		ustack_drop(t);
		return;
	}
	/* replaced by a thread not traced (no -f): ptrace loses the task, and
	 * strace shows only how the process ends, when it reaps its child
	 * (trace_command_reaped); a process ebtrace did not start ends unseen */
	if (superseded_by && launch_is_child(t->tid)) {
		t->zombie = true;
		t->lost_to_execve = true;
		ustack_drop(t);
		return;
	}
	if (!superseded_by)
		print_end(t, e->h.ts, status, 0);
	else
		ustack_drop(t);
	if (e->group_dead)
		fdtrack_gone(e->h.tgid);
	exit_gone(e, t);
	if (e->group_dead && e->h.tid != e->h.tgid)
		end_waiting_leader(e, status);
}

/* Before a message about a new child: strace had printed the parent's
 * clone/fork/vfork so far, so on a shared stderr it lands inside that
 * line. */
static void before_child_message(struct tcb *parent)
{
	if (parent && parent->head == HEAD_DUE && shared_output() && !hold_lines()) {
		flush_due(parent);
		print_head(parent, NULL);
	}
	output_flush();
}

static void on_fork(const struct ebt_fork_event *e)
{
	struct tcb *parent = tcb_find(e->h.tid), *child;

	if (e->h.size >= sizeof(*e) && (e->flags & EBT_FORK_PTRACE_UNFOLLOWED)) {
		/* strace, not following forks, detaches the child that the
		 * kernel made its tracee */
		if (!filter_quiet(QUIET_ATTACH)) {
			before_child_message(parent);
			warn("Detached unknown pid %u", e->child_tid);
		}
		return;
	}
	if (!filter_quiet(QUIET_ATTACH)) {
		before_child_message(parent);
		warn("Process %u attached", e->child_tid);
	}
	child = tcb_get(e->child_tid, e->child_tgid);
	child->fresh = true;
	child->last_nr = -1;
	/* -Y: the kernel gives a new task its creator's name */
	if (dec.comm && parent && decor_comm(parent))
		memcpy(child->comm, parent->comm, sizeof(child->comm));
	pathtrace_fork(e->h.tgid, e->child_tgid);
	if (ustk.enabled)
		ustack_fork(e->h.tgid, e->child_tgid);
	fdtrack_fork(e->h.tgid, e->child_tgid);
}

/* ---- credentials ----------------------------------------------------------
 * Without CAP_SYS_PTRACE ebtrace shows only what ptrace would: a task that
 * executed a set-user-ID program (which ptrace would have run without its
 * privileges) is let go, and its records already on the way are dropped.
 * Only an exec changes that: a child inherits its parent's credentials,
 * and ptrace's own following of children (PTRACE_O_TRACEFORK) makes no
 * check either. */
static int nforbidden;

static void forbid(struct tcb *t)
{
	bpf_untrace_task(t->tid);
	if (t->head != HEAD_NONE) {
		/* its execve, cut short as strace ends a call it detaches from */
		resume_line(t, NULL, t->enter->h.ts);
		tputs(" <detached ...>");
		line_end();
	}
	end_call(t);
	t->forbidden = true;
	/* no exit record will come: it is forgotten once gone */
	t->fresh = false;
	nforbidden++;
	output_flush();
	warn("Process %u detached: it runs with credentials that may not be traced", t->tid);
}

static bool forbidden_record(const struct ebt_hdr *h, const void *data)
{
	struct tcb *t = tcb_find(h->tid);

	if (!t || !t->forbidden)
		return false;
	if (h->type == EBT_EV_FORK) {
		const struct ebt_fork_event *f = data;
		struct tcb *child = tcb_get(f->child_tid, f->child_tgid);

		bpf_untrace_task(f->child_tid);
		child->forbidden = true;
		nforbidden++;
	} else if (h->type == EBT_EV_EXIT) {
		nforbidden--;
		tcb_drop(t);
	}
	return true;
}

/* A non-leader thread's execve: the thread goes on with the leader's tid
 * (whose exit record came first), its execve still in progress. */
/* The thread t goes on with the leader's tid.  The leader, which ended
 * before (its exit record came first), is replaced only now. */
static void take_leader_place(struct tcb *t, const struct ebt_exec_event *e)
{
	struct tcb *stale = tcb_find(e->h.tid);
	bool superseded = stale && stale->zombie;

	if (stale)
		tcb_drop(stale);
	/* -ff: the thread's file ends with its execve's entering part */
	if (superseded || !shared_output())
		cut_by_pid_change(t, e->h.tid);
	tcb_rekey(t, e->h.tid);
	if (!shared_output())
		output_follow_tid(t);
	if (superseded) {
		/* as strace: the thread, now under the leader's tid, says it
		 * (in the leader's file with -ff); its own frames are its
		 * execve's */
		char *frames = t->ustack;

		t->ustack = NULL;
		print_end(t, e->h.ts, 0, e->old_tid);
		t->ustack = frames;
	}
}

/* -Y: the task's name (text: size bytes, NUL-padded) from its next line on */
static void on_comm_text(struct tcb *t, const char *text, size_t size)
{
	char comm[sizeof(t->comm)];

	snprintf(comm, sizeof(comm), "%.*s", (int)size, text);
	set_comm(t, comm);
}

static void on_comm(const struct ebt_comm_event *e)
{
	struct tcb *t = tcb_find(e->h.tid);

	if (t)
		on_comm_text(t, e->comm, sizeof(e->comm));
}

static void on_exec(const struct ebt_exec_event *e)
{
	struct tcb *t;

	/* the kernel side stopped at once a task whose new credentials are
	 * not the user's; the kernel is asked about the others (it also
	 * knows of LSMs) */
	if ((e->flags & EBT_EXEC_FORBIDDEN) ||
	    (!access_privileged() && access_check(e->h.tid) == EPERM)) {
		t = tcb_find(e->old_tid);
		if (t && e->old_tid != e->h.tid)
			take_leader_place(t, e);
		forbid(t ? t : tcb_get(e->h.tid, e->h.tgid));
		return;
	}

	/* -c alone has no call records: the exec tells the new program's
	 * personality (strace tells it at the execve's exit) */
	if (cnt.mode == COUNT_ONLY && count_in_kernel())
		note_personality(tcb_get(e->old_tid, e->h.tgid), (e->flags & EBT_EXEC_COMPAT) != 0,
				 &e->h, NULL);
	if (e->old_tid != e->h.tid && (t = tcb_find(e->old_tid)))
		take_leader_place(t, e);
	/* -Y: a thread's execve renamed it under the tid it then took, which
	 * was no traced task's at that moment */
	if (dec.comm && e->comm[0] && (t = tcb_find(e->h.tid)))
		on_comm_text(t, e->comm, sizeof(e->comm));
}

static void on_signal(const struct ebt_signal_event *e, size_t size)
{
	struct tcb *t = tcb_get(e->h.tid, e->h.tgid);

	if (e->sig == SIGKILL) {
		/* never reported: it kills at once.  Its frames are where the
		 * fatal signal waiting to show found the task. */
		for (int i = 0; i < t->nsigq && t->ustack; i++)
			if ((t->sigq[i].flags & EBT_SIGF_FATAL) && !t->sigq_ustack[i]) {
				t->sigq_ustack[i] = t->ustack;
				t->ustack = NULL;
			}
		ustack_drop(t);
		return;
	}
	/* an ignored signal shows at once, but for one that comes inside a
	 * call shown later: after that call's line; and for one behind other
	 * pending signals: after the next one delivered */
	if (size >= sizeof(*e) && ((e->flags & EBT_SIGF_FATAL) ||
	    ((e->flags & EBT_SIGF_IGNORED) &&
	     ((e->flags & (EBT_SIGF_IN_CALL | EBT_SIGF_BEHIND)) || t->head != HEAD_NONE)))) {
		queue_signal(t, e);
		return;
	}
	/* the signals queued behind this one come after it, by number */
	if (t->nsigq)
		flush_signals_but_behind(t, e->sig);
	print_signal(t, e);
	if (t->nsigq) {
		sort_queued_signals(t);
		flush_signals(t);
	}
}

/* Records lost and not shown yet: gaps reported by several CPUs at once
 * make one line, before the next record. */
static uint64_t gap;

static void show_gap(void)
{
	if (gap && cnt.mode != COUNT_ONLY)
		output_gap(gap);
	gap = 0;
}

int trace_record(const void *data, size_t size)
{
	const struct ebt_hdr *h = data;

	if (size < sizeof(*h) || h->size > size)
		return 0;
	if (h->type == EBT_EV_LOST) {
		if (size >= sizeof(struct ebt_lost_event))
			gap += ((const struct ebt_lost_event *)data)->count;
		return 0;
	}
	if (h->type == EBT_EV_PIECE) {
		pieces_add(data);
		return 0;
	}
	if ((h->type == EBT_EV_SYS_ENTER || h->type == EBT_EV_SYS_EXIT) &&
	    h->size >= sizeof(struct ebt_sys_event)) {
		data = pieces_join(data);
		h = data;
		size = h->size;
	}
	show_gap();
	if (pidns_active()) {
		uint32_t ktid = h->tid;

		data = pidns_translate_record(data, size);
		h = data;
		if (h->type == EBT_EV_EXIT)
			pidns_forget(ktid);   /* its ids here are in the copy */
	}
	if (nforbidden && forbidden_record(h, data))
		return 0;
	switch (h->type) {
	case EBT_EV_SYS_ENTER:
		if (h->size >= sizeof(struct ebt_sys_event))
			on_sys_enter(data);
		break;
	case EBT_EV_SYS_EXIT:
		if (h->size < sizeof(struct ebt_sys_event))
			break;
		/* a 32-bit task already running (-p) */
		if (((const struct ebt_sys_event *)data)->flags & EBT_SYS_COMPAT)
			bpf_compat_seen();
		on_sys_exit(data);
		break;
	case EBT_EV_EXIT:
		if (size >= offsetof(struct ebt_exit_event, superseded_by))
			on_exit_task(data, size);
		pidns_task_gone(h->tid);
		break;
	case EBT_EV_EXEC:
		if (size < sizeof(struct ebt_exec_event))
			break;
		if (((const struct ebt_exec_event *)data)->flags & EBT_EXEC_COMPAT)
			bpf_compat_seen();
		on_exec(data);
		break;
	case EBT_EV_FORK:
		if (h->size >= sizeof(struct ebt_fork_event))
			on_fork(data);
		break;
	case EBT_EV_SIGNAL:
		if (size >= offsetof(struct ebt_signal_event, flags))
			on_signal(data, size);
		break;
	case EBT_EV_STACK:
		if (ustk.enabled)
			ustack_record(data, h->size);
		break;
	case EBT_EV_KSTACK:
		if (ustk.kernel)
			kstack_record(data, h->size);
		break;
	case EBT_EV_MAPS:
		if (ustk.enabled && h->size >= sizeof(struct ebt_maps_event))
			ustack_maps_changed(data);
		break;
	case EBT_EV_COMM:
		if (h->size >= sizeof(struct ebt_comm_event))
			on_comm(data);
		break;
	default:
		break;
	}
	return 0;
}

void trace_gap(uint64_t n)
{
	gap += n;
	show_gap();
}

void trace_idle(void)
{
	struct tcb *d;

	show_gap();

	while (!hold_lines() && (d = due_first()) != NULL)
		print_head(d, NULL);
	tcb_foreach(flush_signals_cb, NULL);
	output_flush();
}

void trace_running_call(uint32_t tid, uint32_t tgid, long nr, const uint64_t *args)
{
	struct ebt_sys_event e;
	struct tcb *t;

	memset(&e, 0, sizeof(e));
	e.h.type = EBT_EV_SYS_ENTER;
	e.h.size = sizeof(e);
	e.h.tid = tid;
	e.h.tgid = tgid;
	e.nr = nr;
	e.enter_seen = 1;
	memcpy(e.args, args, sizeof(e.args));
	on_sys_enter(&e);
	t = tcb_find(tid);
	if (t)
		running_at_attach(t, &e);
}

/* A task found in a group stop when it is attached: as strace, which sees
 * the stop again once it has attached, its line says so. */
void trace_stopped_at_attach(uint32_t tid, uint32_t tgid, int sig)
{
	struct tcb *t = tcb_get(tid, tgid);
	struct timespec now;

	if (cnt.mode == COUNT_ONLY || !filter_signal(sig))
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);   /* the records' clock */
	flush_due(NULL);
	print_stop(t, now.tv_sec * 1000000000ULL + now.tv_nsec, t->last_ip, sig);
}

void trace_forget(struct tcb *t)
{
	if (t->forbidden)
		nforbidden--;
	if (line_is_open(t))
		line_cut(t);
	tcb_drop(t);
}

static int by_tid(const void *a, const void *b)
{
	uint32_t x = (*(struct tcb *const *)a)->tid, y = (*(struct tcb *const *)b)->tid;

	return x < y ? -1 : x > y;
}

static void collect_tcb(struct tcb *t, void *arg)
{
	struct tcb ***p = arg;

	*(*p)++ = t;
}

/* strace printed the entering part of every running call when it started;
 * of those lines, the one still open (one per file with -ff) ends with
 * " <detached ...>".  Tasks are let go in tid order. */
void trace_detach_all(void)
{
	int n = tcb_count();
	struct tcb **all = xcalloc(n, sizeof(*all)), **p = all;
	struct tcb *d;

	while (!hold_lines() && (d = due_first()) != NULL)
		print_head(d, NULL);
	tcb_foreach(collect_tcb, &p);
	qsort(all, n, sizeof(*all), by_tid);
	for (int i = 0; i < n; i++) {
		struct tcb *t = all[i];
		bool held = filters_hold() && t->head == HEAD_DUE && detached_call_shows(t);
		bool open;

		/* the structured forms: a call in progress is a record of its own */
		if (opt.format && !filters_hold() && t->head == HEAD_DUE && filter_traced(t->nr))
			print_head(t, NULL);
		open = held || line_is_open(t);
		if (open && !held)
			line_continue(t);
		say_detached(t, open, held);
		bpf_untrace_task(t->tid);
		end_call(t);
		tcb_drop(t);
	}
	free(all);
	output_flush();
}

void trace_finish(void)
{
	output_flush();
}
