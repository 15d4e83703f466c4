/* JSON escaping and the commas between members (see json.h). */
#include "json.h"

void json_str(FILE *fp, const void *s, size_t len)
{
	const unsigned char *p = s;

	putc_unlocked('"', fp);
	for (size_t i = 0; i < len; i++) {
		unsigned char ch = p[i];

		if (ch == '"' || ch == '\\') {
			putc_unlocked('\\', fp);
			putc_unlocked(ch, fp);
		} else if (ch == '\n') {
			fputs("\\n", fp);
		} else if (ch == '\t') {
			fputs("\\t", fp);
		} else if (ch < 0x20 || ch >= 0x7f) {
			fprintf(fp, "\\u%04x", ch);
		} else {
			putc_unlocked(ch, fp);
		}
	}
	putc_unlocked('"', fp);
}

void json_cstr(FILE *fp, const char *s)
{
	json_str(fp, s, __builtin_strlen(s));
}

void jw_open(struct jw *w, FILE *fp)
{
	w->fp = fp;
	w->depth = 0;
	w->first[0] = true;
	putc_unlocked('{', fp);
}

void jw_close(struct jw *w)
{
	while (w->depth > 0)
		jw_end(w, '}');
	putc_unlocked('}', w->fp);
}

void jw_key(struct jw *w, const char *key)
{
	if (!w->first[w->depth])
		putc_unlocked(',', w->fp);
	w->first[w->depth] = false;
	if (key) {
		json_cstr(w->fp, key);
		putc_unlocked(':', w->fp);
	}
}

static void nest(struct jw *w, const char *key, char open)
{
	jw_key(w, key);
	putc_unlocked(open, w->fp);
	if (w->depth + 1 < (int)sizeof(w->first))
		w->depth++;
	w->first[w->depth] = true;
}

void jw_obj(struct jw *w, const char *key)
{
	nest(w, key, '{');
}

void jw_arr(struct jw *w, const char *key)
{
	nest(w, key, '[');
}

void jw_end(struct jw *w, char close)
{
	putc_unlocked(close, w->fp);
	if (w->depth > 0)
		w->depth--;
}

void jw_s(struct jw *w, const char *key, const char *s)
{
	jw_key(w, key);
	json_cstr(w->fp, s);
}

void jw_sn(struct jw *w, const char *key, const void *s, size_t len)
{
	jw_key(w, key);
	json_str(w->fp, s, len);
}

void jw_i(struct jw *w, const char *key, long long v)
{
	jw_key(w, key);
	fprintf(w->fp, "%lld", v);
}

void jw_u(struct jw *w, const char *key, unsigned long long v)
{
	jw_key(w, key);
	fprintf(w->fp, "%llu", v);
}

void jw_b(struct jw *w, const char *key, bool v)
{
	jw_key(w, key);
	fputs(v ? "true" : "false", w->fp);
}

void jw_null(struct jw *w, const char *key)
{
	jw_key(w, key);
	fputs("null", w->fp);
}

void jw_secs(struct jw *w, const char *key, int64_t ns)
{
	jw_key(w, key);
	if (ns < 0) {
		putc_unlocked('-', w->fp);
		ns = -ns;
	}
	fprintf(w->fp, "%lld.%09lld", (long long)(ns / 1000000000), (long long)(ns % 1000000000));
}
