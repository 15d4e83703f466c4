/* Calls whose arguments are structs or arrays of them, by family (argv[1]),
 * with good, short and faulting arguments.  Each call only asks about or
 * acts on this process and what it creates. */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/dqblk_xfs.h>
#include <linux/futex.h>
#include <linux/io_uring.h>
#include <linux/quota.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <mqueue.h>
#include <signal.h>
#include <linux/kexec.h>
#include <linux/perf_event.h>
#include <linux/keyctl.h>
#include <linux/sysctl.h>
#include <sys/mman.h>
#include <sys/timex.h>
#include <sys/uio.h>
#include <time.h>
#include <sys/syscall.h>
#include <unistd.h>

/* A buffer of n bytes that ends where an unmapped page begins. */
static void *page_end(size_t n)
{
	long ps = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		return NULL;
	munmap(p + ps, ps);
	return p + ps - n;
}

static void move_pages_calls(void)
{
	pid_t pid = 0;   /* this process */
	void **pages = page_end(4 * sizeof(void *));
	int *nodes = page_end(4 * sizeof(int));
	int *status = page_end(4 * sizeof(int));
	static char data[2][4096] __attribute__((aligned(4096)));

	data[0][0] = data[1][0] = 1;
	pages[0] = data[0];
	pages[1] = data[1];
	pages[2] = (char *)status + 4 * sizeof(int);   /* unmapped */
	pages[3] = data[0];
	memset(nodes, 0, 4 * sizeof(int));
	syscall(SYS_move_pages, pid, 0, pages, NULL, status, 2);
	syscall(SYS_move_pages, pid, 2, pages, NULL, status, 2);
	syscall(SYS_move_pages, pid, 4, pages, NULL, status, 2);
	syscall(SYS_move_pages, pid, 2, pages, nodes, status, 4);
	syscall(SYS_move_pages, pid, 5, pages, nodes, status, 4);
	syscall(SYS_move_pages, pid, 2, pages + 3, nodes + 3, status, 2);
	syscall(SYS_move_pages, pid, 1, NULL, NULL, status, 0xff);
}

/* XFS quota commands on a device that is none: they fail, unless the
 * trace injects a success, which shows the structs as filled here. */
static void quota_calls(void)
{
	uint32_t *flags = page_end(sizeof(*flags));
	struct fs_disk_quota *dq = page_end(sizeof(*dq));
	struct fs_quota_stat *qs = page_end(sizeof(*qs));
	struct fs_quota_statv *qv = page_end(sizeof(*qv));
	const char *dev = "/dev/null";

	*flags = FS_QUOTA_UDQ_ACCT | FS_QUOTA_PDQ_ENFD | 0x1000;
	memset(dq, 0x81, sizeof(*dq));
	memset(qs, 0x92, sizeof(*qs));
	memset(qv, 0xa3, sizeof(*qv));
	syscall(SYS_quotactl, QCMD(Q_XQUOTAON, USRQUOTA), dev, 0, flags);
	syscall(SYS_quotactl, QCMD(Q_XQUOTAOFF, 5), dev, 0, flags + 1);
	syscall(SYS_quotactl, QCMD(Q_XQUOTARM, GRPQUOTA), dev, 0, flags);
	syscall(SYS_quotactl, QCMD(Q_XSETQLIM, PRJQUOTA), dev, 1000, dq);
	syscall(SYS_quotactl, QCMD(Q_XSETQLIM, PRJQUOTA), dev, 1000, (char *)dq + 1);
	syscall(SYS_quotactl, QCMD(Q_XGETQUOTA, USRQUOTA), dev, -1, dq);
	syscall(SYS_quotactl, QCMD(Q_XGETNEXTQUOTA, GRPQUOTA), dev, 0, NULL);
	syscall(SYS_quotactl, QCMD(Q_XGETQSTAT, USRQUOTA), dev, 0, qs);
	syscall(SYS_quotactl, QCMD(Q_XGETQSTATV, USRQUOTA), dev, 0, qv);
	syscall(SYS_quotactl_fd, -1, QCMD(Q_XGETQSTATV, PRJQUOTA), 0, qv);
}

