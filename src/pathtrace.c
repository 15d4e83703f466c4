/* -P PATH: show only the calls that name a traced path, or use a descriptor
 * opened on one.  strace looks the descriptors up in /proc when the call
 * enters; the tracee runs on here, so the descriptors opened on a traced
 * path are tracked from the calls themselves (per process, inherited by
 * fork); a file opened by another name (relative, through a symlink) is
 * resolved against the process's cwd or dirfd. */
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "decode.h"
#include "filter.h"

static char **paths;
static size_t npaths;

struct tracked_fd {
	uint32_t tgid;
	int fd;
};
static struct tracked_fd *fds;
static size_t nfds, capfds;

static bool path_selected(const char *p)
{
	for (size_t i = 0; i < npaths; i++)
		if (!strcmp(paths[i], p))
			return true;
	return false;
}

static void store(const char *p)
{
	if (path_selected(p))
		return;
	paths = realloc(paths, (npaths + 1) * sizeof(*paths));
	if (!paths)
		die("Out of memory");
	paths[npaths++] = strdup(p);
}

void pathtrace_add(const char *path)
{
	store(path);
}

/* strace's quoting of the two paths in the message */
static void quote_into(char *dst, const char *s)
{
	static const char hex[] = "0123456789abcdef";

	*dst++ = '"';
	for (; *s; s++) {
		unsigned char ch = *s;

		if (ch == '"' || ch == '\\') {
			*dst++ = '\\';
			*dst++ = ch;
		} else if (ch >= ' ' && ch < 0x7f) {
			*dst++ = ch;
		} else {
			*dst++ = '\\';
			*dst++ = 'x';
			*dst++ = hex[ch >> 4];
			*dst++ = hex[ch & 15];
		}
	}
	*dst++ = '"';
	*dst = '\0';
}

void pathtrace_finish(void)
{
	size_t n = npaths;

	for (size_t i = 0; i < n; i++) {
		char *r = realpath(paths[i], NULL);

		if (!r)
			continue;
		if (strcmp(r, paths[i])) {
			if (!filter_quiet(QUIET_PATH_RESOLVE)) {
				char *a = xmalloc(strlen(paths[i]) * 4 + 3);
				char *b = xmalloc(strlen(r) * 4 + 3);

				quote_into(a, paths[i]);
				quote_into(b, r);
				warn("Requested path %s resolved into %s", a, b);
				free(a);
				free(b);
			}
			store(r);
		}
		free(r);
	}
}

bool pathtrace_active(void)
{
	return npaths > 0;
}

/* fcntl returns a new descriptor for its F_DUPFD commands */
static bool is_fcntl(const struct sysent *se)
{
	return !strcmp(se->name, "fcntl") || !strcmp(se->name, "fcntl64");
}

static bool returns_fd(const struct call *c)
{
	int cmd = (int)c->args[1];

	return c->se->ret == R_fd || (is_fcntl(c->se) && (cmd == F_DUPFD || cmd == F_DUPFD_CLOEXEC));
}

bool pathtrace_wants(const struct sysent *se)
{
	return npaths && se && se->name &&
	       (se->ret == R_fd || !strcmp(se->name, "close") || is_fcntl(se));
}

static struct tracked_fd *find_fd(uint32_t tgid, int fd)
{
	for (size_t i = 0; i < nfds; i++)
		if (fds[i].tgid == tgid && fds[i].fd == fd)
			return &fds[i];
	return NULL;
}

static void track_fd(uint32_t tgid, int fd)
{
	if (fd < 0 || find_fd(tgid, fd))
		return;
	if (nfds == capfds) {
		capfds = capfds ? 2 * capfds : 16;
		fds = realloc(fds, capfds * sizeof(*fds));
		if (!fds)
			die("Out of memory");
	}
	fds[nfds++] = (struct tracked_fd){ tgid, fd };
}

static void untrack_fd(uint32_t tgid, int fd)
{
	struct tracked_fd *t = find_fd(tgid, fd);

	if (t)
		*t = fds[--nfds];
}

/* A new process gets a copy of its parent's descriptors. */
void pathtrace_fork(uint32_t parent_tgid, uint32_t child_tgid)
{
	if (!npaths || parent_tgid == child_tgid)
		return;
	for (size_t i = 0, n = nfds; i < n; i++)
		if (fds[i].tgid == parent_tgid)
			track_fd(child_tgid, fds[i].fd);
}

static bool fd_cloexec(pid_t tgid, int fd)
{
	char name[64], line[128];
	unsigned long flags = 0;
	FILE *fp;

	snprintf(name, sizeof(name), "/proc/%d/fdinfo/%d", (int)tgid, fd);
	fp = fopen(name, "r");
	if (!fp)
		return false;
	while (fgets(line, sizeof(line), fp))
		if (sscanf(line, "flags: %lo", &flags) == 1)
			break;
	fclose(fp);
	return (flags & O_CLOEXEC) != 0;
}

