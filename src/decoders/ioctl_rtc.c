/* ioctl, real time clocks (linux/rtc.h). */
#include <linux/nvram.h>
#include <linux/phantom.h>
#include <linux/rtc.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

static const struct xlat vl_flags[] = {
	XLAT(RTC_VL_DATA_INVALID), XLAT(RTC_VL_BACKUP_LOW), XLAT(RTC_VL_BACKUP_EMPTY),
	XLAT(RTC_VL_ACCURACY_LOW), XLAT(RTC_VL_BACKUP_SWITCH), XLAT_END
};

static const struct xlat params[] = {
	XLAT(RTC_PARAM_FEATURES), XLAT(RTC_PARAM_CORRECTION), XLAT(RTC_PARAM_BACKUP_SWITCH_MODE),
	XLAT_END
};

/* feature numbers: shown as the bits they are */
static const struct xlat features[] = {
	XLAT_PAIR(1 << RTC_FEATURE_ALARM, "1<<RTC_FEATURE_ALARM"),
	XLAT_PAIR(1 << RTC_FEATURE_ALARM_RES_MINUTE, "1<<RTC_FEATURE_ALARM_RES_MINUTE"),
	XLAT_PAIR(1 << RTC_FEATURE_NEED_WEEK_DAY, "1<<RTC_FEATURE_NEED_WEEK_DAY"),
	XLAT_PAIR(1 << RTC_FEATURE_ALARM_RES_2S, "1<<RTC_FEATURE_ALARM_RES_2S"),
	XLAT_PAIR(1 << RTC_FEATURE_UPDATE_INTERRUPT, "1<<RTC_FEATURE_UPDATE_INTERRUPT"),
	XLAT_PAIR(1 << RTC_FEATURE_CORRECTION, "1<<RTC_FEATURE_CORRECTION"),
	XLAT_PAIR(1 << RTC_FEATURE_BACKUP_SWITCH_MODE, "1<<RTC_FEATURE_BACKUP_SWITCH_MODE"),
	XLAT_PAIR(1 << RTC_FEATURE_ALARM_WAKEUP_ONLY, "1<<RTC_FEATURE_ALARM_WAKEUP_ONLY"),
	XLAT_END
};

static const struct xlat bsm_modes[] = {
	XLAT(RTC_BSM_DISABLED), XLAT(RTC_BSM_DIRECT), XLAT(RTC_BSM_LEVEL), XLAT(RTC_BSM_STANDBY),
	XLAT_END
};

static void print_time(const struct call *c, const struct rtc_time *t)
{
	tprintf("{tm_sec=%d, tm_min=%d, tm_hour=%d, tm_mday=%d, tm_mon=%d, tm_year=%d",
		t->tm_sec, t->tm_min, t->tm_hour, t->tm_mday, t->tm_mon, t->tm_year);
	if (abbrev(c))
		tputs(", ...}");
	else
		tprintf(", tm_wday=%d, tm_yday=%d, tm_isdst=%d}", t->tm_wday, t->tm_yday,
			t->tm_isdst);
}

/* struct rtc_pll_info ends with a long; the others are of ints and chars */
static const struct field f_pll[] = {
	{ "pll_ctrl", FT_S32, 0 }, { "pll_value", FT_S32, 0 }, { "pll_max", FT_S32, 0 },
	{ "pll_min", FT_S32, 0 }, { "pll_posmult", FT_S32, 0 }, { "pll_negmult", FT_S32, 0 },
	{ "pll_clock", FT_LONG, 0 }, { NULL, 0, 0 }
};
static const struct layout pll_abi = { f_pll, NULL };

/* Which struct (by the native number's size), and whether the call reads
 * or writes it. */
static void rtc_struct(struct call *c, const struct ioc_req *r, int exiting)
{
	bool out = _IOC_DIR(r->code) == _IOC_READ;
	union { struct rtc_time t; struct rtc_wkalrm w; struct rtc_pll_info p; } u;
	size_t size = _IOC_SIZE(r->code);
	const struct layout *abi = size == sizeof(struct rtc_pll_info) ? &pll_abi : NULL;

	if (!!exiting != out)
		return;
	tputs(", ");
	if (!(out ? fetch_out_layout(c, 2, &u, size, abi) : fetch_in_layout(c, 2, &u, size, abi)))
		return;
	switch (_IOC_SIZE(r->code)) {
	case sizeof(struct rtc_time):
		print_time(c, &u.t);
		break;
	case sizeof(struct rtc_wkalrm):
		tprintf("{enabled=%u, pending=%u, time=", u.w.enabled, u.w.pending);
		print_time(c, &u.w.time);
		tputc('}');
		break;
	default:
		tprintf("{pll_ctrl=%d, pll_value=%d, pll_max=%d, pll_min=%d, pll_posmult=%d, "
			"pll_negmult=%d, pll_clock=%ld}", u.p.pll_ctrl, u.p.pll_value, u.p.pll_max,
			u.p.pll_min, u.p.pll_posmult, u.p.pll_negmult, u.p.pll_clock);
	}
}

