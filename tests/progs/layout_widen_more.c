/* Widens a compat structure (its bytes on stdin) with one of ebtrace's
 * layouts (layout32_more.c names them), and prints the native structure's
 * fields. */
#define _GNU_SOURCE
#include <linux/dqblk_xfs.h>
#include <linux/keyctl.h>
#include <mqueue.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/msg.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/sysinfo.h>
#include <sys/stat.h>
#include <sys/timex.h>
#include <sys/uio.h>

#include "decoders/layout.h"
#include "sysent.h"

static void print_perm(const struct ipc_perm *p)
{
	printf("key=%d uid=%u gid=%u cuid=%u cgid=%u mode=%#o\n", p->__key, p->uid, p->gid,
	       p->cuid, p->cgid, (unsigned)p->mode);
}

int main(int argc, char **argv)
{
	static const struct {
		const char *name;
		const struct layout *l;
	} named[] = {
		{ "msqid_ds", &layout_msqid_ds }, { "semid_ds", &layout_semid_ds },
		{ "shmid_ds", &layout_shmid_ds }, { "shminfo", &layout_shminfo },
		{ "shm_info", &layout_shm_info }, { "si_chld", &layout_siginfo[SIM_CHLD] },
		{ "si_value", &layout_siginfo[SIM_VALUE] }, { "cmsghdr", &layout_cmsghdr },
		{ "mmsghdr", &layout_mmsghdr },
	};
	unsigned char in[512], out[512] __attribute__((aligned(8)));
	const struct layout *l = NULL;
	size_t n = fread(in, 1, sizeof(in), stdin);
	const char *k = argc > 1 ? argv[1] : "";

	for (size_t i = 0; i < sizeof(named) / sizeof(named[0]); i++)
		if (!strcmp(k, named[i].name))
			l = named[i].l;
	if (!strcmp(k, "sigevent"))
		l = kind_layout(K_sigevent);
	else if (!strcmp(k, "timex"))
		l = kind_layout(K_timex);
	else if (!strcmp(k, "rusage"))
		l = kind_layout(K_orusage);
	else if (!strcmp(k, "sysinfo"))
		l = kind_layout(K_sysinfo);
	else if (!strcmp(k, "old_stat"))
		l = kind_layout(K_oldstatbuf);
	else if (!strcmp(k, "mq_attr"))
		l = kind_layout(K_mqattr);
	else if (!strcmp(k, "iovec"))
		l = kind_layout(K_iov_addr);
	else if (!strcmp(k, "fs_quota_stat"))
		l = kind_layout(K_fsqstat_out);
	else if (!strcmp(k, "kdf_params"))
		l = kind_layout(K_kdfparams);
	if (!l)
		return 2;
	/* siginfo_t: 128 bytes in both ABIs, of which a member's fields */
	printf("size %zu/%zu\n", n, strncmp(k, "si_", 3) ? layout_size(l, true) : 128);
	memset(out, 0, sizeof(out));
	layout_widen(l, in, out);
	if (!strcmp(k, "msqid_ds")) {
		struct msqid_ds *d = (void *)out;

		print_perm(&d->msg_perm);
		printf("stime=%ld rtime=%ld ctime=%ld qnum=%lu qbytes=%lu lspid=%d lrpid=%d\n",
		       (long)d->msg_stime, (long)d->msg_rtime, (long)d->msg_ctime,
		       (unsigned long)d->msg_qnum, (unsigned long)d->msg_qbytes, d->msg_lspid,
		       d->msg_lrpid);
	} else if (!strcmp(k, "semid_ds")) {
		struct semid_ds *d = (void *)out;

		print_perm(&d->sem_perm);
		printf("otime=%ld ctime=%ld nsems=%lu\n", (long)d->sem_otime, (long)d->sem_ctime,
		       (unsigned long)d->sem_nsems);
	} else if (!strcmp(k, "shmid_ds")) {
		struct shmid_ds *d = (void *)out;

		print_perm(&d->shm_perm);
		printf("segsz=%zu atime=%ld dtime=%ld ctime=%ld cpid=%d lpid=%d nattch=%lu\n",
		       d->shm_segsz, (long)d->shm_atime, (long)d->shm_dtime, (long)d->shm_ctime,
		       d->shm_cpid, d->shm_lpid, (unsigned long)d->shm_nattch);
	} else if (!strcmp(k, "shminfo")) {
		struct shminfo *i = (void *)out;

		printf("%#lx %lu %lu %lu %#lx\n", i->shmmax, i->shmmin, i->shmmni, i->shmseg,
		       i->shmall);
	} else if (!strcmp(k, "shm_info")) {
		struct shm_info *i = (void *)out;

		printf("%d %lu %lu %lu %lu %lu\n", i->used_ids, i->shm_tot, i->shm_rss, i->shm_swp,
		       i->swap_attempts, i->swap_successes);
	} else if (!strcmp(k, "si_chld")) {
		siginfo_t *s = (void *)out;

		printf("signo=%d code=%d pid=%d uid=%u status=%d utime=%ld stime=%ld\n", s->si_signo,
		       s->si_code, s->si_pid, s->si_uid, s->si_status, (long)s->si_utime,
		       (long)s->si_stime);
	} else if (!strcmp(k, "si_value")) {
		siginfo_t *s = (void *)out;

		printf("signo=%d code=%d pid=%d uid=%u ptr=%p\n", s->si_signo, s->si_code, s->si_pid,
		       s->si_uid, s->si_ptr);
	} else if (!strcmp(k, "cmsghdr")) {
		struct cmsghdr *c = (void *)out;

		printf("len=%zu level=%d type=%d\n", (size_t)c->cmsg_len, c->cmsg_level, c->cmsg_type);
	} else if (!strcmp(k, "mmsghdr")) {
		struct mmsghdr *m = (void *)out;

		printf("name=%p/%u iov=%p/%zu control=%p/%zu flags=%#x len=%u\n",
		       m->msg_hdr.msg_name, m->msg_hdr.msg_namelen, (void *)m->msg_hdr.msg_iov,
		       (size_t)m->msg_hdr.msg_iovlen, m->msg_hdr.msg_control,
		       (size_t)m->msg_hdr.msg_controllen, m->msg_hdr.msg_flags, m->msg_len);
	} else if (!strcmp(k, "sigevent")) {
		struct sigevent *e = (void *)out;

		printf("value=%p signo=%d notify=%d function=%p attributes=%p\n",
		       e->sigev_value.sival_ptr, e->sigev_signo, e->sigev_notify,
		       (void *)e->_sigev_un._sigev_thread._function,
		       (void *)e->_sigev_un._sigev_thread._attribute);
	} else if (!strcmp(k, "timex")) {
		struct timex *t = (void *)out;

		printf("modes=%#x offset=%ld freq=%ld status=%d time=%ld.%ld tick=%ld shift=%d tai=%d\n",
		       t->modes, t->offset, t->freq, t->status, (long)t->time.tv_sec,
		       (long)t->time.tv_usec, t->tick, t->shift, t->tai);
	} else if (!strcmp(k, "old_stat")) {
		struct stat *s = (void *)out;

		printf("dev=%#lx ino=%lu mode=%#o nlink=%lu uid=%u gid=%u rdev=%#lx size=%ld"
		       " times=%ld,%ld,%ld\n", (unsigned long)s->st_dev, (unsigned long)s->st_ino,
		       s->st_mode, (unsigned long)s->st_nlink, s->st_uid, s->st_gid,
		       (unsigned long)s->st_rdev, (long)s->st_size, (long)s->st_atime,
		       (long)s->st_mtime, (long)s->st_ctime);
	} else if (!strcmp(k, "mq_attr")) {
		struct mq_attr *a = (void *)out;

		printf("flags=%#lx maxmsg=%ld msgsize=%ld curmsgs=%ld\n", a->mq_flags, a->mq_maxmsg,
		       a->mq_msgsize, a->mq_curmsgs);
	} else if (!strcmp(k, "iovec")) {
		struct iovec *v = (void *)out;

		printf("base=%p len=%zu\n", v->iov_base, v->iov_len);
	} else if (!strcmp(k, "sysinfo")) {
		struct sysinfo *i = (void *)out;

		printf("uptime=%ld loads=%lu,%lu,%lu freeswap=%lu procs=%u high=%lu,%lu unit=%u\n",
		       i->uptime, i->loads[0], i->loads[1], i->loads[2], i->freeswap, i->procs,
		       i->totalhigh, i->freehigh, i->mem_unit);
	} else if (!strcmp(k, "kdf_params")) {
		struct keyctl_kdf_params *p = (void *)out;

		printf("hashname=%p otherinfo=%p otherinfolen=%u spare=%u,%u,%#x\n", (void *)p->hashname,
		       (void *)p->otherinfo, p->otherinfolen, p->__spare[0], p->__spare[1],
		       p->__spare[7]);
	} else if (!strcmp(k, "fs_quota_stat")) {
		struct fs_quota_stat *q = (void *)out;

		printf("version=%d flags=%#x pad=%d u=%llu,%llu,%u g=%llu,%llu,%u incore=%u",
		       q->qs_version, q->qs_flags, q->qs_pad,
		       (unsigned long long)q->qs_uquota.qfs_ino,
		       (unsigned long long)q->qs_uquota.qfs_nblks, q->qs_uquota.qfs_nextents,
		       (unsigned long long)q->qs_gquota.qfs_ino,
		       (unsigned long long)q->qs_gquota.qfs_nblks, q->qs_gquota.qfs_nextents,
		       q->qs_incoredqs);
		printf(" limits=%d,%d,%d warn=%u,%u\n", q->qs_btimelimit, q->qs_itimelimit,
		       q->qs_rtbtimelimit, q->qs_bwarnlimit, q->qs_iwarnlimit);
	} else {
		struct rusage *r = (void *)out;

		printf("utime=%ld.%lu stime=%ld.%lu maxrss=%lu nivcsw=%ld\n", (long)r->ru_utime.tv_sec,
		       (unsigned long)r->ru_utime.tv_usec, (long)r->ru_stime.tv_sec,
		       (unsigned long)r->ru_stime.tv_usec, (unsigned long)r->ru_maxrss, r->ru_nivcsw);
	}
	return 0;
}
