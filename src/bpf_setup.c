#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <linux/filter.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arch.h"
#include "bpf_setup.h"
#include "capture_plan.h"
#include "count.h"
#include "decode.h"
#include "decorate.h"
#include "filter.h"
#include "inject.h"
#include "options.h"
#include "pidns.h"
#include "progload.h"
#include "tpshare.h"
#include "prune.h"
#include "scope.h"
#include "umaps.h"
#include "ustack.h"
#include "access.h"
#include "ebtrace.skel.h"
#include "syscalls.h"
#include "timing.h"
#include "trace.h"

static struct ebtrace_bpf *skel;
static struct ring_buffer *ring;
static struct ebt_shared *shared;   /* the mmapped shared map */
static size_t shared_size;

static int libbpf_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	if (level == LIBBPF_DEBUG || !getenv("EBTRACE_DEBUG"))
		return 0;
	return vfprintf(stderr, fmt, ap);
}

/* ---- kernel structure offsets ------------------------------------------
 * A few member offsets from the kernel's BTF.  libbpf's btf__load_vmlinux_btf
 * would index all ~150k types (tens of milliseconds); one pass over the raw
 * type section that only looks at structs is enough. */

struct btf_scan {
	const struct btf_header *hdr;
	const char *types, *types_end, *strs;
	uint32_t strs_len;
	/* a module's BTF: its strings come after vmlinux's */
	const struct btf_scan *base;
};

static const char *btf_str(const struct btf_scan *b, uint32_t off)
{
	if (b->base) {
		if (off < b->base->strs_len)
			return btf_str(b->base, off);
		off -= b->base->strs_len;
	}
	return off < b->strs_len ? b->strs + off : "";
}

/* b: the BTF in raw (size bytes), whose strings follow base's (NULL for
 * vmlinux's own); false when it is not BTF. */
static bool btf_scan_init(struct btf_scan *b, const char *raw, size_t size,
			  const struct btf_scan *base)
{
	const struct btf_header *h = (const void *)raw;

	if (size < sizeof(*h) || h->magic != BTF_MAGIC ||
	    (size_t)h->hdr_len + h->str_off + h->str_len > size ||
	    (size_t)h->hdr_len + h->type_off + h->type_len > size)
		return false;
	b->hdr = h;
	b->types = raw + h->hdr_len + h->type_off;
	b->types_end = b->types + h->type_len;
	b->strs = raw + h->hdr_len + h->str_off;
	b->strs_len = h->str_len;
	b->base = base;
	return true;
}

/* Bytes of type data after struct btf_type, by kind. */
static size_t btf_extra(const struct btf_type *t)
{
	uint16_t vlen = btf_vlen(t);

	switch (btf_kind(t)) {
	case BTF_KIND_INT: return 4;
	case BTF_KIND_ARRAY: return sizeof(struct btf_array);
	case BTF_KIND_STRUCT:
	case BTF_KIND_UNION: return vlen * sizeof(struct btf_member);
	case BTF_KIND_ENUM: return vlen * sizeof(struct btf_enum);
	case BTF_KIND_FUNC_PROTO: return vlen * sizeof(struct btf_param);
	case BTF_KIND_VAR: return sizeof(struct btf_var);
	case BTF_KIND_DATASEC: return vlen * sizeof(struct btf_var_secinfo);
	case BTF_KIND_DECL_TAG: return sizeof(struct btf_decl_tag);
	case BTF_KIND_ENUM64: return vlen * sizeof(struct btf_enum64);
	default: return 0;
	}
}

struct member_want {
	const char *type, *member;   /* member NULL: the struct's size */
	uint32_t *out;
	bool found;
	const struct btf_type *st;   /* the struct, when the member is in an
				      * anonymous union or struct of it */
};

/* The bit offset of member in t, looking into its anonymous members too
 * (index: the types by id, or NULL). */
static bool find_member(const struct btf_type *const *index, uint32_t ntypes,
			const struct btf_scan *b, const struct btf_type *t, const char *member,
			uint32_t *bits, int depth)
{
	const struct btf_member *m = btf_members(t);

	for (int k = 0; k < btf_vlen(t); k++) {
		const char *name = btf_str(b, m[k].name_off);
		const struct btf_type *sub;

		if (!strcmp(name, member)) {
			*bits = btf_member_bit_offset(t, k);
			return true;
		}
		if (*name || !index || depth > 2 || m[k].type >= ntypes || !(sub = index[m[k].type]))
			continue;
		if ((btf_kind(sub) == BTF_KIND_STRUCT || btf_kind(sub) == BTF_KIND_UNION) &&
		    find_member(index, ntypes, b, sub, member, bits, depth + 1)) {
			*bits += btf_member_bit_offset(t, k);
			return true;
		}
	}
	return false;
}

/* One pass over the types, until all are found.  deep: some members are
 * in anonymous unions, which needs the types by id: those seen so far
 * (pahole puts them before their struct), else all of them. */
static void scan_structs(const struct btf_scan *b, struct member_want *w, int nw, bool deep,
			 bool required)
{
	const char *p = b->types;
	int left = nw;
	const struct btf_type **index = NULL;
	uint32_t ntypes = 1, cap = 0;

	while (left && p + sizeof(struct btf_type) <= b->types_end) {
		const struct btf_type *t = (const void *)p;
		const char *name;

		p += sizeof(*t) + btf_extra(t);
		if (deep) {
			if (ntypes >= cap)
				index = realloc(index, (cap = cap ? 2 * cap : 65536) * sizeof(*index));
			if (!index)
				die("Out of memory");
			index[ntypes++] = t;
		}
		if (btf_kind(t) != BTF_KIND_STRUCT || p > b->types_end)
			continue;
		name = btf_str(b, t->name_off);
		for (int i = 0; i < nw; i++) {
			uint32_t bits;

			if (w[i].found || strcmp(name, w[i].type))
				continue;
			if (!w[i].member) {
				/* no member: the struct's size */
				*w[i].out = t->size;
				w[i].found = true;
				left--;
			} else if (find_member(index, ntypes, b, t, w[i].member, &bits, 0)) {
				*w[i].out = bits / 8;
				w[i].found = true;
				left--;
			} else if (!w[i].st) {
				w[i].st = t;
			}
		}
	}
	/* an anonymous member defined after its struct: now all are known */
	for (int i = 0; i < nw; i++) {
		uint32_t bits;

		if (!w[i].found && w[i].st &&
		    find_member(index, ntypes, b, w[i].st, w[i].member, &bits, 0)) {
			*w[i].out = bits / 8;
			w[i].found = true;
		}
		if (!w[i].found && required)
			die("kernel BTF has no %s.%s", w[i].type, w[i].member);
	}
	free(index);
}

