// The command line of DESIGN.md §6: exact output and exit codes of `shashki perft` and
// `shashki moves`, run in-process through app::run.
#include "app/cli/commandline.h"
#include "app/tournament/endgamefiles.h"
#include "app/tournament/playervalidator.h"
#include "arbiter/notation.h"
#include "arbiter/pdnreader.h"
#include "clirun.h"
#include "db/embeddedcluster.h"
#include "db/migrator.h"
#include "db/pgconnection.h"

#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <charconv>
#include <chrono>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <spawn.h>
#include <sstream>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using clitest::shashki;
using clitest::TemporaryDirectory;

TEST_CASE("shashki perft prints one line per depth", "[cli]")
{
    const auto result = shashki({"perft", "--depth", "4"});
    CHECK(result.exitCode == 0);
    CHECK(result.out == "perft 1 7\nperft 2 49\nperft 3 302\nperft 4 1469\n");
    CHECK(result.err.empty());
}

TEST_CASE("shashki perft --divide and --paths", "[cli]")
{
    const auto divide = shashki({"perft", "--depth", "2", "--divide"});
    CHECK(divide.exitCode == 0);
    CHECK(divide.out == "perft 1 7\nperft 2 49\n"
                        "a3-b4 7\nc3-b4 7\nc3-d4 7\ne3-d4 7\ne3-f4 7\ng3-f4 7\ng3-h4 7\n");

    const auto unique = shashki({"perft", "--fen", "W:WKd2:Bc5,e5,c3,e3", "--depth=1"});
    CHECK(unique.out == "perft 1 3\n");
    const auto paths =
        shashki({"perft", "--fen", "W:WKd2:Bc5,e5,c3,e3", "--depth", "1", "--paths"});
    CHECK(paths.out == "perft 1 4\n");

    const auto stats = shashki({"perft", "--depth", "3", "--stats"});
    CHECK(stats.out == "perft 1 7\nperft 2 49\nperft 3 302\n");
    CHECK_THAT(stats.err,
               Catch::Contains("depth 3: 302 leaves in") && Catch::Contains("million leaves/s"));
}

TEST_CASE("shashki moves lists the legal moves in written notation", "[cli]")
{
    const auto text = shashki({"moves"});
    CHECK(text.exitCode == 0);
    CHECK(text.out == "a3-b4\nc3-b4\nc3-d4\ne3-d4\ne3-f4\ng3-f4\ng3-h4\n");

    const auto json = shashki({"moves", "--fen", "W:Wh6:Bg7,c5,d2", "--json"});
    CHECK(json.exitCode == 0);
    CHECK(json.out == "[\n{\"move\":\"h6:e1\",\"from\":\"h6\",\"to\":\"e1\","
                      "\"captures\":[\"g7\",\"c5\",\"d2\"],\"promotes\":true}\n]\n");

    const auto quiet = shashki({"moves", "--fen", "B:WKh2:Bb6", "--json"});
    CHECK(quiet.out == "[\n"
                       "{\"move\":\"b6-a5\",\"from\":\"b6\",\"to\":\"a5\",\"captures\":[],"
                       "\"promotes\":false},\n"
                       "{\"move\":\"b6-c5\",\"from\":\"b6\",\"to\":\"c5\",\"captures\":[],"
                       "\"promotes\":false}\n]\n");

    // Where two captures share start and end, the landing squares tell them apart.
    const auto circle = shashki({"moves", "--fen", "W:WKd2:Bc5,e5,c3,e3"});
    CHECK(circle.out == "d2:c1\nd2:d2\nd2:e1\n");

    const auto none = shashki({"moves", "--fen", "W:W:Bc3", "--json"});
    CHECK(none.exitCode == 0);
    CHECK(none.out == "[]\n");
}

TEST_CASE("shashki perft and moves --variant: International and Brazilian draughts", "[cli]")
{
    // The published first depths (tests/data/perft-variants.md); --divide adds up to depth 5.
    const auto international =
        shashki({"perft", "--variant", "international", "--depth", "5", "--divide"});
    CHECK(international.exitCode == 0);
    CHECK(international.out == "perft 1 9\nperft 2 81\nperft 3 658\nperft 4 4265\nperft 5 27117\n"
                               "31-26 3873\n31-27 2585\n32-27 2616\n32-28 2725\n33-28 2740\n"
                               "33-29 2754\n34-29 2625\n34-30 3678\n35-30 3521\n");
    CHECK(shashki({"perft", "--variant", "26", "--depth", "5"}).out ==
          "perft 1 7\nperft 2 49\nperft 3 302\nperft 4 1469\nperft 5 7473\n");
    CHECK(shashki({"perft", "--variant", "russian", "--depth", "5"}).out ==
          "perft 1 7\nperft 2 49\nperft 3 302\nperft 4 1469\nperft 5 7482\n");

    // The majority rule: of the man's three captures only the two of two pieces.
    const auto majority =
        shashki({"moves", "--variant", "international", "--fen", "W:W28:B11,14,23,K22", "--json"});
    CHECK(majority.exitCode == 0);
    CHECK(majority.out ==
          "[\n{\"move\":\"28x6\",\"from\":\"28\",\"to\":\"6\",\"captures\":[\"11\",\"22\"],"
          "\"promotes\":false},\n"
          "{\"move\":\"28x10\",\"from\":\"28\",\"to\":\"10\",\"captures\":[\"14\",\"23\"],"
          "\"promotes\":false}\n]\n");
    // Two captures with the same ends: written with the squares landed on.
    CHECK(shashki({"moves", "--variant", "brazilian", "--fen", "W:WKb2:Bb6,d4,d6,e7"}).out ==
          "25x11x2x13\n25x15x6x13\n");

    const auto unknown = shashki({"moves", "--variant", "frisian"});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.err == "shashki moves: --variant needs russian, brazilian or international (or "
                         "the PDN GameType 25, 26 or 20), not 'frisian'\n");
    const auto badFen =
        shashki({"perft", "--variant", "international", "--fen", "W:W51", "--depth", "1"});
    CHECK(badFen.exitCode == 2);
    CHECK(badFen.err == "shashki perft: bad FEN at column 4: a square number must be 1…50\n");
}

TEST_CASE("shashki reports bad input on one line with exit code 2", "[cli]")
{
    const auto badFen = shashki({"moves", "--fen", "W:Wb1"});
    CHECK(badFen.exitCode == 2);
    CHECK(badFen.out.empty());
    CHECK(
        badFen.err ==
        "shashki moves: bad FEN at column 4: b1 is a light square; pieces stand on dark squares\n");

    const auto perftFen = shashki({"perft", "--fen", "X:W21-32", "--depth", "1"});
    CHECK(perftFen.exitCode == 2);
    CHECK(perftFen.err == "shashki perft: bad FEN at column 1: expected the side to move, W or B, "
                          "found 'X'\n");

    CHECK(shashki({"perft"}).err == "shashki perft: --depth N is required\n");
    CHECK(shashki({"perft", "--depth", "0"}).exitCode == 2);
    CHECK(shashki({"perft", "--depth", "x3"}).err ==
          "shashki perft: --depth needs a number of plies from 1 to 30, not 'x3'\n");
    CHECK(shashki({"perft", "--depth", "3", "--bogus"}).err ==
          "shashki perft: unknown option --bogus\n");
    CHECK(shashki({"moves", "--json", "--json"}).err ==
          "shashki moves: option --json given twice\n");
    CHECK(shashki({"moves", "--fen"}).err == "shashki moves: option --fen needs a value\n");
    CHECK(shashki({"moves", "extra"}).err == "shashki moves: unexpected argument 'extra'\n");
    CHECK(shashki({"moves", "-x"}).err == "shashki moves: unknown option -x\n");
    CHECK(shashki({"frobnicate"}).exitCode == 2);
    CHECK(shashki({"frobnicate"}).err ==
          "shashki: unknown command 'frobnicate'; see shashki --help\n");
    CHECK(shashki({}).exitCode == 2);
}

TEST_CASE("shashki --help and --version", "[cli]")
{
    const auto help = shashki({"--help"});
    CHECK(help.exitCode == 0);
    CHECK_THAT(help.out, Catch::StartsWith("Usage: shashki COMMAND [OPTIONS]") &&
                             Catch::Contains("perft [--fen FEN] --depth N"));
    const auto version = shashki({"--version"});
    CHECK(version.exitCode == 0);
    CHECK(version.out == "shashki " SHASHKI_VERSION "\n");
    CHECK(shashki({"perft", "--help"}).exitCode == 0);
    CHECK(shashki({"moves", "--help"}).out ==
          "Usage: shashki moves [--variant russian|brazilian|international] [--fen FEN] "
          "[--json]\n");
}

namespace {

// A fresh directory under the system's temporary directory, removed at the end of the scope.
} // namespace

TEST_CASE("shashki tb build, probe and verify", "[cli]")
{
    const TemporaryDirectory dir;
    const std::string where = dir.path.string();

    const auto built = shashki({"tb", "build", "--pieces", "3", "--dir", where});
    CHECK(built.exitCode == 0);
    CHECK_THAT(built.out, Catch::StartsWith("endgame database in " + where + ", up to 3 pieces\n"));
    CHECK_THAT(built.out, Catch::Contains("w0m1k-b0m1k  built  992 positions: 194 wins, 796 "
                                          "draws, 2 losses; longest 3 plies; "));
    CHECK_THAT(built.out, Catch::Contains("w0m2k-b0m1k  built  14880 positions: "));
    CHECK(std::filesystem::file_size(dir.path / "w0m1k-b0m1k.shtb") == 64 + 992);
    CHECK(std::count(built.out.begin(), built.out.end(), '\n') == 1 + 16 + 1);

    // A second build finds everything in place.
    const auto again = shashki({"tb", "build", "--pieces", "3", "--dir", where});
    CHECK(again.exitCode == 0);
    CHECK(std::count(again.out.begin(), again.out.end(), '\n') == 2);

    CHECK(shashki({"tb", "probe", "W:WKa1:BKc3", "--dir", where}).out == "win in 1\n");
    CHECK(shashki({"tb", "probe", "W:WKa1:BKh8", "--dir", where}).out == "loss in 2\n");
    CHECK(shashki({"tb", "probe", "W:WKc1,Ke1:BKh4", "--dir", where}).out == "draw\n");
    CHECK(shashki({"tb", "probe", "--dir", where, "B:WKh8:BKa1"}).out == "loss in 2\n");

    const auto unknown = shashki({"tb", "probe", "W:WKa1,Kc1:BKh6,Kh8", "--dir", where});
    CHECK(unknown.exitCode == 1);
    CHECK(unknown.out == "unknown\n");
    CHECK(unknown.err == "shashki tb probe: unknown — database for 4 pieces not built "
                         "(w0m2k-b0m2k.shtb is missing)\n");

    const auto verified = shashki({"tb", "verify", "--pieces", "3", "--dir", where});
    CHECK(verified.exitCode == 0);
    CHECK_THAT(verified.out, Catch::StartsWith("w0m1k-b0m1k  ok, 992 positions\n"));

    // Damage one byte of a table: verify names the file and fails.
    {
        std::fstream file(dir.path / "w1m0k-b0m1k.shtb",
                          std::ios::in | std::ios::out | std::ios::binary);
        file.seekp(64 + 10);
        file.put('\x07');
    }
    const auto damaged = shashki({"tb", "verify", "--pieces", "3", "--dir", where});
    CHECK(damaged.exitCode == 1);
    CHECK_THAT(damaged.out, Catch::Contains("w1m0k-b0m1k  FAILED: w1m0k-b0m1k.shtb: checksum "
                                            "mismatch: the file is damaged\n"));
    CHECK(damaged.err == "shashki tb verify: the endgame database in " + where + " has errors\n");

    const auto badFen = shashki({"tb", "probe", "W:Wz9", "--dir", where});
    CHECK(badFen.exitCode == 2);
    CHECK(badFen.err == "shashki tb probe: bad FEN at column 4: expected a square (a1…h8 or 1…32), "
                        "found 'z'\n");
    CHECK(shashki({"tb", "build", "--pieces", "9"}).err ==
          "shashki tb: --pieces needs a number of pieces from 2 to 6, not '9'\n");
    CHECK(shashki({"tb", "probe"}).err == "shashki tb probe: expected a FEN\n");
    CHECK(shashki({"tb", "shrink"}).exitCode == 2);
    CHECK(shashki({"tb", "--help"}).exitCode == 0);
}

