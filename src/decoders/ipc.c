/* System V IPC: shared memory, semaphores, message queues. */
#include <sys/ipc.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/msg.h>

#include "common.h"
#include "layout.h"

static const struct xlat ipc_keys[] = { XLAT_PAIR(0, "IPC_PRIVATE"), XLAT_END };

static const struct xlat shm_get_flags[] = {
	XLAT_PAIR(01000, "IPC_CREAT"), XLAT_PAIR(02000, "IPC_EXCL"),
	XLAT_PAIR(04000, "SHM_HUGETLB"), XLAT_PAIR(010000, "SHM_NORESERVE"), XLAT_END
};

static const struct xlat get_flags[] = {
	XLAT_PAIR(01000, "IPC_CREAT"), XLAT_PAIR(02000, "IPC_EXCL"),
	XLAT_PAIR(04000, "IPC_NOWAIT"), XLAT_END
};

static const struct xlat shmat_flags[] = {
	XLAT_PAIR(010000, "SHM_RDONLY"), XLAT_PAIR(020000, "SHM_RND"),
	XLAT_PAIR(040000, "SHM_REMAP"), XLAT_PAIR(0100000, "SHM_EXEC"), XLAT_END
};

static const struct xlat sem_flags[] = {
	XLAT_PAIR(0x1000, "SEM_UNDO"), XLAT_PAIR(04000, "IPC_NOWAIT"), XLAT_END
};

static const struct xlat msg_flags[] = {
	XLAT_PAIR(010000, "MSG_NOERROR"), XLAT_PAIR(020000, "MSG_EXCEPT"),
	XLAT_PAIR(040000, "MSG_COPY"), XLAT_PAIR(004000, "IPC_NOWAIT"), XLAT_END
};

#define IPC_CMDS XLAT_PAIR(0, "IPC_RMID"), XLAT_PAIR(1, "IPC_SET"), \
	XLAT_PAIR(2, "IPC_STAT"), XLAT_PAIR(3, "IPC_INFO")

static const struct xlat shm_cmds[] = {
	IPC_CMDS, XLAT_PAIR(11, "SHM_LOCK"), XLAT_PAIR(12, "SHM_UNLOCK"),
	XLAT_PAIR(13, "SHM_STAT"), XLAT_PAIR(14, "SHM_INFO"), XLAT_PAIR(15, "SHM_STAT_ANY"),
	XLAT_END
};

static const struct xlat sem_cmds[] = {
	IPC_CMDS, XLAT_PAIR(11, "GETPID"), XLAT_PAIR(12, "GETVAL"), XLAT_PAIR(13, "GETALL"),
	XLAT_PAIR(14, "GETNCNT"), XLAT_PAIR(15, "GETZCNT"), XLAT_PAIR(16, "SETVAL"),
	XLAT_PAIR(17, "SETALL"), XLAT_PAIR(18, "SEM_STAT"), XLAT_PAIR(19, "SEM_INFO"),
	XLAT_PAIR(20, "SEM_STAT_ANY"), XLAT_END
};

static const struct xlat msg_cmds[] = {
	IPC_CMDS, XLAT_PAIR(11, "MSG_STAT"), XLAT_PAIR(12, "MSG_INFO"),
	XLAT_PAIR(13, "MSG_STAT_ANY"), XLAT_END
};

#define IPC_64_ 0x100

/* ipc(2)'s calls, in the low half of its first argument */
static const struct xlat ipc_calls[] = {
	XLAT_PAIR(1, "SEMOP"), XLAT_PAIR(2, "SEMGET"), XLAT_PAIR(3, "SEMCTL"),
	XLAT_PAIR(4, "SEMTIMEDOP"), XLAT_PAIR(11, "MSGSND"), XLAT_PAIR(12, "MSGRCV"),
	XLAT_PAIR(13, "MSGGET"), XLAT_PAIR(14, "MSGCTL"), XLAT_PAIR(21, "SHMAT"),
	XLAT_PAIR(22, "SHMDT"), XLAT_PAIR(23, "SHMGET"), XLAT_PAIR(24, "SHMCTL"), XLAT_END
};

/* The call, after its version (the high half) when it has one. */
void print_ipccall(struct call *c, int arg, int param)
{
	unsigned v = c->args[arg], call = v & 0xffff;

	if (v >> 16)
		tprintf("%u<<16|", v >> 16);
	print_udec_named(call, xlat_lookup(ipc_calls, call), NULL);
}

void print_ipckey(struct call *c, int arg, int param)
{
	print_xlat(ipc_keys, (unsigned)c->args[arg], NULL);
}

/* IPC_CREAT|IPC_EXCL|0600: the flags (none: nothing), then the mode. */
static void print_get_flags(const struct xlat *x, unsigned flags)
{
	if (flags & ~0777u) {
		print_flags(x, flags & ~0777u, NULL);
		tputc('|');
	}
	tprintf("%#03o", flags & 0777);
}

