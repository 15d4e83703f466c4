#!/usr/bin/env bats
# The memory family: mmap/mprotect/mremap/madvise/msync/mlock* arguments.

load test_helper

MEMCALLS='^(mmap|mprotect|madvise|msync|mlock|mlock2|munlock|mlockall|munlockall|mremap|pkey_mprotect|munmap|brk)\('

@test "memory calls print like strace (flags, huge page sizes, failures)" {
	build_prog mem_calls
	compare_with_strace --filter "$MEMCALLS" -- "$WORK/mem_calls"
}

@test "mmap flags: type, flags and the huge page size" {
	build_prog mem_calls
	"$EBTRACE" -o out "$WORK/mem_calls"
	grep -qF 'MAP_PRIVATE|MAP_ANONYMOUS|MAP_HUGETLB|21<<MAP_HUGE_SHIFT, -1, 0) = -1 ' out
	grep -qF 'mmap(NULL, 4096, PROT_READ|0x100, MAP_SHARED_VALIDATE|0x800000, -1, 0x3000) = -1 ' out
	grep -qF 'mmap(0x10000, 4096, PROT_READ, 0xf /* MAP_??? */, 99, 0x2000) = -1 ' out
	grep -qF 'mprotect(0x' out
	grep -qE '^madvise\(0x[0-9a-f]+, 4096, 0x3039 /\* MADV_\?\?\? \*/\) += -1 EINVAL' out
	grep -qE '^mremap\(0x[0-9a-f]+, 4096, 4096, MREMAP_MAYMOVE\|MREMAP_FIXED, 0x20000\) += ' out
}

@test "madvise: an advice is an int, -1 prints as 0xffffffff like strace" {
	build_prog mem_calls
	compare_with_strace --filter '^madvise\(' -- "$WORK/mem_calls"
	"$EBTRACE" -o out -e trace=madvise "$WORK/mem_calls"
	grep -qE '^madvise\(0x[0-9a-f]+, 4096, 0xffffffff /\* MADV_\?\?\? \*/\) += -1 EINVAL' out
}

@test "membarrier: commands, flags, the cpu of MEMBARRIER_CMD_FLAG_CPU and the query's answer like strace" {
	build_prog membarrier_calls
	compare_with_strace --filter '^membarrier\(' -- "$WORK/membarrier_calls"
	compare_with_strace --filter '^membarrier\(' -X raw -- "$WORK/membarrier_calls"
	compare_with_strace --filter '^membarrier\(' -X verbose -- "$WORK/membarrier_calls"
	"$EBTRACE" -o out -e trace=membarrier "$WORK/membarrier_calls"
	grep -qE '^membarrier\(MEMBARRIER_CMD_QUERY, 0\) += 0x[0-9a-f]+ \(MEMBARRIER_CMD_GLOBAL[|]' out
	grep -qE '^membarrier\(MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ, MEMBARRIER_CMD_FLAG_CPU, 0\) += -1 EPERM' out
}

@test "mincore's vector and pkey_alloc's access rights like strace, with -s, -v and the -X styles" {
	build_prog mincore_pkey
	local calls='^(mincore|pkey_alloc|pkey_free)\('
	compare_with_strace --filter "$calls" -- "$WORK/mincore_pkey"
	compare_with_strace --filter "$calls" -s 4 -- "$WORK/mincore_pkey"
	compare_with_strace --filter "$calls" -v -- "$WORK/mincore_pkey"
	compare_with_strace --filter "$calls" -X raw -- "$WORK/mincore_pkey"
	compare_with_strace --filter "$calls" -X verbose -- "$WORK/mincore_pkey"
	"$EBTRACE" -o out -e trace=mincore,pkey_alloc "$WORK/mincore_pkey"
	grep -qE '^mincore\(0x[0-9a-f]+, 12288, \[1, 0, 1\]\) += 0$' out
	grep -qE '^mincore\(0x[0-9a-f]+, 0, \[\]\) += 0$' out
	grep -qE '^pkey_alloc\(0x10, PKEY_DISABLE_EXECUTE[|]0x8\) += -1 EINVAL' out
}

@test "move_pages' page, node and status arrays like strace, cut by -s and at a fault" {
	build_prog struct_args
	local o
	for o in "" "-s 1 -X verbose" "-v -X raw" "-e verbose=none"; do
		compare_with_strace -e trace=move_pages $o -- "$WORK/struct_args" move_pages
	done
	"$EBTRACE" -o out -e trace=move_pages "$WORK/struct_args" move_pages
	grep -qE '^move_pages\(0, 4, \[(0x[0-9a-f]+, ){3}0x[0-9a-f]+\], NULL, \[0, 0, -EFAULT, 0\], MPOL_MF_MOVE\) += 0$' out
}
