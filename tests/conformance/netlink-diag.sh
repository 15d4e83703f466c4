#!/bin/sh
# desc:   sock_diag: unix and inet requests, an empty dump, errors for sockets that do not exist, a short request
# opts:   -s 30 -e signal=none -e trace=sendto,recvfrom,sendmsg,recvmsg
# cmd:    python3 nl.py diag
# The sock_diag part of tests/progs/netlink.py.  Fixed port ids and
# sequence numbers; only sockets that do not exist, or
# states no socket is in, so that the answers do not change.
cp "$(dirname "$0")/../progs/netlink.py" nl.py
