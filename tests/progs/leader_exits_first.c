/* The leader ends with exit(2) while another thread runs on; that thread
 * then, by argv[1]: "exec" runs /bin/true, "exit" ends alone with
 * exit(2) 3, "group" ends the process with exit_group(5). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static const char *mode = "exit";

static void *survivor(void *arg)
{
	struct timespec ts = { 0, 100000000 };
	char *argv[] = { "/bin/true", NULL };

	(void)arg;
	/* the leader has ended by then */
	nanosleep(&ts, NULL);
	if (!strcmp(mode, "exec"))
		execve(argv[0], argv, NULL);
	else if (!strcmp(mode, "group"))
		syscall(SYS_exit_group, 5);
	syscall(SYS_exit, 3);
	return NULL;
}

int main(int argc, char **argv)
{
	pthread_t t;

	if (argc > 1)
		mode = argv[1];
	pthread_create(&t, NULL, survivor, NULL);
	syscall(SYS_exit, 42);
	return 1;
}
