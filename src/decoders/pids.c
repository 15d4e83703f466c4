/* Process ids in arguments and return values: printed as the tracee passed
 * or got them (in its own PID namespace), followed, with
 * --pidns-translation, by what they are in ebtrace's namespace when that
 * differs: " / * N in strace's PID NS * /", strace's very words, which
 * tools that read strace's output look for. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../decode.h"
#include "../decorate.h"
#include "../filter.h"
#include "../output.h"
#include "../pidns.h"
#include "common.h"
#include "pids.h"

/* ---- -Y: "<comm>" after a process id, while the process exists ---- */

/* Whether the task sees the ids of ebtrace's PID namespace (those
 * /proc has), as its namespace is ebtrace's. */
static bool in_own_pidns(const struct tcb *t)
{
	char path[64], theirs[64] = "", ours[64] = "";

	snprintf(path, sizeof(path), "/proc/%u/ns/pid", t->tid);
	if (readlink(path, theirs, sizeof(theirs) - 1) < 0 ||
	    readlink("/proc/self/ns/pid", ours, sizeof(ours) - 1) < 0)
		return false;
	return !strcmp(theirs, ours);
}

/* What /proc says now of the id the line's task gave or got, for an id
 * the kernel could not name at the call: nothing once the process is
 * gone, nor when the id cannot be told in ebtrace's namespace. */
static void print_comm_now(enum pidns_type type, int id)
{
	struct tcb *t = line_owner();
	char path[64], buf[EBT_COMM_LEN + 2] = "";
	FILE *fp;

	if (!t || id <= 0)
		return;
	if (!in_own_pidns(t)) {
		if (!numset_has(&flt.decode_pids, DECODE_PID_NS))
			return;
		id = pidns_translate(t->tid, type, id);
		if (id <= 0)
			return;
	}
	snprintf(path, sizeof(path), "/proc/%d/comm", id);
	fp = fopen(path, "r");
	if (!fp)
		return;
	if (fgets(buf, sizeof(buf), fp))
		buf[strcspn(buf, "\n")] = 0;
	fclose(fp);
	decor_print_comm(buf, sizeof(buf));
}

/* The command name the kernel took of the task the id of argument arg
 * (or EBT_CAP_ARG_RET) names, the caller, its parent or one of its
 * children, from e; NULL when e does not have it. */
static const char *captured_comm(const struct ebt_sys_event *e, int arg)
{
	const struct ebt_cap *cap = e ? call_cap_kind(e, arg, EBT_CAP_COMM) : NULL;

	if (!cap || cap->err || cap->len < EBT_COMM_LEN)
		return NULL;
	return (const char *)cap_bytes(cap);
}

static bool print_comm_captured(const struct ebt_sys_event *e, int arg)
{
	const char *comm = captured_comm(e, arg);

	if (comm)
		decor_print_comm(comm, EBT_COMM_LEN);
	return comm != NULL;
}

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

/* -Y: the command name of the process or thread id names, as the kernel
 * took it (known: EBT_COMM_LEN bytes, or NULL or ""), else as /proc has
 * it while it exists; strace names no process groups or sessions. */
static void print_pid_comm(enum pidns_type type, int id, const char *known)
{
	if (!dec.comm || (type != PIDNS_TGID && type != PIDNS_TID) || id <= 0)
		return;
	if (known && known[0])
		decor_print_comm(known, EBT_COMM_LEN);
	else
		print_comm_now(type, id);
}

void print_pid_named(enum pidns_type type, int id, const char *known)
{
	tprintf("%d", id);
	print_pid_comm(type, id, known);
	print_pidns_note(type, id);
}

static void print_pid_of(enum pidns_type type, int id, const struct ebt_sys_event *e, int arg)
{
	print_pid_named(type, id, captured_comm(e, arg));
}

void print_pid_as(enum pidns_type type, int id)
{
	print_pid_named(type, id, NULL);
}

void print_tgid(struct call *c, int arg, int param)
{
	(void)param;
	print_pid_of(PIDNS_TGID, (int)c->args[arg], c->enter, arg);
}

void print_tid(struct call *c, int arg, int param)
{
	(void)param;
	print_pid_of(PIDNS_TID, (int)c->args[arg], c->enter, arg);
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
	print_pid_comm(type, (int)c->ret, captured_comm(c->exit, EBT_CAP_ARG_RET));
	print_pidns_note(type, (int)c->ret);
}

/* waitid's id (argument 1) with P_PID, as strace shows it when the call
 * begins: a child then still exists even if the call reaps it. */
void print_waitid_pid(const struct call *c, int arg, int id)
{
	tprintf("%d", id);
	if (!dec.comm)
		return;
	/* taken when the caller or its child exists; any other process the
	 * call cannot reap */
	if (!print_comm_captured(c->enter, arg))
		print_comm_now(PIDNS_TGID, id);
}

/* waitid's si_pid, as strace shows it at the call's end: the child it
 * named is gone when the call reaped it. */
void print_waited_pid(const struct call *c, int pid)
{
	if (pid != (int)c->args[1] || (unsigned)c->args[0] != 1 /* P_PID */) {
		print_pid_as(PIDNS_TGID, pid);
		return;
	}
	tprintf("%d", pid);
	if (dec.comm)
		print_comm_captured(c->exit, 1);
	print_pidns_note(PIDNS_TGID, pid);
}
