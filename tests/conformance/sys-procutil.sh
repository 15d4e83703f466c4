#!/bin/sh
# desc:   process utilities: flock, nohup, setsid -w, env -i, nice, prlimit, chroot, stdbuf, xargs, find -exec, kill -0, hostname, uname, date -d, getconf
# opts:   -s 64 -e signal=none -e trace=!rt_sigreturn,poll
# follow: yes
# cmd:    sh s.sh
mkdir d; echo 1 > d/f
cat > s.sh <<'B'
flock lk true; flock -s -n lk true; flock -w 1 -x lk -c true
nohup true 2>/dev/null
setsid -w true
env -i A=1 true
nice -n 3 true
prlimit --nofile=100:200 --core=0 --cpu=10:20 true
chroot / true
stdbuf -oL true
printf 'a\nb\n' | xargs -n1 echo
find d -type f -exec true {} \;
kill -0 $$; /bin/kill -0 1
hostname >/dev/null; uname -srm
date -d '2001-02-03 04:05:06' +%s
getconf PAGESIZE
B
