/* Video4Linux2 requests on a bad descriptor, their structs filled with a
 * pattern, so that the same structs show as written when the calls are
 * made to succeed (-e inject=ioctl:retval=): formats of each buffer type
 * (an overlay's clips, some past the end of a page), buffers, controls by
 * id and class, extended controls (string ones too), tuners, crops, frame sizes. */
#include <linux/videodev2.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>

static void fill(void *p, size_t n, unsigned char seed)
{
	unsigned char *b = p;

	for (size_t i = 0; i < n; i++)
		b[i] = seed + i;
}

static void formats(unsigned long req, struct v4l2_clip *clips)
{
	static const uint32_t types[] = {
		V4L2_BUF_TYPE_VIDEO_CAPTURE, V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE,
		V4L2_BUF_TYPE_VIDEO_OVERLAY, V4L2_BUF_TYPE_VBI_CAPTURE,
		V4L2_BUF_TYPE_SLICED_VBI_OUTPUT, V4L2_BUF_TYPE_SDR_CAPTURE,
		V4L2_BUF_TYPE_META_OUTPUT, 0x77,
	};
	struct v4l2_format f;

	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		fill(&f, sizeof(f), 0x40 + i);
		f.type = types[i];
		if (types[i] == V4L2_BUF_TYPE_VIDEO_CAPTURE)
			f.fmt.pix.pixelformat = V4L2_PIX_FMT_YUYV;
		if (types[i] == V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE)
			f.fmt.pix_mp.num_planes = 2;
		if (types[i] == V4L2_BUF_TYPE_VIDEO_OVERLAY) {
			f.fmt.win.clips = clips;
			f.fmt.win.clipcount = 2;
			f.fmt.win.bitmap = NULL;
		}
		ioctl(-1, req, &f);
		if (types[i] == V4L2_BUF_TYPE_VIDEO_OVERLAY) {
			/* the third one is past the end of the page */
			f.fmt.win.clipcount = 3;
			ioctl(-1, req, &f);
		}
	}
}