void print_ipcgetflags(struct call *c, int arg, int param)
{
	print_get_flags(get_flags, c->args[arg]);
}

/* shmget's flags may hold a huge page size: N<<SHM_HUGE_SHIFT */
void print_shmgetflags(struct call *c, int arg, int param)
{
	unsigned flags = c->args[arg], huge = flags & (0x3fu << 26);

	if (!huge) {
		print_get_flags(shm_get_flags, flags);
		return;
	}
	flags &= ~(0x3fu << 26);
	if (flags & ~0777u) {
		print_flags(shm_get_flags, flags & ~0777u, NULL);
		tputc('|');
	}
	/* strace names the shift as a constant: 26 in -X raw */
	tprintf("%u<<", huge >> 26);
	print_dec_named(26, "SHM_HUGE_SHIFT", NULL);
	tprintf("|%#03o", flags & 0777);
}

void print_shmatflags(struct call *c, int arg, int param)
{
	print_flags_dflt(shmat_flags, (unsigned)c->args[arg], "SHM_???");
}

void print_ipcmsgflags(struct call *c, int arg, int param)
{
	print_flags_dflt(msg_flags, (unsigned)c->args[arg], "MSG_???");
}

static void print_cmd(const struct xlat *x, unsigned cmd, const char *dflt)
{
	if (cmd & IPC_64_) {
		print_hex_named(IPC_64_, "IPC_64", NULL);
		tputc('|');
	}
	print_xlat(x, cmd & ~IPC_64_, dflt);
}

void print_shmcmd(struct call *c, int arg, int param)
{
	print_cmd(shm_cmds, c->args[arg], "SHM_???");
}

void print_semcmd(struct call *c, int arg, int param)
{
	print_cmd(sem_cmds, c->args[arg], "SEM_???");
}

void print_msgcmd(struct call *c, int arg, int param)
{
	print_cmd(msg_cmds, c->args[arg], "MSG_???");
}

/* [{sem_num=0, sem_op=1, sem_flg=SEM_UNDO}, ...], count in arg param */
void print_sembufs(struct call *c, int arg, int param)
{
	uint64_t n = (unsigned)c->args[param], addr = c->args[arg];
	struct sembuf sb;

	/* no operation: an empty array, as strace prints one before reading */
	if (addr && !n) {
		tputs("[]");
		return;
	}
	if (!n || !verbose(c) || tmem_read(c, arg, addr, &sb, sizeof(sb)) < 0) {
		print_addr(addr);
		return;
	}
	tputc('[');
	for (uint64_t i = 0; i < n; i++) {
		if (i)
			tputs(", ");
		if (array_cut(c, i))
			break;
		if (tmem_read(c, arg, addr + i * sizeof(sb), &sb, sizeof(sb)) < 0) {
			tprintf("... /* %#llx */", (unsigned long long)(addr + i * sizeof(sb)));
			break;
		}
		tprintf("{sem_num=%u, sem_op=%d, sem_flg=", sb.sem_num, sb.sem_op);
		print_flags_dflt(sem_flags, (unsigned short)sb.sem_flg, "SEM_???");
		tputc('}');
	}
	tputc(']');
}

/* ---- the *ctl calls' structs ------------------------------------------- */

/* What a *ctl command does with its buffer argument. */
enum ctl_buf {
	CTL_ADDR,          /* nothing the decoder shows: the address */
	CTL_SET,           /* reads the object's struct (IPC_SET) */
	CTL_STAT,          /* writes the object's struct */
	CTL_INFO,          /* writes the limits (shminfo, seminfo, msginfo) */
	CTL_SHM_INFO,      /* writes struct shm_info */
};

struct ctl_cmd {
	unsigned cmd;
	enum ctl_buf buf;
};

static const struct ctl_cmd shm_ctl_bufs[] = {
	{ IPC_SET, CTL_SET }, { IPC_STAT, CTL_STAT }, { SHM_STAT, CTL_STAT },
	{ SHM_STAT_ANY, CTL_STAT }, { IPC_INFO, CTL_INFO }, { SHM_INFO, CTL_SHM_INFO },
	{ 0, CTL_ADDR }
};

static const struct ctl_cmd sem_ctl_bufs[] = {
	{ IPC_SET, CTL_SET }, { IPC_STAT, CTL_STAT }, { SEM_STAT, CTL_STAT },
	{ SEM_STAT_ANY, CTL_STAT }, { IPC_INFO, CTL_INFO }, { SEM_INFO, CTL_INFO },
	{ 0, CTL_ADDR }
};

