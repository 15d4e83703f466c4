/* The command line: every strace option, strace's messages and exit codes. */
#ifndef EBTRACE_OPTIONS_H
#define EBTRACE_OPTIONS_H

#include <stdbool.h>
#include <sys/types.h>

/* How the command is started, and other options outside struct options. */
struct run_opts {
	char **env_changes;      /* -E: "VAR=VAL" sets, "VAR" removes */
	size_t nenv_changes;
	const char *username;    /* -u */
	uid_t run_uid;
	gid_t run_gid;
	bool detach_on_execve;   /* -b execve */
	int daemonize;           /* -D count: ebtrace runs as the command's grandchild,
				  * -DD in its own process group, -DDD session */
	bool append;             /* -A */
	bool seccomp_bpf;        /* --seccomp-bpf: accepted, nothing to do */
	int interruptible;       /* -I */
	bool debug;              /* -d: what strace's -d says of the traced calls */
};
extern struct run_opts run;

void parse_options(int argc, char **argv);

#endif
