/* Storms for the no-loss and no-hang tests: N threads that each call
 * getppid() CALLS times ("threads N CALLS"), or N processes forked one
 * after the other that each call it CALLS times ("forks N CALLS"). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static long calls;

static void *worker(void *arg)
{
	(void)arg;
	for (long i = 0; i < calls; i++)
		syscall(SYS_getppid);
	return NULL;
}

int main(int argc, char **argv)
{
	long n;

	if (argc != 4 || (strcmp(argv[1], "threads") && strcmp(argv[1], "forks"))) {
		fprintf(stderr, "usage: thread_storm threads|forks N CALLS\n");
		return 2;
	}
	n = atol(argv[2]);
	calls = atol(argv[3]);
	if (!strcmp(argv[1], "forks")) {
		for (long i = 0; i < n; i++) {
			pid_t pid = fork();

			if (pid == 0) {
				worker(NULL);
				_exit(0);
			}
			if (pid < 0 || waitpid(pid, NULL, 0) != pid)
				return 1;
		}
		return 0;
	}
	pthread_t *t = calloc(n, sizeof(*t));

	for (long i = 0; i < n; i++)
		if (pthread_create(&t[i], NULL, worker, NULL))
			return 1;
	for (long i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	return 0;
}
