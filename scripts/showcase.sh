#!/usr/bin/env bash
# The command line at work: perft from the initial position to depth 11 with its speed, the legal
# moves of a position where a man promotes in the middle of a capture, the endgame database of up
# to 4 pieces (built once into the default directory, a few seconds) answering for three kings
# against one, the audit of the 153 games of the 1950 USSR championship and of constructed games
# with draws, a draw claim, and the embedded PostgreSQL database created, migrated and given the
# championship as a tournament (imported on the first run, exported back as PDN on every run),
# its standings, and its crosstable printed to a PDF.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/deps.sh >&2
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)" --target shashki >/dev/null

set -x
build/app/shashki perft --depth 11 --stats
build/app/shashki moves --fen 'W:Wh6:Bg7,c5,d2' --json
build/app/shashki moves --fen 'W:WKd2:Bc5,e5,c3,e3'
build/app/shashki tb build --pieces 4
build/app/shashki tb probe 'W:WKa3,Kc1,Ke1:BKh6'
build/app/shashki tb probe 'W:WKc1,Ke1,Kh2:BKd4'
build/app/shashki audit tests/data/pdn/ussr1947.pdn | tail -n 1
build/app/shashki audit tests/data/audit/first-rule-decides.pdn || true
build/app/shashki claim tests/data/audit/first-rule-decides.pdn --game 1 --ply 29 --rule three-kings
build/app/shashki db migrate
build/app/shashki export --tournament "USSR 1950" /tmp/ussr1950-export.pdn ||
    build/app/shashki import tests/data/pdn/ussr1947.pdn --tournament "USSR 1950" --create
build/app/shashki export --tournament "USSR 1950" /tmp/ussr1950-export.pdn
build/app/shashki standings --tournament "USSR 1950" --tiebreaks WIN,SB,SHM | head -n 6
build/app/shashki report crosstable --tournament "USSR 1950" --format pdf -o /tmp/ussr1950-crosstable.pdf
