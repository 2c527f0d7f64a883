// A Swiss tournament played in memory for the benchmarks: the engine of reports/swisspairing.h
// pairs every round, seeded random results decide the games (a few forfeits among them), and a
// few players withdraw half-way, so that byes and unpaired rounds occur as in a real event.
#pragma once

#include "reports/event.h"
#include "reports/swisspairing.h"

#include <vector>

namespace bench {

struct GeneratedSwiss
{
    reports::Event event;                                  // players by start number
    std::vector<reports::SwissPlayer> players;             // as the engine saw them at the end
    std::vector<std::vector<reports::SwissPairing>> pairs; // per round, by board
};

// `count` players rated 2400 down, named "Фамилия N И."; `rounds` rounds, every round paired
// by the engine. The same seed gives the same event.
GeneratedSwiss generateSwiss(int count, int rounds, unsigned seed = 1950);

} // namespace bench
