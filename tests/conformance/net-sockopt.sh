#!/bin/sh
# desc:   socket options of each level: ints, linger, ucred, SO_ERROR, multicast requests, short lengths
# opts:   -e trace=%network
# cmd:    python3 s.py
cat > s.py <<'P'
import socket, struct
s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 5))
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_LINGER, 8))
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_LINGER, 6))
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_LINGER, 4))
s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, struct.pack("ll", 2, 500000))
s.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, struct.pack("ll", 3, 0))
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, 16))
s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
print(s.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
s.setsockopt(socket.IPPROTO_IP, socket.IP_TTL, 33)
print(s.getsockopt(socket.IPPROTO_IP, socket.IP_TTL))
for opt in (socket.SO_TYPE, socket.SO_ERROR, socket.SO_DOMAIN, socket.SO_PROTOCOL, socket.SO_ACCEPTCONN):
    print(s.getsockopt(socket.SOL_SOCKET, opt))
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR, 2))
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 2))
s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 65536)
s.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE, 60)
s.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPINTVL, 10)
s.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPCNT, 3)
print(s.getsockopt(socket.IPPROTO_TCP, socket.TCP_MAXSEG))
s.setsockopt(socket.IPPROTO_IP, socket.IP_TOS, 0x10)
print(s.getsockopt(socket.IPPROTO_IP, socket.IP_TOS))
try: s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01")
except OSError as e: print(e)
s6 = socket.socket(socket.AF_INET6, socket.SOCK_DGRAM)
s6.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
print(s6.getsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY))
s6.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_UNICAST_HOPS, 7)
s6.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_RECVPKTINFO, 1)
mreq6 = socket.inet_pton(socket.AF_INET6, "ff02::1:3") + struct.pack("I", 1)
s6.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_JOIN_GROUP, mreq6)
s6.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_LEAVE_GROUP, mreq6)
u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
u.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
u.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 2)
u.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
mreq = socket.inet_aton("239.1.2.3") + socket.inet_aton("127.0.0.1")
u.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, mreq)
u.setsockopt(socket.IPPROTO_IP, socket.IP_DROP_MEMBERSHIP, mreq)
greq = struct.pack("I4xHH4s", 1, socket.AF_INET, 0, socket.inet_aton("239.1.2.4")) + bytes(120)
u.setsockopt(socket.IPPROTO_IP, 42, greq)   # MCAST_JOIN_GROUP
u.setsockopt(socket.IPPROTO_IP, 45, greq)   # MCAST_LEAVE_GROUP
u.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
u.setsockopt(socket.IPPROTO_IP, 11, 1)      # IP_RECVERR
u.setsockopt(socket.IPPROTO_IP, 10, 2)      # IP_MTU_DISCOVER
print(u.getsockopt(socket.IPPROTO_IP, 10))
a, b = socket.socketpair()
print(len(a.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12)))
print(len(a.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 6)))
a.setsockopt(socket.SOL_SOCKET, socket.SO_PASSCRED, 1)
print(a.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF) > 0)
n = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0)
n.setsockopt(270, 11, 1)                    # NETLINK_EXT_ACK
print(n.getsockopt(270, 11))
for x in (s, s6, u, a, b, n): x.close()
P
