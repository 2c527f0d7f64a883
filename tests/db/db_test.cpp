// db/: the embedded cluster, the migrations and what the schema enforces, on a real PostgreSQL
// server that this test process starts in a temporary folder and stops at its end.
#include "db/embeddedcluster.h"
#include "db/migrator.h"
#include "testserver.h"

#include <catch2/catch.hpp>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace db_test {

using namespace db;
using namespace dbtest;

namespace {

std::vector<std::string> names(const std::vector<Migration> &migrations)
{
    std::vector<std::string> out;
    for (const Migration &m : migrations)
        out.push_back(m.name);
    return out;
}

} // namespace

TEST_CASE("migrations apply from empty, once", "[db]")
{
    PgConnection connection = server().freshDatabase("migrate_once");
    Migrator migrator(connection);
    const auto applied = migrator.migrate();
    REQUIRE(applied.ok());
    CHECK(names(*applied) == std::vector<std::string>{"0001_schema.sql",
                                                      "0002_roles.sql",
                                                      "0003_compact_moves.sql",
                                                      "0004_results_and_notify.sql",
                                                      "0005_game_players.sql",
                                                      "0006_round_order.sql",
                                                      "0007_hand_pairing.sql",
                                                      "0008_unplayed_rounds.sql",
                                                      "0009_micro_matches.sql",
                                                      "0010_decision_subjects.sql",
                                                      "0011_withdrawal_rule.sql",
                                                      "0012_logged_writes.sql",
                                                      "0013_unplayed_fide2009.sql",
                                                      "0014_accelerated_pairing.sql",
                                                      "0015_initial_colour.sql",
                                                      "0016_variants.sql",
                                                      "0017_decision_kinds.sql",
                                                      "0018_pairing_numbers.sql",
                                                      "0019_owned_locks.sql",
                                                      "0020_log_text_size.sql",
                                                      "0021_function_arguments.sql",
                                                      "0022_logged_sheets.sql",
                                                      "0023_import_batches.sql",
                                                      "0024_delete_game.sql",
                                                      "0025_games_by_players.sql",
                                                      "0026_checkers_tournaments.sql",
                                                      "0027_giveaway_and_claim_rules.sql"});
    CHECK(scalar(connection, "SELECT count(*) FROM information_schema.tables "
                             "WHERE table_schema = 'public'") == "11");
    const auto status = migrator.status();
    REQUIRE(status.ok());
    CHECK(status->applied.size() == Migrator::bundled().size());
    CHECK(status->pending.empty());

    const auto again = migrator.migrate();
    REQUIRE(again.ok());
    CHECK(again->empty());
    CHECK(scalar(connection, "SELECT count(*) FROM schema_migrations") ==
          std::to_string(Migrator::bundled().size()));
}

TEST_CASE("a migration changed after it was applied is refused", "[db]")
{
    PgConnection connection = migratedDatabase("tampered");
    std::vector<Migration> changed = Migrator::bundled();
    changed.front().sql += "\n-- edited afterwards\n";
    changed.front().checksum = Migrator::checksumOf(changed.front().sql);
    Migrator migrator(connection, changed);
    const auto status = migrator.status();
    REQUIRE_FALSE(status.ok());
    CHECK_THAT(status.error().text(),
               Catch::StartsWith("check migrations: migration 0001_schema.sql was changed after "
                                 "it was applied: its checksum in the database is "));
    CHECK_FALSE(migrator.migrate().ok());

    // A database migrated by a newer program is refused too.
    std::vector<Migration> older = Migrator::bundled();
    older.pop_back();
    CHECK_THAT(
        Migrator(connection, older).status().error().message,
        Catch::StartsWith("the database has migration 0027_giveaway_and_claim_rules.sql, which "
                          "this program "
                          "does not know"));
}

TEST_CASE("a failing migration leaves nothing behind", "[db]")
{
    PgConnection connection = migratedDatabase("failing");
    std::vector<Migration> migrations = Migrator::bundled();
    Migration broken;
    broken.version = 99;
    broken.name = "0099_broken.sql";
    broken.sql = "CREATE TABLE half_done (x integer);\nSELECT 1 / 0;\n";
    broken.checksum = Migrator::checksumOf(broken.sql);
    migrations.push_back(broken);
    const auto result = Migrator(connection, migrations).migrate();
    REQUIRE_FALSE(result.ok());
    CHECK(result.error().sqlState == "22012"); // division_by_zero
    CHECK(result.error().context == "migration 0099_broken.sql");
    CHECK(scalar(connection, "SELECT to_regclass('half_done') IS NULL") == "t");
    CHECK(scalar(connection, "SELECT count(*) FROM schema_migrations") ==
          std::to_string(Migrator::bundled().size()));
}

