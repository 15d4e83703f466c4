#!/usr/bin/env bats
# The file family: paths, open flags, modes, stat/statx/statfs, links,
# times and extended attributes, compared with strace.

load test_helper

# The calls tests/progs/filecalls.c makes (the loader's calls are other
# families' business).
FILE_CALLS='^(open|openat|openat2|creat|access|faccessat2?|newfstatat|fstat|statx|statfs|fstatfs|getcwd|mkdirat?|chdir|rmdir|rename|renameat2?|linkat?|unlinkat?|symlinkat?|readlinkat?|truncate|ftruncate|chmod|fchmodat|chown|lchown|fchownat|mknodat?|umask|utimensat|l?setxattr|l?getxattr|l?listxattr|l?removexattr|f[gs]etxattr|inotify_[a-z0-9_]*|close|write)\('

# The options: none (flags, modes, structs), -s 1 (strings and arrays cut),
# -s 0 (paths still whole, unreadable buffers as addresses), -x and -xx
# (paths and values in hex).
@test "file calls print as strace prints them, with -s 1, -s 0, -x and -xx too" {
	build_prog filecalls
	for o in "" "-s 1" "-s 0" -x -xx; do
		# shellcheck disable=SC2086
		compare_with_strace --filter "$FILE_CALLS" $o -- "$WORK/filecalls"
	done
}

@test "-v: statfs, and stat of a device, in full" {
	build_prog filecalls
	# the files the program makes get new inodes and times in each run
	compare_with_strace --filter '^(statfs|fstatfs|newfstatat\(AT_FDCWD, "/dev/null")' -v -- "$WORK/filecalls"
}

@test "-v: stat fields in order, times with their ISO date comment" {
	touch -d @1000000000.25 old
	run "$EBTRACE" -v -o out stat old
	[ "$status" -eq 0 ]
	grep -qF 'stx_mtime={tv_sec=1000000000, tv_nsec=250000000} /* 2001-09-09T01:46:40.250000000+0000 */' out
	touch -d @1000000000 old
	run "$EBTRACE" -v -o out python3 -c 'import os; os.stat("old")'
	[ "$status" -eq 0 ]
	grep -qE '^newfstatat\(AT_FDCWD, "old", \{st_dev=makedev\(0x[0-9a-f]+, 0x?[0-9a-f]*\), st_ino=[0-9]+, st_mode=S_IFREG\|0644, st_nlink=1, st_uid=0, st_gid=0, st_blksize=[0-9]+, st_blocks=0, st_size=0, st_atime=[0-9]+ /\* [-0-9T:.]+\+0000 \*/, st_atime_nsec=[0-9]+, st_mtime=1000000000 /\* 2001-09-09T01:46:40\+0000 \*/, st_mtime_nsec=0, st_ctime=[0-9]+ /\* [-0-9T:.]+\+0000 \*/, st_ctime_nsec=[0-9]+\}, 0\) += 0$' out
}

@test "ls -la: statx, xattrs, readlink and getdents64 as strace prints them" {
	mkdir d
	printf 'hello\n' > d/file
	ln -s file d/link
	mkfifo d/fifo
	touch -h -d @1000000000 d/file d/link d/fifo d
	compare_with_strace --filter '^(statx|lgetxattr|getxattr|readlink|getdents64|openat|newfstatat)\(' -- ls -la d
}

@test "-v: getdents64 entries in full" {
	# a directory that does not change while the test runs
	compare_with_strace --filter '^getdents64\(' -v -- ls "$TESTS_DIR/progs"
}

@test "getdents64 without -v: an entry count" {
	mkdir d && touch d/a d/b d/c
	run "$EBTRACE" -o out ls d
	[ "$status" -eq 0 ]
	grep -qE '^getdents64\([0-9]+, 0x[0-9a-f]+ /\* 5 entries \*/, 32768\) += 120$' out
	grep -qE '^getdents64\([0-9]+, 0x[0-9a-f]+ /\* 0 entries \*/, 32768\) += 0$' out
}

@test "failed calls show output structs as addresses" {
	run "$EBTRACE" -o out stat missing-file
	[ "$status" -eq 1 ]
	grep -qE '^statx\(AT_FDCWD, "missing-file", AT_STATX_SYNC_AS_STAT\|AT_SYMLINK_NOFOLLOW\|AT_NO_AUTOMOUNT, STATX_[A-Z_|]+, 0x[0-9a-f]+\) += -1 ENOENT ' out
}

