#!/bin/sh
# desc:   http.server in a thread answers urllib on 127.0.0.1; data sizes and the client's port vary, so only the set-up calls
# opts:   -e trace=socket,bind,listen,connect,setsockopt,shutdown -e signal=none
# follow: yes
# cmd:    python3 s.py
cat > s.py <<'P'
import http.server, threading, urllib.request
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.send_header("Content-Length", "2"); self.end_headers(); self.wfile.write(b"ok")
    def log_message(self, *a): pass
srv = http.server.HTTPServer(("127.0.0.1", 47141), H)
t = threading.Thread(target=srv.handle_request); t.start()
print(urllib.request.urlopen("http://127.0.0.1:47141/x").read())
t.join(); srv.server_close()
P
