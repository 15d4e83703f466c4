/* Two threads that each make a marker call and exit; the main thread joins
 * them one after the other, so every task's lines are deterministic. */
#include <pthread.h>
#include <unistd.h>

static void *worker(void *arg)
{
	access((const char *)arg, F_OK);
	return NULL;
}

int main(void)
{
	pthread_t t;

	pthread_create(&t, NULL, worker, "/thread-one");
	pthread_join(t, NULL);
	pthread_create(&t, NULL, worker, "/thread-two");
	pthread_join(t, NULL);
	access("/main-done", F_OK);
	return 0;
}
