/* A thread other than the leader calls execve while the leader spins in
 * user space, making no call: the execve's line is still the last one
 * shown when the thread takes the leader's pid. */
#include <pthread.h>
#include <unistd.h>

static void *execer(void *arg)
{
	/* on the stack: its page is there when the execve is captured */
	char path[] = "/bin/true";
	char *argv[] = { path, NULL };

	(void)arg;
	execve(argv[0], argv, NULL);
	return NULL;
}

int main(void)
{
	static volatile unsigned long spins;
	pthread_t t;

	pthread_create(&t, NULL, execer, NULL);
	for (;;)
		spins++;
}
