#!/usr/bin/env bats
# The descriptor family: buffers, iovecs, seek, fcntl, ioctl, dup, pipes,
# poll/select/epoll and the extra text after their return values, compared
# with strace.

load test_helper

# The calls tests/progs/desccalls.c makes.
DESC_CALLS='^(read|write|pread64|pwrite64|readv|writev|preadv|pwritev|lseek|fcntl|ioctl|dup[23]?|pipe2?|flock|fadvise64|fallocate|fsync|fdatasync|ftruncate|close_range|poll|ppoll|select|pselect6|epoll_[a-z0-9]*|eventfd2?|memfd_create|sendfile|copy_file_range|splice|close|openat|unlink)\('

# -s cuts buffers, iovecs and arrays; -x/-xx show them in hex; -v in full;
# -yy decorates descriptors, in poll and select sets too.
@test "descriptor calls print as strace prints them, with -s 0/1/5, -x, -xx, -v and -yy too" {
	build_prog desccalls
	for o in "" "-s 0" "-s 1" "-s 5" -x -xx -v -yy; do
		# shellcheck disable=SC2086
		compare_with_strace --filter "$DESC_CALLS" $o -- "$WORK/desccalls"
	done
}

@test "fcntl decodes its return value: flags of F_GETFD and F_GETFL" {
	build_prog desccalls
	run "$EBTRACE" -o out "$WORK/desccalls"
	[ "$status" -eq 0 ]
	# descriptor numbers depend on what the test runner keeps open
	grep -qE '^fcntl\([0-9]+, F_GETFD\) += 0x1 \(flags FD_CLOEXEC\)$' out
	grep -qE '^fcntl\([0-9]+, F_GETFL\) += 0x8002 \(flags O_RDWR\|O_LARGEFILE\)$' out
	grep -qE '^fcntl\([0-9]+, F_GETFL\) += 0x800 \(flags O_RDONLY\|O_NONBLOCK\)$' out
	grep -qE '^fcntl\([0-9]+, F_SETLK, \{l_type=F_WRLCK, l_whence=SEEK_SET, l_start=0, l_len=10\}\) += 0$' out
	grep -qE '^fcntl\([0-9]+, 0x3039 /\* F_\?\?\? \*/, 0x6\) += -1 EINVAL ' out
}

@test "poll and select: ready descriptors and Timeout after the return value" {
	build_prog desccalls
	run "$EBTRACE" -o out "$WORK/desccalls"
	[ "$status" -eq 0 ]
	grep -qE '^poll\(\[\{fd=([0-9]+), events=POLLIN\}, \{fd=([0-9]+), events=POLLOUT\}, \{fd=-1\}\], 3, 0\) += 2 \(\[\{fd=\1, revents=POLLIN\}, \{fd=\2, revents=POLLOUT\}\]\)$' out
	grep -qE '^poll\(\[\{fd=[0-9]+, events=POLLIN\}\], 1, 0\) += 0 \(Timeout\)$' out
	# glibc's select() is pselect6
	grep -qE '^pselect6\([0-9]+, \[[0-9]+ ([0-9]+)\], \[([0-9]+)\], NULL, \{tv_sec=0, tv_nsec=0\}, NULL\) += 2 \(in \[\1\], out \[\2\], left \{tv_sec=0, tv_nsec=0\}\)$' out
	grep -qE '^select\([0-9]+, \[([0-9]+)\], NULL, NULL, \{tv_sec=0, tv_usec=0\}\) += 1 \(in \[\1\], left \{tv_sec=0, tv_usec=0\}\)$' out
}

@test "dd: reads and writes of whole blocks" {
	head -c 1024 /dev/zero | tr '\0' 'z' > in.bin
	compare_with_strace --filter "$DESC_CALLS" -- dd if=in.bin of=out.bin bs=512 count=2 status=noxfer
}

