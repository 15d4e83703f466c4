/* Processes: execve, clone, wait, exit, resource limits, identity,
 * capabilities and futexes (the per-process settings are in prctl.c). */
#include <fcntl.h>
#include <linux/capability.h>
#include <linux/futex.h>
#include <linux/kcmp.h>
#include <sched.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "pids.h"
#include "../signals.h"
#include "../arch.h"
#include "common.h"
#include "fdpath.h"


/* ---- execve ---- */

void print_epath(struct call *c, int arg, int param)
{
	print_path_at(c, arg, c->args[arg]);
}

/* ["a", "b", ...]: at most -s elements unless -v, each cut at -s bytes. */
const unsigned char *print_strarr_elem(const unsigned char *p, const unsigned char *end,
					      bool bad)
{
	const unsigned char *nul;
	size_t len;

	if (bad) {
		uint64_t ptr = 0;

		memcpy(&ptr, p, end - p < 8 ? end - p : 8);
		print_addr(ptr);
		return p + 8;
	}
	nul = memchr(p, 0, end - p);
	len = nul ? (size_t)(nul - p) : (size_t)(end - p);
	if (len > opt.string_limit)
		print_quoted(p, opt.string_limit, QUOTE_ELLIPSIS);
	else
		print_quoted(p, len, nul ? 0 : QUOTE_ELLIPSIS);
	return p + len + 1;
}

static void print_strarr_cap(const struct call *c, const struct ebt_cap *cap, uint64_t addr)
{
	const unsigned char *p = cap_bytes(cap), *end = p + cap->len;
	uint32_t bad = cap->field | (uint32_t)cap->pad << 16;
	unsigned n = 0;
	bool cut = false;

	tputc('[');
	while (p < end) {
		if (n)
			tputs(", ");
		if ((cut = array_cut(c, n)))
			break;
		p = print_strarr_elem(p, end, n < EBT_STRARR_BAD_MAX && (bad >> n & 1));
		n++;
	}
	if ((cap->flags & EBT_CAPF_TRUNC) && !cut)
		tputs(n ? ", ..." : "...");
	else if ((cap->flags & EBT_CAPF_FAULT) && !cut)
		/* the array became unreadable there */
		tprintf(", ... /* %#llx */", (unsigned long long)(addr + n * (c->compat ? 4 : 8)));
	tputc(']');
}

void print_argv(struct call *c, int arg, int param)
{
	const struct ebt_cap *cap = call_cap(c, arg);

	if (!c->args[arg]) {
		tputs("NULL");
		return;
	}
	if (!cap || (cap->err && !cap->len)) {
		print_addr(c->args[arg]);
		return;
	}
	print_strarr_cap(c, cap, c->args[arg]);
}

/* 0x7ffc... followed by a count of the variables ("unterminated" when
 * the array became unreadable before its NULL; none when it was not
 * readable at all); with -v (when the capture plan took the strings) the
 * whole array. */
void print_envp(struct call *c, int arg, int param)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	uint64_t count;

	if (cap && cap->kind == EBT_CAP_STRARR && c->args[arg] && !(cap->err && !cap->len)) {
		print_strarr_cap(c, cap, c->args[arg]);
		return;
	}
	print_addr(c->args[arg]);
	if (!c->args[arg] || !cap || cap->kind != EBT_CAP_PTRCOUNT || cap->len < sizeof(count))
		return;
	memcpy(&count, cap_bytes(cap), sizeof(count));
	/* a fault before the NULL: none when the first pointer is unreadable */
	if (cap->err && !count)
		return;
	tprintf(" /* %llu var%s%s */", (unsigned long long)count, count == 1 ? "" : "s",
		cap->err ? ", unterminated" : "");
}

static const struct xlat execveat_flags[] = {
	XLAT_PAIR(0x100, "AT_SYMLINK_NOFOLLOW"), XLAT_PAIR(0x1000, "AT_EMPTY_PATH"), XLAT_END
};

void print_execatflags(struct call *c, int arg, int param)
{
	print_flags_dflt(execveat_flags, (unsigned)c->args[arg], "AT_???");
}

/* ---- clone ---- */

static const struct xlat clone_flags[] = {
	XLAT(CLONE_VM), XLAT(CLONE_FS), XLAT(CLONE_FILES), XLAT(CLONE_SIGHAND),
	XLAT_PAIR(0x1000, "CLONE_PIDFD"), XLAT(CLONE_PTRACE), XLAT(CLONE_VFORK),
	XLAT(CLONE_PARENT), XLAT(CLONE_THREAD), XLAT(CLONE_NEWNS), XLAT(CLONE_SYSVSEM),
	XLAT(CLONE_SETTLS), XLAT(CLONE_PARENT_SETTID), XLAT(CLONE_CHILD_CLEARTID),
	XLAT(CLONE_UNTRACED), XLAT(CLONE_CHILD_SETTID), XLAT(CLONE_NEWCGROUP),
	XLAT(CLONE_NEWUTS), XLAT(CLONE_NEWIPC), XLAT(CLONE_NEWUSER), XLAT(CLONE_NEWPID),
	XLAT(CLONE_NEWNET), XLAT(CLONE_IO),
	/* clone3 only */
	XLAT_PAIR(0x80, "CLONE_NEWTIME"), XLAT_PAIR(0x100000000ULL, "CLONE_CLEAR_SIGHAND"),
	XLAT_PAIR(0x200000000ULL, "CLONE_INTO_CGROUP"),
	XLAT_END
};

#define CLONE_PIDFD_FLAG 0x1000ULL
#define CSIGNAL_MASK 0xffULL

/* A value the kernel stored in the tracee: [N], from the capture, else the
 * fallback (the kernel stores the child's tid where clone's return value
 * says it did). */
static void print_stored_int(const struct call *c, int arg, uint64_t addr, long fallback)
{
	int32_t v;

	if (tmem_read(c, arg, addr, &v, sizeof(v)) == sizeof(v))
		tprintf("[%d]", v);
	else
		tprintf("[%ld]", fallback);
}

struct clone_args_k {
	uint64_t flags, pidfd, child_tid, parent_tid, exit_signal, stack,
		 stack_size, tls, set_tid, set_tid_size, cgroup;
};

#define CLONE_ARGS_MIN 64   /* up to and including tls */

