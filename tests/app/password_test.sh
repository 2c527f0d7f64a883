#!/usr/bin/env bash
# Passwords of a hall's logins (issue 13) on a server that asks for them (scram-sha-256), not the
# embedded cluster (which trusts its private socket): `db user add --password` reads the password
# from standard input and stores only a SCRAM hash; a judge's login then gets in with it through
# PGPASSWORD, is refused with a wrong one in the tool's words, and without one is asked for it on
# a terminal (script, util-linux) — libpq's usual ways, and a prompt.
#
#   password_test.sh SHASHKI
#
# Run as root the server runs as the postgres account; as a normal user, as that user.
set -euo pipefail
shashki=$1
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
work=$(mktemp -d -t shashki-password.XXXXXX)
chmod 755 "$work"
runner=()
if [ "$(id -u)" = 0 ]; then
    chown postgres "$work"
    runner=(runuser -u postgres --)
fi
cleanup() {
    "${runner[@]}" "$bin/pg_ctl" -D "$work/data" stop -m immediate >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT
printf 'owner-secret\n' >"$work/pwfile"
[ "$(id -u)" = 0 ] && chown postgres "$work/pwfile"
"${runner[@]}" "$bin/initdb" -D "$work/data" -A scram-sha-256 -U postgres \
    --pwfile="$work/pwfile" >/dev/null
"${runner[@]}" "$bin/pg_ctl" -D "$work/data" -o "-k $work -c listen_addresses=" \
    -l "$work/log" -w start >/dev/null
owner="host=$work dbname=postgres user=postgres"
judge="host=$work dbname=postgres user=anna"
failures=0
check() { # check NAME EXPECTED ACTUAL
    if [ "$2" != "$3" ]; then
        printf 'FAIL %s\n  expected: %s\n  actual:   %s\n' "$1" "$2" "$3"
        failures=$((failures + 1))
    fi
}

PGPASSWORD=owner-secret "$shashki" db migrate --db "$owner" >/dev/null
check "add a judge with a password from standard input" "added login anna (judge)" \
    "$(printf 'judge-secret\n' | PGPASSWORD=owner-secret "$shashki" db user add anna \
        --role judge --password --db "$owner")"
check "only a SCRAM hash is stored" "SCRAM-SHA-256" \
    "$(PGPASSWORD=owner-secret "$bin/psql" -h "$work" -U postgres -d postgres -Atc \
        "SELECT split_part(rolpassword, '\$', 1) FROM pg_authid WHERE rolname = 'anna'")"
check "the judge gets in with PGPASSWORD" "shashki log: there is no tournament named 'X'" \
    "$(PGPASSWORD=judge-secret "$shashki" log --tournament X --db "$judge" 2>&1 || true)"
check "a wrong password is refused in the tool's words" \
    "shashki log: the database cannot be reached: connection to server on socket \"$work/.s.PGSQL.5432\" failed: FATAL:  password authentication failed for user \"anna\"" \
    "$(PGPASSWORD=wrong "$shashki" log --tournament X --db "$judge" 2>&1 || true)"
check "without a terminal nothing is asked" \
    "shashki log: the database cannot be reached: connection to server on socket \"$work/.s.PGSQL.5432\" failed: fe_sendauth: no password supplied" \
    "$("$shashki" log --tournament X --db "$judge" 2>&1 </dev/null || true)"
prompted=$( (sleep 1; printf 'judge-secret\n') | script -qec \
    "'$shashki' log --tournament X --db '$judge'" /dev/null | tr -d '\r' || true)
check "on a terminal the password is asked for, and not echoed" \
    "password for the database: 
shashki log: there is no tournament named 'X'" "$prompted"

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all password checks passed"
