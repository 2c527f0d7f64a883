// Undo and redo in the window (issue 15): results, swaps of colours, exchanges and withdrawals
// taken back and made again through the logged corrections (each in the decisions log with its
// why), refused when another judge has changed the same thing since; the game sheet's moves on its
// tab. Notices of other judges' changes (exact texts, in English and Russian), and status
// messages that expire while the connection stays shown.
#include "app/gui/changenotices.h"
#include "app/gui/desktop.h"
#include "app/gui/gamesheetview.h"
#include "app/gui/mainwindow.h"
#include "app/gui/pairingsmodel.h"
#include "app/gui/reporttablemodel.h"
#include "app/gui/roundstab.h"
#include "app/gui/statusmessagetimer.h"
#include "app/gui/undohistory.h"
#include "app/tournament/changewatch.h"
#include "app/tournament/messagecatalogue.h"
#include "db/decisionlog.h"
#include "db/entrystore.h"
#include "db/pairingstore.h"
#include "db/playerstore.h"
#include "db/tournamentstore.h"
#include "guitestsupport.h"
#include "tests/db/testserver.h"

#include <QAction>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>
#include <catch2/catch.hpp>

namespace undo_test {

using R = reports::PairingResult;

namespace {

using guitest::application;

// A round robin of four in database `name`, "Кубок города"; its connection string.
std::string fourPlayers(const std::string &name)
{
    const std::string conninfo = guitest::freshDatabase(name);
    db::Tournament draft;
    draft.name = "Кубок города";
    guitest::enterTournament(conninfo, draft,
                             guitest::players({"Андреев", "Борисов", "Васильев", "Григорьев"}));
    return conninfo;
}

std::unique_ptr<gui::MainWindow> windowOn(const std::string &conninfo)
{
    auto window = std::make_unique<gui::MainWindow>(guitest::sessionOn(conninfo), nullptr);
    REQUIRE(window->openTournament(QStringLiteral("Кубок города")));
    window->tabs()->show(gui::WindowTab::Rounds);
    // A result typed over another is confirmed (the Rounds tab asks first).
    window->roundsTab()->setConfirmer([](const QString &) { return true; });
    return window;
}

QAction *action(gui::MainWindow &window, const char *name)
{
    auto *found = window.findChild<QAction *>(QString::fromLatin1(name));
    REQUIRE(found);
    return found;
}

// "White - Black result" of each board of the round shown.
QStringList boards(gui::MainWindow &window)
{
    QStringList rows;
    for (const db::Pairing &p : window.session()->pairings())
        rows << QString::fromStdString(
            p.whiteName + " - " + p.blackName.value_or("bye") + " " +
            (p.result ? std::string(reports::pairingResultCode(*p.result)) : "none"));
    return rows;
}

// "what | why" of the tournament's last `count` decisions, oldest first.
QStringList lastDecisions(gui::MainWindow &window, std::size_t count)
{
    const auto decisions =
        db::DecisionLog(window.session()->sql()).list(window.session()->loaded().tournament.id);
    REQUIRE(decisions.ok());
    QStringList rows;
    for (std::size_t i = decisions->size() - std::min(count, decisions->size());
         i < decisions->size(); ++i)
        rows << QString::fromStdString((*decisions)[i].what + " | " +
                                       (*decisions)[i].why.value_or("-"));
    return rows;
}

} // namespace

TEST_CASE("a result undone and redone: logged corrections, named in the Edit menu",
          "[gui][postgresql]")
{
    application();
    const std::string conninfo = fourPlayers("undo_results");
    auto window = windowOn(conninfo);
    auto *history = window->findChild<gui::UndoHistory *>();
    REQUIRE(history);
    QAction *undo = action(*window, "undoAction");
    QAction *redo = action(*window, "redoAction");
    CHECK(undo->shortcut() == QKeySequence(QStringLiteral("Ctrl+Z")));
    CHECK(redo->shortcut() == QKeySequence(QStringLiteral("Ctrl+Shift+Z")));
    // In the Edit menu, after File.
    const QList<QAction *> menus = window->menuBar()->actions();
    REQUIRE(menus.size() >= 2);
    CHECK(menus[1]->text() == "&Edit");
    CHECK(menus[1]->menu()->actions() == QList<QAction *>{undo, redo});
    CHECK(undo->text() == "Undo");
    CHECK_FALSE(undo->isEnabled());
    CHECK_FALSE(redo->isEnabled());

    app::RoundDraw note;
    REQUIRE(window->session()->pairNextRound(note));
    CHECK(boards(*window) == QStringList{"Андреев - Григорьев none", "Борисов - Васильев none"});
    REQUIRE(window->enterQuickResult(QStringLiteral("2 1")));
    REQUIRE(window->enterQuickResult(QStringLiteral("2 =")));
    CHECK(undo->text() == "Undo the result of board 2");
    CHECK(undo->isEnabled());
    CHECK(redo->text() == "Redo");
    CHECK(history->tournamentSteps() == 2);

    undo->trigger();
    CHECK(boards(*window)[1] == "Борисов - Васильев 1-0");
    CHECK(undo->text() == "Undo the result of board 2");
    CHECK(redo->text() == "Redo the result of board 2");
    undo->trigger();
    CHECK(boards(*window)[1] == "Борисов - Васильев none");
    CHECK_FALSE(undo->isEnabled());
    CHECK(undo->text() == "Undo");
    redo->trigger();
    CHECK(boards(*window)[1] == "Борисов - Васильев 1-0");
    redo->trigger();
    CHECK(boards(*window)[1] == "Борисов - Васильев 1/2-1/2");
    CHECK_FALSE(redo->isEnabled());
    CHECK(history->tournamentSteps() == 2); // undo and redo push nothing
    // Every one a correction in the decisions log, with its why.
    CHECK(lastDecisions(*window, 6) ==
          QStringList{
              "the result of board 2 of round 1 (Борисов - Васильев): none -> 1-0 | -",
              "the result of board 2 of round 1 (Борисов - Васильев): 1-0 -> 1/2-1/2 | -",
              "the result of board 2 of round 1 (Борисов - Васильев): 1/2-1/2 -> 1-0 | undo",
              "the result of board 2 of round 1 (Борисов - Васильев): 1-0 -> none | undo",
              "the result of board 2 of round 1 (Борисов - Васильев): none -> 1-0 | redo",
              "the result of board 2 of round 1 (Борисов - Васильев): 1-0 -> 1/2-1/2 | redo",
          });
    // Standings follow the undone result.
    undo->trigger();
    CHECK(window->standingsModel()->index(0, 2).data().toString() == "Борисов");

    // On the game sheet's tab Ctrl+Z works on the sheet's moves, which are none yet.
    window->tabs()->show(gui::WindowTab::GameSheet);
    CHECK(history->sheetActive());
    CHECK_FALSE(undo->isEnabled());
    CHECK(undo->text() == "Undo");
    undo->trigger();
    CHECK(boards(*window)[1] == "Борисов - Васильев 1-0");
    window->tabs()->show(gui::WindowTab::Standings);
    CHECK(undo->text() == "Undo the result of board 2");

    // In Russian.
    QApplication &app = application();
    REQUIRE(gui::installTranslation(app, "ru"));
    REQUIRE(window->enterQuickResult(QStringLiteral("1 0")));
    CHECK(undo->text() == QStringLiteral("Отменить результат доски 1"));
    CHECK(redo->text() == QStringLiteral("Повторить"));
    for (QTranslator *translator : app.findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(translator);
    gui::installTranslation(app, QStringLiteral("en"));
    CHECK(gui::interfaceLanguage() == app::Language::English);

    // Another tournament opened: its history starts empty.
    db::Tournament second;
    second.name = "Второй";
    REQUIRE(db::TournamentStore(window->session()->sql()).create(second).ok());
    REQUIRE(window->openTournament(QStringLiteral("Второй")));
    CHECK(history->tournamentSteps() == 0);
    CHECK_FALSE(undo->isEnabled());
}

TEST_CASE("an undo never overwrites another judge's later change, refusals are shown",
          "[gui][postgresql]")
{
    application();
    const std::string conninfo = fourPlayers("undo_refusals");
    auto window = windowOn(conninfo);
    auto *history = window->findChild<gui::UndoHistory *>();
    REQUIRE(history);
    QStringList refusals;
    QObject::connect(history, &gui::UndoHistory::refused,
                     [&refusals](const QString &message) { refusals << message; });
    QStringList failures;
    QObject::connect(window->session(), &gui::TournamentSession::failed,
                     [&failures](const QString &message) { failures << message; });
    app::RoundDraw note;
    REQUIRE(window->session()->pairNextRound(note));
    const std::int64_t tournament = window->session()->loaded().tournament.id;

    // Board 1: 1-0 here, then 0-1 by another judge, heard through the feed.
    REQUIRE(window->enterQuickResult(QStringLiteral("1 1")));
    guitest::otherJudgeEnters(conninfo, tournament, 1, R::BlackWins);
    CHECK(QTest::qWaitFor([&window] { return boards(*window)[0] == "Андреев - Григорьев 0-1"; },
                          10000));
    CHECK_FALSE(history->undo());
    CHECK(refusals == QStringList{"Board 1 of round 1 has 0-1 now, changed since by another "
                                  "judge; it is left as it is."});
    CHECK(window->statusBar()->currentMessage() == refusals.front());
    CHECK(boards(*window)[0] == "Андреев - Григорьев 0-1");
    // The step stays, to be tried again.
    CHECK(history->canUndo());
    CHECK(history->undoText() == "the result of board 1");

    // Board 2: the other judge's change not heard yet when the judge undoes: read again first.
    REQUIRE(window->enterQuickResult(QStringLiteral("2 =")));
    guitest::otherJudgeEnters(conninfo, tournament, 2, R::WhiteWins);
    CHECK_FALSE(history->undo());
    CHECK(refusals.size() == 2);
    CHECK(refusals.back() == "Board 2 of round 1 has 1-0 now, changed since by another judge; it "
                             "is left as it is.");
    CHECK(boards(*window)[1] == "Борисов - Васильев 1-0");
    CHECK(failures.isEmpty());

    // The other judge puts back 1/2-1/2: the board is as the step left it, and the undo is made.
    guitest::otherJudgeEnters(conninfo, tournament, 2, R::Draw);
    CHECK(history->undo());
    CHECK(boards(*window)[1] == "Борисов - Васильев none");

    // A refusal of the library: the withdrawal cannot be taken back once a later round is
    // paired (app::takeBackWithdrawal), said through failed(); the step stays.
    REQUIRE(window->session()->withdraw(4, 1, QStringLiteral("ill")));
    CHECK(history->undoText() == "the withdrawal of Григорьев");
    REQUIRE(window->session()->pairNextRound(note));
    CHECK_FALSE(history->undo());
    REQUIRE(window->session()->lastProblem());
    CHECK(window->session()->lastProblem()->code == app::ProblemCode::WithdrawalTooLate);
    REQUIRE(failures.size() == 1);
    CHECK(failures.front().toStdString() ==
          app::describe(*window->session()->lastProblem(), app::Language::English));
    CHECK(refusals.size() == 2);
    CHECK(history->undoText() == "the withdrawal of Григорьев");
    CHECK(window->session()->loaded().entries[3].withdrawnAfterRound == 1);

    // Round 2 taken back: now the withdrawal's undo is made.
    REQUIRE(window->session()->unpairLastRound(QStringLiteral("wrong")));
    CHECK(history->undo());
    CHECK(window->session()->loaded().entries[3].withdrawnAfterRound == std::nullopt);

    // A round taken back after its result was cleared: the clearing's undo says so.
    REQUIRE(window->session()->pairNextRound(note));
    REQUIRE(window->session()->round() == 2);
    REQUIRE(window->enterQuickResult(QStringLiteral("1 1")));
    REQUIRE(window->session()->enterResult(1, QString()));
    REQUIRE(window->session()->unpairLastRound(QStringLiteral("wrong")));
    CHECK_FALSE(history->undo());
    CHECK(refusals.back() == "Round 2 is not paired any more; nothing was changed.");
    CHECK(window->session()->round() == 1);
    CHECK(history->undoText() == "the result of board 1");
}

TEST_CASE("swaps of colours, exchanges and withdrawals undone and redone", "[gui][postgresql]")
{
    application();
    const std::string conninfo = fourPlayers("undo_seats");
    auto window = windowOn(conninfo);
    auto *history = window->findChild<gui::UndoHistory *>();
    REQUIRE(history);
    QStringList refusals;
    QObject::connect(history, &gui::UndoHistory::refused,
                     [&refusals](const QString &message) { refusals << message; });
    QAction *undo = action(*window, "undoAction");
    QAction *redo = action(*window, "redoAction");
    app::RoundDraw note;
    REQUIRE(window->session()->pairNextRound(note));

    REQUIRE(window->session()->swapColours(1, QStringLiteral("colours drawn wrong")));
    CHECK(boards(*window)[0] == "Григорьев - Андреев none");
    CHECK(undo->text() == "Undo the colour swap on board 1");
    undo->trigger();
    CHECK(boards(*window)[0] == "Андреев - Григорьев none");
    CHECK(redo->text() == "Redo the colour swap on board 1");
    redo->trigger();
    CHECK(boards(*window)[0] == "Григорьев - Андреев none");

    REQUIRE(window->session()->exchangePlayers(1, 2, QStringLiteral("seats")));
    CHECK(boards(*window) == QStringList{"Григорьев - Борисов none", "Андреев - Васильев none"});
    CHECK(undo->text() == "Undo the exchange of Андреев and Борисов");
    undo->trigger();
    CHECK(boards(*window) == QStringList{"Григорьев - Андреев none", "Борисов - Васильев none"});
    redo->trigger();
    CHECK(boards(*window) == QStringList{"Григорьев - Борисов none", "Андреев - Васильев none"});

    REQUIRE(window->session()->withdraw(3, 1, QStringLiteral("ill")));
    CHECK(undo->text() == "Undo the withdrawal of Васильев");
    undo->trigger();
    CHECK(window->session()->loaded().entries[2].withdrawnAfterRound == std::nullopt);
    CHECK(redo->text() == "Redo the withdrawal of Васильев");
    redo->trigger();
    CHECK(window->session()->loaded().entries[2].withdrawnAfterRound == 1);
    REQUIRE(window->session()->takeBackWithdrawal(3, QStringLiteral("better")));
    CHECK(undo->text() == "Undo taking back the withdrawal of Васильев");
    undo->trigger();
    CHECK(window->session()->loaded().entries[2].withdrawnAfterRound == 1);
    CHECK(refusals.isEmpty());

    // Each in the decisions log with its why.
    CHECK(lastDecisions(*window, 4) == QStringList{
                                           "Васильев back in the tournament | undo",
                                           "Васильев withdrawn after round 1 | redo",
                                           "Васильев back in the tournament | better",
                                           "Васильев withdrawn after round 1 | undo",
                                       });

    // The withdrawal undone; then another judge swaps the colours of board 1, where the exchange
    // seated Борисов as Black: the exchange's undo is refused.
    undo->trigger();
    CHECK(window->session()->loaded().entries[2].withdrawnAfterRound == std::nullopt);
    CHECK(boards(*window) == QStringList{"Григорьев - Борисов none", "Андреев - Васильев none"});
    CHECK(undo->text() == "Undo the exchange of Андреев and Борисов");
    {
        auto other = db::SqlSession::open(conninfo);
        REQUIRE(other.ok());
        const auto pairings =
            db::PairingStore(*other.value()).pairings(window->session()->loaded().tournament.id, 1);
        REQUIRE(pairings.ok());
        REQUIRE(db::PairingStore(*other.value()).swapColours((*pairings)[0], "other").ok());
    }
    undo->trigger();
    CHECK(
        refusals ==
        QStringList{"Андреев and Борисов have changed seats since; they are left where they are."});
    CHECK(boards(*window) == QStringList{"Борисов - Григорьев none", "Андреев - Васильев none"});

    // The same in Russian.
    QApplication &app = application();
    REQUIRE(gui::installTranslation(app, "ru"));
    undo->trigger();
    CHECK(refusals.back() ==
          QStringLiteral("Андреев и Борисов с тех пор пересажены; оставлено как есть."));
    CHECK(undo->text() == QStringLiteral("Отменить обмен местами: Андреев и Борисов"));
    for (QTranslator *translator : app.findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(translator);
    gui::installTranslation(app, QStringLiteral("en"));
    CHECK(gui::interfaceLanguage() == app::Language::English);
}

TEST_CASE("the game sheet's moves: undo takes the last one back, redo enters it again", "[gui]")
{
    application();
    gui::MainWindow window(nullptr, nullptr);
    auto *history = window.findChild<gui::UndoHistory *>();
    REQUIRE(history);
    QAction *undo = action(window, "undoAction");
    QAction *redo = action(window, "redoAction");
    window.tabs()->show(gui::WindowTab::GameSheet);
    CHECK(history->sheetActive());
    gui::GameSheet *sheet = window.gameSheet();
    sheet->setReplaceConfirmer([](int) { return true; });
    sheet->reset();
    REQUIRE(sheet->enterMove(QStringLiteral("c3-d4")));
    REQUIRE(sheet->enterMove(QStringLiteral("f6-e5")));
    REQUIRE(sheet->enterMove(QStringLiteral("d4:f6")));
    CHECK(undo->text() == "Undo the move 2. d4:f6");
    undo->trigger();
    CHECK(sheet->plyCount() == 2);
    CHECK(sheet->currentPly() == 2);
    CHECK(undo->text() == "Undo the move 1... f6-e5");
    CHECK(redo->text() == "Redo the move 2. d4:f6");
    redo->trigger();
    CHECK(sheet->plyCount() == 3);
    CHECK(sheet->ply(3).written == "d4:f6");

    // A move entered after stepping back replaced the rest: undo puts the rest back.
    sheet->goToPly(1);
    REQUIRE(sheet->enterMove(QStringLiteral("f6-g5")));
    CHECK(sheet->plyCount() == 2);
    CHECK(undo->text() == "Undo the move 1... f6-g5");
    CHECK_FALSE(redo->isEnabled());
    undo->trigger();
    CHECK(sheet->plyCount() == 3);
    CHECK(sheet->currentPly() == 1);
    CHECK(sheet->ply(2).written == "f6-e5");
    CHECK(sheet->ply(3).written == "d4:f6");
    redo->trigger();
    CHECK(sheet->plyCount() == 2);
    CHECK(sheet->ply(2).written == "f6-g5");
    CHECK(history->sheetSteps() == 4);

    // Elsewhere Ctrl+Z is the tournament's: nothing without a database.
    window.tabs()->show(gui::WindowTab::Rounds);
    CHECK_FALSE(undo->isEnabled());
    undo->trigger();
    CHECK(sheet->plyCount() == 2);
    window.tabs()->show(gui::WindowTab::GameSheet);
    CHECK(undo->isEnabled());

    // Another game on the sheet: a pasted game's moves are not steps, the history is cleared.
    QString problem;
    REQUIRE(sheet->loadPdn("1. c3-d4 f6-g5 2. b2-c3 *", problem));
    CHECK(sheet->plyCount() == 3);
    CHECK(history->sheetSteps() == 0);
    CHECK_FALSE(undo->isEnabled());
    REQUIRE(sheet->enterMove(QStringLiteral("g5-h4")));
    CHECK(history->sheetSteps() == 1);
    sheet->reset();
    CHECK(history->sheetSteps() == 0);
}

TEST_CASE("notices of other judges' changes: exact texts", "[gui]")
{
    QApplication &app = application();
    gui::ChangeNotices::Snapshot before;
    before.tournamentId = 7;
    before.rounds = {1, 2, 3};
    before.round = 3;
    const auto pairing = [](int board, std::int64_t white, const char *whiteName,
                            std::optional<std::int64_t> black, const char *blackName,
                            std::optional<reports::PairingResult> result) {
        db::Pairing p;
        p.round = 3;
        p.board = board;
        p.whiteId = white;
        p.whiteName = whiteName;
        p.blackId = black;
        if (blackName)
            p.blackName = blackName;
        p.result = std::move(result);
        return p;
    };
    before.pairings = {pairing(1, 1, "Андреев", 2, "Борисов", std::nullopt),
                       pairing(2, 3, "Васильев", 4, "Григорьев", std::nullopt),
                       pairing(3, 5, "Дмитриев", 6, "Иванов", R::WhiteWins),
                       pairing(4, 7, "Жуков", 8, "Зайцев", std::nullopt)};
    const auto entry = [](std::int64_t player, const char *name, std::optional<int> withdrawn) {
        db::Entry e;
        e.playerId = player;
        e.playerName = name;
        e.startNumber = static_cast<int>(player);
        e.withdrawnAfterRound = withdrawn;
        return e;
    };
    before.entries = {entry(1, "Андреев", std::nullopt), entry(6, "Иванов", std::nullopt),
                      entry(8, "Зайцев", 2), entry(9, "Кузнецов", std::nullopt)};

    gui::ChangeNotices::Snapshot after = before;
    CHECK(gui::ChangeNotices::between(before, after).isEmpty());
    after.rounds = {1, 2, 3, 4};
    after.pairings[0].result = R::WhiteWins;
    after.pairings[1] = pairing(2, 4, "Григорьев", 3, "Васильев", std::nullopt);
    after.pairings[2].result.reset();
    after.pairings[3] = pairing(4, 7, "Жуков", 1, "Андреев", std::nullopt);
    after.entries[1].withdrawnAfterRound = 3;
    after.entries[2].withdrawnAfterRound.reset();
    after.entries.pop_back();
    after.entries.push_back(entry(10, "Лебедев", std::nullopt));
    const QStringList english{"Round 4 paired",
                              "Board 1: 1-0 entered",
                              "Board 2: colours swapped",
                              "Board 3: result cleared",
                              "Board 4: Жуков – Андреев now",
                              "Иванов withdrew after round 3",
                              "Зайцев plays again: the withdrawal taken back",
                              "Лебедев added to the players",
                              "Кузнецов deleted from the players"};
    CHECK(gui::ChangeNotices::between(before, after) == english);
    // The other way: the round taken back.
    CHECK(gui::ChangeNotices::between(after, before).front() == "Round 4 unpaired");
    // Another tournament: nothing to compare.
    gui::ChangeNotices::Snapshot elsewhere = after;
    elsewhere.tournamentId = 8;
    CHECK(gui::ChangeNotices::between(before, elsewhere).isEmpty());
    // Game 2 of a micro-match.
    gui::ChangeNotices::Snapshot second = before;
    second.pairings[0].secondResult = R::BlackWins;
    CHECK(gui::ChangeNotices::between(before, second) ==
          QStringList{"Board 1, game 2: 0-1 entered"});

    REQUIRE(gui::installTranslation(app, "ru"));
    CHECK(gui::ChangeNotices::between(before, after) ==
          QStringList{QStringLiteral("Жеребьёвка тура 4 проведена"), QStringLiteral("Доска 1: 1-0"),
                      QStringLiteral("Доска 2: цвета переставлены"),
                      QStringLiteral("Доска 3: результат снят"),
                      QStringLiteral("Доска 4: теперь Жуков – Андреев"),
                      QStringLiteral("Иванов выбыл после тура 3"),
                      QStringLiteral("Зайцев снова играет: выбытие отменено"),
                      QStringLiteral("Лебедев добавлен в список участников"),
                      QStringLiteral("Кузнецов удалён из списка участников")});
    for (QTranslator *translator : app.findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(translator);
    gui::installTranslation(app, QStringLiteral("en"));
    CHECK(gui::interfaceLanguage() == app::Language::English);
}

TEST_CASE("another judge's change is announced for a few seconds, the window's own is not",
          "[gui][postgresql]")
{
    application();
    const std::string conninfo = fourPlayers("undo_notices");
    auto window = windowOn(conninfo);
    auto *timer = window->findChild<gui::StatusMessageTimer *>();
    REQUIRE(timer);
    CHECK(timer->timeout() == gui::StatusMessageTimer::defaultTimeoutMs);
    auto *connection = window->findChild<QLabel *>(QStringLiteral("connectionState"));
    REQUIRE(connection);
    // The server named: the test server's socket folder and port.
    const QString server = window->session()->serverName();
    CHECK(server.endsWith(":5432"));
    CHECK(connection->text() == "Connected to the database on " + server);
    auto *notices = window->findChild<gui::ChangeNotices *>();
    REQUIRE(notices);
    QStringList announced;
    QObject::connect(notices, &gui::ChangeNotices::announced,
                     [&announced](const QString &text) { announced << text; });
    int heard = 0;
    QObject::connect(window->session(), &gui::TournamentSession::changedElsewhere,
                     [&heard] { ++heard; });

    // The window's own: the feed announces it too, and the reload finds nothing new.
    app::RoundDraw note;
    REQUIRE(window->session()->pairNextRound(note));
    REQUIRE(window->enterQuickResult(QStringLiteral("1 1")));
    CHECK(window->statusBar()->currentMessage() == "Board 1: 1-0 saved");
    // (The pairing and the result, heard together within the watch's interval: one reload or
    // two.)
    CHECK(QTest::qWaitFor([&heard] { return heard >= 1; }, 10000));
    QTest::qWait(2 * app::ChangeWatch::coalescingMilliseconds + 100); // anything else it has
    CHECK(heard <= 2);
    CHECK(announced.isEmpty());

    // Another judge's result.
    timer->setTimeout(400);
    guitest::otherJudgeEnters(conninfo, window->session()->loaded().tournament.id, 2, R::Draw);
    CHECK(QTest::qWaitFor([&announced] { return !announced.isEmpty(); }, 10000));
    CHECK(announced == QStringList{"Board 2: 1/2-1/2 entered"});
    CHECK(window->statusBar()->currentMessage() == "Board 2: 1/2-1/2 entered");
    QElapsedTimer shown;
    shown.start();
    CHECK(QTest::qWaitFor([&window] { return window->statusBar()->currentMessage().isEmpty(); },
                          5000));
    CHECK(shown.elapsed() >= 300);
    // The connection stays.
    CHECK(connection->text() == "Connected to the database on " + server);
    CHECK(connection->isVisibleTo(window.get()));
}

TEST_CASE("every status message expires after its timeout", "[gui]")
{
    application();
    gui::MainWindow window(nullptr, nullptr);
    auto *connection = window.findChild<QLabel *>(QStringLiteral("connectionState"));
    REQUIRE(connection);
    CHECK(connection->text() == "No database: the game sheet works on its own");
    CHECK(window.statusBar()->currentMessage().isEmpty());
    auto *timer = window.findChild<gui::StatusMessageTimer *>();
    REQUIRE(timer);
    timer->setTimeout(200);
    QElapsedTimer shown;
    shown.start();
    window.statusBar()->showMessage(QStringLiteral("Wrote crosstable.pdf"));
    CHECK(window.statusBar()->currentMessage() == "Wrote crosstable.pdf");
    QTest::qWait(100);
    CHECK(window.statusBar()->currentMessage() == "Wrote crosstable.pdf");
    // A new message starts the time again: still shown 250 ms after the first.
    window.statusBar()->showMessage(QStringLiteral("Round 2 paired"));
    QElapsedTimer second;
    second.start();
    QTest::qWait(150);
    CHECK(window.statusBar()->currentMessage() == "Round 2 paired");
    CHECK(QTest::qWaitFor([&window] { return window.statusBar()->currentMessage().isEmpty(); },
                          2000));
    // Cleared after about 200 ms (a coarse timer may fire 5 % early).
    CHECK(second.elapsed() >= 190);
    CHECK(shown.elapsed() >= 250);
    CHECK(connection->text() == "No database: the game sheet works on its own");
}

TEST_CASE("Ctrl+Z and Ctrl+Shift+Z from the keyboard, a field with text keeps its own undo",
          "[gui]")
{
    application();
    gui::MainWindow window(nullptr, nullptr);
    window.tabs()->show(gui::WindowTab::GameSheet);
    window.show();
    window.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&window));
    gui::GameSheet *sheet = window.gameSheet();
    sheet->setReplaceConfirmer([](int) { return true; });
    sheet->reset();
    QLineEdit *field = window.gameSheetView()->notationField();
    field->setFocus();
    for (const char *move : {"c3-d4", "f6-e5"}) {
        QTest::keyClicks(field, QString::fromLatin1(move));
        QTest::keyClick(field, Qt::Key_Return);
    }
    REQUIRE(sheet->plyCount() == 2);
    REQUIRE(field->text().isEmpty());
    REQUIRE(field->hasFocus());
    // The field is empty: the keys are the window's.
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
    CHECK(sheet->plyCount() == 1);
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    CHECK(sheet->plyCount() == 2);
    CHECK(sheet->ply(2).written == "f6-e5");
    // With text typed, Ctrl+Z is the field's: the text goes, the moves stay.
    QTest::keyClicks(field, QStringLiteral("d4"));
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
    CHECK(sheet->plyCount() == 2);
    CHECK(field->text() == "");
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
    CHECK(sheet->plyCount() == 1);
}

} // namespace undo_test
