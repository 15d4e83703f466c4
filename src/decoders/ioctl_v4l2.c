/* ioctl, Video4Linux2 (linux/videodev2.h): the requests strace decodes,
 * the part a request reads shown at entry, what it writes at exit.  Under
 * -e verbose=none the argument is a number, as strace has it. */
#include <linux/v4l2-subdev.h>
#include <linux/videodev2.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

/* ---- 32-bit programs' structs -----------------------------------------
 * Those with a pointer, a long, or a 64-bit field after an odd number of
 * 32-bit ones are laid out otherwise in a compat call: read widened from
 * the layout their field types make there (layout.h); struct v4l2_format's
 * are in layout.c. */
static const struct field f_standard[] = {
	{ "index", FT_U32, 0 }, { "id", FT_U64, 0 }, { "name", FT_U8, 24 },
	{ "frameperiod", FT_U32, 2 }, { "framelines", FT_U32, 0 }, { "reserved", FT_U32, 4 },
	{ NULL, 0, 0 }
};
static const struct field f_input[] = {
	{ "index", FT_U32, 0 }, { "name", FT_U8, 32 }, { "type", FT_U32, 0 },
	{ "audioset", FT_U32, 0 }, { "tuner", FT_U32, 0 }, { "std", FT_U64, 0 },
	{ "status", FT_U32, 0 }, { "capabilities", FT_U32, 0 }, { "reserved", FT_U32, 3 },
	{ NULL, 0, 0 }
};
static const struct field f_framebuffer[] = {
	{ "capability", FT_U32, 0 }, { "flags", FT_U32, 0 }, { "base", FT_PTR, 0 },
	{ "fmt", FT_U32, 8 }, { NULL, 0, 0 }
};
/* struct v4l2_buffer (its m a union with a long and pointers) and
 * v4l2_event (its union of 64-bit words) of a time of type t: 64-bit,
 * theirs; a compat call's long, those of a 32-bit program's requests of a
 * 32-bit time, which are others */
#define V4L2_BUFFER(t) \
	{ "index", FT_U32, 0 }, { "type", FT_U32, 0 }, { "bytesused", FT_U32, 0 }, \
	{ "flags", FT_U32, 0 }, { "field", FT_U32, 0 }, { "tv_sec", t, 0 }, { "tv_usec", t, 0 }, \
	{ "timecode", FT_U32, 4 }, { "sequence", FT_U32, 0 }, { "memory", FT_U32, 0 }, \
	{ "m", FT_ULONG, 0 }, { "length", FT_U32, 0 }, { "reserved2", FT_U32, 0 }, \
	{ "request_fd", FT_U32, 0 }, { NULL, 0, 0 }
#define V4L2_EVENT(t) \
	{ "type", FT_U32, 0 }, { "u", FT_U64, 8 }, { "pending", FT_U32, 0 }, \
	{ "sequence", FT_U32, 0 }, { "tv_sec", t, 0 }, { "tv_nsec", t, 0 }, { "id", FT_U32, 0 }, \
	{ "reserved", FT_U32, 8 }, { NULL, 0, 0 }
static const struct field f_buffer[] = { V4L2_BUFFER(FT_S64) };
static const struct field f_buffer_time32[] = { V4L2_BUFFER(FT_LONG) };
static const struct field f_event[] = { V4L2_EVENT(FT_S64) };
static const struct field f_event_time32[] = { V4L2_EVENT(FT_LONG) };
/* requests only named: their numbers say the size of these */
static const struct field f_edid[] = {
	{ "pad", FT_U32, 0 }, { "start_block", FT_U32, 0 }, { "blocks", FT_U32, 0 },
	{ "reserved", FT_U32, 5 }, { "edid", FT_PTR, 0 }, { NULL, 0, 0 }
};
static const struct layout standard_abi = { f_standard, NULL }, input_abi = { f_input, NULL },
	framebuffer_abi = { f_framebuffer, NULL }, buffer_abi = { f_buffer, NULL },
	buffer_time32_abi = { f_buffer_time32, NULL }, edid_abi = { f_edid, NULL },
	event_abi = { f_event, NULL }, event_time32_abi = { f_event_time32, NULL };

#include "v4l2_names.def"

static const struct xlat buf_types[] = {
	XLAT(V4L2_BUF_TYPE_VIDEO_CAPTURE), XLAT(V4L2_BUF_TYPE_VIDEO_OUTPUT),
	XLAT(V4L2_BUF_TYPE_VIDEO_OVERLAY), XLAT(V4L2_BUF_TYPE_VBI_CAPTURE),
	XLAT(V4L2_BUF_TYPE_VBI_OUTPUT), XLAT(V4L2_BUF_TYPE_SLICED_VBI_CAPTURE),
	XLAT(V4L2_BUF_TYPE_SLICED_VBI_OUTPUT), XLAT(V4L2_BUF_TYPE_VIDEO_OUTPUT_OVERLAY),
	XLAT(V4L2_BUF_TYPE_VIDEO_CAPTURE_MPLANE), XLAT(V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE),
	XLAT(V4L2_BUF_TYPE_SDR_CAPTURE), XLAT(V4L2_BUF_TYPE_SDR_OUTPUT),
	XLAT(V4L2_BUF_TYPE_META_CAPTURE), XLAT(V4L2_BUF_TYPE_META_OUTPUT), XLAT_END
};

static const struct xlat memories[] = {
	XLAT(V4L2_MEMORY_MMAP), XLAT(V4L2_MEMORY_USERPTR), XLAT(V4L2_MEMORY_OVERLAY),
	XLAT(V4L2_MEMORY_DMABUF), XLAT_END
};

static const struct xlat fields[] = {
	XLAT(V4L2_FIELD_ANY), XLAT(V4L2_FIELD_NONE), XLAT(V4L2_FIELD_TOP), XLAT(V4L2_FIELD_BOTTOM),
	XLAT(V4L2_FIELD_INTERLACED), XLAT(V4L2_FIELD_SEQ_TB), XLAT(V4L2_FIELD_SEQ_BT),
	XLAT(V4L2_FIELD_ALTERNATE), XLAT(V4L2_FIELD_INTERLACED_TB), XLAT(V4L2_FIELD_INTERLACED_BT),
	XLAT_END
};

static const struct xlat colorspaces[] = {
	XLAT(V4L2_COLORSPACE_DEFAULT), XLAT(V4L2_COLORSPACE_SMPTE170M),
	XLAT(V4L2_COLORSPACE_SMPTE240M), XLAT(V4L2_COLORSPACE_REC709), XLAT(V4L2_COLORSPACE_BT878),
	XLAT(V4L2_COLORSPACE_470_SYSTEM_M), XLAT(V4L2_COLORSPACE_470_SYSTEM_BG),
	XLAT(V4L2_COLORSPACE_JPEG), XLAT(V4L2_COLORSPACE_SRGB), XLAT(V4L2_COLORSPACE_OPRGB),
	XLAT(V4L2_COLORSPACE_BT2020), XLAT(V4L2_COLORSPACE_RAW), XLAT(V4L2_COLORSPACE_DCI_P3),
	XLAT_END
};

