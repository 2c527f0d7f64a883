#pragma once

#include <cstddef>

namespace reports::trf {

// A player's line of a TRF-16 file (001): round 1's block starts in column 92 and each round
// takes 10 columns — the opponent's start number in the first four, the colour in the sixth, the
// result in the eighth (132 puts the rounds' dates in the same columns).
inline constexpr std::size_t firstBlockColumn = 92;
inline constexpr std::size_t blockColumns = 10;

} // namespace reports::trf
