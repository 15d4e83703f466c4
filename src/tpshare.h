/* Sharing the tracepoints with another tracer (see tpshare.c). */
#ifndef EBTRACE_TPSHARE_H
#define EBTRACE_TPSHARE_H

struct bpf_object_skeleton;

/* After the programs are attached: a probe that does nothing after ours
 * on each tracepoint another tracer's probe is on too. */
void tpshare_attach(const struct bpf_object_skeleton *s);
/* Before our own probes go: those added probes go first. */
void tpshare_release(void);

#endif
