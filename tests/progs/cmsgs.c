/* Control messages of each type strace decodes, sent to no socket at all
 * (fd -1), and a message header at the end of a page whose control data
 * cannot be read: for comparing the decoders with strace. */
#define _GNU_SOURCE
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

/* One control message of level and type with len bytes of data. */
static void send_cmsg(int level, int type, const void *data, size_t len)
{
	union {
		struct cmsghdr h;
		unsigned char b[CMSG_SPACE(64)];
	} u;
	struct msghdr mh = { .msg_control = &u, .msg_controllen = CMSG_SPACE(len) };

	memset(&u, 0, sizeof(u));
	u.h.cmsg_len = CMSG_LEN(len);
	u.h.cmsg_level = level;
	u.h.cmsg_type = type;
	memcpy(CMSG_DATA(&u.h), data, len);
	sendmsg(-1, &mh, 0);
}

int main(void)
{
	struct ucred cred = { 42, 1000, 1001 };
	long long ts[6] = { 123456789, 987654, 5, 6, 7, 8 };
	unsigned ttl[2] = { 64, 255 };
	unsigned char tos[3] = { 0, 0x10, 0xb8 };
	struct in_pktinfo pi = { .ipi_ifindex = 1 };
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(53),
				   .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	unsigned char ee[16 + sizeof(sin)] = { 111, 0, 0, 0, 2, 3, 4 };

	send_cmsg(SOL_SOCKET, SCM_CREDENTIALS, &cred, sizeof(cred));
	send_cmsg(SOL_SOCKET, 3 /* SCM_SECURITY */, "label", 5);
	send_cmsg(SOL_SOCKET, SO_TIMESTAMP, ts, 16);
	send_cmsg(SOL_SOCKET, SO_TIMESTAMP, ts, 8);
	send_cmsg(SOL_SOCKET, SO_TIMESTAMPNS, ts, 16);
	send_cmsg(SOL_SOCKET, SO_TIMESTAMPING, ts, 48);
	send_cmsg(SOL_SOCKET, SO_TIMESTAMPING, ts, 40);
	send_cmsg(SOL_IP, IP_TTL, ttl, sizeof(ttl));
	send_cmsg(SOL_IP, IP_TOS, tos, sizeof(tos));
	pi.ipi_spec_dst.s_addr = htonl(INADDR_LOOPBACK);
	pi.ipi_addr.s_addr = htonl(0x7f000002);
	send_cmsg(SOL_IP, IP_PKTINFO, &pi, sizeof(pi));
	memcpy(ee + 16, &sin, sizeof(sin));
	send_cmsg(SOL_IP, IP_RECVERR, ee, sizeof(ee));
	send_cmsg(SOL_IP, IP_ORIGDSTADDR, &sin, sizeof(sin));
	send_cmsg(SOL_IP, IP_CHECKSUM, ttl, sizeof(ttl[0]));
	send_cmsg(SOL_IP, 77, ttl, sizeof(ttl[0]));
	send_cmsg(IPPROTO_TCP, 1, ttl, sizeof(ttl[0]));

	/* control data longer than a record keeps: SCM_RIGHTS of 300
	 * descriptors then SCM_CREDENTIALS; and more than the kernel's
	 * net.core.optmem_max, which strace reads no further than */
	{
		size_t rights = CMSG_SPACE(300 * sizeof(int)), len = 1 << 19;
		char *big = calloc(1, len);
		struct cmsghdr *h = (void *)big, *h2 = (void *)(big + rights);
		struct msghdr mh = { .msg_control = big, .msg_controllen = rights + CMSG_SPACE(sizeof(cred)) };

		if (!big)
			return 1;
		h->cmsg_len = CMSG_LEN(300 * sizeof(int));
		h->cmsg_level = SOL_SOCKET;
		h->cmsg_type = SCM_RIGHTS;
		memset(CMSG_DATA(h), 0xff, 300 * sizeof(int));
		h2->cmsg_len = CMSG_LEN(sizeof(cred));
		h2->cmsg_level = SOL_SOCKET;
		h2->cmsg_type = SCM_CREDENTIALS;
		memcpy(CMSG_DATA(h2), &cred, sizeof(cred));
		sendmsg(-1, &mh, 0);
		h->cmsg_len = len;
		memset(CMSG_DATA(h), 0xff, len - sizeof(*h));
		mh.msg_controllen = len;
		sendmsg(-1, &mh, 0);
		free(big);
	}

	/* the header at the end of a page, its control data beyond it */
	long page = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		return 1;
	munmap(p + page, page);
	struct msghdr *mh = (void *)(p + page - sizeof(*mh));

	memset(mh, 0, sizeof(*mh));
	mh->msg_control = p + page;
	mh->msg_controllen = 16;
	sendmsg(-1, mh, 0);
	return 0;
}
