/* Signals: names, and siginfo as strace prints it on "---" lines. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "pids.h"
#include "../arch.h"
#include "../signals.h"
#include "common.h"
#include "fdpath.h"
#include "layout.h"

/* The numbering x86_64 and the asm-generic architectures (aarch64) share,
 * the names as strace spells them (SIGIO, not glibc's SIGPOLL). */
static const char *const signal_names[32] = {
	[1] = "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS",
	"SIGFPE", "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM",
	"SIGTERM", "SIGSTKFLT", "SIGCHLD", "SIGCONT", "SIGSTOP", "SIGTSTP", "SIGTTIN",
	"SIGTTOU", "SIGURG", "SIGXCPU", "SIGXFSZ", "SIGVTALRM", "SIGPROF", "SIGWINCH",
	"SIGIO", "SIGPWR", "SIGSYS",
};

const char *signal_name(int sig)
{
	static char buf[32];

	if (sig == 32)
		return "SIGRTMIN"; /* kernel's SIGRTMIN; glibc reserves 32-34 */
	if (sig > 32 && sig <= 64) {
		snprintf(buf, sizeof(buf), "SIGRT_%d", sig - 32);
		return buf;
	}
	if (sig > 0 && sig < 32)
		return signal_names[sig];
	snprintf(buf, sizeof(buf), "%d", sig);
	return buf;
}

int signal_number(const char *name)
{
	char *end;
	long n = strtol(name, &end, 10);

	if (*name && !*end)
		return n >= 0 && n <= 64 ? (int)n : -1;
	if (!strncasecmp(name, "SIG", 3))
		name += 3;
	for (int sig = 1; sig <= 64; sig++)
		if (!strcasecmp(signal_name(sig) + 3, name))
			return sig;
	return -1;
}

static const struct xlat si_codes[] = {
	XLAT(SI_USER), XLAT(SI_KERNEL), XLAT(SI_QUEUE), XLAT(SI_TIMER),
	XLAT(SI_MESGQ), XLAT(SI_ASYNCIO), XLAT(SI_SIGIO), XLAT(SI_TKILL),
	XLAT_PAIR(-7, "SI_DETHREAD"), XLAT(SI_ASYNCNL), XLAT_END
};

static const struct xlat cld_codes[] = {
	XLAT(CLD_EXITED), XLAT(CLD_KILLED), XLAT(CLD_DUMPED), XLAT(CLD_TRAPPED),
	XLAT(CLD_STOPPED), XLAT(CLD_CONTINUED), XLAT_END
};

/* linux/siginfo.h's, some of them for other architectures' faults */
static const struct xlat segv_codes[] = {
	XLAT(SEGV_MAPERR), XLAT(SEGV_ACCERR), XLAT(SEGV_BNDERR), XLAT(SEGV_PKUERR),
	XLAT_PAIR(5, "SEGV_ACCADI"), XLAT_PAIR(6, "SEGV_ADIDERR"), XLAT_PAIR(7, "SEGV_ADIPERR"),
	XLAT_PAIR(8, "SEGV_MTEAERR"), XLAT_PAIR(9, "SEGV_MTESERR"), XLAT_END
};

static const struct xlat bus_codes[] = {
	XLAT(BUS_ADRALN), XLAT(BUS_ADRERR), XLAT(BUS_OBJERR), XLAT(BUS_MCEERR_AR),
	XLAT(BUS_MCEERR_AO), XLAT_END
};

static const struct xlat ill_codes[] = {
	XLAT(ILL_ILLOPC), XLAT(ILL_ILLOPN), XLAT(ILL_ILLADR), XLAT(ILL_ILLTRP),
	XLAT(ILL_PRVOPC), XLAT(ILL_PRVREG), XLAT(ILL_COPROC), XLAT(ILL_BADSTK), XLAT_END
};

static const struct xlat fpe_codes[] = {
	XLAT(FPE_INTDIV), XLAT(FPE_INTOVF), XLAT(FPE_FLTDIV), XLAT(FPE_FLTOVF),
	XLAT(FPE_FLTUND), XLAT(FPE_FLTRES), XLAT(FPE_FLTINV), XLAT(FPE_FLTSUB),
	XLAT_PAIR(14, "FPE_FLTUNK"), XLAT_PAIR(15, "FPE_CONDTRAP"), XLAT_END
};

