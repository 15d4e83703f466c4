/* -k: what user space needs to unwind a traced task's user stack without
 * stopping it: its user registers and a window of its stack from the stack
 * pointer up, copied as the call is made (EBT_EV_STACK).  And a word to
 * user space when a process maps or unmaps code (EBT_EV_MAPS), so that it
 * reads the mappings while they are there.  With stack traces off
 * (ustack_size 0) the verifier drops all of it. */
#ifndef EBTRACE_BPF_USTACK_H
#define EBTRACE_BPF_USTACK_H

#include "task.bpf.h"
#include "fd.bpf.h"

/* Bytes of stack copied; 0: no stack traces. */
const volatile __u32 ustack_size = 0;
/* The calls that change what is mapped (user space sets them). */
const volatile __s64 nr_mmap = -1;
const volatile __s64 nr_mprotect = -1;
const volatile __s64 nr_pkey_mprotect = -1;
const volatile __s64 nr_munmap = -1;
const volatile __s64 nr_mremap = -1;
const volatile __s64 nr_exit = -1;
const volatile __s64 nr_exit_group = -1;

#define USTACK_PAGE 4096
struct ustack_rec {
	struct ebt_stack_event ev;
	/* a page more than the window: masked offsets plus masked lengths
	 * stay inside */
	__u8 data[EBT_USTACK_MAX + 2 * USTACK_PAGE];
};

/* The notices of mapping changes, for the thread that reads the maps. */
struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 64 << 10);
} maps_notices SEC(".maps");

__u64 maps_seq;

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1); /* resized to the number of CPUs with -k */
	__type(key, __u32);
	__type(value, struct ustack_rec);
} ustack_bufs SEC(".maps");

/* Emit the current task's registers and stack window.  The window is read
 * a page at a time: its end may lie past the top of the stack's mapping,
 * and a read that crosses into nothing would fail as a whole. */
static __always_inline void emit_ustack(__u64 pid_tgid)
{
	const struct ebt_regs *r = cur_regs();
	__u32 cpu = bpf_get_smp_processor_id();
	struct ustack_rec *b = bpf_map_lookup_elem(&ustack_bufs, &cpu);
	__u64 off = 0, n, addr, size;

	if (!b || !ustack_size)
		return;
	fill_hdr(&b->ev.h, EBT_EV_STACK, pid_tgid);
	b->ev.h.ts = 0;
	_Static_assert(sizeof(struct ebt_regs) <= sizeof(b->ev.regs), "EBT_UREGS_WORDS");
	bpf_probe_read_kernel(b->ev.regs, sizeof(struct ebt_regs), r);
	b->ev.sp = r->sp;
	for (int i = 0; i < EBT_USTACK_MAX / USTACK_PAGE + 1; i++) {
		if (off >= ustack_size)
			break;
		addr = b->ev.sp + off;
		n = USTACK_PAGE - (addr & (USTACK_PAGE - 1));
		if (n > ustack_size - off)
			n = ustack_size - off;
		VERIFIER_MASK(off, 0xffff);
		VERIFIER_MASK(n, 0x1fff);
		if (bpf_probe_read_user(b->data + off, n, (void *)addr))
			break;
		off += n;
	}
	b->ev.len = off;
	size = sizeof(b->ev) + ((off + 7) & ~7ULL);
	b->ev.h.size = size;
	if (size > sizeof(*b))
		return;
	if (bpf_ringbuf_output(&events, b, size, submit_flags(size, 0)) < 0)
		note_lost();
}

/* --kernel-stack: where the current task, inside a call, goes to sleep. */
const volatile __u32 kstack_on = 0;

static __always_inline void emit_kstack(void *ctx, __u64 pid_tgid)
{
	struct ebt_kstack_event *e;
	long n;

	e = reserve(sizeof(*e));
	if (!e)
		return;
	fill_hdr(&e->h, EBT_EV_KSTACK, pid_tgid);
	e->h.ts = 0;
	e->h.size = sizeof(*e);
	n = bpf_get_stack(ctx, e->ips, sizeof(e->ips), 0);
	e->nframes = n > 0 ? (__u64)n / 8 : 0;
	e->pad = 0;
	commit(e, sizeof(*e), 0);
}

/* The notices are built here: they hold a path, too big for the stack. */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct ebt_maps_event);
} maps_scratch SEC(".maps");

static __always_inline struct ebt_maps_event *maps_event(void)
{
	__u32 zero = 0;
	struct ebt_maps_event *ev = bpf_map_lookup_elem(&maps_scratch, &zero);

	if (ev) {
		ev->start = ev->len = ev->off = ev->ino = 0;
		ev->flags = ev->nnames = 0;
	}
	return ev;
}

