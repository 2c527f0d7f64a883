// The command line as a whole (docs/commandline.md): bad input on one line with exit code 2,
// --help and --version, options read whole before any work, input of the wrong kind.
// Run in-process through app::run (clirun.h).
#include "app/tournament/playervalidator.h"
#include "clirun.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

namespace commandline_test {

using clitest::ScratchCluster;
using clitest::shashki;
using clitest::TemporaryDirectory;

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
          "Usage: shashki moves [--variant russian|brazilian|international|english|italian|pool|\n"
          "                                russian-10x8|spantsiretti|giveaway] [--fen FEN] "
          "[--json]\n");
}

TEST_CASE("options are read whole and checked before any database work", "[cli][postgresql]")
{
    const ScratchCluster dir;
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
         "shashki entry: --region needs text without control characters (tabs, line breaks, "
         "invisible direction marks), not 'Тула\\tМосква'\n"},
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
          "[cli][postgresql]")
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

} // namespace commandline_test