static const struct xlat trap_codes[] = {
	XLAT(TRAP_BRKPT), XLAT(TRAP_TRACE), XLAT(TRAP_BRANCH), XLAT(TRAP_HWBKPT),
	XLAT_PAIR(5, "TRAP_UNK"), XLAT_PAIR(6, "TRAP_PERF"), XLAT_END
};

static const struct xlat poll_codes[] = {
	XLAT(POLL_IN), XLAT(POLL_OUT), XLAT(POLL_MSG), XLAT(POLL_ERR),
	XLAT(POLL_PRI), XLAT(POLL_HUP), XLAT_END
};

static const struct xlat sys_codes[] = {
	XLAT_PAIR(1, "SYS_SECCOMP"), XLAT_PAIR(2, "SYS_USER_DISPATCH"), XLAT_END
};

/* The codes of one signal, looked up after the SI_* ones. */
static const struct xlat *const signal_codes[32] = {
	[SIGCHLD] = cld_codes, [SIGSEGV] = segv_codes, [SIGBUS] = bus_codes,
	[SIGILL] = ill_codes, [SIGFPE] = fpe_codes, [SIGTRAP] = trap_codes,
	[SIGPOLL] = poll_codes, [SIGSYS] = sys_codes,
};

/* strace's SI_NOINFO: a siginfo it made up, with nothing past the code */
#define SI_NOINFO 32767

/* si_code: its name, else the 32-bit value in hex */
static void print_si_code(const siginfo_t *si)
{
	const char *code = xlat_lookup(si_codes, (uint64_t)(int64_t)si->si_code);

	if (!code && si->si_signo > 0 && si->si_signo < 32)
		code = xlat_lookup(signal_codes[si->si_signo], (uint32_t)si->si_code);
	print_hex_named((uint32_t)si->si_code, code, NULL);
}

/* c: the call the siginfo belongs to, or NULL on a signal's own line,
 * whose task's descriptor table then names the descriptor (-y) */
static void print_si_fd(const struct call *c, int fd)
{
	struct call own = { .tcp = c ? NULL : line_owner() };

	if (c)
		print_fd_number(c, fd);
	else if (own.tcp)
		print_fd_number(&own, fd);
	else
		tprintf("%d", fd);
}

/* -Y: on a signal's own line, the name the kernel took of its sender */
static const char *line_sender_comm;

/* waited: waitid's call, whose child si_pid is (-Y), or NULL */
static void print_si_source(const siginfo_t *si, const struct call *waited)
{
	tputs(", si_pid=");
	if (waited)
		print_waited_pid(waited, si->si_pid);
	else
		print_pid_named(PIDNS_TGID, si->si_pid, line_sender_comm);
	tputs(", si_uid=");
	print_id(si->si_uid);
}

static void print_si_value(const siginfo_t *si)
{
	tprintf(", si_int=%d, si_ptr=", si->si_int);
	print_addr((uintptr_t)si->si_ptr);
}

/* sent by a process (si_code <= 0): who sent it, and its value if any */
static void print_si_sent(const struct call *c, const siginfo_t *si)
{
	switch (si->si_code) {
	case SI_TIMER:
		tprintf(", si_timerid=%#x, si_overrun=%d", si->si_timerid, si->si_overrun);
		print_si_value(si);
		break;
	case SI_SIGIO:
		tprintf(", si_band=%ld, si_fd=", si->si_band);
		print_si_fd(c, si->si_fd);
		break;
	default:
		print_si_source(si, NULL);
		if (si->si_code != SI_USER && si->si_code != SI_TKILL && si->si_ptr)
			print_si_value(si);
		break;
	}
}