/* Map the file (sysfs offers that for the kernel BTF since Linux 6.16), or
 * read it.  *mapped tells which, for release_whole(). */
static void *read_whole(const char *path, size_t *size, bool *mapped)
{
	size_t cap = 8 << 20, len = 0;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct stat st;
	char *buf;
	ssize_t n;

	if (fd < 0)
		die("cannot read the kernel's BTF (%s): %s; "
		    "a kernel built with CONFIG_DEBUG_INFO_BTF is required", path, strerror(errno));
	if (fstat(fd, &st) == 0 && st.st_size > 0) {
		buf = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
		if (buf != MAP_FAILED) {
			close(fd);
			*size = st.st_size;
			*mapped = true;
			return buf;
		}
		cap = st.st_size + 1;
	}
	*mapped = false;
	buf = xmalloc(cap);
	while ((n = read(fd, buf + len, cap - len)) > 0) {
		len += n;
		if (len == cap)
			buf = realloc(buf, cap *= 2);
		if (!buf)
			die("Out of memory");
	}
	close(fd);
	*size = len;
	return buf;
}

/* Gives back what read_whole returned. */
static void free_whole(void *buf, size_t size, bool mapped)
{
	if (mapped)
		munmap(buf, size);
	else
		free(buf);
}

/* struct kvm_vcpu's run, in vmlinux's BTF or, when KVM is a module, in
 * the kvm module's (without either: no exit reasons) */
static void find_kvm_vcpu_run(const struct btf_scan *vmlinux, struct member_want *w)
{
	const char *path = "/sys/kernel/btf/kvm";
	struct btf_scan b;
	size_t size;
	bool mapped;
	char *raw;

	scan_structs(vmlinux, w, 1, false, false);
	if (w->found || access(path, R_OK))
		return;
	raw = read_whole(path, &size, &mapped);
	if (btf_scan_init(&b, raw, size, vmlinux))
		scan_structs(&b, w, 1, false, false);
	free_whole(raw, size, mapped);
}

