/* ioctl, input devices (evdev): the requests, those whose number carries
 * a length, an event type or an axis, and the structs they pass. */
#include <linux/input.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

static const struct xlat ev_types[] = {
	XLAT(EV_SYN), XLAT(EV_KEY), XLAT(EV_REL), XLAT(EV_ABS), XLAT(EV_MSC), XLAT(EV_SW),
	XLAT(EV_LED), XLAT(EV_SND), XLAT(EV_REP), XLAT(EV_FF), XLAT(EV_PWR), XLAT(EV_FF_STATUS),
	XLAT_END
};

/* the multi-touch axes, which EVIOCGMTSLOTS names alone */
#define MT_AXES \
	XLAT(ABS_MT_SLOT), XLAT(ABS_MT_TOUCH_MAJOR), XLAT(ABS_MT_TOUCH_MINOR), \
	XLAT(ABS_MT_WIDTH_MAJOR), XLAT(ABS_MT_WIDTH_MINOR), XLAT(ABS_MT_ORIENTATION), \
	XLAT(ABS_MT_POSITION_X), XLAT(ABS_MT_POSITION_Y), XLAT(ABS_MT_TOOL_TYPE), \
	XLAT(ABS_MT_BLOB_ID), XLAT(ABS_MT_TRACKING_ID), XLAT(ABS_MT_PRESSURE), \
	XLAT(ABS_MT_DISTANCE), XLAT(ABS_MT_TOOL_X), XLAT(ABS_MT_TOOL_Y)

static const struct xlat abs_axes[] = {
	XLAT(ABS_X), XLAT(ABS_Y), XLAT(ABS_Z), XLAT(ABS_RX), XLAT(ABS_RY), XLAT(ABS_RZ),
	XLAT(ABS_THROTTLE), XLAT(ABS_RUDDER), XLAT(ABS_WHEEL), XLAT(ABS_GAS), XLAT(ABS_BRAKE),
	XLAT(ABS_HAT0X), XLAT(ABS_HAT0Y), XLAT(ABS_HAT1X), XLAT(ABS_HAT1Y), XLAT(ABS_HAT2X),
	XLAT(ABS_HAT2Y), XLAT(ABS_HAT3X), XLAT(ABS_HAT3Y), XLAT(ABS_PRESSURE), XLAT(ABS_DISTANCE),
	XLAT(ABS_TILT_X), XLAT(ABS_TILT_Y), XLAT(ABS_TOOL_WIDTH), XLAT(ABS_VOLUME),
	XLAT(ABS_PROFILE), XLAT(ABS_MISC), XLAT(ABS_RESERVED), MT_AXES, XLAT_END
};

static const struct xlat mt_axes[] = { MT_AXES, XLAT_END };

static const struct xlat keys[] = {
#include "evdev_keys.def"
	XLAT_END
};

static const struct xlat ff_types[] = {
	XLAT(FF_RUMBLE), XLAT(FF_PERIODIC), XLAT(FF_CONSTANT), XLAT(FF_SPRING), XLAT(FF_FRICTION),
	XLAT(FF_DAMPER), XLAT(FF_INERTIA), XLAT(FF_RAMP), XLAT_END
};

/* NAME(0xe /\* ABS_??? *\/) or NAME(ABS_X) */
static int named_part(char *buf, size_t size, const struct xlat *x, unsigned v,
		      const char *dflt, bool comment)
{
	const char *name = xlat_lookup(x, v);

	if (name)
		return snprintf(buf, size, "%s", name);
	if (comment)
		return snprintf(buf, size, "%#x /* %s */", v, dflt);
	return snprintf(buf, size, "%#x", v);
}

