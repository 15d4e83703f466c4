/* ioctl, ATA disks (linux/hdreg.h): geometry, drive commands, settings. */
#include <linux/hdreg.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

/* ATA command opcodes (the ATA/ATAPI command set) */
static const struct xlat ata_cmds[] = {
	XLAT_PAIR(0x00, "ATA_CMD_NOP"), XLAT_PAIR(0x03, "ATA_CMD_CFA_REQ_EXT_ERR"),
	XLAT_PAIR(0x06, "ATA_CMD_DSM"), XLAT_PAIR(0x08, "ATA_CMD_DEV_RESET"),
	XLAT_PAIR(0x10, "ATA_CMD_RESTORE"), XLAT_PAIR(0x20, "ATA_CMD_PIO_READ"),
	XLAT_PAIR(0x24, "ATA_CMD_PIO_READ_EXT"), XLAT_PAIR(0x25, "ATA_CMD_READ_EXT"),
	XLAT_PAIR(0x26, "ATA_CMD_READ_QUEUED"), XLAT_PAIR(0x27, "ATA_CMD_READ_NATIVE_MAX_EXT"),
	XLAT_PAIR(0x29, "ATA_CMD_READ_MULTI_EXT"), XLAT_PAIR(0x2a, "ATA_CMD_READ_STREAM_DMA_EXT"),
	XLAT_PAIR(0x2b, "ATA_CMD_READ_STREAM_EXT"), XLAT_PAIR(0x2f, "ATA_CMD_READ_LOG_EXT"),
	XLAT_PAIR(0x30, "ATA_CMD_PIO_WRITE"), XLAT_PAIR(0x34, "ATA_CMD_PIO_WRITE_EXT"),
	XLAT_PAIR(0x35, "ATA_CMD_WRITE_EXT"), XLAT_PAIR(0x36, "ATA_CMD_WRITE_QUEUED"),
	XLAT_PAIR(0x37, "ATA_CMD_SET_MAX_EXT"), XLAT_PAIR(0x38, "ATA_CMD_CFA_WRITE_NE"),
	XLAT_PAIR(0x39, "ATA_CMD_WRITE_MULTI_EXT"), XLAT_PAIR(0x3a, "ATA_CMD_WRITE_STREAM_DMA_EXT"),
	XLAT_PAIR(0x3b, "ATA_CMD_WRITE_STREAM_EXT"), XLAT_PAIR(0x3d, "ATA_CMD_WRITE_FUA_EXT"),
	XLAT_PAIR(0x3e, "ATA_CMD_WRITE_QUEUED_FUA_EXT"), XLAT_PAIR(0x3f, "ATA_CMD_WRITE_LOG_EXT"),
	XLAT_PAIR(0x40, "ATA_CMD_VERIFY"), XLAT_PAIR(0x42, "ATA_CMD_VERIFY_EXT"),
	XLAT_PAIR(0x60, "ATA_CMD_FPDMA_READ"), XLAT_PAIR(0x61, "ATA_CMD_FPDMA_WRITE"),
	XLAT_PAIR(0x87, "ATA_CMD_CFA_TRANS_SECT"), XLAT_PAIR(0x90, "ATA_CMD_EDD"),
	XLAT_PAIR(0x91, "ATA_CMD_INIT_DEV_PARAMS"), XLAT_PAIR(0x92, "ATA_CMD_DOWNLOAD_MICRO"),
	XLAT_PAIR(0xa0, "ATA_CMD_PACKET"), XLAT_PAIR(0xa1, "ATA_CMD_ID_ATAPI"),
	XLAT_PAIR(0xa2, "ATA_CMD_SERVICE"), XLAT_PAIR(0xb0, "ATA_CMD_SMART"),
	XLAT_PAIR(0xb1, "ATA_CMD_CONF_OVERLAY"), XLAT_PAIR(0xc0, "ATA_CMD_CFA_ERASE"),
	XLAT_PAIR(0xc4, "ATA_CMD_READ_MULTI"), XLAT_PAIR(0xc5, "ATA_CMD_WRITE_MULTI"),
	XLAT_PAIR(0xc6, "ATA_CMD_SET_MULTI"), XLAT_PAIR(0xc8, "ATA_CMD_READ"),
	XLAT_PAIR(0xca, "ATA_CMD_WRITE"), XLAT_PAIR(0xcd, "ATA_CMD_CFA_WRITE_MULT_NE"),
	XLAT_PAIR(0xce, "ATA_CMD_WRITE_MULTI_FUA_EXT"), XLAT_PAIR(0xd1, "ATA_CMD_CHK_MED_CRD_TYP"),
	XLAT_PAIR(0xde, "ATA_CMD_MEDIA_LOCK"), XLAT_PAIR(0xdf, "ATA_CMD_MEDIA_UNLOCK"),
	XLAT_PAIR(0xe0, "ATA_CMD_STANDBYNOW1"), XLAT_PAIR(0xe1, "ATA_CMD_IDLEIMMEDIATE"),
	XLAT_PAIR(0xe2, "ATA_CMD_STANDBY"), XLAT_PAIR(0xe3, "ATA_CMD_IDLE"),
	XLAT_PAIR(0xe4, "ATA_CMD_PMP_READ"), XLAT_PAIR(0xe5, "ATA_CMD_CHK_POWER"),
	XLAT_PAIR(0xe6, "ATA_CMD_SLEEP"), XLAT_PAIR(0xe7, "ATA_CMD_FLUSH"),
	XLAT_PAIR(0xe8, "ATA_CMD_PMP_WRITE"), XLAT_PAIR(0xea, "ATA_CMD_FLUSH_EXT"),
	XLAT_PAIR(0xec, "ATA_CMD_ID_ATA"), XLAT_PAIR(0xef, "ATA_CMD_SET_FEATURES"),
	XLAT_PAIR(0xf1, "ATA_CMD_SEC_SET_PASS"), XLAT_PAIR(0xf2, "ATA_CMD_SEC_UNLOCK"),
	XLAT_PAIR(0xf3, "ATA_CMD_SEC_ERASE_PREP"), XLAT_PAIR(0xf4, "ATA_CMD_SEC_ERASE_UNIT"),
	XLAT_PAIR(0xf5, "ATA_CMD_SEC_FREEZE_LOCK"), XLAT_PAIR(0xf6, "ATA_CMD_SEC_DISABLE_PASS"),
	XLAT_PAIR(0xf8, "ATA_CMD_READ_NATIVE_MAX"), XLAT_PAIR(0xf9, "ATA_CMD_SET_MAX"),
	XLAT_END
};

