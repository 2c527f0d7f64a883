// The Russian core's 32 dark squares (bitboard.h: bit = rank * 4 + file / 2, a1 first) as a board
// movesearch.h reads: the layout Position, the endgame index and the Zobrist keys are built on, so
// the Russian core generates its moves on its positions as they are, with no conversion.
// Directions are those of bitboard.h (NE, NW, SE, SW: the opposite of d is 3 - d), and a move
// list's order follows them.
#pragma once

#include "bitboard.h"
#include "boardgeometry.h"
#include "side.h"
#include "square.h"

#include <array>
#include <bit>

namespace arbiter {

struct Board32
{
    using Bits = Bitboard;
    using Place = Square; // a bit, as a capture's route keeps it: the Square of that index

    // 8×8, numbered from Black's side as PDN numbers it (square.h), White moving first.
    static constexpr BoardGeometry geometry{8, 8, Numbering::FromTop, Side::White};
    static constexpr Bits squares = bitboard::all;
    static constexpr int longestDiagonal = 8;

    static constexpr Bits bit(int b) { return Bits{1} << b; }
    static constexpr Place place(int b) { return Square::fromIndex(static_cast<unsigned>(b)); }
    // The square one step from `b` in direction `d`, or -1 off the board.
    static constexpr int next(int b, int d)
    {
        return bitboard::neighbour[static_cast<std::size_t>(d)][static_cast<std::size_t>(b)];
    }
    static constexpr bool in(Bits set, int b) { return b >= 0 && ((set >> b) & 1u) != 0; }
    template <int D>
    static constexpr Bits shift(Bits b)
    {
        return bitboard::step<static_cast<Direction>(D)>(b);
    }
    // A man's steps forward, in the order its moves are listed: left, then right.
    static constexpr std::array<int, 2> forward(Side side)
    {
        return side == Side::White ? std::array{static_cast<int>(Direction::NorthWest),
                                                static_cast<int>(Direction::NorthEast)}
                                   : std::array{static_cast<int>(Direction::SouthWest),
                                                static_cast<int>(Direction::SouthEast)};
    }
    static constexpr Bits promotionRow(Side side)
    {
        return side == Side::White ? bitboard::rank8 : bitboard::rank1;
    }
    static constexpr int lowest(Bits b) { return std::countr_zero(b); }
    static constexpr int count(Bits b) { return std::popcount(b); }
};

// The geometry's numbers are the PDN numbers of square.h.
static_assert([] {
    for (unsigned i = 0; i < 32; ++i) {
        const Square square = Square::fromIndex(i);
        if (Board32::geometry.numberOf({square.file(), square.rank()}) !=
            static_cast<int>(square.pdnNumber()))
            return false;
    }
    return true;
}());

} // namespace arbiter
