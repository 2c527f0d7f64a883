// reports/standings and tiebreak: small tournaments computed by hand — one with a bye every
// round, a forfeit and a withdrawal — asserting every value, and ties resolved or shared.
#include "reports/crosstable.h"
#include "reports/standings.h"

#include <catch2/catch.hpp>
#include <map>

namespace standings_test {

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

    // FIDE 2024 (C.07 16.2): A's zero-point bye in round 1 is voluntarily unplayed, his forfeit
    // win in round 5 is not; C's bye in the last round and E's bye in round 4 come with no game
    // after them (16.2.5), so they count as draws in their scores as opponents (16.3.2): C 2½,
    // E ½ (his forfeit losses count as they ended, 16.2.4). Own unplayed rounds: a dummy
    // opponent with one's own score (16.4), the voluntarily unplayed cut first (14.6).
    const TieBreakContext context(e, 5);
    std::vector<double> asOpponents;
    for (int p = 0; p < 5; ++p)
        asOpponents.push_back(context.scoreAsOpponent(p));
    CHECK(asOpponents == std::vector<double>{3.5, 3, 2.5, 1.5, 0.5});
    CHECK(context.kind(0, 0) == RoundKind::RequestedBye);
    CHECK(context.kind(0, 4) == RoundKind::ForfeitWin);
    CHECK(context.kind(2, 4) == RoundKind::ByeToTheEnd);
    CHECK(context.kind(4, 2) == RoundKind::ForfeitLoss);
    CHECK(context.kind(4, 3) == RoundKind::ByeToTheEnd);
    CHECK(context.kind(4, 4) == RoundKind::ForfeitLoss);
    CHECK(valuesOf(e, TieBreak::Buchholz) ==
          std::map<char, double>{{'A', 14}, {'B', 11}, {'C', 10.5}, {'D', 12}, {'E', 5.5}});
    CHECK(valuesOf(e, TieBreak::BuchholzCut1) ==
          std::map<char, double>{{'A', 10.5}, {'B', 8}, {'C', 8.5}, {'D', 10.5}, {'E', 5.5}});
    CHECK(valuesOf(e, TieBreak::BuchholzMedian1) ==
          std::map<char, double>{{'A', 7}, {'B', 4.5}, {'C', 5}, {'D', 7}, {'E', 2.5}});
    CHECK(valuesOf(e, TieBreak::SonnebornBerger) ==
          std::map<char, double>{{'A', 9}, {'B', 5}, {'C', 2.75}, {'D', 2.75}, {'E', 0}});
    // WIN counts A's forfeit win (C.07 7.1), WON only the games won over the board (7.2).
    CHECK(valuesOf(e, TieBreak::Wins) ==
          std::map<char, double>{{'A', 3}, {'B', 2}, {'C', 1}, {'D', 1}, {'E', 0}});
    CHECK(valuesOf(e, TieBreak::GamesWon) ==
          std::map<char, double>{{'A', 2}, {'B', 2}, {'C', 1}, {'D', 0}, {'E', 0}});
    CHECK(valuesOf(e, TieBreak::Shmulyan) ==
          std::map<char, double>{{'A', 3.5}, {'B', 1.5}, {'C', -3.5}, {'D', -6.5}, {'E', -5}});
    CHECK(valuesOf(e, TieBreak::Progressive) ==
          std::map<char, double>{{'A', 8}, {'B', 9}, {'C', 7.5}, {'D', 5.5}, {'E', 0}});
    CHECK(valuesOf(e, TieBreak::Koya) ==
          std::map<char, double>{{'A', 0.5}, {'B', 0.5}, {'C', 0.5}, {'D', 0}, {'E', 0}});
    // The voluntarily unplayed round 1 goes first, then 1½, 2½, 3, 3½.
    CHECK(computeTieBreak(e, 0, TieBreak::TruncatedSolkoff, 5).sequence ==
          std::vector<double>{14, 10.5, 9, 6.5, 3.5});

