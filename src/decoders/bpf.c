/* bpf(2): the command and its part of union bpf_attr.  Each command's
 * fields are data (name, offset, size, format), printed from the bytes the
 * call read, as far as its size argument covers them. */
#include <string.h>
#include <time.h>

#include "common.h"
#include "fdpath.h"
#include "net.h"
#include "pids.h"

#define BPF_ATTR_MAX 4096   /* strace reads a page at most */
#define BPF_OBJ_NAME_LEN 16
#define BPF_F_NUMA_NODE (1u << 2)
#define EBPF_INSN_SIZE 8

static const struct xlat bpf_commands[] = {
	XLAT_PAIR(0, "BPF_MAP_CREATE"), XLAT_PAIR(1, "BPF_MAP_LOOKUP_ELEM"),
	XLAT_PAIR(2, "BPF_MAP_UPDATE_ELEM"), XLAT_PAIR(3, "BPF_MAP_DELETE_ELEM"),
	XLAT_PAIR(4, "BPF_MAP_GET_NEXT_KEY"), XLAT_PAIR(5, "BPF_PROG_LOAD"),
	XLAT_PAIR(6, "BPF_OBJ_PIN"), XLAT_PAIR(7, "BPF_OBJ_GET"),
	XLAT_PAIR(8, "BPF_PROG_ATTACH"), XLAT_PAIR(9, "BPF_PROG_DETACH"),
	XLAT_PAIR(10, "BPF_PROG_TEST_RUN"), XLAT_PAIR(11, "BPF_PROG_GET_NEXT_ID"),
	XLAT_PAIR(12, "BPF_MAP_GET_NEXT_ID"), XLAT_PAIR(13, "BPF_PROG_GET_FD_BY_ID"),
	XLAT_PAIR(14, "BPF_MAP_GET_FD_BY_ID"), XLAT_PAIR(15, "BPF_OBJ_GET_INFO_BY_FD"),
	XLAT_PAIR(16, "BPF_PROG_QUERY"), XLAT_PAIR(17, "BPF_RAW_TRACEPOINT_OPEN"),
	XLAT_PAIR(18, "BPF_BTF_LOAD"), XLAT_PAIR(19, "BPF_BTF_GET_FD_BY_ID"),
	XLAT_PAIR(20, "BPF_TASK_FD_QUERY"), XLAT_PAIR(21, "BPF_MAP_LOOKUP_AND_DELETE_ELEM"),
	XLAT_PAIR(22, "BPF_MAP_FREEZE"), XLAT_PAIR(23, "BPF_BTF_GET_NEXT_ID"),
	XLAT_PAIR(24, "BPF_MAP_LOOKUP_BATCH"), XLAT_PAIR(25, "BPF_MAP_LOOKUP_AND_DELETE_BATCH"),
	XLAT_PAIR(26, "BPF_MAP_UPDATE_BATCH"), XLAT_PAIR(27, "BPF_MAP_DELETE_BATCH"),
	XLAT_PAIR(28, "BPF_LINK_CREATE"), XLAT_PAIR(29, "BPF_LINK_UPDATE"),
	XLAT_PAIR(30, "BPF_LINK_GET_FD_BY_ID"), XLAT_PAIR(31, "BPF_LINK_GET_NEXT_ID"),
	XLAT_PAIR(32, "BPF_ENABLE_STATS"), XLAT_PAIR(33, "BPF_ITER_CREATE"),
	XLAT_PAIR(34, "BPF_LINK_DETACH"), XLAT_PAIR(35, "BPF_PROG_BIND_MAP"),
	XLAT_END
};

static const struct xlat bpf_map_types[] = {
	XLAT_PAIR(0, "BPF_MAP_TYPE_UNSPEC"), XLAT_PAIR(1, "BPF_MAP_TYPE_HASH"),
	XLAT_PAIR(2, "BPF_MAP_TYPE_ARRAY"), XLAT_PAIR(3, "BPF_MAP_TYPE_PROG_ARRAY"),
	XLAT_PAIR(4, "BPF_MAP_TYPE_PERF_EVENT_ARRAY"), XLAT_PAIR(5, "BPF_MAP_TYPE_PERCPU_HASH"),
	XLAT_PAIR(6, "BPF_MAP_TYPE_PERCPU_ARRAY"), XLAT_PAIR(7, "BPF_MAP_TYPE_STACK_TRACE"),
	XLAT_PAIR(8, "BPF_MAP_TYPE_CGROUP_ARRAY"), XLAT_PAIR(9, "BPF_MAP_TYPE_LRU_HASH"),
	XLAT_PAIR(10, "BPF_MAP_TYPE_LRU_PERCPU_HASH"), XLAT_PAIR(11, "BPF_MAP_TYPE_LPM_TRIE"),
	XLAT_PAIR(12, "BPF_MAP_TYPE_ARRAY_OF_MAPS"), XLAT_PAIR(13, "BPF_MAP_TYPE_HASH_OF_MAPS"),
	XLAT_PAIR(14, "BPF_MAP_TYPE_DEVMAP"), XLAT_PAIR(15, "BPF_MAP_TYPE_SOCKMAP"),
	XLAT_PAIR(16, "BPF_MAP_TYPE_CPUMAP"), XLAT_PAIR(17, "BPF_MAP_TYPE_XSKMAP"),
	XLAT_PAIR(18, "BPF_MAP_TYPE_SOCKHASH"), XLAT_PAIR(19, "BPF_MAP_TYPE_CGROUP_STORAGE"),
	XLAT_PAIR(20, "BPF_MAP_TYPE_REUSEPORT_SOCKARRAY"),
	XLAT_PAIR(21, "BPF_MAP_TYPE_PERCPU_CGROUP_STORAGE"),
	XLAT_PAIR(22, "BPF_MAP_TYPE_QUEUE"), XLAT_PAIR(23, "BPF_MAP_TYPE_STACK"),
	XLAT_PAIR(24, "BPF_MAP_TYPE_SK_STORAGE"), XLAT_PAIR(25, "BPF_MAP_TYPE_DEVMAP_HASH"),
	XLAT_PAIR(26, "BPF_MAP_TYPE_STRUCT_OPS"), XLAT_PAIR(27, "BPF_MAP_TYPE_RINGBUF"),
	XLAT_PAIR(28, "BPF_MAP_TYPE_INODE_STORAGE"), XLAT_PAIR(29, "BPF_MAP_TYPE_TASK_STORAGE"),
	XLAT_PAIR(30, "BPF_MAP_TYPE_BLOOM_FILTER"), XLAT_PAIR(31, "BPF_MAP_TYPE_USER_RINGBUF"),
	XLAT_END
};


static const struct xlat bpf_prog_types[] = {
	XLAT_PAIR(0, "BPF_PROG_TYPE_UNSPEC"), XLAT_PAIR(1, "BPF_PROG_TYPE_SOCKET_FILTER"),
	XLAT_PAIR(2, "BPF_PROG_TYPE_KPROBE"), XLAT_PAIR(3, "BPF_PROG_TYPE_SCHED_CLS"),
	XLAT_PAIR(4, "BPF_PROG_TYPE_SCHED_ACT"), XLAT_PAIR(5, "BPF_PROG_TYPE_TRACEPOINT"),
	XLAT_PAIR(6, "BPF_PROG_TYPE_XDP"), XLAT_PAIR(7, "BPF_PROG_TYPE_PERF_EVENT"),
	XLAT_PAIR(8, "BPF_PROG_TYPE_CGROUP_SKB"), XLAT_PAIR(9, "BPF_PROG_TYPE_CGROUP_SOCK"),
	XLAT_PAIR(10, "BPF_PROG_TYPE_LWT_IN"), XLAT_PAIR(11, "BPF_PROG_TYPE_LWT_OUT"),
	XLAT_PAIR(12, "BPF_PROG_TYPE_LWT_XMIT"), XLAT_PAIR(13, "BPF_PROG_TYPE_SOCK_OPS"),
	XLAT_PAIR(14, "BPF_PROG_TYPE_SK_SKB"), XLAT_PAIR(15, "BPF_PROG_TYPE_CGROUP_DEVICE"),
	XLAT_PAIR(16, "BPF_PROG_TYPE_SK_MSG"), XLAT_PAIR(17, "BPF_PROG_TYPE_RAW_TRACEPOINT"),
	XLAT_PAIR(18, "BPF_PROG_TYPE_CGROUP_SOCK_ADDR"),
	XLAT_PAIR(19, "BPF_PROG_TYPE_LWT_SEG6LOCAL"), XLAT_PAIR(20, "BPF_PROG_TYPE_LIRC_MODE2"),
	XLAT_PAIR(21, "BPF_PROG_TYPE_SK_REUSEPORT"), XLAT_PAIR(22, "BPF_PROG_TYPE_FLOW_DISSECTOR"),
	XLAT_PAIR(23, "BPF_PROG_TYPE_CGROUP_SYSCTL"),
	XLAT_PAIR(24, "BPF_PROG_TYPE_RAW_TRACEPOINT_WRITABLE"),
	XLAT_PAIR(25, "BPF_PROG_TYPE_CGROUP_SOCKOPT"), XLAT_PAIR(26, "BPF_PROG_TYPE_TRACING"),
	XLAT_PAIR(27, "BPF_PROG_TYPE_STRUCT_OPS"), XLAT_PAIR(28, "BPF_PROG_TYPE_EXT"),
	XLAT_PAIR(29, "BPF_PROG_TYPE_LSM"), XLAT_PAIR(30, "BPF_PROG_TYPE_SK_LOOKUP"),
	XLAT_PAIR(31, "BPF_PROG_TYPE_SYSCALL"), XLAT_END
};

