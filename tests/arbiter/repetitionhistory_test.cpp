// The one repetition history of every draw tracker (arbiter/repetitionhistory.h): positions kept
// since the last irreversible move, their plies, and the third occurrence, on the Russian
// positions (compared by key first) and on the 10×10 grid's (compared by their pieces).
#include "arbiter/grid.h"
#include "arbiter/position.h"
#include "arbiter/repetitionhistory.h"

#include <catch2/catch.hpp>
#include <vector>

namespace repetitionhistory_test {

using namespace arbiter;

namespace {

// A White king on `white` and a Black king on `black` (squares by name), `toMove` to move.
Position kings(const char *white, const char *black, Side toMove)
{
    return Position(toMove)
        .withPiece(*Square::fromName(white), {Side::White, PieceKind::King})
        .withPiece(*Square::fromName(black), {Side::Black, PieceKind::King});
}

} // namespace

TEST_CASE("repetition history: a king shuffle stands for the third time at ply 8", "[repetition]")
{
    // a1/h8 (W) -> b2/h8 (B) -> b2/g7 (W) -> a1/g7 (B) -> a1/h8 (W), twice over.
    const std::vector<Position> cycle = {
        kings("a1", "h8", Side::White), kings("b2", "h8", Side::Black),
        kings("b2", "g7", Side::White), kings("a1", "g7", Side::Black)};
    RepetitionHistory<Position> history(cycle[0]);
    CHECK(history.size() == 1);
    CHECK(history.occurrences(cycle[0]) == std::vector<int>{0});
    for (int ply = 1; ply <= 7; ++ply) {
        history.record(ply, cycle[static_cast<std::size_t>(ply % 4)], false);
        CHECK(history.thirdOccurrence().empty());
    }
    CHECK(history.occurrences(cycle[0]) == std::vector<int>{0, 4});
    CHECK(history.occurrences(cycle[1]) == std::vector<int>{1, 5});
    history.record(8, cycle[0], false);
    CHECK(history.size() == 9);
    CHECK(history.thirdOccurrence() == std::vector<int>{0, 4, 8});
    // The same pieces with the other side to move are another position.
    CHECK(history.occurrences(cycle[0].withSideToMove(Side::Black)).empty());
    // A fourth occurrence opens no new claim.
    for (int ply = 9; ply <= 12; ++ply)
        history.record(ply, cycle[static_cast<std::size_t>(ply % 4)], false);
    CHECK(history.occurrences(cycle[0]) == std::vector<int>{0, 4, 8, 12});
    CHECK(history.thirdOccurrence().empty());
    // ... but it is the one the fourfold rule asks for (Italian draughts), and only it.
    CHECK(history.occurrence(4) == std::vector<int>{0, 4, 8, 12});
    CHECK(history.occurrence(3).empty());
    history.record(13, cycle[1], false);
    CHECK(history.occurrence(4) == std::vector<int>{1, 5, 9, 13});
}

TEST_CASE("repetition history: an irreversible move forgets every earlier position", "[repetition]")
{
    const Position start = kings("a1", "h8", Side::White);
    const Position other = kings("b2", "h8", Side::Black);
    RepetitionHistory<Position> history(start);
    history.record(1, other, false);
    history.record(2, start, true); // say, a man moved elsewhere on the board
    CHECK(history.size() == 1);
    CHECK(history.occurrences(start) == std::vector<int>{2});
    CHECK(history.occurrences(other).empty());
}

TEST_CASE("repetition history: the same on the 10×10 grid's positions", "[repetition]")
{
    using Bits = Grid10::Bits;
    // White king on 46, Black king on 5; the kings step to 41 and 10 and back.
    const auto at = [](Bits white, Bits black, Side toMove) {
        return GridPosition<Grid10>::fromBitboards(toMove, 0, white, 0, black);
    };
    const Bits w46 = Grid10::maskOf(45), w41 = Grid10::maskOf(40);
    const Bits b5 = Grid10::maskOf(4), b10 = Grid10::maskOf(9);
    const std::vector<GridPosition<Grid10>> cycle = {
        at(w46, b5, Side::White), at(w41, b5, Side::Black), at(w41, b10, Side::White),
        at(w46, b10, Side::Black)};
    RepetitionHistory<GridPosition<Grid10>> history(cycle[0]);
    for (int ply = 1; ply <= 7; ++ply)
        history.record(ply, cycle[static_cast<std::size_t>(ply % 4)], false);
    CHECK(history.thirdOccurrence().empty());
    history.record(8, cycle[0], false);
    CHECK(history.thirdOccurrence() == std::vector<int>{0, 4, 8});
    CHECK(history.occurrences(cycle[2]) == std::vector<int>{2, 6});
    history.record(9, cycle[1], true);
    CHECK(history.occurrences(cycle[0]).empty());
    CHECK(history.occurrences(cycle[1]) == std::vector<int>{9});
}

} // namespace repetitionhistory_test
