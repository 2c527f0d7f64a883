// The Dutch system against a FIDE-endorsed engine: every round of the 30 reference tournaments in
// tests/data/swiss/dutch (written by bbpPairings under the 2025 rules) is paired again from the
// rounds before it and must equal the file's round — opponents, colours and the bye.
#include "reports/dutchcheck.h"
#include "reports/dutchpairing.h"
#include "reports/swissfield.h"
#include "reports/trffile.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace dutchpairing_test {

using namespace reports;

namespace {

TrfFile reference(const std::filesystem::path &path)
{
    std::ifstream file(path, std::ios::binary);
    auto read = readTrfFile(file);
    REQUIRE(read);
    return std::move(read.value());
}

std::vector<std::filesystem::path> referenceFiles()
{
    std::vector<std::filesystem::path> files;
    for (const auto &entry :
         std::filesystem::directory_iterator(SHASHKI_TEST_DATA_DIR "/swiss/dutch"))
        files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

TEST_CASE("every round of the 30 reference tournaments pairs as the Dutch engine paired it",
          "[dutch]")
{
    const auto files = referenceFiles();
    REQUIRE(files.size() == 30);
    int rounds = 0;
    int equal = 0;
    std::string differing;
    for (const auto &path : files) {
        const auto checks = checkDutchPairings(reference(path));
        REQUIRE(checks);
        for (const RoundCheck &check : *checks) {
            ++rounds;
            if (!check.differs())
                ++equal;
            else
                differing += " " + path.filename().string() + ":" + std::to_string(check.round);
        }
    }
    INFO("differing rounds:" << differing);
    CHECK(rounds == 224);
    CHECK(equal == rounds);
}

TEST_CASE("the Baku acceleration gives group A its virtual points (C.04.5.1)", "[dutch]")
{
    // 161 players, 9 rounds: GA is 82 players; 5 rounds accelerated, 1 point in the first 3,
    // half a point in rounds 4 and 5.
    SwissField field;
    field.players.resize(161);
    field.roundsPlanned = 9;
    applyBakuAcceleration(field);
    CHECK(field.players[81].acceleration == std::vector<int>{2, 2, 2, 1, 1});
    CHECK(field.players[82].acceleration.empty());
    CHECK(field.players[0].acceleration == field.players[81].acceleration);

    // Round 1 of 8 players: unaccelerated 1-5, 6-2, 3-7, 8-4; with GA = {1…4} one point ahead,
    // two score groups of four: 1-3, 4-2 and 5-7, 8-6 (E.5, the initial colour White).
    field = {};
    field.players.resize(8);
    field.roundsPlanned = 5;
    const auto pairs = [](const SwissField &f) {
        std::vector<std::pair<int, int>> out;
        for (const SwissPairing &p : pairDutchRound(f).pairings)
            out.emplace_back(p.white + 1, p.black + 1);
        return out;
    };
    CHECK(pairs(field) == std::vector<std::pair<int, int>>{{1, 5}, {6, 2}, {3, 7}, {8, 4}});
    applyBakuAcceleration(field);
    CHECK(pairs(field) == std::vector<std::pair<int, int>>{{1, 3}, {4, 2}, {5, 7}, {8, 6}});
}

TEST_CASE("Baku's group A is made at the start and keeps its last player (C.04.5.1)", "[dutch]")
{
    // 8 players started: GA is the first 4. Two late entries (pairing numbers 9 and 10) do not
    // make it 6, as 2 × ⌈10/4⌉ would.
    SwissField field;
    field.players.resize(10);
    field.roundsPlanned = 5;
    std::vector<bool> atStart(10, true);
    atStart[8] = atStart[9] = false;
    applyBakuAcceleration(field, atStart);
    CHECK(field.players[3].acceleration == std::vector<int>{2, 2, 1});
    CHECK(field.players[4].acceleration.empty());
    CHECK(field.players[9].acceleration.empty());

    // A late entry ranked second (by rating) joins GA, which still ends with the fourth of the
    // players who started: pairing number 5 now.
    field = {};
    field.players.resize(9);
    field.roundsPlanned = 5;
    atStart.assign(9, true);
    atStart[1] = false;
    applyBakuAcceleration(field, atStart);
    CHECK(field.players[1].acceleration == std::vector<int>{2, 2, 1});
    CHECK(field.players[4].acceleration == std::vector<int>{2, 2, 1});
    CHECK(field.players[5].acceleration.empty());
}

TEST_CASE("a TRF file's accelerated rounds are read from 250 and XXA (C.04.5)", "[dutch]")
{
    // Round 1 of 8 players and 5 rounds paired with GA = {1…4} a point ahead: 1-3, 4-2, 5-7, 8-6,
    // White winning each game.
    TrfFile file;
    file.rounds = 5;
    const int opponents[] = {3, 4, 1, 2, 7, 8, 5, 6};
    for (int number = 1; number <= 8; ++number) {
        TrfPlayer player;
        player.startNumber = number;
        player.name = "P" + std::to_string(number);
        const bool white = number == 1 || number == 4 || number == 5 || number == 8;
        player.rounds.push_back({opponents[number - 1], white ? 'w' : 'b', white ? '1' : '0'});
        file.players.push_back(player);
    }
    const auto differs = [](const TrfFile &f) {
        const auto checks = checkDutchPairings(f);
        REQUIRE(checks.ok());
        REQUIRE(checks->size() == 1);
        return (*checks)[0].differs();
    };
    CHECK(differs(file)); // read without its acceleration: 1-5, 6-2, 3-7, 8-4
    file.otherLines = {{20, "250       1.0   1   2    1    4"},
                       {21, "250       0.5   3   3    1    4"}};
    CHECK_FALSE(differs(file));
    file.otherLines.clear();
    for (int number = 1; number <= 4; ++number)
        file.otherLines.push_back({20, "XXA    " + std::to_string(number) + "  1.0  1.0  0.5"});
    CHECK_FALSE(differs(file));

    file.otherLines = {{7, "250       1.x   1   2    1    4"}};
    CHECK(checkDutchPairings(file).error() == "line 7, column 10: expected the game points of 250");
    file.otherLines = {{7, "250    1  1.0   1   2    1    4"}};
    CHECK(checkDutchPairings(file).error() ==
          "line 7, column 5: expected no match points in 250 (an individual event)");
    file.otherLines = {{7, "250       1.0   2   1    1    4"}};
    CHECK(checkDutchPairings(file).error() ==
          "line 7, column 15: expected the rounds of 250 (from, to)");
    file.otherLines = {{8, "XXA    1  1.0  one"}};
    CHECK(checkDutchPairings(file).error() ==
          "line 8, column 15: expected the points of round 2 in XXA");
}

TEST_CASE("the bye goes to the assignee with the fewest unplayed games (C.04.3 C.9, 2025)",
          "[dutch]")
{
    // Seven players after three rounds (half-points; u a forfeit, x a requested half-point bye):
    //   1: lost to 4, the bye, drew 2              3   2: drew 5, 6 and 1             3
    //   3: lost to 6, x, the bye                   3   4: beat 1, 7u, 6u              6
    //   5: drew 2, x, beat 7                       4   6: beat 3, drew 2, lost to 4u  3
    //   7: the bye, lost to 4u, lost to 5          2
    // The bye of round 4 goes to the lowest score it can: 1, 3 and 7 have had it and 4 won by
    // forfeit (C.2), so to 2 or 6, both on 1½. C.9: the one with the fewest unplayed games — 2,
    // who played all three, not 6, whose forfeit loss is a game unplayed. 4-5, 1-3 and 6-7 play.
    const auto game = [](int opponent, Colour colour, int points, bool played = true) {
        return SwissRound{opponent - 1, colour, points, played, true};
    };
    const SwissRound bye{-1, Colour::None, 2, false, true};
    const SwissRound halfBye{-1, Colour::None, 1, false, false};
    const Colour w = Colour::White;
    const Colour b = Colour::Black;
    SwissField field;
    field.roundsPlanned = 6;
    field.roundsPlayed = 3;
    field.players.resize(7);
    field.players[0].rounds = {game(4, w, 0), bye, game(2, b, 1)};
    field.players[1].rounds = {game(5, b, 1), game(6, b, 1), game(1, w, 1)};
    field.players[2].rounds = {game(6, w, 0), halfBye, bye};
    field.players[3].rounds = {game(1, b, 2), game(7, w, 2, false), game(6, w, 2, false)};
    field.players[4].rounds = {game(2, w, 1), halfBye, game(7, b, 2)};
    field.players[5].rounds = {game(3, b, 2), game(2, w, 1), game(4, b, 0, false)};
    field.players[6].rounds = {bye, game(4, b, 0, false), game(5, w, 0)};
    std::vector<std::pair<int, int>> pairs;
    for (const SwissPairing &p : pairDutchRound(field).pairings)
        pairs.emplace_back(p.white + 1, p.black + 1);
    CHECK(pairs == std::vector<std::pair<int, int>>{{4, 5}, {1, 3}, {6, 7}, {2, 0}});
}

} // namespace dutchpairing_test

namespace dutchpairing_test {

namespace {

// The colour a player must get by the absolute criteria (C.04.3 A.6: a colour difference over 1,
// or the same colour in the last two games played), None when nothing is absolute.
Colour absolutePreference(const SwissEntrant &player)
{
    int difference = 0;
    std::vector<Colour> played;
    for (const SwissRound &round : player.rounds)
        if (round.played) {
            difference += round.colour == Colour::White ? 1 : -1;
            played.push_back(round.colour);
        }
    if (difference > 1)
        return Colour::Black;
    if (difference < -1)
        return Colour::White;
    if (played.size() >= 2 && played.back() == played[played.size() - 2])
        return played.back() == Colour::White ? Colour::Black : Colour::White;
    return Colour::None;
}

TrfBlock blockOf(const SwissRound &round)
{
    TrfBlock block;
    if (round.opponent < 0) {
        block.colour = '-';
        block.result = 'U';
        return block;
    }
    block.opponent = round.opponent + 1;
    block.colour = round.colour == Colour::White ? 'w' : 'b';
    block.result = round.points == 2 ? '1' : round.points == 1 ? '=' : '0';
    return block;
}

} // namespace

// A large round, as issue 28 asks the engine to pair fast: 301 players over 5 rounds with seeded
// results, each round checked against the absolute criteria by this test's own reading of the
// rules (C.1 no second meeting, C.2 the bye once, C.3 every absolute colour preference granted
// before the last round), and the whole event by the pairing check (`pairings --check`).
TEST_CASE("a generated 301-player Swiss keeps the absolute criteria in every round", "[dutch]")
{
    constexpr int playerCount = 301;
    constexpr int roundCount = 5;
    SwissField field;
    field.players.resize(playerCount);
    field.roundsPlanned = roundCount;
    std::uint32_t seed = 28;
    const auto nextRandom = [&seed] {
        seed = seed * 1664525u + 1013904223u; // Numerical Recipes' linear congruential generator
        return seed >> 16;
    };
    for (int round = 1; round <= roundCount; ++round) {
        field.roundsPlayed = round - 1;
        const SwissResult result = pairDutchRound(field);
        REQUIRE_FALSE(result.unpairable);
        REQUIRE(result.pairings.size() == (playerCount + 1) / 2);
        std::vector<int> seen(playerCount, 0);
        int byes = 0;
        for (const SwissPairing &pair : result.pairings) {
            ++seen[static_cast<std::size_t>(pair.white)];
            SwissEntrant &white = field.players[static_cast<std::size_t>(pair.white)];
            if (pair.black < 0) {
                ++byes;
                for (const SwissRound &before : white.rounds) // C.2
                    CHECK(before.opponent >= 0);
                white.rounds.push_back({-1, Colour::None, 2, false, true});
                continue;
            }
            ++seen[static_cast<std::size_t>(pair.black)];
            SwissEntrant &black = field.players[static_cast<std::size_t>(pair.black)];
            for (const SwissRound &before : white.rounds) // C.1
                CHECK(before.opponent != pair.black);
            if (round < roundCount) { // C.3, and the top scorers' exception in the last round
                CHECK(absolutePreference(white) != Colour::Black);
                CHECK(absolutePreference(black) != Colour::White);
            }
            const int whitePoints = static_cast<int>(nextRandom() % 3);
            white.rounds.push_back({pair.black, Colour::White, whitePoints, true, true});
            black.rounds.push_back({pair.white, Colour::Black, 2 - whitePoints, true, true});
        }
        CHECK(byes == 1);
        CHECK(std::all_of(seen.begin(), seen.end(), [](int times) { return times == 1; }));
    }

    TrfFile file;
    file.rounds = roundCount;
    for (int i = 0; i < playerCount; ++i) {
        TrfPlayer player;
        player.startNumber = i + 1;
        player.name = "Player " + std::to_string(i + 1);
        player.rating = 2400 - i;
        for (const SwissRound &round : field.players[static_cast<std::size_t>(i)].rounds)
            player.rounds.push_back(blockOf(round));
        file.players.push_back(player);
    }
    const auto checks = checkDutchPairings(file);
    REQUIRE(checks);
    REQUIRE(checks->size() == roundCount);
    for (const RoundCheck &check : *checks)
        CHECK_FALSE(check.differs());
}

TEST_CASE("a round no pairing completes is unpairable (C.04.3 C.4)", "[dutch]")
{
    // Round 1 of 4 players: every player is one bracket, whose matching answers C.4.
    SwissField field;
    field.players.resize(4);
    field.roundsPlanned = 3;
    field.forbiddenPairs = {{0, 1}, {2, 3}};
    SwissResult result = pairDutchRound(field);
    REQUIRE_FALSE(result.unpairable);
    std::vector<std::pair<int, int>> pairs;
    for (const SwissPairing &p : result.pairings)
        pairs.emplace_back(std::min(p.white, p.black), std::max(p.white, p.black));
    std::sort(pairs.begin(), pairs.end());
    CHECK(pairs == std::vector<std::pair<int, int>>{{0, 2}, {1, 3}});
    field.forbiddenPairs = {{0, 1}, {0, 2}, {0, 3}};
    result = pairDutchRound(field);
    CHECK(result.unpairable);
    CHECK(result.pairings.empty());

    // Round 2 of 6 players in three score groups (2, 1 and 0 points: 0 and 2 won, 1 and 4
    // drew): the first bracket is not everyone, and C.4 is asked of all players first. Player 5
    // met 2 and may meet nobody else.
    field = {};
    field.players.resize(6);
    field.roundsPlanned = 3;
    field.roundsPlayed = 1;
    const auto game = [&](int white, int black, int whitePoints) {
        field.players[static_cast<std::size_t>(white)].rounds.push_back(
            {black, Colour::White, whitePoints, true, true});
        field.players[static_cast<std::size_t>(black)].rounds.push_back(
            {white, Colour::Black, 2 - whitePoints, true, true});
    };
    game(0, 3, 2);
    game(4, 1, 1);
    game(2, 5, 2);
    result = pairDutchRound(field);
    REQUIRE_FALSE(result.unpairable);
    CHECK(result.pairings.size() == 3);
    field.forbiddenPairs = {{5, 0}, {5, 1}, {5, 3}, {5, 4}};
    result = pairDutchRound(field);
    CHECK(result.unpairable);
    CHECK(result.pairings.empty());
}

} // namespace dutchpairing_test
