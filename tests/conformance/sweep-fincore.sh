#!/bin/sh
# desc:   fincore on fresh files: mmap, mincore's page vector (short, and longer than -s), munmap
# opts:   -e trace=openat,fstat,mmap,mincore,munmap,close
# cmd:    fincore --raw --bytes small big
head -c 5000 /dev/zero > small
head -c 200000 /dev/zero > big
