// Material: how many men and kings each side has. Endgame tables are stored per material class
// (docs/rules.md §9 calls a capture or a promotion a *material change*).
#pragma once

#include "position.h"

#include <cstdint>
#include <string>

namespace arbiter {

struct Material
{
    // Material classes with up to this many pieces of one kind have a slot in code().
    static constexpr int maxPerKind = 5;
    static constexpr int codeCount =
        (maxPerKind + 1) * (maxPerKind + 1) * (maxPerKind + 1) * (maxPerKind + 1);

    int whiteMen = 0;
    int whiteKings = 0;
    int blackMen = 0;
    int blackKings = 0;

    static Material of(const Position &position);

    int pieces() const { return whiteMen + whiteKings + blackMen + blackKings; }
    int men() const { return whiteMen + blackMen; }
    // The same material with the colours exchanged.
    Material flipped() const { return {blackMen, blackKings, whiteMen, whiteKings}; }
    // A dense number 0 … codeCount-1 for table lookups; every count must be <= maxPerKind.
    int code() const
    {
        constexpr int base = maxPerKind + 1;
        return ((whiteMen * base + whiteKings) * base + blackMen) * base + blackKings;
    }
    // "w2m1k-b0m1k": White's men and kings, then Black's.
    std::string name() const;

    friend bool operator==(const Material &, const Material &) = default;
};

} // namespace arbiter
