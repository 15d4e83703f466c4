/* Event records and capture plans shared by the BPF programs and user space.
 *
 * Every record starts with struct ebt_hdr and is 8-byte aligned.  Records
 * travel through one BPF ring buffer, so their order is the global order in
 * which the kernel produced them.  Syscall records carry the captured bytes
 * of pointer arguments right after the fixed part, as a sequence of
 * struct ebt_cap each followed by its data padded to 8 bytes. */
#ifndef EBTRACE_EVENT_H
#define EBTRACE_EVENT_H

#ifdef __bpf__
#include <linux/types.h>
typedef __u8 ebt_u8;
typedef __u16 ebt_u16;
typedef __u32 ebt_u32;
typedef __u64 ebt_u64;
typedef __s64 ebt_s64;
typedef __s32 ebt_s32;
typedef __s16 ebt_s16;
#else
#include <stdint.h>
typedef uint8_t ebt_u8;
typedef uint16_t ebt_u16;
typedef uint32_t ebt_u32;
typedef uint64_t ebt_u64;
typedef int64_t ebt_s64;
typedef int32_t ebt_s32;
typedef int16_t ebt_s16;
#endif

#define EBT_NARGS 6
#define EBT_MAX_SYSCALLS 1024       /* syscall numbers indexed in the plan map */
#define EBT_PID_MAX_LIMIT (1 << 22) /* kernel's PID_MAX_LIMIT on 64-bit */
#define EBT_PATH_MAX 4096
#define EBT_CAP_MAX 16384           /* largest single capture */
#define EBT_EVENT_MAX 32768         /* largest record (fixed part + captures) */
#define EBT_PLAN_CAPS 5             /* captures per syscall */
#define EBT_STRARR_ROUNDS (1 << 21)  /* string-array elements and pieces of them captured,
				      * at most: more than execve takes */
#define EBT_IOV_MAX 256             /* iovec entries captured, at most */

enum ebt_event_type {
	EBT_EV_SYS_ENTER = 1,
	EBT_EV_SYS_EXIT,
	EBT_EV_FORK,       /* a traced task created a task that is now traced */
	EBT_EV_EXIT,       /* a traced task finished (sched_process_exit) */
	EBT_EV_SIGNAL,     /* a signal is being delivered to a traced task */
	EBT_EV_EXEC,       /* a traced task completed an exec */
	EBT_EV_STACK,      /* -k: the user stack at the task's next record */
	EBT_EV_MAPS,       /* -k: the process changed its executable mappings */
	EBT_EV_PIECE,      /* captured bytes of the task's next syscall record
			    * (struct ebt_piece_event) */
	EBT_EV_LOST,       /* records were lost just before this point */
	EBT_EV_KSTACK,     /* --kernel-stack: where a call slept */
	EBT_EV_COMM,       /* -Y: a traced task's command name changed */
};

struct ebt_hdr {
	ebt_u32 type;
	ebt_u32 size;      /* whole record, bytes */
	ebt_u32 tid;
	ebt_u32 tgid;
	ebt_u64 ts;        /* bpf_ktime_get_ns() */
};

/* Written before the first record that found room after a loss. */
struct ebt_lost_event {
	struct ebt_hdr h;
	ebt_u64 count;     /* records lost since the last such record */
};

/* Syscall enter or exit.  At exit, args are the ones saved at enter. */
struct ebt_sys_event {
	struct ebt_hdr h;
	ebt_s64 nr;
	ebt_s64 ret;       /* exit only */
	ebt_u64 args[EBT_NARGS];
	ebt_u64 ip;        /* user instruction pointer */
	ebt_u16 ncaps;
	ebt_u16 flags;     /* EBT_SYS_* */
	ebt_u32 enter_seen; /* exit: 1 if the enter was traced too */
	ebt_u64 enter_ts;  /* exit: time of the enter (0 if not seen) */
};

#define EBT_SYS_DETACH 1  /* enter of an execve under -b execve: the task is
			   * no longer traced from here on */

/* Personalities: the native ABI (0) and the compat one (1: 32-bit programs
 * on a 64-bit kernel).  The tables indexed by syscall (plans, flags,
 * counts, filters) hold both: a call's key is its number plus
 * EBT_PERS_SPAN for the compat ABI, and that key is what ebt_sys_event.nr
 * carries.  A number past the span is kept out of the tables (plus
 * EBT_MAX_SYSCALLS - EBT_PERS_SPAN, its personality then in
 * EBT_SYS_COMPAT); -1 stays -1. */
#define EBT_NPERS 2
#define EBT_PERS_SPAN (EBT_MAX_SYSCALLS / EBT_NPERS)
#define EBT_SYS_COMPAT 128 /* the call is one of the compat ABI */

static inline ebt_s64 ebt_sys_key(ebt_s64 nr, int compat)
{
	if (nr < 0)
		return nr;
	if (nr >= EBT_PERS_SPAN)
		return nr + EBT_MAX_SYSCALLS - EBT_PERS_SPAN;
	return compat ? nr + EBT_PERS_SPAN : nr;
}

/* The number a key stands for, and its personality. */
static inline ebt_s64 ebt_key_nr(ebt_s64 key)
{
	if (key >= EBT_MAX_SYSCALLS)
		return key - (EBT_MAX_SYSCALLS - EBT_PERS_SPAN);
	return key >= EBT_PERS_SPAN ? key - EBT_PERS_SPAN : key;
}

static inline int ebt_key_pers(ebt_s64 key, unsigned flags)
{
	if (key >= EBT_MAX_SYSCALLS || key < 0)
		return (flags & EBT_SYS_COMPAT) != 0;
	return key >= EBT_PERS_SPAN;
}

