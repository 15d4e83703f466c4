/* Descriptor decorations and the per-process descriptor table behind them
 * (see fdpath.h). */
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "../decode.h"
#include "fdpath.h"
#include "sockid.h"

struct fdent {
	char *path;          /* what /proc/PID/fd/N shows, NULL: not known */
	bool cloexec;
	bool deleted;        /* /proc said " (deleted)" */
	bool closed;         /* closed by a call seen: what /proc shows by
			      * the time the line prints is a later one */
	bool have_id;        /* mode, rdev, ino from the kernel capture (or
			      * from /proc, with the path) */
	uint32_t mode, rdev;
	uint64_t ino;
	int family, type, proto;  /* sockets: from socket(); family -1 unknown */
	int pidfd_pid;       /* pidfd_open's pid, 0 unknown, -1 reaped */
};

struct fdproc {
	uint32_t tgid;
	char *cwd;
	struct fdent *fds;
	int nfds;
	struct fdproc *next;
};

#define PROC_BUCKETS 64
#define FD_TRACK_MAX (1 << 20)   /* ignore absurd descriptor numbers */
static struct fdproc *procs[PROC_BUCKETS];

/* ---- the table ------------------------------------------------------------- */

static struct fdproc *proc_find(uint32_t tgid)
{
	for (struct fdproc *p = procs[tgid % PROC_BUCKETS]; p; p = p->next)
		if (p->tgid == tgid)
			return p;
	return NULL;
}

static struct fdproc *proc_get(uint32_t tgid)
{
	struct fdproc *p = proc_find(tgid);

	if (p)
		return p;
	p = xcalloc(1, sizeof(*p));
	p->tgid = tgid;
	p->next = procs[tgid % PROC_BUCKETS];
	procs[tgid % PROC_BUCKETS] = p;
	return p;
}

static void ent_clear(struct fdent *e)
{
	free(e->path);
	memset(e, 0, sizeof(*e));
	e->family = -1;
}

static struct fdent *ent_at(struct fdproc *p, int fd, bool create)
{
	if (fd < 0 || fd >= FD_TRACK_MAX)
		return NULL;
	if (fd >= p->nfds) {
		int n = p->nfds ? p->nfds : 64;

		if (!create)
			return NULL;
		while (n <= fd)
			n *= 2;
		p->fds = realloc(p->fds, n * sizeof(*p->fds));
		if (!p->fds)
			die("Out of memory");
		for (int i = p->nfds; i < n; i++) {
			memset(&p->fds[i], 0, sizeof(p->fds[i]));
			p->fds[i].family = -1;
		}
		p->nfds = n;
	}
	return &p->fds[fd];
}

static void ent_copy(struct fdent *dst, const struct fdent *src)
{
	char *path = src->path ? strdup(src->path) : NULL;

	ent_clear(dst);
	*dst = *src;
	dst->path = path;
}

static void proc_free(struct fdproc *p)
{
	for (int i = 0; i < p->nfds; i++)
		free(p->fds[i].path);
	free(p->fds);
	free(p->cwd);
	free(p);
}

/* ---- paths ------------------------------------------------------------------ */

/* readlink into a new string, or NULL. */
static char *read_link(const char *link)
{
	char buf[PATH_MAX + 1];
	ssize_t n = readlink(link, buf, sizeof(buf) - 1);

	if (n < 0)
		return NULL;
	buf[n] = 0;
	return strdup(buf);
}

/* Remove ".", ".." and repeated slashes from an absolute path, in place. */
static void normalize(char *path)
{
	char *out = path, *in = path;

	while (*in) {
		char *end;
		size_t len;

		while (*in == '/')
			in++;
		end = strchrnul(in, '/');
		len = end - in;
		if (len == 0 || (len == 1 && in[0] == '.')) {
			/* nothing */
		} else if (len == 2 && in[0] == '.' && in[1] == '.') {
			while (out > path && *--out != '/')
				;
		} else {
			*out++ = '/';
			memmove(out, in, len);
			out += len;
		}
		in = end;
	}
	if (out == path)
		*out++ = '/';
	*out = 0;
}

/* /proc/net, /proc/mounts and the like link to self/...: that self is the
 * tracee, so spell the link out for the rewriting of /proc/self below. */
static char *proc_self_links(char *abs)
{
	size_t len = strcspn(abs + 6, "/");
	char name[64], *target, *out;

	if (strncmp(abs, "/proc/", 6) || !len || len >= sizeof(name) - 6)
		return abs;
	snprintf(name, sizeof(name), "/proc/%.*s", (int)len, abs + 6);
	target = read_link(name);
	if (!target || (strncmp(target, "self", 4) && strncmp(target, "thread-self", 11)) ||
	    asprintf(&out, "/proc/%s%s", target, abs + 6 + len) < 0) {
		free(target);
		return abs;
	}
	free(target);
	free(abs);
	return out;
}

/* realpath of what a name open with O_NOFOLLOW gives: the directory
 * resolved, the last component (which may be a symlink) kept. */
static char *realpath_nofollow(const char *abs)
{
	const char *slash = strrchr(abs, '/'), *last = slash + 1;
	char *dir, *real, *out;

	if (!*last || !strcmp(last, ".") || !strcmp(last, ".."))
		return realpath(abs, NULL);
	dir = strndup(abs, slash == abs ? 1 : (size_t)(slash - abs));
	real = dir ? realpath(dir, NULL) : NULL;
	free(dir);
	if (!real)
		return NULL;
	if (asprintf(&out, "%s/%s", strcmp(real, "/") ? real : "", last) < 0)
		out = NULL;
	free(real);
	return out;
}

/* The absolute form of path (relative to base), as the kernel's /proc link
 * would show it: symlinks resolved while the file still exists (but for the
 * last component when it was not followed). */