/* The pidfd a successful clone or clone3 stored for the parent, or -1. */
int clone_new_pidfd(const struct call *c)
{
	bool clone3 = !strcmp(c->se->name, "clone3");
	const struct ebt_cap *cap;
	uint64_t flags = c->args[0], addr = c->args[2];
	int32_t fd;

	if (call_failed(c) || c->ret <= 0)
		return -1;
	if (clone3) {
		if (c->args[1] < CLONE_ARGS_MIN || !fetch_in(c, 0, &flags, sizeof(flags)))
			return -1;
		if (!(flags & CLONE_PIDFD_FLAG))
			return -1;
		cap = call_cap_field(c, 0, offsetof(struct clone_args_k, pidfd));
		if (!cap || cap->err || cap->len < sizeof(fd))
			return -1;
		memcpy(&fd, cap_bytes(cap), sizeof(fd));
		return fd;
	}
	if (!(flags & CLONE_PIDFD_FLAG) || (flags & CLONE_PARENT_SETTID) ||
	    tmem_read(c, 2, addr, &fd, sizeof(fd)) != sizeof(fd))
		return -1;
	return fd;
}

/* A descriptor the call stored at addr: [fd] decorated, or the address. */
static void print_stored_fd(struct call *c, uint64_t addr, int fd)
{
	if (fd < 0) {
		print_addr(addr);
		return;
	}
	tputc('[');
	print_fd_number(c, fd);
	tputc(']');
}

/* clone(flags, stack, parent_tid, ...): child_tid and tls in the
 * architecture's order, shown with names and only the arguments the flags
 * make meaningful. */
void dec_clone(struct call *c, int exiting)
{
	uint64_t flags = c->args[0] & ~CSIGNAL_MASK;
	unsigned sig = c->args[0] & CSIGNAL_MASK;

	/* the stack and flags on entry: strace had printed them when the
	 * new task was announced */
	if (!exiting) {
		tputs("child_stack=");
		print_addr(c->args[1]);
		print_arg_sep();
		tputs("flags=");
		if (flags) {
			print_flags_dflt(clone_flags, flags, "CLONE_???");
			if (sig) {
				tputc('|');
				print_signo_val(sig);
			}
		} else {
			print_signo_val(sig);
		}
		return;
	}
	if (flags & (CLONE_PARENT_SETTID | CLONE_PIDFD_FLAG)) {
		print_arg_sep();
		tputs("parent_tid=");
		if (call_failed(c))
			print_addr(c->args[2]);
		else if (flags & CLONE_PARENT_SETTID)
			print_stored_int(c, 2, c->args[2], c->ret);
		else
			print_stored_fd(c, c->args[2], clone_new_pidfd(c));
	}
	if (flags & CLONE_SETTLS) {
		print_arg_sep();
		tputs("tls=");
		print_addr(c->args[c->compat ? arch.compat_clone_tls_arg : arch.clone_tls_arg]);
	}
	if (flags & (CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID)) {
		print_arg_sep();
		tputs("child_tidptr=");
		print_addr(c->args[c->compat ? arch.compat_clone_ctid_arg : arch.clone_ctid_arg]);
	}
}

/* unshare: strace's order, CLONE_NEWTIME first */
static const struct xlat unshare_flags[] = {
	XLAT_PAIR(0x80, "CLONE_NEWTIME"), XLAT(CLONE_VM), XLAT(CLONE_FS), XLAT(CLONE_FILES),
	XLAT(CLONE_SIGHAND), XLAT(CLONE_THREAD), XLAT(CLONE_NEWNS), XLAT(CLONE_SYSVSEM),
	XLAT(CLONE_NEWCGROUP), XLAT(CLONE_NEWUTS), XLAT(CLONE_NEWIPC), XLAT(CLONE_NEWUSER),
	XLAT(CLONE_NEWPID), XLAT(CLONE_NEWNET), XLAT_END
};

const struct xlat setns_types[] = {
	XLAT_PAIR(0x80, "CLONE_NEWTIME"), XLAT(CLONE_NEWNS), XLAT(CLONE_NEWCGROUP),
	XLAT(CLONE_NEWUTS), XLAT(CLONE_NEWIPC), XLAT(CLONE_NEWUSER), XLAT(CLONE_NEWPID),
	XLAT(CLONE_NEWNET), XLAT_END
};

void print_unshareflags(struct call *c, int arg, int param)
{
	print_flags_dflt(unshare_flags, c->args[arg], "CLONE_???");
}

static const struct xlat pidfd_flags[] = {
	XLAT_PAIR(O_NONBLOCK, "PIDFD_NONBLOCK"), XLAT_END
};

void print_pidfdflags(struct call *c, int arg, int param)
{
	print_flags_dflt(pidfd_flags, (unsigned)c->args[arg], "PIDFD_???");
}

/* The descriptor of the pidfd's process is decorated as that process has
 * it: as the copy the call made, which outlives the process, or else as
 * /proc shows it by now.  Printed at exit, once the copy is known. */
void dec_pidfd_getfd(struct call *c, int exiting)
{
	int target = c->args[1];

	if (!exiting)
		return;
	print_fd(c, 0, 0);
	print_arg_sep();
	if (!call_failed(c))
		print_fd_copied(c, fd_pidfd_pid(c, c->args[0]), target, c->ret);
	else
		print_fd_of_pid(c, fd_pidfd_pid(c, c->args[0]), target);
	print_argf("%#x", (unsigned)c->args[2]);
}

static const struct xlat kcmp_types[] = {
	XLAT(KCMP_FILE), XLAT(KCMP_VM), XLAT(KCMP_FILES), XLAT(KCMP_FS), XLAT(KCMP_SIGHAND),
	XLAT(KCMP_IO), XLAT(KCMP_SYSVSEM), XLAT(KCMP_EPOLL_TFD), XLAT_END
};

void print_kcmpslot(struct call *c, int arg, int param)
{
	struct kcmp_epoll_slot slot;

	(void)param;
	if (!fetch_in(c, arg, &slot, sizeof(slot)))
		return;
	tputs("{efd=");
	print_fd_of_pid(c, c->args[1], slot.efd);
	tputs(", tfd=");
	print_fd_of_pid(c, c->args[1], slot.tfd);
	tprintf(", toff=%u}", slot.toff);
}

/* What the indexes are depends on the type: descriptors of each process,
 * or nothing. */
void dec_kcmp(struct call *c, int exiting)
{
	int pid1 = c->args[0], pid2 = c->args[1], type = c->args[2];

	if (exiting)
		return;
	print_tgid(c, 0, 0);
	print_arg_sep();
	print_tgid(c, 1, 0);
	print_arg_sep();
	print_xlat(kcmp_types, (unsigned)type, "KCMP_???");
	switch (type) {
	case KCMP_FILE:
	case KCMP_EPOLL_TFD:
		print_arg_sep();
		print_fd_of_pid(c, pid1, c->args[3]);
		print_arg_sep();
		if (type == KCMP_FILE)
			print_fd_of_pid(c, pid2, c->args[4]);
		else
			print_kcmpslot(c, 4, 0);
		break;
	case KCMP_VM: case KCMP_FILES: case KCMP_FS: case KCMP_SIGHAND: case KCMP_IO:
	case KCMP_SYSVSEM:
		break;
	default:
		print_argf("%#llx", (unsigned long long)c->args[3]);
		print_argf("%#llx", (unsigned long long)c->args[4]);
	}
}

