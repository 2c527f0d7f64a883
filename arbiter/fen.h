// FEN of PDN 3.0 for Russian draughts (docs/rules.md §8), and the same on every variant's board.
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
#include "variant.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace arbiter {

struct FenError
{
    int column; // 1-based, in characters of the input
    std::string message;
};

// The pieces of a FEN read for any variant's board (variant.h): bit n - 1 for square number n,
// by side (sideIndex).
struct FenPieces
{
    Side toMove = Side::White;
    std::array<std::uint64_t, 2> men{};
    std::array<std::uint64_t, 2> kings{};
    friend bool operator==(const FenPieces &, const FenPieces &) = default;
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
    // The same grammar on the board of `rules`: square numbers 1…50 on 10×10 (W:W31-50:B1-20),
    // names a1…h8 only on 8×8; a side has at most as many pieces as it starts with.
    static Result<FenPieces, FenError> parse(std::string_view text, const VariantRules &rules);
    // Numeric, in square order: "W:W31,32,…:B1,…".
    static std::string write(const FenPieces &pieces, const VariantRules &rules);
    static std::string write(const Position &position, Style style = Style::Algebraic);
    // A Russian position's pieces by square number (bit n-1 for square n).
    static FenPieces pieces(const Position &position);
};

} // namespace arbiter
