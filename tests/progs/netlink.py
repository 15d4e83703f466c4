# Netlink requests whose answers do not change from run to run: the link,
# addresses and local routes of lo, errors, and sock_diag lookups of
# sockets that do not exist.  Fixed port ids and sequence numbers.
# "netlink.py route|diag|unix|families|kinds": one part (unix: a listening
# unix socket; families: requests to the other protocols; kinds: rtnetlink
# requests of the other message kinds; answers of the last two not read).
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

def unix():
    """the sock_diag answer about a listening unix socket"""
    import os
    lsn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    lsn.bind(b"\0netlink-test")
    lsn.listen(3)
    diag = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 4)
    diag.bind((0x7e59, 0))
    udr = struct.pack("=BBHIIIII", socket.AF_UNIX, 0, 0, 1 << 10, os.fstat(lsn.fileno()).st_ino,
                      0x1f, 0xffffffff, 0xffffffff)
    diag.send(nlmsg(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST, 1, udr))
    diag.recvmsg(65536)


def route():
    rt = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, socket.NETLINK_ROUTE)
    rt.bind((0x7e57, 0))
    rt.setsockopt(SOL_NETLINK, NETLINK_EXT_ACK, 1)
    rt.setsockopt(SOL_NETLINK, NETLINK_GET_STRICT_CHK, 1)
    # the link of lo, by index and by name
    ifi = struct.pack("=BxHiII", 0, 0, 1, 0, 0)
    rt.send(nlmsg(RTM_GETLINK, NLM_F_REQUEST, 1, ifi))
    rt.recv(65536)
    ifi = struct.pack("=BxHiII", 0, 0, 0, 0, 0)
    rt.connect((0, 0))
    # sendmsg without a name: strace shows the data as a string
    rt.sendmsg([nlmsg(RTM_GETLINK, NLM_F_REQUEST, 2, ifi + attr(3, b"lo\0") + attr(29, struct.pack("=I", 9)))])
    rt.recvmsg(65536)
    # an unknown link: NLMSG_ERROR, the request echoed
    ifi = struct.pack("=BxHiII", 0, 0, 0x7fff, 0, 0)
    rt.send(nlmsg(RTM_GETLINK, NLM_F_REQUEST | NLM_F_ACK, 3, ifi))
    rt.recvmsg(65536)
    # a message kind the kernel does not have
    rt.send(nlmsg(0x7f, NLM_F_REQUEST | NLM_F_ACK, 4, b"\x02\0\0\0"))
    rt.recvmsg(65536)
    # lo's addresses (the dump filtered by index), header and payload in two iovecs
    ifa = struct.pack("=BBBBI", 0, 0, 0, 0, 1)
    hdr = nlmsg(RTM_GETADDR, NLM_F_REQUEST | NLM_F_DUMP, 5, ifa)
    rt.sendmsg([hdr[:16], hdr[16:]])
    drain(rt)
    # the local IPv4 routes through lo
    rtm = struct.pack("=BBBBBBBBI", socket.AF_INET, 0, 0, 0, 255, 0, 0, 0, 0)
    rt.send(nlmsg(RTM_GETROUTE, NLM_F_REQUEST | NLM_F_DUMP, 6, rtm + attr(4, struct.pack("=I", 1))))
    drain(rt)
    rt.close()


def diag():
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


def families():
    """requests that change nothing to audit, xfrm, netfilter, SELinux and
    generic netlink sockets, and one that runs into an unmapped page"""
    import ctypes, mmap
    NFNL_SUBSYS_ACCT, NFNL_SUBSYS_NFTABLES = 7, 10
    reqs = [
        (9, nlmsg(1000, NLM_F_REQUEST, 1, b"")),                            # AUDIT_GET
        (6, nlmsg(0x12, NLM_F_REQUEST | NLM_F_DUMP, 2, b"")),               # XFRM_MSG_GETSA
        (6, nlmsg(0x11, NLM_F_REQUEST | 0x100, 3, b"")),                    # XFRM_MSG_DELSA
        (12, nlmsg(NFNL_SUBSYS_ACCT << 8 | 1, NLM_F_REQUEST | 0x200, 4,     # NFNL_MSG_ACCT_GET
                   struct.pack("!BBH", 2, 0, 0) + attr(0xbcd, b"ab"))),
        (12, nlmsg(NFNL_SUBSYS_ACCT << 8 | 0xff, NLM_F_REQUEST, 5, b"")),
        (12, nlmsg(0x10, NLM_F_REQUEST, 6, struct.pack("!BBH", 0, 0, NFNL_SUBSYS_NFTABLES) + b"1234")),
        (7, nlmsg(0x10, NLM_F_REQUEST, 7, struct.pack("=i", -2))),          # SELNL_MSG_SETENFORCE
        (16, nlmsg(0x10, NLM_F_REQUEST, 8, struct.pack("=BBH", 3, 1, 0) + attr(2, b"nlctrl\0"))),
    ]
    for proto, msg in reqs:
        try:
            s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, proto)
        except OSError:
            continue
        try:
            s.bind((0, 0))   # strace finds the protocol of bound sockets only
            s.send(msg, socket.MSG_DONTWAIT)
        except OSError:
            pass
        s.close()
    # a message whose end is in an unmapped page: shown as far as it reads
    s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, socket.NETLINK_ROUTE)
    s.bind((0, 0))
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mmap.restype = ctypes.c_void_p
    libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
    libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
    libc.sendto.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
    page = mmap.PAGESIZE
    base = libc.mmap(None, 2 * page, 3, 0x22, -1, 0)
    libc.munmap(base + page, page)
    msg = nlmsg(RTM_GETLINK, NLM_F_REQUEST, 9, struct.pack("=BxHiII", 0, 0, 1, 0, 0))
    at = base + page - 20
    ctypes.memmove(at, msg, 20)
    libc.sendto(s.fileno(), at, len(msg), socket.MSG_DONTWAIT, None, 0)
    s.close()

