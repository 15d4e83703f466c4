/* Credential and ownership calls: a 32-bit program makes them as the
 * i386 *32 calls (getuid32, chown32...), which take 32-bit ids. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <grp.h>
#include <sys/fsuid.h>
#include <unistd.h>

int main(void)
{
	gid_t groups[8];
	uid_t r, e, s;
	int fd = open("ids.tmp", O_WRONLY | O_CREAT | O_TRUNC, 0600);

	getuid();
	geteuid();
	getgid();
	getegid();
	getresuid(&r, &e, &s);
	getresgid(&r, &e, &s);
	getgroups(8, groups);
	setresuid(-1, -1, -1);
	setreuid(-1, -1);
	setfsuid(-1);
	chown("ids.tmp", -1, -1);
	lchown("ids.tmp", getuid(), -1);
	fchown(fd, -1, getgid());
	chown("no-such-file", 1, 2);
	close(fd);
	unlink("ids.tmp");
	return 0;
}
