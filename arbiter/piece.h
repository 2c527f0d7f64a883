// A piece: a man or a king of one side.
#pragma once

#include "side.h"

#include <cstdint>

namespace arbiter {

enum class PieceKind : std::uint8_t
{
    Man = 0,
    King = 1
};

struct Piece
{
    Side side;
    PieceKind kind;

    friend constexpr bool operator==(Piece, Piece) = default;
};

} // namespace arbiter
