/* A 32-bit program's socket filter: struct sock_fprog, whose pointer is
 * 4 bytes, attached and read back. */
#include <linux/filter.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void)
{
	struct sock_filter code[] = {
		BPF_STMT(BPF_LD | BPF_B | BPF_ABS, SKF_NET_OFF + 8),
		BPF_JUMP(BPF_JMP | BPF_K | BPF_JEQ, 0x11, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, 0xffff),
		BPF_STMT(BPF_RET | BPF_K, 0),
	};
	struct sock_fprog prog = { sizeof(code) / sizeof(code[0]), code };
	struct sock_filter back[8];
	socklen_t len = sizeof(back) / sizeof(back[0]);
	int fd = socket(AF_INET, SOCK_DGRAM, 0);

	if (fd < 0)
		return 0;
	setsockopt(fd, SOL_SOCKET, SO_ATTACH_FILTER, &prog, sizeof(prog));
	getsockopt(fd, SOL_SOCKET, SO_GET_FILTER, back, &len);
	setsockopt(fd, SOL_SOCKET, SO_ATTACH_FILTER, &prog, sizeof(prog) + 1);
	close(fd);
	return 0;
}
