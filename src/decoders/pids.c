/* Process ids in arguments and return values: printed as the tracee passed
 * or got them (in its own PID namespace), followed, with
 * --pidns-translation, by what they are in ebtrace's namespace when that
 * differs: " / * N in strace's PID NS * /", strace's very words, which
 * tools that read strace's output look for. */
#include "../decode.h"
#include "../filter.h"
#include "../output.h"
#include "../pidns.h"
#include "pids.h"

/* The id is in the namespace of the task whose line this is. */
void print_pidns_note(enum pidns_type type, int id)
{
	struct tcb *t = line_owner();
	int here;

	if (!t || !numset_has(&flt.decode_pids, DECODE_PID_NS))
		return;
	here = pidns_translate(t->tid, type, id);
	if (here > 0 && here != id)
		tprintf(" /* %d in strace's PID NS */", here);
}

void print_pid_as(enum pidns_type type, int id)
{
	tprintf("%d", id);
	print_pidns_note(type, id);
}

void print_tgid(struct call *c, int arg, int param)
{
	(void)param;
	print_pid_as(PIDNS_TGID, (int)c->args[arg]);
}

void print_tid(struct call *c, int arg, int param)
{
	(void)param;
	print_pid_as(PIDNS_TID, (int)c->args[arg]);
}

void print_pgid(struct call *c, int arg, int param)
{
	(void)param;
	print_pid_as(PIDNS_PGID, (int)c->args[arg]);
}

/* A who that is a process, a process group or a user, as the which
 * argument (param: its index) says: its value for a process is first,
 * that for a process group next. */
static void print_who(struct call *c, int arg, unsigned which_process, int param)
{
	static const int types[] = { PIDNS_TGID, PIDNS_PGID };
	unsigned which = (unsigned)c->args[param] - which_process;

	if (which < 2)
		print_pid_as(types[which], (int)c->args[arg]);
	else
		tprintf("%d", (int)c->args[arg]);
}

/* getpriority/setpriority: PRIO_PROCESS (0), PRIO_PGRP, PRIO_USER */
void print_priowho(struct call *c, int arg, int param)
{
	print_who(c, arg, 0, param);
}

/* ioprio_get/ioprio_set: IOPRIO_WHO_PROCESS (1), _PGRP, _USER */
void print_iowho(struct call *c, int arg, int param)
{
	print_who(c, arg, 1, param);
}

/* Return values that are ids (R_tgid, R_tid, R_pgid, R_sid). */
void print_ret_pid(const struct call *c)
{
	enum pidns_type type = c->ret_kind == R_tid ? PIDNS_TID :
			       c->ret_kind == R_pgid ? PIDNS_PGID :
			       c->ret_kind == R_sid ? PIDNS_SID : PIDNS_TGID;

	tprintf("%lld", (long long)c->ret);
	print_pidns_note(type, (int)c->ret);
}
