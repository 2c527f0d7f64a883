// Micro-matches (reports/event.h): two games per pairing, standings by game points or by match
// points, and the tie-breaks and crosstable cells that follow; values computed by hand.
#include "reports/crosstable.h"
#include "reports/standings.h"

#include <catch2/catch.hpp>

namespace micromatch_test {

using namespace reports;

namespace {

using O = Outcome;

O mirrored(O o)
{
    return o == O::Win ? O::Loss : o == O::Loss ? O::Win : o;
}

// Four players A…D, three rounds by Berger's table for 4; each micro-match as the outcomes of its
// first-named player (White in game 1) in game 1 and game 2:
//   round 1: A-D 1 ½ (A wins 1½:½)    B-C 0 1 (1:1)
//   round 2: D-C ½ ½ (1:1)            A-B 0 0 (B wins 2:0)
//   round 3: B-D 1 ½ (B wins 1½:½)    C-A ½ 1 (C wins 1½:½)
// Game points: A 2, B 4½, C 3½, D 2. Match points: A 1, B 2½, C 2, D ½.
Event fourPlayers(MatchStandings by)
{
    Event e;
    e.name = "micro";
    e.rounds = 3;
    e.gamesPerPairing = 2;
    e.standingsBy = by;
    for (int p = 0; p < 4; ++p) {
        EventPlayer player;
        player.startNumber = p + 1;
        player.name = std::string(1, static_cast<char>('A' + p));
        e.players.push_back(player);
    }
    const std::vector<std::tuple<int, int, int, O, O>> matches = {
        {1, 0, 3, O::Win, O::Draw},  {1, 1, 2, O::Loss, O::Win}, {2, 3, 2, O::Draw, O::Draw},
        {2, 0, 1, O::Loss, O::Loss}, {3, 1, 3, O::Win, O::Draw}, {3, 2, 0, O::Draw, O::Win}};
    for (int round = 1; round <= 3; ++round)
        for (const auto &[r, first, second, game1, game2] : matches) {
            if (r != round)
                continue;
            RoundResult a{r, second, true, matchOutcome(game1, game2), {game1, game2}};
            RoundResult b{r,
                          first,
                          false,
                          matchOutcome(mirrored(game1), mirrored(game2)),
                          {mirrored(game1), mirrored(game2)}};
            e.players[static_cast<std::size_t>(first)].results.push_back(a);
            e.players[static_cast<std::size_t>(second)].results.push_back(b);
        }
    return e;
}

std::vector<std::string> rowsOf(const Event &e, const Standings &s)
{
    std::vector<std::string> rows;
    for (const StandingRow &row : s.rows) {
        std::string text = std::to_string(row.place) + " " +
                           e.players[static_cast<std::size_t>(row.player)].name + " " +
                           decimalText(row.points) + " games " + std::to_string(row.gamesPlayed);
        for (const TieBreakValue &value : row.tieBreaks)
            text += " " + tieBreakText(value);
        rows.push_back(text);
    }
    return rows;
}

} // namespace

TEST_CASE("a micro-match's outcome from its two games", "[micromatch]")
{
    CHECK(matchOutcome(O::Win, O::Draw) == O::Win);
    CHECK(matchOutcome(O::Win, O::Loss) == O::Draw);
    CHECK(matchOutcome(O::Draw, O::Loss) == O::Loss);
    CHECK(matchOutcome(O::Win, O::NotPaired) == O::NotPaired);
    CHECK(matchOutcome(O::ForfeitWin, O::ForfeitWin) == O::ForfeitWin);
    CHECK(matchOutcome(O::ForfeitLoss, O::DoubleForfeit) == O::ForfeitLoss);
    CHECK(matchOutcome(O::DoubleForfeit, O::DoubleForfeit) == O::DoubleForfeit);
    // One game played, the other forfeited: the match was played over the board.
    CHECK(matchOutcome(O::Draw, O::ForfeitWin) == O::Win);
    // Against the opponent's points, the same from both sides: 1-0 and a double forfeit is a
    // match won 1:0, lost 0:1.
    CHECK(matchOutcome(O::Win, O::DoubleForfeit) == O::Win);
    CHECK(matchOutcome(O::Loss, O::DoubleForfeit) == O::Loss);
    CHECK(matchOutcome(O::ForfeitWin, O::DoubleForfeit) == O::ForfeitWin);
    // Each forfeited one game: even, and not played.
    CHECK(matchOutcome(O::ForfeitWin, O::ForfeitLoss) == O::HalfBye);
    CHECK_FALSE(played(matchOutcome(O::ForfeitLoss, O::ForfeitWin)));
}

TEST_CASE("micro-matches by game points: points, games won, SB in quarters", "[micromatch]")
{
    const Event e = fourPlayers(MatchStandings::GamePoints);
    CHECK(roundMaxHalfPoints(e) == 4);
    const Standings s = computeStandings(
        e, {TieBreak::Wins, TieBreak::SonnebornBerger, TieBreak::Buchholz, TieBreak::Shmulyan});
    // SB, the opponent's score times the share of the match's game points: B = C's 3½ × ½ + A's
    // 2 × 1 + D's 2 × ¾ = 5.25; A = D's 2 × ¾ + B's 4½ × 0 + C's 3½ × ¼ = 2.375; D = A's 2 × ¼ +
    // C's 3½ × ½ + B's 4½ × ¼ = 3.375. WIN counts games won: B four, A one (round 1, game 1), D
    // none. SHM counts matches: A beat D (+2) and lost to B and C (−4.5 − 3.5).
    CHECK(rowsOf(e, s) == std::vector<std::string>{
                              "1 B 4.5 games 6 4 5.25 7.5 4",
                              "2 C 3.5 games 6 2 4.75 8.5 2",
                              "3 A 2 games 6 1 2.375 10 -6",
                              "4 D 2 games 6 0 3.375 10 -6.5",
                          });
    const Crosstable table = crosstableOf(e, s);
    // Cells are game points of the match, row against column (B, C, A, D).
    CHECK(table.rows[0].cells == std::vector<std::string>{"\xC3\x97", "1", "2", "1\xC2\xBD"});
    CHECK(table.rows[2].cells ==
          std::vector<std::string>{"0", "\xC2\xBD", "\xC3\x97", "1\xC2\xBD"});
    CHECK(table.rows[2].points == "2");
}

TEST_CASE("micro-matches by match points: a match is one win, draw or loss", "[micromatch]")
{
    const Event e = fourPlayers(MatchStandings::MatchPoints);
    CHECK(roundMaxHalfPoints(e) == 2);
    const Standings s = computeStandings(e, {TieBreak::Wins, TieBreak::SonnebornBerger});
    // SB: B = C's 2 / 2 + A's 1 + D's ½ = 2.5; C = B's 2½ / 2 + D's ½ / 2 + A's 1 = 2.5; A =
    // D's ½ (won) = 0.5.
    CHECK(rowsOf(e, s) == std::vector<std::string>{
                              "1 B 2.5 games 6 2 2.5",
                              "2 C 2 games 6 1 2.5",
                              "3 A 1 games 6 1 0.5",
                              "4 D 0.5 games 6 0 1",
                          });
    const Crosstable table = crosstableOf(e, s);
    CHECK(table.rows[0].cells == std::vector<std::string>{"\xC3\x97", "\xC2\xBD", "1", "1"});
    CHECK(table.rows[2].points == "1");
}

TEST_CASE("a micro-match with one game in counts that game's points only by game points",
          "[micromatch]")
{
    Event e = fourPlayers(MatchStandings::GamePoints);
    // Round 3, B-D: game 2 not entered yet.
    e.players[1].results[2].games[1] = O::NotPaired;
    e.players[1].results[2].outcome = O::NotPaired;
    e.players[3].results[2].games[1] = O::NotPaired;
    e.players[3].results[2].outcome = O::NotPaired;
    const Standings s = computeStandings(e, {});
    CHECK(scoresAfter(e, 3)[1] == 4); // B: 1 + 2 + 1
    CHECK(s.rows[0].player == 1);
    const Crosstable table = crosstableOf(e, s);
    CHECK(table.rows[0].cells[3] == "1"); // B against D so far
    e.standingsBy = MatchStandings::MatchPoints;
    CHECK(scoresAfter(e, 3)[1] == 1.5); // B: a drawn and a won match; round 3 not finished
}

} // namespace micromatch_test