/* kexec_load with an architecture no kernel knows (refused before any
 * segment is looked at), _sysctl (gone from kernels), adjtimex and
 * clock_adjtime that only read, vmsplice into a pipe of this process. */
static void admin_calls(void)
{
	struct kexec_segment *segs = page_end(3 * sizeof(*segs));
	struct __sysctl_args *sa = page_end(sizeof(*sa));
	struct timex *tx = page_end(sizeof(*tx));
	struct iovec *iov = page_end(2 * sizeof(*iov));
	const unsigned long bad_arch = 0xdead0000;
	int fds[2];

	for (int i = 0; i < 3; i++) {
		segs[i].buf = i ? (void *)segs : NULL;
		segs[i].bufsz = 4096 * i + 1;
		segs[i].mem = (void *)(0x100000UL * i);
		segs[i].memsz = 8192;
	}
	syscall(SYS_kexec_load, 0x1000, 3, segs, bad_arch);
	syscall(SYS_kexec_load, 0x1000, 4, segs, bad_arch | KEXEC_ON_CRASH);
	syscall(SYS_kexec_load, 0x1000, 17, segs, bad_arch);
	syscall(SYS_kexec_load, 0, 0, NULL, bad_arch);
	memset(sa, 0, sizeof(*sa));
	syscall(SYS__sysctl, sa);
	sa->nlen = 3;
	sa->newlen = 10;
	sa->name = (int *)sa;
	syscall(SYS__sysctl, sa);
	syscall(SYS__sysctl, (char *)sa + 8);
	memset(tx, 0, sizeof(*tx));
	tx->modes = ADJ_OFFSET_SS_READ;
	tx->status = STA_PLL | STA_NANO | 0x10000;
	tx->time.tv_sec = 123;
	tx->tai = -5;
	syscall(SYS_adjtimex, tx);
	syscall(SYS_clock_adjtime, CLOCK_REALTIME, tx);
	syscall(SYS_clock_adjtime, 99, tx);
	syscall(SYS_adjtimex, (char *)tx + 1);
	if (pipe2(fds, O_NONBLOCK))
		return;
	iov[0].iov_base = "abc";
	iov[0].iov_len = 3;
	iov[1].iov_base = "defgh";
	iov[1].iov_len = 5;
	syscall(SYS_vmsplice, fds[1], iov, 2, SPLICE_F_NONBLOCK);
	syscall(SYS_vmsplice, fds[1], iov + 1, 2, SPLICE_F_NONBLOCK | 0x40);
	syscall(SYS_vmsplice, fds[1], NULL, 0, 0);
	/* iovec counts are unsigned longs */
	syscall(SYS_writev, -1, NULL, -1L);
	syscall(SYS_preadv, -1, NULL, 0xfffffffffL, 0, 0);
	syscall(SYS_pwritev2, -1, NULL, -2L, 0, 0, 0);
}

/* Registrations on the ring (or on /dev/null, which refuses them), with
 * arrays that end where an unmapped page begins and counts that lie. */
