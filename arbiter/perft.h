// Perft: the number of move sequences of a given length from a position, the standard check of a
// move generator against published tables (tests/data/README.md). The last ply is counted in bulk
// (MoveGenerator::countLegalMoves) rather than played.
#pragma once

#include "movegenerator.h"
#include "position.h"

#include <cstdint>
#include <vector>

namespace arbiter {

class Perft
{
public:
    struct DivideEntry
    {
        Move move;
        std::uint64_t count;
    };

    static std::uint64_t count(const Position &position, int depthPlies,
                               MoveGenerator::Mode mode = MoveGenerator::Mode::UniqueMoves);

    // The count below each legal move at the root, in generator order (depthPlies >= 1).
    static std::vector<DivideEntry>
    divide(const Position &position, int depthPlies,
           MoveGenerator::Mode mode = MoveGenerator::Mode::UniqueMoves);
};

} // namespace arbiter
