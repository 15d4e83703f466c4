# Short-lived sockets of each kind -yy details: TCP and TCPv6 listening,
# connected and accepted; UDP and UDPv6 bound and connected; UNIX stream
# pairs, a server bound to a path and one to an abstract name; UNIX
# datagrams.  Every port is fixed (from argv[1]), so that the details are
# the same from run to run.
import os
import socket
import sys

port = int(sys.argv[1])


def reusable(family, kind=socket.SOCK_STREAM):
    s = socket.socket(family, kind)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    return s


def tcp(family, host, port):
    s = reusable(family)
    s.bind((host, port))
    s.listen(1)
    c = reusable(family)
    c.bind((host, port + 1))
    c.connect((host, port))
    a, _ = s.accept()
    c.sendall(b"hi")
    a.recv(10)
    a.close()
    c.close()
    s.close()


def udp(family, host, port):
    u = reusable(family, socket.SOCK_DGRAM)
    u.bind((host, port))
    v = reusable(family, socket.SOCK_DGRAM)
    v.bind((host, port + 1))
    v.connect((host, port))
    v.send(b"x")
    u.recvfrom(4)
    v.close()
    u.close()


def unix_server(name):
    s = socket.socket(socket.AF_UNIX)
    s.bind(name)
    s.listen(1)
    c = socket.socket(socket.AF_UNIX)
    c.connect(name)
    a, _ = s.accept()
    c.sendall(b"hello")
    a.recv(16)
    a.close()
    c.close()
    s.close()


for path in ("srv.sock", "dgram.sock"):
    if os.path.exists(path):
        os.unlink(path)
tcp(socket.AF_INET, "127.0.0.1", port)
tcp(socket.AF_INET6, "::1", port + 2)
udp(socket.AF_INET, "127.0.0.1", port + 4)
udp(socket.AF_INET6, "::1", port + 6)
a, b = socket.socketpair()
a.sendall(b"ping")
b.recv(16)
a.close()
b.close()
unix_server("srv.sock")
unix_server("\0ebtrace-sockyy-%d" % port)
d = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
d.bind("dgram.sock")
e = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
e.sendto(b"x", "dgram.sock")
d.recv(4)
e.close()
d.close()
x, y = socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM)
x.send(b"y")
y.recv(4)
x.close()
y.close()
os.unlink("srv.sock")
os.unlink("dgram.sock")
