/* What the decoder families share: the printers of the argument kinds, the
 * options' say on how much of a call shows, reading structs from the
 * tracee, and the value printers one family lends the others.  What only
 * one family uses stays static in its file. */
#ifndef EBTRACE_DECODERS_COMMON_H
#define EBTRACE_DECODERS_COMMON_H

#include <string.h>

#include "../decode.h"

/* The printer of every argument kind (decode.c's kinds table), and the
 * struct printers that the generated ones of struct kinds call. */
#define KIND(name, cap, when, size) void print_##name(struct call *c, int arg, int param);
#include "kinds.def"
#undef KIND
#define KIND(name, cap, when, size)
#define STRUCT_KIND(name, cap, when, size, printer) void printer(const void *buf);
#include "kinds.def"
#undef STRUCT_KIND
#undef KIND

/* ---- how much of a call shows --------------------------------------------- */

static inline bool sc_flag(const bool *flags, long nr)
{
	return nr >= 0 && nr < EBT_MAX_SYSCALLS && flags[nr];
}

/* Structs and arrays cut to their first fields / -s elements: not with
 * -v, nor for the calls of -e abbrev=none. */
static inline bool abbrev(const struct call *c)
{
	return !opt.verbose && !sc_flag(opt.sc_no_abbrev, c->nr);
}

/* -e verbose=none: structs only as addresses. */
static inline bool verbose(const struct call *c)
{
	return !sc_flag(opt.sc_no_verbose, c->nr);
}

/* In an array, before element i: "..." and true when -s elements have
 * been shown already (abbreviated output only). */
static inline bool array_cut(const struct call *c, unsigned i)
{
	if (!abbrev(c) || i < opt.string_limit)
		return false;
	tputs("...");
	return true;
}

/* An element of a captured string array (EBT_CAP_STRARR): its string
 * (at most -s bytes shown), or (bad) the pointer that could not be read;
 * where the next one begins. */
const unsigned char *print_strarr_elem(const unsigned char *p, const unsigned char *end,
				       bool bad);

/* An array of n > 0 elements at addr under -e verbose=none: strace's
 * print_array reads none of it and prints the address (done here, true).
 * NULL and an empty array print as usual before this is asked. */
static inline bool array_unverbose(const struct call *c, uint64_t addr, uint64_t n)
{
	if (verbose(c) || !addr || !n)
		return false;
	print_addr(addr);
	return true;
}

/* The size of a long (and of a pointer) in the call's ABI. */
static inline size_t call_long_size(const struct call *c)
{
	return c->compat ? 4 : sizeof(long);
}

/* A struct iovec in the call's ABI: its size (two longs), and its base and
 * length read from elem. */
static inline size_t call_iovec_size(const struct call *c)
{
	return 2 * call_long_size(c);
}

static inline void read_call_iovec(const struct call *c, const void *elem, uint64_t iov[2])
{
	uint32_t iov32[2];

	if (c->compat) {
		memcpy(iov32, elem, sizeof(iov32));
		iov[0] = iov32[0];
		iov[1] = iov32[1];
	} else {
		memcpy(iov, elem, 2 * sizeof(uint64_t));
	}
}

/* An output argument is shown only when the call succeeded; strace prints
 * its address otherwise. */
static inline bool output_unavailable(const struct call *c)
{
	return !c->exiting || call_failed(c);
}

/* ---- structs in tracee memory ---------------------------------------------- */

/* The size bytes argument arg points to, into buf: from the capture taken
 * at enter when there is one (for an in/out argument, the value the call
 * read), else from the one at exit or the live task.  When they cannot be
 * shown (or the call is not verbose: strace's umove_or_printaddr rule),
 * "NULL" or the address is printed and false returned. */
bool fetch_in(const struct call *c, int arg, void *buf, size_t size);
/* fetch_in for bytes shown as text, which strace reads even when not
 * verbose (a fixed-size name). */
bool fetch_text_in(const struct call *c, int arg, void *buf, size_t size);
/* The same for an output struct: shown only when the call succeeded, from
 * the capture at exit. */
bool fetch_out(const struct call *c, int arg, void *buf, size_t size);
/* fetch_in and fetch_out of a structure of layout l (layout.h; NULL: the
 * argument kind's), whatever the argument's kind: a compat call's widened
 * into the native layout of size bytes. */
struct layout;
bool fetch_in_layout(const struct call *c, int arg, void *buf, size_t size,
		     const struct layout *l);
bool fetch_out_layout(const struct call *c, int arg, void *buf, size_t size,
		      const struct layout *l);
/* A structure of layout l that cap holds, in the call's ABI, read into its
 * native layout (size bytes); false when cap is missing, failed or short. */
