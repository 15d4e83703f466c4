/* PID namespaces.  The kernel side keys everything by the kernel's own ids
 * (those of the initial namespace).  When ebtrace runs in another PID
 * namespace (a container), the kernel side also notes each traced task's
 * ids in ebtrace's namespace (map ns_ids, read from the task's struct pid),
 * records are translated here as they arrive, and a task user space names
 * (the command, -p) is handed to the kernel side by its id here, to be
 * taken on at its next hook (map adopt).  In the initial namespace none of
 * this runs. */
#include <bpf/bpf.h>
#include <dirent.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "bpf_setup.h"
#include "ebtrace.h"
#include "pidns.h"

#define PROC_PID_INIT_INO 0xEFFFFFFCU   /* the initial PID namespace's inode */

static int active = -1;

bool pidns_self(struct pidns_id *ns)
{
	struct stat st;

	if (stat("/proc/self/ns/pid", &st) < 0 || st.st_ino == PROC_PID_INIT_INO) {
		active = 0;
		return false;
	}
	/* the kernel's encoding of the nsfs device, as bpf_get_ns_current_pid_tgid()
	 * compares it */
	ns->dev = ((uint64_t)major(st.st_dev) << 20) | minor(st.st_dev);
	ns->inum = st.st_ino;
	active = 1;
	return true;
}

bool pidns_active(void)
{
	if (active < 0) {
		struct pidns_id ns;

		pidns_self(&ns);
	}
	return active;
}

/* ---- ids known: both ways ---------------------------------------------------- */

struct idpair {
	uint32_t ktid, tid, tgid;
	struct idpair *next_k, *next_n;
};

#define NBUCKETS 4096
static struct idpair *by_kernel[NBUCKETS], *by_ns[NBUCKETS];

static struct idpair *find_kernel(uint32_t ktid)
{
	for (struct idpair *p = by_kernel[ktid % NBUCKETS]; p; p = p->next_k)
		if (p->ktid == ktid)
			return p;
	return NULL;
}

static struct idpair *find_ns(uint32_t tid)
{
	for (struct idpair *p = by_ns[tid % NBUCKETS]; p; p = p->next_n)
		if (p->tid == tid)
			return p;
	return NULL;
}

static void unlink_pair(struct idpair *p)
{
	struct idpair **pp;

	for (pp = &by_kernel[p->ktid % NBUCKETS]; *pp; pp = &(*pp)->next_k)
		if (*pp == p) {
			*pp = p->next_k;
			break;
		}
	for (pp = &by_ns[p->tid % NBUCKETS]; *pp; pp = &(*pp)->next_n)
		if (*pp == p) {
			*pp = p->next_n;
			break;
		}
	free(p);
}

static struct idpair *remember(uint32_t ktid, uint32_t tid, uint32_t tgid)
{
	struct idpair *p = find_kernel(ktid), *q = find_ns(tid);

	if (p)
		unlink_pair(p);
	if (q && q != p)
		unlink_pair(q);
	p = xmalloc(sizeof(*p));
	*p = (struct idpair){ ktid, tid, tgid, by_kernel[ktid % NBUCKETS], by_ns[tid % NBUCKETS] };
	by_kernel[ktid % NBUCKETS] = p;
	by_ns[tid % NBUCKETS] = p;
	return p;
}

static struct idpair *lookup_kernel(uint32_t ktid)
{
	struct idpair *p = find_kernel(ktid);
	struct ebt_ns_ids ids;

	if (p || !ktid)
		return p;
	if (bpf_map_lookup_elem(bpf_ns_ids_fd(), &ktid, &ids))
		return NULL;
	return remember(ktid, ids.tid, ids.tgid);
}

bool pidns_kernel_tid(uint32_t tid, uint32_t *ktid)
{
	struct idpair *p = find_ns(tid);
	struct ebt_adopt a;

	if (p) {
		*ktid = p->ktid;
		return true;
	}
	/* taken on by the kernel side, no record of it read yet */
	if (!bpf_map_lookup_elem(bpf_adopt_fd(), &tid, &a) && a.tid && lookup_kernel(a.tid)) {
		*ktid = a.tid;
		return true;
	}
	return false;
}

