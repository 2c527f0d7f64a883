// The desktop window under QT_QPA_PLATFORM=offscreen (issue 7): a real game entered by clicks and
// by typed notation, an illegal move refused with its message, the claim dialog on a constructed
// repetition, a result entered in the window and by another client updating the standings, the
// Russian translation; and, tagged [screenshot], PNGs of the main views for the README.
#include "app/gui/claimdialog.h"
#include "app/gui/desktop.h"
#include "app/gui/exportfolder.h"
#include "app/gui/gamesheetview.h"
#include "app/gui/mainwindow.h"
#include "app/gui/pairingsmodel.h"
#include "app/gui/reporttablemodel.h"
#include "app/gui/roundstab.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pdnimport.h"
#include "arbiter/audit.h"
#include "arbiter/fen.h"
#include "arbiter/gridnotation.h"
#include "arbiter/pdnreader.h"
#include "db/entrystore.h"
#include "db/pairingstore.h"
#include "db/pgconnection.h"
#include "db/playerstore.h"
#include "db/tournamentstore.h"
#include "guitestsupport.h"
#include "tests/db/testserver.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

namespace gui_test {

using R = reports::PairingResult;

namespace {

using guitest::application;

arbiter::PdnGame firstUssrGame()
{
    std::ifstream file(SHASHKI_TEST_DATA_DIR "/pdn/ussr1947.pdn", std::ios::binary);
    arbiter::PdnReader reader(file);
    auto game = reader.next();
    REQUIRE(game.has_value());
    return *game;
}

std::vector<std::string> written(const gui::GameSheet &sheet)
{
    std::vector<std::string> moves;
    for (int p = 1; p <= sheet.plyCount(); ++p)
        moves.push_back(sheet.ply(p).written);
    return moves;
}

void type(QLineEdit *field, const std::string &text)
{
    field->clear();
    QTest::keyClicks(field, QString::fromStdString(text));
    QTest::keyClick(field, Qt::Key_Return);
}

void click(gui::BoardWidget *board, int square)
{
    QTest::mouseClick(board, Qt::LeftButton, {}, board->centreOf(square));
}

void click(gui::BoardWidget *board, arbiter::Square square)
{
    click(board, static_cast<int>(square.pdnNumber()));
}

// Enters `move` by clicking its start and end, and landing squares while routes are in question.
void clickMove(gui::GameSheetView &view, const gui::SheetMove &move)
{
    click(view.board(), move.from);
    click(view.board(), move.to);
    for (int landing : move.landings)
        if (landing != move.to)
            click(view.board(), landing);
}

} // namespace

TEST_CASE("a real game's first moves: typed notation and clicks give the same game", "[gui]")
{
    application();
    const arbiter::PdnGame game = firstUssrGame();
    REQUIRE(game.moves.size() >= 20);

    gui::GameSheet typedSheet;
    gui::GameSheetView typedView(&typedSheet);
    typedView.resize(900, 600);
    typedView.show();
    for (std::size_t i = 0; i < 20; ++i)
        type(typedView.notationField(), game.moves[i].text);
    REQUIRE(typedSheet.plyCount() == 20);
    CHECK(typedView.notationField()->text().isEmpty());

    gui::GameSheet clickedSheet;
    gui::GameSheetView clickedView(&clickedSheet);
    clickedView.resize(900, 600);
    clickedView.show();
    REQUIRE(QTest::qWaitForWindowExposed(&clickedView));
    for (int p = 1; p <= 20; ++p) {
        INFO("ply " << p << ": " << typedSheet.ply(p).written);
        clickMove(clickedView, typedSheet.playedMove(p));
        REQUIRE(clickedSheet.plyCount() == p);
    }
    CHECK(written(clickedSheet) == written(typedSheet));
    CHECK(clickedSheet.fen() == typedSheet.fen());
    // The file's own moves, in the tool's notation.
    CHECK(written(typedSheet).front() == "c3-d4");
    // Twenty plies: ten moves, White's and Black's side by side.
    CHECK(typedView.moveList()->model()->rowCount() == 10);
    CHECK(typedView.moveList()->model()->index(0, 0).data().toString() == "1.");
    CHECK(typedView.moveList()->model()->index(0, 1).data().toString() == "c3-d4");
}

TEST_CASE("an illegal move is refused with its reason, typed or clicked", "[gui]")
{
    application();
    gui::GameSheet sheet;
    gui::GameSheetView view(&sheet);
    view.resize(900, 600);
    view.show();
    type(view.notationField(), "c3-d4");
    type(view.notationField(), "f6-e5");
    type(view.notationField(), "g3-h4");
    CHECK(sheet.plyCount() == 2);
    CHECK(view.findingLabel()->text() == "g3-h4: capture is mandatory: d4:f6");
    CHECK(view.notationField()->text() == "g3-h4"); // kept to be corrected
    type(view.notationField(), "c3-b5");
    CHECK(view.findingLabel()->text().startsWith("c3-b5: "));

    // By clicks: the man on g3 cannot move while d4 must capture.
    click(view.board(), *arbiter::Square::fromName("g3"));
    CHECK(view.findingLabel()->text() == "capture is mandatory: d4:f6");
    click(view.board(), *arbiter::Square::fromName("d4"));
    click(view.board(), *arbiter::Square::fromName("f6"));
    CHECK(sheet.plyCount() == 3);
    CHECK(sheet.ply(3).written == "d4:f6");
    // Going back and entering another move replaces what followed, once the judge agrees.
    QStringList asked;
    view.setConfirmer([&asked](const QString &question) {
        asked << question;
        return true;
    });
    sheet.goToPly(1);
    type(view.notationField(), "d6-c5");
    CHECK(asked == QStringList{"Replace the rest of the game (2 plies) with this move?"});
    CHECK(sheet.plyCount() == 2);
    CHECK(sheet.ply(2).written == "d6-c5");
}

TEST_CASE("two captures with one start and end: the landing square clicked chooses", "[gui]")
{
    application();
    // The king on d8 takes three to a5 either by f6, c3 (e7, d4, b4) or by h4, e1 (e7, g3, b4).
    gui::GameSheet sheet;
    sheet.reset(arbiter::Fen::parse("W:WKd8,f4:Bb4,d4,e7,g3,h2").value());
    gui::GameSheetView view(&sheet);
    view.resize(900, 600);
    view.show();
    QString hint;
    QObject::connect(view.input(), &gui::BoardInput::hint,
                     [&hint](const QString &text) { hint = text; });
    click(view.board(), *arbiter::Square::fromName("d8"));
    click(view.board(), *arbiter::Square::fromName("a5"));
    CHECK(sheet.plyCount() == 0);
    CHECK(hint == "2 moves go from d8 to a5: click a square where the piece lands along the way");
    click(view.board(), *arbiter::Square::fromName("b2")); // not a landing of either
    CHECK(hint == "choose one of the highlighted landing squares");
    click(view.board(), *arbiter::Square::fromName("e1"));
    REQUIRE(sheet.plyCount() == 1);
    CHECK(std::get<arbiter::Move>(sheet.ply(1).move).capturedSet() ==
          (arbiter::Square::fromName("e7")->mask() | arbiter::Square::fromName("g3")->mask() |
           arbiter::Square::fromName("b4")->mask()));
    CHECK(sheet.ply(1).written == "d8:h4:e1:a5");
}

TEST_CASE("the claim dialog on a constructed repetition", "[gui]")
{
    application();
    // Kings shuffle c1-d2-c1 and h8-g7-h8: the start position stands again after plies 4 and 8.
    gui::GameSheet sheet;
    sheet.reset(arbiter::Fen::parse("W:WKc1,a3,e3:BKh8,h6,b8").value());
    for (const char *move : {"c1-d2", "h8-g7", "d2-c1", "g7-h8", "c1-d2", "h8-g7", "d2-c1"})
        REQUIRE(sheet.enterMove(move));
    CHECK(sheet.counters().contains("this position has stood 2 times (plies 1, 5)") ==
          false); // White's turn after ply 7 … the position after ply 7 stood after ply 3 too
    CHECK(sheet.counters().contains("this position has stood 2 times (plies 3, 7)"));

    // With a written move: Black writes g7-h8 and claims; the position would stand a third time.
    gui::ClaimDialog written(&sheet);
    written.setProcedure(gui::ClaimDialog::Procedure::WrittenMove);
    written.setRule("threefold");
    written.setPly(7);
    written.setWrittenMove("g7-h8");
    const auto verdict = written.decide();
    REQUIRE(verdict.has_value());
    CHECK(verdict->valid);
    CHECK(verdict->occurrences == std::vector<int>{0, 4, 8});
    CHECK(written.verdictLabel()->text() == "Valid: the game is drawn.");
    CHECK(written.detailsLabel()->text() ==
          "After g7-h8 the position stands for the 3rd time (plies 0, 4, 8); the game is drawn");
    CHECK(written.occurrences()->count() == 3);
    CHECK(written.occurrences()->item(1)->text() == "after ply 4 (2... g7-h8)");

    // After the opponent's move at ply 4 the position has stood only twice: not valid.
    REQUIRE(sheet.enterMove("g7-h8"));
    CHECK(sheet.finding().startsWith("The position stands for the third time (plies 0, 4, 8)"));
    gui::ClaimDialog early(&sheet);
    early.setRule("threefold");
    early.setPly(4);
    REQUIRE(early.decide().has_value());
    CHECK_FALSE(early.verdict()->valid);
    CHECK(early.verdictLabel()->text() == "Not valid: the game goes on.");
    CHECK(early.detailsLabel()->text() == "The position after ply 4 stood 2 times (plies 0, 4)");
    // The evidence's plies take the board there.
    int shown = -1;
    QObject::connect(&written, &gui::ClaimDialog::plyChosen, [&shown](int ply) { shown = ply; });
    emit written.occurrences()->itemClicked(written.occurrences()->item(1));
    CHECK(shown == 4);
}

TEST_CASE("the 100-square board: numbered squares, numeric moves typed and clicked", "[gui]")
{
    application();
    gui::GameSheet sheet;
    sheet.setVariant(arbiter::Variant::International);
    gui::GameSheetView view(&sheet);
    view.resize(900, 700);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    CHECK(view.board()->columns() == 10);
    CHECK(view.board()->rows() == 10);
    CHECK(view.notationField()->placeholderText() == "32-28, 19x28, 28x19x10 … then Enter");
    // Black's men on 1–20, White's on 31–50 (bit n-1 for square n).
    CHECK(view.board()->pieces().men[1] == (std::uint64_t{1} << 20) - 1);
    CHECK(view.board()->pieces().men[0] == ((std::uint64_t{1} << 50) - 1) - ((1U << 30) - 1));
    // The square under a click: 1 is the second square of the top row, 46 the first of the
    // bottom row, and a light square is none.
    CHECK(view.board()->squareAt(view.board()->centreOf(1)) == 1);
    CHECK(view.board()->squareAt(view.board()->centreOf(46)) == 46);
    CHECK(view.board()->centreOf(46).x() < view.board()->centreOf(1).x());
    CHECK(view.board()->centreOf(46).y() > view.board()->centreOf(1).y());

    QString hint;
    QObject::connect(view.input(), &gui::BoardInput::hint,
                     [&hint](const QString &text) { hint = text; });
    type(view.notationField(), "32-28");
    click(view.board(), 19);
    click(view.board(), 23);
    REQUIRE(sheet.plyCount() == 2);
    // 28 must take 23: another man clicked says so.
    click(view.board(), 31);
    CHECK(hint == "capture is mandatory: 28x19");
    click(view.board(), 28);
    click(view.board(), 19);
    REQUIRE(sheet.plyCount() == 3);
    // Two men can take back on 19; a move of another board, or a quiet move, is refused.
    type(view.notationField(), "c3-d4");
    CHECK(view.findingLabel()->text().startsWith("c3-d4: "));
    type(view.notationField(), "34-29");
    CHECK(view.findingLabel()->text().startsWith("34-29: "));
    CHECK(sheet.plyCount() == 3);
    type(view.notationField(), "13x24");
    REQUIRE(sheet.plyCount() == 4);
    CHECK(written(sheet) == std::vector<std::string>{"32-28", "19-23", "28x19", "13x24"});
    CHECK(sheet.fen() == "W:W31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:"
                         "B1,2,3,4,5,6,7,8,9,10,11,12,14,15,16,17,18,20,24");
    CHECK(view.moveList()->model()->index(1, 2).data().toString() == "13x24");
    // The sheet's game in PDN: GameType 20 and the numeric moves.
    const std::string pdn = sheet.pdn({{"Event", "NK", {}}}, "*");
    CHECK(pdn.find("[GameType \"20\"]") != std::string::npos);
    CHECK(pdn.find("1. 32-28 19-23 2. 28x19 13x24 *") != std::string::npos);
}

TEST_CASE("the claim dialog on the FMJD rules of a 100-square game", "[gui]")
{
    application();
    // A king against a king: they shuffle 48-42-48 and 3-8-3; the start stands again after
    // plies 4 and 8, two plies before the five moves each of FMJD Annex 1 draw the game.
    gui::GameSheet sheet;
    const auto start =
        arbiter::Fen::parse("W:WK48:BK3", arbiter::rulesOf(arbiter::Variant::International));
    REQUIRE(start);
    sheet.reset(arbiter::GridNotation<arbiter::Grid10>::position(*start));
    CHECK(sheet.variant() == arbiter::Variant::International);
    for (const char *move : {"48-42", "3-8", "42-48", "8-3", "48-42", "3-8", "42-48"})
        REQUIRE(sheet.enterMove(move));
    // The FMJD counts run in plies: 25 moves each is 50, five moves each is 10.
    CHECK(sheet.counters() == QStringList{"kings only: ply 7 of 50",
                                          "two pieces or fewer against a lone king: ply 7 of 10",
                                          "this position has stood 2 times (plies 3, 7)"});

    gui::ClaimDialog written(&sheet);
    const auto *rules = written.findChild<QComboBox *>();
    REQUIRE(rules != nullptr);
    QStringList ids;
    for (int i = 0; i < rules->count(); ++i)
        ids << rules->itemData(i).toString();
    CHECK(ids ==
          QStringList{"threefold", "kings-only", "three-pieces", "long-diagonal", "two-pieces"});
    written.setProcedure(gui::ClaimDialog::Procedure::WrittenMove);
    written.setRule("threefold");
    written.setPly(7);
    written.setWrittenMove("8-3");
    const auto verdict = written.decide();
    REQUIRE(verdict.has_value());
    CHECK(verdict->valid);
    CHECK(verdict->occurrences == std::vector<int>{0, 4, 8});
    CHECK(written.occurrences()->item(1)->text() == "after ply 4 (2... 8-3)");
    // A written move that is no move here is refused with its reason.
    written.setWrittenMove("8-14");
    CHECK_FALSE(written.decide().has_value());
    CHECK(written.verdictLabel()->text().startsWith("The written move 8-14 cannot be played: "));

    REQUIRE(sheet.enterMove("8-3"));
    CHECK(sheet.finding().startsWith("The position stands for the third time (plies 0, 4, 8)"));
    REQUIRE(sheet.enterMove("48-42"));
    REQUIRE(sheet.enterMove("3-8"));
    CHECK(sheet.finding() ==
          "The position stands for the third time (plies 2, 6, 10): the player to move may claim "
          "a draw. Draw: two pieces or fewer against a lone king — 10 of 10 plies since ply 0.");
}

TEST_CASE("English and Italian sheets: Black first, the mirrored board, numbered squares", "[gui]")
{
    application();
    gui::GameSheet sheet;
    sheet.setVariant(arbiter::Variant::English);
    gui::GameSheetView view(&sheet);
    view.resize(900, 700);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    CHECK(view.board()->columns() == 8);
    CHECK(view.notationField()->placeholderText() == "11-15, 22x15, 15x24x31 … then Enter");
    // Black first, its men on 1-12 at the top; White's on 21-32.
    CHECK(sheet.sideToMove() == arbiter::Side::Black);
    CHECK(view.board()->pieces().men[1] == (std::uint64_t{1} << 12) - 1);
    CHECK(view.board()->pieces().men[0] == ((std::uint64_t{1} << 32) - 1) - ((1U << 20) - 1));
    // 1 is b8, 4 is h8, 29 is a1: as on the Russian board.
    CHECK(view.board()->squareAt(view.board()->centreOf(29)) == 29);
    CHECK(view.board()->centreOf(29).x() < view.board()->centreOf(1).x());
    CHECK(view.board()->centreOf(4).x() > view.board()->centreOf(1).x());
    type(view.notationField(), "11-15");
    click(view.board(), 22);
    click(view.board(), 18);
    REQUIRE(sheet.plyCount() == 2);
    // Black's move opens the numbered move, and the move list's first column is Black's.
    CHECK(sheet.moveText(1) == "1. 11-15");
    CHECK(sheet.moveText(2) == "1... 22-18");
    const QAbstractItemModel *moves = view.moveList()->model();
    CHECK(moves->headerData(gui::MoveListModel::First, Qt::Horizontal).toString() == "Black");
    CHECK(moves->headerData(gui::MoveListModel::Second, Qt::Horizontal).toString() == "White");
    CHECK(moves->rowCount() == 1);
    CHECK(moves->index(0, gui::MoveListModel::First).data().toString() == "11-15");
    CHECK(moves->index(0, gui::MoveListModel::Second).data().toString() == "22-18");
    const std::string pdn = sheet.pdn({{"Event", "OCA", {}}}, "*");
    CHECK(pdn.find("[GameType \"21\"]") != std::string::npos);
    CHECK(pdn.find("1. 11-15 22-18 *") != std::string::npos);
    // 15 must take 18.
    type(view.notationField(), "12-16");
    CHECK(sheet.plyCount() == 2);
    type(view.notationField(), "15x22");
    CHECK(sheet.plyCount() == 3);
    CHECK(written(sheet) == std::vector<std::string>{"11-15", "22-18", "15x22"});

    // Italian: White first, a light square in the corner; 1 is a8 and 32 is h1.
    sheet.setVariant(arbiter::Variant::Italian);
    CHECK(sheet.plyCount() == 0);
    CHECK(sheet.sideToMove() == arbiter::Side::White);
    CHECK(view.board()->squareAt(view.board()->centreOf(1)) == 1);
    CHECK(view.board()->squareAt(view.board()->centreOf(32)) == 32);
    CHECK(view.board()->centreOf(1).x() < view.board()->centreOf(2).x());
    CHECK(view.board()->centreOf(32).x() > view.board()->centreOf(29).x());
    CHECK(view.board()->centreOf(5).x() > view.board()->centreOf(1).x());
    // The top left square is dark on the mirrored board: square 1 is above 5 (b7), left of it.
    CHECK(view.board()->centreOf(1).y() < view.board()->centreOf(5).y());
    // Every first move, clicked, is the move the rules core lists.
    const std::vector<gui::SheetMove> first = sheet.legalMoves();
    REQUIRE(first.size() == 7);
    clickMove(view, first.front());
    REQUIRE(sheet.plyCount() == 1);
    CHECK(sheet.ply(1).written == first.front().written);
    CHECK(sheet.moveText(1) == QString::fromStdString("1. " + first.front().written));
}

TEST_CASE("the claim dialog on the federations' rules: English threefold, Italian fourfold",
          "[gui]")
{
    application();
    // Kings on h8 (4) and a1 (29) of the English board shuffle 4-8, 29-25, 8-4, 25-29.
    gui::GameSheet sheet;
    sheet.setVariant(arbiter::Variant::English);
    const auto english =
        arbiter::Fen::parse("B:WK29:BK4", arbiter::rulesOf(arbiter::Variant::English));
    REQUIRE(english);
    sheet.reset(arbiter::GridNotation<arbiter::Grid8Checkers>::position(*english));
    CHECK(sheet.variant() == arbiter::Variant::English);
    for (const char *move : {"4-8", "29-25", "8-4", "25-29", "4-8", "29-25", "8-4"})
        REQUIRE(sheet.enterMove(move));
    CHECK(sheet.counters() == QStringList{"40 moves without a man's move or a capture: ply 7 of 80",
                                          "this position has stood 2 times (plies 3, 7)"});
    gui::ClaimDialog englishClaim(&sheet);
    const auto ids = [](const gui::ClaimDialog &dialog) {
        const auto *rules = dialog.findChild<QComboBox *>();
        QStringList out;
        for (int i = 0; rules && i < rules->count(); ++i)
            out << rules->itemData(i).toString();
        return out;
    };
    CHECK(ids(englishClaim) == QStringList{"threefold", "forty-moves"});
    REQUIRE(sheet.enterMove("25-29"));
    CHECK(sheet.finding().startsWith("The position stands for the third time (plies 0, 4, 8)"));

    // Pool: the same board, its own rules (threefold only), kept apart from English.
    sheet.setVariant(arbiter::Variant::Pool);
    CHECK(sheet.variant() == arbiter::Variant::Pool);
    sheet.reset(arbiter::GridNotation<arbiter::Grid8Checkers>::position(*english));
    CHECK(sheet.variant() == arbiter::Variant::Pool);
    CHECK(ids(gui::ClaimDialog(&sheet)) == QStringList{"threefold"});

    // Italian: three occurrences are no claim yet, the fourth is.
    sheet.setVariant(arbiter::Variant::Italian);
    const auto italian =
        arbiter::Fen::parse("W:WK29:BK4", arbiter::rulesOf(arbiter::Variant::Italian));
    REQUIRE(italian);
    sheet.reset(arbiter::GridNotation<arbiter::Grid8Mirrored>::position(*italian));
    CHECK(sheet.variant() == arbiter::Variant::Italian);
    for (int cycle = 0; cycle < 3; ++cycle)
        for (const char *move : {"29-25", "4-8", "25-29", "8-4"})
            REQUIRE(sheet.enterMove(move));
    CHECK(sheet.finding() == "The position stands for the fourth time (plies 0, 4, 8, 12): the "
                             "player to move may claim a draw.");
    gui::MoveListModel italianMoves(&sheet);
    CHECK(italianMoves.headerData(gui::MoveListModel::First, Qt::Horizontal).toString() == "White");
    CHECK(italianMoves.index(5, gui::MoveListModel::Second).data().toString() == "8-4  (4th time)");
    gui::ClaimDialog italianClaim(&sheet);
    CHECK(ids(italianClaim) == QStringList{"fourfold", "forty-moves"});
    italianClaim.setRule("fourfold");
    italianClaim.setPly(8);
    const auto early = italianClaim.decide();
    REQUIRE(early.has_value());
    CHECK_FALSE(early->valid);
    italianClaim.setPly(12);
    const auto valid = italianClaim.decide();
    REQUIRE(valid.has_value());
    CHECK(valid->valid);
    CHECK(valid->occurrences == std::vector<int>{0, 4, 8, 12});
}

TEST_CASE("a result entered in the window, or by another judge, updates the standings",
          "[gui][postgresql]")
{
    application();
    const std::string conninfo = guitest::freshDatabase("gui_results");
    db::Tournament draft;
    draft.name = "Кубок города";
    draft.ruleSet = reports::RuleSetId::Russian2010;
    draft.hasIncrement = false;
    guitest::enterTournament(conninfo, draft,
                             guitest::players({"Андреев", "Борисов", "Васильев", "Григорьев"}));
    gui::MainWindow window(guitest::sessionOn(conninfo), nullptr);
    REQUIRE(window.openTournament("Кубок города"));
    // The game sheet follows the tournament's rules and clock.
    CHECK(window.gameSheet()->rules().id == "russian-2010");
    CHECK(window.gameSheet()->rules().noIncrementClock);
    app::RoundDraw note;
    REQUIRE(window.session()->pairNextRound(note));
    REQUIRE(window.pairingsModel()->rowCount() == 2);
    CHECK(window.pairingsModel()->index(0, gui::PairingsModel::White).data().toString() ==
          "Андреев");
    CHECK(window.pairingsModel()->index(0, gui::PairingsModel::Black).data().toString() ==
          "Григорьев");

    // By hand before the results: 1 and 2 change seats, and back (both logged).
    REQUIRE(window.session()->exchangePlayers(1, 2, "test"));
    CHECK(window.pairingsModel()->index(0, gui::PairingsModel::White).data().toString() ==
          "Борисов");
    CHECK(window.pairingsModel()->index(1, gui::PairingsModel::White).data().toString() ==
          "Андреев");
    REQUIRE(window.session()->exchangePlayers(2, 1, "back"));
    CHECK(window.pairingsModel()->index(0, gui::PairingsModel::White).data().toString() ==
          "Андреев");

    const auto row = [&window](int r) {
        QStringList cells;
        for (int c = 0; c < window.standingsModel()->columnCount(); ++c)
            cells << window.standingsModel()->index(r, c).data().toString();
        return cells.join(QLatin1Char('|'));
    };
    CHECK(row(0) == "1-4|1|Андреев|0|0|0|0|-"); // nothing played: all share the places
    // Board 1: Андреев beats Григорьев, typed as "1 1" in the quick field.
    auto *quick = window.findChild<QLineEdit *>("quickResult");
    REQUIRE(quick);
    type(quick, "1 1");
    CHECK(quick->text().isEmpty());
    CHECK(row(0) == "1|1|Андреев|1|1|1|0|-");
    CHECK(window.pairingsModel()->index(0, gui::PairingsModel::Result).data().toString() == "1-0");
    // Board 2 in the table's cell: a draw.
    CHECK(window.pairingsModel()->setData(
        window.pairingsModel()->index(1, gui::PairingsModel::Result), "="));
    // Saved as soon as the view is done with its editor (queued), then the table follows.
    CHECK(QTest::qWaitFor([&row] { return row(1) == "2-3|2|Борисов|½|1|0|0.25|0.5"; }, 5000));
    CHECK_FALSE(window.pairingsModel()->setData(
        window.pairingsModel()->index(1, gui::PairingsModel::Result), "x")); // not a result
    CHECK_FALSE(window.enterQuickResult("9 1"));                             // no board 9

    // Another judge's client corrects board 2; the window hears it and reloads.
    {
        auto other = db::SqlSession::open(conninfo);
        REQUIRE(other.ok());
        auto pairings =
            db::PairingStore(*other.value()).pairings(window.session()->loaded().tournament.id, 1);
        REQUIRE(pairings.ok());
        REQUIRE(db::PairingStore(*other.value())
                    .saveResult((*pairings)[1], R::BlackWins, "sheet")
                    .ok());
    }
    CHECK(QTest::qWaitFor([&row] { return row(1) == "1-2|3|Васильев|1|1|1|0|-"; }, 10000));
    CHECK(row(0) == "1-2|1|Андреев|1|1|1|0|-");
}

TEST_CASE("the PDF exports start in the folder the last one went to", "[gui]")
{
    // Issue 27, point 9: the export dialog remembers its folder.
    application();
    QSettings().remove(QStringLiteral("export/folder"));
    CHECK(gui::ExportFolder::startingPath(QStringLiteral("Пары 1-го тура.pdf")) ==
          "Пары 1-го тура.pdf");
    auto folder = std::make_unique<QTemporaryDir>();
    REQUIRE(folder->isValid());
    gui::ExportFolder::remember(folder->filePath(QStringLiteral("Таблица.pdf")));
    CHECK(gui::ExportFolder::startingPath(QStringLiteral("Пары 1-го тура.pdf")) ==
          QDir(folder->path()).filePath(QStringLiteral("Пары 1-го тура.pdf")));
    // Cancelled: nothing forgotten.
    gui::ExportFolder::remember(QString());
    CHECK(gui::ExportFolder::startingPath(QStringLiteral("game.pdf")) ==
          QDir(folder->path()).filePath(QStringLiteral("game.pdf")));
    // The folder gone: the dialog's own again.
    folder.reset();
    CHECK(gui::ExportFolder::startingPath(QStringLiteral("game.pdf")) == "game.pdf");
    QSettings().remove(QStringLiteral("export/folder"));
}

TEST_CASE("the blank game sheets of a whole round in one PDF from the Game menu",
          "[gui][postgresql]")
{
    // Issue 27, point 9: a sheet per board, printed at once.
    application();
    QSettings().remove(QStringLiteral("export/folder"));
    const std::string conninfo = guitest::freshDatabase("gui_round_sheets");
    db::Tournament draft;
    draft.name = "Кубок бланков";
    guitest::enterTournament(
        conninfo, draft,
        guitest::players({"Андреев", "Борисов", "Васильев", "Григорьев", "Дмитриев"}));
    gui::MainWindow window(guitest::sessionOn(conninfo), nullptr);
    REQUIRE(window.openTournament("Кубок бланков"));
    app::RoundDraw note;
    REQUIRE(window.session()->pairNextRound(note));
    REQUIRE(window.pairingsModel()->rowCount() == 3); // two games and a bye
    QAction *print = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
        if (action->text() == "Print the blank game sheets of the &round…")
            print = action;
    REQUIRE(print);
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const QString file = folder.filePath(QStringLiteral("round1.pdf"));
    QString offered;
    // The save dialog: the name it offers read, the file named and accepted.
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        REQUIRE(name);
        offered = name->text();
        name->setText(file);
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept, as its Save button
    });
    answer.start(30);
    print->trigger();
    answer.stop();
    CHECK(offered == "sheets-round1.pdf");
    REQUIRE(QFileInfo::exists(file));
    CHECK(window.statusBar()->currentMessage() == "Wrote 2 game sheet(s) to " + file);
    const std::string info = folder.filePath(QStringLiteral("round1.info")).toStdString();
    REQUIRE(std::system(("pdfinfo '" + file.toStdString() + "' > '" + info + "'").c_str()) == 0);
    std::stringstream pages;
    pages << std::ifstream(info).rdbuf();
    CHECK_THAT(pages.str(), Catch::Contains("Pages:           2\n"));
    QSettings().remove(QStringLiteral("export/folder"));
}