void print_nstype(struct call *c, int arg, int param)
{
	print_flags_dflt(setns_types, (unsigned)c->args[arg], "CLONE_NEW???");
}

/* The struct as the call got it; false when it printed an address. */
static bool cloneargs_of(struct call *c, int arg, struct clone_args_k *a, size_t *fetch,
			 bool print_addr_if_bad)
{
	uint64_t size = c->args[1];

	*fetch = size < sizeof(*a) ? size : sizeof(*a);
	memset(a, 0, sizeof(*a));
	if (*fetch < CLONE_ARGS_MIN) {
		if (print_addr_if_bad)
			print_addr(c->args[arg]);
		return false;
	}
	return fetch_in(c, arg, a, *fetch);
}

#define SET_TID_MAX 32   /* the kernel's limit (MAX_PID_NS_LEVEL) */

/* set_tid: the array of tids, as captured with the struct */
static void print_set_tid(struct call *c, int arg, const struct clone_args_k *a)
{
	const struct ebt_cap *cap = call_cap_field(c, arg, offsetof(struct clone_args_k, set_tid));
	const unsigned char *b;
	int32_t v;

	if (!a->set_tid || !a->set_tid_size || a->set_tid_size > SET_TID_MAX || !cap || cap->err ||
	    cap->len < a->set_tid_size * sizeof(v)) {
		print_addr(a->set_tid);
		return;
	}
	b = cap_bytes(cap);
	tputc('[');
	for (unsigned i = 0; i < a->set_tid_size; i++) {
		if (i)
			tputs(", ");
		if (array_cut(c, i))
			break;
		memcpy(&v, b + i * sizeof(v), sizeof(v));
		tprintf("%d", v);
	}
	tputc(']');
}

/* An int the call stored through a pointer field: [N], NULL, or the
 * address when it could not be read. */
static void print_stored_field(struct call *c, int arg, size_t off, uint64_t ptr)
{
	const struct ebt_cap *cap = call_cap_field(c, arg, off);
	int32_t v;

	if (!ptr || !cap || cap->err || cap->len < sizeof(v)) {
		print_addr(ptr);
		return;
	}
	memcpy(&v, cap_bytes(cap), sizeof(v));
	tprintf("[%d]", v);
}

static void print_user_desc_bytes(const struct call *c, const unsigned char *d);

/* clone3's tls: a 32-bit x86 program's points to the struct user_desc
 * the thread's segment is made of, captured with the struct */
static void print_clone3_tls(struct call *c, int arg, uint64_t tls)
{
	const struct ebt_cap *cap = call_cap_field(c, arg, offsetof(struct clone_args_k, tls));

	if (!c->compat || !arch.compat_tls_user_desc || !tls || !cap || cap->err || cap->len < 16)
		print_addr(tls);
	else
		print_user_desc_bytes(c, cap_bytes(cap));
}

/* What the call got: strace prints it on entry. */
static void print_cloneargs_in(struct call *c, int arg)
{
	struct clone_args_k a;
	size_t fetch;

	if (!cloneargs_of(c, arg, &a, &fetch, true))
		return;
	tputs("{flags=");
	print_flags_dflt(clone_flags, a.flags, "CLONE_???");
	if (a.flags & CLONE_PIDFD_FLAG) {
		tputs(", pidfd=");
		print_addr(a.pidfd);
	}
	if (a.flags & (CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID)) {
		tputs(", child_tid=");
		print_addr(a.child_tid);
	}
	if (a.flags & CLONE_PARENT_SETTID) {
		tputs(", parent_tid=");
		print_addr(a.parent_tid);
	}
	tputs(", exit_signal=");
	if (a.exit_signal < 0x7fffffff)
		print_signo_val((int)a.exit_signal);
	else
		tprintf("%llu", (unsigned long long)a.exit_signal);
	tputs(", stack=");
	print_addr(a.stack);
	tprintf(", stack_size=%#llx", (unsigned long long)a.stack_size);
	if (a.flags & CLONE_SETTLS) {
		tputs(", tls=");
		print_clone3_tls(c, arg, a.tls);
	}
	if (a.set_tid || a.set_tid_size) {
		tputs(", set_tid=");
		print_set_tid(c, arg, &a);
		tprintf(", set_tid_size=%llu", (unsigned long long)a.set_tid_size);
	}
	if (fetch > 80 && (a.cgroup || (a.flags & 0x200000000ULL)))
		tprintf(", cgroup=%llu", (unsigned long long)a.cgroup);
	print_ext_tail(c, arg, fetch, c->args[1], ", ");
	tputc('}');
}

/* What the call stored: " => {...}", at exit, from the struct as it is
 * then (and the bytes past it, read again). */
static void print_cloneargs_out(struct call *c, int arg)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	struct clone_args_k a;
	uint64_t size = c->args[1];
	size_t fetch = size < sizeof(a) ? size : sizeof(a);
	const char *sep = " => {";

	if (output_unavailable(c) || !verbose(c) || fetch < CLONE_ARGS_MIN ||
	    !(cap = call_cap(c, arg)))
		return;
	if (cap->err || cap->len < fetch) {
		const struct ebt_cap *in = call_cap_enter(c, arg);

		/* entry showed an address: nothing more to say */
		if (!in || in->err || in->len < fetch)
			return;
		tputs(" => ");
		print_addr(c->args[arg]);
		return;
	}
	memset(&a, 0, sizeof(a));
	memcpy(&a, cap_bytes(cap), fetch);
	if (a.flags & CLONE_PIDFD_FLAG) {
		tprintf("%spidfd=", sep);
		if (clone_new_pidfd(c) >= 0)
			print_stored_fd(c, a.pidfd, clone_new_pidfd(c));
		else
			print_stored_field(c, arg, offsetof(struct clone_args_k, pidfd), a.pidfd);
		sep = ", ";
	}
	if (a.flags & CLONE_PARENT_SETTID) {
		tprintf("%sparent_tid=", sep);
		print_stored_field(c, arg, offsetof(struct clone_args_k, parent_tid), a.parent_tid);
		sep = ", ";
	}
	if (size > fetch && print_ext_tail(c, arg, fetch, size, sep))
		sep = ", ";
	if (*sep == ',')
		tputc('}');
}