void pidns_forget(uint32_t ktid)
{
	struct idpair *p = find_kernel(ktid);

	if (p)
		unlink_pair(p);
	bpf_map_delete_elem(bpf_ns_ids_fd(), &ktid);
}

/* ---- records ------------------------------------------------------------------ */

static void translate_pair(uint32_t *tid, uint32_t *tgid)
{
	struct idpair *p = lookup_kernel(*tid);

	if (!p)
		return;   /* not noted: left as the kernel's */
	*tid = p->tid;
	if (tgid)
		*tgid = p->tgid;
}

const void *pidns_translate_record(const void *record, uint32_t size)
{
	/* the ring is mapped read-only: a copy is translated */
	static uint64_t *copy;
	static size_t room;
	struct ebt_hdr *h;
	void *data;

	xgrow(&copy, &room, size);
	memcpy(copy, record, size);
	h = (struct ebt_hdr *)copy;
	data = copy;
	translate_pair(&h->tid, &h->tgid);
	switch (h->type) {
	case EBT_EV_FORK:
		if (size >= sizeof(struct ebt_fork_event)) {
			struct ebt_fork_event *f = data;

			translate_pair(&f->child_tid, &f->child_tgid);
		}
		break;
	case EBT_EV_EXEC:
		if (size >= sizeof(struct ebt_exec_event))
			translate_pair(&((struct ebt_exec_event *)data)->old_tid, NULL);
		break;
	case EBT_EV_EXIT:
		if (size >= sizeof(struct ebt_exit_event)) {
			struct ebt_exit_event *e = data;

			if (e->superseded_by)
				translate_pair(&e->superseded_by, NULL);
		}
		break;
	default:
		break;
	}
	return copy;
}

/* The kernel side looks for the named tasks at every hook of every task:
 * once all are found, it stops. */
void pidns_adopt_check(void)
{
	uint32_t key, next, *prev = NULL;
	struct ebt_adopt a;
	bool waiting = false;

	if (!pidns_active() || !(bpf_adopt_mode() & EBT_ADOPT_NAMED))
		return;
	while (!bpf_map_get_next_key(bpf_adopt_fd(), prev, &next)) {
		key = next;
		prev = &key;
		if (bpf_map_lookup_elem(bpf_adopt_fd(), &key, &a))
			continue;
		if (!a.tid)
			waiting = true;
		else
			lookup_kernel(a.tid);
	}
	if (!waiting)
		bpf_set_adopt_mode(bpf_adopt_mode() & ~EBT_ADOPT_NAMED);
}

/* ---- --pidns-translation ---------------------------------------------------------
 * An id the tracee passed or got is in its own PID namespace, which may be
 * below ebtrace's.  /proc/PID/status's NSpid, NSpgid and NSsid list a
 * task's ids from the namespace of /proc (ebtrace's) down to its own: the
 * task that has the id in the tracee's namespace shows what it is here. */

static unsigned long ns_inode(const char *dir)
{
	char path[160];
	struct stat st;

	snprintf(path, sizeof(path), "%.128s/ns/pid", dir);
	return stat(path, &st) < 0 ? 0 : st.st_ino;
}

/* The first and last ids of a status file's NS* line (the task's ids from
 * ebtrace's namespace down to its own); false if it has none. */
static bool ns_line(const char *dir, const char *field, int *first, int *last)
{
	char path[160], line[512];
	size_t n = strlen(field);
	bool found = false;
	FILE *fp;

	snprintf(path, sizeof(path), "%.128s/status", dir);
	fp = fopen(path, "re");
	if (!fp)
		return false;
	while (!found && fgets(line, sizeof(line), fp)) {
		char *p = line + n + 1, *end;
		long v;

		if (strncmp(line, field, n) || line[n] != ':')
			continue;
		for (; (v = strtol(p, &end, 10)), end != p; p = end) {
			if (!found)
				*first = v;
			*last = v;
			found = true;
		}
	}
	fclose(fp);
	return found;
}

static const char *const fields[] = { "NSpid", "NSpid", "NSpgid", "NSsid" };