/* The requests whose number carries a length, an event type or an axis. */
static bool made_name(uint32_t code, char *buf, size_t size, bool comment)
{
	static const struct { unsigned nr; const char *name; } by_len[] = {
		{ 0x06, "EVIOCGNAME" }, { 0x07, "EVIOCGPHYS" }, { 0x08, "EVIOCGUNIQ" },
		{ 0x09, "EVIOCGPROP" }, { 0x0a, "EVIOCGMTSLOTS" }, { 0x18, "EVIOCGKEY" },
		{ 0x19, "EVIOCGLED" }, { 0x1a, "EVIOCGSND" }, { 0x1b, "EVIOCGSW" },
	};
	unsigned nr = _IOC_NR(code), len = _IOC_SIZE(code), dir = _IOC_DIR(code);
	int n;

	if (_IOC_TYPE(code) != 'E')
		return false;
	if (dir == _IOC_READ)
		for (size_t i = 0; i < sizeof(by_len) / sizeof(by_len[0]); i++)
			if (by_len[i].nr == nr) {
				snprintf(buf, size, "%s(%u)", by_len[i].name, len);
				return true;
			}
	if (dir == _IOC_READ && nr >= 0x20 && nr < 0x40) {
		/* type 0: every type the device has */
		n = snprintf(buf, size, "EVIOCGBIT(");
		if (nr == 0x20)
			n += snprintf(buf + n, size - n, "0");
		else
			n += named_part(buf + n, size - n, ev_types, nr - 0x20, "EV_???", comment);
		snprintf(buf + n, size - n, ", %u)", len);
		return true;
	}
	if ((dir == _IOC_READ && nr >= 0x40 && nr < 0x80) ||
	    (dir == _IOC_WRITE && nr >= 0xc0)) {
		n = snprintf(buf, size, "%s(", dir == _IOC_READ ? "EVIOCGABS" : "EVIOCSABS");
		n += named_part(buf + n, size - n, abs_axes, nr & 0x3f, "ABS_???", comment);
		snprintf(buf + n, size - n, ")");
		return true;
	}
	return false;
}

static const struct ioc_field uint_pair_fields[] = {
	{ "", 0, 4, F_U, NULL, NULL, NULL }, { "", 4, 4, F_U, NULL, NULL, NULL }, IOC_FIELD_END
};
static const struct ioc_layout uint_pair = { 8, true, uint_pair_fields, NULL };

/* EVIOCSKEYCODE: [scancode, KEY_*] */
static const struct ioc_field keycode_fields[] = {
	{ "", 0, 4, F_U, NULL, NULL, NULL }, { "", 4, 4, F_XLAT, keys, "KEY_???", NULL },
	IOC_FIELD_END
};
static const struct ioc_layout keycode = { 8, true, keycode_fields, NULL };

static void keymap_entry(struct call *c, const struct ioc_req *r, int exiting)
{
	struct input_keymap_entry k;

	if (exiting)
		return;
	tputs(", ");
	if (!fetch_in(c, 2, &k, sizeof(k)))
		return;
	tprintf("{flags=%u, len=%u, ", k.flags, k.len);
	if (abbrev(c)) {
		tputs("...}");
		return;
	}
	tprintf("index=%u, keycode=", k.index);
	print_xlat(keys, k.keycode, "KEY_???");
	tputs(", scancode=[");
	for (size_t i = 0; i < sizeof(k.scancode); i++)
		tprintf("%s%#x", i ? ", " : "", k.scancode[i]);
	tputs("]}");
}

static void ff_envelope(const struct ff_envelope *e)
{
	tprintf("envelope={attack_length=%u, attack_level=%u, fade_length=%u, fade_level=%#x}",
		e->attack_length, e->attack_level, e->fade_length, e->fade_level);
}

/* struct ff_effect: 16-bit fields and padding, then its union at the same
 * offset in both ABIs, which ends with a periodic effect's pointer */
static const struct field f_ff_effect[] = {
	{ "effect", FT_U16, 18 }, { "custom_len", FT_U32, 0 }, { "custom_data", FT_PTR, 0 },
	{ NULL, 0, 0 }
};
static const struct layout ff_effect_abi = { f_ff_effect, NULL };

