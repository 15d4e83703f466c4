/* Output streams.  Like strace: the trace goes to stderr (line-buffered) or
 * to the -o file (block-buffered); with -ff each task has its own file. */
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "attach.h"
#include "decorate.h"
#include "options.h"
#include "output.h"
#include "record.h"
#include "scope.h"
#include "tcb.h"

static struct outstream shared;
static struct outstream *cur;
static char *outbuf;

static FILE *open_or_die(const char *path)
{
	FILE *fp = fopen(path, run.append ? "ae" : "we");  /* not inherited by the tracee */

	if (!fp)
		die("Can't fopen '%s': %s", path, strerror(errno));
	return fp;
}

/* The -o stream writes through this.  A trace that cannot be written
 * (disk full...) does not stop the tracing, as with strace: each line lost
 * is reported (strace writes each line on its own and reports each write
 * that fails), and the next ones are tried again. */
static void lines_lost(const char *buf, size_t n, int err)
{
	for (const char *p = buf; (p = memchr(p, '\n', buf + n - p)) != NULL; p++)
		warn("%s: %s", opt.outfile, strerror(err));
}

static ssize_t cookie_write(void *cookie, const char *buf, size_t n)
{
	size_t done = 0;

	while (done < n) {
		ssize_t w = write(*(int *)cookie, buf + done, n - done);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			lines_lost(buf + done, n - done, w < 0 ? errno : EIO);
			break;
		}
		done += w;
	}
	return n;
}

static int cookie_close(void *cookie)
{
	int r = close(*(int *)cookie);

	if (r < 0)
		warn("%s: %s", opt.outfile, strerror(errno));
	return 0;
}

static FILE *open_stream_or_die(const char *path)
{
	static int fd;
	static const cookie_io_functions_t io = { .write = cookie_write, .close = cookie_close };
	FILE *fp;

	/* not inherited by the tracee; -A appends */
	fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (run.append ? O_APPEND : O_TRUNC), 0666);
	if (fd < 0)
		die("Can't fopen '%s': %s", path, strerror(errno));
	fp = fopencookie(&fd, run.append ? "a" : "w", io);
	if (!fp)
		die("Can't fopen '%s': %s", path, strerror(errno));
	return fp;
}

void output_open(void)
{
	decor_init();
	if (opt.outfile && (opt.outfile[0] == '|' || opt.outfile[0] == '!')) {
		/* -o '|cmd': a pipe to a shell command, line-buffered */
		fflush(NULL);
		shared.fp = popen(opt.outfile + 1, "we");
		if (!shared.fp)
			die("Can't execute '%s': %s", "/bin/sh", strerror(errno));
		setvbuf(shared.fp, NULL, _IOLBF, BUFSIZ);
	} else if (opt.outfile && opt.follow < 2) {
		shared.fp = open_stream_or_die(opt.outfile);
		outbuf = xmalloc(1 << 16);
		setvbuf(shared.fp, outbuf, _IOFBF, 1 << 16);
	} else if (opt.outfile) {
		/* -ff: check now that files can be made in the directory, with
		 * no file made (making and removing one costs a short run a
		 * journal's writes) */
		const char *slash = strrchr(opt.outfile, '/');
		char dir[PATH_MAX];

		/* as strace: room for ".PID" in a path */
		if (strlen(opt.outfile) >= PATH_MAX - sizeof(int) * 3)
			die("%s: %s", opt.outfile, strerror(ENAMETOOLONG));
		snprintf(dir, sizeof(dir), "%.*s", slash ? (int)(slash - opt.outfile) + 1 : 1,
			 slash ? opt.outfile : ".");
		if (faccessat(AT_FDCWD, dir, W_OK | X_OK, AT_EACCESS) < 0)
			die("Can't fopen '%s.%u': %s", opt.outfile, 0u, strerror(errno));
	} else {
		shared.fp = stderr;
		setvbuf(stderr, NULL, _IOLBF, BUFSIZ);
	}
	if (opt.format && shared.fp)
		record_stream_open(shared.fp);
}

