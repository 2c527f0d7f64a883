// gui::ReportTableModel over the crosstable's grid (issue 28, point 9): the window makes no
// crosstable when it opens a tournament, only when the Crosstable tab is first shown, and then
// shows every heading and cell as the printed crosstable has them.
#include "app/gui/mainwindow.h"
#include "app/gui/reporttablemodel.h"
#include "app/tournament/rounddraw.h"
#include "guitestsupport.h"
#include "reports/reportdocument.h"
#include "tests/db/testserver.h"

#include <QHeaderView>
#include <QTableView>
#include <catch2/catch.hpp>

namespace reporttablemodel_test {

namespace {

// Every heading and cell of `model`, the header first, as a table's rows.
std::vector<std::vector<std::string>> modelRows(const QAbstractItemModel *model)
{
    std::vector<std::vector<std::string>> rows(1);
    for (int c = 0; c < model->columnCount(); ++c)
        rows[0].push_back(model->headerData(c, Qt::Horizontal).toString().toStdString());
    for (int r = 0; r < model->rowCount(); ++r) {
        rows.emplace_back();
        for (int c = 0; c < model->columnCount(); ++c)
            rows.back().push_back(model->index(r, c).data().toString().toStdString());
    }
    return rows;
}

} // namespace

TEST_CASE("the crosstable is made when its tab is first shown and shows the printed cells",
          "[gui][postgresql]")
{
    guitest::application();
    dbtest::migratedDatabase("crosstable_grid");
    const std::string conninfo = dbtest::server().connectionString("crosstable_grid");
    db::Tournament draft;
    draft.name = "Круговой";
    draft.system = reports::PairingSystem::RoundRobin;
    guitest::enterTournament(conninfo, draft,
                             guitest::players({"Антонов", "Белов", "Волков", "Гусев"}));
    gui::MainWindow window(guitest::sessionOn(conninfo), nullptr);
    window.tabs()->show(gui::WindowTab::Standings);
    REQUIRE(window.openTournament("Круговой"));
    gui::TournamentSession *tournament = window.session();
    app::RoundDraw note;
    REQUIRE(tournament->pairNextRound(note));
    REQUIRE(tournament->enterResult(1, "1"));
    // Opened, paired, a result in, the standings shown: no crosstable made.
    CHECK_FALSE(tournament->crosstableGridMade());
    auto *view = window.findChild<QTableView *>("crosstableView");
    REQUIRE(view);
    CHECK(view->model() == nullptr);

    window.tabs()->show(gui::WindowTab::Crosstable);
    CHECK(tournament->crosstableGridMade());
    CHECK(view->model() == window.crosstableModel());
    CHECK(modelRows(window.crosstableModel()) == tournament->crosstableTable().rows);
    CHECK(modelRows(window.crosstableModel()) ==
          std::vector<std::vector<std::string>>{
              {"Place", "No", "Name", "1", "2", "3", "4", "Points", "WIN", "SB", "DE"},
              {"1", "1", "Антонов", "\xC3\x97", "", "", "1", "1", "1", "0", "-"},
              {"2-4", "2", "Белов", "", "\xC3\x97", "", "", "0", "0", "0", "-"},
              {"2-4", "3", "Волков", "", "", "\xC3\x97", "", "0", "0", "0", "-"},
              {"2-4", "4", "Гусев", "0", "", "", "\xC3\x97", "0", "0", "0", "-"}});
    CHECK(window.crosstableModel()->firstGameColumn() == 3);
    CHECK(window.crosstableModel()->gameColumns() == 4);
    // A few columns of games: each as wide as its contents.
    CHECK(view->horizontalHeader()->sectionResizeMode(4) == QHeaderView::ResizeToContents);

    // A new result: the grid is made again from the new standings.
    REQUIRE(tournament->enterResult(2, "="));
    CHECK(modelRows(window.crosstableModel())[2] ==
          std::vector<std::string>{"2-3", "2", "Белов", "", "\xC3\x97", "=", "", "\xC2\xBD", "0",
                                   "0.25", "0.5"});
}

} // namespace reporttablemodel_test