static void io_uring_register_calls(int ring)
{
	int null = open("/dev/null", O_RDONLY);
	int *fds = page_end(3 * sizeof(int));
	uint64_t *tags = page_end(3 * sizeof(uint64_t));
	struct iovec *iov = page_end(2 * sizeof(*iov));
	struct io_uring_rsrc_register *reg = page_end(sizeof(*reg) + 8);
	struct io_uring_rsrc_update2 *upd = page_end(sizeof(*upd));
	struct io_uring_restriction *res = page_end(2 * sizeof(*res));
	struct io_uring_probe *probe = page_end(sizeof(*probe) + 4 * sizeof(probe->ops[0]));
	uint32_t *workers = page_end(2 * sizeof(uint32_t));
	static char buf[64];

	fds[0] = null;
	fds[1] = -1;
	fds[2] = IORING_REGISTER_FILES_SKIP;
	tags[0] = 0x1337;
	tags[1] = 0;
	tags[2] = 0xfacefeed;
	iov[0].iov_base = buf;
	iov[0].iov_len = sizeof(buf);
	iov[1].iov_base = NULL;
	iov[1].iov_len = 1;
	syscall(SYS_io_uring_register, null, IORING_REGISTER_FILES, fds, 3);
	syscall(SYS_io_uring_register, null, IORING_REGISTER_FILES, fds + 1, 3);
	syscall(SYS_io_uring_register, null, IORING_REGISTER_BUFFERS, iov, 2);
	syscall(SYS_io_uring_register, null, 0xbadc0de, buf, 7);
	memset(reg, 0, sizeof(*reg) + 8);
	reg->nr = 3;
	reg->data = (uintptr_t)fds;
	reg->tags = (uintptr_t)(tags + 1);
	syscall(SYS_io_uring_register, null, IORING_REGISTER_FILES2, reg, 32);
	syscall(SYS_io_uring_register, null, IORING_REGISTER_FILES2, reg, 40);
	((char *)reg)[35] = 7;
	syscall(SYS_io_uring_register, null, IORING_REGISTER_FILES2, reg, 40);
	syscall(SYS_io_uring_register, null, IORING_REGISTER_FILES2, reg, 48);
	reg->nr = 2;
	reg->data = (uintptr_t)iov;
	syscall(SYS_io_uring_register, null, IORING_REGISTER_BUFFERS2, reg, 32);
	memset(upd, 0, sizeof(*upd));
	upd->offset = 1;
	upd->nr = 4;
	upd->data = (uintptr_t)fds;
	upd->tags = (uintptr_t)tags;
	syscall(SYS_io_uring_register, null, IORING_REGISTER_FILES_UPDATE2, upd, 32);
	syscall(SYS_io_uring_register, null, IORING_REGISTER_BUFFERS_UPDATE, upd, 24);
	memset(res, 0, 2 * sizeof(*res));
	res[0].opcode = IORING_RESTRICTION_SQE_OP;
	res[0].sqe_op = IORING_OP_READV;
	res[1].opcode = 9;
	res[1].resv = 3;
	syscall(SYS_io_uring_register, null, IORING_REGISTER_RESTRICTIONS, res, 2);
	syscall(SYS_io_uring_register, null, IORING_REGISTER_RESTRICTIONS, res, 3);
	memset(probe, 0, sizeof(*probe) + 4 * sizeof(probe->ops[0]));
	syscall(SYS_io_uring_register, ring, IORING_REGISTER_PROBE, probe, 4);
	probe->ops[1].op = 200;
	probe->ops[1].flags = 3;
	syscall(SYS_io_uring_register, null, IORING_REGISTER_PROBE, probe, 4);
	workers[0] = 0;
	workers[1] = 0;
	syscall(SYS_io_uring_register, ring, IORING_REGISTER_IOWQ_MAX_WORKERS, workers, 2);
	syscall(SYS_io_uring_register, ring, IORING_REGISTER_IOWQ_MAX_WORKERS, workers, 3);
	close(null);
}

/* keyctl commands on this thread's own keyring, or on keys that do not
 * exist (they fail), with strings, buffers and structs at page ends. */
