#!/bin/sh
# desc:   rtnetlink on lo: link, addresses, local routes, errors with the request echoed, sendmsg without a name
# opts:   -s 30 -e signal=none -e trace=sendto,recvfrom,sendmsg,recvmsg
# cmd:    python3 nl.py route
# The rtnetlink part of tests/progs/netlink.py.  Fixed port ids and
# sequence numbers; only lo, whose answers do not change
# (-s 30 cuts its attribute list before the traffic counters).
cp "$(dirname "$0")/../progs/netlink.py" nl.py