static char *canonical(const struct call *c, const char *base, const char *path, bool nofollow)
{
	char *abs, *real, tmp[64];
	size_t n;

	if (path[0] != '/' && !base)
		return NULL;
	n = strlen(path) + (base ? strlen(base) : 0) + 32;
	abs = xmalloc(n);
	if (path[0] == '/')
		snprintf(abs, n, "%s", path);
	else
		snprintf(abs, n, "%s/%s", base, path);
	abs = proc_self_links(abs);
	n = strlen(abs) + 32;
	/* our own /proc/self is not the tracee's */
	if (!strncmp(abs, "/proc/self", 10) && (abs[10] == '/' || !abs[10])) {
		snprintf(tmp, sizeof(tmp), "/proc/%u", c->tcp->tgid);
		real = xmalloc(n + sizeof(tmp));
		sprintf(real, "%s%s", tmp, abs + 10);
		free(abs);
		abs = real;
	} else if (!strncmp(abs, "/proc/thread-self", 17) && (abs[17] == '/' || !abs[17])) {
		snprintf(tmp, sizeof(tmp), "/proc/%u/task/%u", c->tcp->tgid, c->tcp->tid);
		real = xmalloc(n + sizeof(tmp));
		sprintf(real, "%s%s", tmp, abs + 17);
		free(abs);
		abs = real;
	}
	/* A magic link of /proc to what has no path (a namespace, a pipe, a
	 * socket) opens that object: /proc/PID/fd then shows the link's text,
	 * such as net:[4026531840].  Read now, so a gone tracee leaves the path. */
	if (!strncmp(abs, "/proc/", 6)) {
		real = read_link(abs);
		if (real && real[0] != '/' && strstr(real, ":[")) {
			free(abs);
			return real;
		}
		free(real);
	}
	real = nofollow ? realpath_nofollow(abs) : realpath(abs, NULL);
	if (real) {
		free(abs);
		return real;
	}
	normalize(abs);
	return abs;
}

static const char *proc_cwd(struct fdproc *p)
{
	if (!p->cwd) {
		char link[64];

		snprintf(link, sizeof(link), "/proc/%u/cwd", p->tgid);
		p->cwd = read_link(link);
	}
	return p->cwd;
}

static struct fdent *lookup(const struct call *c, struct fdproc *p, int fd);

/* The directory a *at() call starts from. */
static const char *dir_of(const struct call *c, struct fdproc *p, int dirfd)
{
	struct fdent *e;

	if (dirfd == AT_FDCWD)
		return proc_cwd(p);
	e = lookup(c, p, dirfd);
	return e ? e->path : NULL;
}

/* A path argument of c, resolved against dirfd. */
static char *path_arg(const struct call *c, struct fdproc *p, int dirfd, int arg, bool nofollow)
{
	char buf[EBT_PATH_MAX + 1];
	int complete;

	if (tmem_str(c, arg, c->args[arg], buf, sizeof(buf), &complete) < 0 || !complete)
		return NULL;
	return canonical(c, buf[0] == '/' ? NULL : dir_of(c, p, dirfd), buf, nofollow);
}

/* What /proc says about fd of the tracee now (the fallback). */
static bool learn_from_proc(struct fdproc *p, uint32_t tid, int fd, struct fdent *e)
{
	static const char del_sfx[] = " (deleted)";
	char link[64], *path;
	struct stat st;
	size_t n;

	snprintf(link, sizeof(link), "/proc/%u/fd/%d", tid, fd);
	path = read_link(link);
	if (!path) {
		snprintf(link, sizeof(link), "/proc/%u/fd/%d", p->tgid, fd);
		path = read_link(link);
	}
	if (!path)
		return false;
	ent_clear(e);
	n = strlen(path);
	if (n > sizeof(del_sfx) - 1 && !strcmp(path + n - (sizeof(del_sfx) - 1), del_sfx)) {
		struct stat sl, sp;

		/* a real name may end so: then the link and the path agree */
		path[n - (sizeof(del_sfx) - 1)] = 0;
		if (!stat(link, &sl) && !lstat(path, &sp) && sl.st_ino == sp.st_ino && sl.st_dev == sp.st_dev)
			path[n - (sizeof(del_sfx) - 1)] = ' ';
		else
			e->deleted = true;
	}
	e->path = path;
	/* the identity, to know the file when another descriptor of it
	 * comes (pidfd_getfd) */
	if (!stat(link, &st)) {
		e->have_id = true;
		e->mode = st.st_mode;
		e->rdev = major(st.st_rdev) << 20 | minor(st.st_rdev);   /* the kernel's dev_t */
		e->ino = st.st_ino;
	}
	return true;
}

static struct fdent *lookup(const struct call *c, struct fdproc *p, int fd)
{
	struct fdent *e = ent_at(p, fd, false);

	if (e && e->path)
		return e;
	if (e && e->closed)
		return NULL;
	e = ent_at(p, fd, true);
	if (!e || !learn_from_proc(p, c->tcp->tid, fd, e))
		return NULL;
	return e;
}

/* ---- learning from calls ------------------------------------------------ */

enum fd_action {
	A_NONE, A_OPEN, A_OPENAT, A_OPENAT2, A_OPEN_TREE, A_DUP, A_FCNTL, A_PIPE, A_SOCKET,
	A_SOCKETPAIR, A_ACCEPT, A_ANON, A_SIGNALFD, A_PIDFD, A_MEMFD, A_CLOSE,
	A_CLOSE_RANGE, A_EXEC, A_CHDIR, A_FCHDIR, A_REAP, A_GETFD, A_SENDMSG, A_RECVMSG,
	A_CLONE, A_UNLINK, A_UNLINKAT,
};

#define NO_FLAG (-1)         /* flags_arg: the new descriptor is not close-on-exec */
#define ALWAYS_CLOEXEC (-2)  /* flags_arg: it always is */