/* Calls that multiplex others (i386's socketcall and ipc): the first
 * argument picks the subcall, which strace shows as a call of its own.  The
 * kernel side turns such a call into its subcall before anything looks at
 * it: its key (the subcall's, sub_key; -1: no such subcall) and its
 * arguments, each (sub_arg) one of the call's own (0-5) or a 32-bit word
 * (EBT_MUX_WORD + i) of the array argument sub_mem points to, 0 for
 * EBT_MUX_NONE.  A subcall whose result the kernel stores at argument
 * sub_ret returns that (ipc's shmat).  The first argument's bits in
 * sub_mask pick the subcall; those above are a version (ipc's), with which
 * a subcall that has a direct form (sub_direct[0] != EBT_MUX_NO_DIRECT)
 * takes its arguments from those places instead, none from memory.  With
 * addr_unread, words that cannot be read stand for the array's address,
 * as strace shows them (ipc's); without, the call stays the multiplexer's. */
#define EBT_NMUX 2
#define EBT_MUX_SUBS 32
#define EBT_MUX_NONE 7
#define EBT_MUX_WORD 8
struct ebt_mux {
	ebt_s64 key;       /* the multiplexer's key, -1: none */
	ebt_s16 sub_key[EBT_MUX_SUBS];
	ebt_u8 sub_mem[EBT_MUX_SUBS];
	ebt_u8 sub_nwords[EBT_MUX_SUBS]; /* words to read at sub_mem */
	ebt_u8 sub_ret[EBT_MUX_SUBS];
	ebt_u8 sub_arg[EBT_MUX_SUBS][EBT_NARGS];
	ebt_u8 sub_direct[EBT_MUX_SUBS][EBT_NARGS];
	ebt_u32 sub_mask;
	ebt_u8 addr_unread;
};
#define EBT_MUX_NO_DIRECT 0xff

/* One captured argument, followed by len bytes, padded to 8. */
struct ebt_cap {
	ebt_u8 arg;        /* argument index, or EBT_CAP_ARG_* */
	ebt_u8 kind;       /* enum ebt_cap_kind */
	ebt_u16 flags;     /* EBT_CAPF_* */
	ebt_u32 len;       /* bytes that follow */
	ebt_s32 err;       /* 0, or the negative error of the read (then len
			    * bytes are those before the fault, byte kinds) */
	ebt_u16 field;     /* EBT_CAP_FIELD: offset of the pointer in the struct;
			    * EBT_CAP_FIELD_STRS: the element's index */
	ebt_u16 pad;
};

#define EBT_CAPF_TRUNC 1   /* the source was longer than what was captured */
#define EBT_CAPF_NETLINK 2 /* socket data of a netlink socket (argument 0),
			    * its protocol in bits 8-15 (EBT_CAPF_NL_PROTO) */
#define EBT_CAPF_NL_PROTO(flags) ((flags) >> 8)
/* The protocol of a netlink socket of another network namespace than the
 * tracer's: strace learns protocols from sock_diag, which answers only
 * about sockets of its own namespace. */
#define EBT_NL_PROTO_UNKNOWN 0xff
#define EBT_CAPF_PIECES 4  /* the data begins in the EBT_EV_PIECE records of
			    * this capture sent just before the record; len
			    * counts only the bytes that follow here */
#define EBT_CAPF_SHORT 8   /* EBT_CAP_EXT: the bytes past the struct were unreadable */
#define EBT_CAPF_FAULT 16  /* arrays, strings: the read stopped at an unreadable
			    * page, nothing past the bytes captured could be
			    * read (a string: no NUL among them; EBT_CAP_IOV:
			    * ebt_cap.field says how many elements were read;
			    * EBT_CAP_STRARR: the array itself, after the
			    * elements captured) */
