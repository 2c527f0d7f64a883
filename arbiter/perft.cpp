#include "perft.h"

namespace arbiter {

std::uint64_t Perft::count(const Position &position, int depthPlies, MoveGenerator::Mode mode)
{
    if (depthPlies <= 0)
        return 1;
    if (depthPlies == 1)
        return MoveGenerator::countLegalMoves(position, mode);
    const MoveList moves = MoveGenerator::legalMoves(position, mode);
    std::uint64_t total = 0;
    for (const Move &move : moves)
        total += count(position.after(move), depthPlies - 1, mode);
    return total;
}

std::vector<Perft::DivideEntry> Perft::divide(const Position &position, int depthPlies,
                                              MoveGenerator::Mode mode)
{
    std::vector<DivideEntry> entries;
    for (const Move &move : MoveGenerator::legalMoves(position, mode))
        entries.push_back({move, count(position.after(move), depthPlies - 1, mode)});
    return entries;
}

} // namespace arbiter
