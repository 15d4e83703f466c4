/* sendmmsg and recvmmsg with many messages, each with a name: more than
 * the UIO_MAXIOV (1024) elements strace shows, a hundred, and more than
 * fit in one record.  The receiver is connected to the sender, so that the
 * kernel queues the sender's datagrams beyond the receive queue's length
 * (net.unix.max_dgram_qlen).  Abstract socket names: no file is made. */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#define N 1025   /* UIO_MAXIOV + 1 */

static struct mmsghdr mm[N];
static struct iovec iov[N];
static struct sockaddr_un names[N];
static char data[N][4];

static socklen_t abstract_name(struct sockaddr_un *a, const char *name)
{
	memset(a, 0, sizeof(*a));
	a->sun_family = AF_UNIX;
	memcpy(a->sun_path + 1, name, strlen(name));
	return offsetof(struct sockaddr_un, sun_path) + 1 + strlen(name);
}

/* The messages to send, each to the receiver's name, or the buffers to
 * receive them in, whose names are cut at 2 to 41 bytes. */
static void set_messages(const struct sockaddr_un *to, socklen_t tolen, int received)
{
	for (int i = 0; i < N; i++) {
		snprintf(data[i], sizeof(data[i]), "%03d", i % 1000);
		iov[i] = (struct iovec){ data[i], received ? sizeof(data[i]) : 3 };
		memset(&mm[i], 0, sizeof(mm[i]));
		mm[i].msg_hdr.msg_iov = &iov[i];
		mm[i].msg_hdr.msg_iovlen = 1;
		mm[i].msg_hdr.msg_name = &names[i];
		if (received) {
			memset(&names[i], 0, sizeof(names[i]));
			mm[i].msg_hdr.msg_namelen = offsetof(struct sockaddr_un, sun_path) + i % 40;
		} else {
			names[i] = *to;
			mm[i].msg_hdr.msg_namelen = tolen;
		}
	}
}

int main(void)
{
	struct sockaddr_un ra, sa;
	socklen_t rlen, slen;
	int r = socket(AF_UNIX, SOCK_DGRAM, 0), s = socket(AF_UNIX, SOCK_DGRAM, 0);
	int sndbuf = 1 << 22;

	rlen = abstract_name(&ra, "ebtrace-mmsg-many-receiver");
	slen = abstract_name(&sa, "ebtrace-mmsg-many-sender");
	if (bind(r, (struct sockaddr *)&ra, rlen) || bind(s, (struct sockaddr *)&sa, slen) ||
	    connect(r, (struct sockaddr *)&sa, slen))
		return 1;
	/* room for many datagrams: as much as net.core.wmem_max allows */
	setsockopt(s, SOL_SOCKET, SO_SNDBUF, &sndbuf, sizeof(sndbuf));

	/* 1025 messages given, 1024 taken, as many sent as the buffer holds */
	set_messages(&ra, rlen, 0);
	sendmmsg(s, mm, N, MSG_DONTWAIT);
	set_messages(&ra, rlen, 1);
	recvmmsg(r, mm, 100, MSG_DONTWAIT, NULL);
	/* the rest of them, up to 1024 at a time */
	recvmmsg(r, mm, N, MSG_DONTWAIT, NULL);
	recvmmsg(r, mm, N, MSG_DONTWAIT, NULL);
	set_messages(&ra, rlen, 0);
	sendmmsg(s, mm, 100, MSG_DONTWAIT);
	return 0;
}
