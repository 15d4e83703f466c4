/* Command line, with strace's options, messages and exit codes.
 *
 * Options are rows of one table: the short letter (if any), the long name
 * (if any), their argument rules and a handler.  getopt's short string and
 * long option array are generated from it, so adding an option is adding a
 * row and a handler. */
#include <errno.h>
#include <getopt.h>
#include <grp.h>
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "count.h"
#include "decorate.h"
#include "attach.h"
#include "ebtrace.h"
#include "filter.h"
#include "options.h"
#include "scope.h"
#include "ustack.h"

struct options opt = {
	.string_limit = 32,
	.column = 40,
};
struct run_opts run;

void usage(void) __attribute__((noreturn));

/* What the handlers collect before the checks that need all options. */
static struct {
	int f_short, t_short, q_short, x_short, y_short;
	bool follow_long, separately, t_long, optF, version;
	int x_long;
	int zflags;
	int daemonize_long;
	char **paths;
	size_t npaths;
} st = { .x_long = -1 };

/* The option being handled, for strace's "invalid -X argument" wording. */
static const struct option *cur_long;
static int cur_short;

static void bad_arg(const char *arg) __attribute__((noreturn));
static void bad_arg(const char *arg)
{
	if (cur_long)
		die_usage("invalid --%s argument: '%s'", cur_long->name, arg ? arg : "(null)");
	die_usage("invalid -%c argument: '%s'", cur_short, arg ? arg : "(null)");
}

static int uint_arg(const char *arg, unsigned long long max)
{
	long long v = str_to_uint(arg, NULL, max, NULL);

	if (v < 0)
		bad_arg(arg);
	return v;
}

/* ---- handlers ---------------------------------------------------------- */

static void h_columns(const char *a) { opt.column = uint_arg(a, INT_MAX); }

/* --ring-size=N[K|M|G]: a power of two from 4K to 4G. */
static void h_ring_size(const char *a)
{
	unsigned long long v;
	char *end;

	errno = 0;
	v = strtoull(a, &end, 10);
	switch (*end) {
	case 'k': case 'K': v <<= 10; end++; break;
	case 'm': case 'M': v <<= 20; end++; break;
	case 'g': case 'G': v <<= 30; end++; break;
	}
	if (!*a || *end || errno || v < 4096 || v > (1ULL << 32) || (v & (v - 1)))
		bad_arg(a);
	opt.ring_size = v;
}
/* --syscall-hooks=both|exit */
static void h_syscall_hooks(const char *a)
{
	if (!strcmp(a, "both"))
		opt.syscall_hooks = SYSCALL_HOOKS_BOTH;
	else if (!strcmp(a, "exit"))
		opt.syscall_hooks = SYSCALL_HOOKS_EXIT;
	else
		bad_arg(a);
}
static void h_append(const char *a) { run.append = true; }
static void h_debug(const char *a) { }
static void h_daemonize_short(const char *a) { run.daemonize++; }
static void h_qualify(const char *a) { qualify(a); }
static void h_follow_short(const char *a) { st.f_short++; }
static void h_follow_long(const char *a) { st.follow_long = true; }
static void h_separately(const char *a) { st.separately = true; }
static void h_deprecated_F(const char *a) { st.optF = true; }
static void h_help(const char *a) { usage(); }
static void h_ip(const char *a) { dec.iflag = true; }
static void h_sysnum(const char *a) { dec.nflag = true; }
static void h_output(const char *a) { opt.outfile = a; }
static void h_trace_path(const char *a) { pathtrace_add(a); }
static void h_quiet_short(const char *a) { st.q_short++; }
static void h_quiet_long(const char *a) { qualify_quiet(a ? a : "attach,personality"); }
static void h_abs_ts_short(const char *a) { st.t_short++; }
static void h_no_abbrev(const char *a) { qualify_abbrev("none"); }
static void h_version(const char *a) { st.version = true; }
static void h_wall(const char *a) { cnt.wall = true; }
static void h_hex_short(const char *a) { st.x_short++; }
static void h_decode_fds_short(const char *a) { st.y_short++; }
static void h_decode_fds_long(const char *a) { qualify_decode_fds(a ? a : "path"); }
static void h_decode_pids_comm(const char *a) { qualify_decode_pids("comm"); }
static void h_pidns(const char *a) { qualify_decode_pids("pidns"); }
static void h_seccomp(const char *a) { run.seccomp_bpf = true; }
static void h_sortby(const char *a) { count_set_sortby(a); cnt.sort_set = true; }
static void h_summary_columns(const char *a) { count_set_columns(a); cnt.columns_set = true; }
static void h_user(const char *a) { run.username = a; }

