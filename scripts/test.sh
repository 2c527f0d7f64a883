#!/usr/bin/env bash
# The test command of the README (and of CI, through .ci/run): installs what is missing, checks
# the formatting and the layering (scripts/check-layers.sh), builds a release (GCC) and runs the
# whole suite under AddressSanitizer + UndefinedBehaviorSanitizer (clang; slow tests left out),
# fuzzes the PDN, notation, FEN, TRF and players-CSV readers briefly, and runs the whole suite in
# the release build (slow tests included) last.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# Each step says when it starts, in seconds since this script started.
step() { echo "== $1 (at ${SECONDS} s)"; }

bash scripts/deps.sh
# An ordinary account for the test of the embedded cluster as a normal user
# (tests/app/normal_user_test.sh); a user with sudo runs that test as themselves.
if [ "$(id -u)" = 0 ] && ! id -u shashki-test >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin shashki-test
fi

step "format check (clang-format)"
git ls-files -z '*.cpp' '*.h' | xargs -0 clang-format --dry-run --Werror

step "layering check (docs/architecture.md §11)"
bash scripts/check-layers.sh

step "release build"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j "$jobs"

# The sanitizers with clang (GCC has built the release above: two compilers' warnings), in a build
# that also holds the libFuzzer targets, so the fuzzing needs no build of its own.
step "sanitizer build (clang, ASan + UBSan, with the fuzz targets)"
CC=clang CXX=clang++ cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DSHASHKI_SANITIZE=ON -DSHASHKI_FUZZ=ON
cmake --build build-sanitize -j "$jobs"
step "sanitizer tests"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp" \
    ctest --test-dir build-sanitize --output-on-failure -j "$jobs" --label-exclude slow

step "fuzzing (libFuzzer, the sanitizer build), 30 s per target, as many at once as cores"
bash scripts/fuzz.sh 30 build-sanitize

step "release tests"
ctest --test-dir build --output-on-failure -j "$jobs"
