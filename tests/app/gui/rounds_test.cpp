// The Rounds tab (issue 15): the boards as arbiters read them (start numbers, ratings, points
// before the round, the bye, a micro-match's two games), results typed on the selected row with
// the cursor moving on, confirmation before typing over a result, refusals in the message line
// instead of a box, the row actions on the selected board, and another judge's result over one
// typed here shown as a conflict the judge resolves.
#include "app/gui/desktop.h"
#include "app/gui/exchangedialog.h"
#include "app/gui/mainwindow.h"
#include "app/gui/pairingsmodel.h"
#include "app/gui/pairrounddialog.h"
#include "app/gui/roundstab.h"
#include "app/tournament/messagecatalogue.h"
#include "db/entrystore.h"
#include "db/loginadmin.h"
#include "db/pairingstore.h"
#include "db/pgconnection.h"
#include "db/playerstore.h"
#include "db/tournamentstore.h"
#include "guitestsupport.h"
#include "tests/db/testserver.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QTranslator>
#include <catch2/catch.hpp>
#include <utility>

namespace rounds_test {

using R = reports::PairingResult;

namespace {

using guitest::application;

// A tournament "Кубок" of five players (the fourth unrated) in a fresh database `database`.
std::string fiveEntries(const std::string &database, bool microMatches = false)
{
    const std::string conninfo = guitest::freshDatabase(database);
    db::Tournament draft;
    draft.name = "Кубок";
    draft.drawnOpenings = microMatches;
    std::vector<db::Player> players =
        guitest::players({"Андреев", "Борисов", "Васильев", "Григорьев", "Дмитриев"});
    // Григорьев unrated.
    players[0].rating = 2100;
    players[1].rating = 2000;
    players[2].rating = 1900;
    players[4].rating = 1800;
    guitest::enterTournament(conninfo, draft, players);
    return conninfo;
}

std::unique_ptr<gui::MainWindow> windowOn(const std::string &conninfo)
{
    auto window = std::make_unique<gui::MainWindow>(guitest::sessionOn(conninfo), nullptr);
    REQUIRE(window->openTournament(QStringLiteral("Кубок")));
    return window;
}

QString headers(const QAbstractItemModel *model)
{
    QStringList cells;
    for (int c = 0; c < model->columnCount(); ++c)
        cells << model->headerData(c, Qt::Horizontal).toString();
    return cells.join(QLatin1Char('|'));
}

QString row(const QAbstractItemModel *model, int r)
{
    QStringList cells;
    for (int c = 0; c < model->columnCount(); ++c)
        cells << model->index(r, c).data().toString();
    return cells.join(QLatin1Char('|'));
}

// Answers every question with `answer` and keeps the questions.
struct Answers
{
    QStringList asked;
    bool answer = true;
    QString why = QStringLiteral("by hand");