static void keyctl_calls(void)
{
	char *text = page_end(12);
	char *small = page_end(4);
	struct keyctl_dh_params *dh = page_end(sizeof(*dh));
	struct keyctl_kdf_params *kdf = page_end(sizeof(*kdf));
	struct keyctl_pkey_params *pk = page_end(sizeof(*pk));
	struct iovec *iov = page_end(2 * sizeof(*iov));
	static char out[64];
	const int ring = KEY_SPEC_THREAD_KEYRING;

	memcpy(text, "hello world", 12);
	memset(small, 0, 4);
	/* the thread keyring, made by a call not traced: its serial differs
	 * from run to run */
	syscall(SYS_add_key, "keyring", "sub", NULL, 0, ring);
	syscall(SYS_keyctl, KEYCTL_DESCRIBE, ring, small, 4);
	syscall(SYS_keyctl, KEYCTL_DESCRIBE, ring, out, sizeof(out));
	syscall(SYS_keyctl, KEYCTL_READ, KEY_SPEC_USER_KEYRING, out, sizeof(out));
	syscall(SYS_keyctl, KEYCTL_GET_SECURITY, ring, out, sizeof(out));
	syscall(SYS_keyctl, KEYCTL_SEARCH, ring, "user", text, 0);
	syscall(SYS_keyctl, KEYCTL_UPDATE, -12345, text, 12);
	syscall(SYS_keyctl, KEYCTL_SETPERM, -12345, 0x3f010000 | 0x80);
	syscall(SYS_keyctl, KEYCTL_CHOWN, -12345, -1, 1000);
	syscall(SYS_keyctl, KEYCTL_INSTANTIATE, -12345, text, 5, KEY_SPEC_SESSION_KEYRING);
	iov[0].iov_base = text;
	iov[0].iov_len = 12;
	iov[1].iov_base = text + 6;
	iov[1].iov_len = 3;
	syscall(SYS_keyctl, KEYCTL_INSTANTIATE_IOV, -12345, iov, 2, 0);
	syscall(SYS_keyctl, KEYCTL_REJECT, -12345, 10, ENODEV, 0);
	syscall(SYS_keyctl, KEYCTL_REJECT, -12345, 10, 0, 0);
	syscall(SYS_keyctl, KEYCTL_SET_REQKEY_KEYRING, KEY_REQKEY_DEFL_NO_CHANGE);
	syscall(SYS_keyctl, KEYCTL_SET_REQKEY_KEYRING, 42);
	syscall(SYS_keyctl, KEYCTL_MOVE, -12345, ring, ring, KEYCTL_MOVE_EXCL | 4);
	syscall(SYS_keyctl, KEYCTL_RESTRICT_KEYRING, -12345, "nonexistent", text);
	dh->private = KEY_SPEC_SESSION_KEYRING;
	dh->prime = -12345;
	dh->base = 3;
	memset(kdf, 0, sizeof(*kdf));
	kdf->hashname = text;
	kdf->otherinfo = text + 3;
	kdf->otherinfolen = 9;
	kdf->__spare[2] = 7;
	syscall(SYS_keyctl, KEYCTL_DH_COMPUTE, dh, out, sizeof(out), kdf);
	syscall(SYS_keyctl, KEYCTL_DH_COMPUTE, (char *)dh + 1, out, sizeof(out), (char *)kdf + 8);
	memset(pk, 0, sizeof(*pk));
	pk->key_id = -12345;
	pk->in_len = 12;
	pk->out_len = 4;
	syscall(SYS_keyctl, KEYCTL_PKEY_ENCRYPT, pk, "enc=raw", text, out);
	syscall(SYS_keyctl, KEYCTL_PKEY_VERIFY, pk, "enc=raw", text, small);
	syscall(SYS_keyctl, KEYCTL_PKEY_SIGN, (char *)pk + 1, "", text, out);
	syscall(SYS_keyctl, KEYCTL_PKEY_QUERY, -12345, 0, "", out);
	syscall(SYS_keyctl, KEYCTL_CAPABILITIES, out, 2);
	syscall(SYS_keyctl, KEYCTL_CAPABILITIES, small + 3, 4);
	syscall(SYS_keyctl, KEYCTL_SESSION_TO_PARENT + 0x1000, 1, 2, 3, 4);
}

/* Software events on this process only (closed at once), an attr too
 * large for the kernel (E2BIG: it writes back the size it knows), bad
 * sizes and types. */
static void perf_calls(void)
{
	struct perf_event_attr *a = page_end(sizeof(*a) + 64);
	long fd;

	memset(a, 0, sizeof(*a) + 64);
	a->type = PERF_TYPE_SOFTWARE;
	a->size = sizeof(*a);
	a->config = PERF_COUNT_SW_DUMMY;
	a->disabled = 1;
	a->exclude_kernel = 1;
	a->precise_ip = 2;
	a->sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID | (1ULL << 40);
	fd = syscall(SYS_perf_event_open, a, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd >= 0)
		close(fd);
	a->size = sizeof(*a) + 64;
	((char *)a)[sizeof(*a) + 60] = 1;
	syscall(SYS_perf_event_open, a, 0, -1, -1, 0);
	a->size = 8;
	syscall(SYS_perf_event_open, a, 0, -1, -1, 0);
	a->size = 0;
	a->type = PERF_TYPE_HW_CACHE;
	a->config = 0x10203ULL | (5ULL << 32);
	a->freq = 1;
	syscall(SYS_perf_event_open, a, -1, -1, -1, 0x30);
	a->type = PERF_TYPE_BREAKPOINT;
	a->size = PERF_ATTR_SIZE_VER5;
	a->bp_type = 7;
	a->use_clockid = 1;
	a->clockid = 1;
	syscall(SYS_perf_event_open, a, 0, -1, -1, 0);
	syscall(SYS_perf_event_open, (char *)a + sizeof(*a) - 60, 0, -1, -1, 0);
	syscall(SYS_perf_event_open, NULL, 0, -1, -1, 0);
}

