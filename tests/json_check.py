#!/usr/bin/env python3
"""Checks of ebtrace's structured output forms (doc/ebtrace-json.md).

  json_check.py schema FILE            every line is an object of schema v1
  json_check.py same TEXT JSON         the JSON lines describe the calls of
                                       the text trace: same names, argument
                                       texts, return values, in order
  json_check.py chrome TEXT FILE       a valid Trace Event array whose slices
                                       are the calls of the text trace
Text traces are of runs without -f, decoded as Latin-1 like the JSON strings.
"""
import json
import re
import sys

INT = int
TYPES = {
    "header": {"format": str, "version": INT, "ebtrace": str},
    "syscall": {"pid": INT, "tid": INT, "syscall": str, "args": list, "text": str},
    "signal": {"pid": INT, "tid": INT, "signal": str, "text": str},
    "stopped": {"pid": INT, "tid": INT, "signal": str, "text": str},
    "exit": {"pid": INT, "tid": INT, "status": INT, "text": str},
    "killed": {"pid": INT, "tid": INT, "signal": str, "core_dumped": bool, "text": str},
    "superseded": {"pid": INT, "tid": INT, "by": INT, "text": str},
    "personality": {"pid": INT, "tid": INT, "mode": str, "text": str},
    "line": {"pid": INT, "tid": INT, "text": str},
    "lost": {"records": INT},
    "summary": {"syscalls": list, "total": dict},
}
OPTIONAL = {"timestamp": float, "relative": float, "nr": INT, "ip": INT, "comm": str,
            "retval": (INT, type(None)), "retval_text": str, "errno": INT, "error": str,
            "message": str, "duration": float, "noreturn": bool, "unfinished": bool,
            "detached": bool, "personality": str}
ARG_KEYS = {"text": str, "value": INT, "const": str, "flags": list, "flags_rest": INT,
            "str": str, "truncated": bool}
ROW_KEYS = {"syscall": str, "calls": INT, "errors": INT, "seconds": float,
            "percent": (float, INT), "min_seconds": float, "max_seconds": float}


def fail(msg):
    sys.exit("json_check: " + msg)


def check_keys(obj, required, optional, where):
    for k, t in required.items():
        if k not in obj:
            fail(f"{where}: no {k!r} in {obj}")
    for k, v in obj.items():
        t = required.get(k) or optional.get(k)
        if t is None:
            fail(f"{where}: unknown key {k!r}")
        if not isinstance(v, t) or (t is INT and isinstance(v, bool)):
            fail(f"{where}: {k!r} is {v!r}")


def schema(path):
    n = 0
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            obj = json.loads(line)
            where = f"{path}:{i}"
            t = obj.pop("type", None)
            if t not in TYPES:
                fail(f"{where}: type {t!r}")
            if i == 1 and (t != "header" or obj.get("version") != 1):
                fail(f"{where}: the first line is no v1 header")
            check_keys(obj, TYPES[t], OPTIONAL, where)
            for a in obj.get("args", []):
                check_keys(a, {"text": str}, ARG_KEYS, where + " arg")
                if "str" in a and "truncated" not in a:
                    fail(f"{where}: str without truncated")
            for r in obj.get("syscalls", []) + ([obj["total"]] if "total" in obj else []):
                check_keys(r, {k: v for k, v in ROW_KEYS.items() if k != "syscall"}, ROW_KEYS, where)
            n += 1
    return n


def records(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def text_calls(path):
    """name, the text between the parentheses, the return value's text."""
    calls = []
    with open(path, encoding="latin-1") as f:
        for line in f:
            m = re.match(r"([a-z_0-9]+)\((.*)\) +=( (.*))?$", line.rstrip("\n"))
            if m:
                calls.append((m.group(1), m.group(2), m.group(4) or ""))
    return calls


def pid_free(calls):
    """The two runs have different pids: the task's own (set_tid_address
    returns it) reads PID."""
    pid = next((c[2] for c in calls if c[0] == "set_tid_address"), None)
    if not pid:
        return calls
    word = re.compile(r"\b%s\b" % re.escape(pid))
    return [tuple(word.sub("PID", x) for x in c) for c in calls]


def json_call(r):
    return (r["syscall"], ", ".join(a["text"] for a in r["args"]), r.get("retval_text", "?"))


def same(text, path):
    want = pid_free(text_calls(text))
    got = pid_free([json_call(r) for r in records(path) if r["type"] == "syscall"])
    for r in records(path):
        if r["type"] == "syscall":
            squeezed = re.sub(r"\) +=", ") =", r["text"])
            name, args, ret = json_call(r)
            if squeezed != f"{name}({args}) = {ret}":
                fail(f"record's parts do not make its text: {r}")
    if not want or want != got:
        for w, g in zip(want, got):
            if w != g:
                fail(f"text {w} json {g}")
        fail(f"{len(want)} calls in the text, {len(got)} in the JSON")


def chrome(text, path):
    with open(path, encoding="utf-8") as f:
        events = json.load(f)
    if not isinstance(events, list) or not events:
        fail("no array")
    for e in events:
        for k in ("name", "ph", "pid", "tid"):
            if k not in e:
                fail(f"event without {k}: {e}")
        if e["ph"] in ("X", "i") and not isinstance(e.get("ts"), (int, float)):
            fail(f"event without ts: {e}")
        if e["ph"] == "X" and not (isinstance(e.get("dur"), (int, float)) and e["dur"] >= 0):
            fail(f"slice without dur: {e}")
    slices = [(e["name"], ", ".join(e["args"]["args"]), e["args"].get("retval", "?"))
              for e in events if e["ph"] == "X"]
    want = pid_free(text_calls(text))
    slices = pid_free(slices)
    if want != slices:
        fail(f"{len(want)} calls in the text, {len(slices)} slices; first difference: "
             f"{next(((w, s) for w, s in zip(want, slices) if w != s), None)}")
    if not any(e["ph"] == "M" and e["name"] == "thread_name" for e in events):
        fail("no thread named")


def main():
    what = sys.argv[1]
    if what == "schema":
        for p in sys.argv[2:]:
            schema(p)
    elif what == "same":
        same(sys.argv[2], sys.argv[3])
    elif what == "chrome":
        chrome(sys.argv[2], sys.argv[3])
    else:
        fail("usage")


main()
