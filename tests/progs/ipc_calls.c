/* System V IPC control structs and message buffers, seccomp filters and
 * swapon flags, as ipcs/ipcrm, message queue users, sandboxes and swapon
 * use them.  In a new IPC namespace: ids and keys are the same on every
 * run.  Installs a seccomp filter that fails getpid(): run it last. */
#define _GNU_SOURCE
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/prctl.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/swap.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

union semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	struct seminfo *__buf;
};

static void shm_calls(void)
{
	struct shmid_ds ds;
	struct shminfo info;
	struct shm_info sinfo;
	int id = shmget(IPC_PRIVATE, 8192, IPC_CREAT | 0640);
	void *p;

	memset(&ds, 0, sizeof(ds));
	shmctl(id, IPC_STAT, &ds);
	p = shmat(id, NULL, 0);
	shmctl(0, SHM_STAT, &ds);
	shmctl(0, SHM_STAT_ANY, &ds);
	ds.shm_perm.mode = 0600;
	shmctl(id, IPC_SET, &ds);
	shmctl(id, IPC_INFO, (struct shmid_ds *)&info);
	shmctl(id, SHM_INFO, (struct shmid_ds *)&sinfo);
	syscall(SYS_shmctl, id, 0x100 /* IPC_64 */ | IPC_STAT, &ds);
	shmctl(id + 1, IPC_STAT, &ds);                   /* EINVAL: the address */
	shmctl(id, IPC_STAT, NULL);                      /* EFAULT */
	shmdt(p);
	shmctl(id, IPC_RMID, NULL);
}

static void sem_calls(void)
{
	struct semid_ds ds;
	struct seminfo info;
	unsigned short vals[3] = { 1, 2, 3 };
	union semun arg;
	int id = semget(IPC_PRIVATE, 3, IPC_CREAT | 0600);

	memset(&ds, 0, sizeof(ds));
	arg.buf = &ds;
	semctl(id, 0, IPC_STAT, arg);
	semctl(0, 0, SEM_STAT, arg);
	ds.sem_perm.mode = 0640;
	semctl(id, 0, IPC_SET, arg);
	arg.__buf = &info;
	semctl(id, 0, IPC_INFO, arg);
	semctl(id, 0, SEM_INFO, arg);
	arg.array = vals;
	semctl(id, 0, SETALL, arg);
	semctl(id, 0, GETALL, arg);
	arg.buf = &ds;
	semctl(id + 1, 0, IPC_STAT, arg);                /* EINVAL */
	semctl(id, 0, IPC_RMID);
}

struct message {
	long mtype;
	char mtext[64];
};

static void msg_calls(void)
{
	struct msqid_ds ds;
	struct msginfo info;
	struct message m = { 3, "hello" }, in;
	int id = msgget(IPC_PRIVATE, IPC_CREAT | 0600);

	msgsnd(id, &m, 6, 0);
	memcpy(m.mtext, "a message longer than the string limit\n\t\1", 42);
	m.mtype = 7;
	msgsnd(id, &m, 42, IPC_NOWAIT);
	msgsnd(id, &m, 0, 0);
	memset(&in, 'x', sizeof(in));
	msgrcv(id, &in, 10, 0, 0);
	memset(&in, 0, sizeof(in));
	msgrcv(id, &in, sizeof(in.mtext), 0, MSG_NOERROR);
	msgrcv(id, &in, sizeof(in.mtext), 5, IPC_NOWAIT); /* ENOMSG: the address */
	msgsnd(id, NULL, 4, 0);                            /* EFAULT */
	memset(&ds, 0, sizeof(ds));
	msgctl(id, IPC_STAT, &ds);
	msgctl(0, MSG_STAT, &ds);
	ds.msg_qbytes = 8192;
	ds.msg_perm.mode = 0644;
	msgctl(id, IPC_SET, &ds);
	msgctl(id, IPC_INFO, (struct msqid_ds *)&info);
	msgctl(id, MSG_INFO, (struct msqid_ds *)&info);
	msgctl(id + 1, IPC_STAT, &ds);                   /* EINVAL */
	msgctl(id, IPC_RMID, NULL);
}

/* A receiver that waits for its message: its line is split around the
 * sender's, and the message shows when it resumes. */
static void blocked_receive(void)
{
	struct message m = { 9, "late" }, in;
	int id = msgget(0x1234, IPC_CREAT | 0600);
	pid_t pid = fork();

	if (pid == 0) {
		memset(&in, 0, sizeof(in));
		msgrcv(id, &in, sizeof(in.mtext), 9, 0);
		_exit(0);
	}
	usleep(100000);
	msgsnd(id, &m, 5, 0);
	waitpid(pid, NULL, 0);
	msgctl(id, IPC_RMID, NULL);
}

static void seccomp_calls(void)
{
	struct sock_filter insns[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getpid, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | 1),
		BPF_STMT(BPF_ST, 2),
		BPF_STMT(BPF_LDX | BPF_W | BPF_MEM, 2),
		BPF_STMT(BPF_ALU | BPF_ADD | BPF_K, 3),
		BPF_STMT(BPF_MISC | BPF_TXA, 0),
		BPF_JUMP(BPF_JMP | BPF_JA, 0, 0, 0),
		BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0),
		BPF_STMT(BPF_ALU | BPF_OR | BPF_K, SECCOMP_RET_ALLOW),
		BPF_STMT(BPF_RET | BPF_A, 0),
	};
	struct sock_fprog prog = { sizeof(insns) / sizeof(insns[0]), insns };
	struct sock_fprog bad = { 1, NULL };
	struct seccomp_notif_sizes sizes;
	unsigned action = SECCOMP_RET_LOG;

	prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	/* the filter answers getpid with EPERM; the jump over it is taken
	 * for every other call */
	prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0);
	syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_LOG, &prog);
	syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &bad);      /* EFAULT */
	syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0x100, NULL);  /* EINVAL */
	syscall(SYS_seccomp, SECCOMP_GET_ACTION_AVAIL, 0, &action);
	syscall(SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0, &sizes);
	syscall(SYS_seccomp, 9, 1, NULL);
	/* what the calls show of the filter is what they were given */
	explicit_bzero(insns, sizeof(insns));
	prctl(PR_SET_SECCOMP, 7, 1, 2, 3);
	prctl(PR_GET_SECCOMP, 0, 0, 0, 0);
}

static void swapon_calls(void)
{
	swapon("/nonexistent/swap", 0);
	swapon("/nonexistent/swap", SWAP_FLAG_PREFER | 5);
	swapon("/nonexistent/swap", SWAP_FLAG_DISCARD | 0x20000 | 0x100000);
	swapon("/nonexistent/swap", SWAP_FLAG_PRIO_MASK);
}

int main(void)
{
	if (unshare(CLONE_NEWIPC) < 0)
		return 77;
	shm_calls();
	sem_calls();
	msg_calls();
	blocked_receive();
	swapon_calls();
	seccomp_calls();
	return 0;
}
