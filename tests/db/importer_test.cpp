// db/ bulk import and the schema's reference from moves to games: both import paths (batches of
// binary arrays, one game at a time) store the same rows, text with tabs, line breaks and
// backslashes survives, the moves' reference behaves as a
// foreign key with ON DELETE CASCADE, and a game's result agrees with its pairing's.
#include "db/gameimporter.h"
#include "testserver.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

namespace importer_test {

using namespace db;
using namespace dbtest;

namespace {

MoveRecord move(std::string notation, int from, int to, std::vector<std::uint8_t> captures,
                std::string fen, std::int64_t key)
{
    return MoveRecord{std::move(notation), from, to, std::move(captures), std::move(fen), key};
}

std::vector<GameRecord> twoGames()
{
    GameRecord first;
    first.index = 1;
    first.white = "Tab\there";
    first.black = "Back\\slash";
    first.round = 1;
    first.pdn = "[Event \"a\\tb\"]\n{line one\r\nline two}\n1. c3-d4 *";
    first.startFen = "W:W21-32:B1-12";
    first.finalFen = "B:Wd4:Bc7";
    first.result = "1-0";
    first.auditJson = "{\"note\":\"tab\\there\"}";
    first.moves = {move("c3-d4", 22, 18, {}, "B:Wd4:Bc7", -1),
                   move("b6:d4:f2", 9, 27, {14, 23}, "W:WKf2:B", 9223372036854775807)};
    GameRecord second = first;
    second.index = 2;
    second.round = 2;
    second.white = "Back\\slash";
    second.black = "Tab\there";
    second.result = "1/2-1/2";
    second.pdn = "1. c3-d4\n";
    second.moves = {move("g3-h4", 21, 17, {}, "B:Wh4:B", std::int64_t{-9223372036854775807} - 1)};
    return {first, second};
}

// The stored games and moves of a tournament, as text, in order.
std::string stored(PgConnection &connection, const std::string &tournament)
{
    const auto rows = connection.exec(
        "SELECT string_agg(concat_ws('|', g.pdn, g.start_fen, g.final_fen, g.ply_count, g.result, "
        "g.audit_summary::text, w.name, b.name, p.result, m.ply, m.notation, m.from_square, "
        "m.to_square, m.captures::text, m.fen_after, m.position_key), E'\\n' ORDER BY g.id, m.ply) "
        "FROM games g JOIN tournaments t ON t.id = g.tournament_id "
        "JOIN pairings p ON p.id = g.pairing_id JOIN players w ON w.id = g.white_player_id "
        "JOIN players b ON b.id = g.black_player_id JOIN moves m ON m.game_id = g.id "
        "WHERE t.name = $1",
        {tournament});
    REQUIRE(rows.ok());
    return rows->value(0, 0);
}

} // namespace

TEST_CASE("batched and game-by-game imports store the same rows, special characters intact", "[db]")
{
    PgConnection connection = migratedDatabase("import_paths");
    for (const auto &[method, tournament] :
         {std::pair{GameImporter::Method::Batched, "batched"},
          std::pair{GameImporter::Method::GameByGame, "game by game"}}) {
        GameImporter importer(connection, method);
        REQUIRE_FALSE(importer.begin(tournament, true));
        for (GameRecord game : twoGames())
            REQUIRE_FALSE(importer.add(std::move(game)));
        const auto counts = importer.commit();
        INFO((counts ? std::string() : counts.error().text()));
        REQUIRE(counts.ok());
        CHECK(counts->games == 2);
        CHECK(counts->moves == 3);
    }
    const std::string batched = stored(connection, "batched");
    CHECK(batched == stored(connection, "game by game"));
    CHECK(batched ==
          "[Event \"a\\tb\"]\n{line one\r\nline two}\n1. c3-d4 *|W:W21-32:B1-12|B:Wd4:Bc7|2|1-0|"
          "{\"note\": \"tab\\there\"}|Tab\there|Back\\slash|1-0|1|c3-d4|22|18|{}|B:Wd4:Bc7|-1\n"
          "[Event \"a\\tb\"]\n{line one\r\nline two}\n1. c3-d4 *|W:W21-32:B1-12|B:Wd4:Bc7|2|1-0|"
          "{\"note\": \"tab\\there\"}|Tab\there|Back\\slash|1-0|2|b6:d4:f2|9|27|{14,23}|W:WKf2:B|"
          "9223372036854775807\n"
          "1. c3-d4\n|W:W21-32:B1-12|B:Wd4:Bc7|1|1/2-1/2|{\"note\": \"tab\\there\"}|"
          "Back\\slash|Tab\there|1/2-1/2|1|g3-h4|21|17|{}|B:Wh4:B|-9223372036854775808");
}

TEST_CASE("a move needs its game, and goes with it", "[db]")
{
    PgConnection c = migratedDatabase("move_reference");
    mustRun(c, "INSERT INTO tournaments (name) VALUES ('Open')");
    mustRun(c, "INSERT INTO games (id, tournament_id, pdn, start_fen) VALUES "
               "(1, 1, '', 'W:W21-32:B1-12'), (2, 1, '', 'W:W21-32:B1-12')");
    const std::string insertMove =
        "INSERT INTO moves (game_id, ply, notation, from_square, to_square, fen_after, "
        "position_key) VALUES ($1, $2, 'c3-d4', 22, 18, 'B:W:B', 0)";
    mustRun(c, insertMove, {"1", "1"});
    mustRun(c, insertMove, {"2", "1"});
    CHECK(failureOf(c, insertMove, {"3", "1"}) == "23503");
    CHECK(failureOf(c, "UPDATE moves SET game_id = 7 WHERE game_id = 2") == "23503");
    CHECK(failureOf(c, "UPDATE games SET id = 9 WHERE id = 1") == "23503");
    CHECK(failureOf(c, "INSERT INTO moves (game_id, ply, notation, from_square, to_square, "
                       "captures, fen_after, position_key) VALUES (1, 2, 'x', 22, 51, '{}', "
                       "'W:W:B', 0)") == "23514"); // squares 1…50 (the 10×10 board)
    CHECK(failureOf(c, "INSERT INTO moves (game_id, ply, notation, from_square, to_square, "
                       "captures, fen_after, position_key) VALUES (1, 2, 'x', 22, 13, '{18,0}', "
                       "'W:W:B', 0)") == "23514");
    const auto refused = c.exec(insertMove, {"3", "1"});
    CHECK(refused.error().message ==
          "insert or update on table \"moves\" violates foreign key \"moves_game_id_fkey\"");

    mustRun(c, "DELETE FROM games WHERE id = 1");
    CHECK(scalar(c, "SELECT string_agg(game_id::text, ',') FROM moves") == "2");
    mustRun(c, "DELETE FROM tournaments");
    CHECK(scalar(c, "SELECT count(*) FROM moves") == "0");
    mustRun(c, "INSERT INTO tournaments (name) VALUES ('Again')");
    mustRun(c, "INSERT INTO games (id, tournament_id, pdn, start_fen) VALUES (5, 2, '', 'W:W:B')");
    mustRun(c, insertMove, {"5", "1"});
    mustRun(c, "TRUNCATE games CASCADE");
    CHECK(scalar(c, "SELECT count(*) FROM moves") == "0");
    // A tournament's rule set is of its variant (0016).
    CHECK(failureOf(c, "INSERT INTO tournaments (name, variant, rule_set) VALUES "
                       "('International', 'international', 'russian-fmjd64')") == "23514");
    mustRun(c, "INSERT INTO tournaments (name, variant, rule_set) VALUES "
               "('International', 'international', 'international-fmjd')");
}

TEST_CASE("a game is kept while a transaction adds its moves", "[db]")
{
    PgConnection adding = migratedDatabase("move_lock");
    mustRun(adding, "INSERT INTO tournaments (name) VALUES ('Open')");
    mustRun(adding, "INSERT INTO games (id, tournament_id, pdn, start_fen) VALUES "
                    "(1, 1, '', 'W:W21-32:B1-12')");
    PgConnection deleting = server().connect("move_lock");
    mustRun(deleting, "SET lock_timeout = '200ms'");

    mustRun(adding, "BEGIN");
    mustRun(adding, "INSERT INTO moves (game_id, ply, notation, from_square, to_square, "
                    "fen_after, position_key) VALUES (1, 1, 'c3-d4', 22, 18, 'B:W:B', 0)");
    // The game is locked FOR KEY SHARE until the moves are committed: it cannot go meanwhile.
    CHECK(failureOf(deleting, "DELETE FROM games WHERE id = 1") == "55P03");
    mustRun(adding, "COMMIT");
    mustRun(deleting, "DELETE FROM games WHERE id = 1");
    CHECK(scalar(adding, "SELECT count(*) FROM moves") == "0");

    // The other way round: the game deleted first, the moves wait and then find it gone.
    mustRun(adding, "INSERT INTO games (id, tournament_id, pdn, start_fen) VALUES "
                    "(2, 1, '', 'W:W21-32:B1-12')");
    mustRun(deleting, "BEGIN");
    mustRun(deleting, "DELETE FROM games WHERE id = 2");
    // Catch2's assertions are for the test's own thread: the other one only reports back.
    DbStatus committed;
    std::thread commitLater([&deleting, &committed] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        committed = deleting.execScript("COMMIT", "commit the deletion");
    });
    CHECK(failureOf(adding, "INSERT INTO moves (game_id, ply, notation, from_square, to_square, "
                            "fen_after, position_key) VALUES (2, 1, 'c3-d4', 22, 18, 'B:W:B', "
                            "0)") == "23503");
    commitLater.join();
    CHECK_FALSE(committed);
}

