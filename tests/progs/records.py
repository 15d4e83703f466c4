#!/usr/bin/env python3
"""Kernel-side records (src/event.h) of a few calls, as one architecture's
kernel side sends them: its syscall numbers, argument order, flag values
and structure layouts.  fuzz/replay decodes them; every architecture must
print the same lines (tests/replay.expected), as strace does.

Usage: records.py ARCH > FILE"""
import struct
import sys

EV_ENTER, EV_EXIT = 1, 2
CAP_STR, CAP_FIXED_OK, CAP_ARR_RET = 1, 5, 8
TID = 5000000  # above PID_MAX_LIMIT: nothing live is read

O_NONBLOCK, O_CLOEXEC = 0o4000, 0o2000000
CLONE_CHILD_CLEARTID, CLONE_CHILD_SETTID, SIGCHLD = 0x200000, 0x1000000, 17


def stat_x86_64(mode, size):
    # dev ino nlink mode uid gid pad rdev size blksize blocks, 3 timespecs, 3 unused
    return struct.pack('<QQQIIIiQqqq6Q3q', 0x803, 42, 1, mode, 0, 0, 0, 0, size, 4096, 8,
                       *([0] * 6), 0, 0, 0)


def stat_aarch64(mode, size):
    # dev ino mode nlink uid gid rdev pad1 size blksize pad2 blocks, 3 timespecs, 2 unused
    return struct.pack('<QQIIIIQQqiiq6qII', 0x803, 42, mode, 1, 0, 0, 0, 0, size, 4096, 0, 8,
                       *([0] * 6), 0, 0)


def epoll_x86_64(events, data):
    return struct.pack('<IQ', events, data)  # packed


def epoll_aarch64(events, data):
    return struct.pack('<IxxxxQ', events, data)


ARCHES = {
    'x86_64': dict(
        nr=dict(openat=257, newfstatat=262, close=3, mmap=9, epoll_pwait=281, clone=56),
        o_directory=0o200000, stat=stat_x86_64, epoll=epoll_x86_64,
        clone=lambda flags, stack, ptid, ctid, tls: [flags, stack, ptid, ctid, tls, 0]),
    'aarch64': dict(
        nr=dict(openat=56, newfstatat=79, close=57, mmap=222, epoll_pwait=22, clone=220),
        o_directory=0o40000, stat=stat_aarch64, epoll=epoll_aarch64,
        clone=lambda flags, stack, ptid, ctid, tls: [flags, stack, ptid, tls, ctid, 0]),
}


def cap(arg, kind, data):
    pad = b'\0' * (-len(data) % 8)
    return struct.pack('<BBHIihH', arg, kind, 0, len(data), 0, 0, 0) + data + pad


def record(kind, nr, args, ret=0, caps=()):
    body = b''.join(caps)
    size = 112 + len(body)
    args = list(args) + [0] * (6 - len(args))
    return (struct.pack('<IIIIQ', kind, size, TID, TID, 0) +
            struct.pack('<qq6QQHHIQ', nr, ret, *[a & (2**64 - 1) for a in args], 0,
                        len(caps), 0, 1 if kind == EV_EXIT else 0, 0) + body)


def call(a, name, args, ret, enter_caps=(), exit_caps=()):
    nr = a['nr'][name]
    return record(EV_ENTER, nr, args, 0, enter_caps) + record(EV_EXIT, nr, args, ret, exit_caps)


def main():
    a = ARCHES[sys.argv[1]]
    path, buf = 0x10000, 0x20000
    out = call(a, 'openat', [-100, path, O_CLOEXEC], 3,
               [cap(1, CAP_STR, b'/etc/passwd\0')])
    out += call(a, 'openat', [-100, path, O_NONBLOCK | O_CLOEXEC | a['o_directory']], 4,
                [cap(1, CAP_STR, b'/tmp\0')])
    out += call(a, 'newfstatat', [3, path, buf, 0x1000], 0, [cap(1, CAP_STR, b'\0')],
                [cap(2, CAP_FIXED_OK, a['stat'](0o100644, 1234))])
    out += call(a, 'close', [3], 0)
    out += call(a, 'mmap', [0, 8192, 3, 0x22, -1, 0], 0x7f0000000000)
    out += call(a, 'epoll_pwait', [5, buf, 8, -1, 0, 8], 1, (),
                [cap(1, CAP_ARR_RET, a['epoll'](1, 7))])
    out += call(a, 'clone', a['clone'](CLONE_CHILD_CLEARTID | CLONE_CHILD_SETTID | SIGCHLD,
                                       0, 0, 0xffffa0000010, 0), TID + 1)
    sys.stdout.buffer.write(out)


main()
