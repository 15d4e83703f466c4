#!/bin/sh
# desc:   coreutils on a small tree: cp -r, mv, ln, chmod -R, touch, du, stat, sort, uniq, tee, xargs, install
# opts:   -s 64 -e signal=none -e trace=!rt_sigreturn,poll
# follow: yes
# cmd:    sh s.sh
mkdir -p d/e; echo 1 > d/f; echo 2 > d/e/g
touch -d @1000000000 d/f d/e/g d/e d
cat > s.sh <<'B'
cp -r d d2
mv d2 d3
ln d/f hard; ln -s d/f soft
chmod -R go-w d3
touch -d @1000000000 t
du -s d >/dev/null
stat -c '%s %a' d/f
printf 'b\na\nb\n' | sort | uniq | tee out >/dev/null
printf 'd/f\nd/e/g\n' | xargs cat
install -m 644 d/f inst
B
