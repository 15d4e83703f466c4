/* Which tasks are traced beyond the ones user space marked: tasks named by
 * their id in ebtrace's PID namespace (user space cannot know the kernel's
 * id there), every task of a cgroup (--cgroup) or of the machine
 * (--system-wide).  Such a task is taken on at its next hook.  Also what
 * the kernel side needs to know of PID namespaces and credentials. */
#ifndef EBTRACE_BPF_SCOPE_H
#define EBTRACE_BPF_SCOPE_H

#include "task.bpf.h"

/* Set by user space before load. */
/* ebtrace's PID namespace, when it is not the initial one (else 0) */
const volatile __u32 pidns_inum = 0;
const volatile __u64 pidns_dev = 0;
/* --pidns-translation: note the ids traced tasks have in every namespace */
const volatile __u32 pidns_xlate = 0;
/* --cgroup: the cgroup v2 id and its depth below the root */
const volatile __u64 scope_cgroup = 0;
const volatile __u32 scope_cgroup_level = 0;
/* ebtrace lacks CAP_SYS_PTRACE: a task whose exec gives it credentials
 * other than the user's is let go at once, as ptrace would have denied
 * them (the user's real ids; ebtrace then holds no capability) */
const volatile __u32 guard_creds = 0;
const volatile __u32 user_uid = 0;
const volatile __u32 user_gid = 0;

/* EBT_ADOPT_*: written by user space, read by every hook of an untraced
 * task (0 nearly always: a load and a branch) */
__u32 adopt_mode;

/* By the kernel's tid: the task's ids in ebtrace's PID namespace (only
 * with pidns_inum; resized from 1 then). */
struct {
	__uint(type, BPF_MAP_TYPE_LRU_HASH);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct ebt_ns_ids);
} ns_ids SEC(".maps");

/* --pidns-translation: by namespace and id there, the task's id in
 * ebtrace's namespace (resized from 1 then) */
struct {
	__uint(type, BPF_MAP_TYPE_LRU_HASH);
	__uint(max_entries, 1);
	__type(key, struct ebt_ns_key);
	__type(value, __u32);
} ns_xlate SEC(".maps");

/* By the id in ebtrace's PID namespace: tasks to take on (struct ebt_adopt) */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct ebt_adopt);
} adopt SEC(".maps");

#define MAX_PIDNS_LEVEL 32

/* The task's id in ebtrace's PID namespace: the struct pid's number at the
 * level whose namespace is ebtrace's; 0 when the task is not in it. */
static __always_inline __u32 ns_id_of_pid(__u64 pid)
{
	__u32 level = task_u32(pid, off.pid_level);

	if (!pidns_inum)
		return task_u32(pid + off.pid_numbers, 0);   /* the initial one's */

	for (int i = 0; i < MAX_PIDNS_LEVEL; i++) {
		__u64 upid = pid + off.pid_numbers + (__u64)i * 16;  /* { int nr; ns * } */

		if ((__u32)i > level)
			break;
		if (task_u32(task_u64(upid, 8), off.pidns_inum) == pidns_inum)
			return task_u32(upid, 0);
	}
	return 0;
}

static __always_inline int ns_ids_of(__u64 task, struct ebt_ns_ids *ids)
{
	__u64 leader = task_u64(task, off.task_group_leader);

	ids->tid = ns_id_of_pid(task_u64(task, off.task_thread_pid));
	ids->tgid = ns_id_of_pid(task_u64(leader, off.task_thread_pid));
	ids->own_inum = 0;
	ids->pad = 0;
	return ids->tid != 0;
}

/* --pidns-translation: the task's id at each level, by namespace; returns
 * its own namespace's inode number. */
static __always_inline __u32 note_levels(__u64 task, __u32 here)
{
	__u64 pid = task_u64(task, off.task_thread_pid);
	__u32 level = task_u32(pid, off.pid_level), inum = 0;

	for (int i = 0; i < MAX_PIDNS_LEVEL; i++) {
		__u64 upid = pid + off.pid_numbers + (__u64)i * 16;
		struct ebt_ns_key key;

		if ((__u32)i > level)
			break;
		key.nr = task_u32(upid, 0);
		key.inum = inum = task_u32(task_u64(upid, 8), off.pidns_inum);
		bpf_map_update_elem(&ns_xlate, &key, &here, BPF_ANY);
	}
	return inum;
}

