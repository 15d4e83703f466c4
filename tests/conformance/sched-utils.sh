#!/bin/sh
# desc:   util-linux priority and affinity tools: ionice, chrt, taskset, nice, unshare
# opts:   -e signal=none -e trace=!rt_sigreturn
# follow: yes
# cmd:    sh -c 'nice -n 5 true; ionice -c 3 true; ionice -c 2 -n 4 true; chrt -b 0 true; chrt -i 0 true; taskset -c 0 true; unshare -U true; timeout 5 true'
