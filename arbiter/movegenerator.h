// Legal moves of Russian draughts (docs/rules.md §2–§6) on the core's Positions, as Moves with
// their routes: the one generator of every variant (movesearch.h, where each rule of movement is
// written once) with the Russian rules, on the Position's own squares (board32.h). Among
// captures the player chooses freely; a man reaching the far rank during a capture goes on as a
// king.
#pragma once

#include "movelist.h"
#include "position.h"

#include <cstdint>

namespace arbiter {

class MoveGenerator
{
public:
    enum class Mode
    {
        // One move per distinct (from, to, captured set): the moves a player can choose between.
        UniqueMoves,
        // One move per distinct route (sequence of landing squares) of the same move.
        AllRoutes,
    };

    static MoveList legalMoves(const Position &position, Mode mode = Mode::UniqueMoves);

    // The legal moves that start on `from` (none when it holds no piece of the side to move):
    // legalMoves() filtered by start square, generated for that piece alone.
    static MoveList legalMovesFrom(const Position &position, Square from,
                                   Mode mode = Mode::UniqueMoves);

    // The number of legal moves, as legalMoves(position, mode).size(), without building quiet
    // moves (perft's bulk counting at the last ply).
    static std::uint64_t countLegalMoves(const Position &position, Mode mode = Mode::UniqueMoves);

    // Whether the side to move has a capture (and so must capture).
    static bool hasCapture(const Position &position);

    // The quiet moves the side to move would have if capturing were not mandatory. Used to explain
    // a rejected move ("capture required"); not a list of legal moves.
    static MoveList quietMovesIgnoringCaptures(const Position &position);
};

} // namespace arbiter