/* Note the task's ids in ebtrace's namespace for user space; 0 when it is
 * not in that namespace. */
static __always_inline int note_ns_ids(__u64 task, __u32 tid)
{
	struct ebt_ns_ids ids;

	if (!pidns_inum && !pidns_xlate)
		return 1;
	if (!ns_ids_of(task, &ids))
		return 0;
	if (pidns_xlate)
		ids.own_inum = note_levels(task, ids.tid);
	bpf_map_update_elem(&ns_ids, &tid, &ids, BPF_ANY);
	return 1;
}

/* The current task is ebtrace itself. */
static __always_inline int is_tracer(__u64 pid_tgid)
{
	struct bpf_pidns_info ns = {};

	if (!pidns_inum)
		return pid_tgid >> 32 == tracer_tgid;
	return !bpf_get_ns_current_pid_tgid(pidns_dev, pidns_inum, &ns, sizeof(ns)) &&
	       ns.tgid == tracer_tgid;
}

/* The task's credentials let the user trace it, as ptrace's check with the
 * real credentials of an unprivileged tracer decides: all its ids the
 * user's, no capability.  (What else may refuse, such as a task that is
 * not dumpable, user space asks the kernel about.) */
static __always_inline int creds_allowed(__u64 task)
{
	__u64 cred = task_u64(task, off.task_cred);
	__u32 ids[6] = {};

	if (!cred || bpf_probe_read_kernel(ids, sizeof(ids), (void *)(cred + off.cred_uid)))
		return 0;
	for (int i = 0; i < 6; i++)
		if (ids[i] != (i & 1 ? user_gid : user_uid))
			return 0;
	return task_u64(cred, off.cred_cap_permitted) == 0;
}

static __always_inline int in_scope(void)
{
	if (!scope_cgroup)
		return 1;   /* --system-wide */
	return bpf_get_current_ancestor_cgroup_id(scope_cgroup_level) == scope_cgroup;
}

/* An untraced task at a hook: take it on when it is one user space wants.
 * at_enter: the hook is sys_enter (a cgroup's tasks start there, never in
 * the middle of a call). */
static __always_inline int adopt_current(struct ebt_shared *sh, __u64 pid_tgid, int at_enter)
{
	__u32 mode = adopt_mode, tid = (__u32)pid_tgid;
	__u64 task;

	if (!mode || !sh || tid >= EBT_PID_MAX_LIMIT || is_tracer(pid_tgid))
		return 0;
	task = bpf_get_current_task();
	if ((mode & EBT_ADOPT_SCOPE) && at_enter && in_scope()) {
		if (!note_ns_ids(task, tid))
			return 0;   /* outside ebtrace's PID namespace: not visible */
		set_traced(sh, tid);
		return 1;
	}
	if ((mode & EBT_ADOPT_NAMED) && pidns_inum) {
		struct ebt_ns_ids ids;
		struct ebt_adopt *a;

		if (!ns_ids_of(task, &ids))
			return 0;
		a = bpf_map_lookup_elem(&adopt, &ids.tid);
		if (!a || a->tid)
			return 0;
		if (pidns_xlate)
			ids.own_inum = note_levels(task, ids.tid);
		bpf_map_update_elem(&ns_ids, &tid, &ids, BPF_ANY);
		if (a->flags & EBT_ADOPT_LAUNCH)
			launch_tid = tid;
		a->tid = tid;
		set_traced(sh, tid);
		return 1;
	}
	return 0;
}

/* The first test of the hooks that can take a task on. */
static __always_inline int traced_or_adopted(struct ebt_shared *sh, __u64 pid_tgid, int at_enter)
{
	return sh && (is_traced(sh, (__u32)pid_tgid) || adopt_current(sh, pid_tgid, at_enter));
}

#endif
