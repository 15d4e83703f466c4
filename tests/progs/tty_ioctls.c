/* Terminal ioctls on a pseudo-terminal of our own: termios, termio and
 * winsize structures read and set back, ints in and out, and the same
 * requests given addresses that cannot be read. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int main(void)
{
	int master = posix_openpt(O_RDWR | O_NOCTTY), n = 0, pgrp;
	struct termios t;
	struct winsize ws = { 0 };
	struct termio tio;

	if (master < 0 || grantpt(master) || unlockpt(master))
		return 1;
	ioctl(master, TCGETS, &t);
	ioctl(master, TCSETS, &t);
	ioctl(master, TCGETA, &tio);
	ioctl(master, TIOCGWINSZ, &ws);
	ws.ws_row = 24;
	ws.ws_col = 80;
	ioctl(master, TIOCSWINSZ, &ws);
	ioctl(master, TIOCGWINSZ, &ws);
	ioctl(master, FIONREAD, &n);
	ioctl(master, TIOCGPTN, &n);
	ioctl(master, TIOCGPGRP, &pgrp);
	ioctl(master, TCGETS, (void *)8);
	ioctl(master, TIOCSWINSZ, NULL);
	close(master);
	return 0;
}
