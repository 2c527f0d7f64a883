// `shashki tournament` and `entry`: a Swiss and a 100-square event from the command line,
// entries, settings fixed after round 1, withdrawals.
// Run in-process through app::run (clirun.h).
#include "clirun.h"
#include "db/embeddedcluster.h"
#include "db/pgconnection.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <charconv>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <set>
#include <spawn.h>
#include <sstream>
#include <sys/wait.h>
#include <tuple>
#include <unistd.h>
#include <vector>

namespace tournamentcommand_test {

using clitest::boardOf;
using clitest::ScratchCluster;
using clitest::shashki;

namespace {

// The built executable started with `args` (the program's name first), its standard output and
// error going to the files `out` and `err`; its process id.
pid_t spawnShashki(std::vector<std::string> args, const std::string &out, const std::string &err)
{
    std::vector<char *> argv;
    for (std::string &arg : args)
        argv.push_back(arg.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&files, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_t child = 0;
    const int spawned =
        ::posix_spawn(&child, SHASHKI_EXECUTABLE, &files, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    REQUIRE(spawned == 0);
    return child;
}

// The whole text of `file`.
std::string fileText(const std::string &file)
{
    std::ifstream in(file);
    std::stringstream read;
    read << in.rdbuf();
    return read.str();
}

} // namespace

TEST_CASE("a Swiss from the command line: create, enter, pair, results, withdraw, late entry",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    CHECK(shashki({"tournament", "create", "Open", "--system", "swiss", "--rounds", "5",
                   "--tiebreaks", "BH-C1,BH,WIN", "--chief-arbiter", "Иванов И."})
              .out == "created tournament \"Open\" (swiss, 1-0.5-0)\n");
    CHECK(shashki({"tournament", "create", "Open"}).exitCode == 1); // the name is taken
    int number = 0;
    for (const char *name : {"Андреев", "Борисов", "Васильев", "Григорьев", "Дмитриев"}) {
        const std::string rating = std::to_string(2300 - 50 * number++);
        CHECK(
            shashki({"entry", "add", "--tournament", "Open", "--player", name, "--rating", rating})
                .out ==
            "entered " + std::string(name) + " with start number " + std::to_string(number) + "\n");
    }
    CHECK(shashki({"pairings", "--tournament", "Open", "--round", "1"}).out ==
          "Open - round 1\n"
          "Board  White          Black         Result\n"
          "1      Андреев (1)    Васильев (3)\n"
          "2      Григорьев (4)  Борисов (2)\n"
          "3      Дмитриев (5)   bye           bye-1\n");
    CHECK(shashki({"result", "--tournament", "Open", "--round", "1", "--board", "1", "1-0"})
              .exitCode == 0);
    CHECK(shashki({"result", "--tournament", "Open", "--round", "1", "--board", "2", "0-1"})
              .exitCode == 0);
    // Григорьев withdraws; Егоров enters late, his round 1 unplayed.
    CHECK(shashki({"entry", "withdraw", "--tournament", "Open", "--player", "4", "--after-round",
                   "1", "--why", "illness"})
              .out == "Григорьев (No 4) withdrawn after round 1\n");
    CHECK(shashki({"entry", "add", "--tournament", "Open", "--player", "Егоров"}).out ==
          "entered Егоров with start number 6\n");
    const auto second = shashki({"pairings", "--tournament", "Open", "--round", "2"});
    CHECK(second.exitCode == 0);
    CHECK(second.out.find("Григорьев") == std::string::npos);
    CHECK(second.out.find("Егоров (6)") != std::string::npos);
    // A Swiss's crosstable goes round by round: opponent's row, colour, result; Дмитриев's bye,
    // Егоров's round before he entered, round 2 paired without results yet.
    const auto crosstable =
        shashki({"report", "crosstable", "--tournament", "Open", "--format", "csv"});
    CHECK_THAT(crosstable.out,
               Catch::StartsWith("Place,No,Name,Rating,R1,R2,Points,BH-C1,BH,WIN\r\n"));
    CHECK_THAT(crosstable.out, Catch::Contains(",5,Дмитриев,2100,bye1,"));
    CHECK_THAT(crosstable.out, Catch::Contains(",6,Егоров,,-,"));
    CHECK_THAT(crosstable.out, Catch::Contains(",4,Григорьев (withdrew after round 1),2150,"));
    // A bye asked for: Борисов sits out round 1 of a second Swiss with half a point; the odd one
    // left, Григорьев, gets the pairing-allocated bye, a win's points.
    CHECK(shashki({"tournament", "create", "Rapid", "--system", "swiss"}).exitCode == 0);
    for (const char *name : {"Андреев", "Борисов", "Васильев", "Григорьев"})
        CHECK(shashki({"entry", "add", "--tournament", "Rapid", "--player", name}).exitCode == 0);
    CHECK(shashki({"pairings", "--tournament", "Rapid", "--round", "1", "--bye", "2"}).out ==
          "Rapid - round 1\n"
          "Board  White          Black         Result\n"
          "1      Андреев (1)    Васильев (3)\n"
          "2      Григорьев (4)  bye           bye-1\n"
          "3      Борисов (2)    bye           bye-1/2\n");
    CHECK(shashki({"pairings", "--tournament", "Rapid", "--round", "1", "--bye", "3"}).err ==
          "shashki pairings: a bye is asked for before a Swiss round is paired\n");
    CHECK(shashki({"pairings", "--tournament", "Rapid", "--round", "2", "--bye", "9"}).err ==
          "shashki pairings: --bye 9: no such start number\n");
    // How unplayed rounds count is the tournament's: FIDE's rules of 2009 too (migration 0013).
    // Борисов's half-point bye, a virtual opponent: 0 before the round, the other half point.
    CHECK(shashki({"tournament", "change", "Rapid", "--unplayed", "fide-2009"}).exitCode == 0);
    CHECK(shashki({"tournament", "show", "Rapid"})
              .out.rfind("Rapid: swiss, scoring 1-0.5-0, unplayed games: fide-2009, ", 0) == 0);
    CHECK_THAT(
        shashki({"standings", "--tournament", "Rapid", "--tiebreaks", "BH", "--explain", "2"}).out,
        Catch::Contains("  round 1: 0.5 - half-point bye, voluntarily unplayed: a virtual "
                        "opponent (his score before the round, the other result, draws "
                        "after it)\n"));
    CHECK(shashki({"standings", "--tournament", "Rapid", "--unplayed", "fide-2024"}).err ==
          "shashki standings: --unplayed chooses how a --trf file's unplayed rounds count; a "
          "stored tournament's is its own (tournament change --unplayed)\n");

    CHECK(shashki({"tournament", "show", "Open"}).out ==
          "Open: swiss, scoring 1-0.5-0, 5 rounds, unplayed games: fide-2024, withdrawals: fide, "
          "initial colour: white\n"
          "  1. Андреев (2300)\n"
          "  2. Борисов (2250)\n"
          "  3. Васильев (2200)\n"
          "  4. Григорьев (2150), withdrawn after round 1\n"
          "  5. Дмитриев (2100)\n"
          "  6. Егоров\n");
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("shashki entry add: one person is not entered twice", "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"tournament", "create", "T"}).exitCode == 0);
    CHECK(shashki({"entry", "add", "--tournament", "T", "--player", "Васильев В.", "--rating",
                   "1500", "--birth-year", "1980", "--title", "КМС"})
              .out == "entered Васильев В. with start number 1\n");
    const std::string shown = "T: round-robin, scoring 1-0.5-0, unplayed games: fide-2024, "
                              "withdrawals: fide\n  1. Васильев В. (1500)\n";

    // The same name in another case, the same birth year: refused, naming the entry.
    const auto again = shashki(
        {"entry", "add", "--tournament", "T", "--player", " васильев в. ", "--birth-year", "1980"});
    CHECK(again.exitCode == 1);
    CHECK(again.out.empty());
    CHECK(again.err == "shashki entry: Васильев В. (No 1, born 1980, rating 1500) is entered "
                       "already; --different-person enters another player of that name\n");
    // The known player of that name again (no birth year, no rating given): refused as well.
    CHECK(shashki({"entry", "add", "--tournament", "T", "--player", "Васильев В."}).exitCode == 1);
    CHECK(shashki({"tournament", "show", "T"}).out == shown);

    // Another birth year: another person, entered.
    CHECK(shashki({"entry", "add", "--tournament", "T", "--player", "Васильев В.", "--birth-year",
                   "1991"})
              .out == "entered Васильев В. with start number 2\n");
    // Confirmed as another person: entered although everything matches.
    CHECK(shashki({"entry", "add", "--tournament", "T", "--player", "Васильев В.", "--rating",
                   "1500", "--birth-year", "1980", "--different-person"})
              .out == "entered Васильев В. with start number 3\n");
    CHECK(shashki({"tournament", "show", "T"}).out ==
          "T: round-robin, scoring 1-0.5-0, unplayed games: fide-2024, withdrawals: fide\n"
          "  1. Васильев В. (1500)\n  2. Васильев В.\n  3. Васильев В. (1500)\n");
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE(
    "settings fixed after round 1, withdrawals, deletions and unpairing from the command line",
    "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(
        shashki({"tournament", "create", "Open", "--system", "swiss", "--rounds", "3"}).exitCode ==
        0);
    for (const char *name : {"Анна", "Борис", "Вера", "Глеб"})
        REQUIRE(shashki({"entry", "add", "--tournament", "Open", "--player", name}).exitCode == 0);
    REQUIRE(shashki({"pairings", "--tournament", "Open", "--round", "1"}).exitCode == 0);

    // The system shapes the pairings: refused without the chief arbiter's reason, nothing saved.
    const auto locked = shashki({"tournament", "change", "Open", "--system", "round-robin"});
    CHECK(locked.exitCode == 1);
    CHECK(locked.err ==
          "shashki tournament: the system (swiss) shapes the pairings and cannot change to "
          "round-robin once round 1 is paired; only the chief arbiter may change it, stating the "
          "reason (--why REASON)\n");
    CHECK_THAT(shashki({"tournament", "show", "Open"}).out, Catch::StartsWith("Open: swiss,"));
    const auto chief =
        shashki({"tournament", "change", "Open", "--rounds", "5", "--why", "two more rounds"});
    CHECK(chief.exitCode == 0);
    CHECK(chief.out == "number of rounds: 3 -> 5\n");
    CHECK(shashki({"tournament", "change", "Open", "--withdrawal", "russian"}).out ==
          "withdrawal rule: fide -> russian\n");

    // A player paired in round 1 cannot have left before it, nor be deleted.
    const auto early = shashki(
        {"entry", "withdraw", "--tournament", "Open", "--player", "2", "--after-round", "0"});
    CHECK(early.exitCode == 1);
    CHECK(early.err == "shashki entry: Борис (No 2) cannot withdraw after round 0: he is paired in "
                       "round 1; withdraw him after round 1, or unpair that round first\n");
    CHECK(shashki({"entry", "delete", "--tournament", "Open", "--player", "3"}).err ==
          "shashki entry: Вера (No 3) is paired in rounds 1 and cannot be deleted; withdraw the "
          "player instead\n");

    // Round 1 taken back (it has no result), then the withdrawal before it and the deletion work.
    CHECK(shashki({"pairings", "--tournament", "Open", "--round", "1", "--unpair", "--why",
                   "late arrival"})
              .out == "round 1 of Open unpaired\n");
    CHECK(shashki({"entry", "withdraw", "--tournament", "Open", "--player", "2", "--after-round",
                   "0", "--why", "ill"})
              .out == "Борис (No 2) withdrawn after round 0\n");
    CHECK(shashki({"entry", "unwithdraw", "--tournament", "Open", "--player", "2"}).out ==
          "Борис (No 2) is back in the tournament\n");
    CHECK(shashki({"entry", "delete", "--tournament", "Open", "--player", "3", "--why", "twice"})
              .out == "Вера (No 3) deleted from the tournament\n");
    CHECK(shashki({"pairings", "--tournament", "Open", "--round", "2", "--unpair"}).err ==
          "shashki pairings: round 2 is not paired\n");
    const auto show = shashki({"tournament", "show", "Open"});
    CHECK(show.out == "Open: swiss, scoring 1-0.5-0, 5 rounds, unplayed games: fide-2024, "
                      "withdrawals: russian, initial colour: white\n"
                      "  1. Анна\n  2. Борис\n  4. Глеб\n");

    // Глеб withdraws before round 1: he is not paired, and the standings mark him.
    REQUIRE(shashki({"entry", "withdraw", "--tournament", "Open", "--player", "4", "--after-round",
                     "0"})
                .exitCode == 0);
    const auto round1 = shashki({"pairings", "--tournament", "Open", "--round", "1"});
    CHECK(round1.exitCode == 0);
    CHECK(round1.out.find("Анна") != std::string::npos);
    CHECK(round1.out.find("Борис") != std::string::npos);
    CHECK(round1.out.find("Глеб") == std::string::npos);
    CHECK(shashki({"standings", "--tournament", "Open"}).out.find("Глеб (withdrew)") !=
          std::string::npos);
    CHECK(shashki({"standings", "--tournament", "Open", "--json"})
              .out.find("\"name\":\"Глеб\",\"withdrawnAfterRound\":0,") != std::string::npos);

    // Every step is in the decisions log, with what it concerns.
    const auto log = shashki({"log", "--tournament", "Open", "--json"});
    CHECK(log.exitCode == 0);
    for (const char *what :
         {"settings changed: number of rounds 3 -> 5",
          "settings changed: withdrawal rule fide -> russian", "round 1 unpaired",
          "Борис withdrawn after round 0", "Борис back in the tournament",
          "Вера (No 3) deleted from the tournament"})
        CHECK_THAT(log.out, Catch::Contains(std::string("\"what\":\"") + what + "\""));
}

TEST_CASE("Swiss pairing numbers by the initial ranking and a late entry at his rank",
          "[cli][postgresql]")
{
    // Issue 27, point 2: six players entered 1800, 2400, 1900, 2300, 2000, 2200 were paired 1–4,
    // 5–2, 3–6 by the order of entry; a late 2200 became the last number.
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"tournament", "create", "Ranked", "--system", "swiss", "--rounds", "3"})
                .exitCode == 0);
    const std::vector<std::tuple<std::string, std::string, std::string>> entered{
        {"A", "1800", "entered A with start number 1\n"},
        {"B", "2400", "entered B with start number 1; the numbers from 1 on moved up by one\n"},
        {"C", "1900", "entered C with start number 2; the numbers from 2 on moved up by one\n"},
        {"D", "2300", "entered D with start number 2; the numbers from 2 on moved up by one\n"},
        {"E", "2000", "entered E with start number 3; the numbers from 3 on moved up by one\n"},
        {"F", "2200", "entered F with start number 3; the numbers from 3 on moved up by one\n"}};
    for (const auto &[name, rating, said] : entered)
        CHECK(shashki(
                  {"entry", "add", "--tournament", "Ranked", "--player", name, "--rating", rating})
                  .out == said);
    const std::string ranked = "  1. B (2400)\n"
                               "  2. D (2300)\n"
                               "  3. F (2200)\n"
                               "  4. E (2000)\n"
                               "  5. C (1900)\n"
                               "  6. A (1800)\n";
    CHECK_THAT(shashki({"tournament", "show", "Ranked"}).out, Catch::EndsWith(ranked));
    // By hand: A to No 1, the players in between move down by one; then sorted again.
    CHECK(shashki({"entry", "move", "--tournament", "Ranked", "--player", "6", "--to", "1", "--why",
                   "the organiser's wish"})
              .out == "start numbers of Ranked as the arbiter ordered them:\n"
                      "  1. A (1800)\n"
                      "  2. B (2400)\n"
                      "  3. D (2300)\n"
                      "  4. F (2200)\n"
                      "  5. E (2000)\n"
                      "  6. C (1900)\n");
    CHECK(shashki({"entry", "move", "--tournament", "Ranked", "--player", "6", "--to", "7"}).err ==
          "shashki entry: start number 7 is not between 1 and 6\n");
    CHECK(shashki({"entry", "move", "--tournament", "Ranked", "--player", "6"}).exitCode == 2);
    CHECK(shashki({"entry", "sort", "--tournament", "Ranked"}).out ==
          "start numbers of Ranked by the initial ranking:\n" + ranked);
    // The start list to pin up before the draw.
    CHECK_THAT(shashki({"report", "players", "--tournament", "Ranked", "--format", "csv"}).out,
               Catch::EndsWith("No,Name,Title,Club,Rating,Withdrawn after round\r\n"
                               "1,B,,,2400,\r\n2,D,,,2300,\r\n3,F,,,2200,\r\n"
                               "4,E,,,2000,\r\n5,C,,,1900,\r\n6,A,,,1800,\r\n"));
    // Round 1 pairs the top half against the bottom half by the ranking's numbers.
    CHECK(shashki({"pairings", "--tournament", "Ranked", "--round", "1"}).out ==
          "Ranked - round 1\n"
          "Board  White  Black  Result\n"
          "1      B (1)  E (4)\n"
          "2      C (5)  D (2)\n"
          "3      F (3)  A (6)\n");
    for (const char *board : {"1", "2", "3"})
        REQUIRE(
            shashki({"result", "--tournament", "Ranked", "--round", "1", "--board", board, "1-0"})
                .exitCode == 0);
    // A late 2200 goes in at his rank, after F (equal rating and title, later name): No 4.
    CHECK(shashki({"entry", "add", "--tournament", "Ranked", "--player", "G", "--rating", "2200"})
              .out == "entered G with start number 4; the numbers from 4 on moved up by one\n");
    CHECK_THAT(shashki({"tournament", "show", "Ranked"}).out, Catch::EndsWith("  3. F (2200)\n"
                                                                              "  4. G (2200)\n"
                                                                              "  5. E (2000)\n"
                                                                              "  6. C (1900)\n"
                                                                              "  7. A (1800)\n"));
    // Once round 1 is paired the numbers are fixed.
    const auto refused = shashki({"entry", "sort", "--tournament", "Ranked"});
    CHECK(refused.exitCode == 1);
    CHECK(refused.err ==
          "shashki entry: the start numbers of Ranked are fixed: round 1 is paired\n");
    CHECK(shashki({"entry", "draw-lots", "--tournament", "Ranked"}).exitCode == 1);
    // Every change logged with the order given.
    const std::string log = shashki({"log", "--tournament", "Ranked"}).out;
    CHECK_THAT(log, Catch::Contains("F entered with start number 3; the numbers from 3 on moved "
                                    "up by one"));
    CHECK_THAT(log, Catch::Contains("start numbers given by the arbiter: 1. A, 2. B, 3. D, 4. F, "
                                    "5. E, 6. C  — the organiser's wish"));
    CHECK_THAT(log, Catch::Contains("start numbers given by the ranking: 1. B, 2. D, 3. F, 4. E, "
                                    "5. C, 6. A"));
    CHECK_THAT(log, Catch::Contains("G entered with start number 4; the numbers from 4 on moved "
                                    "up by one"));
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("a round robin's start numbers drawn by lot before round 1 and logged",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"tournament", "create", "Table", "--system", "round-robin"}).exitCode == 0);
    // A round robin numbers by entry: a strong player entered last stays last.
    for (const char *name : {"Андреев", "Борисов", "Васильев"})
        CHECK(
            shashki({"entry", "add", "--tournament", "Table", "--player", name, "--rating", "1500"})
                .exitCode == 0);
    CHECK(shashki(
              {"entry", "add", "--tournament", "Table", "--player", "Чемпион", "--rating", "2500"})
              .out == "entered Чемпион with start number 4\n");
    // A number asked for is given, the numbers from it on moving up.
    CHECK(shashki(
              {"entry", "add", "--tournament", "Table", "--player", "Гость", "--start-number", "2"})
              .out == "entered Гость with start number 2; the numbers from 2 on moved up by one\n");
    const auto drawn = shashki({"entry", "draw-lots", "--tournament", "Table"});
    REQUIRE(drawn.exitCode == 0);
    // Five lines numbered 1…5, each player once.
    std::istringstream lines(drawn.out);
    std::string line;
    REQUIRE(std::getline(lines, line));
    CHECK(line == "start numbers of Table drawn by lot:");
    std::multiset<std::string> players;
    for (int number = 1; number <= 5; ++number) {
        REQUIRE(std::getline(lines, line));
        const std::string prefix = "  " + std::to_string(number) + ". ";
        REQUIRE(line.starts_with(prefix));
        players.insert(line.substr(prefix.size(), line.find(" (") - prefix.size()));
    }
    CHECK_FALSE(std::getline(lines, line));
    CHECK(players ==
          std::multiset<std::string>{"Андреев", "Борисов", "Васильев", "Гость", "Чемпион"});
    // The draw is logged with its order, as printed.
    std::string order;
    for (const char *name : {"1. ", "2. ", "3. ", "4. ", "5. "}) {
        const auto at = drawn.out.find(std::string("  ") + name);
        const auto end = drawn.out.find_first_of("(\n", at);
        std::string each = drawn.out.substr(at + 2, end - at - 2);
        while (!each.empty() && each.back() == ' ')
            each.pop_back();
        order += (order.empty() ? "" : ", ") + each;
    }
    CHECK_THAT(shashki({"log", "--tournament", "Table"}).out,
               Catch::Contains("start numbers given by lot: " + order));
    REQUIRE(shashki({"pairings", "--tournament", "Table", "--round", "1"}).exitCode == 0);
    CHECK(shashki({"entry", "draw-lots", "--tournament", "Table"}).err ==
          "shashki entry: the start numbers of Table are fixed: round 1 is paired\n");
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("a command whose connection is cut says so in one line and exits 2 with nothing written",
          "[cli][postgresql]")
{
    // Issue 27, point 1: the server ends the command's connection while it waits for the
    // tournament's lock (as a restart would): one line naming the server, exit 2, no player left.
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"tournament", "create", "Open", "--system", "swiss"}).exitCode == 0);
    const std::string url = db::EmbeddedCluster(dir.path).connectionString();
    auto holder = db::PgConnection::open(url);
    REQUIRE(holder.ok());
    // The lock every entry of the tournament takes (migration 0019), held here.
    REQUIRE(holder->exec("BEGIN").ok());
    REQUIRE(
        holder->exec("SELECT lock_start_numbers(id) FROM tournaments WHERE name = 'Open'").ok());
    const std::string out = (dir.path / "out").string();
    const std::string err = (dir.path / "err").string();
    const pid_t child = spawnShashki({SHASHKI_EXECUTABLE, "entry", "add", "--tournament", "Open",
                                      "--player", "Андреев", "--db", url},
                                     out, err);
    // Its backend waiting for the lock, then ended by the server. (Inside the holder's
    // transaction the activity is read afresh each time: a transaction keeps its first snapshot.)
    std::string waiting;
    for (int tries = 0; tries < 600 && waiting.empty(); ++tries) {
        REQUIRE(holder->exec("SELECT pg_stat_clear_snapshot()").ok());
        const auto found =
            holder->exec("SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND "
                         "pid <> pg_backend_pid()");
        REQUIRE(found.ok());
        if (found->rows() > 0)
            waiting = found->value(0, 0);
        else
            ::usleep(50'000);
    }
    REQUIRE_FALSE(waiting.empty());
    REQUIRE(holder->exec("SELECT pg_terminate_backend($1::integer)", {waiting}).ok());
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    const auto text = fileText;
    INFO(text(err));
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 2);
    CHECK(text(out).empty());
    CHECK(text(err) == "shashki entry: the connection to the database server " +
                           (dir.path / "socket").string() +
                           ":5432 was lost; nothing was changed\n");
    REQUIRE(holder->exec("ROLLBACK").ok());
    const auto players = holder->exec("SELECT count(*) FROM players");
    REQUIRE(players.ok());
    CHECK(players->value(0, 0) == "0");
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("twenty `shashki entry add` at once: start numbers 1…20 in the initial ranking",
          "[cli][postgresql]")
{
    // Issue 13's bug report: some of them failed on the start numbers' unique key and left
    // their player behind. The built executable, twenty processes started together.
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"tournament", "create", "Open", "--system", "swiss"}).exitCode == 0);
    const std::string url = db::EmbeddedCluster(dir.path).connectionString();
    constexpr int clients = 20;
    const auto output = [&dir](int client, const std::string &stream) {
        return (dir.path / (stream + "-" + std::to_string(client))).string();
    };
    std::vector<pid_t> children;
    for (int client = 1; client <= clients; ++client)
        children.push_back(
            spawnShashki({SHASHKI_EXECUTABLE, "entry", "add", "--tournament", "Open", "--player",
                          "Игрок " + std::to_string(client), "--db", url},
                         output(client, "out"), output(client, "err")));
    const auto text = fileText;
    std::vector<std::string> names;
    for (int client = 1; client <= clients; ++client) {
        int status = 0;
        const pid_t child = children[static_cast<std::size_t>(client - 1)];
        REQUIRE(::waitpid(child, &status, 0) == child);
        const std::string out = text(output(client, "out"));
        INFO("client " << client << ": " << out << text(output(client, "err")));
        CHECK(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 0);
        CHECK(text(output(client, "err")).empty());
        const std::string said = "entered Игрок " + std::to_string(client) + " with start number ";
        REQUIRE(out.starts_with(said));
        REQUIRE(out.ends_with("\n"));
        // The number at his rank when he entered (others moved up after it), read whole.
        const std::string_view rest =
            std::string_view(out).substr(said.size(), out.size() - said.size() - 1);
        const std::string_view digits = rest.substr(0, rest.find(';'));
        int number = 0;
        const auto [end, error] =
            std::from_chars(digits.data(), digits.data() + digits.size(), number);
        REQUIRE((error == std::errc() && end == digits.data() + digits.size()));
        CHECK(number >= 1);
        CHECK(number <= client + clients);
        names.push_back("Игрок " + std::to_string(client));
    }
    // Each inserted at his rank under the tournament's lock: the twenty, unrated and untitled,
    // end numbered by name ("Игрок 1", "Игрок 10" … "Игрок 19", "Игрок 2", "Игрок 20" …).
    std::sort(names.begin(), names.end());
    std::string expectedOrder;
    for (const std::string &name : names)
        expectedOrder += (expectedOrder.empty() ? "" : ",") + name;

    // The database: twenty entries numbered 1…20 in the initial ranking, twenty players (none
    // without an entry), and twenty entries logged.
    auto opened = db::PgConnection::open(url);
    REQUIRE(opened.ok());
    const auto counts = opened->exec(
        "SELECT (SELECT count(DISTINCT start_number) FROM entries), "
        "(SELECT min(start_number) FROM entries), (SELECT max(start_number) FROM entries), "
        "(SELECT count(*) FROM players), "
        "(SELECT count(*) FROM players p WHERE NOT EXISTS "
        "(SELECT 1 FROM entries e WHERE e.player_id = p.id)), "
        "(SELECT count(*) FROM decisions WHERE what LIKE '% entered with start number %'), "
        "(SELECT string_agg(p.name, ',' ORDER BY e.start_number) FROM entries e "
        "JOIN players p ON p.id = e.player_id)");
    REQUIRE(counts.ok());
    CHECK(counts->value(0, 6) == expectedOrder);
    CHECK(counts->value(0, 0) == "20");
    CHECK(counts->value(0, 1) == "1");
    CHECK(counts->value(0, 2) == "20");
    CHECK(counts->value(0, 3) == "20");
    CHECK(counts->value(0, 4) == "0");
    CHECK(counts->value(0, 5) == "20");
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("a 100-square tournament from the command line: created, imported, paired, printed",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);

    const auto made = shashki({"tournament", "create", "NK 2003", "--variant", "international"});
    CHECK(made.exitCode == 0);
    CHECK(made.out ==
          "created tournament \"NK 2003\" (round-robin, 1-0.5-0, international draughts)\n");
    CHECK_THAT(shashki({"tournament", "show", "NK 2003"}).out,
               Catch::StartsWith("NK 2003: international draughts (international-fmjd), "
                                 "round-robin, scoring 1-0.5-0"));
    CHECK(shashki({"tournament", "change", "NK 2003", "--variant", "russian"}).err ==
          "shashki tournament: the variant is chosen when the tournament is created\n");

    // Games of another variant are refused, nothing stored.
    const auto russian = shashki(
        {"import", SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn", "--tournament", "NK 2003"});
    CHECK(russian.exitCode == 1);
    CHECK_THAT(russian.err, Catch::EndsWith(":9:4: game 1 cannot be imported: move c3-d4 is not "
                                            "written for the board of International draughts "
                                            "(20); game skipped; nothing was imported\n"));
    const std::string tagged = (dir.path / "tagged.pdn").string();
    std::ofstream(tagged) << "[White \"A\"]\n[Black \"B\"]\n[GameType \"25\"]\n1. c3-d4 *\n";
    CHECK_THAT(shashki({"import", tagged, "--tournament", "NK 2003"}).err,
               Catch::EndsWith(":3:1: game 1 cannot be imported: GameType 25 is Russian draughts "
                               "(25), not International draughts (20); game skipped; nothing "
                               "was imported\n"));

    // The Dutch championship of 2003: 33 games, audited clean; exported as it was read.
    const auto imported =
        shashki({"import", SHASHKI_TEST_DATA_DIR "/pdn/succeed/nk2003-amsterdam.pdn",
                 "--tournament", "NK 2003"});
    CHECK(imported.exitCode == 0);
    CHECK_THAT(imported.out, Catch::StartsWith("imported 33 games, 3268 moves, 15 new players "));
    CHECK_THAT(imported.out, Catch::EndsWith("; 0 findings stored\n"));
    const std::string exported = (dir.path / "nk2003.pdn").string();
    CHECK(shashki({"export", "--tournament", "NK 2003", exported}).exitCode == 0);
    const auto again = shashki({"audit", exported});
    CHECK_THAT(again.out,
               Catch::EndsWith(": 33 games, 0 findings (0 errors, 0 warnings), 0 automatic "
                               "draws\n"));
    CHECK_THAT(again.out, Catch::StartsWith(exported + ": 33 games")); // no finding lines
    std::ifstream back(exported);
    std::string first;
    std::getline(back, first);
    CHECK(first == "[Event \"NK 2003\"]");

    // Standings and the printed game with its 10×10 diagram.
    CHECK_THAT(shashki({"standings", "--tournament", "NK 2003"}).out,
               Catch::Contains("Kees Thijssen"));
    const auto text =
        shashki({"report", "game", "--tournament", "NK 2003", "--game", "1", "--format", "text"});
    CHECK(text.exitCode == 0);
    CHECK_THAT(text.out, Catch::Contains("\n1. 33-29 17-22\n"));
    CHECK_THAT(text.out, Catch::EndsWith("\n41. 36x27\n1/2-1/2\n"));
    const std::string pdf = (dir.path / "game.pdf").string();
    CHECK(shashki({"report", "game", "--tournament", "NK 2003", "--game", "1", "--format", "pdf",
                   "-o", pdf})
              .exitCode == 0);
    CHECK(std::filesystem::file_size(pdf) > 1000);

    // A Swiss of the variant pairs as any other; its blank sheet is the 100-square one.
    REQUIRE(shashki({"tournament", "create", "Open", "--system", "swiss", "--rounds", "5",
                     "--variant", "20"})
                .exitCode == 0);
    for (const char *player : {"P1", "P2", "P3", "P4"})
        REQUIRE(shashki({"entry", "add", "--tournament", "Open", "--player", player}).exitCode ==
                0);
    const auto paired = shashki({"pairings", "--tournament", "Open", "--round", "1"});
    CHECK(paired.exitCode == 0);
    CHECK(boardOf(paired.out, "P1 (1)", "P3 (3)"));
    const std::string sheet = (dir.path / "sheet.pdf").string();
    CHECK(shashki({"report", "gamesheet", "--tournament", "Open", "--round", "1", "--board", "1",
                   "--format", "pdf", "-o", sheet})
              .exitCode == 0);
    CHECK(std::filesystem::file_size(sheet) > 1000);
}

TEST_CASE("English and Italian tournaments from the command line: created, imported, exported, "
          "printed",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);

    const auto made = shashki({"tournament", "create", "Inferno", "--variant", "english"});
    CHECK(made.exitCode == 0);
    CHECK(made.out == "created tournament \"Inferno\" (round-robin, 1-0.5-0, english draughts)\n");
    CHECK_THAT(shashki({"tournament", "show", "Inferno"}).out,
               Catch::StartsWith("Inferno: english draughts (english-wcdf), round-robin"));
    // The Inferno of Checkers' 68 games, audited clean under the WCDF's rules (no GameType: the
    // tournament's variant), exported with GameType 21 and Black's moves opening each number.
    const auto imported = shashki(
        {"import", SHASHKI_TEST_DATA_DIR "/pdn/succeed/inferno.pdn", "--tournament", "Inferno"});
    CHECK(imported.exitCode == 0);
    CHECK_THAT(imported.out, Catch::StartsWith("imported 68 games, 3306 moves, 15 new players "));
    CHECK_THAT(imported.out, Catch::EndsWith("; 0 findings stored\n"));
    const std::string exported = (dir.path / "inferno.pdn").string();
    CHECK(shashki({"export", "--tournament", "Inferno", exported}).exitCode == 0);
    CHECK_THAT(shashki({"audit", exported}).out,
               Catch::EndsWith(": 68 games, 0 findings (0 errors, 0 warnings), 0 automatic "
                               "draws\n"));
    std::ifstream back(exported);
    const std::string text((std::istreambuf_iterator<char>(back)), {});
    CHECK_THAT(text, Catch::Contains("[GameType \"21\"]\n\n1. 11-15 23-18 2. 8-11 27-23 3. 4-8 "
                                     "23-19"));
    const auto game =
        shashki({"report", "game", "--tournament", "Inferno", "--game", "1", "--format", "text"});
    CHECK_THAT(game.out, Catch::Contains("\n1. 11-15 23-18\n2. 8-11 27-23\n"));
    const std::string pdf = (dir.path / "game.pdf").string();
    CHECK(shashki({"report", "game", "--tournament", "Inferno", "--game", "1", "--format", "pdf",
                   "-o", pdf})
              .exitCode == 0);
    CHECK(std::filesystem::file_size(pdf) > 1000);
    // A game of another variant is refused, nothing stored.
    const std::string russian = (dir.path / "russian.pdn").string();
    std::ofstream(russian) << "[White \"A\"]\n[Black \"B\"]\n[GameType \"25\"]\n1. c3-d4 *\n";
    CHECK_THAT(shashki({"import", russian, "--tournament", "Inferno"}).err,
               Catch::EndsWith(":3:1: game 1 cannot be imported: GameType 25 is Russian draughts "
                               "(25), not English checkers (21); game skipped; nothing was "
                               "imported\n"));

    // Italian draughts: the FID's rules, a game of the mirrored board, a blank sheet of a Swiss.
    REQUIRE(shashki({"tournament", "create", "Assoluto", "--system", "swiss", "--rounds", "5",
                     "--variant", "22"})
                .exitCode == 0);
    CHECK_THAT(shashki({"tournament", "show", "Assoluto"}).out,
               Catch::StartsWith("Assoluto: italian draughts (italian-fid), swiss"));
    const std::string italian = (dir.path / "italian.pdn").string();
    std::ofstream(italian) << "[White \"Rossi\"]\n[Black \"Bianchi\"]\n[Round \"1\"]\n"
                              "[Result \"1-0\"]\n[GameType \"22\"]\n"
                              "1. 21-17 10-13 2. 17x10 5x14 1-0\n";
    const auto one = shashki({"import", italian, "--tournament", "Assoluto"});
    CHECK(one.exitCode == 0);
    CHECK_THAT(one.out, Catch::StartsWith("imported 1 game, 4 moves, 2 new players "));
    const std::string sheet = (dir.path / "sheet.pdf").string();
    CHECK(shashki({"report", "gamesheet", "--tournament", "Assoluto", "--round", "1", "--board",
                   "1", "--format", "pdf", "-o", sheet})
              .exitCode == 0);
    CHECK(std::filesystem::file_size(sheet) > 1000);
    // 80-square draughts are not judged: no tournament of them.
    CHECK(shashki({"tournament", "create", "Ten", "--variant", "russian-10x8"}).exitCode == 2);

    // Giveaway: a Russian rule set, games without GameType, the result read reversed.
    const auto given = shashki({"tournament", "create", "Поддавки", "--variant", "giveaway"});
    CHECK(given.exitCode == 0);
    CHECK(given.out == "created tournament \"Поддавки\" (round-robin, 1-0.5-0, giveaway "
                       "draughts)\n");
    CHECK_THAT(shashki({"tournament", "show", "Поддавки"}).out,
               Catch::StartsWith("Поддавки: giveaway draughts (russian-fmjd64), round-robin"));
    const std::string games = SHASHKI_TEST_DATA_DIR "/audit/giveaway.pdn";
    const auto stored = shashki({"import", games, "--tournament", "Поддавки"});
    CHECK(stored.exitCode == 0);
    CHECK_THAT(stored.out, Catch::StartsWith("imported 3 games, 4 moves, 6 new players "));
    CHECK_THAT(stored.out, Catch::EndsWith("; 2 findings stored\n"));
    const std::string givenBack = (dir.path / "giveaway.pdn").string();
    CHECK(shashki({"export", "--tournament", "Поддавки", givenBack}).exitCode == 0);
    std::ifstream givenFile(givenBack);
    const std::string again((std::istreambuf_iterator<char>(givenFile)), {});
    CHECK(again.find("GameType") == std::string::npos);
    CHECK_THAT(again, Catch::Contains("1. c3-d4 e5:c3 1-0"));
    // Game 3 is stored up to its refused move (none), so only game 2's result stays wrong.
    CHECK_THAT(shashki({"audit", givenBack, "--variant", "giveaway"}).out,
               Catch::EndsWith(": 3 games, 1 finding (1 error, 0 warnings), 0 automatic "
                               "draws\n"));
}

