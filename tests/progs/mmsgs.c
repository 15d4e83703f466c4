/* sendmmsg and recvmmsg with more messages than a few, name buffers of
 * several lengths (recvmmsg returns the names' lengths) and an array whose
 * second element is on an unmapped page.  Abstract socket names: no file
 * is made. */
#define _GNU_SOURCE
#include <stddef.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

/* more than a few, no more than a datagram socket queues by default */
#define N 10

static socklen_t abstract_name(struct sockaddr_un *a, const char *name)
{
	memset(a, 0, sizeof(*a));
	a->sun_family = AF_UNIX;
	memcpy(a->sun_path + 1, name, strlen(name));
	return offsetof(struct sockaddr_un, sun_path) + 1 + strlen(name);
}

int main(void)
{
	static struct mmsghdr mm[N];
	static struct iovec iov[N];
	static struct sockaddr_un names[N];
	static char data[N][2];
	struct sockaddr_un ra, sa;
	socklen_t rlen, slen;
	long page = sysconf(_SC_PAGESIZE);
	int r = socket(AF_UNIX, SOCK_DGRAM, 0), s = socket(AF_UNIX, SOCK_DGRAM, 0);

	rlen = abstract_name(&ra, "ebtrace-mmsgs-receiver");
	slen = abstract_name(&sa, "ebtrace-mmsgs-sender");
	if (bind(r, (struct sockaddr *)&ra, rlen) || bind(s, (struct sockaddr *)&sa, slen) ||
	    connect(s, (struct sockaddr *)&ra, rlen))
		return 1;
	for (int i = 0; i < N; i++) {
		data[i][0] = 'a' + i;
		iov[i] = (struct iovec){ data[i], 1 };
		mm[i].msg_hdr.msg_iov = &iov[i];
		mm[i].msg_hdr.msg_iovlen = 1;
	}
	sendmmsg(s, mm, N, MSG_DONTWAIT);
	for (int i = 0; i < N; i++) {
		mm[i].msg_hdr.msg_name = &names[i];
		mm[i].msg_hdr.msg_namelen = i < 3 ? i * 4 : sizeof(names[i]);
	}
	recvmmsg(r, mm, N, MSG_DONTWAIT, NULL);

	/* the second element beyond the end of a page */
	char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		return 1;
	munmap(p + page, page);
	struct mmsghdr *last = (void *)(p + page - sizeof(*last));

	*last = mm[0];
	last->msg_hdr.msg_name = NULL;
	last->msg_hdr.msg_namelen = 0;
	sendmmsg(-1, last, 2, MSG_DONTWAIT);
	return 0;
}