/* Descriptors the process had before tracing started (inherited from the
 * shell, or open when attached) are in no call seen: read once from /proc,
 * then followed by the calls like the others.  Before its exec, the
 * close-on-exec ones are about to go. */
void pathtrace_attach(pid_t tgid, bool before_exec)
{
	char dir[64], link[96], target[PATH_MAX + 1];
	struct dirent *de;
	DIR *d;

	if (!npaths)
		return;
	snprintf(dir, sizeof(dir), "/proc/%d/fd", (int)tgid);
	d = opendir(dir);
	if (!d)
		return;
	while ((de = readdir(d)) != NULL) {
		int fd = atoi(de->d_name);
		ssize_t n;

		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		snprintf(link, sizeof(link), "%s/%d", dir, fd);
		n = readlink(link, target, sizeof(target) - 1);
		if (n < 0)
			continue;
		target[n] = '\0';
		if (path_selected(target) && !(before_exec && fd_cloexec(tgid, fd)))
			track_fd(tgid, fd);
	}
	closedir(d);
}

/* The file a call opened by a path strace would not have matched (say a
 * relative one): resolved against the cwd or the dirfd, as the kernel did.
 * The process may have moved on; /proc is read now (best effort). */
static bool opened_file_matches(struct call *c, int path_arg)
{
	char name[EBT_PATH_MAX + 1], base[PATH_MAX + 1], link[64], *full, *real;
	int complete, dirfd_arg = path_arg - 1;
	bool match = false;
	ssize_t n = 0;

	if (tmem_str(c, path_arg, c->args[path_arg], name, sizeof(name), &complete) < 0 || !complete)
		return false;
	if (name[0] != '/') {
		int dirfd = dirfd_arg >= 0 && !strcmp(kinds[c->se->args[dirfd_arg].kind].name, "dirfd")
			    ? (int)c->args[dirfd_arg] : AT_FDCWD;

		if (dirfd == AT_FDCWD)
			snprintf(link, sizeof(link), "/proc/%u/cwd", c->tcp->tgid);
		else
			snprintf(link, sizeof(link), "/proc/%u/fd/%d", c->tcp->tgid, dirfd);
		n = readlink(link, base, sizeof(base) - 1);
		/* gone already: the cwd it inherited from ebtrace is the best guess */
		if (n < 0 && dirfd == AT_FDCWD && getcwd(base, sizeof(base)))
			n = strlen(base);
		if (n < 0)
			return false;
	}
	base[n] = '\0';
	full = xmalloc(n + strlen(name) + 2);
	sprintf(full, "%s%s%s", base, n ? "/" : "", name);
	real = realpath(full, NULL);
	match = path_selected(full) || (real && path_selected(real));
	free(real);
	free(full);
	return match;
}

static bool is_fd_kind(int kind)
{
	const char *n = kinds[kind].name;

	return !strcmp(n, "fd") || !strcmp(n, "dirfd") || !strcmp(n, "newfd");
}

static bool is_path_kind(int kind)
{
	return strstr(kinds[kind].name, "path") != NULL;
}

static bool fd_on_path(const struct call *c, int fd)
{
	return find_fd(c->tcp->tgid, fd) != NULL;
}

static bool path_arg_matches(struct call *c, int arg)
{
	char buf[EBT_PATH_MAX + 1];
	int complete;

	if (!c->args[arg] || tmem_str(c, arg, c->args[arg], buf, sizeof(buf), &complete) < 0)
		return false;
	return complete && path_selected(buf);
}

bool pathtrace_match(struct call *c)
{
	const struct sysent *se = c->se;
	uint32_t tgid = c->tcp->tgid;
	bool match = false;
	int path_arg = -1;

	if (!se || !se->name || !(se->classes & (TRACE_FILE | TRACE_DESC | TRACE_NETWORK)))
		return false;
	for (int i = 0; i < se->nargs && !match; i++) {
		int kind = se->args[i].kind;

		if (is_fd_kind(kind))
			match = fd_on_path(c, (int)c->args[i]);
		else if (!strcmp(kinds[kind].name, "pollfds"))
			match = pollfds_any(c, fd_on_path);
		else if (!strcmp(kinds[kind].name, "fdset") || !strcmp(kinds[kind].name, "selargs"))
			match = fdset_any(c, i, fd_on_path);
		else if (!strcmp(kinds[kind].name, "mmapargs"))
			match = old_mmap_fd(c) >= 0 && fd_on_path(c, old_mmap_fd(c));
		else if (is_path_kind(kind) && (path_arg = i) >= 0)
			match = path_arg_matches(c, i);
	}
	if (!c->exiting || call_failed(c))
		return match;
	/* keep the set of descriptors on the traced paths up to date */
	if (!strcmp(se->name, "close")) {
		untrack_fd(tgid, (int)c->args[0]);
	} else if (returns_fd(c)) {
		int fd = (int)c->ret;

		/* dup2/dup3 onto a tracked descriptor closes it first */
		untrack_fd(tgid, fd);
		if (match || (path_arg >= 0 && opened_file_matches(c, path_arg)))
			track_fd(tgid, fd);
	}
	return match;
}
