#!/bin/sh
# desc:   mount(8) in a private mount namespace: tmpfs with options, bind, propagation, remount, umount -l
# opts:   -s 64 -e trace=unshare,mount,umount2 -e signal=none
# follow: yes
# cmd:    unshare -m sh s.sh
mkdir m1 m2
cat > s.sh <<'B'
mount -t tmpfs -o size=1m,mode=700,nosuid none m1
mount --bind m1 m2
mount --make-private m2
mount -o remount,ro,noatime m2
umount -l m2
umount m1
umount m1 2>/dev/null
exit 0
B