/* --output-format=text|json|chrome-trace */
static void h_output_format(const char *a)
{
	static const char *const names[] = {
		[FORMAT_TEXT] = "text", [FORMAT_JSON] = "json", [FORMAT_CHROME] = "chrome-trace",
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(a, names[i])) {
			opt.format = i;
			return;
		}
	bad_arg(a);
}

static void h_summary_only(const char *a)
{
	if (cnt.mode == COUNT_BOTH)
		die_usage("-c/--summary-only and -C/--summary are mutually exclusive");
	cnt.mode = COUNT_ONLY;
}

static void h_summary(const char *a)
{
	if (cnt.mode == COUNT_ONLY)
		die_usage("-c/--summary-only and -C/--summary are mutually exclusive");
	cnt.mode = COUNT_BOTH;
}

static void h_detach_on(const char *a)
{
	if (strcmp(a, "execve"))
		die("Syscall '%s' for -b isn't supported", a);
	run.detach_on_execve = true;
}

static void h_daemonize_long(const char *a)
{
	static const char *const modes[] = { "grandchild", "pgroup", "pgrp", "session" };
	static const int levels[] = { 1, 2, 2, 3 };

	if (!a) {
		st.daemonize_long = 1;
		return;
	}
	for (size_t i = 0; i < sizeof(modes) / sizeof(modes[0]); i++)
		if (!strcasecmp(a, modes[i])) {
			st.daemonize_long = levels[i];
			return;
		}
	bad_arg(a);
}

static void h_env(const char *a)
{
	run.env_changes = realloc(run.env_changes, (run.nenv_changes + 1) * sizeof(char *));
	if (!run.env_changes)
		die("Out of memory");
	run.env_changes[run.nenv_changes++] = (char *)a;
}

static void h_interruptible(const char *a)
{
	static const char *const names[] = { "anywhere", "always", "waiting", "never", "never_tstp" };
	static const int values[] = { 1, 1, 2, 3, 4 };
	long long v;

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcasecmp(a, names[i])) {
			run.interruptible = values[i];
			return;
		}
	v = str_to_uint(a, NULL, 4, NULL);
	if (v <= 0)
		bad_arg(a);
	run.interruptible = v;
}

/* -k shows the frames; a second -k (or =source) their source lines too */
static void h_stack_traces(const char *a)
{
	ustk.source = ustk.enabled;
	ustk.enabled = true;
}

static void h_stack_trace(const char *a)
{
	ustk.enabled = true;
	if (!a || !strcmp(a, "symbol"))
		ustk.source = false;
	else if (!strcmp(a, "source"))
		ustk.source = true;
	else
		bad_arg(a);
}

/* ebtrace's own: the kernel frames where a blocked call slept */
static void h_kernel_stack(const char *a)
{
	ustk.kernel = true;
}

static void h_stack_frame_limit(const char *a)
{
	ustk.frame_limit = uint_arg(a, -1U / 4);
	if (!ustk.frame_limit)
		bad_arg(a);
}

/* bytes of stack the kernel side copies at each call */
static void h_stack_size(const char *a)
{
	ustk.size = uint_arg(a, EBT_USTACK_MAX);
	if (ustk.size < 256)
		bad_arg(a);
}

static void h_overhead(const char *a)
{
	if (count_set_overhead(a) < 0)
		bad_arg(a);
}

/* -p PID[,PID]... */
static void h_attach(const char *a)
{
	attach_add_pids(a);
}

static void h_relative(const char *a)
{
	dec.rflag = true;
	dec.r_width = 6;
	dec.r_scale = decor_timescale(a, 1000, &dec.r_width);
	if (dec.r_scale < 0)
		bad_arg(a);
}

static void h_string_limit(const char *a)
{
	opt.string_limit = uint_arg(a, -1U / 4);
}