static void find_offsets(struct ebt_offsets *off, uint32_t *sigpending_off)
{
	const char *path = "/sys/kernel/btf/vmlinux";
	uint32_t pending = 0, signal = 0, se = 0, runtime = 0, shared_pending = 0;
	uint32_t pidns_ns = 0, net_ns = 0, ns_inum = 0, f_path = 0, d_name = 0, qstr_name = 0;
	/* -k only: the path and code start of a mapped file (in anonymous
	 * members: a scan of its own, by type id) */
	struct member_want kwant[] = {
		{ "file", "f_path", &f_path, false, NULL },
		{ "path", "mnt", &off->file_path_mnt, false, NULL },
		{ "path", "dentry", &off->file_path_dentry, false, NULL },
		{ "dentry", "d_parent", &off->dentry_parent, false, NULL },
		{ "dentry", "d_name", &d_name, false, NULL },
		{ "qstr", "name", &qstr_name, false, NULL },
		{ "mount", "mnt", &off->mount_mnt, false, NULL },
		{ "mount", "mnt_parent", &off->mount_parent, false, NULL },
		{ "mount", "mnt_mountpoint", &off->mount_mountpoint, false, NULL },
		{ "vfsmount", "mnt_root", &off->vfsmount_root, false, NULL },
		{ "linux_binprm", "file", &off->binprm_file, false, NULL },
		{ "task_struct", "mm", &off->task_mm, false, NULL },
		{ "mm_struct", "start_code", &off->mm_start_code, false, NULL },
	};
	struct member_want kvm_want = { "kvm_vcpu", "run", &off->kvm_vcpu_run, false, NULL };
	struct member_want want[] = {
		{ "task_struct", "pid", &off->task_pid, false, NULL },
		{ "task_struct", "tgid", &off->task_tgid, false, NULL },
		{ "task_struct", "exit_code", &off->task_exit_code, false, NULL },
		{ "task_struct", "pending", &pending, false, NULL },
		{ "sigpending", "signal", &signal, false, NULL },
		{ "task_struct", "se", &se, false, NULL },
		{ "sched_entity", "sum_exec_runtime", &runtime, false, NULL },
		{ "task_struct", "nvcsw", &off->task_nvcsw, false, NULL },
		{ "task_struct", "nivcsw", &off->task_nivcsw, false, NULL },
		{ "task_struct", "signal", &off->task_signal, false, NULL },
		{ "signal_struct", "group_exec_task", &off->signal_group_exec_task, false, NULL },
		{ "signal_struct", "group_exit_code", &off->signal_group_exit_code, false, NULL },
		{ "signal_struct", "flags", &off->signal_flags, false, NULL },
		{ "task_struct", "cred", &off->task_cred, false, NULL },
		{ "cred", "uid", &off->cred_uid, false, NULL },
		{ "cred", "cap_permitted", &off->cred_cap_permitted, false, NULL },
		{ "task_struct", "files", &off->task_files, false, NULL },
		{ "files_struct", "fdt", &off->files_fdt, false, NULL },
		{ "fdtable", "max_fds", &off->fdt_max_fds, false, NULL },
		{ "fdtable", "fd", &off->fdt_fd, false, NULL },
		{ "file", "f_inode", &off->file_inode, false, NULL },
		{ "inode", "i_mode", &off->inode_mode, false, NULL },
		{ "inode", "i_rdev", &off->inode_rdev, false, NULL },
		{ "inode", "i_ino", &off->inode_ino, false, NULL },
		{ "file", "private_data", &off->file_private_data, false, NULL },
		{ "socket", "sk", &off->socket_sk, false, NULL },
		{ "sock", "__sk_common", &off->sock_common, false, NULL },
		{ "sock_common", "skc_family", &off->sock_common_family, false, NULL },
		{ "sock", "sk_protocol", &off->sock_protocol, false, NULL },
		{ "sock_common", "skc_net", &off->sock_net, false, NULL },
		{ "net", "ns", &net_ns, false, NULL },
		{ "task_struct", "thread_pid", &off->task_thread_pid, false, NULL },
		{ "task_struct", "group_leader", &off->task_group_leader, false, NULL },
		{ "pid", "level", &off->pid_level, false, NULL },
		{ "pid", "numbers", &off->pid_numbers, false, NULL },
		{ "pid_namespace", "ns", &pidns_ns, false, NULL },
		{ "ns_common", "inum", &ns_inum, false, NULL },
		{ "task_struct", "children", &off->task_children, false, NULL },
		{ "task_struct", "sibling", &off->task_sibling, false, NULL },
		{ "task_struct", "comm", &off->task_comm, false, NULL },
		{ "task_struct", "real_parent", &off->task_real_parent, false, NULL },
		{ "task_struct", "blocked", &off->task_blocked, false, NULL },
		{ "signal_struct", "shared_pending", &shared_pending, false, NULL },
		{ "task_struct", "sighand", &off->task_sighand, false, NULL },
		{ "sighand_struct", "action", &off->sighand_action, false, NULL },
		{ "k_sigaction", NULL, &off->k_sigaction_size, false, NULL },
		{ "linux_binprm", "filename", &off->binprm_filename, false, NULL },
		{ "linux_binprm", "interp", &off->binprm_interp, false, NULL },
		{ "linux_binprm", "fdpath", &off->binprm_fdpath, false, NULL },
		{ "linux_binprm", "exec", &off->binprm_exec, false, NULL },
		/* -yy only, from here on: what sock_diag tells of a socket */
#define SOCK_WANTS_FROM 50
		{ "sock_common", "skc_addrpair", &off->sk_addrpair, false, NULL },
		{ "sock_common", "skc_portpair", &off->sk_portpair, false, NULL },
		{ "sock_common", "skc_state", &off->sk_state, false, NULL },
		{ "sock_common", "skc_v6_daddr", &off->sk_v6_daddr, false, NULL },
		{ "sock_common", "skc_v6_rcv_saddr", &off->sk_v6_rcv_saddr, false, NULL },
		{ "sock", "sk_type", &off->sk_type, false, NULL },
		{ "sock", "sk_socket", &off->sk_socket, false, NULL },
		{ "socket", "file", &off->socket_file, false, NULL },
		{ "unix_sock", "addr", &off->unix_addr, false, NULL },
		{ "unix_sock", "peer", &off->unix_peer, false, NULL },
		{ "unix_address", "len", &off->unix_addr_len, false, NULL },
		{ "unix_address", "name", &off->unix_addr_name, false, NULL },
		{ "netlink_sock", "portid", &off->netlink_portid, false, NULL },
	};
	/* the scan stops once all it wants are found: the socket offsets
	 * only cost time with -yy */
	size_t nwant = plans_want_sockets() ? sizeof(want) / sizeof(want[0]) : SOCK_WANTS_FROM;
	struct btf_scan b;
	size_t size;
	bool mapped;
	char *raw = read_whole(path, &size, &mapped);

	if (!btf_scan_init(&b, raw, size, NULL))
		die("cannot parse the kernel's BTF (%s)", path);
	if (want[SOCK_WANTS_FROM].out != &off->sk_addrpair)
		die("internal error: the socket offsets moved");
	scan_structs(&b, want, nwant, plans_want_sockets(), true);
	if (ustk.enabled)
		scan_structs(&b, kwant, sizeof(kwant) / sizeof(kwant[0]), true, true);
	if (opt.kvm_vcpu)
		find_kvm_vcpu_run(&b, &kvm_want);
	*sigpending_off = pending + signal;
	off->signal_shared_pending = shared_pending + signal;
	off->task_sum_exec_runtime = se + runtime;
	off->pidns_inum = pidns_ns + ns_inum;
	off->net_inum = net_ns && ns_inum ? net_ns + ns_inum : 0;
	off->file_path_mnt += f_path;
	off->file_path_dentry += f_path;
	off->dentry_name = d_name + qstr_name;
	free_whole(raw, size, mapped);
}


static void map_shared(void)
{
	long page = sysconf(_SC_PAGESIZE);

	shared_size = (sizeof(*shared) + page - 1) / page * page;
	shared = mmap(NULL, shared_size, PROT_READ | PROT_WRITE, MAP_SHARED,
		      bpf_map__fd(skel->maps.shared), 0);
	if (shared == MAP_FAILED)
		die("cannot map the BPF state: %s", strerror(errno));
}

/* Written straight into the mapped state: no syscall per syscall number;
 * the command plans in one batch where the kernel can. */
static void load_plans(void)
{
	int fd = bpf_map__fd(skel->maps.cmd_plans);
	const struct ebt_plan *plans = plans_by_number(), *by_cmd;
	const struct ebt_cmd_key *keys;
	uint32_t ncmds = plans_by_command(&keys, &by_cmd), n = ncmds;

	memcpy(shared->plans, plans, sizeof(shared->plans));
	for (long nr = 0; nr < EBT_MAX_SYSCALLS; nr++)
		shared->sc_flags[nr] = plans[nr].flags | (inject_tampers(nr) ? EBT_PLAN_TAMPERED : 0);
	if (n && bpf_map_update_batch(fd, keys, by_cmd, &n, NULL))
		for (uint32_t i = 0; i < ncmds; i++)
			if (bpf_map_update_elem(fd, &keys[i], &by_cmd[i], BPF_ANY))
				die("cannot load the capture plans: %s", strerror(errno));
	plans_free();
}

