/* Syscall metadata: arch-independent rows keyed by name (generated from
 * syscallent/ *.tbl), bound at start-up to the numbers libseccomp gives for
 * the tracee's architecture. */
#ifndef EBTRACE_SYSENT_H
#define EBTRACE_SYSENT_H

#include <stddef.h>
#include <stdint.h>

/* trace classes (-e trace=%class) */
enum {
	TRACE_FILE = 1 << 0,      /* %file */
	TRACE_DESC = 1 << 1,      /* %desc */
	TRACE_NETWORK = 1 << 2,   /* %network */
	TRACE_PROCESS = 1 << 3,   /* %process */
	TRACE_SIGNAL = 1 << 4,    /* %signal */
	TRACE_IPC = 1 << 5,       /* %ipc */
	TRACE_MEMORY = 1 << 6,    /* %memory */
	TRACE_CREDS = 1 << 7,     /* %creds */
	TRACE_CLOCK = 1 << 8,     /* %clock */
	TRACE_STAT = 1 << 9,      /* %stat */
	TRACE_LSTAT = 1 << 10,    /* %lstat */
	TRACE_FSTAT = 1 << 11,    /* %fstat */
	TRACE_STAT_LIKE = 1 << 12,/* %%stat */
	TRACE_STATFS = 1 << 13,   /* %statfs */
	TRACE_FSTATFS = 1 << 14,  /* %fstatfs */
	TRACE_STATFS_LIKE = 1 << 15, /* %%statfs */
	TRACE_PURE = 1 << 16,     /* %pure */
	/* not a class: strace 6.1 has no name for the syscall and shows it
	 * as syscall_0xNR(six hex arguments) */
	SE_UNNAMED = 1 << 30,
	/* not a class: a 32-bit program's call whose time structures are laid
	 * out as the native ones (clock_gettime64...) */
	SE_TIME64 = 1 << 29,
};

/* Argument kinds: how an argument is captured and printed. */
enum arg_kind {
#define KIND(name, cap, when, size) K_##name,
#include "decoders/kinds.def"
#undef KIND
	K__COUNT
};

/* Return value kinds. */
enum ret_kind {
#define RET(name) R_##name,
#include "decoders/rets.def"
#undef RET
	R__COUNT
};

struct arg_spec {
	uint16_t kind;   /* enum arg_kind */
	int8_t param;    /* kind-specific: e.g. the index of a length argument */
	uint8_t bits;    /* the argument's width when not the kind's, or 0 */
};

struct call;
typedef void (*custom_decoder_fn)(struct call *c, int exiting);

#define MAX_SC_ARGS 6

struct sysent {
	const char *name;
	unsigned classes;
	uint8_t ret;     /* enum ret_kind */
	uint8_t nargs;
	struct arg_spec args[MAX_SC_ARGS];
	custom_decoder_fn custom;  /* prints all arguments itself, or NULL */
	/* the row of one command of the call (%command): its name and value */
	const char *cmd_name;
	uint32_t cmd;
};

/* A call whose row depends on a command: argument arg, shifted right by
 * shift bits and masked, picks among the NAME/CMD rows. */
struct sysent_command {
	const char *name;
	uint8_t arg;
	uint8_t shift;
	uint32_t mask;
};

extern const struct sysent sysent_meta[];
extern const size_t sysent_meta_count;
extern const struct sysent sysent_cmd_rows[];
extern const size_t sysent_cmd_rows_count;
extern const struct sysent_command sysent_commands[];
extern const size_t sysent_commands_count;

#endif
