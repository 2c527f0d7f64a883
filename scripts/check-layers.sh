#!/usr/bin/env bash
# The layering of docs/architecture.md §11, checked on the includes of every source file: each
# folder includes only what it may. A file that breaks a rule fails the check with the include
# named. Beyond includes: the front ends reach db/ through no header, and QtSql and libpq stay in
# db/'s sources (docs/architecture.md §12).
#   bash scripts/check-layers.sh
set -euo pipefail
cd "$(dirname "$0")/.."

failures=0
# refuse FOLDER PATTERN WHY [ALLOWED-FILE…]: no file under FOLDER includes what PATTERN matches.
refuse() {
    local folder=$1 pattern=$2 why=$3
    shift 3
    local line file
    while IFS= read -r line; do
        file=${line%%:*}
        local allowed=0 name
        for name in "$@"; do
            [ "$file" = "$name" ] && allowed=1
        done
        if [ "$allowed" = 0 ]; then
            echo "layering: $line: $why"
            failures=$((failures + 1))
        fi
    done < <(git ls-files -- "$folder/*.cpp" "$folder/*.h" | xargs -r grep -nE "^#include $pattern" || true)
}

refuse arbiter '(<Q|"(app|db|reports)/)' "the rules core is plain C++: no Qt, no other folder"
# The printed forms (reports_render) draw with Qt Gui; the rest of reports/ is plain C++.
render=(reports/gameprint.cpp reports/gameprint.h reports/printedtable.cpp reports/printedtable.h
        reports/reportdocument.cpp reports/reportdocument.h)
refuse reports '"(app|db)/' "reports/ works on plain structs: no database, no use case"
refuse reports '<Q' "only the printed forms of reports/ use Qt" "${render[@]}"
refuse db '"app/' "db/ stores rows: it knows no use case"
# From reports/ the store takes only the vocabulary of a tournament's settings and of a pairing's
# result, to read each stored code into its type at its boundary (docs/architecture.md §5, §11).
while IFS= read -r line; do
    case "$line" in
    *'"reports/settings.h"'* | *'"reports/tiebreak.h"'* | *'"reports/pairingresult.h"'*) ;;
    *)
        echo "layering: $line: db/ takes only the settings' and the results' types from reports/"
        failures=$((failures + 1))
        ;;
    esac
done < <(git ls-files -- 'db/*.cpp' 'db/*.h' | xargs -r grep -nE '^#include "reports/' || true)
# QtSql and libpq stay inside db/: its headers name their types only as declarations, and only
# db/'s own sources include them (docs/architecture.md §5).
db_headers=()
while IFS= read -r file; do db_headers+=("$file"); done < <(git ls-files -- 'db/*.h')
refuse_in_headers() {
    local line
    while IFS= read -r line; do
        echo "layering: $line: db/'s headers do not include QtSql or libpq (its sources do)"
        failures=$((failures + 1))
    done < <(grep -nE '^#include <(QSql|libpq)' "${db_headers[@]}" || true)
}
refuse_in_headers
refuse app '<(QSql|libpq)' "QtSql and libpq are used in db/ only"
refuse app/tournament '"app/(cli|gui)/' "the use cases know no front end"
refuse app/cli '"app/gui/' "the front ends never include each other"
refuse app/gui '"app/cli/' "the front ends never include each other"
refuse app/cli '"db/' "a front end calls app/tournament, never db/"
refuse app/gui '"db/' "a front end calls app/tournament, never db/"

# Nor do the front ends reach db/ through a use case's header: they make no store, importer,
# exporter, migrator, cluster, feed or log of db/ and call no function of it; they name its plain
# rows (db::Tournament, db::Pairing …) and pass on the session handle the use cases give them.
while IFS= read -r line; do
    echo "layering: $line: a front end calls app/tournament, never db/'s stores or functions"
    failures=$((failures + 1))
done < <(git ls-files -- 'app/cli/*.cpp' 'app/cli/*.h' 'app/gui/*.cpp' 'app/gui/*.h' |
    xargs -r grep -nE 'db::[A-Za-z]*(Store|Importer|Exporter|Migrator|Admin|Feed|Cluster|ClusterSession|Log|Restorer)\b|db::[a-z][A-Za-z]*(\(|::)|db::[A-Za-z]+::[a-z][A-Za-z]*\(' ||
    true)

if [ "$failures" -gt 0 ]; then
    echo "layering: $failures problems"
    exit 1
fi
echo "layering: every include is where docs/architecture.md §11 allows it"