static const struct xlat device_caps[] = {
	XLAT(V4L2_CAP_VIDEO_CAPTURE), XLAT(V4L2_CAP_VIDEO_OUTPUT), XLAT(V4L2_CAP_VIDEO_OVERLAY),
	XLAT(V4L2_CAP_VBI_CAPTURE), XLAT(V4L2_CAP_VBI_OUTPUT), XLAT(V4L2_CAP_SLICED_VBI_CAPTURE),
	XLAT(V4L2_CAP_SLICED_VBI_OUTPUT), XLAT(V4L2_CAP_RDS_CAPTURE),
	XLAT(V4L2_CAP_VIDEO_OUTPUT_OVERLAY), XLAT(V4L2_CAP_HW_FREQ_SEEK), XLAT(V4L2_CAP_RDS_OUTPUT),
	XLAT(V4L2_CAP_VIDEO_CAPTURE_MPLANE), XLAT(V4L2_CAP_VIDEO_OUTPUT_MPLANE),
	XLAT(V4L2_CAP_VIDEO_M2M_MPLANE), XLAT(V4L2_CAP_VIDEO_M2M), XLAT(V4L2_CAP_TUNER),
	XLAT(V4L2_CAP_AUDIO), XLAT(V4L2_CAP_RADIO), XLAT(V4L2_CAP_MODULATOR),
	XLAT(V4L2_CAP_SDR_CAPTURE), XLAT(V4L2_CAP_EXT_PIX_FORMAT), XLAT(V4L2_CAP_SDR_OUTPUT),
	XLAT(V4L2_CAP_META_CAPTURE), XLAT(V4L2_CAP_READWRITE), XLAT(V4L2_CAP_ASYNCIO),
	XLAT(V4L2_CAP_STREAMING), XLAT(V4L2_CAP_META_OUTPUT), XLAT(V4L2_CAP_TOUCH),
	XLAT(V4L2_CAP_DEVICE_CAPS), XLAT_END
};

static const struct xlat fmtdesc_flags[] = {
	XLAT(V4L2_FMT_FLAG_COMPRESSED), XLAT(V4L2_FMT_FLAG_EMULATED),
	XLAT(V4L2_FMT_FLAG_CONTINUOUS_BYTESTREAM), XLAT(V4L2_FMT_FLAG_DYN_RESOLUTION),
	XLAT(V4L2_FMT_FLAG_ENC_CAP_FRAME_INTERVAL), XLAT(V4L2_FMT_FLAG_CSC_COLORSPACE),
	XLAT(V4L2_FMT_FLAG_CSC_XFER_FUNC), XLAT(V4L2_FMT_FLAG_CSC_YCBCR_ENC),
	XLAT(V4L2_FMT_FLAG_CSC_QUANTIZATION), XLAT_END
};

static const struct xlat input_types[] = {
	XLAT(V4L2_INPUT_TYPE_TUNER), XLAT(V4L2_INPUT_TYPE_CAMERA), XLAT(V4L2_INPUT_TYPE_TOUCH),
	XLAT_END
};

static const struct xlat framesize_types[] = {
	XLAT(V4L2_FRMSIZE_TYPE_DISCRETE), XLAT(V4L2_FRMSIZE_TYPE_CONTINUOUS),
	XLAT(V4L2_FRMSIZE_TYPE_STEPWISE), XLAT_END
};

static const struct xlat frameinterval_types[] = {
	XLAT(V4L2_FRMIVAL_TYPE_DISCRETE), XLAT(V4L2_FRMIVAL_TYPE_CONTINUOUS),
	XLAT(V4L2_FRMIVAL_TYPE_STEPWISE), XLAT_END
};

static const struct xlat tuner_types[] = {
	XLAT(V4L2_TUNER_RADIO), XLAT(V4L2_TUNER_ANALOG_TV), XLAT(V4L2_TUNER_DIGITAL_TV),
	XLAT(V4L2_TUNER_SDR), XLAT(V4L2_TUNER_RF), XLAT_END
};

static const struct xlat tuner_caps[] = {
	XLAT(V4L2_TUNER_CAP_LOW), XLAT(V4L2_TUNER_CAP_NORM), XLAT(V4L2_TUNER_CAP_HWSEEK_BOUNDED),
	XLAT(V4L2_TUNER_CAP_HWSEEK_WRAP), XLAT(V4L2_TUNER_CAP_STEREO), XLAT(V4L2_TUNER_CAP_LANG2),
	XLAT(V4L2_TUNER_CAP_LANG1), XLAT(V4L2_TUNER_CAP_RDS), XLAT(V4L2_TUNER_CAP_RDS_BLOCK_IO),
	XLAT(V4L2_TUNER_CAP_RDS_CONTROLS), XLAT(V4L2_TUNER_CAP_FREQ_BANDS),
	XLAT(V4L2_TUNER_CAP_HWSEEK_PROG_LIM), XLAT(V4L2_TUNER_CAP_1HZ), XLAT_END
};

static const struct xlat tuner_rxsubchans[] = {
	XLAT(V4L2_TUNER_SUB_MONO), XLAT(V4L2_TUNER_SUB_STEREO), XLAT(V4L2_TUNER_SUB_LANG2),
	XLAT(V4L2_TUNER_SUB_LANG1), XLAT(V4L2_TUNER_SUB_RDS), XLAT_END
};

static const struct xlat tuner_audmodes[] = {
	XLAT(V4L2_TUNER_MODE_MONO), XLAT(V4L2_TUNER_MODE_STEREO), XLAT(V4L2_TUNER_MODE_LANG2),
	XLAT(V4L2_TUNER_MODE_LANG1), XLAT(V4L2_TUNER_MODE_LANG1_LANG2), XLAT_END
};

static const struct xlat streaming_caps[] = { XLAT(V4L2_CAP_TIMEPERFRAME), XLAT_END };
static const struct xlat capture_modes[] = { XLAT(V4L2_MODE_HIGHQUALITY), XLAT_END };

static const struct xlat buf_flags[] = {
	XLAT(V4L2_BUF_FLAG_MAPPED), XLAT(V4L2_BUF_FLAG_QUEUED), XLAT(V4L2_BUF_FLAG_DONE),
	XLAT(V4L2_BUF_FLAG_KEYFRAME), XLAT(V4L2_BUF_FLAG_PFRAME), XLAT(V4L2_BUF_FLAG_BFRAME),
	XLAT(V4L2_BUF_FLAG_ERROR), XLAT(V4L2_BUF_FLAG_IN_REQUEST), XLAT(V4L2_BUF_FLAG_TIMECODE),
	/* the name the header had for it */ XLAT_PAIR(0x200, "V4L2_BUF_FLAG_INPUT"),
	XLAT(V4L2_BUF_FLAG_PREPARED),
	XLAT(V4L2_BUF_FLAG_NO_CACHE_INVALIDATE), XLAT(V4L2_BUF_FLAG_NO_CACHE_CLEAN),
	XLAT(V4L2_BUF_FLAG_LAST), XLAT(V4L2_BUF_FLAG_REQUEST_FD), XLAT_END
};

static const struct xlat buf_ts_types[] = {
	XLAT(V4L2_BUF_FLAG_TIMESTAMP_UNKNOWN), XLAT(V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC),
	XLAT(V4L2_BUF_FLAG_TIMESTAMP_COPY), XLAT_END
};

static const struct xlat buf_ts_srcs[] = {
	XLAT(V4L2_BUF_FLAG_TSTAMP_SRC_EOF), XLAT(V4L2_BUF_FLAG_TSTAMP_SRC_SOE), XLAT_END
};