/* a fault's address, and what some of its codes add */
static void print_si_fault(const siginfo_t *si)
{
	tputs(", si_addr=");
	print_addr((uintptr_t)si->si_addr);
	if (si->si_signo == SIGBUS && (si->si_code == BUS_MCEERR_AR || si->si_code == BUS_MCEERR_AO)) {
		tprintf(", si_addr_lsb=%#x", (unsigned short)si->si_addr_lsb);
	} else if (si->si_signo == SIGSEGV && si->si_code == SEGV_BNDERR) {
		tputs(", si_lower=");
		print_addr((uintptr_t)si->si_lower);
		tputs(", si_upper=");
		print_addr((uintptr_t)si->si_upper);
	} else if (si->si_signo == SIGSEGV && si->si_code == SEGV_PKUERR) {
		tprintf(", si_pkey=%u", si->si_pkey);
	}
}

/* sent by the kernel (si_code > 0): what the signal's codes carry */
static void print_si_kernel(const struct call *c, const siginfo_t *si, bool waited)
{
	switch (si->si_signo) {
	case SIGCHLD:
		print_si_source(si, waited ? c : NULL);
		tputs(", si_status=");
		if (si->si_code == CLD_EXITED)
			tprintf("%d", si->si_status);
		else
			print_signo_val(si->si_status);
		tputs(", si_utime=");
		print_clock_t(si->si_utime);
		tputs(", si_stime=");
		print_clock_t(si->si_stime);
		break;
	case SIGSEGV:
	case SIGBUS:
	case SIGILL:
	case SIGFPE:
	case SIGTRAP:
		print_si_fault(si);
		break;
	case SIGPOLL:
		if (si->si_code >= POLL_IN && si->si_code <= POLL_HUP) {
			tprintf(", si_band=%ld, si_fd=", si->si_band);
			print_si_fd(c, si->si_fd);
		}
		break;
	case SIGSYS:
		tputs(", si_call_addr=");
		print_addr((uintptr_t)si->si_call_addr);
		tputs(", si_syscall=");
		print_syscall_nr_of((uint32_t)si->si_syscall, si->si_arch, c && c->compat);
		tputs(", si_arch=");
		print_xlat(audit_arches, si->si_arch, "AUDIT_ARCH_???");
		break;
	default:
		if (si->si_pid || si->si_uid)
			print_si_source(si, NULL);
		if (si->si_ptr)
			print_si_value(si);
		break;
	}
}

/* c: the call whose argument it is (its descriptors decorated), or NULL;
 * waited: c is waitid's */
static void print_siginfo_of(const struct call *c, const siginfo_t *si, bool waited)
{
	if (!si->si_signo) {
		tputs("{}");
		return;
	}
	tputs("{si_signo=");
	print_signo_val(si->si_signo);
	tputs(", si_code=");
	print_si_code(si);
	if (si->si_code == SI_NOINFO) {
		tputc('}');
		return;
	}
	if (si->si_errno) {
		/* an errno by its name, or the number as unsigned */
		unsigned e = si->si_errno;

		tputs(", si_errno=");
		print_dec_named(e, e < 512 ? strerrorname_np(e) : NULL, NULL);
	}
	if (si->si_code <= 0)
		print_si_sent(c, si);
	else
		print_si_kernel(c, si, waited);
	tputc('}');
}

static void print_siginfo(const struct call *c, const siginfo_t *si)
{
	print_siginfo_of(c, si, false);
}

void print_signal_line(int sig, const void *info, size_t size, const char *sender_comm)
{
	siginfo_t si;

	memset(&si, 0, sizeof(si));
	memcpy(&si, info, size < sizeof(si) ? size : sizeof(si));
	tprintf("--- %s ", signal_name(sig));
	line_sender_comm = sender_comm;
	print_siginfo(NULL, &si);
	line_sender_comm = NULL;
	tputs(" ---");
}

/* ---- signal arguments ---------------------------------------------------- */

#define KERNEL_SIGSET_BYTES 8

void ret_signal(struct call *c)
{
	tprintf(" (%s)", signal_name((int)c->ret));
}

/* A signal number as an argument: SIGUSR1, or the number. */
void print_signo_val(int sig)
{
	print_dec_named(sig, sig > 0 && sig <= 64 ? signal_name(sig) : NULL, NULL);
}

/* struct sigevent (timer_create, mq_notify) */
static const struct xlat sigev_notify[] = {
	XLAT_PAIR(0, "SIGEV_SIGNAL"), XLAT_PAIR(1, "SIGEV_NONE"), XLAT_PAIR(2, "SIGEV_THREAD"),
	XLAT_PAIR(4, "SIGEV_THREAD_ID"), XLAT_END
};