    void install(gui::RoundsTab *tab)
    {
        tab->setConfirmer([this](const QString &question) {
            asked << question;
            return answer;
        });
        // The dialog before a round is paired: its question, nothing else chosen.
        tab->setRoundAsker([this](gui::PairRoundDialog &dialog) {
            asked << dialog.question();
            return answer;
        });
        tab->setWhyAsker(
            [this](const QString &title, const QString &question) -> std::optional<QString> {
                asked << title + QStringLiteral(": ") + question;
                return answer ? std::optional(why) : std::nullopt;
            });
    }
};

// Whether any message box is open.
bool boxOpen()
{
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (qobject_cast<QMessageBox *>(widget) && widget->isVisible())
            return true;
    return false;
}

void select(gui::RoundsTab *tab, int r)
{
    tab->view()->setCurrentIndex(
        tab->model()->index(r, tab->model()->sectionOf(gui::PairingsModel::Result)));
}

// A second judge's client saving `result` on `board` of round `round`.
void otherJudgeSaves(const std::string &conninfo, std::int64_t tournament, int round, int board,
                     reports::PairingResult result)
{
    auto other = db::SqlSession::open(conninfo);
    REQUIRE(other.ok());
    auto pairings = db::PairingStore(*other.value()).pairings(tournament, round);
    REQUIRE(pairings.ok());
    for (const db::Pairing &pairing : *pairings)
        if (pairing.board == board)
            REQUIRE(db::PairingStore(*other.value()).saveResult(pairing, result, "sheet").ok());
}

} // namespace

TEST_CASE("a round paired by another judge is followed unless this judge types and is said until "
          "acknowledged",
          "[gui][postgresql][rounds]")
{
    // Issue 27, point 18.
    application();
    const std::string conninfo = fiveEntries("rounds_follow");
    auto window = windowOn(conninfo);
    gui::TournamentSession *session = window->session();
    gui::RoundsTab *tab = window->roundsTab();
    auto other = guitest::sessionOn(conninfo);
    REQUIRE(other->openTournament(QStringLiteral("Кубок")));
    app::RoundDraw note;
    REQUIRE(session->pairNextRound(note));
    CHECK(tab->roundNotice().isEmpty());

    // Round 2 paired elsewhere while this judge does nothing: shown at once, and said.
    REQUIRE(other->reload());
    REQUIRE(other->pairNextRound(note));
    REQUIRE(QTest::qWaitFor([session] { return session->round() == 2; }, 10000));
    CHECK(tab->roundNotice() == "Round 2 was paired by another judge and is shown now.");
    auto *show = tab->findChild<QPushButton *>("showPairedRound");
    auto *ok = tab->findChild<QPushButton *>("acknowledgeRound");
    REQUIRE(show);
    REQUIRE(ok);
    CHECK(show->isHidden());
    // It stays until acknowledged.
    QTest::qWait(300);
    CHECK_FALSE(tab->roundNotice().isEmpty());
    ok->click();
    CHECK(tab->roundNotice().isEmpty());

    // Round 3 paired elsewhere while this judge types a result: round 2 stays, the notice offers
    // round 3.
    tab->quickResultField()->setText(QStringLiteral("1 1"));
    REQUIRE(other->reload());
    REQUIRE(other->pairNextRound(note));
    REQUIRE(QTest::qWaitFor([tab] { return !tab->roundNotice().isEmpty(); }, 10000));
    CHECK(tab->roundNotice() ==
          "Round 3 was paired by another judge; round 2 stays shown while you type.");
    CHECK(session->round() == 2);
    CHECK(tab->quickResultField()->text() == "1 1");
    CHECK_FALSE(show->isHidden());
    show->click();
    CHECK(session->round() == 3);
    CHECK(tab->roundNotice().isEmpty());
}

TEST_CASE("the window knows the login's role: a judge's and a viewer's actions off with the reason",
          "[gui][postgresql][rounds]")
{
    // Issue 27, point 15: logins of the hall's roles (db::LoginAdmin, as `shashki db user add`).
    application();
    const std::string conninfo = fiveEntries("rounds_roles");
    {
        db::PgConnection owner = dbtest::server().connect("rounds_roles");
        db::LoginAdmin logins(owner);
        // Logins belong to the whole server: another case of this process may have made them.
        (void)logins.add("hall_ivanova", db::HallRole::Judge, std::nullopt);
        (void)logins.add("hall_petrov", db::HallRole::Viewer, std::nullopt);
    }
    const auto opened = [&conninfo](const char *user) {
        QString problem;
        auto session = gui::TournamentSession::open(conninfo + " user=" + user, problem);
        INFO(problem.toStdString());
        REQUIRE(session);
        auto window = std::make_unique<gui::MainWindow>(std::move(session), nullptr);
        REQUIRE(window->openTournament(QStringLiteral("Кубок")));
        return window;
    };
    const auto statusText = [](const gui::MainWindow &window) {
        const auto *login = window.findChild<QLabel *>(QStringLiteral("loginState"));
        REQUIRE(login);
        return login->text();
    };
    const auto pairNext = [](const gui::MainWindow &window) {
        auto *button = window.findChild<QPushButton *>(QStringLiteral("pairNextRound"));
        REQUIRE(button);
        return button;
    };
    const auto addPlayer = [](const gui::MainWindow &window) {
        auto *button = window.findChild<QPushButton *>(QStringLiteral("addPlayer"));
        REQUIRE(button);
        return button;
    };

    // The owner of the database (the test server's account): everything on.
    {
        auto window = opened("postgres");
        CHECK(statusText(*window) == "postgres: owner of the database");
        CHECK(pairNext(*window)->isEnabled());
        CHECK(pairNext(*window)->toolTip() == "Ctrl+R");
        CHECK(addPlayer(*window)->isEnabled());
    }
    // A judge: pairing and the players' list are the chief arbiter's; results are his.
    {
        auto window = opened("hall_ivanova");
        CHECK(statusText(*window) == "hall_ivanova: judge");
        const QString reason =
            "Only a chief arbiter's login may do this: hall_ivanova is a judge's login";
        CHECK_FALSE(pairNext(*window)->isEnabled());
        CHECK(pairNext(*window)->toolTip() == reason);
        CHECK_FALSE(addPlayer(*window)->isEnabled());
        CHECK(addPlayer(*window)->toolTip() == reason);
        CHECK_FALSE(
            window->findChild<QPushButton *>(QStringLiteral("sortStartNumbers"))->isEnabled());
        CHECK(window->roundsTab()->quickResultField()->isEnabled());
        bool pairOff = false;
        for (QAction *action : window->findChildren<QAction *>())
            if (action->text() == "&Pair next round…")
                pairOff = !action->isEnabled() && action->toolTip() == reason;
        CHECK(pairOff);
    }
    // A viewer: no result either.
    {
        auto window = opened("hall_petrov");
        CHECK(statusText(*window) == "hall_petrov: viewer");
        CHECK_FALSE(pairNext(*window)->isEnabled());
        CHECK_FALSE(window->roundsTab()->quickResultField()->isEnabled());
        CHECK(window->roundsTab()->quickResultField()->toolTip() ==
              "Only a judge's or the chief arbiter's login may enter results: hall_petrov is a "
              "viewer's login");
    }
}

TEST_CASE("the pairing dialog lists who sits out and takes the byes asked for",
          "[gui][postgresql][rounds]")
{
    // Issue 27, points 8 and 23: a requested bye of half a point or none, from the window.
    application();
    const std::string conninfo = guitest::freshDatabase("rounds_requested_byes");
    db::Tournament draft;
    draft.name = "Кубок";
    draft.system = reports::PairingSystem::Swiss;
    std::vector<db::Player> players =
        guitest::players({"Андреев", "Борисов", "Васильев", "Григорьев", "Дмитриев", "Егоров"});
    int rating = 2100;
    for (db::Player &player : players) {
        player.rating = rating;
        rating -= 100;
    }
    guitest::enterTournament(conninfo, draft, players);
    auto window = windowOn(conninfo);
    gui::TournamentSession *session = window->session();
    gui::RoundsTab *tab = window->roundsTab();

    // Round 1: everybody paired, nobody asking; no round order to draw in a Swiss.
    tab->setRoundAsker([](gui::PairRoundDialog &dialog) {
        CHECK(dialog.windowTitle() == "Pair round 1");
        CHECK(dialog.question() == "Pair round 1?");
        CHECK(dialog.absentees().isEmpty());
        const auto *absent = dialog.findChild<QLabel *>("absentees");
        REQUIRE(absent);
        CHECK(absent->text() == "Every player is paired.");
        REQUIRE(dialog.byeList());
        CHECK(dialog.byeList()->count() == 6);
        CHECK_FALSE(dialog.roundOrderBox());
        CHECK(dialog.requestedByes().empty());
        return true;
    });
    tab->pairNextRound();
    REQUIRE(session->rounds() == std::vector<int>{1});
    for (int board = 1; board <= 3; ++board)
        REQUIRE(window->enterQuickResult(QStringLiteral("%1 1").arg(board)));
    REQUIRE(session->withdraw(6, 1, QStringLiteral("ill")));

    // Round 2: Егоров is out; Борисов (No 2) asks for a bye of no points.
    bool asked = false;
    tab->setRoundAsker([&asked](gui::PairRoundDialog &dialog) {
        asked = true;
        CHECK(dialog.question() == "Pair round 2?");
        CHECK(dialog.absentees() == QStringList{"Егоров (No 6), withdrawn after round 1"});
        CHECK(dialog.findChild<QLabel *>("absentees")->text() ==
              "Not paired: Егоров (No 6), withdrawn after round 1.");
        QListWidget *byes = dialog.byeList();
        REQUIRE(byes);
        REQUIRE(byes->count() == 5);
        CHECK(byes->item(1)->text() == "2. Борисов");
        byes->item(1)->setCheckState(Qt::Checked);
        CHECK(dialog.byePointsField()->currentText() == "half a point");
        dialog.byePointsField()->setCurrentIndex(1);
        CHECK(dialog.requestedByes() == std::vector<int>{2});
        CHECK(dialog.byeResult() == reports::PairingResult::ZeroBye);
        return true;
    });
    tab->pairNextRound();
    CHECK(asked);
    REQUIRE(session->rounds() == std::vector<int>{1, 2});
    std::int64_t borisov = 0;
    for (const db::Entry &entry : session->loaded().entries)
        if (entry.startNumber == 2)
            borisov = entry.playerId;
    int boards = 0;
    int zeroByes = 0;
    for (const db::Pairing &pairing : session->pairings()) {
        if (pairing.result == std::optional(reports::PairingResult::ZeroBye)) {
            ++zeroByes;
            CHECK(pairing.whiteId == borisov);
            CHECK_FALSE(pairing.blackId);
        } else {
            ++boards;
            CHECK(pairing.blackId);
        }
    }
    CHECK(zeroByes == 1);
    CHECK(boards == 2);

    // Cancelled: nothing paired.
    for (int board = 1; board <= 2; ++board)
        REQUIRE(window->enterQuickResult(QStringLiteral("%1 =").arg(board)));
    tab->setRoundAsker([](gui::PairRoundDialog &) { return false; });
    tab->pairNextRound();
    CHECK(session->rounds() == std::vector<int>{1, 2});
}

TEST_CASE("a round robin's order of rounds drawn by lot from the pairing dialog",
          "[gui][postgresql][rounds]")
{
    application();
    auto window = windowOn(fiveEntries("rounds_round_order"));
    gui::TournamentSession *session = window->session();
    gui::RoundsTab *tab = window->roundsTab();
    CHECK_FALSE(session->loaded().tournament.roundOrderSeed);
    tab->setRoundAsker([](gui::PairRoundDialog &dialog) {
        CHECK_FALSE(dialog.byeList()); // byes are asked for in a Swiss
        REQUIRE(dialog.roundOrderBox());
        CHECK(dialog.roundOrderBox()->text() == "Draw the &order of the table's rounds by lot");
        dialog.roundOrderBox()->setChecked(true);
        return true;
    });
    QString said;
    QObject::connect(tab, &gui::RoundsTab::statusMessage,
                     [&said](const QString &message) { said = message; });
    tab->pairNextRound();
    REQUIRE(session->rounds() == std::vector<int>{1});
    CHECK(session->loaded().tournament.roundOrderSeed.has_value());
    CHECK_THAT(said.toStdString(),
               Catch::StartsWith("Round 1 paired; the order of the table's rounds drawn by lot: "));
    // Drawn once: round 2's dialog offers it no more.
    for (int board = 1; board <= 2; ++board)
        REQUIRE(window->enterQuickResult(QStringLiteral("%1 1").arg(board)));
    bool offered = true;
    tab->setRoundAsker([&offered](gui::PairRoundDialog &dialog) {
        offered = dialog.roundOrderBox() != nullptr;
        return true;
    });
    tab->pairNextRound();
    CHECK_FALSE(offered);
    CHECK(session->rounds() == std::vector<int>{1, 2});
}

TEST_CASE("the Rounds tab shows start numbers, ratings, points before the round and the bye",
          "[gui][postgresql][rounds]")
{
    application();
    auto window = windowOn(fiveEntries("rounds_columns"));
    gui::RoundsTab *tab = window->roundsTab();
    const gui::PairingsModel *model = tab->model();
    REQUIRE(model == window->pairingsModel());
    Answers answers;
    answers.install(tab);
    auto *noRounds = tab->findChild<QLabel *>("noRounds");
    REQUIRE(noRounds);
    CHECK_FALSE(noRounds->isHidden());
    tab->pairNextRound();
    CHECK(answers.asked == QStringList{"Pair round 1?"});
    CHECK(noRounds->isHidden());
    CHECK(tab->findChild<QSpinBox *>("round")->text() == "1");
    CHECK(tab->findChild<QSpinBox *>("round")->minimum() == 1); // "none" only without rounds
    // The current cell alone (a view given the focus has one) is not a board the judge chose.
    tab->view()->setCurrentIndex(model->index(1, 0));
    CHECK(tab->selectedBoard() == 2);
    tab->view()->selectionModel()->clearSelection();
    CHECK_FALSE(tab->selectedBoard());
    CHECK(headers(model) == "Board|No|White|Rating|Pts|Result|Pts|Rating|Black|No");
    REQUIRE(model->rowCount() == 3);
    CHECK(row(model, 0) == "1|2|Борисов|2000|0||0|1800|Дмитриев|5");
    CHECK(model->headerData(4, Qt::Horizontal, Qt::ToolTipRole).toString() ==
          "Points before the round");
    CHECK(model->headerData(9, Qt::Horizontal, Qt::ToolTipRole).toString() == "Start number");
    CHECK(row(model, 1) == "2|3|Васильев|1900|0||0||Григорьев|4");
    CHECK(row(model, 2) == "3|1|Андреев|2100|0|0|||bye|");

    // Keyboard only: 1 on board 1, = on board 2; the cursor moves on after each.
    select(tab, 0);
    QTest::keyClick(tab->view(), Qt::Key_1);
    CHECK(row(model, 0) == "1|2|Борисов|2000|0|1-0|0|1800|Дмитриев|5");
    CHECK(tab->selectedBoard() == std::optional<int>(2));
    QTest::keyClick(tab->view(), Qt::Key_Equal);
    CHECK(row(model, 1) == "2|3|Васильев|1900|0|1/2-1/2|0||Григорьев|4");
    CHECK(tab->selectedBoard() == std::optional<int>(3)); // the next row: no board waits

    // Round 2: the points each player had before it.
    tab->pairNextRound();
    CHECK(answers.asked.back() == "Pair round 2?");
    REQUIRE(model->rowCount() == 3);
    CHECK(row(model, 0) == "1|5|Дмитриев|1800|0||½|1900|Васильев|3");
    CHECK(row(model, 1) == "2|1|Андреев|2100|0||1|2000|Борисов|2");
    CHECK(row(model, 2) == "3|4|Григорьев||½|0|||bye|");
    CHECK_FALSE(tab->selectedBoard()); // another round: nothing selected
}

TEST_CASE("a micro-match shows each game in its own row with its own colours, the keys reach "
          "both",
          "[gui][postgresql][rounds]")
{
    application();
    auto window = windowOn(fiveEntries("rounds_micro", true));
    gui::RoundsTab *tab = window->roundsTab();
    const gui::PairingsModel *model = tab->model();
    Answers answers;
    answers.install(tab);
    tab->pairNextRound();
    // Game 2 of each board has its own row: the board's Black plays White in it, under the
    // White heading, with his number, rating and points.
    CHECK(headers(model) == "Board|Game|No|White|Rating|Pts|Result|Pts|Rating|Black|No");
    REQUIRE(model->rowCount() == 5);
    CHECK(row(model, 0) == "1|1|2|Борисов|2000|0||0|1800|Дмитриев|5");
    CHECK(row(model, 1) == "1|2|5|Дмитриев|1800|0||0|2000|Борисов|2");
    CHECK(row(model, 2) == "2|1|3|Васильев|1900|0||0||Григорьев|4");
    CHECK(row(model, 3) == "2|2|4|Григорьев||0||0|1900|Васильев|3");
    CHECK(row(model, 4) == "3|1|1|Андреев|2100|0|0|||bye|");
    const int result = model->sectionOf(gui::PairingsModel::Result);
    CHECK(result == 6);

    // Keys alone: game 1 of each board in turn, then on to the games 2.
    select(tab, 0);
    QTest::keyClick(tab->view(), Qt::Key_1);
    CHECK(tab->view()->currentIndex() == model->index(2, result)); // board 2, game 1
    QTest::keyClick(tab->view(), Qt::Key_Equal);
    CHECK(tab->view()->currentIndex() == model->index(1, result)); // board 1, game 2
    CHECK(tab->selectedBoard() == std::optional<int>(1));
    // Дмитриев, White in game 2, loses it: written as on its sheet.
    QTest::keyClick(tab->view(), Qt::Key_0);
    CHECK(tab->view()->currentIndex() == model->index(3, result)); // board 2, game 2
    CHECK(row(model, 0) == "1|1|2|Борисов|2000|0|1-0|0|1800|Дмитриев|5");
    CHECK(row(model, 1) == "1|2|5|Дмитриев|1800|0|0-1|0|2000|Борисов|2");
    CHECK(row(model, 2) == "2|1|3|Васильев|1900|0|1/2-1/2|0||Григорьев|4");
    CHECK(row(model, 3) == "2|2|4|Григорьев||0||0|1900|Васильев|3");
    const auto board1 = window->session()->pairingOnBoard(1);
    REQUIRE(board1);
    CHECK(board1->result == std::optional(R::WhiteWins));
    CHECK(board1->secondResult == std::optional(R::BlackWins));
    CHECK(answers.asked == QStringList{"Pair round 1?"});

    // A click anywhere on game 2's row, then a key: game 2 of that board.
    window->tabs()->show(gui::WindowTab::Rounds);
    window->show();
    const QRect name = tab->view()->visualRect(model->index(3, 3));
    QTest::mouseClick(tab->view()->viewport(), Qt::LeftButton, {}, name.center());
    CHECK(tab->selectedBoard() == std::optional<int>(2));
    QTest::keyClick(tab->view(), Qt::Key_Plus);
    CHECK(row(model, 3) == "2|2|4|Григорьев||0|+/-|0|1900|Васильев|3");
    CHECK(row(model, 2) == "2|1|3|Васильев|1900|0|1/2-1/2|0||Григорьев|4");
    CHECK(window->session()->pairingOnBoard(2)->secondResult == std::optional(R::WhiteForfeitWin));
    // The quick field's "board/game".
    CHECK(window->enterQuickResult("2/2 0"));
    CHECK(answers.asked.back() == "Board 2 has +/-. Replace it with 0-1?");
    CHECK(row(model, 3) == "2|2|4|Григорьев||0|0-1|0|1900|Васильев|3");
    // Delete on game 2's row clears game 2 alone.
    tab->view()->setCurrentIndex(model->index(3, result));
    QTest::keyClick(tab->view(), Qt::Key_Delete);
    CHECK(answers.asked.back() == "Board 2 has 0-1. Clear it?");
    CHECK(row(model, 3) == "2|2|4|Григорьев||0||0|1900|Васильев|3");
    CHECK(row(model, 2) == "2|1|3|Васильев|1900|0|1/2-1/2|0||Григорьев|4");
    // selectBoard chooses the board's game 1.
    REQUIRE(tab->selectBoard(2));
    CHECK(tab->view()->currentIndex() == model->index(2, result));
}

TEST_CASE("typing over a result asks first, refusals are shown under the table, not in a box",
          "[gui][postgresql][rounds]")
{
    application();
    const std::string conninfo = fiveEntries("rounds_typing");
    auto window = windowOn(conninfo);
    window->show();
    window->activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(window.get()));
    gui::RoundsTab *tab = window->roundsTab();
    const gui::PairingsModel *model = tab->model();
    QStringList failures;
    QObject::connect(window->session(), &gui::TournamentSession::failed,
                     [&failures](const QString &message) { failures << message; });
    Answers answers;
    answers.install(tab);
    tab->pairNextRound();
    answers.asked.clear();
    QTableView *view = tab->view();
    view->setFocus();

