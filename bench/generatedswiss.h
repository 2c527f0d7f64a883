// A Swiss tournament played in memory for the benchmarks: every round paired either quickly
// (players by score and number, each with the next one he has not met, colours alternating),
// which is all the reports need, or by the Dutch engine, as a real event is; seeded random results
// decide the games (a few forfeits among them), and a few players withdraw half-way, so that
// byes and unpaired rounds occur as in a real event. The Dutch pairing's own benchmark pairs the
// state such an event leaves (fieldBefore).
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

enum class GeneratedPairing
{
    Quick,
    Dutch,
};

// `count` players rated 2400 down, named "Фамилия N И."; `rounds` rounds, each paired by
// `pairedBy`. The same seed gives the same event.
GeneratedSwiss generateSwiss(int count, int rounds, unsigned seed = 1950,
                             GeneratedPairing pairedBy = GeneratedPairing::Quick);

// The state before round `round` of `swiss`, as the engine pairs it (every player not withdrawn
// takes part).
reports::SwissField fieldBefore(const GeneratedSwiss &swiss, int round);

} // namespace bench
