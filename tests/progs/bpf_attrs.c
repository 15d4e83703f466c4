/* bpf(2) with attrs of several commands, sizes and contents: the calls
 * fail (bad descriptors, no privilege), only their arguments matter.
 * The attr sits at the end of a page so that sizes past it fault. */
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

static long bpf(unsigned cmd, void *attr, unsigned size)
{
	return syscall(SYS_bpf, cmd, attr, size);
}

/* size bytes of src at the end of the page at page (page_size long) */
static void *at_end(char *page, long page_size, const void *src, unsigned size)
{
	char *p = page + page_size - size;

	memcpy(p, src, size);
	return p;
}

/* A map's info: only its type, so that its id stays out. */
static int map_info(char *page, long ps)
{
	uint32_t create[8] = { 2, 4, 8, 1 }, info[24];
	uint64_t q[2];
	long fd = bpf(0, at_end(page, ps, create, 16), 16);

	if (fd < 0)
		return 77;
	memset(info, 0xff, sizeof(info));
	q[0] = (uint32_t)fd | (uint64_t)4 << 32;
	q[1] = (uintptr_t)info;
	bpf(15, at_end(page, ps, q, 16), 16);
	/* all of it: with its extra bytes, which the kernel zeroes */
	q[0] = (uint32_t)fd | (uint64_t)sizeof(info) << 32;
	bpf(15, at_end(page, ps, q, 16), 16);
	return 0;
}

/* A program's info: a socket filter that loads two maps, asked for one
 * instruction of its code (not one of the map loads, whose immediates are
 * map ids), one map id and none, then for no arrays at all. */
static int prog_info(char *page, long ps)
{
	uint32_t create[4] = { 2, 4, 8, 1 };
	long m1 = bpf(0, at_end(page, ps, create, 16), 16), m2 = bpf(0, at_end(page, ps, create, 16), 16);
	/* r0 = 0; r1 = map m1; r1 = map m2; exit */
	uint64_t insns[6] = { 0xb7, 0x1118 | (uint64_t)m1 << 32, 0, 0x1118 | (uint64_t)m2 << 32, 0, 0x95 };
	uint64_t load[6] = { 1 | (uint64_t)6 << 32, (uintptr_t)insns, (uintptr_t)"GPL" };
	unsigned char info[232];
	uint64_t q[2], xlated[2], addr;
	uint32_t ids[2], n;
	long fd;

	if (m1 < 0 || m2 < 0 || (fd = bpf(5, load, sizeof(load))) < 0)
		return 77;
	memset(info, 0, sizeof(info));
	n = 8;
	memcpy(info + 20, &n, 4);         /* xlated_prog_len */
	addr = (uintptr_t)xlated;
	memcpy(info + 32, &addr, 8);      /* xlated_prog_insns */
	n = 1;
	memcpy(info + 52, &n, 4);         /* nr_map_ids */
	addr = (uintptr_t)ids;
	memcpy(info + 56, &addr, 8);      /* map_ids */
	q[0] = (uint32_t)fd | (uint64_t)sizeof(info) << 32;
	q[1] = (uintptr_t)info;
	bpf(15, q, 16);
	memset(info, 0, sizeof(info));
	memcpy(info + 32, &addr, 8);      /* map_ids' array as the code's: none asked for */
	bpf(15, q, 16);
	/* an info that stops before the time it was loaded */
	q[0] = (uint32_t)fd | (uint64_t)40 << 32;
	memset(info, 0, sizeof(info));
	bpf(15, q, 16);
	return 0;
}

