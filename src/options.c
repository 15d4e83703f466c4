/* Command line, with strace's options and messages. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "ebtrace.h"
#include "options.h"

struct options opt = {
	.string_limit = 32,
	.column = 40,
};

static void usage(void)
{
	printf("Usage: %s [-fhvVx] [-a COLUMN] [-o FILE] [-s STRSIZE] PROG [ARGS]\n"
	       "\n"
	       "Trace the system calls of PROG with eBPF; the output is strace's.\n"
	       "\n"
	       "Output format:\n"
	       "  -a COLUMN, --columns=COLUMN\n"
	       "                 alignment COLUMN for printing syscall results (default 40)\n"
	       "  -o FILE, --output=FILE\n"
	       "                 send trace output to FILE instead of stderr\n"
	       "  -s STRSIZE, --string-limit=STRSIZE\n"
	       "                 limit length of print strings to STRSIZE chars (default 32)\n"
	       "  -v, --no-abbrev\n"
	       "                 print unabbreviated argv, stat, termios, etc. args\n"
	       "  -x, --strings-in-hex=non-ascii\n"
	       "                 print non-ascii strings in hex\n"
	       "  -xx, --strings-in-hex=all\n"
	       "                 print all strings in hex\n"
	       "\n"
	       "Tracing:\n"
	       "  -f, --follow-forks\n"
	       "                 follow forks\n"
	       "  -ff, --follow-forks --output-separately\n"
	       "                 follow forks with output into separate files\n"
	       "\n"
	       "Miscellaneous:\n"
	       "  -h, --help     print help message\n"
	       "  -V, --version  print version\n",
	       progname);
	exit(0);
}

static long parse_num(const char *s, const char *what, long max)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (!*s || *end || errno || v < 0 || v > max)
		die_usage("invalid %s argument: '%s'", what, s);
	return v;
}

enum { OPT_OUTPUT_SEPARATELY = 0x100 };

void parse_options(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "columns", required_argument, NULL, 'a' },
		{ "follow-forks", no_argument, NULL, 'f' },
		{ "output-separately", no_argument, NULL, OPT_OUTPUT_SEPARATELY },
		{ "help", no_argument, NULL, 'h' },
		{ "output", required_argument, NULL, 'o' },
		{ "string-limit", required_argument, NULL, 's' },
		{ "no-abbrev", no_argument, NULL, 'v' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	int c, separately = 0;

	progname = argv[0] ? argv[0] : "ebtrace";
	while ((c = getopt_long(argc, argv, "+a:fho:s:vVx", longopts, NULL)) != -1) {
		switch (c) {
		case 'a':
			opt.column = parse_num(optarg, "-a", INT_MAX);
			break;
		case 'f':
			opt.follow++;
			break;
		case OPT_OUTPUT_SEPARATELY:
			separately = 1;
			break;
		case 'h':
			usage();
			break;
		case 'o':
			opt.outfile = optarg;
			break;
		case 's':
			opt.string_limit = parse_num(optarg, "-s", INT_MAX);
			break;
		case 'v':
			opt.verbose = true;
			break;
		case 'V':
			printf("%s -- version %s\n", PACKAGE_NAME, PACKAGE_VERSION);
			exit(0);
		case 'x':
			opt.xflag++;
			break;
		default:
			fprintf(stderr, "Try '%s -h' for more information.\n", progname);
			exit(1);
		}
	}
	if (separately && opt.follow)
		opt.follow = 2;
	if (opt.follow > 2)
		opt.follow = 2;
	if (optind >= argc)
		die_usage("must have PROG [ARGS] or -p PID");
	opt.command = argv + optind;
}
