#!/bin/bash
# A PDN of a large tournament for the scale benchmarks (issue 28, point 9), written to stdout:
# GROUPS round robins of PLAYERS players each (Berger's circle, PLAYERS - 1 rounds with Round
# tags), every game the same four legal moves and a result varied by a fixed formula, every player
# named once. Nothing random: the same arguments give the same file.
#
#   scripts/round-robin-pdn.sh GROUPS [PLAYERS]      (PLAYERS even, 18 by default)
#
# 1 000 groups of 18 are 18 000 players and 153 000 games; 1 980 groups 302 940 games.
set -euo pipefail
groups=${1:?usage: round-robin-pdn.sh GROUPS [PLAYERS]}
players=${2:-18}
if ! [[ $groups =~ ^[1-9][0-9]*$ && $players =~ ^[1-9][0-9]*$ ]] || ((players % 2 != 0)); then
    echo "round-robin-pdn.sh: GROUPS must be a number from 1 and PLAYERS an even number" >&2
    exit 2
fi
exec awk -v groups="$groups" -v players="$players" 'BEGIN {
    split("1-0 0-1 1/2-1/2", results, " ")
    rounds = players - 1
    for (g = 1; g <= groups; ++g)
        for (r = 1; r <= rounds; ++r)
            for (b = 0; b < players / 2; ++b) {
                # The circle method: the last player fixed, the others turning one seat a round.
                one = (b == 0) ? players - 1 : (r - 1 + b) % (players - 1)
                if (b == 0) two = (r - 1) % (players - 1)
                else two = (r - 1 + players - 1 - b) % (players - 1)
                white = (r % 2 == 0) ? one : two
                black = (r % 2 == 0) ? two : one
                result = results[(g * 7 + r * 5 + b * 3) % 3 + 1]
                printf "[Event \"Scale\"]\n[Round \"%d\"]\n[White \"Player %d-%d\"]\n", r, g, white + 1
                printf "[Black \"Player %d-%d\"]\n[Result \"%s\"]\n\n", g, black + 1, result
                printf "1. c3-d4 f6-g5 2. b2-c3 g7-f6 %s\n\n", result
            }
}'
