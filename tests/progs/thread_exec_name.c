/* -Y: a thread renamed "thr" runs execve: it takes the leader's tid (the
 * leader, "lead", is superseded) and the name of the new program. */
#include <pthread.h>
#include <sys/prctl.h>
#include <unistd.h>

static void *run(void *arg)
{
	(void)arg;
	prctl(PR_SET_NAME, "thr");
	getpid();
	execl("/bin/true", "true", (char *)0);
	return NULL;
}

int main(void)
{
	pthread_t t;

	prctl(PR_SET_NAME, "lead");
	if (pthread_create(&t, NULL, run, NULL))
		return 1;
	pthread_join(t, NULL);
	return 1;
}