static const struct {
	const char *name;
	uint8_t action;
	int8_t flags_arg;     /* the argument with its O_CLOEXEC-like flag */
	uint32_t cloexec;     /* that flag's value */
	const char *anon;     /* A_ANON, A_SIGNALFD: the /proc link text */
} calls[] = {
	{ "open", A_OPEN, 1, O_CLOEXEC, NULL },
	{ "openat", A_OPENAT, 2, O_CLOEXEC, NULL },
	{ "openat2", A_OPENAT2, NO_FLAG, 0, NULL },   /* its flags are in struct open_how */
	{ "creat", A_OPEN, NO_FLAG, 0, NULL },
	{ "open_tree", A_OPEN_TREE, 2, O_CLOEXEC, NULL },   /* OPEN_TREE_CLOEXEC */
	{ "dup", A_DUP, NO_FLAG, 0, NULL },
	{ "dup2", A_DUP, NO_FLAG, 0, NULL },
	{ "dup3", A_DUP, 2, O_CLOEXEC, NULL },
	{ "fcntl", A_FCNTL, NO_FLAG, 0, NULL },
	{ "pipe", A_PIPE, NO_FLAG, 0, NULL },
	{ "pipe2", A_PIPE, 1, O_CLOEXEC, NULL },
	{ "socket", A_SOCKET, 1, SOCK_CLOEXEC, NULL },
	{ "socketpair", A_SOCKETPAIR, 1, SOCK_CLOEXEC, NULL },
	{ "accept", A_ACCEPT, NO_FLAG, 0, NULL },
	{ "accept4", A_ACCEPT, 3, SOCK_CLOEXEC, NULL },
	{ "eventfd", A_ANON, NO_FLAG, 0, "anon_inode:[eventfd]" },
	{ "eventfd2", A_ANON, 1, O_CLOEXEC, "anon_inode:[eventfd]" },
	{ "epoll_create", A_ANON, NO_FLAG, 0, "anon_inode:[eventpoll]" },
	{ "epoll_create1", A_ANON, 0, O_CLOEXEC, "anon_inode:[eventpoll]" },
	{ "timerfd_create", A_ANON, 1, O_CLOEXEC, "anon_inode:[timerfd]" },
	{ "signalfd", A_SIGNALFD, NO_FLAG, 0, "anon_inode:[signalfd]" },
	{ "signalfd4", A_SIGNALFD, 3, O_CLOEXEC, "anon_inode:[signalfd]" },
	{ "inotify_init", A_ANON, NO_FLAG, 0, "anon_inode:inotify" },
	{ "inotify_init1", A_ANON, 0, O_CLOEXEC, "anon_inode:inotify" },
	{ "fanotify_init", A_ANON, 0, 1, "anon_inode:[fanotify]" },
	{ "userfaultfd", A_ANON, 0, O_CLOEXEC, "anon_inode:[userfaultfd]" },
	{ "perf_event_open", A_ANON, 4, 8, "anon_inode:[perf_event]" },
	{ "io_uring_setup", A_ANON, ALWAYS_CLOEXEC, 0, "anon_inode:[io_uring]" },
	{ "landlock_create_ruleset", A_ANON, ALWAYS_CLOEXEC, 0, "anon_inode:[landlock-ruleset]" },
	{ "pidfd_open", A_PIDFD, ALWAYS_CLOEXEC, 0, NULL },
	{ "clone", A_CLONE, ALWAYS_CLOEXEC, 0, NULL },    /* CLONE_PIDFD */
	{ "clone3", A_CLONE, ALWAYS_CLOEXEC, 0, NULL },
	{ "pidfd_getfd", A_GETFD, ALWAYS_CLOEXEC, 0, NULL },
	{ "memfd_create", A_MEMFD, 1, 1, NULL },
	{ "sendmsg", A_SENDMSG, NO_FLAG, 0, NULL },
	{ "recvmsg", A_RECVMSG, 2, MSG_CMSG_CLOEXEC, NULL },
	{ "close", A_CLOSE, NO_FLAG, 0, NULL },
	{ "close_range", A_CLOSE_RANGE, NO_FLAG, 0, NULL },
	{ "execve", A_EXEC, NO_FLAG, 0, NULL },
	{ "execveat", A_EXEC, NO_FLAG, 0, NULL },
	{ "unlink", A_UNLINK, NO_FLAG, 0, NULL },
	{ "rmdir", A_UNLINK, NO_FLAG, 0, NULL },
	{ "unlinkat", A_UNLINKAT, NO_FLAG, 0, NULL },
	{ "chdir", A_CHDIR, NO_FLAG, 0, NULL },
	{ "fchdir", A_FCHDIR, NO_FLAG, 0, NULL },
	{ "wait4", A_REAP, NO_FLAG, 0, NULL },
	{ "waitid", A_REAP, NO_FLAG, 0, NULL },
};
#define NCALLS (sizeof(calls) / sizeof(calls[0]))

/* Asked twice per traced call with -y: remembered per syscall entry (a
 * direct-mapped cache) instead of comparing every name each time. */
static int call_index(const struct sysent *se)
{
	static struct { const struct sysent *se; int ci; } memo[256];
	size_t slot = ((uintptr_t)se / sizeof(*se)) % 256;

	if (!se || !se->name)
		return -1;
	if (memo[slot].se == se)
		return memo[slot].ci;
	memo[slot].se = se;
	memo[slot].ci = -1;
	for (size_t i = 0; i < NCALLS; i++)
		if (!strcmp(calls[i].name, se->name)) {
			memo[slot].ci = i;
			break;
		}
	return memo[slot].ci;
}

bool fdtrack_wants(const struct sysent *se)
{
	return opt.decode_fds && se && (call_index(se) >= 0 || se->ret == R_fd);
}

bool fdtrack_wants_fdinfo(const struct sysent *se, uint8_t *arg, uint32_t *count)
{
	int i;

	*count = 0;
	if (!opt.decode_fds || !se)
		return false;
	i = call_index(se);
	/* the descriptors passed with SCM_RIGHTS, at both ends */
	if (i >= 0 && (calls[i].action == A_SENDMSG || calls[i].action == A_RECVMSG)) {
		*arg = 1;
		*count = 1;
		return true;
	}
	if (i >= 0 && (calls[i].action == A_PIPE || calls[i].action == A_SOCKETPAIR)) {
		*arg = calls[i].action == A_PIPE ? 0 : 3;
		return true;
	}
	if (se->ret == R_fd) {
		*arg = EBT_CAP_ARG_RET;
		return true;
	}
	return false;
}

