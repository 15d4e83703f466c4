/* --kernel-stack: frames inside BPF programs, named from the programs'
 * own information: the program, its function, and the source line of
 * its BTF line information. */
#ifndef EBTRACE_KBPF_H
#define EBTRACE_KBPF_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* Learn the programs loaded since the last call (one bpf() call when
 * there are none). */
void kbpf_refresh(void);
/* When return address ip lies in a BPF program's code, print its frame
 * line " > [bpf PROG] FUNC+0xOFF FILE:LINE" to out and return true. */
bool kbpf_frame(uint64_t ip, FILE *out);

#endif