static const struct xlat bpf_attach_types[] = {
	XLAT_PAIR(0, "BPF_CGROUP_INET_INGRESS"), XLAT_PAIR(1, "BPF_CGROUP_INET_EGRESS"),
	XLAT_PAIR(2, "BPF_CGROUP_INET_SOCK_CREATE"), XLAT_PAIR(3, "BPF_CGROUP_SOCK_OPS"),
	XLAT_PAIR(4, "BPF_SK_SKB_STREAM_PARSER"), XLAT_PAIR(5, "BPF_SK_SKB_STREAM_VERDICT"),
	XLAT_PAIR(6, "BPF_CGROUP_DEVICE"), XLAT_PAIR(7, "BPF_SK_MSG_VERDICT"),
	XLAT_PAIR(8, "BPF_CGROUP_INET4_BIND"), XLAT_PAIR(9, "BPF_CGROUP_INET6_BIND"),
	XLAT_PAIR(10, "BPF_CGROUP_INET4_CONNECT"), XLAT_PAIR(11, "BPF_CGROUP_INET6_CONNECT"),
	XLAT_PAIR(12, "BPF_CGROUP_INET4_POST_BIND"), XLAT_PAIR(13, "BPF_CGROUP_INET6_POST_BIND"),
	XLAT_PAIR(14, "BPF_CGROUP_UDP4_SENDMSG"), XLAT_PAIR(15, "BPF_CGROUP_UDP6_SENDMSG"),
	XLAT_PAIR(16, "BPF_LIRC_MODE2"), XLAT_PAIR(17, "BPF_FLOW_DISSECTOR"),
	XLAT_PAIR(18, "BPF_CGROUP_SYSCTL"), XLAT_PAIR(19, "BPF_CGROUP_UDP4_RECVMSG"),
	XLAT_PAIR(20, "BPF_CGROUP_UDP6_RECVMSG"), XLAT_PAIR(21, "BPF_CGROUP_GETSOCKOPT"),
	XLAT_PAIR(22, "BPF_CGROUP_SETSOCKOPT"), XLAT_PAIR(23, "BPF_TRACE_RAW_TP"),
	XLAT_PAIR(24, "BPF_TRACE_FENTRY"), XLAT_PAIR(25, "BPF_TRACE_FEXIT"),
	XLAT_PAIR(26, "BPF_MODIFY_RETURN"), XLAT_PAIR(27, "BPF_LSM_MAC"),
	XLAT_PAIR(28, "BPF_TRACE_ITER"), XLAT_PAIR(29, "BPF_CGROUP_INET4_GETPEERNAME"),
	XLAT_PAIR(30, "BPF_CGROUP_INET6_GETPEERNAME"), XLAT_PAIR(31, "BPF_CGROUP_INET4_GETSOCKNAME"),
	XLAT_PAIR(32, "BPF_CGROUP_INET6_GETSOCKNAME"), XLAT_PAIR(33, "BPF_XDP_DEVMAP"),
	XLAT_PAIR(34, "BPF_CGROUP_INET_SOCK_RELEASE"), XLAT_PAIR(35, "BPF_XDP_CPUMAP"),
	XLAT_PAIR(36, "BPF_SK_LOOKUP"), XLAT_PAIR(37, "BPF_XDP"),
	XLAT_PAIR(38, "BPF_SK_SKB_VERDICT"), XLAT_PAIR(39, "BPF_SK_REUSEPORT_SELECT"),
	XLAT_PAIR(40, "BPF_SK_REUSEPORT_SELECT_OR_MIGRATE"), XLAT_PAIR(41, "BPF_PERF_EVENT"),
	XLAT_PAIR(42, "BPF_TRACE_KPROBE_MULTI"), XLAT_PAIR(43, "BPF_LSM_CGROUP"), XLAT_END
};

static const struct xlat bpf_map_flags[] = {
	XLAT_PAIR(1u << 0, "BPF_F_NO_PREALLOC"), XLAT_PAIR(1u << 1, "BPF_F_NO_COMMON_LRU"),
	XLAT_PAIR(1u << 2, "BPF_F_NUMA_NODE"), XLAT_PAIR(1u << 3, "BPF_F_RDONLY"),
	XLAT_PAIR(1u << 4, "BPF_F_WRONLY"), XLAT_PAIR(1u << 5, "BPF_F_STACK_BUILD_ID"),
	XLAT_PAIR(1u << 6, "BPF_F_ZERO_SEED"), XLAT_PAIR(1u << 7, "BPF_F_RDONLY_PROG"),
	XLAT_PAIR(1u << 8, "BPF_F_WRONLY_PROG"), XLAT_PAIR(1u << 9, "BPF_F_CLONE"),
	XLAT_PAIR(1u << 10, "BPF_F_MMAPABLE"), XLAT_PAIR(1u << 11, "BPF_F_PRESERVE_ELEMS"),
	XLAT_PAIR(1u << 12, "BPF_F_INNER_MAP"), XLAT_END
};

static const struct xlat bpf_lookup_flags[] = {
	XLAT_PAIR(0, "BPF_ANY"), XLAT_PAIR(4, "BPF_F_LOCK"), XLAT_END
};

static const struct xlat bpf_update_flags[] = {
	XLAT_PAIR(0, "BPF_ANY"), XLAT_PAIR(1, "BPF_NOEXIST"), XLAT_PAIR(2, "BPF_EXIST"),
	XLAT_PAIR(4, "BPF_F_LOCK"), XLAT_END
};

static const struct xlat bpf_file_mode_flags[] = {
	XLAT_PAIR(1u << 3, "BPF_F_RDONLY"), XLAT_PAIR(1u << 4, "BPF_F_WRONLY"), XLAT_END
};

static const struct xlat bpf_attach_flags[] = {
	XLAT_PAIR(1u << 0, "BPF_F_ALLOW_OVERRIDE"), XLAT_PAIR(1u << 1, "BPF_F_ALLOW_MULTI"),
	XLAT_PAIR(1u << 2, "BPF_F_REPLACE"), XLAT_END
};

static const struct xlat bpf_test_run_flags[] = {
	XLAT_PAIR(1u << 0, "BPF_F_TEST_RUN_ON_CPU"), XLAT_PAIR(1u << 1, "BPF_F_TEST_XDP_LIVE_FRAMES"),
	XLAT_END
};

/* How a field prints. */
enum bpf_fmt {
	BF_END,      /* no more fields */
	BF_U,        /* unsigned decimal */
	BF_HEX,      /* hexadecimal */
	BF_FD,       /* a descriptor (-y decorates it) */
	BF_ADDR,     /* a 64-bit address, 0 as NULL */
	BF_XVAL,     /* a constant of the field's table */
	BF_FLAGS,    /* flags of the field's table */
	BF_NAME,     /* char[BPF_OBJ_NAME_LEN], as far as the size covers it */
	BF_IFINDEX,  /* an interface index */
	BF_NUMA,     /* map_create's numa_node: only with BPF_F_NUMA_NODE */
	BF_KVER,     /* a kernel version: KERNEL_VERSION(a, b, c) */
	BF_INSNS,    /* the address of the program's instructions */
	BF_PATH,     /* a path it points to */
	BF_STR,      /* a string it points to, of at most aux bytes (0: -s) */
	BF_STR_N,    /* the same, of at most as many bytes as the field at aux says */
	BF_BUF_N,    /* bytes, as many as the field at aux says */
	BF_TGID,     /* a process id */
	BF_IDS,      /* u32 ids, as many as the field at aux says at exit */
	BF_MAP_FDS,  /* {map={map_fd=N}} elements, as many as the field at aux says */
	BF_HEXES,    /* u64 elements in hex, as many as the field at aux says */
	BF_STRS,     /* pointers to strings (some NULL), as many as the field at aux says */
	BF_VARIANT,  /* the fields of the union at off, by the u32 at aux */
	BF_DEV,      /* a device number */
	BF_OBJ_INFO, /* OBJ_GET_INFO_BY_FD's info, of the length at aux */
	BF_OPEN,     /* a nested struct begins (name=) */
	BF_CLOSE,    /* and ends */
	BF_SPLIT,    /* the fields after it print at exit, as the call left them */
	BF_CHANGED,  /* " => new" when the call changed the field */
	BF_U_CHANGED, /* the value it had, and " => new" when the call changed it */
	BF_ADDR_CHANGED, /* the same, of an address */
	BF_TAG,      /* a byte array in \x form */
	BF_BOOTTIME, /* nanoseconds since boot, with the date they make */
	BF_UID,      /* a user id, -1 as -1 */
	BF_BIT0,     /* a one-bit field at the bottom of its u32 */
	BF_U64,      /* unsigned decimal, all ones as UINT64_MAX */
	/* a program info's pointers, from their capture (EBT_FIELD_BPF_PROG_INFO) */
	BF_PROG_JITED,  /* bytes in \x form, as many as the field at aux says */
	BF_PROG_INSNS,  /* instructions, as many as the field at aux says of bytes */
	BF_PROG_IDS,    /* u32 ids, as many as the field at aux says */
};

