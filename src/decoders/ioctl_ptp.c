/* ioctl, PTP hardware clocks (linux/ptp_clock.h). */
#include <linux/ptp_clock.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

static const struct xlat extts_flags[] = {
	XLAT(PTP_ENABLE_FEATURE), XLAT(PTP_RISING_EDGE), XLAT(PTP_FALLING_EDGE),
	XLAT(PTP_STRICT_FLAGS), XLAT_END
};

static const struct xlat perout_flags[] = {
	XLAT(PTP_PEROUT_ONE_SHOT), XLAT(PTP_PEROUT_DUTY_CYCLE), XLAT(PTP_PEROUT_PHASE), XLAT_END
};

static const struct xlat pin_funcs[] = {
	XLAT(PTP_PF_NONE), XLAT(PTP_PF_EXTTS), XLAT(PTP_PF_PEROUT), XLAT(PTP_PF_PHYSYNC), XLAT_END
};

/* {sec=S, nsec=N[, reserved=R]}, and as a date when it is a point in time */
static void print_clock_time(const struct ptp_clock_time *t, bool date)
{
	tprintf("{sec=%lld, nsec=%u", (long long)t->sec, t->nsec);
	if (t->reserved)
		tprintf(", reserved=%#x", t->reserved);
	tputc('}');
	if (date && opt.xlat_style != XLAT_STYLE_RAW)
		print_time_comment(t->sec, t->nsec);
}

/* ", rsv=[0x1, 0]" of reserved words, only when one is not zero */
static void print_rsv(const struct call *c, const unsigned *rsv, size_t n)
{
	size_t i;

	for (i = 0; i < n && !rsv[i]; i++)
		;
	if (i == n)
		return;
	tputs(", rsv=[");
	for (i = 0; i < n; i++) {
		tputs(i ? ", " : "");
		if (array_cut(c, i))
			break;
		tprintf("%#x", rsv[i]);
	}
	tputc(']');
}
#define PRINT_RSV(s) print_rsv(c, (s).rsv, sizeof((s).rsv) / sizeof((s).rsv[0]))

/* -e verbose=none: the argument in hex, as for a request not decoded;
 * true then (the caller prints nothing) */
static bool unverbose(const struct call *c, int exiting)
{
	if (verbose(c))
		return false;
	if (!exiting)
		print_argf("%#llx", (unsigned long long)c->args[2]);
	return true;
}

static bool is_v2(const struct ioc_req *r)
{
	return _IOC_NR(r->code) >= _IOC_NR(PTP_CLOCK_GETCAPS2);
}

static void caps(struct call *c, const struct ioc_req *r, int exiting)
{
	struct ptp_clock_caps p;

	if (unverbose(c, exiting))
		return;
	if (!exiting) {
		print_arg_sep();
		return;
	}
	if (!fetch_out(c, 2, &p, sizeof(p)))
		return;
	tprintf("{max_adj=%d, n_alarm=%d, n_ext_ts=%d, n_per_out=%d, pps=%d, n_pins=%d, "
		"cross_timestamping=%d, adjust_phase=%d", p.max_adj, p.n_alarm, p.n_ext_ts,
		p.n_per_out, p.pps, p.n_pins, p.cross_timestamping, p.adjust_phase);
	print_rsv(c, (const unsigned *)p.rsv, sizeof(p.rsv) / sizeof(p.rsv[0]));
	tputc('}');
}

static void extts(struct call *c, const struct ioc_req *r, int exiting)
{
	struct ptp_extts_request p;

	if (unverbose(c, exiting))
		return;
	if (exiting)
		return;
	print_arg_sep();
	if (!fetch_in(c, 2, &p, sizeof(p)))
		return;
	tprintf("{index=%u, flags=", p.index);
	print_flags_dflt(extts_flags, p.flags, "PTP_???");
	if (is_v2(r))
		PRINT_RSV(p);
	tputc('}');
}

static void perout(struct call *c, const struct ioc_req *r, int exiting)
{
	struct ptp_perout_request p;
	bool phase;

	if (unverbose(c, exiting))
		return;
	if (exiting)
		return;
	print_arg_sep();
	if (!fetch_in(c, 2, &p, sizeof(p)))
		return;
	phase = p.flags & PTP_PEROUT_PHASE;
	tputs(phase ? "{phase=" : "{start=");
	print_clock_time(&p.start, !phase);
	tputs(", period=");
	print_clock_time(&p.period, false);
	tprintf(", index=%u, flags=", p.index);
	print_flags_dflt(perout_flags, p.flags, "PTP_PEROUT_???");
	if (p.flags & PTP_PEROUT_DUTY_CYCLE) {
		tputs(", on=");
		print_clock_time(&p.on, false);
	} else if (is_v2(r)) {
		PRINT_RSV(p);
	}
	tputc('}');
}