static void h_abs_ts_long(const char *a)
{
	st.t_long = true;
	if (decor_parse_ts(a ? a : "format:time"))
		bad_arg(a);
}

static void h_syscall_times(const char *a)
{
	dec.Tflag = true;
	dec.T_width = 6;
	dec.T_scale = decor_timescale(a, 1000, &dec.T_width);
	if (dec.T_scale < 0)
		bad_arg(a);
}

static void h_hex_long(const char *a)
{
	static const char *const names[] = { "none", "non-ascii", "all", "non-ascii-chars" };

	if (!a) {
		st.x_long = 2;
		return;
	}
	for (int i = 0; i < 4; i++)
		if (!strcasecmp(a, names[i])) {
			st.x_long = i;
			return;
		}
	bad_arg(a);
}

static void h_const_style(const char *a)
{
	if (!strcmp(a, "raw"))
		opt.xlat_style = XLAT_STYLE_RAW;
	else if (!strcmp(a, "abbrev"))
		opt.xlat_style = XLAT_STYLE_ABBREV;
	else if (!strcmp(a, "verbose"))
		opt.xlat_style = XLAT_STYLE_VERBOSE;
	else
		bad_arg(a);
}

static void h_successful(const char *a)
{
	qualify_status("successful");
	st.zflags++;
}

static void h_failed(const char *a)
{
	qualify_status("failed");
	st.zflags++;
}

static void h_tips(const char *a)
{
	/* [[id:]ID][,[format:]FORMAT]: accepted, ebtrace has no tips */
	char *copy = strdup(a ? a : ""), *save = NULL;

	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		const char *v = tok;

		if (!strncasecmp(v, "id:", 3) || !strncasecmp(v, "format:", 7))
			v = strchr(v, ':') + 1;
		if (!strcasecmp(v, "random") || !strcasecmp(v, "none") || !strcasecmp(v, "compact") ||
		    !strcasecmp(v, "full") || str_to_uint(v, NULL, INT_MAX, NULL) >= 0)
			continue;
		free(copy);
		bad_arg(a);
	}
	free(copy);
}

static void h_secontext(const char *a)
{
	die("SELinux context printing (--secontext option) is not supported by this build of %s",
	    PACKAGE_NAME);
}

/* ---- the table ------------------------------------------------------------ */

struct optdef {
	int short_opt;        /* letter, or 0 */
	bool short_arg;       /* the letter takes an argument */
	const char *long_name;
	int long_arg;         /* no_argument, required_argument, optional_argument */
	void (*fn)(const char *arg);
};