/* A field of a command's attr.  A field marked newer was added to the
 * kernel's struct later: strace stops before it when size does not reach
 * it. */
struct bpf_field {
	const char *name;
	unsigned short off;
	unsigned char size;     /* 4 or 8 bytes (BF_NAME: the array's) */
	unsigned char fmt;      /* enum bpf_fmt */
	bool newer;
	const struct xlat *xlat;
	const char *dflt;       /* the name of unknown values */
	unsigned short aux;     /* strings: see enum bpf_fmt */
	unsigned short cond_off; /* shown only when the u32 at cond_off */
	unsigned cond_mask;      /* has one of these bits (0: always) */
};

#define F(name, off, size, fmt) { name, off, size, fmt, false, NULL, NULL, 0, 0, 0 }
#define NEWER(name, off, size, fmt) { name, off, size, fmt, true, NULL, NULL, 0, 0, 0 }
#define FX(name, off, size, fmt, newer, x, dflt) { name, off, size, fmt, newer, x, dflt, 0, 0, 0 }
/* a pointer to a string or bytes */
#define FS(name, off, fmt, newer, aux) { name, off, 8, fmt, newer, NULL, NULL, aux, 0, 0 }
/* a field shown only when a flag is set */
#define FIF(name, off, fmt, newer, cond_off, mask) \
	{ name, off, 4, fmt, newer, NULL, NULL, 0, cond_off, mask }
#define F_OPEN(name) F(name, 0, 0, BF_OPEN)
#define F_CLOSE F(NULL, 0, 0, BF_CLOSE)
#define F_SPLIT F(NULL, 0, 0, BF_SPLIT)
#define F_END F(NULL, 0, 0, BF_END)

static const struct bpf_field map_create_fields[] = {
	FX("map_type", 0, 4, BF_XVAL, false, bpf_map_types, "BPF_MAP_TYPE_???"),
	F("key_size", 4, 4, BF_U), F("value_size", 8, 4, BF_U), F("max_entries", 12, 4, BF_U),
	FX("map_flags", 16, 4, BF_FLAGS, true, bpf_map_flags, "BPF_F_???"),
	NEWER("inner_map_fd", 20, 4, BF_FD), FIF("numa_node", 24, BF_NUMA, true, 16, BPF_F_NUMA_NODE),
	NEWER("map_name", 28, BPF_OBJ_NAME_LEN, BF_NAME),
	NEWER("map_ifindex", 44, 4, BF_IFINDEX),
	NEWER("btf_fd", 48, 4, BF_FD), F("btf_key_type_id", 52, 4, BF_U),
	F("btf_value_type_id", 56, 4, BF_U),
	NEWER("btf_vmlinux_value_type_id", 60, 4, BF_U),
	NEWER("map_extra", 64, 8, BF_U), F_END
};

static const struct bpf_field map_lookup_fields[] = {
	F("map_fd", 0, 4, BF_FD), F("key", 8, 8, BF_ADDR), F("value", 16, 8, BF_ADDR),
	FX("flags", 24, 8, BF_FLAGS, true, bpf_lookup_flags, "BPF_???"), F_END
};

static const struct bpf_field map_update_fields[] = {
	F("map_fd", 0, 4, BF_FD), F("key", 8, 8, BF_ADDR), F("value", 16, 8, BF_ADDR),
	FX("flags", 24, 8, BF_XVAL, false, bpf_update_flags, "BPF_???"), F_END
};

static const struct bpf_field map_delete_fields[] = {
	F("map_fd", 0, 4, BF_FD), F("key", 8, 8, BF_ADDR), F_END
};

static const struct bpf_field map_next_key_fields[] = {
	F("map_fd", 0, 4, BF_FD), F("key", 8, 8, BF_ADDR), F("next_key", 16, 8, BF_ADDR), F_END
};

static const struct bpf_field map_fd_fields[] = { F("map_fd", 0, 4, BF_FD), F_END };

static const struct bpf_field prog_attach_fields[] = {
	F("target_fd", 0, 4, BF_FD), F("attach_bpf_fd", 4, 4, BF_FD),
	FX("attach_type", 8, 4, BF_XVAL, false, bpf_attach_types, "BPF_???"),
	FX("attach_flags", 12, 4, BF_FLAGS, false, bpf_attach_flags, "BPF_F_???"),
	NEWER("replace_bpf_fd", 16, 4, BF_FD), F_END
};

static const struct bpf_field prog_detach_fields[] = {
	F("target_fd", 0, 4, BF_FD),
	FX("attach_type", 8, 4, BF_XVAL, false, bpf_attach_types, "BPF_???"), F_END
};

static const struct bpf_field prog_test_run_fields[] = {
	F_OPEN("test"),
	F("prog_fd", 0, 4, BF_FD), F("retval", 4, 4, BF_U), F("data_size_in", 8, 4, BF_U),
	F("data_size_out", 12, 4, BF_U), F("data_in", 16, 8, BF_ADDR),
	F("data_out", 24, 8, BF_ADDR), F("repeat", 32, 4, BF_U), F("duration", 36, 4, BF_U),
	NEWER("ctx_size_in", 40, 4, BF_U), F("ctx_size_out", 44, 4, BF_U),
	F("ctx_in", 48, 8, BF_ADDR), F("ctx_out", 56, 8, BF_ADDR),
	FX("flags", 64, 4, BF_FLAGS, true, bpf_test_run_flags, "BPF_F_???"), F("cpu", 68, 4, BF_U),
	NEWER("batch_size", 72, 4, BF_U),
	F_CLOSE, F_END
};

/* *_GET_NEXT_ID: the call stores the next id */
static const struct bpf_field get_next_id_fields[] = {
	F("start_id", 0, 4, BF_U), F("next_id", 4, 4, BF_U),
	F_SPLIT, F(NULL, 4, 4, BF_CHANGED),
	FX("open_flags", 8, 4, BF_FLAGS, true, bpf_file_mode_flags, "BPF_F_???"), F_END
};

static const struct bpf_field prog_fd_by_id_fields[] = {
	F("prog_id", 0, 4, BF_U), F("next_id", 4, 4, BF_U),
	FX("open_flags", 8, 4, BF_FLAGS, true, bpf_file_mode_flags, "BPF_F_???"), F_END
};

static const struct bpf_field map_fd_by_id_fields[] = {
	F("map_id", 0, 4, BF_U), F("next_id", 4, 4, BF_U),
	FX("open_flags", 8, 4, BF_FLAGS, true, bpf_file_mode_flags, "BPF_F_???"), F_END
};

static const struct bpf_field btf_fd_by_id_fields[] = { F("btf_id", 0, 4, BF_U), F_END };

/* The batch commands: the call stores how many elements it did
 * (struct bpf_cmd's count_off). */
static const struct bpf_field lookup_batch_fields[] = {
	F_OPEN("batch"),
	F("in_batch", 0, 8, BF_ADDR), F("out_batch", 8, 8, BF_ADDR), F("keys", 16, 8, BF_ADDR),
	F("values", 24, 8, BF_ADDR), F("count", 32, 4, BF_U), F("map_fd", 36, 4, BF_FD),
	FX("elem_flags", 40, 8, BF_FLAGS, false, bpf_lookup_flags, "BPF_???"),
	F("flags", 48, 8, BF_HEX), F_CLOSE, F_END
};