TEST_CASE("two clients migrating at once take turns", "[db]")
{
    server().freshDatabase("concurrent");
    std::size_t appliedTotal = 0;
    std::vector<std::string> errors;
    std::mutex mutex;
    std::vector<std::thread> clients;
    for (int i = 0; i < 2; ++i)
        clients.emplace_back([&] {
            auto connection = PgConnection::open(server().cluster().connectionString("concurrent"));
            const auto applied = connection ? Migrator(connection.value()).migrate()
                                            : DbResult<std::vector<Migration>>(connection.error());
            const std::lock_guard lock(mutex);
            if (applied)
                appliedTotal += applied->size();
            else
                errors.push_back(applied.error().text());
        });
    for (std::thread &client : clients)
        client.join();
    CHECK(errors.empty());
    CHECK(appliedTotal == Migrator::bundled().size());
}

TEST_CASE("the decisions log is append-only", "[db]")
{
    PgConnection connection = migratedDatabase("decisions");
    mustRun(connection, "INSERT INTO decisions (what, why) VALUES ($1, $2)",
            {"result of board 3 changed to 1-0", "the sheet was signed by both players"});
    CHECK(failureOf(connection, "UPDATE decisions SET why = 'other'") == "42501");
    CHECK(failureOf(connection, "DELETE FROM decisions") == "42501");
    CHECK(failureOf(connection, "TRUNCATE decisions") == "42501");
    CHECK(scalar(connection, "SELECT count(*) FROM decisions") == "1");
    CHECK(scalar(connection, "SELECT decided_by FROM decisions") == "postgres");
}

TEST_CASE("a decision's subject outlives its game and player, and is checked", "[db]")
{
    PgConnection c = migratedDatabase("decision_subjects");
    mustRun(c, "INSERT INTO tournaments (name) VALUES ('Open')");
    mustRun(c, "INSERT INTO players (name) VALUES ('A')");
    mustRun(c, "INSERT INTO games (tournament_id, pdn, start_fen) VALUES (1, '*', 'W:W21:B12')");
    mustRun(c, "INSERT INTO decisions (tournament_id, round, board, game_id, player_id, what) "
               "VALUES (1, 3, 2, 1, 1, 'ruling')");
    // Neither is a foreign key: the game and the player can go, the entry stays as written.
    mustRun(c, "DELETE FROM games WHERE id = 1");
    mustRun(c, "DELETE FROM players WHERE id = 1");
    CHECK(scalar(c, "SELECT format('%s %s %s %s', round, board, game_id, player_id) "
                    "FROM decisions") == "3 2 1 1");
    CHECK(failureOf(c, "INSERT INTO decisions (round, what) VALUES (0, 'x')") == "23514");
    CHECK(failureOf(c, "INSERT INTO decisions (round, board, what) VALUES (1, 0, 'x')") == "23514");
    CHECK(failureOf(c, "INSERT INTO decisions (board, what) VALUES (1, 'x')") == "23514");
    mustRun(c, "SET ROLE shashki_judge");
    mustRun(c, "SELECT log_decision(1, 1, 1, NULL, NULL, 'result entered', NULL, NULL, NULL)");
    CHECK(scalar(c, "SELECT count(*) FROM decisions WHERE round = 1") == "1");
}

TEST_CASE("constraints keep bad data out", "[db]")
{
    PgConnection c = migratedDatabase("constraints");
    mustRun(c, "INSERT INTO tournaments (name) VALUES ('Open')");
    for (const char *name : {"A", "B", "C"})
        mustRun(c, "INSERT INTO players (name) VALUES ($1)", {name});
    mustRun(c, "INSERT INTO entries (tournament_id, player_id, start_number) VALUES (1, 1, 1)");
    CHECK(failureOf(c, "INSERT INTO entries (tournament_id, player_id, start_number) "
                       "VALUES (1, 2, 1)") == "23505"); // start number taken
    CHECK(failureOf(c, "INSERT INTO entries (tournament_id, player_id, start_number) "
                       "VALUES (1, 99, 2)") == "23503"); // no such player
    mustRun(c, "INSERT INTO rounds (tournament_id, number) VALUES (1, 1)");
    mustRun(c, "INSERT INTO pairings (round_id, board, white_player_id, black_player_id) "
               "VALUES (1, 1, 1, 2)");
    // Player 2 again in the same round, as White this time.
    CHECK(failureOf(c, "INSERT INTO pairings (round_id, board, white_player_id, black_player_id) "
                       "VALUES (1, 2, 2, 3)") == "23505");
    CHECK(failureOf(c, "INSERT INTO pairings (round_id, board, white_player_id, black_player_id) "
                       "VALUES (1, 2, 3, 3)") == "23514"); // against oneself
    CHECK(failureOf(c, "UPDATE pairings SET result = 'bye-1' WHERE id = 1") == "23514");
    CHECK(failureOf(c, "UPDATE pairings SET result = '3-0' WHERE id = 1") == "23514");
    mustRun(c, "INSERT INTO pairings (round_id, board, white_player_id, result) "
               "VALUES (1, 2, 3, 'bye-1')");
    CHECK(failureOf(c, "UPDATE pairings SET result = '1-0' WHERE board = 2") == "23514");
    CHECK(failureOf(c, "INSERT INTO players (name) VALUES ('  ')") == "23514");
}