#define EBT_CAPF_PAST_FDS 32 /* EBT_CAP_BITMAP_ARG with EBT_CAPF_FAULT: the bytes
			    * captured hold all the bits the call looks at (the
			    * caller's descriptor table size); those past them,
			    * which the call ignores, are in pages mapped but
			    * not present (never touched: zeros) */
#define EBT_CAPF_UNMAPPED 64 /* bytes with err set: the byte after those captured
			    * was in no mapping of the task at the call (not
			    * merely a page not yet present): it is unreadable,
			    * whatever a later read would find there */
/* EBT_CAP_STRARR: of its first EBT_STRARR_BAD_MAX elements, those whose
 * string could not be read at all are their pointer's 8 bytes in the
 * stream instead, bit i of field | pad << 16 set for element i */
#define EBT_STRARR_BAD_MAX 32

/* Captures larger than a record holds travel ahead of it in pieces, in
 * order, each naming its capture by the offset of its struct ebt_cap in
 * the record, and its place in the capture's data.  User space joins them
 * to the record they precede (the task's next syscall record). */
#define EBT_PIECE_MAX 16384        /* data bytes in one piece */
struct ebt_piece_event {
	struct ebt_hdr h;
	ebt_u32 cap_off;
	ebt_u32 at;
};
/* count of an EBT_CAP_STRARR: no limit on the elements */
#define EBT_COUNT_ALL 0xffffffffu

enum ebt_cap_kind {
	EBT_CAP_NONE = 0,
	EBT_CAP_STR,       /* NUL-terminated string, up to size bytes (incl. NUL) */
	EBT_CAP_BUF_ARG,   /* len_arg gives the length (plus count bytes of a
	                    * header before it: msgsnd's mtype), capped at size */
	EBT_CAP_BUF_RET,   /* the return value gives the length, capped at size
	                    * (count non-zero: and at len_arg) */
	EBT_CAP_FIXED,     /* exactly size bytes */
	EBT_CAP_FIXED_OK,  /* size bytes, only when the call succeeded */
	EBT_CAP_STRARR,    /* NULL-terminated array of strings: elements of
	                    * size bytes each, at most count of them */
	EBT_CAP_ARR_ARG,   /* len_arg elements of size bytes (capped by count),
	                    * after nelem bytes of a header */
	EBT_CAP_ARR_RET,   /* ret elements of size bytes (capped by count) */
	EBT_CAP_IOV,       /* iovec array with len_arg entries; the data of each,
	                    * at most count bytes each (0: no limit), all
	                    * together at most size bytes (ret bytes on
	                    * output), stored after the iovec array */
	EBT_CAP_PTRCOUNT,  /* count of a NULL-terminated pointer array */
	EBT_CAP_STACK,     /* size bytes at the user stack pointer, at enter
	                    * (rt_sigreturn: the signal frame) */
	EBT_CAP_BUF_PTRLEN,/* *(u32 *)len_arg bytes (as the pointed-to length is
	                    * when read), capped at size: sockaddr + socklen_t */
	EBT_CAP_MSGHDR,    /* struct msghdr and what it points to: see
	                    * struct ebt_msghdr_cap; at enter the header only;
	                    * at exit, control data longer than
	                    * EBT_MSG_CTRL_MAX also whole (at most count
	                    * bytes) as a capture of its own, ebt_cap.arg
	                    * EBT_CAP_ARG_CTRL */
	EBT_CAP_FDINFO,    /* identity of new descriptors (struct ebt_fdinfo):
	                    * the return value, or the int[2] at arg; count 1:
	                    * those passed with SCM_RIGHTS in the struct msghdr
	                    * at arg (at most EBT_SCM_FDS_MAX) */
	EBT_CAP_MMSGHDR,   /* struct mmsghdr array of len_arg entries (at most
	                    * nelem): one capture whose data is an
	                    * EBT_CAP_MSGHDR capture for each element in turn
	                    * (struct ebt_cap and its data padded to 8),
	                    * ebt_cap.arg EBT_CAP_ARG_MMSG, ebt_cap.field the
	                    * element's index, msg_len in ebt_msghdr_cap.pad;
	                    * up to the first unreadable element; in pieces
	                    * beyond a record; count 1: received data; at
	                    * enter the headers only */
	EBT_CAP_DEREF,     /* size bytes (at most EBT_DEREF_MAX) whose first 8
	                    * are a pointer, then count bytes (at most
	                    * EBT_DEREF_MAX) where it points, if readable:
	                    * pselect6's {sigset_t *, size_t} */
	EBT_CAP_DENTS,     /* directory records, ret bytes capped at size; when
	                    * there are more, a second capture (arg
	                    * EBT_CAP_ARG_COUNT) holds the u32 count of records
	                    * in all ret bytes (count: a record's header size,
	                    * nelem: the offset of its d_reclen) */
	EBT_CAP_SOCKID,    /* -yy: the sockets among the descriptors of the call
	                    * as the call leaves them (struct ebt_sockinfo each),
	                    * ebt_cap.arg EBT_CAP_ARG_SOCK; count: EBT_SOCKID_*
	                    * bits saying which descriptors */
	EBT_CAP_PAGES_ARG, /* one byte for each 4 KiB page of the length in
	                    * len_arg, capped at size, only when the call
	                    * succeeded: mincore's vector */
	EBT_CAP_FPROG,     /* struct sock_fprog (16 bytes), then the instructions
	                    * it points to (at most size bytes) in a second
	                    * capture, ebt_cap.arg EBT_CAP_ARG_FILTER */
	EBT_CAP_IOC,       /* an ioctl's argument (the request in len_arg): at
	                    * least count bytes, as many as _IOC_SIZE says (at
	                    * most size), or up to the end of the page when
	                    * that cannot be read: at entry, and at the exit of
	                    * a successful call when _IOC_READ says it wrote
	                    * (or nelem: it writes whatever the request says) */
	EBT_CAP_FIELD,     /* what a pointer inside the struct at arg points to
	                    * (an array: up to an unreadable page, see
	                    * EBT_CAPF_FAULT):
	                    * the pointer at offset count; as many elements of
	                    * len_arg bytes as the u32 at offset nelem says
	                    * (EBT_FIELD_NO_COUNT: size bytes; len_arg 0: a
	                    * NUL-terminated string), at most size bytes;
	                    * ebt_cap.field is count */
	EBT_CAP_EXT,       /* an extensible struct whose size is in len_arg
	                    * (openat2's open_how, clone_args...): that many
	                    * bytes, at most size (a page: what strace looks
	                    * at); when they fault, the struct's own count
	                    * bytes alone, with EBT_CAPF_SHORT */
	EBT_CAP_BITMAP_ARG,/* the unsigned longs that hold len_arg + count - 63
	                    * bits (a nodemask of maxnode - 1 bits: count 62),
	                    * at most size bytes */
	EBT_CAP_SOCKOPT,   /* a socket option's value, count 0: setsockopt's,
	                    * len_arg bytes (as EBT_CAP_BUF_ARG); a socket
	                    * filter's struct sock_fprog with its instructions
	                    * (at most nelem bytes of them, as EBT_CAP_FPROG)
	                    * when nelem is non-zero; count 1: getsockopt's, as
	                    * many bytes as the length at len_arg says (as
	                    * EBT_CAP_BUF_PTRLEN), a filter's 8 bytes for each
	                    * instruction it counts; at most size bytes */
	EBT_CAP_IOCBS,     /* io_submit's array of len_arg pointers to struct
	                    * iocb: the pointers (at most EBT_IOCB_MAX, up to
	                    * the first unreadable page as EBT_CAP_ARR_ARG),
	                    * then for each struct a capture with arg
	                    * EBT_CAP_ARG_IOCB + index: its 64 bytes
	                    * (EBT_CAP_FIXED), and what it writes: the buffer
	                    * of an IOCB_CMD_PWRITE (EBT_CAP_BUF_ARG, at most
	                    * count bytes), the iovec array of IOCB_CMD_PREADV
	                    * and IOCB_CMD_PWRITEV (EBT_CAP_IOV: nelem entries,
	                    * count bytes each, size in all) */
	EBT_CAP_COMM,      /* the command name (EBT_COMM_LEN bytes) of the
	                    * caller, or of the child of the caller, whose
	                    * process or thread id is at arg; nothing when no
	                    * such task exists (or is not the caller's) */
	EBT_CAP_FIELD_STRS,/* for each element of the array a FIELD captures
	                    * (its pointer at offset count & 0xffff, its u32
	                    * count at nelem, elements of len_arg bytes): the
	                    * bytes the element's pointer at offset
	                    * (count >> 16) & 0xff points to, as many as its
	                    * u32 at offset count >> 24 says, at most size;
	                    * one capture each (of the first
	                    * EBT_FIELD_STRS_MAX), ebt_cap.field its index */
	EBT_CAP_KVM_RUN,   /* KVM_RUN's vcpu (the descriptor in argument 0):
	                    * the exit_reason of its struct kvm_run, read in
	                    * the kernel at the exit of a successful call */
};
#define EBT_FIELD_NO_COUNT 0xffff
#define EBT_COMM_LEN 16     /* TASK_COMM_LEN */
#define EBT_CHILDREN_MAX 4096  /* children of the caller looked at (EBT_CAP_COMM) */
#define EBT_FIELD_STRS_MAX 16
/* FIELD element size: pointers to strings, as many as the count says
 * (NULLs among them).  The capture is an EBT_CAP_STRARR stream whose
 * elements each begin with an EBT_STRARR_TAG_* byte (no bad bits);
 * size: the bytes of one string; EBT_SPEC_ALL: all elements, else as
 * many as size - 1 (-s and one more, as strace shows). */
#define EBT_FIELD_STRARR 0xff
/* FIELD element size: SG_IO's struct, a v3 sg_io_hdr or a v4 sg_io_v4 by
 * its interface id: what each of its pointers points to as a capture
 * whose field is the pointer's offset, as many bytes as the struct says
 * (at most size, up to an unreadable page); an iovec array's elements
 * (EBT_FIELD_STRS_MAX of them) and the data of each, as EBT_CAP_FIELD_STRS
 * captures whose field is the array pointer's offset << 8 | index. */
#define EBT_FIELD_SG_IO 0xfe
/* FIELD element size: the struct bpf_prog_info of OBJ_GET_INFO_BY_FD
 * (the FIELD's pointer; its length, the u32 at the count offset): what
 * its jited_prog_insns, xlated_prog_insns and map_ids point to, as many
 * bytes as jited_prog_len, xlated_prog_len and 4 * nr_map_ids say (at
 * most size), each an EBT_CAP_FIELD_STRS capture whose field is the
 * pointer's offset in the info. */
#define EBT_FIELD_BPF_PROG_INFO 0xfd
/* FIELD element size: an fd_set of as many bits as the u32 at the count
 * offset says, read as EBT_CAP_BITMAP_ARG reads one (the longs that hold
 * them, at most size bytes; EBT_CAPF_PAST_FDS when the pages past the
 * descriptor table's bits could not be read). */
#define EBT_FIELD_FDSET 0xfc
#define EBT_STRARR_TAG_STR 1   /* a NUL-terminated string follows */
#define EBT_STRARR_TAG_NULL 2  /* a NULL pointer, nothing follows */
#define EBT_STRARR_TAG_BAD 3   /* an unreadable string: its pointer's 8 bytes follow */
#define EBT_SCM_FDS_MAX 16
#define EBT_EXT_MAX 4096   /* EBT_CAP_EXT: a page, as far as strace looks */
#define EBT_IOC_MIN_SIZE 512     /* EBT_CAP_IOC: bytes taken at least */
#define EBT_IOC_MAX 8192         /* EBT_CAP_IOC: bytes taken at most */
#define EBT_MMSG_MAX 1025 /* UIO_MAXIOV elements, which strace shows at most,
			   * and the one it reads after them */
#define EBT_CAP_ARG_COUNT 16
#define EBT_DEREF_MAX 32
#define EBT_CAP_ARG_MMSG 64
#define EBT_IOCB_MAX 32       /* as many as strace shows without -v */
#define EBT_CAP_ARG_IOCB 96   /* to 96 + EBT_IOCB_MAX - 1 */
#define EBT_CAP_ARG_SOCK 17
#define EBT_CAP_ARG_FILTER 18
#define EBT_CAP_ARG_CTRL 19

/* EBT_CAP_MSGHDR data: this header, the struct msghdr (56 bytes), then the
 * name, the iovec array and each element's data back to back, then the
 * control buffer; each part as long as said here. */
#define EBT_MSG_IOV_MAX 16
#define EBT_MSG_NAME_MAX 128
#define EBT_MSG_CTRL_MAX 512
struct ebt_msghdr_cap {
	ebt_u32 name_len;
	ebt_u32 iov_count;  /* iovec entries captured */
	ebt_u32 ctrl_len;
	ebt_u32 pad;        /* mmsghdr elements: msg_len */
	ebt_u32 data_len[EBT_MSG_IOV_MAX];
};

/* EBT_CAP_FDINFO data: one or two of these. */
struct ebt_fdinfo {
	ebt_s32 fd;
	ebt_u32 mode;      /* inode i_mode */
	ebt_u32 rdev;      /* inode i_rdev (kernel dev_t) */
	ebt_u32 pad;
	ebt_u64 ino;
};
#define EBT_CAP_ARG_RET 7  /* ebt_cap.arg of a capture about the return value */

/* EBT_CAP_SOCKID plan bits (ebt_cap_spec.count): bit N for argument N;
 * the return value; the int[2] at argument len_arg (socketpair). */
#define EBT_SOCKID_RET (1 << 6)
#define EBT_SOCKID_PAIR (1 << 7)

/* EBT_CAP_SOCKID data: one of these per socket, each followed by path_len
 * bytes of its AF_UNIX name padded to 8.  What sock_diag would report of
 * the socket at that moment; user space decides what it would list. */
#define EBT_SOCK_PATH_MAX 108
struct ebt_sockinfo {
	ebt_s32 fd;
	ebt_u8 which;      /* argument index, or EBT_CAP_ARG_RET: a new one */
	ebt_u8 state;      /* sk_state */
	ebt_u16 family;
	ebt_u16 type;
	ebt_u16 protocol;
	ebt_u16 sport;     /* the bound port (host order), 0: not bound */
	ebt_u16 dport;     /* network order */
	ebt_u16 path_len;
	ebt_u16 other_netns; /* of another network namespace than ebtrace's:
			      * sock_diag, strace's source, does not see it */
	ebt_u16 pad[2];
	ebt_u64 ino;
	ebt_u64 peer_ino;  /* AF_UNIX: the peer's inode, 0: none; AF_NETLINK:
			    * the port id, 0: not bound */
	ebt_u8 src[16];    /* rcv_saddr (4 bytes for AF_INET) */
	ebt_u8 dst[16];
};

/* A bit set: an in/out argument is captured at both.  EBT_AT_ENTER_TOO
 * (kinds only; the plan says EBT_AT_BOTH): an output printed at exit whose
 * input value is captured at enter as well.  EBT_AT_BLOCK: an input read
 * at exit (its pages are in by then) that is also taken whenever an enter
 * record is made (the call blocked, or needs one anyway), because strace
 * prints it in the entering part that other tasks' lines may follow.
 * EBT_AT_FAILED (with EBT_AT_ENTER | EBT_AT_EXIT): an input taken at
 * enter, and at exit only when the call failed (execve's: a page not yet touched cannot be read at enter,
 * the kernel has faulted in what it read by its exit, and the registers
 * survive only a failed execve); at the exit of a successful one, what
 * was unreadable at enter is taken from the new image instead
 * (EBT_SYS_REFETCHED). */
enum ebt_cap_when {
	EBT_AT_ENTER = 1, EBT_AT_EXIT = 2, EBT_AT_BOTH = 3, EBT_AT_ENTER_TOO = 4, EBT_AT_BLOCK = 8,
	EBT_AT_FAILED = 16
};

struct ebt_cap_spec {
	ebt_u8 kind;
	ebt_u8 arg;
	ebt_u8 when;
	ebt_u8 len_arg;
	ebt_u16 nelem;     /* IOV: entries captured (at most EBT_IOV_MAX);
			    * MMSGHDR: elements captured (at most
			    * EBT_MMSG_MAX);
			    * ARR_ARG, ARR_RET: bytes of a header before the
			    * elements;
			    * BUF_ARG, BUF_RET, MSGHDR: non-zero for socket
			    * data, the size instead of size when argument 0
			    * is a netlink socket (its messages are decoded);
			    * SOCKOPT: the most bytes of a filter's
			    * instructions */
	ebt_u16 flags;     /* EBT_SPEC_* */
	ebt_u32 count;     /* element cap for arrays (IOV: bytes per element) */
	ebt_u32 size;
};

/* ebt_cap_spec.flags: the length argument is an int (its low 32 bits
 * count, as the kernel takes it) */
#define EBT_SPEC_LEN32 1
#define EBT_SPEC_ALL 2     /* EBT_FIELD_STRARR: no limit on the elements (-v) */
/* EBT_CAP_FIELD of a compat call: a pointer of 4 bytes, at the offset in
 * the high half of count (the low half, the native one, names it);
 * EBT_CAP_FIELD_STRS: the array's and the elements' pointers of 4 bytes,
 * the offsets the compat ones; EBT_FIELD_SG_IO: a compat call's struct
 * and iovecs */
#define EBT_SPEC_PTR32 4

#define EBT_PLAN_TRACED 1      /* the syscall is traced (filter) */
#define EBT_PLAN_NO_ENTER 2    /* no enter event needed: the exit carries all */
#define EBT_PLAN_FORK 4        /* returns 0 in a new task (clone, fork...) */
#define EBT_PLAN_CAPS_ENTER 8  /* has captures at enter (EBT_AT_ENTER, EBT_AT_BLOCK) */
#define EBT_PLAN_CAPS_EXIT 16  /* has captures at exit */
#define EBT_PLAN_SOCKID 32     /* its last capture is EBT_CAP_SOCKID */
#define EBT_PLAN_BY_CMD 64     /* a command argument picks another plan
				* (cmd_plans): its own flags and captures */
#define EBT_PLAN_TAMPERED 128  /* -e inject= may tamper with it (struct
				* ebt_tamper): in sc_flags only */