static const struct bpf_field update_batch_fields[] = {
	F_OPEN("batch"),
	F("keys", 16, 8, BF_ADDR), F("values", 24, 8, BF_ADDR), F("count", 32, 4, BF_U),
	F("map_fd", 36, 4, BF_FD),
	FX("elem_flags", 40, 8, BF_FLAGS, false, bpf_lookup_flags, "BPF_???"),
	F("flags", 48, 8, BF_HEX), F_CLOSE, F_END
};

static const struct bpf_field delete_batch_fields[] = {
	F_OPEN("batch"),
	F("keys", 16, 8, BF_ADDR), F("count", 32, 4, BF_U), F("map_fd", 36, 4, BF_FD),
	FX("elem_flags", 40, 8, BF_FLAGS, false, bpf_lookup_flags, "BPF_???"),
	F("flags", 48, 8, BF_HEX), F_CLOSE, F_END
};

/* eBPF instructions (struct bpf_insn): their classes and modes, the
 * other parts of the code as classic BPF's (seccomp.c) */
static const struct xlat ebpf_classes[] = {
	XLAT_PAIR(0, "BPF_LD"), XLAT_PAIR(1, "BPF_LDX"), XLAT_PAIR(2, "BPF_ST"),
	XLAT_PAIR(3, "BPF_STX"), XLAT_PAIR(4, "BPF_ALU"), XLAT_PAIR(5, "BPF_JMP"),
	XLAT_PAIR(6, "BPF_JMP32"), XLAT_PAIR(7, "BPF_ALU64"), XLAT_END
};

static const struct xlat ebpf_modes[] = {
	XLAT_PAIR(0x00, "BPF_IMM"), XLAT_PAIR(0x20, "BPF_ABS"), XLAT_PAIR(0x40, "BPF_IND"),
	XLAT_PAIR(0x60, "BPF_MEM"), XLAT_PAIR(0xc0, "BPF_XADD"), XLAT_END
};

static const struct xlat ebpf_regs[] = {
	XLAT_PAIR(0, "BPF_REG_0"), XLAT_PAIR(1, "BPF_REG_1"), XLAT_PAIR(2, "BPF_REG_2"),
	XLAT_PAIR(3, "BPF_REG_3"), XLAT_PAIR(4, "BPF_REG_4"), XLAT_PAIR(5, "BPF_REG_5"),
	XLAT_PAIR(6, "BPF_REG_6"), XLAT_PAIR(7, "BPF_REG_7"), XLAT_PAIR(8, "BPF_REG_8"),
	XLAT_PAIR(9, "BPF_REG_9"), XLAT_PAIR(10, "BPF_REG_10"), XLAT_END
};

static const struct xlat bpf_prog_flags[] = {
	XLAT_PAIR(1u << 0, "BPF_F_STRICT_ALIGNMENT"), XLAT_PAIR(1u << 1, "BPF_F_ANY_ALIGNMENT"),
	XLAT_PAIR(1u << 2, "BPF_F_TEST_RND_HI32"), XLAT_PAIR(1u << 3, "BPF_F_TEST_STATE_FREQ"),
	XLAT_PAIR(1u << 4, "BPF_F_SLEEPABLE"), XLAT_END
};

static const struct bpf_field prog_load_fields[] = {
	FX("prog_type", 0, 4, BF_XVAL, false, bpf_prog_types, "BPF_PROG_TYPE_???"),
	F("insn_cnt", 4, 4, BF_U), F("insns", 8, 8, BF_INSNS), FS("license", 16, BF_STR, false, 0),
	NEWER("log_level", 24, 4, BF_U), F("log_size", 28, 4, BF_U),
	FS("log_buf", 32, BF_STR_N, false, 28),
	NEWER("kern_version", 40, 4, BF_KVER),
	FX("prog_flags", 44, 4, BF_FLAGS, true, bpf_prog_flags, "BPF_F_???"),
	NEWER("prog_name", 48, BPF_OBJ_NAME_LEN, BF_NAME),
	NEWER("prog_ifindex", 64, 4, BF_IFINDEX),
	FX("expected_attach_type", 68, 4, BF_XVAL, true, bpf_attach_types, "BPF_???"),
	NEWER("prog_btf_fd", 72, 4, BF_FD), F("func_info_rec_size", 76, 4, BF_U),
	F("func_info", 80, 8, BF_ADDR), F("func_info_cnt", 88, 4, BF_U),
	F("line_info_rec_size", 92, 4, BF_U), F("line_info", 96, 8, BF_ADDR),
	F("line_info_cnt", 104, 4, BF_U),
	NEWER("attach_btf_id", 108, 4, BF_U), NEWER("attach_prog_fd", 112, 4, BF_FD),
	NEWER("fd_array", 120, 8, BF_ADDR), F_END
};

static const struct bpf_field obj_pin_fields[] = {
	FS("pathname", 0, BF_PATH, false, 0), F("bpf_fd", 8, 4, BF_FD),
	FX("file_flags", 12, 4, BF_FLAGS, true, bpf_file_mode_flags, "BPF_F_???"), F_END
};

#define TP_NAME_SIZE 128   /* as far as strace reads a tracepoint's name */
static const struct bpf_field raw_tracepoint_fields[] = {
	F_OPEN("raw_tracepoint"), FS("name", 0, BF_STR, false, TP_NAME_SIZE),
	F("prog_fd", 8, 4, BF_FD), F_CLOSE, F_END
};

static const struct bpf_field btf_load_fields[] = {
	FS("btf", 0, BF_BUF_N, false, 16), F("btf_log_buf", 8, 8, BF_ADDR),
	F("btf_size", 16, 4, BF_U), F("btf_log_size", 20, 4, BF_U),
	F("btf_log_level", 24, 4, BF_U), F_END
};

static const struct xlat bpf_query_flags[] = {
	XLAT_PAIR(1u << 0, "BPF_F_QUERY_EFFECTIVE"), XLAT_END
};

static const struct xlat bpf_task_fd_types[] = {
	XLAT_PAIR(0, "BPF_FD_TYPE_RAW_TRACEPOINT"), XLAT_PAIR(1, "BPF_FD_TYPE_TRACEPOINT"),
	XLAT_PAIR(2, "BPF_FD_TYPE_KPROBE"), XLAT_PAIR(3, "BPF_FD_TYPE_KRETPROBE"),
	XLAT_PAIR(4, "BPF_FD_TYPE_UPROBE"), XLAT_PAIR(5, "BPF_FD_TYPE_URETPROBE"), XLAT_END
};

/* The info of a map or program, once the call has said how long it is:
 * with -v, a map's struct bpf_map_info (that of a program is not done
 * yet: its address, as without -v). */
static const struct bpf_field obj_get_info_fields[] = {
	F_OPEN("info"), F("bpf_fd", 0, 4, BF_FD), F("info_len", 4, 4, BF_U),
	F_SPLIT, F(NULL, 4, 4, BF_CHANGED), FS("info", 8, BF_OBJ_INFO, false, 4), F_CLOSE, F_END
};

#define BPF_MAP_INFO_SIZE 88
static const struct bpf_field map_info_fields[] = {
	FX("type", 0, 4, BF_XVAL, false, bpf_map_types, "BPF_MAP_TYPE_???"),
	F("id", 4, 4, BF_U), F("key_size", 8, 4, BF_U), F("value_size", 12, 4, BF_U),
	F("max_entries", 16, 4, BF_U),
	FX("map_flags", 20, 4, BF_FLAGS, false, bpf_map_flags, "BPF_F_???"),
	NEWER("name", 24, BPF_OBJ_NAME_LEN, BF_NAME),
	NEWER("ifindex", 40, 4, BF_IFINDEX), F("btf_vmlinux_value_type_id", 44, 4, BF_U),
	F("netns_dev", 48, 8, BF_DEV), F("netns_ino", 56, 8, BF_U),
	NEWER("btf_id", 64, 4, BF_U), F("btf_key_type_id", 68, 4, BF_U),
	F("btf_value_type_id", 72, 4, BF_U), F_END
};

#define BPF_PROG_INFO_SIZE 220
/* A program's info: the counts and sizes it asks for, " => " what there
 * was; the arrays filled as far as both go. */
