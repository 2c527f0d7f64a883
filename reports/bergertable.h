// Round-robin schedules by Berger tables (FIDE Handbook C.05 Annex 1; docs/tournaments.md §4).
//
// Start numbers are 1…n. With an odd number of players the table of n + 1 is used and whoever
// meets the highest number has a bye that round. Round 1 pairs 1 – n, 2 – (n−1), …; each next
// round adds n/2 to every other number (modulo n − 1, in 1…n−1), and number n changes colour
// every round — which is the closed form of docs/tournaments.md §4: i and j meet in round r when
// i + j ≡ r + 1 (mod n − 1), White being the one w with (w − b) mod (n − 1) even.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace reports {

struct BergerPairing
{
    int white = 0;
    int black = 0; // 0: `white` has a bye
};

using BergerRound = std::vector<BergerPairing>; // by board

struct BergerOptions
{
    bool doubleRoundRobin = false;
    // In a double round robin, play the first cycle's last two rounds in swapped order, as FIDE
    // C.05 recommends, so that nobody has three games running with the same colour at the turn.
    bool swapLastTwoRoundsOfFirstCycle = true;
    // A drawn order of rounds (Russian regulations allow drawing it before the event): the
    // rounds of each cycle are played in the order of a permutation made from this seed.
    std::optional<std::uint64_t> roundOrderSeed;
};

// The single-cycle table for `players` (≥ 2) in FIDE's board order.
std::vector<BergerRound> bergerTable(int players);

// The whole schedule: the table, its second cycle with colours reversed when asked, the rounds in
// their drawn order when a seed is given. Byes (black 0) go to the last board.
std::vector<BergerRound> roundRobinSchedule(int players, const BergerOptions &options = {});

// The order of `rounds` rounds drawn from `seed`: element k is the table round played as round
// k + 1. The same seed always gives the same order (a fixed generator, not the library's).
std::vector<int> drawnRoundOrder(int rounds, std::uint64_t seed);

} // namespace reports