static __always_inline __u64 kptr(__u64 base, __u32 offset)
{
	__u64 v = 0;

	bpf_probe_read_kernel(&v, sizeof(v), (void *)(base + offset));
	return v;
}

/* The path of file, for when its process is gone before user space reads
 * its maps: the names from its dentry up to the root of the mount tree,
 * crossing mounts.  Left unknown (nnames 0) when deeper or longer. */
#define MAPS_PATH_DEPTH 32
static __noinline void file_path(__u64 file, struct ebt_maps_event *ev)
{
	__u64 dentry, vfsmnt, mnt, up;
	__u32 len = 0, names = 0;
	long n;

	if (!file || !ev)
		return;
	vfsmnt = kptr(file, off.file_path_mnt);
	dentry = kptr(file, off.file_path_dentry);
	mnt = vfsmnt - off.mount_mnt;
	for (int i = 0; i < MAPS_PATH_DEPTH; i++) {
		if (dentry == kptr(vfsmnt, off.vfsmount_root)) {
			up = kptr(mnt, off.mount_parent);
			if (!up || up == mnt) {
				ev->nnames = names;
				return;
			}
			dentry = kptr(mnt, off.mount_mountpoint);
			mnt = up;
			vfsmnt = mnt + off.mount_mnt;
			continue;
		}
		up = kptr(dentry, off.dentry_parent);
		if (!up || up == dentry) {
			ev->nnames = names;
			return;
		}
		if (len >= EBT_MAPS_PATH)
			return;
		VERIFIER_MASK(len, 0xff);   /* EBT_MAPS_PATH - 1 */
		n = bpf_probe_read_kernel_str(ev->path + len, EBT_MAPS_PATH,
					      (void *)kptr(dentry, off.dentry_name));
		if (n <= 1)
			return;
		len += n;
		names++;
		dentry = up;
	}
}

/* The stack of a call is taken at its enter for the calls after which it
 * is gone (those that replace or end the image), else at its exit. */
static __always_inline int ustack_at_enter(long nr)
{
	return is_exec(nr) || nr == nr_exit || nr == nr_exit_group;
}

/* The process changed its executable mappings (or exec'd): a notice in
 * the record stream, and one for the maps reader, woken at once to read
 * them while the process still runs. */
static __always_inline void notice_maps(__u64 pid_tgid, struct ebt_maps_event *ev)
{
	fill_hdr(&ev->h, EBT_EV_MAPS, pid_tgid);
	ev->h.size = sizeof(*ev);
	ev->seq = __sync_fetch_and_add(&maps_seq, 1);
	bpf_ringbuf_output(&maps_notices, ev, sizeof(*ev), BPF_RB_FORCE_WAKEUP);
	submit(ev, sizeof(*ev), 0);
}

/* At a call's exit, traced or not: did it change what code is mapped? */
static __always_inline void ustack_maps_changed(__u64 pid_tgid, long nr, __s64 ret,
						const struct ebt_regs *r)
{
	struct ebt_maps_event *ev;
	__u64 a[EBT_NARGS];
	int exec;

	if (!ustack_size || ret < 0)
		return;
	ebt_regs_args(r, a);
	exec = (a[2] & 4 /* PROT_EXEC */) != 0;
	if (!((nr == nr_mmap || nr == nr_mprotect || nr == nr_pkey_mprotect) && exec) &&
	    nr != nr_munmap && nr != nr_mremap)
		return;
	ev = maps_event();
	if (!ev)
		return;
	if (nr == nr_mmap && exec && (int)a[4] >= 0) {
		struct ebt_fdinfo fi;

		fd_identity((int)a[4], &fi);
		ev->start = ret;
		ev->len = a[1];
		ev->off = a[5];
		ev->ino = fi.ino;
		file_path(fd_file((int)a[4]), ev);
	}
	notice_maps(pid_tgid, ev);
}

/* At an exec: the new executable, and where its code is. */
static __always_inline void ustack_exec(__u64 pid_tgid, __u64 bprm)
{
	struct ebt_maps_event *ev = maps_event();
	__u64 file, inode, mm;

	if (!ev)
		return;
	ev->flags = EBT_MAPS_EXEC;
	file = kptr(bprm, off.binprm_file);
	inode = file ? kptr(file, off.file_inode) : 0;
	if (inode)
		ev->ino = kptr(inode, off.inode_ino);
	mm = kptr(bpf_get_current_task(), off.task_mm);
	if (mm)
		ev->start = kptr(mm, off.mm_start_code);
	file_path(file, ev);
	notice_maps(pid_tgid, ev);
}

#endif
