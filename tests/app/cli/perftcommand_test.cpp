// `shashki perft`: exact counts per depth, --divide and --paths, --variant.
// Run in-process through app::run (clirun.h).
#include "clirun.h"

#include <catch2/catch.hpp>

namespace perftcommand_test {

using clitest::shashki;

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
    CHECK(
        unknown.err ==
        "shashki moves: --variant needs one of russian (25), brazilian (26), international (20), "
        "english (21), italian (22), pool (23), russian-10x8, spantsiretti (41), giveaway (a name "
        "or its PDN GameType), not 'frisian'\n");
    // Giveaway moves as Russian draughts: the same tree.
    CHECK(shashki({"perft", "--variant", "giveaway", "--depth", "6"}).out ==
          shashki({"perft", "--depth", "6"}).out);
    CHECK(shashki({"moves", "--variant", "giveaway"}).out == shashki({"moves"}).out);
    const auto badFen =
        shashki({"perft", "--variant", "international", "--fen", "W:W51", "--depth", "1"});
    CHECK(badFen.exitCode == 2);
    CHECK(badFen.err == "shashki perft: bad FEN at column 4: a square number must be 1…50\n");
}

TEST_CASE("shashki perft and moves --variant: English, Italian and Pool checkers", "[cli]")
{
    // The published first depths (tests/data/perft-variants.md).
    CHECK(shashki({"perft", "--variant", "english", "--depth", "6"}).out ==
          "perft 1 7\nperft 2 49\nperft 3 302\nperft 4 1469\nperft 5 7361\nperft 6 36768\n");
    CHECK(shashki({"perft", "--variant", "22", "--depth", "6"}).out ==
          "perft 1 7\nperft 2 49\nperft 3 302\nperft 4 1469\nperft 5 7361\nperft 6 36473\n");
    CHECK(shashki({"perft", "--variant", "pool", "--depth", "6"}).out ==
          "perft 1 7\nperft 2 49\nperft 3 302\nperft 4 1469\nperft 5 7482\nperft 6 37986\n");
    // Black moves first in English checkers: --divide by Black's seven moves.
    CHECK(shashki({"perft", "--variant", "english", "--depth", "1", "--divide"}).out ==
          "perft 1 7\n9-13 1\n9-14 1\n10-14 1\n10-15 1\n11-15 1\n11-16 1\n12-16 1\n");

    // 10 × 8: Spantsiretti's published first depths; 80-square draughts, the Russian rules there
    // (counted by the second generator too, naivegenerator_test.cpp).
    CHECK(shashki({"perft", "--variant", "41", "--depth", "5"}).out ==
          "perft 1 9\nperft 2 81\nperft 3 658\nperft 4 4265\nperft 5 27117\n");
    CHECK(shashki({"moves", "--variant", "russian-10x8", "--fen", "W:W26:B21"}).out == "26x17\n");

    // Italian precedence: of the king's two captures of a king and a man, the one meeting the
    // king first (FID 6.9).
    CHECK(shashki({"moves", "--variant", "italian", "--fen", "W:WK19:BK14,5,15,K7"}).out ==
          "19x1\n");
    // Italian squares by number on the mirrored board: 22 is d3, and a man never takes a king.
    CHECK(shashki({"moves", "--variant", "italian", "--fen", "W:Wd3:BKc4", "--json"}).out ==
          "[\n{\"move\":\"22-19\",\"from\":\"22\",\"to\":\"19\",\"captures\":[],"
          "\"promotes\":false}\n]\n");
    // A Pool man passes the far row (31) and goes on backwards as a man; an English one stops
    // there, crowned.
    CHECK(shashki({"moves", "--variant", "pool", "--fen", "B:W26,27:B22", "--json"}).out ==
          "[\n{\"move\":\"22x24\",\"from\":\"22\",\"to\":\"24\",\"captures\":[\"26\","
          "\"27\"],\"promotes\":false}\n]\n");
    CHECK(shashki({"moves", "--variant", "english", "--fen", "B:W26,27:B22", "--json"}).out ==
          "[\n{\"move\":\"22x31\",\"from\":\"22\",\"to\":\"31\",\"captures\":[\"26\"],"
          "\"promotes\":true}\n]\n");
}

} // namespace perftcommand_test
