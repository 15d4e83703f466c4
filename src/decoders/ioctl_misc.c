/* ioctl, small families: inotify, the random device, watchdogs, counters,
 * infrared remote controls (LIRC). */
#include <linux/counter.h>
#include <linux/i2o-dev.h>
#include <linux/inotify.h>
#include <linux/ipmi.h>
#include <linux/lirc.h>
#include <linux/random.h>
#include <linux/watchdog.h>
#include <misc/fastrpc.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

/* {entropy_count=N, buf_size=N, buf="..."} */
static void add_entropy(struct call *c, const struct ioc_req *r, int exiting)
{
	unsigned char buf[EBT_IOC_MIN_SIZE];
	struct rand_pool_info info;
	size_t n;

	if (exiting)
		return;
	tputs(", ");
	if (!fetch_in(c, 2, &info, sizeof(info)))
		return;
	tprintf("{entropy_count=%d, buf_size=%d, buf=", info.entropy_count, info.buf_size);
	n = info.buf_size < 0 ? 0 : (size_t)info.buf_size;
	if (n > opt.string_limit)
		n = opt.string_limit;
	if (n > sizeof(buf) - sizeof(info) || !ioc_entry_bytes(c, buf, sizeof(info) + n))
		print_addr(c->args[2] + sizeof(info));
	else
		print_quoted(buf + sizeof(info), n,
			     n < (size_t)info.buf_size ? QUOTE_ELLIPSIS : 0);
	tputc('}');
}

static const struct xlat component_types[] = {
	XLAT(COUNTER_COMPONENT_NONE), XLAT(COUNTER_COMPONENT_SIGNAL), XLAT(COUNTER_COMPONENT_COUNT),
	XLAT(COUNTER_COMPONENT_FUNCTION), XLAT(COUNTER_COMPONENT_SYNAPSE_ACTION),
	XLAT(COUNTER_COMPONENT_EXTENSION), XLAT_END
};

static const struct xlat counter_scopes[] = {
	XLAT(COUNTER_SCOPE_DEVICE), XLAT(COUNTER_SCOPE_SIGNAL), XLAT(COUNTER_SCOPE_COUNT), XLAT_END
};

static const struct xlat counter_events[] = {
	XLAT(COUNTER_EVENT_OVERFLOW), XLAT(COUNTER_EVENT_UNDERFLOW),
	XLAT(COUNTER_EVENT_OVERFLOW_UNDERFLOW), XLAT(COUNTER_EVENT_THRESHOLD),
	XLAT(COUNTER_EVENT_INDEX), XLAT(COUNTER_EVENT_CHANGE_OF_STATE), XLAT(COUNTER_EVENT_CAPTURE),
	XLAT_END
};

