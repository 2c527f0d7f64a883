// The database's functions called by hand with hostile arguments (issue 28, point 5): each is
// refused, or changes nothing, and logs nothing — on a real server, as the chief's and the
// judge's logins (migrations/0021).
#include "testserver.h"

#include <catch2/catch.hpp>

namespace hostilecalls_test {

using namespace db;
using namespace dbtest;

namespace {

// The tournament 'Open' (3 rounds planned) with A…E entered and F not, round 1 paired as
// A-B, C-D and E's bye (pairings 1, 2, 3), as the chief's login `hostile_chief`.
PgConnection pairedEvent(const std::string &database)
{
    PgConnection owner = migratedDatabase(database);
    for (const char *login : {"CREATE ROLE hostile_chief LOGIN IN ROLE shashki_chief",
                              "CREATE ROLE hostile_judge LOGIN IN ROLE shashki_judge"})
        (void)owner.execScript(login, "create the logins"); // the server's roles outlive a database
    mustRun(owner, "INSERT INTO tournaments (name, rounds_planned) VALUES ('Open', 3)");
    mustRun(owner, "INSERT INTO players (name) VALUES ('A'), ('B'), ('C'), ('D'), ('E'), ('F')");
    PgConnection chief = loginAs(database, "hostile_chief");
    mustRun(chief, "SELECT enter_player(1, id, NULL) FROM players WHERE name <> 'F' ORDER BY id");
    mustRun(chief, "SELECT pair_round(1, 1, $1::jsonb, NULL)",
            {R"([{"board":1,"white":1,"black":2},{"board":2,"white":3,"black":4},)"
             R"({"board":3,"white":5,"black":null,"result":"bye-1"}])"});
    return chief;
}

} // namespace

TEST_CASE("hostile calls of the functions are refused and change nothing", "[db]")
{
    PgConnection chief = pairedEvent("hostile");
    PgConnection judge = loginAs("hostile", "hostile_judge");
    const auto snapshot = [&chief] {
        return scalar(chief, "SELECT string_agg(format('%s:%s-%s %s %s v%s', p.board, "
                             "p.white_player_id, p.black_player_id, p.result, p.second_result, "
                             "p.version), ' ' ORDER BY p.id) FROM pairings p") +
               " | " + scalar(chief, "SELECT count(*) FROM decisions") + " | " +
               scalar(chief, "SELECT count(*) FROM rounds") + " | " +
               scalar(chief, "SELECT string_agg(e.player_id || ':' || e.version, ',' ORDER BY "
                             "e.player_id) FROM entries e");
    };
    const std::string before = snapshot();

    // A NULL row version skipped the "changed by someone else" check.
    CHECK(scalar(judge, "SELECT count(*) FROM save_result(1, NULL, 1, '1-0', NULL)") == "0");
    CHECK(scalar(chief, "SELECT count(*) FROM swap_colours(1, NULL, 'x')") == "0");
    CHECK(scalar(chief, "SELECT count(*) FROM save_entry(1, 1, NULL, NULL, NULL, 'x')") == "0");
    CHECK(scalar(chief, "SELECT remove_entry(1, 1, NULL, 'x')") == "changed");
    CHECK(scalar(chief, "SELECT exchange_players(1, NULL, 1, 2, 1, 3, 'x')") == "f");
    // A NULL game; game 2 in a tournament without micro-matches (it blocked unpairing).
    CHECK(failureOf(judge, "SELECT * FROM save_result(1, 1, NULL, '1-0', NULL)") == "22023");
    CHECK(failureOf(judge, "SELECT * FROM save_result(1, 1, 2, '1-0', NULL)") == "22023");
    // The bye board first: player A is not at it, yet "A IN (E, NULL)" was never false.
    CHECK(scalar(chief, "SELECT exchange_players(3, 1, 1, 1, 1, 2, 'x')") == "f");
    CHECK(scalar(chief, "SELECT exchange_players(3, 1, NULL, 1, 1, 2, 'x')") == "f");
    // pair_round: a round that is not the next, one past the plan, a player not entered.
    const std::string board = R"([{"board":1,"white":1,"black":2}])";
    CHECK(failureOf(chief, "SELECT pair_round(1, 3, $1::jsonb, NULL)", {board}) == "22023");
    CHECK(failureOf(chief, "SELECT pair_round(1, 4, $1::jsonb, NULL)", {board}) == "22023");
    CHECK(failureOf(chief, "SELECT pair_round(1, NULL, $1::jsonb, NULL)", {board}) == "22023");
    CHECK(failureOf(chief, "SELECT pair_round(1, 2, $1::jsonb, NULL)",
                    {R"([{"board":1,"white":1,"black":6}])"}) == "22023");
    CHECK(failureOf(chief, "SELECT pair_round(1, 2, '[]'::jsonb, NULL)") == "22023");
    CHECK(failureOf(chief, "SELECT pair_round(99, 1, $1::jsonb, NULL)", {board}) == "22023");
    // import_pairing: no Black (a bye and a new round without its log), a player not entered,
    // round 7 of a 3-round event, round 0.
    CHECK(failureOf(chief, "SELECT import_pairing(1, 2, 1, NULL, NULL, 'x.pdn')") == "22023");
    CHECK(failureOf(chief, "SELECT import_pairing(1, 2, 1, 6, NULL, 'x.pdn')") == "22023");
    CHECK(failureOf(chief, "SELECT import_pairing(1, 7, 1, 2, NULL, 'x.pdn')") == "22023");
    CHECK(failureOf(chief, "SELECT import_pairing(1, 0, 1, 2, NULL, 'x.pdn')") == "22023");
    CHECK(failureOf(chief, "SELECT import_pairing(1, 2, 1, 1, NULL, 'x.pdn')") == "22023");
    CHECK(snapshot() == before);

    // Player E withdrawn after round 1: not seated in round 2, by pairing or import.
    CHECK(scalar(chief, "SELECT withdrawn_before FROM save_entry(1, 5, 1, 5, 1, 'ill')") == "");
    CHECK(failureOf(chief, "SELECT pair_round(1, 2, $1::jsonb, NULL)",
                    {R"([{"board":1,"white":5,"black":1}])"}) == "22023");
    CHECK(failureOf(chief, "SELECT import_pairing(1, 2, 5, 1, NULL, 'x.pdn')") == "22023");

    // What the program does still goes: the next round, entries only, the right versions.
    mustRun(chief, "SELECT pair_round(1, 2, $1::jsonb, NULL)",
            {R"([{"board":1,"white":2,"black":3},{"board":2,"white":4,"black":1}])"});
    CHECK(scalar(judge, "SELECT version FROM save_result(4, 1, 1, '1-0', NULL)") == "2");
}

} // namespace hostilecalls_test
