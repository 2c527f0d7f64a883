// The board geometry tables of bitboard.h.
#include "arbiter/bitboard.h"

#include <catch2/catch.hpp>

namespace bitboard_test {

using namespace arbiter;

namespace {
constexpr Bitboard at(const char *name)
{
    return Square::fromFileRank(name[0] - 'a', name[1] - '1')->mask();
}
} // namespace

TEST_CASE("a diagonal step of a bitboard", "[bitboard]")
{
    using enum Direction;
    STATIC_REQUIRE(bitboard::step<NorthEast>(at("a1")) == at("b2"));
    STATIC_REQUIRE(bitboard::step<NorthWest>(at("a1")) == 0);
    STATIC_REQUIRE(bitboard::step<NorthEast>(at("h2")) == 0);
    STATIC_REQUIRE(bitboard::step<NorthWest>(at("h2")) == at("g3"));
    STATIC_REQUIRE(bitboard::step<SouthEast>(at("c3")) == at("d2"));
    STATIC_REQUIRE(bitboard::step<SouthWest>(at("c3")) == at("b2"));
    STATIC_REQUIRE(bitboard::step<SouthWest>(at("a3")) == 0);
    STATIC_REQUIRE(bitboard::step<SouthEast>(at("h4")) == 0);
    STATIC_REQUIRE(bitboard::step<NorthEast>(at("g7")) == at("h8"));
    STATIC_REQUIRE(bitboard::step<NorthEast>(at("b8")) == 0);
    STATIC_REQUIRE(bitboard::step<SouthWest>(at("c1")) == 0);
    STATIC_REQUIRE(bitboard::step<NorthEast>(at("a1") | at("c3") | at("e5")) ==
                   (at("b2") | at("d4") | at("f6")));
}

TEST_CASE("neighbour table and the main road", "[bitboard]")
{
    using enum Direction;
    STATIC_REQUIRE(bitboard::neighbourIndex(NorthEast, 0) == 4);  // a1 → b2
    STATIC_REQUIRE(bitboard::neighbourIndex(SouthWest, 0) == -1); // a1 edge
    STATIC_REQUIRE(bitboard::neighbourIndex(NorthWest, 7) == 11); // h2 → g3
    STATIC_REQUIRE(bitboard::neighbourIndex(SouthEast, 31) == -1);
    STATIC_REQUIRE(bitboard::mainRoad == (at("a1") | at("b2") | at("c3") | at("d4") | at("e5") |
                                          at("f6") | at("g7") | at("h8")));
    // Every neighbour relation is symmetric.
    for (unsigned i = 0; i < 32; ++i) {
        const std::pair<Direction, Direction> opposites[] = {{NorthEast, SouthWest},
                                                             {NorthWest, SouthEast}};
        for (const auto &[forward, back] : opposites) {
            const int next = bitboard::neighbourIndex(forward, i);
            if (next >= 0)
                CHECK(bitboard::neighbourIndex(back, static_cast<unsigned>(next)) ==
                      static_cast<int>(i));
        }
    }
}

} // namespace bitboard_test
