#!/bin/sh
# desc:   timeout killing its command: the kills, and no signal lines (when the child's SIGCHLD comes is scheduling)
# opts:   -e trace=kill,execve -e signal=none
# follow: yes
# cmd:    timeout -s INT 0.3 sleep 5
