/* Classic BPF programs longer than the kernel takes (BPF_MAXINSNS + 1
 * instructions), given to seccomp with flags it refuses and to setsockopt
 * and so installed nowhere: -v shows BPF_MAXINSNS of them, then "...". */
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

static struct sock_filter insns[BPF_MAXINSNS + 1];

int main(void)
{
	struct sock_fprog prog = { BPF_MAXINSNS + 1, insns };
	int fd = socket(AF_INET, SOCK_DGRAM, 0);

	for (unsigned i = 0; i <= BPF_MAXINSNS; i++)
		insns[i] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_IMM, i);
	syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, -1, &prog);
	setsockopt(fd, SOL_SOCKET, SO_ATTACH_FILTER, &prog, sizeof(prog));
	close(fd);
	return 0;
}