void print_cloneargs(struct call *c, int arg, int param)
{
	print_cloneargs_in(c, arg);
	print_cloneargs_out(c, arg);
}

/* clone3: the struct on entry, what the kernel stored in it and the size
 * at exit (a line cut in between reads "<... clone3 resumed> => {...}"). */
void dec_clone3(struct call *c, int exiting)
{
	if (!exiting) {
		print_cloneargs_in(c, 0);
		return;
	}
	print_cloneargs_out(c, 0);
	print_argf("%llu", (unsigned long long)c->args[1]);
}

/* ---- wait ---- */

static void print_wait_status(int status)
{
	tputc('[');
	if (WIFSTOPPED(status)) {
		int sig = WSTOPSIG(status);

		/* signal names here in every -X style, as strace */
		tputs("{WIFSTOPPED(s) && WSTOPSIG(s) == ");
		tputs(signal_name(sig & 0x7f));
		tprintf("%s}", (sig & 0x80) ? " | 0x80" : "");
		status &= ~((sig << 8) | 0x7f);
	} else if (WIFSIGNALED(status)) {
		tputs("{WIFSIGNALED(s) && WTERMSIG(s) == ");
		tputs(signal_name(WTERMSIG(status)));
		tprintf("%s}", WCOREDUMP(status) ? " && WCOREDUMP(s)" : "");
		status &= ~(WTERMSIG(status) | 0x80);
	} else if (WIFEXITED(status)) {
		tprintf("{WIFEXITED(s) && WEXITSTATUS(s) == %d}", WEXITSTATUS(status));
		status &= ~(WEXITSTATUS(status) << 8);
	} else if (WIFCONTINUED(status)) {
		tputs("{WIFCONTINUED(s)}");
		status &= ~0xffff;
	} else {
		tprintf("%#x]", (unsigned)status);
		return;
	}
	if (status) {
		unsigned event = (unsigned)status >> 16;

		if (event) {
			tprintf(" | %u<<16", event);
			status &= 0xffff;
		}
		if (status)
			tprintf(" | %#x", (unsigned)status);
	}
	tputc(']');
}

void print_wstatus(struct call *c, int arg, int param)
{
	int32_t status;

	if (!c->ret)   /* no child changed state (WNOHANG) */
		print_addr(c->args[arg]);
	else if (fetch_out(c, arg, &status, sizeof(status)))
		print_wait_status(status);
}

static const struct xlat wait_options[] = {
	/* WUNTRACED is WSTOPPED, named so by strace */
	XLAT(WNOHANG), XLAT(WEXITED), XLAT(WSTOPPED), XLAT(WCONTINUED), XLAT(WNOWAIT),
	XLAT_PAIR(0x80000000, "__WCLONE"), XLAT_PAIR(0x40000000, "__WALL"),
	XLAT_PAIR(0x20000000, "__WNOTHREAD"), XLAT_END
};

void print_waitopts(struct call *c, int arg, int param)
{
	print_flags_dflt(wait_options, (unsigned)c->args[arg], "W???");
}

static const struct xlat idtypes[] = {
	XLAT_PAIR(0, "P_ALL"), XLAT_PAIR(1, "P_PID"), XLAT_PAIR(2, "P_PGID"),
	XLAT_PAIR(3, "P_PIDFD"), XLAT_END
};

void print_idtype(struct call *c, int arg, int param)
{
	print_xlat(idtypes, (unsigned)c->args[arg], "P_???");
}

void print_waitid_id(struct call *c, int arg, int param)
{
	if ((unsigned)c->args[0] == 3)   /* P_PIDFD */
		print_fd_number(c, (int)c->args[arg]);
	else if ((unsigned)c->args[0] == 1)   /* P_PID */
		print_waitid_pid(c, arg, (int)c->args[arg]);
	else
		tprintf("%d", (int)c->args[arg]);
}

struct rusage_k {
	int64_t utime[2], stime[2];
	uint64_t rest[14];
};

static const char *const rusage_fields[14] = {
	"ru_maxrss", "ru_ixrss", "ru_idrss", "ru_isrss", "ru_minflt", "ru_majflt",
	"ru_nswap", "ru_inblock", "ru_oublock", "ru_msgsnd", "ru_msgrcv",
	"ru_nsignals", "ru_nvcsw", "ru_nivcsw",
};

static void print_rusage(const struct call *c, const struct rusage_k *ru)
{
	tputs("{ru_utime=");
	print_timeval_val(ru->utime[0], ru->utime[1]);
	tputs(", ru_stime=");
	print_timeval_val(ru->stime[0], ru->stime[1]);
	if (abbrev(c)) {
		tputs(", ...}");
		return;
	}
	for (int i = 0; i < 14; i++)
		tprintf(", %s=%llu", rusage_fields[i], (unsigned long long)ru->rest[i]);
	tputc('}');
}

void print_orusage(struct call *c, int arg, int param)
{
	struct rusage_k ru;

	if (fetch_out(c, arg, &ru, sizeof(ru)))
		print_rusage(c, &ru);
}

/* wait4 shows the usage only when it reaped a child. */
void print_wrusage(struct call *c, int arg, int param)
{
	if (c->ret <= 0)
		print_addr(c->args[arg]);
	else
		print_orusage(c, arg, param);
}

static const struct xlat usage_who[] = {
	XLAT_PAIR(0, "RUSAGE_SELF"), XLAT_PAIR(-1, "RUSAGE_CHILDREN"),
	XLAT_PAIR(1, "RUSAGE_THREAD"), XLAT_PAIR(-2, "RUSAGE_BOTH"), XLAT_END
};

void print_rusagewho(struct call *c, int arg, int param)
{
	int who = (int)c->args[arg];

	print_hex_named((unsigned)who, xlat_lookup(usage_who, (uint64_t)(int64_t)who), "RUSAGE_???");
}

/* ---- resource limits ---- */

static const struct xlat resources[] = {
	XLAT(RLIMIT_CPU), XLAT(RLIMIT_FSIZE), XLAT(RLIMIT_DATA), XLAT(RLIMIT_STACK),
	XLAT(RLIMIT_CORE), XLAT(RLIMIT_RSS), XLAT(RLIMIT_NPROC), XLAT(RLIMIT_NOFILE),
	XLAT(RLIMIT_MEMLOCK), XLAT(RLIMIT_AS), XLAT(RLIMIT_LOCKS), XLAT(RLIMIT_SIGPENDING),
	XLAT(RLIMIT_MSGQUEUE), XLAT(RLIMIT_NICE), XLAT(RLIMIT_RTPRIO), XLAT(RLIMIT_RTTIME),
	XLAT_END
};