struct sigevent_k {
	uint64_t value;
	int32_t signo, notify;
	union {
		int32_t tid;
		struct { uint64_t function, attribute; } thread;
	} un;
};   /* the fields decoded: what strace reads */

void print_sigevent(struct call *c, int arg, int param)
{
	struct sigevent_k ev;

	if (!fetch_in(c, arg, &ev, sizeof(ev)))
		return;
	tputc('{');
	if (ev.value)
		tprintf("sigev_value={sival_int=%d, sival_ptr=%#llx}, ", (int)ev.value,
			(unsigned long long)ev.value);
	tputs("sigev_signo=");
	if (ev.notify == 0 || ev.notify == 2 || ev.notify == 4)
		print_signo_val(ev.signo);
	else
		tprintf("%u", (unsigned)ev.signo);
	tputs(", sigev_notify=");
	print_xlat(sigev_notify, (unsigned)ev.notify, "SIGEV_???");
	if (ev.notify == 4) {
		tprintf(", sigev_notify_thread_id=%d", ev.un.tid);
	} else if (ev.notify == 2) {
		tputs(", sigev_notify_function=");
		print_addr(ev.un.thread.function);
		tputs(", sigev_notify_attributes=");
		print_addr(ev.un.thread.attribute);
	}
	tputc('}');
}

void print_signo(struct call *c, int arg, int param)
{
	print_signo_val((int)c->args[arg]);
}

/* [HUP INT], or ~[...] when at least two thirds of the bits are set. */
void print_sigset_bytes(const void *buf, size_t bytes)
{
	uint32_t w[2] = { 0, 0 };
	unsigned words, bits = 0, n = 0;
	int invert;

	if (bytes > KERNEL_SIGSET_BYTES)
		bytes = KERNEL_SIGSET_BYTES;
	memcpy(w, buf, bytes);
	words = (bytes + 3) / 4;
	for (unsigned i = 0; i < words; i++)
		bits += __builtin_popcount(w[i]);
	invert = bits >= words * 32 * 2 / 3;
	if (invert)
		tputc('~');
	tputc('[');
	for (unsigned i = 0; i < words * 32; i++) {
		int set = (w[i / 32] >> (i % 32)) & 1;

		if (set == invert)
			continue;
		tputs(n++ ? " " : "");
		print_dec_named(i + 1, signal_name(i + 1) + 3, NULL);
	}
	tputc(']');
}

/* A sigset_t in tracee memory whose size is argument param: at least a
 * long of the call's ABI, as strace takes it. */
static void print_sigset_len(struct call *c, int arg, uint64_t len, size_t min_len)
{
	unsigned char buf[KERNEL_SIGSET_BYTES];

	if (c->args[arg] && (len < min_len || len > KERNEL_SIGSET_BYTES))
		print_addr(c->args[arg]);
	else if (fetch_in(c, arg, buf, len))
		print_sigset_bytes(buf, len);
}

void print_sigset(struct call *c, int arg, int param)
{
	print_sigset_len(c, arg, c->args[param], call_long_size(c));
}

/* The same, captured at enter: the mask ppoll and epoll_pwait wait with. */
void print_sigmask(struct call *c, int arg, int param)
{
	print_sigset(c, arg, param);
}

/* An output set: only on success. */
void print_osigset(struct call *c, int arg, int param)
{
	if (output_unavailable(c)) {
		print_addr(c->args[arg]);
		return;
	}
	print_sigset_len(c, arg, c->args[param], call_long_size(c));
}

/* rt_sigpending accepts a shorter set. */
void print_pendingset(struct call *c, int arg, int param)
{
	if (output_unavailable(c)) {
		print_addr(c->args[arg]);
		return;
	}
	print_sigset_len(c, arg, c->args[param], 1);
}

static const struct xlat sigprocmask_cmds[] = {
	XLAT(SIG_BLOCK), XLAT(SIG_UNBLOCK), XLAT(SIG_SETMASK), XLAT_END
};

void print_sighow(struct call *c, int arg, int param)
{
	print_xlat(sigprocmask_cmds, c->args[arg], "SIG_???");
}

