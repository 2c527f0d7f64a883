// reports/swisspairing: generated tournaments of 8 to 100 players over 5 to 11 rounds, results
// drawn at random (seeded): every round complete, no rematch, no second bye, no three colours
// running, no colour difference over 2; and small cases checked pairing by pairing.
#include "reports/swisspairing.h"

#include <catch2/catch.hpp>
#include <random>
#include <set>

// Seeds per field and length; a wider sweep: build with -DSWEEP=40 (1 120 tournaments).
#ifndef SWEEP
#define SWEEP 3
#endif

using namespace reports;

namespace {

// Plays `rounds` rounds of a Swiss for `count` players with random results; returns the problem
// of the first round that could not be paired, or "".
std::string playSwiss(int count, int rounds, unsigned seed, std::vector<SwissPlayer> &players)
{
    std::mt19937 random(seed);
    players.clear();
    for (int p = 0; p < count; ++p)
        players.push_back({p + 1, 2400 - 7 * p, 0, {}, {}, false, true});
    for (int round = 1; round <= rounds; ++round) {
        const SwissResult result = pairSwissRound(players);
        if (!result.problem.empty())
            return "round " + std::to_string(round) + ": " + result.problem;
        std::set<int> seated;
        for (const SwissPairing &pairing : result.pairings) {
            if (!seated.insert(pairing.white).second ||
                (pairing.black >= 0 && !seated.insert(pairing.black).second))
                return "round " + std::to_string(round) + ": a player seated twice";
            SwissPlayer &white = players[static_cast<std::size_t>(pairing.white)];
            if (pairing.black < 0) {
                if (white.hadBye)
                    return "round " + std::to_string(round) + ": a second bye";
                white.hadBye = true;
                white.score += 1;
                white.colours.push_back(Colour::None);
                continue;
            }
            SwissPlayer &black = players[static_cast<std::size_t>(pairing.black)];
            if (!colourAllowed(white, Colour::White) || !colourAllowed(black, Colour::Black))
                return "round " + std::to_string(round) + ": a colour rule broken";
            for (int met : white.opponents)
                if (met == pairing.black)
                    return "round " + std::to_string(round) + ": a rematch";
            white.opponents.push_back(pairing.black);
            black.opponents.push_back(pairing.white);
            white.colours.push_back(Colour::White);
            black.colours.push_back(Colour::Black);
            const int outcome = static_cast<int>(random() % 3); // 0 White wins, 1 draw, 2 Black
            white.score += outcome == 0 ? 1 : outcome == 1 ? 0.5 : 0;
            black.score += outcome == 2 ? 1 : outcome == 1 ? 0.5 : 0;
        }
        if (static_cast<int>(seated.size()) != count)
            return "round " + std::to_string(round) + ": not everybody seated";
    }
    return "";
}

} // namespace

TEST_CASE("generated Swiss tournaments of 8 to 100 players pair every round by the rules",
          "[swiss]")
{
    int tournaments = 0;
    for (int count : {8, 9, 10, 13, 16, 21, 32, 47, 64, 100})
        for (int rounds : {5, 7, 9, 11}) {
            // Round by round with absolute colour rules, a small field runs out of pairings before
            // it runs out of opponents: up to half the field plus one round.
            if (rounds > count / 2 + 1)
                continue;
            for (unsigned seed = 1; seed <= SWEEP; ++seed) {
                std::vector<SwissPlayer> players;
                INFO(count << " players, " << rounds << " rounds, seed " << seed);
                CHECK(playSwiss(count, rounds, seed, players) == "");
                ++tournaments;
            }
        }
    CHECK(tournaments == 84);
}

TEST_CASE("round 1 pairs the top half against the bottom half; the bye goes to the last", "[swiss]")
{
    std::vector<SwissPlayer> players;
    for (int p = 0; p < 7; ++p)
        players.push_back({p + 1, 2000 - 10 * p, 0, {}, {}, false, true});
    const SwissResult first = pairSwissRound(players);
    REQUIRE(first.problem.empty());
    std::string boards;
    for (const SwissPairing &p : first.pairings)
        boards += std::to_string(p.white + 1) + "-" +
                  (p.black >= 0 ? std::to_string(p.black + 1) : "bye") + " ";
    CHECK(boards == "1-4 5-2 3-6 7-bye ");

    // The bye does not go twice to the same player: 7 had it, so 6 gets it.
    players[6].hadBye = true;
    players[6].score = 1;
    players[5].score = 0;
    const SwissResult second = pairSwissRound(players);
    REQUIRE(second.problem.empty());
    CHECK(second.pairings.back().black == -1);
    CHECK(second.pairings.back().white != 6);

    // Two players who met cannot meet again: with only them left, no pairing.
    std::vector<SwissPlayer> two = {{1, 0, 1, {1}, {Colour::White}, false, true},
                                    {2, 0, 0, {0}, {Colour::Black}, false, true}};
    CHECK(pairSwissRound(two).problem ==
          "no pairing satisfies the rules (no rematch, one bye each, colours) for the players "
          "available");
}
