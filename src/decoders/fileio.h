/* Helpers shared by the file and descriptor decoder families. */
#ifndef EBTRACE_FILEIO_H
#define EBTRACE_FILEIO_H

#include "../decode.h"

/* The printer of every argument kind. */
#define KIND(name, cap, when, size) void print_##name(struct call *c, int arg, int param);
#include "kinds.def"
#undef KIND

/* -v / -e abbrev=: structs in full instead of their first fields. */
static inline bool abbrev(const struct call *c)
{
	return !opt.verbose && !(c->nr >= 0 && c->nr < EBT_MAX_SYSCALLS && opt.sc_no_abbrev[c->nr]);
}

/* -e verbose=none: structs only as addresses. */
static inline bool verbose(const struct call *c)
{
	return !(c->nr >= 0 && c->nr < EBT_MAX_SYSCALLS && opt.sc_no_verbose[c->nr]);
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

/* The output struct of a call, when it can be shown: the call succeeded
 * and size bytes were captured (or can be read).  Otherwise the address is
 * printed and false returned. */
bool fetch_out(struct call *c, int arg, void *buf, size_t size);
/* The same for an input struct (read at enter when captured then). */
bool fetch_in(struct call *c, int arg, void *buf, size_t size);

/* FLAG1|FLAG2|0xrest; bits none of which is known: 0x40 /\* dflt *\/ */
void print_flags_d(const struct xlat *x, uint64_t val, const char *dflt);
/* O_CLOEXEC|O_NONBLOCK, no access mode (dup3, pipe2) */
void print_open_mode_flags(uint64_t flags, const char *dflt);
/* O_RDONLY|O_CLOEXEC, with the kernel's values of the O_ flags. */
void print_open_flags(uint64_t flags);
/* " (flags ...)" text of an open-flags value, for fcntl F_GETFL. */
void print_open_flags_text(uint64_t flags);
/* S_IFREG|0644 */
void print_mode_t(unsigned mode);
/* 0644 (0 as 000) */
void print_umode_val(unsigned mode);
/* makedev(0x1, 0x3) */
void print_dev(uint64_t dev);
/* {tv_sec=1, tv_nsec=0} */
void print_timespec_val(int64_t sec, int64_t nsec);
/* A timespec argument at addr (captured in arg), NULL, or the address. */
void print_timespec_arg(struct call *c, int arg, const struct ebt_cap *cap);
/* 2026-11-29T14:32:52.704451921+0000 as a comment, after a time field. */
void print_time_comment(int64_t sec, int64_t nsec);
/* [INT TERM] */
void print_sigset_bytes(const void *set, size_t size);
/* -1 for (uid_t)-1, else the number */
void print_id(uint32_t id);

extern const struct xlat at_flags[];

#endif