bool cap_in_layout(const struct call *c, const struct ebt_cap *cap, const struct layout *l,
		   void *buf, size_t size);
/* After the fields known (the first known bytes) of an extensible struct
 * at argument arg whose size the caller says is usize (openat2's open_how,
 * clone_args: an EBT_CAP_EXT capture): ", ???" when the bytes past them
 * could not be read, else those up to the first page end when they are not
 * all zero, in hex as strace shows them; prefix first.  True when it
 * printed something. */
bool print_ext_tail(const struct call *c, int arg, size_t known, uint64_t usize, const char *prefix);
/* fetch_in or fetch_out, then print(buf) (size at most 256 bytes). */
typedef void (*struct_printer_fn)(const void *buf);
void print_struct_in(const struct call *c, int arg, size_t size, struct_printer_fn print);
void print_struct_out(const struct call *c, int arg, size_t size, struct_printer_fn print);

/* ---- arrays ------------------------------------------------------------------ */

/* Prints one element of an array (elem: its bytes); data is the caller's. */
typedef void (*elem_printer_fn)(const struct call *c, const void *elem, void *data);
/* An array of n elements of size bytes (at most 256) that argument arg
 * points to, as strace's print_array shows it: NULL, [], the address when
 * the first element cannot be read, "... /\* address *\/" at the first one
 * that cannot be read after that, cut to -s elements unless -v. */
void print_arg_array(const struct call *c, int arg, uint64_t n, size_t size,
		     elem_printer_fn print, void *data);
/* The same for the array at addr whose bytes cap holds (from addr on; NULL:
 * not captured). */
void print_array_at(const struct call *c, const struct ebt_cap *cap, uint64_t addr, uint64_t n,
		    size_t size, elem_printer_fn print, void *data);
/* The same for an array of which a decoder has the first have bytes in b
 * (NULL: none); more: the array goes on past its n elements. */
void print_array_bytes(const struct call *c, uint64_t addr, const unsigned char *b, size_t have,
		       uint64_t n, size_t size, elem_printer_fn print, void *data, bool more);
/* The same for an array the call fills: its address unless it succeeded. */
void print_arg_array_out(const struct call *c, int arg, uint64_t n, size_t size,
			 elem_printer_fn print, void *data);
/* -EFAULT: a negated errno, as strace's error fields show it. */
void print_neg_errno(int err);

/* ---- iovec arrays -------------------------------------------------------------- */

/* Walks an iovec array in order.  Its EBT_CAP_IOV capture (see cap_iov in
 * the BPF programs) holds the first elements, then each one's data back to
 * back, each cut as the kernel side cut it; elements past those captured
 * are read from the tracee. */
struct iov_iter {
	const struct call *c;
	uint64_t addr;                /* the array */
	uint64_t next;                /* index of the element iov_next gives */
	const unsigned char *iov;     /* captured base, len pairs */
	uint64_t ncap;                /* elements captured */
	const unsigned char *data;    /* their data */
	size_t data_len, data_off;
	bool in_cap;                  /* the last element is a captured one */
	bool compat_pairs;            /* captured as a compat call's 4-byte pairs */
};
/* The array argument arg points to, count elements, captured in cap (or NULL). */
void iov_iter_init(struct iov_iter *it, const struct call *c, int arg, uint64_t count,
		   const struct ebt_cap *cap);
/* The same for an array at addr that no argument points to. */
void iov_iter_init_at(struct iov_iter *it, const struct call *c, uint64_t addr, uint64_t count,
		      const struct ebt_cap *cap);
/* An iovec array at addr of count elements captured in cap (or NULL), as
 * strace's tprint_iov shows it: with the data of each (show_data), else
 * their addresses (desc.c). */
void print_iov_at(const struct call *c, uint64_t addr, uint64_t count, bool show_data,
		  const struct ebt_cap *cap);
/* The next element's base and length; false when it could not be read. */
bool iov_next(struct iov_iter *it, uint64_t *base, uint64_t *len);
/* The captured bytes of the element iov_next gave last, of which the call
 * moved `moved` bytes; *have is how many there are (0: none).  Call it once
 * per element, in order. */
const unsigned char *iov_data(struct iov_iter *it, uint64_t moved, uint64_t *have);

/* RWF_* (desc.c), POLL* (poll.c) */
extern const struct xlat rwf_flags[];
extern const struct xlat poll_events[];
/* "IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4)" (sched.c) */
const char *sprint_ioprio(unsigned v);

/* ---- file.c ------------------------------------------------------------------ */

