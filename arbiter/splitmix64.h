// splitmix64: a small, fixed pseudo-random sequence, the same in every build and on every
// platform (unlike std::shuffle's use of the library's distributions). The Zobrist keys are made
// with it, and the lots the arbiter draws (round order, openings) so that a recorded seed replays
// the draw.
#pragma once

#include <cstdint>

namespace arbiter {

// The next number of the sequence `state` started from; advances `state`.
constexpr std::uint64_t splitmix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

} // namespace arbiter
