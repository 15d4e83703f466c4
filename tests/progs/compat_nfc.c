/* A 32-bit program's struct sockaddr_nfc_llcp, whose service name's
 * length is a size_t (on a descriptor that is not a socket). */
#include <linux/nfc.h>
#include <string.h>
#include <sys/socket.h>

int main(void)
{
	struct sockaddr_nfc_llcp a;

	memset(&a, 0, sizeof(a));
	a.sa_family = AF_NFC;
	a.target_idx = 0x42;
	a.nfc_protocol = NFC_PROTO_NFC_DEP;
	a.dsap = 1;
	a.ssap = 5;
	memcpy(a.service_name, "urn:nfc:sn:snep", 15);
	a.service_name_len = 15;
	connect(-1, (struct sockaddr *)&a, sizeof(a));
	connect(-1, (struct sockaddr *)&a, sizeof(a) - 1);
	return 0;
}
