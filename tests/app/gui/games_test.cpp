// Games of a tournament browsed and opened on the game sheet (issue 15): the move list in two
// columns (also a game that starts with Black's move), the questions before a sheet with moves is
// thrown away or the rest of a game replaced, the Games tab of the imported 153-game round robin
// (its games without a round under their own heading, filters by round and player), a game opened
// from the Games tab, a board and a crosstable cell with its header, and a sheet saved only to the
// board of its players.
#include "app/gui/claimdialog.h"
#include "app/gui/decisionsmodel.h"
#include "app/gui/decisionspage.h"
#include "app/gui/desktop.h"
#include "app/gui/gamelistmodel.h"
#include "app/gui/gamesheet.h"
#include "app/gui/gamesheetview.h"
#include "app/gui/gamestab.h"
#include "app/gui/mainwindow.h"
#include "app/gui/movelistmodel.h"
#include "app/gui/pairingsmodel.h"
#include "app/gui/reporttablemodel.h"
#include "app/gui/roundstab.h"
#include "app/tournament/pdnimport.h"
#include "arbiter/fen.h"
#include "db/entrystore.h"
#include "db/pgconnection.h"
#include "db/playerstore.h"
#include "db/tournamentstore.h"
#include "guitestsupport.h"
#include "tests/db/testserver.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFont>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

