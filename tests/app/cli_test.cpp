// The command line of DESIGN.md §6: exact output and exit codes of `shashki perft` and
// `shashki moves`, run in-process through app::run.
#include "app/commandline.h"

#include <catch2/catch.hpp>
#include <sstream>

namespace {

struct Outcome
{
    int exitCode;
    std::string out;
    std::string err;
};

Outcome shashki(std::vector<std::string> args)
{
    std::ostringstream out;
    std::ostringstream err;
    const int code = app::run(args, out, err);
    return {code, out.str(), err.str()};
}

} // namespace

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
          "shashki perft: --depth must be a whole number 1…30, not 'x3'\n");
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
    CHECK(shashki({"moves", "--help"}).out == "Usage: shashki moves [--fen FEN] [--json]\n");
}