TEST_CASE("a game's result agrees with its pairing's", "[db]")
{
    PgConnection c = migratedDatabase("result_agreement");
    mustRun(c, "INSERT INTO tournaments (name) VALUES ('Open')");
    mustRun(c, "INSERT INTO players (name) VALUES ('A'), ('B')");
    mustRun(c, "INSERT INTO rounds (tournament_id, number) VALUES (1, 1)");
    mustRun(c, "INSERT INTO pairings (round_id, board, white_player_id, black_player_id, result) "
               "VALUES (1, 1, 1, 2, '0-1')");
    const std::string game = "INSERT INTO games (tournament_id, pairing_id, pdn, start_fen, "
                             "result) VALUES (1, 1, '', 'W:W21-32:B1-12', $1)";
    CHECK(failureOf(c, game, {"1-0"}) == "23514");
    CHECK(failureOf(c, game, {"2-0"}) == "23514");
    mustRun(c, game, {"0-2"});
    CHECK(failureOf(c, "UPDATE pairings SET result = '1/2-1/2'") == "23514");
    // Changed on both sides in one transaction: agreed at commit.
    mustRun(c, "BEGIN");
    mustRun(c, "UPDATE pairings SET result = '1/2-1/2'");
    mustRun(c, "UPDATE games SET result = '1-1'");
    mustRun(c, "COMMIT");
    // A forfeit ruled by the arbiter stands over the game; an unfinished game agrees with all.
    mustRun(c, "UPDATE pairings SET result = '+/-'");
    mustRun(c, "UPDATE games SET result = '*'");
    mustRun(c, "UPDATE pairings SET result = '0-1'");
    CHECK(scalar(c, "SELECT p.result || ' ' || g.result FROM pairings p JOIN games g "
                    "ON g.pairing_id = p.id") == "0-1 *");
}

} // namespace importer_test
