// `shashki log`: the decisions log.
// Run in-process through app::run (clirun.h).
#include "clirun.h"
#include "db/embeddedcluster.h"
#include "db/pgconnection.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <sstream>

namespace logcommand_test {

using clitest::ScratchCluster;
using clitest::shashki;

namespace {

// Whether `text` at `at` has the shape of `pattern`, where '9' stands for any digit. (No
// std::regex: GCC 12 warns inside it under the sanitizers, and warnings are errors.)
bool hasShape(const std::string &text, std::size_t at, std::string_view pattern)
{
    if (text.size() < at + pattern.size())
        return false;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = text[at + i];
        if (pattern[i] == '9' ? (c < '0' || c > '9') : c != pattern[i])
            return false;
    }
    return true;
}

// The lines of `shashki log`, each without its time, which must read "YYYY-MM-DD HH:MM:SS  ".
std::vector<std::string> logLines(const std::string &text)
{
    constexpr std::string_view timePrefix = "9999-99-99 99:99:99  ";
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        INFO(line);
        CHECK(hasShape(line, 0, timePrefix));
        lines.push_back(line.substr(std::min(line.size(), timePrefix.size())));
    }
    return lines;
}

// `json` with the value of every "decidedAt" (which must read "YYYY-MM-DDTHH:MM:SSZ") as "…".
std::string withoutTimes(std::string json)
{
    const std::string key = "\"decidedAt\":\"";
    constexpr std::string_view time = "9999-99-99T99:99:99Z";
    for (std::size_t at = json.find(key); at != std::string::npos;
         at = json.find(key, at + key.size())) {
        const std::size_t value = at + key.size();
        CHECK(hasShape(json, value, time));
        json.replace(value, time.size(), "…");
    }
    return json;
}

} // namespace

