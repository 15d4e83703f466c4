/* Runs the program of bpf_sleep.bpf.o (argv[1]) with BPF_PROG_RUN on a
 * page that is not there yet: a userfaultfd thread fills it 300 ms after
 * the fault, so the bpf() call sleeps inside the program meanwhile. */
#include <errno.h>
#include <fcntl.h>
#include <linux/userfaultfd.h>
#include <poll.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

static int uffd;
static char *page;
static long psize;

static void *filler(void *unused)
{
	struct uffd_msg msg;
	struct pollfd pfd = { .fd = uffd, .events = POLLIN };
	static char src[65536];
	struct uffdio_copy copy;

	(void)unused;
	if (poll(&pfd, 1, 10000) != 1 || read(uffd, &msg, sizeof(msg)) != sizeof(msg))
		return NULL;
	usleep(300000);
	memcpy(src, "42424242", 8);
	copy = (struct uffdio_copy){ .dst = (uintptr_t)page, .src = (uintptr_t)src, .len = psize };
	ioctl(uffd, UFFDIO_COPY, &copy);
	return NULL;
}

int main(int argc, char **argv)
{
	struct { uint64_t ptr, value; } args = { 0 };
	struct uffdio_api api = { .api = UFFD_API };
	struct uffdio_register reg;
	struct bpf_object *obj;
	struct bpf_program *prog;
	pthread_t th;
	int err;

	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = &args, .ctx_size_in = sizeof(args));

	if (argc != 2)
		return 2;
	psize = sysconf(_SC_PAGESIZE);
	uffd = syscall(SYS_userfaultfd, O_CLOEXEC);
	if (uffd < 0 || ioctl(uffd, UFFDIO_API, &api)) {
		perror("userfaultfd");
		return 3;
	}
	page = mmap(NULL, psize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	reg = (struct uffdio_register){ .range = { (uintptr_t)page, psize },
					.mode = UFFDIO_REGISTER_MODE_MISSING };
	if (page == MAP_FAILED || ioctl(uffd, UFFDIO_REGISTER, &reg)) {
		perror("UFFDIO_REGISTER");
		return 3;
	}
	obj = bpf_object__open_file(argv[1], NULL);
	if (!obj || bpf_object__load(obj)) {
		fprintf(stderr, "cannot load %s\n", argv[1]);
		return 4;
	}
	prog = bpf_object__find_program_by_name(obj, "delayed_read");
	if (!prog || pthread_create(&th, NULL, filler, NULL))
		return 5;
	args.ptr = (uintptr_t)page;
	err = bpf_prog_test_run_opts(bpf_program__fd(prog), &opts);
	pthread_join(th, NULL);
	printf("%d %d %.8s\n", err, opts.retval, (char *)&args.value);
	return err || opts.retval;
}
