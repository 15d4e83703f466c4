#!/usr/bin/env bats
# Printing styles compared with strace on real programs: -y, -yy,
# --decode-fds, -x, -xx, --strings-in-hex, -X, -e raw=, -e verbose=, -s 0.

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

@test "-e raw=all: interrupted calls' restart codes, rt_sigreturn and restart_syscall" {
	build_prog signals
	compare_with_strace --filter '^(P[0-9]+ )?(read|rt_sigreturn|clock_nanosleep|restart_syscall)\(' \
		-f -e raw=all -- "$WORK/signals"
	run "$EBTRACE" -e raw=all -o out "$WORK/signals" 3>&-
	grep -qE '^read\(0x3, 0x[0-9a-f]+, 0x1\) += -1 ERESTARTSYS \(Unknown error 512\)$' out
	grep -qE '^rt_sigreturn\(\) += 0$' out
}

@test "-y under -e trace=: the descriptor table still follows the hidden calls" {
	printf 'x\n' > in.txt
	compare_with_strace -y -e trace=read,close -- cat in.txt
	run "$EBTRACE" -y -e trace=read,close -o out cat in.txt 3>&-
	! grep -q '^openat' out
	grep -qF "read(3<$WORK/in.txt>, \"x\\n\", 131072) = 2" out
}

# -e verbose=: for the calls left out, strace reads nothing behind a pointer
# but strings and data: structs, arrays and argv/envp print as addresses, an
# empty array as [].  The lines compared are those of calls whose decoders
# take that rule (and whose output does not vary from run to run).
UNVERBOSE='^(execve|fcntl|ioctl|sendfile|pselect6|getgroups|setgroups|arch_prctl|prctl|clone3?|rt_sigreturn|rt_sigprocmask|rt_sigaction|sched_[gs]etaffinity|newfstatat|getdents64|openat|read|write)\('

@test "-e verbose=none and verbose=!execve: test programs' structs as addresses" {
	build_prog desccalls
	build_prog proc_calls
	build_prog sig_calls
	for v in none '!execve'; do
		for p in desccalls proc_calls sig_calls; do
			compare_with_strace --filter "$UNVERBOSE" -f -e verbose="$v" -- "$WORK/$p"
		done
	done
	run "$EBTRACE" -e verbose=none -o out "$WORK/desccalls" 3>&-
	grep -qE '^execve\("[^"]*/desccalls", 0x[0-9a-f]+, 0x[0-9a-f]+\) += 0$' out
	grep -qE '^fcntl\([0-9]+, F_SETLK, 0x[0-9a-f]+\) += 0$' out
	run "$EBTRACE" -e verbose=none -o out "$WORK/proc_calls" 3>&-
	grep -qE '^getgroups\(0, NULL\) += [0-9]+$' out
	run "$EBTRACE" -e verbose=none -o out "$WORK/sig_calls" 3>&-
	grep -qE '^rt_sigreturn\(\{mask=0x[0-9a-f]+\}\) += ' out
}

@test "-e verbose=none and verbose=!execve: ls, a shell's fork, nproc, id, python threads" {
	mkdir d
	printf 'x\n' > d/f
	for v in none '!execve'; do
		compare_with_strace --filter "$UNVERBOSE" -e verbose="$v" -- ls -la d
		# where the SIGCHLD handler runs is the scheduler's choice
		compare_with_strace --filter "$UNVERBOSE|^wait4\(" -f -e verbose="$v" -e trace='!rt_sigreturn' -- \
			sh -c 'ls d > /dev/null; echo done'
		compare_with_strace --filter "$UNVERBOSE" -e verbose="$v" -- nproc
		compare_with_strace --filter "$UNVERBOSE" -e verbose="$v" -- id
		compare_with_strace --filter '^(execve|clone3)\(' -f -e verbose="$v" -- \
			python3 -c 'import threading; t = threading.Thread(target=lambda: None); t.start(); t.join()'
	done
	run "$EBTRACE" -e verbose=none -o out nproc 3>&-
	grep -qE '^sched_getaffinity\(0, [0-9]+, 0x[0-9a-f]+\) += [0-9]+$' out
	run "$EBTRACE" -f -e verbose=none -o out python3 -c 'import threading; t = threading.Thread(target=lambda: None); t.start(); t.join()' 3>&-
	grep -qE 'clone3\(0x[0-9a-f]+, 88\) += [0-9]+$' out
}

# (ls -la reads d once first: its access time then stays as it is.  The
# environment is small: the kernel side takes at most 64 strings of an
# array.)
@test "-v -s 0: every element, each string cut to nothing; -s 0 alone cuts the arrays" {
	mkdir d
	printf 'x\n' > d/f
	ls -la d > /dev/null
	compare_with_strace --filter "^(?!execve\\(\"/usr/bin/env\")${UNVERBOSE#^}" -v -s 0 -- \
		env -i A=1 B=2 /usr/bin/ls -la d
	compare_with_strace --filter "$UNVERBOSE" -s 0 -- ls -la d
	run "$EBTRACE" -s 0 -o out ls -la d 3>&-
	grep -qE '^execve\("/usr/bin/ls", \[\.\.\.\], 0x[0-9a-f]+ /\* [0-9]+ vars \*/\) += 0$' out
	run "$EBTRACE" -v -s 0 -o out env -i A=1 B=2 /usr/bin/ls -la d 3>&-
	grep -qF 'execve("/usr/bin/ls", [""..., ""..., ""...], [""..., ""...]) = 0' out
}
