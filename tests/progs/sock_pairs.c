/* Socket calls that i386's C library makes through socketcall: socketpair,
 * send and recv (which have no i386 call of their own), accept and
 * accept4 on a unix socket in the current directory, a recv that blocks
 * until a child sends, and failing ones. */
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void pair_calls(void)
{
	char buf[16];
	int sv[2];

	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	send(sv[0], "ping", 4, 0);
	recv(sv[1], buf, sizeof(buf), 0);
	send(sv[1], "pong!", 5, MSG_DONTWAIT);
	recv(sv[0], buf, 2, MSG_PEEK);
	recv(sv[0], buf, sizeof(buf), MSG_DONTWAIT);
	recv(sv[0], buf, sizeof(buf), MSG_DONTWAIT);   /* EAGAIN */
	shutdown(sv[0], SHUT_RDWR);
	close(sv[0]);
	close(sv[1]);
}

static void accept_calls(void)
{
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	struct sockaddr_un peer;
	socklen_t len = sizeof(peer);
	socklen_t alen = offsetof(struct sockaddr_un, sun_path) + 15;
	int srv, c1, c2, s1, s2;

	memcpy(a.sun_path, "sock_pairs.skt", 15);
	unlink(a.sun_path);
	srv = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
	bind(srv, (struct sockaddr *)&a, alen);
	listen(srv, 2);
	c1 = socket(AF_UNIX, SOCK_STREAM, 0);
	connect(c1, (struct sockaddr *)&a, alen);
	c2 = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	connect(c2, (struct sockaddr *)&a, alen);
	s1 = accept(srv, (struct sockaddr *)&peer, &len);
	s2 = accept4(srv, NULL, NULL, SOCK_NONBLOCK);
	getsockname(srv, (struct sockaddr *)&peer, &len);
	len = sizeof(peer);
	getpeername(c1, (struct sockaddr *)&peer, &len);
	accept4(srv, NULL, NULL, SOCK_NONBLOCK);        /* EAGAIN */
	close(s2);
	close(s1);
	close(c2);
	close(c1);
	close(srv);
	unlink(a.sun_path);
}

/* The parent blocks in recv until its child sends. */
static void blocked_recv(void)
{
	struct timespec ts = { 0, 200 * 1000 * 1000 };
	char buf[8];
	int sv[2];
	pid_t pid;

	socketpair(AF_UNIX, SOCK_DGRAM, 0, sv);
	pid = fork();
	if (pid == 0) {
		nanosleep(&ts, NULL);
		send(sv[1], "late", 4, 0);
		_exit(0);
	}
	recv(sv[0], buf, sizeof(buf), 0);
	waitpid(pid, NULL, 0);
	close(sv[0]);
	close(sv[1]);
}

static void failing_calls(void)
{
	char buf[4];

	send(99, "x", 1, 0);
	recv(99, buf, sizeof(buf), 0);
	accept(99, NULL, NULL);
	socketpair(AF_INET, SOCK_STREAM, 0, NULL);
	send(0, "x", 1, MSG_NOSIGNAL);
}

int main(void)
{
	pair_calls();
	accept_calls();
	blocked_recv();
	failing_calls();
	return 0;
}
