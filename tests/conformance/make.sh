#!/bin/sh
# desc:   make with a few rules and a shell recipe (rt_sigreturn left out: its value is whatever the SIGCHLD interrupted)
# opts:   -s 64 -e signal=none -e trace=!rt_sigreturn
# follow: yes
# cmd:    make -s
printf 'all: b.txt c.txt\n\tcat b.txt c.txt > all.txt\nb.txt: a.txt\n\tcp a.txt b.txt\nc.txt:\n\tfor i in 1 2; do echo $$i; done > c.txt\n' > Makefile
echo a > a.txt
