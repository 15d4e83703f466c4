/* Device mapper requests on a bad descriptor: the struct dm_ioctl and
 * what follows it in the same buffer (a table's targets, a message, a new
 * name). */
#include <linux/dm-ioctl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/sysmacros.h>

static struct dm_ioctl *dm_new(size_t data_size)
{
	struct dm_ioctl *io = calloc(1, data_size);

	io->version[0] = DM_VERSION_MAJOR;
	io->version[1] = 41;   /* lists of devices have their event count */
	io->data_size = data_size;
	io->data_start = sizeof(*io);
	io->dev = makedev(253, 1);
	strcpy(io->name, "vg-root");
	strcpy(io->uuid, "LVM-abc");
	return io;
}

int main(void)
{
	size_t spec = sizeof(struct dm_target_spec);
	struct dm_ioctl *io = dm_new(sizeof(struct dm_ioctl) + 2 * (spec + 24));
	unsigned char *data = (unsigned char *)io + io->data_start;
	struct dm_target_spec *t = (struct dm_target_spec *)data;

	ioctl(-1, DM_VERSION, io);
	io->flags = DM_READONLY_FLAG | DM_SUSPEND_FLAG | 0x10000000;
	ioctl(-1, DM_DEV_SUSPEND, io);
	io->flags = 0;
	io->event_nr = 7;
	ioctl(-1, DM_DEV_SUSPEND, io);

	io->target_count = 2;
	t->sector_start = 0;
	t->length = 2048;
	strcpy(t->target_type, "linear");
	strcpy((char *)(t + 1), "8:1 0");
	t->next = spec + 24;
	t = (struct dm_target_spec *)(data + spec + 24);
	t->sector_start = 2048;
	t->length = 4096;
	strcpy(t->target_type, "striped");
	strcpy((char *)(t + 1), "2 64 8:2 0 8:3 0");
	ioctl(-1, DM_TABLE_LOAD, io);

	memset(data, 0, io->data_size - io->data_start);
	((struct dm_target_msg *)data)->sector = 99;
	strcpy(((struct dm_target_msg *)data)->message, "@cancel_reshape");
	ioctl(-1, DM_TARGET_MSG, io);

	strcpy((char *)data, "vg-home");
	ioctl(-1, DM_DEV_RENAME, io);
	io->data_start = 5000;
	ioctl(-1, DM_DEV_RENAME, io);
	/* what the getters write, for runs that make them succeed */
	io->data_start = sizeof(*io);
	memset(data, 0, io->data_size - io->data_start);
	((struct dm_target_deps *)data)->count = 2;
	((struct dm_target_deps *)data)->dev[0] = makedev(8, 1);
	((struct dm_target_deps *)data)->dev[1] = makedev(8, 2);
	ioctl(-1, DM_TABLE_DEPS, io);

	memset(data, 0, io->data_size - io->data_start);
	struct dm_name_list *nl = (struct dm_name_list *)data;
	nl->dev = makedev(253, 0);
	strcpy(nl->name, "vg-swap");
	*(uint32_t *)(data + 24) = 5;   /* event_nr, 8-aligned after the name */
	nl->next = 32;
	nl = (struct dm_name_list *)(data + 32);
	nl->dev = makedev(253, 1);
	strcpy(nl->name, "vg-root");
	ioctl(-1, DM_LIST_DEVICES, io);

	memset(data, 0, io->data_size - io->data_start);
	struct dm_target_versions *tv = (struct dm_target_versions *)data;
	tv->version[0] = 1;
	tv->version[1] = 4;
	strcpy(tv->name, "linear");
	tv->next = 40;
	tv = (struct dm_target_versions *)(data + 40);
	tv->version[0] = 1;
	strcpy(tv->name, "striped");
	ioctl(-1, DM_LIST_VERSIONS, io);

	io->version[0] = 3;
	ioctl(-1, DM_LIST_DEVICES, io);
	return 0;
}