    select(tab, 0);
    QTest::keyClick(view, Qt::Key_1);
    CHECK(model->index(0, gui::PairingsModel::Result).data().toString() == "1-0");
    CHECK(answers.asked.isEmpty()); // nothing replaced
    // Over 1-0: asked; No keeps it and the cursor.
    select(tab, 0);
    answers.answer = false;
    QTest::keyClick(view, Qt::Key_0);
    CHECK(answers.asked == QStringList{"Board 1 has 1-0. Replace it with 0-1?"});
    CHECK(model->index(0, gui::PairingsModel::Result).data().toString() == "1-0");
    CHECK(tab->selectedBoard() == std::optional<int>(1));
    answers.answer = true;
    QTest::keyClick(view, Qt::Key_0);
    CHECK(model->index(0, gui::PairingsModel::Result).data().toString() == "0-1");
    CHECK(tab->selectedBoard() == std::optional<int>(2));
    // Delete clears, after asking.
    select(tab, 0);
    QTest::keyClick(view, Qt::Key_Delete);
    CHECK(answers.asked.back() == "Board 1 has 0-1. Clear it?");
    CHECK(model->index(0, gui::PairingsModel::Result).data().toString() == "");
    CHECK(tab->selectedBoard() == std::optional<int>(1)); // a clear does not move on
    // Forfeits: + for White, - for Black.
    QTest::keyClick(view, Qt::Key_Plus);
    CHECK(model->index(0, gui::PairingsModel::Result).data().toString() == "+/-");
    QTest::keyClick(view, Qt::Key_Minus);
    CHECK(model->index(1, gui::PairingsModel::Result).data().toString() == "-/+");
    const int questions = static_cast<int>(answers.asked.size());