def kinds():
    """one request of each rtnetlink kind beyond links, addresses and routes"""
    rt = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, socket.NETLINK_ROUTE)
    rt.bind((0x7e5a, 0))
    tcm = struct.pack("=BxxxiIII", 0, 1, 0, 0, 0)
    ndt = struct.pack("=BxH", socket.AF_INET, 0)
    reqs = [
        (0x26, tcm + attr(1, b"pfifo\0") + attr(5, struct.pack("=bB", -2, 3))),      # RTM_GETQDISC
        (0x2a, tcm + attr(3, b"\1" * 36)),                                            # RTM_GETTCLASS, TCA_STATS
        (0x42, ndt + attr(1, b"arp_cache\0") + attr(6, attr(1, struct.pack("=I", 1)) +
                                                    attr(8, struct.pack("=I", 3)))),   # RTM_GETNEIGHTBL
        (0x52, struct.pack("=Bxxx", socket.AF_INET) + attr(1, struct.pack("=i", 1))),  # RTM_GETNETCONF
        (0x5a, struct.pack("=Bxxx", 0) + attr(3, struct.pack("=I", 0xffffffff))),      # RTM_GETNSID
        (0x4a, struct.pack("=BxBBII", socket.AF_INET, 8, 0, 1, 0) +
               attr(1, socket.inet_aton("127.0.0.1"))),                                # RTM_GETADDRLABEL
        (0x56, struct.pack("=BxxxI", socket.AF_BRIDGE, 1) + attr(1, b"")),             # RTM_GETMDB
        (0x4e, struct.pack("=BBxx", 0, 1) + attr(1, b"lo\0")),                        # RTM_GETDCB
    ]
    for seq, (type, payload) in enumerate(reqs, 1):
        rt.send(nlmsg(type, NLM_F_REQUEST, seq, payload), socket.MSG_DONTWAIT)
    rt.close()