    // A's Buchholz, round by round, as the arbiter reads it.
    const TieBreakValue bh = computeTieBreak(e, 0, TieBreak::BuchholzCut1, 5);
    REQUIRE(bh.breakdown.size() == 5);
    CHECK(reports::noteText(bh.breakdown[0].note, reports::Language::English) ==
          "cut, voluntarily unplayed rounds first (C.07 14.6) (zero-point "
          "bye, voluntarily unplayed: a dummy opponent with his own score "
          "(C.07 16.4))");
    CHECK(bh.breakdown[0].value == 3.5);
    CHECK(bh.breakdown[2].opponent == 2);
    CHECK(reports::noteText(bh.breakdown[2].note, reports::Language::English) ==
          "opponent's score, his round 5 (byes or absences with no game "
          "after them) as draws (C.07 16.3.2)");
    CHECK(reports::noteText(bh.breakdown[3].note, reports::Language::English) ==
          "opponent's score");
    CHECK(reports::noteText(bh.breakdown[4].note, reports::Language::English) ==
          "won by forfeit: a dummy opponent with his own score (C.07 16.4)");
    const TieBreakValue sb = computeTieBreak(e, 0, TieBreak::SonnebornBerger, 5);
    CHECK(sb.breakdown[0].value == 0);
    CHECK(reports::noteText(sb.breakdown[0].note, reports::Language::English) ==
          "zero-point bye, voluntarily unplayed: a dummy opponent with his "
          "own score (C.07 16.4), none of it");
    CHECK(reports::noteText(sb.breakdown[1].note, reports::Language::English) ==
          "drawn: half the opponent's score");
    CHECK(sb.breakdown[4].value == 3.5);
    CHECK(reports::noteText(sb.breakdown[4].note, reports::Language::English) ==
          "won by forfeit: a dummy opponent with his own score (C.07 16.4), all of it");

    Event playedOnly = e;
    playedOnly.unplayed = UnplayedRounds::PlayedOnly;
    CHECK(computeTieBreak(playedOnly, 0, TieBreak::Buchholz, 5).value == 3 + 2 + 1.5);
    CHECK(computeTieBreak(playedOnly, 0, TieBreak::BuchholzCut1, 5).value == 3 + 2 + 1.5);
    CHECK(computeTieBreak(playedOnly, 1, TieBreak::SonnebornBerger, 5).value == 0 + 1.75 + 1 + 1.5);
    CHECK(reports::noteText(computeTieBreak(playedOnly, 0, TieBreak::Buchholz, 5).breakdown[0].note,
                            reports::Language::English) ==
          "zero-point bye, voluntarily unplayed: nothing");

