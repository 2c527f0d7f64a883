// The two sides of a draughts game.
#pragma once

#include <cstdint>
#include <string_view>

namespace arbiter {

enum class Side : std::uint8_t
{
    White = 0,
    Black = 1
};

constexpr Side opposite(Side side)
{
    return side == Side::White ? Side::Black : Side::White;
}

// Array index of a side (0 = White, 1 = Black) for per-side tables.
constexpr std::size_t sideIndex(Side side)
{
    return static_cast<std::size_t>(side);
}

constexpr std::string_view sideName(Side side)
{
    return side == Side::White ? "white" : "black";
}

} // namespace arbiter
