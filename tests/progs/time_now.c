/* time() with and without a place for the result, and with a bad one. */
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
	time_t t;

	syscall(SYS_time, NULL);
	syscall(SYS_time, &t);
	syscall(SYS_time, (void *)1);
	return 0;
}