/* the bits are numbers of bits: strace shows them as shifts */
static const struct xlat nice_bits[] = {
	XLAT_PAIR(1 << IDE_NICE_DSC_OVERLAP, "1 << IDE_NICE_DSC_OVERLAP"),
	XLAT_PAIR(1 << IDE_NICE_ATAPI_OVERLAP, "1 << IDE_NICE_ATAPI_OVERLAP"),
	XLAT_PAIR(1 << IDE_NICE_1, "1 << IDE_NICE_1"),
	XLAT_PAIR(1 << IDE_NICE_0, "1 << IDE_NICE_0"),
	XLAT_PAIR(1 << IDE_NICE_2, "1 << IDE_NICE_2"), XLAT_END
};

static const struct xlat busstates[] = {
	XLAT(BUSSTATE_OFF), XLAT(BUSSTATE_ON), XLAT(BUSSTATE_TRISTATE), XLAT_END
};

static const struct ioc_field geo_fields[] = {
	IOC_FIELD(struct hd_geometry, heads, F_U), IOC_FIELD(struct hd_geometry, sectors, F_U),
	IOC_FIELD(struct hd_geometry, cylinders, F_U), IOC_FIELD(struct hd_geometry, start, F_U),
	IOC_FIELD_END
};
/* its start a long: 4 bytes in a compat call */
static const struct field f_geometry[] = {
	{ "heads", FT_U8, 0 }, { "sectors", FT_U8, 0 }, { "cylinders", FT_U16, 0 },
	{ "start", FT_ULONG, 0 }, { NULL, 0, 0 }
};
static const struct layout geometry_abi = { f_geometry, NULL };
static const struct ioc_layout geometry = {
	sizeof(struct hd_geometry), false, geo_fields, &geometry_abi
};

/* HDIO_DRIVE_CMD's four bytes in */
static const struct ioc_field cmd_fields[] = {
	{ "command", 0, 1, F_XLAT, ata_cmds, "ATA_CMD_???", NULL },
	{ "sector_number", 1, 1, F_U, NULL, NULL, NULL }, { "feature", 2, 1, F_U, NULL, NULL, NULL },
	{ "sector_count", 3, 1, F_U, NULL, NULL, NULL }, IOC_FIELD_END
};
static const struct ioc_layout drive_cmd = { 4, false, cmd_fields, NULL };

/* {command...} => {status=, error=, nsector=, buf=the sectors read} */
static void drive_cmd_arg(struct call *c, const struct ioc_req *r, int exiting)
{
	unsigned char b[EBT_IOC_MIN_SIZE];
	size_t total, n;

	if (!exiting) {
		ioc_print_layout_arg(c, &drive_cmd, false);
		return;
	}
	if (!c->args[2] || call_failed(c) || !ioc_exit_bytes(c, b, 4))
		return;
	tprintf(" => {status=%#x, error=%u, nsector=%u", b[0], b[1], b[2]);
	if (!b[3]) {
		tputc('}');
		return;
	}
	/* the sectors follow: shown when what is shown of them was there */
	total = (size_t)b[3] * 512;
	n = total < opt.string_limit ? total : opt.string_limit;
	tputs(", buf=");
	if (n + 4 < sizeof(b) && ioc_exit_bytes(c, b, 4 + n + (n < total)))
		print_quoted(b + 4, n, QUOTE_HEX_ALL | (n < total ? QUOTE_ELLIPSIS : 0));
	else
		print_addr(c->args[2] + 4);
	tputc('}');
}

