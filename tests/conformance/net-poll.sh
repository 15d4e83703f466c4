#!/bin/sh
# desc:   select, poll, epoll and a non-blocking connect on sockets, fixed ports (-y); epoll_wait shows the uninitialized half of epoll_data, so it is left out
# opts:   -y -e trace=%network,pselect6,poll,epoll_create1
# cmd:    python3 s.py
cat > s.py <<'P'
import socket, select, selectors
a, b = socket.socketpair()
a.send(b"hi")
print(select.select([b], [a], [], 5.0))
p = select.poll(); p.register(b, select.POLLIN | select.POLLPRI); p.register(a, select.POLLOUT)
print(len(p.poll(5000)))
ep = select.epoll(); ep.register(b.fileno(), select.EPOLLIN); print(len(ep.poll(5))); ep.close()
print(b.recv(2))
print(select.select([b], [], [], 0))
l = socket.socket(); l.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
l.bind(("127.0.0.1", 47131)); l.listen(5)
c = socket.socket(); c.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
c.bind(("127.0.0.1", 47132)); c.setblocking(False)
try: c.connect(("127.0.0.1", 47131))
except BlockingIOError: pass
sel = selectors.PollSelector(); sel.register(c, selectors.EVENT_WRITE)
print(len(sel.select(5)))
print(c.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR))
conn, addr = l.accept(); print(addr)
conn.sendall(b"data"); c.setblocking(True); print(c.recv(4))
conn.shutdown(socket.SHUT_WR); print(c.recv(4))
c.close(); conn.close(); l.close(); a.close(); b.close()
P
