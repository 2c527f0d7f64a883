// reports/openinglist: the openings of micro-matches, checked move by move from the initial
// position, and the lot that draws one.
#include "reports/openinglist.h"

#include <catch2/catch.hpp>
#include <set>

namespace openinglist_test {

using namespace reports;

TEST_CASE("an opening is read in any accepted notation and written the tool's way", "[openings]")
{
    CHECK(checkOpening("1. c3-d4 f6-g5 2. bc3 g5-h4").value() == "c3-d4 f6-g5 b2-c3 g5-h4");
    CHECK(checkOpening("c3d4 f6e5 d4f6 g7e5").value() == "c3-d4 f6-e5 d4:f6 g7:e5");
    CHECK(checkOpening("22-18 11-15").value() == checkOpening("c3-d4 f6-e5").value());
}

TEST_CASE("a wrong move in an opening is named with its column", "[openings]")
{
    const auto wrong = checkOpening("c3-d4 f6-e5 g3-h4", 7);
    REQUIRE_FALSE(wrong);
    CHECK(wrong.error().line == 7);
    CHECK(wrong.error().column == 13);
    CHECK(wrong.error().message == "'g3-h4': capture is mandatory: d4:f6");
    const auto empty = checkOpening("  1.  ");
    REQUIRE_FALSE(empty);
    CHECK(empty.error().message == "no moves");
}

TEST_CASE("an opening list: comments, blank lines, every wrong line reported", "[openings]")
{
    const OpeningList list = readOpeningList("# Ballot of the club\r\n"
                                             "c3-d4 f6-g5   # отыгрыш\r\n"
                                             "\r\n"
                                             "c3-d4 h6-g5 d4-e6\r\n"
                                             "g3-h4 b6-a5\r\n"
                                             "e3-f4 x\r\n");
    REQUIRE(list.openings.size() == 2);
    CHECK(list.openings[0].moves == "c3-d4 f6-g5");
    CHECK(list.openings[0].line == 2);
    CHECK(list.openings[1].moves == "g3-h4 b6-a5");
    CHECK(list.openings[1].line == 5);
    REQUIRE(list.errors.size() == 2);
    CHECK(list.errors[0].line == 4);
    CHECK(list.errors[0].column == 13);
    CHECK(list.errors[1].line == 6);
    CHECK(list.errors[1].column == 7);
}

TEST_CASE("every two-move opening, and a lot that replays from its seed", "[openings]")
{
    const std::vector<Opening> openings = everyOpening(2);
    CHECK(openings.size() == 49); // perft 2 of the initial position
    std::set<std::string> distinct;
    for (const Opening &opening : openings)
        distinct.insert(opening.moves);
    CHECK(distinct.size() == 49);
    CHECK(distinct.count("c3-d4 f6-g5") == 1);
    CHECK(everyOpening(1).size() == 7);
    // The same seed draws the same opening on every machine (splitmix64).
    CHECK(drawnOpening(49, 7) == 9);
    CHECK(drawnOpening(49, 7) == drawnOpening(49, 7));
    CHECK(drawnOpening(1, 12345) == 0);
}

} // namespace openinglist_test
