// reports/crosstable: the round-by-round form of a Swiss's crosstable (issue 13) on a 6-player,
// 3-round Swiss computed by hand — every cell, places shared and not, a forfeit, both kinds of
// bye, a withdrawal — and the table the reports print from it.
#include "reports/crosstable.h"
#include "reports/reportdocument.h"
#include "reports/standings.h"

#include <catch2/catch.hpp>
#include <optional>
#include <tuple>

namespace crosstable_test {

using namespace reports;
using Rows = std::vector<std::vector<std::string>>;

namespace {

// A Swiss from "round, white, black, outcome for White" rows, players by start number 1…n; a bye
// is black 0 with the bye's outcome. Rounds not listed for a player are NotPaired.
Event swiss(std::vector<std::string> names, std::vector<std::optional<int>> ratings, int rounds,
            std::vector<std::tuple<int, int, int, Outcome>> games)
{
    Event e;
    e.name = "Швейцарка";
    e.rounds = rounds;
    for (std::size_t p = 0; p < names.size(); ++p) {
        EventPlayer player;
        player.startNumber = static_cast<int>(p + 1);
        player.name = names[p];
        player.rating = ratings[p];
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
        const auto r = static_cast<std::size_t>(round - 1);
        e.players[static_cast<std::size_t>(white - 1)].results[r] = {
            round, black - 1, true, outcome, {}};
        if (black != 0)
            e.players[static_cast<std::size_t>(black - 1)].results[r] = {
                round, white - 1, false, mirrored(outcome), {}};
    }
    return e;
}

// Six players. Round 1: 1-4 1-0, 2-5 ½-½, 3-6 +/- (6 did not come and withdrew after round 1).
// Round 2: 2-1 0-1, 3-5 0-1, 4 the bye (a win's points). Round 3: 1-5 ½-½, 3-4 1-0, 2 a half-point
// bye. Points: 1 2½; 5 and 3 2 (5 beat 3: DE 1 and 0); 2 and 4 1 (never met: DE does not apply,
// the place is shared, 2 printed first by start number); 6 0. So the rows are 1, 5, 3, 2, 4, 6.
Event sixPlayers()
{
    using O = Outcome;
    Event e = swiss({"Андреев", "Борисов", "Васильев", "Григорьев", "Дмитриев", "Егоров"},
                    {1800, 1750, 1700, 1650, 1600, std::nullopt}, 3,
                    {{1, 1, 4, O::Win},
                     {1, 2, 5, O::Draw},
                     {1, 3, 6, O::ForfeitWin},
                     {2, 2, 1, O::Loss},
                     {2, 3, 5, O::Loss},
                     {2, 4, 0, O::FullBye},
                     {3, 1, 5, O::Draw},
                     {3, 3, 4, O::Win},
                     {3, 2, 0, O::HalfBye}});
    e.players[5].withdrawnAfterRound = 1;
    return e;
}

// WON, the games won over the board (C.07 7.2): 3's forfeit win and 4's bye are not games won.
const std::vector<TieBreak> wonThenEncounter = {TieBreak::GamesWon, TieBreak::DirectEncounter};

} // namespace

TEST_CASE("a Swiss's crosstable round by round: opponent's row, colour, result", "[crosstable]")
{
    const Event e = sixPlayers();
    const Crosstable table = roundByRoundCrosstableOf(e, computeStandings(e, wonThenEncounter));
    CHECK(table.form == CrosstableForm::RoundByRound);
    const std::string minus = "\xE2\x88\x92"; // −, a forfeit lost
    CHECK(crosstableTable(table).rows ==
          Rows{{"Place", "No", "Name", "Rating", "R1", "R2", "R3", "Points", "WON", "DE"},
               {"1", "1", "Андреев", "1800", "5w1", "4b1", "2w=", "2\xC2\xBD", "2", "-"},
               {"2", "5", "Дмитриев", "1600", "4b=", "3b1", "1b=", "2", "1", "1"},
               {"3", "3", "Васильев", "1700", "6w+", "2w0", "5w1", "2", "1", "0"},
               {"4-5", "2", "Борисов", "1750", "2w=", "1w0", "bye\xC2\xBD", "1", "0", "-"},
               {"4-5", "4", "Григорьев", "1650", "1b0", "bye1", "3b0", "1", "0", "-"},
               {"6", "6", "Егоров (withdrew after round 1)", "", "3b" + minus, "-", "-", "0", "0",
                "-"}});
    const ReportTable printed = crosstableTable(table);
    CHECK(printed.keyColumns == 4); // place, number, name, rating
    CHECK(printed.alignRight ==
          std::vector<bool>{true, true, false, true, true, true, true, true, true, true});
    // The same event's CSV: ½ as a decimal only where the whole cell is a number.
    CHECK(tableCsv(printed) == "Place,No,Name,Rating,R1,R2,R3,Points,WON,DE\r\n"
                               "1,1,Андреев,1800,5w1,4b1,2w=,2.5,2,-\r\n"
                               "2,5,Дмитриев,1600,4b=,3b1,1b=,2,1,1\r\n"
                               "3,3,Васильев,1700,6w+,2w0,5w1,2,1,0\r\n"
                               "4-5,2,Борисов,1750,2w=,1w0,bye½,1,0,-\r\n"
                               "4-5,4,Григорьев,1650,1b0,bye1,3b0,1,0,-\r\n"
                               "6,6,Егоров (withdrew after round 1),,3b−,-,-,0,0,-\r\n");
}

TEST_CASE("round-by-round cells with halves and under 2-1-0 scoring", "[crosstable]")
{
    Event e = sixPlayers();
    const Crosstable halves =
        roundByRoundCrosstableOf(e, computeStandings(e, wonThenEncounter), CellStyle::Halves);
    CHECK(halves.rows[0].cells == std::vector<std::string>{"5w1", "4b1", "2w\xC2\xBD"});
    CHECK(halves.rows[3].cells == std::vector<std::string>{"2w\xC2\xBD", "1w0", "bye\xC2\xBD"});
    e.scoring = Scoring::TwoOneZero;
    const Crosstable twoOneZero =
        roundByRoundCrosstableOf(e, computeStandings(e, wonThenEncounter));
    CHECK(twoOneZero.rows[0].cells == std::vector<std::string>{"5w2", "4b2", "2w1"});
    CHECK(twoOneZero.rows[3].cells == std::vector<std::string>{"2w1", "1w0", "bye1"});
    CHECK(twoOneZero.rows[4].cells == std::vector<std::string>{"1b0", "bye2", "3b0"});
}

TEST_CASE("after a round: its columns only, opponents by the rows of then", "[crosstable]")
{
    // After round 2: 1 2; 5 1½; 3 (a forfeit win) and 4 (the bye) 1, neither won over the board
    // nor met: places 3-4, by start number; 2 ½; 6 0. Rows 1, 5, 3, 4, 2, 6.
    const Event e = sixPlayers();
    const Crosstable table = roundByRoundCrosstableOf(e, computeStandings(e, wonThenEncounter, 2));
    CHECK(crosstableTable(table).rows ==
          Rows{{"Place", "No", "Name", "Rating", "R1", "R2", "Points", "WON", "DE"},
               {"1", "1", "Андреев", "1800", "4w1", "5b1", "2", "2", "-"},
               {"2", "5", "Дмитриев", "1600", "5b=", "3b1", "1\xC2\xBD", "1", "-"},
               {"3-4", "3", "Васильев", "1700", "6w+", "2w0", "1", "0", "-"},
               {"3-4", "4", "Григорьев", "1650", "1b0", "bye1", "1", "0", "-"},
               {"5", "2", "Борисов", "1750", "2w=", "1w0", "\xC2\xBD", "0", "-"},
               {"6", "6", "Егоров (withdrew after round 1)", "", "3b\xE2\x88\x92", "-", "0", "0",
                "-"}});
}

TEST_CASE("a round paired whose result is not in: the opponent and colour alone", "[crosstable]")
{
    const Event e = swiss({"A", "B", "C"}, {std::nullopt, std::nullopt, std::nullopt}, 1,
                          {{1, 2, 3, Outcome::NotPaired}, {1, 1, 0, Outcome::ZeroBye}});
    const Crosstable table = roundByRoundCrosstableOf(e, computeStandings(e, {}));
    // All on 0 points, nothing to tell them apart: one shared place, by start number.
    CHECK(crosstableTable(table).rows == Rows{{"Place", "No", "Name", "Rating", "R1", "Points"},
                                              {"1-3", "1", "A", "", "bye0", "0"},
                                              {"1-3", "2", "B", "", "3w", "0"},
                                              {"1-3", "3", "C", "", "2b", "0"}});
}

} // namespace crosstable_test
