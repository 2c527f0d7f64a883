// Zobrist keys for positions: one 64-bit key per (side, piece kind, square) and one for Black to
// move. Generated at compile time by splitmix64 from a fixed seed, so keys are the same in every
// build and can be stored in the database.
#pragma once

#include "piece.h"
#include "splitmix64.h"
#include "square.h"

#include <array>
#include <cstdint>

namespace arbiter::zobrist {

namespace detail {

struct Keys
{
    std::array<std::array<std::array<std::uint64_t, 32>, 2>, 2> piece; // [side][kind][square]
    std::uint64_t blackToMove;
};

inline constexpr Keys keys = [] {
    Keys k{};
    std::uint64_t state = 0x53484153484B4931ull; // "SHASHKI1"
    for (auto &bySide : k.piece)
        for (auto &byKind : bySide)
            for (auto &key : byKind)
                key = splitmix64(state);
    k.blackToMove = splitmix64(state);
    return k;
}();
} // namespace detail

constexpr std::uint64_t pieceKey(Side side, PieceKind kind, Square square)
{
    return detail::keys.piece[sideIndex(side)][static_cast<std::size_t>(kind)][square.index()];
}

inline constexpr std::uint64_t blackToMove = detail::keys.blackToMove;

} // namespace arbiter::zobrist