static const struct xlat control_types[] = {
	XLAT(V4L2_CTRL_TYPE_INTEGER), XLAT(V4L2_CTRL_TYPE_BOOLEAN), XLAT(V4L2_CTRL_TYPE_MENU),
	XLAT(V4L2_CTRL_TYPE_BUTTON), XLAT(V4L2_CTRL_TYPE_INTEGER64), XLAT(V4L2_CTRL_TYPE_CTRL_CLASS),
	XLAT(V4L2_CTRL_TYPE_STRING), XLAT(V4L2_CTRL_TYPE_BITMASK), XLAT(V4L2_CTRL_TYPE_INTEGER_MENU),
	XLAT(V4L2_CTRL_TYPE_U8), XLAT(V4L2_CTRL_TYPE_U16), XLAT(V4L2_CTRL_TYPE_U32),
	XLAT(V4L2_CTRL_TYPE_AREA), XLAT(V4L2_CTRL_TYPE_HDR10_CLL_INFO),
	XLAT(V4L2_CTRL_TYPE_HDR10_MASTERING_DISPLAY), XLAT(V4L2_CTRL_TYPE_H264_SPS),
	XLAT(V4L2_CTRL_TYPE_H264_PPS), XLAT(V4L2_CTRL_TYPE_H264_SCALING_MATRIX),
	XLAT(V4L2_CTRL_TYPE_H264_SLICE_PARAMS), XLAT(V4L2_CTRL_TYPE_H264_DECODE_PARAMS),
	XLAT(V4L2_CTRL_TYPE_H264_PRED_WEIGHTS), XLAT(V4L2_CTRL_TYPE_FWHT_PARAMS),
	XLAT(V4L2_CTRL_TYPE_VP8_FRAME), XLAT_END
};

static const struct xlat control_flags[] = {
	XLAT(V4L2_CTRL_FLAG_DISABLED), XLAT(V4L2_CTRL_FLAG_GRABBED), XLAT(V4L2_CTRL_FLAG_READ_ONLY),
	XLAT(V4L2_CTRL_FLAG_UPDATE), XLAT(V4L2_CTRL_FLAG_INACTIVE), XLAT(V4L2_CTRL_FLAG_SLIDER),
	XLAT(V4L2_CTRL_FLAG_WRITE_ONLY), XLAT(V4L2_CTRL_FLAG_VOLATILE),
	XLAT(V4L2_CTRL_FLAG_HAS_PAYLOAD), XLAT(V4L2_CTRL_FLAG_EXECUTE_ON_WRITE),
	XLAT(V4L2_CTRL_FLAG_MODIFY_LAYOUT), XLAT_END
};

static const struct xlat control_query_flags[] = {
	XLAT(V4L2_CTRL_FLAG_NEXT_CTRL), XLAT(V4L2_CTRL_FLAG_NEXT_COMPOUND), XLAT_END
};

static const struct xlat vbi_flags[] = {
	XLAT(V4L2_VBI_UNSYNC), XLAT(V4L2_VBI_INTERLACED), XLAT_END
};

static const struct xlat sliced_flags[] = {
	XLAT(V4L2_SLICED_VBI_625), XLAT(V4L2_SLICED_TELETEXT_B), XLAT(V4L2_SLICED_VPS),
	XLAT(V4L2_SLICED_CAPTION_525), XLAT(V4L2_SLICED_WSS_625), XLAT_END
};

/* ---- values ---------------------------------------------------------- */

/* v4l2_fourcc('a', 'b', 'c', 'd') with the format's name as a comment
 * (names: NULL for none); -X raw: the number */
static void print_fourcc(uint32_t v, const struct xlat *names)
{
	const char *name;

	if (opt.xlat_style == XLAT_STYLE_RAW) {
		tprintf("%#x", v);
		return;
	}
	tputs("v4l2_fourcc(");
	for (int i = 0; i < 4; i++) {
		unsigned char ch = v >> (8 * i);

		tputs(i ? ", '" : "'");
		if (ch == '\'' || ch == '\\')
			tprintf("\\%c", ch);
		else if (ch >= ' ' && ch < 0x7f)
			tputc(ch);
		else
			tprintf("\\x%02x", ch);
		tputc('\'');
	}
	tputc(')');
	name = names ? xlat_lookup(names, v) : NULL;
	if (name)
		tprintf(" /* %s */", name);
}

/* a control id: by name, as its class and offset, or unknown; next: the
 * flags asking for the next control first */
static void print_cid(uint32_t cid, bool next)
{
	const struct xlat *class = NULL;
	uint32_t flags = next ? cid & (V4L2_CTRL_FLAG_NEXT_CTRL | V4L2_CTRL_FLAG_NEXT_COMPOUND) : 0;
	char buf[64];

	if (opt.xlat_style == XLAT_STYLE_RAW) {
		tprintf("%#x", cid);
		return;
	}
	if (flags) {
		print_flags_dflt(control_query_flags, flags, "V4L2_CTRL_FLAG_NEXT_???");
		tputc('|');
		cid &= ~flags;
	}
	if (xlat_lookup(v4l2_control_ids, cid)) {
		print_xlat(v4l2_control_ids, cid, NULL);
		return;
	}
	for (const struct xlat *x = v4l2_control_classes; x->str; x++)
		if (x->val <= cid && (!class || x->val > class->val))
			class = x;
	if (!class || cid - class->val >= 0x10000) {
		print_hex_named(cid, NULL, "V4L2_CID_???");
		return;
	}
	snprintf(buf, sizeof(buf), "%s+%#llx", class->str, (unsigned long long)(cid - class->val));
	print_hex_named(cid, buf, NULL);
}

static void print_rect(const struct v4l2_rect *r)
{
	tprintf("{left=%d, top=%d, width=%u, height=%u}", r->left, r->top, r->width, r->height);
}

static void print_fract(const char *name, const struct v4l2_fract *f)
{
	tprintf("%s=%u/%u", name, f->numerator, f->denominator);
}

static void print_cstring_field(const char *name, const void *s, size_t size)
{
	tprintf("%s=", name);
	ioc_print_cstring(s, size);
}

/* flags|timestamp type|timestamp source */
static void print_buf_flags(uint32_t v)
{
	uint32_t type = v & V4L2_BUF_FLAG_TIMESTAMP_MASK, src = v & V4L2_BUF_FLAG_TSTAMP_SRC_MASK;
	uint32_t flags = v & ~type & ~src;

	if (opt.xlat_style == XLAT_STYLE_RAW) {
		tprintf("%#x", v);
		return;
	}
	if (flags) {
		print_flags_dflt(buf_flags, flags, "V4L2_BUF_FLAG_???");
		tputc('|');
	}
	print_xlat(buf_ts_types, type, "V4L2_BUF_FLAG_TIMESTAMP_???");
	tputc('|');
	print_xlat(buf_ts_srcs, src, "V4L2_BUF_FLAG_TSTAMP_SRC_???");
}

/* ---- the argument at entry and exit ------------------------------------ */

/* Entry: ", " and the struct as the call read it, into buf; false when
 * NULL or its address was shown instead. */
static bool arg_in(struct call *c, void *buf, size_t size, const struct layout *abi)
{
	print_arg_sep();
	return fetch_in_layout(c, 2, buf, size, abi);
}

/* Exit: whether the entry showed the struct (and so left it open). */
static bool entry_opened(const struct call *c, size_t size, const struct layout *abi)
{
	unsigned char buf[512];

	return c->args[2] && size <= sizeof(buf) && ioc_entry_shown_abi(c, buf, size, abi);
}

/* Exit: what a successful call left in the struct, into buf. */
static bool arg_out(const struct call *c, void *buf, size_t size, const struct layout *abi)
{
	return !call_failed(c) && ioc_now_abi(c, buf, size, abi);
}