static const struct ioc_field args3_fields[] = {
	{ "", 0, 4, F_X, NULL, NULL, NULL }, { "", 4, 4, F_X, NULL, NULL, NULL },
	{ "", 8, 4, F_X, NULL, NULL, NULL }, IOC_FIELD_END
};
static const struct ioc_layout args3 = { 12, true, args3_fields, NULL };

IOC_ONE(nice_val, 8, F_FLAGS, nice_bits, NULL);
IOC_ONE(busstate_val, 8, F_XLAT, busstates, "BUSSTATE_???");

/* the drive's identification words, as a string */
static void identity(struct call *c, const struct ioc_req *r, int exiting)
{
	unsigned char buf[512];
	size_t size = r->code == HDIO_GET_IDENTITY ? 512 : 142, n;

	if (!exiting)
		return;
	tputs(", ");
	if (!fetch_out(c, 2, buf, size))
		return;
	n = size < opt.string_limit ? size : opt.string_limit;
	print_quoted(buf, n, n < size ? QUOTE_ELLIPSIS : 0);
}

/* the only requests the kernel handles in a compat call */
static const struct ioc_req reqs[] = {
	IOC_L(HDIO_GETGEO, A_OUT, &geometry), IOC_F(HDIO_DRIVE_CMD, drive_cmd_arg),
};

const struct ioc_table ioc_hdio_table = IOC_TABLE_COMPAT(reqs, NULL);

/* their arguments are longs or point to them */
static const struct ioc_req native_reqs[] = {
	IOC_L(HDIO_DRIVE_RESET, A_IN, &args3), IOC_L(HDIO_SCAN_HWIF, A_IN, &args3),
	IOC_L(HDIO_GET_32BIT, A_OUT, &ioc_u64), IOC_L(HDIO_GET_ACOUSTIC, A_OUT, &ioc_u64),
	IOC_L(HDIO_GET_ADDRESS, A_OUT, &ioc_u64), IOC_L(HDIO_GET_DMA, A_OUT, &ioc_u64),
	IOC_L(HDIO_GET_KEEPSETTINGS, A_OUT, &ioc_u64),
	IOC_L(HDIO_GET_MULTCOUNT, A_OUT, &ioc_u64), IOC_L(HDIO_GET_NOWERR, A_OUT, &ioc_u64),
	IOC_L(HDIO_GET_UNMASKINTR, A_OUT, &ioc_u64), IOC_L(HDIO_GET_WCACHE, A_OUT, &ioc_u64),
	IOC(HDIO_SET_32BIT, A_UINT), IOC(HDIO_SET_ACOUSTIC, A_UINT), IOC(HDIO_SET_ADDRESS, A_UINT),
	IOC(HDIO_SET_DMA, A_UINT), IOC(HDIO_SET_KEEPSETTINGS, A_UINT),
	IOC(HDIO_SET_MULTCOUNT, A_UINT), IOC(HDIO_SET_NOWERR, A_UINT),
	IOC(HDIO_SET_PIO_MODE, A_UINT), IOC(HDIO_SET_UNMASKINTR, A_UINT),
	IOC(HDIO_SET_WCACHE, A_UINT), IOC(HDIO_UNREGISTER_HWIF, A_UINT),
	IOC_F(HDIO_OBSOLETE_IDENTITY, identity), IOC_F(HDIO_GET_IDENTITY, identity),
	IOC_L(HDIO_GET_NICE, A_OUT, &nice_val), IOC_L(HDIO_SET_NICE, A_VAL, &nice_val),
	IOC_L(HDIO_GET_BUSSTATE, A_OUT, &busstate_val),
	IOC_L(HDIO_SET_BUSSTATE, A_VAL, &busstate_val),
	IOC(HDIO_GET_QDMA, A_HEX), IOC(HDIO_SET_XFER, A_HEX), IOC(HDIO_TRISTATE_HWIF, A_HEX),
	IOC(HDIO_DRIVE_TASKFILE, A_HEX), IOC(HDIO_DRIVE_TASK, A_HEX), IOC(HDIO_SET_QDMA, A_HEX),
};

const struct ioc_table ioc_hdio_native_table = IOC_TABLE_NATIVE(native_reqs, NULL);
