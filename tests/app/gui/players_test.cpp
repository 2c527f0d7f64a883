// The Players, Standings, Crosstable and Decisions log tabs (issue 15), offscreen on a throwaway
// database: every player field listed and searched, each action on the selected row with its
// dialog or question, standings after any round with the tie-break legend, the Swiss crosstable
// round by round, and the decisions log newest first with its filters and link to a board.
#include "app/gui/backgroundtask.h"
#include "app/gui/decisionsmodel.h"
#include "app/gui/decisionspage.h"
#include "app/gui/desktop.h"
#include "app/gui/mainwindow.h"
#include "app/gui/playerdialog.h"
#include "app/gui/playersmodel.h"
#include "app/gui/playerspage.h"
#include "app/gui/reporttablemodel.h"
#include "app/gui/roundstab.h"
#include "app/gui/standingspage.h"
#include "app/gui/withdrawdialog.h"
#include "app/tournament/messagecatalogue.h"
#include "db/entrystore.h"
#include "db/playerstore.h"
#include "db/tournamentstore.h"
#include "guitestsupport.h"
#include "reports/reportdocument.h"
#include "reports/standings.h"
#include "tests/db/testserver.h"

#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <catch2/catch.hpp>
#include <tuple>

namespace players_test {

namespace {

using guitest::application;

// A tournament `name` of `system` with `players` entered in order, made as another client would.
void makeTournament(const std::string &conninfo, const std::string &name, const std::string &system,
                    const std::vector<db::Player> &players)
{
    db::Tournament draft;
    draft.name = name;
    draft.system = *reports::settingByCode<reports::PairingSystem>(system);
    guitest::enterTournament(conninfo, draft, players);
}

db::Player player(std::string name, std::optional<int> rating = std::nullopt)
{
    db::Player p;
    p.name = std::move(name);
    p.rating = rating;
    return p;
}

// The cells of `row`, joined by '|'.
QString row(const QAbstractItemModel *model, int r)
{
    QStringList cells;
    for (int c = 0; c < model->columnCount(); ++c)
        cells << model->index(r, c).data().toString();
    return cells.join(QLatin1Char('|'));
}

QStringList rows(const QAbstractItemModel *model)
{
    QStringList all;
    for (int r = 0; r < model->rowCount(); ++r)
        all << row(model, r);
    return all;
}

QString header(const QAbstractItemModel *model)
{
    QStringList cells;
    for (int c = 0; c < model->columnCount(); ++c)
        cells << model->headerData(c, Qt::Horizontal).toString();
    return cells.join(QLatin1Char('|'));
}

} // namespace

TEST_CASE("the Players tab shows every field, searches as the judge types and edits the "
          "selected row",
          "[gui][postgresql][players]")
{
    application();
    dbtest::migratedDatabase("players_fields");
    const std::string conninfo = dbtest::server().connectionString("players_fields");
    db::Player ivanov = player("Иванов Иван", 2350);
    ivanov.title = "МС";
    ivanov.club = "Спартак";
    ivanov.birthYear = 1980;
    ivanov.region = "Москва";
    db::Player petrov = player("Петров Пётр", 2100);
    petrov.club = "Динамо";
    petrov.region = "Татарстан";
    petrov.federationId = "RUS";
    db::Player smith = player("John Smith");
    smith.title = "GMI";
    smith.federationId = "NED";
    smith.birthYear = 1999;
    db::Player sidorov = player("Сидорова Анна", 1900);
    sidorov.club = "спартак-2";
    makeTournament(conninfo, "Кубок области", "swiss", {ivanov, petrov, smith, sidorov});

    QString problem;
    auto session = gui::TournamentSession::open(conninfo, problem);
    REQUIRE(session);
    QStringList failures;
    QObject::connect(session.get(), &gui::TournamentSession::failed,
                     [&failures](const QString &message) { failures << message; });
    gui::MainWindow window(std::move(session), nullptr);
    REQUIRE(window.openTournament("Кубок области"));
    gui::PlayersPage *page = window.playersPage();
    REQUIRE(page);
    CHECK(window.tabs()->page(gui::WindowTab::Players) == page);
    const gui::PlayersModel *model = page->model();
    CHECK(header(model) ==
          "No|Name|Title|Club|Birth year|Region/federation|Rating|Withdrawn after round");
    CHECK(rows(model) == QStringList{"1|Иванов Иван|МС|Спартак|1980|Москва|2350|",
                                     "2|Петров Пётр||Динамо||Татарстан / RUS|2100|",
                                     "3|John Smith|GMI||1999|NED||",
                                     "4|Сидорова Анна||спартак-2|||1900|"});

    // The search filters by name, club or region as it is typed, in any case, Cyrillic too.
    // Typed letter by letter (QTest::keyClicks knows Latin keys only).
    for (const QChar letter : QStringLiteral("СПАРТ"))
        page->searchField()->insert(letter);
    CHECK(rows(model) == QStringList{"1|Иванов Иван|МС|Спартак|1980|Москва|2350|",
                                     "4|Сидорова Анна||спартак-2|||1900|"});
    page->searchField()->setText(QStringLiteral("татар"));
    CHECK(rows(model) == QStringList{"2|Петров Пётр||Динамо||Татарстан / RUS|2100|"});
    page->searchField()->setText(QStringLiteral("ned"));
    CHECK(rows(model) == QStringList{"3|John Smith|GMI||1999|NED||"});
    page->searchField()->setText(QStringLiteral("иван"));
    CHECK(rows(model) == QStringList{"1|Иванов Иван|МС|Спартак|1980|Москва|2350|"});
    page->searchField()->setText(QStringLiteral("нет такого"));
    CHECK(model->rowCount() == 0);
    page->searchField()->clear();
    CHECK(model->rowCount() == 4);

    // Editing works on the selected row, in one dialog holding every field.
    QStringList seen; // what each dialog held when it opened
    std::function<void(gui::PlayerDialog &)> fill;
    page->setDialogRunner([&](QDialog &dialog) {
        auto *form = dynamic_cast<gui::PlayerDialog *>(&dialog);
        REQUIRE(form);
        seen << dialog.windowTitle() + ": " +
                    QStringList{form->nameField()->text(),   form->titleField()->text(),
                                form->clubField()->text(),   form->birthYearField()->text(),
                                form->regionField()->text(), form->ratingField()->text()}
                        .join(QLatin1Char('|'));
        fill(*form);
        dialog.accept();
        return dialog.result() == QDialog::Accepted;
    });
    page->searchField()->setText(QStringLiteral("петров"));
    REQUIRE(page->selectPlayer(2));
    CHECK(page->selectedStartNumber() == std::optional<int>(2));
    fill = [](gui::PlayerDialog &form) {
        form.titleField()->setText(QStringLiteral("КМС"));
        form.birthYearField()->setText(QStringLiteral(" 1995 "));
        form.regionField()->setText(QStringLiteral("Казань"));
        form.ratingField()->setText(QStringLiteral("2150"));
    };
    page->editSelected();
    CHECK(seen == QStringList{"Edit player No 2: Петров Пётр||Динамо||Татарстан|2100"});
    CHECK(failures.isEmpty());
    CHECK(rows(model) == QStringList{"2|Петров Пётр|КМС|Динамо|1995|Казань / RUS|2150|"});
    // The selection stays on the player after the reload.
    CHECK(page->selectedStartNumber() == std::optional<int>(2));

    // Wrong fields: every one named inside the dialog, which stays open; nothing saved.
    seen.clear();
    bool stayedOpen = false;
    QString named;
    fill = [&](gui::PlayerDialog &form) {
        form.nameField()->setText(QStringLiteral("  "));
        form.birthYearField()->setText(QStringLiteral("1700"));
        form.ratingField()->setText(QStringLiteral("abc"));
        form.accept();
        stayedOpen = form.result() != QDialog::Accepted;
        named = form.findChild<QLabel *>(QStringLiteral("problems"))->text();
        form.reject();
    };
    page->setDialogRunner([&](QDialog &dialog) {
        fill(*dynamic_cast<gui::PlayerDialog *>(&dialog));
        return dialog.result() == QDialog::Accepted;
    });
    page->editSelected();
    CHECK(stayedOpen);
    CHECK(named == QStringLiteral("Name needs a name, not '  '\n"
                                  "Rating needs a whole number from 0 to 4000, not 'abc'\n"
                                  "Birth year needs a year from 1850 to %1, not '1700'")
                       .arg(app::PlayerValidator::thisYear()));
    CHECK(rows(model) == QStringList{"2|Петров Пётр|КМС|Динамо|1995|Казань / RUS|2150|"});
    CHECK(failures.isEmpty());

    // A double-click edits the row clicked.
    page->searchField()->clear();
    int opened = 0;
    page->setDialogRunner([&](QDialog &dialog) {
        auto *form = dynamic_cast<gui::PlayerDialog *>(&dialog);
        REQUIRE(form);
        ++opened;
        CHECK(form->windowTitle() == "Edit player No 3");
        CHECK(form->nameField()->text() == "John Smith");
        form->clubField()->setText(QStringLiteral("Amsterdam DC"));
        return true;
    });
    window.tabs()->show(gui::WindowTab::Players);
    window.show();
    QTableView *view = page->view();
    const QRect cell = view->visualRect(model->index(2, gui::PlayersModel::Name));
    auto *edit = page->findChild<QPushButton *>("editPlayer");
    auto *withdraw = page->findChild<QPushButton *>("withdrawPlayer");
    auto *remove = page->findChild<QPushButton *>("deletePlayer");
    REQUIRE(edit);
    REQUIRE(withdraw);
    REQUIRE(remove);
    view->clearSelection();
    view->setCurrentIndex({});
    CHECK_FALSE(edit->isEnabled());
    // A mouse click on a row enables its buttons (the row is selected after it is made current).
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    CHECK(edit->isEnabled());
    CHECK(withdraw->isEnabled());
    CHECK(remove->isEnabled());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    CHECK(opened == 1);
    CHECK(row(model, 2) == "3|John Smith|GMI|Amsterdam DC|1999|NED||");

    // Adding: one dialog with every field.
    page->setDialogRunner([](QDialog &dialog) {
        auto *form = dynamic_cast<gui::PlayerDialog *>(&dialog);
        REQUIRE(form);
        CHECK(form->windowTitle() == "Add player");
        form->nameField()->setText(QStringLiteral("Кузнецов Олег"));
        form->titleField()->setText(QStringLiteral("КМС"));
        form->clubField()->setText(QStringLiteral("Шашечный клуб №1"));
        form->birthYearField()->setText(QStringLiteral("2008"));
        form->regionField()->setText(QStringLiteral("Тула"));
        form->ratingField()->setText(QStringLiteral("1750"));
        return true;
    });
    page->addPlayer();
    CHECK(failures.isEmpty());
    CHECK(row(model, 4) == "5|Кузнецов Олег|КМС|Шашечный клуб №1|2008|Тула|1750|");
    window.close();
}

TEST_CASE("start numbers before round 1: sorted by rating and moved by hand and drawn by lot",
          "[gui][postgresql][players]")
{
    // Issue 27, point 2: entered 1800, 2400, 1900, 2300, 2000, 2200 by another client, in that
    // order (numbers 1…6 as entered).
    application();
    dbtest::migratedDatabase("players_numbers");
    const std::string conninfo = dbtest::server().connectionString("players_numbers");
    makeTournament(conninfo, "Open", "swiss",
                   {player("A", 1800), player("B", 2400), player("C", 1900), player("D", 2300),
                    player("E", 2000), player("F", 2200)});
    QString problem;
    auto session = gui::TournamentSession::open(conninfo, problem);
    REQUIRE(session);
    QStringList failures;
    QObject::connect(session.get(), &gui::TournamentSession::failed,
                     [&failures](const QString &message) { failures << message; });
    gui::MainWindow window(std::move(session), nullptr);
    REQUIRE(window.openTournament("Open"));
    gui::TournamentSession *tournament = window.session();
    gui::PlayersPage *page = window.playersPage();
    const gui::PlayersModel *model = page->model();
    const auto *label = page->findChild<QLabel *>("numberingLabel");
    auto *sort = page->findChild<QPushButton *>("sortStartNumbers");
    auto *move = page->findChild<QPushButton *>("moveStartNumber");
    auto *draw = page->findChild<QPushButton *>("drawStartNumbers");
    REQUIRE(label);
    REQUIRE(sort);
    REQUIRE(move);
    REQUIRE(draw);
    // No, name: the list as numbered.
    const auto numbered = [model] {
        QStringList shown;
        for (int r = 0; r < model->rowCount(); ++r)
            shown << model->index(r, 0).data().toString() + ". " +
                         model->index(r, 1).data().toString();
        return shown;
    };
    CHECK(numbered() == QStringList{"1. A", "2. B", "3. C", "4. D", "5. E", "6. F"});
    CHECK(label->text() == "Start numbers are the pairing numbers: by rating, then title, then "
                           "name; a late entry goes in at his rank.");
    CHECK(sort->isEnabled());
    CHECK(draw->isEnabled());
    CHECK_FALSE(move->isEnabled()); // nobody selected

    // Sorting asks first; "No" leaves the numbers.
    QStringList asked;
    bool answer = false;
    page->setConfirmer([&](const QString &question) {
        asked << question;
        return answer;
    });
    sort->click();
    CHECK(asked == QStringList{"Give every player the start number of his place in the initial "
                               "ranking (rating, then title, then name)?"});
    CHECK(numbered() == QStringList{"1. A", "2. B", "3. C", "4. D", "5. E", "6. F"});
    answer = true;
    sort->click();
    CHECK(numbered() == QStringList{"1. B", "2. D", "3. F", "4. E", "5. C", "6. A"});

    // A moved to No 1 by hand: the number asked in a dialog, the players in between move down.
    REQUIRE(page->selectPlayer(6));
    CHECK(move->isEnabled());
    page->setDialogRunner([](QDialog &dialog) {
        auto *input = qobject_cast<QInputDialog *>(&dialog);
        REQUIRE(input);
        CHECK(input->labelText() ==
              "New start number of A (No 6); the players in between move by one:");
        CHECK(input->intMinimum() == 1);
        CHECK(input->intMaximum() == 6);
        CHECK(input->intValue() == 6);
        input->setIntValue(1);
        return true;
    });
    move->click();
    CHECK(numbered() == QStringList{"1. A", "2. B", "3. D", "4. F", "5. E", "6. C"});
    CHECK(page->selectedStartNumber() == std::optional<int>(1));

    // Drawn by lot: the same six, numbered 1…6 in some order.
    draw->click();
    QStringList names;
    for (int r = 0; r < model->rowCount(); ++r) {
        CHECK(model->index(r, 0).data().toInt() == r + 1);
        names << model->index(r, 1).data().toString();
    }
    names.sort();
    CHECK(names == QStringList{"A", "B", "C", "D", "E", "F"});
    CHECK(failures.isEmpty());

    // Each logged, with the order given.
    gui::DecisionsPage *log = window.decisionsPage();
    log->refresh();
    const gui::DecisionsModel *decisions = log->model();
    REQUIRE(decisions->rowCount() >= 3);
    CHECK_THAT(decisions->index(0, gui::DecisionsModel::What).data().toString().toStdString(),
               Catch::StartsWith("start numbers given by lot: 1. "));
    CHECK(decisions->index(1, gui::DecisionsModel::What).data().toString() ==
          "start numbers given by the arbiter: 1. A, 2. B, 3. D, 4. F, 5. E, 6. C");
    CHECK(decisions->index(2, gui::DecisionsModel::What).data().toString() ==
          "start numbers given by the ranking: 1. B, 2. D, 3. F, 4. E, 5. C, 6. A");

    // Round 1 paired: the numbers are fixed, the buttons say why.
    app::RoundDraw note;
    REQUIRE(tournament->pairNextRound(note));
    REQUIRE(page->selectPlayer(1));
    CHECK(label->text() == "Start numbers are fixed: round 1 is paired.");
    for (const QPushButton *button : {sort, move, draw}) {
        CHECK_FALSE(button->isEnabled());
        CHECK(button->toolTip() == "Round 1 is paired: the start numbers are fixed");
    }
}

TEST_CASE("withdrawing, taking back and deleting work on the selected row, deleting after a "
          "confirmation",
          "[gui][postgresql][players]")
{
    application();
    dbtest::migratedDatabase("players_actions");
    const std::string conninfo = dbtest::server().connectionString("players_actions");
    makeTournament(conninfo, "Swiss", "swiss",
                   {player("Андреев", 2300), player("Борисов", 2200), player("Васильев", 2100),
                    player("Иванов", 2000), player("Фёдоров")});
    QString problem;
    auto session = gui::TournamentSession::open(conninfo, problem);
    REQUIRE(session);
    QStringList failures;
    QObject::connect(session.get(), &gui::TournamentSession::failed,
                     [&failures](const QString &message) { failures << message; });
    gui::MainWindow window(std::move(session), nullptr);
    REQUIRE(window.openTournament("Swiss"));
    gui::TournamentSession *tournament = window.session();
    app::RoundDraw note;
    REQUIRE(tournament->pairNextRound(note));
    gui::PlayersPage *page = window.playersPage();
    const gui::PlayersModel *model = page->model();

    // Withdraw: one dialog, after which round and why.
    REQUIRE(page->selectPlayer(4));
    page->setDialogRunner([](QDialog &dialog) {
        auto *form = dynamic_cast<gui::WithdrawDialog *>(&dialog);
        REQUIRE(form);
        CHECK(form->windowTitle() == "Withdraw Иванов (No 4)");
        // The body names him too, and the dialog is wide enough for the whole title.
        const auto *who = form->findChild<QLabel *>("whoLabel");
        REQUIRE(who);
        CHECK(who->text() == "Иванов (No 4) withdraws from the tournament.");
        CHECK(form->minimumWidth() > form->fontMetrics().horizontalAdvance(form->windowTitle()));
        CHECK(form->roundField()->value() == 1); // the last round paired
        form->whyField()->setText(QStringLiteral("  illness "));
        return true;
    });
    page->withdrawSelected();
    CHECK(failures.isEmpty());
    CHECK(row(model, 3) == "4|Иванов|||||2000|1");
    CHECK(tournament->loaded().entries[3].withdrawnAfterRound == std::optional<int>(1));

    // Taking it back: asked first; "No" leaves it.
    QStringList asked;
    bool answer = false;
    page->setConfirmer([&](const QString &question) {
        asked << question;
        return answer;
    });
    REQUIRE(page->selectedStartNumber() == std::optional<int>(4));
    page->takeBackSelected();
    CHECK(asked == QStringList{"Take back the withdrawal of Иванов (No 4)?"});
    CHECK(row(model, 3) == "4|Иванов|||||2000|1");
    answer = true;
    page->takeBackSelected();
    CHECK(row(model, 3) == "4|Иванов|||||2000|");
    CHECK(failures.isEmpty());

    // Delete: asked first; a player paired in round 1 is refused by the library, its message
    // shown; one paired nowhere is deleted.
    asked.clear();
    answer = false;
    REQUIRE(page->selectPlayer(1));
    page->deleteSelected();
    CHECK(asked == QStringList{"Delete Андреев (No 1)? This cannot be undone."});
    CHECK(model->rowCount() == 5);
    CHECK(failures.isEmpty());
    answer = true;
    page->deleteSelected();
    REQUIRE(tournament->lastProblem());
    CHECK(tournament->lastProblem()->code == app::ProblemCode::PlayerHasPairings);
    CHECK(failures ==
          QStringList{"Андреев (No 1) is paired in rounds 1 and cannot be deleted; withdraw the "
                      "player instead"});
    CHECK(model->rowCount() == 5);

    // Фёдоров is the fifth of five: the bye of round 1 is a pairing too. A sixth player, entered
    // after the pairing (unrated, after Фёдоров by name: No 6), sits at no board and is deleted.
    page->setDialogRunner([](QDialog &dialog) {
        dynamic_cast<gui::PlayerDialog &>(dialog).nameField()->setText(QStringLiteral("Щукин"));
        return true;
    });
    page->addPlayer();
    REQUIRE(model->rowCount() == 6);
    CHECK(row(model, 5) == "6|Щукин||||||");
    failures.clear();
    asked.clear();
    REQUIRE(page->selectPlayer(6));
    page->deleteSelected();
    CHECK(asked == QStringList{"Delete Щукин (No 6)? This cannot be undone."});
    CHECK(failures.isEmpty());
    CHECK_FALSE(tournament->lastProblem());
    CHECK(model->rowCount() == 5);
    CHECK(model->rowOf(6) == -1);
    // Nothing selected: the actions do nothing and ask nothing.
    asked.clear();
    CHECK_FALSE(page->selectedStartNumber());
    page->deleteSelected();
    page->withdrawSelected();
    CHECK(asked.isEmpty());
    CHECK(model->rowCount() == 5);
}

TEST_CASE("standings after any round with withdrawn players marked and a legend, the Swiss "
          "crosstable round by round",
          "[gui][postgresql][players]")
{
    application();
    dbtest::migratedDatabase("players_standings");
    const std::string conninfo = dbtest::server().connectionString("players_standings");
    makeTournament(conninfo, "Swiss", "swiss",
                   {player("Андреев", 2300), player("Борисов", 2200), player("Васильев", 2100),
                    player("Григорьев", 2000)});
    QString problem;
    auto session = gui::TournamentSession::open(conninfo, problem);
    REQUIRE(session);
    QStringList failures;
    QObject::connect(session.get(), &gui::TournamentSession::failed,
                     [&failures](const QString &message) { failures << message; });
    gui::MainWindow window(std::move(session), nullptr);
    REQUIRE(window.openTournament("Swiss"));
    gui::TournamentSession *tournament = window.session();
    gui::StandingsPage *page = window.standingsPage();
    CHECK(window.tabs()->page(gui::WindowTab::Standings) == page);
    QComboBox *rounds = page->roundSelector();
    // No round has a result: nothing to choose.
    CHECK(rounds->count() == 0);
    CHECK_FALSE(rounds->isEnabled());

    app::RoundDraw note;
    REQUIRE(tournament->pairNextRound(note));
    REQUIRE(tournament->enterResult(1, "1"));
    REQUIRE(tournament->enterResult(2, "="));
    REQUIRE(tournament->pairNextRound(note));
    REQUIRE(tournament->enterResult(1, "0"));
    REQUIRE(tournament->enterResult(2, "1"));
    REQUIRE(failures.isEmpty());
    // Round 1: Андреев beat Васильев, Борисов drew Григорьев; round 2: Андреев beat Борисов,
    // Васильев beat Григорьев.
    CHECK(header(page->model()) == "Place|No|Name|Rating|Points|Games|BH-C1|BH|WIN");
    const QStringList afterTwo = {"1|1|Андреев|2300|2|2|1|1.5|2", "2|3|Васильев|2100|1|2|2|2.5|1",
                                  "3|2|Борисов|2200|½|2|2|2.5|0", "4|4|Григорьев|2000|½|2|1|1.5|0"};
    CHECK(rows(page->model()) == afterTwo);
    CHECK(page->legend()->text() ==
          "Tie-breaks: BH-C1 — Buchholz cut 1; BH — Buchholz; WIN — number of wins");
    // The rounds with results; the last stands for the latest.
    REQUIRE(rounds->count() == 2);
    CHECK(rounds->itemText(0) == "1");
    CHECK(rounds->itemText(1) == "2");
    CHECK(rounds->currentIndex() == 1);
    CHECK(rounds->currentData().toInt() == 0);
    CHECK(page->withdrawals()->text().isEmpty());
    // The Swiss crosstable: opponent's row, colour and result, round by round.
    CHECK(rows(window.crosstableModel()) == QStringList{"1|1|Андреев|2300|2w1|3b1|2|1|1.5|2",
                                                        "2|3|Васильев|2100|1b0|4w1|1|2|2.5|1",
                                                        "3|2|Борисов|2200|4b=|1w0|½|2|2.5|0",
                                                        "4|4|Григорьев|2000|3w=|2b0|½|1|1.5|0"});

    // After round 1: as `shashki standings --after-round 1` computes them.
    emit rounds->activated(0);
    CHECK(tournament->standingsRound() == 1);
    CHECK(rounds->currentIndex() == 0);
    const reports::ReportTable cli = reports::standingsTable(
        tournament->loaded().event,
        reports::computeStandings(tournament->loaded().event, tournament->loaded().tieBreaks, 1));
    QStringList expected;
    for (std::size_t r = 1; r < cli.rows.size(); ++r) {
        QStringList cells;
        for (const std::string &cell : cli.rows[r])
            cells << QString::fromStdString(cell);
        expected << cells.join(QLatin1Char('|'));
    }
    CHECK(rows(page->model()) == expected);
    CHECK(rows(page->model()) ==
          QStringList{"1|1|Андреев|2300|1|1|0|0|1", "2-3|2|Борисов|2200|½|1|0|0.5|0",
                      "2-3|4|Григорьев|2000|½|1|0|0.5|0", "4|3|Васильев|2100|0|1|0|1|0"});
    // The crosstable follows: round 1 only.
    CHECK(rows(window.crosstableModel()) ==
          QStringList{"1|1|Андреев|2300|4w1|1|0|0|1", "2-3|2|Борисов|2200|3b=|½|0|0.5|0",
                      "2-3|4|Григорьев|2000|2w=|½|0|0.5|0", "4|3|Васильев|2100|1b0|0|0|1|0"});

    // A withdrawal is marked in the standings; the round chosen stays chosen.
    REQUIRE(tournament->withdraw(4, 2, QStringLiteral("left")));
    CHECK(tournament->standingsRound() == 1);
    emit rounds->activated(1);
    CHECK(tournament->standingsRound() == 0);
    CHECK(row(page->model(), 3) == "4|4|Григорьев (withdrew after round 2)|2000|½|2|1|1.5|0");
    CHECK(page->withdrawals()->text() == "Withdrew: Григорьев (No 4) after round 2");
    CHECK(failures.isEmpty());

    // A round robin keeps the grid: a column per player.
    makeTournament(conninfo, "Круговой", "round-robin",
                   {player("Антонов"), player("Белов"), player("Волков"), player("Гусев")});
    REQUIRE(window.openTournament("Круговой"));
    REQUIRE(tournament->pairNextRound(note));
    REQUIRE(tournament->enterResult(1, "1"));
    CHECK(tournament->crosstable().form == reports::CrosstableForm::Matrix);
    CHECK(window.crosstableModel()->columnCount() == 11);
    CHECK(header(window.crosstableModel()) == "Place|No|Name|1|2|3|4|Points|WIN|SB|DE");
    CHECK(rows(window.crosstableModel()) ==
          QStringList{"1|1|Антонов|×|||1|1|1|0|-", "2-4|2|Белов||×|||0|0|0|-",
                      "2-4|3|Волков|||×||0|0|0|-", "2-4|4|Гусев|0|||×|0|0|0|-"});
    CHECK(page->legend()->text() == "Tie-breaks: WIN — number of wins; SB — Sonneborn-Berger; "
                                    "DE — direct encounter");
}

TEST_CASE("the decisions log, newest first, filtered by round and board, opens a board's round",
          "[gui][postgresql][players]")
{
    application();
    dbtest::migratedDatabase("players_decisions");
    const std::string conninfo = dbtest::server().connectionString("players_decisions");
    makeTournament(conninfo, "Swiss", "swiss",
                   {player("Андреев", 2300), player("Борисов", 2200), player("Васильев", 2100),
                    player("Григорьев", 2000)});
    QString problem;
    auto session = gui::TournamentSession::open(conninfo, problem);
    REQUIRE(session);
    QStringList failures;
    QObject::connect(session.get(), &gui::TournamentSession::failed,
                     [&failures](const QString &message) { failures << message; });
    gui::MainWindow window(std::move(session), nullptr);
    REQUIRE(window.openTournament("Swiss"));
    gui::TournamentSession *tournament = window.session();
    app::RoundDraw note;
    REQUIRE(tournament->pairNextRound(note));
    REQUIRE(tournament->swapColours(2, QStringLiteral("wrong colours drawn")));
    REQUIRE(tournament->enterResult(1, "1"));
    REQUIRE(tournament->enterResult(2, "="));
    REQUIRE(tournament->pairNextRound(note));
    REQUIRE(tournament->enterResult(2, "0"));
    REQUIRE(tournament->withdraw(3, 2, QStringLiteral("ill")));
    REQUIRE(failures.isEmpty());

    gui::DecisionsPage *page = window.decisionsPage();
    CHECK(window.tabs()->page(gui::WindowTab::Decisions) == page);
    page->refresh();
    const gui::DecisionsModel *model = page->model();
    CHECK(header(model) == "When|Who|Round|Board|Player|What|Why");
    QStringList shown;
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList cells;
        for (int c = gui::DecisionsModel::Round; c < model->columnCount(); ++c)
            cells << model->index(r, c).data().toString();
        shown << cells.join(QLatin1Char('|'));
    }
    CHECK(
        shown ==
        QStringList{"2||Васильев (No 3)|Васильев withdrawn after round 2|ill",
                    "2|2||the result of board 2 of round 2 (Васильев - Борисов): none -> 0-1|",
                    "2|||round 2 paired: 2 boards|",
                    "1|2||the result of board 2 of round 1 (Борисов - Григорьев): none -> 1/2-1/2|",
                    "1|1||the result of board 1 of round 1 (Андреев - Васильев): none -> 1-0|",
                    "1|2||swapped by hand: the colours of board 2 of round 1 (Григорьев - Борисов)|"
                    "wrong colours drawn",
                    "1|||round 1 paired: 2 boards|",
                    "||Григорьев (No 4)|Григорьев entered with start number 4|",
                    "||Васильев (No 3)|Васильев entered with start number 3|",
                    "||Борисов (No 2)|Борисов entered with start number 2|",
                    "||Андреев (No 1)|Андреев entered with start number 1|",
                    "|||tournament created: Swiss|"});
    // When in the hall's time, who by login.
    const auto newest = model->decisionAt(0);
    REQUIRE(newest);
    CHECK(model->index(0, gui::DecisionsModel::When).data().toString() ==
          QDateTime::fromString(QString::fromStdString(newest->decidedAt), Qt::ISODate)
              .toLocalTime()
              .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    CHECK_FALSE(newest->decidedBy.empty());
    CHECK(model->index(0, gui::DecisionsModel::Who).data().toString().toStdString() ==
          newest->decidedBy);

    // Filters by round and by board, from what the log names.
    const auto items = [](const QComboBox *filter) {
        QStringList texts;
        for (int i = 0; i < filter->count(); ++i)
            texts << filter->itemText(i);
        return texts;
    };
    CHECK(items(page->roundFilter()) == QStringList{"All rounds", "1", "2"});
    CHECK(items(page->boardFilter()) == QStringList{"All boards", "1", "2"});
    const auto whats = [model] {
        QStringList texts;
        for (int r = 0; r < model->rowCount(); ++r)
            texts << model->index(r, gui::DecisionsModel::What).data().toString();
        return texts;
    };
    page->roundFilter()->setCurrentIndex(1);
    emit page->roundFilter()->activated(1);
    CHECK(whats() ==
          QStringList{"the result of board 2 of round 1 (Борисов - Григорьев): none -> 1/2-1/2",
                      "the result of board 1 of round 1 (Андреев - Васильев): none -> 1-0",
                      "swapped by hand: the colours of board 2 of round 1 (Григорьев - Борисов)",
                      "round 1 paired: 2 boards"});
    page->boardFilter()->setCurrentIndex(2);
    emit page->boardFilter()->activated(2);
    CHECK(whats() ==
          QStringList{"the result of board 2 of round 1 (Борисов - Григорьев): none -> 1/2-1/2",
                      "swapped by hand: the colours of board 2 of round 1 (Григорьев - Борисов)"});
    page->roundFilter()->setCurrentIndex(0);
    emit page->roundFilter()->activated(0);
    CHECK(whats() ==
          QStringList{"the result of board 2 of round 2 (Васильев - Борисов): none -> 0-1",
                      "the result of board 2 of round 1 (Борисов - Григорьев): none -> 1/2-1/2",
                      "swapped by hand: the colours of board 2 of round 1 (Григорьев - Борисов)"});

    // Reloaded with the session while shown; the filters stay.
    window.tabs()->show(gui::WindowTab::Decisions);
    window.show();
    tournament->setRound(2);
    REQUIRE(tournament->enterResult(1, "1"));
    CHECK(page->boardFilter()->currentText() == "2");
    CHECK(model->rowCount() == 3);
    page->boardFilter()->setCurrentIndex(0);
    emit page->boardFilter()->activated(0);
    REQUIRE(model->rowCount() == 13);
    CHECK(whats().front() == "the result of board 1 of round 2 (Григорьев - Андреев): none -> 1-0");

    // A decision about a board opens its round: double-click.
    QList<std::tuple<int, int, qint64>> requested;
    QObject::connect(page, &gui::DecisionsPage::openGameRequested,
                     [&requested](int round, int board, qint64 game) {
                         requested.append({round, board, game});
                     });
    const int swapRow = static_cast<int>(whats().indexOf(
        "swapped by hand: the colours of board 2 of round 1 (Григорьев - Борисов)"));
    REQUIRE(swapRow >= 0);
    const QRect cell = page->view()->visualRect(model->index(swapRow, gui::DecisionsModel::What));
    QTest::mouseClick(page->view()->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(page->view()->viewport(), Qt::LeftButton, {}, cell.center());
    REQUIRE(requested.size() == 1);
    CHECK(requested.front() == std::tuple<int, int, qint64>{1, 2, 0});
    CHECK(window.tabs()->shown() == gui::WindowTab::Rounds);
    CHECK(tournament->round() == 1);
    CHECK(window.roundsTab()->selectedBoard() == 2);
    // One about no board (a withdrawal, a pairing) opens nothing.
    CHECK_FALSE(page->openDecision(static_cast<int>(whats().indexOf("round 1 paired: 2 boards"))));
    CHECK(requested.size() == 1);
    CHECK(failures.isEmpty());
    window.close();
}

TEST_CASE("a ruling on a game imported without a round opens the game, a withdrawal nothing",
          "[gui][players]")
{
    application();
    gui::DecisionsPage page(nullptr);
    db::Decision ruling;
    ruling.gameId = 7;
    ruling.what = "draw claim (threefold, after-move) after ply 12: valid - …";
    db::Decision withdrawal;
    withdrawal.playerId = 3;
    withdrawal.what = "Борисов withdrawn after round 2";
    page.model()->setDecisions({ruling, withdrawal}); // newest first: the withdrawal, the ruling
    QList<std::tuple<int, int, qint64>> requested;
    QObject::connect(&page, &gui::DecisionsPage::openGameRequested,
                     [&requested](int round, int board, qint64 game) {
                         requested.append({round, board, game});
                     });
    CHECK_FALSE(page.openDecision(0));
    REQUIRE(page.openDecision(1));
    CHECK(requested == QList<std::tuple<int, int, qint64>>{{0, 0, 7}});
}

namespace {

// The room QLineEdit gives its text: its width less the frame and its own 2-pixel margins on
// each side (QLineEditPrivate::horizontalMargin).
int textRoom(const QLineEdit *field)
{
    const int frame = field->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, field);
    const QMargins margins = field->textMargins();
    return field->width() - 2 * frame - 2 * 2 - margins.left() - margins.right();
}

} // namespace

TEST_CASE("the add-player dialog shows a long name, club and region whole", "[gui][players]")
{
    application();
    gui::PlayerDialog dialog(std::nullopt);
    // Long values of a Russian entry list.
    const std::vector<std::pair<QLineEdit *, QString>> typed = {
        {dialog.nameField(), QStringLiteral("Константинопольский Александр Владимирович")},
        {dialog.clubField(), QStringLiteral("СДЮСШОР № 2 «Шашки» г. Санкт-Петербург")},
        {dialog.regionField(), QStringLiteral("Ханты-Мансийский автономный округ / RUS")},
        {dialog.titleField(), QStringLiteral("международный гроссмейстер")}};
    for (const auto &[field, text] : typed)
        field->setText(text);
    dialog.show();
    REQUIRE(QTest::qWaitForWindowExposed(&dialog));
    for (const auto &[field, text] : typed) {
        INFO(field->objectName().toStdString());
        CHECK(field->fontMetrics().horizontalAdvance(text) <= textRoom(field));
    }
}

TEST_CASE("the decisions log keeps its Why column on screen beside a long entry", "[gui][players]")
{
    application();
    gui::DecisionsPage page(nullptr);
    page.resize(900, 400);
    page.show();
    REQUIRE(QTest::qWaitForWindowExposed(&page));
    db::Decision decision;
    decision.decidedAt = "2026-12-01T10:00:00Z";
    decision.decidedBy = "chief";
    decision.round = 3;
    decision.board = 7;
    decision.what = "draw claim (threefold repetition, after the move) after ply 64 on board 7 of "
                    "round 3, Константинопольский Александр against Римский-Корсаков Николай: "
                    "valid - the position after 31...f6-g5 stood three times with the same side to "
                    "move";
    decision.why = "the players stopped the clock and called the arbiter; the deputy saw it too";
    page.model()->setDecisions({decision});
    QCoreApplication::processEvents();
    QTableView *view = page.view();
    const QHeaderView *header = view->horizontalHeader();
    const int why = gui::DecisionsModel::Why;
    const int what = gui::DecisionsModel::What;
    // Both long columns share the width left, their text wrapped: nothing beyond the right edge.
    CHECK(header->sectionViewportPosition(why) + header->sectionSize(why) <=
          view->viewport()->width());
    CHECK(view->horizontalScrollBar()->maximum() == 0);
    CHECK(header->sectionSize(why) == header->sectionSize(what));
    CHECK(view->wordWrap());
    // The row as high as its wrapped text, which is whole in the cell's tooltip too.
    CHECK(view->rowHeight(0) == static_cast<const QAbstractItemView *>(view)->sizeHintForRow(0));
    CHECK(view->rowHeight(0) > view->fontMetrics().height() * 2);
    CHECK(page.model()->index(0, what).data(Qt::ToolTipRole).toString().toStdString() ==
          decision.what);
    CHECK(page.model()->index(0, why).data(Qt::ToolTipRole).toString().toStdString() ==
          *decision.why);
}

TEST_CASE("the Players and Decisions log tabs in Russian", "[gui][players]")
{
    QApplication &app = application();
    REQUIRE(gui::installTranslation(app, "ru"));
    gui::MainWindow window(nullptr, nullptr);
    CHECK(window.tabs()->label(gui::WindowTab::Players) == "У&частники");
    CHECK(window.tabs()->label(gui::WindowTab::Decisions) == "&Журнал решений");
    const gui::PlayersModel players;
    CHECK(header(&players) ==
          "№|Фамилия, имя|Звание|Клуб|Год рождения|Регион/федерация|Рейтинг|Выбыл после тура");
    const gui::DecisionsModel decisions;
    CHECK(header(&decisions) == "Когда|Кто|Тур|Доска|Участник|Что|Причина");
    // A wrong field named in the judge's language inside the dialog.
    gui::PlayerDialog dialog(std::nullopt);
    CHECK(dialog.windowTitle() == "Добавить участника");
    dialog.nameField()->setText(QStringLiteral("Иванов"));
    dialog.ratingField()->setText(QStringLiteral("abc"));
    dialog.regionField()->setText(QStringLiteral("Тула\tМосква"));
    dialog.accept();
    CHECK(dialog.result() != QDialog::Accepted);
    CHECK(dialog.problems() ==
          "Рейтинг: нужно целое число от 0 до 4000, а не 'abc'\n"
          "Регион: нужен текст без управляющих знаков (табуляций, переводов строки, невидимых "
          "знаков направления), а не "
          "'Тула\\tМосква'");
    gui::WithdrawDialog withdraw(QStringLiteral("Иванов"), 4, 3, 5);
    CHECK(withdraw.windowTitle() == "Снять с турнира: Иванов (№ 4)");
    CHECK(withdraw.findChild<QLabel *>("whoLabel")->text() == "Иванов (№ 4) выбывает из турнира.");
    CHECK(withdraw.roundField()->value() == 3);
    CHECK(withdraw.roundField()->maximum() == 5);
    // The note under the standings on a withdrawal.
    CHECK(QCoreApplication::translate("gui::StandingsPage", "Withdrew: %1")
              .arg(QCoreApplication::translate("gui::StandingsPage", "%1 after round %2")
                       .arg(QStringLiteral("Иванов (№ 4)"))
                       .arg(5)) == "Выбыли: Иванов (№ 4) после 5-го тура");
    for (QTranslator *translator : app.findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(translator);
    gui::installTranslation(app, QStringLiteral("en")); // the tests after this one in English
    CHECK(gui::interfaceLanguage() == app::Language::English);
}

TEST_CASE("a CSV of 1500 players imported through the page in the background with its progress",
          "[gui][postgresql][players]")
{
    // Issue 28, point 9: the import reads, checks and enters on a thread and a connection of its
    // own; the page shows a progress dialog and keeps Import off until it ends.
    application();
    dbtest::migratedDatabase("players_csv_import");
    const std::string conninfo = dbtest::server().connectionString("players_csv_import");
    makeTournament(conninfo, "Импорт", "swiss",
                   {player("Старожил А.", 2000), player("Старожил Б.", 1000)});
    QString problem;
    auto session = gui::TournamentSession::open(conninfo, problem);
    REQUIRE(session);
    QStringList failures;
    QObject::connect(session.get(), &gui::TournamentSession::failed,
                     [&failures](const QString &message) { failures << message; });
    gui::MainWindow window(std::move(session), nullptr);
    REQUIRE(window.openTournament("Импорт"));
    gui::PlayersPage *page = window.playersPage();
    auto *importButton = page->findChild<QPushButton *>("importPlayers");
    REQUIRE(importButton);
    QStringList notices;
    QObject::connect(page, &gui::PlayersPage::notice,
                     [&notices](const QString &text) { notices << text; });
    std::vector<bool> finished;
    QObject::connect(page, &gui::PlayersPage::importFinished,
                     [&finished](bool entered) { finished.push_back(entered); });

    // Player k rated 500 + 37k mod 2000: those rated 2000 or more go in before Старожил А.
    // (No 1), those rated 1000 or more before Старожил Б. (No 2) — "Игрок" before "Старожил"
    // at an equal rating.
    constexpr int count = 1500;
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const QString fileName = folder.filePath(QStringLiteral("players.csv"));
    int above2000 = 0;
    int above1000 = 0;
    int highest = 0;
    {
        QByteArray text = "Фамилия Имя;Рейтинг;Звание;Клуб;Год рождения\n";
        for (int k = 1; k <= count; ++k) {
            const int rating = 500 + (37 * k) % 2000;
            above2000 += rating >= 2000 ? 1 : 0;
            above1000 += rating >= 1000 ? 1 : 0;
            highest = std::max(highest, rating);
            text += "Игрок " + QByteArray::number(k) + ";" + QByteArray::number(rating) +
                    ";;Клуб;1990\n";
        }
        QFile file(fileName);
        REQUIRE(file.open(QIODevice::WriteOnly));
        REQUIRE(file.write(text) == text.size());
    }
    page->setFileChooser([fileName] { return fileName; });
    page->importPlayers();
    CHECK(page->importing());
    CHECK_FALSE(importButton->isEnabled());
    auto *task = page->findChild<gui::BackgroundTask *>();
    REQUIRE(task);
    const QPointer<QProgressDialog> dialog = page->findChild<QProgressDialog *>();
    REQUIRE(dialog);
    CHECK(dialog->windowTitle() == "Importing players.csv");
    std::vector<std::tuple<int, int, QString>> progress;
    QObject::connect(task, &gui::BackgroundTask::progressed,
                     [&progress](int done, int total, const QString &what) {
                         progress.emplace_back(done, total, what);
                     });
    REQUIRE(QTest::qWaitFor([page] { return !page->importing(); }, 120000));
    CHECK(failures.isEmpty());
    CHECK(notices == QStringList{"1500 players entered"});
    CHECK(finished == std::vector<bool>{true});
    CHECK(importButton->isEnabled());
    // Each player stored, then each entered: the last step says so.
    REQUIRE_FALSE(progress.empty());
    CHECK(progress.back() ==
          std::tuple<int, int, QString>(2 * count, 2 * count, "1500 of 1500 players entered"));
    CHECK((!dialog || dialog->isHidden()));

    const gui::PlayersModel *model = page->model();
    REQUIRE(model->rowCount() == count + 2);
    const std::vector<db::Entry> &entries = window.session()->loaded().entries;
    REQUIRE(entries.size() == static_cast<std::size_t>(count + 2));
    for (std::size_t i = 0; i < entries.size(); ++i)
        CHECK(entries[i].startNumber == static_cast<int>(i) + 1);
    CHECK(entries[static_cast<std::size_t>(above2000)].playerName == "Старожил А.");
    CHECK(entries[static_cast<std::size_t>(above1000 + 1)].playerName == "Старожил Б.");
    CHECK(entries.front().rating == std::optional<int>(highest));

    // A file with problems: every one said by line, nothing entered.
    {
        QFile file(fileName);
        REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("Новичок;abc\nНовичок 2;1500\nновичок 2;1500\n");
    }
    page->importPlayers();
    REQUIRE(QTest::qWaitFor([page] { return !page->importing(); }, 60000));
    CHECK(finished == std::vector<bool>{true, false});
    CHECK(failures == QStringList{fileName + ":\nline 1, column 9: Rating needs a whole number "
                                             "from 0 to 4000, not 'abc'\n"
                                             "line 3: новичок 2 is on line 2 already\n"
                                             "Nothing was entered."});
    CHECK(window.session()->loaded().entries.size() == static_cast<std::size_t>(count + 2));
}

} // namespace players_test
