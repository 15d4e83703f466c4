/* x86's ptrace requests for the registers (its uapi asm/ptrace-abi.h),
 * for the syscall table's rows: other architectures have none of these
 * requests, and show whatever the numbers are there as addresses. */
#ifndef EBTRACE_ARCH_X86_PTRACE_H
#define EBTRACE_ARCH_X86_PTRACE_H

#define X86_PTRACE_GETREGS   12
#define X86_PTRACE_SETREGS   13
#define X86_PTRACE_GETFPREGS 14
#define X86_PTRACE_SETFPREGS 15

#endif
