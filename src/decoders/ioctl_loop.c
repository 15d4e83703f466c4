/* ioctl, loop devices (linux/loop.h). */
#include <linux/loop.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

static const struct xlat crypt_types[] = {
	XLAT(LO_CRYPT_NONE), XLAT(LO_CRYPT_XOR), XLAT(LO_CRYPT_DES), XLAT(LO_CRYPT_FISH2),
	XLAT(LO_CRYPT_BLOW), XLAT(LO_CRYPT_CAST128), XLAT(LO_CRYPT_IDEA), XLAT(LO_CRYPT_DUMMY),
	XLAT(LO_CRYPT_SKIPJACK), XLAT(LO_CRYPT_CRYPTOAPI), XLAT_END
};

static const struct xlat lo_flags[] = {
	XLAT(LO_FLAGS_READ_ONLY), XLAT(LO_FLAGS_AUTOCLEAR), XLAT(LO_FLAGS_PARTSCAN),
	XLAT(LO_FLAGS_DIRECT_IO), XLAT_END
};

/* A fixed-size name: up to its NUL, "..." when it has none. */
static void print_cstring(const char *field, const void *s, size_t size)
{
	size_t n = strnlen(s, size);

	tprintf("%s=", field);
	print_quoted(s, n < size ? n : size - 1, n < size ? 0 : QUOTE_ELLIPSIS);
}

static void print_key(const unsigned char *key, uint32_t size)
{
	tputs(", lo_encrypt_key=");
	print_quoted(key, size < LO_KEY_SIZE ? size : LO_KEY_SIZE, 0);
}

static void print_crypt(unsigned type, unsigned key_size)
{
	tputs(", lo_encrypt_type=");
	print_xlat(crypt_types, type, "LO_CRYPT_???");
	tprintf(", lo_encrypt_key_size=%u", key_size);
}

static void print_info(const struct call *c, const struct loop_info *i)
{
	bool crypt = !abbrev(c) || i->lo_encrypt_type != LO_CRYPT_NONE;

	tprintf("{lo_number=%d", i->lo_number);
	if (!abbrev(c)) {
		tputs(", lo_device=");
		print_dev(i->lo_device);
		tprintf(", lo_inode=%lu, lo_rdevice=", i->lo_inode);
		print_dev(i->lo_rdevice);
	}
	tprintf(", lo_offset=%#x", i->lo_offset);
	if (crypt)
		print_crypt(i->lo_encrypt_type, i->lo_encrypt_key_size);
	tputs(", lo_flags=");
	print_flags_dflt(lo_flags, (unsigned)i->lo_flags, "LO_FLAGS_???");
	print_cstring(", lo_name", i->lo_name, sizeof(i->lo_name));
	if (crypt)
		print_key(i->lo_encrypt_key, i->lo_encrypt_key_size);
	if (abbrev(c)) {
		tputs(", ...}");
		return;
	}
	tprintf(", lo_init=[%#lx, %#lx], reserved=[%#x, %#x, %#x, %#x]}", i->lo_init[0],
		i->lo_init[1], (unsigned char)i->reserved[0], (unsigned char)i->reserved[1],
		(unsigned char)i->reserved[2], (unsigned char)i->reserved[3]);
}

static void print_info64(const struct call *c, const struct loop_info64 *i)
{
	bool crypt = !abbrev(c) || i->lo_encrypt_type != LO_CRYPT_NONE;

	if (!abbrev(c)) {
		tputs("{lo_device=");
		print_dev(i->lo_device);
		tprintf(", lo_inode=%llu, lo_rdevice=", (unsigned long long)i->lo_inode);
		print_dev(i->lo_rdevice);
		tprintf(", lo_offset=%#llx, lo_sizelimit=%llu, lo_number=%u",
			(unsigned long long)i->lo_offset, (unsigned long long)i->lo_sizelimit,
			i->lo_number);
	} else {
		tprintf("{lo_offset=%#llx, lo_number=%u", (unsigned long long)i->lo_offset,
			i->lo_number);
	}
	if (crypt)
		print_crypt(i->lo_encrypt_type, i->lo_encrypt_key_size);
	tputs(", lo_flags=");
	print_flags_dflt(lo_flags, i->lo_flags, "LO_FLAGS_???");
	print_cstring(", lo_file_name", i->lo_file_name, sizeof(i->lo_file_name));
	if (crypt) {
		print_cstring(", lo_crypt_name", i->lo_crypt_name, sizeof(i->lo_crypt_name));
		print_key(i->lo_encrypt_key, i->lo_encrypt_key_size);
	}
	if (abbrev(c))
		tputs(", ...}");
	else
		tprintf(", lo_init=[%#llx, %#llx]}", (unsigned long long)i->lo_init[0],
			(unsigned long long)i->lo_init[1]);
}

