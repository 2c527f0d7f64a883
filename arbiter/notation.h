// Move notation (docs/rules.md §7): reading what judges and printed sheets write, resolved against
// the legal moves of a position, and writing moves the way the tool prints them.
//
// Accepted forms (algebraic squares a1…h8 or PDN numbers 1…32, never mixed in one move):
//   c3-d4            quiet move
//   c3:e5  c3xe5     capture by its end points
//   c3:e5:g7         capture with (some or all of) its landing squares, in order
//   c3d4  c3e5g7     no separators, when the squares say enough
//   cd4  e:e7  exd4  file letter of the start square and the target square
//   22-18  22x15  22:15  9x18x27   the same with square numbers
// '-' only matches a quiet move and ':' or 'x' only a capture; a form without separator matches
// either. Upper-case letters are accepted.
//
// Written forms: "c3-d4" and "c3:e5"; the landing squares are added ("c3:e5:g7") only when another
// legal move has the same start and end. Numeric style writes "22-18" and "22x15".
#pragma once

#include "move.h"
#include "position.h"
#include "result.h"
#include "rulemessage.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

enum class NotationErrorKind
{
    Unparseable,        // not a move in any accepted form
    NoPiece,            // the start square holds no piece of the side to move
    TargetOccupied,     // the target square is not empty
    CaptureRequired,    // a quiet move while a capture is available (capture is mandatory)
    CaptureNotFinished, // the capture stops where it must go on
    IllegalMove,        // any other move that is not legal here
    Ambiguous,          // several legal moves fit the text
};

struct NotationError
{
    NotationErrorKind kind;
    int column; // 1-based column in the text for Unparseable; 1 otherwise
    std::string message;
    // The moves in question: every fitting move (Ambiguous), the captures available
    // (CaptureRequired), or the ways the capture goes on (CaptureNotFinished).
    std::vector<Move> candidates;
    // Ambiguous only: the candidate whose every landing square the text names, if one does. That
    // is how write() spells a capture whose full path is also the start and end of another capture;
    // a caller that must resolve the ambiguity (the audit) may take it, and still reports it.
    std::optional<Move> exactRoute = std::nullopt;
    // The facts of `message`, for the message catalogue of app/ (rulemessage.h).
    RuleMessage detail = {};
};

class Notation
{
public:
    enum class Style
    {
        Algebraic,
        Numeric
    };

    // The one legal move of `position` that `text` denotes, or why there is none.
    static Result<Move, NotationError> parse(std::string_view text, const Position &position);

    // The move as the tool writes it: landing squares only where needed to tell it from another
    // legal move of `position` (the position the move is played in).
    static std::string write(const Move &move, const Position &position,
                             Style style = Style::Algebraic);

    // The move with every landing square ("c3:e5:g7").
    static std::string writeFull(const Move &move, Style style = Style::Algebraic);
};

} // namespace arbiter
