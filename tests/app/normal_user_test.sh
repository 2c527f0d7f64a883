#!/usr/bin/env bash
# The embedded cluster for a normal user (issue 5): `shashki` run as an ordinary account creates
# its cluster under that account's XDG data folder, runs the server as that account (no root, no
# `postgres` account involved), imports the USSR championship into it, stops the server when the
# last command is done, and finds the data again after a restart. Commands started together start
# it once (issue 28); its folder is absolute, and with no HOME there is none, said in words.
#
#   normal_user_test.sh SHASHKI PDN
#
# Run by a normal user, it uses that user. Run as root, it uses the account shashki-test, which
# scripts/test.sh (the README's test command, and so CI) creates.
set -euo pipefail
shashki=$1
pdn=$2
user=shashki-test

work=$(mktemp -d -t shashki-normal-user.XXXXXX)
chmod 755 "$work"
# The program and the games where the test user can read them, wherever the build is.
cp "$shashki" "$work/shashki"
cp "$pdn" "$work/games.pdn"
mkdir "$work/home"
if [ "$(id -u)" = 0 ]; then
    if ! id -u "$user" >/dev/null 2>&1; then
        echo "FAIL: run as root, this test needs the account $user (scripts/test.sh creates it)"
        exit 1
    fi
    chown "$user" "$work/home"
    as_user() { runuser -u "$user" -- env -i PATH=/usr/bin:/bin HOME="$work/home" \
        XDG_DATA_HOME="$work/home/data" "$@"; }
    expected_owner=$user
else
    as_user() { env -u SHASHKI_DB -u SHASHKI_CLUSTER_DIR HOME="$work/home" \
        XDG_DATA_HOME="$work/home/data" "$@"; }
    expected_owner=$(id -un)
fi
cluster="$work/home/data/shashki/cluster"
cleanup() {
    as_user "$work/shashki" db stop >/dev/null 2>&1 || true
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

expect "status before first use" "embedded PostgreSQL in $cluster: not created yet" \
    "$(as_user "$work/shashki" db status)"

imported=$(as_user "$work/shashki" import "$work/games.pdn" --tournament "USSR 1950" --create \
    2>/dev/null)
expect "import" 'imported 153 games, 8730 moves, 18 new players into "USSR 1950"' \
    "$(sed 's/ in [0-9.]* s (.*//' <<<"$imported")"
expect "the server stops after the last client" "embedded PostgreSQL in $cluster: stopped" \
    "$(as_user "$work/shashki" db status)"
expect "the cluster belongs to the user" "$expected_owner" "$(stat -c %U "$cluster/data")"

expect "start" "embedded PostgreSQL running in $cluster" "$(as_user "$work/shashki" db start)"
pid=$(head -n 1 "$cluster/data/postmaster.pid")
expect "the server runs as the user" "$expected_owner" "$(ps -o user= -p "$pid" | tr -d ' ')"
expect "no TCP port" "" "$(as_user "$work/shashki" db status >/dev/null; \
    grep -o 'listening on IPv[46].*' "$cluster/log/server.log" || true)"
expect "stop" "embedded PostgreSQL stopped" "$(as_user "$work/shashki" db stop)"

as_user "$work/shashki" export --tournament "USSR 1950" "$work/home/again.pdn" >/dev/null
expect "the games survive a restart" "153" "$(grep -c '^\[Result' "$work/home/again.pdn")"
expect "stopped again" "embedded PostgreSQL in $cluster: stopped" \
    "$(as_user "$work/shashki" db status)"

# Eight commands started together on the stopped cluster (issue 28): one starts the server, the
# others wait for it and connect; none fails, and the last one out stops it.
for i in 1 2 3 4 5 6 7 8; do
    as_user "$work/shashki" standings --tournament "USSR 1950" >"$work/together.$i" 2>&1 &
done
together=0
for job in $(jobs -p); do
    wait "$job" || together=$((together + 1))
done
expect "eight commands started together: none fails" "0" "$together"
expect "all eight print the same standings" "1" \
    "$(md5sum "$work"/together.* | cut -d ' ' -f 1 | sort -u | wc -l)"
expect "stopped after them" "embedded PostgreSQL in $cluster: stopped" \
    "$(as_user "$work/shashki" db status)"

# Where the cluster is, whatever the current folder: a relative XDG_DATA_HOME is taken from it
# now and named absolute; with no HOME at all there is no place for it, said in words.
expect "a relative XDG_DATA_HOME made absolute" "embedded PostgreSQL in $cluster: stopped" \
    "$(cd "$work" && as_user env XDG_DATA_HOME=home/data "$work/shashki" db status)"
without_home=$(cd / && as_user env -u HOME -u XDG_DATA_HOME "$work/shashki" db status 2>&1; \
    echo "exit $?")
expect "no HOME: refused in words" "shashki db status: there is no place for the embedded \
database: HOME is not set (nor XDG_DATA_HOME or SHASHKI_CLUSTER_DIR); set one of them, or give a \
server with --db
exit 1" "$without_home"

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
