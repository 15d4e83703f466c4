# Sockets of a new network namespace ("unshare -n python3 netns_sockets.py"):
# netlink (ip's), TCP and unix ones, each used once.
import os, socket

os.system("ip link set lo up")
lsn = socket.socket()
lsn.bind(("127.0.0.1", 0))
lsn.listen(1)
c = socket.socket()
c.connect(lsn.getsockname())
a, _ = lsn.accept()
c.send(b"x")
a.recv(1)
u1, u2 = socket.socketpair()
u1.send(b"y")
u2.recv(1)