TEST_CASE("each role can do what it should and nothing more, and every change is logged", "[db]")
{
    PgConnection c = migratedDatabase("roles");
    for (const char *login : {"CREATE ROLE roles_chief LOGIN IN ROLE shashki_chief",
                              "CREATE ROLE roles_judge LOGIN IN ROLE shashki_judge",
                              "CREATE ROLE roles_viewer LOGIN IN ROLE shashki_viewer"})
        (void)c.execScript(login, "create the logins"); // the server's roles outlive a database
    mustRun(c, "INSERT INTO tournaments (name) VALUES ('Open')");
    mustRun(c, "INSERT INTO players (name) VALUES ('A'), ('B'), ('C')");

    PgConnection chief = loginAs("roles", "roles_chief");
    mustRun(chief, "SELECT * FROM add_players('[{\"name\": \"D\"}]')");
    CHECK(scalar(chief, "SELECT string_agg(start_number::text, ',') FROM "
                        "(SELECT (enter_player(1, id, NULL)).start_number FROM players "
                        "ORDER BY id) n") == "1,2,3,4");
    mustRun(chief, "SELECT pair_round(1, 1, $1::jsonb, NULL)",
            {R"([{"board":1,"white":1,"black":2},{"board":2,"white":3,"black":4}])"});
    // No direct writes of pairings, rounds, entries or the log, even for the chief.
    CHECK(failureOf(chief, "UPDATE pairings SET board = 3 WHERE id = 1") == "42501");
    CHECK(failureOf(chief, "INSERT INTO rounds (tournament_id, number) VALUES (1, 2)") == "42501");
    CHECK(failureOf(chief, "DELETE FROM pairings") == "42501");
    CHECK(failureOf(chief, "UPDATE entries SET withdrawn_after_round = 1") == "42501");
    CHECK(failureOf(chief, "INSERT INTO entries (tournament_id, player_id, start_number) "
                           "VALUES (1, 1, 9)") == "42501");
    CHECK(failureOf(chief, "INSERT INTO decisions (what) VALUES ('x')") == "42501");
    CHECK(failureOf(chief, "DELETE FROM entries WHERE player_id = 4") == "42501");
    CHECK(failureOf(chief, "DELETE FROM decisions") == "42501");
    CHECK(scalar(chief, "SELECT version FROM swap_colours(2, 1, 'asked by both')") == "2");

    PgConnection judge = loginAs("roles", "roles_judge");
    CHECK(scalar(judge, "SELECT version FROM save_result(1, 1, 1, '1-0', NULL)") == "2");
    // Saved over an older version: nothing saved, no row.
    CHECK(scalar(judge, "SELECT count(*) FROM save_result(1, 1, 1, '0-1', NULL)") == "0");
    mustRun(judge, "SELECT store_sheet(1, 1, 1, '1. c3-d4 *', 'W:W21-32:B1-12', NULL, '1-0', "
                   "'{}', '[]')");
    // A claim's who and when are the database's.
    mustRun(judge, "SELECT record_claim(1, 0, 'white', 'threefold', NULL, 'invalid', "
                   "'{\"rule\": \"threefold\", \"claimant\": \"white\", \"ply\": 0, "
                   "\"valid\": false}', 'threefold claimed: not valid', NULL)");
    CHECK(scalar(judge, "SELECT recorded_by || ' ' || (claimed_at > now() - interval '1 hour') "
                        "FROM claims") == "roles_judge true");
    mustRun(judge, "SELECT log_decision(1, 1, 1, 1, NULL, 'claim ruled', NULL, NULL, NULL)");
    // Written without a kind it is a note; the kinds of the functions' own entries are theirs
    // alone (migrations/0017), and a kind has its facts.
    CHECK(scalar(judge, "SELECT kind || ' ' || facts::text FROM decisions "
                        "WHERE what = 'claim ruled'") == "note {}");
    for (const char *kind : {"result", "paired", "withdrawn", "imported", "sheet", "settings",
                             "round-order", "ruling", "nonsense"})
        CHECK(failureOf(judge, std::string("SELECT log_decision(1, 1, 1, 1, NULL, 'x', NULL, "
                                           "NULL, NULL, '") +
                                   kind + "', '{}')") == "22023");
    CHECK(failureOf(judge, "UPDATE pairings SET result = '0-1', version = version + 1 "
                           "WHERE id = 1") == "42501");
    CHECK(failureOf(judge, "INSERT INTO decisions (decided_by, decided_at, what) "
                           "VALUES ('roles_chief', '2020-01-01', 'forged')") == "42501");
    CHECK(failureOf(judge, "SELECT pair_round(1, 2, '[]'::jsonb, NULL)") == "42501");
    CHECK(failureOf(judge, "SELECT * FROM save_entry(1, 1, 1, 1, 0, NULL)") == "42501");
    CHECK(failureOf(judge, "SELECT * FROM unpair_round(1, 1, NULL)") == "42501");
    CHECK(failureOf(judge, "INSERT INTO players (name) VALUES ('E')") == "42501");
    CHECK(failureOf(judge, "UPDATE tournaments SET name = 'X'") == "42501");
    CHECK(failureOf(judge, "UPDATE decisions SET what = 'x'") == "42501");
    CHECK(failureOf(judge, "DELETE FROM games") == "42501");
    CHECK(failureOf(judge, "DELETE FROM claims") == "42501");

    PgConnection viewer = loginAs("roles", "roles_viewer");
    CHECK(scalar(viewer, "SELECT result FROM pairings WHERE id = 1") == "1-0");
    CHECK(failureOf(viewer, "SELECT * FROM save_result(2, 2, 1, '0-1', NULL)") == "42501");
    CHECK(failureOf(viewer, "SELECT log_decision(1, NULL, NULL, NULL, NULL, 'x', NULL, NULL, "
                            "NULL)") == "42501");
    CHECK(failureOf(viewer, "DELETE FROM games") == "42501");

    // A board added by an import is logged with its players and result, whoever calls it.
    mustRun(chief, "SET shashki.imported_into = '1'");
    CHECK(scalar(chief, "SELECT import_pairing(1, 2, 1, 3, '1-0', 'games.pdn') > 0") == "t");
    // The chief withdraws a player through the function; the log has every change, each by its
    // login at its transaction's time.
    CHECK(scalar(chief, "SELECT withdrawn_before IS NULL FROM save_entry(1, 4, 1, 4, 1, 'ill')") ==
          "t");
    // Even the owner's own INSERT cannot choose who or when.
    mustRun(c, "INSERT INTO decisions (decided_by, decided_at, what) "
               "VALUES ('roles_chief', '2020-01-01', 'forged')");
    CHECK(scalar(c, "SELECT string_agg(decided_by || ': ' || what, E'\n' ORDER BY id) FROM "
                    "decisions") == "roles_chief: player added: D\n"
                                    "roles_chief: A entered with start number 1\n"
                                    "roles_chief: B entered with start number 2\n"
                                    "roles_chief: C entered with start number 3\n"
                                    "roles_chief: D entered with start number 4\n"
                                    "roles_chief: round 1 paired: 2 boards\n"
                                    "roles_chief: swapped by hand: the colours of board 2 of "
                                    "round 1 (C - D)\n"
                                    "roles_judge: the result of board 1 of round 1 (A - B): "
                                    "none -> 1-0\n"
                                    "roles_judge: game sheet stored: game 1 of board 1 of "
                                    "round 1\n"
                                    "roles_judge: threefold claimed: not valid\n"
                                    "roles_judge: claim ruled\n"
                                    "roles_chief: board 1 of round 2 imported: A - C 1-0\n"
                                    "roles_chief: D withdrawn after round 1\n"
                                    "postgres: forged");
    CHECK(scalar(c, "SELECT count(*) FROM decisions WHERE decided_at < now() - interval '1 hour' "
                    "OR decided_at > now()") == "0");
}

