// Builds endgame tables by retrograde analysis over the rules core.
//
// A material class and its colour-flipped partner are solved together, since a quiet move of
// White leads from one to the other; captures and promotions lead to classes with fewer pieces or
// fewer men, which classesInOrder() puts first and which must be in the database already.
//
// 1. Every position is played forward once (in parallel): a move into another class takes that
//    class's value; moves within the pair are counted.
// 2. Values are then settled by increasing distance. A position is lost in d when every move leads
//    to a win for the opponent, the longest in d-1; won in d when some move leads to a loss in d-1,
//    and no move to a shorter one. Settling a position updates its predecessors within the pair,
//    found by taking back a quiet move (a predecessor in which a capture was available is no
//    predecessor: capturing is mandatory).
// 3. What is never settled is a draw.
#pragma once

#include "endgamedatabase.h"
#include "endgametable.h"

#include <vector>

namespace arbiter {

class EndgameGenerator
{
public:
    // Every class of 2 … maxPieces pieces with at least one piece on each side, ordered so that
    // each class comes after every class its captures and promotions lead to (by pieces, then by
    // men), a class right before its colour-flipped partner.
    static std::vector<Material> classesInOrder(int maxPieces);

    // Solves `material` together with material.flipped(): one table, or two when they differ.
    // Every class reached from them by a capture or promotion must be in `database`; throws
    // std::runtime_error when one is not, or when a distance does not fit a byte.
    static std::vector<EndgameTable> solve(Material material, const EndgameDatabase &database,
                                           unsigned threads);
};

} // namespace arbiter
