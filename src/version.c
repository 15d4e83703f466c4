/* ebtrace -V: the version and the optional features of this build, in
 * strace's layout, so that scripts reading strace -V read ours. */
#include <stdio.h>

#include "config.h"
#include "ebtrace.h"

/* The features this build has (configure defines the macros), named as
 * strace names the same features. */
static const char *const features[] = {
#ifdef EBT_FEATURE_STACK_TRACE
	"stack-trace=" EBT_FEATURE_STACK_TRACE,
#endif
#ifdef EBT_FEATURE_STACK_DEMANGLE
	"stack-demangle",
#endif
#ifdef EBT_FEATURE_M32
	"m32-mpers",
#endif
	NULL,
};

void print_version(void)
{
	size_t i;

	printf("%s -- version %s\n", PACKAGE_NAME, PACKAGE_VERSION);
	printf("Copyright (c) 2026 The %s developers.\n", PACKAGE_NAME);
	printf("This is free software; see the source for copying conditions.  There is NO\n"
	       "warranty; not even for MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.\n\n");
	printf("Optional features enabled:");
	for (i = 0; features[i]; i++)
		printf(" %s", features[i]);
	printf("%s\n", i ? "" : " (none)");
}
