/* Sharing the tracepoints with another tracer (such as another ebtrace).
 *
 * When a program leaves a tracepoint that keeps one other probe, and it
 * was the first, the kernel waits for an RCU grace period (8-24 ms here)
 * with the tracepoints' mutex held; with more left it does not wait.  Two
 * tracers on the same tracepoints make every exit of the older one such a
 * wait, eight in a row for ebtrace's hooks, and every tracer attaching
 * meanwhile waits for the mutex: side by side, ebtrace's attach took 7-9
 * ms on average instead of 0.5.  So a tracer that finds another one's
 * probe where it attaches adds a probe that does nothing after its own:
 * the other then leaves two behind, and this one takes its extra probe
 * away first when it ends.  Alone, nothing is added: the extra probe's
 * call would cost every event on the system a little. */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/bpf.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "progload.h"
#include "tpshare.h"

#define MAX_HOOKS 16

struct hook {
	char name[64];
	uint32_t link_id;      /* ours */
	bool shared;           /* another link is on the same tracepoint */
};

static int extra[MAX_HOOKS];
static int nextra;

/* The tracepoint of a raw tracepoint link, and its id: false for another
 * kind of link. */
static bool raw_tp_of(int fd, char *name, size_t size, uint32_t *id)
{
	struct bpf_link_info info;
	uint32_t len = sizeof(info);

	memset(&info, 0, sizeof(info));
	name[0] = '\0';
	info.raw_tracepoint.tp_name = (uint64_t)(uintptr_t)name;
	info.raw_tracepoint.tp_name_len = size;
	if (bpf_obj_get_info_by_fd(fd, &info, &len) || info.type != BPF_LINK_TYPE_RAW_TRACEPOINT)
		return false;
	name[size - 1] = '\0';
	*id = info.id;
	return true;
}

/* Which of our tracepoints another link is on. */
static void find_shared(struct hook *hooks, int nhooks)
{
	uint32_t id = 0;

	while (bpf_link_get_next_id(id, &id) == 0) {
		char name[64];
		uint32_t lid;
		int fd = bpf_link_get_fd_by_id(id);

		if (fd < 0)
			continue;
		if (raw_tp_of(fd, name, sizeof(name), &lid))
			for (int i = 0; i < nhooks; i++)
				if (lid != hooks[i].link_id && !strcmp(name, hooks[i].name))
					hooks[i].shared = true;
		close(fd);
	}
}

void tpshare_attach(const struct bpf_object_skeleton *s)
{
	struct hook hooks[MAX_HOOKS];
	int nhooks = 0, prog = -1;

	for (int i = 0; i < s->prog_cnt && nhooks < MAX_HOOKS; i++) {
		struct bpf_link *l = s->progs[i].link ? *s->progs[i].link : NULL;
		struct hook *h = &hooks[nhooks];

		if (l && raw_tp_of(bpf_link__fd(l), h->name, sizeof(h->name), &h->link_id)) {
			h->shared = false;
			nhooks++;
		}
	}
	if (!nhooks)
		return;
	find_shared(hooks, nhooks);
	for (int i = 0; i < nhooks; i++) {
		int fd;

		if (!hooks[i].shared)
			continue;
		if (prog < 0)
			prog = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "shared", "GPL", do_nothing,
					     DO_NOTHING_LEN, NULL);
		fd = prog < 0 ? -1 : bpf_raw_tracepoint_open(hooks[i].name, prog);
		if (fd >= 0)
			extra[nextra++] = fd;
	}
	if (prog >= 0)
		close(prog);   /* the links keep it */
}

/* First thing in the process that detaches ebtrace's programs (see
 * bpf_teardown), with the same raw calls as the rest of it. */
void tpshare_release(void)
{
	while (nextra > 0)
		syscall(SYS_close, extra[--nextra]);
}
