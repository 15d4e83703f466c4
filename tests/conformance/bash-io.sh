#!/bin/sh
# desc:   bash redirections, pipes, here-docs, subshells, read (no command substitution: its read races with the child's exit)
# opts:   -s 64 -e signal=none -e trace=!rt_sigreturn
# follow: yes
# cmd:    bash --norc s.sh
cat > s.sh <<'B'
echo a > o; echo b >> o; cat < o | tr a-z A-Z
while read -r l; do echo "[$l]"; done < o
cat <<X
here doc
X
( cd /; pwd )
exec 3> f3; echo three >&3; exec 3>&-
read v < f3; echo $v
B