@test "cat through a pipe: copy_file_range, fadvise64 and the buffers" {
	printf 'one\ntwo\nthree\n' > in.txt
	compare_with_strace --filter "$DESC_CALLS" -s 64 -- cat in.txt
	compare_with_strace --filter "$DESC_CALLS" -- sh -c 'cat in.txt | wc -l'
}

@test "ioctl on a terminal: termios and winsize structs, abbreviated and with -v" {
	prog='import os, termios, fcntl, struct
m, s = os.openpty()
termios.tcsetattr(s, termios.TCSANOW, termios.tcgetattr(s))
fcntl.ioctl(s, termios.TIOCGWINSZ, bytes(8))
fcntl.ioctl(s, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))'
	compare_with_strace --filter '^ioctl\(' -- python3 -c "$prog"
	compare_with_strace --filter '^ioctl\(' -v -- python3 -c "$prog"
	run "$EBTRACE" -o out python3 -c "$prog"
	grep -qE '^ioctl\([0-9]+, SNDCTL_TMR_START or TCSETS, \{c_iflag=ICRNL\|IXON, c_oflag=NL0\|CR0\|TAB0\|BS0\|VT0\|FF0\|OPOST\|ONLCR, c_cflag=B38400\|CS8\|CREAD, c_lflag=ISIG\|ICANON\|' out
	grep -qE '^ioctl\([0-9]+, TIOCSWINSZ, \{ws_row=24, ws_col=80, ws_xpixel=0, ws_ypixel=0\}\) += 0$' out
}

@test "-e read= and -e write= dump the data of the chosen descriptors like strace" {
	printf 'hello\tworld\n\001\002 binary \377 bytes and a line longer than sixteen\n' > in.txt
	compare_with_strace -e trace=read,write -e read=3 -e write=1 -- cat in.txt
	compare_with_strace -e trace=writev,readv -e write=1 -- \
		python3 -c 'import os; os.writev(1, [b"ab", b"", b"cdefghijklmnopqrstuvwxyz0123456789"])'
	compare_with_strace -e trace=write -e write=all -- sh -c 'echo one; echo two >&2'
}

