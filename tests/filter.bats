#!/usr/bin/env bats
# -e trace= and the other qualifiers, -z/-Z, -P: the same calls (names and
# results) as strace for the same command.  Syscall filtering happens in the
# kernel; the last test checks that untraced calls cost no record.

load test_helper
load options_helper

setup_file() {
	export FILTER_DIR="$BATS_FILE_TMPDIR/d"
	mkdir -p "$FILTER_DIR/sub"
	echo hello > "$FILTER_DIR/f.txt"
	ln -sf "$FILTER_DIR/f.txt" "$FILTER_DIR/link.txt"
}

@test "trace= by name, number, and later -e trace= replacing earlier ones" {
	shape_with_strace -e trace=close -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=openat,close,read -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=3 -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=openat -e trace=close -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e close -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e t=close --trace=read -- cat "$FILTER_DIR/f.txt"
}

@test "trace= classes with and without %" {
	for class in %file file %desc desc %memory memory %process %signal %net %network \
		     %ipc %creds %pure %clock %stat %lstat %fstat %%stat %statfs %fstatfs %%statfs; do
		shape_with_strace -e "trace=$class" -- ls -la "$FILTER_DIR"
	done
}

@test "trace= regex, negation, all, none, ?, personalities" {
	shape_with_strace -e 'trace=/^(read|close)$' -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e 'trace=/stat' -- ls -la "$FILTER_DIR"
	shape_with_strace -e 'trace=!%memory,%desc' -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e 'trace=!!close' -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e 'trace=!all' -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=all -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=none -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e 'trace=?nosuch,close' -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e 'trace=?nosuch' -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=close@64 -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=close@32 -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=stat64,close -- cat "$FILTER_DIR/f.txt"
}

@test "-z, -Z and -e status=" {
	shape_with_strace -z -- cat "$FILTER_DIR/f.txt" /nonexistent
	shape_with_strace -Z -- cat "$FILTER_DIR/f.txt" /nonexistent
	shape_with_strace --failed-only -e trace=%file -- cat "$FILTER_DIR/f.txt" /nonexistent
	shape_with_strace -e status=failed,unfinished -- cat "$FILTER_DIR/f.txt" /nonexistent
	shape_with_strace -e status=unfinished -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e 'status=!successful' -- cat /nonexistent
	# -z hides exit_group (= ?) but not "+++ exited"
	run "$EBTRACE" -z -o out true
	[ "$(tail -n 1 out)" = "+++ exited with 0 +++" ]
	run grep -c '^exit_group' out
	[ "$output" = 0 ]
}

@test "-P PATH: calls naming it and later calls on its descriptors" {
	cd "$FILTER_DIR"
	shape_with_strace -P "$FILTER_DIR/f.txt" -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -P "$FILTER_DIR/f.txt" -- cat f.txt
	shape_with_strace -P "$FILTER_DIR/f.txt" -e trace=read -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -P "$FILTER_DIR/f.txt" -P /etc/hostname -- cat /etc/hostname "$FILTER_DIR/f.txt"
	shape_with_strace -f -P "$FILTER_DIR/f.txt" -- sh -c "exec 5<$FILTER_DIR/f.txt; cat <&5; cat /etc/hostname"
	[ "$(wc -l < "$WORK/e.out")" -ge 4 ]
}

@test "-P on a descriptor the command inherited, followed through dup2 and close" {
	build_prog inherited_fd
	(exec 9< "$FILTER_DIR/f.txt"
	 trace_both -e trace=dup,dup2,close -P "$FILTER_DIR/f.txt" -- "$WORK/inherited_fd")
	grep -q "^dup(9)" "$WORK/s.out"
	diff "$WORK/s.out" "$WORK/e.out"
}

