/* The -c/-C summary, laid out exactly like strace's: columns chosen with -U,
 * rows sorted with -S (ties stay in syscall-number order), widths growing
 * with the numbers, errors blank when zero, the last column unpadded. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "bpf_setup.h"
#include "count.h"
#include "filter.h"
#include "json.h"
#include "options.h"
#include "record.h"
#include "personality.h"
#include "output.h"
#include "syscalls.h"

struct count_opts cnt;

enum column {
	COL_NONE, COL_PERCENT, COL_TOTAL, COL_MIN, COL_MAX, COL_AVG, COL_CALLS, COL_ERRORS,
	COL_NAME, COL_COUNT
};

static const struct {
	const char *name;
	enum column col;
} column_names[] = {
	{ "time", COL_PERCENT }, { "time_percent", COL_PERCENT }, { "time-percent", COL_PERCENT },
	{ "time_total", COL_TOTAL }, { "time-total", COL_TOTAL }, { "total_time", COL_TOTAL },
	{ "total-time", COL_TOTAL },
	{ "min_time", COL_MIN }, { "min-time", COL_MIN }, { "shortest", COL_MIN },
	{ "time_min", COL_MIN }, { "time-min", COL_MIN },
	{ "longest", COL_MAX }, { "max_time", COL_MAX }, { "max-time", COL_MAX },
	{ "time_max", COL_MAX }, { "time-max", COL_MAX },
	{ "avg_time", COL_AVG }, { "avg-time", COL_AVG }, { "time_avg", COL_AVG },
	{ "time-avg", COL_AVG },
	{ "calls", COL_CALLS }, { "count", COL_CALLS },
	{ "error", COL_ERRORS }, { "errors", COL_ERRORS },
	{ "name", COL_NAME }, { "syscall", COL_NAME }, { "syscall_name", COL_NAME },
	{ "syscall-name", COL_NAME },
	{ "none", COL_NONE }, { "nothing", COL_NONE },
};
#define NCOLUMN_NAMES (sizeof(column_names) / sizeof(column_names[0]))

static enum column columns[COL_COUNT] = {
	COL_PERCENT, COL_TOTAL, COL_AVG, COL_CALLS, COL_ERRORS, COL_NAME
};
static enum column sort_by = COL_PERCENT;

void count_set_sortby(const char *key)
{
	for (size_t i = 0; i < NCOLUMN_NAMES; i++)
		if (!strcmp(column_names[i].name, key)) {
			sort_by = column_names[i].col;
			return;
		}
	die_usage("invalid sortby: '%s'", key);
}

void count_set_columns(const char *s)
{
	bool seen[COL_COUNT] = { false };
	const char *prev = s;
	size_t n = 0;

	memset(columns, 0, sizeof(columns));
	for (;;) {
		const char *comma = strchr(prev, ',');
		size_t len = comma ? (size_t)(comma - prev) : strlen(prev);
		bool found = false;

		for (size_t i = 0; i < NCOLUMN_NAMES; i++) {
			enum column c = column_names[i].col;

			if (strncmp(column_names[i].name, prev, len) || column_names[i].name[len] ||
			    c == COL_NONE)
				continue;
			if (seen[c])
				die_usage("call summary column has been provided more than once: "
					  "'%s' (-U option residual: '%s')", column_names[i].name, prev);
			columns[n++] = c;
			seen[c] = found = true;
			break;
		}
		if (!found)
			die_usage("unknown column name: '%.*s'", (int)len, prev);
		if (!comma)
			break;
		prev = comma + 1;
	}
	/* the table means nothing without the names */
	if (!seen[COL_NAME])
		columns[n++] = COL_NAME;
}