TEST_CASE("the endgame directory: --dir, SHASHKI_TB_DIR, XDG_DATA_HOME, HOME", "[cli]")
{
    // Set an environment variable for the rest of the scope, then put back what was there.
    struct ScopedVariable
    {
        ScopedVariable(const char *name, const char *value) : m_name(name)
        {
            if (const char *old = std::getenv(name))
                m_old = old;
            value ? ::setenv(name, value, 1) : ::unsetenv(name);
        }
        ~ScopedVariable() { m_old ? ::setenv(m_name, m_old->c_str(), 1) : ::unsetenv(m_name); }
        const char *m_name;
        std::optional<std::string> m_old;
    };
    {
        const ScopedVariable tb("SHASHKI_TB_DIR", "/tmp/tb-env");
        CHECK(app::EndgameFiles::resolveDirectory("/tmp/tb-option") == "/tmp/tb-option");
        CHECK(app::EndgameFiles::resolveDirectory(std::nullopt) == "/tmp/tb-env");
    }
    const ScopedVariable tb("SHASHKI_TB_DIR", nullptr);
    {
        const ScopedVariable xdg("XDG_DATA_HOME", "/tmp/xdg");
        CHECK(app::EndgameFiles::resolveDirectory(std::nullopt) == "/tmp/xdg/shashki/endgame");
    }
    const ScopedVariable xdg("XDG_DATA_HOME", nullptr);
    const ScopedVariable home("HOME", "/home/judge");
    CHECK(app::EndgameFiles::resolveDirectory(std::nullopt) ==
          "/home/judge/.local/share/shashki/endgame");
}

namespace {

// Three kings against a lone king that stays off the main road; White's 15th own move draws.
constexpr std::string_view threeKingsGame =
    "[Event \"three kings\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n"
    "[FEN \"W:WKa1,Ka3,Kc1:BKh4\"]\n\n"
    "1. a1-b2 h4-g3 2. b2-a1 g3-h4 3. a1-b2 h4-g3 4. b2-a1 g3-h4 5. a1-b2 h4-g3\n"
    "6. b2-a1 g3-h4 7. a1-b2 h4-g3 8. b2-a1 g3-h4 9. a1-b2 h4-g3 10. b2-a1 g3-h4\n"
    "11. a1-b2 h4-g3 12. b2-a1 g3-h4 13. a1-b2 h4-g3 14. b2-a1 g3-h4 15. a1-b2 1-0\n"
    "\n[White \"X\"]\n[Black \"Y\"]\n\n1. c3-d4 d6-c5 2. d4:b6 a7:c5 3. b2-c3 c5-b3 *\n";

} // namespace