/* argv[1] "map_info" or "prog_info": that alone */
int main(int argc, char **argv)
{
	long ps = sysconf(_SC_PAGESIZE);
	char *page = mmap(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	uint32_t u[32];
	uint64_t q[16];
	char *big;

	if (page == MAP_FAILED)
		return 1;
	munmap(page + ps, ps);
	if (argc > 1 && !strcmp(argv[1], "map_info"))
		return map_info(page, ps);
	if (argc > 1 && !strcmp(argv[1], "prog_info"))
		return prog_info(page, ps);
	memset(u, 0, sizeof(u));
	/* BPF_MAP_CREATE: short, with flags and a name cut by the size */
	u[0] = 2; u[1] = 4; u[2] = 8; u[3] = 256; u[4] = 0x3f; u[5] = -1; u[6] = 3;
	memcpy(&u[7], "0123456789abcdef", 16);
	u[11] = 1;
	bpf(0, at_end(page, ps, u, 16), 16);
	bpf(0, at_end(page, ps, u, 36), 36);
	bpf(0, at_end(page, ps, u, 72), 72);
	u[4] = 0xc0defead; u[6] = -1; u[0] = 0xdeadf00d;
	bpf(0, at_end(page, ps, u, 28), 28);
	bpf(0, at_end(page, ps, u, 28) + 1, 28);   /* faults */
	bpf(0, NULL, 72);
	bpf(0, at_end(page, ps, u, 72), 0);
	/* extra non-zero bytes past the struct */
	u[20] = 0x41424344;
	bpf(0, at_end(page, ps, u, 84), 84);
	bpf(0, at_end(page, ps, u, 84), (unsigned)ps + 1);
	memset(u, 0, sizeof(u));
	/* element commands */
	memset(q, 0, sizeof(q));
	q[0] = 0xbadc0ded; q[1] = 0xfacefeed; q[2] = 0; q[3] = 4;
	for (unsigned cmd = 1; cmd <= 4; cmd++) {
		bpf(cmd, at_end(page, ps, q, 32), 32);
		bpf(cmd, at_end(page, ps, q, 24), 24);
	}
	q[3] = 5;
	bpf(2, at_end(page, ps, q, 32), 32);
	bpf(21, at_end(page, ps, q, 32), 32);
	bpf(22, at_end(page, ps, q, 4), 4);
	/* attach, detach */
	u[0] = -1; u[1] = 42; u[2] = 2; u[3] = 7; u[4] = 9;
	bpf(8, at_end(page, ps, u, 20), 20);
	bpf(8, at_end(page, ps, u, 16), 16);
	u[2] = 0xdead;
	bpf(9, at_end(page, ps, u, 12), 12);
	/* test run: nested, ctx and flags as far as the size reaches */
	memset(u, 0, sizeof(u));
	u[0] = -1; u[1] = 7; u[2] = 64; u[16] = 3; u[17] = 1; u[18] = 12;
	bpf(10, at_end(page, ps, u, 40), 40);
	bpf(10, at_end(page, ps, u, 76), 76);
	bpf(10, at_end(page, ps, u, 72), 72);
	/* by id */
	u[0] = 1; u[1] = 2; u[2] = 0x18;
	bpf(13, at_end(page, ps, u, 12), 12);
	bpf(14, at_end(page, ps, u, 8), 8);
	bpf(19, at_end(page, ps, u, 4), 4);
	/* next id: none after the largest id (ids of other processes' maps
	 * come and go) */
	u[0] = 0xfffffff0; u[1] = 0xcafef00d; u[2] = 0xffffff27;
	for (unsigned cmd = 11; cmd <= 12; cmd++) {
		bpf(cmd, at_end(page, ps, u, 12), 12);
		bpf(cmd, at_end(page, ps, u, 8), 8);
		bpf(cmd, at_end(page, ps, u, 4), 4);
	}
	bpf(23, at_end(page, ps, u, 12), 12);
	bpf(31, at_end(page, ps, u, 4), 4);
	/* batches */
	memset(q, 0, sizeof(q));
	q[0] = 0xfacefeed; q[1] = 0xbadc0ded; q[2] = 0xdeadf00d; q[3] = -2;
	q[4] = 3 | (uint64_t)-1 << 32; q[5] = 4; q[6] = 4;
	for (unsigned cmd = 24; cmd <= 27; cmd++) {
		bpf(cmd, at_end(page, ps, q, 56), 56);
		bpf(cmd, at_end(page, ps, q, 40), 40);
	}
	/* strings and bytes the attr points to */
	{
		/* on the stack: memory the program has touched (strace reads
		 * the strings whether or not the kernel does) */
		char license[] = "GPL", log[] = "a log\0not shown";
		char path[] = "/nonexistent/bpf/pin";
		char tp[] = "0123456789qwertyuiop0123456789qwertyuiop";
		char btf[64] = "bPf\0daTum";
		/* exit, r0 = 1 (ALU64 MOV), an unknown class part, JMP32 */
		uint8_t insns[4][8] = {
			{ 0x95, 0xab, 0xad, 0xde, 0xed, 0x0d, 0xdc, 0xba },
			{ 0xb7, 0x00, 0, 0, 1, 0, 0, 0 },
			{ 0x8f, 0x21, 0, 0, 0, 0, 0, 0 },
			{ 0x16, 0x01, 1, 0, 2, 0, 0, 0 },
		};
		char *end;

		memset(q, 0, sizeof(q));
		q[0] = 1 | (uint64_t)2 << 32; q[1] = 0; q[2] = (uintptr_t)license;
		q[3] = 1 | (uint64_t)sizeof(log) << 32; q[4] = (uintptr_t)log;
		q[5] = 0x00050a0b | (uint64_t)1 << 32;
		memcpy(&q[6], "prog_name", 10);
		q[15] = 0xfaceb00c;
		bpf(5, at_end(page, ps, q, 128), 128);
		q[0] = 1 | (uint64_t)4 << 32; q[1] = (uintptr_t)insns;
		bpf(5, at_end(page, ps, q, 128), 128);
		q[1] = 0;
		bpf(5, at_end(page, ps, q, 24), 24);
		bpf(5, at_end(page, ps, q, 48), 48);
		q[3] = 1 | (uint64_t)3 << 32;
		bpf(5, at_end(page, ps, q, 64), 64);
		/* a license running into an unreadable page */
		end = page + ps - 128 - 3;
		memcpy(end, "GPL", 3);
		q[2] = (uintptr_t)end;
		bpf(5, at_end(page, ps, q, 128), 128);
		memset(q, 0, sizeof(q));
		q[0] = (uintptr_t)path; q[1] = (uint32_t)-1 | (uint64_t)0x18 << 32;
		bpf(6, at_end(page, ps, q, 16), 16);
		bpf(7, at_end(page, ps, q, 12), 12);
		q[0] = 0;
		bpf(7, at_end(page, ps, q, 8), 8);
		q[0] = (uintptr_t)tp; q[1] = 3;
		bpf(17, at_end(page, ps, q, 12), 12);
		q[0] = 0;
		bpf(17, at_end(page, ps, q, 12), 12);
		q[0] = (uintptr_t)btf; q[1] = 0xfacefeeddeadbeef;
		q[2] = (sizeof(btf) - 1) | (uint64_t)-1 << 32; q[3] = 42;
		bpf(18, at_end(page, ps, q, 28), 28);
		q[2] = 64;
		bpf(18, at_end(page, ps, q, 28), 28);
	}
	/* queries: the call stores into the attr */
	memset(q, 0, sizeof(q));
	u[0] = -1; u[1] = 43; u[2] = 1; u[3] = 3;
	memcpy(q, u, 16);
	q[2] = (uintptr_t)u; q[3] = 2;
	bpf(16, at_end(page, ps, q, 28), 28);
	bpf(16, at_end(page, ps, q, 16), 16);
	q[2] = 0;
	bpf(16, at_end(page, ps, q, 32), 32);
	q[2] = -1; q[3] = 0;   /* no ids: [] whatever the address */
	bpf(16, at_end(page, ps, q, 28), 28);
	memset(q, 0, sizeof(q));
	q[0] = 1735928559 | (uint64_t)0xdeadbeef << 32;
	q[1] = 0 | (uint64_t)16 << 32; q[2] = (uintptr_t)u; q[3] = 7 | (uint64_t)5 << 32;
	q[4] = 0xfac1fed2fac3fed4; q[5] = 0xfac5fed5fac7fed8;
	bpf(20, at_end(page, ps, q, 48), 48);
	bpf(20, at_end(page, ps, q, 8), 8);
	/* the info of a descriptor that is no map nor program */
	memset(q, 0, sizeof(q));
	q[0] = 0 | (uint64_t)0xdeadbeef << 32; q[1] = 0xfacefeedbadc0ded;
	bpf(15, at_end(page, ps, q, 16), 16);
	bpf(15, at_end(page, ps, q, 4), 4);
	/* links: the union by the attach type */
	{
		int32_t fds[2] = { -1, 0 };
		uint64_t addrs[2] = { 0xfacefeed, 0xbadc0ded };

		memset(q, 0, sizeof(q));
		q[0] = 0 | (uint64_t)-1 << 32; q[2] = 0xfacefeed;
		bpf(28, at_end(page, ps, q, 16), 16);
		bpf(28, at_end(page, ps, q, 20), 20);
		bpf(28, at_end(page, ps, q, 48), 48);
		q[2] = 0;
		q[5] = 0xabc;
		bpf(28, at_end(page, ps, q, 48), 48);
		q[1] = 28; q[2] = (uintptr_t)fds; q[3] = 2;
		bpf(28, at_end(page, ps, q, 28), 28);
		q[1] = 41; q[2] = 0xdeadc0defacecafe;
		bpf(28, at_end(page, ps, q, 24), 24);
		q[1] = 42; q[2] = 1 | (uint64_t)2 << 32; q[3] = 0; q[4] = (uintptr_t)addrs;
		q[5] = 0;
		bpf(28, at_end(page, ps, q, 48), 48);
		q[1] = 7; q[4] = 0;   /* no address in the bytes shown */
		bpf(28, at_end(page, ps, q, 48), 48);
	}
	/* kprobe_multi's syms: strings (one longer than -s), NULLs, one not
	 * readable, more of them than -s shows, and an array that runs into
	 * the unmapped page */
	{
		static const char *syms[40] = { "foo", NULL, "OH\0HAI",
						"a symbol name longer than thirty-two bytes",
						(const char *)8 };
		char *tail = page + ps - 3 * sizeof(char *), *attr = tail - 48;

		for (unsigned i = 5; i < 40; i++)
			syms[i] = i % 3 ? "sym" : NULL;
		memset(q, 0, sizeof(q));
		q[1] = 42; q[3] = (uintptr_t)syms;
		for (unsigned cnt = 0; cnt <= 40; cnt += 5) {
			q[2] = (uint64_t)cnt << 32;
			bpf(28, at_end(page, ps, q, 48), 48);
		}
		/* three pointers at the end of the page, five counted */
		memcpy(tail, syms, 3 * sizeof(char *));
		q[3] = (uintptr_t)tail; q[2] = (uint64_t)5 << 32;
		memcpy(attr, q, 48);
		bpf(28, attr, 48);
	}
	/* links */
	u[0] = -1; u[1] = 3; u[2] = 4; u[3] = 5;
	bpf(29, at_end(page, ps, u, 16), 16);
	u[2] = 3;
	bpf(29, at_end(page, ps, u, 16), 16);
	u[0] = 0xfffffff0;
	bpf(30, at_end(page, ps, u, 4), 4);
	/* commands shown as an address, and unknown ones */
	bpf(99, at_end(page, ps, u, 12), 12);
	/* a whole page */
	big = at_end(page, ps, u, 12);
	big = page;
	memset(big, 0, ps);
	memcpy(big, u, 12);
	bpf(13, big, ps);
	big[ps - 1] = 1;
	bpf(13, big, ps);
	return 0;
}