/* struct loop_info: longs, and device numbers of the ABI's
 * __kernel_old_dev_t (an unsigned long or int natively, 16 bits in the
 * compat ABIs); struct loop_info64 reads the same in both */
#define OLD_DEV (sizeof(__kernel_old_dev_t) == 8 ? FT_ULONG : FT_U32)
#define LOOP_INFO_FIELDS(dev) \
	{ "lo_number", FT_S32, 0 }, { "lo_device", dev, 0 }, { "lo_inode", FT_ULONG, 0 }, \
	{ "lo_rdevice", dev, 0 }, { "lo_offset", FT_S32, 0 }, { "lo_encrypt_type", FT_S32, 0 }, \
	{ "lo_encrypt_key_size", FT_S32, 0 }, { "lo_flags", FT_S32, 0 }, \
	{ "lo_name", FT_U8, LO_NAME_SIZE }, { "lo_encrypt_key", FT_U8, LO_KEY_SIZE }, \
	{ "lo_init", FT_ULONG, 2 }, { "reserved", FT_U8, 4 }, { NULL, 0, 0 }
static const struct field f_loop_info[] = { LOOP_INFO_FIELDS(OLD_DEV) };
static const struct field f_loop_info_compat[] = { LOOP_INFO_FIELDS(FT_U16) };
static const struct layout loop_info_abi = { f_loop_info, f_loop_info_compat };

static void status(struct call *c, const struct ioc_req *r, int exiting)
{
	union { struct loop_info i; struct loop_info64 i64; } u;
	bool is64 = r->code == LOOP_SET_STATUS64 || r->code == LOOP_GET_STATUS64;
	bool out = r->code == LOOP_GET_STATUS || r->code == LOOP_GET_STATUS64;
	size_t size = is64 ? sizeof(u.i64) : sizeof(u.i);
	const struct layout *abi = is64 ? NULL : &loop_info_abi;

	if (!!exiting != out)
		return;
	tputs(", ");
	if (!(out ? fetch_out_layout(c, 2, &u, size, abi) : fetch_in_layout(c, 2, &u, size, abi)))
		return;
	if (is64)
		print_info64(c, &u.i64);
	else
		print_info(c, &u.i);
}

static void configure(struct call *c, const struct ioc_req *r, int exiting)
{
	struct loop_config cf;
	size_t i;

	if (exiting)
		return;
	tputs(", ");
	if (!fetch_in(c, 2, &cf, sizeof(cf)))
		return;
	tprintf("{fd=%d, block_size=%u, info=", (int)cf.fd, cf.block_size);
	print_info64(c, &cf.info);
	for (i = 0; i < sizeof(cf.__reserved) / sizeof(cf.__reserved[0]) && !cf.__reserved[i]; i++)
		;
	if (i < sizeof(cf.__reserved) / sizeof(cf.__reserved[0])) {
		tputs(", __reserved=[");
		for (i = 0; i < sizeof(cf.__reserved) / sizeof(cf.__reserved[0]); i++)
			tprintf("%s%#llx", i ? ", " : "", (unsigned long long)cf.__reserved[i]);
		tputc(']');
	}
	tputc('}');
}

static const struct ioc_req reqs[] = {
	IOC(LOOP_SET_FD, A_INT), IOC(LOOP_CLR_FD, A_NONE),
	IOC_F(LOOP_SET_STATUS, status), IOC_F(LOOP_GET_STATUS, status),
	IOC_F(LOOP_SET_STATUS64, status), IOC_F(LOOP_GET_STATUS64, status),
	IOC_F(LOOP_CONFIGURE, configure), IOC(LOOP_CHANGE_FD, A_INT),
	IOC(LOOP_SET_CAPACITY, A_NONE), IOC(LOOP_SET_DIRECT_IO, A_UINT),
	IOC(LOOP_SET_BLOCK_SIZE, A_UINT), IOC(LOOP_CTL_ADD, A_INT), IOC(LOOP_CTL_REMOVE, A_INT),
	IOC(LOOP_CTL_GET_FREE, A_NONE),
};

/* its other structs read the same in a compat call */
const struct ioc_table ioc_loop_table = IOC_TABLE_COMPAT(reqs, NULL);
