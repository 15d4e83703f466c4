#!/bin/sh
# Generate and run configure, then build (used by the README and CI).
set -e
cd "$(dirname "$0")"
autoreconf -fi
./configure "$@"
make -j"$(nproc)"