    // FIDE 2009: every unplayed round of an opponent a draw (A 3½, B 3½, C 2½, D 1½, E 1½); A's
    // own, a virtual opponent: round 1, 0 before it + the bye's other result 1 + four draws = 3;
    // round 5, 2½ before it + 0 = 2½. The lowest is cut, whatever it was.
    Event fide2009 = e;
    fide2009.unplayed = UnplayedRounds::Fide2009;
    CHECK(valuesOf(fide2009, TieBreak::Buchholz) ==
          std::map<char, double>{{'A', 13}, {'B', 12.5}, {'C', 13}, {'D', 14}, {'E', 10.5}});
    CHECK(computeTieBreak(fide2009, 0, TieBreak::BuchholzCut1, 5).value == 11.5);
    CHECK(computeTieBreak(fide2009, 0, TieBreak::SonnebornBerger, 5).value == 8.25);
    CHECK(reports::noteText(computeTieBreak(fide2009, 0, TieBreak::Buchholz, 5).breakdown[0].note,
                            reports::Language::English) ==
          "zero-point bye, voluntarily unplayed: a virtual opponent (his score before the round, "
          "the other result, draws after it)");
    CHECK(reports::noteText(computeTieBreak(fide2009, 0, TieBreak::Buchholz, 5).breakdown[1].note,
                            reports::Language::English) ==
          "opponent's score, his unplayed round 3 as draws");

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

TEST_CASE("direct encounter applied again to those still level (C.07 Article 6)", "[standings]")
{
    using O = Outcome;
    // A, B, C, D play a round robin among themselves in rounds 1-3: A beats B and D, C beats A,
    // B beats C, C-D and B-D drawn. Among the four A has 2, B and C 1½, D 1. E-H play theirs
    // (E beats all, F beats G and H, G beats H); in round 4 E beats A, B draws F, C draws G, D
    // beats H: A, B, C and D all end on 2 points (E 4, F 2½, G 1½, H 0).
    const Event four = event(8, 4,
                             {{1, 1, 2, O::Win},
                              {1, 3, 4, O::Draw},
                              {1, 5, 6, O::Win},
                              {1, 7, 8, O::Win},
                              {2, 1, 3, O::Loss},
                              {2, 2, 4, O::Draw},
                              {2, 5, 7, O::Win},
                              {2, 6, 8, O::Win},
                              {3, 1, 4, O::Win},
                              {3, 2, 3, O::Win},
                              {3, 5, 8, O::Win},
                              {3, 6, 7, O::Win},
                              {4, 5, 1, O::Win},
                              {4, 2, 6, O::Draw},
                              {4, 3, 7, O::Draw},
                              {4, 4, 8, O::Win}});
    CHECK(scoresAfter(four, 4) == std::vector<double>{2, 2, 2, 2, 4, 2.5, 1.5, 0});
    // B and C, level on 1½ among the four, are ranked by the rule applied to the two of them
    // again: B beat C. Before, they shared fourth and fifth.
    const Standings s = computeStandings(four, {TieBreak::DirectEncounter});
    std::string places;
    for (const StandingRow &row : s.rows)
        places += std::to_string(row.place) + "-" + std::to_string(row.placeLast) +
                  four.players[static_cast<std::size_t>(row.player)].name + " ";
    CHECK(places == "1-1E 2-2F 3-3A 4-4B 5-5C 6-6D 7-7G 8-8H ");
    const TieBreakValue &a = s.rows[2].tieBreaks[0];
    const TieBreakValue &b = s.rows[3].tieBreaks[0];
    const TieBreakValue &c = s.rows[4].tieBreaks[0];
    const TieBreakValue &d = s.rows[5].tieBreaks[0];
    CHECK(a.value == 2);
    CHECK(a.sequence.empty());
    CHECK_FALSE(a.remark);
    CHECK(b.value == 1.5);
    CHECK(b.sequence == std::vector<double>{1.5, 1});
    CHECK(c.sequence == std::vector<double>{1.5, 0});
    CHECK(d.value == 1);
    CHECK(tieBreakText(b) == "1.5/1");
    CHECK(tieBreakText(c) == "1.5/0");
    CHECK(tieBreakText(d) == "1");
    REQUIRE(b.remark);
    CHECK(b.remark->kind == TieBreakRemark::Kind::AppliedAgain);
    CHECK(b.remark->games == 2);
    CHECK(reports::remarkText(*c.remark, reports::Language::English) ==
          "the rule applied again to the players still level, the last time among 2 (C.07 "
          "Article 6)");
}

TEST_CASE("SB under 2-1-0 scoring: the opponent's score times the points scored (C.07 9.1)",
          "[standings]")
{
    using O = Outcome;
    // Round 1: A beats B, C-D drawn; round 2: C beats A, B beats D; round 3: A beats D, B beats C.
    // Under 2-1-0: A 4, B 4, C 3, D 1. SB: A 2×4 (B) + 2×1 (D) = 10; B 2×1 (D) + 2×3 (C) = 8;
    // C 1×1 (D) + 2×4 (A) = 9; D 1×3 (C) = 3 — four times the 1-½-0 values (2½, 2, 2¼, ¾), as
    // both the scores and the points scored are doubled.
    Event e = event(4, 3,
                    {{1, 1, 2, O::Win},
                     {1, 3, 4, O::Draw},
                     {2, 1, 3, O::Loss},
                     {2, 2, 4, O::Win},
                     {3, 1, 4, O::Win},
                     {3, 2, 3, O::Win}});
    const auto sb = [&e] {
        std::vector<double> out;
        for (int p = 0; p < 4; ++p)
            out.push_back(computeTieBreak(e, p, TieBreak::SonnebornBerger, 3).value);
        return out;
    };
    CHECK(sb() == std::vector<double>{2.5, 2, 2.25, 0.75});
    e.scoring = Scoring::TwoOneZero;
    CHECK(scoresAfter(e, 3) == std::vector<double>{4, 4, 3, 1});
    CHECK(sb() == std::vector<double>{10, 8, 9, 3});
    const TieBreakValue a = computeTieBreak(e, 0, TieBreak::SonnebornBerger, 3);
    REQUIRE(a.breakdown.size() == 3);
    CHECK(a.breakdown[0].value == 8);
    CHECK(reports::noteText(a.breakdown[0].note, reports::Language::English) ==
          "won: 2 \xC3\x97 opponent's score");
    const TieBreakValue c = computeTieBreak(e, 2, TieBreak::SonnebornBerger, 3);
    CHECK(c.breakdown[0].value == 1);
    CHECK(reports::noteText(c.breakdown[0].note, reports::Language::English) ==
          "drawn: opponent's score");
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
          "unknown tie-break 'XYZ' (BH, BH-C1, BH-M1, BH-T, FB, AOB, SB, WIN, WON, BPG, BWG, DE, "
          "SHM, PS, KS, ARO, TPR, or a preset: russian-round-robin, russian-swiss)");
    CHECK(*parseTieBreaks("WON,BPG,BWG,FB,AOB,ARO,TPR") ==
          std::vector{TieBreak::GamesWon, TieBreak::BlackGames, TieBreak::BlackWins,
                      TieBreak::ForeBuchholz, TieBreak::OpponentsBuchholz, TieBreak::AverageRating,
                      TieBreak::PerformanceRating});
    CHECK(info(TieBreak::PerformanceRating).russian == "турнирный рейтинг-перформанс");
    CHECK(info(TieBreak::GamesWon).english == "games won over the board");
    CHECK(displayWidth("Куперман И.") == 11);
    CHECK_FALSE(tieBreakByCode("XYZ"));
    CHECK(info(TieBreak::Shmulyan).russian == "коэффициент Шмульяна");
}

