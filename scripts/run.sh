#!/usr/bin/env bash
# The "run" command of the README: installs what is missing, builds, and runs `shashki demo`: the
# 1950 USSR championship as a tournament in the embedded PostgreSQL (imported on the first run),
# audited, and the desktop window on it — or, without a display, the audit summary, the
# standings and the crosstable PDF. With arguments it runs `shashki` with them instead
# (scripts/showcase.sh shows the command line at work).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/deps.sh >&2
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)" --target shashki >/dev/null

if [ $# -gt 0 ]; then
    exec build/app/shashki "$@"
fi
exec build/app/shashki demo