FILE *output_file(void)
{
	return shared.fp ? shared.fp : stderr;
}

static int output_is_pipe(void)
{
	return opt.outfile && (opt.outfile[0] == '|' || opt.outfile[0] == '!');
}

struct outstream *output_stream(struct tcb *t)
{
	if (!opt.outfile || opt.follow < 2 || output_is_pipe())
		return &shared;
	if (!t->out) {
		char path[4096];

		snprintf(path, sizeof(path), "%s.%u", opt.outfile, t->tid);
		t->out = xcalloc(1, sizeof(*t->out));
		t->out->fp = open_or_die(path);
		if (opt.format)
			record_stream_open(t->out->fp);
	}
	return t->out;
}

/* -ff: the task goes on under its new tid (a thread's execve): further
 * lines go to the end of that tid's file. */
void output_follow_tid(struct tcb *t)
{
	char path[4096];

	if (!t->out)
		return;
	fclose(t->out->fp);
	snprintf(path, sizeof(path), "%s.%u", opt.outfile, t->tid);
	t->out->fp = fopen(path, "ae");
	if (!t->out->fp)
		die("Can't fopen '%s': %s", path, strerror(errno));
	t->out->col = 0;
	t->out->owner = NULL;
}

/* A task is gone: close its own file (-ff). */
void output_forget(struct tcb *t)
{
	if (shared.owner == t)
		shared.owner = NULL;
	if (t->out) {
		if (opt.format) {
			record_stream_forget(t->out);
			record_stream_close(t->out->fp);
		}
		fclose(t->out->fp);
		free(t->out);
		t->out = NULL;
	}
}

/* Records were lost here: the trace says so where its gap is, on a line
 * that no call, signal or exit line can be (see output.h). */
void output_gap_line(FILE *fp, uint64_t n)
{
	if (opt.format) {
		record_gap(fp, n);
		return;
	}
	fprintf(fp, "!!! %llu record%s lost !!!\n", (unsigned long long)n, n == 1 ? "" : "s");
}

static void gap_line(struct outstream *s, struct tcb *owner, uint64_t n)
{
	if (owner)
		line_cut(owner);
	output_gap_line(s->fp, n);
	s->col = 0;
}

static void gap_in_own_file(struct tcb *t, void *arg)
{
	if (t->out)
		gap_line(t->out, t->out->owner == t && t->out->col ? t : NULL, *(uint64_t *)arg);
}

void output_gap(uint64_t n)
{
	if (opt.outfile && opt.follow == 2 && !output_is_pipe())
		tcb_foreach(gap_in_own_file, &n);   /* -ff: in every file open */
	else
		gap_line(&shared, shared.owner && shared.col ? shared.owner : NULL, n);
}

void output_flush(void)
{
	if (shared.fp)
		fflush(shared.fp);
}

void output_close(void)
{
	if (opt.format && shared.fp)
		record_stream_close(shared.fp);
	if (shared.fp && output_is_pipe()) {
		pclose(shared.fp);
		shared.fp = NULL;
	} else if (shared.fp && shared.fp != stderr) {
		fclose(shared.fp);
		shared.fp = NULL;
	}
}

int line_is_open(struct tcb *t)
{
	struct outstream *s = output_stream(t);

	return s->owner == t && s->col != 0;
}

void line_cut(struct tcb *t)
{
	struct outstream *s = output_stream(t);

	if (s->owner == t && s->col != 0 && opt.format) {
		record_end(s, true);
		s->col = 0;
		t->head = HEAD_UNFINISHED;
	} else if (s->owner == t && s->col != 0) {
		fputs(" <unfinished ...>\n", s->fp);
		s->col = 0;
		t->head = HEAD_UNFINISHED;
	}
	if (s->owner == t)
		s->owner = NULL;
}

