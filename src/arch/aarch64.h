/* aarch64's values that differ from other architectures' (the kernel's
 * uapi asm headers, asm-generic where arm64 takes them), for the tables
 * built at compile time. */
#ifndef EBTRACE_ARCH_AARCH64_H
#define EBTRACE_ARCH_AARCH64_H

/* open(2) flags (arm64's asm/fcntl.h) */
#define ARCH_O_DIRECTORY 00040000
#define ARCH_O_NOFOLLOW  00100000
#define ARCH_O_DIRECT    00200000
#define ARCH_O_LARGEFILE 00400000

#define ARCH_MAP_32BIT 0          /* no MAP_32BIT */

#define ARCH_STAT_SIZE 128        /* asm-generic struct stat */
/* struct epoll_event has its natural alignment: data at offset 8 */
#define ARCH_EPOLL_EVENT_SIZE 16
#define ARCH_EPOLL_DATA_OFF 8

/* the register sets of ptrace (struct user_pt_regs, struct
 * user_fpsimd_state), and the most bytes of one captured */
#define ARCH_PRSTATUS_SIZE 272
#define ARCH_FPREGSET_SIZE 528
#define ARCH_REGSET_MAX 528

#endif
