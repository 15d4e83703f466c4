/* bpf(2): the command and its part of union bpf_attr.  Each command's
 * fields are data (name, offset, size, format), printed from the bytes the
 * call read, as far as its size argument covers them. */
#include <string.h>

#include "common.h"
#include "fdpath.h"
#include "net.h"

#define BPF_ATTR_MAX 4096   /* strace reads a page at most */
#define BPF_OBJ_NAME_LEN 16
#define BPF_F_NUMA_NODE (1u << 2)

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
	BF_U,        /* unsigned decimal */
	BF_FD,       /* a descriptor (-y decorates it) */
	BF_ADDR,     /* a 64-bit address, 0 as NULL */
	BF_XVAL,     /* a constant of the field's table */
	BF_FLAGS,    /* flags of the field's table */
	BF_NAME,     /* char[BPF_OBJ_NAME_LEN], as far as the size covers it */
	BF_IFINDEX,  /* an interface index */
	BF_NUMA,     /* map_create's numa_node: only with BPF_F_NUMA_NODE */
	BF_OPEN,     /* a nested struct begins (name=) */
	BF_CLOSE,    /* and ends */
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
};

#define F(name, off, size, fmt) { name, off, size, fmt, false, NULL, NULL }
#define NEWER(name, off, size, fmt) { name, off, size, fmt, true, NULL, NULL }
#define FX(name, off, size, fmt, newer, x, dflt) { name, off, size, fmt, newer, x, dflt }
#define F_END { NULL, 0, 0, 0, false, NULL, NULL }

static const struct bpf_field map_create_fields[] = {
	FX("map_type", 0, 4, BF_XVAL, false, bpf_map_types, "BPF_MAP_TYPE_???"),
	F("key_size", 4, 4, BF_U), F("value_size", 8, 4, BF_U), F("max_entries", 12, 4, BF_U),
	FX("map_flags", 16, 4, BF_FLAGS, true, bpf_map_flags, "BPF_F_???"),
	NEWER("inner_map_fd", 20, 4, BF_FD), NEWER("numa_node", 24, 4, BF_NUMA),
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
	F("test", 0, 0, BF_OPEN),
	F("prog_fd", 0, 4, BF_FD), F("retval", 4, 4, BF_U), F("data_size_in", 8, 4, BF_U),
	F("data_size_out", 12, 4, BF_U), F("data_in", 16, 8, BF_ADDR),
	F("data_out", 24, 8, BF_ADDR), F("repeat", 32, 4, BF_U), F("duration", 36, 4, BF_U),
	NEWER("ctx_size_in", 40, 4, BF_U), F("ctx_size_out", 44, 4, BF_U),
	F("ctx_in", 48, 8, BF_ADDR), F("ctx_out", 56, 8, BF_ADDR),
	FX("flags", 64, 4, BF_FLAGS, true, bpf_test_run_flags, "BPF_F_???"), F("cpu", 68, 4, BF_U),
	NEWER("batch_size", 72, 4, BF_U),
	F(NULL, 0, 0, BF_CLOSE), F_END
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

/* A command: its fields and the size of its part of union bpf_attr (the
 * bytes past it are shown when not zero). */
struct bpf_cmd {
	const struct bpf_field *fields;
	unsigned short size;
};

static const struct bpf_cmd bpf_cmds[] = {
	[0] = { map_create_fields, 72 },
	[1] = { map_lookup_fields, 32 },
	[2] = { map_update_fields, 32 },
	[3] = { map_delete_fields, 16 },
	[4] = { map_next_key_fields, 24 },
	[8] = { prog_attach_fields, 20 },
	[9] = { prog_detach_fields, 12 },
	[10] = { prog_test_run_fields, 76 },
	[13] = { prog_fd_by_id_fields, 12 },
	[14] = { map_fd_by_id_fields, 12 },
	[19] = { btf_fd_by_id_fields, 4 },
	[21] = { map_lookup_fields, 32 },
	[22] = { map_fd_fields, 4 },
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

static void print_field_value(const struct call *c, const unsigned char *attr, unsigned len,
			      const struct bpf_field *f)
{
	uint64_t v = field_value(attr, f);

	switch (f->fmt) {
	case BF_U:
		tprintf("%llu", (unsigned long long)v);
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
		size_t avail = len - f->off < f->size ? len - f->off : f->size;

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
	}
}

/* Whether the field shows: map_create's numa_node only with its flag. */
static bool field_shown(const unsigned char *attr, const struct bpf_field *f)
{
	uint32_t map_flags;

	if (f->fmt != BF_NUMA)
		return true;
	memcpy(&map_flags, attr + 16, sizeof(map_flags));
	return map_flags & BPF_F_NUMA_NODE;
}

/* The fields, as far as len covers those added later (the bytes past len
 * read as zero). */
static void print_fields(const struct call *c, const unsigned char *attr, unsigned len,
			 const struct bpf_field *f)
{
	unsigned depth = 0;
	bool first = true;

	for (; f->name || f->fmt == BF_CLOSE; f++) {
		if (f->fmt == BF_CLOSE) {
			tputc('}');
			depth--;
			continue;
		}
		if (f->newer && len <= f->off)
			break;
		if (!field_shown(attr, f))
			continue;
		tprintf("%s%s=", first ? "" : ", ", f->name);
		first = f->fmt == BF_OPEN;
		if (f->fmt == BF_OPEN) {
			tputc('{');
			depth++;
			continue;
		}
		print_field_value(c, attr, len, f);
	}
	while (depth--)
		tputc('}');
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

/* The attr of a command with fields, read whole (len bytes); else its
 * address. */
static void print_attr(const struct call *c, unsigned cmd, unsigned len)
{
	static unsigned char attr[BPF_ATTR_MAX];
	const struct ebt_cap *cap = call_cap_enter(c, 1);
	const struct bpf_cmd *bc = cmd < sizeof(bpf_cmds) / sizeof(bpf_cmds[0]) ?
				   &bpf_cmds[cmd] : NULL;

	if (!bc || !bc->fields || !len || len > BPF_ATTR_MAX || !c->args[1] || !cap ||
	    cap->err || (cap->flags & EBT_CAPF_SHORT) || cap->len < len) {
		print_addr(c->args[1]);
		return;
	}
	memset(attr, 0, sizeof(attr));
	memcpy(attr, cap_bytes(cap), len);
	tputc('{');
	print_fields(c, attr, len, bc->fields);
	print_extra_data(c, attr, len, bc->size);
	tputc('}');
}

/* bpf(cmd, attr, size): all printed at entry. */
void dec_bpf(struct call *c, int exiting)
{
	unsigned cmd = c->args[0];
	unsigned size = c->args[2];

	if (exiting)
		return;
	print_xlat(bpf_commands, cmd, "BPF_???");
	print_arg_sep();
	print_attr(c, cmd, size);
	print_argf("%u", size);
}

/* Only bpf has it, and dec_bpf prints it. */
void print_bpfattr(struct call *c, int arg, int param)
{
	(void)param;
	print_addr(c->args[arg]);
}
