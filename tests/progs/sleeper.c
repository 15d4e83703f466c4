/* sleeper [-n] SECONDS PIDFILE: writes its pid to PIDFILE once ready, then
 * sleeps.  With -n it first makes itself non-dumpable, which ptrace (and
 * so ebtrace) refuses to attach to without CAP_SYS_PTRACE. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	FILE *fp;
	int i = 1;

	if (argc > 1 && !strcmp(argv[1], "-n")) {
		prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
		i++;
	}
	if (argc - i != 2)
		return 2;
	fp = fopen(argv[i + 1], "w");
	if (!fp)
		return 2;
	fprintf(fp, "%d\n", (int)getpid());
	fclose(fp);
	sleep(atoi(argv[i]));
	return 0;
}
