/* System V IPC calls, each of which i386's C library makes through ipc(2):
 * semaphores (semop, a semtimedop that times out), shared memory (shmat's
 * address, shmdt) and message queues, in an IPC namespace of their own
 * (the identifiers start at 0 on every run), each object removed at the
 * end. */
#define _GNU_SOURCE
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sched.h>
#include <stdio.h>
#include <time.h>

struct message {
	long mtype;
	char mtext[16];
};

static void sem_calls(void)
{
	struct sembuf up = { 0, 1, 0 }, two[2] = { { 0, -1, 0 }, { 1, 1, SEM_UNDO } };
	struct sembuf wait_zero = { 1, 0, 0 };
	struct timespec tmo = { 0, 1000000 };
	int id = semget(IPC_PRIVATE, 2, IPC_CREAT | 0600);

	semop(id, &up, 1);
	semop(id, two, 2);
	semtimedop(id, &wait_zero, 1, &tmo);          /* EAGAIN */
	semop(id, &up, 0);                            /* EINVAL: no operation */
	semop(-1, &up, 1);                            /* EINVAL */
	semctl(id, 0, IPC_RMID);
}

static void shm_calls(void)
{
	int id = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
	char *p = shmat(id, NULL, 0);

	if (p != (void *)-1) {
		strcpy(p, "shared");
		shmdt(p);
	}
	shmat(id, NULL, SHM_RDONLY | SHM_RND);
	shmat(-1, NULL, 0);                           /* EINVAL */
	shmdt((void *)4096);                          /* EINVAL */
	shmctl(id, IPC_RMID, NULL);
}

static void msg_calls(void)
{
	struct message m = { 2, "hello" }, in;
	int id = msgget(IPC_PRIVATE, IPC_CREAT | 0600);

	msgsnd(id, &m, 6, 0);
	msgrcv(id, &in, sizeof(in.mtext), 2, 0);
	msgrcv(id, &in, sizeof(in.mtext), 0, IPC_NOWAIT);   /* ENOMSG */
	msgsnd(-1, &m, 6, IPC_NOWAIT);                      /* EINVAL */
	msgctl(id, IPC_RMID, NULL);
}

int main(void)
{
	if (unshare(CLONE_NEWIPC) < 0) {
		perror("unshare");
		return 1;
	}
	sem_calls();
	shm_calls();
	msg_calls();
	return 0;
}