    // The bye has no result to type.
    select(tab, 2);
    QTest::keyClick(view, Qt::Key_1);
    CHECK(tab->message() == "Board 3 is a bye: it has no result to enter.");
    CHECK_FALSE(boxOpen());

    // Another judge saved board 2 a moment ago and this window has not heard yet: the save is
    // refused by the database, shown in the line, and the board shows what is stored.
    otherJudgeSaves(conninfo, window->session()->loaded().tournament.id, 1, 2, R::WhiteWins);
    select(tab, 1);
    QTest::keyClick(view, Qt::Key_Equal);
    CHECK(answers.asked.size() == questions + 1);
    CHECK(answers.asked.back() == "Board 2 has -/+. Replace it with 1/2-1/2?");
    REQUIRE(failures.size() == 1);
    CHECK(tab->message() == failures.back());
    CHECK(tab->message() ==
          "save the result of board 2 of round 1 (Васильев - Григорьев): the result of board 2 "
          "of round 1 (Васильев - Григорьев) was changed by someone else since you opened it "
          "(version 2, now 3); nothing was saved: reload it and make your change again");
    CHECK_FALSE(boxOpen());
    CHECK(QApplication::focusWidget() == view); // the judge types on
    CHECK(model->index(1, gui::PairingsModel::Result).data().toString() == "1-0");