static const struct bpf_field prog_info_fields[] = {
	FX("type", 0, 4, BF_XVAL, false, bpf_prog_types, "BPF_PROG_TYPE_???"),
	F("id", 4, 4, BF_U), F("tag", 8, 8, BF_TAG),
	F("jited_prog_len", 16, 4, BF_U_CHANGED), FS("jited_prog_insns", 24, BF_PROG_JITED, false, 16),
	F("xlated_prog_len", 20, 4, BF_U_CHANGED),
	FS("xlated_prog_insns", 32, BF_PROG_INSNS, false, 20),
	NEWER("load_time", 40, 8, BF_BOOTTIME), F("created_by_uid", 48, 4, BF_UID),
	F("nr_map_ids", 52, 4, BF_U_CHANGED), FS("map_ids", 56, BF_PROG_IDS, false, 52),
	F("name", 64, BPF_OBJ_NAME_LEN, BF_NAME),
	NEWER("ifindex", 80, 4, BF_IFINDEX), F("gpl_compatible", 84, 4, BF_BIT0),
	F("netns_dev", 88, 8, BF_DEV), F("netns_ino", 96, 8, BF_U),
	NEWER("nr_jited_ksyms", 104, 4, BF_U_CHANGED), F("nr_jited_func_lens", 108, 4, BF_U_CHANGED),
	F("jited_ksyms", 112, 8, BF_ADDR_CHANGED), F("jited_func_lens", 120, 8, BF_ADDR_CHANGED),
	NEWER("btf_id", 128, 4, BF_U), F("func_info_rec_size", 132, 4, BF_U_CHANGED),
	F("func_info", 136, 8, BF_ADDR), F("nr_func_info", 144, 4, BF_U_CHANGED),
	F("nr_line_info", 148, 4, BF_U_CHANGED), F("line_info", 152, 8, BF_ADDR),
	F("jited_line_info", 160, 8, BF_ADDR_CHANGED), F("nr_jited_line_info", 168, 4, BF_U_CHANGED),
	F("line_info_rec_size", 172, 4, BF_U_CHANGED),
	F("jited_line_info_rec_size", 176, 4, BF_U_CHANGED), F("nr_prog_tags", 180, 4, BF_U_CHANGED),
	F("prog_tags", 184, 8, BF_ADDR),
	NEWER("run_time_ns", 192, 8, BF_U), F("run_cnt", 200, 8, BF_U),
	NEWER("recursion_misses", 208, 8, BF_U64), NEWER("verified_insns", 216, 4, BF_U), F_END
};

/* The programs attached: their ids and count, as the call stored them. */
static const struct bpf_field prog_query_fields[] = {
	F_OPEN("query"), F("target_fd", 0, 4, BF_FD),
	FX("attach_type", 4, 4, BF_XVAL, false, bpf_attach_types, "BPF_???"),
	FX("query_flags", 8, 4, BF_FLAGS, false, bpf_query_flags, "BPF_F_QUERY_???"),
	FX("attach_flags", 12, 4, BF_FLAGS, false, bpf_attach_flags, "BPF_F_???"),
	F_SPLIT, FS("prog_ids", 16, BF_IDS, false, 24), F("prog_cnt", 24, 4, BF_U_CHANGED),
	F_CLOSE, F_END
};

/* What a descriptor of a process is: the call stores it. */
static const struct bpf_field task_fd_query_fields[] = {
	F_OPEN("task_fd_query"), F("pid", 0, 4, BF_TGID), F("fd", 4, 4, BF_FD),
	F("flags", 8, 4, BF_U), F("buf_len", 12, 4, BF_U),
	F_SPLIT, F(NULL, 12, 4, BF_CHANGED), FS("buf", 16, BF_STR_N, false, 12),
	F("prog_id", 24, 4, BF_U),
	FX("fd_type", 28, 4, BF_XVAL, false, bpf_task_fd_types, "BPF_FD_TYPE_???"),
	F("probe_offset", 32, 8, BF_HEX), F("probe_addr", 40, 8, BF_HEX), F_CLOSE, F_END
};

#define BPF_F_REPLACE (1u << 2)
static const struct bpf_field link_update_fields[] = {
	F_OPEN("link_update"), F("link_fd", 0, 4, BF_FD), F("new_prog_fd", 4, 4, BF_FD),
	FX("flags", 8, 4, BF_FLAGS, false, bpf_attach_flags, "BPF_F_???"),
	FIF("old_prog_fd", 12, BF_FD, false, 8, BPF_F_REPLACE), F_CLOSE, F_END
};

static const struct bpf_field link_fd_by_id_fields[] = { F("link_id", 0, 4, BF_U), F_END };

static const struct xlat bpf_kprobe_multi_flags[] = {
	XLAT_PAIR(1u << 0, "BPF_F_KPROBE_MULTI_RETURN"), XLAT_END
};

/* LINK_CREATE: what follows flags depends on the attach type */
static const struct bpf_field link_create_fields[] = {
	F_OPEN("link_create"), F("prog_fd", 0, 4, BF_FD), F("target_fd", 4, 4, BF_FD),
	FX("attach_type", 8, 4, BF_XVAL, false, bpf_attach_types, "BPF_???"),
	F("flags", 12, 4, BF_HEX), { NULL, 16, 0, BF_VARIANT, true, NULL, NULL, 8, 0, 0 },
	F_CLOSE, F_END
};

static const struct bpf_field link_btf_id_fields[] = {
	FIF("target_btf_id", 16, BF_U, false, 16, UINT32_MAX), F_END
};

static const struct bpf_field link_iter_fields[] = {
	FS("iter_info", 16, BF_MAP_FDS, false, 24), F("iter_info_len", 24, 4, BF_U), F_END
};

static const struct bpf_field link_perf_event_fields[] = {
	F_OPEN("perf_event"), F("bpf_cookie", 16, 8, BF_HEX), F_CLOSE, F_END
};

static const struct bpf_field link_kprobe_multi_fields[] = {
	F_OPEN("kprobe_multi"),
	FX("flags", 16, 4, BF_FLAGS, false, bpf_kprobe_multi_flags, "BPF_F_???"),
	F("cnt", 20, 4, BF_U), FS("syms", 24, BF_STRS, false, 20),
	FS("addrs", 32, BF_HEXES, false, 20), FS("cookies", 40, BF_HEXES, false, 20),
	F_CLOSE, F_END
};

/* A union's fields for one value of its selector, and the size of the
 * command's attr with them (no fields: the end of the list, for any
 * other value). */
struct bpf_variant {
	uint32_t value;
	const struct bpf_field *fields;
	unsigned short size;
};

static const struct bpf_variant link_create_variants[] = {
	{ 0, link_btf_id_fields, 20 },
	{ 28, link_iter_fields, 28 },             /* BPF_TRACE_ITER */
	{ 41, link_perf_event_fields, 24 },       /* BPF_PERF_EVENT */
	{ 42, link_kprobe_multi_fields, 48 },     /* BPF_TRACE_KPROBE_MULTI */
	{ 0, NULL, 16 }
};

/* A command: its fields and the size of its part of union bpf_attr (the
 * bytes past it are shown when not zero); for the batch commands, where
 * the count the call changes is. */
struct bpf_cmd {
	const struct bpf_field *fields;
	unsigned short size;
	unsigned short count_off;
	const struct bpf_variant *variants;   /* of its BF_VARIANT */
};

#define BATCH_COUNT_OFF 32

static const struct bpf_cmd bpf_cmds[] = {
	[0] = { map_create_fields, 72, 0 },
	[1] = { map_lookup_fields, 32, 0 },
	[2] = { map_update_fields, 32, 0 },
	[3] = { map_delete_fields, 16, 0 },
	[4] = { map_next_key_fields, 24, 0 },
	[5] = { prog_load_fields, 128, 0 },
	[6] = { obj_pin_fields, 16, 0 },
	[7] = { obj_pin_fields, 16, 0 },
	[8] = { prog_attach_fields, 20, 0 },
	[9] = { prog_detach_fields, 12, 0 },
	[10] = { prog_test_run_fields, 76, 0 },
	[11] = { get_next_id_fields, 12, 0 },
	[12] = { get_next_id_fields, 12, 0 },
	[13] = { prog_fd_by_id_fields, 12, 0 },
	[14] = { map_fd_by_id_fields, 12, 0 },
	[15] = { obj_get_info_fields, 16, 0 },
	[16] = { prog_query_fields, 28, 0 },
	[17] = { raw_tracepoint_fields, 12, 0 },
	[18] = { btf_load_fields, 28, 0 },
	[19] = { btf_fd_by_id_fields, 4, 0 },
	[20] = { task_fd_query_fields, 48, 0 },
	[21] = { map_lookup_fields, 32, 0 },
	[22] = { map_fd_fields, 4, 0 },
	[23] = { get_next_id_fields, 12, 0 },
	[24] = { lookup_batch_fields, 56, BATCH_COUNT_OFF },
	[25] = { lookup_batch_fields, 56, BATCH_COUNT_OFF },
	[26] = { update_batch_fields, 56, BATCH_COUNT_OFF },
	[27] = { delete_batch_fields, 56, BATCH_COUNT_OFF },
	[28] = { link_create_fields, 48, 0, link_create_variants },
	[29] = { link_update_fields, 16, 0 },
	[30] = { link_fd_by_id_fields, 4, 0 },
	[31] = { get_next_id_fields, 12, 0 },
};

/* The attr bytes of one side of the call: as read at entry or as left at
 * exit, zero past len. */