/* struct ebt_sys_event flags */
#define EBT_SYS_KILLED 2       /* exit: cut short by SIGKILL, the task dies */
/* -e inject=: what was done to the call (struct ebt_tamper), on its exit */
#define EBT_SYS_INJECTED 4     /* it never ran: its result was given instead */
#define EBT_SYS_POKED 8        /* its arguments' memory was written before it ran */
#define EBT_SYS_DELAYED 16     /* it was held before it ran */
#define EBT_SYS_RETVAL 32      /* with EBT_SYS_INJECTED: the result given is a
				* success, even one that reads as an error */
#define EBT_SYS_POKED_EXIT 64  /* its arguments' memory is written after it ran,
				* before its task goes on: the record's
				* captures do not show it yet */
#define EBT_SYS_NEW_PERS 256   /* exit of an execve that loaded a program of
				* the other personality (the record has the
				* one the call began in) */
#define EBT_SYS_REFETCHED 512  /* exit of a successful execve whose captures
				* are inputs that were unreadable at its enter,
				* taken again from the new image */
#define EBT_SYS_VIA_MUX 1024   /* a subcall made through its multiplexer
				* (i386's socketcall and ipc), whose number
				* -n shows */
#define EBT_SYS_TAMPERED (EBT_SYS_INJECTED | EBT_SYS_POKED | EBT_SYS_DELAYED | EBT_SYS_RETVAL | \
			  EBT_SYS_POKED_EXIT)

