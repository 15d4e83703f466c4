#!/bin/sh
# desc:   sendmmsg, and recvmmsg with and without a timeout, on 127.0.0.1 (ctypes)
# opts:   -e trace=sendmmsg,recvmmsg,socket,bind,connect
# cmd:    python3 s.py
cat > s.py <<'P'
import ctypes, socket
libc = ctypes.CDLL(None, use_errno=True)
class iovec(ctypes.Structure): _fields_ = [("base", ctypes.c_void_p), ("len", ctypes.c_size_t)]
class msghdr(ctypes.Structure): _fields_ = [("name", ctypes.c_void_p), ("namelen", ctypes.c_uint), ("iov", ctypes.POINTER(iovec)), ("iovlen", ctypes.c_size_t), ("control", ctypes.c_void_p), ("controllen", ctypes.c_size_t), ("flags", ctypes.c_int)]
class mmsghdr(ctypes.Structure): _fields_ = [("hdr", msghdr), ("len", ctypes.c_uint)]
class timespec(ctypes.Structure): _fields_ = [("sec", ctypes.c_long), ("nsec", ctypes.c_long)]
r = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); r.bind(("127.0.0.1", 47121))
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.connect(("127.0.0.1", 47121))
bufs = [ctypes.create_string_buffer(b"msg%d" % i, 4) for i in range(3)]
iovs = (iovec * 3)(*[iovec(ctypes.cast(b, ctypes.c_void_p), 4) for b in bufs])
mm = (mmsghdr * 3)()
for i in range(3): mm[i].hdr.iov = ctypes.pointer(iovs[i]); mm[i].hdr.iovlen = 1
print(libc.sendmmsg(s.fileno(), mm, 3, 0))
rb = [ctypes.create_string_buffer(16) for i in range(4)]
riovs = (iovec * 4)(*[iovec(ctypes.cast(b, ctypes.c_void_p), 16) for b in rb])
rm = (mmsghdr * 4)()
for i in range(4): rm[i].hdr.iov = ctypes.pointer(riovs[i]); rm[i].hdr.iovlen = 1
ts = timespec(5, 0)
print(libc.recvmmsg(r.fileno(), rm, 4, 0x10000, ctypes.byref(ts)))   # MSG_WAITFORONE
ts = timespec(0, 1000000)
print(libc.recvmmsg(r.fileno(), rm, 2, socket.MSG_DONTWAIT, ctypes.byref(ts)))
print(libc.recvmmsg(r.fileno(), rm, 2, socket.MSG_DONTWAIT, None))
print(libc.recvmmsg(-1, rm, 2, 0, ctypes.byref(ts)))
P
