/* A 32-bit program's kexec_load segments and _sysctl's struct
 * __sysctl_args, both of pointer-sized fields.  kexec_load's architecture
 * is one that no kernel takes: it is refused before anything is loaded. */
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
#ifdef SYS_kexec_load
	uint32_t segs[2][4] = { { 0x1000, 16, 0x100000, 4096 }, { 0, 0xfffffff0, 0x200000, 8192 } };
	uint32_t args[10] = { 0xf7000000, 2, 0, 0, 0, 5 };

	syscall(SYS_kexec_load, 0x1000, 2, segs, 0xdead0000);
	syscall(SYS_kexec_load, 0x1000, 1, segs, 0xdead0000);
	syscall(SYS__sysctl, args);
#endif
	return 0;
}
