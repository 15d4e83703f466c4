/* Holding a task after its call: see hold.h. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ebtrace.h"
#include "hold.h"

/* paths made of a mount point and a cgroup's path */
#define CG_PATH (2 * PATH_MAX + 64)
static char home[CG_PATH];      /* the command's cgroup */
static char origin[PATH_MAX * 2];  /* where the command would have run */
static int watcher_pipe = -1;

/* ---- cgroup files ---------------------------------------------------------- */

static bool put(const char *dir, const char *file, const char *value)
{
	char path[CG_PATH + 32];
	int fd;
	bool ok;

	snprintf(path, sizeof(path), "%s/%s", dir, file);
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	ok = write(fd, value, strlen(value)) == (ssize_t)strlen(value);
	close(fd);
	return ok;
}

static bool put_id(const char *dir, const char *file, long id)
{
	char s[24];

	snprintf(s, sizeof(s), "%ld", id);
	return put(dir, file, s);
}

/* Every id listed in dir/file (cgroup.procs, cgroup.threads) goes to
 * to/file. */
static void move_all(const char *dir, const char *file, const char *to)
{
	char path[CG_PATH + 32];
	long id;
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, file);
	f = fopen(path, "re");
	if (!f)
		return;
	while (fscanf(f, "%ld", &id) == 1)
		put_id(to, file, id);
	fclose(f);
}

static void hold_dir(char *buf, size_t size, long tid)
{
	snprintf(buf, size, "%s/hold-%ld", home, tid);
}

/* ---- where ----------------------------------------------------------------- */

/* The cgroup v2 mount and ebtrace's own cgroup in it. */
static bool find_cgroup2(char *mnt, size_t msize, char *self, size_t ssize)
{
	char line[4096], path[PATH_MAX];
	bool found = false;
	FILE *f = fopen("/proc/self/mountinfo", "re");

	if (!f)
		return false;
	while (!found && fgets(line, sizeof(line), f)) {
		/* ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTIONS... - TYPE SOURCE ... */
		char *sep = strstr(line, " - ");

		if (sep && !strncmp(sep + 3, "cgroup2 ", 8) &&
		    sscanf(line, "%*s %*s %*s %*s %4095s", path) == 1) {
			snprintf(mnt, msize, "%s", path);
			found = true;
		}
	}
	fclose(f);
	if (!found)
		return false;
	f = fopen("/proc/self/cgroup", "re");
	if (!f)
		return false;
	found = false;
	while (!found && fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "0::", 3)) {
			line[strcspn(line, "\n")] = '\0';
			snprintf(self, ssize, "%s%s", mnt, strcmp(line + 3, "/") ? line + 3 : "");
			found = true;
		}
	}
	fclose(f);
	return found;
}

/* ---- the watcher -------------------------------------------------------------
 * A process of its own that outlives ebtrace: when ebtrace's end of the
 * pipe closes (it exited, or was killed), nothing may stay frozen. */

static void release_all(void)
{
	DIR *d = opendir(home);
	struct dirent *de;
	char dir[CG_PATH + 300];

	if (d) {
		while ((de = readdir(d))) {
			if (strncmp(de->d_name, "hold-", 5))
				continue;
			snprintf(dir, sizeof(dir), "%s/%s", home, de->d_name);
			put(dir, "cgroup.freeze", "0");
			move_all(dir, "cgroup.threads", home);
			rmdir(dir);
		}
		closedir(d);
	}
	/* the tasks still running go back where they came from */
	for (int tries = 0; tries < 100 && rmdir(home) < 0 && errno == EBUSY; tries++) {
		move_all(home, "cgroup.procs", origin);
		usleep(10000);
	}
}

static void start_watcher(void)
{
	static const int sigs[] = { SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGTSTP };
	int fds[2], status;
	char c;
	pid_t pid;

	if (pipe2(fds, O_CLOEXEC) < 0)
		die("pipe: %s", strerror(errno));
	fflush(NULL);
	pid = fork();
	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (pid == 0) {
		/* not ebtrace's child: nothing for it to reap or wait for */
		if (fork() != 0)
			_exit(0);
		for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
			signal(sigs[i], SIG_IGN);
		dup2(fds[0], 0);
		syscall(SYS_close_range, 1, ~0U, 0);
		while (read(0, &c, 1) > 0)
			;
		release_all();
		_exit(0);
	}
	waitpid(pid, &status, 0);
	close(fds[0]);
	watcher_pipe = fds[1];
}

/* ---- the interface ---------------------------------------------------------- */

bool hold_prepare(const char **why)
{
	char mnt[PATH_MAX];

	if (!find_cgroup2(mnt, sizeof(mnt), origin, sizeof(origin))) {
		*why = "no cgroup v2 hierarchy is mounted";
		return false;
	}
	/* at the top of the hierarchy if possible: its root cgroup may hold
	 * processes and threaded children alike */
	snprintf(home, sizeof(home), "%s/ebtrace-%d", mnt, (int)getpid());
	if (mkdir(home, 0755) < 0) {
		snprintf(home, sizeof(home), "%s/ebtrace-%d", origin, (int)getpid());
		if (mkdir(home, 0755) < 0) {
			*why = "ebtrace cannot create a cgroup";
			return false;
		}
	}
	start_watcher();
	return true;
}

void hold_child(void)
{
	if (home[0] && !put_id(home, "cgroup.procs", 0)) {
		fprintf(stderr, "ebtrace: cannot join the cgroup %s: %s\n", home, strerror(errno));
		_exit(1);
	}
}

int hold_start(pid_t tid)
{
	char dir[CG_PATH + 32], events[CG_PATH + 64];
	int fd;

	if (!home[0])
		return -1;
	hold_dir(dir, sizeof(dir), tid);
	if (mkdir(dir, 0755) < 0 && errno != EEXIST)
		return -1;
	snprintf(events, sizeof(events), "%s/cgroup.events", dir);
	fd = open(events, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || !put(dir, "cgroup.type", "threaded") || !put_id(dir, "cgroup.threads", tid) ||
	    !put(dir, "cgroup.freeze", "1")) {
		if (fd >= 0)
			close(fd);
		put(dir, "cgroup.freeze", "0");
		move_all(dir, "cgroup.threads", home);
		rmdir(dir);
		return -1;
	}
	return fd;
}

enum hold_state hold_state(int fd)
{
	char buf[256];
	ssize_t n;

	/* reading it through this descriptor is what clears its poll event */
	n = pread(fd, buf, sizeof(buf) - 1, 0);
	buf[n > 0 ? n : 0] = '\0';
	if (n <= 0 || strstr(buf, "populated 0"))
		return HOLD_GONE;
	return strstr(buf, "frozen 1") ? HOLD_FROZEN : HOLD_RUNNING;
}

void hold_end(pid_t tid)
{
	char dir[CG_PATH + 32];

	hold_dir(dir, sizeof(dir), tid);
	put(dir, "cgroup.freeze", "0");
	move_all(dir, "cgroup.threads", home);
	rmdir(dir);
}
