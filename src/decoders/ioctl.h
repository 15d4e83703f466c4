/* ioctl requests as data: each family has a table of its requests (name,
 * number, how the argument shows), and struct layouts as field lists that
 * one printer walks.  The argument's bytes come from the capture of the
 * call (entry for what the call reads, exit for what it writes). */
#ifndef EBTRACE_DECODERS_IOCTL_H
#define EBTRACE_DECODERS_IOCTL_H

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "layout.h"

/* How a struct field prints. */
enum ioc_fmt {
	F_U,      /* unsigned decimal */
	F_D,      /* signed decimal */
	F_X,      /* hex */
	F_PTR,    /* an address: NULL or hex */
	F_XLAT,   /* a constant of x (dflt: the comment of an unknown one) */
	F_FLAGS,  /* flags of x */
	F_NEST,   /* a struct of layout sub */
	F_STR,    /* a char array, quoted up to its NUL */
	F_SKIP,   /* not shown */
	F_MORE,   /* abbreviated output ends the struct here with "..." */
	F_X_NZ,   /* hex, not shown when zero (reserved fields) */
	F_NEST_NZ,/* a struct or array of layout sub, not shown when all zero */
	F_U64,    /* unsigned decimal, all ones as UINT64_MAX */
	F_UXLAT,  /* unsigned decimal, or its name in x */
	F_DEV,    /* a device number: makedev(major, minor) */
	F_FD,     /* a descriptor */
	F_CSTR,   /* a char array, quoted up to its NUL, or cut with "..." */
	F_UUID,   /* 16 bytes as a uuid */
};

struct ioc_layout;

struct ioc_field {
	const char *name;
	uint16_t off;
	uint16_t size;
	uint8_t fmt;
	const struct xlat *x;
	const char *dflt;
	const struct ioc_layout *sub;
};

struct ioc_layout {
	uint16_t size;
	bool array;           /* [a, b]: the fields have no names */
	const struct ioc_field *fields;   /* ends with a NULL name (arrays: fmt F_SKIP) */
	/* the types of the struct's fields (layout.h) when a compat call's
	 * struct is laid out otherwise: read widened into this layout */
	const struct layout *abi;
};

