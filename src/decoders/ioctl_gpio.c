/* ioctl, GPIO character devices (linux/gpio.h), the first and the second
 * version of the interface. */
#include <linux/gpio.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

static const struct xlat handle_flags[] = {
	XLAT(GPIOHANDLE_REQUEST_INPUT), XLAT(GPIOHANDLE_REQUEST_OUTPUT),
	XLAT(GPIOHANDLE_REQUEST_ACTIVE_LOW), XLAT(GPIOHANDLE_REQUEST_OPEN_DRAIN),
	XLAT(GPIOHANDLE_REQUEST_OPEN_SOURCE), XLAT(GPIOHANDLE_REQUEST_BIAS_PULL_UP),
	XLAT(GPIOHANDLE_REQUEST_BIAS_PULL_DOWN), XLAT(GPIOHANDLE_REQUEST_BIAS_DISABLE), XLAT_END
};

static const struct xlat line_info_flags[] = {
	XLAT(GPIOLINE_FLAG_KERNEL), XLAT(GPIOLINE_FLAG_IS_OUT), XLAT(GPIOLINE_FLAG_ACTIVE_LOW),
	XLAT(GPIOLINE_FLAG_OPEN_DRAIN), XLAT(GPIOLINE_FLAG_OPEN_SOURCE),
	XLAT(GPIOLINE_FLAG_BIAS_PULL_UP), XLAT(GPIOLINE_FLAG_BIAS_PULL_DOWN),
	XLAT(GPIOLINE_FLAG_BIAS_DISABLE), XLAT_END
};

static const struct xlat event_flags[] = {
	XLAT(GPIOEVENT_REQUEST_BOTH_EDGES), XLAT(GPIOEVENT_REQUEST_RISING_EDGE),
	XLAT(GPIOEVENT_REQUEST_FALLING_EDGE), XLAT_END
};

static const struct xlat v2_flags[] = {
	XLAT(GPIO_V2_LINE_FLAG_USED), XLAT(GPIO_V2_LINE_FLAG_ACTIVE_LOW),
	XLAT(GPIO_V2_LINE_FLAG_INPUT), XLAT(GPIO_V2_LINE_FLAG_OUTPUT),
	XLAT(GPIO_V2_LINE_FLAG_EDGE_RISING), XLAT(GPIO_V2_LINE_FLAG_EDGE_FALLING),
	XLAT(GPIO_V2_LINE_FLAG_OPEN_DRAIN), XLAT(GPIO_V2_LINE_FLAG_OPEN_SOURCE),
	XLAT(GPIO_V2_LINE_FLAG_BIAS_PULL_UP), XLAT(GPIO_V2_LINE_FLAG_BIAS_PULL_DOWN),
	XLAT(GPIO_V2_LINE_FLAG_BIAS_DISABLED), XLAT(GPIO_V2_LINE_FLAG_EVENT_CLOCK_REALTIME),
	XLAT(GPIO_V2_LINE_FLAG_EVENT_CLOCK_HTE), XLAT_END
};

/* [a, b, ...]: n elements of size bytes, cut at -s unless verbose */
static void print_uints(const struct call *c, const void *p, unsigned n, unsigned size)
{
	const unsigned char *b = p;

	tputc('[');
	for (unsigned i = 0; i < n; i++) {
		uint32_t v = 0;

		if (i)
			tputs(", ");
		if (array_cut(c, i))
			break;
		memcpy(&v, b + i * size, size);
		tprintf("%u", v);
	}
	tputc(']');
}

static void print_name(const char *field, const char *s, size_t size)
{
	tprintf("%s=", field);
	print_quoted(s, strnlen(s, size), 0);
}

/* padding=[...] when any of it is set */
static void print_padding(const uint32_t *pad, unsigned n)
{
	unsigned i;

	for (i = 0; i < n && !pad[i]; i++)
		;
	if (i == n)
		return;
	tputs(", padding=[");
	for (i = 0; i < n; i++)
		tprintf(i ? ", %#x" : "%#x", pad[i]);
	tputc(']');
}

/* An attribute by what its id says is in use; the raw form when the id is
 * unknown or its padding is set. */
static bool print_attr_fields(const struct gpio_v2_line_attribute *a)
{
	if (a->padding || a->id < GPIO_V2_LINE_ATTR_ID_FLAGS ||
	    a->id > GPIO_V2_LINE_ATTR_ID_DEBOUNCE) {
		tprintf("id=%u", a->id);
		if (a->padding)
			tprintf(", padding=%#x", a->padding);
		tprintf(", data=%#llx", (unsigned long long)a->values);
		return false;
	}
	if (a->id == GPIO_V2_LINE_ATTR_ID_FLAGS) {
		tputs("flags=");
		print_flags_dflt(v2_flags, a->flags, "GPIO_V2_LINE_FLAG_???");
	} else if (a->id == GPIO_V2_LINE_ATTR_ID_OUTPUT_VALUES) {
		tprintf("values=%#llx", (unsigned long long)a->values);
	} else {
		tprintf("debounce_period_us=%u", a->debounce_period_us);
	}
	return true;
}

