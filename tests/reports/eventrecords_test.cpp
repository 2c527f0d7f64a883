// reports::eventFromRecords: a stored tournament's rows made into the event of the standings,
// nothing dropped — a pairing or game of a player who is not an entry is an error naming it.
#include "reports/eventrecords.h"
#include "reports/standings.h"

#include <catch2/catch.hpp>

namespace eventrecords_test {

namespace {

using R = reports::PairingResult;

reports::EventRecords threePlayers()
{
    reports::EventRecords records;
    records.name = "Cup";
    records.entries = {{11, 1, "A", 1500, std::nullopt, "Kazan"},
                       {12, 2, "B", std::nullopt, std::nullopt, ""},
                       {13, 3, "C", std::nullopt, 1, ""}};
    return records;
}

} // namespace

TEST_CASE("pairings and results become rounds of the event")
{
    reports::EventRecords records = threePlayers();
    records.pairings = {{1, 1, 11, 12, R::WhiteWins, std::nullopt},
                        {1, 2, 13, std::nullopt, R::ZeroBye, std::nullopt},
                        {2, 1, 13, 11, R::BlackForfeitWin, std::nullopt},
                        {2, 2, 12, std::nullopt, std::nullopt, std::nullopt}};
    const auto event = reports::eventFromRecords(records);
    REQUIRE(event.ok());
    CHECK(event->rounds == 2);
    CHECK(event->roundsKnown);
    REQUIRE(event->players.size() == 3);
    CHECK(event->players[0].club == "Kazan");
    CHECK(event->players[0].rating == std::optional<int>(1500));
    const auto &a = event->players[0].results;
    REQUIRE(a.size() == 2);
    CHECK(a[0].opponent == 1);
    CHECK(a[0].white);
    CHECK(a[0].outcome == reports::Outcome::Win);
    CHECK(a[1].opponent == 2);
    CHECK_FALSE(a[1].white);
    CHECK(a[1].outcome == reports::Outcome::ForfeitWin);
    CHECK(event->players[1].results[0].outcome == reports::Outcome::Loss);
    CHECK(event->players[1].results[1].outcome == reports::Outcome::NotPaired); // a bye not set
    CHECK(event->players[2].results[0].outcome == reports::Outcome::ZeroBye);
    CHECK(event->players[2].results[1].outcome == reports::Outcome::ForfeitLoss);
    CHECK(event->players[2].withdrawnAfterRound == std::optional<int>(1));
}

TEST_CASE("games without a pairing go to the first round free for both players")
{
    reports::EventRecords records = threePlayers();
    records.games = {{101, 11, 12, std::string("1/2-1/2")},
                     {102, 12, 13, std::string("0-1")},
                     {103, 13, 11, std::string("*")}};
    const auto event = reports::eventFromRecords(records);
    REQUIRE(event.ok());
    CHECK_FALSE(event->roundsKnown);
    CHECK(event->rounds == 3);
    // A – B round 1, B – C round 2, C – A round 3 (A is free in round 2, C in round 1).
    CHECK(event->players[0].results[0].outcome == reports::Outcome::Draw);
    CHECK(event->players[1].results[1].outcome == reports::Outcome::Loss);
    CHECK(event->players[2].results[1].outcome == reports::Outcome::Win);
    CHECK(event->players[2].results[2].opponent == 0);
    CHECK(event->players[2].results[2].outcome == reports::Outcome::NotPaired); // "*": unfinished
}

TEST_CASE("a pairing or a game of a player who is not an entry is an error")
{
    reports::EventRecords records = threePlayers();
    records.pairings = {{1, 1, 11, 12, R::WhiteWins, std::nullopt},
                        {1, 2, 13, 99, std::nullopt, std::nullopt}};
    const auto pairing = reports::eventFromRecords(records);
    REQUIRE_FALSE(pairing.ok());
    CHECK(pairing.error().kind == reports::EventRecordError::Kind::PairingOfNonEntry);
    CHECK(pairing.error().round == 1);
    CHECK(pairing.error().board == 2);
    CHECK(pairing.error().playerId == 99);

    records.pairings.pop_back();
    records.games = {{205, 77, 11, std::string("1-0")}};
    const auto game = reports::eventFromRecords(records);
    REQUIRE_FALSE(game.ok());
    CHECK(game.error().kind == reports::EventRecordError::Kind::GameOfNonEntry);
    CHECK(game.error().gameId == 205);
    CHECK(game.error().playerId == 77);
}

TEST_CASE("a micro-match's two games make the round's outcome")
{
    reports::EventRecords records = threePlayers();
    records.microMatches = true;
    // Game 1: A wins with White; game 2 (B White): drawn.
    records.pairings = {{1, 1, 11, 12, R::WhiteWins, R::Draw}};
    const auto event = reports::eventFromRecords(records);
    REQUIRE(event.ok());
    CHECK(event->gamesPerPairing == 2);
    const reports::RoundResult &a = event->players[0].results[0];
    REQUIRE(a.games.size() == 2);
    CHECK(a.games[0] == reports::Outcome::Win);
    CHECK(a.games[1] == reports::Outcome::Draw);
    CHECK(a.outcome == reports::Outcome::Win);
    CHECK(event->players[1].results[0].outcome == reports::Outcome::Loss);
}

namespace {

// Four players of a round robin; Berger's table for 4 (FIDE C.05 Annex 1): round 1 1–4, 2–3;
// round 2 4–3, 1–2; round 3 2–4, 3–1. Player 2 withdraws; the stored pairings are those the tool
// makes: his opponent of the table sits alone with a free round (bye-0).
reports::EventRecords withdrawal(reports::WithdrawalRule rule, int withdrawnAfter)
{
    reports::EventRecords records;
    records.name = "Cup";
    records.withdrawalRule = rule;
    records.schedule = reports::roundRobinSchedule(4);
    for (int i = 1; i <= 4; ++i)
        records.entries.push_back({100 + i, i, "P" + std::to_string(i), std::nullopt,
                                   i == 2 ? std::optional(withdrawnAfter) : std::nullopt, ""});
    const auto pairing = [](int round, int board, int white, std::optional<int> black,
                            reports::PairingResult result) {
        return reports::PairingRecord{
            round,       board,
            100 + white, black ? std::optional<std::int64_t>(100 + *black) : std::nullopt,
            result,      std::nullopt};
    };
    records.pairings = {pairing(1, 1, 1, 4, R::WhiteWins), pairing(1, 2, 2, 3, R::WhiteWins)};
    if (withdrawnAfter >= 2)
        records.pairings.insert(records.pairings.end(),
                                {pairing(2, 1, 4, 3, R::Draw), pairing(2, 2, 1, 2, R::Draw),
                                 pairing(3, 1, 4, std::nullopt, R::ZeroBye),
                                 pairing(3, 2, 3, 1, R::BlackWins)});
    else
        records.pairings.insert(records.pairings.end(), {pairing(2, 1, 4, 3, R::Draw),
                                                         pairing(2, 2, 1, std::nullopt, R::ZeroBye),
                                                         pairing(3, 1, 4, std::nullopt, R::ZeroBye),
                                                         pairing(3, 2, 3, 1, R::BlackWins)});
    return records;
}

// Points and games over the board of P1…P4, by start number.
std::vector<std::pair<double, int>> table(const reports::EventRecords &records)
{
    const auto event = reports::eventFromRecords(records);
    REQUIRE(event.ok());
    const reports::Standings standings = reports::computeStandings(event.value(), {});
    std::vector<std::pair<double, int>> out(4);
    for (const reports::StandingRow &row : standings.rows)
        out[static_cast<std::size_t>(row.player)] = {row.points, row.gamesPlayed};
    return out;
}

} // namespace

TEST_CASE("a withdrawal after half the games or more: FIDE and the Russian rule")
{
    // P2 played rounds 1 and 2 (2 of his 3 games) and left: round 3's 2–4 is not played.
    // FIDE: P4 has an unplayed round 3 (0). Russian: P4 wins it by forfeit, P2 loses it.
    // By hand: P1 1 + ½ + 1; P2 1 + ½ (+ 0); P3 0 + ½ + 0; P4 0 + ½ + (0 or 1).
    using Row = std::pair<double, int>;
    CHECK(table(withdrawal(reports::WithdrawalRule::Fide, 2)) ==
          std::vector<Row>{{2.5, 3}, {1.5, 2}, {0.5, 3}, {0.5, 2}});
    CHECK(table(withdrawal(reports::WithdrawalRule::Russian, 2)) ==
          std::vector<Row>{{2.5, 3}, {1.5, 2}, {0.5, 3}, {1.5, 2}});
    const auto event = reports::eventFromRecords(withdrawal(reports::WithdrawalRule::Russian, 2));
    REQUIRE(event.ok());
    CHECK(event->players[3].results[2].outcome == reports::Outcome::ForfeitWin);
    CHECK(event->players[3].results[2].opponent == 1);
    CHECK(event->players[1].results[2].outcome == reports::Outcome::ForfeitLoss);
    CHECK(reports::markedName(event->players[1]) == "P2 (withdrew after round 2)");
}

TEST_CASE("a withdrawal before half the games: FIDE and the Russian rule")
{
    // P2 played round 1 only (1 of 3 games) and left. FIDE: his win over P3 stands. Russian: all
    // his results are annulled, so P3's loss to him counts for nothing either.
    // By hand, FIDE: P1 1 + 0 + 1; P2 1; P3 0 + ½ + 0; P4 0 + ½ + 0.
    // Russian: P1 2; P2 0 with no game; P3 ½ from one game; P4 ½.
    using Row = std::pair<double, int>;
    CHECK(table(withdrawal(reports::WithdrawalRule::Fide, 1)) ==
          std::vector<Row>{{2, 2}, {1, 1}, {0.5, 3}, {0.5, 2}});
    CHECK(table(withdrawal(reports::WithdrawalRule::Russian, 1)) ==
          std::vector<Row>{{2, 2}, {0, 0}, {0.5, 2}, {0.5, 2}});
}

} // namespace eventrecords_test