static const struct optdef optdefs[] = {
	{ 'a', true,  "columns",             required_argument, h_columns },
	{ 'A', false, "output-append-mode",  no_argument,       h_append },
	{ 'b', true,  "detach-on",           required_argument, h_detach_on },
	{ 'c', false, "summary-only",        no_argument,       h_summary_only },
	{ 'C', false, "summary",             no_argument,       h_summary },
	{ 'd', false, "debug",               no_argument,       h_debug },
	{ 'D', false, NULL,                  0,                 h_daemonize_short },
	{ 0,   false, "daemonize",           optional_argument, h_daemonize_long },
	{ 0,   false, "daemonised",          optional_argument, h_daemonize_long },
	{ 0,   false, "daemonized",          optional_argument, h_daemonize_long },
	{ 'e', true,  NULL,                  0,                 h_qualify },
	{ 'E', true,  "env",                 required_argument, h_env },
	{ 'f', false, NULL,                  0,                 h_follow_short },
	{ 0,   false, "follow-forks",        no_argument,       h_follow_long },
	{ 0,   false, "output-separately",   no_argument,       h_separately },
	{ 'F', false, NULL,                  0,                 h_deprecated_F },
	{ 'h', false, "help",                no_argument,       h_help },
	{ 'i', false, "instruction-pointer", no_argument,       h_ip },
	{ 'I', true,  "interruptible",       required_argument, h_interruptible },
	{ 'k', false, "stack-traces",        no_argument,       h_stack_traces },
	{ 0,   false, "stack-trace",         optional_argument, h_stack_trace },
	{ 0,   false, "stack-trace-frame-limit", required_argument, h_stack_frame_limit },
	{ 0,   false, "stack-trace-size",    required_argument, h_stack_size },
	{ 0,   false, "kernel-stack",        no_argument,       h_kernel_stack },
	{ 'n', false, "syscall-number",      no_argument,       h_sysnum },
	{ 'o', true,  "output",              required_argument, h_output },
	{ 0,   false, "output-format",       required_argument, h_output_format },
	{ 'O', true,  "summary-syscall-overhead", required_argument, h_overhead },
	{ 'p', true,  "attach",              required_argument, h_attach },
	{ 'P', true,  "trace-path",          required_argument, h_trace_path },
	{ 'q', false, NULL,                  0,                 h_quiet_short },
	{ 'r', false, "relative-timestamps", optional_argument, h_relative },
	{ 's', true,  "string-limit",        required_argument, h_string_limit },
	{ 'S', true,  "summary-sort-by",     required_argument, h_sortby },
	{ 't', false, NULL,                  0,                 h_abs_ts_short },
	{ 0,   false, "absolute-timestamps", optional_argument, h_abs_ts_long },
	{ 0,   false, "timestamps",          optional_argument, h_abs_ts_long },
	{ 'T', false, "syscall-times",       optional_argument, h_syscall_times },
	{ 'u', true,  "user",                required_argument, h_user },
	{ 'U', true,  "summary-columns",     required_argument, h_summary_columns },
	{ 'v', false, "no-abbrev",           no_argument,       h_no_abbrev },
	{ 'V', false, "version",             no_argument,       h_version },
	{ 'w', false, "summary-wall-clock",  no_argument,       h_wall },
	{ 'x', false, NULL,                  0,                 h_hex_short },
	{ 0,   false, "strings-in-hex",      optional_argument, h_hex_long },
	{ 'X', true,  "const-print-style",   required_argument, h_const_style },
	{ 'y', false, NULL,                  0,                 h_decode_fds_short },
	{ 'Y', false, NULL,                  0,                 h_decode_pids_comm },
	{ 0,   false, "pidns-translation",   no_argument,       h_pidns },
	{ 0,   false, "cgroup",              required_argument, scope_set_cgroup },
	{ 0,   false, "system-wide",         no_argument,       scope_set_system_wide },
	{ 'z', false, "successful-only",     no_argument,       h_successful },
	{ 'Z', false, "failed-only",         no_argument,       h_failed },
	{ 0,   false, "failing-only",        no_argument,       h_failed },
	{ 0,   false, "seccomp-bpf",         no_argument,       h_seccomp },
	{ 0,   false, "tips",                optional_argument, h_tips },
	/* -e qualifiers as long options */
	{ 0,   false, "trace",               required_argument, qualify_trace },
	{ 0,   false, "abbrev",              required_argument, qualify_abbrev },
	{ 0,   false, "verbose",             required_argument, qualify_verbose },
	{ 0,   false, "raw",                 required_argument, qualify_raw },
	{ 0,   false, "signals",             required_argument, qualify_signals },
	{ 0,   false, "status",              required_argument, qualify_status },
	{ 0,   false, "read",                required_argument, qualify_read },
	{ 0,   false, "write",               required_argument, qualify_write },
	{ 0,   false, "fault",               required_argument, qualify_fault },
	{ 0,   false, "inject",              required_argument, qualify_inject },
	{ 0,   false, "kvm",                 required_argument, qualify_kvm },
	{ 0,   false, "quiet",               optional_argument, h_quiet_long },
	{ 0,   false, "silent",              optional_argument, h_quiet_long },
	{ 0,   false, "silence",             optional_argument, h_quiet_long },
	{ 0,   false, "decode-fds",          optional_argument, h_decode_fds_long },
	{ 0,   false, "decode-pids",         required_argument, qualify_decode_pids },
	{ 0,   false, "secontext",           optional_argument, h_secontext },
	{ 0,   false, "ring-size",           required_argument, h_ring_size },
	{ 0,   false, "syscall-hooks",       required_argument, h_syscall_hooks },
};

#define NOPTS (sizeof(optdefs) / sizeof(optdefs[0]))
#define LONG_ONLY_BASE 0x100