/* ---- sigaction ---- */

struct kernel_sigaction {
	uint64_t handler;
	uint64_t flags;
	uint64_t restorer;
	uint64_t mask;
};

#define KSA_RESTORER 0x04000000

static const struct xlat sa_flags[] = {
	XLAT_PAIR(0x04000000, "SA_RESTORER"), XLAT(SA_ONSTACK), XLAT(SA_RESTART),
	XLAT_PAIR(0x20000000, "SA_INTERRUPT"), XLAT(SA_NODEFER), XLAT(SA_RESETHAND),
	XLAT(SA_SIGINFO), XLAT(SA_NOCLDSTOP), XLAT(SA_NOCLDWAIT), XLAT_END
};

static const struct xlat sa_handlers[] = {
	XLAT_PAIR(0, "SIG_DFL"), XLAT_PAIR(1, "SIG_IGN"),
	XLAT_PAIR(~0ULL, "SIG_ERR"), XLAT_END
};

static void print_handler(uint64_t h)
{
	if (xlat_lookup(sa_handlers, h))
		print_xlat(sa_handlers, h, NULL);
	else
		print_addr(h);
}

/* A sigaction of either kind, its mask of mask_len bytes. */
static void print_sa(uint64_t handler, uint64_t mask, size_t mask_len, uint64_t flags,
		     uint64_t restorer)
{
	tputs("{sa_handler=");
	print_handler(handler);
	tputs(", sa_mask=");
	print_sigset_bytes(&mask, mask_len);
	tputs(", sa_flags=");
	print_flags_dflt(sa_flags, flags, "SA_???");
	if (flags & KSA_RESTORER) {
		tputs(", sa_restorer=");
		print_addr(restorer);
	}
	tputc('}');
}

static void sigaction_buf(const void *buf)
{
	struct kernel_sigaction sa;

	memcpy(&sa, buf, sizeof(sa));
	print_sa(sa.handler, sa.mask, sizeof(sa.mask), sa.flags, sa.restorer);
}

void print_sigaction(struct call *c, int arg, int param)
{
	print_struct_in(c, arg, sizeof(struct kernel_sigaction), sigaction_buf);
}

void print_osigaction(struct call *c, int arg, int param)
{
	print_struct_out(c, arg, sizeof(struct kernel_sigaction), sigaction_buf);
}

/* ---- the old calls, whose signal set is a long of the ABI ---- */

/* An old set given by value: as many bits as the ABI's long holds (the
 * architectures are little-endian). */
static void print_old_mask_val(const struct call *c, uint64_t mask)
{
	print_sigset_bytes(&mask, call_long_size(c));
}

void print_oldmask(struct call *c, int arg, int param)
{
	print_old_mask_val(c, c->args[arg]);
}

void print_oldsigset(struct call *c, int arg, int param)
{
	print_sigset_len(c, arg, call_long_size(c), call_long_size(c));
}

void print_ooldsigset(struct call *c, int arg, int param)
{
	if (output_unavailable(c)) {
		print_addr(c->args[arg]);
		return;
	}
	print_oldsigset(c, arg, param);
}

/* struct old_sigaction, read widened (layout.c) */
struct old_sigaction {
	uint64_t handler, mask, flags, restorer;
};

/* its mask a long of the ABI */
static void old_sigaction_show(const struct call *c, const struct old_sigaction *sa)
{
	print_sa(sa->handler, sa->mask, call_long_size(c), sa->flags, sa->restorer);
}

void print_oldsigaction(struct call *c, int arg, int param)
{
	struct old_sigaction sa;

	if (fetch_in(c, arg, &sa, sizeof(sa)))
		old_sigaction_show(c, &sa);
}

void print_ooldsigaction(struct call *c, int arg, int param)
{
	struct old_sigaction sa;

	if (fetch_out(c, arg, &sa, sizeof(sa)))
		old_sigaction_show(c, &sa);
}

static void ret_handler_name(struct call *c)
{
	print_ret_name(sa_handlers, c->ret);
}

/* signal(signo, handler): returns the previous handler */
void dec_signal(struct call *c, int exiting)
{
	if (exiting) {
		c->ret_kind = R_hex;
		c->ret_extra = ret_handler_name;
		return;
	}
	print_signo_val((int)c->args[0]);
	print_arg_sep();
	print_handler(c->args[1]);
}