TEST_CASE("shashki audit: findings and draws, human and JSON", "[cli]")
{
    const TemporaryDirectory dir;
    std::filesystem::create_directories(dir.path);
    const std::string file = (dir.path / "games.pdn").string();
    std::ofstream(file) << threeKingsGame;

    const auto human = shashki({"audit", file, "--tb-dir", dir.path.string()});
    CHECK(human.exitCode == 1);
    const std::string lines = human.out;
    CHECK_THAT(lines, Catch::Contains(file + ":9:69: game 1 (W – B), move 15.a1-b2: draw: "
                                             "three-kings (automatic) after ply 29, counted from "
                                             "ply 0: 15 of 15 own moves\n"));
    CHECK_THAT(lines, Catch::Contains(file + ":9:75: game 1 (W – B): result mismatch: recorded "
                                             "1-0, but the game was drawn by three-kings after "
                                             "ply 29\n"));
    CHECK_THAT(lines, Catch::Contains(file + ":7:55: game 1 (W – B), move 4…g3-h4: draw: "
                                             "threefold (claimable) after ply 8, the position "
                                             "stood at plies 0 4 8\n"));
    CHECK_THAT(lines, Catch::Contains(file + ":14:19: game 2 (X – Y), move 2.d4:b6: illegal: b6 "
                                             "is occupied by a black man\n"));
    CHECK_THAT(lines, Catch::EndsWith(file + ": 2 games, 2 findings (2 errors, 0 warnings), 1 "
                                             "automatic draws\n"));

    const auto json = shashki({"audit", file, "--json", "--tb-dir", dir.path.string()});
    CHECK(json.exitCode == 1);
    CHECK_THAT(json.out, Catch::StartsWith(
                             "{\"games\":[\n{\"index\":1,\"tags\":{\"Event\":"
                             "\"three kings\",\"White\":\"W\",\"Black\":\"B\","
                             "\"Result\":\"1-0\",\"FEN\":\"W:WKa1,Ka3,Kc1:BKh4\"},"
                             "\"result\":\"1-0\",\"plies\":29,\"ruleSet\":"
                             "\"russian-fmjd64\",\"variant\":\"russian\",\"findings\":[{\"ply\":29,"
                             "\"code\":"
                             "\"RESULT_MISMATCH\""));
    CHECK_THAT(json.out, Catch::Contains("{\"ply\":29,\"rule\":\"three-kings\",\"kind\":"
                                         "\"automatic\",\"windowStartPly\":0,\"count\":15,"
                                         "\"limit\":15,\"unit\":\"own moves\"}],\"final\":{\"fen\":"
                                         "\"B:WKa3,Kb2,Kc1:BKh4\",\"sideToMoveHasMoves\":true}}"));
    CHECK_THAT(json.out, Catch::Contains("{\"ply\":3,\"moveNumber\":2,\"side\":\"white\",\"text\":"
                                         "\"d4:b6\",\"code\":\"ILLEGAL_MOVE\",\"severity\":"
                                         "\"error\",\"message\":\"b6 is occupied by a black man\","
                                         "\"line\":14,\"column\":19,\"candidates\":[]}"));
    CHECK_THAT(json.out, Catch::EndsWith("}\n]}\n"));

    const auto clean = shashki({"audit", SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn"});
    CHECK(clean.exitCode == 0);
    CHECK_THAT(clean.out, Catch::EndsWith(": 153 games, 0 findings (0 errors, 0 warnings), 0 "
                                          "automatic draws\n"));

    // 7.2.9: without an increment, the main-road configuration of the first game of this
    // fixture is a draw at once when its position is not won (the endgame database decides);
    // with no database here the verdict is unknown.
    const auto noIncrement =
        shashki({"audit", SHASHKI_TEST_DATA_DIR "/audit/main-road-no-increment.pdn",
                 "--no-increment-clock", "--json", "--tb-dir", dir.path.string()});
    CHECK(noIncrement.exitCode == 0);
    CHECK_THAT(noIncrement.out, Catch::Contains("\"rule\":\"main-road\",\"kind\":\"automatic\","
                                                "\"windowStartPly\":2,\"count\":0,\"limit\":5,"
                                                "\"unit\":\"own moves\",\"verdict\":\"unknown\""));

    CHECK(shashki({"audit"}).err == "shashki audit: expected a PDN file\n");
    CHECK(shashki({"audit", file, "--rules", "dutch"}).err ==
          "shashki audit: --rules needs russian-fmjd64 or russian-2010, not 'dutch'\n");
    CHECK(shashki({"audit", "/no/such/file.pdn"}).exitCode == 2);
}

TEST_CASE("shashki audit --variant: International and Brazilian games", "[cli]")
{
    // The GameType tags choose: the FMJD draw, the majority capture, the unsupported GameType.
    const auto tagged = shashki({"audit", SHASHKI_TEST_DATA_DIR "/audit/variants.pdn"});
    CHECK(tagged.exitCode == 1);
    CHECK_THAT(tagged.out,
               Catch::Contains(":36:4: game 5 (? – ?), move 1.28x19: illegal: it takes 1 piece "
                               "where 2 can be taken: the capture of the most pieces is "
                               "compulsory (22x8)\n"));
    CHECK_THAT(tagged.out, Catch::EndsWith("variants.pdn: 7 games, 5 findings (5 errors, 0 "
                                           "warnings), 1 automatic draws\n"));
    const auto json = shashki({"audit", SHASHKI_TEST_DATA_DIR "/audit/variants.pdn", "--json"});
    CHECK_THAT(json.out, Catch::Contains("\"ruleSet\":\"international-fmjd\",\"variant\":"
                                         "\"international\""));
    CHECK_THAT(json.out, Catch::Contains("{\"ply\":10,\"rule\":\"two-pieces\",\"kind\":"
                                         "\"automatic\",\"windowStartPly\":0,\"count\":10,"
                                         "\"limit\":10,\"unit\":\"plies\"}"));

    // Games without GameType are of --variant: schildpad.pdn is International.
    const std::string schildpad = SHASHKI_TEST_DATA_DIR "/pdn/succeed/schildpad.pdn";
    const auto asRussian = shashki({"audit", schildpad});
    CHECK_THAT(asRussian.out, Catch::EndsWith(": 34 games, 34 findings (34 errors, 0 warnings), "
                                              "0 automatic draws\n"));
    for (const char *variant : {"international", "20"}) {
        const auto asInternational = shashki({"audit", schildpad, "--variant", variant});
        CHECK(asInternational.exitCode == 1);
        CHECK_THAT(asInternational.out,
                   Catch::EndsWith(": 34 games, 2 findings (0 errors, 2 warnings), 0 automatic "
                                   "draws\n"));
    }
    CHECK(shashki({"audit", schildpad, "--variant", "frisian"}).err ==
          "shashki audit: --variant needs russian, brazilian or international (or the PDN "
          "GameType 25, 26 or 20), not 'frisian'\n");

    // Claims on the FMJD rules.
    const std::string variants = SHASHKI_TEST_DATA_DIR "/audit/variants.pdn";
    const auto drawn = shashki({"claim", variants, "--game", "1", "--rule", "two-pieces"});
    CHECK(drawn.exitCode == 0);
    CHECK(drawn.out == "game 1 (? – ?), after ply 12, white to move, claims two-pieces\n"
                       "valid: drawn by two-pieces after ply 10 (counted from ply 0: 10 of the 10 "
                       "plies needed)\n");
    const auto written =
        shashki({"claim", variants, "--game", "1", "--ply", "7", "--move", "9-3", "--json"});
    CHECK(written.exitCode == 0);
    CHECK_THAT(written.out, Catch::StartsWith("{\"game\":1,\"ply\":7,\"claimant\":\"black\","
                                              "\"procedure\":\"written-move\",\"rule\":"
                                              "\"threefold\",\"valid\":true,\"move\":\"9-3\","
                                              "\"moveStands\":false,\"occurrences\":[0,4,8]"));
    // A tagless game of --variant.
    const auto tagless =
        shashki({"claim", schildpad, "--game", "1", "--rule", "kings-only", "--variant", "20"});
    CHECK(tagless.exitCode == 1);
    CHECK_THAT(tagless.out, Catch::Contains("kings-only"));
    CHECK(shashki({"claim", variants, "--game", "1", "--rule", "balance"}).err ==
          "shashki claim: game 1: unknown rule 'balance'; the rules of international draughts "
          "are threefold, kings-only, three-pieces, long-diagonal and two-pieces\n");

    // The endgame database is Russian: a 10×10 position is unknown, and why.
    const auto probe = shashki({"tb", "probe", "W:WK47,K48:BK3", "--variant", "international"});
    CHECK(probe.exitCode == 1);
    CHECK(probe.out == "unknown\n");
    CHECK(probe.err == "shashki tb probe: the endgame database holds Russian draughts only; the "
                       "FMJD draw rules of international draughts count moves and ask it for no "
                       "verdict\n");
    CHECK(shashki({"tb", "probe", "W:WK51:BK3", "--variant", "international"}).exitCode == 2);
    CHECK(shashki({"tb", "build", "--variant", "brazilian"}).exitCode == 2);
}

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
    CHECK(shashki({"claim", file, "--game", "1", "--rule", "fifty"}).exitCode == 2);
}

TEST_CASE("shashki db: the embedded cluster on demand, migrations, backup and restore", "[cli]")
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
                          "database: 16 migrations applied, 0 pending\n");
    CHECK(migrated.err.empty());
    CHECK(shashki({"db", "status"}).out == "embedded PostgreSQL in " + where + ": stopped\n");

    CHECK(shashki({"db", "start"}).out == "embedded PostgreSQL running in " + where + "\n");
    CHECK(shashki({"db", "status"}).out == "embedded PostgreSQL in " + where +
                                               ": running\ndatabase: 16 migrations applied, 0 "
                                               "pending\n");
    const std::string backup = (dir.path / "backup.dump").string();
    CHECK(shashki({"db", "backup", backup}).out == "backed up to " + backup + "\n");
    CHECK(std::filesystem::file_size(backup) > 1000);
    // The database holds no rows: empty enough to restore into.
    CHECK(shashki({"db", "restore", backup}).out ==
          "restored from " + backup + ": 0 rows into 10 tables, schema at migration " +
              db::Migrator::bundled().back().name + "\n");
    CHECK(shashki({"db", "migrate"}).out == "database: 16 migrations applied, 0 pending\n");
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
          "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
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
                              ": 8938 rows into 10 tables, schema at migration " +
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
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("shashki import and export: the USSR championship, all or nothing", "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    const std::string ussr = SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn";

    const auto missing = shashki({"import", ussr, "--tournament", "USSR 1950"});
    CHECK(missing.exitCode == 1);
    CHECK(missing.err == "shashki import: there is no tournament named 'USSR 1950' (add "
                         "--create to make it)\n");

    const auto imported = shashki({"import", ussr, "--tournament", "USSR 1950", "--create"});
    CHECK(imported.exitCode == 0);
    // 153 games of 18 players; 8730 moves, every move token of the file.
    CHECK_THAT(imported.out, Catch::StartsWith("imported 153 games, 8730 moves, 18 new players "
                                               "into \"USSR 1950\" in "));
    CHECK_THAT(imported.out, Catch::EndsWith("; 0 findings stored\n"));

    // A file with a game that is not Russian draughts in the middle: nothing of it is stored.
    const std::string mixed = (dir.path / "mixed.pdn").string();
    {
        std::ifstream source(ussr, std::ios::binary);
        std::stringstream games;
        games << source.rdbuf();
        std::ofstream(mixed) << "[White \"Новый А.\"]\n[Black \"Новый Б.\"]\n1. c3-d4 d6-c5 1-0\n\n"
                             << "[GameType \"20\"]\n1. 32-28 19-23 *\n\n"
                             << games.str();
    }
    const auto refused = shashki({"import", mixed, "--tournament", "USSR 1950"});
    CHECK(refused.exitCode == 1);
    CHECK(refused.err ==
          "shashki import: " + mixed +
              ":5:1: game 2 cannot be imported: GameType 20 is International draughts "
              "(20), not Russian draughts (25); game skipped; nothing was "
              "imported\n");

    const std::string nameless = (dir.path / "nameless.pdn").string();
    std::ofstream(nameless) << "[White \"A\"]\n1. c3-d4 *\n";
    CHECK(shashki({"import", nameless, "--tournament", "USSR 1950"}).err ==
          "shashki import: " + nameless +
              ":1:1: game 1 has no Black player (its [Black] tag); nothing was imported\n");

    // Export gives back the 153 games, move by move, and nothing from the refused files.
    const std::string exported = (dir.path / "export.pdn").string();
    CHECK(shashki({"export", "--tournament", "USSR 1950", exported}).out ==
          "exported 153 games of \"USSR 1950\" to " + exported + "\n");
    std::ifstream original(ussr, std::ios::binary);
    std::ifstream back(exported, std::ios::binary);
    arbiter::PdnReader originalReader(original);
    arbiter::PdnReader backReader(back);
    int games = 0;
    while (const auto game = originalReader.next()) {
        const auto again = backReader.next();
        REQUIRE(again);
        ++games;
        INFO("game " << games);
        CHECK(again->tag("White") == game->tag("White"));
        CHECK(again->tag("Black") == game->tag("Black"));
        CHECK(again->result == game->result);
        REQUIRE(again->moves.size() == game->moves.size());
        arbiter::Position a = arbiter::Position::initial();
        arbiter::Position b = arbiter::Position::initial();
        for (std::size_t i = 0; i < game->moves.size(); ++i) {
            const auto moveA = arbiter::Notation::parse(game->moves[i].text, a);
            const auto moveB = arbiter::Notation::parse(again->moves[i].text, b);
            REQUIRE(moveA.ok());
            REQUIRE(moveB.ok());
            CHECK(moveA->sameMove(*moveB));
            a = a.after(*moveA);
            b = b.after(*moveB);
        }
    }
    CHECK(games == 153);
    CHECK_FALSE(backReader.next());

    // The standings of the championship: the points of all 18 players, counted from the file's
    // results (153 games: 22 won by White, 20 by Black, 111 drawn), and Куперман first. Points,
    // wins and SB checked against a separate count over the file's tags (a Python script).
    const auto standings = shashki({"standings", "--tournament", "USSR 1950"});
    CHECK(standings.exitCode == 0);
    CHECK(standings.out == "USSR 1950 - standings (1-\xC2\xBD-0; tie-breaks: WIN, SB, DE)\n"
                           "Place  No  Name              Points  Games  WIN  SB     DE\n"
                           "1      9   Куперман И.       11.5    17     6    92.75  -\n"
                           "2      4   Коган М           10.5    17     4    86.75  -\n"
                           "3      1   Блиндер Б.        10.5    17     4    86     -\n"
                           "4      6   Тюнев Е.          9.5     17     4    77     -\n"
                           "5      3   Коршунов Д.       9.5     17     3    80.75  -\n"
                           "6      10  Циценоветский М.  9       17     3    75.25  -\n"
                           "7      13  Блиндер С.        9       17     3    74.25  -\n"
                           "8      17  Каплан В.         9       17     2    73.75  -\n"
                           "9      7   Потапов Л         8.5     17     2    70.75  -\n"
                           "10     14  Романов В.А.      8.5     17     2    68.75  -\n"
                           "11     12  Романов В.Н.      8       17     3    64     -\n"
                           "12     5   Петров С.         8       17     1    69     -\n"
                           "13     15  Коврижкин А.      7.5     17     2    60.25  -\n"
                           "14     2   Миротин Б.        7.5     17     1    62.25  -\n"
                           "15     18  Шутилкин Н.       7.5     17     0    62.5   -\n"
                           "16     8   Берак А.          7       17     2    56.25  -\n"
                           "17     16  Шмидт Ю.          6.5     17     0    56     -\n"
                           "18     11  Хейф А.           5.5     17     0    45.75  -\n");
    const auto json =
        shashki({"standings", "--tournament", "USSR 1950", "--json", "--tiebreaks", "BH,BH-T"});
    CHECK_THAT(json.out, Catch::Contains("{\"place\":1,\"placeLast\":1,\"startNumber\":9,"
                                         "\"name\":\"Куперман И.\",\"points\":11.5,\"games\":17,"
                                         "\"tieBreaks\":{\"BH\":141.5,\"BH-T\":[141.5,"));
    CHECK(shashki({"standings", "--tournament", "USSR 1950", "--after-round", "3"}).err ==
          "shashki standings: the games of USSR 1950 carry no round numbers: there are no "
          "standings after a round\n");
    CHECK(shashki({"standings", "--tournament", "Nowhere"}).err ==
          "shashki standings: there is no tournament named 'Nowhere'\n");

    // The printed crosstable: as text, and as a one-page A4 PDF with every player's name.
    const auto crosstable =
        shashki({"report", "crosstable", "--tournament", "USSR 1950", "--format", "text"});
    CHECK(crosstable.exitCode == 0);
    CHECK_THAT(
        crosstable.out,
        Catch::StartsWith(
            "USSR 1950\nCrosstable\n"
            "Place  No  Name              1  2  3  4  5  6  7  8  9  10  11  12  13  14  15 "
            " 16  17  18  Points  WIN     SB  DE\n"
            "    1   9  Куперман И.       \xC3\x97  =  =  =  =  =  =  =  =   1   1   =   =   1   "
            "1   1   =   1     11\xC2\xBD    6  92.75   -\n"));
    // The other style writes a draw as ½.
    CHECK(shashki({"report", "crosstable", "--tournament", "USSR 1950", "--format", "csv",
                   "--cells", "halves"})
              .out.find("\r\n1,9,Куперман И.,×,0.5,0.5,0.5,") != std::string::npos);
    CHECK(shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "csv", "--cells",
                   "halves"})
              .err == "shashki report: --cells equals|halves is for the crosstable\n");
    const std::string pdf = (dir.path / "crosstable.pdf").string();
    CHECK(
        shashki({"report", "crosstable", "--tournament", "USSR 1950", "--format", "pdf", "-o", pdf})
            .out == "wrote " + pdf + "\n");
    const std::string pdfText = (dir.path / "crosstable.txt").string();
    REQUIRE(std::system(("pdftotext -layout '" + pdf + "' '" + pdfText + "'").c_str()) == 0);
    std::stringstream read;
    read << std::ifstream(pdfText).rdbuf();
    const std::string text = read.str();
    for (const char *name :
         {"Куперман И.", "Коган М", "Блиндер Б.", "Тюнев Е.", "Коршунов Д.", "Циценоветский М.",
          "Блиндер С.", "Каплан В.", "Потапов Л", "Романов В.А.", "Романов В.Н.", "Петров С.",
          "Коврижкин А.", "Миротин Б.", "Шутилкин Н.", "Берак А.", "Шмидт Ю.", "Хейф А."})
        CHECK_THAT(text, Catch::Contains(name));
    CHECK_THAT(text, Catch::Contains("Chief arbiter: ______________________"));
    CHECK_THAT(text, Catch::Contains("Page 1 of 1"));
    // One page: pdftotext ends every page with a form feed; pdfinfo agrees.
    CHECK(std::count(text.begin(), text.end(), '\f') == 1);
    const std::string info = (dir.path / "crosstable.info").string();
    REQUIRE(std::system(("pdfinfo '" + pdf + "' > '" + info + "'").c_str()) == 0);
    std::stringstream pdfInfo;
    pdfInfo << std::ifstream(info).rdbuf();
    CHECK_THAT(pdfInfo.str(), Catch::Contains("Pages:           1\n"));
    CHECK_THAT(pdfInfo.str(), Catch::Contains("Page size:       842 x 595 pts (A4)"));

    const auto csv =
        shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "csv"});
    CHECK_THAT(csv.out, Catch::StartsWith("Place,No,Name,Points,Games,WIN,SB,DE\r\n"
                                          "1,9,Куперман И.,11.5,17,6,92.75,-\r\n"));
    // In Russian: the subject and the headings; the tie-breaks keep FIDE's codes.
    CHECK_THAT(shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "text",
                        "--language", "ru"})
                   .out,
               Catch::StartsWith("USSR 1950\nПоложение участников\n"
                                 "Место   №  Участник          Очки  Партии  WIN     SB  DE\n"));
    CHECK(shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "text",
                   "--language", "fr"})
              .exitCode != 0);
    const auto html =
        shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "html"});
    CHECK_THAT(html.out, Catch::Contains("<h1>USSR 1950</h1>\n<h2>Standings</h2>"));
    CHECK(shashki({"report", "pairings", "--tournament", "USSR 1950", "--format", "text"}).err ==
          "shashki report: the pairings report needs --round R\n");
    CHECK(shashki({"report", "crosstable", "--tournament", "USSR 1950", "--format", "pdf"}).err ==
          "shashki report: a PDF needs -o FILE\n");

    // A player's card: every game with colour, opponent, result and the running score.
    const auto card = shashki(
        {"report", "card", "--tournament", "USSR 1950", "--player", "9", "--format", "text"});
    CHECK_THAT(card.out,
               Catch::StartsWith(
                   "USSR 1950\nCard of Куперман И. (9)\n"
                   "Game  Colour  No  Opponent          Opponent's points  Result  "
                   "Score\n"
                   "   1  White   11  Хейф А.                         5.5  won         1\n"));
    CHECK_THAT(card.out, Catch::EndsWith("  17  Black   13  Блиндер С.                        9  "
                                         "drawn     11\xC2\xBD\n"));
    CHECK(shashki(
              {"report", "card", "--tournament", "USSR 1950", "--player", "77", "--format", "text"})
              .err == "shashki report: no player has start number 77\n");

    // A stored game printed: its moves in numbered pairs, and as a PDF with the final position.
    const auto game =
        shashki({"report", "game", "--tournament", "USSR 1950", "--game", "1", "--format", "text"});
    CHECK_THAT(game.out, Catch::StartsWith("USSR 1950\nБлиндер Б. - Миротин Б.  1-0\n\n"
                                           "1. c3-d4 d6-e5\n2. b2-c3 e7-d6\n"));
    CHECK_THAT(game.out, Catch::EndsWith("31. h4:f6\n1-0\n"));
    const std::string gamePdf = (dir.path / "game.pdf").string();
    CHECK(shashki({"report", "game", "--tournament", "USSR 1950", "--game", "1", "--format", "pdf",
                   "-o", gamePdf})
              .exitCode == 0);
    REQUIRE(std::system(("pdftotext '" + gamePdf + "' '" + pdfText + "'").c_str()) == 0);
    std::stringstream gameRead;
    gameRead << std::ifstream(pdfText).rdbuf();
    CHECK_THAT(gameRead.str(), Catch::Contains("Блиндер Б. - Миротин Б."));
    CHECK_THAT(gameRead.str(), Catch::Contains("31. h4:f6"));
    CHECK_THAT(gameRead.str(), Catch::Contains("Final position"));
    CHECK(shashki(
              {"report", "game", "--tournament", "USSR 1950", "--game", "154", "--format", "text"})
              .err == "shashki report: read game 154: the tournament has no game 154\n");
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("shashki standings reads a FIDE TRF file without a database", "[cli]")
{
    const std::string trf = SHASHKI_TEST_DATA_DIR "/trf/five-players.trf";
    const auto standings = shashki({"standings", "--trf", trf, "--tiebreaks", "BH,BH-C1,SB,WIN"});
    CHECK(standings.exitCode == 0);
    CHECK(standings.out ==
          "Five players, a forfeit and a withdrawal - standings after round 5 (1-\xC2\xBD-0; "
          "tie-breaks: BH, BH-C1, SB, WIN)\n"
          "Place  No  Name         Points  Games  BH    BH-C1  SB    WIN\n"
          "1      1   Andreev, A.  3.5     3      14    10.5   9     3\n"
          "2      2   Борисов Б.   3       4      11    8      5     2\n"
          "3      3   Chernov, C.  2       4      10.5  8.5    2.75  1\n"
          "4      4   Дмитриев Д.  1.5     3      12    10.5   2.75  1\n"
          "5      5   Egorov, E.   0       2      5.5   5.5    0     0\n");
    CHECK(shashki({"standings", "--trf", trf, "--after-round", "2", "--tiebreaks", "PS"}).out ==
          "Five players, a forfeit and a withdrawal - standings after round 2 (1-\xC2\xBD-0; "
          "tie-breaks: PS)\n"
          "Place  No  Name         Points  Games  PS\n"
          "1      2   Борисов Б.   1.5     2      2.5\n"
          "2      3   Chernov, C.  1.5     2      2\n"
          "3      4   Дмитриев Д.  0.5     1      1\n"
          "4      1   Andreev, A.  0.5     1      0.5\n"
          "5      5   Egorov, E.   0       2      0\n");
    // How a player's tie-breaks are made up, round by round: each unplayed round named, with how
    // it counted (FIDE C.07 of 2024).
    CHECK(
        shashki({"standings", "--trf", trf, "--tiebreaks", "BH-C1,SB", "--explain", "1"}).out ==
        "Andreev, A. (1): place 1, 3.5 points\n"
        "BH-C1 (усечённый коэффициент Бухгольца) = 10.5\n"
        "  round 1: 3.5 - cut, voluntarily unplayed rounds first (C.07 14.6) (zero-point bye, "
        "voluntarily unplayed: a dummy opponent with his own score (C.07 16.4))\n"
        "  round 2: Борисов Б. (2) 3 - opponent's score\n"
        "  round 3: Chernov, C. (3) 2.5 - opponent's score, his round 5 (byes or absences with no "
        "game after them) as draws (C.07 16.3.2)\n"
        "  round 4: Дмитриев Д. (4) 1.5 - opponent's score\n"
        "  round 5: Egorov, E. (5) 3.5 - won by forfeit: a dummy opponent with his own score "
        "(C.07 16.4)\n"
        "SB (коэффициент Бергера (Зоннеборн-Бергер)) = 9\n"
        "  round 1: 0 - zero-point bye, voluntarily unplayed: a dummy opponent with his own "
        "score (C.07 16.4), none of it\n"
        "  round 2: Борисов Б. (2) 1.5 - drawn: half the opponent's score\n"
        "  round 3: Chernov, C. (3) 2.5 - won: opponent's score, his round 5 (byes or absences "
        "with no game after them) as draws (C.07 16.3.2)\n"
        "  round 4: Дмитриев Д. (4) 1.5 - won: opponent's score\n"
        "  round 5: Egorov, E. (5) 3.5 - won by forfeit: a dummy opponent with his own score "
        "(C.07 16.4), all of it\n");
    // The older rules, chosen for the run: FIDE's of 2009 (a virtual opponent: 0 before round 1,
    // the bye's other result 1, draws in the four rounds after) and played games only.
    const auto buchholzOf = [&trf](const char *unplayed) {
        return shashki({"standings", "--trf", trf, "--tiebreaks", "BH", "--unplayed", unplayed,
                        "--explain", "1"})
            .out;
    };
    CHECK_THAT(buchholzOf("fide-2009"),
               Catch::Contains("BH (коэффициент Бухгольца (Солкофф)) = 13\n"
                               "  round 1: 3 - zero-point bye, voluntarily unplayed: a virtual "
                               "opponent (his score before the round, the other result, draws "
                               "after it)\n"
                               "  round 2: Борисов Б. (2) 3.5 - opponent's score, his unplayed "
                               "round 3 as draws\n"));
    CHECK_THAT(buchholzOf("played-only"),
               Catch::Contains("= 6.5\n  round 1: 0 - zero-point bye, voluntarily unplayed: "
                               "nothing\n"));
    CHECK_THAT(buchholzOf("fide-2024"), Catch::Contains("= 14\n"));
    CHECK(shashki({"standings", "--trf", trf, "--unplayed", "never"}).err ==
          "shashki standings: --unplayed needs fide-2024, played-only or fide-2009, not 'never'\n");

    // FIDE's exercise of 2024: player 4's half-point bye is cut first, player 12's last two
    // rounds (zero-point byes after which he played no more) count as draws in his score; player
    // 9's pairing-allocated bye is a win for WIN, not for WON.
    const std::string exercise = SHASHKI_TEST_DATA_DIR "/tiebreaks/fide-exercise-2024/exercise.trf";
    const auto four =
        shashki({"standings", "--trf", exercise, "--tiebreaks", "BH-C1,SB", "--explain", "4"});
    CHECK(four.exitCode == 0);
    CHECK_THAT(four.out,
               Catch::StartsWith("Player 04 (4): place 3, 3.5 points\n"
                                 "BH-C1 (усечённый коэффициент Бухгольца) = 11.5\n"
                                 "  round 1: Player 12 (12) 3 - opponent's score, his rounds 4, 5 "
                                 "(byes or absences with no game after them) as draws (C.07 "
                                 "16.3.2)\n"
                                 "  round 2: 3.5 - cut, voluntarily unplayed rounds first (C.07 "
                                 "14.6) (half-point bye, voluntarily unplayed: a dummy opponent "
                                 "with his own score (C.07 16.4))\n"));
    CHECK_THAT(four.out, Catch::Contains("SB (коэффициент Бергера (Зоннеборн-Бергер)) = 9.75\n"
                                         "  round 1: Player 12 (12) 3 - won: opponent's score"));
    CHECK_THAT(four.out,
               Catch::Contains("  round 2: 1.75 - half-point bye, voluntarily unplayed: a dummy "
                               "opponent with his own score (C.07 16.4), half of it\n"));
    const auto nine =
        shashki({"standings", "--trf", exercise, "--tiebreaks", "WIN,WON", "--explain", "9"});
    CHECK(nine.out == "Player 09 (9): place 15, 1.5 points\n"
                      "WIN (число побед) = 1\n"
                      "  round 5: 1 - pairing-allocated bye: a win's points\n"
                      "WON (число побед за доской) = 0\n");
    CHECK(shashki({"standings", "--trf", trf, "--explain", "9"}).err ==
          "shashki standings: no player has start number 9\n");

    const TemporaryDirectory dir;
    std::filesystem::create_directories(dir.path);
    const std::string bad = (dir.path / "bad.trf").string();
    std::ofstream(bad) << "012 Bad\n001    1 m    A                                 1500 RUS"
                          "                         1.0    1     2 w X\n";
    CHECK(shashki({"standings", "--trf", bad}).err ==
          "shashki standings: " + bad + ":2:99: unknown result code 'X'\n");
    CHECK(shashki({"standings", "--trf", bad, "--tiebreaks", "XYZ"}).exitCode == 2);

    // Each game stands in both players' records (lines ending in CR alone, as TRF-16 asks): every
    // disagreement is shown, placed, and no standings are computed.
    const std::string disagree = (dir.path / "disagree.trf").string();
    const std::string toBlocks(76, ' '); // from the name in column 15 to column 92
    std::ofstream(disagree) << "012 Disagree\r001    1 m    A" + toBlocks + "   2 w 1    99 b 0\r"
                            << "001    2 m    B" + toBlocks + "   1 w 1\r";
    const auto disagreement = shashki({"standings", "--trf", disagree});
    CHECK(disagreement.exitCode == 2);
    CHECK(disagreement.out.empty());
    CHECK(disagreement.err ==
          "shashki standings: " + disagree +
              ":2:102: A meets start number 99 in round 2, who is not in the file\n"
              "shashki standings: " +
              disagree +
              ":3:92: B has white against A (start number 1) in round 1, who has white too "
              "(line 2, column 92)\n"
              "shashki standings: " +
              disagree +
              ":3:92: B has '1' against A (start number 1) in round 1, who has '1' (line 2, "
              "column 92); expected '0'\n");
}

