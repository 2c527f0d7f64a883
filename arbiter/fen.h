// FEN of PDN 3.0 for Russian draughts (DESIGN.md §3).
//
//   fen       := side ( ':' pieces )* '.'?         side to move first: W or B
//   pieces    := colour item ( ',' item )*         colour W or B; the list may be empty
//   item      := 'K'? square | 'K'? number ( '-' number )?
//
// Squares are algebraic (a1…h8) or PDN numbers 1…32, ranges only between numbers; K marks a
// king (before a range: every square of it). Spaces are allowed between tokens and a trailing dot
// is accepted. Each colour's list may appear at most once; a square may be named once; a man may
// not stand on its own promotion rank; each side has at most 12 pieces.
//
// Writers emit no spaces and no dot: side to move, then White's pieces, then Black's, each list in
// square order (algebraic: a1, a3, b2 …; numeric: 1, 2, 3 …), kings marked with K.
#pragma once

#include "position.h"
#include "result.h"

#include <string>
#include <string_view>

namespace arbiter {

struct FenError
{
    int column; // 1-based, in characters of the input
    std::string message;
};

class Fen
{
public:
    enum class Style
    {
        Algebraic,
        Numeric
    };

    static Result<Position, FenError> parse(std::string_view text);
    static std::string write(const Position &position, Style style = Style::Algebraic);
};

} // namespace arbiter