/* The kernel's view of a new descriptor, if it was captured. */
static void take_fdinfo(const struct call *c, int cap_arg, int fd, struct fdent *e)
{
	const struct ebt_cap *cap = c->exit ? call_cap_kind(c->exit, cap_arg, EBT_CAP_FDINFO) : NULL;
	struct ebt_fdinfo fi;

	if (!cap || cap->err || cap->kind != EBT_CAP_FDINFO)
		return;
	for (uint32_t off = 0; off + sizeof(fi) <= cap->len; off += sizeof(fi)) {
		memcpy(&fi, cap_bytes(cap) + off, sizeof(fi));
		if (fi.fd == fd && fi.ino) {
			e->have_id = true;
			e->mode = fi.mode;
			e->rdev = fi.rdev;
			e->ino = fi.ino;
		}
	}
}

/* The two descriptors of a pipe/socketpair identity capture. */
static bool fdinfo_fds(const struct call *c, int cap_arg, int fds[2])
{
	const struct ebt_cap *cap = c->exit ? call_cap_kind(c->exit, cap_arg, EBT_CAP_FDINFO) : NULL;
	struct ebt_fdinfo fi[2];

	if (!cap || cap->err || cap->len < sizeof(fi))
		return false;
	memcpy(fi, cap_bytes(cap), sizeof(fi));
	fds[0] = fi[0].fd;
	fds[1] = fi[1].fd;
	return true;
}

/* A new descriptor fd that is a pipe or socket: its /proc text. */
static void set_inode_path(const struct call *c, struct fdproc *p, struct fdent *e, int fd,
			   const char *what)
{
	char buf[64];

	if (e->have_id) {
		snprintf(buf, sizeof(buf), "%s:[%llu]", what, (unsigned long long)e->ino);
		e->path = strdup(buf);
		return;
	}
	/* not captured: ask /proc, keeping what we know */
	{
		struct fdent tmp = { .family = -1 };

		if (learn_from_proc(p, c->tcp->tid, fd, &tmp)) {
			e->path = tmp.path;
			e->deleted = tmp.deleted;
		}
	}
}

/* Whether call ci's new descriptor is close-on-exec, as its flags say. */
static bool new_cloexec(const struct call *c, int ci)
{
	if (calls[ci].flags_arg == ALWAYS_CLOEXEC)
		return true;
	return calls[ci].flags_arg >= 0 && (c->args[calls[ci].flags_arg] & calls[ci].cloexec);
}

static struct fdent *new_fd(const struct call *c, struct fdproc *p, int fd, int ci, int cap_arg)
{
	struct fdent *e = ent_at(p, fd, true);

	if (!e)
		return NULL;
	ent_clear(e);
	e->cloexec = new_cloexec(c, ci);
	take_fdinfo(c, cap_arg, fd, e);
	return e;
}

/* open_tree without OPEN_TREE_CLONE: a descriptor on the path (with
 * AT_EMPTY_PATH and "", on dirfd's file).  A clone is a detached mount,
 * learnt from /proc. */
static void learn_open_tree(const struct call *c, struct fdproc *p, int fd, int ci)
{
	char first = 0;
	char *path;
	struct fdent *e;

	if (c->args[2] & 1)   /* OPEN_TREE_CLONE */
		return;
	tmem_read(c, 1, c->args[1], &first, 1);
	if (!first && (c->args[2] & AT_EMPTY_PATH)) {
		const char *dir = dir_of(c, p, (int)c->args[0]);

		path = dir ? strdup(dir) : NULL;
	} else {
		path = path_arg(c, p, (int)c->args[0], 1, (c->args[2] & AT_SYMLINK_NOFOLLOW) != 0);
	}
	if (!(e = new_fd(c, p, fd, ci, EBT_CAP_ARG_RET))) {
		free(path);
		return;
	}
	e->path = path;
}

/* ---- descriptors in flight (SCM_RIGHTS) ---------------------------------
 * What a traced sender knew of each descriptor it passed, by the kernel's
 * identity of the file: a receiver's new descriptor of the same identity
 * is that file.  The oldest are forgotten first. */

#define IN_FLIGHT_MAX 64

static struct {
	struct fdent ent;   /* path, socket details: as the sender knew them */
} in_flight[IN_FLIGHT_MAX];
static unsigned in_flight_next;

static const struct ebt_cap *scm_fdinfo(const struct call *c)
{
	const struct ebt_cap *cap = c->exit ? call_cap_kind(c->exit, 1, EBT_CAP_FDINFO) : NULL;

	return cap && !cap->err && cap->kind == EBT_CAP_FDINFO ? cap : NULL;
}

static void send_fds(const struct call *c, struct fdproc *p)
{
	const struct ebt_cap *cap = scm_fdinfo(c);
	struct ebt_fdinfo fi;

	for (uint32_t off = 0; cap && off + sizeof(fi) <= cap->len; off += sizeof(fi)) {
		struct fdent *e, *slot;

		memcpy(&fi, cap_bytes(cap) + off, sizeof(fi));
		if (!fi.ino || !(e = lookup(c, p, fi.fd)))
			continue;
		slot = &in_flight[in_flight_next++ % IN_FLIGHT_MAX].ent;
		ent_copy(slot, e);
		slot->have_id = true;
		slot->mode = fi.mode;
		slot->rdev = fi.rdev;
		slot->ino = fi.ino;
	}
}

/* The new descriptors: what their sender knew, else /proc's word. */
static void receive_fds(const struct call *c, struct fdproc *p, int ci)
{
	const struct ebt_cap *cap = scm_fdinfo(c);
	struct ebt_fdinfo fi;

	for (uint32_t off = 0; cap && off + sizeof(fi) <= cap->len; off += sizeof(fi)) {
		struct fdent *e;

		memcpy(&fi, cap_bytes(cap) + off, sizeof(fi));
		if (!(e = ent_at(p, fi.fd, true)))
			continue;
		ent_clear(e);
		for (unsigned i = 0; fi.ino && i < IN_FLIGHT_MAX; i++) {
			struct fdent *f = &in_flight[i].ent;

			if (f->path && f->ino == fi.ino && f->mode == fi.mode && f->rdev == fi.rdev) {
				ent_copy(e, f);
				break;
			}
		}
		e->cloexec = new_cloexec(c, ci);
	}
}

