// The boards beyond 8×8 and 10×10 on the one position model (arbiter/grid.h, boardgeometry.h):
// 10 wide × 8 (Spantsiretti, 80-square draughts) and 8×8 numbered from White's side with Black
// moving first. The generator counts their published perft trees (tests/data/perft-variants.md),
// and the notation names and reads their squares by the board's own numbering.
#include "arbiter/gridgenerator.h"
#include "arbiter/gridnotation.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

namespace gridboards_test {

using namespace arbiter;

namespace {

template <class G>
std::vector<std::string> writtenMoves(const GridGenerator<G> &generator,
                                      const GridPosition<G> &position,
                                      typename GridNotation<G>::Style style)
{
    std::vector<GridMove> moves;
    generator.legalMoves(position, moves);
    const GridNotation<G> notation(generator);
    std::vector<std::string> out;
    for (const GridMove &move : moves)
        out.push_back(notation.write(move, position, style));
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE("10×8 (Spantsiretti, international rules): the published perft", "[grid][perft]")
{
    const GridGenerator<Grid10x8> generator(rulesOf(Variant::Spantsiretti));
    const GridPosition<Grid10x8> start = generator.initial();
    CHECK(start.sideToMove() == Side::White);
    CHECK(Grid10x8::count(start.pieces(Side::White)) == 15);
    CHECK(Grid10x8::count(start.pieces(Side::Black)) == 15);
    const std::vector<std::uint64_t> published = {9,     81,     658,     4265,
                                                  27117, 167140, 1029319, 6127190};
    for (std::size_t depth = 1; depth <= published.size(); ++depth) {
        INFO("depth " << depth);
        CHECK(generator.perft(start, static_cast<int>(depth)) == published[depth - 1]);
    }
    // Numbered from Black's side: 1 = b8 at the top left, 40 = i1 at the bottom right. White's
    // first moves are from the third row from the bottom, 26 = a3 … 30 = i3, to the fourth,
    // 21 = b4 … 25 = j4: a3 has one (26-21), i3 two (30-24, 30-25).
    CHECK(writtenMoves(generator, start, GridNotation<Grid10x8>::Style::Numeric) ==
          std::vector<std::string>{"26-21", "27-21", "27-22", "28-22", "28-23", "29-23", "29-24",
                                   "30-24", "30-25"});
}

TEST_CASE("8×8 numbered from White's side, Black moving first", "[grid][perft]")
{
    using G = Grid8BlackFirst;
    const GridGenerator<G> generator(rulesOf(Variant::Brazilian));
    const GridPosition<G> start = generator.initial();
    CHECK(start.sideToMove() == Side::Black);
    // Black's first move mirrors White's: the same tree as the Brazilian table's.
    const std::vector<std::uint64_t> published = {7, 49, 302, 1469, 7473, 37628};
    for (std::size_t depth = 1; depth <= published.size(); ++depth) {
        INFO("depth " << depth);
        CHECK(generator.perft(start, static_cast<int>(depth)) == published[depth - 1]);
    }

    // 1 = g1 … 4 = a1, 5 = h2 …, 32 = b8: Black's men on b6, d6, f6, h6 are 24, 23, 22, 21.
    CHECK(GridNotation<G>::squareName(0) == "32");
    CHECK(GridNotation<G>::squareName(0, GridNotation<G>::Style::Algebraic) == "b8");
    CHECK(GridNotation<G>::squareName(31) == "1");
    CHECK(GridNotation<G>::squareName(31, GridNotation<G>::Style::Algebraic) == "g1");
    CHECK(writtenMoves(generator, start, GridNotation<G>::Style::Numeric) ==
          std::vector<std::string>{"21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"});
    CHECK(writtenMoves(generator, start, GridNotation<G>::Style::Algebraic) ==
          std::vector<std::string>{"b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"});

    // A written move is read by the same numbering, as numbers or names.
    const GridNotation<G> notation(generator);
    const auto numbered = notation.parse("24-20", start);
    REQUIRE(numbered);
    CHECK(notation.write(*numbered, start, GridNotation<G>::Style::Algebraic) == "b6-a5");
    const auto named = notation.parse("b6-a5", start);
    REQUIRE(named);
    CHECK(*named == *numbered);
    CHECK_FALSE(notation.parse("9-13", start)); // 9-13 is a move of White's, who is not to move

    // FEN pieces are by square number: White's men 1-12, Black's 21-32, Black to move.
    const FenPieces pieces = GridNotation<G>::fenPieces(start);
    CHECK(pieces.toMove == Side::Black);
    CHECK(pieces.men[0] == 0x0000'0fffull);
    CHECK(pieces.men[1] == 0xfff0'0000ull);
    CHECK(GridNotation<G>::position(pieces) == start);
}

} // namespace gridboards_test
