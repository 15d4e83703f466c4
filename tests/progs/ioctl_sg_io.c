/* SG_IO on a bad descriptor with each of its interfaces: the v3 sg_io_hdr
 * and the v4 sg_io_v4, their command, data (flat or in iovecs) and sense
 * buffers; an unknown interface; a struct cut by the end of its memory.
 * Made to succeed (-e inject=ioctl:retval=), what the call would have
 * written. */
#include <linux/bsg.h>
#include <scsi/sg.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/uio.h>

static unsigned char cmd[6] = { 0x12, 0, 0, 0, 0x24, 0 };
static unsigned char data[64] = "inquiry data, longer than the strings shown by default";
static unsigned char sense[18] = { 0x70, 0, 5, 0, 0, 0, 0, 10 };

static void v3(void)
{
	struct iovec iov[3] = { { data, 4 }, { data + 4, 40 }, { data + 44, 8 } };
	struct sg_io_hdr h = {
		.interface_id = 'S', .dxfer_direction = SG_DXFER_TO_DEV, .cmd_len = sizeof(cmd),
		.mx_sb_len = sizeof(sense), .dxfer_len = 12, .dxferp = data, .cmdp = cmd,
		.sbp = sense, .timeout = 1000, .flags = SG_FLAG_DIRECT_IO | 0x100,
		.status = 2, .sb_len_wr = 8, .host_status = 7, .resid = 4, .duration = 3,
		.info = SG_INFO_CHECK
	};

	ioctl(-1, SG_IO, &h);
	h.dxfer_direction = SG_DXFER_FROM_DEV;
	ioctl(-1, SG_IO, &h);
	h.dxfer_direction = SG_DXFER_TO_FROM_DEV;
	ioctl(-1, SG_IO, &h);
	h.dxfer_direction = SG_DXFER_NONE;
	ioctl(-1, SG_IO, &h);
	/* the data in iovecs: as much of each as the transfer's length has */
	h.dxfer_direction = SG_DXFER_TO_DEV;
	h.iovec_count = 3;
	h.dxfer_len = 50;
	h.dxferp = iov;
	ioctl(-1, SG_IO, &h);
	h.dxfer_direction = SG_DXFER_FROM_DEV;
	h.resid = 0;
	ioctl(-1, SG_IO, &h);
	h.interface_id = 'S' | 0x100;
	ioctl(-1, SG_IO, &h);
}

static void v4(void)
{
	struct iovec iov[2] = { { data, 3 }, { data + 3, 9 } };
	struct sg_io_v4 q = {
		.guard = 'Q', .protocol = BSG_PROTOCOL_SCSI,
		.subprotocol = BSG_SUB_PROTOCOL_SCSI_CMD, .request_len = sizeof(cmd),
		.request = (uintptr_t)cmd, .max_response_len = sizeof(sense),
		.response = (uintptr_t)sense, .dout_iovec_count = 2, .dout_xfer_len = 10,
		.din_xfer_len = 40, .dout_xferp = (uintptr_t)iov, .din_xferp = (uintptr_t)data,
		.timeout = 500, .flags = BSG_FLAG_Q_AT_HEAD, .usr_ptr = 0xdeadbeef,
		.driver_status = 1, .info = SG_INFO_MIXED_IO, .response_len = 6,
		.din_resid = 30, .dout_resid = -1, .generated_tag = 42
	};

	ioctl(-1, SG_IO, &q);
	q.din_iovec_count = 2;
	q.din_xferp = (uintptr_t)iov;
	q.dout_iovec_count = 0;
	q.dout_xferp = 0;
	q.din_resid = 0;
	ioctl(-1, SG_IO, &q);
}

int main(void)
{
	unsigned char *page = mmap(NULL, 8192, PROT_READ | PROT_WRITE,
				   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	uint32_t iid = 0x83838380;

	ioctl(-1, SG_IO, NULL);
	ioctl(-1, SG_IO, &iid);
	/* the interface id alone before an unmapped page */
	munmap(page + 4096, 4096);
	memcpy(page + 4092, "S\0\0\0", 4);
	ioctl(-1, SG_IO, page + 4092);
	memcpy(page + 4092, "Q\0\0\0", 4);
	ioctl(-1, SG_IO, page + 4092);
	v3();
	v4();
	return 0;
}
