/* PTP clock requests on a bad descriptor, their structs filled in; made to
 * succeed (-e inject=ioctl:retval=), what the getters wrote shows too. */
#include <linux/ptp_clock.h>
#include <string.h>
#include <sys/ioctl.h>

int main(void)
{
	struct ptp_clock_caps caps = { .max_adj = 1000, .n_pins = 2, .rsv = { [3] = 7 } };
	struct ptp_extts_request extts = { 1, PTP_ENABLE_FEATURE | PTP_RISING_EDGE | 0x100, { 0, 9 } };
	struct ptp_perout_request perout = {
		.start = { 1700000000, 5, 0 }, .period = { 1, 0, 3 }, .index = 2,
		.flags = PTP_PEROUT_DUTY_CYCLE, .on = { 0, 500000000, 0 } };
	struct ptp_sys_offset off = { .n_samples = 2, .ts = { { 1, 2, 0 }, { 3, 4, 0 } } };
	struct ptp_sys_offset_extended ext = { .n_samples = 1, .ts = { { { 5, 6, 0 } } } };
	struct ptp_sys_offset_precise prec = { { 1700000000, 1, 0 }, { 2, 3, 0 }, { 4, 5, 6 } };
	struct ptp_pin_desc pin = { .index = 1, .func = PTP_PF_PEROUT, .chan = 3, .rsv = { 1 } };

	strcpy(pin.name, "pin1");
	ioctl(-1, PTP_CLOCK_GETCAPS, &caps);
	ioctl(-1, PTP_EXTTS_REQUEST, &extts);
	ioctl(-1, PTP_EXTTS_REQUEST2, &extts);
	ioctl(-1, PTP_PEROUT_REQUEST2, &perout);
	perout.flags = PTP_PEROUT_PHASE;
	ioctl(-1, PTP_PEROUT_REQUEST, &perout);
	ioctl(-1, PTP_ENABLE_PPS, 1UL);
	ioctl(-1, PTP_SYS_OFFSET, &off);
	ioctl(-1, PTP_SYS_OFFSET_EXTENDED2, &ext);
	ioctl(-1, PTP_SYS_OFFSET_PRECISE, &prec);
	ioctl(-1, PTP_PIN_GETFUNC2, &pin);
	ioctl(-1, PTP_PIN_SETFUNC2, &pin);
	ioctl(-1, PTP_CLOCK_GETCAPS, (void *)8);
	return 0;
}