TEST_CASE("shashki import: a connection killed in the middle leaves the database as it was",
          "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    const std::string ussr = SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn";
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"import", ussr, "--tournament", "Kept", "--create"}).exitCode == 0);

    // Twenty copies of the championship: long enough to be cut in the middle.
    const std::string big = (dir.path / "big.pdn").string();
    {
        std::ifstream source(ussr, std::ios::binary);
        std::stringstream games;
        games << source.rdbuf();
        std::ofstream out(big);
        for (int i = 0; i < 20; ++i)
            out << games.str() << "\n";
    }
    const db::EmbeddedCluster cluster(dir.path);
    std::atomic<bool> killed{false};
    std::thread killer([&] {
        auto watcher = db::PgConnection::open(cluster.connectionString("postgres"));
        if (!watcher)
            return;
        // Wait until the import is copying, then end its connection from the server side.
        for (int attempt = 0; attempt < 600 && !killed; ++attempt) {
            const auto ended = watcher.value().exec(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = 'shashki' AND pid <> pg_backend_pid() AND query LIKE 'COPY %'");
            if (ended && ended->rows() > 0)
                killed = true;
            else
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    });
    const auto cut = shashki({"import", big, "--tournament", "Cut", "--create"});
    killer.join();
    REQUIRE(killed);
    CHECK(cut.exitCode == 1);
    CHECK_THAT(cut.err, Catch::Contains("nothing was imported"));

    // Only the first import is there, and no tournament "Cut".
    const std::string exported = (dir.path / "kept.pdn").string();
    CHECK(shashki({"export", "--tournament", "Kept", exported}).out ==
          "exported 153 games of \"Kept\" to " + exported + "\n");
    CHECK(shashki({"export", "--tournament", "Cut", exported}).err ==
          "shashki export: find the tournament: there is no tournament named 'Cut'\n");
    CHECK(shashki({"db", "stop"}).exitCode == 0);
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("shashki pairings: Berger's table, a drawn round order, and Swiss rounds", "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    REQUIRE(shashki({"db", "migrate"}).exitCode == 0);
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    db::EmbeddedCluster cluster(dir.path);
    auto opened = db::PgConnection::open(cluster.connectionString());
    REQUIRE(opened.ok());
    db::PgConnection &sql = opened.value();
    const auto run = [&sql](const std::string &statement) {
        const auto done = sql.exec(statement);
        INFO(statement << ": " << (done ? std::string() : done.error().text()));
        REQUIRE(done.ok());
    };
    run("INSERT INTO players (name, rating) VALUES ('Андреев', 2300), ('Борисов', 2250), "
        "('Васильев', 2200), ('Григорьев', 2150), ('Дмитриев', 2100), ('Егоров', 2050)");
    run("INSERT INTO tournaments (name, system) VALUES ('Кубок', 'round-robin'), "
        "('Жеребьёвка', 'round-robin'), ('Швейцарка', 'swiss')");
    run("INSERT INTO entries (tournament_id, player_id, start_number) "
        "SELECT 1, id, id FROM players WHERE id <= 5");
    run("INSERT INTO entries (tournament_id, player_id, start_number) "
        "SELECT 2, id, id FROM players WHERE id <= 5");
    run("INSERT INTO entries (tournament_id, player_id, start_number) "
        "SELECT 3, id, id FROM players");

    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2"}).err ==
          "shashki pairings: round 2 cannot be paired now: the next round to pair is 1\n");
    // Five players: the table of six, number 6 the free round, shown last.
    const auto first = shashki({"pairings", "--tournament", "Кубок", "--round", "1"});
    CHECK(first.exitCode == 0);
    CHECK(first.out == "Кубок - round 1\n"
                       "Board  White         Black          Result\n"
                       "1      Борисов (2)   Дмитриев (5)\n"
                       "2      Васильев (3)  Григорьев (4)\n"
                       "3      Андреев (1)   bye            bye-0\n");
    // Shown again, not paired twice.
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "1"}).out == first.out);
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2"}).out ==
          "Кубок - round 2\n"
          "Board  White          Black         Result\n"
          "1      Дмитриев (5)   Васильев (3)\n"
          "2      Андреев (1)    Борисов (2)\n"
          "3      Григорьев (4)  bye           bye-0\n");

    // By hand, before the results: a board's colours swapped, two players exchanged (one of
    // them into the free round), each in the decisions log.
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--swap-colours", "1",
                   "--why", "the players asked"})
              .out == "Кубок - round 2\n"
                      "Board  White          Black         Result\n"
                      "1      Васильев (3)   Дмитриев (5)\n"
                      "2      Андреев (1)    Борисов (2)\n"
                      "3      Григорьев (4)  bye           bye-0\n");
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--exchange", "1,4"}).out ==
          "Кубок - round 2\n"
          "Board  White          Black         Result\n"
          "1      Васильев (3)   Дмитриев (5)\n"
          "2      Григорьев (4)  Борисов (2)\n"
          "3      Андреев (1)    bye           bye-0\n");
    const auto hand = sql.exec("SELECT string_agg(what || ' / ' || coalesce(why, ''), E'\\n' "
                               "ORDER BY id) FROM decisions WHERE tournament_id = 1");
    REQUIRE(hand.ok());
    CHECK(hand->value(0, 0) ==
          "round 1 paired: 3 boards / \n"
          "round 2 paired: 3 boards / \n"
          "swapped by hand: the colours of board 1 of round 2 (Дмитриев - Васильев) / the "
          "players asked\n"
          "exchanged by hand: Андреев and Григорьев between board 2 of round 2 (Андреев - "
          "Борисов) and board 3 of round 2 (Григорьев - bye) / ");
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--exchange", "1,9"}).err ==
          "shashki pairings: --exchange needs two start numbers of the tournament: A,B\n");
    CHECK(
        shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--swap-colours", "7"}).err ==
        "shashki pairings: round 2 has no board 7\n");

    // The game sheet of a board, filled in.
    const std::string sheet = (dir.path / "sheet.pdf").string();
    CHECK(shashki({"report", "gamesheet", "--tournament", "Кубок", "--round", "2", "--board", "1",
                   "--format", "pdf", "-o", sheet, "--language", "ru"})
              .out == "wrote " + sheet + "\n");
    const std::string sheetText = (dir.path / "sheet.txt").string();
    REQUIRE(std::system(("pdftotext '" + sheet + "' '" + sheetText + "'").c_str()) == 0);
    std::stringstream sheetRead;
    sheetRead << std::ifstream(sheetText).rdbuf();
    for (const char *expected : {"Бланк записи партии", "Кубок", "Тур 2", "доска 1",
                                 "Белые: Васильев", "Чёрные: Дмитриев", "60", "Результат"})
        CHECK_THAT(sheetRead.str(), Catch::Contains(expected));
    CHECK(shashki({"report", "gamesheet", "--tournament", "Кубок", "--round", "2", "--board", "3",
                   "--format", "pdf", "-o", sheet})
              .err == "shashki report: round 2 has no game on board 3\n");

    // The order of the table's rounds drawn with a seed: table round 2 is played first.
    const auto drawn = shashki({"pairings", "--tournament", "Жеребьёвка", "--round", "1",
                                "--draw-round-order", "--seed", "1950"});
    CHECK(drawn.exitCode == 0);
    CHECK(drawn.out == "round order drawn with seed 1950: table rounds 2, 4, 5, 1, 3\n"
                       "Жеребьёвка - round 1\n"
                       "Board  White          Black         Result\n"
                       "1      Дмитриев (5)   Васильев (3)\n"
                       "2      Андреев (1)    Борисов (2)\n"
                       "3      Григорьев (4)  bye           bye-0\n");
    const auto logged = sql.exec("SELECT what FROM decisions WHERE tournament_id = 2");
    REQUIRE(logged.ok());
    CHECK(logged->value(0, 0) == "round order drawn with seed 1950: table rounds 2, 4, 5, 1, 3");
    CHECK(shashki({"pairings", "--tournament", "Жеребьёвка", "--round", "2", "--draw-round-order"})
              .err == "shashki pairings: the round order is drawn once, before round 1 of a round "
                      "robin is paired\n");

    // Swiss: round 1 top half against bottom half, colours alternating by board.
    CHECK(shashki({"pairings", "--tournament", "Швейцарка", "--round", "1"}).out ==
          "Швейцарка - round 1\n"
          "Board  White         Black          Result\n"
          "1      Андреев (1)   Григорьев (4)\n"
          "2      Дмитриев (5)  Борисов (2)\n"
          "3      Васильев (3)  Егоров (6)\n");
    CHECK(shashki({"pairings", "--tournament", "Швейцарка", "--round", "2"}).err ==
          "shashki pairings: round 1 has boards without a result: 1, 2, 3\n");
    run("UPDATE pairings SET result = CASE board WHEN 1 THEN '1-0' WHEN 2 THEN '1-0' "
        "ELSE '1/2-1/2' END, version = version + 1 WHERE round_id = "
        "(SELECT id FROM rounds WHERE tournament_id = 3 AND number = 1)");
    // 1 and 5 won (both had White: the higher ranked, 1, gets his Black); 3 and 6 drew and
    // cannot meet again: 3 floats down to 2, the best of the players on 0, and 6 meets 4.
    CHECK(shashki({"pairings", "--tournament", "Швейцарка", "--round", "2"}).out ==
          "Швейцарка - round 2\n"
          "Board  White         Black          Result\n"
          "1      Дмитриев (5)  Андреев (1)\n"
          "2      Борисов (2)   Васильев (3)\n"
          "3      Егоров (6)    Григорьев (4)\n");
    // Round 2's results entered with shashki result, a forfeit among them, each logged.
    CHECK(shashki({"result", "--tournament", "Швейцарка", "--round", "2", "--board", "1", "-/+",
                   "--why", "Дмитриев did not come"})
              .out == "round 2, board 1: Дмитриев - Андреев -/+\n");
    CHECK(
        shashki({"result", "--tournament", "Швейцарка", "--round", "2", "--board", "2", "1/2-1/2"})
            .exitCode == 0);
    CHECK(shashki({"result", "--tournament", "Швейцарка", "--round", "2", "--board", "3", "2-0"})
              .err == "shashki result: unknown result '2-0' (1-0, 0-1, 1/2-1/2, +/-, -/+, -/- or "
                      "none)\n");
    CHECK(shashki({"result", "--tournament", "Швейцарка", "--round", "2", "--board", "3", "0-1"})
              .exitCode == 0);
    // Three results and the two rounds paired, each logged.
    const auto results = sql.exec("SELECT count(*) FROM decisions WHERE tournament_id = 3");
    REQUIRE(results.ok());
    CHECK(results->value(0, 0) == "5");
    // After a forfeit win (which counts as Андреев's bye) round 3 still pairs everyone.
    const auto third = shashki({"pairings", "--tournament", "Швейцарка", "--round", "3"});
    CHECK(third.exitCode == 0);
    CHECK_THAT(third.out, Catch::StartsWith("Швейцарка - round 3\n"));
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("a Swiss from the command line: create, enter, pair, results, withdraw, late entry",
          "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
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
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("micro-matches from the command line: drawn openings, two games, match points", "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    CHECK(shashki({"tournament", "create", "Кубок", "--micro-matches", "--standings-by",
                   "match-points"})
              .exitCode == 0);
    CHECK(shashki({"tournament", "create", "X", "--standings-by", "match-points"}).err ==
          "shashki tournament: --standings-by game-points|match-points goes with "
          "--micro-matches\n");
    for (const char *name : {"Андреев", "Борисов", "Васильев", "Григорьев"})
        CHECK(shashki({"entry", "add", "--tournament", "Кубок", "--player", name}).exitCode == 0);
    CHECK(shashki({"tournament", "show", "Кубок"})
              .out.rfind("Кубок: round-robin, scoring 1-0.5-0, unplayed games: fide-2024, "
                         "withdrawals: fide, micro-matches on "
                         "drawn openings, standings by match-points\n",
                         0) == 0);
    // Round 1: the lot with seed 7 draws the 10th of the 49 two-move openings.
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "1", "--seed", "7"}).out ==
          "opening of round 1 drawn with seed 7, number 10 of the 49 two-move openings: c3-b4 "
          "d6-c5\n"
          "Кубок - round 1\n"
          "Opening: c3-b4 d6-c5\n"
          "Board  White        Black          Game 1  Game 2\n"
          "1      Андреев (1)  Григорьев (4)\n"
          "2      Борисов (2)  Васильев (3)\n");
    const auto result = [](const char *board, const char *game, const char *written) {
        return shashki({"result", "--tournament", "Кубок", "--round", "1", "--board", board,
                        "--game", game, written});
    };
    CHECK(result("1", "1", "1-0").out == "round 1, board 1: Андреев - Григорьев 1-0\n");
    CHECK(result("1", "2", "1/2-1/2").out ==
          "round 1, board 1, game 2: Григорьев - Андреев 1/2-1/2\n");
    CHECK(result("2", "1", "1-0").exitCode == 0);
    CHECK(result("2", "2", "1-0").exitCode == 0); // Васильев wins game 2 with White: 1:1
    CHECK(result("2", "3", "1-0").err == "shashki result: --game needs 1 or 2, not '3'\n");
    CHECK(shashki({"standings", "--tournament", "Кубок"}).out ==
          "Кубок - standings after round 1 (1-½-0; tie-breaks: WIN, SB, DE)\n"
          "Place  No  Name       Points  Games  WIN  SB    DE\n"
          "1      1   Андреев    1       2      1    0     -\n"
          "2-3    2   Борисов    0.5     2      0    0.25  0.5\n"
          "2-3    3   Васильев   0.5     2      0    0.25  0.5\n"
          "4      4   Григорьев  0       2      0    0     -\n");
    CHECK(shashki({"report", "crosstable", "--tournament", "Кубок", "--format", "csv"}).out ==
          "Place,No,Name,1,2,3,4,Points,WIN,SB,DE\r\n"
          "1,1,Андреев,×,,,1,1,1,0,-\r\n"
          "2-3,2,Борисов,,×,0.5,,0.5,0,0.25,0.5\r\n"
          "2-3,3,Васильев,,0.5,×,,0.5,0,0.25,0.5\r\n"
          "4,4,Григорьев,0,,,×,0,0,0,-\r\n");
    // Round 2 from the arbiter's list: a wrong line is named and nothing is paired.
    const std::string list = (dir.path / "openings.txt").string();
    std::ofstream(list) << "# ballot\nc3-d4 f6-g5\ng3-h4 b6-a6\n";
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--openings", list}).err ==
          "shashki pairings: " + list + ":3:7: 'b6-a6': a6 is a light square\n");
    std::ofstream(list) << "# ballot\nc3-d4 f6-g5\ng3-h4 b6-a5\n";
    const auto second = shashki(
        {"pairings", "--tournament", "Кубок", "--round", "2", "--openings", list, "--seed", "1"});
    CHECK(second.exitCode == 0);
    CHECK(second.out.rfind("opening of round 2 drawn with seed 1, number ", 0) == 0);
    CHECK(second.out.find(" of 2 openings of " + list + " (line ") != std::string::npos);
    CHECK(
        shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--opening", "c3-d4"}).err ==
        "shashki pairings: an opening is drawn when a round of micro-matches is "
        "paired\n");
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

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

