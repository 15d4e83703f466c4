#!/bin/sh
# desc:   chattr and lsattr: FS_IOC_GETFLAGS/SETFLAGS
# opts:   -s 64 -e trace=ioctl,openat -e signal=none
# follow: yes
# cmd:    sh -c 'chattr +A f; lsattr f; chattr -A f; lsattr -d .'
echo hi > f
