/* x86_64's values that differ from other architectures' (the kernel's
 * uapi asm headers), for the tables built at compile time. */
#ifndef EBTRACE_ARCH_X86_64_H
#define EBTRACE_ARCH_X86_64_H

/* open(2) flags glibc hides or numbers per architecture */
#define ARCH_O_DIRECT    00040000
#define ARCH_O_LARGEFILE 00100000
#define ARCH_O_DIRECTORY 00200000
#define ARCH_O_NOFOLLOW  00400000

#define ARCH_MAP_32BIT 0x40       /* mmap's MAP_32BIT (x86 only) */

#define ARCH_STAT_SIZE 144        /* struct stat */
/* struct epoll_event is packed here: events, then data at offset 4 */
#define ARCH_EPOLL_EVENT_SIZE 12
#define ARCH_EPOLL_DATA_OFF 4

/* the register sets of ptrace (struct user_regs_struct, struct
 * user_fpregs_struct), and the most bytes of one captured */
#define ARCH_PRSTATUS_SIZE 216
#define ARCH_FPREGSET_SIZE 512
#define ARCH_REGSET_MAX 512

#endif
