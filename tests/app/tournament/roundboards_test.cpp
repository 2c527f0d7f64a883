// app::roundBoards (roundboards.h): a round's boards with each player's start number, rating and
// points before the round, over an event built by hand: single games under 1-½-0 and 2-1-0
// scoring, a bye, and a micro-match counted by game points.
#include "app/tournament/roundboards.h"

#include <catch2/catch.hpp>

namespace roundboards_test {

namespace {

using reports::Outcome;

// A, B, C entered as 1, 2, 3 (C unrated). Round 1: A beats B, C has the pairing bye.
app::TournamentEvent threePlayers()
{
    app::TournamentEvent loaded;
    const std::vector<std::pair<std::string, std::optional<int>>> players = {
        {"A", 2100}, {"B", 2000}, {"C", std::nullopt}};
    for (std::size_t i = 0; i < players.size(); ++i) {
        db::Entry entry;
        entry.playerId = static_cast<std::int64_t>(10 + i);
        entry.playerName = players[i].first;
        entry.rating = players[i].second;
        entry.startNumber = static_cast<int>(i + 1);
        loaded.entries.push_back(entry);
        reports::EventPlayer player;
        player.startNumber = entry.startNumber;
        player.name = entry.playerName;
        player.rating = entry.rating;
        loaded.event.players.push_back(player);
    }
    loaded.event.rounds = 2;
    auto &p = loaded.event.players;
    p[0].results = {{1, 1, true, Outcome::Win, {}}, {2, 2, false, Outcome::NotPaired, {}}};
    p[1].results = {{1, 0, false, Outcome::Loss, {}}, {2, -1, false, Outcome::PairingBye, {}}};
    p[2].results = {{1, -1, false, Outcome::PairingBye, {}}, {2, 0, true, Outcome::NotPaired, {}}};
    return loaded;
}

db::Pairing pairing(int round, int board, std::int64_t white, std::optional<std::int64_t> black)
{
    db::Pairing p;
    p.round = round;
    p.board = board;
    p.whiteId = white;
    p.blackId = black;
    p.whiteName = white == 10 ? "A" : white == 11 ? "B" : "C";
    if (black)
        p.blackName = *black == 10 ? "A" : *black == 11 ? "B" : "C";
    return p;
}

} // namespace

TEST_CASE("a round's boards: start numbers, ratings and points before the round", "[roundboards]")
{
    app::TournamentEvent loaded = threePlayers();
    // Round 2: C (White) against A, B has the bye.
    const std::vector<db::Pairing> round2 = {pairing(2, 1, 12, 10), pairing(2, 2, 11, {})};
    const auto boards = app::roundBoards(loaded, round2);
    REQUIRE(boards.size() == 2);
    CHECK(boards[0].pairing.board == 1);
    CHECK(boards[0].white.startNumber == 3);
    CHECK(boards[0].white.name == "C");
    CHECK(boards[0].white.rating == std::nullopt);
    CHECK(boards[0].white.pointsBefore == "1"); // the pairing bye of round 1
    REQUIRE(boards[0].black);
    CHECK(boards[0].black->startNumber == 1);
    CHECK(boards[0].black->rating == std::optional<int>(2100));
    CHECK(boards[0].black->pointsBefore == "1");
    CHECK(boards[1].white.startNumber == 2);
    CHECK(boards[1].white.pointsBefore == "0");
    CHECK_FALSE(boards[1].black);
    CHECK(boards[1].byePoints == "1"); // the pairing bye scores a win
    CHECK(boards[0].byePoints == "");

    // Round 1's boards: nothing before it.
    const auto first = app::roundBoards(loaded, {pairing(1, 1, 10, 11)});
    REQUIRE(first.size() == 1);
    CHECK(first[0].white.pointsBefore == "0");
    CHECK(first[0].black->pointsBefore == "0");
    const auto bye = app::roundBoards(loaded, {pairing(1, 2, 12, {})});
    CHECK(bye[0].byePoints == "1"); // C's pairing bye of round 1

    // 2-1-0 scoring writes a win as 2.
    loaded.event.scoring = reports::Scoring::TwoOneZero;
    CHECK(app::roundBoards(loaded, round2)[0].black->pointsBefore == "2");
}

TEST_CASE("a micro-match counted by game points: both games before the round", "[roundboards]")
{
    app::TournamentEvent loaded = threePlayers();
    loaded.event.gamesPerPairing = 2;
    auto &p = loaded.event.players;
    // A won game 1 and drew game 2: 1½ : ½.
    p[0].results[0] = {1, 1, true, Outcome::Win, {Outcome::Win, Outcome::Draw}};
    p[1].results[0] = {1, 0, false, Outcome::Loss, {Outcome::Loss, Outcome::Draw}};
    const auto boards = app::roundBoards(loaded, {pairing(2, 1, 12, 10), pairing(2, 2, 11, {})});
    CHECK(boards[0].black->pointsBefore == "1½");
    CHECK(boards[1].white.pointsBefore == "½");
    CHECK(boards[0].white.pointsBefore == "2"); // a bye counts as two games
}

} // namespace roundboards_test