static void print_prefix(struct tcb *t)
{
	if (opt.outfile && opt.follow == 2) {
		/* -ff: no pid column */
	} else if (opt.outfile && (opt.follow || attach_initial_tasks() > 1)) {
		const char *comm = dec.comm ? decor_comm(t) : NULL;

		if (comm) {
			tprintf("%u", t->tid);
			decor_print_comm(comm, sizeof(t->comm));
			tputc(' ');
		} else {
			tprintf("%-5u ", t->tid);
		}
	} else if (!opt.outfile && (tcb_count() > 1 || scope.mode)) {
		/* --cgroup, --system-wide: always, whatever else runs */
		const char *comm = dec.comm ? decor_comm(t) : NULL;

		if (comm) {
			tprintf("[pid %5u", t->tid);
			decor_print_comm(comm, sizeof(t->comm));
			tputs("] ");
		} else {
			tprintf("[pid %5u] ", t->tid);
		}
	}
	decor_prefix(t);
}

struct tcb *line_owner(void)
{
	return cur ? cur->owner : NULL;
}

void line_begin(struct tcb *t)
{
	struct outstream *s = output_stream(t);

	if (s->owner && s->col != 0)
		line_cut(s->owner);
	s->owner = t;
	s->col = 0;
	cur = s;
	if (opt.format)
		record_begin(s, t);   /* the prefix's parts are the record's fields */
	else
		print_prefix(t);
}

/* The structured forms: the line's record is written; what comes before
 * the next line (-k frames, -e read= dumps) makes records of its own. */
static void record_line_end(void)
{
	struct tcb *t = cur->owner;

	if (record_is_loose(cur)) {
		record_loose_end();
		return;
	}
	record_end(cur, false);
	cur->col = 0;
	cur->owner = NULL;
	cur = record_loose(cur, t);
}

void line_end(void)
{
	if (opt.format) {
		record_line_end();
		return;
	}
	putc_unlocked('\n', cur->fp);
	cur->col = 0;
	cur->owner = NULL;
}

/* Continue t's open line (after line_is_open(t)). */
void line_continue(struct tcb *t)
{
	cur = output_stream(t);
	if (opt.format && !(cur->owner == t && cur->col != 0))
		cur = record_loose(cur, t);
}

void tprintf(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vfprintf(cur->fp, fmt, ap);
	va_end(ap);
	if (n > 0)
		cur->col += n;
}

/* The output is written by this thread only: the _unlocked stdio calls
 * skip a lock per character, which shows at a million lines. */
void tputs(const char *s)
{
	tputn(s, strlen(s));
}

void tputn(const char *s, size_t n)
{
	fwrite_unlocked(s, 1, n, cur->fp);
	cur->col += n;
}

void tputc(char c)
{
	putc_unlocked(c, cur->fp);
	cur->col++;
}

void tabto(void)
{
	static const char spaces[] = "                                                                ";

	while (cur->col < opt.column) {
		int n = opt.column - cur->col;

		if (n > (int)sizeof(spaces) - 1)
			n = sizeof(spaces) - 1;
		fwrite_unlocked(spaces, 1, n, cur->fp);
		cur->col += n;
	}
}

/* What is printed between tcapture_begin() and tcapture_end() goes to a
 * memory buffer instead of the line, so that a decoder can print it in
 * another shape (the -X styles).  Captures do not nest. */
static FILE *capture_fp;
static char *capture_buf;
static size_t capture_len;
static FILE *captured_fp;
static int captured_col;

void tcapture_begin(void)
{
	if (!capture_fp) {
		capture_fp = open_memstream(&capture_buf, &capture_len);
		if (!capture_fp)
			die("Out of memory");
	}
	rewind(capture_fp);
	captured_fp = cur->fp;
	captured_col = cur->col;
	cur->fp = capture_fp;
}

const char *tcapture_end(void)
{
	/* a NUL ends the text: the buffer may hold a longer earlier capture */
	fputc(0, capture_fp);
	fflush(capture_fp);
	cur->fp = captured_fp;
	cur->col = captured_col;
	return capture_buf;
}
