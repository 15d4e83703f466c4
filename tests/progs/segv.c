/* Dies of a real SIGSEGV: a write through a NULL pointer. */
int main(void)
{
	*(volatile int *)0 = 1;
	return 0;
}