/* strace's time syntax: NUMBER[s|ms|us|ns], microseconds by default */
int count_set_overhead(const char *s)
{
	size_t flen = strspn(s, "eE.-+0123456789"), ilen = strspn(s, "+0123456789");
	static const struct { const char *sfx; double ns; } units[] = {
		{ "", 1000 }, { "s", 1e9 }, { "ms", 1e6 }, { "us", 1000 }, { "ns", 1 },
	};
	char *end;
	double v;

	if (flen > ilen) {
		v = strtod(s, &end);
		if (end == s || v < 0)
			return -1;
	} else {
		long long n = str_to_uint(s, &end, (unsigned long long)-1 >> 1, "smun");

		if (n < 0)
			return -1;
		v = n;
	}
	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++)
		if (!strcasecmp(end, units[i].sfx)) {
			cnt.overhead_ns = v * units[i].ns;
			return 0;
		}
	return -1;
}

bool count_in_kernel(void)
{
	return cnt.mode != COUNT_NONE && !pathtrace_active();
}

/* ---- counting in user space (when calls are filtered there: -P) ---------- */

static struct ebt_count *user_counts;

void count_call(long nr, int64_t ret, uint64_t ns)
{
	struct ebt_count *c;

	if (nr < 0 || nr >= EBT_MAX_SYSCALLS)
		return;
	if (!user_counts)
		user_counts = xcalloc(EBT_MAX_SYSCALLS, sizeof(*user_counts));
	c = &user_counts[nr];
	ns = ns > cnt.overhead_ns ? ns - cnt.overhead_ns : 0;
	if (!c->calls || ns < c->min_ns)
		c->min_ns = ns;
	if (ns > c->max_ns)
		c->max_ns = ns;
	c->calls++;
	if (ret < 0 && ret >= -4095)
		c->errors++;
	c->time_ns += ns;
}

/* ---- the table -------------------------------------------------------------- */

static const struct ebt_count *tab;

static double secs(uint64_t ns)
{
	return (double)(ns / 1000000000) + (double)(ns % 1000000000) / 1e9;
}

static uint64_t avg_ns(const struct ebt_count *c)
{
	return c->calls ? c->time_ns / c->calls : 0;
}

static uint64_t key_of(long nr)
{
	const struct ebt_count *c = &tab[nr];

	switch (sort_by) {
	case COL_PERCENT:
	case COL_TOTAL: return c->time_ns;
	case COL_MIN: return c->min_ns;
	case COL_MAX: return c->max_ns;
	case COL_AVG: return avg_ns(c);
	case COL_CALLS: return c->calls;
	case COL_ERRORS: return c->errors;
	default: return 0;
	}
}

static const char *name_of(long nr)
{
	const struct sysent *se = sysent_of(nr);
	static char buf[32];

	if (se && se->name)
		return se->name;
	snprintf(buf, sizeof(buf), "syscall_%#lx", (unsigned long)ebt_key_nr(nr));
	return buf;
}

/* descending by the key (ascending by name), then by number: a stable sort */
static int cmp_rows(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	if (sort_by == COL_NAME) {
		char nx[32];
		int r;

		snprintf(nx, sizeof(nx), "%s", name_of(x));
		r = strcmp(nx, name_of(y));
		if (r)
			return r;
	} else if (sort_by != COL_NONE) {
		uint64_t kx = key_of(x), ky = key_of(y);

		if (kx != ky)
			return kx > ky ? -1 : 1;
	}
	return x < y ? -1 : x > y;
}

static int num_chars(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	return n > 0 ? n : 0;
}

static int max_int(int a, int b)
{
	return a > b ? a : b;
}

struct totals {
	uint64_t time_ns, calls, errors, min_ns, max_ns, min_max_ns, avg_max_ns;
};

static void print_cell(FILE *fp, enum column c, int width, bool last, const struct ebt_count *row,
		       const char *name, double percent, uint64_t avg_usecs)
{
	switch (c) {
	case COL_PERCENT: fprintf(fp, "%*.2f", width, percent); break;
	case COL_TOTAL: fprintf(fp, "%*.6f", width, secs(row->time_ns)); break;
	case COL_MIN: fprintf(fp, "%*.6f", width, secs(row->min_ns)); break;
	case COL_MAX: fprintf(fp, "%*.6f", width, secs(row->max_ns)); break;
	case COL_AVG: fprintf(fp, "%*llu", width, (unsigned long long)avg_usecs); break;
	case COL_CALLS: fprintf(fp, "%*llu", width, (unsigned long long)row->calls); break;
	case COL_ERRORS: fprintf(fp, "%*.0llu", width, (unsigned long long)row->errors); break;
	case COL_NAME:
		if (last)
			fputs(name, fp);
		else
			fprintf(fp, "%-*s", width, name);
		break;
	default: break;
	}
}

