/* --output-format=chrome-trace: the Trace Event format's JSON array, which
 * Perfetto and chrome://tracing open.  A call is a complete event ("X")
 * on its thread's track, signals and exits are instant events, and each
 * process and thread is named once.  The array is opened with a first
 * event, so that each later one starts with its comma, and closed when
 * the stream is (also on SIGINT), which keeps the file a JSON document. */
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "decorate.h"
#include "json.h"
#include "options.h"
#include "record.h"
#include "signals.h"

/* ids already named: a small open-addressing set (0 is no id) */
static uint32_t *named;
static size_t named_room, named_count;

static bool first_sight(uint32_t id)
{
	size_t i;

	if (2 * (named_count + 1) > named_room) {
		uint32_t *old = named;
		size_t old_room = named_room;

		named_room = named_room ? 2 * named_room : 256;
		named = xcalloc(named_room, sizeof(*named));
		named_count = 0;
		for (size_t j = 0; j < old_room; j++)
			if (old[j])
				first_sight(old[j]);
		free(old);
	}
	for (i = id * 2654435761u % named_room; named[i]; i = (i + 1) % named_room)
		if (named[i] == id)
			return false;
	named[i] = id;
	named_count++;
	return true;
}

static void us(FILE *fp, int64_t ns)
{
	fprintf(fp, "%lld.%03lld", (long long)(ns / 1000), (long long)(ns % 1000));
}

static void event_head(struct jw *w, FILE *fp, const char *name, const char *cat, const char *ph,
		       uint32_t pid, uint32_t tid)
{
	fputs(",\n", fp);
	jw_open(w, fp);
	jw_s(w, "name", name);
	if (cat)
		jw_s(w, "cat", cat);
	jw_s(w, "ph", ph);
	jw_u(w, "pid", pid);
	jw_u(w, "tid", tid);
}

static void name_track(FILE *fp, const char *what, uint32_t pid, uint32_t tid, const char *name)
{
	struct jw w;
	char num[32];

	if (!name) {
		snprintf(num, sizeof(num), "%u", tid);
		name = num;
	}
	event_head(&w, fp, what, NULL, "M", pid, tid);
	jw_obj(&w, "args");
	jw_s(&w, "name", name);
	jw_close(&w);
}

static void name_tracks(FILE *fp, const struct record *r)
{
	const char *comm = r->t ? decor_comm(r->t) : NULL;

	/* a thread id and a process id are the same numbers: apart by sign */
	if (first_sight(r->tid))
		name_track(fp, "thread_name", r->tgid, r->tid, comm);
	if (first_sight(r->tgid | 0x80000000u))
		name_track(fp, "process_name", r->tgid, r->tgid, r->tid == r->tgid ? comm : NULL);
}

void chrome_open(FILE *fp)
{
	struct jw w;

	fputs("[\n", fp);
	jw_open(&w, fp);
	jw_s(&w, "name", "ebtrace");
	jw_s(&w, "ph", "M");
	jw_u(&w, "pid", 0);
	jw_u(&w, "tid", 0);
	jw_obj(&w, "args");
	jw_s(&w, "format", "ebtrace-chrome-trace");
	jw_i(&w, "version", 1);
	jw_s(&w, "ebtrace", PACKAGE_VERSION);
	jw_close(&w);
}

void chrome_close(FILE *fp)
{
	fputs("\n]\n", fp);
}

static void write_call(FILE *fp, const struct record *r)
{
	uint64_t end = r->exit_ts ? r->exit_ts : r->ts;
	uint64_t start = r->enter_ts && r->enter_ts <= end ? r->enter_ts : end;
	struct jw w;

	event_head(&w, fp, r->name, "syscall", "X", r->tgid, r->tid);
	jw_key(&w, "ts");
	us(fp, decor_wall_ns(start));
	jw_key(&w, "dur");
	us(fp, end - start);
	jw_obj(&w, "args");
	jw_arr(&w, "args");
	for (int i = 0; i < r->nargs; i++)
		jw_sn(&w, NULL, r->text + r->args[i].from, r->args[i].to - r->args[i].from);
	jw_end(&w, ']');
	if (r->has_ret)
		jw_sn(&w, "retval", r->text + r->ret_from, r->ret_to - r->ret_from);
	if (r->has_ret && r->failed && r->err_name)
		jw_s(&w, "error", r->err_name);
	if (r->noreturn)
		jw_b(&w, "noreturn", true);
	if (r->cut)
		jw_b(&w, "unfinished", true);
	jw_close(&w);
}

static void write_instant(FILE *fp, const struct record *r, const char *name, const char *cat)
{
	struct jw w;

	event_head(&w, fp, name, cat, "i", r->tgid, r->tid);
	jw_s(&w, "s", "t");
	jw_key(&w, "ts");
	us(fp, r->wall_ns);
	jw_obj(&w, "args");
	jw_sn(&w, "text", r->text, r->len);
	jw_close(&w);
}

void chrome_write(FILE *fp, const struct record *r)
{
	if (r->type == REC_LINE)
		return;   /* -k frames, dumps: no place on a timeline */
	name_tracks(fp, r);
	switch (r->type) {
	case REC_CALL:
		write_call(fp, r);
		break;
	case REC_SIGNAL:
	case REC_STOPPED:
		write_instant(fp, r, signal_name(r->sig), "signal");
		break;
	case REC_EXIT:
		write_instant(fp, r, r->superseded_by ? "superseded" : r->signaled ? "killed" : "exit",
			      "process");
		break;
	default:
		write_instant(fp, r, "personality", "process");
		break;
	}
}

void chrome_gap(FILE *fp, uint64_t n, int64_t wall_ns)
{
	struct jw w;

	event_head(&w, fp, "records lost", "ebtrace", "i", 0, 0);
	jw_s(&w, "s", "g");
	jw_key(&w, "ts");
	us(fp, wall_ns);
	jw_obj(&w, "args");
	jw_u(&w, "records", n);
	jw_close(&w);
}

FILE *chrome_summary_begin(FILE *fp)
{
	fputs(",\n{\"name\":\"syscall_summary\",\"ph\":\"M\",\"pid\":0,\"tid\":0,\"args\":", fp);
	return fp;
}

void chrome_summary_end(FILE *fp)
{
	putc_unlocked('}', fp);
}
