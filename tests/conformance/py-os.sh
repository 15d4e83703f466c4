#!/bin/sh
# desc:   python3 os.* beyond plain I/O: sched_*, statvfs, *at calls, xattrs, prlimit, madvise, pidfd, iovecs, preadv2
# opts:   -s 64 -e trace=!futex
# cmd:    python3 s.py
mkdir big; i=0; while [ $i -lt 300 ]; do : > big/file-with-a-long-name-$i; i=$((i+1)); done
echo data > f; touch -d @1000000000 f
cat > s.py <<'P'
import os, resource, mmap, fcntl, signal
print(os.sched_getscheduler(0), os.sched_getparam(0), os.sched_get_priority_max(os.SCHED_FIFO), os.sched_get_priority_min(os.SCHED_RR))
os.sched_rr_get_interval(0); os.sched_yield()
os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))
os.sched_setscheduler(0, os.SCHED_OTHER, os.sched_param(0))
d = os.open(".", os.O_RDONLY | os.O_DIRECTORY)
os.chown("f", 0, 0); os.chown("f", -1, 0, follow_symlinks=False); os.chown("f", 0, -1, dir_fd=d)
os.utime("f", ns=(1000000000123456789, 1000000000987654321), dir_fd=d)
os.utime("f", times=(1, 2), follow_symlinks=False)
for fn in (lambda: os.setxattr("f", "user.k", b"v\0al"), lambda: os.getxattr("f", "user.k"), lambda: os.listxattr("f"), lambda: os.getxattr("f", "user.none"), lambda: os.removexattr("f", "user.k")):
    try: print(fn())
    except OSError as e: print(e)
resource.prlimit(0, resource.RLIMIT_CORE, (0, resource.RLIM_INFINITY))
print(resource.getrlimit(resource.RLIMIT_NOFILE))
m = mmap.mmap(-1, 65536)
for adv in ("MADV_NORMAL", "MADV_RANDOM", "MADV_SEQUENTIAL", "MADV_WILLNEED", "MADV_DONTNEED", "MADV_FREE", "MADV_DONTFORK", "MADV_DOFORK", "MADV_MERGEABLE", "MADV_UNMERGEABLE", "MADV_HUGEPAGE", "MADV_NOHUGEPAGE", "MADV_DONTDUMP", "MADV_DODUMP", "MADV_REMOVE"):
    try: m.madvise(getattr(mmap, adv))
    except OSError as e: print(adv, e)
m.close()
fd = os.pidfd_open(os.getpid()); os.close(fd)
os.closerange(100, 200)
r, w = os.pipe2(os.O_CLOEXEC | os.O_NONBLOCK)
print(fcntl.fcntl(r, fcntl.F_GETPIPE_SZ), fcntl.fcntl(r, fcntl.F_GETFD), fcntl.fcntl(w, fcntl.F_GETFL))
print(os.writev(w, [b"x%d" % i for i in range(40)]))
print(os.readv(r, [bytearray(3) for i in range(40)]))
f = os.open("f", os.O_RDWR)
print(os.preadv(f, [bytearray(2), bytearray(3)], 0), os.pwritev(f, [b"ab", b"cd"], 0, os.RWF_DSYNC))
os.posix_fadvise(f, 0, 0, os.POSIX_FADV_SEQUENTIAL); os.posix_fallocate(f, 0, 10)
os.lockf(f, os.F_LOCK, 0); os.lockf(f, os.F_ULOCK, 0)
fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB); fcntl.flock(f, fcntl.LOCK_UN)
os.ftruncate(f, 4); os.fsync(f); os.fdatasync(f); os.fchmod(f, 0o640)
out = os.open("g", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
print(os.copy_file_range(f, out, 4, 0, 0), os.sendfile(out, f, 0, 4)); os.close(out)
print(sorted(os.listdir("big"))[:1], len(list(os.scandir("big"))))
os.mkfifo("fifo", 0o600); os.mknod("node", 0o600 | 0o100000)
e = os.eventfd(3, os.EFD_CLOEXEC | os.EFD_NONBLOCK); print(os.eventfd_read(e)); os.close(e)
mf = os.memfd_create("x", os.MFD_CLOEXEC | os.MFD_ALLOW_SEALING); fcntl.fcntl(mf, fcntl.F_ADD_SEALS, fcntl.F_SEAL_SHRINK); print(fcntl.fcntl(mf, fcntl.F_GET_SEALS)); os.close(mf)
os.link("f", "f2"); os.rename("f2", "f3", src_dir_fd=d, dst_dir_fd=d); os.replace("f3", "f4")
os.unlink("f4", dir_fd=d); os.mkdir("dd", 0o755, dir_fd=d); os.rmdir("dd", dir_fd=d)
print(os.access("f", os.W_OK, effective_ids=True, dir_fd=d), os.access("f", os.X_OK, follow_symlinks=False))
os.truncate("f", 2); os.statvfs(".")
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGUSR1, signal.SIGTERM}); signal.pthread_sigmask(signal.SIG_SETMASK, [])
signal.setitimer(signal.ITIMER_REAL, 0)
os.close(d)
P
