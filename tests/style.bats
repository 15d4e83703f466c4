#!/usr/bin/env bats
# Printing styles compared with strace on real programs: -y, -yy,
# --decode-fds, -x, -xx, --strings-in-hex, -X, -e raw=.

load test_helper

# bats keeps descriptor 3 open: runs close it so that the tracee numbers
# its descriptors as it would from a shell.

IO='^(read|write|close|copy_file_range)\('

@test "-y: descriptors of cat carry their paths" {
	printf 'hello\n' > in.txt
	compare_with_strace --filter "$IO" -y -- cat in.txt
	run "$EBTRACE" -y -o out cat in.txt 3>&-
	grep -qF "read(3<$WORK/in.txt>, \"hello\\n\", 131072) = 6" out
	grep -qF "close(3<$WORK/in.txt>)" out
}

@test "-y: cp decorates both files, the new one too" {
	printf 'some content\n' > src.txt
	compare_with_strace --filter "$IO" -y -- cp src.txt dst.txt
}

@test "-y: paths through symlinks show as the kernel resolves them" {
	printf 'x\n' > target.txt
	ln -s target.txt link.txt
	run "$EBTRACE" -y -o out cat link.txt 3>&-
	grep -qF "read(3<$WORK/target.txt>, \"x\\n\"" out
}

@test "-y: '>' in a path is escaped, AT_FDCWD shows the cwd" {
	printf 'x\n' > 'a>b'
	compare_with_strace --filter "$IO" -y -- cat 'a>b'
	run "$EBTRACE" -y -o out cat 'a>b' 3>&-
	grep -qF "read(3<$WORK/a\\76b>, " out
	grep -qF "openat(AT_FDCWD<$WORK>, \"a>b\"" out
}

@test "-y: descriptors inherited from the tracer and duplicated ones" {
	printf 'x\n' > in.txt
	compare_with_strace --filter '^(read|write|close)\(' -y -- sh -c 'exec 5<in.txt; cat <&5 >/dev/null'
}

@test "-y: pipes show their inode, like strace's" {
	compare_with_strace --filter '^(pipe2?|read|write|close)\(' -y -- /usr/bin/python3 -c 'import os; r, w = os.pipe(); os.write(w, b"x"); os.read(r, 1); os.close(r); os.close(w)'
}

@test "-yy and --decode-fds=dev: device numbers" {
	compare_with_strace --filter "$IO" -yy -- cat /dev/null
	compare_with_strace --filter "$IO" --decode-fds=dev -- cat /dev/null
	run "$EBTRACE" -yy -o out cat /dev/null 3>&-
	grep -qF 'read(3</dev/null<char 1:3>>, "", 131072) = 0' out
}

@test "--decode-fds=pidfd: the pid behind a pidfd" {
	run "$EBTRACE" --decode-fds=pidfd,path -o out /usr/bin/python3 -c 'import os; os.close(os.pidfd_open(os.getpid()))' 3>&- </dev/null
	[ "$status" -eq 0 ]
	grep -qE '^pidfd_open\(([0-9]+), 0\) += 3<pid:\1>$' out
	grep -qE '^close\(3<pid:[0-9]+>\) += 0$' out
	# strace prints the same lines
	strace --decode-fds=pidfd,path -o sout /usr/bin/python3 -c 'import os; os.close(os.pidfd_open(os.getpid()))' 3>&- </dev/null
	grep -qE '^pidfd_open\(([0-9]+), 0\) += 3<pid:\1>$' sout
}

@test "-yy: socket details of a connected socket pair" {
	run "$EBTRACE" -yy -o out /usr/bin/python3 -c 'import socket, time; a, b = socket.socketpair(); a.send(b"x"); time.sleep(0.3)' 3>&-
	[ "$status" -eq 0 ]
	grep -qE '^socketpair\(AF_UNIX, SOCK_STREAM\|SOCK_CLOEXEC, 0, \[[0-9]+<UNIX-STREAM:\[[0-9]+(->[0-9]+)?\]>, [0-9]+<UNIX-STREAM:\[[0-9]+(->[0-9]+)?\]>\]\) = 0' out
}

@test "bad --decode-fds, -X and --strings-in-hex values are refused like strace" {
	run "$EBTRACE" --decode-fds=bogus true 3>&-
	[ "$status" -eq 1 ]
	[[ "$output" == *"invalid decode-fds 'bogus'"* ]]
	run "$EBTRACE" -X bogus true 3>&-
	[ "$status" -eq 1 ]
	[[ "$output" == *"invalid -X argument: 'bogus'"* ]]
	run "$EBTRACE" --strings-in-hex=bogus true 3>&-
	[ "$status" -eq 1 ]
	[[ "$output" == *"invalid --strings-in-hex argument: 'bogus'"* ]]
	run "$EBTRACE" -y --decode-fds=path true 3>&-
	[ "$status" -eq 1 ]
	[[ "$output" == *"-y and --decode-fds cannot be provided simultaneously"* ]]
}

@test "-x: binary data in hex, text left alone (gzip)" {
	for i in 1 2 3 4 5 6 7 8; do echo "compressible line number $i"; done > data.txt
	compare_with_strace --filter '^(read|write)\(' -x -- gzip -c data.txt
}

@test "-xx: every string in hex" {
	printf 'text\n' > in.txt
	compare_with_strace --filter "$IO" -xx -- cat in.txt
}

@test "-x also applies to paths" {
	printf 'x\n' > "$(printf 'caf\303\251')"
	compare_with_strace --filter '^(read|close)\(' -x -y -- cat "$(printf 'caf\303\251')"
	run "$EBTRACE" -x -o out cat "$(printf 'caf\303\251')" 3>&-
	grep -qF 'openat(AT_FDCWD, "\x63\x61\x66\xc3\xa9"' out
}

@test "--strings-in-hex=non-ascii-chars: hex escapes instead of octal" {
	printf 'a\001b\033c\tz\n' > in.txt
	compare_with_strace --filter "$IO" --strings-in-hex=non-ascii-chars -- cat in.txt
	run "$EBTRACE" --strings-in-hex=non-ascii-chars -o out cat in.txt 3>&-
	grep -qE '^read\(3, "a\\x01b\\x1bc\\tz\\n", 131072\) += 8$' out
}

@test "-X raw: AT_FDCWD as a number; -X verbose: with its name" {
	printf 'x\n' > in.txt
	run "$EBTRACE" -X raw -o out cat in.txt 3>&-
	grep -q '^openat(-100, "in.txt", ' out
	run "$EBTRACE" -X verbose -o out cat in.txt 3>&-
	grep -q '^openat(-100 /\* AT_FDCWD \*/, "in.txt", ' out
}

@test "-e raw=: arguments and return values in hex" {
	"$EBTRACE" -e raw=all -o /dev/null true 2>/dev/null || skip "-e raw= is parsed by the options module"
	printf 'x\n' > in.txt
	compare_with_strace --filter '^(read|write|close|openat)\(' -e raw=all -- cat in.txt
	compare_with_strace --filter '^(read|write|close|openat)\(' -e raw=read,close -y -- cat in.txt
}

@test "-y under -e trace=: the descriptor table still follows the hidden calls" {
	printf 'x\n' > in.txt
	compare_with_strace -y -e trace=read,close -- cat in.txt
	run "$EBTRACE" -y -e trace=read,close -o out cat in.txt 3>&-
	! grep -q '^openat' out
	grep -qF "read(3<$WORK/in.txt>, \"x\\n\", 131072) = 2" out
}
