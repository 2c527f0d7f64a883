// No connection can freeze the others (issue 28, db/sessionlimits.h): every connection of the tool
// waits for a lock and runs a statement for a limited time, and the tool's own serialising locks
// are ones no viewer or judge can take — on a real server, with logins of each role.
#include "db/migrator.h"
#include "db/sessionlimits.h"
#include "db/sqlsession.h"
#include "testserver.h"

#include <QSqlQuery>
#include <catch2/catch.hpp>
#include <chrono>

namespace sessionlimits_test {

using namespace db;
using namespace dbtest;

namespace {

void makeLogins(PgConnection &owner)
{
    for (const char *login : {"CREATE ROLE limits_chief LOGIN IN ROLE shashki_chief",
                              "CREATE ROLE limits_judge LOGIN IN ROLE shashki_judge",
                              "CREATE ROLE limits_viewer LOGIN IN ROLE shashki_viewer"})
        (void)owner.execScript(login, "create the logins"); // the server's roles outlive a database
}

} // namespace

TEST_CASE("every connection of the tool limits its waiting", "[db]")
{
    PgConnection c = migratedDatabase("limits_set");
    CHECK(scalar(c, "SHOW lock_timeout") == "10s");
    CHECK(scalar(c, "SHOW statement_timeout") == "1min");
    CHECK(scalar(c, "SHOW idle_in_transaction_session_timeout") == "1min");
    CHECK(sessionLimits() == "SET lock_timeout = '10s'; SET statement_timeout = '60s'; SET "
                             "idle_in_transaction_session_timeout = '60s'");

    // The QtSql sessions of the window and the stores too, and again after a reconnect.
    auto session = SqlSession::open(server().connectionString("limits_set"));
    REQUIRE(session.ok());
    const auto shown = [&session](const char *setting) {
        auto query = session.value()->run(QStringLiteral("SELECT current_setting(?)"),
                                          {QString::fromLatin1(setting)}, "show a setting");
        REQUIRE(query.ok());
        REQUIRE(query->next());
        return query->value(0).toString().toStdString();
    };
    CHECK(shown("lock_timeout") == "10s");
    CHECK(shown("statement_timeout") == "1min");
    CHECK(shown("idle_in_transaction_session_timeout") == "1min");
    REQUIRE_FALSE(session.value()->reconnect());
    CHECK(shown("lock_timeout") == "10s");
}

TEST_CASE("a table locked by another connection: refused after the limit, never a hang", "[db]")
{
    PgConnection holder = migratedDatabase("limits_wait");
    mustRun(holder, "BEGIN");
    mustRun(holder, "LOCK TABLE games IN ACCESS EXCLUSIVE MODE");
    PgConnection reader = server().connect("limits_wait");
    mustRun(reader, "SET lock_timeout = '1s'"); // the limit's effect, without waiting ten seconds
    const auto started = std::chrono::steady_clock::now();
    CHECK(failureOf(reader, "SELECT count(*) FROM games") == "55P03");
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(5));
    mustRun(holder, "ROLLBACK");
    CHECK(scalar(reader, "SELECT count(*) FROM games") == "0");
}

TEST_CASE("no hall login can hold back the numbering of entries or a migration", "[db]")
{
    PgConnection owner = migratedDatabase("limits_locks");
    makeLogins(owner);
    mustRun(owner, "INSERT INTO tournaments (name) VALUES ('Open')");
    mustRun(owner, "INSERT INTO players (name) VALUES ('A'), ('B')");
    const std::string tournament = scalar(owner, "SELECT id FROM tournaments");

    // The advisory keys the tool once used, held by a viewer for as long as it likes.
    PgConnection viewer = loginAs("limits_locks", "limits_viewer");
    mustRun(viewer, "SELECT pg_advisory_lock(730512948, $1::integer)", {tournament});
    mustRun(viewer, "SELECT pg_advisory_lock(730512947)");
    // The lock that serialises the start numbers now: a viewer or a judge cannot take it, nor
    // lock the tournament's row or the migrations' table themselves.
    CHECK(failureOf(viewer, "SELECT lock_start_numbers($1)", {tournament}) == "42501");
    CHECK(failureOf(viewer, "SELECT 1 FROM tournaments FOR NO KEY UPDATE") == "42501");
    mustRun(viewer, "BEGIN");
    CHECK(failureOf(viewer, "LOCK TABLE schema_migrations IN EXCLUSIVE MODE") == "42501");
    mustRun(viewer, "ROLLBACK");
    PgConnection judge = loginAs("limits_locks", "limits_judge");
    CHECK(failureOf(judge, "SELECT lock_start_numbers($1)", {tournament}) == "42501");
    CHECK(failureOf(judge, "SELECT 1 FROM tournaments FOR UPDATE") == "42501");

    // The chief enters players while the viewer holds the old keys: at once, not after a wait.
    PgConnection chief = loginAs("limits_locks", "limits_chief");
    const auto started = std::chrono::steady_clock::now();
    CHECK(scalar(chief, "SELECT string_agg(start_number::text, ',') FROM (SELECT (enter_player(" +
                            tournament + ", id, NULL)).start_number FROM players ORDER BY id) n") ==
          "1,2");
    CHECK(scalar(chief, "SELECT status || ' ' || moved FROM number_entries(" + tournament +
                            ", ARRAY(SELECT id FROM players ORDER BY id DESC), 'arbiter', "
                            "'asked')") == "numbered 2");
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(5));

    // And a new database is migrated while the viewer holds the migrations' old key.
    server().freshDatabase("limits_migrate");
    auto fresh = PgConnection::open(server().connectionString("limits_migrate"));
    REQUIRE(fresh.ok());
    const auto applied = Migrator(fresh.value()).migrate();
    REQUIRE(applied.ok());
    CHECK(applied->size() == Migrator::bundled().size());
}

TEST_CASE("two entries of one tournament take turns on the tournament's row", "[db]")
{
    PgConnection owner = migratedDatabase("limits_turns");
    makeLogins(owner);
    mustRun(owner, "INSERT INTO tournaments (name) VALUES ('Open')");
    mustRun(owner, "INSERT INTO players (name) VALUES ('A'), ('B')");
    PgConnection first = loginAs("limits_turns", "limits_chief");
    PgConnection second = loginAs("limits_turns", "limits_chief");
    mustRun(first, "BEGIN");
    CHECK(scalar(first, "SELECT start_number FROM enter_player(1, 1, NULL)") == "1");
    // The second waits for the first's transaction: within a one-second limit, it is refused.
    mustRun(second, "SET lock_timeout = '1s'");
    CHECK(failureOf(second, "SELECT start_number FROM enter_player(1, 2, NULL)") == "55P03");
    mustRun(first, "COMMIT");
    CHECK(scalar(second, "SELECT start_number FROM enter_player(1, 2, NULL)") == "2");
}

} // namespace sessionlimits_test
