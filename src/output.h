/* Trace output: streams, column tracking, line prefixes and the
 * "<unfinished ...>" bookkeeping when lines of different tasks interleave. */
#ifndef EBTRACE_OUTPUT_H
#define EBTRACE_OUTPUT_H

#include "ebtrace.h"

struct outstream {
	FILE *fp;
	int col;            /* column of the next character */
	struct tcb *owner;  /* task whose line is open on this stream, or NULL */
};

void output_open(void);
void output_close(void);
void output_flush(void);
struct outstream *output_stream(struct tcb *t);
/* The shared trace stream (the -c table goes there too). */
FILE *output_file(void);
void output_forget(struct tcb *t);
/* "!!! N records lost !!!" ("1 record"): N records were lost at this
 * point of the trace (the ring was full).  No strace line starts with "!".
 * output_gap_line writes it to fp. */
void output_gap(uint64_t n);
void output_gap_line(FILE *fp, uint64_t n);
void output_follow_tid(struct tcb *t);

/* Start a new line for t: ends another task's open line with
 * " <unfinished ...>", then prints t's prefix. */
void line_begin(struct tcb *t);
void line_end(void);
/* The task whose line is being written, or NULL. */
struct tcb *line_owner(void);
/* Go on writing t's open line (line_is_open(t) is true). */
void line_continue(struct tcb *t);
/* The stream the current line goes to. */
void tprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void tputs(const char *s);
/* The n bytes at s (a length known already). */
void tputn(const char *s, size_t n);
void tputc(char c);
void tabto(void);
/* Whether t owns the open line of its stream. */
int line_is_open(struct tcb *t);
/* End t's open line, if any, with " <unfinished ...>". */
void line_cut(struct tcb *t);
/* Divert the output to memory; tcapture_end() returns the text (valid
 * until the next capture) and writes to the line again. */
void tcapture_begin(void);
const char *tcapture_end(void);

#endif
