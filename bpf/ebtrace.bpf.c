// SPDX-License-Identifier: GPL-2.0-only
/* Kernel side of ebtrace: syscall enter/exit, fork, exit, exec and signal
 * hooks for the traced tasks only.
 *
 * raw_tp programs and fixed offsets (found by user space in the kernel BTF)
 * instead of tp_btf and CO-RE: libbpf then never has to parse the kernel's
 * BTF, which would dominate start-up time.
 *
 * One program object, in parts (each part includes what it builds on):
 * state.bpf.h     settings, maps, traced tasks, the ring buffer
 * task.bpf.h      the current task's fields
 * fd.bpf.h        descriptors and what they are
 * capture.bpf.h   what pointer arguments point to, as a call's plan says
 * sockid.bpf.h    -yy: the sockets of a call
 * syscalls.bpf.h  the syscall hooks
 * ustack.bpf.h    -k: user registers and stack windows
 * lifecycle.bpf.h fork, exit, exec and signals */
#include "syscalls.bpf.h"
#include "lifecycle.bpf.h"

char LICENSE[] SEC("license") = "GPL";
