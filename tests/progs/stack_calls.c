/* Calls whose stacks -k shows: nested functions, a signal, a child that
 * exits at once, code loaded with dlopen (argv[1], which exports
 * stack_lib_call), and, with argument "-" or a pipe on stdin, one call per
 * byte read (for -p).  Every call it traces is chdir or kill. */
#include <dlfcn.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))

NOINLINE void f3(int n)
{
	chdir(n ? "/" : "/nonexistent");   /* the line -kk names */
	asm volatile("");
}

NOINLINE void f2(int n) { f3(n); asm volatile(""); }
NOINLINE void f1(int n) { f2(n); asm volatile(""); }
NOINLINE void f0(int n) { f1(n); asm volatile(""); }

static void on_urg(int sig) { (void)sig; }

NOINLINE static void raise_urg(void)
{
	kill(getpid(), SIGURG);
	asm volatile("");
}

int main(int argc, char **argv)
{
	char c;

	if (argc > 1 && !strcmp(argv[1], "-")) {
		while (read(0, &c, 1) == 1)
			f0(1);
		return 0;
	}
	f0(1);
	signal(SIGURG, on_urg);
	raise_urg();
	/* children that are gone long before their lines print */
	for (int i = 0; i < 3; i++) {
		pid_t pid = fork();

		if (pid == 0) {
			f0(0);
			_exit(0);
		}
		waitpid(pid, NULL, 0);
	}
	if (argc > 1) {
		void *h = dlopen(argv[1], RTLD_NOW);
		void (*fn)(void) = h ? (void (*)(void))dlsym(h, "stack_lib_call") : NULL;

		if (!fn)
			return 1;
		fn();
		/* ebtrace reads the new mappings when told of them: a process
		 * gone within microseconds of mapping code can lose them */
		usleep(100000);
	}
	return 0;
}
