#!/usr/bin/env bash
# Writes that tell the truth (issue 13): every file shashki writes is whole or not written. On a
# full disk (a file-size limit of 20 KiB: `ulimit -f 20`, SIGXFSZ ignored so that a write fails
# with EFBIG instead of killing the program), on /dev/full, and to a closed pipe, the command exits
# 1 with the reason, and FILE is absent or the previous FILE intact.
#
#   write_failure_test.sh SHASHKI PDN
#
# The embedded cluster lives in a temporary folder and runs (db start) before any limit is set,
# so that the server itself never writes under it.
set -uo pipefail
shashki=$1
pdn=$2

work=$(mktemp -d -t shashki-write.XXXXXX)
chmod 755 "$work" # run as root, the embedded server runs as another account
export SHASHKI_CLUSTER_DIR="$work/cluster"
unset SHASHKI_DB
cleanup() {
    "$shashki" db stop >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

failures=0
expect() { # expect WHAT EXPECTED ACTUAL
    if [ "$2" != "$3" ]; then
        printf 'FAIL: %s\n  expected: %s\n  actual:   %s\n' "$1" "$2" "$3"
        failures=$((failures + 1))
    else
        printf 'ok: %s\n' "$1"
    fi
}
# Runs a command with files limited to 20 KiB; its exit code in $code, stdout and stderr in
# $work/out and $work/err.
limited() {
    (
        ulimit -f 20
        trap '' XFSZ
        "$@"
    ) >"$work/out" 2>"$work/err"
    code=$?
}
# Runs a command with standard output a pipe whose reader is gone, SIGPIPE at its default: shashki
# must see EPIPE, not die of the signal.
closed_pipe() {
    perl -e 'pipe(my $r, my $w) or die; close $r; open(STDOUT, ">&", $w) or die; close $w;
             $SIG{PIPE} = "DEFAULT"; exec @ARGV or die' "$@" 2>"$work/err"
    code=$?
}

"$shashki" import "$pdn" --tournament "USSR 1950" --create >/dev/null || exit 1
"$shashki" db start >/dev/null || exit 1
mkdir "$work/reports"
pdf="$work/reports/crosstable.pdf"
crosstable=("$shashki" report crosstable --tournament "USSR 1950" --format pdf)

# A new PDF on a full disk: not written at all.
limited "${crosstable[@]}" -o "$pdf"
expect "report pdf, full disk: exit code" 1 "$code"
expect "report pdf, full disk: the reason" \
    "shashki report: $pdf was not written: File too large" "$(cat "$work/err")"
expect "report pdf, full disk: no 'wrote'" "" "$(cat "$work/out")"
expect "report pdf, full disk: no file, no temporary file" "" "$(ls -A "$work/reports")"

# The previous PDF survives a failed attempt to replace it.
"${crosstable[@]}" -o "$pdf" >/dev/null
expect "report pdf: larger than the limit" 1 "$(($(stat -c %s "$pdf") > 20480))"
cp "$pdf" "$work/before.pdf"
limited "${crosstable[@]}" -o "$pdf"
expect "report pdf over an old one, full disk: exit code" 1 "$code"
expect "report pdf over an old one: the old file intact" same \
    "$(cmp -s "$pdf" "$work/before.pdf" && echo same)"
expect "report pdf over an old one: nothing else left" crosstable.pdf "$(ls -A "$work/reports")"

# A full device.
"${crosstable[@]}" -o /dev/full >"$work/out" 2>"$work/err"
expect "report pdf to /dev/full: exit code" 1 "$?"
expect "report pdf to /dev/full: the reason" \
    "shashki report: /dev/full was not written: No space left on device" "$(cat "$work/err")"
"$shashki" report standings --tournament "USSR 1950" --format csv -o /dev/full 2>"$work/err"
expect "report csv to /dev/full: exit code" 1 "$?"
expect "report csv to /dev/full: the reason" \
    "shashki report: /dev/full was not written: No space left on device" "$(cat "$work/err")"

# The export of 153 games (about 95 KB of PDN) on a full disk: the old export intact.
exported="$work/reports/games.pdn"
echo "the old export" >"$exported"
limited "$shashki" export --tournament "USSR 1950" "$exported"
expect "export, full disk: exit code" 1 "$code"
expect "export, full disk: the reason" \
    "shashki export: $exported was not written: File too large" "$(cat "$work/err")"
expect "export, full disk: the old file intact" "the old export" "$(cat "$exported")"
expect "export, full disk: nothing else left" "crosstable.pdf games.pdn" \
    "$(ls -A "$work/reports" | tr '\n' ' ' | sed 's/ $//')"

# A backup (pg_dump) on a full disk never replaces the last good one.
backup="$work/backup.dump"
"$shashki" db backup "$backup" >/dev/null
cp "$backup" "$work/before.dump"
limited "$shashki" db backup "$backup"
expect "db backup, full disk: exit code" 1 "$code"
expect "db backup, full disk: the reason" 1 "$(grep -c 'File too large' "$work/err")"
expect "db backup, full disk: the last backup intact" same \
    "$(cmp -s "$backup" "$work/before.dump" && echo same)"
expect "db backup, full disk: no temporary file" "" "$(ls -A "$work" | grep -F '.tmp')"

# Standard output a closed pipe: exit 1 with the reason, not death by SIGPIPE nor success.
closed_pipe "$shashki" report crosstable --tournament "USSR 1950" --format text
expect "report to a closed pipe: exit code" 1 "$code"
expect "report to a closed pipe: the reason" \
    "shashki: the output could not be written: Broken pipe" "$(cat "$work/err")"
closed_pipe "$shashki" audit "$pdn" --json
expect "audit to a closed pipe: exit code" 1 "$code"
expect "audit to a closed pipe: the reason" \
    "shashki: the output could not be written: Broken pipe" "$(cat "$work/err")"

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
