/* x86's arch_prctl(2) codes (its uapi asm/prctl.h, which no other
 * architecture has), for the decoder and the syscall table's rows. */
#ifndef EBTRACE_ARCH_X86_PRCTL_H
#define EBTRACE_ARCH_X86_PRCTL_H

#define ARCH_SET_GS               0x1001
#define ARCH_SET_FS               0x1002
#define ARCH_GET_FS               0x1003
#define ARCH_GET_GS               0x1004
#define ARCH_GET_CPUID            0x1011
#define ARCH_SET_CPUID            0x1012
#define ARCH_GET_XCOMP_SUPP       0x1021
#define ARCH_GET_XCOMP_PERM       0x1022
#define ARCH_REQ_XCOMP_PERM       0x1023
#define ARCH_GET_XCOMP_GUEST_PERM 0x1024
#define ARCH_REQ_XCOMP_GUEST_PERM 0x1025
#define ARCH_MAP_VDSO_X32         0x2001
#define ARCH_MAP_VDSO_32          0x2002
#define ARCH_MAP_VDSO_64          0x2003

#endif
