// Bitboards over the 32 dark squares and the diagonal geometry of the board.
//
// Layout (bit index = rank * 4 + file / 2, see square.h):
//
//        a   b   c   d   e   f   g   h
//    8       28      29      30      31
//    7   24      25      26      27
//    6       20      21      22      23
//    5   16      17      18      19
//    4       12      13      14      15
//    3    8       9      10      11
//    2        4       5       6       7
//    1    0       1       2       3
//
// One diagonal step changes the index by 3, 4 or 5 depending on the rank's parity, so a step of a
// whole bitboard is two masked shifts. Two steps in one direction are always ±7 or ±9. North is
// towards rank 8 (White's forward direction).
#pragma once

#include "square.h"

#include <array>
#include <bit>
#include <cstdint>

namespace arbiter {

enum class Direction : std::uint8_t
{
    NorthEast = 0,
    NorthWest = 1,
    SouthEast = 2,
    SouthWest = 3
};

inline constexpr std::array<Direction, 4> allDirections = {
    Direction::NorthEast, Direction::NorthWest, Direction::SouthEast, Direction::SouthWest};

namespace bitboard {

inline constexpr Bitboard evenRanks = 0x0F0F0F0Fu; // ranks 1, 3, 5, 7 (files a, c, e, g)
inline constexpr Bitboard oddRanks = 0xF0F0F0F0u;  // ranks 2, 4, 6, 8 (files b, d, f, h)
inline constexpr Bitboard fileA = 0x01010101u;
inline constexpr Bitboard fileH = 0x80808080u;
inline constexpr Bitboard rank1 = 0x0000000Fu;
inline constexpr Bitboard rank8 = 0xF0000000u;
inline constexpr Bitboard all = 0xFFFFFFFFu;

// Every square of `b` moved one diagonal step in direction D; squares that would leave the board
// are dropped.
template <Direction D>
constexpr Bitboard step(Bitboard b)
{
    if constexpr (D == Direction::NorthEast)
        return ((b & evenRanks) << 4) | ((b & oddRanks & ~fileH) << 5);
    else if constexpr (D == Direction::NorthWest)
        return ((b & evenRanks & ~fileA) << 3) | ((b & oddRanks) << 4);
    else if constexpr (D == Direction::SouthEast)
        return ((b & evenRanks) >> 4) | ((b & oddRanks & ~fileH) >> 3);
    else
        return ((b & evenRanks & ~fileA) >> 5) | ((b & oddRanks) >> 4);
}

constexpr Bitboard step(Bitboard b, Direction d)
{
    switch (d) {
    case Direction::NorthEast:
        return step<Direction::NorthEast>(b);
    case Direction::NorthWest:
        return step<Direction::NorthWest>(b);
    case Direction::SouthEast:
        return step<Direction::SouthEast>(b);
    case Direction::SouthWest:
        return step<Direction::SouthWest>(b);
    }
    return 0;
}

constexpr int count(Bitboard b)
{
    return std::popcount(b);
}

// The board turned half a turn (a1 <-> h8): square index i becomes 31 - i. Together with exchanging
// the colours this maps every position to its mirror for the other side.
constexpr Bitboard reversed(Bitboard b)
{
    b = ((b >> 1) & 0x55555555u) | ((b & 0x55555555u) << 1);
    b = ((b >> 2) & 0x33333333u) | ((b & 0x33333333u) << 2);
    b = ((b >> 4) & 0x0F0F0F0Fu) | ((b & 0x0F0F0F0Fu) << 4);
    b = ((b >> 8) & 0x00FF00FFu) | ((b & 0x00FF00FFu) << 8);
    return (b >> 16) | (b << 16);
}

// The square of the lowest set bit; `b` must not be empty.
constexpr Square lowest(Bitboard b)
{
    return Square::fromIndex(static_cast<unsigned>(std::countr_zero(b)));
}

// Neighbour of each square in each direction as a bit index, or -1 at the edge.
inline constexpr std::array<std::array<std::int8_t, 32>, 4> neighbour = [] {
    std::array<std::array<std::int8_t, 32>, 4> table{};
    for (Direction d : allDirections) {
        for (unsigned i = 0; i < 32; ++i) {
            const Bitboard next = step(Bitboard{1} << i, d);
            table[static_cast<std::size_t>(d)][i] =
                next == 0 ? std::int8_t{-1} : static_cast<std::int8_t>(std::countr_zero(next));
        }
    }
    return table;
}();

constexpr int neighbourIndex(Direction d, unsigned index)
{
    return neighbour[static_cast<std::size_t>(d)][index];
}

// The main road (большак): the long diagonal a1–h8.
inline constexpr Bitboard mainRoad = [] {
    Bitboard road = 1; // a1
    for (int i = 0; i < 7; ++i)
        road |= step<Direction::NorthEast>(road);
    return road;
}();

} // namespace bitboard
} // namespace arbiter