/* O_TMPFILE names the directory; the file in it is "#INODE", unlinked. */
static void tmpfile_path(struct fdent *e)
{
	char *path;

	if (!e->path || !e->have_id) {
		free(e->path);
		e->path = NULL;   /* /proc knows */
		return;
	}
	if (asprintf(&path, "%s/#%llu", strcmp(e->path, "/") ? e->path : "",
		     (unsigned long long)e->ino) < 0)
		return;
	free(e->path);
	e->path = path;
	e->deleted = true;
}

static const char *unix_proto_name(int type)
{
	return type == SOCK_STREAM ? "UNIX-STREAM" : "UNIX";
}

/* Descriptors that commands of ioctl and bpf make (rows with a descriptor
 * return), by command: the /proc link text of their anonymous inode,
 * close-on-exec. */
static const struct {
	const char *call, *command;
	const char *link;   /* its %u: the third argument */
} command_anon[] = {
	{ "ioctl", "KVM_CREATE_VM", "anon_inode:kvm-vm" },
	{ "ioctl", "KVM_CREATE_VCPU", "anon_inode:kvm-vcpu:%u" },   /* the vcpu id */
	{ "bpf", "BPF_MAP_CREATE", "anon_inode:bpf-map" },
	{ "bpf", "BPF_MAP_GET_FD_BY_ID", "anon_inode:bpf-map" },
	{ "bpf", "BPF_PROG_LOAD", "anon_inode:bpf-prog" },
	{ "bpf", "BPF_PROG_GET_FD_BY_ID", "anon_inode:bpf-prog" },
	{ "bpf", "BPF_BTF_LOAD", "anon_inode:btf" },
	{ "bpf", "BPF_BTF_GET_FD_BY_ID", "anon_inode:btf" },
	{ "bpf", "BPF_LINK_GET_FD_BY_ID", "anon_inode:bpf_link" },
};

static bool learn_command_anon(const struct call *c, struct fdproc *p, int fd)
{
	struct fdent *e;

	for (size_t i = 0; i < sizeof(command_anon) / sizeof(command_anon[0]); i++) {
		if (strcmp(c->se->name, command_anon[i].call) ||
		    strcmp(c->se->cmd_name, command_anon[i].command))
			continue;
		if (!(e = ent_at(p, fd, true)))
			return false;
		ent_clear(e);
		e->cloexec = true;
		take_fdinfo(c, EBT_CAP_ARG_RET, fd, e);
		if (asprintf(&e->path, command_anon[i].link, (unsigned)c->args[2]) < 0)
			e->path = NULL;
		return true;
	}
	return false;
}

static bool injected(const struct call *c)
{
	return c->exit && (c->exit->flags & EBT_SYS_INJECTED);
}

/* Another descriptor of p on the file whose identity e has, or NULL. */
static struct fdent *same_file(struct fdproc *p, const struct fdent *e)
{
	if (!e->have_id)
		return NULL;
	for (int fd = 0; fd < p->nfds; fd++) {
		struct fdent *o = &p->fds[fd];

		if (o != e && o->path && o->have_id && o->ino == e->ino && o->mode == e->mode &&
		    o->rdev == e->rdev)
			return o;
	}
	return NULL;
}