static const struct ioc_field component_fields[] = {
	IOC_FIELD_X(struct counter_component, type, F_XLAT, component_types, "COUNTER_COMPONENT_???"),
	IOC_FIELD_X(struct counter_component, scope, F_XLAT, counter_scopes, "COUNTER_SCOPE_???"),
	IOC_FIELD(struct counter_component, parent, F_U), IOC_FIELD(struct counter_component, id, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout component = { sizeof(struct counter_component), false,
					     component_fields, NULL };

static const struct ioc_field watch_fields[] = {
	IOC_FIELD_NEST(struct counter_watch, component, &component),
	IOC_FIELD_X(struct counter_watch, event, F_XLAT, counter_events, "COUNTER_EVENT_???"),
	IOC_FIELD(struct counter_watch, channel, F_U), IOC_FIELD_END
};
static const struct ioc_layout watch = { sizeof(struct counter_watch), false, watch_fields, NULL };

/* in ascending value, as strace lists them */
static const struct xlat lirc_features[] = {
	XLAT(LIRC_CAN_SEND_RAW), XLAT(LIRC_CAN_SEND_PULSE), XLAT(LIRC_CAN_SEND_MODE2),
	XLAT(LIRC_CAN_SEND_LIRCCODE), XLAT(LIRC_CAN_SET_SEND_CARRIER),
	XLAT(LIRC_CAN_SET_SEND_DUTY_CYCLE), XLAT(LIRC_CAN_SET_TRANSMITTER_MASK),
	XLAT(LIRC_CAN_REC_RAW), XLAT(LIRC_CAN_REC_PULSE), XLAT(LIRC_CAN_REC_MODE2),
	XLAT(LIRC_CAN_REC_SCANCODE), XLAT(LIRC_CAN_REC_LIRCCODE), XLAT(LIRC_CAN_SET_REC_CARRIER),
	XLAT(LIRC_CAN_MEASURE_CARRIER), XLAT(LIRC_CAN_USE_WIDEBAND_RECEIVER),
	XLAT(LIRC_CAN_SET_REC_TIMEOUT), XLAT(LIRC_CAN_GET_REC_RESOLUTION),
	XLAT(LIRC_CAN_SET_REC_CARRIER_RANGE), XLAT_END
};

static const struct xlat lirc_modes[] = {
	XLAT(LIRC_MODE_RAW), XLAT(LIRC_MODE_PULSE), XLAT(LIRC_MODE_MODE2),
	XLAT(LIRC_MODE_SCANCODE), XLAT(LIRC_MODE_LIRCCODE), XLAT_END
};

IOC_ONE(hex_val, 4, F_X, NULL, NULL);
IOC_ONE(lirc_mode, 4, F_XLAT, lirc_modes, "LIRC_MODE_???");
IOC_ONE(lirc_feature_set, 4, F_FLAGS, lirc_features, "LIRC_CAN_???");

static const struct ioc_req reqs[] = {
	IOC(INOTIFY_IOC_SETNEXTWD, A_INT),
	IOC_L(RNDGETENTCNT, A_OUT, &ioc_int), IOC_L(RNDADDTOENTCNT, A_IN, &ioc_int),
	IOC_F(RNDADDENTROPY, add_entropy), IOC(RNDZAPENTCNT, A_NONE), IOC(RNDCLEARPOOL, A_NONE),
	IOC(RNDRESEEDCRNG, A_NONE), IOC(FASTRPC_IOCTL_INIT_ATTACH, A_HEX),
	IOC_L(WDIOC_GETSTATUS, A_OUT, &ioc_int), IOC_L(WDIOC_GETBOOTSTATUS, A_OUT, &ioc_int),
	IOC_L(WDIOC_GETTEMP, A_OUT, &ioc_int), IOC_L(WDIOC_GETTIMEOUT, A_OUT, &ioc_int),
	IOC_L(WDIOC_GETPRETIMEOUT, A_OUT, &ioc_int), IOC_L(WDIOC_GETTIMELEFT, A_OUT, &ioc_int),
	IOC_L(WDIOC_SETTIMEOUT, A_IN, &ioc_int), IOC_L(WDIOC_SETPRETIMEOUT, A_IN, &ioc_int),
	IOC(WDIOC_KEEPALIVE, A_NONE), IOC(WDIOC_GETSUPPORT, A_HEX), IOC(WDIOC_SETOPTIONS, A_HEX),
	IOC_L(COUNTER_ADD_WATCH_IOCTL, A_IN, &watch), IOC(COUNTER_ENABLE_EVENTS_IOCTL, A_NONE),
	IOC(COUNTER_DISABLE_EVENTS_IOCTL, A_NONE),
	IOC_L(LIRC_GET_FEATURES, A_OUT, &lirc_feature_set),
	IOC_L(LIRC_GET_SEND_MODE, A_OUT, &lirc_mode), IOC_L(LIRC_GET_REC_MODE, A_OUT, &lirc_mode),
	IOC_L(LIRC_GET_REC_RESOLUTION, A_OUT, &ioc_uint),
	IOC_L(LIRC_GET_MIN_TIMEOUT, A_OUT, &ioc_uint), IOC_L(LIRC_GET_MAX_TIMEOUT, A_OUT, &ioc_uint),
	IOC_L(LIRC_GET_LENGTH, A_OUT, &ioc_uint), IOC_L(LIRC_GET_REC_TIMEOUT, A_OUT, &ioc_uint),
	IOC_L(LIRC_SET_SEND_MODE, A_IN, &lirc_mode), IOC_L(LIRC_SET_REC_MODE, A_IN, &lirc_mode),
	IOC_L(LIRC_SET_SEND_CARRIER, A_IN, &ioc_uint), IOC_L(LIRC_SET_REC_CARRIER, A_IN, &ioc_uint),
	IOC_L(LIRC_SET_SEND_DUTY_CYCLE, A_IN, &ioc_uint),
	IOC_L(LIRC_SET_TRANSMITTER_MASK, A_IN, &hex_val),
	IOC_L(LIRC_SET_REC_TIMEOUT, A_IN, &ioc_uint),
	IOC_L(LIRC_SET_REC_TIMEOUT_REPORTS, A_IN, &ioc_uint),
	IOC_L(LIRC_SET_MEASURE_CARRIER_MODE, A_IN, &ioc_uint),
	IOC_L(LIRC_SET_REC_CARRIER_RANGE, A_IN, &ioc_uint),
	IOC_L(LIRC_SET_WIDEBAND_RECEIVER, A_IN, &ioc_uint),
	IOC(IPMICTL_SET_MAINTENANCE_MODE_CMD, A_HEX), IOC(I2OVALIDATE, A_HEX),
};

/* its structs are of fixed-size fields, laid out alike in both ABIs */
const struct ioc_table ioc_misc_table = IOC_TABLE_COMPAT(reqs, NULL);