/* ts=[...] of n clock times, each one (per 1) or three (per 3) of them */
static void print_samples(const struct call *c, const struct ptp_clock_time *ts, unsigned n,
			  unsigned per)
{
	tputs(", ts=[");
	for (unsigned i = 0; i < n; i++) {
		tputs(i ? ", " : "");
		if (array_cut(c, i))
			break;
		if (per > 1)
			tputc('[');
		for (unsigned j = 0; j < per; j++) {
			tputs(j ? ", " : "");
			print_clock_time(&ts[i * per + j], true);
		}
		if (per > 1)
			tputc(']');
	}
	tputc(']');
}

/* The samples a call asks for: the request at entry, what it measured at
 * exit.  Both structs start with n_samples and rsv[3]. */
static void sys_offset(struct call *c, const struct ioc_req *r, int exiting)
{
	bool extended = _IOC_SIZE(r->code) == sizeof(struct ptp_sys_offset_extended);
	union { struct ptp_sys_offset s; struct ptp_sys_offset_extended e; } u;
	size_t size = extended ? sizeof(u.e) : sizeof(u.s);
	unsigned n;

	if (unverbose(c, exiting))
		return;
	if (!exiting) {
		print_arg_sep();
		if (!fetch_in(c, 2, &u, size))
			return;
		tprintf("{n_samples=%u", u.s.n_samples);
		PRINT_RSV(u.s);
		return;
	}
	if (!ioc_entry_shown(c, &u, size))
		return;
	if (!call_failed(c)) {
		if (!ioc_exit_bytes(c, &u, size) && !ioc_entry_bytes(c, &u, size)) {
			tputs(", ???}");
			return;
		}
		n = u.s.n_samples < PTP_MAX_SAMPLES ? u.s.n_samples : PTP_MAX_SAMPLES;
		if (extended)
			print_samples(c, &u.e.ts[0][0], n, 3);
		else
			print_samples(c, u.s.ts, 2 * n + 1, 1);
	}
	tputc('}');
}

static void pin_func(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = _IOC_DIR(r->code) & _IOC_READ;
	struct ptp_pin_desc p;

	if (unverbose(c, exiting))
		return;
	if (!exiting) {
		print_arg_sep();
		if (!fetch_in(c, 2, &p, sizeof(p)))
			return;
		tprintf("{index=%u", p.index);
		if (get) {
			if (is_v2(r))
				PRINT_RSV(p);
			return;
		}
	} else {
		if (!get || !ioc_entry_shown(c, &p, sizeof(p)))
			return;
		if (call_failed(c)) {
			tputc('}');
			return;
		}
		if (!ioc_exit_bytes(c, &p, sizeof(p))) {
			tputs(", ???}");
			return;
		}
		tputs(", name=");
		ioc_print_cstring(p.name, sizeof(p.name));
	}
	tputs(", func=");
	print_xlat(pin_funcs, p.func, "PTP_PF_???");
	tprintf(", chan=%u", p.chan);
	if (r->code == PTP_PIN_SETFUNC2)
		PRINT_RSV(p);
	tputc('}');
}

static void offset_precise(struct call *c, const struct ioc_req *r, int exiting)
{
	struct ptp_sys_offset_precise p;

	if (unverbose(c, exiting))
		return;
	if (!exiting) {
		print_arg_sep();
		return;
	}
	if (!fetch_out(c, 2, &p, sizeof(p)))
		return;
	tputs("{device=");
	print_clock_time(&p.device, true);
	tputs(", sys_realtime=");
	print_clock_time(&p.sys_realtime, true);
	tputs(", sys_monoraw=");
	print_clock_time(&p.sys_monoraw, false);
	PRINT_RSV(p);
	tputc('}');
}

static const struct ioc_req reqs[] = {
	IOC_F(PTP_CLOCK_GETCAPS, caps), IOC_F(PTP_CLOCK_GETCAPS2, caps),
	IOC_F(PTP_EXTTS_REQUEST, extts), IOC_F(PTP_EXTTS_REQUEST2, extts),
	IOC_F(PTP_PEROUT_REQUEST, perout), IOC_F(PTP_PEROUT_REQUEST2, perout),
	IOC(PTP_ENABLE_PPS, A_HEX), IOC(PTP_ENABLE_PPS2, A_HEX),
	IOC_F(PTP_SYS_OFFSET, sys_offset), IOC_F(PTP_SYS_OFFSET2, sys_offset),
	IOC_F(PTP_SYS_OFFSET_EXTENDED, sys_offset), IOC_F(PTP_SYS_OFFSET_EXTENDED2, sys_offset),
	IOC_F(PTP_PIN_GETFUNC, pin_func), IOC_F(PTP_PIN_GETFUNC2, pin_func),
	IOC_F(PTP_PIN_SETFUNC, pin_func), IOC_F(PTP_PIN_SETFUNC2, pin_func),
	IOC_F(PTP_SYS_OFFSET_PRECISE, offset_precise),
	IOC_F(PTP_SYS_OFFSET_PRECISE2, offset_precise),
};

/* its structs are of fixed-size fields, laid out alike in both ABIs */
const struct ioc_table ioc_ptp_table = IOC_TABLE_COMPAT(reqs, NULL);
