// reports/bergertable: the round-robin tables equal FIDE's (Handbook C.05 Annex 1, the tables for
// 4, 6, 8, 10 and 12 players as printed there), and for 3…16 players every two players meet once
// with the colours balanced.
#include "reports/bergertable.h"

#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>

namespace bergertable_test {

using namespace reports;

namespace {

// "1-4 2-3 | 4-3 1-2 | …": rounds separated by " | ", boards by spaces, White first, bye "5-".
std::string written(const std::vector<BergerRound> &rounds)
{
    std::string out;
    for (const BergerRound &round : rounds) {
        if (!out.empty())
            out += " | ";
        bool first = true;
        for (const BergerPairing &p : round) {
            out += (first ? "" : " ") + std::to_string(p.white) + "-" +
                   (p.black ? std::to_string(p.black) : "");
            first = false;
        }
    }
    return out;
}

} // namespace

TEST_CASE("Berger tables equal FIDE's for 4, 6, 8, 10 and 12 players", "[berger]")
{
    // FIDE Handbook C.05 Annex 1, copied round by round.
    const std::map<int, std::string> fide = {
        {4, "1-4 2-3 | 4-3 1-2 | 2-4 3-1"},
        {6, "1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1"},
        {8, "1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | 2-8 3-1 4-7 5-6 | 8-6 7-5 1-4 2-3 | "
            "3-8 4-2 5-1 6-7 | 8-7 1-6 2-5 3-4 | 4-8 5-3 6-2 7-1"},
        {10, "1-10 2-9 3-8 4-7 5-6 | 10-6 7-5 8-4 9-3 1-2 | 2-10 3-1 4-9 5-8 6-7 | "
             "10-7 8-6 9-5 1-4 2-3 | 3-10 4-2 5-1 6-9 7-8 | 10-8 9-7 1-6 2-5 3-4 | "
             "4-10 5-3 6-2 7-1 8-9 | 10-9 1-8 2-7 3-6 4-5 | 5-10 6-4 7-3 8-2 9-1"},
        {12, "1-12 2-11 3-10 4-9 5-8 6-7 | 12-7 8-6 9-5 10-4 11-3 1-2 | "
             "2-12 3-1 4-11 5-10 6-9 7-8 | 12-8 9-7 10-6 11-5 1-4 2-3 | "
             "3-12 4-2 5-1 6-11 7-10 8-9 | 12-9 10-8 11-7 1-6 2-5 3-4 | "
             "4-12 5-3 6-2 7-1 8-11 9-10 | 12-10 11-9 1-8 2-7 3-6 4-5 | "
             "5-12 6-4 7-3 8-2 9-1 10-11 | 12-11 1-10 2-9 3-8 4-7 5-6 | "
             "6-12 7-5 8-4 9-3 10-2 11-1"},
    };
    for (const auto &[players, table] : fide) {
        INFO(players << " players");
        CHECK(written(bergerTable(players)) == table);
    }
}

TEST_CASE("an odd field uses the next table, the highest number as the bye", "[berger]")
{
    CHECK(written(bergerTable(5)) == "1- 2-5 3-4 | 4- 5-3 1-2 | 2- 3-1 4-5 | 5- 1-4 2-3 | "
                                     "3- 4-2 5-1");
    // In the schedule the bye goes to the last board.
    CHECK(written(roundRobinSchedule(3)) == "2-3 1- | 1-2 3- | 3-1 2-");
}

TEST_CASE("from 3 to 16 players everybody meets everybody once, colours balanced", "[berger]")
{
    for (int players = 3; players <= 16; ++players) {
        INFO(players << " players");
        const auto table = bergerTable(players);
        const int n = players + players % 2;
        CHECK(static_cast<int>(table.size()) == n - 1);
        std::set<std::pair<int, int>> met;
        std::map<int, int> whites;
        for (std::size_t r = 0; r < table.size(); ++r) {
            std::set<int> seated;
            for (const BergerPairing &p : table[r]) {
                CHECK(seated.insert(p.white).second);
                if (p.black == 0)
                    continue;
                CHECK(seated.insert(p.black).second);
                CHECK(met.insert({std::min(p.white, p.black), std::max(p.white, p.black)}).second);
                ++whites[p.white];
                // The closed form of docs/tournaments.md §4 gives the same pair and colours.
                if (p.white != n && p.black != n) {
                    CHECK((p.white + p.black) % (n - 1) == (static_cast<int>(r) + 2) % (n - 1));
                    CHECK(((p.white - p.black) % (n - 1) + (n - 1)) % (n - 1) % 2 == 0);
                }
            }
            CHECK(static_cast<int>(seated.size()) == players);
        }
        CHECK(static_cast<int>(met.size()) == players * (players - 1) / 2);
        for (const auto &[player, count] : whites) // n/2 or n/2 - 1 Whites each
            CHECK((count == n / 2 || count == n / 2 - 1));
    }
}

TEST_CASE("a double round robin reverses the colours, a drawn round order is reproducible",
          "[berger]")
{
    BergerOptions twice;
    twice.doubleRoundRobin = true;
    // Rounds 2 and 3 of the first cycle swapped (FIDE C.05), then the cycle again, reversed.
    CHECK(written(roundRobinSchedule(4, twice)) ==
          "1-4 2-3 | 2-4 3-1 | 4-3 1-2 | 4-1 3-2 | 3-4 2-1 | 4-2 1-3");
    twice.swapLastTwoRoundsOfFirstCycle = false;
    CHECK(written(roundRobinSchedule(4, twice)) ==
          "1-4 2-3 | 4-3 1-2 | 2-4 3-1 | 4-1 3-2 | 3-4 2-1 | 4-2 1-3");

    CHECK(drawnRoundOrder(7, 1950) == drawnRoundOrder(7, 1950));
    const std::vector<int> order = drawnRoundOrder(7, 1950);
    CHECK(std::set<int>(order.begin(), order.end()) == std::set<int>{1, 2, 3, 4, 5, 6, 7});
    // Pinned: a draw recorded with its seed must give the same order in every later version.
    CHECK(order == std::vector<int>{5, 7, 2, 6, 4, 1, 3});
    BergerOptions drawn;
    drawn.roundOrderSeed = 1950;
    const auto schedule = roundRobinSchedule(8, drawn);
    const auto table = bergerTable(8);
    for (std::size_t k = 0; k < order.size(); ++k)
        CHECK(written({schedule[k]}) == written({table[static_cast<std::size_t>(order[k] - 1)]}));
}

} // namespace bergertable_test