TEST_CASE("names and tags that look like SQL are stored as plain text", "[db]")
{
    PgConnection c = migratedDatabase("injection");
    const std::string evil = "Robert'); DROP TABLE players; --";
    mustRun(c, "INSERT INTO players (name, club) VALUES ($1, $2)", {evil, "\"; DELETE FROM x"});
    CHECK(scalar(c, "SELECT name FROM players") == evil);
    CHECK(scalar(c, "SELECT club FROM players") == "\"; DELETE FROM x");
    CHECK(scalar(c, "SELECT count(*) FROM players") == "1");
}

TEST_CASE("the embedded cluster stops, starts again and keeps its data", "[db]")
{
    {
        PgConnection c = migratedDatabase("restart");
        mustRun(c, "INSERT INTO players (name) VALUES ('Блиндер Б.')");
    }
    EmbeddedCluster &cluster = server().cluster();
    CHECK(cluster.running());
    REQUIRE_FALSE(cluster.stop());
    CHECK_FALSE(cluster.running());
    CHECK_FALSE(PgConnection::open(cluster.connectionString("restart")).ok());
    REQUIRE_FALSE(cluster.start("postgres"));
    CHECK(cluster.running());
    PgConnection c = server().connect("restart");
    CHECK(scalar(c, "SELECT name FROM players") == "Блиндер Б.");
    CHECK(std::filesystem::exists(cluster.socketDir() / ".s.PGSQL.5432"));
}