TEST_CASE("the Russian translation loads and translates the window", "[gui]")
{
    QApplication &app = application();
    REQUIRE(gui::installTranslation(app, "ru"));
    CHECK(QCoreApplication::translate("gui::MainWindow", "S&tandings") == "&Таблица");
    gui::GameSheet sheet;
    gui::GameSheetView view(&sheet);
    CHECK(view.countersLabel()->text() == "ни одно правило ничьей не отсчитывается");
    gui::MainWindow window(nullptr, nullptr);
    CHECK(window.tabs()->label(gui::WindowTab::Standings) == "&Таблица");
    CHECK(window.tabs()->label(gui::WindowTab::GameSheet) == "&Бланк партии");
    // A typed move refused by the rules core: its reason in Russian too.
    CHECK(gui::interfaceLanguage() == app::Language::Russian);
    CHECK(sheet.enterMove(QStringLiteral("c3-d4")));
    CHECK(sheet.enterMove(QStringLiteral("f6-e5")));
    CHECK_FALSE(sheet.enterMove(QStringLiteral("g3-h4")));
    CHECK(sheet.finding() == QStringLiteral("g3-h4: бить обязательно: d4:f6"));
    CHECK_FALSE(sheet.enterMove(QStringLiteral("e3-d4")));
    CHECK(sheet.finding() == QStringLiteral("e3-d4: поле d4 занято (простая белых)"));
    for (QTranslator *translator : app.findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(translator);
    CHECK(QCoreApplication::translate("gui::MainWindow", "S&tandings") == "S&tandings");
    gui::installTranslation(app, QStringLiteral("en")); // the tests after this one in English
    CHECK(gui::interfaceLanguage() == app::Language::English);
}

TEST_CASE("screenshots of the main views", "[screenshot][postgresql]")
{
    QApplication &app = application();
    const std::filesystem::path folder = SHASHKI_SCREENSHOT_DIR;
    std::filesystem::create_directories(folder);
    const std::string conninfo = guitest::freshDatabase("gui_screenshots");
    {
        auto connection = db::PgConnection::open(conninfo);
        REQUIRE(connection);
        std::ifstream file(SHASHKI_TEST_DATA_DIR "/pdn/ussr1947.pdn", std::ios::binary);
        const auto imported =
            app::importPdn(connection.value(), file, 0, "ussr1947.pdn", "USSR 1950", true,
                           arbiter::RuleSet::fmjd64(), nullptr);
        REQUIRE(imported);
        REQUIRE(imported->counts.games == 153);
        // The Dutch championship of 2003, a 100-square event.
        std::ifstream nk(SHASHKI_TEST_DATA_DIR "/pdn/succeed/nk2003-amsterdam.pdn",
                         std::ios::binary);
        const auto international = app::importPdn(connection.value(), nk, 0, "nk2003-amsterdam.pdn",
                                                  "NK 2003", true, arbiter::RuleSet::fmjd64(),
                                                  nullptr, {}, arbiter::Variant::International);
        REQUIRE(international);
        REQUIRE(international->counts.games == 33);
    }
    // A Swiss of ten in its second round, beside the imported championships.
    db::Tournament swiss;
    swiss.name = "Кубок Тулы";
    swiss.system = reports::PairingSystem::Swiss;
    swiss.roundsPlanned = 7;
    swiss.venue = "Тула";
    swiss.chiefArbiter = "Петров П.П.";
    std::vector<db::Player> players =
        guitest::players({"Андреев А.", "Борисов Б.", "Васильев В.", "Григорьев Г.", "Дмитриев Д.",
                          "Егоров Е.", "Жуков Ж.", "Зайцев З.", "Ильин И.", "Козлов К."});
    int rating = 2350;
    for (db::Player &player : players) {
        player.rating = rating;
        rating -= 45;
    }
    guitest::enterTournament(conninfo, swiss, players);
    {
        auto session = guitest::sessionOn(conninfo);
        REQUIRE(session->openTournament("Кубок Тулы"));
        app::RoundDraw note;
        REQUIRE(session->pairNextRound(note));
        for (const auto &[board, result] :
             {std::pair{1, "1"}, {2, "="}, {3, "0"}, {4, "1"}, {5, "="}})
            REQUIRE(session->enterResult(board, QString::fromLatin1(result)));
        REQUIRE(session->pairNextRound(note));
        for (const auto &[board, result] : {std::pair{1, "="}, {2, "1"}, {4, "0"}})
            REQUIRE(session->enterResult(board, QString::fromLatin1(result)));
    }
    // Each view in English and in Russian: "<view>-en.png", "<view>-ru.png".
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("ru")}) {
        INFO(language.toStdString());
        gui::installTranslation(app, language); // English is the source: no file to load
        REQUIRE(gui::interfaceLanguage() ==
                (language == "ru" ? app::Language::Russian : app::Language::English));
        gui::MainWindow window(guitest::sessionOn(conninfo), nullptr);
        window.resize(1400, 820);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        const auto shoot = [&](gui::WindowTab tab, const char *view) {
            window.tabs()->show(tab);
            QApplication::processEvents();
            const QImage image = window.grab().toImage();
            CHECK(image.width() == 1400);
            const std::filesystem::path name =
                folder / (std::string(view) + "-" + language.toStdString() + ".png");
            REQUIRE(image.save(QString::fromStdString(name.string())));
            CHECK(std::filesystem::file_size(name) > 10000);
        };
        REQUIRE(window.openTournament("Кубок Тулы"));
        REQUIRE(window.roundsTab()->selectBoard(3));
        shoot(gui::WindowTab::Rounds, "rounds");
        shoot(gui::WindowTab::Standings, "standings");
        shoot(gui::WindowTab::Decisions, "decisions");
        REQUIRE(window.openTournament("USSR 1950"));
        shoot(gui::WindowTab::Crosstable, "crosstable");
        shoot(gui::WindowTab::Games, "games");
        // The game sheet: the first game listed, 30 plies in, with its header and the moves of
        // the man clicked.
        const auto games = window.session()->gameListing();
        REQUIRE(games);
        REQUIRE(games->size() == 153);
        REQUIRE(window.openGame(games->front().id));
        REQUIRE(window.gameSheet()->plyCount() > 31);
        window.gameSheet()->goToPly(30);
        click(window.gameSheetView()->board(), window.gameSheet()->playedMove(31).from);
        shoot(gui::WindowTab::GameSheet, "gamesheet");
        // The same on the 10×10 board: the Dutch championship's first game, 40 plies in.
        REQUIRE(window.openTournament("NK 2003"));
        const auto nkGames = window.session()->gameListing();
        REQUIRE(nkGames);
        REQUIRE(window.openGame(nkGames->front().id));
        REQUIRE(window.gameSheet()->variant() == arbiter::Variant::International);
        REQUIRE(window.gameSheet()->plyCount() > 41);
        window.gameSheet()->goToPly(40);
        click(window.gameSheetView()->board(), window.gameSheet()->playedMove(41).from);
        shoot(gui::WindowTab::GameSheet, "gamesheet-international");
    }
    gui::installTranslation(app, QStringLiteral("en")); // the tests after this one in English
}

