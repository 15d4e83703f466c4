/* Exits within moments of its exec: one call, from a few frames deep,
 * before ebtrace can have read its maps. */
#include <unistd.h>

__attribute__((noinline)) int brief1(void)
{
	return chdir("");
}

__attribute__((noinline)) int brief0(void)
{
	return brief1() + 1;
}

int main(void)
{
	return brief0() != 0;
}