/* ---- exit-only syscall hooks ---------------------------------------------
 * Without a program on sys_enter, the calls whose plan needs their enter
 * record have it from their own syscalls:sys_enter_NAME tracepoint, which
 * the kernel runs for that call only (see exit_only in the kernel side). */

static bool exit_only;

/* Options that need every call's enter: -c and -T time calls from it,
 * -e inject= acts there, and --cgroup/--system-wide take tasks on there. */
static bool exit_only_possible(bool calls)
{
	return opt.syscall_hooks == SYSCALL_HOOKS_EXIT && calls && cnt.mode == COUNT_NONE &&
	       !dec.Tflag && !tamper_wanted() && !scope.mode;
}

/* The enter tracepoint of the call named name: mostly sys_enter_NAME; a
 * few are named after the kernel's function (newstat, sendfile64,
 * umount). */
static bool attach_enter_tp(const char *name)
{
	static const char *const forms[] = { "sys_enter_%s", "sys_enter_new%s", "sys_enter_%s64" };
	size_t len = strlen(name);
	char tp[96];

	for (size_t i = 0; i < sizeof(forms) / sizeof(forms[0]); i++) {
		snprintf(tp, sizeof(tp), forms[i], name);
		if (bpf_program__attach_tracepoint(skel->progs.sys_enter_tp, "syscalls", tp))
			return true;
	}
	/* umount2 */
	if (len > 1 && len < 64 && name[len - 1] == '2') {
		snprintf(tp, sizeof(tp), "sys_enter_%.*s", (int)len - 1, name);
		return bpf_program__attach_tracepoint(skel->progs.sys_enter_tp, "syscalls", tp);
	}
	return false;
}

/* The enter tracepoints of the calls that need one, execve's always (the
 * launched command is traced from it on); false when one is missing. */
static bool attach_enter_tps(void)
{
	long execs[2 * EBT_NPERS];
	int nexecs = 0;

	for (int pers = 0; pers < EBT_NPERS; pers++) {
		execs[nexecs++] = syscall_key("execve", pers);
		execs[nexecs++] = syscall_key("execveat", pers);
	}
	for (long nr = 0; nr < EBT_MAX_SYSCALLS; nr++) {
		const struct sysent *se = sysent_of(nr);
		bool wanted = plan_enter_wanted(nr);

		for (int i = 0; i < nexecs && !ebt_key_pers(nr, 0); i++)
			wanted |= execs[i] == nr;
		if (wanted && (!se || !se->name || !attach_enter_tp(se->name)))
			return false;
	}
	return true;
}

/* sys_enter on every call from now on: a 32-bit program runs, whose calls
 * have no enter tracepoints, or one of those was missing. */
static void attach_sys_enter(void)
{
	if (!bpf_program__attach(skel->progs.sys_enter))
		die("cannot attach BPF programs: %s", strerror(errno));
	__atomic_store_n(&skel->bss->exit_only, 0, __ATOMIC_SEQ_CST);
	exit_only = false;
}

void bpf_compat_seen(void)
{
	if (exit_only)
		attach_sys_enter();
}

/* EBTRACE_TIMING: the verifier's own figures for each program. */
#define VLOG_SIZE 65536
static char (*vlogs)[VLOG_SIZE];

static void verifier_stats_setup(void)
{
	struct bpf_program *prog;
	int n = 0;

	if (!timing_enabled())
		return;
	bpf_object__for_each_program(prog, skel->obj)
		n++;
	vlogs = xcalloc(n, VLOG_SIZE);
	n = 0;
	bpf_object__for_each_program(prog, skel->obj) {
		bpf_program__set_log_level(prog, 4);   /* BPF_LOG_STATS */
		bpf_program__set_log_buf(prog, vlogs[n++], VLOG_SIZE);
	}
}

static void verifier_stats_report(void)
{
	struct bpf_program *prog;
	int n = 0;

	if (!vlogs)
		return;
	bpf_object__for_each_program(prog, skel->obj) {
		const char *log = vlogs[n++];
		const char *t = strstr(log, "verification time");
		const char *p = strstr(log, "processed");

		fprintf(stderr, "ebtrace: timing: %-18s %.*s, %.*s\n", bpf_program__name(prog),
			t ? (int)strcspn(t, "\n") : 0, t ? t : "",
			p ? (int)strcspn(p, "(") : 0, p ? p : "");
	}
	free(vlogs);
	vlogs = NULL;
}

/* A subcall's argument place in struct ebt_mux's terms. */
static uint8_t mux_place(char c)
{
	if (c >= '0' && c < '0' + EBT_NARGS)
		return c - '0';
	if (c >= 'a' && c < 'a' + EBT_NARGS)
		return EBT_MUX_WORD + c - 'a';
	return EBT_MUX_NONE;
}

/* The multiplexing calls the kernel side splits into their subcalls. */
static void configure_muxes(void)
{
	for (int m = 0; m < EBT_NMUX; m++)
		skel->rodata->mux[m].key = -1;
	for (int m = 0; m < arch.nmuxes && m < EBT_NMUX; m++) {
		const struct arch_mux *am = &arch.muxes[m];
		struct ebt_mux *mx = (struct ebt_mux *)&skel->rodata->mux[m];

		mx->key = mux_key(am);
		mx->sub_mask = am->sub_mask;
		mx->addr_unread = am->addr_unread;
		for (int i = 0; i < EBT_MUX_SUBS; i++) {
			mx->sub_key[i] = -1;
			mx->sub_direct[i][0] = EBT_MUX_NO_DIRECT;
		}
		for (int i = 0; i < am->nsubs; i++) {
			const struct arch_subcall *sub = &am->subs[i];
			size_t n = strlen(sub->args);
			uint32_t v = sub->sub;

			if (v >= EBT_MUX_SUBS)
				continue;
			mx->sub_key[v] = subcall_key(am, sub);
			mx->sub_mem[v] = mux_place(sub->mem);
			mx->sub_ret[v] = mux_place(sub->ret);
			for (int a = 0; a < EBT_NARGS; a++) {
				uint8_t place = (size_t)a < n ? mux_place(sub->args[a]) : EBT_MUX_NONE;

				mx->sub_arg[v][a] = place;
				if (sub->direct)
					mx->sub_direct[v][a] = (size_t)a < strlen(sub->direct) ?
						mux_place(sub->direct[a]) : EBT_MUX_NONE;
				if (place >= EBT_MUX_WORD && place - EBT_MUX_WORD + 1 > mx->sub_nwords[v])
					mx->sub_nwords[v] = place - EBT_MUX_WORD + 1;
			}
		}
	}
}

