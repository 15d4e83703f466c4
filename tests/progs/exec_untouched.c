/* execve and execveat whose path, argv and envp strings are in a page
 * the program never touches before the call (the kernel reads them, a
 * tracer reading at the call's enter may find them not yet faulted in).
 * argv[1][0] picks the call: 'e' execve, 'a' execveat(AT_FDCWD), 'd'
 * execveat relative to a descriptor of /bin, 'f' vfork then execve in
 * the child, 'p' execve of the program argv[2] (its argv[0]).  Tested
 * by characters, not by strings: a string literal could share the page. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define UNTOUCHED __attribute__((section(".rodata.untouched"), aligned(4096)))

static const char pad[8192] UNTOUCHED = { 1 };
static const char path[] UNTOUCHED = "/bin/true";
static const char base[] UNTOUCHED = "true";
static const char dir[] UNTOUCHED = "/bin";
static const char arg0[] UNTOUCHED = "true";
static const char arg1[] UNTOUCHED = "arg-in-rodata";
static const char env0[] UNTOUCHED = "ROVAR=1";
static const char env1[] UNTOUCHED = "OTHER=in-rodata";

int main(int argc, char **argv)
{
	char *args[] = { (char *)arg0, (char *)arg1, NULL };
	char *envs[] = { (char *)env0, (char *)env1, NULL };
	char mode = argc > 1 ? argv[1][0] : 'e';
	int fd, status;
	pid_t pid;

	if (argc > 9)
		return pad[argc];
	switch (mode) {
	case 'a':
		syscall(SYS_execveat, AT_FDCWD, path, args, envs, 0);
		break;
	case 'd':
		fd = open(argv[2], O_PATH | O_DIRECTORY);
		syscall(SYS_execveat, fd, base, args, envs, 0);
		break;
	case 'f':
		pid = vfork();
		if (pid == 0) {
			execve(path, args, envs);
			_exit(1);
		}
		waitpid(pid, &status, 0);
		break;
	case 'p':
		args[0] = argv[2];
		execve(argv[2], args, envs);
		break;
	default:
		execve(path, args, envs);
	}
	return 1;
}
