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

// Why a FEN cannot be read, as a code and its facts; `message` is englishText() of them (the
// message catalogue of app/ words the same facts in Russian; nothing reads the words back).
enum class FenErrorCode
{
    SideToMoveExpected, // found
    EndExpected,        // after '.': found
    ColonExpected,      // ':' or the end: found
    ListColourExpected, // W or B to start a list: found
    SideListedTwice,    // side
    PiecesExpected,     // the side to move alone
    SquareNumberRange,  // a number not 1…squareCount
    SquareExpected,     // found; algebraic, squareCount: what the board's squares are
    RankExpected,       // after a file letter
    LightSquare,        // squareName
    RangeOfNames,       // a range written with names
    RangeEndExpected,   // found
    RangeDownwards,     // number (the last) < other (the first)
    SquareListedTwice,  // number, squareName, numeric
    ManOnPromotionRank, // side, number, squareName, numeric
    TooManyPieces,      // side, number (the most a side has)
};

struct FenError
{
    int column = 0; // 1-based, in characters of the input
    std::string message;
    FenErrorCode code = FenErrorCode::SideToMoveExpected;
    std::string found;       // the character found, or "" for the end of the text
    Side side = Side::White; // whose pieces
    int number = 0;          // a square number, or the most pieces (TooManyPieces)
    int other = 0;           // RangeDownwards: the range's first number
    int squareCount = 0;     // the board's last square number
    bool algebraic = false;  // the board's squares have names (8×8)
    bool numeric = false;    // the item was written as a number, not a name
    std::string squareName;  // the square's name on an 8×8 board, "" on others

    bool operator==(const FenError &) const = default;
};

// The English of `error`'s facts: "expected ':' or the end of the FEN, found 'x'".
std::string englishText(const FenError &error);

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
