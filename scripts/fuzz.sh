#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for a while: the PDN reader
# with the audit behind it, the notation reader, FEN (read, written in each style, read back), the
# TRF reader with its cross-check, and the players CSV of the desktop's import. Seeds:
# fuzz/corpus/<target>/, and tests/data/pdn for the PDN reader. Any crash, hang, leak or sanitizer
# report fails the run; the input that caused it is kept as BUILD_DIR/<target>-crash-… (or
# -timeout-, -leak-, -oom-).
#   bash scripts/fuzz.sh [SECONDS_PER_TARGET [BUILD_DIR]]     (default 30, build-fuzz)
# BUILD_DIR: a clang build with SHASHKI_SANITIZE and SHASHKI_FUZZ on that holds the targets
# already (scripts/test.sh passes its sanitizer build); by default build-fuzz, made here.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
build=${2:-build-fuzz}
targets=(pdnreader notation fen trfreader csvplayers)

if [ "$build" = build-fuzz ]; then
    CC=clang CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DSHASHKI_SANITIZE=ON -DSHASHKI_FUZZ=ON -DSHASHKI_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" -j "$(nproc)" --target "${targets[@]/%/_fuzz}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for target in "${targets[@]}"; do
    mkdir -p "$work/$target"
    if [ -d "fuzz/corpus/$target" ]; then
        cp "fuzz/corpus/$target"/* "$work/$target/"
    fi
done
cp tests/data/pdn/succeed/*.pdn tests/data/pdn/fail/*.pdn "$work/pdnreader/"
# The targets run side by side, as many at once as there are cores (each fuzzer is one process on
# one core); their reports are shown in order once all are done.
fuzz() {
    local target=$1 status=0
    "$build/fuzz/${target}_fuzz" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -print_final_stats=1 -artifact_prefix="$build/$target-" \
        "$work/$target" >"$work/$target.log" 2>&1 || status=$?
    echo "$status" >"$work/$target.status"
}
running=0
for target in "${targets[@]}"; do
    fuzz "$target" &
    running=$((running + 1))
    if [ "$running" -ge "$(nproc)" ]; then
        wait -n
        running=$((running - 1))
    fi
done
wait
for target in "${targets[@]}"; do
    echo "== fuzzing $target for ${seconds} s"
    # The status is the fuzzer's own: under pipefail, `fuzzer | grep || true` would hide it.
    status=$(cat "$work/$target.status")
    grep -E "^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units)" "$work/$target.log" ||
        true
    if [ "$status" -ne 0 ]; then
        tail -n 60 "$work/$target.log"
        echo "fuzzing $target failed (exit $status); the input is kept in $build/"
        exit 1
    fi
done
echo "fuzzing: no crash, hang or leak"