void fdtrack_exit_before(const struct call *c)
{
	int ci, fd = c->ret;
	struct fdproc *p;
	struct fdent *e, *old, copy;
	int fds[2];

	sockid_learn(c, true);
	if (!opt.decode_fds || !c->se || !c->exiting || call_failed(c) || c->ret < 0)
		return;
	p = proc_get(c->tcp->tgid);
	/* a descriptor from a call the table does not model: ask /proc */
	if (c->se->ret == R_fd && (e = ent_at(p, fd, false)))
		e->closed = false;
	/* an injected call did not run: it made no descriptor */
	if (injected(c))
		return;
	if (c->se->ret == R_fd && c->se->cmd_name && learn_command_anon(c, p, fd))
		return;
	if ((ci = call_index(c->se)) < 0)
		return;
	switch (calls[ci].action) {
	case A_OPEN:
	case A_OPENAT:
	case A_OPENAT2: {
		bool at = calls[ci].action == A_OPENAT || calls[ci].action == A_OPENAT2;
		/* creat's mode never has the O_TMPFILE bits */
		uint64_t flags = c->args[at ? 2 : 1];
		bool how = calls[ci].action == A_OPENAT2 &&
			   tmem_read(c, 2, c->args[2], &flags, sizeof(flags)) == sizeof(flags);
		char *path;

		if (calls[ci].action == A_OPENAT2 && !how)
			flags = 0;
		/* resolved first: looking up the dirfd may grow the table */
		path = path_arg(c, p, at ? (int)c->args[0] : AT_FDCWD, at ? 1 : 0,
				(flags & O_NOFOLLOW) != 0);
		if (!(e = new_fd(c, p, fd, ci, EBT_CAP_ARG_RET))) {
			free(path);
			break;
		}
		e->path = path;
		if (how)
			e->cloexec = (flags & O_CLOEXEC) != 0;
		if ((flags & O_TMPFILE) == O_TMPFILE)
			tmpfile_path(e);
		break;
	}
	case A_OPEN_TREE:
		learn_open_tree(c, p, fd, ci);
		break;
	case A_SENDMSG:
		send_fds(c, p);
		break;
	case A_RECVMSG:
		receive_fds(c, p, ci);
		break;
	case A_FCNTL:
		if ((int)c->args[1] != F_DUPFD && (int)c->args[1] != F_DUPFD_CLOEXEC)
			break;
		/* fall through */
	case A_DUP:
		if (fd == (int)c->args[0])
			break;
		/* a copy: growing the table for fd may move the old entry */
		old = lookup(c, p, (int)c->args[0]);
		copy = old ? *old : (struct fdent){ .family = -1 };
		copy.path = old && old->path ? strdup(old->path) : NULL;
		if (!(e = ent_at(p, fd, true))) {
			free(copy.path);
			break;
		}
		ent_clear(e);
		*e = copy;
		e->cloexec = calls[ci].action == A_FCNTL ? (int)c->args[1] == F_DUPFD_CLOEXEC :
			     new_cloexec(c, ci);
		break;
	case A_PIPE:
	case A_SOCKETPAIR: {
		int arg = calls[ci].action == A_PIPE ? 0 : 3;

		/* the numbers: from the identity capture, else from memory */
		if (!fdinfo_fds(c, arg, fds) && tmem_read(c, arg, c->args[arg], fds, sizeof(fds)) < 0)
			break;
		for (int i = 0; i < 2; i++) {
			if (!(e = new_fd(c, p, fds[i], ci, arg)))
				continue;
			if (calls[ci].action == A_SOCKETPAIR) {
				e->family = c->args[0];
				e->type = c->args[1] & 0xf;
				e->proto = c->args[2];
			}
			set_inode_path(c, p, e, fds[i], calls[ci].action == A_PIPE ? "pipe" : "socket");
		}
		break;
	}
	case A_SOCKET:
		if ((e = new_fd(c, p, fd, ci, EBT_CAP_ARG_RET))) {
			e->family = c->args[0];
			e->type = c->args[1] & 0xf;
			e->proto = c->args[2];
			set_inode_path(c, p, e, fd, "socket");
		}
		break;
	case A_ACCEPT:
		old = lookup(c, p, (int)c->args[0]);
		copy = old ? *old : (struct fdent){ .family = -1 };
		if ((e = new_fd(c, p, fd, ci, EBT_CAP_ARG_RET))) {
			e->family = copy.family;
			e->type = copy.type;
			e->proto = copy.proto;
			set_inode_path(c, p, e, fd, "socket");
		}
		break;
	case A_SIGNALFD:
		if ((int)c->args[0] != -1)
			break;   /* an existing signalfd was updated */
		/* fall through */
	case A_ANON:
		/* a command row that returns no descriptor (a version query) */
		if (c->se->ret != R_fd)
			break;
		if ((e = new_fd(c, p, fd, ci, EBT_CAP_ARG_RET)))
			e->path = strdup(calls[ci].anon);
		break;
	case A_PIDFD:
		if ((e = new_fd(c, p, fd, ci, EBT_CAP_ARG_RET))) {
			e->path = strdup("anon_inode:[pidfd]");
			e->pidfd_pid = c->args[0];
		}
		break;
	case A_CLONE: {
		int pidfd = clone_new_pidfd(c);

		if (pidfd >= 0 && (e = new_fd(c, p, pidfd, ci, EBT_CAP_ARG_RET))) {
			e->path = strdup("anon_inode:[pidfd]");
			e->pidfd_pid = c->ret;
		}
		break;
	}
	case A_GETFD: {
		/* a copy of a descriptor of the pidfd's process: as that one
		 * is, or as a descriptor of the same file the caller has (a
		 * child's are often inherited), or as /proc shows it now */
		int pid = fd_pidfd_pid(c, c->args[0]), target = c->args[1];
		struct fdproc *tp = pid > 0 ? proc_find(pid) : NULL, other = { .tgid = pid };
		struct fdent *src = tp ? ent_at(tp, target, false) : NULL, got = { .family = -1 };

		if (!(e = new_fd(c, p, fd, ci, EBT_CAP_ARG_RET)))
			break;
		if (src && src->path)
			ent_copy(&got, src);
		else if ((src = same_file(p, e)))
			ent_copy(&got, src);
		else if (pid <= 0 || !learn_from_proc(&other, pid, target, &got))
			break;
		e->path = got.path;
		e->deleted = got.deleted;
		got.path = NULL;
		ent_clear(&got);
		break;
	}
	case A_MEMFD: {
		char name[256], buf[300];
		int complete;

		if (!(e = new_fd(c, p, fd, ci, EBT_CAP_ARG_RET)))
			break;
		if (tmem_str(c, 0, c->args[0], name, sizeof(name), &complete) >= 0) {
			snprintf(buf, sizeof(buf), "/memfd:%s", name);
			e->path = strdup(buf);
			e->deleted = true;
		}
		break;
	}
	default:
		break;
	}
}

/* A child reaped by wait4 or waitid: the kernel no longer gives its pid
 * for the pidfds on it, so they show as anon_inode:[pidfd] from here on. */
static void pidfds_reaped(const struct call *c, struct fdproc *p)
{
	int pid = c->ret;

	if (!strcmp(c->se->name, "waitid")) {
		const struct ebt_cap *cap = call_cap(c, 2);

		/* WNOWAIT leaves the child waitable; si_pid follows three ints and a pad */
		if (c->args[3] & 0x01000000 || !cap || cap->err || cap->len < 20)
			return;
		memcpy(&pid, cap_bytes(cap) + 16, sizeof(pid));
	}
	if (pid <= 0)
		return;
	for (int fd = 0; fd < p->nfds; fd++)
		if (p->fds[fd].pidfd_pid == pid)
			p->fds[fd].pidfd_pid = -1;
}

/* -yy: a socket that no descriptor seen refers to any more is gone (its
 * peer shows without it). */
static void socket_closed(const struct fdent *closing)
{
	unsigned long ino;

	if (!sockid_wanted() || !closing->path || sscanf(closing->path, "socket:[%lu]", &ino) != 1)
		return;
	for (int b = 0; b < PROC_BUCKETS; b++)
		for (struct fdproc *p = procs[b]; p; p = p->next)
			for (int fd = 0; fd < p->nfds; fd++)
				if (&p->fds[fd] != closing && p->fds[fd].path &&
				    !strcmp(p->fds[fd].path, closing->path))
					return;
	sockid_gone(ino);
}

/* A name was removed: the descriptors open on it, in every process, show
 * as "(deleted)" from now on, as the kernel's links do. */
static void unlinked(const struct call *c, struct fdproc *p, bool at)
{
	char *path = path_arg(c, p, at ? (int)c->args[0] : AT_FDCWD, at ? 1 : 0, true);

	if (!path)
		return;
	for (int b = 0; b < PROC_BUCKETS; b++)
		for (struct fdproc *q = procs[b]; q; q = q->next)
			for (int fd = 0; fd < q->nfds; fd++)
				if (q->fds[fd].path && !strcmp(q->fds[fd].path, path))
					q->fds[fd].deleted = true;
	free(path);
}