TEST_CASE("a tournament of a variant this version does not know is refused, never read as Russian",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"tournament", "create", "Кубок"}).exitCode == 0);
    {
        // As a newer version would store it.
        auto owner = db::PgConnection::open(db::EmbeddedCluster(dir.path).connectionString());
        REQUIRE(owner.ok());
        REQUIRE_FALSE(owner->execScript(
            "ALTER TABLE tournaments DROP CONSTRAINT tournaments_variant_check, DROP CONSTRAINT "
            "tournaments_rule_set_check; UPDATE tournaments SET variant = 'checkers', rule_set = "
            "'checkers-acf'",
            "store a newer variant"));
    }
    const std::string refusal = "tournament 'Кубок' stores the variant 'checkers', which this "
                                "version of shashki does not know; nothing was read or changed (a "
                                "newer version wrote it)\n";
    const auto shown = shashki({"tournament", "show", "Кубок"});
    CHECK(shown.exitCode == 1);
    CHECK(shown.out.empty());
    CHECK(shown.err == "shashki tournament: " + refusal);
    const auto exported =
        shashki({"export", "--tournament", "Кубок", (dir.path / "x.pdn").string()});
    CHECK(exported.exitCode == 1);
    CHECK(exported.err == "shashki export: " + refusal);
    CHECK_FALSE(std::filesystem::exists(dir.path / "x.pdn"));
}

} // namespace tournamentcommand_test