#define IOC_FIELD(type, member, fmt) \
	{ #member, offsetof(type, member), sizeof(((type *)0)->member), fmt, NULL, NULL, NULL }
#define IOC_FIELD_X(type, member, fmt, x, dflt) \
	{ #member, offsetof(type, member), sizeof(((type *)0)->member), fmt, x, dflt, NULL }
#define IOC_FIELD_NEST(type, member, sub) \
	{ #member, offsetof(type, member), sizeof(((type *)0)->member), F_NEST, NULL, NULL, sub }
#define IOC_FIELD_NEST_NZ(type, member, sub) \
	{ #member, offsetof(type, member), sizeof(((type *)0)->member), F_NEST_NZ, NULL, NULL, sub }
#define IOC_FIELD_MORE { "...", 0, 0, F_MORE, NULL, NULL, NULL }
#define IOC_FIELD_END { NULL, 0, 0, F_SKIP, NULL, NULL, NULL }

/* How a request's argument shows. */
enum ioc_arg {
	A_HEX,      /* not decoded: the value in hex */
	A_NONE,     /* no argument */
	A_INT,      /* the value as an int */
	A_UINT,     /* the value as an unsigned long */
	A_FD,       /* the value is a descriptor */
	A_PTR,      /* an address only (NULL) */
	A_IN,       /* the struct of layout, as the call reads it */
	A_OUT,      /* the struct of layout, as a successful call wrote it */
	A_VAL,      /* the value itself, as the first field of layout says */
	A_FN,       /* fn prints it */
};

struct ioc_req;
/* Prints ", argument" at entry, or its part shown at exit. */
typedef void (*ioc_fn)(struct call *c, const struct ioc_req *r, int exiting);

struct ioc_req {
	uint32_t code;
	const char *name;     /* NULL: decoded, but strace has no name for it */
	uint8_t arg;
	const struct ioc_layout *layout;
	ioc_fn fn;
	/* the type the number's size is of, when it differs in a compat call
	 * (NULL: the layout's abi, if any): there, the number says its size
	 * in that ABI */
	const struct layout *sized_by;
};

#define IOC(code, arg) { code, #code, arg, NULL, NULL, NULL }
#define IOC_L(code, arg, layout) { code, #code, arg, layout, NULL, NULL }
#define IOC_F(code, fn) { code, #code, A_FN, NULL, fn, NULL }
/* the same, of a number sized by a type whose size differs in a compat call */
#define IOC_LS(code, arg, layout, by) { code, #code, arg, layout, NULL, by }
#define IOC_FS(code, fn, by) { code, #code, A_FN, NULL, fn, by }
#define IOC_S(code, arg, by) { code, #code, arg, NULL, NULL, by }

struct ioc_table {
	const struct ioc_req *reqs;
	size_t count;
	/* names made of the number (EVIOCGBIT(EV_KEY, 8)): into buf, or false;
	 * comment: unknown parts get their comment (not inside -X verbose's) */
	bool (*name)(uint32_t code, char *buf, size_t size, bool comment);
	ioc_fn made_fn;       /* prints the argument of those */
	/* what its requests point to reads the same in a 32-bit program
	 * (ints and chars): decoded in compat calls too */
	bool compat_same;
	/* the kernel has no compat handling of its requests: a 32-bit
	 * program's argument shows as the number it is */
	bool compat_hex;
	/* its requests are a compat call's only (their numbers, by sized_by,
	 * are other requests' in a native call) */
	bool compat_only;
};

#define IOC_TABLE(reqs, name) { reqs, sizeof(reqs) / sizeof(reqs[0]), name, NULL, false, false, false }
#define IOC_TABLE_COMPAT(reqs, name) \
	{ reqs, sizeof(reqs) / sizeof(reqs[0]), name, NULL, true, false, false }
#define IOC_TABLE_NATIVE(reqs, name) \
	{ reqs, sizeof(reqs) / sizeof(reqs[0]), name, NULL, false, true, false }
#define IOC_TABLE_COMPAT_ONLY(reqs, name) \
	{ reqs, sizeof(reqs) / sizeof(reqs[0]), name, NULL, true, false, true }
#define IOC_TABLE_MADE(reqs, name, fn) \
	{ reqs, sizeof(reqs) / sizeof(reqs[0]), name, fn, false, false, false }

/* The families (ioctl_*.c). */
extern const struct ioc_table ioc_tty_table, ioc_fs_table, ioc_misc_table, ioc_evdev_table,
	ioc_hdio_table, ioc_hdio_native_table, ioc_seccomp_table, ioc_gpio_table, ioc_loop_table,
	ioc_rtc_table, ioc_ubi_table, ioc_mtd_table, ioc_nbd_table,
	ioc_uffd_table, ioc_scsi_table, ioc_ptp_table, ioc_block_table, ioc_kd_table, ioc_dm_table, ioc_sock_table,
	ioc_kvm_table, ioc_kvm_names_table, ioc_tee_table, ioc_perf_table, ioc_names_table,
	ioc_v4l2_table, ioc_v4l2_names_table, ioc_v4l2_compat_names_table, ioc_btrfs_table;

/* [int], [unsigned], [u64], [unsigned long] */
extern const struct ioc_layout ioc_int, ioc_uint, ioc_u64, ioc_ulong;

/* The fields of layout l in buf without the braces, ", " before each but
 * a first one (first: none printed yet); returns first, updated. */
bool ioc_print_fields(const struct call *c, const struct ioc_layout *l, const void *buf, bool first);
/* A char array quoted up to its NUL; without one, all but its last byte
 * and "..." (strace's print_quoted_cstring) */
void ioc_print_cstring(const char *s, size_t size);
/* strace's print_array of n elements of size bytes at addr, of which the
 * first have bytes are in b: -s of them at most (with -v all), "..." at
 * the first one not there (its address when it is the first); more: an
 * array cut short ("..." after the last). */
typedef void (*ioc_elem_fn)(const struct call *c, const void *elem);
void ioc_print_array(const struct call *c, uint64_t addr, const unsigned char *b, size_t have,
		     uint64_t n, size_t size, ioc_elem_fn print, bool more);
/* strace's printstr_ex of len bytes at addr in \x form, of which the first
 * have are in b: the first -s of them, or the address when they (and one
 * more, to know there are more) are not all there. */
void ioc_print_hexstr(uint64_t addr, const unsigned char *b, size_t have, uint64_t len);
/* The struct of layout l in buf. */
void ioc_print_layout(const struct call *c, const struct ioc_layout *l, const void *buf);
/* ", " and the struct of layout l argument 2 points to: as the call read it
 * (out false) or as a successful call wrote it. */
void ioc_print_layout_arg(struct call *c, const struct ioc_layout *l, bool out);
/* The size bytes argument 2 pointed to at entry, printing nothing. */
bool ioc_entry_bytes(const struct call *c, void *buf, size_t size);
/* The same at exit, when the entry showed them (fetch_in: not under
 * -e verbose=none): what the exit goes on with. */
bool ioc_entry_shown(const struct call *c, void *buf, size_t size);
/* Whether the entry showed the size bytes argument 2 points to (strace
 * decodes the exit of an in/out struct only then). */
bool ioc_entry_read(const struct call *c, size_t size);
/* The size bytes the call wrote (its capture at exit), printing nothing. */
bool ioc_exit_bytes(const struct call *c, void *buf, size_t size);
/* The argument's bytes as they are now: what a successful call wrote, else
 * what was there at entry; NULL when there are none, *have: how many. */
const unsigned char *ioc_now_bytes(const struct call *c, size_t *have);
/* size bytes of those, or false */
bool ioc_now(const struct call *c, void *buf, size_t size);
/* ioc_entry_bytes, ioc_entry_shown and ioc_now of a struct of native size
 * bytes, a compat call's of layout abi (NULL: the same) widened into it */
bool ioc_entry_bytes_abi(const struct call *c, void *buf, size_t size, const struct layout *abi);
bool ioc_entry_shown_abi(const struct call *c, void *buf, size_t size, const struct layout *abi);
bool ioc_now_abi(const struct call *c, void *buf, size_t size, const struct layout *abi);
/* What the pointer at offset ptr_off of the argument's struct points to,
 * captured with it (its kind's FIELD); NULL when it could not be read. */
const unsigned char *ioc_field_bytes(const struct call *c, size_t ptr_off, size_t *have);
/* 16 bytes as a uuid: 01234567-89ab-cdef-fedc-ba9876543210 */
void ioc_print_uuid(const unsigned char *u);
/* whether the n bytes at p are all zero */
bool ioc_all_zero(const void *p, size_t n);
/* A one-field layout of a plain value: [v] or v, by fmt. */
#define IOC_ONE(name, size, fmt, x, dflt) \
	static const struct ioc_field name##_fields[] = { \
		{ "", 0, size, fmt, x, dflt, NULL }, IOC_FIELD_END \
	}; \
	static const struct ioc_layout name = { size, true, name##_fields, NULL }

#endif
