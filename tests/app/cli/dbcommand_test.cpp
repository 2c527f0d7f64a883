// `shashki db`: the embedded cluster on demand, migrations, backup and restore.
// Run in-process through app::run (clirun.h).
#include "clirun.h"
#include "db/embeddedcluster.h"
#include "db/migrator.h"
#include "db/pgconnection.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>

namespace dbcommand_test {

using clitest::ScratchCluster;
using clitest::shashki;
using clitest::TemporaryDirectory;

TEST_CASE("shashki db: the embedded cluster on demand, migrations, backup and restore",
          "[cli][postgresql]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    const std::string where = dir.path.string();

    CHECK(shashki({"db", "status"}).out ==
          "embedded PostgreSQL in " + where + ": not created yet\n");
    // migrate creates the cluster, starts it, migrates, and stops it again when done.
    const auto migrated = shashki({"db", "migrate"});
    CHECK(migrated.exitCode == 0);
    CHECK(migrated.out == "applied 0001_schema.sql\napplied 0002_roles.sql\n"
                          "applied 0003_compact_moves.sql\napplied 0004_results_and_notify.sql\n"
                          "applied 0005_game_players.sql\napplied 0006_round_order.sql\n"
                          "applied 0007_hand_pairing.sql\napplied 0008_unplayed_rounds.sql\n"
                          "applied 0009_micro_matches.sql\napplied 0010_decision_subjects.sql\n"
                          "applied 0011_withdrawal_rule.sql\napplied 0012_logged_writes.sql\n"
                          "applied 0013_unplayed_fide2009.sql\n"
                          "applied 0014_accelerated_pairing.sql\n"
                          "applied 0015_initial_colour.sql\n"
                          "applied 0016_variants.sql\n"
                          "applied 0017_decision_kinds.sql\n"
                          "applied 0018_pairing_numbers.sql\n"
                          "applied 0019_owned_locks.sql\n"
                          "applied 0020_log_text_size.sql\n"
                          "applied 0021_function_arguments.sql\n"
                          "applied 0022_logged_sheets.sql\n"
                          "applied 0023_import_batches.sql\n"
                          "applied 0024_delete_game.sql\n"
                          "applied 0025_games_by_players.sql\n"
                          "applied 0026_checkers_tournaments.sql\n"
                          "applied 0027_giveaway_and_claim_rules.sql\n"
                          "database: 27 migrations applied, 0 pending\n");
    CHECK(migrated.err.empty());
    CHECK(shashki({"db", "status"}).out == "embedded PostgreSQL in " + where + ": stopped\n");

    CHECK(shashki({"db", "start"}).out == "embedded PostgreSQL running in " + where + "\n");
    CHECK(shashki({"db", "status"}).out == "embedded PostgreSQL in " + where +
                                               ": running\ndatabase: 27 migrations applied, 0 "
                                               "pending\n");
    const std::string backup = (dir.path / "backup.dump").string();
    CHECK(shashki({"db", "backup", backup}).out == "backed up to " + backup + "\n");
    CHECK(std::filesystem::file_size(backup) > 1000);
    // The database holds no rows: empty enough to restore into.
    CHECK(shashki({"db", "restore", backup}).out ==
          "restored from " + backup + ": 0 rows into 10 tables, schema at migration " +
              db::Migrator::bundled().back().name + "\n");
    CHECK(shashki({"db", "migrate"}).out == "database: 27 migrations applied, 0 pending\n");
    CHECK(shashki({"db", "stop"}).out == "embedded PostgreSQL stopped\n");
    CHECK(shashki({"db", "status"}).out == "embedded PostgreSQL in " + where + ": stopped\n");

    CHECK(shashki({"db", "backup"}).err == "shashki db backup: expected a FILE\n");
    CHECK(shashki({"db", "stop", "--db", "postgresql:///x"}).err ==
          "shashki db stop: the server at --db/SHASHKI_DB is not managed by shashki\n");
    const auto unreachable = shashki({"db", "status", "--db", "host=/nonexistent dbname=x"});
    CHECK(unreachable.exitCode == 1);
    CHECK_THAT(unreachable.err,
               Catch::StartsWith("shashki db status: the database cannot be reached: "));
    CHECK(unreachable.err.find("SQLSTATE") == std::string::npos);
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("shashki db restore: a backup into a new database only, nothing else it holds run",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    const std::string ussr = SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn";
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"db", "migrate"}).exitCode == 0);
    REQUIRE(shashki({"import", ussr, "--tournament", "USSR 1950", "--create"}).exitCode == 0);
    const std::string backup = (dir.path / "ussr.dump").string();
    REQUIRE(shashki({"db", "backup", backup}).exitCode == 0);

    const auto full = shashki({"db", "restore", backup});
    CHECK(full.exitCode == 1);
    CHECK(
        full.err ==
        "shashki db restore: the database is not empty (rows in decisions, entries, games, moves, "
        "players, "
        "tournaments); a backup is restored only into an empty database: a new one (createdb, "
        "then --db URL) or a new embedded cluster (SHASHKI_CLUSTER_DIR); nothing was "
        "restored\n");

    const db::EmbeddedCluster cluster(dir.path);
    {
        auto admin = db::PgConnection::open(cluster.connectionString("postgres"));
        REQUIRE(admin.ok());
        REQUIRE_FALSE(admin->execScript("CREATE DATABASE copy", "create"));
    }
    const auto restored =
        shashki({"db", "restore", backup, "--db", cluster.connectionString("copy")});
    CHECK(restored.exitCode == 0);
    CHECK(restored.err.empty());
    CHECK(restored.out == "restored from " + backup +
                              ": 8958 rows into 10 tables, schema at migration " +
                              db::Migrator::bundled().back().name + "\n");
    auto copy = db::PgConnection::open(cluster.connectionString("copy"));
    REQUIRE(copy.ok());
    const auto counts = copy->exec("SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM "
                                   "moves), (SELECT count(*) FROM players)");
    REQUIRE(counts.ok());
    CHECK(counts->value(0, 0) == "153");
    CHECK(counts->value(0, 1) == "8730");
    CHECK(counts->value(0, 2) == "18");

    const std::string plain = (dir.path / "plain.sql").string();
    std::ofstream(plain) << "SELECT 1;\n";
    const auto notArchive = shashki({"db", "restore", plain});
    CHECK(notArchive.exitCode == 2);
    CHECK(notArchive.err == "shashki db restore: " + plain +
                                " is not a backup made by shashki db backup: pg_restore: error: "
                                "input file does not appear to be a valid archive (too short?); "
                                "nothing was restored\n");
    CHECK(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("a connection string libpq cannot read: said without its password", "[cli]")
{
    // Issue 28, point 6: libpq's "invalid percent-encoded token" quoted the password.
    const auto refused =
        shashki({"db", "status", "--db", "postgresql://petrova:se%zzcret@hall/shashki"});
    CHECK(refused.exitCode == 1);
    CHECK(refused.err == "shashki db status: read the connection string: invalid "
                         "percent-encoded token: \"…\"\n");
}

} // namespace dbcommand_test
