/* A classic BPF socket filter attached with setsockopt and read back with
 * getsockopt (SO_GET_FILTER counts instructions), for comparing the
 * decoders with strace. */
#include <linux/filter.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#ifndef SO_ATTACH_REUSEPORT_CBPF
#define SO_ATTACH_REUSEPORT_CBPF 51
#endif

int main(void)
{
	struct sock_filter insns[] = {
		BPF_STMT(BPF_LD | BPF_B | BPF_ABS, SKF_AD_OFF + SKF_AD_PKTTYPE),
		BPF_JUMP(BPF_JMP | BPF_K | BPF_JEQ, 4, 0, 2),
		BPF_STMT(BPF_LD | BPF_H | BPF_ABS, SKF_NET_OFF + 2),
		BPF_STMT(BPF_LDX | BPF_B | BPF_MSH, 14),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, SKF_LL_OFF + 12),
		BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0xff),
		BPF_STMT(BPF_RET | BPF_K, 0x40000),
	};
	struct sock_fprog prog = { sizeof(insns) / sizeof(insns[0]), insns };
	struct sock_filter back[16];
	socklen_t len;
	int fd = socket(AF_INET, SOCK_DGRAM, 0);

	setsockopt(fd, SOL_SOCKET, SO_ATTACH_FILTER, &prog, sizeof(prog));
	setsockopt(fd, SOL_SOCKET, SO_ATTACH_FILTER, &prog, sizeof(prog) - 1);
	setsockopt(fd, SOL_SOCKET, SO_ATTACH_REUSEPORT_CBPF, &prog, sizeof(prog));
	len = 0;
	getsockopt(fd, SOL_SOCKET, SO_GET_FILTER, back, &len);
	len = sizeof(back) / sizeof(back[0]);
	getsockopt(fd, SOL_SOCKET, SO_GET_FILTER, back, &len);
	/* the same numbers at another level mean other options */
	len = sizeof(back);
	getsockopt(fd, SOL_IP, SO_GET_FILTER, back, &len);
	close(fd);
	return 0;
}