static const struct ctl_cmd msg_ctl_bufs[] = {
	{ IPC_SET, CTL_SET }, { IPC_STAT, CTL_STAT }, { MSG_STAT, CTL_STAT },
	{ MSG_STAT_ANY, CTL_STAT }, { IPC_INFO, CTL_INFO }, { MSG_INFO, CTL_INFO },
	{ 0, CTL_ADDR }
};

/* IPC_64 is only a version bit: the command is the rest */
static enum ctl_buf ctl_buf_of(const struct ctl_cmd *t, unsigned cmd)
{
	cmd &= ~IPC_64_;
	for (; t->buf != CTL_ADDR; t++)
		if (t->cmd == cmd)
			return t->buf;
	return CTL_ADDR;
}

/* IPC_SET changes uid, gid and mode only: strace shows just those. */
static void print_ipc_perm(const struct ipc_perm *p, bool set)
{
	tputs("{uid=");
	print_id(p->uid);
	tputs(", gid=");
	print_id(p->gid);
	tprintf(", mode=%#03o", (unsigned)p->mode);
	if (!set) {
		tprintf(", key=%u", (unsigned)p->__key);
		tputs(", cuid=");
		print_id(p->cuid);
		tputs(", cgid=");
		print_id(p->cgid);
	}
	tputc('}');
}

static void print_shmid_ds(const void *buf, bool set)
{
	const struct shmid_ds *d = buf;

	tputs("{shm_perm=");
	print_ipc_perm(&d->shm_perm, set);
	if (!set)
		tprintf(", shm_segsz=%llu, shm_cpid=%d, shm_lpid=%d, shm_nattch=%llu, "
			"shm_atime=%lld, shm_dtime=%lld, shm_ctime=%lld",
			(unsigned long long)d->shm_segsz, d->shm_cpid, d->shm_lpid,
			(unsigned long long)d->shm_nattch, (long long)d->shm_atime,
			(long long)d->shm_dtime, (long long)d->shm_ctime);
	tputc('}');
}

static void print_shminfo(const void *buf)
{
	const struct shminfo *i = buf;

	tprintf("{shmmax=%llu, shmmin=%llu, shmmni=%llu, shmseg=%llu, shmall=%llu}",
		(unsigned long long)i->shmmax, (unsigned long long)i->shmmin,
		(unsigned long long)i->shmmni, (unsigned long long)i->shmseg,
		(unsigned long long)i->shmall);
}

static void print_shm_info(const void *buf)
{
	const struct shm_info *i = buf;

	tprintf("{used_ids=%d, shm_tot=%llu, shm_rss=%llu, shm_swp=%llu, "
		"swap_attempts=%llu, swap_successes=%llu}", i->used_ids,
		(unsigned long long)i->shm_tot, (unsigned long long)i->shm_rss,
		(unsigned long long)i->shm_swp, (unsigned long long)i->swap_attempts,
		(unsigned long long)i->swap_successes);
}

static void print_semid_ds(const void *buf, bool set)
{
	const struct semid_ds *d = buf;

	tputs("{sem_perm=");
	print_ipc_perm(&d->sem_perm, set);
	if (!set)
		tprintf(", sem_otime=%lld, sem_ctime=%lld, sem_nsems=%llu",
			(long long)d->sem_otime, (long long)d->sem_ctime,
			(unsigned long long)d->sem_nsems);
	tputc('}');
}

static void print_seminfo(const void *buf)
{
	const struct seminfo *i = buf;

	tprintf("{semmap=%d, semmni=%d, semmns=%d, semmnu=%d, semmsl=%d, semopm=%d, "
		"semume=%d, semusz=%d, semvmx=%d, semaem=%d}", i->semmap, i->semmni,
		i->semmns, i->semmnu, i->semmsl, i->semopm, i->semume, i->semusz,
		i->semvmx, i->semaem);
}

/* msg_qbytes is the one field IPC_SET changes besides the permissions. */
static void print_msqid_ds(const void *buf, bool set)
{
	const struct msqid_ds *d = buf;

	tputs("{msg_perm=");
	print_ipc_perm(&d->msg_perm, set);
	if (!set)
		tprintf(", msg_stime=%lld, msg_rtime=%lld, msg_ctime=%lld, msg_qnum=%llu",
			(long long)d->msg_stime, (long long)d->msg_rtime,
			(long long)d->msg_ctime, (unsigned long long)d->msg_qnum);
	tprintf(", msg_qbytes=%llu", (unsigned long long)d->msg_qbytes);
	if (!set)
		tprintf(", msg_lspid=%d, msg_lrpid=%d", d->msg_lspid, d->msg_lrpid);
	tputc('}');
}

static void print_msginfo(const void *buf)
{
	const struct msginfo *i = buf;

	tprintf("{msgpool=%d, msgmap=%d, msgmax=%d, msgmnb=%d, msgmni=%d, msgssz=%d, "
		"msgtql=%d, msgseg=%u}", i->msgpool, i->msgmap, i->msgmax, i->msgmnb,
		i->msgmni, i->msgssz, i->msgtql, (unsigned)i->msgseg);
}

