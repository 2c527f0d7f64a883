// The dark squares of a Columns × Rows board as bits of a 64-bit word, for every variant's board.
//
// Squares are numbered as PDN and the FMJD number them (Annex 1, 2.6): from 0 (the printed
// number 1) at the left of the top row (Black's side), row by row to the bottom right. Square s
// is bit s + s / Columns: after every two rows (Columns squares) one bit is left out, a "ghost".
// With the ghosts every diagonal step is the same shift wherever the square stands:
//
//      10×10:   row 0  (squares  1– 5)  bits  0– 4        down-left  +5   (half)
//               row 1  (squares  6–10)  bits  5– 9        down-right +6   (half + 1)
//               ghost                   bit  10           up-left    −6
//               row 2  (squares 11–15)  bits 11–15        up-right   −5
//
// A step off the left or right edge lands on a ghost, off the top or bottom outside the board;
// neither is a square, so masking with `squares` drops them. 8×8 takes 36 bits, 10×10 55.
#pragma once

#include "boardgeometry.h"
#include "side.h"

#include <array>
#include <bit>
#include <cstdint>

namespace arbiter {

// `Order` and `First` are the board's numbering and the side that moves first (boardgeometry.h);
// the bits keep the order above whatever the numbering: notation and FEN convert square numbers
// through `geometry` (topIndexOf, numberAtTopIndex).
template <int Columns, int Rows, Numbering Order = Numbering::FromTop, Side First = Side::White,
          bool Mirrored = false>
struct Grid
{
    static_assert(Columns % 2 == 0 && Rows % 2 == 0 && Columns * Rows / 2 + Rows / 2 <= 64);

    using Bits = std::uint64_t;

    // Brazilian and International: numbered from Black's side (FMJD Annex 1, 2.6), White moving
    // first (the defaults).
    static constexpr BoardGeometry geometry{Columns, Rows, Order, First, Mirrored};
    static constexpr int columns = Columns;
    static constexpr int rows = Rows;
    static constexpr int half = Columns / 2;                // dark squares in a row
    static constexpr int squareCount = Columns * Rows / 2;  // 32, 40 or 50
    static constexpr int bitCount = squareCount + Rows / 2; // squares and ghosts

    // The four diagonal steps as bit offsets: towards the top row (White's forward) and down.
    static constexpr int upLeft = -(half + 1);
    static constexpr int upRight = -half;
    static constexpr int downLeft = half;
    static constexpr int downRight = half + 1;
    static constexpr std::array<int, 4> steps = {upLeft, upRight, downLeft, downRight};

    static constexpr int bitOf(int square) { return square + square / Columns; }
    static constexpr int squareOf(int bit) { return bit - bit / (Columns + 1); }
    static constexpr Bits maskOf(int square) { return Bits{1} << bitOf(square); }

    // Whether `bit` (any int) is one of the board's squares.
    static constexpr bool onBoard(int bit)
    {
        return bit >= 0 && bit < bitCount && (bit % (Columns + 1)) != Columns;
    }

    static constexpr Bits squares = [] {
        Bits all = 0;
        for (int s = 0; s < squareCount; ++s)
            all |= maskOf(s);
        return all;
    }();

    // The squares of row `row` (0 = the top row, Black's back row and White's promotion row).
    static constexpr Bits rowMask(int row)
    {
        Bits mask = 0;
        for (int s = row * half; s < (row + 1) * half; ++s)
            mask |= maskOf(s);
        return mask;
    }

    // The first `count` rows from the top, or from the bottom.
    static constexpr Bits topRows(int count)
    {
        Bits mask = 0;
        for (int r = 0; r < count; ++r)
            mask |= rowMask(r);
        return mask;
    }
    static constexpr Bits bottomRows(int count)
    {
        Bits mask = 0;
        for (int r = Rows - count; r < Rows; ++r)
            mask |= rowMask(r);
        return mask;
    }

    // Every bit of `b` moved by `offset` (a step), squares that leave the board dropped.
    static constexpr Bits shift(Bits b, int offset)
    {
        return (offset > 0 ? b << offset : b >> -offset) & squares;
    }

    static constexpr int lowest(Bits b) { return std::countr_zero(b); }
    static constexpr int count(Bits b) { return std::popcount(b); }

    // The board as movesearch.h reads it. Directions are indices into `steps` (their opposite is
    // 3 - d); a move list's order follows them.
    using Place = std::uint8_t; // a bit, as a capture's route keeps it
    static constexpr int longestDiagonal = Columns;
    static constexpr Bits bit(int b) { return Bits{1} << b; }
    static constexpr Place place(int b) { return static_cast<Place>(b); }
    // The bit one step from `b` (a square) in direction `d`: a ghost or off the board at an edge,
    // which no set holds.
    static constexpr int next(int b, int d) { return b + steps[static_cast<std::size_t>(d)]; }
    static constexpr bool in(Bits set, int b)
    {
        return static_cast<unsigned>(b) < 64 && ((set >> b) & 1u) != 0;
    }
    template <int D>
    static constexpr Bits shift(Bits b)
    {
        return shift(b, steps[D]);
    }
    // A man's steps forward, in the order its moves are listed: left, then right.
    static constexpr std::array<int, 2> forward(Side side)
    {
        return side == Side::White ? std::array{0, 1} : std::array{2, 3};
    }
    static constexpr Bits promotionRow(Side side)
    {
        return side == Side::White ? rowMask(0) : rowMask(Rows - 1);
    }
};

using Grid8 = Grid<8, 8>;
using Grid10 = Grid<10, 10>;
// 10 wide × 8 (80-square draughts, Spantsiretti); 8×8 numbered from Black's side with Black
// moving first (English checkers, Pool: WCDF, APCA); the mirrored 8×8 of Italian draughts (FID),
// White first; and 8×8 numbered from White's side with Black first, which no game plays (its
// generator and notation are tested, docs/architecture.md §13).
using Grid10x8 = Grid<10, 8>;
using Grid8Checkers = Grid<8, 8, Numbering::FromTop, Side::Black>;
using Grid8Mirrored = Grid<8, 8, Numbering::FromTop, Side::White, true>;
using Grid8BlackFirst = Grid<8, 8, Numbering::FromBottom, Side::Black>;

} // namespace arbiter
