/* A thread sleeps in clock_nanosleep while the main thread ends the process
 * with exit_group(2): the sleeping call never returns. */
#include <pthread.h>
#include <time.h>
#include <unistd.h>

static int ready[2];

static void *sleeper(void *arg)
{
	struct timespec ts = { 10, 0 };

	(void)arg;
	write(ready[1], "", 1);
	nanosleep(&ts, NULL);
	return NULL;
}

int main(void)
{
	pthread_t t;
	char c;

	pipe(ready);
	pthread_create(&t, NULL, sleeper, NULL);
	read(ready[0], &c, 1);
	usleep(100000);   /* the sleeper is in its call by now */
	_exit(2);
}