void fdtrack_exit_after(const struct call *c)
{
	int ci;
	struct fdproc *p;
	struct fdent *e;

	sockid_learn(c, false);
	if (!opt.decode_fds || (ci = call_index(c->se)) < 0 || !c->exiting || call_failed(c) ||
	    injected(c))
		return;
	p = proc_get(c->tcp->tgid);
	switch (calls[ci].action) {
	case A_CLOSE:
		if ((e = ent_at(p, (int)c->args[0], true))) {
			socket_closed(e);
			ent_clear(e);
			e->closed = true;
		}
		break;
	case A_CLOSE_RANGE: {
		unsigned first = c->args[0], last = c->args[1];

		for (unsigned fd = first; fd <= last && fd < (unsigned)p->nfds; fd++) {
			if (c->args[2] & 4)   /* CLOSE_RANGE_CLOEXEC */
				p->fds[fd].cloexec = true;
			else {
				ent_clear(&p->fds[fd]);
				p->fds[fd].closed = true;
			}
		}
		break;
	}
	case A_FCNTL:
		if ((int)c->args[1] == F_SETFD && (e = ent_at(p, (int)c->args[0], false)))
			e->cloexec = (c->args[2] & FD_CLOEXEC) != 0;
		break;
	case A_EXEC:
		for (int fd = 0; fd < p->nfds; fd++)
			if (p->fds[fd].cloexec) {
				ent_clear(&p->fds[fd]);
				p->fds[fd].closed = true;
			}
		break;
	case A_CHDIR: {
		char *cwd = path_arg(c, p, AT_FDCWD, 0, false);

		if (cwd) {
			free(p->cwd);
			p->cwd = cwd;
		}
		break;
	}
	case A_FCHDIR:
		if ((e = lookup(c, p, (int)c->args[0])) && e->path) {
			free(p->cwd);
			p->cwd = strdup(e->path);
		}
		break;
	case A_REAP:
		pidfds_reaped(c, p);
		break;
	case A_UNLINK:
	case A_UNLINKAT:
		unlinked(c, p, calls[ci].action == A_UNLINKAT);
		break;
	default:
		break;
	}
}

void fdtrack_attach(pid_t pid)
{
	struct fdproc *p;
	char dir[64];
	DIR *d;
	struct dirent *de;

	if (!opt.decode_fds)
		return;
	p = proc_get(pid);
	free(p->cwd);
	p->cwd = NULL;
	proc_cwd(p);
	snprintf(dir, sizeof(dir), "/proc/%d/fd", (int)pid);
	d = opendir(dir);
	if (!d)
		return;
	while ((de = readdir(d)) != NULL) {
		char info[96], line[128];
		int fd = atoi(de->d_name);
		struct fdent *e;
		FILE *fp;

		if (de->d_name[0] < '0' || de->d_name[0] > '9' || !(e = ent_at(p, fd, true)))
			continue;
		if (!learn_from_proc(p, pid, fd, e))
			continue;
		snprintf(info, sizeof(info), "/proc/%d/fdinfo/%d", (int)pid, fd);
		fp = fopen(info, "r");
		while (fp && fgets(line, sizeof(line), fp)) {
			unsigned long flags;

			if (sscanf(line, "flags: %lo", &flags) == 1)
				e->cloexec = (flags & O_CLOEXEC) != 0;
		}
		if (fp)
			fclose(fp);
	}
	closedir(d);
}

void fdtrack_fork(uint32_t parent_tgid, uint32_t child_tgid)
{
	struct fdproc *parent, *child;

	if (!opt.decode_fds || parent_tgid == child_tgid || !(parent = proc_find(parent_tgid)))
		return;
	child = proc_get(child_tgid);
	for (int i = 0; i < child->nfds; i++)
		ent_clear(&child->fds[i]);
	for (int i = 0; i < parent->nfds; i++) {
		struct fdent *e;

		if ((parent->fds[i].path || parent->fds[i].closed) && (e = ent_at(child, i, true)))
			ent_copy(e, &parent->fds[i]);
	}
	free(child->cwd);
	child->cwd = parent->cwd ? strdup(parent->cwd) : NULL;
}

void fdtrack_gone(uint32_t tgid)
{
	struct fdproc **pp = &procs[tgid % PROC_BUCKETS];

	while (*pp && (*pp)->tgid != tgid)
		pp = &(*pp)->next;
	if (*pp) {
		struct fdproc *p = *pp;

		*pp = p->next;
		proc_free(p);
	}
}

/* ---- printing --------------------------------------------------------------- */

static void print_path_deco(const char *path, bool deleted)
{
	tputc('<');
	print_quoted(path, strlen(path), QUOTE_NO_QUOTES | QUOTE_ESC_ANGLE);
	tputc('>');
	if (deleted)
		tputs("(deleted)");
}

static const char *socket_proto_name(const struct fdent *e)
{
	bool v6 = e->family == AF_INET6;

	switch (e->family) {
	case AF_UNIX:
		return unix_proto_name(e->type);
	case AF_NETLINK:
		return "NETLINK";
	case AF_INET:
	case AF_INET6:
		switch (e->type) {
		case SOCK_STREAM:
			return e->proto == 262 ? (v6 ? "MPTCPv6" : "MPTCP") : v6 ? "TCPv6" : "TCP";
		case SOCK_DGRAM:
			if (e->proto == 1 || e->proto == 58)
				return v6 ? "PINGv6" : "PING";
			if (e->proto == 136)
				return v6 ? "UDPLITEv6" : "UDPLITE";
			return v6 ? "UDPv6" : "UDP";
		case SOCK_RAW:
			return v6 ? "RAWv6" : "RAW";
		}
		return NULL;
	default:
		return NULL;
	}
}

