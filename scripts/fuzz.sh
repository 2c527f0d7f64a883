#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for a while: the PDN reader
# with the audit behind it, and the notation and FEN readers. Seeds: tests/data/pdn and
# fuzz/corpus. Any crash, hang, leak or sanitizer report fails the run.
#   bash scripts/fuzz.sh [SECONDS_PER_TARGET]     (default 30)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}

CC=clang CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DSHASHKI_SANITIZE=ON -DSHASHKI_FUZZ=ON -DSHASHKI_BUILD_TESTS=OFF >/dev/null
cmake --build build-fuzz -j "$(nproc)" --target pdnreader_fuzz notation_fuzz

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/pdn" "$work/notation"
cp tests/data/pdn/succeed/*.pdn tests/data/pdn/fail/*.pdn "$work/pdn/"
cp fuzz/corpus/notation/* "$work/notation/"
for target in pdnreader notation; do
    corpus="$work/pdn"
    [ "$target" = notation ] && corpus="$work/notation"
    echo "== fuzzing $target for ${seconds} s"
    build-fuzz/fuzz/${target}_fuzz -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -print_final_stats=1 -artifact_prefix="$work/" "$corpus" 2>&1 |
        grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY)" || true
    test "${PIPESTATUS[0]}" -eq 0
done
echo "fuzzing: no crash, hang or leak"
