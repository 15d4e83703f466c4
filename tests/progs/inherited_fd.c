/* Calls on descriptor 9, which the shell opened before the command ran:
 * duplicated, moved, closed, and a descriptor on another file. */
#include <fcntl.h>
#include <unistd.h>

int main(void)
{
	int fd;

	dup(9);
	dup2(9, 5);
	close(9);
	dup(5);
	close(5);
	dup(0);
	fd = open("/dev/null", O_RDONLY);
	dup(fd);
	return 0;
}
