/* ioctl, SCSI generic devices (scsi/sg.h). */
#include <scsi/sg.h>
#include <stdint.h>
#include <sys/ioctl.h>

#include "ioctl.h"

/* the kernel's, which the C library's header lacks */
#ifndef SG_GET_ACCESS_COUNT
#define SG_GET_ACCESS_COUNT 0x2289
#endif
#ifndef SG_SCSI_RESET_TARGET
#define SG_SCSI_RESET_TARGET 4
#endif
#ifndef SG_SCSI_RESET_NO_ESCALATE
#define SG_SCSI_RESET_NO_ESCALATE 0x100
#endif

static const struct xlat resets[] = {
	XLAT(SG_SCSI_RESET_NOTHING), XLAT(SG_SCSI_RESET_DEVICE), XLAT(SG_SCSI_RESET_BUS),
	XLAT(SG_SCSI_RESET_HOST), XLAT(SG_SCSI_RESET_TARGET), XLAT_END
};

/* [SG_SCSI_RESET_NO_ESCALATE|WHAT] */
static void scsi_reset(struct call *c, const struct ioc_req *r, int exiting)
{
	unsigned v;
	const char *what;

	if (exiting)
		return;
	tputs(", ");
	if (!fetch_in(c, 2, &v, sizeof(v)))
		return;
	what = xlat_lookup(resets, v & ~SG_SCSI_RESET_NO_ESCALATE);
	tputc('[');
	xlat_compose_begin();
	if (what)
		tprintf("%s%s", v & SG_SCSI_RESET_NO_ESCALATE ? "SG_SCSI_RESET_NO_ESCALATE|" : "",
			what);
	else
		tprintf("%#x /* SG_SCSI_RESET_??? */", v);
	xlat_compose_end("%#llx", v);
	tputc(']');
}

static const struct ioc_req reqs[] = {
	IOC(SG_GET_TIMEOUT, A_NONE), IOC_L(SG_SET_TIMEOUT, A_IN, &ioc_int),
	IOC_L(SG_NEXT_CMD_LEN, A_IN, &ioc_int), IOC_L(SG_SET_COMMAND_Q, A_IN, &ioc_int),
	IOC_L(SG_SET_DEBUG, A_IN, &ioc_int), IOC_L(SG_SET_FORCE_LOW_DMA, A_IN, &ioc_int),
	IOC_L(SG_SET_FORCE_PACK_ID, A_IN, &ioc_int), IOC_L(SG_SET_KEEP_ORPHAN, A_IN, &ioc_int),
	IOC_L(SG_SET_RESERVED_SIZE, A_IN, &ioc_int),
	IOC_L(SG_EMULATED_HOST, A_OUT, &ioc_int), IOC_L(SG_GET_ACCESS_COUNT, A_OUT, &ioc_int),
	IOC_L(SG_GET_COMMAND_Q, A_OUT, &ioc_int), IOC_L(SG_GET_KEEP_ORPHAN, A_OUT, &ioc_int),
	IOC_L(SG_GET_LOW_DMA, A_OUT, &ioc_int), IOC_L(SG_GET_NUM_WAITING, A_OUT, &ioc_int),
	IOC_L(SG_GET_PACK_ID, A_OUT, &ioc_int), IOC_L(SG_GET_RESERVED_SIZE, A_OUT, &ioc_int),
	IOC_L(SG_GET_SG_TABLESIZE, A_OUT, &ioc_int), IOC_L(SG_GET_TRANSFORM, A_OUT, &ioc_int),
	IOC_L(SG_GET_VERSION_NUM, A_OUT, &ioc_int), IOC(SG_SET_TRANSFORM, A_HEX),
	IOC_F(SG_SCSI_RESET, scsi_reset), IOC(SG_GET_SCSI_ID, A_PTR),
	IOC(SG_GET_REQUEST_TABLE, A_PTR), IOC(SG_IO, A_PTR),
};

const struct ioc_table ioc_scsi_table = IOC_TABLE(reqs, NULL);