# Not with -y: the namespace's text comes from /proc, which a tracee that
# has exited no longer has.
@test "inode flag and namespace ioctls print like strace" {
	build_prog sys_calls
	for o in "-s 64" "-X verbose" "-X raw"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^(P1 )?ioctl\(' $o -- "$WORK/sys_calls" "$WORK"
	done
}

# The line of a call prints once it has returned: by then /proc shows the
# descriptor the call made, not the state strace saw when it began.
@test "-y: a dup2 target closed just before, an O_TMPFILE file, sendfile's descriptors" {
	cat > fds.py <<'P'
import os
f = os.open("f", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
os.close(1); os.dup2(f, 1); os.write(1, b"x")
t = os.open(".", os.O_TMPFILE | os.O_RDWR, 0o600); os.write(t, b"y")
print(os.fstat(t).st_ino, file=open("ino", "w")); os.close(t)
os.sendfile(f, os.open("/etc/hostname", os.O_RDONLY), 0, 3)
P
	# the O_TMPFILE file's inode differs between the runs: its lines and
	# those of the file it is written to are checked below
	compare_with_strace --filter '^(?!.*(#|/ino>))(close|dup2|write|sendfile)\((1|[0-9]<[^#]*)[,)]' -y -- python3 fds.py
	run "$EBTRACE" -y -e trace=openat,write,close -o out python3 fds.py
	[ "$status" -eq 0 ]
	grep -F 'O_TMPFILE, 0600) = ' out | grep -qF "<$PWD/#$(cat ino)>(deleted)"
	grep -qF "<$PWD/#$(cat ino)>(deleted), \"y\", 1) = 1" out
}

@test "timerfd_create: its clock and TFD_* flags, in every -X style" {
	cat > tfd.py <<'P'
import ctypes
libc = ctypes.CDLL(None)
for clock, flags in ((1, 0o2004000), (0, 0), (7, 0o2000000), (99, 1), (1, 2), (1, 0o10)):
    libc.timerfd_create(clock, flags)
P
	for o in "" "-X raw" "-X verbose"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^timerfd_create\(' $o -- python3 tfd.py
	done
}

@test "-y: a symlink opened with O_PATH|O_NOFOLLOW is the link, /proc/net and /proc/mounts are the tracee's" {
	build_prog fd_paths
	compare_with_strace --filter '^(openat|newfstatat|close)\(' -f -y -- "$WORK/fd_paths"
	"$EBTRACE" -y -o out -e trace=openat "$WORK/fd_paths"
	grep -qE '^openat\([0-9]+</>, "lib", O_RDONLY[|]O_NOFOLLOW[|]O_PATH\) += [0-9]+</lib>$' out
	grep -qE '^openat\(AT_FDCWD<[^>]+>, "/proc/net/unix", O_RDONLY\) += [0-9]+</proc/[0-9]+/net/unix>$' out
	local pid
	pid=$(sed -nE 's|.*"/proc/mounts", O_RDONLY\) += [0-9]+</proc/([0-9]+)/mounts>$|\1|p' out)
	[ -n "$pid" ]
	grep -qE "^openat\\(AT_FDCWD<[^>]+>, \"/proc/self/stat\", O_RDONLY\\) += [0-9]+</proc/$pid/stat>\$" out
}

# The kernel takes an int argument's low 32 bits: garbage above them must
# not show (flags, descriptors, signals), while long arguments show whole.
# A struct that ends at the last byte before an unmapped page is captured
# as long as the command says it is.
@test "int arguments are the low 32 bits of their registers; fcntl structs at a page end" {
	build_prog wide_args
	for o in "" "-X raw" "-X verbose"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^(fcntl|openat|lseek|dup3|close|kill|socket|getpriority|umask)\(' \
			$o -- "$WORK/wide_args"
	done
}

# Requests of many families (evdev, files, ATA disks, counters, seccomp
# notifications, the random device, watchdogs, GPIO, loop devices, RTC,
# MTD, UBI, LIRC, NBD), failing and, made to succeed, with what they write.
@test "ioctl requests by name with their argument structs, in every -X style, like strace" {
	build_prog ioctl_calls
	for o in "" -v "-X raw" "-X verbose" "-e verbose=none" \
		 "-e inject=ioctl:retval=8" "-v -e inject=ioctl:retval=8"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(-1,' $o -- "$WORK/ioctl_calls"
	done
}

@test "io_uring_setup's parameters both ways and io_uring_enter's flags and mask like strace" {
	build_prog struct_args
	local o calls=io_uring_setup,io_uring_enter
	for o in "" "-y" "-v -X verbose" "-X raw" "-e verbose=none"; do
		# shellcheck disable=SC2086
		compare_with_strace -e trace=$calls $o -- "$WORK/struct_args" io_uring
	done
	"$EBTRACE" -o out -y -e trace=$calls "$WORK/struct_args" io_uring
	grep -qE '^io_uring_setup\(2, \{flags=0, sq_thread_cpu=0, sq_thread_idle=0, sq_entries=2, cq_entries=4, features=[A-Z_|0-9a-fx]+, sq_off=\{head=0, .*cq_off=\{.*\}\}\) += [0-9]+<anon_inode:\[io_uring\]>$' out
	grep -qE '^io_uring_setup\(2, \{flags=IORING_SETUP_CLAMP[|]IORING_SETUP_ATTACH_WQ, sq_thread_cpu=0, sq_thread_idle=0, wq_fd=[0-9]+<anon_inode:\[io_uring\]>, resv=\[0, 0x7, 0\]' out
	grep -qE '^io_uring_enter\([0-9]+<anon_inode:\[io_uring\]>, 0, 0, IORING_ENTER_GETEVENTS[|]0x100, \[USR1\], 8\)' out
}

@test "io_uring_register's arguments by opcode like strace: arrays to a fault, nested arrays, probes both ways" {
	build_prog struct_args
	local o
	for o in "" "-y" "-s 1 -X verbose" "-v -X raw" "-e verbose=none" "-e inject=io_uring_register:retval=1"; do
		# shellcheck disable=SC2086
		compare_with_strace -e trace=io_uring_register $o -- "$WORK/struct_args" io_uring
	done
	"$EBTRACE" -o out -e trace=io_uring_register "$WORK/struct_args" io_uring
	grep -qE '^io_uring_register\([0-9]+, IORING_REGISTER_FILES_UPDATE2, \{offset=1, data=\[[0-9]+, -1, IORING_REGISTER_FILES_SKIP, \.\.\. /\* 0x[0-9a-f]+ \*/\], tags=\[0x1337, 0, 0xfacefeed, \.\.\. /\* 0x[0-9a-f]+ \*/\], nr=4\}, 32\)' out
	grep -qE '^io_uring_register\([0-9]+, IORING_REGISTER_IOWQ_MAX_WORKERS, \[\[IO_WQ_BOUND\]=0, \[IO_WQ_UNBOUND\]=0\] => \[\[IO_WQ_BOUND\]=[0-9]+, \[IO_WQ_UNBOUND\]=[0-9]+\], 2\) += 0$' out
}

@test "perf_event_open's attr like strace: as far as its size goes, bit flags, E2BIG's size written back" {
	build_prog struct_args
	local o
	for o in "" "-v" "-X verbose" "-X raw -v" "-e verbose=none"; do
		# shellcheck disable=SC2086
		compare_with_strace -e trace=perf_event_open $o -- "$WORK/struct_args" perf
	done
	"$EBTRACE" -o out -e trace=perf_event_open "$WORK/struct_args" perf
	grep -qE '^perf_event_open\(\{type=PERF_TYPE_SOFTWARE, size=PERF_ATTR_SIZE_VER7, config=PERF_COUNT_SW_DUMMY, .*disabled=1, exclude_kernel=1, precise_ip=2 /\* requested to have 0 skid \*/, \.\.\.\}, 0, -1, -1, PERF_FLAG_FD_CLOEXEC\)' out
	grep -qE '^perf_event_open\(\{type=PERF_TYPE_SOFTWARE, size=0xc0 /\* PERF_ATTR_SIZE_\?\?\? \*/ => (PERF_ATTR_SIZE_VER7|0x[0-9a-f]+ /\* PERF_ATTR_SIZE_\?\?\? \*/), .*\) += -1 E2BIG' out
}

# btrfs: volume args, balance, scrub, devices, features, tree search, quota
# groups, send with the clone sources and the containers INO_PATHS and
# LOGICAL_INO fill, read through the pointers in their structs.
@test "btrfs ioctls with their structs and what their pointers lead to, like strace" {
	build_prog ioctl_btrfs
	for o in "" -v "-X raw" "-X verbose" "-e verbose=none" "-e inject=ioctl:retval=0" \
		 "-v -e inject=ioctl:retval=0" "-s 2 -v -e inject=ioctl:retval=0" \
		 "-e verbose=none -e inject=ioctl:retval=0"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(-1,' $o -- "$WORK/ioctl_btrfs"
	done
	"$EBTRACE" -o out -v -e inject=ioctl:retval=0 "$WORK/ioctl_btrfs"
	grep -qE '^ioctl\(-1, BTRFS_IOC_SEND, \{send_fd=1, clone_sources_count=2, clone_sources=\[BTRFS_FS_TREE_OBJECTID, 300\], parent_root=BTRFS_FIRST_FREE_OBJECTID, ' out
	grep -qE '^ioctl\(-1, BTRFS_IOC_INO_PATHS, \{inum=256, size=4096, fspath=0x[0-9a-f]+\} => \{fspath=\{bytes_left=0, bytes_missing=0, elem_cnt=2, elem_missed=0, val=\["a/b", "c"\]\}\}\)' out
}

# SG_IO: the v3 and v4 structs by their interface id, their buffers flat
# or in iovecs, at entry and, made to succeed, at exit.
@test "SG_IO of both interfaces with its buffers, like strace" {
	build_prog ioctl_sg_io
	for o in "" -v "-X raw" "-X verbose" "-s 8" "-e verbose=none" \
		 "-e inject=ioctl:retval=0" "-s 5 -e inject=ioctl:retval=0"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(-1,' $o -- "$WORK/ioctl_sg_io"
	done
	"$EBTRACE" -o out -e inject=ioctl:retval=0 "$WORK/ioctl_sg_io"
	grep -qF 'dxferp=[{iov_base="inqu", iov_len=4}, {iov_base="iry data, longer than the string"..., iov_len=40}, {iov_base="by def", iov_len=8}]' out
	grep -qF 'dxferp="\x69\x6e\x71\x75\x69\x72\x79\x20\x64\x61\x74\x61" => dxferp="\x69\x6e\x71\x75\x69\x72\x79\x20"' out
}

# PTP clocks: time stamps with their dates, the samples a getter wrote.
@test "PTP clock ioctls with their structs, in every -X style, like strace" {
	build_prog ioctl_ptp
	for o in "" "-X raw" "-X verbose" "-e verbose=none" \
		 "-e inject=ioctl:retval=0" "-s 2 -e inject=ioctl:retval=0"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(-1,' $o -- "$WORK/ioctl_ptp"
	done
}

# Block devices: BLKPG's partition is read through the pointer in its struct.
@test "block device ioctls, BLKPG with the partition it points to, like strace" {
	build_prog ioctl_block
	for o in "" "-X raw" "-e verbose=none" "-e inject=ioctl:retval=0" "-s 4"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(-1,' $o -- "$WORK/ioctl_block"
	done
}

# Consoles and keyboards: key values by name, maps in the argument, and a
# font or unicode map read through the pointer in the struct.
@test "console and keyboard ioctls, with the fonts and maps they point to, like strace" {
	build_prog ioctl_kd
	for o in "" "-X raw" "-X verbose" "-e inject=ioctl:retval=0" "-s 1024 -e inject=ioctl:retval=0" \
		 "-s 2"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(-1,' $o -- "$WORK/ioctl_kd"
	done
}

# Device mapper: the data after struct dm_ioctl shows with -v, at entry
# (tables, messages) and, for getters made to succeed, at exit.
@test "device mapper ioctls with the tables and strings after their struct, like strace" {
	build_prog ioctl_dm
	for o in "" -v "-v -s 5" "-v -X raw" "-v -e verbose=none" \
		 "-e inject=ioctl:retval=0" "-v -e inject=ioctl:retval=0"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(-1,' $o -- "$WORK/ioctl_dm"
	done
}

# Network devices: struct ifreq by request, and the device list
# SIOCGIFCONF fills, read through the pointer in struct ifconf.
@test "network device ioctls and the device list SIOCGIFCONF fills, like strace" {
	build_prog ioctl_sock
	for o in "" "-X raw" "-X verbose" "-s 1" "-e verbose=none"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(' $o -- "$WORK/ioctl_sock"
	done
}

# KVM: descriptors of the VM and vcpu made by ioctl (-y), registers and
# cpuid entries, and with -e kvm=vcpu why each KVM_RUN stopped.  Needs
# /dev/kvm.
@test "KVM ioctls with their structs and the descriptors they make, like strace" {
	[ -w /dev/kvm ] || skip "no /dev/kvm"
	build_prog ioctl_kvm
	"$WORK/ioctl_kvm" || skip "no KVM virtual machine here"
	for o in "" -y -v "-v -X raw" "-e verbose=none" "-e kvm=vcpu" "-y -e kvm=vcpu"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(' $o -- "$WORK/ioctl_kvm"
	done
	"$EBTRACE" -o out -e kvm=vcpu "$WORK/ioctl_kvm"
	grep -qE '^ioctl\([0-9]+, KVM_RUN, 0\) += 0 \(KVM_EXIT_IO\)$' out
	grep -qE '^ioctl\([0-9]+, KVM_RUN, 0\) += 0 \(KVM_EXIT_HLT\)$' out
}

# TEE: the argument and parameters a session or call points to.
@test "TEE ioctls with the arguments their buffers point to, like strace" {
	build_prog ioctl_tee
	for o in "" -v "-X raw" "-e verbose=none" "-e inject=ioctl:retval=0" "-s 1"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(-1,' $o -- "$WORK/ioctl_tee"
	done
}

@test "-e read= and -e write= dump message queue data like strace" {
	build_prog struct_args
	local o
	for o in "-e read=all" "-e write=all" "-e read=all -e write=all -s 4"; do
		# shellcheck disable=SC2086
		compare_with_strace -e trace=mq_timedsend,mq_timedreceive $o -- "$WORK/struct_args" mq
	done
	"$EBTRACE" -o out -e read=all -e trace=mq_timedreceive "$WORK/struct_args" mq
	[ "$(grep -c '^ | 00000  68 65 6c 6c 6f 00 77 6f  72 6c 64 0a  ' out)" = 1 ]
}

@test "a buffer not readable a byte past what -s shows is its address, as strace reads that far" {
	build_prog buf_page_end
	local s
	for s in 32 5 0; do
		compare_with_strace -s "$s" -e trace=write,writev -- "$WORK/buf_page_end"
	done
}

@test "a buffer running into unmapped memory is its address, even when the page is mapped right after the call" {
	build_prog buf_mapped_after
	# the pause is traced: the reader gets to the write while it lasts
	compare_with_strace -e trace=write,clock_nanosleep,nanosleep -- "$WORK/buf_mapped_after"
}

# Perf events: flags, the filter string, the attr as perf_event_open shows
# it, the BPF query's ids as a successful call wrote them.
@test "perf event ioctls with the filter, attr and BPF query they point to, like strace" {
	build_prog ioctl_perf
	for o in "" "-X raw" "-X verbose" "-v" "-e verbose=none" "-s 8" \
		 "-e inject=ioctl:retval=0" "-s 1 -e inject=ioctl:retval=0"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(' $o -- "$WORK/ioctl_perf"
	done
}

# Video4Linux2: formats by buffer type (an overlay's clips read through
# its pointer), buffers, controls by id and class, the extended controls'
# array, and what a successful call wrote after " => ".
@test "V4L2 ioctls with the structs and arrays they point to, like strace" {
	build_prog ioctl_v4l2
	for o in "" "-v" "-X raw" "-X verbose" "-e verbose=none" "-s 1" \
		 "-e inject=ioctl:retval=0" "-v -e inject=ioctl:retval=0" \
		 "-s 1 -e inject=ioctl:retval=0"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^ioctl\(' $o -- "$WORK/ioctl_v4l2"
	done
}

@test "fd_sets ending where the mapping ends are shown as the call got them" {
	build_prog fdset_page_end
	compare_with_strace -e trace=select,pselect6 -- "$WORK/fdset_page_end"
	/usr/bin/strace -o s.out -e trace=select -- "$WORK/fdset_page_end"
	grep -q '^select(.*\[[0-9]\]' s.out
}

@test "select with nfds past FD_SETSIZE shows the sets the call got" {
	build_prog select_big
	compare_with_strace -e trace=select,pselect6 -- "$WORK/select_big"
}

@test "select with nfds 2^31-1 on sets whose far pages were never touched, or are not mapped" {
	build_prog select_huge
	compare_with_strace -e trace=select -- "$WORK/select_huge"
	compare_with_strace -P /dev/null -e trace=select -- "$WORK/select_huge"
	/usr/bin/strace -o s.out -e trace=select -- "$WORK/select_huge"
	grep -Eq '^select\(2147483647, \[[0-9]+ [0-9]+\], \[\], \[\]' s.out
}

@test "-y: open_tree's descriptor is on its path, or on the dirfd's file with AT_EMPTY_PATH" {
	build_prog open_tree_fds
	echo x > f
	compare_with_strace -y -e trace=open_tree -- "$WORK/open_tree_fds" "$PWD/f"
	compare_with_strace -y -e trace=open_tree -- "$WORK/open_tree_fds" f
}

@test "bpf: each command's attr fields as far as its size reaches, extra bytes, its address when not verbose, like strace" {
	build_prog bpf_attrs
	for o in "" "-v" "-y" "-Xraw" "-Xverbose" "-s 5" "-s 200" "-e verbose=none" "-e verbose=!bpf"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^bpf\(' $o -- "$WORK/bpf_attrs"
	done
}

@test "bpf: a map's info with -v -y, as strace shows it" {
	build_prog bpf_attrs
	"$WORK/bpf_attrs" map_info || skip "no bpf maps here"
	for o in "-v -y" "-y"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^bpf\(' $o -- "$WORK/bpf_attrs" map_info
	done
}

@test "-y: a Landlock ruleset's descriptor, a version query's number, injected results" {
	build_prog landlock_fds
	compare_with_strace -y -e trace=landlock_create_ruleset -- "$WORK/landlock_fds"
	# fd 0 is open in the tracee: an injected number is shown as /proc has it
	compare_with_strace -y -e trace=landlock_create_ruleset \
		-e inject=landlock_create_ruleset:retval=0 -- "$WORK/landlock_fds"
}

@test "aio: io_setup's context, the events io_getevents and io_pgetevents return, their timeout and mask" {
	build_prog aio_events
	compare_with_strace -e trace=io_setup,io_getevents,io_pgetevents,io_destroy -- "$WORK/aio_events"
}

@test "aio: io_submit's requests of each kind with what they write, io_cancel's" {
	build_prog aio_submit
	for o in "" "-s 4" "-y" "-X raw" "-X verbose"; do
		# shellcheck disable=SC2086
		compare_with_strace $o -e trace=io_submit,io_cancel -- "$WORK/aio_submit"
	done
}

# A program's id, map ids and load time differ from run to run: the two
# traces are compared without them, and ebtrace's on its own for them.
@test "bpf: a program's info with -v -y, what it asked for => what there was, as strace shows it" {
	build_prog bpf_attrs
	"$WORK/bpf_attrs" prog_info || skip "no bpf programs here"
	local o
	for o in "-v -y" "-v -y -X raw" "-v -y -X verbose" "-v -y -s 1" "-y"; do
		# shellcheck disable=SC2086
		trace_both $o -e trace=bpf -- "$WORK/bpf_attrs" prog_info
		local f
		for f in s e; do
			sed -E -e 's/\) +=/) =/' -e 's/\bid=[0-9]+/id=N/g' \
				-e 's/load_time=[0-9]+( \/\* [^*]* \*\/)?/load_time=N/' \
				-e 's/0x[0-9a-f]{6,}/0xADDR/g' -e ':a;s/(map_ids=\[[N, ]*)[0-9]+/\1N/;ta' \
				"$WORK/$f.out" > "$WORK/$f.norm"
		done
		diff "$WORK/s.norm" "$WORK/e.norm"
	done
	"$EBTRACE" -o out -v -y -e trace=bpf "$WORK/bpf_attrs" prog_info
	grep -qE '^bpf\(BPF_OBJ_GET_INFO_BY_FD, \{info=\{bpf_fd=[0-9]+<anon_inode:bpf-prog>, info_len=232, info=\{type=BPF_PROG_TYPE_SOCKET_FILTER, id=[0-9]+, tag="(\\x[0-9a-f]{2}){8}", jited_prog_len=0 => [0-9]+, jited_prog_insns=NULL, xlated_prog_len=8 => 48, xlated_prog_insns=\[\{code=BPF_ALU64\|BPF_K\|BPF_MOV, dst_reg=BPF_REG_0, src_reg=BPF_REG_0, off=0, imm=0\}\], load_time=[0-9]+ /\* [0-9-]+T[0-9:]+\+0000 \*/, created_by_uid=0, nr_map_ids=1 => 2, map_ids=\[[0-9]+\], ' out
}