/* The value getopt_long returns for a row. */
static int row_code(size_t i)
{
	return optdefs[i].short_opt ? optdefs[i].short_opt : (int)(LONG_ONLY_BASE + i);
}

static void build_getopt(char *shortopts, struct option *longopts)
{
	char *s = shortopts;
	size_t n = 0;

	*s++ = '+';   /* stop at the command */
	for (size_t i = 0; i < NOPTS; i++) {
		if (optdefs[i].short_opt && !strchr(shortopts, optdefs[i].short_opt)) {
			*s++ = optdefs[i].short_opt;
			if (optdefs[i].short_arg)
				*s++ = ':';
		}
		if (optdefs[i].long_name)
			longopts[n++] = (struct option){ optdefs[i].long_name, optdefs[i].long_arg,
							 NULL, row_code(i) };
	}
	*s = '\0';
	longopts[n] = (struct option){ NULL, 0, NULL, 0 };
}

static const struct optdef *row_of(int code)
{
	for (size_t i = 0; i < NOPTS; i++)
		if (row_code(i) == code)
			return &optdefs[i];
	return NULL;
}

/* ---- checks that need every option (in strace's order) ------------------------ */

static void check_user(void)
{
	struct passwd *pw;

	if (!run.username) {
		run.run_uid = getuid();
		run.run_gid = getgid();
		return;
	}
	if (getuid() != 0 || geteuid() != 0)
		die("You must be root to use the -u/--username option");
	pw = getpwnam(run.username);
	if (!pw)
		die("Cannot find user '%s'", run.username);
	run.run_uid = pw->pw_uid;
	run.run_gid = pw->pw_gid;
}