static void ret_old_mask(struct call *c, const char *what)
{
	tprintf(" (%s", what);
	print_old_mask_val(c, (uint64_t)c->ret);
	tputc(')');
}

static void ret_mask(struct call *c)
{
	ret_old_mask(c, "mask ");
}

static void ret_prev_mask(struct call *c)
{
	ret_old_mask(c, "old mask ");
}

/* sgetmask() and ssetmask(mask) return the (previous) mask */
void dec_sgetmask(struct call *c, int exiting)
{
	if (exiting) {
		c->ret_kind = R_hex;
		c->ret_extra = ret_mask;
	}
}

void dec_ssetmask(struct call *c, int exiting)
{
	if (exiting) {
		c->ret_kind = R_hex;
		c->ret_extra = ret_prev_mask;
		return;
	}
	print_old_mask_val(c, (uint32_t)c->args[0]);
}

/* sigsuspend's mask is its last argument (i386's takes three) */
void dec_sigsuspend(struct call *c, int exiting)
{
	if (!exiting)
		print_old_mask_val(c, c->args[c->se->nargs - 1]);
}

/* ---- rt_sigreturn: the mask saved in the signal frame ---- */

/* At rt_sigreturn's entry the stack pointer is at the signal frame;
 * where its uc_sigmask is, is the architecture's (src/arch/ARCH.c).
 * Where the mask is, for -e verbose=none (strace prints the address, read
 * nothing): the stack pointer is not in the record, but on some
 * architectures the frame gives it, from the FPU state it points to and
 * sits right below.  0 when the frame does not tell. */
static uint64_t sigmask_addr(const struct ebt_cap *cap, const struct arch_sigframe *f,
			     size_t long_size)
{
	uint64_t fpstate = 0;

	if (!f->fpstate_off || !cap || cap->err || cap->len < f->fpstate_off + long_size)
		return 0;
	memcpy(&fpstate, cap_bytes(cap) + f->fpstate_off, long_size);   /* little-endian */
	if (fpstate < f->size + 16)
		return 0;
	return ((fpstate - f->size + f->align_bias) & ~15ULL) + f->sigmask_off;
}

void print_sigframe(struct call *c, int arg, int param)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	const struct arch_sigframe *f = c->compat ? &arch.compat_frame : &arch.frame;
	uint64_t mask_addr = verbose(c) ? 0 : sigmask_addr(cap, f, call_long_size(c));
	size_t off = f->sigmask_off;

	tputs("{mask=");
	if (mask_addr)
		print_addr(mask_addr);
	else if (!cap || cap->err || cap->len < off + KERNEL_SIGSET_BYTES)
		tputs("[]");   /* unreadable frame: the kernel fails the call too */
	else
		print_sigset_bytes(cap_bytes(cap) + off, KERNEL_SIGSET_BYTES);
	tputc('}');
}

/* sigreturn's older frame (a compat personality's): the mask in two 32-bit
 * words, where the architecture says */
void print_osigframe(struct call *c, int arg, int param)
{
	const struct ebt_cap *cap = call_cap(c, arg);
	const uint32_t *off = arch.compat_oldframe_mask_off;
	uint32_t mask[2];

	tputs("{mask=");
	if (!cap || cap->err || !off[1] || cap->len < off[1] + 4) {
		tputs("[]");   /* unreadable frame: the kernel fails the call too */
	} else {
		memcpy(&mask[0], cap_bytes(cap) + off[0], 4);
		memcpy(&mask[1], cap_bytes(cap) + off[1], 4);
		print_sigset_bytes(mask, sizeof(mask));
	}
	tputc('}');
}

/* ---- sigaltstack ---- */

static const struct xlat ss_flags[] = {
	XLAT(SS_ONSTACK), XLAT(SS_DISABLE), XLAT_PAIR(1U << 31, "SS_AUTODISARM"), XLAT_END
};

struct kstack {
	uint64_t sp;
	int32_t flags, pad;
	uint64_t size;
};