void print_rlimres(struct call *c, int arg, int param)
{
	print_xlat(resources, (unsigned)c->args[arg], "RLIMIT_???");
}

/* A compat struct rlimit (widened, its all-ones infinity too) holds 32-bit
 * values, whose infinity strace names RLIM_INFINITY, 4294967295 raw. */
static void print_rlim_val(uint64_t v, bool compat)
{
	uint64_t raw = compat && v == UINT64_MAX ? UINT32_MAX : v;

	xlat_compose_begin();
	if (v == UINT64_MAX)
		tputs(compat ? "RLIM_INFINITY" : "RLIM64_INFINITY");
	else if (v > 1024 && v % 1024 == 0)
		tprintf("%llu*1024", (unsigned long long)(v / 1024));
	else
		tprintf("%llu", (unsigned long long)v);
	xlat_compose_end("%llu", raw);
}

static void rlimit_print(const void *buf, bool compat)
{
	uint64_t r[2];

	memcpy(r, buf, sizeof(r));
	tputs("{rlim_cur=");
	print_rlim_val(r[0], compat);
	tputs(", rlim_max=");
	print_rlim_val(r[1], compat);
	tputc('}');
}

void rlimit_buf(const void *buf)
{
	rlimit_print(buf, false);
}

static void rlimit32_buf(const void *buf)
{
	rlimit_print(buf, true);
}

/* struct rlimit of getrlimit and setrlimit: the native one is a struct
 * rlimit64. */
void print_lrlimit(struct call *c, int arg, int param)
{
	print_struct_in(c, arg, 16, c->compat ? rlimit32_buf : rlimit_buf);
}

void print_olrlimit(struct call *c, int arg, int param)
{
	print_struct_out(c, arg, 16, c->compat ? rlimit32_buf : rlimit_buf);
}

/* ---- x86's thread areas: struct user_desc ---- */

/* Its fields after entry_number: base_addr, limit, then bit fields (the
 * same in both ABIs; lm only means something to 64-bit programs). */
static void user_desc_rest(const struct call *c, const unsigned char *d)
{
	static const struct { const char *name; unsigned shift, bits; } flags[] = {
		{ "seg_32bit", 0, 1 }, { "contents", 1, 2 }, { "read_exec_only", 3, 1 },
		{ "limit_in_pages", 4, 1 }, { "seg_not_present", 5, 1 }, { "useable", 6, 1 },
		{ "lm", 7, 1 },
	};
	uint32_t w[4];

	memcpy(w, d, sizeof(w));
	tprintf(", base_addr=%#08x, limit=%#08x", w[1], w[2]);
	for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
		if (strcmp(flags[i].name, "lm") || !c->compat)
			tprintf(", %s=%u", flags[i].name, (w[3] >> flags[i].shift) & ((1u << flags[i].bits) - 1));
	tputc('}');
}

static void print_user_desc_bytes(const struct call *c, const unsigned char *d)
{
	uint32_t entry;

	memcpy(&entry, d, sizeof(entry));
	tputs("{entry_number=");
	print_id(entry);
	user_desc_rest(c, d);
}

void print_userdesc(struct call *c, int arg, int param)
{
	unsigned char d[16];

	if (fetch_in(c, arg, d, sizeof(d)))
		print_user_desc_bytes(c, d);
}

/* " (entry_number=N)": the entry set_thread_area chose. */
static void ret_entry_number(struct call *c)
{
	const struct ebt_cap *cap = call_cap_in(c->exit, 0);
	uint32_t entry;

	if (!cap || cap->err || cap->len < sizeof(entry))
		return;
	memcpy(&entry, cap_bytes(cap), sizeof(entry));
	tprintf(" (entry_number=%u)", entry);
}

void dec_set_thread_area(struct call *c, int exiting)
{
	if (!exiting) {
		print_userdesc(c, 0, 0);
		return;
	}
	if (verbose(c) && !call_failed(c))
		c->ret_extra = ret_entry_number;
}

/* get_thread_area: the entry asked for, then what the call stored, or
 * "..." when it failed. */
void dec_get_thread_area(struct call *c, int exiting)
{
	const unsigned char *asked, *got;
	uint32_t entry, now;

	if (!exiting) {
		if (!fetch_in(c, 0, &entry, sizeof(entry)))
			return;
		tputs("{entry_number=");
		print_id(entry);
		return;
	}
	/* only the entry number may be readable: a struct at a page's end */
	asked = cap_at(call_cap_enter(c, 0), 0, sizeof(entry));
	if (!c->args[0] || !verbose(c) || !asked)
		return;
	got = cap_at(call_cap_in(c->exit, 0), 0, 16);
	if (call_failed(c) || !got) {
		tputs(", ...}");
		return;
	}
	memcpy(&entry, asked, sizeof(entry));
	memcpy(&now, got, sizeof(now));
	if (now != entry) {
		tputs(" => ");
		print_id(now);
	}
	user_desc_rest(c, got);
}

/* modify_ldt(2): the kernel returns its int result as an unsigned int, so
 * that an error reads as a large number; strace names the error after it */
static void ret_ldt_error(struct call *c)
{
	uint64_t v = (uint64_t)c->ret;

	if (v >= 0xfffff000)
		print_errno_after(-(uint32_t)v);
}

/* the descriptor is a struct user_desc only when bytecount says so */
void dec_modify_ldt(struct call *c, int exiting)
{
	if (exiting) {
		/* a 32-bit program sees the int in its register: an error */
		if (c->compat)
			c->ret = (int32_t)c->ret;
		else
			c->ret_extra = ret_ldt_error;
		return;
	}
	tprintf("%d", (int)c->args[0]);
	print_arg_sep();
	if (c->args[2] == 16)
		print_userdesc(c, 1, 0);
	else
		print_addr(c->args[1]);
	print_argf("%llu", (unsigned long long)c->args[2]);
}

/* ---- identity ---- */


/* An unsigned int the call stores: [N]. */
void print_ouint(struct call *c, int arg, int param)
{
	uint32_t v;

	if (!fetch_out(c, arg, &v, sizeof(v)))
		return;
	tprintf("[%u]", v);
}

/* An id of size bytes (2: a 16-bit id, whose -1 is 0xffff). */
static uint32_t id_of(const unsigned char *p, size_t size)
{
	uint16_t v16;
	uint32_t v32;

	if (size == 4) {
		memcpy(&v32, p, 4);
		return v32;
	}
	memcpy(&v16, p, 2);
	return v16 == UINT16_MAX ? UINT32_MAX : v16;
}