static void finish_options(int have_command)
{
	static const char *const t_forms[] = { "format:time", "precision:us,format:time",
					       "format:unix,precision:us" };

	scope_finish(have_command);
	if (!have_command && !opt.nattach_pids && !scope.mode)
		die_usage("must have PROG [ARGS] or -p PID");
	if (st.daemonize_long) {
		if (run.daemonize)
			die("-D and --daemonize cannot be provided simultaneously");
		run.daemonize = st.daemonize_long;
	}
	if (run.daemonize > 3)
		die_usage("Too many -D's (%d), maximum supported -D count is 3", run.daemonize);
	if (run.daemonize && !have_command)
		die_usage("PROG [ARGS] must be specified with -D/--daemonize");
	if (st.t_short) {
		if (st.t_long)
			die("-t and --absolute-timestamps cannot be provided simultaneously");
		decor_parse_ts(t_forms[st.t_short > 3 ? 2 : st.t_short - 1]);
	}
	if (st.x_long >= 0) {
		if (st.x_short)
			die("-x and --strings-in-hex cannot be provided simultaneously");
		opt.xflag = st.x_long;
	} else {
		opt.xflag = st.x_short > 2 ? 2 : st.x_short;
	}
	if (st.y_short) {
		if (flt.decode_fds_given)
			die("-y and --decode-fds cannot be provided simultaneously");
		qualify_decode_fds(st.y_short == 1 ? "path" : "all");
	}
	dec.comm = numset_has(&flt.decode_pids, DECODE_PID_COMM);
	if (run.seccomp_bpf && run.detach_on_execve) {
		warn("--seccomp-bpf is not enabled because it is not compatible with -b");
		run.seccomp_bpf = false;
	}
	if (st.f_short) {
		if (st.follow_long)
			die("-f and --follow-forks cannot be provided simultaneously");
		if (st.f_short >= 2 && st.separately)
			die("-ff and --output-separately cannot be provided simultaneously");
		st.follow_long = true;
		st.separately = st.f_short >= 2;
	}
	if (run.seccomp_bpf && !st.follow_long) {
		warn("--seccomp-bpf cannot be used without -f/--follow-forks, disabling");
		run.seccomp_bpf = false;
	}
	if (st.optF) {
		if (st.follow_long) {
			warn("deprecated option -F ignored");
		} else {
			warn("option -F is deprecated, please use -f/--follow-forks instead");
			st.follow_long = true;
		}
	}
	if (st.separately && cnt.mode)
		die_usage("(-c/--summary-only or -C/--summary) and -ff/--output-separately are mutually exclusive");
	if (cnt.wall && !cnt.mode)
		die_usage("-w/--summary-wall-clock must be given with (-c/--summary-only or -C/--summary)");
	if (cnt.columns_set && !cnt.mode)
		die_usage("-U/--summary-columns must be given with (-c/--summary-only or -C/--summary)");
	if (cnt.sort_set && !cnt.mode)
		warn("-S/--summary-sort-by has no effect without (-c/--summary-only or -C/--summary)");
	if (cnt.mode == COUNT_ONLY) {
		static const char *const what[] = {
			"-i/--instruction-pointer", "-k/--stack-traces", "-n/--syscall-number",
			"-r/--relative-timestamps", "-t/--absolute-timestamps",
			"-T/--syscall-times", "-y/--decode-fds",
		};
		bool given[] = { dec.iflag, ustk.enabled, dec.nflag, dec.rflag, dec.tfmt != NULL, dec.Tflag,
				 opt.decode_fds != 0 };

		for (size_t i = 0; i < sizeof(what) / sizeof(what[0]); i++)
			if (given[i])
				warn("%s has no effect with -c/--summary-only", what[i]);
	}
	if (!opt.outfile) {
		if (st.separately && !st.follow_long)
			warn("--output-separately has no effect without -o/--output");
		if (run.append)
			warn("-A/--output-append-mode has no effect without -o/--output");
	}
	if (st.zflags > 1)
		warn("Only the last of -z/--successful-only/-Z/--failed-only options will take effect. "
		     "See status qualifier for more complex filters.");
	pathtrace_finish();
	check_user();
	if (opt.outfile && (opt.outfile[0] == '|' || opt.outfile[0] == '!') && st.separately)
		die_usage("piping the output and -ff/--output-separately are mutually exclusive");
	/* -o with a command implies -q */
	if (opt.outfile && have_command && !st.q_short && !flt.quiet_given)
		st.q_short = 1;
	if (st.q_short) {
		static const char *const q_forms[] = { "attach,personality",
						       "exit,attach,personality", "all" };

		if (flt.quiet_given)
			die("-q and -e quiet/--quiet cannot be provided simultaneously");
		qualify_quiet(q_forms[st.q_short > 3 ? 2 : st.q_short - 1]);
	}
	/* the filter that tampering needs is installed by the command
	 * itself, before its execve: a running process cannot be given one */
	if (inject_requested && opt.nattach_pids)
		die("%s: the calls of processes attached with -p cannot be tampered with",
		    inject_requested);
	/* strace tampers only with the calls -P selects, which the filter
	 * cannot tell */
	if (inject_requested && pathtrace_active())
		die("%s: tampering with the calls that -P selects is not supported",
		    inject_requested);

	/* --cgroup, --system-wide: every process there, followed as with -f */
	if (scope.mode && !st.follow_long)
		st.follow_long = true;
	opt.follow = st.follow_long ? (st.separately && opt.outfile ? 2 : 1) : 0;
	/* abbrev=none (or -v) everywhere is -v for the capture plan; the
	 * decoders ask per call (abbrev() in decoders/common.h) */
	opt.verbose = true;
	for (int i = 0; i < EBT_MAX_SYSCALLS; i++)
		if (!opt.sc_no_abbrev[i])
			opt.verbose = false;
}

void parse_options(int argc, char **argv)
{
	static char shortopts[2 * 128 + 2];
	static struct option longopts[NOPTS + 1];
	int c, lidx;

	progname = argv[0] && *argv[0] ? argv[0] : PACKAGE_NAME;
	filter_init();
	build_getopt(shortopts, longopts);
	lidx = -1;
	while ((c = getopt_long(argc, argv, shortopts, longopts, &lidx)) != -1) {
		const struct optdef *row = c == '?' ? NULL : row_of(c);

		cur_long = lidx >= 0 ? &longopts[lidx] : NULL;
		cur_short = c;
		lidx = -1;
		if (!row) {
			fprintf(stderr, "Try '%s -h' for more information.\n", progname);
			exit(1);
		}
		row->fn(optarg);
	}
	if (st.version) {
		print_version();
		exit(0);
	}
	finish_options(optind < argc);
	opt.command = optind < argc ? argv + optind : NULL;
}
