/* Received data and addresses longer than the buffers they land in, the
 * buffers at the end of a page: recvfrom with MSG_TRUNC (returns the
 * datagram's length) and recvmsg with a short name buffer (namelen grows
 * to the address's length).  Abstract socket names: no file is made. */
#define _GNU_SOURCE
#include <stddef.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static socklen_t abstract_name(struct sockaddr_un *a, const char *name)
{
	memset(a, 0, sizeof(*a));
	a->sun_family = AF_UNIX;
	memcpy(a->sun_path + 1, name, strlen(name));
	return offsetof(struct sockaddr_un, sun_path) + 1 + strlen(name);
}

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct sockaddr_un ra, sa;
	socklen_t rlen, slen;
	int sp[2], r, s;

	if (p == MAP_FAILED)
		return 1;
	munmap(p + page, page);
	char *end = p + page;

	socketpair(AF_UNIX, SOCK_DGRAM, 0, sp);
	send(sp[0], "AB", 2, 0);
	recvfrom(sp[1], end - 1, 1, MSG_TRUNC, NULL, NULL);

	r = socket(AF_UNIX, SOCK_DGRAM, 0);
	s = socket(AF_UNIX, SOCK_DGRAM, 0);
	rlen = abstract_name(&ra, "ebtrace-recvcut-receiver");
	slen = abstract_name(&sa, "ebtrace-recvcut-sender-with-a-long-name");
	if (bind(r, (struct sockaddr *)&ra, rlen) || bind(s, (struct sockaddr *)&sa, slen))
		return 1;
	sendto(s, "C", 1, 0, (struct sockaddr *)&ra, rlen);

	struct iovec iov = { p, 1 };
	struct msghdr mh = { .msg_name = end - 16, .msg_namelen = 16, .msg_iov = &iov,
			     .msg_iovlen = 1 };

	recvmsg(r, &mh, MSG_DONTWAIT);
	return 0;
}