TEST_CASE("moves stored before 0003 are converted to square numbers", "[db]")
{
    PgConnection c = server().freshDatabase("upgrade_moves");
    std::vector<Migration> first = Migrator::bundled();
    first.resize(2);
    REQUIRE(Migrator(c, first).migrate().ok());
    mustRun(c, "INSERT INTO tournaments (name) VALUES ('Open')");
    mustRun(c, "INSERT INTO games (id, tournament_id, pdn, start_fen) VALUES (1, 1, '', 'W:W:B')");
    mustRun(c, "INSERT INTO moves (game_id, ply, notation, from_square, to_square, captures, "
               "fen_after, position_key) VALUES (1, 1, 'c3-d4', 'c3', 'd4', '{}', 'B:W:B', 0), "
               "(1, 2, 'h8:f6:d4:b2', 'h8', 'b2', '{g7,e5,c3}', 'W:W:B', 0), "
               "(1, 3, 'a1-b2', 'a1', 'b2', '{}', 'B:W:B', 0)");
    const auto applied = Migrator(c).migrate();
    INFO((applied ? std::string() : applied.error().text()));
    REQUIRE(applied.ok());
    CHECK(applied->size() == Migrator::bundled().size() - 2);
    CHECK(scalar(c, "SELECT string_agg(concat_ws(' ', from_square, to_square, captures), ', ' "
                    "ORDER BY ply) FROM moves") == "22 18 {}, 4 25 {8,15,22}, 29 25 {}");
    CHECK(failureOf(c, "INSERT INTO moves (game_id, ply, notation, from_square, to_square, "
                       "fen_after, position_key) VALUES (2, 1, 'c3-d4', 22, 18, 'B:W:B', 0)") ==
          "23503");
}

TEST_CASE("games stored before 0005 get their players from the pairing or the PDN tags", "[db]")
{
    PgConnection c = server().freshDatabase("upgrade_game_players");
    std::vector<Migration> first = Migrator::bundled();
    first.resize(4);
    REQUIRE(Migrator(c, first).migrate().ok());
    mustRun(c, "INSERT INTO tournaments (name) VALUES ('Open')");
    mustRun(c, "INSERT INTO players (name) VALUES ('Куперман И.'), ('Коган М'), ('Хейф А.')");
    mustRun(c, "INSERT INTO entries (tournament_id, player_id, start_number) "
               "VALUES (1, 1, 1), (1, 2, 2), (1, 3, 3)");
    mustRun(c, "INSERT INTO rounds (tournament_id, number) VALUES (1, 1)");
    mustRun(c, "INSERT INTO pairings (round_id, board, white_player_id, black_player_id) "
               "VALUES (1, 1, 3, 1)");
    mustRun(c, "INSERT INTO games (tournament_id, pairing_id, pdn, start_fen) VALUES "
               "(1, 1, '', 'W:W:B'), "
               "(1, NULL, '[White \"Коган М\"]\n[Black \"Куперман И.\"]\n1. c3-d4 *', 'W:W:B')");
    REQUIRE(Migrator(c).migrate().ok());
    CHECK(scalar(c, "SELECT string_agg(white_player_id || '-' || black_player_id, ' ' ORDER BY id) "
                    "FROM games") == "3-1 2-1");
    CHECK(failureOf(c, "UPDATE games SET black_player_id = white_player_id") == "23514");
    CHECK(failureOf(c, "UPDATE games SET black_player_id = 99") == "23503");
}

} // namespace db_test