TEST_CASE("crosstable cells: 1 = 0 or 1 ½ 0, 2 1 0, forfeits, unplayed", "[standings]")
{
    Event e = fivePlayers();
    const Standings s = computeStandings(e, {TieBreak::SonnebornBerger});
    // The cells of the row of start number `row` against start number `column`.
    const auto cell = [](const Crosstable &table, int row, int column) {
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

TEST_CASE("BPG, BWG, ARO, TPR, FB and AOB by hand", "[standings]")
{
    Event e = fivePlayers();
    // Colours: the first of each game above has White. A: White against B, Black against C (won),
    // White against D; his round-5 forfeit win is no game.
    CHECK(valuesOf(e, TieBreak::BlackGames) ==
          std::map<char, double>{{'A', 1}, {'B', 2}, {'C', 2}, {'D', 2}, {'E', 1}});
    CHECK(valuesOf(e, TieBreak::BlackWins) ==
          std::map<char, double>{{'A', 1}, {'B', 1}, {'C', 1}, {'D', 0}, {'E', 0}});

    // Ratings 2000, 1900, 1800, 1700; E has none. ARO and TPR (C.07 10.1, 10.2) count the
    // opponents met over the board who have a rating. A: 1900, 1800, 1700 → 1800; 2½ of 3 = 83%,
    // dp 273. B: E unrated; 2000, 1800, 1700 → 1833⅓ → 1833; 2 of 3 = 67%, dp 125. C: 1700,
    // 2000, 1900 → 1866⅔ → 1867; 1 of 3 = 33%, dp −125. D: 1800, 2000, 1900 → 1900; ½ of 3 = 17%,
    // dp −273. E: 1900, 1800 → 1850, nothing scored: dp −800.
    e.players[0].rating = 2000;
    e.players[1].rating = 1900;
    e.players[2].rating = 1800;
    e.players[3].rating = 1700;
    CHECK(valuesOf(e, TieBreak::AverageRating) ==
          std::map<char, double>{{'A', 1800}, {'B', 1833}, {'C', 1867}, {'D', 1900}, {'E', 1850}});
    CHECK(valuesOf(e, TieBreak::PerformanceRating) ==
          std::map<char, double>{{'A', 2073}, {'B', 1958}, {'C', 1742}, {'D', 1627}, {'E', 1050}});
    const TieBreakValue tpr = computeTieBreak(e, 1, TieBreak::PerformanceRating, 5);
    CHECK(reports::remarkText(tpr.remark.value(), reports::Language::English) ==
          "ARO 1833 + dp 125 for 67% of the points in 3 games (C.07 10.2)");
    REQUIRE(tpr.breakdown.size() == 5);
    CHECK(reports::noteText(tpr.breakdown[0].note, reports::Language::English) ==
          "opponent without a rating: not counted");
    CHECK(reports::noteText(tpr.breakdown[2].note, reports::Language::English) ==
          "zero-point bye, voluntarily unplayed: not counted, no game "
          "was played");
    CHECK(tpr.breakdown[1].value == 2000);
    CHECK(reports::noteText(tpr.breakdown[1].note, reports::Language::English) ==
          "opponent's rating, scored \xC2\xBD");
    CHECK(ratingDifference(100) == 800);
    CHECK(ratingDifference(99) == 677);
    CHECK(ratingDifference(83) == 273);
    CHECK(ratingDifference(50) == 0);
    CHECK(ratingDifference(17) == -273);
    CHECK(ratingDifference(0) == -800);

    // FB (C.07 8.3): round 5 as if drawn — D-B ½-½, E-A ½-½ (the forfeit too), C's bye as it
    // was. Scores then: A 3, B 2½, C 2, D 2, E ½; as opponents C 2½ (his last-round bye), E ½
    // (his round-4 bye has a game after it now).
    CHECK(valuesOf(e, TieBreak::ForeBuchholz) ==
          std::map<char, double>{{'A', 10.5}, {'B', 10.5}, {'C', 10}, {'D', 12}, {'E', 9}});
    const TieBreakValue fb = computeTieBreak(e, 0, TieBreak::ForeBuchholz, 5);
    CHECK(fb.breakdown[4].value == 0.5);
    CHECK(reports::noteText(fb.breakdown[4].note, reports::Language::English) ==
          "last round taken as drawn (C.07 8.3): opponent's score");
    // AOB (8.2): the Buchholz of the opponents met over the board (A 14, B 11, C 10.5, D 12,
    // E 5.5), averaged and rounded to hundredths. A: (11 + 10.5 + 12) / 3; C: 42.5 / 4 = 10.625.
    CHECK(valuesOf(e, TieBreak::OpponentsBuchholz) ==
          std::map<char, double>{
              {'A', 11.17}, {'B', 10.5}, {'C', 10.63}, {'D', 11.83}, {'E', 10.75}});
}

TEST_CASE("a pairing-allocated bye: a win's points, an awarded bye, WIN but not WON", "[standings]")
{
    using O = Outcome;
    Event e = event(3, 1, {{1, 1, 2, O::Win}, {1, 3, 0, O::PairingBye}});
    CHECK(halfPoints(O::PairingBye) == 2);
    CHECK_FALSE(played(O::PairingBye));
    CHECK(scoresAfter(e, 1) == std::vector<double>{1, 0, 1});
    const TieBreakContext context(e, 1);
    CHECK(context.kind(2, 0) == RoundKind::AwardedBye);
    CHECK_FALSE(voluntarilyUnplayed(RoundKind::AwardedBye));
    CHECK(computeTieBreak(e, 2, TieBreak::Wins, 1).value == 1);
    CHECK(reports::noteText(computeTieBreak(e, 2, TieBreak::Wins, 1).breakdown[0].note,
                            reports::Language::English) == "pairing-allocated bye: a win's points");
    CHECK(computeTieBreak(e, 2, TieBreak::GamesWon, 1).value == 0);
    // Not voluntarily unplayed: not cut first, so C's one contribution (his own 1) is the cut one
    // anyway; the note says it was the lowest, not a voluntarily unplayed round.
    const TieBreakValue cut = computeTieBreak(e, 2, TieBreak::BuchholzCut1, 1);
    CHECK(cut.value == 0);
    CHECK(reports::noteText(cut.breakdown[0].note, reports::Language::English) ==
          "cut (pairing-allocated bye: a dummy opponent with his own score (C.07 16.4))");
}

TEST_CASE("direct encounter when the tied players have not all met (C.07 6.2)", "[standings]")
{
    using O = Outcome;
    // Six players, three rounds. A beats B and C, B and C never meet; A, B and C end on 2:
    //   round 1: A-B 1-0, C-D 1-0, E-F ½-½;  round 2: A-C 1-0, B-E 1-0, D-F ½-½;
    //   round 3: D-A 1-0, B-F 1-0, C-E 1-0.
    const std::vector<std::tuple<int, int, int, O>> games = {
        {1, 1, 2, O::Win}, {1, 3, 4, O::Win}, {1, 5, 6, O::Draw},
        {2, 1, 3, O::Win}, {2, 2, 5, O::Win}, {2, 4, 6, O::Draw},
        {3, 4, 1, O::Win}, {3, 2, 6, O::Win}, {3, 3, 5, O::Win}};
    const Event swiss = event(6, 3, games);
    CHECK(scoresAfter(swiss, 3) == std::vector<double>{2, 2, 2, 1.5, 0.5, 1});
    // A has 2 among the three whatever B-C would give (at most 1): first. B and C, 0 each, could
    // each still reach 1: not ranked, they share second and third.
    const Standings s = computeStandings(swiss, {TieBreak::DirectEncounter});
    std::string places;
    for (const StandingRow &row : s.rows)
        places += std::to_string(row.place) + "-" + std::to_string(row.placeLast) +
                  swiss.players[static_cast<std::size_t>(row.player)].name + " ";
    CHECK(places == "1-1A 2-3B 2-3C 4-4D 5-5F 6-6E ");
    CHECK(s.rows[0].tieBreaks[0].applicable);
    CHECK(s.rows[0].tieBreaks[0].value == 2);
    CHECK(reports::remarkText(s.rows[0].tieBreaks[0].remark.value(), reports::Language::English) ==
          "the tied players have not all met: ahead of the rest of them whatever the games they "
          "have not played would give (C.07 6.2)");
    CHECK_FALSE(s.rows[1].tieBreaks[0].applicable);
    CHECK_FALSE(s.rows[2].tieBreaks[0].applicable);

    // A's win over C by forfeit: not an encounter (forfeits are out of DE). A then has 1 and
    // could be caught by C (0, two games to come against A and B): nobody is ranked.
    std::vector<std::tuple<int, int, int, O>> forfeited = games;
    std::get<3>(forfeited[3]) = O::ForfeitWin;
    const Event withForfeit = event(6, 3, forfeited);
    const Standings f = computeStandings(withForfeit, {TieBreak::DirectEncounter});
    CHECK(f.rows[0].place == 1);
    CHECK(f.rows[0].placeLast == 3);
    const TieBreakValue a =
        computeTieBreak(withForfeit, 0, TieBreak::DirectEncounter, 3, {0, 1, 2});
    CHECK_FALSE(a.applicable);
    REQUIRE(a.breakdown.size() == 2);
    CHECK(reports::noteText(a.breakdown[1].note, reports::Language::English) ==
          "won by forfeit against a tied player: not counted (C.07 Article 6)");
}

} // namespace standings_test
