/* Socket addresses of many families given to connect on no socket (fd -1,
 * so nothing is connected), for comparing their decoding with strace. */
#include <arpa/inet.h>
#include <string.h>
#include <sys/socket.h>

static void try(const void *addr, size_t len)
{
	connect(-1, addr, len);
}

/* An address of family with the bytes of fields after it. */
static void bytes(unsigned short family, const char *fields, size_t n, size_t len)
{
	unsigned char buf[128] = { 0 };

	memcpy(buf, &family, sizeof(family));
	memcpy(buf + 2, fields, n);
	try(buf, len);
}

int main(void)
{
	/* AF_IPX: port, network, node, type (and a non-zero pad) */
	bytes(4, "\x30\x39\xfa\xce\xfe\xed" "ABCDEF" "\xff\x00", 14, 16);
	bytes(4, "\x30\x39\xfa\xce\xfe\xed" "ABCDEF" "\x04\x07", 14, 16);
	/* AF_AX25: callsigns shifted left one bit, SSIDs, digipeaters */
	bytes(3, "\xac\x82\x98\x92\x88\x40\x1a" "\0\0\0" "\0\0\0\0", 14, 16);
	bytes(3, "\xac\x82\x98\x92\x88\x40\x1a" "\0\0\0" "\2\0\0\0"
		 "\x9c\xaa\x98\x98\x40\x40\x06" "\x40\x40\x40\x40\x40\x40\x00", 28, 30);
	bytes(3, "\xac\x82\x98\x92\x88\x41\x1a" "\0\0\0" "\3\0\0\0" "\x58\xfa\xba\x44\x54\x5e\x0a", 21, 24);
	/* AF_X25: a NUL-terminated address, one filling its field */
	bytes(9, "0123456789", 11, 18);
	bytes(9, "0123456789abcdef", 16, 18);
	/* AF_PACKET: protocol, ifindex 1, ARPHRD_ETHER, PACKET_BROADCAST, 6 or 9 address bytes */
	bytes(17, "\x08\x00" "\1\0\0\0" "\1\0" "\1" "\6" "\x02\x00\x5e\x10\x20\x30\0\0", 18, 20);
	bytes(17, "\x12\x34" "\0\0\0\0" "\xff\xff" "\x42" "\x9" "abcdefgh", 18, 20);
	/* AF_BLUETOOTH: HCI, SCO, RFCOMM, L2CAP by their lengths */
	bytes(31, "\1\0\3\0", 4, 6);
	bytes(31, "\x39\x30", 2, 4);
	bytes(31, "abcdef", 6, 8);
	bytes(31, "abcdef\x2a", 7, 10);
	bytes(31, "\1\0" "abcdef" "\1\0" "\2", 11, 14);
	bytes(31, "\x90\x00" "abcdef" "\x50\x00", 10, 12);
	bytes(31, "\x10\x20" "abcdef" "\x08\x00" "\x07", 11, 14);
	bytes(31, "abc", 3, 5);
	/* AF_RXRPC: a service and an AF_INET, AF_INET6 or other transport */
	bytes(33, "\1\0" "\2\0" "\x10\0" "\2\0\0\x35\x7f\0\0\1", 14, 36);
	bytes(33, "\x42\0" "\1\0" "\x1c\0" "\x0a\0\0\x35\0\0\0\0", 14, 36);
	bytes(33, "\x42\0" "\1\0" "\4\0" "\x02\0xyz", 13, 36);
	bytes(33, "\x42\0" "\1\0" "\x10\0" "\x26\0xyz", 13, 36);
	/* AF_IEEE802154: none, short and long addresses */
	bytes(36, "\0\0" "\0\0\0\0" "\x34\x12", 8, 20);
	bytes(36, "\0\0" "\2\0\0\0" "\xff\xff" "\xfe\xff", 10, 20);
	bytes(36, "\0\0" "\3\0\0\0" "\xfe\xca" "\1\2\3\4\5\6\7\x8", 16, 20);
	/* AF_ALG: type, feature and mask flags, name */
	bytes(38, "hash\0\0\0\0\0\0\0\0\0\0" "\0\x10\0\0" "\1\x10\0\0" "sha256", 30, 32);
	bytes(38, "skcipher-long!" "\0\0\0\0" "\0\0\0\0" "cbc(aes)", 30, 33);
	/* AF_NFC: the short struct, longer, and the LLCP one */
	bytes(39, "\0\0" "\1\0\0\0" "\x42\0\0\0" "\2\0\0\0", 14, 16);
	bytes(39, "\0\0" "\7\0\0\0" "\x42\0\0\0" "\x33\0\0\0", 14, 20);
	{
		unsigned char llcp[96] = { 39, 0 };
		unsigned long long snlen = 4;

		llcp[4] = 1;
		llcp[12] = 5;
		llcp[16] = 4;
		llcp[17] = 0x20;
		memcpy(llcp + 18, "urn:", 4);
		memcpy(llcp + 88, &snlen, sizeof(snlen));
		try(llcp, sizeof(llcp));
	}
	/* AF_VSOCK, AF_QIPCRTR, AF_XDP, AF_MCTP */
	bytes(40, "\0\0" "\x39\x30\0\0" "\2\0\0\0" "\1\0\0\0", 14, 16);
	bytes(40, "\1\0" "\xff\xff\xff\xff" "\xff\xff\xff\xff" "\6\1\2\3", 14, 16);
	bytes(42, "\0\0" "\xff\xff\xff\xff" "\xfe\xff\xff\xff", 10, 12);
	bytes(42, "\0\0" "\1\0\0\0" "\x12\0\0\0", 10, 12);
	bytes(44, "\x06\0" "\1\0\0\0" "\3\0\0\0" "\x10\0\0\0", 14, 16);
	bytes(44, "\x01\0" "\1\0\0\0" "\3\0\0\0" "\xff\xff\xff\xff", 14, 16);
	bytes(45, "\0\0" "\0\0\0\0" "\xff\x01\x08\0", 10, 12);
	bytes(45, "\1\0" "\2\0\0\0" "\x10\x02\x09\x05", 10, 12);
	/* too short for their structs: the bytes */
	bytes(4, "\x30\x39", 2, 4);
	bytes(17, "\x08\x00", 2, 4);
	return 0;
}