/* strace decodes nothing under -e verbose=none: the argument in hex */
static bool unverbose(struct call *c, int exiting)
{
	if (verbose(c))
		return false;
	if (!exiting)
		print_argf("%#llx", (unsigned long long)c->args[2]);
	return true;
}

/* A struct the call reads and writes: "{" and what head shows of what it
 * read at entry; what tail shows of what a successful call wrote, and "}"
 * at exit. */
typedef void (*rw_part_fn)(const struct call *c, const struct ioc_req *r, const void *buf);
static void rw_struct(struct call *c, const struct ioc_req *r, int exiting, size_t size,
		      const struct layout *abi, rw_part_fn head, rw_part_fn tail)
{
	unsigned char buf[512] __attribute__((aligned(8)));

	if (unverbose(c, exiting) || size > sizeof(buf))
		return;
	if (!exiting) {
		if (arg_in(c, buf, size, abi)) {
			tputc('{');
			head(c, r, buf);
		}
		return;
	}
	if (!entry_opened(c, size, abi))
		return;
	if (arg_out(c, buf, size, abi))
		tail(c, r, buf);
	tputc('}');
}

/* the same of a struct of another layout in a compat call (abi) */
#define RW_REQUEST_ABI(name, type, abi, head, tail) \
	static void name(struct call *c, const struct ioc_req *r, int exiting) \
	{ \
		rw_struct(c, r, exiting, sizeof(type), abi, head, tail); \
	}
#define RW_REQUEST(name, type, head, tail) RW_REQUEST_ABI(name, type, NULL, head, tail)

static bool window_type(uint32_t type)
{
	return type == V4L2_BUF_TYPE_VIDEO_OVERLAY || type == V4L2_BUF_TYPE_VIDEO_OUTPUT_OVERLAY;
}

/* A compat call's struct v4l2_format, read as its bytes (layout_v4l2_format):
 * a window's pointers then widened where its layout has them. */
static void widen_window(const struct call *c, struct v4l2_format *f)
{
	unsigned char raw[sizeof(f->fmt)];

	if (!c->compat || !window_type(f->type))
		return;
	memcpy(raw, &f->fmt, sizeof(raw));
	layout_widen(&layout_v4l2_window, raw, &f->fmt.win);
}

/* ---- the requests ------------------------------------------------------ */

static void querycap(struct call *c, const struct ioc_req *r, int exiting)
{
	struct v4l2_capability caps;

	if (unverbose(c, exiting) || !exiting)
		return;
	print_arg_sep();
	if (!fetch_out(c, 2, &caps, sizeof(caps)))
		return;
	print_cstring_field("{driver", caps.driver, sizeof(caps.driver));
	print_cstring_field(", card", caps.card, sizeof(caps.card));
	print_cstring_field(", bus_info", caps.bus_info, sizeof(caps.bus_info));
	tputs(", version=");
	xlat_compose_begin();
	tprintf("KERNEL_VERSION(%u, %u, %u)", caps.version >> 16, (caps.version >> 8) & 0xff,
		caps.version & 0xff);
	xlat_compose_end("%#llx", caps.version);
	tputs(", capabilities=");
	print_flags_dflt(device_caps, caps.capabilities, "V4L2_CAP_???");
	if (caps.device_caps) {
		tputs(", device_caps=");
		print_flags_dflt(device_caps, caps.device_caps, "V4L2_CAP_???");
	}
	tputc('}');
}

static void fmtdesc_head(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_fmtdesc *f = buf;

	tprintf("index=%u, type=", f->index);
	print_xlat(buf_types, f->type, "V4L2_BUF_TYPE_???");
}

static void fmtdesc_tail(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_fmtdesc *f = buf;

	tputs(", flags=");
	print_flags_dflt(fmtdesc_flags, f->flags, "V4L2_FMT_FLAG_???");
	print_cstring_field(", description", f->description, sizeof(f->description));
	tputs(", pixelformat=");
	print_fourcc(f->pixelformat, v4l2_pix_fmts);
}

RW_REQUEST(enum_fmt, struct v4l2_fmtdesc, fmtdesc_head, fmtdesc_tail)

/* an element of the ABI's size: its rectangle only */
static void print_clip(const struct call *c, const void *elem)
{
	struct v4l2_rect rect;

	memcpy(&rect, elem, sizeof(rect));
	tputs("{c=");
	print_rect(&rect);
	tputc('}');
}

/* whether -s cuts an array short before its element i (strace's
 * print_local_array; c NULL: a field strace prints whole) */
static bool cut_at(const struct call *c, size_t i)
{
	return c && abbrev(c) && i >= opt.string_limit;
}

static void print_u32s(const struct call *c, const uint32_t *v, size_t n, const char *fmt)
{
	tputc('[');
	for (size_t i = 0; i < n; i++) {
		tputs(i ? ", " : "");
		if (cut_at(c, i)) {
			tputs("...");
			break;
		}
		tprintf(fmt, v[i]);
	}
	tputc(']');
}

/* Whether strace's walk of the clips gets to their end (or to the -s
 * it shows, and one more it reads): a set whose clips do not is closed at
 * entry. */
static bool clips_whole(const struct call *c, const struct v4l2_window *w, size_t have)
{
	uint64_t need = w->clipcount;

	if (!w->clips || !need)
		return false;
	if (abbrev(c) && opt.string_limit < need)
		need = opt.string_limit + 1ULL;
	return have >= need * layout_size(&layout_v4l2_clip, c->compat);
}

/* The format of f's type after prefix; false for a type strace does not
 * know, or clips it could not read to their end.  fmt_off: where the
 * struct is in the argument (its clips are captured through the pointer
 * in it). */
