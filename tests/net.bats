#!/usr/bin/env bats
# Socket decoders compared with strace on a program making socket calls with
# known arguments (loopback and unix sockets, failing calls, bad pointers).

load test_helper

# bats keeps descriptor 3 open: runs close it so that the tracee numbers
# its descriptors as it would from a shell.

NET='^(socket|socketpair|bind|connect|listen|accept4?|getsockname|getpeername|sendto|recvfrom|sendm?msg|recvm?msg|shutdown|setsockopt|getsockopt)\('

# Fixed ports (each test its own), so that the traces of both runs are
# the same.
@test "socket calls decode as strace prints them" {
	build_prog netcalls
	compare_with_strace --filter "$NET" -- "$WORK/netcalls" "47010"
}

@test "socket calls with -y decorate their descriptors like strace" {
	build_prog netcalls
	compare_with_strace --filter "$NET|^close\(" -y -- "$WORK/netcalls" "47020"
}

@test "sockaddr of each family, as written" {
	build_prog netcalls
	run "$EBTRACE" -o out "$WORK/netcalls" "47030" 3>&-
	[ "$status" -eq 0 ]
	grep -qF ', {sa_family=AF_INET, sin_port=htons(47030), sin_addr=inet_addr("127.0.0.1")}, 16) = 0' out
	grep -qF ', {sa_family=AF_INET6, sin6_port=htons(9), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "::1", &sin6_addr), sin6_scope_id=0}, 28) = 1' out
	grep -qF 'sun_path=@"netcalls-abstract"}, 20) = 0' out
	grep -qF '{sa_family=AF_NETLINK, nl_pid=0, nl_groups=00000000}, 12) = 0' out
	grep -qE '^accept\([0-9]+, \{sa_family=AF_UNIX\}, \[128 => 2\]\) += [0-9]+$' out
	grep -qE '^socketpair\(AF_UNIX, SOCK_STREAM, 0, \[[0-9]+, [0-9]+\]\) += 0$' out
}

@test "failing calls and bad pointers print addresses and the in-length" {
	build_prog netcalls
	run "$EBTRACE" -o out "$WORK/netcalls" "47040" 3>&-
	grep -qF 'connect(-1, 0x1, 16)                    = -1 EBADF (Bad file descriptor)' out
	grep -qF 'accept(99, 0x1, [16])                   = -1 EBADF (Bad file descriptor)' out
	grep -qF 'getsockname(99, 0x1, 0x1)               = -1 EBADF (Bad file descriptor)' out
	grep -qF 'socket(0x3039 /* AF_??? */, SOCK_STREAM, 0) = -1 EAFNOSUPPORT' out
	grep -qF 'setsockopt(99, 0x3039 /* SOL_?? */, 777, 0x1, 4) = -1 EBADF' out
	grep -qF 'shutdown(99, 0x7 /* SHUT_??? */)' out
	grep -qF 'recvmsg(99, NULL, MSG_PEEK|MSG_WAITALL) = -1 EBADF' out
}

@test "-X raw and -X verbose print socket constants like strace" {
	build_prog netcalls
	compare_with_strace --filter "$NET" -X raw -- "$WORK/netcalls" "47050"
	compare_with_strace --filter "$NET" -X verbose -- "$WORK/netcalls" "47060"
}

@test "python socketpair and unix stream server with -y match strace" {
	compare_with_strace --filter "$NET|^close\(" -y -- /usr/bin/python3 -c '
import os, socket, sys
port = int(sys.argv[1])
if os.path.exists("srv.sock"): os.unlink("srv.sock")
a, b = socket.socketpair(); a.sendall(b"ping"); b.recv(16)
s = socket.socket(socket.AF_UNIX); s.bind("srv.sock"); s.listen(1)
c = socket.socket(socket.AF_UNIX); c.connect("srv.sock")
conn, _ = s.accept(); c.sendall(b"hello"); conn.recv(16)
u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); u.bind(("127.0.0.1", port))
u.sendto(b"x", u.getsockname()); u.recvfrom(4)' "47070"
}

