// reports/crosstablegrid: the crosstable's cells made one by one when asked (issue 28, point 9)
// are the cells of crosstableTable over the whole table, heading by heading and cell by cell, in
// both forms and both languages, with clubs and ratings, byes, forfeits, a withdrawal and two
// games against one opponent.
#include "reports/crosstablegrid.h"
#include "reports/reportdocument.h"
#include "reports/standings.h"

#include <catch2/catch.hpp>
#include <optional>
#include <string_view>
#include <tuple>

namespace crosstablegrid_test {

using namespace reports;
using Rows = std::vector<std::vector<std::string>>;

namespace {

Outcome mirrored(Outcome o)
{
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
}

// Players by start number 1…n from "round, white, black, outcome for White" rows; a bye is black
// 0 with the bye's outcome. Rounds not listed for a player are NotPaired.
Event eventOf(std::vector<std::string> names, int rounds,
              std::vector<std::tuple<int, int, int, Outcome>> games)
{
    Event e;
    e.name = "Турнир";
    e.rounds = rounds;
    for (std::size_t p = 0; p < names.size(); ++p) {
        EventPlayer player;
        player.startNumber = static_cast<int>(p + 1);
        player.name = names[p];
        for (int r = 1; r <= rounds; ++r)
            player.results.push_back({r, -1, false, Outcome::NotPaired, {}});
        e.players.push_back(player);
    }
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

// Every heading and cell of the grid, as rows with the header first.
Rows gridRows(const CrosstableGrid &grid)
{
    Rows rows(1);
    for (std::size_t c = 0; c < grid.columns(); ++c)
        rows[0].push_back(grid.heading(c));
    for (std::size_t r = 0; r < grid.rows(); ++r) {
        rows.emplace_back();
        for (std::size_t c = 0; c < grid.columns(); ++c)
            rows.back().push_back(grid.text(r, c));
    }
    return rows;
}

// crosstableText's lines joined.
std::string gridText(const CrosstableGrid &grid)
{
    std::string text;
    crosstableText(grid, [&text](std::string_view line) { text += line; });
    return text;
}

std::vector<bool> gridAlignment(const CrosstableGrid &grid)
{
    std::vector<bool> out;
    for (std::size_t c = 0; c < grid.columns(); ++c)
        out.push_back(grid.alignRight(c));
    return out;
}

// Six players of a Swiss: a forfeit, both kinds of bye, a withdrawal (crosstable_test's event).
Event swiss()
{
    using O = Outcome;
    Event e = eventOf({"Андреев", "Борисов", "Васильев", "Григорьев", "Дмитриев", "Егоров"}, 3,
                      {{1, 1, 4, O::Win},
                       {1, 2, 5, O::Draw},
                       {1, 3, 6, O::ForfeitWin},
                       {2, 2, 1, O::Loss},
                       {2, 3, 5, O::Loss},
                       {2, 4, 0, O::FullBye},
                       {3, 1, 5, O::Draw},
                       {3, 3, 4, O::Win},
                       {3, 2, 0, O::HalfBye}});
    const std::optional<int> ratings[] = {1800, 1750, 1700, 1650, 1600, std::nullopt};
    for (std::size_t p = 0; p < e.players.size(); ++p)
        e.players[p].rating = ratings[p];
    e.players[5].withdrawnAfterRound = 1;
    return e;
}

// Four players of a double round robin's first four rounds: 1 and 2 meet twice (a win and a
// draw), 3 forfeits to 4, one game still unplayed; 3 and 4 have clubs.
Event roundRobin()
{
    using O = Outcome;
    Event e = eventOf({"Антонов", "Белов", "Волков", "Гусев"}, 4,
                      {{1, 1, 2, O::Win},
                       {1, 3, 4, O::ForfeitLoss},
                       {2, 1, 3, O::Draw},
                       {2, 2, 4, O::Loss},
                       {3, 4, 1, O::Win},
                       {3, 2, 3, O::NotPaired},
                       {4, 2, 1, O::Draw}});
    e.players[2].club = "Спартак";
    e.players[3].club = "Динамо";
    e.players[0].rating = 2100;
    return e;
}

const std::vector<TieBreak> order = {TieBreak::Wins, TieBreak::SonnebornBerger,
                                     TieBreak::DirectEncounter};

} // namespace

TEST_CASE("the grid of a Swiss gives every cell of its printed crosstable", "[crosstablegrid]")
{
    const Event e = swiss();
    for (int after : {0, 2})
        for (Language language : {Language::English, Language::Russian})
            for (CellStyle style : {CellStyle::Equals, CellStyle::Halves}) {
                const Standings standings = computeStandings(e, order, after);
                const CrosstableGrid grid(e, standings, CrosstableForm::RoundByRound, style,
                                          language);
                const ReportTable printed = crosstableTable(
                    roundByRoundCrosstableOf(e, standings, style, language), language);
                CHECK(gridRows(grid) == printed.rows);
                CHECK(gridAlignment(grid) == printed.alignRight);
                CHECK(grid.keyColumns() == printed.keyColumns);
                CHECK(gridText(grid) == tableText(printed));
            }
    const Standings standings = computeStandings(e, order);
    const CrosstableGrid grid(e, standings, CrosstableForm::RoundByRound);
    CHECK(grid.form() == CrosstableForm::RoundByRound);
    CHECK(grid.rows() == 6);
    CHECK(grid.columns() == 11);
    CHECK(grid.firstGameColumn() == 4);
    CHECK(grid.gameColumns() == 3);
    CHECK(gridRows(grid)[1] == std::vector<std::string>{"1", "1", "Андреев", "1800", "4w1", "5b1",
                                                        "3w=", "2\xC2\xBD", "2", "3", "-"});
    CHECK(grid.text(5, 2) == "Егоров (withdrew after round 1)");
    CHECK(grid.text(5, 4) == "2b\xE2\x88\x92");
    CHECK(grid.row(5).startNumber == 6);
    CHECK(grid.filledCells(1) == std::vector<std::pair<std::size_t, std::string>>{{0, "2"},
                                                                                  {1, "3"},
                                                                                  {2, "Васильев"},
                                                                                  {3, "1700"},
                                                                                  {4, "6w+"},
                                                                                  {5, "3w0"},
                                                                                  {6, "4w1"},
                                                                                  {7, "2"},
                                                                                  {8, "2"},
                                                                                  {9, "3"},
                                                                                  {10, "-"}});
}

TEST_CASE("the grid of a round robin gives every cell of its printed matrix", "[crosstablegrid]")
{
    const Event e = roundRobin();
    for (int after : {0, 2})
        for (Language language : {Language::English, Language::Russian})
            for (CellStyle style : {CellStyle::Equals, CellStyle::Halves}) {
                const Standings standings = computeStandings(e, order, after);
                const CrosstableGrid grid(e, standings, CrosstableForm::Matrix, style, language);
                const ReportTable printed =
                    crosstableTable(crosstableOf(e, standings, style, language), language);
                CHECK(gridRows(grid) == printed.rows);
                CHECK(gridAlignment(grid) == printed.alignRight);
                CHECK(grid.keyColumns() == printed.keyColumns);
                CHECK(gridText(grid) == tableText(printed));
            }
    const Standings standings = computeStandings(e, order);
    const CrosstableGrid grid(e, standings, CrosstableForm::Matrix, CellStyle::Equals,
                              Language::Russian);
    CHECK(grid.firstGameColumn() == 5);
    CHECK(grid.gameColumns() == 4);
    // Гусев: a forfeit win over Волков and wins over Антонов and Белов; SB 5½ as C.07 (2024)
    // 16.4 counts his unplayed round (his own 3) and the two wins (Белов ½, Антонов 2). Антонов's
    // SB: Белов beaten (½) and drawn (¼), Волков drawn, whose absent last round counts as a draw
    // in his score (16.3.2: 1 × ½). Белов and Волков never met: DE does not rank them.
    CHECK(gridRows(grid) ==
          Rows{{"Место", "№", "Участник", "Клуб", "Рейтинг", "1", "2", "3", "4", "Очки", "WIN",
                "SB", "DE"},
               {"1", "4", "Гусев", "Динамо", "", "\xC3\x97", "1", "1", "+", "3", "3", "5,5", "-"},
               {"2", "1", "Антонов", "", "2100", "0", "\xC3\x97", "1=", "=", "2", "1", "1,25", "-"},
               {"3-4", "2", "Белов", "", "", "0", "0=", "\xC3\x97", "", "\xC2\xBD", "0", "1", "-"},
               {"3-4", "3", "Волков", "Спартак", "", "\xE2\x88\x92", "=", "", "\xC3\x97",
                "\xC2\xBD", "0", "1", "-"}});
    // A row's cells that are not empty: a matrix's empty games are left out.
    CHECK(grid.filledCells(2) == std::vector<std::pair<std::size_t, std::string>>{{0, "3-4"},
                                                                                  {1, "2"},
                                                                                  {2, "Белов"},
                                                                                  {5, "0"},
                                                                                  {6, "0="},
                                                                                  {7, "\xC3\x97"},
                                                                                  {9, "\xC2\xBD"},
                                                                                  {10, "0"},
                                                                                  {11, "1"},
                                                                                  {12, "-"}});
    CHECK(gridText(grid) ==
          "Место  №  Участник  Клуб     Рейтинг  1   2   3  4  Очки  WIN    SB  DE\n"
          "    1  4  Гусев     Динамо            \xC3\x97   1   1  +     3    3   5,5   -\n"
          "    2  1  Антонов               2100  0   \xC3\x97  1=  =     2    1  1,25   -\n"
          "  3-4  2  Белов                       0  0=   \xC3\x97        \xC2\xBD    0     1   -\n"
          "  3-4  3  Волков    Спартак           \xE2\x88\x92   =      \xC3\x97     \xC2\xBD    0  "
          "   1   -\n"
          "\n"
          "Дополнительные показатели: WIN — число побед; SB — коэффициент Бергера "
          "(Зоннеборн-Бергер); DE — личная встреча\n");
}

} // namespace crosstablegrid_test
