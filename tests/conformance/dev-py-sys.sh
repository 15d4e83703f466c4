#!/bin/sh
# desc:   python3: sqlite3 (no journal: its header is random), mmap of a file, setitimer/alarm, sched affinity, rlimits, flock/lockf, copytree, scandir/walk, memfd, O_TMPFILE, a directory larger than one capture
# opts:   -s 64 -e signal=none -e trace=!futex,rt_sigreturn
# cmd:    python3 s.py
mkdir -p t/a/b big; echo 1 > t/a/x; echo 2 > t/a/b/y
i=0; while [ $i -lt 700 ]; do : > big/a-rather-long-file-name-number-$i; i=$((i+1)); done
cat > s.py <<'P'
import sqlite3, mmap, signal, os, resource, fcntl, shutil
c = sqlite3.connect("db"); c.execute("pragma journal_mode=off"); c.execute("create table t(x)"); c.execute("insert into t values (1)"); c.commit(); print(c.execute("select * from t").fetchall()); c.close()
f = open("m", "wb+"); f.write(b"x"*8192); f.flush()
m = mmap.mmap(f.fileno(), 8192); m[0:1] = b"y"; m.flush(); m.close(); f.close()
signal.signal(signal.SIGALRM, lambda *a: None)
signal.setitimer(signal.ITIMER_REAL, 100, 5); print(signal.alarm(0)); signal.alarm(0)
os.sched_setaffinity(0, os.sched_getaffinity(0))
r = resource.getrlimit(resource.RLIMIT_NOFILE); resource.setrlimit(resource.RLIMIT_NOFILE, r)
fd = os.open("lk", os.O_CREAT|os.O_RDWR, 0o644)
fcntl.flock(fd, fcntl.LOCK_EX); fcntl.flock(fd, fcntl.LOCK_UN)
fcntl.lockf(fd, fcntl.LOCK_EX); fcntl.lockf(fd, fcntl.LOCK_UN)
fcntl.lockf(fd, fcntl.LOCK_SH|fcntl.LOCK_NB, 10, 5)
os.close(fd)
shutil.copytree("t", "t2")
print(sorted(e.name for e in os.scandir("t")))
for r, d, fs in os.walk("t"): pass
mf = os.memfd_create("mf"); os.write(mf, b"abc"); os.close(mf)
tf = os.open(".", os.O_TMPFILE|os.O_RDWR, 0o600); os.write(tf, b"x"); os.close(tf)
print(len(os.listdir("big")))
P
