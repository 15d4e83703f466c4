/* Options and the state shared by ebtrace's modules. */
#ifndef EBTRACE_H
#define EBTRACE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "event.h"
#include "sysent.h"

struct options {
	const char *outfile;     /* -o */
	int follow;              /* -f: 1, -ff: 2 */
	unsigned string_limit;   /* -s */
	int column;              /* -a */
	int xflag;               /* -x: 1, -xx: 2, --strings-in-hex=non-ascii-chars: 3 */
	bool verbose;            /* -v, or -e abbrev=none for every call */
	bool kvm_vcpu;           /* -e kvm=vcpu: KVM_RUN's exit reason */
	unsigned decode_fds;     /* -y, -yy, --decode-fds: DECODE_FD_* */
	int xlat_style;          /* -X: XLAT_STYLE_* */
	int format;              /* --output-format: FORMAT_* */
	/* -e raw=, -e abbrev=, -e verbose=: per syscall number */
	bool sc_raw[EBT_MAX_SYSCALLS];
	bool sc_no_abbrev[EBT_MAX_SYSCALLS];
	bool sc_no_verbose[EBT_MAX_SYSCALLS];
	/* -e read=, -e write=: descriptors whose data is dumped */
	struct fdset *dump_read, *dump_write;
	unsigned long ring_size; /* --ring-size: bytes of the BPF ring buffer, 0: by mode */
	int syscall_hooks;       /* --syscall-hooks: SYSCALL_HOOKS_* */
	char **command;          /* PROG [ARGS], or NULL with -p only */
	/* -p: processes to attach to */
	pid_t *attach_pids;
	int nattach_pids;
};


enum { DECODE_FD_PATH = 1, DECODE_FD_SOCKET = 2, DECODE_FD_DEV = 4, DECODE_FD_PIDFD = 8,
       DECODE_FD_ALL = 15 };
enum { XFLAG_NONE = 0, XFLAG_NON_ASCII, XFLAG_ALL, XFLAG_NON_ASCII_CHARS };
enum { XLAT_STYLE_ABBREV = 0, XLAT_STYLE_RAW, XLAT_STYLE_VERBOSE };
enum { FORMAT_TEXT = 0, FORMAT_JSON, FORMAT_CHROME };
/* --syscall-hooks: a program on every call's enter and exit (the default),
 * or on the exit only where the options allow it (bpf_setup.c) */
enum { SYSCALL_HOOKS_BOTH = 0, SYSCALL_HOOKS_EXIT };

extern struct options opt;
extern const char *progname;   /* argv[0] as typed, for messages */

/* A traced task. */
enum head_state {
	HEAD_NONE,        /* not inside a syscall */
	HEAD_DUE,         /* entered, nothing printed yet */
	HEAD_OPEN,        /* entering part printed, the line is still open */
	HEAD_UNFINISHED,  /* entering part printed, then cut by another line */
};

struct tcb {
	uint32_t tid;
	uint32_t tgid;
	enum head_state head;
	int args_done;             /* arguments printed by the entering part */
	struct ebt_sys_event *enter; /* copy of the enter record */
	const struct sysent *se;   /* of the call in progress */
	long nr;
	struct tcb *due_next;      /* FIFO of calls whose entering part is due */
	bool fresh;                /* forked, its first return not seen yet */
	bool forbidden;            /* runs with credentials we may not trace */
	const struct sysent *prev_se; /* the call before, for restart_syscall */
	struct ebt_signal_event *sigq; /* ignored signals to show at its next */
	int nsigq;                 /* delivery point, and how many */
	char **sigq_ustack;        /* -k: their frames, when known */
	char *last_ustack;         /* -k: the frames of its last line, while
				    * signals wait to show after it */
	struct outstream *out;
	long last_nr;              /* -n, -i on lines that are not calls */
	uint64_t last_ip;
	char comm[16];             /* -Y */
	char comm_next[16];        /* -Y: a name taken inside the call whose
				    * line is still due, from that line on */
	bool zombie;               /* a leader that ended before its process */
	int zombie_status;         /* and how */
	bool lost_to_execve;       /* the command's leader, whose process went on
				    * in an untraced thread's execve */
	int8_t pers;               /* personality of its last call, -1: none yet */
	struct inject_count *inject; /* -e inject=: its countdowns, from its first
				      * call that has a rule */
	char *ustack;              /* -k: the frames of its next line */
	char *kstack;              /* --kernel-stack: where its call slept */
	struct tcb *hnext;         /* hash chain */
};

/* What a decoder sees of one syscall. */
struct call {
	struct tcb *tcp;
	const struct sysent *se;
	long nr;
	uint64_t args[EBT_NARGS];
	int64_t ret;
	bool exiting;              /* the exit record is known */
	bool compat;               /* a call of the compat (32-bit) personality */
	bool succeeded;            /* its result is a success whatever it reads
				    * as (-e inject=...:retval=) */
	const struct ebt_sys_event *enter; /* or NULL */
	const struct ebt_sys_event *exit;  /* or NULL */
	/* the exit record of a failed call (or of an execve that took its
	 * inputs again, EBT_SYS_REFETCHED) while its entering part prints:
	 * it has the inputs taken again at exit (EBT_AT_FAILED) */
	const struct ebt_sys_event *failed_exit;
	/* A decoder may change how a successful return value prints: */
	uint8_t ret_kind;          /* enum ret_kind, the sysent's by default */
	/* prints what follows the value: "= 10 (SIGUSR1)" */
	void (*ret_extra)(struct call *c);
};

static inline bool call_failed(const struct call *c)
{
	return c->exiting && !c->succeeded && c->ret < 0 && c->ret >= -4095;
}

/* error.c */
void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* -V: version and optional features (version.c) */
void print_version(void);
void die_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
void warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t m);
void *xrealloc(void *p, size_t n);
/* A reusable buffer *buf of *room bytes, grown to hold need. */
void xgrow(void *buf, size_t *room, size_t need);

#endif
