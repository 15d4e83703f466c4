/* Calls whose arguments read the same in a 32-bit program: umount, reboot
 * (with a wrong magic, refused), syslog, modify_ldt, gettimeofday's
 * timezone. */
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>

int main(void)
{
	/* an invalid time: refused before the timezone is looked at */
	struct timeval tv = { .tv_sec = 1, .tv_usec = 1000000 };
	struct timezone tz;
	char desc[16] = { 0 };

#ifdef SYS_umount
	syscall(SYS_umount, "/nonexistent-ebtrace");
#endif
	syscall(SYS_reboot, 0xfee1deadU, 0x13111992, 0xa1b2c3d4, "again");
	syscall(SYS_syslog, 10, NULL, 0);
	syscall(SYS_syslog, -1, (void *)0xdeadbeef, 64);
	syscall(SYS_modify_ldt, 0, NULL, 0);
	syscall(SYS_modify_ldt, 5, desc, 16);
	syscall(SYS_modify_ldt, 5, desc, 42);
	syscall(SYS_gettimeofday, NULL, &tz);
	syscall(SYS_settimeofday, &tv, &tz);
	return 0;
}