    // The quick field's refusals too.
    CHECK_FALSE(window->enterQuickResult("x"));
    CHECK(tab->message() == "Type the board and the result: \"3 =\", \"5 1\", \"2 +\" (\"4/2 0\" "
                            "for game 2 of a micro-match).");
    CHECK_FALSE(window->enterQuickResult("9 1"));
    CHECK(tab->message() == "round 1 has no game on board 9");
    CHECK_FALSE(window->enterQuickResult("2 x"));
    CHECK(tab->message() == "'x' is not a result: 1, =, 0, +, - or -- (both forfeited)");
    CHECK_FALSE(boxOpen());
    // A success clears the line.
    CHECK(window->enterQuickResult("2 ="));
    CHECK(answers.asked.back() == "Board 2 has 1-0. Replace it with 1/2-1/2?");
    CHECK(model->index(1, gui::PairingsModel::Result).data().toString() == "1/2-1/2");
    CHECK(tab->message() == "");
    // Typed into the cell's editor (F2): asked the same way, saved once the editor is closed.
    CHECK(window->pairingsModel()->setData(
        window->pairingsModel()->index(1, gui::PairingsModel::Result), "0"));
    CHECK(QTest::qWaitFor(
        [model] { return model->index(1, gui::PairingsModel::Result).data().toString() == "0-1"; },
        5000));
    CHECK(answers.asked.back() == "Board 2 has 1/2-1/2. Replace it with 0-1?");
    CHECK(tab->selectedBoard() == std::optional<int>(3)); // moved on
    // A refusal left alone goes after a few seconds.
    CHECK_FALSE(window->enterQuickResult("x"));
    CHECK_FALSE(tab->message().isEmpty());
    CHECK(QTest::qWaitFor([tab] { return tab->message().isEmpty(); }, 12000));
}

