#!/bin/sh
# desc:   grep -r, find -exec, gzip/gunzip, diff
# opts:   -s 64 -e signal=none -e trace=!rt_sigreturn
# follow: yes
# cmd:    sh s.sh
mkdir -p d/e; echo 1 > d/f; echo 2 > d/e/g
touch -d @1000000000 d/f d/e/g d/e d
cat > s.sh <<'B'
cp -p d/f x   # gzip stores its mtime: keep the fixed one
grep -r 2 d
find d -type f -exec cat {} +
gzip -k x; gunzip -c x.gz > y
diff x y; diff x d/e/g
exit 0
B