/* uvalue or svalue, as the parameter says */
static void print_param_value(const struct rtc_param *p)
{
	switch (p->param) {
	case RTC_PARAM_FEATURES:
		tputs("uvalue=");
		print_flags_dflt(features, p->uvalue, "1<<RTC_FEATURE_???");
		break;
	case RTC_PARAM_CORRECTION:
		tprintf("svalue=%lld", (long long)p->svalue);
		break;
	case RTC_PARAM_BACKUP_SWITCH_MODE:
		tputs("uvalue=");
		print_xlat(bsm_modes, p->uvalue, "RTC_BSM_???");
		break;
	default:
		tprintf("uvalue=%#llx", (unsigned long long)p->uvalue);
	}
}

static void print_pad(const struct rtc_param *p)
{
	if (p->__pad)
		tprintf(", __pad=%#x", p->__pad);
}

/* RTC_PARAM_GET: which parameter at entry, its value at exit */
static void param(struct call *c, const struct ioc_req *r, int exiting)
{
	struct rtc_param p;

	if (exiting) {
		if (r->code != RTC_PARAM_GET || !c->args[2] || !ioc_entry_bytes(c, &p, sizeof(p)))
			return;
		tputs(" => ");
		if (call_failed(c) || !ioc_exit_bytes(c, &p, sizeof(p))) {
			print_addr(c->args[2]);
			return;
		}
		tputc('{');
		print_param_value(&p);
		print_pad(&p);
		tputc('}');
		return;
	}
	tputs(", ");
	if (!fetch_in(c, 2, &p, sizeof(p)))
		return;
	tputs("{param=");
	print_xlat(params, p.param, "RTC_PARAM_???");
	if (r->code == RTC_PARAM_SET) {
		tputs(", ");
		print_param_value(&p);
	}
	tprintf(", index=%u", p.index);
	print_pad(&p);
	tputc('}');
}

IOC_ONE(vl_val, 4, F_FLAGS, vl_flags, "RTC_VL_???");

static const struct ioc_req reqs[] = {
	IOC(RTC_AIE_ON, A_NONE), IOC(RTC_AIE_OFF, A_NONE), IOC(RTC_UIE_ON, A_NONE),
	IOC(RTC_UIE_OFF, A_NONE), IOC(RTC_PIE_ON, A_NONE), IOC(RTC_PIE_OFF, A_NONE),
	IOC(RTC_WIE_ON, A_NONE), IOC(RTC_WIE_OFF, A_NONE), IOC(RTC_VL_CLR, A_NONE),
	IOC_F(RTC_ALM_SET, rtc_struct), IOC_F(RTC_ALM_READ, rtc_struct),
	IOC_F(RTC_RD_TIME, rtc_struct), IOC_F(RTC_SET_TIME, rtc_struct),
	IOC_F(RTC_WKALM_SET, rtc_struct), IOC_F(RTC_WKALM_RD, rtc_struct),
	IOC_FS(RTC_PLL_GET, rtc_struct, &pll_abi), IOC_FS(RTC_PLL_SET, rtc_struct, &pll_abi),
	/* unsigned longs */
	IOC_L(RTC_IRQP_READ, A_OUT, &ioc_ulong), IOC_LS(RTC_IRQP_SET, A_UINT, NULL, &layout_ulong),
	IOC_L(RTC_EPOCH_READ, A_OUT, &ioc_ulong), IOC_LS(RTC_EPOCH_SET, A_UINT, NULL, &layout_ulong),
	IOC_L(RTC_VL_READ, A_OUT, &vl_val),
	IOC_F(RTC_PARAM_GET, param), IOC_F(RTC_PARAM_SET, param),
	IOC(PHN_NOT_OH, A_HEX), IOC(NVRAM_INIT, A_HEX),
};

/* its other structs read the same in a compat call */
const struct ioc_table ioc_rtc_table = IOC_TABLE_COMPAT(reqs, NULL);
