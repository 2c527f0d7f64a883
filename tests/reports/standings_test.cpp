// reports/standings and tiebreak: small tournaments computed by hand — one with a bye every
// round, a forfeit and a withdrawal — asserting every value, and ties resolved or shared.
#include "reports/crosstable.h"
#include "reports/standings.h"

#include <catch2/catch.hpp>
#include <map>

using namespace reports;

namespace {

// A round robin from results written as "round white black outcome-of-white" rows; the players
// are named by their start numbers 1…n. A bye: black 0 with the bye's outcome.
Event event(int players, int rounds, std::vector<std::tuple<int, int, int, Outcome>> games)
{
    Event e;
    e.rounds = rounds;
    for (int p = 1; p <= players; ++p) {
        EventPlayer player;
        player.startNumber = p;
        player.name = std::string(1, static_cast<char>('A' + p - 1));
        for (int r = 1; r <= rounds; ++r)
            player.results.push_back({r, -1, false, Outcome::NotPaired, {}});
        e.players.push_back(player);
    }
    const auto mirrored = [](Outcome o) {
        switch (o) {
        case Outcome::Win:
            return Outcome::Loss;
        case Outcome::Loss:
            return Outcome::Win;
        case Outcome::ForfeitWin:
            return Outcome::ForfeitLoss;
        case Outcome::ForfeitLoss:
            return Outcome::ForfeitWin;
        default:
            return o;
        }
    };
    for (const auto &[round, white, black, outcome] : games) {
        auto &w = e.players[static_cast<std::size_t>(white - 1)]
                      .results[static_cast<std::size_t>(round - 1)];
        w = {round, black - 1, true, outcome, {}};
        if (black == 0)
            continue;
        auto &b = e.players[static_cast<std::size_t>(black - 1)]
                      .results[static_cast<std::size_t>(round - 1)];
        b = {round, white - 1, false, mirrored(outcome), {}};
    }
    return e;
}

// Five players A…E by Berger's table for 5: a bye each round (no points); D beats E by forfeit
// in round 3; E withdraws after round 4, so A wins their round-5 game by forfeit.
Event fivePlayers()
{
    using O = Outcome;
    return event(5, 5,
                 {{1, 1, 0, O::ZeroBye},
                  {1, 2, 5, O::Win},
                  {1, 3, 4, O::Draw},
                  {2, 4, 0, O::ZeroBye},
                  {2, 5, 3, O::Loss},
                  {2, 1, 2, O::Draw},
                  {3, 2, 0, O::ZeroBye},
                  {3, 3, 1, O::Loss},
                  {3, 4, 5, O::ForfeitWin},
                  {4, 5, 0, O::ZeroBye},
                  {4, 1, 4, O::Win},
                  {4, 2, 3, O::Draw},
                  {5, 3, 0, O::ZeroBye},
                  {5, 4, 2, O::Loss},
                  {5, 5, 1, O::ForfeitLoss}});
}

std::map<char, double> valuesOf(const Event &e, TieBreak tieBreak)
{
    std::map<char, double> out;
    for (int p = 0; p < 5; ++p)
        out[static_cast<char>('A' + p)] = computeTieBreak(e, p, tieBreak, 5).value;
    return out;
}

} // namespace

