/* Block device requests on a bad descriptor: values, ints read and
 * written, and BLKPG, whose struct points to the partition it describes;
 * made to succeed (-e inject=ioctl:retval=), what the getters wrote. */
#include <linux/blkpg.h>
#include <linux/fs.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>

int main(void)
{
	struct blkpg_partition part = { 1 << 20, 1 << 30, 2, "sda2", "root" };
	struct blkpg_ioctl_arg arg = { BLKPG_ADD_PARTITION, 0, sizeof(part), &part };
	uint64_t range[2] = { 4096, 8192 }, size = 123456789;
	int ro = 1;
	unsigned short sect = 255;
	char *page = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	ioctl(-1, BLKRASET, 256UL);
	ioctl(-1, BLKROSET, &ro);
	ioctl(-1, BLKROGET, &ro);
	ioctl(-1, BLKSECTGET, &sect);
	ioctl(-1, BLKGETSIZE64, &size);
	ioctl(-1, BLKDISCARD, range);
	ioctl(-1, BLKFLSBUF);
	ioctl(-1, BLKPG, &arg);
	memset(part.volname, 'v', sizeof(part.volname));
	arg.op = BLKPG_DEL_PARTITION;
	ioctl(-1, BLKPG, &arg);
	/* a partition that cannot be read: its address */
	munmap(page, 4096);
	arg.data = page;
	ioctl(-1, BLKPG, &arg);
	arg.data = NULL;
	ioctl(-1, BLKPG, &arg);
	return 0;
}
