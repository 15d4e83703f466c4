#!/bin/sh
# desc:   tar czf, tzf, xzf
# opts:   -s 64 -e signal=none -e trace=!rt_sigreturn
# follow: yes
# cmd:    sh -c 'tar czf a.tgz d && tar tzf a.tgz && mkdir x && tar xzf a.tgz -C x'
mkdir -p d/e; echo 1 > d/f; echo 2 > d/e/g
touch -d @1000000000 d/f d/e/g d/e d