static bool print_format(const struct call *c, const struct v4l2_format *f, const char *prefix,
			 size_t fmt_off)
{
	switch (f->type) {
	case V4L2_BUF_TYPE_VIDEO_CAPTURE:
	case V4L2_BUF_TYPE_VIDEO_OUTPUT: {
		const struct v4l2_pix_format *p = &f->fmt.pix;

		tprintf("%sfmt.pix={width=%u, height=%u, pixelformat=", prefix, p->width, p->height);
		print_fourcc(p->pixelformat, v4l2_pix_fmts);
		tputs(", field=");
		print_xlat(fields, p->field, "V4L2_FIELD_???");
		tprintf(", bytesperline=%u, sizeimage=%u, colorspace=", p->bytesperline, p->sizeimage);
		print_xlat(colorspaces, p->colorspace, "V4L2_COLORSPACE_???");
		tputc('}');
		return true;
	}
	case V4L2_BUF_TYPE_VIDEO_CAPTURE_MPLANE:
	case V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE: {
		const struct v4l2_pix_format_mplane *p = &f->fmt.pix_mp;
		unsigned n = p->num_planes < VIDEO_MAX_PLANES ? p->num_planes : VIDEO_MAX_PLANES;

		tprintf("%sfmt.pix_mp={width=%u, height=%u, pixelformat=", prefix, p->width,
			p->height);
		print_fourcc(p->pixelformat, v4l2_pix_fmts);
		tputs(", field=");
		print_xlat(fields, p->field, "V4L2_FIELD_???");
		tputs(", colorspace=");
		print_xlat(colorspaces, p->colorspace, "V4L2_COLORSPACE_???");
		tputs(", plane_fmt=[");
		for (unsigned i = 0; i < n; i++) {
			tputs(i ? ", " : "");
			if (cut_at(c, i)) {
				tputs("...");
				break;
			}
			tprintf("{sizeimage=%u, bytesperline=%u}", p->plane_fmt[i].sizeimage,
				p->plane_fmt[i].bytesperline);
		}
		tprintf("], num_planes=%u}", p->num_planes);
		return true;
	}
	case V4L2_BUF_TYPE_VIDEO_OUTPUT_OVERLAY:
	case V4L2_BUF_TYPE_VIDEO_OVERLAY: {
		const struct v4l2_window *w = &f->fmt.win;
		size_t have;
		const unsigned char *clips = ioc_field_bytes(c, fmt_off +
			offsetof(struct v4l2_format, fmt.win.clips), &have);

		tprintf("%sfmt.win={w=", prefix);
		print_rect(&w->w);
		tputs(", field=");
		print_xlat(fields, w->field, "V4L2_FIELD_???");
		tprintf(", chromakey=%#x, clips=", w->chromakey);
		ioc_print_array(c, (uintptr_t)w->clips, clips, have, w->clipcount,
				layout_size(&layout_v4l2_clip, c->compat), print_clip, false);
		tprintf(", clipcount=%u, bitmap=", w->clipcount);
		print_addr((uintptr_t)w->bitmap);
		if (w->global_alpha)
			tprintf(", global_alpha=%#x", w->global_alpha);
		tputc('}');
		return clips_whole(c, w, clips ? have : 0);
	}
	case V4L2_BUF_TYPE_VBI_CAPTURE:
	case V4L2_BUF_TYPE_VBI_OUTPUT: {
		const struct v4l2_vbi_format *v = &f->fmt.vbi;

		tprintf("%sfmt.vbi={sampling_rate=%u, offset=%u, samples_per_line=%u, sample_format=",
			prefix, v->sampling_rate, v->offset, v->samples_per_line);
		print_fourcc(v->sample_format, v4l2_pix_fmts);
		tputs(", start=");
		print_u32s(NULL, (const uint32_t *)v->start, 2, "%d");
		tputs(", count=");
		print_u32s(NULL, v->count, 2, "%u");
		tputs(", flags=");
		print_flags_dflt(vbi_flags, v->flags, "V4L2_VBI_???");
		tputc('}');
		return true;
	}
	case V4L2_BUF_TYPE_SLICED_VBI_CAPTURE:
	case V4L2_BUF_TYPE_SLICED_VBI_OUTPUT: {
		const struct v4l2_sliced_vbi_format *s = &f->fmt.sliced;

		tprintf("%sfmt.sliced={service_set=", prefix);
		print_flags_dflt(sliced_flags, s->service_set, "V4L2_SLICED_???");
		tputs(", service_lines=[");
		for (int i = 0; i < 2; i++) {
			uint32_t line[24];

			tputs(i ? ", " : "");
			for (int j = 0; j < 24; j++)
				line[j] = s->service_lines[i][j];
			print_u32s(NULL, line, 24, "%#x");
		}
		tprintf("], io_size=%u}", s->io_size);
		return true;
	}
	case V4L2_BUF_TYPE_SDR_OUTPUT:
	case V4L2_BUF_TYPE_SDR_CAPTURE:
		tprintf("%sfmt.sdr={pixelformat=", prefix);
		print_fourcc(f->fmt.sdr.pixelformat, v4l2_sdr_fmts);
		if (f->fmt.sdr.buffersize)
			tprintf(", buffersize=%u", f->fmt.sdr.buffersize);
		tputc('}');
		return true;
	case V4L2_BUF_TYPE_META_OUTPUT:
	case V4L2_BUF_TYPE_META_CAPTURE:
		tprintf("%sfmt.meta={dataformat=", prefix);
		print_fourcc(f->fmt.meta.dataformat, v4l2_meta_fmts);
		tprintf(", buffersize=%u}", f->fmt.meta.buffersize);
		return true;
	}
	return false;
}

/* whether the entry of a set left the struct open: print_format's result */
static bool format_open(const struct call *c, const struct v4l2_format *f)
{
	size_t have;

	switch (f->type) {
	case V4L2_BUF_TYPE_VIDEO_OUTPUT_OVERLAY:
	case V4L2_BUF_TYPE_VIDEO_OVERLAY:
		if (!ioc_field_bytes(c, offsetof(struct v4l2_format, fmt.win.clips), &have))
			have = 0;
		return clips_whole(c, &f->fmt.win, have);
	}
	return f->type >= V4L2_BUF_TYPE_VIDEO_CAPTURE && f->type <= V4L2_BUF_TYPE_META_OUTPUT;
}

/* G_FMT shows the format the call wrote; S_FMT and TRY_FMT the one it
 * read, and the one it wrote back after " => " */
static void format(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = r->code == VIDIOC_G_FMT;
	struct v4l2_format f;

	if (unverbose(c, exiting))
		return;
	if (!exiting) {
		if (!arg_in(c, &f, sizeof(f), &layout_v4l2_format))
			return;
		widen_window(c, &f);
		tputs("{type=");
		print_xlat(buf_types, f.type, "V4L2_BUF_TYPE_???");
		if (!get && !print_format(c, &f, ", ", 0))
			tputc('}');
		return;
	}
	if (!entry_opened(c, sizeof(f), &layout_v4l2_format))
		return;
	ioc_entry_bytes_abi(c, &f, sizeof(f), &layout_v4l2_format);
	widen_window(c, &f);
	/* a set of an unknown type (or unread clips) was closed at entry */
	if (!get && !format_open(c, &f))
		return;
	if (arg_out(c, &f, sizeof(f), &layout_v4l2_format)) {
		widen_window(c, &f);
		print_format(c, &f, get ? ", " : "} => {", 0);
	}
	tputc('}');
}

static void reqbufs_head(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_requestbuffers *b = buf;

	tputs("type=");
	print_xlat(buf_types, b->type, "V4L2_BUF_TYPE_???");
	tputs(", memory=");
	print_xlat(memories, b->memory, "V4L2_MEMORY_???");
	tprintf(", count=%u", b->count);
}

static void reqbufs_tail(const struct call *c, const struct ioc_req *r, const void *buf)
{
	tprintf(" => %u", ((const struct v4l2_requestbuffers *)buf)->count);
}

RW_REQUEST(reqbufs, struct v4l2_requestbuffers, reqbufs_head, reqbufs_tail)

/* DQBUF: the index is the call's to tell */
static void buffer_head(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_buffer *b = buf;

	tputs("type=");
	print_xlat(buf_types, b->type, "V4L2_BUF_TYPE_???");
	if (r->code != VIDIOC_DQBUF)
		tprintf(", index=%u", b->index);
}

static void buffer_tail(const struct call *c, const struct ioc_req *r, const void *buf)
{
	bool dq = r->code == VIDIOC_DQBUF;
	const struct v4l2_buffer *b = buf;

	if (dq)
		tprintf(", index=%u", b->index);
	tputs(", memory=");
	print_xlat(memories, b->memory, "V4L2_MEMORY_???");
	if (b->memory == V4L2_MEMORY_MMAP)
		tprintf(", m.offset=%#x", b->m.offset);
	else if (b->memory == V4L2_MEMORY_USERPTR)
		tprintf(", m.userptr=%#lx", b->m.userptr);
	tprintf(", length=%u, bytesused=%u, flags=", b->length, b->bytesused);
	print_buf_flags(b->flags);
	if (dq) {
		tputs(", timestamp=");
		print_timeval_val(b->timestamp.tv_sec, b->timestamp.tv_usec);
	}
	tputs(", ...");
}