struct bpf_attr_bytes {
	unsigned char in[BPF_ATTR_MAX], out[BPF_ATTR_MAX];
	unsigned len;
	bool at_exit;   /* printing what the call stored */
	const struct bpf_cmd *cmd;
	unsigned known;  /* the size of the attr with the fields shown */
};

static uint64_t field_value(const unsigned char *attr, const struct bpf_field *f)
{
	uint32_t v32;
	uint64_t v64;

	if (f->size == 8) {
		memcpy(&v64, attr + f->off, sizeof(v64));
		return v64;
	}
	memcpy(&v32, attr + f->off, sizeof(v32));
	return v32;
}

/* The name array: up to its NUL, within the len bytes the call gave. */
static void print_obj_name(const unsigned char *name, size_t avail)
{
	const unsigned char *nul = memchr(name, 0, avail);

	if (nul)
		print_quoted(name, nul - name, 0);
	else
		print_quoted(name, avail ? avail - 1 : 0, QUOTE_ELLIPSIS);
}

/* A C string the attr points to, from its capture at entry: at most limit
 * bytes shown; nul_within: the call reads limit bytes at most, so it is
 * whole only when its NUL is among them.  Unreadable: the address. */
static void print_cap_cstr(const struct ebt_cap *cap, uint64_t addr, size_t limit, bool nul_within)
{
	size_t have = cap && !cap->err ? cap->len : 0, n;
	const unsigned char *b = cap ? cap_bytes(cap) : NULL;

	if (!addr) {
		tputs("NULL");
		return;
	}
	for (n = 0; n < have && b[n]; n++)
		;
	if (n == have && n <= limit && !(nul_within && n == limit)) {
		print_addr(addr);   /* no NUL where the call would look */
		return;
	}
	if (n > limit || (nul_within && n == limit))
		print_quoted(b, limit, QUOTE_ELLIPSIS);
	else
		print_quoted(b, n, 0);
}

/* A string of at most max bytes (strace's printstr_ex with a length). */
static void print_cap_strmax(const struct ebt_cap *cap, uint64_t addr, uint64_t max)
{
	if (max < opt.string_limit)
		print_cap_cstr(cap, addr, max, true);
	else
		print_cap_cstr(cap, addr, opt.string_limit, false);
}

/* len bytes the attr points to, -s of them shown. */
static void print_cap_buf(const struct ebt_cap *cap, uint64_t addr, uint64_t len)
{
	size_t have = cap && !cap->err ? cap->len : 0;
	size_t n = len < opt.string_limit ? len : opt.string_limit;

	if (!addr) {
		tputs("NULL");
		return;
	}
	/* strace reads a byte more than it shows, when there is one */
	if (have < (len > n ? n + 1 : n)) {
		print_addr(addr);
		return;
	}
	print_quoted(cap_bytes(cap), n, len > n ? QUOTE_ELLIPSIS : 0);
}

static void print_code_part(const struct xlat *x, unsigned v)
{
	tputc('|');
	print_xlat(x, v, "BPF_???");
}

/* BPF_JMP|BPF_K|BPF_EXIT: the class, then the parts that class has. */
static void print_ebpf_code(uint8_t code)
{
	unsigned cls = code & 7;

	print_xlat(ebpf_classes, cls, "BPF_???");
	switch (cls) {
	case 0: case 1: case 2: case 3:   /* loads and stores */
		print_code_part(bpf_sizes, code & 0x18);
		print_code_part(ebpf_modes, code & 0xe0);
		break;
	case 4: case 7:                   /* BPF_ALU, BPF_ALU64 */
		print_code_part(bpf_srcs, code & 0x08);
		print_code_part(bpf_alu_ops, code & 0xf0);
		break;
	case 5:                           /* BPF_JMP */
		print_code_part(bpf_srcs, code & 0x08);
		print_code_part(bpf_jmp_ops, code & 0xf0);
		break;
	default:                          /* BPF_JMP32: its parts are not named */
		if (code & ~7u)
			tprintf("|%#x /* BPF_??? */", code & ~7u);
		break;
	}
}

static void print_ebpf_insn(const struct call *c, const void *elem, void *data)
{
	const unsigned char *b = elem;
	int16_t off;
	int32_t imm;

	(void)c;
	(void)data;
	memcpy(&off, b + 2, sizeof(off));
	memcpy(&imm, b + 4, sizeof(imm));
	tputs("{code=");
	print_ebpf_code(b[0]);
	tputs(", dst_reg=");
	print_xlat(ebpf_regs, b[1] & 0xf, "BPF_REG_???");
	tputs(", src_reg=");
	print_xlat(ebpf_regs, b[1] >> 4, "BPF_REG_???");
	tprintf(", off=%d, imm=%#x}", off, (unsigned)imm);
}

static void print_kernel_version(uint32_t v)
{
	xlat_compose_begin();
	tprintf("KERNEL_VERSION(%u, %u, %u)", v >> 16, (v >> 8) & 0xff, v & 0xff);
	xlat_compose_end("%#x", v);
}

/* What a pointer field points to, as the call read it: its capture at
 * entry, or else at exit (a page the program had not touched yet could not
 * be read at entry; the kernel has read it by then).  What the call
 * stored: its capture at exit. */
static const struct ebt_cap *pointed_cap(const struct call *c, unsigned off, bool stored)
{
	const struct ebt_cap *cap = stored ? NULL : call_cap_field_enter(c, 1, off);

	return cap && !cap->err ? cap : call_cap_field(c, 1, off);
}

static uint32_t u32_at(const unsigned char *attr, unsigned off)
{
	uint32_t v;

	memcpy(&v, attr + off, sizeof(v));
	return v;
}

static void print_id_elem(const struct call *c, const void *elem, void *data)
{
	(void)c;
	(void)data;
	tprintf("%u", *(const uint32_t *)elem);
}

static void print_hex_elem(const struct call *c, const void *elem, void *data)
{
	(void)c;
	(void)data;
	tprintf("%#llx", (unsigned long long)*(const uint64_t *)elem);
}

static void print_map_fd_elem(const struct call *c, const void *elem, void *data)
{
	(void)data;
	tputs("{map={map_fd=");
	print_fd_number(c, *(const int32_t *)elem);
	tputs("}}");
}

/* An array the attr points to, from its capture only. */
static void print_cap_array(const struct call *c, const struct ebt_cap *cap, uint64_t addr,
			    uint64_t n, size_t size, elem_printer_fn print)
{
	if (!cap && addr && n)
		print_addr(addr);
	else
		print_array_at(c, cap, addr, n, size, print, NULL);
}

/* The n strings of a counted array (an EBT_FIELD_STRARR capture: each
 * element a tag, then its string or unreadable pointer), as strace's
 * print_array shows them: up to where the array became unreadable. */
static void print_cap_strs(const struct call *c, const struct ebt_cap *cap, uint64_t addr,
			   uint64_t n)
{
	const unsigned char *p, *end;
	unsigned word = c->compat ? 4 : 8;

	if (!addr || !n) {
		tputs(addr ? "[]" : "NULL");
		return;
	}
	if (array_unverbose(c, addr, n))
		return;
	/* not captured, or its first pointer unreadable */
	if (!cap || !cap->len) {
		print_addr(addr);
		return;
	}
	p = cap_bytes(cap);
	end = p + cap->len;
	tputc('[');
	for (uint64_t i = 0; i < n; i++) {
		unsigned char tag;

		if (i)
			tputs(", ");
		if (p >= end) {
			if (cap->flags & EBT_CAPF_FAULT)
				tprintf("... /* %#llx */", (unsigned long long)(addr + i * word));
			else
				tputs("...");
			break;
		}
		if (array_cut(c, i))
			break;
		tag = *p++;
		if (tag == EBT_STRARR_TAG_NULL)
			tputs("NULL");
		else
			p = print_strarr_elem(p, end, tag == EBT_STRARR_TAG_BAD);
	}
	tputc(']');
}

/* strace's approximation of the date of a time since boot: the clocks'
 * offset now, the seconds alone. */
static void print_boottime_comment(uint64_t ns)
{
	static struct timespec offset;
	struct timespec boot, real;

	if (opt.xlat_style == XLAT_STYLE_RAW)
		return;
	if (!offset.tv_sec) {
		if (clock_gettime(CLOCK_BOOTTIME, &boot) || clock_gettime(CLOCK_REALTIME, &real))
			return;
		offset.tv_sec = real.tv_sec - boot.tv_sec;
		offset.tv_nsec = real.tv_nsec - boot.tv_nsec;
		if (offset.tv_nsec < 0) {
			offset.tv_sec--;
			offset.tv_nsec += 1000000000;
		}
	}
	print_time_comment(ns / 1000000000 + offset.tv_sec +
			   (ns % 1000000000 + offset.tv_nsec) / 1000000000, 0);
}

