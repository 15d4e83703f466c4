/* JSON text: strings escaped and the punctuation of objects and arrays,
 * written to a stdio stream (the structured output formats). */
#ifndef EBTRACE_JSON_H
#define EBTRACE_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* A string of bytes: each byte is one character, U+0000 to U+00FF (bytes
 * above 0x7f as \u00XX), so that any bytes make valid JSON and decoding it
 * as Latin-1 gives them back. */
void json_str(FILE *fp, const void *s, size_t len);
void json_cstr(FILE *fp, const char *s);

/* An object or array being written: keys and elements get their commas. */
struct jw {
	FILE *fp;
	int depth;
	bool first[8];
};
void jw_open(struct jw *w, FILE *fp);   /* "{" */
void jw_close(struct jw *w);            /* the last "}" */
void jw_key(struct jw *w, const char *key);   /* an object's key, or an array's next slot (NULL) */
void jw_obj(struct jw *w, const char *key);   /* key: { */
void jw_arr(struct jw *w, const char *key);   /* key: [ */
void jw_end(struct jw *w, char close);        /* '}' or ']' */
void jw_s(struct jw *w, const char *key, const char *s);
void jw_sn(struct jw *w, const char *key, const void *s, size_t len);
void jw_i(struct jw *w, const char *key, long long v);
void jw_u(struct jw *w, const char *key, unsigned long long v);
void jw_b(struct jw *w, const char *key, bool v);
void jw_null(struct jw *w, const char *key);
/* seconds from nanoseconds, with all nine digits */
void jw_secs(struct jw *w, const char *key, int64_t ns);

#endif