TEST_CASE("swap, exchange and unpair act on the selected board and the round shown",
          "[gui][postgresql][rounds]")
{
    application();
    auto window = windowOn(fiveEntries("rounds_actions"));
    gui::RoundsTab *tab = window->roundsTab();
    const gui::PairingsModel *model = tab->model();
    Answers answers;
    answers.install(tab);
    auto *swap = tab->findChild<QPushButton *>("swapColours");
    auto *exchange = tab->findChild<QPushButton *>("exchangePlayers");
    auto *unpair = tab->findChild<QPushButton *>("unpairRound");
    REQUIRE(swap);
    REQUIRE(exchange);
    REQUIRE(unpair);
    CHECK_FALSE(unpair->isEnabled()); // no round yet
    tab->pairNextRound();
    CHECK_FALSE(swap->isEnabled()); // nothing selected
    CHECK_FALSE(exchange->isEnabled());
    CHECK(unpair->isEnabled());

    // A mouse click on a board enables what acts on it (its row is selected after it is made
    // current).
    window->tabs()->show(gui::WindowTab::Rounds);
    window->show();
    const QRect cell = tab->view()->visualRect(model->index(1, 0));
    QTest::mouseClick(tab->view()->viewport(), Qt::LeftButton, {}, cell.center());
    CHECK(tab->selectedBoard() == std::optional<int>(2));
    CHECK(swap->isEnabled());
    CHECK(exchange->isEnabled());

    select(tab, 0);
    CHECK(swap->isEnabled());
    answers.why = QStringLiteral("colours drawn wrong");
    swap->click();
    CHECK(answers.asked.back() == "Swap colours: Board 1: Дмитриев takes White and Борисов Black. "
                                  "Why (for the decisions log):");
    CHECK(row(model, 0) == "1|5|Дмитриев|1800|0||0|2000|Борисов|2");

    // Exchange: one of board 1's two with a player of the round, chosen from a list.
    QStringList seats;
    QStringList others;
    tab->setExchangeChooser(
        [&](const app::RoundBoard &board,
            const std::vector<app::RoundBoard> &boards) -> std::optional<gui::ExchangeChoice> {
            gui::ExchangeDialog dialog(board, boards);
            for (int i = 0; i < dialog.seatBox()->count(); ++i)
                seats << dialog.seatBox()->itemText(i);
            for (int i = 0; i < dialog.otherBox()->count(); ++i)
                others << dialog.otherBox()->itemText(i);
            dialog.seatBox()->setCurrentIndex(0);
            dialog.otherBox()->setCurrentIndex(1);
            dialog.whyField()->setText(QStringLiteral("late arrival"));
            return dialog.choice();
        });
    exchange->click();
    CHECK(seats == QStringList{"5 Дмитриев", "2 Борисов"});
    CHECK(others == QStringList{"1 Андреев", "3 Васильев", "4 Григорьев"});
    CHECK(row(model, 0) == "1|3|Васильев|1900|0||0|2000|Борисов|2");
    CHECK(row(model, 1) == "2|5|Дмитриев|1800|0||0||Григорьев|4");

    // Pairing asks first; No pairs nothing.
    answers.answer = false;
    tab->pairNextRound();
    CHECK(answers.asked.back() == "Pair round 2?");
    CHECK(window->session()->rounds() == std::vector<int>{1});
    answers.answer = true;

    // Unpair the round shown: asked with the why in one question.
    unpair->click();
    CHECK(answers.asked.back() ==
          "Unpair round: Unpair round 1? Its pairing is removed.\nWhy (for the decisions log):");
    CHECK(window->session()->rounds().empty());
    CHECK(model->rowCount() == 0);
    CHECK_FALSE(unpair->isEnabled());

    // With a result the button is off, and the menu's way is refused with the library's words.
    tab->pairNextRound();
    CHECK(unpair->isEnabled());
    CHECK(window->enterQuickResult("1 1"));
    CHECK_FALSE(unpair->isEnabled());
    select(tab, 0);
    CHECK_FALSE(swap->isEnabled());
    CHECK_FALSE(exchange->isEnabled());
    // Board 2 and the bye are still open: their seats can be exchanged; once board 2 has its
    // result, the bye has no board left to exchange with.
    select(tab, 2);
    CHECK(exchange->isEnabled());
    CHECK(window->enterQuickResult("2 0"));
    select(tab, 2);
    CHECK_FALSE(exchange->isEnabled());
    tab->unpairRound();
    REQUIRE(window->session()->lastProblem());
    CHECK(window->session()->lastProblem()->code == app::ProblemCode::RoundHasResults);
    CHECK(tab->message().toStdString() ==
          app::describe(*window->session()->lastProblem(), gui::interfaceLanguage()));
    CHECK(window->session()->rounds() == std::vector<int>{1});
    CHECK_FALSE(boxOpen());
}

