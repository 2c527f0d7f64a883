// The board geometry as data (arbiter/boardgeometry.h): square numbers and files/ranks on 8×8,
// 10×8 and 10×10 boards, numbered from either side, and the one position (arbiter/position.h) on
// the boards that carry a geometry.
#include "arbiter/board32.h"
#include "arbiter/boardgeometry.h"
#include "arbiter/grid.h"
#include "arbiter/position.h"

#include <catch2/catch.hpp>
#include <optional>

namespace boardgeometry_test {

using namespace arbiter;

namespace {

// "b8" as a file and rank.
constexpr FileRank at(const char *name)
{
    return FileRank{name[0] - 'a', name[1] == '1' && name[2] == '0' ? 9 : name[1] - '1'};
}

} // namespace

TEST_CASE("geometry: the mirrored 8×8 of Italian draughts (FID), a1 light", "[geometry]")
{
    constexpr BoardGeometry board{8, 8, Numbering::FromTop, Side::White, true};
    CHECK(board.numberOf(at("a8")) == 1);
    CHECK(board.numberOf(at("g8")) == 4);
    CHECK(board.numberOf(at("b7")) == 5);
    CHECK(board.numberOf(at("d3")) == 22);
    CHECK(board.numberOf(at("b1")) == 29);
    CHECK(board.numberOf(at("h1")) == 32);
    CHECK(board.numberOf(at("a1")) == std::nullopt); // light
    CHECK(board.numberOf(at("b8")) == std::nullopt); // light
    for (int number = 1; number <= 32; ++number) {
        INFO("square " << number);
        REQUIRE(board.fileRankOf(number));
        CHECK(board.numberOf(*board.fileRankOf(number)) == number);
        // The grids keep the board as its mirror image: 1 (a8) where the plain board has 4 (h8).
        CHECK(board.numberAtTopIndex(board.topIndexOf(number)) == number);
    }
    CHECK(board.topIndexOf(1) == 3);
    CHECK(board.topIndexOf(4) == 0);
    CHECK(board.topIndexOf(5) == 7);
    CHECK(board.topIndexOf(32) == 28);
}

TEST_CASE("geometry: 8×8 numbered from Black's side (PDN, FMJD Annex 1, 2.6)", "[geometry]")
{
    constexpr BoardGeometry board{8, 8, Numbering::FromTop, Side::White};
    CHECK(board.squareCount() == 32);
    CHECK(board.numberOf(at("b8")) == 1);
    CHECK(board.numberOf(at("h8")) == 4);
    CHECK(board.numberOf(at("a7")) == 5);
    CHECK(board.numberOf(at("c3")) == 22);
    CHECK(board.numberOf(at("a1")) == 29);
    CHECK(board.numberOf(at("g1")) == 32);
    CHECK(board.numberOf(at("a8")) == std::nullopt); // light
    CHECK(board.numberOf(at("b1")) == std::nullopt); // light
    CHECK(board.numberOf({8, 0}) == std::nullopt);   // off the board
    CHECK(board.fileRankOf(1) == at("b8"));
    CHECK(board.fileRankOf(5) == at("a7"));
    CHECK(board.fileRankOf(22) == at("c3"));
    CHECK(board.fileRankOf(32) == at("g1"));
    CHECK(board.fileRankOf(0) == std::nullopt);
    CHECK(board.fileRankOf(33) == std::nullopt);
}

TEST_CASE("geometry: 8×8 numbered from White's side, Black moving first", "[geometry]")
{
    constexpr BoardGeometry board{8, 8, Numbering::FromBottom, Side::Black};
    CHECK(board.firstToMove == Side::Black);
    CHECK(board.numberOf(at("g1")) == 1);
    CHECK(board.numberOf(at("a1")) == 4);
    CHECK(board.numberOf(at("h2")) == 5);
    CHECK(board.numberOf(at("c3")) == 11);
    CHECK(board.numberOf(at("h8")) == 29);
    CHECK(board.numberOf(at("b8")) == 32);
    CHECK(board.fileRankOf(1) == at("g1"));
    CHECK(board.fileRankOf(5) == at("h2"));
    CHECK(board.fileRankOf(11) == at("c3"));
    CHECK(board.fileRankOf(32) == at("b8"));
    // The grids' bits read the rows from the top whatever the numbering: b8 first, g1 last.
    CHECK(board.topIndexOf(32) == 0);
    CHECK(board.topIndexOf(1) == 31);
    CHECK(board.topIndexOf(11) == 21);
    CHECK(board.numberAtTopIndex(0) == 32);
    CHECK(board.numberAtTopIndex(31) == 1);
    constexpr BoardGeometry top{8, 8, Numbering::FromTop, Side::White};
    CHECK(top.topIndexOf(1) == 0);
    CHECK(top.numberAtTopIndex(31) == 32);
    for (int number = 1; number <= 32; ++number) {
        CHECK(board.numberAtTopIndex(board.topIndexOf(number)) == number);
        CHECK(board.fileRankOf(number) ==
              top.fileRankOf(top.numberAtTopIndex(board.topIndexOf(number))));
    }
}

TEST_CASE("geometry: 10×8 numbered from either side", "[geometry]")
{
    constexpr BoardGeometry top{10, 8, Numbering::FromTop, Side::White};
    CHECK(top.squareCount() == 40);
    CHECK(top.numberOf(at("b8")) == 1);
    CHECK(top.numberOf(at("j8")) == 5);
    CHECK(top.numberOf(at("a7")) == 6);
    CHECK(top.numberOf(at("i7")) == 10);
    CHECK(top.numberOf(at("a1")) == 36);
    CHECK(top.numberOf(at("i1")) == 40);
    CHECK(top.numberOf(at("j1")) == std::nullopt); // light
    CHECK(top.fileRankOf(6) == at("a7"));
    CHECK(top.fileRankOf(40) == at("i1"));

    constexpr BoardGeometry bottom{10, 8, Numbering::FromBottom, Side::White};
    CHECK(bottom.numberOf(at("i1")) == 1);
    CHECK(bottom.numberOf(at("a1")) == 5);
    CHECK(bottom.numberOf(at("j2")) == 6);
    CHECK(bottom.numberOf(at("j8")) == 36);
    CHECK(bottom.numberOf(at("b8")) == 40);
    CHECK(bottom.fileRankOf(6) == at("j2"));
    CHECK(bottom.fileRankOf(36) == at("j8"));
}

TEST_CASE("geometry: the boards' own data", "[geometry]")
{
    CHECK(Board32::geometry.columns == 8);
    CHECK(Board32::geometry.rows == 8);
    CHECK(Board32::geometry.numbering == Numbering::FromTop);
    CHECK(Board32::geometry.firstToMove == Side::White);
    CHECK(Grid10::geometry.squareCount() == 50);
    CHECK(Grid10::geometry.numberOf(at("a1")) == 46); // the bottom-left corner
    CHECK(Grid10::geometry.numberOf(at("j10")) == 5); // the top-right one
    CHECK(Grid10::geometry.fileRankOf(1) == at("b10"));
    CHECK(Grid<10, 8>::geometry.squareCount() == 40);
    // The Russian square numbers are the geometry's (square.h).
    CHECK(static_cast<int>(Square::fromName("c3")->pdnNumber()) ==
          Board32::geometry.numberOf(at("c3")));
}

TEST_CASE("one position: the same type and interface on the 32 squares and on a 10×8 grid",
          "[geometry]")
{
    // The Russian position on 32 squares: White's man on c3 (bit 9), Black's king on h8 (bit 31).
    const Position russian =
        Position::fromBitboards(Side::White, Bitboard{1} << 9, 0, 0, Bitboard{1} << 31);
    CHECK(russian.sideToMove() == Side::White);
    CHECK(russian.men(Side::White) == Bitboard{1} << 9);
    CHECK(russian.kings(Side::Black) == Bitboard{1} << 31);
    CHECK(bitboard::count(russian.empty()) == 30);
    CHECK(Position().sideToMove() == Board32::geometry.firstToMove);

    // The same on the 10×8 grid: White's man on 36 (a1), Black's king on 1 (b8), Black to move.
    using G = Grid<10, 8>;
    const auto grid =
        BasicPosition<G>::fromBitboards(Side::Black, G::maskOf(35), 0, 0, G::maskOf(0));
    CHECK(grid.sideToMove() == Side::Black);
    CHECK(grid.pieces(Side::White) == G::maskOf(35));
    CHECK(grid.kings() == G::maskOf(0));
    CHECK(grid.men(Side::Black) == 0);
    CHECK(G::count(grid.empty()) == 38);
    CHECK(G::count(G::squares) == 40);
    // A king's move 1-7 (b8-c7), taking nothing: the other side to move.
    const auto after = grid.afterBits(G::maskOf(0), G::maskOf(6), 0, false);
    CHECK(after.sideToMove() == Side::White);
    CHECK(after.kings(Side::Black) == G::maskOf(6));
    CHECK(after == BasicPosition<G>::fromBitboards(Side::White, G::maskOf(35), 0, 0, G::maskOf(6)));
}

} // namespace boardgeometry_test