/* A 16-bit id the call stores: [N], its -1 too. */
void print_ouid16(struct call *c, int arg, int param)
{
	unsigned char v[2];

	if (!fetch_out(c, arg, v, sizeof(v)))
		return;
	tputc('[');
	print_id(id_of(v, sizeof(v)));
	tputc(']');
}

/* An unsigned long the call stores: [N]. */
void print_oulong(struct call *c, int arg, int param)
{
	uint64_t v;

	if (!fetch_out(c, arg, &v, sizeof(v)))
		return;
	tprintf("[%llu]", (unsigned long long)v);
}

/* A loff_t the call stores (64 bits in every ABI): [N]. */
void print_oloff(struct call *c, int arg, int param)
{
	print_oulong(c, arg, param);
}

/* A 64-bit number the call stores, whatever the ABI's long: [N]. */
void print_ou64(struct call *c, int arg, int param)
{
	print_oulong(c, arg, param);
}

/* A pointer the call stores: [0x...]. */
void print_osize(struct call *c, int arg, int param)
{
	print_oulong(c, arg, param);
}

void print_optr(struct call *c, int arg, int param)
{
	uint64_t v;

	if (!fetch_out(c, arg, &v, sizeof(v)))
		return;
	tputc('[');
	print_addr(v);
	tputc(']');
}

static void print_gids(struct call *c, int arg, uint64_t n)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	size_t size = kinds[c->se->args[arg].kind].size;
	uint64_t have = cap && !cap->err ? cap->len / size : 0;

	if (!c->args[arg]) {
		tputs("NULL");
		return;
	}
	if (array_unverbose(c, c->args[arg], n))
		return;
	if (n && !have) {
		print_addr(c->args[arg]);
		return;
	}
	tputc('[');
	for (uint64_t i = 0; i < n; i++) {
		if (i)
			tputs(", ");
		/* an element that could not be read says so before any cut */
		if (i >= have && cap && (cap->flags & EBT_CAPF_FAULT)) {
			tprintf("... /* %#llx */", (unsigned long long)(c->args[arg] + size * i));
			break;
		}
		if (array_cut(c, i))
			break;
		if (i >= have) {
			tputs("...");
			break;
		}
		print_id(id_of(cap_bytes(cap) + size * i, size));
	}
	tputc(']');
}

/* getgroups(size, list): the returned gids. */
void print_ogids(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_gids(c, arg, c->args[0] ? (uint64_t)c->ret : 0);
}

/* setgroups(size, list) */
/* setgroups: a list longer than the kernel takes is not read */
void print_gids_in(struct call *c, int arg, int param)
{
	uint32_t n = c->args[param];

	if (n > (uint32_t)sysconf(_SC_NGROUPS_MAX))
		print_addr(c->args[arg]);
	else
		print_gids(c, arg, n);
}

/* the 16-bit forms: print_gids() reads ids of their kind's size */
void print_ogids16(struct call *c, int arg, int param)
{
	print_ogids(c, arg, param);
}

void print_gids16_in(struct call *c, int arg, int param)
{
	print_gids_in(c, arg, param);
}

static const struct xlat priorities[] = {
	XLAT(PRIO_PROCESS), XLAT(PRIO_PGRP), XLAT(PRIO_USER), XLAT_END
};

void print_priowhich(struct call *c, int arg, int param)
{
	print_xlat(priorities, (unsigned)c->args[arg], "PRIO_???");
}

/* ---- system information ---- */

static void print_cstring_field(const char *name, const char *s, size_t size)
{
	size_t len = strnlen(s, size);

	tprintf("%s=", name);
	print_quoted(s, len, len == size ? QUOTE_ELLIPSIS : 0);
}

void print_utsname(struct call *c, int arg, int param)
{
	static const char *const fields[] = {
		"sysname", "nodename", "release", "version", "machine", "domainname"
	};
	char u[6][65];

	if (!fetch_out(c, arg, u, sizeof(u)))
		return;
	tputc('{');
	for (int i = 0; i < 6; i++) {
		if (i)
			tputs(", ");
		if (i == 2 && abbrev(c)) {
			tputs("...");
			break;
		}
		print_cstring_field(fields[i], u[i], sizeof(u[i]));
	}
	tputc('}');
}

void print_sysinfo(struct call *c, int arg, int param)
{
	struct {
		int64_t uptime;
		uint64_t loads[3];
		uint64_t totalram, freeram, sharedram, bufferram, totalswap, freeswap;
		uint16_t procs, pad;
		uint32_t pad2;
		uint64_t totalhigh, freehigh;
		uint32_t mem_unit;
	} si;

	if (!fetch_out(c, arg, &si, sizeof(si)))
		return;
	tprintf("{uptime=%lld, loads=[%llu, %llu, %llu], totalram=%llu, freeram=%llu, "
		"sharedram=%llu, bufferram=%llu, totalswap=%llu, freeswap=%llu, procs=%u, "
		"totalhigh=%llu, freehigh=%llu, mem_unit=%u}",
		(long long)si.uptime, (unsigned long long)si.loads[0],
		(unsigned long long)si.loads[1], (unsigned long long)si.loads[2],
		(unsigned long long)si.totalram, (unsigned long long)si.freeram,
		(unsigned long long)si.sharedram, (unsigned long long)si.bufferram,
		(unsigned long long)si.totalswap, (unsigned long long)si.freeswap, si.procs,
		(unsigned long long)si.totalhigh, (unsigned long long)si.freehigh, si.mem_unit);
}

/* ---- getrandom ---- */

void print_randbuf(struct call *c, int arg, int param)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	uint64_t n;

	if (!c->args[arg]) {
		tputs("NULL");
		return;
	}
	if (!output_unavailable(c) && c->ret == 0) {
		tputs("\"\"");
		return;
	}
	if (output_unavailable(c) || !cap || cap->err) {
		print_addr(c->args[arg]);
		return;
	}
	n = (uint64_t)c->ret < opt.string_limit ? (uint64_t)c->ret : opt.string_limit;
	if (n > cap->len)
		n = cap->len;
	print_quoted(cap_bytes(cap), n, QUOTE_HEX_ALL | ((uint64_t)c->ret > n ? QUOTE_ELLIPSIS : 0));
}

static const struct xlat grnd_flags[] = {
	XLAT_PAIR(1, "GRND_NONBLOCK"), XLAT_PAIR(2, "GRND_RANDOM"),
	XLAT_PAIR(4, "GRND_INSECURE"), XLAT_END
};

void print_grndflags(struct call *c, int arg, int param)
{
	print_flags_dflt(grnd_flags, (unsigned)c->args[arg], "GRND_???");
}

