/* The interface decoders are written against. */
#ifndef EBTRACE_DECODE_H
#define EBTRACE_DECODE_H

#include <stddef.h>
#include <sys/types.h>

#include "ebtrace.h"
#include "output.h"

typedef void (*kind_printer_fn)(struct call *c, int arg, int param);

struct kind_info {
	const char *name;
	kind_printer_fn print;
	uint8_t cap;       /* enum ebt_cap_kind */
	uint8_t when;      /* enum ebt_cap_when, 0 for none */
	uint32_t size;     /* 0: derived from the options */
	uint8_t bits;      /* scalars: the argument's width (32 or 64) */
};
extern const struct kind_info kinds[K__COUNT];

/* Cut each argument to its width, as the kernel takes it: the low 32 bits
 * of an int argument's register. */
void narrow_args(const struct sysent *se, uint64_t *args, bool compat);
/* The register argument i of a compat call comes in: each 64-bit argument
 * before it took two.  The kernel side captures and records a compat
 * call's arguments by register. */
int compat_reg(const struct sysent *se, int i);
/* The width argument i of se is taken at (32: an int), or 0 (all of it). */
unsigned arg_bits(const struct sysent *se, int i);
/* Whether an argument kind, or a call's own decoder, reads the same in a
 * compat (32-bit) call as in a native one. */
bool kind_compat_same(unsigned kind);
bool sysent_compat_same(const struct sysent *se);
/* Print arguments [from, to) of c, separated by ", ". */
void print_args(struct call *c, int from, int to);
/* ", " between the arguments a call's own decoder prints, and the same
 * followed by a number's printf form (the next argument). */
void print_arg_sep(void);
void print_argf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* How many leading arguments can be printed from the enter record alone. */
int entry_printable_args(const struct sysent *se);
void print_retval(struct call *c);
/* -e read= / -e write= hex dumps after a call's line. */
void print_io_dump(struct call *c);

/* ---- tracee memory ------------------------------------------------------
 * Captured bytes first; process_vm_readv of the live task only for what was
 * not captured (which can race with the tracee: it may have changed the
 * memory or exited). */
const struct ebt_cap *call_cap(const struct call *c, int arg);
/* What the pointer at offset ptr_off of the struct at argument arg points
 * to (a FIELD of the argument's kind), or NULL when it was not captured. */
const struct ebt_cap *call_cap_field(const struct call *c, int arg, unsigned ptr_off);
/* The string of element index of that array (kinds.def FIELD_STRS), as
 * captured with the array call_cap_field() gives, or NULL. */
const struct ebt_cap *call_cap_field_str(const struct call *c, int arg, unsigned ptr_off,
				       unsigned index);
/* The capture taken at enter only: the input value of an in/out argument. */
/* The same, as captured at entry only (what the call read). */
const struct ebt_cap *call_cap_field_enter(const struct call *c, int arg, unsigned ptr_off);
const struct ebt_cap *call_cap_enter(const struct call *c, int arg);
/* The capture of argument arg in one record (c->enter or c->exit), or NULL. */
const struct ebt_cap *call_cap_in(const struct ebt_sys_event *e, int arg);
/* The same, of one capture kind only (EBT_CAP_NONE: any). */
const struct ebt_cap *call_cap_kind(const struct ebt_sys_event *e, int arg, int kind);
static inline const unsigned char *cap_bytes(const struct ebt_cap *cap)
{
	return (const unsigned char *)(cap + 1);
}
/* The len bytes at offset off of what cap holds, or NULL when it does not
 * hold them (a read that faulted holds the bytes before the fault). */
static inline const unsigned char *cap_at(const struct ebt_cap *cap, size_t off, size_t len)
{
	return cap && off + len >= off && off + len <= cap->len ? cap_bytes(cap) + off : NULL;
}
/* Read len bytes at addr (which argument arg points into); returns the number
 * of bytes read, or -1. */
ssize_t tmem_read(const struct call *c, int arg, uint64_t addr, void *buf, size_t len);
/* Read a NUL-terminated string of at most size-1 bytes; returns its length
 * or -1.  *complete is false when no NUL was found within size-1 bytes. */
