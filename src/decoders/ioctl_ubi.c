/* ioctl, UBI volumes on flash (mtd/ubi-user.h). */
#include <linux/dvb/net.h>
#include <mtd/ubi-user.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

/* the data types a LEB change or map request once gave (now ignored) */
static const struct xlat data_types[] = {
	XLAT_PAIR(1, "UBI_LONGTERM"), XLAT_PAIR(2, "UBI_SHORTTERM"), XLAT_PAIR(3, "UBI_UNKNOWN"),
	XLAT_END
};

static const struct xlat vol_types[] = {
	XLAT(UBI_DYNAMIC_VOLUME), XLAT(UBI_STATIC_VOLUME), XLAT_END
};

static const struct xlat vol_flags[] = { XLAT(UBI_VOL_SKIP_CRC_CHECK_FLG), XLAT_END };
static const struct xlat vol_props[] = { XLAT(UBI_VOL_PROP_DIRECT_WRITE), XLAT_END };

/* name_len=N, name="...": at most name_len bytes (within the array), "..."
 * when the name goes on past them */
static void print_vol_name(int16_t name_len, const char *name)
{
	size_t len = name_len < 0 ? 0 : name_len > UBI_MAX_VOLUME_NAME ? UBI_MAX_VOLUME_NAME : name_len;
	size_t n = strnlen(name, len);

	tprintf("name_len=%d, name=", name_len);
	print_quoted(name, n, n == len && name[len] ? QUOTE_ELLIPSIS : 0);
}

/* ATT and MKVOL: the request in, the number given out */
static void with_number(struct call *c, const struct ioc_req *r, int exiting)
{
	union { struct ubi_attach_req a; struct ubi_mkvol_req m; } u;
	int32_t num;

	if (exiting) {
		if (c->args[2] && !call_failed(c) && ioc_exit_bytes(c, &num, sizeof(num)))
			tprintf(" => [%d]", num);
		return;
	}
	tputs(", ");
	if (!fetch_in(c, 2, &u, _IOC_SIZE(r->code)))
		return;
	if (r->code == UBI_IOCATT) {
		tprintf("{ubi_num=%d, mtd_num=%d, vid_hdr_offset=%d, max_beb_per1024=%d}",
			u.a.ubi_num, u.a.mtd_num, u.a.vid_hdr_offset, u.a.max_beb_per1024);
		return;
	}
	tprintf("{vol_id=%d, alignment=%d, bytes=%lld, vol_type=", u.m.vol_id, u.m.alignment,
		(long long)u.m.bytes);
	print_xlat(vol_types, (uint8_t)u.m.vol_type, "UBI_???_VOLUME");
	tputs(", flags=");
	print_flags_dflt(vol_flags, (uint8_t)u.m.flags, "UBI_VOL_???");
	tputs(", ");
	print_vol_name(u.m.name_len, u.m.name);
	tputc('}');
}

static void rename_vols(struct call *c, const struct ioc_req *r, int exiting)
{
	struct ubi_rnvol_req q;
	int n;

	if (exiting)
		return;
	tputs(", ");
	if (!fetch_in(c, 2, &q, sizeof(q)))
		return;
	tprintf("{count=%d, ents=[", q.count);
	n = q.count < 0 ? 0 : q.count > UBI_MAX_RNVOL ? UBI_MAX_RNVOL : q.count;
	for (int i = 0; i < n; i++) {
		tprintf("%s{vol_id=%d, ", i ? ", " : "", q.ents[i].vol_id);
		print_vol_name(q.ents[i].name_len, q.ents[i].name);
		tputc('}');
	}
	tputs("]}");
}

static const struct ioc_field leb_change_fields[] = {
	IOC_FIELD(struct ubi_leb_change_req, lnum, F_D),
	IOC_FIELD(struct ubi_leb_change_req, bytes, F_D),
	IOC_FIELD_X(struct ubi_leb_change_req, dtype, F_XLAT, data_types, "UBI_???"),
	IOC_FIELD_END
};
static const struct ioc_layout leb_change = { sizeof(struct ubi_leb_change_req), false,
					      leb_change_fields, NULL };

static const struct ioc_field map_fields[] = {
	IOC_FIELD(struct ubi_map_req, lnum, F_D),
	IOC_FIELD_X(struct ubi_map_req, dtype, F_XLAT, data_types, "UBI_???"), IOC_FIELD_END
};
static const struct ioc_layout map_req = { sizeof(struct ubi_map_req), false, map_fields, NULL };

static const struct ioc_field rsvol_fields[] = {
	IOC_FIELD(struct ubi_rsvol_req, bytes, F_D), IOC_FIELD(struct ubi_rsvol_req, vol_id, F_D),
	IOC_FIELD_END
};
static const struct ioc_layout rsvol = { sizeof(struct ubi_rsvol_req), false, rsvol_fields, NULL };

static const struct ioc_field prop_fields[] = {
	IOC_FIELD_X(struct ubi_set_vol_prop_req, property, F_XLAT, vol_props, "UBI_VOL_PROP_???"),
	IOC_FIELD(struct ubi_set_vol_prop_req, value, F_X), IOC_FIELD_END
};
static const struct ioc_layout vol_prop = { sizeof(struct ubi_set_vol_prop_req), false,
					    prop_fields, NULL };

IOC_ONE(s64_val, 8, F_D, NULL, NULL);

static const struct ioc_req reqs[] = {
	IOC_F(UBI_IOCMKVOL, with_number), IOC_L(UBI_IOCRMVOL, A_IN, &ioc_int),
	IOC_L(UBI_IOCRSVOL, A_IN, &rsvol), IOC_F(UBI_IOCRNVOL, rename_vols),
	IOC_L(UBI_IOCRPEB, A_IN, &ioc_int), IOC_L(UBI_IOCSPEB, A_IN, &ioc_int),
	IOC_F(UBI_IOCATT, with_number), IOC_L(UBI_IOCDET, A_IN, &ioc_int),
	IOC_L(UBI_IOCVOLUP, A_IN, &s64_val), IOC_L(UBI_IOCEBER, A_IN, &ioc_int),
	IOC_L(UBI_IOCEBCH, A_IN, &leb_change), IOC_L(UBI_IOCEBMAP, A_IN, &map_req),
	IOC_L(UBI_IOCEBUNMAP, A_IN, &ioc_int), IOC_L(UBI_IOCEBISMAP, A_IN, &ioc_int),
	IOC_L(UBI_IOCSETVOLPROP, A_IN, &vol_prop), IOC(UBI_IOCVOLCRBLK, A_NONE),
	IOC(UBI_IOCVOLRMBLK, A_NONE), IOC(NET_REMOVE_IF, A_HEX),
};

/* its structs are of fixed-size fields, laid out alike in both ABIs */
const struct ioc_table ioc_ubi_table = IOC_TABLE_COMPAT(reqs, NULL);
