// `shashki game delete`: a stored game deleted with its moves, logged with the reason; the games
// after it move up one number; the board's result stays.
// Run in-process through app::run (clirun.h).
#include "clirun.h"

#include <catch2/catch.hpp>
#include <fstream>

namespace gamecommand_test {

using clitest::ScratchCluster;
using clitest::shashki;

TEST_CASE("shashki game delete: the chief deletes a stored game, logged", "[cli][postgresql]")
{
    const ScratchCluster dir;
    // Three games: two of round 1 (boards by the file's order), one without a round.
    const std::string pdn = (dir.path / "three.pdn").string();
    std::ofstream(pdn) << "[Round \"1\"]\n[White \"Андреев\"]\n[Black \"Борисов\"]\n"
                          "[Result \"1-0\"]\n1. c3-d4 f6-g5 1-0\n\n"
                          "[Round \"1\"]\n[White \"Васильев\"]\n[Black \"Григорьев\"]\n"
                          "[Result \"1/2-1/2\"]\n1. c3-b4 f6-e5 1/2-1/2\n\n"
                          "[White \"Андреев\"]\n[Black \"Васильев\"]\n[Result \"0-1\"]\n"
                          "1. e3-f4 b6-a5 0-1\n";
    REQUIRE(shashki({"import", pdn, "--tournament", "Кубок", "--create"}).exitCode == 0);

    CHECK(shashki({"game", "delete", "--tournament", "Кубок"}).err ==
          "shashki game: expected delete with --tournament NAME and --game N\n");
    CHECK(shashki({"game", "remove", "--tournament", "Кубок", "--game", "1"}).exitCode == 2);
    CHECK(shashki({"game", "delete", "--tournament", "Кубок", "--game", "0"}).exitCode == 2);
    const auto missing = shashki({"game", "delete", "--tournament", "Кубок", "--game", "4"});
    CHECK(missing.exitCode == 1);
    CHECK(missing.err == "shashki game: read game 4: the tournament has no game 4\n");
    CHECK(shashki({"game", "delete", "--tournament", "Кубак", "--game", "1"}).exitCode == 1);

    const auto deleted = shashki(
        {"game", "delete", "--tournament", "Кубок", "--game", "2", "--why", "entered twice"});
    CHECK(deleted.exitCode == 0);
    CHECK(deleted.err.empty());
    CHECK(deleted.out == "deleted game 2: Васильев - Григорьев (round 1, board 2) 1/2-1/2\n");
    // The game without a round is game 2 now; in Russian.
    const auto russian =
        shashki({"game", "delete", "--tournament", "Кубок", "--game", "2", "--language", "ru"});
    CHECK(russian.out == "удалена партия 2: Андреев - Васильев 0-1\n");
    // One game left, as exported.
    const std::string exported = (dir.path / "left.pdn").string();
    CHECK(shashki({"export", "--tournament", "Кубок", exported}).out ==
          "exported 1 game of \"Кубок\" to " + exported + "\n");

    // The log: both deletions, with where, the reason, and what the game was.
    const auto log = shashki({"log", "--tournament", "Кубок", "--json"});
    REQUIRE(log.exitCode == 0);
    CHECK_THAT(log.out,
               Catch::Contains("\"what\":\"game deleted: Васильев - Григорьев, game 1 of board 2 "
                               "of round 1\",\"why\":\"entered twice\""));
    CHECK_THAT(log.out, Catch::Contains("\"what\":\"game deleted: Андреев - Васильев\""));
    const auto logRu = shashki({"log", "--tournament", "Кубок", "--language", "ru"});
    CHECK_THAT(logRu.out, Catch::Contains("партия удалена: Васильев — Григорьев, 1-й тур, доска 2, "
                                          "1-я партия"));
    CHECK_THAT(logRu.out, Catch::Contains("партия удалена: Андреев — Васильев"));
    // The board's result stays: it is the pairing's.
    CHECK_THAT(shashki({"pairings", "--tournament", "Кубок", "--round", "1"}).out,
               Catch::Contains("Григорьев"));
}

} // namespace gamecommand_test
