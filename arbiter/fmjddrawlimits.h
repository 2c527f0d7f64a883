// The limits of the FMJD draw rules as data (docs/rules.md §15), as RuleSet (ruleset.h) holds the
// Russian ones: each field cites the paragraph of the FMJD's article on the end of the game
// (Annex 1 of the FMJD statutes, the official rules of international draughts) it comes from, and
// the id of docs/rules.md §15 that reports it. The article gives its limits in moves of each
// player; the fields are in plies (one player's move is one ply, so "16 moves each" is 32).
// Brazilian draughts take the same limits (docs/rules.md §15). The threefold repetition of the same
// article is not a count: repetitionhistory.h finds it.
#pragma once

namespace arbiter {

struct FmjdDrawLimits
{
    // Annex 1, end of the game: 25 successive moves of each player in which only kings moved,
    // no man moved and nothing was taken (`kings-only`): 25 moves each.
    int kingsOnlyPlies = 50;
    // Annex 1, end of the game: three kings, two kings and a man, or a king and two men against a
    // lone king: at most 16 more moves each, the 16 staying the limit when a piece is taken
    // during them (`three-pieces`).
    int threePiecesPlies = 32;
    // Annex 1, end of the game: within the three-pieces ending, once the lone king stands on the
    // long diagonal: at most 5 more moves each (`long-diagonal`).
    int longDiagonalPlies = 10;
    // Annex 1, end of the game: two kings, a king and a man, or a king against a lone king: at
    // most 5 more moves each (`two-pieces`).
    int twoPiecesPlies = 10;
};

} // namespace arbiter
