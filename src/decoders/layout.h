/* Structures described once, as data: their layouts in the native ABI and
 * in the compat (32-bit) one are derived from the field types, and what a
 * compat call's structure holds is widened into the native layout, which
 * the decoders read. */
#ifndef EBTRACE_LAYOUT_H
#define EBTRACE_LAYOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum field_type {
	FT_U8,              /* a byte (a char array's, with a count) */
	FT_S16, FT_U16,
	FT_S32, FT_U32,
	FT_S64, FT_U64,     /* 64 bits in both ABIs (their alignment may differ) */
	FT_LONG, FT_ULONG,  /* the ABI's long: a time_t, a size */
	FT_PTR,
	FT_RLIM,            /* an rlim_t: all ones, unlimited, in either width */
	FT_PAD32,           /* 4 bytes only the native layout has */
	FT_CPAD32,          /* 4 bytes only the compat layout has (the high
			     * half of a time the native layout holds whole) */
};

struct field {
	const char *name;
	uint8_t type;
	uint8_t count;      /* array elements, 0 meaning 1 */
};

struct layout {
	const struct field *fields;  /* the native layout */
	const struct field *compat;  /* the compat one when its fields differ
				      * (matched by name), else NULL */
};

/* The architecture's native struct stat (src/arch/ARCH.c). */
extern const struct field arch_stat_fields[];

/* Structures that no argument kind stands for alone: a decoder picks one
 * by the call's command. */
extern const struct layout layout_msqid_ds, layout_semid_ds, layout_shmid_ds, layout_shminfo,
	layout_shm_info;
/* siginfo_t with each member of its union (the signal and code tell which
 * one the kernel filled) */
enum siginfo_member {
	SIM_VALUE, SIM_CHLD, SIM_FAULT, SIM_FAULT_BND, SIM_FAULT_PKEY, SIM_POLL, SIM_SYS, SIM__COUNT
};
extern const struct layout layout_siginfo[SIM__COUNT];
/* a control message's header; sendmmsg's and recvmmsg's elements */
extern const struct layout layout_cmsghdr, layout_mmsghdr;
/* an unsigned long (a size_t, a pointer): what the numbers of some ioctl
 * requests are sized by */
extern const struct layout layout_ulong;

/* ioctl arguments that point to more (kinds.def FIELD) */
extern const struct layout layout_blkpg, layout_fontx, layout_unimap, layout_fontop, layout_ifconf;

/* V4L2's struct v4l2_format and v4l2_create_buffers (a window's type's:
 * _win), struct v4l2_window, v4l2_clip and v4l2_ext_controls */
extern const struct layout layout_v4l2_format, layout_v4l2_format_win, layout_v4l2_create,
	layout_v4l2_create_win, layout_v4l2_window, layout_v4l2_clip, layout_v4l2_ext_controls;

/* btrfs's struct btrfs_ioctl_send_args, the head of btrfs_ioctl_vol_args_v2 */
extern const struct layout layout_btrfs_send, layout_btrfs_vol_v2_head;

/* The layout of the elements of the array a FIELD of an argument kind
 * points to, when it has one (NULL: the same in both ABIs). */
const struct layout *kind_field_elem(unsigned kind);
/* The layout of the structure that an argument kind points to, or NULL. */
const struct layout *kind_layout(unsigned kind);
/* The compat layout of argument arg of a call, or NULL when it has none
 * (or reads the same as natively). */
struct sysent;
const struct layout *call_layout(const struct sysent *se, int arg);
/* The compat offset and size of the field at native offset off, or
 * false when none begins there. */
bool layout_compat_field(const struct layout *l, size_t off, size_t *coff, size_t *csize);
/* Its size in one ABI. */
size_t layout_size(const struct layout *l, bool compat);
/* Widen a compat structure (layout_size(l, true) bytes) into its native
 * layout (layout_size(l, false) bytes). */
void layout_widen(const struct layout *l, const void *compat, void *native);

#endif
