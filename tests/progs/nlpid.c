/* A netlink address naming this process (nl_pid is a process id) and one
 * naming no process, given to connect on no socket (fd -1). */
#include <linux/netlink.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void)
{
	struct sockaddr_nl nl = { .nl_family = AF_NETLINK, .nl_pid = getpid(), .nl_groups = 1 };

	connect(-1, (struct sockaddr *)&nl, sizeof(nl));
	nl.nl_pid = 1234567890;
	connect(-1, (struct sockaddr *)&nl, sizeof(nl));
	return 0;
}
