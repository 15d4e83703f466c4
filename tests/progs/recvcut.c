/* Received data and addresses longer than the buffers they land in, the
 * buffers at the end of a page: recvfrom with MSG_TRUNC (returns the
 * datagram's length) and recvmsg with a short name buffer (namelen grows
 * to the address's length); a message sent in pieces, for -e read= and
 * -e write=.  Abstract socket names: no file is made. */
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

	/* a message in three pieces, received into two */
	char in[2][8];
	struct iovec out_iov[3] = { { "012", 3 }, { "34567", 5 }, { "89abcde", 7 } };
	struct iovec in_iov[2] = { { in[0], 8 }, { in[1], 8 } };
	struct msghdr out_mh = { .msg_iov = out_iov, .msg_iovlen = 3 };
	struct msghdr in_mh = { .msg_iov = in_iov, .msg_iovlen = 2 };

	sendmsg(sp[0], &out_mh, 0);
	recvmsg(sp[1], &in_mh, 0);

	/* the same as two messages at once, received at once */
	struct mmsghdr out_mm[2] = { { .msg_hdr = { .msg_iov = out_iov, .msg_iovlen = 2 } },
				     { .msg_hdr = { .msg_iov = out_iov + 2, .msg_iovlen = 1 } } };
	struct mmsghdr in_mm[2] = { { .msg_hdr = { .msg_iov = in_iov, .msg_iovlen = 1 } },
				    { .msg_hdr = { .msg_iov = in_iov + 1, .msg_iovlen = 1 } } };

	sendmmsg(sp[0], out_mm, 2, 0);
	recvmmsg(sp[1], in_mm, 2, MSG_DONTWAIT, NULL);

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
