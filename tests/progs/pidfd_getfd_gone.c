/* pidfd_getfd of a descriptor a child inherited, after which the child
 * and the program end at once: gone before a tracer can look at /proc. */
#include <fcntl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	int pipefd[2], fd = open("/dev/full", O_RDONLY), pidfd;
	char c;
	pid_t pid;

	if (fd < 0 || pipe(pipefd))
		return 1;
	pid = fork();
	if (pid == 0) {
		close(pipefd[1]);
		_exit(read(pipefd[0], &c, 1) != 0);
	}
	pidfd = syscall(SYS_pidfd_open, pid, 0);
	syscall(SYS_pidfd_getfd, pidfd, fd, 0);
	close(pipefd[1]);
	wait(NULL);
	return 0;
}
