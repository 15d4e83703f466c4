#!/bin/sh
# desc:   python3 select/selectors on pipes
# opts:   -s 64
# cmd:    python3 s.py
cat > s.py <<'P'
import os, select, selectors
r, w = os.pipe()
os.write(w, b"abc")
print(select.select([r], [], [], 1.5))
p = select.poll(); p.register(r, select.POLLIN); print(p.poll(100))
s = selectors.DefaultSelector(); s.register(r, selectors.EVENT_READ)
print([k.fd for k, e in s.select(0.5)])
ep = select.epoll(); ep.register(w, select.EPOLLOUT); print(ep.poll(0.1)); ep.close()
os.set_blocking(r, False)
print(os.read(r, 10))
try: os.read(r, 10)
except BlockingIOError as e: print(e)
P
