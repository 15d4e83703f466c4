#!/bin/sh
# desc:   developer tools: ar t/x (ar r writes a temp file with a random name), xz, bzip2, file, awk (make -j2 is left out: which job ends first is a race)
# opts:   -s 64 -e signal=none -e trace=!rt_sigreturn
# follow: yes
# cmd:    sh s.sh
printf 'int f(void){return 1;}\n' > a.c; printf 'int g(void){return 2;}\n' > b.c
gcc -c a.c b.c
ar rc lib.a a.o b.o
echo data > d; touch -d @1000000000 a.o b.o d lib.a
cat > s.sh <<'B'
ar t lib.a && ar x lib.a a.o
xz -k d && xz -dc d.xz >/dev/null && bzip2 -k d && bzip2 -dc d.bz2 >/dev/null
file d lib.a
printf '1\n2\n3\n' | awk '{s+=$1} END {print s > "sum"}'
B