TEST_CASE("five players with byes, a forfeit and a withdrawal: every value by hand", "[standings]")
{
    const Event e = fivePlayers();
    CHECK(scoresAfter(e, 5) == std::vector<double>{3.5, 3, 2, 1.5, 0});
    CHECK(scoresAfter(e, 2) == std::vector<double>{0.5, 1.5, 1.5, 0.5, 0});

    // FIDE 2024: an opponent's unplayed rounds count as draws (A 3.5, B 3.5, C 2.5, D 1.5, E 1.5
    // adjusted); one's own unplayed rounds count one's own score.
    CHECK(valuesOf(e, TieBreak::Buchholz) ==
          std::map<char, double>{{'A', 14.5}, {'B', 12}, {'C', 12}, {'D', 12.5}, {'E', 6}});
    CHECK(valuesOf(e, TieBreak::BuchholzCut1) ==
          std::map<char, double>{{'A', 13}, {'B', 10.5}, {'C', 10.5}, {'D', 11}, {'E', 6}});
    CHECK(valuesOf(e, TieBreak::BuchholzMedian1) ==
          std::map<char, double>{{'A', 9.5}, {'B', 7}, {'C', 7}, {'D', 7.5}, {'E', 2.5}});
    CHECK(valuesOf(e, TieBreak::SonnebornBerger) ==
          std::map<char, double>{{'A', 5.75}, {'B', 6}, {'C', 4}, {'D', 1.25}, {'E', 0}});
    CHECK(valuesOf(e, TieBreak::Wins) ==
          std::map<char, double>{{'A', 2}, {'B', 2}, {'C', 1}, {'D', 0}, {'E', 0}});
    CHECK(valuesOf(e, TieBreak::Shmulyan) ==
          std::map<char, double>{{'A', 3.5}, {'B', 1.5}, {'C', -3.5}, {'D', -6.5}, {'E', -5}});
    CHECK(valuesOf(e, TieBreak::Progressive) ==
          std::map<char, double>{{'A', 8}, {'B', 9}, {'C', 7.5}, {'D', 5.5}, {'E', 0}});
    CHECK(valuesOf(e, TieBreak::Koya) ==
          std::map<char, double>{{'A', 0.5}, {'B', 0.5}, {'C', 0.5}, {'D', 0}, {'E', 0}});
    CHECK(computeTieBreak(e, 0, TieBreak::TruncatedSolkoff, 5).sequence ==
          std::vector<double>{14.5, 13, 10.5, 7, 3.5});

    // A's Buchholz, round by round, as the arbiter reads it.
    const TieBreakValue bh = computeTieBreak(e, 0, TieBreak::BuchholzCut1, 5);
    REQUIRE(bh.breakdown.size() == 5);
    CHECK(bh.breakdown[0].note == "unplayed: own score");
    CHECK(bh.breakdown[0].value == 3.5);
    CHECK(bh.breakdown[3].opponent == 3);
    CHECK(bh.breakdown[3].note == "cut (opponent's score, his unplayed rounds as draws)");
    CHECK(bh.breakdown[4].note == "unplayed: own score");

    Event playedOnly = e;
    playedOnly.unplayed = UnplayedRounds::PlayedOnly;
    CHECK(computeTieBreak(playedOnly, 0, TieBreak::Buchholz, 5).value == 3 + 2 + 1.5);
    CHECK(computeTieBreak(playedOnly, 1, TieBreak::SonnebornBerger, 5).value == 0 + 1.75 + 1 + 1.5);

    const Standings standings = computeStandings(e, *tieBreakPreset("russian-round-robin"));
    REQUIRE(standings.rows.size() == 5);
    std::string order;
    for (const StandingRow &row : standings.rows)
        order +=
            std::to_string(row.place) + e.players[static_cast<std::size_t>(row.player)].name + " ";
    CHECK(order == "1A 2B 3C 4D 5E ");
    CHECK(standings.rows[0].gamesPlayed == 3);
}

TEST_CASE("ties: broken by direct encounter, or a shared place", "[standings]")
{
    using O = Outcome;
    // A and B on 2 points; A beat B.
    const Event pair = event(4, 3,
                             {{1, 1, 2, O::Win},
                              {1, 3, 4, O::Draw},
                              {2, 1, 3, O::Loss},
                              {2, 2, 4, O::Win},
                              {3, 1, 4, O::Win},
                              {3, 2, 3, O::Win}});
    CHECK(scoresAfter(pair, 3) == std::vector<double>{2, 2, 1.5, 0.5});
    const Standings byEncounter = computeStandings(pair, {TieBreak::DirectEncounter});
    CHECK(byEncounter.rows[0].player == 0);
    CHECK(byEncounter.rows[0].place == 1);
    CHECK(byEncounter.rows[1].place == 2);
    CHECK(byEncounter.rows[0].tieBreaks[0].value == 1);
    CHECK(byEncounter.rows[1].tieBreaks[0].value == 0);
    // After round 1 only A and B played each other among the leaders … and C, D drew.
    const Standings early = computeStandings(pair, {TieBreak::DirectEncounter}, 1);
    CHECK(early.afterRound == 1);
    CHECK(early.rows[0].points == 1);

    // A cycle A > B > C > A, everyone drawing with D: all on 1½; D has no win and is fourth,
    // A, B, C share first to third.
    const Event cycle = event(4, 3,
                              {{1, 1, 2, O::Win},
                               {1, 3, 4, O::Draw},
                               {2, 2, 3, O::Win},
                               {2, 1, 4, O::Draw},
                               {3, 3, 1, O::Win},
                               {3, 2, 4, O::Draw}});
    const Standings shared = computeStandings(cycle, *tieBreakPreset("russian-round-robin"));
    std::string places;
    for (const StandingRow &row : shared.rows)
        places += std::to_string(row.place) + "-" + std::to_string(row.placeLast) + " ";
    CHECK(places == "1-3 1-3 1-3 4-4 ");
    CHECK(shared.rows[3].player == 3);
    CHECK(shared.rows[0].tieBreaks[1].value == 2.25); // SB: 1½ for the win, ¾ for the draw
    CHECK(shared.rows[0].tieBreaks[2].value == 1);    // DE: one point among the three
    CHECK(shared.rows[0].tieBreaks[2].applicable);
}

