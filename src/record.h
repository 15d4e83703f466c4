/* The structured forms of the trace (--output-format=json, chrome-trace).
 * Each line strace would print is rendered as text, as always, but into
 * memory, while the code that prints it says what each part is: a call's
 * name, each argument, the return value; a signal; an exit.  The leaf
 * printers (constants, flag sets, strings) add the values they print.
 * At the line's end the record is written as one JSON object, or as a
 * trace event.  Nothing is read back from the text. */
#ifndef EBTRACE_RECORD_H
#define EBTRACE_RECORD_H

#include "ebtrace.h"
#include "output.h"

struct xlat;

/* A record as its writers see it (the text spans are offsets in text). */
enum rec_type { REC_LINE, REC_CALL, REC_SIGNAL, REC_STOPPED, REC_EXIT, REC_PERSONALITY };
enum leaf_kind { LEAF_NONE, LEAF_CONST, LEAF_FLAGS, LEAF_STR };

struct rec_arg {
	size_t from, to;          /* its text */
	bool has_value, is_signed;
	uint64_t value;           /* a scalar's register, narrowed */
	int nleaves;
	enum leaf_kind leaf;      /* when there is one leaf */
	int names_from, names_to; /* LEAF_CONST, LEAF_FLAGS: in names[] */
	uint64_t rest;            /* LEAF_FLAGS: the bits no name has */
	size_t bytes_from, bytes_to;   /* LEAF_STR: in bytes */
	bool truncated;
};

struct record {
	enum rec_type type;
	struct tcb *t;
	uint32_t tid, tgid;
	const char *text;
	size_t len;
	uint64_t ts, enter_ts, exit_ts;   /* CLOCK_MONOTONIC ns; 0: unknown */
	int64_t wall_ns, rel_ns;          /* of ts; rel_ns: -r's delta */
	long nr;
	uint64_t ip;
	/* REC_CALL */
	const char *name;
	int nargs;
	struct rec_arg args[EBT_NARGS + 2];
	bool has_ret, failed, restart, noreturn, detached, cut;
	int64_t ret;
	size_t ret_from, ret_to;
	const char *err_name, *err_msg;
	/* REC_SIGNAL, REC_STOPPED, REC_EXIT, REC_PERSONALITY */
	int sig, status;
	bool signaled, core;
	uint32_t superseded_by;
	const char *mode;
	const char **names;
	const unsigned char *bytes;
};

/* chrome.c */
void chrome_open(FILE *fp);
void chrome_close(FILE *fp);
void chrome_write(FILE *fp, const struct record *r);
void chrome_gap(FILE *fp, uint64_t n, int64_t wall_ns);
FILE *chrome_summary_begin(FILE *fp);
void chrome_summary_end(FILE *fp);

/* An argument is being printed: the leaf printers note their values. */
extern bool rec_arg_open;

/* output.c: a line starts (its text goes to memory) and ends; cut: ended
 * by another task's line.  record_loose: text written outside a line
 * (-k frames, -e read= dumps) makes "line" records of task t. */
void record_begin(struct outstream *s, struct tcb *t);
void record_end(struct outstream *s, bool cut);
struct outstream *record_loose(struct outstream *s, struct tcb *t);
bool record_is_loose(const struct outstream *s);
void record_loose_end(void);
/* A stream opens and closes: the chrome-trace array's brackets. */
void record_stream_open(FILE *fp);
void record_stream_close(FILE *fp);
void record_stream_forget(struct outstream *s);
/* "!!! N records lost !!!" */
void record_gap(FILE *fp, uint64_t n);

/* trace.c: what the line is. */
void rec_call(struct tcb *t, uint64_t enter_ts, const struct call *c, bool raw);
/* Argument i (its text is what is printed until rec_arg_end); a decoder
 * that prints several arguments separates them with print_arg_sep(). */
void rec_arg_begin(int i);
void rec_arg_end(void);
/* Ends the argument open (before a ", "): the index of the next one, or
 * -1 outside a call's line. */
int rec_arg_close(void);
void rec_ret_begin(void);
void rec_ret_end(const struct call *c, uint64_t exit_ts);
void rec_error(const char *name, const char *msg, bool restart);
void rec_noreturn(uint64_t ts);
void rec_detached(void);
void rec_signal(int sig, bool stopped);
void rec_exit(int wstatus, uint32_t superseded_by);
void rec_personality(const char *mode);

/* The leaf printers. */
void rec_leaf_const(const char *name);
void rec_leaf_flags(const struct xlat *x, uint64_t val, const char *zero_name);
void rec_leaf_str(const void *buf, size_t len, bool truncated);
void rec_compose_begin(void);
void rec_compose_end(void);

/* count.c: the -c table of one personality as one object. */
struct jw;
FILE *record_summary_begin(struct jw *w, FILE *fp, const char *mode);
void record_summary_end(struct jw *w);

#endif