/* A multiplexer none of whose calls shows needs no splitting: its code
 * is then left out of the programs (-e trace=writev, say). */
static void drop_unseen_muxes(void)
{
	for (int m = 0; m < EBT_NMUX; m++) {
		struct ebt_mux *mx = (struct ebt_mux *)&skel->rodata->mux[m];
		bool seen = plan_call_seen(mx->key);

		for (int i = 0; i < EBT_MUX_SUBS && mx->key >= 0 && !seen; i++)
			seen = mx->sub_key[i] >= 0 && plan_call_seen(mx->sub_key[i]);
		if (!seen)
			mx->key = -1;
	}
}

/* PID and network namespaces, --cgroup, --system-wide and the guard of
 * credentials. */
static void configure_scope(void)
{
	struct pidns_id ns;
	struct stat st;

	if (stat("/proc/self/ns/net", &st) == 0)
		skel->rodata->netns_inum = st.st_ino;
	if (pidns_self(&ns)) {
		skel->rodata->pidns_inum = ns.inum;
		skel->rodata->pidns_dev = ns.dev;
		bpf_map__set_max_entries(skel->maps.adopt, 4096);
	}
	if (numset_has(&flt.decode_pids, DECODE_PID_NS)) {
		skel->rodata->pidns_xlate = 1;
		bpf_map__set_max_entries(skel->maps.ns_xlate, 65536);
	}
	if (pidns_active() || skel->rodata->pidns_xlate)
		bpf_map__set_max_entries(skel->maps.ns_ids, 65536);
	skel->rodata->scope_cgroup = scope.cgroup_id;
	skel->rodata->scope_cgroup_level = scope.cgroup_level;
	skel->rodata->guard_creds = !access_privileged();
	skel->rodata->user_uid = getuid();
	skel->rodata->user_gid = getgid();
}

/* Work that needs no BPF object, done on another CPU while the object is
 * opened and configured: the ring (allocating and clearing 16 MiB takes
 * milliseconds) and the scan of the kernel's BTF. */
struct early_work {
	unsigned long ring_size;
	int ring_fd;            /* -1: libbpf makes it (and says why it cannot) */
	struct ebt_offsets off;
	uint32_t sigpending_off;
};

static void *early_work_run(void *arg)
{
	struct early_work *w = arg;

	w->ring_fd = bpf_map_create(BPF_MAP_TYPE_RINGBUF, "events", 0, 0, w->ring_size, NULL);
	find_offsets(&w->off, &w->sigpending_off);
	return NULL;
}

/* The ring's size when --ring-size does not say.  A capture takes a
 * quarter of the ring at most (capture_max), so the options that allow
 * large ones keep 16 MiB: dumps (-e read=, -e write=), whole arrays (-v,
 * -e abbrev=none), strings beyond 512 bytes (-s: an execve's -s + 1
 * arguments of -s + 2 bytes each), -k's stack windows.  Else 4 MiB: it
 * holds the storms of make bench (500 threads of getppid() calls, 5,000
 * processes, a million calls of one task) with none lost, as 2 MiB did
 * and 1 MiB did not, and creating and mapping 16 MiB was a fifth of a
 * short run's start-up.  Without call records (-c alone) 1 MiB. */
static unsigned long default_ring_size(bool calls)
{
	bool large = opt.dump_read || opt.dump_write || opt.verbose || opt.string_limit > 512 ||
		     ustk.enabled;

	if (!calls)
		return 1 << 20;
	for (long nr = 0; nr < EBT_MAX_SYSCALLS && !large; nr++)
		large = opt.sc_no_abbrev[nr];
	return large ? 16 << 20 : 4 << 20;
}

/* Breaks out of ring_buffer__consume() with -EAGAIN now and then: tasks
 * that never let the ring run empty would otherwise keep the reader from
 * its other duties (signals, the command's end, tampering). */
static int on_record(void *ctx, void *data, size_t size)
{
	static unsigned n;

	(void)ctx;
	trace_record(data, size);
	return ++n % 65536 ? 0 : -EAGAIN;
}

