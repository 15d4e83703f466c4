/* A thread other than the leader calls execve while the leader and another
 * thread are blocked in pause(): the exec'ing thread takes the leader's pid.
 * The sleeper is running before the exec'ing thread is created, so the
 * tasks always appear in the same order. */
#include <pthread.h>
#include <unistd.h>

static char *prog = "/bin/true";
static int ready[2];

static void *sleeper(void *arg)
{
	(void)arg;
	write(ready[1], "", 1);
	pause();
	return NULL;
}

static void *execer(void *arg)
{
	char *argv[] = { prog, NULL };

	(void)arg;
	usleep(100000);
	execve(prog, argv, NULL);
	return NULL;
}

int main(int argc, char **argv)
{
	pthread_t a, b;
	char c;

	if (argc > 1)
		prog = argv[1];
	pipe(ready);
	pthread_create(&a, NULL, sleeper, NULL);
	read(ready[0], &c, 1);
	pthread_create(&b, NULL, execer, NULL);
	pause();
	return 0;
}