/* A program info's field that points to its code or map ids, as captured
 * at exit: the code as long as the info now says, the instructions and
 * ids as far as both the length asked for and the one there is go. */
static void print_prog_pointed(const struct call *c, const struct bpf_attr_bytes *a,
			       const unsigned char *attr, const struct bpf_field *f, uint64_t addr)
{
	const struct ebt_cap *cap = call_cap_field_str(c, 1, 8, f->off);
	uint32_t n = u32_at(attr, f->aux), was = u32_at(a->in, f->aux);
	size_t have = cap && !cap->err ? cap->len : 0;

	if (f->fmt == BF_PROG_JITED) {
		uint64_t shown = n < opt.string_limit ? n : opt.string_limit;

		if (!addr)
			tputs("NULL");
		else if (n && have < (n > shown ? shown + 1 : n))
			print_addr(addr);
		else
			print_quoted(cap ? cap_bytes(cap) : (const unsigned char *)"", shown,
				     QUOTE_HEX_ALL | (n > shown ? QUOTE_ELLIPSIS : 0));
		return;
	}
	if (was < n)
		n = was;
	if (f->fmt == BF_PROG_INSNS)
		print_cap_array(c, cap, addr, n / EBPF_INSN_SIZE, EBPF_INSN_SIZE, print_ebpf_insn);
	else
		print_cap_array(c, cap, addr, n, sizeof(uint32_t), print_id_elem);
}

/* A field that points to a string, bytes or ids, captured with the attr;
 * the count at aux is the smaller of the two the call saw (at exit). */
static void print_pointed(const struct call *c, const struct bpf_attr_bytes *a,
			  const unsigned char *attr, const struct bpf_field *f, uint64_t addr)
{
	const struct ebt_cap *cap = pointed_cap(c, f->off, a->at_exit);
	uint32_t n = u32_at(attr, f->aux);

	if (a->at_exit && u32_at(a->in, f->aux) < n)
		n = u32_at(a->in, f->aux);
	switch (f->fmt) {
	case BF_PATH:
		print_cap_cstr(cap, addr, EBT_PATH_MAX - 1, false);
		break;
	case BF_STR:
		print_cap_strmax(cap, addr, f->aux ? f->aux : UINT64_MAX);
		break;
	case BF_STR_N:
		print_cap_strmax(cap, addr, n);
		break;
	case BF_IDS:   /* as many as the call stored, read when it succeeded */
		if (!c->succeeded && addr && u32_at(attr, f->aux))
			print_addr(addr);
		else
			print_cap_array(c, cap, addr, u32_at(attr, f->aux), sizeof(uint32_t),
					print_id_elem);
		break;
	case BF_MAP_FDS:
		print_cap_array(c, cap, addr, n, sizeof(int32_t), print_map_fd_elem);
		break;
	case BF_HEXES:
		print_cap_array(c, cap, addr, n, sizeof(uint64_t), print_hex_elem);
		break;
	case BF_STRS:
		print_cap_strs(c, cap, addr, n);
		break;
	default:
		print_cap_buf(cap, addr, n);
		break;
	}
}

/* Non-zero bytes past the command's struct: "..." or, with -v, all of
 * them in hex. */
static void print_extra_data(const struct call *c, const unsigned char *attr, unsigned len,
			     unsigned known)
{
	unsigned i;

	if (len <= known)
		return;
	for (i = known; i < len && !attr[i]; i++)
		;
	if (i == len)
		return;
	if (abbrev(c)) {
		tputs(", ...");
		return;
	}
	tputs(", extra_data=");
	print_quoted(attr + known, len - known, QUOTE_HEX_ALL);
	tprintf(" /* bytes %u..%u */", known, len - 1);
}

static const struct bpf_field *print_fields(const struct call *c, struct bpf_attr_bytes *a,
					    const unsigned char *attr, const struct bpf_field *f,
					    bool first, unsigned depth);

/* A program's info (in info->out), with the values it had at entry
 * (the capture enter, of the length the attr had then, at in_len). */
static void print_prog_info(const struct call *c, struct bpf_attr_bytes *info,
			    const struct ebt_cap *enter, uint32_t in_len)
{
	memset(info->in, 0, sizeof(info->in));
	if (enter && !enter->err && in_len <= BPF_ATTR_MAX && enter->len >= in_len)
		memcpy(info->in, cap_bytes(enter), in_len);
	info->known = BPF_PROG_INFO_SIZE;
	tputc('{');
	print_fields(c, info, info->out, prog_info_fields, true, 0);
	if (info->len > 216)   /* strace looks past the struct once it got that far */
		print_extra_data(c, info->out, info->len, BPF_PROG_INFO_SIZE);
	tputc('}');
}

/* OBJ_GET_INFO_BY_FD's info at exit, of the length the call stored: a
 * map's or a program's fields (with -v), from their capture; else the
 * address. */
static void print_obj_info(const struct call *c, const struct bpf_attr_bytes *a,
			   const unsigned char *attr, const struct bpf_field *f, uint64_t addr)
{
	static struct bpf_attr_bytes info;
	const struct ebt_cap *cap = pointed_cap(c, f->off, true);
	const char *path = fd_known_path(c, (int)u32_at(attr, 0));
	uint32_t len = u32_at(attr, f->aux);
	bool prog = path && !strcmp(path, "anon_inode:bpf-prog");

	if (abbrev(c) || !a->at_exit || !path || (strcmp(path, "anon_inode:bpf-map") && !prog) ||
	    !len || len > BPF_ATTR_MAX || !cap || cap->err || cap->len < len) {
		print_addr(addr);
		return;
	}
	if (prog) {
		memset(info.out, 0, sizeof(info.out));
		memcpy(info.out, cap_bytes(cap), len);
		info.len = len;
		info.at_exit = true;
		print_prog_info(c, &info, call_cap_field_enter(c, 1, f->off), u32_at(a->in, f->aux));
		return;
	}
	memset(&info, 0, sizeof(info));
	memcpy(info.in, cap_bytes(cap), len);
	memcpy(info.out, info.in, sizeof(info.out));
	info.len = len;
	info.at_exit = true;
	info.known = BPF_MAP_INFO_SIZE;
	tputc('{');
	print_fields(c, &info, info.in, map_info_fields, true, 0);
	if (len > 64)   /* strace looks past the struct only once it got that far */
		print_extra_data(c, info.in, len, BPF_MAP_INFO_SIZE);
	tputc('}');
}

static void print_field_value(const struct call *c, const struct bpf_attr_bytes *a,
			      const unsigned char *attr, const struct bpf_field *f)
{
	uint64_t v = field_value(attr, f);

	switch (f->fmt) {
	case BF_KVER:
		print_kernel_version(v);
		break;
	case BF_INSNS:   /* the address unless -v */
		if (abbrev(c))
			print_addr(v);
		else
			print_cap_array(c, pointed_cap(c, f->off, false), v, u32_at(attr, 4),
					EBPF_INSN_SIZE, print_ebpf_insn);
		break;
	case BF_TGID:
		print_pid_as(PIDNS_TGID, (int)v);
		break;
	case BF_DEV:
		print_dev(v);
		break;
	case BF_OBJ_INFO:
		print_obj_info(c, a, attr, f, v);
		break;
	case BF_TAG:
		print_quoted(attr + f->off, f->size, QUOTE_HEX_ALL);
		break;
	case BF_BOOTTIME:
		tprintf("%llu", (unsigned long long)v);
		print_boottime_comment(v);
		break;
	case BF_UID:
		print_id((uint32_t)v);
		break;
	case BF_BIT0:
		tprintf("%u", (unsigned)(v & 1));
		break;
	case BF_U64:
		print_udec_named(v, v == UINT64_MAX ? "UINT64_MAX" : NULL, NULL);
		break;
	case BF_PROG_JITED:
	case BF_PROG_INSNS:
	case BF_PROG_IDS:
		print_prog_pointed(c, a, attr, f, v);
		break;
	case BF_PATH:
	case BF_STR:
	case BF_STR_N:
	case BF_BUF_N:
	case BF_IDS:
	case BF_MAP_FDS:
	case BF_HEXES:
	case BF_STRS:
		print_pointed(c, a, attr, f, v);
		break;
	case BF_U:
		tprintf("%llu", (unsigned long long)v);
		break;
	case BF_HEX:
		tprintf("%#llx", (unsigned long long)v);
		break;
	case BF_FD:
		print_fd_number(c, (int)v);
		break;
	case BF_ADDR:
		print_addr(v);
		break;
	case BF_XVAL:
		print_xlat(f->xlat, v, f->dflt);
		break;
	case BF_FLAGS:
		print_flags_dflt(f->xlat, v, f->dflt);
		break;
	case BF_NAME: {
		size_t avail = a->len - f->off < f->size ? a->len - f->off : f->size;

		print_obj_name(attr + f->off, avail);
		break;
	}
	case BF_IFINDEX:
		print_ifindex(v);
		break;
	case BF_NUMA:
		WITH_NUMBER(print_dec_named((uint32_t)v, (uint32_t)v == UINT32_MAX ?
					    "NUMA_NO_NODE" : NULL, NULL));
		break;
	default:
		break;
	}
}