@test "-e verbose=none prints socket structures as addresses" {
	build_prog netcalls
	compare_with_strace --filter "$NET" -e verbose=none -- "$WORK/netcalls" "47080"
}

# sockopts: options whose values are structs, recvmmsg's timeout, a NULL
# iov_base, poll and select on sockets.  -f puts the pid in the prefix (the
# filter allows its label), so
# that SO_PEERCRED's pid is normalized like the others.
SOCKOPTS='^(P[0-9]+ )?(socket|socketpair|bind|connect|sendto|setsockopt|getsockopt|sendm?msg|recvm?msg|pselect6|poll)\('

@test "socket option structs, recvmmsg timeouts and NULL iov_base decode as strace prints them" {
	build_prog sockopts
	compare_with_strace --filter "$SOCKOPTS" -f -- "$WORK/sockopts" 47310
}

@test "socket option structs with -X verbose and -X raw match strace" {
	build_prog sockopts
	compare_with_strace --filter "$SOCKOPTS" -f -X verbose -- "$WORK/sockopts" 47320
	compare_with_strace --filter "$SOCKOPTS" -f -X raw -- "$WORK/sockopts" 47330
}

@test "socket option structs are addresses with -e verbose=none, as in strace" {
	build_prog sockopts
	compare_with_strace --filter "$SOCKOPTS" -f -e verbose=none -- "$WORK/sockopts" 47340
}

@test "the descriptors given to poll and select carry -y decorations" {
	build_prog sockopts
	compare_with_strace --filter '^(pselect6|poll)\(' -y -- "$WORK/sockopts" 47350
	run "$EBTRACE" -y -o "$WORK/out" -e trace=pselect6,poll "$WORK/sockopts" 47355 3>&-
	[ "$status" -eq 0 ]
	grep -qE '^pselect6\([0-9]+, \[[0-9]+<socket:\[[0-9]+\]>\], \[[0-9]+<socket:\[[0-9]+\]>\], NULL' "$WORK/out"
	grep -qE '^poll\(\[\{fd=[0-9]+<socket:\[[0-9]+\]>, events=POLLIN\}, \{fd=-1\}, \{fd=[0-9]+<socket:' "$WORK/out"
}

@test "recvmmsg: the timeout given, then the time left or Timeout" {
	build_prog sockopts
	run "$EBTRACE" -o "$WORK/out" -e trace=recvmmsg "$WORK/sockopts" 47360 3>&-
	[ "$status" -eq 0 ]
	grep -qE '^recvmmsg\([0-9]+, \[\{msg_hdr=.*\], 4, MSG_WAITFORONE, \{tv_sec=5, tv_nsec=0\}\) += 2 \(left \{tv_sec=[0-9]+, tv_nsec=[0-9]+\}\)$' "$WORK/out"
	grep -qE '^recvmmsg\(-1, 0x[0-9a-f]+, 2, 0, \{tv_sec=0, tv_nsec=1000000\}\) += -1 EBADF' "$WORK/out"
	grep -qE '^recvmmsg\([0-9]+, 0x[0-9a-f]+, 2, MSG_DONTWAIT, NULL\) += -1 EAGAIN' "$WORK/out"
}

# ---- netlink: messages of rtnetlink and sock_diag sockets ----------------
# tests/progs/netlink.py asks questions whose answers stay the same from run
# to run (fixed port ids and sequence numbers, the loopback device only);
# -s 30 cuts lo's attribute list before its traffic counters.
NL='^(sendto|recvfrom|sendmsg|recvmsg)\('

@test "netlink: rtnetlink and sock_diag messages, errors and dumps decode as strace prints them" {
	compare_with_strace --filter "$NL" -s 30 -- python3 "$TESTS_DIR/progs/netlink.py"
}

