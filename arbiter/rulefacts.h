// The facts of the rules core's messages (rulemessage.h), one struct per group of message ids.
// Each RuleMessageId names the struct its facts are in; an id with no facts carries none
// (std::monostate). Squares and moves are as the variant's notation writes them ("c3", "c3:e5",
// "32-28"), which reads the same in every language; everything else is a number or an enum, so
// the English of the core (rulemessage.cpp) and the Russian of the message catalogue of app/ are
// two renderings of the same facts and nothing is ever read back out of a sentence.
#pragma once

#include "drawrules.h"
#include "endgamereason.h"
#include "fen.h"
#include "pdngame.h"
#include "piece.h"
#include "side.h"
#include "variant.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace arbiter {

// BadRank (the token, "c9"), UnexpectedCharacter (the character), BadRoundTag (the tag's value):
// what was written where something else was expected.
struct WrittenFacts
{
    std::string written;

    bool operator==(const WrittenFacts &) const = default;
};

// LightSquare, NoPieceOn: the square.
struct SquareFacts
{
    std::string square;

    bool operator==(const SquareFacts &) const = default;
};

// CaptureMandatory (the captures there are), CaptureNotFinished (the ways the capture goes on),
// Ambiguous (the legal moves the text fits), CaptureWrittenQuiet (the capture, one move).
struct MovesFacts
{
    std::vector<std::string> moves;

    bool operator==(const MovesFacts &) const = default;
};

// PieceOfOtherSide, TargetOccupied: the piece on `square`; `toMove`, the side to move (worded by
// PieceOfOtherSide only).
struct PieceFacts
{
    std::string square;
    Side side = Side::White;
    PieceKind kind = PieceKind::Man;
    Side toMove = Side::White;

    bool operator==(const PieceFacts &) const = default;
};

// NoPieceOnFile: `toMove` has no piece on the file `file` ('a' … 'h').
struct FileFacts
{
    Side toMove = Side::White;
    char file = 'a';

    bool operator==(const FileFacts &) const = default;
};

// IllegalMove: no legal move fits a text that names a start (a square, or a file) and a target.
struct IllegalMoveFacts
{
    enum class Writing
    {
        AsWritten,       // nothing to say about the separator
        CaptureAsQuiet,  // the move is a capture, written with '-'
        CaptureNotThere, // written with ':' where there is no capture
    };
    Writing writing = Writing::AsWritten;
    std::string start; // the square, or the file's letter when `fromFile`
    bool fromFile = false;
    std::vector<std::string> fromThere; // the legal moves from the start, if any
    std::vector<std::string> captures;  // when none is from there: the captures there are
    bool operator==(const IllegalMoveFacts &) const = default;
};

// AmbiguousPlayedAs, AmbiguousUnresolved: the audit's look-ahead over the moves a text fits.
struct AmbiguityFacts
{
    enum class Outcome
    {
        PlayedByRoute,  // AmbiguousPlayedAs: `played`, the route written in full
        PlayedAsOnly,   // AmbiguousPlayedAs: `played`, the only one keeping the game legal
        NoneKeepsLegal, // AmbiguousUnresolved: none keeps the rest of the game legal
        SeveralKeep,    // AmbiguousUnresolved: more than one does
    };
    std::vector<std::string> moves; // the legal moves the text fits
    Outcome outcome = Outcome::NoneKeepsLegal;
    std::string played; // the move played, written in full (PlayedByRoute, PlayedAsOnly)

    bool operator==(const AmbiguityFacts &) const = default;
};

// ResultTagDiffers: the Result tag and the result written after the moves ("1-0", "2-0").
struct ResultTagFacts
{
    std::string tagged;
    std::string played;

    bool operator==(const ResultTagFacts &) const = default;
};

// GameTypeNotRussian, GameTypeUnsupported, GameOfOtherVariant: the GameType tag's number as
// written; for GameOfOtherVariant, the variant it is and the variant expected.
struct GameTypeFacts
{
    std::string gameType;
    Variant variant = Variant::Russian;
    Variant expected = Variant::Russian;

    bool operator==(const GameTypeFacts &) const = default;
};

// SquareInMoveNotRussian, SquareInFenNotRussian: a square number above 32, in `move` (empty for
// the FEN).
struct OuterSquareFacts
{
    int square = 0;
    std::string move;