/* Whether the field shows: those that mean something only with a flag
 * (map_create's numa_node) need it. */
static bool field_shown(const unsigned char *attr, const struct bpf_field *f)
{
	uint32_t flags;

	if (!f->cond_mask)
		return true;
	memcpy(&flags, attr + f->cond_off, sizeof(flags));
	return flags & f->cond_mask;
}

/* " => new" after the value the field had, when the call changed it. */
static void print_changed(const struct bpf_attr_bytes *a, const struct bpf_field *f)
{
	uint64_t was = field_value(a->in, f), now = field_value(a->out, f);

	if (now != was)
		tprintf(" => %llu", (unsigned long long)now);
}

/* The fields of the union the u32 at aux selects; the attr's size is then
 * the size with them. */
static void print_variant(const struct call *c, struct bpf_attr_bytes *a,
			  const unsigned char *attr, const struct bpf_field *f)
{
	const struct bpf_variant *v = a->cmd->variants;
	uint32_t sel = u32_at(attr, f->aux);

	while (v->fields && v->value != sel)
		v++;
	a->known = v->size;
	if (v->fields)
		print_fields(c, a, attr, v->fields, false, 0);
}

/* The fields from f on, of attr (as far as the size covers those added
 * later), up to the end or to a split (returned, to go on at exit); depth
 * nested structs are open (those opened before a split), and are closed
 * at the end. */
static const struct bpf_field *print_fields(const struct call *c, struct bpf_attr_bytes *a,
					    const unsigned char *attr, const struct bpf_field *f,
					    bool first, unsigned depth)
{
	for (; f->fmt != BF_END; f++) {
		if (f->fmt == BF_SPLIT)
			return f + 1;
		if (f->fmt == BF_CLOSE) {
			if (depth) {
				tputc('}');
				depth--;
			}
			continue;
		}
		if (f->fmt == BF_CHANGED) {
			print_changed(a, f);
			continue;
		}
		if (f->newer && a->len <= f->off)
			break;
		if (f->fmt == BF_VARIANT) {
			print_variant(c, a, attr, f);
			first = false;
			continue;
		}
		if (!field_shown(attr, f))
			continue;
		tprintf("%s%s=", first ? "" : ", ", f->name);
		first = f->fmt == BF_OPEN;
		if (f->fmt == BF_OPEN) {
			tputc('{');
			depth++;
		} else if (f->fmt == BF_U_CHANGED) {
			tprintf("%llu", (unsigned long long)field_value(a->in, f));
			print_changed(a, f);
		} else if (f->fmt == BF_ADDR_CHANGED) {
			print_addr(field_value(a->in, f));
			if (field_value(a->in, f) != field_value(a->out, f)) {
				tputs(" => ");
				print_addr(field_value(a->out, f));
			}
		} else {
			print_field_value(c, a, attr, f);
		}
	}
	while (depth--)
		tputc('}');
	return NULL;
}

static const struct bpf_cmd *bpf_cmd_of(unsigned cmd)
{
	if (cmd >= sizeof(bpf_cmds) / sizeof(bpf_cmds[0]) || !bpf_cmds[cmd].fields)
		return NULL;
	return &bpf_cmds[cmd];
}

/* The len bytes of a capture, false when the call could not read them all
 * (strace then shows the address). */
static bool attr_bytes(const struct ebt_cap *cap, unsigned len, unsigned char *out)
{
	if (!cap || cap->err || (cap->flags & EBT_CAPF_SHORT) || cap->len < len)
		return false;
	memset(out, 0, BPF_ATTR_MAX);
	memcpy(out, cap_bytes(cap), len);
	return true;
}

/* Whether the attr of this call is shown as a struct. */
static bool attr_decoded(const struct call *c, const struct bpf_attr_bytes *a)
{
	/* not verbose (-e verbose=): its address, as strace's umoven_or_printaddr */
	return bpf_cmd_of(c->args[0]) && a->len && a->len <= BPF_ATTR_MAX && c->args[1] && verbose(c);
}

/* The attr as read at entry, when it shows as a struct. */
static bool attr_in_printed(const struct call *c, struct bpf_attr_bytes *a)
{
	return attr_decoded(c, a) && attr_bytes(call_cap_enter(c, 1), a->len, a->in);
}

static void print_attr_end(const struct call *c, const struct bpf_attr_bytes *a,
			   const unsigned char *attr)
{
	print_extra_data(c, attr, a->len, a->known);
	tputc('}');
}

/* At entry: the fields the call reads (up to a split: the rest shows at
 * exit); false when the attr shows as an address. */
static bool print_attr_in(const struct call *c, struct bpf_attr_bytes *a)
{
	const struct bpf_cmd *bc = bpf_cmd_of(c->args[0]);

	if (!attr_in_printed(c, a)) {
		print_addr(c->args[1]);
		return false;
	}
	memcpy(a->out, a->in, sizeof(a->out));
	a->cmd = bc;
	a->known = bc->size;
	tputc('{');
	if (!print_fields(c, a, a->in, bc->fields, true, 0))
		print_attr_end(c, a, a->in);
	return true;
}

/* At exit: what the call stored, after the fields of the split. */
static void print_attr_out(const struct call *c, struct bpf_attr_bytes *a)
{
	const struct bpf_cmd *bc = bpf_cmd_of(c->args[0]);
	const struct bpf_field *f = bc->fields;
	unsigned depth = 0;   /* no struct closes before the split */

	if (!attr_bytes(call_cap_in(c->exit, 1), a->len, a->out))
		memcpy(a->out, a->in, sizeof(a->out));
	a->at_exit = true;
	a->cmd = bc;
	a->known = bc->size;
	for (; f->fmt != BF_SPLIT; f++)
		depth += f->fmt == BF_OPEN;
	print_fields(c, a, a->out, f + 1, false, depth);
	print_attr_end(c, a, a->out);
}

/* The batch commands at exit: " => {batch={count=N}}" when the call
 * changed the count. */
static void print_batch_count(const struct call *c, struct bpf_attr_bytes *a, unsigned off)
{
	uint32_t was, now;

	if (!attr_bytes(call_cap_in(c->exit, 1), a->len, a->out))
		return;
	memcpy(&was, a->in + off, sizeof(was));
	memcpy(&now, a->out + off, sizeof(now));
	if (was != now)
		tprintf(" => {batch={count=%u}}", now);
}

static bool has_split(const struct bpf_cmd *bc)
{
	for (const struct bpf_field *f = bc->fields; f->fmt != BF_END; f++)
		if (f->fmt == BF_SPLIT)
			return true;
	return false;
}

/* bpf(cmd, attr, size): printed at entry; for the commands that store
 * into attr, what they stored, at exit (then the size follows it). */
void dec_bpf(struct call *c, int exiting)
{
	static struct bpf_attr_bytes a;
	const struct bpf_cmd *bc = bpf_cmd_of(c->args[0]);
	unsigned size = c->args[2];
	bool printed;

	a.len = size;
	a.at_exit = false;
	if (!exiting) {
		print_xlat(bpf_commands, (unsigned)c->args[0], "BPF_???");
		print_arg_sep();
		printed = print_attr_in(c, &a);
		if (!printed || !(has_split(bc) || bc->count_off))
			print_argf("%u", size);
		return;
	}
	if (!bc || !attr_in_printed(c, &a) || !(has_split(bc) || bc->count_off))
		return;
	if (bc->count_off)
		print_batch_count(c, &a, bc->count_off);
	else
		print_attr_out(c, &a);
	print_argf("%u", size);
}

/* Only bpf has these kinds, and dec_bpf prints them. */
#define BPFATTR_PRINTER(kind)						\
	void print_##kind(struct call *c, int arg, int param)		\
	{								\
		(void)param;						\
		print_addr(c->args[arg]);				\
	}
BPFATTR_PRINTER(bpfattr)
BPFATTR_PRINTER(bpfattr_path)
BPFATTR_PRINTER(bpfattr_prog)
BPFATTR_PRINTER(bpfattr_rawtp)
BPFATTR_PRINTER(bpfattr_btf)
BPFATTR_PRINTER(bpfattr_query)
BPFATTR_PRINTER(bpfattr_taskfd)
BPFATTR_PRINTER(bpfattr_info)
BPFATTR_PRINTER(bpfattr_link)
