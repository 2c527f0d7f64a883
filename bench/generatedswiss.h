// A Swiss tournament played in memory for the benchmarks of the reports: a quick pairing (players
// by score and number, each with the next one he has not met, colours alternating) pairs every
// round — the reports need a realistic event, not the Dutch pairing, whose own benchmark pairs the
// state this leaves (fieldBefore), seeded random results decide the games (a few forfeits
// among them), and a few players withdraw half-way, so that byes and unpaired rounds occur as in a
// real event.
#pragma once

#include "reports/dutchpairing.h"
#include "reports/event.h"

#include <vector>

namespace bench {

struct GeneratedSwiss
{
    reports::Event event;                                  // players by start number
    std::vector<std::vector<reports::SwissPairing>> pairs; // per round, by board
};

// `count` players rated 2400 down, named "Фамилия N И."; `rounds` rounds, every round paired
// by the engine. The same seed gives the same event.
GeneratedSwiss generateSwiss(int count, int rounds, unsigned seed = 1950);

// The state before round `round` of `swiss`, as the engine pairs it (every player not withdrawn
// takes part).
reports::SwissField fieldBefore(const GeneratedSwiss &swiss, int round);

} // namespace bench
