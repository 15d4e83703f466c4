#!/usr/bin/env python3
"""Run one command under strace and under ebtrace with the same options and
compare the traces after removing what legitimately differs between runs
(pids, addresses, timings).  Prints a unified diff and exits 1 on any
difference.

usage: compare.py [--keep DIR] [--filter REGEX] [--ebtrace-opt OPT]... -- [TRACE OPTIONS] -- CMD [ARGS]
The trace options must not include -o (it is added); --ebtrace-opt: an
option of ebtrace's own (strace has none such), for ebtrace only."""

import argparse
import difflib
import os
import re
import subprocess
import sys
import tempfile

HEX_LONG = re.compile(r"\b0x[0-9a-f]{9,}\b")
# a 32-bit program's addresses: its text and heap (0x56... to 0x58...), libraries and stack
# (0xf.......), but not -1
HEX_ADDR32 = re.compile(r"\b0x(?!ffffffff\b)(5[6-8]|f[0-9a-f])[0-9a-f]{6}\b")
PREFIX = re.compile(r"^(\d+) +|^\[pid +(\d+)\] ")
ALIGN = re.compile(r"\) +=(?= |$)")
PIDISH = re.compile(r"\b(\d{2,7})\b")
# inode numbers of -y/-yy decorations differ from run to run
INODE = re.compile(r"\b(pipe|socket|UNIX|UNIX-STREAM|NETLINK|TCP|TCPv6|UDP|UDPv6):\[\d+(->\d+)?")
# the time a timeout had left (poll, select, recvmmsg) is a measurement
LEFT = re.compile(r"left \{tv_sec=\d+, tv_(n|u)sec=\d+\}")
# System V IPC objects keep the times they were used at and the pids that
# used them
IPC_TIME = re.compile(r"\b(shm_[acd]time|sem_[oc]time|msg_[src]time|shm_[cl]pid|msg_l[sr]pid)=\d+")
UNFINISHED = " <unfinished ...>"
RESUMED = re.compile(r"^<\.\.\. ([a-z0-9_]+) resumed>(.*)$")


LABEL = re.compile(r"^P[0-9]+ ")


def join_resumed(lines):
    out, pending = [], {}
    for pid, text in lines:
        m = RESUMED.match(text)
        if m and pid in pending:
            i = pending.pop(pid)
            out[i] = (pid, out[i][1][: -len(UNFINISHED)] + m.group(2))
            continue
        if text.endswith(UNFINISHED):
            pending[pid] = len(out)
        out.append((pid, text))
    return out


def normalize(text, pids, addr32=False):
    lines = []
    for line in text.splitlines():
        pid = None
        m = PREFIX.match(line)
        if m:
            pid = m.group(1) or m.group(2)
            line = line[m.end():]
        lines.append((pid, line))
    res = []
    for pid, line in join_resumed(lines):
        line = ALIGN.sub(") =", line)
        line = HEX_LONG.sub("0xADDR", line)
        if addr32:
            line = HEX_ADDR32.sub("0xADDR", line)
        line = LEFT.sub(r"left {tv_sec=N, tv_\1sec=N}", line)
        line = IPC_TIME.sub(r"\1=N", line)
        line = INODE.sub(lambda m: "%s:[INO%s" % (m.group(1), "->INO" if m.group(2) else ""), line)
        head = (pids.get(pid, "") + " ") if pid else ""
        raw = head + line
        for p, label in pids.items():
            line = re.sub(r"\b%s\b" % p, label, line)
        res.append((head + line, raw))
    # tasks interleave by scheduling: compare each task's lines in order
    return sorted(res, key=lambda l: l[0].split(" ")[0] if l[0].startswith("P") else "") if pids else res


NUMBER = re.compile(r"(\d+)")


def same_line(s, e, s_pids, e_pids):
    """Equal once the pids are labels.  A number that merely equals a pid of
    one of the runs (8192 of 8192*1024, when a child got pid 8192) is
    compared as the number it is."""
    if s[0] == e[0]:
        return True
    st, et = NUMBER.split(s[1]), NUMBER.split(e[1])
    if len(st) != len(et):
        return False
    for i, (a, b) in enumerate(zip(st, et)):
        if a == b:
            continue
        # odd places hold the numbers: a pid of each run, with one label
        if i % 2 == 0 or s_pids.get(a) is None or s_pids.get(a) != e_pids.get(b):
            return False
    return True


def pid_labels(text):
    labels = {}
    for line in text.splitlines():
        m = PREFIX.match(line)
        if m:
            p = m.group(1) or m.group(2)
            labels.setdefault(p, "P%d" % (len(labels) + 1))
    return labels


def run(tracer, opts, cmd, out):
    p = subprocess.run([tracer] + opts + ["-o", out] + cmd, stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(out, errors="replace") as f:
        return f.read(), p.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--filter", help="compare only lines matching this regex")
    ap.add_argument("--addr32", action="store_true", help="the addresses of a 32-bit program vary too")
    ap.add_argument("--strace", default="/usr/bin/strace")
    ap.add_argument("--ebtrace", default=os.environ.get("EBTRACE", "ebtrace"))
    ap.add_argument("--ebtrace-opt", action="append", default=[])
    ap.add_argument("rest", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    rest = a.rest[1:] if a.rest and a.rest[0] == "--" else a.rest
    if "--" not in rest:
        ap.error("need -- CMD")
    i = rest.index("--")
    opts, cmd = rest[:i], rest[i + 1:]
    tmp = tempfile.mkdtemp(prefix="ebcmp.")
    s_text, s_rc = run(a.strace, opts, cmd, os.path.join(tmp, "strace.out"))
    e_text, e_rc = run(a.ebtrace, a.ebtrace_opt + opts, cmd, os.path.join(tmp, "ebtrace.out"))
    s_pids, e_pids = pid_labels(s_text), pid_labels(e_text)
    s = normalize(s_text, s_pids, a.addr32)
    e = normalize(e_text, e_pids, a.addr32)
    if a.filter:
        rx = re.compile(a.filter)
        # with -f a line starts with its task's label: a filter written for
        # the call itself ("^openat\(") matches the line after the label too
        keep = lambda l: rx.search(l[0]) or rx.search(LABEL.sub("", l[0], count=1))
        s = [l for l in s if keep(l)]
        e = [l for l in e if keep(l)]
    s.append(("### exit status %d" % s_rc,) * 2)
    e.append(("### exit status %d" % e_rc,) * 2)
    if len(s) == len(e) and all(same_line(x, y, s_pids, e_pids) for x, y in zip(s, e)):
        return 0
    s, e = [l[0] for l in s], [l[0] for l in e]
    sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(s, e, "strace", "ebtrace", lineterm="", n=1))
    return 1


if __name__ == "__main__":
    sys.exit(main())
