#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <grp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "access.h"
#include "ebtrace.h"
#include "launch.h"
#include "notify.h"
#include "options.h"
#include "output.h"

extern char **environ;
static int go_fd = -1;
/* The command's failed execve reports its errno here (a successful one
 * closes the pipe), for the tracer to say so after the execve's line. */
static int exec_err[2] = { -1, -1 };
static pid_t launched;
static bool launched_child;   /* ebtrace's own child (not -D's parent) */
static bool let_go;

char *resolve_command(const char *prog)
{
	struct stat st;
	const char *path = getenv("PATH");
	char *buf;

	/* as strace: a name no path buffer holds is refused before any look-up */
	if (strlen(prog) > PATH_MAX - 1)
		die("exec: %s", strerror(ENAMETOOLONG));
	if (strchr(prog, '/')) {
		if (stat(prog, &st) < 0)
			die("Can't stat '%s': %s", prog, strerror(errno));
		return strdup(prog);
	}
	if (!path)
		path = "/bin:/usr/bin";
	buf = xmalloc(strlen(path) + strlen(prog) + 2);
	while (*path) {
		const char *end = strchrnul(path, ':');
		size_t n = end - path;

		/* an empty PATH element is the current directory, as for execvp */
		if (n == 0)
			sprintf(buf, "%s", prog);
		else
			sprintf(buf, "%.*s/%s", (int)n, path, prog);
		if (n && stat(buf, &st) == 0 && S_ISREG(st.st_mode) && (st.st_mode & 0111))
			return buf;
		path = *end ? end + 1 : end;
	}
	free(buf);
	die("Can't stat '%s': %s", prog, strerror(ENOENT));
}

/* -E VAR=VAL sets, -E VAR removes; done in the child only. */
static void apply_env_changes(void)
{
	for (size_t i = 0; i < run.nenv_changes; i++) {
		char *c = run.env_changes[i];

		if (strchr(c, '='))
			putenv(c);
		else
			unsetenv(c);
	}
}

/* -u USER: the command runs as USER; ebtrace keeps its privileges.  The
 * command is traced from its execve on, so these calls never show. */
static void drop_privileges(void)
{
	if (!run.username)
		return;
	if (initgroups(run.username, run.run_gid) < 0) {
		fprintf(stderr, "%s: initgroups: %s\n", progname, strerror(errno));
		_exit(1);
	}
	if (setregid(run.run_gid, run.run_gid) < 0) {
		fprintf(stderr, "%s: setregid: %s\n", progname, strerror(errno));
		_exit(1);
	}
	if (setreuid(run.run_uid, run.run_uid) < 0) {
		fprintf(stderr, "%s: setreuid: %s\n", progname, strerror(errno));
		_exit(1);
	}
}

static pid_t xfork(void)
{
	pid_t pid = fork();

	if (pid < 0)
		die("fork: %s", strerror(errno));
	return pid;
}

/* In the command's process, once the tracer said go. */
static void __attribute__((noreturn)) exec_command(const char *path, char **argv)
{
	int err;

	tamper_child();
	apply_env_changes();
	drop_privileges();
	/* an ebtrace installed with capabilities: none for the command */
	access_child_drop_caps();
	execve(path, argv, environ);
	err = errno;
	if (write(exec_err[1], &err, sizeof(err)) != sizeof(err))
		fprintf(stderr, "%s: exec: %s\n", progname, strerror(err));
	_exit(1);
}

/* The pipe the command waits on for the tracer's go, and the fork. */
static pid_t fork_with_go_pipe(int fds[2])
{
	if (pipe2(fds, O_CLOEXEC) < 0 || pipe2(exec_err, O_CLOEXEC | O_NONBLOCK) < 0)
		die("pipe: %s", strerror(errno));
	tamper_prepare();
	fflush(NULL);
	return xfork();
}

/* In the command's process: wait until the tracer has registered it (EOF
 * means the tracer died), then exec. */
static void __attribute__((noreturn)) wait_go_and_exec(int fds[2], const char *path, char **argv)
{
	char c;

	close(fds[1]);
	close(exec_err[0]);
	if (read(fds[0], &c, 1) != 1)
		_exit(1);
	exec_command(path, argv);
}

pid_t launch_prepare(const char *path, char **argv)
{
	int fds[2];
	pid_t pid = fork_with_go_pipe(fds);

	if (pid == 0)
		wait_go_and_exec(fds, path, argv);
	close(fds[0]);
	close(exec_err[1]);
	go_fd = fds[1];
	launched_child = true;
	return launched = pid;
}

/* -D: the command keeps ebtrace's process; the tracer is its grandchild,
 * with -DD in a process group of its own, with -DDD in a session of its
 * own, so that the command's job control and signals never reach it. */
pid_t launch_prepare_detached(const char *path, char **argv, int level)
{
	pid_t self = getpid(), mid;
	int fds[2];

	mid = fork_with_go_pipe(fds);
	if (mid > 0) {
		waitpid(mid, NULL, 0);
		wait_go_and_exec(fds, path, argv);
	}
	close(fds[0]);
	close(exec_err[1]);
	if (xfork() > 0)
		_exit(0);
	if (level >= 3)
		setsid();
	else if (level == 2)
		setpgid(0, 0);
	go_fd = fds[1];
	return launched = self;
}

void launch_go(void)
{
	if (write(go_fd, "g", 1) != 1)
		die("cannot start the command: %s", strerror(errno));
	close(go_fd);
	go_fd = -1;
}

void launch_exec_error(pid_t tid)
{
	int err;

	if (tid != launched || exec_err[0] < 0)
		return;
	if (read(exec_err[0], &err, sizeof(err)) == sizeof(err)) {
		output_flush();
		fprintf(stderr, "%s: exec: %s\n", progname, strerror(err));
	}
	close(exec_err[0]);
	exec_err[0] = -1;
}

void launch_detached(pid_t tid)
{
	if (tid == launched)
		let_go = true;
}

bool launch_was_detached(void)
{
	return let_go;
}

bool launch_is_child(pid_t tid)
{
	return launched_child && tid == launched;
}
