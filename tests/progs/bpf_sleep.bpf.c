/* A BPF_PROG_TYPE_SYSCALL program that sleeps where it copies from user
 * memory (a page whose fault a userfaultfd handler delays), so that its
 * frame is on the sleeping kernel stack of the task that runs it. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

struct args {
	__u64 ptr;
	__u64 value;
};

static __attribute__((noinline)) long fetch_word(struct args *a)
{
	__u64 v = 0;
	long err = bpf_copy_from_user(&v, sizeof(v), (void *)a->ptr); /* the line that sleeps */

	a->value = v;
	return err;
}

SEC("syscall")
int delayed_read(struct args *a)
{
	return fetch_word(a) ? 1 : 0;
}

char LICENSE[] SEC("license") = "GPL";
