// Re-checks an endgame table against the rules, position by position, the way `shashki tb verify`
// does: every win in d has a move to a loss in d-1 and none to a shorter loss; every loss in d has
// only moves to wins, the longest in d-1 (a loss in 0 has no move); every draw has no move to a
// loss and a move to a draw.
#pragma once

#include "endgamedatabase.h"

#include <cstdint>
#include <string>
#include <vector>

namespace arbiter {

class EndgameVerifier
{
public:
    struct Report
    {
        std::uint64_t positions = 0;
        std::uint64_t errors = 0;
        std::vector<std::string> examples; // the first few errors: FEN, stored and expected value
    };

    // Every class the table's moves lead to must be in `database` (throws std::runtime_error
    // naming the class otherwise).
    static Report verify(const EndgameTable &table, const EndgameDatabase &database,
                         unsigned threads);
};

} // namespace arbiter
