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

} // namespace databaseadmin_test