RW_REQUEST_ABI(buffer, struct v4l2_buffer, &buffer_abi, buffer_head, buffer_tail)

static void framebuffer(struct call *c, const struct ioc_req *r, int exiting)
{
	struct v4l2_framebuffer b;

	if (unverbose(c, exiting) || exiting != (r->code == VIDIOC_G_FBUF))
		return;
	if (exiting ? (print_arg_sep(), fetch_out_layout(c, 2, &b, sizeof(b), &framebuffer_abi)) :
		      arg_in(c, &b, sizeof(b), &framebuffer_abi)) {
		tprintf("{capability=%#x, flags=%#x, base=", b.capability, b.flags);
		print_addr((uintptr_t)b.base);
		tputc('}');
	}
}

static void buf_type(struct call *c, const struct ioc_req *r, int exiting)
{
	int type;

	if (unverbose(c, exiting) || exiting || !arg_in(c, &type, sizeof(type), NULL))
		return;
	tputc('[');
	print_xlat(buf_types, (unsigned)type, "V4L2_BUF_TYPE_???");
	tputc(']');
}

static void print_streamparm(const struct v4l2_streamparm *s)
{
	/* capture and output have the same layout */
	const struct v4l2_captureparm *p = &s->parm.capture;
	bool capture = s->type == V4L2_BUF_TYPE_VIDEO_CAPTURE;

	tprintf("parm.%s={capability=", capture ? "capture" : "output");
	print_flags_dflt(streaming_caps, p->capability, "V4L2_CAP_???");
	tprintf(", %s=", capture ? "capturemode" : "outputmode");
	print_flags_dflt(capture_modes, p->capturemode, "V4L2_MODE_???");
	tputs(", ");
	print_fract("timeperframe", &p->timeperframe);
	tprintf(", extendedmode=%#x, %s=%u}", p->extendedmode,
		capture ? "readbuffers" : "writebuffers", p->readbuffers);
}

static bool streamparm_typed(uint32_t type)
{
	return type == V4L2_BUF_TYPE_VIDEO_CAPTURE || type == V4L2_BUF_TYPE_VIDEO_OUTPUT;
}

static void streamparm(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = r->code == VIDIOC_G_PARM;
	struct v4l2_streamparm s;

	if (unverbose(c, exiting))
		return;
	if (!exiting) {
		if (!arg_in(c, &s, sizeof(s), NULL))
			return;
		tputs("{type=");
		print_xlat(buf_types, s.type, "V4L2_BUF_TYPE_???");
		if (!streamparm_typed(s.type))
			tputc('}');
		else if (!get) {
			tputs(", ");
			print_streamparm(&s);
		}
		return;
	}
	if (!entry_opened(c, sizeof(s), NULL))
		return;
	ioc_entry_bytes(c, &s, sizeof(s));
	if (!streamparm_typed(s.type))
		return;
	if (arg_out(c, &s, sizeof(s), NULL)) {
		tputs(get ? ", " : "} => {");
		print_streamparm(&s);
	}
	tputc('}');
}

/* [value]: a getter's at exit, a setter's at entry */
static void std_or_input(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = r->code == VIDIOC_G_STD || r->code == VIDIOC_G_INPUT;
	bool std = r->code == VIDIOC_G_STD || r->code == VIDIOC_S_STD;
	uint64_t v = 0;

	if (unverbose(c, exiting) || exiting != get)
		return;
	if (get ? (print_arg_sep(), !fetch_out(c, 2, &v, std ? 8 : 4)) :
	    !arg_in(c, &v, std ? 8 : 4, NULL))
		return;
	if (std)
		tprintf("[%#llx]", (unsigned long long)v);
	else
		tprintf("[%u]", (uint32_t)v);
}

static void index_head(const struct call *c, const struct ioc_req *r, const void *buf)
{
	tprintf("index=%u", *(const uint32_t *)buf);
}

static void enumstd_tail(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_standard *s = buf;

	print_cstring_field(", name", s->name, sizeof(s->name));
	tputs(", ");
	print_fract("frameperiod", &s->frameperiod);
	tprintf(", framelines=%u", s->framelines);
}

RW_REQUEST_ABI(enumstd, struct v4l2_standard, &standard_abi, index_head, enumstd_tail)

static void enuminput_tail(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_input *i = buf;

	print_cstring_field(", name", i->name, sizeof(i->name));
	tputs(", type=");
	print_xlat(input_types, i->type, "V4L2_INPUT_TYPE_???");
}

RW_REQUEST_ABI(enuminput, struct v4l2_input, &input_abi, index_head, enuminput_tail)

/* G_CTRL: the value is the call's to tell; S_CTRL: the one it read, and
 * the one it wrote back */
static void control_head(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_control *ctl = buf;

	tputs("id=");
	print_cid(ctl->id, false);
	if (r->code != VIDIOC_G_CTRL)
		tprintf(", value=%d", ctl->value);
}

static void control_tail(const struct call *c, const struct ioc_req *r, const void *buf)
{
	tprintf(r->code == VIDIOC_G_CTRL ? ", value=%d" : " => %d",
		((const struct v4l2_control *)buf)->value);
}

RW_REQUEST(control, struct v4l2_control, control_head, control_tail)

static void print_tuner_rest(const struct v4l2_tuner *t)
{
	print_cstring_field("name", t->name, sizeof(t->name));
	tputs(", type=");
	print_xlat(tuner_types, t->type, "V4L2_TUNER_???");
	tputs(", capability=");
	print_flags_dflt(tuner_caps, t->capability, "V4L2_TUNER_CAP_???");
	tprintf(", rangelow=%u, rangehigh=%u, rxsubchans=", t->rangelow, t->rangehigh);
	print_flags_dflt(tuner_rxsubchans, t->rxsubchans, "V4L2_TUNER_SUB_???");
	tputs(", audmode=");
	print_xlat(tuner_audmodes, t->audmode, "V4L2_TUNER_MODE_???");
	tprintf(", signal=%d, afc=%d", t->signal, t->afc);
}

static void tuner(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = r->code == VIDIOC_G_TUNER;
	struct v4l2_tuner t;

	if (unverbose(c, exiting))
		return;
	if (!exiting) {
		if (!arg_in(c, &t, sizeof(t), NULL))
			return;
		tprintf("{index=%u", t.index);
		if (!get) {
			tputs(", ");
			print_tuner_rest(&t);
		}
		return;
	}
	if (!entry_opened(c, sizeof(t), NULL))
		return;
	if (arg_out(c, &t, sizeof(t), NULL)) {
		tputs(get ? ", " : "} => {");
		print_tuner_rest(&t);
	}
	tputc('}');
}


/* QUERYCTRL and QUERY_EXT_CTRL: the id asked for (with the flags for the
 * next one) at entry; the control's, when the call changed it, and what it
 * told at exit */
