#!/bin/sh
# desc:   python3: pidfd_open + waitid(P_PIDFD), waitid WNOWAIT, multiprocessing with the fork start method, a thread joined
# opts:   -s 64 -e signal=none -e trace=!futex,rt_sigreturn,madvise,exit
# follow: yes
# cmd:    python3 s.py
cat > s.py <<'P'
import os, threading, multiprocessing as mp
pid = os.fork()
if pid == 0:
    os._exit(7)
fd = os.pidfd_open(pid)
print(os.waitid(os.P_PIDFD, fd, os.WEXITED).si_status)
os.close(fd)
pid = os.fork()
if pid == 0: os._exit(0)
os.waitid(os.P_PID, pid, os.WEXITED|os.WNOWAIT); os.waitpid(pid, 0)
def f(x): open("o%d" % x, "w").write("x")
if __name__ == "__main__":
    mp.set_start_method("fork")
    p = mp.Process(target=f, args=(3,)); p.start(); p.join(); print(p.exitcode)
    t = threading.Thread(target=f, args=(4,)); t.start(); t.join()
P