/* -e inject=: user space answers a task's seccomp notification of a call
 * (the task waits meanwhile) and first leaves this in the tampered map, by
 * tid, for the call's records: the flags its exit carries, and a signal
 * the task sends itself from inside the call (as ptrace's does: si_code
 * SI_KERNEL, pending before the call runs). */
struct ebt_tamper {
	ebt_u32 flags;     /* EBT_SYS_INJECTED, _POKED, _DELAYED, _RETVAL,
			    * _POKED_EXIT, EBT_TAMPER_* */
	ebt_u32 sig;       /* 0: none */
};
/* ebt_tamper.flags: the call runs and its task is held at its end (see
 * src/hold.h); its exit leaves the entry to user space, marked EXITED, or
 * RESTARTED when the hold cut it short before it was done (the kernel runs
 * it again: no record) */
#define EBT_TAMPER_HOLD 0x100
#define EBT_TAMPER_EXITED 0x200
#define EBT_TAMPER_RESTARTED 0x400

struct ebt_plan {
	ebt_u32 flags;
	ebt_u32 ncaps;
	struct ebt_cap_spec caps[EBT_PLAN_CAPS];
	/* EBT_PLAN_BY_CMD: key.cmd = ((u32)args[cmd_arg] >> cmd_shift) & cmd_mask */
	ebt_u8 cmd_arg;
	ebt_u8 cmd_shift;
	ebt_u16 pad;
	ebt_u32 cmd_mask;
};

