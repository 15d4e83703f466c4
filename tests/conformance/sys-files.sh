#!/bin/sh
# desc:   everyday file tools: split, md5sum, sha256sum, truncate, fallocate, tee, sort -S, ln -sf, touch -d, cp -a, mv, rm -r, install -D, dd conv=fsync, sync -f, stat -f
# opts:   -s 64 -e signal=none -e trace=!rt_sigreturn
# follow: yes
# cmd:    sh s.sh
seq 10 > f; mkdir -p d/e; echo 1 > d/f; ln -s f d/l
touch -h -d @1000000000 f d/f d/l d/e d
cat > s.sh <<'B'
split -l 4 f p
md5sum f; sha256sum f pab
truncate -s 1M t; truncate -s -4k t
fallocate -l 64k fa; fallocate -p -o 0 -l 4096 fa; fallocate -z -o 8192 -l 4096 fa
printf 'x\ny\n' | tee t1 t2 >/dev/null
sort -S 1M -r f >/dev/null
ln -sf f lnk; ln f hard
touch -d '2001-02-03 04:05:06' t1; touch -a -t 200001010000.30 t2; touch -r t1 t2
cp -a d d2; mv d2/f d/e/; mv d2 d3; rm -r d3
install -m 600 -D f a/b/c
dd if=/dev/zero of=o bs=4k count=3 conv=fsync,notrunc status=none
sync -f .; sync o
stat -f -c '%T %b' . >/dev/null
B