TEST_CASE("shashki log: the decisions log with what each concerns, by round, as JSON", "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"tournament", "create", "Кубок"}).exitCode == 0);
    for (const char *name : {"Андреев", "Борисов", "Васильев", "Григорьев"})
        REQUIRE(shashki({"entry", "add", "--tournament", "Кубок", "--player", name}).exitCode == 0);
    CHECK(logLines(shashki({"log", "--tournament", "Кубок"}).out) ==
          std::vector<std::string>{
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
          "{\"id\":9,\"decidedAt\":\"…\",\"decidedBy\":\"postgres\",\"round\":2,\"board\":null,"
          "\"gameId\":null,\"playerId\":null,\"what\":\"round 2 paired: 2 boards\",\"why\":null,"
          "\"before\":null,\"after\":[{\"black\": 3, \"board\": 1, \"white\": 4}, "
          "{\"black\": 2, \"board\": 2, \"white\": 1}]},\n"
          "{\"id\":10,\"decidedAt\":\"…\",\"decidedBy\":\"postgres\",\"round\":2,\"board\":1,"
          "\"gameId\":null,\"playerId\":null,\"what\":\"the result of board 1 of round 2 "
          "(Григорьев - Васильев): none -> 0-1\",\"why\":null,\"before\":{\"result\": null},"
          "\"after\":{\"result\": \"0-1\"}},\n"
          "{\"id\":11,\"decidedAt\":\"…\",\"decidedBy\":\"postgres\",\"round\":2,"
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
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("options are read whole and checked before any database work", "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"tournament", "create", "T", "--rounds", "3"}).exitCode == 0);
    REQUIRE(
        shashki({"entry", "add", "--tournament", "T", "--player", "Андреев", "--rating", "2300"})
            .exitCode == 0);
    REQUIRE(shashki({"entry", "add", "--tournament", "T", "--player", "Борисов"}).exitCode == 0);
    const std::string shown = "T: round-robin, scoring 1-0.5-0, 3 rounds, unplayed games: "
                              "fide-2024, withdrawals: fide\n  1. Андреев (2300)\n  2. Борисов\n";
    REQUIRE(shashki({"tournament", "show", "T"}).out == shown);

    const std::string year = std::to_string(app::PlayerValidator::thisYear());
    const std::string codes = "tie-break codes separated by commas (BH, BH-C1, BH-M1, BH-T, FB, "
                              "AOB, SB, WIN, WON, BPG, BWG, DE, SHM, PS, KS, ARO, TPR) or a preset "
                              "(russian-round-robin, russian-swiss)";
    struct Row
    {
        std::vector<std::string> args;
        std::string line;
    };
    const std::vector<Row> rows = {
        {{"standings", "--tournament", "T", "--after-round", "2x"},
         "shashki standings: --after-round needs a round number from 1, not '2x'\n"},
        {{"standings", "--tournament", "T", "--explain", "1,"},
         "shashki standings: --explain needs a start number from 1, not '1,'\n"},
        {{"standings", "--tournament", "T", "--tiebreaks", "BH,XYZ"},
         "shashki standings: --tiebreaks needs " + codes + ", not 'XYZ'\n"},
        {{"tournament", "create", "U", "--rounds", "7abc"},
         "shashki tournament: --rounds needs a number of rounds from 1, not '7abc'\n"},
        {{"tournament", "create", "U", "--rounds", "0"},
         "shashki tournament: --rounds needs a number of rounds from 1, not '0'\n"},
        {{"tournament", "create", "U", "--rounds", " 7"},
         "shashki tournament: --rounds needs a number of rounds from 1, not ' 7'\n"},
        {{"tournament", "create", "U", "--rounds", "+7"},
         "shashki tournament: --rounds needs a number of rounds from 1, not '+7'\n"},
        {{"tournament", "create", "U", "--rounds", "99999999999"},
         "shashki tournament: --rounds needs a number of rounds from 1, not '99999999999'\n"},
        {{"tournament", "create", "U", "--system", "knockout"},
         "shashki tournament: --system needs round-robin, double-round-robin, swiss or match, "
         "not 'knockout'\n"},
        {{"tournament", "create", "U", "--scoring", "3-1-0"},
         "shashki tournament: --scoring needs 1-0.5-0 or 2-1-0, not '3-1-0'\n"},
        {{"tournament", "create", "U", "--unplayed", "never"},
         "shashki tournament: --unplayed needs fide-2024, played-only or fide-2009, not 'never'\n"},
        {{"tournament", "create", "U", "--micro-matches", "--standings-by", "wins"},
         "shashki tournament: --standings-by needs game-points or match-points, not 'wins'\n"},
        {{"tournament", "create", "U", "--tiebreaks", "SB,WIN,XX"},
         "shashki tournament: --tiebreaks needs " + codes + ", not 'XX'\n"},
        {{"entry", "add", "--tournament", "T", "--player", "Васильев", "--start-number", "-1"},
         "shashki entry: --start-number needs a start number from 1, not '-1'\n"},
        {{"entry", "add", "--tournament", "T", "--player", "Васильев", "--rating", "1500x"},
         "shashki entry: --rating needs a whole number from 0 to 4000, not '1500x'\n"},
        {{"entry", "add", "--tournament", "T", "--player", "Васильев", "--rating", "-5"},
         "shashki entry: --rating needs a whole number from 0 to 4000, not '-5'\n"},
        {{"entry", "add", "--tournament", "T", "--player", "Васильев", "--rating", "abc"},
         "shashki entry: --rating needs a whole number from 0 to 4000, not 'abc'\n"},
        {{"entry", "add", "--tournament", "T", "--player", "Васильев", "--rating", "4001"},
         "shashki entry: --rating needs a whole number from 0 to 4000, not '4001'\n"},
        {{"entry", "add", "--tournament", "T", "--player", "Васильев", "--birth-year", "1700"},
         "shashki entry: --birth-year needs a year from 1850 to " + year + ", not '1700'\n"},
        {{"entry", "add", "--tournament", "T", "--player", "  "},
         "shashki entry: --player needs a name, not '  '\n"},
        {{"entry", "add", "--tournament", "T", "--player", "Васильев", "--region", "Тула\tМосква"},
         "shashki entry: --region needs text without control characters (tabs, line breaks), not "
         "'Тула\tМосква'\n"},
        {{"entry", "withdraw", "--tournament", "T", "--player", "1x", "--after-round", "1"},
         "shashki entry: --player needs a start number from 1, not '1x'\n"},
        {{"entry", "withdraw", "--tournament", "T", "--player", "1", "--after-round", "1.5"},
         "shashki entry: --after-round needs a round number from 0, not '1.5'\n"},
        {{"pairings", "--tournament", "T", "--round", "1x"},
         "shashki pairings: --round needs a round number from 1, not '1x'\n"},
        {{"pairings", "--tournament", "T", "--round", "1", "--draw-round-order", "--seed", "12x"},
         "shashki pairings: --seed needs a seed from 0, not '12x'\n"},
        {{"pairings", "--tournament", "T", "--round", "1", "--draw-round-order", "--seed", "5",
          "--bye-points", "all"},
         "shashki pairings: --bye-points needs half or zero, not 'all'\n"},
        {{"pairings", "--tournament", "T", "--round", "1", "--bye", "1,x"},
         "shashki pairings: --bye needs start numbers separated by commas, not '1,x'\n"},
        {{"pairings", "--tournament", "T", "--round", "1", "--exchange", "1"},
         "shashki pairings: --exchange needs two start numbers A,B, not '1'\n"},
        {{"pairings", "--tournament", "T", "--round", "1", "--swap-colours", "0"},
         "shashki pairings: --swap-colours needs a board number from 1, not '0'\n"},
        {{"report", "crosstable", "--tournament", "T", "--format", "docx"},
         "shashki report: --format needs text, html, csv or pdf, not 'docx'\n"},
        {{"report", "crosstable", "--tournament", "T", "--format", "text", "--cells", "thirds"},
         "shashki report: --cells needs equals or halves, not 'thirds'\n"},
        {{"report", "pairings", "--tournament", "T", "--format", "text", "--round", "1o"},
         "shashki report: --round needs a round number from 1, not '1o'\n"},
        {{"report", "crosstable", "--tournament", "T", "--format", "text", "--tiebreaks", "Q"},
         "shashki report: --tiebreaks needs " + codes + ", not 'Q'\n"},
        {{"result", "--tournament", "T", "--round", "1", "--board", "1x", "1-0"},
         "shashki result: --board needs a board number from 1, not '1x'\n"},
        {{"perft", "--depth", "3x"},
         "shashki perft: --depth needs a number of plies from 1 to 30, not '3x'\n"},
        {{"perft", "--depth", "31"},
         "shashki perft: --depth needs a number of plies from 1 to 30, not '31'\n"},
        {{"tb", "build", "--pieces", "3x", "--dir", (dir.path / "tb").string()},
         "shashki tb: --pieces needs a number of pieces from 2 to 6, not '3x'\n"},
        {{"claim", "x.pdn", "--game", "1x"},
         "shashki claim: --game needs a game number from 1, not '1x'\n"},
        {{"claim", "x.pdn", "--game", "1", "--ply", "-1"},
         "shashki claim: --ply needs a ply number from 0, not '-1'\n"},
        {{"audit", "x.pdn", "--rules", "english"},
         "shashki audit: --rules needs russian-fmjd64 or russian-2010, not 'english'\n"},
    };
    for (const Row &row : rows) {
        std::string command;
        for (const std::string &arg : row.args)
            command += " " + arg;
        INFO("shashki" << command);
        const auto refused = shashki(row.args);
        CHECK(refused.exitCode == 2);
        CHECK(refused.err == row.line);
        CHECK(refused.out.empty());
    }
    // Nothing reached the database: no tournament U, nobody entered, no round paired or drawn.
    CHECK(shashki({"tournament", "show", "U"}).exitCode == 1);
    CHECK(shashki({"tournament", "show", "T"}).out == shown);
    CHECK(shashki({"report", "pairings", "--tournament", "T", "--format", "text", "--round", "1"})
              .exitCode == 1);
    CHECK(shashki({"pairings", "--tournament", "T", "--round", "1", "--draw-round-order", "--seed",
                   "5"})
              .exitCode == 0);
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("shashki entry add: one person is not entered twice", "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
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
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("a finished round robin imported twice: stored once, and no round to pair", "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    const std::string ussr = SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn";
    REQUIRE(shashki({"import", ussr, "--tournament", "USSR 1950", "--create"}).exitCode == 0);

    // The second import recognises every game and stores none.
    const auto again = shashki({"import", ussr, "--tournament", "USSR 1950"});
    CHECK(again.exitCode == 0);
    CHECK(again.out == "153 games already in the tournament, 0 imported\n");
    const std::string exported = (dir.path / "export.pdn").string();
    CHECK(shashki({"export", "--tournament", "USSR 1950", exported}).out ==
          "exported 153 games of \"USSR 1950\" to " + exported + "\n");

    // Every pair of the 18 has met: no round 1 to pair, and nothing stored.
    const auto paired = shashki({"pairings", "--tournament", "USSR 1950", "--round", "1"});
    CHECK(paired.exitCode == 1);
    CHECK(paired.err == "shashki pairings: the round robin is complete: every pair of its 18 "
                        "players has met (153 games); there is no round to pair\n");
    const auto standings = shashki({"standings", "--tournament", "USSR 1950", "--json"});
    CHECK(standings.exitCode == 0);
    CHECK(standings.out.find("\"games\":17") != std::string::npos);
    CHECK(standings.out.find("\"games\":18") == std::string::npos);
    CHECK(standings.out.find("\"games\":34") == std::string::npos);
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE(
    "settings fixed after round 1, withdrawals, deletions and unpairing from the command line",
    "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
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
          "round-robin once round 1 is paired; the chief arbiter changes it with a stated reason "
          "(shashki tournament change)\n");
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
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("a FEN of the side to move alone is refused, not read as an empty board", "[cli]")
{
    const auto refused = shashki({"moves", "--fen", "W"});
    CHECK(refused.exitCode == 2);
    CHECK(refused.out.empty());
    CHECK(refused.err == "shashki moves: bad FEN at column 2: expected the pieces after the side "
                         "to move (':W…:B…'; an empty board is W:W:B), found the end of the FEN\n");
    // An empty board written in full has no moves, and says so with exit 0.
    CHECK(shashki({"moves", "--fen", "W:W:B"}).exitCode == 0);
}

TEST_CASE("input that is a directory or of the wrong kind is refused before anything is done",
          "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", (dir.path / "cluster").c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    std::filesystem::create_directories(dir.path / "games");
    const std::string folder = (dir.path / "games").string();
    const auto import = shashki({"import", folder, "--tournament", "T", "--create"});
    CHECK(import.exitCode == 2);
    CHECK(import.err == "shashki import: " + folder + " is a directory, not a file\n");
    // Refused before the database: no cluster was even made, so no tournament either.
    CHECK_FALSE(std::filesystem::exists(dir.path / "cluster"));
    CHECK(shashki({"standings", "--trf", folder}).err ==
          "shashki standings: " + folder + " is a directory, not a file\n");
    CHECK(shashki({"audit", folder}).err ==
          "shashki audit: " + folder + " is a directory, not a file\n");
    const std::string missing = folder + "/none.pdn";
    CHECK(shashki({"audit", missing}).err == "shashki audit: " + missing + " does not exist\n");
    const std::string pdn = SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn";
    const auto trf = shashki({"standings", "--trf", pdn});
    CHECK(trf.exitCode == 2);
    CHECK(trf.out.empty());
    CHECK(trf.err == "shashki standings: " + pdn +
                         " holds no player record (a line starting 001): not a FIDE TRF file\n");
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("twenty `shashki entry add` at once: start numbers 1…20, each player entered once",
          "[cli][postgresql]")
{
    // Issue 13's bug report: some of them failed on the start numbers' unique key and left
    // their player behind. The built executable, twenty processes started together.
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"tournament", "create", "Open", "--system", "swiss"}).exitCode == 0);
    const std::string url = db::EmbeddedCluster(dir.path).connectionString();
    constexpr int clients = 20;
    const auto output = [&dir](int client, const std::string &stream) {
        return (dir.path / (stream + "-" + std::to_string(client))).string();
    };
    std::vector<pid_t> children;
    for (int client = 1; client <= clients; ++client) {
        std::vector<std::string> args = {SHASHKI_EXECUTABLE,
                                         "entry",
                                         "add",
                                         "--tournament",
                                         "Open",
                                         "--player",
                                         "Игрок " + std::to_string(client),
                                         "--db",
                                         url};
        std::vector<char *> argv;
        for (std::string &arg : args)
            argv.push_back(arg.data());
        argv.push_back(nullptr);
        posix_spawn_file_actions_t files;
        posix_spawn_file_actions_init(&files);
        posix_spawn_file_actions_addopen(&files, 1, output(client, "out").c_str(),
                                         O_WRONLY | O_CREAT | O_TRUNC, 0644);
        posix_spawn_file_actions_addopen(&files, 2, output(client, "err").c_str(),
                                         O_WRONLY | O_CREAT | O_TRUNC, 0644);
        pid_t child = 0;
        const int spawned =
            ::posix_spawn(&child, SHASHKI_EXECUTABLE, &files, nullptr, argv.data(), environ);
        posix_spawn_file_actions_destroy(&files);
        REQUIRE(spawned == 0);
        children.push_back(child);
    }
    const auto text = [](const std::string &file) {
        std::ifstream in(file);
        std::stringstream read;
        read << in.rdbuf();
        return read.str();
    };
    std::set<int> numbers;
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
        // The number between them, read whole.
        const std::string_view digits =
            std::string_view(out).substr(said.size(), out.size() - said.size() - 1);
        int number = 0;
        const auto [end, error] =
            std::from_chars(digits.data(), digits.data() + digits.size(), number);
        REQUIRE((error == std::errc() && end == digits.data() + digits.size()));
        numbers.insert(number);
    }
    std::set<int> expected;
    for (int number = 1; number <= clients; ++number)
        expected.insert(number);
    CHECK(numbers == expected);

    // The database: twenty entries numbered 1…20, twenty players (none without an entry), and
    // twenty entries logged.
    auto opened = db::PgConnection::open(url);
    REQUIRE(opened.ok());
    const auto counts = opened->exec(
        "SELECT (SELECT count(DISTINCT start_number) FROM entries), "
        "(SELECT min(start_number) FROM entries), (SELECT max(start_number) FROM entries), "
        "(SELECT count(*) FROM players), "
        "(SELECT count(*) FROM players p WHERE NOT EXISTS "
        "(SELECT 1 FROM entries e WHERE e.player_id = p.id)), "
        "(SELECT count(*) FROM decisions WHERE what LIKE '% entered with start number %')");
    REQUIRE(counts.ok());
    CHECK(counts->value(0, 0) == "20");
    CHECK(counts->value(0, 1) == "1");
    CHECK(counts->value(0, 2) == "20");
    CHECK(counts->value(0, 3) == "20");
    CHECK(counts->value(0, 4) == "0");
    CHECK(counts->value(0, 5) == "20");
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

namespace {

// Whether a line of the pairings `paired` has `white` before `black`.
bool boardOf(const std::string &paired, const std::string &white, const std::string &black)
{
    std::istringstream lines(paired);
    std::string line;
    while (std::getline(lines, line)) {
        const auto w = line.find(white);
        const auto b = line.find(black);
        if (w != std::string::npos && b != std::string::npos && w < b)
            return true;
    }
    return false;
}

} // namespace

TEST_CASE("a Swiss with the Baku acceleration pairs its first round in two groups", "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    // Without the number of rounds the accelerated rounds are unknown: refused at pairing.
    REQUIRE(shashki({"tournament", "create", "Unplanned", "--system", "swiss", "--acceleration",
                     "baku"})
                .exitCode == 0);
    for (const char *name : {"A", "B"})
        REQUIRE(shashki({"entry", "add", "--tournament", "Unplanned", "--player", name}).exitCode ==
                0);
    const auto unplanned = shashki({"pairings", "--tournament", "Unplanned", "--round", "1"});
    CHECK(unplanned.exitCode == 1);
    CHECK(unplanned.err == "shashki pairings: round 1 cannot be paired with the Baku acceleration: "
                           "it needs the number of rounds (tournament change --rounds N)\n");

    REQUIRE(shashki({"tournament", "create", "Baku", "--system", "swiss", "--rounds", "5",
                     "--acceleration", "baku"})
                .exitCode == 0);
    CHECK(shashki({"tournament", "show", "Baku"}).out ==
          "Baku: swiss, scoring 1-0.5-0, 5 rounds, unplayed games: fide-2024, withdrawals: fide, "
          "accelerated pairings: baku, initial colour: white\n");
    for (int number = 1; number <= 8; ++number)
        REQUIRE(shashki({"entry", "add", "--tournament", "Baku", "--player",
                         "P" + std::to_string(number), "--rating", std::to_string(2000 - number)})
                    .exitCode == 0);
    const auto paired = shashki({"pairings", "--tournament", "Baku", "--round", "1"});
    REQUIRE(paired.exitCode == 0);
    // Players 1-4 carry a virtual point: 1-3, 4-2 and, below, 5-7, 8-6 (unaccelerated 1-5, 6-2 …).
    CHECK(boardOf(paired.out, "P1 (1)", "P3 (3)"));
    CHECK(boardOf(paired.out, "P4 (4)", "P2 (2)"));
    CHECK(boardOf(paired.out, "P5 (5)", "P7 (7)"));
    CHECK(boardOf(paired.out, "P8 (8)", "P6 (6)"));
    // The acceleration shapes the pairings: fixed once round 1 is paired.
    const auto locked = shashki({"tournament", "change", "Baku", "--acceleration", "none"});
    CHECK(locked.exitCode == 1);
    CHECK_THAT(locked.err, Catch::StartsWith("shashki tournament: the acceleration (baku) shapes "
                                             "the pairings and cannot change to none once round 1 "
                                             "is paired"));
}

TEST_CASE("a Swiss's initial colour: as chosen, or drawn by lot when round 1 is paired", "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    const auto refused = shashki({"tournament", "create", "Red", "--initial-colour", "red"});
    CHECK(refused.exitCode == 2);
    CHECK(refused.err ==
          "shashki tournament: --initial-colour needs white, black or lot, not 'red'\n");

    const auto enter = [](const std::string &tournament) {
        for (int number = 1; number <= 4; ++number)
            REQUIRE(
                shashki({"entry", "add", "--tournament", tournament, "--player",
                         "P" + std::to_string(number), "--rating", std::to_string(2000 - number)})
                    .exitCode == 0);
    };

    // Black (FIDE C.04.3 E.5): S1 = {1, 2} against S2 = {3, 4}; 1 (odd) takes Black, 2 (even)
    // White: 3-1 and 2-4.
    REQUIRE(shashki({"tournament", "create", "Black", "--system", "swiss", "--rounds", "3",
                     "--initial-colour", "black"})
                .exitCode == 0);
    CHECK_THAT(shashki({"tournament", "show", "Black"}).out,
               Catch::Contains(", initial colour: black\n"));
    enter("Black");
    const auto black = shashki({"pairings", "--tournament", "Black", "--round", "1"});
    REQUIRE(black.exitCode == 0);
    CHECK(boardOf(black.out, "P3 (3)", "P1 (1)"));
    CHECK(boardOf(black.out, "P2 (2)", "P4 (4)"));
    CHECK(black.out.find("drawn by lot") == std::string::npos);
    // It shapes the pairings: fixed once round 1 is paired.
    const auto locked = shashki({"tournament", "change", "Black", "--initial-colour", "white"});
    CHECK(locked.exitCode == 1);
    CHECK_THAT(locked.err, Catch::StartsWith("shashki tournament: the initial colour (black) "
                                             "shapes the pairings and cannot change to white"));

    // By lot: drawn at round 1, said and logged, and the pairing follows the colour drawn; the TRF
    // export's 152 record names it.
    REQUIRE(shashki({"tournament", "create", "Lot", "--system", "swiss", "--rounds", "3",
                     "--initial-colour", "lot"})
                .exitCode == 0);
    enter("Lot");
    const auto lot = shashki({"pairings", "--tournament", "Lot", "--round", "1"});
    REQUIRE(lot.exitCode == 0);
    const bool drawnWhite =
        lot.out.find("initial colour drawn by lot: white\n") != std::string::npos;
    const bool drawnBlack =
        lot.out.find("initial colour drawn by lot: black\n") != std::string::npos;
    CHECK(drawnWhite != drawnBlack);
    CHECK(boardOf(lot.out, drawnWhite ? "P1 (1)" : "P3 (3)", drawnWhite ? "P3 (3)" : "P1 (1)"));
    CHECK(boardOf(lot.out, drawnWhite ? "P4 (4)" : "P2 (2)", drawnWhite ? "P2 (2)" : "P4 (4)"));
    const auto log = shashki({"log", "--tournament", "Lot"});
    CHECK_THAT(log.out, Catch::Contains(std::string("round 1 paired: 2 boards; initial colour "
                                                    "drawn by lot: ") +
                                        (drawnWhite ? "white" : "black")));
    const std::string trf = (dir.path / "lot.trf").string();
    REQUIRE(shashki({"export", "--tournament", "Lot", "--format", "trf", trf}).exitCode == 0);
    std::ifstream in(trf, std::ios::binary);
    const std::string written((std::istreambuf_iterator<char>(in)),
                              std::istreambuf_iterator<char>());
    CHECK_THAT(written, Catch::Contains(drawnWhite ? "\r152 W\r" : "\r152 B\r"));
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

TEST_CASE("a 100-square tournament from the command line: created, imported, paired, printed",
          "[cli]")
{
    const TemporaryDirectory dir;
    ::setenv("SHASHKI_CLUSTER_DIR", dir.path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
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
