// Nothing a role writes goes unlogged (issue 28, point 1; migrations/0022): every direct write of
// games, moves, claims, players and tournaments, and every use of a sequence, is refused to the
// judge's, the viewer's and the chief's logins and leaves the database as it was; the functions
// that write them log each change with its kind; a game keeps its tournament; an import stores
// only games of the tournament's entries and cannot commit them unlogged — on a real server.
#include "testserver.h"

#include <catch2/catch.hpp>

namespace loggedwrites_test {

using namespace db;
using namespace dbtest;

namespace {

// Tournaments 'Open' (id 1) and 'Other' (id 2), players A and B entered in 'Open', round 1
// paired as A-B (pairing 1), game 1 of it stored by the judge with one move, and a claim on it.
PgConnection storedGame(const std::string &database)
{
    PgConnection owner = migratedDatabase(database);
    for (const char *login : {"CREATE ROLE logged_chief LOGIN IN ROLE shashki_chief",
                              "CREATE ROLE logged_judge LOGIN IN ROLE shashki_judge",
                              "CREATE ROLE logged_viewer LOGIN IN ROLE shashki_viewer"})
        (void)owner.execScript(login, "create the logins"); // the server's roles outlive a database
    PgConnection chief = loginAs(database, "logged_chief");
    mustRun(chief,
            "SELECT * FROM create_tournament('{\"name\": \"Open\", \"rounds_planned\": 3}')");
    mustRun(chief, "SELECT * FROM create_tournament('{\"name\": \"Other\"}')");
    mustRun(chief, "SELECT * FROM add_players('[{\"name\": \"A\"}, {\"name\": \"B\"}]')");
    mustRun(chief, "SELECT enter_player(1, id, NULL) FROM players ORDER BY id");
    mustRun(chief, "SELECT pair_round(1, 1, '[{\"board\":1,\"white\":1,\"black\":2}]', NULL)");
    PgConnection judge = loginAs(database, "logged_judge");
    mustRun(judge, "SELECT store_sheet(1, 1, 1, '1. c3-d4 *', 'W:W21-32:B1-12', 'B:W18', NULL, "
                   "'{}', '[{\"notation\": \"c3-d4\", \"from\": 22, \"to\": 18, \"captures\": "
                   "[], \"fen\": \"B:W18\", \"key\": 1234567890123456789}]')");
    mustRun(judge, "SELECT record_claim(1, 1, 'white', 'threefold', NULL, 'invalid', "
                   "'{\"rule\": \"threefold\", \"claimant\": \"white\", \"ply\": 1, "
                   "\"valid\": false}', 'claim of threefold repetition: not valid', NULL)");
    return owner;
}

// Every row of the written tables, and where every sequence stands.
std::string everything(PgConnection &owner)
{
    std::string out;
    for (const char *table : {"games", "moves", "claims", "players", "tournaments", "decisions"})
        out += std::string(table) + ": " +
               scalar(owner, std::string("SELECT coalesce(md5(string_agg(t::text, '|' ORDER BY "
                                         "t::text)), 'none') FROM ") +
                                 table + " t") +
               "\n";
    out += scalar(owner, "SELECT string_agg(s.sequencename || '=' || coalesce(s.last_value, 0), "
                         "',' ORDER BY s.sequencename) FROM pg_sequences s "
                         "WHERE s.schemaname = 'public'");
    return out;
}

} // namespace

TEST_CASE("no login writes games moves claims players or tournaments directly", "[db]")
{
    PgConnection owner = storedGame("loggedwrites");
    const std::string before = everything(owner);
    const std::vector<std::string> writes = {
        // Rewrite or erase a game's moves, change a claim's verdict, move a game into another
        // tournament: each was open to the judge.
        "UPDATE moves SET notation = 'x' WHERE game_id = 1",
        "DELETE FROM moves WHERE game_id = 1",
        "INSERT INTO moves (game_id, ply, notation, from_square, to_square, captures, "
        "fen_after, position_key) VALUES (1, 2, 'x', 9, 13, '{}', 'x', 0)",
        "UPDATE claims SET verdict = 'valid'",
        "DELETE FROM claims",
        "INSERT INTO claims (game_id, ply, claimant, rule, verdict) "
        "VALUES (1, 0, 'black', 'threefold', 'valid')",
        "UPDATE games SET tournament_id = 2",
        "UPDATE games SET result = '1-0', pdn = 'x'",
        "DELETE FROM games",
        // Rows that squat future game ids.
        "INSERT INTO games (id, tournament_id, pdn, start_fen) VALUES (1000, 1, 'x', 'x')",
        "INSERT INTO games (tournament_id, pdn, start_fen) VALUES (1, 'x', 'x')",
        "INSERT INTO players (name) VALUES ('C')",
        "UPDATE players SET rating = 2500",
        "DELETE FROM players WHERE name = 'B'",
        "INSERT INTO tournaments (name) VALUES ('Mine')",
        "UPDATE tournaments SET rounds_planned = 9",
        "DELETE FROM tournaments WHERE id = 2",
        "TRUNCATE moves",
        "TRUNCATE claims",
        // The sequences the ids come from.
        "SELECT nextval('games_id_seq')",
        "SELECT setval('games_id_seq', 5000)",
        "SELECT nextval('players_id_seq')",
        "SELECT nextval('claims_id_seq')",
        "SELECT nextval('tournaments_id_seq')",
        "SELECT nextval('decisions_id_seq')",
    };
    for (const char *login : {"logged_judge", "logged_viewer", "logged_chief"}) {
        PgConnection connection = loginAs("loggedwrites", login);
        for (const std::string &write : writes) {
            INFO(login << ": " << write);
            CHECK(failureOf(connection, write) == "42501");
        }
    }
    CHECK(everything(owner) == before);
}

TEST_CASE("the functions write sheets claims players and settings with their log entries", "[db]")
{
    PgConnection owner = storedGame("loggedkinds");
    PgConnection chief = loginAs("loggedkinds", "logged_chief");
    PgConnection judge = loginAs("loggedkinds", "logged_judge");
    PgConnection viewer = loginAs("loggedkinds", "logged_viewer");
    // The stored game: its moves as sent, its tournament and players the board's.
    CHECK(scalar(owner, "SELECT format('%s %s-%s %s', tournament_id, white_player_id, "
                        "black_player_id, ply_count) FROM games") == "1 1-2 1");
    CHECK(scalar(owner, "SELECT format('%s %s %s %s %s', ply, notation, from_square, to_square, "
                        "position_key) FROM moves") == "1 c3-d4 22 18 1234567890123456789");
    CHECK(scalar(owner, "SELECT format('%s %s %s', rule, verdict, recorded_by) FROM claims") ==
          "threefold invalid logged_judge");

    // Replaced in place: the same id, its claim kept.
    CHECK(scalar(judge, "SELECT store_sheet(1, 1, 1, '*', 'W:W21-32:B1-12', NULL, NULL, '{}', "
                        "'[]')") == "1");
    CHECK(scalar(owner, "SELECT count(*) FROM moves") == "0");
    CHECK(scalar(owner, "SELECT count(*) FROM claims") == "1");
    CHECK(scalar(chief, "SELECT * FROM save_player(2, 1, '{\"rating\": 1800}')") == "2");
    CHECK(scalar(chief, "SELECT * FROM save_tournament(1, 1, '{\"venue\": \"Kazan\", "
                        "\"rounds_planned\": 5}', 'more rounds')") == "2");
    // Nothing changed: no new version, nothing logged; a stale version: no row.
    CHECK(scalar(chief, "SELECT * FROM save_tournament(1, 2, '{\"venue\": \"Kazan\"}', NULL)") ==
          "2");
    CHECK(scalar(chief, "SELECT count(*) FROM save_tournament(1, 1, '{\"venue\": \"X\"}', NULL)") ==
          "0");
    CHECK(scalar(chief, "SELECT * FROM record_round_order(2, 1, 7, '{2,1,3}')") == "2");
    CHECK(scalar(judge, "SELECT log_decision(1, NULL, NULL, NULL, NULL, 'tea break', NULL, NULL, "
                        "NULL)") != "");

    CHECK(scalar(owner, "SELECT string_agg(format('%s %s %s %s', d.decided_by, d.kind, d.what, "
                        "d.facts), E'\\n' ORDER BY d.id) FROM decisions d") ==
          "logged_chief created tournament created: Open {\"name\": \"Open\"}\n"
          "logged_chief created tournament created: Other {\"name\": \"Other\"}\n"
          "logged_chief player-added player added: A {\"player\": \"A\"}\n"
          "logged_chief player-added player added: B {\"player\": \"B\"}\n"
          "logged_chief entered A entered with start number 1 {\"player\": \"A\", \"movedUp\": 0, "
          "\"startNumber\": 1}\n"
          "logged_chief entered B entered with start number 2 {\"player\": \"B\", \"movedUp\": 0, "
          "\"startNumber\": 2}\n"
          "logged_chief paired round 1 paired: 1 board {\"drawn\": null, \"round\": 1, "
          "\"boards\": 1}\n"
          "logged_judge sheet game sheet stored: game 1 of board 1 of round 1 {\"game\": 1, "
          "\"board\": 1, \"round\": 1, \"replaced\": false}\n"
          "logged_judge ruling claim of threefold repetition: not valid {\"ply\": 1, \"rule\": "
          "\"threefold\", \"valid\": false, \"claimant\": \"white\"}\n"
          "logged_judge sheet game sheet replaced: game 1 of board 1 of round 1 {\"game\": 1, "
          "\"board\": 1, \"round\": 1, \"replaced\": true}\n"
          "logged_chief player-changed player changed: B: rating none -> 1800 {\"player\": "
          "\"B\", \"changes\": [{\"after\": \"1800\", \"field\": \"rating\", \"before\": null}]}\n"
          "logged_chief settings settings changed: number of rounds 3 -> 5; venue none -> Kazan "
          "{\"changes\": [{\"after\": \"5\", \"before\": \"3\", \"setting\": \"number of "
          "rounds\"}, {\"after\": \"Kazan\", \"before\": \"none\", \"setting\": \"venue\"}]}\n"
          "logged_chief round-order round order drawn with seed 7: table rounds 2, 1, 3 "
          "{\"seed\": 7, \"rounds\": [2, 1, 3]}\n"
          "logged_judge note tea break {}");

    // Who may call what: the chief's functions are not the judge's; the viewer calls none.
    for (const char *call : {"SELECT * FROM add_players('[{\"name\": \"C\"}]')",
                             "SELECT * FROM create_tournament('{\"name\": \"Mine\"}')",
                             "SELECT * FROM save_tournament(1, 2, '{\"venue\": \"Y\"}', NULL)",
                             "SELECT * FROM save_player(1, 1, '{\"rating\": 1}')",
                             "SELECT * FROM record_round_order(1, 2, 1, '{1}')",
                             "SELECT begin_import(1)", "SELECT finish_import(1, NULL)",
                             "SELECT import_batch(1, '{}', '{}', '{}', '{}', '{}', '{}', '{}', "
                             "'{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}')"}) {
        INFO(call);
        CHECK(failureOf(judge, call) == "42501");
        CHECK(failureOf(viewer, call) == "42501");
    }
    CHECK(failureOf(viewer, "SELECT store_sheet(1, 1, 1, '*', 'x', NULL, NULL, '{}', '[]')") ==
          "42501");
    CHECK(failureOf(viewer, "SELECT log_ruling(1, NULL, NULL, NULL, '{}', 'x', NULL)") == "42501");
    // The program's kinds are the functions' alone; hostile arguments are refused.
    CHECK(failureOf(judge, "SELECT log_decision(1, 1, 1, NULL, NULL, 'round 2 paired', NULL, "
                           "NULL, NULL, 'paired', '{}')") == "22023");
    CHECK(failureOf(judge, "SELECT log_decision(1, NULL, NULL, NULL, NULL, 'x', NULL, NULL, "
                           "NULL, 'ruling', '{}')") == "22023");
    CHECK(failureOf(judge, "SELECT store_sheet(2, 1, 1, '*', 'x', NULL, NULL, '{}', '[]')") ==
          "22023"); // the board is not of tournament 2
    CHECK(failureOf(judge, "SELECT store_sheet(1, 1, 2, '*', 'x', NULL, NULL, '{}', '[]')") ==
          "22023"); // no micro-matches: no game 2
    CHECK(failureOf(judge, "SELECT store_sheet(1, NULL, 1, '*', 'x', NULL, NULL, '{}', '[]')") ==
          "22023");
    CHECK(failureOf(judge, "SELECT store_sheet(1, 1, 1, '*', 'x', NULL, NULL, '{}', "
                           "'[{\"notation\": 1}]')") == "22023");
    CHECK(failureOf(judge, "SELECT record_claim(1, 99, 'white', 'threefold', NULL, 'valid', "
                           "'{\"rule\": \"threefold\", \"claimant\": \"white\", \"ply\": 99, "
                           "\"valid\": true}', 'x', NULL)") == "22023"); // past the game's end
    CHECK(failureOf(judge, "SELECT log_ruling(2, NULL, NULL, 1, '{\"rule\": \"threefold\", "
                           "\"claimant\": \"white\", \"ply\": 0, \"valid\": true}', 'x', NULL)") ==
          "22023"); // game 1 is not of tournament 2
    CHECK(failureOf(judge, "SELECT log_ruling(1, NULL, NULL, NULL, '{\"valid\": true}', 'x', "
                           "NULL)") == "22023");

    // A game keeps its tournament, even for the owner.
    CHECK(failureOf(owner, "UPDATE games SET tournament_id = 2") == "23514");
    CHECK(scalar(owner, "SELECT tournament_id FROM games") == "1");
}

namespace {

// One batch for import_batch: games given as (pairing, white, black) rows, each
// with one move c3-d4 unless moves says otherwise (the move arrays as SQL literals).
std::string batchCall(const std::string &tournament, const std::string &pairings,
                      const std::string &whites, const std::string &blacks, int games,
                      const std::string &moveGames = "'{1}'", const std::string &plies = "'{1}'")
{
    auto repeated = [games](const std::string &element) {
        std::string out = "'{";
        for (int i = 0; i < games; ++i)
            out += (i ? "," : "") + element;
        return out + "}'";
    };
    std::string moveCount = "cardinality(" + moveGames + "::int[])";
    auto perMove = [&moveCount](const std::string &element, const std::string &type) {
        return "array_fill(" + element + "::" + type + ", ARRAY[" + moveCount + "])";
    };
    return "SELECT import_batch(" + tournament + ", " + pairings + ", " + whites + ", " + blacks +
           ", " + repeated("pdn") + ", " + repeated("fen") + ", " + repeated("NULL") + ", " +
           repeated("NULL") + ", " + repeated("\"{}\"") + ", " + moveGames + ", " + plies + ", " +
           perMove("'c3-d4'", "text") + ", " + perMove("22", "smallint") + ", " +
           perMove("18", "smallint") + ", " + perMove("'{}'", "text") + ", " +
           perMove("'B:W18'", "text") + ", " + perMove("5", "bigint") + ")";
}

} // namespace

TEST_CASE("an import stores batches of games of the tournament's entries and logs them", "[db]")
{
    PgConnection owner = storedGame("loggedimport");
    PgConnection chief = loginAs("loggedimport", "logged_chief");
    const std::string one = batchCall("1", "'{NULL}'", "'{1}'", "'{2}'", 1);
    // No import begun, or begun for another tournament or twice; a table of the caller's own
    // cannot stand in for the program's state.
    CHECK(failureOf(chief, one) == "22023");
    CHECK(failureOf(chief, "SELECT finish_import(1, NULL)") == "22023");
    CHECK(failureOf(chief, "SELECT begin_import(99)") == "22023");
    mustRun(chief, "BEGIN");
    mustRun(chief, "CREATE TEMP TABLE import_state (tournament_id bigint, games bigint, "
                   "logged boolean)");
    mustRun(chief, "INSERT INTO import_state VALUES (1, 0, false)");
    CHECK(failureOf(chief, one) == "22023");
    mustRun(chief, "ROLLBACK");
    mustRun(chief, "BEGIN");
    mustRun(chief, "SELECT begin_import(2)");
    CHECK(failureOf(chief, one) == "22023");
    mustRun(chief, "ROLLBACK");
    mustRun(chief, "BEGIN");
    mustRun(chief, "SELECT begin_import(1)");
    CHECK(failureOf(chief, "SELECT begin_import(1)") == "22023");
    mustRun(chief, "ROLLBACK");
    // The state is the program's: the chief cannot change it, drop it or run its check early.
    mustRun(chief, "BEGIN");
    mustRun(chief, "SELECT begin_import(1)");
    CHECK(failureOf(chief, "UPDATE pg_temp.import_state SET logged = true") == "42501");
    mustRun(chief, "ROLLBACK");
    mustRun(chief, "BEGIN");
    mustRun(chief, "SELECT begin_import(1)");
    mustRun(chief, "SET CONSTRAINTS ALL IMMEDIATE");
    CHECK(failureOf(chief, one) == "23000");
    mustRun(chief, "ROLLBACK");
    mustRun(chief, "BEGIN");
    mustRun(chief, "SELECT begin_import(1)");
    mustRun(chief, one);
    CHECK(failureOf(chief, "DISCARD TEMP") == "55006");
    mustRun(chief, "ROLLBACK");

    // Stored games cannot be committed without their log entry (the refused attempts spent ids
    // 2-4).
    mustRun(chief, "BEGIN");
    mustRun(chief, "SELECT begin_import(1)");
    CHECK(scalar(chief, one) == "1");
    CHECK(failureOf(chief, "COMMIT") == "23000");
    CHECK(scalar(owner, "SELECT count(*) FROM games") == "1");
    CHECK(scalar(owner, "SELECT count(*) FROM decisions WHERE kind = 'games-imported'") == "0");

    // Two batches, one log entry: games between the entries, on their board or on none.
    mustRun(chief, "SELECT pair_round(1, 2, '[{\"board\":1,\"white\":2,\"black\":1}]', NULL)");
    mustRun(chief, "BEGIN");
    mustRun(chief, "SELECT begin_import(1)");
    CHECK(scalar(chief, batchCall("1", "'{NULL,NULL}'", "'{2,1}'", "'{1,2}'", 2, "'{1,1,1}'",
                                  "'{1,2,3}'")) == "2");
    CHECK(scalar(chief, batchCall("1", "'{2}'", "'{2}'", "'{1}'", 1)) == "1");
    CHECK(scalar(chief, "SELECT finish_import(1, 'r.pdn')") == "3");
    mustRun(chief, "SAVEPOINT finished");
    CHECK(failureOf(chief, one) == "22023"); // no batch after the log entry
    mustRun(chief, "ROLLBACK TO SAVEPOINT finished");
    mustRun(chief, "COMMIT");
    CHECK(scalar(owner, "SELECT string_agg(format('%s:%s:%s-%s:%s', id, "
                        "coalesce(pairing_id::text, '-'), white_player_id, black_player_id, "
                        "ply_count), ' ' ORDER BY id) FROM games") ==
          "1:1:1-2:1 5:-:2-1:3 6:-:1-2:0 7:2:2-1:1");
    CHECK(scalar(owner, "SELECT string_agg(game_id || '/' || ply || '/' || notation, ' ' "
                        "ORDER BY game_id, ply) FROM moves WHERE game_id > 1") ==
          "5/1/c3-d4 5/2/c3-d4 5/3/c3-d4 7/1/c3-d4");
    CHECK(scalar(owner, "SELECT format('%s %s %s', kind, what, facts) FROM decisions "
                        "ORDER BY id DESC LIMIT 1") ==
          "games-imported 3 games imported from r.pdn {\"games\": 3, \"source\": \"r.pdn\"}");

    // Hostile batches: refused, nothing stored.
    const std::string stored = everything(owner);
    for (const std::string &call :
         {batchCall("1", "'{NULL}'", "'{1}'", "'{2}'", 1, "'{1,1}'", "'{1,3}'"), // a gap
          batchCall("1", "'{NULL}'", "'{1}'", "'{2}'", 1, "'{1,1}'", "'{1,1}'"), // ply twice
          batchCall("1", "'{NULL}'", "'{1}'", "'{2}'", 1, "'{2}'", "'{1}'"),     // no game 2
          batchCall("1", "'{NULL}'", "'{1}'", "'{2}'", 1, "'{1}'", "'{NULL}'"),
          batchCall("1", "'{NULL,NULL}'", "'{1}'", "'{2}'", 1),      // arrays of two lengths
          batchCall("1", "'{}'", "'{}'", "'{}'", 0, "'{}'", "'{}'"), // no games
          batchCall("1", "'{NULL}'", "'{1}'", "'{NULL}'", 1),
          batchCall("1", "'{1}'", "'{2}'", "'{1}'", 1)}) { // not the board's colours
        INFO(call);
        mustRun(chief, "BEGIN");
        mustRun(chief, "SELECT begin_import(1)");
        CHECK(failureOf(chief, call) == "22023");
        mustRun(chief, "ROLLBACK");
    }
    // Players who are not entries of tournament 2, a board of tournament 1.
    for (const std::string &call : {batchCall("2", "'{NULL}'", "'{1}'", "'{2}'", 1),
                                    batchCall("2", "'{1}'", "'{1}'", "'{2}'", 1)}) {
        mustRun(chief, "BEGIN");
        mustRun(chief, "SELECT begin_import(2)");
        CHECK(failureOf(chief, call) == "22023");
        mustRun(chief, "ROLLBACK");
    }
    CHECK(everything(owner) == stored);
}

TEST_CASE("a stored game is deleted by the chief alone, with its moves and claims, and logged",
          "[db]")
{
    PgConnection owner = storedGame("loggeddelete");
    PgConnection chief = loginAs("loggeddelete", "logged_chief");
    PgConnection judge = loginAs("loggeddelete", "logged_judge");
    PgConnection viewer = loginAs("loggeddelete", "logged_viewer");
    const std::string before = everything(owner);
    CHECK(failureOf(judge, "SELECT delete_game(1, 1, NULL)") == "42501");
    CHECK(failureOf(viewer, "SELECT delete_game(1, 1, NULL)") == "42501");
    CHECK(failureOf(chief, "SELECT delete_game(2, 1, NULL)") == "22023"); // another tournament's
    CHECK(failureOf(chief, "SELECT delete_game(1, 99, NULL)") == "22023");
    CHECK(failureOf(chief, "SELECT delete_game(1, NULL, NULL)") == "22023");
    CHECK(failureOf(chief, "SELECT delete_game(1, 1, repeat('x', 2001))") == "23514");
    CHECK(everything(owner) == before);

    mustRun(chief, "SELECT delete_game(1, 1, 'entered on the wrong board')");
    CHECK(scalar(owner, "SELECT count(*) FROM games") == "0");
    CHECK(scalar(owner, "SELECT count(*) FROM moves") == "0");
    CHECK(scalar(owner, "SELECT count(*) FROM claims") == "0");
    CHECK(scalar(owner, "SELECT count(*) FROM pairings") == "1"); // the board stays
    CHECK(scalar(owner, "SELECT format('%s|%s|%s|%s|%s|%s|%s|%s|%s', d.decided_by, d.kind, "
                        "d.round, d.board, d.game_id, d.what, d.why, d.before, d.facts) "
                        "FROM decisions d ORDER BY d.id DESC LIMIT 1") ==
          "logged_chief|game-deleted|1|1|1|game deleted: A - B, game 1 of board 1 of round 1|"
          "entered on the wrong board|{\"plies\": 1, \"result\": null}|{\"game\": 1, \"black\": "
          "\"B\", \"board\": 1, \"plies\": 1, \"round\": 1, \"white\": \"A\", \"result\": "
          "null, \"game_in_pairing\": 1}");
    // Gone: a second deletion is refused, and changes nothing.
    const std::string after = everything(owner);
    CHECK(failureOf(chief, "SELECT delete_game(1, 1, NULL)") == "22023");
    CHECK(everything(owner) == after);
}

} // namespace loggedwrites_test
