// `shashki db`'s use cases (databaseadmin.h) and the database reached as it is (app::reachDatabase,
// app::connectDatabase, app::openSession in database.h), on the throwaway PostgreSQL server: a
// fresh database migrated and its state read, the hall's logins added, listed and removed, each
// refusal the database's as its code. The embedded cluster is never reached here: that would start
// the account's own.
#include "app/tournament/database.h"
#include "app/tournament/databaseadmin.h"
#include "db/migrator.h"
#include "tests/db/testserver.h"

#include <catch2/catch.hpp>

namespace databaseadmin_test {

TEST_CASE("a database reached as it is, migrated, and its state read", "[postgresql]")
{
    const db::PgConnection fresh = dbtest::server().freshDatabase("admin_migrate");
    auto reached = app::reachDatabase(dbtest::server().connectionString("admin_migrate"));
    REQUIRE(reached.ok());
    app::Database &database = reached.value();
    CHECK_FALSE(database.connection);
    CHECK_FALSE(database.cluster);
    REQUIRE_FALSE(app::connectDatabase(database));
    REQUIRE(database.connection);

    std::vector<std::string> names;
    for (const db::Migration &migration : db::Migrator::bundled())
        names.push_back(migration.name);
    const auto before = app::migrationState(*database.connection);
    REQUIRE(before.ok());
    CHECK(before->applied == 0);
    CHECK(before->pending == names);

    const auto applied = app::migrateDatabase(*database.connection);
    REQUIRE(applied.ok());
    CHECK(*applied == names);
    const auto after = app::migrationState(*database.connection);
    REQUIRE(after.ok());
    CHECK(after->applied == names.size());
    CHECK(after->pending.empty());
    const auto again = app::migrateDatabase(*database.connection);
    REQUIRE(again.ok());
    CHECK(again->empty());

    // A session for the stores on the same database.
    const auto session = app::openSession(database);
    REQUIRE(session.ok());

    auto unreachable = app::reachDatabase(std::string("host=/nonexistent dbname=x"));
    REQUIRE(unreachable.ok());
    const auto refused = app::connectDatabase(unreachable.value());
    REQUIRE(refused);
    CHECK(refused->code == app::ProblemCode::DatabaseUnreachable);
    CHECK_FALSE(unreachable->connection);
}

TEST_CASE("the hall's logins added in a role, listed and removed", "[postgresql]")
{
    db::PgConnection connection = dbtest::migratedDatabase("admin_logins");
    REQUIRE_FALSE(app::addHallLogin(connection, "judge_anna", "judge", std::string("secret")));
    REQUIRE_FALSE(app::addHallLogin(connection, "viewer_ivan", "viewer", std::nullopt));
    const auto listed = app::hallLogins(connection);
    REQUIRE(listed.ok());
    REQUIRE(listed->size() == 2);
    CHECK(listed->at(0).name == "judge_anna");
    CHECK(listed->at(0).role == "judge");
    CHECK(listed->at(1).name == "viewer_ivan");
    CHECK(listed->at(1).role == "viewer");

    const auto twice = app::addHallLogin(connection, "judge_anna", "chief", std::nullopt);
    REQUIRE(twice);
    REQUIRE_FALSE(app::removeHallLogin(connection, "judge_anna"));
    REQUIRE_FALSE(app::removeHallLogin(connection, "viewer_ivan"));
    const auto gone = app::removeHallLogin(connection, "viewer_ivan");
    REQUIRE(gone);
    CHECK(gone->code == app::ProblemCode::Database);
    const auto none = app::hallLogins(connection);
    REQUIRE(none.ok());
    CHECK(none->empty());
}

TEST_CASE("pg_dump gets the password in its environment, never on its command line", "[postgresql]")
{
    // Issue 28, point 6: every local user can read a process's command line (/proc/PID/cmdline);
    // only its own account can read its environment.
    const auto run =
        app::backupRun("postgresql://petrova:s3cr%40t@hall.local:5433/shashki?sslmode=verify-full",
                       "/tmp/cup.dump");
    REQUIRE(run.ok());
    CHECK(run->tool == "pg_dump");
    CHECK(run->arguments ==
          QStringList{"--format=custom", "--file", "/tmp/cup.dump", "--dbname",
                      "user='petrova' dbname='shashki' host='hall.local' port='5433' "
                      "sslmode='verify-full'"});
    CHECK(run->environment.value(QStringLiteral("PGPASSWORD")) == QStringLiteral("s3cr@t"));
    for (const QString &argument : run->arguments)
        CHECK_FALSE(argument.contains(QStringLiteral("s3cr")));
    // Without a password, none is set; a connection string libpq cannot read is refused, and
    // its complaint does not quote the password.
    const auto plain = app::backupRun("host=/tmp/hall dbname=cup", "/tmp/cup.dump");
    REQUIRE(plain.ok());
    CHECK(plain->environment.value(QStringLiteral("PGPASSWORD")) ==
          QProcessEnvironment::systemEnvironment().value(QStringLiteral("PGPASSWORD")));
    const auto unreadable = app::backupRun("postgresql://petrova:se%zzcret@hall/cup", "/tmp/x");
    REQUIRE_FALSE(unreadable.ok());
    CHECK(unreadable.error() ==
          app::Problem{app::ProblemCode::Database,
                       {"read the connection string: invalid percent-encoded token: \"…\""}});

    // And a backup through a connection string with a password is written (the test server
    // trusts its socket, so the password is only carried).
    dbtest::migratedDatabase("admin_backup");
    auto reached = app::reachDatabase(dbtest::server().connectionString("admin_backup") +
                                      " password='s3cr@t'");
    REQUIRE(reached.ok());
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / "shashki-admin-backup.dump";
    REQUIRE_FALSE(app::backUpDatabase(reached.value(), file));
    CHECK(std::filesystem::file_size(file) > 1000);
    std::filesystem::remove(file);
}

} // namespace databaseadmin_test
