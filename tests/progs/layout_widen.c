/* Widens a compat structure (its bytes on stdin) with ebtrace's layout of
 * argument kind KIND, and prints the native structure's fields. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/times.h>
#include <time.h>

#include "decoders/layout.h"
#include "sysent.h"

static const struct {
	const char *name;
	unsigned kind;
} names[] = {
	{ "stat64", K_stat64buf }, { "timespec", K_timespec }, { "rlimit", K_lrlimit },
	{ "stack", K_stack }, { "tms", K_otms }, { "sigaction", K_sigaction },
	{ "flock", K_oflock }, { "flock64", K_oflock64 }, { "statfs64", K_statfs64buf },
};

int main(int argc, char **argv)
{
	unsigned char in[512], out[512] __attribute__((aligned(8)));
	const struct layout *l = NULL;
	size_t n = fread(in, 1, sizeof(in), stdin);
	const char *k = argc > 1 ? argv[1] : "";

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(k, names[i].name))
			l = kind_layout(names[i].kind);
	if (!l)
		return 2;
	printf("size %zu/%zu\n", n, layout_size(l, true));
	layout_widen(l, in, out);
	if (!strcmp(k, "stat64")) {
		struct stat *st = (void *)out;

		printf("dev=%#llx ino=%#llx mode=%#o nlink=%lu uid=%u gid=%u rdev=%#llx size=%#llx\n",
		       (unsigned long long)st->st_dev, (unsigned long long)st->st_ino, st->st_mode,
		       (unsigned long)st->st_nlink, st->st_uid, st->st_gid,
		       (unsigned long long)st->st_rdev, (unsigned long long)st->st_size);
		printf("blksize=%ld blocks=%#llx atime=%ld.%ld mtime=%ld.%ld ctime=%ld.%ld\n",
		       (long)st->st_blksize, (unsigned long long)st->st_blocks,
		       (long)st->st_atim.tv_sec, st->st_atim.tv_nsec, (long)st->st_mtim.tv_sec,
		       st->st_mtim.tv_nsec, (long)st->st_ctim.tv_sec, st->st_ctim.tv_nsec);
	} else if (!strcmp(k, "timespec")) {
		struct timespec *t = (void *)out;

		printf("tv_sec=%ld tv_nsec=%ld\n", (long)t->tv_sec, t->tv_nsec);
	} else if (!strcmp(k, "rlimit")) {
		struct rlimit *r = (void *)out;

		printf("cur=%s max=%llu\n", r->rlim_cur == RLIM_INFINITY ? "RLIM_INFINITY" : "?",
		       (unsigned long long)r->rlim_max);
	} else if (!strcmp(k, "stack")) {
		stack_t *s = (void *)out;

		printf("sp=%p flags=%d size=%zu\n", s->ss_sp, s->ss_flags, s->ss_size);
	} else if (!strcmp(k, "tms")) {
		struct tms *t = (void *)out;

		printf("%ld %ld %ld %ld\n", (long)t->tms_utime, (long)t->tms_stime,
		       (long)t->tms_cutime, (long)t->tms_cstime);
	} else if (!strcmp(k, "flock") || !strcmp(k, "flock64")) {
		struct flock *f = (void *)out;

		printf("type=%d whence=%d start=%lld len=%lld pid=%d\n", f->l_type, f->l_whence,
		       (long long)f->l_start, (long long)f->l_len, f->l_pid);
	} else if (!strcmp(k, "statfs64")) {
		struct statfs *f = (void *)out;

		printf("type=%#lx bsize=%ld blocks=%#llx bfree=%llu bavail=%llu files=%#llx ffree=%llu\n",
		       (unsigned long)f->f_type, (long)f->f_bsize, (unsigned long long)f->f_blocks,
		       (unsigned long long)f->f_bfree, (unsigned long long)f->f_bavail,
		       (unsigned long long)f->f_files, (unsigned long long)f->f_ffree);
		printf("fsid=%d,%d namelen=%ld frsize=%ld flags=%#lx\n", f->f_fsid.__val[0],
		       f->f_fsid.__val[1], (long)f->f_namelen, (long)f->f_frsize, (long)f->f_flags);
	} else {
		unsigned long long v[4];

		memcpy(v, out, sizeof(v));
		printf("handler=%#llx flags=%#llx restorer=%#llx mask=%#llx\n", v[0], v[1], v[2], v[3]);
	}
	return 0;
}