static void print_row(FILE *fp, const int *width, int ncols, const struct ebt_count *row,
		      const char *name, double percent, uint64_t avg_usecs)
{
	for (int i = 0; i < ncols; i++) {
		if (i)
			fputc(' ', fp);
		print_cell(fp, columns[i], width[columns[i]], i == ncols - 1, row, name, percent,
			   avg_usecs);
	}
	fputc('\n', fp);
}

static void print_divider(FILE *fp, const int *width, int ncols)
{
	for (int i = 0; i < ncols; i++) {
		if (i)
			fputc(' ', fp);
		for (int j = 0; j < width[columns[i]]; j++)
			fputc('-', fp);
	}
	fputc('\n', fp);
}

static void json_row(struct jw *w, const struct ebt_count *c, double percent)
{
	jw_u(w, "calls", c->calls);
	jw_u(w, "errors", c->errors);
	jw_secs(w, "seconds", c->time_ns);
	jw_key(w, "percent");
	fprintf(w->fp, "%.2f", percent);
	jw_secs(w, "min_seconds", c->min_ns);
	jw_secs(w, "max_seconds", c->max_ns);
}

/* The structured forms: the table as one object, its rows in the table's
 * order. */
static void json_table(FILE *fp, const struct ebt_count *counts, const long *rows, int nrows,
		       const struct ebt_count *total, const char *mode)
{
	struct jw w;

	fp = record_summary_begin(&w, fp, mode);
	jw_arr(&w, "syscalls");
	for (int r = 0; r < nrows; r++) {
		const struct ebt_count *c = &counts[rows[r]];

		jw_obj(&w, NULL);
		jw_s(&w, "syscall", name_of(rows[r]));
		json_row(&w, c, total->time_ns ? 100.0 * c->time_ns / total->time_ns : 0.0);
		jw_end(&w, '}');
	}
	jw_end(&w, ']');
	jw_obj(&w, "total");
	json_row(&w, total, 100.0);
	jw_end(&w, '}');
	record_summary_end(&w);
}

/* The table of one personality: the keys from its first one on (mode: its
 * name, NULL for the native one). */