@test "-P: poll and select show the calls waiting on a descriptor on the path" {
	build_prog wait_inherited
	(exec 9< "$FILTER_DIR/f.txt"
	 trace_both -e trace=poll,select,pselect6 -P "$FILTER_DIR/f.txt" -- "$WORK/wait_inherited")
	[ "$(grep -c "^[a-z0-9]*(.*9" "$WORK/s.out")" = 3 ]
	diff "$WORK/s.out" "$WORK/e.out"
}

@test "-P: not on the object a call acts on (fs context, epoll set), as strace" {
	build_prog ctxfd_calls
	trace_both -e trace=fsconfig,epoll_ctl -P "$FILTER_DIR/f.txt" -- "$WORK/ctxfd_calls" "$FILTER_DIR/f.txt"
	[ "$(grep -c '^[a-z_]*(' "$WORK/s.out")" = 2 ]
	diff "$WORK/s.out" "$WORK/e.out"
}

@test "-P through a symlink: strace's resolution message, quiet=path-resolution hides it" {
	cd "$FILTER_DIR"
	shape_with_strace -P "$FILTER_DIR/link.txt" -- cat link.txt
	[ "$(cat "$WORK/e.err")" = "$EBTRACE: Requested path \"$FILTER_DIR/link.txt\" resolved into \"$FILTER_DIR/f.txt\"" ]
	run "$EBTRACE" -e quiet=path-resolution -P "$FILTER_DIR/link.txt" -o out cat link.txt
	[ "$status" -eq 0 ]
	[ "$output" = hello ]
}

@test "-e signal= filters --- lines and +++ killed lines" {
	local caught='trap "echo x" USR1; kill -USR1 $$'
	shape_with_strace -e signal=none -- sh -c "$caught"
	shape_with_strace -e signal=SIGUSR2 -- sh -c "$caught"
	shape_with_strace -e signal=usr1 -- sh -c "$caught"
	grep -q '^--- SIGUSR1 ' "$WORK/e.out"
	shape_with_strace -e 'signal=!10' -- sh -c "$caught"
	shape_with_strace -e s=all -e trace=none -- sh -c "$caught"
	shape_with_strace -e signals=none -- sh -c 'kill -USR1 $$'
	[ "$(tail -n 1 "$WORK/e.out")" = "+++ exited with 138 +++" ] || ! grep -q 'killed by' "$WORK/e.out"
}

@test "quiet: -qq and quiet=exit hide +++ exited, never +++ killed" {
	shape_with_strace -qq -- true
	shape_with_strace -e quiet=exit -- sh -c 'exit 3'
	build_prog exit_code
	run "$EBTRACE" -e quiet=exits -o out "$WORK/exit_code" -9
	[ "$status" -eq 137 ]
	[ "$(tail -n 1 out)" = "+++ killed by SIGKILL +++" ]
	shape_with_strace -qqq -- true
	shape_with_strace --quiet=all -e trace=none -- true
}

@test "raw=, abbrev=, verbose=, read=, write=, decode-fds= are accepted like strace" {
	shape_with_strace -e raw=openat -e trace=close -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e abbrev=none -e verbose=none -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e x=close -e trace=openat -e a=%file -e v=!%desc -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=none -e read=3 -e write=1,2 -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=none -e r=all -e w='!0' -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=none -e decode-fds=path,socket -- cat "$FILTER_DIR/f.txt"
	shape_with_strace -e trace=none -e decode-fd=all -- cat "$FILTER_DIR/f.txt"
}

@test "-e abbrev=SET: structs in full for the calls outside the set only, as strace prints them" {
	build_prog proc_calls
	for set in uname '!uname' none; do
		compare_with_strace --filter '^(P1 )?(uname|sysinfo|prlimit64)\(' -f -e abbrev="$set" -- "$WORK/proc_calls"
	done
}

@test "the kernel drops untraced calls: a filtered run gets only the traced records" {
	# -c counts in the kernel, so a trace=close count shows the same calls
	# as strace's and nothing else (the records of other calls never exist)
	run "$EBTRACE" -o out -e trace=close cat "$FILTER_DIR/f.txt"
	[ "$status" -eq 0 ]
	run grep -vcE '^(close\(|\+\+\+)' out
	[ "$output" = 0 ]
	run "$EBTRACE" -c -o out -e trace=close cat "$FILTER_DIR/f.txt"
	run awk '$NF != "close" && $NF != "total" && $NF != "syscall" && $1 !~ /^-/' out
	[ -z "$output" ]
}

@test "leaving rt_sigreturn out leaves no stray number -1 call behind" {
	# the interrupted wait4 returns through rt_sigreturn, whose number the
	# kernel turns into -1: with its enter skipped, its exit is no call
	run "$EBTRACE" -f -o out -e signal=none -e 'trace=!rt_sigreturn' \
		sh -c "ls $FILTER_DIR | wc -l; sleep 0.1 & wait"
	[ "$status" -eq 0 ]
	run grep -c 'syscall_0xffffffffffffffff\|^[0-9]* *rt_sigreturn' out
	[ "$output" = 0 ]
	grep -q 'wait4(' out
}

@test "-e abbrev=execve leaves execve's argv and environment whole, like -v" {
	compare_with_strace --filter '^execve\("/bin/echo"' -e trace=execve -e 'abbrev=!execve' -- \
		env -i A=1 B=2 /bin/echo $(seq 1 40)
	compare_with_strace --filter '^execve\("/bin/echo"' -e trace=execve -e abbrev=none -- \
		env -i A=1 /bin/echo $(seq 1 40)
}

# Only the capture code the traced calls need is loaded: a filter keeping a
# few calls must still show each of them whole, as strace does.
@test "a filter keeping a few calls shows their arguments whole, as strace does" {
	build_prog desccalls
	build_prog ioctl_calls
	compare_with_strace -e trace=execve -- /bin/echo a b
	compare_with_strace -e trace=getdents64 -- ls "$FILTER_DIR"
	compare_with_strace -e trace=writev,readv -- "$WORK/desccalls"
	compare_with_strace --filter '^ioctl\(-1,' -e trace=ioctl -- "$WORK/ioctl_calls"
	compare_with_strace -e trace=exit_group -- true
	compare_with_strace -e trace=none -- true
	# no call shown: the signals and ends of every task still are
	compare_with_strace -f -e trace=none -- sh -c 'sh -c "kill -USR1 \$\$"; exit 3'
}

@test "-P PATH: descriptors on it the command inherits count too, not those ebtrace closes at its exec" {
	# fd 9 on the traced path, inherited; the shell's dup and close on it
	compare_with_strace -P /dev/full -e trace=dup,fcntl,close -- \
		sh -c 'exec 8>/dev/null; exec 9>>/dev/full; exec 7>&9; exec 7>&-; exec 9>&-'
	compare_with_strace -P /dev/full -e trace=dup,fcntl,close,write -- \
		sh -c 'echo x >&9; exec 7>&9; exec 9>&-' 9>>/dev/full
}