TEST_CASE("another judge's result over one typed here: the conflict is shown and resolved",
          "[gui][postgresql][rounds]")
{
    application();
    const std::string conninfo = fiveEntries("rounds_conflict");
    auto window = windowOn(conninfo);
    gui::RoundsTab *tab = window->roundsTab();
    const gui::PairingsModel *model = tab->model();
    Answers answers;
    answers.install(tab);
    tab->pairNextRound();
    const std::int64_t tournament = window->session()->loaded().tournament.id;
    const auto openEditor = [tab]() -> QLineEdit * {
        for (QLineEdit *editor : tab->view()->viewport()->findChildren<QLineEdit *>())
            if (!editor->isHidden())
                return editor;
        return nullptr;
    };

    // 0 typed into board 1's cell, not yet saved, when another judge saves 1-0.
    select(tab, 0);
    tab->view()->edit(tab->view()->currentIndex());
    QLineEdit *editor = openEditor();
    REQUIRE(editor);
    editor->setText(QStringLiteral("0"));
    otherJudgeSaves(conninfo, tournament, 1, 1, R::WhiteWins);
    CHECK(QTest::qWaitFor(
        [tab] {
            return tab->conflict() ==
                   "Board 1 was changed by another judge to 1-0; your 0-1 is not saved";
        },
        10000));
    CHECK(openEditor() == nullptr); // closed, its text kept in the conflict
    CHECK(model->index(0, gui::PairingsModel::Result).data().toString() == "1-0");
    tab->findChild<QPushButton *>("saveMine")->click();
    CHECK(model->index(0, gui::PairingsModel::Result).data().toString() == "0-1");
    CHECK(tab->conflict() == "");

    // "2 =" in the quick field, Enter not pressed, when another judge saves 0-1 on board 2.
    tab->quickResultField()->setText(QStringLiteral("2 ="));
    otherJudgeSaves(conninfo, tournament, 1, 2, R::BlackWins);
    CHECK(QTest::qWaitFor(
        [tab] {
            return tab->conflict() ==
                   "Board 2 was changed by another judge to 0-1; your 1/2-1/2 is not saved";
        },
        10000));
    CHECK(tab->quickResultField()->text() == "2 =");
    tab->findChild<QPushButton *>("keepTheirs")->click();
    CHECK(tab->conflict() == "");
    CHECK(tab->quickResultField()->text() == "");
    CHECK(model->index(1, gui::PairingsModel::Result).data().toString() == "0-1");

    // A change to another board than the one typed is no conflict.
    tab->quickResultField()->setText(QStringLiteral("2 1"));
    otherJudgeSaves(conninfo, tournament, 1, 1, R::WhiteWins);
    CHECK(QTest::qWaitFor(
        [model] { return model->index(0, gui::PairingsModel::Result).data().toString() == "1-0"; },
        10000));
    CHECK(tab->conflict() == "");
    CHECK(answers.asked == QStringList{"Pair round 1?"});
}

