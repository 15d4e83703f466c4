/* Runs until killed: the main thread and two more each check a path every
 * 100 ms.  For attaching to a multi-threaded process. */
#include <pthread.h>
#include <unistd.h>

static void *loop(void *arg)
{
	for (;;) {
		access((const char *)arg, F_OK);
		usleep(100000);
	}
	return NULL;
}

int main(void)
{
	pthread_t a, b;

	pthread_create(&a, NULL, loop, "/mt-loop-a");
	pthread_create(&b, NULL, loop, "/mt-loop-b");
	loop("/mt-loop-main");
	return 0;
}
