/* Messages on stderr in strace's style: "PROGNAME: text". */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ebtrace.h"

const char *progname = "ebtrace";

/* One write per message: the tracee may write to the same stderr, and its
 * output must not land inside the line. */
static void vmsg(const char *fmt, va_list ap)
{
	char buf[8192];   /* room for a PATH_MAX path and more */
	int n = snprintf(buf, sizeof(buf), "%s: ", progname);

	if (n >= 0 && (size_t)n < sizeof(buf))
		vsnprintf(buf + n, sizeof(buf) - n, fmt, ap);
	fflush(stdout);
	fprintf(stderr, "%s\n", buf);
}

void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
	exit(1);
}

void die_usage(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
	fprintf(stderr, "Try '%s -h' for more information.\n", progname);
	exit(1);
}

void warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		die("Out of memory");
	return p;
}

void xgrow(void *buf, size_t *room, size_t need)
{
	void **p = buf;

	if (need <= *room && *p)
		return;
	*room = need > 2 * *room ? need : 2 * *room;
	*p = realloc(*p, *room ? *room : 1);
	if (!*p)
		die("Out of memory");
}

void *xcalloc(size_t n, size_t m)
{
	void *p = calloc(n ? n : 1, m ? m : 1);

	if (!p)
		die("Out of memory");
	return p;
}

/* Also what the demangler (libiberty) allocates with: defined here, so
 * that libiberty's own allocation functions are not linked in as well. */
void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die("Out of memory");
	return p;
}