static void ff_effect(struct call *c, const struct ioc_req *r, int exiting)
{
	struct ff_effect f;

	if (exiting)
		return;
	tputs(", ");
	if (!fetch_in_layout(c, 2, &f, sizeof(f), &ff_effect_abi))
		return;
	tputs("{type=");
	print_xlat(ff_types, f.type, "FF_???");
	tprintf(", id=%d, direction=%u, ", f.id, f.direction);
	if (abbrev(c)) {
		tputs("...}");
		return;
	}
	tprintf("trigger={button=%u, interval=%u}, replay={length=%u, delay=%u}",
		f.trigger.button, f.trigger.interval, f.replay.length, f.replay.delay);
	switch (f.type) {
	case FF_CONSTANT:
		tprintf(", constant={level=%d, ", f.u.constant.level);
		ff_envelope(&f.u.constant.envelope);
		tputc('}');
		break;
	case FF_RAMP:
		tprintf(", ramp={start_level=%d, end_level=%d, ", f.u.ramp.start_level,
			f.u.ramp.end_level);
		ff_envelope(&f.u.ramp.envelope);
		tputc('}');
		break;
	case FF_PERIODIC:
		tprintf(", periodic={waveform=%u, period=%u, magnitude=%d, offset=%d, phase=%u, ",
			f.u.periodic.waveform, f.u.periodic.period, f.u.periodic.magnitude,
			f.u.periodic.offset, f.u.periodic.phase);
		ff_envelope(&f.u.periodic.envelope);
		tprintf(", custom_len=%u, custom_data=", f.u.periodic.custom_len);
		print_addr((uintptr_t)f.u.periodic.custom_data);
		tputc('}');
		break;
	case FF_RUMBLE:
		tprintf(", rumble={strong_magnitude=%u, weak_magnitude=%u}",
			f.u.rumble.strong_magnitude, f.u.rumble.weak_magnitude);
		break;
	}
	tputc('}');
}

static const struct ioc_field id_fields[] = {
	IOC_FIELD(struct input_id, bustype, F_U), IOC_FIELD(struct input_id, vendor, F_U),
	IOC_FIELD(struct input_id, product, F_U), IOC_FIELD(struct input_id, version, F_U),
	IOC_FIELD_END
};
static const struct ioc_layout input_id = { sizeof(struct input_id), false, id_fields, NULL };

static const struct ioc_req reqs[] = {
	IOC(EVIOCGVERSION, A_PTR), IOC_L(EVIOCGID, A_OUT, &input_id), IOC(EVIOCGREP, A_PTR),
	IOC_L(EVIOCSREP, A_IN, &uint_pair), IOC(EVIOCGKEYCODE, A_PTR),
	IOC(EVIOCGKEYCODE_V2, A_PTR), IOC_L(EVIOCSKEYCODE, A_IN, &keycode),
	IOC_F(EVIOCSKEYCODE_V2, keymap_entry), IOC_FS(EVIOCSFF, ff_effect, &ff_effect_abi),
	IOC(EVIOCRMFF, A_INT), IOC(EVIOCGEFFECTS, A_PTR), IOC(EVIOCGRAB, A_UINT),
	IOC(EVIOCREVOKE, A_UINT), IOC(EVIOCGMASK, A_PTR), IOC(EVIOCSMASK, A_PTR),
	IOC_L(EVIOCSCLOCKID, A_IN, &ioc_uint),
};

/* The highest bit of each event type's bits, as strace reads them: no
 * more than that many (0: a type whose bits it does not read) */
static const uint16_t bit_max[EV_CNT] = {
	[0] = EV_MAX, [EV_KEY] = KEY_MAX, [EV_REL] = REL_MAX, [EV_ABS] = ABS_MAX,
	[EV_MSC] = MSC_MAX, [EV_SW] = SW_MAX, [EV_LED] = LED_MAX, [EV_SND] = SND_MAX,
	[EV_REP] = REP_MAX, [EV_FF] = FF_MAX, [EV_FF_STATUS] = FF_STATUS_MAX,
};

/* The first nbits bits set, by name: [EV_ABS EV_MSC]; then the words
 * (longs of the call's ABI) they are in, in hex (b has them whole) */
