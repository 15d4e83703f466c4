/* ioctl, MTD flash devices (mtd/mtd-abi.h), whose numbers the sound
 * mixer's requests share (their names come first). */
#include <mtd/mtd-abi.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ioctl.h"

static const struct xlat mtd_types[] = {
	XLAT(MTD_ABSENT), XLAT(MTD_RAM), XLAT(MTD_ROM), XLAT(MTD_NORFLASH), XLAT(MTD_NANDFLASH),
	XLAT(MTD_DATAFLASH), XLAT(MTD_UBIVOLUME), XLAT(MTD_MLCNANDFLASH), XLAT_END
};

static const struct xlat mtd_flags[] = {
	XLAT(MTD_WRITEABLE), XLAT(MTD_BIT_WRITEABLE), XLAT(MTD_NO_ERASE), XLAT(MTD_POWERUP_LOCK),
	XLAT_END
};

static const struct xlat ecc_modes[] = {
	XLAT(MTD_NANDECC_OFF), XLAT(MTD_NANDECC_PLACE), XLAT(MTD_NANDECC_AUTOPLACE),
	XLAT(MTD_NANDECC_PLACEONLY), XLAT(MTD_NANDECC_AUTOPL_USR), XLAT_END
};

static const struct xlat otp_modes[] = {
	XLAT(MTD_OTP_OFF), XLAT(MTD_OTP_FACTORY), XLAT(MTD_OTP_USER), XLAT_END
};

static const struct xlat file_modes[] = {
	XLAT(MTD_FILE_MODE_NORMAL), XLAT(MTD_FILE_MODE_OTP_FACTORY), XLAT(MTD_FILE_MODE_OTP_USER),
	XLAT(MTD_FILE_MODE_RAW), XLAT_END
};

static const struct xlat ops_modes[] = {
	XLAT(MTD_OPS_PLACE_OOB), XLAT(MTD_OPS_AUTO_OOB), XLAT(MTD_OPS_RAW), XLAT_END
};

/* The sound mixer's requests: the channel is the number. */
static bool mixer_name(uint32_t code, char *buf, size_t size, bool comment)
{
	if (_IOC_TYPE(code) != 'M' || _IOC_SIZE(code) == 0)
		return false;
	if (_IOC_DIR(code) == _IOC_READ)
		snprintf(buf, size, "MIXER_READ(%u)", _IOC_NR(code));
	else if (_IOC_DIR(code) == _IOC_WRITE)
		snprintf(buf, size, "MIXER_WRITE(%u)", _IOC_NR(code));
	else
		return false;
	return true;
}

static void print_hex_array(const struct call *c, const uint32_t *v, unsigned n)
{
	tputc('[');
	for (unsigned i = 0; i < n; i++) {
		if (i)
			tputs(", ");
		if (array_cut(c, i))
			break;
		tprintf("%#x", v[i]);
	}
	tputc(']');
}

/* What the call wrote, shown whole. */
static void mtd_out(struct call *c, const struct ioc_req *r, int exiting)
{
	union {
		struct mtd_info_user info;
		struct nand_oobinfo oob;
		struct nand_ecclayout_user layout;
		struct mtd_ecc_stats stats;
	} u;

	if (!exiting)
		return;
	tputs(", ");
	if (!fetch_out(c, 2, &u, _IOC_SIZE(r->code)))
		return;
	switch (r->code) {
	case MEMGETINFO:
		tputs("{type=");
		print_xlat(mtd_types, u.info.type, "MTD_???");
		tputs(", flags=");
		print_flags_dflt(mtd_flags, u.info.flags, "MTD_???");
		tprintf(", size=%#x, erasesize=%#x, writesize=%#x, oobsize=%#x, padding=%#llx}",
			u.info.size, u.info.erasesize, u.info.writesize, u.info.oobsize,
			(unsigned long long)u.info.padding);
		break;
	case MEMGETOOBSEL:
		tputs("{useecc=");
		print_xlat(ecc_modes, u.oob.useecc, "MTD_NANDECC_???");
		tprintf(", eccbytes=%#x, oobfree=[", u.oob.eccbytes);
		for (int i = 0; i < 8; i++)
			tprintf("%s[%#x, %#x]", i ? ", " : "", u.oob.oobfree[i][0], u.oob.oobfree[i][1]);
		tputs("], eccpos=");
		print_hex_array(c, u.oob.eccpos, 32);
		tputc('}');
		break;
	case ECCGETLAYOUT:
		tprintf("{eccbytes=%#x, eccpos=", u.layout.eccbytes);
		print_hex_array(c, u.layout.eccpos, MTD_MAX_ECCPOS_ENTRIES);
		tprintf(", oobavail=%#x, oobfree=[", u.layout.oobavail);
		for (int i = 0; i < MTD_MAX_OOBFREE_ENTRIES; i++)
			tprintf("%s{offset=%#x, length=%#x}", i ? ", " : "",
				u.layout.oobfree[i].offset, u.layout.oobfree[i].length);
		tputs("]}");
		break;
	default:
		tprintf("{corrected=%#x, failed=%#x, badblocks=%#x, bbtblocks=%#x}",
			u.stats.corrected, u.stats.failed, u.stats.badblocks, u.stats.bbtblocks);
	}
}