/* The plans of calls whose captures depend on a command. */
#define EBT_CMD_PLANS_MAX 4096
struct ebt_cmd_key {
	ebt_u32 nr;
	ebt_u32 cmd;
};

struct ebt_fork_event {
	struct ebt_hdr h;
	ebt_u32 child_tid;
	ebt_u32 child_tgid;
	ebt_u32 flags;       /* EBT_FORK_* */
	ebt_u32 pad;
};

/* Forks are not followed, but the call asked with CLONE_PTRACE that the
 * child be traced as its parent is: the kernel would have made it a tracee
 * of a ptrace tracer, which lets it go.  The child is not traced. */
#define EBT_FORK_PTRACE_UNFOLLOWED 1

struct ebt_exit_event {
	struct ebt_hdr h;
	ebt_u32 exit_code;   /* wait status as the kernel keeps it */
	ebt_u32 group_dead;
	ebt_u32 superseded_by; /* a leader replaced by this thread's execve, or 0 */
	ebt_u32 flags;         /* EBT_EXIT_* */
};
/* the process ends by exit_group or a fatal signal: what wait reports of
 * its leader is then this exit's status, not the leader's own */
#define EBT_EXIT_GROUP_EXIT 1

#define EBT_SIGINFO_SIZE 128
struct ebt_signal_event {
	struct ebt_hdr h;
	ebt_s64 sig;
	ebt_u8 siginfo[EBT_SIGINFO_SIZE];
	ebt_u32 flags;       /* EBT_SIGF_* */
	ebt_u32 pad;
	ebt_u64 ip;          /* with EBT_SIGF_IP: where the task is */
	/* -Y: the name of the task si_pid names, when the kernel knows it
	 * there (the sender signals, a child not yet reaped), else empty */
	char pid_comm[EBT_COMM_LEN];
};

/* The default action of the delivered signal stops the task. */
#define EBT_SIGF_STOPS 1
/* Generated for a traced task but discarded at once because it is ignored:
 * under ptrace it would have been delivered (and shown), so user space
 * shows it when the task next reaches signal delivery. */
#define EBT_SIGF_IGNORED 2
/* Generated and at once made fatal for the whole process (not handled, its
 * default action kills): the tasks get SIGKILL instead, but under ptrace
 * the signal itself is delivered and shown before the task dies. */
#define EBT_SIGF_FATAL 4
/* With EBT_SIGF_IGNORED: the task is inside a traced call whose enter
 * record was skipped (its exit record will come), so ptrace would have
 * reported the signal after that call. */
#define EBT_SIGF_IN_CALL 8
/* -k: the stack record just before it is where the task sent it to itself */
#define EBT_SIGF_USTACK 16
/* ip is the task's user instruction pointer where ptrace would have
 * stopped it for the signal: a fault's instruction, or where it goes back
 * to user space (a signal for another task has none). */
