/* File and path syscalls with known arguments, failing ones included, for
 * comparing ebtrace's decoding with strace's.  Runs in an empty directory. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/openat2.h>
#include <stdio.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/time.h>
#include <sys/xattr.h>
#include <unistd.h>
#include <utime.h>

static void *volatile bad_ptr = (void *)1;
#define BAD bad_ptr

int main(void)
{
	struct stat st;
	struct statx stx;
	struct statfs sfs;
	char buf[4096];
	const char *longname = "a-rather-long-file-name-well-beyond-thirty-two-bytes.txt";
	int fd;

	/* open family */
	fd = open("f1", O_WRONLY | O_CREAT | O_TRUNC, 0640);
	write(fd, "data\n", 5);
	close(fd);
	fd = openat(AT_FDCWD, "f1", O_RDONLY | O_CLOEXEC);
	openat(AT_FDCWD, "missing", O_RDONLY);
	openat(AT_FDCWD, NULL, O_RDONLY);
	openat(AT_FDCWD, BAD, O_RDWR | O_APPEND | O_NOFOLLOW);
	syscall(SYS_open, ".", O_TMPFILE | O_RDWR, 0600);
	syscall(SYS_open, "f1", O_RDONLY | O_DIRECTORY | O_NONBLOCK | 0x40000000);
	creat(longname, 0644);
	{
		struct open_how how = { .flags = O_RDONLY | O_CLOEXEC, .resolve = RESOLVE_NO_SYMLINKS };

		syscall(SYS_openat2, AT_FDCWD, "f1", &how, sizeof(how));
		how.flags = O_WRONLY | O_CREAT;
		how.mode = 0600;
		syscall(SYS_openat2, AT_FDCWD, "f3", &how, sizeof(how));
		syscall(SYS_openat2, AT_FDCWD, "f3", &how, 8);
	}

	/* access */
	access("f1", R_OK | W_OK);
	access("nope", F_OK);
	syscall(SYS_faccessat, AT_FDCWD, "f1", X_OK);
	syscall(SYS_faccessat2, fd, "", R_OK, AT_EMPTY_PATH);

	/* stat family */
	stat("f1", &st);
	lstat(longname, &st);
	fstat(fd, &st);
	stat("/dev/null", &st);
	stat("missing", &st);
	stat("f1", BAD);
	fstatat(AT_FDCWD, "f1", &st, AT_SYMLINK_NOFOLLOW);
	fstatat(fd, "", &st, AT_EMPTY_PATH);
	statx(AT_FDCWD, "f1", AT_SYMLINK_NOFOLLOW, STATX_TYPE | STATX_SIZE, &stx);
	statx(AT_FDCWD, "missing", AT_STATX_DONT_SYNC, STATX_ALL, &stx);
	statfs("/proc", &sfs);
	fstatfs(-1, &sfs);
	statfs("missing", &sfs);

	/* directories and names */
	getcwd(buf, sizeof(buf));
	getcwd(buf, 1);
	mkdir("d", 0755);
	mkdirat(AT_FDCWD, "d/e", 0700);
	mkdir("d", 0755);
	chdir("d");
	chdir("..");
	rmdir("d/e");
	rename("f1", "f2");
	syscall(SYS_renameat2, AT_FDCWD, "f2", AT_FDCWD, longname, RENAME_NOREPLACE);
	renameat(AT_FDCWD, "f2", AT_FDCWD, "f1");
	link("f1", "hard");
	linkat(AT_FDCWD, "hard", AT_FDCWD, "hard2", AT_SYMLINK_FOLLOW);
	unlink("hard");
	unlinkat(AT_FDCWD, "hard2", 0);
	unlinkat(AT_FDCWD, "d", AT_REMOVEDIR);
	symlink("f1", "sl");
	symlinkat("target-does-not-exist", AT_FDCWD, "sl2");
	readlink("sl", buf, sizeof(buf));
	readlink("sl2", buf, 3);
	readlinkat(AT_FDCWD, "f1", buf, sizeof(buf));
	truncate("f1", 10);
	ftruncate(fd, 0);

	/* ownership and modes */
	chmod("f1", 0600);
	fchmodat(AT_FDCWD, "f1", 04755, 0);
	chmod("missing", 01777);
	chown("f1", -1, -1);
	lchown("sl", 0, 0);
	fchownat(AT_FDCWD, "sl", 65534, -1, AT_SYMLINK_NOFOLLOW);
	mknod("fifo", S_IFIFO | 0644, 0);
	mknodat(AT_FDCWD, "null2", S_IFCHR | 0600, makedev(1, 3));
	umask(022);

	/* times */
	{
		struct timespec ts[2] = { { 1000000000, 5 }, { 0, UTIME_OMIT } };
		struct timeval tv[2] = { { 1, 2 }, { 3, 4 } };
		struct utimbuf ub = { 1000000000, 1000000001 };

		utimensat(AT_FDCWD, "f1", ts, 0);
		ts[0].tv_nsec = UTIME_NOW;
		utimensat(AT_FDCWD, "sl", ts, AT_SYMLINK_NOFOLLOW);
		utimensat(AT_FDCWD, "f1", NULL, 0);
		utimes("f1", tv);
		utime("f1", &ub);
	}

	/* extended attributes */
	setxattr("f1", "user.test", "value\0", 6, XATTR_CREATE);
	setxattr("f1", "user.bin", "\1\2\3xyz", 6, 0);
	getxattr("f1", "user.test", buf, sizeof(buf));
	getxattr("f1", "user.test", NULL, 0);
	lgetxattr("f1", "user.missing", buf, sizeof(buf));
	listxattr("f1", buf, sizeof(buf));
	listxattr("f1", NULL, 0);
	removexattr("f1", "user.bin");
	fsetxattr(fd, "user.a-long-attribute-name-beyond-the-limit", "v", 1, XATTR_REPLACE);

	/* inotify */
	{
		int in = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
		int wd = inotify_add_watch(in, ".", IN_CREATE | IN_DELETE | IN_ONLYDIR);

		inotify_rm_watch(in, wd);
		close(in);
	}
	close(fd);

	/* leave the directory empty: the same program runs again */
	unlink("f1");
	unlink("f3");
	unlink(longname);
	unlink("sl");
	unlink("sl2");
	unlink("fifo");
	unlink("null2");
	return 0;
}