    bool operator==(const OuterSquareFacts &) const = default;
};

// SquareNumberAbove: the board's last square number (50, 32).
struct BoardSizeFacts
{
    int lastSquare = 0;

    bool operator==(const BoardSizeFacts &) const = default;
};

// CannotMoveTo, NoCaptureTo: the piece on `from` has no move (capture) to `to`; NoCaptureTo also
// gives the captures there are.
struct TargetFacts
{
    std::string from;
    std::string to;
    std::vector<std::string> captures;

    bool operator==(const TargetFacts &) const = default;
};

// MajorityCapture: the move takes `taken` pieces where `most` can be taken, by `captures`.
struct MajorityFacts
{
    int taken = 0;
    int most = 0;
    std::vector<std::string> captures;

    bool operator==(const MajorityFacts &) const = default;
};

// MoveOfOtherBoard: `move` names squares the board of `variant` does not have.
struct OtherBoardFacts
{
    std::string move;
    Variant variant = Variant::Russian;

    bool operator==(const OtherBoardFacts &) const = default;
};

// PlayAfterDraw, ResultButDrawn: `rule` drew the game after `ply`; the result `recorded` ("1-0",
// worded by ResultButDrawn only).
struct DrawnFacts
{
    std::string recorded;
    DrawRule rule = DrawRule::Threefold;
    int ply = 0;

    bool operator==(const DrawnFacts &) const = default;
};

// ResultButLost: `loser`, to move after `ply`, is blocked or has no pieces; `recorded` said else.
// ResultButWon: the same side, which in giveaway (the aim reversed) has won.
struct LostFacts
{
    std::string recorded;
    Side loser = Side::White;
    bool blocked = false; // false: no pieces left
    int ply = 0;

    bool operator==(const LostFacts &) const = default;
};

// WrittenMoveValid, WrittenMoveInvalid (the claim after `ply` with the written `move`: after it
// the position would stand at `plies`), ThreefoldAfterMove (the position after `ply` stood at
// `plies`). `valid`: three times or more; the number of occurrences is plies.size().
struct RepetitionFacts
{
    std::string move; // WrittenMoveValid, WrittenMoveInvalid
    bool valid = false;
    int ply = 0; // the ply the claim is made after
    std::vector<int> plies;

    bool operator==(const RepetitionFacts &) const = default;
};

// AutomaticValid, AutomaticUndecided (`rule` drew or reached its count after `ply`), RuleCounting
// (`rule` still counts after `ply`): the window from `windowStart`, `count` of the `limit` `unit`,
// for RuleCounting the strong side the rule counts for, and for the endgame database's rules the
// reason of its answer.
struct CountFacts
{
    DrawRule rule = DrawRule::Threefold;
    int ply = 0;
    int windowStart = 0;
    int count = 0;
    int limit = 0;
    CountUnit unit = CountUnit::Plies;
    std::optional<Side> strongSide;      // RuleCounting
    std::optional<EndgameReason> reason; // AutomaticValid (if any), AutomaticUndecided

    bool operator==(const CountFacts &) const = default;
};

// RuleNotApplying: `rule` does not apply after `ply` under the rule set `ruleSet` (its id,
// "russian-2016"); `drawnBy` drew the game after `drawnAt`, if it was drawn.
struct NotApplyingFacts
{
    DrawRule rule = DrawRule::Threefold;
    int ply = 0;
    std::string ruleSet;
    std::optional<DrawRule> drawnBy;
    int drawnAt = 0;

    bool operator==(const NotApplyingFacts &) const = default;
};

// The facts of a message; std::monostate for an id that has none.
using RuleFacts =
    std::variant<std::monostate, WrittenFacts, SquareFacts, MovesFacts, PieceFacts, FileFacts,
                 IllegalMoveFacts, AmbiguityFacts, ResultTagFacts, GameTypeFacts, OuterSquareFacts,
                 BoardSizeFacts, TargetFacts, MajorityFacts, OtherBoardFacts, DrawnFacts, LostFacts,
                 RepetitionFacts, CountFacts, NotApplyingFacts, FenError, PdnProblem>;

} // namespace arbiter
