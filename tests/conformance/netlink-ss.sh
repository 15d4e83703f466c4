#!/bin/sh
# desc:   ss -xl: its socket, options and the unix sock_diag dump request
# opts:   -e trace=socket,setsockopt,bind,sendto
# cmd:    ss -xl