static void print_bits(const struct call *c, const struct xlat *names, const unsigned char *b,
		       size_t nbits)
{
	size_t ws = call_long_size(c), nwords = (nbits + 8 * ws - 1) / (8 * ws), shown = 0;

	if (opt.xlat_style != XLAT_STYLE_RAW) {
		tputc('[');
		for (size_t bit = 0; bit < nbits; bit++) {
			if (!(b[bit / 8] >> (bit % 8) & 1))
				continue;
			if (shown && abbrev(c) && shown >= 4) {
				tputs(" ...");
				break;
			}
			tputs(shown++ ? " " : "");
			print_xlat(names, bit, NULL);
		}
		tputc(']');
	}
	if (opt.xlat_style == XLAT_STYLE_ABBREV)
		return;
	tputs(opt.xlat_style == XLAT_STYLE_VERBOSE ? " /* [" : "[");
	for (size_t i = 0; i < nwords; i++) {
		uint64_t w = 0;

		memcpy(&w, b + i * ws, ws);
		tprintf("%s%#llx", i ? ", " : "", (unsigned long long)w);
	}
	tputs(opt.xlat_style == XLAT_STYLE_VERBOSE ? "] */" : "]");
}

/* EVIOCGABS: as long as the request says; the resolution when it has it */
static void print_absinfo(const struct call *c, const struct input_absinfo *a, unsigned size)
{
	tprintf("{value=%u, minimum=%u", a->value, a->minimum);
	if (!abbrev(c)) {
		tprintf(", maximum=%u, fuzz=%u, flat=%u", a->maximum, a->fuzz, a->flat);
		if (size >= sizeof(*a))
			tprintf(", resolution=%u", a->resolution);
		if (size != 20 && size != sizeof(*a))
			tputs(", ...");
	} else {
		tputs(", ...");
	}
	tputc('}');
}

/* The requests made of their number: what the call filled in. */
static void made_arg(struct call *c, const struct ioc_req *r, int exiting)
{
	unsigned char buf[EBT_IOC_MIN_SIZE] __attribute__((aligned(8)));
	unsigned nr = _IOC_NR(r->code), size = _IOC_SIZE(r->code);
	size_t n;

	if (!exiting)
		return;
	tputs(", ");
	if (!c->args[2] || call_failed(c) || _IOC_DIR(r->code) != _IOC_READ) {
		print_addr(c->args[2]);
		return;
	}
	if (nr >= 0x40 && nr < 0x80) {
		if (size < 20 || !ioc_exit_bytes(c, buf, sizeof(struct input_absinfo)))
			print_addr(c->args[2]);
		else
			print_absinfo(c, (const struct input_absinfo *)buf, size);
		return;
	}
	if (nr >= 0x20 && nr < 0x40) {
		/* names of the bits in ret bytes (up to the type's highest),
		 * in the whole words they are in */
		size_t ws = call_long_size(c), max = bit_max[nr - 0x20], nbits;

		/* EV_PWR's is an int; strace reads no other type's */
		if (nr == 0x20 + EV_PWR && ioc_exit_bytes(c, buf, sizeof(int32_t))) {
			int32_t v;

			memcpy(&v, buf, sizeof(v));
			tprintf("[%d]", v);
			return;
		}
		if (!max) {
			print_addr(c->args[2]);
			return;
		}
		n = c->ret < (int64_t)sizeof(buf) ? (size_t)c->ret : sizeof(buf);
		nbits = n > max / 8 ? max : n * 8;
		n = (nbits + 7) / 8;
		memset(buf, 0, sizeof(buf));
		if (c->ret <= 0 || (!ioc_exit_bytes(c, buf, (n + ws - 1) / ws * ws) &&
				    !ioc_exit_bytes(c, buf, n)))
			print_addr(c->args[2]);
		else
			print_bits(c, nr == 0x20 ? ev_types : nr == 0x20 + EV_KEY ? keys : NULL, buf,
				   nbits);
		return;
	}
	if (nr == 0x0a && size >= 4 && size <= sizeof(buf) && ioc_exit_bytes(c, buf, size)) {
		int32_t v[EBT_IOC_MIN_SIZE / 4];

		memcpy(v, buf, size);
		tputs("{code=");
		print_xlat(mt_axes, (uint32_t)v[0], "ABS_MT_???");
		tputs(", values=[");
		for (unsigned i = 1; i < size / 4; i++)
			tprintf("%s%d", i > 1 ? ", " : "", v[i]);
		tputs("]}");
		return;
	}
	print_addr(c->args[2]);
}

/* its other structs are of ints: they read the same in a compat call */
const struct ioc_table ioc_evdev_table = { reqs, sizeof(reqs) / sizeof(reqs[0]), made_name, made_arg,
					   true, false, false };
