#!/bin/sh
# desc:   git read-only commands in a small repository (commands that write the index store inode numbers and times in it)
# opts:   -s 64 -e signal=none -e trace=!rt_sigreturn
# follow: yes
# cmd:    sh s.sh
export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=a GIT_AUTHOR_EMAIL=a@b GIT_COMMITTER_NAME=a GIT_COMMITTER_EMAIL=a@b GIT_AUTHOR_DATE='1000000000 +0000' GIT_COMMITTER_DATE='1000000000 +0000'
git init -q -b main r
cd r
echo a > f; touch -d @1000000000 f; git add f; git commit -qm one
git branch x; git status --short >/dev/null
echo b >> f; touch -d @1000000000 f
cd ..
cat > s.sh <<'B'
export GIT_CONFIG_NOSYSTEM=1 GIT_PAGER=cat
cd r
git log --oneline
git diff
git branch -a
git show --stat HEAD
git rev-parse HEAD
git cat-file -p HEAD
B