#define EBT_SIGF_IP 32
/* With EBT_SIGF_IGNORED: other signals were pending that ptrace would have
 * reported first, as their deliveries show. */
#define EBT_SIGF_BEHIND 64

/* EBT_EV_COMM: the new command name of task h.tid (an exec,
 * PR_SET_NAME, a write to /proc/.../comm), as the kernel's task_rename
 * tracepoint gives it, before the task's next record. */
struct ebt_comm_event {
	struct ebt_hdr h;
	char comm[EBT_COMM_LEN];
};

struct ebt_exec_event {
	struct ebt_hdr h;
	ebt_u32 old_tid;     /* tid that called execve (differs for a thread) */
	ebt_u32 flags;       /* EBT_EXEC_* */
	/* the new image's credentials: uid, gid, suid, sgid, euid, egid, and
	 * its permitted capabilities (ptrace refuses to attach when they are
	 * not the tracer's) */
	ebt_u32 ids[6];
	ebt_u64 cap_permitted;
	char comm[EBT_COMM_LEN];   /* -Y: the name the exec gave */
};

/* The new image runs with credentials that the user who runs ebtrace may
 * not trace (set only when ebtrace lacks CAP_SYS_PTRACE): the kernel side
 * stopped tracing the task at the exec. */
#define EBT_EXEC_FORBIDDEN 1
#define EBT_EXEC_COMPAT 2    /* the new program runs in the compat personality */

/* -k: the task's user registers and the top of its user stack, taken
 * where strace would unwind (a call's exit; the enter of the calls that
 * replace or end the image; a signal's delivery).  The record comes just
 * before the record it belongs to.  User space unwinds it with the DWARF
 * call-frame information of the mapped files. */
#define EBT_USTACK_MAX 65536       /* largest stack window (--stack-trace-size) */
#define EBT_UREGS_WORDS 36         /* the architecture's struct pt_regs, raw
                                    * (bpf/regs_ARCH.h): at most 36 words */
struct ebt_stack_event {
	struct ebt_hdr h;
	ebt_u64 regs[EBT_UREGS_WORDS];
	ebt_u64 sp;          /* user address of the first captured byte */
	ebt_u32 len;         /* bytes captured from sp on, which follow */
	ebt_u32 pad;
};

/* --kernel-stack: the kernel stack of a traced task that goes to sleep
 * inside a call (the last such record before the call's exit is where it
 * waited). */
#define EBT_KSTACK_MAX 64
struct ebt_kstack_event {
	struct ebt_hdr h;
	ebt_u32 nframes;
	ebt_u32 pad;
	ebt_u64 ips[EBT_KSTACK_MAX];
};

/* EBT_EV_MAPS: the process (h.tgid) changed its executable mappings.  The
 * same notice, up to its path, also goes at once to a small ring of its
 * own that a thread of user space reads without delay, to read
 * /proc/PID/maps while the process is there; seq pairs the two. */
#define EBT_MAPS_PATH 256
struct ebt_maps_event {
	struct ebt_hdr h;
	ebt_u64 seq;
	/* a file mapped executable by mmap: where, and the file's inode
	 * number (0: none), for when the maps cannot be read any more; for
	 * an exec (EBT_MAPS_EXEC), the new executable, start its code's
	 * start (mm->start_code) */
	ebt_u64 start;
	ebt_u64 len;
	ebt_u64 off;
	ebt_u64 ino;
	ebt_u32 flags;
	/* the file's path: nnames names, innermost first, each ending with
	 * a NUL (0: not known, deeper or longer than the kernel side walks) */
	ebt_u32 nnames;
	char path[2 * EBT_MAPS_PATH];
};
#define EBT_MAPS_EXEC 1

/* Kernel structure offsets found in the running kernel's BTF by user space
 * before loading, so the programs need no CO-RE relocations (which would
 * make libbpf parse the whole kernel BTF at every start). */