/* {regionindex=N} in, the rest of it out */
static void region_info(struct call *c, const struct ioc_req *r, int exiting)
{
	struct region_info_user ri;

	if (!exiting) {
		tputs(", ");
		if (fetch_in(c, 2, &ri, sizeof(ri)))
			tprintf("{regionindex=%#x", ri.regionindex);
		return;
	}
	if (!c->args[2] || !ioc_entry_bytes(c, &ri, sizeof(ri)))
		return;
	if (!call_failed(c) && ioc_exit_bytes(c, &ri, sizeof(ri)))
		tprintf(", offset=%#x, erasesize=%#x, numblocks=%#x", ri.offset, ri.erasesize,
			ri.numblocks);
	tputc('}');
}

static const struct ioc_field erase_fields[] = {
	IOC_FIELD(struct erase_info_user, start, F_X),
	IOC_FIELD(struct erase_info_user, length, F_X), IOC_FIELD_END
};
static const struct ioc_layout erase = { sizeof(struct erase_info_user), false, erase_fields, NULL };

static const struct ioc_field erase64_fields[] = {
	IOC_FIELD(struct erase_info_user64, start, F_X),
	IOC_FIELD(struct erase_info_user64, length, F_X), IOC_FIELD_END
};
static const struct ioc_layout erase64 = { sizeof(struct erase_info_user64), false,
					   erase64_fields, NULL };

static const struct ioc_field oob_fields[] = {
	IOC_FIELD(struct mtd_oob_buf, start, F_X), IOC_FIELD(struct mtd_oob_buf, length, F_X),
	IOC_FIELD(struct mtd_oob_buf, ptr, F_X), IOC_FIELD_END
};
/* its pointer: 4 bytes in a compat call */
static const struct field f_oob[] = {
	{ "start", FT_U32, 0 }, { "length", FT_U32, 0 }, { "ptr", FT_PTR, 0 }, { NULL, 0, 0 }
};
static const struct layout oob_abi = { f_oob, NULL };
static const struct ioc_layout oob = { sizeof(struct mtd_oob_buf), false, oob_fields, &oob_abi };

static const struct ioc_field oob64_fields[] = {
	IOC_FIELD(struct mtd_oob_buf64, start, F_X), IOC_FIELD(struct mtd_oob_buf64, length, F_X),
	IOC_FIELD(struct mtd_oob_buf64, usr_ptr, F_X), IOC_FIELD_END
};
static const struct ioc_layout oob64 = { sizeof(struct mtd_oob_buf64), false, oob64_fields, NULL };

static const struct ioc_field otp_fields[] = {
	IOC_FIELD(struct otp_info, start, F_X), IOC_FIELD(struct otp_info, length, F_X),
	IOC_FIELD(struct otp_info, locked, F_U), IOC_FIELD_END
};
static const struct ioc_layout otp = { sizeof(struct otp_info), false, otp_fields, NULL };

static const struct ioc_field write_fields[] = {
	IOC_FIELD(struct mtd_write_req, start, F_X), IOC_FIELD(struct mtd_write_req, len, F_X),
	IOC_FIELD(struct mtd_write_req, ooblen, F_X),
	IOC_FIELD(struct mtd_write_req, usr_data, F_X),
	IOC_FIELD(struct mtd_write_req, usr_oob, F_X),
	IOC_FIELD_X(struct mtd_write_req, mode, F_XLAT, ops_modes, "MTD_OPS_???"), IOC_FIELD_END
};
static const struct ioc_layout write_req = { sizeof(struct mtd_write_req), false, write_fields, NULL };

IOC_ONE(otp_mode, 4, F_XLAT, otp_modes, "MTD_OTP_???");
IOC_ONE(file_mode, 8, F_XLAT, file_modes, "MTD_FILE_MODE_???");

static const struct ioc_req reqs[] = {
	IOC_F(MEMGETINFO, mtd_out), IOC_F(MEMGETOOBSEL, mtd_out), IOC_F(ECCGETLAYOUT, mtd_out),
	IOC_F(ECCGETSTATS, mtd_out), IOC_F(MEMGETREGIONINFO, region_info),
	IOC_L(MEMGETREGIONCOUNT, A_OUT, &ioc_int), IOC_L(OTPGETREGIONCOUNT, A_OUT, &ioc_uint),
	IOC_L(OTPGETREGIONINFO, A_OUT, &otp), IOC_L(OTPSELECT, A_IN, &otp_mode),
	IOC_L(MEMGETBADBLOCK, A_IN, &ioc_u64), IOC_L(MEMSETBADBLOCK, A_IN, &ioc_u64),
	IOC_L(MEMERASE, A_IN, &erase), IOC_L(MEMLOCK, A_IN, &erase), IOC_L(MEMUNLOCK, A_IN, &erase),
	IOC_L(MEMISLOCKED, A_IN, &erase), IOC_L(MEMERASE64, A_IN, &erase64),
	IOC_L(MEMWRITEOOB, A_IN, &oob), IOC_L(MEMREADOOB, A_IN, &oob),
	IOC_L(MEMWRITEOOB64, A_IN, &oob64), IOC_L(MEMREADOOB64, A_IN, &oob64),
	IOC_L(OTPLOCK, A_IN, &otp), IOC_L(MEMWRITE, A_IN, &write_req),
	IOC_L(MTDFILEMODE, A_VAL, &file_mode),
};

/* its other structs read the same in a compat call */
const struct ioc_table ioc_mtd_table = { reqs, sizeof(reqs) / sizeof(reqs[0]), mixer_name, NULL, true,
					 false, false };