void bpf_setup(void)
{
	struct early_work early = { .ring_fd = -1 };
	pthread_t early_thread;
	bool early_inline = false;
	unsigned long ring_size;
	int err, ncpus;
	const struct ebt_cmd_key *cmd_keys;
	const struct ebt_plan *cmd_plans;
	uint32_t ncmds;
	bool calls;

	libbpf_set_print(libbpf_print);
	if (access("/sys/kernel/btf/vmlinux", R_OK))
		die("kernel BTF is not available (/sys/kernel/btf/vmlinux): %s", strerror(errno));
	/* -c alone needs no per-call records, unless user space has to see
	 * the calls to filter them (-P); nor does a filter that shows none */
	calls = !(cnt.mode == COUNT_ONLY && count_in_kernel()) && plans_any_call_seen();
	/* without call records, only process and signal events use the
	 * ring, and nothing captures or reports a blocked call's enter:
	 * a small ring and two programs fewer to verify start faster */
	ring_size = opt.ring_size ? opt.ring_size : default_ring_size(calls);
	early.ring_size = ring_size;
	/* inside a PID namespace a thread would take a pid number the
	 * command's children get under strace: the work is done inline */
	if (pidns_active() || start_helper_thread(&early_thread, early_work_run, &early)) {
		early_work_run(&early);
		early_inline = true;
	}
	progload_register();
	skel = ebtrace_bpf__open();
	if (!skel)
		die("cannot open the BPF object: %s", strerror(errno));
	timing_mark("bpf open");
	skel->rodata->tracer_tgid = getpid();
	configure_scope();
	skel->rodata->follow_forks = opt.follow > 0;
	for (int pers = 0; pers < EBT_NPERS; pers++) {
		skel->rodata->nr_exec[2 * pers] = syscall_key("execve", pers);
		skel->rodata->nr_exec[2 * pers + 1] = syscall_key("execveat", pers);
		skel->rodata->nr_sigreturn[pers][0] = syscall_key("rt_sigreturn", pers);
		skel->rodata->nr_sigreturn[pers][1] = syscall_key("sigreturn", pers);
		skel->rodata->nr_clone[2 * pers] = syscall_key("clone", pers);
		skel->rodata->nr_clone[2 * pers + 1] = syscall_key("clone3", pers);
	}
	configure_muxes();
	skel->rodata->trace_other = flt.trace_other;
	skel->rodata->detach_on_execve = run.detach_on_execve;
	skel->rodata->count_calls = count_in_kernel();
	if (!count_in_kernel())
		bpf_map__set_max_entries(skel->maps.counts, 1);
	skel->rodata->count_wall = cnt.wall;
	skel->rodata->count_overhead_ns = cnt.overhead_ns;
	skel->rodata->emit_calls = calls;
	if (!calls) {
		bpf_program__set_autoload(skel->progs.capture_rec, false);
		bpf_program__set_autoload(skel->progs.sched_switch, false);
	}
	/* exit-only hooks: sys_enter is loaded, attached only if needed */
	exit_only = exit_only_possible(calls);
	skel->bss->exit_only = exit_only;
	skel->rodata->exit_only_start = exit_only;
	bpf_program__set_autoattach(skel->progs.sys_enter, !exit_only);
	bpf_program__set_autoattach(skel->progs.sys_enter_tp, false);
	if (!exit_only) {
		bpf_program__set_autoload(skel->progs.sys_enter_tp, false);
		bpf_program__set_autoload(skel->progs.capture_rec_tp, false);
	}
	/* -Y only: the names tasks take, and of the senders of signals */
	skel->rodata->name_pids = dec.comm;
	if (!dec.comm)
		bpf_program__set_autoload(skel->progs.task_rename, false);
	/* -yy only: the socket captures */
	if (!calls || !plans_want_sockets())
		bpf_program__set_autoload(skel->progs.capture_sock, false);
	ncpus = libbpf_num_possible_cpus();
	if (ncpus < 1)
		ncpus = 1;
	bpf_map__set_max_entries(skel->maps.scratch, ncpus);
	skel->rodata->kstack_on = ustk.kernel && calls;
	/* -k: a stack window per CPU, and the calls that change mappings */
	if (ustk.enabled && calls) {
		bpf_map__set_max_entries(skel->maps.ustack_bufs, ncpus);
		skel->rodata->ustack_size = ustk.size;
		skel->rodata->nr_mmap = syscall_nr("mmap");
		skel->rodata->nr_mprotect = syscall_nr("mprotect");
		skel->rodata->nr_pkey_mprotect = syscall_nr("pkey_mprotect");
		skel->rodata->nr_munmap = syscall_nr("munmap");
		skel->rodata->nr_mremap = syscall_nr("mremap");
		skel->rodata->nr_exit = syscall_nr("exit");
		skel->rodata->nr_exit_group = syscall_nr("exit_group");
	}
	skel->rodata->pieces_max = ring_size / 4;
	skel->rodata->cap_kinds = plans_make(ring_size / 4);
	skel->rodata->exec_retake = plans_retake_inputs();
	drop_unseen_muxes();
	ncmds = plans_by_command(&cmd_keys, &cmd_plans);
	skel->rodata->by_cmd = ncmds > 0;
	/* no plan captures anything (-e trace=exit_group, say) */
	if (!skel->rodata->cap_kinds) {
		bpf_program__set_autoload(skel->progs.capture_rec, false);
		bpf_program__set_autoload(skel->progs.capture_rec_tp, false);
	}
	/* the command plans of the calls that show (a preallocated map:
	 * its size is start-up time) */
	bpf_map__set_max_entries(skel->maps.cmd_plans, ncmds ? ncmds : 1);
	/* wake the reader every 1/16 of the ring */
	skel->rodata->wakeup_bytes = ring_size / 16;
	/* per-task enter state only when calls are timed (a timeline's slices
	 * are); else a token map */
	skel->rodata->use_inflight = cnt.mode != COUNT_NONE || dec.Tflag || opt.format == FORMAT_CHROME;
	skel->rodata->need_ts = skel->rodata->use_inflight || dec.tfmt || dec.rflag;
	if (!skel->rodata->use_inflight) {
		bpf_map__set_max_entries(skel->maps.inflight, 1);
		bpf_map__set_max_entries(skel->maps.inflight_slots, 1);
	}

	/* nothing for the enter hook to do (-e trace=none): no call record,
	 * no call timed, no signal sent from inside a call, no detach at an
	 * execve; every call on the system then runs one program fewer */
	if (!calls && !skel->rodata->use_inflight && !tamper_wanted() && !run.detach_on_execve)
		bpf_program__set_autoload(skel->progs.sys_enter, false);
	skel->rodata->tampering = tamper_wanted();
	if (tamper_wanted())
		bpf_map__set_max_entries(skel->maps.tampered, EBT_TAMPERED_MAX);
	/* reached by a tail call, not attached */
	bpf_program__set_autoattach(skel->progs.capture_rec, false);
	bpf_program__set_autoattach(skel->progs.capture_sock, false);
	bpf_program__set_autoattach(skel->progs.capture_rec_tp, false);
	if (!early_inline)
		pthread_join(early_thread, NULL);
	timing_mark("early work");
	memcpy((void *)&skel->rodata->off, &early.off, sizeof(early.off));
	skel->rodata->task_sigpending_off = early.sigpending_off;
	if (early.ring_fd < 0 || bpf_map__reuse_fd(skel->maps.events, early.ring_fd))
		bpf_map__set_max_entries(skel->maps.events, ring_size);
	if (early.ring_fd >= 0)
		close(early.ring_fd);
	verifier_stats_setup();
	err = ebtrace_bpf__load(skel);
	/* libbpf loaded stand-ins: the programs, on two CPUs (not in a PID
	 * namespace, as the early work) */
	if (!err) {
		struct prune_consts ro = { .fd = bpf_map__fd(skel->maps.rodata) };

		ro.data = bpf_map__initial_value(skel->maps.rodata, &ro.size);
		err = progload_finish(!pidns_active(), &ro);
	}
	verifier_stats_report();
	if (err) {
		if ((err == -EPERM || err == -EACCES) && access_in_user_ns())
			die("cannot load BPF programs: %s (in a user namespace: loading them needs "
			    "CAP_BPF and CAP_PERFMON in the initial one)", strerror(-err));
		if (err == -EPERM || err == -EACCES)
			die("cannot load BPF programs: %s (ebtrace needs root, or CAP_BPF and CAP_PERFMON)",
			    strerror(-err));
		die("cannot load BPF programs: %s", strerror(-err));
	}
	timing_mark("bpf load");
	if (bpf_program__autoload(skel->progs.capture_rec)) {
		uint32_t zero = 0;
		int fd = bpf_program__fd(skel->progs.capture_rec);

		if (bpf_map_update_elem(bpf_map__fd(skel->maps.captures), &zero, &fd, BPF_ANY))
			die("cannot set up the capture program: %s", strerror(errno));
		if (exit_only) {
			fd = bpf_program__fd(skel->progs.capture_rec_tp);
			if (bpf_map_update_elem(bpf_map__fd(skel->maps.captures_tp), &zero, &fd, BPF_ANY))
				die("cannot set up the capture program: %s", strerror(errno));
		}
		if (plans_want_sockets()) {
			uint32_t one = 1;

			fd = bpf_program__fd(skel->progs.capture_sock);
			if (bpf_map_update_elem(bpf_map__fd(skel->maps.captures), &one, &fd, BPF_ANY))
				die("cannot set up the capture program: %s", strerror(errno));
		}
	}
	map_shared();
	load_plans();
	timing_mark("plans");
	err = ebtrace_bpf__attach(skel);
	if (err)
		die("cannot attach BPF programs: %s", strerror(-err));
	if (exit_only && !attach_enter_tps())
		attach_sys_enter();
	tpshare_attach(skel->skeleton);
	timing_mark("attach");
	if (scope.mode)
		bpf_set_adopt_mode(EBT_ADOPT_SCOPE);
	ring = ring_buffer__new(bpf_map__fd(skel->maps.events), on_record, NULL, NULL);
	if (ustk.enabled)
		umaps_start_notices(bpf_map__fd(skel->maps.maps_notices));
	if (!ring)
		die("cannot open the BPF ring buffer: %s", strerror(errno));
	timing_mark("ring mmap");
	if (timing_enabled())
		fprintf(stderr, "ebtrace: timing: ring size     %lu bytes\n", ring_size);
}