/* ---- CPU sets: [0 1] ---- */

static void print_cpuset(const struct call *c, int arg, uint64_t len)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	int n = 0;

	/* strace's affinity list reads nothing when not verbose, even for
	 * an empty set */
	if (!c->args[arg] || !verbose(c) || !cap || cap->err) {
		print_addr(c->args[arg]);
		return;
	}
	if (len > cap->len)
		len = cap->len;
	tputc('[');
	for (uint64_t i = 0; i < len * 8; i++)
		if (cap_bytes(cap)[i / 8] & (1u << (i % 8)))
			tprintf("%s%llu", n++ ? " " : "", (unsigned long long)i);
	tputc(']');
}

void print_ocpuset(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_cpuset(c, arg, c->ret);
}

void print_cpuset_in(struct call *c, int arg, int param)
{
	print_cpuset(c, arg, c->args[param]);
}

static const char *const cap_names[] = {
	"CAP_CHOWN", "CAP_DAC_OVERRIDE", "CAP_DAC_READ_SEARCH", "CAP_FOWNER", "CAP_FSETID",
	"CAP_KILL", "CAP_SETGID", "CAP_SETUID", "CAP_SETPCAP", "CAP_LINUX_IMMUTABLE",
	"CAP_NET_BIND_SERVICE", "CAP_NET_BROADCAST", "CAP_NET_ADMIN", "CAP_NET_RAW",
	"CAP_IPC_LOCK", "CAP_IPC_OWNER", "CAP_SYS_MODULE", "CAP_SYS_RAWIO", "CAP_SYS_CHROOT",
	"CAP_SYS_PTRACE", "CAP_SYS_PACCT", "CAP_SYS_ADMIN", "CAP_SYS_BOOT", "CAP_SYS_NICE",
	"CAP_SYS_RESOURCE", "CAP_SYS_TIME", "CAP_SYS_TTY_CONFIG", "CAP_MKNOD", "CAP_LEASE",
	"CAP_AUDIT_WRITE", "CAP_AUDIT_CONTROL", "CAP_SETFCAP", "CAP_MAC_OVERRIDE",
	"CAP_MAC_ADMIN", "CAP_SYSLOG", "CAP_WAKE_ALARM", "CAP_BLOCK_SUSPEND", "CAP_AUDIT_READ",
	"CAP_PERFMON", "CAP_BPF", "CAP_CHECKPOINT_RESTORE",
};
#define NCAPS (sizeof(cap_names) / sizeof(cap_names[0]))

void print_cap(uint64_t cap)
{
	print_hex_named(cap, cap < NCAPS ? cap_names[cap] : NULL, "CAP_???");
}

/* ---- capabilities ---- */

static const struct xlat cap_versions[] = {
	XLAT(_LINUX_CAPABILITY_VERSION_1), XLAT(_LINUX_CAPABILITY_VERSION_2),
	XLAT(_LINUX_CAPABILITY_VERSION_3), XLAT_END
};

static int read_cap_header(const struct call *c, uint32_t h[2])
{
	return c->args[0] && tmem_read(c, 0, c->args[0], h, 8) == 8;
}

void print_capheader(struct call *c, int arg, int param)
{
	uint32_t h[2];

	if (!read_cap_header(c, h)) {
		print_addr(c->args[arg]);
		return;
	}
	tputs("{version=");
	print_xlat(cap_versions, h[0], "_LINUX_CAPABILITY_VERSION_???");
	tprintf(", pid=%d}", (int)h[1]);
}

/* One 32-bit word of a capability set, capabilities base..base+31. */
static void print_cap_word(uint32_t w, unsigned base)
{
	const uint32_t all = w;
	uint32_t known = 0;
	int n = 0;

	if (!w) {
		tputs("0");
		return;
	}
	for (unsigned i = 0; i < 32 && base + i < NCAPS; i++)
		known |= 1u << i;
	if (!(w & known)) {
		print_hex_named(w, NULL, "CAP_???");
		return;
	}
	xlat_compose_begin();
	for (unsigned i = 0; i < 32; i++) {
		if ((w & (1u << i)) && base + i < NCAPS) {
			tprintf("%s1<<%s", n++ ? "|" : "", cap_names[base + i]);
			w &= ~(1u << i);
		}
	}
	if (w)
		tprintf("|%#x", w);
	xlat_compose_end("%#llx", all);
}

static void print_cap_bits(uint32_t lo, uint32_t hi)
{
	if (lo || !hi)
		print_cap_word(lo, 0);
	if (hi) {
		if (lo)
			tputc('|');
		print_cap_word(hi, 32);
	}
}

static void print_capdata_at(struct call *c, int arg)
{
	uint32_t h[2], d[6];
	int n;

	if (!c->args[arg] || !read_cap_header(c, h)) {
		print_addr(c->args[arg]);
		return;
	}
	n = (h[0] == _LINUX_CAPABILITY_VERSION_2 || h[0] == _LINUX_CAPABILITY_VERSION_3) ? 2 : 1;
	memset(d, 0, sizeof(d));
	if (tmem_read(c, arg, c->args[arg], d, 12 * n) < 0) {
		print_addr(c->args[arg]);
		return;
	}
	tputs("{effective=");
	print_cap_bits(d[0], d[3]);
	tputs(", permitted=");
	print_cap_bits(d[1], d[4]);
	tputs(", inheritable=");
	print_cap_bits(d[2], d[5]);
	tputc('}');
}

void print_capdata(struct call *c, int arg, int param)
{
	print_capdata_at(c, arg);
}