TEST_CASE("players from CSV: checked, and the same file twice enters them once",
          "[gui][postgresql]")
{
    application();
    dbtest::migratedDatabase("gui_players");
    const std::string conninfo = dbtest::server().connectionString("gui_players");
    {
        auto chief = db::SqlSession::open(conninfo);
        REQUIRE(chief.ok());
        db::Tournament draft;
        draft.name = "Открытие";
        REQUIRE(db::TournamentStore(*chief.value()).create(draft).ok());
    }
    QString problem;
    auto session = gui::TournamentSession::open(conninfo, problem);
    REQUIRE(session);
    REQUIRE(session->openTournament("Открытие"));
    QStringList failures;
    QObject::connect(session.get(), &gui::TournamentSession::failed,
                     [&failures](const QString &message) { failures << message; });
    const auto entered = [&session] {
        const auto entries = db::EntryStore(session->sql()).list(session->loaded().tournament.id);
        REQUIRE(entries.ok());
        return entries->size();
    };

    const QString csv = "name;rating;title;club;birth year\n"
                        "Андреев А.;2300;МС;Спартак;1980\n"
                        "Борисов Б.; 2100 ;;;\r\n"
                        "Васильев В.;;КМС\n";
    CHECK(session->importPlayersCsv(csv, problem) == 3);
    CHECK(entered() == 3);
    CHECK(session->loaded().entries.size() == 3);
    const auto first = db::PlayerStore(session->sql()).find(session->loaded().entries[0].playerId);
    REQUIRE(first.ok());
    CHECK(first->birthYear == std::optional<int>(1980));
    CHECK(first->title == std::optional<std::string>("МС"));
    CHECK(first->club == std::optional<std::string>("Спартак"));

    // The same file again: every line is someone entered already; nothing is entered.
    CHECK(session->importPlayersCsv(csv, problem) == -1);
    CHECK(problem ==
          "line 2: A player named Андреев А. (No 1, born 1980, rating 2300) is entered already.\n"
          "line 3: A player named Борисов Б. (No 2, rating 2100) is entered already.\n"
          "line 4: A player named Васильев В. (No 3) is entered already.\n"
          "Nothing was entered.");
    CHECK(entered() == 3);

    // Twice in one file, and wrong fields named by line and column: nothing entered either.
    CHECK(session->importPlayersCsv("Григорьев Г.;1900\nгригорьев г. ;1900\n", problem) == -1);
    CHECK(problem == "line 2: григорьев г. is on line 1 already\nNothing was entered.");
    CHECK(session->importPlayersCsv("Дмитриев;abc\nЕгоров;1500;;;17\nЖуков;1;2;3;4;5\n", problem) ==
          -1);
    CHECK(problem == QStringLiteral("line 1, column 10: Rating needs a whole number from 0 to "
                                    "4000, not 'abc'\n"
                                    "line 2, column 15: Birth year needs a year from 1850 to %1, "
                                    "not '17'\n"
                                    "line 3: 6 fields; a line is name;rating;title;club;birth "
                                    "year\n"
                                    "Nothing was entered.")
                         .arg(app::PlayerValidator::thisYear()));
    CHECK(entered() == 3);
    // Both kinds in one file, under a Russian header: every problem at once, by line.
    CHECK(session->importPlayersCsv("Фамилия Имя;Рейтинг;Звание;Клуб;Год рождения\n"
                                    "Андреев А.;2300;;;1980\nЕгоров;15x0\nЕгоров;1500\n",
                                    problem) == -1);
    CHECK(problem == "line 2: A player named Андреев А. (No 1, born 1980, rating 2300) is entered "
                     "already.\n"
                     "line 3, column 8: Rating needs a whole number from 0 to 4000, not '15x0'\n"
                     "Nothing was entered.");
    CHECK(entered() == 3);

    // Added by hand: the same person is asked about, and entered when confirmed.
    app::PlayerText typed;
    typed.name = "андреев а.";
    typed.birthYear = "1980";
    std::optional<app::EnteredPlayer> sameAs;
    CHECK_FALSE(session->addPlayer(typed, false, &sameAs));
    REQUIRE(sameAs);
    CHECK(sameAs->startNumber == 1);
    CHECK(gui::TournamentSession::enteredAlready(*sameAs) ==
          "A player named Андреев А. (No 1, born 1980, rating 2300) is entered already.");
    CHECK(failures.isEmpty());
    CHECK(entered() == 3);
    CHECK(session->addPlayer(typed, true));
    CHECK(entered() == 4);

    // A rating typed as "abc" is refused, not dropped: on adding and on editing.
    typed.name = "Жуков";
    typed.rating = "abc";
    CHECK_FALSE(session->addPlayer(typed));
    CHECK(failures == QStringList{"Rating needs a whole number from 0 to 4000, not 'abc'"});
    CHECK(entered() == 4);
    CHECK_FALSE(session->editPlayer(2, "Борисов Б.", "abc"));
    CHECK(failures.size() == 2);
    CHECK(session->editPlayer(2, "Борисов Б.", "2150"));
    CHECK(session->loaded().entries[1].rating == std::optional<int>(2150));
}

