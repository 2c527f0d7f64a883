// Legal move generation for Russian draughts (DESIGN.md §3). Every rule of movement is enforced
// here and nowhere else:
//  - a man steps one square diagonally forward; a king slides any distance along a diagonal;
//  - capture is mandatory, for men and kings, and among captures the player chooses freely;
//  - a man captures forwards and backwards; a king captures at any distance and may land on any
//    empty square behind the captured piece, except that where the capture can go on from some of
//    those squares it must land on one of them;
//  - a capture goes on while it can (the whole sequence is one move);
//  - Turkish strike: captured pieces stay on the board until the move ends, so they block the way
//    and cannot be taken twice; empty squares may be crossed again;
//  - a man reaching the far rank becomes a king; during a capture it goes on capturing as a king;
//    by a quiet move it becomes a king and the move ends.
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