static bool deco_socket(const struct fdent *e)
{
	unsigned long ino;
	const char *proto, *details;
	char *end;

	if (strncmp(e->path, "socket:[", 8))
		return false;
	ino = strtoul(e->path + 8, &end, 10);
	if (!ino || strcmp(end, "]"))
		return false;
	proto = socket_proto_name(e);
	details = sock_details(ino, proto);
	tputc('<');
	tputs(details ? details : e->path);
	tputc('>');
	return true;
}

static bool deco_dev(const struct fdent *e)
{
	uint32_t mode;
	unsigned maj, min;
	struct stat st;

	if (e->path[0] != '/')
		return false;
	if (e->have_id && e->mode) {
		mode = e->mode;
		maj = e->rdev >> 20;
		min = e->rdev & 0xfffff;
	} else if (!stat(e->path, &st)) {
		mode = st.st_mode;
		maj = major(st.st_rdev);
		min = minor(st.st_rdev);
	} else {
		return false;
	}
	if (!S_ISCHR(mode) && !S_ISBLK(mode))
		return false;
	tputc('<');
	print_quoted(e->path, strlen(e->path), QUOTE_NO_QUOTES | QUOTE_ESC_ANGLE);
	tprintf("<%s %u:%u>>", S_ISBLK(mode) ? "block" : "char", maj, min);
	return true;
}

static int pidfd_pid_of(const struct fdent *e, uint32_t tgid, int fd)
{
	char info[96], line[128];
	FILE *fp;
	int pid = e->pidfd_pid;

	if (pid)
		return pid;
	snprintf(info, sizeof(info), "/proc/%u/fdinfo/%d", tgid, fd);
	fp = fopen(info, "r");
	while (fp && fgets(line, sizeof(line), fp))
		if (sscanf(line, "Pid: %d", &pid) == 1)
			break;
	if (fp)
		fclose(fp);
	return pid;
}

static bool deco_pidfd(const struct fdent *e, uint32_t tgid, int fd)
{
	int pid;

	if (strcmp(e->path, "anon_inode:[pidfd]"))
		return false;
	pid = pidfd_pid_of(e, tgid, fd);
	if (pid > 0)
		tprintf("<pid:%d>", pid);
	else
		tprintf("<%s>", e->path);
	return true;
}

/* The decoration of descriptor fd of process tgid, known as e; false
 * when it is not known. */
static bool print_ent_deco(const struct fdent *e, uint32_t tgid, int fd)
{
	if (!e || !e->path)
		return false;
	if ((opt.decode_fds & DECODE_FD_SOCKET) && deco_socket(e))
		return true;
	if ((opt.decode_fds & DECODE_FD_DEV) && deco_dev(e))
		return true;
	if ((opt.decode_fds & DECODE_FD_PIDFD) && deco_pidfd(e, tgid, fd))
		return true;
	if (opt.decode_fds & DECODE_FD_PATH)
		print_path_deco(e->path, e->deleted);
	return true;
}

int fd_pidfd_pid(const struct call *c, int fd)
{
	struct fdent *e;

	if (!c->tcp || fd < 0)
		return -1;
	e = lookup(c, proc_get(c->tcp->tgid), fd);
	if (!e || !e->path || strcmp(e->path, "anon_inode:[pidfd]"))
		return -1;
	return pidfd_pid_of(e, c->tcp->tgid, fd);
}

/* ask_proc: a descriptor the table has not seen is looked up in /proc,
 * which shows it as it is now, after the call. */
static bool print_own_deco(const struct call *c, int fd, bool ask_proc)
{
	struct fdproc *p;

	if (!opt.decode_fds || fd < 0 || !c->tcp)
		return false;
	p = proc_get(c->tcp->tgid);
	return print_ent_deco(ask_proc ? lookup(c, p, fd) : ent_at(p, fd, false), c->tcp->tgid, fd);
}

static void print_fd_deco(const struct call *c, int fd, bool ask_proc)
{
	tprintf("%d", fd);
	print_own_deco(c, fd, ask_proc);
}

static void print_other_deco(const struct call *c, int pid, int fd)
{
	struct fdproc *p, other = { .tgid = pid };
	struct fdent e = { .family = -1 }, *known;

	if (c->tcp && pid == (int)c->tcp->tgid) {
		print_own_deco(c, fd, true);
		return;
	}
	if (!opt.decode_fds || fd < 0 || pid <= 0)
		return;
	/* a traced process has its table; another one only /proc, now */
	p = proc_find(pid);
	known = p ? ent_at(p, fd, false) : NULL;
	if (known && known->path) {
		print_ent_deco(known, pid, fd);
		return;
	}
	if (!learn_from_proc(&other, pid, fd, &e))
		return;
	print_ent_deco(&e, pid, fd);
	ent_clear(&e);
}

void print_fd_of_pid(const struct call *c, int pid, int fd)
{
	tprintf("%d", fd);
	print_other_deco(c, pid, fd);
}

void print_fd_copied(const struct call *c, int pid, int fd, int copy)
{
	tprintf("%d", fd);
	if (!print_own_deco(c, copy, true))
		print_other_deco(c, pid, fd);
}

const char *fd_known_path(const struct call *c, int fd)
{
	struct fdproc *p = c->tcp && fd >= 0 ? proc_find(c->tcp->tgid) : NULL;
	struct fdent *e = p ? ent_at(p, fd, false) : NULL;

	return e && !e->closed ? e->path : NULL;
}

void print_fd_number(const struct call *c, int fd)
{
	print_fd_deco(c, fd, true);
}

/* dup2's and dup3's target: strace shows what it was before the call; by
 * the time the line prints, /proc shows the copy, so only what the table
 * knew counts. */
void print_newfd_number(const struct call *c, int fd)
{
	print_fd_deco(c, fd, false);
}

void print_cwd_deco(const struct call *c)
{
	const char *cwd;

	if (!(opt.decode_fds & DECODE_FD_PATH) || !c->tcp)
		return;
	cwd = proc_cwd(proc_get(c->tcp->tgid));
	/* strace reads the link into PATH_MAX bytes: a longer one is not shown */
	if (cwd && strlen(cwd) < PATH_MAX)
		print_path_deco(cwd, false);
}
