/* Loaded by stack_calls with dlopen: its frames come from a mapping made
 * after the process started. */
#include <unistd.h>

__attribute__((noinline)) static void inner(void)
{
	chdir("/tmp");
	asm volatile("");
}

void stack_lib_call(void)
{
	inner();
	asm volatile("");
}
