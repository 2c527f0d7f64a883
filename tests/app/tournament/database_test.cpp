// app::chosenDatabaseUrl, app::embeddedClusterRoot and app::openDatabase (database.h): the shared
// server named by the option or $SHASHKI_DB (an empty variable counts as none), the embedded
// cluster's folder by $SHASHKI_CLUSTER_DIR, and opening a server by its URL, which migrates it.
// openDatabase is never called without a URL here: that would start the account's own cluster.
#include "app/tournament/database.h"
#include "db/embeddedcluster.h"
#include "db/migrator.h"
#include "scopedvariable.h"
#include "tests/db/testserver.h"

#include <catch2/catch.hpp>
#include <unistd.h>

namespace database_test {

using Catch::Matchers::StartsWith;

TEST_CASE("the database URL: the option, else $SHASHKI_DB, else the embedded cluster", "[database]")
{
    {
        const fixture::ScopedVariable env("SHASHKI_DB", "host=/tmp/env dbname=fromenv");
        CHECK(app::chosenDatabaseUrl(std::string("host=/tmp/opt dbname=fromoption")) ==
              std::optional<std::string>("host=/tmp/opt dbname=fromoption"));
        CHECK(app::chosenDatabaseUrl(std::nullopt) ==
              std::optional<std::string>("host=/tmp/env dbname=fromenv"));
    }
    {
        const fixture::ScopedVariable env("SHASHKI_DB", "");
        CHECK(app::chosenDatabaseUrl(std::nullopt) == std::nullopt);
        CHECK(app::chosenDatabaseUrl(std::string("dbname=x")) ==
              std::optional<std::string>("dbname=x"));
    }
    const fixture::ScopedVariable env("SHASHKI_DB", nullptr);
    CHECK(app::chosenDatabaseUrl(std::nullopt) == std::nullopt);
}

TEST_CASE("the embedded cluster's folder: $SHASHKI_CLUSTER_DIR, else the default", "[database]")
{
    {
        const fixture::ScopedVariable dir("SHASHKI_CLUSTER_DIR", "/tmp/my-cluster");
        CHECK(app::embeddedClusterRoot().value() == std::filesystem::path("/tmp/my-cluster"));
    }
    // The default depends on the account (db::EmbeddedCluster::defaultRoot); with XDG_DATA_HOME
    // set it is known either way.
    const fixture::ScopedVariable data("XDG_DATA_HOME", "/tmp/xdg-data");
    const std::filesystem::path expected =
        ::geteuid() == 0 ? std::filesystem::path("/var/lib/shashki/cluster")
                         : std::filesystem::path("/tmp/xdg-data/shashki/cluster");
    {
        const fixture::ScopedVariable dir("SHASHKI_CLUSTER_DIR", "");
        CHECK(app::embeddedClusterRoot().value() == expected);
    }
    const fixture::ScopedVariable dir("SHASHKI_CLUSTER_DIR", nullptr);
    CHECK(app::embeddedClusterRoot().value() == expected);
    CHECK(app::embeddedClusterRoot().value() == db::EmbeddedCluster::defaultRoot());
    // A relative folder is taken from the current one, once: a command started elsewhere finds
    // the same cluster.
    {
        const fixture::ScopedVariable relative("SHASHKI_CLUSTER_DIR", "my-cluster");
        CHECK(app::embeddedClusterRoot().value() == std::filesystem::current_path() / "my-cluster");
    }
    // No HOME, no XDG_DATA_HOME: no place (only an ordinary account's default needs one; root's
    // is /var/lib/shashki/cluster), said with its code.
    if (::geteuid() != 0) {
        const fixture::ScopedVariable noData("XDG_DATA_HOME", nullptr);
        const fixture::ScopedVariable noHome("HOME", nullptr);
        const auto nowhere = app::embeddedClusterRoot();
        REQUIRE_FALSE(nowhere);
        CHECK(nowhere.error().code == app::ProblemCode::ClusterHomeUnknown);
    }
}

namespace {

// Every migration recorded in schema_migrations is one of this build's, in order, with its name
// and checksum: "version name checksum" per row.
std::vector<std::string> recorded(db::PgConnection &connection)
{
    const auto rows =
        connection.exec("SELECT version, name, checksum FROM schema_migrations ORDER BY version");
    REQUIRE(rows.ok());
    std::vector<std::string> lines;
    for (int row = 0; row < rows->rows(); ++row)
        lines.push_back(rows->value(row, 0) + " " + rows->value(row, 1) + " " +
                        rows->value(row, 2));
    return lines;
}

std::vector<std::string> bundled()
{
    std::vector<std::string> lines;
    for (const db::Migration &migration : db::Migrator::bundled())
        lines.push_back(std::to_string(migration.version) + " " + migration.name + " " +
                        migration.checksum);
    return lines;
}

} // namespace

TEST_CASE("opening a server by its URL never changes its schema", "[postgresql]")
{
    const std::vector<db::Migration> migrations = db::Migrator::bundled();
    REQUIRE_FALSE(migrations.empty());
    CHECK(migrations.front().name == "0001_schema.sql");

    SECTION("an empty database is refused, untouched: only `shashki db migrate` changes it")
    {
        db::PgConnection fresh = dbtest::server().freshDatabase("open_fresh");
        const std::string url = dbtest::server().connectionString("open_fresh");
        const auto opened = app::openDatabase(url);
        REQUIRE_FALSE(opened.ok());
        CHECK(opened.error() ==
              "the database is not ready for this version of shashki: " +
                  std::to_string(migrations.size()) + " of its " +
                  std::to_string(migrations.size()) +
                  " migrations are not applied (from 0001_schema.sql); its owner or the chief "
                  "arbiter's administrative login runs `shashki db migrate`");
        // No DDL was attempted: not even the migrations' own table.
        CHECK(dbtest::scalar(fresh, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'") ==
              "0");
    }
    SECTION("a database one migration behind is refused")
    {
        db::PgConnection behind = dbtest::migratedDatabase("open_behind");
        dbtest::mustRun(behind, "DELETE FROM schema_migrations WHERE version = $1",
                        {std::to_string(migrations.back().version)});
        const auto opened = app::openDatabase(dbtest::server().connectionString("open_behind"));
        REQUIRE_FALSE(opened.ok());
        CHECK(opened.error() == "the database is not ready for this version of shashki: 1 of its " +
                                    std::to_string(migrations.size()) +
                                    " migrations are not applied (from " + migrations.back().name +
                                    "); its owner or the chief arbiter's administrative login "
                                    "runs `shashki db migrate`");
    }
    SECTION("a database migrated already is opened as it is")
    {
        db::PgConnection before = dbtest::migratedDatabase("open_migrated");
        dbtest::mustRun(before, "INSERT INTO tournaments (name) VALUES ('Kept')");
        auto opened = app::openDatabase(dbtest::server().connectionString("open_migrated"));
        REQUIRE(opened.ok());
        CHECK(recorded(*opened->connection) == bundled());
        CHECK(dbtest::scalar(*opened->connection, "SELECT name FROM tournaments") == "Kept");
    }
    SECTION("a migration changed since it was applied is refused, in the migrator's words")
    {
        db::PgConnection before = dbtest::migratedDatabase("open_changed");
        dbtest::mustRun(before, "UPDATE schema_migrations SET checksum = "
                                "'000000000000000000000000' WHERE version = 1");
        const auto opened = app::openDatabase(dbtest::server().connectionString("open_changed"));
        REQUIRE_FALSE(opened.ok());
        CHECK(opened.error() == "check migrations: migration 0001_schema.sql was changed after it "
                                "was applied: its checksum in the database is 000000000000…, "
                                "this program's file has " +
                                    migrations.front().checksum.substr(0, 12) +
                                    "…; refusing to go on");
    }
}

TEST_CASE("opening an unreachable server says why, in libpq's words without its code", "[database]")
{
    const auto opened = app::openDatabase(std::string("host=/nonexistent dbname=x"));
    REQUIRE_FALSE(opened.ok());
    CHECK_THAT(opened.error(),
               StartsWith("the database cannot be reached: connection to server on socket "
                          "\"/nonexistent/.s.PGSQL.5432\" failed: "));
    CHECK(opened.error().find("SQLSTATE") == std::string::npos);
}

} // namespace database_test