ssize_t tmem_str(const struct call *c, int arg, uint64_t addr, char *buf, size_t size, int *complete);

/* ---- value printers ----------------------------------------------------- */
enum {
	QUOTE_ELLIPSIS = 1,   /* append "..." after the closing quote */
	QUOTE_HEX_ALL = 2,    /* getrandom: every byte as \xNN */
	QUOTE_NO_QUOTES = 4,  /* -y annotations: no surrounding quotes */
	QUOTE_ESC_ANGLE = 8,  /* ... and '<', '>' escaped */
};
void print_quoted(const void *buf, size_t len, unsigned flags);
/* The same into out (room for 4 * len + 8 bytes); returns its length. */
size_t sprint_quoted(char *out, const void *buf, size_t len, unsigned flags);
void print_addr(uint64_t addr);
/* A string argument: a path (as strace, up to PATH_MAX - 1 bytes) or up
 * to -s bytes; a longer one ends in "... */
void print_path_at(const struct call *c, int arg, uint64_t addr);
void print_str_at(const struct call *c, int arg, uint64_t addr);
/* The same for a string the call reads at most max bytes of. */
void print_strmax_at(const struct call *c, int arg, uint64_t addr, size_t max);
/* A buffer of len bytes at addr, at most -s shown. */
void print_buf_at(const struct call *c, int arg, uint64_t addr, uint64_t len);
/* The same from the captured bytes cap holds (NULL: none). */
void print_buf_cap(const struct ebt_cap *cap, uint64_t addr, uint64_t len);

/* Flag and constant tables are data: { value, "NAME" } ending with NULL. */
struct xlat {
	uint64_t val;
	const char *str;
};
#define XLAT(x) { (uint64_t)(x), #x }
#define XLAT_PAIR(v, s) { (uint64_t)(v), s }
#define XLAT_END { 0, NULL }
const char *xlat_lookup(const struct xlat *x, uint64_t val);
/* NAME, or "0xVAL /\* DFLT *\/" when unknown */
void print_xlat(const struct xlat *x, uint64_t val, const char *dflt);
/* The same with the name known (or NULL) */
void print_hex_named(uint64_t val, const char *name, const char *dflt);
/* A decimal value with a name (SIGTERM, ENOENT), in the -X style. */
void print_dec_named(int64_t v, const char *name, const char *dflt);
/* The same, unsigned (UINT64_MAX) */
void print_udec_named(uint64_t v, const char *name, const char *dflt);
/* FLAG1|FLAG2|0xrest; zero prints as zero_name or "0". */
void print_flags(const struct xlat *x, uint64_t val, const char *zero_name);
/* strace's printflags: FLAG1|FLAG2|0xrest; zero by the table's 0 entry (or
 * "0"); only unknown bits: "0xVAL /\* DFLT *\/". */
void print_flags_dflt(const struct xlat *x, uint64_t val, const char *dflt);
/* The same, and "0xVAL /\* DFLT *\/" when no name matches (dflt non-NULL). */
void print_flags_ex(const struct xlat *x, uint64_t val, const char *zero_name, const char *dflt);
/* A value whose symbolic form is composed by a decoder (flags with fields,
 * file modes, limits): the decoder prints that form between
 * xlat_compose_begin() and xlat_compose_end() (inside, constants print
 * abbreviated).  -X raw then shows the number alone (printed with the
 * printf format fmt), -X verbose the number with the form as a comment. */
void xlat_compose_begin(void);
void xlat_compose_end(const char *fmt, unsigned long long val);

/* -P: whether a descriptor a waiting call names (the pollfd array of
 * poll/ppoll, the fd_set of argument arg of select/pselect6) satisfies
 * pred; the arrays as the call got them. */
bool pollfds_any(struct call *c, bool (*pred)(const struct call *c, int fd));
bool fdset_any(struct call *c, int arg, bool (*pred)(const struct call *c, int fd));
/* i386's old mmap: the descriptor it maps, or -1 */
int old_mmap_fd(const struct call *c);

#endif