namespace games_test {

namespace {

using guitest::application;

void type(QLineEdit *field, const QString &text)
{
    field->clear();
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
}

// A row of a model, its cells joined by '|'.
QString rowOf(const QAbstractItemModel *model, int row)
{
    QStringList cells;
    for (int c = 0; c < model->columnCount(); ++c)
        cells << model->index(row, c).data().toString();
    return cells.join(QLatin1Char('|'));
}

bool isBold(const QAbstractItemModel *model, int row, int column)
{
    const QVariant font = model->index(row, column).data(Qt::FontRole);
    return font.isValid() && font.value<QFont>().bold();
}

QAction *menuAction(QMainWindow &window, const QString &text)
{
    for (QAction *action : window.menuBar()->findChildren<QAction *>())
        if (action->text() == text)
            return action;
    return nullptr;
}

QPushButton *buttonOf(QWidget &parent, const QString &text)
{
    for (QPushButton *button : parent.findChildren<QPushButton *>())
        if (button->text() == text)
            return button;
    return nullptr;
}

void closeMessageBoxes(QWidget &window)
{
    for (QMessageBox *box : window.findChildren<QMessageBox *>())
        box->close();
}

// "USSR 1950": the 153 games of ussr1947.pdn, imported without rounds.
void importUssr(const std::string &conninfo)
{
    auto connection = db::PgConnection::open(conninfo);
    REQUIRE(connection);
    std::ifstream file(SHASHKI_TEST_DATA_DIR "/pdn/ussr1947.pdn", std::ios::binary);
    const auto imported = app::importPdn(connection.value(), file, 0, "ussr1947.pdn", "USSR 1950",
                                         true, arbiter::RuleSet::fmjd64(), nullptr);
    REQUIRE(imported);
    REQUIRE(imported->counts.games == 153);
}

// "Кубок города": a round robin of four, round 1 paired (1: Андреев–Григорьев, 2:
// Борисов–Васильев).
std::unique_ptr<gui::MainWindow> cupWindow(const std::string &database,
                                           const std::string &system = "round-robin")
{
    const std::string conninfo = guitest::freshDatabase(database);
    db::Tournament draft;
    draft.name = "Кубок города";
    draft.system = *reports::settingByCode<reports::PairingSystem>(system);
    guitest::enterTournament(conninfo, draft,
                             guitest::players({"Андреев", "Борисов", "Васильев", "Григорьев"}));
    auto window = std::make_unique<gui::MainWindow>(guitest::sessionOn(conninfo), nullptr);
    REQUIRE(window->openTournament("Кубок города"));
    app::RoundDraw note;
    REQUIRE(window->session()->pairNextRound(note));
    if (system == "round-robin") {
        REQUIRE(rowOf(window->pairingsModel(), 0).startsWith("1|1|Андреев|"));
        REQUIRE(rowOf(window->pairingsModel(), 1).startsWith("2|2|Борисов|"));
    }
    return window;
}

} // namespace

TEST_CASE("the move list in two columns: number, White, Black, the current ply in bold", "[gui]")
{
    application();
    gui::GameSheet sheet;
    gui::GameSheetView view(&sheet);
    view.resize(900, 600);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    for (const char *move : {"c3-d4", "f6-g5", "b2-c3"})
        REQUIRE(sheet.enterMove(QString::fromUtf8(move)));
    const QAbstractItemModel *moves = view.moveList()->model();
    REQUIRE(moves->rowCount() == 2);
    REQUIRE(moves->columnCount() == 3);
    CHECK(moves->headerData(0, Qt::Horizontal).toString() == "No");
    CHECK(moves->headerData(1, Qt::Horizontal).toString() == "White");
    CHECK(moves->headerData(2, Qt::Horizontal).toString() == "Black");
    CHECK(rowOf(moves, 0) == "1.|c3-d4|f6-g5");
    CHECK(rowOf(moves, 1) == "2.|b2-c3|");
    CHECK(isBold(moves, 1, gui::MoveListModel::First));
    CHECK_FALSE(isBold(moves, 0, gui::MoveListModel::First));

    // A click on Black's first move shows the position after ply 2, in bold now.
    const QModelIndex black = moves->index(0, gui::MoveListModel::Second);
    QTest::mouseClick(view.moveList()->viewport(), Qt::LeftButton, {},
                      view.moveList()->visualRect(black).center());
    CHECK(sheet.currentPly() == 2);
    CHECK(isBold(moves, 0, gui::MoveListModel::Second));
    CHECK_FALSE(isBold(moves, 1, gui::MoveListModel::First));
    // The empty cell of Black's second move goes nowhere.
    QTest::mouseClick(view.moveList()->viewport(), Qt::LeftButton, {},
                      view.moveList()->visualRect(moves->index(1, 2)).center());
    CHECK(sheet.currentPly() == 2);

    // A start position with Black to move: "1." | "…" | "f6-e5".
    const auto start =
        arbiter::Fen::parse("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    REQUIRE(start);
    sheet.reset(start.value());
    REQUIRE(sheet.enterMove(QStringLiteral("f6-e5")));
    REQUIRE(sheet.enterMove(QStringLiteral("c3-d4")));
    REQUIRE(moves->rowCount() == 2);
    CHECK(rowOf(moves, 0) == "1.|…|f6-e5");
    CHECK(rowOf(moves, 1) == "2.|c3-d4|");
    CHECK(sheet.moveText(1) == "1... f6-e5");
    CHECK(isBold(moves, 1, gui::MoveListModel::First));
    QTest::mouseClick(view.moveList()->viewport(), Qt::LeftButton, {},
                      view.moveList()->visualRect(moves->index(0, 2)).center());
    CHECK(sheet.currentPly() == 1);
    // "…" is no ply: the click changes nothing.
    QTest::mouseClick(view.moveList()->viewport(), Qt::LeftButton, {},
                      view.moveList()->visualRect(moves->index(0, 1)).center());
    CHECK(sheet.currentPly() == 1);
}

TEST_CASE("a different move entered after stepping back asks before replacing the rest", "[gui]")
{
    application();
    gui::GameSheet sheet;
    gui::GameSheetView view(&sheet);
    QStringList asked;
    bool answer = false;
    view.setConfirmer([&](const QString &question) {
        asked << question;
        return answer;
    });
    for (const char *move : {"c3-d4", "f6-g5", "b2-c3", "g7-f6"})
        REQUIRE(sheet.enterMove(QString::fromUtf8(move)));
    const std::vector<std::string> game = {"c3-d4", "f6-g5", "b2-c3", "g7-f6"};
    const auto written = [&sheet] {
        std::vector<std::string> out;
        for (int p = 1; p <= sheet.plyCount(); ++p)
            out.push_back(sheet.ply(p).written);
        return out;
    };

    sheet.goToPly(2);
    // No: the game stays as it was, the typed move stays in the field to be corrected.
    type(view.notationField(), QStringLiteral("a3-b4"));
    CHECK(asked == QStringList{"Replace the rest of the game (2 plies) with this move?"});
    CHECK(written() == game);
    CHECK(sheet.currentPly() == 2);
    CHECK(sheet.finding() == "The game is kept as it was.");
    CHECK(view.notationField()->text() == "a3-b4");

    // The game's own next move steps forward without a question.
    asked.clear();
    type(view.notationField(), QStringLiteral("b2-c3"));
    CHECK(asked.isEmpty());
    CHECK(sheet.currentPly() == 3);
    CHECK(written() == game);

    // One ply left after the current one: asked in the singular; Yes replaces it.
    answer = true;
    type(view.notationField(), QStringLiteral("b6-a5"));
    CHECK(asked == QStringList{"Replace the rest of the game (1 ply) with this move?"});
    CHECK(written() == std::vector<std::string>{"c3-d4", "f6-g5", "b2-c3", "b6-a5"});
    CHECK(sheet.currentPly() == 4);

    // At the last ply nothing is asked.
    asked.clear();
    type(view.notationField(), QStringLiteral("c3-b4"));
    CHECK(asked.isEmpty());
    CHECK(sheet.plyCount() == 5);
}

TEST_CASE("New game sheet and Paste PDN ask before throwing away a sheet with moves", "[gui]")
{
    application();
    gui::MainWindow window(nullptr, nullptr);
    QStringList asked;
    bool answer = false;
    window.gameSheetView()->setConfirmer([&](const QString &question) {
        asked << question;
        return answer;
    });
    gui::GameSheet *sheet = window.gameSheet();
    QAction *newSheet = menuAction(window, "&New game sheet");
    REQUIRE(newSheet);
    QPushButton *paste = buttonOf(*window.gameSheetView(), "Paste PDN");
    REQUIRE(paste);
    CHECK(window.gameSheetView()->headerLabel()->text() == "New game");

    // An empty sheet: nothing to ask.
    newSheet->trigger();
    CHECK(asked.isEmpty());

    REQUIRE(sheet->enterMove(QStringLiteral("c3-d4")));
    REQUIRE(sheet->enterMove(QStringLiteral("f6-g5")));
    newSheet->trigger();
    CHECK(asked == QStringList{"Throw away the game on the sheet (2 plies)?"});
    CHECK(sheet->plyCount() == 2);

    const QString pdn = QStringLiteral("[Event \"Кубок города\"]\n[Round \"2\"]\n"
                                       "[White \"Андреев\"]\n[Black \"Борисов\"]\n"
                                       "[Result \"1-0\"]\n\n1. a3-b4 f6-g5 1-0\n");
    QApplication::clipboard()->setText(pdn);
    asked.clear();
    paste->click();
    CHECK(asked == QStringList{"Throw away the game on the sheet (2 plies)?"});
    CHECK(sheet->ply(1).written == "c3-d4");

    answer = true;
    asked.clear();
    paste->click();
    CHECK(asked == QStringList{"Throw away the game on the sheet (2 plies)?"});
    REQUIRE(sheet->plyCount() == 2);
    CHECK(sheet->ply(1).written == "a3-b4");
    // The header says what the pasted game's tags say.
    CHECK(window.gameSheetView()->headerLabel()->text() ==
          "Кубок города · Round 2\nWhite: Андреев · Black: Борисов · Result: 1-0");

    asked.clear();
    newSheet->trigger();
    CHECK(asked == QStringList{"Throw away the game on the sheet (2 plies)?"});
    CHECK(sheet->plyCount() == 0);
    CHECK(window.gameSheetView()->headerLabel()->text() == "New game");

    // Quitting (Ctrl+Q closes the window) asks too; No keeps the window and the moves.
    QAction *quit = menuAction(window, "&Quit");
    REQUIRE(quit);
    CHECK(quit->shortcut() == QKeySequence(QKeySequence::Quit));
    window.show();
    REQUIRE(sheet->enterMove(QStringLiteral("c3-d4")));
    answer = false;
    asked.clear();
    quit->trigger();
    CHECK(asked == QStringList{"Throw away the game on the sheet (1 ply)?"});
    CHECK(window.isVisible());
    CHECK(sheet->plyCount() == 1);
    answer = true;
    quit->trigger();
    CHECK_FALSE(window.isVisible());
}

TEST_CASE("the menus' shortcuts are the window's in the move and the result fields (Ctrl+E)",
          "[gui][x11]")
{
    application();
    // Under X11's key bindings a line edit takes Ctrl+E (to the end of the line) for itself: run
    // on a real X server (xvfb-run: tests/app/gui/CMakeLists.txt).
    REQUIRE(QGuiApplication::platformName() == "xcb");
    REQUIRE(QKeySequence::keyBindings(QKeySequence::MoveToEndOfLine)
                .contains(QKeySequence(Qt::CTRL | Qt::Key_E)));
    gui::MainWindow window(nullptr, nullptr);
    // Whether a field takes the keys for itself: it accepts their shortcut-override event.
    const auto fieldTakes = [](QLineEdit *field, Qt::Key key) {
        QKeyEvent event(QEvent::ShortcutOverride, key, Qt::ControlModifier);
        QApplication::sendEvent(field, &event);
        return event.isAccepted();
    };
    for (QLineEdit *field :
         {window.gameSheetView()->notationField(), window.roundsTab()->quickResultField()}) {
        INFO(field->objectName().toStdString());
        field->setText(QStringLiteral("c3"));
        // Export report as PDF, not the line edit's "to the end of the line".
        CHECK_FALSE(fieldTakes(field, Qt::Key_E));
        // Copy and select all stay the field's.
        CHECK(fieldTakes(field, Qt::Key_C));
        CHECK(fieldTakes(field, Qt::Key_A));
    }
}

TEST_CASE("the Games tab of an imported round robin: games without a round under their heading",
          "[gui][postgresql]")
{
    application();
    dbtest::migratedDatabase("games_imported");
    const std::string conninfo = dbtest::server().connectionString("games_imported");
    importUssr(conninfo);
    QString problem;
    auto session = gui::TournamentSession::open(conninfo, problem);
    REQUIRE(session);
    gui::MainWindow window(std::move(session), nullptr);
    window.resize(1200, 800);
    REQUIRE(window.openTournament("USSR 1950"));
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    CHECK(window.tabs()->label(gui::WindowTab::Games) == "Ga&mes");
    // A finished event without rounds opens on its standings, not on an empty Rounds tab.
    CHECK(window.tabs()->shown() == gui::WindowTab::Standings);
    window.tabs()->show(gui::WindowTab::Rounds);
    // No "Round 0" on the Rounds tab: no round, and where the games are.
    auto *roundBox = window.roundsTab()->findChild<QSpinBox *>("round");
    REQUIRE(roundBox);
    CHECK(roundBox->text() == "none");
    CHECK_FALSE(roundBox->isEnabled());
    auto *noRounds = window.roundsTab()->findChild<QLabel *>("noRounds");
    REQUIRE(noRounds);
    CHECK(noRounds->isVisible());
    CHECK(noRounds->text() == "No round is paired yet: Pair next round (Ctrl+R) pairs round 1. "
                              "Games imported without a round are on the Games tab.");
    // Nothing to print on the Rounds tab: said, and no file asked for.
    window.tabs()->show(gui::WindowTab::Rounds);
    menuAction(window, "Export report as &PDF…")->trigger();
    CHECK(window.statusBar()->currentMessage() ==
          "No round is paired yet: there are no pairings to print.");
    closeMessageBoxes(window);
    window.tabs()->show(gui::WindowTab::Games);

    gui::GamesTab *tab = window.gamesTab();
    const gui::GameListModel *games = tab->model();
    REQUIRE(games->rowCount() == 154);
    CHECK(games->headerData(0, Qt::Horizontal).toString() == "Round");
    CHECK(games->headerData(5, Qt::Horizontal).toString() == "Findings");
    CHECK(games->isHeading(0));
    CHECK(rowOf(games, 0) == "Without a round|||||");
    CHECK(tab->view()->columnSpan(0, 0) == gui::GameListModel::ColumnCount); // across the row
    CHECK(tab->view()->columnSpan(1, 0) == 1);
    CHECK(rowOf(games, 1) == "||Блиндер Б.|Миротин Б.|1-0|0");
    CHECK(rowOf(games, 2) == "||Коршунов Д.|Коган М|1/2-1/2|0");
    CHECK(tab->countLabel()->text() == "153 of 153 games");
    // The rounds to choose: every round with games, and the games without one; no "Round 0".
    QStringList rounds;
    for (int i = 0; i < tab->roundFilter()->count(); ++i)
        rounds << tab->roundFilter()->itemText(i);
    CHECK(rounds == QStringList{"All rounds", "Without a round"});

    // A player's name typed in lower case, Cyrillic: his games only, as White or Black.
    // Two Блиндерs: 17 games each, one of them against each other.
    tab->playerFilter()->setText(QStringLiteral("блиндер"));
    CHECK(games->rowCount() == 34);
    CHECK(tab->countLabel()->text() == "33 of 153 games");
    tab->playerFilter()->setText(QStringLiteral("блиндер б"));
    REQUIRE(games->rowCount() == 18);
    CHECK(tab->countLabel()->text() == "17 of 153 games");
    CHECK(games->isHeading(0));
    for (int row = 1; row < games->rowCount(); ++row) {
        INFO("row " << row << ": " << rowOf(games, row).toStdString());
        CHECK(rowOf(games, row).contains(QStringLiteral("Блиндер Б.")));
    }
    tab->playerFilter()->setText(QStringLiteral("нет такого"));
    CHECK(games->rowCount() == 0);
    CHECK(tab->countLabel()->text() == "0 of 153 games");
    tab->playerFilter()->clear();
    CHECK(games->rowCount() == 154);

    // A double-click opens the game on the sheet, with its header.
    // (A press first: the view takes a double-click only on the item pressed.)
    const QRect cell = tab->view()->visualRect(games->index(1, gui::GameListModel::White));
    REQUIRE(cell.isValid());
    QTest::mouseClick(tab->view()->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(tab->view()->viewport(), Qt::LeftButton, {}, cell.center());
    CHECK(window.tabs()->shown() == gui::WindowTab::GameSheet);
    REQUIRE(window.gameSheet()->plyCount() == 61);
    CHECK(window.gameSheet()->ply(1).written == "c3-d4");
    CHECK(window.gameSheetView()->headerLabel()->text() ==
          "X чемпионат СССР · Without a round\n"
          "White: Блиндер Б. · Black: Миротин Б. · Result: 1-0");
    REQUIRE(window.gameSheet()->storedAs().has_value());
    CHECK(window.gameSheet()->storedAs()->gameId == games->gameAt(1)->id);
    CHECK(window.statusBar()->currentMessage() == "Game opened: Блиндер Б. – Миротин Б., 61 plies");

    // Enter on a selected game opens it too; the games without a round alone, by the filter.
    window.tabs()->show(gui::WindowTab::Games);
    tab->roundFilter()->setCurrentIndex(1);
    CHECK(tab->roundFilter()->currentText() == "Without a round");
    REQUIRE(games->rowCount() == 154);
    tab->view()->setFocus();
    tab->view()->setCurrentIndex(games->index(2, gui::GameListModel::White));
    QTest::keyClick(tab->view(), Qt::Key_Return);
    CHECK(window.tabs()->shown() == gui::WindowTab::GameSheet);
    CHECK(window.gameSheetView()->headerLabel()->text() ==
          "X чемпионат СССР · Without a round\n"
          "White: Коршунов Д. · Black: Коган М · Result: 1/2-1/2");
    window.gameSheet()->reset();

    // The crosstable's cell of Коршунов's row and Коган's column: their game.
    window.tabs()->show(gui::WindowTab::Crosstable);
    const gui::ReportTableModel *crosstable = window.crosstableModel();
    int korshunov = -1;
    int kogan = -1;
    for (int row = 0; row < crosstable->rowCount(); ++row) {
        const QString name = crosstable->index(row, 2).data().toString();
        if (name == "Коршунов Д.")
            korshunov = row;
        else if (name == "Коган М")
            kogan = row;
    }
    REQUIRE(korshunov >= 0);
    REQUIRE(kogan >= 0);
    auto *crosstableView = window.findChild<QTableView *>("crosstableView");
    REQUIRE(crosstableView);
    emit crosstableView->doubleClicked(crosstable->index(korshunov, 3 + kogan));
    CHECK(window.tabs()->shown() == gui::WindowTab::GameSheet);
    CHECK(window.gameSheetView()->headerLabel()->text() ==
          "X чемпионат СССР · Without a round\n"
          "White: Коршунов Д. · Black: Коган М · Result: 1/2-1/2");
    // The column's row against the row's column: the same game.
    const qint64 opened = window.gameSheet()->storedAs()->gameId;
    CHECK(window.openCrosstableCell(kogan, 3 + korshunov));
    CHECK(window.gameSheet()->storedAs()->gameId == opened);
    // A player's own cell, the name: nothing.
    CHECK_FALSE(window.openCrosstableCell(kogan, 3 + kogan));
    CHECK_FALSE(window.openCrosstableCell(kogan, 2));
}

TEST_CASE("the chief arbiter deletes the game chosen on the Games tab, with a reason, logged",
          "[gui][postgresql]")
{
    application();
    dbtest::migratedDatabase("games_delete");
    const std::string conninfo = dbtest::server().connectionString("games_delete");
    importUssr(conninfo);
    QString problem;
    auto session = gui::TournamentSession::open(conninfo, problem);
    REQUIRE(session);
    gui::MainWindow window(std::move(session), nullptr);
    REQUIRE(window.openTournament("USSR 1950"));
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    window.tabs()->show(gui::WindowTab::Games);
    gui::GamesTab *tab = window.gamesTab();
    const gui::GameListModel *games = tab->model();
    REQUIRE(games->rowCount() == 154);
    QPushButton *remove = tab->deleteButton();
    CHECK(remove->text() == "Delete g&ame…");
    // Nothing chosen, or the heading: nothing to delete.
    CHECK_FALSE(remove->isEnabled());
    tab->view()->setCurrentIndex(games->index(0, gui::GameListModel::White));
    CHECK_FALSE(remove->isEnabled());

    // Game 2 of the file (Коршунов – Коган), its number 2 in the order stored.
    tab->view()->setCurrentIndex(games->index(2, gui::GameListModel::White));
    REQUIRE(remove->isEnabled());
    REQUIRE(games->gameAt(2)->number == 2);
    const qint64 id = games->gameAt(2)->id;
    QStringList asked;
    std::optional<QString> answer; // cancelled first
    tab->setWhyAsker([&](const QString &title, const QString &question) {
        asked << title + " / " + question;
        return answer;
    });
    remove->click();
    REQUIRE(asked.size() == 1);
    CHECK(asked[0] == "Delete game / Delete game 2, Коршунов Д. – Коган М? Its moves and claims "
                      "are removed; the board's result stays.\nWhy (for the decisions log):");
    CHECK(tab->countLabel()->text() == "153 of 153 games");

    answer = QStringLiteral("entered twice");
    remove->click();
    CHECK(window.statusBar()->currentMessage() == "Game 2 deleted");
    CHECK(tab->countLabel()->text() == "152 of 152 games");
    for (int row = 0; row < games->rowCount(); ++row)
        if (const db::GameListing *game = games->gameAt(row))
            CHECK(game->id != id);
    // The games after it move up one number.
    CHECK(games->gameAt(2)->number == 2);
    auto connection = db::PgConnection::open(conninfo);
    REQUIRE(connection);
    const auto logged = connection->exec(
        "SELECT count(*) FROM decisions WHERE kind = 'game-deleted' AND why = 'entered twice'");
    REQUIRE(logged);
    CHECK(logged->value(0, 0) == "1");
    const auto moves =
        connection->exec("SELECT count(*) FROM moves WHERE game_id = $1", {std::to_string(id)});
    REQUIRE(moves);
    CHECK(moves->value(0, 0) == "0");
}

TEST_CASE("the Games tab shows each player's name whole on one line", "[gui]")
{
    application();
    gui::GamesTab tab(nullptr);
    tab.resize(900, 400);
    tab.show();
    REQUIRE(QTest::qWaitForWindowExposed(&tab));
    db::GameListing first;
    first.id = 1;
    first.round = 1;
    first.board = 1;
    first.white = "Константинопольский Александр";
    first.black = "Римский-Корсаков Николай";
    first.result = "1-0";
    db::GameListing second = first;
    second.id = 2;
    second.board = 2;
    second.white = "Ли Ян";
    second.black = "Салтыков-Щедрин Михаил Евграфович";
    tab.model()->setGames({first, second});
    QTableView *view = tab.view();
    CHECK_FALSE(view->wordWrap());
    const QFontMetrics metrics = view->fontMetrics();
    for (const auto &[column, longest] :
         {std::pair{gui::GameListModel::White, QStringLiteral("Константинопольский Александр")},
          std::pair{gui::GameListModel::Black,
                    QStringLiteral("Салтыков-Щедрин Михаил Евграфович")}}) {
        INFO("column " << column);
        CHECK(view->columnWidth(column) >=
              static_cast<const QAbstractItemView *>(view)->sizeHintForColumn(column));
        CHECK(view->columnWidth(column) > metrics.horizontalAdvance(longest));
    }
}

TEST_CASE("a game sheet is saved only to the board of its players, and opened from its board",
          "[gui][postgresql]")
{
    application();
    auto window = cupWindow("games_save");
    window->resize(1200, 800);
    QStringList asked;
    window->gameSheetView()->setConfirmer([&](const QString &question) {
        asked << question;
        return true;
    });
    gui::GameSheet *sheet = window->gameSheet();
    auto *pairingsView = window->findChild<QTableView *>("pairingsView");
    REQUIRE(pairingsView);

    // No game stored yet: a board, a crosstable cell say so.
    CHECK_FALSE(window->openBoardGame(1, 1));
    CHECK(window->statusBar()->currentMessage() == "No game of board 1 of round 1 is stored");
    CHECK_FALSE(window->openCrosstableCell(0, 3 + 3));
    CHECK(window->statusBar()->currentMessage() == "No game of Андреев and Григорьев is stored");

    // The sheet of Васильев–Андреев saved to board 1 (Андреев–Григорьев), selected: refused.
    QString problem;
    REQUIRE(
        sheet->loadPdn("[White \"Васильев\"]\n[Black \"Андреев\"]\n\n1. c3-d4 f6-g5 *\n", problem));
    pairingsView->setCurrentIndex(window->pairingsModel()->index(0, gui::PairingsModel::Board));
    emit window->gameSheetView()->saveRequested();
    CHECK(window->statusBar()->currentMessage() ==
          "the game sheet is Васильев – Андреев, but board 1 of round 1 is Андреев – Григорьев: "
          "the sheet does not belong to that board");
    CHECK_FALSE(sheet->storedAs().has_value());
    closeMessageBoxes(*window);

    // Андреев–Григорьев with no board selected: saved to the board of its players, board 1.
    REQUIRE(sheet->loadPdn("[White \"Андреев\"]\n[Black \"Григорьев\"]\n\n1. c3-d4 f6-g5 *\n",
                           problem));
    pairingsView->setCurrentIndex(QModelIndex());
    emit window->gameSheetView()->saveRequested();
    CHECK(window->statusBar()->currentMessage() == "Game saved: board 1 of round 1, 2 plies");
    REQUIRE(sheet->storedAs().has_value());
    CHECK(sheet->storedAs()->board == 1);
    CHECK(window->gameSheetView()->headerLabel()->text() ==
          "Кубок города · Round 1 · Board 1\nWhite: Андреев · Black: Григорьев");

    // A sheet typed from scratch names nobody: the selected board takes it once the judge says
    // so, told which board and whose game (Ctrl+S never stores to a board unasked).
    asked.clear();
    menuAction(*window, "&New game sheet")->trigger();
    CHECK(asked == QStringList{"Throw away the game on the sheet (2 plies)?"});
    asked.clear();
    REQUIRE(sheet->enterMove(QStringLiteral("a3-b4")));
    REQUIRE(sheet->enterMove(QStringLiteral("f6-g5")));
    pairingsView->setCurrentIndex(window->pairingsModel()->index(1, gui::PairingsModel::Board));
    const QString question =
        "Save the game on the sheet to board 2 of round 1 (Борисов – Васильев)?";
    window->gameSheetView()->setConfirmer([&](const QString &asking) {
        asked << asking;
        return false;
    });
    emit window->gameSheetView()->saveRequested();
    CHECK(asked == QStringList{question});
    CHECK_FALSE(sheet->storedAs().has_value());
    window->gameSheetView()->setConfirmer([&](const QString &asking) {
        asked << asking;
        return true;
    });
    asked.clear();
    emit window->gameSheetView()->saveRequested();
    CHECK(asked == QStringList{question});
    CHECK(window->statusBar()->currentMessage() == "Game saved: board 2 of round 1, 2 plies");
    CHECK(window->gameSheetView()->headerLabel()->text() ==
          "Кубок города · Round 1 · Board 2\nWhite: Борисов · Black: Васильев");

    // The Games tab lists both, by board.
    window->gamesTab()->reload();
    const gui::GameListModel *games = window->gamesTab()->model();
    REQUIRE(games->rowCount() == 2);
    CHECK(rowOf(games, 0) == "1|1|Андреев|Григорьев|*|0");
    CHECK(rowOf(games, 1) == "1|2|Борисов|Васильев|*|0");
    QStringList rounds;
    for (int i = 0; i < window->gamesTab()->roundFilter()->count(); ++i)
        rounds << window->gamesTab()->roundFilter()->itemText(i);
    CHECK(rounds == QStringList{"All rounds", "Round 1"});
    window->gamesTab()->roundFilter()->setCurrentIndex(1);
    CHECK(games->rowCount() == 2);
    window->gamesTab()->playerFilter()->setText(QStringLiteral("ВАСИЛЬ"));
    REQUIRE(games->rowCount() == 1);
    CHECK(rowOf(games, 0) == "1|2|Борисов|Васильев|*|0");

    // A double-click on board 1 of the Rounds tab opens its stored game.
    asked.clear();
    emit pairingsView->doubleClicked(window->pairingsModel()->index(0, gui::PairingsModel::White));
    CHECK(window->tabs()->shown() == gui::WindowTab::GameSheet);
    REQUIRE(sheet->plyCount() == 2);
    CHECK(sheet->ply(2).written == "f6-g5");
    CHECK(window->gameSheetView()->headerLabel()->text() ==
          "Кубок города · Round 1 · Board 1\nWhite: Андреев · Black: Григорьев");
    // The crosstable's cell of Борисов (row 1) against Васильев (row 2): board 2's game.
    CHECK(window->openCrosstableCell(1, 3 + 2));
    CHECK(window->gameSheetView()->headerLabel()->text() ==
          "Кубок города · Round 1 · Board 2\nWhite: Борисов · Black: Васильев");
    CHECK(asked.isEmpty()); // stored games: nothing is asked before another is opened

    // The decisions log's entry of board 1's sheet opens that game.
    gui::DecisionsPage *log = window->decisionsPage();
    log->refresh();
    int stored = -1;
    for (int row = 0; row < log->model()->rowCount(); ++row)
        if (log->model()->index(row, gui::DecisionsModel::What).data().toString() ==
            "game sheet stored: game 1 of board 1 of round 1")
            stored = row;
    REQUIRE(stored >= 0);
    window->tabs()->show(gui::WindowTab::Decisions);
    REQUIRE(log->openDecision(stored));
    CHECK(window->tabs()->shown() == gui::WindowTab::GameSheet);
    CHECK(window->gameSheetView()->headerLabel()->text() ==
          "Кубок города · Round 1 · Board 1\nWhite: Андреев · Black: Григорьев");
    CHECK(asked.isEmpty());

    // A move added to the stored game is not stored: opening another game asks first.
    sheet->goToPly(sheet->plyCount());
    REQUIRE(sheet->enterMove(QStringLiteral("g3-h4")));
    CHECK(sheet->changedSinceStored());
    CHECK(window->openBoardGame(1, 2));
    CHECK(asked == QStringList{"Throw away the game on the sheet (3 plies)?"});
    CHECK_FALSE(sheet->changedSinceStored());
    closeMessageBoxes(*window);
}

TEST_CASE("the Games tab, the sheet's header and its questions in Russian", "[gui]")
{
    QApplication &app = application();
    REQUIRE(gui::installTranslation(app, "ru"));
    gui::MainWindow window(nullptr, nullptr);
    CHECK(window.tabs()->label(gui::WindowTab::Games) == "Парт&ии"); // Alt+П is the Game menu
    CHECK(window.gameSheetView()->headerLabel()->text() == "Новая партия");
    QStringList asked;
    window.gameSheetView()->setConfirmer([&asked](const QString &question) {
        asked << question;
        return false;
    });
    gui::GameSheet *sheet = window.gameSheet();
    REQUIRE(sheet->enterMove(QStringLiteral("c3-d4")));
    REQUIRE(sheet->enterMove(QStringLiteral("f6-g5")));
    sheet->goToPly(0);
    CHECK_FALSE(sheet->enterMove(QStringLiteral("a3-b4")));
    CHECK(sheet->finding() == "Партия оставлена как была.");
    menuAction(window, "&Новый бланк партии")->trigger();
    CHECK(asked == QStringList{"Заменить продолжение партии (полуходов: 2) этим ходом?",
                               "Стереть партию на бланке (полуходов: 2)?"});
    const QAbstractItemModel *moves = window.gameSheetView()->moveList()->model();
    CHECK(moves->headerData(0, Qt::Horizontal).toString() == "№");
    CHECK(moves->headerData(1, Qt::Horizontal).toString() == "Белые");

    gui::GameListModel games;
    db::GameListing imported;
    imported.id = 7;
    imported.white = "Блиндер Б.";
    imported.black = "Миротин Б.";
    imported.result = "1-0";
    imported.findings = 2;
    games.setGames({imported});
    CHECK(rowOf(&games, 0) == "Без тура|||||");
    CHECK(rowOf(&games, 1) == "||Блиндер Б.|Миротин Б.|1-0|2");
    QStringList headers;
    for (int c = 0; c < games.columnCount(); ++c)
        headers << games.headerData(c, Qt::Horizontal).toString();
    CHECK(headers == QStringList{"Тур", "Доска", "Белые", "Чёрные", "Результат", "Замечания"});

    gui::GameSheet stored;
    gui::GameSheetView view(&stored);
    QString problem;
    REQUIRE(stored.openStored("[White \"Андреев\"]\n[Black \"Борисов\"]\n\n1. c3-d4 *\n",
                              {{"Event", "Кубок города", {}}, {"Result", "1-0", {}}},
                              {1, 3, 2, 2, 11}, problem));
    CHECK(view.headerLabel()->text() == "Кубок города · Тур 3 · Доска 2, партия 2\n"
                                        "Белые: Андреев · Чёрные: Борисов · Результат: 1-0");

    for (QTranslator *translator : app.findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(translator);
    gui::installTranslation(app, QStringLiteral("en")); // the tests after this one in English
    CHECK(gui::interfaceLanguage() == app::Language::English);
}

TEST_CASE("a cell of a Swiss crosstable, round by round, opens the player's game of that round",
          "[gui][postgresql]")
{
    application();
    auto window = cupWindow("games_swiss", "swiss");
    gui::GameSheet *sheet = window->gameSheet();
    const gui::PairingsModel *pairings = window->pairingsModel();
    REQUIRE(pairings->rowCount() == 2);
    const QString white = pairings->index(0, gui::PairingsModel::White).data().toString();
    const QString black = pairings->index(0, gui::PairingsModel::Black).data().toString();
    const QString elsewhere = pairings->index(1, gui::PairingsModel::White).data().toString();
    // Board 1's game stored from a sheet naming nobody, the board selected.
    REQUIRE(sheet->enterMove(QStringLiteral("c3-d4")));
    REQUIRE(sheet->enterMove(QStringLiteral("f6-g5")));
    auto *pairingsView = window->findChild<QTableView *>("pairingsView");
    REQUIRE(pairingsView);
    pairingsView->setCurrentIndex(pairings->index(0, gui::PairingsModel::Board));
    window->gameSheetView()->setConfirmer([](const QString &) { return true; });
    emit window->gameSheetView()->saveRequested();
    REQUIRE(window->statusBar()->currentMessage() == "Game saved: board 1 of round 1, 2 plies");
    menuAction(*window, "&New game sheet")->trigger();
    REQUIRE(sheet->plyCount() == 0);

    const gui::ReportTableModel *crosstable = window->crosstableModel();
    REQUIRE(crosstable->headerData(4, Qt::Horizontal).toString() == "R1");
    const auto rowOfPlayer = [crosstable](const QString &name) {
        for (int row = 0; row < crosstable->rowCount(); ++row)
            if (crosstable->index(row, 2).data().toString() == name)
                return row;
        return -1;
    };
    // Black's row, round 1's column: board 1's game.
    REQUIRE(rowOfPlayer(black) >= 0);
    CHECK(window->openCrosstableCell(rowOfPlayer(black), 4));
    CHECK(window->gameSheetView()->headerLabel()->text() ==
          "Кубок города · Round 1 · Board 1\nWhite: " + white + " · Black: " + black);
    CHECK(sheet->plyCount() == 2);
    // A player of board 2: no game stored.
    REQUIRE(rowOfPlayer(elsewhere) >= 0);
    CHECK_FALSE(window->openCrosstableCell(rowOfPlayer(elsewhere), 4));
    CHECK(window->statusBar()->currentMessage() ==
          "No game of " + elsewhere + " in round 1 is stored");
    // The rating column and the points after the rounds are no game.
    CHECK_FALSE(window->openCrosstableCell(rowOfPlayer(black), 3));
    CHECK_FALSE(window->openCrosstableCell(rowOfPlayer(black), 5));
}

TEST_CASE("a 100-square event: its game entered on the 10x10 sheet, saved and opened again, a "
          "sheet of another variant refused",
          "[gui][postgresql]")
{
    application();
    const std::string conninfo = guitest::freshDatabase("games_variant");
    db::Tournament draft;
    draft.name = "NK 2003";
    draft.variant = arbiter::Variant::International;
    draft.ruleSet = reports::RuleSetId::InternationalFmjd;
    guitest::enterTournament(conninfo, draft, guitest::players({"Jansen", "Dolfing"}));
    auto window = std::make_unique<gui::MainWindow>(guitest::sessionOn(conninfo), nullptr);
    REQUIRE(window->openTournament("NK 2003"));
    // The sheet follows the tournament's game.
    CHECK(window->gameSheet()->variant() == arbiter::Variant::International);
    CHECK(window->gameSheetView()->board()->columns() == 10);
    app::RoundDraw note;
    REQUIRE(window->session()->pairNextRound(note));
    REQUIRE(window->session()->pairings().size() == 1);
    const db::Pairing pairing = window->session()->pairings().front();
    QString problem;
    REQUIRE(window->gameSheet()->loadPdn("[White \"" + pairing.whiteName + "\"]\n[Black \"" +
                                             pairing.blackName.value_or("") +
                                             "\"]\n\n1. 32-28 19-23 2. 28x19 13x24 *\n",
                                         problem));
    REQUIRE(window->gameSheet()->enterMove("33-28"));
    emit window->gameSheetView()->saveRequested();
    CHECK(window->statusBar()->currentMessage() == "Game saved: board 1 of round 1, 5 plies");
    REQUIRE(window->gameSheet()->storedAs().has_value());
    // Stored as a game of the variant, with its numeric moves; opened again on the 10×10 sheet.
    const auto games = window->session()->gameListing();
    REQUIRE(games);
    REQUIRE(games->size() == 1);
    REQUIRE(window->openGame(games->front().id));
    CHECK(window->gameSheet()->variant() == arbiter::Variant::International);
    REQUIRE(window->gameSheet()->plyCount() == 5);
    CHECK(window->gameSheet()->ply(5).written == "33-28");

    // A Russian game opened on the sheet is not this tournament's.
    REQUIRE(window->gameSheet()->loadPdn(
        "[GameType \"25\"]\n[White \"" + pairing.whiteName + "\"]\n\n1. c3-d4 *\n", problem));
    CHECK(window->gameSheet()->variant() == arbiter::Variant::Russian);
    emit window->gameSheetView()->saveRequested();
    CHECK(window->statusBar()->currentMessage() ==
          "The game on the sheet is of Russian draughts (64 squares); this tournament plays "
          "International draughts (100 squares).");
    CHECK_FALSE(window->gameSheet()->storedAs().has_value());
    // Kept while the tournament is read again (a result entered elsewhere); a new sheet is on the
    // tournament's board.
    REQUIRE(window->session()->reload());
    CHECK(window->gameSheet()->variant() == arbiter::Variant::Russian);
    CHECK(window->gameSheet()->plyCount() == 1);
    window->gameSheetView()->setConfirmer([](const QString &) { return true; });
    for (QAction *action : window->findChildren<QAction *>())
        if (action->text() == "&New game sheet")
            action->trigger();
    CHECK(window->gameSheet()->variant() == arbiter::Variant::International);
    CHECK(window->gameSheet()->plyCount() == 0);

    // A game imported without a GameType is of the tournament's variant: opened on its board
    // even from a sheet of another variant.
    {
        auto connection = db::PgConnection::open(conninfo);
        REQUIRE(connection);
        std::istringstream file("[Event \"NK 2003\"]\n[White \"Dolfing\"]\n[Black "
                                "\"Jansen\"]\n[Result \"1/2-1/2\"]\n\n1. 31-26 20-24 1/2-1/2\n");
        const auto imported = app::importPdn(connection.value(), file, 0, "nk.pdn", "NK 2003",
                                             false, arbiter::RuleSet::fmjd64(), nullptr);
        REQUIRE(imported);
        REQUIRE(imported->counts.games == 1);
    }
    REQUIRE(window->gameSheet()->loadPdn("[GameType \"25\"]\n\n1. c3-d4 *\n", problem));
    REQUIRE(window->session()->reload());
    const auto listed = window->session()->gameListing();
    REQUIRE(listed);
    REQUIRE(listed->size() == 2);
    const auto withoutRound = std::ranges::find_if(
        *listed, [](const db::GameListing &game) { return !game.round.has_value(); });
    REQUIRE(withoutRound != listed->end());
    REQUIRE(window->openGame(withoutRound->id));
    CHECK(window->gameSheet()->variant() == arbiter::Variant::International);
    REQUIRE(window->gameSheet()->plyCount() == 2);
    CHECK(window->gameSheet()->ply(2).written == "20-24");
    closeMessageBoxes(*window);
}

TEST_CASE(
    "a claim ruled before its sheet is saved: the written move on the sheet, the ruling linked "
    "on saving",
    "[gui][postgresql]")
{
    // Issue 27, point 12.
    guitest::application();
    const std::string conninfo = guitest::freshDatabase("games_claim_link");
    db::Tournament draft;
    draft.name = "Матч";
    guitest::enterTournament(conninfo, draft, guitest::players({"Андреев", "Борисов"}));
    gui::MainWindow window(guitest::sessionOn(conninfo), nullptr);
    REQUIRE(window.openTournament(QStringLiteral("Матч")));
    app::RoundDraw note;
    REQUIRE(window.session()->pairNextRound(note));
    // Kings shuffling: after 4. d2-c1 Black writes g7-h8, which stands the position a third time.
    gui::GameSheet *sheet = window.gameSheet();
    QString problem;
    REQUIRE(sheet->loadPdn("[White \"Андреев\"]\n[Black \"Борисов\"]\n[SetUp \"1\"]\n"
                           "[FEN \"W:WKc1,a3,e3:BKh8,h6,b8\"]\n\n"
                           "1. c1-d2 h8-g7 2. d2-c1 g7-h8 3. c1-d2 h8-g7 4. d2-c1 *\n",
                           problem));
    REQUIRE(sheet->plyCount() == 7);
    CHECK_FALSE(sheet->storedAs().has_value());
    // The claim dialog, filled in and recorded as the arbiter would.
    bool ruled = false;
    QTimer filler;
    QObject::connect(&filler, &QTimer::timeout, [&ruled] {
        auto *dialog = qobject_cast<gui::ClaimDialog *>(QApplication::activeModalWidget());
        if (!dialog || ruled)
            return;
        ruled = true;
        dialog->setProcedure(gui::ClaimDialog::Procedure::WrittenMove);
        dialog->setRule(QStringLiteral("threefold"));
        dialog->setPly(7);
        dialog->setWrittenMove(QStringLiteral("g7-h8"));
        REQUIRE(dialog->decide().has_value());
        CHECK(dialog->verdict()->valid);
        dialog->recordButton()->click();
    });
    filler.start(20);
    emit window.gameSheetView()->claimRequested();
    filler.stop();
    REQUIRE(ruled);
    CHECK(window.statusBar()->currentMessage() ==
          "Ruling recorded in the decisions log; it is linked to the game when the sheet is "
          "saved");
    // The written move is on the sheet: the position that stands a third time.
    CHECK(sheet->plyCount() == 8);
    // Saved to the players' board: the ruling goes with it.
    emit window.gameSheetView()->saveRequested();
    REQUIRE(sheet->storedAs().has_value());
    CHECK(window.statusBar()->currentMessage() ==
          "Game saved: board 1 of round 1, 8 plies; 1 ruling(s) on draw claims linked to it");
    const auto decisions = window.session()->decisions();
    REQUIRE(decisions);
    REQUIRE(decisions->size() >= 2);
    const db::Decision &linked = decisions->back();
    CHECK(linked.kind == db::DecisionKind::Ruling);
    CHECK(linked.round == std::optional<int>(1));
    CHECK(linked.board == std::optional<int>(1));
    CHECK(linked.gameId == std::optional<std::int64_t>(sheet->storedAs()->gameId));
    CHECK(linked.why == std::optional<std::string>(
                            "ruled before the game sheet was saved; linked to its game now"));
    // The first entry, made at the claim, names no board (the log is never rewritten).
    const db::Decision &first = (*decisions)[decisions->size() - 3];
    CHECK(first.kind == db::DecisionKind::Ruling);
    CHECK_FALSE(first.board);
    // The claim stored with its game.
    db::PgConnection raw = dbtest::server().connect("games_claim_link");
    const auto claims = raw.exec("SELECT game_id, ply, claimant, rule, written_move, verdict "
                                 "FROM claims");
    REQUIRE(claims.ok());
    REQUIRE(claims->rows() == 1);
    CHECK(claims->value(0, 0) == std::to_string(sheet->storedAs()->gameId));
    CHECK(claims->value(0, 1) == "7");
    CHECK(claims->value(0, 2) == "black");
    CHECK(claims->value(0, 3) == "threefold");
    CHECK(claims->value(0, 4) == "g7-h8");
    CHECK(claims->value(0, 5) == "valid");
}

} // namespace games_test
