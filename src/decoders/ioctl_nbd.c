/* ioctl, network block devices (linux/nbd.h). */
#include <linux/nbd.h>
#include <stdint.h>
#include <sys/ioctl.h>

#include "ioctl.h"

/* the protocol's transmission flags (the header has the first ones) */
static const struct xlat nbd_flags[] = {
	XLAT(NBD_FLAG_HAS_FLAGS), XLAT(NBD_FLAG_READ_ONLY), XLAT(NBD_FLAG_SEND_FLUSH),
	XLAT(NBD_FLAG_SEND_FUA), XLAT_PAIR(1 << 4, "NBD_FLAG_ROTATIONAL"), XLAT(NBD_FLAG_SEND_TRIM),
	XLAT_PAIR(1 << 6, "NBD_FLAG_SEND_WRITE_ZEROES"), XLAT_PAIR(1 << 7, "NBD_FLAG_SEND_DF"),
	XLAT(NBD_FLAG_CAN_MULTI_CONN), XLAT_PAIR(1 << 9, "NBD_FLAG_SEND_RESIZE"),
	XLAT_PAIR(1 << 10, "NBD_FLAG_SEND_CACHE"), XLAT_END
};

IOC_ONE(flags_val, 4, F_FLAGS, nbd_flags, "NBD_FLAG_???");

static const struct ioc_req reqs[] = {
	IOC(NBD_SET_SOCK, A_FD), IOC(NBD_SET_BLKSIZE, A_UINT), IOC(NBD_SET_SIZE, A_UINT),
	IOC(NBD_DO_IT, A_NONE), IOC(NBD_CLEAR_SOCK, A_NONE), IOC(NBD_CLEAR_QUE, A_NONE),
	IOC(NBD_PRINT_DEBUG, A_NONE), IOC(NBD_SET_SIZE_BLOCKS, A_UINT), IOC(NBD_DISCONNECT, A_NONE),
	IOC(NBD_SET_TIMEOUT, A_UINT), IOC_L(NBD_SET_FLAGS, A_VAL, &flags_val),
};

/* its arguments are numbers */
const struct ioc_table ioc_nbd_table = IOC_TABLE_COMPAT(reqs, NULL);
