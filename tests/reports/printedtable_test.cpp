// reports/printedtable: the printed layout of a report's table (issue 13) — the round-by-round
// crosstable of a 2 000-player, 11-round Swiss on the pages its rows need, and a table too wide
// for any page cut into bands that repeat the key columns. Structure, not timing: the time and
// memory are bench/report_bench's (BENCHMARKS.md).
#include "reports/printedtable.h"
#include "reports/standings.h"

#include <QGuiApplication>
#include <catch2/catch.hpp>
#include <string>

namespace printedtable_test {

using namespace reports;

namespace {

void ensureApplication()
{
    if (QCoreApplication::instance())
        return;
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "reports_tests";
    static char *argv[] = {name, nullptr};
    static QGuiApplication application(argc, argv);
}

// The pages of a PDF as Qt writes it: one "/Type /Page" object each (and one "/Type /Pages").
int pdfPages(const std::string &pdf)
{
    int pages = 0;
    for (auto at = pdf.find("/Type /Page"); at != std::string::npos;
         at = pdf.find("/Type /Page", at + 1))
        pages += pdf.compare(at, 12, "/Type /Pages") != 0;
    return pages;
}

// `count` players (a multiple of 16), `rounds` ≤ 15 rounds: in round r the player of index i meets
// index i xor r — a different opponent every round, within blocks of 16 — the lower index White
// in odd rounds; the result turns on the sum of the indices and the round.
Event xorSwiss(int count, int rounds)
{
    Event e;
    e.name = "XOR Swiss";
    e.rounds = rounds;
    for (int i = 0; i < count; ++i) {
        EventPlayer player;
        player.startNumber = i + 1;
        player.name = "Игрок " + std::to_string(i + 1);
        player.rating = 2400 - i / 2;
        e.players.push_back(player);
    }
    for (int r = 1; r <= rounds; ++r)
        for (int i = 0; i < count; ++i) {
            const int j = i ^ r;
            const int low = std::min(i, j);
            const bool white = (i == low) == (r % 2 == 1);
            const int verdict = (i + j + r) % 3; // 0: White wins, 1: a draw, 2: Black wins
            const Outcome outcome = verdict == 1              ? Outcome::Draw
                                    : (verdict == 0) == white ? Outcome::Win
                                                              : Outcome::Loss;
            e.players[static_cast<std::size_t>(i)].results.push_back({r, j, white, outcome, {}});
        }
    return e;
}

} // namespace

TEST_CASE("a 2 000-player Swiss's crosstable: 35 rows a page under its legend, 58 pages",
          "[printedtable]")
{
    ensureApplication();
    const Event e = xorSwiss(2000, 11);
    const Standings standings = computeStandings(e, *tieBreakPreset("russian-swiss"));
    const ReportTable table = crosstableTable(roundByRoundCrosstableOf(e, standings));
    REQUIRE(table.rows.size() == 2001);
    REQUIRE(table.rows[0].size() == 19); // place, no, name, rating, 11 rounds, points, 3 tie-breaks
    const ReportHeader header{"XOR Swiss",      "Crosstable after round 11", "", "", "",
                              Language::English};
    const PrintedTable printed(table, header);
    // Qt takes A4 as 842 × 595 pt and 15 mm margins as 43 pt: across, 756 × 509 pt lie between
    // them. The 19 columns take about 870 pt at 10 pt and 780 pt at 9 pt, too wide; 700 at 8 pt.
    CHECK(printed.fontPointSize() == 8);
    CHECK(printed.pageLayout().orientation() == QPageLayout::Landscape);
    CHECK(printed.bands().size() == 1);
    double width = 0;
    for (double column : printed.columnWidthsPoints())
        width += column;
    CHECK(width == Approx(756)); // the room left shared among the columns
    // The legend of the three tie-breaks, one line of 7.5 pt DejaVu Sans (8.7 pt high) and 4 pt
    // of space, above the foot of every page.
    REQUIRE(table.notes.size() == 1);
    CHECK(printed.notesHeightPoints() == Approx(12.7).margin(0.1));
    // 509 pt of height less 34 pt of heading, 24 pt of foot and the legend: 438 pt; rows of
    // 1.5 × 8 = 12 pt, the first for the column headings: 35 rows.
    CHECK(printed.rowHeightPoints() == 12);
    CHECK(printed.rowsPerPage() == 35);
    // 2 000 rows at 35 a page: 57 full pages and 5 rows on the 58th.
    CHECK(printed.pageCount() == 58);
    const std::string pdf = tablePdf(table, header);
    CHECK(pdfPages(pdf) == 58);
}

TEST_CASE("a table too wide for any page: bands repeating the key columns", "[printedtable]")
{
    ensureApplication();
    // 3 key columns and 150 columns of ten digits (about 42 pt each at 6 pt): no page holds them.
    ReportTable table;
    table.keyColumns = 3;
    for (int r = 0; r <= 40; ++r) {
        std::vector<std::string> row = {std::to_string(r), "No", "Name " + std::to_string(r)};
        for (int c = 0; c < 150; ++c)
            row.push_back("1234567890");
        table.rows.push_back(row);
    }
    table.alignRight.assign(153, true);
    const ReportHeader header{"Wide", "Bands", "", "", "", Language::English};
    const PrintedTable printed(table, header);
    CHECK(printed.fontPointSize() == 6);
    CHECK(printed.pageLayout().orientation() == QPageLayout::Landscape);
    REQUIRE(printed.bands().size() > 1);
    // Every band starts with the key columns; every other column is in exactly one band, in order.
    std::vector<std::size_t> rest;
    for (const auto &band : printed.bands()) {
        REQUIRE(band.size() > 3);
        CHECK(std::vector<std::size_t>(band.begin(), band.begin() + 3) ==
              std::vector<std::size_t>{0, 1, 2});
        rest.insert(rest.end(), band.begin() + 3, band.end());
    }
    std::vector<std::size_t> expected;
    for (std::size_t c = 3; c < 153; ++c)
        expected.push_back(c);
    CHECK(rest == expected);
    // 40 rows at 6 pt (rows of 9 pt): (451 - 9) / 9 = 49 rows a page, one block of rows.
    CHECK(printed.rowsPerPage() == 49);
    CHECK(printed.pageCount() == static_cast<int>(printed.bands().size()));
    CHECK(pdfPages(tablePdf(table, header)) == printed.pageCount());
}

} // namespace printedtable_test
