#!/bin/sh
# The aarch64 build, made on this machine with Debian's cross toolchain and
# arm64 multiarch libraries (crossbuild-essential-arm64, libbpf-dev:arm64,
# libseccomp-dev:arm64, libelf-dev:arm64, libdw-dev:arm64, zlib1g-dev:arm64,
# libiberty-dev:arm64; .ci/run installs them): the kernel side compiled for
# arm64's registers (bpf/regs_aarch64.h), the program linked against the
# arm64 libraries.  Then what needs no BPF runs under qemu-aarch64 (Debian
# package qemu-user): arm64's records, by arm64's numbers and layouts,
# through the decoders print what strace prints (tests/replay.expected).
#
# Usage: tests/arm64.sh [BUILD_DIR]   (default: a temporary directory)
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
host=aarch64-linux-gnu
work=${1:-}
if [ -z "$work" ]; then
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"

# A copy of the sources: the tree itself may be configured natively.
(cd "$src" && git ls-files -z --cached --others --exclude-standard) |
	(cd "$src" && xargs -0 tar -cf - --no-recursion) | tar -xf - -C "$work"
cd "$work"
autoreconf -fi >/dev/null 2>&1
# The arm64 libraries' .pc files (Debian's pkg-config has no wrapper for
# the triplet); the headers of the multiarch packages (linux-libc-dev:arm64
# is as recent as the native one) before the cross toolchain's own copy.
PKG_CONFIG_LIBDIR=/usr/lib/$host/pkgconfig:/usr/share/pkgconfig \
	./configure --host=$host CPPFLAGS="-isystem /usr/include/$host -isystem /usr/include" >/dev/null
make -j2 src/ebtrace.skel.h src/syscallent.c >/dev/null
make -j2 src/ebtrace fuzz/replay >/dev/null
file -L src/ebtrace | grep -q 'ARM aarch64' || { file -L src/ebtrace; exit 1; }
echo "arm64: src/ebtrace built for aarch64"

python3 tests/progs/records.py aarch64 > records
qemu-aarch64 -L /usr/$host fuzz/replay -o replay.out records
if ! diff -u tests/replay.expected replay.out; then
	echo "arm64: the decoders printed other lines from arm64's records" >&2
	exit 1
fi
echo "arm64: arm64 records decoded under qemu-aarch64 as strace prints them"
