/* Network device requests: getters on a socket for the loopback device
 * (they change nothing), setters on a bad descriptor, and SIOCGIFCONF,
 * whose struct points to the list of devices it fills. */
#include <arpa/inet.h>
#include <linux/sockios.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void)
{
	int s = socket(AF_INET, SOCK_DGRAM, 0);
	struct ifreq ifr = { 0 }, set = { 0 };
	struct ifreq *list = calloc(4, sizeof(*list));
	struct ifconf ifc = { 4 * sizeof(*list), { (char *)list } };
	struct sockaddr_in *sin = (struct sockaddr_in *)&set.ifr_addr;
	char bridge[IFNAMSIZ] = "br0";
	int owner = 0;

	strcpy(ifr.ifr_name, "lo");
	ioctl(s, SIOCGIFFLAGS, &ifr);
	ioctl(s, SIOCGIFINDEX, &ifr);
	ioctl(s, SIOCGIFMTU, &ifr);
	ioctl(s, SIOCGIFADDR, &ifr);
	ioctl(s, SIOCGIFHWADDR, &ifr);
	ioctl(s, SIOCGIFCONF, &ifc);
	ifc.ifc_buf = NULL;
	ioctl(s, SIOCGIFCONF, &ifc);
	ioctl(s, FIOGETOWN, &owner);

	strcpy(set.ifr_name, "eth9");
	sin->sin_family = AF_INET;
	sin->sin_port = htons(80);
	sin->sin_addr.s_addr = htonl(0x0a000001);
	ioctl(-1, SIOCSIFADDR, &set);
	set.ifr_flags = IFF_UP | IFF_RUNNING | 0x4000;
	ioctl(-1, SIOCSIFFLAGS, &set);
	set.ifr_mtu = 9000;
	ioctl(-1, SIOCSIFMTU, &set);
	strcpy(set.ifr_newname, "wan0");
	ioctl(-1, SIOCSIFNAME, &set);
	set.ifr_hwaddr.sa_family = 1;   /* ARPHRD_ETHER */
	memcpy(set.ifr_hwaddr.sa_data, "\x02\x00\x5e\x10\x20\x30", 6);
	ioctl(-1, SIOCSIFHWADDR, &set);
	set.ifr_ifindex = 1;
	ioctl(-1, SIOCBRADDIF, &set);
	ioctl(-1, SIOCBRADDBR, bridge);
	ioctl(-1, SIOCGSTAMP_OLD, NULL);
	close(s);
	return 0;
}