struct ebt_offsets {
	ebt_u32 task_pid;
	ebt_u32 task_tgid;
	ebt_u32 task_exit_code;
	ebt_u32 task_sum_exec_runtime; /* se.sum_exec_runtime */
	ebt_u32 task_nvcsw;
	ebt_u32 task_nivcsw;
	ebt_u32 task_signal;         /* task_struct.signal */
	ebt_u32 signal_group_exec_task; /* signal_struct.group_exec_task */
	ebt_u32 signal_group_exit_code; /* signal_struct.group_exit_code */
	ebt_u32 signal_flags;        /* signal_struct.flags (SIGNAL_GROUP_EXIT) */
	ebt_u32 task_cred;           /* task_struct.cred */
	ebt_u32 cred_uid;            /* cred.uid, followed by gid, suid, sgid,
				      * euid, egid */
	ebt_u32 cred_cap_permitted;
	/* task->files->fdt->fd[n]->f_inode: the identity of descriptors */
	ebt_u32 task_files;
	ebt_u32 files_fdt;
	ebt_u32 fdt_max_fds;
	ebt_u32 fdt_fd;
	ebt_u32 file_inode;
	ebt_u32 inode_mode;
	ebt_u32 inode_rdev;
	ebt_u32 inode_ino;
	/* file->private_data->sk: a socket's family and protocol */
	ebt_u32 file_private_data;
	ebt_u32 socket_sk;
	ebt_u32 sock_common;         /* sock.__sk_common */
	ebt_u32 sock_common_family;  /* sock_common.skc_family */
	ebt_u32 sock_protocol;       /* sock.sk_protocol */
	ebt_u32 sock_net;            /* sock_common.skc_net (its first member: the struct net *) */
	ebt_u32 net_inum;            /* net.ns.inum: the network namespace's inode number */
	/* -yy only (else 0): what sock_diag tells; sock_common members */
	ebt_u32 sk_addrpair;         /* daddr then rcv_saddr */
	ebt_u32 sk_portpair;         /* dport then num */
	ebt_u32 sk_state;
	ebt_u32 sk_v6_daddr;
	ebt_u32 sk_v6_rcv_saddr;
	ebt_u32 sk_type;             /* sock.sk_type */
	ebt_u32 sk_socket;           /* sock.sk_socket */
	ebt_u32 socket_file;
	ebt_u32 unix_addr;           /* unix_sock.addr */
	ebt_u32 unix_peer;
	ebt_u32 unix_addr_len;       /* unix_address.len */
	ebt_u32 unix_addr_name;
	ebt_u32 netlink_portid;      /* netlink_sock.portid */
	/* PID namespaces: task->thread_pid->numbers[level] (struct upid:
	 * nr, then the namespace), and the namespace's inode number */
	ebt_u32 task_thread_pid;
	ebt_u32 task_group_leader;
	ebt_u32 pid_level;
	ebt_u32 pid_numbers;
	ebt_u32 pidns_inum;          /* pid_namespace.ns.inum */
	/* -Y: the command names of the caller, its parent and its children */
	ebt_u32 task_children;       /* task_struct.children (a list_head) */
	ebt_u32 task_sibling;        /* task_struct.sibling: in the parent's children */
	ebt_u32 task_comm;
	ebt_u32 task_real_parent;
	/* -k: the path of a mapped file, from its dentry up */
	ebt_u32 file_path_mnt;       /* file.f_path.mnt */
	ebt_u32 file_path_dentry;    /* file.f_path.dentry */
	ebt_u32 dentry_parent;
	ebt_u32 dentry_name;         /* dentry.d_name.name */
	ebt_u32 mount_mnt;           /* the vfsmount in struct mount */
	ebt_u32 mount_parent;
	ebt_u32 mount_mountpoint;
	ebt_u32 vfsmount_root;
	ebt_u32 binprm_file;         /* linux_binprm.file */
	ebt_u32 task_mm;
	ebt_u32 mm_start_code;
	/* -e kvm=vcpu only (else 0): a vcpu file's private_data->run, its
	 * struct kvm_run */
	ebt_u32 kvm_vcpu_run;
	/* a successful execve's inputs, as the kernel copied them */
	ebt_u32 binprm_filename;     /* linux_binprm.filename */
	ebt_u32 binprm_interp;       /* .interp: not .filename when a script's
				      * interpreter (or binfmt_misc's) runs */
	ebt_u32 binprm_fdpath;       /* .fdpath: execveat's "/dev/fd/N/..." */
	ebt_u32 binprm_exec;         /* .exec: where the new stack has .filename */
	/* the signals a task has pending, blocked, and its handlers */
	ebt_u32 task_blocked;        /* task_struct.blocked */
	ebt_u32 signal_shared_pending; /* signal_struct.shared_pending.signal */
	ebt_u32 task_sighand;        /* task_struct.sighand */
	ebt_u32 sighand_action;      /* sighand_struct.action[] */
	ebt_u32 k_sigaction_size;    /* its elements' size (sa.sa_handler first) */
	ebt_u32 pad_sig;
};

/* Ids of a task in ebtrace's PID namespace, by the kernel's id; and the
 * inode number of the task's own namespace (--pidns-translation). */
struct ebt_ns_ids {
	ebt_u32 tid;
	ebt_u32 tgid;
	ebt_u32 own_inum;
	ebt_u32 pad;
};

/* --pidns-translation: a task's id in one of the namespaces it is in
 * (by the namespace's inode number); the value is its id in ebtrace's. */
struct ebt_ns_key {
	ebt_u32 inum;
	ebt_u32 nr;
};

/* A task user space named by its id in ebtrace's PID namespace, to be
 * traced from its next hook on (the kernel's id is then filled in). */
struct ebt_adopt {
	ebt_u32 flags;       /* EBT_ADOPT_LAUNCH: the command ebtrace starts */
	ebt_u32 tid;         /* the kernel's id, once adopted */
};
#define EBT_ADOPT_LAUNCH 1

/* adopt_mode: which tasks the hooks take on by themselves */
#define EBT_ADOPT_NAMED 1    /* the ones in the adopt map */
#define EBT_ADOPT_SCOPE 2    /* every task of --cgroup, or --system-wide */

/* -c/-C: per syscall number, summed over the per-CPU copies. */
struct ebt_count {
	ebt_u64 calls;
	ebt_u64 errors;
	ebt_u64 time_ns;
	ebt_u64 min_ns;
	ebt_u64 max_ns;
};

/* State shared by the programs and the reader: one element of an mmapped
 * array (not .bss, which libbpf would copy into the kernel at every load).
 * The reader sets traced tids and the plans; the programs read them. */
#define EBT_PENDING_SLOTS 65536
struct ebt_shared {
	ebt_u64 traced_bits[EBT_PID_MAX_LIMIT / 64];   /* one bit per tid */
	/* pending[tid % slots] == tid: that task is inside a call whose enter
	 * record was skipped (EBT_PLAN_NO_ENTER) and not emitted yet */
	ebt_u32 pending[EBT_PENDING_SLOTS];
	struct ebt_plan plans[EBT_MAX_SYSCALLS];
	ebt_u8 sc_flags[EBT_MAX_SYSCALLS];             /* plans[nr].flags */
};

/* Loss accounting, one slot per CPU in a per-CPU array. */
struct ebt_stats {
	ebt_u64 lost;        /* records dropped: ring buffer full */
};

#endif