/* futex_waitv on words of this process that never match (EAGAIN at
 * once), on too many waiters, on waiters that end at an unmapped page. */
static void futex_calls(void)
{
	static struct futex_waitv many[FUTEX_WAITV_MAX + 2];
	static uint32_t word = 7;
	struct futex_waitv *w = page_end(2 * sizeof(*w));
	struct timespec *ts = page_end(sizeof(*ts));

	ts->tv_sec = 0;
	ts->tv_nsec = 1000;
	memset(w, 0, 2 * sizeof(*w));
	w[1].val = 8;
	w[1].uaddr = (uintptr_t)&word;
	w[1].flags = FUTEX_32 | FUTEX_PRIVATE_FLAG;
	syscall(SYS_futex_waitv, w + 1, 1, 0, ts, CLOCK_MONOTONIC);
	syscall(SYS_futex_waitv, w + 1, 2, 0, NULL, CLOCK_REALTIME);
	w[0].flags = 0x100;
	w[0].__reserved = 1;
	syscall(SYS_futex_waitv, w, 2, 0, ts, 77);
	for (int i = 0; i < FUTEX_WAITV_MAX + 2; i++) {
		many[i].val = i;
		many[i].uaddr = (uintptr_t)&word;
		many[i].flags = FUTEX_32;
	}
	syscall(SYS_futex_waitv, many, FUTEX_WAITV_MAX + 2, 0, NULL, CLOCK_MONOTONIC);
	syscall(SYS_futex_waitv, NULL, 0, 1, NULL, CLOCK_MONOTONIC);
}

/* A message queue of this process's own, removed at once. */
static void mq_calls(void)
{
	static char buf[8192];
	char name[64];
	unsigned prio;
	mqd_t q;

	snprintf(name, sizeof(name), "/ebtrace-test-%d", getpid());
	q = mq_open(name, O_RDWR | O_CREAT | O_EXCL, 0600, NULL);
	mq_unlink(name);
	if (q == (mqd_t)-1)
		return;
	mq_send(q, "hello\0world\n", 12, 3);
	mq_receive(q, buf, 8, &prio);       /* too small a buffer: EMSGSIZE */
	mq_receive(q, buf, sizeof(buf), &prio);
	mq_close(q);
}

/* A ring of this process: set up, entered, set up again attached to it. */
static void io_uring_calls(void)
{
	struct io_uring_params *p = page_end(sizeof(*p));
	sigset_t *set = page_end(8);
	int ring;

	memset(p, 0, sizeof(*p));
	ring = syscall(SYS_io_uring_setup, 2, p);
	p->flags = IORING_SETUP_ATTACH_WQ | IORING_SETUP_CLAMP;
	p->wq_fd = ring;
	p->resv[1] = 7;
	syscall(SYS_io_uring_setup, 2, p);
	syscall(SYS_io_uring_setup, 1, (char *)p + 1);
	sigemptyset(set);
	sigaddset(set, SIGUSR1);
	syscall(SYS_io_uring_enter, ring, 0, 0, IORING_ENTER_GETEVENTS | 0x100, set, 8);
	syscall(SYS_io_uring_enter, ring, 1, 0, 0, NULL, 8);
	io_uring_register_calls(ring);
}

int main(int argc, char **argv)
{
	const char *family = argc > 1 ? argv[1] : "";

	if (!strcmp(family, "move_pages"))
		move_pages_calls();
	if (!strcmp(family, "quota"))
		quota_calls();
	if (!strcmp(family, "admin"))
		admin_calls();
	if (!strcmp(family, "futex"))
		futex_calls();
	if (!strcmp(family, "mq"))
		mq_calls();
	if (!strcmp(family, "perf"))
		perf_calls();
	if (!strcmp(family, "keyctl"))
		keyctl_calls();
	if (!strcmp(family, "io_uring"))
		io_uring_calls();
	return 0;
}