@test "chmod, mkdir -p, mv, ln -s, rm -r: the file calls of coreutils" {
	# each command line runs twice (strace, ebtrace): it must leave the
	# directory as it found it
	touch f1
	chmod 640 f1
	compare_with_strace --filter "$FILE_CALLS" -- chmod 640 f1
	mkdir dir
	compare_with_strace --filter "$FILE_CALLS|^(getdents64|fcntl)\(" -f -- \
		sh -c 'mkdir -p a/b/c && touch old && mv old dir/new && ln -s target link && rm -rv a dir/new link'
}

@test "mount and umount2 print like strace" {
	build_prog sys_calls
	for o in "-s 64" "-X verbose" "-yy"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter '^(P1 )?u?mount2?\(' $o -- "$WORK/sys_calls" "$WORK"
	done
}

# glibc reads directories 32 KiB at a time, twice what the kernel side
# captures: the count of the rest is taken in the kernel.
@test "getdents64 without -v: the entry count of a directory larger than one capture" {
	mkdir big
	for i in $(seq 700); do : > "big/a-rather-long-file-name-number-$i"; done
	compare_with_strace --filter '^getdents64\(' -- ls -f big
	run "$EBTRACE" -e trace=getdents64 -o out ls -f big
	grep -qE '^getdents64\([0-9]+, 0x[0-9a-f]+ /\* [0-9]{3} entries \*/, 32768\) += 3[0-9]{4}$' out
}

# Structs whose size the caller gives (bytes past the fields known shown
# when not zero, ??? when unreadable), the mount API, quotas, message
# queues, nodemasks and group lists that end a page, flag tables, key
# serials, a memfd name cut where the kernel stops reading it.
@test "struct-taking calls print as strace prints them, with -v and -X verbose too" {
	build_prog struct_calls
	local calls='^(openat2|clone3|mount_setattr|fs[a-z]*|open_tree|move_mount|landlock_[a-z_]*|fanotify_init|memfd_secret|sync_file_range|remap_file_pages|ustat|delete_module|finit_module|kexec_file_load|reboot|syslog|umask|quotactl(_fd)?|mq_[a-z]*|set_mempolicy|setgroups|seccomp|getrandom|fanotify_mark|add_key|request_key|memfd_create)\('
	for o in "" "-v -Xverbose" "-Xraw" "-s 256"; do
		# shellcheck disable=SC2086
		compare_with_strace --filter "$calls" $o -- "$WORK/struct_calls"
	done
}

@test "XFS quota commands show their flags and structs like strace, whole with -v" {
	build_prog struct_args
	local o inj='-e inject=quotactl,quotactl_fd:retval=0'
	for o in "" "-v" "-X verbose" "$inj" "$inj -v -X raw"; do
		# shellcheck disable=SC2086
		compare_with_strace -e trace=quotactl,quotactl_fd $o -- "$WORK/struct_args" quota
	done
	"$EBTRACE" -o out -v $inj -e trace=quotactl "$WORK/struct_args" quota
	grep -qF 'quotactl(QCMD(Q_XQUOTARM, GRPQUOTA), "/dev/null", [FS_USER_QUOTA|0x1020]) = 0 (INJECTED)' out
	grep -qE '^quotactl\(QCMD\(Q_XGETQSTAT, USRQUOTA\), "/dev/null", \{qs_version=-110, qs_flags=.*, qs_uquota=\{qfs_ino=[0-9]+, qfs_nblks=[0-9]+, qfs_nextents=[0-9]+\}, .*qs_iwarnlimit=37522\}\) += 0 \(INJECTED\)$' out
}

@test "-y: a descriptor whose name was removed shows (deleted) after its name" {
	build_prog deleted_fds
	compare_with_strace -y -e trace=fchmod -- "$WORK/deleted_fds"
}

@test "-y: AT_FDCWD of a working directory longer than PATH_MAX has no path, as strace shows it" {
	build_prog deep_cwd
	compare_with_strace --filter '"none"' -y -e trace=openat -- "$WORK/deep_cwd"
}
