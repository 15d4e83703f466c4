#!/bin/sh
# desc:   sendmsg/recvmsg with SCM_RIGHTS and SCM_CREDENTIALS, truncation, UDP on 127.0.0.1
# opts:   -e trace=%network
# cmd:    python3 s.py
cat > s.py <<'P'
import os, socket, array
a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM)
r, w = os.pipe()
a.sendmsg([b"fd", b"s!"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [r, w]))])
msg, anc, flags, addr = b.recvmsg(16, socket.CMSG_SPACE(16))
print(msg, len(anc), flags)
for lvl, typ, data in anc:
    for fd in array.array("i", data[:8]): os.close(fd)
b.setsockopt(socket.SOL_SOCKET, socket.SO_PASSCRED, 1)
a.sendmsg([b"cred"])
print(b.recvmsg(16, socket.CMSG_SPACE(12))[0])
a.sendmsg([b"x" * 10], [], socket.MSG_DONTWAIT)
print(b.recvmsg(4, 0, socket.MSG_DONTWAIT)[0])
u1 = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); u1.bind(("127.0.0.1", 47111))
u2 = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); u2.bind(("127.0.0.1", 47112))
u2.connect(("127.0.0.1", 47111))
u2.sendmsg([b"one"]); u2.sendmsg([b"two", b"2"])
print(u1.recvmsg(64))
print(u1.recvfrom_into(bytearray(64)))
u1.sendto(b"back", ("127.0.0.1", 47112))
print(u2.recv(10))
try: u1.recvmsg(8, 0, socket.MSG_DONTWAIT)
except BlockingIOError as e: print(e)
for x in (a, b, u1, u2): x.close()
P