TEST_CASE("the window pairs no round in a finished round robin, and unpairs the last round",
          "[gui][postgresql]")
{
    application();
    dbtest::migratedDatabase("gui_complete");
    const std::string conninfo = dbtest::server().connectionString("gui_complete");
    {
        auto connection = db::PgConnection::open(conninfo);
        REQUIRE(connection);
        std::ifstream file(SHASHKI_TEST_DATA_DIR "/pdn/ussr1947.pdn", std::ios::binary);
        REQUIRE(app::importPdn(connection.value(), file, 0, "ussr1947.pdn", "USSR 1950", true,
                               arbiter::RuleSet::fmjd64(), nullptr)
                    .ok());
    }
    QString problem;
    auto session = gui::TournamentSession::open(conninfo, problem);
    REQUIRE(session);
    QStringList failures;
    QObject::connect(session.get(), &gui::TournamentSession::failed,
                     [&failures](const QString &message) { failures << message; });
    REQUIRE(session->openTournament(QStringLiteral("USSR 1950")));
    app::RoundDraw note;
    CHECK_FALSE(session->pairNextRound(note));
    REQUIRE(session->lastProblem());
    CHECK(*session->lastProblem() ==
          app::Problem{app::ProblemCode::RoundRobinComplete, {"18", "153"}});
    REQUIRE(failures.size() == 1);
    CHECK(failures.front().toStdString() ==
          app::describe(*session->lastProblem(), gui::interfaceLanguage()));
    CHECK(session->rounds().empty());

    // A Swiss of four: round 1 paired and taken back from the window.
    db::Tournament swiss;
    swiss.name = "Swiss";
    swiss.system = reports::PairingSystem::Swiss;
    REQUIRE(db::TournamentStore(session->sql()).create(swiss));
    REQUIRE(session->openTournament(QStringLiteral("Swiss")));
    for (const char *name : {"A", "B", "C", "D"}) {
        db::Player player;
        player.name = name;
        const auto stored = db::PlayerStore(session->sql()).add(player);
        REQUIRE(stored);
        REQUIRE(db::EntryStore(session->sql()).enter(session->loaded().tournament.id, stored->id));
    }
    REQUIRE(session->reload());
    REQUIRE(session->pairNextRound(note));
    CHECK(session->rounds() == std::vector<int>{1});
    REQUIRE(session->unpairLastRound(QStringLiteral("wrong field")));
    CHECK(session->rounds().empty());
    CHECK_FALSE(session->lastProblem());
}

} // namespace gui_test
