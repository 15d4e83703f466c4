#!/usr/bin/env bats
# System V IPC, seccomp filters and swapon flags (tests/progs/ipc_calls.c):
# the *ctl calls' structs, message buffers, filters, against strace.

load test_helper

IPCCALLS='^(shm|sem|msg)[a-z]*\(|^(seccomp|swapon|prctl)\('

@test "System V IPC structs and messages, seccomp filters and swapon flags print like strace" {
	build_prog ipc_calls
	for o in "" "-v" "-s 4" "-X verbose" "-X raw" "-v -X verbose" "-v -X raw"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter "$IPCCALLS" $o -- "$WORK/ipc_calls"
	done
}

@test "-e verbose=none and -e abbrev= show what strace shows of them" {
	build_prog ipc_calls
	for o in "-e verbose=none" "-e verbose=none -v" "-e abbrev=none" "-e abbrev=seccomp" "-s 0"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter "$IPCCALLS" $o -- "$WORK/ipc_calls"
	done
}

@test "a received message shows when the blocked msgrcv resumes; a sent one on entry" {
	build_prog ipc_calls
	"$EBTRACE" -f -e trace=msgsnd,msgrcv -o "$WORK/out" "$WORK/ipc_calls"
	grep -qE '^[0-9]+ +msgrcv\(1,  <unfinished \.\.\.>$' "$WORK/out"
	grep -qE '^[0-9]+ +<\.\.\. msgrcv resumed>\{mtype=9, mtext="late\\0\\0\\0[^}]*"\.\.\.\}, 64, 9, 0\) += 5$' "$WORK/out"
	grep -qE '^[0-9]+ +msgsnd\(1, \{mtype=9, mtext="late\\0"\}, 5, 0\) += 0$' "$WORK/out"
}

@test "-v: seccomp filter instructions are captured with the call" {
	build_prog ipc_calls
	"$EBTRACE" -f -v -e trace=seccomp -o "$WORK/out" "$WORK/ipc_calls"
	grep -qF 'seccomp(SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_LOG, {len=11, filter=[BPF_STMT(BPF_LD|BPF_W|BPF_ABS, 0), BPF_JUMP(BPF_JMP|BPF_K|BPF_JEQ, 0x27, 0, 0x1), BPF_STMT(BPF_RET|BPF_K, SECCOMP_RET_ERRNO|0x1),' "$WORK/out"
}
