// Issue 27, point 1: a window whose server goes away says so, keeps what the judge typed, tries
// again in the background, and once the server is back listens again and reads everything again.
// The test's own server (dbtest::server(), one per test process) stopped and started for real.
#include "app/gui/mainwindow.h"
#include "app/gui/pairingsmodel.h"
#include "app/gui/roundstab.h"
#include "app/gui/tournamentsession.h"
#include "db/pgconnection.h"
#include "guitestsupport.h"
#include "tests/db/testserver.h"

#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <catch2/catch.hpp>

namespace connection_test {

namespace {

using guitest::application;
using Connection = gui::TournamentSession::Connection;
using R = reports::PairingResult;

} // namespace

TEST_CASE("a server stopped and started under a running window: said, kept, retried, read again",
          "[gui][postgresql]")
{
    application();
    const std::string conninfo = guitest::freshDatabase("connection_lost");
    db::Tournament draft;
    draft.name = "Кубок города";
    guitest::enterTournament(conninfo, draft,
                             guitest::players({"Андреев", "Борисов", "Васильев", "Григорьев"}));
    gui::MainWindow window(guitest::sessionOn(conninfo), nullptr);
    REQUIRE(window.openTournament(QStringLiteral("Кубок города")));
    gui::TournamentSession *session = window.session();
    session->setConnectionTimings(150, 100);
    app::RoundDraw note;
    REQUIRE(session->pairNextRound(note));
    const std::int64_t tournament = session->loaded().tournament.id;
    QStringList failures;
    QObject::connect(session, &gui::TournamentSession::failed,
                     [&failures](const QString &message) { failures << message; });
    const auto *state = window.findChild<QLabel *>(QStringLiteral("connectionState"));
    auto *quick = window.findChild<QLineEdit *>(QStringLiteral("quickResult"));
    REQUIRE(state);
    REQUIRE(quick);
    const QString server = session->serverName();
    CHECK(state->text() == "Connected to the database on " + server);

    // The server stops: the idle check notices, and the status line says so at once.
    REQUIRE_FALSE(dbtest::server().cluster().stop());
    REQUIRE(QTest::qWaitFor([session] { return session->connection() != Connection::Connected; },
                            10000));
    CHECK((state->text() == "Connection to the database on " + server + " lost: trying again" ||
           state->text() == "Reconnecting to the database on " + server + "…"));
    // A result typed meanwhile is refused with why, and stays in the field to be sent again.
    const QString lost =
        "the connection to the database server " + server + " was lost; nothing was changed";
    quick->setText(QStringLiteral("1 1"));
    QTest::keyClick(quick, Qt::Key_Return);
    CHECK(quick->text() == "1 1");
    REQUIRE_FALSE(failures.isEmpty());
    CHECK(failures.last() == lost);
    CHECK_FALSE(session->pairings()[0].result);
    // A list that cannot be read is no empty list: the tournaments' names are refused.
    failures.clear();
    CHECK_FALSE(session->tournamentNames());
    CHECK(failures == QStringList{lost});
    // Still not connected, and still trying.
    QTest::qWait(400);
    CHECK(session->connection() != Connection::Connected);

    // The server is back: the window reconnects by itself, within the back-off.
    REQUIRE_FALSE(dbtest::server().cluster().start());
    REQUIRE(QTest::qWaitFor([session] { return session->connection() == Connection::Connected; },
                            20000));
    CHECK(state->text() == "Connected to the database on " + server);
    // The kept result sent again: saved once.
    QTest::keyClick(quick, Qt::Key_Return);
    CHECK(quick->text().isEmpty());
    CHECK(session->pairings()[0].result == std::optional<R>(R::WhiteWins));
    CHECK(session->tournamentNames() == std::optional<QStringList>(QStringList{"Кубок города"}));
    // It listens again: another judge's result shows up by itself.
    int heard = 0;
    QObject::connect(session, &gui::TournamentSession::changedElsewhere, [&heard] { ++heard; });
    guitest::otherJudgeEnters(conninfo, tournament, 2, R::Draw);
    CHECK(QTest::qWaitFor([session] { return session->pairings()[1].result.has_value(); }, 10000));
    CHECK(session->pairings()[1].result == std::optional<R>(R::Draw));
    CHECK(heard >= 1);

    // Its connections cut by the server (a restart's, without one): what another judge changed
    // meanwhile is read once the window is back.
    heard = 0;
    {
        db::PgConnection admin = dbtest::server().connect("connection_lost");
        const auto cut =
            admin.exec("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE "
                       "datname = current_database() AND pid <> pg_backend_pid()");
        REQUIRE(cut.ok());
        CHECK(cut->value(0, 0) == "2"); // the window's session and its change watch
    }
    guitest::otherJudgeEnters(conninfo, tournament, 2, R::BlackWins);
    REQUIRE(QTest::qWaitFor(
        [session] {
            return session->connection() == Connection::Connected &&
                   session->pairings()[1].result == std::optional<R>(R::BlackWins);
        },
        20000));
    CHECK(state->text() == "Connected to the database on " + server);
}

} // namespace connection_test