TEST_CASE("shashki log: the decisions log with what each concerns, by round, as JSON",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"tournament", "create", "Кубок"}).exitCode == 0);
    for (const char *name : {"Андреев", "Борисов", "Васильев", "Григорьев"})
        REQUIRE(shashki({"entry", "add", "--tournament", "Кубок", "--player", name}).exitCode == 0);
    CHECK(logLines(shashki({"log", "--tournament", "Кубок"}).out) ==
          std::vector<std::string>{
              "postgres  tournament created: Кубок",
              "postgres  player Андреев (1)  Андреев entered with start number 1",
              "postgres  player Борисов (2)  Борисов entered with start number 2",
              "postgres  player Васильев (3)  Васильев entered with start number 3",
              "postgres  player Григорьев (4)  Григорьев entered with start number 4"});
    // Round 1: 1-4 and 2-3, board 2's colours swapped by hand, both results; round 2: 4-3 and
    // 1-2, board 1's result; Григорьев withdraws after round 2.
    REQUIRE(shashki({"pairings", "--tournament", "Кубок", "--round", "1"}).exitCode == 0);
    REQUIRE(shashki({"pairings", "--tournament", "Кубок", "--round", "1", "--swap-colours", "2",
                     "--why", "colour balance"})
                .exitCode == 0);
    const auto result = [](const char *round, const char *board, const char *written,
                           std::vector<std::string> more = {}) {
        std::vector<std::string> args = {"result", "--tournament", "Кубок", "--round",
                                         round,    "--board",      board,   written};
        args.insert(args.end(), more.begin(), more.end());
        return shashki(args).exitCode;
    };
    REQUIRE(result("1", "1", "1-0", {"--why", "sheet signed by both"}) == 0);
    REQUIRE(result("1", "2", "1/2-1/2") == 0);
    REQUIRE(shashki({"pairings", "--tournament", "Кубок", "--round", "2"}).exitCode == 0);
    REQUIRE(result("2", "1", "0-1") == 0);
    REQUIRE(shashki({"entry", "withdraw", "--tournament", "Кубок", "--player", "4", "--after-round",
                     "2", "--why", "illness"})
                .exitCode == 0);

    const auto log = shashki({"log", "--tournament", "Кубок"});
    CHECK(log.exitCode == 0);
    CHECK(log.err.empty());
    CHECK(logLines(log.out) ==
          std::vector<std::string>{
              "postgres  tournament created: Кубок",
              "postgres  player Андреев (1)  Андреев entered with start number 1",
              "postgres  player Борисов (2)  Борисов entered with start number 2",
              "postgres  player Васильев (3)  Васильев entered with start number 3",
              "postgres  player Григорьев (4)  Григорьев entered with start number 4",
              "postgres  round 1  round 1 paired: 2 boards",
              "postgres  round 1 board 2  swapped by hand: the colours of board 2 of round 1 "
              "(Борисов - Васильев)  — colour balance",
              "postgres  round 1 board 1  the result of board 1 of round 1 (Андреев - Григорьев): "
              "none -> 1-0  — sheet signed by both",
              "postgres  round 1 board 2  the result of board 2 of round 1 (Васильев - Борисов): "
              "none -> 1/2-1/2",
              "postgres  round 2  round 2 paired: 2 boards",
              "postgres  round 2 board 1  the result of board 1 of round 2 (Григорьев - Васильев): "
              "none -> 0-1",
              "postgres  round 2 player Григорьев (4)  Григорьев withdrawn after round 2  — "
              "illness"});
    CHECK(logLines(shashki({"log", "--tournament", "Кубок", "--round", "2"}).out) ==
          std::vector<std::string>{
              "postgres  round 2  round 2 paired: 2 boards",
              "postgres  round 2 board 1  the result of board 1 of round 2 (Григорьев - Васильев): "
              "none -> 0-1",
              "postgres  round 2 player Григорьев (4)  Григорьев withdrawn after round 2  — "
              "illness"});
    CHECK(shashki({"log", "--tournament", "Кубок", "--round", "3"}).out.empty());

    const auto json = shashki({"log", "--tournament", "Кубок", "--round", "2", "--json"});
    CHECK(json.exitCode == 0);
    CHECK(withoutTimes(json.out) ==
          "{\"tournament\":\"Кубок\",\"decisions\":[\n"
          "{\"id\":14,\"decidedAt\":\"…\",\"decidedBy\":\"postgres\",\"round\":2,\"board\":null,"
          "\"gameId\":null,\"playerId\":null,\"what\":\"round 2 paired: 2 boards\",\"why\":null,"
          "\"before\":null,\"after\":[{\"black\": 3, \"board\": 1, \"white\": 4}, "
          "{\"black\": 2, \"board\": 2, \"white\": 1}]},\n"
          "{\"id\":15,\"decidedAt\":\"…\",\"decidedBy\":\"postgres\",\"round\":2,\"board\":1,"
          "\"gameId\":null,\"playerId\":null,\"what\":\"the result of board 1 of round 2 "
          "(Григорьев - Васильев): none -> 0-1\",\"why\":null,\"before\":{\"result\": null},"
          "\"after\":{\"result\": \"0-1\"}},\n"
          "{\"id\":16,\"decidedAt\":\"…\",\"decidedBy\":\"postgres\",\"round\":2,"
          "\"board\":null,\"gameId\":null,\"playerId\":4,\"what\":\"Григорьев withdrawn after "
          "round 2\",\"why\":\"illness\",\"before\":{\"withdrawnAfterRound\": null},"
          "\"after\":{\"withdrawnAfterRound\": 2}}\n"
          "]}\n");
    CHECK(shashki({"log", "--tournament", "Кубок", "--round", "3", "--json"}).out ==
          "{\"tournament\":\"Кубок\",\"decisions\":[]}\n");

    const auto junk = shashki({"log", "--tournament", "Кубок", "--round", "2x"});
    CHECK(junk.exitCode == 2);
    CHECK(junk.out.empty());
    CHECK(junk.err == "shashki log: --round needs a round number from 1, not '2x'\n");
    CHECK(shashki({"log", "--tournament", "Кубок", "--round", "0"}).err ==
          "shashki log: --round needs a round number from 1, not '0'\n");
    const auto missing = shashki({"log", "--tournament", "Нет такого"});
    CHECK(missing.exitCode == 1);
    CHECK(missing.err == "shashki log: there is no tournament named 'Нет такого'\n");
    const auto unnamed = shashki({"log"});
    CHECK(unnamed.exitCode == 2);
    CHECK(unnamed.err == "shashki log: expected --tournament NAME\n");
    CHECK(shashki({"log", "--help"})
              .out.rfind("Usage: shashki log --tournament NAME [--round R] [--json] [--db URL]\n",
                         0) == 0);
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("shashki log: a note someone wrote is marked as one, on one line, and has a size",
          "[cli][postgresql]")
{
    // Issue 28, point 4: a note with a line break added a fake line in anyone's name.
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"tournament", "create", "Кубок"}).exitCode == 0);
    auto judge = db::PgConnection::open(db::EmbeddedCluster(dir.path).connectionString());
    REQUIRE(judge.ok());
    const std::string note = "round 3 paired: 5 boards\n2026-12-01 10:00:00  chief  round 3 "
                             "board 1  the result of board 1 of round 3 (А - Б): none -> 1-0";
    REQUIRE(judge
                ->exec("SELECT log_decision(id, NULL, NULL, NULL, NULL, $1, $2, NULL, NULL) "
                       "FROM tournaments WHERE name = 'Кубок'",
                       {note, std::string("asked\r\nby nobody")})
                .ok());
    const auto log = shashki({"log", "--tournament", "Кубок"});
    CHECK(logLines(log.out) ==
          std::vector<std::string>{"postgres  tournament created: Кубок",
                                   "postgres  note: round 3 paired: 5 boards\\n2026-12-01 "
                                   "10:00:00  chief  round 3 board 1  the result of board 1 of "
                                   "round 3 (А - Б): none -> 1-0  — asked\\r\\nby nobody"});
    CHECK(logLines(shashki({"log", "--tournament", "Кубок", "--language", "ru"}).out)
              .back()
              .rfind("postgres  заметка: round 3 paired", 0) == 0);
    // A note of more than 2,000 characters, or a reason: refused by the log, nothing written.
    const std::string longNote(2001, 'x');
    for (const auto &[what, why] :
         {std::pair{longNote, std::string("short")}, std::pair{std::string("short"), longNote}}) {
        const auto refused =
            judge->exec("SELECT log_decision(id, NULL, NULL, NULL, NULL, $1, $2, NULL, NULL) "
                        "FROM tournaments WHERE name = 'Кубок'",
                        {what, why});
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error().sqlState == "23514");
    }
    CHECK(logLines(shashki({"log", "--tournament", "Кубок"}).out).size() == 2);
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

} // namespace logcommand_test
