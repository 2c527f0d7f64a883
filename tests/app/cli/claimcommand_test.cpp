// `shashki claim`: both claim procedures and the automatic rules.
// Run in-process through app::run (clirun.h).
#include "clirun.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

namespace claimcommand_test {

using clitest::shashki;
using clitest::TemporaryDirectory;
using clitest::threeKingsGame;

TEST_CASE("shashki claim: both procedures and the automatic rules", "[cli]")
{
    const TemporaryDirectory dir;
    std::filesystem::create_directories(dir.path);
    const std::string file = (dir.path / "games.pdn").string();
    std::ofstream(file) << threeKingsGame;
    const std::string tb = dir.path.string();

    const auto afterMove = shashki({"claim", file, "--game", "1", "--ply", "8", "--tb-dir", tb});
    CHECK(afterMove.exitCode == 0);
    CHECK(afterMove.out == "game 1 (W – B), after ply 8, white to move, claims threefold\n"
                           "valid: the position after ply 8 stood 3 times (plies 0, 4, 8)\n");

    const auto tooEarly = shashki({"claim", file, "--game", "1", "--ply", "7", "--tb-dir", tb});
    CHECK(tooEarly.exitCode == 1);
    CHECK(tooEarly.out == "game 1 (W – B), after ply 7, black to move, claims threefold\n"
                          "invalid: the position after ply 7 stood 2 times (plies 3, 7)\n");

    const auto written = shashki(
        {"claim", file, "--game", "1", "--ply", "7", "--move", "g3-h4", "--json", "--tb-dir", tb});
    CHECK(written.exitCode == 0);
    CHECK(written.out ==
          "{\"game\":1,\"ply\":7,\"claimant\":\"black\",\"procedure\":\"written-move\",\"rule\":"
          "\"threefold\",\"valid\":true,\"move\":\"g3-h4\",\"moveStands\":false,\"occurrences\":"
          "[0,4,8],\"windowStartPly\":0,\"count\":3,\"limit\":3,\"unit\":\"occurrences\","
          "\"message\":\"valid: after g3-h4 the position stands for the 3rd time (plies 0, 4, 8); "
          "the game is drawn\"}\n");

    const auto stands =
        shashki({"claim", file, "--game", "1", "--ply", "5", "--move", "h4-g3", "--tb-dir", tb});
    CHECK(stands.exitCode == 1);
    CHECK(stands.out == "game 1 (W – B), after ply 5, black to move, claims threefold with the "
                        "written move h4-g3\n"
                        "invalid: after h4-g3 the position would stand for the 2nd time only "
                        "(plies 2, 6); h4-g3 counts as played and the game goes on\n");

    const auto threeKings =
        shashki({"claim", file, "--game", "1", "--rule", "three-kings", "--tb-dir", tb});
    CHECK(threeKings.exitCode == 0);
    CHECK_THAT(threeKings.out, Catch::EndsWith("valid: drawn by three-kings after ply 29 (counted "
                                               "from ply 0: 15 of the 15 own moves needed)\n"));
    const auto counting = shashki(
        {"claim", file, "--game", "1", "--ply", "20", "--rule", "three-kings", "--tb-dir", tb});
    CHECK(counting.exitCode == 1);
    CHECK_THAT(counting.out, Catch::EndsWith("invalid: three-kings is still counting after ply "
                                             "20: 10 of the 15 own moves of the strong side "
                                             "(white) needed, counted from ply 0\n"));

    const auto illegal =
        shashki({"claim", file, "--game", "1", "--ply", "5", "--move", "g3-h4", "--tb-dir", tb});
    CHECK(illegal.exitCode == 2);
    CHECK(illegal.err == "shashki claim: game 1: the written move g3-h4 is not a legal move for "
                         "black after ply 5: there is no piece on g3\n");
    CHECK(shashki({"claim", file, "--game", "3"}).err ==
          "shashki claim: " + file + " has 2 games; there is no game 3\n");
    CHECK(shashki({"claim", file, "--game", "2", "--ply", "6"}).err ==
          "shashki claim: game 2: ply 3 (d4:b6) cannot be played: b6 is occupied by a black man; "
          "the game does not replay to ply 6\n");
    CHECK(shashki({"claim", file}).err ==
          "shashki claim: --game N is required (N = 1 for the first game)\n");
    const auto fifty = shashki({"claim", file, "--game", "1", "--rule", "fifty"});
    CHECK(fifty.exitCode == 2);
    CHECK(fifty.err == "shashki claim: --rule needs threefold, three-kings, kings-only, balance, "
                       "main-road, small-ending, three-pieces, long-diagonal, two-pieces, "
                       "fourfold or forty-moves, not 'fifty'\n");
    const auto otherVariant = shashki({"claim", file, "--game", "1", "--rule", "two-pieces"});
    CHECK(otherVariant.exitCode == 2);
    CHECK(otherVariant.err ==
          "shashki claim: game 1: the rule 'two-pieces' is not one of russian draughts: its rules "
          "are threefold, three-kings, kings-only, balance, main-road and small-ending\n");
    const auto writtenRule = shashki(
        {"claim", file, "--game", "1", "--move", "g7-h8", "--rule", "balance", "--tb-dir", tb});
    CHECK(writtenRule.exitCode == 2);
    CHECK(writtenRule.err == "shashki claim: game 1: a claim with a written move is a claim of "
                             "a position's repetition\n");
}

} // namespace claimcommand_test