static void queryctrl(struct call *c, const struct ioc_req *r, int exiting)
{
	bool ext = r->code == VIDIOC_QUERY_EXT_CTRL;
	struct v4l2_query_ext_ctrl q;
	struct v4l2_queryctrl o;
	uint32_t id_in;
	size_t size = ext ? sizeof(q) : sizeof(o);

	if (unverbose(c, exiting))
		return;
	if (!exiting) {
		if (arg_in(c, ext ? (void *)&q : (void *)&o, size, NULL)) {
			tputs("{id=");
			print_cid(ext ? q.id : o.id, true);
		}
		return;
	}
	if (!entry_opened(c, size, NULL))
		return;
	ioc_entry_bytes(c, &id_in, sizeof(id_in));
	if (!arg_out(c, ext ? (void *)&q : (void *)&o, size, NULL)) {
		tputc('}');
		return;
	}
	if (!ext) {
		/* the fields they share, at the same place up to name */
		memset(&q, 0, sizeof(q));
		q.id = o.id;
		q.type = o.type;
		memcpy(q.name, o.name, sizeof(o.name));
		q.minimum = o.minimum;
		q.maximum = o.maximum;
		q.step = o.step;
		q.default_value = o.default_value;
		q.flags = o.flags;
	}
	if (q.id != id_in) {
		tputs(" => ");
		print_cid(q.id, false);
	}
	tputs(", type=");
	print_xlat(control_types, q.type, "V4L2_CTRL_TYPE_???");
	print_cstring_field(", name", q.name, sizeof(o.name));
	if (abbrev(c)) {
		tputs(", ...}");
		return;
	}
	tprintf(", minimum=%lld, maximum=%lld, step=", (long long)q.minimum,
		(long long)q.maximum);
	tprintf(ext ? "%llu" : "%lld", ext ? (long long)q.step : (long long)o.step);
	tprintf(", default_value=%lld, flags=", (long long)q.default_value);
	print_flags_dflt(control_flags, q.flags, "V4L2_CTRL_FLAG_???");
	if (ext) {
		tprintf(", elem_size=%u, elems=%u, nr_of_dims=%u, dims=", q.elem_size, q.elems,
			q.nr_of_dims);
		print_u32s(c, q.dims, q.nr_of_dims < V4L2_CTRL_MAX_DIMS ? q.nr_of_dims :
			   V4L2_CTRL_MAX_DIMS, "%u");
		if (!ioc_all_zero(q.reserved, sizeof(q.reserved))) {
			tputs(", reserved=");
			print_u32s(c, q.reserved, sizeof(q.reserved) / sizeof(q.reserved[0]), "%#x");
		}
	} else if (!ioc_all_zero(o.reserved, sizeof(o.reserved))) {
		tputs(", reserved=");
		print_u32s(c, o.reserved, sizeof(o.reserved) / sizeof(o.reserved[0]), "%#x");
	}
	tputc('}');
}

static void type_head(const struct call *c, const struct ioc_req *r, const void *buf)
{
	tputs("type=");
	print_xlat(buf_types, *(const uint32_t *)buf, "V4L2_BUF_TYPE_???");
}

static void cropcap_tail(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_cropcap *cc = buf;

	tputs(", bounds=");
	print_rect(&cc->bounds);
	tputs(", defrect=");
	print_rect(&cc->defrect);
	tputs(", ");
	print_fract("pixelaspect", &cc->pixelaspect);
}

RW_REQUEST(cropcap, struct v4l2_cropcap, type_head, cropcap_tail)

static void crop(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = r->code == VIDIOC_G_CROP;
	struct v4l2_crop cr;

	if (unverbose(c, exiting))
		return;
	if (!exiting) {
		if (!arg_in(c, &cr, sizeof(cr), NULL))
			return;
		tputs("{type=");
		print_xlat(buf_types, cr.type, "V4L2_BUF_TYPE_???");
		if (!get) {
			tputs(", c=");
			print_rect(&cr.c);
			tputc('}');
		}
		return;
	}
	if (!get || !entry_opened(c, sizeof(cr), NULL))
		return;
	if (arg_out(c, &cr, sizeof(cr), NULL)) {
		tputs(", c=");
		print_rect(&cr.c);
	}
	tputc('}');
}

/* The first of the controls being printed: an element's index tells
 * which captured string is its own. */
static const unsigned char *ext_controls_base;

static void print_ext_control(const struct call *c, const void *elem)
{
	struct v4l2_ext_control e;

	memcpy(&e, elem, sizeof(e));
	tputs("{id=");
	print_xlat(v4l2_control_ids, e.id, "V4L2_CID_???");
	tprintf(", size=%u", e.size);
	if (e.size > 0) {
		size_t i = ((const unsigned char *)elem - ext_controls_base) / sizeof(e);

		tputs(", string=");
		/* a compat call's pointer: the union's first 4 bytes */
		print_buf_cap(call_cap_field_str(c, 2, offsetof(struct v4l2_ext_controls, controls), i),
			      c->compat ? (uint32_t)(uintptr_t)e.string : (uintptr_t)e.string, e.size);
	} else {
		tprintf(", value=%d, value64=%lld", e.value, (long long)e.value64);
	}
	tputc('}');
}

/* Whether strace's walk of the controls gets to their end (or to the -s
 * it shows and one more it reads). */
static bool ext_controls_whole(const struct call *c, const struct v4l2_ext_controls *x)
{
	uint64_t need = x->count;
	size_t have;

	if (!x->controls || !need ||
	    !ioc_field_bytes(c, offsetof(struct v4l2_ext_controls, controls), &have))
		return false;
	if (abbrev(c) && opt.string_limit < need)
		need = opt.string_limit + 1ULL;
	return have >= need * sizeof(struct v4l2_ext_control);
}

/* controls=[...], and whether their walk got to their end */
static bool print_ext_controls_array(const struct call *c, const struct v4l2_ext_controls *x)
{
	size_t have;
	const unsigned char *b = ioc_field_bytes(c, offsetof(struct v4l2_ext_controls, controls),
						 &have);

	tputs("controls=");
	ext_controls_base = b;
	ioc_print_array(c, (uintptr_t)x->controls, b, b ? have : 0, x->count,
			sizeof(struct v4l2_ext_control), print_ext_control, false);
	return ext_controls_whole(c, x);
}

/* S_ and TRY_ show the controls the call read at entry and again at exit;
 * G_ those it wrote; a failed call the index of the control it failed at */
static void ext_controls(struct call *c, const struct ioc_req *r, int exiting)
{
	bool get = r->code == VIDIOC_G_EXT_CTRLS;
	struct v4l2_ext_controls x;

	if (unverbose(c, exiting))
		return;
	if (!exiting) {
		if (!arg_in(c, &x, sizeof(x), &layout_v4l2_ext_controls))
			return;
		tputs("{ctrl_class=");
		print_xlat(v4l2_control_classes, x.ctrl_class, "V4L2_CTRL_CLASS_???");
		tprintf(", count=%u", x.count);
		if (!x.count)
			tputc('}');
		else if (!get) {
			tputs(", ");
			if (!print_ext_controls_array(c, &x))
				tputc('}');
		}
		return;
	}
	if (!entry_opened(c, sizeof(x), &layout_v4l2_ext_controls))
		return;
	ioc_entry_bytes_abi(c, &x, sizeof(x), &layout_v4l2_ext_controls);
	/* the entry closed those it could not walk to their end */
	if (!x.count || (!get && !ext_controls_whole(c, &x)))
		return;
	if (!ioc_now_abi(c, &x, sizeof(x), &layout_v4l2_ext_controls)) {
		tputc('}');
		return;
	}
	tputs(get ? ", " : "} => {");
	print_ext_controls_array(c, &x);
	if (call_failed(c))
		tprintf(", error_idx=%u", x.error_idx);
	tputc('}');
}

static void frmsize_head(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_frmsizeenum *s = buf;

	tprintf("index=%u, pixel_format=", s->index);
	print_fourcc(s->pixel_format, v4l2_pix_fmts);
}

