/* Descriptors passed with SCM_RIGHTS to the same process and to a child,
 * each closed by the sender before it is received and closed by the
 * receiver right away: -y must know them from the sender (/proc no
 * longer can).  The receiver asks for SO_PASSCRED: its SCM_RIGHTS message
 * comes after an SCM_CREDENTIALS one. */
#define _GNU_SOURCE   /* struct ucred */
#include <fcntl.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

static void send_fds(int sock, const int *fds, int n)
{
	union {
		struct cmsghdr h;
		char b[CMSG_SPACE(4 * sizeof(int))];
	} u;
	struct iovec iov = { "x", 1 };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = &u,
			     .msg_controllen = CMSG_SPACE(n * sizeof(int)) };

	memset(&u, 0, sizeof(u));
	u.h.cmsg_len = CMSG_LEN(n * sizeof(int));
	u.h.cmsg_level = SOL_SOCKET;
	u.h.cmsg_type = SCM_RIGHTS;
	memcpy(CMSG_DATA(&u.h), fds, n * sizeof(int));
	sendmsg(sock, &mh, 0);
}

static void receive_fds(int sock, int flags)
{
	union {
		struct cmsghdr h;
		char b[CMSG_SPACE(sizeof(struct ucred)) + CMSG_SPACE(4 * sizeof(int))];
	} u;
	struct cmsghdr *cm;
	char c;
	struct iovec iov = { &c, 1 };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = &u,
			     .msg_controllen = sizeof(u) };
	int fds[4], n;

	if (recvmsg(sock, &mh, flags) <= 0)
		return;
	for (cm = CMSG_FIRSTHDR(&mh); cm; cm = CMSG_NXTHDR(&mh, cm)) {
		if (cm->cmsg_level != SOL_SOCKET || cm->cmsg_type != SCM_RIGHTS)
			continue;
		n = (cm->cmsg_len - CMSG_LEN(0)) / sizeof(int);
		memcpy(fds, CMSG_DATA(cm), n * sizeof(int));
		for (int i = 0; i < n; i++)
			close(fds[i]);
	}
}

int main(void)
{
	int sv[2], pp[2], fds[3], one = 1;
	pid_t pid;

	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) || pipe(pp) ||
	    setsockopt(sv[1], SOL_SOCKET, SO_PASSCRED, &one, sizeof(one)))
		return 1;
	fds[0] = open("/dev/null", O_RDONLY);
	fds[1] = open("/dev/zero", O_RDONLY);
	fds[2] = pp[0];
	send_fds(sv[0], fds, 3);
	for (int i = 0; i < 3; i++)
		close(fds[i]);
	receive_fds(sv[1], MSG_CMSG_CLOEXEC);

	/* sent before the child exists: its receiving comes after */
	fds[0] = open("/dev/zero", O_RDONLY);
	fds[1] = pp[1];
	send_fds(sv[0], fds, 2);
	close(fds[0]);
	close(fds[1]);
	pid = fork();
	if (pid == 0) {
		receive_fds(sv[1], 0);
		_exit(0);
	}
	waitpid(pid, NULL, 0);
	return 0;
}