void print_ocapdata(struct call *c, int arg, int param)
{
	if (output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_capdata_at(c, arg);
}

/* ---- futex ---- */

static const char *const futex_cmds[] = {
	"FUTEX_WAIT", "FUTEX_WAKE", "FUTEX_FD", "FUTEX_REQUEUE", "FUTEX_CMP_REQUEUE",
	"FUTEX_WAKE_OP", "FUTEX_LOCK_PI", "FUTEX_UNLOCK_PI", "FUTEX_TRYLOCK_PI",
	"FUTEX_WAIT_BITSET", "FUTEX_WAKE_BITSET", "FUTEX_WAIT_REQUEUE_PI",
	"FUTEX_CMP_REQUEUE_PI", "FUTEX_LOCK_PI2",
};

enum {
	F_WAIT, F_WAKE, F_FD, F_REQUEUE, F_CMP_REQUEUE, F_WAKE_OP, F_LOCK_PI, F_UNLOCK_PI,
	F_TRYLOCK_PI, F_WAIT_BITSET, F_WAKE_BITSET, F_WAIT_REQUEUE_PI, F_CMP_REQUEUE_PI,
	F_LOCK_PI2,
};

#define FUTEX_PRIVATE 128
#define FUTEX_CLOCK_RT 256

static void print_futex_op(int op)
{
	int cmd = op & 127;
	int clock_ok = cmd == F_WAIT || cmd == F_WAIT_BITSET || cmd == F_WAIT_REQUEUE_PI;

	char name[64];

	if ((op & ~(127 | FUTEX_PRIVATE | FUTEX_CLOCK_RT)) ||
	    cmd >= (int)(sizeof(futex_cmds) / sizeof(futex_cmds[0])) ||
	    ((op & FUTEX_CLOCK_RT) && !clock_ok)) {
		print_hex_named((unsigned)op, NULL, "FUTEX_???");
		return;
	}
	snprintf(name, sizeof(name), "%s%s%s", futex_cmds[cmd],
		 !(op & FUTEX_PRIVATE) ? "" : cmd == F_FD ? "|FUTEX_PRIVATE_FLAG" : "_PRIVATE",
		 (op & FUTEX_CLOCK_RT) ? "|FUTEX_CLOCK_REALTIME" : "");
	print_hex_named((unsigned)op, name, "FUTEX_???");
}

static void print_bitset(unsigned v)
{
	print_hex_named(v, v == 0xffffffff ? "FUTEX_BITSET_MATCH_ANY" : NULL, NULL);
}

static const char *const wake_ops[] = {
	"FUTEX_OP_SET", "FUTEX_OP_ADD", "FUTEX_OP_OR", "FUTEX_OP_ANDN", "FUTEX_OP_XOR",
};
static const char *const wake_cmps[] = {
	"FUTEX_OP_CMP_EQ", "FUTEX_OP_CMP_NE", "FUTEX_OP_CMP_LT", "FUTEX_OP_CMP_LE",
	"FUTEX_OP_CMP_GT", "FUTEX_OP_CMP_GE",
};

static void print_wake_op(unsigned v)
{
	unsigned op = (v >> 28) & 7, cmp = (v >> 24) & 15;

	/* strace says "???" for every field -X raw shows as a number */
	int raw = opt.xlat_style == XLAT_STYLE_RAW;

	if ((v >> 28) & 8) {
		print_hex_named(8, "FUTEX_OP_OPARG_SHIFT", NULL);
		tputs("<<28|");
	}
	print_hex_named(op, op < 5 ? wake_ops[op] : NULL, NULL);
	tputs(op < 5 && !raw ? "<<28" : "<<28 /* FUTEX_OP_??? */");
	tprintf("|%#x<<12|", (v >> 12) & 0xfff);
	print_hex_named(cmp, cmp < 6 ? wake_cmps[cmp] : NULL, NULL);
	tputs(cmp < 6 && !raw ? "<<24" : "<<24 /* FUTEX_OP_CMP_??? */");
	tprintf("|%#x", v & 0xfff);
}

void dec_futex(struct call *c, int exiting)
{
	int op = c->args[1];
	unsigned val = c->args[2], val2 = c->args[3], val3 = c->args[5];

	if (exiting)
		return;   /* all inputs: strace shows them before the call waits */

	print_addr(c->args[0]);
	print_arg_sep();
	print_futex_op(op);
	switch (op & 127) {
	case F_WAIT:
		print_argf("%u", val);
		print_arg_sep();
		print_timespec(c, 3, 0);
		break;
	case F_LOCK_PI:
	case F_LOCK_PI2:
		print_arg_sep();
		print_timespec(c, 3, 0);
		break;
	case F_WAIT_BITSET:
		print_argf("%u", val);
		print_arg_sep();
		print_timespec(c, 3, 0);
		print_arg_sep();
		print_bitset(val3);
		break;
	case F_WAKE_BITSET:
		print_argf("%u", val);
		print_arg_sep();
		print_bitset(val3);
		break;
	case F_REQUEUE:
		print_argf("%u", val);
		print_argf("%u", val2);
		print_arg_sep();
		print_addr(c->args[4]);
		break;
	case F_CMP_REQUEUE:
	case F_CMP_REQUEUE_PI:
		print_argf("%u", val);
		print_argf("%u", val2);
		print_arg_sep();
		print_addr(c->args[4]);
		print_argf("%u", val3);
		break;
	case F_WAKE_OP:
		print_argf("%u", val);
		print_argf("%u", val2);
		print_arg_sep();
		print_addr(c->args[4]);
		print_arg_sep();
		print_wake_op(val3);
		break;
	case F_WAIT_REQUEUE_PI:
		print_argf("%u", val);
		print_arg_sep();
		print_timespec(c, 3, 0);
		print_arg_sep();
		print_addr(c->args[4]);
		break;
	case F_FD:
	case F_WAKE:
		print_argf("%u", val);
		break;
	case F_UNLOCK_PI:
	case F_TRYLOCK_PI:
		break;
	default:
		print_argf("%u", val);
		print_arg_sep();
		print_addr(c->args[3]);
		print_arg_sep();
		print_addr(c->args[4]);
		print_argf("%#x", val3);
	}
}

void print_ptid(struct call *c, int arg, int param)
{
	print_ouint(c, arg, param);
}

/* ---- futex_waitv ---- */

static const struct xlat futex_waiter_flags[] = {
	XLAT(FUTEX_32), XLAT(FUTEX_PRIVATE_FLAG), XLAT_END
};

/* {val=..., uaddr=..., flags=FUTEX_32|...}; the kernel takes no more than
 * FUTEX_WAITV_MAX of them and strace shows no more */
static void print_waiter_elem(const struct call *c, const void *elem, void *data)
{
	unsigned *count = data;
	struct futex_waitv w;

	if ((*count)++ >= FUTEX_WAITV_MAX) {
		tputs("...");
		return;
	}
	memcpy(&w, elem, sizeof(w));
	tprintf("{val=%#llx, uaddr=", (unsigned long long)w.val);
	print_addr(w.uaddr);
	tputs(", flags=");
	print_flags_dflt(futex_waiter_flags, w.flags, "FUTEX_???");
	if (w.__reserved)
		tprintf(", __reserved=%#x", w.__reserved);
	tputc('}');
}

void print_futexwaiters(struct call *c, int arg, int param)
{
	unsigned count = 0;
	uint32_t n = c->args[param];

	/* past FUTEX_WAITV_MAX, strace's element printer says "..." and ends
	 * the array: show one more than that at the most */
	print_arg_array(c, arg, n > FUTEX_WAITV_MAX + 1 ? FUTEX_WAITV_MAX + 1 : n,
			sizeof(struct futex_waitv), print_waiter_elem, &count);
}
