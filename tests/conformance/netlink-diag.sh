#!/bin/sh
# desc:   sock_diag: unix and inet requests, an empty dump, errors for sockets that do not exist, a short request
# opts:   -s 30 -e signal=none -e trace=sendto,recvfrom,sendmsg,recvmsg
# cmd:    python3 nl.py
# Fixed port ids and sequence numbers; only sockets that do not exist, or
# states no socket is in, so that the answers do not change.
cat > nl.py <<'P'
import socket, struct, sys

NLM_F_REQUEST, NLM_F_ACK, NLM_F_DUMP = 1, 4, 0x300
RTM_GETLINK, RTM_GETADDR, RTM_GETROUTE = 18, 22, 26
SOCK_DIAG_BY_FAMILY = 20
SOL_NETLINK, NETLINK_EXT_ACK, NETLINK_GET_STRICT_CHK = 270, 11, 12

def nlmsg(type, flags, seq, payload):
    return struct.pack("=IHHII", 16 + len(payload), type, flags, seq, 0) + payload

def attr(type, data):
    n = 4 + len(data)
    return struct.pack("=HH", n, type) + data + b"\0" * ((4 - n % 4) % 4)

def drain(s, n=65536):
    while True:
        data = s.recv(n)
        t = struct.unpack("=IH", data[:6])[1]
        if t in (2, 3) or not struct.unpack("=H", data[6:8])[0] & 2:
            return


diag = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 4)
diag.bind((0x7e58, 0))
# unix sockets in no state at all: the dump is empty
udr = struct.pack("=BBHIIIII", socket.AF_UNIX, 0, 0, 0, 0, 0x1f, 0xffffffff, 0xffffffff)
diag.send(nlmsg(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST | NLM_F_DUMP, 7, udr))
drain(diag)
# a unix socket and a TCP socket that do not exist
udr = struct.pack("=BBHIIIII", socket.AF_UNIX, 0, 0, 0xffff, 1, 0x13, 0xffffffff, 0xffffffff)
diag.send(nlmsg(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST, 8, udr))
drain(diag)
# a request too short for its struct
diag.send(nlmsg(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST, 10, udr[:12]))
drain(diag)
sockid = struct.pack("!HH", 1, 2) + socket.inet_aton("127.0.0.1") + b"\0" * 12 + \
    socket.inet_aton("127.0.0.2") + b"\0" * 12 + struct.pack("=III", 0, 0xffffffff, 0xffffffff)
idr = struct.pack("=BBBxI", socket.AF_INET, socket.IPPROTO_TCP, 0, 1 << 10) + sockid
diag.send(nlmsg(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST, 9, idr))
drain(diag)
diag.close()
print("ok")
P