/* One object type's *ctl: its commands, and its structs with their
 * layouts (NULL: of ints, the same in both ABIs). */
struct ctl_family {
	const struct ctl_cmd *bufs;
	void (*print_ds)(const void *buf, bool set);
	size_t ds_size;
	const struct layout *ds;
	void (*print_info)(const void *buf);
	size_t info_size;
	const struct layout *info;
};

static const struct ctl_family shm_family = {
	shm_ctl_bufs, print_shmid_ds, sizeof(struct shmid_ds), &layout_shmid_ds,
	print_shminfo, sizeof(struct shminfo), &layout_shminfo
};
static const struct ctl_family sem_family = {
	sem_ctl_bufs, print_semid_ds, sizeof(struct semid_ds), &layout_semid_ds,
	print_seminfo, sizeof(struct seminfo), NULL
};
static const struct ctl_family msg_family = {
	msg_ctl_bufs, print_msqid_ds, sizeof(struct msqid_ds), &layout_msqid_ds,
	print_msginfo, sizeof(struct msginfo), NULL
};

/* The buffer (argument arg) for command cmd: an input on entry, an output
 * at exit, as strace shows them; -e verbose=none: the address.  A 32-bit
 * program's struct is in its ABI's layout, whether IPC_64 is set or not,
 * as strace reads it. */
static void ctl_buf(struct call *c, int arg, const struct ctl_family *f, unsigned cmd, int exiting)
{
	enum ctl_buf kind = ctl_buf_of(f->bufs, cmd);
	unsigned char buf[128] __attribute__((aligned(8)));
	uint64_t addr = c->args[arg];

	if (kind == CTL_ADDR || !verbose(c)) {
		if (!exiting)
			print_addr(addr);
		return;
	}
	if (kind == CTL_SET) {
		if (!exiting && fetch_in_layout(c, arg, buf, f->ds_size, f->ds))
			f->print_ds(buf, true);
		return;
	}
	if (!exiting)
		return;
	switch (kind) {
	case CTL_STAT:
		if (fetch_out_layout(c, arg, buf, f->ds_size, f->ds))
			f->print_ds(buf, false);
		break;
	case CTL_INFO:
		if (fetch_out_layout(c, arg, buf, f->info_size, f->info))
			f->print_info(buf);
		break;
	default:
		if (fetch_out_layout(c, arg, buf, sizeof(struct shm_info), &layout_shm_info))
			print_shm_info(buf);
		break;
	}
}

void dec_shmctl(struct call *c, int exiting)
{
	if (!exiting) {
		tprintf("%d, ", (int)c->args[0]);
		print_shmcmd(c, 1, 0);
		print_arg_sep();
	}
	ctl_buf(c, 2, &shm_family, c->args[1], exiting);
}

void dec_semctl(struct call *c, int exiting)
{
	if (!exiting) {
		tprintf("%d, %d, ", (int)c->args[0], (int)c->args[1]);
		print_semcmd(c, 2, 0);
		print_arg_sep();
	}
	ctl_buf(c, 3, &sem_family, c->args[2], exiting);
}

void dec_msgctl(struct call *c, int exiting)
{
	if (!exiting) {
		tprintf("%d, ", (int)c->args[0]);
		print_msgcmd(c, 1, 0);
		print_arg_sep();
	}
	ctl_buf(c, 2, &msg_family, c->args[1], exiting);
}

/* The custom decoders print the buffer by command; alone it is an address. */
void print_ipcctlbuf(struct call *c, int arg, int param)
{
	print_addr(c->args[arg]);
}

/* ---- message buffers ----------------------------------------------------- */

/* {mtype=1, mtext="..."}: the text as long as the size argument (param),
 * whatever the call moved, up to -s. */
static void print_msgbuf(struct call *c, int arg, int param)
{
	uint64_t addr = c->args[arg];
	size_t long_size = call_long_size(c);
	long mtype = 0;

	if (!addr || tmem_read(c, arg, addr, &mtype, long_size) != (ssize_t)long_size) {
		print_addr(addr);
		return;
	}
	if (long_size == 4)   /* a 32-bit program's long */
		mtype = (int32_t)mtype;
	tprintf("{mtype=%ld, mtext=", mtype);
	print_buf_at(c, arg, addr + long_size, c->args[param]);
	tputc('}');
}

void print_msgbuf_in(struct call *c, int arg, int param)
{
	if (!verbose(c))
		print_addr(c->args[arg]);
	else
		print_msgbuf(c, arg, param);
}

void print_msgbuf_out(struct call *c, int arg, int param)
{
	if (!verbose(c) || output_unavailable(c))
		print_addr(c->args[arg]);
	else
		print_msgbuf(c, arg, param);
}
