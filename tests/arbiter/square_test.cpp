// Square numberings (square.h): names, PDN numbers and bit indices.
#include "arbiter/square.h"

#include <catch2/catch.hpp>

namespace square_test {

using arbiter::PdnNumber;
using arbiter::Square;

namespace {
Square named(const char *name)
{
    return Square::fromName(name).value();
}
} // namespace

TEST_CASE("bit indices run rank by rank from a1", "[square]")
{
    STATIC_REQUIRE(Square::fromFileRank(0, 0)->index() == 0);  // a1
    STATIC_REQUIRE(Square::fromFileRank(6, 0)->index() == 3);  // g1
    STATIC_REQUIRE(Square::fromFileRank(1, 1)->index() == 4);  // b2
    STATIC_REQUIRE(Square::fromFileRank(7, 7)->index() == 31); // h8
    STATIC_REQUIRE(!Square::fromFileRank(1, 0));               // b1 is light
    STATIC_REQUIRE(!Square::fromFileRank(8, 0));
    for (unsigned i = 0; i < 32; ++i) {
        const Square square = Square::fromIndex(i);
        REQUIRE(Square::fromFileRank(square.file(), square.rank()) == square);
        REQUIRE(Square::fromName(square.name()) == square);
        REQUIRE(Square::fromPdnNumber(square.pdnNumber()) == square);
    }
}

TEST_CASE("PDN numbers 1…32 map to the squares of docs/rules.md §2", "[square]")
{
    const std::vector<std::pair<int, const char *>> table = {
        {1, "b8"},  {2, "d8"},  {3, "f8"},  {4, "h8"},  {5, "a7"},  {8, "g7"},
        {9, "b6"},  {12, "h6"}, {13, "a5"}, {18, "d4"}, {21, "a3"}, {22, "c3"},
        {25, "b2"}, {28, "h2"}, {29, "a1"}, {30, "c1"}, {31, "e1"}, {32, "g1"}};
    for (const auto &[number, name] : table) {
        INFO(number << " = " << name);
        const auto square = Square::fromPdnNumber(static_cast<PdnNumber>(number));
        REQUIRE(square);
        CHECK(square->name() == name);
        CHECK(static_cast<int>(named(name).pdnNumber()) == number);
        CHECK(named(name).pdnName() == std::to_string(number));
    }
    CHECK_FALSE(Square::fromPdnNumber(static_cast<PdnNumber>(0)));
    CHECK_FALSE(Square::fromPdnNumber(static_cast<PdnNumber>(33)));
}

TEST_CASE("square names: dark squares only, either case", "[square]")
{
    CHECK(Square::fromName("C3") == named("c3"));
    CHECK(named("e5").file() == 4);
    CHECK(named("e5").rank() == 4);
    CHECK(named("e5").fileLetter() == 'e');
    for (const char *bad : {"b1", "a2", "h1", "i1", "a0", "a9", "", "a", "a11", "3c"}) {
        INFO(bad);
        CHECK_FALSE(Square::fromName(bad));
    }
}

} // namespace square_test
