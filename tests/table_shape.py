#!/usr/bin/env python3
"""Print the -c/-C summary table found in a trace file in a form that can be
compared between strace and ebtrace: the header and the dividers as they
are; in each row the time cells (which differ between runs) are checked
against their column's format and width, then replaced by "<time>"; the
calls, errors and syscall cells are kept.  Exits 1 if a cell is malformed
or no table is found.

usage: table_shape.py [--sort-rows] FILE"""

import re
import sys

DIVIDER = re.compile(r"^-+( -+)*$")
TIME_FORMATS = {
    "% time": r"\d+\.\d\d",
    "seconds": r"\d+\.\d{6}",
    "shortest": r"\d+\.\d{6}",
    "longest": r"\d+\.\d{6}",
    "usecs/call": r"\d+",
}


def columns(header, divider):
    """(name, start, end) of each column, from the divider's dashes."""
    cols, pos = [], 0
    for dashes in divider.split(" "):
        end = pos + len(dashes)
        cols.append((header[pos:end].strip(), pos, end))
        pos = end + 1
    return cols


def shape_row(row, cols):
    cells = []
    for i, (name, start, end) in enumerate(cols):
        last = i == len(cols) - 1
        cell = row[start:] if last else row[start:end]
        if name in TIME_FORMATS:
            if len(cell) != end - start or not re.fullmatch(r" *" + TIME_FORMATS[name], cell):
                sys.exit("malformed %r cell %r in row %r" % (name, cell, row))
            cells.append("<time>")
        else:
            cells.append(cell)
    return " ".join(cells)


def main():
    args = sys.argv[1:]
    sort_rows = args and args[0] == "--sort-rows"
    if sort_rows:
        args = args[1:]
    lines = open(args[0], errors="replace").read().splitlines()
    starts = [i for i, l in enumerate(lines) if DIVIDER.match(l) and i > 0]
    if len(starts) < 2:
        sys.exit("no table")
    first, second = starts[-2], starts[-1]
    header, divider = lines[first - 1], lines[first]
    cols = columns(header, divider)
    rows = [shape_row(r, cols) for r in lines[first + 1:second]]
    if sort_rows:
        rows.sort()
    print(header)
    print(divider)
    print("\n".join(rows))
    print(lines[second])
    print(shape_row(lines[second + 1], cols))


if __name__ == "__main__":
    main()
