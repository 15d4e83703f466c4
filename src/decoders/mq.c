/* POSIX message queues: mq_open's flags and attributes, mq_getsetattr. */
#include <fcntl.h>
#include <string.h>

#include "common.h"

static const struct xlat mq_attr_flags[] = { XLAT(O_NONBLOCK), XLAT_END };

/* the kernel's struct mq_attr: four longs and four reserved */
struct mq_attr_k {
	int64_t mq_flags, mq_maxmsg, mq_msgsize, mq_curmsgs, reserved[4];
};

/* decode_flags: mq_getsetattr names O_NONBLOCK, mq_open shows a number */
static void print_mq_attr(const struct mq_attr_k *a, bool decode_flags)
{
	tputs("{mq_flags=");
	if (decode_flags)
		print_flags_dflt(mq_attr_flags, a->mq_flags, "O_???");
	else
		tprintf("%#llx", (unsigned long long)a->mq_flags);
	tprintf(", mq_maxmsg=%lld, mq_msgsize=%lld, mq_curmsgs=%lld}", (long long)a->mq_maxmsg,
		(long long)a->mq_msgsize, (long long)a->mq_curmsgs);
}

void print_mqattr(struct call *c, int arg, int param)
{
	struct mq_attr_k a;

	if (fetch_in(c, arg, &a, sizeof(a)))
		print_mq_attr(&a, true);
}

void print_omqattr(struct call *c, int arg, int param)
{
	struct mq_attr_k a;

	if (fetch_out(c, arg, &a, sizeof(a)))
		print_mq_attr(&a, true);
}

/* mq_open(name, flags, mode, attr): mode and attr only with O_CREAT */
void dec_mq_open(struct call *c, int exiting)
{
	struct mq_attr_k a;

	if (exiting)
		return;
	print_path_at(c, 0, c->args[0]);
	print_arg_sep();
	print_open_flags((unsigned)c->args[1]);
	if (!(c->args[1] & O_CREAT))
		return;
	print_argf("%#03o", (unsigned short)c->args[2]);
	print_arg_sep();
	if (fetch_in(c, 3, &a, sizeof(a)))
		print_mq_attr(&a, false);
}