@test "netlink: -X verbose, -X raw, -xx and -x show the messages as strace does" {
	compare_with_strace --filter "$NL" -s 30 -X verbose -xx -- python3 "$TESTS_DIR/progs/netlink.py"
	compare_with_strace --filter "$NL" -s 30 -X raw -x -- python3 "$TESTS_DIR/progs/netlink.py"
}

@test "netlink: -s cuts message and attribute lists, -e verbose=none shows addresses" {
	compare_with_strace --filter "$NL" -s 4 -- python3 "$TESTS_DIR/progs/netlink.py"
	compare_with_strace --filter "$NL" -s 0 -- python3 "$TESTS_DIR/progs/netlink.py"
	compare_with_strace --filter "$NL" -e verbose=none -- python3 "$TESTS_DIR/progs/netlink.py"
}

@test "netlink: the sock_diag answer about a unix socket, its attributes as strace shows them" {
	trace_both -e trace=sendto,recvmsg -- python3 "$TESTS_DIR/progs/netlink.py" unix
	[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
	# the socket's inode and cookie differ between the two runs
	local norm='s/udiag_ino=[0-9]+/udiag_ino=N/g; s/udiag_cookie=\[[0-9]+, [0-9]+\]/udiag_cookie=C/g; s/\) += /) = /'
	grep -E "$NL" "$WORK/s.out" | sed -E "$norm" > "$WORK/s.norm"
	grep -E "$NL" "$WORK/e.out" | sed -E "$norm" > "$WORK/e.norm"
	grep -qF '[{nla_len=17, nla_type=UNIX_DIAG_NAME}, "\0netlink-test"...], {nla_len=4, nla_type=UNIX_DIAG_ICONS}' "$WORK/e.norm"
	diff "$WORK/s.norm" "$WORK/e.norm"
}

@test "netlink: audit, xfrm, netfilter, SELinux and generic messages by name; a message cut by an unmapped page" {
	trace_both -e trace=sendto -- python3 "$TESTS_DIR/progs/netlink.py" families
	[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
	local norm='s/\) += /) = /; s/0x7[0-9a-f]{9,}/ADDR/g'
	diff <(grep -E "$NL" "$WORK/s.out" | sed -E "$norm") <(grep -E "$NL" "$WORK/e.out" | sed -E "$norm")
	grep -qF 'nlmsg_type=NFNL_SUBSYS_ACCT<<8|NFNL_MSG_ACCT_GET, nlmsg_flags=NLM_F_REQUEST|NLM_F_MATCH' "$WORK/e.out"
	grep -qF '{ifi_family=AF_UNSPEC, 0x' "$WORK/e.out"
}

@test "netlink: tc, neighbour table, netconf, nsid, address label, mdb and dcb requests as strace shows them" {
	trace_both -e trace=sendto -- python3 "$TESTS_DIR/progs/netlink.py" kinds
	[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
	diff <(grep -E "$NL" "$WORK/s.out" | sed -E 's/\) += /) = /') <(grep -E "$NL" "$WORK/e.out" | sed -E 's/\) += /) = /')
	grep -qF '{tcm_family=AF_UNSPEC, tcm_ifindex=if_nametoindex("lo"), tcm_handle=0, tcm_parent=0, tcm_info=0}, [[{nla_len=10, nla_type=TCA_KIND}, "pfifo"], [{nla_len=6, nla_type=TCA_RATE}, {interval=-2, ewma_log=3}]]' "$WORK/e.out"
	grep -qF '{ndtm_family=AF_INET}' "$WORK/e.out"
}

@test "netlink: nested link attributes, neighbours, rules, tc actions, stats and size tables, cache reports, udev messages as strace shows them" {
	trace_both -e trace=sendto -- python3 "$TESTS_DIR/progs/netlink.py" nested
	[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
	# the address of a packet socket's filter differs between the runs
	local norm='s/\) += /) = /; s/0x7[0-9a-f]{9,}/ADDR/g'
	diff <(grep -E "$NL" "$WORK/s.out" | sed -E "$norm") <(grep -E "$NL" "$WORK/e.out" | sed -E "$norm")
	grep -qF '[{nla_len=12, nla_type=IFLA_BRPORT_ROOT_ID}, {prio=[128, 0], addr=02:42:ac:11:00:02}]' "$WORK/e.out"
	grep -qF '[{nla_len=16, nla_type=AF_INET}, [{nla_len=12, nla_type=IFLA_INET_CONF}, [[IPV4_DEVCONF_FORWARDING-1]=1,' "$WORK/e.out"
	grep -qF '[{nla_len=6, nla_type=IFLA_BR_VLAN_PROTOCOL}, htons(ETH_P_8021Q)]' "$WORK/e.out"
	grep -qF '{ndm_family=AF_INET, ndm_ifindex=if_nametoindex("lo"), ndm_state=NUD_PERMANENT' "$WORK/e.out"
	grep -qF '[{nla_len=10, nla_type=TCA_STAB_DATA}, [1, 2, 3]]' "$WORK/e.out"
	grep -qF '{rtgen_family=RTNL_FAMILY_IPMR}' "$WORK/e.out"
	grep -qF '[{prefix="libudev", magic=htonl(0xfeedcafe), header_size=40,' "$WORK/e.out"
	grep -qF '{code=INET_DIAG_BC_S_COND, yes=20, no=24}, {family=AF_INET, prefix_len=8, port=4294967295, addr=inet_addr("10.1.2.3")}' "$WORK/e.out"
	grep -qF '[{nla_len=12, nla_type=NETLINK_DIAG_GROUPS}, [0x00000000000041]]' "$WORK/e.out"
}

@test "netlink: the nested attributes with -X raw, -X verbose, -s 2, -xx and -v" {
	local x norm='s/\) += /) = /; s/0x7[0-9a-f]{9,}/ADDR/g'
	for x in "-X raw" "-X verbose" "-s 2" "-xx" "-v"; do
		# shellcheck disable=SC2086
		trace_both $x -e trace=sendto -- python3 "$TESTS_DIR/progs/netlink.py" nested
		[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
		diff <(grep -E "$NL" "$WORK/s.out" | sed -E "$norm") <(grep -E "$NL" "$WORK/e.out" | sed -E "$norm")
	done
}

@test "netlink: ip -o addr show lo traces like strace" {
	# ip numbers its requests by the time, and its second socket gets a
	# random port id; -s 28 leaves out lo's traffic counters
	trace_both -s 28 -e trace=sendto,sendmsg,recvmsg -- ip -o addr show lo
	[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
	local norm='s/nlmsg_seq=[0-9]+/nlmsg_seq=N/g; s/nl(msg)?_pid=-?[0-9]+/nl\1_pid=P/g; s/\) += /) = /'
	sed -E "$norm" "$WORK/s.out" > "$WORK/s.norm"
	sed -E "$norm" "$WORK/e.out" > "$WORK/e.norm"
	grep -qF 'nlmsg_type=RTM_NEWADDR, nlmsg_flags=NLM_F_MULTI|NLM_F_DUMP_FILTERED' "$WORK/e.norm"
	diff "$WORK/s.norm" "$WORK/e.norm"
}

@test "netlink: whole ip and tc dumps of lo (links, neighbour tables, netconf, stats, qdiscs) decode as strace's, numbers aside" {
	# counters, times and hash sizes move between the runs; the rest stays
	local cmd
	for cmd in "ip -d link show lo" "ip ntable show" "ip netconf show dev lo" "ip stats show dev lo" \
		   "tc -s qdisc show dev lo" "ip -6 rule show"; do
		# shellcheck disable=SC2086
		trace_both -s 1000 -e trace=sendmsg,recvmsg,sendto,recvfrom -- $cmd
		[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
		diff <(sed -E 's/0x[0-9a-f]+/H/g; s/[0-9]+/N/g; s/\) += /) = /' "$WORK/s.out") \
		     <(sed -E 's/0x[0-9a-f]+/H/g; s/[0-9]+/N/g; s/\) += /) = /' "$WORK/e.out")
	done
}

@test "netlink: bridge, veth and tun links, nexthops, rules and tc objects made in a new network namespace, and their dumps, as strace shows them" {
	# the tracers run in the namespace too: strace knows a netlink socket's
	# protocol from sock_diag, which answers of its own namespace only
	local t tracer norm
	for t in s e; do
		tracer=strace
		[ $t = e ] && tracer=$EBTRACE
		unshare -n "$tracer" -f -s 2000 -e trace=sendmsg,recvmsg,sendto,recvfrom -o "$WORK/$t.out" \
			sh "$TESTS_DIR/progs/netns_links.sh" > /dev/null
	done
	# counters, times (and whether a timer runs) move between the runs
	norm='s/^[0-9]+ +//; s| /\* [0-9.]+ s \*/||g; s/[0-9]+/N/g; s/\) += /) = /'
	grep -qF '[{nla_len=11, nla_type=IFLA_INFO_KIND}, "bridge"]' "$WORK/e.out"
	grep -qF 'nla_type=IFLA_INFO_SLAVE_KIND}, "bridge"], [{nla_len=' "$WORK/e.out"
	grep -qF 'nla_type=RTA_MULTIPATH}, [[{rtnh_len=16' "$WORK/e.out"
	diff <(grep -E '^[0-9]+ +(send|recv)' "$WORK/s.out" | sed -E "$norm" | sort) \
	     <(grep -E '^[0-9]+ +(send|recv)' "$WORK/e.out" | sed -E "$norm" | sort)
}

@test "netlink: a socket of another network namespace than the tracer's is decoded without its protocol, as strace does" {
	# strace learns a netlink socket's protocol from sock_diag, which
	# answers about the sockets of its own network namespace only
	trace_both -f -e trace=sendto -- unshare -n python3 "$TESTS_DIR/progs/netlink.py" kinds
	[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
	diff <(grep -E "^[0-9]+ +sendto" "$WORK/s.out" | sed -E 's/^[0-9]+ +//; s/\) += /) = /') \
	     <(grep -E "^[0-9]+ +sendto" "$WORK/e.out" | sed -E 's/^[0-9]+ +//; s/\) += /) = /')
	grep -qE '^[0-9]+ +sendto\([0-9]+, \[\{nlmsg_len=56, nlmsg_type=0x26 /\* NLMSG_\?\?\? \*/' "$WORK/e.out"
}

@test "-yy: sockets of another network namespace than the tracer's show their protocol and inode only, as strace's" {
	# strace asks sock_diag, which answers about its own namespace only
	trace_both -yy -f -e trace=sendto,recvfrom -- unshare -n python3 "$TESTS_DIR/progs/netns_sockets.py"
	[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
	local norm='s/^[0-9]+ +//; s/:\[[0-9]+\]/:[N]/g; s/\) += /) = /'
	diff <(grep -E '^[0-9]+ +(sendto|recvfrom)' "$WORK/s.out" | sed -E "$norm") \
	     <(grep -E '^[0-9]+ +(sendto|recvfrom)' "$WORK/e.out" | sed -E "$norm")
	grep -qE '^[0-9]+ +sendto\([0-9]+<TCP:\[[0-9]+\]>, "x"' "$WORK/e.out"
	grep -qE '^[0-9]+ +sendto\([0-9]+<NETLINK:\[[0-9]+\]>, ' "$WORK/e.out"
}

@test "netlink: ss -xl and ss -tan requests as strace shows them" {
	trace_both -e trace=sendto,sendmsg -- ss -xl
	[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
	grep -qF 'udiag_show=UDIAG_SHOW_NAME|UDIAG_SHOW_PEER|UDIAG_SHOW_RQLEN' "$WORK/e.out"
	diff <(sed -E 's/\) += /) = /' "$WORK/s.out") <(sed -E 's/\) += /) = /' "$WORK/e.out")
	trace_both -e trace=sendmsg -- ss -tan
	[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
	grep -qF 'idiag_states=1<<TCP_ESTABLISHED|' "$WORK/e.out"
	diff <(sed -E 's/\) += /) = /' "$WORK/s.out") <(sed -E 's/\) += /) = /' "$WORK/e.out")
}

# -yy: strace asks sock_diag when it prints a descriptor (for an argument,
# before the call).  These sockets are closed long before ebtrace prints
# their lines: what it shows was captured in the kernel as each call left
# the socket.  Ports 47400-47437.
SOCKYY="$NET|^close\\("

@test "-yy details of short-lived TCP, TCPv6, UDP, UDPv6 and UNIX sockets match strace" {
	compare_with_strace --filter "$SOCKYY" -yy -- /usr/bin/python3 "$TESTS_DIR/progs/sockyy.py" 47400
}

@test "-yy details match strace when the calls that change the sockets are not shown" {
	# bind, listen, connect, accept are seen for the details only; UNIX
	# sockets first shown at their close lose the peer closed before
	compare_with_strace --filter "$SOCKYY" -yy -e trace=close -- /usr/bin/python3 "$TESTS_DIR/progs/sockyy.py" 47410
	compare_with_strace --filter "$SOCKYY" -yy -e trace=sendto,recvfrom,accept4 -- /usr/bin/python3 "$TESTS_DIR/progs/sockyy.py" 47420
}

@test "-yy: a netlink socket shows its protocol and port id once bound, after it is closed" {
	cat > nl.py <<'PY'
import socket
s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, socket.NETLINK_ROUTE)
s.bind((0x7e5a, 0)); s.getsockname(); s.close()
PY
	trace_both -yy -e trace=bind,getsockname,close -- /usr/bin/python3 nl.py
	[ "$strace_status" -eq 0 ] && [ "$ebtrace_status" -eq 0 ]
	grep -qE '^getsockname\([0-9]+<NETLINK:\[ROUTE:32346\]>' "$WORK/e.out"
	# python leaves stack bytes in nl_pad
	local norm='s/\) += /) = /; s/NETLINK:\[[0-9]+\]/NETLINK:[INO]/g; s/nl_pad=0x[0-9a-f]+/nl_pad=P/'
	diff <(grep -E "NETLINK" "$WORK/s.out" | sed -E "$norm") <(grep -E "NETLINK" "$WORK/e.out" | sed -E "$norm")
}

@test "-yy: a connected TCP client shows both ends, the listener its address, after they are closed" {
	# the client's port is the kernel's choice: checked by pattern
	cat > tcp.py <<'PY'
import socket
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", 47430)); s.listen(1)
c = socket.create_connection(("127.0.0.1", 47430)); a, _ = s.accept()
c.sendall(b"hi"); a.recv(10); a.close(); c.close(); s.close()
PY
	run "$EBTRACE" -yy -e trace=%network,close -o out /usr/bin/python3 tcp.py 3>&-
	[ "$status" -eq 0 ]
	local fd='[0-9]+' lo='127\.0\.0\.1'
	grep -qE "^connect\($fd<TCP:\[[0-9]+\]>, " out
	grep -qE "^sendto\($fd<TCP:\[$lo:[0-9]+->$lo:47430\]>, \"hi\"" out
	grep -qE "^close\($fd<TCP:\[$lo:[0-9]+->$lo:47430\]>\) += 0$" out
	grep -qE "^listen\($fd<TCP:\[$lo:47430\]>, 1\) += 0$" out
	grep -qE "^close\($fd<TCP:\[$lo:47430\]>\) += 0$" out
	grep -qE "^accept4\($fd<TCP:\[$lo:47430\]>, .* = $fd<TCP:\[$lo:47430->$lo:[0-9]+\]>$" out
}

@test "control messages: each type's data as strace decodes it, and unreadable control data" {
	build_prog cmsgs
	compare_with_strace --filter '^sendmsg\(' -- "$WORK/cmsgs"
	compare_with_strace --filter '^sendmsg\(' -X verbose -s 2 -- "$WORK/cmsgs"
	compare_with_strace --filter '^sendmsg\(' -v -- "$WORK/cmsgs"
}

@test "received data and names cut by the buffer: recvfrom MSG_TRUNC and recvmsg's short name" {
	build_prog recvcut
	compare_with_strace --filter '^(recvfrom|recvmsg)\(' -- "$WORK/recvcut"
}

@test "-e read= and -e write= dump the data of sendmsg, recvmsg, sendmmsg and recvmmsg, element by element" {
	build_prog recvcut
	compare_with_strace --filter '^(sendm?msg|recvm?msg)\(|^ [*|=] ' -e trace=sendmsg,recvmsg,sendmmsg,recvmmsg -e read=all -e write=all -- "$WORK/recvcut"
}

@test "socket filters: setsockopt's struct sock_fprog and getsockopt's SO_GET_FILTER, with and without -v" {
	build_prog sockfilter
	compare_with_strace --filter '^(setsockopt|getsockopt)\(' -- "$WORK/sockfilter"
	compare_with_strace --filter '^(setsockopt|getsockopt)\(' -v -- "$WORK/sockfilter"
	compare_with_strace --filter '^(setsockopt|getsockopt)\(' -v -X raw -- "$WORK/sockfilter"
	compare_with_strace --filter '^(setsockopt|getsockopt)\(' -v -X verbose -- "$WORK/sockfilter"
}

@test "socket addresses of many families decode as strace prints them, with each -X style" {
	build_prog sockaddrs
	compare_with_strace --filter '^connect\(' -- "$WORK/sockaddrs"
	compare_with_strace --filter '^connect\(' -X raw -- "$WORK/sockaddrs"
	compare_with_strace --filter '^connect\(' -X verbose -- "$WORK/sockaddrs"
}

@test "-y: descriptors passed with SCM_RIGHTS carry what their sender knew of them" {
	build_prog passfds
	compare_with_strace --filter '^(P[0-9]+ )?(sendmsg|recvmsg)\(' -f -y -- "$WORK/passfds"
}

@test "--pidns-translation: a netlink address's nl_pid is a process id, translated as strace does" {
	build_prog nlpid
	compare_with_strace --filter '^(P[0-9]+ )?connect\(' -f --pidns-translation -- unshare -pf "$WORK/nlpid"
}

@test "sendmmsg and recvmmsg: -s messages, the name lengths given and returned, an unreadable element" {
	build_prog mmsgs
	compare_with_strace --filter '^(sendmmsg|recvmmsg)\(' -- "$WORK/mmsgs"
	compare_with_strace --filter '^(sendmmsg|recvmmsg)\(' -s 4 -- "$WORK/mmsgs"
}

@test "sendmmsg and recvmmsg of 1025 and 100 named messages: -s of them, all UIO_MAXIOV with -v or a larger -s, every message dumped" {
	build_prog mmsg_many
	local mmsg='^(sendmmsg|recvmmsg)\('
	compare_with_strace --filter "$mmsg" -e trace=/mmsg -- "$WORK/mmsg_many"
	compare_with_strace --filter "$mmsg" -v -e trace=/mmsg -- "$WORK/mmsg_many"
	compare_with_strace --filter "$mmsg" -s 2000 -e trace=/mmsg -- "$WORK/mmsg_many"
	compare_with_strace --filter "$mmsg|^ [*|=] " -e read=all -e write=all -e trace=/mmsg -- "$WORK/mmsg_many"
}

@test "-v: filters of more instructions than a record holds show BPF_MAXINSNS of them, as strace" {
	build_prog bigfilter
	compare_with_strace --filter '^(seccomp|setsockopt)\(' -v -e trace=seccomp,setsockopt -- "$WORK/bigfilter"
}
