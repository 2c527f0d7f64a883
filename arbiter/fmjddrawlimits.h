// The limits of the FMJD draw rules as data (docs/rules.md §15), as RuleSet (ruleset.h) holds the
// Russian ones: each field cites the paragraph of article 6, "The draw", of the official FMJD rules
// for international draughts (Annex 1 of the FMJD statutes, the version of November 2015) it comes
// from, and the id of docs/rules.md §15 that reports it. The article gives its limits in moves of
// each player; the fields are in plies (one player's move is one ply, so "16 moves each" is 32).
// Brazilian draughts take the same limits (docs/rules.md §15). The threefold repetition, 6.1, is
// not a count: repetitionhistory.h finds it.
#pragma once

namespace arbiter {

struct FmjdDrawLimits
{
    // Annex 1, 6.2: 25 successive moves of each player in which only kings moved, no man moved
    // and nothing was taken (`kings-only`): 25 moves each.
    int kingsOnlyPlies = 50;
    // Annex 1, 6.3: three kings, two kings and a man, or a king and two men against a lone king:
    // at most 16 more moves each (`three-pieces`). That the 16 stay the limit when a piece is
    // taken during them is not in the November 2015 text of 6.3; it is the later wording of the
    // same rule, whose edition and number were not found (docs/rules.md, the rule texts).
    int threePiecesPlies = 32;
    // Within the three-pieces ending (Annex 1, 6.3), once the lone king stands on the long
    // diagonal: at most 5 more moves each (`long-diagonal`). Not in the November 2015 text of
    // 6.3 either: the same later wording adds it to that rule (edition and number not found).
    int longDiagonalPlies = 10;
    // Annex 1, 6.4: two kings, a king and a man, or a king against a lone king: at most 5 more
    // moves each (`two-pieces`).
    int twoPiecesPlies = 10;
};

} // namespace arbiter
