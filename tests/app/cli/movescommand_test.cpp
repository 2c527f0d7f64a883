// `shashki moves`: the legal moves in written notation.
// Run in-process through app::run (clirun.h).
#include "clirun.h"

#include <catch2/catch.hpp>

namespace movescommand_test {

using clitest::shashki;

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

} // namespace movescommand_test