TEST_CASE("the Rounds tab in Russian: headers, questions, the conflict and the message line",
          "[gui][postgresql][rounds]")
{
    QApplication &app = application();
    const std::string conninfo = fiveEntries("rounds_russian");
    REQUIRE(gui::installTranslation(app, "ru"));
    {
        auto window = windowOn(conninfo);
        gui::RoundsTab *tab = window->roundsTab();
        const gui::PairingsModel *model = tab->model();
        Answers answers;
        answers.install(tab);
        CHECK(tab->findChild<QSpinBox *>("round")->text() == "нет");
        CHECK(tab->findChild<QLabel *>("noRounds")->text() ==
              "Жеребьёвка ещё не проводилась: «Жеребьёвка следующего тура» (Ctrl+R) проведёт "
              "жеребьёвку 1-го тура. Партии, импортированные без тура, — на вкладке «Партии».");
        tab->pairNextRound();
        CHECK(answers.asked == QStringList{"Провести жеребьёвку 1-го тура?"});
        CHECK(headers(model) == "Доска|№|Белые|Рейтинг|Очки|Результат|Очки|Рейтинг|Чёрные|№");
        CHECK(row(model, 2) == "3|1|Андреев|2100|0|0|||свободен|");
        CHECK(tab->findChild<QPushButton *>("unpairRound")->text() == "&Отменить жеребьёвку…");
        select(tab, 0);
        QTest::keyClick(tab->view(), Qt::Key_1);
        select(tab, 0);
        QTest::keyClick(tab->view(), Qt::Key_0);
        CHECK(answers.asked.back() == "На доске 1 записано 1-0. Заменить на 0-1?");
        select(tab, 2);
        QTest::keyClick(tab->view(), Qt::Key_1);
        CHECK(tab->message() == "Доска 3 — свободный от игры тур: результат не вводится.");
        tab->quickResultField()->setText(QStringLiteral("2 ="));
        otherJudgeSaves(conninfo, window->session()->loaded().tournament.id, 1, 2, R::WhiteWins);
        CHECK(QTest::qWaitFor(
            [tab] {
                return tab->conflict() ==
                       "Результат доски 2 изменил другой судья: 1-0; ваш 1/2-1/2 не записан";
            },
            10000));
    }
    for (QTranslator *translator : app.findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(translator);
    gui::installTranslation(app, QStringLiteral("en")); // the tests after this one in English
    CHECK(gui::interfaceLanguage() == app::Language::English);
}

} // namespace rounds_test