void bpf_trace_task(uint32_t tid, int launch)
{
	if (pidns_active()) {
		/* tid is ours, not the kernel's: it is taken on at its next hook */
		struct ebt_adopt a = { .flags = launch ? EBT_ADOPT_LAUNCH : 0 };

		if (bpf_map_update_elem(bpf_map__fd(skel->maps.adopt), &tid, &a, BPF_ANY))
			die("cannot trace %u: %s", tid, strerror(errno));
		__atomic_fetch_or(&skel->bss->adopt_mode, EBT_ADOPT_NAMED, __ATOMIC_SEQ_CST);
		return;
	}
	if (launch)
		skel->bss->launch_tid = tid;
	__atomic_fetch_or(&shared->traced_bits[tid / 64], 1ULL << (tid % 64), __ATOMIC_SEQ_CST);
}

bool bpf_task_traced(uint32_t tid)
{
	if (pidns_active() && !pidns_kernel_tid(tid, &tid))
		return false;
	return tid < EBT_PID_MAX_LIMIT &&
	       (__atomic_load_n(&shared->traced_bits[tid / 64], __ATOMIC_SEQ_CST) >> (tid % 64)) & 1;
}

bool bpf_task_exited(uint32_t tid)
{
	if (pidns_active() && !pidns_kernel_tid(tid, &tid))
		return false;   /* not taken on yet */
	return tid < EBT_PID_MAX_LIMIT &&
	       !((__atomic_load_n(&shared->traced_bits[tid / 64], __ATOMIC_SEQ_CST) >> (tid % 64)) & 1);
}

void bpf_reader_asleep(bool asleep)
{
	__atomic_store_n(&skel->bss->reader_asleep, asleep, __ATOMIC_SEQ_CST);
}

bool bpf_task_launching(uint32_t tid)
{
	if (pidns_active() && !pidns_kernel_tid(tid, &tid))
		return false;
	return tid && __atomic_load_n(&skel->bss->launch_tid, __ATOMIC_SEQ_CST) == tid;
}

void bpf_tamper_note(uint32_t tid, const struct ebt_tamper *t)
{
	if (bpf_map_update_elem(bpf_map__fd(skel->maps.tampered), &tid, t, BPF_ANY))
		warn("cannot note the tampering of a call of %u: %s", tid, strerror(errno));
}

bool bpf_tamper_state(uint32_t tid, struct ebt_tamper *t)
{
	return bpf_map_lookup_elem(bpf_map__fd(skel->maps.tampered), &tid, t) == 0;
}

void bpf_tamper_forget(uint32_t tid)
{
	bpf_map_delete_elem(bpf_map__fd(skel->maps.tampered), &tid);
}

void bpf_untrace_task(uint32_t tid)
{
	if (pidns_active()) {
		uint32_t ktid;

		bpf_map_delete_elem(bpf_map__fd(skel->maps.adopt), &tid);
		if (!pidns_kernel_tid(tid, &ktid))
			return;
		tid = ktid;
	}
	__atomic_fetch_and(&shared->traced_bits[tid / 64], ~(1ULL << (tid % 64)), __ATOMIC_SEQ_CST);
}

