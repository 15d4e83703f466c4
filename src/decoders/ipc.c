/* System V IPC: shared memory, semaphores, message queues. */
#include <sys/ipc.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/msg.h>

#include "common.h"

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
	tprintf("%u<<SHM_HUGE_SHIFT|%#03o", huge >> 26, flags & 0777);
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
		tputs(opt.xlat_style == XLAT_STYLE_ABBREV ? "IPC_64" : "0x100 /* IPC_64 */");
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
			tputs("...");
			break;
		}
		tprintf("{sem_num=%u, sem_op=%d, sem_flg=", sb.sem_num, sb.sem_op);
		print_flags_dflt(sem_flags, (unsigned short)sb.sem_flg, "SEM_???");
		tputc('}');
	}
	tputc(']');
}
