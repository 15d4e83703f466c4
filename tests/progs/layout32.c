/* Structures as a 32-bit program lays them out (gcc -m32 -c only: nothing
 * runs), one a section, for tests/m32.bats to check that layout.c derives
 * the same compat layouts.  Every field holds a value of its own. */
#define _GNU_SOURCE
#define _FILE_OFFSET_BITS 32
#define _TIME_BITS 32
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/times.h>
#include <time.h>

#define AT(name) __attribute__((section(".t_" #name), used))

struct stat64 st64 AT(stat64) = {
	.st_dev = 0x0102030405060708ull, .__st_ino = 7, .st_mode = 0100644, .st_nlink = 3,
	.st_uid = 1001, .st_gid = 1002, .st_rdev = 0x0a0b, .st_size = 0x123456789ll,
	.st_blksize = 4096, .st_blocks = 0x987654321ll,
	.st_atim = { 1700000001, 11 }, .st_mtim = { 1700000002, 22 },
	.st_ctim = { 1700000003, 33 }, .st_ino = 0x1122334455667788ull,
};
struct timespec ts AT(timespec) = { -5, 999999999 };
struct rlimit rl AT(rlimit) = { RLIM_INFINITY, 1024 };
stack_t ss AT(stack) = { (void *)0x1234, SS_ONSTACK, 8192 };
struct tms tms AT(tms) = { 1, -2, 3, 4 };
/* the kernel's compat struct sigaction: handler, flags, restorer, mask */
struct {
	unsigned int handler, flags, restorer;
	unsigned long long mask;
} sa AT(sigaction) = { 0xf7001234, 0x14000000, 0xf7005678, 0x8000000000000001ull };
struct flock fl AT(flock) = { F_WRLCK, SEEK_END, -16, 4096, 1234 };
struct flock64 fl64 AT(flock64) = { F_RDLCK, SEEK_CUR, 0x123456789ll, -2, 4321 };
struct statfs64 sfs64 AT(statfs64) = {
	.f_type = 0x9123683e, .f_bsize = 4096, .f_blocks = 0x100000001ull, .f_bfree = 2,
	.f_bavail = 3, .f_files = 0x200000004ull, .f_ffree = 5, .f_fsid = { { 7, -8 } },
	.f_namelen = 255, .f_frsize = 1024, .f_flags = 0x1020,
};