def nested():
    """requests (that ask, never change) with nested and structured
    attributes: links, neighbours, rules, tc actions and stats, reports"""
    rt = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, socket.NETLINK_ROUTE)
    rt.bind((0x7e5b, 0))
    u8, u16, u32, u64, i32 = (lambda v, f=f: struct.pack(f, v) for f in ("=B", "=H", "=I", "=Q", "=i"))
    def ifi(family):
        return struct.pack("=BxHiII", family, 772, 1, 1, 0)
    tcm = struct.pack("=BxxxiIII", 0, 1, 0, 0, 0)
    reqs = [
        # IFLA_PROTINFO of a bridge port: state, root id, a timer, a mask
        (18, ifi(socket.AF_BRIDGE) + attr(12, attr(1, u8(3)) + attr(13, b"\x80\x00\x02\x42\xac\x11\x00\x02") +
                                      attr(21, u64(250)) + attr(31, u16(0x4002)))),
        # IFLA_PROTINFO of inet6: flags and the first devconf entries
        (18, ifi(socket.AF_INET6) + attr(12, attr(1, u32(0x80000010)) + attr(2, i32(1) + i32(-1) + i32(1500)))),
        # IFLA_AF_SPEC by family: ipv4 devconf, an ipv6 address generation mode, an unknown family
        (18, ifi(0) + attr(26, attr(socket.AF_INET, attr(1, i32(1) + i32(0))) +
                             attr(socket.AF_INET6, attr(8, u8(1))) + attr(99, b"xy"))),
        # IFLA_LINKINFO of a bridge, and the port data of its slave kind
        (18, ifi(0) + attr(18, attr(1, b"bridge\0") + attr(2, attr(1, u64(1500)) + attr(8, b"\x81\x00")) +
                             attr(4, b"bridge\0") + attr(5, attr(2, u16(32))))),
        # IFLA_VFINFO_LIST, IFLA_XDP, IFLA_MAP, IFLA_PROTO_DOWN_REASON, IFLA_EVENT
        (18, ifi(0) + attr(22, attr(1, attr(1, u32(0) + b"\x02\x00\x00\x00\x00\x01" + b"\0" * 26) +
                                       attr(12, attr(1, u32(0) + u32(5) + u32(0) + b"\x81\x00\0\0")))) +
                      attr(43, attr(1, i32(0)) + attr(3, u32(3))) +
                      attr(14, u64(0xf000) + u64(0xffff) + u64(0x300) + u16(11) + u8(1) + u8(2)) +
                      attr(55, attr(1, u32(0xff))) + attr(44, u32(1))),
        # RTM_GETNEIGH: address, link address, cache info, port, flags
        (30, struct.pack("=BxxxiHBB", socket.AF_INET, 1, 0x80, 0x8, 1) +
             attr(1, socket.inet_aton("127.0.0.1")) + attr(2, b"\x02\x00\x00\x00\x00\x01") +
             attr(3, u32(1) + u32(2) + u32(3) + u32(4)) + attr(6, b"\x12\xb5") + attr(17, u8(0x88))),
        # RTM_GETRULE: table, a uid range, a source
        (34, struct.pack("=BBBBBBBBI", socket.AF_INET, 0, 8, 0x10, 254, 0, 1, 0, 2) +
             attr(15, u32(255)) + attr(20, u32(1000) + u32(2000)) + attr(2, socket.inet_aton("10.0.0.1"))),
        # RTM_GETACTION: a kind and flags
        (50, struct.pack("=Bxxx", 0) + attr(1, b"gact\0") + attr(7, u32(3)) + attr(8, u32(1))),
        # RTM_GETQDISC: tc stats of the netlink kind and a size table
        (38, tcm + attr(7, attr(1, u64(1000) + u32(10)) + attr(3, u32(1) + u32(2) + u32(3) + u32(4) + u32(5))) +
              attr(8, attr(1, struct.pack("=BBhiIIII", 2, 3, -1, 4, 1, 0, 1500, 3)) +
                      attr(2, u16(1) + u16(2) + u16(3)))),
        # RTM_NEWCACHEREPORT (the kernel takes none from us): of IPv4 multicast routing
        (96, struct.pack("=Bxxx", 128) + attr(1, u8(1)) + attr(3, socket.inet_aton("224.0.0.1"))),
        # RTM_GETROUTE: two nexthops, one with a gateway, and a via
        (26, struct.pack("=BBBBBBBBI", socket.AF_INET, 0, 0, 0, 254, 0, 0, 1, 0) +
             attr(9, struct.pack("=HBBi", 16, 1, 0, 1) + attr(5, socket.inet_aton("10.0.0.1")) +
                     struct.pack("=HBBi", 8, 0, 2, 1)) +
             attr(18, struct.pack("=H", socket.AF_INET) + socket.inet_aton("10.0.0.2"))),
        # RTM_GETNEXTHOP: a group, its type, a resilient group's buckets
        (106, struct.pack("=BBBBI", socket.AF_INET, 0, 4, 0, 0) + attr(2, u32(7) + u8(1) + u8(0) + u16(0)) +
              attr(3, u16(1)) + attr(12, attr(1, u16(8)) + attr(2, u32(100)))),
        # RTM_GETSTATS: of lo, 64-bit link counters and bridge STP ones
        (94, struct.pack("=BBHiI", 0, 0, 0, 1, 0x22) + attr(1, u64(1) * 25) +
             attr(2, attr(1, attr(4, u64(2) * 6)))),
        # RTM_GETMDB: an entry and its timer, a router port
        (86, struct.pack("=BxxxI", socket.AF_BRIDGE, 1) +
             attr(1, attr(1, attr(1, struct.pack("=IBBH", 1, 1, 0, 5) + socket.inet_aton("224.0.0.9") +
                                     b"\0" * 12 + struct.pack("!H", 0x800) + b"\0\0" + attr(1, u64(100))))) +
             attr(2, attr(1, u32(1) + attr(2, u8(2))))),
    ]
    for seq, (type, payload) in enumerate(reqs, 1):
        rt.send(nlmsg(type, NLM_F_REQUEST, seq, payload), socket.MSG_DONTWAIT)
    rt.close()
    # sock_diag requests about netlink, packet and SMC sockets
    diag = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 4)
    diag.bind((0x7e5c, 0))
    sockid = struct.pack("!HH", 1, 2) + socket.inet_aton("127.0.0.1") + b"\0" * 12 + \
        socket.inet_aton("127.0.0.2") + b"\0" * 12 + struct.pack("=III", 0, 0xffffffff, 0xffffffff)
    for seq, payload in enumerate([
            struct.pack("=BBHIIII", socket.AF_NETLINK, 0, 0, 0, 0x1f, 0xffffffff, 0xffffffff),
            struct.pack("=BBHIIII", socket.AF_NETLINK, 255, 0, 0, 0x1f, 0xffffffff, 0xffffffff),
            struct.pack("=BBHIIII", socket.AF_PACKET, 0, 0, 0, 0x3f, 0xffffffff, 0xffffffff),
            struct.pack("=BBxx", 43, 3) + sockid], 1):
        diag.send(nlmsg(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST | NLM_F_DUMP, seq, payload), socket.MSG_DONTWAIT)
    # a TCP request with bytecode: a port condition and a host one
    idr = struct.pack("=BBBxI", socket.AF_INET, socket.IPPROTO_TCP, 0, 1 << 10) + sockid
    bc = struct.pack("=BBH", 7, 20, 24) + struct.pack("=BBxxi", socket.AF_INET, 8, -1) + socket.inet_aton("10.1.2.3")
    diag.send(nlmsg(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST, 5, idr + attr(1, bc)), socket.MSG_DONTWAIT)
    # answers (no NLM_F_REQUEST: the kernel takes them for nothing) with
    # the attributes of inet, netlink, packet and SMC sockets (the filter's
    # instructions shown with -v, else its address)
    msg = struct.pack("=BBBB", socket.AF_INET, 10, 0, 0) + sockid + struct.pack("=IIIII", 0, 0, 0, 0, 0)
    md5 = struct.pack("=BBH", socket.AF_INET, 32, 3) + socket.inet_aton("10.0.0.1") + b"\0" * 12 + b"key" + b"\0" * 77
    ulp = attr(1, b"tls\0") + attr(2, attr(1, u16(0x304)) + attr(2, u16(52)))
    storage = attr(1, attr(2, u32(9)) + attr(3, u32(0xabcd)))
    sin = struct.pack("=H", socket.AF_INET) + struct.pack("!H", 443) + socket.inet_aton("1.2.3.4") + b"\0" * 120
    answers = [
        msg + attr(3, u32(1) + u32(2) + u32(3) + u32(4)) + attr(16, u32(5) * 5) + attr(18, md5),
        msg + attr(19, ulp) + attr(20, storage) + attr(12, sin) + attr(22, b"\x03\x00\xab\x00"),
        struct.pack("=BBBBIIIII", socket.AF_NETLINK, 3, 0, 1, 5, 0, 0, 77, 0xffffffff) + u32(0xffffffff) +
            attr(1, u64(0x41)) + attr(4, u32(4)),
        struct.pack("=BBHIII", socket.AF_PACKET, 3, 0x300, 1, 2, 3) +
            attr(0, struct.pack("=IBxxxIIII", 1, 2, 0, 0, 0, 1)) + attr(7, struct.pack("=HBBI", 0x30, 0, 0, 0xfffff004)),
        struct.pack("=BBBB", 43, 1, 0, 0) + sockid + struct.pack("=IQ", 0, 0) +
            attr(5, struct.pack("=II", 0x03030000, 0x99999999)) + attr(3, u8(3)),
    ]
    for seq, payload in enumerate(answers, 6):
        diag.send(nlmsg(SOCK_DIAG_BY_FAMILY, NLM_F_DUMP & ~0x200, seq, payload), socket.MSG_DONTWAIT)
    diag.close()
    # udev's messages on a NETLINK_KOBJECT_UEVENT socket, sent to a port
    # nobody has (ECONNREFUSED): never to the kernel, which would pass
    # them on to udev
    ue = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 15)
    ue.bind((0, 0))
    hdr = b"libudev\0" + struct.pack("!I", 0xfeedcafe) + struct.pack("=III", 40, 40, 11) + \
        struct.pack("!IIII", 1, 2, 3, 4)
    for m in (hdr, hdr + b"ACTION=add\0", b"add@/devices/x\0ACTION=add\0", b"libudev\0"):
        try:
            ue.sendto(m, socket.MSG_DONTWAIT, (0x7ffffff0, 0))
        except OSError:
            pass
    ue.close()


# no argument: route and diag; the conformance cases run one part each
parts = {"unix": [unix], "route": [route], "diag": [diag], "families": [families], "kinds": [kinds],
         "nested": [nested]}
for part in parts.get(sys.argv[1] if sys.argv[1:] else "", [route, diag]):
    part()
if sys.argv[1:] != ["unix"]:
    print("ok")