static void stack_buf(const void *buf)
{
	struct kstack ss;

	memcpy(&ss, buf, sizeof(ss));
	tputs("{ss_sp=");
	print_addr(ss.sp);
	tputs(", ss_flags=");
	print_flags_dflt(ss_flags, (uint32_t)ss.flags, "SS_???");
	tprintf(", ss_size=%llu}", (unsigned long long)ss.size);
}

void print_stack(struct call *c, int arg, int param)
{
	print_struct_in(c, arg, sizeof(struct kstack), stack_buf);
}

void print_ostack(struct call *c, int arg, int param)
{
	print_struct_out(c, arg, sizeof(struct kstack), stack_buf);
}

/* ---- siginfo arguments ---- */

/* The member of its union the kernel fills for a signal and code (as the
 * kernel's siginfo_layout() picks it). */
static enum siginfo_member siginfo_member_of(int signo, int code)
{
	if (code == SI_SIGIO)
		return SIM_POLL;
	if (code <= 0)
		return SIM_VALUE;
	switch (signo) {
	case SIGCHLD: return SIM_CHLD;
	case SIGSEGV:
		return code == SEGV_BNDERR ? SIM_FAULT_BND : code == SEGV_PKUERR ? SIM_FAULT_PKEY :
		       SIM_FAULT;
	case SIGBUS: case SIGILL: case SIGFPE: case SIGTRAP: return SIM_FAULT;
	case SIGPOLL: return SIM_POLL;
	case SIGSYS: return SIM_SYS;
	default: return SIM_VALUE;
	}
}

/* A siginfo_t of the call's ABI (128 bytes in both) as the native one: a
 * 32-bit program's is widened by the member its signal and code say. */
static void siginfo_of_raw(const struct call *c, const void *raw, siginfo_t *si)
{
	memset(si, 0, sizeof(*si));
	if (c->compat) {
		int32_t head[3];

		memcpy(head, raw, sizeof(head));
		layout_widen(&layout_siginfo[siginfo_member_of(head[0], head[2])], raw, si);
	} else {
		memcpy(si, raw, sizeof(*si));
	}
}

/* A siginfo_t argument (an output: out), as the native one.  False when
 * it is not shown (its address printed instead). */
static bool fetch_siginfo(const struct call *c, int arg, bool out, siginfo_t *si)
{
	unsigned char raw[sizeof(siginfo_t)];

	if (!(out ? fetch_out(c, arg, raw, sizeof(raw)) : fetch_in(c, arg, raw, sizeof(raw))))
		return false;
	siginfo_of_raw(c, raw, si);
	return true;
}

static void print_siginfo_at(const struct call *c, int arg, bool out)
{
	siginfo_t si;

	if (fetch_siginfo(c, arg, out, &si))
		print_siginfo(c, &si);
}

void print_siginfo_in(struct call *c, int arg, int param)
{
	print_siginfo_at(c, arg, false);
}

void print_siginfo_out(struct call *c, int arg, int param)
{
	print_siginfo_at(c, arg, true);
}

void print_waitid_info(struct call *c, int arg, int param)
{
	siginfo_t si;

	if (fetch_siginfo(c, arg, true, &si))
		print_siginfo_of(c, &si, true);
}

static void siginfo_elem(const struct call *c, const void *elem, void *data)
{
	siginfo_t si;

	siginfo_of_raw(c, elem, &si);
	print_siginfo(c, &si);
}

/* PTRACE_PEEKSIGINFO's: as many as the call returns */
void print_osiginfos(struct call *c, int arg, int param)
{
	print_arg_array_out(c, arg, (uint64_t)c->ret, sizeof(siginfo_t), siginfo_elem, NULL);
}

/* The return value is a signal number: "= 10 (SIGUSR1)". */
/* The siginfo is the only output: the arguments before it show while the
 * call waits, and all of them when it is NULL. */
void dec_rt_sigtimedwait(struct call *c, int exiting)
{
	bool info = c->args[1] != 0;

	if (!exiting) {
		print_args(c, 0, 1);
		print_arg_sep();
		if (!info)
			print_args(c, 1, 4);
		return;
	}
	if (info)
		print_args(c, 1, 4);
	if (!call_failed(c) && c->ret > 0 && c->ret <= 64)
		c->ret_extra = ret_signal;
}