static void print_table(FILE *fp, const struct ebt_count *counts, long first, const char *mode)
{
	static const char *const header[COL_COUNT] = {
		[COL_PERCENT] = "% time", [COL_TOTAL] = "seconds", [COL_MIN] = "shortest",
		[COL_MAX] = "longest", [COL_AVG] = "usecs/call", [COL_CALLS] = "calls",
		[COL_ERRORS] = "errors", [COL_NAME] = "syscall",
	};
	struct totals t = { .min_ns = UINT64_MAX };
	long rows[EBT_MAX_SYSCALLS];
	int nrows = 0, ncols = 0, width[COL_COUNT];
	size_t name_max = 0;
	double cum;

	tab = counts;
	for (long nr = first; nr < EBT_MAX_SYSCALLS && ebt_key_pers(nr, 0) == ebt_key_pers(first, 0);
	     nr++) {
		const struct ebt_count *c = &counts[nr];

		if (!c->calls)
			continue;
		rows[nrows++] = nr;
		t.time_ns += c->time_ns;
		t.calls += c->calls;
		t.errors += c->errors;
		if (c->min_ns < t.min_ns)
			t.min_ns = c->min_ns;
		if (c->min_ns > t.min_max_ns)
			t.min_max_ns = c->min_ns;
		if (c->max_ns > t.max_ns)
			t.max_ns = c->max_ns;
		if (avg_ns(c) > t.avg_max_ns)
			t.avg_max_ns = avg_ns(c);
		if (strlen(name_of(nr)) > name_max)
			name_max = strlen(name_of(nr));
	}
	if (!nrows)
		return;
	cum = secs(t.time_ns);
	qsort(rows, nrows, sizeof(rows[0]), cmp_rows);
	if (opt.format) {
		struct ebt_count total = {
			.calls = t.calls, .errors = t.errors, .time_ns = t.time_ns,
			.min_ns = t.min_ns, .max_ns = t.max_ns,
		};

		json_table(fp, counts, rows, nrows, &total, mode);
		return;
	}

	width[COL_PERCENT] = 6;
	width[COL_TOTAL] = max_int(11, num_chars("%.6f", cum));
	width[COL_MIN] = max_int(8, num_chars("%llu.000000", (unsigned long long)(t.min_max_ns / 1000000000)));
	width[COL_MAX] = max_int(7, num_chars("%llu.000000", (unsigned long long)(t.max_ns / 1000000000)));
	width[COL_AVG] = max_int(11, num_chars("%llu", (unsigned long long)(secs(t.avg_max_ns) * 1e6)));
	width[COL_CALLS] = max_int(9, num_chars("%llu", (unsigned long long)t.calls));
	width[COL_ERRORS] = max_int(9, num_chars("%llu", (unsigned long long)t.errors));
	width[COL_NAME] = max_int(16, name_max + 1);
	while (ncols < COL_COUNT && columns[ncols] != COL_NONE)
		ncols++;

	for (int i = 0; i < ncols; i++) {
		enum column c = columns[i];

		if (i)
			fputc(' ', fp);
		if (c == COL_NAME && i == ncols - 1)
			fputs(header[c], fp);
		else if (c == COL_NAME)
			fprintf(fp, "%-*s", width[c], header[c]);
		else
			fprintf(fp, "%*s", width[c], header[c]);
	}
	fputc('\n', fp);
	print_divider(fp, width, ncols);
	for (int r = 0; r < nrows; r++) {
		const struct ebt_count *c = &counts[rows[r]];
		double percent = 100.0 * secs(c->time_ns);

		if (percent != 0.0)
			percent /= cum;
		print_row(fp, width, ncols, c, name_of(rows[r]), percent,
			  (uint64_t)(secs(avg_ns(c)) * 1e6));
	}
	print_divider(fp, width, ncols);
	{
		struct ebt_count total = {
			.calls = t.calls, .errors = t.errors, .time_ns = t.time_ns,
			.min_ns = t.min_ns, .max_ns = t.max_ns,
		};

		print_row(fp, width, ncols, &total, "total", 100.0, (uint64_t)(cum / t.calls * 1e6));
	}
}

/* One table for each personality that made calls, as strace: the native
 * one first, the others under a title. */
static void print_tables(FILE *fp, const struct ebt_count *counts)
{
	int npers;
	const struct personality *pers = personalities(&npers);

	for (int p = 0; p < EBT_NPERS && p < npers; p++) {
		long first = ebt_sys_key(0, p);
		bool any = false;

		for (long nr = first; nr < first + EBT_PERS_SPAN; nr++)
			any |= counts[nr].calls != 0;
		if (!any)
			continue;
		if (p && !opt.format)
			fprintf(fp, "System call usage summary for %s mode:\n", pers[p].mode);
		print_table(fp, counts, first, p ? pers[p].mode : NULL);
	}
}

void count_report(FILE *fp)
{
	struct ebt_count *counts;
	uint64_t lost;

	if (!cnt.mode)
		return;
	if (!count_in_kernel()) {
		if (user_counts)
			print_tables(fp, user_counts);
		/* made of the records: the calls they are missing, under it
		 * (counted in the kernel, no call is ever missing) */
		lost = bpf_lost_events();
		if (lost)
			output_gap_line(fp, lost);
		fflush(fp);
		return;
	}
	counts = xcalloc(EBT_MAX_SYSCALLS, sizeof(*counts));
	bpf_read_counts(counts);
	print_tables(fp, counts);
	free(counts);
	fflush(fp);
}