static void frmsize_tail(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_frmsizeenum *s = buf;

	tputs(", type=");
	print_xlat(framesize_types, s->type, "V4L2_FRMSIZE_TYPE_???");
	if (s->type == V4L2_FRMSIZE_TYPE_DISCRETE)
		tprintf(", discrete={width=%u, height=%u}", s->discrete.width, s->discrete.height);
	else if (s->type == V4L2_FRMSIZE_TYPE_STEPWISE)
		tprintf(", stepwise={min_width=%u, max_width=%u, step_width=%u, "
			"min_height=%u, max_height=%u, step_height=%u}",
			s->stepwise.min_width, s->stepwise.max_width, s->stepwise.step_width,
			s->stepwise.min_height, s->stepwise.max_height, s->stepwise.step_height);
}

RW_REQUEST(frmsizeenum, struct v4l2_frmsizeenum, frmsize_head, frmsize_tail)

static void frmival_head(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_frmivalenum *f = buf;

	tprintf("index=%u, pixel_format=", f->index);
	print_fourcc(f->pixel_format, v4l2_pix_fmts);
	tprintf(", width=%u, height=%u", f->width, f->height);
}

static void frmival_tail(const struct call *c, const struct ioc_req *r, const void *buf)
{
	const struct v4l2_frmivalenum *f = buf;

	tputs(", type=");
	print_xlat(frameinterval_types, f->type, "V4L2_FRMIVAL_TYPE_???");
	if (f->type == V4L2_FRMIVAL_TYPE_DISCRETE) {
		tputs(", ");
		print_fract("discrete", &f->discrete);
	} else if (f->type == V4L2_FRMIVAL_TYPE_STEPWISE ||
		   f->type == V4L2_FRMIVAL_TYPE_CONTINUOUS) {
		tputs(", stepwise={");
		print_fract("min", &f->stepwise.min);
		tputs(", ");
		print_fract("max", &f->stepwise.max);
		tputs(", ");
		print_fract("step", &f->stepwise.step);
		tputc('}');
	}
}

RW_REQUEST(frmivalenum, struct v4l2_frmivalenum, frmival_head, frmival_tail)

static void created_bufs(struct call *c)
{
	struct v4l2_create_buffers b;

	if (ioc_now_abi(c, &b, sizeof(b), &layout_v4l2_create))
		tprintf(" ({index=%u, count=%u})", b.index, b.count);
}

/* {count=N, memory=..., format={type=...}}, and what the call made: the
 * "{index=N, count=N}" strace shows after the return value */
static void create_bufs(struct call *c, const struct ioc_req *r, int exiting)
{
	const size_t fmt_off = offsetof(struct v4l2_create_buffers, format);
	struct v4l2_create_buffers b;

	if (unverbose(c, exiting))
		return;
	if (!exiting) {
		if (!arg_in(c, &b, sizeof(b), &layout_v4l2_create))
			return;
		widen_window(c, &b.format);
		tprintf("{count=%u, memory=", b.count);
		print_xlat(memories, b.memory, "V4L2_MEMORY_???");
		tputs(", format={type=");
		print_xlat(buf_types, b.format.type, "V4L2_BUF_TYPE_???");
		print_format(c, &b.format, ", ", fmt_off);
		tputs("}}");
		return;
	}
	if (arg_out(c, &b, sizeof(b), &layout_v4l2_create))
		c->ret_extra = created_bufs;
}

static const struct ioc_req reqs[] = {
	IOC_F(VIDIOC_QUERYCAP, querycap), IOC_F(VIDIOC_ENUM_FMT, enum_fmt),
	IOC_FS(VIDIOC_G_FMT, format, &layout_v4l2_format),
	IOC_FS(VIDIOC_S_FMT, format, &layout_v4l2_format),
	IOC_FS(VIDIOC_TRY_FMT, format, &layout_v4l2_format), IOC_F(VIDIOC_REQBUFS, reqbufs),
	IOC_FS(VIDIOC_QUERYBUF, buffer, &buffer_abi), IOC_FS(VIDIOC_QBUF, buffer, &buffer_abi),
	IOC_FS(VIDIOC_DQBUF, buffer, &buffer_abi), IOC_FS(VIDIOC_G_FBUF, framebuffer, &framebuffer_abi),
	IOC_FS(VIDIOC_S_FBUF, framebuffer, &framebuffer_abi), IOC_F(VIDIOC_STREAMON, buf_type),
	IOC_F(VIDIOC_STREAMOFF, buf_type), IOC_F(VIDIOC_G_PARM, streamparm),
	IOC_F(VIDIOC_S_PARM, streamparm), IOC_F(VIDIOC_G_STD, std_or_input),
	IOC_F(VIDIOC_S_STD, std_or_input), IOC_FS(VIDIOC_ENUMSTD, enumstd, &standard_abi),
	IOC_FS(VIDIOC_ENUMINPUT, enuminput, &input_abi), IOC_F(VIDIOC_G_CTRL, control),
	IOC_F(VIDIOC_S_CTRL, control), IOC_F(VIDIOC_G_TUNER, tuner), IOC_F(VIDIOC_S_TUNER, tuner),
	IOC_F(VIDIOC_QUERYCTRL, queryctrl), IOC_F(VIDIOC_QUERY_EXT_CTRL, queryctrl),
	IOC_F(VIDIOC_G_INPUT, std_or_input), IOC_F(VIDIOC_S_INPUT, std_or_input),
	IOC_F(VIDIOC_CROPCAP, cropcap), IOC_F(VIDIOC_G_CROP, crop), IOC_F(VIDIOC_S_CROP, crop),
	IOC_F(VIDIOC_ENUM_FRAMESIZES, frmsizeenum), IOC_F(VIDIOC_ENUM_FRAMEINTERVALS, frmivalenum),
	IOC_FS(VIDIOC_CREATE_BUFS, create_bufs, &layout_v4l2_create),
	IOC_FS(VIDIOC_S_EXT_CTRLS, ext_controls, &layout_v4l2_ext_controls),
	IOC_FS(VIDIOC_TRY_EXT_CTRLS, ext_controls, &layout_v4l2_ext_controls),
	IOC_FS(VIDIOC_G_EXT_CTRLS, ext_controls, &layout_v4l2_ext_controls),
};

/* named in a compat call only: their argument's address */
static const struct ioc_req v4l2_compat_names[] = {
	{ VIDIOC_QUERYBUF, "VIDIOC_QUERYBUF_TIME32", A_HEX, NULL, NULL, &buffer_time32_abi },
	{ VIDIOC_QBUF, "VIDIOC_QBUF_TIME32", A_HEX, NULL, NULL, &buffer_time32_abi },
	{ VIDIOC_DQBUF, "VIDIOC_DQBUF_TIME32", A_HEX, NULL, NULL, &buffer_time32_abi },
	{ VIDIOC_PREPARE_BUF, "VIDIOC_PREPARE_BUF_TIME32", A_HEX, NULL, NULL, &buffer_time32_abi },
	{ VIDIOC_DQEVENT, "VIDIOC_DQEVENT_TIME32", A_HEX, NULL, NULL, &event_time32_abi },
};

/* its structs read the same in a compat call, or are widened */
const struct ioc_table ioc_v4l2_table = IOC_TABLE_COMPAT(reqs, NULL);
const struct ioc_table ioc_v4l2_names_table = IOC_TABLE(v4l2_names, NULL);
const struct ioc_table ioc_v4l2_compat_names_table = IOC_TABLE_COMPAT_ONLY(v4l2_compat_names, NULL);
