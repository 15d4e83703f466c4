#!/bin/sh
# desc:   python3 subprocess: one pipe at a time (two pipes make communicate() poll, whose wakeups race)
# opts:   -s 64 -e signal=none
# follow: yes
# cmd:    python3 s.py
echo hello > in.txt
cat > s.py <<'P'
import subprocess
print(subprocess.run(["cat", "in.txt"], stdout=subprocess.PIPE).stdout)
print(subprocess.check_output(["sh", "-c", "echo out"], stderr=subprocess.DEVNULL))
subprocess.run(["true"], stdin=subprocess.DEVNULL, close_fds=True, cwd="/", umask=0o77)
P