static void print_config(const struct gpio_v2_line_config *cf)
{
	unsigned n = cf->num_attrs < GPIO_V2_LINE_NUM_ATTRS_MAX ? cf->num_attrs :
		     GPIO_V2_LINE_NUM_ATTRS_MAX;

	tputs("{flags=");
	print_flags_dflt(v2_flags, cf->flags, "GPIO_V2_LINE_FLAG_???");
	tprintf(", num_attrs=%u", cf->num_attrs);
	print_padding(cf->padding, 5);
	if (n) {
		tputs(", attrs=[");
		for (unsigned i = 0; i < n; i++) {
			const struct gpio_v2_line_attribute *a = &cf->attrs[i].attr;

			tputs(i ? ", {" : "{");
			if (a->padding || a->id < GPIO_V2_LINE_ATTR_ID_FLAGS ||
			    a->id > GPIO_V2_LINE_ATTR_ID_DEBOUNCE) {
				tputs("attr={");
				print_attr_fields(a);
				tputc('}');
			} else {
				print_attr_fields(a);
			}
			tprintf(", mask=%#llx}", (unsigned long long)cf->attrs[i].mask);
		}
		tputc(']');
	}
	tputc('}');
}

/* The argument as the call read it (in) into buf; false after printing
 * the address when there is none. */
static bool arg_in(struct call *c, void *buf, size_t size)
{
	tputs(", ");
	return fetch_in(c, 2, buf, size);
}

/* " => " and what a successful call wrote, into buf */
static bool arg_out(struct call *c, void *buf, size_t size)
{
	if (!c->args[2] || call_failed(c) || !ioc_exit_bytes(c, buf, size))
		return false;
	tputs(" => ");
	return true;
}

static void chipinfo(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpiochip_info i;

	if (!exiting)
		return;
	tputs(", ");
	if (!fetch_out(c, 2, &i, sizeof(i)))
		return;
	print_name("{name", i.name, sizeof(i.name));
	print_name(", label", i.label, sizeof(i.label));
	tprintf(", lines=%u}", i.lines);
}

static void lineinfo(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpioline_info i;

	if (!exiting) {
		if (arg_in(c, &i, sizeof(i)))
			tprintf("{line_offset=%u}", i.line_offset);
		return;
	}
	if (!arg_out(c, &i, sizeof(i)))
		return;
	tputs("{flags=");
	print_flags_dflt(line_info_flags, i.flags, "GPIOLINE_FLAG_???");
	print_name(", name", i.name, sizeof(i.name));
	print_name(", consumer", i.consumer, sizeof(i.consumer));
	tputc('}');
}

static void unwatch(struct call *c, const struct ioc_req *r, int exiting)
{
	uint32_t off;

	if (!exiting && arg_in(c, &off, sizeof(off)))
		tprintf("{offset=%u}", off);
}

static void out_fd(struct call *c, int fd)
{
	tprintf("{fd=%d}", fd);
}

static void linehandle(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpiohandle_request h;
	unsigned n;

	if (exiting) {
		if (arg_out(c, &h, sizeof(h)))
			out_fd(c, h.fd);
		return;
	}
	if (!arg_in(c, &h, sizeof(h)))
		return;
	n = h.lines < GPIOHANDLES_MAX ? h.lines : GPIOHANDLES_MAX;
	tprintf("{lines=%u, lineoffsets=", h.lines);
	print_uints(c, h.lineoffsets, n, 4);
	tputs(", flags=");
	print_flags_dflt(handle_flags, h.flags, "GPIOHANDLE_REQUEST_???");
	tputs(", default_values=");
	print_uints(c, h.default_values, n, 1);
	print_name(", consumer_label", h.consumer_label, sizeof(h.consumer_label));
	tputc('}');
}

static void lineevent(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpioevent_request e;

	if (exiting) {
		if (arg_out(c, &e, sizeof(e)))
			out_fd(c, e.fd);
		return;
	}
	if (!arg_in(c, &e, sizeof(e)))
		return;
	tprintf("{lineoffset=%u, handleflags=", e.lineoffset);
	print_flags_dflt(handle_flags, e.handleflags, "GPIOHANDLE_REQUEST_???");
	tputs(", eventflags=");
	print_flags_dflt(event_flags, e.eventflags, "GPIOEVENT_REQUEST_???");
	print_name(", consumer_label", e.consumer_label, sizeof(e.consumer_label));
	tputc('}');
}

static void values_of(struct call *c, const struct gpiohandle_data *d)
{
	tputs("{values=");
	print_uints(c, d->values, GPIOHANDLES_MAX, 1);
	tputc('}');
}

static void get_values(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpiohandle_data d;

	if (!exiting)
		return;
	tputs(", ");
	if (fetch_out(c, 2, &d, sizeof(d)))
		values_of(c, &d);
}

