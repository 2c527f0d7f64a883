#include "bergertable.h"

#include "arbiter/splitmix64.h"

#include <algorithm>
#include <numeric>

namespace reports {

std::vector<BergerRound> bergerTable(int players)
{
    const int n = players + players % 2; // the table's size: a bye number for odd fields
    const int half = n / 2;
    std::vector<BergerRound> table;
    // Round 1: 1 – n, then k – (n + 1 − k) on board k.
    std::vector<BergerPairing> round;
    round.push_back({1, n});
    for (int board = 2; board <= half; ++board)
        round.push_back({board, n + 1 - board});
    const auto advance = [n, half](int number) { return (number - 1 + half) % (n - 1) + 1; };
    for (int r = 1; r <= n - 1; ++r) {
        table.push_back(round);
        BergerRound next;
        // Board 1: the other player of number n moves on; n takes the other colour.
        const int other = round[0].white == n ? round[0].black : round[0].white;
        if (r % 2 == 1) // n was Black in odd rounds: White in the next
            next.push_back({n, advance(other)});
        else
            next.push_back({advance(other), n});
        for (std::size_t board = 1; board < round.size(); ++board)
            next.push_back({advance(round[board].white), advance(round[board].black)});
        round = std::move(next);
    }
    if (n != players) // the highest number is the bye
        for (BergerRound &r : table)
            for (BergerPairing &p : r)
                if (p.white == n || p.black == n)
                    p = {p.white == n ? p.black : p.white, 0};
    return table;
}

std::vector<int> drawnRoundOrder(int rounds, std::uint64_t seed)
{
    std::vector<int> order(static_cast<std::size_t>(rounds));
    std::iota(order.begin(), order.end(), 1);
    std::uint64_t state = seed;
    for (std::size_t i = order.size(); i > 1; --i) { // Fisher–Yates
        const std::size_t j = static_cast<std::size_t>(arbiter::splitmix64(state) % i);
        std::swap(order[i - 1], order[j]);
    }
    return order;
}

std::vector<BergerRound> roundRobinSchedule(int players, const BergerOptions &options)
{
    std::vector<BergerRound> cycle = bergerTable(players);
    const int rounds = static_cast<int>(cycle.size());
    if (options.roundOrderSeed) {
        const std::vector<int> order = drawnRoundOrder(rounds, *options.roundOrderSeed);
        std::vector<BergerRound> drawn;
        for (int round : order)
            drawn.push_back(cycle[static_cast<std::size_t>(round - 1)]);
        cycle = std::move(drawn);
    }
    for (BergerRound &round : cycle) // byes last
        std::stable_partition(round.begin(), round.end(),
                              [](const BergerPairing &p) { return p.black != 0; });
    if (!options.doubleRoundRobin)
        return cycle;
    std::vector<BergerRound> schedule = cycle;
    if (options.swapLastTwoRoundsOfFirstCycle && rounds >= 2)
        std::swap(schedule[static_cast<std::size_t>(rounds - 1)],
                  schedule[static_cast<std::size_t>(rounds - 2)]);
    for (BergerRound round : cycle) {
        for (BergerPairing &p : round)
            if (p.black != 0)
                std::swap(p.white, p.black);
        schedule.push_back(std::move(round));
    }
    return schedule;
}

} // namespace reports