/* Whether the task in dir has the id in namespace ns; its id here then. */
static bool task_matches(const char *dir, unsigned long ns, enum pidns_type type, int id, int *here)
{
	int first, last;

	if (!ns_line(dir, fields[type], &first, &last))
		return false;
	if (last != id || ns_inode(dir) != ns)
		return false;
	*here = first;
	return true;
}

static int scan_proc(unsigned long ns, enum pidns_type type, int id)
{
	DIR *proc = opendir("/proc");
	struct dirent *de;
	int here = 0;

	if (!proc)
		return 0;
	while (!here && (de = readdir(proc)) != NULL) {
		char dir[64];

		if (de->d_name[0] < '1' || de->d_name[0] > '9')
			continue;
		snprintf(dir, sizeof(dir), "/proc/%.20s", de->d_name);
		if (type != PIDNS_TID) {
			task_matches(dir, ns, type, id, &here);
			continue;
		}
		/* a thread: look at each task of the process */
		char tdir[96];
		DIR *tasks;
		struct dirent *te;

		snprintf(tdir, sizeof(tdir), "%s/task", dir);
		tasks = opendir(tdir);
		if (!tasks)
			continue;
		while (!here && (te = readdir(tasks)) != NULL) {
			char path[128];

			if (te->d_name[0] < '1' || te->d_name[0] > '9')
				continue;
			snprintf(path, sizeof(path), "%s/%.20s", tdir, te->d_name);
			task_matches(path, ns, type, id, &here);
		}
		closedir(tasks);
	}
	closedir(proc);
	return here;
}

/* Answers found before, checked again when used (ids are reused). */
struct cached {
	unsigned long ns;
	int type, id, here;
};
static struct cached cache[256];

/* The tracees' own namespaces, by tid, until their exit record. */
static struct { uint32_t tid; unsigned long ns; } tracee_nss[1024];

void pidns_task_gone(uint32_t tid)
{
	if (tracee_nss[tid % 1024].tid == tid)
		tracee_nss[tid % 1024].tid = 0;
}

/* The tracee's own namespace: as the kernel side noted it when the task
 * began (it may be gone, or a zombie, by now), else from /proc. */
static unsigned long tracee_ns(uint32_t tid)
{
	uint32_t ktid = tid;
	struct ebt_ns_ids ids;
	unsigned long ns;
	char dir[32];

	if (tracee_nss[tid % 1024].tid == tid)
		return tracee_nss[tid % 1024].ns;
	if ((!pidns_active() || pidns_kernel_tid(tid, &ktid)) &&
	    !bpf_map_lookup_elem(bpf_ns_ids_fd(), &ktid, &ids) && ids.own_inum) {
		ns = ids.own_inum;
	} else {
		snprintf(dir, sizeof(dir), "/proc/%u", tid);
		ns = ns_inode(dir);
	}
	if (ns) {
		tracee_nss[tid % 1024].tid = tid;
		tracee_nss[tid % 1024].ns = ns;
	}
	return ns;
}

int pidns_translate(uint32_t tracee_tid, enum pidns_type type, int id)
{
	static unsigned long mine;
	struct ebt_ns_key key;
	unsigned long ns;
	uint32_t here;
	struct cached *c;
	char dir[64];

	if (id <= 0)
		return 0;
	ns = tracee_ns(tracee_tid);
	if (!mine)
		mine = ns_inode("/proc/self");
	if (!ns || ns == mine)
		return id;
	/* a traced task: the kernel side noted its ids in each namespace
	 * (a process group's or session's id is its leader's) */
	key = (struct ebt_ns_key){ ns, id };
	if (!bpf_map_lookup_elem(bpf_ns_xlate_fd(), &key, &here))
		return here;
	c = &cache[(ns ^ (unsigned)id * 31u ^ type) % 256];
	if (c->ns == ns && c->type == (int)type && c->id == id && c->here) {
		snprintf(dir, sizeof(dir), "/proc/%d", c->here);
		if (type == PIDNS_TID || type == PIDNS_TGID) {
			int here;

			if (task_matches(dir, ns, type, id, &here) && here == c->here)
				return here;
		} else {
			int first, last;

			if (ns_line(dir, fields[type], &first, &last) && last == id)
				return c->here;
		}
	}
	*c = (struct cached){ ns, type, id, scan_proc(ns, type, id) };
	return c->here;
}
