/* Signals: names, and siginfo as strace prints it on "---" lines. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../decode.h"
#include "../signals.h"

const char *signal_name(int sig)
{
	static char buf[32];
	const char *abbrev;

	if (sig == 32)
		return "SIGRTMIN"; /* kernel's SIGRTMIN; glibc reserves 32-34 */
	if (sig > 32 && sig <= 64) {
		snprintf(buf, sizeof(buf), "SIGRT_%d", sig - 32);
		return buf;
	}
	abbrev = sig > 0 && sig < 32 ? sigabbrev_np(sig) : NULL;
	if (!abbrev) {
		snprintf(buf, sizeof(buf), "%d", sig);
		return buf;
	}
	snprintf(buf, sizeof(buf), "SIG%s", abbrev);
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
	XLAT(SI_ASYNCNL), XLAT_END
};

static const struct xlat cld_codes[] = {
	XLAT(CLD_EXITED), XLAT(CLD_KILLED), XLAT(CLD_DUMPED), XLAT(CLD_TRAPPED),
	XLAT(CLD_STOPPED), XLAT(CLD_CONTINUED), XLAT_END
};

static const struct xlat segv_codes[] = {
	XLAT(SEGV_MAPERR), XLAT(SEGV_ACCERR), XLAT(SEGV_BNDERR), XLAT(SEGV_PKUERR), XLAT_END
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
	XLAT(FPE_FLTUND), XLAT(FPE_FLTRES), XLAT(FPE_FLTINV), XLAT(FPE_FLTSUB), XLAT_END
};

static const struct xlat trap_codes[] = {
	XLAT(TRAP_BRKPT), XLAT(TRAP_TRACE), XLAT(TRAP_BRANCH), XLAT(TRAP_HWBKPT), XLAT_END
};

static const struct xlat poll_codes[] = {
	XLAT(POLL_IN), XLAT(POLL_OUT), XLAT(POLL_MSG), XLAT(POLL_ERR),
	XLAT(POLL_PRI), XLAT(POLL_HUP), XLAT_END
};

/* Codes > 0 mean "from the kernel": their names depend on the signal. */
static const struct xlat *fault_codes(int sig)
{
	switch (sig) {
	case SIGCHLD: return cld_codes;
	case SIGSEGV: return segv_codes;
	case SIGBUS: return bus_codes;
	case SIGILL: return ill_codes;
	case SIGFPE: return fpe_codes;
	case SIGTRAP: return trap_codes;
	case SIGPOLL: return poll_codes;
	default: return NULL;
	}
}

void print_siginfo(const siginfo_t *si)
{
	const char *code = NULL;

	tprintf("{si_signo=%s, si_code=", signal_name(si->si_signo));
	if (si->si_code > 0)
		code = xlat_lookup(fault_codes(si->si_signo), si->si_code);
	if (!code)
		code = xlat_lookup(si_codes, (uint64_t)(int64_t)si->si_code);
	if (code)
		tputs(code);
	else
		tprintf("%d", si->si_code);
	if (si->si_errno)
		tprintf(", si_errno=%d", si->si_errno);

	if (si->si_code <= 0 || si->si_code == SI_USER) {
		if (si->si_code == SI_KERNEL)
			;
		else if (si->si_code == SI_TIMER)
			tprintf(", si_timerid=%#x, si_overrun=%d, si_int=%d, si_ptr=%p",
				si->si_timerid, si->si_overrun, si->si_int, si->si_ptr);
		else {
			tprintf(", si_pid=%d, si_uid=%u", si->si_pid, si->si_uid);
			if (si->si_code == SI_QUEUE || si->si_code == SI_MESGQ)
				tprintf(", si_int=%d, si_ptr=%p", si->si_int, si->si_ptr);
		}
	} else {
		switch (si->si_signo) {
		case SIGCHLD:
			tprintf(", si_pid=%d, si_uid=%u, si_status=", si->si_pid, si->si_uid);
			if (si->si_code == CLD_EXITED)
				tprintf("%d", si->si_status);
			else
				tputs(signal_name(si->si_status));
			tprintf(", si_utime=%ld, si_stime=%ld", (long)si->si_utime, (long)si->si_stime);
			break;
		case SIGSEGV:
		case SIGBUS:
		case SIGILL:
		case SIGFPE:
		case SIGTRAP:
			tputs(", si_addr=");
			print_addr((uintptr_t)si->si_addr);
			break;
		case SIGPOLL:
			tprintf(", si_band=%ld, si_fd=%d", si->si_band, si->si_fd);
			break;
		}
	}
	tputc('}');
}

void print_signal_line(int sig, const void *info, size_t size)
{
	siginfo_t si;

	memset(&si, 0, sizeof(si));
	memcpy(&si, info, size < sizeof(si) ? size : sizeof(si));
	tprintf("--- %s ", signal_name(sig));
	print_siginfo(&si);
	tputs(" ---");
}
