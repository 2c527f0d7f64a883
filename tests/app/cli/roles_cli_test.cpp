// The roles of a tournament hall on one server (issue 13), through the command line: logins made
// by `shashki db user`, then every command run as the chief arbiter, a judge and a viewer — what
// each may do works, what it may not is refused in the tool's words with nothing changed, and
// the decisions log names the login that made each change.
#include "clirun.h"
#include "db/embeddedcluster.h"
#include "db/pgconnection.h"

#include <catch2/catch.hpp>
#include <cstdlib>

namespace roles_cli_test {

using clitest::shashki;

namespace {

struct Attempt
{
    std::vector<std::string> args;
    int exitCode; // 0 allowed, 1 refused
};

std::string scalar(db::PgConnection &connection, const std::string &sql)
{
    const auto done = connection.exec(sql);
    INFO(sql << ": " << (done ? std::string() : done.error().text()));
    REQUIRE(done.ok());
    return done->value(0, 0);
}

} // namespace

TEST_CASE("a viewer reads, a judge enters results, the chief pairs and changes settings",
          "[cli][roles][postgresql]")
{
    const clitest::ScratchCluster dir("shashki-roles");
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"db", "migrate"}).exitCode == 0);
    const db::EmbeddedCluster cluster(dir.path);
    const std::string server = cluster.connectionString();
    const auto as = [&server](const std::string &login) { return server + " user=" + login; };

    // The owner (the embedded cluster's superuser) makes the hall's logins.
    CHECK(shashki({"db", "user", "add", "ivanov", "--role", "chief"}).out ==
          "added login ivanov (chief)\n");
    CHECK(shashki({"db", "user", "add", "petrova", "--role", "judge"}).out ==
          "added login petrova (judge)\n");
    CHECK(shashki({"db", "user", "add", "sidorov", "--role", "viewer"}).out ==
          "added login sidorov (viewer)\n");
    CHECK(shashki({"db", "user", "list"}).out ==
          "ivanov\tchief\npetrova\tjudge\nsidorov\tviewer\n");
    const auto twice = shashki({"db", "user", "add", "petrova", "--role", "judge"});
    CHECK(twice.exitCode == 1);
    CHECK(twice.err == "shashki db user add: add login petrova: a login or role named petrova "
                       "exists already\n");
    CHECK(shashki({"db", "user", "add", "x", "--role", "arbiter"}).err ==
          "shashki db user: --role needs chief, judge or viewer, not 'arbiter'\n");

    const std::string pdn = SHASHKI_TEST_DATA_DIR "/pdn/ussr1947.pdn";
    const std::string out = (dir.path / "out").string();
    // Each attempt in turn, as written: the chief's first (they build the tournament the others
    // work on).
    const std::vector<std::pair<std::string, std::vector<Attempt>>> matrix = {
        {"ivanov",
         {{{"tournament", "create", "Кубок", "--system", "swiss", "--rounds", "3"}, 0},
          {{"entry", "add", "--tournament", "Кубок", "--player", "Андреев"}, 0},
          {{"entry", "add", "--tournament", "Кубок", "--player", "Борисов"}, 0},
          {{"entry", "add", "--tournament", "Кубок", "--player", "Васильев"}, 0},
          {{"entry", "add", "--tournament", "Кубок", "--player", "Григорьев"}, 0},
          {{"pairings", "--tournament", "Кубок", "--round", "1"}, 0},
          {{"tournament", "change", "Кубок", "--venue", "Москва"}, 0}, // logged after round 1
          {{"pairings", "--tournament", "Кубок", "--round", "1", "--swap-colours", "1", "--why",
            "asked"},
           0},
          {{"result", "--tournament", "Кубок", "--round", "1", "--board", "2", "1-0"}, 0},
          {{"import", pdn, "--tournament", "USSR 1950", "--create"}, 0},
          {{"db", "user", "add", "helper", "--role", "judge"}, 1}}},
        {"petrova",
         {{{"result", "--tournament", "Кубок", "--round", "1", "--board", "1", "1/2-1/2"}, 0},
          {{"standings", "--tournament", "Кубок"}, 0},
          {{"report", "crosstable", "--tournament", "Кубок", "--format", "csv", "-o",
            out + "-judge.csv"},
           0},
          {{"log", "--tournament", "Кубок"}, 0},
          {{"export", "--tournament", "USSR 1950", out + "-judge.pdn"}, 0},
          {{"db", "status"}, 0},
          {{"db", "migrate"}, 0}, // up to date: a status, no DDL
          {{"pairings", "--tournament", "Кубок", "--round", "2"}, 1},
          {{"pairings", "--tournament", "Кубок", "--round", "1", "--swap-colours", "2"}, 1},
          {{"tournament", "create", "Другой"}, 1},
          {{"tournament", "change", "Кубок", "--venue", "Казань"}, 1},
          {{"entry", "add", "--tournament", "Кубок", "--player", "Дмитриев"}, 1},
          {{"entry", "withdraw", "--tournament", "Кубок", "--player", "4", "--after-round", "1"},
           1},
          {{"import", pdn, "--tournament", "Другой", "--create"}, 1},
          {{"pairings", "--tournament", "Кубок", "--round", "1", "--unpair"}, 1},
          {{"pairings", "--tournament", "Кубок", "--round", "1", "--exchange", "1,2"}, 1},
          {{"entry", "delete", "--tournament", "Кубок", "--player", "4"}, 1},
          {{"db", "user", "add", "helper", "--role", "judge"}, 1}}},
        {"sidorov",
         {{{"standings", "--tournament", "Кубок"}, 0},
          {{"tournament", "show", "Кубок"}, 0},
          {{"pairings", "--tournament", "Кубок", "--round", "1"}, 0}, // shown: it is paired
          {{"log", "--tournament", "Кубок", "--json"}, 0},
          {{"report", "standings", "--tournament", "Кубок", "--format", "csv", "-o",
            out + "-viewer.csv"},
           0},
          {{"db", "backup", out + "-viewer.dump"}, 0},
          {{"result", "--tournament", "Кубок", "--round", "1", "--board", "1", "1-0"}, 1},
          {{"pairings", "--tournament", "Кубок", "--round", "2"}, 1},
          {{"entry", "add", "--tournament", "Кубок", "--player", "Дмитриев"}, 1},
          {{"tournament", "change", "Кубок", "--venue", "Казань"}, 1},
          {{"import", pdn, "--tournament", "Другой", "--create"}, 1}}},
    };
    for (const auto &[login, attempts] : matrix)
        for (const Attempt &attempt : attempts) {
            std::vector<std::string> args = attempt.args;
            args.insert(args.end(), {"--db", as(login)});
            const auto outcome = shashki(args);
            std::string shown = login + ":";
            for (const std::string &arg : attempt.args)
                shown += " " + arg;
            INFO(shown << "\n" << outcome.err);
            CHECK(outcome.exitCode == attempt.exitCode);
            if (attempt.exitCode != 0) {
                // In the tool's words: no SQLSTATE, no constraint or table names.
                CHECK(outcome.err.find("SQLSTATE") == std::string::npos);
                CHECK(outcome.err.find("permission denied") == std::string::npos);
            }
        }

    // One refusal word for word, and what it left: nothing.
    const auto refused = shashki({"result", "--tournament", "Кубок", "--round", "1", "--board", "2",
                                  "0-1", "--db", as("sidorov")});
    CHECK(refused.err ==
          "shashki result: your login's role does not allow this (save the result of board 2 of "
          "round 1 (Григорьев - Борисов)); nothing was changed\n");
    auto opened = db::PgConnection::open(server);
    REQUIRE(opened.ok());
    db::PgConnection &owner = opened.value();
    CHECK(scalar(owner, "SELECT string_agg(result, ',' ORDER BY board) FROM pairings p JOIN "
                        "rounds r ON r.id = p.round_id JOIN tournaments t ON t.id = "
                        "r.tournament_id WHERE t.name = 'Кубок'") == "1/2-1/2,1-0");
    CHECK(scalar(owner, "SELECT count(*) FROM tournaments") == "2");
    CHECK(scalar(owner, "SELECT venue FROM tournaments WHERE name = 'Кубок'") == "Москва");
    // Who did what, as the database saw the logins.
    CHECK(scalar(owner, "SELECT string_agg(decided_by || ' ' || split_part(what, ':', 1), "
                        "'; ' ORDER BY d.id) FROM decisions d JOIN tournaments t ON t.id = "
                        "d.tournament_id WHERE t.name = 'Кубок' AND what NOT LIKE '%entered%'") ==
          "ivanov tournament created; ivanov round 1 paired; ivanov settings changed; ivanov "
          "swapped by hand; ivanov the "
          "result of board 2 of round 1 (Григорьев - Борисов); petrova the result of board 1 of "
          "round 1 (Васильев - Андреев)");

    CHECK(shashki({"db", "user", "remove", "sidorov"}).out == "removed login sidorov\n");
    CHECK(shashki({"db", "user", "remove", "postgres"}).err ==
          "shashki db user remove: remove login postgres: there is no login postgres of the "
          "tournament hall's roles\n");
    CHECK(shashki({"db", "user", "list"}).out == "ivanov\tchief\npetrova\tjudge\n");
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("what the database refuses is said in the tool's words, with nothing left behind",
          "[cli][roles][postgresql]")
{
    const clitest::ScratchCluster dir("shashki-refusals");
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"tournament", "create", "T"}).exitCode == 0);
    const auto again = shashki({"tournament", "create", "T"});
    CHECK(again.exitCode == 1);
    CHECK(again.err ==
          "shashki tournament: a tournament of that name exists already (create tournament T)\n");
    REQUIRE(shashki({"entry", "add", "--tournament", "T", "--player", "A"}).exitCode == 0);
    // A start number taken is no refusal since 0018: B goes in at No 1 and A moves up.
    CHECK(shashki({"entry", "add", "--tournament", "T", "--player", "B", "--start-number", "1"})
              .out == "entered B with start number 1; the numbers from 1 on moved up by one\n");
    // A round robin paired takes no new player: refused in the tool's words, and C's player row
    // is not left behind.
    REQUIRE(shashki({"pairings", "--tournament", "T", "--round", "1"}).exitCode == 0);
    const auto late = shashki({"entry", "add", "--tournament", "T", "--player", "C"});
    CHECK(late.exitCode == 1);
    CHECK(late.err == "shashki entry: T is a round robin paired up to round 1: its table has no "
                      "place for a new player\n");
    const db::EmbeddedCluster cluster(dir.path);
    auto opened = db::PgConnection::open(cluster.connectionString());
    REQUIRE(opened.ok());
    CHECK(scalar(opened.value(), "SELECT string_agg(name, ',' ORDER BY id) FROM players") == "A,B");
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

} // namespace roles_cli_test