TEST_CASE("points are written in the tournament's scoring", "[standings]")
{
    CHECK(formatPoints(7, Scoring::OneHalfZero) == "3\xC2\xBD");
    CHECK(formatPoints(1, Scoring::OneHalfZero) == "\xC2\xBD");
    CHECK(formatPoints(0, Scoring::OneHalfZero) == "0");
    CHECK(formatPoints(8, Scoring::OneHalfZero) == "4");
    CHECK(formatPoints(7, Scoring::TwoOneZero) == "7");
    CHECK(tieBreakByCode("BH-C1") == TieBreak::BuchholzCut1);
    CHECK(*parseTieBreaks("russian-swiss") ==
          std::vector{TieBreak::BuchholzCut1, TieBreak::Buchholz, TieBreak::Wins});
    CHECK(*parseTieBreaks("SB,DE") ==
          std::vector{TieBreak::SonnebornBerger, TieBreak::DirectEncounter});
    CHECK(parseTieBreaks("SB,XYZ").error() ==
          "unknown tie-break 'XYZ' (BH, BH-C1, BH-M1, BH-T, SB, WIN, DE, SHM, PS, KS, or a preset: "
          "russian-round-robin, russian-swiss)");
    CHECK(displayWidth("Куперман И.") == 11);
    CHECK_FALSE(tieBreakByCode("XYZ"));
    CHECK(info(TieBreak::Shmulyan).russian == "коэффициент Шмульяна");
}

TEST_CASE("crosstable cells: 1 = 0 or 1 ½ 0, 2 1 0, forfeits, unplayed", "[standings]")
{
    Event e = fivePlayers();
    const Standings s = computeStandings(e, {TieBreak::SonnebornBerger});
    // The cells of the row of start number `row` against start number `column`.
    const auto cell = [&s](const Crosstable &table, int row, int column) {
        std::size_t r = 0;
        std::size_t c = 0;
        for (std::size_t i = 0; i < table.rows.size(); ++i) {
            r = table.rows[i].startNumber == row ? i : r;
            c = table.rows[i].startNumber == column ? i : c;
        }
        return table.rows[r].cells[c];
    };
    const Crosstable equals = crosstableOf(e, s);
    CHECK(cell(equals, 1, 2) == "=");            // round 2, drawn
    CHECK(cell(equals, 3, 1) == "0");            // round 3, A won
    CHECK(cell(equals, 4, 5) == "+");            // round 3, E did not come
    CHECK(cell(equals, 5, 4) == "\xE2\x88\x92"); // −
    CHECK(cell(equals, 1, 1) == "\xC3\x97");
    const Crosstable halves = crosstableOf(e, s, CellStyle::Halves);
    CHECK(cell(halves, 1, 2) == "\xC2\xBD");
    e.scoring = Scoring::TwoOneZero;
    const Crosstable twoOneZero = crosstableOf(e, computeStandings(e, {}));
    CHECK(cell(twoOneZero, 1, 2) == "1");
    CHECK(cell(twoOneZero, 1, 4) == "2");
}