extern const struct xlat at_flags[];
/* O_CLOEXEC|O_NONBLOCK, no access mode (dup3, pipe2) */
void print_open_mode_flags(uint64_t flags, const char *dflt);
/* O_RDONLY|O_CLOEXEC, with the kernel's values of the O_ flags. */
void print_open_flags(uint64_t flags);
/* S_IFREG|0644 */
void print_mode_t(unsigned mode);
/* makedev(0x1, 0x3) */
void print_dev(uint64_t dev);
/* -1 for (uid_t)-1, else the number */
void print_id(uint32_t id);
/* 2026-11-29T14:32:52.704451921+0000 as a comment, after a time field. */
bool format_time(char *buf, size_t size, int64_t sec, int64_t nsec);
void print_time_comment(int64_t sec, int64_t nsec);
/* The same of a time in microseconds (struct timeval). */
void print_time_comment_us(int64_t sec, int64_t usec);

/* " (NAME)" after a return value that has a name in x, else nothing. */
void print_ret_name(const struct xlat *x, int64_t ret);
/* " ENOSYS (Function not implemented)": an error a call returned as a
 * number, named after it as strace does */
void print_errno_after(uint32_t err);

/* ---- time.c ------------------------------------------------------------------ */

extern const struct xlat clocknames[];   /* CLOCK_* */
/* {tv_sec=1, tv_nsec=0} */
void print_timespec_val(int64_t sec, int64_t nsec);
/* {tv_sec=1, tv_usec=0} */
void print_timeval_val(int64_t sec, int64_t usec);
/* clock ticks, and the seconds they make as a comment */
void print_clock_t(uint64_t ticks);

/* ---- desc.c ------------------------------------------------------------------ */

extern const struct xlat whence_codes[];   /* SEEK_* */

/* ---- process.c --------------------------------------------------------------- */

extern const struct xlat setns_types[];   /* CLONE_NEW* of setns and nsfs */
/* CAP_SYS_ADMIN, in the -X style */
void print_cap(uint64_t cap);

/* ---- signal.c ---------------------------------------------------------------- */

/* SIGUSR1, or the number */
void print_signo_val(int sig);
/* A call's ret_extra when it returns a signal number: " (SIGUSR1)" */
void ret_signal(struct call *c);
/* [HUP INT], or ~[...] when most bits are set */
void print_sigset_bytes(const void *buf, size_t bytes);

/* ---- perf.c ------------------------------------------------------------------ */

/* struct perf_event_attr at addr, of which have bytes are in b, as strace
 * reads it; new_size: the size the kernel wrote back (E2BIG; -1:
 * unreadable, 0: none) */
void print_perf_attr_bytes(const struct call *c, uint64_t addr, const unsigned char *b,
			   size_t have, int64_t new_size);

/* ---- seccomp.c --------------------------------------------------------------- */

/* struct sock_fprog at argument arg: {len=N, filter=...} */
void print_seccomp_fprog(const struct call *c, int arg);
/* One instruction of a socket filter: BPF_STMT(BPF_LD|BPF_B|BPF_ABS, SKF_AD_OFF+SKF_AD_PKTTYPE) */
struct sock_filter;
void print_socket_filter_insn(const struct sock_filter *f);
/* A classic BPF program: struct sock_fprog at argument arg, or len
 * instructions at addr (cap: their capture); socket: a socket filter's
 * (SKF_* offsets), else seccomp's (return actions). */
void print_fprog_of(const struct call *c, int arg, bool socket);
/* Parts of a BPF instruction's code that classic BPF and eBPF share. */
extern const struct xlat bpf_sizes[], bpf_srcs[], bpf_alu_ops[], bpf_jmp_ops[];
void print_bpf_filter(const struct call *c, const struct ebt_cap *cap, uint64_t addr, unsigned len,
		      bool socket);

/* ---- ioctl_seccomp.c ------------------------------------------------------ */

/* AUDIT_ARCH_*: seccomp_data.arch, ptrace_syscall_info.arch */
extern const struct xlat audit_arches[];
/* A syscall number of architecture audit_arch: __NR_name when it is that
 * of the caller's personality (compat or not), the number with the name
 * as a comment when it is another personality's, else the number. */
void print_syscall_nr_of(uint64_t nr, uint32_t audit_arch, bool compat);

/* ---- net.c ------------------------------------------------------------------- */

extern const struct xlat netlink_protocols[];

/* Prints with the -X style forced to verbose (unless raw): strace shows
 * some values always with their number. */
#define WITH_NUMBER(stmt) do {						\
	int style_ = opt.xlat_style;					\
	if (style_ != XLAT_STYLE_RAW)					\
		opt.xlat_style = XLAT_STYLE_VERBOSE;			\
	stmt;								\
	opt.xlat_style = style_;					\
} while (0)

/* strace's auxiliary string of a result made of flags: " (A|B|0xrest)"
 * (prctl.c). */
void print_aux_flags(const struct xlat *x, uint64_t v);

#endif