static void set_values(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpiohandle_data d;

	if (!exiting && arg_in(c, &d, sizeof(d)))
		values_of(c, &d);
}

static void set_config(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpiohandle_config h;

	if (exiting || !arg_in(c, &h, sizeof(h)))
		return;
	tputs("{flags=");
	print_flags_dflt(handle_flags, h.flags, "GPIOHANDLE_REQUEST_???");
	tputs(", default_values=");
	print_uints(c, h.default_values, GPIOHANDLES_MAX, 1);
	tputc('}');
}

static void v2_lineinfo(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpio_v2_line_info i;
	unsigned n;

	if (!exiting) {
		if (arg_in(c, &i, sizeof(i)))
			tprintf("{offset=%u}", i.offset);
		return;
	}
	if (!arg_out(c, &i, sizeof(i)))
		return;
	print_name("{name", i.name, sizeof(i.name));
	print_name(", consumer", i.consumer, sizeof(i.consumer));
	tputs(", flags=");
	print_flags_dflt(v2_flags, i.flags, "GPIO_V2_LINE_FLAG_???");
	tprintf(", num_attrs=%u", i.num_attrs);
	n = i.num_attrs < GPIO_V2_LINE_NUM_ATTRS_MAX ? i.num_attrs : GPIO_V2_LINE_NUM_ATTRS_MAX;
	if (n) {
		tputs(", attrs=[");
		for (unsigned k = 0; k < n; k++) {
			tputs(k ? ", {" : "{");
			print_attr_fields(&i.attrs[k]);
			tputc('}');
		}
		tputc(']');
	}
	print_padding(i.padding, 4);
	tputc('}');
}

static void v2_line(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpio_v2_line_request q;
	unsigned n;

	if (exiting) {
		if (arg_out(c, &q, sizeof(q)))
			out_fd(c, q.fd);
		return;
	}
	if (!arg_in(c, &q, sizeof(q)))
		return;
	n = q.num_lines < GPIO_V2_LINES_MAX ? q.num_lines : GPIO_V2_LINES_MAX;
	tprintf("{num_lines=%u, offsets=", q.num_lines);
	print_uints(c, q.offsets, n, 4);
	print_name(", consumer", q.consumer, sizeof(q.consumer));
	tputs(", config=");
	print_config(&q.config);
	if (q.event_buffer_size)
		tprintf(", event_buffer_size=%u", q.event_buffer_size);
	print_padding(q.padding, 5);
	tputc('}');
}

static void v2_get_values(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpio_v2_line_values v;

	if (!exiting) {
		if (arg_in(c, &v, sizeof(v)))
			tprintf("{mask=%#llx}", (unsigned long long)v.mask);
		return;
	}
	if (arg_out(c, &v, sizeof(v)))
		tprintf("{bits=%#llx}", (unsigned long long)v.bits);
}

static void v2_set_values(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpio_v2_line_values v;

	if (!exiting && arg_in(c, &v, sizeof(v)))
		tprintf("{bits=%#llx, mask=%#llx}", (unsigned long long)v.bits,
			(unsigned long long)v.mask);
}

static void v2_set_config(struct call *c, const struct ioc_req *r, int exiting)
{
	struct gpio_v2_line_config cf;

	if (!exiting && arg_in(c, &cf, sizeof(cf)))
		print_config(&cf);
}

static const struct ioc_req reqs[] = {
	IOC_F(GPIO_GET_CHIPINFO_IOCTL, chipinfo), IOC_F(GPIO_GET_LINEINFO_IOCTL, lineinfo),
	IOC_F(GPIO_GET_LINEINFO_WATCH_IOCTL, lineinfo),
	IOC_F(GPIO_GET_LINEINFO_UNWATCH_IOCTL, unwatch),
	IOC_F(GPIO_GET_LINEHANDLE_IOCTL, linehandle), IOC_F(GPIO_GET_LINEEVENT_IOCTL, lineevent),
	IOC_F(GPIOHANDLE_GET_LINE_VALUES_IOCTL, get_values),
	IOC_F(GPIOHANDLE_SET_LINE_VALUES_IOCTL, set_values),
	IOC_F(GPIOHANDLE_SET_CONFIG_IOCTL, set_config),
	IOC_F(GPIO_V2_GET_LINEINFO_IOCTL, v2_lineinfo),
	IOC_F(GPIO_V2_GET_LINEINFO_WATCH_IOCTL, v2_lineinfo),
	IOC_F(GPIO_V2_GET_LINE_IOCTL, v2_line),
	IOC_F(GPIO_V2_LINE_GET_VALUES_IOCTL, v2_get_values),
	IOC_F(GPIO_V2_LINE_SET_VALUES_IOCTL, v2_set_values),
	IOC_F(GPIO_V2_LINE_SET_CONFIG_IOCTL, v2_set_config),
};

/* its structs are of fixed-size fields, laid out alike in both ABIs */
const struct ioc_table ioc_gpio_table = IOC_TABLE_COMPAT(reqs, NULL);