void bpf_untrace_all(void)
{
	__atomic_store_n(&skel->bss->adopt_mode, 0, __ATOMIC_SEQ_CST);
	skel->bss->launch_tid = 0;
	for (size_t i = 0; i < sizeof(shared->traced_bits) / sizeof(shared->traced_bits[0]); i++)
		if (shared->traced_bits[i])
			__atomic_store_n(&shared->traced_bits[i], 0, __ATOMIC_SEQ_CST);
}

/* The kernel side's view of PID namespaces and of the tasks it takes on. */
int bpf_ns_ids_fd(void)
{
	return bpf_map__fd(skel->maps.ns_ids);
}

int bpf_ns_xlate_fd(void)
{
	return bpf_map__fd(skel->maps.ns_xlate);
}

int bpf_adopt_fd(void)
{
	return bpf_map__fd(skel->maps.adopt);
}

void bpf_set_adopt_mode(uint32_t mode)
{
	__atomic_store_n(&skel->bss->adopt_mode, mode, __ATOMIC_SEQ_CST);
}

uint32_t bpf_adopt_mode(void)
{
	return __atomic_load_n(&skel->bss->adopt_mode, __ATOMIC_SEQ_CST);
}

struct ring_buffer *bpf_ring(void)
{
	return ring;
}

uint64_t bpf_lost_events(void)
{
	int ncpus = libbpf_num_possible_cpus();
	struct ebt_stats *st;
	uint32_t zero = 0;
	uint64_t lost = 0;

	if (ncpus < 1)
		return 0;
	st = xcalloc(ncpus, sizeof(*st));
	if (!bpf_map_lookup_elem(bpf_map__fd(skel->maps.stats), &zero, st))
		for (int i = 0; i < ncpus; i++)
			lost += st[i].lost;
	free(st);
	return lost;
}

uint64_t bpf_take_lost_pending(void)
{
	return __atomic_exchange_n(&skel->bss->lost_pending, 0, __ATOMIC_SEQ_CST);
}

static void add_count(struct ebt_count *o, const struct ebt_count *c)
{
	if (!c->calls)
		return;
	if (!o->calls || c->min_ns < o->min_ns)
		o->min_ns = c->min_ns;
	if (c->max_ns > o->max_ns)
		o->max_ns = c->max_ns;
	o->calls += c->calls;
	o->errors += c->errors;
	o->time_ns += c->time_ns;
}

/* The -c table: the per-CPU copies added up, read in one batch (a lookup
 * per syscall number took milliseconds). */
void bpf_read_counts(struct ebt_count *out)
{
	int ncpus = libbpf_num_possible_cpus(), fd = bpf_map__fd(skel->maps.counts);
	uint32_t *keys = xcalloc(EBT_MAX_SYSCALLS, sizeof(*keys)), batch = 0;
	struct ebt_count *per;
	__u32 n = EBT_MAX_SYSCALLS;
	DECLARE_LIBBPF_OPTS(bpf_map_batch_opts, bo);

	if (ncpus < 1)
		ncpus = 1;
	per = xcalloc((size_t)ncpus * EBT_MAX_SYSCALLS, sizeof(*per));
	memset(out, 0, EBT_MAX_SYSCALLS * sizeof(*out));
	if (bpf_map_lookup_batch(fd, NULL, &batch, keys, per, &n, &bo) && errno != ENOENT) {
		/* no batch operations: one number at a time */
		n = 0;
		for (uint32_t nr = 0; nr < EBT_MAX_SYSCALLS; nr++)
			if (!bpf_map_lookup_elem(fd, &nr, per + (size_t)n * ncpus))
				keys[n++] = nr;
	}
	for (uint32_t k = 0; k < n; k++)
		if (keys[k] < EBT_MAX_SYSCALLS)
			for (int i = 0; i < ncpus; i++)
				add_count(&out[keys[k]], &per[(size_t)k * ncpus + i]);
	free(per);
	free(keys);
}

/* EBTRACE_TIMING: each program's run count and mean cost (the kernel
 * counts them while sysctl kernel.bpf_stats_enabled=1). */
static void report_prog_stats(void)
{
	struct bpf_program *prog;

	if (!timing_enabled())
		return;
	bpf_object__for_each_program(prog, skel->obj) {
		struct bpf_prog_info info = {};
		__u32 len = sizeof(info);

		if (bpf_obj_get_info_by_fd(bpf_program__fd(prog), &info, &len) || !info.run_cnt)
			continue;
		fprintf(stderr, "ebtrace: timing: %-18s %10llu runs %8.1f ns/run\n",
			bpf_program__name(prog), (unsigned long long)info.run_cnt,
			(double)info.run_time_ns / info.run_cnt);
	}
}

/* Detaching the programs and freeing the ring and maps takes milliseconds
 * (each detach patches the kernel's text; the ring is tens of MiB mapped
 * twice) and nothing waits for it.  A process sharing our memory and
 * descriptors is left to do it: when we exit, it holds the last
 * references and is killed (PR_SET_PDEATHSIG), and its own exit frees
 * everything, after our parent has seen us end.  Nothing is traced any
 * more by then. */
static int reaper(void *parent)
{
	sigset_t all;

	sigfillset(&all);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, NULL, _NSIG / 8);
	/* the probes added beside another tracer's go before ours */
	tpshare_release();
	syscall(SYS_prctl, PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
	if (syscall(SYS_getppid) != (long)(intptr_t)parent)
		syscall(SYS_exit, 0);   /* already gone */
	for (;;)   /* pause(): ppoll of nothing, the call every architecture has */
		syscall(SYS_ppoll, NULL, 0, NULL, NULL, 0);
	return 0;
}

void bpf_teardown(void)
{
	static char stack[16384] __attribute__((aligned(16)));

	report_prog_stats();
	bpf_untrace_all();
	if (clone(reaper, stack + sizeof(stack), CLONE_VM | CLONE_FILES | CLONE_FS | CLONE_UNTRACED,
		  (void *)(intptr_t)getpid()) > 0)
		return;
	/* no such process: do it ourselves */
	tpshare_release();
	munmap(shared, shared_size);
	ring_buffer__free(ring);
	ebtrace_bpf__destroy(skel);
}