int main(void)
{
	char *page = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct v4l2_clip *clips = (struct v4l2_clip *)(page + 4096) - 2;
	struct v4l2_ext_control ctrls[2] = {
		{ .id = V4L2_CID_BRIGHTNESS, .value = 42 },
		{ .id = V4L2_CID_CONTRAST, .value64 = -7 },
	};
	static char text[] = "a string control\001\377 longer than the -s default";
	struct v4l2_ext_control strs[5] = {
		{ .id = V4L2_CID_BRIGHTNESS, .size = 4, .string = text },
		{ .id = V4L2_CID_CONTRAST, .size = sizeof(text), .string = text },
		{ .id = V4L2_CID_HUE, .size = 2, .string = NULL },
		/* its end is past the end of the page */
		{ .id = V4L2_CID_SATURATION, .size = 8, .string = page + 4096 - 4 },
		{ .id = V4L2_CID_GAMMA, .value = 3 },
	};
	struct v4l2_ext_controls ext = { .ctrl_class = V4L2_CTRL_CLASS_USER, .count = 2,
					 .controls = ctrls };
	struct v4l2_control ctl = { V4L2_CID_SATURATION, -5 };
	union {
		struct v4l2_capability cap;
		struct v4l2_fmtdesc fmtdesc;
		struct v4l2_requestbuffers reqbufs;
		struct v4l2_buffer buf;
		struct v4l2_framebuffer fbuf;
		struct v4l2_streamparm parm;
		struct v4l2_standard std;
		struct v4l2_input input;
		struct v4l2_tuner tuner;
		struct v4l2_queryctrl qctrl;
		struct v4l2_query_ext_ctrl qext;
		struct v4l2_cropcap cropcap;
		struct v4l2_crop crop;
		struct v4l2_frmsizeenum fsize;
		struct v4l2_frmivalenum fival;
		struct v4l2_create_buffers create;
		char bytes[512];
	} u;
	uint64_t std_id = V4L2_STD_PAL;
	int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	unsigned input = 3;

	munmap(page + 4096, 4096);
	fill(clips, 2 * sizeof(*clips), 0x10);

	fill(&u, sizeof(u), 0x80);
	ioctl(-1, VIDIOC_QUERYCAP, &u);
	fill(&u, sizeof(u), 1);
	u.fmtdesc.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	u.fmtdesc.pixelformat = V4L2_PIX_FMT_MJPEG;
	ioctl(-1, VIDIOC_ENUM_FMT, &u);
	formats(VIDIOC_G_FMT, clips);
	formats(VIDIOC_S_FMT, clips);
	formats(VIDIOC_TRY_FMT, clips);
	u.reqbufs.type = V4L2_BUF_TYPE_VIDEO_OUTPUT;
	u.reqbufs.memory = V4L2_MEMORY_MMAP;
	ioctl(-1, VIDIOC_REQBUFS, &u);
	fill(&u, sizeof(u), 7);
	u.buf.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	u.buf.memory = V4L2_MEMORY_USERPTR;
	u.buf.flags = V4L2_BUF_FLAG_QUEUED | V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC;
	ioctl(-1, VIDIOC_QBUF, &u);
	u.buf.memory = V4L2_MEMORY_MMAP;
	u.buf.timestamp.tv_usec = 5;
	ioctl(-1, VIDIOC_DQBUF, &u);
	ioctl(-1, VIDIOC_QUERYBUF, &u);
	ioctl(-1, VIDIOC_G_FBUF, &u);
	ioctl(-1, VIDIOC_S_FBUF, &u);
	ioctl(-1, VIDIOC_STREAMON, &type);
	ioctl(-1, VIDIOC_STREAMOFF, &type);
	fill(&u, sizeof(u), 9);
	u.parm.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	u.parm.parm.capture.capability = V4L2_CAP_TIMEPERFRAME;
	ioctl(-1, VIDIOC_G_PARM, &u);
	ioctl(-1, VIDIOC_S_PARM, &u);
	u.parm.type = V4L2_BUF_TYPE_VIDEO_OUTPUT;
	ioctl(-1, VIDIOC_S_PARM, &u);
	u.parm.type = V4L2_BUF_TYPE_VBI_CAPTURE;
	ioctl(-1, VIDIOC_S_PARM, &u);
	ioctl(-1, VIDIOC_G_STD, &std_id);
	ioctl(-1, VIDIOC_S_STD, &std_id);
	ioctl(-1, VIDIOC_G_INPUT, &input);
	ioctl(-1, VIDIOC_S_INPUT, &input);
	strcpy((char *)u.std.name, "PAL");
	ioctl(-1, VIDIOC_ENUMSTD, &u);
	ioctl(-1, VIDIOC_ENUMINPUT, &u);
	ioctl(-1, VIDIOC_G_CTRL, &ctl);
	ioctl(-1, VIDIOC_S_CTRL, &ctl);
	ctl.id = V4L2_CTRL_CLASS_CAMERA + 0x4321;
	ioctl(-1, VIDIOC_S_CTRL, &ctl);
	ctl.id = 0x12345;
	ioctl(-1, VIDIOC_G_CTRL, &ctl);
	fill(&u, sizeof(u), 0x30);
	u.tuner.type = V4L2_TUNER_RADIO;
	u.tuner.capability = V4L2_TUNER_CAP_STEREO | V4L2_TUNER_CAP_RDS;
	u.tuner.rxsubchans = V4L2_TUNER_SUB_STEREO;
	u.tuner.audmode = V4L2_TUNER_MODE_STEREO;
	strcpy((char *)u.tuner.name, "FM");
	ioctl(-1, VIDIOC_G_TUNER, &u);
	ioctl(-1, VIDIOC_S_TUNER, &u);
	fill(&u, sizeof(u), 0x50);
	u.qext.id = V4L2_CID_HUE | V4L2_CTRL_FLAG_NEXT_CTRL;
	u.qext.type = V4L2_CTRL_TYPE_INTEGER;
	u.qext.flags = V4L2_CTRL_FLAG_SLIDER;
	u.qext.nr_of_dims = 2;
	ioctl(-1, VIDIOC_QUERYCTRL, &u);
	ioctl(-1, VIDIOC_QUERY_EXT_CTRL, &u);
	memset(u.qctrl.reserved, 0, sizeof(u.qctrl.reserved));
	ioctl(-1, VIDIOC_QUERYCTRL, &u);
	fill(&u, sizeof(u), 0x60);
	u.cropcap.type = V4L2_BUF_TYPE_VIDEO_OVERLAY;
	ioctl(-1, VIDIOC_CROPCAP, &u);
	ioctl(-1, VIDIOC_G_CROP, &u);
	ioctl(-1, VIDIOC_S_CROP, &u);
	ioctl(-1, VIDIOC_S_EXT_CTRLS, &ext);
	ioctl(-1, VIDIOC_TRY_EXT_CTRLS, &ext);
	ioctl(-1, VIDIOC_G_EXT_CTRLS, &ext);
	ext.count = 0;
	ioctl(-1, VIDIOC_S_EXT_CTRLS, &ext);
	/* string controls: their text is behind a pointer in each element */
	ext.controls = strs;
	ext.count = 5;
	ioctl(-1, VIDIOC_S_EXT_CTRLS, &ext);
	ioctl(-1, VIDIOC_G_EXT_CTRLS, &ext);
	fill(&u, sizeof(u), 0x70);
	u.fsize.pixel_format = V4L2_PIX_FMT_NV12;
	u.fsize.type = V4L2_FRMSIZE_TYPE_DISCRETE;
	ioctl(-1, VIDIOC_ENUM_FRAMESIZES, &u);
	u.fsize.type = V4L2_FRMSIZE_TYPE_STEPWISE;
	ioctl(-1, VIDIOC_ENUM_FRAMESIZES, &u);
	u.fival.type = V4L2_FRMIVAL_TYPE_DISCRETE;
	ioctl(-1, VIDIOC_ENUM_FRAMEINTERVALS, &u);
	u.fival.type = V4L2_FRMIVAL_TYPE_CONTINUOUS;
	ioctl(-1, VIDIOC_ENUM_FRAMEINTERVALS, &u);
	fill(&u, sizeof(u), 0x20);
	u.create.memory = V4L2_MEMORY_DMABUF;
	u.create.format.type = V4L2_BUF_TYPE_META_CAPTURE;
	ioctl(-1, VIDIOC_CREATE_BUFS, &u);
	ioctl(-1, VIDIOC_CREATE_BUFS, NULL);
	ioctl(-1, VIDIOC_LOG_STATUS);
	ioctl(-1, VIDIOC_G_PRIORITY, &input);
	ioctl(-1, VIDIOC_S_FMT, page + 4096);
	return 0;
}
